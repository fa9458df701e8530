//! Bivalue universal graves, types 1–4, as Sudoku Explainer finds them: the cells beyond a
//! grave are those holding a digit's odd place in some unit (a count other than 0 or 2)
//! when only one cell there has three or more candidates; without their extra digits every
//! empty cell would hold two candidates and every digit two places in each unit, a deadly
//! pattern. Level hard, feature `chains`; `uniqueness::bug_plus_one` is the ladder's type 1.
//!
//! The pattern of types 2–4 (`Grave`) and its sentence live in `pattern/uniqueness.rs`.

use super::board::{Board, bit, bits, only, peers, unit_bits};
use super::combinations::ascending;
use super::pattern::{Bug, Grave, GraveKind, List, Pattern};
use super::{Step, Technique};
use crate::{Cell, Digit, DigitSet, Unit};

/// SE's unit order: boxes, rows, columns.
fn se_units() -> impl Iterator<Item = usize> {
    (18..27).chain(0..9).chain(9..18)
}

/// The cells beyond a grave: the cells (a bit set), each one's extra digits, all their
/// extra digits together, and the cells seeing every one of them.
struct Beyond {
    cells: u128,
    extra: [DigitSet; 81],
    all: DigitSet,
    seen: u128,
}

impl Beyond {
    /// Adds `digit` as an extra digit of `cell`; `false` when SE gives up (several cells
    /// with different extra digits that no cell sees all of).
    fn add(&mut self, cell: usize, digit: Digit, count_digit: bool) -> bool {
        self.cells |= bit(cell);
        if let Some(e) = self.extra.get_mut(cell) {
            *e = e.with(digit);
        }
        if count_digit {
            self.all = self.all.with(digit);
        }
        self.seen = if self.seen == !0 {
            peers(cell)
        } else {
            self.seen & peers(cell)
        } & !self.cells;
        !(self.cells.count_ones() > 1 && self.all.len() > 1 && self.seen == 0)
    }

    fn extra_of(&self, cell: usize) -> DigitSet {
        self.extra.get(cell).copied().unwrap_or(DigitSet::EMPTY)
    }
}

/// The cells beyond the grave, if the position is a grave but for them.
fn beyond(b: &Board<'_>) -> Option<Beyond> {
    let mut found = Beyond {
        cells: 0,
        extra: [DigitSet::EMPTY; 81],
        all: DigitSet::EMPTY,
        seen: !0,
    };
    // SE's extension: odd counts all of one digit make every such cell a cell beyond.
    let mut one_digit: Option<(Digit, u128)> = None;
    let mut one = true;
    for u in se_units() {
        for d in Digit::ALL {
            let places = b.cells_of(d) & unit_bits(u);
            if matches!(places.count_ones(), 0 | 2) {
                continue;
            }
            let crowded = bits(places)
                .filter(|&c| b.mask(c).len() >= 3)
                .fold(0u128, |acc, c| acc | bit(c));
            match &mut one_digit {
                None => one_digit = Some((d, crowded)),
                Some((digit, cells)) if one => {
                    if *digit == d {
                        *cells |= crowded;
                    } else {
                        one = false;
                    }
                }
                _ => {}
            }
            if let Some(c) = only(crowded) {
                if !found.add(c, d, true) {
                    return None;
                }
            }
            if crowded == 0 {
                return None;
            }
        }
    }
    if let (true, Some((d, cells))) = (one, one_digit) {
        if cells.count_ones() > found.cells.count_ones() {
            for c in bits(cells & !found.cells) {
                if !found.add(c, d, false) {
                    return None;
                }
            }
        }
    }
    // Without the extra digits: every empty cell two candidates, every digit two places (or
    // none) in every unit.
    let without = |d: Digit| {
        b.cells_of(d)
            & !bits(found.cells)
                .filter(|&c| found.extra_of(c).contains(d))
                .fold(0u128, |acc, c| acc | bit(c))
    };
    if bits(b.empty).any(|c| b.mask(c).difference(found.extra_of(c)).len() != 2) {
        return None;
    }
    let places = Digit::ALL.map(without);
    if (0..27).any(|u| {
        places
            .iter()
            .any(|&p| !matches!((p & unit_bits(u)).count_ones(), 0 | 2))
    }) {
        return None;
    }
    Some(found)
}

/// The unit of SE's kind `kind` (0 box, 1 row, 2 column) holding every cell of `cells`.
fn shared_unit(kind: usize, cells: u128) -> Option<usize> {
    let units = match kind {
        0 => 18..27,
        1 => 0..9,
        _ => 9..18,
    };
    units.into_iter().find(|&u| cells & !unit_bits(u) == 0)
}

