//! Helpers for technique tests: positions built by hand from candidate lists.
extern crate std;
pub use std::string::ToString;

use super::Step;
use crate::{Candidates, Cell, Digit, DigitSet, Grid};

/// The digit `v` (1–9).
pub fn d(v: u8) -> Digit {
    Digit::new(v).unwrap()
}

/// The cell at 1-based row and column.
pub fn rc(r: usize, c: usize) -> Cell {
    Cell::at(r - 1, c - 1).unwrap()
}

/// A candidate state from a grid line.
pub fn from_line(line: &str) -> Candidates {
    Candidates::new(&line.parse::<Grid>().unwrap())
}

/// Keeps only `digits` (a string like "37") at the cell.
pub fn keep(pm: &mut Candidates, cell: Cell, digits: &str) {
    let mut set = DigitSet::EMPTY;
    for ch in digits.chars() {
        set = set.with(Digit::from_char(ch).unwrap());
    }
    pm.restrict(cell, set);
}

/// Removes `digit` from every cell of a unit except the listed ones.
pub fn confine(pm: &mut Candidates, unit: usize, digit: u8, except: &[Cell]) {
    for &i in &crate::geometry::UNIT_CELLS[unit] {
        let c = Cell::new(usize::from(i)).unwrap();
        if !except.contains(&c) {
            pm.eliminate(c, d(digit));
        }
    }
}

/// Units as the engine's numbers (rows 0–8, columns 9–17, boxes 18–26).
pub fn unit_codes(units: &[crate::Unit]) -> std::vec::Vec<usize> {
    units.iter().map(|u| u.code()).collect()
}

/// The eliminations of a step as sorted `(cell name, digit)`.
pub fn elims(step: &Step) -> std::vec::Vec<(std::string::String, u8)> {
    let mut v: std::vec::Vec<_> = step
        .eliminations
        .iter()
        .map(|&(c, d)| (c.to_string(), d.get()))
        .collect();
    v.sort();
    v
}

/// The first step of a finder by digits, digit by digit, as the ladder runs it.
pub fn each_digit(
    find: fn(&super::board::Board<'_>, Digit) -> Option<Step>,
    board: &super::board::Board<'_>,
) -> Option<Step> {
    Digit::ALL.into_iter().find_map(|d| find(board, d))
}

/// The first step of a finder by units, unit by unit, as the ladder runs it.
pub fn each_unit(
    find: fn(&super::board::Board<'_>, usize) -> Option<Step>,
    board: &super::board::Board<'_>,
) -> Option<Step> {
    (0..crate::geometry::UNITS).find_map(|u| find(board, u))
}

/// A xorshift stream, for thinning positions at random.
#[cfg(feature = "chains")]
pub fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
}

/// `line`'s candidates, each candidate of a cell with several removed with chance `round`
/// in 10 (the cells keep one at least).
#[cfg(feature = "chains")]
pub fn thinned(line: &str, round: u64, random: &mut impl FnMut() -> u64) -> Candidates {
    let mut pm = from_line(line);
    for cell in Cell::all() {
        for v in 1..=9 {
            if pm.get(cell).len() > 1 && random() % 10 < round {
                pm.eliminate(cell, Digit::new(v).unwrap());
            }
        }
    }
    pm
}

/// Hard puzzles whose positions, thinned at random, the chain checks' tests walk.
#[cfg(feature = "chains")]
pub const HARD: [&str; 3] = [
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
    "7.4.....2...8.1...3.........5.6..1..2...4...........5....37.....9....6...8.....9.",
];
