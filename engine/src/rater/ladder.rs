//! The ladder: every technique with its finder, easiest first. The one table the rating
//! walk, the generator's capped solve and hints all climb.

use super::board::Board;
use super::{Step, Technique};
use super::{fish, intersections, single_digit, singles, subsets, uniqueness, wings};
use crate::level::Level;

/// A technique finder: the first step of its kind in a position, if any.
type Finder = fn(&Board<'_>) -> Option<Step>;

/// Each technique with its finder, in [`Technique`]'s order (easiest first); a technique's
/// level is [`Technique::level`].
const LADDER: [(Technique, Finder); 21] = [
    (Technique::FullHouse, singles::full_house),
    (Technique::HiddenSingle, singles::hidden_single),
    (Technique::NakedSingle, singles::naked_single),
    (Technique::Pointing, intersections::pointing),
    (Technique::Claiming, intersections::claiming),
    (Technique::NakedPair, subsets::naked_pair),
    (Technique::HiddenPair, subsets::hidden_pair),
    (Technique::NakedTriple, subsets::naked_triple),
    (Technique::HiddenTriple, subsets::hidden_triple),
    (Technique::NakedQuad, subsets::naked_quad),
    (Technique::HiddenQuad, subsets::hidden_quad),
    (Technique::XWing, fish::x_wing),
    (Technique::Swordfish, fish::swordfish),
    (Technique::Skyscraper, single_digit::skyscraper),
    (Technique::TwoStringKite, single_digit::two_string_kite),
    (Technique::XYWing, wings::xy_wing),
    (Technique::XYZWing, wings::xyz_wing),
    (Technique::WWing, wings::w_wing),
    (Technique::UniqueRectangle, uniqueness::unique_rectangle),
    (Technique::SimpleColouring, single_digit::simple_colouring),
    (Technique::Jellyfish, fish::jellyfish),
];

/// Which rungs a search climbs.
#[derive(Clone, Copy)]
pub(super) struct Rungs {
    /// The hardest level to use.
    pub max: Level,
    /// Skip full houses and hidden singles (the caller has already placed all of them).
    pub skip_unit_singles: bool,
}

/// The easiest step on the rungs, or `None`.
pub(super) fn find_step(board: &Board<'_>, rungs: Rungs) -> Option<Step> {
    LADDER
        .iter()
        .take_while(|(technique, _)| technique.level() <= rungs.max)
        .filter(|(technique, _)| {
            !(rungs.skip_unit_singles
                && matches!(technique, Technique::FullHouse | Technique::HiddenSingle))
        })
        .find_map(|(_, finder)| finder(board))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ladder_lists_every_technique_but_trial_in_order() {
        let mut ladder = LADDER.iter().map(|(t, _)| *t);
        let mut all = Technique::ALL
            .iter()
            .copied()
            .filter(|&t| t != Technique::TrialAndError);
        assert!(ladder.by_ref().eq(all.by_ref()));
        assert!(LADDER.windows(2).all(|w| w[0].0 < w[1].0));
    }
}
