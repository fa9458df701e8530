//! Drawing the board: the frame, each cell (digit or pencil marks), and the parts around it
//! (the side panel, [`panel`](super::panel); the message, [`message`](super::message); the
//! screens over the grid, [`overlay`](super::overlay)). Everything reads without colour: the
//! cursor is in reverse video, entries are `(5)`, clashes `!5`, hinted cells `>…<`, and the
//! digit under the cursor is underlined wherever it stands.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use sudoku_engine::{Cell, Digit};

use crate::game::Game;
use crate::ui::board::layout::{Layout, Line, MIN_HEIGHT, MIN_WIDTH};
use crate::ui::board::message::Pages;
use crate::ui::board::overlay;
use crate::ui::board::state::BoardState;
use crate::ui::render::{self, Filled};

/// What one frame shows.
pub(crate) struct View<'a> {
    /// The game.
    pub(crate) game: &'a Game,
    /// Cursor, mode, highlight, message, pause and help.
    pub(crate) state: &'a BoardState,
    /// Time played so far.
    pub(crate) elapsed: Duration,
    /// The clock is stopped although nobody paused it and the game is not won: the player
    /// has been idle too long, or the window lost the focus.
    pub(crate) idle: bool,
    /// Whether to use colour (attributes like bold and reverse are always used).
    pub(crate) color: bool,
}

impl View<'_> {
    /// Draws the whole screen into `buf`.
    pub(crate) fn draw(&self, area: Rect, buf: &mut Buffer) {
        let Some(layout) = Layout::new(area) else {
            too_small(area, buf);
            return;
        };
        frame(&layout, self.color, buf);
        if self.state.help {
            overlay::help(layout.board, buf);
        } else if self.state.paused {
            overlay::paused(layout.board, buf);
        } else {
            for cell in Cell::all() {
                self.cell(&layout, cell, buf);
            }
        }
        self.panel(layout.panel, buf);
        let style = if self.state.error {
            self.style(Color::Red)
        } else {
            Style::new()
        };
        self.pages(layout.messages)
            .draw(self.state.page, layout.messages, style, buf);
    }

    /// How many pages the message takes on a terminal `area`: where PgDn stops.
    pub(crate) fn message_pages(&self, area: Rect) -> usize {
        Layout::new(area).map_or(1, |layout| self.pages(layout.messages).count())
    }

    fn pages(&self, area: Rect) -> Pages {
        let prefix = if self.state.error { "error: " } else { "" };
        Pages::new(&format!("{prefix}{}", self.state.message), area)
    }

    /// A foreground colour, or nothing without colour.
    pub(super) fn style(&self, color: Color) -> Style {
        if self.color {
            Style::new().fg(color)
        } else {
            Style::new()
        }
    }

    /// Whether `digit` in `cell` stands out as the digit under the cursor (elsewhere).
    fn same_as_cursor(&self, cell: Cell, digit: Digit) -> bool {
        cell != self.state.cursor && self.game.board().get(self.state.cursor) == Some(digit)
    }

    fn cell(&self, layout: &Layout, cell: Cell, buf: &mut Buffer) {
        let area = layout.cell_area(cell);
        let (x, y, w, h) = (area.x, area.y, area.width, area.height);
        let hinted = self.state.highlight.contains(&cell);
        let mut base = Style::new();
        if hinted && self.color {
            base = base.bg(Color::Green).fg(Color::Black);
        }
        if cell == self.state.cursor {
            base = base.add_modifier(Modifier::REVERSED);
        }
        buf.set_style(area, base);
        let middle = y + h / 2 - (h + 1) % 2;
        if hinted {
            let bold = base.add_modifier(Modifier::BOLD);
            buf.set_string(x, middle, ">", bold);
            buf.set_string(x + w - 1, middle, "<", bold);
        }
        let (puzzle, board) = (self.game.puzzle(), self.game.board());
        if let Some((text, kind)) = render::filled(puzzle, board, cell, self.color) {
            let mut style = match kind {
                Filled::Clash => self.style(Color::Red).add_modifier(Modifier::BOLD),
                Filled::Given => Style::new().add_modifier(Modifier::BOLD),
                Filled::Entry => self.style(Color::Cyan),
            };
            if board
                .get(cell)
                .is_some_and(|digit| self.same_as_cursor(cell, digit))
            {
                style = self.same_digit(style);
            }
            buf.set_string(x + w / 2 - 1, middle, text, base.patch(style));
            return;
        }
        let marks = self.game.marks().get(cell);
        if marks.is_empty() {
            let style = base.patch(self.style(Color::DarkGray));
            buf.set_string(x + w / 2, middle, "·", style);
        }
        for digit in marks.iter() {
            let (dx, dy) = mark_place(digit, w, h);
            let mut style = if self.color {
                Style::new().add_modifier(Modifier::DIM)
            } else {
                Style::new()
            };
            if self.same_as_cursor(cell, digit) {
                style = self.same_digit(style.remove_modifier(Modifier::DIM));
            }
            buf.set_string(x + dx, y + dy, digit.to_string(), base.patch(style));
        }
    }

    /// How the cursor's digit stands out elsewhere: underlined, and on yellow in colour.
    fn same_digit(&self, style: Style) -> Style {
        let style = style.add_modifier(Modifier::UNDERLINED | Modifier::BOLD);
        if self.color {
            style.bg(Color::Yellow).fg(Color::Black)
        } else {
            style
        }
    }
}

