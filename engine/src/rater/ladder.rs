//! The ladder: every technique with its finder, easiest first. The one table the rating
//! walk, the generator's capped solve and hints all climb.

use super::board::Board;
#[cfg(feature = "chains")]
use super::chains::{aic, forcing};
use super::{Step, Technique};
use super::{fish, intersections, single_digit, singles, subsets, uniqueness, wings};
use crate::level::Level;

/// A technique finder: a step of its kind in a position, if any.
#[derive(Clone, Copy)]
pub(super) enum Finder {
    /// A pattern finder: the first step.
    First(fn(&Board<'_>) -> Option<Step>),
    /// A search that can stop at the first step or look for the lowest-scored one
    /// (`true`), as forcing chains do.
    #[cfg_attr(not(feature = "chains"), allow(dead_code))]
    Search(fn(&Board<'_>, bool) -> Option<Step>),
}

impl Finder {
    /// Runs the finder; `exhaustive` asks searches for their lowest-scored step.
    pub fn find(self, board: &Board<'_>, exhaustive: bool) -> Option<Step> {
        match self {
            Finder::First(f) => f(board),
            Finder::Search(f) => f(board, exhaustive),
        }
    }
}

use Finder::First;
#[cfg(feature = "chains")]
use Finder::Search;

/// Each technique with its finder, in [`Technique`]'s order (easiest first); a technique's
/// level is [`Technique::level`]. The three chain kinds share one finder (the first entry
/// finds all of them; the others find the same, so they are not repeated).
const LADDER: [(Technique, Finder); 19] = [
    (Technique::FullHouse, First(singles::full_house)),
    (Technique::HiddenSingle, First(singles::hidden_single)),
    (Technique::NakedSingle, First(singles::naked_single)),
    (Technique::Pointing, First(intersections::pointing)),
    (Technique::Claiming, First(intersections::claiming)),
    (Technique::NakedPair, First(subsets::naked_pair)),
    (Technique::HiddenPair, First(subsets::hidden_pair)),
    (Technique::NakedTriple, First(subsets::naked_triple)),
    (Technique::HiddenTriple, First(subsets::hidden_triple)),
    (Technique::NakedQuad, First(subsets::naked_quad)),
    (Technique::HiddenQuad, First(subsets::hidden_quad)),
    (Technique::XWing, First(fish::x_wing)),
    (Technique::Swordfish, First(fish::swordfish)),
    (Technique::Skyscraper, First(single_digit::skyscraper)),
    (
        Technique::TwoStringKite,
        First(single_digit::two_string_kite),
    ),
    (Technique::XYWing, First(wings::xy_wing)),
    (Technique::XYZWing, First(wings::xyz_wing)),
    (Technique::WWing, First(wings::w_wing)),
    (
        Technique::UniqueRectangle,
        First(uniqueness::unique_rectangle),
    ),
];

/// The uniqueness rungs beyond type 1 (feature `chains`: they do not fit the M0 image
/// beside the rest), between [`LADDER`] and [`LADDER_END`].
#[cfg(feature = "chains")]
const UNIQUENESS_LADDER: [(Technique, Finder); 2] = [
    (
        Technique::UniqueRectangle2,
        First(uniqueness::unique_rectangle_2),
    ),
    (Technique::BugPlusOne, First(uniqueness::bug_plus_one)),
];

/// The hard rungs after the uniqueness ones.
const LADDER_END: [(Technique, Finder); 2] = [
    (
        Technique::SimpleColouring,
        First(single_digit::simple_colouring),
    ),
    (Technique::Jellyfish, First(fish::jellyfish)),
];

/// The chain and forcing rungs (feature `chains`), after [`LADDER`].
#[cfg(feature = "chains")]
const CHAIN_LADDER: [(Technique, Finder); 6] = [
    (Technique::XChain, First(aic::aic)),
    (Technique::NishioForcingChain, Search(forcing::nishio)),
    (Technique::CellForcingChain, Search(forcing::cell_or_unit)),
    (Technique::DynamicForcingChain, Search(forcing::dynamic)),
    (
        Technique::DynamicForcingChainPlus,
        Search(forcing::dynamic_plus),
    ),
    (Technique::ForcingNet, Search(forcing::net)),
];

/// The score walk's order: Sudoku Explainer's, by base score, with the "direct" forms of
/// intersections and hidden subsets (which leave a hidden single at once) first and only
/// the techniques SE has (W-Wing, simple colouring and the like are found as chains).
/// Searches here always look for their lowest-scored step, as SE does.
#[cfg(feature = "chains")]
const SCORE_ORDER: [Finder; 25] = [
    First(singles::full_house),
    First(singles::hidden_single),
    First(intersections::direct_pointing),
    First(intersections::direct_claiming),
    First(subsets::direct_hidden_pair),
    First(singles::naked_single),
    First(subsets::direct_hidden_triple),
    First(intersections::pointing),
    First(intersections::claiming),
    First(subsets::naked_pair),
    First(fish::x_wing),
    First(subsets::hidden_pair),
    First(subsets::naked_triple),
    First(fish::swordfish),
    First(subsets::hidden_triple),
    First(wings::xy_wing),
    First(wings::xyz_wing),
    First(uniqueness::unique_rectangle),
    First(uniqueness::unique_rectangle_2),
    First(subsets::naked_quad),
    First(fish::jellyfish),
    First(subsets::hidden_quad),
    First(uniqueness::bug_plus_one),
    First(single_digit::skyscraper),
    First(single_digit::two_string_kite),
];

/// The chain and forcing part of [`SCORE_ORDER`] (feature `chains`).
#[cfg(feature = "chains")]
const CHAIN_SCORE_ORDER: [Finder; 6] = [
    First(aic::aic),
    Search(forcing::nishio),
    Search(forcing::cell_or_unit),
    Search(forcing::dynamic),
    Search(forcing::dynamic_plus),
    Search(forcing::net),
];

/// The lowest-scored step in Sudoku Explainer's order, or `None`.
#[cfg(feature = "chains")]
pub(super) fn find_scored_step(board: &Board<'_>) -> Option<Step> {
    all_scored().find_map(|finder| finder.find(board, true))
}

/// Every rung, the chains' included when built.
fn all_rungs() -> impl Iterator<Item = &'static (Technique, Finder)> {
    #[cfg(feature = "chains")]
    let (uniqueness, chains) = (UNIQUENESS_LADDER.iter(), CHAIN_LADDER.iter());
    #[cfg(not(feature = "chains"))]
    let (uniqueness, chains) = ([].iter(), [].iter());
    LADDER
        .iter()
        .chain(uniqueness)
        .chain(LADDER_END.iter())
        .chain(chains)
}

/// Every finder of the score order.
#[cfg(feature = "chains")]
fn all_scored() -> impl Iterator<Item = &'static Finder> {
    SCORE_ORDER.iter().chain(CHAIN_SCORE_ORDER.iter())
}

/// Which rungs a search climbs.
#[derive(Clone, Copy)]
pub(super) struct Rungs {
    /// The hardest level to use.
    pub max: Level,
    /// Skip full houses and hidden singles (the caller has already placed all of them).
    pub skip_unit_singles: bool,
    /// Searches look for their lowest-scored step instead of the first.
    pub exhaustive: bool,
    /// The puzzle is known to have one solution: uniqueness techniques may be used.
    pub uniqueness: bool,
}

/// The easiest step on the rungs, or `None`.
pub(super) fn find_step(board: &Board<'_>, rungs: Rungs) -> Option<Step> {
    all_rungs()
        .take_while(|(technique, _)| technique.level() <= rungs.max)
        .filter(|(technique, _)| {
            !(rungs.skip_unit_singles
                && matches!(technique, Technique::FullHouse | Technique::HiddenSingle))
                && (rungs.uniqueness || !technique.assumes_uniqueness())
        })
        .find_map(|(_, finder)| finder.find(board, rungs.exhaustive))
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;

    #[test]
    fn the_ladder_lists_every_technique_but_trial_in_order() {
        // Findings named by another entry's finder: the chain kinds, unit forcing.
        let shared = [
            Technique::XYChain,
            Technique::Aic,
            Technique::UnitForcingChain,
            Technique::TrialAndError,
        ];
        let ladder: std::vec::Vec<_> = all_rungs().map(|(t, _)| *t).collect();
        let mut all = Technique::ALL
            .iter()
            .copied()
            .filter(|t| !shared.contains(t))
            .filter(|t| {
                cfg!(feature = "chains")
                    || (t.level() <= crate::Level::Hard
                        && !matches!(t, Technique::UniqueRectangle2 | Technique::BugPlusOne))
            });
        assert!(ladder.iter().copied().eq(all.by_ref()));
        assert!(ladder.windows(2).all(|w| w[0] < w[1]));
    }
}
