//! Chains and forcing chains: what the hard tier cannot see.
//!
//! Everything here follows assumptions with [`branch::Branch`]: assume a candidate on (or
//! off) and derive what must follow. The families differ only in what a branch may use and
//! in how branches are compared:
//!
//! - `aic`: the position's own strong links (X-Chain, XY-Chain, AIC): an assumption that
//!   refutes itself. Level expert.
//! - `forcing`: Nishio (one digit), cell and unit forcing chains on strong links, then
//!   dynamic forcing chains (singles in the assumed position) and their "plus" form (with
//!   locked candidates), then forcing nets. Level extreme.
//!
//! The score walk (feature `se-score`) has its own searches, Sudoku Explainer's, followed
//! exactly so that scores are SE's: `implication` (how SE derives potentials and counts a
//! chain), `explainer` (its producers and their hint order), `advanced` (the rules its
//! dynamic forcing chains (+) use inside a branch).
//!
//! Work is bounded: a branch sets each of the 1,458 nodes at most once, and a finder runs
//! a fixed number of branches per candidate (listed with each finder).

#[cfg(feature = "se-score")]
pub(crate) mod advanced;
pub(crate) mod aic;
pub(crate) mod branch;
pub(crate) mod closures;
#[cfg(feature = "se-score")]
pub(crate) mod explainer;
pub(crate) mod forcing;
#[cfg(feature = "se-score")]
pub(crate) mod implication;
#[cfg(feature = "se-score")]
pub(crate) mod kept;
pub(crate) mod reach;
pub(crate) mod story;
