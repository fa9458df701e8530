//! What justifies a step, by technique family: a fish's base and cover lines and fins, a
//! wing's pivot and pincers, a chain's nodes… Each family's type and its sentence live in
//! one file here, named after the finder that builds it (`fish` for `rater::fish`, `chain`
//! and `forcing` for `rater::chains`); this module gathers them into [`Pattern`].
//!
//! Patterns know nothing of steps or finders: a step holds a pattern, and a finder builds
//! one, so both import this module and it imports neither.
//!
//! ```
//! use sudoku_engine::rater::pattern::Pattern;
//! use sudoku_engine::{Candidates, Grid, next_step};
//! let grid: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!     .parse()
//!     .unwrap();
//! let step = next_step(&Candidates::new(&grid)).unwrap();
//! let Pattern::Single(single) = step.pattern() else { panic!("{step}") };
//! assert_eq!(single.unit.unwrap().to_string(), "box 2");
//! ```

#[cfg(feature = "chains")]
mod aligned;
#[cfg(feature = "chains")]
mod als;
#[cfg(feature = "chains")]
mod chain;
#[cfg(feature = "chains")]
mod empty_rectangle;
#[cfg(feature = "chains")]
mod exclusion;
mod fish;
#[cfg(feature = "chains")]
mod forcing;
mod intersections;
pub(super) mod list;
#[cfg(feature = "chains")]
mod remote_pairs;
mod single_digit;
mod singles;
mod subsets;
#[cfg(feature = "chains")]
mod sue_de_coq;
mod uniqueness;
mod wings;

use core::fmt;

use super::Technique;
use crate::Cell;

#[cfg(feature = "chains")]
pub use aligned::AlignedTriplet;
#[cfg(feature = "chains")]
pub(super) use als::MAX_ALS_CELLS;
#[cfg(feature = "chains")]
pub use als::{Als, AlsSet};
#[cfg(feature = "chains")]
pub use chain::{Chain, ChainNode};
#[cfg(feature = "chains")]
pub use empty_rectangle::EmptyRectangle;
#[cfg(feature = "chains")]
pub use exclusion::AlignedPair;
pub use fish::Fish;
#[cfg(feature = "chains")]
pub use forcing::{Forcing, ForcingKind};
pub use intersections::Intersection;
pub use list::List;
use list::MAX_PATTERN_CELLS;
#[cfg(feature = "chains")]
pub use remote_pairs::RemotePair;
pub use single_digit::{Colouring, ConjugatePairs};
pub use singles::Single;
pub use subsets::Subset;
#[cfg(feature = "chains")]
pub use sue_de_coq::SueDeCoq;
#[cfg(feature = "chains")]
pub use uniqueness::{Bug, Grave, GraveKind, Loop, MAX_LOOP_CELLS};
pub use uniqueness::{Rectangle, RectangleKind};
pub use wings::{WWing, Wing};

/// The pattern behind a [`Step`](super::Step), one variant per technique family; the step's
/// [`technique`](super::Step::technique) tells the members of a family apart.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum Pattern {
    /// Full house, hidden single, naked single.
    Single(Single),
    /// Pointing, claiming.
    Intersection(Intersection),
    /// Naked and hidden pairs, triples, quads.
    Subset(Subset),
    /// X-Wing, Swordfish, Jellyfish, and their finned and sashimi forms.
    Fish(Fish),
    /// Skyscraper, 2-string kite.
    ConjugatePairs(ConjugatePairs),
    /// Simple colouring.
    Colouring(Colouring),
    /// Empty rectangle.
    #[cfg(feature = "chains")]
    EmptyRectangle(EmptyRectangle),
    /// XY-Wing, XYZ-Wing.
    Wing(Wing),
    /// W-Wing.
    WWing(WWing),
    /// Remote pair.
    #[cfg(feature = "chains")]
    RemotePair(RemotePair),
    /// Unique rectangles, types 1 to 4.
    Rectangle(Rectangle),
    /// Unique loops, types 1 to 4: the rectangle's reasoning on six or more cells (and, in
    /// the score walk, on four).
    #[cfg(feature = "chains")]
    Loop(Loop),
    /// BUG+1.
    #[cfg(feature = "chains")]
    Bug(Bug),
    /// Bivalue universal graves, types 2 to 4.
    #[cfg(feature = "chains")]
    Grave(Grave),
    /// Aligned pair exclusion.
    #[cfg(feature = "chains")]
    AlignedPair(AlignedPair),
    /// ALS-XZ, ALS-XY-Wing.
    #[cfg(feature = "chains")]
    Als(Als),
    /// Sue de Coq.
    #[cfg(feature = "chains")]
    SueDeCoq(SueDeCoq),
    /// X-Chain, XY-Chain, AIC, grouped AIC.
    #[cfg(feature = "chains")]
    Chain(Chain),
    /// Nishio, cell, unit and dynamic forcing chains, forcing nets.
    #[cfg(feature = "chains")]
    Forcing(Forcing),
    /// Aligned triplet exclusion.
    #[cfg(feature = "chains")]
    AlignedTriplet(AlignedTriplet),
}

