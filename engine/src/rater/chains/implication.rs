//! Sudoku Explainer's implications, followed the way it follows them, so that the score
//! walk takes the chain SE takes and counts it as SE does.
//!
//! SE derives *potentials* (a candidate on or off) from an assumption through a queue: every
//! pending on potential is spent before the next pending off one, and a potential keeps the
//! parents of its first derivation. A chain's complexity is how many distinct potentials its
//! conclusion rests on, following every parent. In dynamic modes an off potential, once spent,
//! leaves the working grid, and an on potential found from a cell or a unit also rests on
//! every candidate the branch had removed there (its "hidden" parents), which is what makes
//! dynamic chains long.
//!
//! Potentials are numbered like [`Node`](super::branch::Node): `(cell * 9 + digit) * 2 + on`.
//! Several derivations of one potential can be kept (cycles need them), so the store holds
//! *objects*: a potential and its parents. Everything is in fixed arrays.

use crate::geometry::units_of;
use crate::rater::board::{bit, bits, only, peers, unit_bits};

/// Potentials of a grid: 729 candidates × on / off.
pub(crate) const POTENTIALS: usize = 1458;
/// Objects a store holds (one chaining producer's cell at a time).
const MAX_OBJECTS: usize = 32_000;
/// Parent links a store holds.
const MAX_PARENTS: usize = 60_000;
/// No object.
pub(crate) const NONE: u16 = u16::MAX;

/// The potential of `cell`, digit index `d`, polarity `on`.
pub(crate) const fn potential(cell: usize, d: usize, on: bool) -> u16 {
    ((cell * 9 + d) * 2 + on as usize) as u16
}

/// The cell of a potential.
pub(crate) const fn cell_of(p: u16) -> usize {
    p as usize / 18
}

/// The digit index of a potential.
pub(crate) const fn digit_of(p: u16) -> usize {
    (p as usize >> 1) % 9
}

/// Whether a potential is on.
pub(crate) const fn is_on(p: u16) -> bool {
    p & 1 == 1
}

/// A working grid: candidates per digit index.
pub(crate) type Grid = [u128; 9];

/// The candidates of a cell as a 9-bit mask.
pub(crate) fn mask(grid: &Grid, cell: usize) -> u16 {
    // The cell's bit is in one 64-bit half: shifted down from there, without branches.
    let (high, shift) = (cell >= 64, cell & 63);
    let mut m = 0;
    for (d, &s) in grid.iter().enumerate() {
        let half = if high { (s >> 64) as u64 } else { s as u64 };
        m |= (((half >> shift) & 1) as u16) << d;
    }
    m
}

/// A cell's units in SE's order: box, row, column.
pub(crate) fn regions(cell: usize) -> [usize; 3] {
    let [row, col, bx] = units_of(cell);
    [bx, row, col]
}

/// Derived potentials and their parents: an append-only arena of objects. Its vectors are
/// not cleared when made (hundreds of KiB): a producer makes one each time it runs.
pub(crate) struct Store {
    potential: heapless::Vec<u16, MAX_OBJECTS>,
    first: heapless::Vec<u16, MAX_OBJECTS>,
    count: heapless::Vec<u8, MAX_OBJECTS>,
    parents: heapless::Vec<u16, MAX_PARENTS>,
}

impl Store {
    /// An empty store.
    pub fn new() -> Store {
        Store {
            potential: heapless::Vec::new(),
            first: heapless::Vec::new(),
            count: heapless::Vec::new(),
            parents: heapless::Vec::new(),
        }
    }

    /// How many objects there are (a mark for [`Store::truncate`]).
    pub fn mark(&self) -> (usize, usize) {
        (self.potential.len(), self.parents.len())
    }

    /// Drops every object made after `mark`.
    pub fn truncate(&mut self, mark: (usize, usize)) {
        self.potential.truncate(mark.0);
        self.first.truncate(mark.0);
        self.count.truncate(mark.0);
        self.parents.truncate(mark.1);
    }

    /// A new object for potential `p` with one parent (or none); `NONE` when full (the
    /// caller then drops the derivation: no known puzzle comes near the bound).
    pub fn add(&mut self, p: u16, parent: u16) -> u16 {
        let (len, plen) = self.mark();
        if len >= MAX_OBJECTS - 1 || plen >= MAX_PARENTS - 16 {
            debug_assert!(false, "chaining store full");
            return NONE;
        }
        let _ = self.potential.push(p);
        let _ = self.first.push(plen as u16);
        let _ = self.count.push(0);
        if parent != NONE {
            self.push_parent(len as u16, parent);
        }
        len as u16
    }

