//! What a walk's finders already know: the parts of the grid (digits, units) where a rung
//! of its order found nothing, for as long as their candidates stay as they were.
//!
//! Most rungs look for their pattern one part at a time (a fish in one digit's places, a
//! subset in one unit's cells) and find the same in a part whose candidates have not
//! changed. A walk's round changes a few digits and units, then climbs the same rungs as
//! the round before: each rung skips the parts where it found nothing and that have not
//! changed since. It finds the step it would have found (the first part with one, in the
//! same order), for a fraction of the work.
//!
//! Without feature `chains` (the Cortex-M0 images) the flash has no room for it: a
//! [`Quiet`] knows nothing there, and every rung looks everywhere.

use super::board::Board;
#[cfg(feature = "chains")]
use crate::geometry::{BOX_OF, CELLS, COL_OF, ROW_OF};

/// Most rungs an order has (the ladder; the score walk's order is shorter).
pub(super) const MAX_RUNGS: usize = 48;

/// A cell as [`Quiet`] remembers it: its candidates, and whether it is filled.
#[cfg(feature = "chains")]
const FILLED: u16 = 1 << 15;

/// The parts where each rung found nothing, and the position they were found in.
#[cfg(feature = "chains")]
pub(super) struct Quiet {
    /// Per rung, in its order: bit `d` for digit index `d` (rungs by digits) or bit `u` for
    /// unit `u` (rungs by units).
    rungs: [u32; MAX_RUNGS],
    /// The rungs by digits (bit `rung`); the others with a part are by units.
    by_digits: u64,
    /// Each cell's candidates, and [`FILLED`], in the position last seen.
    seen: [u16; CELLS],
}

#[cfg(feature = "chains")]
impl Quiet {
    /// Nothing known yet.
    pub(super) const fn new() -> Quiet {
        Quiet {
            rungs: [0; MAX_RUNGS],
            by_digits: 0,
            seen: [0; CELLS],
        }
    }

    /// Moves to the position of `board`: forgets what was known of the digits and units
    /// whose candidates (or filled cells) changed since the last position seen.
    // Out of line: one copy for every walk (flash on the Cortex-M0).
    #[inline(never)]
    pub(super) fn see(&mut self, board: &Board<'_>) {
        let (mut digits, mut units) = (0u32, 0u32);
        let now = board.pm.masks().iter().zip(board.pm.grid().cells());
        for (cell, (seen, (mask, &value))) in self.seen.iter_mut().zip(now).enumerate() {
            let now = mask.bits() | if value == 0 { 0 } else { FILLED };
            let changed = *seen ^ now;
            if changed == 0 {
                continue;
            }
            *seen = now;
            digits |= u32::from(changed & !FILLED);
            let unit = |table: &[u8; CELLS], first: u32| {
                table.get(cell).map_or(0, |&k| 1 << (first + u32::from(k)))
            };
            units |= unit(&ROW_OF, 0) | unit(&COL_OF, 9) | unit(&BOX_OF, 18);
        }
        for (rung, quiet) in self.rungs.iter_mut().enumerate() {
            let by_digits = self.by_digits >> rung & 1 != 0;
            *quiet &= !if by_digits { digits } else { units };
        }
    }

    /// Whether rung `rung` found nothing in `part` (a digit index or a unit) of a position
    /// with the candidates it has now.
    pub(super) fn knows(&self, rung: usize, part: usize) -> bool {
        self.rungs.get(rung).is_some_and(|&r| r >> part & 1 != 0)
    }

    /// Records that rung `rung`, a rung by digits if `by_digits`, found nothing in `part`
    /// of the position last seen.
    pub(super) fn learn(&mut self, rung: usize, by_digits: bool, part: usize) {
        if let Some(r) = self.rungs.get_mut(rung) {
            *r |= 1 << part;
            self.by_digits |= u64::from(by_digits) << rung;
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
    pub(super) fn learn(&mut self, _rung: usize, _by_digits: bool, _part: usize) {}
}
