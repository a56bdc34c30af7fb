//! The [`StateSpace`] trait: what the states are and which moves lead where, at what cost.

use core::fmt::Debug;
use core::hash::Hash;

use crate::Cost;

/// A state space: states, and for each state its successors with the cost of the move.
///
/// This is the one trait every engine runs on. A state is *a position plus whatever must be
/// remembered* — the grid spaces use [`Pos`](crate::Pos); your own space can use `(Pos, Dir)`
/// for a robot with a facing, `(Pos, u64)` for keys held, or anything `Copy + Eq + Hash`.
///
/// # Dense numbering: the fast path
///
/// A space that can number its states `0..bound` says so through [`dense_bound`],
/// [`dense_index`] and [`dense_state`]. Engines then keep distances and predecessors in flat
/// arrays indexed by that number — no hashing at all. A space that cannot (or whose `bound`
/// would be too large to allocate) returns `None` from `dense_bound`, the default, and the
/// *same* engines keep their records in a hash map that grows only with the states reached.
/// The choice is made per query from what the space reports; callers choose nothing.
///
/// The contract when `dense_bound()` is `Some(bound)`: `dense_index(s) < bound` for every state
/// `s` for which [`contains`](StateSpace::contains) is true (every state the space produces
/// must be one), distinct states have distinct indices, and
/// `dense_state(dense_index(s)) == Some(s)`. Engines index their arrays with `dense_index`; an
/// index at or above `bound` makes them panic.
///
/// [`dense_bound`]: StateSpace::dense_bound
/// [`dense_index`]: StateSpace::dense_index
/// [`dense_state`]: StateSpace::dense_state
///
/// # Examples
///
/// A space of your own: numbers on a line, where you may add 1 (cost 1) or double (cost 3).
///
/// ```
/// use gridpath::{Dijkstra, StateSpace};
///
/// struct Line { max: u32 }
///
/// impl StateSpace for Line {
///     type State = u32;
///     type Cost = u32;
///
///     fn successors(&self, n: u32, mut visit: impl FnMut(u32, u32)) {
///         if n + 1 <= self.max { visit(n + 1, 1) }
///         if n * 2 <= self.max { visit(n * 2, 3) }
///     }
///
///     // Optional: states are 0..=max, so they can be numbered densely.
///     fn dense_bound(&self) -> Option<usize> { Some(self.max as usize + 1) }
///     fn dense_index(&self, n: u32) -> usize { n as usize }
///     fn dense_state(&self, index: usize) -> Option<u32> { u32::try_from(index).ok() }
/// }
///
/// let mut dijkstra = Dijkstra::new();
/// let found = dijkstra.search(&Line { max: 100 }, [1], |n| n == 40);
/// assert_eq!(found.goal_distance(), Some(13)); // four +1 steps, then three doublings
/// assert_eq!(found.path(), Some(vec![1, 2, 3, 4, 5, 10, 20, 40]));
/// ```
pub trait StateSpace {
    /// A state: a position plus whatever must be remembered.
    type State: Copy + Eq + Hash + Debug;
    /// The cost of a move. Breadth-first search ignores it and counts moves.
    type Cost: Cost;

    /// Calls `visit(next, cost)` once for each move out of `state`.
    ///
    /// The order of the calls is the order engines consider successors, and so decides which of
    /// several equally short paths they return.
    fn successors(&self, state: Self::State, visit: impl FnMut(Self::State, Self::Cost));

    /// Whether `state` is a state of this space. Engines ignore starts for which this is
    /// `false`, and results report no distance for them, whatever the storage. The default
    /// accepts every value; [`GridSpace`](crate::GridSpace) accepts the positions inside its
    /// grid.
    fn contains(&self, state: Self::State) -> bool {
        let _ = state;
        true
    }

    /// `Some(bound)` if every state has a distinct index below `bound` (see the trait docs);
    /// `None`, the default, for hashed storage.
    fn dense_bound(&self) -> Option<usize> {
        None
    }

    /// The dense index of `state`. Only called when [`StateSpace::dense_bound`] is `Some`; the
    /// default returns 0.
    fn dense_index(&self, state: Self::State) -> usize {
        let _ = state;
        0
    }

    /// The state with dense index `index`, the inverse of [`StateSpace::dense_index`]. Only
    /// called when [`StateSpace::dense_bound`] is `Some`: to rebuild paths, and by the weighted
    /// engines (Dijkstra, A*, 0-1 BFS), whose queues keep slots rather than states. The default
    /// returns `None`; engines probe index 0 once per query, and a space that returns `None`
    /// there is searched with hashed records by the weighted engines (paths come back `None`).
    /// If you implement it, it must invert `dense_index` for every state.
    fn dense_state(&self, index: usize) -> Option<Self::State> {
        let _ = index;
        None
    }

