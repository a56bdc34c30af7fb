//! Reading grid problems from text: numbers, an `n m` header, rows of cells, and a tiny
//! harness for command-line programs that read standard input.
//!
//! Puzzle and contest inputs share one shape: some whitespace-separated numbers, then a grid
//! given as whitespace-free tokens, one row each. [`Input`] reads that shape token by token and
//! turns every way it can be wrong into an [`Error`] that says what and where: a missing number,
//! a number out of range, a short or ragged row, an unknown character, too few rows, leftover
//! tokens. Sizes are checked before anything is allocated, and a grid is only ever as large as
//! the rows actually present, so an absurd header costs nothing.
//!
//! [`run`] wraps a whole program: it reads standard input, calls your solver, and either prints
//! the answer or prints one `error:` line to standard error and exits with status 2 — never a
//! partial answer.
//!
//! # Examples
//!
//! ```
//! use gridpath::input::Input;
//! use gridpath::{Bfs, GridSpace, Moves};
//!
//! fn solve(text: &str) -> Result<String, gridpath::Error> {
//!     let mut input = Input::new(text);
//!     let size = input.size()?;
//!     let grid = input.grid(size, b".#SE")?;
//!     input.finish()?;
//!     let (start, exit) = (grid.find_unique(b'S')?, grid.find_unique(b'E')?);
//!     let space = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
//!     let mut bfs = Bfs::new();
//!     let steps = bfs.search(&space, [start], |p| p == exit).goal_distance();
//!     Ok(steps.map_or("-1".to_string(), |d| d.to_string()))
//! }
//!
//! assert_eq!(solve("2 3\nS.#\n#.E\n").unwrap(), "3");
//! assert_eq!(
//!     solve("2 3\nS.#\n#.E.\n").unwrap_err().to_string(),
//!     "row 1 has 4 cells, expected 3"
//! );
//! assert_eq!(
//!     solve("2 3\nS.#\n").unwrap_err().to_string(),
//!     "the grid has 1 rows, but the header says 2"
//! );
//! ```

use core::fmt::Display;
use core::str::FromStr;
use std::io::{Read, Write};
use std::process::ExitCode;

pub use crate::error::InputError;
use crate::error::{Error, GridError};

use crate::grid::{Grid, Pos, Size};

/// A reader over problem text: whitespace-separated tokens, with line numbers for errors.
///
/// # Examples
///
/// ```
/// use gridpath::input::InputError;
/// use gridpath::input::Input;
///
/// let mut input = Input::new("3 x\n");
/// assert_eq!(input.number::<u32>("the width"), Ok(3));
/// assert!(matches!(input.number::<u32>("the height"), Err(InputError::InvalidNumber { line: 1, .. })));
/// assert_eq!(input.token("a row"), Err(InputError::MissingInput { expected: "a row" }));
/// ```
#[derive(Debug, Clone)]
pub struct Input<'a> {
    rest: &'a str,
    /// Line of the start of `rest`, counted from 1.
    line: usize,
}

impl<'a> Input<'a> {
    /// A reader at the start of `text`.
    ///
    /// ```
    /// let input = gridpath::input::Input::new("  \n ");
    /// assert!(input.is_at_end());
    /// ```
    #[must_use]
    pub fn new(text: &'a str) -> Self {
        Input {
            rest: text,
            line: 1,
        }
    }

    /// Skips whitespace, counting lines.
    fn skip_space(&mut self) {
        let trimmed = self.rest.trim_start();
        let skipped = &self.rest[..self.rest.len() - trimmed.len()];
        self.line += skipped.bytes().filter(|&b| b == b'\n').count();
        self.rest = trimmed;
    }

