//! Where things go on the screen: the board's cells, the side panel (status and keys) and
//! the message area, for the terminal's size. The board takes the largest cells that leave
//! the message area enough lines; the panel takes the rest of the board's rows, and the
//! message area the whole width under them.

use ratatui::layout::Rect;
use sudoku_engine::Cell;

/// The smallest terminal the board fits.
pub(crate) const MIN_WIDTH: u16 = 80;
/// The smallest terminal the board fits.
pub(crate) const MIN_HEIGHT: u16 = 24;

/// The side panel's narrowest width, right of the board.
const PANEL_WIDTH: u16 = 13;

/// How big a cell is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CellSize {
    /// Columns.
    pub(crate) width: u16,
    /// Rows: 2 puts the marks on two lines (`12345` over `6789`), 3 or more as a 3×3 grid.
    pub(crate) height: u16,
    /// Thin lines between the cells of a box, so the marks of neighbouring cells stay
    /// apart; without them only the box lines separate cells.
    pub(crate) lines: bool,
}

/// The cell sizes the board is drawn with, largest first, each with the fewest message
/// lines it must leave: a larger board is not worth a hint that no longer fits.
const SIZES: [(CellSize, u16); 6] = [
    (cells(11, 5, true), 10),
    (cells(9, 4, true), 8),
    (cells(9, 3, true), 6),
    (cells(7, 3, true), 3),
    (cells(7, 3, false), 2),
    (cells(7, 2, false), 2),
];

const fn cells(width: u16, height: u16, lines: bool) -> CellSize {
    CellSize {
        width,
        height,
        lines,
    }
}

impl CellSize {
    /// The board's width or height with cells `size` long: nine cells, four box lines, and
    /// six thin lines when there are any.
    const fn board(self, size: u16) -> u16 {
        9 * size + if self.lines { 10 } else { 4 }
    }

    /// Columns and rows of the whole board.
    const fn board_size(self) -> (u16, u16) {
        (self.board(self.width), self.board(self.height))
    }

    /// Which of nine cells `offset` (from the frame's first line) falls in, along an axis
    /// where each cell is `size` long; lines belong to no cell.
    fn along(self, offset: u16, size: u16) -> Option<usize> {
        let (index, within) = if self.lines {
            (offset / (size + 1), offset % (size + 1))
        } else {
            let band = 3 * size + 1;
            let (boxes, within) = (offset / band, offset % band);
            (boxes * 3 + within.saturating_sub(1) / size, within)
        };
        (within != 0 && index < 9).then_some(usize::from(index))
    }

    /// Where cell `index` (0–8) starts along an axis, from the frame's first line.
    const fn start(self, index: u16, size: u16) -> u16 {
        1 + index * size + if self.lines { index } else { index / 3 }
    }

    /// Whether `offset` along an axis is a line: a box line (thick) or, with thin lines,
    /// a line between two cells of a box.
    pub(crate) fn line_at(self, offset: u16, size: u16) -> Option<Line> {
        let (step, per_box) = if self.lines {
            (size + 1, 3)
        } else {
            (3 * size + 1, 1)
        };
        if !offset.is_multiple_of(step) {
            return None;
        }
        Some(if (offset / step).is_multiple_of(per_box) {
            Line::Thick
        } else {
            Line::Thin
        })
    }
}

/// The weight of a line of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Line {
    /// Around a box.
    Thick,
    /// Between two cells of a box.
    Thin,
}

/// The screen, cut up for a terminal of a given size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    /// The board with its frame.
    pub(crate) board: Rect,
    /// How big the cells are.
    pub(crate) cells: CellSize,
    /// The side panel: the status and the keys.
    pub(crate) panel: Rect,
    /// Messages from the last command, as wide as the terminal.
    pub(crate) messages: Rect,
}

