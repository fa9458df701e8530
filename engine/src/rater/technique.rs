//! The techniques of the ladder: names, levels, and which ones assume a unique solution.
//! Their base scores ([`Technique::base_score`]) are defined in `score`, beside the rest of
//! the Sudoku Explainer scale.

use core::fmt;

use crate::level::Level;

/// A human solving technique. The order is the ladder: easier techniques first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[non_exhaustive]
pub enum Technique {
    /// The last empty cell of a row, column or box.
    FullHouse,
    /// A digit with one possible cell in a unit.
    HiddenSingle,
    /// A cell with one candidate.
    NakedSingle,
    /// Locked candidates type 1: a digit confined to one line within a box.
    Pointing,
    /// Locked candidates type 2: a digit confined to one box within a line.
    Claiming,
    /// Two cells of a unit holding only the same two digits.
    NakedPair,
    /// Two digits of a unit confined to the same two cells.
    HiddenPair,
    /// Three cells of a unit holding only three digits between them.
    NakedTriple,
    /// Three digits of a unit confined to three cells.
    HiddenTriple,
    /// Four cells of a unit holding only four digits between them.
    NakedQuad,
    /// Four digits of a unit confined to four cells.
    HiddenQuad,
    /// A digit confined to the same two columns in two rows (or vice versa).
    XWing,
    /// The three-line fish.
    Swordfish,
    /// Two conjugate pairs of a digit in parallel lines sharing one end's line.
    Skyscraper,
    /// A row and a column conjugate pair of a digit joined in a box.
    TwoStringKite,
    /// A box whose places of a digit lie on one row and one column, with a conjugate pair.
    EmptyRectangle,
    /// An X-Wing with fins: extra places of the digit in one box of a base line.
    FinnedXWing,
    /// A finned X-Wing that would be degenerate without its fins.
    SashimiXWing,
    /// A bivalue pivot `xy` with pincers `xz` and `yz`.
    XYWing,
    /// A trivalue pivot `xyz` with pincers `xz` and `yz`.
    XYZWing,
    /// Two equal bivalue cells joined by a conjugate pair of one of their digits.
    WWing,
    /// A chain of cells holding only the same two digits, each seeing the next.
    RemotePair,
    /// Unique rectangle type 1 (assumes the puzzle has one solution).
    UniqueRectangle,
    /// Unique rectangle type 2: the two roof cells share one extra digit.
    UniqueRectangle2,
    /// Unique rectangle type 3: the roof cells' extra digits form a naked subset.
    UniqueRectangle3,
    /// Unique rectangle type 4: one digit of the pair is locked in the roof cells.
    UniqueRectangle4,
    /// Unique loop type 1: a loop of six or more cells (each row, column and box it enters
    /// holding two of them) on one pair of digits, one cell with extra digits.
    UniqueLoop,
    /// Unique loop type 2: the loop's cells with extra digits share one extra digit.
    UniqueLoop2,
    /// Unique loop type 3: the extra digits of two loop cells form a naked or hidden subset.
    UniqueLoop3,
    /// Unique loop type 4: one digit of the pair is locked in the two loop cells with extra
    /// digits.
    UniqueLoop4,
    /// Bivalue universal grave plus one: the only cell with three candidates.
    BugPlusOne,
    /// Bivalue universal grave type 2: the cells beyond the grave share one extra digit.
    Bug2,
    /// Bivalue universal grave type 3: the extra digits form a naked subset.
    Bug3,
    /// Bivalue universal grave type 4: two cells beyond the grave in one unit share a digit
    /// of the grave.
    Bug4,
    /// Aligned pair exclusion: two cells cannot take both digits of a bivalue cell seeing
    /// both. Sudoku Explainer's, in the score walk only (its chains find the same).
    AlignedPairExclusion,
    /// Two-colouring the conjugate pairs of one digit.
    SimpleColouring,
    /// The four-line fish.
    Jellyfish,
    /// A Swordfish with fins.
    FinnedSwordfish,
    /// A finned Swordfish that would be degenerate without its fins.
    SashimiSwordfish,
    /// A Jellyfish with fins.
    FinnedJellyfish,
    /// A finned Jellyfish that would be degenerate without its fins.
    SashimiJellyfish,
    /// An alternating chain on one digit (a discontinuous nice loop): its ends prove the
    /// conclusion.
    XChain,
    /// An alternating chain through bivalue cells only.
    XYChain,
    /// An alternating inference chain mixing cells and units.
    Aic,
    /// An alternating inference chain with grouped nodes (a digit's cells in one box-line
    /// crossing).
    GroupedAic,
    /// Two almost locked sets joined by a restricted common digit.
    AlsXz,
    /// Two almost locked sets each joined to a third by a restricted common digit.
    AlsXyWing,
    /// The crossing of a line and a box with cells of each holding as many digits as cells.
    SueDeCoq,
    /// One digit assumed in a cell leads, through that digit's places, to a contradiction.
    NishioForcingChain,
    /// Every candidate of a cell leads, by strong links, to the same conclusion.
    CellForcingChain,
    /// Every place of a digit in a unit leads, by strong links, to the same conclusion.
    UnitForcingChain,
    /// Chains that follow singles in the assumed position: contradiction, double, cell or
    /// unit forcing.
    DynamicForcingChain,
    /// Dynamic forcing chains that also use locked candidates.
    DynamicForcingChainPlus,
    /// Dynamic forcing in which each assumption may itself be refuted by a forcing chain
    /// (a forcing net, Sudoku Explainer's nested forcing chains).
    ForcingNet,
    /// Sudoku Explainer's aligned triplet exclusion (three cells whose digit combinations
    /// would empty cells seeing all three). Only the score walk uses it, as SE does, between
    /// its chains and Nishio forcing chains; the ladder has forcing chains instead.
    AlignedTripletExclusion,
    /// No technique on the ladder applies: the rater places the solution's digit.
    TrialAndError,
}

