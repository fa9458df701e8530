//! Finned and sashimi fish: a fish whose base lines also hold the digit in a few cells of
//! one box outside the cover lines (the fins). X-Wing at level hard, Swordfish and Jellyfish
//! at level expert (feature `chains`).
//!
//! The pattern they build (`Fish`, with fins) and its sentence live in `pattern/fish.rs`.

use super::board::{Board, bits, small_bits, unit_bits};
use super::combinations::subsets;
use super::pattern::{Fish, Pattern};
use super::{Step, Technique};
use crate::geometry::BOX_OF;
use crate::{Cell, Digit};

/// The finned and sashimi names of one fish size.
struct Names {
    size: u32,
    finned: Technique,
    sashimi: Technique,
}

/// `n` base lines whose places of a digit lie in `n` cover lines, except fins all in one
/// box. Either a fin holds the digit, or the fish does and the digit goes from the rest of
/// the cover lines: so it goes from the cover-line cells of the fin box outside the base
/// lines. Sashimi when a base line keeps only one cell in the cover lines.
///
/// Work: per digit and orientation, C(9, n) base sets, each with at most 3 × 3 cover sets
/// (the covers hold every place outside the fins' stack), bit operations only.
fn finned_fish(b: &Board<'_>, d: Digit, names: &Names) -> Option<Step> {
    let n = names.size;
    for base_first in [0usize, 9] {
        let mut lines = [0u16; 9];
        let mut eligible = 0u16;
        for (k, l) in lines.iter_mut().enumerate() {
            *l = b.positions(base_first + k, d);
            if *l != 0 {
                eligible |= 1 << k;
            }
        }
        for bases in subsets(eligible, n) {
            let places = small_bits(bases).fold(0u16, |acc, k| acc | lines[k]);
            // Fins lie in one box, so outside the covers in one stack (band) of at
            // most three lines.
            let spread = places.count_ones();
            if spread <= n || spread > n + 3 {
                continue;
            }
            for stack in 0..3 {
                let stack_lines = 0b111u16 << (3 * stack);
                let required = places & !stack_lines;
                // Something to remove needs a cover line through the fin box.
                let Some(need) = n.checked_sub(required.count_ones()).filter(|&k| k > 0) else {
                    continue;
                };
                let optional = places & stack_lines;
                // Covers: every place outside the stack, and some inside it; the rest
                // are the fins (none when `optional` is empty: no subsets then).
                if let Some(s) = subsets(optional, need)
                    .map(|extra| required | extra)
                    .find_map(|covers| fin_step(b, names, d, &lines, bases, base_first, covers))
                {
                    return Some(s);
                }
            }
        }
    }
    None
}

/// The finned fish on `bases` and `covers`, if its fins lie in one box and it removes
/// something.
fn fin_step(
    b: &Board<'_>,
    names: &Names,
    d: Digit,
    lines: &[u16; 9],
    bases: u16,
    base_first: usize,
    covers: u16,
) -> Option<Step> {
    let cover_first = 9 - base_first;
    let cells = b.cells_of(d);
    if small_bits(bases).any(|k| lines[k] & covers == 0) {
        return None;
    }
    // The base lines holding fins lie in one band (a cheap test before the cells').
    let fin_lines = small_bits(bases)
        .filter(|&k| lines[k] & !covers != 0)
        .fold(0u16, |acc, k| acc | 1 << k);
    let band = 0b111u16 << (fin_lines.trailing_zeros() / 3 * 3);
    if fin_lines & !band != 0 {
        return None;
    }
    let base_cells = small_bits(bases).fold(0u128, |acc, k| acc | unit_bits(base_first + k));
    let cover_cells = small_bits(covers).fold(0u128, |acc, c| acc | unit_bits(cover_first + c));
    let fins = cells & base_cells & !cover_cells;
    let fin_box = one_box(fins)?;
    let victims = cells & cover_cells & unit_bits(18 + fin_box) & !base_cells;
    if victims == 0 {
        return None;
    }
    let sashimi = small_bits(bases).any(|k| {
        let kept = lines[k] & covers;
        kept & kept.wrapping_sub(1) == 0
    });
    let technique = if sashimi { names.sashimi } else { names.finned };
    let mut fish = Fish::new(d, base_first, bases, covers);
    fish.fins = bits(fins).filter_map(Cell::new).collect();
    let mut s = Step::new(technique, Pattern::Fish(fish));
    s.eliminate_all(victims, d);
    Some(s)
}

/// The box holding every cell of a non-empty set, if there is one.
fn one_box(set: u128) -> Option<usize> {
    let first = bits(set).next()?;
    let bx = usize::from(*BOX_OF.get(first)?);
    (set & !unit_bits(18 + bx) == 0).then_some(bx)
}

/// Finned or sashimi X-Wing.
pub(super) fn finned_x_wing(b: &Board<'_>, d: Digit) -> Option<Step> {
    let names = Names {
        size: 2,
        finned: Technique::FinnedXWing,
        sashimi: Technique::SashimiXWing,
    };
    finned_fish(b, d, &names)
}

