//! Naked and hidden subsets (pairs, triples, quads) within one unit. Level medium.
//!
//! The pattern they build (`Subset`) and its sentence live in `pattern/subsets.rs`.

use super::board::{Board, unit_bits};
use super::combinations::subsets;
use super::pattern::{Pattern, Subset};
use super::{Step, Technique};
use crate::geometry::UNIT_CELLS;
use crate::{Digit, DigitSet};

/// `n` cells of unit `u` whose candidates together are `n` digits: remove those digits
/// from the unit's other cells.
fn naked(b: &Board<'_>, u: usize, n: u32, technique: Technique) -> Option<Step> {
    let cells = UNIT_CELLS.get(u)?;
    if (b.empty & unit_bits(u)).count_ones() <= n {
        return None; // no other cell to clear
    }
    let mut eligible = 0u16;
    for (k, &c) in cells.iter().enumerate() {
        let len = b.mask(usize::from(c)).len();
        if (2..=n).contains(&len) {
            eligible |= 1 << k;
        }
    }
    for chosen in subsets(eligible, n) {
        let mut union = DigitSet::EMPTY;
        for (k, &c) in cells.iter().enumerate() {
            if chosen & (1 << k) != 0 {
                union = union.union(b.mask(usize::from(c)));
            }
        }
        if union.len() != n {
            continue;
        }
        let mut s = Step::new(technique, Pattern::Subset(Subset::new(u, union, chosen)?));
        for (k, &c) in cells.iter().enumerate() {
            let c = usize::from(c);
            if chosen & (1 << k) == 0 {
                for d in b.mask(c).intersection(union).iter() {
                    s.eliminate(c, d);
                }
            }
        }
        if s.is_useful() {
            return Some(s);
        }
    }
    None
}

/// `n` digits of unit `u` confined to the same `n` cells: remove every other digit from
/// them.
fn hidden(b: &Board<'_>, u: usize, n: u32, technique: Technique) -> Option<Step> {
    let cells = UNIT_CELLS.get(u)?;
    if (b.empty & unit_bits(u)).count_ones() <= n {
        return None; // no other cell to clear
    }
    let mut places = [0u16; 9];
    let mut eligible = 0u16;
    for (k, (p, d)) in places.iter_mut().zip(Digit::ALL).enumerate() {
        *p = b.positions(u, d);
        if (2..=n).contains(&p.count_ones()) {
            eligible |= 1 << k;
        }
    }
    for chosen in subsets(eligible, n) {
        let mut union = 0u16;
        for (k, &p) in places.iter().enumerate() {
            if chosen & (1 << k) != 0 {
                union |= p;
            }
        }
        // Bit `k` of `chosen` is digit `k + 1`: the same layout as a digit set.
        let digits = DigitSet::from_bits(chosen);
        if union.count_ones() != n {
            continue;
        }
        let mut s = Step::new(technique, Pattern::Subset(Subset::new(u, digits, union)?));
        for (k, &c) in cells.iter().enumerate() {
            let c = usize::from(c);
            if union & (1 << k) != 0 {
                for d in b.mask(c).difference(digits).iter() {
                    s.eliminate(c, d);
                }
            }
        }
        if s.is_useful() {
            return Some(s);
        }
    }
    None
}

/// Naked pair.
pub(super) fn naked_pair(b: &Board<'_>, u: usize) -> Option<Step> {
    naked(b, u, 2, Technique::NakedPair)
}

/// Hidden pair.
pub(super) fn hidden_pair(b: &Board<'_>, u: usize) -> Option<Step> {
    hidden(b, u, 2, Technique::HiddenPair)
}

/// Naked triple.
pub(super) fn naked_triple(b: &Board<'_>, u: usize) -> Option<Step> {
    naked(b, u, 3, Technique::NakedTriple)
}

/// Hidden triple.
pub(super) fn hidden_triple(b: &Board<'_>, u: usize) -> Option<Step> {
    hidden(b, u, 3, Technique::HiddenTriple)
}

/// Naked quad.
pub(super) fn naked_quad(b: &Board<'_>, u: usize) -> Option<Step> {
    naked(b, u, 4, Technique::NakedQuad)
}

