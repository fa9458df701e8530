//! The rater: grades a puzzle by the human techniques it needs, and finds the next logical
//! step for hints.
//!
//! A puzzle's level is the level of the hardest step on the path where the easiest
//! available step is always taken (the ladder is [`Technique`]'s order). Techniques live in
//! submodules, one family each; all work on [`Candidates`] and never allocate.
//!
//! Files: `technique` names the techniques and their levels, `step` is one step, `pattern`
//! gathers what justifies steps (each family's type and sentence live with its finder;
//! `sentence` has the pieces they share), `ladder` pairs each technique with its finder,
//! `walk` follows the easiest step (for [`rate`] and the generator); `board` is the
//! finders' view of a position.
//!
//! ```
//! use sudoku_engine::{Grid, Level, rate};
//! let puzzle: Grid =
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!         .parse()
//!         .unwrap();
//! let rating = rate(&puzzle).unwrap();
//! assert_eq!(rating.level, Level::Easy);
//! assert_eq!(rating.steps, 51);
//! ```

#[cfg(feature = "chains")]
mod als;
mod board;
#[cfg(feature = "chains")]
mod chains;
#[cfg(feature = "chains")]
mod direct;
#[cfg(feature = "chains")]
mod empty_rectangle;
#[cfg(feature = "chains")]
mod finned_fish;
mod fish;
mod intersections;
mod ladder;
pub mod pattern;
#[cfg(feature = "chains")]
mod remote_pairs;
mod score;
mod sentence;
mod single_digit;
mod singles;
mod step;
mod subsets;
#[cfg(feature = "chains")]
mod sue_de_coq;
mod technique;
mod uniqueness;
mod walk;
mod wings;

use crate::Candidates;
use crate::level::Level;

use board::Board;
use ladder::{Rungs, find_step};

pub use pattern::Pattern;
pub use score::Score;
pub use step::{MAX_CHAIN_NODES, MAX_ELIMINATIONS, MAX_PATTERN_CELLS, Step};
pub use technique::Technique;
pub(crate) use walk::solve_logically;
pub use walk::{RateError, Rating, rate, rate_using};

/// Whether the puzzle behind a position is known to have exactly one solution. Uniqueness
/// techniques (unique rectangles, BUG+1) reason from that, so they are only sound when it is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Uniqueness {
    /// The puzzle has exactly one solution: every technique may be used.
    Known,
    /// The puzzle may have several solutions (or none): uniqueness techniques are skipped.
    Unknown,
}

/// The easiest logical step available in `candidates`, up to forcing nets (a chain search
/// takes its shortest chain), or `None` when the grid is full, broken (an empty cell
/// without candidates), or needs more than the ladder. For hints on a puzzle known to have
/// one solution; see [`next_step_with`] when that is not known.
///
/// ```
/// use sudoku_engine::{Candidates, Grid, Technique, next_step};
/// let grid: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///     .parse()
///     .unwrap();
/// let step = next_step(&Candidates::new(&grid)).unwrap();
/// assert_eq!(step.technique(), Technique::HiddenSingle);
/// assert_eq!(step.to_string(), "hidden single: 8 can only go in r1c6 within box 2");
/// ```
pub fn next_step(candidates: &Candidates) -> Option<Step> {
    next_step_with(candidates, Uniqueness::Known)
}

/// [`next_step`], using uniqueness techniques only when `uniqueness` is
/// [`Uniqueness::Known`].
///
/// ```
/// use sudoku_engine::rater::Uniqueness;
/// use sudoku_engine::{Candidates, Grid, next_step_with};
/// let grid: Grid = ".".repeat(81).parse().unwrap();
/// // An empty grid has many solutions; its first step is found without assuming one.
/// let step = next_step_with(&Candidates::new(&grid), Uniqueness::Unknown);
/// assert!(step.is_none_or(|s| !s.technique().assumes_uniqueness()));
/// ```
pub fn next_step_with(candidates: &Candidates, uniqueness: Uniqueness) -> Option<Step> {
    let board = Board::new(candidates);
    if board.broken() {
        return None;
    }
    let rungs = Rungs {
        max: Level::Extreme,
        skip_unit_singles: false,
        exhaustive: true,
        uniqueness: uniqueness == Uniqueness::Known,
        every_build: false,
    };
    find_step(&board, rungs)
}

#[cfg(test)]
pub(crate) mod test_util {
    //! Helpers for technique tests: positions built by hand from candidate lists.
    extern crate std;
    pub use std::string::ToString;

    use super::*;
    use crate::{Cell, Digit, DigitSet, Grid};

