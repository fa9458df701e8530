//! Forcing chains: several assumptions that agree, or one that fails. Level extreme.
//!
//! For a rule (what a branch may use) a search tries, in order:
//! - contradiction: `p` on fails, so `p` is false; `p` off fails, so `p` is true;
//! - double: `p` on and `p` off both give the same node, so it holds;
//! - cell: every candidate of a cell gives the same node;
//! - unit: every place of a digit in a unit gives the same node.
//!
//! Work: one branch per candidate and polarity for contradiction and double, one per
//! candidate and group for cells and units (a candidate is in one cell and three units):
//! at most 6 × 729 branches, plus the winners run again to count their chains. `best`
//! searches everything for the lowest score (rating, hints); without it the first
//! conclusion is taken (the level walk and the generator).
//!
//! The pattern they build (`Forcing`, its chain made in `story`) and its sentence live in
//! `pattern/forcing.rs`; the sentences of steps found on hint walks from real puzzles are
//! tested in `hint_walks` (a walk climbs the whole ladder, which imports this module).

use super::branch::{Branch, Node, Position, Rule};
#[cfg(feature = "se-score")]
use super::kept::Kept;
use super::story::tell;
use crate::rater::board::{Board, bits, unit_bits};
use crate::rater::pattern::{Chain, Forcing, ForcingKind, Pattern};
use crate::rater::{Step, Technique, score};
use crate::{Cell, Digit, Unit};

/// The pattern of a forcing step of `kind` told by `chain`.
fn forcing(kind: ForcingKind) -> impl FnOnce(Chain) -> Pattern {
    move |chain| Pattern::Forcing(Forcing { kind, chain })
}

/// Most common targets of a group whose chains are counted (the cheapest is told).
const MAX_TARGETS: usize = 16;

/// Which kinds of forcing a search looks for.
#[derive(Clone, Copy)]
pub(crate) struct Kinds {
    /// Contradiction from `p` on (Nishio: only this).
    pub refute_on: bool,
    /// Contradiction from `p` off, and double implication.
    pub both_ways: bool,
    /// Cell and unit forcing.
    pub groups: bool,
}

/// A branch's on and off nodes, per digit index.
type Nodes = ([u128; 9], [u128; 9]);

/// What the branches of candidates on derived, kept for every group they are in (a
/// candidate is in one cell and three units, and contradictions assume it on first): whether
/// each held, and its on and off nodes. Kept where the stack is large (with `se-score`,
/// whose producers need far more): in a small build each group follows its members again.
#[cfg(feature = "se-score")]
struct Memo(Kept<Nodes>);

#[cfg(feature = "se-score")]
impl Memo {
    fn new() -> Memo {
        Memo(Kept::new())
    }

    /// Keeps what `branch`, assuming candidate `(cell, d)` on, derived.
    fn keep(&mut self, (cell, d): (usize, usize), held: bool, branch: &Branch<'_>) {
        self.0
            .keep(cell * 9 + d, held.then_some((branch.on, branch.off)));
    }

    /// Whether candidate `(cell, d)` on held, and what it derived; `None` if not kept.
    fn get(&self, (cell, d): (usize, usize)) -> Option<Option<Nodes>> {
        self.0.get(cell * 9 + d).map(|kept| kept.copied())
    }
}

/// Without `se-score`: nothing is kept.
#[cfg(not(feature = "se-score"))]
struct Memo;

#[cfg(not(feature = "se-score"))]
impl Memo {
    fn new() -> Memo {
        Memo
    }

    fn keep(&mut self, _: (usize, usize), _: bool, _: &Branch<'_>) {}

    fn get(&self, _: (usize, usize)) -> Option<Option<Nodes>> {
        None
    }
}

/// A search: the position, its rule and kinds, and the best step so far.
struct Search<'p> {
    pos: &'p Position,
    rule: Rule,
    technique: Technique,
    best: Option<Step>,
    exhaustive: bool,
    memo: Memo,
}

