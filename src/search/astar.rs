//! A*: the [`Buckets`] frontier, guided by a heuristic.

use crate::cost::Cost;
use crate::search::events::{Observing, Unobserved};
use crate::search::{SearchEvent, SearchTree};
use core::marker::PhantomData;

use crate::search::engine::{Algorithm, Engine};
use crate::search::frontier::{Buckets, Entry};
use crate::search::weighted::{self, Costs};
use crate::space::StateSpace;

/// A*, and its reusable workspace: Dijkstra guided by a heuristic that estimates the
/// remaining cost to a goal.
///
/// The heuristic must be *consistent*: `h(a) ≤ cost(a→b) + h(b)` for every move (and so
/// never above the true remaining cost). An estimate made for other moves breaks that —
/// [`heuristic::manhattan`](crate::heuristic::manhattan) on a grid with diagonal moves
/// overestimates, and A* would return longer paths — so **debug builds check it on every
/// move** and panic with the estimates that break it. Release builds do not check, and still
/// compare and reopen expanded states, so an admissible heuristic that is not consistent
/// gives the shortest paths there. [`AStar::search_to`] takes the space's own estimate and
/// has nothing to get wrong; ready-made heuristics for grids are in
/// [`heuristic`](crate::heuristic). Among entries with equal estimates the deepest is
/// expanded first.
///
/// # Panics
///
/// In debug builds, if the heuristic is not consistent for a move the search makes (see
/// above); and if the space breaks the [`StateSpace`] numbering contract.
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
pub type AStar<S, C> = Engine<Guided<C>, S>;

/// The parts of [`AStar`]: weighted records and the bucket frontier, as
/// [`Dijkstra`](crate::Dijkstra)'s; its queries take a heuristic.
#[derive(Debug, Clone, Copy)]
pub struct Guided<C>(PhantomData<C>);

impl<S: Copy, C: Cost> Algorithm<S> for Guided<C> {
    type Record = Costs<C>;
    type Entry = Entry<S, C>;
    type Frontier = Buckets<S, C>;
}

impl<S: Copy + Eq + core::hash::Hash, C: Cost> AStar<S, C> {
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
    /// use gridpath::{AStar, DiagonalRule, Grid, GridSpace, Moves, Pos, Size, heuristic};
    /// let grid = Grid::new(Size::new(10, 10), '.')?;
    /// let space = GridSpace::new(&grid, Moves::eight(DiagonalRule::Always), |_| true);
    /// let goal = Pos::new(9, 4);
    /// let mut astar = AStar::new();
    /// let found = astar.search(&space, [Pos::new(0, 0)], |p| p == goal, heuristic::chebyshev(goal));
    /// assert_eq!(found.goal_distance(), Some(9));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<Sp>(
        &mut self,
        space: Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
        heuristic: impl FnMut(S) -> C,
    ) -> SearchTree<'_, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        weighted::query(
            &mut self.records,
            &mut self.frontier,
            space,
            starts,
            goal,
            weighted::Heuristic::new(heuristic),
            Unobserved,
        )
    }

    /// Searches from `starts` to `goal`, guided by the space's own estimate
    /// ([`StateSpace::estimate`]): the right distance for the space's moves and costs
    /// (octile on [`GridSpace::octile`](crate::GridSpace::octile), Chebyshev or Manhattan on
    /// unit-cost grids), with nothing to choose.
    ///
    /// That estimate is consistent, so a state's distance is final once it is expanded; with
    /// costs that are not integers ([`Octile`](crate::Octile)) A* then passes over expanded
    /// successors without comparing their exact distances — 11–14 % faster on the Moving AI
    /// maps than [`search`](Self::search) with the same estimate as a closure, which has to
    /// allow for an inconsistent heuristic (with integer costs the two run alike). On a space
    /// without an estimate of its own (the default is zero) this is Dijkstra stopped at
    /// `goal`.
    ///
    /// Starts from which the space says the goal cannot be reached
    /// ([`StateSpace::may_reach`]) are dropped before the search: a goal on a wall or outside
    /// a [`GridSpace`](crate::GridSpace), or in another component of a space with
    /// [`Components`](crate::Components) attached ([`adapt::Connected`](crate::adapt::Connected)),
    /// is answered with no state expanded, in `O(starts)`.
    ///
    /// The space is taken as a [`Copy`] value — pass `&space`, as above — because the estimate
    /// keeps a copy of it beside the records' own; a space passed by value that is not `Copy`
    /// does not compile.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] numbering contract.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{AStar, Grid, GridSpace, Octile, Pos};
    /// let grid = Grid::parse("....\n.##.\n....\n", Some)?;
    /// let space = GridSpace::octile(&grid, |&c| c == '.');
    /// let mut astar = AStar::new();
    /// let found = astar.search_to(&space, [Pos::new(0, 0)], Pos::new(2, 3));
    /// // No corner cutting: around the walls by five straight steps.
    /// assert_eq!(found.goal_distance(), Some(Octile::new(5, 0)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search_to<Sp>(
        &mut self,
        space: Sp,
        starts: impl IntoIterator<Item = S>,
        goal: S,
    ) -> SearchTree<'_, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C> + Copy,
    {
        weighted::query(
            &mut self.records,
            &mut self.frontier,
            space,
            starts,
            |s| s == goal,
            weighted::ToGoal {
                space,
                goal,
                taken: None,
            },
            Unobserved,
        )
    }

    /// [`search`](Self::search), reporting each step to `observe` as it happens
    /// ([`SearchEvent`]). An observer that does nothing costs nothing.
    ///
    /// # Panics
    ///
    /// As [`search`](Self::search).
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{AStar, Grid, GridSpace, Moves, Pos, SearchEvent, Size, heuristic};
    /// let grid = Grid::new(Size::new(20, 20), ())?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let goal = Pos::new(0, 19);
    /// let mut expanded = 0;
    /// let mut astar = AStar::new();
    /// let found = astar.search_observed(&space, [Pos::new(0, 0)], |p| p == goal,
    ///     heuristic::manhattan(goal), |event| {
    ///         if let SearchEvent::Expanded { .. } = event {
    ///             expanded += 1;
    ///         }
    ///     });
    /// assert_eq!(expanded, found.expanded());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search_observed<Sp>(
        &mut self,
        space: Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
        heuristic: impl FnMut(S) -> C,
        observe: impl FnMut(SearchEvent<S, C>),
    ) -> SearchTree<'_, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        weighted::query(
            &mut self.records,
            &mut self.frontier,
            space,
            starts,
            goal,
            weighted::Heuristic::new(heuristic),
            Observing(observe),
        )
    }
}
