//! The rater's view of a position: per-digit cell sets as 81-bit masks (`u128`), plus
//! compile-time unit and peer masks. About 180 bytes on the stack.

#[cfg(any(test, feature = "peer-tables"))]
use crate::geometry::PEERS;
#[cfg(any(test, not(feature = "peer-tables")))]
use crate::geometry::units_of;
use crate::geometry::{CELLS, UNIT_CELLS, UNITS, unit_set_of};
use crate::{Candidates, Digit, DigitSet};

const fn build_unit_bits() -> [u128; UNITS] {
    let mut t = [0u128; UNITS];
    let mut u = 0;
    while u < UNITS {
        let mut k = 0;
        while k < 9 {
            t[u] |= 1 << UNIT_CELLS[u][k];
            k += 1;
        }
        u += 1;
    }
    t
}

#[cfg(any(test, feature = "peer-tables"))]
const fn build_peer_bits() -> [u128; CELLS] {
    let mut t = [0u128; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut k = 0;
        while k < PEERS[i].len() {
            t[i] |= 1 << PEERS[i][k];
            k += 1;
        }
        i += 1;
    }
    t
}

/// The cells of each unit as a bit set (bit `i` for cell `i`).
pub(crate) const UNIT_BITS: [u128; UNITS] = build_unit_bits();
/// The peers of each cell as a bit set. With `peer-tables` only (without: [`peers`] from
/// the units).
#[cfg(any(test, feature = "peer-tables"))]
pub(crate) const PEER_BITS: [u128; CELLS] = build_peer_bits();

/// The cell indices in a bit set, increasing.
pub(crate) fn bits(mut set: u128) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let i = set.trailing_zeros() as usize;
        set &= set - 1;
        Some(i)
    })
}

/// The positions (0–15) in a small bit set, increasing: a cell's digit indices, a unit's
/// positions or lines. [`bits`] in one 16-bit word: widening to `u128` costs its hot loops
/// a two-word step per bit.
#[cfg(feature = "chains")]
pub(crate) fn small_bits(mut set: u16) -> impl Iterator<Item = usize> {
    core::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let i = set.trailing_zeros() as usize;
        set &= set - 1;
        Some(i)
    })
}

/// The bit of one cell.
pub(crate) const fn bit(i: usize) -> u128 {
    1 << i
}

/// Cells that see both `a` and `b`.
pub(crate) fn common_peers(a: usize, b: usize) -> u128 {
    peers(a) & peers(b)
}

/// The peers of cell `i` (none when `i` is out of range).
#[cfg(feature = "peer-tables")]
pub(crate) fn peers(i: usize) -> u128 {
    PEER_BITS.get(i).copied().unwrap_or(0)
}

/// The peers of cell `i` (none when `i` is out of range). Without `peer-tables`: the union of
/// its three units instead of the `PEER_BITS` table.
#[cfg(not(feature = "peer-tables"))]
pub(crate) fn peers(i: usize) -> u128 {
    peers_from_units(i)
}

/// `PEER_BITS` from the units: the cells of the row, column and box, less the cell.
#[cfg(any(test, not(feature = "peer-tables")))]
fn peers_from_units(i: usize) -> u128 {
    if i >= CELLS {
        return 0;
    }
    units_of(i).iter().fold(0, |acc, &u| acc | unit_bits(u)) & !bit(i)
}

/// The cells of unit `u` (none when out of range).
pub(crate) fn unit_bits(u: usize) -> u128 {
    UNIT_BITS.get(u).copied().unwrap_or(0)
}

/// The index of the only cell of a one-cell set.
pub(crate) fn only(set: u128) -> Option<usize> {
    (set != 0 && !several(set)).then(|| set.trailing_zeros() as usize)
}

/// Whether `set` has two bits or more. Counting the bits of a `u128` takes a long software
/// routine on cores without a popcount instruction (and on the default x86-64 target):
/// small counts are cheaper to answer by clearing the lowest bits.
pub(crate) fn several(set: u128) -> bool {
    set & set.wrapping_sub(1) != 0
}

/// Whether `set` has exactly two bits: one left after clearing the lowest.
pub(crate) fn exactly_two(set: u128) -> bool {
    let rest = set & set.wrapping_sub(1);
    rest != 0 && !several(rest)
}

/// Whether `set` has at most `n` bits.
#[cfg(feature = "chains")]
pub(crate) fn at_most(mut set: u128, n: u32) -> bool {
    for _ in 0..n {
        set &= set.wrapping_sub(1);
    }
    set == 0
}