    /// Whether only whitespace is left.
    ///
    /// ```
    /// let mut input = gridpath::input::Input::new("7\n");
    /// assert!(!input.is_at_end());
    /// input.token("a number")?;
    /// assert!(input.is_at_end());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_at_end(&self) -> bool {
        self.rest.trim_start().is_empty()
    }

    /// The next token and the line it is on, if any.
    fn next_token(&mut self) -> Option<(&'a str, usize)> {
        self.skip_space();
        if self.rest.is_empty() {
            return None;
        }
        let end = self
            .rest
            .find(char::is_whitespace)
            .unwrap_or(self.rest.len());
        let (token, rest) = self.rest.split_at(end);
        self.rest = rest;
        Some((token, self.line))
    }

    /// The rest of the input as lines, each with its line number (counted from 1): for
    /// inputs whose last part is one query per line. The first item is what is left of the
    /// current line (empty after a token that ends its line).
    ///
    /// ```
    /// let mut input = gridpath::input::Input::new("2\ntoggle 1 2\npath 0 0 1 1\n");
    /// assert_eq!(input.token("a count")?, "2");
    /// let lines: Vec<(usize, &str)> = input.lines().collect();
    /// assert_eq!(lines, [(1, ""), (2, "toggle 1 2"), (3, "path 0 0 1 1"), (4, "")]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn lines(self) -> impl Iterator<Item = (usize, &'a str)> {
        let first = self.line;
        self.rest
            .split('\n')
            .enumerate()
            .map(move |(i, line)| (first + i, line.strip_suffix('\r').unwrap_or(line)))
    }

    /// The next whitespace-free token. `expected` names it in the error.
    ///
    /// # Errors
    ///
    /// [`InputError::MissingInput`] when the input has ended.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut input = gridpath::input::Input::new(" ab\tcd ");
    /// assert_eq!(input.token("a word")?, "ab");
    /// assert_eq!(input.token("a word")?, "cd");
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn token(&mut self, expected: &'static str) -> Result<&'a str, InputError> {
        self.next_token()
            .map(|(token, _)| token)
            .ok_or(InputError::MissingInput { expected })
    }

    /// The next token read as a number of type `N` (any integer type, or anything else that
    /// implements [`FromStr`]). `what` names it in the error.
    ///
    /// # Errors
    ///
    /// [`InputError::MissingInput`] when the input has ended, [`InputError::InvalidNumber`] (with the
    /// token and its line) when the token does not parse as an `N` — including a negative or
    /// too large value for an unsigned type.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut input = gridpath::input::Input::new("12 -1");
    /// assert_eq!(input.number::<u8>("the seed")?, 12);
    /// assert_eq!(
    ///     input.number::<u8>("the count").unwrap_err().to_string(),
    ///     "line 1: the count must be a number in range, found \"-1\""
    /// );
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn number<N: FromStr>(&mut self, what: &'static str) -> Result<N, InputError> {
        let (token, line) = self
            .next_token()
            .ok_or(InputError::MissingInput { expected: what })?;
        token.parse().map_err(|_| InputError::InvalidNumber {
            what,
            range: "a number in range".to_string(),
            token: token.to_string(),
            line,
        })
    }

    /// The next token read as a number from `min` to `max`, both included.
    ///
    /// # Errors
    ///
    /// As [`Input::number`]; [`InputError::InvalidNumber`] also for a value outside the range.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut input = gridpath::input::Input::new("7 12");
    /// assert_eq!(input.number_in("the month", 1, 12)?, 7);
    /// assert_eq!(
    ///     input.number_in("the day", 1, 7).unwrap_err().to_string(),
    ///     "line 1: the day must be a number from 1 to 7, found \"12\""
    /// );
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn number_in<N: FromStr + PartialOrd + Display + Copy>(
        &mut self,
        what: &'static str,
        min: N,
        max: N,
    ) -> Result<N, InputError> {
        let (token, line) = self
            .next_token()
            .ok_or(InputError::MissingInput { expected: what })?;
        match token.parse::<N>() {
            Ok(n) if min <= n && n <= max => Ok(n),
            _ => Err(InputError::InvalidNumber {
                what,
                range: format!("a number from {min} to {max}"),
                token: token.to_string(),
                line,
            }),
        }
    }

    /// Reads a grid size given as `rows cols` (height first, as problem inputs write it).
    ///
    /// # Errors
    ///
    /// As [`Input::number`]; [`GridError::ZeroSize`] when a side is 0; [`GridError::TooLarge`] when
    /// `rows × cols` overflows or exceeds [`Grid::MAX_CELLS`].
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Error, GridError, Size};
    /// use gridpath::input::Input;
    /// assert_eq!(Input::new("3 4").size(), Ok(Size::new(3, 4)));
    /// assert!(matches!(Input::new("0 4").size(), Err(Error::Grid(GridError::ZeroSize { .. }))));
    /// assert!(matches!(
    ///     Input::new("4000000000 4000000000").size(),
    ///     Err(Error::Grid(GridError::TooLarge { .. }))
    /// ));
    /// ```
    pub fn size(&mut self) -> Result<Size, Error> {
        let rows: usize = self.number("the number of rows")?;
        let cols: usize = self.number("the number of columns")?;
        let size = Size::try_from((rows, cols))?;
        Grid::<u8>::checked_len(size)?;
        Ok(size)
    }

    /// Reads a position given as `row col`, both counted from 1, and returns it counted from 0
    /// as a [`Pos`]. Whether it lies inside a grid is for [`Grid::check`] to say.
    ///
    /// # Errors
    ///
    /// As [`Input::number`]; [`InputError::InvalidNumber`] also for 0, or for a value above
    /// `u32::MAX`.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::Pos;
    /// use gridpath::input::Input;
    /// let mut input = Input::new("1 3\n0 2");
    /// assert_eq!(input.position_from_one("the start")?, Pos::new(0, 2));
    /// assert!(input.position_from_one("the goal").is_err());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn position_from_one(&mut self, what: &'static str) -> Result<Pos, InputError> {
        let mut coordinate = || {
            let (token, line) = self
                .next_token()
                .ok_or(InputError::MissingInput { expected: what })?;
            token
                .parse::<u32>()
                .ok()
                .and_then(|n| n.checked_sub(1))
                .ok_or_else(|| InputError::InvalidNumber {
                    what,
                    range: "a row or column counted from 1".to_string(),
                    token: token.to_string(),
                    line,
                })
        };
        let row = coordinate()?;
        let col = coordinate()?;
        Ok(Pos::new(row, col))
    }

    /// Reads `rows` tokens of `cols` characters each as a grid, turning each character into a
    /// cell with `cell` (which returns `None` to reject it).
    ///
    /// The grid is built row by row as the rows are read, so a header announcing more rows than
    /// the input holds fails with [`InputError::MissingRows`] having allocated only what was there.
    ///
    /// # Errors
    ///
    /// [`GridError::ZeroSize`] / [`GridError::TooLarge`] as for [`Input::size`];
    /// [`InputError::MissingRows`] when the input ends early; [`GridError::RaggedRow`] for a row of the
    /// wrong length; [`GridError::UnexpectedChar`] with the row, column (from 0) and character
    /// that `cell` rejected.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Error, GridError, Size};
    /// use gridpath::input::Input;
    /// let walls = |c: char| match c {
    ///     '.' => Some(false),
    ///     '#' => Some(true),
    ///     _ => None,
    /// };
    /// let grid = Input::new(".# #.").grid_with(Size::new(2, 2), walls)?;
    /// assert_eq!(grid.cells(), &[false, true, true, false]);
    /// assert_eq!(
    ///     Input::new(".# #x").grid_with(Size::new(2, 2), walls),
    ///     Err(Error::Grid(GridError::UnexpectedChar { row: 1, col: 1, ch: 'x' }))
    /// );
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn grid_with<T>(
        &mut self,
        size: Size,
        mut cell: impl FnMut(char) -> Option<T>,
    ) -> Result<Grid<T>, Error> {
        let len = Grid::<T>::checked_len(size)?;
        let (rows, cols) = (size.rows as usize, size.cols as usize);
        let mut cells = Vec::new();
        for row in 0..rows {
            let Some((token, _)) = self.next_token() else {
                return Err(InputError::MissingRows {
                    expected: rows,
                    found: row,
                }
                .into());
            };
            if row == 0 {
                // The first row is present, so the rest is likely to be too; reserve at most
                // what the remaining text could hold.
                cells
                    .try_reserve_exact(len.min(token.len() + self.rest.len()))
                    .map_err(|_| GridError::OutOfMemory {
                        rows,
                        cols,
                        bytes: len.saturating_mul(size_of::<T>()),
                    })?;
            }
            push_row(&mut cells, token, row, cols, &mut cell)?;
        }
        Ok(Grid::from_vec(size, cells)?)
    }

    /// [`Input::grid_with`] for ASCII grids: keeps the bytes listed in `allowed` and rejects
    /// every other character.
    ///
    /// # Errors
    ///
    /// As [`Input::grid_with`].
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, Pos};
    /// use gridpath::input::Input;
    /// let mut input = Input::new("2 3\nS.#\n..E\n");
    /// let size = input.size()?;
    /// let grid: Grid<u8> = input.grid(size, b".#SE")?;
    /// assert_eq!(grid[Pos::new(1, 2)], b'E');
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn grid(&mut self, size: Size, allowed: &[u8]) -> Result<Grid<u8>, Error> {
        self.grid_with(size, ascii_in(allowed))
    }

    /// Reads every remaining token as a grid row, for inputs with no size header. All rows
    /// must have the first row's length.
    ///
    /// # Errors
    ///
    /// [`GridError::EmptyGrid`] when no token is left; otherwise as [`Input::grid_with`]
    /// (a row of another length is [`GridError::RaggedRow`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::input::Input;
    /// let grid = Input::new("0x1\n000\n").grid_to_end(b"01x")?;
    /// assert_eq!((grid.height(), grid.width()), (2, 3));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn grid_to_end(&mut self, allowed: &[u8]) -> Result<Grid<u8>, Error> {
        let mut cell = ascii_in(allowed);
        let mut cells = Vec::new();
        let mut cols = 0;
        let mut rows = 0;
        while let Some((token, _)) = self.next_token() {
            if rows == 0 {
                cols = token.chars().count();
            }
            push_row(&mut cells, token, rows, cols, &mut cell)?;
            rows += 1;
        }
        if rows == 0 {
            return Err(GridError::EmptyGrid.into());
        }
        Ok(Grid::from_vec(Size::try_from((rows, cols))?, cells)?)
    }

    /// Checks that nothing but whitespace is left.
    ///
    /// # Errors
    ///
    /// [`InputError::TrailingInput`] with the first extra token and its line.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::input::InputError;
    /// use gridpath::input::Input;
    /// let mut input = Input::new("1 2\n3\n");
    /// input.size()?;
    /// assert_eq!(input.finish(), Err(InputError::TrailingInput { token: "3".into(), line: 2 }));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn finish(mut self) -> Result<(), InputError> {
        match self.next_token() {
            None => Ok(()),
            Some((token, line)) => Err(InputError::TrailingInput {
                token: token.to_string(),
                line,
            }),
        }
    }
}

