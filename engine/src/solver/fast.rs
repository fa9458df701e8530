//! The fast search, for cores with a branch predictor (the `fast-search` feature): tdoku's
//! search on the band words.
//!
//! On hard puzzles mispredicted branches cost as much as the instructions, and which cell,
//! word or digit comes next is data that no predictor can learn. So the hot paths decide by
//! masks and table lookups, not branches: changed words are found by comparing the whole
//! state with what the band rule last saw (`seen`), the triad rule takes all mini-lines of
//! an orientation at once, and a solved cell is cleared from every digit whether or not it
//! is new. Whoever changes words outside the band rule (a guess, a backtrack, a naked
//! single, the stack rule, the triad rule) names them, so the whole-state comparison runs
//! only after a band sweep that changed words other than its own. When the band, cell and
//! stack rules are stuck the triad rule runs (`triads`), then the guess is on a band
//! configuration (`configs`) — except before the search's first contradiction with few
//! cells open, and after very many backtracks, where the guess is on a bivalue cell
//! (`bivalue`) and none of that runs.

mod bivalue;
mod configs;
pub(super) mod tables;
mod triads;

use super::state::{Contradiction, State, Step, Strategy, digit_bases};
use super::tables::{BAND_OF_WORD, OTHER_WORDS, columns, lone_in_row, spread_columns};
use crate::geometry::CELLS;
use crate::grid::Grid;
use tables::{band_keep, claimed_columns, peers_of_three, perm_union};
use triads::MiniLines;

/// The fast search. It keeps each word as the band rule last left it.
pub(super) struct Fast {
    seen: [u32; 27],
    /// The most open cells at which to guess on a bivalue cell, 0 for none: `LOOSE_CELLS`
    /// in the first descent, then as `bivalue::bound_after` the backtracks so far.
    bound: u32,
    /// Backtracks so far.
    backtracks: u32,
}

impl Strategy for Fast {
    #[inline(always)]
    fn start() -> Fast {
        // Every word changed at first, so the first sweep sets every entry before any scan
        // reads it.
        Fast {
            seen: [0; 27],
            bound: bivalue::LOOSE_CELLS,
            backtracks: 0,
        }
    }

    #[inline(always)]
    fn fill(state: &mut State, grid: &Grid) -> Result<(), Contradiction> {
        // Cells per value-band word: the empty cells in `unsolved`, the givens of digit v in
        // `cand[3 * (v - 1) + band]`. Branch-free through a table of 30 words: the pattern
        // of givens is unpredictable.
        let mut words = [0u32; 30];
        for (band, cells) in grid.cells().chunks_exact(27).enumerate() {
            for (bit, &v) in cells.iter().enumerate() {
                if let Some(w) = words.get_mut(3 * usize::from(v) + band) {
                    *w |= 1 << bit;
                }
            }
        }
        let (empty, givens) = words.split_at(3);
        state.unsolved.copy_from_slice(empty);
        state.cand.copy_from_slice(givens);
        state.restrict_to_givens(peers_of_three)
    }

    #[inline(always)]
    fn propagate(&mut self, state: &mut State, changed: u32) -> Result<Step, Contradiction> {
        let step = propagate(state, &mut self.seen, self.bound, changed);
        // A contradiction ends the first descent, for this search.
        if step.is_err() {
            self.bound = bivalue::bound_after(self.backtracks);
        }
        step
    }

    /// Eight cells at a time, without a branch on the digits: the loop over each word's
    /// cells that the small search keeps mispredicts its exits, and a search that counts
    /// cheap puzzles writes one solution each.
    #[inline(always)]
    fn write_solution(state: &State, cells: &mut [u8; CELLS]) {
        for (band, out) in cells.chunks_exact_mut(27).enumerate() {
            // The cells' digits (1..=9) as four bit planes of the band.
            let mut planes = [0u32; 4];
            for (digit, words) in state.cand.chunks_exact(3).enumerate() {
                let word = words.get(band).copied().unwrap_or(0);
                for (bit, plane) in planes.iter_mut().enumerate() {
                    *plane |= word & 0u32.wrapping_sub((digit as u32 + 1) >> bit & 1);
                }
            }
            for (k, chunk) in out.chunks_mut(8).enumerate() {
                let mut bytes = 0u64;
                for (bit, &plane) in planes.iter().enumerate() {
                    bytes |= byte_per_bit(plane >> (8 * k) & 0xff) << bit;
                }
                chunk.copy_from_slice(bytes.to_le_bytes().get(..chunk.len()).unwrap_or(&[]));
            }
        }
    }

    #[inline(always)]
    fn resumed(&mut self, state: &State) {
        self.seen = state.cand;
        // Wrapping, as a release build adds anyway: a search past `u32::MAX` backtracks (the
        // empty grid counted far) goes back to configuration guesses, still exact, where an
        // overflow check would panic.
        self.backtracks = self.backtracks.wrapping_add(1);
    }
}

