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
//!
//! A search that has backtracked many times takes bivalue cells again, wherever it has them: on
//! a rare grid with no solution the configuration guess refutes one band's configurations
//! after another for tens of thousands of guesses (tdoku's as well), where a bivalue cell
//! reaches the contradiction in a few thousand. The bound lies far above what any puzzle of
//! the shared corpora takes, so their searches do not change.

use crate::solver::state::{Guess, State};
use crate::solver::tables::BAND_PEERS;

/// The most open cells at which the first descent guesses on a bivalue cell. Chosen on the
/// shared corpora: the largest bound at which the hardest sets make no more work, while
/// the puzzles with several solutions gain most of what a larger one would give.
pub(super) const LOOSE_CELLS: u32 = 46;

/// Backtracks after which a search guesses on a bivalue cell wherever one is open (module
/// docs). Well above the most any puzzle of the shared corpora takes.
const LONG_SEARCH: u32 = 2_000;

/// The most open cells at which a search past its first descent guesses on a bivalue cell,
/// after `backtracks` backtracks: 0 for none.
#[inline(always)]
pub(super) fn bound_after(backtracks: u32) -> u32 {
    if backtracks > LONG_SEARCH {
        crate::geometry::CELLS as u32
    } else {
        0
    }
}

/// The bivalue-cell guess of the module docs, or `None` when more than `bound` cells are
/// open or no open cell has exactly two digits. The state is at the fixpoint of the band
/// rule and the cells.
// Out of line: it runs once per guess of a first descent, not in the propagation loop.
#[inline(never)]
pub(super) fn bivalue_guess(state: &State, bound: u32) -> Option<Guess> {
    // Two bands' counts in one word: without the popcount instruction (baseline x86-64,
    // Cortex-M) each count is a sequence of shifts and masks.
    let [u0, u1, u2] = state.unsolved;
    let open = (u64::from(u0) | u64::from(u1) << 32).count_ones() + u2.count_ones();
    if open > bound {
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
    use crate::solver::tables::BAND;

    const SOLVED: &[u8; 81] =
        b"534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    /// The state of `SOLVED` with the cells of `open` empty, as the search fills it.
    fn state_with_open(open: impl Fn(usize) -> bool) -> State {
        let mut state = State::EMPTY;
        for (cell, &c) in SOLVED.iter().enumerate() {
            let (band, bit) = (cell / 27, cell % 27);
            if open(cell) {
                state.unsolved[band] |= 1 << bit;
            } else {
                state.cand[3 * usize::from(c - b'1') + band] |= 1 << bit;
            }
        }
        assert!(
            state
                .restrict_to_givens(crate::solver::fast::tables::peers_of_three)
                .is_ok()
        );
        state
    }

    #[test]
    fn the_first_cell_with_two_digits_is_guessed_on_its_lower_digit() {
        // Rows 0 and 1 empty: each of their cells keeps its own digit and the other row's.
        let state = state_with_open(|cell| cell < 18);
        let guess =
            bivalue_guess(&state, LOOSE_CELLS).expect("few cells open, all with two digits");
        // Cell 0 holds 5 or 6: the guess is on digit 5 (index 4) in band 0.
        assert_eq!(guess.index, 3 * 4);
        assert_eq!(guess.second, 1);
        // Placing it takes the digit from the rest of the cell's row, box and column in
        // the band: cell 5 of row 0 and cell 9 of row 1, which could hold it too.
        assert_eq!(guess.first, state.cand[guess.index] & BAND_PEERS[0]);
        assert_eq!(guess.first, 1 << 5 | 1 << 9);
    }

    #[test]
    fn with_many_cells_open_it_leaves_the_guess_to_the_configurations() {
        let open = State {
            cand: [BAND; 27],
            unsolved: [BAND; 3],
        };
        assert!(bivalue_guess(&open, LOOSE_CELLS).is_none());
        // Few cells open, but each with three digits or more: none to guess on.
        let mut state = state_with_open(|cell| cell < 18);
        state.cand[3 * 7] |= state.unsolved[0];
        state.cand[3 * 8] |= state.unsolved[0];
        assert!(bivalue_guess(&state, LOOSE_CELLS).is_none());
    }
}
