//! The flat-array [`Grid`], positions, directions, move sets and the grid state space.

mod components;
mod dir;
mod moves;
mod pos;
mod size;
mod space;
mod text;

pub use components::Components;
pub use dir::{Dir, path_dirs, path_letters};
pub use moves::{DiagonalRule, Moves};
pub use pos::Pos;
pub use size::Size;
pub(crate) use space::{CellNumbering, sealed};
pub use space::{EnterCost, GridSpace, OctileEnterCost, OctileSteps, OnGrid, Passable, StepRule};

use core::ops::{Index, IndexMut};

use crate::error::GridError;

/// A row, column, width or height of a grid as `u32`. Every such value of a `Grid` is below
/// [`Grid::MAX_CELLS`] = `u32::MAX`, which `Grid`'s constructors check.
#[expect(
    clippy::cast_possible_truncation,
    reason = "grid constructors bound every coordinate by MAX_CELLS = u32::MAX"
)]
pub(crate) const fn coord(n: usize) -> u32 {
    n as u32
}

/// The greatest common divisor (`gcd(n, 0) = n`): the number of equal steps a move between
/// two points of the grid splits into (a segment's corners, a path's direction).
pub(crate) fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// A rectangular grid of cells stored flat, row after row.
///
/// Cells are addressed by [`Pos`] (row, column). Every access is checked: [`Grid::get`]
/// returns `None` outside the grid; indexing with `grid[pos]` panics outside it, like a slice.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, Pos};
///
/// let mut grid = Grid::parse("S.#\n..E\n", Some)?;
/// assert_eq!((grid.width(), grid.height()), (3, 2));
/// assert_eq!(grid.find(|&c| c == 'E'), Some(Pos::new(1, 2)));
/// assert_eq!(grid.get(Pos::new(0, 2)), Some(&'#'));
/// assert_eq!(grid.get(Pos::new(5, 0)), None);
/// grid[Pos::new(0, 1)] = '#';
/// assert_eq!(grid.to_text(|&c| c), "S##\n..E\n");
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        try_from = "GridParts<T>",
        bound(deserialize = "T: serde::Deserialize<'de>")
    )
)]
pub struct Grid<T> {
    /// The number of rows (serialized as `rows`).
    #[cfg_attr(feature = "serde", serde(rename = "rows"))]
    height: usize,
    /// The number of columns (serialized as `cols`).
    #[cfg_attr(feature = "serde", serde(rename = "cols"))]
    width: usize,
    cells: Vec<T>,
}

/// The serialized form of a [`Grid`], checked by [`Grid::from_vec`] when read back.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct GridParts<T> {
    rows: u32,
    cols: u32,
    cells: Vec<T>,
}

#[cfg(feature = "serde")]
impl<T> TryFrom<GridParts<T>> for Grid<T> {
    type Error = GridError;
    fn try_from(parts: GridParts<T>) -> Result<Self, GridError> {
        Grid::from_vec(Size::new(parts.rows, parts.cols), parts.cells)
    }
}

impl<T> Grid<T> {
    /// The largest number of cells a grid may have: cell indices must fit in a `u32`, with
    /// one value left over as a "none" marker for the engines.
    pub const MAX_CELLS: usize = u32::MAX as usize;

    /// Checks a size and returns the number of cells.
    pub(crate) fn checked_len(size: Size) -> Result<usize, GridError> {
        let (rows, cols) = (size.rows as usize, size.cols as usize);
        if rows == 0 || cols == 0 {
            return Err(GridError::ZeroSize { rows, cols });
        }
        match usize::try_from(size.cells()) {
            Ok(len) if len <= Self::MAX_CELLS => Ok(len),
            _ => Err(Self::too_large(size)),
        }
    }

    fn too_large(size: Size) -> GridError {
        GridError::TooLarge {
            rows: size.rows as usize,
            cols: size.cols as usize,
            max: Self::MAX_CELLS,
        }
    }

