//! A command that takes long at the prompt (`new` with a score range can search for
//! minutes): after a moment a line on the terminal says how far it has come and that
//! Ctrl-C stops it, and Ctrl-C does ([`signals::interrupted`]).

use std::cell::Cell;
use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use ratatui::crossterm::terminal;

use crate::store::records::clock;
use crate::ui::signals;

/// No progress line for a command done sooner.
const QUIET_FOR: Duration = Duration::from_millis(700);
/// The progress line is rewritten at most this often.
const REDRAW_EVERY: Duration = Duration::from_millis(200);

/// One command's progress. Shared by the command, which asks [`go_on`](Working::go_on), and
/// the loop, which takes the line away ([`done`](Working::done)) before the reply is shown.
pub(super) struct Working {
    /// When the work started: the first time it asked (not the command: it may first have
    /// waited for the player to confirm leaving the game).
    started: Cell<Option<Instant>>,
    /// The progress line can be shown: standard error is a terminal.
    shows: bool,
    /// When the line was last drawn, and how wide it was.
    drawn: Cell<Option<(Instant, usize)>>,
}

impl Working {
    /// A command starts now.
    pub(super) fn new() -> Working {
        signals::command_starts();
        Working {
            started: Cell::new(None),
            shows: io::stderr().is_terminal(),
            drawn: Cell::new(None),
        }
    }

    /// Whether to go on, `grids` full grids into the search; draws the progress line.
    pub(super) fn go_on(&self, grids: u32) -> bool {
        if signals::interrupted() {
            // The line stays, ended where the terminal echoed `^C`.
            if self.shows {
                self.drawn.set(None);
                write("\n");
            }
            return false;
        }
        let started = *self.started.get().get_or_insert_with(Instant::now);
        self.started.set(Some(started));
        let elapsed = started.elapsed();
        let drawn = self.drawn.get();
        let due = drawn.is_none_or(|(at, _)| at.elapsed() >= REDRAW_EVERY);
        if self.shows && elapsed >= QUIET_FOR && due {
            let mut line = format!(
                "generating: {grids} grids tried, {} (Ctrl-C stops)",
                clock(elapsed)
            );
            // Within one row, short of its last column: a line that wrapped could not be
            // rewritten in place.
            // A terminal that gives no size (0 columns) is taken as 80 wide.
            let columns = terminal::size()
                .ok()
                .filter(|&(columns, _)| columns > 0)
                .map_or(80, |(columns, _)| usize::from(columns));
            line.truncate(columns.saturating_sub(1));
            // Only a carriage return and spaces: the line reads on any terminal.
            let width = drawn.map_or(0, |(_, w)| w);
            write(&format!("\r{line:width$}"));
            self.drawn
                .set(Some((Instant::now(), line.len().max(width))));
        }
        true
    }

    /// Takes the progress line away: the command is done, its reply comes next.
    pub(super) fn done(&self) {
        if let Some((_, width)) = self.drawn.take() {
            write(&format!("\r{:width$}\r", ""));
        }
    }
}

impl Drop for Working {
    fn drop(&mut self) {
        self.done();
    }
}

fn write(text: &str) {
    let mut err = io::stderr().lock();
    let _ = err.write_all(text.as_bytes());
    let _ = err.flush();
}
