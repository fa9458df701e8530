//! Unique loops (types 1–4): cells on one pair of digits, each seeing the next through a
//! row, column or box, that enter every such unit twice, would form a deadly pattern (the
//! two digits could be swapped along the loop, two solutions), so the cells with extra
//! digits keep the loop from being one. A rectangle is the loop of four; the ladder finds
//! those with `uniqueness` and loops of six or more here. Level hard, feature `chains`.
//!
//! The search is Sudoku Explainer's: from each bivalue cell, depth first through cells
//! holding both digits, changing the kind of unit at each step, at most two cells with
//! extra digits unless they all share one extra digit; a loop counts when each unit it
//! enters holds one cell at an even place of the loop and one at an odd place. The score
//! walk takes [`explainer_step`]: of every loop's steps, SE's first by difficulty, then
//! type.
//!
//! The pattern (`Loop`) and its sentence live in `pattern/uniqueness.rs`.

use super::board::{Board, at_most, bit, bits, peers, unit_bits};
use super::combinations::ascending;
use super::pattern::{List, Loop, MAX_LOOP_CELLS, Pattern, RectangleKind};
use super::{Step, Technique};
use crate::geometry::{BOX_OF, COL_OF, ROW_OF, UNIT_CELLS};
use crate::{Cell, Digit, DigitSet, Unit};

/// The unit of kind `kind` (SE's order: 0 box, 1 row, 2 column) holding cell `c`.
fn unit_of(kind: usize, c: usize) -> usize {
    let at = |table: &[u8; 81]| usize::from(table.get(c).copied().unwrap_or(0));
    match kind {
        0 => 18 + at(&BOX_OF),
        1 => at(&ROW_OF),
        _ => 9 + at(&COL_OF),
    }
}

/// The units of cell `c` as a bit set over unit numbers.
fn units_bits(c: usize) -> u32 {
    (0..3).fold(0, |acc, k| acc | 1 << unit_of(k, c))
}

/// Cell `c`'s place (0–8) in unit `u`.
fn place_in(u: usize, c: usize) -> usize {
    UNIT_CELLS[u]
        .iter()
        .position(|&x| usize::from(x) == c)
        .unwrap_or(0)
}

/// A depth-first search for loops on the pair `v1`, `v2`.
struct Search<'a, 'b, F: FnMut(&[usize]) -> bool> {
    b: &'a Board<'b>,
    pair: DigitSet,
    /// The cells that can be on a loop of the pair.
    cells: u128,
    /// The cells of the path.
    on_path: u128,
    path: [usize; MAX_LOOP_CELLS],
    len: usize,
    /// Units entered by cells at even and at odd places of the path.
    entered: [u32; 2],
    found: F,
}

impl<F: FnMut(&[usize]) -> bool> Search<'_, '_, F> {
    /// Extends the path by `cell`; returns whether `found` asked to stop.
    fn extend(&mut self, cell: usize, allowed_extra: i32, extra: DigitSet, last: usize) -> bool {
        let parity = self.len & 1;
        self.path[self.len] = cell;
        self.len += 1;
        self.on_path |= bit(cell);
        self.entered[parity] |= units_bits(cell);
        let stop = self.branch(cell, allowed_extra, extra, last);
        self.len -= 1;
        self.on_path &= !bit(cell);
        self.entered[parity] &= !units_bits(cell);
        stop
    }

