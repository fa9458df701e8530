//! One assumption followed through: the candidates a branch turns on and off, each with the
//! reason it was derived, so that a chain can be told and its length counted.
//!
//! A *node* is a candidate (cell, digit) that is on (the cell holds the digit) or off. From the
//! assumed node the branch derives, wave by wave, every node its [`Rule`] allows; the first
//! derivation of a node is kept, so the waves give the shortest chains. The state is
//! bit boards (one `u128` per digit for on, off, and pending nodes) plus one `u16` reason per
//! candidate and polarity: about 3.5 KiB, on the stack, no allocation.

use crate::geometry::{unit_set_of, units_of};
use crate::rater::board::{Board, bit, bits, only, peers, unit_bits};

/// Candidates of a grid: 81 cells × 9 digits.
pub(crate) const CANDIDATES: usize = 729;

/// A candidate and a polarity: `(cell * 9 + digit index) * 2 + on`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Node(pub u16);

impl Node {
    /// The node for `cell`, digit index `d` (0–8) and polarity.
    pub const fn new(cell: usize, d: usize, on: bool) -> Node {
        Node(((cell * 9 + d) * 2 + on as usize) as u16)
    }
    /// The cell, 0–80.
    pub const fn cell(self) -> usize {
        self.0 as usize / 18
    }
    /// The digit index, 0–8.
    pub const fn digit(self) -> usize {
        (self.0 as usize / 2) % 9
    }
    /// Whether the node says the cell holds the digit.
    pub const fn is_on(self) -> bool {
        self.0 & 1 == 1
    }
    /// The same candidate with the other polarity.
    pub const fn negated(self) -> Node {
        Node(self.0 ^ 1)
    }
}

/// Most nodes of a main line ([`Branch::line`]).
pub(crate) const LINE_NODES: usize = 96;

/// A main line, from the assumption to a node.
pub(crate) type Line = heapless::Vec<Node, LINE_NODES>;

/// The 54 (box, line) unit pairs that cross, boxes first (the line in each box's band
/// and stack), in the order a scan of every box and line would meet them.
pub(super) const CROSSINGS: [(u8, u8); 54] = {
    let mut out = [(0u8, 0u8); 54];
    let mut k = 0;
    let mut bx = 0;
    while bx < 9 {
        let mut line = 0;
        while line < 18 {
            // Row `line` crosses box `bx` in its band, column `line - 9` in its stack.
            let crosses = if line < 9 {
                line / 3 == bx / 3
            } else {
                (line - 9) / 3 == bx % 3
            };
            if crosses {
                out[k] = (18 + bx as u8, line as u8);
                k += 1;
            }
            line += 1;
        }
        bx += 1;
    }
    out
};

/// The crossings where a digit with places `live` and on nodes `on` is locked, by their
/// index in [`CROSSINGS`]: box → line (the digit's places in the box all in the line, some
/// in the rest of the line, none of them on in the crossing) and line → box. Worked out on
/// nine-bit masks of each row and box instead of the units' 81-bit sets.
pub(super) fn lockable(live: u128, on: u128) -> (u64, u64) {
    let mut rows = [0u16; 9];
    for (r, row) in rows.iter_mut().enumerate() {
        *row = (live >> (9 * r)) as u16 & 0x1ff;
    }
    // Box masks, bit `3i + j` for the box's row `i` and column `j`.
    let mut boxes = [0u16; 9];
    for band in 0..3 {
        for stack in 0..3 {
            for i in 0..3 {
                boxes[band * 3 + stack] |= (rows[band * 3 + i] >> (3 * stack) & 7) << (3 * i);
            }
        }
    }
    let (mut box_to_line, mut line_to_box) = (0u64, 0u64);
    let mut k = 0;
    for band in 0..3 {
        for stack in 0..3 {
            let here = boxes[band * 3 + stack];
            let segment = 7 << (3 * stack);
            for i in 0..3 {
                // Row `band * 3 + i`.
                let in_row = 7 << (3 * i);
                let row = rows[band * 3 + i];
                if here & in_row != 0 {
                    box_to_line |= u64::from(here & !in_row == 0 && row & !segment != 0) << k;
                    line_to_box |= u64::from(row & !segment == 0 && here & !in_row != 0) << k;
                }
                k += 1;
            }
            // The other two boxes of the stack.
            let [a, b] = match band {
                0 => [1, 2],
                1 => [0, 2],
                _ => [0, 1],
            };
            let others = boxes[a * 3 + stack] | boxes[b * 3 + stack];
            for j in 0..3 {
                // Column `stack * 3 + j`.
                let in_column = 0b001_001_001 << j;
                if here & in_column != 0 {
                    let elsewhere = others & in_column != 0;
                    box_to_line |= u64::from(here & !in_column == 0 && elsewhere) << k;
                    line_to_box |= u64::from(!elsewhere && here & !in_column != 0) << k;
                }
                k += 1;
            }
        }
    }
    // An on node in the crossing: the digit is placed there, nothing to lock.
    let either = if on == 0 {
        0
    } else {
        box_to_line | line_to_box
    };
    for k in bits(u128::from(either)) {
        if let Some(&(bx, line)) = CROSSINGS.get(k) {
            if on & unit_bits(usize::from(bx)) & unit_bits(usize::from(line)) != 0 {
                box_to_line &= !(1 << k);
                line_to_box &= !(1 << k);
            }
        }
    }
    (box_to_line, line_to_box)
}