/// The first `width` characters of a line.
fn truncate(line: &str, width: usize) -> &str {
    match line.char_indices().nth(width) {
        Some((i, _)) => &line[..i],
        None => line,
    }
}

/// Where a pencil mark goes in a cell `width`×`height`: a 3×3 grid (`1 2 3` / `4 5 6` /
/// `7 8 9`) in its middle when it is 3 rows or more, else `12345` over `6789`.
fn mark_place(digit: Digit, width: u16, height: u16) -> (u16, u16) {
    let i = u16::from(digit.get() - 1);
    if height >= 3 {
        ((width - 5) / 2 + 2 * (i % 3), (height - 3) / 2 + i / 3)
    } else if i < 5 {
        (1 + i, 0)
    } else {
        (1 + i - 5, 1)
    }
}

/// The frame, the box lines (thick) and, on boards large enough, the lines between the
/// cells of a box (thin; dark grey in colour).
fn frame(layout: &Layout, color: bool, buf: &mut Buffer) {
    let b = layout.board;
    let cells = layout.cells;
    for dy in 0..b.height {
        for dx in 0..b.width {
            let vertical = cells.line_at(dx, cells.width);
            let horizontal = cells.line_at(dy, cells.height);
            let edges = Edges {
                top: dy == 0,
                bottom: dy + 1 == b.height,
                left: dx == 0,
                right: dx + 1 == b.width,
            };
            let Some(symbol) = line_symbol(vertical, horizontal, edges) else {
                continue;
            };
            let thin = vertical != Some(Line::Thick) && horizontal != Some(Line::Thick);
            let style = if thin && color {
                Style::new().fg(Color::DarkGray)
            } else {
                Style::new()
            };
            buf.set_string(b.x + dx, b.y + dy, symbol, style);
        }
    }
}

/// Which edges of the frame a position is on.
#[derive(Clone, Copy)]
struct Edges {
    top: bool,
    bottom: bool,
    left: bool,
    right: bool,
}

/// The box-drawing character where a vertical and a horizontal line (either may be
/// missing) meet. The frame's edges are box lines, so only the lines that meet them can
/// be thin.
fn line_symbol(
    vertical: Option<Line>,
    horizontal: Option<Line>,
    edges: Edges,
) -> Option<&'static str> {
    use Line::{Thick, Thin};
    let Edges {
        top,
        bottom,
        left,
        right,
    } = edges;
    Some(match (vertical, horizontal) {
        (None, None) => return None,
        (Some(Thick), None) => "┃",
        (Some(Thin), None) => "│",
        (None, Some(Thick)) => "━",
        (None, Some(Thin)) => "─",
        (Some(v), Some(h)) => match (top, bottom, left, right) {
            (true, _, true, _) => "┏",
            (true, _, _, true) => "┓",
            (_, true, true, _) => "┗",
            (_, true, _, true) => "┛",
            (true, ..) if v == Thick => "┳",
            (true, ..) => "┯",
            (_, true, ..) if v == Thick => "┻",
            (_, true, ..) => "┷",
            (_, _, true, _) if h == Thick => "┣",
            (_, _, true, _) => "┠",
            (.., true) if h == Thick => "┫",
            (.., true) => "┨",
            _ => match (v, h) {
                (Thick, Thick) => "╋",
                (Thick, Thin) => "╂",
                (Thin, Thick) => "┿",
                (Thin, Thin) => "┼",
            },
        },
    })
}

fn too_small(area: Rect, buf: &mut Buffer) {
    let lines = [
        format!(
            "The board needs a terminal of at least {MIN_WIDTH}x{MIN_HEIGHT}; this one is {}x{}.",
            area.width, area.height
        ),
        "Make it larger, or press q to go back.".to_string(),
    ];
    for (i, line) in lines.iter().enumerate() {
        if (i as u16) < area.height {
            let line = truncate(line, usize::from(area.width));
            buf.set_string(area.x, area.y + i as u16, line, Style::new());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_sit_in_the_middle_of_their_cell() {
        let nine = Digit::new(9).unwrap();
        let one = Digit::new(1).unwrap();
        assert_eq!(mark_place(one, 7, 2), (1, 0));
        assert_eq!(mark_place(nine, 7, 2), (4, 1));
        assert_eq!(mark_place(one, 7, 3), (1, 0));
        assert_eq!(mark_place(nine, 7, 3), (5, 2));
        assert_eq!(mark_place(one, 11, 5), (3, 1));
        assert_eq!(mark_place(nine, 11, 5), (7, 3));
    }
}
