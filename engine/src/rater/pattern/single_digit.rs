//! Single-digit patterns and their sentences (skyscraper, 2-string kite, simple
//! colouring); found by `rater::single_digit`.

use core::fmt;

use crate::{Cell, Digit, Unit};

/// Two conjugate pairs of one digit (its only two places in each of two lines), joined by
/// an end of each that see each other: one of the other two ends holds the digit
/// (skyscraper: two parallel lines; 2-string kite: a row and a column).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ConjugatePairs {
    /// The digit.
    pub digit: Digit,
    /// The two lines, each with two places for the digit.
    pub lines: [Unit; 2],
    /// The joined ends, one per line, which see each other.
    pub joined: [Cell; 2],
    /// The far ends, one per line: one of them is the digit.
    pub ends: [Cell; 2],
}

impl ConjugatePairs {
    /// The cells, line by line: joined end, then far end.
    pub(super) fn cells(&self) -> impl Iterator<Item = Cell> {
        let [n1, n2] = self.joined;
        let [f1, f2] = self.ends;
        [n1, f1, n2, f2].into_iter()
    }

    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ConjugatePairs {
            digit,
            lines: [u1, u2],
            joined: [n1, n2],
            ends: [f1, f2],
        } = self;
        write!(
            f,
            "{digit} has two places in {u1} and in {u2}, and {n1} sees {n2}: {f1} or {f2} is \
             {digit}"
        )
    }
}

/// Simple colouring: the conjugate pairs of `digit` reached from `start`, two-coloured;
/// one colour holds the digit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Colouring {
    /// The digit.
    pub digit: Digit,
    /// The cell the colouring starts from.
    pub start: Cell,
}

impl Colouring {
    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Colouring { digit, start } = self;
        write!(
            f,
            "two-colouring the conjugate pairs of {digit} from {start}: one colour is {digit}"
        )
    }
}
