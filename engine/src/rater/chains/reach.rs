//! Static reachability: which potentials a static chain can reach from a start at all,
//! ignoring the order and the parents Sudoku Explainer keeps. Its producers follow each start
//! potential by potential, keeping every derivation; most starts lead nowhere, and a wave of
//! bit sets over the whole grid proves that far more cheaply, so they can skip those starts
//! without changing what they find.
//!
//! The links are those of [`on_to_off`](super::implication::on_to_off) and
//! [`off_to_on`](super::implication::off_to_on): an on potential turns off its digit in the
//! peers and (with Y-links) the cell's other digits; an off potential turns on the other
//! candidate of a bivalue cell (with Y-links) and the other place of its digit in a unit
//! where it has two (X-links).

use super::implication::{Grid, cell_of, digit_of, is_on, potential};
use crate::geometry::units_of;
use crate::rater::board::{bit, bits, peers, unit_bits};

/// Potentials as bit sets: on and off cells per digit index.
#[derive(Clone, Copy, Default)]
struct Set {
    on: [u128; 9],
    off: [u128; 9],
}

impl Set {
    fn insert(&mut self, p: u16) {
        let d = digit_of(p);
        let b = bit(cell_of(p));
        if is_on(p) {
            self.on[d] |= b;
        } else {
            self.off[d] |= b;
        }
    }

    fn remove(&mut self, p: u16) {
        let d = digit_of(p);
        let b = bit(cell_of(p));
        if is_on(p) {
            self.on[d] &= !b;
        } else {
            self.off[d] &= !b;
        }
    }

    fn contains(&self, p: u16) -> bool {
        let set = if is_on(p) { &self.on } else { &self.off };
        set[digit_of(p)] & bit(cell_of(p)) != 0
    }

    fn is_empty(&self) -> bool {
        self.on.iter().chain(self.off.iter()).all(|&s| s == 0)
    }
}

/// The cells in at least one of `sets`, and in at least two.
fn union_and_twice(sets: &[u128; 9]) -> (u128, u128) {
    let (mut one, mut two) = (0u128, 0u128);
    for &s in sets {
        two |= one & s;
        one |= s;
    }
    (one, two)
}

/// The static links of one working grid.
pub(crate) struct Reach {
    grid: Grid,
    /// Cells with two candidates.
    bivalue: u128,
    /// Per digit index, the units (bit `u`) where the digit has exactly two places.
    pairs: [u32; 9],
}

impl Reach {
    /// The links of `grid`.
    pub fn new(grid: &Grid) -> Reach {
        let (mut one, mut two, mut three) = (0u128, 0u128, 0u128);
        for &s in grid {
            three |= two & s;
            two |= one & s;
            one |= s;
        }
        let mut pairs = [0u32; 9];
        for (d, units) in pairs.iter_mut().enumerate() {
            for u in 0..27 {
                if (grid[d] & unit_bits(u)).count_ones() == 2 {
                    *units |= 1 << u;
                }
            }
        }
        Reach {
            grid: *grid,
            bivalue: two & !three,
            pairs,
        }
    }

    /// The potentials `fresh` leads to in one step, with Y-links when `y`, X-links (off to
    /// on in a unit) when `x`.
    fn step(&self, fresh: &Set, (y, x): (bool, bool)) -> Set {
        let mut next = Set::default();
        // On → off: the digit in the peers, and with Y-links the cell's other digits (a cell
        // on for some other digit: on for any digit but this one, or for two).
        let (any_on, two_on) = union_and_twice(&fresh.on);
        for d in 0..9 {
            for c in bits(fresh.on[d]) {
                next.off[d] |= peers(c);
            }
            if y {
                next.off[d] |= (any_on & !fresh.on[d]) | (two_on & fresh.on[d]);
            }
        }
        // Off → on: the other candidate of a bivalue cell (Y-links), the other place of the
        // digit in a unit of two (X-links).
        if y {
            let off_bivalue = fresh.off.map(|s| s & self.bivalue);
            let (any_off, two_off) = union_and_twice(&off_bivalue);
            for d in 0..9 {
                next.on[d] |= (any_off & !off_bivalue[d]) | (two_off & off_bivalue[d]);
            }
        }
        if x {
            for d in 0..9 {
                for c in bits(fresh.off[d]) {
                    for u in units_of(c) {
                        if self.pairs[d] & (1 << u) != 0 {
                            next.on[d] |= unit_bits(u) & !bit(c);
                        }
                    }
                }
            }
        }
        for d in 0..9 {
            next.on[d] &= self.grid[d];
            next.off[d] &= self.grid[d];
        }
        next
    }

