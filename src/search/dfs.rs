//! Iterative depth-first search.

use crate::StateSpace;
use crate::search::bfs::{StepRecord, step_marks_needed};
use crate::search::table::{NONE, Slots, Table, with_slots};
use crate::search::{Outcome, Search, slot32};

/// A stack entry: a state, its slot, the slot of the state that pushed it, and its mark.
type Frame<S> = (S, u32, u32, u32);

/// Depth-first search, and its reusable workspace: *a* path (not a shortest one) and
/// everything reachable, with an explicit stack — no recursion, so deep spaces cannot overflow
/// the call stack.
///
/// Successors are explored in the order the space produces them: the first successor's subtree
/// is finished before the second is entered. The "distance" the result reports for a state is
/// its depth in the search tree: the length of the path [`Search::path_to`] returns.
///
/// # Complexity
///
/// `O(V + E)` time; the stack can hold up to one entry per move explored.
///
/// # Examples
///
/// ```
/// use gridpath::{Dfs, Grid, GridSpace, Moves, Pos};
///
/// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// let mut dfs = Dfs::new();
///
/// let found = dfs.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(2, 2));
/// let path = found.path().unwrap();
/// assert_eq!(path.first(), Some(&Pos::new(0, 0)));
/// assert_eq!(path.last(), Some(&Pos::new(2, 2)));
///
/// let reach = dfs.reach(&space, [Pos::new(0, 0)]);
/// assert!(reach.is_reached(Pos::new(2, 0)));
/// assert!(!reach.is_reached(Pos::new(1, 1)));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Dfs<S> {
    table: Table<S, StepRecord>,
    stack: Vec<Frame<S>>,
    used: u32,
}

impl<S> Default for Dfs<S> {
    fn default() -> Self {
        Dfs {
            table: Table::default(),
            stack: Vec::new(),
            used: 0,
        }
    }
}

impl<S: Copy + Eq + core::hash::Hash> Dfs<S> {
    /// An empty workspace; buffers are allocated by the first query.
    ///
    /// ```
    /// let mut dfs: gridpath::Dfs<u32> = gridpath::Dfs::new();
    /// # struct Nothing;
    /// # impl gridpath::StateSpace for Nothing { type State = u32; type Cost = u32; fn successors(&self, _: u32, _: impl FnMut(u32, u32)) {} }
    /// assert!(dfs.reach(&Nothing, [7]).is_reached(7));
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
    /// use gridpath::{Hashed, Grid, GridSpace, Moves, Pos, Dfs};
    /// let grid = Grid::new(50, 50, ())?;
    /// let space = Hashed(GridSpace::new(&grid, Moves::four(), |_| true));
    /// let mut engine = Dfs::new().with_state_limit(100);
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

    /// Searches depth-first from `starts` (the first start first) until a state satisfying
    /// `goal` is visited, or everything reachable has been.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] dense-numbering contract.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Dfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut dfs = Dfs::new();
    /// // Moves go U R D L: from (0, 0) it goes right first, then down.
    /// let found = dfs.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(1, 0));
    /// assert_eq!(found.path().unwrap().len(), 4);
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
        let stack = &mut self.stack;
        let (outcome, top) = with_slots!(self.table, |slots| run(
            slots, space, stack, starts, goal, epoch
        ));
        self.used = top - epoch + 1;
        Search::new(space, &self.table, &outcome)
    }

    /// Everything reachable from `starts`: [`Dfs::search`] with no goal.
    ///
    /// ```
    /// use gridpath::{Dfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut dfs = Dfs::new();
    /// assert!(!dfs.reach(&space, [Pos::new(0, 0)]).is_reached(Pos::new(0, 2)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn reach<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
    ) -> Search<'a, Sp, u32>
    where
        Sp: StateSpace<State = S>,
    {
        self.search(space, starts, |_| false)
    }
}

fn run<Sp: StateSpace>(
    mut slots: impl Slots<Sp, StepRecord>,
    space: &Sp,
    stack: &mut Vec<Frame<Sp::State>>,
    starts: impl IntoIterator<Item = Sp::State>,
    mut goal: impl FnMut(Sp::State) -> bool,
    epoch: u32,
) -> (Outcome<Sp::State>, u32) {
    stack.clear();
    for start in starts {
        if let Some(slot) = slots.start(space, start) {
            stack.push((start, slot32(slot), NONE, epoch));
        }
    }
    stack.reverse();
    let mut top = epoch;
    let mut expanded = 0;
    while let Some((state, slot, pred, mark)) = stack.pop() {
        let (records, preds) = slots.parts();
        if records[slot as usize].mark >= epoch {
            continue;
        }
        records[slot as usize] = StepRecord { mark };
        preds[slot as usize] = pred;
        top = top.max(mark);
        if goal(state) {
            let outcome = Outcome::ended(Some((state, slot as usize)), expanded);
            return (outcome, top);
        }
        if slots.over_limit() {
            return (Outcome::truncated(expanded), top);
        }
        expanded += 1;
        let first = stack.len();
        slots.expand(
            space,
            state,
            slot as usize,
            |records, _, next, _, next_slot| {
                if records[next_slot].mark < epoch {
                    stack.push((next, slot32(next_slot), slot, mark + 1));
                }
            },
        );
        stack[first..].reverse();
    }
    (Outcome::ended(None, expanded), top)
}