impl Search<'_> {
    /// Whether a step of `score` would be kept.
    fn wants(&self, score: u8) -> bool {
        self.best.as_ref().is_none_or(|b| score < b.score)
    }

    /// Whether the search may stop.
    fn done(&self) -> bool {
        !self.exhaustive && self.best.is_some()
    }

    fn offer(&mut self, step: Step) {
        if self.wants(step.score) {
            self.best = Some(step);
        }
    }

    /// The node a conflict shows: the candidate found both on and off (its on side), or
    /// the first off node of the emptied cell or unit.
    fn conflict_node(&self, branch: &Branch<'_>) -> Option<Node> {
        use super::branch::Conflict;
        match branch.conflict? {
            Conflict::Both(c, d) => Some(Node::new(c, d, true)),
            Conflict::Cell(c) => (0..9)
                .find(|&d| self.pos.has(c, d))
                .map(|d| Node::new(c, d, false)),
            Conflict::Unit(u, d) => bits(self.pos.start[d] & unit_bits(u))
                .next()
                .map(|c| Node::new(c, d, false)),
        }
    }

    /// A branch that failed: its assumption's opposite, `conclusion`, holds. `p` stands for
    /// the conflict when the branch cannot name one.
    fn refuted(&mut self, branch: &Branch<'_>, p: Node, conclusion: Node) {
        let length = branch.conflict_ancestors();
        let score = score::chain(score::base(self.technique), length);
        if self.wants(score) {
            let to = self.conflict_node(branch).unwrap_or(p);
            let line = branch.line(to);
            let pattern = forcing(ForcingKind::Contradiction);
            self.offer(tell(self.technique, &line, conclusion, length, pattern));
        }
    }

    /// Contradictions and double implications, candidate by candidate.
    fn singles(&mut self, kinds: Kinds) {
        let (mut on, mut off) = (
            Branch::new(self.pos, self.rule),
            Branch::new(self.pos, self.rule),
        );
        for d in 0..9 {
            for c in bits(self.pos.start[d]) {
                if self.done() {
                    return;
                }
                let p = Node::new(c, d, true);
                let held = on.assume(p);
                // Only the cell and unit groups read the kept branches.
                if kinds.groups {
                    self.memo.keep((c, d), held, &on);
                }
                if !held {
                    self.refuted(&on, p, p.negated());
                    continue;
                }
                if !kinds.both_ways {
                    continue;
                }
                if !off.assume(p.negated()) {
                    self.refuted(&off, p, p);
                    continue;
                }
                let mut common_on = [0u128; 9];
                let mut common_off = [0u128; 9];
                for e in 0..9 {
                    common_on[e] = on.on[e] & off.on[e] & self.pos.empty;
                    common_off[e] = on.off[e] & off.off[e];
                }
                for target in targets(&common_on, &common_off) {
                    let length = on.ancestors(target) + off.ancestors(target);
                    let score = score::chain(score::base(self.technique), length);
                    if self.wants(score) {
                        let line = on.line(target);
                        let pattern = forcing(ForcingKind::Double);
                        let step = tell(self.technique, &line, target, length, pattern);
                        self.offer(step);
                    }
                    if self.done() {
                        return;
                    }
                }
            }
        }
    }

    /// Cell and unit forcing: every member of a group (the candidates of a cell, the places
    /// of a digit in a unit) gives the same node.
    fn groups(&mut self) {
        let mut branch = Branch::new(self.pos, self.rule);
        for c in bits(self.pos.empty) {
            let members = self.pos.mask(c);
            if members.count_ones() >= 2 {
                let nodes = (0..9)
                    .filter(|&d| members & (1 << d) != 0)
                    .map(|d| Node::new(c, d, true))
                    .collect();
                if let Some(cell) = Cell::new(c) {
                    self.group(&mut branch, &nodes, ForcingKind::Cell(cell));
                }
            }
            if self.done() {
                return;
            }
        }
        for d in 0..9 {
            for u in 0..27 {
                let places = self.pos.start[d] & unit_bits(u);
                if places.count_ones() >= 2 && self.pos.needed[d] & (1 << u) != 0 {
                    let nodes = bits(places).map(|c| Node::new(c, d, true)).collect();
                    let first = Cell::new(places.trailing_zeros() as usize);
                    let source = (Unit::from_code(u), Digit::new(d as u8 + 1), first);
                    if let (Some(unit), Some(digit), Some(first)) = source {
                        let kind = ForcingKind::Unit { unit, digit, first };
                        self.group(&mut branch, &nodes, kind);
                    }
                }
                if self.done() {
                    return;
                }
            }
        }
    }

    /// One group: intersects what each member's branch derives (a member that fails is
    /// false and leaves the others to agree), then counts the chains to the best target.
    fn group(
        &mut self,
        branch: &mut Branch<'_>,
        members: &heapless::Vec<Node, 9>,
        kind: ForcingKind,
    ) {
        let mut common_on = [!0u128; 9];
        let mut common_off = [!0u128; 9];
        let mut live = 0;
        for &m in members {
            let at = (m.cell(), m.digit());
            let nodes = match self.memo.get(at) {
                Some(kept) => kept,
                None => {
                    let held = branch.assume(m);
                    self.memo.keep(at, held, branch);
                    held.then_some((branch.on, branch.off))
                }
            };
            let Some((on, off)) = nodes else {
                continue;
            };
            live += 1;
            for e in 0..9 {
                common_on[e] &= on[e];
                common_off[e] &= off[e];
            }
        }
        if live < 2 {
            return; // a single live member is a contradiction for the other searches
        }
        for on in common_on.iter_mut() {
            *on &= self.pos.empty;
        }
        // Count each target's chains over all members (one branch per member); keep the
        // cheapest. Without `exhaustive`, only the first target.
        let wanted = if self.exhaustive { MAX_TARGETS } else { 1 };
        let mut found: heapless::Vec<(Node, u32), MAX_TARGETS> = heapless::Vec::new();
        for target in targets(&common_on, &common_off).take(wanted) {
            let _ = found.push((target, 0));
        }
        if found.is_empty() {
            return; // no node common to every live member: nothing to count
        }
        for &m in members {
            if branch.assume(m) {
                for (target, length) in found.iter_mut() {
                    *length += branch.ancestors(*target);
                }
            }
        }
        let Some(&(target, length)) = found.iter().min_by_key(|(_, l)| *l) else {
            return;
        };
        let score = score::chain(score::base(self.technique), length);
        if !self.wants(score) {
            return;
        }
        // Tell the first live member's chain.
        for &m in members {
            if branch.assume(m) {
                break;
            }
        }
        let line = branch.line(target);
        self.offer(tell(self.technique, &line, target, length, forcing(kind)));
    }
}

