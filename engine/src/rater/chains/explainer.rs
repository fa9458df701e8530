//! Sudoku Explainer's chaining producers, for the score walk: "Forcing Chains & Cycles"
//! (bidirectional X-, Y- and XY-cycles, forcing X- and XY-chains), Nishio forcing chains,
//! multiple forcing chains (cell and region) and dynamic forcing chains, each producing the
//! hint SE's own sort puts first (lowest difficulty, then lowest complexity, then SE's kind
//! order, then the order found), with SE's difficulty.
//!
//! The implications themselves (what each potential turns on and off, in which order, with
//! which parents) are in `implication`. The level walk and hints keep `forcing` and `aic`:
//! this module only sets the score.

use super::advanced::{View, advanced};
use super::branch::{LINE_NODES, Line, Node};
use super::closures::Closures;
use super::implication::{
    NONE, POTENTIALS, Queue, Run, Store, cell_of, digit_of, hidden_parents, is_on,
    length_difficulty, mask, off_to_on, off_to_on_in, on_to_off, on_to_off_in, potential, regions,
    visible,
};
use super::kept::Kept;
use super::story::tell;
use crate::geometry::unit_set_of;
use crate::rater::board::{Board, bit, bits, peers, small_bits, unit_bits};
use crate::rater::pattern::{Forcing, ForcingKind, Pattern};
use crate::rater::{Step, Technique};
use crate::{Digit, Unit};

/// The working grid of a producer.
type Grid = super::implication::Grid;

/// The best hint so far by SE's sort: difficulty, complexity, kind, order found.
struct Best {
    /// Difficulty, complexity, kind and place in SE's production order of the best hint.
    key: Option<(f64, u32, u8, u32)>,
    step: Option<Step>,
    /// The place of the next hint offered without one: one more per hint offered, from
    /// where [`Best::at`] last set it.
    count: u32,
}

impl Best {
    fn new() -> Best {
        Best {
            key: None,
            step: None,
            count: 0,
        }
    }

    /// Numbers the next hints offered without a place from `place` on.
    fn at(&mut self, place: u32) {
        self.count = place;
    }

    /// The largest complexity a hint of `base` difficulty and `kind` can have and still sort
    /// before the best so far (static chains grow one potential per step, so a search can
    /// stop there without changing what comes first).
    fn limit(&self, base: f64, kind: u8) -> u32 {
        let Some(key) = self.key else {
            return u32::MAX;
        };
        let before = |c: u32| {
            let d = base + length_difficulty(c);
            d < key.0 || (d == key.0 && (c, kind) <= (key.1, key.2))
        };
        let mut c = 0;
        while c < 4096 && before(c + 1) {
            c += 1;
        }
        c
    }

    /// Offers a hint of SE difficulty `base` plus the length bonus of `complexity`; `build` makes its step when it sorts before the best so far (a tie
    /// keeps the earlier one: SE's sort is stable).
    fn offer(
        &mut self,
        base: f64,
        complexity: u32,
        kind: u8,
        place: Option<u32>,
        build: impl FnOnce() -> Step,
    ) {
        let difficulty = base + length_difficulty(complexity);
        let place = place.unwrap_or(self.count);
        self.count += 1;
        let better = match self.key {
            None => true,
            Some((d, c, k, n)) => {
                difficulty < d || (difficulty == d && (complexity, kind, place) < (c, k, n))
            }
        };
        if better {
            self.key = Some((difficulty, complexity, kind, place));
            let mut step = build();
            step.score = tenths(difficulty);
            let length = u16::try_from(complexity).unwrap_or(u16::MAX);
            match &mut step.pattern {
                Pattern::Forcing(f) => f.chain.length = length,
                Pattern::Chain(c) => c.length = length,
                _ => {}
            }
            self.step = Some(step);
        }
    }
}

/// A difficulty in tenths, rounded as SE prints it.
fn tenths(difficulty: f64) -> u8 {
    let t = difficulty * 10.0 + 0.5;
    if t >= 255.0 { 255 } else { t as u8 }
}

/// The first-parent line from the assumption to object `o`, its last [`LINE_NODES`] nodes.
fn line(store: &Store, o: u16) -> Line {
    let mut back = Line::new();
    let mut at = o;
    loop {
        if back.is_full() {
            break;
        }
        let _ = back.push(Node(store.potential(at)));
        match store.parents(at).first() {
            Some(&up) => at = up,
            None => break,
        }
    }
    back.reverse();
    debug_assert!(back.len() <= LINE_NODES);
    back
}

/// A step concluding potential `target` (placing it when on, removing it when off).
fn conclude(technique: Technique, store: &Store, o: u16, target: u16, kind: ForcingKind) -> Step {
    let pattern = move |chain| Pattern::Forcing(Forcing { kind, chain });
    tell(technique, &line(store, o), Node(target), 0, pattern)
}

/// The working grid of a board.
fn grid_of(board: &Board<'_>) -> Grid {
    board.pos
}

/// Scratch space of the producers: the store and the branches of one cell.
struct Scratch {
    store: Store,
    values: [Run; 9],
    other: Run,
    places: [Run; 9],
    /// The potentials of candidates' on branches (most producers need few or none); for
    /// static multiple chains, the whole closures of the starts, one per candidate of the
    /// cells and regions looked at.
    reached: Kept<Potentials>,
}

impl Scratch {
    fn new() -> Scratch {
        Scratch {
            store: Store::new(),
            values: core::array::from_fn(|_| Run::new()),
            other: Run::new(),
            places: core::array::from_fn(|_| Run::new()),
            reached: Kept::new(),
        }
    }
}

