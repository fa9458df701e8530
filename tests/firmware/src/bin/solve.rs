//! `solve`: the engine's solver alone, on the target. Runs the cases of `data/puzzles.txt`
//! (17-clue puzzles, forum-hardest, AI Escargot, Inkala, no-solution / many-solution edge
//! cases) and compares each answer with the host's; reports instructions and stack.
#![no_std]
#![no_main]

use cortex_m_rt::entry;
use sudoku_engine::Grid;
use sudoku_engine::solver::{Search, SolveError, Solver};
use sudoku_firmware::data;
use sudoku_firmware::{
    Clock, Report, paint_stack, peak_stack, stack_used_below, ticks_to_instructions,
};

// This image's memcpy and memclr: compiler_builtins' are fast but take a large share of the
// M0's flash budget (`memcpy`, `__aeabi_memcpy4`, `__aeabi_memclr4`); these take a few words,
// for a few more instructions per solve (the solver copies a `FRAME_BYTES` state per guess and
// per backtrack: the word-aligned copy moves 40 bytes a turn, with r4-r7 saved on the stack).
// Written in assembly so that the compiler cannot turn the loops back into calls to
// themselves. They replace the weak definitions of compiler_builtins at link time.
// SAFETY: each routine follows the AAPCS and the run-time ABI's contracts: `memcpy` /
// `__aeabi_memcpy` (r0 dest, r1 src, r2 n; memcpy returns dest), `__aeabi_memcpy4/8` (the
// same with word-aligned pointers), `__aeabi_memclr` / `__aeabi_memclr4/8` (r0 dest, r1 n);
// they touch only r0-r3 and r12 (the word-aligned copy also r4-r7, which it pushes and pops:
// 16 bytes of stack), and only the n bytes at dest.
core::arch::global_asm!(
    ".section .text.sudoku_mem,\"ax\",%progbits",
    ".balign 2",
    ".global memcpy",
    ".global __aeabi_memcpy",
    ".global __aeabi_memcpy4",
    ".global __aeabi_memcpy8",
    ".global __aeabi_memclr",
    ".global __aeabi_memclr4",
    ".global __aeabi_memclr8",
    ".type memcpy, %function",
    ".type __aeabi_memcpy, %function",
    ".type __aeabi_memcpy4, %function",
    ".type __aeabi_memcpy8, %function",
    ".type __aeabi_memclr, %function",
    ".type __aeabi_memclr4, %function",
    ".type __aeabi_memclr8, %function",
    ".thumb_func",
    "memcpy:",
    ".thumb_func",
    "__aeabi_memcpy:",
    "    mov r12, r0",
    "    b 2f",
    ".thumb_func",
    "__aeabi_memcpy4:",
    ".thumb_func",
    "__aeabi_memcpy8:",
    "    mov r12, r0",
    "    push {{r4-r7}}",
    "7:  subs r2, #40",
    "    blo 8f",
    "    ldm r1!, {{r3-r7}}",
    "    stm r0!, {{r3-r7}}",
    "    ldm r1!, {{r3-r7}}",
    "    stm r0!, {{r3-r7}}",
    "    b 7b",
    "8:  adds r2, #40",
    "    pop {{r4-r7}}",
    "1:  cmp r2, #4",
    "    blo 2f",
    "    ldm r1!, {{r3}}",
    "    stm r0!, {{r3}}",
    "    subs r2, #4",
    "    b 1b",
    "2:  cmp r2, #0",
    "    beq 3f",
    "    ldrb r3, [r1]",
    "    strb r3, [r0]",
    "    adds r0, #1",
    "    adds r1, #1",
    "    subs r2, #1",
    "    b 2b",
    "3:  mov r0, r12",
    "    bx lr",
    ".thumb_func",
    "__aeabi_memclr4:",
    ".thumb_func",
    "__aeabi_memclr8:",
    "    movs r2, #0",
    "4:  cmp r1, #4",
    "    blo 5f",
    "    str r2, [r0]",
    "    adds r0, #4",
    "    subs r1, #4",
    "    b 4b",
    ".thumb_func",
    "__aeabi_memclr:",
    "    movs r2, #0",
    "5:  cmp r1, #0",
    "    beq 6f",
    "    strb r2, [r0]",
    "    adds r0, #1",
    "    subs r1, #1",
    "    b 5b",
    "6:  bx lr",
);

/// Nested guesses the firmware's solver can hold; each costs one saved search state on the
/// stack (`FRAME_BYTES`). Overridable at build time with
/// `SUDOKU_FW_DEPTH=N`. Cases that needed more on the host (column 4 of the data) may end in
/// `SolveError::DepthExceeded`; all others must give the host's answer.
const DEPTH: usize = match option_env!("SUDOKU_FW_DEPTH") {
    Some(s) => data::usize_of(s.as_bytes()),
    None => 6,
};

const TEXT: &[u8] = include_bytes!("../../data/puzzles.txt");
const NAME: usize = 8;
/// Bytes before each puzzle in the stream: count, depth, hash, name.
const HEAD: usize = 6 + NAME;
const LEN: usize = data::cases_len::<NAME>(TEXT);
/// The cases, decoded at compile time (see [`data::cases_len`]): about 38 bytes per case.
static CASES: [u8; LEN] = data::cases_stream::<NAME, LEN>(TEXT);

