//! The frontiers the engine loop is driven by: which reached state is expanded next.
//!
//! | frontier | engine | order |
//! |---|---|---|
//! | [`Fifo`] | [`Bfs`](crate::Bfs) | first in, first out |
//! | [`Lifo`] | [`Dfs`](crate::Dfs) | last in, first out, each state's successors in their order |
//! | [`ZeroOneDeque`] | [`ZeroOneBfs`](crate::ZeroOneBfs) | cost-0 moves to the front, others to the back |
//! | [`Buckets`] | [`Dijkstra`](crate::Dijkstra), [`AStar`](crate::AStar) | least `f = g + h`: a bucket ring, then a radix heap, then binary heaps |

mod buckets;
mod deque;
mod radix;

pub(crate) use buckets::Buckets;
pub(crate) use deque::ZeroOneDeque;

/// The queue of the engine loop, holding entries of type `E`.
pub trait Frontier<E> {
    /// What [`Frontier::pop`] gives back.
    type Out;
    /// Empties the queue for a new query, keeping its allocations.
    fn clear(&mut self);
    /// Adds an entry reached by a move of cost zero (`free`) or more.
    fn push(&mut self, entry: E, free: bool);
    /// Takes the next entry.
    fn pop(&mut self) -> Option<Self::Out>;
    /// Called before the starts are pushed and before each expansion pushes its successors.
    #[inline]
    fn begin_batch(&mut self) {}
    /// Called after the starts are pushed and after each expansion.
    #[inline]
    fn end_batch(&mut self) {}
    /// Bytes held by the queue's buffers.
    fn heap_bytes(&self) -> usize;
}

/// First in, first out: breadth-first order. Two arrays rather than a ring: the entries being
/// taken, kept in reverse so that the next is the last, and the entries added since, which are
/// reversed once and become the ones taken when the first run out — the order of one queue,
/// with a push and a pop that are a `Vec`'s (measured: a `VecDeque`'s wrap-around arithmetic
/// was a fifth of the instructions of a breadth-first search on an open grid).
#[derive(Debug, Clone)]
pub struct Fifo<E> {
    /// The entries being taken, the next one last.
    taking: Vec<E>,
    /// The entries added since `taking` was filled, in the order they came.
    adding: Vec<E>,
}

impl<E> Default for Fifo<E> {
    fn default() -> Self {
        Fifo {
            taking: Vec::new(),
            adding: Vec::new(),
        }
    }
}

impl<E> Frontier<E> for Fifo<E> {
    type Out = E;
    fn clear(&mut self) {
        self.taking.clear();
        self.adding.clear();
    }
    #[inline]
    fn push(&mut self, entry: E, _free: bool) {
        self.adding.push(entry);
    }
    #[inline]
    fn pop(&mut self) -> Option<E> {
        if let Some(entry) = self.taking.pop() {
            return Some(entry);
        }
        // The entries being taken ran out: those added since are next, in their order.
        core::mem::swap(&mut self.taking, &mut self.adding);
        self.taking.reverse();
        self.taking.pop()
    }
    fn heap_bytes(&self) -> usize {
        (self.taking.capacity() + self.adding.capacity()) * size_of::<E>()
    }
}

/// Last in, first out, with each batch (the starts, or one state's successors) taken in the
/// order it was pushed: depth-first order.
#[derive(Debug, Clone)]
pub struct Lifo<E> {
    stack: Vec<E>,
    /// Where the current batch starts.
    batch: usize,
}

impl<E> Default for Lifo<E> {
    fn default() -> Self {
        Lifo {
            stack: Vec::new(),
            batch: 0,
        }
    }
}

impl<E> Frontier<E> for Lifo<E> {
    type Out = E;
    fn clear(&mut self) {
        self.stack.clear();
        self.batch = 0;
    }
    #[inline]
    fn push(&mut self, entry: E, _free: bool) {
        self.stack.push(entry);
    }
    #[inline]
    fn pop(&mut self) -> Option<E> {
        self.stack.pop()
    }
    #[inline]
    fn begin_batch(&mut self) {
        self.batch = self.stack.len();
    }
    #[inline]
    fn end_batch(&mut self) {
        if let Some(batch) = self.stack.get_mut(self.batch..) {
            batch.reverse();
        }
    }
    fn heap_bytes(&self) -> usize {
        self.stack.capacity() * size_of::<E>()
    }
}

/// A frontier entry: estimated total `f = g + h`, cost so far `g`, the state and its slot.
#[derive(Debug, Clone, Copy)]
pub struct Entry<S, C> {
    pub(crate) f: C,
    pub(crate) g: C,
    pub(crate) state: S,
    pub(crate) slot: u32,
}

/// What a frontier gives back: the slot, and the state and the `g` it was queued with if the
/// frontier kept them. Keyed entries keep neither: the loop reads the record's distance and
/// the slot's state instead, see [`BestFirst`](crate::search::weighted::BestFirst).
#[derive(Debug, Clone, Copy)]
pub struct Popped<S, C> {
    pub(crate) state: Option<S>,
    pub(crate) slot: u32,
    pub(crate) g: Option<C>,
}

impl<S, C> From<Entry<S, C>> for Popped<S, C> {
    #[inline]
    fn from(entry: Entry<S, C>) -> Self {
        Popped {
            state: Some(entry.state),
            slot: entry.slot,
            g: Some(entry.g),
        }
    }
}

impl<S, C> From<radix::Keyed> for Popped<S, C> {
    #[inline]
    fn from(entry: radix::Keyed) -> Self {
        Popped {
            state: None,
            slot: entry.slot,
            g: None,
        }
    }
}
