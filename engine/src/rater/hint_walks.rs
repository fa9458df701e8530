//! Sentences of hint walks, as the REPL's `hint` shows them: for the families whose steps
//! are hard to build by hand, the first step of a kind on the walk from a real puzzle, with
//! its place in the walk. Here rather than beside each finder's own tests: a walk climbs the
//! whole ladder, which imports every finder.

extern crate std;

use super::hint::next_step;
use super::test_util::*;
use super::{Step, Technique};

/// The first step of `technique` on the hint walk from `puzzle` (a grid line); panics
/// unless `at` steps came before it and it says `sentence`.
pub fn told(puzzle: &str, technique: Technique, at: usize, sentence: &str) -> Step {
    told_where(puzzle, |s| s.technique() == technique, at, sentence)
}

/// [`told`] for the first step that `wanted` picks.
pub fn told_where(puzzle: &str, wanted: impl Fn(&Step) -> bool, at: usize, sentence: &str) -> Step {
    let (k, step) = first_where(puzzle, wanted);
    assert_eq!((k, step.to_string().as_str()), (at, sentence), "{puzzle}");
    step
}

/// The first step that `wanted` picks on the hint walk from `puzzle`, and how many
/// steps came before it; panics if the walk ends first.
pub fn first_where(puzzle: &str, wanted: impl Fn(&Step) -> bool) -> (usize, Step) {
    let mut pm = from_line(puzzle);
    for k in 0..810 {
        let step = next_step(&pm).unwrap_or_else(|| panic!("no such step in {puzzle}"));
        if wanted(&step) {
            return (k, step);
        }
        assert!(step.apply(&mut pm), "{step}");
    }
    panic!("no end to the walk from {puzzle}")
}

/// `als`: ALS-XY-Wing.
mod als {
    use super::super::pattern::Pattern;
    use super::*;

    #[test]
    fn als_xy_wing_sentence_lists_both_sets_and_the_pivot() {
        // From a hint walk, as the REPL's `hint` shows it.
        let puzzle =
            ".47.2....8....1....3....9.2.....5...6..81..5.....4.....7....3.4...9...1.4..27.8..";
        let s = told(
            puzzle,
            Technique::AlsXyWing,
            6,
            "ALS-XY-Wing: the almost locked sets in row 3 and column 6 share the restricted \
             digits 5 and 9 with the pivot set in row 1 (r3c1, r3c3, r3c5, r1c6, r7c6, r9c6, \
             r1c1): one of the two is locked, so a digit both hold lies in one of them, so \
             remove 8 from r3c6",
        );
        let Pattern::Als(p) = &s.pattern else {
            panic!("{s}")
        };
        assert_eq!(
            p.pivot.as_ref().map(|p| p.unit.to_string()),
            Some("row 1".to_string())
        );
    }
}

/// `sue_de_coq`.
mod sue_de_coq {
    use super::*;

    #[test]
    fn sue_de_coq_sentence_from_a_hint_walk() {
        let puzzle =
            "..3...67.5.....3...4.......6..3......8......4...7....12......5.....98.......41...";
        told(
            puzzle,
            Technique::SueDeCoq,
            23,
            "Sue de Coq: r1c2, r2c2, r3c3, r7c2 in column 2 and box 1 hold only as many digits \
             as cells, each digit confined to the line or the box, so remove 1 from r4c2; 2 \
             from r2c3",
        );
    }
}

/// `uniqueness`: unique rectangles and BUG+1.
mod uniqueness {
    use super::super::pattern::{Bug, Pattern, RectangleKind};
    use super::*;