    /// Reserves room for `len` cells, turning an allocation failure into an error.
    fn reserve(size: Size, len: usize) -> Result<Vec<T>, GridError> {
        let mut cells = Vec::new();
        cells
            .try_reserve_exact(len)
            .map_err(|_| GridError::OutOfMemory {
                rows: size.rows as usize,
                cols: size.cols as usize,
                bytes: len.saturating_mul(size_of::<T>()),
            })?;
        Ok(cells)
    }

    /// A grid from parts whose size the caller has already checked (`cells.len() ==
    /// width × height <= MAX_CELLS`, both sides at least 1).
    pub(crate) fn from_checked_parts(width: usize, height: usize, cells: Vec<T>) -> Self {
        debug_assert_eq!(cells.len(), width * height);
        Grid {
            height,
            width,
            cells,
        }
    }

    /// A grid of `size` built from its cells in row-major order.
    ///
    /// # Errors
    ///
    /// [`GridError::ZeroSize`], [`GridError::TooLarge`], or [`GridError::CellCount`] when
    /// `cells.len()` is not `rows × cols`.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, Pos, Size};
    /// let grid = Grid::from_vec(Size::new(2, 3), vec![1, 2, 3, 4, 5, 6])?;
    /// assert_eq!(grid[Pos::new(1, 0)], 4);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn from_vec(size: Size, cells: Vec<T>) -> Result<Self, GridError> {
        let len = Self::checked_len(size)?;
        if cells.len() != len {
            return Err(GridError::CellCount {
                rows: size.rows as usize,
                cols: size.cols as usize,
                found: cells.len(),
            });
        }
        Ok(Self::from_checked_parts(
            size.cols as usize,
            size.rows as usize,
            cells,
        ))
    }

    /// A grid of `size` whose cell at each position is `cell(pos)`, filled row by row.
    ///
    /// # Errors
    ///
    /// [`GridError::ZeroSize`] or [`GridError::TooLarge`]; the size is checked before anything is
    /// allocated.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, Pos, Size};
    /// let grid = Grid::from_fn(Size::new(2, 3), |p| p.row * 10 + p.col)?;
    /// assert_eq!(grid[Pos::new(1, 2)], 12);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn from_fn(size: Size, mut cell: impl FnMut(Pos) -> T) -> Result<Self, GridError> {
        let len = Self::checked_len(size)?;
        let mut cells = Self::reserve(size, len)?;
        for row in 0..size.rows {
            for col in 0..size.cols {
                cells.push(cell(Pos::new(row, col)));
            }
        }
        Ok(Self::from_checked_parts(
            size.cols as usize,
            size.rows as usize,
            cells,
        ))
    }

    /// The size: rows, then columns.
    ///
    /// ```
    /// use gridpath::{Grid, Size};
    /// assert_eq!(Grid::new(Size::new(3, 4), 0u8)?.size(), Size::new(3, 4));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn size(&self) -> Size {
        Size::new(coord(self.height), coord(self.width))
    }

    /// Width: the number of columns.
    ///
    /// ```
    /// use gridpath::{Grid, Size};
    /// assert_eq!(Grid::new(Size::new(3, 4), 0u8)?.width(), 4);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn width(&self) -> u32 {
        coord(self.width)
    }

    /// Height: the number of rows.
    ///
    /// ```
    /// use gridpath::{Grid, Size};
    /// assert_eq!(Grid::new(Size::new(3, 4), 0u8)?.height(), 3);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn height(&self) -> u32 {
        coord(self.height)
    }

    /// The number of cells, `rows × cols`.
    ///
    /// ```
    /// assert_eq!(gridpath::Grid::new(gridpath::Size::new(3, 4), 0u8).unwrap().len(), 12);
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Always `false`: a grid has at least one cell. (Present for the usual `len`/`is_empty`
    /// pair.)
    ///
    /// ```
    /// assert!(!gridpath::Grid::new(gridpath::Size::new(1, 1), ()).unwrap().is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Whether `pos` lies inside the grid.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, Size};
    /// let grid = Grid::new(Size::new(2, 2), 0)?;
    /// assert!(grid.contains(Pos::new(1, 1)));
    /// assert!(!grid.contains(Pos::new(0, 2)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn contains(&self, pos: Pos) -> bool {
        (pos.row as usize) < self.height && (pos.col as usize) < self.width
    }

    /// The flat index of `pos` (`row × width + col`), or `None` outside the grid.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, Size};
    /// let grid = Grid::new(Size::new(2, 5), 0)?;
    /// assert_eq!(grid.index_of(Pos::new(1, 3)), Some(8));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn index_of(&self, pos: Pos) -> Option<usize> {
        self.contains(pos)
            .then(|| pos.row as usize * self.width + pos.col as usize)
    }

    /// The position of flat index `index`, or `None` when `index >= len()`.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, Size};
    /// let grid = Grid::new(Size::new(2, 5), 0)?;
    /// assert_eq!(grid.pos_of(8), Some(Pos::new(1, 3)));
    /// assert_eq!(grid.pos_of(10), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn pos_of(&self, index: usize) -> Option<Pos> {
        (index < self.cells.len())
            .then(|| Pos::new(coord(index / self.width), coord(index % self.width)))
    }

    /// Checks that `pos` is inside the grid.
    ///
    /// # Errors
    ///
    /// [`GridError::OutOfBounds`] naming the position and the grid size.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, Pos, Size, GridError};
    /// let grid = Grid::new(Size::new(3, 2), 0)?;
    /// assert_eq!(
    ///     grid.check(Pos::new(3, 0)),
    ///     Err(GridError::OutOfBounds { row: 3, col: 0, rows: 3, cols: 2 })
    /// );
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn check(&self, pos: Pos) -> Result<Pos, GridError> {
        if self.contains(pos) {
            Ok(pos)
        } else {
            Err(GridError::OutOfBounds {
                row: pos.row,
                col: pos.col,
                rows: self.height(),
                cols: self.width(),
            })
        }
    }

    /// The cell at `pos`, or `None` outside the grid.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, Size};
    /// let grid = Grid::new(Size::new(2, 2), 7)?;
    /// assert_eq!(grid.get(Pos::new(1, 1)), Some(&7));
    /// assert_eq!(grid.get(Pos::new(2, 1)), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn get(&self, pos: Pos) -> Option<&T> {
        self.index_of(pos).map(|i| &self.cells[i])
    }

    /// The cell at `pos` for writing, or `None` outside the grid.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, Size};
    /// let mut grid = Grid::new(Size::new(2, 2), 0)?;
    /// if let Some(cell) = grid.get_mut(Pos::new(0, 1)) {
    ///     *cell = 5;
    /// }
    /// assert_eq!(grid.cells(), &[0, 5, 0, 0]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn get_mut(&mut self, pos: Pos) -> Option<&mut T> {
        self.index_of(pos).map(|i| &mut self.cells[i])
    }

    /// All cells in row-major order.
    ///
    /// ```
    /// let grid = gridpath::Grid::from_vec(gridpath::Size::new(1, 2), vec!['a', 'b'])?;
    /// assert_eq!(grid.cells(), &['a', 'b']);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn cells(&self) -> &[T] {
        &self.cells
    }

    /// The rows, top to bottom, each a slice of `width` cells.
    ///
    /// ```
    /// let grid = gridpath::Grid::from_vec(gridpath::Size::new(2, 2), vec![1, 2, 3, 4])?;
    /// assert_eq!(grid.rows().nth(1), Some(&[3, 4][..]));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use = "iterators are lazy"]
    pub fn rows(&self) -> impl ExactSizeIterator<Item = &[T]> + DoubleEndedIterator + '_ {
        self.cells.chunks_exact(self.width)
    }

    /// Every position, in row-major order.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, Size};
    /// let grid = Grid::new(Size::new(1, 2), ())?;
    /// assert_eq!(grid.positions().collect::<Vec<_>>(), [Pos::new(0, 0), Pos::new(0, 1)]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn positions(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.cells.len()).filter_map(|i| self.pos_of(i))
    }

    /// Every cell with its position, in row-major order.
    ///
    /// ```
    /// use gridpath::{Grid, Pos};
    /// let grid = Grid::parse("ab\n", Some)?;
    /// let cells: Vec<(Pos, char)> = grid.iter().map(|(p, &c)| (p, c)).collect();
    /// assert_eq!(cells, [(Pos::new(0, 0), 'a'), (Pos::new(0, 1), 'b')]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (Pos, &T)> + '_ {
        self.positions().zip(self.cells.iter())
    }

    /// The first position (row-major) whose cell satisfies `pred`.
    ///
    /// ```
    /// use gridpath::{Grid, Pos};
    /// let grid = Grid::parse("..\n.S\n", Some)?;
    /// assert_eq!(grid.find(|&c| c == 'S'), Some(Pos::new(1, 1)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn find(&self, pred: impl FnMut(&T) -> bool) -> Option<Pos> {
        self.cells
            .iter()
            .position(pred)
            .and_then(|i| self.pos_of(i))
    }

    /// Every position whose cell satisfies `pred`, in row-major order.
    ///
    /// ```
    /// use gridpath::{Grid, Pos};
    /// let grid = Grid::parse("M.\n.M\n", Some)?;
    /// let monsters: Vec<Pos> = grid.find_all(|&c| c == 'M').collect();
    /// assert_eq!(monsters, [Pos::new(0, 0), Pos::new(1, 1)]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn find_all<'a>(
        &'a self,
        mut pred: impl FnMut(&T) -> bool + 'a,
    ) -> impl Iterator<Item = Pos> + 'a {
        self.iter().filter(move |(_, c)| pred(c)).map(|(p, _)| p)
    }

    /// Whether `pos` is a cell on the grid's outer edge (first or last row or column). `false`
    /// outside the grid.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, Size};
    /// let grid = Grid::new(Size::new(3, 3), '.')?;
    /// assert!(grid.is_border(Pos::new(0, 1)));
    /// assert!(grid.is_border(Pos::new(2, 2)));
    /// assert!(!grid.is_border(Pos::new(1, 1)));
    /// assert!(!grid.is_border(Pos::new(3, 0)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_border(&self, pos: Pos) -> bool {
        self.contains(pos)
            && (pos.row == 0
                || pos.col == 0
                || pos.row as usize + 1 == self.height
                || pos.col as usize + 1 == self.width)
    }

    /// A grid of the same size with every cell mapped through `f`.
    ///
    /// ```
    /// use gridpath::Grid;
    /// let walls = Grid::parse(".#\n", Some)?.map(|&c| c == '#');
    /// assert_eq!(walls.cells(), &[false, true]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn map<U>(&self, f: impl FnMut(&T) -> U) -> Grid<U> {
        Grid {
            height: self.height,
            width: self.width,
            cells: self.cells.iter().map(f).collect(),
        }
    }
}

