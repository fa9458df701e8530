//! Clue symmetries: which cells must be given or empty together.

use core::fmt;
use core::str::FromStr;

use crate::geometry::{CELLS, COL_OF, ROW_OF};
use crate::grid::Grid;

/// Which clue patterns the generator may leave: a symmetric puzzle has a cell empty exactly
/// when its images under the symmetry are.
///
/// ```
/// use sudoku_engine::Symmetry;
/// assert_eq!(Symmetry::default(), Symmetry::Rotational);
/// assert_eq!("mirror".parse::<Symmetry>(), Ok(Symmetry::Mirror));
/// assert_eq!(Symmetry::Rotational90.to_string(), "rotational90");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[non_exhaustive]
pub enum Symmetry {
    /// Any pattern: no symmetry asked for.
    None,
    /// Clues symmetric under a 180° rotation (r, c with 8 − r, 8 − c): what newspapers,
    /// puzzle books and Tatham's Solo print, hence the default.
    #[default]
    Rotational,
    /// Clues symmetric under a 90° rotation (four cells together; the centre alone).
    Rotational90,
    /// Clues symmetric left to right (r, c with r, 8 − c).
    Mirror,
    /// Clues symmetric about the main diagonal (r, c with c, r).
    Diagonal,
}

impl Symmetry {
    /// Every symmetry, in the order of their names in messages.
    pub const ALL: [Symmetry; 5] = [
        Symmetry::None,
        Symmetry::Rotational,
        Symmetry::Rotational90,
        Symmetry::Mirror,
        Symmetry::Diagonal,
    ];

    /// The lowercase name: `none`, `rotational`, `rotational90`, `mirror` or `diagonal`.
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::Rotational90 => "rotational90",
            Symmetry::Mirror => "mirror",
            Symmetry::Diagonal => "diagonal",
        }
    }

    /// The cells that must be given or empty together with cell `i` (`i` first, then its
    /// images; a cell its own image appears once). `n` of the four slots are used.
    pub(crate) fn orbit(self, i: usize) -> Orbit {
        let (r, c) = (usize::from(ROW_OF[i]), usize::from(COL_OF[i]));
        let at = |r: usize, c: usize| r * 9 + c;
        let mut orbit = Orbit {
            cells: [i; 4],
            n: 1,
        };
        match self {
            Symmetry::None => {}
            Symmetry::Rotational => orbit.add(CELLS - 1 - i),
            Symmetry::Rotational90 => {
                orbit.add(at(c, 8 - r));
                orbit.add(CELLS - 1 - i);
                orbit.add(at(8 - c, r));
            }
            Symmetry::Mirror => orbit.add(at(r, 8 - c)),
            Symmetry::Diagonal => orbit.add(at(c, r)),
        }
        orbit
    }

    /// Whether the givens of `puzzle` have this symmetry.
    ///
    /// ```
    /// use sudoku_engine::{Level, Symmetry, generate};
    /// assert!(Symmetry::Rotational.holds(&generate(Level::Easy, 1).unwrap()));
    /// ```
    pub fn holds(self, puzzle: &Grid) -> bool {
        let cells = puzzle.cells();
        (0..CELLS).all(|i| {
            let orbit = self.orbit(i);
            orbit
                .cells()
                .iter()
                .all(|&j| (cells[j] == 0) == (cells[i] == 0))
        })
    }
}

/// A cell and its images under a symmetry: one, two or four distinct cells.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Orbit {
    cells: [usize; 4],
    n: usize,
}

impl Orbit {
    /// Adds `cell` unless it is already there.
    fn add(&mut self, cell: usize) {
        if !self.cells().contains(&cell) {
            self.cells[self.n] = cell;
            self.n += 1;
        }
    }

    /// The cells, the one asked about first.
    pub(crate) fn cells(&self) -> &[usize] {
        &self.cells[..self.n]
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// A word that names no symmetry.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ParseSymmetryError;

impl fmt::Display for ParseSymmetryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown symmetry; expected ")?;
        for (k, s) in Symmetry::ALL.iter().enumerate() {
            let sep = match k {
                0 => "",
                k if k + 1 == Symmetry::ALL.len() => " or ",
                _ => ", ",
            };
            write!(f, "{sep}{s}")?;
        }
        Ok(())
    }
}

impl core::error::Error for ParseSymmetryError {}

