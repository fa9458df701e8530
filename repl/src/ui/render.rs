//! Drawing boards for people: givens told apart from entries, conflicts marked, pencil marks.
//!
//! Without colour the layout alone carries the meaning: givens print as ` 5 `, the player's
//! entries as `(5)`, a clashing digit with a leading `!`. With colour, givens are bold,
//! entries cyan and clashing digits red (and still marked `!`).

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};
use sudoku_engine::Candidates;
use sudoku_engine::{Cell, Digit, Grid};

use crate::game::marks::Marks;

const GIVEN: Style = Style::new().bold();
const ENTRY: Style = AnsiColor::Cyan.on_default();
const CLASH: Style = AnsiColor::Red.on_default().bold();
const DIM: Style = Style::new().dimmed();

/// How to draw: with ANSI colour or plain.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    /// Whether to emit ANSI colour codes.
    pub color: bool,
}

impl Palette {
    fn paint(self, style: Style, text: &str) -> String {
        if self.color {
            format!("{}{text}{}", style.render(), style.render_reset())
        } else {
            text.to_string()
        }
    }
}

/// What a filled cell holds, which decides how it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Filled {
    /// A given digit.
    Given,
    /// The player's digit.
    Entry,
    /// A digit that stands twice in a unit (given or not).
    Clash,
}

/// A filled cell of `board` as three characters and its kind: a given ` 5 `, an entry `(5)`
/// (or ` 5 ` in colour); a digit that clashes with another in its unit starts with `!`: a
/// given `!5 `, an entry `!5!` without colour (its parentheses give way to the marks, so
/// nothing reads half-open) and `!5 ` in colour. `None` for an empty cell. The REPL's boards and
/// the full-screen board both draw cells this way.
pub(crate) fn filled(
    puzzle: &Grid,
    board: &Grid,
    cell: Cell,
    color: bool,
) -> Option<(String, Filled)> {
    let v = board.get(cell)?;
    let clash = board.clashes(cell, v);
    let given = !puzzle.is_empty_at(cell);
    let (open, close) = match (given, color, clash) {
        (false, false, false) => ('(', ')'),
        (false, false, true) => ('!', '!'),
        (_, _, true) => ('!', ' '),
        _ => (' ', ' '),
    };
    let kind = match (clash, given) {
        (true, _) => Filled::Clash,
        (false, true) => Filled::Given,
        (false, false) => Filled::Entry,
    };
    Some((format!("{open}{v}{close}"), kind))
}

/// A cell as three characters ([`filled`]); an empty cell is ` . `.
fn cell_text(puzzle: &Grid, board: &Grid, cell: Cell, palette: Palette) -> String {
    let Some((text, kind)) = filled(puzzle, board, cell, palette.color) else {
        return palette.paint(DIM, " . ");
    };
    let style = match kind {
        Filled::Clash => CLASH,
        Filled::Given => GIVEN,
        Filled::Entry => ENTRY,
    };
    palette.paint(style, &text)
}

/// The board: `puzzle` holds the givens, `board` the givens plus entries.
pub(crate) fn board(puzzle: &Grid, board: &Grid, palette: Palette) -> String {
    let border = "   +---------+---------+---------+\n";
    let mut out = String::from("     1  2  3   4  5  6   7  8  9\n");
    for row in 0..9 {
        if row % 3 == 0 {
            out.push_str(border);
        }
        let _ = write!(out, " {} ", row + 1);
        for col in 0..9 {
            if col % 3 == 0 {
                out.push('|');
            }
            if let Some(cell) = Cell::at(row, col) {
                out.push_str(&cell_text(puzzle, board, cell, palette));
            }
        }
        out.push_str("|\n");
    }
    out.push_str(border);
    out
}

/// The board as the REPL shows it after a move and on `show`: [`board`] while the game has
/// no pencil marks, [`board_with_compact_marks`] once it has some.
pub(crate) fn game_board(puzzle: &Grid, board: &Grid, marks: &Marks, palette: Palette) -> String {
    if marks.any() {
        board_with_compact_marks(puzzle, board, marks, palette)
    } else {
        self::board(puzzle, board, palette)
    }
}