/// Scratch space of the static producers (cycles and forcing chains), which follow one
/// branch at a time in a grid that does not change.
struct Loops {
    store: Store,
    run: Run,
    /// Cycles' filters of the off potentials above each on potential.
    lines: [u128; 729],
    /// Each cell's candidates (a 9-bit mask), for the cell rule.
    masks: [u16; 81],
    /// The candidates (bit `cell * 9 + digit`) whose off potential turns something on by
    /// the links of the pass under way ([`Reach::turning_on`]): the others end a cycle's
    /// line where they are.
    live: [u64; 12],
    /// Per candidate (`cell * 9 + digit index`), once known: whether a cycle through it
    /// may eliminate something ([`Loops::may_eliminate`], the same in every pass).
    eliminating: [Option<bool>; 729],
}

impl Loops {
    fn new(grid: &Grid) -> Loops {
        Loops {
            store: Store::new(),
            run: Run::new(),
            lines: [0; 729],
            masks: core::array::from_fn(|cell| mask(grid, cell)),
            live: [0; 12],
            eliminating: [None; 729],
        }
    }

    /// Whether a cycle through `cell` = digit index `d` may eliminate something: a victim
    /// of [`Reach::cycle_victims`] outside its cell. One answer holds for every member.
    fn may_eliminate(&mut self, closures: &mut Closures, (cell, d): (usize, usize)) -> bool {
        if let Some(&Some(known)) = self.eliminating.get(cell * 9 + d) {
            return known;
        }
        let (members, victims) = closures.cycle_victims((cell, d));
        for (e, &cells) in members.iter().enumerate() {
            for c in bits(cells) {
                if let Some(slot) = self.eliminating.get_mut(c * 9 + e) {
                    *slot = Some(victims.iter().any(|&v| v & !bit(c) != 0));
                }
            }
        }
        self.eliminating
            .get(cell * 9 + d)
            .copied()
            .flatten()
            .unwrap_or(true)
    }
}

/// What the cycle closed at `o` eliminates, cells per digit index: the candidates outside
/// the loop's cells that see one of its on potentials and one of its off potentials of
/// their digit (one of the two sets holds).
fn cycle_eliminations(grid: &Grid, store: &Store, o: u16) -> [u128; 9] {
    let mut cells = 0u128;
    let mut at = o;
    while let Some(&up) = store.parents(at).first() {
        cells |= bit(cell_of(store.potential(at)));
        at = up;
    }
    let (mut forw, mut back) = ([0u128; 9], [0u128; 9]);
    let mut at = o;
    while let Some(&up) = store.parents(at).first() {
        let p = store.potential(at);
        let (c, e) = (cell_of(p), digit_of(p));
        let seen = visible(c) & grid[e] & !cells;
        if is_on(p) {
            forw[e] |= seen;
        } else {
            back[e] |= seen;
        }
        at = up;
    }
    core::array::from_fn(|e| forw[e] & back[e])
}

/// Words of a set of potentials.
const POTENTIAL_WORDS: usize = POTENTIALS.div_ceil(64);

/// A set of potentials, bit `p`.
type Potentials = [u64; POTENTIAL_WORDS];

/// Adds potential `p` to `set`.
fn insert(set: &mut Potentials, p: u16) {
    if let Some(word) = set.get_mut(usize::from(p >> 6)) {
        *word |= 1 << (p & 63);
    }
}

/// The potentials of a branch.
fn potentials(run: &Run) -> Potentials {
    let mut set = [0; POTENTIAL_WORDS];
    for &p in run.on.iter().chain(run.off.iter()) {
        insert(&mut set, p);
    }
    set
}

/// Where a multiple-chains producer's hints from `cell` and digit index `d` (9: the cell's
/// own forcing, after its digits) sort when SE's order finds them: `part` 0 for the
/// digit's contradictions and double implications, `1 + j` for region forcing in the
/// cell's `j`-th region; below that, the order found (fewer than 4096: one hint per
/// potential of a branch at most).
fn place_of(cell: usize, d: usize, part: u32) -> u32 {
    ((cell * 10 + d) as u32) << 14 | part << 12
}

/// A region forcing search left for after the cells: the first place, the digit index,
/// the region's index among the cell's regions, and the region.
type Deferred = (u8, u8, u8, u8);

/// The mode of a multiple-chains producer (SE's `Chaining` flags at level 0).
#[derive(Clone, Copy)]
struct Mode {
    /// SE's nesting level: 1 adds the advanced implications of [`advanced`].
    level: u8,
    /// Cells without a digit, and how many cells hold each digit (for [`advanced`]).
    empty: u128,
    placed: [u8; 9],
    multiple: bool,
    dynamic: bool,
    nishio: bool,
}

impl Mode {
    /// SE's base difficulty of the mode.
    fn base(self) -> f64 {
        if self.level > 0 {
            8.5 + 0.5 * f64::from(self.level)
        } else if self.nishio {
            7.5
        } else if self.dynamic {
            8.5
        } else {
            8.0
        }
    }

    /// The technique a hint of the mode is named by.
    fn technique(self, region: bool) -> Technique {
        if self.level > 0 {
            Technique::DynamicForcingChainPlus
        } else if self.nishio {
            Technique::NishioForcingChain
        } else if self.dynamic {
            Technique::DynamicForcingChain
        } else if region {
            Technique::UnitForcingChain
        } else {
            Technique::CellForcingChain
        }
    }

