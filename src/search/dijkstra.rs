//! Dijkstra's algorithm: the [`Buckets`] frontier, no heuristic.

use crate::cost::Cost;
use crate::search::Search;
use crate::search::engine::Workspace;
use crate::search::frontier::{Buckets, Frontier};
use crate::search::weighted::{self, Costs};
use crate::space::StateSpace;

/// Dijkstra's algorithm, and its reusable workspace: cheapest paths for any non-negative
/// [`Cost`].
///
/// # Complexity
///
/// For the states and moves explored: `O(V + E + C)` while integer costs stay in the bucket
/// ring (`C` the largest distance), `O(V + 16·E)` in the radix heap for other costs with a
/// sort key (an entry moves down at most once per hexadecimal digit of its key), and
/// `O((V + E) log V)` in the binary heaps it falls back on; stale entries are skipped when
/// taken (lazy deletion). Reuse costs nothing up front: records carry the query's epoch.
///
/// # Examples
///
/// ```
/// use gridpath::{Dijkstra, Grid, GridSpace, Moves, Pos};
///
/// // Mud costs 3 to enter, ground 1.
/// let grid = Grid::parse("S~.\n...\n", Some)?;
/// let space = GridSpace::with_costs(&grid, Moves::four(), |&c| match c {
///     '~' => Some(3u32),
///     _ => Some(1),
/// });
/// let mut dijkstra = Dijkstra::new();
/// let found = dijkstra.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(0, 2));
/// assert_eq!(found.goal_distance(), Some(4)); // around the mud, or through it: 1+3 = 4
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Dijkstra<S, C: Cost> {
    records: Workspace<S, Costs<C>>,
    frontier: Buckets<S, C>,
}

impl<S, C: Cost> Default for Dijkstra<S, C> {
    fn default() -> Self {
        Dijkstra {
            records: Workspace::default(),
            frontier: Buckets::default(),
        }
    }
}

impl<S: Copy + Eq + core::hash::Hash, C: Cost> Dijkstra<S, C> {
    /// An empty workspace; buffers are allocated by the first query.
    ///
    /// ```
    /// let dijkstra = gridpath::Dijkstra::<gridpath::Pos, u32>::new();
    /// assert_eq!(dijkstra.heap_bytes(), 0);
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
    /// use gridpath::{Dijkstra, Grid, GridSpace, Hashed, Moves, Pos};
    /// let grid = Grid::new(50, 50, ())?;
    /// let space = Hashed(GridSpace::with_costs(&grid, Moves::four(), |_| Some(2u32)));
    /// let mut dijkstra = Dijkstra::new().with_state_limit(100);
    /// assert!(dijkstra.distances(&space, [Pos::new(0, 0)]).is_truncated());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn with_state_limit(mut self, states: usize) -> Self {
        self.records.set_state_limit(states);
        self
    }

    /// Bytes held by the workspace's buffers: records, hash map and frontier.
    ///
    /// See [`Bfs::heap_bytes`](crate::Bfs::heap_bytes) for an example.
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        self.records.heap_bytes() + self.frontier.heap_bytes()
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
    /// use gridpath::{Dijkstra, Grid, GridSpace, Moves, Pos};
    /// // The cost of a step is the digit of the cell entered.
    /// let grid = Grid::parse("191\n111\n", |c| c.to_digit(10))?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |&d| Some(d));
    /// let mut dijkstra = Dijkstra::new();
    /// let found = dijkstra.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(0, 2));
    /// assert_eq!(found.goal_distance(), Some(4)); // down, right, right, up
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
            &mut self.frontier,
            space,
            starts,
            goal,
            |_| C::ZERO,
        )
    }

    /// The distance field from `starts`: [`Dijkstra::search`] with no goal.
    ///
    /// ```
    /// use gridpath::{Dijkstra, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("123\n", |c| c.to_digit(10))?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |&d| Some(d));
    /// let mut dijkstra = Dijkstra::new();
    /// assert_eq!(dijkstra.distances(&space, [Pos::new(0, 0)]).distance(Pos::new(0, 2)), Some(5));
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
            &mut self.frontier,
            space,
            starts,
            |_| false,
            |_| C::ZERO,
        )
    }
}
