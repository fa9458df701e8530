//! Almost locked sets: `n` cells of one unit holding `n + 1` digits between them. Two of
//! them joined by a restricted common digit (ALS-XZ), or two joined through a third
//! (ALS-XY-Wing). Level expert (feature `chains`).
//!
//! An ALS loses its spare digit the moment one of its digits is ruled out: the rest then
//! fill it exactly. A restricted common digit `x` of two ALSs (every `x` cell of one sees
//! every `x` cell of the other) can be in at most one of them, so the other one is locked.
//!
//! The pattern they build (`Als`) and its sentence live in `pattern/als.rs`; the sentences
//! of steps found on hint walks from real puzzles are tested in `hint_walks` (a walk climbs
//! the whole ladder, which imports this module).

use heapless::Vec;

use super::board::{Board, bits, cells_at, peers, unit_bits, unit_positions};
#[cfg(doc)]
use super::combinations::subsets;
use super::pattern::{Als, AlsSet, MAX_ALS_CELLS, Pattern};
use super::quiet::unchanged_since;
use super::{Step, Technique};
use crate::geometry::UNIT_CELLS;
use crate::{Cell, DigitSet, Unit};

impl AlsSet {
    /// The public form of a found set.
    fn of(set: &Set) -> Option<AlsSet> {
        Some(AlsSet {
            unit: Unit::from_code(usize::from(set.unit))?,
            cells: bits(set.cells).filter_map(Cell::new).collect(),
        })
    }
}

/// Most ALSs kept per position; more are ignored (each kept one is still sound).
const MAX_ALS: usize = 192;

/// One almost locked set, as found.
#[derive(Clone, Copy)]
struct Set {
    cells: u128,
    digits: DigitSet,
    unit: u8,
}

impl Set {
    /// Its cells holding digit `d`.
    fn cells_with(&self, b: &Board<'_>, d: crate::Digit) -> u128 {
        self.cells & b.cells_of(d)
    }
}

/// Every ALS of up to [`MAX_ALS_CELLS`] cells, each cell set once, into `found` (empty):
/// unit by unit, smaller sets first, each size in [`subsets`]' order. Returns whether they
/// all fitted. (The caller's list: a returned one was copied out of the tuple, a frame
/// the more of its size on the Cortex-M4F's stack.)
fn all_als(b: &Board<'_>, found: &mut Vec<Set, MAX_ALS>) -> bool {
    for (u, cells) in UNIT_CELLS.iter().enumerate() {
        let free = unit_positions(b.empty, u);
        let masks: [u16; 9] =
            core::array::from_fn(|k| cells.get(k).map_or(0, |&c| b.mask(usize::from(c)).bits()));
        for n in 1..=MAX_ALS_CELLS.min(free.count_ones().saturating_sub(1)) {
            let mut sets = Sets {
                unit: u,
                size: n,
                masks: &masks,
                found,
            };
            if !sets.grow(free, 0, 0) {
                return false;
            }
        }
    }
    true
}

/// The ALSs of one size in one unit, found by growing cell sets position by position,
/// highest first (so in [`subsets`]' decreasing order). A set's digits only grow with its
/// cells: one with more than `size + 1` already grows into none.
struct Sets<'a> {
    unit: usize,
    size: u32,
    /// Per position of the unit, its cell's candidates.
    masks: &'a [u16; 9],
    found: &'a mut Vec<Set, MAX_ALS>,
}

