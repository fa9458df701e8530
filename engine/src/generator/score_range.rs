//! A range of scores on the Sudoku Explainer scale, as a generator request asks for one.

use core::fmt;
use core::str::FromStr;

use crate::rater::Score;

/// Scores from `min` to `max`, both inclusive; no `max` means no upper bound.
///
/// Written `7.0..7.5`, `8.5..` (at least), `..3.0` (at most) or `7.2` (exactly; `7` is 7.0).
///
/// ```
/// use sudoku_engine::ScoreRange;
/// use sudoku_engine::rater::Score;
/// let r: ScoreRange = "7.0..7.5".parse().unwrap();
/// assert!(r.contains(Score::from_tenths(75)));
/// assert!(!r.contains(Score::from_tenths(76)));
/// assert_eq!("8.5..".parse::<ScoreRange>().unwrap().to_string(), "8.5..");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ScoreRange {
    /// The lowest score in the range.
    pub min: Score,
    /// The highest score in the range; `None`: no upper bound.
    pub max: Option<Score>,
}

impl ScoreRange {
    /// Scores from `min` to `max` (inclusive; `None`: no upper bound).
    pub const fn new(min: Score, max: Option<Score>) -> ScoreRange {
        ScoreRange { min, max }
    }

    /// Whether `score` is in the range.
    pub const fn contains(self, score: Score) -> bool {
        let t = score.tenths();
        t >= self.min.tenths()
            && match self.max {
                Some(max) => t <= max.tenths(),
                None => true,
            }
    }

    /// Whether the range and `lo..=hi` (in tenths) share a score.
    pub(crate) const fn meets(self, lo: u8, hi: u8) -> bool {
        let above_min = hi >= self.min.tenths();
        let below_max = match self.max {
            Some(max) => lo <= max.tenths(),
            None => true,
        };
        above_min && below_max
    }
}

impl fmt::Display for ScoreRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.max {
            Some(max) if max == self.min => write!(f, "{max}"),
            Some(max) if self.min.tenths() == 0 => write!(f, "..{max}"),
            Some(max) => write!(f, "{}..{max}", self.min),
            None => write!(f, "{}..", self.min),
        }
    }
}

/// Why a text is not a score range; each names the part that is wrong.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum ParseScoreRangeError {
    /// The text is empty, or `..` with neither bound.
    NoBound,
    /// The lower bound (or the single score) is not a score such as `7.5`.
    Min,
    /// The upper bound is not a score such as `7.5`.
    Max,
    /// The lower bound is above the upper bound.
    Reversed,
}

impl fmt::Display for ParseScoreRangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const SCORE: &str = "a score from 0.0 to 25.5 with at most one decimal, such as 7.5";
        match self {
            ParseScoreRangeError::NoBound => f.write_str(
                "a score range needs a bound: 7.0..7.5, 8.5.. (at least), ..3.0 (at most) or 7.2",
            ),
            ParseScoreRangeError::Min => write!(f, "the lower bound is not {SCORE}"),
            ParseScoreRangeError::Max => write!(f, "the upper bound is not {SCORE}"),
            ParseScoreRangeError::Reversed => {
                f.write_str("the lower bound of the score range is above its upper bound")
            }
        }
    }
}

impl core::error::Error for ParseScoreRangeError {}

/// A score written `7`, `7.` or `7.5` (whole numbers of one or two digits), in tenths.
fn parse_score(s: &str) -> Option<Score> {
    let (whole, tenth) = match s.split_once('.') {
        Some((w, t)) => (w, t),
        None => (s, ""),
    };
    let digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || whole.len() > 2 || tenth.len() > 1 || !digits(whole) || !digits(tenth) {
        return None;
    }
    let whole: u8 = whole.parse().ok()?;
    let tenth = tenth.bytes().next().map_or(0, |b| b - b'0');
    whole
        .checked_mul(10)?
        .checked_add(tenth)
        .map(Score::from_tenths)
}

impl FromStr for ScoreRange {
    type Err = ParseScoreRangeError;

