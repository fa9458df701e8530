//! The seeded random number generator behind the generator.
//!
//! `XorShiftRng` (Marsaglia xorshift128, `rand_xorshift` 0.5) seeded through `rand_core`
//! 0.10's `SeedableRng::seed_from_u64`: both are fixed, documented algorithms, so a seed
//! gives the same stream on every platform. Only `u32` draws are used and every reduction is
//! done in `u32` without division, so 64-bit hosts and 32-bit Cortex-M agree bit for bit.

use rand_core::{Rng, SeedableRng};
use rand_xorshift::XorShiftRng;

/// A deterministic random stream from a `u64` seed.
#[derive(Clone, Debug)]
pub struct SeededRng {
    inner: XorShiftRng,
}

impl SeededRng {
    /// The stream for `seed`.
    pub fn new(seed: u64) -> SeededRng {
        SeededRng {
            inner: XorShiftRng::seed_from_u64(seed),
        }
    }

    /// The next 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        self.inner.next_u32()
    }

    /// A uniform value in `0..n` (0 when `n` is 0 or 1), by rejection on the top bits:
    /// no division, no bias, no `usize`.
    pub fn below(&mut self, n: u32) -> u32 {
        if n <= 1 {
            return 0;
        }
        let shift = (n - 1).leading_zeros();
        loop {
            let x = self.next_u32() >> shift;
            if x < n {
                return x;
            }
        }
    }

    /// Shuffles `items` in place (Fisher–Yates, last position first). Slices longer than
    /// `u32::MAX` items are only shuffled in their first `u32::MAX` positions.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        let n = u32::try_from(items.len()).unwrap_or(u32::MAX);
        let mut i = n;
        while i > 1 {
            let j = self.below(i);
            i -= 1;
            items.swap(i as usize, j as usize);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_outputs_for_seed_42_are_pinned() {
        let mut r = SeededRng::new(42);
        let got: [u32; 6] = core::array::from_fn(|_| r.next_u32());
        // Checked against an independent model of PCG32 seed expansion + xorshift128.
        assert_eq!(
            got,
            [
                3485427040, 754131261, 3981748897, 4115915051, 3253931652, 1958487374
            ]
        );
    }

    #[test]
    fn below_stays_in_range_and_shuffle_permutes() {
        let mut r = SeededRng::new(7);
        for n in 1..100 {
            assert!(r.below(n) < n);
        }
        assert_eq!(r.below(0), 0);
        let mut v = [0u8, 1, 2, 3, 4, 5, 6, 7, 8];
        r.shuffle(&mut v);
        let mut sorted = v;
        sorted.sort_unstable();
        assert_eq!(sorted, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    }
}
