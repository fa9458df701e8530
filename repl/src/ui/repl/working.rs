//! A command that takes long at the prompt (`new` with a score range can search for
//! minutes): after a moment a line on the terminal says how far it has come and that
//! Ctrl-C stops it, and Ctrl-C does ([`signals::interrupted`]).

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use crate::store::records::clock;
use crate::ui::signals;

/// No progress line for a command done sooner.
const QUIET_FOR: Duration = Duration::from_millis(700);
/// The progress line is rewritten at most this often.
const REDRAW_EVERY: Duration = Duration::from_millis(200);

/// One command's progress.
pub(super) struct Working {
    /// When the work started: the first time it asked (not the command: it may first have
    /// waited for the player to confirm leaving the game).
    started: Option<Instant>,
    /// The progress line can be shown: standard error is a terminal.
    shows: bool,
    /// When the line was last drawn, and how wide it was.
    drawn: Option<(Instant, usize)>,
}

impl Working {
    /// A command starts now.
    pub(super) fn new() -> Working {
        signals::command_starts();
        Working {
            started: None,
            shows: io::stderr().is_terminal(),
            drawn: None,
        }
    }

    /// Whether to go on, `grids` full grids into the search; draws the progress line.
    pub(super) fn go_on(&mut self, grids: u32) -> bool {
        if signals::interrupted() {
            // The line stays, ended where the terminal echoed `^C`.
            if self.shows {
                self.drawn = None;
                self.write("\n");
            }
            return false;
        }
        let elapsed = self.started.get_or_insert_with(Instant::now).elapsed();
        let due = self
            .drawn
            .is_none_or(|(at, _)| at.elapsed() >= REDRAW_EVERY);
        if self.shows && elapsed >= QUIET_FOR && due {
            let line = format!(
                "generating: {grids} grids tried, {} (Ctrl-C stops)",
                clock(elapsed)
            );
            // Only a carriage return and spaces: the line reads on any terminal.
            let width = self.drawn.map_or(0, |(_, w)| w);
            self.write(&format!("\r{line:width$}"));
            self.drawn = Some((Instant::now(), line.len().max(width)));
        }
        true
    }

    /// Takes the progress line away.
    fn erase(&mut self) {
        if let Some((_, width)) = self.drawn.take() {
            self.write(&format!("\r{:width$}\r", ""));
        }
    }

    fn write(&self, text: &str) {
        let mut err = io::stderr().lock();
        let _ = err.write_all(text.as_bytes());
        let _ = err.flush();
    }
}

impl Drop for Working {
    fn drop(&mut self) {
        self.erase();
    }
}