    /// Adds a parent to the newest object `o`.
    pub fn push_parent(&mut self, o: u16, parent: u16) {
        if usize::from(o) + 1 != self.potential.len() {
            return;
        }
        if let Some(count) = self.count.last_mut() {
            if *count < u8::MAX && self.parents.push(parent).is_ok() {
                *count += 1;
            }
        }
    }

    /// The potential of object `o`.
    pub fn potential(&self, o: u16) -> u16 {
        self.potential[usize::from(o)]
    }

    /// The parents of object `o`.
    pub fn parents(&self, o: u16) -> &[u16] {
        let o = usize::from(o);
        let f = usize::from(self.first[o]);
        &self.parents[f..f + usize::from(self.count[o])]
    }

    /// SE's ancestor count: the distinct potentials `o` rests on, itself included. A
    /// potential met twice is followed through its first object met, breadth first.
    pub fn ancestors(&self, o: u16) -> u32 {
        // Marking a potential when first queued keeps the object SE would meet first.
        // One queue: level after level, each in the order met.
        let mut seen = [0u64; POTENTIALS.div_ceil(64)];
        let mut queue: heapless::Vec<u16, POTENTIALS> = heapless::Vec::new();
        let mark = |x: u16, seen: &mut [u64; POTENTIALS.div_ceil(64)]| {
            let p = usize::from(self.potential(x));
            let fresh = seen[p >> 6] & (1 << (p & 63)) == 0;
            seen[p >> 6] |= 1 << (p & 63);
            fresh
        };
        mark(o, &mut seen);
        let _ = queue.push(o);
        let mut head = 0;
        while let Some(&x) = queue.get(head) {
            head += 1;
            for &q in self.parents(x) {
                if mark(q, &mut seen) {
                    let _ = queue.push(q);
                }
            }
        }
        queue.len() as u32
    }

    /// Whether `p` is on the first-parent line above object `child` (SE's `isParent`).
    pub fn is_parent(&self, child: u16, p: u16) -> bool {
        let mut at = child;
        let mut steps = 0;
        while let Some(&up) = self.parents(at).first() {
            if self.potential(up) == p {
                return true;
            }
            at = up;
            steps += 1;
            if steps > MAX_OBJECTS {
                return false;
            }
        }
        false
    }
}

/// SE's linked set of potentials for one branch: on and off potentials in the order they
/// were added, each with the object last added for it.
pub(crate) struct Run {
    slot: [u16; POTENTIALS],
    /// The on potentials, in order.
    pub on: heapless::Vec<u16, 729>,
    /// The off potentials, in order.
    pub off: heapless::Vec<u16, 729>,
}

impl Run {
    /// An empty set.
    pub fn new() -> Run {
        Run {
            slot: [NONE; POTENTIALS],
            on: heapless::Vec::new(),
            off: heapless::Vec::new(),
        }
    }

    /// Empties the set.
    pub fn clear(&mut self) {
        for &p in self.on.iter().chain(self.off.iter()) {
            self.slot[usize::from(p)] = NONE;
        }
        self.on.clear();
        self.off.clear();
    }

    /// The object kept for potential `p`, or `NONE`.
    pub fn get(&self, p: u16) -> u16 {
        self.slot.get(usize::from(p)).copied().unwrap_or(NONE)
    }

    /// Whether the set holds `p`.
    pub fn contains(&self, p: u16) -> bool {
        self.get(p) != NONE
    }

    /// Adds object `o` (replacing the object kept for its potential, keeping its place).
    pub fn add(&mut self, store: &Store, o: u16) {
        if o == NONE {
            return;
        }
        let p = store.potential(o);
        let s = usize::from(p);
        if self.slot[s] == NONE {
            let list = if is_on(p) {
                &mut self.on
            } else {
                &mut self.off
            };
            if list.push(p).is_err() {
                return;
            }
        }
        self.slot[s] = o;
    }
}

/// A FIFO of objects.
pub(crate) struct Queue<const N: usize> {
    items: heapless::Vec<u16, N>,
    head: usize,
}

impl<const N: usize> Queue<N> {
    /// An empty queue.
    pub fn new() -> Self {
        Queue {
            items: heapless::Vec::new(),
            head: 0,
        }
    }

    /// Appends `o` (dropped when full).
    pub fn push(&mut self, o: u16) {
        if o != NONE {
            let _ = self.items.push(o);
        }
    }

    /// The oldest object, if any.
    pub fn pop(&mut self) -> Option<u16> {
        let o = self.items.get(self.head).copied()?;
        self.head += 1;
        if self.head == self.items.len() {
            self.items.clear();
            self.head = 0;
        }
        Some(o)
    }

