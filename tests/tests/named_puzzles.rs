//! The solver on puzzles typed in here, so it is tested for real without the shared corpora
//! (`known_answer.rs` runs those when they are present): well-known hardest puzzles with
//! their solutions, a minimal 17-clue puzzle, and generated puzzles of every level. Each
//! answer is cross-checked with the reference backtracker
//! ([`sudoku_tests::reference_count_within`]), which shares no code with the engine.

use sudoku_engine::generator::generate;
use sudoku_engine::solver::{DEFAULT_DEPTH, Solver};
use sudoku_engine::{Cell, Digit, Grid, Level, Solution, count_solutions, solve};
use sudoku_tests::reference_count_within;

/// Search nodes the reference backtracker may spend on one puzzle: about 2 s in a debug
/// build (some 70 µs a node). The hardest named puzzle it decides, Golden Nugget, takes
/// about 17,000 nodes.
const NODES: u64 = 30_000;

/// How the reference backtracker confirms a named puzzle's single solution.
enum Reference {
    /// It counts the puzzle's solutions itself, within [`NODES`].
    Counts,
    /// The puzzle needs far more nodes, so the reference checks easier grids instead: see
    /// [`eased_cross_check`].
    Eased,
}

/// A well-known puzzle with exactly one solution.
struct Named {
    name: &'static str,
    puzzle: &'static str,
    /// Found with an independent solver when the puzzle was typed in.
    solution: &'static str,
    reference: Reference,
}

const AI_ESCARGOT: Named = Named {
    name: "AI Escargot (Arto Inkala, 2006)",
    puzzle: "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
    solution: "162857493534129678789643521475312986913586742628794135356478219241935867897261354",
    reference: Reference::Counts,
};

const INKALA_2012: Named = Named {
    name: "Arto Inkala's \"world's hardest\" (2012)",
    puzzle: "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    solution: "812753649943682175675491283154237896369845721287169534521974368438526917796318452",
    reference: Reference::Counts,
};

const EASTER_MONSTER: Named = Named {
    name: "Easter Monster",
    puzzle: "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    solution: "174385962293467158586192734451923876928674315367851249719548623635219487842736591",
    reference: Reference::Counts,
};

const GOLDEN_NUGGET: Named = Named {
    name: "Golden Nugget",
    puzzle: ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....",
    solution: "751846239892371465643259871238197546974562318165438927319684752527913684486725193",
    reference: Reference::Counts,
};

/// About 101,000 reference nodes (6 s in a debug build): checked on easier grids.
const PLATINUM_BLONDE: Named = Named {
    name: "Platinum Blonde",
    puzzle: ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...",
    solution: "839465712146782953752391486391824675564173829287659341628537194913248567475916238",
    reference: Reference::Eased,
};

/// A 17-clue puzzle (line 2 of `tdoku_17clue_sample1000.txt` in the shared corpora, typed
/// in). 17 is the fewest clues a puzzle with one solution can have, so every clue is needed.
const SEVENTEEN_CLUES: &str =
    "................12..3..4..5......6....7.8.3...9..2.........34...8.......12...6...";

/// Whether the reference backtracker accepts `grid` as a full grid that breaks no rule (a
/// check of the engine's answers that does not trust the engine's own `is_solved`).
fn reference_accepts_full(grid: &Grid) -> bool {
    grid.is_full() && reference_count_within(grid.cells(), 1, 1) == Some(1)
}

/// The engine's unique solution of `puzzle`, checked: it keeps the givens, breaks no rule
/// (by the engine and by the reference), and counting finds no second one.
fn engine_unique_solution(what: &str, puzzle: &Grid) -> Grid {
    let solution = match solve(puzzle) {
        Ok(Solution::Unique(s)) => s,
        other => panic!("{what}: expected a unique solution, got {other:?}"),
    };
    assert!(solution.is_solved(), "{what}: the solution breaks a rule");
    assert!(
        solution.solves(puzzle),
        "{what}: the solution drops a given"
    );
    assert!(
        reference_accepts_full(&solution),
        "{what}: {}",
        solution.line()
    );
    assert_eq!(count_solutions(puzzle, 3), Ok(1), "{what}");
    solution
}

fn check_named(named: &Named) {
    let name = named.name;
    assert_eq!(named.puzzle.len(), 81, "{name}");
    let puzzle =
        Grid::parse_line(named.puzzle.as_bytes()).unwrap_or_else(|e| panic!("{name}: {e}"));
    let solution = engine_unique_solution(name, &puzzle);
    assert_eq!(solution.line().to_string(), named.solution, "{name}");
    match named.reference {
        Reference::Counts => assert_eq!(
            reference_count_within(puzzle.cells(), 2, NODES),
            Some(1),
            "{name}: the reference backtracker's count"
        ),
        Reference::Eased => eased_cross_check(name, &puzzle, &solution),
    }
}