/// Hidden quad.
pub(super) fn hidden_quad(b: &Board<'_>, u: usize) -> Option<Step> {
    hidden(b, u, 4, Technique::HiddenQuad)
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::super::test_util::*;
    use super::*;
    use crate::Cell;

    /// The subset behind a step: its unit's number, its digits and its cells.
    fn subset(s: &Step) -> (usize, std::string::String, std::vec::Vec<Cell>) {
        let Pattern::Subset(p) = &s.pattern else {
            panic!("{s}")
        };
        (p.unit.code(), p.digits.to_string(), p.cells.to_vec())
    }

    #[test]
    fn naked_pair_in_a_row() {
        let mut pm = from_line(&".".repeat(81));
        keep(&mut pm, rc(1, 2), "37");
        keep(&mut pm, rc(1, 5), "37");
        let s = each_unit(naked_pair, &Board::new(&pm)).unwrap();
        assert_eq!(
            subset(&s),
            (0, "37".to_string(), std::vec![rc(1, 2), rc(1, 5)])
        );
        assert_eq!(s.eliminations.len(), 14); // 3 and 7 from the other seven cells
        assert!(s.to_string().starts_with(
            "naked pair: r1c2, r1c5 hold only 3 and 7 within row 1, so remove 3 from r1c1, r1c3"
        ));
        assert!(each_unit(naked_triple, &Board::new(&pm)).is_none());
    }

    #[test]
    fn naked_triple_in_a_box() {
        let mut pm = from_line(&".".repeat(81));
        keep(&mut pm, rc(4, 4), "12");
        keep(&mut pm, rc(5, 5), "23");
        keep(&mut pm, rc(6, 6), "13");
        let b = Board::new(&pm);
        assert!(each_unit(naked_pair, &b).is_none());
        let s = each_unit(naked_triple, &b).unwrap();
        let cells = std::vec![rc(4, 4), rc(5, 5), rc(6, 6)];
        assert_eq!(subset(&s), (22, "123".to_string(), cells));
        assert_eq!(s.eliminations.len(), 18); // 1, 2, 3 from six cells
    }

    #[test]
    fn naked_quad_in_a_column() {
        let mut pm = from_line(&".".repeat(81));
        for (r, ds) in [(1, "12"), (3, "34"), (5, "14"), (7, "23")] {
            keep(&mut pm, rc(r, 9), ds);
        }
        let b = Board::new(&pm);
        assert!(each_unit(naked_triple, &b).is_none());
        let s = each_unit(naked_quad, &b).unwrap();
        assert_eq!(subset(&s).0, 17);
        assert_eq!(s.eliminations.len(), 20);
    }

    #[test]
    fn hidden_pair_in_a_row() {
        let mut pm = from_line(&".".repeat(81));
        // Row 1: 3 and 7 only in r1c2 and r1c5.
        confine(&mut pm, 0, 3, &[rc(1, 2), rc(1, 5)]);
        confine(&mut pm, 0, 7, &[rc(1, 2), rc(1, 5)]);
        let b = Board::new(&pm);
        assert!(each_unit(naked_pair, &b).is_none());
        let s = each_unit(hidden_pair, &b).unwrap();
        assert_eq!(
            subset(&s),
            (0, "37".to_string(), std::vec![rc(1, 2), rc(1, 5)])
        );
        assert_eq!(s.eliminations.len(), 14); // seven other digits from each cell
        assert!(
            s.to_string()
                .starts_with("hidden pair: in row 1, the digits 3 and 7 can only go in r1c2, r1c5, so remove 1 from r1c2, r1c5; 2 from")
        );
    }

    #[test]
    fn hidden_triple_and_quad_in_a_box() {
        let mut pm = from_line(&".".repeat(81));
        let cells = [rc(7, 1), rc(8, 2), rc(9, 3)];
        for d in [2, 5, 8] {
            confine(&mut pm, 24, d, &cells);
        }
        let b = Board::new(&pm);
        assert!(each_unit(hidden_pair, &b).is_none());
        let s = each_unit(hidden_triple, &b).unwrap();
        assert_eq!(subset(&s), (24, "258".to_string(), cells.to_vec()));
        assert_eq!(s.eliminations.len(), 18);

        let mut pm = from_line(&".".repeat(81));
        let cells = [rc(7, 1), rc(8, 2), rc(9, 3), rc(9, 1)];
        for d in [1, 4, 6, 9] {
            confine(&mut pm, 24, d, &cells);
        }
        let b = Board::new(&pm);
        assert!(each_unit(hidden_triple, &b).is_none());
        let s = each_unit(hidden_quad, &b).unwrap();
        assert_eq!(subset(&s).1, "1469");
        assert_eq!(s.eliminations.len(), 20);
    }
}