    /// The digit `v` (1–9).
    pub fn d(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    /// The cell at 1-based row and column.
    pub fn rc(r: usize, c: usize) -> Cell {
        Cell::at(r - 1, c - 1).unwrap()
    }

    /// A candidate state from a grid line.
    pub fn from_line(line: &str) -> Candidates {
        Candidates::new(&line.parse::<Grid>().unwrap())
    }

    /// Keeps only `digits` (a string like "37") at the cell.
    pub fn keep(pm: &mut Candidates, cell: Cell, digits: &str) {
        let mut set = DigitSet::EMPTY;
        for ch in digits.chars() {
            set = set.with(Digit::from_char(ch).unwrap());
        }
        pm.restrict(cell, set);
    }

    /// Removes `digit` from every cell of a unit except the listed ones.
    pub fn confine(pm: &mut Candidates, unit: usize, digit: u8, except: &[Cell]) {
        for &i in &crate::geometry::UNIT_CELLS[unit] {
            let c = Cell::new(usize::from(i)).unwrap();
            if !except.contains(&c) {
                pm.eliminate(c, d(digit));
            }
        }
    }

    /// Units as the engine's numbers (rows 0–8, columns 9–17, boxes 18–26).
    pub fn unit_codes(units: &[crate::Unit]) -> std::vec::Vec<usize> {
        units.iter().map(|u| u.code()).collect()
    }

    /// The first step of `technique` on the hint walk from `puzzle` (a grid line); panics
    /// unless `at` steps came before it and it says `sentence`.
    #[cfg(feature = "chains")]
    pub fn told(puzzle: &str, technique: Technique, at: usize, sentence: &str) -> Step {
        told_where(puzzle, |s| s.technique() == technique, at, sentence)
    }

    /// [`told`] for the first step that `wanted` picks.
    #[cfg(feature = "chains")]
    pub fn told_where(
        puzzle: &str,
        wanted: impl Fn(&Step) -> bool,
        at: usize,
        sentence: &str,
    ) -> Step {
        let (k, step) = first_where(puzzle, wanted);
        assert_eq!((k, step.to_string().as_str()), (at, sentence), "{puzzle}");
        step
    }

    /// The first step that `wanted` picks on the hint walk from `puzzle`, and how many
    /// steps came before it; panics if the walk ends first.
    #[cfg(feature = "chains")]
    pub fn first_where(puzzle: &str, wanted: impl Fn(&Step) -> bool) -> (usize, Step) {
        let mut pm = from_line(puzzle);
        for k in 0..810 {
            let step = next_step(&pm).unwrap_or_else(|| panic!("no such step in {puzzle}"));
            if wanted(&step) {
                return (k, step);
            }
            assert!(step.apply(&mut pm), "{step}");
        }
        panic!("no end to the walk from {puzzle}")
    }

    /// The eliminations of a step as sorted `(cell name, digit)`.
    pub fn elims(step: &Step) -> std::vec::Vec<(std::string::String, u8)> {
        let mut v: std::vec::Vec<_> = step
            .eliminations
            .iter()
            .map(|&(c, d)| (c.to_string(), d.get()))
            .collect();
        v.sort();
        v
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use crate::{Cell, DigitSet, Grid};
    use std::string::ToString;

    #[test]
    fn technique_levels_follow_the_ladder_order() {
        let mut last = Level::Easy;
        for t in Technique::ALL {
            assert!(t.level() >= last, "{t}");
            last = t.level();
        }
        assert_eq!(Technique::XWing.to_string(), "X-Wing");
        assert_eq!(Technique::HiddenSingle.level(), Level::Easy);
    }

    #[test]
    fn rate_reports_errors_as_sentences() {
        assert_eq!(rate(&Grid::EMPTY), Err(RateError::MultipleSolutions));
        let g: Grid =
            "12345678.........9..............................................................."
                .parse()
                .unwrap();
        assert_eq!(rate(&g), Err(RateError::NoSolution));
        assert_eq!(
            RateError::MultipleSolutions.to_string(),
            "the puzzle has more than one solution"
        );
    }

    #[test]
    fn hints_never_panic_or_loop_on_arbitrary_pencil_marks() {
        // Random, mostly inconsistent candidate states: every hint must change the state,
        // and the walk must end. (Few states: on broken marks every hint runs the forcing
        // searches; the fuzz target covers more.)
        let mut rng = crate::rng::SeededRng::new(9);
        for _ in 0..20 {
            let mut pm = Candidates::new(&Grid::EMPTY);
            for cell in Cell::all() {
                if rng.below(3) != 0 {
                    pm.restrict(cell, DigitSet::from_bits(rng.next_u32() as u16));
                }
            }
            let mut n = 0;
            while let Some(step) = next_step(&pm) {
                let _ = step.to_string();
                assert!(step.apply(&mut pm), "{step}");
                n += 1;
                assert!(n < 2000);
            }
        }
    }

    #[cfg(feature = "chains")]
    #[test]
    fn hints_skip_uniqueness_techniques_unless_uniqueness_is_known() {
        // Hint walks that reach a unique rectangle and BUG+1.
        for puzzle in [
            "..2..7..44.........9...1.8..6.2....9..36.8..77...94.....19.27...3.........8..64..",
            "...49.........391...7....2.52......6...2.4...4...3.79..6.51..7............47...65",
        ] {
            let mut pm = Candidates::new(&puzzle.parse::<Grid>().unwrap());
            let assumed = core::iter::from_fn(|| {
                let step = next_step(&pm)?;
                if step.technique().assumes_uniqueness() {
                    return Some(Some(step));
                }
                step.apply(&mut pm).then_some(None)
            })
            .flatten()
            .next()
            .unwrap();
            let known = next_step_with(&pm, Uniqueness::Known).unwrap();
            assert_eq!(known, assumed);
            let unknown = next_step_with(&pm, Uniqueness::Unknown).unwrap();
            assert!(!unknown.technique().assumes_uniqueness(), "{unknown}");
            assert!(unknown.apply(&mut pm));
        }
    }

    #[test]
    fn a_full_grid_rates_easy_with_no_technique() {
        let g: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        assert_eq!(
            rate(&g),
            Ok(Rating {
                level: Level::Easy,
                hardest: None,
                steps: 0,
                score: Score::default(),
            })
        );
    }
}
