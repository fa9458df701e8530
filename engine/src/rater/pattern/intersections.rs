//! Locked candidates' pattern and sentence (pointing, claiming); found by
//! `rater::intersections`.

use core::fmt;

use crate::{Digit, Unit};

/// Locked candidates: within `source`, `digit` lies only where it crosses `target`, so the
/// rest of `target` loses it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Intersection {
    /// The digit.
    pub digit: Digit,
    /// The unit whose places for the digit all lie in `target`: a box (pointing) or a
    /// line (claiming).
    pub source: Unit,
    /// The unit that loses the digit outside `source`.
    pub target: Unit,
}

impl Intersection {
    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Intersection {
            digit,
            source,
            target,
        } = self;
        write!(f, "in {source}, {digit} lies only in {target}")
    }
}
