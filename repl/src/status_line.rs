//! A line on the terminal (standard error) that says how a long task is going, taken away
//! before the task's output: the REPL's `new`, `sudoku new --score` and the search for the
//! hardest puzzles show theirs here. indicatif draws it, as it draws the batch commands'
//! bars: in place, cut to the terminal's width, at most 20 times a second. Without a
//! terminal, or on one that cannot move the cursor (`TERM=dumb`), there is no line.

use std::io::{self, IsTerminal};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// No status for a task done sooner ([`StatusLine::after_a_moment`]).
const QUIET_FOR: Duration = Duration::from_millis(700);
/// The text is made again at most this often: callers report every grid, thousands a
/// second, and a line changes no faster than it can be read.
const REMAKE_EVERY: Duration = Duration::from_millis(100);

/// The line, shared by the threads of a task.
pub(crate) struct StatusLine {
    /// `None` without a terminal.
    bar: Option<ProgressBar>,
    /// When the line was made, and how long it stays quiet after that.
    started: Instant,
    quiet: Duration,
    /// When the text was last made.
    made: Mutex<Option<Instant>>,
}

impl StatusLine {
    /// A line on standard error when it is a terminal that can show one; nothing shows
    /// until [`update`].
    ///
    /// [`update`]: StatusLine::update
    pub(crate) fn new() -> StatusLine {
        StatusLine::quiet_for(Duration::ZERO)
    }

    /// [`new`](StatusLine::new), but nothing shows for a moment: most tasks that may take
    /// long are done sooner.
    pub(crate) fn after_a_moment() -> StatusLine {
        StatusLine::quiet_for(QUIET_FOR)
    }

    fn quiet_for(quiet: Duration) -> StatusLine {
        // A terminal that cannot move the cursor (TERM=dumb) gets no line.
        let dumb = std::env::var_os("TERM").is_some_and(|t| t == "dumb");
        let bar = (io::stderr().is_terminal() && !dumb).then(|| {
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
            if let Ok(style) = ProgressStyle::with_template("{wide_msg}") {
                bar.set_style(style);
            }
            bar
        });
        StatusLine {
            bar,
            started: Instant::now(),
            quiet,
            made: Mutex::new(None),
        }
    }

    /// Whether the line is shown at all.
    pub(crate) fn shows(&self) -> bool {
        self.bar.is_some()
    }

    /// Shows the text `text` makes of the time since the line was made, unless the line
    /// is still quiet, the text was made a moment ago or another thread is making it.
    pub(crate) fn update(&self, text: impl FnOnce(Duration) -> String) {
        let Some(bar) = &self.bar else {
            return;
        };
        let elapsed = self.started.elapsed();
        if elapsed < self.quiet {
            return;
        }
        let Ok(mut made) = self.made.try_lock() else {
            return;
        };
        if made.is_none_or(|at| at.elapsed() >= REMAKE_EVERY) {
            bar.set_message(text(elapsed));
            *made = Some(Instant::now());
        }
    }

    /// Takes the line away and writes `text` on a line of its own, to stay.
    pub(crate) fn finish(&self, text: &str) {
        self.clear();
        crate::message!("{text}");
    }

    /// Takes the line away while `write` prints the task's output, then shows it again.
    pub(crate) fn suspend<R>(&self, write: impl FnOnce() -> R) -> R {
        match &self.bar {
            Some(bar) => bar.suspend(write),
            None => write(),
        }
    }

    /// Takes the line away for good: the task is done.
    pub(crate) fn clear(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

impl Drop for StatusLine {
    fn drop(&mut self) {
        if self.bar.as_ref().is_some_and(|bar| !bar.is_finished()) {
            self.clear();
        }
    }
}
