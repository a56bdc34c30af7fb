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

/// The mark of BFS and DFS: a mark that *is* the distance, `mark − epoch` for marks at or
/// above the epoch. With the predecessor, eight bytes per state, and no separate "visited"
/// flag or distance array.
#[derive(Debug, Clone, Copy, PartialEq, Eq, bytemuck::Zeroable)]
pub struct StepMark(pub(crate) u32);

impl Fresh for StepMark {}

/// The [`Record`] of [`Bfs`](crate::Bfs) and [`Dfs`](crate::Dfs).
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

#[cfg(test)]
mod tests {
    use crate::{Bfs, Dfs, Grid, GridSpace, Moves, Pos};

    /// BFS and DFS marks are `u32`s, the epoch plus the distance: a workspace whose epoch nears
    /// `u32::MAX` wipes its marks and goes on answering as a new workspace does, distances and
    /// paths. Its dense records stay 8 bytes per state.
    #[test]
    fn step_marks_are_wiped_before_the_epoch_overflows() {
        let grid = Grid::parse(
            "......#...\n.####.#.#.\n.#....#.#.\n.#.####.#.\n.#......#.\n.########.\n..........\n",
            Some,
        )
        .unwrap();
        let space = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
        let open: Vec<Pos> = grid
            .positions()
            .filter(|&p| grid.get(p) != Some(&'#'))
            .collect();
        let (mut bfs, mut dfs) = (Bfs::new(), Dfs::new());
        let _ = bfs.distances(&space, [open[0]]);
        let _ = dfs.reach(&space, [open[0]]);
        assert_eq!(bfs.records.heap_bytes(), 8 * grid.len());
        assert_eq!(dfs.records.heap_bytes(), 8 * grid.len());
        bfs.records.set_epoch(u32::MAX - 300);
        dfs.records.set_epoch(u32::MAX - 300);
        let (mut bfs_wiped, mut dfs_wiped) = (false, false);
        for k in 0..40 {
            let (start, goal) = (open[k % open.len()], open[(k * 7 + 3) % open.len()]);
            let mut breadth = Bfs::new();
            let want = breadth.search(&space, [start], |p| p == goal);
            let got = bfs.search(&space, [start], |p| p == goal);
            assert_eq!(
                (got.goal_distance(), got.path()),
                (want.goal_distance(), want.path()),
                "Bfs, query {k}"
            );
            let mut depth = Dfs::new();
            let want = depth.search(&space, [start], |p| p == goal);
            let got = dfs.search(&space, [start], |p| p == goal);
            assert_eq!(
                (got.goal_distance(), got.path()),
                (want.goal_distance(), want.path()),
                "Dfs, query {k}"
            );
            bfs_wiped |= bfs.records.epoch() < 1_000;
            dfs_wiped |= dfs.records.epoch() < 1_000;
        }
        assert!(bfs_wiped && dfs_wiped, "the epochs should have wrapped");
    }
}