/// Bit `i` of an 8-bit value as byte `i` (0 or 1): the value copied into every byte, bit `i`
/// kept in byte `i`, then moved to the byte's top by adding `0x7f` (no byte carries into the
/// next) and down to its bottom.
#[inline(always)]
fn byte_per_bit(b: u32) -> u64 {
    const BYTES: u64 = 0x0101_0101_0101_0101;
    let spread = (u64::from(b) * BYTES) & 0x8040_2010_0804_0201;
    ((spread + 0x7f7f_7f7f_7f7f_7f7f) >> 7) & BYTES
}

/// The band rule for one digit-band word (`index = 3 * digit + band`). Keeps the mini-rows
/// that lie on a permutation; a row left with one cell is solved: the cell leaves the other
/// digits' words and the unsolved mask. A box whose cells lie in one column claims that
/// column: it leaves the digit's words in the other bands. Returns the word as it left it,
/// and sets bits of `others_changed` when it may have changed a word other than its own.
///
/// Invariant: a cell outside `unsolved` is in its own digit's word only (it leaves
/// `unsolved` here, where it leaves every other word too). So clearing solved cells that
/// are not new changes nothing, and only new ones count as a change.
#[inline(always)]
fn band_step(
    state: &mut State,
    index: usize,
    others_changed: &mut u32,
) -> Result<u32, Contradiction> {
    let Some(&x) = state.cand.get(index) else {
        return Ok(0);
    };
    let keep = band_keep(x);
    if keep == 0 {
        return Err(Contradiction);
    }
    let x = x & keep;
    // Boxes confined to one column (every box holds the digit, by the permutation).
    let claimed = claimed_columns(columns(x));
    let [o1, o2] = OTHER_WORDS[index];
    let (o1, o2) = (usize::from(o1), usize::from(o2));
    *others_changed |= (state.cand[o1] | state.cand[o2]) & claimed;
    state.cand[o1] &= !claimed;
    state.cand[o2] &= !claimed;
    // Solved cells leave every word unconditionally: nine AND instructions cost less than a
    // branch that half the calls mispredict.
    let solved = lone_in_row(x);
    let band = usize::from(BAND_OF_WORD[index]);
    *others_changed |= solved & state.unsolved[band];
    state.unsolved[band] &= !solved;
    for digit in 0..9 {
        state.cand[3 * digit + band] &= !solved;
    }
    // The digit's own word keeps its solved cells.
    state.cand[index] = x;
    Ok(x)
}

/// The words that differ from `seen` (the values the band rule last left), as a mask (bit
/// `3 * digit + band`), without a branch per word.
// Word by word, each compare shifted into the mask (a chain the compiler does not turn into
// vector code): the band steps have just stored these words one at a time, and a wide load
// of several of them waits until those stores retire (a failed store forward, which perf
// shows and callgrind cannot). Out of line: inlined into `propagate` it measured slower.
#[inline(never)]
fn changed_words(state: &State, seen: &[u32; 27]) -> u32 {
    let mut changed = 0u32;
    for (c, s) in state.cand.iter().zip(seen.iter()).rev() {
        changed = changed << 1 | u32::from(c != s);
    }
    changed
}

/// One pass of the band rule over the `changed` words. Sets bits of `others_changed` when a
/// step may have changed a word besides its own, so that words may differ from `seen` again.
#[inline(always)]
fn sweep(
    state: &mut State,
    mut changed: u32,
    seen: &mut [u32; 27],
    others_changed: &mut u32,
) -> Result<(), Contradiction> {
    while changed != 0 {
        let i = changed.trailing_zeros() as usize;
        changed &= changed - 1;
        if let Some(w) = seen.get_mut(i) {
            *w = band_step(state, i, others_changed)?;
        }
    }
    Ok(())
}

/// The stack rule for the digit whose words start at `base` (`3 * digit`): the mini-columns
/// (a column inside a band) of each stack must hold a permutation too. Returns the words it
/// changed (bit `3 * digit + band`).
#[inline]
fn stack_step(state: &mut State, base: usize) -> Result<u32, Contradiction> {
    let Some(&[x0, x1, x2]) = state.cand.get(base..base + 3) else {
        return Ok(0);
    };
    let x = [x0, x1, x2];
    let p = [columns(x[0]), columns(x[1]), columns(x[2])];
    if (p[0] & p[1]) | (p[0] & p[2]) | (p[1] & p[2]) == 0 && p[0] | p[1] | p[2] == 0x1ff {
        // Each column in one band, and (the band rule holds) each box has a column: the
        // mini-columns already form permutations.
        return Ok(0);
    }
    let mut keep = [0u32; 3];
    let mut shift = 0;
    while shift < 9 {
        let m = (p[0] >> shift & 7) | (p[1] >> shift & 7) << 3 | (p[2] >> shift & 7) << 6;
        let a = perm_union(m);
        if a == 0 {
            return Err(Contradiction);
        }
        keep[0] |= (a & 7) << shift;
        keep[1] |= (a >> 3 & 7) << shift;
        keep[2] |= (a >> 6 & 7) << shift;
        shift += 3;
    }
    let mut changed = 0;
    for (band, &k) in keep.iter().enumerate() {
        if p[band] & !k != 0 {
            if let Some(word) = state.cand.get_mut(base + band) {
                *word = x[band] & spread_columns(k);
            }
            changed |= 1 << (base + band);
        }
    }
    Ok(changed)
}

