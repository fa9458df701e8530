//! The Sue de Coq pattern and sentence; found by `rater::sue_de_coq`.

use core::fmt;

use crate::rater::board::{bit, bits};
use crate::rater::sentence::list;
use crate::{Cell, DigitSet, Unit};

use super::list::{List, MAX_PATTERN_CELLS};

/// Sue de Coq: the `crossing` of a line and a box holds `digits`; with `line_cells` in the
/// rest of the line and `block_cells` in the rest of the box, the cells hold only as many
/// digits as there are cells, each digit confined to the line or the box.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SueDeCoq {
    /// The line.
    pub line: Unit,
    /// The box.
    pub block: Unit,
    /// The digits of the crossing.
    pub digits: DigitSet,
    /// The empty cells where the line and the box cross.
    pub crossing: List<Cell, 3>,
    /// The cells of the rest of the line in the pattern.
    pub line_cells: List<Cell, 3>,
    /// The cells of the rest of the box in the pattern.
    pub block_cells: List<Cell, 3>,
}

impl SueDeCoq {
    /// All the pattern's cells in grid order (the first ones of a larger pattern).
    pub(super) fn cells(&self) -> List<Cell, MAX_PATTERN_CELLS> {
        let parts = [&self.crossing, &self.line_cells, &self.block_cells];
        let set = parts
            .iter()
            .flat_map(|p| p.iter())
            .fold(0u128, |s, c| s | bit(c.index()));
        bits(set).filter_map(Cell::new).collect()
    }

    /// Why the step holds.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        list(f, self.cells().iter())?;
        write!(
            f,
            " in {} and {} hold only as many digits as cells, each digit confined to the line \
             or the box",
            self.line, self.block
        )
    }
}
