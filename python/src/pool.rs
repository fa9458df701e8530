//! The threads the batch calls run on. Rating with Sudoku Explainer's chains keeps its
//! search stores on the stack, more than some hosts give a thread (musl's default is far
//! smaller), so every call that rates runs on these threads, whose stacks are set here,
//! never on the caller's.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread;
use std::time::Duration;

use pyo3::prelude::*;
use rayon::prelude::*;
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

/// The pools built so far, by thread count (0: one per core, or `RAYON_NUM_THREADS`), and
/// the process that built them. A call that names a thread count gets the same pool every
/// time, rather than starting threads per call.
static POOLS: Mutex<Option<Pools>> = Mutex::new(None);

/// The process that built the pools, and each pool with its thread count.
type Pools = (u32, Vec<(usize, Arc<ThreadPool>)>);

/// The pool of `threads` threads (`None`: every core), built on first use. A forked child
/// (Python's `multiprocessing` with `fork`) inherits the parent's pools without their
/// threads, which would wait forever: the child builds its own, and the inherited ones are
/// forgotten, never dropped, as dropping them would signal threads that do not exist here.
fn pool(threads: Option<usize>) -> PyResult<Arc<ThreadPool>> {
    let count = match threads {
        Some(0) => {
            return Err(argument(
                "threads must be at least 1 (or None for every core)",
            ));
        }
        Some(n) => n,
        None => 0,
    };
    let mut slot = POOLS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let me = std::process::id();
    if let Some(inherited) = slot.take_if(|(pid, _)| *pid != me) {
        std::mem::forget(inherited);
    }
    let (_, pools) = slot.get_or_insert_with(|| (me, Vec::new()));
    if let Some((_, pool)) = pools.iter().find(|(n, _)| *n == count) {
        return Ok(Arc::clone(pool));
    }
    let pool = Arc::new(build(count)?);
    pools.push((count, Arc::clone(&pool)));
    Ok(pool)
}

/// Runs `work` on the pool of every core (`RAYON_NUM_THREADS` if set), with Python's lock
/// released so other Python threads go on meanwhile.
pub(crate) fn run<T: Send>(py: Python<'_>, work: impl FnOnce() -> T + Send) -> PyResult<T> {
    let pool = pool(None)?;
    Ok(py.detach(|| pool.install(work)))
}

/// How often a running batch call looks for Ctrl-C.
const SIGNAL_POLL: Duration = Duration::from_millis(50);

/// `work` on every item, in order, on `threads` threads with Python's lock released. While
/// the pool works, the calling thread takes the lock back every [`SIGNAL_POLL`] to look for
/// signals: Ctrl-C (KeyboardInterrupt) tells the workers to skip what is left and the call
/// raises at once, without cutting the work into chunks that would each wait for their
/// slowest item.
pub(crate) fn map<T: Sync, R: Send>(
    py: Python<'_>,
    threads: Option<usize>,
    items: &[T],
    work: impl Fn(&T) -> R + Sync,
) -> PyResult<Vec<R>> {
    map_stoppable(py, threads, items, |item, _| work(item))
}

/// Tells work that can take long (a score range can keep one `generate` searching for a
/// minute) that Ctrl-C came: what it returns then is dropped, so it may stop anywhere.
pub(crate) struct Stop<'a>(&'a AtomicBool);

impl Stop<'_> {
    /// Ctrl-C came: the call raises KeyboardInterrupt as soon as the work returns.
    pub(crate) fn requested(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// [`map`] whose work is told when to stop ([`Stop`]), for work on one item that can take
/// long.
pub(crate) fn map_stoppable<T: Sync, R: Send>(
    py: Python<'_>,
    threads: Option<usize>,
    items: &[T],
    work: impl Fn(&T, &Stop<'_>) -> R + Sync,
) -> PyResult<Vec<R>> {
    let pool = pool(threads)?;
    let cancel = AtomicBool::new(false);
    let run = || {
        pool.install(|| {
            let stop = Stop(&cancel);
            items
                .par_iter()
                .map(|item| (!stop.requested()).then(|| work(item, &stop)))
                .collect::<Vec<Option<R>>>()
        })
    };
    py.detach(|| {
        let (sender, receiver) = mpsc::channel();
        thread::scope(|scope| {
            scope.spawn(move || {
                // The receiver waits until this is sent; a failed send means it is gone.
                let _ = sender.send(run());
            });
            let mut interrupted = None;
            loop {
                match receiver.recv_timeout(SIGNAL_POLL) {
                    Ok(done) => {
                        return match interrupted {
                            Some(e) => Err(e),
                            None => Ok(done.into_iter().flatten().collect()),
                        };
                    }
                    Err(mpsc::RecvTimeoutError::Timeout) if interrupted.is_none() => {
                        if let Err(e) = Python::attach(|py| py.check_signals()) {
                            cancel.store(true, Ordering::Relaxed);
                            interrupted = Some(e);
                        }
                    }
                    Err(mpsc::RecvTimeoutError::Timeout) => {}
                    Err(mpsc::RecvTimeoutError::Disconnected) => {
                        // The worker thread ended without sending: it panicked.
                        return Err(argument("a worker thread failed"));
                    }
                }
            }
        })
    })
}
