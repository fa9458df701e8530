//! The solver: counts solutions up to a limit and returns one of them.
//!
//! # Representation
//! Band bitboards, in the style of JCZSolve: for each digit and each band (three rows), one
//! `u32` holds the 27 cells of the band where the digit is still possible (bit
//! `row_in_band * 9 + column`, so band `b` bit `k` is cell `27 * b + k`). A solved cell keeps
//! its digit's bit; a mask per band records the unsolved cells. A whole state is 120 bytes.
//!
//! # Propagation
//! - *Bands.* In a band a digit occupies one mini-row (three cells of a row inside a box) per
//!   row and per box: a 3×3 permutation. The mini-rows still possible form a 9-bit matrix; the
//!   union of the permutations that fit inside it (a 512-entry table) keeps exactly the mini-rows
//!   that can still be used. This is box-line reduction (pointing and claiming) inside the
//!   band, plus hidden singles of boxes. A row left with one cell is a hidden single.
//!   A box left in one column clears that column in the other bands.
//! - *Stacks.* The same permutation rule on mini-columns (a column inside a band) handles
//!   columns: column hidden singles and box-column interactions across bands. It runs only
//!   when the band rule and the cells are stuck, on the digits that changed.
//! - *Cells.* Counting the digits of each cell with three bitwise accumulators finds empty
//!   cells (contradiction), naked singles, and bivalue cells.
//!
//! # Search
//! Depth-first with binary branching on a bivalue cell: among the first ten, the one whose two
//! digits have the most candidates among its peers (the product of one plus each digit's
//! count), so both branches prune much; with no bivalue cell, a cell with the fewest
//! candidates. Save the state with the digit removed, and place it. A contradiction resumes
//! the most recent saved state. The stack is a fixed-capacity array of `DEPTH` saved states
//! ([`FRAME_BYTES`] each): no recursion, no allocation, no division. Measured: 84 guesses per
//! puzzle on the forum's hardest 48,766 (the `sudoku` crate, JCZSolve, makes about 165), at
//! most 14 saved states on the shared corpora, 47 for the empty grid.
//!
//! # Speed
//! On hard puzzles mispredicted branches cost as much as the instructions, and which cell,
//! word or digit comes next is data that no predictor can learn. So the hot paths decide by
//! masks, not branches: changed words are found by comparing the whole state with what the
//! band rule last saw, touched digits are visited by trailing zeros, the bivalue score is
//! computed cell by cell without a branch on its value, and on hosts a solved cell is cleared
//! from every digit whether or not it is new. Whoever changes words outside the band rule
//! (a guess, a backtrack, a naked single, the stack rule) names them, so the whole-state
//! comparison runs only after a band sweep that changed words other than its own. (Cortex-M
//! has no branch predictor: there the branch on new solved cells stays, and the peer count is
//! a call rather than inlined twice, to fit 8 KiB of flash.)

use core::fmt;

use heapless::Vec;

use crate::grid::Grid;
use crate::units::CELLS;

/// Saved states the default solver ([`solve`], [`count_solutions`]) can hold.
///
/// Every nested guess places a digit, so no search needs more saved states than the grid
/// has empty cells: on hosts the default is 81 (10 KB of stack) and the solver never returns
/// [`SolveError::DepthExceeded`]. On Cortex-M (`target_os = "none"`) it is 24 (3 KB), well
/// above the 14 that the deepest puzzle of the shared corpora needs; sparse contradictory
/// grids that need more get `DepthExceeded` there (the fuzzer found one needing more than
/// 24), never a wrong answer.
#[cfg(not(target_os = "none"))]
pub const DEFAULT_DEPTH: usize = 81;
/// Saved states the default solver can hold on Cortex-M; see the host definition.
#[cfg(target_os = "none")]
pub const DEFAULT_DEPTH: usize = 24;

/// The answer of [`solve`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Solution {
    /// The puzzle has no solution.
    None,
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more solutions; this is one of them.
    Multiple(Grid),
}

/// Why the solver gave up. With the host's [`DEFAULT_DEPTH`] it cannot happen; on Cortex-M it has
/// not happened on any puzzle of the
/// shared corpora, the generator's output or the fuzzers' inputs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SolveError {
    /// The search needed more nested guesses than the solver's fixed stack holds, skipped the
    /// branches it could not save, and found fewer solutions than the limit, so "none" or
    /// "unique" could not be proven. (When the limit is reached the answer is exact anyway:
    /// the empty grid is "multiple" even with a tiny stack.)
    DepthExceeded,
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::DepthExceeded => {
                f.write_str("search too deep for the solver's fixed stack")
            }
        }
    }
}

impl core::error::Error for SolveError {}

/// What a search did: how many guesses it made and how deep its stack of saved states went.
/// Guesses are the hardware-independent measure of solver effort.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SolveStats {
    /// Branch points: states saved before trying a digit that propagation did not force.
    pub guesses: u32,
    /// The most saved states held at once (the `DEPTH` a [`Solver`] needs for this search).
    pub max_depth: u32,
}

