//! Where the fast search guesses: on a band configuration, as tdoku does.
//!
//! In a band (or a stack) a digit lies in one mini-row (mini-column) of each of its three
//! boxes, one per row (column): a permutation, one of six *configurations*. The guess
//! takes the band or stack with the fewest configurations left over all nine digits (not
//! counting those with every digit fixed), in it the digit with the fewest (at least two),
//! and branches on that digit's first configuration: either it holds or it does not.
//! Both branches are one mask on one word: a mini-line that no other live configuration
//! of the digit uses is kept alone in its box, or cleared (the band and stack rules do the
//! rest).

use super::tables::PERMUTATIONS;
use super::triads::MiniLines;
use crate::solver::state::Guess;

impl Guess {
    /// In the box `box_cells` of word `index`, the digit in the cells `line`, or not.
    fn lines(index: usize, box_cells: u32, line: u32) -> Guess {
        Guess {
            index,
            first: box_cells & !line,
            second: line,
        }
    }
}

/// The six configurations, in tdoku's order: for each box of the band (peer), the row of
/// the band (or column of the stack) that holds the digit (element).
const CONFIGS: [[u32; 3]; 6] = PERMUTATIONS;

/// The live configurations (bits 0..6) and their count (bits 8..) of a 3×3 matrix of
/// possible mini-lines. `rows`: the matrix is a band's mini-rows, bit `3 * row + box`;
/// else a stack's mini-columns, bit `3 * band + column`.
const fn live_table(rows: bool) -> [u16; 512] {
    let mut t = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        let mut c = 0;
        while c < 6 {
            let mut fits = true;
            let mut peer = 0;
            while peer < 3 {
                let elem = CONFIGS[c][peer];
                let bit = if rows {
                    3 * elem + peer as u32
                } else {
                    3 * peer as u32 + elem
                };
                fits &= m >> bit & 1 != 0;
                peer += 1;
            }
            if fits {
                t[m] += 1 << c | 1 << 8;
            }
            c += 1;
        }
        m += 1;
    }
    t
}

/// [`live_table`] of a band's mini-rows.
const LIVE_OF_ROWS: [u16; 512] = live_table(true);
/// [`live_table`] of a stack's mini-columns.
const LIVE_OF_COLUMNS: [u16; 512] = live_table(false);

/// For a set of live configurations: the mini-line (`3 * peer + element`) of the first one
/// that has a mini-line no other live configuration shares. Such a line decides between
/// the configuration and the rest. When none has one (rare on the hard corpora), bit 7
/// with the first configuration's line in box 0: a split, not a decision.
const BRANCH_LINE: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut set = 1;
    while set < 64 {
        let mut found = u8::MAX;
        let mut c = 0;
        while c < 6 && found == u8::MAX {
            let mut peer = 0;
            while set >> c & 1 != 0 && peer < 3 && found == u8::MAX {
                let elem = CONFIGS[c][peer];
                let mut shared = false;
                let mut other = 0;
                while other < 6 {
                    shared |= other != c && set >> other & 1 != 0 && CONFIGS[other][peer] == elem;
                    other += 1;
                }
                if !shared {
                    found = (3 * peer as u32 + elem) as u8;
                }
                peer += 1;
            }
            c += 1;
        }
        if found == u8::MAX {
            found = 0x80 | CONFIGS[(set as u32).trailing_zeros() as usize][0] as u8;
        }
        t[set] = found;
        set += 1;
    }
    t
};

/// Three groups of three bits, nine bits apart (`x & 0o007_007_007`), side by side: one
/// multiply moves group `g` by `12 - 6 * g` bits (to bits 12..21); the other products land
/// on other bits, none shared, so nothing carries.
#[inline(always)]
fn gather(x: u32) -> usize {
    (x.wrapping_mul(1 << 12 | 1 << 6 | 1) >> 12 & 0x1ff) as usize
}

/// Band `band`'s mini-row matrix (bit `3 * row + box`) from a digit's mini-row flags (bit
/// `9 * row + 3 * box + band`): a multiply by `1 << 6 | 1 << 4 | 1 << 2` puts each row's
/// three flags side by side at its bits 6..9 (no two products share a bit), then [`gather`].
#[inline(always)]
fn band_matrix(rows: u32, band: usize) -> usize {
    let r = rows >> band & 0o111_111_111;
    gather(r.wrapping_mul(1 << 6 | 1 << 4 | 1 << 2) >> 6 & 0o007_007_007)
}

