//! The engines, their workspace core, and what they return (re-exported at the crate root).

mod astar;
mod bfs;
mod bidirectional;
mod dfs;
mod dijkstra;
mod dstar_lite;
pub(crate) mod engine;
pub(crate) mod events;
pub(crate) mod frontier;
pub mod goal;
pub mod heuristic;
mod ida;
pub mod jps;
mod path;
mod steps;
pub(crate) mod table;
mod tree;
pub(crate) mod weighted;
mod zero_one;

pub use astar::AStar;
pub use bfs::Bfs;
pub use bidirectional::{BidirectionalBfs, BidirectionalDijkstra};
pub use dfs::Dfs;
pub use dijkstra::Dijkstra;
pub use dstar_lite::DStarLite;
pub use engine::Engine;
pub use events::SearchEvent;
pub use ida::IdaStar;
pub use jps::{JumpGrid, JumpPointSearch};
pub use path::{PathResult, SearchEnd};
pub use tree::{OwnedSearchTree, SearchTree};
pub use zero_one::ZeroOneBfs;

/// Where a query kept its per-state records.
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Unnumbered, Moves, Pos, Size, Storage};
/// let grid = Grid::new(Size::new(4, 4), '.')?;
/// let space = GridSpace::new(&grid, Moves::four(), |_| true);
/// let mut bfs = Bfs::new();
/// assert_eq!(bfs.distances(&space, [Pos::new(0, 0)]).storage(), Storage::Dense);
/// assert_eq!(bfs.distances(&Unnumbered(&space), [Pos::new(0, 0)]).storage(), Storage::Hashed);
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