/// All 27 cells of a band.
const BAND: u32 = 0x7ff_ffff;

/// For a 9-bit row of a band: bit `k` set when box `k` of the row holds a set bit.
/// Hosts only: Cortex-M computes the mini-row matrix with bit operations ([`band_keep`]).
#[cfg(not(target_os = "none"))]
const SHRINK: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut w = 0;
    while w < 512 {
        let mut k = 0;
        while k < 3 {
            if (w >> (3 * k)) & 7 != 0 {
                t[w] |= 1 << k;
            }
            k += 1;
        }
        w += 1;
    }
    t
};

/// For a 3×3 boolean matrix (bit `3 * row + col`): the union of the permutation matrices that
/// lie inside it. A digit fills a permutation of the mini-rows of a band (one per row and per
/// box), so the cells outside the union cannot hold it. 0 means no permutation fits.
/// Hosts only: Cortex-M computes it with bit operations ([`perm_union_bits`]).
#[cfg(not(target_os = "none"))]
const PERM_UNION: [u16; 512] = {
    const PERMS: [u16; 6] = {
        let orders = [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ];
        let mut p = [0u16; 6];
        let mut i = 0;
        while i < 6 {
            p[i] = 1 << orders[i][0] | 1 << (3 + orders[i][1]) | 1 << (6 + orders[i][2]);
            i += 1;
        }
        p
    };
    let mut t = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        let mut i = 0;
        while i < 6 {
            if PERMS[i] & !(m as u16) == 0 {
                t[m] |= PERMS[i];
            }
            i += 1;
        }
        m += 1;
    }
    t
};

/// Three box bits of a row to the nine cell bits of those boxes.
#[cfg(not(target_os = "none"))]
const EXPAND_BOXES: [u32; 8] = {
    let mut t = [0u32; 8];
    let mut k = 0;
    while k < 8 {
        let mut j = 0;
        while j < 3 {
            if k >> j & 1 != 0 {
                t[k] |= 7 << (3 * j);
            }
            j += 1;
        }
        k += 1;
    }
    t
};

/// For each bit of a band: the other cells of its row, box and column inside the band.
const BAND_PEERS: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut k = 0;
    while k < 27 {
        let mut j = 0;
        while j < 27 {
            if j != k && (j / 9 == k / 9 || j % 9 == k % 9 || (j % 9) / 3 == (k % 9) / 3) {
                t[k] |= 1 << j;
            }
            j += 1;
        }
        k += 1;
    }
    t
};

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

/// Bivalue cells [`State::best_bivalue`] scores: scoring all of them would save under 2 % of
/// the guesses on the hardest puzzles, for twice the cost.
const SCORED_CELLS: u32 = 10;

/// The two other bands of each band.
const OTHER_BANDS: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

/// The band of each digit-band word (`index % 3`).
const BAND_OF_WORD: [u8; 27] = {
    let mut t = [0u8; 27];
    let mut i = 0;
    while i < 27 {
        t[i] = (i % 3) as u8;
        i += 1;
    }
    t
};

/// The same digit's words in the two other bands, for each digit-band word.
const OTHER_WORDS: [[u8; 2]; 27] = {
    let mut t = [[0u8; 2]; 27];
    let mut i = 0;
    while i < 27 {
        let base = i - i % 3;
        t[i] = match i % 3 {
            0 => [base as u8 + 1, base as u8 + 2],
            1 => [base as u8, base as u8 + 2],
            _ => [base as u8, base as u8 + 1],
        };
        i += 1;
    }
    t
};

/// The cells of a band word that lie on a permutation of its mini-rows (one per row and per
/// box); 0 when none fits.
#[inline(always)]
fn band_keep(x: u32) -> u32 {
    // Hosts: three 512-byte lookups and one 2 KiB table.
    #[cfg(not(target_os = "none"))]
    {
        let rows = u32::from(SHRINK[(x & 0x1ff) as usize])
            | u32::from(SHRINK[(x >> 9 & 0x1ff) as usize]) << 3
            | u32::from(SHRINK[(x >> 18 & 0x1ff) as usize]) << 6;
        PERM_CELLS[(rows & 0x1ff) as usize]
    }
    // Cortex-M: no table (1.5 KiB of flash saved). One flag per mini-row, at its first cell
    // (bit 9 * row + 3 * box); the permutation rule on the flags in place; each kept flag
    // spread back to its three cells (no carry: the flags are three bits apart).
    #[cfg(target_os = "none")]
    {
        perm_union_bits::<3>((x | x >> 1 | x >> 2) & 0x124_9249) * 7
    }
}

/// The union of the permutations inside a 9-bit 3×3 matrix (bit `3 * row + col`), as
/// [`PERM_UNION`].
#[inline(always)]
fn perm_union(m: u32) -> u32 {
    #[cfg(not(target_os = "none"))]
    {
        u32::from(PERM_UNION[(m & 0x1ff) as usize])
    }
    #[cfg(target_os = "none")]
    {
        perm_union_bits::<1>(m & 0x1ff)
    }
}