    /// Parses `MIN..MAX`, `MIN..`, `..MAX` or `SCORE`; white space around the text and the
    /// bounds is ignored.
    fn from_str(s: &str) -> Result<ScoreRange, ParseScoreRangeError> {
        let s = s.trim();
        let bound = |t: &str, e| parse_score(t.trim()).ok_or(e).map(Some);
        let (min, max) = match s.split_once("..") {
            None if s.is_empty() => return Err(ParseScoreRangeError::NoBound),
            None => {
                let one = bound(s, ParseScoreRangeError::Min)?;
                (one, one)
            }
            Some((lo, hi)) => {
                let (lo, hi) = (lo.trim(), hi.trim());
                if lo.is_empty() && hi.is_empty() {
                    return Err(ParseScoreRangeError::NoBound);
                }
                let min = if lo.is_empty() {
                    None
                } else {
                    bound(lo, ParseScoreRangeError::Min)?
                };
                let max = if hi.is_empty() {
                    None
                } else {
                    bound(hi, ParseScoreRangeError::Max)?
                };
                (min, max)
            }
        };
        let min = min.unwrap_or(Score::from_tenths(0));
        if max.is_some_and(|max| max < min) {
            return Err(ParseScoreRangeError::Reversed);
        }
        Ok(ScoreRange { min, max })
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::string::ToString;

    fn range(min: u8, max: Option<u8>) -> ScoreRange {
        ScoreRange::new(Score::from_tenths(min), max.map(Score::from_tenths))
    }

    #[test]
    fn parses_every_form() {
        assert_eq!("7.0..7.5".parse(), Ok(range(70, Some(75))));
        assert_eq!("8.5..".parse(), Ok(range(85, None)));
        assert_eq!("..3.0".parse(), Ok(range(0, Some(30))));
        assert_eq!("7".parse(), Ok(range(70, Some(70))));
        assert_eq!("7.0".parse(), Ok(range(70, Some(70))));
        assert_eq!("7.".parse(), Ok(range(70, Some(70))));
        assert_eq!(" 9 .. 10.2 ".parse(), Ok(range(90, Some(102))));
        assert_eq!("25.5".parse(), Ok(range(255, Some(255))));
    }

    #[test]
    fn errors_name_the_bad_part() {
        use ParseScoreRangeError::*;
        for (text, error) in [
            ("", NoBound),
            ("..", NoBound),
            (" .. ", NoBound),
            ("x..7", Min),
            ("7.05", Min),
            ("7,5", Min),
            ("-1", Min),
            ("25.6", Min),
            ("123", Min),
            (".5", Min),
            ("7..x", Max),
            ("7..8.55", Max),
            ("7..8..9", Max),
            ("7.5..7.0", Reversed),
        ] {
            assert_eq!(text.parse::<ScoreRange>(), Err(error), "{text:?}");
        }
        assert_eq!(
            Max.to_string(),
            "the upper bound is not a score from 0.0 to 25.5 with at most one decimal, such as 7.5"
        );
    }

    #[test]
    fn contains_is_inclusive() {
        let r = range(70, Some(75));
        assert!(!r.contains(Score::from_tenths(69)));
        assert!(r.contains(Score::from_tenths(70)));
        assert!(r.contains(Score::from_tenths(75)));
        assert!(!r.contains(Score::from_tenths(76)));
        assert!(range(85, None).contains(Score::from_tenths(255)));
        assert!(range(0, Some(30)).contains(Score::from_tenths(0)));
        assert!(r.meets(60, 70) && r.meets(75, 90) && !r.meets(76, 90) && !r.meets(10, 69));
    }

    #[test]
    fn display_round_trips() {
        for text in ["7.0..7.5", "8.5..", "..3.0", "7.2", "0.0.."] {
            let r: ScoreRange = text.parse().unwrap();
            assert_eq!(r.to_string(), text);
        }
        assert_eq!(range(70, Some(70)).to_string(), "7.0");
    }
}