/// Reads a whole problem of the most common shape: `rows cols`, then the rows of an ASCII grid
/// over the bytes in `allowed`, and nothing after. Shorthand for [`Input::size`],
/// [`Input::grid`] and [`Input::finish`].
///
/// # Errors
///
/// As those three.
///
/// # Examples
///
/// ```
/// use gridpath::input::sized_grid;
/// let grid = sized_grid("2 2\nS.\n.E\n", b".#SE")?;
/// assert_eq!(grid.find_unique(b'E')?, gridpath::Pos::new(1, 1));
/// assert!(sized_grid("2 2\nS.\n.E\nextra", b".#SE").is_err());
/// # Ok::<(), gridpath::Error>(())
/// ```
pub fn sized_grid(text: &str, allowed: &[u8]) -> Result<Grid<u8>, Error> {
    let mut input = Input::new(text);
    let size = input.size()?;
    let grid = input.grid(size, allowed)?;
    input.finish()?;
    Ok(grid)
}

/// The answer convention of many grid problems: the value, or `-1` when there is none.
///
/// ```
/// use gridpath::input::or_minus_one;
/// assert_eq!(or_minus_one(Some(7)), "7");
/// assert_eq!(or_minus_one(None::<u32>), "-1");
/// ```
#[must_use]
pub fn or_minus_one(answer: Option<impl Display>) -> String {
    answer.map_or_else(|| "-1".to_string(), |value| value.to_string())
}

