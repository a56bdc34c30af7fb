//! The engines and what they return.
//!
//! | engine | costs | queue | finds |
//! |---|---|---|---|
//! | [`Bfs`] | ignored: every move counts 1 | FIFO | fewest moves |
//! | [`ZeroOneBfs`] | 0 or 1 | deque | cheapest path |
//! | [`Dijkstra`] | any [`Cost`](crate::Cost) | bucket ring → radix heap → binary heap | cheapest path |
//! | [`AStar`] | any [`Cost`](crate::Cost) + heuristic | bucket ring → radix heap → binary heap | cheapest path |
//! | [`Dfs`] | ignored | stack | *a* path, and everything reachable |
//! | [`JumpPointSearch`] | octile grids only: 1 straight, √2 diagonal | binary heap | cheapest path, expanding only jump points |
//!
//! Each engine value *is* its workspace — the five above the last are named forms of one
//! [`Engine`] — : create it once, call `search` as often as you like on
//! any space with the same state type, and each query costs what it explores, not the size of
//! the space (see `docs/architecture.md`). Every search takes any number of
//! starts and a goal predicate; a predicate that is never true (or `distances`) computes the
//! whole distance field. The result, [`SearchTree`], borrows the workspace until you drop it.
//!
//! # The state limit
//!
//! Dense storage allocates its arrays up front, so its memory is known before the search
//! starts. Paged and hashed storage (a space with no dense numbering, or an adapter such as
//! [`Keys`](crate::adapt::Keys) past its dense limit) grows with what the query reaches, and a
//! search whose space explodes — 26 keys that can be picked up in any order — grows until
//! memory runs out. Every engine's `with_state_limit(states)` bounds it: once a query holds
//! more than `states` records it stops, and [`SearchTree::is_truncated`] says so. Distances it
//! reports are still exact and a goal it found is still the nearest; a state it did not reach
//! may yet be reachable. The default is no limit.
//!
//! ```
//! use gridpath::adapt::{KeyCell, Keys};
//! use gridpath::{Bfs, Grid, GridSpace, Moves, Pos, Size};
//! let grid = Grid::new(Size::new(100, 100), b'.')?;
//! let open = GridSpace::new(&grid, Moves::four(), |_| true);
//! let space = Keys::new(&open, &grid, |_| KeyCell::Nothing)?.with_dense_limit(0);
//! let mut bfs = Bfs::new().with_state_limit(1000);
//! let found = bfs.distances(&space, [space.start(Pos::new(0, 0))]);
//! assert!(found.is_truncated());
//! assert_eq!(found.distance(space.start(Pos::new(0, 1))), Some(1));
//! # Ok::<(), gridpath::Error>(())
//! ```

mod astar;
mod bfs;
mod dfs;
mod dijkstra;
mod engine;
mod frontier;
pub mod goal;
pub mod heuristic;
pub mod jps;
mod steps;
pub(crate) mod table;
mod tree;
mod weighted;
mod zero_one;

pub use astar::AStar;
pub use bfs::Bfs;
pub use dfs::Dfs;
pub use dijkstra::Dijkstra;
pub use engine::Engine;
pub use jps::{JumpGrid, JumpPointSearch};
pub use tree::{OwnedSearchTree, SearchTree};
pub use zero_one::ZeroOneBfs;

/// Where a query kept its per-state records.
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Hashed, Moves, Pos, Size, Storage};
/// let grid = Grid::new(Size::new(4, 4), '.')?;
/// let space = GridSpace::new(&grid, Moves::four(), |_| true);
/// let mut bfs = Bfs::new();
/// assert_eq!(bfs.distances(&space, [Pos::new(0, 0)]).storage(), Storage::Dense);
/// assert_eq!(bfs.distances(&Hashed(&space), [Pos::new(0, 0)]).storage(), Storage::Hashed);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Storage {
    /// Flat arrays indexed by the space's dense numbering.
    Dense,
    /// Flat pages of records, one per (layer, block of indices) reached, found through a small
    /// hash map: see [`Layout::Layered`](crate::Layout::Layered).
    Paged,
    /// A hash map holding only the states reached.
    Hashed,
}
