//! [`Connected`]: a grid space that answers [`StateSpace::may_reach`] by its components.

use crate::adapt::WallSpace;
use crate::error::GridError;
use crate::grid::{Components, GridSpace, OnGrid, Pos, Size, StepRule, sealed};
use crate::space::{Numbering, StateSpace};

/// A grid space with its [`Components`] attached: the same states, moves, costs, numbering
/// and estimate, and a [`StateSpace::may_reach`] that answers by component, so that
/// [`AStar::search_to`](crate::AStar::search_to) answers a goal in another component (or on a
/// wall, or outside the grid) without expanding a state.
///
/// It holds both by reference, checked against each other when it is made
/// ([`Connected::new`]). Neither can change while it exists, so the answer cannot go stale:
/// to open or close cells, drop it, update the grid space and the components alike
/// ([`Components::set_passable`]), and attach them again. (Which is why the components are
/// not kept inside the [`GridSpace`]: a space that carried them could be changed without
/// them.)
///
/// Adapters stack on it as on the grid space: [`WallBreaks`](crate::adapt::WallBreaks)
/// asks it only about paths that break no wall, [`Keys`](crate::adapt::Keys) and
/// [`Terrain`](crate::adapt::Terrain) about the cells of theirs.
///
/// # Examples
///
/// ```
/// use gridpath::adapt::Connected;
/// use gridpath::{AStar, Components, Grid, GridSpace, Moves, Pos};
///
/// let grid = Grid::parse("...#...\n...#...\n...#...\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// let components = Components::new(&space)?;
/// let connected = Connected::new(&space, &components)?;
/// let mut astar = AStar::new();
///
/// // Beyond the wall: no state expanded.
/// let found = astar.search_to(&connected, [Pos::new(0, 0)], Pos::new(2, 6));
/// assert_eq!((found.goal(), found.expanded()), (None, 0));
/// // Without the components, A* explores the whole left part first.
/// let found = astar.search_to(&space, [Pos::new(0, 0)], Pos::new(2, 6));
/// assert_eq!((found.goal(), found.expanded()), (None, 9));
/// // Reachable goals are searched as on the space.
/// let found = astar.search_to(&connected, [Pos::new(0, 0)], Pos::new(2, 2));
/// assert_eq!(found.goal_distance(), Some(4));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Connected<'c, S> {
    space: S,
    components: &'c Components,
}

impl<'c, 's, 'g, T, R: StepRule<T>> Connected<'c, &'s GridSpace<'g, T, R>> {
    /// Attaches `components` to `space`, after checking that they describe it
    /// ([`Components::describes`]: the same size, moves with the same components, the same
    /// passable cells; `O(cells / 64)`).
    ///
    /// # Errors
    ///
    /// [`GridError::ComponentsMismatch`] if they do not, saying what differs.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::adapt::Connected;
    /// use gridpath::{Components, Grid, GridError, GridSpace, Moves};
    /// let grid = Grid::parse("..#\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let components = Components::new(&space)?;
    /// assert!(Connected::new(&space, &components).is_ok());
    /// let all_open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// assert_eq!(
    ///     Connected::new(&all_open, &components).unwrap_err(),
    ///     GridError::ComponentsMismatch { reason: "passable cells" },
    /// );
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn new(
        space: &'s GridSpace<'g, T, R>,
        components: &'c Components,
    ) -> Result<Self, GridError> {
        match components.mismatch(space) {
            Some(reason) => Err(GridError::ComponentsMismatch { reason }),
            None => Ok(Connected { space, components }),
        }
    }
}

impl<'c, S> Connected<'c, S> {
    /// The wrapped space.
    ///
    /// ```
    /// use gridpath::adapt::Connected;
    /// use gridpath::{Components, Grid, GridSpace, Moves};
    /// let grid = Grid::parse("..#\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let components = Components::new(&space)?;
    /// let connected = Connected::new(&space, &components)?;
    /// assert_eq!(connected.inner().grid().width(), 3);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn inner(&self) -> &S {
        &self.space
    }

    /// The attached components.
    ///
    /// ```
    /// use gridpath::adapt::Connected;
    /// use gridpath::{Components, Grid, GridSpace, Moves};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let components = Components::new(&space)?;
    /// assert_eq!(Connected::new(&space, &components)?.components().count(), 2);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn components(&self) -> &'c Components {
        self.components
    }
}

impl<S: StateSpace<State = Pos>> StateSpace for Connected<'_, S> {
    type State = Pos;
    type Cost = S::Cost;

    #[inline]
    fn successors(&self, state: Pos, visit: impl FnMut(Pos, Self::Cost)) {
        self.space.successors(state, visit);
    }

    fn contains(&self, state: Pos) -> bool {
        self.space.contains(state)
    }

    fn numbering(&self) -> Option<impl Numbering<Pos>> {
        self.space.numbering()
    }

    #[inline]
    fn estimate(&self, from: Pos, to: Pos) -> Self::Cost {
        self.space.estimate(from, to)
    }

    /// Whether `from` and `to` are connected ([`Components::connected`]: both passable, in
    /// one component). `O(1)`.
    #[inline]
    fn may_reach(&self, from: Pos, to: Pos) -> bool {
        self.components.connected(from, to)
    }

    #[expect(
        clippy::inline_always,
        reason = "as for `&S`: the successor closure must be inlined into the engine loop"
    )]
    #[inline(always)]
    fn dense_successors(
        &self,
        state: Pos,
        index: usize,
        visit: impl FnMut(Pos, Self::Cost, usize),
    ) {
        self.space.dense_successors(state, index, visit);
    }
}

/// The wrapped space's moves into walls: [`WallBreaks`](crate::adapt::WallBreaks) stacks on
/// a `Connected` space, and asks its components only about paths that break no wall.
impl<S: WallSpace<State = Pos>> WallSpace for Connected<'_, S> {
    fn successors_through_walls(&self, state: Pos, visit: impl FnMut(Pos, Option<S::Cost>)) {
        self.space.successors_through_walls(state, visit);
    }

    #[expect(
        clippy::inline_always,
        reason = "as for `&S`: the successor closure must be inlined into the engine loop"
    )]
    #[inline(always)]
    fn dense_successors_through_walls(
        &self,
        state: Pos,
        index: usize,
        visit: impl FnMut(Pos, Option<S::Cost>, usize),
    ) {
        self.space
            .dense_successors_through_walls(state, index, visit);
    }
}

impl<S: OnGrid> sealed::Sealed for Connected<'_, S> {}

/// The grid of the wrapped space, so that a search's distances can be laid out as a grid.
impl<S: OnGrid> OnGrid for Connected<'_, S> {
    fn size(&self) -> Size {
        self.space.size()
    }
}