impl Sets<'_> {
    /// Grows `chosen` (positions, with `digits` between them) by positions of `left`;
    /// returns `false` when the list is full.
    fn grow(&mut self, mut left: u16, chosen: u16, digits: u16) -> bool {
        let count = chosen.count_ones();
        if count == self.size {
            let set = cells_at(self.unit, chosen);
            // A set in a box and one line was found with the line (rows and columns come
            // first).
            if digits.count_ones() != self.size + 1 || (self.unit >= 18 && in_one_line(set)) {
                return true;
            }
            let als = Set {
                cells: set,
                digits: DigitSet::from_bits(digits),
                unit: self.unit as u8,
            };
            return self.found.push(als).is_ok();
        }
        // Enough positions must be left below the chosen one.
        while left.count_ones() >= self.size - count {
            let p = 15 - left.leading_zeros() as usize;
            left &= !(1 << p);
            let more = digits | self.masks.get(p).copied().unwrap_or(0);
            if more.count_ones() <= self.size + 1 && !self.grow(left, chosen | 1 << p, more) {
                return false;
            }
        }
        true
    }
}

/// Whether a cell set lies in one row or one column.
fn in_one_line(set: u128) -> bool {
    (0..18).any(|u| set & !unit_bits(u) == 0)
}

/// The cells seeing every cell of a non-empty set.
fn seeing_all(set: u128) -> u128 {
    bits(set).fold(!0u128, |acc, i| acc & peers(i))
}

/// Per digit index, the cells seeing every cell of a set holding the digit, and those
/// cells for any of its digits: worked out once for a set that is paired with every other.
struct SeenBy {
    digit: [u128; 9],
    any: u128,
}

fn seen_by(b: &Board<'_>, set: &Set) -> SeenBy {
    let mut seen = SeenBy {
        digit: [0; 9],
        any: 0,
    };
    for d in set.digits.iter() {
        if let Some(s) = seen.digit.get_mut(d.index()) {
            *s = seeing_all(set.cells_with(b, d));
            seen.any |= *s;
        }
    }
    seen
}

/// The restricted common digits of two disjoint ALSs, `c`'s [`seen_by`] given: those
/// whose every cell in `a` sees every one in `c` (and none is shared). A set with no cell
/// among those seeing all of one of `c`'s digits has none (most pairs).
fn restricted_common(b: &Board<'_>, a: &Set, c: &Set, seen: &SeenBy) -> DigitSet {
    let mut out = DigitSet::EMPTY;
    if a.cells & c.cells != 0 || a.cells & seen.any == 0 {
        return out;
    }
    for d in a.digits.intersection(c.digits).iter() {
        let holders = a.cells_with(b, d);
        if seen
            .digit
            .get(d.index())
            .is_some_and(|&s| holders & !s == 0)
        {
            out = out.with(d);
        }
    }
    out
}

/// The step of `technique` removing what two ALSs locked against each other except for
/// `except` (their restricted common digits) rule out: a common digit `z` lies in one of
/// them, so it goes from every cell seeing all their `z` cells. `None` if nothing goes.
fn remove_common(
    b: &Board<'_>,
    technique: Technique,
    [a, c]: [&Set; 2],
    except: DigitSet,
    pattern: impl FnOnce() -> Option<Als>,
) -> Option<Step> {
    let common = a.digits.intersection(c.digits).difference(except);
    let victims = |z| {
        let holders = a.cells_with(b, z) | c.cells_with(b, z);
        seeing_all(holders) & b.cells_of(z) & !(a.cells | c.cells)
    };
    if common.iter().all(|z| victims(z) == 0) {
        return None;
    }
    let mut s = Step::new(technique, Pattern::Als(pattern()?));
    for z in common.iter() {
        s.eliminate_all(victims(z), z);
    }
    Some(s)
}

