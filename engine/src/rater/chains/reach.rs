//! Static reachability: which potentials a static chain can reach from a start at all,
//! ignoring the order and the parents the searches keep. Sudoku Explainer's producers and the
//! ladder's alternating inference chains follow each start potential by potential, keeping
//! every derivation. Many starts lead nowhere: bit sets over the whole grid, without reasons
//! or parents (waves of them when the chain's length is limited, a closure followed potential
//! by potential when it is not), prove that more cheaply (and one closure answers for every
//! potential it reaches), so the searches skip those starts without changing what they find.
//!
//! The links are a static branch's ([`Rule::Static`](super::branch::Rule::Static)), which are
//! also Sudoku Explainer's `on_to_off` and `off_to_on`: an on potential turns off its digit in the
//! peers and (with Y-links) the cell's other digits; an off potential turns on the other
//! candidate of a bivalue cell (with Y-links) and the other place of its digit in a unit
//! where it has two (X-links).

use super::branch::{Node, pair_units};
use crate::geometry::units_of;
use crate::rater::board::{bit, bits, peers, several, small_bits, unit_bits};

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

    /// The potentials whose negation is not in the set.
    fn unpaired(&self) -> Set {
        let mut out = *self;
        for d in 0..9 {
            let both = self.on[d] & self.off[d];
            out.on[d] &= !both;
            out.off[d] &= !both;
        }
        out
    }

    #[cfg(feature = "se-score")]
    fn is_empty(&self) -> bool {
        self.on.iter().chain(self.off.iter()).all(|&s| s == 0)
    }
}

/// Potentials still to follow: a set, and the digits (bit `d`) it has on and off.
#[derive(Clone, Copy, Default)]
struct Frontier {
    cells: Set,
    digits: [u16; 2],
}

impl Frontier {
    /// Takes one potential, on ones first: whether on, its digit index and cell.
    fn pop(&mut self) -> Option<(bool, usize, usize)> {
        let on = self.digits[1] != 0;
        let digits = &mut self.digits[usize::from(on)];
        let d = digits.trailing_zeros() as usize;
        let todo = if on {
            &mut self.cells.on
        } else {
            &mut self.cells.off
        };
        let cells = todo.get_mut(d)?;
        let c = cells.trailing_zeros() as usize;
        *cells &= *cells - 1;
        if *cells == 0 {
            *digits &= !(1 << d);
        }
        Some((on, d, c))
    }

    fn is_empty(&self) -> bool {
        self.digits == [0, 0]
    }
}

/// Where [`Reach::static_links`] puts what a potential leads to.
trait Derived {
    /// Takes the candidates `cells` of digit index `d`, on or off; returns whether one of
    /// them was taken the other way.
    fn add(&mut self, on: bool, d: usize, cells: u128) -> bool;
}

impl Derived for Closure {
    #[inline(always)]
    fn add(&mut self, on: bool, d: usize, cells: u128) -> bool {
        Closure::add(self, on, d, cells)
    }
}

/// [`Derived`] as one potential after another (for [`Reach::links_of`]).
#[cfg(feature = "se-score")]
struct Each<F: FnMut(u16)>(F);

#[cfg(feature = "se-score")]
impl<F: FnMut(u16)> Derived for Each<F> {
    #[inline(always)]
    fn add(&mut self, on: bool, d: usize, cells: u128) -> bool {
        for c in bits(cells) {
            (self.0)(potential(c, d, on));
        }
        false
    }
}

/// A closure followed potential by potential: what it holds, and what it has not followed
/// yet.
#[derive(Default)]
struct Closure {
    seen: Set,
    todo: Frontier,
}

impl Closure {
    /// The closure of `start` before anything is followed.
    fn of(start: u16) -> Closure {
        let mut closure = Closure::default();
        closure.add(is_on(start), digit_of(start), bit(cell_of(start)));
        closure
    }

    /// Adds the candidates `cells` of digit index `d`, on or off; returns whether one of them
    /// is in the closure the other way (then the closure is not whole).
    fn add(&mut self, on: bool, d: usize, cells: u128) -> bool {
        let (same, other, todo) = if on {
            (&mut self.seen.on, &self.seen.off, &mut self.todo.cells.on)
        } else {
            (&mut self.seen.off, &self.seen.on, &mut self.todo.cells.off)
        };
        let new = cells & !same[d];
        if new == 0 {
            return false;
        }
        same[d] |= new;
        todo[d] |= new;
        self.todo.digits[usize::from(on)] |= 1 << d;
        new & other[d] != 0
    }

    /// A potential not followed yet: whether on, its digit index and cell.
    fn next(&mut self) -> Option<(bool, usize, usize)> {
        self.todo.pop()
    }
}