/// The cells of `set` within `unit`, as positions 0–8 in [`UNIT_CELLS`] order. Rows are
/// nine consecutive bits and boxes three runs of three, so only columns need a loop.
#[inline(never)] // keeps the finders that call it in loops from growing large frames
pub(crate) fn unit_positions(set: u128, unit: usize) -> u16 {
    let Some(&cells) = UNIT_CELLS.get(unit) else {
        return 0;
    };
    let first = u32::from(cells[0]);
    let run = |at: u32, len: u32| ((set >> at) as u16) & ((1 << len) - 1);
    match unit {
        0..=8 => run(first, 9),
        9..=17 => {
            // Column cells are 9 apart: shift the column to bit 0, then gather four cells
            // at a time from 32-bit words (cheap on 32-bit cores; `u128` shifts are not).
            let x = set >> first;
            let (lo, hi) = (x as u64, (x >> 64) as u32);
            let (low_half, high_half) = (lo as u32, (lo >> 32) as u32);
            every_ninth(low_half) | every_ninth(high_half >> 4) << 4 | (((hi >> 8) & 1) as u16) << 8
        }
        _ => run(first, 3) | run(first + 9, 3) << 3 | run(first + 18, 3) << 6,
    }
}

/// Bits 0, 9, 18 and 27 of `x` as bits 0–3. One multiplication moves bit `9j` to bit
/// `24 + j` (its product with bit `24 - 8j` of `0x0101_0101`); no two products of the four
/// bits with the four multiplier bits meet at one bit, so nothing carries.
fn every_ninth(x: u32) -> u16 {
    ((x & 0x0804_0201).wrapping_mul(0x0101_0101) >> 24) as u16 & 0xf
}

/// The cells of `unit` at the positions of `set` (bit `k`: the unit's `k`-th cell in
/// [`UNIT_CELLS`] order); the inverse of [`unit_positions`].
#[cfg(feature = "chains")]
pub(crate) fn cells_at(unit: usize, set: u16) -> u128 {
    let Some(cells) = UNIT_CELLS.get(unit) else {
        return 0;
    };
    cells
        .iter()
        .enumerate()
        .filter(|&(k, _)| set & (1 << k) != 0)
        .fold(0, |acc, (_, &c)| acc | bit(usize::from(c)))
}

/// The cells seeing some cell of `set`.
pub(crate) fn seen_by(set: u128) -> u128 {
    bits(set).fold(0, |acc, c| acc | peers(c))
}

/// Two-colours the cluster of `start` along `linked` (the cells linked to some cell of a
/// set): breadth first, the colours alternating. Returns `(on, off)`, `on` holding `start`;
/// they overlap when the cluster has an odd cycle.
pub(crate) fn two_colour(start: usize, linked: impl Fn(u128) -> u128) -> (u128, u128) {
    let (mut on, mut off) = (bit(start), 0u128);
    loop {
        let next_off = off | (linked(on) & !on);
        let next_on = on | (linked(next_off) & !next_off);
        if next_on == on && next_off == off {
            return (on, off);
        }
        on = next_on;
        off = next_off;
    }
}

/// A position prepared for the technique finders.
pub(crate) struct Board<'a> {
    /// The candidates.
    pub pm: &'a Candidates,
    /// `pos[d - 1]`: the cells where digit `d` is still a candidate.
    pub pos: [u128; 9],
    /// The empty cells.
    pub empty: u128,
}

