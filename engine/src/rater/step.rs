//! One logical step: what it places or removes, the pattern behind it, and its sentence.

use core::fmt;

use heapless::Vec;

use super::Technique;
use super::board;
use super::score::{self, Score, Tenths};
use crate::{Candidates, Cell, Digit, DigitSet, Unit, UnitKind};

/// Most eliminations a [`Step`] records; a pattern that allows more reports the first ones
/// (each is still a valid deduction).
pub const MAX_ELIMINATIONS: usize = 32;

/// Most pattern cells a [`Step`] records for its description.
pub const MAX_PATTERN_CELLS: usize = 8;

/// Most nodes of a chain a [`Step`] keeps for its sentence (a longer chain keeps its first
/// nodes and its last one).
pub const MAX_CHAIN_NODES: usize = 16;

/// The mark for nodes left out of a long chain.
#[cfg(feature = "chains")]
pub(crate) const GAP: u16 = u16::MAX;

/// How a forcing step reached its conclusion.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(not(feature = "chains"), allow(dead_code))]
pub(crate) enum Form {
    /// Not a forcing step.
    Plain,
    /// The assumption leads to a contradiction.
    Contradiction,
    /// The assumption and its negation lead to the same node.
    Double,
    /// Every candidate of a cell leads to the same node.
    Cell,
    /// Every place of a digit in a unit leads to the same node.
    Unit,
}

/// One logical step: what it places or removes, and the pattern that justifies it. Its
/// `Display` is one human sentence.
///
/// `Step` is about 180 bytes and lives on the stack.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    pub(crate) technique: Technique,
    pub(crate) placements: Vec<(Cell, Digit), 1>,
    pub(crate) eliminations: Vec<(Cell, Digit), MAX_ELIMINATIONS>,
    pub(crate) digits: DigitSet,
    pub(crate) units: Vec<Unit, MAX_PATTERN_CELLS>,
    pub(crate) cells: Vec<Cell, MAX_PATTERN_CELLS>,
    pub(crate) score: Tenths,
    /// A chain's main line as nodes (`(cell * 9 + digit index) * 2 + on`).
    pub(crate) chain: Vec<u16, MAX_CHAIN_NODES>,
    /// How many nodes the conclusion rests on (0 for a pattern).
    pub(crate) length: u16,
    pub(crate) form: Form,
}

impl Step {
    /// The technique used.
    pub fn technique(&self) -> Technique {
        self.technique
    }

    /// Digits placed: `(cell, digit)`. Singles place one digit; other techniques none.
    pub fn placements(&self) -> &[(Cell, Digit)] {
        &self.placements
    }

    /// Candidates removed: `(cell, digit)`.
    pub fn eliminations(&self) -> &[(Cell, Digit)] {
        &self.eliminations
    }

    /// The digits of the pattern (the single's digit, a pair's digits, a fish's digit…).
    pub fn digits(&self) -> DigitSet {
        self.digits
    }

    /// The units of the pattern: for fish the base lines then the cover lines; for locked
    /// candidates the source unit then the target; for singles and subsets the unit.
    pub fn units(&self) -> &[Unit] {
        &self.units
    }

    /// The cells of the pattern (a subset's cells, a wing's pivot then pincers, …).
    pub fn cells(&self) -> &[Cell] {
        &self.cells
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
        u32::from(self.length)
    }

    pub(crate) fn new(technique: Technique) -> Step {
        Step {
            technique,
            placements: Vec::new(),
            eliminations: Vec::new(),
            digits: DigitSet::EMPTY,
            units: Vec::new(),
            cells: Vec::new(),
            score: score::base(technique),
            chain: Vec::new(),
            length: 0,
            form: Form::Plain,
        }
    }

    /// A step placing `digit` at cell `index`, found in `unit` (if any).
    pub(crate) fn single(
        technique: Technique,
        index: usize,
        digit: Digit,
        unit: Option<usize>,
    ) -> Step {
        let mut s = Step::with(technique, DigitSet::single(digit));
        if let Some(c) = Cell::new(index) {
            let _ = s.placements.push((c, digit));
        }
        if let Some(u) = unit {
            s.add_unit(u);
            if technique == Technique::HiddenSingle && u < 18 {
                s.score = 15; // SE: 1.2 in a box, 1.5 in a row or column
            }
        }
        s
    }

    /// An empty step of `technique` about `digits`.
    pub(crate) fn with(technique: Technique, digits: DigitSet) -> Step {
        let mut s = Step::new(technique);
        s.digits = digits;
        s
    }

