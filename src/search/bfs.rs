//! Breadth-first search.

use std::collections::VecDeque;

use crate::StateSpace;
use crate::search::table::{Fresh, NONE, Slots, Table, with_slots};
use crate::search::{Outcome, Records, Search, Storage, pred_slot, slot32};

/// A record whose mark *is* the distance: `mark − epoch` for marks at or above the epoch.
/// Eight bytes per state, with no separate "visited" flag or distance array.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct StepRecord {
    pub(crate) mark: u32,
}

impl Fresh for StepRecord {
    const FRESH: Self = StepRecord { mark: 0 };
}

impl<Sp: StateSpace> Records<Sp, u32> for Table<Sp::State, StepRecord> {
    fn storage(&self) -> Storage {
        self.storage_kind()
    }
    fn find(&self, space: &Sp, state: Sp::State) -> Option<usize> {
        Table::find(self, space, state)
    }
    fn state(&self, space: &Sp, slot: usize) -> Option<Sp::State> {
        Table::state(self, space, slot)
    }
    fn distance(&self, slot: usize) -> Option<u32> {
        let mark = self.records.get(slot)?.mark;
        mark.checked_sub(self.epoch)
    }
    fn pred(&self, slot: usize) -> Option<usize> {
        pred_slot(*self.preds.get(slot)?)
    }
    fn len(&self) -> usize {
        self.records.len()
    }
}

/// The largest distance a query on `space` can produce, plus one: how far marks may reach.
pub(crate) fn step_marks_needed<Sp: StateSpace>(space: &Sp) -> u32 {
    space
        .dense_bound()
        .and_then(|bound| u32::try_from(bound).ok())
        .unwrap_or(u32::MAX)
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
/// On a dense space: 8 bytes per state (a `u32` mark that encodes the distance, a `u32`
/// predecessor), allocated on the first query, plus the queue, which holds only the frontier.
///
/// # Complexity
///
/// `O(V + E)` for the states and moves explored. Reusing the workspace costs nothing up front:
/// records are never cleared between queries (an epoch moves past old marks), except once every
/// ~4·10⁹ / `bound` queries, when the marks would overflow and the array is refilled.
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
#[derive(Debug, Clone)]
pub struct Bfs<S> {
    table: Table<S, StepRecord>,
    queue: VecDeque<(S, u32)>,
    /// How far the last query's marks reached past its epoch.
    used: u32,
}

impl<S> Default for Bfs<S> {
    fn default() -> Self {
        Bfs {
            table: Table::default(),
            queue: VecDeque::new(),
            used: 0,
        }
    }
}

impl<S: Copy + Eq + core::hash::Hash> Bfs<S> {
    /// An empty workspace; buffers are allocated by the first query.
    ///
    /// ```
    /// let bfs: gridpath::Bfs<gridpath::Pos> = gridpath::Bfs::new();
    /// assert_eq!(bfs.heap_bytes(), 0);
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Bounds the memory of a query whose storage grows with what it reaches (paged or hashed
    /// storage: a space with no dense numbering, or [`Keys`](crate::adapt::Keys) past its dense
    /// limit): once the query holds more than `states` records it stops, and
    /// [`Search::is_truncated`] says so. Dense queries are bounded by their arrays and are not
    /// limited. The default is no limit.
    ///
    /// A search whose state space explodes — 26 keys that can be picked up in any order —
    /// otherwise grows until memory runs out; with a limit it ends with an answer you can act
    /// on.
    ///
    /// ```
    /// use gridpath::{Hashed, Grid, GridSpace, Moves, Pos, Bfs};
    /// let grid = Grid::new(50, 50, ())?;
    /// let space = Hashed(GridSpace::new(&grid, Moves::four(), |_| true));
    /// let mut engine = Bfs::new().with_state_limit(100);
    /// let found = engine.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(49, 49));
    /// assert!(found.is_truncated());
    /// assert!(found.goal().is_none());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn with_state_limit(mut self, states: usize) -> Self {
        self.table.state_limit = states;
        self
    }

    /// Searches from `starts` until a state satisfying `goal` is taken from the queue, or until
    /// every reachable state has been reached.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] dense-numbering contract (an index at or above
    /// its bound).
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("....\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// let found = bfs.search(&space, [Pos::new(0, 3)], |p| p.col == 0);
    /// assert_eq!(found.goal_distance(), Some(3));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
    ) -> Search<'a, Sp, u32>
    where
        Sp: StateSpace<State = S>,
    {
        self.table.begin(space, self.used, step_marks_needed(space));
        let epoch = self.table.epoch;
        let queue = &mut self.queue;
        let (outcome, top) = with_slots!(self.table, |slots| run(
            slots,
            space,
            queue,
            starts,
            goal,
            |_, _| true,
            epoch
        ));
        self.used = top - epoch + 1;
        Search::new(space, &self.table, &outcome)
    }

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
    pub fn search_constrained<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
        may_enter: impl FnMut(S, u32) -> bool,
    ) -> Search<'a, Sp, u32>
    where
        Sp: StateSpace<State = S>,
    {
        self.table.begin(space, self.used, step_marks_needed(space));
        let epoch = self.table.epoch;
        let queue = &mut self.queue;
        let (outcome, top) = with_slots!(self.table, |slots| run(
            slots, space, queue, starts, goal, may_enter, epoch
        ));
        self.used = top - epoch + 1;
        Search::new(space, &self.table, &outcome)
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
    pub fn distances<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
    ) -> Search<'a, Sp, u32>
    where
        Sp: StateSpace<State = S>,
    {
        self.search(space, starts, |_| false)
    }

    /// Bytes held by the workspace's buffers (records, hash map, queue), for measuring memory.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::new(100, 100, '.')?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let mut bfs = Bfs::new();
    /// let _field = bfs.distances(&space, [Pos::new(0, 0)]);
    /// assert!(bfs.heap_bytes() >= 8 * 100 * 100);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        self.table.heap_bytes() + self.queue.capacity() * size_of::<(S, u32)>()
    }
}

