//! What a caller asks the generator for: a level or a score range, a symmetry, minimality.

use super::score_range::ScoreRange;
use super::symmetry::Symmetry;
use crate::level::Level;

/// A generator request: a level ([`Request::level`]) or a score range ([`Request::score`],
/// the generator then picks the levels to dig for), with the clue symmetry (default
/// [`Symmetry::Rotational`]), a score range on top of a level, and whether only minimal
/// puzzles will do.
///
/// ```
/// use sudoku_engine::{Level, Request, Symmetry, generate_request};
/// let request = Request::level(Level::Hard)
///     .with_symmetry(Symmetry::Mirror)
///     .with_score("6.0..".parse().unwrap());
/// let made = generate_request(&request, 7).unwrap();
/// assert_eq!(made.rating.level, Level::Hard);
/// assert!(made.rating.score.tenths() >= 60);
/// assert!(Symmetry::Mirror.holds(&made.puzzle));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Request {
    level: Option<Level>,
    score: Option<ScoreRange>,
    symmetry: Symmetry,
    minimal: bool,
}

impl Request {
    /// A puzzle of `level`, with the default symmetry, any score, minimal or not.
    pub const fn level(level: Level) -> Request {
        Request {
            level: Some(level),
            score: None,
            symmetry: Symmetry::Rotational,
            minimal: false,
        }
    }

    /// A puzzle whose score is in `range`, of whatever level gives it.
    pub const fn score(range: ScoreRange) -> Request {
        Request {
            level: None,
            score: Some(range),
            symmetry: Symmetry::Rotational,
            minimal: false,
        }
    }

    /// The same request with clues symmetric under `symmetry`.
    pub const fn with_symmetry(self, symmetry: Symmetry) -> Request {
        Request { symmetry, ..self }
    }

    /// The same request, also asking for a score in `range` (with the level, if any).
    pub const fn with_score(self, range: ScoreRange) -> Request {
        Request {
            score: Some(range),
            ..self
        }
    }

    /// The same request, asking only for minimal puzzles (no given can be removed keeping
    /// one solution) when `minimal`.
    pub const fn with_minimal(self, minimal: bool) -> Request {
        Request { minimal, ..self }
    }

    /// The level asked for; `None` when the score range alone chooses.
    pub const fn target_level(&self) -> Option<Level> {
        self.level
    }

    /// The score range asked for, if any.
    pub const fn score_range(&self) -> Option<ScoreRange> {
        self.score
    }

    /// The clue symmetry asked for.
    pub const fn symmetry(&self) -> Symmetry {
        self.symmetry
    }

    /// Whether only minimal puzzles are asked for.
    pub const fn minimal(&self) -> bool {
        self.minimal
    }
}
