//! Difficulty levels, defined by the hardest human technique a puzzle needs.

use core::fmt;
use core::str::FromStr;

/// How hard a puzzle is for a person: the level of the hardest technique on the path where
/// the easiest available step is always taken.
///
/// ```
/// use sudoku_engine::Level;
/// assert_eq!(Level::Hard.to_string(), "hard");
/// assert_eq!("Medium".parse::<Level>(), Ok(Level::Medium));
/// assert!(Level::Easy < Level::Expert);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Level {
    /// Singles only: full house, hidden single, naked single.
    Easy,
    /// Adds locked candidates (pointing, claiming) and naked/hidden pairs, triples, quads.
    Medium,
    /// Adds fish, wings, single-digit patterns, simple colouring and unique rectangles.
    Hard,
    /// Needs chains: X-Chains, XY-Chains, alternating inference chains.
    Expert,
    /// Needs forcing chains or forcing nets.
    Extreme,
}

impl Level {
    /// All levels, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];

    /// The lowercase name: `easy`, `medium`, `hard`, `expert` or `extreme`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// A word that names no level.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ParseLevelError;

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown level; expected easy, medium, hard, expert or extreme")
    }
}

impl core::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    /// Parses a level name, ignoring ASCII case.
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or(ParseLevelError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_case_insensitively() {
        for l in Level::ALL {
            assert_eq!(l.name().parse(), Ok(l));
        }
        assert_eq!("EXPERT".parse(), Ok(Level::Expert));
        assert_eq!("insane".parse::<Level>(), Err(ParseLevelError));
        assert_eq!("".parse::<Level>(), Err(ParseLevelError));
    }
}