/// What a branch may use to derive nodes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Rule {
    /// The position's own strong links only (a bivalue cell, a digit with two places in a
    /// unit): static chains, alternating inference chains.
    Static,
    /// [`Rule::Static`] with grouped nodes: where a digit's places in a unit are off but for
    /// one cell, or but for cells of one box-line crossing (a group), and the off ones went
    /// off for one and the same reason (so the chain stays a chain), the cell is on, or the
    /// group is and the digit goes from the rest of the crossing's other unit.
    Grouped,
    /// One digit only: its places and its hidden singles, in the branch's state (Nishio).
    OneDigit,
    /// Naked and hidden singles in the branch's state (dynamic forcing chains).
    Dynamic,
    /// [`Rule::Dynamic`] plus locked candidates (dynamic forcing chains "plus").
    DynamicPlus,
    /// [`Rule::DynamicPlus`], and a candidate of a two-candidate cell whose own
    /// [`Rule::DynamicPlus`] branch fails is off (forcing nets). Each round of it runs up
    /// to 162 inner branches.
    Net,
}

/// Why a node holds, packed in a `u16`: the top two bits are the kind.
const KIND: u16 = 0xC000;
/// Off because of the on node in the low bits (a candidate index).
const BY_NODE: u16 = 0x0000;
/// On because the cell in the low bits has no other candidate left.
const BY_CELL: u16 = 0x4000;
/// On because its digit has no other place in the unit in the low bits.
const BY_UNIT: u16 = 0x8000;
/// Off by locked candidates: low bits `source unit * 27 + target unit`.
const BY_LOCK: u16 = 0xC000;
/// The assumption itself.
const ASSUMED: u16 = 0xFFFF;
/// Off because an inner branch assuming it failed (forcing nets); its own chain is not
/// counted.
const BY_NET: u16 = 0x3FFF;

/// How a branch ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Conflict {
    /// A candidate came out both on and off.
    Both(usize, usize),
    /// A cell lost every candidate.
    Cell(usize),
    /// A digit lost every place in a unit: `(unit, digit index)`.
    Unit(usize, usize),
}

/// The position a set of branches starts from: its candidates and strong links.
pub(crate) struct Position {
    /// Candidates per digit index, as cell bit sets.
    pub start: [u128; 9],
    /// Empty cells.
    pub empty: u128,
    /// Per digit index, the units (bit `u`) where the digit still has to be placed.
    pub needed: [u32; 9],
    /// Cells with exactly two candidates.
    pub bivalue: u128,
    /// Per digit index, the units (bit `u`) where the digit has exactly two places.
    pub pairs: [u32; 9],
}

/// Per digit index, the units (bit `u`) where `start` has exactly two places of the digit:
/// the units of the strong links.
pub(crate) fn pair_units(start: &[u128; 9]) -> [u32; 9] {
    let mut pairs = [0u32; 9];
    for (units, s) in pairs.iter_mut().zip(start) {
        for u in 0..27 {
            if (s & unit_bits(u)).count_ones() == 2 {
                *units |= 1 << u;
            }
        }
    }
    pairs
}

impl Position {
    /// The position of a board.
    pub fn new(board: &Board<'_>) -> Position {
        Position {
            start: board.pos,
            empty: board.empty,
            needed: board.needed(),
            bivalue: board.bivalue(),
            pairs: pair_units(&board.pos),
        }
    }

