//! Bit tables and bit tricks of the band representation.

/// All 27 cells of a band.
pub(super) const BAND: u32 = 0x7ff_ffff;

/// For a 9-bit row of a band: bit `k` set when box `k` of the row holds a set bit.
/// With `lookup-tables` only; without it the mini-row matrix comes from bit operations
/// ([`band_keep`]).
#[cfg(any(test, feature = "lookup-tables"))]
const SHRINK: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut w = 0;
    while w < 512 {
        let mut k = 0;
        while k < 3 {
            if (w >> (3 * k)) & 7 != 0 {
                t[w] |= 1 << k;
            }
            k += 1;
        }
        w += 1;
    }
    t
};

/// The six permutations of three, in tdoku's order of band configurations (the guess takes
/// the first live one): entry `k` is the image of `k`.
#[cfg(any(test, feature = "lookup-tables"))]
pub(super) const PERMUTATIONS: [[u32; 3]; 6] = [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
    [0, 2, 1],
    [1, 0, 2],
];

/// For a 3×3 boolean matrix (bit `3 * row + col`): the union of the permutation matrices that
/// lie inside it. A digit fills a permutation of the mini-rows of a band (one per row and per
/// box), so the cells outside the union cannot hold it. 0 means no permutation fits.
/// With `lookup-tables` only; without it, bit operations (`perm_union_bits`).
#[cfg(any(test, feature = "lookup-tables"))]
const PERM_UNION: [u16; 512] = {
    const PERMS: [u16; 6] = {
        let mut p = [0u16; 6];
        let mut i = 0;
        while i < 6 {
            let order = PERMUTATIONS[i];
            p[i] = 1 << order[0] | 1 << (3 + order[1]) | 1 << (6 + order[2]);
            i += 1;
        }
        p
    };
    let mut t = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        let mut i = 0;
        while i < 6 {
            if PERMS[i] & !(m as u16) == 0 {
                t[m] |= PERMS[i];
            }
            i += 1;
        }
        m += 1;
    }
    t
};

/// Three box bits of a row to the nine cell bits of those boxes.
#[cfg(any(test, feature = "lookup-tables"))]
const EXPAND_BOXES: [u32; 8] = {
    let mut t = [0u32; 8];
    let mut k = 0;
    while k < 8 {
        let mut j = 0;
        while j < 3 {
            if k >> j & 1 != 0 {
                t[k] |= 7 << (3 * j);
            }
            j += 1;
        }
        k += 1;
    }
    t
};

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

/// For each bit of a band: its column (one bit in each row of the band).
#[cfg(not(feature = "lookup-tables"))]
pub(super) const COLUMN_OF_BIT: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut k = 0;
    while k < 27 {
        t[k] = 0x40201 << (k % 9);
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

/// The cells of a band word that lie on a permutation of its mini-rows (one per row and per
/// box); 0 when none fits.
#[inline(always)]
pub(super) fn band_keep(x: u32) -> u32 {
    // `lookup-tables`: three 512-byte lookups and one 2 KiB table.
    #[cfg(feature = "lookup-tables")]
    {
        let rows = u32::from(SHRINK[(x & 0x1ff) as usize])
            | u32::from(SHRINK[(x >> 9 & 0x1ff) as usize]) << 3
            | u32::from(SHRINK[(x >> 18 & 0x1ff) as usize]) << 6;
        PERM_CELLS[(rows & 0x1ff) as usize]
    }
    // Small flash: no table (1.5 KiB of flash saved). One flag per mini-row, at its first cell
    // (bit 9 * row + 3 * box); the permutation rule on the flags in place; each kept flag
    // spread back to its three cells (no carry: the flags are three bits apart).
    #[cfg(not(feature = "lookup-tables"))]
    {
        perm_union_bits::<3, 0x4_0201>((x | x >> 1 | x >> 2) & 0x124_9249) * 7
    }
}

/// The union of the permutations inside a 9-bit 3×3 matrix (bit `3 * row + col`), as
/// `PERM_UNION`. With `lookup-tables` only; without it the stack rule takes all three stacks
/// at once ([`stacks_keep`]).
#[cfg(feature = "lookup-tables")]
#[inline(always)]
pub(super) fn perm_union(m: u32) -> u32 {
    u32::from(PERM_UNION[(m & 0x1ff) as usize])
}

/// The mini-columns that lie on a permutation in each stack, for the three bands' column
/// sets of one digit side by side (band `b`'s nine columns at bits `9 * b..`): three 3×3
/// matrices (rows: bands; columns: the stack's columns) in one word, as [`PERM_UNION`]
/// gives for each. A stack where no permutation fits comes out empty.
#[cfg(any(test, not(feature = "lookup-tables")))]
#[inline(always)]
pub(super) fn stacks_keep(p: u32) -> u32 {
    perm_union_bits::<1, 0x124_9249>(p)
}

/// `PERM_UNION` by bit operations, on 3×3 matrices whose rows are 9 bits apart and whose
/// columns are `C` bits apart, the entries of column 0 at the bits of `COL0` (one matrix per
/// row chunk of 9 bits with `C` = 3, three side by side with `C` = 1). Entry (r, c) lies on
/// a permutation inside the matrix when it is set and the two other rows match the two other
/// columns: (r+1, c+1) and (r+2, c+2), or (r+1, c+2) and (r+2, c+1), indices mod 3. Rotating
/// the columns (`a`: c+1, `b`: c+2) and the rows tests all entries at once, with no table
/// and no branch.
#[cfg(any(test, not(feature = "lookup-tables")))]
#[inline(always)]
fn perm_union_bits<const C: u32, const COL0: u32>(f: u32) -> u32 {
    let (col1, col2) = (COL0 << C, COL0 << (2 * C));
    // Entry (r, c) of `a` is entry (r, c+1) of `f`; of `b`, (r, c+2).
    let a = (f >> C & (COL0 | col1)) | (f << (2 * C) & col2);
    let b = (f >> (2 * C) & COL0) | (f << C & (col1 | col2));
    // Rows r+1 and r+2 (bits shifted above the matrix are cleared by the final `f &`).
    let row1 = |x: u32| x >> 9 | x << 18;
    let row2 = |x: u32| x >> 18 | x << 9;
    f & ((row1(a) & row2(b)) | (row2(a) & row1(b)))
}

/// The columns (spread over a band) claimed by boxes whose candidates lie in one column, for
/// a 9-bit set of columns in which every box has at least one.
#[inline(always)]
pub(super) fn claimed_columns(cols: u32) -> u32 {
    // `lookup-tables`: one 2 KiB table. Small flash: a few bit operations.
    #[cfg(feature = "lookup-tables")]
    {
        CLAIMED[(cols & 0x1ff) as usize]
    }
    #[cfg(not(feature = "lookup-tables"))]
    {
        claimed_by_bits(cols)
    }
}

/// [`claimed_columns`] by bit operations.
#[inline(always)]
const fn claimed_by_bits(cols: u32) -> u32 {
    let (c0, c1, c2) = (cols & 0o111, cols >> 1 & 0o111, cols >> 2 & 0o111);
    let one_column = !((c0 & c1) | (c0 & c2) | (c1 & c2)) & 0o111;
    spread_columns(cols & (one_column * 7))
}

/// [`claimed_columns`] for every column set.
#[cfg(feature = "lookup-tables")]
const CLAIMED: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut c = 0;
    while c < 512 {
        t[c] = claimed_by_bits(c as u32);
        c += 1;
    }
    t
};

