//! The [`StateSpace`] trait: what the states are and which moves lead where, at what cost.

use core::fmt::Debug;
use core::hash::Hash;

use crate::cost::Cost;

/// A state space: states, and for each state its successors with the cost of the move.
///
/// This is the one trait every engine runs on. A state is *a position plus whatever must be
/// remembered* — the grid spaces use [`Pos`](crate::Pos); your own space can use `(Pos, Dir)`
/// for a robot with a facing, `(Pos, u64)` for keys held, or anything `Copy + Eq + Hash`.
///
/// # Numbering: the fast path
///
/// A space that can number its states says so by returning a [`Numbering`] from
/// [`StateSpace::numbering`]: one value whose parts come together — the [`Layout`] of the
/// numbers, the number of a state, and the state of a number. Engines then keep their records
/// in flat arrays (a [`Layout::Dense`] numbering) or in flat pages per layer reached (a
/// [`Layout::Layered`] one). A space without a numbering (the default) is searched by the
/// *same* engines with its records in a hash map that grows only with the states reached.
/// The choice is made per query from what the space returns; callers choose nothing, and every
/// engine returns the same distances and paths whatever the storage.
///
/// # Examples
///
/// A space of your own: numbers on a line, where you may add 1 (cost 1) or double (cost 3).
///
/// ```
/// use gridpath::{DenseNumbering, Dijkstra, Numbering, StateSpace, Storage};
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
///     // Optional: states are 0..=max, so they can be numbered densely — the number of a
///     // state and the state of a number, together.
///     fn numbering(&self) -> Option<impl Numbering<u32>> {
///         let bound = self.max as usize + 1;
///         Some(DenseNumbering::new(bound, |n: u32| n as usize, |i| u32::try_from(i).ok()))
///     }
/// }
///
/// let mut dijkstra = Dijkstra::new();
/// let found = dijkstra.search(&Line { max: 100 }, [1], |n| n == 40);
/// assert_eq!(found.goal_distance(), Some(13)); // four +1 steps, then three doublings
/// assert_eq!(found.path(), Some(vec![1, 2, 3, 4, 5, 10, 20, 40]));
/// assert_eq!(found.storage(), Storage::Dense);
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

    /// How the engines may number this space's states, or `None` (the default) for hashed
    /// storage. See [`Numbering`] for the contract; [`DenseNumbering`] and
    /// [`LayeredNumbering`] build one from two closures.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Layout, Moves, Numbering, Pos, Size, StateSpace};
    /// let grid = Grid::new(Size::new(2, 3), ())?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let numbering = space.numbering().unwrap();
    /// assert_eq!(numbering.layout(), Layout::Dense { bound: 6 });
    /// let number = numbering.number(Pos::new(1, 2));
    /// assert_eq!(numbering.state(number), Some(Pos::new(1, 2)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    fn numbering(&self) -> Option<impl Numbering<Self::State>> {
        None::<NoNumbering>
    }

    /// A lower bound on the cost of the cheapest path from `from` to `to` that is
    /// *consistent*: [`AStar::search_to`](crate::AStar::search_to) is guided by it, and
    /// trusts it to be. The default, zero, always is; [`GridSpace`](crate::GridSpace) gives
    /// the distance its move set and step costs allow on an open grid (octile, Chebyshev or
    /// Manhattan, see [`StepRule::estimate`](crate::StepRule::estimate)).
    ///
    /// The contract, for every state `t`: `estimate(t, t)` is zero, and for every move
    /// `a → b` of cost `c`, `estimate(a, t) ≤ c + estimate(b, t)` (it follows that the
    /// estimate never exceeds the true cost). Then A* never has to reopen a state it has
    /// settled, and does not look at settled states again. A space that breaks the contract
    /// may get a longer path than the shortest from `search_to` (never a path that is not
    /// one); A* with a heuristic of your own ([`AStar::search`](crate::AStar::search)) trusts
    /// nothing but admissibility.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Octile, Pos, Size, StateSpace};
    /// let grid = Grid::new(Size::new(5, 5), ())?;
    /// let (from, to) = (Pos::new(0, 0), Pos::new(2, 3));
    /// assert_eq!(GridSpace::octile(&grid, |_| true).estimate(from, to), Octile::new(1, 2));
    /// assert_eq!(GridSpace::new(&grid, Moves::four(), |_| true).estimate(from, to), 5);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    fn estimate(&self, from: Self::State, to: Self::State) -> Self::Cost {
        let _ = (from, to);
        Self::Cost::ZERO
    }

    /// A quick test that is `false` only when no sequence of moves leads from `from` to `to`:
    /// a *necessary* condition for a path, never a promise of one. The default, `true`, is
    /// always right. [`AStar::search_to`](crate::AStar::search_to) drops the starts for which
    /// it is `false` before it runs, so a goal that none of them can reach is answered without
    /// expanding a state.
    ///
    /// The contract: `may_reach(s, s)` is `true` for every state the space
    /// [`contains`](StateSpace::contains) (a start is its own goal, at distance 0), and
    /// `may_reach(from, to)` is `true` whenever a path from `from` to `to` exists. It should
    /// cost `O(1)`: engines call it once per start. A space may answer `false` for a `from`
    /// or a `to` that it does not contain, or a `to` that no move enters.
    /// [`GridSpace`](crate::GridSpace) answers whether `to` is inside the grid and passable;
    /// [`adapt::Connected`](crate::adapt::Connected) whether the two cells lie
    /// in one of its [`Components`](crate::Components). An adapter that passes the question
    /// on must ask it only of paths that its inner space makes too: under
    /// [`WallBreaks`](crate::adapt::WallBreaks) a wall goal *is* reachable, so it asks the inner
    /// space only when no wall is to be broken on the way.
    ///
    /// ```
    /// use gridpath::{AStar, Grid, GridSpace, Moves, Pos, StateSpace};
    /// let grid = Grid::parse("..#\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let start = Pos::new(0, 0);
    /// assert!(space.may_reach(start, Pos::new(0, 1)));
    /// assert!(!space.may_reach(start, Pos::new(0, 2))); // a wall
    /// assert!(!space.may_reach(start, Pos::new(7, 7))); // outside
    /// let mut astar = AStar::new();
    /// let found = astar.search_to(&space, [start], Pos::new(0, 2));
    /// assert_eq!((found.goal(), found.expanded()), (None, 0));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    fn may_reach(&self, from: Self::State, to: Self::State) -> bool {
        let _ = (from, to);
        true
    }

    /// [`StateSpace::successors`] for a densely numbered space: `index` is the dense index of
    /// `state`, and `visit` also receives the dense index of `next` (the `index` of its
    /// [`Number`]). Engines call this instead of `successors` when the numbering is
    /// [`Layout::Dense`].
    ///
    /// The default computes each successor's index with the space's [`Numbering`]. Override it
    /// when the index of a neighbour is cheaper to derive from `index` than from scratch —
    /// [`GridSpace`](crate::GridSpace) adds a per-direction offset instead of multiplying
    /// `row × width`.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos, Size, StateSpace};
    /// let grid = Grid::new(Size::new(2, 3), ())?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let mut next = Vec::new();
    /// space.dense_successors(Pos::new(0, 0), 0, |pos, _, index| next.push((pos, index)));
    /// assert_eq!(next, [(Pos::new(0, 1), 1), (Pos::new(1, 0), 3)]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
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
        let numbering = self.numbering();
        self.successors(state, |next, cost| {
            let index = numbering
                .as_ref()
                .map_or(usize::MAX, |n| n.number(next).index);
            visit(next, cost, index);
        });
    }
}

