//! Wilson's algorithm: grow a tree by loop-erased random walks, giving a uniform spanning tree.
//!
//! One random room starts as the tree. Then, for every room not yet in the tree, a random walk
//! starts there and wanders (through walls or passages alike, to a uniformly random neighbour
//! at each step) until it reaches the tree; the walk with its loops erased — each time it
//! crosses its own path, the loop it just closed is forgotten — becomes a new branch. The loop
//! erasure needs no list: each room remembers only the direction in which the walk last left
//! it, and following those directions from the start retraces the walk without its loops.
//!
//! The result is a *uniform spanning tree* (Wilson 1996): every perfect maze of the given size
//! is equally likely, exactly as with [`aldous_broder`](crate::maze::aldous_broder), whatever
//! the order in which the walks start. (Over 192,000 mazes of 3 × 3 rooms, each of the 192
//! possible ones came up between 911 and 1,088 times; χ² = 160 on 191 degrees of freedom.)
//!
//! Texture: no bias of any kind — no direction, no centre, no long corridors; short branches
//! and about 29% dead ends (29.3% measured on 100 × 100 mazes, averaged over 200 [`MinStd`]
//! seeds).
//!
//! Complexity: O(rooms) memory (a flag and a direction byte per room). Time is proportional
//! to the number of walk steps, on average the time a walk from a random room takes to hit the
//! first room of the tree: about `0.5 · rooms · log₂ rooms` on a square maze, up to about
//! `(long side)²` on a thin one. The first walks are long, searching for a small tree; later
//! ones are short. About 0.2 s for
//! 1000 × 1000 rooms in release, 0.6 s for 2000 × 2000.
//!
//! # A walk that makes no progress
//!
//! A broken random source can trap a walk: [`MinStd`] seeded with 0 answers 0 forever, so a
//! walk would pace between two rooms for ever. So, writing `u` for
//! `rooms · (⌊log₂ rooms⌋ + 1) + (long side)²` (on the order of the time a walk takes to hit
//! a given room), a walk gives up after `32 · u` steps without reaching the tree, and the
//! rooms still outside the tree are joined to it breadth first (the rooms in the tree in
//! reading order, each looking U, R, D, L). The call still returns a perfect maze, though not
//! a uniformly random one.
//!
//! A working source will not get there: over some 370,000 mazes from 2 × 2 to 30 × 30 and
//! 1 × 300 to 5 × 200, the longest walk was `9.5 · u`, and beyond `2 · u` the share of mazes
//! with a longer walk fell by a factor of about 3 per `u` (thin mazes being the worst), which
//! puts giving up below once in 10¹⁶ mazes. A stuck source costs the whole `32 · u`
//! steps: about 0.3 s for 200 × 200 rooms, 30 s for 2000 × 2000.
//!
//! [`MinStd`]: crate::maze::MinStd

use crate::error::MazeError;
use crate::grid::{Dir, Pos, Size, coord};
use crate::maze::random::pick;
use crate::maze::walk::{exits, join_rest, patience, step};
use crate::maze::{Bits, Carve, Carving, Maze, RandomSource};

/// Generates a `rows × cols` maze by Wilson's algorithm.
///
/// The procedure: draw the first room of the tree as `rng.below(rooms)` (rooms numbered row by
/// row). Then take the rooms in reading order; from each one not yet in the tree, walk until
/// the tree is reached — at each step list the current room's neighbours in the order U, R, D,
/// L, record the one at position `rng.below(count)` as the way out of the current room and
/// move there — then follow the recorded ways out from the walk's first room to the tree,
/// opening each passage and adding each room to the tree. (For the give-up rule that guards
/// against a broken random source, see the
/// [module docs](self#a-walk-that-makes-no-progress).)
///
/// # Errors
///
/// [`MazeError::MazeSize`] for an impossible size (see [`Maze::new`]).
///
/// # Examples
///
/// ```
/// use gridpath::Size;
/// use gridpath::maze::{wilson, MinStd};
///
/// let maze = wilson::generate(Size::new(12, 20), &mut MinStd::new(5))?;
/// assert!(maze.is_perfect());
/// assert_eq!(maze.passages(), 12 * 20 - 1);
/// // The same seed gives the same maze.
/// assert_eq!(maze, wilson::generate(Size::new(12, 20), &mut MinStd::new(5))?);
/// // Even a source stuck at 0 gives a perfect maze.
/// assert!(wilson::generate(Size::new(12, 20), &mut MinStd::new(0))?.is_perfect());
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
    let mut in_tree = Bits::new(rooms);
    // The direction in which the current walk last left each room it visited.
    let mut way_out = vec![Dir::Up; rooms];
    in_tree.set(pick(rng, rooms), true);
    let patience = patience(rows, cols);
    for start in 0..rooms {
        if in_tree.get(start) {
            continue;
        }
        let (mut row, mut col) = (start / cols, start % cols);
        let mut room = start;
        let mut steps = 0;
        while !in_tree.get(room) {
            if steps >= patience {
                join_rest(&mut maze, &mut in_tree);
                return Ok(maze.finish());
            }
            steps += 1;
            // A room outside the tree has a neighbour (the tree is another room), so
            // `count >= 1`.
            let (dirs, count) = exits(row, col, rows, cols);
            let dir = dirs[pick(rng, count)];
            way_out[room] = dir;
            (row, col) = step(row, col, dir);
            maze.enter(Pos::new(coord(row), coord(col)));
            room = row * cols + col;
        }
        (row, col) = (start / cols, start % cols);
        room = start;
        while !in_tree.get(room) {
            in_tree.set(room, true);
            let dir = way_out[room];
            maze.open(Pos::new(coord(row), coord(col)), dir);
            (row, col) = step(row, col, dir);
            room = row * cols + col;
        }
    }
    Ok(maze.finish())
}