/// Sudoku Explainer's grave step: type 1 (one cell beyond), else 2 (one extra digit), then
/// 4 (two cells), then 3, the first that removes something.
pub(super) fn explainer_step(b: &Board<'_>) -> Option<Step> {
    let found = beyond(b)?;
    let cells: List<Cell, 8> = bits(found.cells).filter_map(Cell::new).collect();
    let grave = |kind: GraveKind| {
        Pattern::Grave(Grave {
            cells: cells.clone(),
            extra: found.all,
            kind,
        })
    };
    if let Some(c) = only(found.cells) {
        let cell = Cell::new(c)?;
        return Some(match found.all.as_single() {
            Some(digit) => Step::placing(
                Technique::BugPlusOne,
                cell,
                digit,
                Pattern::Bug(Bug { cell, digit }),
            ),
            None => {
                let mut s = Step::new(Technique::BugPlusOne, grave(GraveKind::Extra));
                for d in b.mask(c).difference(found.all).iter() {
                    s.eliminate(c, d);
                }
                s
            }
        });
    }
    let pair = found.cells.count_ones() == 2;
    if let Some(x) = found.all.as_single() {
        if found.seen != 0 {
            let mut s = Step::new(Technique::Bug2, grave(GraveKind::Extra));
            s.eliminate_all(found.seen & b.cells_of(x), x);
            if s.is_useful() {
                return Some(s);
            }
        }
        return if pair {
            type_4(b, &found, &grave)
        } else {
            None
        };
    }
    if found.seen == 0 {
        return None;
    }
    if pair {
        if let Some(s) = type_4(b, &found, &grave) {
            return Some(s);
        }
    }
    type_3(b, &found, &grave)
}

/// Type 4: two cells beyond the grave in one unit share one digit of the grave; one of them
/// holds it, so each keeps only it and its own extra digits.
fn type_4(b: &Board<'_>, found: &Beyond, grave: &impl Fn(GraveKind) -> Pattern) -> Option<Step> {
    let mut cells = bits(found.cells);
    let (c1, c2) = (cells.next()?, cells.next()?);
    let digit = b
        .mask(c1)
        .intersection(b.mask(c2))
        .difference(found.all)
        .as_single()?;
    let unit = (0..3).find_map(|kind| shared_unit(kind, found.cells))?;
    let kind = GraveKind::Locked {
        unit: Unit::from_code(unit)?,
        digit,
    };
    let mut s = Step::new(Technique::Bug4, grave(kind));
    for c in [c1, c2] {
        for d in b.mask(c).difference(found.extra_of(c)).iter() {
            if d != digit {
                s.eliminate(c, d);
            }
        }
    }
    Some(s)
}

/// Type 3: the cells beyond the grave, all in one unit, act as one cell holding their extra
/// digits, in a naked subset with other cells of the unit seeing them all.
fn type_3(b: &Board<'_>, found: &Beyond, grave: &impl Fn(GraveKind) -> Pattern) -> Option<Step> {
    for degree in 2..=6u32 {
        for kind in 0..3 {
            let Some(u) = shared_unit(kind, found.cells) else {
                continue;
            };
            let mut region = [0usize; 9];
            let mut n = 0;
            for c in bits(found.seen & unit_bits(u)) {
                region[n] = c;
                n += 1;
            }
            if n < degree as usize {
                continue;
            }
            for chosen in ascending((1 << n) - 1, degree - 1) {
                let naked = bits(u128::from(chosen)).fold(0u128, |acc, k| acc | bit(region[k]));
                let others = bits(naked).fold(DigitSet::EMPTY, |acc, c| acc.union(b.mask(c)));
                if others.len() != degree
                    || bits(naked).any(|c| b.mask(c).len() < 2)
                    || others.union(found.all).len() != degree
                {
                    continue;
                }
                let kind = GraveKind::Subset {
                    unit: Unit::from_code(u)?,
                    cells: bits(naked).filter_map(Cell::new).collect(),
                };
                let mut s = Step::new(Technique::Bug3, grave(kind));
                s.score += (degree - 1) as u8;
                // SE (its plain-sudoku branch) clears the subset's digits from the other
                // cells of the unit that see every cell beyond the grave.
                let rest = found.seen & unit_bits(u) & !naked;
                for d in others.iter() {
                    s.eliminate_all(rest & b.cells_of(d), d);
                }
                if s.is_useful() {
                    return Some(s);
                }
            }
        }
    }
    None
}

