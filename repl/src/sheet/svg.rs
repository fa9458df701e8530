//! A page as an SVG document, A4 in millimetres.

use std::fmt::Write as _;

use crate::sheet::page::{Anchor, HEIGHT, Mark, Page, WIDTH};

/// The fonts asked for, most wanted first; every system has one of the last.
const FONTS: &str = "DejaVu Sans, Helvetica, Arial, sans-serif";

/// The page as a standalone SVG document.
pub(crate) fn page(page: &Page) -> String {
    let mut out = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}mm\" height=\"{HEIGHT}mm\" \
         viewBox=\"0 0 {WIDTH} {HEIGHT}\">\n\
         <rect width=\"{WIDTH}\" height=\"{HEIGHT}\" fill=\"white\"/>\n\
         <g stroke=\"black\" stroke-linecap=\"butt\">\n"
    );
    for mark in &page.marks {
        if let Mark::Line { from, to, width } = mark {
            let _ = writeln!(
                out,
                "<line x1=\"{:.2}\" y1=\"{:.2}\" x2=\"{:.2}\" y2=\"{:.2}\" stroke-width=\"{width}\"/>",
                from.0, from.1, to.0, to.1
            );
        }
    }
    let _ = writeln!(out, "</g>\n<g font-family=\"{FONTS}\">");
    for mark in &page.marks {
        if let Mark::Text {
            at,
            size,
            text,
            anchor,
            bold,
            ink,
        } = mark
        {
            let [r, g, b] = ink.rgb();
            let anchor = match anchor {
                Anchor::Start => "start",
                Anchor::Middle => "middle",
            };
            let weight = if *bold { " font-weight=\"bold\"" } else { "" };
            let _ = writeln!(
                out,
                "<text x=\"{:.2}\" y=\"{:.2}\" font-size=\"{size:.2}\" text-anchor=\"{anchor}\" \
                 fill=\"#{r:02x}{g:02x}{b:02x}\"{weight}>{}</text>",
                at.0,
                at.1,
                escape(text)
            );
        }
    }
    out.push_str("</g>\n</svg>\n");
    out
}

/// Text with XML's special characters escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::page::Ink;

    #[test]
    fn text_is_escaped() {
        let page = Page {
            marks: vec![Mark::Text {
                at: (1.0, 2.0),
                size: 3.0,
                text: "a<b & \"c\"".into(),
                anchor: Anchor::Start,
                bold: true,
                ink: Ink::Blue,
            }],
        };
        let svg = super::page(&page);
        assert!(svg.contains(">a&lt;b &amp; &quot;c&quot;</text>"), "{svg}");
        assert!(
            svg.contains("fill=\"#1f5fbf\" font-weight=\"bold\""),
            "{svg}"
        );
    }
}
