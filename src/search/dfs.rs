//! Iterative depth-first search: the [`Lifo`] frontier, states settled when taken.

use crate::search::Search;
use crate::search::bfs::{StepMark, Steps};
use crate::search::engine::{Policy, Workspace, slot32};
use crate::search::frontier::{Frontier, Lifo};
use crate::search::table::{NONE, Slots};
use crate::space::StateSpace;

/// A stack entry: a state, its slot, the slot of the state that pushed it, and its mark.
type Frame<S> = (S, u32, u32, u32);

/// Depth-first order: a state is settled when taken from the stack, with the predecessor
/// and depth of the entry that reached it; entries of settled states are skipped.
struct DepthFirst {
    epoch: u32,
    /// The highest mark written.
    top: u32,
}

impl<Sp: StateSpace> Policy<Sp, Steps> for DepthFirst {
    type Entry = Frame<Sp::State>;
    type Popped = Frame<Sp::State>;
    /// The mark of the taken state.
    type Taken = u32;

    #[inline]
    fn start(
        &mut self,
        _: &mut [StepMark],
        _: &mut [u32],
        (): &mut (),
        start: Sp::State,
        slot: usize,
    ) -> Option<Self::Entry> {
        Some((start, slot32(slot), NONE, self.epoch))
    }

    #[inline]
    fn take(
        &mut self,
        slots: &mut impl Slots<Sp, StepMark>,
        (): &(),
        (state, slot, pred, mark): Self::Popped,
    ) -> Option<(Sp::State, usize, u32)> {
        let (marks, preds) = slots.parts();
        if marks[slot as usize].0 >= self.epoch {
            return None;
        }
        marks[slot as usize] = StepMark(mark);
        preds[slot as usize] = pred;
        self.top = self.top.max(mark);
        Some((state, slot as usize, mark))
    }

    #[inline]
    fn relax(
        &mut self,
        marks: &mut [StepMark],
        _: &mut [u32],
        (): &mut (),
        from: usize,
        mark: u32,
        next: Sp::State,
        _: Sp::Cost,
        next_slot: usize,
    ) -> Option<(Self::Entry, bool)> {
        (marks[next_slot].0 < self.epoch)
            .then(|| ((next, slot32(next_slot), slot32(from), mark + 1), false))
    }

    fn marks_used(&self) -> u32 {
        self.top - self.epoch + 1
    }
}

/// Depth-first search, and its reusable workspace: *a* path (not a shortest one) and
/// everything reachable, with an explicit stack — no recursion, so deep spaces cannot overflow
/// the call stack.
///
/// Successors are explored in the order the space produces them: the first successor's subtree
/// is finished before the second is entered. The "distance" the result reports for a state is
/// its depth in the search tree: the length of the path [`Search::path_to`] returns.
///
/// # Complexity
///
/// `O(V + E)` time; the stack can hold up to one entry per move explored.
///
/// # Examples
///
/// ```
/// use gridpath::{Dfs, Grid, GridSpace, Moves, Pos};
///
/// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// let mut dfs = Dfs::new();
///
/// let found = dfs.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(2, 2));
/// let path = found.path().unwrap();
/// assert_eq!(path.first(), Some(&Pos::new(0, 0)));
/// assert_eq!(path.last(), Some(&Pos::new(2, 2)));
///
/// let reach = dfs.reach(&space, [Pos::new(0, 0)]);
/// assert!(reach.is_reached(Pos::new(2, 0)));
/// assert!(!reach.is_reached(Pos::new(1, 1)));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Dfs<S> {
    records: Workspace<S, Steps>,
    stack: Lifo<Frame<S>>,
}

impl<S> Default for Dfs<S> {
    fn default() -> Self {
        Dfs {
            records: Workspace::default(),
            stack: Lifo::default(),
        }
    }
}

impl<S: Copy + Eq + core::hash::Hash> Dfs<S> {
    /// An empty workspace; buffers are allocated by the first query.
    ///
    /// ```
    /// let dfs = gridpath::Dfs::<u32>::new();
    /// assert_eq!(dfs.heap_bytes(), 0);
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Stops a query once its records pass `states` (paged and hashed storage only), so an
    /// exploding search ends with [`Search::is_truncated`]; see [the state
    /// limit](crate::search#the-state-limit).
    ///
    /// ```
    /// use gridpath::{Dfs, StateSpace};
    /// /// Counting up forever, hashed: only a limit ends the search.
    /// struct Up;
    /// impl StateSpace for Up {
    ///     type State = u64;
    ///     type Cost = u32;
    ///     fn successors(&self, n: u64, mut visit: impl FnMut(u64, u32)) { visit(n + 1, 1) }
    /// }
    /// let mut dfs = Dfs::new().with_state_limit(1000);
    /// assert!(dfs.reach(&Up, [0]).is_truncated());
    /// ```
    #[must_use]
    pub fn with_state_limit(mut self, states: usize) -> Self {
        self.records.set_state_limit(states);
        self
    }

    /// Searches depth-first from `starts` (the first start first) until a state satisfying
    /// `goal` is visited, or everything reachable has been.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] numbering contract.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Dfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut dfs = Dfs::new();
    /// // Moves go U R D L: from (0, 0) it goes right first, then down.
    /// let found = dfs.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(1, 0));
    /// assert_eq!(found.path().unwrap().len(), 4);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
    ) -> Search<'a, Sp, u32>
    where
        Sp: StateSpace<State = S>,
    {
        let policy = |epoch| DepthFirst { epoch, top: epoch };
        self.records
            .query(space, &mut self.stack, policy, starts, goal)
    }

    /// Everything reachable from `starts`: [`Dfs::search`] with no goal.
    ///
    /// ```
    /// use gridpath::{Dfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut dfs = Dfs::new();
    /// assert!(!dfs.reach(&space, [Pos::new(0, 0)]).is_reached(Pos::new(0, 2)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn reach<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
    ) -> Search<'a, Sp, u32>
    where
        Sp: StateSpace<State = S>,
    {
        self.search(space, starts, |_| false)
    }

    /// Bytes held by the workspace's buffers: records, hash map and stack.
    ///
    /// See [`Bfs::heap_bytes`](crate::Bfs::heap_bytes) for an example.
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        self.records.heap_bytes() + self.stack.heap_bytes()
    }
}
