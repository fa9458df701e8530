//! The checks each fuzz target runs on one input. Shared with the stable regression test
//! (`tests/tests/fuzz_regressions.rs`), which replays every committed input through them.
//! A check that fails panics, which is what libFuzzer reports as a crash.
// Each fuzz target uses one of these functions; the rest are unused in that binary.
#![allow(dead_code)]

use sudoku_engine::solver::DEFAULT_DEPTH;
use sudoku_engine::{
    Candidates, Cell, DigitSet, Grid, RateError, Solution, Solver, Step, Uniqueness,
    count_solutions, next_step, next_step_with, rate, rate_using, solve,
};

/// Parsing one line never panics; success round-trips through the line format, failure
/// carries a position inside (or just past) the input.
pub fn parse_line(data: &[u8]) {
    match Grid::parse_line(data) {
        Ok(grid) => {
            assert!(grid.first_conflict().is_none());
            let line = grid.to_line_bytes();
            assert_eq!(Grid::parse_line(&line), Ok(grid));
        }
        Err(e) => {
            assert!(
                e.column <= data.len() + 1,
                "column {} past input of {}",
                e.column,
                data.len()
            );
            assert!(!format!("{e}").is_empty());
        }
    }
}

/// Same for the 9-line grid parser; success round-trips through the boxed board.
pub fn parse_grid(data: &[u8]) {
    match Grid::parse_grid(data) {
        Ok(grid) => {
            let board = format!("{}", grid.boxed());
            assert_eq!(Grid::parse_grid(board.as_bytes()), Ok(grid));
        }
        Err(e) => {
            let lines = data.split(|&b| b == b'\n').count();
            assert!(
                e.line <= lines,
                "line {} past input of {lines} lines",
                e.line
            );
            assert!(!format!("{e}").is_empty());
        }
    }
}

/// A grid from byte pairs `(cell, digit)`, cell taken mod 81 and digit mod 10.
fn grid_from_pairs(data: &[u8]) -> Grid {
    let mut cells = [0u8; 81];
    for pair in data.chunks_exact(2) {
        if let (Some(&c), Some(&d)) = (pair.first(), pair.get(1))
            && let Some(slot) = cells.get_mut(usize::from(c) % 81)
        {
            *slot = d % 10;
        }
    }
    Grid::from_cells(cells).unwrap_or_default()
}

/// Builds a grid from byte pairs (cell, digit) and checks that `solve` and
/// `count_solutions` agree and that any solution is valid and keeps the givens.
pub fn solve_grid(data: &[u8]) {
    let grid = grid_from_pairs(data);
    let (solution, count) = solve_and_count(&grid);
    match solution {
        Solution::Unsolvable => assert_eq!(count, 0),
        Solution::Unique(s) => {
            assert_eq!(count, 1);
            assert!(s.solves(&grid));
        }
        Solution::Multiple(s) => {
            assert!(count >= 2);
            assert!(s.solves(&grid));
        }
    }
}

/// `solve` and `count_solutions` (up to 3). Only a default depth below 81 (the engine without
/// its `full-depth` feature) may run out of saved states; then a full-depth solver answers,
/// and whatever the default one did answer must agree with it.
fn solve_and_count(grid: &Grid) -> (Solution, u32) {
    let (solution, count) = (solve(grid), count_solutions(grid, 3));
    if let (Ok(s), Ok(n)) = (solution, count) {
        return (s, n);
    }
    if DEFAULT_DEPTH >= 81 {
        panic!("81 saved states never run out: {solution:?}, {count:?}");
    }
    let mut deep = Solver::<81>::new();
    let full = deep.solve(grid).expect("81 saved states suffice");
    let n = deep
        .count(grid, 3)
        .expect("81 saved states suffice")
        .solutions;
    if let Ok(s) = solution {
        assert_eq!(
            core::mem::discriminant(&s),
            core::mem::discriminant(&full),
            "{s:?} vs {full:?}"
        );
    }
    if let Ok(c) = count {
        assert_eq!(c, n);
    }
    (full, n)
}

