//! The singles' pattern and sentence (full house, hidden single, naked single); found by
//! `rater::singles`.

use core::fmt;

use crate::rater::Technique;
use crate::{Cell, Digit, Unit};

/// A single: `digit` is the only one left for `cell`, or `cell` the only place left for it in
/// `unit`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Single {
    /// The cell filled.
    pub cell: Cell,
    /// The digit placed.
    pub digit: Digit,
    /// The unit whose last empty cell (full house) or last place for the digit (hidden
    /// single) it is; `None` for a naked single.
    pub unit: Option<Unit>,
}

impl Single {
    /// The whole sentence: a single's reason is its placement.
    pub(super) fn tell(&self, technique: Technique, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Single {
            cell: c,
            digit: d,
            unit,
        } = *self;
        let unit = OrNothing(unit);
        match technique {
            Technique::FullHouse => write!(f, "{c} is the last empty cell in {unit}, so it is {d}"),
            Technique::HiddenSingle => write!(f, "{d} can only go in {c} within {unit}"),
            Technique::TrialAndError => {
                write!(f, "no technique applies; the solution has {d} at {c}")
            }
            _ => write!(f, "{c} can only be {d}"),
        }
    }
}

/// A single's unit, or nothing for a naked single.
struct OrNothing(Option<Unit>);

impl fmt::Display for OrNothing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(u) => write!(f, "{u}"),
            None => Ok(()),
        }
    }
}