    fn branch(&mut self, cell: usize, allowed_extra: i32, extra: DigitSet, last: usize) -> bool {
        let start = self.path[0];
        for kind in (0..3).filter(|&k| k != last) {
            // A unit's cells in grid order are its cells in SE's order.
            let open = (self.cells & !self.on_path) | bit(start);
            for next in bits(unit_bits(unit_of(kind, cell)) & open) {
                if next == start {
                    // Every unit entered twice, once at each parity.
                    if self.len >= 4
                        && self.entered[0] == self.entered[1]
                        && (self.found)(&self.path[..self.len])
                    {
                        return true;
                    }
                    continue;
                }
                let mask = self.b.mask(next);
                let more = extra.union(mask.difference(self.pair));
                if !(mask.len() == 2 || more.len() == 1 || allowed_extra > 0) {
                    continue;
                }
                // A unit entered twice at the same parity never closes into a loop.
                if self.len >= MAX_LOOP_CELLS || self.entered[self.len & 1] & units_bits(next) != 0
                {
                    continue;
                }
                let allowed = allowed_extra - i32::from(mask.len() > 2);
                if self.extend(next, allowed, more, kind) {
                    return true;
                }
            }
        }
        false
    }
}

/// The cells holding both digits of `pair`, but for `without`, that can be on a loop: each must see another in
/// units of two kinds (where the loop comes in and goes out), so the others go, until none
/// does. The search then never tries a cell that could not close a loop.
fn loop_cells(b: &Board<'_>, pair: DigitSet, without: u128) -> u128 {
    let mut cells = pair.iter().fold(!without, |acc, d| acc & b.cells_of(d));
    loop {
        let keep = bits(cells).fold(0u128, |acc, c| {
            let kinds = (0..3)
                .filter(|&k| unit_bits(unit_of(k, c)) & cells & !bit(c) != 0)
                .count();
            if kinds >= 2 { acc | bit(c) } else { acc }
        });
        if keep == cells {
            return cells;
        }
        cells = keep;
    }
}

/// Calls `found` with each loop (its cells in order) and its pair, SE's order: from each
/// bivalue cell in grid order, depth first. Stops when `found` returns `true`. Unlike SE, a
/// loop is not found again from its later bivalue cells (the same steps, found later).
/// Starts whose candidate cells are fewer than `shortest` are not searched.
fn each_loop(b: &Board<'_>, shortest: u32, mut found: impl FnMut(&[usize], DigitSet) -> bool) {
    for start in bits(b.bivalue()) {
        let pair = b.mask(start);
        // A loop through an earlier bivalue cell of the pair was found from that cell.
        let earlier = bits(b.bivalue() & (bit(start) - 1))
            .filter(|&c| b.mask(c) == pair)
            .fold(0u128, |acc, c| acc | bit(c));
        let cells = loop_cells(b, pair, earlier);
        // A loop holds its start, and `found` takes none shorter than `shortest`.
        if cells & bit(start) == 0 || at_most(cells, shortest.saturating_sub(1)) {
            continue;
        }
        let mut search = Search {
            b,
            pair,
            cells,
            on_path: 0,
            path: [0; MAX_LOOP_CELLS],
            len: 0,
            entered: [0; 2],
            found: |cells: &[usize]| found(cells, pair),
        };
        if search.extend(start, 2, DigitSet::EMPTY, 3) {
            return;
        }
    }
}

/// A loop step and SE's order key: difficulty in tenths, then type.
struct Found {
    step: Step,
    key: (u8, u8),
}

