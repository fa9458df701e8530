//! Single-digit patterns: skyscraper, 2-string kite, simple colouring. Level hard.
//!
//! The patterns they build (`ConjugatePairs`, `Colouring`) and their sentences live in
//! `pattern/single_digit.rs`.

use super::board::{Board, bit, bits, common_peers, exactly_two, seen_by, two_colour, unit_bits};
use super::pattern::{Colouring, ConjugatePairs, Pattern};
use super::{Step, Technique};
use crate::geometry::{BOX_OF, COL_OF, ROW_OF};
use crate::{Cell, Digit, Unit};

/// The two cells of a conjugate pair of `d` in unit `u`, if `d` has exactly two places there.
fn link(b: &Board<'_>, u: usize, d: Digit) -> Option<(usize, usize)> {
    let set = b.cells_of(d) & unit_bits(u);
    if !exactly_two(set) {
        return None;
    }
    let p = set.trailing_zeros() as usize;
    Some((p, (set & !bit(p)).trailing_zeros() as usize))
}

fn same(table: &[u8; 81], a: usize, b: usize) -> bool {
    table.get(a).is_some_and(|x| Some(x) == table.get(b))
}

/// Two conjugate pairs of `d` (in units `u1` and `u2` chosen by `units`) whose near ends
/// `n1`, `n2` are joined by `joined(n1, n2)`: one far end is `d`, so `d` goes from every
/// cell seeing both far ends.
fn two_links(
    b: &Board<'_>,
    d: Digit,
    technique: Technique,
    pairs: &[(core::ops::Range<usize>, core::ops::Range<usize>)],
    joined: fn(usize, usize) -> bool,
) -> Option<Step> {
    for (r1, r2) in pairs {
        for u1 in r1.clone() {
            let Some((a1, b1)) = link(b, u1, d) else {
                continue;
            };
            for u2 in r2.clone() {
                if u2 <= u1 && r1 == r2 {
                    continue;
                }
                let Some((a2, b2)) = link(b, u2, d) else {
                    continue;
                };
                for (n1, f1) in [(a1, b1), (b1, a1)] {
                    for (n2, f2) in [(a2, b2), (b2, a2)] {
                        // Four cells: the pairs share none.
                        let (p1, p2) = (bit(n1) | bit(f1), bit(n2) | bit(f2));
                        let cells = p1 | p2;
                        if p1 & p2 != 0 || !joined(n1, n2) {
                            continue;
                        }
                        let victims = common_peers(f1, f2) & b.cells_of(d) & !cells;
                        if victims == 0 {
                            continue;
                        }
                        let pattern = ConjugatePairs {
                            digit: d,
                            lines: [Unit::from_code(u1)?, Unit::from_code(u2)?],
                            joined: [Cell::new(n1)?, Cell::new(n2)?],
                            ends: [Cell::new(f1)?, Cell::new(f2)?],
                        };
                        let pattern = Pattern::ConjugatePairs(pattern);
                        return Step::removing(technique, pattern, d, victims);
                    }
                }
            }
        }
    }
    None
}

/// Two rows (or columns) where `d` has two places, two of them in one column (row).
pub(super) fn skyscraper(b: &Board<'_>, d: Digit) -> Option<Step> {
    fn joined(n1: usize, n2: usize) -> bool {
        same(&COL_OF, n1, n2) || same(&ROW_OF, n1, n2)
    }
    two_links(
        b,
        d,
        Technique::Skyscraper,
        &[(0..9, 0..9), (9..18, 9..18)],
        joined,
    )
}

/// A row pair and a column pair of `d` with one end of each in the same box.
pub(super) fn two_string_kite(b: &Board<'_>, d: Digit) -> Option<Step> {
    fn joined(n1: usize, n2: usize) -> bool {
        same(&BOX_OF, n1, n2)
    }
    two_links(b, d, Technique::TwoStringKite, &[(0..9, 9..18)], joined)
}

/// The conjugate pairs of `d`: the units where it has exactly two places (bit `u`), found
/// once for every colouring of the digit, and the cells of them all. A bit set, not a list
/// of the pairs: a list is 432 bytes more of a Cortex-M0's stack.
fn pairs(b: &Board<'_>, d: Digit) -> (u32, u128) {
    let (mut units, mut cells) = (0u32, 0u128);
    for u in 0..27 {
        let pair = b.cells_of(d) & unit_bits(u);
        if exactly_two(pair) {
            units |= 1 << u;
            cells |= pair;
        }
    }
    (units, cells)
}

/// The cells joined to some cell of `set` by a conjugate pair of `d` in `units`.
fn conjugates(b: &Board<'_>, d: Digit, mut units: u32, set: u128) -> u128 {
    let mut out = 0;
    while units != 0 {
        let pair = b.cells_of(d) & unit_bits(units.trailing_zeros() as usize);
        units &= units - 1;
        if pair & set != 0 {
            out |= pair;
        }
    }
    out
}

