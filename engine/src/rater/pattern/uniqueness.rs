//! Uniqueness patterns and their sentences (unique rectangles, unique loops, BUG); found by
//! `rater::uniqueness`, `rater::unique_loops` and `rater::graves`.

use core::fmt;

use crate::rater::sentence::{cells_holding, digit_list, list};
use crate::{Cell, Digit, DigitSet, Unit};

use super::list::List;
#[cfg(feature = "chains")]
use super::list::MAX_PATTERN_CELLS;

/// A unique rectangle: four corners in two rows, two columns and two boxes would form a
/// deadly pattern on `digits` (two solutions) but for what `kind` says.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Rectangle {
    /// The two digits of the deadly pattern.
    pub digits: DigitSet,
    /// The bivalue corners first, then the others: for [`RectangleKind::Corner`] three and
    /// one; else the floor's two and the roof's two.
    pub corners: [Cell; 4],
    /// What keeps the rectangle from being deadly.
    pub kind: RectangleKind,
}

/// How a unique rectangle's corners with extra digits are resolved.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RectangleKind {
    /// Type 1: the last corner has extra digits, so it holds one of them.
    Corner,
    /// Type 2: both roof corners have one extra `digit`, so one of them holds it.
    Extra {
        /// The extra digit.
        digit: Digit,
    },
    /// Type 3: the roof's extra digits and `cells` form a naked subset within `unit`.
    Subset {
        /// The unit the roof shares with the subset.
        unit: Unit,
        /// The subset's cells besides the roof.
        cells: List<Cell, 6>,
    },
    /// Type 3, hidden: with one roof cell, `cells` hold the only places of `digits` (the
    /// pair and others) within `unit`, so they lose their other digits.
    Hidden {
        /// The unit the roof shares with the subset.
        unit: Unit,
        /// The subset's digits: the pair's and others.
        digits: DigitSet,
        /// The subset's cells besides the roof.
        cells: List<Cell, 6>,
    },
    /// Type 4: `digit` of the pair can only go in the roof within `unit`, so the roof
    /// loses the pair's other digit.
    Locked {
        /// The unit the roof shares.
        unit: Unit,
        /// The pair's digit locked in the roof.
        digit: Digit,
    },
}

impl Rectangle {
    /// The rectangle of `digits` on cells `corners`, resolved by `kind`.
    pub(crate) fn new(
        digits: DigitSet,
        corners: [usize; 4],
        kind: RectangleKind,
    ) -> Option<Rectangle> {
        let [a, b, c, d] = corners;
        let corners = [Cell::new(a)?, Cell::new(b)?, Cell::new(c)?, Cell::new(d)?];
        Some(Rectangle {
            digits,
            corners,
            kind,
        })
    }

    /// The corners, then a type 3's subset cells.
    pub(super) fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        let subset = match &self.kind {
            RectangleKind::Subset { cells, .. } | RectangleKind::Hidden { cells, .. } => &cells[..],
            _ => &[],
        };
        self.corners.into_iter().chain(subset.iter().copied())
    }

    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        cells_holding(
            f,
            self.corners,
            " would form a deadly pattern on ",
            self.digits,
        )?;
        self.kind.tell("the last two", f)
    }
}

impl RectangleKind {
    /// What keeps the pattern from being deadly; `extra` names its cells with extra digits.
    fn tell(&self, extra: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RectangleKind::Corner => Ok(()),
            RectangleKind::Extra { .. } => {
                write!(f, " unless one of {extra} holds their extra digit")
            }
            RectangleKind::Subset { unit, cells } => {
                write!(
                    f,
                    " unless one of {extra} holds an extra digit; their extra digits and "
                )?;
                list(f, cells.iter())?;
                write!(f, " form a naked subset within {unit}")
            }
            RectangleKind::Hidden {
                unit,
                digits,
                cells,
            } => {
                write!(f, " unless one of {extra} holds an extra digit; so ")?;
                digit_list(f, *digits)?;
                f.write_str(" can only go in ")?;
                list(f, cells.iter())?;
                write!(f, " and one of {extra} within {unit}")
            }
            RectangleKind::Locked { unit, digit } => write!(
                f,
                "; {digit} can only go in {extra} within {unit}, so one of them is {digit}"
            ),
        }
    }
}

