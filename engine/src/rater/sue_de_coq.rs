//! Sue de Coq: the cells where a line crosses a box, with cells of the line and of the box
//! that together hold exactly as many digits as cells. Level expert (feature `chains`).
//!
//! The pattern it builds (`SueDeCoq`) and its sentence live in `pattern/sue_de_coq.rs`; the
//! sentences of steps found on hint walks from real puzzles are tested in `hint_walks` (a
//! walk climbs the whole ladder, which imports this module).

use super::board::{Board, bits, cells_at, unit_bits, unit_positions};
use super::combinations::subsets;
use super::pattern::{Pattern, SueDeCoq};
use super::{Step, Technique};
use crate::{Cell, DigitSet, Unit};

/// Where line `L` crosses box `B`, two or three empty cells hold digits `V` (at least two
/// more than cells). With cells `SL` of `L` outside `B` (digits `DL`) and `SB` of `B`
/// outside `L` (digits `DB`), `DL` and `DB` disjoint, and as many digits in `V ∪ DL ∪ DB`
/// as cells in all: every digit of `DL` is in `L` at most once, of `DB` in `B` at most once,
/// and the rest in the crossing at most once, so each is there exactly once. `DL` and the
/// digits of `V` outside `DB` go from the rest of `L`; `DB` and those of `V` outside `DL`
/// from the rest of `B`.
///
/// Work: per crossing (54), up to 41 × 41 choices of `SL` and `SB` (1–3 cells each).
pub(super) fn sue_de_coq(b: &Board<'_>) -> Option<Step> {
    for bx in 0..9 {
        let box_unit = 18 + bx;
        let box_cells = unit_bits(box_unit);
        let (band, stack) = (bx / 3 * 3, bx % 3 * 3);
        let lines = (band..band + 3).chain((9 + stack)..(9 + stack + 3));
        for line in lines {
            let line_cells = unit_bits(line);
            let crossing = box_cells & line_cells & b.empty;
            let n = crossing.count_ones();
            let v = b.digits_in(crossing);
            if n < 2 || v.len() < n + 2 {
                continue;
            }
            let line_rest = line_cells & !box_cells & b.empty;
            let box_rest = box_cells & !line_cells & b.empty;
            let (line_free, box_free) = (
                unit_positions(line_rest, line),
                unit_positions(box_rest, box_unit),
            );
            for kl in 1..=3 {
                for sl in subsets(line_free, kl) {
                    let sl_cells = cells_at(line, sl);
                    let dl = b.digits_in(sl_cells);
                    if dl.len() > kl + 1 {
                        continue; // more digits than the whole set could hold
                    }
                    for kb in 1..=3 {
                        for sb in subsets(box_free, kb) {
                            let sb_cells = cells_at(box_unit, sb);
                            let db = b.digits_in(sb_cells);
                            if !dl.intersection(db).is_empty()
                                || v.union(dl).union(db).len() != n + kl + kb
                            {
                                continue;
                            }
                            let cells = |set: u128| bits(set).filter_map(Cell::new).collect();
                            let pattern = SueDeCoq {
                                line: Unit::from_code(line)?,
                                block: Unit::from_code(box_unit)?,
                                digits: v,
                                crossing: cells(crossing),
                                line_cells: cells(sl_cells),
                                block_cells: cells(sb_cells),
                            };
                            let mut s = Step::new(Technique::SueDeCoq, Pattern::SueDeCoq(pattern));
                            let clear = |s: &mut Step, cells: u128, digits: DigitSet| {
                                for c in bits(cells) {
                                    for d in b.mask(c).intersection(digits).iter() {
                                        s.eliminate(c, d);
                                    }
                                }
                            };
                            clear(&mut s, line_rest & !sl_cells, dl.union(v.difference(db)));
                            clear(&mut s, box_rest & !sb_cells, db.union(v.difference(dl)));
                            if s.is_useful() {
                                return Some(s);
                            }
                        }
                    }
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
    fn sue_de_coq_splits_the_crossing_between_line_and_box() {
        let mut pm = from_line(&".".repeat(81));
        // Row 1 crosses box 1 at r1c1, r1c2, r1c3; r1c3 is filled (say 9), r1c1 {1,2,3,4}
        // and r1c2 {1,2,3,4} hold V = {1,2,3,4}. r1c7 {1,2} in the row, r2c2 {3,4} in the
        // box: four cells, four digits. So 1, 2 go from the rest of row 1; 3, 4 from the
        // rest of box 1.
        pm.place(rc(1, 3), d(9));
        keep(&mut pm, rc(1, 1), "1234");
        keep(&mut pm, rc(1, 2), "1234");
        keep(&mut pm, rc(1, 7), "12");
        keep(&mut pm, rc(2, 2), "34");
        let s = sue_de_coq(&Board::new(&pm)).unwrap();
        assert_eq!(s.technique(), Technique::SueDeCoq);
        assert!(s.to_string().starts_with(
            "Sue de Coq: r1c1, r1c2, r1c7, r2c2 in row 1 and box 1 hold only as many digits as \
             cells"
        ));
        let e = elims(&s);
        // Row 1 outside box 1 and r1c7: c4-c6, c8, c9 lose 1 and 2.
        for c in ["r1c4", "r1c5", "r1c6", "r1c8", "r1c9"] {
            assert!(e.contains(&(c.to_string(), 1)) && e.contains(&(c.to_string(), 2)));
            assert!(!e.iter().any(|(x, d)| x == c && (*d == 3 || *d == 4)));
        }
        // Box 1 outside row 1 and r2c2: r2c1, r2c3, r3c1-r3c3 lose 3 and 4.
        for c in ["r2c1", "r2c3", "r3c1", "r3c2", "r3c3"] {
            assert!(e.contains(&(c.to_string(), 3)) && e.contains(&(c.to_string(), 4)));
        }
        assert_eq!(e.len(), 20);
    }
}
