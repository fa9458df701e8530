//! The first descent's guess: on a cell with two digits left.
//!
//! Until the search meets its first contradiction, a position that propagation has taken
//! to few open cells is usually loose: puzzles with several solutions spend most of their
//! search there, before the first solution. In such positions the configuration guess
//! costs more than it saves, for every one of them needs the stack rule's check, the
//! mini-lines, the triad rule and a count over every band and stack; a bivalue cell needs
//! one pass over the words. So until the first contradiction, while few cells are open, the
//! guess is on the first cell with two digits, its lower digit placed or not (a solution
//! found does not end it: counting on to the second stays loose). From the first
//! contradiction on the configuration guess takes over: on puzzles with one solution it
//! makes far fewer guesses, and the hardest of them keep it from the start, their first
//! descents meeting a contradiction before few cells are open.

use crate::solver::state::{Guess, State};
use crate::solver::tables::BAND_PEERS;

/// The most open cells at which the first descent guesses on a bivalue cell. Chosen on the
/// shared corpora: the largest bound at which the hardest sets make no more work, while
/// the puzzles with several solutions gain most of what a larger one would give.
const LOOSE_CELLS: u32 = 46;

/// The bivalue-cell guess of the module docs, or `None` when more than [`LOOSE_CELLS`]
/// cells are open or no open cell has exactly two digits. The state is at the fixpoint of
/// the band rule and the cells.
// Out of line: it runs once per guess of a first descent, not in the propagation loop.
#[inline(never)]
pub(super) fn bivalue_guess(state: &State) -> Option<Guess> {
    let open: u32 = state.unsolved.iter().map(|u| u.count_ones()).sum();
    if open > LOOSE_CELLS {
        return None;
    }
    // Per band, the cells with at least one, two and three digits.
    let (mut one, mut two, mut three) = ([0u32; 3], [0u32; 3], [0u32; 3]);
    for words in state.cand.chunks_exact(3) {
        for band in 0..3 {
            three[band] |= two[band] & words[band];
            two[band] |= one[band] & words[band];
            one[band] |= words[band];
        }
    }
    for band in 0..3 {
        let cells = state.unsolved[band] & two[band] & !three[band];
        if cells == 0 {
            continue;
        }
        let bit = cells.trailing_zeros();
        // The cell's two digits, a bit each, without a branch per digit.
        let mut digits = 0u32;
        for (digit, words) in state.cand.chunks_exact(3).enumerate() {
            digits |= (words[band] >> bit & 1) << digit;
        }
        let index = 3 * digits.trailing_zeros() as usize + band;
        let word = state.cand.get(index).copied().unwrap_or(0);
        let peers = BAND_PEERS.get(bit as usize).copied().unwrap_or(0);
        // Placed: the digit leaves the cell's peers in the band, so the cell is the last of
        // its row and the band rule solves it. Not placed: the digit leaves the cell, and
        // the other digit is a naked single.
        return Some(Guess {
            index,
            first: word & peers,
            second: 1 << bit,
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::solver::fast::Fast;
    use crate::solver::state::{Step, Strategy};

    /// A puzzle of the serg benchmark (several solutions), with 45 cells open after the
    /// first propagation.
    const SERG: &str =
        "8.........95.......76.........428967...573412...691583.....4196....3.748...8..235";

    fn fixpoint(puzzle: &str) -> (State, Step) {
        let grid: Grid = puzzle.parse().unwrap();
        let mut state = State::EMPTY;
        assert!(Fast::fill(&mut state, &grid).is_ok());
        let step = Fast::start().propagate(&mut state, (1 << 27) - 1);
        let Ok(step) = step else {
            panic!("no contradiction")
        };
        (state, step)
    }

    #[test]
    fn a_loose_first_descent_guesses_a_cell_with_two_digits() {
        let (state, step) = fixpoint(SERG);
        let Step::Guess(guess) = step else {
            panic!("the puzzle needs a guess")
        };
        // One cell, in the guessed digit's word, with exactly one other digit.
        assert_eq!(guess.second.count_ones(), 1);
        let (digit, band) = (guess.index / 3, guess.index % 3);
        assert_ne!(state.cand[guess.index] & guess.second, 0);
        let others = (0..9)
            .filter(|&d| d != digit && state.cand[3 * d + band] & guess.second != 0)
            .count();
        assert_eq!(others, 1);
        // Placing it clears the rest of the cell's row, box and column in the band.
        assert_eq!(guess.first & guess.second, 0);
        assert_eq!(
            guess.first,
            state.cand[guess.index] & BAND_PEERS[guess.second.trailing_zeros() as usize]
        );
    }

    #[test]
    fn with_many_cells_open_it_leaves_the_guess_to_the_configurations() {
        let mut state = State::EMPTY;
        assert!(Fast::fill(&mut state, &Grid::EMPTY).is_ok());
        assert!(bivalue_guess(&state).is_none());
    }
}
