//! The remote pair's pattern and sentence; found by `rater::remote_pairs`.

use core::fmt;

use crate::rater::sentence::cells_holding;
use crate::{Cell, DigitSet};

use super::list::{List, MAX_PATTERN_CELLS};

/// A remote pair: `cells` all hold only `digits` and form a chain by seeing each other, so
/// the two digits alternate along it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RemotePair {
    /// The two digits.
    pub digits: DigitSet,
    /// The chain's cells, in grid order (the first ones of a longer chain).
    pub cells: List<Cell, MAX_PATTERN_CELLS>,
}

impl RemotePair {
    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        cells_holding(f, self.cells.iter().copied(), " hold only ", self.digits)?;
        f.write_str(
            " and are linked by seeing each other, so the two digits alternate along the links",
        )
    }
}