    /// `Some(size)` if every state is a pair (*layer*, *index below `size`*) — a position
    /// numbered densely plus memory (keys held, say) that takes too many values for
    /// [`StateSpace::dense_bound`] but of which a search reaches few. Engines then use *paged*
    /// storage: flat pages of records for each (layer, block of indices) actually reached, found
    /// through a small hash map — memory grows with what is reached, and neighbouring states
    /// share pages, so lookups stay in cache. Only consulted when `dense_bound` is `None`;
    /// the default `None` means hashed storage.
    ///
    /// # Examples
    ///
    /// [`Keys`](crate::adapt::Keys) with too many kinds for dense storage is layered by key
    /// set:
    ///
    /// ```
    /// use gridpath::adapt::{KeyCell, Keys};
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos, StateSpace, Storage};
    ///
    /// let grid = Grid::parse("a.A.\n", Some)?;
    /// let open = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
    /// let cell = |&c: &char| KeyCell::from_letter(c as u8);
    /// let space = Keys::new(&open, &grid, cell)?.with_dense_limit(0);
    /// assert_eq!(space.dense_bound(), None);
    /// assert_eq!(space.layer_size(), Some(4));
    /// let mut bfs = Bfs::new();
    /// let found = bfs.search(&space, [space.start(Pos::new(0, 1))], |s| s.state.col == 3);
    /// assert_eq!((found.goal_distance(), found.storage()), (Some(4), Storage::Paged));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    fn layer_size(&self) -> Option<usize> {
        None
    }

    /// The layer of `state` and its index within the layer. Only called when
    /// [`StateSpace::layer_size`] is `Some`; the default returns `(0, 0)`.
    fn layer_index(&self, state: Self::State) -> (u64, usize) {
        let _ = state;
        (0, 0)
    }

    /// The state with layer `layer` and index `index`, the inverse of
    /// [`StateSpace::layer_index`]; used to rebuild paths and by the weighted engines, like
    /// [`StateSpace::dense_state`] (the same probe, at layer 0 and index 0). The default returns
    /// `None`.
    fn layer_state(&self, layer: u64, index: usize) -> Option<Self::State> {
        let _ = (layer, index);
        None
    }

    /// [`StateSpace::successors`] for the dense path: `index` is `dense_index(state)`, and
    /// `visit` also receives `dense_index(next)`. Engines call this instead of `successors`
    /// when the space is dense.
    ///
    /// The default computes each successor's index with [`StateSpace::dense_index`]. Override
    /// it when the index of a neighbour is cheaper to derive from `index` than from scratch —
    /// [`GridSpace`](crate::GridSpace) adds a per-direction offset instead of multiplying
    /// `row × width`.
    #[expect(
        clippy::inline_always,
        reason = "measured: without it the successor closure is not inlined into the engine loop"
    )]
    #[inline(always)]
    fn dense_successors(
        &self,
        state: Self::State,
        index: usize,
        mut visit: impl FnMut(Self::State, Self::Cost, usize),
    ) {
        let _ = index;
        self.successors(state, |next, cost| {
            visit(next, cost, self.dense_index(next));
        });
    }
}

impl<S: StateSpace + ?Sized> StateSpace for &S {
    type State = S::State;
    type Cost = S::Cost;

    fn successors(&self, state: Self::State, visit: impl FnMut(Self::State, Self::Cost)) {
        (**self).successors(state, visit);
    }
    fn contains(&self, state: Self::State) -> bool {
        (**self).contains(state)
    }
    fn dense_bound(&self) -> Option<usize> {
        (**self).dense_bound()
    }
    fn dense_index(&self, state: Self::State) -> usize {
        (**self).dense_index(state)
    }
    fn dense_state(&self, index: usize) -> Option<Self::State> {
        (**self).dense_state(index)
    }
    fn dense_successors(
        &self,
        state: Self::State,
        index: usize,
        visit: impl FnMut(Self::State, Self::Cost, usize),
    ) {
        (**self).dense_successors(state, index, visit);
    }
    fn layer_size(&self) -> Option<usize> {
        (**self).layer_size()
    }
    fn layer_index(&self, state: Self::State) -> (u64, usize) {
        (**self).layer_index(state)
    }
    fn layer_state(&self, layer: u64, index: usize) -> Option<Self::State> {
        (**self).layer_state(layer, index)
    }
}

/// An adapter that hides a space's dense and layered numberings, so engines use hashed
/// storage.
///
/// Useful to compare the two storages, or to search a huge space of which only a small part
/// will be reached without allocating arrays for all of it.
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Hashed, Moves, Pos, StateSpace};
///
/// let grid = Grid::parse("..#\n...\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// assert_eq!(Hashed(&space).dense_bound(), None);
///
/// let goal = Pos::new(0, 0);
/// let dense = Bfs::new().search(&space, [Pos::new(1, 2)], |p| p == goal).goal_distance();
/// let hashed = Bfs::new().search(&Hashed(&space), [Pos::new(1, 2)], |p| p == goal).goal_distance();
/// assert_eq!((dense, hashed), (Some(3), Some(3)));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Hashed<S>(pub S);

impl<S: StateSpace> StateSpace for Hashed<S> {
    type State = S::State;
    type Cost = S::Cost;

    fn successors(&self, state: Self::State, visit: impl FnMut(Self::State, Self::Cost)) {
        self.0.successors(state, visit);
    }
    fn contains(&self, state: Self::State) -> bool {
        self.0.contains(state)
    }
}
