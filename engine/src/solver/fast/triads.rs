//! The triad rule of the fast search: every mini-line holds exactly three digits.
//!
//! A mini-row (three cells of a row inside a box) or a mini-column holds three different
//! digits. So if only three digits are still possible in it, each of them is there and
//! leaves the rest of its row (column) and box; if three digits must be there (each has
//! no other place in the row or in the box), every other digit leaves it. Fewer than
//! three possible or more than three forced is a contradiction. tdoku keeps these
//! "triads" in its state; here they are recomputed from the band words when the other
//! rules are stuck, bit-sliced: a flag word per digit with one bit per mini-line, and
//! counters over the nine digits, so the 54 mini-lines go at once.

use crate::solver::state::{Contradiction, State};
use crate::solver::tables::{columns, spread_columns};

/// Mini-row flags: the first cell of each mini-row of a band word (bit `9 * row + 3 * box`).
const MINIROW_FLAGS: u32 = 0o111_111_111;
/// All 27 mini-lines of one orientation.
const ALL: u32 = 0x7ff_ffff;

/// An orientation of mini-lines and its flag layout: mini-rows sit at bit
/// `9 * row + 3 * box + band`, mini-columns at `9 * band + column`.
#[derive(Clone, Copy)]
enum Lines {
    Rows,
    Columns,
}

impl Lines {
    /// Each flag moved to the next mini-line of its row (mini-rows: the next box of the
    /// row) or column (mini-columns: the next band); applied twice, the one after.
    #[inline(always)]
    fn along(self, x: u32) -> u32 {
        match self {
            Lines::Rows => (x >> 3 & 0o077_077_077) | (x << 6 & 0o700_700_700),
            Lines::Columns => (x >> 9 | x << 18) & ALL,
        }
    }

    /// Each flag moved to the next mini-line of its box.
    #[inline(always)]
    fn across(self, x: u32) -> u32 {
        match self {
            Lines::Rows => (x >> 9 | x << 18) & ALL,
            Lines::Columns => (x >> 1 & 0o333_333_333) | (x << 2 & 0o444_444_444),
        }
    }

    /// The cells of the flagged mini-lines in band `band`'s word.
    #[inline(always)]
    fn cells(self, flags: u32, band: usize) -> u32 {
        match self {
            Lines::Rows => (flags >> band & MINIROW_FLAGS) * 7,
            Lines::Columns => spread_columns(flags >> (9 * band) & 0x1ff),
        }
    }
}

/// Per digit, the mini-lines where it is possible: one flag word of mini-rows and one of
/// mini-columns (layouts at [`Lines`]). The guess reads them too.
pub(super) struct MiniLines {
    pub(super) rows: [u32; 9],
    pub(super) columns: [u32; 9],
}

impl MiniLines {
    /// The mini-lines of a state.
    // Out of line: its vector code is tighter on its own than inside `propagate` (fewer
    // instructions for the whole search, measured; docs/figures.md).
    #[inline(never)]
    pub(super) fn of(state: &State) -> MiniLines {
        // Word by word first, in a shape compilers turn into vector operations.
        let mut flags = [0u32; 27];
        let mut cols = [0u32; 27];
        for ((f, c), &w) in flags.iter_mut().zip(cols.iter_mut()).zip(state.cand.iter()) {
            *f = (w | w >> 1 | w >> 2) & MINIROW_FLAGS;
            *c = columns(w);
        }
        let mut lines = MiniLines {
            rows: [0; 9],
            columns: [0; 9],
        };
        for (digit, (f, c)) in flags.chunks_exact(3).zip(cols.chunks_exact(3)).enumerate() {
            lines.rows[digit] = f[0] | f[1] << 1 | f[2] << 2;
            lines.columns[digit] = c[0] | c[1] << 9 | c[2] << 18;
        }
        lines
    }
}

impl State {
    /// One pass of the triad rule over every mini-row and mini-column of `lines` (this
    /// state's). Returns the words it changed (bit `3 * digit + band`).
    pub(super) fn triads(&mut self, lines: &MiniLines) -> Result<u32, Contradiction> {
        Ok(self.triads_of(Lines::Rows, &lines.rows)?
            | self.triads_of(Lines::Columns, &lines.columns)?)
    }

