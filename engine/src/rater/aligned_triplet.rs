//! Aligned triplet exclusion (Sudoku Explainer's, 7.5): three cells with at least two common
//! "excluders" (cells seeing all three, holding two or three candidates). A combination of
//! digits for the three is impossible when two cells that see each other would share a digit
//! or an excluder would keep no candidate; a digit of a cell that no possible combination
//! uses goes. Only the score walk uses it, between SE's forcing chains & cycles and Nishio,
//! in SE's search order so that the same exclusion comes first.

use super::board::{Board, bit, bits, peers, several, small_bits};
use super::pattern::{AlignedTriplet, Pattern};
use super::{Step, Technique};
use crate::{Cell, Digit};

/// The digits each of `cells` can take in some combination none of `excluders` forbids.
fn allowed(masks: &[u16; 81], cells: [usize; 3], excluders: u128) -> [u16; 3] {
    let [a, b, c] = cells;
    let (ab, ac, bc) = (
        peers(a) & bit(b) != 0,
        peers(a) & bit(c) != 0,
        peers(b) & bit(c) != 0,
    );
    // The digit sets an excluder forbids the three to take: its own candidates and, for
    // two of them, those with one digit more; as a bit set over the 512 digit sets.
    let mut forbidden = [0u64; 8];
    let mut forbid = |set: u16| {
        let set = usize::from(set);
        forbidden[set >> 6] |= 1 << (set & 63);
    };
    for e in bits(excluders) {
        let m = masks[e];
        forbid(m);
        if m.count_ones() == 2 {
            for extra in 0..9 {
                forbid(m | 1 << extra);
            }
        }
    }
    let mut ok = [0u16; 3];
    for x in small_bits(masks[a]) {
        for y in small_bits(masks[b]) {
            if ab && x == y {
                continue;
            }
            // With `x` and `y` known to be allowed, only a `z` not known yet can add to
            // what is allowed.
            let known = ok[0] >> x & ok[1] >> y & 1 != 0;
            let zs = if known { masks[c] & !ok[2] } else { masks[c] };
            for z in small_bits(zs) {
                if (ac && x == z) || (bc && y == z) {
                    continue;
                }
                let taken = (1u16 << x) | (1 << y) | (1 << z);
                let t = usize::from(taken);
                if forbidden[t >> 6] & (1 << (t & 63)) != 0 {
                    continue;
                }
                ok[0] |= 1 << x;
                ok[1] |= 1 << y;
                ok[2] |= 1 << z;
                if ok == [masks[a], masks[b], masks[c]] {
                    // Every digit is allowed: nothing to remove.
                    return ok;
                }
            }
        }
    }
    ok
}

/// The first aligned triplet exclusion in Sudoku Explainer's order: base pairs by their
/// second cell then first, the third cell among the pair's excluders (the first cell's, then
/// the second's), in grid order.
pub(crate) fn aligned_triplet(board: &Board<'_>) -> Option<Step> {
    let mut masks = [0u16; 81];
    for (i, m) in masks.iter_mut().enumerate() {
        *m = board.mask(i).bits();
    }
    // The cells with one candidate, and those with two or three (the excluders).
    let (mut single, mut few) = (0u128, 0u128);
    for (i, m) in masks.iter().enumerate() {
        match m.count_ones() {
            1 => single |= bit(i),
            2 | 3 => few |= bit(i),
            _ => {}
        }
    }
    let mut base: heapless::Vec<usize, 81> = heapless::Vec::new();
    let mut excl = [0u128; 81];
    for (i, e) in excl.iter_mut().enumerate() {
        let seen = peers(i);
        if masks[i].count_ones() < 2 || seen & single != 0 {
            continue;
        }
        *e = seen & few;
        if *e != 0 {
            let _ = base.push(i);
        }
    }
    let in_base = base.iter().fold(0u128, |s, &i| s | bit(i));
    for (k, &c1) in base.iter().enumerate().skip(1) {
        for &c0 in &base[..k] {
            let pair = excl[c0] & excl[c1];
            if !several(pair) {
                continue;
            }
            let not_pair = !(bit(c0) | bit(c1)) & in_base;
            let first = excl[c0] & not_pair;
            let second = excl[c1] & !excl[c0] & not_pair;
            for t in bits(first).chain(bits(second)) {
                let common = pair & excl[t];
                if !several(common) {
                    continue;
                }
                let cells = [c0, c1, t];
                let ok = allowed(&masks, cells, common);
                if cells.iter().zip(ok).all(|(&c, ok)| masks[c] & !ok == 0) {
                    continue;
                }
                let pattern = Pattern::AlignedTriplet(AlignedTriplet {
                    cells: cells.iter().filter_map(|&c| Cell::new(c)).collect(),
                    excluders: bits(common).filter_map(Cell::new).collect(),
                });
                let mut step = Step::new(Technique::AlignedTripletExclusion, pattern);
                for (&c, ok) in cells.iter().zip(ok) {
                    for d in bits(u128::from(masks[c] & !ok)) {
                        if let Some(digit) = Digit::new(d as u8 + 1) {
                            step.eliminate(c, digit);
                        }
                    }
                }
                return Some(step);
            }
        }
    }
    None
}
