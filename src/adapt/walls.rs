//! Breaking walls: [`WallBreaks`] (at most `k`, each step still costs) and [`FewestBreaks`]
//! (as many as needed, counting only the walls).

use crate::adapt::{HasPos, MemoryNumbering, WallSpace};
use crate::cost::Cost;
use crate::grid::Pos;
use crate::space::{Numbering, StateSpace};

/// A state with a count of walls broken so far: the state of [`WallBreaks`].
///
/// # Examples
///
/// ```
/// use gridpath::Pos;
/// use gridpath::adapt::{HasPos, WithBreaks};
/// let s = WithBreaks { state: Pos::new(2, 3), breaks: 1 };
/// assert_eq!(s.pos(), Pos::new(2, 3));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct WithBreaks<S> {
    /// The inner state.
    pub state: S,
    /// Walls broken on the way here.
    pub breaks: u32,
}

impl<S: HasPos> HasPos for WithBreaks<S> {
    fn pos(&self) -> Pos {
        self.state.pos()
    }
}

/// An adapter that lets a search step into blocked cells, breaking at most `k` walls.
///
/// A move into a passable cell keeps its cost and the break count; a move into a blocked cell
/// (as listed by the inner [`WallSpace`]) costs the *wall cost* and uses one break, and is not
/// made once `k` breaks are used. The state is [`WithBreaks`] `{ state, breaks }`; over a
/// dense space the dense index is `inner_index × (k + 1) + breaks`, so a BFS over it runs on
/// flat arrays: one layer of the grid per break count.
///
/// Diagonal moves keep the inner space's diagonal rule, with walls counted as blocked side
/// cells: under `NoCornerCutting` a diagonal step next to a wall is not made even with breaks
/// left (break the wall by stepping into it instead).
///
/// The wall cost is one unit step by default, so [`Bfs`](crate::Bfs) counts steps through walls
/// like any other; set another with [`WallBreaks::with_wall_cost`] and search with
/// [`ZeroOneBfs`](crate::ZeroOneBfs) or [`Dijkstra`](crate::Dijkstra).
///
/// # Storage
///
/// Over a dense inner space with `n` states the adapter has `n × (k + 1)` states; it numbers
/// them densely while that is at most the *dense limit* (2²⁵ states unless set with
/// [`WallBreaks::with_dense_limit`]) and otherwise is *layered* by breaks used
/// ([`Layout::Layered`](crate::Layout::Layered)), so the engines use paged storage and a huge `k` costs memory
/// only for the layers actually reached. (`k` is never reduced: under
/// an outer adapter such as [`Keys`](crate::adapt::Keys) a shortest path may enter a cell once
/// per key set, and so break more walls than there are cells.)
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
/// use gridpath::adapt::WallBreaks;
///
/// let grid = Grid::parse("S.#..\n###.#\n..#.E\n.....\n", Some)?;
/// let open = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
/// let space = WallBreaks::new(&open, 1);
/// let (start, exit) = (Pos::new(0, 0), Pos::new(2, 4));
///
/// let mut bfs = Bfs::new();
/// let found = bfs.search(&space, [space.start(start)], |s| s.state == exit);
/// assert_eq!(found.goal_distance(), Some(6));
/// assert_eq!(found.goal().map(|s| s.breaks), Some(1));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct WallBreaks<Sp: StateSpace> {
    inner: Sp,
    max_breaks: u32,
    wall_cost: Sp::Cost,
    /// `max_breaks + 1`, the number of layers of the dense numbering.
    layers: usize,
    dense_limit: usize,
}