/// An extra ability of a [`StateSpace`]: the moves *into* a state, for engines that search
/// backward from a goal ([`DStarLite`](crate::DStarLite)).
///
/// The contract: `predecessors(state, visit)` calls `visit(prev, cost)` once for each state
/// `prev` of the space ([`StateSpace::contains`]) whose [`successors`](StateSpace::successors)
/// list the move `prev → state` at `cost` — exactly those moves, no more and no fewer. (The
/// order of the calls is free.) [`GridSpace`](crate::GridSpace) implements it for every move
/// set and diagonal rule; `&S` and [`Unnumbered`] pass it on.
///
/// # Examples
///
/// Numbers on a line where you may add 1 (cost 1) or double (cost 3): the moves into `n` come
/// from `n − 1` and, when `n` is even, from `n / 2`.
///
/// ```
/// use gridpath::{Predecessors, StateSpace};
///
/// struct Line { max: u32 }
///
/// impl StateSpace for Line {
///     type State = u32;
///     type Cost = u32;
///     fn successors(&self, n: u32, mut visit: impl FnMut(u32, u32)) {
///         if n + 1 <= self.max { visit(n + 1, 1) }
///         if n * 2 <= self.max { visit(n * 2, 3) }
///     }
///     fn contains(&self, n: u32) -> bool { n <= self.max }
/// }
///
/// impl Predecessors for Line {
///     fn predecessors(&self, n: u32, mut visit: impl FnMut(u32, u32)) {
///         if n == 0 || n > self.max { return }
///         visit(n - 1, 1);
///         if n % 2 == 0 { visit(n / 2, 3) }
///     }
/// }
///
/// let mut into = Vec::new();
/// Line { max: 10 }.predecessors(8, |prev, cost| into.push((prev, cost)));
/// assert_eq!(into, [(7, 1), (4, 3)]);
/// ```
pub trait Predecessors: StateSpace {
    /// Calls `visit(prev, cost)` once for each move `prev → state`, where `cost` is the cost
    /// [`StateSpace::successors`] gives that move.
    fn predecessors(&self, state: Self::State, visit: impl FnMut(Self::State, Self::Cost));
}

