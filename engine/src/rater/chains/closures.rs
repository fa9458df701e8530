//! The closures of a position's starts: what the static links (or the grouped ones) reach
//! from each potential, which holds everything a branch from it on the same links derives.
//! The chain searches skip the starts whose closure misses their negation, and read what
//! cycles through a start may eliminate off its closures.
//!
//! [`Reach`] follows one start's closure at a time. Those closures are reachability in one
//! graph ([`Reach::links_of`]), so they share their parts: with `se-score`, [`Tables`] run
//! Tarjan's search, which finds the graph's strongly connected components in an order where
//! every component comes after those it leads to; a component's closure is then its
//! members and its successors' closures, one union per link. One search answers every
//! start, where following each start's closure walks the same nodes again and again.
//!
//! The search starts from the starts asked about, in their order, so a chain search that
//! stops at its first chain walks only what its starts reach. The tables fit the stack of
//! builds with `se-score`, sized for the largest graphs met rating hard sets with room to
//! spare; a position whose graph outgrows them (several hundred candidates, where chain
//! searches seldom run), and the builds without, are left to the per-start closures.

use super::reach::Reach;
#[cfg(feature = "se-score")]
use super::reach::{GRAPH_NODES, Scratch};

/// The closures of one position's starts, by the static links or the grouped ones.
pub(crate) struct Closures {
    /// The links, and each start's closure followed on its own.
    pub reach: Reach,
    grouped: bool,
    /// Every start's closure at once, where the stack has room for the tables.
    #[cfg(feature = "se-score")]
    tables: Tables,
}

impl Closures {
    /// The closures of the position `grid` (candidates per digit index), by the static
    /// links (Y and X), or with `grouped` the grouped ones too.
    #[inline(always)]
    pub fn new(grid: &[u128; 9], grouped: bool) -> Closures {
        Closures {
            reach: Reach::new(grid),
            grouped,
            #[cfg(feature = "se-score")]
            tables: Tables::new(grid, grouped),
        }
    }

    /// Whether a branch from the potential `start` may derive its negation (`false` is
    /// certain): whether its closure holds it (or turns off every place of a digit in a
    /// unit).
    pub fn may_refute(&mut self, start: u16) -> bool {
        #[cfg(feature = "se-score")]
        if let Some(answer) = self.tables.refutes(&self.reach, start) {
            return answer;
        }
        if self.grouped {
            self.reach.may_refute_grouped(start)
        } else {
            self.reach.may_refute(start, true, u32::MAX)
        }
    }

    /// [`Reach::may_refute`] of a static chain resting on at most `limit` potentials, with
    /// Y-links when `y` (X-links always): `false` at once where the whole closure (static
    /// links, Y and X, which hold those) misses the negation.
    #[cfg(feature = "se-score")]
    pub fn may_refute_within(&mut self, start: u16, y: bool, limit: u32) -> bool {
        if !self.grouped && self.tables.refutes(&self.reach, start) == Some(false) {
            return false;
        }
        self.reach.may_refute(start, y, limit)
    }

    /// Answers every start at once (for [`Closures::closure_of`]).
    #[cfg(feature = "se-score")]
    pub fn search_all(&mut self) {
        for rank in 0..self.tables.candidate.len() {
            let Some(&candidate) = self.tables.candidate.get(rank) else {
                return;
            };
            for on in [true, false] {
                let start = candidate * 2 + u16::from(on);
                if self.tables.refutes(&self.reach, start).is_none() {
                    return;
                }
            }
        }
    }

    /// [`Reach::closure_of`], from the tables where they have it.
    #[cfg(feature = "se-score")]
    pub fn closure_of(&self, start: u16) -> ([u128; 9], [u128; 9]) {
        self.tables
            .closure_of(start)
            .unwrap_or_else(|| self.reach.closure_of(start))
    }

    /// [`Reach::cycle_victims`], with the closures from the tables (static links only).
    #[cfg(feature = "se-score")]
    pub fn cycle_victims(&mut self, (cell, d): (usize, usize)) -> ([u128; 9], [u128; 9]) {
        let tables = &mut self.tables;
        self.reach.cycle_victims((cell, d), |reach, start| {
            let _ = tables.refutes(reach, start);
            tables
                .closure_of(start)
                .unwrap_or_else(|| reach.closure_of(start))
        })
    }
}