    #[test]
    fn each_type_and_bug_plus_one_tell_their_reason() {
        // Sentences of hint walks (as the REPL's `hint` shows them), one per unique
        // rectangle type and BUG+1, with the step's place in the walk.
        let cases = [
            (
                "1.597...6..........8.165.....8......3....2..1..6..3.57.5.....7..6.8...19..9.3....",
                Technique::UniqueRectangle2,
                19,
                "unique rectangle type 2: r2c3, r5c3, r2c2, r5c2 would form a deadly pattern on 4 \
             and 7 unless one of the last two holds their extra digit, so remove 9 from r4c2, \
             r6c2",
            ),
            (
                "......7..237.5.....8..63.59..9...........86.1.5....8......7..1...31.258.....8..76",
                Technique::UniqueRectangle3,
                25,
                "unique rectangle type 3: r3c1, r3c3, r6c1, r6c3 would form a deadly pattern on 1 \
             and 4 unless one of the last two holds an extra digit; their extra digits and \
             r6c4, r6c6, r6c8 form a naked subset within row 6, so remove 3 from r6c5",
            ),
            (
                ".9..83..1...1..9...52.....82.4......8..695.4....8........35.........86..5.6.4.1..",
                Technique::UniqueRectangle4,
                32,
                "unique rectangle type 4: r2c5, r3c5, r2c8, r3c8 would form a deadly pattern on 6 \
             and 7; 6 can only go in the last two within column 8, so one of them is 6, so \
             remove 7 from r2c8, r3c8",
            ),
            (
                "..9.8.7.14.895..2.2..16........7.28...549..67.2.6..9...81......6........9.......5",
                Technique::BugPlusOne,
                36,
                "BUG+1: every other empty cell has two candidates; without 2 (three times in its \
             row, column and box) r8c5 would leave a deadly pattern, so r8c5 is 2",
            ),
        ];
        let [type_2, type_3, _, bug] = cases.map(|(puzzle, t, at, says)| told(puzzle, t, at, says));
        let Pattern::Rectangle(p) = type_2.pattern else {
            panic!("{type_2}")
        };
        assert_eq!(p.kind, RectangleKind::Extra { digit: d(9) });
        let cells: std::vec::Vec<_> = type_3.cells().map(|c| c.to_string()).collect();
        assert_eq!(
            cells,
            ["r3c1", "r3c3", "r6c1", "r6c3", "r6c4", "r6c6", "r6c8"]
        );
        assert_eq!(
            bug.pattern,
            Pattern::Bug(Bug {
                cell: rc(8, 5),
                digit: d(2)
            })
        );
    }
}

/// `chains::aic`: chains.
mod aic {
    use super::super::pattern::Pattern;
    use super::*;

    #[test]
    fn chain_sentences_follow_the_chain_node_by_node() {
        let cases = [
            (
                "..2.......6.....8.4.9...6.......54.829.4.63...7.3...2...3.....2.25..4839....6....",
                Technique::XChain,
                26,
                "X-Chain: if r2c6 is 1, then r6c6 is not 1, so r6c7 is 1, so r7c7 is not 1, so \
                 r7c1 is 1, so r9c3 is not 1, so r2c3 is 1, so r2c6 is not 1, so remove 1 from \
                 r2c6",
            ),
            (
                "....4..657..6.31....1.2..4.3.82......1..5842...471.6..................83..2...5..",
                Technique::XYChain,
                27,
                "XY-Chain: if r8c3 is 9, then r8c5 is not 9, so r8c5 is 7, so r8c2 is not 7, so \
                 r8c2 is 5, so r6c2 is not 5, so r6c2 is 2, so r1c2 is not 2, so r1c2 is 3, so \
                 r1c3 is not 3, so r1c3 is 9, so r8c3 is not 9, so remove 9 from r8c3",
            ),
            (
                "....9..3...95.4.6...57..2........67...46...9278..3...5.6......3.3..2.4.65........",
                Technique::Aic,
                17,
                "AIC: if r3c5 is 1, then r3c5 is not 6, so r9c5 is 6, so r9c5 is not 4, so r9c2 \
                 is 4, so r3c2 is not 4, so r3c2 is 1, so r3c5 is not 1, so remove 1 from r3c5",
            ),
            (
                ".......91.7..3....82..........1.5...3.....7.....9.......16...5...4.2....7.....8..",
                Technique::GroupedAic,
                9,
                "grouped AIC: if r6c2 is 5, then r6c2 is not 1, so r5c2 is 1, so r5c2 is not 9, \
                 so r5c9 is 9, so r5c9 is not 5, so r6c2 is not 5, so remove 5 from r6c2",
            ),
            // A chain from an assumption that fails places the candidate.
            (
                ".86.....1...2....94.9......85.......9....725.........4....75......9.2.65.71.864..",
                Technique::Aic,
                17,
                "AIC: if r1c1 is not 2, then r1c1 is 7, so r2c1 is not 7, so r2c8 is 7, so r2c8 \
                 is not 4, so r1c8 is 4, so r1c8 is not 2, so r1c1 is 2, so r1c1 is 2",
            ),
        ];
        for (puzzle, technique, at, sentence) in cases {
            told(puzzle, technique, at, sentence);
        }
    }