/// The nodes of `on` and `off` bit boards (per digit index) as nodes, on nodes first.
fn targets<'a>(on: &'a [u128; 9], off: &'a [u128; 9]) -> impl Iterator<Item = Node> + 'a {
    let ons = (0..9).flat_map(move |d| bits(on[d]).map(move |c| Node::new(c, d, true)));
    let offs = (0..9).flat_map(move |d| bits(off[d]).map(move |c| Node::new(c, d, false)));
    ons.chain(offs)
}

/// The lowest-scored (or, without `exhaustive`, the first) forcing step of a rule.
fn search(
    board: &Board<'_>,
    rule: Rule,
    technique: Technique,
    kinds: Kinds,
    exhaustive: bool,
) -> Option<Step> {
    let pos = Position::new(board);
    let mut s = Search {
        pos: &pos,
        rule,
        technique,
        best: None,
        exhaustive,
        memo: Memo::new(),
    };
    if kinds.refute_on || kinds.both_ways {
        s.singles(kinds);
    }
    if kinds.groups && !s.done() {
        s.groups();
    }
    s.best
}

/// Nishio: a digit placed in a cell leads, through that digit alone, to a contradiction.
pub(crate) fn nishio(board: &Board<'_>, exhaustive: bool) -> Option<Step> {
    let kinds = Kinds {
        refute_on: true,
        both_ways: false,
        groups: false,
    };
    search(
        board,
        Rule::OneDigit,
        Technique::NishioForcingChain,
        kinds,
        exhaustive,
    )
}

/// Cell forcing chains on strong links (also finds unit forcing: the technique named is
/// the group's).
pub(crate) fn cell_or_unit(board: &Board<'_>, exhaustive: bool) -> Option<Step> {
    let kinds = Kinds {
        refute_on: false,
        both_ways: false,
        groups: true,
    };
    let mut step = search(
        board,
        Rule::Static,
        Technique::CellForcingChain,
        kinds,
        exhaustive,
    )?;
    if let Pattern::Forcing(Forcing {
        kind: ForcingKind::Unit { .. },
        ..
    }) = step.pattern
    {
        step.technique = Technique::UnitForcingChain;
    }
    Some(step)
}

const ALL: Kinds = Kinds {
    refute_on: true,
    both_ways: true,
    groups: true,
};

/// Dynamic forcing chains: singles followed in the assumed position.
pub(crate) fn dynamic(board: &Board<'_>, exhaustive: bool) -> Option<Step> {
    search(
        board,
        Rule::Dynamic,
        Technique::DynamicForcingChain,
        ALL,
        exhaustive,
    )
}

/// Dynamic forcing chains with locked candidates.
pub(crate) fn dynamic_plus(board: &Board<'_>, exhaustive: bool) -> Option<Step> {
    search(
        board,
        Rule::DynamicPlus,
        Technique::DynamicForcingChainPlus,
        ALL,
        exhaustive,
    )
}

/// Forcing nets: dynamic forcing chains "plus" in which a candidate of a two-candidate cell
/// is also turned off when its own inner branch fails. Always the first step found: each
/// branch may run up to 162 inner ones.
pub(crate) fn net(board: &Board<'_>, _exhaustive: bool) -> Option<Step> {
    search(board, Rule::Net, Technique::ForcingNet, ALL, false)
}