/// Types 2–4 (the ladder's rung; type 1 is `uniqueness::bug_plus_one`).
pub(super) fn bug_types_2_to_4(b: &Board<'_>) -> Option<Step> {
    explainer_step(b).filter(|s| s.technique != Technique::BugPlusOne)
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::super::test_util::*;
    use super::*;
    use crate::Candidates;

    /// A grave: in a solved grid every cell keeps its digit and the next (9 wraps to 1), so
    /// each digit has two places in every unit; `extra` adds digits to some cells.
    fn grave(extra: &[(Cell, u8)]) -> Candidates {
        let g = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let mut pm = from_line(&".".repeat(81));
        for (i, ch) in g.chars().enumerate() {
            let v = ch.to_digit(10).unwrap() as u8;
            let cell = Cell::new(i).unwrap();
            let mut digits = std::format!("{v}{}", v % 9 + 1);
            for &(c, x) in extra {
                if c == cell {
                    digits.push(char::from(b'0' + x));
                }
            }
            keep(&mut pm, cell, &digits);
        }
        pm
    }

    #[test]
    fn type_1_is_bug_plus_one() {
        // r1c1 (5, 6) also keeps 9: three places of 9 in row 1, column 1 and box 1.
        let pm = grave(&[(rc(1, 1), 9)]);
        let b = Board::new(&pm);
        let s = explainer_step(&b).unwrap();
        assert_eq!(
            Some(&s),
            super::super::uniqueness::bug_plus_one(&b).as_ref()
        );
        assert_eq!(s.placements(), &[(rc(1, 1), d(9))]);
        assert!(bug_types_2_to_4(&b).is_none());
    }

    #[test]
    fn type_2_removes_the_one_extra_digit_from_cells_seeing_every_cell_beyond() {
        // r1c1 (5, 6) and r2c2 (7, 8) both keep 9: one of them is 9, so box 1's other 9s
        // (r3c2 holds 9 and 1, r3c3 8 and 9) go.
        let pm = grave(&[(rc(1, 1), 9), (rc(2, 2), 9)]);
        let s = explainer_step(&Board::new(&pm)).unwrap();
        assert_eq!(s.technique, Technique::Bug2);
        assert_eq!(
            elims(&s),
            [("r3c2".to_string(), 9), ("r3c3".to_string(), 9)]
        );
        assert_eq!(s.score().to_string(), "5.7");
        assert_eq!(
            s.to_string(),
            "BUG type 2: without their extra digits (9) r1c1, r2c2 would leave a deadly \
             pattern, so one of them holds one, so remove 9 from r3c2, r3c3"
        );
    }

    #[test]
    fn type_3_makes_a_naked_subset_of_the_extra_digits() {
        // r1c1 keeps 9 and r1c2 (3, 4) keeps 7: one of them holds 7 or 9, so with r2c2
        // (7, 8) and r3c3 (8, 9) they hold 7, 8 and 9 within box 1 (box before row): 7
        // goes from r2c1, 9 from r3c2.
        let pm = grave(&[(rc(1, 1), 9), (rc(1, 2), 7)]);
        let s = explainer_step(&Board::new(&pm)).unwrap();
        assert_eq!(s.technique, Technique::Bug3);
        assert_eq!(
            elims(&s),
            [("r2c1".to_string(), 7), ("r3c2".to_string(), 9)]
        );
        // A subset of three digits: 5.7 and two tenths.
        assert_eq!(s.score().to_string(), "5.9");
        assert!(
            s.to_string()
                .contains("with r2c2, r3c3 they form a naked subset within box 1")
        );
    }

    #[test]
    fn type_4_keeps_the_shared_digit_and_each_cells_extra_digit() {
        // r1c1 (5, 6) keeps 9 and r2c1 (6, 7) keeps 8; they share 6 in box 1.
        let pm = grave(&[(rc(1, 1), 9), (rc(2, 1), 8)]);
        let s = bug_types_2_to_4(&Board::new(&pm)).unwrap();
        assert_eq!(s.technique, Technique::Bug4);
        assert_eq!(
            elims(&s),
            [("r1c1".to_string(), 5), ("r2c1".to_string(), 7)]
        );
        assert!(s.to_string().contains("; within box 1 one of them is 6"));
    }

    #[test]
    fn type_1_with_two_extra_digits_removes_the_graves_digits() {
        // r1c1 (5, 6) keeps 9 and 7: both have three places in row 1 (7 in r1c4, r1c5), so
        // r1c1 is 7 or 9 and loses 5 and 6.
        let pm = grave(&[(rc(1, 1), 9), (rc(1, 1), 7)]);
        let s = explainer_step(&Board::new(&pm)).unwrap();
        assert_eq!(s.technique, Technique::BugPlusOne);
        assert_eq!(
            elims(&s),
            [("r1c1".to_string(), 5), ("r1c1".to_string(), 6)]
        );
        assert_eq!(s.score().to_string(), "5.6");
    }

    #[test]
    fn no_grave_when_a_digit_has_one_place_and_no_cell_beyond() {
        // r9c9 (9, 1) keeps only 9: 1 has one place in row 9, at r9c7 (1, 2), not a cell
        // with three candidates.
        let mut pm = grave(&[(rc(1, 1), 9)]);
        keep(&mut pm, rc(9, 9), "9");
        assert!(explainer_step(&Board::new(&pm)).is_none());
    }
}
