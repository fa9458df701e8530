//! Puzzles on A4 pages: where each grid goes, its lines and digits, titles and captions.

use sudoku_engine::{Cell, Grid};

use crate::sheet::page::{Anchor, HEIGHT, Ink, Mark, Page, WIDTH};
use crate::sheet::{Item, PerPage};

/// The page margin, millimetres.
const MARGIN: f32 = 15.0;
/// Room at the bottom of the page for the page number.
const FOOTER: f32 = 8.0;
/// Room above a grid for its title.
const TITLE: f32 = 7.0;
/// Room below a grid for its caption, and between puzzles.
const CAPTION: f32 = 6.0;
const GAP: f32 = 4.0;
/// The largest grid, on a page of one.
const LARGEST: f32 = 170.0;
/// Lines between cells.
pub(crate) const THIN: f32 = 0.3;
/// Lines around boxes and the grid.
pub(crate) const THICK: f32 = 1.1;

/// The square a grid fills: left, top (millimetres from the page's top-left) and side,
/// for the puzzle in place `slot` (0-based, across then down) of a page.
pub fn grid_square(per_page: PerPage, slot: usize) -> (f32, f32, f32) {
    let (cols, rows) = per_page.grid();
    let slot_w = (WIDTH - 2.0 * MARGIN) / cols as f32;
    let slot_h = (HEIGHT - 2.0 * MARGIN - FOOTER) / rows as f32;
    let side = (slot_w - 2.0 * GAP)
        .min(slot_h - TITLE - CAPTION - GAP)
        .min(LARGEST);
    let (col, row) = (slot % cols, slot / cols);
    let left = MARGIN + col as f32 * slot_w + (slot_w - side) / 2.0;
    let top = MARGIN + row as f32 * slot_h + TITLE;
    (left, top, side)
}

/// The pages for `items`: the puzzles, then (with `answers`) their solutions in the same
/// places. A puzzle without a known solution shows its givens alone there.
pub(crate) fn pages(items: &[Item], per_page: PerPage, answers: bool) -> Vec<Page> {
    let chunks: Vec<&[Item]> = items.chunks(per_page.count()).collect();
    let total = chunks.len() * if answers { 2 } else { 1 };
    let mut pages = Vec::with_capacity(total);
    for chunk in &chunks {
        let mut page = Page::default();
        for (slot, item) in chunk.iter().enumerate() {
            let board = item.entries.as_ref().unwrap_or(&item.puzzle);
            let square = grid_square(per_page, slot);
            puzzle(&mut page, square, &item.puzzle, board, Ink::Blue);
            labels(&mut page, square, &item.title, &item.caption);
        }
        pages.push(page);
    }
    if answers {
        for chunk in &chunks {
            let mut page = Page::default();
            for (slot, item) in chunk.iter().enumerate() {
                let square = grid_square(per_page, slot);
                let solved = item.solution.as_ref().unwrap_or(&item.puzzle);
                puzzle(&mut page, square, &item.puzzle, solved, Ink::Grey);
                let title = format!("Answer: {}", item.title);
                labels(&mut page, square, &title, &item.caption);
            }
            pages.push(page);
        }
    }
    for (i, page) in pages.iter_mut().enumerate() {
        page.marks.push(Mark::Text {
            at: (WIDTH / 2.0, HEIGHT - MARGIN + 4.0),
            size: 3.0,
            text: format!("page {} of {total}", i + 1),
            anchor: Anchor::Middle,
            bold: false,
            ink: Ink::Grey,
        });
    }
    pages
}