/// The cells in at least one of `sets`, and in at least two.
#[cfg(any(test, feature = "se-score"))]
fn union_and_twice(sets: &[u128; 9]) -> (u128, u128) {
    let (mut one, mut two) = (0u128, 0u128);
    for &s in sets {
        two |= one & s;
        one |= s;
    }
    (one, two)
}

/// Whether a candidate is on in one of the sets and off in the other.
fn crossed(a: &Set, b: &Set) -> bool {
    (0..9).any(|d| (a.on[d] & b.off[d]) | (b.on[d] & a.off[d]) != 0)
}

/// The digit index, unit and crossing unit of a crossing's key ([`Locks::fired`]).
fn crossing_of(key: u16) -> (usize, usize, usize) {
    let key = usize::from(key);
    (key / 729, key / 27 % 27, key % 27)
}

/// The units crossing unit `u` (a box's row and column, a line's box) that hold `places`
/// (places of `u`): none, one, or for one place in a box, its row and its column.
fn crossings_holding(u: usize, places: u128) -> impl Iterator<Item = usize> {
    // A crossing holding the places holds the first of them: a box crosses the first place's
    // row and column, a line its box (two lines cross in one cell only).
    let [row, col, bx] = units_of(places.trailing_zeros() as usize);
    let others = if u >= 18 { [row, col] } else { [bx, bx] };
    others
        .into_iter()
        .take(if u >= 18 { 2 } else { 1 })
        .filter(move |&other| places & !unit_bits(other) == 0)
}

/// Per cell, the units (bit `u`) other than its own that hold two or more of its peers: the
/// other lines through its box, the other boxes along its row and its column. Built at
/// compile time (the division is not in the hot path).
const CROSSING: [u32; 81] = {
    let mut t = [0u32; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, col) = (cell / 9, cell % 9);
        let (band, stack) = (row / 3, col / 3);
        let mut k = 0;
        while k < 3 {
            // Rows 0–8, columns 9–17, boxes 18–26 (row-major).
            if band * 3 + k != row {
                t[cell] |= 1 << (band * 3 + k);
            }
            if stack * 3 + k != col {
                t[cell] |= 1 << (9 + stack * 3 + k);
            }
            if k != stack {
                t[cell] |= 1 << (18 + band * 3 + k);
            }
            if k != band {
                t[cell] |= 1 << (18 + k * 3 + stack);
            }
            k += 1;
        }
        cell += 1;
    }
    t
};

/// Words of a bit set over (digit index, unit, crossing unit).
const LOCK_WORDS: usize = (9 * 27 * 27usize).div_ceil(64);

/// Crossings a grouped closure has turned off the rest of, and those not yet followed.
struct Locks {
    /// Bit `(digit index × 27 + unit) × 27 + crossing unit`.
    fired: [u64; LOCK_WORDS],
    /// The same, in the order found.
    list: heapless::Vec<u16, 256>,
    /// A crossing did not fit in `list`: the closure is no longer whole.
    full: bool,
}

impl Locks {
    fn new() -> Locks {
        Locks {
            fired: [0; LOCK_WORDS],
            list: heapless::Vec::new(),
            full: false,
        }
    }

    /// Notes the crossing `key` as fired; a crossing fired before is not listed again.
    fn fire(&mut self, key: u16) {
        let (word, bit) = (usize::from(key) >> 6, 1u64 << (key & 63));
        if self.fired[word] & bit == 0 {
            self.fired[word] |= bit;
            self.full |= self.list.push(key).is_err();
        }
    }
}

/// The static links of one working grid.
pub(crate) struct Reach {
    grid: Grid,
    /// Cells with two candidates.
    bivalue: u128,
    /// Each cell's candidates (bit `d` for digit index `d`).
    candidates: [u16; 81],
    /// Per digit index, the units (bit `u`) where the digit has exactly two places.
    pairs: [u32; 9],
    /// Per digit index, the units (bit `u`) where the digit has three or four places.
    three_or_four: [u32; 9],
    /// Without and with Y-links, and grouped: potentials known not to reach their negation.
    clear: [Set; 3],
    /// With Y-links: potentials known to reach their negation at some length.
    #[cfg(feature = "se-score")]
    crossing: Set,
}