impl<Sp: WallSpace> WallBreaks<Sp> {
    /// Wraps `inner`, allowing at most `max_breaks` walls to be broken; stepping into a wall
    /// costs one unit step.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::adapt::WallBreaks;
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let space = WallBreaks::new(GridSpace::new(&grid, Moves::four(), |&c| c == '.'), 2);
    /// assert_eq!(space.max_breaks(), 2);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn new(inner: Sp, max_breaks: u32) -> Self {
        let layers = usize::try_from(max_breaks).map_or(usize::MAX, |k| k.saturating_add(1));
        WallBreaks {
            inner,
            max_breaks,
            wall_cost: Sp::Cost::from_steps(1),
            layers,
            dense_limit: Self::DEFAULT_DENSE_LIMIT,
        }
    }

    /// The default dense limit: 2²⁵ states.
    pub const DEFAULT_DENSE_LIMIT: usize = 1 << 25;

    /// The same adapter with another dense limit: dense storage is used when
    /// `inner states × (k + 1) <= states`. `0` forces paged storage.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Layout, Moves, Numbering, StateSpace};
    /// use gridpath::adapt::WallBreaks;
    /// let grid = Grid::parse("...\n", Some)?;
    /// let space = WallBreaks::new(GridSpace::new(&grid, Moves::four(), |_| true), 1);
    /// assert_eq!(space.numbering().unwrap().layout(), Layout::Dense { bound: 3 * 2 });
    /// let layered = space.with_dense_limit(5);
    /// assert_eq!(layered.numbering().unwrap().layout(), Layout::Layered { layer_size: 3 });
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn with_dense_limit(mut self, states: usize) -> Self {
        self.dense_limit = states;
        self
    }

    /// The same adapter with stepping into a wall costing `cost` instead of one unit step.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos, ZeroOneBfs};
    /// use gridpath::adapt::WallBreaks;
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let open = GridSpace::with_costs(&grid, Moves::four(), |&c| (c == '.').then_some(0u32));
    /// let space = WallBreaks::new(&open, 5).with_wall_cost(1);
    /// let mut zero_one = ZeroOneBfs::new();
    /// let found = zero_one.search(&space, [space.start(Pos::new(0, 0))], |s| s.state.col == 2);
    /// assert_eq!(found.goal_distance(), Some(1));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn with_wall_cost(mut self, cost: Sp::Cost) -> Self {
        self.wall_cost = cost;
        self
    }

    /// The state for standing on `state` with no wall broken yet.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::adapt::{WallBreaks, WithBreaks};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let space = WallBreaks::new(GridSpace::new(&grid, Moves::four(), |_| true), 1);
    /// assert_eq!(space.start(Pos::new(0, 1)), WithBreaks { state: Pos::new(0, 1), breaks: 0 });
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn start(&self, state: Sp::State) -> WithBreaks<Sp::State> {
        WithBreaks { state, breaks: 0 }
    }

    /// The most walls a path may break.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Layout, Moves, Numbering, StateSpace};
    /// use gridpath::adapt::WallBreaks;
    /// let grid = Grid::parse("...\n", Some)?;
    /// let space = WallBreaks::new(GridSpace::new(&grid, Moves::four(), |_| true), 1000);
    /// assert_eq!(space.max_breaks(), 1000);
    /// // 3 cells × 1001 layers is within the dense limit.
    /// assert_eq!(space.numbering().map(|n| n.layout()), Some(Layout::Dense { bound: 3003 }));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn max_breaks(&self) -> u32 {
        self.max_breaks
    }

    /// The wrapped space.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::adapt::WallBreaks;
    /// let grid = Grid::parse("...\n", Some)?;
    /// let space = WallBreaks::new(GridSpace::new(&grid, Moves::four(), |_| true), 1);
    /// assert_eq!(space.inner().grid().width(), 3);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn inner(&self) -> &Sp {
        &self.inner
    }

    /// Hands `next` (reached by a move of cost `cost`, `None` into a wall) from a state with
    /// `breaks` walls broken to `visit`, if the move is allowed.
    #[inline]
    fn step(
        &self,
        breaks: u32,
        next: Sp::State,
        cost: Option<Sp::Cost>,
        visit: impl FnOnce(WithBreaks<Sp::State>, Sp::Cost),
    ) {
        match cost {
            Some(cost) => visit(
                WithBreaks {
                    state: next,
                    breaks,
                },
                cost,
            ),
            None if breaks < self.max_breaks => visit(
                WithBreaks {
                    state: next,
                    breaks: breaks + 1,
                },
                self.wall_cost,
            ),
            None => {}
        }
    }
}

impl<Sp: WallSpace> StateSpace for WallBreaks<Sp> {
    type State = WithBreaks<Sp::State>;
    type Cost = Sp::Cost;

    fn successors(&self, state: Self::State, mut visit: impl FnMut(Self::State, Self::Cost)) {
        self.inner
            .successors_through_walls(state.state, |next, cost| {
                self.step(state.breaks, next, cost, &mut visit);
            });
    }

    fn contains(&self, state: Self::State) -> bool {
        state.breaks <= self.max_breaks && self.inner.contains_through_walls(state.state)
    }

