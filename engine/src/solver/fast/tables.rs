//! The fast search's lookup tables: the band rule's mini-row matrix and permutation union,
//! the claimed columns and the stack rule's permutation union, which the small search
//! computes by bit operations (`solver/small.rs`, whose tests check them against these
//! tables); and the band peers of a digit's givens, which it takes by a loop.

use crate::solver::state::Contradiction;
use crate::solver::tables::{BAND_PEERS, claimed_by_bits};

/// For a 9-bit row of a band: bit `k` set when box `k` of the row holds a set bit.
pub(in crate::solver) const SHRINK: [u8; 512] = {
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
pub(in crate::solver) const PERMUTATIONS: [[u32; 3]; 6] = [
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
pub(in crate::solver) const PERM_UNION: [u16; 512] = {
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

/// A 9-bit mini-row matrix spread to the 27 cells of a band.
#[inline(always)]
pub(in crate::solver) const fn spread_minirows(a: u32) -> u32 {
    EXPAND_BOXES[(a & 7) as usize]
        | EXPAND_BOXES[(a >> 3 & 7) as usize] << 9
        | EXPAND_BOXES[(a >> 6 & 7) as usize] << 18
}

/// [`PERM_UNION`] spread to cells.
pub(in crate::solver) const PERM_CELLS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        t[m] = spread_minirows(PERM_UNION[m] as u32);
        m += 1;
    }
    t
};

/// The 9-bit mini-row matrix of a band word (bit `3 * row + box`): three lookups.
#[inline(always)]
pub(in crate::solver) fn minirows(x: u32) -> u32 {
    u32::from(SHRINK[(x & 0x1ff) as usize])
        | u32::from(SHRINK[(x >> 9 & 0x1ff) as usize]) << 3
        | u32::from(SHRINK[(x >> 18 & 0x1ff) as usize]) << 6
}

/// The cells of a band word that lie on a permutation of its mini-rows (one per row and per
/// box); 0 when none fits. Table lookups, no branch.
#[inline(always)]
pub(super) fn band_keep(x: u32) -> u32 {
    PERM_CELLS[(minirows(x) & 0x1ff) as usize]
}

/// The union of the permutations inside a 9-bit 3×3 matrix (bit `3 * row + col`), as
/// [`PERM_UNION`].
#[inline(always)]
pub(super) fn perm_union(m: u32) -> u32 {
    u32::from(PERM_UNION[(m & 0x1ff) as usize])
}

/// The columns (spread over a band) claimed by boxes whose candidates lie in one column, for
/// a 9-bit set of columns in which every box has at least one: one lookup.
#[inline(always)]
pub(super) fn claimed_columns(cols: u32) -> u32 {
    CLAIMED[(cols & 0x1ff) as usize]
}

/// [`claimed_by_bits`] for every column set.
const CLAIMED: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut c = 0;
    while c < 512 {
        t[c] = claimed_by_bits(c as u32);
        c += 1;
    }
    t
};

/// The cells of a band that the givens `g` of one digit see, as the small search's
/// `peers_by_loop` gives them but without its loop, whose length no predictor can learn:
/// givens that see none of each other are at most three (one per row), so three lookups
/// take them all; a fourth given is a clash.
#[inline(always)]
pub(in crate::solver) fn peers_of_three(g: u32) -> Result<u32, Contradiction> {
    // The words without their lowest one and two bits.
    let g2 = g & g.wrapping_sub(1);
    let g3 = g2 & g2.wrapping_sub(1);
    if g3 & g3.wrapping_sub(1) != 0 {
        return Err(Contradiction);
    }
    let peers = |x: u32| PEERS_OR_NONE[x.trailing_zeros() as usize & 63];
    Ok(peers(g) | peers(g2) | peers(g3))
}

/// [`BAND_PEERS`] by bit, and none past bit 26: an empty word's trailing-zero count is 32.
const PEERS_OR_NONE: [u32; 64] = {
    let mut t = [0u32; 64];
    let mut k = 0;
    while k < 27 {
        t[k] = BAND_PEERS[k];
        k += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_peers_of_up_to_three_givens_are_those_of_each() {
        let bit = |k: u32| if k < 27 { 1u32 << k } else { 0 };
        let by_each = |g: u32| {
            (0..27)
                .filter(|&k| g >> k & 1 != 0)
                .fold(0, |p, k| p | BAND_PEERS[k])
        };
        // Every word of up to three bits (indices past 26 stand for no bit), and each with
        // one more bit.
        for a in 0..30 {
            for b in a + 1..30 {
                for c in b + 1..30 {
                    let g = bit(a) | bit(b) | bit(c);
                    assert!(peers_of_three(g).is_ok_and(|p| p == by_each(g)), "{g:#x}");
                    for d in (0..27).filter(|&d| g >> d & 1 == 0 && g.count_ones() == 3) {
                        assert!(peers_of_three(g | 1 << d).is_err(), "{g:#x} {d}");
                    }
                }
            }
        }
    }
}
