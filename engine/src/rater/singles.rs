//! Singles: full house, hidden single, naked single (level easy).
//!
//! The pattern they build (`Single`) and its sentence live in `pattern/singles.rs`.

use super::board::{Board, bits, only, unit_bits};
use super::pattern::{Pattern, Single};
use super::{Step, Technique};
use crate::candidates::Candidates;
use crate::{Cell, Digit, Unit};
use heapless::Vec;

/// Units in the order hidden singles are looked for: boxes (easiest to spot), rows, columns.
const SINGLE_ORDER: [usize; 27] = [
    18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    17,
];

impl Single {
    /// A step of `technique` placing `digit` at cell `index`, found in unit `unit` (if any).
    pub(super) fn step(
        technique: Technique,
        index: usize,
        digit: Digit,
        unit: Option<usize>,
    ) -> Option<Step> {
        let cell = Cell::new(index)?;
        let unit = unit.and_then(Unit::from_code);
        let single = Single { cell, digit, unit };
        let mut s = Step::placing(technique, cell, digit, Pattern::Single(single));
        if technique == Technique::HiddenSingle && unit.is_some_and(|u| u.code() < 18) {
            s.score = 15; // SE: 1.2 in a box, 1.5 in a row or column
        }
        Some(s)
    }
}

/// The last empty cell of a unit.
pub(super) fn full_house(b: &Board<'_>) -> Option<Step> {
    for u in SINGLE_ORDER {
        if let Some(i) = only(b.empty & unit_bits(u)) {
            if let Some(d) = b.mask(i).as_single() {
                return Single::step(Technique::FullHouse, i, d, Some(u));
            }
        }
    }
    None
}

/// A digit with one possible cell in a unit.
pub(super) fn hidden_single(b: &Board<'_>) -> Option<Step> {
    for u in SINGLE_ORDER {
        for d in Digit::ALL {
            if let Some(i) = only(b.cells_of(d) & unit_bits(u)) {
                return Single::step(Technique::HiddenSingle, i, d, Some(u));
            }
        }
    }
    None
}

/// A cell with one candidate.
pub(super) fn naked_single(b: &Board<'_>) -> Option<Step> {
    bits(b.empty).find_map(|i| {
        let d = b.mask(i).as_single()?;
        Single::step(Technique::NakedSingle, i, d, None)
    })
}

/// Every full house and hidden single visible in `b` as `(cell, digit)` (the generator's
/// fast path), and the hardest of the two techniques among them.
pub(super) fn hidden_singles(b: &Board<'_>) -> (Vec<(u8, Digit), 81>, Option<Technique>) {
    let mut found = Vec::new();
    let mut hardest = None;
    for u in SINGLE_ORDER {
        let unit = unit_bits(u);
        let full_house = only(b.empty & unit).is_some();
        for d in Digit::ALL {
            let Some(i) = only(b.cells_of(d) & unit) else {
                continue;
            };
            if found.push((i as u8, d)).is_ok() {
                let t = if full_house {
                    Technique::FullHouse
                } else {
                    Technique::HiddenSingle
                };
                hardest = hardest.max(Some(t));
            }
        }
    }
    (found, hardest)
}

/// Places the `(cell, digit)` pairs still possible; returns whether any was placed.
pub(super) fn place_all(pm: &mut Candidates, found: &[(u8, Digit)]) -> bool {
    let mut placed = false;
    for &(i, d) in found {
        if let Some(cell) = Cell::new(usize::from(i)) {
            placed |= pm.get(cell).contains(d) && pm.place(cell, d);
        }
    }
    placed
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;
    use super::*;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn full_house_fills_the_last_cell_of_a_unit() {
        // Row 1 of the classic solution with r1c4 blanked; everything else empty.
        let pm = from_line(
            "534.78912........................................................................",
        );
        let s = full_house(&Board::new(&pm)).unwrap();
        assert_eq!(s.placements()[0], (rc(1, 4), d(6)));
        assert_eq!(
            s.to_string(),
            "full house: r1c4 is the last empty cell in row 1, so it is 6"
        );
    }

    #[test]
    fn hidden_single_finds_the_only_place_in_a_box() {
        let pm = from_line(CLASSIC);
        let s = hidden_single(&Board::new(&pm)).unwrap();
        assert_eq!(s.technique, Technique::HiddenSingle);
        let (cell, d) = s.placements()[0];
        // Hand check: every other empty cell of the unit sees a d.
        let Pattern::Single(Single {
            unit: Some(unit), ..
        }) = s.pattern
        else {
            panic!("{s}");
        };
        let unit = unit.code();
        for &c in &crate::geometry::UNIT_CELLS[unit] {
            let c = Cell::new(usize::from(c)).unwrap();
            if c != cell && pm.grid().is_empty_at(c) {
                assert!(!pm.get(c).contains(d), "{c}");
            }
        }
        assert!(pm.get(cell).contains(d));
    }

    #[test]
    fn hidden_single_in_a_hand_built_row() {
        let mut pm = from_line(&".".repeat(81));
        confine(&mut pm, 2, 7, &[rc(3, 5)]); // 7 only at r3c5 in row 3
        // Keep 7 in two cells of every box so no box gives a single first.
        let s = hidden_single(&Board::new(&pm)).unwrap();
        assert_eq!(s.placements()[0], (rc(3, 5), d(7)));
        assert_eq!(
            s.to_string(),
            "hidden single: 7 can only go in r3c5 within row 3"
        );
    }

    #[test]
    fn naked_single_takes_a_cell_with_one_candidate() {
        let mut pm = from_line(&".".repeat(81));
        keep(&mut pm, rc(5, 5), "4");
        let b = Board::new(&pm);
        let s = naked_single(&b).unwrap();
        assert_eq!(s.placements()[0], (rc(5, 5), d(4)));
        assert_eq!(s.to_string(), "naked single: r5c5 can only be 4");
    }

    #[test]
    fn batch_placement_agrees_with_single_steps() {
        let grid: crate::Grid = CLASSIC.parse().unwrap();
        let mut pm = Candidates::new(&grid);
        let b = Board::new(&pm);
        let mut copy = pm.clone();
        let (found, t) = hidden_singles(&b);
        assert!(place_all(&mut copy, &found));
        assert_eq!(t, Some(Technique::HiddenSingle));
        let s = hidden_single(&b).unwrap();
        assert!(s.apply(&mut pm));
        let (cell, d) = s.placements()[0];
        assert_eq!(copy.grid().get(cell), Some(d));
    }
}