impl<S: Predecessors + ?Sized> Predecessors for &S {
    fn predecessors(&self, state: Self::State, visit: impl FnMut(Self::State, Self::Cost)) {
        (**self).predecessors(state, visit);
    }
}

/// A numbering of a space's states: the opt-in that lets engines keep records in flat arrays.
///
/// The three parts come together, so a numbering without its inverse does not compile:
///
/// - [`Numbering::layout`]: [`Layout::Dense`] — every number is in layer 0 with an index below
///   `bound` — or [`Layout::Layered`] — any `u64` layer, indices below `layer_size`;
/// - [`Numbering::number`]: the [`Number`] of a state;
/// - [`Numbering::state`]: the state of a number, the inverse, used to rebuild paths and by
///   the weighted engines, whose queues keep numbers rather than states.
///
/// The contract: for every state `s` for which [`StateSpace::contains`] is true (every state
/// the space produces must be one), `number(s)` fits the layout, distinct states have distinct
/// numbers, and `state(number(s)) == Some(s)`. The layout must not change between calls on the
/// same space. Engines index their arrays with the numbers; a number outside the layout makes
/// them panic.
///
/// # Examples
///
/// A numbering written by hand (most spaces use [`DenseNumbering`] instead):
///
/// ```
/// use gridpath::{Bfs, Layout, Number, Numbering, StateSpace};
///
/// /// A ring of `n` states: step forward or back.
/// struct Ring { n: u32 }
/// #[derive(Clone, Copy)]
/// struct RingNumbers { n: u32 }
///
/// impl Numbering<u32> for RingNumbers {
///     fn layout(&self) -> Layout { Layout::Dense { bound: self.n as usize } }
///     fn number(&self, state: u32) -> Number { Number::dense(state as usize) }
///     fn state(&self, number: Number) -> Option<u32> {
///         u32::try_from(number.index).ok().filter(|&s| number.layer == 0 && s < self.n)
///     }
/// }
///
/// impl StateSpace for Ring {
///     type State = u32;
///     type Cost = u32;
///     fn successors(&self, s: u32, mut visit: impl FnMut(u32, u32)) {
///         visit((s + 1) % self.n, 1);
///         visit((s + self.n - 1) % self.n, 1);
///     }
///     fn numbering(&self) -> Option<impl Numbering<u32>> { Some(RingNumbers { n: self.n }) }
/// }
///
/// let mut bfs = Bfs::new();
/// let found = bfs.search(&Ring { n: 10 }, [0], |s| s == 7);
/// assert_eq!(found.path(), Some(vec![0, 9, 8, 7]));
/// ```
///
/// Forgetting the inverse is a compile error, not a silently missing path:
///
/// ```compile_fail,E0046
/// use gridpath::{Layout, Number, Numbering};
/// struct Half;
/// impl Numbering<u32> for Half {
///     fn layout(&self) -> Layout { Layout::Dense { bound: 10 } }
///     fn number(&self, state: u32) -> Number { Number::dense(state as usize) }
/// }
/// ```
///
/// and so is a [`DenseNumbering`] built without one:
///
/// ```compile_fail,E0061
/// use gridpath::DenseNumbering;
/// let numbering = DenseNumbering::new(10, |n: u32| n as usize);
/// ```
pub trait Numbering<S> {
    /// How the numbers are laid out.
    fn layout(&self) -> Layout;
    /// The number of `state`, which must fit [`Numbering::layout`].
    fn number(&self, state: S) -> Number;
    /// The state with number `number`, the inverse of [`Numbering::number`]; `None` for a
    /// number no state has.
    fn state(&self, number: Number) -> Option<S>;
}

