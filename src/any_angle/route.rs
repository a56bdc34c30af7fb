//! What an any-angle search answers: a [`Route`].

use super::sight::{Corner, path_length};

/// An any-angle path found by a search: its corners from the start to the goal (each
/// consecutive pair [visible](super::Sight::visible) to each other), its length, and how much
/// work the search did.
///
/// The length is the sum of the segments' [`Corner::distance`]s, added in order
/// ([`path_length`]): one rounding per square root and per sum, so two routes of the same
/// true length may differ in the last bits; compare lengths with a tolerance (`1e-9` is
/// ample on grids of up to a few thousand cells a side).
///
/// ```
/// use gridpath::any_angle::{Corner, Route};
/// let route = Route::new(vec![Corner::new(0, 0), Corner::new(3, 4), Corner::new(3, 6)], 12);
/// assert_eq!(route.length(), 7.0);
/// assert_eq!(route.corners().len(), 3);
/// assert_eq!(route.expanded(), 12);
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Route {
    corners: Vec<Corner>,
    length: f64,
    expanded: usize,
}

impl Route {
    /// The route through `corners` (the start first, the goal last), found by a search that
    /// expanded `expanded` nodes. The length is computed here, once, by [`path_length`].
    ///
    /// ```
    /// use gridpath::any_angle::{Corner, Route};
    /// let start = Corner::new(2, 2);
    /// assert_eq!(Route::new(vec![start], 0).length(), 0.0); // the start is the goal
    /// ```
    #[must_use]
    pub fn new(corners: Vec<Corner>, expanded: usize) -> Self {
        let length = path_length(&corners);
        Route {
            corners,
            length,
            expanded,
        }
    }

    /// The corners where the route starts, turns and ends, in order.
    ///
    /// ```
    /// use gridpath::any_angle::{Corner, Route};
    /// let route = Route::new(vec![Corner::new(0, 0), Corner::new(1, 1)], 1);
    /// assert_eq!(route.corners().first(), Some(&Corner::new(0, 0)));
    /// ```
    #[must_use]
    pub fn corners(&self) -> &[Corner] {
        &self.corners
    }

    /// The corners, owned.
    ///
    /// ```
    /// use gridpath::any_angle::{Corner, Route};
    /// let corners = Route::new(vec![Corner::new(0, 0), Corner::new(0, 5)], 1).into_corners();
    /// assert_eq!(corners.len(), 2);
    /// ```
    #[must_use]
    pub fn into_corners(self) -> Vec<Corner> {
        self.corners
    }

    /// The Euclidean length, in cell sides.
    ///
    /// ```
    /// use gridpath::any_angle::{Corner, Route};
    /// assert_eq!(Route::new(vec![Corner::new(0, 0), Corner::new(0, 5)], 1).length(), 5.0);
    /// ```
    #[must_use]
    pub fn length(&self) -> f64 {
        self.length
    }

    /// How many nodes the search expanded: corners for Theta* and Lazy Theta*, search nodes
    /// (an interval and its root) for Anya.
    ///
    /// ```
    /// use gridpath::any_angle::{Corner, Route};
    /// assert_eq!(Route::new(vec![Corner::new(1, 1)], 0).expanded(), 0);
    /// ```
    #[must_use]
    pub fn expanded(&self) -> usize {
        self.expanded
    }
}
