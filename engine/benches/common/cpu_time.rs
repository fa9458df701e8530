//! Timing for the benchmark and the examples: this thread's CPU time, so time the shared
//! machine spends on other processes does not count. (Linux's `/proc/thread-self/schedstat`
//! is no substitute: it only advances at scheduler ticks, 4 ms here, too coarse for a chunk
//! of easy puzzles.)

use std::time::Instant;

/// This thread's CPU time in nanoseconds (`CLOCK_THREAD_CPUTIME_ID`), if available.
fn thread_cpu_ns() -> Option<u64> {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec for the duration of the call.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    (rc == 0).then(|| ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64)
}

/// Runs `f`; returns its result and the nanoseconds it took: thread CPU time when both
/// readings of that clock succeed, else wall time (never a mix of the two).
pub fn time_ns<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let (cpu, wall) = (thread_cpu_ns(), Instant::now());
    let out = f();
    let ns = match (cpu, thread_cpu_ns()) {
        (Some(a), Some(b)) => b.saturating_sub(a),
        _ => wall.elapsed().as_nanos() as u64,
    };
    (out, ns)
}