/// Colours each cluster of conjugate pairs of a digit with two colours. If two cells of one
/// colour see each other, that colour is false (wrap); a cell seeing both colours cannot hold
/// the digit (trap).
pub(super) fn simple_colouring(b: &Board<'_>, d: Digit) -> Option<Step> {
    let (units, cells) = pairs(b, d);
    let mut done = 0u128;
    // A cell in no pair is a cluster of its own, with one colour: nothing to find.
    for start in bits(cells) {
        if done & bit(start) != 0 {
            continue;
        }
        let (on, off) = two_colour(start, |set| conjugates(b, d, units, set));
        done |= on | off;
        if off == 0 || on & off != 0 {
            continue; // a lone cell, or an odd cycle (a broken position)
        }
        let start_cell = Cell::new(start)?;
        let pattern = Pattern::Colouring(Colouring {
            digit: d,
            start: start_cell,
        });
        let mut s = Step::new(Technique::SimpleColouring, pattern);
        if seen_by(on) & on != 0 {
            s.eliminate_all(on, d);
        } else if seen_by(off) & off != 0 {
            s.eliminate_all(off, d);
        } else {
            s.eliminate_all(seen_by(on) & seen_by(off) & b.cells_of(d) & !(on | off), d);
        }
        if s.is_useful() {
            return Some(s);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;
    use super::*;

    #[test]
    fn skyscraper_on_rows() {
        let mut pm = from_line(&".".repeat(81));
        // 1 in row 2 only at c2, c5; in row 8 only at c2, c6: base column 2, roof r2c5, r8c6.
        confine(&mut pm, 1, 1, &[rc(2, 2), rc(2, 5)]);
        confine(&mut pm, 7, 1, &[rc(8, 2), rc(8, 6)]);
        let s = each_digit(skyscraper, &Board::new(&pm)).unwrap();
        let Pattern::ConjugatePairs(p) = s.pattern else {
            panic!("{s}")
        };
        assert_eq!(
            (p.joined, p.ends),
            ([rc(2, 2), rc(8, 2)], [rc(2, 5), rc(8, 6)])
        );
        assert_eq!(unit_codes(&p.lines), [1, 7]);
        // Cells seeing r2c5 and r8c6 (outside rows 2 and 8): column 6 in box 2, column 5 in box 8.
        assert_eq!(
            elims(&s),
            [
                ("r1c6".to_string(), 1),
                ("r3c6".to_string(), 1),
                ("r7c5".to_string(), 1),
                ("r9c5".to_string(), 1)
            ]
        );
        assert_eq!(
            s.to_string(),
            "skyscraper: 1 has two places in row 2 and in row 8, and r2c2 sees r8c2: r2c5 or \
             r8c6 is 1, so remove 1 from r1c6, r3c6, r7c5, r9c5"
        );
    }

    #[test]
    fn two_string_kite_joins_a_row_and_a_column_in_a_box() {
        let mut pm = from_line(&".".repeat(81));
        // 9 in row 1 only at c2 and c8; in column 1 only at r3 and r7; r1c2 and r3c1 share box 1.
        confine(&mut pm, 0, 9, &[rc(1, 2), rc(1, 8)]);
        confine(&mut pm, 9, 9, &[rc(3, 1), rc(7, 1)]);
        let b = Board::new(&pm);
        assert!(each_digit(skyscraper, &b).is_none());
        let s = each_digit(two_string_kite, &b).unwrap();
        // The far ends r1c8 and r7c1 are both seen by r7c8 only.
        assert_eq!(elims(&s), [("r7c8".to_string(), 9)]);
        assert_eq!(
            s.to_string(),
            "2-string kite: 9 has two places in row 1 and in column 1, and r1c2 sees r3c1: \
             r1c8 or r7c1 is 9, so remove 9 from r7c8"
        );
    }

    #[test]
    fn simple_colouring_trap_and_wrap() {
        // Trap: conjugate pairs of 3 r1c1-r1c5 (row 1), r1c5-r5c5 (column 5), r5c5-r5c2
        // (row 5). Colours: r1c1, r5c5 on; r1c5, r5c2 off. Cells seeing r1c1 and r5c2 cannot
        // be 3: r2c2, r3c2 (box 1, column 2) and r4c1, r6c1 (column 1, box 4).
        let mut pm = from_line(&".".repeat(81));
        confine(&mut pm, 0, 3, &[rc(1, 1), rc(1, 5)]);
        confine(&mut pm, 13, 3, &[rc(1, 5), rc(5, 5)]);
        confine(&mut pm, 4, 3, &[rc(5, 5), rc(5, 2)]);
        let s = each_digit(simple_colouring, &Board::new(&pm)).unwrap();
        assert_eq!(
            elims(&s),
            [
                ("r2c2".to_string(), 3),
                ("r3c2".to_string(), 3),
                ("r4c1".to_string(), 3),
                ("r6c1".to_string(), 3)
            ]
        );
        assert_eq!(
            s.to_string(),
            "simple colouring: two-colouring the conjugate pairs of 3 from r1c1: one colour is \
             3, so remove 3 from r2c2, r3c2, r4c1, r6c1"
        );

        // Wrap: add r5c2-r2c2 (column 2). Colours: r1c1, r5c5, r2c2 on; r1c5, r5c2 off.
        // r1c1 and r2c2 share box 1, so "on" is false.
        let mut pm = from_line(&".".repeat(81));
        confine(&mut pm, 0, 4, &[rc(1, 1), rc(1, 5)]);
        confine(&mut pm, 13, 4, &[rc(1, 5), rc(5, 5)]);
        confine(&mut pm, 4, 4, &[rc(5, 5), rc(5, 2)]);
        confine(&mut pm, 10, 4, &[rc(5, 2), rc(2, 2)]);
        let s = each_digit(simple_colouring, &Board::new(&pm)).unwrap();
        assert_eq!(
            elims(&s),
            [
                ("r1c1".to_string(), 4),
                ("r2c2".to_string(), 4),
                ("r5c5".to_string(), 4)
            ]
        );
    }
}