/// The largest [`Layout::Dense`] bound (and [`Layout::Layered`] layer size) engines store in
/// flat arrays: they number their records' slots in `u32`, with `u32::MAX` meaning none.
/// A larger dense numbering is searched hashed.
pub(crate) const MAX_DENSE: usize = u32::MAX as usize;

/// How a [`Numbering`] lays out its numbers, and so how engines store their records.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, Layout, Moves, Numbering, Size, StateSpace};
/// let grid = Grid::new(Size::new(4, 4), ())?;
/// let space = GridSpace::new(&grid, Moves::four(), |_| true);
/// assert_eq!(space.numbering().map(|n| n.layout()), Some(Layout::Dense { bound: 16 }));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Layout {
    /// Every number is in layer 0 with an index below `bound`: engines allocate flat arrays of
    /// `bound` records (and fall back to hashed records if they cannot).
    Dense {
        /// One more than the largest index.
        bound: usize,
    },
    /// Every state is a pair (*layer*, *index below `layer_size`*) — a position numbered
    /// densely plus memory (keys held, say) that takes too many values to number densely, but
    /// of which a search reaches few. Engines keep flat pages of records for each (layer,
    /// block of indices) actually reached, found through a small hash map: memory grows with
    /// what is reached, and neighbouring states share pages.
    Layered {
        /// One more than the largest index within a layer.
        layer_size: usize,
    },
}

/// The number of a state under a [`Numbering`]: a layer and an index within it.
///
/// # Examples
///
/// ```
/// use gridpath::Number;
/// assert_eq!(Number::dense(7), Number { layer: 0, index: 7 });
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Number {
    /// The layer: always 0 under [`Layout::Dense`].
    pub layer: u64,
    /// The index within the layer.
    pub index: usize,
}

impl Number {
    /// The number with index `index` in layer 0, as a [`Layout::Dense`] numbering gives.
    ///
    /// ```
    /// assert_eq!(gridpath::Number::dense(3).layer, 0);
    /// ```
    #[must_use]
    pub const fn dense(index: usize) -> Number {
        Number { layer: 0, index }
    }
}

/// A [`Layout::Dense`] [`Numbering`] from two closures: the index of a state and its inverse.
///
/// # Examples
///
/// ```
/// use gridpath::{DenseNumbering, Layout, Number, Numbering};
/// // States (row, col) of a 3 × 5 board.
/// let numbering = DenseNumbering::new(
///     15,
///     |(r, c): (u8, u8)| usize::from(r) * 5 + usize::from(c),
///     |i| Some((u8::try_from(i / 5).ok()?, u8::try_from(i % 5).ok()?)),
/// );
/// assert_eq!(numbering.layout(), Layout::Dense { bound: 15 });
/// assert_eq!(numbering.number((2, 1)), Number::dense(11));
/// assert_eq!(numbering.state(Number::dense(11)), Some((2, 1)));
/// assert_eq!(numbering.state(Number { layer: 1, index: 0 }), None);
/// ```
#[derive(Clone, Copy)]
pub struct DenseNumbering<I, F> {
    bound: usize,
    index: I,
    state: F,
}

