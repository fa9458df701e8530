//! Unique rectangle type 1 (level hard). Assumes the puzzle has exactly one solution.

use super::board::Board;
use super::{Step, Technique};
use crate::geometry::BOX_OF;

/// Four empty cells at the corners of a rectangle spanning two rows, two columns and two
/// boxes; three hold only `ab` and the fourth holds `ab` and more. If the fourth were `a` or
/// `b`, the two digits could be swapped in the rectangle and the puzzle would have two
/// solutions, so `a` and `b` go from the fourth cell.
pub(super) fn unique_rectangle(b: &Board<'_>) -> Option<Step> {
    for r1 in 0..9 {
        for r2 in (r1 + 1)..9 {
            for c1 in 0..9 {
                for c2 in (c1 + 1)..9 {
                    let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    let boxes = corners.map(|c| BOX_OF.get(c).copied().unwrap_or(0));
                    let two_boxes = (boxes[0] == boxes[1]) != (boxes[0] == boxes[2]);
                    if !two_boxes {
                        continue;
                    }
                    let masks = corners.map(|c| b.mask(c));
                    for odd in 0..4 {
                        let pair = masks[(odd + 1) & 3];
                        if pair.len() != 2
                            || (0..4).any(|k| k != odd && masks[k] != pair)
                            || masks[odd].len() <= 2
                            || masks[odd].intersection(pair) != pair
                        {
                            continue;
                        }
                        let mut s = Step::with(Technique::UniqueRectangle, pair);
                        for (k, &c) in corners.iter().enumerate() {
                            if k != odd {
                                s.add_cell(c);
                            }
                        }
                        s.add_cell(corners[odd]);
                        for d in pair.iter() {
                            s.eliminate(corners[odd], d);
                        }
                        return Some(s);
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
    fn type_1_clears_the_pair_from_the_fourth_corner() {
        let mut pm = from_line(&".".repeat(81));
        // Rows 1-2 (one band), columns 2 and 5 (two stacks): boxes 1 and 2.
        keep(&mut pm, rc(1, 2), "38");
        keep(&mut pm, rc(1, 5), "38");
        keep(&mut pm, rc(2, 2), "38");
        keep(&mut pm, rc(2, 5), "138");
        let s = unique_rectangle(&Board::new(&pm)).unwrap();
        assert_eq!(
            elims(&s),
            [("r2c5".to_string(), 3), ("r2c5".to_string(), 8)]
        );
        assert_eq!(
            s.to_string(),
            "unique rectangle type 1: r1c2, r1c5, r2c2, r2c5 would form a deadly pattern on 3 \
             and 8, so remove 3 from r2c5; 8 from r2c5"
        );
        // Four boxes: no deadly pattern.
        let mut pm = from_line(&".".repeat(81));
        for (r, c, ds) in [(1, 2, "38"), (1, 5, "38"), (5, 2, "38"), (5, 5, "138")] {
            keep(&mut pm, rc(r, c), ds);
        }
        assert!(unique_rectangle(&Board::new(&pm)).is_none());
    }
}
