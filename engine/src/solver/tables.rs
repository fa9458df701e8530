//! Bit tables and bit tricks of the band representation.

/// All 27 cells of a band.
pub(super) const BAND: u32 = 0x7ff_ffff;

/// For each bit of a band: the other cells of its row, box and column inside the band.
pub(super) const BAND_PEERS: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut k = 0;
    while k < 27 {
        let mut j = 0;
        while j < 27 {
            if j != k && (j / 9 == k / 9 || j % 9 == k % 9 || (j % 9) / 3 == (k % 9) / 3) {
                t[k] |= 1 << j;
            }
            j += 1;
        }
        k += 1;
    }
    t
};

/// The band of each digit-band word (`index % 3`).
pub(super) const BAND_OF_WORD: [u8; 27] = {
    let mut t = [0u8; 27];
    let mut i = 0;
    while i < 27 {
        t[i] = (i % 3) as u8;
        i += 1;
    }
    t
};

/// The same digit's words in the two other bands, for each digit-band word.
pub(super) const OTHER_WORDS: [[u8; 2]; 27] = {
    let mut t = [[0u8; 2]; 27];
    let mut i = 0;
    while i < 27 {
        let base = i - i % 3;
        t[i] = match i % 3 {
            0 => [base as u8 + 1, base as u8 + 2],
            1 => [base as u8, base as u8 + 2],
            _ => [base as u8, base as u8 + 1],
        };
        i += 1;
    }
    t
};

/// The columns (spread over a band) claimed by boxes whose candidates lie in one column, for
/// a 9-bit set of columns in which every box has at least one; by bit operations (the fast
/// search reads them from a table built by this function).
#[inline(always)]
pub(super) const fn claimed_by_bits(cols: u32) -> u32 {
    let (c0, c1, c2) = (cols & 0o111, cols >> 1 & 0o111, cols >> 2 & 0o111);
    let one_column = !((c0 & c1) | (c0 & c2) | (c1 & c2)) & 0o111;
    spread_columns(cols & (one_column * 7))
}

/// Columns (9 bits) where a band word has a set bit.
#[inline]
pub(super) fn columns(x: u32) -> u32 {
    (x | x >> 9 | x >> 18) & 0x1ff
}

/// A 9-bit column mask spread over the three rows of a band.
#[inline]
pub(super) const fn spread_columns(c: u32) -> u32 {
    c | c << 9 | c << 18
}

/// The rows (all nine bits of each) that are empty in a band word. Bit-parallel: a row's
/// low eight bits plus `0xff` reach its ninth bit only when one is set, and never carry
/// into the next row.
#[inline(always)]
fn empty_rows(x: u32) -> u32 {
    const LOW: u32 = 0xff | 0xff << 9 | 0xff << 18;
    const TOP: u32 = 1 << 8 | 1 << 17 | 1 << 26;
    let occupied = (((x & LOW) + LOW) | x) & TOP;
    ((occupied ^ TOP) >> 8) * 0x1ff
}

/// The cells of a band word, every row of which holds the digit (the band rule has kept a
/// permutation), that are alone in their row. Subtracting one from each 9-bit row cannot
/// borrow across rows: it clears each row's lowest bit, and the rows left empty had one.
#[inline(always)]
pub(super) fn lone_in_row(x: u32) -> u32 {
    x & empty_rows(x & x.wrapping_sub(0x40201))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_rows_are_found_without_a_test_per_row() {
        for pattern in 0..512u32 {
            // Rows of every shape: each nine bits empty, one bit, or this pattern.
            for (a, b, c) in [(pattern, 0, 1 << 8), (0, pattern, 1), (1 << 4, 0, pattern)] {
                let x = a | b << 9 | c << 18;
                let expect = [a, b, c].iter().enumerate().fold(0, |m, (r, &row)| {
                    if row == 0 { m | 0x1ff << (9 * r) } else { m }
                });
                assert_eq!(empty_rows(x), expect, "{x:#x}");
            }
        }
    }

    #[test]
    fn lone_cells_are_those_of_one_cell_rows() {
        // A row of one cell, one of two and one of three.
        for (a, b) in [(0, 8), (3, 4), (1, 7)] {
            let x = 1 << a | (1 << b | 1 << 2) << 9 | (0b111 << b.min(6)) << 18;
            assert_eq!(lone_in_row(x), 1 << a, "{x:#x}");
        }
    }
}