/// The cross-check for a puzzle the reference cannot count within [`NODES`]:
/// - the engine's solution written into every other empty cell (each half in turn) leaves a
///   grid the reference completes in exactly one way, so the solution fits the givens;
/// - any other digit in any one empty cell leaves a puzzle the engine finds no solution for,
///   which is what a single solution means.
fn eased_cross_check(name: &str, puzzle: &Grid, solution: &Grid) {
    let empty: Vec<Cell> = Cell::all().filter(|&c| puzzle.is_empty_at(c)).collect();
    for half in 0..2 {
        let mut eased = *puzzle;
        for &cell in empty.iter().skip(half).step_by(2) {
            eased.set(cell, solution.get(cell));
        }
        assert_eq!(
            reference_count_within(eased.cells(), 2, NODES),
            Some(1),
            "{name}: half {half} of the empty cells filled from the solution"
        );
    }
    for &cell in &empty {
        for digit in Digit::ALL
            .into_iter()
            .filter(|&d| solution.get(cell) != Some(d))
        {
            let mut wrong = *puzzle;
            wrong.set(cell, Some(digit));
            assert_eq!(
                count_solutions(&wrong, 2),
                Ok(0),
                "{name}: {cell} = {digit}"
            );
        }
    }
}

#[test]
fn ai_escargot() {
    check_named(&AI_ESCARGOT);
}

#[test]
fn inkala_2012() {
    check_named(&INKALA_2012);
}

#[test]
fn easter_monster() {
    check_named(&EASTER_MONSTER);
}

#[test]
fn golden_nugget() {
    check_named(&GOLDEN_NUGGET);
}

#[test]
fn platinum_blonde() {
    check_named(&PLATINUM_BLONDE);
}

/// Removing any clue of the 17-clue puzzle gives more than one solution. The engine says so,
/// and shows a second one: a solution with another digit in the removed clue's cell (any
/// solution that keeps the digit solves the full puzzle, so it is the first one), which the
/// reference confirms breaks no rule.
#[test]
fn removing_any_clue_of_a_17_clue_puzzle_gives_multiple_solutions() {
    let puzzle = Grid::parse_line(SEVENTEEN_CLUES.as_bytes()).unwrap();
    assert_eq!(puzzle.filled(), 17);
    let solution = engine_unique_solution("17 clues", &puzzle);
    assert_eq!(
        reference_count_within(puzzle.cells(), 2, NODES),
        Some(1),
        "the reference backtracker's count"
    );
    for cell in Cell::all().filter(|&c| !puzzle.is_empty_at(c)) {
        let mut fewer = puzzle;
        fewer.set(cell, None);
        assert_eq!(count_solutions(&fewer, 2), Ok(2), "without {cell}");
        assert!(
            matches!(solve(&fewer), Ok(Solution::Multiple(g)) if g.solves(&fewer)),
            "without {cell}"
        );
        let other = Digit::ALL
            .into_iter()
            .filter(|&d| puzzle.get(cell) != Some(d))
            .find_map(|d| {
                let mut g = fewer;
                g.set(cell, Some(d));
                match solve(&g) {
                    Ok(Solution::Unique(s) | Solution::Multiple(s)) => Some(s),
                    _ => None,
                }
            })
            .unwrap_or_else(|| panic!("without {cell}: no second solution"));
        assert_ne!(other, solution, "without {cell}");
        assert!(other.solves(&fewer), "without {cell}");
        assert!(
            reference_accepts_full(&other),
            "without {cell}: {}",
            other.line()
        );
    }
}

/// Generated puzzles, a few seeds per level: unique by the engine, and by the reference
/// backtracker wherever it decides within [`NODES`] (every case at the time of writing).
#[test]
fn generated_puzzles_are_unique_by_engine_and_reference() {
    let (mut cases, mut decided) = (0, 0);
    for level in Level::ALL {
        for seed in 0..4 {
            let what = format!("{level} seed {seed}");
            let puzzle = generate(level, seed).unwrap_or_else(|e| panic!("{what}: {e}"));
            engine_unique_solution(&what, &puzzle);
            cases += 1;
            match reference_count_within(puzzle.cells(), 2, NODES) {
                Some(n) => {
                    assert_eq!(n, 1, "{what}: the reference backtracker's count");
                    decided += 1;
                }
                None => eprintln!("{what}: the reference ran out of nodes; not cross-checked"),
            }
        }
    }
    assert!(
        decided * 4 >= cases * 3,
        "the reference decided only {decided} of {cases} generated puzzles"
    );
}

/// A 17-clue grid with no solution on which branching on band configurations alone takes
/// tens of thousands of guesses (tdoku's as many), and a bivalue cell a few thousand: the
/// search turns to bivalue cells after many guesses (`solver::fast::bivalue`), so it
/// refutes the grid early. The reference backtracker agrees, in optimized builds: it needs
/// far more nodes than [`NODES`] here.
#[test]
fn a_sparse_grid_without_solution_is_refuted_early() {
    let puzzle: Grid =
        "4...........6.9..1..8..........73.96.9.....4....................6..2...3.1.89...."
            .parse()
            .unwrap();
    assert_eq!(solve(&puzzle), Ok(Solution::Unsolvable));
    let count = Solver::<DEFAULT_DEPTH>::new().count(&puzzle, 2).unwrap();
    assert_eq!(count.solutions, 0);
    assert!(
        count.stats.guesses < 10_000,
        "{} guesses",
        count.stats.guesses
    );
    if !cfg!(debug_assertions) {
        assert_eq!(
            reference_count_within(puzzle.cells(), 2, 1_000_000),
            Some(0)
        );
    }
}