/// Panics unless `step` places only `solution`'s digits and removes none of them.
fn assert_agrees(step: &Step, solution: &Grid) {
    for &(cell, digit) in step.placements() {
        assert_eq!(solution.get(cell), Some(digit), "{step}");
    }
    for &(cell, digit) in step.eliminations() {
        assert_ne!(solution.get(cell), Some(digit), "{step}");
    }
}

/// Rates a puzzle (an 81-character line if the input is one, else byte pairs) and walks the
/// logical solver step by step. On a puzzle with one solution every step must agree with it:
/// no placement differs, no elimination removes the solution's digit. Every step must change
/// something (else a hint would repeat forever), and rating fails exactly when the puzzle is
/// not unique.
pub fn rate_grid(data: &[u8]) {
    let grid = Grid::parse_line(data).unwrap_or_else(|_| grid_from_pairs(data));
    let solution = match solve_and_count(&grid).0 {
        Solution::Unique(s) => Some(s),
        _ => None,
    };
    // As in `solve_and_count`: only a default depth below 81 may run out.
    let rating = match rate(&grid) {
        Err(RateError::Solver(_)) if DEFAULT_DEPTH < 81 => {
            rate_using(&mut Solver::<81>::new(), &grid)
        }
        other => other,
    };
    match rating {
        Ok(rating) => {
            assert!(
                solution.is_some(),
                "rated a puzzle without a unique solution"
            );
            assert!(rating.steps as usize <= 81 * 10);
        }
        Err(_) => assert!(solution.is_none(), "failed to rate a unique puzzle"),
    }
    let mut marks = Candidates::new(&grid);
    for _ in 0..(81 * 10) {
        let Some(step) = next_step(&marks) else { break };
        if let Some(s) = &solution {
            assert_agrees(&step, s);
        }
        assert!(
            step.apply(&mut marks),
            "a step that changes nothing: {step}"
        );
    }
}

/// Feeds arbitrary text to the REPL's dispatcher, line by line, with a game loaded first.
/// No line may panic; a failed command must leave the game exactly as it was; output is
/// text. `save` and `open` are skipped so the fuzzer never touches the file system.
pub fn repl_lines(data: &[u8]) {
    use sudoku_repl::game::{Game, Origin};
    use sudoku_repl::ui::render::Palette;
    use sudoku_repl::ui::session::{Prompts, Session, Settings};

    let text = String::from_utf8_lossy(data);
    let mut lines = text.lines().filter(|l| {
        let word = l
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        word != "save" && word != "open"
    });
    let puzzle: Grid =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
            .parse()
            .expect("a valid puzzle");
    let mut session = match Game::new(puzzle, Origin::Loaded) {
        Ok(game) => Session::with_game(game, Settings::default()),
        Err(_) => Session::new(Settings::default()),
    };
    let palette = Palette { color: false };
    while let Some(line) = lines.next() {
        let state = |s: &Session| {
            s.game()
                .map(|g| (*g.puzzle(), *g.board(), *g.marks(), g.history().clone()))
        };
        let before = state(&session);
        let mut more = |_: &str| lines.next().map(str::to_owned);
        let prompts = Prompts {
            more: &mut more,
            confirm: &mut |_| true,
            working: &mut |_| true,
        };
        match session.execute(line, prompts, palette) {
            Err(e) => {
                assert!(!e.to_string().is_empty());
                assert_eq!(
                    before,
                    state(&session),
                    "a failed command changed the game: {line:?}"
                );
            }
            // Every reply ends its last line (or is empty): the loop prints it as it is.
            Ok(reply) => assert!(
                reply.text.is_empty() || reply.text.ends_with('\n'),
                "{line:?} gave {:?}",
                reply.text
            ),
        }
    }
}

