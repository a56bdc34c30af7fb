//! What the step-counting engines — [`Bfs`](crate::Bfs) and [`Dfs`](crate::Dfs) — share:
//! their record, and their one `search`. They differ in their order (a queue or a stack) and
//! in when a state is settled.

use core::fmt::Debug;
use core::hash::Hash;
use core::marker::PhantomData;

use crate::search::engine::{Algorithm, Engine, Policy, Record};
use crate::search::events::{Observing, Unobserved};
use crate::search::frontier::Frontier;
use crate::search::table::{Fresh, Table};
use crate::search::{SearchEvent, SearchTree};
use crate::space::{Layout, StateSpace};

/// The mark of DFS: a mark that *is* the distance, `mark − epoch` for marks at or above the
/// epoch. With the predecessor, eight bytes per state, and no separate "visited" flag or
/// distance array. (BFS keeps the weighted engines' one-byte marks and a distance apart
/// instead, [`BreadthFirst`](crate::search::bfs::BreadthFirst): its successor test then reads
/// a quarter of the bytes.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, bytemuck::Zeroable)]
pub struct StepMark(pub(crate) u32);

impl Fresh for StepMark {}

/// The [`Record`] of [`Dfs`](crate::Dfs).
#[derive(Debug, Clone, Copy)]
pub struct Steps;

impl Record for Steps {
    type Mark = StepMark;
    type Link = u32;
    type Distance = u32;
    const ZERO: u32 = 0;

    /// The largest distance plus one: at most the number of states.
    fn marks_needed(layout: Option<Layout>) -> u32 {
        match layout {
            Some(Layout::Dense { bound }) => u32::try_from(bound).unwrap_or(u32::MAX),
            _ => u32::MAX,
        }
    }
    fn distance<S>(table: &Table<S, StepMark, u32>, slot: usize) -> Option<u32> {
        table.marks.get(slot)?.0.checked_sub(table.epoch)
    }
}

/// The parts of a step-counting engine: [`Steps`] records and the order `O`.
#[derive(Debug, Clone, Copy)]
pub struct Stepwise<O>(PhantomData<O>);

/// The order of a [`Stepwise`] engine on states of type `S`: what its frontier holds, and the
/// frontier.
pub trait StepOrder<S> {
    /// What is kept per state beside the predecessor; distances are step counts.
    type Record: Record<Distance = u32> + Debug + Clone;
    /// What the frontier holds.
    type Entry;
    /// The frontier.
    type Frontier: Frontier<Self::Entry, Out = Self::Entry> + Default;
}

/// How a [`StepOrder`] searches `Sp`: its policy for a query.
pub trait StepPolicy<Sp: StateSpace>: StepOrder<Sp::State> {
    /// The policy.
    type Policy: Policy<Sp, Self::Record, Entry = Self::Entry, Popped = Self::Entry>;
    /// The policy of a query with epoch `epoch`.
    fn policy(epoch: u32) -> Self::Policy;
}

impl<S, O: StepOrder<S>> Algorithm<S> for Stepwise<O> {
    type Record = O::Record;
    type Entry = O::Entry;
    type Frontier = O::Frontier;
}

impl<O: StepOrder<S>, S: Copy + Eq + Hash> Engine<Stepwise<O>, S> {
    /// Searches from `starts` until a state satisfying `goal` is settled — breadth-first, a
    /// state is settled when first reached; depth-first, when taken from the stack — or until
    /// every reachable state has been.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] numbering contract (an index at or above
    /// its bound).
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Bfs, Dfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let (start, goal) = (Pos::new(0, 0), Pos::new(1, 0));
    ///
    /// let mut bfs = Bfs::new();
    /// assert_eq!(bfs.search(&space, [start], |p| p == goal).goal_distance(), Some(1));
    /// // Moves go U R D L: depth-first from (0, 0) goes right first, then down and left.
    /// let mut dfs = Dfs::new();
    /// assert_eq!(dfs.search(&space, [start], |p| p == goal).goal_distance(), Some(3));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<Sp>(
        &mut self,
        space: Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
    ) -> SearchTree<'_, Sp, u32>
    where
        Sp: StateSpace<State = S>,
        O: StepPolicy<Sp>,
    {
        let frontier = &mut self.frontier;
        self.records
            .query(space, frontier, O::policy, starts, goal, Unobserved)
    }

    /// [`search`](Self::search), reporting each step to `observe` as it happens: each state
    /// discovered (with the state it was reached from and its distance), each state expanded,
    /// and the goal ([`SearchEvent`]). With an observer that does nothing this is `search`:
    /// the loop is compiled for each observer, and an empty one costs nothing.
    ///
    /// # Panics
    ///
    /// As [`search`](Self::search).
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Dfs, Grid, GridSpace, Moves, Pos, SearchEvent};
    /// let grid = Grid::parse("...\n...\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let mut order = Vec::new();
    /// let _field = Dfs::new().search_observed(&space, [Pos::new(0, 0)], |_| false, |event| {
    ///     if let SearchEvent::Expanded { state, .. } = event {
    ///         order.push(state);
    ///     }
    /// });
    /// // Depth-first: right along the top, down, and back along the bottom.
    /// assert_eq!(order, [(0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0)].map(|(r, c)| Pos::new(r, c)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search_observed<Sp>(
        &mut self,
        space: Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
        observe: impl FnMut(SearchEvent<S, u32>),
    ) -> SearchTree<'_, Sp, u32>
    where
        Sp: StateSpace<State = S>,
        O: StepPolicy<Sp>,
    {
        let frontier = &mut self.frontier;
        self.records
            .query(space, frontier, O::policy, starts, goal, Observing(observe))
    }
}
