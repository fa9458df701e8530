//! One logical step: what it places or removes, the pattern behind it, and its sentence.

use core::fmt;

use super::Technique;
use super::board;
use super::pattern::{List, Pattern, Told};
use super::score::{self, Score, Tenths};
use super::sentence::list;
use crate::{Candidates, Cell, Digit};

/// Most eliminations a [`Step`] records; a pattern that allows more reports the first ones
/// (each is still a valid deduction).
pub const MAX_ELIMINATIONS: usize = 32;

/// One logical step: what it places or removes, and the pattern that justifies it. Its
/// `Display` is one human sentence.
///
/// `Step` lives on the stack: its pattern keeps short fixed-capacity lists, and a test
/// holds its size.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    pub(crate) technique: Technique,
    pub(crate) placement: Option<(Cell, Digit)>,
    pub(crate) eliminations: List<(Cell, Digit), MAX_ELIMINATIONS>,
    pub(crate) pattern: Pattern,
    pub(crate) score: Tenths,
}

impl Step {
    /// The technique used.
    pub fn technique(&self) -> Technique {
        self.technique
    }

    /// Digits placed: `(cell, digit)`. Singles place one digit; other techniques none.
    pub fn placements(&self) -> &[(Cell, Digit)] {
        self.placement.as_slice()
    }

    /// Candidates removed: `(cell, digit)`.
    pub fn eliminations(&self) -> &[(Cell, Digit)] {
        &self.eliminations
    }

    /// The pattern that justifies the step: the family's own cells, units and digits.
    ///
    /// ```
    /// use sudoku_engine::rater::pattern::Pattern;
    /// use sudoku_engine::{Candidates, Grid, next_step};
    /// let grid: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    ///     .parse()
    ///     .unwrap();
    /// let step = next_step(&Candidates::new(&grid)).unwrap();
    /// assert!(matches!(step.pattern(), Pattern::Single(s) if s.cell.to_string() == "r1c6"));
    /// ```
    pub fn pattern(&self) -> &Pattern {
        &self.pattern
    }

    /// The cells of the pattern, to show with the step (a subset's cells, a wing's pivot then
    /// pincers, …): [`Pattern::cells`].
    pub fn cells(&self) -> impl Iterator<Item = Cell> + use<> {
        let cells = self.pattern.cells();
        (0..cells.len()).map(move |k| cells[k])
    }

    /// The step's score on the Sudoku Explainer scale: the technique's base, plus a length
    /// modifier for chains (longer chains score higher).
    ///
    /// ```
    /// use sudoku_engine::{Candidates, Grid, next_step};
    /// let grid: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    ///     .parse()
    ///     .unwrap();
    /// let step = next_step(&Candidates::new(&grid)).unwrap();
    /// assert_eq!(step.score().to_string(), "1.2"); // a hidden single in a box
    /// ```
    pub fn score(&self) -> Score {
        Score(self.score)
    }

    /// For a chain, how many nodes (a candidate on or off) its conclusion rests on; for a
    /// forcing step, the total over its branches. 0 for other techniques.
    pub fn chain_length(&self) -> u32 {
        u32::from(self.pattern.chain_length())
    }

    /// A step of `technique` on `pattern`, with the technique's base score and nothing
    /// placed or removed yet.
    pub(crate) fn new(technique: Technique, pattern: Pattern) -> Step {
        Step {
            technique,
            placement: None,
            eliminations: List::new(),
            pattern,
            score: score::base(technique),
        }
    }

    /// A step placing `digit` at `cell`, found by `pattern`.
    pub(crate) fn placing(
        technique: Technique,
        cell: Cell,
        digit: Digit,
        pattern: Pattern,
    ) -> Step {
        let mut s = Step::new(technique, pattern);
        s.placement = Some((cell, digit));
        s
    }

    pub(crate) fn eliminate(&mut self, index: usize, digit: Digit) {
        if let Some(c) = Cell::new(index) {
            if !self.eliminations.contains(&(c, digit)) {
                self.eliminations.push((c, digit));
            }
        }
    }

    /// Removes `digit` from every cell of the bit set `cells`.
    pub(crate) fn eliminate_all(&mut self, cells: u128, digit: Digit) {
        for i in board::bits(cells) {
            self.eliminate(i, digit);
        }
    }

    /// A step on `pattern` that removes `digit` from `victims` (a cell bit set); `None`
    /// when there are no victims.
    pub(crate) fn removing(
        technique: Technique,
        pattern: Pattern,
        digit: Digit,
        victims: u128,
    ) -> Option<Step> {
        if victims == 0 {
            return None;
        }
        let mut s = Step::new(technique, pattern);
        s.eliminate_all(victims, digit);
        Some(s)
    }

    /// Whether the step does anything, for finders that build a step and then check it.
    pub(crate) fn is_useful(&self) -> bool {
        !self.eliminations.is_empty() || self.placement.is_some()
    }

    /// Applies the step to a candidate state; returns whether anything changed.
    ///
    /// ```
    /// use sudoku_engine::{Candidates, Grid, next_step};
    /// let grid: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    ///     .parse()
    ///     .unwrap();
    /// let mut pm = Candidates::new(&grid);
    /// let step = next_step(&pm).unwrap();
    /// assert!(step.apply(&mut pm));
    /// assert_eq!(pm.grid().filled(), grid.filled() + 1);
    /// ```
    pub fn apply(&self, candidates: &mut Candidates) -> bool {
        let mut changed = false;
        for &(cell, digit) in self.placements() {
            changed |= candidates.get(cell).contains(digit) && candidates.place(cell, digit);
        }
        for &(cell, digit) in self.eliminations.iter() {
            changed |= candidates.eliminate(cell, digit);
        }
        changed
    }

    /// Writes the eliminations grouped by digit: `3 from r1c1, r1c4; 7 from r2c2`.
    fn write_eliminations(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for d in Digit::ALL {
            let mut cells = self
                .eliminations
                .iter()
                .filter(|e| e.1 == d)
                .map(|e| e.0)
                .peekable();
            if cells.peek().is_none() {
                continue;
            }
            if !first {
                f.write_str("; ")?;
            }
            first = false;
            write!(f, "{d} from ")?;
            list(f, cells)?;
        }
        Ok(())
    }
}

impl fmt::Display for Step {
    /// One human sentence, e.g. `hidden single: 7 can only go in r3c5 within row 3`: the
    /// technique, its pattern's reason (each family words its own), and what it does.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.technique)?;
        if self.pattern.tell(self.technique, f)? == Told::Whole {
            return Ok(());
        }
        if let Some((c, d)) = self.placement {
            return write!(f, ", so {c} is {d}");
        }
        f.write_str(", so remove ")?;
        self.write_eliminations(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_is_no_larger_than_before_its_pattern_was_typed() {
        // The size of the positional Step (units, cells, digits, chain and form fields) on
        // 64-bit hosts and on the thumb targets: the firmware's stack budget was set with it.
        let before = if cfg!(target_pointer_width = "64") {
            168
        } else {
            144
        };
        assert!(
            core::mem::size_of::<Step>() <= before,
            "{}",
            core::mem::size_of::<Step>()
        );
    }
}