    /// Follows `run`'s potentials to the end, or to the first potential found both on and
    /// off: then the on and the off object (SE's `doChaining`).
    fn chain(self, grid: &Grid, run: &mut Run, store: &mut Store) -> Option<(u16, u16)> {
        let saved = *grid;
        let mut work = *grid;
        let mut pend_on: Queue<800> = Queue::new();
        let mut pend_off: Queue<800> = Queue::new();
        for &p in &run.on {
            pend_on.push(run.get(p));
        }
        for &p in &run.off {
            pend_off.push(run.get(p));
        }
        let cell_rule = !self.nishio;
        loop {
            if let Some(o) = pend_on.pop() {
                let p = store.potential(o);
                let mut hit = None;
                on_to_off(&work, p, cell_rule, |q| {
                    if hit.is_some() {
                        return;
                    }
                    if run.contains(q ^ 1) {
                        hit = Some((run.get(q ^ 1), store.add(q, o)));
                    } else if !run.contains(q) {
                        let n = store.add(q, o);
                        run.add(store, n);
                        pend_off.push(n);
                    }
                });
                if hit.is_some() {
                    return hit;
                }
                continue;
            }
            let Some(o) = pend_off.pop() else {
                if self.level == 0 || !self.more(&work, &saved, run, store, &mut pend_off) {
                    return None;
                }
                continue;
            };
            let p = store.potential(o);
            let mut made: heapless::Vec<u16, 4> = heapless::Vec::new();
            off_to_on(&work, p, cell_rule, true, |q, rule| {
                let n = store.add(q, o);
                if n != NONE {
                    if self.dynamic {
                        hidden_parents(store, run, &work, &saved, n, rule);
                    }
                    let _ = made.push(n);
                }
            });
            if self.dynamic {
                work[digit_of(p)] &= !bit(cell_of(p));
            }
            for n in made {
                let q = store.potential(n);
                if run.contains(q ^ 1) {
                    return Some((n, run.get(q ^ 1)));
                } else if !run.contains(q) {
                    run.add(store, n);
                    pend_on.push(n);
                }
            }
        }
    }

    /// Offers a hint resting on two chains, to objects `a` and `b` (a contradiction, or a
    /// double implication): it concludes `target`, told by the chain to object `told`, and
    /// has SE's kind order `sort`.
    fn offer_pair(
        self,
        store: &Store,
        best: &mut Best,
        (a, b): (u16, u16),
        (told, target): (u16, u16),
        (sort, kind): (u8, ForcingKind),
    ) {
        let c = store.ancestors(a) + store.ancestors(b);
        let tech = self.technique(false);
        best.offer(self.base(), c, sort, None, || {
            conclude(tech, store, told, target, kind)
        });
    }

    /// Level 1: queues the advanced implications the branch has not yet; whether any.
    fn more(
        self,
        work: &Grid,
        saved: &Grid,
        run: &mut Run,
        store: &mut Store,
        pend_off: &mut Queue<800>,
    ) -> bool {
        let view = View {
            grid: work,
            saved,
            empty: self.empty,
            placed: self.placed,
        };
        let mut found = heapless::Vec::new();
        advanced(&view, run, store, &mut found);
        let mut any = false;
        for o in found {
            let p = store.potential(o);
            if !run.contains(p) {
                run.add(store, o);
                pend_off.push(o);
                any = true;
            }
        }
        any
    }

    /// A branch from potential `p` alone, followed to the end (see [`Mode::chain`]).
    fn assume(self, grid: &Grid, run: &mut Run, store: &mut Store, p: u16) -> Option<(u16, u16)> {
        run.clear();
        let o = store.add(p, NONE);
        run.add(store, o);
        self.chain(grid, run, store)
    }

    /// SE's `getMultipleChainsHintList`: every cell, in order.
    fn search(mut self, board: &Board<'_>) -> Option<Step> {
        let grid = grid_of(board);
        self.empty = board.empty;
        for &v in board.pm.grid().cells() {
            if let Some(n) = self.placed.get_mut(usize::from(v).wrapping_sub(1)) {
                *n += 1;
            }
        }
        let mut s = Scratch::new();
        let mut best = Best::new();
        let mut deferred = heapless::Vec::new();
        // The potentials a forcing conclusion may be: off ones, and on ones in cells with
        // two candidates or more.
        let mut allowed = [0u64; POTENTIAL_WORDS];
        let several: [bool; 81] = core::array::from_fn(|cell| mask(&grid, cell).count_ones() >= 2);
        for p in 0..POTENTIALS as u16 {
            if !is_on(p) || several[cell_of(p)] {
                insert(&mut allowed, p);
            }
        }
        // With static links, a cell or region whose candidates' closures share no allowed
        // potential gives nothing, and its branches need not be followed: most do not.
        let closures = self.is_static().then(|| {
            let mut closures = Closures::new(&grid, false);
            closures.search_all();
            closures
        });
        let ctx = (&allowed, closures.as_ref());
        for cell in 0..81 {
            let n = mask(&grid, cell).count_ones();
            if n > 2 || (n > 1 && self.dynamic) {
                self.cell(&grid, (cell, n), ctx, &mut s, &mut best, &mut deferred);
            }
        }
        // Region forcing needs every place's branch at once. SE follows them per region,
        // so a branch is followed once for its cell and once more for each region it is
        // not the first place of; few regions give a hint. So the regions wait until every
        // cell's branches are known as sets: only those whose sets share a potential are
        // followed again, and their hints keep the places SE's order gives them.
        for &unit in &deferred {
            self.region(&grid, unit, ctx, &mut s, &mut best);
        }
        best.step
    }

    /// Whether the mode's branches follow the static links alone, to their first
    /// contradiction: SE's multiple forcing chains (cell and region).
    fn is_static(self) -> bool {
        !self.dynamic && !self.nishio && self.level == 0
    }