impl<I, F> DenseNumbering<I, F> {
    /// Numbers below `bound`: `index(state)` and its inverse `state(index)`.
    ///
    /// ```
    /// let numbering = gridpath::DenseNumbering::new(4, |n: u8| usize::from(n), |i| u8::try_from(i).ok());
    /// # let _ = numbering;
    /// ```
    pub fn new<S>(bound: usize, index: I, state: F) -> Self
    where
        I: Fn(S) -> usize,
        F: Fn(usize) -> Option<S>,
    {
        DenseNumbering {
            bound,
            index,
            state,
        }
    }
}

impl<I, F> Debug for DenseNumbering<I, F> {
    /// The bound (closures have nothing to print).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("DenseNumbering")
            .field("bound", &self.bound)
            .finish_non_exhaustive()
    }
}

impl<S, I: Fn(S) -> usize, F: Fn(usize) -> Option<S>> Numbering<S> for DenseNumbering<I, F> {
    fn layout(&self) -> Layout {
        Layout::Dense { bound: self.bound }
    }
    #[inline]
    fn number(&self, state: S) -> Number {
        Number::dense((self.index)(state))
    }
    #[inline]
    fn state(&self, number: Number) -> Option<S> {
        if number.layer == 0 && number.index < self.bound {
            (self.state)(number.index)
        } else {
            None
        }
    }
}

/// A [`Layout::Layered`] [`Numbering`] from two closures: the (layer, index) of a state and
/// its inverse.
///
/// # Examples
///
/// ```
/// use gridpath::{LayeredNumbering, Layout, Number, Numbering};
/// // A cell of a 10-cell line, plus any u64 of memory: layered by the memory.
/// let numbering = LayeredNumbering::new(
///     10,
///     |(cell, memory): (u8, u64)| (memory, usize::from(cell)),
///     |memory, index| Some((u8::try_from(index).ok()?, memory)),
/// );
/// assert_eq!(numbering.layout(), Layout::Layered { layer_size: 10 });
/// assert_eq!(numbering.number((3, 1 << 40)), Number { layer: 1 << 40, index: 3 });
/// assert_eq!(numbering.state(Number { layer: 5, index: 2 }), Some((2, 5)));
/// ```
#[derive(Clone, Copy)]
pub struct LayeredNumbering<I, F> {
    layer_size: usize,
    number: I,
    state: F,
}

impl<I, F> LayeredNumbering<I, F> {
    /// Layers of `layer_size` indices: `number(state)` gives `(layer, index)` and
    /// `state(layer, index)` is its inverse.
    ///
    /// ```
    /// let numbering = gridpath::LayeredNumbering::new(
    ///     4,
    ///     |(a, b): (u8, u64)| (b, usize::from(a)),
    ///     |b, a| Some((u8::try_from(a).ok()?, b)),
    /// );
    /// # let _ = numbering;
    /// ```
    pub fn new<S>(layer_size: usize, number: I, state: F) -> Self
    where
        I: Fn(S) -> (u64, usize),
        F: Fn(u64, usize) -> Option<S>,
    {
        LayeredNumbering {
            layer_size,
            number,
            state,
        }
    }
}

impl<I, F> Debug for LayeredNumbering<I, F> {
    /// The layer size (closures have nothing to print).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("LayeredNumbering")
            .field("layer_size", &self.layer_size)
            .finish_non_exhaustive()
    }
}

impl<S, I: Fn(S) -> (u64, usize), F: Fn(u64, usize) -> Option<S>> Numbering<S>
    for LayeredNumbering<I, F>
{
    fn layout(&self) -> Layout {
        Layout::Layered {
            layer_size: self.layer_size,
        }
    }
    #[inline]
    fn number(&self, state: S) -> Number {
        let (layer, index) = (self.number)(state);
        Number { layer, index }
    }
    #[inline]
    fn state(&self, number: Number) -> Option<S> {
        if number.index < self.layer_size {
            (self.state)(number.layer, number.index)
        } else {
            None
        }
    }
}

