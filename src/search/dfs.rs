//! Iterative depth-first search: the [`Lifo`] frontier, states settled when taken.

use crate::search::SearchTree;
use crate::search::engine::{Engine, Policy, slot32};
use crate::search::frontier::Lifo;
use crate::search::steps::{StepMark, StepOrder, StepPolicy, Steps, Stepwise};
use crate::search::table::{NONE, Slots};
use crate::space::StateSpace;

/// A stack entry: a state, its slot, the slot of the state that pushed it, and its mark.
type Frame<S> = (S, u32, u32, u32);

/// Depth-first order: a state is settled when taken from the stack, with the predecessor
/// and depth of the entry that reached it; entries of settled states are skipped.
pub struct DepthFirst {
    epoch: u32,
    /// The highest mark written.
    top: u32,
}

impl<Sp: StateSpace> Policy<Sp, Steps> for DepthFirst {
    type Entry = Frame<Sp::State>;
    type Popped = Frame<Sp::State>;
    /// The mark of the taken state.
    type Taken = u32;

    #[inline]
    fn start(
        &mut self,
        _: &mut [StepMark],
        _: &mut [u32],
        start: Sp::State,
        slot: usize,
    ) -> Option<Self::Entry> {
        Some((start, slot32(slot), NONE, self.epoch))
    }

    #[inline]
    fn take(
        &mut self,
        slots: &mut impl Slots<Sp, StepMark, u32>,
        (state, slot, pred, mark): Self::Popped,
    ) -> Option<(Sp::State, usize, u32)> {
        let (marks, preds) = slots.parts();
        if marks[slot as usize].0 >= self.epoch {
            return None;
        }
        marks[slot as usize] = StepMark(mark);
        preds[slot as usize] = pred;
        self.top = self.top.max(mark);
        Some((state, slot as usize, mark))
    }

    #[inline]
    fn relax(
        &mut self,
        marks: &mut [StepMark],
        _: &mut [u32],
        from: usize,
        mark: u32,
        next: Sp::State,
        _: Sp::Cost,
        next_slot: usize,
    ) -> Option<(Self::Entry, bool)> {
        (marks[next_slot].0 < self.epoch)
            .then(|| ((next, slot32(next_slot), slot32(from), mark + 1), false))
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

/// Depth-first search, and its reusable workspace: *a* path (not a shortest one) and
/// everything reachable, with an explicit stack — no recursion, so deep spaces cannot overflow
/// the call stack.
///
/// Successors are explored in the order the space produces them: the first successor's subtree
/// is finished before the second is entered. The "distance" the result reports for a state is
/// its depth in the search tree: the length of the path [`SearchTree::path_to`] returns.
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
pub type Dfs<S> = Engine<Stepwise<Depth>, S>;

/// The order of [`Dfs`]: a stack, states settled when taken.
#[derive(Debug, Clone, Copy)]
pub struct Depth;

impl<S> StepOrder<S> for Depth {
    type Record = Steps;
    type Entry = Frame<S>;
    type Frontier = Lifo<Frame<S>>;
}

impl<Sp: StateSpace> StepPolicy<Sp> for Depth {
    type Policy = DepthFirst;
    fn policy(epoch: u32) -> DepthFirst {
        DepthFirst { epoch, top: epoch }
    }
}

impl<S: Copy + Eq + core::hash::Hash> Dfs<S> {
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
    pub fn reach<Sp>(
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