    /// The potentials of the on branch of `cell` = digit index `d`, followed once. With
    /// static links (and `closures`), the whole closure of the start instead, which holds
    /// them: the searches read these sets only to skip what shares nothing.
    fn reached(
        self,
        grid: &Grid,
        (cell, d): (usize, usize),
        s: &mut Scratch,
        closures: Option<&Closures>,
    ) -> Potentials {
        let k = cell * 9 + d;
        if let Some(Some(&set)) = s.reached.get(k) {
            return set;
        }
        if let Some(closures) = closures {
            let (on, off) = closures.closure_of(potential(cell, d, true));
            let mut set = [0; POTENTIAL_WORDS];
            for (e, (&on, &off)) in on.iter().zip(&off).enumerate() {
                for (cells, polarity) in [(off, false), (on, true)] {
                    for c in bits(cells) {
                        insert(&mut set, potential(c, e, polarity));
                    }
                }
            }
            s.reached.keep(k, Some(set));
            return set;
        }
        let mark = s.store.mark();
        let _ = self.assume(grid, &mut s.other, &mut s.store, potential(cell, d, true));
        let set = potentials(&s.other);
        s.other.clear();
        s.store.truncate(mark);
        s.reached.keep(k, Some(set));
        set
    }

    /// Queues the regions of `cell` = digit index `d` for region forcing (not Nishio's):
    /// those where it is the digit's first place, with two places (or more, for multiple
    /// chains).
    fn defer(
        self,
        grid: &Grid,
        (cell, d): (usize, usize),
        deferred: &mut heapless::Vec<Deferred, 256>,
    ) {
        if self.nishio {
            return;
        }
        for (j, u) in regions(cell).into_iter().enumerate() {
            let at = grid[d] & unit_bits(u);
            let n = at.count_ones();
            if (n == 2 || (self.multiple && n > 2)) && at.trailing_zeros() as usize == cell {
                // A (digit, unit) pair is queued once, from its first place, so the list (one
                // slot per pair and more) cannot fill.
                let queued = deferred.push((cell as u8, d as u8, j as u8, u as u8));
                debug_assert!(queued.is_ok(), "a region queued twice");
            }
        }
    }

    /// One cell: each digit's contradictions, double implications and regions, then the
    /// cell's own forcing (SE's `getMultipleChainsHintListForCell`).
    fn cell(
        self,
        grid: &Grid,
        (cell, n): (usize, u32),
        (allowed, closures): (&Potentials, Option<&Closures>),
        s: &mut Scratch,
        best: &mut Best,
        deferred: &mut heapless::Vec<Deferred, 256>,
    ) {
        for run in s.values.iter_mut() {
            run.clear();
        }
        s.store.truncate((0, 0));
        let digits = mask(grid, cell);
        if closures.is_some() {
            let mut shared = *allowed;
            for d in small_bits(digits) {
                let set = self.reached(grid, (cell, d), s, closures);
                for (w, r) in shared.iter_mut().zip(set) {
                    *w &= r;
                }
            }
            if shared.iter().all(|&w| w == 0) {
                // Nothing for the cell; its regions still wait, in the same order.
                for d in small_bits(digits) {
                    self.defer(grid, (cell, d), deferred);
                }
                return;
            }
        }
        let double = n >= 3 && !self.nishio && self.dynamic;
        let refute = self.dynamic || self.nishio;
        for d in small_bits(digits) {
            let (p_on, p_off) = (potential(cell, d, true), potential(cell, d, false));
            let Scratch {
                store,
                values,
                other,
                reached,
                ..
            } = s;
            best.at(place_of(cell, d, 0));
            let on = &mut values[d];
            // Nishio's branches (one digit) that cannot meet a contradiction offer nothing.
            let may = |on| !self.nishio || nishio_may_contradict(grid[d], cell, on);
            let follow_on = may(true);
            let absurd = if follow_on {
                self.assume(grid, on, store, p_on)
            } else {
                None
            };
            if closures.is_none() && follow_on {
                reached.keep(cell * 9 + d, Some(potentials(on)));
            }
            if let (true, Some((a, b))) = (refute, absurd) {
                let kind = ForcingKind::Contradiction;
                self.offer_pair(store, best, (a, b), (a, p_off), (7, kind));
            }
            // SE follows the off branch too, but only contradictions and double
            // implications use it (`double` is only ever with `refute`): static multiple
            // chains leave it out.
            if refute && may(false) {
                let mark = store.mark();
                let absurd = self.assume(grid, other, store, p_off);
                if let Some((a, b)) = absurd {
                    let kind = ForcingKind::Contradiction;
                    self.offer_pair(store, best, (a, b), (b, p_on), (7, kind));
                }
                if double {
                    for &p in on.on.iter().chain(on.off.iter()) {
                        let q = other.get(p);
                        if q == NONE || (is_on(p) && mask(grid, cell_of(p)).count_ones() < 2) {
                            continue;
                        }
                        let a = on.get(p);
                        let kind = ForcingKind::Double;
                        self.offer_pair(store, best, (a, q), (a, p), (1, kind));
                    }
                }
                other.clear();
                store.truncate(mark);
            }
            self.defer(grid, (cell, d), deferred);
        }
        if self.nishio || !(n == 2 || (self.multiple && n > 2)) {
            return;
        }
        let first = digits.trailing_zeros() as usize;
        let Some(head) = s.values.get(first) else {
            return;
        };
        best.at(place_of(cell, 9, 0));
        for &p in head.on.iter().chain(head.off.iter()) {
            let all = (0..9)
                .filter(|&d| digits & (1 << d) != 0)
                .all(|d| s.values[d].contains(p));
            if !all || (is_on(p) && mask(grid, cell_of(p)).count_ones() < 2) {
                continue;
            }
            let c = (0..9)
                .filter(|&d| digits & (1 << d) != 0)
                .map(|d| s.store.ancestors(s.values[d].get(p)))
                .sum();
            let tech = self.technique(false);
            let (store, o) = (&s.store, head.get(p));
            let kind = crate::Cell::new(cell).map_or(ForcingKind::Double, ForcingKind::Cell);
            best.offer(self.base(), c, 5, None, || {
                conclude(tech, store, o, p, kind)
            });
        }
    }

