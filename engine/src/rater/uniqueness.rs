//! Uniqueness: unique rectangles types 1 and 2, BUG+1 (level hard; type 2 and BUG+1 with
//! the `chains` feature). Each assumes the
//! puzzle has exactly one solution.
//!
//! The patterns they build (`Rectangle`, `Bug`) and their sentences live in
//! `pattern/uniqueness.rs`; the sentences of steps found on hint walks from real puzzles are
//! tested in `hint_walks` (a walk climbs the whole ladder, which imports this module).

use super::board::Board;
#[cfg(feature = "chains")]
use super::board::{bit, bits, cells_at, common_peers, peers, unit_bits, unit_positions};
#[cfg(feature = "chains")]
use super::combinations::subsets;
#[cfg(feature = "chains")]
use super::pattern::Bug;
use super::pattern::{Pattern, Rectangle, RectangleKind};
use super::{Step, Technique};
use crate::geometry::BOX_OF;
#[cfg(feature = "chains")]
use crate::geometry::{COL_OF, ROW_OF};
#[cfg(feature = "chains")]
use crate::{Cell, DigitSet, Unit};

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
                        // The bivalue corners in grid order, the odd one last (a slice
                        // rotation would link memmove into the M0 image).
                        let mut order = [corners[odd]; 4];
                        let bivalue = corners.iter().filter(|&&c| c != corners[odd]);
                        for (slot, &c) in order.iter_mut().zip(bivalue) {
                            *slot = c;
                        }
                        let pattern = Rectangle::new(pair, order, RectangleKind::Corner)?;
                        let mut s =
                            Step::new(Technique::UniqueRectangle, Pattern::Rectangle(pattern));
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

#[cfg(feature = "chains")]
/// Type 2: two corners of a rectangle in one line hold only `ab`; the other two hold `ab`
/// and the same one extra digit `x`. One of them is `x` (else a deadly pattern), so `x` goes
/// from every cell seeing both.
pub(super) fn unique_rectangle_2(b: &Board<'_>) -> Option<Step> {
    for (corners, pair) in floors_and_roofs(b) {
        let [_, _, r0, r1] = corners;
        if b.mask(r0) != b.mask(r1) {
            continue;
        }
        let Some(x) = b.mask(r0).difference(pair).as_single() else {
            continue;
        };
        let victims = common_peers(r0, r1) & b.cells_of(x);
        if victims == 0 {
            continue;
        }
        let pattern = Rectangle::new(pair, corners, RectangleKind::Extra { digit: x })?;
        let mut s = Step::new(Technique::UniqueRectangle2, Pattern::Rectangle(pattern));
        s.eliminate_all(victims, x);
        return Some(s);
    }
    None
}

#[cfg(feature = "chains")]
/// The rectangles (over two boxes) with two floor corners in one line holding only the same
/// pair and two roof corners holding the pair and more: `([floor, floor, roof, roof], pair)`,
/// each roof in the line through a floor cell across the floor's line.
fn floors_and_roofs<'b>(b: &'b Board<'_>) -> impl Iterator<Item = ([usize; 4], DigitSet)> + 'b {
    let bivalue = b.bivalue();
    let at = |table: &[u8; 81], i: usize| usize::from(table.get(i).copied().unwrap_or(0));
    bits(bivalue).flat_map(move |f0| {
        let pair = b.mask(f0);
        let later_twins = bivalue & peers(f0) & !((bit(f0) << 1) - 1);
        bits(later_twins)
            .filter(move |&f1| b.mask(f1) == pair)
            .flat_map(move |f1| {
                let (r0, c0, r1, c1) = (
                    at(&ROW_OF, f0),
                    at(&COL_OF, f0),
                    at(&ROW_OF, f1),
                    at(&COL_OF, f1),
                );
                (0..9).filter_map(move |k| {
                    let roof = if r0 == r1 && k != r0 {
                        [k * 9 + c0, k * 9 + c1]
                    } else if c0 == c1 && k != c0 {
                        [r0 * 9 + k, r1 * 9 + k]
                    } else {
                        return None; // a floor in a box only, or the floor's own line
                    };
                    let boxes = [f0, f1, roof[0], roof[1]].map(|c| at(&BOX_OF, c));
                    let two_boxes = (boxes[0] == boxes[1]) != (boxes[0] == boxes[2]);
                    let holds_pair = |c: usize| b.mask(c).intersection(pair) == pair;
                    let more = |c: usize| b.mask(c).len() > 2;
                    (two_boxes
                        && holds_pair(roof[0])
                        && holds_pair(roof[1])
                        && (more(roof[0]) || more(roof[1])))
                    .then_some(([f0, f1, roof[0], roof[1]], pair))
                })
            })
    })
}

#[cfg(feature = "chains")]
/// The units holding both roof cells (their line, and their box when they share one).
fn shared_units(a: usize, c: usize) -> impl Iterator<Item = usize> {
    let (ua, uc) = (crate::geometry::units_of(a), crate::geometry::units_of(c));
    ua.into_iter().filter(move |u| uc.contains(u))
}

