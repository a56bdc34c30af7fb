//! Text pictures: a cell grid in characters of your choice ([`cells`]), and a maze in Unicode
//! box-drawing characters ([`maze_box`]).
//!
//! Every picture is one line per row, each line ending with `\n`, like [`Grid::to_text`].

use crate::grid::{Dir, Grid, Pos};
use crate::maze::Maze;
use crate::render::room_cell;

/// The characters [`cells`] draws with.
///
/// The default is `'#'` for walls, `'.'` for open cells, `'*'` for the path, and `'S'` and
/// `'E'` for the start and the end — the characters [`Grid::parse`] users usually read back.
///
/// # Examples
///
/// ```
/// use gridpath::render::ascii::Chars;
/// let blocks = Chars { wall: '█', open: ' ', ..Chars::default() };
/// assert_eq!((blocks.wall, blocks.path, blocks.start), ('█', '*', 'S'));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Chars {
    /// A closed cell (`false`). Default `'#'`.
    pub wall: char,
    /// An open cell (`true`). Default `'.'`.
    pub open: char,
    /// A cell on the path. Default `'*'`.
    pub path: char,
    /// The start cell. Default `'S'`.
    pub start: char,
    /// The end cell. Default `'E'`.
    pub end: char,
}

impl Default for Chars {
    /// `#` `.` `*` `S` `E`.
    ///
    /// ```
    /// use gridpath::render::ascii::Chars;
    /// assert_eq!(Chars::default().open, '.');
    /// ```
    fn default() -> Self {
        Chars {
            wall: '#',
            open: '.',
            path: '*',
            start: 'S',
            end: 'E',
        }
    }
}

/// What [`cells`] marks over the grid: the cells of a path, and a start and an end cell.
///
/// The default marks nothing. Positions outside the grid are ignored.
///
/// # Examples
///
/// ```
/// use gridpath::Pos;
/// use gridpath::render::ascii::Marks;
///
/// let path = [Pos::new(0, 0), Pos::new(0, 1), Pos::new(0, 2)];
/// let marks = Marks::path(&path);
/// assert_eq!((marks.start, marks.end), (Some(Pos::new(0, 0)), Some(Pos::new(0, 2))));
///
/// // Only the two endpoints, say for a maze with no solution:
/// let ends = Marks { start: Some(Pos::new(0, 0)), end: Some(Pos::new(4, 4)), ..Marks::default() };
/// assert!(ends.path.is_empty());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Marks<'a> {
    /// Cells drawn with [`Chars::path`].
    pub path: &'a [Pos],
    /// The cell drawn with [`Chars::start`].
    pub start: Option<Pos>,
    /// The cell drawn with [`Chars::end`].
    pub end: Option<Pos>,
}

impl<'a> Marks<'a> {
    /// Marks a path, with its first cell as the start and its last as the end — what a search's
    /// [`path`](crate::SearchTree::path) gives you.
    ///
    /// ```
    /// use gridpath::Pos;
    /// use gridpath::render::ascii::Marks;
    /// assert_eq!(Marks::path(&[]), Marks::default());
    /// assert_eq!(Marks::path(&[Pos::new(1, 1)]).end, Some(Pos::new(1, 1)));
    /// ```
    #[must_use]
    pub fn path(path: &'a [Pos]) -> Self {
        Marks {
            path,
            start: path.first().copied(),
            end: path.last().copied(),
        }
    }
}

/// Draws a cell grid (`true` = open) as text, one character per cell, with `marks` drawn over
/// it.
///
/// Each cell gets the first that applies of: [`Chars::start`] if it is the start,
/// [`Chars::end`] if it is the end, [`Chars::path`] if it is on the path, and otherwise
/// [`Chars::open`] or [`Chars::wall`]. Marks are drawn wherever they are asked for, walls
/// included.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, Pos};
/// use gridpath::render::ascii::{cells, Chars, Marks};
///
/// let grid = Grid::parse("...\n.#.\n...\n", |c| Some(c == '.'))?;
/// let path = [Pos::new(0, 0), Pos::new(0, 1), Pos::new(0, 2), Pos::new(1, 2)];
///
/// assert_eq!(cells(&grid, Chars::default(), Marks::default()), "...\n.#.\n...\n");
/// assert_eq!(cells(&grid, Chars::default(), Marks::path(&path)), "S**\n.#E\n...\n");
///
/// let blocks = Chars { wall: '█', open: ' ', path: 'o', ..Chars::default() };
/// assert_eq!(cells(&grid, blocks, Marks::path(&path[..3])), "SoE\n █ \n   \n");
/// # Ok::<(), gridpath::Error>(())
/// ```
#[must_use]
pub fn cells(grid: &Grid<bool>, chars: Chars, marks: Marks<'_>) -> String {
    let mut on_path = grid.map(|_| false);
    for &pos in marks.path {
        if let Some(cell) = on_path.get_mut(pos) {
            *cell = true;
        }
    }
    grid.to_text_with(|pos, &open| {
        if marks.start == Some(pos) {
            chars.start
        } else if marks.end == Some(pos) {
            chars.end
        } else if on_path[pos] {
            chars.path
        } else if open {
            chars.open
        } else {
            chars.wall
        }
    })
}

