//! A*: the [`Buckets`] frontier, guided by a heuristic.

use crate::cost::Cost;
use crate::search::Search;
use crate::search::engine::Workspace;
use crate::search::frontier::{Buckets, Frontier};
use crate::search::weighted::{self, Costs};
use crate::space::StateSpace;

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
/// At worst that of [`Dijkstra`](crate::Dijkstra); with a good heuristic it expands far fewer states.
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
    /// let astar = gridpath::AStar::<gridpath::Pos, u32>::new();
    /// assert_eq!(astar.heap_bytes(), 0);
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
    /// use gridpath::adapt::{KeyCell, Keys};
    /// use gridpath::{AStar, Grid, GridSpace, Moves, Pos, heuristic};
    /// let grid = Grid::new(40, 40, b'.')?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// // Paged storage (keys past the dense limit) grows with what is reached.
    /// let space = Keys::new(&open, &grid, |_| KeyCell::Nothing)?.with_dense_limit(0);
    /// let goal = Pos::new(39, 39);
    /// let mut astar = AStar::new().with_state_limit(300);
    /// let h = |s: gridpath::adapt::WithKeys<Pos>| heuristic::manhattan(goal)(s.state);
    /// let found = astar.search(&space, [space.start(Pos::new(0, 0))], |s| s.state == goal, h);
    /// assert!(found.is_truncated());
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

    /// Searches from `starts` until a state satisfying `goal` is settled, guided by
    /// `heuristic`.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] numbering contract.
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
        weighted::query(
            &mut self.records,
            &mut self.frontier,
            space,
            starts,
            goal,
            heuristic,
        )
    }
}