/// [`PERM_UNION`] by bit operations, on a 3×3 matrix whose entry (row, col) is bit
/// `3 * S * row + S * col` (`S` = 1: compact; `S` = 3: one flag per mini-row of a band).
/// Entry (r, c) lies on a permutation inside the matrix when it is set and the two other
/// rows match the two other columns: (r+1, c+1) and (r+2, c+2), or (r+1, c+2) and (r+2, c+1),
/// indices mod 3. Rotating the columns (`a`: c+1, `b`: c+2) and the rows tests all nine
/// entries at once, with no table and no branch.
#[cfg(any(test, target_os = "none"))]
#[inline(always)]
fn perm_union_bits<const S: u32>(f: u32) -> u32 {
    let col0 = 1 | 1 << (3 * S) | 1 << (6 * S);
    let (col1, col2) = (col0 << S, col0 << (2 * S));
    // Entry (r, c) of `a` is entry (r, c+1) of `f`; of `b`, (r, c+2).
    let a = (f >> S & (col0 | col1)) | (f << (2 * S) & col2);
    let b = (f >> (2 * S) & col0) | (f << S & (col1 | col2));
    // Rows r+1 and r+2 (bits shifted above the matrix are cleared by the final `f &`).
    let row1 = |x: u32| x >> (3 * S) | x << (6 * S);
    let row2 = |x: u32| x >> (6 * S) | x << (3 * S);
    f & ((row1(a) & row2(b)) | (row2(a) & row1(b)))
}

/// The columns (spread over a band) claimed by boxes whose candidates lie in one column, for
/// a 9-bit set of columns in which every box has at least one.
#[inline(always)]
fn claimed_columns(cols: u32) -> u32 {
    // Hosts: one 2 KiB table. Cortex-M: a few bit operations.
    #[cfg(not(target_os = "none"))]
    {
        CLAIMED[(cols & 0x1ff) as usize]
    }
    #[cfg(target_os = "none")]
    {
        claimed_by_bits(cols)
    }
}

/// [`claimed_columns`] by bit operations.
#[inline(always)]
const fn claimed_by_bits(cols: u32) -> u32 {
    let (c0, c1, c2) = (cols & 0o111, cols >> 1 & 0o111, cols >> 2 & 0o111);
    let one_column = !((c0 & c1) | (c0 & c2) | (c1 & c2)) & 0o111;
    spread_columns(cols & (one_column * 7))
}

/// [`claimed_columns`] for every column set.
#[cfg(not(target_os = "none"))]
const CLAIMED: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut c = 0;
    while c < 512 {
        t[c] = claimed_by_bits(c as u32);
        c += 1;
    }
    t
};

/// A 9-bit mini-row matrix spread to the 27 cells of a band.
#[cfg(not(target_os = "none"))]
#[inline(always)]
const fn spread_minirows(a: u32) -> u32 {
    EXPAND_BOXES[(a & 7) as usize]
        | EXPAND_BOXES[(a >> 3 & 7) as usize] << 9
        | EXPAND_BOXES[(a >> 6 & 7) as usize] << 18
}

/// [`PERM_UNION`] spread to cells.
#[cfg(not(target_os = "none"))]
const PERM_CELLS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        t[m] = spread_minirows(PERM_UNION[m] as u32);
        m += 1;
    }
    t
};

/// Columns (9 bits) where a band word has a set bit.
#[inline]
fn columns(x: u32) -> u32 {
    (x | x >> 9 | x >> 18) & 0x1ff
}

/// A 9-bit column mask spread over the three rows of a band.
#[inline]
const fn spread_columns(c: u32) -> u32 {
    c | c << 9 | c << 18
}

/// `0x1ff` when a 9-bit row is empty, else 0.
#[inline(always)]
fn row_if_zero(w: u32) -> u32 {
    u32::from(w == 0) * 0x1ff
}

/// The propagation found a cell or unit with no possible digit.
struct Contradiction;

/// A search state: per digit and band, the cells where the digit is possible.
#[derive(Clone, Copy)]
struct State {
    /// Index `3 * digit + band` (digit 0..9).
    cand: [u32; 27],
    /// Unsolved cells per band.
    unsolved: [u32; 3],
}

/// Where to branch: a digit (0..9) at a cell given as band and bit.
#[derive(Clone, Copy)]
struct Guess {
    digit: usize,
    band: usize,
    bit: u32,
}

enum Step {
    Solved,
    Guess(Guess),
}

