//! Aldous–Broder: a random walk over the whole maze that opens the passage by which it first
//! enters each room.
//!
//! The walk starts in a random room and at every step moves to a uniformly random neighbouring
//! room, through walls or passages alike. Whenever it enters a room for the first time it opens
//! the passage it came through; it stops once every room has been entered. The passages of
//! first entry form a *uniform spanning tree* (Aldous 1990, Broder 1989): every perfect maze
//! of the given size is equally likely, exactly as with [`wilson`](crate::maze::wilson).
//! (Over 192,000 mazes of 3 × 3 rooms, each of the 192 possible ones came up between 904 and
//! 1,091 times; χ² = 215 on 191 degrees of freedom.)
//!
//! Texture: no bias of any kind — no direction, no centre, no long corridors; short branches
//! and about 29% dead ends (29.3% measured on 100 × 100 mazes, averaged over 200 [`MinStd`]
//! seeds).
//!
//! Complexity: O(rooms) memory; time is the walk's *cover time*, about
//! `0.2 · rooms · (log₂ rooms)²` steps on a square maze but up to about `(long side)²` on a
//! thin one. Most late steps cross rooms already visited, looking for the last few unvisited
//! ones: about 1.2 s for 1000 × 1000 rooms in release, 5.5 s for 2000 × 2000. Use
//! [`wilson`](crate::maze::wilson) for the same distribution many times faster.
//!
//! # A walk that makes no progress
//!
//! A broken random source can trap the walk: [`MinStd`] seeded with 0 answers 0 forever, so
//! the walk would pace between two rooms for ever. So, writing `u` for
//! `rooms · (⌊log₂ rooms⌋ + 1) + (long side)²` (on the order of the time a walk takes to hit
//! a given room), the walk gives up after `32 · u` steps in a row without entering a new room,
//! and the rooms still outside the tree are joined to it breadth first (the rooms in the tree
//! in reading order, each looking U, R, D, L). The call still returns a perfect maze, though
//! not a uniformly random one.
//!
//! A working source will not get there: over some 370,000 mazes from 2 × 2 to 30 × 30 and
//! 1 × 300 to 5 × 200, the longest stretch without a new room was `7.5 · u`, and beyond
//! `2 · u` the share of mazes going further fell by a factor of about 2.7 per `u` (thin mazes
//! being the worst), which puts giving up at about once in 10¹⁴ mazes. A stuck source costs
//! the whole `32 · u` steps: about 0.3 s for 200 × 200 rooms, 30 s for 2000 × 2000.
//!
//! [`MinStd`]: crate::maze::MinStd

use crate::error::MazeError;
use crate::grid::{Pos, Size, coord};
use crate::maze::random::pick;
use crate::maze::walk::{exits, join_rest, patience, step};
use crate::maze::{Bits, Carve, Carving, Maze, RandomSource};

/// Generates a `rows × cols` maze by the Aldous–Broder random walk, from a random room.
///
/// The procedure: draw the first room as `rng.below(rooms)` (rooms numbered row by row). Until
/// every room has been entered: list the current room's neighbours in the order U, R, D, L and
/// move to the one at position `rng.below(count)`; if it had not been entered before, open the
/// passage just crossed. (For the give-up rule that guards against a broken random source, see
/// the [module docs](self#a-walk-that-makes-no-progress).)
///
/// # Errors
///
/// [`MazeError::MazeSize`] for an impossible size (see [`Maze::new`]).
///
/// # Examples
///
/// ```
/// use gridpath::Size;
/// use gridpath::maze::{aldous_broder, MinStd};
///
/// let maze = aldous_broder::generate(Size::new(12, 20), &mut MinStd::new(5))?;
/// assert!(maze.is_perfect());
/// assert_eq!(maze.passages(), 12 * 20 - 1);
/// // The same seed gives the same maze.
/// assert_eq!(maze, aldous_broder::generate(Size::new(12, 20), &mut MinStd::new(5))?);
/// // Even a source stuck at 0 gives a perfect maze.
/// assert!(aldous_broder::generate(Size::new(12, 20), &mut MinStd::new(0))?.is_perfect());
/// # Ok::<(), gridpath::Error>(())
/// ```
pub fn generate(size: Size, rng: &mut impl RandomSource) -> Result<Maze, MazeError> {
    carve(size, rng, &mut |_| {})
}

/// [`generate`], reporting each step to `log`.
pub(crate) fn carve(
    size: Size,
    rng: &mut impl RandomSource,
    log: &mut impl FnMut(Carve),
) -> Result<Maze, MazeError> {
    let mut maze = Carving::new(Maze::new(size)?, log);
    let (rows, cols) = (size.rows as usize, size.cols as usize);
    let rooms = maze.rooms();
    let mut visited = Bits::new(rooms);
    let start = pick(rng, rooms);
    visited.set(start, true);
    let (mut row, mut col) = (start / cols, start % cols);
    let mut unvisited = rooms - 1;
    let patience = patience(rows, cols);
    let mut idle = 0;
    while unvisited > 0 {
        if idle >= patience {
            join_rest(&mut maze, &mut visited);
            break;
        }
        // Every room has a neighbour when there are two rooms or more, so `count >= 1`.
        let (dirs, count) = exits(row, col, rows, cols);
        let dir = dirs[pick(rng, count)];
        let from = Pos::new(coord(row), coord(col));
        (row, col) = step(row, col, dir);
        maze.enter(Pos::new(coord(row), coord(col)));
        let room = row * cols + col;
        if visited.get(room) {
            idle += 1;
        } else {
            visited.set(room, true);
            maze.open(from, dir);
            unvisited -= 1;
            idle = 0;
        }
    }
    Ok(maze.finish())
}
