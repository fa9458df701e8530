//! The almost locked sets' pattern and sentence (ALS-XZ, ALS-XY-Wing); found by
//! `rater::als`.

use core::fmt;

use crate::rater::sentence::{digit_list, list};
use crate::{Cell, DigitSet, Unit};

use super::list::{List, MAX_PATTERN_CELLS};

/// ALS-XZ or ALS-XY-Wing: two almost locked sets linked by restricted common digits (ALS-XZ:
/// to each other; ALS-XY-Wing: each to a third, the pivot). One of the two is locked, so
/// a digit both hold lies in one of them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Als {
    /// The two sets whose common digits are removed where all their holders see.
    pub sets: [AlsSet; 2],
    /// ALS-XY-Wing's pivot set, linked to each of `sets`; `None` for ALS-XZ.
    pub pivot: Option<AlsSet>,
    /// The restricted common digits: `sets`' own (ALS-XZ), or one per set's link to the
    /// pivot (ALS-XY-Wing).
    pub restricted: DigitSet,
}

/// An almost locked set: cells of one unit holding one digit more than there are cells.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AlsSet {
    /// The unit.
    pub unit: Unit,
    /// The cells, in grid order.
    pub cells: List<Cell, { MAX_ALS_CELLS as usize }>,
}

/// Most cells of an ALS (HoDoKu's default range for these moves): `rater::als` looks for no
/// larger ones.
pub(crate) const MAX_ALS_CELLS: u32 = 4;

impl Als {
    /// The sets' cells, then the pivot's.
    pub(super) fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        let [a, c] = &self.sets;
        let pivot = self.pivot.iter().flat_map(|p| p.cells.iter());
        a.cells.iter().chain(c.cells.iter()).chain(pivot).copied()
    }

    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, c] = &self.sets;
        let cells = self.cells().take(MAX_PATTERN_CELLS);
        write!(f, "the almost locked sets in {} and {} ", a.unit, c.unit)?;
        let Some(pivot) = &self.pivot else {
            f.write_str("(")?;
            list(f, cells)?;
            f.write_str(") share the restricted digit ")?;
            digit_list(f, self.restricted)?;
            return f.write_str(": one set is locked, so a digit both hold lies in one of them");
        };
        f.write_str("share the restricted digits ")?;
        digit_list(f, self.restricted)?;
        write!(f, " with the pivot set in {} (", pivot.unit)?;
        list(f, cells)?;
        f.write_str("): one of the two is locked, so a digit both hold lies in one of them")
    }
}
