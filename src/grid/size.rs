//! Grid sizes.

use core::fmt;

use crate::error::GridError;

/// The size of a grid or a maze: rows, then columns — the order of [`Pos`](crate::Pos) — so
/// that a size and a position read the same way everywhere in the crate.
///
/// A `Size` is only a pair; whether it is a valid grid size (no side 0, at most
/// [`Grid::MAX_CELLS`](crate::Grid::MAX_CELLS) cells) is checked by the constructor it is
/// given to. Built from `usize` values with [`TryFrom`], which fails with
/// [`GridError::TooLarge`] if a side does not fit in a `u32`.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, Pos, Size};
///
/// let size = Size::new(2, 3); // 2 rows, 3 columns
/// let grid = Grid::new(size, '.')?;
/// assert_eq!((grid.height(), grid.width()), (2, 3));
/// assert_eq!(grid.size(), size);
/// assert!(grid.contains(Pos::new(1, 2)) && !grid.contains(Pos::new(2, 1)));
///
/// let rows_cols: (usize, usize) = (2, 3);
/// assert_eq!(Size::try_from(rows_cols)?, size);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Size {
    /// The number of rows (the height).
    pub rows: u32,
    /// The number of columns (the width).
    pub cols: u32,
}

impl Size {
    /// `rows` rows of `cols` columns.
    ///
    /// ```
    /// assert_eq!(gridpath::Size::new(2, 5).cols, 5);
    /// ```
    #[must_use]
    pub const fn new(rows: u32, cols: u32) -> Self {
        Size { rows, cols }
    }

    /// The number of cells, `rows × cols` (at most `u32::MAX²`, so it always fits).
    ///
    /// ```
    /// assert_eq!(gridpath::Size::new(2, 5).cells(), 10);
    /// ```
    #[must_use]
    pub const fn cells(self) -> u64 {
        self.rows as u64 * self.cols as u64
    }
}

impl TryFrom<(usize, usize)> for Size {
    type Error = GridError;

    /// `(rows, cols)`, each of which must fit in a `u32`.
    fn try_from((rows, cols): (usize, usize)) -> Result<Self, GridError> {
        match (u32::try_from(rows), u32::try_from(cols)) {
            (Ok(r), Ok(c)) => Ok(Size::new(r, c)),
            _ => Err(GridError::TooLarge {
                rows,
                cols,
                max: u32::MAX as usize,
            }),
        }
    }
}

impl From<(u32, u32)> for Size {
    /// `(rows, cols)`.
    fn from((rows, cols): (u32, u32)) -> Self {
        Size { rows, cols }
    }
}

impl fmt::Display for Size {
    /// `rows × cols`, as in "3 × 4".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} × {}", self.rows, self.cols)
    }
}
