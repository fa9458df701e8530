//! The submasks of a set with a given number of bits, in the two orders the finders need:
//! decreasing ([`subsets`], the ladder's order) and increasing ([`ascending`], Sudoku
//! Explainer's). Both make only the wanted submasks: the `n`-bit numbers below `2^k` (`k`
//! the bits of the set) one from the last (Gosper's step), each spread onto the set's bits,
//! which keeps their order. Walking every submask and counting its bits instead cost a
//! software population count per submask on cores without the instruction (the
//! Cortex-M4F, baseline x86-64), up to 512 of them per unit.

/// The submasks of `set` with `n` bits in decreasing order (none when `set` is empty).
/// Decreasing `n`-bit numbers below `2^k` are the complements, within `k` bits, of the
/// increasing `(k - n)`-bit ones.
pub(crate) fn subsets(set: u16, n: u32) -> impl Iterator<Item = u16> {
    let k = set.count_ones();
    let all = (1u32 << k) - 1;
    // No number below `2^k` has `k + 1` bits: none when `set` is empty or `n > k`.
    let complement = if set == 0 || n > k { k + 1 } else { k - n };
    let lows = lowest_first(set);
    numbers_with_bits(k, complement).map(move |c| spread(all ^ c, &lows))
}

/// The submasks of `set` with `n` bits in increasing order, the empty one for `n = 0`:
/// Sudoku Explainer's order of tuples (its `Permutations`), which its first step depends on.
#[cfg(feature = "chains")]
pub(crate) fn ascending(set: u16, n: u32) -> impl Iterator<Item = u16> {
    let lows = lowest_first(set);
    numbers_with_bits(set.count_ones(), n).map(move |c| spread(c, &lows))
}

/// The numbers below `2^k` with `n` bits, increasing (`0` alone for `n = 0`, none for
/// `n > k`).
fn numbers_with_bits(k: u32, n: u32) -> impl Iterator<Item = u32> {
    let end = 1u32 << k;
    let mut next = if n > k { end } else { (1u32 << n) - 1 };
    let mut empty = n == 0;
    core::iter::from_fn(move || {
        if core::mem::take(&mut empty) {
            return Some(0);
        }
        if next >= end || next == 0 {
            return None;
        }
        let c = next;
        // The next number with as many bits: carry the lowest run of ones one place up,
        // and put the rest of the run back at the bottom.
        let low = c & c.wrapping_neg();
        let ripple = c + low;
        next = ripple | (((c ^ ripple) >> 2) >> low.trailing_zeros());
        Some(c)
    })
}

/// The bits of `set`, one per entry, lowest first (zero past the last).
fn lowest_first(mut set: u16) -> [u16; 16] {
    let mut lows = [0; 16];
    for low in &mut lows {
        *low = set & set.wrapping_neg();
        set &= set.wrapping_sub(1);
    }
    lows
}

/// Bit `i` of `c` onto the `i`-th lowest bit of a set, given its bits lowest first: one
/// turn per bit of `c`, the few a tuple has, not one per bit of the set.
fn spread(mut c: u32, lows: &[u16; 16]) -> u16 {
    let mut out = 0;
    while c != 0 {
        out |= lows.get(c.trailing_zeros() as usize).copied().unwrap_or(0);
        c &= c - 1;
    }
    out
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::vec::Vec;

    /// Every submask of `set` with `n` bits, increasing: one submask after another.
    fn every_submask(set: u16, n: u32) -> Vec<u16> {
        (0..=set)
            .filter(|&s| s & !set == 0 && s.count_ones() == n)
            .collect()
    }

    #[test]
    fn subsets_are_the_submasks_of_n_bits_in_decreasing_order() {
        for set in 1..1u16 << 10 {
            for n in 0..=11 {
                let mut want = every_submask(set, n);
                want.reverse();
                let got: Vec<u16> = subsets(set, n).collect();
                assert_eq!(got, want, "set {set:#b} n {n}");
            }
        }
        for n in 0..3 {
            assert_eq!(subsets(0, n).count(), 0);
        }
        assert_eq!(
            subsets(0b1011, 2).collect::<Vec<_>>(),
            [0b1010, 0b1001, 0b0011]
        );
    }

    #[cfg(feature = "chains")]
    #[test]
    fn ascending_gives_the_submasks_of_n_bits_in_increasing_order() {
        for set in 0..1u16 << 10 {
            for n in 0..=11 {
                let got: Vec<u16> = ascending(set, n).collect();
                assert_eq!(got, every_submask(set, n), "set {set:#b} n {n}");
            }
        }
        assert_eq!(
            ascending(0b1011, 2).collect::<Vec<_>>(),
            [0b0011, 0b1001, 0b1010]
        );
        assert_eq!(ascending(0b1011, 0).collect::<Vec<_>>(), [0]);
    }
}
