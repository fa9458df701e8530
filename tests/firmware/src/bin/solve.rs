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
const NAME: usize = 10;

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

/// No solution: the givens leave r1c9 nothing (1-8 in its row, 9 in its column).
static NO_SOLUTION: Packed = data::pack(&data::cells_at(
    b"12345678.........9...............................................................",
    0,
));
/// Clashing givens: two 5s in row 1.
static CLASH: Packed = data::pack(&data::cells_at(
    b"5...5............................................................................",
    0,
));

/// The solver, in its own stack frame (below the measurement's mark).
#[inline(never)]
fn search(grid: &Grid) -> Result<(u32, Option<Grid>), SolveError> {
    Solver::<DEPTH>::search(grid, 2)
}

/// One solver run: the answer, its instructions and its stack.
struct Run {
    /// Solutions found, up to 2.
    count: u32,
    /// The first solution, or the empty grid.
    solution: Grid,
    depth_exceeded: bool,
    insns: u32,
    stack: u32,
}

/// The only call of the solver: measured for instructions and stack.
#[inline(never)]
fn run(clock: &Clock, grid: &Grid) -> Run {
    let ((answer, insns), stack) = measure_stack(|| clock.instructions(|| search(grid)));
    let (count, solution) = answer.unwrap_or((0, None));
    Run {
        count,
        solution: solution.unwrap_or(Grid::EMPTY),
        depth_exceeded: answer.is_err(),
        insns,
        stack,
    }
}

#[inline(never)]
fn grid(cells: [u8; 81]) -> Grid {
    Grid::from_cells(cells).unwrap_or(Grid::EMPTY)
}

#[inline(never)]
fn unpacked(p: &Packed) -> Grid {
    grid(data::unpack(p))
}

#[entry]
fn main() -> ! {
    paint_stack();
    let mut r = Report::new();
    let Some(cp) = cortex_m::Peripherals::take() else {
        sudoku_firmware::exit(false)
    };
    let clock = Clock::start(cp.SYST);
    r.str("solve on ")
        .str(BOARD)
        .str(", solver depth ")
        .num(DEPTH as u32)
        .nl();
    calibrate(&mut r, &clock);
    let mut solver_stack = 0;
    puzzles(&mut r, &clock, &mut solver_stack);
    edge_cases(&mut r, &clock, &mut solver_stack);
    r.str("solver stack: ")
        .num(solver_stack)
        .str(" bytes (depth ")
        .num(DEPTH as u32)
        .str(")")
        .nl();
    r.str("stack used: ").num(peak_stack()).str(" bytes").nl();
    r.finish()
}

/// Solves every embedded puzzle and compares with the host's solution.
#[inline(never)]
fn puzzles(r: &mut Report, clock: &Clock, solver_stack: &mut u32) {
    let mut digest = data::fnv1a(&[]);
    let mut total = 0u32;
    for case in CASES.iter() {
        let puzzle = unpacked(&case.puzzle);
        let run = run(clock, &puzzle);
        *solver_stack = (*solver_stack).max(run.stack);
        total += run.insns;
        let h = data::fnv1a(run.solution.cells());
        digest = (digest ^ h).wrapping_mul(0x0100_0193);
        let ok = run.count == 1 && h == case.solution && run.solution.solves(&puzzle);
        let name = case.name.get(..usize::from(case.name_len)).unwrap_or(b"?");
        r.bytes(name)
            .str(if ok { ": ok, " } else { ": WRONG, " })
            .num(run.insns)
            .str(" instructions, ")
            .num(run.stack)
            .str(" bytes stack")
            .nl();
        r.check(core::str::from_utf8(name).unwrap_or("?"), ok);
    }
    // The same answers give the same digest on every target (run.sh compares M0 and M4F).
    r.str("digest: ").hex(digest).nl();
    r.str("instructions, all puzzles: ").num(total).nl();
}

/// No solution, clashing givens, an already solved grid, several solutions, empty grid.
/// One function per case keeps each case's locals off the stack of the others.
#[inline(never)]
fn edge_cases(r: &mut Report, clock: &Clock, solver_stack: &mut u32) {
    r.check("contradiction -> none", no_solution(clock, &NO_SOLUTION));
    r.check("clashing givens -> none", no_solution(clock, &CLASH));
    r.check("solved grid -> itself", solved_grid(clock));
    let ok = sixteen_clues(r, clock, solver_stack);
    r.check("16 clues -> multiple", ok);
    let ok = empty_grid(r, clock, solver_stack);
    r.check("empty grid -> multiple, or DepthExceeded", ok);
}

#[inline(never)]
fn no_solution(clock: &Clock, p: &Packed) -> bool {
    let run = run(clock, &unpacked(p));
    run.count == 0 && !run.depth_exceeded
}

#[inline(never)]
fn solved_grid(clock: &Clock) -> bool {
    let solved = run(clock, &unpacked(&CASES[0].puzzle)).solution;
    let again = run(clock, &solved);
    again.count == 1 && again.solution == solved
}

/// A 17-clue puzzle minus one clue has several solutions.
#[inline(never)]
fn sixteen_clues(r: &mut Report, clock: &Clock, solver_stack: &mut u32) -> bool {
    let mut cells = data::unpack(&CASES[0].puzzle);
    if let Some(c) = cells.iter_mut().find(|c| **c != 0) {
        *c = 0;
    }
    let sixteen = grid(cells);
    let many = run(clock, &sixteen);
    *solver_stack = (*solver_stack).max(many.stack);
    r.str("16 clues: ").num(many.insns).str(" instructions").nl();
    many.count == 2 && many.solution.solves(&sixteen)
}

/// The empty grid: "multiple", or, while DEPTH is below what the engine's search needs for
/// it (47 levels, measured on the host), a clean DepthExceeded: never a wrong answer and
/// never a panic.
#[inline(never)]
fn empty_grid(r: &mut Report, clock: &Clock, solver_stack: &mut u32) -> bool {
    let empty = run(clock, &Grid::EMPTY);
    *solver_stack = (*solver_stack).max(empty.stack);
    let multiple = empty.count == 2 && empty.solution.is_solved();
    r.str("empty grid: ")
        .str(if multiple {
            "multiple, "
        } else if empty.depth_exceeded {
            "depth exceeded (engine limitation), "
        } else {
            "WRONG, "
        })
        .num(empty.insns)
        .str(" instructions")
        .nl();
    multiple || empty.depth_exceeded
}