/// Most links the tables hold.
#[cfg(feature = "se-score")]
const EDGES: usize = 12 * 1024;

/// Most words of closures the tables hold (components × words per closure).
#[cfg(feature = "se-score")]
const WORDS: usize = 8 * 1024;

/// A node the search has not met, in [`Tables::order`]; a component not yet complete, in
/// [`Met::component`].
#[cfg(feature = "se-score")]
const NONE: u16 = u16::MAX;

/// The closure bit of graph node `node` by the candidates' `rank` ([`Tables::rank`]): none
/// for a crossing's node.
#[cfg(feature = "se-score")]
fn bit_of(rank: &[u16; 729], node: u16) -> Option<usize> {
    let r = usize::from(*rank.get(usize::from(node >> 1))?);
    Some(2 * r + usize::from(node & 1))
}

/// A node the search has met, in the order met.
#[cfg(feature = "se-score")]
#[derive(Clone, Copy)]
struct Met {
    node: u16,
    /// The lowest order it reaches within the search's stack.
    low: u16,
    /// Its component once complete ([`NONE`] before).
    component: u16,
    /// Where its links start in [`Tables::edges`], and how many there are.
    first_edge: u16,
    edge_count: u16,
    /// Whether it turns off every place of a digit in a unit.
    absurd: bool,
}

/// Every start's closure, and whether it refutes the start, found as they are asked for.
/// Only [`Tables::order`] is set up front; the rest grows with the search.
#[cfg(feature = "se-score")]
pub(crate) struct Tables {
    grouped: bool,
    /// Per candidate (cell × 9 + digit index), its rank among the position's candidates:
    /// a potential's bit in a closure is twice that, plus one when on.
    rank: [u16; 729],
    /// Per rank, its candidate (cell × 9 + digit index).
    candidate: heapless::Vec<u16, 729>,
    /// Words per closure: a bit per potential of the position's candidates, and
    /// [`Tables::absurd`]'s.
    words: usize,
    /// The closure bit of nodes turning off every place of a digit in a unit.
    absurd: usize,
    /// Per node, the order the search met it in ([`NONE`]: not yet).
    order: [u16; GRAPH_NODES],
    /// The nodes met, in that order.
    met: heapless::Vec<Met, GRAPH_NODES>,
    /// Every node's links (graph nodes), node after node.
    edges: heapless::Vec<u16, EDGES>,
    /// Component `k`'s closure at words `k × words ..`.
    closures: heapless::Vec<u64, WORDS>,
    /// Nodes met whose component is not complete (orders).
    stack: heapless::Vec<u16, GRAPH_NODES>,
    /// The search's path: each node (order), and its next link to follow.
    path: heapless::Vec<(u16, u16), GRAPH_NODES>,
    components: u16,
    /// The graph outgrew the tables: the answers are `None`.
    overflow: bool,
    scratch: Scratch,
}

#[cfg(feature = "se-score")]
impl Tables {
    /// Nothing searched yet in the position `grid` (candidates per digit index), whose
    /// links are static ones, or grouped ones with `grouped`.
    #[inline(always)]
    pub fn new(grid: &[u128; 9], grouped: bool) -> Tables {
        let mut rank = [0u16; 729];
        let mut candidate = heapless::Vec::new();
        for c in 0..81 {
            for (d, cells) in grid.iter().enumerate() {
                if cells >> c & 1 != 0 {
                    if let Some(r) = rank.get_mut(c * 9 + d) {
                        *r = candidate.len() as u16;
                    }
                    let _ = candidate.push((c * 9 + d) as u16);
                }
            }
        }
        let absurd = 2 * candidate.len();
        Tables {
            grouped,
            rank,
            candidate,
            words: (absurd + 1).div_ceil(64),
            absurd,
            order: [NONE; GRAPH_NODES],
            met: heapless::Vec::new(),
            edges: heapless::Vec::new(),
            closures: heapless::Vec::new(),
            stack: heapless::Vec::new(),
            path: heapless::Vec::new(),
            components: 0,
            overflow: false,
            scratch: Scratch::new(),
        }
    }

