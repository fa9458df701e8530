//! The search state both searches share, what they return, and the interface a search
//! implements ([`Strategy`]).

use super::tables::{BAND, BAND_PEERS, columns, spread_columns};
use crate::geometry::CELLS;
use crate::grid::Grid;

/// The propagation found a cell or unit with no possible digit.
pub(super) struct Contradiction;

/// A search state: per digit and band, the cells where the digit is possible.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// Index `3 * digit + band` (digit 0..9).
    pub(super) cand: [u32; 27],
    /// Unsolved cells per band.
    pub(super) unsolved: [u32; 3],
}

/// Where to branch, in one word (`index = 3 * digit + band`): the search goes on with
/// `first` cleared from it and saves the state with `second` cleared instead.
#[derive(Clone, Copy)]
pub(super) struct Guess {
    pub(super) index: usize,
    pub(super) first: u32,
    pub(super) second: u32,
}

/// What a propagation ends with: the grid solved, or where to guess.
pub(super) enum Step {
    Solved,
    Guess(Guess),
}

/// One search: how it fills the state from the givens, propagates to a fixpoint and picks
/// its guesses. The solver's loop (guesses, saved states, backtracking) is the same for
/// every search; `solver/mod.rs` selects the one a build runs.
pub(super) trait Strategy {
    /// What the search keeps from one propagation to the next, at the start of a search.
    fn start() -> Self;

    /// Sets `state` to the grid's givens, in place. `Err` when two givens clash.
    fn fill(state: &mut State, grid: &Grid) -> Result<(), Contradiction>;

    /// Propagates to a fixpoint, then says whether the grid is solved or where to guess.
    /// `changed` has a bit (`3 * digit + band`) for at least every word that changed since
    /// the last propagation left the state (at the start: every word).
    fn propagate(&mut self, state: &mut State, changed: u32) -> Result<Step, Contradiction>;

    /// A backtrack restored `state` from a saved state: at the fixpoint but for the one word
    /// the guess changed, which the next `changed` names.
    fn resumed(&mut self, state: &State);

    /// Writes a solved state's cells into `cells` ([`State::write_solution`] unless the
    /// search has a faster way).
    #[inline(always)]
    fn write_solution(state: &State, cells: &mut [u8; CELLS]) {
        state.write_solution(cells);
    }
}

impl State {
    /// No candidates: the state [`Strategy::fill`] starts from.
    pub(super) const EMPTY: State = State {
        cand: [0; 27],
        unsolved: [0; 3],
    };

    /// The rest of [`Strategy::fill`], once `unsolved` holds the empty cells and each word
    /// the givens of its digit: checks that no digit is given twice in a unit and takes
    /// from each word the cells that a given of its digit sees. `peers_of` gives the cells of
    /// a band that a word's givens see (a given that shares a unit with another is among
    /// them), or `Err` for a clash it finds on its own.
    #[inline(always)]
    pub(super) fn restrict_to_givens(
        &mut self,
        peers_of: impl Fn(u32) -> Result<u32, Contradiction>,
    ) -> Result<(), Contradiction> {
        let empty = &self.unsolved;
        for c in self.cand.chunks_exact_mut(3) {
            let g = [c[0], c[1], c[2]];
            let cols = [columns(g[0]), columns(g[1]), columns(g[2])];
            if cols[0] & cols[1] != 0 || cols[0] & cols[2] != 0 || cols[1] & cols[2] != 0 {
                return Err(Contradiction); // the digit twice in a column
            }
            for band in 0..3 {
                let peers = peers_of(g[band])?;
                if peers & g[band] != 0 {
                    return Err(Contradiction); // the digit twice in a row or box
                }
                let other_cols = (cols[0] | cols[1] | cols[2]) & !cols[band];
                c[band] = (empty[band] & !peers & !spread_columns(other_cols)) | g[band];
            }
        }
        Ok(())
    }

    /// Places `digit` at `bit` of `band` inside the digit's word only: its row, box and
    /// column peers in the band go. The band rule does the rest when it sees the word.
    /// Returns the word's bit (`3 * digit + band`) if it changed, else 0.
    #[inline(always)]
    pub(super) fn assume(&mut self, digit: usize, band: usize, bit: u32) -> u32 {
        let peers = BAND_PEERS.get(bit as usize).copied().unwrap_or(0);
        let index = 3 * digit + band;
        match self.cand.get_mut(index) {
            Some(x) => {
                let changed = u32::from(*x & peers != 0) << index;
                *x &= !peers;
                changed
            }
            None => 0,
        }
    }

