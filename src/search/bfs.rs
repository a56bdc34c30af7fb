//! Breadth-first search: the [`Fifo`] frontier, states settled when first reached.

use crate::search::SearchTree;
use crate::search::engine::{Engine, Policy, slot32};
use crate::search::events::Unobserved;
use crate::search::frontier::Fifo;
use crate::search::steps::{StepOrder, StepPolicy, Stepwise};
use crate::search::table::{NONE, Slots};
use crate::search::weighted::{Costs, Linked, Mark, WEIGHTED_MARKS};
use crate::space::StateSpace;

/// A queued state, its slot and its distance.
type Queued<S> = (S, u32, u32);

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

/// Breadth-first order: a state is settled (marked closed, its distance written) when first
/// reached, if `may_enter` lets it in at that distance.
///
/// Records: the weighted engines' [`Costs`] with `u32` distances — a one-byte [`Mark`] per
/// state, the only part of the records a successor's test reads, so the reads stay in a
/// compact array (a quarter of a `u32` mark's bytes) while distances and predecessors are
/// only written. The queue entry carries its distance, so taking one reads no record either.
pub struct BreadthFirst<M> {
    /// This query's closed mark (every state reached is settled at once).
    closed: Mark,
    may_enter: M,
}

impl<M> BreadthFirst<M> {
    /// The policy of a query with epoch `epoch`, entering the states `may_enter` admits.
    fn new(epoch: u32, may_enter: M) -> Self {
        BreadthFirst {
            closed: Mark::open(epoch).closed(),
            may_enter,
        }
    }
}

impl<Sp: StateSpace, M: Admit<Sp::State>> Policy<Sp, Costs<u32>> for BreadthFirst<M> {
    type Entry = Queued<Sp::State>;
    type Popped = Queued<Sp::State>;
    /// The distance of the taken state.
    type Taken = u32;

    #[inline]
    fn start(
        &mut self,
        marks: &mut [Mark],
        links: &mut [Linked<u32>],
        start: Sp::State,
        slot: usize,
    ) -> Option<Self::Entry> {
        if marks[slot] >= self.closed || !self.may_enter.admit(start, 0) {
            return None;
        }
        marks[slot] = self.closed;
        links[slot] = Linked::new(0, NONE);
        Some((start, slot32(slot), 0))
    }

    #[inline]
    fn take(
        &mut self,
        _: &mut impl Slots<Sp, Mark, Linked<u32>>,
        (state, slot, distance): Self::Popped,
    ) -> Option<(Sp::State, usize, u32)> {
        Some((state, slot as usize, distance))
    }

    #[expect(
        clippy::inline_always,
        reason = "measured: once per successor, the heart of the loop"
    )]
    #[inline(always)]
    fn relax(
        &mut self,
        marks: &mut [Mark],
        links: &mut [Linked<u32>],
        from: usize,
        distance: u32,
        next: Sp::State,
        _: Sp::Cost,
        next_slot: usize,
    ) -> Option<(Self::Entry, bool)> {
        let mark = &mut marks[next_slot];
        let reached = distance + 1;
        if *mark >= self.closed || !self.may_enter.admit(next, reached) {
            return None;
        }
        *mark = self.closed;
        links[next_slot] = Linked::new(reached, slot32(from));
        Some(((next, slot32(next_slot), reached), false))
    }

    #[inline]
    fn distance_taken(&self, distance: u32) -> u32 {
        distance
    }

    #[inline]
    fn distance_reached(&self, distance: u32, _: Sp::Cost) -> u32 {
        distance + 1
    }

    fn marks_used(&self) -> u32 {
        WEIGHTED_MARKS
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
/// On a dense space: 9 bytes per state (a one-byte mark, and a `u32` distance beside a `u32`
/// predecessor), allocated on the first query — zeroed by the allocator, so that pages the
/// query never reaches need never be touched — plus the queue, which holds only the frontier.
/// A successor's test reads the mark alone, so the bytes read stay in a compact array.
///
/// # Complexity
///
/// `O(V + E)` for the states and moves explored. The one-byte marks of a reused workspace
/// are wiped (one byte per state) once every 127 queries, when their epoch wraps.
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
    type Record = Costs<u32>;
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