    pub(crate) fn eliminate(&mut self, index: usize, digit: Digit) {
        if let Some(c) = Cell::new(index) {
            if !self.eliminations.contains(&(c, digit)) {
                let _ = self.eliminations.push((c, digit));
            }
        }
    }

    /// Removes `digit` from every cell of the bit set `cells`.
    pub(crate) fn eliminate_all(&mut self, cells: u128, digit: Digit) {
        for i in board::bits(cells) {
            self.eliminate(i, digit);
        }
    }

    /// Records a unit of the pattern.
    pub(crate) fn add_unit(&mut self, unit: usize) {
        if let Some(u) = Unit::from_code(unit) {
            let _ = self.units.push(u);
        }
    }

    /// Records a cell of the pattern.
    pub(crate) fn add_cell(&mut self, index: usize) {
        if let Some(c) = Cell::new(index) {
            let _ = self.cells.push(c);
        }
    }

    /// A step of a pattern on `cells` that removes `digit` from `victims` (a cell bit set);
    /// `None` when there are no victims.
    pub(crate) fn removing(
        technique: Technique,
        cells: &[usize],
        digit: Digit,
        victims: u128,
    ) -> Option<Step> {
        if victims == 0 {
            return None;
        }
        let mut s = Step::with(technique, DigitSet::single(digit));
        for &c in cells {
            s.add_cell(c);
        }
        s.eliminate_all(victims, digit);
        Some(s)
    }

    /// Whether the step does anything, for finders that build a step and then check it.
    pub(crate) fn is_useful(&self) -> bool {
        !self.eliminations.is_empty() || !self.placements.is_empty()
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
        for &(cell, digit) in &self.placements {
            changed |= candidates.get(cell).contains(digit) && candidates.place(cell, digit);
        }
        for &(cell, digit) in &self.eliminations {
            changed |= candidates.eliminate(cell, digit);
        }
        changed
    }
}

/// A pattern's digit or unit, or nothing when a malformed step has none.
struct OrNothing<T>(Option<T>);

impl<T: fmt::Display> fmt::Display for OrNothing<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Some(d) => write!(f, "{d}"),
            None => Ok(()),
        }
    }
}