    /// The position a branch has reached (on nodes placed, off nodes removed), for inner
    /// branches.
    fn inner(branch: &Branch<'_>) -> Position {
        let mut start = [0u128; 9];
        let mut placed = 0u128;
        let mut needed = branch.pos.needed;
        for d in 0..9 {
            start[d] = branch.pos.start[d] & !branch.off[d] & !branch.on[d];
            placed |= branch.on[d];
            for u in 0..27 {
                if branch.on[d] & unit_bits(u) != 0 {
                    needed[d] &= !(1 << u);
                }
            }
        }
        let (mut one, mut two, mut three) = (0u128, 0u128, 0u128);
        for s in start {
            three |= two & s;
            two |= one & s;
            one |= s;
        }
        Position {
            start,
            empty: branch.pos.empty & !placed,
            needed,
            bivalue: two & !three,
            pairs: pair_units(&start),
        }
    }

    /// The candidates of `cell` as a 9-bit mask.
    pub fn mask(&self, cell: usize) -> u16 {
        let mut m = 0;
        for (d, s) in self.start.iter().enumerate() {
            if s & bit(cell) != 0 {
                m |= 1 << d;
            }
        }
        m
    }

    /// Whether (cell, digit index) is a candidate.
    pub fn has(&self, cell: usize, d: usize) -> bool {
        self.start.get(d).is_some_and(|s| s & bit(cell) != 0)
    }
}

/// One assumption and everything a rule derives from it.
pub(crate) struct Branch<'p> {
    pos: &'p Position,
    rule: Rule,
    /// Nodes derived on / off, per digit index.
    pub on: [u128; 9],
    pub off: [u128; 9],
    pending_on: [u128; 9],
    pending_off: [u128; 9],
    /// Per digit index, the off nodes [`Branch::grouped`] has already looked at: a unit
    /// whose off places did not change since gives nothing new.
    grouped_seen: [u128; 9],
    /// Whether [`Branch::singles`] has looked at every unit since the assumption (after that,
    /// only at the units of the off nodes set since its last look).
    singles_looked: bool,
    /// Per digit index (bit `d`), whether an off node of the digit was set since
    /// [`Branch::locked`] last looked at the digit.
    locked_dirty: u16,
    why_on: [u16; CANDIDATES],
    why_off: [u16; CANDIDATES],
    /// The first contradiction, if the branch reached one.
    pub conflict: Option<Conflict>,
}

