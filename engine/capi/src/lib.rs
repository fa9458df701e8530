//! The C API of `sudoku-engine`: one static library and one header,
//! `include/sudoku_engine.h`, for firmware and programs written in C.
//!
//! Every function is `extern "C"` and documented in the header, which is the contract: its
//! declarations are checked against this library's symbols by the tests. The rules the
//! functions share:
//! - caller-owned buffers only, no allocation, no global state (reentrant);
//! - every pointer checked for null and every length for its minimum before use
//!   (module `boundary`); a grid byte above 9 is an error, never an index;
//! - an `int` result code ([`codes`]) for every failure;
//! - no panic crosses into C: host builds catch it and return
//!   [`codes::SUDOKU_ERR_INTERNAL`]; firmware builds (`target_os = "none"`, no unwinding)
//!   halt in this crate's panic handler.
//!
//! `unsafe` lives here only, at the boundary; the engine itself forbids it.
#![no_std]
#![deny(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]

// Host builds: std for catching panics at the boundary (and for the Rust tests).
#[cfg(not(target_os = "none"))]
extern crate std;

mod boundary;
pub mod codes;
mod generate;
mod hint;
mod info;
mod names;
mod parse;
mod rate;
mod solve;
mod text;

pub use generate::{
    SUDOKU_ANY_LEVEL, SUDOKU_NO_MAX_SCORE, SudokuRequest, sudoku_generate, sudoku_generate_request,
    sudoku_is_minimal,
};
pub use hint::sudoku_next_step;
pub use info::{sudoku_level_name, sudoku_max_level, sudoku_version};
pub use parse::{sudoku_format, sudoku_parse};
pub use rate::{SudokuRating, sudoku_rate};
pub use solve::{sudoku_count, sudoku_solve};

/// Firmware builds: a panic (a bug in the engine; none is known, and the fuzzers look for
/// them) cannot unwind into C, so it halts here, where a debugger finds it.
#[cfg(all(target_os = "none", not(test)))]
#[panic_handler]
fn halt(_: &core::panic::PanicInfo) -> ! {
    loop {
        core::hint::spin_loop();
    }
}
