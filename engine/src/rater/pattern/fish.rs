//! The fish pattern and sentence (X-Wing, Swordfish, Jellyfish, and their finned and sashimi
//! forms); found by `rater::fish` and `rater::finned_fish`.

use core::fmt;

use crate::rater::sentence::{list, unit_list};
use crate::{Cell, Digit, Unit};

use super::list::{List, MAX_PATTERN_CELLS};

/// A fish: `digit` in the `base` lines lies only in the `cover` lines (or, for a finned or
/// sashimi fish, on the `fins`), so the cover lines lose it elsewhere.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Fish {
    /// The digit.
    pub digit: Digit,
    /// The base lines: all rows or all columns.
    pub base: List<Unit, 4>,
    /// The cover lines, the other kind.
    pub cover: List<Unit, 4>,
    /// The fins, in one box: places of the digit in the base lines outside the cover lines
    /// (none for a plain fish).
    pub fins: List<Cell, MAX_PATTERN_CELLS>,
}

impl Fish {
    /// The fish of `digit` on the lines `base_first + k` for bit `k` of `bases` and
    /// `9 - base_first + k` for bit `k` of `covers`, without fins.
    pub(crate) fn new(digit: Digit, base_first: usize, bases: u16, covers: u16) -> Fish {
        let lines = |first: usize, set: u16| {
            (0..9)
                .filter(move |k| set & (1 << k) != 0)
                .filter_map(move |k| Unit::from_code(first + k))
                .collect()
        };
        Fish {
            digit,
            base: lines(base_first, bases),
            cover: lines(9 - base_first, covers),
            fins: List::new(),
        }
    }

    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digit = self.digit;
        write!(f, "{digit} in ")?;
        unit_list(f, &self.base)?;
        f.write_str(" lies only in ")?;
        unit_list(f, &self.cover)?;
        if self.fins.is_empty() {
            return Ok(());
        }
        let (fins, fin) = if self.fins.len() > 1 {
            (" or on the fins ", "a fin")
        } else {
            (" or on the fin ", "the fin")
        };
        f.write_str(fins)?;
        list(f, self.fins.iter())?;
        write!(f, ": either {fin} is {digit} or the fish holds")
    }
}