/// The numbering of a space that has none: never constructed.
#[derive(Debug, Clone, Copy)]
pub enum NoNumbering {}

impl<S> Numbering<S> for NoNumbering {
    fn layout(&self) -> Layout {
        match *self {}
    }
    fn number(&self, _: S) -> Number {
        match *self {}
    }
    fn state(&self, _: Number) -> Option<S> {
        match *self {}
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
    fn numbering(&self) -> Option<impl Numbering<Self::State>> {
        (**self).numbering()
    }
    #[inline]
    fn estimate(&self, from: Self::State, to: Self::State) -> Self::Cost {
        (**self).estimate(from, to)
    }
    #[inline]
    fn may_reach(&self, from: Self::State, to: Self::State) -> bool {
        (**self).may_reach(from, to)
    }
    #[expect(
        clippy::inline_always,
        reason = "measured: without it the successor closure is not inlined into the engine loop"
    )]
    #[inline(always)]
    fn dense_successors(
        &self,
        state: Self::State,
        index: usize,
        visit: impl FnMut(Self::State, Self::Cost, usize),
    ) {
        (**self).dense_successors(state, index, visit);
    }
}

/// An adapter that hides a space's [`Numbering`], so engines use hashed storage.
///
/// Useful to compare the two storages, or to search a huge space of which only a small part
/// will be reached without allocating arrays for all of it.
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Unnumbered, Moves, Pos, StateSpace};
///
/// let grid = Grid::parse("..#\n...\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// assert!(Unnumbered(&space).numbering().is_none());
///
/// let goal = Pos::new(0, 0);
/// let dense = Bfs::new().search(&space, [Pos::new(1, 2)], |p| p == goal).goal_distance();
/// let hashed = Bfs::new().search(&Unnumbered(&space), [Pos::new(1, 2)], |p| p == goal).goal_distance();
/// assert_eq!((dense, hashed), (Some(3), Some(3)));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Unnumbered<S>(pub S);

impl<S: StateSpace> StateSpace for Unnumbered<S> {
    type State = S::State;
    type Cost = S::Cost;

    fn successors(&self, state: Self::State, visit: impl FnMut(Self::State, Self::Cost)) {
        self.0.successors(state, visit);
    }
    fn contains(&self, state: Self::State) -> bool {
        self.0.contains(state)
    }
    fn estimate(&self, from: Self::State, to: Self::State) -> Self::Cost {
        self.0.estimate(from, to)
    }
    fn may_reach(&self, from: Self::State, to: Self::State) -> bool {
        self.0.may_reach(from, to)
    }
}

impl<S: Predecessors> Predecessors for Unnumbered<S> {
    fn predecessors(&self, state: Self::State, visit: impl FnMut(Self::State, Self::Cost)) {
        self.0.predecessors(state, visit);
    }
}

