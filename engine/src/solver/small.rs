//! The small search, for cores without a branch predictor such as the Cortex-M0 (the build
//! without `fast-search`): no divide, 8 low registers, a population count in software, and
//! little flash and stack.
//!
//! It propagates by the same rules as the fast search, but takes branches where they save
//! instructions (a branch costs little where nothing mispredicts) and computes by bit
//! operations what the fast search reads from tables: the band rule clears only new solved
//! cells, from the words that hold them (a branch per word, the nine words of the band
//! unrolled), and names every word it changes (so no `seen` copy and no whole-state
//! comparison); the claimed columns are cleared only where a box holds them; the cell pass
//! skips the bands with no word swept since their last pass, counts each cell's digits to
//! two only (empty cells and naked singles) and reads a single's digit by the first word
//! that holds it; the stack rule takes a digit's three stacks in one permutation union (the
//! bands' column sets side by side in one word).
//!
//! It has no triad rule and guesses on cells: the triads' tables and bit-sliced counters
//! would not fit its flash and stack budgets. It branches on a bivalue cell: among the first
//! [`SCORED_CELLS`], the one whose two digits have the most candidates among its peers (the
//! product of one plus each digit's count), so both branches prune much; failing that a
//! cell with the fewest candidates. The bivalue cells are found when a guess is due, and
//! their scoring stops at a cell's second digit and counts peers from the digit's three
//! words, the row and box word's count and the column's added inside one population count.

use super::state::{Contradiction, Guess, State, Step, Strategy, digit_bases};
use super::tables::{
    BAND_OF_WORD, BAND_PEERS, OTHER_WORDS, claimed_by_bits, columns, lone_in_row, spread_columns,
};
use crate::grid::Grid;

/// Bivalue cells [`best_bivalue`] scores: scoring all of them would save few guesses on the
/// hardest puzzles, for much more work.
const SCORED_CELLS: u32 = 10;

/// The small search. It keeps nothing between propagations: its steps name the words they
/// change.
pub(super) struct Small;

impl Strategy for Small {
    #[inline(always)]
    fn start() -> Small {
        Small
    }

    #[inline(always)]
    fn fill(state: &mut State, grid: &Grid) -> Result<(), Contradiction> {
        // Cells per value-band word: the empty cells in `unsolved`, the givens of digit v in
        // `cand[3 * (v - 1) + band]`. In place, with a branch: no predictor to miss, and no
        // table of words on the stack.
        state.unsolved = [0; 3];
        state.cand = [0; 27];
        for (band, cells) in grid.cells().chunks_exact(27).enumerate() {
            for (bit, &v) in cells.iter().enumerate() {
                let word = match usize::from(v).checked_sub(1) {
                    Some(digit) => state.cand.get_mut(3 * digit + band),
                    None => state.unsolved.get_mut(band),
                };
                if let Some(w) = word {
                    *w |= 1 << bit;
                }
            }
        }
        state.restrict_to_givens(peers_by_loop)
    }

    fn propagate(&mut self, state: &mut State, changed: u32) -> Result<Step, Contradiction> {
        propagate(state, changed)
    }

    #[inline(always)]
    fn resumed(&mut self, _: &State) {}
}

/// The cells of a band that the givens `g` of one digit see, for
/// [`State::restrict_to_givens`]: [`BAND_PEERS`] of each given, in a loop.
#[inline(always)]
fn peers_by_loop(g: u32) -> Result<u32, Contradiction> {
    let mut peers = 0;
    let mut rest = g;
    while rest != 0 {
        peers |= BAND_PEERS
            .get(rest.trailing_zeros() as usize)
            .copied()
            .unwrap_or(0);
        rest &= rest - 1;
    }
    Ok(peers)
}

