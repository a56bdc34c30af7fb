//! The visibility graph: the exact shortest any-angle path on small grids, for tests.

use super::sight::{Corner, Sight, path_length};

/// The shortest any-angle path by the book: the graph whose vertices are the start, the goal
/// and every convex corner of the blocked cells ([`Sight::is_convex_corner`], where a taut
/// path can turn), with an edge between every two that see each other, searched by
/// Dijkstra's algorithm with `f64` lengths. Exact up to the rounding of the lengths, and slow
/// — `O(v²)` visibility tests for `v` corners — so it is the oracle the any-angle searches
/// are tested against on small grids, not a search for large ones.
///
/// ```
/// use gridpath::{Grid, GridSpace, Moves};
/// use gridpath::any_angle::{Corner, Sight, VisibilityGraph};
///
/// let grid = Grid::parse("....\n.##.\n....\n", Some)?;
/// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
/// let graph = VisibilityGraph::new(&sight);
/// let (length, path) = graph.shortest(Corner::new(0, 0), Corner::new(3, 4)).unwrap();
/// assert_eq!(path.len(), 3); // one turn, at a corner of the block
/// assert!((length - (10f64.sqrt() + 5f64.sqrt())).abs() < 1e-12);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct VisibilityGraph<'s> {
    sight: &'s Sight,
    corners: Vec<Corner>,
}

impl<'s> VisibilityGraph<'s> {
    /// The convex corners of `sight`'s blocked cells.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::any_angle::{Sight, VisibilityGraph};
    /// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
    /// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// assert_eq!(VisibilityGraph::new(&sight).corners().len(), 4); // the block's four
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn new(sight: &'s Sight) -> Self {
        let size = sight.size();
        let corners = (0..=size.rows)
            .flat_map(|row| (0..=size.cols).map(move |col| Corner::new(row, col)))
            .filter(|&c| sight.is_convex_corner(c))
            .collect();
        VisibilityGraph { sight, corners }
    }

    /// The convex corners, row by row.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::any_angle::{Corner, Sight, VisibilityGraph};
    /// let grid = Grid::parse("#.\n..\n", Some)?;
    /// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// assert_eq!(VisibilityGraph::new(&sight).corners(), [Corner::new(1, 1)]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn corners(&self) -> &[Corner] {
        &self.corners
    }

    /// The length of a shortest any-angle path from `start` to `goal`, and one such path
    /// (its corners, the start and the goal included), or `None` when there is none (an end
    /// that no path may stand on, or no way through).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::any_angle::{Corner, Sight, VisibilityGraph};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let graph = VisibilityGraph::new(&sight);
    /// assert!(graph.shortest(Corner::new(0, 0), Corner::new(1, 3)).is_none()); // walled off
    /// assert_eq!(graph.shortest(Corner::new(0, 0), Corner::new(1, 1)).unwrap().0, 2f64.sqrt());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn shortest(&self, start: Corner, goal: Corner) -> Option<(f64, Vec<Corner>)> {
        let sight = self.sight;
        if !sight.visible(start, start) || !sight.visible(goal, goal) {
            return None;
        }
        // Vertex 0 is the start, 1 the goal, then the convex corners.
        let mut vertices = vec![start, goal];
        vertices.extend(self.corners.iter().filter(|&&c| c != start && c != goal));
        let n = vertices.len();
        let mut distance = vec![f64::INFINITY; n];
        let mut parent = vec![usize::MAX; n];
        let mut done = vec![false; n];
        distance[0] = 0.0;
        loop {
            // The closest vertex not done (a linear scan: the graph is small).
            let next = (0..n)
                .filter(|&i| !done[i] && distance[i].is_finite())
                .min_by(|&a, &b| distance[a].total_cmp(&distance[b]));
            let u = next?;
            if u == 1 {
                break;
            }
            done[u] = true;
            for v in 0..n {
                if done[v] || !sight.visible(vertices[u], vertices[v]) {
                    continue;
                }
                let through = distance[u] + vertices[u].distance(vertices[v]);
                if through < distance[v] {
                    distance[v] = through;
                    parent[v] = u;
                }
            }
        }
        let mut path = vec![goal];
        let mut at = 1;
        while at != 0 {
            at = parent[at];
            path.push(vertices[at]);
        }
        path.reverse();
        Some((path_length(&path), path))
    }
}