/// Per unit `u` and unit `other` crossing it (a box and a line through it, either way), an
/// index below 108 ([`NO_CROSSING`]: they do not cross).
#[cfg(feature = "se-score")]
const CROSSING_INDEX: [u8; 27 * 27] = {
    let mut t = [NO_CROSSING; 27 * 27];
    let mut next = 0u8;
    let mut u: usize = 0;
    while u < 27 {
        let mut other: usize = 0;
        while other < 27 {
            // Rows 0-8, columns 9-17, boxes 18-26 (box b holds rows 3(b/3).., columns 3(b%3)..).
            let (line, bx) = if u >= 18 {
                (other, u - 18)
            } else {
                (u, other.wrapping_sub(18))
            };
            let crosses = (u >= 18) != (other >= 18)
                && line < 18
                && bx < 9
                && if line < 9 {
                    line / 3 == bx / 3
                } else {
                    (line - 9) / 3 == bx % 3
                };
            if crosses {
                t[u * 27 + other] = next;
                next += 1;
            }
            other += 1;
        }
        u += 1;
    }
    t
};

/// Not a crossing, in [`CROSSING_INDEX`].
#[cfg(feature = "se-score")]
const NO_CROSSING: u8 = u8::MAX;

/// Per crossing index ([`CROSSING_INDEX`]), its unit and the unit crossing it.
#[cfg(feature = "se-score")]
const CROSSING_UNITS: [(u8, u8); 108] = {
    let mut t = [(0u8, 0u8); 108];
    let mut k = 0;
    while k < 27 * 27 {
        let i = CROSSING_INDEX[k];
        if i != NO_CROSSING {
            t[i as usize] = ((k / 27) as u8, (k % 27) as u8);
        }
        k += 1;
    }
    t
};

/// Nodes of the graph [`Reach::links_of`] describes: the 1,458 potentials, then one per
/// crossing of each digit (digit index × 108 + [`CROSSING_INDEX`], after the potentials).
#[cfg(feature = "se-score")]
pub(super) const GRAPH_NODES: usize = POTENTIALS + 9 * 108;

/// Potentials, numbered like [`Node`]s.
#[cfg(feature = "se-score")]
const POTENTIALS: usize = 2 * 729;

/// The graph node of a crossing's key ([`Locks::fired`]).
#[cfg(feature = "se-score")]
fn node_of_key(key: u16) -> u16 {
    let (d, u, other) = crossing_of(key);
    let index = CROSSING_INDEX.get(u * 27 + other).copied().unwrap_or(0);
    (POTENTIALS + d * 108 + usize::from(index)) as u16
}

/// The crossing's key of a graph node after the potentials.
#[cfg(feature = "se-score")]
fn key_of_node(node: u16) -> u16 {
    let k = usize::from(node) - POTENTIALS;
    let (d, index) = (k / 108, k % 108);
    let (u, other) = CROSSING_UNITS.get(index).copied().unwrap_or((0, 0));
    ((d * 27 + usize::from(u)) * 27 + usize::from(other)) as u16
}

/// Where [`Reach::links_of`] gathers one node's links, kept between calls so that each
/// call clears only what the last one set.
#[cfg(feature = "se-score")]
pub(super) struct Scratch {
    closure: Closure,
    locks: Locks,
}

#[cfg(feature = "se-score")]
impl Scratch {
    pub(super) fn new() -> Scratch {
        Scratch {
            closure: Closure::default(),
            locks: Locks::new(),
        }
    }