#[cfg(feature = "chains")]
/// Type 3: the roof cells' extra digits (two or more) act as one cell; with `k` other cells
/// of a unit holding both roofs they make a naked subset of `k + 1` digits (one roof must
/// hold an extra digit, else a deadly pattern), so those digits go from the unit's other
/// cells.
///
/// Work: per rectangle, up to 63 subsets of the unit's other cells.
pub(super) fn unique_rectangle_3(b: &Board<'_>) -> Option<Step> {
    for (corners, pair) in floors_and_roofs(b) {
        let [_, _, r0, r1] = corners;
        let extras = b.mask(r0).union(b.mask(r1)).difference(pair);
        if extras.len() < 2 {
            continue; // one extra digit: type 2
        }
        for unit in shared_units(r0, r1) {
            let others = unit_bits(unit) & b.empty & !(bit(r0) | bit(r1));
            let free = unit_positions(others, unit);
            for k in 1..=3 {
                for subset in subsets(free, k) {
                    let cells = cells_at(unit, subset);
                    let digits = extras.union(b.digits_in(cells));
                    if digits.len() != k + 1 {
                        continue;
                    }
                    let kind = RectangleKind::Subset {
                        unit: Unit::from_code(unit)?,
                        cells: bits(cells).filter_map(Cell::new).collect(),
                    };
                    let pattern = Pattern::Rectangle(Rectangle::new(pair, corners, kind)?);
                    let mut s = Step::new(Technique::UniqueRectangle3, pattern);
                    s.score = super::score::base(Technique::UniqueRectangle3) + k as u8;
                    for victim in bits(others & !cells) {
                        for d in b.mask(victim).intersection(digits).iter() {
                            s.eliminate(victim, d);
                        }
                    }
                    if s.is_useful() {
                        return Some(s);
                    }
                }
            }
        }
    }
    None
}

#[cfg(feature = "chains")]
/// Type 4: one digit of the pair can only go in the two roof cells within a unit they share;
/// one of them holds it, so neither holds the other digit (else a deadly pattern).
pub(super) fn unique_rectangle_4(b: &Board<'_>) -> Option<Step> {
    for (corners, pair) in floors_and_roofs(b) {
        let [_, _, r0, r1] = corners;
        let roof = bit(r0) | bit(r1);
        for unit in shared_units(r0, r1) {
            let mut digits = pair.iter();
            let (Some(x), Some(y)) = (digits.next(), digits.next()) else {
                continue;
            };
            for (locked, other) in [(x, y), (y, x)] {
                if b.cells_of(locked) & unit_bits(unit) != roof {
                    continue;
                }
                let kind = RectangleKind::Locked {
                    unit: Unit::from_code(unit)?,
                    digit: locked,
                };
                let pattern = Pattern::Rectangle(Rectangle::new(pair, corners, kind)?);
                let mut s = Step::new(Technique::UniqueRectangle4, pattern);
                s.eliminate_all(roof & b.cells_of(other), other);
                if s.is_useful() {
                    return Some(s);
                }
            }
        }
    }
    None
}

#[cfg(feature = "chains")]
/// BUG+1: every empty cell but one holds two candidates, and that one holds three. Without
/// the digit that appears three times in its row, column and box, the grid would be a
/// deadly pattern (a bivalue universal grave), so the cell holds it.
pub(super) fn bug_plus_one(b: &Board<'_>) -> Option<Step> {
    let mut odd = None;
    for i in bits(b.empty) {
        match b.mask(i).len() {
            2 => {}
            3 if odd.is_none() => odd = Some(i),
            _ => return None,
        }
    }
    let cell = odd?;
    let units = crate::geometry::units_of(cell);
    let digit = b.mask(cell).iter().find(|&d| {
        units
            .iter()
            .all(|&u| (b.cells_of(d) & super::board::unit_bits(u)).count_ones() == 3)
    })?;
    let cell = Cell::new(cell)?;
    let pattern = Pattern::Bug(Bug { cell, digit });
    Some(Step::placing(Technique::BugPlusOne, cell, digit, pattern))
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

#[cfg(all(test, feature = "chains"))]
mod more_tests {
    extern crate std;
    use super::super::test_util::*;
    use super::*;
    use crate::Cell;

    #[test]
    fn bug_plus_one_places_the_digit_seen_three_times() {
        // Every cell holds its digit in a solved grid and the next digit (9 wraps to 1): each
        // digit has exactly two places in every unit, a bivalue universal grave. r1c1 (5, 6)
        // also keeps 9, which then has three places in row 1, column 1 and box 1.
        let g = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let mut pm = from_line(&".".repeat(81));
        for (i, ch) in g.chars().enumerate() {
            let v = ch.to_digit(10).unwrap() as u8;
            let next = v % 9 + 1;
            let mut keep_digits = std::format!("{v}{next}");
            if i == 0 {
                keep_digits.push('9');
            }
            keep(&mut pm, Cell::new(i).unwrap(), &keep_digits);
        }
        let s = bug_plus_one(&Board::new(&pm)).unwrap();
        assert_eq!(s.placements(), &[(rc(1, 1), d(9))]);
        assert_eq!(s.score().to_string(), "5.6");
        // Any other cell not bivalue (here one candidate left) breaks the pattern.
        keep(&mut pm, rc(9, 9), "9");
        assert!(bug_plus_one(&Board::new(&pm)).is_none());
    }

    #[test]
    fn unique_rectangle_type_2_removes_the_roof_digit() {
        let mut pm = from_line(&".".repeat(81));
        // Floor r1c1, r1c4 = {1,2}; roof r2c1, r2c4 = {1,2,7} (rows 1-2, boxes 1 and 2).
        keep(&mut pm, rc(1, 1), "12");
        keep(&mut pm, rc(1, 4), "12");
        keep(&mut pm, rc(2, 1), "127");
        keep(&mut pm, rc(2, 4), "127");
        let s = unique_rectangle_2(&Board::new(&pm)).unwrap();
        // 7 goes from the rest of row 2 (both roof cells see it), not from boxes.
        let e = elims(&s);
        assert_eq!(e.len(), 7);
        assert!(e.iter().all(|(c, d)| *d == 7 && c.starts_with("r2")));
        assert_eq!(s.score().to_string(), "4.5");
    }
}
