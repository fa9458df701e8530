//! Basic fish: X-Wing (2 lines), Swordfish (3), Jellyfish (4). Level hard.
//!
//! The pattern they build (`Fish`) and its sentence live in `pattern/fish.rs`.

use super::board::Board;
use super::combinations::subsets;
use super::pattern::{Fish, Pattern};
use super::{Step, Technique};
use crate::Digit;
use crate::geometry::UNIT_CELLS;

/// Digit `d`, if its places in `n` base lines (rows, or columns) all lie in `n` cover
/// lines: remove it from the rest of the cover lines.
fn fish(b: &Board<'_>, d: Digit, n: u32, technique: Technique) -> Option<Step> {
    // Base rows (cover columns), then base columns (cover rows).
    for base_first in [0usize, 9] {
        let mut lines = [0u16; 9];
        let mut eligible = 0u16;
        for (k, l) in lines.iter_mut().enumerate() {
            *l = b.positions(base_first + k, d);
            if (2..=n).contains(&l.count_ones()) {
                eligible |= 1 << k;
            }
        }
        for bases in subsets(eligible, n) {
            let mut covers = 0u16;
            for (k, &l) in lines.iter().enumerate() {
                if bases & (1 << k) != 0 {
                    covers |= l;
                }
            }
            if covers.count_ones() != n {
                continue;
            }
            let s = fish_step(b, technique, d, base_first, bases, covers);
            if s.is_useful() {
                return Some(s);
            }
        }
    }
    None
}

/// The fish of `digit` on base lines `bases` (from `base_first`: rows 0, columns 9) and cover
/// lines `covers`, removing the digit from the cover lines outside the base lines.
pub(super) fn fish_step(
    b: &Board<'_>,
    technique: Technique,
    digit: Digit,
    base_first: usize,
    bases: u16,
    covers: u16,
) -> Step {
    let fish = Fish::new(digit, base_first, bases, covers);
    let mut s = Step::new(technique, Pattern::Fish(fish));
    let cover_first = 9 - base_first;
    for c in 0..9 {
        if covers & (1 << c) == 0 {
            continue;
        }
        // Cell k of a cover line lies in base line k.
        for (k, &cell) in UNIT_CELLS[cover_first + c].iter().enumerate() {
            let cell = usize::from(cell);
            if bases & (1 << k) == 0 && b.mask(cell).contains(digit) {
                s.eliminate(cell, digit);
            }
        }
    }
    s
}

/// X-Wing.
pub(super) fn x_wing(b: &Board<'_>, d: Digit) -> Option<Step> {
    fish(b, d, 2, Technique::XWing)
}

/// Swordfish.
pub(super) fn swordfish(b: &Board<'_>, d: Digit) -> Option<Step> {
    fish(b, d, 3, Technique::Swordfish)
}

/// Jellyfish.
pub(super) fn jellyfish(b: &Board<'_>, d: Digit) -> Option<Step> {
    fish(b, d, 4, Technique::Jellyfish)
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::super::test_util::*;
    use super::*;

    /// The base and cover lines of a fish step, as unit numbers.
    fn lines(s: &Step) -> (std::vec::Vec<usize>, std::vec::Vec<usize>) {
        let Pattern::Fish(p) = &s.pattern else {
            panic!("{s}")
        };
        (unit_codes(&p.base), unit_codes(&p.cover))
    }

    #[test]
    fn x_wing_on_rows() {
        let mut pm = from_line(&".".repeat(81));
        confine(&mut pm, 1, 5, &[rc(2, 3), rc(2, 8)]);
        confine(&mut pm, 6, 5, &[rc(7, 3), rc(7, 8)]);
        let s = each_digit(x_wing, &Board::new(&pm)).unwrap();
        assert_eq!(lines(&s), (std::vec![1, 6], std::vec![11, 16]));
        assert_eq!(s.eliminations.len(), 14); // 7 other rows × 2 columns
        assert!(s.to_string().starts_with(
            "X-Wing: 5 in rows 2, 7 lies only in columns 3, 8, so remove 5 from r1c3, r3c3, r4c3"
        ));
    }

    #[test]
    fn swordfish_on_columns() {
        let mut pm = from_line(&".".repeat(81));
        // Columns 1, 4, 9: 6 only in rows 2, 5, 8 (2-3 places each).
        confine(&mut pm, 9, 6, &[rc(2, 1), rc(5, 1)]);
        confine(&mut pm, 12, 6, &[rc(5, 4), rc(8, 4)]);
        confine(&mut pm, 17, 6, &[rc(2, 9), rc(8, 9)]);
        let b = Board::new(&pm);
        assert!(each_digit(x_wing, &b).is_none());
        let s = each_digit(swordfish, &b).unwrap();
        assert_eq!(lines(&s), (std::vec![9, 12, 17], std::vec![1, 4, 7]));
        assert_eq!(s.eliminations.len(), 18); // rows 2, 5, 8 × 6 other columns
        assert!(s.to_string().starts_with(
            "Swordfish: 6 in columns 1, 4, 9 lies only in rows 2, 5, 8, so remove 6 from r2c2"
        ));
    }

    #[test]
    fn jellyfish_on_rows() {
        let mut pm = from_line(&".".repeat(81));
        confine(&mut pm, 0, 2, &[rc(1, 1), rc(1, 3)]);
        confine(&mut pm, 2, 2, &[rc(3, 3), rc(3, 5)]);
        confine(&mut pm, 4, 2, &[rc(5, 5), rc(5, 7)]);
        confine(&mut pm, 6, 2, &[rc(7, 7), rc(7, 1)]);
        let b = Board::new(&pm);
        assert!(each_digit(x_wing, &b).is_none() && each_digit(swordfish, &b).is_none());
        let s = each_digit(jellyfish, &b).unwrap();
        assert_eq!(lines(&s), (std::vec![0, 2, 4, 6], std::vec![9, 11, 13, 15]));
        assert_eq!(s.eliminations.len(), 20); // 5 other rows × 4 columns
    }
}