    /// Breaks are never undone, so `to` must have broken at least the walls of `from`, and
    /// at most `k`. The inner space is asked only when no wall is broken on the way (the same
    /// count at both ends): then the path is one of its own paths. With walls to break it
    /// is not asked — a wall goal, or a goal behind a wall, *is* reachable here.
    fn may_reach(&self, from: Self::State, to: Self::State) -> bool {
        from.breaks <= to.breaks
            && to.breaks <= self.max_breaks
            && (from.breaks < to.breaks || self.inner.may_reach(from.state, to.state))
    }

    fn numbering(&self) -> Option<impl Numbering<Self::State>> {
        MemoryNumbering::new(
            self.inner.numbering(),
            Some(self.layers),
            self.dense_limit,
            |s: Self::State, _| (s.state, u64::from(s.breaks)),
            |state, breaks, _| {
                let breaks = u32::try_from(breaks).ok()?;
                (breaks <= self.max_breaks).then_some(WithBreaks { state, breaks })
            },
        )
    }

    #[expect(
        clippy::inline_always,
        reason = "measured: without it the successor closure is not inlined into the engine loop"
    )]
    #[inline(always)]
    fn dense_successors(
        &self,
        state: Self::State,
        index: usize,
        mut visit: impl FnMut(Self::State, Self::Cost, usize),
    ) {
        // Cheaper than `index / self.layers` (a division) for the usual inner spaces.
        let _ = index;
        let inner_index = self
            .inner
            .numbering()
            .map_or(usize::MAX, |n| n.number(state.state).index);
        self.inner.dense_successors_through_walls(
            state.state,
            inner_index,
            |next, cost, next_inner| {
                self.step(state.breaks, next, cost, |next, cost| {
                    visit(next, cost, next_inner * self.layers + next.breaks as usize);
                });
            },
        );
    }
}

/// An adapter for "the fewest walls broken": any number of walls may be broken, a move into a
/// blocked cell costs 1 and every other move costs 0. Search it with
/// [`ZeroOneBfs`](crate::ZeroOneBfs). The state is the inner state: with no limit on breaks
/// there is nothing to remember.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, Moves, Pos, ZeroOneBfs};
/// use gridpath::adapt::FewestBreaks;
///
/// let grid = Grid::parse("S#.#\n##.#\n#.#E\n", Some)?;
/// let open = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
/// let space = FewestBreaks::new(&open);
/// let mut zero_one = ZeroOneBfs::new();
/// let found = zero_one.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(2, 3));
/// assert_eq!(found.goal_distance(), Some(2));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct FewestBreaks<Sp>(Sp);

impl<Sp: WallSpace> FewestBreaks<Sp> {
    /// Wraps `inner`.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::adapt::FewestBreaks;
    /// let grid = Grid::parse(".#\n", Some)?;
    /// let space = FewestBreaks::new(GridSpace::new(&grid, Moves::four(), |&c| c == '.'));
    /// assert_eq!(space.inner().grid().width(), 2);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn new(inner: Sp) -> Self {
        FewestBreaks(inner)
    }

    /// The wrapped space.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::adapt::FewestBreaks;
    /// let grid = Grid::parse(".#\n", Some)?;
    /// let space = FewestBreaks::new(GridSpace::new(&grid, Moves::four(), |&c| c == '.'));
    /// assert_eq!(space.inner().grid().height(), 1);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn inner(&self) -> &Sp {
        &self.0
    }
}

impl<Sp: WallSpace> StateSpace for FewestBreaks<Sp> {
    type State = Sp::State;
    type Cost = u32;

    fn successors(&self, state: Self::State, mut visit: impl FnMut(Self::State, u32)) {
        self.0.successors_through_walls(state, |next, cost| {
            visit(next, u32::from(cost.is_none()));
        });
    }

    fn contains(&self, state: Self::State) -> bool {
        self.0.contains_through_walls(state)
    }

    // No `may_reach`: any wall may be broken, so the inner space's answer (a wall goal, a
    // goal in another component) says nothing here. The default, `true`, stands.

    fn numbering(&self) -> Option<impl Numbering<Self::State>> {
        self.0.numbering()
    }

    fn dense_successors(
        &self,
        state: Self::State,
        index: usize,
        mut visit: impl FnMut(Self::State, u32, usize),
    ) {
        self.0
            .dense_successors_through_walls(state, index, |next, cost, next_index| {
                visit(next, u32::from(cost.is_none()), next_index);
            });
    }
}
