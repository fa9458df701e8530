//! Where things go on the screen: the board's cells, the key panel, the status and message
//! lines, for the terminal's size.

use ratatui::layout::Rect;
use sudoku_engine::Cell;

/// The smallest terminal the board fits.
pub const MIN_WIDTH: u16 = 80;
/// The smallest terminal the board fits.
pub const MIN_HEIGHT: u16 = 24;

/// Columns a cell takes (its pencil marks are a 3×3 grid of `1 2 3`).
pub const CELL_WIDTH: u16 = 7;
/// Rows a cell takes with room for 3×3 pencil marks.
const TALL_CELL: u16 = 3;
/// Rows a cell takes on a short terminal: marks 1–5 on the first line, 6–9 on the second.
const SHORT_CELL: u16 = 2;
/// The key panel's width, right of the board.
const PANEL_WIDTH: u16 = 13;
/// Lines under the board: the status line and at least this many message lines.
const MIN_MESSAGE_LINES: u16 = 1;

/// The board's width: nine cells and four box lines.
const BOARD_WIDTH: u16 = 9 * CELL_WIDTH + 4;

/// The screen, cut up for a terminal of a given size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The board with its frame.
    pub board: Rect,
    /// Rows per cell: 3 (marks as a 3×3 grid) or 2 (marks on two lines).
    pub cell_height: u16,
    /// The key panel.
    pub panel: Rect,
    /// The status line.
    pub status: Rect,
    /// Messages from the last command.
    pub messages: Rect,
}

impl Layout {
    /// The layout for a terminal `area`, or `None` when it is smaller than
    /// [`MIN_WIDTH`]×[`MIN_HEIGHT`].
    pub fn new(area: Rect) -> Option<Layout> {
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            return None;
        }
        let tall = board_height(TALL_CELL) + 1 + MIN_MESSAGE_LINES <= area.height;
        let cell_height = if tall { TALL_CELL } else { SHORT_CELL };
        let height = board_height(cell_height);
        let left = area.x + (area.width - MIN_WIDTH) / 2;
        let board = Rect::new(left, area.y, BOARD_WIDTH, height);
        let panel = Rect::new(left + BOARD_WIDTH, area.y, PANEL_WIDTH, height);
        let status = Rect::new(left, area.y + height, MIN_WIDTH, 1);
        let messages = Rect::new(left, status.y + 1, MIN_WIDTH, area.height - height - 1);
        Some(Layout {
            board,
            cell_height,
            panel,
            status,
            messages,
        })
    }

    /// The top-left corner of a cell's rectangle.
    pub fn cell_origin(&self, cell: Cell) -> (u16, u16) {
        let (row, col) = (cell.row() as u16, cell.col() as u16);
        (
            self.board.x + 1 + col * CELL_WIDTH + col / 3,
            self.board.y + 1 + row * self.cell_height + row / 3,
        )
    }

    /// The cell at a screen position, if any (for mouse clicks): box lines belong to no cell.
    pub fn cell_at(&self, x: u16, y: u16) -> Option<Cell> {
        let col = along(x.checked_sub(self.board.x)?, CELL_WIDTH)?;
        let row = along(y.checked_sub(self.board.y)?, self.cell_height)?;
        Cell::at(row, col)
    }
}

/// The board's height with cells `cell_height` rows tall: nine cells and four box lines.
const fn board_height(cell_height: u16) -> u16 {
    9 * cell_height + 4
}

/// Which of nine cells `offset` (from the frame's first line) falls in, along one axis
/// where each cell is `size` wide and a line comes before every third cell.
fn along(offset: u16, size: u16) -> Option<usize> {
    let band = 3 * size + 1;
    let (boxes, within) = (offset / band, offset % band);
    if within == 0 || boxes >= 3 {
        return None;
    }
    Some(usize::from(boxes * 3 + (within - 1) / size))
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
    fn the_board_and_its_lines_fit_80_by_24() {
        let layout = Layout::new(Rect::new(0, 0, 80, 24)).unwrap();
        assert_eq!(layout.cell_height, SHORT_CELL);
        assert!(layout.messages.height >= 1);
        assert!(layout.messages.bottom() <= 24);
        assert!(layout.panel.right() <= 80);
        let tall = Layout::new(Rect::new(0, 0, 80, 40)).unwrap();
        assert_eq!(tall.cell_height, TALL_CELL);
    }

    #[test]
    fn every_cell_is_found_where_it_is_drawn() {
        for height in [24, 40] {
            let layout = Layout::new(Rect::new(3, 1, 100, height)).unwrap();
            for cell in Cell::all() {
                let (x, y) = layout.cell_origin(cell);
                for dx in 0..CELL_WIDTH {
                    for dy in 0..layout.cell_height {
                        assert_eq!(layout.cell_at(x + dx, y + dy), Some(cell));
                    }
                }
            }
            // The frame and the box lines select nothing.
            let b = layout.board;
            assert_eq!(layout.cell_at(b.x, b.y + 1), None);
            assert_eq!(layout.cell_at(b.x + 1 + 3 * CELL_WIDTH, b.y + 1), None);
            assert_eq!(layout.cell_at(b.right() - 1, b.y + 1), None);
            assert_eq!(layout.cell_at(b.x + 1, b.bottom() - 1), None);
            assert_eq!(layout.cell_at(b.right(), b.y + 1), None);
        }
    }
}
