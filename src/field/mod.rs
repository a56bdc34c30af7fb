//! Fields for many agents: distances from many sources to every cell, Walker's "Dijkstra
//! map" operations, and flow fields.
//!
//! A game with hundreds of monsters does not run hundreds of searches: it computes one field
//! and lets every agent walk downhill. The pieces:
//!
//! - [`FieldGrid`]: a [`GridSpace`](crate::GridSpace) prepared for fields — its passability,
//!   moves (4 or 8 directions, any [`DiagonalRule`](crate::DiagonalRule)) and step costs
//!   (unit, per cell, octile, or per cell and octile at once, exactly), owning its data and
//!   changed in place ([`FieldGrid::set_passable`]);
//! - [`DistanceField`]: the distance from the nearest of any number of sources (each with an
//!   optional start value, within an optional range) to every cell, recomputed in place
//!   each tick: breadth-first for unit steps on a layout made for it, best-first otherwise;
//! - [`DijkstraMap`]: signed integer maps made from fields and combined — scaled, summed with
//!   weights, rescanned into a flee map;
//! - [`FlowField`]: a direction per cell, toward the nearest source.
//!
//! A field is a value: compute many in parallel with [`batch`](crate::batch) (feature
//! `parallel`: one `DistanceField` per thread, the `FieldGrid` shared by reference), draw one
//! with [`GridSvg::heatmap`](crate::render::svg::GridSvg::heatmap). The guide
//! [`many_agents`](crate::guide::many_agents) walks through a chase and a flight.
//!
//! # Examples
//!
//! ```
//! use gridpath::{Grid, GridSpace, Moves, Pos};
//! use gridpath::field::{DistanceField, FieldGrid};
//!
//! let grid = Grid::parse("P..#\n.#..\n....\n", Some)?;
//! let space = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
//! let prepared = FieldGrid::new(&space)?;
//! let mut toward_player = DistanceField::new(&prepared);
//! toward_player.compute(&prepared, [Pos::new(0, 0)]);
//! // Every monster steps downhill: one field for all of them.
//! let monster = Pos::new(2, 3);
//! let step = toward_player.downhill(monster).unwrap();
//! assert!(toward_player.get(monster.step(step).unwrap()) < toward_player.get(monster));
//! # Ok::<(), gridpath::Error>(())
//! ```

mod distance;
mod flow;
mod grid;
mod layout;
mod map;

pub use crate::error::FieldError;
pub use distance::DistanceField;
pub use flow::FlowField;
pub use grid::FieldGrid;
pub use map::DijkstraMap;