impl State {
    /// The state of a grid's givens, or `None` when two givens clash.
    fn new(grid: &Grid) -> Option<State> {
        // Cells per value-band word: words 0..3 hold the empty cells, then `3 * v + band`
        // the givens of digit v. Branch-free, as the pattern of givens is unpredictable.
        let mut words = [0u32; 30];
        for (band, cells) in grid.cells().chunks_exact(27).enumerate() {
            for (bit, &v) in cells.iter().enumerate() {
                if let Some(w) = words.get_mut(3 * usize::from(v) + band) {
                    *w |= 1 << bit;
                }
            }
        }
        let (empty, givens) = words.split_at(3);
        let filled = [BAND & !empty[0], BAND & !empty[1], BAND & !empty[2]];
        let mut cand = [0u32; 27];
        for (g, c) in givens.chunks_exact(3).zip(cand.chunks_exact_mut(3)) {
            let cols = [columns(g[0]), columns(g[1]), columns(g[2])];
            if cols[0] & cols[1] != 0 || cols[0] & cols[2] != 0 || cols[1] & cols[2] != 0 {
                return None; // the digit twice in a column
            }
            for band in 0..3 {
                let mut peers = 0;
                let mut rest = g[band];
                while rest != 0 {
                    peers |= BAND_PEERS
                        .get(rest.trailing_zeros() as usize)
                        .copied()
                        .unwrap_or(0);
                    rest &= rest - 1;
                }
                if peers & g[band] != 0 {
                    return None; // the digit twice in a row or box
                }
                let other_cols = (cols[0] | cols[1] | cols[2]) & !cols[band];
                c[band] = (BAND & !filled[band] & !peers & !spread_columns(other_cols)) | g[band];
            }
        }
        Some(State {
            cand,
            unsolved: [BAND & !filled[0], BAND & !filled[1], BAND & !filled[2]],
        })
    }

    /// The band rule for one digit-band word (`index = 3 * digit + band`). Keeps the
    /// mini-rows that lie on a permutation; a row left with one cell is solved: the cell
    /// leaves the other digits' words and the unsolved mask. A box whose cells lie in one
    /// column claims that column: it leaves the digit's words in the other bands. Returns
    /// the word as it left it, and sets bits of `others_changed` when it may have changed a
    /// word other than its own.
    ///
    /// Invariant: a cell outside `unsolved` is in its own digit's word only (it leaves
    /// `unsolved` here, where it leaves every other word too). So clearing solved cells that
    /// are not new changes nothing, and only new ones count as a change.
    #[inline(always)]
    fn band_step(&mut self, index: usize, others_changed: &mut u32) -> Result<u32, Contradiction> {
        let Some(&x) = self.cand.get(index) else {
            return Ok(0);
        };
        let keep = band_keep(x);
        if keep == 0 {
            return Err(Contradiction);
        }
        let x = x & keep;
        // Boxes confined to one column (every box holds the digit, by the permutation).
        let unclaimed = !claimed_columns(columns(x));
        let [o1, o2] = OTHER_WORDS[index];
        let (o1, o2) = (usize::from(o1), usize::from(o2));
        *others_changed |= (self.cand[o1] | self.cand[o2]) & !unclaimed;
        self.cand[o1] &= unclaimed;
        self.cand[o2] &= unclaimed;
        // Rows with one cell. Every row holds the digit (by the permutation), so subtracting
        // one from each 9-bit row cannot borrow across rows; it clears each row's lowest bit.
        let rest = x & x.wrapping_sub(0x40201);
        let solved = x
            & (row_if_zero(rest & 0x1ff)
                | row_if_zero(rest >> 9 & 0x1ff) << 9
                | row_if_zero(rest >> 18) << 18);
        // On hosts unconditional: nine AND instructions cost less than a branch that half the
        // calls mispredict. Cortex-M has no branch predictor to miss: it skips them.
        let band = usize::from(BAND_OF_WORD[index]);
        let new = solved & self.unsolved[band];
        *others_changed |= new;
        if cfg!(not(target_os = "none")) || new != 0 {
            self.unsolved[band] &= !solved;
            for digit in 0..9 {
                self.cand[3 * digit + band] &= !solved;
            }
        }
        // The digit's own word keeps its solved cells.
        self.cand[index] = x;
        Ok(x)
    }

    /// The words that differ from `seen` (the values the band rule last left), as a mask
    /// (bit `3 * digit + band`), without a branch per word.
    #[inline(always)]
    fn changed_words(&self, seen: &[u32; 27]) -> u32 {
        let mut changed = 0u32;
        for (i, (c, s)) in self.cand.iter().zip(seen.iter()).enumerate() {
            changed |= u32::from(c != s) << i;
        }
        changed
    }

    /// One pass of the band rule over the `changed` words. Sets bits of `others_changed`
    /// when a step may have changed a word besides its own, so that words may differ from
    /// `seen` again.
    #[inline(always)]
    fn sweep(
        &mut self,
        mut changed: u32,
        seen: &mut [u32; 27],
        others_changed: &mut u32,
    ) -> Result<(), Contradiction> {
        while changed != 0 {
            let i = changed.trailing_zeros() as usize;
            changed &= changed - 1;
            if let Some(w) = seen.get_mut(i) {
                *w = self.band_step(i, others_changed)?;
            }
        }
        Ok(())
    }

