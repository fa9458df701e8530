//! Wing patterns and their sentences (XY-Wing, XYZ-Wing, W-Wing); found by `rater::wings`.

use core::fmt;

use crate::rater::Technique;
use crate::rater::sentence::list;
use crate::{Cell, Digit};

/// An XY-Wing or XYZ-Wing: whatever the `pivot` holds, one of the `pincers` (XYZ-Wing: or
/// the pivot itself) is `digit`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Wing {
    /// The digit removed where every cell holding it in the wing sees.
    pub digit: Digit,
    /// The cell that sees both pincers.
    pub pivot: Cell,
    /// The two bivalue cells the pivot sees.
    pub pincers: [Cell; 2],
}

impl Wing {
    /// The pivot, then the pincers.
    pub(super) fn cells(&self) -> impl Iterator<Item = Cell> {
        core::iter::once(self.pivot).chain(self.pincers)
    }

    /// Why the step holds.
    pub(super) fn tell(&self, technique: Technique, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pivot {} with pincers ", self.pivot)?;
        list(f, self.pincers)?;
        let which = if technique == Technique::XYWing {
            "pincer"
        } else {
            "of the three"
        };
        write!(f, ": one {which} is {}", self.digit)
    }
}

/// A W-Wing: two cells with the same two digits, whose other digit (`link_digit`) is linked
/// by a conjugate pair, one end seeing each cell: one of the two cells is `digit`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WWing {
    /// The digit removed where both cells see.
    pub digit: Digit,
    /// The two bivalue cells.
    pub ends: [Cell; 2],
    /// The conjugate pair of `link_digit`: the first end sees the first cell, the second
    /// the second.
    pub link: [Cell; 2],
    /// The digit of the conjugate pair.
    pub link_digit: Digit,
}

impl WWing {
    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        list(f, self.ends)?;
        f.write_str(" hold the same two digits and are linked by the conjugate pair ")?;
        list(f, self.link)?;
        write!(f, ": one of them is {}", self.digit)
    }
}
