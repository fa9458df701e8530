//! Aligned triplet exclusion (Sudoku Explainer's, 7.5): three cells with at least two common
//! "excluders" (cells seeing all three, holding two or three candidates). A combination of
//! digits for the three is impossible when two cells that see each other would share a digit
//! or an excluder would keep no candidate; a digit of a cell that no possible combination
//! uses goes. Only the score walk uses it, between SE's forcing chains & cycles and Nishio,
//! in SE's search order so that the same exclusion comes first.

use super::board::{Board, bit, bits, peers, several, small_bits};
use super::pattern::{AlignedTriplet, Pattern};
use super::quiet::unchanged_since;
use super::{Step, Technique};
use crate::{Cell, Digit};

/// Most excluders of three cells: the other cells of a row (or column) and of a box that
/// all three share.
const MAX_EXCLUDERS: usize = 12;

/// The digits each of `cells` can take in some combination none of `excluders` (cells seeing
/// all three, with two or three candidates each) forbids.
///
/// An excluder with two candidates forbids every combination holding both; one with three,
/// the combination of exactly those. For each digit `x` of the first cell and `y` of the
/// second, the third cell's digits left form one set: a two-candidate excluder holding `x`
/// (or `y`) takes its other digit from it, a three-candidate one holding both `x` and `y`
/// its third.
fn allowed(masks: &[u16; 81], cells: [usize; 3], excluders: u128) -> [u16; 3] {
    let [a, b, c] = cells;
    let (ab, ac, bc) = (
        peers(a) & bit(b) != 0,
        peers(a) & bit(c) != 0,
        peers(b) & bit(c) != 0,
    );
    // Per digit, the other digits of the two-candidate excluders holding it.
    let mut paired = [0u16; 9];
    let mut triples = [0u16; MAX_EXCLUDERS];
    let mut n_triples = 0;
    for e in bits(excluders) {
        let m = masks[e];
        debug_assert!((2..=3).contains(&m.count_ones()), "an excluder of {m:#b}");
        if m.count_ones() == 2 {
            for d in small_bits(m) {
                paired[d] |= m & !(1 << d);
            }
        } else if let Some(slot) = triples.get_mut(n_triples) {
            *slot = m;
            n_triples += 1;
        } else {
            debug_assert!(false, "more than {MAX_EXCLUDERS} excluders");
        }
    }
    let triples = &triples[..n_triples];
    // The three cells' digits side by side in one word, allowed and all.
    let pack = |[x, y, z]: [u16; 3]| u64::from(x) | u64::from(y) << 16 | u64::from(z) << 32;
    let full = pack([masks[a], masks[b], masks[c]]);
    let mut ok = 0u64;
    'pairs: for x in small_bits(masks[a]) {
        // Per digit `y`, the third digits of the three-candidate excluders holding `x` and `y`.
        let mut thirds = [0u16; 9];
        for &t in triples.iter().filter(|&&t| t >> x & 1 != 0) {
            let rest = t & !(1 << x);
            for y in small_bits(rest) {
                thirds[y] |= rest & !(1 << y);
            }
        }
        let zs_x = masks[c] & !paired[x] & !(u16::from(ac) << x);
        for y in small_bits(masks[b]) {
            if (ab && x == y) || paired[x] >> y & 1 != 0 {
                continue;
            }
            let zs = zs_x & !paired[y] & !(u16::from(bc) << y) & !thirds[y];
            if zs == 0 {
                continue;
            }
            ok |= pack([1 << x, 1 << y, zs]);
            if ok == full {
                // Every digit is allowed: nothing to remove.
                break 'pairs;
            }
            if ok & !0xffff == full & !0xffff {
                // The other two cells' digits are all allowed: more `y`s for this `x`
                // would add nothing.
                continue 'pairs;
            }
        }
    }
    [ok as u16, (ok >> 16) as u16, (ok >> 32) as u16]
}

/// Whether [`allowed`] may leave out a digit of the three cells. An excluder forbids the
/// combinations holding all its candidates: one with a candidate none of the three cells
/// has never does. Without one that can, only clashes forbid, and those leave every digit
/// unless the three cells see each other (each has two candidates at least).
fn may_remove(masks: &[u16; 81], [a, b, c]: [usize; 3], excluders: u128) -> bool {
    let union = masks[a] | masks[b] | masks[c];
    bits(excluders).any(|e| masks[e] & !union == 0)
        || peers(a) & bit(b) != 0 && peers(a) & bit(c) != 0 && peers(b) & bit(c) != 0
}

