//! The ladder: every technique with its finder, easiest first. The one table the rating
//! walk, the generator's capped solve and hints all climb.

#[cfg(feature = "se-score")]
use super::aligned_triplet;
use super::board::Board;
#[cfg(feature = "se-score")]
use super::chains::explainer as se_chains;
#[cfg(feature = "chains")]
use super::chains::{aic, forcing};
use super::quiet::{Parts, Quiet};
use super::{Step, Technique};
#[cfg(feature = "chains")]
use super::{
    als, empty_rectangle, explainer, finned_fish, graves, remote_pairs, sue_de_coq, unique_loops,
};
use super::{fish, intersections, single_digit, singles, subsets, uniqueness, wings};
use crate::Digit;
use crate::geometry::UNITS;
use crate::level::Level;

/// A [`Finder::Since`]: given each cell's candidates at the walk's last position where it
/// found nothing, the first step and whether it looked everywhere.
#[cfg(feature = "chains")]
type SinceFinder = fn(&Board<'_>, Option<&[u16; 81]>) -> (Option<Step>, bool);

/// A technique finder: a step of its kind in a position, if any.
#[derive(Clone, Copy)]
pub(super) enum Finder {
    /// A pattern finder: the first step.
    First(fn(&Board<'_>) -> Option<Step>),
    /// A pattern finder that looks in one digit's places: the first step, digit by digit.
    EachDigit(fn(&Board<'_>, Digit) -> Option<Step>),
    /// A pattern finder that looks in one unit's cells: the first step, unit by unit.
    EachUnit(fn(&Board<'_>, usize) -> Option<Step>),
    /// A pattern finder that looks from one unit into the units crossing it: the first
    /// step, unit by unit.
    EachCrossing(fn(&Board<'_>, usize) -> Option<Step>),
    /// A pattern finder that reads cells' candidates, given those of the walk's last
    /// position where it found nothing: what it reads unchanged gives nothing again. It
    /// returns the first step, and whether it looked everywhere (a capped list may not).
    #[cfg(feature = "chains")]
    Since(SinceFinder),
    /// A search that can stop at the first step or look for the lowest-scored one
    /// (`true`), as forcing chains do.
    #[cfg_attr(not(feature = "chains"), allow(dead_code))]
    Search(fn(&Board<'_>, bool) -> Option<Step>),
}

impl Finder {
    /// Runs the finder as rung `rung` of a walk; `exhaustive` asks searches for their
    /// lowest-scored step. A finder by parts skips the parts `quiet` knows it finds
    /// nothing in, and tells it the parts where it found nothing.
    // Out of line: one copy for every order and caller (flash on the Cortex-M0).
    #[inline(never)]
    pub fn find(
        self,
        board: &Board<'_>,
        exhaustive: bool,
        rung: usize,
        quiet: &mut Quiet,
    ) -> Option<Step> {
        match self {
            Finder::First(f) => f(board),
            Finder::EachDigit(f) => each_part(rung, Parts::Digits, quiet, |part| {
                Digit::ALL.get(part).and_then(|&d| f(board, d))
            }),
            Finder::EachUnit(f) | Finder::EachCrossing(f) => {
                let parts = match self {
                    Finder::EachCrossing(_) => Parts::Crossings,
                    _ => Parts::Units,
                };
                each_part(rung, parts, quiet, |u| f(board, u))
            }
            Finder::Search(f) => f(board, exhaustive),
            #[cfg(feature = "chains")]
            Finder::Since(f) => {
                let (found, everywhere) = f(board, quiet.empty_scan(rung));
                if found.is_none() && everywhere {
                    quiet.scan_found_nothing(rung, board);
                }
                found
            }
        }
    }
}

/// [`Finder::find`] for a finder by parts: the first step `find` gives, part by part,
/// skipping the parts `quiet` knows it finds nothing in.
#[inline(never)]
fn each_part(
    rung: usize,
    parts: Parts,
    quiet: &mut Quiet,
    mut find: impl FnMut(usize) -> Option<Step>,
) -> Option<Step> {
    let count = if parts == Parts::Digits { 9 } else { UNITS };
    for part in 0..count {
        if quiet.knows(rung, part) {
            continue;
        }
        let found = find(part);
        if found.is_some() {
            return found;
        }
        quiet.learn(rung, parts, part);
    }
    None
}

use Finder::{EachCrossing, EachDigit, EachUnit, First};
#[cfg(feature = "chains")]
use Finder::{Search, Since};

/// Each technique with its finder, in [`Technique`]'s order (easiest first); a technique's
/// level is [`Technique::level`]. Entries of feature `chains` do not fit the M0 image beside
/// the rest. A finder that finds several techniques (finned and sashimi fish, the three
/// chain kinds, cell and unit forcing, the four unique loop types, BUG types 2 to 4) has one entry, under the
/// first.
const LADDER: &[(Technique, Finder)] = &[
    (Technique::FullHouse, First(singles::full_house)),
    (Technique::HiddenSingle, First(singles::hidden_single)),
    (Technique::NakedSingle, First(singles::naked_single)),
    (Technique::Pointing, EachCrossing(intersections::pointing)),
    (Technique::Claiming, EachCrossing(intersections::claiming)),
    (Technique::NakedPair, EachUnit(subsets::naked_pair)),
    (Technique::HiddenPair, EachUnit(subsets::hidden_pair)),
    (Technique::NakedTriple, EachUnit(subsets::naked_triple)),
    (Technique::HiddenTriple, EachUnit(subsets::hidden_triple)),
    (Technique::NakedQuad, EachUnit(subsets::naked_quad)),
    (Technique::HiddenQuad, EachUnit(subsets::hidden_quad)),
    (Technique::XWing, EachDigit(fish::x_wing)),
    (Technique::Swordfish, EachDigit(fish::swordfish)),
    (Technique::Skyscraper, EachDigit(single_digit::skyscraper)),
    (
        Technique::TwoStringKite,
        EachDigit(single_digit::two_string_kite),
    ),
    #[cfg(feature = "chains")]
    (
        Technique::EmptyRectangle,
        EachDigit(empty_rectangle::empty_rectangle),
    ),
    #[cfg(feature = "chains")]
    (
        Technique::FinnedXWing,
        EachDigit(finned_fish::finned_x_wing),
    ),
    (Technique::XYWing, First(wings::xy_wing)),
    (Technique::XYZWing, First(wings::xyz_wing)),
    (Technique::WWing, First(wings::w_wing)),
    #[cfg(feature = "chains")]
    (Technique::RemotePair, First(remote_pairs::remote_pairs)),
    (
        Technique::UniqueRectangle,
        First(uniqueness::unique_rectangle),
    ),
    #[cfg(feature = "chains")]
    (
        Technique::UniqueRectangle2,
        First(uniqueness::unique_rectangle_2),
    ),
    #[cfg(feature = "chains")]
    (
        Technique::UniqueRectangle3,
        First(uniqueness::unique_rectangle_3),
    ),
    #[cfg(feature = "chains")]
    (
        Technique::UniqueRectangle4,
        First(uniqueness::unique_rectangle_4),
    ),
    #[cfg(feature = "chains")]
    (Technique::UniqueLoop, First(unique_loops::unique_loop)),
    #[cfg(feature = "chains")]
    (Technique::BugPlusOne, First(uniqueness::bug_plus_one)),
    #[cfg(feature = "chains")]
    (Technique::Bug2, First(graves::bug_types_2_to_4)),
    (
        Technique::SimpleColouring,
        EachDigit(single_digit::simple_colouring),
    ),
    (Technique::Jellyfish, EachDigit(fish::jellyfish)),
    #[cfg(feature = "chains")]
    (
        Technique::FinnedSwordfish,
        EachDigit(finned_fish::finned_swordfish),
    ),
    #[cfg(feature = "chains")]
    (
        Technique::FinnedJellyfish,
        EachDigit(finned_fish::finned_jellyfish),
    ),
    #[cfg(feature = "chains")]
    (Technique::XChain, Search(aic::aic)),
    #[cfg(feature = "chains")]
    (Technique::GroupedAic, Search(aic::grouped_aic)),
    #[cfg(feature = "chains")]
    (Technique::AlsXz, Since(als::als_xz)),
    #[cfg(feature = "chains")]
    (Technique::AlsXyWing, Since(als::als_xy_wing)),
    #[cfg(feature = "chains")]
    (Technique::SueDeCoq, First(sue_de_coq::sue_de_coq)),
    #[cfg(feature = "chains")]
    (Technique::NishioForcingChain, Search(forcing::nishio)),
    #[cfg(feature = "chains")]
    (Technique::CellForcingChain, Search(forcing::cell_or_unit)),
    #[cfg(feature = "chains")]
    (Technique::DynamicForcingChain, Search(forcing::dynamic)),
    #[cfg(feature = "chains")]
    (
        Technique::DynamicForcingChainPlus,
        Search(forcing::dynamic_plus),
    ),
    #[cfg(feature = "chains")]
    (Technique::ForcingNet, Search(forcing::net)),
];

// Every rung of an order has its place in a walk's `Quiet`.
const _: () = assert!(LADDER.len() <= super::quiet::MAX_RUNGS);

/// The score walk's order: Sudoku Explainer 1.2.1's producers, in its order. Up to aligned
/// pair exclusion they are SE's own (`explainer`, `unique_loops`, `graves`: its scan order,
/// preconditions and direct forms), so the walk takes the step SE takes; then the chains.
/// Only the techniques SE has (W-Wing, simple colouring and the like are found as chains).
/// Searches here always look for their lowest-scored step, as SE does.
#[cfg(feature = "chains")]
const SCORE_ORDER: &[Finder] = &[
    First(singles::full_house),
    First(singles::hidden_single),
    First(explainer::direct_locking),
    First(explainer::direct_hidden_pair),
    First(singles::naked_single),
    First(explainer::direct_hidden_triple),
    First(explainer::pointing_claiming),
    First(explainer::naked_pair),
    First(explainer::x_wing),
    First(explainer::hidden_pair),
    First(explainer::naked_triple),
    First(explainer::swordfish),
    First(explainer::hidden_triple),
    First(wings::xy_wing),
    First(wings::xyz_wing),
    First(unique_loops::explainer_step),
    First(explainer::naked_quad),
    First(explainer::jellyfish),
    First(explainer::hidden_quad),
    First(graves::explainer_step),
    First(explainer::aligned_pair_exclusion),
    EachDigit(single_digit::skyscraper),
    EachDigit(single_digit::two_string_kite),
    #[cfg(feature = "se-score")]
    Search(se_chains::cycles_and_chains),
    #[cfg(feature = "se-score")]
    Since(aligned_triplet::aligned_triplet),
    #[cfg(feature = "se-score")]
    Search(se_chains::nishio),
    #[cfg(feature = "se-score")]
    Search(se_chains::multiple),
    #[cfg(feature = "se-score")]
    Search(se_chains::dynamic),
    #[cfg(feature = "se-score")]
    Search(se_chains::dynamic_plus),
    #[cfg(not(feature = "se-score"))]
    Search(aic::aic),
    #[cfg(not(feature = "se-score"))]
    Search(forcing::nishio),
    #[cfg(not(feature = "se-score"))]
    Search(forcing::cell_or_unit),
    #[cfg(not(feature = "se-score"))]
    Search(forcing::dynamic),
    #[cfg(not(feature = "se-score"))]
    Search(forcing::dynamic_plus),
    Search(forcing::net),
];

#[cfg(feature = "chains")]
const _: () = assert!(SCORE_ORDER.len() <= super::quiet::MAX_RUNGS);

/// The lowest-scored step in Sudoku Explainer's order, or `None`.
#[cfg(feature = "chains")]
pub(super) fn find_scored_step(board: &Board<'_>, quiet: &mut Quiet) -> Option<Step> {
    SCORE_ORDER
        .iter()
        .enumerate()
        .find_map(|(rung, finder)| finder.find(board, true, rung, quiet))
}

/// Whether every build has the rung of `technique`. The rest of the ladder up to hard is in
/// every build (the M0 image's too), and the generator's levels up to hard use only that
/// part, so a seed gives the same puzzle with or without feature `chains`.
fn in_every_build(technique: Technique) -> bool {
    technique.in_every_build()
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
    /// Only the rungs every build has (for the generator: see [`in_every_build`]).
    pub every_build: bool,
}

/// The easiest step on the rungs, or `None`.
/// `quiet` is what the finders know of the walk's earlier positions (a new one for a lone
/// position); the walk keeps the same `rungs` from round to round.
pub(super) fn find_step(board: &Board<'_>, rungs: Rungs, quiet: &mut Quiet) -> Option<Step> {
    LADDER
        .iter()
        .enumerate()
        .take_while(|(_, (technique, _))| technique.level() <= rungs.max)
        .filter(|(_, (technique, _))| {
            !(rungs.skip_unit_singles
                && matches!(technique, Technique::FullHouse | Technique::HiddenSingle))
                && (rungs.uniqueness || !technique.assumes_uniqueness())
                && (!rungs.every_build || in_every_build(*technique))
        })
        .find_map(|(rung, (_, finder))| finder.find(board, rungs.exhaustive, rung, quiet))
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    #[cfg(feature = "chains")]
    use crate::{Candidates, Grid};

    /// The rating walk's rungs: every one, a step at a time.
    #[cfg(feature = "chains")]
    const EVERY_RUNG: Rungs = Rungs {
        max: Level::Extreme,
        skip_unit_singles: false,
        exhaustive: false,
        uniqueness: true,
        every_build: false,
    };

    /// Walks `puzzle` taking the step `find` gives with a `Quiet` kept from round to round,
    /// and checks each is the step a new `Quiet` gives. Returns the rounds where the kept
    /// one knew something.
    #[cfg(feature = "chains")]
    fn walk_knowing(puzzle: &Grid, find: impl Fn(&Board<'_>, &mut Quiet) -> Option<Step>) -> u32 {
        let mut pm = Candidates::new(puzzle);
        let mut kept = Quiet::new();
        let mut knowing = 0;
        while !pm.grid().is_full() {
            let board = Board::new(&pm);
            kept.see(&board);
            knowing += u32::from(kept.knows_something());
            let step = find(&board, &mut kept);
            assert_eq!(step, find(&board, &mut Quiet::new()), "{puzzle}");
            match step {
                Some(step) if step.apply(&mut pm) => {}
                _ => break,
            }
        }
        knowing
    }

    #[cfg(feature = "chains")]
    #[test]
    fn a_walk_that_remembers_takes_the_steps_of_one_that_does_not() {
        let puzzles = [
            // Generated: hard, expert and extreme (seeds 1000 and 1001 of each).
            "...5..83......29.6....8.5.12.6.4...8.1.....2.8...5.4.35.3.2....1.97......24..9...",
            ".......59...71.2..2....53...1..7...56.85.14.23...6..8...42....3..1.48...82.......",
            "57.6...1..4..7..5.....513....2.4..861..2.8..578..1.2....712.....1..9..2..2...7.91",
            ".6.1.3...4...9...1...4..82...6....15.2..1..3.91....6...57..8...2...6...4...3.9.7.",
            ".....2.76....8.54.9..6.....18...4.6.....6.....4.7...12.....6..4.19.2....73.8.....",
            // Two of the forum's hardest, which need forcing chains and nets.
            "98.7..6..7...5......4..9.7.3....7.8..4..2.......5....1.7...3.9...3...2.....1....6",
            "12.3....435....1....4........54..2..6...7.........8.9...31..5.......9.7.....6...8",
        ];
        let rungs = EVERY_RUNG;
        let (mut ladder, mut scored) = (0, 0);
        for line in puzzles {
            let puzzle: Grid = line.parse().unwrap();
            ladder += walk_knowing(&puzzle, |b, q| find_step(b, rungs, q));
            scored += walk_knowing(&puzzle, find_scored_step);
        }
        // The memory was used, or the test shows nothing.
        assert!(ladder > 100 && scored > 100, "{ladder} {scored}");
    }

    /// A finder given the candidates of the walk's last position where it found nothing
    /// finds what it finds without them, at every position of walks taking the steps
    /// `step` gives (whether the finder finds something or not); returns the positions
    /// where it found something with an earlier empty scan to skip by.
    #[cfg(feature = "chains")]
    fn finds_the_same_since(
        lines: &[&str],
        finder: SinceFinder,
        step: impl Fn(&Board<'_>, &mut Quiet) -> Option<Step>,
    ) -> u32 {
        let mut found_since = 0;
        for line in lines {
            let mut pm = Candidates::new(&line.parse().unwrap());
            let mut quiet = Quiet::new();
            let mut empty: Option<[u16; 81]> = None;
            while !pm.grid().is_full() {
                let board = Board::new(&pm);
                let (alone, everywhere) = finder(&board, None);
                assert_eq!(finder(&board, empty.as_ref()).0, alone, "{line}");
                match alone {
                    None if everywhere => {
                        empty = Some(core::array::from_fn(|c| board.mask(c).bits()));
                    }
                    None => {}
                    Some(_) => found_since += u32::from(empty.is_some()),
                }
                quiet.see(&board);
                match step(&board, &mut quiet) {
                    Some(step) if step.apply(&mut pm) => {}
                    _ => break,
                }
            }
        }
        found_since
    }

    /// Generated extreme puzzles (seeds 0 to 2).
    #[cfg(feature = "chains")]
    const EXTREME: [&str; 3] = [
        "6..9..5....53....12.........8.69..3.3.7...6.9.6..13.2.........67....83....4..7..2",
        "..2..1.78.....4..54...2..9.6.1..3....4.....2....9..3.1.1..3...73..6.....85.4..9..",
        "..5..84...93.2..8.4.......2.3..762...7.....1...431..7.9.......1.8..9.72...76..5..",
    ];

    #[cfg(feature = "se-score")]
    #[test]
    fn aligned_triplets_skip_what_has_not_changed_since_they_found_nothing() {
        // In the first puzzle's score walk, a single peer is filled between an empty scan
        // and a triplet that then removes something.
        let found =
            finds_the_same_since(&EXTREME, aligned_triplet::aligned_triplet, find_scored_step);
        assert!(found > 10, "{found}");
    }

    #[cfg(feature = "chains")]
    #[test]
    fn almost_locked_sets_skip_what_has_not_changed_since_they_found_nothing() {
        let ladder = |b: &Board<'_>, q: &mut Quiet| find_step(b, EVERY_RUNG, q);
        let xz = finds_the_same_since(&EXTREME, als::als_xz, ladder);
        let wing = finds_the_same_since(&EXTREME, als::als_xy_wing, ladder);
        assert!(xz > 10 && wing > 10, "{xz} {wing}");
    }

    #[test]
    fn the_ladder_lists_every_technique_but_trial_in_order() {
        // Findings named by another entry's finder: the chain kinds, unit forcing.
        let shared = [
            Technique::UniqueLoop2,
            Technique::UniqueLoop3,
            Technique::UniqueLoop4,
            Technique::Bug3,
            Technique::Bug4,
            Technique::SashimiXWing,
            Technique::SashimiSwordfish,
            Technique::SashimiJellyfish,
            Technique::XYChain,
            Technique::Aic,
            Technique::UnitForcingChain,
            Technique::AlignedTripletExclusion, // the score walk's only
            Technique::TrialAndError,
            // Only in the score walk (SE's; the ladder's chains find the same).
            Technique::AlignedPairExclusion,
        ];
        let ladder: std::vec::Vec<_> = LADDER.iter().map(|(t, _)| *t).collect();
        let mut all = Technique::ALL
            .iter()
            .copied()
            .filter(|t| !shared.contains(t))
            .filter(|t| cfg!(feature = "chains") || in_every_build(*t));
        assert!(ladder.iter().copied().eq(all.by_ref()));
        assert!(ladder.windows(2).all(|w| w[0] < w[1]));
    }
}
