//! Mazes: [`Maze`] (rooms and the passages between them), generators, and the randomness seam.
//!
//! A maze of `R × C` *rooms* records which neighbouring rooms are joined by a passage. It is a
//! separate thing from its picture: [`Maze::to_grid`] lays it out as a `(2R+1) × (2C+1)` cell
//! grid with rooms at odd coordinates, ready for any engine, and [`Maze::from_grid`] reads one
//! back.
//!
//! Every generator takes its randomness through [`RandomSource`]; the crate ships [`MinStd`].
//! The same generator with the same seed gives the same maze on every platform.
//!
//! # Examples
//!
//! ```
//! use gridpath::maze::{dfs, MinStd};
//! use gridpath::{Bfs, GridSpace, Moves, Pos, Size};
//!
//! let maze = dfs::generate(Size::new(2, 3), &mut MinStd::new(1))?;
//! assert!(maze.is_perfect());
//! let cells = maze.to_grid();
//! assert_eq!(
//!     cells.to_text(|&open| if open { '.' } else { '#' }),
//!     "#######\n#.#...#\n#.#.#.#\n#...#.#\n#######\n"
//! );
//!
//! let space = GridSpace::new(&cells, Moves::four(), |&open| open);
//! let mut bfs = Bfs::new();
//! let found = bfs.search(&space, [Pos::new(1, 1)], |p| p == Pos::new(3, 5));
//! assert_eq!(found.goal_distance(), Some(10));
//! # Ok::<(), gridpath::Error>(())
//! ```

pub mod aldous_broder;
mod algorithm;
pub mod binary_tree;
mod braid;
pub mod dfs;
pub mod division;
pub mod eller;
pub mod growing_tree;
pub mod hunt_and_kill;
pub mod kruskal;
pub mod prim;
pub(crate) mod random;
pub mod sidewinder;
mod walk;
pub mod wilson;

pub use algorithm::Algorithm;
pub use braid::braid;
pub use random::{MinStd, RandomSource};

pub(crate) use crate::bits::Bits;

pub use crate::error::MazeError;
use crate::grid::{Dir, Grid, Pos, Size, coord};
use crate::space::{DenseNumbering, Numbering, StateSpace};

/// One step of a maze generator, reported in order to the observer of
/// [`Algorithm::generate_observed`]: replaying the steps on the starting maze (every wall
/// standing, or for [`division`] every passage open) rebuilds the maze generated.
///
/// ```
/// use gridpath::Size;
/// use gridpath::maze::{Algorithm, Carve, Maze, MinStd};
/// let size = Size::new(4, 6);
/// let mut steps = Vec::new();
/// let maze = Algorithm::Wilson.generate_observed(size, &mut MinStd::new(3), |step| steps.push(step))?;
/// let mut replayed = Maze::new(size)?;
/// for step in &steps {
///     if let Carve::Opened { room, dir } = *step {
///         replayed.open(room, dir);
///     }
/// }
/// assert_eq!(replayed, maze);
/// // Wilson's algorithm walks: it enters rooms without carving.
/// assert!(steps.iter().any(|s| matches!(s, Carve::Entered { .. })));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Carve {
    /// The passage from `room` towards `dir` was opened.
    Opened {
        /// The room.
        room: Pos,
        /// The side opened.
        dir: Dir,
    },
    /// The passage from `room` towards `dir` was closed: a wall put up ([`division`]).
    Closed {
        /// The room.
        room: Pos,
        /// The side closed.
        dir: Dir,
    },
    /// A random walk entered `room` ([`wilson`] and [`aldous_broder`]), whether or not it
    /// carves there.
    Entered {
        /// The room.
        room: Pos,
    },
}

/// A maze being generated, with where its steps go: what every generator writes through, so
/// that each step is reported in one place.
pub(crate) struct Carving<'l, L> {
    maze: Maze,
    log: &'l mut L,
}

