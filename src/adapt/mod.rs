//! Adapters: state spaces that wrap another and add memory to its state.
//!
//! | adapter | state | adds |
//! |---|---|---|
//! | [`WallBreaks`] | [`WithBreaks`] `{ state, breaks }` | stepping into blocked cells, at most `k` times |
//! | [`FewestBreaks`] | the inner state | blocked cells cost 1, everything else 0 (answer with [`ZeroOneBfs`](crate::ZeroOneBfs)) |
//! | [`Keys`] | [`WithKeys`] `{ state, keys }` | keys picked up for good, doors that need them |
//! | [`Terrain`] | the inner state | a per-cell cost of entering |
//!
//! Each adapter implements [`StateSpace`] again, so every engine runs on it, and they stack:
//! `Keys<WallBreaks<GridSpace>>` searches with keys *and* wall breaks. Dense numbering carries
//! through: an adapter over a dense space is dense too (its index combines the inner index with
//! the extra memory), unless the product would be too large, in which case the engines fall
//! back to hashed storage on their own.

mod keys;
mod terrain;
mod walls;

pub use keys::{KeyCell, KeySet, Keys, WithKeys};
pub use terrain::Terrain;
pub use walls::{FewestBreaks, WallBreaks, WithBreaks};

use crate::{Pos, StateSpace};

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
/// [`GridSpace`](crate::GridSpace) implements it: a move into a blocked cell of the grid (one
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

    /// The dense-path form of [`WallSpace::successors_through_walls`]: `index` is
    /// `dense_index(state)` and `visit` also receives `dense_index(next)`. The default
    /// computes it with [`StateSpace::dense_index`].
    fn dense_successors_through_walls(
        &self,
        state: Self::State,
        index: usize,
        mut visit: impl FnMut(Self::State, Option<Self::Cost>, usize),
    ) {
        let _ = index;
        self.successors_through_walls(state, |next, cost| {
            visit(next, cost, self.dense_index(next));
        });
    }
}

impl<S: WallSpace + ?Sized> WallSpace for &S {
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