/// ALS-XZ: ALSs `A` and `B` with a restricted common digit `x`. One of them is locked, so
/// another common digit `z` lies in `A` or `B`: it goes from every cell seeing all their `z`
/// cells.
///
/// Work: pairs of at most [`MAX_ALS`] sets. A pair whose cells are as `before` (a position
/// of the walk where ALS-XZ found nothing, every set listed) is skipped: the same sets
/// were there, with the same restricted digits, and no fewer victims.
pub(super) fn als_xz(b: &Board<'_>, before: Option<&[u16; 81]>) -> (Option<Step>, bool) {
    let unchanged = unchanged_since(b, before);
    let mut sets = Vec::new();
    let everywhere = all_als(b, &mut sets);
    for (i, a) in sets.iter().enumerate() {
        let seen = seen_by(b, a);
        for c in sets.iter().skip(i + 1) {
            if (a.cells | c.cells) & !unchanged == 0 {
                continue;
            }
            let rcc = restricted_common(b, c, a, &seen);
            let Some(x) = rcc.first() else { continue };
            let pattern = || {
                Some(Als {
                    sets: [AlsSet::of(a)?, AlsSet::of(c)?],
                    pivot: None,
                    restricted: DigitSet::single(x),
                })
            };
            let step = remove_common(b, Technique::AlsXz, [a, c], DigitSet::single(x), pattern);
            if step.is_some() {
                return (step, everywhere);
            }
        }
    }
    (None, everywhere)
}

