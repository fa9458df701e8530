//! The threads the batch calls run on. Rating with Sudoku Explainer's chains needs about
//! half a MiB of stack, more than some hosts give a thread (musl's default is far smaller), so
//! every call that rates runs on these threads, whose stacks are set here, never on the
//! caller's.

use std::sync::OnceLock;

use pyo3::prelude::*;
use rayon::{ThreadPool, ThreadPoolBuilder};

use crate::errors::argument;

/// Stack of each worker thread: the rater's deepest search with room to spare.
const STACK_BYTES: usize = 8 << 20;

fn build(threads: usize) -> PyResult<ThreadPool> {
    ThreadPoolBuilder::new()
        .num_threads(threads)
        .stack_size(STACK_BYTES)
        .thread_name(|i| format!("sudoku-engine-{i}"))
        .build()
        .map_err(|e| argument(format!("cannot start worker threads: {e}")))
}

/// Runs `work` on `threads` threads (`None`: one per core, or `RAYON_NUM_THREADS`), with
/// Python's lock released so other Python threads go on meanwhile.
pub(crate) fn run<T: Send>(
    py: Python<'_>,
    threads: Option<usize>,
    work: impl FnOnce() -> T + Send,
) -> PyResult<T> {
    static DEFAULT: OnceLock<ThreadPool> = OnceLock::new();
    match threads {
        Some(0) => Err(argument(
            "threads must be at least 1 (or None for every core)",
        )),
        None => {
            let pool = match DEFAULT.get() {
                Some(pool) => pool,
                None => {
                    // Racing first calls may each build one; only one is kept.
                    let built = build(0)?;
                    DEFAULT.get_or_init(|| built)
                }
            };
            Ok(py.detach(|| pool.install(work)))
        }
        Some(n) => {
            let pool = build(n)?;
            Ok(py.detach(|| pool.install(work)))
        }
    }
}
