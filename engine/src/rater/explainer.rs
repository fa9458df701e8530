//! Sudoku Explainer's producers below the chains, as its rating runs them: the score walk
//! takes the first step SE would take, so each producer scans in SE's order and keeps SE's
//! preconditions, which are not the ladder's.
//!
//! - Regions: boxes, then columns, then rows (locked candidates: box → column, box → row,
//!   column → box, row → box; fish: base columns, then base rows).
//! - Tuples of cells or digits in increasing order of their bit sets.
//! - A naked set of `n` needs `2n` empty cells in its region and a hidden set more than `2n`
//!   (otherwise its complement, the smaller set, is the one SE sees); a fish of `n` lines
//!   needs its digit placed at most `9 − 2n` times, for the same reason.
//! - Aligned pair exclusion (6.2) closes the list, SE's last producer below the chains.
//! - "Direct" forms count only the hidden single SE counts: for pointing, in another box
//!   crossing the line; for claiming, in another line of the same kind crossing the box;
//!   for a hidden set, another digit of its own region. They are scored 1.7, 1.9, 2.0, 2.5,
//!   and, as in SE, they only place that single: their eliminations are not made.

use core::ops::Range;

use super::board::{Board, at_most, bit, bits, only, peers, several, unit_bits, unit_positions};
use super::combinations::ascending;
use super::fish::fish_step;
use super::pattern::{AlignedPair, Intersection, Pattern, Subset};
use super::{Step, Technique};
use crate::geometry::{UNIT_CELLS, units_of};
use crate::{Cell, Digit, DigitSet, Unit};

const ROWS: Range<usize> = 0..9;
const COLUMNS: Range<usize> = 9..18;
const BOXES: Range<usize> = 18..27;

/// The units in SE's region order: boxes, columns, rows.
fn se_units() -> impl Iterator<Item = usize> {
    BOXES.chain(COLUMNS).chain(ROWS)
}

/// Pointing and claiming, in SE's order; with `direct`, only those that leave a hidden single
/// in a unit of the source's kind crossing the target.
fn locking(b: &Board<'_>, direct: bool) -> Option<Step> {
    let passes = [
        (BOXES, COLUMNS),
        (BOXES, ROWS),
        (COLUMNS, BOXES),
        (ROWS, BOXES),
    ];
    for (sources, targets) in passes {
        for d in Digit::ALL {
            for source in sources.clone() {
                let src = unit_bits(source);
                let inside = b.cells_of(d) & src;
                if !several(inside) {
                    continue; // none, or a hidden single
                }
                // The one unit of the targets' kind that could hold them all: the first
                // cell's.
                let first = inside.trailing_zeros() as usize;
                let Some(target) = units_of(first).into_iter().find(|u| targets.contains(u)) else {
                    continue;
                };
                let tgt = unit_bits(target);
                if inside & !tgt != 0 {
                    continue;
                }
                let technique = if BOXES.contains(&source) {
                    Technique::Pointing
                } else {
                    Technique::Claiming
                };
                let pattern = Pattern::Intersection(Intersection {
                    digit: d,
                    source: Unit::from_code(source)?,
                    target: Unit::from_code(target)?,
                });
                let s = if direct {
                    let Some(single) = opened_single(b, d, sources.clone(), source, tgt) else {
                        continue;
                    };
                    let mut s = Step::placing(technique, Cell::new(single)?, d, pattern);
                    s.score = if technique == Technique::Pointing {
                        17
                    } else {
                        19
                    };
                    s
                } else {
                    let victims = b.cells_of(d) & tgt & !src;
                    let Some(s) = Step::removing(technique, pattern, d, victims) else {
                        continue;
                    };
                    s
                };
                return Some(s);
            }
        }
    }
    None
}

/// The hidden single that removing `d` from `target` outside `source` leaves in another
/// unit of `kind` (the source's kind) crossing the target, where it had several places: the
/// first such unit's.
fn opened_single(
    b: &Board<'_>,
    d: Digit,
    kind: Range<usize>,
    source: usize,
    target: u128,
) -> Option<usize> {
    kind.filter(|&u| u != source && unit_bits(u) & target != 0)
        .find_map(|u| {
            let places = b.cells_of(d) & unit_bits(u);
            let left = places & !target;
            if several(places) { only(left) } else { None }
        })
}

/// SE's "direct pointing" and "direct claiming" (one producer, 1.7 and 1.9).
pub(super) fn direct_locking(b: &Board<'_>) -> Option<Step> {
    locking(b, true)
}

/// Pointing (2.6) and claiming (2.8), one producer.
pub(super) fn pointing_claiming(b: &Board<'_>) -> Option<Step> {
    locking(b, false)
}

