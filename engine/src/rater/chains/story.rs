//! Turning a branch's conclusion into a [`Step`]: the chain kept for the sentence, the
//! cells to highlight, the score.

use core::fmt;

#[cfg(doc)]
use super::branch::Branch;
use super::branch::Node;
use crate::rater::pattern::list::{MAX_CHAIN_NODES, MAX_PATTERN_CELLS};
use crate::rater::pattern::{List, Pattern};
use crate::rater::score;
use crate::rater::{Step, Technique};
use crate::{Cell, Digit};

/// A chain's node: a candidate that is on (the cell holds the digit) or off.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ChainNode {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
    /// Whether the cell holds the digit (else it does not).
    pub on: bool,
}

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

/// A chain of inferences from an assumption: each node follows from the one before.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Chain {
    /// The nodes, from the assumption on; a longer chain keeps its first ones and its last.
    pub nodes: List<ChainNode, MAX_CHAIN_NODES>,
    /// Whether nodes were left out before the last one.
    pub cut: bool,
    /// The first cells the whole chain passes through, each once.
    pub cells: List<Cell, MAX_PATTERN_CELLS>,
    /// How many nodes the conclusion rests on (for a forcing step, over all its branches).
    pub length: u16,
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

    /// Writes the chain: `if r1c1 is 5, then r1c7 is not 5, so r3c8 is 5, …`.
    pub(crate) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let gap = if self.cut {
            self.nodes.len().checked_sub(1)
        } else {
            None
        };
        let mut k = 0;
        for (i, n) in self.nodes.iter().enumerate() {
            if gap == Some(i) {
                f.write_str(", so …")?;
                k += 1;
            }
            f.write_str(match k {
                0 => "if ",
                1 => ", then ",
                _ => ", so ",
            })?;
            let not = if n.on { "" } else { "not " };
            write!(f, "{} is {not}{}", n.cell, n.digit)?;
            k += 1;
        }
        Ok(())
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