impl Layout {
    /// The layout for a terminal `area`, or `None` when it is smaller than
    /// [`MIN_WIDTH`]×[`MIN_HEIGHT`].
    pub(crate) fn new(area: Rect) -> Option<Layout> {
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            return None;
        }
        let fits = |&&(size, lines): &&(CellSize, u16)| {
            let (width, height) = size.board_size();
            width + PANEL_WIDTH <= area.width && height + lines <= area.height
        };
        let (cells, _) = *SIZES.iter().find(fits).unwrap_or(&SIZES[SIZES.len() - 1]);
        let (width, height) = cells.board_size();
        let board = Rect::new(area.x, area.y, width, height);
        let panel = Rect::new(board.right(), area.y, area.width - width, height);
        let messages = Rect::new(area.x, board.bottom(), area.width, area.height - height);
        Some(Layout {
            board,
            cells,
            panel,
            messages,
        })
    }

    /// The top-left corner of a cell's rectangle.
    pub(crate) fn cell_origin(&self, cell: Cell) -> (u16, u16) {
        let (row, col) = (cell.row() as u16, cell.col() as u16);
        (
            self.board.x + self.cells.start(col, self.cells.width),
            self.board.y + self.cells.start(row, self.cells.height),
        )
    }

    /// A cell's rectangle.
    pub(crate) fn cell_area(&self, cell: Cell) -> Rect {
        let (x, y) = self.cell_origin(cell);
        Rect::new(x, y, self.cells.width, self.cells.height)
    }

    /// The cell at a screen position, if any (for mouse clicks): lines belong to no cell.
    pub(crate) fn cell_at(&self, x: u16, y: u16) -> Option<Cell> {
        let col = (self.cells).along(x.checked_sub(self.board.x)?, self.cells.width)?;
        let row = (self.cells).along(y.checked_sub(self.board.y)?, self.cells.height)?;
        Cell::at(row, col)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn too_small_terminals_get_no_layout() {
        assert!(Layout::new(Rect::new(0, 0, 79, 40)).is_none());
        assert!(Layout::new(Rect::new(0, 0, 120, 23)).is_none());
    }

    #[test]
    fn the_board_and_two_message_lines_fit_80_by_24() {
        let layout = Layout::new(Rect::new(0, 0, 80, 24)).unwrap();
        assert_eq!(layout.cells, cells(7, 2, false));
        assert_eq!(layout.messages, Rect::new(0, 22, 80, 2));
        assert_eq!(layout.panel, Rect::new(67, 0, 13, 22));
    }

    #[test]
    fn larger_terminals_get_larger_cells_and_wider_messages() {
        let at_100 = Layout::new(Rect::new(0, 0, 100, 40)).unwrap();
        assert_eq!(at_100.cells, cells(7, 3, true));
        assert_eq!(at_100.messages.width, 100);
        assert!(at_100.messages.height >= 3);
        let at_120 = Layout::new(Rect::new(0, 0, 120, 50)).unwrap();
        assert!(at_120.board.width > at_100.board.width);
        assert_eq!(at_120.messages.width, 120);
        assert!(at_120.messages.height >= 6);
        let huge = Layout::new(Rect::new(0, 0, 300, 100)).unwrap();
        assert_eq!(huge.cells, SIZES[0].0);
        assert!(huge.panel.right() <= 300 && huge.messages.bottom() <= 100);
    }

    #[test]
    fn every_cell_is_found_where_it_is_drawn() {
        for (size, lines) in SIZES {
            let (width, height) = size.board_size();
            let area = Rect::new(3, 1, width + PANEL_WIDTH, height + lines);
            let layout = Layout::new(area).unwrap();
            assert_eq!(layout.cells, size, "{area:?}");
            for cell in Cell::all() {
                let r = layout.cell_area(cell);
                for p in r.positions() {
                    assert_eq!(layout.cell_at(p.x, p.y), Some(cell));
                }
                // The line right of and under a cell selects nothing: every cell's with
                // thin lines, else the last of a box's.
                if size.lines || cell.col() % 3 == 2 {
                    assert_eq!(layout.cell_at(r.right(), r.y), None, "{size:?} {cell}");
                }
                if size.lines || cell.row() % 3 == 2 {
                    assert_eq!(layout.cell_at(r.x, r.bottom()), None, "{size:?} {cell}");
                }
            }
            let b = layout.board;
            assert_eq!(layout.cell_at(b.x, b.y + 1), None);
            assert_eq!(layout.cell_at(b.right(), b.y + 1), None);
            assert_eq!(layout.cell_at(b.x + 1, b.bottom()), None);
        }
    }

    #[test]
    fn box_lines_are_thick_and_cell_lines_thin() {
        let size = cells(7, 3, true);
        assert_eq!(size.line_at(0, 7), Some(Line::Thick));
        assert_eq!(size.line_at(8, 7), Some(Line::Thin));
        assert_eq!(size.line_at(24, 7), Some(Line::Thick));
        assert_eq!(size.line_at(5, 7), None);
        let plain = cells(7, 2, false);
        assert_eq!(plain.line_at(7, 2), Some(Line::Thick));
        assert_eq!(plain.line_at(3, 2), None);
    }
}