/// A cell mapping that keeps the ASCII bytes in `allowed`.
fn ascii_in(allowed: &[u8]) -> impl FnMut(char) -> Option<u8> + '_ {
    move |ch| u8::try_from(ch).ok().filter(|b| allowed.contains(b))
}

/// Appends one row's cells, checking its characters and its length.
fn push_row<T>(
    cells: &mut Vec<T>,
    token: &str,
    row: usize,
    cols: usize,
    cell: &mut impl FnMut(char) -> Option<T>,
) -> Result<(), GridError> {
    let mut found = 0;
    for (col, ch) in token.chars().enumerate() {
        if col >= cols {
            found = token.chars().count();
            break;
        }
        cells.push(cell(ch).ok_or(GridError::UnexpectedChar { row, col, ch })?);
        found = col + 1;
    }
    if found == cols {
        Ok(())
    } else {
        Err(GridError::RaggedRow {
            row,
            expected: cols,
            found,
        })
    }
}

/// Reads all of standard input as text.
///
/// # Errors
///
/// [`Error::Io`] when reading fails, [`InputError::NotText`] when the bytes are not UTF-8.
///
/// # Examples
///
/// ```no_run
/// let text = gridpath::input::read_stdin()?;
/// println!("{} lines", text.lines().count());
/// # Ok::<(), gridpath::Error>(())
/// ```
pub fn read_stdin() -> Result<String, Error> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| Error::Io {
            path: "standard input".to_string(),
            message: e.to_string(),
        })?;
    String::from_utf8(bytes).map_err(|e| {
        InputError::NotText {
            offset: e.utf8_error().valid_up_to(),
        }
        .into()
    })
}

