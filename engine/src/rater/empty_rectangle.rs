//! Empty rectangle: a box whose places of a digit lie on one row and one column of it,
//! with a conjugate pair of the digit outside. Level hard (feature `chains`).
//!
//! The pattern it builds (`EmptyRectangle`) and its sentence live in
//! `pattern/empty_rectangle.rs`.

use super::board::{Board, bit, bits, exactly_two, only, several, unit_bits};
use super::pattern::{EmptyRectangle, Pattern};
use super::{Step, Technique};
use crate::geometry::{COL_OF, ROW_OF};
use crate::{Cell, Digit, Unit};

/// In box `bx`, `d` lies only in row `R` and column `C` (on both, not on one alone). A
/// conjugate pair of `d` in a column has one end `x` on row `R` outside the box and the
/// other `y`: if `y` is not `d`, `x` is, so the box's `d` is on column `C`; either way the
/// cell of column `C` in `y`'s row is not `d`. The same with rows and columns swapped.
///
/// Work: per digit and box, 9 line choices times 18 conjugate pairs.
pub(super) fn empty_rectangle(b: &Board<'_>, d: Digit) -> Option<Step> {
    let cells = b.cells_of(d);
    for bx in 0..9 {
        let box_cells = unit_bits(18 + bx);
        let places = cells & box_cells;
        if !several(places) {
            continue;
        }
        let (band, stack) = (bx / 3 * 3, bx % 3 * 3);
        for (row, col) in (band..band + 3).flat_map(|r| (stack..stack + 3).map(move |c| (r, c))) {
            let (row_cells, col_cells) = (unit_bits(row), unit_bits(9 + col));
            let cross = row_cells | col_cells;
            let on_row_only = places & row_cells & !col_cells;
            let on_col_only = places & col_cells & !row_cells;
            if places & !cross != 0 || on_row_only == 0 || on_col_only == 0 {
                continue;
            }
            // (pair line kind, the box line the near end lies on, the other box line)
            for (pair_lines, near_line, far_line) in [(9..18, row, 9 + col), (0..9, 9 + col, row)] {
                for line in pair_lines {
                    let pair = cells & unit_bits(line);
                    if !exactly_two(pair) || pair & box_cells != 0 {
                        continue;
                    }
                    for x in bits(pair) {
                        let Some(y) = only(pair & !bit(x)) else {
                            continue;
                        };
                        if unit_bits(near_line) & bit(x) == 0 {
                            continue;
                        }
                        // The cell of the far box line in `y`'s line parallel to the near one.
                        let y_line = if near_line < 9 {
                            ROW_OF.get(y).map(|&r| usize::from(r))
                        } else {
                            COL_OF.get(y).map(|&c| 9 + usize::from(c))
                        };
                        let Some(y_line) = y_line else { continue };
                        let target = unit_bits(y_line) & unit_bits(far_line) & cells & !box_cells;
                        if target == 0 {
                            continue;
                        }
                        let pattern = EmptyRectangle {
                            digit: d,
                            block: Unit::from_code(18 + bx)?,
                            row: Unit::from_code(row)?,
                            column: Unit::from_code(9 + col)?,
                            line: Unit::from_code(line)?,
                            pair: [Cell::new(x)?, Cell::new(y)?],
                        };
                        let pattern = Pattern::EmptyRectangle(pattern);
                        return Step::removing(Technique::EmptyRectangle, pattern, d, target);
                    }
                }
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
    fn empty_rectangle_with_a_column_pair() {
        let mut pm = from_line(&".".repeat(81));
        // Box 5: 3 only at r4c4 (on row 4) and r6c5 (on column 5).
        confine(&mut pm, 22, 3, &[rc(4, 4), rc(6, 5)]);
        // Column 8: 3 only at r4c8 (on row 4) and r9c8.
        confine(&mut pm, 16, 3, &[rc(4, 8), rc(9, 8)]);
        let s = each_digit(empty_rectangle, &Board::new(&pm)).unwrap();
        assert_eq!(s.technique(), Technique::EmptyRectangle);
        // If r9c8 is not 3, r4c8 is, box 5's 3 is r6c5: r9c5 sees one of them either way.
        assert_eq!(elims(&s), [("r9c5".to_string(), 3)]);
        assert_eq!(
            s.to_string(),
            "empty rectangle: in box 5, 3 lies only in row 4 and column 5, and column 8 has \
             its 3 at r4c8 or r9c8, so remove 3 from r9c5"
        );
    }

    #[test]
    fn empty_rectangle_with_a_row_pair() {
        let mut pm = from_line(&".".repeat(81));
        // Box 1: 7 only at r1c2 (on row 1) and r3c3 (on column 3).
        confine(&mut pm, 18, 7, &[rc(1, 2), rc(3, 3)]);
        // Row 6: 7 only at r6c3 (on column 3) and r6c7.
        confine(&mut pm, 5, 7, &[rc(6, 3), rc(6, 7)]);
        let s = each_digit(empty_rectangle, &Board::new(&pm)).unwrap();
        // If r6c7 is not 7, r6c3 is, box 1's 7 is r1c2: r1c7 sees one of them either way.
        assert_eq!(elims(&s), [("r1c7".to_string(), 7)]);
    }

    #[test]
    fn a_box_on_one_line_is_not_an_empty_rectangle() {
        let mut pm = from_line(&".".repeat(81));
        confine(&mut pm, 22, 3, &[rc(4, 4), rc(4, 5)]);
        confine(&mut pm, 16, 3, &[rc(4, 8), rc(9, 8)]);
        let s = each_digit(empty_rectangle, &Board::new(&pm));
        assert!(s.is_none(), "{}", s.unwrap());
    }
}