    /// Whether the closure of `start` (a potential of a candidate of the position) holds its
    /// negation or turns off every place of a digit in a unit; `None` when the graph
    /// outgrew the tables. `reach` must be of the same position.
    pub fn refutes(&mut self, reach: &Reach, start: u16) -> Option<bool> {
        if self.order.get(usize::from(start)) == Some(&NONE) {
            self.search(reach, start);
        }
        let closure = self.closure(start)?;
        let has = |bit: usize| {
            closure
                .get(bit / 64)
                .is_some_and(|w| w >> (bit % 64) & 1 != 0)
        };
        Some(has(bit_of(&self.rank, start ^ 1)?) || has(self.absurd))
    }

    /// The closure words of `node` once its component is complete (and the tables whole).
    fn closure(&self, node: u16) -> Option<&[u64]> {
        let order = *self.order.get(usize::from(node))?;
        let k = usize::from(self.met.get(usize::from(order))?.component);
        if self.overflow || k == usize::from(NONE) {
            return None;
        }
        self.closures.get(k * self.words..(k + 1) * self.words)
    }

    /// The closure of `start` once searched (none before, or when the graph outgrew the
    /// tables): on and off cells per digit index.
    fn closure_of(&self, start: u16) -> Option<([u128; 9], [u128; 9])> {
        let closure = self.closure(start)?;
        let (mut on, mut off) = ([0u128; 9], [0u128; 9]);
        for (w, &word) in closure.iter().enumerate() {
            let mut word = word;
            while word != 0 {
                let bit = w * 64 + word.trailing_zeros() as usize;
                word &= word - 1;
                let Some(&k) = self.candidate.get(bit / 2) else {
                    continue; // the absurd bit
                };
                let (cell, d) = (usize::from(k) / 9, usize::from(k) % 9);
                let cells = if bit & 1 == 1 { &mut on } else { &mut off };
                cells[d] |= 1 << cell;
            }
        }
        Some((on, off))
    }

    /// Meets `node`: numbers it, stacks it and lists its links.
    fn meet(&mut self, reach: &Reach, node: u16) {
        let order = self.met.len() as u16;
        let first = self.edges.len();
        let (edges, overflow) = (&mut self.edges, &mut self.overflow);
        let absurd = reach.links_of(node, self.grouped, &mut self.scratch, |next| {
            *overflow |= edges.push(next).is_err();
        });
        if let Some(slot) = self.order.get_mut(usize::from(node)) {
            *slot = order;
        }
        let met = Met {
            node,
            low: order,
            component: NONE,
            first_edge: first as u16,
            edge_count: (self.edges.len() - first) as u16,
            absurd,
        };
        self.overflow |= self.met.push(met).is_err()
            || self.stack.push(order).is_err()
            || self.path.push((order, first as u16)).is_err();
    }

    /// Tarjan's search from `root`: completes the component of every node it reaches.
    fn search(&mut self, reach: &Reach, root: u16) {
        self.meet(reach, root);
        while !self.overflow {
            let Some(&(v, next)) = self.path.last() else {
                return;
            };
            let at = self.met[usize::from(v)];
            if next < at.first_edge + at.edge_count {
                if let Some(top) = self.path.last_mut() {
                    top.1 += 1;
                }
                let to = self.edges[usize::from(next)];
                let w = self.order[usize::from(to)];
                if w == NONE {
                    self.meet(reach, to);
                } else if self.met[usize::from(w)].component == NONE {
                    let low = &mut self.met[usize::from(v)].low;
                    *low = (*low).min(w);
                }
                continue;
            }
            self.path.pop();
            if at.low == v {
                self.complete(v);
            }
            if let Some(&(parent, _)) = self.path.last() {
                let low = &mut self.met[usize::from(parent)].low;
                *low = (*low).min(at.low);
            }
        }
    }