impl FromStr for Symmetry {
    type Err = ParseSymmetryError;

    /// Parses a symmetry name, ignoring ASCII case.
    fn from_str(s: &str) -> Result<Symmetry, ParseSymmetryError> {
        Symmetry::ALL
            .into_iter()
            .find(|y| y.name().eq_ignore_ascii_case(s))
            .ok_or(ParseSymmetryError)
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::string::ToString;

    /// Cell index of row `r`, column `c` (both 0-based), for cases written by hand.
    fn rc(r: usize, c: usize) -> usize {
        r * 9 + c
    }

    #[test]
    fn orbits_by_hand() {
        let cells = |s: Symmetry, i| s.orbit(i).cells().to_vec();
        // r1c2 (0-based r0c1) and its images.
        assert_eq!(cells(Symmetry::None, rc(0, 1)), [rc(0, 1)]);
        assert_eq!(cells(Symmetry::Rotational, rc(0, 1)), [rc(0, 1), rc(8, 7)]);
        assert_eq!(
            cells(Symmetry::Rotational90, rc(0, 1)),
            [rc(0, 1), rc(1, 8), rc(8, 7), rc(7, 0)]
        );
        assert_eq!(cells(Symmetry::Mirror, rc(0, 1)), [rc(0, 1), rc(0, 7)]);
        assert_eq!(cells(Symmetry::Diagonal, rc(0, 1)), [rc(0, 1), rc(1, 0)]);
        // Cells on the axis are their own images.
        for s in Symmetry::ALL {
            assert_eq!(cells(s, rc(4, 4)), [rc(4, 4)], "{s}");
        }
        assert_eq!(cells(Symmetry::Mirror, rc(2, 4)), [rc(2, 4)]);
        assert_eq!(cells(Symmetry::Diagonal, rc(6, 6)), [rc(6, 6)]);
        assert_eq!(cells(Symmetry::Rotational, rc(4, 0)), [rc(4, 0), rc(4, 8)]);
    }

    #[test]
    fn orbits_partition_the_grid() {
        for s in Symmetry::ALL {
            for i in 0..CELLS {
                let orbit = s.orbit(i);
                for &j in orbit.cells() {
                    let mut a = s.orbit(j).cells().to_vec();
                    let mut b = orbit.cells().to_vec();
                    a.sort();
                    b.sort();
                    assert_eq!(a, b, "{s} {i} {j}");
                }
            }
        }
    }

    #[test]
    fn names_round_trip() {
        for s in Symmetry::ALL {
            assert_eq!(s.to_string().parse::<Symmetry>(), Ok(s));
            assert_eq!(s.name().to_uppercase().parse::<Symmetry>(), Ok(s));
        }
        assert_eq!("spiral".parse::<Symmetry>(), Err(ParseSymmetryError));
        assert_eq!(
            ParseSymmetryError.to_string(),
            "unknown symmetry; expected none, rotational, rotational90, mirror or diagonal"
        );
    }

    #[test]
    fn holds_by_hand() {
        let mut cells = [0u8; CELLS];
        cells[rc(0, 1)] = 5;
        let grid = |cells| Grid::from_cells(cells).unwrap();
        assert!(Symmetry::None.holds(&grid(cells)));
        assert!(!Symmetry::Rotational.holds(&grid(cells)));
        cells[rc(8, 7)] = 3;
        let g = grid(cells);
        assert!(Symmetry::Rotational.holds(&g));
        assert!(!Symmetry::Rotational90.holds(&g));
        assert!(!Symmetry::Mirror.holds(&g));
        assert!(!Symmetry::Diagonal.holds(&g));
        // The four corners of a 90° orbit, and a diagonal pair.
        cells = [0; CELLS];
        for (i, d) in [(rc(0, 1), 1), (rc(1, 8), 2), (rc(8, 7), 3), (rc(7, 0), 4)] {
            cells[i] = d;
        }
        assert!(Symmetry::Rotational90.holds(&grid(cells)));
        assert!(Symmetry::Rotational.holds(&grid(cells)));
        cells = [0; CELLS];
        cells[rc(2, 5)] = 1;
        cells[rc(5, 2)] = 2;
        assert!(Symmetry::Diagonal.holds(&grid(cells)));
        assert!(!Symmetry::Mirror.holds(&grid(cells)));
    }
}