/// A 9-bit mini-row matrix spread to the 27 cells of a band.
#[cfg(any(test, feature = "lookup-tables"))]
#[inline(always)]
const fn spread_minirows(a: u32) -> u32 {
    EXPAND_BOXES[(a & 7) as usize]
        | EXPAND_BOXES[(a >> 3 & 7) as usize] << 9
        | EXPAND_BOXES[(a >> 6 & 7) as usize] << 18
}

/// [`PERM_UNION`] spread to cells.
#[cfg(any(test, feature = "lookup-tables"))]
const PERM_CELLS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        t[m] = spread_minirows(PERM_UNION[m] as u32);
        m += 1;
    }
    t
};

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
pub(super) fn empty_rows(x: u32) -> u32 {
    const LOW: u32 = 0xff | 0xff << 9 | 0xff << 18;
    const TOP: u32 = 1 << 8 | 1 << 17 | 1 << 26;
    let occupied = (((x & LOW) + LOW) | x) & TOP;
    ((occupied ^ TOP) >> 8) * 0x1ff
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
    fn the_small_flash_bit_operations_match_the_tables() {
        for m in 0..512u32 {
            // Three stacks side by side: matrices `m`, `m` rotated, and empty or full.
            let (n, o) = ((m * 7) & 0x1ff, if m & 1 == 0 { 0 } else { 0x1ff });
            let side = |t: [u32; 3]| {
                (0..3).fold(0, |w, row| {
                    w | (0..3).fold(0, |r, s| r | (t[s] >> (3 * row) & 7) << (3 * s)) << (9 * row)
                })
            };
            let union = |t: u32| u32::from(PERM_UNION[t as usize]);
            assert_eq!(
                stacks_keep(side([m, n, o])),
                side([union(m), union(n), union(o)]),
                "{m:#o}"
            );
            // Band words with every nonempty pattern of each mini-row (1, 2 or 3 cells).
            let cells = spread_minirows(m);
            for pattern in [cells, cells & 0o111_111_111, cells & 0o666_666_666] {
                let rows = u32::from(SHRINK[(pattern & 0x1ff) as usize])
                    | u32::from(SHRINK[(pattern >> 9 & 0x1ff) as usize]) << 3
                    | u32::from(SHRINK[(pattern >> 18 & 0x1ff) as usize]) << 6;
                let bits = perm_union_bits::<3, 0x4_0201>(
                    (pattern | pattern >> 1 | pattern >> 2) & 0x124_9249,
                ) * 7;
                assert_eq!(bits, PERM_CELLS[rows as usize], "{pattern:#x}");
            }
        }
    }
}
