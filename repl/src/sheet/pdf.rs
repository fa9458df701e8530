//! Pages as one PDF document, drawn with PDF's standard Helvetica (nothing embedded) in
//! WinAnsiEncoding, so texts are Latin-1 (titles' `·` among them); other characters print
//! as `?`.

use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str};

use crate::sheet::page::{Anchor, HEIGHT, Mark, Page, WIDTH};

/// Points per millimetre.
const PT: f32 = 72.0 / 25.4;
/// Helvetica's digits (and its average letter) are this wide, in em: enough to centre
/// the one-digit texts that are centred.
const DIGIT_WIDTH: f32 = 0.556;

const REGULAR: Name<'static> = Name(b"F1");
const BOLD: Name<'static> = Name(b"F2");

/// The pages as a PDF file.
pub(crate) fn document(pages: &[Page]) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let catalog = Ref::new(1);
    let tree = Ref::new(2);
    let regular = Ref::new(3);
    let bold = Ref::new(4);
    let first = 5;
    // Each page takes two objects: the page and its content stream.
    let page_ref = |i: usize| Ref::new(first + 2 * i as i32);
    let content_ref = |i: usize| Ref::new(first + 2 * i as i32 + 1);
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids((0..pages.len()).map(page_ref))
        .count(pages.len() as i32);
    pdf.type1_font(regular)
        .base_font(Name(b"Helvetica"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.type1_font(bold)
        .base_font(Name(b"Helvetica-Bold"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    for (i, page) in pages.iter().enumerate() {
        let mut p = pdf.page(page_ref(i));
        p.parent(tree)
            .media_box(Rect::new(0.0, 0.0, WIDTH * PT, HEIGHT * PT))
            .contents(content_ref(i));
        p.resources()
            .fonts()
            .pair(REGULAR, regular)
            .pair(BOLD, bold);
        p.finish();
        let content = draw(page);
        pdf.stream(content_ref(i), &content);
    }
    pdf.finish()
}

/// A page's content stream. PDF's y axis points up, from the bottom in points.
fn draw(page: &Page) -> Vec<u8> {
    let mut content = Content::new();
    let point = |(x, y): (f32, f32)| (x * PT, (HEIGHT - y) * PT);
    for mark in &page.marks {
        match mark {
            Mark::Line { from, to, width } => {
                let (a, b) = (point(*from), point(*to));
                content
                    .set_line_width(width * PT)
                    .move_to(a.0, a.1)
                    .line_to(b.0, b.1)
                    .stroke();
            }
            Mark::Text {
                at,
                size,
                text,
                anchor,
                bold,
                ink,
            } => {
                let [r, g, b] = ink.rgb().map(|c| f32::from(c) / 255.0);
                let size = size * PT;
                let bytes: Vec<u8> = text.chars().map(win_ansi).collect();
                let (mut x, y) = point(*at);
                if *anchor == Anchor::Middle {
                    x -= bytes.len() as f32 * DIGIT_WIDTH * size / 2.0;
                }
                content
                    .set_fill_rgb(r, g, b)
                    .begin_text()
                    .set_font(if *bold { BOLD } else { REGULAR }, size)
                    .next_line(x, y)
                    .show(Str(&bytes))
                    .end_text();
            }
        }
    }
    content.finish().into_vec()
}

/// A character's byte in WinAnsiEncoding, which agrees with Latin-1 on printable ASCII and
/// U+00A0 to U+00FF (`?` for the rest).
fn win_ansi(c: char) -> u8 {
    let byte = u8::try_from(u32::from(c)).unwrap_or(0);
    if matches!(byte, 0x20..=0x7e | 0xa0..=0xff) {
        byte
    } else {
        b'?'
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_1_is_kept_and_the_rest_is_a_question_mark() {
        let bytes: Vec<u8> = "3. hard · 6.6 é€\n".chars().map(win_ansi).collect();
        assert_eq!(bytes, b"3. hard \xb7 6.6 \xe9??");
    }
}