/// Most cells of a unique loop: two in each row it enters.
#[cfg(feature = "chains")]
pub const MAX_LOOP_CELLS: usize = 18;

/// A unique loop: cells on one pair of `digits`, two in each row, column and box they enter,
/// each seeing the next, would form a deadly pattern (two solutions) but for what `kind`
/// says of the loop's cells with extra digits.
#[cfg(feature = "chains")]
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Loop {
    /// The two digits of the deadly pattern.
    pub digits: DigitSet,
    /// The cells in loop order.
    pub cells: List<Cell, MAX_LOOP_CELLS>,
    /// What keeps the loop from being deadly.
    pub kind: RectangleKind,
}

#[cfg(feature = "chains")]
impl Loop {
    /// The loop's cells, then a type 3's subset cells.
    pub(super) fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        let subset = match &self.kind {
            RectangleKind::Subset { cells, .. } | RectangleKind::Hidden { cells, .. } => &cells[..],
            _ => &[],
        };
        self.cells.iter().chain(subset.iter()).copied()
    }

    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        cells_holding(
            f,
            self.cells.iter().copied(),
            " would form a deadly pattern on ",
            self.digits,
        )?;
        self.kind.tell("its cells with extra digits", f)
    }
}

/// BUG+1: every empty cell but `cell` has two candidates, and `digit` appears three times
/// in `cell`'s row, column and box; without it the grid would be a deadly pattern.
#[cfg(feature = "chains")]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Bug {
    /// The one cell with three candidates.
    pub cell: Cell,
    /// The digit it must hold.
    pub digit: Digit,
}

#[cfg(feature = "chains")]
impl Bug {
    /// The whole sentence: BUG+1 places a digit.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Bug { cell: c, digit: d } = self;
        write!(
            f,
            "every other empty cell has two candidates; without {d} (three times in its row, \
             column and box) {c} would leave a deadly pattern, so {c} is {d}"
        )
    }
}

/// A bivalue universal grave with several cells beyond it (types 2–4): without their
/// `extra` digits, every empty cell would hold two candidates and every digit two places in
/// each unit, a deadly pattern, so one of `cells` holds one of its extra digits.
#[cfg(feature = "chains")]
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Grave {
    /// The cells beyond the grave.
    pub cells: List<Cell, MAX_PATTERN_CELLS>,
    /// Their extra digits.
    pub extra: DigitSet,
    /// What follows.
    pub kind: GraveKind,
}

/// What follows from a bivalue universal grave's cells.
#[cfg(feature = "chains")]
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GraveKind {
    /// Type 2: one extra digit, so the cells seeing all of them lose it.
    Extra,
    /// Type 3: the extra digits and `cells` form a naked subset within `unit`.
    Subset {
        /// The unit.
        unit: Unit,
        /// The subset's other cells.
        cells: List<Cell, 5>,
    },
    /// Type 4: the two cells share `digit` of the grave within `unit`; one holds it, so
    /// each keeps only it and its extra digits.
    Locked {
        /// The unit the two cells share.
        unit: Unit,
        /// The digit of the grave they share.
        digit: Digit,
    },
}

#[cfg(feature = "chains")]
impl Grave {
    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("without their extra digits (")?;
        digit_list(f, self.extra)?;
        f.write_str(") ")?;
        list(f, self.cells.iter())?;
        f.write_str(" would leave a deadly pattern, so one of them holds one")?;
        match &self.kind {
            GraveKind::Extra => Ok(()),
            GraveKind::Subset { unit, cells } => {
                f.write_str("; with ")?;
                list(f, cells.iter())?;
                write!(f, " they form a naked subset within {unit}")
            }
            GraveKind::Locked { unit, digit } => {
                write!(f, "; within {unit} one of them is {digit}")
            }
        }
    }
}
