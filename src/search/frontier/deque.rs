//! [`ZeroOneDeque`], the frontier of 0-1 BFS.

use std::collections::VecDeque;

use crate::search::frontier::{Entry, Frontier, Popped};

/// Moves of cost 0 to the front, others to the back: with costs 0 and 1 the deque stays
/// ordered by distance, like Dijkstra's queue, at the price of a deque.
#[derive(Debug, Clone)]
pub struct ZeroOneDeque<S, C>(VecDeque<Entry<S, C>>);

impl<S, C> Default for ZeroOneDeque<S, C> {
    fn default() -> Self {
        ZeroOneDeque(VecDeque::new())
    }
}

impl<S, C> Frontier<Entry<S, C>> for ZeroOneDeque<S, C> {
    type Out = Popped<S, C>;
    fn clear(&mut self) {
        self.0.clear();
    }
    #[inline]
    fn push(&mut self, entry: Entry<S, C>, free: bool) {
        if free {
            self.0.push_front(entry);
        } else {
            self.0.push_back(entry);
        }
    }
    #[inline]
    fn pop(&mut self) -> Option<Popped<S, C>> {
        self.0.pop_front().map(Popped::from)
    }
    fn heap_bytes(&self) -> usize {
        self.0.capacity() * size_of::<Entry<S, C>>()
    }
}
