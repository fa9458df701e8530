//! Printable puzzle sheets: puzzles laid out on A4 pages (1, 2, 4 or 6 to a page) with a
//! title and a caption each, optional answer pages, written as SVG or PDF.
//!
//! Layout first ([`layout`] turns puzzles into [`page::Page`]s of lines and text in
//! millimetres), then a writer per format ([`svg`], [`pdf`]): both draw the same pages.

pub(crate) mod export;
pub(crate) mod file;
pub mod layout;
pub(crate) mod page;
pub(crate) mod pdf;
pub(crate) mod svg;

use sudoku_engine::Grid;

/// One puzzle to print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Item {
    /// The givens.
    pub(crate) puzzle: Grid,
    /// The player's board (givens and entries), printed with the entries in a second
    /// colour; `None` prints the givens alone.
    pub(crate) entries: Option<Grid>,
    /// Its unique solution, for the answer pages.
    pub(crate) solution: Option<Grid>,
    /// Above the grid: `3. hard · 6.6 · seed 44` (see [`crate::game::title`]).
    pub(crate) title: String,
    /// Under the grid, small: how to get it again.
    pub(crate) caption: String,
}

/// How many puzzles a page holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PerPage {
    /// One, large.
    #[default]
    One,
    /// Two, one above the other.
    Two,
    /// Four, two by two.
    Four,
    /// Six, two across and three down.
    Six,
}

impl PerPage {
    /// From the count a user gives; `None` for counts other than 1, 2, 4 and 6.
    pub fn new(count: u32) -> Option<PerPage> {
        match count {
            1 => Some(PerPage::One),
            2 => Some(PerPage::Two),
            4 => Some(PerPage::Four),
            6 => Some(PerPage::Six),
            _ => None,
        }
    }

    /// The puzzles on a page.
    pub(crate) fn count(self) -> usize {
        let (cols, rows) = self.grid();
        cols * rows
    }

    /// Columns and rows of puzzles on a page.
    pub(crate) fn grid(self) -> (usize, usize) {
        match self {
            PerPage::One => (1, 1),
            PerPage::Two => (1, 2),
            PerPage::Four => (2, 2),
            PerPage::Six => (2, 3),
        }
    }
}

/// A sheet's file format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// SVG: one document per page.
    Svg,
    /// PDF: one document, all pages.
    Pdf,
}

impl Format {
    /// The format's name, as `--format` and file extensions spell it.
    pub fn name(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Pdf => "pdf",
        }
    }

    /// The format a file name asks for by its extension (`.svg`, `.pdf`, any case).
    pub fn of_path(path: &std::path::Path) -> Option<Format> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        match ext.as_str() {
            "svg" => Some(Format::Svg),
            "pdf" => Some(Format::Pdf),
            _ => None,
        }
    }
}
