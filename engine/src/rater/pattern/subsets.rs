//! Naked and hidden subsets' pattern and sentence; found by `rater::subsets`.

use core::fmt;

use crate::geometry::UNIT_CELLS;
use crate::rater::Technique;
use crate::rater::sentence::{cells_holding, digit_list, list};
use crate::{Cell, DigitSet, Unit};

use super::list::List;

/// A naked or hidden subset: within `unit`, `cells` hold only `digits` (naked), or `digits`
/// can only go in `cells` (hidden); as many cells as digits.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Subset {
    /// The unit.
    pub unit: Unit,
    /// The subset's digits.
    pub digits: DigitSet,
    /// The subset's cells, in the unit's order.
    pub cells: List<Cell, 4>,
}

impl Subset {
    /// The subset of `digits` on the cells of unit `unit` at `positions` (bit `k`: the
    /// unit's `k`-th cell).
    pub(crate) fn new(unit: usize, digits: DigitSet, positions: u16) -> Option<Subset> {
        let cells = UNIT_CELLS.get(unit)?.iter().enumerate();
        Some(Subset {
            unit: Unit::from_code(unit)?,
            digits,
            cells: cells
                .filter(|&(k, _)| positions & (1 << k) != 0)
                .filter_map(|(_, &c)| Cell::new(usize::from(c)))
                .collect(),
        })
    }

    /// Why the step holds.
    pub(super) fn tell(&self, technique: Technique, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hidden = matches!(
            technique,
            Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad
        );
        if hidden {
            write!(f, "in {}, the digits ", self.unit)?;
            digit_list(f, self.digits)?;
            f.write_str(" can only go in ")?;
            list(f, self.cells.iter())
        } else {
            cells_holding(f, self.cells.iter().copied(), " hold only ", self.digits)?;
            write!(f, " within {}", self.unit)
        }
    }
}