impl Guess {
    /// The digit (0..9) at a cell (band and bit), or not: its row, box and column peers in
    /// the band leave the word, or the cell does.
    fn cell(digit: usize, band: usize, bit: u32) -> Guess {
        Guess {
            index: 3 * digit + band,
            first: BAND_PEERS.get(bit as usize).copied().unwrap_or(0),
            second: 1 << bit,
        }
    }
}

/// For each bit of a band: its column (one bit in each row of the band).
const COLUMN_OF_BIT: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut k = 0;
    while k < 27 {
        t[k] = 0x40201 << (k % 9);
        k += 1;
    }
    t
};

/// The cells of a band word that lie on a permutation of its mini-rows (one per row and per
/// box); 0 when none fits. No table: one flag per mini-row, at its first cell (bit
/// `9 * row + 3 * box`); the permutation rule on the flags in place; each kept flag spread
/// back to its three cells (no carry: the flags are three bits apart).
#[inline(always)]
fn band_keep(x: u32) -> u32 {
    perm_union_bits::<3, 0x4_0201>((x | x >> 1 | x >> 2) & 0x124_9249) * 7
}

/// The mini-columns that lie on a permutation in each stack, for the three bands' column
/// sets of one digit side by side (band `b`'s nine columns at bits `9 * b..`): three 3×3
/// matrices (rows: bands; columns: the stack's columns) in one word, as the fast search's
/// permutation-union table gives for each. A stack where no permutation fits comes out
/// empty.
#[inline(always)]
fn stacks_keep(p: u32) -> u32 {
    perm_union_bits::<1, 0x124_9249>(p)
}

/// The union of the permutations inside 3×3 matrices, by bit operations, on matrices whose
/// rows are 9 bits apart and whose columns are `C` bits apart, the entries of column 0 at
/// the bits of `COL0` (one matrix per row chunk of 9 bits with `C` = 3, three side by side
/// with `C` = 1). Entry (r, c) lies on a permutation inside the matrix when it is set and
/// the two other rows match the two other columns: (r+1, c+1) and (r+2, c+2), or (r+1, c+2)
/// and (r+2, c+1), indices mod 3. Rotating the columns (`a`: c+1, `b`: c+2) and the rows
/// tests all entries at once, with no table and no branch.
#[inline(always)]
fn perm_union_bits<const C: u32, const COL0: u32>(f: u32) -> u32 {
    let (col1, col2) = (COL0 << C, COL0 << (2 * C));
    // Entry (r, c) of `a` is entry (r, c+1) of `f`; of `b`, (r, c+2).
    let a = (f >> C & (COL0 | col1)) | (f << (2 * C) & col2);
    let b = (f >> (2 * C) & COL0) | (f << C & (col1 | col2));
    // Rows r+1 and r+2 (bits shifted above the matrix are cleared by the final `f &`).
    let row1 = |x: u32| x >> 9 | x << 18;
    let row2 = |x: u32| x >> 18 | x << 9;
    f & ((row1(a) & row2(b)) | (row2(a) & row1(b)))
}

