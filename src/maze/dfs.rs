//! Randomized depth-first search (the recursive backtracker), without recursion.
//!
//! Long winding corridors and few dead ends (about 10% of the rooms). With [`MinStd`] it follows
//! examples/README.md problem 4 exactly, so a seed reproduces that procedure's maze bit for bit.
//!
//! [`MinStd`]: crate::maze::MinStd

use crate::error::MazeError;
use crate::grid::{Dir, Size};
use crate::maze::random::pick;
use crate::maze::{Bits, Carve, Carving, Maze, RandomSource};

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
/// [`MazeError::MazeSize`] for an impossible size (see [`Maze::new`]).
///
/// # Examples
///
/// ```
/// use gridpath::Size;
/// use gridpath::maze::{dfs, MinStd};
///
/// let maze = dfs::generate(Size::new(2, 3), &mut MinStd::new(1))?;
/// let text = maze.to_grid().to_text(|&open| if open { '.' } else { '#' });
/// assert_eq!(text, "#######\n#.#...#\n#.#.#.#\n#...#.#\n#######\n");
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
    let mut visited = Bits::new(maze.rooms());
    // Rooms on the stack as (row, col); `Maze::new` bounds both by `u32`.
    let mut stack: Vec<(u32, u32)> = vec![(0, 0)];
    visited.set(0, true);
    while let Some(&(row, col)) = stack.last() {
        let (r, c) = (row as usize, col as usize);
        let room = r * cols + c;
        // The unvisited neighbours in the order U, R, D, L.
        let mut choices = [Dir::Up; 4];
        let mut count = 0;
        for (dir, exists, next) in [
            (Dir::Up, r > 0, room.wrapping_sub(cols)),
            (Dir::Right, c + 1 < cols, room + 1),
            (Dir::Down, r + 1 < rows, room + cols),
            (Dir::Left, c > 0, room.wrapping_sub(1)),
        ] {
            if exists && !visited.get(next) {
                choices[count] = dir;
                count += 1;
            }
        }
        if count == 0 {
            stack.pop();
            continue;
        }
        let dir = choices[pick(rng, count)];
        maze.open_index(room, dir);
        let (dr, dc) = dir.delta();
        let (next_row, next_col) = (row.wrapping_add_signed(dr), col.wrapping_add_signed(dc));
        visited.set(next_row as usize * cols + next_col as usize, true);
        stack.push((next_row, next_col));
    }
    Ok(maze.finish())
}