/// The board with pencil marks in two lines per cell, so that it fits a 24-line terminal
/// with the move's message and the prompt under it (22 lines, 64 columns): marks 1–5 on a
/// cell's first line, 6–9 under them (as on the full-screen board at 80×24), `·` where a
/// digit is not marked so that a lone mark is never read as a digit, and a filled cell's
/// digit on its first line. The column numbers stand in the top border.
pub(crate) fn board_with_compact_marks(
    puzzle: &Grid,
    board: &Grid,
    marks: &Marks,
    palette: Palette,
) -> String {
    let mut top = String::from("   +");
    for stack in 0..3 {
        for col in 0..3 {
            let _ = write!(top, "---{}--", stack * 3 + col + 1);
        }
        top.push_str("-+");
    }
    top.push('\n');
    let shape = MarksShape {
        width: 5,
        lines: 2,
        digit_line: 0,
        spacer: false,
    };
    shape.draw(&top, puzzle, board, marks, palette)
}

/// The board with the player's pencil marks: every cell three characters wide and three
/// lines high, a marked digit `d` at row `(d - 1) / 3`, column `(d - 1) % 3` of its cell (the
/// layout of Tatham's Solo and HoDoKu) and `·` where a digit is not marked, a filled cell's
/// digit in the middle. 46 columns wide, 38 lines; reads the same without colour.
pub(crate) fn board_with_marks(
    puzzle: &Grid,
    board: &Grid,
    marks: &Marks,
    palette: Palette,
) -> String {
    let shape = MarksShape {
        width: 3,
        lines: 3,
        digit_line: 1,
        spacer: true,
    };
    let header = "      1   2   3     4   5   6     7   8   9\n";
    header.to_string() + &shape.draw(&shape.border(), puzzle, board, marks, palette)
}

/// How a board with pencil marks lays out a cell: `width` marks a line (digit `d` on line
/// `(d - 1) / width`), `lines` lines, a filled cell's digit on `digit_line`, and with
/// `spacer` an empty line between the rows of a box.
struct MarksShape {
    width: usize,
    lines: usize,
    digit_line: usize,
    spacer: bool,
}

impl MarksShape {
    /// A box line, `+-------+` across the board.
    fn border(&self) -> String {
        self.across('+', '-')
    }

    /// A line across the board: `corner` where box lines cross it, `fill` between.
    fn across(&self, corner: char, fill: char) -> String {
        let stack: String = std::iter::repeat_n(fill, 3 * (self.width + 1) + 1).collect();
        format!("   {corner}{stack}{corner}{stack}{corner}{stack}{corner}\n")
    }

    /// The board from its `top` line to its bottom box line.
    fn draw(
        &self,
        top: &str,
        puzzle: &Grid,
        board: &Grid,
        marks: &Marks,
        palette: Palette,
    ) -> String {
        let border = self.border();
        let blank = " ".repeat(self.width);
        let mut out = String::from(top);
        for row in 0..9 {
            if row % 3 != 0 && self.spacer {
                out.push_str(&self.across('|', ' '));
            } else if row % 3 == 0 && row > 0 {
                out.push_str(&border);
            }
            for line in 0..self.lines {
                if line == self.digit_line {
                    let _ = write!(out, " {} ", row + 1);
                } else {
                    out.push_str("   ");
                }
                for col in 0..9 {
                    if col % 3 == 0 {
                        out.push_str("| ");
                    }
                    let Some(cell) = Cell::at(row, col) else {
                        continue;
                    };
                    let m = marks.get(cell);
                    let text = match board.get(cell) {
                        Some(_) if line == self.digit_line => {
                            let pad = " ".repeat((self.width - 3) / 2);
                            format!("{pad}{}{pad}", cell_text(puzzle, board, cell, palette))
                        }
                        None if m.is_empty() && line == self.digit_line => {
                            let pad = " ".repeat((self.width - 3) / 2);
                            format!("{pad}{}{pad}", palette.paint(DIM, " . "))
                        }
                        Some(_) => blank.clone(),
                        None if m.is_empty() => blank.clone(),
                        None => {
                            // An absent mark is `·`, so that a lone mark never looks like a
                            // given in the middle of its cell.
                            let text: String = Digit::ALL
                                .iter()
                                .skip(self.width * line)
                                .take(self.width)
                                .map(|&d| if m.contains(d) { d.to_char() } else { '·' })
                                .collect();
                            let pad = self.width - text.chars().count();
                            palette.paint(DIM, &format!("{text}{}", " ".repeat(pad)))
                        }
                    };
                    out.push_str(&text);
                    out.push(' ');
                }
                out.push_str("|\n");
            }
        }
        out.push_str(&border);
        out
    }
}