    fn clear(&mut self) {
        self.closure = Closure::default();
        for &key in &self.locks.list {
            self.locks.fired[usize::from(key) >> 6] &= !(1u64 << (key & 63));
        }
        self.locks.list.clear();
        self.locks.full = false;
    }
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
        let mut candidates = [0u16; 81];
        for (d, &cells) in grid.iter().enumerate() {
            for c in bits(cells) {
                if let Some(m) = candidates.get_mut(c) {
                    *m |= 1 << d;
                }
            }
        }
        Reach {
            grid: *grid,
            bivalue: two & !three,
            candidates,
            pairs: pair_units(grid),
            three_or_four: grid.map(|s| {
                (0..27)
                    .filter(|&u| (3..=4).contains(&(s & unit_bits(u)).count_ones()))
                    .fold(0, |units, u| units | 1 << u)
            }),
            clear: [Set::default(); 3],
            #[cfg(feature = "se-score")]
            crossing: Set::default(),
        }
    }

    /// The candidates (bit `cell * 9 + digit`) whose off potential turns something on in
    /// one step, with Y-links when `y` and X-links when `x`: a candidate of a bivalue cell, a
    /// place of a digit in a unit where it has two.
    #[cfg(feature = "se-score")]
    pub fn turning_on(&self, (y, x): (bool, bool)) -> [u64; 12] {
        let mut live = [0u64; 12];
        for (d, (&cells, &units)) in self.grid.iter().zip(&self.pairs).enumerate() {
            let mut from = if y { self.bivalue } else { 0 };
            if x {
                for u in (0..27).filter(|&u| units & (1 << u) != 0) {
                    from |= unit_bits(u);
                }
            }
            for c in bits(cells & from) {
                let k = c * 9 + d;
                live[k >> 6] |= 1 << (k & 63);
            }
        }
        live
    }

    /// The potentials `fresh` leads to in one step, with Y-links when `y`, X-links (off to
    /// on in a unit) when `x`.
    #[cfg(any(test, feature = "se-score"))]
    fn step(&self, fresh: &Set, (y, x): (bool, bool)) -> Set {
        let mut next = Set::default();
        // Every static link turns a potential's polarity over, so the waves from one start
        // hold one polarity each and the other half is skipped.
        if fresh.on.iter().any(|&s| s != 0) {
            // On → off: the digit in the peers, and with Y-links the cell's other digits (a
            // cell on for some other digit: on for any digit but this one, or for two).
            let (any_on, two_on) = union_and_twice(&fresh.on);
            for d in 0..9 {
                for c in bits(fresh.on[d]) {
                    next.off[d] |= peers(c);
                }
                if y {
                    next.off[d] |= (any_on & !fresh.on[d]) | (two_on & fresh.on[d]);
                }
                next.off[d] &= self.grid[d];
            }
        }
        if fresh.off.iter().any(|&s| s != 0) {
            // Off → on: the other candidate of a bivalue cell (Y-links), the other place of
            // the digit in a unit of two (X-links).
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
            }
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

    /// The potentials a static chain from `start` reaches (Y- and X-links) by wave `late`
    /// and by wave `early`, and whether the first is the whole closure.
    fn halfway(&self, start: u16, (early, late): (u32, u32)) -> (Set, Set, bool) {
        let mut closure = Closure::of(start);
        let mut at_early = closure.seen;
        for wave in 1..=late {
            // The last wave's potentials, followed one by one: what they lead to is the
            // next wave.
            let mut wave_of = core::mem::take(&mut closure.todo);
            while let Some(potential) = wave_of.pop() {
                self.static_links(potential, &mut closure);
            }
            if closure.todo.is_empty() {
                // Wave `early`, if not reached, would have added nothing either.
                let seen = closure.seen;
                return (seen, if wave <= early { seen } else { at_early }, true);
            }
            if wave == early {
                at_early = closure.seen;
            }
        }
        (closure.seen, at_early, false)
    }

    /// [`Reach::halfway`] by X-links alone: the start's digit only.
    fn halfway_one(&self, start: u16, (early, late): (u32, u32)) -> (Set, Set, bool) {
        let d = digit_of(start);
        let mut first = Set::default();
        first.insert(start);
        let mut seen = (first.on[d], first.off[d]);
        let mut at_early = seen;
        let mut fresh = seen;
        let mut whole = false;
        for wave in 1..=late {
            let (next_on, next_off) = self.step_one(d, fresh);
            fresh = (next_on & !seen.0, next_off & !seen.1);
            if fresh.0 | fresh.1 == 0 {
                whole = true;
                if wave <= early {
                    at_early = seen;
                }
                break;
            }
            seen = (seen.0 | fresh.0, seen.1 | fresh.1);
            if wave == early {
                at_early = seen;
            }
        }
        let set = |(on, off): (u128, u128)| {
            let mut set = Set::default();
            set.on[d] = on;
            set.off[d] = off;
            set
        };
        (set(seen), set(at_early), whole)
    }

    /// [`Reach::may_refute`] without a limit, with Y- and X-links: whether the whole static
    /// closure of `start` holds a candidate both on and off, followed potential by
    /// potential. Most closures are a few dozen potentials, far fewer steps than the waves'
    /// passes over every digit; it stops at the first candidate met both ways. A closure
    /// that never crosses is clear.
    fn closure_crosses(&mut self, start: u16) -> bool {
        let mut closure = Closure::of(start);
        while let Some(potential) = closure.next() {
            if self.static_links(potential, &mut closure) {
                return true;
            }
        }
        self.clear[1].absorb(closure.seen);
        false
    }

    /// Every potential a static chain (Y- and X-links) from `start` reaches, as on and off
    /// cells per digit index: a branch on the same links that stops at its first
    /// contradiction derives part of it.
    #[cfg(feature = "se-score")]
    pub fn closure_of(&self, start: u16) -> ([u128; 9], [u128; 9]) {
        let mut closure = Closure::of(start);
        while let Some(potential) = closure.next() {
            let _ = self.static_links(potential, &mut closure);
        }
        (closure.seen.on, closure.seen.off)
    }

    /// What the cycles through `cell` = digit index `d` (on) may eliminate, by any of the
    /// static links: `(members, victims)`, cells per digit index. A cycle's victim, of digit
    /// `e`, lies outside the loop's cells and sees two of its nodes of digit `e`: `x` on
    /// when the start is on, `y` off. Read forwards from the start on, the loop turns `x`
    /// on and `y` off; read backwards (each static link has its contrapositive), the start
    /// off turns `x` off and `y` on. So `x` is on in the start's closure and off in its
    /// negation's, `y` the other way round: the members, and the victims are the
    /// candidates that see one of each. A member's closures are the start's (one
    /// way or the other: they reach each other), so the same holds for cycles through it:
    /// it may eliminate only victims outside its own cell.
    #[cfg(feature = "se-score")]
    pub fn cycle_victims(
        &mut self,
        (cell, d): (usize, usize),
        mut closure_of: impl FnMut(&Reach, u16) -> ([u128; 9], [u128; 9]),
    ) -> ([u128; 9], [u128; 9]) {
        let start = potential(cell, d, true);
        let (mut members, mut victims) = ([0; 9], [0; 9]);
        // A start whose negation turns nothing on (outside a bivalue cell and the units where
        // its digit has two places) is on no cycle.
        let paired = units_of(cell)
            .iter()
            .any(|&u| self.pairs[d] & (1 << u) != 0);
        if !paired && self.bivalue & bit(cell) == 0 {
            members[d] = bit(cell);
            return (members, victims);
        }
        let (on_if_off, off_if_off) = closure_of(self, start ^ 1);
        let (on_if_on, off_if_on) = closure_of(self, start);
        let seen = |cells: u128| bits(cells).fold(0, |seen, c| seen | peers(c));
        // The members' closures are the start's or its negation's: whether those cross
        // (reach a candidate both ways) answers [`Reach::may_refute`] for them too.
        let (mut same, mut other) = (Set::default(), Set::default());
        for e in 0..9 {
            let x = on_if_on[e] & off_if_off[e];
            let y = on_if_off[e] & off_if_on[e];
            members[e] = x | y;
            if x != 0 && y != 0 {
                victims[e] = seen(x) & seen(y) & self.grid[e];
            }
            (same.on[e], same.off[e]) = (x, y);
            (other.on[e], other.off[e]) = (y, x);
        }
        for ((on, off), members) in [
            ((on_if_on, off_if_on), same),
            ((on_if_off, off_if_off), other),
        ] {
            if (0..9).any(|e| on[e] & off[e] != 0) {
                self.crossing.absorb(members);
            } else {
                // Every potential of a closure that does not cross has a closure within it.
                self.clear[1].absorb(Set { on, off });
            }
        }
        (members, victims)
    }

    /// Adds to `closure` what the potential `(on, d, c)` (on or off, digit index, cell)
    /// leads to by the static links, Y and X; returns whether one of those is in the
    /// closure the other way.
    #[inline(always)]
    fn static_links(&self, (on, d, c): (bool, usize, usize), closure: &mut impl Derived) -> bool {
        let others = self.candidates[c] & !(1 << d);
        if on {
            // On → off: the digit in the peers, the cell's other digits.
            let mut crossed = closure.add(false, d, peers(c) & self.grid[d]);
            for e in small_bits(others) {
                crossed |= closure.add(false, e, bit(c));
            }
            crossed
        } else {
            // Off → on: the other candidate of a bivalue cell, the other place of the digit
            // in a unit of two.
            let mut places = 0;
            for u in units_of(c) {
                if self.pairs[d] & (1 << u) != 0 {
                    places |= self.grid[d] & unit_bits(u) & !bit(c);
                }
            }
            let mut crossed = closure.add(true, d, places);
            if self.bivalue & bit(c) != 0 {
                crossed |= closure.add(true, others.trailing_zeros() as usize, bit(c));
            }
            crossed
        }
    }

    /// Whether a static chain from `start` may reach its negation resting on at most `limit`
    /// potentials (with Y-links when `y`, X-links always). `false` is certain. The static
    /// links are symmetric (each has its contrapositive): a start reaching a candidate on in
    /// `a` links and off in `b` reaches its own negation in `a + b` (on to the candidate, then
    /// back along the contrapositive of the way off), and the middle of a shortest way to its
    /// negation is such a candidate. So the waves need only go half way. A potential in a
    /// whole closure reaches only what the start reaches: when its negation is not there,
    /// it never refutes itself, which later questions then answer at once.
    #[inline(never)]
    pub fn may_refute(&mut self, start: u16, y: bool, limit: u32) -> bool {
        if self.clear[usize::from(y)].contains(start) {
            return false;
        }
        // The negation, if reached, is `links` away at most: a candidate met on and off,
        // one of them by wave `late` and the other by wave `early`, with `early + late`
        // within that.
        if y && limit == u32::MAX {
            #[cfg(feature = "se-score")]
            if self.crossing.contains(start) {
                return true;
            }
            return self.closure_crosses(start);
        }
        let links = limit.saturating_sub(1);
        let early = links / 2;
        let late = links - early;
        let (seen, at_early, whole) = if y {
            self.halfway(start, (early, late))
        } else {
            self.halfway_one(start, (early, late))
        };
        if crossed(&seen, &at_early) {
            return true;
        }
        if whole {
            self.clear[usize::from(y)].absorb(seen.unpaired());
        }
        false
    }

    /// Grouped links ([`Rule::Grouped`](super::branch::Rule::Grouped)) from the places
    /// `gone` of digit index `d` in unit `u`, gone off for one reason: the places left, when
    /// one, are on, and when within a crossing of `u` with another unit, the digit is off in
    /// the rest of that unit (`locks` keeps those conclusions, which are one reason too).
    /// The branch's reason may have turned off fewer of the places (some were off already),
    /// so fewer places are left here. When none is left, the branch may hold anything (it
    /// has turned off every place of the digit in the unit): returns `false`.
    #[must_use]
    #[inline]
    fn grouped(
        &self,
        (d, u, gone): (usize, usize, u128),
        closure: &mut Closure,
        locks: &mut Locks,
    ) -> bool {
        let places = self.grid[d] & unit_bits(u);
        if places & gone == 0 {
            return true;
        }
        let rest = places & !gone;
        if rest == 0 {
            return false;
        }
        // Without a popcount instruction, clearing the lowest bits is cheaper than counting.
        let but_one = rest & rest.wrapping_sub(1);
        let but_two = but_one & but_one.wrapping_sub(1);
        if but_two & but_two.wrapping_sub(1) != 0 {
            return true; // neither one place nor a crossing's
        }
        if but_one == 0 {
            closure.add(true, d, rest);
        }
        for other in crossings_holding(u, rest) {
            self.lock_in(d, (u, other), closure, locks);
        }
        true
    }

    /// The crossing of `u` with `other` holds digit index `d`'s places in `u`: the digit is
    /// off in the rest of `other`, for one reason.
    #[inline]
    fn lock_in(
        &self,
        d: usize,
        (u, other): (usize, usize),
        closure: &mut Closure,
        locks: &mut Locks,
    ) {
        closure.add(false, d, self.grid[d] & unit_bits(other) & !unit_bits(u));
        locks.fire(((d * 27 + u) * 27 + other) as u16);
    }

    /// The digit index and the places a crossing's key ([`Locks::fired`]) turns off.
    fn lock(&self, key: u16) -> (usize, u128) {
        let (d, u, other) = crossing_of(key);
        (d, self.grid[d] & unit_bits(other) & !unit_bits(u))
    }

    /// Follows the crossing `key`, fired in `closure`: its places gone off for one reason in
    /// each other unit they lie in. Returns `false` when that leaves a unit without a place.
    fn follow(&self, key: u16, closure: &mut Closure, locks: &mut Locks) -> bool {
        let (d, victims) = self.lock(key);
        let mut units = 0u32;
        for c in bits(victims) {
            for u in units_of(c) {
                units |= 1 << u;
            }
        }
        let mut held = true;
        while units != 0 && held {
            let u = units.trailing_zeros() as usize;
            units &= units - 1;
            // A unit with one victim and three places or more: the victim, off in the
            // closure, gives that unit's reason itself (its three or four places), or there
            // is none (five or more).
            let gone = victims & unit_bits(u);
            let places = self.grid[d] & unit_bits(u);
            let but_one = places & places.wrapping_sub(1);
            held = (!several(gone) && several(but_one))
                || self.grouped((d, u, victims), closure, locks);
        }
        held
    }

    /// Adds to `closure` what the potential `(on, d, c)` leads to by the grouped links
    /// beyond the static ones (a crossing left holding its digit's places in a unit, for
    /// one reason). Returns `false` when it turns off every place of its digit in a unit:
    /// then the branch may hold anything.
    #[inline(always)]
    fn grouped_links(
        &self,
        (on, d, c): (bool, usize, usize),
        closure: &mut Closure,
        locks: &mut Locks,
    ) -> bool {
        if on {
            // The units where `c` turns off two or more of the digit's places, not
            // its own (where it turns off one, that place alone is below): only
            // those crossing one of its own can.
            let seen_by = peers(c) & self.grid[d];
            let mut units = CROSSING.get(c).copied().unwrap_or(0);
            let mut held = true;
            while units != 0 && held {
                let u = units.trailing_zeros() as usize;
                units &= units - 1;
                held = !several(seen_by & unit_bits(u))
                    || self.grouped((d, u, seen_by), closure, locks);
            }
            held
        } else {
            // An off place alone is a reason of its own when its cell's other digit
            // turned it off. With one place left that is a static link; with none
            // the branch concludes nothing; with two or three (in a unit of three or
            // four), one crossing at most holds them.
            for u in units_of(c) {
                if self.three_or_four[d] & (1 << u) != 0 {
                    let rest = self.grid[d] & unit_bits(u) & !bit(c);
                    if let Some(other) = crossings_holding(u, rest).next() {
                        self.lock_in(d, (u, other), closure, locks);
                    }
                }
            }
            true
        }
    }

    /// The closures' graph: calls `each` with every node `node` leads to in one step, by
    /// the static links (the Y- and X-links of [`Reach::closure_of`]) or with `grouped` by
    /// the grouped ones too ([`Reach::may_refute_grouped`]'s). A node is a potential, or (for
    /// `grouped`) a crossing left holding its digit's places in one of its units, which
    /// turns the digit off in the rest of the other ([`GRAPH_NODES`]). A closure is the
    /// nodes reachable from its start. Returns whether the node turns off every place of a
    /// digit in a unit (then a branch through it may hold anything).
    #[cfg(feature = "se-score")]
    pub(super) fn links_of(
        &self,
        node: u16,
        grouped: bool,
        scratch: &mut Scratch,
        mut each: impl FnMut(u16),
    ) -> bool {
        let is_potential = usize::from(node) < POTENTIALS;
        let (on, d, c) = (is_on(node), digit_of(node), cell_of(node));
        if is_potential {
            self.static_links((on, d, c), &mut Each(&mut each));
            if !grouped {
                return false;
            }
        }
        scratch.clear();
        let Scratch { closure, locks } = scratch;
        let held = if is_potential {
            self.grouped_links((on, d, c), closure, locks)
        } else {
            self.follow(key_of_node(node), closure, locks)
        };
        for d in 0..9 {
            for c in bits(closure.seen.on[d]) {
                each(potential(c, d, true));
            }
            for c in bits(closure.seen.off[d]) {
                each(potential(c, d, false));
            }
        }
        for &key in &locks.list {
            each(node_of_key(key));
        }
        !held || locks.full
    }

    /// Whether a grouped branch ([`Rule::Grouped`](super::branch::Rule::Grouped)) from
    /// `start` may derive its negation. `false` is certain: this closure holds all the
    /// branch derives (the static links, and the grouped ones of every reason the branch
    /// can have: an on node of the digit, a cell's other digit, a crossing), and each
    /// conclusion follows from one potential or one crossing, so a potential the start
    /// reaches derives only what the start derives: when its negation is not there, it
    /// cannot refute itself either.
    // Kept out of line: inlined into the chain search, it doubles that function's code.
    #[inline(never)]
    pub fn may_refute_grouped(&mut self, start: u16) -> bool {
        if self.clear[2].contains(start) {
            return false;
        }
        let mut locks = Locks::new();
        let mut closure = Closure::of(start);
        // Crossings followed so far, in the order fired.
        let mut done = 0;
        loop {
            let held = if let Some(potential) = closure.next() {
                self.static_links(potential, &mut closure);
                self.grouped_links(potential, &mut closure, &mut locks)
            } else if let Some(&key) = locks.list.get(done) {
                done += 1;
                self.follow(key, &mut closure, &mut locks)
            } else {
                break;
            };
            if !held || locks.full || closure.seen.contains(start ^ 1) {
                return true;
            }
        }
        self.clear[2].absorb(closure.seen.unpaired());
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

/// For tests (the walks are in `walk`): at the position of `grid`, works out every
/// candidate's cycle victims, then checks that [`Reach::may_refute`] without a limit,
/// with Y-links, answers for every potential as its closure does, knowing what
/// [`Reach::cycle_victims`] learnt of crossing and clear closures. Returns how many
/// potentials it knew crossing and clear.
#[cfg(all(test, feature = "se-score"))]
pub(crate) fn check_cycle_victims_teach(grid: &Grid) -> (u32, u32) {
    let fresh = Reach::new(grid);
    let mut taught = Reach::new(grid);
    for (d, &cells) in grid.iter().enumerate() {
        for c in bits(cells) {
            let _ = taught.cycle_victims((c, d), Reach::closure_of);
        }
    }
    let (mut crossing, mut clear) = (0, 0);
    for (d, &cells) in grid.iter().enumerate() {
        for c in bits(cells) {
            for on in [true, false] {
                let start = potential(c, d, on);
                let (on_cells, off_cells) = fresh.closure_of(start);
                let crosses = (0..9).any(|e| on_cells[e] & off_cells[e] != 0);
                crossing += u32::from(taught.crossing.contains(start));
                clear += u32::from(taught.clear[1].contains(start));
                assert_eq!(taught.may_refute(start, true, u32::MAX), crosses, "{start}");
            }
        }
    }
    (crossing, clear)
}

#[cfg(test)]
mod tests {
    use super::super::branch::{Branch, Position, Rule};
    use super::*;
    use crate::rater::board::Board;
    use crate::rater::test_util::{HARD, from_line, thinned, xorshift};

    /// Every refutation a branch finds, the reach check allows: the static one for static
    /// branches, the grouped one for grouped branches. Positions: hard puzzles with their
    /// candidates thinned at random (the checks hold in any state, broken ones too).
    #[test]
    fn the_reach_checks_allow_every_refutation() {
        let lines = HARD;
        let mut random = xorshift(0x9E37_79B9_7F4A_7C15);
        let (mut grouped, mut fixed) = (0, 0);
        for line in lines {
            for round in 0..8u64 {
                let pm = thinned(line, round, &mut random);
                let board = Board::new(&pm);
                let pos = Position::new(&board);
                let mut reach = Reach::new(&pos.start);
                let mut by_groups = Branch::new(&pos, Rule::Grouped);
                let mut by_links = Branch::new(&pos, Rule::Static);
                for d in 0..9 {
                    for c in bits(pos.start[d]) {
                        for on in [true, false] {
                            let n = Node::new(c, d, on);
                            let may = reach.may_refute_grouped(n.0);
                            by_groups.assume(n);
                            if by_groups.holds(n.negated()) {
                                assert!(may, "{line} round {round}: grouped {n:?}");
                                grouped += 1;
                            }
                            let may = reach.may_refute(n.0, true, u32::MAX);
                            by_links.assume(n);
                            if by_links.holds(n.negated()) {
                                assert!(may, "{line} round {round}: static {n:?}");
                                fixed += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(grouped > fixed && fixed > 0, "{grouped} {fixed}");
    }

    /// The half-way check answers as waves all the way would: a start reaches its negation
    /// within `limit - 1` links exactly when a candidate is met on and off within them.
    #[test]
    fn may_refute_answers_as_the_whole_way() {
        let lines = [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
        ];
        let mut refuted = 0;
        for line in lines {
            let pm = from_line(line);
            let board = Board::new(&pm);
            let pos = Position::new(&board);
            for y in [false, true] {
                for limit in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 17, u32::MAX] {
                    let mut reach = Reach::new(&pos.start);
                    for d in 0..9 {
                        for c in bits(pos.start[d]) {
                            for on in [true, false] {
                                let start = Node::new(c, d, on).0;
                                // Waves of every link, the start's digit alone without Y.
                                let mut seen = Set::default();
                                seen.insert(start);
                                let mut fresh = seen;
                                for _ in 0..limit.saturating_sub(1).min(200) {
                                    let mut next = reach.step(&fresh, (y, true));
                                    if !y {
                                        for e in (0..9).filter(|&e| e != d) {
                                            next.on[e] = 0;
                                            next.off[e] = 0;
                                        }
                                    }
                                    fresh = seen.absorb(next);
                                }
                                let whole_way = seen.contains(start ^ 1);
                                refuted += u32::from(whole_way);
                                assert_eq!(
                                    reach.may_refute(start, y, limit),
                                    whole_way,
                                    "{line} {start} y {y} limit {limit}"
                                );
                            }
                        }
                    }
                }
            }
        }
        assert!(refuted > 0);
    }

    #[cfg(feature = "se-score")]
    #[test]
    fn crossings_are_a_box_and_a_line_through_it() {
        let pairs = CROSSING_INDEX.iter().filter(|&&i| i != NO_CROSSING).count();
        assert_eq!(pairs, 108);
        for u in 0..27 {
            for other in 0..27 {
                let shared = (unit_bits(u) & unit_bits(other)).count_ones();
                let crossing = CROSSING_INDEX[u * 27 + other] != NO_CROSSING;
                assert_eq!(
                    crossing,
                    u != other && shared == 3 && (u >= 18) != (other >= 18)
                );
            }
        }
    }

    #[test]
    fn crossing_units_are_those_holding_two_peers() {
        for (cell, &crossing) in CROSSING.iter().enumerate() {
            let own = units_of(cell).iter().fold(0u32, |m, &u| m | 1 << u);
            let want = (0..27)
                .filter(|&u| own & (1 << u) == 0 && (peers(cell) & unit_bits(u)).count_ones() >= 2)
                .fold(0u32, |m, u| m | 1 << u);
            assert_eq!(crossing, want, "cell {cell}");
        }
    }
}