impl Grid<u8> {
    /// The position of the only cell holding `byte` — the usual way to find a start `S` or an
    /// exit `E` that must appear exactly once.
    ///
    /// # Errors
    ///
    /// [`GridError::MissingCell`] if no cell holds `byte`, [`GridError::DuplicateCell`] with both
    /// positions if two do.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, Pos, GridError};
    /// let grid = Grid::parse_bytes("S.\n.S\n", b".SE")?;
    /// assert_eq!(grid.find_unique(b'E'), Err(GridError::MissingCell { ch: 'E' }));
    /// assert_eq!(
    ///     grid.find_unique(b'S'),
    ///     Err(GridError::DuplicateCell { ch: 'S', row: 1, col: 1, first_row: 0, first_col: 0 })
    /// );
    /// let grid = Grid::parse_bytes("S.\n.E\n", b".SE")?;
    /// assert_eq!(grid.find_unique(b'E'), Ok(Pos::new(1, 1)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn find_unique(&self, byte: u8) -> Result<Pos, GridError> {
        let mut found = self.find_all(|&c| c == byte);
        let first = found.next().ok_or(GridError::MissingCell {
            ch: char::from(byte),
        })?;
        match found.next() {
            None => Ok(first),
            Some(second) => Err(GridError::DuplicateCell {
                ch: char::from(byte),
                row: second.row,
                col: second.col,
                first_row: first.row,
                first_col: first.col,
            }),
        }
    }
}

