//! Short lists in pattern order, and how long the lists of a pattern may be.

use core::fmt;
use core::ops::Deref;

/// Most cells [`Step::cells`](crate::Step::cells) gives, and most a pattern lists in its
/// sentence (a subset's cells, a fish's fins, a remote pair's chain, a chain's first cells…).
pub const MAX_PATTERN_CELLS: usize = 8;

/// Most nodes of a chain a [`Step`](crate::Step) keeps for its sentence, counting the gap
/// that a longer chain leaves between its first nodes and its last one.
pub const MAX_CHAIN_NODES: usize = 16;

/// A short list in pattern order: at most `N` items, further ones are left out.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct List<T, const N: usize>(heapless::Vec<T, N, u8>);

impl<T, const N: usize> List<T, N> {
    /// An empty list.
    pub(crate) const fn new() -> List<T, N> {
        List(heapless::Vec::new())
    }

    /// Appends `item` unless the list is full.
    pub(crate) fn push(&mut self, item: T) {
        let _ = self.0.push(item);
    }
}

impl<T, const N: usize> FromIterator<T> for List<T, N> {
    /// The first `N` items.
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> List<T, N> {
        let mut list = List::new();
        for item in items.into_iter().take(N) {
            list.push(item);
        }
        list
    }
}

impl<T, const N: usize> Deref for List<T, N> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.0
    }
}

impl<T: fmt::Debug, const N: usize> fmt::Debug for List<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