/// The band rule for one digit-band word (`index = 3 * digit + band`), as the fast search's
/// (see there), with branches: the words it changes besides its own are named in `changed`
/// (bit `3 * digit + band`), its own bit is cleared from it.
#[inline(always)]
fn band_step(state: &mut State, index: usize, changed: &mut u32) -> Result<(), Contradiction> {
    let Some(&x) = state.cand.get(index) else {
        return Ok(());
    };
    let keep = band_keep(x);
    if keep == 0 {
        return Err(Contradiction);
    }
    let x = x & keep;
    // Boxes confined to one column (every box holds the digit, by the permutation). A
    // branch: a claim, once made, is made again by every later step on the word, and mostly
    // clears nothing.
    let claimed = claimed_by_bits(columns(x));
    let [o1, o2] = OTHER_WORDS[index];
    let (o1, o2) = (usize::from(o1), usize::from(o2));
    if (state.cand[o1] | state.cand[o2]) & claimed != 0 {
        clear_cells(&mut state.cand[o1], claimed, 1 << o1, changed);
        clear_cells(&mut state.cand[o2], claimed, 1 << o2, changed);
    }
    // Only new solved cells are cleared, from the words that hold them: the others are in
    // this word only.
    let band = usize::from(BAND_OF_WORD[index]);
    let new = lone_in_row(x) & state.unsolved[band];
    if new != 0 {
        state.unsolved[band] &= !new;
        // Fully unrolled: the nine words at fixed offsets, their bits fixed shifts.
        let b = band.min(2);
        let bit = 1u32 << b;
        let c = &mut state.cand;
        clear_cells(&mut c[b], new, bit, changed);
        clear_cells(&mut c[b + 3], new, bit << 3, changed);
        clear_cells(&mut c[b + 6], new, bit << 6, changed);
        clear_cells(&mut c[b + 9], new, bit << 9, changed);
        clear_cells(&mut c[b + 12], new, bit << 12, changed);
        clear_cells(&mut c[b + 15], new, bit << 15, changed);
        clear_cells(&mut c[b + 18], new, bit << 18, changed);
        clear_cells(&mut c[b + 21], new, bit << 21, changed);
        clear_cells(&mut c[b + 24], new, bit << 24, changed);
        *changed &= !(1 << index);
    }
    // The digit's own word keeps its solved cells.
    state.cand[index] = x;
    Ok(())
}

/// The band rule on the `changed` words and on every word a step changes, until none
/// changes; returns them all.
#[inline(never)]
fn sweep(state: &mut State, mut changed: u32) -> Result<u32, Contradiction> {
    let mut touched = 0;
    while changed != 0 {
        touched |= changed;
        let i = changed.trailing_zeros() as usize;
        changed &= changed - 1;
        band_step(state, i, &mut changed)?;
    }
    Ok(touched)
}

/// The stack rule for the digit whose words start at `base` (`3 * digit`), the three stacks
/// at once, on the bands' column sets side by side (band `b` at bits `9 * b..`). Returns the
/// words it changed (bit `3 * digit + band`).
#[inline]
fn stack_step(state: &mut State, base: usize) -> Result<u32, Contradiction> {
    let Some(words) = state.cand.get_mut(base..base + 3) else {
        return Ok(0);
    };
    let p = columns(words[0]) | columns(words[1]) << 9 | columns(words[2]) << 18;
    let keep = stacks_keep(p);
    // A stack with no permutation left is empty in every band, so in band 0.
    if (keep | keep >> 1 | keep >> 2) & 0o111 != 0o111 {
        return Err(Contradiction);
    }
    let mut changed = 0;
    if keep != p {
        for (band, word) in words.iter_mut().enumerate() {
            let k = keep >> (9 * band) & 0x1ff;
            if p >> (9 * band) & !k & 0x1ff != 0 {
                *word &= spread_columns(k);
                changed |= 1 << (base + band);
            }
        }
    }
    Ok(changed)
}

/// [`Strategy::propagate`]: `changed` names every word changed since the last fixpoint.
fn propagate(state: &mut State, mut changed: u32) -> Result<Step, Contradiction> {
    // Words changed since the stack rule last ran.
    let mut touched = 0u32;
    // The words swept since the last cell pass (bit 31: none yet, so every band is due).
    let mut swept = 1u32 << 31;
    loop {
        // Band rule on every changed word, until none changes (the steps name the words
        // they change).
        swept |= sweep(state, changed)?;
        touched |= swept;
        changed = 0;
        // Cells: none empty, naked singles placed; only in the bands with a word swept
        // since their last pass: the others can have no new single or empty cell.
        for band in 0..3 {
            if swept & (0o111_111_111 << band | 1 << 31) == 0 {
                continue;
            }
            let u = state.unsolved[band];
            if u == 0 {
                continue;
            }
            let [one, two, _] = digit_counts::<false>(state, band);
            state.place_singles(band, u, [one, two], digit_at, &mut changed)?;
        }
        swept = 0;
        if changed != 0 {
            continue;
        }
        if state.is_solved() {
            return Ok(Step::Solved);
        }
        // Only when bands and cells are stuck: the stack rule, on the digits that changed.
        // (A shared loop taking the step as a closure cost the Cortex-M0 instructions.)
        for base in digit_bases(touched) {
            changed |= stack_step(state, base)?;
        }
        touched = 0;
        if changed != 0 {
            continue;
        }
        let (band, bit) = match best_bivalue(state) {
            Some(cell) => cell,
            None => match fewest_candidates(state) {
                Some(cell) => cell,
                None => return Ok(Step::Solved),
            },
        };
        let digit = digit_at(state, band, bit).ok_or(Contradiction)?;
        return Ok(Step::Guess(Guess::cell(digit, band, bit)));
    }
}

