//! What a walk's finders already know: the parts of the grid (digits, units) where a rung
//! of its order found nothing, for as long as their candidates stay as they were.
//!
//! Most rungs look for their pattern one part at a time (a fish in one digit's places, a
//! subset in one unit's cells, locked candidates from one unit into the units crossing it)
//! and find the same in a part whose candidates have not changed. A walk's round changes a
//! few digits and units, then climbs the same rungs as the round before: each rung skips
//! the parts where it found nothing and that have not changed since. It finds the step it
//! would have found (the first part with one, in the same order), for a fraction of the
//! work.
//!
//! Without feature `chains` (the Cortex-M0 images) the flash has no room for it: a
//! [`Quiet`] knows nothing there, and every rung looks everywhere.

use super::board::Board;
#[cfg(feature = "chains")]
use crate::geometry::{CELLS, COL_OF, ROW_OF, unit_set_of};

/// Most rungs an order has (the ladder; the score walk's order is shorter).
pub(super) const MAX_RUNGS: usize = 48;

/// What a rung looks in, one part at a time.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Parts {
    /// Digit by digit (the digit's places).
    Digits,
    /// Unit by unit (the unit's cells).
    Units,
    /// Unit by unit, with the units crossing it (the cells of its band or stack, or of the
    /// band and the stack of a box).
    Crossings,
}

/// Per cell, the units whose crossings hold it: the rows and boxes of its band, the
/// columns and boxes of its stack.
#[cfg(feature = "chains")]
const CROSSINGS: [u32; CELLS] = {
    let mut table = [0u32; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (band, stack) = (ROW_OF[cell] / 3 * 3, COL_OF[cell] / 3 * 3);
        let rows = 0b111 << band;
        let columns = 0b111 << (9 + stack);
        let boxes = 0b111 << (18 + band) | 0b1001001 << (18 + stack / 3);
        table[cell] = rows | columns | boxes;
        cell += 1;
    }
    table
};

/// Most rungs of an order that remember their scans (aligned triplets; the two ALS
/// rungs).
#[cfg(feature = "chains")]
const SCANNING_RUNGS: usize = 2;

/// The cells (bit per cell) whose candidates are those of `before` (none without it).
#[cfg(feature = "chains")]
pub(super) fn unchanged_since(board: &Board<'_>, before: Option<&[u16; CELLS]>) -> u128 {
    let Some(before) = before else {
        return 0;
    };
    let mut unchanged = 0u128;
    for (cell, &b) in before.iter().enumerate() {
        if board.mask(cell).bits() == b {
            unchanged |= 1 << cell;
        }
    }
    unchanged
}

/// A cell as [`Quiet`] remembers it: its candidates, and whether it is filled.
#[cfg(feature = "chains")]
const FILLED: u16 = 1 << 15;

/// The parts where each rung found nothing, and the position they were found in.
#[cfg(feature = "chains")]
pub(super) struct Quiet {
    /// Per rung, in its order: bit `d` for digit index `d` (rungs by digits) or bit `u` for
    /// unit `u` (rungs by units or crossings).
    rungs: [u32; MAX_RUNGS],
    /// The rungs by digits (bit `rung`).
    by_digits: u64,
    /// The rungs by crossings (bit `rung`); the others with a part are by units.
    by_crossings: u64,
    /// Each cell's candidates, and [`FILLED`], in the position last seen.
    seen: [u16; CELLS],
    /// Per rung that remembers its scans ([`Quiet::scan_found_nothing`]), each cell's
    /// candidates in the last position where it looked everywhere and found nothing.
    empty_scans: heapless::Vec<(usize, [u16; CELLS]), SCANNING_RUNGS>,
}

#[cfg(feature = "chains")]
impl Quiet {
    /// Nothing known yet.
    pub(super) const fn new() -> Quiet {
        Quiet {
            rungs: [0; MAX_RUNGS],
            by_digits: 0,
            by_crossings: 0,
            seen: [0; CELLS],
            empty_scans: heapless::Vec::new(),
        }
    }

