//! Scores on the Sudoku Explainer scale (1.0–12), in tenths.
//!
//! A step's score is what Sudoku Explainer would give the same deduction: a base per
//! technique (its table) plus, for chains, a length modifier; a puzzle's score is the highest
//! step on the path that always takes the lowest-scored step (SE's "ER").
//!
//! The table is here, and [`Technique::base_score`] with it: scores depend on techniques,
//! never the other way round.

use core::fmt;

use super::Technique;

/// A score in tenths: `66` is 6.6.
pub(crate) type Tenths = u8;

/// A difficulty on the Sudoku Explainer scale, kept in tenths; `Display` writes `6.6`.
///
/// ```
/// use sudoku_engine::rater::Score;
/// let s = Score::from_tenths(66);
/// assert_eq!(s.to_string(), "6.6");
/// assert_eq!(s.tenths(), 66);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Score(pub(crate) Tenths);

impl Score {
    /// A score of `tenths` / 10.
    pub const fn from_tenths(tenths: u8) -> Score {
        Score(tenths)
    }

    /// The score in tenths.
    pub const fn tenths(self) -> u8 {
        self.0
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

impl Technique {
    /// The technique's base score on the Sudoku Explainer scale, in tenths (`32` is 3.2 for
    /// an X-Wing). A step's own score adds a length modifier for chains: see
    /// [`Step::score`](crate::Step::score).
    pub const fn base_score(self) -> u8 {
        base(self)
    }
}

/// The base score of a technique, in tenths. Techniques Sudoku Explainer does not have get
/// the score of the chain it would find instead (a skyscraper is its "Turbot Fish", 6.6).
pub(crate) const fn base(t: Technique) -> Tenths {
    use Technique::*;
    match t {
        FullHouse => 10,
        HiddenSingle => 12, // 1.5 in a row or column: see `singles`
        NakedSingle => 23,
        Pointing => 26,
        Claiming => 28,
        NakedPair => 30,
        XWing => 32,
        HiddenPair => 34,
        NakedTriple => 36,
        Swordfish => 38,
        HiddenTriple => 40,
        XYWing => 42,
        XYZWing => 44,
        UniqueRectangle | UniqueRectangle2 | UniqueRectangle4 => 45,
        UniqueRectangle3 => 45, // plus one tenth per other cell of its naked subset
        // A loop of six cells; eight score 4.7, ten or more 5.0 (plus type 3's subset).
        UniqueLoop | UniqueLoop2 | UniqueLoop3 | UniqueLoop4 => 46,
        BugPlusOne => 56,
        AlignedPairExclusion => 62,
        Bug2 | Bug3 | Bug4 => 57, // type 3: plus a tenth per digit of its subset beyond one
        NakedQuad => 50,
        Jellyfish => 52,
        HiddenQuad => 54,
        // Single-digit patterns: SE finds them as short X-chains (6.6), fins as grouped ones.
        Skyscraper | TwoStringKite | SimpleColouring | EmptyRectangle | FinnedXWing
        | SashimiXWing | RemotePair => 66,
        FinnedSwordfish | SashimiSwordfish => 70,
        FinnedJellyfish | SashimiJellyfish => 72,
        WWing => 71,
        XChain | XYChain => 66,
        Aic => 70,
        // SE finds these as chains through several cells (its AIC and forcing chains).
        AlsXz | SueDeCoq | GroupedAic => 70,
        AlsXyWing => 72,
        NishioForcingChain => 75,
        CellForcingChain | UnitForcingChain => 80,
        DynamicForcingChain => 85,
        DynamicForcingChainPlus => 90,
        ForcingNet => 95,
        AlignedTripletExclusion => 75,
        TrialAndError => 120,
    }
}

/// SE's length modifier: +0.1 each time the chain outgrows 4, 6, 8, 12, 16, 24, 32, … nodes
/// (alternately ×3/2 and ×4/3). `nodes` counts the chain's nodes (for a net, all of them).
#[cfg_attr(not(feature = "chains"), allow(dead_code))]
pub(crate) const fn length_bonus(nodes: u32) -> Tenths {
    let length = nodes.saturating_sub(2);
    let mut bonus = 0u8;
    let mut ceiling = 4u32;
    let mut odd = false;
    while length > ceiling && bonus < 60 {
        bonus += 1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    bonus
}

/// A base plus the length modifier, capped at 25.5.
#[cfg_attr(not(feature = "chains"), allow(dead_code))]
pub(crate) const fn chain(base: Tenths, nodes: u32) -> Tenths {
    base.saturating_add(length_bonus(nodes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_bonus_follows_se_steps() {
        // Length (nodes − 2) must pass 4, 6, 8, 12, 16, 24, 32 for each tenth.
        let steps: [(u32, Tenths); 9] = [
            (2, 0),
            (6, 0),
            (7, 1),
            (8, 1),
            (9, 2),
            (10, 2),
            (11, 3),
            (15, 4),
            (19, 5),
        ];
        for (nodes, want) in steps {
            assert_eq!(length_bonus(nodes), want, "{nodes} nodes");
        }
        assert_eq!(chain(85, 40), 85 + 7);
        assert_eq!(chain(250, 10_000), 255);
    }

    #[test]
    fn bases_rise_with_the_ladder_within_each_family() {
        assert!(base(Technique::XWing) < base(Technique::Swordfish));
        assert!(base(Technique::Swordfish) < base(Technique::Jellyfish));
        assert!(base(Technique::Aic) < base(Technique::NishioForcingChain));
        assert!(base(Technique::DynamicForcingChain) < base(Technique::ForcingNet));
    }
}