    /// Places `digit` at `bit` of `band` inside the digit's word only: its row, box and
    /// column peers in the band go. [`State::band_step`] does the rest when it sees the word.
    /// Returns the word's bit (`3 * digit + band`) if it changed, else 0.
    #[inline(always)]
    fn assume(&mut self, digit: usize, band: usize, bit: u32) -> u32 {
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

    /// The stack rule for the digit whose words start at `base` (`3 * digit`): the
    /// mini-columns (a column inside a band) of each stack must hold a permutation too.
    /// Returns the words it changed (bit `3 * digit + band`).
    #[inline]
    fn stack_step(&mut self, base: usize) -> Result<u32, Contradiction> {
        let Some(&[x0, x1, x2]) = self.cand.get(base..base + 3) else {
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
                if let Some(word) = self.cand.get_mut(base + band) {
                    *word = x[band] & spread_columns(k);
                }
                changed |= 1 << (base + band);
            }
        }
        Ok(changed)
    }

    /// Propagates to a fixpoint, then says whether the grid is solved or where to guess.
    /// `seen` holds each word as the band rule last left it; `changed` has a bit (`3 * digit
    /// + band`) for at least every word that differs from it.
    fn propagate(&mut self, seen: &mut [u32; 27], mut changed: u32) -> Result<Step, Contradiction> {
        // Words changed since the stack rule last ran.
        let mut touched = 0u32;
        loop {
            // Band rule on every changed word, until none changes. Whoever changes words
            // says which, except a band step that changes other words: only then scan. A
            // sweep whose steps changed no word but their own ends at the fixpoint.
            loop {
                let mut others_changed = 0;
                touched |= changed;
                self.sweep(changed, seen, &mut others_changed)?;
                if others_changed == 0 {
                    break;
                }
                changed = self.changed_words(seen);
            }
            changed = 0;
            // Cells: none empty, naked singles placed, bivalue cells remembered.
            let mut pairs = [0u32; 3];
            for (band, pair) in pairs.iter_mut().enumerate() {
                let u = self.unsolved[band];
                if u == 0 {
                    continue;
                }
                let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
                for digit in 0..9 {
                    let x = self.cand[3 * digit + band];
                    three |= two & x;
                    two |= one & x;
                    one |= x;
                }
                if u & !one != 0 {
                    return Err(Contradiction);
                }
                let mut singles = u & !two;
                while singles != 0 {
                    let bit = singles.trailing_zeros();
                    singles &= singles - 1;
                    let digit = self.only_digit_at(band, bit).ok_or(Contradiction)?;
                    changed |= self.assume(digit, band, bit);
                }
                *pair = u & two & !three;
            }
            if changed != 0 {
                continue;
            }
            if self.unsolved == [0; 3] {
                return Ok(Step::Solved);
            }
            // Only when bands and cells are stuck: the stack rule, on the digits that changed.
            // The digits touched, one bit each at its first word (bit `3 * digit`), visited
            // by trailing zeros: a test per digit would mispredict.
            let mut digits = (touched | touched >> 1 | touched >> 2) & 0o111_111_111;
            while digits != 0 {
                let word = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                changed |= self.stack_step(word)?;
            }
            touched = 0;
            if changed != 0 {
                continue;
            }
            let (band, bit) = match self.best_bivalue(pairs) {
                Some(cell) => cell,
                None => match self.fewest_candidates() {
                    Some(cell) => cell,
                    None => return Ok(Step::Solved),
                },
            };
            let digit = self.digit_at(band, bit).ok_or(Contradiction)?;
            return Ok(Step::Guess(Guess { digit, band, bit }));
        }
    }

    /// The bivalue cell whose two digits have the most candidates among its peers (the
    /// product of one plus each digit's count, so that both branches remove much): it prunes
    /// best.
    /// Only the first [`SCORED_CELLS`] bivalue cells in cell order are scored; ties go to the
    /// first. Branch-free per cell: which cells win is unpredictable, so branches on it would
    /// mostly mispredict.
    fn best_bivalue(&self, pairs: [u32; 3]) -> Option<(usize, u32)> {
        // The best cell as `32 * band + bit`, chosen with a mask rather than a branch.
        let mut best = u32::MAX;
        let mut best_score = 0;
        let mut budget = SCORED_CELLS;
        for (band, &pair) in pairs.iter().enumerate() {
            let others = OTHER_BANDS[band];
            let mut rest = pair;
            while rest != 0 && budget > 0 {
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                budget -= 1;
                // The cell's two digits.
                let mut digits = 0u32;
                for (digit, words) in self.cand.chunks_exact(3).enumerate() {
                    digits |= (words[band] >> bit & 1) << digit;
                }
                let first = digits.trailing_zeros() as usize;
                let second = (digits & digits.wrapping_sub(1)).trailing_zeros() as usize;
                let score = self.peer_count(first, band, others, bit)
                    * self.peer_count(second, band, others, bit);
                let better = 0u32.wrapping_sub(u32::from(score > best_score));
                best_score = best_score.max(score);
                best = (better & (32 * band as u32 + bit)) | (!better & best);
            }
        }
        (best != u32::MAX).then_some(((best >> 5) as usize, best & 31))
    }