    /// Whether the queue is empty.
    pub fn is_empty(&self) -> bool {
        self.head >= self.items.len()
    }
}

/// The potentials an on potential `p` turns off, in SE's order: the cell's other digits
/// (with `cell_rule`), then the digit in the box, the rest of the row, the rest of the column.
pub(crate) fn on_to_off(grid: &Grid, p: u16, cell_rule: bool, f: impl FnMut(u16)) {
    let m = if cell_rule { mask(grid, cell_of(p)) } else { 0 };
    on_to_off_in(grid, m, p, f);
}

/// [`on_to_off`] with the cell's candidates `m` (a 9-bit mask) known, for the cell rule
/// (none: no cell rule). The static producers know every cell's at the start.
pub(crate) fn on_to_off_in(grid: &Grid, m: u16, p: u16, mut f: impl FnMut(u16)) {
    let (cell, d) = (cell_of(p), digit_of(p));
    let mut others = m & !(1 << d);
    while others != 0 {
        f(potential(cell, others.trailing_zeros() as usize, false));
        others &= others - 1;
    }
    let mut done = bit(cell);
    for u in regions(cell) {
        let places = grid[d] & unit_bits(u) & !done;
        done |= places;
        for c in bits(places) {
            f(potential(c, d, false));
        }
    }
}

/// How an on potential was found from an off one.
#[derive(Clone, Copy)]
pub(crate) enum OnRule {
    /// Its cell had two candidates.
    Cell,
    /// Its digit had two places in the unit.
    Unit(usize),
}

/// The potentials an off potential `p` turns on, in SE's order, each once: the other digit
/// of a two-candidate cell (with `cell_rule`), then the other place of the digit in the box,
/// row and column where there is exactly one (with `unit_rule`).
pub(crate) fn off_to_on(
    grid: &Grid,
    p: u16,
    cell_rule: bool,
    unit_rule: bool,
    f: impl FnMut(u16, OnRule),
) {
    let m = if cell_rule { mask(grid, cell_of(p)) } else { 0 };
    off_to_on_in(grid, m, p, unit_rule, f);
}

/// [`off_to_on`] with the cell's candidates `m` (a 9-bit mask) known, for the cell rule
/// (none: no cell rule).
pub(crate) fn off_to_on_in(
    grid: &Grid,
    m: u16,
    p: u16,
    unit_rule: bool,
    mut f: impl FnMut(u16, OnRule),
) {
    let (cell, d) = (cell_of(p), digit_of(p));
    // Two candidates: one left once the lowest is cleared.
    let rest = m & m.wrapping_sub(1);
    if rest != 0 && rest & (rest - 1) == 0 {
        let other = (m & !(1 << d)).trailing_zeros() as usize;
        if other < 9 {
            f(potential(cell, other, true), OnRule::Cell);
        }
    }
    if unit_rule {
        let mut seen = 0u128;
        for u in regions(cell) {
            let others = grid[d] & unit_bits(u) & !bit(cell);
            if let Some(c) = only(others) {
                if seen & bit(c) == 0 {
                    seen |= bit(c);
                    f(potential(c, d, true), OnRule::Unit(u));
                }
            }
        }
    }
}

/// Adds to the newest object `o` (an on potential found by `rule`) the off potentials of
/// `run` for what `saved` had and `grid` no longer has in the cell or unit (dynamic modes).
pub(crate) fn hidden_parents(
    store: &mut Store,
    run: &Run,
    grid: &Grid,
    saved: &Grid,
    o: u16,
    rule: OnRule,
) {
    let p = store.potential(o);
    let (cell, d) = (cell_of(p), digit_of(p));
    match rule {
        OnRule::Cell => {
            for e in 0..9 {
                if saved[e] & !grid[e] & bit(cell) != 0 {
                    let q = run.get(potential(cell, e, false));
                    if q != NONE {
                        store.push_parent(o, q);
                    }
                }
            }
        }
        OnRule::Unit(u) => {
            for c in bits(saved[d] & !grid[d] & unit_bits(u)) {
                let q = run.get(potential(c, d, false));
                if q != NONE {
                    store.push_parent(o, q);
                }
            }
        }
    }
}

/// The cells that see `cell` (for cycles' eliminations).
pub(crate) fn visible(cell: usize) -> u128 {
    peers(cell)
}

/// SE's length modifier of a chain of `complexity` potentials, as SE adds it (in tenths,
/// added one `0.1` at a time to a double: the sort compares those doubles).
pub(crate) fn length_difficulty(complexity: u32) -> f64 {
    let length = i64::from(complexity) - 2;
    let mut added = 0.0;
    let mut ceil: i64 = 4;
    let mut odd = false;
    while length > ceil {
        added += 0.1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}
