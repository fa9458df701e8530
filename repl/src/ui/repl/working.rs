//! A command that takes long at the prompt (`new` with a score range can search for
//! minutes): after a moment a status line says how far it has come and that Ctrl-C stops
//! it, and Ctrl-C does ([`signals::interrupted`]).

use std::cell::OnceCell;

use crate::status_line::StatusLine;
use crate::store::records::clock;
use crate::ui::signals;

/// One command's progress. Shared by the command, which asks [`go_on`](Working::go_on), and
/// the loop, which takes the line away ([`done`](Working::done)) before the reply is shown.
pub(super) struct Working {
    /// Made the first time the work asks (not when the command starts: it may first have
    /// waited for the player to confirm leaving the game), so its time is the work's.
    status: OnceCell<StatusLine>,
}

impl Working {
    /// A command starts now.
    pub(super) fn new() -> Working {
        signals::command_starts();
        Working {
            status: OnceCell::new(),
        }
    }

    /// Whether to go on, `grids` full grids into the search; draws the progress line.
    pub(super) fn go_on(&self, grids: u32) -> bool {
        if signals::interrupted() {
            // The line goes, with the `^C` the terminal echoed after it: `cancelled` comes
            // in its place.
            self.done();
            return false;
        }
        let status = self.status.get_or_init(StatusLine::after_a_moment);
        status.update(|elapsed| {
            format!(
                "generating: {grids} grids tried, {} (Ctrl-C stops)",
                clock(elapsed)
            )
        });
        true
    }

    /// Takes the progress line away: the command is done, its reply comes next.
    pub(super) fn done(&self) {
        if let Some(status) = self.status.get() {
            status.clear();
        }
    }
}
