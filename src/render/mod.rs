//! Pictures of grids and mazes: text for terminals and tests ([`ascii`]), SVG documents for
//! web pages and docs ([`svg`]).
//!
//! Both modules draw two kinds of thing:
//!
//! - a *cell grid*, a `Grid<bool>` with `true` for open cells — any grid you search, including
//!   a maze's picture [`Maze::to_grid`];
//! - a [`Maze`] itself: rooms, and the walls left between them.
//!
//! On top of either they can draw a path, and the SVG renderers a distance heatmap. Searching
//! `maze.to_grid()` gives answers in *cell* coordinates, while the maze renderers want *rooms*;
//! [`room_cell`], [`cell_room`] and [`room_path`] translate (room `(a, b)` is cell
//! `(2a+1, 2b+1)`).
//!
//! # Examples
//!
//! ```
//! use gridpath::maze::{dfs, MinStd};
//! use gridpath::render::{ascii, room_path};
//! use gridpath::{Bfs, GridSpace, Moves, Pos, Size};
//!
//! let maze = dfs::generate(Size::new(2, 3), &mut MinStd::new(1))?;
//! let cells = maze.to_grid();
//! let space = GridSpace::new(&cells, Moves::four(), |&open| open);
//! let mut bfs = Bfs::new();
//! let found = bfs.search(&space, [Pos::new(1, 1)], |p| p == Pos::new(3, 5));
//! let path = found.path().unwrap();
//!
//! let text = ascii::cells(&cells, ascii::Chars::default(), ascii::Marks::path(&path));
//! assert_eq!(
//!     text.lines().collect::<Vec<_>>(),
//!     ["#######", "#S#***#", "#*#*#*#", "#***#E#", "#######"]
//! );
//! let text = ascii::maze_box_with_path(&maze, &room_path(&path));
//! assert_eq!(
//!     text.lines().collect::<Vec<_>>(),
//!     ["┌─┬───┐", "│•│•••│", "│•╵•╷•│", "│•••│•│", "└───┴─┘"]
//! );
//! # Ok::<(), gridpath::Error>(())
//! ```
//!
//! [`Maze`]: crate::maze::Maze
//! [`Maze::to_grid`]: crate::maze::Maze::to_grid

pub mod animate;
pub mod ascii;
pub mod svg;

use crate::grid::Pos;

/// The cell of room `room` in a maze's cell grid: `(2·row+1, 2·col+1)`.
///
/// For the rooms of a [`Maze`](crate::maze::Maze) this is exact (its cell grid fits in
/// `u32` coordinates); coordinates too large for that saturate at `u32::MAX`.
///
/// ```
/// use gridpath::{Pos, render::room_cell};
/// assert_eq!(room_cell(Pos::new(2, 0)), Pos::new(5, 1));
/// ```
#[must_use]
pub const fn room_cell(room: Pos) -> Pos {
    Pos::new(
        room.row.saturating_mul(2).saturating_add(1),
        room.col.saturating_mul(2).saturating_add(1),
    )
}

/// The room whose cell is `cell` — `None` for wall and passage cells (an even coordinate).
/// The inverse of [`room_cell`].
///
/// ```
/// use gridpath::{Pos, render::cell_room};
/// assert_eq!(cell_room(Pos::new(5, 1)), Some(Pos::new(2, 0)));
/// assert_eq!(cell_room(Pos::new(5, 2)), None);
/// ```
#[must_use]
pub const fn cell_room(cell: Pos) -> Option<Pos> {
    if cell.row % 2 == 1 && cell.col % 2 == 1 {
        Some(Pos::new(cell.row / 2, cell.col / 2))
    } else {
        None
    }
}

/// The rooms on a path of cells, in order: the cells that are rooms (see [`cell_room`]),
/// turned into room positions. A shortest path in a maze's cell grid alternates room and
/// passage cells, so this is the same path taken room by room.
///
/// ```
/// use gridpath::{Pos, render::room_path};
/// let cells = [Pos::new(1, 1), Pos::new(1, 2), Pos::new(1, 3), Pos::new(2, 3), Pos::new(3, 3)];
/// assert_eq!(room_path(&cells), [Pos::new(0, 0), Pos::new(0, 1), Pos::new(1, 1)]);
/// ```
#[must_use]
pub fn room_path(cells: &[Pos]) -> Vec<Pos> {
    cells.iter().filter_map(|&cell| cell_room(cell)).collect()
}