/// ALS-XY-Wing: a pivot ALS `C` with restricted common digits `x` with `A` and `y` with
/// `B` (`x ≠ y`). `A` or `B` is locked (if neither, `C` would lose both `x` and `y`), so a
/// digit `z` common to `A` and `B` (not `x` or `y`) goes from every cell seeing all their
/// `z` cells.
///
/// Work: per pivot, the sets restricted to it, then their pairs. Three sets whose cells
/// are as `before` (see [`als_xz`]) are skipped.
pub(super) fn als_xy_wing(b: &Board<'_>, before: Option<&[u16; 81]>) -> (Option<Step>, bool) {
    let unchanged = unchanged_since(b, before);
    let mut sets = Vec::new();
    let everywhere = all_als(b, &mut sets);
    let changed = |set: &Set| set.cells & !unchanged != 0;
    for c in &sets {
        let seen = seen_by(b, c);
        // A pivot as it was `before` makes a new triple only with a changed set.
        if !changed(c)
            && !sets
                .iter()
                .any(|a| changed(a) && !restricted_common(b, a, c, &seen).is_empty())
        {
            continue;
        }
        // The sets restricted to the pivot, with their restricted digits.
        let mut linked: Vec<(&Set, DigitSet), MAX_ALS> = Vec::new();
        for a in &sets {
            let rcc = restricted_common(b, a, c, &seen);
            if !rcc.is_empty() {
                let _ = linked.push((a, rcc));
            }
        }
        for (i, &(a, xa)) in linked.iter().enumerate() {
            for &(w, yw) in linked.iter().skip(i + 1) {
                if a.cells & w.cells != 0 || (a.cells | w.cells | c.cells) & !unchanged == 0 {
                    continue;
                }
                // Two different digits, one per link.
                let pick = xa.iter().find_map(|x| {
                    yw.iter()
                        .find(|&y| y != x)
                        .map(|y| DigitSet::single(x).with(y))
                });
                let Some(xy) = pick else { continue };
                let pattern = || {
                    Some(Als {
                        sets: [AlsSet::of(a)?, AlsSet::of(w)?],
                        pivot: Some(AlsSet::of(c)?),
                        restricted: xy,
                    })
                };
                let step = remove_common(b, Technique::AlsXyWing, [a, w], xy, pattern);
                if step.is_some() {
                    return (step, everywhere);
                }
            }
        }
    }
    (None, everywhere)
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::super::test_util::*;
    use super::*;

    /// Every subset of each unit's free cells, smaller first, kept when an ALS.
    fn all_als_by_subsets(b: &Board<'_>) -> std::vec::Vec<(u128, u16, u8)> {
        let mut found = std::vec::Vec::new();
        for u in 0..UNIT_CELLS.len() {
            let free = unit_positions(b.empty, u);
            for n in 1..=MAX_ALS_CELLS.min(free.count_ones().saturating_sub(1)) {
                for chosen in super::super::combinations::subsets(free, n) {
                    let set = cells_at(u, chosen);
                    let digits = b.digits_in(set);
                    if digits.len() == n + 1 && !(u >= 18 && in_one_line(set)) {
                        found.push((set, digits.bits(), u as u8));
                    }
                }
            }
        }
        found
    }

    #[test]
    fn the_sets_grown_are_the_subsets_kept_in_their_order() {
        let line = HARD[0];
        let mut random = xorshift(0x5851_F42D_4C95_7F2D);
        let (mut lists, mut capped) = (0, 0);
        for round in 0..10 {
            let pm = thinned(line, round, &mut random);
            let b = Board::new(&pm);
            let mut sets = Vec::new();
            let everywhere = all_als(&b, &mut sets);
            let grown: std::vec::Vec<_> = sets
                .iter()
                .map(|s| (s.cells, s.digits.bits(), s.unit))
                .collect();
            let kept = all_als_by_subsets(&b);
            assert_eq!(everywhere, kept.len() <= MAX_ALS, "round {round}");
            assert_eq!(grown, kept[..grown.len()], "round {round}");
            lists += usize::from(!grown.is_empty());
            capped += usize::from(!everywhere);
        }
        assert!(lists > 5 && capped > 0, "{lists} {capped}");
    }

    #[test]
    fn als_xz_with_a_three_cell_set() {
        let mut pm = from_line(&".".repeat(81));
        // A = r1c1 {1,2}; B = r1c4 {1,4,5}, r1c5 {1,4}, r2c6 {2,5} in box 2 (three cells,
        // four digits). x = 1: B's 1s (r1c4, r1c5) all see A's (row 1). z = 2: r1c1 or
        // r2c6 is 2.
        keep(&mut pm, rc(1, 1), "12");
        keep(&mut pm, rc(1, 4), "145");
        keep(&mut pm, rc(1, 5), "14");
        keep(&mut pm, rc(2, 6), "25");
        let s = als_xz(&Board::new(&pm), None).0.unwrap();
        assert_eq!(s.technique(), Technique::AlsXz);
        assert!(s.to_string().starts_with(
            "ALS-XZ: the almost locked sets in row 1 and box 2 (r1c1, r1c4, r1c5, r2c6) share \
             the restricted digit 1:"
        ));
        assert_eq!(
            elims(&s),
            [
                ("r1c6".to_string(), 2),
                ("r2c1".to_string(), 2),
                ("r2c2".to_string(), 2),
                ("r2c3".to_string(), 2)
            ]
        );
    }

    #[test]
    fn als_xy_wing_through_a_pivot() {
        let mut pm = from_line(&".".repeat(81));
        // Pivot C = r5c5 {1,2}; A = r5c1 {1,3,4}, r6c2 {3,4} (box 4), x = 1 (row 5);
        // B = r6c5 {2,3}, y = 2 (column 5). z = 3: A's 3s and B's 3 are all seen by r6c1
        // and r6c3.
        keep(&mut pm, rc(5, 5), "12");
        keep(&mut pm, rc(5, 1), "134");
        keep(&mut pm, rc(6, 2), "34");
        keep(&mut pm, rc(6, 5), "23");
        let s = als_xy_wing(&Board::new(&pm), None).0.unwrap();
        assert_eq!(s.technique(), Technique::AlsXyWing);
        assert!(s.to_string().contains("with the pivot set in row 5"));
        assert_eq!(
            elims(&s),
            [("r6c1".to_string(), 3), ("r6c3".to_string(), 3)]
        );
    }

    #[test]
    fn sets_sharing_a_digit_without_a_restriction_prove_nothing() {
        let mut pm = from_line(&".".repeat(81));
        // r1c1 {1,2} and r5c5 {1,2}: common digits, but no cell of one sees the other.
        keep(&mut pm, rc(1, 1), "12");
        keep(&mut pm, rc(5, 5), "12");
        assert!(als_xz(&Board::new(&pm), None).0.is_none());
    }
}