    /// Moves to the position of `board`: forgets what was known of the digits and units
    /// whose candidates (or filled cells) changed since the last position seen.
    // Out of line: one copy for every walk (flash on the Cortex-M4F).
    #[inline(never)]
    pub(super) fn see(&mut self, board: &Board<'_>) {
        let (mut digits, mut units, mut crossings) = (0u32, 0u32, 0u32);
        let now = board.pm.masks().iter().zip(board.pm.grid().cells());
        for (cell, (seen, (mask, &value))) in self.seen.iter_mut().zip(now).enumerate() {
            let now = mask.bits() | if value == 0 { 0 } else { FILLED };
            let changed = *seen ^ now;
            if changed == 0 {
                continue;
            }
            *seen = now;
            digits |= u32::from(changed & !FILLED);
            units |= unit_set_of(cell);
            crossings |= CROSSINGS.get(cell).copied().unwrap_or(u32::MAX);
        }
        for (rung, quiet) in self.rungs.iter_mut().enumerate() {
            *quiet &= !if self.by_digits >> rung & 1 != 0 {
                digits
            } else if self.by_crossings >> rung & 1 != 0 {
                crossings
            } else {
                units
            };
        }
    }

    /// Whether rung `rung` found nothing in `part` (a digit index or a unit) of a position
    /// with the candidates it has now.
    pub(super) fn knows(&self, rung: usize, part: usize) -> bool {
        self.rungs.get(rung).is_some_and(|&r| r >> part & 1 != 0)
    }

    /// Records that rung `rung`, which looks in `parts`, found nothing in `part` of the
    /// position last seen.
    pub(super) fn learn(&mut self, rung: usize, parts: Parts, part: usize) {
        if let Some(r) = self.rungs.get_mut(rung) {
            *r |= 1 << part;
            self.by_digits |= u64::from(parts == Parts::Digits) << rung;
            self.by_crossings |= u64::from(parts == Parts::Crossings) << rung;
        }
    }

    /// Each cell's candidates in the walk's last position where rung `rung` looked
    /// everywhere and found nothing, if there was one. Candidates only go as a walk goes
    /// on, so what the rung read there and reads unchanged now gives nothing now either.
    pub(super) fn empty_scan(&self, rung: usize) -> Option<&[u16; CELLS]> {
        self.empty_scans
            .iter()
            .find(|(r, _)| *r == rung)
            .map(|(_, masks)| masks)
    }

    /// Records that rung `rung` looked everywhere in the position of `board` and found
    /// nothing.
    pub(super) fn scan_found_nothing(&mut self, rung: usize, board: &Board<'_>) {
        let masks = core::array::from_fn(|cell| board.mask(cell).bits());
        match self.empty_scans.iter_mut().find(|(r, _)| *r == rung) {
            Some(slot) => slot.1 = masks,
            None => {
                // An order has no more rungs remembering scans than there are slots.
                let _ = self.empty_scans.push((rung, masks));
            }
        }
    }

    /// Whether some rung knows of some part.
    #[cfg(test)]
    pub(super) fn knows_something(&self) -> bool {
        self.rungs.iter().any(|&r| r != 0)
    }
}

/// Without `chains`: nothing known, ever.
#[cfg(not(feature = "chains"))]
pub(super) struct Quiet;

#[cfg(not(feature = "chains"))]
impl Quiet {
    /// Nothing known.
    pub(super) const fn new() -> Quiet {
        Quiet
    }

    /// Nothing to forget.
    pub(super) fn see(&mut self, _board: &Board<'_>) {}

    /// Never: every rung looks everywhere.
    pub(super) fn knows(&self, _rung: usize, _part: usize) -> bool {
        false
    }

    /// Nothing to record.
    pub(super) fn learn(&mut self, _rung: usize, _parts: Parts, _part: usize) {}
}

#[cfg(all(test, feature = "chains"))]
mod tests {
    use super::*;
    use crate::geometry::{UNIT_CELLS, UNITS};

    /// A cell's crossings are the units whose locked candidates can see it: the unit's own
    /// cells and those of every unit of the other kind (boxes for a line, lines for a box)
    /// that meets it.
    #[test]
    fn crossings_are_the_units_whose_locked_candidates_see_the_cell() {
        let cells = |u: usize| UNIT_CELLS[u].map(usize::from);
        for u in 0..UNITS {
            let others = if u >= 18 { 0..18 } else { 18..27 };
            let mut seen = [false; CELLS];
            for c in cells(u) {
                seen[c] = true;
            }
            for v in others.filter(|&v| cells(v).iter().any(|c| cells(u).contains(c))) {
                for c in cells(v) {
                    seen[c] = true;
                }
            }
            for (cell, &sees) in seen.iter().enumerate() {
                assert_eq!(CROSSINGS[cell] >> u & 1 != 0, sees, "unit {u} cell {cell}");
            }
        }
    }
}
