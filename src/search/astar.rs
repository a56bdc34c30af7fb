//! A*: the [`Buckets`] frontier, guided by a heuristic.

use crate::search::Search;
use crate::search::engine::Workspace;
use crate::search::frontier::{Buckets, Frontier};
use crate::search::weighted::{BestFirst, Costs};
use crate::{Cost, StateSpace};

/// A*, and its reusable workspace: Dijkstra guided by a heuristic that estimates the
/// remaining cost to a goal.
///
/// The heuristic must be *admissible* (never above the true remaining cost) for the result
/// to be optimal; if it is also *consistent* (`h(a) ≤ cost(a→b) + h(b)`), no state is
/// expanded twice. Ready-made ones for grids are in [`heuristic`](crate::heuristic).
/// Among entries with equal estimates the deepest is expanded first.
///
/// # Complexity
///
/// At worst that of [`Dijkstra`]; with a good heuristic it expands far fewer states.
///
/// # Examples
///
/// ```
/// use gridpath::{AStar, Grid, GridSpace, Moves, Pos, heuristic};
///
/// let grid = Grid::parse("....\n.##.\n....\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// let goal = Pos::new(2, 3);
/// let mut astar = AStar::new();
/// let found = astar.search(&space, [Pos::new(0, 0)], |p| p == goal, heuristic::manhattan(goal));
/// assert_eq!(found.goal_distance(), Some(5));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct AStar<S, C: Cost> {
    records: Workspace<S, Costs<C>>,
    frontier: Buckets<S, C>,
}

impl<S, C: Cost> Default for AStar<S, C> {
    fn default() -> Self {
        AStar {
            records: Workspace::default(),
            frontier: Buckets::default(),
        }
    }
}

impl<S: Copy + Eq + core::hash::Hash, C: Cost> AStar<S, C> {
    /// An empty workspace; buffers are allocated by the first query.
    ///
    /// ```
    /// let engine: gridpath::AStar<gridpath::Pos, u32> = gridpath::AStar::new();
    /// assert_eq!(engine.heap_bytes(), 0);
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Bounds the memory of a query whose storage grows with what it reaches (paged or hashed
    /// storage); see [`Bfs::with_state_limit`](crate::Bfs::with_state_limit). Once the query
    /// holds more than `states` records it stops, and [`Search::is_truncated`] says so.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Hashed, Moves, Pos};
    /// let grid = Grid::new(50, 50, ())?;
    /// let space = Hashed(GridSpace::with_costs(&grid, Moves::four(), |_| Some(1u32)));
    /// let mut engine = gridpath::AStar::new().with_state_limit(100);
    /// let found = engine.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(49, 49), gridpath::heuristic::zero());
    /// assert!(found.is_truncated());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn with_state_limit(mut self, states: usize) -> Self {
        self.records.set_state_limit(states);
        self
    }

    /// Bytes held by the workspace's buffers (records, hash map, queue), for measuring memory.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::new(10, 10, ())?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |_| Some(1u32));
    /// let mut engine = gridpath::AStar::new();
    /// let _found = engine.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(49, 49), gridpath::heuristic::zero());
    /// assert!(engine.heap_bytes() >= 100);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        self.records.heap_bytes() + self.frontier.heap_bytes()
    }

    /// Searches from `starts` until a state satisfying `goal` is settled, guided by
    /// `heuristic`.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] dense-numbering contract.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{AStar, DiagonalRule, Grid, GridSpace, Moves, Pos, heuristic};
    /// let grid = Grid::new(10, 10, '.')?;
    /// let space = GridSpace::new(&grid, Moves::eight(DiagonalRule::Always), |_| true);
    /// let goal = Pos::new(9, 4);
    /// let mut astar = AStar::new();
    /// let found = astar.search(&space, [Pos::new(0, 0)], |p| p == goal, heuristic::chebyshev(goal));
    /// assert_eq!(found.goal_distance(), Some(9));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
        heuristic: impl FnMut(S) -> C,
    ) -> Search<'a, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        self.query(space, starts, goal, heuristic)
    }

    /// The query every search method runs.
    fn query<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
        heuristic: impl FnMut(S) -> C,
    ) -> Search<'a, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        let policy = |epoch| BestFirst::new(epoch, heuristic);
        self.records
            .query(space, &mut self.frontier, policy, starts, goal)
    }
}