/// Hidden sets of `n` digits; with `direct`, only those after which another digit of the
/// region has one place left (it had several).
fn hidden_set(b: &Board<'_>, n: u32, technique: Technique, direct: bool) -> Option<Step> {
    for u in se_units() {
        let unit = unit_bits(u);
        // More than `2n` empty cells, or more than `n` for the direct form.
        if at_most(b.empty & unit, if direct { n } else { 2 * n }) {
            continue;
        }
        // Each digit's places in the unit, as cells.
        let places = Digit::ALL.map(|d| b.cells_of(d) & unit);
        let eligible = places
            .iter()
            .enumerate()
            .filter(|(_, p)| several(**p) && at_most(**p, n))
            .fold(0u16, |acc, (k, _)| acc | 1 << k);
        for chosen in ascending(eligible, n) {
            let cells = bits(u128::from(chosen)).fold(0u128, |acc, k| acc | places[k]);
            // Exactly `n` cells (each digit has two places or more: never none).
            if !at_most(cells, n) || at_most(cells, n - 1) {
                continue;
            }
            // Bit `k` of `chosen` is digit `k + 1`: the same layout as a digit set.
            let digits = DigitSet::from_bits(chosen);
            // The step is made only once it is known to do something.
            let step = || {
                let subset = Subset::new(u, digits, unit_positions(cells, u))?;
                Some(Step::new(technique, Pattern::Subset(subset)))
            };
            if direct {
                // SE's direct hint only places the single (its eliminations are not made).
                let single = places
                    .iter()
                    .zip(Digit::ALL)
                    .enumerate()
                    .find_map(|(k, (&p, d))| {
                        let left = p & !cells;
                        if chosen & (1 << k) == 0 && several(p) {
                            only(left).map(|c| (c, d))
                        } else {
                            None
                        }
                    });
                let Some((c, d)) = single else {
                    continue;
                };
                let mut s = step()?;
                s.placement = Some((Cell::new(c)?, d));
                s.score = if n == 2 { 20 } else { 25 };
                return Some(s);
            }
            if bits(cells).all(|c| b.mask(c).difference(digits).is_empty()) {
                continue; // nothing to remove
            }
            let mut s = step()?;
            for c in bits(cells) {
                for d in b.mask(c).difference(digits).iter() {
                    s.eliminate(c, d);
                }
            }
            if s.is_useful() {
                return Some(s);
            }
        }
    }
    None
}

/// SE's "direct hidden pair" (2.0).
pub(super) fn direct_hidden_pair(b: &Board<'_>) -> Option<Step> {
    hidden_set(b, 2, Technique::HiddenPair, true)
}

/// SE's "direct hidden triplet" (2.5).
pub(super) fn direct_hidden_triple(b: &Board<'_>) -> Option<Step> {
    hidden_set(b, 3, Technique::HiddenTriple, true)
}

/// Hidden pair (3.4).
pub(super) fn hidden_pair(b: &Board<'_>) -> Option<Step> {
    hidden_set(b, 2, Technique::HiddenPair, false)
}

/// Hidden triplet (4.0).
pub(super) fn hidden_triple(b: &Board<'_>) -> Option<Step> {
    hidden_set(b, 3, Technique::HiddenTriple, false)
}

/// Hidden quad (5.4).
pub(super) fn hidden_quad(b: &Board<'_>) -> Option<Step> {
    hidden_set(b, 4, Technique::HiddenQuad, false)
}

/// Naked sets of `n` cells.
fn naked_set(b: &Board<'_>, n: u32, technique: Technique) -> Option<Step> {
    for u in se_units() {
        let cells = &UNIT_CELLS[u];
        if at_most(b.empty & unit_bits(u), 2 * n - 1) {
            continue;
        }
        let mut eligible = 0u16;
        for (k, &c) in cells.iter().enumerate() {
            if (2..=n).contains(&b.mask(usize::from(c)).len()) {
                eligible |= 1 << k;
            }
        }
        for chosen in ascending(eligible, n) {
            let union = cells
                .iter()
                .enumerate()
                .filter(|&(k, _)| chosen & (1 << k) != 0)
                .fold(DigitSet::EMPTY, |acc, (_, &c)| {
                    acc.union(b.mask(usize::from(c)))
                });
            if union.len() != n {
                continue;
            }
            let mut s = Step::new(technique, Pattern::Subset(Subset::new(u, union, chosen)?));
            for (k, &c) in cells.iter().enumerate() {
                if chosen & (1 << k) == 0 {
                    let c = usize::from(c);
                    for d in b.mask(c).intersection(union).iter() {
                        s.eliminate(c, d);
                    }
                }
            }
            if s.is_useful() {
                return Some(s);
            }
        }
    }
    None
}

/// Naked pair (3.0).
pub(super) fn naked_pair(b: &Board<'_>) -> Option<Step> {
    naked_set(b, 2, Technique::NakedPair)
}

