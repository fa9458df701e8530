//! The digit type: 1–9, checked once at the edge so nothing inside has to ask again.

use core::fmt;

/// A Sudoku digit, 1–9. Every public signature that takes or returns a digit uses it, so a
/// 0 or a 10 is refused where it enters ([`Digit::new`], `TryFrom<u8>`, [`Digit::from_char`])
/// rather than meaning different things in different places. An empty cell is `None` in an
/// `Option<Digit>`.
///
/// ```
/// use sudoku_engine::Digit;
/// let seven = Digit::new(7).unwrap();
/// assert_eq!(seven.get(), 7);
/// assert_eq!(seven.to_string(), "7");
/// assert_eq!(Digit::new(0), None);
/// assert_eq!(Digit::new(10), None);
/// assert!(Digit::try_from(10u8).is_err());
/// assert_eq!(Digit::from_char('9'), Digit::new(9));
/// assert_eq!(Digit::ALL.len(), 9);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Digit(u8);

impl Digit {
    /// The nine digits, 1 first.
    pub const ALL: [Digit; 9] = [
        Digit(1),
        Digit(2),
        Digit(3),
        Digit(4),
        Digit(5),
        Digit(6),
        Digit(7),
        Digit(8),
        Digit(9),
    ];

    /// The digit `value`, or `None` unless it is 1–9.
    pub const fn new(value: u8) -> Option<Digit> {
        if value >= 1 && value <= 9 {
            Some(Digit(value))
        } else {
            None
        }
    }

    /// The digit of a character `'1'`–`'9'`.
    pub const fn from_char(c: char) -> Option<Digit> {
        if c.is_ascii_digit() {
            Digit::new(c as u8 - b'0')
        } else {
            None
        }
    }

    /// The value, 1–9.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The character `'1'`–`'9'`.
    pub const fn to_char(self) -> char {
        (b'0' + self.0) as char
    }

    /// 0–8, for indexing per-digit tables.
    pub(crate) const fn index(self) -> usize {
        (self.0 - 1) as usize
    }

    /// The digit's bit in a 9-bit mask (bit `d - 1`).
    pub(crate) const fn bit(self) -> u16 {
        1 << (self.0 - 1)
    }
}

/// A value that is not a digit 1–9.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct InvalidDigit(u8);

impl InvalidDigit {
    /// The value that was refused.
    pub const fn value(self) -> u8 {
        self.0
    }
}

impl fmt::Display for InvalidDigit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a digit 1-9", self.0)
    }
}

impl core::error::Error for InvalidDigit {}

impl TryFrom<u8> for Digit {
    type Error = InvalidDigit;

    fn try_from(value: u8) -> Result<Digit, InvalidDigit> {
        Digit::new(value).ok_or(InvalidDigit(value))
    }
}

impl From<Digit> for u8 {
    fn from(d: Digit) -> u8 {
        d.0
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_one_to_nine_are_digits() {
        for v in 0..=u8::MAX {
            let d = Digit::new(v);
            assert_eq!(d.is_some(), (1..=9).contains(&v), "{v}");
            assert_eq!(Digit::try_from(v).ok(), d);
            if let Some(d) = d {
                assert_eq!(d.get(), v);
                assert_eq!(u8::from(d), v);
                assert_eq!(d.index(), usize::from(v) - 1);
                assert_eq!(d.bit(), 1 << (v - 1));
                assert_eq!(Digit::from_char(d.to_char()), Some(d));
                assert_eq!(Digit::ALL[d.index()], d);
            }
        }
        assert_eq!(Digit::from_char('0'), None);
        assert_eq!(Digit::from_char('a'), None);
        assert_eq!(Digit::from_char('٣'), None);
    }
}