/// An adapter that turns a space around: its moves out of a state are the moves of `S` *into*
/// it ([`Predecessors`]), at the same costs, and its moves into a state are the moves of `S`
/// out of it. Any engine run on it from a goal searches backward: the distance of a state is
/// then its distance *to* the goal in `S`, and a path runs from the goal back to the state.
/// The bidirectional searches ([`BidirectionalBfs`](crate::BidirectionalBfs),
/// [`BidirectionalDijkstra`](crate::BidirectionalDijkstra)) run their backward half on it.
///
/// It keeps the numbering of `S` (so the same flat arrays serve), its states, and its estimate
/// and reachability with their arguments swapped: `estimate(a, b)` is `S`'s estimate from `b`
/// to `a` — a lower bound on the cost of a reversed path from `a` to `b`, and consistent for
/// the reversed moves when `S`'s estimate obeys the triangle inequality, as the grid spaces'
/// distances (Manhattan, Chebyshev, octile) do.
///
/// # Examples
///
/// On a line of numbers where you may add 1 (cost 1) or double (cost 3), the cost of reaching
/// 40 from every number, in one search backward from 40:
///
/// ```
/// use gridpath::{Dijkstra, Predecessors, Reversed, StateSpace};
///
/// struct Line { max: u32 }
/// impl StateSpace for Line {
///     type State = u32;
///     type Cost = u32;
///     fn successors(&self, n: u32, mut visit: impl FnMut(u32, u32)) {
///         if n + 1 <= self.max { visit(n + 1, 1) }
///         if n * 2 <= self.max { visit(n * 2, 3) }
///     }
///     fn contains(&self, n: u32) -> bool { n <= self.max }
/// }
/// impl Predecessors for Line {
///     fn predecessors(&self, n: u32, mut visit: impl FnMut(u32, u32)) {
///         if n == 0 || n > self.max { return }
///         visit(n - 1, 1);
///         if n % 2 == 0 { visit(n / 2, 3) }
///     }
/// }
///
/// let line = Line { max: 100 };
/// let mut dijkstra = Dijkstra::new();
/// let backward = Reversed(&line);
/// let to_forty = dijkstra.distances(&backward, [40]);
/// assert_eq!(to_forty.distance(1), Some(13)); // 1 → 2 → 3 → 4 → 5 → 10 → 20 → 40
/// assert_eq!(to_forty.distance(20), Some(3));
/// assert_eq!(to_forty.distance(41), None); // no move leads back down
/// // The path runs backward, from the goal to the state.
/// assert_eq!(to_forty.path_to(5), Some(vec![40, 20, 10, 5]));
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Reversed<S>(pub S);

impl<S: Predecessors> StateSpace for Reversed<S> {
    type State = S::State;
    type Cost = S::Cost;

    fn successors(&self, state: Self::State, visit: impl FnMut(Self::State, Self::Cost)) {
        self.0.predecessors(state, visit);
    }
    fn contains(&self, state: Self::State) -> bool {
        self.0.contains(state)
    }
    fn numbering(&self) -> Option<impl Numbering<Self::State>> {
        self.0.numbering()
    }
    fn estimate(&self, from: Self::State, to: Self::State) -> Self::Cost {
        self.0.estimate(to, from)
    }
    fn may_reach(&self, from: Self::State, to: Self::State) -> bool {
        self.0.may_reach(to, from)
    }
}

impl<S: Predecessors> Predecessors for Reversed<S> {
    fn predecessors(&self, state: Self::State, visit: impl FnMut(Self::State, Self::Cost)) {
        self.0.successors(state, visit);
    }
}

impl<S, N: Numbering<S>> Numbering<S> for &N {
    fn layout(&self) -> Layout {
        (**self).layout()
    }
    fn number(&self, state: S) -> Number {
        (**self).number(state)
    }
    fn state(&self, number: Number) -> Option<S> {
        (**self).state(number)
    }
}

/// A state space from a closure: `successors(state)` lists each move out of `state` as
/// `(next, cost)`, and the engines search it like any other space — the quickest way to
/// search something that is not a grid (a knight on a board, a robot with a heading, a
/// puzzle).
///
/// Without a numbering the engines keep their records in a hash map; give one with
/// [`FnSpace::with_numbering`] for flat arrays. For a unit-cost search write the cost as `1`:
/// [`Bfs`](crate::Bfs) counts moves whatever the cost type.
///
/// # Examples
///
/// The fewest knight moves between two corners of a chessboard:
///
/// ```
/// use gridpath::{Bfs, FnSpace};
///
/// const JUMPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
/// let board = FnSpace::new(|(row, col): (i8, i8)| {
///     JUMPS
///         .iter()
///         .map(move |&(dr, dc)| (row + dr, col + dc))
///         .filter(|&(r, c)| (0..8).contains(&r) && (0..8).contains(&c))
///         .map(|square| (square, 1u32))
/// });
/// let mut bfs = Bfs::new();
/// let found = bfs.search(&board, [(0, 0)], |square| square == (7, 7));
/// assert_eq!(found.goal_distance(), Some(6));
/// ```
#[derive(Clone, Copy)]
pub struct FnSpace<S, C, F, N = NoNumbering> {
    successors: F,
    numbering: Option<N>,
    states: core::marker::PhantomData<fn(S) -> C>,
}