/// The pencil-mark grid: every empty cell's candidates, columns padded to the widest entry.
/// Filled cells show as `=5`, so a cell with one candidate left is not mistaken for a filled one.
pub(crate) fn candidates(marks: &Candidates) -> String {
    let grid = marks.grid();
    let text = |cell: Cell| -> String {
        match grid.get(cell) {
            None => marks.get(cell).to_string(),
            Some(v) => format!("={v}"),
        }
    };
    let mut widths = [1usize; 9];
    for cell in Cell::all() {
        let w = &mut widths[cell.col()];
        *w = (*w).max(text(cell).len());
    }
    let mut border = String::from("+");
    for stack in widths.chunks(3) {
        let inner: usize = stack.iter().map(|w| w + 2).sum();
        border.push_str(&"-".repeat(inner));
        border.push('+');
    }
    border.push('\n');
    let mut out = String::new();
    for row in 0..9 {
        if row % 3 == 0 {
            out.push_str(&border);
        }
        for (col, width) in widths.iter().enumerate() {
            if col % 3 == 0 {
                out.push('|');
            }
            let Some(cell) = Cell::at(row, col) else {
                continue;
            };
            let _ = write!(out, " {:<width$} ", text(cell));
        }
        out.push_str("|\n");
    }
    out.push_str(&border);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn plain_board_marks_entries_with_parentheses() {
        let puzzle: Grid = PUZZLE.parse().unwrap();
        let mut b = puzzle;
        b.set(Cell::at(0, 2).unwrap(), sudoku_engine::Digit::new(4));
        let text = board(&puzzle, &b, Palette { color: false });
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "     1  2  3   4  5  6   7  8  9");
        assert_eq!(lines[1], "   +---------+---------+---------+");
        assert_eq!(lines[2], " 1 | 5  3 (4)| .  7  . | .  .  . |");
        assert_eq!(lines.len(), 14);
        assert!(
            lines
                .iter()
                .all(|l| l.len() == lines[1].len() || l == &lines[0])
        );
    }

    #[test]
    fn coloured_board_uses_ansi_and_keeps_text() {
        let puzzle: Grid = PUZZLE.parse().unwrap();
        let text = board(&puzzle, &puzzle, Palette { color: true });
        assert!(text.contains("\x1b["));
        let plain = anstream_strip(&text);
        assert_eq!(plain, board(&puzzle, &puzzle, Palette { color: false }));
    }

    fn anstream_strip(s: &str) -> String {
        let mut out = String::new();
        let mut chars = s.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                for c in chars.by_ref() {
                    if c == 'm' {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out
    }

    #[test]
    fn compact_marks_fit_24_lines_and_keep_every_mark_in_place() {
        let puzzle: Grid = PUZZLE.parse().unwrap();
        let mut b = puzzle;
        b.set(Cell::at(0, 2).unwrap(), sudoku_engine::Digit::new(4));
        let mut marks = Marks::default();
        let digits = |s: &str| s.chars().map(|c| Digit::from_char(c).unwrap()).collect();
        marks.set(Cell::at(0, 3).unwrap(), digits("126"));
        marks.set(Cell::at(8, 6).unwrap(), digits("9"));
        let text = game_board(&puzzle, &b, &marks, Palette { color: false });
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 22, "{text}");
        assert!(lines.iter().all(|l| l.chars().count() == 64), "{text}");
        assert_eq!(
            lines[0],
            "   +---1-----2-----3---+---4-----5-----6---+---7-----8-----9---+"
        );
        assert_eq!(
            lines[1],
            " 1 |   5     3    (4)  | 12···   7     .   |   .     .     .   |"
        );
        assert_eq!(
            lines[2],
            "   |                   | 6···              |                   |"
        );
        assert_eq!(
            lines[7],
            "   +-------------------+-------------------+-------------------+"
        );
        assert_eq!(
            lines[19],
            " 9 |   .     .     .   |   .     8     .   | ·····   7     9   |"
        );
        assert_eq!(
            lines[20],
            "   |                   |                   | ···9              |"
        );
        assert_eq!(lines[21], lines[7]);
        // Without marks the board is the compact one.
        let plain = game_board(&puzzle, &b, &Marks::default(), Palette { color: false });
        assert_eq!(plain, board(&puzzle, &b, Palette { color: false }));
    }

    #[test]
    fn candidates_grid_pads_columns() {
        let puzzle: Grid = PUZZLE.parse().unwrap();
        let text = candidates(&Candidates::new(&puzzle));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 13);
        assert!(lines[1].starts_with("| =5 "), "{}", lines[1]);
        assert!(lines[1].contains(" 124 "), "r1c3 candidates: {}", lines[1]);
        assert!(lines.iter().all(|l| l.len() == lines[0].len()));
    }
}