/// The loop's steps in SE's order, each passed to `emit` (which returns `true` to stop).
fn loop_steps(
    b: &Board<'_>,
    cells: &[usize],
    pair: DigitSet,
    mut emit: impl FnMut(Found) -> bool,
) -> bool {
    let base = 45
        + match cells.len() {
            0..=4 => 0,
            6 => 1,
            8 => 2,
            _ => 5,
        };
    let rectangle = cells.len() == 4;
    let technique = |kind: u8| match (rectangle, kind) {
        (true, 1) => Technique::UniqueRectangle,
        (true, 2) => Technique::UniqueRectangle2,
        (true, 3) => Technique::UniqueRectangle3,
        (true, _) => Technique::UniqueRectangle4,
        (false, 1) => Technique::UniqueLoop,
        (false, 2) => Technique::UniqueLoop2,
        (false, 3) => Technique::UniqueLoop3,
        (false, _) => Technique::UniqueLoop4,
    };
    let step = |kind: RectangleKind, t: u8, extra_tenths: u8| {
        let cells = cells.iter().filter_map(|&c| Cell::new(c)).collect();
        let pattern = Pattern::Loop(Loop {
            digits: pair,
            cells,
            kind,
        });
        let mut s = Step::new(technique(t), pattern);
        s.score = base + extra_tenths;
        Found {
            key: (s.score, t),
            step: s,
        }
    };
    let mut extra_cells = [0usize; MAX_LOOP_CELLS];
    let mut n = 0;
    for &c in cells {
        if b.mask(c).len() > 2 {
            extra_cells[n] = c;
            n += 1;
        }
    }
    let extra_cells = &extra_cells[..n];
    let extras = extra_cells
        .iter()
        .fold(DigitSet::EMPTY, |acc, &c| acc.union(b.mask(c)))
        .difference(pair);
    match extra_cells {
        [] => false,
        &[c] => {
            let mut f = step(RectangleKind::Corner, 1, 0);
            for d in pair.iter() {
                f.step.eliminate(c, d);
            }
            emit(f)
        }
        &[c1, c2] => {
            if extras.len() == 1 && type_2(b, extra_cells, extras, &step, &mut emit) {
                return true;
            }
            if extras.len() >= 2 && type_3(b, c1, c2, pair, extras, &step, &mut emit) {
                return true;
            }
            type_4(b, c1, c2, pair, &step, &mut emit)
        }
        _ => type_2(b, extra_cells, extras, &step, &mut emit),
    }
}

/// Type 2: the cells with extra digits share one, `extras`; one of them holds it, so the
/// cells seeing all of them lose it.
fn type_2(
    b: &Board<'_>,
    extra_cells: &[usize],
    extras: DigitSet,
    step: &impl Fn(RectangleKind, u8, u8) -> Found,
    emit: &mut impl FnMut(Found) -> bool,
) -> bool {
    let Some(x) = extras.iter().next() else {
        return false;
    };
    let seen = extra_cells.iter().fold(!0u128, |acc, &c| acc & peers(c));
    let mut f = step(RectangleKind::Extra { digit: x }, 2, 0);
    f.step.eliminate_all(seen & b.cells_of(x), x);
    f.step.is_useful() && emit(f)
}