/// Hints on arbitrary pencil marks, as a player's board can hold: a grid from byte pairs
/// `(cell, digit)` up to a 0xFF byte, then byte pairs `(cell, marks)` that restrict a cell's
/// candidates to the low 9 bits of `marks << 1 | cell's parity` (any set, often
/// inconsistent); the first byte's low bit says whether the puzzle is known to be unique.
/// Every step must change the marks; when the marks still hold a unique puzzle's solution,
/// every step must agree with it.
pub fn next_step_on_marks(data: &[u8]) {
    let (first, rest) = data.split_first().map_or((0, data), |(&f, r)| (f, r));
    let split = rest.iter().position(|&b| b == 0xFF).unwrap_or(rest.len());
    let (givens, marks) = rest.split_at(split);
    let grid = grid_from_pairs(givens);
    let mut pm = Candidates::new(&grid);
    for pair in marks.get(1..).unwrap_or_default().chunks_exact(2) {
        let cell = usize::from(pair[0]) % 81;
        let bits = (u16::from(pair[1]) << 1 | (pair[0] & 1) as u16) & 0x1FF;
        if let Some(c) = Cell::new(cell) {
            pm.restrict(c, DigitSet::from_bits(bits));
        }
    }
    let solution = match solve_and_count(&grid).0 {
        Solution::Unique(s) => Some(s),
        _ => None,
    };
    let keeps_solution = |pm: &Candidates, s: &Grid| {
        Cell::all().all(|c| {
            s.get(c)
                .is_some_and(|d| pm.get(c).contains(d) || pm.grid().get(c) == Some(d))
        })
    };
    let uniqueness = if first & 1 == 1 && solution.is_some() {
        Uniqueness::Known
    } else {
        Uniqueness::Unknown
    };
    for _ in 0..(81 * 10) {
        let Some(step) = next_step_with(&pm, uniqueness) else {
            break;
        };
        if let Some(s) = solution.as_ref().filter(|s| keeps_solution(&pm, s)) {
            assert_agrees(&step, s);
        }
        assert!(!format!("{step}").is_empty());
        assert!(step.apply(&mut pm), "a step that changes nothing: {step}");
    }
}

/// Reading a save file never panics; a save read back and written again is the same text
/// (the writer and the reader agree on every field), and an error is one line without a
/// control character: whatever of the file it quotes is escaped, so a hostile save cannot
/// drive the terminal.
pub fn save_file(data: &[u8]) {
    use sudoku_repl::store::savefile;

    let text = String::from_utf8_lossy(data);
    match savefile::parse(&text, "f.sav") {
        Ok(game) => {
            let written = savefile::to_text(&game);
            let again = savefile::parse(&written, "f.sav")
                .unwrap_or_else(|e| panic!("the writer's text does not read back: {e}"));
            assert_eq!(savefile::to_text(&again), written);
            assert_eq!(again.board(), game.board());
            assert_eq!(again.marks(), game.marks());
            assert_eq!(again.progress(), game.progress());
        }
        Err(e) => {
            let e = e.to_string();
            assert!(e.starts_with("f.sav"), "{e}");
            assert!(!e.chars().any(char::is_control), "{e:?}");
        }
    }
}

/// Reading an autosave (a checkpoint and its journal, split at the first NUL byte of the
/// input) never panics; what it reads is a game whose save reads back, and an error is one
/// line without a control character.
pub fn autosave(data: &[u8]) {
    use sudoku_repl::store::{journal, savefile};

    let (checkpoint, journal) = match data.iter().position(|&b| b == 0) {
        Some(at) => (&data[..at], Some(&data[at + 1..])),
        None => (data, None),
    };
    let checkpoint = String::from_utf8_lossy(checkpoint);
    match journal::from_texts(&checkpoint, journal, "g.sav") {
        Ok((game, _)) => {
            let written = savefile::to_text(&game);
            let again = savefile::parse(&written, "g.sav")
                .unwrap_or_else(|e| panic!("the autosaved game does not save: {e}"));
            assert_eq!(again.board(), game.board());
            assert_eq!(again.marks(), game.marks());
        }
        Err(e) => {
            let e = e.to_string();
            assert!(e.starts_with("g.sav"), "{e}");
            assert!(!e.chars().any(char::is_control), "{e:?}");
        }
    }
}