/// Naked triplet (3.6).
pub(super) fn naked_triple(b: &Board<'_>) -> Option<Step> {
    naked_set(b, 3, Technique::NakedTriple)
}

/// Naked quad (5.0).
pub(super) fn naked_quad(b: &Board<'_>) -> Option<Step> {
    naked_set(b, 4, Technique::NakedQuad)
}

/// Fish of `n` base lines: base columns first, then base rows; per set of lines, each digit
/// placed at most `9 − 2n` times.
fn fish(b: &Board<'_>, n: u32, technique: Technique) -> Option<Step> {
    // The digits placed at most 9 − 2n times.
    let mut placed = [0u32; 10];
    for &v in b.pm.grid().cells() {
        if let Some(p) = placed.get_mut(usize::from(v)) {
            *p += 1;
        }
    }
    let digits =
        Digit::ALL.map(|d| placed.get(usize::from(d.get())).copied().unwrap_or(9) + 2 * n <= 9);
    for base_first in [COLUMNS.start, ROWS.start] {
        // Per digit, its places in each base line and the lines that can take part (two to
        // `n` places).
        let mut lines = [[0u16; 9]; 9];
        let mut eligible = [0u16; 9];
        for ((d, ok), (places, eligible)) in Digit::ALL
            .into_iter()
            .zip(digits)
            .zip(lines.iter_mut().zip(eligible.iter_mut()))
        {
            if !ok {
                continue;
            }
            for (k, line) in places.iter_mut().enumerate() {
                *line = b.positions(base_first + k, d);
                if (2..=n).contains(&line.count_ones()) {
                    *eligible |= 1 << k;
                }
            }
        }
        for bases in ascending(0x1ff, n) {
            for d in Digit::ALL {
                if bases & !eligible[d.index()] != 0 {
                    continue;
                }
                let covers = bits(u128::from(bases)).fold(0u16, |acc, k| acc | lines[d.index()][k]);
                if covers.count_ones() != n {
                    continue;
                }
                let s = fish_step(b, technique, d, base_first, bases, covers);
                if s.is_useful() {
                    return Some(s);
                }
            }
        }
    }
    None
}

/// X-Wing (3.2).
pub(super) fn x_wing(b: &Board<'_>) -> Option<Step> {
    fish(b, 2, Technique::XWing)
}

/// Swordfish (3.8).
pub(super) fn swordfish(b: &Board<'_>) -> Option<Step> {
    fish(b, 3, Technique::Swordfish)
}

/// Jellyfish (5.2).
pub(super) fn jellyfish(b: &Board<'_>) -> Option<Step> {
    fish(b, 4, Technique::Jellyfish)
}

