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
//! Each engine value *is* its workspace: create it once, call `search` as often as you like on
//! any space with the same state type, and each query costs what it explores, not the size of
//! the space (see `docs/architecture.md`). Every search takes any number of
//! starts and a goal predicate; a predicate that is never true (or `distances`) computes the
//! whole distance field. The result, [`Search`], borrows the workspace until you drop it.

mod astar;
mod bfs;
mod dfs;
mod dijkstra;
mod engine;
mod frontier;
pub mod goal;
pub mod heuristic;
pub mod jps;
mod result;
pub(crate) mod table;
mod weighted;
mod zero_one;

pub use astar::AStar;
pub use bfs::Bfs;
pub use dfs::Dfs;
pub use dijkstra::Dijkstra;
pub use jps::{JumpPath, JumpPointSearch};
pub use result::Search;
pub use zero_one::ZeroOneBfs;

/// Where a query kept its per-state records.
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Hashed, Moves, Pos, Storage};
/// let grid = Grid::new(4, 4, '.')?;
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
