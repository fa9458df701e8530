//! The forcing pattern and sentence (Nishio, cell, unit and dynamic forcing chains, forcing
//! nets); found by `rater::chains::forcing`.

use core::fmt;

use crate::{Cell, Digit, Unit};

use super::chain::Chain;
use super::list::{List, MAX_PATTERN_CELLS};

/// A forcing step: assumptions whose consequences agree, or one that fails; `chain` is the
/// one told.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Forcing {
    /// How the assumptions reach the conclusion.
    pub kind: ForcingKind,
    /// The chain told: from the assumption (or the group's first live member) to the
    /// conflict or the common node.
    pub chain: Chain,
}

/// How a forcing step's assumptions reach its conclusion.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ForcingKind {
    /// The assumption leads to a contradiction, so its opposite holds.
    Contradiction,
    /// The assumption and its opposite lead to the same node.
    Double,
    /// Every candidate of the cell leads to the same node.
    Cell(Cell),
    /// Every place of `digit` in `unit` leads to the same node.
    Unit {
        /// The unit.
        unit: Unit,
        /// The digit.
        digit: Digit,
        /// The digit's first place in the unit.
        first: Cell,
    },
}

impl Forcing {
    /// The chain's cells; a group's source cell for cell and unit forcing.
    pub(super) fn cells(&self) -> List<Cell, MAX_PATTERN_CELLS> {
        match self.kind {
            ForcingKind::Contradiction | ForcingKind::Double => self.chain.cells.clone(),
            ForcingKind::Cell(cell) | ForcingKind::Unit { first: cell, .. } => {
                [cell].into_iter().collect()
            }
        }
    }

    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let nodes = self.chain.length;
        match self.kind {
            ForcingKind::Contradiction => {
                self.chain.tell(f)?;
                write!(f, ": a contradiction ({nodes} nodes)")
            }
            ForcingKind::Double => {
                self.chain.tell(f)?;
                write!(
                    f,
                    "; the opposite assumption leads there too ({nodes} nodes)"
                )
            }
            ForcingKind::Cell(cell) => {
                write!(
                    f,
                    "every candidate of {cell} leads to the same ({nodes} nodes): "
                )?;
                self.chain.tell(f)
            }
            ForcingKind::Unit { unit, digit, .. } => {
                write!(
                    f,
                    "every place of {digit} in {unit} leads to the same ({nodes} nodes): "
                )?;
                self.chain.tell(f)
            }
        }
    }
}