    /// Region forcing for digit index `d` in region `u` (the `j`-th of `cell`, its first
    /// place): nothing when the places' branches share no potential `allowed` (SE's
    /// `doRegionChainings`, one region). The places' sets were recorded while the store
    /// still held other branches; they are the branches redone here from an empty store as
    /// long as the store never ran out of room (it asserts so in debug builds), which is
    /// what makes the skip exact. With static links they are the starts' whole closures,
    /// which hold the branches: a region they skip shares nothing either.
    fn region(
        self,
        grid: &Grid,
        (cell, d, j, u): Deferred,
        (allowed, closures): (&Potentials, Option<&Closures>),
        s: &mut Scratch,
        best: &mut Best,
    ) {
        let (cell, d, u) = (usize::from(cell), usize::from(d), usize::from(u));
        let at = grid[d] & unit_bits(u);
        let mut shared = *allowed;
        for c in bits(at) {
            let set = self.reached(grid, (c, d), s, closures);
            for (w, r) in shared.iter_mut().zip(set) {
                *w &= r;
            }
        }
        if shared.iter().all(|&w| w == 0) {
            return;
        }
        let Scratch {
            store,
            values,
            places,
            ..
        } = s;
        store.truncate((0, 0));
        let own = &mut values[0];
        let _ = self.assume(grid, own, store, potential(cell, d, true));
        let mut k = 0;
        for c in bits(at & !bit(cell)) {
            let _ = self.assume(grid, &mut places[k], store, potential(c, d, true));
            k += 1;
        }
        let others = &places[..k];
        best.at(place_of(cell, d, 1 + u32::from(j)));
        for &p in own.on.iter().chain(own.off.iter()) {
            if !others.iter().all(|r| r.contains(p))
                || (is_on(p) && mask(grid, cell_of(p)).count_ones() < 2)
            {
                continue;
            }
            let c = store.ancestors(own.get(p))
                + others
                    .iter()
                    .map(|r| store.ancestors(r.get(p)))
                    .sum::<u32>();
            let tech = self.technique(true);
            let o = own.get(p);
            let kind = match (
                Unit::from_code(u),
                Digit::new(d as u8 + 1),
                crate::Cell::new(cell),
            ) {
                (Some(unit), Some(digit), Some(first)) => ForcingKind::Unit { unit, digit, first },
                _ => ForcingKind::Double,
            };
            let st: &Store = store;
            best.offer(self.base(), c, 6, None, || conclude(tech, st, o, p, kind));
        }
        for run in places[..k].iter_mut() {
            run.clear();
        }
        own.clear();
        store.truncate((0, 0));
    }
}

/// Static chains: what the cycles and forcing chains of one start may use.
#[derive(Clone, Copy)]
struct Links {
    /// Y-links: a cell's candidates (on turns the others off; off turns the other of two on).
    y: bool,
    /// X-links: a digit's places in a unit.
    x: bool,
}

impl Links {
    /// SE's kind order of cycles and forcing chains: X, Y, both.
    fn kind(self) -> u8 {
        match (self.y, self.x) {
            (true, true) => 4,
            (true, false) => 3,
            _ => 2,
        }
    }

    fn technique(self) -> Technique {
        match (self.y, self.x) {
            (true, true) => Technique::Aic,
            (true, false) => Technique::XYChain,
            _ => Technique::XChain,
        }
    }

    /// SE's `doCycles`: breadth first from `start` on, an off potential kept once per
    /// derivation that does not go back through itself; cycles back to `start` are kept.
    fn cycles(
        self,
        grid: &Grid,
        start: u16,
        s: &mut Loops,
        found: &mut heapless::Vec<u16, 64>,
        limit: u32,
    ) {
        s.run.clear();
        let Loops {
            store,
            run,
            lines,
            masks,
            live,
            ..
        } = s;
        let m = |cell: usize| if self.y { masks[cell] } else { 0 };
        // An off potential that turns nothing on is no cycle's: it is not kept (nothing
        // rests on it, so what is kept and counted is the same).
        let live = |q: u16| live[usize::from(q >> 7)] & (1 << ((q >> 1) & 63)) != 0;
        let mut pend_on: heapless::Vec<u16, 800> = heapless::Vec::new();
        let mut pend_off: heapless::Vec<u16, 4096> = heapless::Vec::new();
        let o = store.add(start, NONE);
        run.add(store, o);
        let _ = pend_on.push(o);
        // Per on potential kept, a filter of the off potentials above it (candidate index
        // modulo 128): most `is_parent` questions end there without walking the line.
        let slot = |p: u16| usize::from(p >> 1);
        let hash = |p: u16| 1u128 << ((p >> 1) & 127);
        lines[slot(start)] = 0;
        let mut length = 0;
        // A cycle closed in a round has as many potentials as the round's `length`.
        while (!pend_on.is_empty() || !pend_off.is_empty()) && length + 2 <= limit {
            length += 1;
            for &o in &pend_on {
                let p = store.potential(o);
                let above = lines[slot(p)];
                on_to_off_in(grid, m(cell_of(p)), p, |q| {
                    if live(q) && (above & hash(q) == 0 || !store.is_parent(o, q)) {
                        let n = store.add(q, o);
                        let queued = n != NONE && pend_off.push(n).is_ok();
                        debug_assert!(n == NONE || queued, "cycle queue full");
                        if queued {
                            run.add(store, n);
                        }
                    }
                });
            }
            pend_on.clear();
            length += 1;
            for &o in &pend_off {
                let p = store.potential(o);
                off_to_on_in(grid, m(cell_of(p)), p, self.x, |q, _| {
                    let closes = length >= 4 && q == start;
                    let fresh = !run.contains(q);
                    if !closes && !fresh {
                        return;
                    }
                    let n = store.add(q, o);
                    if n == NONE {
                        return;
                    }
                    if closes {
                        let _ = found.push(n);
                    }
                    if fresh {
                        let up = store
                            .parents(o)
                            .first()
                            .map_or(0, |&g| lines[slot(store.potential(g))]);
                        lines[slot(q)] = up | hash(p);
                        run.add(store, n);
                        let _ = pend_on.push(n);
                    }
                });
            }
            pend_off.clear();
        }
    }

