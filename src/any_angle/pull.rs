//! String pulling: a path of corners straightened where the corners see each other.

use super::sight::{Corner, Sight};

/// The path `path` with every corner removed that the path can skip: from each kept corner,
/// the farthest later corner it [sees](Sight::visible) is kept next (post-smoothing, "string
/// pulling"). The result starts and ends where `path` does, visits a subsequence of its
/// corners, and is never longer than `path` when consecutive corners of `path` see each
/// other (the triangle inequality, segment by segment). An empty or one-corner path is
/// returned as it is; if two consecutive corners of `path` do not see each other, they stay
/// consecutive in the result.
///
/// # Complexity
///
/// `O(n · k)` visibility tests for `n` corners, `k` the longest run skipped.
///
/// ```
/// use gridpath::{AStar, Grid, GridSpace, Moves};
/// use gridpath::any_angle::{Corner, Sight, path_length, string_pull};
///
/// let grid = Grid::parse("....\n....\n....\n", Some)?;
/// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
/// let mut astar = AStar::new();
/// let octile = astar.search_to(&sight, [Corner::new(0, 0)], Corner::new(3, 4)).path().unwrap();
/// let pulled = string_pull(&sight, &octile);
/// assert_eq!(pulled, [Corner::new(0, 0), Corner::new(3, 4)]); // open ground: one line
/// assert_eq!(path_length(&pulled), 5.0);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[must_use]
pub fn string_pull(sight: &Sight, path: &[Corner]) -> Vec<Corner> {
    let Some((&first, _)) = path.split_first() else {
        return Vec::new();
    };
    let mut pulled = vec![first];
    let mut at = 0;
    while at + 1 < path.len() {
        // The farthest corner seen from `path[at]`, scanning forward while they stay visible
        // (the next corner at least, so the walk always moves on).
        let mut next = at + 1;
        while next + 1 < path.len() && sight.visible(path[at], path[next + 1]) {
            next += 1;
        }
        pulled.push(path[next]);
        at = next;
    }
    pulled
}