impl Technique {
    /// Every technique, easiest first. A slice, not an array: the enum is
    /// `#[non_exhaustive]` and grows.
    pub const ALL: &'static [Technique] = &[
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::EmptyRectangle,
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::WWing,
        Technique::RemotePair,
        Technique::UniqueRectangle,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle4,
        Technique::UniqueLoop,
        Technique::UniqueLoop2,
        Technique::UniqueLoop3,
        Technique::UniqueLoop4,
        Technique::BugPlusOne,
        Technique::Bug2,
        Technique::Bug3,
        Technique::Bug4,
        Technique::AlignedPairExclusion,
        Technique::SimpleColouring,
        Technique::Jellyfish,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
        Technique::XChain,
        Technique::XYChain,
        Technique::Aic,
        Technique::GroupedAic,
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::SueDeCoq,
        Technique::NishioForcingChain,
        Technique::CellForcingChain,
        Technique::UnitForcingChain,
        Technique::DynamicForcingChain,
        Technique::DynamicForcingChainPlus,
        Technique::ForcingNet,
        Technique::AlignedTripletExclusion,
        Technique::TrialAndError,
    ];

    /// The level this technique belongs to.
    pub const fn level(self) -> Level {
        use Technique::*;
        match self {
            FullHouse | HiddenSingle | NakedSingle => Level::Easy,
            Pointing | Claiming | NakedPair | HiddenPair | NakedTriple | HiddenTriple
            | NakedQuad | HiddenQuad => Level::Medium,
            XWing | Swordfish | Skyscraper | TwoStringKite | EmptyRectangle | FinnedXWing
            | SashimiXWing | XYWing | XYZWing | WWing | RemotePair | UniqueRectangle
            | UniqueRectangle2 | UniqueRectangle3 | UniqueRectangle4 | UniqueLoop | UniqueLoop2
            | UniqueLoop3 | UniqueLoop4 | BugPlusOne | Bug2 | Bug3 | Bug4
            | AlignedPairExclusion | SimpleColouring | Jellyfish => Level::Hard,
            FinnedSwordfish | SashimiSwordfish | FinnedJellyfish | SashimiJellyfish | XChain
            | XYChain | Aic | GroupedAic | AlsXz | AlsXyWing | SueDeCoq => Level::Expert,
            NishioForcingChain
            | CellForcingChain
            | UnitForcingChain
            | DynamicForcingChain
            | DynamicForcingChainPlus
            | ForcingNet
            | AlignedTripletExclusion
            | TrialAndError => Level::Extreme,
        }
    }

    /// Whether a build without feature `chains` (the M0 images) has this technique: the
    /// rungs up to hard but the chains-only ones, whose finders do not fit beside the rest.
    /// A rating or hint of such a build names no other technique (but trial and error).
    pub const fn in_every_build(self) -> bool {
        use Technique::*;
        match self {
            EmptyRectangle | FinnedXWing | SashimiXWing | RemotePair | UniqueRectangle2
            | UniqueRectangle3 | UniqueRectangle4 | UniqueLoop | UniqueLoop2 | UniqueLoop3
            | UniqueLoop4 | BugPlusOne | Bug2 | Bug3 | Bug4 | AlignedPairExclusion => false,
            other => other.level() as u8 <= Level::Hard as u8,
        }
    }

    /// The human name, e.g. `hidden single` or `X-Wing`.
    pub const fn name(self) -> &'static str {
        use Technique::*;
        match self {
            FullHouse => "full house",
            HiddenSingle => "hidden single",
            NakedSingle => "naked single",
            Pointing => "pointing",
            Claiming => "claiming",
            NakedPair => "naked pair",
            HiddenPair => "hidden pair",
            NakedTriple => "naked triple",
            HiddenTriple => "hidden triple",
            NakedQuad => "naked quad",
            HiddenQuad => "hidden quad",
            XWing => "X-Wing",
            Swordfish => "Swordfish",
            Skyscraper => "skyscraper",
            TwoStringKite => "2-string kite",
            EmptyRectangle => "empty rectangle",
            FinnedXWing => "finned X-Wing",
            SashimiXWing => "sashimi X-Wing",
            XYWing => "XY-Wing",
            XYZWing => "XYZ-Wing",
            WWing => "W-Wing",
            RemotePair => "remote pair",
            UniqueRectangle => "unique rectangle type 1",
            UniqueRectangle2 => "unique rectangle type 2",
            UniqueRectangle3 => "unique rectangle type 3",
            UniqueRectangle4 => "unique rectangle type 4",
            UniqueLoop => "unique loop type 1",
            UniqueLoop2 => "unique loop type 2",
            UniqueLoop3 => "unique loop type 3",
            UniqueLoop4 => "unique loop type 4",
            BugPlusOne => "BUG+1",
            Bug2 => "BUG type 2",
            Bug3 => "BUG type 3",
            Bug4 => "BUG type 4",
            AlignedPairExclusion => "aligned pair exclusion",
            SimpleColouring => "simple colouring",
            Jellyfish => "Jellyfish",
            FinnedSwordfish => "finned Swordfish",
            SashimiSwordfish => "sashimi Swordfish",
            FinnedJellyfish => "finned Jellyfish",
            SashimiJellyfish => "sashimi Jellyfish",
            XChain => "X-Chain",
            XYChain => "XY-Chain",
            Aic => "AIC",
            GroupedAic => "grouped AIC",
            AlsXz => "ALS-XZ",
            AlsXyWing => "ALS-XY-Wing",
            SueDeCoq => "Sue de Coq",
            NishioForcingChain => "Nishio forcing chain",
            CellForcingChain => "cell forcing chains",
            UnitForcingChain => "unit forcing chains",
            DynamicForcingChain => "dynamic forcing chains",
            DynamicForcingChainPlus => "dynamic forcing chains (+)",
            ForcingNet => "forcing net",
            AlignedTripletExclusion => "aligned triplet exclusion",
            TrialAndError => "trial and error",
        }
    }

    /// Whether the technique relies on the puzzle having a single solution.
    pub const fn assumes_uniqueness(self) -> bool {
        matches!(
            self,
            Technique::UniqueRectangle
                | Technique::UniqueRectangle2
                | Technique::UniqueRectangle3
                | Technique::UniqueRectangle4
                | Technique::UniqueLoop
                | Technique::UniqueLoop2
                | Technique::UniqueLoop3
                | Technique::UniqueLoop4
                | Technique::BugPlusOne
                | Technique::Bug2
                | Technique::Bug3
                | Technique::Bug4
        )
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::string::ToString;

    #[test]
    fn technique_levels_follow_the_ladder_order() {
        let mut last = Level::Easy;
        for t in Technique::ALL {
            assert!(t.level() >= last, "{t}");
            last = t.level();
        }
        assert_eq!(Technique::XWing.to_string(), "X-Wing");
        assert_eq!(Technique::HiddenSingle.level(), Level::Easy);
    }
}
