//! Hints: the easiest logical step in a position, as the REPL's `hint` shows it.

use super::Step;
use super::board::Board;
use super::ladder::{Rungs, find_step};
use super::quiet::Quiet;
use crate::Candidates;
use crate::level::Level;

/// Whether the puzzle behind a position is known to have exactly one solution. Uniqueness
/// techniques (unique rectangles and loops, BUG) reason from that, so they are only sound
/// when it is.
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
    find_step(&board, rungs, &mut Quiet::new())
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use crate::{Cell, DigitSet, Grid};
    use std::string::ToString;

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
}
