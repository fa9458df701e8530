//! The message area: what the last command said, wrapped to the area's width and cut into
//! pages of its height. A message longer than the area is read with PgDn and PgUp; the
//! last line of each page ends with a marker such as `(1/3 PgDn)`, so the player knows
//! there is more and how to get it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

/// Columns kept free at the end of each line of a paged message for its marker:
/// ` (99/99 PgDn)` and a space.
const MARKER_ROOM: usize = 14;

/// A message laid out for an area: its lines, page by page.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Pages {
    lines: Vec<String>,
    per_page: usize,
}

impl Pages {
    /// `text` wrapped for `area`: whole lines when it fits, else narrower lines that leave
    /// room for the page marker.
    pub(crate) fn new(text: &str, area: Rect) -> Pages {
        let (width, height) = (usize::from(area.width), usize::from(area.height).max(1));
        let mut lines = wrap(text, width);
        if lines.len() > height && width > 2 * MARKER_ROOM {
            lines = wrap(text, width - MARKER_ROOM);
        }
        Pages {
            lines,
            per_page: height,
        }
    }

    /// How many pages the message takes (at least one).
    pub(crate) fn count(&self) -> usize {
        self.lines.len().div_ceil(self.per_page).max(1)
    }

    /// The lines of page `page` (0-based; past the end, the last page).
    pub(crate) fn page(&self, page: usize) -> &[String] {
        let page = page.min(self.count() - 1);
        let start = page * self.per_page;
        let end = (start + self.per_page).min(self.lines.len());
        &self.lines[start.min(end)..end]
    }

    /// Draws page `page` into `area` (the area it was laid out for), with its marker when
    /// there is more than one page.
    pub(crate) fn draw(&self, page: usize, area: Rect, style: Style, buf: &mut Buffer) {
        let page = page.min(self.count() - 1);
        let lines = self.page(page);
        for (y, line) in (area.y..area.bottom()).zip(lines) {
            buf.set_stringn(area.x, y, line, usize::from(area.width), style);
        }
        if self.count() > 1 {
            let key = if page + 1 < self.count() {
                "PgDn"
            } else {
                "PgUp"
            };
            let marker = format!("({}/{} {key})", page + 1, self.count());
            let last = lines.len().saturating_sub(1) as u16;
            let y = area.y + last.min(area.height.saturating_sub(1));
            let x = area.right().saturating_sub(marker.len() as u16);
            buf.set_string(x, y, marker, Style::new().reversed());
        }
    }
}

/// `text` in lines of at most `width` characters: each of its lines broken at spaces
/// (a word longer than a line is cut), blank lines kept, the last blank lines dropped.
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        let mut length = 0;
        for word in paragraph.split_whitespace() {
            let mut word: Vec<char> = word.chars().collect();
            if length > 0 && length + 1 + word.len() > width {
                lines.push(std::mem::take(&mut line));
                length = 0;
            }
            while word.len() > width {
                let rest = word.split_off(width);
                lines.push(word.into_iter().collect());
                word = rest;
            }
            if length > 0 {
                line.push(' ');
                length += 1;
            }
            length += word.len();
            line.extend(word);
        }
        lines.push(line);
    }
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_break_at_spaces_and_long_words_are_cut() {
        assert_eq!(wrap("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap("abcdefghij x", 4), ["abcd", "efgh", "ij x"]);
        assert_eq!(wrap("a\n\nb\n\n", 10), ["a", "", "b"]);
        assert!(wrap("", 10).is_empty());
        for line in wrap(&"word ".repeat(100), 13) {
            assert!(line.chars().count() <= 13, "{line}");
        }
    }

    #[test]
    fn a_long_message_is_paged_with_room_for_the_marker() {
        let text = "a long line of words that goes on and on ".repeat(8);
        let area = Rect::new(0, 0, 80, 2);
        let pages = Pages::new(&text, area);
        assert!(pages.count() > 2);
        let mut buf = Buffer::empty(area);
        pages.draw(0, area, Style::new(), &mut buf);
        let last_row: String = (0..80).map(|x| buf[(x, 1)].symbol().to_string()).collect();
        assert!(last_row.ends_with(&format!("(1/{} PgDn)", pages.count())));
        // Every word is on some page, once, in order.
        let all: Vec<&str> = (0..pages.count())
            .flat_map(|p| pages.page(p))
            .flat_map(|l| l.split_whitespace())
            .collect();
        assert_eq!(all, text.split_whitespace().collect::<Vec<_>>());
        // Past the end is the last page.
        assert_eq!(pages.page(99), pages.page(pages.count() - 1));
    }

    #[test]
    fn a_short_message_is_one_page_without_a_marker() {
        let area = Rect::new(0, 0, 80, 2);
        let pages = Pages::new("r1c3 = 4; 50 cells left\n", area);
        assert_eq!(pages.count(), 1);
        let mut buf = Buffer::empty(area);
        pages.draw(3, area, Style::new(), &mut buf);
        let row: String = (0..80).map(|x| buf[(x, 0)].symbol().to_string()).collect();
        assert_eq!(row.trim_end(), "r1c3 = 4; 50 cells left");
        assert!(Pages::new("", area).page(0).is_empty());
    }
}
