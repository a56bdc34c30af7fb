//! Terrain: a per-cell cost of entering, for any state space with positions.

use crate::adapt::{HasPos, WallSpace};
use crate::cost::Cost;
use crate::grid::Grid;
use crate::space::{Numbering, StateSpace};

/// An adapter that sets the cost of every move to the cost of entering the target cell, read
/// from a grid: `cost(cell)` gives the cost, or `None` for a cell that cannot be entered.
///
/// [`GridSpace::with_costs`](crate::GridSpace::with_costs) does the same for a plain grid; use
/// `Terrain` to put terrain costs on a state space of your own (a robot with a facing, say) or
/// under another adapter. Over a [`WallSpace`] it is a `WallSpace` too, so
/// `WallBreaks<Terrain<…>>` charges terrain costs on open cells and the wall cost on walls; a
/// cell the terrain refuses (`None`) counts as a wall there, so it can be broken like one —
/// which is what you want when the terrain closure is where the walls come from.
///
/// # Examples
///
/// ```
/// use gridpath::{Dijkstra, Grid, GridSpace, Moves, Pos};
/// use gridpath::adapt::Terrain;
///
/// let grid = Grid::parse("S~~E\n....\n", Some)?;
/// let open = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
/// let space = Terrain::new(&open, &grid, |&c| match c {
///     '~' => Some(3u32),
///     '#' => None,
///     _ => Some(1),
/// });
/// let mut dijkstra = Dijkstra::new();
/// let found = dijkstra.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(0, 3));
/// assert_eq!(found.goal_distance(), Some(5));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Terrain<'g, Sp, T, F> {
    inner: Sp,
    grid: &'g Grid<T>,
    cost: F,
}

impl<'g, Sp, T, C, F> Terrain<'g, Sp, T, F>
where
    Sp: StateSpace,
    Sp::State: HasPos,
    C: Cost,
    F: Fn(&T) -> Option<C>,
{
    /// Wraps `inner`; inner states must lie on `grid`.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::adapt::Terrain;
    /// let grid = Grid::parse("..\n", Some)?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let space = Terrain::new(&open, &grid, |_| Some(2u8));
    /// assert_eq!(space.inner().grid().width(), 2);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn new(inner: Sp, grid: &'g Grid<T>, cost: F) -> Self {
        Terrain { inner, grid, cost }
    }

    /// The wrapped space.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::adapt::Terrain;
    /// let grid = Grid::parse("..\n", Some)?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let space = Terrain::new(&open, &grid, |_| Some(2u8));
    /// assert_eq!(space.inner().grid().height(), 1);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn inner(&self) -> &Sp {
        &self.inner
    }

    #[inline]
    fn enter_cost(&self, state: Sp::State) -> Option<C> {
        self.grid.get(state.pos()).and_then(&self.cost)
    }
}

impl<Sp, T, C, F> StateSpace for Terrain<'_, Sp, T, F>
where
    Sp: StateSpace,
    Sp::State: HasPos,
    C: Cost,
    F: Fn(&T) -> Option<C>,
{
    type State = Sp::State;
    type Cost = C;

    fn successors(&self, state: Self::State, mut visit: impl FnMut(Self::State, C)) {
        self.inner.successors(state, |next, _| {
            if let Some(cost) = self.enter_cost(next) {
                visit(next, cost);
            }
        });
    }

    /// The inner space's states whose cell the terrain lets in: a start on a cell the
    /// terrain says `None` for is ignored, as one on a wall is.
    fn contains(&self, state: Self::State) -> bool {
        self.inner.contains(state) && self.enter_cost(state).is_some()
    }

    /// The inner space's answer: terrain only takes moves away (cells it refuses).
    fn may_reach(&self, from: Self::State, to: Self::State) -> bool {
        self.inner.may_reach(from, to)
    }

    fn numbering(&self) -> Option<impl Numbering<Self::State>> {
        self.inner.numbering()
    }

    fn dense_successors(
        &self,
        state: Self::State,
        index: usize,
        mut visit: impl FnMut(Self::State, C, usize),
    ) {
        self.inner
            .dense_successors(state, index, |next, _, next_index| {
                if let Some(cost) = self.enter_cost(next) {
                    visit(next, cost, next_index);
                }
            });
    }
}

impl<Sp, T, C, F> WallSpace for Terrain<'_, Sp, T, F>
where
    Sp: WallSpace,
    Sp::State: HasPos,
    C: Cost,
    F: Fn(&T) -> Option<C>,
{
    fn contains_through_walls(&self, state: Self::State) -> bool {
        self.inner.contains_through_walls(state)
    }

    fn successors_through_walls(
        &self,
        state: Self::State,
        mut visit: impl FnMut(Self::State, Option<C>),
    ) {
        self.inner.successors_through_walls(state, |next, cost| {
            visit(next, cost.and_then(|_| self.enter_cost(next)));
        });
    }

    fn dense_successors_through_walls(
        &self,
        state: Self::State,
        index: usize,
        mut visit: impl FnMut(Self::State, Option<C>, usize),
    ) {
        self.inner
            .dense_successors_through_walls(state, index, |next, cost, next_index| {
                visit(next, cost.and_then(|_| self.enter_cost(next)), next_index);
            });
    }
}