    /// Completes the component whose first node met is `root` (the stack from it up): its
    /// closure is its members and the closures of the components its links lead to.
    fn complete(&mut self, root: u16) {
        let k = self.components;
        let Some(from) = self.stack.iter().rposition(|&v| v == root) else {
            return;
        };
        let start = self.closures.len();
        let words = self.words;
        if self.closures.resize(start + words, 0).is_err() {
            self.overflow = true;
            return;
        }
        self.components += 1;
        for &v in &self.stack[from..] {
            self.met[usize::from(v)].component = k;
        }
        let (earlier, closure) = self.closures.split_at_mut(start);
        for &v in &self.stack[from..] {
            let m = self.met[usize::from(v)];
            if let Some(bit) = bit_of(&self.rank, m.node) {
                closure[bit / 64] |= 1 << (bit % 64);
            }
            if m.absurd {
                closure[self.absurd / 64] |= 1 << (self.absurd % 64);
            }
            let first = usize::from(m.first_edge);
            let mut last = NONE;
            for &to in &self.edges[first..first + usize::from(m.edge_count)] {
                let j = self.met[usize::from(self.order[usize::from(to)])].component;
                if j == k || j == last {
                    continue;
                }
                last = j;
                let j = usize::from(j) * words;
                for (w, &x) in closure.iter_mut().zip(&earlier[j..j + words]) {
                    *w |= x;
                }
            }
        }
        self.stack.truncate(from);
    }
}

#[cfg(all(test, feature = "se-score"))]
mod tests {
    extern crate std;
    use super::super::branch::{Node, Position};
    use super::*;
    use crate::rater::board::{Board, bits};
    use crate::rater::test_util::{HARD, thinned, xorshift};

    /// The tables answer every start as its own closure does (static and grouped), whatever
    /// order the starts are asked in, and hold the same closures. Positions: hard puzzles
    /// with their candidates thinned at random (broken ones too), and the empty grid (too
    /// big for the tables).
    #[test]
    fn every_start_is_answered_as_its_closure_answers() {
        let lines = HARD;
        let mut random = xorshift(0x2545_F491_4F6C_DD1D);
        let (mut refuting, mut answered) = ([0; 2], 0);
        for line in lines {
            for round in 0..8u64 {
                let pm = thinned(line, round, &mut random);
                let board = Board::new(&pm);
                let pos = Position::new(&board);
                let mut starts = std::vec::Vec::new();
                for d in 0..9 {
                    for c in bits(pos.start[d]) {
                        starts.extend([Node::new(c, d, true).0, Node::new(c, d, false).0]);
                    }
                }
                for grouped in [false, true] {
                    let reach = Reach::new(&pos.start);
                    let mut forwards = Tables::new(&pos.start, grouped);
                    let mut backwards = Tables::new(&pos.start, grouped);
                    let answers: std::vec::Vec<_> = starts
                        .iter()
                        .map(|&s| forwards.refutes(&reach, s))
                        .collect();
                    for (&start, &answer) in starts.iter().zip(&answers).rev() {
                        assert_eq!(backwards.refutes(&reach, start), answer);
                        let Some(answer) = answer else { continue };
                        // A fresh reach each time: its caches answer from earlier closures.
                        let mut alone = Reach::new(&pos.start);
                        let closure = if grouped {
                            alone.may_refute_grouped(start)
                        } else {
                            alone.may_refute(start, true, u32::MAX)
                        };
                        assert_eq!(answer, closure, "{line} round {round} {start} {grouped}");
                        if !grouped {
                            assert_eq!(forwards.closure_of(start), Some(reach.closure_of(start)));
                        }
                        refuting[usize::from(grouped)] += u32::from(answer);
                        answered += 1;
                    }
                }
            }
        }
        assert!(refuting[1] > refuting[0] && refuting[0] > 0, "{refuting:?}");
        assert!(answered > 10_000, "{answered}");
        // The empty grid: no start refutes itself, and the graph outgrows the tables.
        let empty = [(1u128 << 81) - 1; 9];
        let reach = Reach::new(&empty);
        let mut tables = Tables::new(&empty, true);
        let answers: std::vec::Vec<_> = (0..2 * 729).map(|s| tables.refutes(&reach, s)).collect();
        assert!(answers.iter().all(|&a| a != Some(true)));
        assert_eq!(answers.last(), Some(&None));
    }
}