/// Writes items separated by `, `.
fn list<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    items: impl Iterator<Item = T>,
) -> fmt::Result {
    for (k, item) in items.enumerate() {
        if k > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

/// Writes units as `rows 2, 7` (all of one kind, as fish lines are) or `row 2, column 7`.
fn unit_list(f: &mut fmt::Formatter<'_>, units: &[Unit]) -> fmt::Result {
    match units.first() {
        Some(first) if units.iter().all(|u| u.kind() == first.kind()) => {
            f.write_str(match first.kind() {
                UnitKind::Row => "rows ",
                UnitKind::Column => "columns ",
                UnitKind::Box => "boxes ",
            })?;
            list(f, units.iter().map(|u| u.index() + 1))
        }
        _ => list(f, units.iter()),
    }
}

/// Writes digits as `3, 7` or `3 and 7`.
fn digit_list(f: &mut fmt::Formatter<'_>, digits: DigitSet, and: bool) -> fmt::Result {
    let n = digits.len();
    for (k, d) in digits.iter().enumerate() {
        if k > 0 {
            f.write_str(if and && k + 1 == n as usize {
                " and "
            } else {
                ", "
            })?;
        }
        write!(f, "{d}")?;
    }
    Ok(())
}

impl Step {
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

    #[cfg(feature = "chains")]
    /// Writes the kept chain: `if r1c1 is 5, then r1c7 is not 5, so r3c8 is 5, …`.
    fn write_chain(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, &n) in self.chain.iter().enumerate() {
            f.write_str(match k {
                0 => "if ",
                1 => ", then ",
                _ => ", so ",
            })?;
            if n == GAP {
                f.write_str("…")?;
                continue;
            }
            let cell = Cell::new(usize::from(n) / 18);
            let digit = Digit::new((usize::from(n) / 2 % 9) as u8 + 1);
            let not = if n & 1 == 1 { "" } else { "not " };
            if let (Some(c), Some(d)) = (cell, digit) {
                write!(f, "{c} is {not}{d}")?;
            }
        }
        Ok(())
    }

    #[cfg(feature = "chains")]
    /// A chain or forcing step's reasoning, by its form.
    fn write_forcing(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let nodes = self.length;
        match self.form {
            Form::Plain => self.write_chain(f),
            Form::Contradiction => {
                self.write_chain(f)?;
                write!(f, ": a contradiction ({nodes} nodes)")
            }
            Form::Double => {
                self.write_chain(f)?;
                write!(
                    f,
                    "; the opposite assumption leads there too ({nodes} nodes)"
                )
            }
            Form::Cell => {
                if let Some(c) = self.cells.first() {
                    write!(
                        f,
                        "every candidate of {c} leads to the same ({nodes} nodes): "
                    )?;
                }
                self.write_chain(f)
            }
            Form::Unit => {
                let digit = OrNothing(self.digits.first());
                write!(
                    f,
                    "every place of {digit} in {} leads to the same ({nodes} nodes): ",
                    self.unit_name(0)
                )?;
                self.write_chain(f)
            }
        }
    }

    fn unit_name(&self, k: usize) -> OrNothing<Unit> {
        OrNothing(self.units.get(k).copied())
    }
}

impl fmt::Display for Step {
    /// One human sentence, e.g. `hidden single: 7 can only go in r3c5 within row 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Technique::*;
        let t = self.technique;
        write!(f, "{t}: ")?;
        let placed = self.placements.first().copied();
        let digit = OrNothing(self.digits.first());
        match (t, placed) {
            (FullHouse, Some((c, d))) => {
                return write!(
                    f,
                    "{c} is the last empty cell in {}, so it is {d}",
                    self.unit_name(0)
                );
            }
            (HiddenSingle, Some((c, d))) => {
                return write!(f, "{d} can only go in {c} within {}", self.unit_name(0));
            }
            (NakedSingle, Some((c, d))) => return write!(f, "{c} can only be {d}"),
            (BugPlusOne, Some((c, d))) => {
                return write!(
                    f,
                    "every other empty cell has two candidates; without {d} (three times in its \
                     row, column and box) {c} would leave a deadly pattern, so {c} is {d}"
                );
            }
            (TrialAndError, Some((c, d))) => {
                return write!(f, "no technique applies; the solution has {d} at {c}");
            }
            (Pointing | Claiming, _) => write!(
                f,
                "in {}, {digit} lies only in {}",
                self.unit_name(0),
                self.unit_name(1)
            )?,
            (NakedPair | NakedTriple | NakedQuad, _) => {
                list(f, self.cells.iter())?;
                f.write_str(" hold only ")?;
                digit_list(f, self.digits, true)?;
                write!(f, " within {}", self.unit_name(0))?;
            }
            (HiddenPair | HiddenTriple | HiddenQuad, _) => {
                write!(f, "in {}, the digits ", self.unit_name(0))?;
                digit_list(f, self.digits, true)?;
                f.write_str(" can only go in ")?;
                list(f, self.cells.iter())?;
            }
            (
                XWing | Swordfish | Jellyfish | FinnedXWing | SashimiXWing | FinnedSwordfish
                | SashimiSwordfish | FinnedJellyfish | SashimiJellyfish,
                _,
            ) => {
                let n = self.units.len() / 2;
                write!(f, "{digit} in ")?;
                unit_list(f, &self.units[..n])?;
                f.write_str(" lies only in ")?;
                unit_list(f, &self.units[n..])?;
                // Plain fish record no cells; finned ones their fins.
                if !self.cells.is_empty() {
                    let (fins, fin) = if self.cells.len() > 1 {
                        (" or on the fins ", "a fin")
                    } else {
                        (" or on the fin ", "the fin")
                    };
                    f.write_str(fins)?;
                    list(f, self.cells.iter())?;
                    write!(f, ": either {fin} is {digit} or the fish holds")?;
                }
            }
            (EmptyRectangle, _) => {
                let c = |k: usize| self.cells.get(k).copied();
                if let (Some(x), Some(y)) = (c(0), c(1)) {
                    write!(
                        f,
                        "in {}, {digit} lies only in {} and {}, and {} has its {digit} at {x} \
                         or {y}",
                        self.unit_name(0),
                        self.unit_name(1),
                        self.unit_name(2),
                        self.unit_name(3)
                    )?;
                }
            }
            (AlsXz, _) => {
                write!(
                    f,
                    "the almost locked sets in {} and {} (",
                    self.unit_name(0),
                    self.unit_name(1)
                )?;
                list(f, self.cells.iter())?;
                write!(
                    f,
                    ") share the restricted digit {digit}: one set is locked, so a digit both \
                     hold lies in one of them"
                )?;
            }
            (AlsXyWing, _) => {
                write!(
                    f,
                    "the almost locked sets in {} and {} share the restricted digits ",
                    self.unit_name(0),
                    self.unit_name(1)
                )?;
                digit_list(f, self.digits, true)?;
                write!(f, " with the pivot set in {} (", self.unit_name(2))?;
                list(f, self.cells.iter())?;
                f.write_str(
                    "): one of the two is locked, so a digit both hold lies in one of them",
                )?;
            }
            (SueDeCoq, _) => {
                list(f, self.cells.iter())?;
                write!(
                    f,
                    " in {} and {} hold only as many digits as cells, each digit confined to \
                     the line or the box",
                    self.unit_name(0),
                    self.unit_name(1)
                )?;
            }
            (RemotePair, _) => {
                list(f, self.cells.iter())?;
                f.write_str(" hold only ")?;
                digit_list(f, self.digits, true)?;
                f.write_str(
                    " and are linked by seeing each other, so the two digits alternate along \
                     the links",
                )?;
            }
            (Skyscraper | TwoStringKite, _) => {
                let c = |k: usize| self.cells.get(k).copied();
                if let (Some(n1), Some(f1), Some(n2), Some(f2)) = (c(0), c(1), c(2), c(3)) {
                    write!(
                        f,
                        "{digit} has two places in {} and in {}, and {n1} sees {n2}: \
                         {f1} or {f2} is {digit}",
                        self.unit_name(0),
                        self.unit_name(1)
                    )?;
                }
            }
            (XYWing | XYZWing, _) => {
                if let Some(p) = self.cells.first() {
                    write!(f, "pivot {p} with pincers ")?;
                }
                list(f, self.cells.iter().skip(1))?;
                let which = if t == XYWing {
                    "pincer"
                } else {
                    "of the three"
                };
                write!(f, ": one {which} is {digit}")?;
            }
            (WWing, _) => {
                list(f, self.cells.iter().take(2))?;
                f.write_str(" hold the same two digits and are linked by the conjugate pair ")?;
                list(f, self.cells.iter().skip(2))?;
                write!(f, ": one of them is {digit}")?;
            }
            (UniqueRectangle2, _) => {
                list(f, self.cells.iter())?;
                f.write_str(" would form a deadly pattern on ")?;
                digit_list(f, self.digits, true)?;
                f.write_str(" unless one of the last two holds their extra digit")?;
            }
            (UniqueRectangle3, _) => {
                list(f, self.cells.iter().take(4))?;
                f.write_str(" would form a deadly pattern on ")?;
                digit_list(f, self.digits, true)?;
                f.write_str(
                    " unless one of the last two holds an extra digit; their extra digits and ",
                )?;
                list(f, self.cells.iter().skip(4))?;
                write!(f, " form a naked subset within {}", self.unit_name(0))?;
            }
            (UniqueRectangle4, _) => {
                list(f, self.cells.iter())?;
                f.write_str(" would form a deadly pattern on ")?;
                digit_list(f, self.digits, true)?;
                let locked = self
                    .eliminations
                    .first()
                    .and_then(|&(_, d)| self.digits.iter().find(|&x| x != d));
                if let Some(locked) = locked {
                    write!(
                        f,
                        "; {locked} can only go in the last two within {}, so one of them is \
                         {locked}",
                        self.unit_name(0)
                    )?;
                }
            }
            (UniqueRectangle, _) => {
                list(f, self.cells.iter())?;
                f.write_str(" would form a deadly pattern on ")?;
                digit_list(f, self.digits, true)?;
            }
            (SimpleColouring, _) => {
                write!(f, "two-colouring the conjugate pairs of {digit} from ")?;
                list(f, self.cells.iter().take(1))?;
                write!(f, ": one colour is {digit}")?;
            }
            #[cfg(feature = "chains")]
            (
                XChain
                | XYChain
                | Aic
                | GroupedAic
                | NishioForcingChain
                | CellForcingChain
                | UnitForcingChain
                | DynamicForcingChain
                | DynamicForcingChainPlus
                | ForcingNet,
                _,
            ) => self.write_forcing(f)?,
            _ => {}
        }
        if let Some((c, d)) = placed {
            return write!(f, ", so {c} is {d}");
        }
        f.write_str(", so remove ")?;
        self.write_eliminations(f)
    }
}
