//! Breadth-first search: the [`Fifo`] frontier, states settled when first reached.

use crate::search::SearchTree;
use crate::search::engine::{Engine, Policy, slot32};
use crate::search::events::Unobserved;
use crate::search::frontier::Fifo;
use crate::search::steps::{StepMark, StepOrder, StepPolicy, Steps, Stepwise};
use crate::search::table::{NONE, Slots};
use crate::space::StateSpace;

/// A queued state, its slot and its mark (the epoch plus its distance).
pub(crate) type Queued<S> = (S, u32, u32);

/// Whether a state reached at a distance may be entered: [`Bfs::search_constrained`]'s
/// `may_enter`, or [`Always`].
pub trait Admit<S> {
    /// Whether `state`, reached at `distance`, may be entered.
    fn admit(&mut self, state: S, distance: u32) -> bool;
}

impl<S, F: FnMut(S, u32) -> bool> Admit<S> for F {
    #[inline]
    fn admit(&mut self, state: S, distance: u32) -> bool {
        self(state, distance)
    }
}

/// Every state may be entered: the constraint of [`Bfs::search`].
#[derive(Debug, Clone, Copy)]
pub struct Always;

impl<S> Admit<S> for Always {
    #[inline]
    fn admit(&mut self, _: S, _: u32) -> bool {
        true
    }
}

/// Breadth-first order: a state is settled (its mark and predecessor written) when first
/// reached, if `may_enter` lets it in at that distance.
///
/// Records: [`Steps`] — a `u32` mark that is the epoch plus the distance, and the predecessor:
/// eight bytes per state. The queue entry carries its mark, so taking one reads no record.
pub struct BreadthFirst<M> {
    epoch: u32,
    /// At least the highest mark written.
    top: u32,
    may_enter: M,
}

impl<M> BreadthFirst<M> {
    /// The policy of a query with epoch `epoch`, entering the states `may_enter` admits.
    pub(crate) fn new(epoch: u32, may_enter: M) -> Self {
        BreadthFirst {
            epoch,
            top: epoch,
            may_enter,
        }
    }
}

impl<Sp: StateSpace, M: Admit<Sp::State>> Policy<Sp, Steps> for BreadthFirst<M> {
    type Entry = Queued<Sp::State>;
    type Popped = Queued<Sp::State>;
    /// The mark of the taken state.
    type Taken = u32;

    #[inline]
    fn start(
        &mut self,
        marks: &mut [StepMark],
        links: &mut [u32],
        start: Sp::State,
        slot: usize,
    ) -> Option<Self::Entry> {
        if marks[slot].0 >= self.epoch || !self.may_enter.admit(start, 0) {
            return None;
        }
        marks[slot] = StepMark(self.epoch);
        links[slot] = NONE;
        Some((start, slot32(slot), self.epoch))
    }

    #[inline]
    fn take(
        &mut self,
        _: &mut impl Slots<Sp, StepMark, u32>,
        (state, slot, mark): Self::Popped,
    ) -> Option<(Sp::State, usize, u32)> {
        // Marks are taken in order: no successor's mark passes this one's plus one.
        self.top = mark + 1;
        Some((state, slot as usize, mark))
    }

    #[expect(
        clippy::inline_always,
        reason = "measured: once per successor, the heart of the loop"
    )]
    #[inline(always)]
    fn relax(
        &mut self,
        marks: &mut [StepMark],
        links: &mut [u32],
        from: usize,
        mark: u32,
        next: Sp::State,
        _: Sp::Cost,
        next_slot: usize,
    ) -> Option<(Self::Entry, bool)> {
        let next_mark = &mut marks[next_slot];
        let reached = mark + 1;
        if next_mark.0 >= self.epoch || !self.may_enter.admit(next, reached - self.epoch) {
            return None;
        }
        *next_mark = StepMark(reached);
        links[next_slot] = slot32(from);
        Some(((next, slot32(next_slot), reached), false))
    }

    #[inline]
    fn distance_taken(&self, mark: u32) -> u32 {
        mark - self.epoch
    }

    #[inline]
    fn distance_reached(&self, mark: u32, _: Sp::Cost) -> u32 {
        mark + 1 - self.epoch
    }

    fn marks_used(&self) -> u32 {
        self.top - self.epoch + 1
    }
}

