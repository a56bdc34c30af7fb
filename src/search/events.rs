//! What a search reports as it runs, for watching it: [`SearchEvent`].

/// One step of a search, reported in order to the observer of an engine's `search_observed`.
///
/// Replaying the events rebuilds the search's result: the last `Discovered` event of each state
/// the result reports holds its distance and its predecessor, and the predecessors from the goal
/// back lead along the path returned. A weighted engine discovers a state again each time it
/// finds a shorter way to it; a breadth-first search discovers each state once; a depth-first
/// search discovers a state each time it pushes it, and the last discovery before the state is
/// expanded is the one it keeps.
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos, SearchEvent};
/// let grid = Grid::parse("...\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |_| true);
/// let mut events = Vec::new();
/// let mut bfs = Bfs::new();
/// let found = bfs.search_observed(&space, [Pos::new(0, 0)], |p| p == Pos::new(0, 2), |e| {
///     events.push(e)
/// });
/// assert_eq!(found.goal_distance(), Some(2));
/// assert_eq!(
///     events,
///     [
///         SearchEvent::Discovered { state: Pos::new(0, 0), from: None, distance: 0 },
///         SearchEvent::Expanded { state: Pos::new(0, 0), distance: 0 },
///         SearchEvent::Discovered { state: Pos::new(0, 1), from: Some(Pos::new(0, 0)), distance: 1 },
///         SearchEvent::Expanded { state: Pos::new(0, 1), distance: 1 },
///         SearchEvent::Discovered { state: Pos::new(0, 2), from: Some(Pos::new(0, 1)), distance: 2 },
///         SearchEvent::Goal { state: Pos::new(0, 2), distance: 2 },
///     ]
/// );
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SearchEvent<S, D> {
    /// A state was reached (a start: `from` is `None`), or reached again by a shorter way, at
    /// `distance`, and queued.
    Discovered {
        /// The state reached.
        state: S,
        /// The state it was reached from, `None` for a start.
        from: Option<S>,
        /// Its distance by this way.
        distance: D,
    },
    /// A state was taken from the frontier and its successors are about to be looked at.
    Expanded {
        /// The state.
        state: S,
        /// Its distance, final for every engine but depth-first search (which finds *a* path).
        distance: D,
    },
    /// The search took a goal state and stops: the last event.
    Goal {
        /// The goal reached.
        state: S,
        /// Its distance.
        distance: D,
    },
    /// Jump Point Search crossed a cell on a jump without stopping there. The cells of a
    /// jump come, in order, before the jump point it ends at is discovered.
    Crossed {
        /// The cell crossed.
        state: S,
    },
}

/// Where the engine loops send their events: an observer the compiler can see through. The
/// loops test [`Observer::ON`] before building an event, so with [`Unobserved`] (what `search`
/// passes) no event is built, and no work done for one (Jump Point Search's crossed cells).
pub(crate) trait Observer<S, D> {
    /// Whether events are wanted at all.
    const ON: bool;
    /// Takes one event.
    fn event(&mut self, event: SearchEvent<S, D>);
}

/// No observer: the plain `search`.
pub(crate) struct Unobserved;

impl<S, D> Observer<S, D> for Unobserved {
    const ON: bool = false;
    #[inline(always)]
    fn event(&mut self, _: SearchEvent<S, D>) {}
}

/// A user's closure, from `search_observed`.
pub(crate) struct Observing<F>(pub(crate) F);

impl<S, D, F: FnMut(SearchEvent<S, D>)> Observer<S, D> for Observing<F> {
    const ON: bool = true;
    #[inline]
    fn event(&mut self, event: SearchEvent<S, D>) {
        (self.0)(event);
    }
}
