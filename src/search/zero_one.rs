//! 0-1 BFS: the [`ZeroOneDeque`] frontier, no heuristic.

use crate::cost::Cost;
use crate::search::Search;
use crate::search::engine::Workspace;
use crate::search::frontier::{Frontier, ZeroOneDeque};
use crate::search::weighted::{self, Costs};
use crate::space::StateSpace;

/// 0-1 BFS, and its reusable workspace: cheapest paths when every move costs 0 or 1, with
/// a deque instead of a heap.
///
/// Moves of cost 0 go to the front of the deque, others to the back. Costs other than 0 and
/// 1 are treated as their value for distances but queued like 1, which can make results
/// non-optimal: use [`Dijkstra`](crate::Dijkstra) for general costs.
///
/// # Complexity
///
/// `O(V + E)` for the states and moves explored.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, Moves, Pos, ZeroOneBfs};
///
/// // Fewest walls to break: entering '#' costs 1, '.' costs 0.
/// let grid = Grid::parse(".#.\n##.\n...\n", Some)?;
/// let space = GridSpace::with_costs(&grid, Moves::four(), |&c| Some(u32::from(c == '#')));
/// let mut zero_one = ZeroOneBfs::new();
/// let found = zero_one.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(0, 2));
/// assert_eq!(found.goal_distance(), Some(1));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct ZeroOneBfs<S, C: Cost> {
    records: Workspace<S, Costs<C>>,
    deque: ZeroOneDeque<S, C>,
}

impl<S, C: Cost> Default for ZeroOneBfs<S, C> {
    fn default() -> Self {
        ZeroOneBfs {
            records: Workspace::default(),
            deque: ZeroOneDeque::default(),
        }
    }
}

impl<S: Copy + Eq + core::hash::Hash, C: Cost> ZeroOneBfs<S, C> {
    /// An empty workspace; buffers are allocated by the first query.
    ///
    /// ```
    /// let zero_one = gridpath::ZeroOneBfs::<gridpath::Pos, u32>::new();
    /// assert_eq!(zero_one.heap_bytes(), 0);
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
    /// use gridpath::{Grid, GridSpace, Hashed, Moves, Pos, ZeroOneBfs};
    /// let grid = Grid::new(30, 30, ())?;
    /// let space = Hashed(GridSpace::with_costs(&grid, Moves::four(), |_| Some(0u32)));
    /// let mut zero_one = ZeroOneBfs::new().with_state_limit(50);
    /// let found = zero_one.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(29, 29));
    /// assert_eq!(found.goal(), None);
    /// assert!(found.is_truncated());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn with_state_limit(mut self, states: usize) -> Self {
        self.records.set_state_limit(states);
        self
    }

    /// Bytes held by the workspace's buffers: records, hash map and deque.
    ///
    /// See [`Bfs::heap_bytes`](crate::Bfs::heap_bytes) for an example.
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        self.records.heap_bytes() + self.deque.heap_bytes()
    }

    /// Searches from `starts` until a state satisfying `goal` is settled, or until every
    /// reachable state is settled.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] numbering contract.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos, ZeroOneBfs};
    /// let grid = Grid::parse("0110\n", |c| c.to_digit(10))?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |&d| Some(d));
    /// let mut zero_one = ZeroOneBfs::new();
    /// let found = zero_one.search(&space, [Pos::new(0, 0)], |p| p.col == 3);
    /// assert_eq!(found.goal_distance(), Some(2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
    ) -> Search<'a, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        weighted::query(
            &mut self.records,
            &mut self.deque,
            space,
            starts,
            goal,
            |_| C::ZERO,
        )
    }

    /// The distance field from `starts`: [`ZeroOneBfs::search`] with no goal.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos, ZeroOneBfs};
    /// let grid = Grid::parse("101\n", |c| c.to_digit(10))?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |&d| Some(d));
    /// let mut zero_one = ZeroOneBfs::new();
    /// assert_eq!(zero_one.distances(&space, [Pos::new(0, 1)]).distance(Pos::new(0, 2)), Some(1));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn distances<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
    ) -> Search<'a, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        weighted::query(
            &mut self.records,
            &mut self.deque,
            space,
            starts,
            |_| false,
            |_| C::ZERO,
        )
    }
}