/// Breadth-first search, and its reusable workspace.
///
/// Finds the fewest moves from the nearest of any number of starts; move costs are ignored.
/// Successors are considered in the order the space produces them, and each state keeps the
/// first predecessor that reached it, so among equally short paths the one returned follows
/// that order. Precisely: rank each move by its position in the successor order; the path
/// returned to any state is, among all shortest paths to it, the smallest when compared move
/// by move. (By induction, each layer of the search is discovered in the order of these
/// sequences, so a state's first discoverer is the parent with the smallest one.) With a
/// grid's [`Moves`](crate::Moves) in alphabetical order, `D L R U`, that is the alphabetically
/// smallest shortest move string.
///
/// # Memory
///
/// On a dense space: 8 bytes per state (a `u32` mark that is the query's epoch plus the
/// state's distance, and a `u32` predecessor) — the records of [`Dfs`](crate::Dfs) too —
/// allocated on the first query, zeroed by the allocator, so that pages the query never
/// reaches need never be touched; plus the queue, which holds only the frontier.
///
/// # Complexity
///
/// `O(V + E)` for the states and moves explored. A reused workspace wipes its marks (four
/// bytes per state) only when its epoch, which moves past each query's deepest distance,
/// would pass `u32::MAX`.
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
///
/// let grid = Grid::parse("S..\n##.\nE..\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
/// let mut bfs = Bfs::new();
///
/// let found = bfs.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(2, 0));
/// assert_eq!(found.goal_distance(), Some(6));
///
/// // Several starts: the distance to the nearest one.
/// let field = bfs.distances(&space, [Pos::new(0, 0), Pos::new(2, 0)]);
/// assert_eq!(field.distance(Pos::new(1, 2)), Some(3));
/// # Ok::<(), gridpath::Error>(())
/// ```
pub type Bfs<S> = Engine<Stepwise<Breadth>, S>;

/// The order of [`Bfs`]: a first-in, first-out queue, states settled when first reached.
#[derive(Debug, Clone, Copy)]
pub struct Breadth;

impl<S> StepOrder<S> for Breadth {
    type Record = Steps;
    type Entry = Queued<S>;
    type Frontier = Fifo<Queued<S>>;
}

impl<Sp: StateSpace> StepPolicy<Sp> for Breadth {
    type Policy = BreadthFirst<Always>;
    fn policy(epoch: u32) -> Self::Policy {
        BreadthFirst::new(epoch, Always)
    }
}

impl<S: Copy + Eq + core::hash::Hash> Bfs<S> {
    /// Like [`Bfs::search`], but a state reached at distance `d` — a start at 0 — is entered
    /// only if `may_enter(state, d)` allows it. States it refuses are not reached (though a
    /// later, longer route may offer them again).
    ///
    /// This is how a *deadline field* constrains a search: "you may enter a cell only before the
    /// fire (the tide, the monsters) gets there". The result is exact — the shortest path among
    /// those that respect the constraint — whenever the constraint is *monotone*: if it allows
    /// a state at distance `d`, it allows it at every smaller distance. Then arriving earlier is
    /// never worse, and breadth-first search reaches every state first at its least distance,
    /// so one record per state suffices (no time in the state, dense storage kept).
    ///
    /// # Panics
    ///
    /// As [`Bfs::search`].
    ///
    /// # Examples
    ///
    /// A corridor that fire enters from the right: cell `c` burns at second `5 − c`, and you may
    /// enter a cell only strictly before it burns.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".....\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let burns_at = |p: Pos| 5 - p.col;
    /// let mut bfs = Bfs::new();
    /// let field = bfs.search_constrained(&space, [Pos::new(0, 0)], |_| false, |p, t| t < burns_at(p));
    /// assert_eq!(field.distance(Pos::new(0, 2)), Some(2)); // burns at 3
    /// assert_eq!(field.distance(Pos::new(0, 3)), None); // reached at 3, burns at 2
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search_constrained<Sp>(
        &mut self,
        space: Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
        may_enter: impl FnMut(S, u32) -> bool,
    ) -> SearchTree<'_, Sp, u32>
    where
        Sp: StateSpace<State = S>,
    {
        let policy = |epoch| BreadthFirst::new(epoch, may_enter);
        self.records
            .query(space, &mut self.frontier, policy, starts, goal, Unobserved)
    }

    /// The distance field: every state reachable from `starts` with its distance to the nearest
    /// start. The same as [`Bfs::search`] with a goal that is never reached.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// let field = bfs.distances(&space, [Pos::new(0, 1)]);
    /// assert_eq!(field.distance(Pos::new(0, 0)), Some(1));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn distances<Sp>(
        &mut self,
        space: Sp,
        starts: impl IntoIterator<Item = S>,
    ) -> SearchTree<'_, Sp, u32>
    where
        Sp: StateSpace<State = S>,
    {
        self.search(space, starts, |_| false)
    }
}