/// Finned or sashimi Swordfish.
pub(super) fn finned_swordfish(b: &Board<'_>, d: Digit) -> Option<Step> {
    let names = Names {
        size: 3,
        finned: Technique::FinnedSwordfish,
        sashimi: Technique::SashimiSwordfish,
    };
    finned_fish(b, d, &names)
}

/// Finned or sashimi Jellyfish.
pub(super) fn finned_jellyfish(b: &Board<'_>, d: Digit) -> Option<Step> {
    let names = Names {
        size: 4,
        finned: Technique::FinnedJellyfish,
        sashimi: Technique::SashimiJellyfish,
    };
    finned_fish(b, d, &names)
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::super::test_util::*;
    use super::*;

    /// The base lines, cover lines (as unit numbers) and fins of a fish step.
    fn fish(s: &Step) -> (std::vec::Vec<usize>, std::vec::Vec<usize>, &[Cell]) {
        let Pattern::Fish(p) = &s.pattern else {
            panic!("{s}")
        };
        (unit_codes(&p.base), unit_codes(&p.cover), &p.fins)
    }

    #[test]
    fn finned_x_wing_removes_what_the_fin_sees_in_a_cover_column() {
        let mut pm = from_line(&".".repeat(81));
        // 5 in row 2 at c3, c8; in row 7 at c3, c8 and the fin c9 (box 9).
        confine(&mut pm, 1, 5, &[rc(2, 3), rc(2, 8)]);
        confine(&mut pm, 6, 5, &[rc(7, 3), rc(7, 8), rc(7, 9)]);
        let s = each_digit(finned_x_wing, &Board::new(&pm)).unwrap();
        assert_eq!(s.technique(), Technique::FinnedXWing);
        let fins: &[Cell] = &[rc(7, 9)];
        assert_eq!(fish(&s), (std::vec![1, 6], std::vec![11, 16], fins));
        // Column 8 cells in box 9 outside rows 2 and 7.
        assert_eq!(
            elims(&s),
            [("r8c8".to_string(), 5), ("r9c8".to_string(), 5)]
        );
        assert_eq!(
            s.to_string(),
            "finned X-Wing: 5 in rows 2, 7 lies only in columns 3, 8 or on the fin r7c9: \
             either the fin is 5 or the fish holds, so remove 5 from r8c8, r9c8"
        );
        // Without the fin it is a plain X-Wing, not a finned one.
        pm.eliminate(rc(7, 9), d(5));
        assert!(each_digit(finned_x_wing, &Board::new(&pm)).is_none());
    }

    #[test]
    fn sashimi_x_wing_has_a_base_line_with_one_cover_cell() {
        let mut pm = from_line(&".".repeat(81));
        // 5 in row 2 at c3, c8; in row 7 at c3 and the fins c7, c9 (box 9), not at c8.
        confine(&mut pm, 1, 5, &[rc(2, 3), rc(2, 8)]);
        confine(&mut pm, 6, 5, &[rc(7, 3), rc(7, 7), rc(7, 9)]);
        let s = each_digit(finned_x_wing, &Board::new(&pm)).unwrap();
        assert_eq!(s.technique(), Technique::SashimiXWing);
        assert_eq!(fish(&s).2, &[rc(7, 7), rc(7, 9)]);
        assert_eq!(
            elims(&s),
            [("r8c8".to_string(), 5), ("r9c8".to_string(), 5)]
        );
        assert!(s.to_string().starts_with(
            "sashimi X-Wing: 5 in rows 2, 7 lies only in columns 3, 8 or on the fins r7c7, r7c9:"
        ));
    }

    #[test]
    fn fins_in_two_boxes_prove_nothing() {
        let mut pm = from_line(&".".repeat(81));
        confine(&mut pm, 1, 5, &[rc(2, 3), rc(2, 8), rc(2, 1)]);
        confine(&mut pm, 6, 5, &[rc(7, 3), rc(7, 8), rc(7, 9)]);
        // Fins r2c1 (box 1) and r7c9 (box 9) for covers 3, 8; other cover choices leave
        // a base line without a cover cell or fins in two boxes too.
        let s = each_digit(finned_x_wing, &Board::new(&pm));
        assert!(s.is_none(), "{}", s.unwrap());
    }

    #[test]
    fn finned_swordfish_on_rows() {
        let mut pm = from_line(&".".repeat(81));
        // 6 in rows 1, 4, 8 within columns 1, 5, 9, plus the fin r8c8 (box 9).
        confine(&mut pm, 0, 6, &[rc(1, 1), rc(1, 5)]);
        confine(&mut pm, 3, 6, &[rc(4, 5), rc(4, 9)]);
        confine(&mut pm, 7, 6, &[rc(8, 1), rc(8, 9), rc(8, 8)]);
        let b = Board::new(&pm);
        let s = each_digit(finned_swordfish, &b).unwrap();
        assert_eq!(s.technique(), Technique::FinnedSwordfish);
        assert_eq!(fish(&s).2, &[rc(8, 8)]);
        assert_eq!(
            elims(&s),
            [("r7c9".to_string(), 6), ("r9c9".to_string(), 6)]
        );
    }
}