impl<S, C, F> FnSpace<S, C, F> {
    /// The space whose moves out of a state are `successors(state)`, with no numbering.
    ///
    /// ```
    /// use gridpath::{Dijkstra, FnSpace};
    /// // Numbers: add 1 for 1, or double for 3.
    /// let numbers = FnSpace::new(|n: u32| [(n + 1, 1u32), (n * 2, 3)]);
    /// let mut dijkstra = Dijkstra::new();
    /// let found = dijkstra.search(&numbers, [1], |n| n == 12);
    /// assert_eq!(found.goal_distance(), Some(8)); // 1 → 2 → 3 (+1 +1), → 6 → 12 (×2 ×2)
    /// ```
    pub const fn new<I>(successors: F) -> Self
    where
        F: Fn(S) -> I,
        I: IntoIterator<Item = (S, C)>,
    {
        FnSpace {
            successors,
            numbering: None,
            states: core::marker::PhantomData,
        }
    }
}

impl<S, C, F, N> FnSpace<S, C, F, N> {
    /// The same space with `numbering`, so the engines keep flat arrays instead of a hash map;
    /// [`DenseNumbering`] and [`LayeredNumbering`] build one from closures. The numbering must
    /// keep the [`Numbering`] contract for every state the search can reach.
    ///
    /// A robot on a 3 × 3 board that moves ahead or turns: its states are a cell and a
    /// heading, numbered densely as `cell × 4 + heading`.
    ///
    /// ```
    /// use gridpath::{Bfs, DenseNumbering, Dir, FnSpace, Pos, Storage};
    ///
    /// let inside = |p: Pos| p.row < 3 && p.col < 3;
    /// let robot = FnSpace::new(move |(at, facing): (Pos, Dir)| {
    ///     let ahead = at.step(facing).filter(|&p| inside(p)).map(|p| ((p, facing), 1u32));
    ///     let turns = [facing.turn_left(), facing.turn_right()].map(|d| ((at, d), 1));
    ///     ahead.into_iter().chain(turns)
    /// })
    /// .with_numbering(DenseNumbering::new(
    ///     9 * 4,
    ///     |(at, facing): (Pos, Dir)| (at.row * 3 + at.col) as usize * 4 + facing.index(),
    ///     |n| Some((Pos::new((n / 4 / 3) as u32, (n / 4 % 3) as u32), Dir::from_index(n % 4)?)),
    /// ));
    /// let mut bfs = Bfs::new();
    /// let found = bfs.search(&robot, [(Pos::new(0, 0), Dir::Up)], |(at, _)| at == Pos::new(2, 2));
    /// assert_eq!(found.goal_distance(), Some(6)); // turn, 2 ahead, turn, 2 ahead
    /// assert_eq!(found.storage(), Storage::Dense);
    /// ```
    pub fn with_numbering<M: Numbering<S>>(self, numbering: M) -> FnSpace<S, C, F, M> {
        FnSpace {
            successors: self.successors,
            numbering: Some(numbering),
            states: core::marker::PhantomData,
        }
    }
}

impl<S, C, F, N> Debug for FnSpace<S, C, F, N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("FnSpace")
            .field("numbered", &self.numbering.is_some())
            .finish_non_exhaustive()
    }
}

impl<S, C, F, I, N> StateSpace for FnSpace<S, C, F, N>
where
    S: Copy + Eq + Hash + Debug,
    C: Cost,
    F: Fn(S) -> I,
    I: IntoIterator<Item = (S, C)>,
    N: Numbering<S>,
{
    type State = S;
    type Cost = C;

    #[inline]
    fn successors(&self, state: S, mut visit: impl FnMut(S, C)) {
        for (next, cost) in (self.successors)(state) {
            visit(next, cost);
        }
    }
    fn numbering(&self) -> Option<impl Numbering<S>> {
        self.numbering.as_ref()
    }
}
