//! Any-angle paths: an agent that walks straight lines between the corners of cells rather
//! than from cell centre to cell centre.
//!
//! The model is written down once, on [`Sight`]: the points are the corners of the cells
//! ([`Corner`]), and a straight segment between two of them may be followed when it crosses no
//! blocked cell, runs along no edge between two blocked cells, and squeezes through no corner
//! where two blocked cells touch diagonally — decided exactly, in integers. Lengths are
//! Euclidean, as `f64` ([`Corner::distance`], [`path_length`]).
//!
//! - [`Sight`] is also a [`StateSpace`](crate::StateSpace) of corners with octile moves, so
//!   any engine finds the shortest octile path between corners;
//! - [`ThetaStar`] and [`LazyThetaStar`] search the corners with links that skip corners
//!   where the line of sight allows: routes never longer than the octile path, often close
//!   to the shortest;
//! - [`string_pull`] straightens any path of corners (post-smoothing), and
//!   [`Sight::corners_of_cells`] makes one of an octile cell path, such as
//!   [`JumpPointSearch`](crate::JumpPointSearch)'s: string-pulled Jump Point Search;
//! - [`VisibilityGraph`] finds the exact shortest any-angle path on small grids: the oracle
//!   the searches are tested against.
//!
//! # Examples
//!
//! ```
//! use gridpath::{Grid, GridSpace, Moves};
//! use gridpath::any_angle::{Corner, Sight, path_length};
//!
//! let grid = Grid::parse("....\n.##.\n....\n", Some)?;
//! let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
//! // Corner to corner across the grid: the straight line crosses the block, so the path bends
//! // at the block's top-right corner.
//! let (start, goal) = (Corner::new(0, 0), Corner::new(3, 4));
//! assert!(!sight.visible(start, goal));
//! let path = [start, Corner::new(1, 3), goal];
//! assert!(path.windows(2).all(|w| sight.visible(w[0], w[1])));
//! assert!((path_length(&path) - (10f64.sqrt() + 5f64.sqrt())).abs() < 1e-12);
//! # Ok::<(), gridpath::Error>(())
//! ```

mod anya;
mod oracle;
mod pull;
mod route;
mod sight;
mod theta;

pub use anya::Anya;
pub use oracle::VisibilityGraph;
pub use pull::string_pull;
pub use route::Route;
pub use sight::{Corner, Sight, path_length};
pub use theta::{LazyThetaStar, ThetaStar};
