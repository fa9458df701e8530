//! Property tests of the engine: round trips, solver soundness, agreement with a reference
//! backtracker, and invariance under the symmetries of Sudoku.

use proptest::prelude::*;
use sudoku_engine::generator::generate;
use sudoku_engine::rater::rate;
use sudoku_engine::{Cell, Grid, Level, ParseErrorKind, Solution, count_solutions, solve};
use sudoku_tests::{reference_count, reference_count_within};

/// Search nodes the reference backtracker may spend on one property case (about a second in
/// a debug build); 99.8 % of non-clashing scattered grids need fewer than 10,000.
const REFERENCE_NODES: u64 = 20_000;

const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A symmetry of the grid: digit relabelling, band/stack and row/column-within permutations,
/// and an optional transpose. Every one maps solutions to solutions.
#[derive(Clone, Debug)]
struct Symmetry {
    digits: [u8; 9],
    rows: [usize; 9],
    cols: [usize; 9],
    transpose: bool,
}

fn perm3() -> impl Strategy<Value = [usize; 3]> {
    Just([0usize, 1, 2])
        .prop_shuffle()
        .prop_map(|v| [v[0], v[1], v[2]])
}

fn line_perm() -> impl Strategy<Value = [usize; 9]> {
    (perm3(), perm3(), perm3(), perm3()).prop_map(|(bands, a, b, c)| {
        let within = [a, b, c];
        let mut out = [0; 9];
        for (i, slot) in out.iter_mut().enumerate() {
            *slot = bands[i / 3] * 3 + within[i / 3][i % 3];
        }
        out
    })
}

fn symmetry() -> impl Strategy<Value = Symmetry> {
    (
        Just((1u8..=9).collect::<Vec<_>>()).prop_shuffle(),
        line_perm(),
        line_perm(),
        any::<bool>(),
    )
        .prop_map(|(d, rows, cols, transpose)| Symmetry {
            digits: d.try_into().unwrap(),
            rows,
            cols,
            transpose,
        })
}

impl Symmetry {
    fn apply(&self, g: &[u8; 81]) -> [u8; 81] {
        let mut out = [0u8; 81];
        for r in 0..9 {
            for c in 0..9 {
                let (sr, sc) = (self.rows[r], self.cols[c]);
                let (sr, sc) = if self.transpose { (sc, sr) } else { (sr, sc) };
                let v = g[sr * 9 + sc];
                out[r * 9 + c] = if v == 0 {
                    0
                } else {
                    self.digits[usize::from(v - 1)]
                };
            }
        }
        out
    }
}

/// A random solved grid and a random subset of its cells as clues.
fn puzzle(min_clues: usize, max_clues: usize) -> impl Strategy<Value = [u8; 81]> {
    let solved: [u8; 81] = *SOLVED.parse::<Grid>().unwrap().cells();
    (
        symmetry(),
        Just((0..81usize).collect::<Vec<_>>()).prop_shuffle(),
        min_clues..=max_clues,
    )
        .prop_map(move |(sym, order, clues)| {
            let full = sym.apply(&solved);
            let mut cells = [0u8; 81];
            for &i in &order[..clues] {
                cells[i] = full[i];
            }
            cells
        })
}

