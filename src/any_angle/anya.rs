//! Anya: the optimal any-angle search (Harabor, Grastien, Öz and Aksakalli, JAIR 2016).

use super::oracle::VisibilityGraph;
use super::route::Route;
use super::sight::{Corner, Sight};

/// Anya: the shortest any-angle path between two corners, exactly (up to the rounding of the
/// lengths), with no preprocessing.
///
/// WORK IN PROGRESS: this first version answers through the visibility graph
/// ([`VisibilityGraph`]) so that the programs built on it can be written; the interval search
/// replaces it.
///
/// ```
/// use gridpath::{Grid, GridSpace, Moves};
/// use gridpath::any_angle::{Anya, Corner, Sight};
///
/// let grid = Grid::parse("....\n.##.\n....\n", Some)?;
/// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
/// let mut anya = Anya::new();
/// let route = anya.search(&sight, Corner::new(0, 0), Corner::new(3, 4)).unwrap();
/// assert_eq!(route.corners().len(), 3); // one turn, at a corner of the block
/// assert!((route.length() - (10f64.sqrt() + 5f64.sqrt())).abs() < 1e-12);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Anya {}

impl Anya {
    /// An empty workspace.
    ///
    /// ```
    /// let _anya = gridpath::any_angle::Anya::new();
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Anya::default()
    }

    /// The shortest any-angle path from `start` to `goal` on `sight`, or `None` when there is
    /// none — also when `start` or `goal` is outside the grid or a corner no path may stand
    /// on (no free cell around it, or a pinch), the crate's one rule for such ends.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::any_angle::{Anya, Corner, Sight};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut anya = Anya::new();
    /// assert!(anya.search(&sight, Corner::new(0, 0), Corner::new(1, 3)).is_none()); // walled off
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search(&mut self, sight: &Sight, start: Corner, goal: Corner) -> Option<Route> {
        let (_, corners) = VisibilityGraph::new(sight).shortest(start, goal)?;
        Some(Route::new(corners, 0))
    }
}
