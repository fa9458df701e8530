//! The player's pencil marks: for each cell, the digits the player has noted as possible.
//! They are the player's, not the computed candidates: nothing changes them but the player's
//! commands (and, when the setting is on, placing a digit, which removes it from its peers).

use std::fmt;

use sudoku_engine::{Cell, DigitSet};

/// Pencil marks for the 81 cells.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Marks([DigitSet; 81]);

impl Default for Marks {
    fn default() -> Marks {
        Marks([DigitSet::EMPTY; 81])
    }
}

impl fmt::Debug for Marks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Marks({self})")
    }
}

impl Marks {
    /// The marks of a cell.
    pub(crate) fn get(&self, cell: Cell) -> DigitSet {
        self.0[cell.index()]
    }

    /// Replaces the marks of a cell.
    pub(crate) fn set(&mut self, cell: Cell, digits: DigitSet) {
        self.0[cell.index()] = digits;
    }

    /// Whether any cell has a mark.
    pub(crate) fn any(&self) -> bool {
        self.0.iter().any(|m| !m.is_empty())
    }

    /// Parses the form [`fmt::Display`] writes: `r1c3:124 r2c2:7`, or `-` for none.
    pub(crate) fn parse(text: &str) -> Result<Marks, String> {
        let mut marks = Marks::default();
        let text = text.trim();
        if text == "-" {
            return Ok(marks);
        }
        for item in text.split_whitespace() {
            let (cell, digits) = parse_item(item)?;
            marks.set(cell, digits);
        }
        Ok(marks)
    }
}

/// `r1c3:124` as a cell and its digits.
pub(crate) fn parse_item(item: &str) -> Result<(Cell, DigitSet), String> {
    let (cell, digits) = item
        .split_once(':')
        .ok_or_else(|| format!("'{item}' is not CELL:DIGITS"))?;
    let cell = cell
        .parse::<Cell>()
        .map_err(|_| format!("'{cell}' is not a cell"))?;
    Ok((cell, parse_digits(digits)?))
}

/// `124` (or `-` for none) as a digit set.
pub(crate) fn parse_digits(text: &str) -> Result<DigitSet, String> {
    if text == "-" {
        return Ok(DigitSet::EMPTY);
    }
    text.chars()
        .map(|c| {
            sudoku_engine::Digit::from_char(c).ok_or_else(|| format!("'{c}' is not a digit 1-9"))
        })
        .collect()
}

/// A digit set as `124`, or `-` when empty.
pub(crate) struct DigitsText(pub DigitSet);

impl fmt::Display for DigitsText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            f.write_str("-")
        } else {
            write!(f, "{}", self.0)
        }
    }
}

impl fmt::Display for Marks {
    /// `r1c3:124 r2c2:7` for the marked cells in order, `-` when there are none.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for cell in Cell::all() {
            let m = self.get(cell);
            if m.is_empty() {
                continue;
            }
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{cell}:{m}")?;
        }
        if first {
            f.write_str("-")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_round_trip_through_text() {
        let mut m = Marks::default();
        assert_eq!(m.to_string(), "-");
        assert_eq!(Marks::parse("-"), Ok(m));
        m.set(Cell::at(0, 2).unwrap(), parse_digits("421").unwrap());
        m.set(Cell::at(8, 8).unwrap(), parse_digits("9").unwrap());
        assert_eq!(m.to_string(), "r1c3:124 r9c9:9");
        assert_eq!(Marks::parse(&m.to_string()), Ok(m));
        assert!(Marks::parse("r0c1:1").is_err());
        assert!(Marks::parse("r1c1:0").is_err());
        assert!(Marks::parse("r1c1").is_err());
    }
}
