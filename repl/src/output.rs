//! Writing to stdout without panicking when the reader goes away (`sudoku … | head`).

use std::io;

/// Result of a write: `Err(Closed)` means stdout was closed and the program should end quietly.
#[derive(Debug)]
pub struct Closed;

/// Maps an I/O error on stdout: a broken pipe is a normal end, anything else is reported once
/// on stderr and also ends output.
pub fn closed(err: io::Error) -> Closed {
    if err.kind() != io::ErrorKind::BrokenPipe {
        eprintln!("sudoku: cannot write output: {err}");
    }
    Closed
}
