//! Sudoku Explainer's "advanced" implications of dynamic forcing chains (+): when a branch
//! has nothing left to follow, SE runs locked candidates, hidden pairs, naked pairs and
//! X-Wings, in that order, on the branch's grid, and takes every elimination of the first of
//! them that has any whose reason the branch itself made (an elimination that needs none of
//! the branch's removals already holds without it). Each such elimination becomes an off
//! potential whose parents are the removals its rule needed.
//!
//! The order matters (it decides which parents later potentials get), so the rules are
//! searched in SE's order, and the eliminations of one hint come in the order of a Java
//! `HashMap` keyed by cell index, as SE lists them.

use super::branch::{CROSSINGS, lockable};
use super::implication::{NONE, Run, Store, potential};
use crate::rater::board::{at_most, bit, bits, exactly_two, several, unit_bits};

/// SE's region of type `kind` (0 box, 1 row, 2 column) and index: our unit number.
const fn unit(kind: usize, i: usize) -> usize {
    match kind {
        0 => 18 + i,
        1 => i,
        _ => 9 + i,
    }
}

/// Pairs of 0..9 in the order of SE's `Permutations(2, 9)`: by the larger, then the smaller.
fn pairs() -> impl Iterator<Item = (usize, usize)> {
    (1..9).flat_map(|b| (0..b).map(move |a| (a, b)))
}

/// What the rules see: the branch's grid and the grid it started from.
pub(crate) struct View<'a> {
    /// The branch's grid (candidates it removed are gone).
    pub grid: &'a [u128; 9],
    /// The grid the branch started from.
    pub saved: &'a [u128; 9],
    /// Cells without a digit (SE counts them for subsets).
    pub empty: u128,
    /// Per digit index, how many cells hold the digit (SE's fish skip digits placed often).
    pub placed: [u8; 9],
}

/// Appends to `out` the off objects of the first rule that gives any (see the module's
/// documentation). Returns whether a rule gave any.
pub(crate) fn advanced(
    view: &View<'_>,
    run: &Run,
    store: &mut Store,
    out: &mut heapless::Vec<u16, 729>,
) -> bool {
    let mut e = Emit {
        run,
        store,
        out,
        any: false,
    };
    locking(view, &mut e);
    if !e.any {
        hidden_pairs(view, &mut e);
    }
    if !e.any {
        naked_pairs(view, &mut e);
    }
    if !e.any {
        x_wings(view, &mut e);
    }
    e.any
}

/// Turns hints into off objects.
struct Emit<'a> {
    run: &'a Run,
    store: &'a mut Store,
    out: &'a mut heapless::Vec<u16, 729>,
    any: bool,
}

impl Emit<'_> {
    /// One hint: its eliminations (cell, digit mask) in SE's insertion order, and the off
    /// potentials it rests on. A hint resting on nothing the branch did is dropped.
    fn hint(&mut self, removable: &[(usize, u16)], parents: &[u16]) {
        if parents.is_empty() || removable.is_empty() {
            return;
        }
        self.any = true;
        // A Java HashMap of cell indices: buckets by index modulo its capacity (16, doubled
        // past three quarters full), insertion order within a bucket.
        let mut cap = 16;
        while removable.len() * 4 > cap * 3 {
            cap *= 2;
        }
        let mut order: heapless::Vec<(usize, usize, u16), 81> = removable
            .iter()
            .enumerate()
            .map(|(k, &(c, m))| (k, c, m))
            .collect();
        order.sort_unstable_by_key(|&(k, c, _)| (c & (cap - 1), k));
        for (_, c, m) in order {
            for d in bits(u128::from(m)) {
                let o = self.store.add(potential(c, d, false), NONE);
                if o == NONE {
                    return;
                }
                for &p in parents {
                    let q = self.run.get(p);
                    if q != NONE {
                        self.store.push_parent(o, q);
                    }
                }
                let _ = self.out.push(o);
            }
        }
    }
}

/// The off potentials of `cells` for digit `d` that the branch removed.
fn removed(view: &View<'_>, cells: u128, d: usize, parents: &mut heapless::Vec<u16, 81>) {
    for c in bits(cells & view.saved[d] & !view.grid[d]) {
        let _ = parents.push(potential(c, d, false));
    }
}

