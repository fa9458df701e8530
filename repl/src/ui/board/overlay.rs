//! Screens drawn over the grid: the pause (the grid hidden, so the stopped clock is not
//! time to look at the puzzle) and the help (every key, and how the clock counts).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::ui::board::message::wrap;
use crate::ui::keys;
use crate::ui::session::clock::IDLE;

/// Blanks the inside of `board` and leaves a plain frame around it (the box lines' joints
/// on the edges would point at nothing); returns the inside.
fn clear_inside(board: Rect, buf: &mut Buffer) -> Rect {
    let inside = Rect::new(
        board.x + 1,
        board.y + 1,
        board.width.saturating_sub(2),
        board.height.saturating_sub(2),
    );
    for position in inside.positions() {
        buf[position].reset();
    }
    for x in inside.left()..inside.right() {
        buf[(x, board.y)].set_symbol("━");
        buf[(x, inside.bottom())].set_symbol("━");
    }
    for y in inside.top()..inside.bottom() {
        buf[(board.x, y)].set_symbol("┃");
        buf[(inside.right(), y)].set_symbol("┃");
    }
    inside
}

/// The paused board: no digit shows.
pub(crate) fn paused(board: Rect, buf: &mut Buffer) {
    let inside = clear_inside(board, buf);
    let lines = ["PAUSED", "", "the clock is stopped", "any key carries on"];
    let top = inside.y + inside.height.saturating_sub(lines.len() as u16) / 2;
    for (y, line) in (top..inside.bottom()).zip(lines) {
        let x = inside.x + inside.width.saturating_sub(line.len() as u16) / 2;
        let style = if line == "PAUSED" {
            Style::new().bold().reversed()
        } else {
            Style::new()
        };
        buf.set_string(x, y, line, style);
    }
}

/// How the clock counts, for the help.
pub(crate) fn clock_rules() -> String {
    format!(
        "The clock counts the time you play. It stops while the board is paused (p) or its \
         window is in the background, after {} minutes without a key (you are away: that \
         time does not count), and at the win. Any key closes this help.",
        IDLE.as_secs() / 60
    )
}

/// Every key and what it does, then how the clock counts.
pub(crate) fn help(board: Rect, buf: &mut Buffer) {
    let inside = clear_inside(board, buf);
    let width = usize::from(inside.width.saturating_sub(2));
    let mut lines: Vec<(String, Style)> = vec![("Keys".to_string(), Style::new().bold())];
    for help in keys::help_lines() {
        lines.push((format!("{:<11} {}", help.all_keys, help.long), Style::new()));
    }
    lines.push((String::new(), Style::new()));
    lines.extend(
        wrap(&clock_rules(), width)
            .into_iter()
            .map(|l| (l, Style::new())),
    );
    for (y, (line, style)) in (inside.y..inside.bottom()).zip(lines) {
        buf.set_stringn(inside.x + 1, y, line, width, style);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The help must fit the smallest board (67×22), frame inside.
    #[test]
    fn the_help_fits_the_smallest_board() {
        let keys = keys::help_lines().count();
        let rules = wrap(&clock_rules(), 63).len();
        assert!(
            1 + keys + 1 + rules <= 20,
            "{keys} keys, {rules} lines of rules"
        );
        for help in keys::help_lines() {
            assert!(12 + help.long.chars().count() <= 63, "{help:?}");
        }
    }
}
