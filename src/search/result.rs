//! [`Search`], what every engine returns.

use crate::search::Storage;
use crate::search::engine::{Outcome, Records};
use crate::space::StateSpace;

/// The result of a search: which goal was reached, the distance of every settled state, the
/// paths to them, and how much work it took.
///
/// `D` is the distance type: `u32` move counts for [`Bfs`](crate::Bfs) and [`Dfs`](crate::Dfs), the space's
/// [`Cost`](crate::Cost) for the weighted engines. "No path" is `None`.
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
///
/// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// let mut bfs = Bfs::new();
/// let found = bfs.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(2, 2));
///
/// assert_eq!(found.goal(), Some(Pos::new(2, 2)));
/// assert_eq!(found.goal_distance(), Some(4));
/// assert_eq!(found.distance(Pos::new(0, 1)), Some(1));
/// assert_eq!(found.distance(Pos::new(1, 1)), None); // a wall
/// let path = found.path().unwrap();
/// assert_eq!((path[0], path[4]), (Pos::new(0, 0), Pos::new(2, 2)));
/// assert!(found.expanded() > 0);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[must_use = "a search result says whether and how the goal was reached"]
pub struct Search<'a, Sp: StateSpace, D> {
    space: &'a Sp,
    records: &'a dyn Records<Sp, D>,
    goal: Option<(Sp::State, usize)>,
    expanded: usize,
    truncated: bool,
}

impl<Sp: StateSpace, D> core::fmt::Debug for Search<'_, Sp, D> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Search")
            .field("goal", &self.goal.map(|(s, _)| s))
            .field("expanded", &self.expanded)
            .field("storage", &self.records.storage())
            .finish_non_exhaustive()
    }
}

impl<'a, Sp: StateSpace, D: Copy> Search<'a, Sp, D> {
    pub(crate) fn new(
        space: &'a Sp,
        records: &'a dyn Records<Sp, D>,
        outcome: Outcome<Sp::State>,
    ) -> Self {
        Search {
            space,
            records,
            goal: outcome.goal,
            expanded: outcome.expanded,
            truncated: outcome.truncated,
        }
    }

    /// The goal state the search stopped at, or `None` if no reachable state satisfied the goal
    /// predicate.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// assert_eq!(bfs.search(&space, [Pos::new(0, 0)], |p| p.col == 2).goal(), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn goal(&self) -> Option<Sp::State> {
        self.goal.map(|(state, _)| state)
    }

    /// The distance to the goal reached, if any.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// assert_eq!(bfs.search(&space, [Pos::new(0, 0)], |p| p.col == 2).goal_distance(), Some(2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn goal_distance(&self) -> Option<D> {
        self.goal.and_then(|(_, slot)| self.records.distance(slot))
    }

    /// The distance of `state` from the nearest start, if the search settled it.
    ///
    /// A state is settled when its distance is final: for [`Bfs`](crate::Bfs) as soon as it is reached,
    /// for the weighted engines when it is expanded (or is the goal). After a search that ran
    /// to exhaustion (no goal, or an unreachable one) every reachable state is settled. For
    /// [`Dfs`](crate::Dfs) the distance is the depth in the search tree, not a shortest distance.
    ///
    /// ```
    /// use gridpath::{Dijkstra, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n..\n", Some)?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |_| Some(5u32));
    /// let mut dijkstra = Dijkstra::new();
    /// let field = dijkstra.distances(&space, [Pos::new(0, 0)]);
    /// assert_eq!(field.distance(Pos::new(1, 1)), Some(10));
    /// assert_eq!(field.distance(Pos::new(9, 9)), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn distance(&self, state: Sp::State) -> Option<D> {
        self.records
            .find(self.space, state)
            .and_then(|slot| self.records.distance(slot))
    }

    /// Whether `state` was settled (see [`Search::distance`]).
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// let field = bfs.distances(&space, [Pos::new(0, 0)]);
    /// assert!(field.is_reached(Pos::new(0, 0)));
    /// assert!(!field.is_reached(Pos::new(0, 2)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_reached(&self, state: Sp::State) -> bool {
        self.distance(state).is_some()
    }

    /// The path from a start to the goal reached, both included.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// let found = bfs.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(0, 1));
    /// assert_eq!(found.path(), Some(vec![Pos::new(0, 0), Pos::new(0, 1)]));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn path(&self) -> Option<Vec<Sp::State>> {
        self.goal.and_then(|(_, slot)| self.path_from_slot(slot))
    }

    /// The path from a start to `state`, both included, if `state` was settled.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// let field = bfs.distances(&space, [Pos::new(0, 0)]);
    /// assert_eq!(field.path_to(Pos::new(0, 2)).map(|p| p.len()), Some(3));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn path_to(&self, state: Sp::State) -> Option<Vec<Sp::State>> {
        let slot = self.records.find(self.space, state)?;
        self.records.distance(slot)?;
        self.path_from_slot(slot)
    }

    fn path_from_slot(&self, slot: usize) -> Option<Vec<Sp::State>> {
        self.records.path(self.space, slot)
    }

    /// How many states the search expanded (took from its queue and generated successors
    /// for). The goal itself is not expanded.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("....\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// assert_eq!(bfs.search(&space, [Pos::new(0, 0)], |p| p.col == 3).expanded(), 3);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn expanded(&self) -> usize {
        self.expanded
    }

    /// Whether the search stopped early because its records reached the workspace's state
    /// limit (see [`Bfs::with_state_limit`](crate::Bfs#method.with_state_limit)). Distances it reports are still exact, and a goal
    /// it found is still the nearest; but a state it did not reach may yet be reachable.
    ///
    /// ```
    /// use gridpath::adapt::{KeyCell, Keys};
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(100, 100), b'.')?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// // Past the dense limit, storage grows with what is reached: a limit bounds it.
    /// let space = Keys::new(&open, &grid, |_| KeyCell::Nothing)?.with_dense_limit(0);
    /// let mut bfs = Bfs::new().with_state_limit(1000);
    /// let found = bfs.distances(&space, [space.start(Pos::new(0, 0))]);
    /// assert!(found.is_truncated());
    /// assert_eq!(found.distance(space.start(Pos::new(0, 1))), Some(1));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_truncated(&self) -> bool {
        self.truncated
    }

    /// Whether the records were kept densely or hashed.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos, Storage};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// assert_eq!(Bfs::new().distances(&space, [Pos::new(0, 0)]).storage(), Storage::Dense);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn storage(&self) -> Storage {
        self.records.storage()
    }
}
