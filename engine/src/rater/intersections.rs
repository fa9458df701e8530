//! Locked candidates: pointing (box → line) and claiming (line → box). Level medium.
//!
//! The pattern they build (`Intersection`) and its sentence live in
//! `pattern/intersections.rs`.

use super::board::{Board, unit_bits};
use super::pattern::{Intersection, Pattern};
use super::{Step, Technique};
use crate::{Digit, Unit};

/// A digit confined to `source ∩ target` within `source`: remove it from the rest of
/// `target`. What it finds in a source depends on the cells of the source and of the units
/// crossing it: those of its band and stack (`Quiet`'s crossings).
#[inline(never)]
fn locked(b: &Board<'_>, technique: Technique, source: usize) -> Option<Step> {
    let src = unit_bits(source);
    for d in Digit::ALL {
        let inside = b.cells_of(d) & src;
        if inside == 0 {
            continue;
        }
        // Targets: the other kind of unit crossing the source (lines for a box, boxes for a line).
        let targets = if source >= 18 { 0..18 } else { 18..27 };
        for target in targets {
            let tgt = unit_bits(target);
            if inside & !tgt != 0 {
                continue;
            }
            let victims = b.cells_of(d) & tgt & !src;
            let pattern = Intersection {
                digit: d,
                source: Unit::from_code(source)?,
                target: Unit::from_code(target)?,
            };
            let s = Step::removing(technique, Pattern::Intersection(pattern), d, victims);
            if s.is_some() {
                return s;
            }
        }
    }
    None
}

/// In box `u` (units 18 to 26), a digit lies only in one row or column: remove it from the
/// rest of that line.
pub(super) fn pointing(b: &Board<'_>, u: usize) -> Option<Step> {
    if u < 18 {
        return None;
    }
    locked(b, Technique::Pointing, u)
}

/// In row or column `u` (units 0 to 17), a digit lies only in one box: remove it from the
/// rest of that box.
pub(super) fn claiming(b: &Board<'_>, u: usize) -> Option<Step> {
    if u >= 18 {
        return None;
    }
    locked(b, Technique::Claiming, u)
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;
    use super::*;

    #[test]
    fn pointing_removes_the_digit_from_the_rest_of_the_line() {
        let mut pm = from_line(&".".repeat(81));
        // Box 4 (rows 4-6, columns 1-3): 5 only in r6c1, r6c3.
        confine(&mut pm, 21, 5, &[rc(6, 1), rc(6, 3)]);
        // Row 6 outside box 4: 5 only at r6c7 and r6c9 (so those are the victims).
        for c in 4..=9 {
            if c != 7 && c != 9 {
                pm.eliminate(rc(6, c), d(5));
            }
        }
        let s = each_unit(pointing, &Board::new(&pm)).unwrap();
        assert_eq!(
            elims(&s),
            [("r6c7".to_string(), 5), ("r6c9".to_string(), 5)]
        );
        assert_eq!(
            s.to_string(),
            "pointing: in box 4, 5 lies only in row 6, so remove 5 from r6c7, r6c9"
        );
    }

    #[test]
    fn claiming_removes_the_digit_from_the_rest_of_the_box() {
        let mut pm = from_line(&".".repeat(81));
        // Column 2: 8 only in rows 1-2 (box 1).
        confine(&mut pm, 10, 8, &[rc(1, 2), rc(2, 2)]);
        // Make sure no box points first: box 1 keeps 8 in rows 1-3 and columns 1-3.
        let s = each_unit(claiming, &Board::new(&pm)).unwrap();
        assert_eq!(s.technique, Technique::Claiming);
        let Pattern::Intersection(p) = s.pattern else {
            panic!("{s}")
        };
        assert_eq!((p.digit, p.source.code(), p.target.code()), (d(8), 10, 18));
        assert_eq!(
            elims(&s),
            [
                ("r1c1".to_string(), 8),
                ("r1c3".to_string(), 8),
                ("r2c1".to_string(), 8),
                ("r2c3".to_string(), 8),
                ("r3c1".to_string(), 8),
                ("r3c3".to_string(), 8),
            ]
        );
        assert!(each_unit(pointing, &Board::new(&pm)).is_none());
        assert!(
            s.to_string()
                .starts_with("claiming: in column 2, 8 lies only in box 1, so remove 8 from")
        );
    }
}