    /// One more than the candidates of `digit` among the peers of the cell (`band`, `bit`):
    /// its row, box and column. `others` are the two other bands.
    #[cfg_attr(not(target_os = "none"), inline(always))]
    #[cfg_attr(target_os = "none", inline(never))]
    fn peer_count(&self, digit: usize, band: usize, others: [usize; 2], bit: u32) -> u32 {
        let word = |b: usize| self.cand.get(3 * digit + b).copied().unwrap_or(0);
        let peers = BAND_PEERS.get(bit as usize).copied().unwrap_or(0);
        let column = COLUMN_OF_BIT.get(bit as usize).copied().unwrap_or(0);
        // One population count (software on baseline x86-64): the band peers in bits 0..27,
        // the column in the other bands at bits 27..54 and 37..64.
        (u64::from(word(band) & peers)
            | u64::from(word(others[0]) & column) << 27
            | u64::from(word(others[1]) & column) << 37)
            .count_ones()
            + 1
    }

    /// The digit (0..9) of a cell with at most one candidate, without a branch per digit;
    /// `None` when the cell has none left.
    #[inline(always)]
    fn only_digit_at(&self, band: usize, bit: u32) -> Option<usize> {
        let (mut digit, mut found) = (0, 0);
        for d in 0..9 {
            let has = (self.cand[3 * d + band] >> bit & 1) as usize;
            digit |= has * d;
            found |= has;
        }
        (found != 0).then_some(digit)
    }

    /// The lowest digit (0..9) possible at a cell.
    #[inline]
    fn digit_at(&self, band: usize, bit: u32) -> Option<usize> {
        let m = 1u32 << bit;
        (0..9).find(|&d| self.cand[3 * d + band] & m != 0)
    }

    /// The unsolved cell with the fewest candidates (first in cell order), if any.
    fn fewest_candidates(&self) -> Option<(usize, u32)> {
        let mut best = None;
        let mut best_count = u32::MAX;
        for band in 0..3 {
            let mut u = self.unsolved[band];
            while u != 0 {
                let bit = u.trailing_zeros();
                u &= u - 1;
                let m = 1u32 << bit;
                let count = (0..9).filter(|&d| self.cand[3 * d + band] & m != 0).count() as u32;
                if count < best_count {
                    best_count = count;
                    best = Some((band, bit));
                }
            }
        }
        best
    }

    /// The solved grid (every cell placed).
    fn solution(&self) -> Option<Grid> {
        let mut cells = [0u8; CELLS];
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
        Grid::from_cells(cells).ok()
    }
}

/// A saved state: the state before a guess with the guessed digit removed from its cell.
#[derive(Clone, Copy)]
struct Frame {
    state: State,
    /// The digit-band word that changed, so propagation rechecks it.
    index: u8,
}

/// Bytes of one saved state on a [`Solver`]'s stack: a `Solver<DEPTH>` holds `DEPTH` of them.
pub const FRAME_BYTES: usize = core::mem::size_of::<Frame>();

/// A solver with room for `DEPTH` nested guesses. [`solve`] and [`count_solutions`] use
/// [`DEFAULT_DEPTH`]; firmware with little RAM can pick a smaller depth and handle
/// [`SolveError::DepthExceeded`]. Its stack costs `DEPTH * FRAME_BYTES` bytes.
pub struct Solver<const DEPTH: usize>;

impl<const DEPTH: usize> Solver<DEPTH> {
    /// Counts solutions, stopping at `limit`; also returns the first solution found.
    pub fn search(grid: &Grid, limit: u32) -> Result<(u32, Option<Grid>), SolveError> {
        Self::search_with_stats(grid, limit).map(|(count, first, _)| (count, first))
    }

    /// [`Solver::search`], also reporting the guesses made and the deepest stack used.
    ///
    /// ```
    /// use sudoku_engine::{Grid, solver::Solver};
    /// let (count, first, stats) = Solver::<64>::search_with_stats(&Grid::EMPTY, 2).unwrap();
    /// assert_eq!(count, 2);
    /// assert!(first.is_some_and(|g| g.is_solved()));
    /// assert!(stats.guesses >= 1 && stats.max_depth <= stats.guesses);
    /// ```
    pub fn search_with_stats(
        grid: &Grid,
        limit: u32,
    ) -> Result<(u32, Option<Grid>, SolveStats), SolveError> {
        Self::run(grid, limit, true)
    }

    /// Counts solutions up to `limit`, with search statistics, without building a grid for
    /// the first solution: the cheapest way to test uniqueness.
    pub fn count_with_stats(grid: &Grid, limit: u32) -> Result<(u32, SolveStats), SolveError> {
        Self::run(grid, limit, false).map(|(count, _, stats)| (count, stats))
    }

