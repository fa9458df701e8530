//! Sets of digits as 9-bit masks: a cell's candidates, a pattern's digits.

use core::fmt;

use crate::digit::Digit;

/// A set of digits 1–9, stored as a bitmask (bit `d - 1` for digit `d`).
///
/// ```
/// use sudoku_engine::{Digit, DigitSet};
/// let [three, seven] = [3, 7].map(|d| Digit::new(d).unwrap());
/// let s = DigitSet::EMPTY.with(three).with(seven);
/// assert_eq!(s.len(), 2);
/// assert!(s.contains(seven) && !s.contains(Digit::new(4).unwrap()));
/// assert_eq!(s.iter().map(Digit::get).collect::<Vec<_>>(), [3, 7]);
/// assert_eq!(s.to_string(), "37");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct DigitSet(u16);

impl DigitSet {
    /// No digits.
    pub const EMPTY: DigitSet = DigitSet(0);
    /// All nine digits.
    pub const ALL: DigitSet = DigitSet(0x1ff);

    /// The set with these bits (bit `d - 1` for digit `d`); bits above the ninth are dropped.
    pub const fn from_bits(bits: u16) -> DigitSet {
        DigitSet(bits & 0x1ff)
    }

    /// The raw mask.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The set holding just `digit`.
    pub const fn single(digit: Digit) -> DigitSet {
        DigitSet(digit.bit())
    }

    /// The set with `digit` added.
    #[must_use]
    pub const fn with(self, digit: Digit) -> DigitSet {
        DigitSet(self.0 | digit.bit())
    }

    /// The set with `digit` removed.
    #[must_use]
    pub const fn without(self, digit: Digit) -> DigitSet {
        DigitSet(self.0 & !digit.bit())
    }

    /// Whether `digit` is in the set.
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 & digit.bit() != 0
    }

    /// Number of digits in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The only digit of a one-digit set.
    pub const fn as_single(self) -> Option<Digit> {
        if self.0 != 0 && self.0 & (self.0 - 1) == 0 {
            self.first()
        } else {
            None
        }
    }

    /// The smallest digit in the set.
    pub const fn first(self) -> Option<Digit> {
        // Tested first: without a count-trailing-zeros instruction (Cortex-M0) the count is
        // a library call.
        if self.0 == 0 {
            return None;
        }
        Digit::new(self.0.trailing_zeros() as u8 + 1)
    }

    /// Union.
    #[must_use]
    pub const fn union(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 | other.0)
    }

    /// Intersection.
    #[must_use]
    pub const fn intersection(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & other.0)
    }

    /// Digits of `self` not in `other`.
    #[must_use]
    pub const fn difference(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & !other.0)
    }

    /// The digits in increasing order.
    pub fn iter(self) -> impl Iterator<Item = Digit> {
        let mut bits = self.0;
        core::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let d = Digit::new(bits.trailing_zeros() as u8 + 1)?;
            bits &= bits - 1;
            Some(d)
        })
    }
}

impl FromIterator<Digit> for DigitSet {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> DigitSet {
        iter.into_iter().fold(DigitSet::EMPTY, DigitSet::with)
    }
}

impl fmt::Display for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    #[test]
    fn digit_set_basics() {
        assert_eq!(DigitSet::ALL.len(), 9);
        assert_eq!(DigitSet::single(d(9)).as_single(), Some(d(9)));
        assert_eq!(DigitSet::ALL.as_single(), None);
        assert_eq!(DigitSet::EMPTY.as_single(), None);
        assert_eq!(DigitSet::EMPTY.first(), None);
        assert_eq!(DigitSet::EMPTY.iter().count(), 0);
        assert_eq!(DigitSet::from_bits(0xffff), DigitSet::ALL);
        assert_eq!(DigitSet::ALL.without(d(1)).first(), Some(d(2)));
        assert!(DigitSet::ALL.iter().eq(Digit::ALL));
        assert_eq!(Digit::ALL.into_iter().collect::<DigitSet>(), DigitSet::ALL);
        for set in 0..512u16 {
            let s = DigitSet::from_bits(set);
            assert_eq!(s.iter().count() as u32, s.len());
            assert_eq!(s.iter().collect::<DigitSet>(), s);
        }
    }
}
