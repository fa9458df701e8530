//! The rater: grades a puzzle by the human techniques it needs, and finds the next logical
//! step for hints.
//!
//! A puzzle's level is the level of the hardest step on the path where the easiest
//! available step is always taken (the ladder is [`Technique`]'s order). Techniques live in
//! submodules, one family each; all work on [`Candidates`](crate::Candidates) and never
//! allocate.
//!
//! Files, each importing only those listed before it: `board` is the finders' view of a
//! position; `technique` names the techniques and their levels, `score` scores them;
//! `sentence` has the pieces that step sentences share; `pattern` holds what justifies a
//! step, one file per family with its type and its sentence; `step` is one step, holding a
//! pattern; the finders (one file per family, `chains` for chains) build steps; `ladder`
//! pairs each technique with its finder; `walk` follows the easiest step (for [`rate`] and
//! the generator), and `hint` finds it for [`next_step`].
//!
//! ```
//! use sudoku_engine::{Grid, Level, rate};
//! let puzzle: Grid =
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!         .parse()
//!         .unwrap();
//! let rating = rate(&puzzle).unwrap();
//! assert_eq!(rating.level, Level::Easy);
//! assert_eq!(rating.steps, 51);
//! ```

#[cfg(feature = "se-score")]
mod aligned_triplet;
#[cfg(feature = "chains")]
mod als;
mod board;
#[cfg(feature = "chains")]
mod chains;
mod combinations;
#[cfg(feature = "chains")]
mod empty_rectangle;
#[cfg(feature = "chains")]
mod explainer;
#[cfg(feature = "chains")]
mod finned_fish;
mod fish;
#[cfg(feature = "chains")]
mod graves;
mod hint;
#[cfg(all(test, feature = "chains"))]
mod hint_walks;
mod intersections;
mod ladder;
pub mod pattern;
mod quiet;
#[cfg(feature = "chains")]
mod remote_pairs;
mod score;
mod sentence;
mod single_digit;
mod singles;
mod step;
mod subsets;
#[cfg(feature = "chains")]
mod sue_de_coq;
mod technique;
#[cfg(test)]
mod test_util;
#[cfg(feature = "chains")]
mod unique_loops;
mod uniqueness;
mod walk;
mod wings;

pub use hint::{Uniqueness, next_step, next_step_with};
pub use pattern::Pattern;
pub use pattern::list::{MAX_CHAIN_NODES, MAX_PATTERN_CELLS};
pub use score::Score;
pub use step::{MAX_ELIMINATIONS, Step};
pub use technique::Technique;
pub(crate) use walk::Outcome;
pub(crate) use walk::solve_logically;
#[cfg(feature = "chains")]
#[doc(hidden)]
pub use walk::trace_score;
pub use walk::{RateError, Rating, rate, rate_using};
