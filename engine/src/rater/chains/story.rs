//! Turning a branch's conclusion into a [`Step`]: the chain kept for the sentence, the
//! cells to highlight, the score.
//!
//! The chain itself (`Chain`, `ChainNode`) and how it is told live in `pattern/chain.rs`;
//! here it is made from a branch's nodes, which patterns know nothing of.

#[cfg(doc)]
use super::branch::Branch;
use super::branch::Node;
use crate::rater::pattern::list::MAX_CHAIN_NODES;
use crate::rater::pattern::{Chain, ChainNode, List, Pattern};
use crate::rater::score;
use crate::rater::{Step, Technique};
use crate::{Cell, Digit};

impl ChainNode {
    /// The public form of a branch's node.
    fn of(node: Node) -> Option<ChainNode> {
        Some(ChainNode {
            cell: Cell::new(node.cell())?,
            digit: Digit::new(node.digit() as u8 + 1)?,
            on: node.is_on(),
        })
    }
}

impl Chain {
    /// The chain told by `line` (a branch's main line, [`Branch::line`]), its conclusion
    /// resting on `length` nodes.
    fn new(line: &[Node], length: u32) -> Chain {
        let cut = line.len() > MAX_CHAIN_NODES;
        let (kept, last) = if cut {
            (MAX_CHAIN_NODES - 2, line.last())
        } else {
            (line.len(), None)
        };
        let mut cells = List::new();
        for n in line {
            let Some(cell) = Cell::new(n.cell()) else {
                continue;
            };
            if !cells.contains(&cell) {
                cells.push(cell); // kept only while there is room
            }
        }
        let nodes = line[..kept]
            .iter()
            .chain(last)
            .filter_map(|&n| ChainNode::of(n))
            .collect();
        Chain {
            nodes,
            cut,
            cells,
            length: u16::try_from(length).unwrap_or(u16::MAX),
        }
    }
}

/// A step of `technique` concluding `target` (placing it when on, removing it when off),
/// told by `line` (a branch's main line, [`Branch::line`]) as the pattern `pattern` makes
/// of it, resting on `length` nodes.
pub(crate) fn tell(
    technique: Technique,
    line: &[Node],
    target: Node,
    length: u32,
    pattern: impl FnOnce(Chain) -> Pattern,
) -> Step {
    let mut s = Step::new(technique, pattern(Chain::new(line, length)));
    if let Some(d) = Digit::new(target.digit() as u8 + 1) {
        if target.is_on() {
            s.placement = Cell::new(target.cell()).map(|c| (c, d));
        } else {
            s.eliminate(target.cell(), d);
        }
    }
    s.score = score::chain(score::base(technique), length);
    s
}
