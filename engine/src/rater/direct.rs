//! "Direct" steps: an intersection or hidden subset whose eliminations leave a hidden
//! single at once. Sudoku Explainer scores them below the plain technique (direct pointing
//! 1.7 against 2.6), so the score walk looks for them first.

use super::board::{Board, bits, unit_bits};
use super::pattern::Pattern;
use super::{Step, Technique, score};
use crate::Digit;
use crate::geometry::units_of;

/// Whether the step's eliminations leave some digit with one place in a unit holding an
/// eliminated cell (for a hidden subset, in the subset's own unit, as SE counts it).
pub(super) fn leaves_hidden_single(b: &Board<'_>, step: &Step) -> bool {
    let own = match (step.technique(), step.pattern()) {
        (Technique::HiddenPair | Technique::HiddenTriple, Pattern::Subset(s)) => {
            Some(s.unit.code())
        }
        _ => None,
    };
    for d in Digit::ALL {
        let mut gone = 0u128;
        for &(c, e) in step.eliminations() {
            if e == d {
                gone |= 1 << c.index();
            }
        }
        if gone == 0 {
            continue;
        }
        let left = b.cells_of(d) & !gone;
        for c in bits(gone) {
            if units_of(c)
                .iter()
                .filter(|&&u| own.is_none_or(|o| o == u))
                .any(|&u| (left & unit_bits(u)).count_ones() == 1)
            {
                return true;
            }
        }
    }
    false
}

/// The step with its direct score (the direct finders pass [`leaves_hidden_single`] as
/// their filter).
pub(super) fn scored(mut step: Step) -> Step {
    if let Some(s) = score::direct(step.technique()) {
        step.score = s;
    }
    step
}
