//! A printed page as a list of strokes and texts, in millimetres from the top-left corner:
//! what the SVG and PDF writers both draw.

/// A4 width in millimetres.
pub(crate) const WIDTH: f32 = 210.0;
/// A4 height in millimetres.
pub(crate) const HEIGHT: f32 = 297.0;

/// An ink colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ink {
    /// Black: grid lines, givens, titles.
    Black,
    /// Grey: captions, and the digits an answer page fills in.
    Grey,
    /// Blue: the player's entries.
    Blue,
}

impl Ink {
    /// Red, green and blue, 0–255.
    pub(crate) fn rgb(self) -> [u8; 3] {
        match self {
            Ink::Black => [0, 0, 0],
            Ink::Grey => [110, 110, 110],
            Ink::Blue => [31, 95, 191],
        }
    }
}

/// Where a text stands relative to its point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Anchor {
    /// The point is the text's left end.
    Start,
    /// The point is the text's middle.
    Middle,
}

/// One thing drawn.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Mark {
    /// A straight line.
    Line {
        /// Start.
        from: (f32, f32),
        /// End.
        to: (f32, f32),
        /// Stroke width.
        width: f32,
    },
    /// A line of text (ASCII: the PDF uses a standard font without embedding one).
    Text {
        /// The baseline point.
        at: (f32, f32),
        /// Font size (em height).
        size: f32,
        /// The text.
        text: String,
        /// How it hangs off `at`.
        anchor: Anchor,
        /// Bold face.
        bold: bool,
        /// Colour.
        ink: Ink,
    },
}

/// One A4 page.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Page {
    /// What is drawn, in order.
    pub(crate) marks: Vec<Mark>,
}