/// The maze in box-drawing characters, readable in a terminal.
///
/// # Layout
///
/// The picture has exactly the shape of [`Maze::to_grid`]: `2·rows + 1` lines of
/// `2·cols + 1` characters, room `(a, b)` at line `2a + 1`, column `2b + 1`. Each character
/// is one of:
///
/// - a **room** (odd line, odd column): a space;
/// - a **wall segment** between two rooms, or on the border: `─` on even lines (a wall between
///   a room and the one below it), `│` on odd lines (between a room and the one to its right),
///   or a space where a passage opens it. The border is always wall;
/// - a **junction** (even line, even column), where up to four wall segments meet. It joins
///   exactly the segments present around it: `┼` for four, `├ ┤ ┬ ┴` for three, `─ │ ┌ ┐ └ ┘`
///   for two, the half pieces `╵ ╶ ╷ ╴` (up, right, down, left) where a wall ends, and a
///   space when no wall touches it.
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, Pos, Size};
/// use gridpath::maze::Maze;
/// use gridpath::render::ascii::maze_box;
///
/// let mut maze = Maze::new(Size::new(2, 2))?;
/// maze.open(Pos::new(0, 0), Dir::Right);
/// maze.open(Pos::new(0, 0), Dir::Down);
/// maze.open(Pos::new(0, 1), Dir::Down);
/// assert_eq!(
///     maze_box(&maze),
///     "┌───┐\n\
///      │   │\n\
///      │ ╷ │\n\
///      │ │ │\n\
///      └─┴─┘\n"
/// );
/// # Ok::<(), gridpath::Error>(())
/// ```
#[must_use]
pub fn maze_box(maze: &Maze) -> String {
    maze_box_with_path(maze, &[])
}

/// [`maze_box`] with a path of rooms drawn in it: `•` in each room of `rooms`, and in the
/// passage between two consecutive rooms of `rooms` when they are neighbours joined by an open
/// passage, so that a path through the maze reads as one unbroken line of dots.
///
/// Rooms outside the maze are ignored (and break the line); walls are never drawn over. To draw a path found in the
/// maze's cell grid, turn it into rooms with [`room_path`](crate::render::room_path).
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, Pos, Size};
/// use gridpath::maze::Maze;
/// use gridpath::render::ascii::maze_box_with_path;
///
/// let mut maze = Maze::new(Size::new(2, 2))?;
/// maze.open(Pos::new(0, 0), Dir::Right);
/// maze.open(Pos::new(0, 0), Dir::Down);
/// maze.open(Pos::new(0, 1), Dir::Down);
/// let path = [Pos::new(1, 0), Pos::new(0, 0), Pos::new(0, 1), Pos::new(1, 1)];
/// assert_eq!(
///     maze_box_with_path(&maze, &path),
///     "┌───┐\n\
///      │•••│\n\
///      │•╷•│\n\
///      │•│•│\n\
///      └─┴─┘\n"
/// );
/// # Ok::<(), gridpath::Error>(())
/// ```
#[must_use]
pub fn maze_box_with_path(maze: &Maze, rooms: &[Pos]) -> String {
    let grid = maze.to_grid();
    let mut on_path = grid.map(|_| false);
    let mut previous: Option<Pos> = None;
    for &room in rooms {
        if !maze.contains(room) {
            previous = None;
            continue;
        }
        on_path[room_cell(room)] = true;
        if let Some(before) = previous
            && before.manhattan(room) == 1
        {
            // The cell between rooms (a, b) and (c, d) is (a + c + 1, b + d + 1); it is open
            // exactly when the passage is.
            let between = Pos::new(before.row + room.row + 1, before.col + room.col + 1);
            if grid[between] {
                on_path[between] = true;
            }
        }
        previous = Some(room);
    }

    let is_wall = |pos: Option<Pos>| pos.and_then(|p| grid.get(p)) == Some(&false);
    grid.to_text_with(|pos, &open| match (pos.row % 2, pos.col % 2) {
        (0, 0) => junction(|dir| is_wall(pos.step(dir))),
        (0, _) if !open => '─',
        (_, 0) if !open => '│',
        _ if on_path[pos] => '•',
        _ => ' ',
    })
}

/// The box-drawing character joining the wall segments around a junction: those on the sides
/// `dir` for which `wall(dir)` holds.
fn junction(mut wall: impl FnMut(Dir) -> bool) -> char {
    // Indexed by a bit set of the sides with a wall: 1 up, 2 right, 4 down, 8 left, the
    // order of `Dir::STRAIGHT`.
    const PIECES: [char; 16] = [
        ' ', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼',
    ];
    let sides = Dir::STRAIGHT
        .into_iter()
        .enumerate()
        .filter(|&(_, dir)| wall(dir))
        .fold(0, |set, (bit, _)| set | 1 << bit);
    PIECES[sides]
}
