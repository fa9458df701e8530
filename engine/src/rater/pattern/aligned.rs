//! The aligned triplet exclusion pattern and sentence; found by `rater::aligned_triplet`.

use core::fmt;

use crate::Cell;
use crate::rater::sentence::list;

use super::list::{List, MAX_PATTERN_CELLS};

/// Aligned triplet exclusion: of the digits `cells` could take together, those that would
/// leave one of `excluders` (cells seeing all three, with two or three candidates) without
/// a candidate, or repeat a digit in two cells that see each other, are impossible.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AlignedTriplet {
    /// The three base cells.
    pub cells: List<Cell, 3>,
    /// The cells that see all three and hold two or three candidates, in grid order (the
    /// first ones of more).
    pub excluders: List<Cell, MAX_PATTERN_CELLS>,
}

impl AlignedTriplet {
    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        list(f, self.cells.iter())?;
        f.write_str(" cannot take digits that would empty ")?;
        list(f, self.excluders.iter())
    }
}