/// Arbitrary values with no rule behind them: often contradictory.
fn scattered() -> impl Strategy<Value = [u8; 81]> {
    proptest::collection::vec((0usize..81, 1u8..=9), 0..25).prop_map(|placements| {
        let mut cells = [0u8; 81];
        for (i, d) in placements {
            cells[i] = d;
        }
        cells
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn line_and_board_formats_round_trip(cells in prop_oneof![puzzle(0, 81), scattered()]) {
        let grid = Grid::from_cells(cells).unwrap();
        let line = grid.line().to_string();
        let board = grid.boxed().to_string();
        match grid.first_conflict() {
            None => {
                prop_assert_eq!(Grid::parse_line(line.as_bytes()), Ok(grid));
                prop_assert_eq!(Grid::parse(board.as_bytes()), Ok(grid));
            }
            Some(conflict) => {
                let err = Grid::parse_line(line.as_bytes()).unwrap_err();
                prop_assert_eq!(err.kind, ParseErrorKind::Conflict(conflict));
            }
        }
    }

    #[test]
    fn solutions_follow_the_rules_and_keep_the_givens(cells in puzzle(17, 40)) {
        let grid = Grid::from_cells(cells).unwrap();
        match solve(&grid).unwrap() {
            Solution::Unique(s) | Solution::Multiple(s) => {
                prop_assert!(s.is_solved());
                prop_assert!(s.solves(&grid));
            }
            Solution::Unsolvable => prop_assert!(false, "a subset of a solved grid always has a solution"),
        }
    }

    #[test]
    fn counts_agree_with_the_reference_backtracker(
        cells in prop_oneof![puzzle(0, 12), puzzle(24, 45), scattered()],
        limit in 1u32..4,
    ) {
        let grid = Grid::from_cells(cells).unwrap();
        // The reference is an oracle only where it finishes: a few scattered grids would take
        // it hours (see `reference_count_within`), so those cases are skipped, not guessed.
        let reference = reference_count_within(&cells, limit, REFERENCE_NODES);
        prop_assume!(reference.is_some());
        prop_assert_eq!(Some(count_solutions(&grid, limit).unwrap()), reference);
    }

    #[test]
    fn symmetries_keep_the_solution_count(cells in prop_oneof![puzzle(17, 30), scattered()], sym in symmetry()) {
        let a = Grid::from_cells(cells).unwrap();
        let b = Grid::from_cells(sym.apply(&cells)).unwrap();
        prop_assert_eq!(count_solutions(&a, 2).unwrap(), count_solutions(&b, 2).unwrap());
    }
}

/// Puzzles with one solution at every level: the golden vectors.
fn golden_puzzles() -> Vec<Grid> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("golden");
    Level::ALL
        .iter()
        .flat_map(|level| {
            let text = std::fs::read_to_string(dir.join(format!("{level}.txt"))).unwrap();
            text.lines()
                .filter_map(|l| {
                    l.split_whitespace()
                        .nth(1)
                        .map(|p| p.parse::<Grid>().unwrap())
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// The level is a property of the puzzle, not of how it is written down. (The named
    /// hardest technique may differ within a level: the rater takes the first instance it
    /// finds, and symmetry changes the scan order.)
    #[test]
    fn symmetries_keep_the_level(index in 0usize..96, sym in symmetry()) {
        let puzzles = golden_puzzles();
        let a = puzzles[index % puzzles.len()];
        let b = Grid::from_cells(sym.apply(a.cells())).unwrap();
        let (ra, rb) = (rate(&a).unwrap(), rate(&b).unwrap());
        prop_assert_eq!(ra.level, rb.level, "{} vs {}", a.line(), b.line());
    }

    #[test]
    fn generated_puzzles_are_unique_and_rate_at_their_level(seed in any::<u64>(), level in 0usize..4) {
        let level = Level::ALL[level];
        let puzzle = generate(level, seed).unwrap();
        prop_assert_eq!(count_solutions(&puzzle, 2).unwrap(), 1);
        prop_assert_eq!(rate(&puzzle).unwrap().level, level);
        prop_assert_eq!(generate(level, seed).unwrap(), puzzle, "same seed, same puzzle");
    }
}

#[test]
fn reference_backtracker_knows_the_basics() {
    let solved: Grid = SOLVED.parse().unwrap();
    assert_eq!(reference_count(solved.cells(), 5), 1);
    let mut one_hole = *solved.cells();
    one_hole[Cell::at(4, 4).unwrap().index()] = 0;
    assert_eq!(reference_count(&one_hole, 5), 1);
    assert_eq!(reference_count(&[0; 81], 3), 3);
    let mut clash = [0u8; 81];
    clash[0] = 5;
    clash[80] = 5;
    clash[8] = 5;
    assert_eq!(reference_count(&clash, 3), 0);
}

/// A grid a property run once drew: the reference's plain backtracking got lost in an
/// unsatisfiable subtree for hours, while the grid has many solutions. With a budget the
/// reference says it cannot tell; the engine answers at once.
#[test]
fn the_reference_gives_up_where_plain_backtracking_is_lost() {
    let grid: Grid =
        "................7.......9.6.......6....9...4.....8......9...................386.."
            .parse()
            .unwrap();
    assert_eq!(
        reference_count_within(grid.cells(), 1, REFERENCE_NODES),
        None
    );
    assert_eq!(count_solutions(&grid, 2), Ok(2));
    // A budget that is enough changes nothing: the empty grid's first three solutions, and
    // a clash found before any search.
    assert_eq!(
        reference_count_within(&[0; 81], 3, REFERENCE_NODES),
        Some(3)
    );
    let mut clash = [0u8; 81];
    clash[0] = 5;
    clash[8] = 5;
    assert_eq!(reference_count_within(&clash, 3, 0), Some(0));
}
