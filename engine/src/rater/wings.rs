//! Wings: XY-Wing, XYZ-Wing, W-Wing. Level hard.
//!
//! The patterns they build (`Wing`, `WWing`) and their sentences live in `pattern/wings.rs`.

use super::board::{Board, bit, bits, common_peers, exactly_two, peers, unit_bits};
use super::pattern::{Pattern, WWing, Wing};
use super::{Step, Technique};
use crate::{Cell, Digit, DigitSet};

impl Wing {
    /// A wing step on cells `p`, `a`, `c` removing `digit` from `victims`.
    fn step(
        technique: Technique,
        [p, a, c]: [usize; 3],
        digit: Digit,
        victims: u128,
    ) -> Option<Step> {
        let pattern = Wing {
            digit,
            pivot: Cell::new(p)?,
            pincers: [Cell::new(a)?, Cell::new(c)?],
        };
        Step::removing(technique, Pattern::Wing(pattern), digit, victims)
    }
}

/// A bivalue pivot `xy` seeing bivalue pincers `xz` and `yz`: one pincer is `z`, so `z`
/// goes from every cell seeing both pincers.
pub(super) fn xy_wing(b: &Board<'_>) -> Option<Step> {
    let bivalue = b.bivalue();
    for p in bits(bivalue) {
        let pivot = b.mask(p);
        for a in bits(bivalue & peers(p)) {
            let ma = b.mask(a);
            if ma.intersection(pivot).len() != 1 {
                continue;
            }
            let z = ma.difference(pivot);
            let Some(zd) = z.as_single() else { continue };
            let y = pivot.difference(ma);
            let want = y.union(z);
            for c in bits(bivalue & peers(p)) {
                if c <= a || b.mask(c) != want {
                    continue;
                }
                let victims = common_peers(a, c) & b.cells_of(zd);
                if let Some(s) = Wing::step(Technique::XYWing, [p, a, c], zd, victims) {
                    return Some(s);
                }
            }
        }
    }
    None
}

/// A trivalue pivot `xyz` seeing bivalue pincers `xz` and `yz`: `z` goes from every cell
/// seeing all three.
pub(super) fn xyz_wing(b: &Board<'_>) -> Option<Step> {
    let bivalue = b.bivalue();
    for p in bits(b.empty) {
        let pivot = b.mask(p);
        if pivot.len() != 3 {
            continue;
        }
        for a in bits(bivalue & peers(p)) {
            let ma = b.mask(a);
            if ma.difference(pivot) != DigitSet::EMPTY {
                continue;
            }
            for c in bits(bivalue & peers(p)) {
                let mc = b.mask(c);
                if c <= a || mc == ma || mc.difference(pivot) != DigitSet::EMPTY {
                    continue;
                }
                let z = ma.intersection(mc);
                let Some(zd) = z.as_single() else { continue };
                let victims = common_peers(a, c) & peers(p) & b.cells_of(zd);
                if let Some(s) = Wing::step(Technique::XYZWing, [p, a, c], zd, victims) {
                    return Some(s);
                }
            }
        }
    }
    None
}