/// A grid: its lines, the givens in black and the other digits of `board` in `fill`.
fn puzzle(
    page: &mut Page,
    (left, top, side): (f32, f32, f32),
    givens: &Grid,
    board: &Grid,
    fill: Ink,
) {
    let cell = side / 9.0;
    for k in (0..=9).filter(|k| k % 3 != 0) {
        let at = k as f32 * cell;
        line(page, (left + at, top), (left + at, top + side), THIN);
        line(page, (left, top + at), (left + side, top + at), THIN);
    }
    // Thick lines run past the corners by half their width, so the corners are square.
    let over = THICK / 2.0;
    for k in (0..=9).step_by(3) {
        let at = k as f32 * cell;
        line(
            page,
            (left + at, top - over),
            (left + at, top + side + over),
            THICK,
        );
        line(
            page,
            (left - over, top + at),
            (left + side + over, top + at),
            THICK,
        );
    }
    let size = cell * 0.62;
    for c in Cell::all() {
        let Some(digit) = board.get(c) else {
            continue;
        };
        let given = !givens.is_empty_at(c);
        let x = left + (c.col() as f32 + 0.5) * cell;
        // Digits are about 0.72 em tall: the baseline sits that much below the centre.
        let y = top + (c.row() as f32 + 0.5) * cell + 0.36 * size;
        page.marks.push(Mark::Text {
            at: (x, y),
            size,
            text: digit.to_string(),
            anchor: Anchor::Middle,
            bold: false,
            ink: if given { Ink::Black } else { fill },
        });
    }
}

fn line(page: &mut Page, from: (f32, f32), to: (f32, f32), width: f32) {
    page.marks.push(Mark::Line { from, to, width });
}

/// The title above a grid and the caption below it.
fn labels(page: &mut Page, (left, top, side): (f32, f32, f32), title: &str, caption: &str) {
    let size = if side > 100.0 { 4.5 } else { 3.6 };
    page.marks.push(Mark::Text {
        at: (left, top - THICK - 1.5),
        size,
        text: title.to_string(),
        anchor: Anchor::Start,
        bold: true,
        ink: Ink::Black,
    });
    page.marks.push(Mark::Text {
        at: (left, top + side + THICK + 3.5),
        size: 2.8,
        text: caption.to_string(),
        anchor: Anchor::Start,
        bold: false,
        ink: Ink::Grey,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grids_stay_on_the_page_and_apart() {
        for per_page in [PerPage::One, PerPage::Two, PerPage::Four, PerPage::Six] {
            let squares: Vec<_> = (0..per_page.count())
                .map(|slot| grid_square(per_page, slot))
                .collect();
            for &(left, top, side) in &squares {
                assert!(
                    left >= MARGIN && left + side <= WIDTH - MARGIN,
                    "{per_page:?}"
                );
                assert!(top - TITLE >= MARGIN, "{per_page:?}");
                assert!(
                    top + side + CAPTION <= HEIGHT - MARGIN - FOOTER,
                    "{per_page:?}"
                );
                assert!(
                    side >= 60.0,
                    "{per_page:?}: {side} mm is too small to write in"
                );
            }
            for (i, a) in squares.iter().enumerate() {
                for b in &squares[i + 1..] {
                    let apart = a.0 + a.2 + GAP <= b.0 || b.0 + b.2 + GAP <= a.0;
                    let apart = apart || a.1 + a.2 + CAPTION <= b.1 - TITLE;
                    assert!(apart, "{per_page:?}: {a:?} and {b:?} overlap");
                }
            }
        }
    }

    #[test]
    fn answer_pages_follow_and_every_page_is_numbered() {
        let puzzle = Grid::parse_line(
            b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let item = Item {
            puzzle,
            entries: None,
            solution: None,
            title: "title".into(),
            caption: "caption".into(),
        };
        let pages = pages(&vec![item; 5], PerPage::Four, true);
        assert_eq!(pages.len(), 4);
        let texts = |page: &Page| {
            page.marks
                .iter()
                .filter_map(|m| match m {
                    Mark::Text { text, .. } => Some(text.clone()),
                    Mark::Line { .. } => None,
                })
                .collect::<Vec<_>>()
        };
        assert!(texts(&pages[3]).contains(&"page 4 of 4".to_string()));
        assert!(texts(&pages[2]).contains(&"Answer: title".to_string()));
        // 30 givens in each of the four puzzles on page 1.
        let digits = texts(&pages[0]).iter().filter(|t| t.len() == 1).count();
        assert_eq!(digits, 4 * 30);
    }
}