impl<T: Clone> Grid<T> {
    /// A grid of `size` (rows, then columns) with every cell set to `fill`.
    ///
    /// # Errors
    ///
    /// [`GridError::ZeroSize`] when a side is 0, [`GridError::TooLarge`] when `rows × cols` exceeds
    /// [`Grid::MAX_CELLS`] or cannot be allocated. The size is checked before anything is
    /// allocated.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, Size, GridError};
    /// let grid = Grid::new(Size::new(2, 3), '.')?;
    /// assert_eq!((grid.height(), grid.width(), grid.len()), (2, 3, 6));
    /// assert!(matches!(Grid::new(Size::new(0, 2), '.'), Err(GridError::ZeroSize { .. })));
    /// assert!(matches!(Grid::new(Size::new(u32::MAX, 2), '.'), Err(GridError::TooLarge { .. })));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn new(size: Size, fill: T) -> Result<Self, GridError> {
        let len = Self::checked_len(size)?;
        let mut cells = Self::reserve(size, len)?;
        cells.resize(len, fill);
        Ok(Self::from_checked_parts(
            size.cols as usize,
            size.rows as usize,
            cells,
        ))
    }
}

impl<T> TryFrom<Vec<Vec<T>>> for Grid<T> {
    type Error = GridError;

    /// A grid from its rows, top to bottom; every row must have the first row's length.
    ///
    /// # Errors
    ///
    /// [`GridError::EmptyGrid`] for no rows or an empty first row, [`GridError::RaggedRow`] for a row
    /// of another length, [`GridError::TooLarge`] past [`Grid::MAX_CELLS`].
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, Pos, GridError};
    /// let grid = Grid::try_from(vec![vec![1, 2, 3], vec![4, 5, 6]])?;
    /// assert_eq!(grid[Pos::new(1, 0)], 4);
    /// assert_eq!(
    ///     Grid::try_from(vec![vec![1, 2], vec![3]]),
    ///     Err(GridError::RaggedRow { row: 1, expected: 2, found: 1 })
    /// );
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    fn try_from(rows: Vec<Vec<T>>) -> Result<Self, GridError> {
        let width = rows.first().map_or(0, Vec::len);
        if width == 0 {
            return Err(GridError::EmptyGrid);
        }
        let height = rows.len();
        if let Some((row, found)) = rows
            .iter()
            .map(Vec::len)
            .enumerate()
            .find(|&(_, len)| len != width)
        {
            return Err(GridError::RaggedRow {
                row,
                expected: width,
                found,
            });
        }
        let size = Size::try_from((height, width))?;
        Grid::from_vec(size, rows.into_iter().flatten().collect())
    }
}