/// The crossings (indices in [`CROSSINGS`]) of SE's locking pass `(k1, k2)`, in its
/// order: units of kind `k1` (0 box, 1 row, 2 column) by index, each with the units of
/// kind `k2` crossing it, increasing.
fn crossings_in_order(k1: usize, k2: usize) -> impl Iterator<Item = usize> {
    (0..9).flat_map(move |i1| {
        (0..3).map(move |n| match (k1, k2) {
            // A box and its columns or rows: the box's own crossings.
            (0, 2) => i1 * 6 + 3 + n,
            (0, _) => i1 * 6 + n,
            // A column and the boxes of its stack, a row and the boxes of its band.
            (2, _) => (n * 3 + i1 / 3) * 6 + 3 + i1 % 3,
            _ => (i1 / 3 * 3 + n) * 6 + i1 % 3,
        })
    })
}

/// SE's `Locking(false)`: boxes on columns, boxes on rows, columns on boxes, rows on boxes.
/// A unit whose two or more places of a digit all lie in a crossing unit that holds the
/// digit elsewhere too (a hint without eliminations gives nothing); the crossings come
/// from nine-bit masks ([`lockable`]), digit by digit.
fn locking(view: &View<'_>, e: &mut Emit<'_>) {
    let mut locks = [(0u64, 0u64); 9];
    for (d, lock) in locks.iter_mut().enumerate() {
        *lock = lockable(view.grid[d], 0);
    }
    for (k1, k2) in [(0, 2), (0, 1), (2, 0), (1, 0)] {
        for (d, &(box_to_line, line_to_box)) in locks.iter().enumerate() {
            let fired = if k1 == 0 { box_to_line } else { line_to_box };
            if fired == 0 {
                continue;
            }
            for k in crossings_in_order(k1, k2).filter(|&k| fired >> k & 1 != 0) {
                let Some(&(bx, line)) = CROSSINGS.get(k) else {
                    continue;
                };
                let (bx, line) = (usize::from(bx), usize::from(line));
                let (r1, r2) = if k1 == 0 {
                    (unit_bits(bx), unit_bits(line))
                } else {
                    (unit_bits(line), unit_bits(bx))
                };
                if !several(view.grid[d] & r1) {
                    continue;
                }
                let victims = view.grid[d] & r2 & !r1;
                let removable: heapless::Vec<(usize, u16), 81> =
                    bits(victims).map(|c| (c, 1 << d)).collect();
                let mut parents = heapless::Vec::new();
                removed(view, r1 & !r2, d, &mut parents);
                e.hint(&removable, &parents);
            }
        }
    }
}

/// The units SE's subset rules search, in their order (boxes, columns, rows), with at
/// least `min_empty` cells without a digit: each unit and its cells.
fn subset_units(view: &View<'_>, min_empty: u32) -> impl Iterator<Item = (usize, u128)> {
    let empty = view.empty;
    [0, 2, 1]
        .into_iter()
        .flat_map(|kind| (0..9).map(move |i| unit(kind, i)))
        .map(|u| (u, unit_bits(u)))
        .filter(move |&(_, cells)| !at_most(cells & empty, min_empty - 1))
}

/// SE's `HiddenSet(2, false)` (more than four cells without a digit).
fn hidden_pairs(view: &View<'_>, e: &mut Emit<'_>) {
    for (_, cells) in subset_units(view, 5) {
        // Both digits of a hidden pair have the same two places: the digits with two.
        let mut two = 0u16;
        for d in 0..9 {
            two |= u16::from(exactly_two(view.grid[d] & cells)) << d;
        }
        if !several(u128::from(two)) {
            continue;
        }
        for (a, b) in pairs() {
            if two >> a & two >> b & 1 == 0 {
                continue;
            }
            let (pa, pb) = (view.grid[a] & cells, view.grid[b] & cells);
            if pa != pb {
                continue;
            }
            let pair = pa | pb;
            let keep: u16 = (1 << a) | (1 << b);
            let removable: heapless::Vec<(usize, u16), 81> = bits(pair)
                .map(|c| (c, super::implication::mask(view.grid, c) & !keep))
                .filter(|&(_, m)| m != 0)
                .collect();
            let mut parents: heapless::Vec<u16, 81> = heapless::Vec::new();
            for c in bits(cells & !pair) {
                for d in [a, b] {
                    if view.saved[d] & bit(c) != 0 {
                        let _ = parents.push(potential(c, d, false));
                    }
                }
            }
            e.hint(&removable, &parents);
        }
    }
}