    #[test]
    fn a_long_chain_keeps_its_first_nodes_and_its_last() {
        let puzzle =
            "4...1...8....28.....3.......3856.1.414....5......3.2.......1852..7.....1...35.7..";
        let cut = |s: &Step| matches!(s.pattern(), Pattern::Chain(c) if c.cut);
        let s = told_where(
            puzzle,
            cut,
            20,
            "AIC: if r2c2 is 1, then r2c8 is not 1, so r3c8 is 1, so r3c8 is not 2, so r1c8 is \
             2, so r1c3 is not 2, so r5c3 is 2, so r5c4 is not 2, so r5c4 is 8, so r5c5 is not \
             8, so r8c5 is 8, so r8c5 is not 4, so r7c4 is 4, so r7c3 is not 4, so …, so r2c2 \
             is not 1, so remove 1 from r2c2",
        );
        let Pattern::Chain(chain) = s.pattern() else {
            panic!("{s}")
        };
        assert!(chain.cut);
        assert_eq!(chain.nodes.len(), crate::rater::MAX_CHAIN_NODES - 1);
        assert_eq!(chain.length, 18);
        let last = chain.nodes.last().unwrap();
        assert_eq!((last.cell, last.digit, last.on), (rc(2, 2), d(1), false));
        let cells: std::vec::Vec<_> = s.cells().map(|c| c.to_string()).collect();
        assert_eq!(
            cells,
            [
                "r2c2", "r2c8", "r3c8", "r1c8", "r1c3", "r5c3", "r5c4", "r5c5"
            ]
        );
    }
}

/// `chains::forcing`: forcing chains.
mod forcing {
    use super::super::pattern::{ForcingKind, Pattern};
    use super::*;

    #[test]
    fn each_form_tells_its_reason() {
        // Sentences of hint walks (as the REPL's `hint` shows them), one per form, with the
        // step's place in the walk and the technique that found it.
        let cases = [
            (
                "2...4.5...1.....3............6...8.2.7.3.9......1.....4...5.6.....7...9...8......",
                (|k: &ForcingKind| *k == ForcingKind::Contradiction) as fn(&ForcingKind) -> bool,
                12,
                "Nishio forcing chain: if r3c5 is 8, then r3c8 is not 8, so r1c8 is 8: a \
             contradiction (15 nodes), so remove 8 from r3c5",
                Technique::NishioForcingChain,
            ),
            (
                "2..5..6...9.....3...1..9..44..9..7...5..4..8...7..1..6...1..3...2..7..9...8..3..5",
                (|k: &ForcingKind| matches!(k, ForcingKind::Cell(_))) as fn(&ForcingKind) -> bool,
                1,
                "dynamic forcing chains: every candidate of r2c5 leads to the same (6 nodes): if \
             r2c5 is 1, then r2c5 is not 8, so remove 8 from r2c5",
                Technique::DynamicForcingChain,
            ),
            (
                "2....54.3..............72...1.4..7....37..6...52.6..3.5.72.4...84..7...2...8.3...",
                (|k: &ForcingKind| matches!(k, ForcingKind::Unit { .. }))
                    as fn(&ForcingKind) -> bool,
                22,
                "unit forcing chains: every place of 1 in row 1 leads to the same (14 nodes): if \
             r1c3 is 1, then r8c3 is not 1, so r8c8 is 1, so r5c8 is not 1, so remove 1 from \
             r5c8",
                Technique::UnitForcingChain,
            ),
            (
                "98.7..6..75.....8...6.8....4....3.....58...9.....4...2.3..1......76...5......2..1",
                (|k: &ForcingKind| *k == ForcingKind::Double) as fn(&ForcingKind) -> bool,
                6,
                "forcing net: if r2c4 is 1, then r3c4 is not 1; the opposite assumption leads \
             there too (44 nodes), so remove 1 from r3c4",
                Technique::ForcingNet,
            ),
        ];
        let [_, cell, unit, _] = cases.map(|(puzzle, form, at, says, technique)| {
            let forcing = |s: &Step| matches!(s.pattern(), Pattern::Forcing(p) if form(&p.kind));
            let step = told_where(puzzle, forcing, at, says);
            assert_eq!(step.technique(), technique, "{step}");
            step
        });
        // A group's source is its pattern's one cell.
        assert_eq!(cell.cells().collect::<heapless::Vec<_, 2>>(), [rc(2, 5)]);
        assert_eq!(unit.cells().collect::<heapless::Vec<_, 2>>(), [rc(1, 3)]);
    }
}