/// One case's expected answer (its puzzle follows in the stream).
struct Case<'a> {
    /// Solutions (counted up to 2).
    count: u8,
    /// Smallest solver depth that gives the host's answer.
    depth: u8,
    /// FNV-1a of the first solution's cell values (0 if none).
    solution: u32,
    name: &'a [u8],
}

impl Case<'_> {
    fn new(head: &[u8; HEAD]) -> Case<'_> {
        let [count, depth, h0, h1, h2, h3, ..] = *head;
        let name = head.get(6..).unwrap_or(&[]);
        Case {
            count,
            depth,
            solution: u32::from_le_bytes([h0, h1, h2, h3]),
            name: name.split(|&b| b == 0).next().unwrap_or(b"?"),
        }
    }
}

/// The solver, in its own stack frame (below the measurement's mark).
#[inline(never)]
fn search(grid: &Grid) -> Result<Search, SolveError> {
    Solver::<DEPTH>::new().search(grid, 2)
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

/// Runs one case (its puzzle at the start of `stream`): the only call of the solver,
/// measured for instructions and stack, and checked here so that the answer lives in this
/// frame only. Returns the rest of the stream too.
#[inline(never)]
fn run<'a>(clock: &Clock, case: &Case, stream: &'a [u8]) -> (Outcome, &'a [u8]) {
    let Some((puzzle, rest)) = puzzle_at(stream) else {
        let out = Outcome {
            ok: false,
            exceeded: false,
            hash: 0,
            insns: 0,
            stack: 0,
        };
        return (out, &[]);
    };
    let mark = paint_stack();
    let t0 = clock.ticks();
    let answer = search(&puzzle);
    let t1 = clock.ticks();
    let stack = stack_used_below(mark);
    // Below the depth the host needed, DepthExceeded is allowed (a solver that now needs
    // less may also answer); at or above it, only the host's answer is.
    let exceeded = DEPTH < usize::from(case.depth);
    let (ok, hash) = match &answer {
        Err(_) => (exceeded, 1),
        Ok(Search {
            solutions: count,
            first,
            ..
        }) => {
            let hash = first.as_ref().map_or(0, |s| data::fnv1a(s.cells()));
            let valid = first.as_ref().is_none_or(|s| solves(s, &puzzle));
            // With several solutions, which one comes first depends on the search order.
            let same = *count == u32::from(case.count) && (*count == 2 || hash == case.solution);
            (same && valid, hash)
        }
    };
    let out = Outcome {
        ok,
        exceeded: answer.is_err(),
        hash,
        insns: ticks_to_instructions(t1.wrapping_sub(t0)),
        stack,
    };
    (out, rest)
}

/// Whether `s` is a completed grid that breaks no rule and keeps the givens of `puzzle`:
/// `Grid::solves` without the engine's unit tables and conflict report (saves about 0.5 KB
/// of flash on the M0), and without division.
#[inline(never)]
fn solves(s: &Grid, puzzle: &Grid) -> bool {
    // Digits seen per unit: rows 0..9, columns 9..18, boxes 18..27.
    let mut seen = [0u16; 27];
    let (mut row, mut col, mut band) = (0, 0, 18);
    for (&v, &given) in s.cells().iter().zip(puzzle.cells()) {
        if v == 0 || v > 9 || (given != 0 && given != v) {
            return false;
        }
        let bit = 1u16 << v;
        let stack = usize::from(col >= 3) + usize::from(col >= 6);
        for unit in [row, 9 + col, band + stack] {
            match seen.get_mut(unit) {
                Some(m) if *m & bit == 0 => *m |= bit,
                _ => return false,
            }
        }
        col += 1;
        if col == 9 {
            (row, col) = (row + 1, 0);
            if row == 3 || row == 6 {
                band += 3;
            }
        }
    }
    true
}

/// The puzzle at the start of `stream`, and the rest of the stream.
#[inline(never)]
fn puzzle_at(stream: &[u8]) -> Option<(Grid, &[u8])> {
    let (cells, rest) = data::read_givens(stream)?;
    Some((Grid::from_cells(cells).unwrap_or(Grid::EMPTY), rest))
}

#[entry]
fn main() -> ! {
    let (mut r, clock) = sudoku_firmware::start("solve");
    // The depth is printed with the solver's stack, at the end of `cases_run`.
    cases_run(&mut r, &clock);
    r.str("stack used: ").num(peak_stack()).str(" bytes").nl();
    r.finish()
}

/// Runs every case and compares with the host's answer.
#[inline(never)]
fn cases_run(r: &mut Report, clock: &Clock) {
    let mut digest = data::fnv1a(&[]);
    let mut solver_stack = 0;
    let mut stream: &[u8] = &CASES;
    while let Some((head, rest)) = stream.split_first_chunk::<HEAD>() {
        let case = Case::new(head);
        let (out, rest) = run(clock, &case, rest);
        stream = rest;
        solver_stack = solver_stack.max(out.stack);
        digest = (digest ^ out.hash).wrapping_mul(0x0100_0193);
        let name = case.name;
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
