//! [`ZeroOneDeque`], the frontier of 0-1 BFS.

use std::collections::VecDeque;

use crate::cost::Cost;
use crate::search::frontier::{Entry, Frontier, Popped};

/// Moves of cost 0 to the front, others to the back: with costs 0 and 1 the deque stays
/// ordered by distance, like Dijkstra's queue, at the price of a deque. A move of any other
/// cost would break that order and the answers with it (0.2 answered 6 where the shortest
/// path costs 4), so the deque refuses one: see [`ZeroOneDeque::push`].
#[derive(Debug, Clone)]
pub struct ZeroOneDeque<S, C> {
    queue: VecDeque<Entry<S, C>>,
    /// The distance of the entry last taken: every move pushed after it must reach at most
    /// one more.
    taken: Option<C>,
}

impl<S, C> Default for ZeroOneDeque<S, C> {
    fn default() -> Self {
        ZeroOneDeque {
            queue: VecDeque::new(),
            taken: None,
        }
    }
}

impl<S, C: Cost> Frontier<Entry<S, C>> for ZeroOneDeque<S, C> {
    type Out = Popped<S, C>;
    fn clear(&mut self) {
        self.queue.clear();
        self.taken = None;
    }
    /// # Panics
    ///
    /// If a move costs more than 1: the entry reaches more than one past the distance of the
    /// entry last taken. 0-1 BFS is exact only for moves of cost 0 and 1; the space's moves
    /// of other costs call for [`Dijkstra`](crate::Dijkstra).
    #[inline]
    fn push(&mut self, entry: Entry<S, C>, free: bool) {
        if free {
            self.queue.push_front(entry);
        } else {
            if let Some(taken) = self.taken {
                assert!(
                    entry.g <= taken.saturating_add(C::from_steps(1)),
                    "ZeroOneBfs: a move from distance {taken:?} reaches distance {:?}, but 0-1 BFS \
                     takes moves of cost 0 or 1 only; search this space with Dijkstra",
                    entry.g
                );
            }
            self.queue.push_back(entry);
        }
    }
    #[inline]
    fn pop(&mut self) -> Option<Popped<S, C>> {
        let entry = self.queue.pop_front()?;
        self.taken = Some(entry.g);
        Some(Popped::from(entry))
    }
    fn heap_bytes(&self) -> usize {
        self.queue.capacity() * size_of::<Entry<S, C>>()
    }
}