/// The cells of `band` with at least one, two and (if `THREE`) three possible digits.
#[inline(always)]
fn digit_counts<const THREE: bool>(state: &State, band: usize) -> [u32; 3] {
    let mut counts = [0u32; 3];
    for digit in 0..9 {
        tally::<THREE>(&mut counts, state.cand[3 * digit + band]);
    }
    counts
}

/// The bivalue cell whose two digits have the most candidates among its peers (the product
/// of one plus each digit's count, so that both branches remove much): it prunes best. Only
/// the first [`SCORED_CELLS`] bivalue cells in cell order are scored; ties go to the first.
/// Branches where they save instructions: the digit loop stops at the cell's second digit,
/// and the peer count, in one place, is inlined.
fn best_bivalue(state: &State) -> Option<(usize, u32)> {
    let mut best = None;
    let mut best_score = 0;
    let mut budget = SCORED_CELLS;
    for band in 0..3 {
        let [_, two, three] = digit_counts::<true>(state, band);
        let mut rest = state.unsolved[band] & two & !three;
        while rest != 0 {
            if budget == 0 {
                return best;
            }
            budget -= 1;
            let bit = rest.trailing_zeros();
            rest &= rest - 1;
            let peers = BAND_PEERS.get(bit as usize).copied().unwrap_or(0);
            let column = COLUMN_OF_BIT.get(bit as usize).copied().unwrap_or(0);
            let (mut score, mut digits) = (1, 0);
            for words in state.cand.chunks_exact(3) {
                if words[band] >> bit & 1 != 0 {
                    score *= peer_count(words, band, peers, column);
                    digits += 1;
                    if digits == 2 {
                        break;
                    }
                }
            }
            if score > best_score {
                best_score = score;
                best = Some((band, bit));
            }
        }
    }
    best
}

/// The lowest digit (0..9) possible at a cell, with a branch per digit, stopping at the
/// digit (no branch predictor to miss).
#[inline]
fn digit_at(state: &State, band: usize, bit: u32) -> Option<usize> {
    let m = 1u32 << bit;
    (0..9).find(|&d| state.cand[3 * d + band] & m != 0)
}

/// The unsolved cell with the fewest candidates (first in cell order), if any.
fn fewest_candidates(state: &State) -> Option<(usize, u32)> {
    let mut best = None;
    let mut best_count = u32::MAX;
    for band in 0..3 {
        let mut u = state.unsolved[band];
        while u != 0 {
            let bit = u.trailing_zeros();
            u &= u - 1;
            let m = 1u32 << bit;
            let count = (0..9)
                .filter(|&d| state.cand[3 * d + band] & m != 0)
                .count() as u32;
            if count < best_count {
                best_count = count;
                best = Some((band, bit));
            }
        }
    }
    best
}