impl<'a> Board<'a> {
    /// Prepares a position.
    pub fn new(pm: &'a Candidates) -> Board<'a> {
        // Cells 0–63 and 64–80 in two words: a bit of a word is one shift.
        let mut pos = [[0u64; 2]; 9];
        let mut empty = [0u64; 2];
        for (i, (&m, &v)) in pm.masks().iter().zip(pm.grid().cells()).enumerate() {
            let (word, b) = (i >> 6 & 1, 1u64 << (i & 63));
            if v == 0 {
                empty[word] |= b;
            }
            let mut digits = m.bits();
            while digits != 0 {
                if let Some(p) = pos.get_mut(digits.trailing_zeros() as usize) {
                    p[word] |= b;
                }
                digits &= digits - 1;
            }
        }
        let join = |[low, high]: [u64; 2]| u128::from(low) | u128::from(high) << 64;
        Board {
            pm,
            pos: pos.map(join),
            empty: join(empty),
        }
    }

    /// The candidates of cell `i`.
    pub fn mask(&self, i: usize) -> DigitSet {
        self.pm.masks().get(i).copied().unwrap_or(DigitSet::EMPTY)
    }

    /// The candidates of a set of cells, together.
    #[cfg(feature = "chains")]
    pub fn digits_in(&self, cells: u128) -> DigitSet {
        bits(cells).fold(DigitSet::EMPTY, |acc, c| acc.union(self.mask(c)))
    }

    /// The cells where `digit` (1–9) is a candidate.
    #[inline]
    pub fn cells_of(&self, digit: Digit) -> u128 {
        self.pos.get(digit.index()).copied().unwrap_or(0)
    }

    /// The positions (0–8 within the unit) where `digit` is a candidate in `unit`.
    pub fn positions(&self, unit: usize, digit: Digit) -> u16 {
        unit_positions(self.cells_of(digit), unit)
    }

    /// Per digit index, the units (bit `u`) where the digit is not placed yet.
    #[cfg(any(test, feature = "chains"))]
    pub fn needed(&self) -> [u32; 9] {
        let mut needed = [(1u32 << UNITS) - 1; 9];
        let cells = self.pm.grid().cells();
        for (u, unit) in UNIT_CELLS.iter().enumerate() {
            for &c in unit {
                if let Some(need) = cells
                    .get(usize::from(c))
                    .and_then(|&v| needed.get_mut(usize::from(v).wrapping_sub(1)))
                {
                    *need &= !(1 << u);
                }
            }
        }
        needed
    }

    /// Whether the position is broken: an empty cell has no candidate left, or a digit has
    /// neither a value nor a place in some unit. One pass over the cells: each adds its
    /// three units to its value's, or to each candidate's, units covered.
    pub fn broken(&self) -> bool {
        let mut covered = [0u32; 9];
        let cells = self.pm.masks().iter().zip(self.pm.grid().cells());
        for (i, (mask, &value)) in cells.enumerate() {
            let units = unit_set_of(i);
            let mut digits = match value {
                0 if mask.is_empty() => return true,
                0 => mask.bits(),
                v => 1 << (v - 1),
            };
            while digits != 0 {
                if let Some(c) = covered.get_mut(digits.trailing_zeros() as usize) {
                    *c |= units;
                }
                digits &= digits - 1;
            }
        }
        covered.iter().any(|&c| c != (1 << UNITS) - 1)
    }

    /// The bivalue cells.
    pub fn bivalue(&self) -> u128 {
        let mut out = 0;
        for i in bits(self.empty) {
            if self.mask(i).len() == 2 {
                out |= bit(i);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;

    /// `broken` says what the two checks it replaced said: an empty cell without
    /// candidates, or a unit where a digit that is not placed has no place.
    #[test]
    fn broken_is_an_empty_cell_or_a_digit_without_a_place() {
        let oracle = |b: &Board<'_>| {
            let any = b.pos.iter().fold(0, |acc, p| acc | p);
            b.empty & !any != 0
                || b.pos.iter().zip(b.needed()).any(|(&p, units)| {
                    (0..UNITS).any(|u| units >> u & 1 != 0 && p & unit_bits(u) == 0)
                })
        };
        let grid: crate::Grid =
            "98.7..6..7...5......4..9.7.3....7.8..4..2.......5....1.7...3.9...3...2.....1....6"
                .parse()
                .unwrap();
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let (mut broken, mut whole) = (0, 0);
        for run in 0..45u8 {
            // Mostly one digit's candidates, so that each digit is the one left without a
            // place in some runs.
            let focus = run % 9 + 1;
            let mut pm = Candidates::new(&grid);
            // Candidates taken one at a time, and now and then a digit placed, until broken.
            for _ in 0..200 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let cell = crate::Cell::new((state % 81) as usize).unwrap();
                let any = (state >> 8) as u8 % 9 + 1;
                let digit = Digit::new(if state >> 30 & 3 == 0 { any } else { focus }).unwrap();
                if state >> 20 & 15 == 0 && pm.get(cell).contains(digit) {
                    pm.place(cell, digit);
                } else {
                    pm.eliminate(cell, digit);
                }
                let b = Board::new(&pm);
                assert_eq!(b.broken(), oracle(&b), "{:?}", pm.grid());
                if b.broken() {
                    broken += 1;
                    break;
                }
                whole += 1;
            }
        }
        assert!(broken > 10 && whole > 100, "{broken} {whole}");
    }

    #[test]
    fn tables_match_the_unit_lists() {
        assert_eq!(UNIT_BITS[0], 0x1ff);
        assert!(UNIT_BITS.iter().all(|u| u.count_ones() == 9));
        assert!(PEER_BITS.iter().all(|p| p.count_ones() == 20));
        // The small-flash form gives the same sets.
        for i in 0..=CELLS {
            assert_eq!(peers_from_units(i), peers(i), "cell {i}");
        }
        assert_eq!(common_peers(0, 80).count_ones(), 2); // r1c9 and r9c1
        // Positions agree with a plain scan of the unit's cells for every unit, on sets
        // from a xorshift stream (every cell in and out of them many times).
        let mut state: u128 = 0x0123_4567_89ab_cdef_0fed_cba9_8765_4321;
        for _ in 0..2000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let set = state & ((1 << 81) - 1);
            for (u, cells) in UNIT_CELLS.iter().enumerate() {
                let mut want = 0u16;
                for (k, &c) in cells.iter().enumerate() {
                    if set & bit(usize::from(c)) != 0 {
                        want |= 1 << k;
                    }
                }
                assert_eq!(unit_positions(set, u), want, "unit {u} set {set:#x}");
            }
        }
    }
}