/// Type 3: two cells with extra digits `extras` (two or more) in a shared unit: one holds an
/// extra digit, so it acts as one cell holding `extras`, in a naked subset with other cells
/// of the unit; or, without one of them, the pair and other digits are a hidden subset.
fn type_3(
    b: &Board<'_>,
    c1: usize,
    c2: usize,
    pair: DigitSet,
    extras: DigitSet,
    step: &impl Fn(RectangleKind, u8, u8) -> Found,
    emit: &mut impl FnMut(Found) -> bool,
) -> bool {
    let shared = b.mask(c1).intersection(b.mask(c2)).intersection(extras);
    for degree in 2..=7u32 {
        for kind in 0..3 {
            let u = unit_of(kind, c1);
            if u != unit_of(kind, c2) {
                continue;
            }
            let Some(unit) = Unit::from_code(u) else {
                continue;
            };
            let empty = (b.empty & unit_bits(u)).count_ones();
            let (i1, i2) = (place_in(u, c1), place_in(u, c2));
            if degree * 2 <= empty && degree >= extras.len() {
                // Only cells that can be in the subset: `c1`, and others with two digits
                // or more, not more than `degree` with the extra digits.
                let fits = |k: usize| {
                    let m = b.mask(usize::from(UNIT_CELLS[u][k]));
                    m.len() > 1 && m.union(extras).len() <= degree
                };
                let allowed = (0..9)
                    .filter(|&k| k == i1 || (k != i2 && fits(k)))
                    .fold(0u16, |acc, k| acc | 1 << k);
                for chosen in ascending(allowed, degree) {
                    if chosen & (1 << i1) == 0 || chosen & (1 << i2) != 0 {
                        continue;
                    }
                    let mut naked = shared;
                    let mut union = extras;
                    let mut others: List<usize, 6> = List::new();
                    let mut all_plural = true;
                    for k in bits(u128::from(chosen & !(1 << i1))) {
                        let c = usize::from(UNIT_CELLS[u][k]);
                        let m = b.mask(c);
                        all_plural &= m.len() > 1;
                        naked = naked.union(m);
                        union = union.union(m);
                        others.push(c);
                    }
                    if naked.len() != degree || !all_plural || union.len() != degree {
                        continue;
                    }
                    let mut f = step(
                        RectangleKind::Subset {
                            unit,
                            cells: others.iter().filter_map(|&c| Cell::new(c)).collect(),
                        },
                        3,
                        (degree - 1) as u8,
                    );
                    // SE (its plain-sudoku branch) clears the subset's digits from the
                    // unit's other cells only.
                    let rest = unit_bits(u)
                        & !(bit(c1) | bit(c2))
                        & !others.iter().fold(0u128, |acc, &c| acc | bit(c));
                    for d in union.iter() {
                        f.step.eliminate_all(rest & b.cells_of(d), d);
                    }
                    if f.step.is_useful() && emit(f) {
                        return true;
                    }
                }
            }
            if degree * 2 < empty {
                let mut rest = [Digit::ALL[0]; 9];
                let mut n = 0;
                for d in Digit::ALL {
                    if !pair.contains(d) && !extras.contains(d) {
                        rest[n] = d;
                        n += 1;
                    }
                }
                if (degree - 2) as usize > n {
                    continue;
                }
                for chosen in ascending((1 << n) - 1, degree - 2) {
                    let digits = bits(u128::from(chosen))
                        .map(|k| rest[k])
                        .fold(pair, |acc, d| acc.with(d));
                    let mut places = 0u16;
                    let mut each = true;
                    for d in digits.iter() {
                        let p = b.positions(u, d) & !(1 << i2);
                        each &= p != 0;
                        places |= p;
                    }
                    if !each || places.count_ones() != degree {
                        continue;
                    }
                    let hidden = places & !(1 << i1);
                    let cells: List<Cell, 6> = bits(u128::from(hidden))
                        .filter_map(|k| Cell::new(usize::from(UNIT_CELLS[u][k])))
                        .collect();
                    let mut f = step(
                        RectangleKind::Hidden {
                            unit,
                            digits,
                            cells,
                        },
                        3,
                        (hidden.count_ones() - 1) as u8,
                    );
                    for k in bits(u128::from(hidden)) {
                        let c = usize::from(UNIT_CELLS[u][k]);
                        for d in b.mask(c).difference(digits).iter() {
                            f.step.eliminate(c, d);
                        }
                    }
                    if f.step.is_useful() && emit(f) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// Type 4: in a unit holding both cells with extra digits, one digit of the pair goes only
/// there; one of them holds it, so neither holds the other digit.
fn type_4(
    b: &Board<'_>,
    c1: usize,
    c2: usize,
    pair: DigitSet,
    step: &impl Fn(RectangleKind, u8, u8) -> Found,
    emit: &mut impl FnMut(Found) -> bool,
) -> bool {
    let mut digits = pair.iter();
    let (Some(v1), Some(v2)) = (digits.next(), digits.next()) else {
        return false;
    };
    let both = bit(c1) | bit(c2);
    // SE keeps the last unit (box, row, column) where a digit is locked.
    let (mut lock1, mut lock2) = (None, None);
    for kind in 0..3 {
        let u = unit_of(kind, c1);
        if u != unit_of(kind, c2) {
            continue;
        }
        let others = unit_bits(u) & !both;
        if b.cells_of(v1) & others == 0 {
            lock1 = Some(u);
        }
        if b.cells_of(v2) & others == 0 {
            lock2 = Some(u);
        }
    }
    let (u, locked, other) = match (lock1, lock2) {
        (Some(u), _) => (u, v1, v2),
        (None, Some(u)) => (u, v2, v1),
        (None, None) => return false,
    };
    let Some(unit) = Unit::from_code(u) else {
        return false;
    };
    let mut f = step(
        RectangleKind::Locked {
            unit,
            digit: locked,
        },
        4,
        0,
    );
    f.step.eliminate_all(both & b.cells_of(other), other);
    f.step.is_useful() && emit(f)
}

/// A unique loop of six or more cells, any type: the first step of the first loop (one
/// rung for the four types, as one search finds them all).
pub(super) fn unique_loop(b: &Board<'_>) -> Option<Step> {
    let mut first = None;
    each_loop(b, 6, |cells, pair| {
        cells.len() >= 6
            && loop_steps(b, cells, pair, |f| {
                first = Some(f.step);
                true
            })
    });
    first
}

/// Sudoku Explainer's unique rectangle and loop step: of all loops' steps (rectangles too),
/// the first of the lowest difficulty, then the lowest type.
pub(super) fn explainer_step(b: &Board<'_>) -> Option<Step> {
    let mut best: Option<Found> = None;
    each_loop(b, 4, |cells, pair| {
        loop_steps(b, cells, pair, |f| {
            if best.as_ref().is_none_or(|x| f.key < x.key) {
                best = Some(f);
            }
            false
        })
    });
    best.map(|f| f.step)
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::super::test_util::*;
    use super::*;
    use crate::Candidates;

    /// The six cells r1c1, r1c4, r2c4, r2c7, r3c7, r3c1: two in each of rows 1–3, columns
    /// 1, 4, 7 and boxes 1–3, each seeing the next. Only they hold 1 and 2, with the
    /// candidates given (`None`: just 1 and 2); every other cell keeps 3–9.
    fn loop_position(cells: [Option<&str>; 6]) -> Candidates {
        let mut pm = from_line(&".".repeat(81));
        let at = [rc(1, 1), rc(1, 4), rc(2, 4), rc(2, 7), rc(3, 7), rc(3, 1)];
        for cell in Cell::all() {
            if !at.contains(&cell) {
                pm.eliminate(cell, d(1));
                pm.eliminate(cell, d(2));
            }
        }
        for (cell, digits) in at.into_iter().zip(cells) {
            keep(&mut pm, cell, digits.unwrap_or("12"));
        }
        pm
    }

    const LOOP: &str = "r1c1, r3c1, r3c7, r2c7, r2c4, r1c4 would form a deadly pattern on 1 and 2";

    #[test]
    fn type_1_clears_the_pair_from_the_one_cell_with_extra_digits() {
        let pm = loop_position([None, None, None, None, None, Some("127")]);
        let b = Board::new(&pm);
        let s = unique_loop(&b).unwrap();
        assert_eq!(s.technique, Technique::UniqueLoop);
        assert_eq!(
            elims(&s),
            [("r3c1".to_string(), 1), ("r3c1".to_string(), 2)]
        );
        assert_eq!(
            s.to_string(),
            std::format!("unique loop type 1: {LOOP}, so remove 1 from r3c1; 2 from r3c1")
        );
        // A loop of six scores 4.6; SE's step is the same.
        assert_eq!(s.score().to_string(), "4.6");
        assert_eq!(explainer_step(&b), Some(s));
    }

    #[test]
    fn type_2_clears_the_shared_extra_digit_from_cells_seeing_both() {
        let pm = loop_position([None, None, None, Some("128"), Some("128"), None]);
        let b = Board::new(&pm);
        let s = unique_loop(&b).unwrap();
        assert_eq!(s.technique, Technique::UniqueLoop2);
        // r2c7 and r3c7 share column 7 and box 3: 8 goes from their 13 other cells.
        let mut want: std::vec::Vec<_> = ["r1c7", "r4c7", "r5c7", "r6c7", "r7c7", "r8c7"]
            .into_iter()
            .chain(["r9c7", "r1c8", "r1c9", "r2c8", "r2c9", "r3c8", "r3c9"])
            .map(|c| (c.to_string(), 8))
            .collect();
        want.sort();
        assert_eq!(elims(&s), want);
        assert!(s.to_string().starts_with(&std::format!(
            "unique loop type 2: {LOOP} unless one of its cells with extra digits holds their extra digit, so remove 8 from r1c7, r1c8"
        )));
    }

    #[test]
    fn type_3_makes_a_naked_subset_of_the_extra_digits() {
        // r2c7 and r3c7 hold 8 and 9 beyond the pair; r5c7 holds only 8 and 9: one of the
        // two loop cells is 8 or 9, so with r5c7 they take both from column 7.
        let mut pm = loop_position([None, None, None, Some("128"), Some("129"), None]);
        keep(&mut pm, rc(5, 7), "89");
        let b = Board::new(&pm);
        let s = unique_loop(&b).unwrap();
        assert_eq!(s.technique, Technique::UniqueLoop3);
        let rows = [1, 4, 6, 7, 8, 9];
        let mut want: std::vec::Vec<_> = rows
            .iter()
            .flat_map(|r| [(std::format!("r{r}c7"), 8), (std::format!("r{r}c7"), 9)])
            .collect();
        want.sort();
        assert_eq!(elims(&s), want);
        // A pair with one other cell: 4.6 and a tenth.
        assert_eq!(s.score().to_string(), "4.7");
        assert!(
            s.to_string()
                .contains("their extra digits and r5c7 form a naked subset within column 7")
        );
        // SE takes the cheaper type 4 of the same loop (4.6): 1 is only in the two cells
        // within column 7, so neither is 2.
        let se = explainer_step(&b).unwrap();
        assert_eq!(se.technique, Technique::UniqueLoop4);
        assert_eq!(
            elims(&se),
            [("r2c7".to_string(), 2), ("r3c7".to_string(), 2)]
        );
    }

    #[test]
    fn type_4_clears_the_other_digit_when_one_is_locked_in_the_two_cells() {
        let pm = loop_position([None, None, None, Some("128"), Some("129"), None]);
        let s = unique_loop(&Board::new(&pm)).unwrap();
        assert_eq!(s.technique, Technique::UniqueLoop4);
        assert_eq!(
            elims(&s),
            [("r2c7".to_string(), 2), ("r3c7".to_string(), 2)]
        );
        // SE names the last unit (box, row, column order) where 1 is locked.
        assert_eq!(
            s.to_string(),
            std::format!(
                "unique loop type 4: {LOOP}; 1 can only go in its cells with extra digits \
                 within column 7, so one of them is 1, so remove 2 from r2c7, r3c7"
            )
        );
    }

    #[test]
    fn no_loop_without_every_unit_entered_twice_and_rectangles_are_not_loops() {
        // Five pair cells and one without the pair: no loop.
        let mut pm = loop_position([None, None, None, None, None, Some("127")]);
        keep(&mut pm, rc(3, 1), "37");
        assert!(unique_loop(&Board::new(&pm)).is_none());
        // A rectangle in two boxes is the rectangles' rung; SE's step finds it too (4.5).
        let mut pm = from_line(&".".repeat(81));
        for (r, c, ds) in [(1, 2, "38"), (1, 5, "38"), (2, 2, "38"), (2, 5, "138")] {
            keep(&mut pm, rc(r, c), ds);
        }
        for cell in Cell::all() {
            if ![rc(1, 2), rc(1, 5), rc(2, 2), rc(2, 5)].contains(&cell) {
                pm.eliminate(cell, d(3));
                pm.eliminate(cell, d(8));
            }
        }
        let b = Board::new(&pm);
        assert!(unique_loop(&b).is_none());
        let s = explainer_step(&b).unwrap();
        assert_eq!(s.technique, Technique::UniqueRectangle);
        assert_eq!(s.score().to_string(), "4.5");
        assert_eq!(
            elims(&s),
            [("r2c5".to_string(), 3), ("r2c5".to_string(), 8)]
        );
    }
}