    /// The search; `keep_first` builds the first solution's grid.
    fn run(
        grid: &Grid,
        limit: u32,
        keep_first: bool,
    ) -> Result<(u32, Option<Grid>, SolveStats), SolveError> {
        let mut stats = SolveStats::default();
        let Some(mut state) = State::new(grid) else {
            return Ok((0, None, stats));
        };
        if limit == 0 {
            return Ok((0, None, stats));
        }
        let mut stack: Vec<Frame, DEPTH> = Vec::new();
        // What the band rule last saw of each word, and the words changed since: at first all
        // of them, so the first sweep sets every entry of `seen` before any scan reads it.
        let mut seen = [0u32; 27];
        let mut changed = (1 << 27) - 1;
        let mut count = 0u32;
        let mut first = None;
        let mut skipped = false;
        loop {
            match state.propagate(&mut seen, changed) {
                Ok(Step::Guess(g)) => {
                    let index = 3 * g.digit + g.band;
                    let mut saved = state;
                    saved.cand[index] &= !(1u32 << g.bit);
                    // A full stack skips the other branch instead of failing: solutions found
                    // later are still real, so reaching `limit` is still an exact answer.
                    // Only a search that ends short of `limit` after skipping is unproven.
                    skipped |= stack
                        .push(Frame {
                            state: saved,
                            index: index as u8,
                        })
                        .is_err();
                    stats.guesses += 1;
                    stats.max_depth = stats.max_depth.max(stack.len() as u32);
                    // The guessed word goes to the band rule whatever `assume` reports: the
                    // rule is what clears the cell's other digit.
                    state.assume(g.digit, g.band, g.bit);
                    changed = 1 << index;
                    continue;
                }
                Ok(Step::Solved) => {
                    count += 1;
                    if keep_first && first.is_none() {
                        first = state.solution();
                    }
                    if count >= limit {
                        return Ok((count, first, stats));
                    }
                }
                Err(Contradiction) => {}
            }
            // Backtrack: resume the most recent saved state.
            let Some(frame) = stack.pop() else {
                return if skipped {
                    Err(SolveError::DepthExceeded)
                } else {
                    Ok((count, first, stats))
                };
            };
            state = frame.state;
            // The saved state was at the fixpoint but for the word the guess changed.
            seen = state.cand;
            changed = 1 << frame.index;
        }
    }
}

/// Counts the solutions of `grid`, stopping at `limit` (so `limit = 2` tells none / one /
/// many). A grid whose givens conflict has 0 solutions.
///
/// ```
/// use sudoku_engine::{Grid, count_solutions};
/// assert_eq!(count_solutions(&Grid::EMPTY, 2), Ok(2));
/// ```
pub fn count_solutions(grid: &Grid, limit: u32) -> Result<u32, SolveError> {
    Solver::<DEFAULT_DEPTH>::count_with_stats(grid, limit).map(|(n, _)| n)
}