/// Whether a sentence is complete, or the step's conclusion follows it (`, so remove …`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Told {
    /// The sentence says what the step places.
    Whole,
    /// The step's placements or eliminations follow.
    Reason,
}

impl Pattern {
    /// The cells to show with the step (a subset's cells, a wing's pivot then pincers, a
    /// chain's first cells…), at most [`MAX_PATTERN_CELLS`]; none for singles and
    /// intersections, whose placements and eliminations say it all.
    pub fn cells(&self) -> List<Cell, MAX_PATTERN_CELLS> {
        match self {
            Pattern::Single(_) | Pattern::Intersection(_) => List::new(),
            Pattern::Subset(p) => p.cells.iter().copied().collect(),
            Pattern::Fish(p) => p.fins.clone(),
            Pattern::ConjugatePairs(p) => p.cells().collect(),
            Pattern::Colouring(p) => [p.start].into_iter().collect(),
            #[cfg(feature = "chains")]
            Pattern::EmptyRectangle(p) => p.pair.into_iter().collect(),
            Pattern::Wing(p) => p.cells().collect(),
            Pattern::WWing(p) => p.ends.into_iter().chain(p.link).collect(),
            #[cfg(feature = "chains")]
            Pattern::RemotePair(p) => p.cells.clone(),
            Pattern::Rectangle(p) => p.cells().collect(),
            #[cfg(feature = "chains")]
            Pattern::Loop(p) => p.cells().collect(),
            #[cfg(feature = "chains")]
            Pattern::Bug(_) => List::new(),
            #[cfg(feature = "chains")]
            Pattern::Grave(p) => p.cells.clone(),
            #[cfg(feature = "chains")]
            Pattern::AlignedPair(p) => p
                .cells
                .into_iter()
                .chain(p.excluders.iter().copied())
                .collect(),
            #[cfg(feature = "chains")]
            Pattern::Als(p) => p.cells().collect(),
            #[cfg(feature = "chains")]
            Pattern::SueDeCoq(p) => p.cells(),
            #[cfg(feature = "chains")]
            Pattern::Chain(p) => p.cells.clone(),
            #[cfg(feature = "chains")]
            Pattern::Forcing(p) => p.cells(),
            #[cfg(feature = "chains")]
            Pattern::AlignedTriplet(p) => p.cells.iter().copied().collect(),
        }
    }

    /// Writes why the step holds; [`Told::Reason`] when its conclusion is still to come.
    pub(crate) fn tell(
        &self,
        technique: Technique,
        f: &mut fmt::Formatter<'_>,
    ) -> Result<Told, fmt::Error> {
        match self {
            Pattern::Single(p) => return p.tell(technique, f).map(|()| Told::Whole),
            #[cfg(feature = "chains")]
            Pattern::Bug(p) => return p.tell(f).map(|()| Told::Whole),
            Pattern::Intersection(p) => p.tell(f),
            Pattern::Subset(p) => p.tell(technique, f),
            Pattern::Fish(p) => p.tell(f),
            Pattern::ConjugatePairs(p) => p.tell(f),
            Pattern::Colouring(p) => p.tell(f),
            #[cfg(feature = "chains")]
            Pattern::EmptyRectangle(p) => p.tell(f),
            Pattern::Wing(p) => p.tell(technique, f),
            Pattern::WWing(p) => p.tell(f),
            #[cfg(feature = "chains")]
            Pattern::RemotePair(p) => p.tell(f),
            Pattern::Rectangle(p) => p.tell(f),
            #[cfg(feature = "chains")]
            Pattern::Loop(p) => p.tell(f),
            #[cfg(feature = "chains")]
            Pattern::Grave(p) => p.tell(f),
            #[cfg(feature = "chains")]
            Pattern::AlignedPair(p) => p.tell(f),
            #[cfg(feature = "chains")]
            Pattern::Als(p) => p.tell(f),
            #[cfg(feature = "chains")]
            Pattern::SueDeCoq(p) => p.tell(f),
            #[cfg(feature = "chains")]
            Pattern::Chain(p) => p.tell(f),
            #[cfg(feature = "chains")]
            Pattern::Forcing(p) => p.tell(f),
            #[cfg(feature = "chains")]
            Pattern::AlignedTriplet(p) => p.tell(f),
        }
        .map(|()| Told::Reason)
    }

    /// For a chain, how many nodes its conclusion rests on; for a forcing step, the total
    /// over its branches; 0 for other patterns.
    pub(crate) fn chain_length(&self) -> u16 {
        match self {
            #[cfg(feature = "chains")]
            Pattern::Chain(p) => p.length,
            #[cfg(feature = "chains")]
            Pattern::Forcing(p) => p.chain.length,
            _ => 0,
        }
    }
}