    /// The triad rule on one orientation's flags (a word per digit).
    #[inline(always)]
    fn triads_of(&mut self, lines: Lines, flags: &[u32; 9]) -> Result<u32, Contradiction> {
        // Saturating counters over the digits: mini-lines where at least 1..4 digits are
        // possible, and at least 1..4 are forced.
        let (mut p1, mut p2, mut p3, mut p4) = (0u32, 0u32, 0u32, 0u32);
        let (mut f1, mut f2, mut f3, mut f4) = (0u32, 0u32, 0u32, 0u32);
        // Forced: possible here and nowhere else in the row (column), or nowhere else in
        // the box. Digit by digit, apart from the counters, so compilers vectorize it.
        let mut forced = [0u32; 9];
        for (&m, f) in flags.iter().zip(forced.iter_mut()) {
            let a = lines.along(m);
            let b = lines.across(m);
            *f = m & !((a | lines.along(a)) & (b | lines.across(b)));
        }
        // Where some digit is possible without being forced.
        let mut unforced = 0u32;
        for (&m, f) in flags.iter().zip(forced.iter()) {
            p4 |= p3 & m;
            p3 |= p2 & m;
            p2 |= p1 & m;
            p1 |= m;
            unforced |= m & !*f;
            f4 |= f3 & *f;
            f3 |= f2 & *f;
            f2 |= f1 & *f;
            f1 |= *f;
        }
        if !p3 & ALL != 0 || f4 != 0 {
            return Err(Contradiction);
        }
        let three_possible = p3 & !p4;
        let three_forced = f3;
        let mut changed = 0u32;
        // At the fixpoint of the rule (most passes) a digit is forced wherever a mini-line
        // has three possible or three forced: nothing to clear.
        if unforced & (three_possible | three_forced) == 0 {
            return Ok(0);
        }
        for (digit, (&m, &f)) in flags.iter().zip(forced.iter()).enumerate() {
            // Newly forced here: out of the rest of the row (column) and box. Not forced
            // where three others are: out of this mini-line.
            let lock = m & three_possible & !f;
            let a = lines.along(lock);
            let b = lines.across(lock);
            let remove = (m & three_forced & !f) | ((a | lines.along(a) | b | lines.across(b)) & m);
            if remove == 0 {
                continue;
            }
            for band in 0..3 {
                let index = 3 * digit + band;
                let cells = lines.cells(remove, band);
                if let Some(w) = self.cand.get_mut(index) {
                    changed |= u32::from(*w & cells != 0) << index;
                    *w &= !cells;
                }
            }
        }
        Ok(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::tables::BAND;

    /// Every digit possible everywhere.
    fn open_grid() -> State {
        State {
            cand: [BAND; 27],
            unsolved: [BAND; 3],
        }
    }

    fn triads(state: &mut State) -> Result<u32, Contradiction> {
        let lines = MiniLines::of(state);
        state.triads(&lines)
    }

    #[test]
    fn three_possible_digits_leave_the_rest_of_the_row_and_box() {
        let mut state = open_grid();
        // Row 0 of box 0 (band 0, bits 0..3) can hold only digits 0, 1, 2.
        for digit in 3..9 {
            state.cand[3 * digit] &= !0b111;
        }
        let changed = triads(&mut state).ok().unwrap();
        // Digits 0..3 leave row 0 outside the box and box 0 outside the row.
        let rest = (0x1ff & !0b111) | 0b111 << 9 | 0b111 << 18;
        for digit in 0..3 {
            assert_eq!(state.cand[3 * digit], BAND & !rest, "digit {digit}");
            assert_eq!(state.cand[3 * digit + 1], BAND);
        }
        for digit in 3..9 {
            assert_eq!(state.cand[3 * digit], BAND & !0b111, "digit {digit}");
        }
        assert_eq!(changed, 0b001_001_001);
        // The rule is at its fixpoint now.
        assert_eq!(triads(&mut state).ok(), Some(0));
    }

    #[test]
    fn three_forced_digits_push_the_others_out_of_a_mini_column() {
        let mut state = open_grid();
        // Digits 0, 1, 2 have nowhere else in column 4 (bits 4, 13, 22 of each band) but
        // its band-1 mini-column: the mini-column of box 4 holds exactly them.
        for digit in 0..3 {
            state.cand[3 * digit] &= !(0x40201 << 4);
            state.cand[3 * digit + 2] &= !(0x40201 << 4);
        }
        triads(&mut state).ok().unwrap();
        for digit in 3..9 {
            assert_eq!(state.cand[3 * digit + 1] & 0x40201 << 4, 0, "digit {digit}");
            assert_eq!(state.cand[3 * digit], BAND, "digit {digit}");
        }
        // The three keep their mini-column (leaving the rest of the box is the stack rule's
        // work, not this rule's).
        for digit in 0..3 {
            assert_eq!(state.cand[3 * digit + 1], BAND, "digit {digit}");
        }
    }

    #[test]
    fn a_mini_row_short_of_digits_or_over_full_is_a_contradiction() {
        // Only two digits possible in row 0 of box 0.
        let mut state = open_grid();
        for digit in 2..9 {
            state.cand[3 * digit] &= !0b111;
        }
        assert!(triads(&mut state).is_err());
        // Four digits forced into it: each is gone from the rest of row 0.
        let mut state = open_grid();
        for digit in 0..4 {
            state.cand[3 * digit] &= !(0x1ff & !0b111);
        }
        assert!(triads(&mut state).is_err());
    }
}
