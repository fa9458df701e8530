//! A command that takes long at the prompt (`new` with a score range can search for
//! minutes): after a moment a status line says how far it has come and that Ctrl-C stops
//! it, and Ctrl-C does ([`signals::interrupted`]).

use std::cell::Cell;
use std::time::Instant;

use crate::status_line::{QUIET_FOR, StatusLine};
use crate::store::records::clock;
use crate::ui::signals;

/// One command's progress. Shared by the command, which asks [`go_on`](Working::go_on), and
/// the loop, which takes the line away ([`done`](Working::done)) before the reply is shown.
pub(super) struct Working {
    /// When the work started: the first time it asked (not the command: it may first have
    /// waited for the player to confirm leaving the game).
    started: Cell<Option<Instant>>,
    status: StatusLine,
}

impl Working {
    /// A command starts now.
    pub(super) fn new() -> Working {
        signals::command_starts();
        Working {
            started: Cell::new(None),
            status: StatusLine::new(),
        }
    }

    /// Whether to go on, `grids` full grids into the search; draws the progress line.
    pub(super) fn go_on(&self, grids: u32) -> bool {
        if signals::interrupted() {
            // The line goes, with the `^C` the terminal echoed after it: `cancelled` comes
            // in its place.
            self.status.clear();
            return false;
        }
        let started = *self.started.get().get_or_insert_with(Instant::now);
        self.started.set(Some(started));
        let elapsed = started.elapsed();
        if elapsed >= QUIET_FOR {
            self.status.update(|| {
                format!(
                    "generating: {grids} grids tried, {} (Ctrl-C stops)",
                    clock(elapsed)
                )
            });
        }
        true
    }

    /// Takes the progress line away: the command is done, its reply comes next.
    pub(super) fn done(&self) {
        self.status.clear();
    }
}