/// The first aligned triplet exclusion in Sudoku Explainer's order: base pairs by their
/// second cell then first, the third cell among the pair's excluders (the first cell's, then
/// the second's), in grid order. `before`: each cell's candidates in an earlier position of
/// the walk where there was none; a triplet whose cells and excluders are as they were
/// there, and whose cells had no single for a peer there, is skipped: it was a triplet
/// there too (its excluders had two or three candidates), and removed nothing. Had it more
/// excluders there, it removed nothing even so: fewer remove less.
pub(crate) fn aligned_triplet(
    board: &Board<'_>,
    before: Option<&[u16; 81]>,
) -> (Option<Step>, bool) {
    let mut masks = [0u16; 81];
    for (i, m) in masks.iter_mut().enumerate() {
        *m = board.mask(i).bits();
    }
    // The cells as they were `before`, and those of them that could be a triplet's there
    // (a filled cell has no candidate, so a cell's single peer there may be gone now).
    let unchanged = unchanged_since(board, before);
    let mut could = 0u128;
    if let Some(before) = before {
        let single = (0..81).filter(|&i| before[i].count_ones() == 1);
        let single = single.fold(0u128, |s, i| s | bit(i));
        could = bits(unchanged).fold(0, |could, i| {
            could | if peers(i) & single == 0 { bit(i) } else { 0 }
        });
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
            // A third cell needs two of the pair's excluders, so it sees two of them.
            let (mut seen_once, mut seen_twice) = (0u128, 0u128);
            for e in bits(pair) {
                seen_twice |= seen_once & peers(e);
                seen_once |= peers(e);
            }
            let thirds = !(bit(c0) | bit(c1)) & in_base & seen_twice;
            let first = excl[c0] & thirds;
            let second = excl[c1] & !excl[c0] & thirds;
            for t in bits(first).chain(bits(second)) {
                let common = pair & excl[t];
                let cells = [c0, c1, t];
                if (bit(c0) | bit(c1) | bit(t)) & !could == 0 && common & !unchanged == 0 {
                    continue;
                }
                if !may_remove(&masks, cells, common) {
                    continue;
                }
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
                return (Some(step), true);
            }
        }
    }
    (None, true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SeededRng;

    /// `allowed` by its definition: every combination of the three cells' digits, kept when
    /// no two peers share a digit and no excluder is left without a candidate.
    fn allowed_by_combinations(masks: &[u16; 81], cells: [usize; 3], excluders: u128) -> [u16; 3] {
        let [a, b, c] = cells;
        let sees = |p: usize, q: usize| peers(p) & bit(q) != 0;
        let mut ok = [0u16; 3];
        for x in small_bits(masks[a]) {
            for y in small_bits(masks[b]) {
                for z in small_bits(masks[c]) {
                    let clash =
                        (sees(a, b) && x == y) || (sees(a, c) && x == z) || (sees(b, c) && y == z);
                    let taken = 1u16 << x | 1 << y | 1 << z;
                    if clash || bits(excluders).any(|e| masks[e] & !taken == 0) {
                        continue;
                    }
                    ok[0] |= 1 << x;
                    ok[1] |= 1 << y;
                    ok[2] |= 1 << z;
                }
            }
        }
        ok
    }

    fn random_mask(rng: &mut SeededRng, least: u32, most: u32) -> u16 {
        let want = least + rng.below(most - least + 1);
        let mut m = 0u16;
        while m.count_ones() < want {
            m |= 1 << rng.below(9);
        }
        m
    }

    #[test]
    fn allowed_digits_are_those_of_some_combination_no_excluder_forbids() {
        // `may_remove` holds wherever a digit is left out.
        let mut rng = SeededRng::new(7);
        // Three cells of row 0 in box 0, and three in one row across boxes, and three in a
        // box across rows: each cell pair a peer or not.
        let triplets = [[0, 1, 2], [0, 4, 8], [0, 10, 20], [0, 12, 24], [9, 11, 30]];
        let (mut removed, mut skipped) = (0, 0);
        for round in 0..20_000 {
            let cells = triplets[round % triplets.len()];
            let mut common = !0u128 >> 47;
            for &c in &cells {
                common &= peers(c);
            }
            let mut masks = [0u16; 81];
            for &c in &cells {
                masks[c] = random_mask(&mut rng, 2, 4);
            }
            let mut excluders = 0u128;
            for e in bits(common) {
                if rng.below(2) == 0 {
                    masks[e] = random_mask(&mut rng, 2, 3);
                    excluders |= bit(e);
                }
            }
            let want = allowed_by_combinations(&masks, cells, excluders);
            assert_eq!(
                allowed(&masks, cells, excluders),
                want,
                "{cells:?} {masks:?}"
            );
            let removes = want != [masks[cells[0]], masks[cells[1]], masks[cells[2]]];
            assert!(
                !removes || may_remove(&masks, cells, excluders),
                "{cells:?} {masks:?}"
            );
            removed += usize::from(removes);
            skipped += usize::from(!may_remove(&masks, cells, excluders));
        }
        // The draws reach both outcomes, and triplets the check skips.
        assert!(removed > 100 && skipped > 100, "{removed} {skipped}");
    }
}