/// Solves `grid`: no solution, a unique one, or one of several — in a single search.
///
/// ```
/// use sudoku_engine::{Grid, Solution, solve};
/// assert!(matches!(solve(&Grid::EMPTY), Ok(Solution::Multiple(g)) if g.is_solved()));
/// ```
pub fn solve(grid: &Grid) -> Result<Solution, SolveError> {
    let (count, first) = Solver::<DEFAULT_DEPTH>::search(grid, 2)?;
    Ok(match (count, first) {
        (1, Some(g)) => Solution::Unique(g),
        (n, Some(g)) if n >= 2 => Solution::Multiple(g),
        _ => Solution::None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(s: &str) -> Grid {
        s.parse().unwrap()
    }

    #[test]
    fn solves_a_classic_puzzle_to_its_known_solution() {
        let p = grid(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        let s = grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        );
        assert_eq!(solve(&p), Ok(Solution::Unique(s)));
    }

    #[test]
    fn counts_zero_one_many() {
        assert_eq!(count_solutions(&Grid::EMPTY, 5), Ok(5));
        assert_eq!(count_solutions(&Grid::EMPTY, 0), Ok(0));
        // Two givens forcing a contradiction in r1: 1..8 in the row and 9 in the column of the gap.
        let p = grid(
            "12345678.........9...............................................................",
        );
        assert_eq!(solve(&p), Ok(Solution::None));
        // A solved grid with a "deadly rectangle" blanked (rows in one band, columns in two
        // stacks, digits a/b crosswise) has exactly two solutions.
        let solved = *grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .cells();
        let mut found = false;
        'search: for r1 in 0..9 {
            for r2 in (r1 + 1)..(r1 / 3 * 3 + 3) {
                for c1 in 0..9 {
                    for c2 in (c1 / 3 * 3 + 3)..9 {
                        let (a, b) = (solved[r1 * 9 + c1], solved[r1 * 9 + c2]);
                        if solved[r2 * 9 + c1] == b && solved[r2 * 9 + c2] == a {
                            let mut cells = solved;
                            for i in [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2] {
                                cells[i] = 0;
                            }
                            let g = Grid::from_cells(cells).unwrap();
                            assert_eq!(count_solutions(&g, 10), Ok(2));
                            assert!(matches!(solve(&g), Ok(Solution::Multiple(s)) if s.solves(&g)));
                            found = true;
                            break 'search;
                        }
                    }
                }
            }
        }
        assert!(found, "the test grid has a deadly rectangle");
        let mut one_missing = solved;
        one_missing[40] = 0;
        assert_eq!(
            count_solutions(&Grid::from_cells(one_missing).unwrap(), 10),
            Ok(1)
        );
    }

    /// The first puzzle of the forum's "hardest" sample: propagation alone does not solve it.
    const HARD: &str =
        "98.7..6..7...5......4..9.7.3....7.8..4..2.......5....1.7...3.9...3...2.....1....6";

    #[test]
    fn stats_count_guesses_and_the_stack_needed() {
        let easy = grid(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        let (count, first, stats) = Solver::<64>::search_with_stats(&easy, 2).unwrap();
        assert_eq!((count, stats), (1, SolveStats::default()));
        assert!(first.is_some_and(|g| g.solves(&easy)));

        let hard = grid(HARD);
        let (count, first, stats) = Solver::<64>::search_with_stats(&hard, 2).unwrap();
        assert_eq!(count, 1);
        assert!(first.is_some_and(|g| g.solves(&hard)));
        assert!(stats.guesses >= stats.max_depth && stats.max_depth >= 1);
        assert_eq!(
            Solver::<64>::count_with_stats(&hard, 2),
            Ok((1, stats)),
            "counting searches exactly as solving does"
        );
        // Exactly `max_depth` saved states suffice; one fewer does not.
        let depth = stats.max_depth as usize;
        assert!(depth <= 8, "depth {depth}");
        let with = |d: usize| match d {
            0 => Solver::<0>::search(&hard, 2),
            1 => Solver::<1>::search(&hard, 2),
            2 => Solver::<2>::search(&hard, 2),
            3 => Solver::<3>::search(&hard, 2),
            4 => Solver::<4>::search(&hard, 2),
            5 => Solver::<5>::search(&hard, 2),
            6 => Solver::<6>::search(&hard, 2),
            7 => Solver::<7>::search(&hard, 2),
            _ => Solver::<8>::search(&hard, 2),
        };
        assert_eq!(with(depth).map(|r| r.0), Ok(1));
        assert_eq!(with(depth - 1), Err(SolveError::DepthExceeded));
    }

    #[test]
    fn the_cortex_m_bit_operations_match_the_host_tables() {
        for m in 0..512u32 {
            assert_eq!(
                perm_union_bits::<1>(m),
                u32::from(PERM_UNION[m as usize]),
                "{m:#o}"
            );
            // Band words with every nonempty pattern of each mini-row (1, 2 or 3 cells).
            let cells = spread_minirows(m);
            for pattern in [cells, cells & 0o111_111_111, cells & 0o666_666_666] {
                let rows = u32::from(SHRINK[(pattern & 0x1ff) as usize])
                    | u32::from(SHRINK[(pattern >> 9 & 0x1ff) as usize]) << 3
                    | u32::from(SHRINK[(pattern >> 18 & 0x1ff) as usize]) << 6;
                let bits =
                    perm_union_bits::<3>((pattern | pattern >> 1 | pattern >> 2) & 0x124_9249) * 7;
                assert_eq!(bits, PERM_CELLS[rows as usize], "{pattern:#x}");
            }
        }
    }

    #[test]
    fn a_saved_state_stays_small() {
        // 27 digit-band words + 3 unsolved masks + the changed word's index.
        assert_eq!(FRAME_BYTES, 124);
    }

    #[test]
    fn the_empty_grid_answers_multiple_quickly() {
        let (count, first, stats) = Solver::<64>::search_with_stats(&Grid::EMPTY, 2).unwrap();
        assert_eq!(count, 2);
        assert!(first.is_some_and(|g| g.is_solved()));
        // Each guess places one digit until the grid is nearly full: this is the deepest
        // search there is (47 saved states), far beyond any puzzle of the corpora.
        assert!(stats.guesses < 100 && stats.max_depth <= 64, "{stats:?}");
    }

    #[test]
    fn a_wrong_extra_given_that_clashes_with_nothing_has_no_solution() {
        let hard = grid(HARD);
        let Ok(Solution::Unique(s)) = solve(&hard) else {
            panic!("unique")
        };
        let mut wrong = 0;
        for cell in crate::Cell::all().filter(|&c| hard.get(c) == 0) {
            for d in 1..=9u8 {
                if d != s.get(cell) && !hard.clashes(cell, d) {
                    let mut g = hard;
                    g.set(cell, d).unwrap();
                    assert_eq!(count_solutions(&g, 2), Ok(0), "{cell}={d}");
                    wrong += 1;
                }
            }
        }
        assert!(wrong > 100);
    }

    #[test]
    fn a_tiny_stack_reports_depth_instead_of_panicking() {
        // Reaching the limit proves "multiple" even when branches were skipped: one saved
        // state is enough to find a second solution of the empty grid.
        assert_eq!(
            Solver::<0>::search(&Grid::EMPTY, 2),
            Err(SolveError::DepthExceeded)
        );
        let (count, first) = Solver::<1>::search(&Grid::EMPTY, 2).unwrap();
        assert_eq!(count, 2);
        assert!(first.is_some_and(|g| g.is_solved()));
        // A unique puzzle cannot be proven unique without its saved states.
        assert_eq!(
            Solver::<0>::search(&grid(HARD), 2),
            Err(SolveError::DepthExceeded)
        );
    }
}
