//! A line on the terminal (standard error) that says how a long task is going: rewritten in
//! place, cut to the terminal's width so that it can be, and taken away before the task's
//! output is printed. The REPL's `new`, `sudoku new --score` and the search for the hardest
//! puzzles draw theirs here. Without a terminal it draws nothing.

use std::io::{self, IsTerminal, Write};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use ratatui::crossterm::terminal;

/// No status for a task done sooner.
pub(crate) const QUIET_FOR: Duration = Duration::from_millis(700);
/// The line is rewritten at most this often.
const REDRAW_EVERY: Duration = Duration::from_millis(200);

/// The line, shared by the threads of a task.
pub(crate) struct StatusLine {
    /// Standard error is a terminal.
    shows: bool,
    /// When the line was last drawn, and how wide it is; `None` when there is none.
    drawn: Mutex<Option<(Instant, usize)>>,
}

impl StatusLine {
    /// A line on standard error when it is a terminal.
    pub(crate) fn new() -> StatusLine {
        StatusLine {
            shows: io::stderr().is_terminal(),
            drawn: Mutex::new(None),
        }
    }

    /// Whether the line is shown at all.
    pub(crate) fn shows(&self) -> bool {
        self.shows
    }

    /// Shows `text` unless the line changed a moment ago, or another thread is drawing it.
    pub(crate) fn update(&self, text: impl FnOnce() -> String) {
        if !self.shows {
            return;
        }
        let Ok(mut drawn) = self.drawn.try_lock() else {
            return;
        };
        if drawn.is_none_or(|(at, _)| at.elapsed() >= REDRAW_EVERY) {
            *drawn = Some(draw(&text(), drawn.map_or(0, |(_, width)| width)));
        }
    }

    /// Shows `text` now, and ends the line there: what comes next starts below it.
    pub(crate) fn finish(&self, text: &str) {
        if !self.shows {
            return;
        }
        let mut drawn = self.drawn.lock().unwrap_or_else(|e| e.into_inner());
        draw(text, drawn.map_or(0, |(_, width)| width));
        write("\n");
        *drawn = None;
    }

    /// Ends the line where it is (after a `^C` the terminal echoed): what comes next
    /// starts below it.
    pub(crate) fn keep(&self) {
        if !self.shows {
            return;
        }
        let mut drawn = self.drawn.lock().unwrap_or_else(|e| e.into_inner());
        write("\n");
        *drawn = None;
    }

    /// Takes the line away, for the output that comes next.
    pub(crate) fn clear(&self) {
        let mut drawn = self.drawn.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, width)) = drawn.take() {
            write(&format!("\r{:width$}\r", ""));
        }
    }
}

impl Drop for StatusLine {
    fn drop(&mut self) {
        self.clear();
    }
}

/// Writes `text` over a line `width` wide; returns when and how wide the line now is.
fn draw(text: &str, width: usize) -> (Instant, usize) {
    // Within one row, short of its last column: a line that wrapped could not be rewritten
    // in place. A terminal that gives no size (0 columns) is taken as 80 wide.
    let columns = terminal::size()
        .ok()
        .filter(|&(columns, _)| columns > 0)
        .map_or(80, |(columns, _)| usize::from(columns));
    let text: String = text.chars().take(columns.saturating_sub(1)).collect();
    // Only a carriage return and spaces: the line reads on any terminal.
    write(&format!("\r{text:width$}"));
    (Instant::now(), text.chars().count().max(width))
}

fn write(text: &str) {
    let mut err = io::stderr().lock();
    let _ = err.write_all(text.as_bytes());
    let _ = err.flush();
}