/// Aligned pair exclusion (6.2), as SE finds it: base cells hold two or more candidates, see
/// no cell with one and see some bivalue cell; of every two base cells (SE's order of
/// pairs) with two or more bivalue cells seeing both, a digit of one goes when no pair of
/// digits for the two allows it (a pair is out when it would take both digits of such a
/// bivalue cell, or is one digit twice in cells that see each other).
pub(super) fn aligned_pair_exclusion(b: &Board<'_>) -> Option<Step> {
    let alone = bits(b.empty)
        .filter(|&c| b.mask(c).len() == 1)
        .fold(0u128, |acc, c| acc | bit(c));
    let bivalue = b.bivalue();
    let mut base = [0usize; 81];
    let mut n = 0;
    for c in bits(b.empty) {
        if b.mask(c).len() >= 2 && peers(c) & alone == 0 && peers(c) & bivalue != 0 {
            base[n] = c;
            n += 1;
        }
    }
    for j in 1..n {
        for i in 0..j {
            let (c0, c1) = (base[i], base[j]);
            let common = peers(c0) & peers(c1) & bivalue;
            if !several(common) {
                continue;
            }
            let see = peers(c0) & bit(c1) != 0;
            // The pairs of digits (bit `a * 9 + b`, both ways) of the bivalue cells seeing
            // both: a pair of values equal to one of them would empty that cell.
            let mut excluded = 0u128;
            for x in bits(common) {
                let m = b.mask(x).bits();
                let (a, z) = (m.trailing_zeros(), 15 - m.leading_zeros());
                excluded |= (1u128 << (a * 9 + z)) | (1u128 << (z * 9 + a));
            }
            let (mut allowed0, mut allowed1) = (DigitSet::EMPTY, DigitSet::EMPTY);
            for p0 in b.mask(c0).iter() {
                for p1 in b.mask(c1).iter() {
                    if p0 == p1 && see {
                        continue;
                    }
                    if excluded & (1u128 << (p0.index() * 9 + p1.index())) != 0 {
                        continue;
                    }
                    allowed0 = allowed0.with(p0);
                    allowed1 = allowed1.with(p1);
                }
            }
            if allowed0 == b.mask(c0) && allowed1 == b.mask(c1) {
                continue; // nothing to remove
            }
            let pattern = Pattern::AlignedPair(AlignedPair {
                cells: [Cell::new(c0)?, Cell::new(c1)?],
                excluders: bits(common).filter_map(Cell::new).collect(),
            });
            let mut s = Step::new(Technique::AlignedPairExclusion, pattern);
            for (c, allowed) in [(c0, allowed0), (c1, allowed1)] {
                for d in b.mask(c).difference(allowed).iter() {
                    s.eliminate(c, d);
                }
            }
            if s.is_useful() {
                return Some(s);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;
    use super::*;

    #[test]
    fn direct_pointing_counts_only_a_single_in_another_box_on_the_line() {
        // Box 1: 5 only in r1c1, r1c2, so row 1 loses 5 elsewhere.
        let mut pm = from_line(&".".repeat(81));
        confine(&mut pm, 18, 5, &[rc(1, 1), rc(1, 2)]);
        // Box 2 keeps 5 only in r1c4 and r2c5: without r1c4, r2c5 is box 2's only 5.
        let mut boxed = pm.clone();
        confine(&mut boxed, 19, 5, &[rc(1, 4), rc(2, 5)]);
        let s = direct_locking(&Board::new(&boxed)).unwrap();
        assert_eq!(s.technique, Technique::Pointing);
        assert_eq!(s.placements(), &[(rc(2, 5), d(5))]);
        assert!(s.eliminations().is_empty()); // SE's direct hint only places the single
        assert_eq!(s.score().to_string(), "1.7");
        // Column 4 keeps 5 only in r1c4 and r5c4 instead: the single it leaves is in a
        // column, which SE's direct pointing does not count; plain pointing (2.6) remains.
        let mut column = pm;
        confine(&mut column, 12, 5, &[rc(1, 4), rc(5, 4)]);
        let b = Board::new(&column);
        assert!(direct_locking(&b).is_none());
        let s = pointing_claiming(&b).unwrap();
        assert_eq!(
            (s.technique, s.score().to_string()),
            (Technique::Pointing, "2.6".into())
        );
        assert_eq!(s.eliminations().len(), 6); // r1c4 to r1c9
    }

    #[test]
    fn sets_keep_ses_empty_cell_preconditions() {
        // Row 1 with four empty cells: r1c1, r1c2 hold only 1 and 2, r1c3 and r1c4 hold 3
        // and 4 besides. The hidden pair (3, 4) in r1c3, r1c4 needs more than 2n = 4 empty
        // cells in its row: SE sees only the naked pair.
        let mut pm = from_line(
            "....56789........................................................................",
        );
        keep(&mut pm, rc(1, 1), "12");
        keep(&mut pm, rc(1, 2), "12");
        keep(&mut pm, rc(1, 3), "1234");
        keep(&mut pm, rc(1, 4), "1234");
        // SE looks in boxes first: the pair is found in box 1 (eight empty cells).
        let b = Board::new(&pm);
        let s = naked_pair(&b).unwrap();
        assert!(
            s.to_string()
                .starts_with("naked pair: r1c1, r1c2 hold only 1 and 2 within box 1")
        );
        assert!(hidden_pair(&b).is_none());
    }

    #[test]
    fn aligned_pair_exclusion_removes_a_digit_no_pair_allows() {
        // r1c1 (1, 3, 5) and r1c2 (2, 3) see each other; r1c3 (1, 2) and r2c3 (1, 3) see
        // both. r1c1 = 1 leaves r1c2 2 (empties r1c3) or 3 (empties r2c3): 1 goes.
        let mut pm = from_line(&".".repeat(81));
        for (r, c, ds) in [(1, 1, "135"), (1, 2, "23"), (1, 3, "12"), (2, 3, "13")] {
            keep(&mut pm, rc(r, c), ds);
        }
        let s = aligned_pair_exclusion(&Board::new(&pm)).unwrap();
        assert_eq!(elims(&s), [("r1c1".to_string(), 1)]);
        assert_eq!(s.score().to_string(), "6.2");
        assert_eq!(
            s.to_string(),
            "aligned pair exclusion: r1c1 and r1c2 cannot hold both digits of any of r1c3, \
             r2c3 (each sees both), so some digits have no partner left, so remove 1 from r1c1"
        );
        // With one bivalue cell seeing both, SE does not look.
        let mut pm2 = from_line(&".".repeat(81));
        for (r, c, ds) in [(1, 1, "135"), (1, 2, "23"), (1, 3, "12")] {
            keep(&mut pm2, rc(r, c), ds);
        }
        assert!(aligned_pair_exclusion(&Board::new(&pm2)).is_none());
    }
}