/// The search proper, for one storage mode. Returns the outcome and the highest mark written.
fn run<Sp: StateSpace>(
    mut slots: impl Slots<Sp, StepRecord>,
    space: &Sp,
    queue: &mut VecDeque<(Sp::State, u32)>,
    starts: impl IntoIterator<Item = Sp::State>,
    mut goal: impl FnMut(Sp::State) -> bool,
    mut may_enter: impl FnMut(Sp::State, u32) -> bool,
    epoch: u32,
) -> (Outcome<Sp::State>, u32) {
    queue.clear();
    let mut top = epoch;
    for start in starts {
        let Some(slot) = slots.start(space, start) else {
            continue;
        };
        let (records, preds) = slots.parts();
        if records[slot].mark < epoch && may_enter(start, 0) {
            records[slot].mark = epoch;
            preds[slot] = NONE;
            queue.push_back((start, slot32(slot)));
        }
    }
    let mut expanded = 0;
    while let Some((state, slot)) = queue.pop_front() {
        if goal(state) {
            let outcome = Outcome::ended(Some((state, slot as usize)), expanded);
            return (outcome, top);
        }
        if slots.over_limit() {
            return (Outcome::truncated(expanded), top);
        }
        expanded += 1;
        let next_mark = slots.parts().0[slot as usize].mark + 1;
        let next_distance = next_mark - epoch;
        // Marks written from here on are at most `next_mark` (marks never decrease in BFS).
        top = next_mark;
        slots.expand(
            space,
            state,
            slot as usize,
            |records, preds, next, _, next_slot| {
                let record = &mut records[next_slot];
                if record.mark < epoch && may_enter(next, next_distance) {
                    record.mark = next_mark;
                    preds[next_slot] = slot;
                    queue.push_back((next, slot32(next_slot)));
                }
            },
        );
    }
    (Outcome::ended(None, expanded), top)
}