/// Runs a command-line problem solver: reads standard input, calls `solve` on it, and prints
/// the answer (a final newline is added if missing) — or, if reading or solving fails, prints
/// one line `error: …` to standard error, nothing to standard output, and returns exit status
/// 2.
///
/// The answer is printed in one write after `solve` has returned, so a failure never leaves a
/// partial answer behind.
///
/// # Examples
///
/// ```no_run
/// use std::process::ExitCode;
/// use gridpath::input::{Input, run};
///
/// fn solve(text: &str) -> Result<String, gridpath::Error> {
///     let mut input = Input::new(text);
///     let size = input.size()?;
///     let grid = input.grid(size, b".#")?;
///     input.finish()?;
///     Ok(grid.cells().iter().filter(|&&c| c == b'.').count().to_string())
/// }
///
/// fn main() -> ExitCode {
///     run(solve)
/// }
/// ```
pub fn run<E: Display>(solve: impl FnOnce(&str) -> Result<String, E>) -> ExitCode {
    let answer = match read_stdin() {
        Ok(text) => solve(&text).map_err(|e| e.to_string()),
        Err(e) => Err(e.to_string()),
    };
    match answer {
        Ok(mut answer) => {
            if !answer.ends_with('\n') {
                answer.push('\n');
            }
            let mut out = std::io::stdout().lock();
            match out.write_all(answer.as_bytes()).and_then(|()| out.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                // A closed pipe or full disk: nothing more useful to do than say so.
                Err(e) => {
                    eprintln!("error: cannot write the answer: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