/// One more than the candidates of a digit among the peers of a cell, from the digit's
/// three band words, without table lookups or bounds checks: the cell's row and box outside
/// its column in its band, and its column in all three bands, the cell itself included (the
/// one more), side by side (bits `c`, `c + 1`, `c + 2` of each row), in one population count.
#[inline(always)]
fn peer_count(words: &[u32], band: usize, peers: u32, column: u32) -> u32 {
    let at = |b: usize| words.get(b).copied().unwrap_or(0);
    count_ones_of_two(
        at(band) & peers & !column,
        at(0) & column | (at(1) & column) << 1 | (at(2) & column) << 2,
    )
}

/// Adds the set bits of `x` to per-bit counters that saturate: bits seen at least once,
/// twice and (if `THREE`) three times.
#[inline(always)]
fn tally<const THREE: bool>(counts: &mut [u32; 3], x: u32) {
    let [one, two, three] = counts;
    if THREE {
        *three |= *two & x;
    }
    *two |= *one & x;
    *one |= x;
}

/// The population counts of `a` and `b` added, in one bit-parallel count (on a Cortex-M0,
/// where a count is in software): the two words' 4-bit counts (at most 4 each) are summed
/// before the rest, so a field never overflows (8 per nibble, 16 per byte, 64 in all).
#[inline(always)]
fn count_ones_of_two(a: u32, b: u32) -> u32 {
    let nibbles = |x: u32| {
        let x = x - (x >> 1 & 0x5555_5555);
        (x & 0x3333_3333) + (x >> 2 & 0x3333_3333)
    };
    let s = nibbles(a) + nibbles(b);
    ((s + (s >> 4)) & 0x0f0f_0f0f).wrapping_mul(0x0101_0101) >> 24
}

/// Clears `cells` from a word whose bit in a word mask is `bit`; names the word in `changed`
/// if it held any. With a branch, which costs little where nothing mispredicts.
#[inline(always)]
fn clear_cells(word: &mut u32, cells: u32, bit: u32, changed: &mut u32) {
    if *word & cells != 0 {
        *word &= !cells;
        *changed |= bit;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::fast::tables::{PERM_CELLS, PERM_UNION, minirows, spread_minirows};

    #[test]
    fn the_bit_operations_match_the_fast_search_tables() {
        for m in 0..512u32 {
            // Three stacks side by side: matrices `m`, `m` rotated, and empty or full.
            let (n, o) = ((m * 7) & 0x1ff, if m & 1 == 0 { 0 } else { 0x1ff });
            let side = |t: [u32; 3]| {
                (0..3).fold(0, |w, row| {
                    w | (0..3).fold(0, |r, s| r | (t[s] >> (3 * row) & 7) << (3 * s)) << (9 * row)
                })
            };
            let union = |t: u32| u32::from(PERM_UNION[t as usize]);
            assert_eq!(
                stacks_keep(side([m, n, o])),
                side([union(m), union(n), union(o)]),
                "{m:#o}"
            );
            // Band words with every nonempty pattern of each mini-row (1, 2 or 3 cells).
            let cells = spread_minirows(m);
            for pattern in [cells, cells & 0o111_111_111, cells & 0o666_666_666] {
                let rows = minirows(pattern);
                assert_eq!(
                    band_keep(pattern),
                    PERM_CELLS[rows as usize],
                    "{pattern:#x}"
                );
            }
        }
    }

    #[test]
    fn peers_are_counted_in_one_population_count() {
        let words = [0x7ff_ffff, 0x0ff_00ff | 1 << 13, 0x155_5555];
        for band in 0..3 {
            for bit in (0..27).filter(|&bit| words[band] >> bit & 1 != 0) {
                let (peers, column) = (BAND_PEERS[bit], COLUMN_OF_BIT[bit]);
                let in_column: u32 = (0..3)
                    .map(|b| (words[b] & column & !(u32::from(b == band) << bit)).count_ones())
                    .sum();
                let in_band = (words[band] & peers & !column).count_ones();
                assert_eq!(
                    peer_count(&words, band, peers, column),
                    1 + in_band + in_column,
                    "band {band} bit {bit}"
                );
            }
        }
    }
}