/// Two bivalue cells `xy` that do not see each other, joined by a conjugate pair of `x`
/// (a unit where `x` has just two places, one seeing each cell): one of them is `y`, so `y`
/// goes from every cell seeing both.
pub(super) fn w_wing(b: &Board<'_>) -> Option<Step> {
    let bivalue = b.bivalue();
    for a in bits(bivalue) {
        let m = b.mask(a);
        for c in bits(bivalue & !peers(a)) {
            if c <= a || b.mask(c) != m {
                continue;
            }
            for x in m.iter() {
                let Some(y) = m.without(x).as_single() else {
                    continue;
                };
                let victims = common_peers(a, c) & b.cells_of(y);
                if victims == 0 {
                    continue;
                }
                for u in 0..27 {
                    let link = b.cells_of(x) & unit_bits(u);
                    if !exactly_two(link) || link & (bit(a) | bit(c)) != 0 {
                        continue;
                    }
                    let e1 = link.trailing_zeros() as usize;
                    let e2 = (link & !bit(e1)).trailing_zeros() as usize;
                    let joined =
                        |p: usize, q: usize| peers(a) & bit(p) != 0 && peers(c) & bit(q) != 0;
                    let (sa, sc) = if joined(e1, e2) {
                        (e1, e2)
                    } else if joined(e2, e1) {
                        (e2, e1)
                    } else {
                        continue;
                    };
                    let pattern = WWing {
                        digit: y,
                        ends: [Cell::new(a)?, Cell::new(c)?],
                        link: [Cell::new(sa)?, Cell::new(sc)?],
                        link_digit: x,
                    };
                    return Step::removing(Technique::WWing, Pattern::WWing(pattern), y, victims);
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::super::test_util::*;
    use super::*;

    #[test]
    fn xy_wing_removes_z_where_both_pincers_see() {
        let mut pm = from_line(&".".repeat(81));
        keep(&mut pm, rc(1, 1), "12"); // pivot
        keep(&mut pm, rc(1, 5), "13"); // pincer in the row
        keep(&mut pm, rc(5, 1), "23"); // pincer in the column
        let s = xy_wing(&Board::new(&pm)).unwrap();
        let Pattern::Wing(p) = s.pattern else {
            panic!("{s}")
        };
        assert_eq!((p.pivot, p.pincers), (rc(1, 1), [rc(1, 5), rc(5, 1)]));
        assert_eq!(
            s.cells().collect::<std::vec::Vec<_>>(),
            [rc(1, 1), rc(1, 5), rc(5, 1)]
        );
        // Cells seeing r1c5 and r5c1: r1c1 (pivot, no 3) and r5c5.
        assert_eq!(elims(&s), [("r5c5".to_string(), 3)]);
        assert_eq!(
            s.to_string(),
            "XY-Wing: pivot r1c1 with pincers r1c5, r5c1: one pincer is 3, so remove 3 from r5c5"
        );
    }

    #[test]
    fn xyz_wing_removes_z_where_all_three_see() {
        let mut pm = from_line(&".".repeat(81));
        keep(&mut pm, rc(2, 2), "123"); // pivot
        keep(&mut pm, rc(2, 7), "13"); // pincer in the row
        keep(&mut pm, rc(3, 1), "23"); // pincer in the box
        let b = Board::new(&pm);
        assert!(xy_wing(&b).is_none());
        let s = xyz_wing(&b).unwrap();
        // Seeing r2c2, r2c7 and r3c1: r2c1, r2c3 (row 2 in box 1).
        assert_eq!(
            elims(&s),
            [("r2c1".to_string(), 3), ("r2c3".to_string(), 3)]
        );
        assert_eq!(
            s.to_string(),
            "XYZ-Wing: pivot r2c2 with pincers r2c7, r3c1: one of the three is 3, so remove 3 \
             from r2c1, r2c3"
        );
    }

    #[test]
    fn w_wing_needs_a_conjugate_link() {
        let mut pm = from_line(&".".repeat(81));
        keep(&mut pm, rc(1, 2), "45");
        keep(&mut pm, rc(6, 7), "45");
        assert!(w_wing(&Board::new(&pm)).is_none());
        // Row 9: 4 only in r9c2 and r9c7, each seeing one of the cells.
        confine(&mut pm, 8, 4, &[rc(9, 2), rc(9, 7)]);
        let s = w_wing(&Board::new(&pm)).unwrap();
        let Pattern::WWing(p) = s.pattern else {
            panic!("{s}")
        };
        assert_eq!(
            (p.ends, p.link),
            ([rc(1, 2), rc(6, 7)], [rc(9, 2), rc(9, 7)])
        );
        assert_eq!((p.digit, p.link_digit), (d(5), d(4)));
        // Cells seeing r1c2 and r6c7: r1c7 and r6c2.
        assert_eq!(
            elims(&s),
            [("r1c7".to_string(), 5), ("r6c2".to_string(), 5)]
        );
        assert_eq!(
            s.to_string(),
            "W-Wing: r1c2, r6c7 hold the same two digits and are linked by the conjugate pair \
             r9c2, r9c7: one of them is 5, so remove 5 from r1c7, r6c2"
        );
    }
}
