//! What the branches of candidates assumed on derived, kept per candidate for one position:
//! a search that reads a candidate's branch once for every group the candidate is in (a
//! cell and three units) follows it once. The level walk's forcing keeps nodes, Sudoku
//! Explainer's region forcing keeps potentials; both keep them here.

/// A slot: nothing is kept for the candidate.
const UNKNOWN: u16 = u16::MAX;
/// A slot: the candidate's branch failed.
const FAILED: u16 = u16::MAX - 1;

/// Per candidate (`cell * 9 + digit index`): whether its branch held, and what it derived.
pub(crate) struct Kept<T> {
    /// `UNKNOWN`, `FAILED`, or the index of what the branch derived in `items`.
    slot: [u16; 729],
    /// What branches that held derived, in the order followed (not zeroed when made: most
    /// searches keep few).
    items: heapless::Vec<T, 729>,
}

impl<T> Kept<T> {
    /// Nothing kept.
    pub fn new() -> Kept<T> {
        Kept {
            slot: [UNKNOWN; 729],
            items: heapless::Vec::new(),
        }
    }

    /// Keeps what candidate `k`'s branch derived (`None`: it failed), unless something is
    /// kept for `k` already (the same branch in the same position derives the same).
    pub fn keep(&mut self, k: usize, derived: Option<T>) {
        let Some(slot) = self.slot.get_mut(k) else {
            return;
        };
        if *slot != UNKNOWN {
            return;
        }
        match derived {
            None => *slot = FAILED,
            Some(item) => {
                if self.items.push(item).is_ok() {
                    *slot = (self.items.len() - 1) as u16;
                }
            }
        }
    }

    /// What candidate `k`'s branch derived (`Some(None)`: it failed), or `None` if nothing
    /// is kept.
    pub fn get(&self, k: usize) -> Option<Option<&T>> {
        match self.slot.get(k).copied() {
            None | Some(UNKNOWN) => None,
            Some(FAILED) => Some(None),
            Some(i) => self.items.get(usize::from(i)).map(Some),
        }
    }
}
