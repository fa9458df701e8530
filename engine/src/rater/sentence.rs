//! Pieces of step sentences that several families share: lists of cells, units and digits.

use core::fmt;

use crate::{DigitSet, Unit, UnitKind};

/// Writes items separated by `, `.
pub(super) fn list<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    items: impl IntoIterator<Item = T>,
) -> fmt::Result {
    for (k, item) in items.into_iter().enumerate() {
        if k > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

/// Writes units as `rows 2, 7` (all of one kind, as fish lines are) or `row 2, column 7`.
pub(super) fn unit_list(f: &mut fmt::Formatter<'_>, units: &[Unit]) -> fmt::Result {
    match units.first() {
        Some(first) if units.iter().all(|u| u.kind() == first.kind()) => {
            f.write_str(match first.kind() {
                UnitKind::Row => "rows ",
                UnitKind::Column => "columns ",
                UnitKind::Box => "boxes ",
            })?;
            list(f, units.iter().map(|u| u.index() + 1))
        }
        _ => list(f, units.iter()),
    }
}

/// Writes digits as `3 and 7` or `1, 4 and 6`.
pub(super) fn digit_list(f: &mut fmt::Formatter<'_>, digits: DigitSet) -> fmt::Result {
    let n = digits.len();
    for (k, d) in digits.iter().enumerate() {
        if k > 0 {
            f.write_str(if k + 1 == n as usize { " and " } else { ", " })?;
        }
        write!(f, "{d}")?;
    }
    Ok(())
}

/// Writes `{cells} would form a deadly pattern on {digits}`, the start of every unique
/// rectangle's sentence and a remote pair's (`{cells} hold only {digits}`).
pub(super) fn cells_holding(
    f: &mut fmt::Formatter<'_>,
    cells: impl IntoIterator<Item = crate::Cell>,
    verb: &str,
    digits: DigitSet,
) -> fmt::Result {
    list(f, cells)?;
    f.write_str(verb)?;
    digit_list(f, digits)
}
