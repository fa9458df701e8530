//! The empty rectangle's pattern and sentence; found by `rater::empty_rectangle`.

use core::fmt;

use crate::{Cell, Digit, Unit};

/// An empty rectangle: in `block`, `digit` lies only in `row` and `column`, and `line`
/// holds it only at the two cells of `pair`, the first of them in `row` or `column`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct EmptyRectangle {
    /// The digit.
    pub digit: Digit,
    /// The box.
    pub block: Unit,
    /// The row through the box that holds its places for the digit with `column`.
    pub row: Unit,
    /// The column through the box that holds its places for the digit with `row`.
    pub column: Unit,
    /// A line outside the box with two places for the digit.
    pub line: Unit,
    /// The line's two places: the first in the box's row or column, the second in a line
    /// that crosses the box's other line where the digit goes.
    pub pair: [Cell; 2],
}

impl EmptyRectangle {
    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let EmptyRectangle {
            digit,
            block,
            row,
            column,
            line,
            pair: [x, y],
        } = self;
        write!(
            f,
            "in {block}, {digit} lies only in {row} and {column}, and {line} has its {digit} at \
             {x} or {y}"
        )
    }
}
