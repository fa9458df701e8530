//! Lookup tables for the geometry of the grid.
//!
//! Cells are numbered 0..81 row by row. Every "which row / column / box is this cell in"
//! question is answered by a table rather than `/ 9` and `% 9`: on a Cortex-M0 those are
//! calls into a software division routine. The tables are built at compile time.

/// Number of cells in a grid.
pub const CELLS: usize = 81;

/// Number of units (9 rows, 9 columns, 9 boxes).
pub const UNITS: usize = 27;

/// Number of peers of a cell (cells sharing a row, column or box with it, itself excluded).
#[cfg(any(test, feature = "peer-tables"))]
pub const PEER_COUNT: usize = 20;

const fn build_row_of() -> [u8; CELLS] {
    let mut t = [0u8; CELLS];
    let mut i = 0;
    while i < CELLS {
        t[i] = (i / 9) as u8;
        i += 1;
    }
    t
}

const fn build_col_of() -> [u8; CELLS] {
    let mut t = [0u8; CELLS];
    let mut i = 0;
    while i < CELLS {
        t[i] = (i % 9) as u8;
        i += 1;
    }
    t
}

const fn build_box_of() -> [u8; CELLS] {
    let mut t = [0u8; CELLS];
    let mut i = 0;
    while i < CELLS {
        t[i] = ((i / 27) * 3 + (i % 9) / 3) as u8;
        i += 1;
    }
    t
}

/// Row (0..9) of each cell.
pub const ROW_OF: [u8; CELLS] = build_row_of();
/// Column (0..9) of each cell.
pub const COL_OF: [u8; CELLS] = build_col_of();
/// Box (0..9, row-major) of each cell.
pub const BOX_OF: [u8; CELLS] = build_box_of();

const fn build_unit_cells() -> [[u8; 9]; UNITS] {
    let mut t = [[0u8; 9]; UNITS];
    let mut u = 0;
    while u < 9 {
        let mut k = 0;
        while k < 9 {
            t[u][k] = (u * 9 + k) as u8; // row u
            t[9 + u][k] = (k * 9 + u) as u8; // column u
            let top = (u / 3) * 27 + (u % 3) * 3;
            t[18 + u][k] = (top + (k / 3) * 9 + k % 3) as u8; // box u
            k += 1;
        }
        u += 1;
    }
    t
}

/// The nine cells of each unit: rows 0..9, then columns 9..18, then boxes 18..27.
pub const UNIT_CELLS: [[u8; 9]; UNITS] = build_unit_cells();

#[cfg(any(test, feature = "peer-tables"))]
const fn build_peers() -> [[u8; PEER_COUNT]; CELLS] {
    let mut t = [[0u8; PEER_COUNT]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut n = 0;
        let mut j = 0;
        while j < CELLS {
            if j != i
                && (ROW_OF[i] == ROW_OF[j] || COL_OF[i] == COL_OF[j] || BOX_OF[i] == BOX_OF[j])
            {
                t[i][n] = j as u8;
                n += 1;
            }
            j += 1;
        }
        i += 1;
    }
    t
}

/// The 20 peers of each cell, in increasing order.
#[cfg(any(test, feature = "peer-tables"))]
pub const PEERS: [[u8; PEER_COUNT]; CELLS] = build_peers();

/// The peers of the cell at index `cell` (0..81), for uses where a peer seen twice changes
/// nothing: with `peer-tables` each once, from [`PEERS`]; none for a cell out of range.
#[cfg(feature = "peer-tables")]
pub(crate) fn peers_of(cell: usize) -> impl Iterator<Item = usize> {
    PEERS
        .get(cell)
        .into_iter()
        .flatten()
        .map(|&p| usize::from(p))
}

/// The peers of the cell at index `cell` (0..81), for uses where a peer seen twice changes
/// nothing: without `peer-tables` from the cell's three units ([`unit_peers`]).
#[cfg(not(feature = "peer-tables"))]
pub(crate) fn peers_of(cell: usize) -> impl Iterator<Item = usize> {
    unit_peers(cell)
}

/// The peers of `cell` from its three units, without the peer table: a peer that shares two
/// units with the cell comes twice (so use it only where that does not matter). None for a
/// cell out of range.
#[cfg(any(test, not(feature = "peer-tables")))]
pub(crate) fn unit_peers(cell: usize) -> impl Iterator<Item = usize> {
    units_of(cell)
        .into_iter()
        .flat_map(|u| UNIT_CELLS.get(u).into_iter().flatten())
        .map(|&p| usize::from(p))
        .filter(move |&p| p != cell)
}

/// The three units of a cell as unit numbers (row 0–8, column 9–17, box 18–26), or
/// `UNITS` three times for a cell out of range.
pub(crate) fn units_of(cell: usize) -> [usize; 3] {
    match (ROW_OF.get(cell), COL_OF.get(cell), BOX_OF.get(cell)) {
        (Some(&r), Some(&c), Some(&b)) => [usize::from(r), 9 + usize::from(c), 18 + usize::from(b)],
        _ => [UNITS; 3],
    }
}

/// The three units of a cell as a bit set (bit `u` for unit `u`): [`units_of`]'s units.
pub(crate) fn unit_set_of(cell: usize) -> u32 {
    units_of(cell).iter().fold(0, |set, &u| set | 1 << u)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_agree_with_arithmetic() {
        for i in 0..CELLS {
            assert_eq!(usize::from(ROW_OF[i]), i / 9);
            assert_eq!(usize::from(COL_OF[i]), i % 9);
            assert_eq!(usize::from(BOX_OF[i]), (i / 27) * 3 + (i % 9) / 3);
        }
    }

    #[test]
    fn every_unit_holds_nine_distinct_cells_and_every_cell_is_in_three_units() {
        let mut seen = [0u8; CELLS];
        for unit in UNIT_CELLS {
            let mut mask = 0u128;
            for c in unit {
                mask |= 1 << c;
                seen[usize::from(c)] += 1;
            }
            assert_eq!(mask.count_ones(), 9);
        }
        assert!(seen.iter().all(|&n| n == 3));
    }

    #[test]
    fn peers_are_twenty_cells_that_share_a_unit_with_the_cell() {
        let shares_a_unit = |a: usize, b: usize| {
            a != b && (ROW_OF[a] == ROW_OF[b] || COL_OF[a] == COL_OF[b] || BOX_OF[a] == BOX_OF[b])
        };
        for (i, peers) in PEERS.iter().enumerate() {
            let count = (0..CELLS).filter(|&j| shares_a_unit(i, j)).count();
            assert_eq!(count, PEER_COUNT);
            assert!(peers.iter().all(|&p| shares_a_unit(i, usize::from(p))));
            assert!(peers.windows(2).all(|w| w[0] < w[1]));
        }
        for (i, peers) in PEERS.iter().enumerate() {
            let mut from_units: [usize; 24] = [CELLS; 24];
            let mut n = 0;
            for p in unit_peers(i) {
                if !from_units.contains(&p) {
                    from_units[n] = p;
                    n += 1;
                }
            }
            from_units[..n].sort_unstable();
            assert!(
                from_units[..n]
                    .iter()
                    .copied()
                    .eq(peers.iter().map(|&p| usize::from(p)))
            );
        }
        assert_eq!(unit_peers(CELLS).count(), 0);
    }
}