    /// SE's `doForcingChains`: from `start` (on or off), the first potential that
    /// contradicts it. SE goes on, but every later contradiction is the same potential, which
    /// it keeps once.
    fn forcing(
        self,
        grid: &Grid,
        start: u16,
        s: &mut Loops,
        found: &mut heapless::Vec<u16, 64>,
        limit: u32,
    ) {
        s.run.clear();
        let Loops {
            store, run, masks, ..
        } = s;
        let m = |cell: usize| if self.y { masks[cell] } else { 0 };
        let mut pend_on: Queue<800> = Queue::new();
        let mut pend_off: Queue<800> = Queue::new();
        let o = store.add(start, NONE);
        run.add(store, o);
        if is_on(start) {
            pend_on.push(o);
        } else {
            pend_off.push(o);
        }
        // Breadth first, one queue at a time: a potential found from the drained queue's
        // `depth` rests on `depth + 2` potentials.
        let mut depth = 0;
        let mut hit = NONE;
        while hit == NONE && depth + 2 <= limit {
            let from_on = !pend_on.is_empty();
            if !from_on && pend_off.is_empty() {
                break;
            }
            let (drained, filled) = if from_on {
                (&mut pend_on, &mut pend_off)
            } else {
                (&mut pend_off, &mut pend_on)
            };
            while let Some(o) = drained.pop() {
                let p = store.potential(o);
                let mut step = |q: u16| {
                    let fresh = !run.contains(q);
                    let contradicts = q ^ 1 == start && hit == NONE;
                    if !fresh && !contradicts {
                        return;
                    }
                    let n = store.add(q, o);
                    if contradicts {
                        hit = n;
                    }
                    if fresh {
                        run.add(store, n);
                        filled.push(n);
                    }
                };
                if from_on {
                    on_to_off_in(grid, m(cell_of(p)), p, step);
                } else {
                    off_to_on_in(grid, m(cell_of(p)), p, true, |q, _| step(q));
                }
                if hit != NONE {
                    break;
                }
            }
            depth += 1;
        }
        if hit != NONE {
            let _ = found.push(hit);
        }
    }

    /// SE's `doUnaryChaining` from `cell` = digit `d`.
    fn unary(
        self,
        grid: &Grid,
        (cell, d): (usize, usize),
        (cap, closures): (u32, &mut Closures),
        s: &mut Loops,
        best: &mut Best,
    ) {
        if !self.x && s.masks[cell].count_ones() > 2 {
            return;
        }
        s.store.truncate((0, 0));
        let start = potential(cell, d, true);
        let mut cycles = heapless::Vec::new();
        let mut chains = heapless::Vec::new();
        let base = if self.x && self.y { 7.0 } else { 6.5 };
        let limit = best.limit(base, self.kind()).min(cap);
        // Starts that cannot close a cycle or reach their own negation within the limit are
        // skipped: their searches would find nothing, and the store only numbers what is
        // found. So are starts of no cycle that eliminates: the cycles found are kept only
        // when they do.
        if s.may_eliminate(closures, (cell, d))
            && closures.reach.may_cycle((cell, d), (self.y, self.x), limit)
        {
            self.cycles(grid, start, s, &mut cycles, limit);
        }
        if self.x {
            let limit = best.limit(base.max(6.6), self.kind()).min(cap);
            for from in [start, start ^ 1] {
                if closures.may_refute_within(from, self.y, limit) {
                    self.forcing(grid, from, s, &mut chains, limit);
                }
            }
        }
        let store = &s.store;
        // Where SE would list each hint: pass, start, cycles before chains, order found.
        let place = |part: u32, k: usize| {
            (u32::from(self.kind()) << 20) | (u32::from(start) << 8) | (part << 7) | k as u32
        };
        for (k, &o) in cycles.iter().enumerate() {
            let victims = cycle_eliminations(grid, store, o);
            if victims == [0; 9] {
                continue;
            }
            let c = store.ancestors(o);
            let st: &Store = store;
            best.offer(base, c, self.kind(), Some(place(0, k)), || {
                let mut step = tell(
                    self.technique(),
                    &line(st, o),
                    Node(start),
                    0,
                    Pattern::Chain,
                );
                step.placement = None;
                step.eliminations = crate::rater::pattern::List::new();
                for (e, &cells) in victims.iter().enumerate() {
                    if let Some(digit) = Digit::new(e as u8 + 1) {
                        step.eliminate_all(cells, digit);
                    }
                }
                step
            });
        }
        let base = if self.x && self.y { 7.0 } else { 6.6 };
        for (k, &o) in chains.iter().enumerate() {
            let p = store.potential(o);
            if is_on(p) && mask(grid, cell_of(p)).count_ones() < 2 {
                continue;
            }
            let c = store.ancestors(o);
            let st: &Store = store;
            best.offer(base, c, self.kind(), Some(place(1, k)), || {
                tell(self.technique(), &line(st, o), Node(p), 0, Pattern::Chain)
            });
        }
    }