impl<'p> Branch<'p> {
    /// An empty branch over `pos`.
    pub fn new(pos: &'p Position, rule: Rule) -> Branch<'p> {
        Branch {
            pos,
            rule,
            on: [0; 9],
            off: [0; 9],
            pending_on: [0; 9],
            pending_off: [0; 9],
            grouped_seen: [0; 9],
            singles_looked: false,
            locked_dirty: 0x1ff,
            why_on: [ASSUMED; CANDIDATES],
            why_off: [ASSUMED; CANDIDATES],
            conflict: None,
        }
    }

    /// Clears the branch for another assumption (cheaper than a new one: the reasons are
    /// only read for nodes that are set).
    pub fn reset(&mut self) {
        self.on = [0; 9];
        self.off = [0; 9];
        self.pending_on = [0; 9];
        self.pending_off = [0; 9];
        self.grouped_seen = [0; 9];
        self.singles_looked = false;
        self.locked_dirty = 0x1ff;
        self.conflict = None;
    }

    /// Whether the node was derived (or assumed).
    pub fn holds(&self, n: Node) -> bool {
        let set = if n.is_on() { &self.on } else { &self.off };
        set.get(n.digit()).is_some_and(|s| s & bit(n.cell()) != 0)
    }

    /// Whether the branch has stopped: dynamic branches stop at their first contradiction;
    /// static ones go on (each of their implications holds on its own, and a chain may
    /// pass a contradiction on its way).
    fn stopped(&self) -> bool {
        self.conflict.is_some() && !matches!(self.rule, Rule::Static | Rule::Grouped)
    }

    fn set(&mut self, cell: usize, d: usize, on: bool, why: u16) {
        if self.stopped() || d >= 9 || cell >= 81 {
            return;
        }
        let b = bit(cell);
        let (mine, other) = if on {
            (&mut self.on[d], self.off[d])
        } else {
            (&mut self.off[d], self.on[d])
        };
        if *mine & b != 0 {
            return;
        }
        *mine |= b;
        let reasons = if on {
            &mut self.why_on
        } else {
            &mut self.why_off
        };
        reasons[cell * 9 + d] = why;
        if on {
            self.pending_on[d] |= b;
        } else {
            self.pending_off[d] |= b;
        }
        if other & b != 0 && self.conflict.is_none() {
            self.conflict = Some(Conflict::Both(cell, d));
        }
    }

    /// Assumes `n` and derives everything the rule allows; returns `false` when the branch
    /// reached a contradiction. At most 1,458 nodes can be set, and every wave sets one or
    /// the propagation ends, so the work is bounded.
    pub fn assume(&mut self, n: Node) -> bool {
        self.reset();
        if !self.pos.has(n.cell(), n.digit()) {
            return !n.is_on();
        }
        self.set(n.cell(), n.digit(), n.is_on(), ASSUMED);
        self.run()
    }

    /// Runs the waves until nothing new is derived or a contradiction is found.
    fn run(&mut self) -> bool {
        loop {
            if self.stopped() {
                return false;
            }
            if self.spread_on() {
                continue;
            }
            let progressed = match self.rule {
                Rule::Static => self.static_links(),
                Rule::Grouped => self.static_links() || self.grouped(),
                Rule::OneDigit | Rule::Dynamic => self.singles(),
                Rule::DynamicPlus => self.singles() || self.locked(),
                Rule::Net => self.singles() || self.locked() || self.nested(),
            };
            if self.stopped() {
                return false;
            }
            if !progressed {
                return self.conflict.is_none();
            }
        }
    }

    /// Turns off what each pending on node excludes: the digit in the peers and, except
    /// for one-digit chains, the other digits of the cell. Returns whether there were any.
    fn spread_on(&mut self) -> bool {
        let mut any = false;
        for d in 0..9 {
            let fresh = core::mem::take(&mut self.pending_on[d]);
            for c in bits(fresh) {
                any = true;
                let why = BY_NODE | (c * 9 + d) as u16;
                for p in bits(peers(c) & self.pos.start[d]) {
                    self.set(p, d, false, why);
                }
                if self.rule != Rule::OneDigit {
                    for e in 0..9 {
                        if e != d && self.pos.start[e] & bit(c) != 0 {
                            self.set(c, e, false, why);
                        }
                    }
                }
            }
        }
        any
    }

    /// Static rule: a pending off node turns on the other candidate of a bivalue cell and
    /// the other place of its digit in a unit where the position has two.
    fn static_links(&mut self) -> bool {
        let mut any = false;
        for d in 0..9 {
            let fresh = core::mem::take(&mut self.pending_off[d]);
            for c in bits(fresh) {
                any = true;
                if self.pos.bivalue & bit(c) != 0 {
                    let other = self.pos.mask(c) & !(1 << d);
                    if other != 0 {
                        self.set(c, other.trailing_zeros() as usize, true, BY_CELL | c as u16);
                    }
                }
                for u in units_of(c) {
                    if self.pos.pairs[d] & (1 << u) != 0 {
                        let places = self.pos.start[d] & unit_bits(u);
                        let o = (places & !bit(c)).trailing_zeros() as usize;
                        self.set(o, d, true, BY_UNIT | u as u16);
                    }
                }
            }
        }
        any
    }

    /// Dynamic rules: naked singles (not for one-digit chains) and hidden singles in the
    /// branch's state; an empty cell or a digit without a place is a contradiction.
    fn singles(&mut self) -> bool {
        // The off nodes set since the last look: the rules that look for singles read the
        // pending off nodes nowhere else.
        let fresh = core::mem::take(&mut self.pending_off);
        for (d, nodes) in fresh.iter().enumerate() {
            self.locked_dirty |= u16::from(*nodes != 0) << d;
        }
        let everywhere = !core::mem::replace(&mut self.singles_looked, true);
        let mut any = false;
        let mut on_any = 0u128;
        for d in 0..9 {
            on_any |= self.on[d];
        }
        if self.rule != Rule::OneDigit {
            // Count candidates per cell with two bit planes: at least one, at least two.
            let (mut one, mut two) = (0u128, 0u128);
            for d in 0..9 {
                let live = self.pos.start[d] & !self.off[d];
                two |= one & live;
                one |= live;
            }
            let open = self.pos.empty & !on_any;
            if let Some(c) = bits(open & !one).next() {
                self.conflict = Some(Conflict::Cell(c));
                return false;
            }
            for c in bits(open & one & !two) {
                if let Some(d) = (0..9).find(|&d| self.pos.start[d] & !self.off[d] & bit(c) != 0) {
                    self.set(c, d, true, BY_CELL | c as u16);
                    any = true;
                }
            }
        }
        for (d, &fresh) in fresh.iter().enumerate() {
            // A unit with no new off place since the last look has the same places: its
            // single was set then (and is on now), or it has none.
            let dirty = if everywhere {
                u32::MAX
            } else {
                bits(fresh).fold(0, |units, c| units | unit_set_of(c))
            };
            let live = self.pos.start[d] & !self.off[d];
            let mut units = self.pos.needed[d] & dirty;
            while units != 0 {
                let u = units.trailing_zeros() as usize;
                units &= units - 1;
                if self.on[d] & unit_bits(u) != 0 {
                    continue;
                }
                let places = live & unit_bits(u);
                if places == 0 {
                    self.conflict = Some(Conflict::Unit(u, d));
                    return false;
                }
                if let Some(c) = only(places) {
                    self.set(c, d, true, BY_UNIT | u as u16);
                    any = true;
                }
            }
        }
        any
    }

    /// Locked candidates in the branch's state: a digit confined to a box-line crossing in
    /// one of the two units is off in the rest of the other. A digit with no new off node
    /// since the last look is skipped: a crossing that could lock then did (its victims
    /// are off now), and its victims and the on nodes that would stop it change only the
    /// other way.
    fn locked(&mut self) -> bool {
        let mut any = false;
        for d in 0..9 {
            if self.locked_dirty >> d & 1 == 0 {
                continue;
            }
            self.locked_dirty &= !(1 << d);
            let live = self.pos.start[d] & !self.off[d];
            let (box_to_line, line_to_box) = lockable(live, self.on[d]);
            for k in bits(u128::from(box_to_line | line_to_box)) {
                let Some(&(bx, line)) = CROSSINGS.get(k) else {
                    break;
                };
                let (bx, line) = (usize::from(bx), usize::from(line));
                for (locks, src, dst) in [(box_to_line, bx, line), (line_to_box, line, bx)] {
                    if locks >> k & 1 != 0 {
                        let why = BY_LOCK | (src * 27 + dst) as u16;
                        for v in bits(live & unit_bits(dst) & !unit_bits(src)) {
                            self.set(v, d, false, why);
                        }
                        any = true;
                    }
                }
            }
        }
        any
    }

    /// Grouped strong links (see [`Rule::Grouped`]), from the position's places like
    /// [`Rule::Static`]'s (a conclusion may contradict the branch: static chains go on).
    /// Returns whether anything new was derived.
    fn grouped(&mut self) -> bool {
        let mut any = false;
        for d in 0..9 {
            // A unit's conclusions depend only on its off places and their reasons, which
            // never change once set: units without a new off place were done last time.
            let fresh_off = self.off[d] & !self.grouped_seen[d];
            self.grouped_seen[d] = self.off[d];
            let mut dirty = 0u32;
            for c in bits(fresh_off) {
                for u in units_of(c) {
                    dirty |= 1 << u;
                }
            }
            dirty &= (1 << 27) - 1;
            while dirty != 0 {
                let u = dirty.trailing_zeros() as usize;
                dirty &= dirty - 1;
                let places = self.pos.start[d] & unit_bits(u);
                let mut seen = 0u128;
                for c in bits(places & self.off[d]) {
                    if seen & bit(c) != 0 {
                        continue;
                    }
                    let why = self.why_off.get(c * 9 + d).copied().unwrap_or(ASSUMED);
                    let gone = bits(places & self.off[d])
                        .filter(|&p| self.why_off.get(p * 9 + d) == Some(&why))
                        .fold(0u128, |acc, p| acc | bit(p));
                    seen |= gone;
                    let rest = places & !gone;
                    if why == ASSUMED || rest == 0 {
                        continue;
                    }
                    if let Some(on) = only(rest) {
                        if self.on[d] & bit(on) == 0 {
                            self.set(on, d, true, BY_UNIT | u as u16);
                            any = true;
                        }
                        continue;
                    }
                    // A group: the rest within one crossing of `u` with another unit, which
                    // then holds the rest's first cell.
                    let first = rest.trailing_zeros() as usize;
                    for other in units_of(first) {
                        let cross = unit_bits(u) & unit_bits(other);
                        if other == u || cross.count_ones() != 3 || rest & !cross != 0 {
                            continue;
                        }
                        let victims = self.pos.start[d] & unit_bits(other) & !unit_bits(u);
                        let fresh = victims & !self.off[d];
                        if fresh != 0 {
                            let why = BY_LOCK | (u * 27 + other) as u16;
                            for v in bits(fresh) {
                                self.set(v, d, false, why);
                            }
                            any = true;
                        }
                    }
                }
            }
        }
        any
    }

    /// Whether the on node `n` came from its cell having no other candidate.
    pub fn by_cell(&self, n: Node) -> bool {
        n.is_on()
            && self
                .why_on
                .get(n.cell() * 9 + n.digit())
                .is_some_and(|&w| w != ASSUMED && w & KIND == BY_CELL)
    }

    /// Forcing nets: the first candidate of a two-candidate cell whose
    /// [`Rule::DynamicPlus`] branch (from this branch's state) fails is turned off.
    fn nested(&mut self) -> bool {
        let inner = Position::inner(self);
        let mut probe = Branch::new(&inner, Rule::DynamicPlus);
        for c in bits(inner.bivalue) {
            for d in 0..9 {
                if inner.start[d] & bit(c) != 0 && !probe.assume(Node::new(c, d, true)) {
                    self.set(c, d, false, BY_NET);
                    return true;
                }
            }
        }
        false
    }

    /// The nodes `n` was derived from directly, passed to `f`.
    fn parents(&self, n: Node, mut f: impl FnMut(Node)) {
        let (cell, d) = (n.cell(), n.digit());
        let Some(&why) = (if n.is_on() {
            &self.why_on
        } else {
            &self.why_off
        })
        .get(cell * 9 + d) else {
            return;
        };
        if why == ASSUMED {
            return;
        }
        let low = usize::from(why & !KIND);
        match why & KIND {
            BY_NODE if why == BY_NET => {}
            BY_NODE => f(Node::new(low / 9, low % 9, true)),
            BY_CELL => {
                for e in 0..9 {
                    if e != d && self.pos.start[e] & bit(cell) != 0 {
                        f(Node::new(cell, e, false));
                    }
                }
            }
            BY_UNIT => {
                for c in bits(self.pos.start[d] & unit_bits(low) & !bit(cell)) {
                    f(Node::new(c, d, false));
                }
            }
            _ => {
                let (src, dst) = (low / 27, low % 27);
                for c in bits(self.pos.start[d] & unit_bits(src) & !unit_bits(dst)) {
                    f(Node::new(c, d, false));
                }
            }
        }
    }

    /// How many nodes `n` rests on, itself and the assumption included (the length of a
    /// chain; for a dynamic branch, of the net behind the node). Every node is visited once.
    pub fn ancestors(&self, n: Node) -> u32 {
        if !self.holds(n) {
            return 0;
        }
        let mut seen = [[0u128; 9]; 2];
        let mut stack: heapless::Vec<Node, { 2 * CANDIDATES }> = heapless::Vec::new();
        let mut count = 0;
        let mut visit = |x: Node, stack: &mut heapless::Vec<Node, { 2 * CANDIDATES }>| {
            let s = &mut seen[usize::from(x.is_on())][x.digit()];
            if *s & bit(x.cell()) == 0 {
                *s |= bit(x.cell());
                count += 1;
                let _ = stack.push(x);
            }
        };
        visit(n, &mut stack);
        while let Some(x) = stack.pop() {
            self.parents(x, |p| visit(p, &mut stack));
        }
        count
    }

    /// The main line from the assumption to `n` (each node's first reason), at most
    /// [`LINE_NODES`] nodes kept from the end: the chain a hint tells.
    pub fn line(&self, n: Node) -> Line {
        let mut back = Line::new();
        let mut at = Some(n);
        let mut steps = 0;
        while let Some(x) = at {
            if back.is_full() || steps > 2 * CANDIDATES {
                break;
            }
            let _ = back.push(x);
            steps += 1;
            let mut first = None;
            self.parents(x, |p| {
                if first.is_none() {
                    first = Some(p);
                }
            });
            at = first;
        }
        back.reverse();
        back
    }

    /// The nodes a conflict rests on: both polarities of the candidate, or every off node
    /// of the emptied cell or unit.
    pub fn conflict_ancestors(&self) -> u32 {
        match self.conflict {
            Some(Conflict::Both(c, d)) => {
                self.ancestors(Node::new(c, d, true)) + self.ancestors(Node::new(c, d, false))
            }
            Some(Conflict::Cell(c)) => (0..9)
                .filter(|&d| self.pos.has(c, d))
                .map(|d| self.ancestors(Node::new(c, d, false)))
                .sum(),
            Some(Conflict::Unit(u, d)) => bits(self.pos.start[d] & unit_bits(u))
                .map(|c| self.ancestors(Node::new(c, d, false)))
                .sum(),
            None => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::test_util::*;
    use super::*;
    use crate::rng::SeededRng;

    #[test]
    fn lockable_crossings_are_those_the_units_lock() {
        let mut rng = SeededRng::new(11);
        let mut locked = 0;
        for round in 0..20_000 {
            // Sparse places, as a digit has late in a branch; now and then an on node.
            let mut live = 0u128;
            let mut on = 0u128;
            for c in 0..81 {
                if rng.below(1 + round % 7) == 0 {
                    live |= bit(c);
                    if rng.below(40) == 0 {
                        on |= bit(c);
                    }
                }
            }
            let mut want = [0u64; 2];
            for (k, &(bx, line)) in CROSSINGS.iter().enumerate() {
                let (bx, line) = (usize::from(bx), usize::from(line));
                let cross = unit_bits(bx) & unit_bits(line);
                for (dir, (src, dst)) in [(bx, line), (line, bx)].into_iter().enumerate() {
                    let inside = live & unit_bits(src);
                    let victims = live & unit_bits(dst) & !unit_bits(src);
                    if live & cross != 0 && inside & !cross == 0 && victims != 0 && on & cross == 0
                    {
                        want[dir] |= 1 << k;
                    }
                }
            }
            assert_eq!(lockable(live, on), (want[0], want[1]), "{live:x} {on:x}");
            locked += want[0].count_ones() + want[1].count_ones();
        }
        assert!(locked > 1000, "{locked}");
    }

    #[test]
    fn a_static_branch_follows_strong_links_only() {
        let mut pm = from_line(&".".repeat(81));
        // r1c1 = {1,2}; 2 in row 5 only at r5c1 and r5c9.
        keep(&mut pm, rc(1, 1), "12");
        confine(&mut pm, 4, 2, &[rc(5, 1), rc(5, 9)]);
        let board = Board::new(&pm);
        let pos = Position::new(&board);
        let mut b = Branch::new(&pos, Rule::Static);
        assert!(b.assume(Node::new(0, 1, true)));
        // r1c1 = 2 turns off 2 at r5c1 (column 1), so r5c9 = 2 (row 5 has two places).
        let r5c9 = Node::new(44, 1, true);
        assert!(b.holds(r5c9));
        assert_eq!(b.ancestors(r5c9), 3);
        let line = b.line(r5c9);
        assert_eq!(
            line.as_slice(),
            &[Node::new(0, 1, true), Node::new(36, 1, false), r5c9]
        );
        // r1c1 ≠ 1 gives r1c1 = 2 (bivalue), and then the same.
        assert!(b.assume(Node::new(0, 0, false)));
        assert!(b.holds(r5c9));
        assert_eq!(b.ancestors(r5c9), 4);
    }

    #[test]
    fn a_dynamic_branch_finds_a_contradiction() {
        let mut pm = from_line(&".".repeat(81));
        // r1c1 and r1c2 both {1,2}: assuming r1c3 = 1 leaves both cells with 2 only, a
        // clash in row 1.
        keep(&mut pm, rc(1, 1), "12");
        keep(&mut pm, rc(1, 2), "12");
        let board = Board::new(&pm);
        let pos = Position::new(&board);
        let mut b = Branch::new(&pos, Rule::Dynamic);
        assert!(!b.assume(Node::new(2, 0, true)));
        assert!(b.conflict.is_some());
        assert!(b.conflict_ancestors() >= 4);
        // Assuming r1c3 = 3 is consistent as far as singles go.
        assert!(b.assume(Node::new(2, 2, true)));
    }
}