impl<'l, L: FnMut(Carve)> Carving<'l, L> {
    pub(crate) fn new(maze: Maze, log: &'l mut L) -> Self {
        Carving { maze, log }
    }

    /// Opens the passage from `room` towards `dir`, and reports it if it was closed.
    pub(crate) fn open(&mut self, room: Pos, dir: Dir) -> bool {
        let opened = self.maze.open(room, dir);
        if opened {
            (self.log)(Carve::Opened { room, dir });
        }
        opened
    }

    /// [`Carving::open`] for room number `room`.
    pub(crate) fn open_index(&mut self, room: usize, dir: Dir) {
        self.maze.open_index(room, dir);
        // `checked_*`: no panic path, so a log that ignores the room (`generate`'s) leaves no
        // division behind; `cols` is never 0 (`Maze::new`).
        let cols = self.maze.cols;
        let (row, col) = (room.checked_div(cols), room.checked_rem(cols));
        let room = Pos::new(coord(row.unwrap_or(0)), coord(col.unwrap_or(0)));
        (self.log)(Carve::Opened { room, dir });
    }

    /// Closes the passage from `room` towards `dir`, and reports it if it was open.
    pub(crate) fn close(&mut self, room: Pos, dir: Dir) -> bool {
        let closed = self.maze.close(room, dir);
        if closed {
            (self.log)(Carve::Closed { room, dir });
        }
        closed
    }

    /// Reports that a walk entered `room`.
    pub(crate) fn enter(&mut self, room: Pos) {
        (self.log)(Carve::Entered { room });
    }

    pub(crate) fn finish(self) -> Maze {
        self.maze
    }
}

impl<L> core::ops::Deref for Carving<'_, L> {
    type Target = Maze;
    fn deref(&self) -> &Maze {
        &self.maze
    }
}

/// A maze: `rows × cols` rooms and the passages between neighbouring rooms.
///
/// Rooms are addressed by [`Pos`] (row, column of the room, not of its cell in the picture);
/// passages by a room and a straight [`Dir`]. A new maze has no passages; generators open them.
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, Pos, Size};
/// use gridpath::maze::Maze;
///
/// let mut maze = Maze::new(Size::new(2, 2))?;
/// assert!(maze.open(Pos::new(0, 0), Dir::Right));
/// assert!(maze.open(Pos::new(0, 1), Dir::Down));
/// assert!(!maze.open(Pos::new(0, 0), Dir::Up)); // no room there
/// assert!(maze.is_open(Pos::new(0, 1), Dir::Left));
/// assert_eq!(maze.passages(), 2);
/// assert_eq!(maze.neighbours(Pos::new(0, 1)).collect::<Vec<_>>(), [Pos::new(1, 1), Pos::new(0, 0)]);
/// assert!(!maze.is_perfect()); // room (1, 0) is cut off
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "MazeParts", try_from = "MazeParts"))]
pub struct Maze {
    rows: usize,
    cols: usize,
    /// Bit `r × cols + c`: a passage from room (r, c) to (r, c + 1).
    right: Bits,
    /// Bit `r × cols + c`: a passage from room (r, c) to (r + 1, c).
    down: Bits,
}

/// The serialized form of a [`Maze`]: its size and its cell grid as text (`#` wall, `.` open,
/// one line per row), checked by [`Maze::from_grid`] when read back.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct MazeParts {
    rows: usize,
    cols: usize,
    cells: String,
}

#[cfg(feature = "serde")]
impl From<Maze> for MazeParts {
    fn from(maze: Maze) -> Self {
        MazeParts {
            rows: maze.rows,
            cols: maze.cols,
            cells: maze.to_grid().to_text(|&open| if open { '.' } else { '#' }),
        }
    }
}