    /// SE's `getLoopHintList`: every start in order.
    fn starts(
        self,
        grid: &Grid,
        (cap, closures): (u32, &mut Closures),
        s: &mut Loops,
        best: &mut Best,
    ) {
        s.live = closures.reach.turning_on((self.y, self.x));
        for cell in 0..81 {
            let m = s.masks[cell];
            if m.count_ones() > 1 {
                for d in (0..9).filter(|&d| m & (1 << d) != 0) {
                    self.unary(grid, (cell, d), (cap, closures), s, best);
                }
            }
        }
    }
}

/// SE's "Forcing Chains & Cycles" (6.5–7.0 plus length): X-cycles and forcing X-chains,
/// then Y-cycles, then XY-cycles and forcing chains, SE's first by its sort.
pub(crate) fn cycles_and_chains(board: &Board<'_>, _exhaustive: bool) -> Option<Step> {
    let grid = grid_of(board);
    // One set of closures for the check and the three passes: the grid does not change,
    // and what it learns of a start holds for every pass with the same links.
    let mut closures = Closures::new(&grid, false);
    if !some_closure_crosses(&grid, &mut closures) {
        return None;
    }
    every_cycle_and_chain(&grid, &mut closures)
}

/// Whether some potential's static closure (Y- and X-links) holds a candidate both on and
/// off. Every hint of [`cycles_and_chains`] needs one: a forcing chain's start reaches its
/// own negation; a cycle's victim, on, turns off a node of the loop on each side (it sees
/// one of each, of its digit), and from one of them the loop's links turn on the other.
/// Without one, neither cycles nor chains give anything, however long.
fn some_closure_crosses(grid: &Grid, closures: &mut Closures) -> bool {
    (0..9).any(|d| {
        bits(grid[d]).any(|cell| {
            [true, false]
                .into_iter()
                .any(|on| closures.may_refute(potential(cell, d, on)))
        })
    })
}

/// [`cycles_and_chains`]' three passes, every start.
fn every_cycle_and_chain(grid: &Grid, closures: &mut Closures) -> Option<Step> {
    let mut s = Loops::new(grid);
    let mut best = Best::new();
    for links in [
        Links { y: false, x: true },
        Links { y: true, x: false },
        Links { y: true, x: true },
    ] {
        links.starts(grid, (u32::MAX, closures), &mut s, &mut best);
    }
    best.step
}

/// For tests: whether some static closure crosses in the position of `board`, and what
/// [`cycles_and_chains`]' passes find there without that check.
#[cfg(test)]
pub(crate) fn cycles_and_chains_unchecked(board: &Board<'_>) -> (bool, Option<Step>) {
    let grid = grid_of(board);
    let crosses = some_closure_crosses(&grid, &mut Closures::new(&grid, false));
    (
        crosses,
        every_cycle_and_chain(&grid, &mut Closures::new(&grid, false)),
    )
}

/// For tests (the walks are in `walk`): at the position of `board`, where some static
/// closure crosses, follows every cycle of the three passes from every start, with no skip
/// and no limit, and checks that each cycle that eliminates something eliminates only
/// victims of its start ([`Reach::cycle_victims`]) outside the start's cell, so that
/// [`Loops::may_eliminate`] allows it: the skip of cycles rests on this. Returns how many
/// cycles eliminate (`None`: no closure crosses there).
#[cfg(test)]
pub(crate) fn check_cycle_victims(board: &Board<'_>) -> Option<usize> {
    let grid = grid_of(board);
    let mut closures = Closures::new(&grid, false);
    if !some_closure_crosses(&grid, &mut closures) {
        return None;
    }
    let mut s = Loops::new(&grid);
    let masks = s.masks;
    let mut eliminating = 0;
    for (y, x) in [(false, true), (true, false), (true, true)] {
        let links = Links { y, x };
        s.live = closures.reach.turning_on((y, x));
        for d in 0..9 {
            for cell in bits(grid[d]).filter(|&c| masks[c].count_ones() > 1) {
                s.store.truncate((0, 0));
                let mut found = heapless::Vec::new();
                links.cycles(
                    &grid,
                    potential(cell, d, true),
                    &mut s,
                    &mut found,
                    u32::MAX,
                );
                let (_, victims) = closures.cycle_victims((cell, d));
                for &o in &found {
                    let gone = cycle_eliminations(&grid, &s.store, o);
                    if gone == [0; 9] {
                        continue;
                    }
                    eliminating += 1;
                    for (e, &cells) in gone.iter().enumerate() {
                        assert_eq!(cells & !(victims[e] & !bit(cell)), 0, "{cell} {d}");
                    }
                    assert!(s.may_eliminate(&mut closures, (cell, d)), "{cell} {d}");
                }
            }
        }
    }
    Some(eliminating)
}

/// For tests (the walks are in `walk`): at the position of `board`, follows every Nishio
/// branch (every candidate of a cell with two or more, on and off) and checks that each
/// one meeting a contradiction is one [`nishio_may_contradict`] allows: the skip of Nishio
/// branches rests on this. Returns the branches meeting a contradiction and those skipped.
#[cfg(test)]
pub(crate) fn check_nishio_skips(board: &Board<'_>) -> (usize, usize) {
    let grid = grid_of(board);
    let mode = Mode::se(false, true, true, 0);
    let (mut run, mut store) = (Run::new(), Store::new());
    let (mut absurd, mut skipped) = (0, 0);
    for d in 0..9 {
        for cell in bits(grid[d]).filter(|&c| mask(&grid, c).count_ones() > 1) {
            for on in [true, false] {
                store.truncate((0, 0));
                let found = mode.assume(&grid, &mut run, &mut store, potential(cell, d, on));
                let may = nishio_may_contradict(grid[d], cell, on);
                assert!(found.is_none() || may, "{cell} {d} {on}");
                absurd += usize::from(found.is_some());
                skipped += usize::from(!may);
            }
        }
    }
    (absurd, skipped)
}

