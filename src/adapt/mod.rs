//! Adapters: state spaces that wrap another and add memory to its state.
//!
//! | adapter | state | adds |
//! |---|---|---|
//! | [`WallBreaks`] | [`WithBreaks`] `{ state, breaks }` | stepping into blocked cells, at most `k` times |
//! | [`FewestBreaks`] | the inner state | blocked cells cost 1, everything else 0 (answer with [`ZeroOneBfs`](crate::ZeroOneBfs)) |
//! | [`Keys`] | [`WithKeys`] `{ state, keys }` | keys picked up for good, doors that need them |
//! | [`Terrain`] | the inner state | a per-cell cost of entering |
//! | [`Connected`] | [`Pos`] | nothing: answers [`StateSpace::may_reach`] by [`Components`](crate::Components) |
//!
//! Each adapter implements [`StateSpace`] again, so every engine runs on it, and they stack:
//! `Keys<WallBreaks<GridSpace>>` searches with keys *and* wall breaks. A numbering carries
//! through: an adapter that adds memory to a densely numbered space numbers its states densely
//! too (the inner index times the memory's values, plus the memory) while that stays within
//! its *dense limit*, and otherwise in layers by memory, so engines use paged storage; over a
//! space with no numbering, storage is hashed.

mod connected;
mod keys;
mod terrain;
mod walls;

pub use connected::Connected;
pub use keys::{KeyCell, KeySet, Keys, WithKeys};
pub use terrain::Terrain;
pub use walls::{FewestBreaks, WallBreaks, WithBreaks};

pub use crate::error::KeysError;
use crate::grid::{GridSpace, Pos, StepRule};
use crate::space::{Layout, MAX_DENSE, Number, Numbering, StateSpace};

/// A state that has a grid position: what adapters that look at cells (keys, terrain) need
/// from the states they wrap. Implemented for [`Pos`] and for every adapter state whose inner
/// state has a position; implement it for your own state types to stack adapters on them.
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, Pos};
/// use gridpath::adapt::HasPos;
///
/// #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
/// struct Robot { at: Pos, facing: Dir }
///
/// impl HasPos for Robot {
///     fn pos(&self) -> Pos { self.at }
/// }
///
/// assert_eq!(Robot { at: Pos::new(1, 2), facing: Dir::Up }.pos(), Pos::new(1, 2));
/// ```
pub trait HasPos {
    /// The state's position.
    fn pos(&self) -> Pos;
}

impl HasPos for Pos {
    fn pos(&self) -> Pos {
        *self
    }
}

/// A state space that can also list the moves its rule forbids because the target is
/// blocked: what [`WallBreaks`] and [`FewestBreaks`] need from the space they wrap.
///
/// [`GridSpace`] implements it: a move into a blocked cell of the grid (one
/// that would be legal were the cell passable) is listed with cost `None`.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, Moves, Pos};
/// use gridpath::adapt::WallSpace;
///
/// let grid = Grid::parse(".#\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// let mut moves = Vec::new();
/// space.successors_through_walls(Pos::new(0, 0), |next, cost| moves.push((next, cost)));
/// assert_eq!(moves, [(Pos::new(0, 1), None)]);
/// # Ok::<(), gridpath::Error>(())
/// ```
pub trait WallSpace: StateSpace {
    /// Calls `visit(next, Some(cost))` for each move that [`StateSpace::successors`] makes, and
    /// `visit(next, None)` for each move into a blocked state, in the space's move order.
    fn successors_through_walls(
        &self,
        state: Self::State,
        visit: impl FnMut(Self::State, Option<Self::Cost>),
    );

    /// Whether `state` is a state of the space once moves into blocked states are allowed:
    /// [`StateSpace::contains`] with the blocked states too. [`WallBreaks`] accepts a start, and
    /// reports distances, on exactly these states. The default is [`StateSpace::contains`].
    ///
    /// ```
    /// use gridpath::adapt::WallSpace;
    /// use gridpath::{Grid, GridSpace, Moves, Pos, StateSpace};
    /// let grid = Grid::parse(".#\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// assert!(!space.contains(Pos::new(0, 1)) && space.contains_through_walls(Pos::new(0, 1)));
    /// assert!(!space.contains_through_walls(Pos::new(0, 2)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    fn contains_through_walls(&self, state: Self::State) -> bool {
        self.contains(state)
    }

    /// The dense-path form of [`WallSpace::successors_through_walls`], as
    /// [`StateSpace::dense_successors`] is of [`StateSpace::successors`]: `index` is the dense
    /// index of `state` and `visit` also receives that of `next`. The default computes it with
    /// the space's [`Numbering`].
    fn dense_successors_through_walls(
        &self,
        state: Self::State,
        index: usize,
        mut visit: impl FnMut(Self::State, Option<Self::Cost>, usize),
    ) {
        let _ = index;
        let numbering = self.numbering();
        self.successors_through_walls(state, |next, cost| {
            let index = numbering
                .as_ref()
                .map_or(usize::MAX, |n| n.number(next).index);
            visit(next, cost, index);
        });
    }
}