/// [`Strategy::propagate`]; `seen` holds each word as the band rule last left it, `bound`
/// is the most open cells at which to guess on a bivalue cell (0: none; module `bivalue`),
/// and `changed` names at least every word that differs from `seen`.
// Out of line on its own, the state first (as the method it was): measured a little faster
// in the solver benchmark than compiled into the trait method.
#[inline(never)]
fn propagate(
    state: &mut State,
    seen: &mut [u32; 27],
    bound: u32,
    mut changed: u32,
) -> Result<Step, Contradiction> {
    // Words changed since the stack rule last ran.
    let mut touched = 0u32;
    loop {
        // Band rule on every changed word, until none changes. Whoever changes words says
        // which, except a band step that changes other words: only then scan. A sweep whose
        // steps changed no word but their own ends at the fixpoint.
        loop {
            let mut others_changed = 0;
            touched |= changed;
            sweep(state, changed, seen, &mut others_changed)?;
            if others_changed == 0 {
                break;
            }
            changed = changed_words(state, seen);
        }
        changed = 0;
        // Cells: none empty, naked singles placed.
        let (ones, twos) = cell_counts(state);
        for band in 0..3 {
            let u = state.unsolved[band];
            if u == 0 {
                continue;
            }
            state.place_singles(
                band,
                u,
                [ones[band], twos[band]],
                only_digit_at,
                &mut changed,
            )?;
        }
        if changed != 0 {
            continue;
        }
        if state.is_solved() {
            return Ok(Step::Solved);
        }
        if bound != 0 {
            if let Some(guess) = bivalue::bivalue_guess(state, bound) {
                return Ok(Step::Guess(guess));
            }
        }
        // Only when bands and cells are stuck: the stack rule, on the digits that changed.
        for base in digit_bases(touched) {
            changed |= stack_step(state, base)?;
        }
        touched = 0;
        if changed != 0 {
            continue;
        }
        // When all that is stuck too: the triad rule, then a guess on a band configuration
        // (every digit placed when none is left).
        let lines = MiniLines::of(state);
        changed = state.triads(&lines)?;
        if changed != 0 {
            continue;
        }
        return Ok(lines.config_guess().map_or(Step::Solved, Step::Guess));
    }
}

/// The cells of every band with at least one and two possible digits, the three bands side
/// by side (so compilers can take them in one vector): a naked single placed in one band
/// changes no other band's counts.
#[inline(always)]
fn cell_counts(state: &State) -> ([u32; 4], [u32; 4]) {
    let (mut one, mut two) = ([0u32; 4], [0u32; 4]);
    for words in state.cand.chunks_exact(3) {
        for band in 0..3 {
            two[band] |= one[band] & words[band];
            one[band] |= words[band];
        }
    }
    (one, two)
}

/// The digit (0..9) of a cell with at most one candidate, without a branch per digit; `None`
/// when the cell has none left.
#[inline(always)]
fn only_digit_at(state: &State, band: usize, bit: u32) -> Option<usize> {
    let (mut digit, mut found) = (0, 0);
    for d in 0..9 {
        let has = (state.cand[3 * d + band] >> bit & 1) as usize;
        digit |= has * d;
        found |= has;
    }
    (found != 0).then_some(digit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_bit_becomes_its_own_byte() {
        for b in 0..256u32 {
            let expected = (0..8).fold(0u64, |x, i| x | u64::from(b >> i & 1) << (8 * i));
            assert_eq!(byte_per_bit(b), expected, "{b:#x}");
        }
    }

    /// The solution writer by bit planes writes what the small search's loop over the
    /// cells writes.
    #[test]
    fn the_solution_is_written_as_the_cell_loop_writes_it() {
        let solved = Grid::parse_line(
            b"534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        let mut state = State::EMPTY;
        for (cell, &v) in solved.cells().iter().enumerate() {
            let (band, bit) = (cell / 27, cell % 27);
            state.cand[3 * (usize::from(v) - 1) + band] |= 1 << bit;
        }
        let (mut planes, mut looped) = ([0u8; CELLS], [0u8; CELLS]);
        <Fast as Strategy>::write_solution(&state, &mut planes);
        state.write_solution(&mut looped);
        assert_eq!(planes, looped);
        assert_eq!(&planes, solved.cells());
    }
}
