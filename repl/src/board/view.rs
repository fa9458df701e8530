//! Drawing the board: the frame, each cell (digit or pencil marks), the status line, the
//! key panel and the last message. Everything reads without colour: the cursor is in
//! reverse video, entries are `(5)`, clashes `!5`, hinted cells `>…<`, and the digit under
//! the cursor is underlined wherever it stands.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use sudoku_engine::{Cell, Digit};

use crate::board::keys;
use crate::board::layout::{CELL_WIDTH, Layout, MIN_HEIGHT, MIN_WIDTH};
use crate::board::state::BoardState;
use crate::game::{Game, Origin};
use crate::records::clock;
use crate::render::{self, Filled};

/// What one frame shows.
pub struct View<'a> {
    /// The game.
    pub game: &'a Game,
    /// Cursor, mode, highlight, message.
    pub state: &'a BoardState,
    /// Time played so far.
    pub elapsed: Duration,
    /// Whether to use colour (attributes like bold and reverse are always used).
    pub color: bool,
}

impl View<'_> {
    /// Draws the whole screen into `buf`.
    pub fn draw(&self, area: Rect, buf: &mut Buffer) {
        let Some(layout) = Layout::new(area) else {
            too_small(area, buf);
            return;
        };
        frame(&layout, buf);
        for cell in Cell::all() {
            self.cell(&layout, cell, buf);
        }
        self.status(layout.status, buf);
        for (i, (keys, what)) in keys::help().enumerate() {
            let y = layout.panel.y + 1 + i as u16;
            if y < layout.panel.bottom() {
                buf.set_string(layout.panel.x + 1, y, keys, Style::new().bold());
                let x = layout.panel.x + 1 + keys.len() as u16 + 1;
                buf.set_string(x, y, what, Style::new());
            }
        }
        self.messages(layout.messages, buf);
    }

    fn style(&self, color: Color) -> Style {
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
        let (x, y) = layout.cell_origin(cell);
        let h = layout.cell_height;
        let hinted = self.state.highlight.contains(&cell);
        let mut base = Style::new();
        if hinted && self.color {
            base = base.bg(Color::Green).fg(Color::Black);
        }
        if cell == self.state.cursor {
            base = base.add_modifier(Modifier::REVERSED);
        }
        buf.set_style(Rect::new(x, y, CELL_WIDTH, h), base);
        let middle = y + h / 2 - (h + 1) % 2;
        if hinted {
            buf.set_string(x, middle, ">", base.add_modifier(Modifier::BOLD));
            buf.set_string(
                x + CELL_WIDTH - 1,
                middle,
                "<",
                base.add_modifier(Modifier::BOLD),
            );
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
            buf.set_string(x + 2, middle, text, base.patch(style));
            return;
        }
        let marks = self.game.marks().get(cell);
        if marks.is_empty() {
            let style = base.patch(self.style(Color::DarkGray));
            buf.set_string(x + 3, middle, "·", style);
        }
        for digit in marks.iter() {
            let (dx, dy) = mark_place(digit, h);
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

    fn status(&self, area: Rect, buf: &mut Buffer) {
        let game = self.game;
        let what = match game.origin() {
            Origin::Generated { level, seed } => format!("{level} · seed {seed}"),
            Origin::Loaded => "loaded puzzle".to_string(),
        };
        let progress = game.progress();
        let left = game.remaining();
        let mut text = format!(
            "{what} · {left} cell{} left · time {} · mistakes {} · hints {}",
            if left == 1 { "" } else { "s" },
            clock(self.elapsed),
            progress.mistakes,
            progress.hints,
        );
        if game.is_won() {
            text = format!("{what} · solved in {}!", clock(self.elapsed));
        }
        buf.set_string(area.x, area.y, &text, Style::new().bold());
        let mode = if self.state.mark_mode {
            " MARKS "
        } else {
            " DIGITS "
        };
        let x = area.right().saturating_sub(mode.len() as u16);
        let x = x.max(area.x + text.chars().count() as u16 + 1);
        buf.set_string(
            x,
            area.y,
            mode,
            Style::new().add_modifier(Modifier::REVERSED),
        );
    }

    fn messages(&self, area: Rect, buf: &mut Buffer) {
        let style = if self.state.error {
            self.style(Color::Red)
        } else {
            Style::new()
        };
        let prefix = if self.state.error { "error: " } else { "" };
        let text = format!("{prefix}{}", self.state.message);
        let lines: Vec<&str> = text.lines().collect();
        let room = usize::from(area.height);
        for (i, line) in lines.iter().take(room).enumerate() {
            let line = if i + 1 == room && lines.len() > room {
                format!("{} (…)", truncate(line, usize::from(area.width) - 4))
            } else {
                truncate(line, usize::from(area.width)).to_string()
            };
            buf.set_string(area.x, area.y + i as u16, line, style);
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

/// Where a pencil mark goes in its cell: a 3×3 grid (`1 2 3` / `4 5 6` / `7 8 9`) in tall
/// cells, `12345` over `6789` in short ones.
fn mark_place(digit: Digit, cell_height: u16) -> (u16, u16) {
    let i = u16::from(digit.get() - 1);
    if cell_height >= 3 {
        (1 + 2 * (i % 3), i / 3)
    } else if i < 5 {
        (1 + i, 0)
    } else {
        (1 + i - 5, 1)
    }
}

/// The frame and the box lines.
fn frame(layout: &Layout, buf: &mut Buffer) {
    let b = layout.board;
    let line_x = |dx: u16| dx.is_multiple_of(3 * CELL_WIDTH + 1);
    let line_y = |dy: u16| dy.is_multiple_of(3 * layout.cell_height + 1);
    let style = Style::new();
    for dy in 0..b.height {
        for dx in 0..b.width {
            let (vertical, horizontal) = (line_x(dx), line_y(dy));
            let symbol = match (vertical, horizontal) {
                (false, false) => continue,
                (true, false) => "┃",
                (false, true) => "━",
                (true, true) => {
                    let (top, bottom) = (dy == 0, dy + 1 == b.height);
                    let (left, right) = (dx == 0, dx + 1 == b.width);
                    match (top, bottom, left, right) {
                        (true, _, true, _) => "┏",
                        (true, _, _, true) => "┓",
                        (true, _, _, _) => "┳",
                        (_, true, true, _) => "┗",
                        (_, true, _, true) => "┛",
                        (_, true, _, _) => "┻",
                        (_, _, true, _) => "┣",
                        (_, _, _, true) => "┫",
                        _ => "╋",
                    }
                }
            };
            buf.set_string(b.x + dx, b.y + dy, symbol, style);
        }
    }
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
