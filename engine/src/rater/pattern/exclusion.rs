//! The aligned pair exclusion's pattern and sentence; found by `rater::explainer`.

use core::fmt;

use crate::Cell;
use crate::rater::sentence::list;

use super::list::{List, MAX_PATTERN_CELLS};

/// Aligned pair exclusion: a pair of digits for the two `cells` is excluded when it would
/// empty one of the bivalue `excluders` seeing both (or repeat a digit in cells that see
/// each other); a digit of a cell that no pair left allows goes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AlignedPair {
    /// The two cells.
    pub cells: [Cell; 2],
    /// The bivalue cells seeing both (the first ones).
    pub excluders: List<Cell, MAX_PATTERN_CELLS>,
}

impl AlignedPair {
    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b] = self.cells;
        write!(f, "{a} and {b} cannot hold both digits of any of ")?;
        list(f, self.excluders.iter())?;
        f.write_str(" (each sees both), so some digits have no partner left")
    }
}