/// A move into a blocked cell of the grid (one that would be legal were the cell passable) is
/// listed with cost `None`.
impl<T, R: StepRule<T>> WallSpace for GridSpace<'_, T, R> {
    /// The positions inside the grid, blocked or not.
    fn contains_through_walls(&self, pos: Pos) -> bool {
        self.grid().contains(pos)
    }

    fn successors_through_walls(&self, pos: Pos, mut visit: impl FnMut(Pos, Option<R::Cost>)) {
        if self.grid().contains(pos) {
            self.moves_through_walls(pos, self.cell_index(pos), |next, cost, _| {
                visit(next, cost);
            });
        }
    }

    #[expect(
        clippy::inline_always,
        reason = "measured: without it the successor closure is not inlined into the engine loop"
    )]
    #[inline(always)]
    fn dense_successors_through_walls(
        &self,
        pos: Pos,
        index: usize,
        visit: impl FnMut(Pos, Option<R::Cost>, usize),
    ) {
        self.moves_through_walls(pos, index, visit);
    }
}

impl<S: WallSpace + ?Sized> WallSpace for &S {
    fn contains_through_walls(&self, state: Self::State) -> bool {
        (**self).contains_through_walls(state)
    }

    fn successors_through_walls(
        &self,
        state: Self::State,
        visit: impl FnMut(Self::State, Option<Self::Cost>),
    ) {
        (**self).successors_through_walls(state, visit);
    }

    #[expect(
        clippy::inline_always,
        reason = "measured: without it the successor closure is not inlined into the engine loop"
    )]
    #[inline(always)]
    fn dense_successors_through_walls(
        &self,
        state: Self::State,
        index: usize,
        visit: impl FnMut(Self::State, Option<Self::Cost>, usize),
    ) {
        (**self).dense_successors_through_walls(state, index, visit);
    }
}

/// The [`Numbering`] of an adapter state that is an inner state plus *memory*, a `u64` (walls
/// broken, keys held), over an inner space numbered densely: [`Layout::Dense`] as
/// `inner index × values + memory` when the memory takes `values` values and that product is
/// within the adapter's dense limit, [`Layout::Layered`] by memory otherwise.
#[derive(Debug, Clone, Copy)]
pub(crate) struct MemoryNumbering<N, Split, Join> {
    inner: N,
    inner_bound: usize,
    /// The memory's number of values, when the dense layout applies.
    dense_values: Option<usize>,
    /// A state's inner state and memory, and back; the flag says whether the memory is wanted
    /// in its dense form (below `values`) or in its layered form (any injective `u64`), so an
    /// adapter whose dense form costs work (keys: compact bits) pays it only when dense.
    split: Split,
    join: Join,
}

impl<N, Split, Join> MemoryNumbering<N, Split, Join> {
    /// The numbering over `inner` (`None` unless it is dense) for memory with `values` values
    /// (`None`: more than `usize` can count), dense while `inner bound × values` is at most
    /// `dense_limit` and what engines store densely ([`MAX_DENSE`]).
    pub(crate) fn new<I, S>(
        inner: Option<N>,
        values: Option<usize>,
        dense_limit: usize,
        split: Split,
        join: Join,
    ) -> Option<Self>
    where
        N: Numbering<I>,
        Split: Fn(S, bool) -> (I, u64),
        Join: Fn(I, u64, bool) -> Option<S>,
    {
        let inner = inner?;
        let Layout::Dense { bound: inner_bound } = inner.layout() else {
            return None;
        };
        let dense_values = values.filter(|&values| {
            inner_bound
                .checked_mul(values)
                .is_some_and(|bound| bound <= dense_limit && bound <= MAX_DENSE)
        });
        Some(MemoryNumbering {
            inner,
            inner_bound,
            dense_values,
            split,
            join,
        })
    }
}

impl<I, S, N, Split, Join> Numbering<S> for MemoryNumbering<N, Split, Join>
where
    N: Numbering<I>,
    Split: Fn(S, bool) -> (I, u64),
    Join: Fn(I, u64, bool) -> Option<S>,
{
    fn layout(&self) -> Layout {
        match self.dense_values {
            Some(values) => Layout::Dense {
                bound: self.inner_bound * values,
            },
            None => Layout::Layered {
                layer_size: self.inner_bound,
            },
        }
    }

    #[inline]
    fn number(&self, state: S) -> Number {
        let (inner, memory) = (self.split)(state, self.dense_values.is_some());
        let index = self.inner.number(inner).index;
        match self.dense_values {
            // The memory is below `values`, so it fits in usize.
            Some(values) => Number::dense(index * values + usize::try_from(memory).unwrap_or(0)),
            None => Number {
                layer: memory,
                index,
            },
        }
    }

    #[inline]
    fn state(&self, number: Number) -> Option<S> {
        let (index, memory) = match self.dense_values {
            Some(values) if number.layer == 0 => {
                (number.index / values, (number.index % values) as u64)
            }
            Some(_) => return None,
            None => (number.index, number.layer),
        };
        let inner = self.inner.state(Number::dense(index))?;
        (self.join)(inner, memory, self.dense_values.is_some())
    }
}