    /// The cell pass of a band whose unsolved cells are `unsolved`, given the cells with at
    /// least one (`one`) and two (`two`) possible digits: no cell may be empty, and each
    /// naked single is placed, its digit read by `digit_at`. Adds the words it changes to
    /// `changed` as it goes (a total returned at the end cost the Cortex-M0's search
    /// instructions).
    #[inline(always)]
    pub(super) fn place_singles(
        &mut self,
        band: usize,
        unsolved: u32,
        [one, two]: [u32; 2],
        digit_at: impl Fn(&State, usize, u32) -> Option<usize>,
        changed: &mut u32,
    ) -> Result<(), Contradiction> {
        if unsolved & !one != 0 {
            return Err(Contradiction);
        }
        let mut singles = unsolved & !two;
        while singles != 0 {
            let bit = singles.trailing_zeros();
            singles &= singles - 1;
            let digit = digit_at(self, band, bit).ok_or(Contradiction)?;
            *changed |= self.assume(digit, band, bit);
        }
        Ok(())
    }

    /// Whether every cell is placed.
    #[inline(always)]
    pub(super) fn is_solved(&self) -> bool {
        self.unsolved[0] | self.unsolved[1] | self.unsolved[2] == 0
    }

    /// Writes the solved grid's cells (every cell placed) into `cells`, in place (a Grid
    /// returned by value would be one more 81-byte temporary on a Cortex-M0's stack).
    pub(super) fn write_solution(&self, cells: &mut [u8; CELLS]) {
        for digit in 0..9u8 {
            for band in 0..3usize {
                let mut x = self.cand[3 * usize::from(digit) + band];
                let offset = 27 * band;
                while x != 0 {
                    let bit = x.trailing_zeros() as usize;
                    x &= x - 1;
                    if let Some(c) = cells.get_mut(offset + bit) {
                        *c = digit + 1;
                    }
                }
            }
        }
    }
}

/// The first word (`3 * digit`) of each digit with a word in `words` (bit `3 * digit +
/// band`), increasing: the digits, one bit each at their first word, visited by trailing
/// zeros (a test per digit would mispredict).
#[inline(always)]
pub(super) fn digit_bases(words: u32) -> impl Iterator<Item = usize> {
    let mut digits = (words | words >> 1 | words >> 2) & 0o111_111_111;
    core::iter::from_fn(move || {
        if digits == 0 {
            return None;
        }
        let base = digits.trailing_zeros() as usize;
        digits &= digits - 1;
        Some(base)
    })
}

/// A saved state: the state before a guess with the guessed digit removed from its cell, and
/// the digit-band word that changed (so propagation rechecks it) in the unused top bits of
/// the first unsolved mask: no padding.
pub(super) type Frame = State;

/// Where [`Frame`] keeps the changed word's index (0..27) in `unsolved[0]`.
const INDEX_SHIFT: u32 = 27;

/// A [`State`] as a saved frame.
impl State {
    /// Records `index`, the word that will differ from the fixpoint, and clears the guess's
    /// other branch (`clear`) from it: the saved state of a guess, set in place in its slot.
    #[inline(always)]
    pub(super) fn mark(&mut self, index: usize, clear: u32) {
        self.unsolved[0] |= (index as u32) << INDEX_SHIFT;
        if let Some(word) = self.cand.get_mut(index) {
            *word &= !clear;
        }
    }

    /// Copies a saved state into `state` and returns the index of its changed word.
    #[inline(always)]
    pub(super) fn restore_into(&self, state: &mut State) -> usize {
        *state = *self;
        let index = (state.unsolved[0] >> INDEX_SHIFT) as usize;
        state.unsolved[0] &= BAND;
        index
    }
}

#[cfg(test)]
mod tests {
    use super::digit_bases;

    #[test]
    fn each_digit_with_a_word_comes_once_at_its_first_word() {
        assert_eq!(digit_bases(0).next(), None);
        // Digit 0 in band 1; digit 1 in bands 0 and 2; digit 8 in band 2.
        let words = 1 << 1 | 1 << 3 | 1 << 5 | 1 << 26;
        let mut bases = digit_bases(words);
        assert_eq!(
            [bases.next(), bases.next(), bases.next(), bases.next()],
            [Some(0), Some(3), Some(24), None]
        );
    }
}