    /// One digit's potentials (index `d`) that `(on, off)` lead to in one step by X-links
    /// alone: the digit in the peers, the other place in a unit of two.
    fn step_one(&self, d: usize, (on, off): (u128, u128)) -> (u128, u128) {
        let mut next_off = 0;
        for c in bits(on) {
            next_off |= peers(c);
        }
        let mut next_on = 0;
        for c in bits(off) {
            for u in units_of(c) {
                if self.pairs[d] & (1 << u) != 0 {
                    next_on |= unit_bits(u) & !bit(c);
                }
            }
        }
        (next_on & self.grid[d], next_off & self.grid[d])
    }

    /// [`Reach::reaches`] and [`Reach::may_cycle`]'s search without Y-links: one digit's
    /// potentials from `fresh` (already in `seen`) for `waves` waves; whether `target` (a
    /// candidate of the digit and a polarity) is found.
    fn search_one(
        &self,
        d: usize,
        (mut seen, mut fresh): ((u128, u128), (u128, u128)),
        (target, on): (usize, bool),
        waves: u32,
    ) -> bool {
        for _ in 0..waves {
            let (mut next_on, mut next_off) = self.step_one(d, fresh);
            next_on &= !seen.0;
            next_off &= !seen.1;
            seen = (seen.0 | next_on, seen.1 | next_off);
            if (if on { next_on } else { next_off }) & bit(target) != 0 {
                return true;
            }
            if next_on | next_off == 0 {
                return false;
            }
            fresh = (next_on, next_off);
        }
        false
    }

    /// Whether a static chain from `start` can reach `target` resting on at most `limit`
    /// potentials (with Y-links when `y`, X-links always, as forcing chains have).
    pub fn reaches(&self, start: u16, target: u16, (y, limit): (bool, u32)) -> bool {
        if !y && digit_of(start) == digit_of(target) {
            let b = bit(cell_of(start));
            let from = if is_on(start) { (b, 0) } else { (0, b) };
            let to = (cell_of(target), is_on(target));
            return self.search_one(digit_of(start), (from, from), to, limit.saturating_sub(1));
        }
        let mut seen = Set::default();
        seen.insert(start);
        let mut fresh = seen;
        // Wave `k` finds the potentials resting on `k + 1`.
        for _ in 1..limit {
            let mut next = self.step(&fresh, (y, true));
            for d in 0..9 {
                next.on[d] &= !seen.on[d];
                next.off[d] &= !seen.off[d];
                seen.on[d] |= next.on[d];
                seen.off[d] |= next.off[d];
            }
            if next.contains(target) {
                return true;
            }
            if next.is_empty() {
                return false;
            }
            fresh = next;
        }
        false
    }

    /// Whether a cycle of at most `limit` potentials can close back on the on potential
    /// `start` (cell, digit index), with Y-links when `y`, X-links when `x`. A cycle leaves
    /// `start` for one of its successors and comes back from a potential that turns it on
    /// (a *closer*), each potential once: so some closer is reached from a successor other
    /// than itself without passing `start`, which one search per closer decides.
    pub fn may_cycle(&self, (cell, d): (usize, usize), (y, x): (bool, bool), limit: u32) -> bool {
        let start = potential(cell, d, true);
        let mut closers: heapless::Vec<u16, 4> = heapless::Vec::new();
        if y && self.bivalue & bit(cell) != 0 {
            for e in (0..9).filter(|&e| e != d && self.grid[e] & bit(cell) != 0) {
                let _ = closers.push(potential(cell, e, false));
            }
        }
        if x {
            for u in units_of(cell) {
                if self.pairs[d] & (1 << u) != 0 {
                    let other = self.grid[d] & unit_bits(u) & !bit(cell);
                    let _ = closers.push(potential(other.trailing_zeros() as usize, d, false));
                }
            }
        }
        if !y && x {
            // One digit: the successors are the digit's places in the peers.
            let successors = peers(cell) & self.grid[d];
            return closers.iter().any(|&closer| {
                let c = cell_of(closer);
                let fresh = (0, successors & !bit(c));
                let seen = (bit(cell), fresh.1);
                self.search_one(d, (seen, fresh), (c, false), limit.saturating_sub(2))
            });
        }
        let mut first = Set::default();
        first.insert(start);
        let successors = self.step(&first, (y, x));
        closers.iter().any(|&closer| {
            // The successors are one potential from `start`; a closer `limit - 1` away at
            // most, found by wave `limit - 2`.
            let mut seen = successors;
            seen.insert(start);
            seen.remove(closer);
            let mut fresh = seen;
            fresh.remove(start);
            for _ in 2..limit {
                let mut next = self.step(&fresh, (y, x));
                for e in 0..9 {
                    next.on[e] &= !seen.on[e];
                    next.off[e] &= !seen.off[e];
                    seen.on[e] |= next.on[e];
                    seen.off[e] |= next.off[e];
                }
                if next.contains(closer) {
                    return true;
                }
                if next.is_empty() {
                    return false;
                }
                fresh = next;
            }
            false
        })
    }
}
