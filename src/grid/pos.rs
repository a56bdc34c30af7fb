//! Grid positions.

use core::fmt;

use crate::error::GridError;

use crate::grid::Dir;

/// A cell position: row and column, both 0-based, row 0 at the top.
///
/// Coordinates are `u32` so that states stay small (8 bytes); a grid has at most
/// [`Grid::MAX_CELLS`](crate::Grid::MAX_CELLS) cells anyway.
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, Pos};
///
/// let p = Pos::new(3, 5);
/// assert_eq!(p.step(Dir::Up), Some(Pos::new(2, 5)));
/// assert_eq!(Pos::new(0, 0).step(Dir::Up), None);
/// assert_eq!(p.manhattan(Pos::new(0, 0)), 8);
/// assert_eq!(Pos::from((1, 2)), Pos::new(1, 2));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pos {
    /// Row, counted from the top.
    pub row: u32,
    /// Column, counted from the left.
    pub col: u32,
}

impl Pos {
    /// The position at `row`, `col`.
    ///
    /// ```
    /// assert_eq!(gridpath::Pos::new(1, 2).col, 2);
    /// ```
    #[must_use]
    pub const fn new(row: u32, col: u32) -> Self {
        Pos { row, col }
    }

    /// The neighbour one step in `dir`, or `None` if a coordinate would leave `0..=u32::MAX`.
    /// It does not know about any grid: check the result with
    /// [`Grid::contains`](crate::Grid::contains).
    ///
    /// ```
    /// use gridpath::{Dir, Pos};
    /// assert_eq!(Pos::new(1, 1).step(Dir::DownLeft), Some(Pos::new(2, 0)));
    /// ```
    #[must_use]
    pub const fn step(self, dir: Dir) -> Option<Pos> {
        let (dr, dc) = dir.delta();
        match (
            self.row.checked_add_signed(dr),
            self.col.checked_add_signed(dc),
        ) {
            (Some(row), Some(col)) => Some(Pos { row, col }),
            _ => None,
        }
    }

    /// `|Δrow| + |Δcol|`: the number of straight steps between two positions on an open grid.
    ///
    /// ```
    /// assert_eq!(gridpath::Pos::new(0, 4).manhattan(gridpath::Pos::new(2, 1)), 5);
    /// ```
    #[must_use]
    pub const fn manhattan(self, other: Pos) -> u64 {
        self.row.abs_diff(other.row) as u64 + self.col.abs_diff(other.col) as u64
    }

    /// `max(|Δrow|, |Δcol|)`: the number of king moves between two positions on an open grid.
    ///
    /// ```
    /// assert_eq!(gridpath::Pos::new(0, 4).chebyshev(gridpath::Pos::new(2, 1)), 3);
    /// ```
    #[must_use]
    pub const fn chebyshev(self, other: Pos) -> u32 {
        let dr = self.row.abs_diff(other.row);
        let dc = self.col.abs_diff(other.col);
        if dr > dc { dr } else { dc }
    }
}

impl From<(u32, u32)> for Pos {
    /// `(row, col)`.
    fn from((row, col): (u32, u32)) -> Self {
        Pos { row, col }
    }
}

impl From<Pos> for (u32, u32) {
    fn from(p: Pos) -> Self {
        (p.row, p.col)
    }
}

impl TryFrom<(usize, usize)> for Pos {
    type Error = GridError;

    /// `(row, col)`, each of which must fit in a `u32`.
    ///
    /// ```
    /// use gridpath::{Pos, GridError};
    /// assert_eq!(Pos::try_from((2_usize, 3_usize)), Ok(Pos::new(2, 3)));
    /// assert_eq!(
    ///     Pos::try_from((1_usize << 40, 0_usize)),
    ///     Err(GridError::CoordinateTooLarge { row: 1 << 40, col: 0 })
    /// );
    /// ```
    fn try_from((row, col): (usize, usize)) -> Result<Self, GridError> {
        match (u32::try_from(row), u32::try_from(col)) {
            (Ok(row), Ok(col)) => Ok(Pos { row, col }),
            _ => Err(GridError::CoordinateTooLarge { row, col }),
        }
    }
}

impl From<Pos> for (usize, usize) {
    /// `(row, col)`, for indexing your own `Vec<Vec<_>>`.
    ///
    /// ```
    /// use gridpath::Pos;
    /// let rows = vec![vec!['a', 'b'], vec!['c', 'd']];
    /// let (row, col): (usize, usize) = Pos::new(1, 0).into();
    /// assert_eq!(rows[row][col], 'c');
    /// ```
    fn from(p: Pos) -> Self {
        (p.row as usize, p.col as usize)
    }
}

impl fmt::Display for Pos {
    /// `(row, col)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}