impl<'a, T> IntoIterator for &'a Grid<T> {
    type Item = (Pos, &'a T);
    type IntoIter = Box<dyn Iterator<Item = (Pos, &'a T)> + 'a>;

    /// Every cell with its position, row by row: `for (pos, cell) in &grid`. The same as
    /// [`Grid::iter`].
    ///
    /// ```
    /// let grid = gridpath::Grid::parse("ab\n", Some)?;
    /// let cells: Vec<char> = (&grid).into_iter().map(|(_, &c)| c).collect();
    /// assert_eq!(cells, ['a', 'b']);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

impl<T> Index<Pos> for Grid<T> {
    type Output = T;

    /// # Panics
    ///
    /// Panics if `pos` is outside the grid; use [`Grid::get`] to get an `Option` instead.
    fn index(&self, pos: Pos) -> &T {
        match self.get(pos) {
            Some(cell) => cell,
            None => panic!("position {pos} is outside the grid of {}", self.size()),
        }
    }
}

impl<T> IndexMut<Pos> for Grid<T> {
    /// # Panics
    ///
    /// Panics if `pos` is outside the grid; use [`Grid::get_mut`] to get an `Option` instead.
    fn index_mut(&mut self, pos: Pos) -> &mut T {
        let size = self.size();
        match self.get_mut(pos) {
            Some(cell) => cell,
            None => panic!("position {pos} is outside the grid of {size}"),
        }
    }
}
