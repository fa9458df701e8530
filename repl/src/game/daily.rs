//! The daily puzzle: the same puzzle for everyone on the same UTC day, on every platform.
//!
//! The seed of a day's puzzle is the date written as the decimal number `YYYYMMDD`, times
//! 10, plus the level's number (easy 0, medium 1, hard 2, expert 3):
//!
//! ```text
//! seed = (year * 10_000 + month * 100 + day) * 10 + level
//! 2026-11-24, hard:  20261124 * 10 + 2 = 202611242
//! ```
//!
//! so `sudoku new daily hard` on 2026-11-24 (UTC) is `sudoku new hard --seed 202611242`,
//! and the generator's seed stability makes it the same puzzle everywhere.

use std::fmt;
use std::time::{SystemTime, UNIX_EPOCH};

use sudoku_engine::Level;

/// A day of the proleptic Gregorian calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Date {
    /// The year (0 to 9999 as `parse` reads it; 1970 or later from the clock).
    pub(crate) year: u32,
    /// 1–12.
    pub(crate) month: u32,
    /// 1–31.
    pub(crate) day: u32,
}

impl Date {
    /// The date of the day that is `days` days after 1970-01-01, before it when negative
    /// (Howard Hinnant's `civil_from_days`).
    pub(crate) fn from_days_since_epoch(days: i64) -> Date {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        Date {
            // Days from `parse`d dates (years 0 to 9999) and the days after them stay far
            // inside; the clamp only keeps an absurd day from wrapping around.
            year: year.clamp(0, i64::from(u32::MAX)) as u32,
            month: month as u32,
            day: day as u32,
        }
    }

    /// Days since 1970-01-01, negative before it (Howard Hinnant's `days_from_civil`).
    pub(crate) fn days_since_epoch(self) -> i64 {
        let (y, m, d) = (
            i64::from(self.year),
            i64::from(self.month),
            i64::from(self.day),
        );
        let y = if m <= 2 { y - 1 } else { y };
        let era = y.div_euclid(400);
        let yoe = y.rem_euclid(400);
        let mp = if m > 2 { m - 3 } else { m + 9 };
        let doy = (153 * mp + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The day after.
    pub(crate) fn next(self) -> Date {
        Date::from_days_since_epoch(self.days_since_epoch() + 1)
    }

    /// Today in UTC, from the system clock (1970-01-01 if the clock is before it).
    pub fn today_utc() -> Date {
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Date::from_days_since_epoch(i64::try_from(secs / 86_400).unwrap_or(0))
    }

    /// Parses `YYYY-MM-DD`, checking the day exists.
    pub fn parse(text: &str) -> Result<Date, String> {
        let bad = || format!("'{text}' is not a date: write YYYY-MM-DD, e.g. 2026-11-24");
        let mut parts = text.trim().split('-');
        let mut number = |len: usize| -> Result<u32, String> {
            let part = parts.next().ok_or_else(bad)?;
            if part.len() != len || !part.chars().all(|c| c.is_ascii_digit()) {
                return Err(bad());
            }
            part.parse().map_err(|_| bad())
        };
        let (year, month, day) = (number(4)?, number(2)?, number(2)?);
        if parts.next().is_some() || !(1..=12).contains(&month) {
            return Err(bad());
        }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        let days_in_month = match month {
            2 if leap => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        };
        if !(1..=days_in_month).contains(&day) {
            return Err(bad());
        }
        Ok(Date { year, month, day })
    }

    /// The seed of this day's puzzle of `level` (see the module documentation).
    pub fn seed(self, level: Level) -> u64 {
        let ymd = u64::from(self.year) * 10_000 + u64::from(self.month) * 100 + u64::from(self.day);
        let level = Level::ALL.iter().position(|&l| l == level).unwrap_or(0) as u64;
        ymd * 10 + level
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_since_1970_become_calendar_dates() {
        let d = |y, m, d| Date {
            year: y,
            month: m,
            day: d,
        };
        assert_eq!(Date::from_days_since_epoch(0), d(1970, 1, 1));
        assert_eq!(Date::from_days_since_epoch(59), d(1970, 3, 1));
        assert_eq!(Date::from_days_since_epoch(11_016), d(2000, 2, 29));
        assert_eq!(Date::from_days_since_epoch(20_416), d(2025, 11, 24));
        assert_eq!(Date::from_days_since_epoch(20_781), d(2026, 11, 24));
        // Every day of 1970-2100 follows the one before it.
        let mut previous = Date::from_days_since_epoch(0);
        for days in 1..47_847 {
            let next = Date::from_days_since_epoch(days);
            assert_eq!(Date::parse(&next.to_string()), Ok(next));
            assert_eq!(next.days_since_epoch(), days);
            assert_eq!(previous.next(), next);
            assert!(next > previous, "{next}");
            previous = next;
        }
        assert_eq!(previous, d(2100, 12, 31));
    }

    #[test]
    fn days_before_1970_count_back_from_it() {
        let d = |text| Date::parse(text).unwrap();
        assert_eq!(d("1969-12-31").days_since_epoch(), -1);
        assert_eq!(d("1969-12-30").next(), d("1969-12-31"));
        assert_eq!(d("1969-12-31").next(), d("1970-01-01"));
        assert_eq!(d("1900-02-28").next(), d("1900-03-01"));
        assert_eq!(
            d("0000-02-28").next(),
            d("0000-02-29"),
            "year 0 is a leap year"
        );
        assert_eq!(d("0000-01-01").days_since_epoch(), -719_528);
        assert_eq!(d("9999-12-31").next().to_string(), "10000-01-01");
        // Every day of 1600-1969 (leap and common centuries) follows the one before it.
        let mut previous = d("1600-01-01");
        for days in previous.days_since_epoch() + 1..=0 {
            let next = Date::from_days_since_epoch(days);
            assert_eq!(Date::parse(&next.to_string()), Ok(next));
            assert_eq!(next.days_since_epoch(), days);
            assert_eq!(previous.next(), next);
            previous = next;
        }
        assert_eq!(previous, d("1970-01-01"));
    }

    #[test]
    fn dates_parse_strictly_and_seeds_follow_the_formula() {
        assert!(Date::parse("2026-02-29").is_err());
        assert!(Date::parse("2024-02-29").is_ok());
        assert!(Date::parse("2026-13-01").is_err());
        assert!(Date::parse("2026-1-24").is_err());
        assert!(Date::parse("20261124").is_err());
        let date = Date::parse("2026-11-24").unwrap();
        assert_eq!(date.seed(Level::Easy), 202_611_240);
        assert_eq!(date.seed(Level::Hard), 202_611_242);
        assert_eq!(date.seed(Level::Expert), 202_611_243);
    }
}
