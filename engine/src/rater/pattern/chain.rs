//! The chain pattern and sentence (X-Chain, XY-Chain, AIC, grouped AIC, and the chain a
//! forcing step tells); built by `rater::chains::story`.

use core::fmt;

use crate::{Cell, Digit};

use super::list::{List, MAX_CHAIN_NODES, MAX_PATTERN_CELLS};

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
    /// Writes the chain: `if r1c1 is 5, then r1c7 is not 5, so r3c8 is 5, …`.
    pub(super) fn tell(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