/// SE's `NakedSet(2)` (at least four cells without a digit).
fn naked_pairs(view: &View<'_>, e: &mut Emit<'_>) {
    let mut masks = [0u16; 81];
    for (d, s) in view.grid.iter().enumerate() {
        for c in bits(*s) {
            masks[c] |= 1 << d;
        }
    }
    for (_, cells) in subset_units(view, 4) {
        // Both cells of a naked pair have the same two digits: the cells with two.
        let mut at = [0usize; 9];
        let mut two = 0u16;
        for (k, c) in bits(cells).enumerate() {
            at[k] = c;
            two |= u16::from(exactly_two(u128::from(masks[c]))) << k;
        }
        if !several(u128::from(two)) {
            continue;
        }
        for (x, y) in pairs() {
            if two >> x & two >> y & 1 == 0 {
                continue;
            }
            let (cx, cy) = (at[x], at[y]);
            let (mx, my) = (masks[cx], masks[cy]);
            if mx != my {
                continue;
            }
            let digits = mx | my;
            let removable: heapless::Vec<(usize, u16), 81> = bits(cells & !bit(cx) & !bit(cy))
                .map(|c| (c, masks[c] & digits))
                .filter(|&(_, m)| m != 0)
                .collect();
            let mut parents: heapless::Vec<u16, 81> = heapless::Vec::new();
            for c in [cx, cy] {
                for d in 0..9 {
                    if digits & (1 << d) == 0 && view.saved[d] & bit(c) != 0 {
                        let _ = parents.push(potential(c, d, false));
                    }
                }
            }
            e.hint(&removable, &parents);
        }
    }
}

/// SE's `Fisherman(2)`: columns as bases, then rows.
fn x_wings(view: &View<'_>, e: &mut Emit<'_>) {
    // Per digit, its positions in each row and column (rows 0–8, columns 9–17).
    let mut lines = [[0u16; 18]; 9];
    for (d, line) in lines.iter_mut().enumerate() {
        for c in bits(view.grid[d]) {
            let [row, col, _] = crate::geometry::units_of(c);
            line[row] |= 1 << (col - 9);
            line[col] |= 1 << row;
        }
    }
    for (base_kind, cover_kind) in [(2, 1), (1, 2)] {
        for (i, j) in pairs() {
            for (d, (line, &placed)) in lines.iter().zip(&view.placed).enumerate() {
                if usize::from(placed) + 4 > 9 {
                    continue;
                }
                let (bi, bj) = (unit(base_kind, i), unit(base_kind, j));
                // Both bases of an X-Wing have the same two places.
                let (pi, pj) = (line[bi], line[bj]);
                if pi != pj || !exactly_two(u128::from(pi)) {
                    continue;
                }
                let covers = pi | pj;
                let base_cells = unit_bits(bi) | unit_bits(bj);
                let mut cover_cells = 0u128;
                let mut removable: heapless::Vec<(usize, u16), 81> = heapless::Vec::new();
                for k in bits(u128::from(covers)) {
                    let cu = unit(cover_kind, k);
                    cover_cells |= unit_bits(cu);
                    for c in bits(view.grid[d] & unit_bits(cu) & !base_cells) {
                        let _ = removable.push((c, 1 << d));
                    }
                }
                let mut parents = heapless::Vec::new();
                removed(view, unit_bits(bi) & !cover_cells, d, &mut parents);
                removed(view, unit_bits(bj) & !cover_cells, d, &mut parents);
                e.hint(&removable, &parents);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locking_passes_meet_the_crossings_in_se_order() {
        for (k1, k2) in [(0, 2), (0, 1), (2, 0), (1, 0)] {
            // SE's order: each unit of kind k1, then the units of kind k2 sharing cells
            // with it, by index.
            let mut want: heapless::Vec<(usize, usize), 27> = heapless::Vec::new();
            for i1 in 0..9 {
                for i2 in 0..9 {
                    if unit_bits(unit(k1, i1)) & unit_bits(unit(k2, i2)) != 0 {
                        let _ = want.push((unit(k1, i1), unit(k2, i2)));
                    }
                }
            }
            let got: heapless::Vec<(usize, usize), 27> = crossings_in_order(k1, k2)
                .map(|k| {
                    let (bx, line) = CROSSINGS[k];
                    let (bx, line) = (usize::from(bx), usize::from(line));
                    if k1 == 0 { (bx, line) } else { (line, bx) }
                })
                .collect();
            assert_eq!(got, want, "pass {k1} on {k2}");
        }
    }
}
