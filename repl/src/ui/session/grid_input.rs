//! The grid that follows a bare `load`, read row by row as it arrives.

use sudoku_engine::parse::GridLine;
use sudoku_engine::{Grid, ParseErrorKind};

use super::SessionError;
use crate::text::without_bom;

/// Most lines a grid after `load` may take: 9 rows, the frame around them and separators.
const GRID_LINES: usize = 24;

/// Reads the grid that follows a bare `load`: 9 rows (frames and separators are allowed),
/// or one 81-character line. Each row is checked as it arrives: the first bad one ends the
/// grid with an error naming it, and the lines after it are commands again. A blank line or
/// the end of input ends the grid early, and it takes at most [`GRID_LINES`] lines.
pub(super) fn read_grid(
    more: &mut dyn FnMut(&str) -> Option<String>,
) -> Result<Grid, SessionError> {
    let mut text = String::new();
    let mut rows = 0;
    let mut lines = 0;
    while rows < 9 && lines < GRID_LINES {
        lines += 1;
        let Some(line) = more("  grid> ") else {
            break;
        };
        // Pasted from a file that starts with one.
        let line = without_bom(&line);
        if line.trim().is_empty() {
            break;
        }
        let cells = GridLine::read(line.as_bytes()).cells;
        if rows == 0 && cells > 9 && !line.trim().contains(char::is_whitespace) {
            // The whole puzzle on one line (a grid row has at most 9 cells, or spaces).
            return Grid::parse_line(line.trim().as_bytes()).map_err(SessionError::NotAGrid);
        }
        text.push_str(line);
        text.push('\n');
        match Grid::parse_grid(text.as_bytes()) {
            Ok(grid) => return Ok(grid),
            Err(e) => match e.kind {
                // Not a mistake yet: more rows are coming.
                ParseErrorKind::TooFewRows(_) | ParseErrorKind::Empty => {}
                _ => return Err(SessionError::NotAGrid(e)),
            },
        }
        if cells > 0 {
            rows += 1;
        }
    }
    Grid::parse_grid(text.as_bytes()).map_err(SessionError::NotAGrid)
}
