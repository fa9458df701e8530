//! Static reachability: which potentials a static chain can reach from a start at all,
//! ignoring the order and the parents the searches keep. Sudoku Explainer's producers and the
//! ladder's alternating inference chains follow each start potential by potential, keeping
//! every derivation. Many starts lead nowhere: waves of bit sets over the whole grid, without
//! reasons or parents, prove that more cheaply (and one closure answers for every potential it
//! reaches), so the searches skip those starts without changing what they find.
//!
//! The links are a static branch's ([`Rule::Static`](super::branch::Rule::Static)), which are
//! also Sudoku Explainer's `on_to_off` and `off_to_on`: an on potential turns off its digit in the
//! peers and (with Y-links) the cell's other digits; an off potential turns on the other
//! candidate of a bivalue cell (with Y-links) and the other place of its digit in a unit
//! where it has two (X-links).

use super::branch::{Node, pair_units};
use crate::geometry::units_of;
use crate::rater::board::{bit, bits, peers, unit_bits};

/// Candidates per digit index, as cell bit sets.
type Grid = [u128; 9];

// Potentials are numbered like [`Node`]s (`(cell * 9 + digit) * 2 + on`), as Sudoku
// Explainer's producers number them.
fn cell_of(p: u16) -> usize {
    Node(p).cell()
}

fn digit_of(p: u16) -> usize {
    Node(p).digit()
}

fn is_on(p: u16) -> bool {
    Node(p).is_on()
}

#[cfg(feature = "se-score")]
fn potential(cell: usize, d: usize, on: bool) -> u16 {
    Node::new(cell, d, on).0
}

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

    #[cfg(feature = "se-score")]
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

    /// Adds `next` to the set; returns the part of it that was new.
    fn absorb(&mut self, mut next: Set) -> Set {
        for d in 0..9 {
            next.on[d] &= !self.on[d];
            next.off[d] &= !self.off[d];
            self.on[d] |= next.on[d];
            self.off[d] |= next.off[d];
        }
        next
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
    /// Without and with Y-links: potentials known not to reach their negation.
    clear: [Set; 2],
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
        Reach {
            grid: *grid,
            bivalue: two & !three,
            pairs: pair_units(grid),
            clear: [Set::default(); 2],
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
            for (on, &bivalue) in next.on.iter_mut().zip(&off_bivalue) {
                *on |= (any_off & !bivalue) | (two_off & bivalue);
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

    /// [`Reach::may_cycle`]'s search without Y-links: one digit's
    /// potentials from `fresh` (already in `seen`) for `waves` waves; whether `target` (a
    /// candidate of the digit and a polarity) is found.
    #[cfg(feature = "se-score")]
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

    /// The potentials a static chain from `start` reaches in at most `waves` links (with
    /// Y-links when `y`, X-links always), `start` included, and whether that is all of them.
    fn closure(&self, start: u16, y: bool, waves: u32) -> (Set, bool) {
        let mut seen = Set::default();
        seen.insert(start);
        if !y {
            let d = digit_of(start);
            let mut fresh = (seen.on[d], seen.off[d]);
            for _ in 0..waves {
                let (next_on, next_off) = self.step_one(d, fresh);
                fresh = (next_on & !seen.on[d], next_off & !seen.off[d]);
                if fresh.0 | fresh.1 == 0 {
                    return (seen, true);
                }
                seen.on[d] |= fresh.0;
                seen.off[d] |= fresh.1;
            }
            return (seen, false);
        }
        let mut fresh = seen;
        for _ in 0..waves {
            let next = seen.absorb(self.step(&fresh, (y, true)));
            if next.is_empty() {
                return (seen, true);
            }
            fresh = next;
        }
        (seen, false)
    }

    /// Whether a static chain from `start` may reach its negation resting on at most `limit`
    /// potentials (with Y-links when `y`, X-links always). `false` is certain. The static
    /// links are symmetric (each has its contrapositive), so a start reaching a candidate both
    /// on and off reaches its own negation, and a start whose whole closure holds no such pair
    /// proves the same for everything it reaches, which later questions then answer at once.
    pub fn may_refute(&mut self, start: u16, y: bool, limit: u32) -> bool {
        if self.clear[usize::from(y)].contains(start) {
            return false;
        }
        // The negation, if reached, is `limit - 1` links away at most.
        let (reached, whole) = self.closure(start, y, limit.saturating_sub(1));
        if reached.contains(start ^ 1) {
            return true;
        }
        let pair = (0..9).any(|d| reached.on[d] & reached.off[d] != 0);
        if whole && !pair {
            self.clear[usize::from(y)].absorb(reached);
        }
        false
    }

    /// Whether a cycle of at most `limit` potentials can close back on the on potential
    /// `start` (cell, digit index), with Y-links when `y`, X-links when `x`. A cycle leaves
    /// `start` for one of its successors and comes back from a potential that turns it on
    /// (a *closer*), each potential once: so some closer is reached from a successor other
    /// than itself without passing `start`, which one search per closer decides.
    #[cfg(feature = "se-score")]
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
                let next = seen.absorb(self.step(&fresh, (y, x)));
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