/// The live configurations (with their count, [`live_table`]) of the digit with mini-row
/// flags `rows` and mini-column flags `cols` ([`MiniLines`]) in band `unit` (0..3) or stack
/// `unit - 3`.
#[inline(always)]
fn live(rows: u32, cols: u32, unit: usize) -> u16 {
    if unit < 3 {
        LIVE_OF_ROWS[band_matrix(rows, unit)]
    } else {
        // Stack `unit - 3`'s mini-columns at bits 9 * band + 3 * stack + column.
        LIVE_OF_COLUMNS[gather(cols >> (3 * (unit - 3)) & 0o007_007_007)]
    }
}

impl MiniLines {
    /// The guess on a band configuration (see the module docs), from a state's mini-lines;
    /// `None` when every band and stack has each digit's configuration fixed, which at the
    /// fixpoint means solved.
    pub(super) fn config_guess(&self) -> Option<Guess> {
        // Configurations left per band 0..3 and stack 3..6, summed over the digits as they
        // are read: the unit is chosen on totals alone, and only its digits are read again.
        let mut totals = [0u32; 6];
        for (&rows, &cols) in self.rows.iter().zip(self.columns.iter()) {
            for band in 0..3 {
                totals[band] += u32::from(live(rows, cols, band) >> 8);
                totals[3 + band] += u32::from(live(rows, cols, 3 + band) >> 8);
            }
        }
        // The band or stack with the fewest configurations, all fixed (nine) excluded; the
        // first on ties: the least key, the total above the unit, without a branch.
        let mut best = u32::MAX;
        for (i, &total) in totals.iter().enumerate() {
            let key = if total > 9 {
                total << 3 | i as u32
            } else {
                u32::MAX
            };
            best = best.min(key);
        }
        if best == u32::MAX {
            return None;
        }
        let unit = (best & 7) as usize;
        // Its digit with the fewest, at least two; the first on ties.
        let mut best = u32::MAX;
        let mut lives = [0u16; 9];
        for (d, ((&rows, &cols), l)) in self
            .rows
            .iter()
            .zip(self.columns.iter())
            .zip(lives.iter_mut())
            .enumerate()
        {
            *l = live(rows, cols, unit);
            let count = u32::from(*l >> 8);
            let key = if count >= 2 {
                count << 4 | d as u32
            } else {
                u32::MAX
            };
            best = best.min(key);
        }
        // (A unit above nine has a digit with two or more: the fallback is never taken.)
        let digit = if best == u32::MAX {
            0
        } else {
            (best & 0xf) as usize
        };
        let set = lives.get(digit).map_or(0, |&l| l & 0x3f);
        let line = u32::from(BRANCH_LINE.get(usize::from(set)).copied().unwrap_or(0) & 0x7f);
        let (peer, elem) = (line / 3, line % 3);
        Some(if unit < 3 {
            // Band `unit`: box `peer`, row `elem`.
            let box_cells = 0o7007007u32 << (3 * peer);
            let mini = box_cells & 0x1ff << (9 * elem);
            Guess::lines(3 * digit + unit, box_cells, mini)
        } else {
            // Stack `unit - 3`: the box in band `peer`, its column `elem`.
            let column = 3 * (unit as u32 - 3) + elem;
            let box_cells = 0o7007007u32 << (3 * (unit as u32 - 3));
            Guess::lines(3 * digit + peer as usize, box_cells, 0x40201 << column)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::fast::tables::perm_union;
    use crate::solver::state::State;

    /// The configurations' mini-lines are the permutation union the band and stack rules
    /// keep: both tables agree with `PERM_UNION` on every matrix.
    #[test]
    fn live_configurations_cover_the_permutation_union() {
        for m in 0..512u32 {
            let (mut rows, mut cols) = (0, 0);
            for (c, config) in CONFIGS.iter().enumerate() {
                for (peer, &elem) in config.iter().enumerate() {
                    if LIVE_OF_ROWS[m as usize] >> c & 1 != 0 {
                        rows |= 1 << (3 * elem + peer as u32);
                    }
                    if LIVE_OF_COLUMNS[m as usize] >> c & 1 != 0 {
                        cols |= 1 << (3 * peer as u32 + elem);
                    }
                }
            }
            // A row matrix read as a column matrix is its transpose: the union of the
            // permutations inside it is the same set of entries.
            assert_eq!(rows, perm_union(m), "{m:#o}");
            assert_eq!(cols, perm_union(m), "{m:#o}");
            let count = |l: u16| u32::from(l & 0x3f).count_ones();
            assert_eq!(
                count(LIVE_OF_ROWS[m as usize]),
                u32::from(LIVE_OF_ROWS[m as usize] >> 8)
            );
            assert_eq!(
                count(LIVE_OF_COLUMNS[m as usize]),
                u32::from(LIVE_OF_COLUMNS[m as usize] >> 8)
            );
        }
    }

    /// On a grid open everywhere but one digit of one band, left with two configurations,
    /// the guess takes that band and digit, and the line only the first configuration has.
    #[test]
    fn the_guess_takes_the_band_with_fewest_configurations() {
        use crate::solver::tables::BAND;
        let mut state = State {
            cand: [BAND; 27],
            unsolved: [BAND; 3],
        };
        assert!(MiniLines::of(&state).config_guess().is_some());
        // Digit 4 in band 1: box 0 in rows 0 or 1, box 1 in rows 1 or 2, box 2 in rows 2
        // or 0: configurations 0 (rows 0, 1, 2) and 1 (rows 1, 2, 0) only.
        let row = |r: u32, bx: u32| 0b111 << (9 * r + 3 * bx);
        state.cand[13] = row(0, 0) | row(1, 0) | row(1, 1) | row(2, 1) | row(2, 2) | row(0, 2);
        let guess = MiniLines::of(&state).config_guess().unwrap();
        assert_eq!(guess.index, 13);
        // Configuration 0 alone has row 0 in box 0: kept alone in its box, or cleared.
        assert_eq!(guess.first, row(1, 0) | row(2, 0));
        assert_eq!(guess.second, row(0, 0));
        // Every configuration of every digit fixed: nothing to guess.
        let mut solved = State {
            cand: [0; 27],
            unsolved: [0; 3],
        };
        let grid = crate::Grid::parse_line(
            b"534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        for (cell, &v) in grid.cells().iter().enumerate() {
            let (band, bit) = (cell / 27, cell % 27);
            solved.cand[3 * (usize::from(v) - 1) + band] |= 1 << bit;
        }
        assert!(MiniLines::of(&solved).config_guess().is_none());
    }

    /// The multiply tricks gather exactly the bits the shifts would.
    #[test]
    fn gathering_by_multiplies_matches_shifts() {
        for m in 0..512u32 {
            // Matrix entry (r, c) at bit 9 * r + c, and as a band's flags at 9 * r + 3 * c + b.
            let spread = (0..9).fold(0, |x, i| x | (m >> i & 1) << (9 * (i / 3) + i % 3));
            assert_eq!(gather(spread), m as usize);
            for band in 0..3 {
                let flags = (0..9).fold(0, |x, i| {
                    x | (m >> i & 1) << (9 * (i / 3) + 3 * (i % 3) + band)
                });
                assert_eq!(
                    band_matrix(flags | 0o666_666_666 & !(0o111_111_111 << band), band),
                    m as usize
                );
            }
        }
    }

    /// The branch line of a set belongs to exactly one live configuration, the first with
    /// an unshared line; only sets of four or more configurations can lack one.
    #[test]
    fn the_branch_line_decides_one_configuration() {
        for (set, &line) in BRANCH_LINE.iter().enumerate().skip(1) {
            let (peer, elem) = (usize::from(line & 0x7f) / 3, u32::from(line & 0x7f) % 3);
            let holds = |c: usize| set >> c & 1 != 0 && CONFIGS[c][peer] == elem;
            let holders = (0..6).filter(|&c| holds(c)).count();
            let first_holder = (0..6).find(|&c| holds(c));
            if line & 0x80 == 0 {
                assert_eq!(holders, 1, "{set:#b}");
                let unshared = |c: usize| {
                    (0..3).any(|p| {
                        (0..6)
                            .all(|o| o == c || set >> o & 1 == 0 || CONFIGS[o][p] != CONFIGS[c][p])
                    })
                };
                let first_unshared = (0..6).find(|&c| set >> c & 1 != 0 && unshared(c));
                assert_eq!(first_holder, first_unshared, "{set:#b}");
            } else {
                assert!(set.count_ones() >= 4, "{set:#b}");
                assert_eq!(first_holder, Some(set.trailing_zeros() as usize));
            }
        }
    }
}