#[cfg(feature = "serde")]
impl TryFrom<MazeParts> for Maze {
    type Error = crate::error::Error;
    fn try_from(parts: MazeParts) -> Result<Self, crate::error::Error> {
        let cells = Grid::parse(&parts.cells, |c| match c {
            '.' => Some(true),
            '#' => Some(false),
            _ => None,
        })?;
        let maze = Maze::from_grid(&cells)?;
        if (maze.rows, maze.cols) == (parts.rows, parts.cols) {
            Ok(maze)
        } else {
            Err(MazeError::MazeSize {
                rows: parts.rows,
                cols: parts.cols,
                max: Grid::<()>::MAX_CELLS,
            }
            .into())
        }
    }
}

impl Maze {
    /// A maze of `size` rooms (rows, then columns) with no passages.
    ///
    /// # Errors
    ///
    /// [`MazeError::MazeSize`] when a side is 0 or the maze's cell grid, `(2·rows+1) × (2·cols+1)`,
    /// would have more than [`Grid::MAX_CELLS`] cells.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::Size;
    /// use gridpath::maze::Maze;
    /// assert_eq!(Maze::new(Size::new(3, 4))?.rooms(), 12);
    /// assert!(Maze::new(Size::new(0, 4)).is_err());
    /// assert!(Maze::new(Size::new(1 << 20, 1 << 20)).is_err());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn new(size: Size) -> Result<Self, MazeError> {
        let (rows, cols) = (size.rows as usize, size.cols as usize);
        let max = Grid::<()>::MAX_CELLS;
        let cells = (2 * u64::from(size.rows) + 1) * (2 * u64::from(size.cols) + 1);
        if rows == 0 || cols == 0 || cells > max as u64 {
            return Err(MazeError::MazeSize { rows, cols, max });
        }
        let rooms = rows * cols;
        Ok(Maze {
            rows,
            cols,
            right: Bits::new(rooms),
            down: Bits::new(rooms),
        })
    }

    /// The size in rooms: rows, then columns.
    ///
    /// ```
    /// use gridpath::{Size, maze::Maze};
    /// assert_eq!(Maze::new(Size::new(3, 4))?.size(), Size::new(3, 4));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn size(&self) -> Size {
        Size::new(coord(self.rows), coord(self.cols))
    }

    /// Width: the number of columns of rooms.
    ///
    /// ```
    /// use gridpath::{Size, maze::Maze};
    /// assert_eq!(Maze::new(Size::new(3, 4))?.width(), 4);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn width(&self) -> u32 {
        coord(self.cols)
    }

    /// Height: the number of rows of rooms.
    ///
    /// ```
    /// use gridpath::{Size, maze::Maze};
    /// assert_eq!(Maze::new(Size::new(3, 4))?.height(), 3);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn height(&self) -> u32 {
        coord(self.rows)
    }

    /// The number of rooms, `rows × cols`.
    ///
    /// ```
    /// assert_eq!(gridpath::maze::Maze::new(gridpath::Size::new(3, 4))?.rooms(), 12);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn rooms(&self) -> usize {
        self.rows * self.cols
    }

    /// Whether `room` is a room of this maze.
    ///
    /// ```
    /// use gridpath::{Pos, Size, maze::Maze};
    /// let maze = Maze::new(Size::new(2, 2))?;
    /// assert!(maze.contains(Pos::new(1, 1)) && !maze.contains(Pos::new(2, 0)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn contains(&self, room: Pos) -> bool {
        (room.row as usize) < self.rows && (room.col as usize) < self.cols
    }

    /// The room one step from `room` in the straight direction `dir`, if it is in the maze.
    ///
    /// ```
    /// use gridpath::{Dir, Pos, Size, maze::Maze};
    /// let maze = Maze::new(Size::new(2, 2))?;
    /// assert_eq!(maze.neighbour(Pos::new(0, 0), Dir::Down), Some(Pos::new(1, 0)));
    /// assert_eq!(maze.neighbour(Pos::new(0, 0), Dir::Left), None);
    /// assert_eq!(maze.neighbour(Pos::new(0, 0), Dir::DownRight), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn neighbour(&self, room: Pos, dir: Dir) -> Option<Pos> {
        if dir.is_diagonal() || !self.contains(room) {
            return None;
        }
        room.step(dir).filter(|&next| self.contains(next))
    }

    /// The bit and bit set holding the passage from `room` towards `dir`.
    fn slot(&self, room: Pos, dir: Dir) -> Option<(usize, bool)> {
        let next = self.neighbour(room, dir)?;
        let (from, is_right) = match dir {
            Dir::Right => (room, true),
            Dir::Left => (next, true),
            Dir::Down => (room, false),
            _ => (next, false),
        };
        Some((from.row as usize * self.cols + from.col as usize, is_right))
    }

    /// Whether a passage leads from `room` towards `dir`.
    ///
    /// ```
    /// use gridpath::{Dir, Pos, Size, maze::Maze};
    /// let mut maze = Maze::new(Size::new(1, 2))?;
    /// maze.open(Pos::new(0, 1), Dir::Left);
    /// assert!(maze.is_open(Pos::new(0, 0), Dir::Right));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_open(&self, room: Pos, dir: Dir) -> bool {
        self.slot(room, dir).is_some_and(|(bit, is_right)| {
            if is_right {
                self.right.get(bit)
            } else {
                self.down.get(bit)
            }
        })
    }

    /// Opens the passage from `room` towards `dir`; returns `false` (and changes nothing) if
    /// there is no room there.
    ///
    /// ```
    /// use gridpath::{Dir, Pos, Size, maze::Maze};
    /// let mut maze = Maze::new(Size::new(1, 2))?;
    /// assert!(maze.open(Pos::new(0, 0), Dir::Right));
    /// assert!(!maze.open(Pos::new(0, 0), Dir::Down));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn open(&mut self, room: Pos, dir: Dir) -> bool {
        self.set(room, dir, true)
    }

    /// Closes the passage from `room` towards `dir`; returns `false` if there is no room there.
    ///
    /// ```
    /// use gridpath::{Dir, Pos, Size, maze::Maze};
    /// let mut maze = Maze::new(Size::new(1, 2))?;
    /// maze.open(Pos::new(0, 0), Dir::Right);
    /// maze.close(Pos::new(0, 1), Dir::Left);
    /// assert_eq!(maze.passages(), 0);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn close(&mut self, room: Pos, dir: Dir) -> bool {
        self.set(room, dir, false)
    }

    /// Opens the passage from room number `room` (`row × cols + col`) towards `dir`, for
    /// generators that work with room numbers. The neighbour must exist (callers check);
    /// otherwise nothing or the wrong passage may change, but nothing panics.
    ///
    /// Without a branch on the direction: the generators pick it at random, so a jump on it
    /// is mispredicted about every other time (measured: it was a quarter of
    /// [`dfs::generate`]'s time).
    #[inline]
    pub(crate) fn open_index(&mut self, room: usize, dir: Dir) {
        // Up, Right, Down, Left: the passage's bit is the room's, or its neighbour's above or
        // to the left; Right and Left are in `right`, Up and Down in `down`.
        if dir.index() >= 4 {
            return;
        }
        let back = usize::from(dir == Dir::Up) * self.cols + usize::from(dir == Dir::Left);
        let horizontal = usize::from(matches!(dir, Dir::Right | Dir::Left));
        let bits = [&mut self.down, &mut self.right];
        bits[horizontal].set(room.wrapping_sub(back), true);
    }

    fn set(&mut self, room: Pos, dir: Dir, open: bool) -> bool {
        match self.slot(room, dir) {
            Some((bit, true)) => self.right.set(bit, open),
            Some((bit, false)) => self.down.set(bit, open),
            None => return false,
        }
        true
    }

    /// The rooms reachable from `room` through one passage, in the order U R D L.
    ///
    /// ```
    /// use gridpath::{Dir, Pos, Size, maze::Maze};
    /// let mut maze = Maze::new(Size::new(2, 2))?;
    /// maze.open(Pos::new(1, 1), Dir::Up);
    /// assert_eq!(maze.neighbours(Pos::new(1, 1)).collect::<Vec<_>>(), [Pos::new(0, 1)]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn neighbours(&self, room: Pos) -> impl Iterator<Item = Pos> + '_ {
        Dir::STRAIGHT
            .into_iter()
            .filter(move |&dir| self.is_open(room, dir))
            .filter_map(move |dir| room.step(dir))
    }

    /// The number of passages out of `room`.
    ///
    /// ```
    /// use gridpath::{Pos, Size, maze::Maze};
    /// assert_eq!(Maze::new(Size::new(2, 2))?.degree(Pos::new(0, 0)), 0);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn degree(&self, room: Pos) -> usize {
        self.neighbours(room).count()
    }

    /// Every room, row by row.
    ///
    /// ```
    /// assert_eq!(gridpath::maze::Maze::new(gridpath::Size::new(2, 3))?.all_rooms().count(), 6);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn all_rooms(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.rows).flat_map(move |r| {
            (0..self.cols).map(move |c| Pos::new(crate::grid::coord(r), crate::grid::coord(c)))
        })
    }

    /// The dead ends: rooms with exactly one passage.
    ///
    /// ```
    /// use gridpath::{Dir, Pos, Size, maze::Maze};
    /// let mut maze = Maze::new(Size::new(1, 3))?;
    /// maze.open(Pos::new(0, 0), Dir::Right);
    /// maze.open(Pos::new(0, 1), Dir::Right);
    /// assert_eq!(maze.dead_ends().collect::<Vec<_>>(), [Pos::new(0, 0), Pos::new(0, 2)]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn dead_ends(&self) -> impl Iterator<Item = Pos> + '_ {
        self.all_rooms().filter(|&room| self.degree(room) == 1)
    }

    /// The number of passages.
    ///
    /// ```
    /// assert_eq!(gridpath::maze::Maze::new(gridpath::Size::new(4, 4))?.passages(), 0);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn passages(&self) -> usize {
        self.right.count() + self.down.count()
    }

    /// Whether the maze is *perfect*: every room reachable from every other, and no loops —
    /// exactly `rooms − 1` passages joining them all.
    ///
    /// ```
    /// use gridpath::Size;
    /// use gridpath::maze::{dfs, MinStd};
    /// assert!(dfs::generate(Size::new(20, 30), &mut MinStd::new(7))?.is_perfect());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_perfect(&self) -> bool {
        if self.passages() + 1 != self.rooms() {
            return false;
        }
        let mut seen = Bits::new(self.rooms());
        let mut stack = vec![Pos::new(0, 0)];
        seen.set(0, true);
        let mut reached = 1;
        while let Some(room) = stack.pop() {
            for next in self.neighbours(room) {
                let bit = next.row as usize * self.cols + next.col as usize;
                if !seen.get(bit) {
                    seen.set(bit, true);
                    reached += 1;
                    stack.push(next);
                }
            }
        }
        reached == self.rooms()
    }

    /// The maze as a `(2·rows+1) × (2·cols+1)` cell grid, `true` for open cells: room `(a, b)`
    /// is cell `(2a+1, 2b+1)`, a passage opens the wall cell between its two rooms, and every
    /// other cell is a wall.
    ///
    /// ```
    /// use gridpath::{Dir, Pos, Size, maze::Maze};
    /// let mut maze = Maze::new(Size::new(1, 2))?;
    /// maze.open(Pos::new(0, 0), Dir::Right);
    /// let text = maze.to_grid().to_text(|&open| if open { '.' } else { '#' });
    /// assert_eq!(text, "#####\n#...#\n#####\n");
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn to_grid(&self) -> Grid<bool> {
        let (height, width) = (2 * self.rows + 1, 2 * self.cols + 1);
        let mut cells = vec![false; width * height];
        for room in self.all_rooms() {
            let (r, c) = (2 * room.row as usize + 1, 2 * room.col as usize + 1);
            cells[r * width + c] = true;
            if self.is_open(room, Dir::Right) {
                cells[r * width + c + 1] = true;
            }
            if self.is_open(room, Dir::Down) {
                cells[(r + 1) * width + c] = true;
            }
        }
        // `Maze::new` checked that this size fits a grid.
        Grid::from_checked_parts(width, height, cells)
    }

    /// Reads a maze back from its cell grid (`true` = open), the inverse of [`Maze::to_grid`].
    ///
    /// # Errors
    ///
    /// [`MazeError::NotAMaze`] naming the first cell that does not fit the shape: even or too-small
    /// sides, an open cell on the border or at an even–even corner, a closed room cell.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid};
    /// use gridpath::maze::MazeError;
    /// use gridpath::maze::Maze;
    /// let cells = Grid::parse("#####\n#...#\n#####\n", |c| Some(c == '.'))?;
    /// let maze = Maze::from_grid(&cells)?;
    /// assert_eq!((maze.height(), maze.width(), maze.passages()), (1, 2, 1));
    ///
    /// let bad = Grid::parse("#####\n#.#.#\n#.###\n", |c| Some(c == '.'))?;
    /// assert!(matches!(Maze::from_grid(&bad), Err(MazeError::NotAMaze { row: 2, col: 1, .. })));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn from_grid(grid: &Grid<bool>) -> Result<Self, MazeError> {
        let (width, height) = (grid.width() as usize, grid.height() as usize);
        let not = |row, col, reason| MazeError::NotAMaze { row, col, reason };
        if width < 3 || height < 3 || width % 2 == 0 || height % 2 == 0 {
            return Err(not(0, 0, "the sides must be odd and at least 3"));
        }
        let mut maze = Maze::new(Size::new(grid.height() / 2, grid.width() / 2))?;
        for (pos, &open) in grid.iter() {
            let (row, col) = (pos.row as usize, pos.col as usize);
            let on_border = row == 0 || col == 0 || row + 1 == height || col + 1 == width;
            match (row % 2, col % 2) {
                _ if on_border && open => return Err(not(row, col, "the border must be walls")),
                (1, 1) if !open => return Err(not(row, col, "a room cell must be open")),
                (0, 0) if open => return Err(not(row, col, "a corner cell must be a wall")),
                (1, 0) if open => {
                    maze.open(Pos::new(pos.row / 2, pos.col / 2), Dir::Left);
                }
                (0, 1) if open => {
                    maze.open(Pos::new(pos.row / 2, pos.col / 2), Dir::Up);
                }
                _ => {}
            }
        }
        Ok(maze)
    }
}
/// A maze is a state space of its rooms: each move goes through one open passage and costs 1,
/// so the engines search it directly (its rooms numbered densely, row by row) and
/// [`MazeSvg::path`](crate::render::svg::MazeSvg::path) draws the path they return.
///
/// ```
/// use gridpath::maze::{MinStd, wilson};
/// use gridpath::{Bfs, Pos, Size};
/// let maze = wilson::generate(Size::new(4, 6), &mut MinStd::new(7))?;
/// let mut bfs = Bfs::new();
/// let found = bfs.search(&maze, [Pos::new(0, 0)], |room| room == Pos::new(3, 5));
/// let path = found.path().unwrap();
/// assert!(path.windows(2).all(|step| maze.neighbours(step[0]).any(|room| room == step[1])));
/// # Ok::<(), gridpath::Error>(())
/// ```
impl StateSpace for Maze {
    type State = Pos;
    type Cost = u32;

    fn successors(&self, room: Pos, mut visit: impl FnMut(Pos, u32)) {
        for next in self.neighbours(room) {
            visit(next, 1);
        }
    }

    fn contains(&self, room: Pos) -> bool {
        Maze::contains(self, room)
    }

    fn numbering(&self) -> Option<impl Numbering<Pos>> {
        let cols = self.cols;
        Some(DenseNumbering::new(
            self.rows * cols,
            move |room: Pos| room.row as usize * cols + room.col as usize,
            move |index| Some(Pos::new(coord(index / cols), coord(index % cols))),
        ))
    }
}
