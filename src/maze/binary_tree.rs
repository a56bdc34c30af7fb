//! The binary tree algorithm: every room opens a passage north or west, at random.
//!
//! Rooms are visited row by row. A room with a room both above and to its left opens one of
//! the two passages, each with chance ½; a room on the top row can only open west, a room in
//! the left column only north, and the top-left room opens nothing. Each room but the first
//! opens exactly one passage leading to a room visited before it, so the result is a spanning
//! tree: a perfect maze.
//!
//! # Texture
//!
//! The strongest bias of all the generators. The whole top row and the whole left column are
//! single unbroken corridors, and from any room the way to the top-left corner only ever goes
//! up or left, so the maze drifts diagonally and is trivial to solve towards that corner. About
//! a quarter of the rooms are dead ends (measured: 24.9% on 100 × 100 mazes, averaged over 50
//! [`MinStd`] seeds).
//!
//! # Complexity
//!
//! `O(rows × cols)` time and one random draw per interior room; no memory besides the maze.
//!
//! [`MinStd`]: crate::maze::MinStd

use crate::error::MazeError;
use crate::grid::{Dir, Pos, Size, coord};
use crate::maze::{Carve, Carving, Maze, RandomSource};

/// Generates a `rows × cols` maze with the binary tree algorithm, opening north or west.
///
/// Rooms are visited row by row, left to right. A room with both a northern and a western
/// neighbour draws `rng.below(2)`: 0 opens north ([`Dir::Up`]), 1 opens west ([`Dir::Left`]).
/// Rooms on the top row open west and rooms in the left column open north without drawing.
///
/// # Errors
///
/// [`MazeError::MazeSize`] for an impossible size (see [`Maze::new`]).
///
/// # Examples
///
/// ```
/// use gridpath::maze::{binary_tree, MinStd};
/// use gridpath::{Dir, Pos, Size};
///
/// let maze = binary_tree::generate(Size::new(20, 30), &mut MinStd::new(7))?;
/// assert!(maze.is_perfect());
/// // The top row is one long corridor.
/// assert!((0..29).all(|col| maze.is_open(Pos::new(0, col), Dir::Right)));
/// // The same seed gives the same maze.
/// assert_eq!(maze, binary_tree::generate(Size::new(20, 30), &mut MinStd::new(7))?);
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
    for row in 0..rows {
        for col in 0..cols {
            let dir = match (row > 0, col > 0) {
                (true, true) if rng.below(2) == 0 => Dir::Up,
                (_, true) => Dir::Left,
                (true, false) => Dir::Up,
                (false, false) => continue,
            };
            maze.open(Pos::new(coord(row), coord(col)), dir);
        }
    }
    Ok(maze.finish())
}

#[cfg(test)]
mod tests {
    //! What only the binary tree does; perfection, reproducibility and broken random sources
    //! are checked for every generator by the table in `tests/maze.rs`.

    use super::generate;
    use crate::grid::{Dir, Pos};
    use crate::maze::MinStd;

    #[test]
    fn corridors_along_top_row_and_left_column() {
        let maze = generate(crate::grid::Size::new(13, 17), &mut MinStd::new(3)).unwrap();
        assert!((0..16).all(|c| maze.is_open(Pos::new(0, c), Dir::Right)));
        assert!((0..12).all(|r| maze.is_open(Pos::new(r, 0), Dir::Down)));
    }
}
