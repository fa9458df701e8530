//! `solve`: the engine's solver alone, on the target. Solves the embedded puzzles (17-clue,
//! forum-hardest, AI Escargot, Inkala), checks each answer against the host's solution,
//! checks the none / many answers, and reports instructions and stack.
#![no_std]
#![no_main]

use cortex_m_rt::entry;
use sudoku_engine::Grid;
use sudoku_engine::solver::{SolveError, Solver};
use sudoku_firmware::data::{self, Packed};
use sudoku_firmware::{BOARD, Clock, Report, calibrate, measure_stack, paint_stack, peak_stack};

/// Nested guesses the firmware's solver can hold. Every puzzle of the shared corpora
/// (17-clue 49,158, forum-hardest 48,766, top1465, kaggle 20k, QQWing expert) needs at most 16
/// with count-to-2 (measured on the host); each level costs one saved state on the stack.
/// Overridable at build time with `SUDOKU_FW_DEPTH=N` (used to measure the cost per level).
const DEPTH: usize = match option_env!("SUDOKU_FW_DEPTH") {
    Some(s) => parse_usize(s.as_bytes()),
    None => 16,
};

const fn parse_usize(s: &[u8]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < s.len() {
        assert!(s[i].is_ascii_digit(), "SUDOKU_FW_DEPTH must be a number");
        n = n * 10 + (s[i] - b'0') as usize;
        i += 1;
    }
    n
}

const TEXT: &[u8] = include_bytes!("../../data/puzzles.txt");
const N: usize = data::count_lines(TEXT);
const NAME: usize = 12;

#[derive(Clone, Copy)]
struct Case {
    name: [u8; NAME],
    name_len: u8,
    puzzle: Packed,
    /// FNV-1a of the solution's cell values, computed from the host's answer in the file.
    solution: u32,
}

static CASES: [Case; N] = cases();

const fn cases() -> [Case; N] {
    let starts = data::line_starts::<N>(TEXT);
    let mut out = [Case {
        name: [0; NAME],
        name_len: 0,
        puzzle: [0; 41],
        solution: 0,
    }; N];
    let mut i = 0;
    while i < N {
        let puzzle = data::cells_at(TEXT, data::field(TEXT, starts[i], 0));
        let solution = data::cells_at(TEXT, data::field(TEXT, starts[i], 1));
        let (name, len) = data::name_at::<NAME>(TEXT, data::field(TEXT, starts[i], 2));
        out[i] = Case {
            name,
            name_len: len as u8,
            puzzle: data::pack(&puzzle),
            solution: data::fnv1a(&solution),
        };
        i += 1;
    }
    out
}

type Answer = Result<(u32, Option<Grid>), SolveError>;

fn search(grid: &Grid) -> Answer {
    Solver::<DEPTH>::search(grid, 2)
}

fn grid(cells: [u8; 81]) -> Grid {
    Grid::from_cells(cells).unwrap_or(Grid::EMPTY)
}

fn line(text: &[u8; 81]) -> [u8; 81] {
    let mut cells = [0u8; 81];
    for (c, &b) in cells.iter_mut().zip(text.iter()) {
        *c = if b.is_ascii_digit() { b - b'0' } else { 0 };
    }
    cells
}

#[entry]
fn main() -> ! {
    paint_stack();
    let mut r = Report::new();
    let Some(cp) = cortex_m::Peripherals::take() else {
        r.str("no core peripherals").nl();
        sudoku_firmware::exit(false)
    };
    let clock = Clock::start(cp.SYST);
    r.str("solve on ")
        .str(BOARD)
        .str(", solver depth ")
        .num(DEPTH as u64)
        .nl();
    calibrate(&mut r, &clock);

    let mut digest = data::fnv1a(&[]);
    let mut solver_stack = 0;
    let mut total = 0u64;
    for case in CASES.iter() {
        let name = core::str::from_utf8(&case.name[..usize::from(case.name_len)]).unwrap_or("?");
        let puzzle = grid(data::unpack(&case.puzzle));
        let ((answer, insns), stack) = measure_stack(|| clock.instructions(|| search(&puzzle)));
        solver_stack = solver_stack.max(stack);
        total += insns;
        let ok = match answer {
            Ok((1, Some(s))) => {
                let h = data::fnv1a(s.cells());
                digest = (digest ^ h).wrapping_mul(0x0100_0193);
                s.is_solved() && s.solves(&puzzle) && h == case.solution
            }
            _ => false,
        };
        r.str(name)
            .str(if ok { ": ok, " } else { ": WRONG, " })
            .num(insns)
            .str(" instructions, ")
            .num(stack as u64)
            .str(" bytes stack")
            .nl();
        r.check(name, ok);
    }

    // No solution: the givens leave r1c9 nothing (1-8 in its row, 9 in its column).
    let none = grid(line(
        b"12345678.........9...............................................................",
    ));
    let (answer, stack) = measure_stack(|| search(&none));
    solver_stack = solver_stack.max(stack);
    r.check("contradiction -> none", answer == Ok((0, None)));
    // Conflicting givens: two 5s in row 1.
    let clash = grid(line(
        b"5...5............................................................................",
    ));
    r.check("clashing givens -> none", search(&clash) == Ok((0, None)));
    // A solved grid is its own unique solution.
    let first = &CASES[0];
    let mut solved = None;
    if let Ok((1, Some(s))) = search(&grid(data::unpack(&first.puzzle))) {
        solved = Some(s);
    }
    if let Some(s) = solved {
        r.check("solved grid -> itself", search(&s) == Ok((1, Some(s))));
    }
    // A 17-clue puzzle minus one clue has several solutions.
    let mut cells = data::unpack(&first.puzzle);
    if let Some(c) = cells.iter_mut().find(|c| **c != 0) {
        *c = 0;
    }
    let sixteen = grid(cells);
    let ((answer, insns), stack) = measure_stack(|| clock.instructions(|| search(&sixteen)));
    solver_stack = solver_stack.max(stack);
    r.str("16 clues: ").num(insns).str(" instructions").nl();
    r.check(
        "16 clues -> multiple",
        matches!(answer, Ok((2, Some(s))) if s.solves(&sixteen)),
    );
    // The empty grid has many solutions.
    let ((answer, insns), stack) = measure_stack(|| clock.instructions(|| search(&Grid::EMPTY)));
    solver_stack = solver_stack.max(stack);
    r.str("empty grid: ")
        .str(match answer {
            Ok((2, Some(_))) => "multiple, ",
            Err(SolveError::DepthExceeded) => "depth exceeded, ",
            _ => "WRONG, ",
        })
        .num(insns)
        .str(" instructions")
        .nl();
    r.check(
        "empty grid -> multiple",
        matches!(answer, Ok((2, Some(s))) if s.is_solved()),
    );

    r.str("digest: ").hex(digest).nl();
    r.str("instructions, all puzzles: ").num(total).nl();
    r.str("solver stack: ")
        .num(solver_stack as u64)
        .str(" bytes (depth ")
        .num(DEPTH as u64)
        .str(")")
        .nl();
    r.str("stack used: ").num(peak_stack() as u64).str(" bytes").nl();
    r.finish()
}
