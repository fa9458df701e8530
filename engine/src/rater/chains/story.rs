//! Turning a branch's conclusion into a [`Step`]: the chain kept for the sentence, the
//! cells to highlight, the score.

#[cfg(doc)]
use super::branch::Branch;
use super::branch::Node;
use crate::rater::score;
use crate::rater::step::{Form, GAP, MAX_CHAIN_NODES};
use crate::rater::{Step, Technique};
use crate::{Digit, DigitSet};

/// A step of `technique` concluding `target` (placing it when on, removing it when off),
/// told by `line` (a branch's main line, [`Branch::line`]), resting on `length` nodes.
pub(crate) fn tell(
    technique: Technique,
    form: Form,
    line: &[Node],
    target: Node,
    length: u32,
) -> Step {
    let digit = Digit::new(target.digit() as u8 + 1);
    let mut s = Step::with(technique, digit.map_or(DigitSet::EMPTY, DigitSet::single));
    if let Some(d) = digit {
        if target.is_on() {
            if let Some(c) = crate::Cell::new(target.cell()) {
                let _ = s.placements.push((c, d));
            }
        } else {
            s.eliminate(target.cell(), d);
        }
    }
    // A long line keeps its first nodes, a gap mark, and its last node.
    let cut = line.len() > MAX_CHAIN_NODES;
    for (k, n) in line.iter().enumerate() {
        if !cut || k < MAX_CHAIN_NODES - 2 {
            let _ = s.chain.push(n.0);
        } else if k + 1 == line.len() {
            let _ = s.chain.push(GAP);
            let _ = s.chain.push(n.0);
        }
        if !s.cells.iter().any(|c| c.index() == n.cell()) && !s.cells.is_full() {
            s.add_cell(n.cell());
        }
    }
    s.form = form;
    s.length = u16::try_from(length).unwrap_or(u16::MAX);
    s.score = score::chain(score::base(technique), length);
    s
}