impl Mode {
    /// SE's `Chaining(multiple, dynamic, nishio, level)`.
    const fn se(multiple: bool, dynamic: bool, nishio: bool, level: u8) -> Mode {
        Mode {
            level,
            empty: 0,
            placed: [0; 9],
            multiple,
            dynamic,
            nishio,
        }
    }
}

/// Whether a Nishio branch from `cell` (on when `on`, off otherwise) may meet a
/// contradiction, its digit's candidates being `places`. `false` is certain: the branch
/// follows one digit, on to off in the peers and off to on where a unit has one place left
/// (SE's dynamic rules, which leave the places gone off out). Here both rules run to their
/// end on bit sets, where a unit with one place left turns it on whichever place went off
/// (so every potential the branch derives is derived here, unless a unit loses every place
/// first): a branch meeting a contradiction puts a cell both on and off here, or leaves a
/// unit of the digit without a place.
fn nishio_may_contradict(places: u128, cell: usize, on: bool) -> bool {
    let (mut placed, mut gone) = if on { (0, 0) } else { (0, bit(cell)) };
    let mut fresh = if on { bit(cell) } else { 0 };
    // The units where a place may have gone off since the last look: only those can be
    // left with one place or none.
    let mut touched = if on { 0 } else { unit_set_of(cell) };
    loop {
        placed |= fresh;
        for c in bits(fresh) {
            let new = peers(c) & places & !gone;
            gone |= new;
            for g in bits(new) {
                touched |= unit_set_of(g);
            }
        }
        if placed & gone != 0 {
            return true;
        }
        fresh = 0;
        while touched != 0 {
            let u = touched.trailing_zeros() as usize;
            touched &= touched - 1;
            let all = places & unit_bits(u);
            let left = all & !gone;
            if all != 0 && left == 0 {
                return true;
            }
            if left & left.wrapping_sub(1) == 0 {
                fresh |= left;
            }
        }
        fresh &= !placed;
        if fresh == 0 {
            return false;
        }
    }
}

/// SE's Nishio forcing chains (7.5 plus length).
pub(crate) fn nishio(board: &Board<'_>, _exhaustive: bool) -> Option<Step> {
    Mode::se(false, true, true, 0).search(board)
}

/// SE's multiple forcing chains, cell and region (8.0 plus length).
pub(crate) fn multiple(board: &Board<'_>, _exhaustive: bool) -> Option<Step> {
    Mode::se(true, false, false, 0).search(board)
}

/// SE's dynamic forcing chains (8.5 plus length).
pub(crate) fn dynamic(board: &Board<'_>, _exhaustive: bool) -> Option<Step> {
    Mode::se(true, true, false, 0).search(board)
}

/// SE's dynamic forcing chains (+) (9.0 plus length): with locked candidates, hidden and
/// naked pairs and X-Wings inside the branches.
pub(crate) fn dynamic_plus(board: &Board<'_>, _exhaustive: bool) -> Option<Step> {
    Mode::se(true, true, false, 1).search(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The skip of static multiple chains rests on this: a start's whole closure holds the
    /// potentials of its branch, which stops at its first contradiction.
    #[test]
    fn static_branches_stay_in_their_closures() {
        let puzzles = [
            ".47.2....8....1....3....9.2.....5...6..81..5.....4.....7....3.4...9...1.4..27.8..",
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        ];
        let mode = Mode::se(true, false, false, 0);
        let (mut branches, mut stopped) = (0, 0);
        for line in puzzles {
            let pm = crate::Candidates::new(&line.parse().unwrap());
            let board = Board::new(&pm);
            let grid = grid_of(&board);
            let reach = super::super::reach::Reach::new(&grid);
            let (mut run, mut store) = (Run::new(), Store::new());
            for d in 0..9 {
                for cell in bits(grid[d]) {
                    store.truncate((0, 0));
                    let absurd = mode.assume(&grid, &mut run, &mut store, potential(cell, d, true));
                    let (on, off) = reach.closure_of(potential(cell, d, true));
                    for &p in run.on.iter().chain(run.off.iter()) {
                        let set = if is_on(p) { &on } else { &off };
                        assert!(set[digit_of(p)] & bit(cell_of(p)) != 0, "{line} {cell} {d}");
                    }
                    branches += 1;
                    stopped += usize::from(absurd.is_some());
                }
            }
        }
        // Branches that stop early, at a contradiction, are among them.
        assert!(branches > 300 && stopped > 0, "{branches} {stopped}");
    }

    #[test]
    fn se_length_bonus_steps() {
        // SE adds 0.1 each time `complexity - 2` passes 4, 6, 8, 12, 16, 24, 32, …
        let tenths = |c| (length_difficulty(c) * 10.0 + 0.5) as u32;
        let want = [
            (6, 0),
            (7, 1),
            (8, 1),
            (9, 2),
            (11, 3),
            (15, 4),
            (18, 4),
            (19, 5),
        ];
        for (c, t) in want {
            assert_eq!(tenths(c), t, "complexity {c}");
        }
        assert_eq!(tenths(27), 6);
        assert_eq!(tenths(34), 6);
        assert_eq!(tenths(35), 7);
    }
}
