//! `solve`: the engine's solver alone, on the target. Runs the cases of `data/puzzles.txt`
//! (17-clue puzzles, forum-hardest, AI Escargot, Inkala, no-solution / many-solution edge
//! cases) and compares each answer with the host's; reports instructions and stack.
#![no_std]
#![no_main]

use cortex_m_rt::entry;
use sudoku_engine::Grid;
use sudoku_engine::solver::{SolveError, Solver};
use sudoku_firmware::data::{self, Packed};
use sudoku_firmware::{
    Clock, Report, paint_stack, peak_stack, stack_used_below, ticks_to_instructions,
};

/// Nested guesses the firmware's solver can hold; each costs one saved search state on the
/// stack (124 bytes with the band-bitboard solver, `FRAME_BYTES`). Overridable at build time with
/// `SUDOKU_FW_DEPTH=N`. Cases that needed more on the host (column 4 of the data) may end in
/// `SolveError::DepthExceeded`; all others must give the host's answer.
const DEPTH: usize = match option_env!("SUDOKU_FW_DEPTH") {
    Some(s) => data::usize_of(s.as_bytes()),
    None => 6,
};

const TEXT: &[u8] = include_bytes!("../../data/puzzles.txt");
const N: usize = data::count_lines(TEXT);
const NAME: usize = 8;

#[derive(Clone, Copy)]
struct Case {
    puzzle: Packed,
    /// Solutions (counted up to 2).
    count: u8,
    /// Smallest solver depth that finishes the search.
    depth: u8,
    /// FNV-1a of the first solution's cell values (0 if none).
    solution: u32,
    name: [u8; NAME],
}

static CASES: [Case; N] = cases();

const fn cases() -> [Case; N] {
    let starts = data::line_starts::<N>(TEXT);
    let mut out = [Case {
        puzzle: [0; 41],
        count: 0,
        depth: 0,
        solution: 0,
        name: [0; NAME],
    }; N];
    let mut i = 0;
    while i < N {
        let line = starts[i];
        let puzzle = data::cells_at(TEXT, data::field(TEXT, line, 0));
        let first = data::field(TEXT, line, 2);
        out[i] = Case {
            puzzle: data::pack(&puzzle),
            count: data::u64_at(TEXT, data::field(TEXT, line, 1)) as u8,
            depth: data::u64_at(TEXT, data::field(TEXT, line, 3)) as u8,
            solution: if data::field_len(TEXT, first) == 1 {
                0
            } else {
                data::fnv1a(&data::cells_at(TEXT, first))
            },
            name: data::name_at::<NAME>(TEXT, data::field(TEXT, line, 4)).0,
        };
        i += 1;
    }
    out
}

/// The solver, in its own stack frame (below the measurement's mark).
#[inline(never)]
fn search(grid: &Grid) -> Result<(u32, Option<Grid>), SolveError> {
    Solver::<DEPTH>::search(grid, 2)
}

/// What one case gave.
struct Outcome {
    ok: bool,
    /// The solver ended in DepthExceeded (allowed when the case needs more than `DEPTH`).
    exceeded: bool,
    /// Fingerprint of the answer, for the cross-target digest.
    hash: u32,
    insns: u32,
    stack: u32,
}

/// Runs one case: the only call of the solver, measured for instructions and stack, and
/// checked here so that the answer lives in this frame only.
#[inline(never)]
fn run(clock: &Clock, case: &Case) -> Outcome {
    let puzzle = unpacked(&case.puzzle);
    let mark = paint_stack();
    let t0 = clock.ticks();
    let answer = search(&puzzle);
    let t1 = clock.ticks();
    let stack = stack_used_below(mark);
    // Below the depth the host needed, DepthExceeded is allowed (a solver that now needs
    // less may also answer); at or above it, only the host's answer is.
    let exceeded = DEPTH < usize::from(case.depth);
    let (ok, hash) = match &answer {
        Err(SolveError::DepthExceeded) => (exceeded, 1),
        Ok((count, first)) => {
            let hash = first.as_ref().map_or(0, |s| data::fnv1a(s.cells()));
            let valid = first.as_ref().is_none_or(|s| s.solves(&puzzle));
            // With several solutions, which one comes first depends on the search order.
            let same = *count == u32::from(case.count) && (*count == 2 || hash == case.solution);
            (same && valid, hash)
        }
    };
    Outcome {
        ok,
        exceeded: answer.is_err(),
        hash,
        insns: ticks_to_instructions(t1.wrapping_sub(t0)),
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
    let (mut r, clock) = sudoku_firmware::start("solve");
    r.str("solver depth ").num(DEPTH as u32).nl();
    cases_run(&mut r, &clock);
    r.str("stack used: ").num(peak_stack()).str(" bytes").nl();
    r.finish()
}

/// Runs every case and compares with the host's answer.
#[inline(never)]
fn cases_run(r: &mut Report, clock: &Clock) {
    let mut digest = data::fnv1a(&[]);
    let mut solver_stack = 0;
    for case in CASES.iter() {
        let out = run(clock, case);
        solver_stack = solver_stack.max(out.stack);
        digest = (digest ^ out.hash).wrapping_mul(0x0100_0193);
        let name = case.name.split(|&b| b == 0).next().unwrap_or(b"?");
        r.bytes(name)
            .str(match (out.ok, out.exceeded) {
                (true, false) => ": ok, ",
                (true, true) => ": ok (depth exceeded, allowed), ",
                (false, _) => ": WRONG, ",
            })
            .num(out.insns)
            .str(" instructions, ")
            .num(out.stack)
            .str(" bytes stack")
            .nl();
        r.check(name, out.ok);
    }
    // The same answers give the same digest on every target (run.sh compares M0 and M4F).
    r.str("digest: ").hex(digest).nl();
    r.str("solver stack: ")
        .num(solver_stack)
        .str(" bytes (depth ")
        .num(DEPTH as u32)
        .str(")")
        .nl();
}
