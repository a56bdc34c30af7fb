//! Randomized depth-first search (the recursive backtracker), without recursion.
//!
//! Long winding corridors and few dead ends (about 10% of the rooms). With [`MinStd`] it follows
//! PROBLEMS.md problem 4 exactly, so a seed reproduces that procedure's maze bit for bit.
//!
//! [`MinStd`]: crate::maze::MinStd

use crate::maze::{Maze, RandomSource};
use crate::{Dir, Error, Pos};

/// Generates a `rows × cols` maze by randomized depth-first search from room (0, 0).
///
/// The procedure: keep a stack of rooms, starting with (0, 0) visited. While the stack is not
/// empty, look at its top room and list its unvisited neighbours in the order U, R, D, L. If
/// there are none, pop; otherwise draw `x = rng.below(count)`, open the passage to the
/// neighbour at position `x` of the list, mark it visited and push it. The stack lives on the
/// heap, so a 2000 × 2000 maze needs no deep call stack.
///
/// # Errors
///
/// [`Error::MazeSize`] for an impossible size (see [`Maze::new`]).
///
/// # Examples
///
/// ```
/// use gridpath::maze::{dfs, MinStd};
///
/// let maze = dfs::generate(2, 3, &mut MinStd::new(1))?;
/// let text = maze.to_grid().to_text(|&open| if open { '.' } else { '#' });
/// assert_eq!(text, "#######\n#.#...#\n#.#.#.#\n#...#.#\n#######\n");
/// # Ok::<(), gridpath::Error>(())
/// ```
pub fn generate(rows: usize, cols: usize, rng: &mut impl RandomSource) -> Result<Maze, Error> {
    let mut maze = Maze::new(rows, cols)?;
    let mut visited = vec![false; maze.rooms()];
    let index = |room: Pos| room.row as usize * cols + room.col as usize;
    let mut stack = vec![Pos::new(0, 0)];
    visited[0] = true;
    let mut choices: Vec<(Dir, Pos)> = Vec::with_capacity(4);
    while let Some(&room) = stack.last() {
        choices.clear();
        choices.extend(
            Dir::STRAIGHT
                .into_iter()
                .filter_map(|dir| maze.neighbour(room, dir).map(|next| (dir, next)))
                .filter(|&(_, next)| !visited[index(next)]),
        );
        if choices.is_empty() {
            stack.pop();
            continue;
        }
        // At most 4 choices; `below` answers below the count.
        let count = u32::try_from(choices.len()).unwrap_or(4);
        let pick = usize::try_from(rng.below(count)).unwrap_or(0);
        let (dir, next) = choices[pick.min(choices.len() - 1)];
        maze.open(room, dir);
        visited[index(next)] = true;
        stack.push(next);
    }
    Ok(maze)
}
