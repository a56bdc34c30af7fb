//! Grid text: one line per row, one character per cell.

use core::fmt;

use crate::error::GridError;
use crate::grid::{Grid, Pos, Size};

impl<T> Grid<T> {
    /// Parses a grid from text: one line per row, one `char` per cell, each character turned
    /// into a cell by `cell`, which returns `None` to reject it.
    ///
    /// Lines end with `\n` or `\r\n`; a final line ending is optional. Every row must have the
    /// same number of characters.
    ///
    /// # Errors
    ///
    /// [`GridError::EmptyGrid`] for text with no rows, [`GridError::RaggedRow`] when a row's length
    /// differs from the first row's (an empty line in the middle counts as a row of length 0),
    /// [`GridError::UnexpectedChar`] with the row, column and character that `cell` rejected, and
    /// [`GridError::TooLarge`] for a grid with more than [`Grid::MAX_CELLS`] cells.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, Pos, GridError};
    ///
    /// let walls = |c: char| match c {
    ///     '.' => Some(false),
    ///     '#' => Some(true),
    ///     _ => None,
    /// };
    /// let grid = Grid::parse(".#\r\n..\r\n", walls)?;
    /// assert!(grid[Pos::new(0, 1)]);
    /// assert_eq!(
    ///     Grid::parse("..\n.x\n", walls),
    ///     Err(GridError::UnexpectedChar { row: 1, col: 1, ch: 'x' })
    /// );
    /// assert_eq!(Grid::parse("", walls), Err(GridError::EmptyGrid));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn parse(text: &str, mut cell: impl FnMut(char) -> Option<T>) -> Result<Self, GridError> {
        let body = text.strip_suffix('\n').unwrap_or(text);
        if body.is_empty() {
            return Err(GridError::EmptyGrid);
        }
        let mut cells = Vec::new();
        let mut width = 0;
        let mut height = 0;
        for (row, line) in body.split('\n').enumerate() {
            let line = line.strip_suffix('\r').unwrap_or(line);
            let before = cells.len();
            for (col, ch) in line.chars().enumerate() {
                cells.push(cell(ch).ok_or(GridError::UnexpectedChar { row, col, ch })?);
            }
            let found = cells.len() - before;
            if row == 0 {
                width = found;
                if width == 0 {
                    return Err(GridError::EmptyGrid);
                }
            } else if found != width {
                return Err(GridError::RaggedRow {
                    row,
                    expected: width,
                    found,
                });
            }
            height = row + 1;
        }
        Grid::from_vec(Size::try_from((height, width))?, cells)
    }

    /// Prints the grid as text, one line per row, each ending with `\n`, each cell turned into
    /// a character by `cell`. The inverse of [`Grid::parse`].
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, Size};
    /// let grid = Grid::from_vec(Size::new(2, 2), vec![true, false, false, true])?;
    /// assert_eq!(grid.to_text(|&wall| if wall { '#' } else { '.' }), "#.\n.#\n");
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn to_text(&self, mut cell: impl FnMut(&T) -> char) -> String {
        let mut out = String::with_capacity(self.len() + self.height() as usize);
        for row in self.rows() {
            out.extend(row.iter().map(&mut cell));
            out.push('\n');
        }
        out
    }

    /// Like [`Grid::to_text`], but the closure also sees each cell's position — handy for
    /// drawing a path or marking a few cells over the grid.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, Pos};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let text = grid.to_text_with(|p, &c| if p == Pos::new(0, 1) { '*' } else { c });
    /// assert_eq!(text, ".*.\n");
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn to_text_with(&self, mut cell: impl FnMut(Pos, &T) -> char) -> String {
        let mut out = String::with_capacity(self.len() + self.height() as usize);
        for (pos, c) in self.iter() {
            out.push(cell(pos, c));
            if pos.col + 1 == self.width() {
                out.push('\n');
            }
        }
        out
    }
}

impl fmt::Display for Grid<char> {
    /// The grid's characters, one line per row.
    ///
    /// ```
    /// let grid = gridpath::Grid::parse("ab\ncd", Some)?;
    /// assert_eq!(grid.to_string(), "ab\ncd\n");
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text(|&c| c))
    }
}

impl Grid<u8> {
    /// Parses ASCII grid text into a grid of bytes, accepting only the bytes in `allowed`.
    ///
    /// # Errors
    ///
    /// As [`Grid::parse`]; a character outside `allowed` (including any non-ASCII one) is
    /// [`GridError::UnexpectedChar`].
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, Pos};
    /// let grid = Grid::parse_bytes("S.#\n", b".#SE")?;
    /// assert_eq!(grid[Pos::new(0, 0)], b'S');
    /// assert!(Grid::parse_bytes("S.x\n", b".#SE").is_err());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn parse_bytes(text: &str, allowed: &[u8]) -> Result<Self, GridError> {
        Grid::parse(text, |ch| {
            u8::try_from(ch).ok().filter(|b| allowed.contains(b))
        })
    }
}
