//! Maze solvers people teach: the wall follower, dead-end filling and Trémaux's algorithm.
//!
//! Each walks a grid the way a person in the maze (or with its map) would, with the four
//! straight moves, and returns a [`Solution`]: a path from the start to the goal and the cells
//! in the order the solver dealt with them, so that it can be drawn and compared with a
//! shortest path from [`Bfs`]. None of them promises a shortest path except on a
//! perfect maze, where every path is the only one.
//!
//! | solver | needs | finishes | on a perfect maze |
//! |---|---|---|---|
//! | [`wall_follower`] | only the walls beside it | on mazes without loops around the goal; otherwise it says it [circles](SolveError::Circles) | the path |
//! | [`dead_end_filling`] | the whole map | always | the path, alone left unfilled |
//! | [`tremaux`] | marks on the passages it walked | always | the path |
//!
//! A cell is open where `open(cell)` says so; the start and the goal must be open cells of the
//! grid. "No path" is [`SolveError::NoPath`], never a path that stops short.
//!
//! # Examples
//!
//! ```
//! use gridpath::maze::{dfs, MinStd};
//! use gridpath::solve::{self, Hand};
//! use gridpath::{Bfs, GridSpace, Moves, Pos, Size};
//!
//! let cells = dfs::generate(Size::new(6, 9), &mut MinStd::new(7))?.to_grid();
//! let (start, goal) = (Pos::new(1, 1), Pos::new(11, 17));
//!
//! let shortest = Bfs::new()
//!     .search(GridSpace::new(&cells, Moves::four(), |&open| open), [start], |p| p == goal)
//!     .path()
//!     .expect("a perfect maze joins every room");
//! // On a perfect maze every solver finds the one path; they differ in what they visit.
//! let follower = solve::wall_follower(&cells, |&open| open, start, goal, Hand::Left)?;
//! let filling = solve::dead_end_filling(&cells, |&open| open, start, goal)?;
//! let marks = solve::tremaux(&cells, |&open| open, start, goal)?;
//! for solution in [&follower, &filling, &marks] {
//!     assert_eq!(solution.path(), shortest);
//! }
//! assert!(follower.visited().len() >= shortest.len());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::str::FromStr;
use std::collections::VecDeque;

use bitvec::vec::BitVec;

pub use crate::error::SolveError;
use crate::grid::{Dir, Grid, GridSpace, Moves, Pos};
use crate::search::Bfs;

/// What a solver found: a path from the start to the goal, and the cells in the order it
/// dealt with them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    path: Vec<Pos>,
    visited: Vec<Pos>,
}

impl Solution {
    /// The path from the start to the goal, both included: each step one of the four straight
    /// moves, no cell twice.
    ///
    /// ```
    /// use gridpath::{Grid, Pos};
    /// use gridpath::solve;
    /// let grid = Grid::parse("...\n.#.\n", Some)?;
    /// let found = solve::tremaux(&grid, |&c| c == '.', Pos::new(1, 0), Pos::new(1, 2))?;
    /// assert_eq!(found.path().len(), 5);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn path(&self) -> &[Pos] {
        &self.path
    }

    /// The cells in the order the solver dealt with them: for the wall follower and Trémaux,
    /// every cell of the walk, the start first and a cell again each time the walk comes back
    /// to it; for dead-end filling, the cells filled, in the order they were filled.
    ///
    /// ```
    /// use gridpath::{Grid, Pos};
    /// use gridpath::solve::{self, Hand};
    /// // A dead end to the left of the start: the left hand walks into it and back out.
    /// let grid = Grid::parse("...\n", Some)?;
    /// let open = |&c: &char| c == '.';
    /// let found = solve::wall_follower(&grid, open, Pos::new(0, 1), Pos::new(0, 2), Hand::Left)?;
    /// assert_eq!(found.visited(), [Pos::new(0, 1), Pos::new(0, 0), Pos::new(0, 1), Pos::new(0, 2)]);
    /// assert_eq!(found.path(), [Pos::new(0, 1), Pos::new(0, 2)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn visited(&self) -> &[Pos] {
        &self.visited
    }

    /// How many different cells [`visited`](Self::visited) holds.
    ///
    /// ```
    /// use gridpath::{Grid, Pos};
    /// use gridpath::solve::{self, Hand};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let found = solve::wall_follower(&grid, |_| true, Pos::new(0, 1), Pos::new(0, 2), Hand::Left)?;
    /// assert_eq!((found.visited().len(), found.distinct_visited()), (4, 3));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn distinct_visited(&self) -> usize {
        let mut cells: Vec<Pos> = self.visited.clone();
        cells.sort_unstable();
        cells.dedup();
        cells.len()
    }
}

/// Which hand the wall follower keeps on the wall.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Hand {
    /// Turn left whenever it can: tries left, straight on, right, back, in that order.
    Left,
    /// Turn right whenever it can: tries right, straight on, left, back.
    Right,
}

/// A solver, by name: what the `maze` demo's `--solver` flag chooses.
///
/// ```
/// use gridpath::solve::{Hand, Solver};
/// let solver: Solver = "tremaux".parse()?;
/// assert_eq!(solver, Solver::Tremaux);
/// assert_eq!("wall-follower".parse::<Solver>()?, Solver::WallFollower(Hand::Left));
/// assert!("bogo".parse::<Solver>().is_err());
/// # Ok::<(), gridpath::solve::SolveError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Solver {
    /// [`wall_follower`] with the given hand.
    WallFollower(Hand),
    /// [`dead_end_filling`].
    DeadEndFilling,
    /// [`tremaux`].
    Tremaux,
}

impl Solver {
    /// Every solver, in the order of [`Solver::NAMES`].
    pub const ALL: [Solver; 4] = [
        Solver::WallFollower(Hand::Left),
        Solver::WallFollower(Hand::Right),
        Solver::DeadEndFilling,
        Solver::Tremaux,
    ];

    /// The names [`Solver::from_str`] accepts, as the error message lists them.
    pub const NAMES: &'static str = "wall-follower, right-hand, dead-end-filling, tremaux";

    /// The solver's name: `wall-follower` (the left hand), `right-hand`, `dead-end-filling`,
    /// `tremaux`.
    ///
    /// ```
    /// use gridpath::solve::Solver;
    /// for solver in Solver::ALL {
    ///     assert_eq!(solver.name().parse::<Solver>(), Ok(solver));
    /// }
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Solver::WallFollower(Hand::Left) => "wall-follower",
            Solver::WallFollower(Hand::Right) => "right-hand",
            Solver::DeadEndFilling => "dead-end-filling",
            Solver::Tremaux => "tremaux",
        }
    }

    /// Runs the solver on `grid` from `start` to `goal`.
    ///
    /// # Errors
    ///
    /// As the solver's function: [`wall_follower`], [`dead_end_filling`], [`tremaux`].
    ///
    /// ```
    /// use gridpath::{Grid, Pos};
    /// use gridpath::solve::Solver;
    /// let grid = Grid::parse("..#\n#..\n", Some)?;
    /// for solver in Solver::ALL {
    ///     let found = solver.solve(&grid, |&c| c == '.', Pos::new(0, 0), Pos::new(1, 2))?;
    ///     assert_eq!(found.path().len(), 4, "{}", solver.name());
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn solve<T>(
        self,
        grid: &Grid<T>,
        open: impl Fn(&T) -> bool,
        start: Pos,
        goal: Pos,
    ) -> Result<Solution, SolveError> {
        match self {
            Solver::WallFollower(hand) => wall_follower(grid, open, start, goal, hand),
            Solver::DeadEndFilling => dead_end_filling(grid, open, start, goal),
            Solver::Tremaux => tremaux(grid, open, start, goal),
        }
    }
}

impl fmt::Display for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Solver {
    type Err = SolveError;
    fn from_str(name: &str) -> Result<Self, SolveError> {
        Solver::ALL
            .into_iter()
            .find(|solver| solver.name() == name)
            .ok_or_else(|| SolveError::UnknownSolver {
                name: name.to_string(),
                expected: Solver::NAMES,
            })
    }
}

/// The open cells of a grid, by index, with the checks every solver makes first.
struct Cells<'g, T, F> {
    grid: &'g Grid<T>,
    open: F,
}

impl<T, F: Fn(&T) -> bool> Cells<'_, T, F> {
    /// The index of `pos` if it is an open cell.
    fn index(&self, pos: Pos) -> Option<usize> {
        let index = self.grid.index_of(pos)?;
        (self.open)(&self.grid.cells()[index]).then_some(index)
    }

    /// The neighbour of `pos` in direction `dir`, if it is an open cell.
    fn step(&self, pos: Pos, dir: Dir) -> Option<Pos> {
        let next = pos.step(dir)?;
        self.index(next).map(|_| next)
    }

    /// Checks that the start and the goal are open cells.
    fn endpoints(&self, start: Pos, goal: Pos) -> Result<(usize, usize), SolveError> {
        let check = |what: &'static str, pos: Pos| {
            if !self.grid.contains(pos) {
                let size = self.grid.size();
                return Err(SolveError::OutOfBounds {
                    what,
                    row: pos.row,
                    col: pos.col,
                    rows: size.rows,
                    cols: size.cols,
                });
            }
            self.index(pos).ok_or(SolveError::Blocked {
                what,
                row: pos.row,
                col: pos.col,
            })
        };
        Ok((check("start", start)?, check("goal", goal)?))
    }
}

/// A walk from the start, and the path it leaves once every loop it made is cut out: the
/// path of the wall follower and of Trémaux's algorithm.
struct Walk {
    visited: Vec<Pos>,
    path: Vec<Pos>,
    /// Per cell, its place in `path`, or `u32::MAX` if it is not on it.
    place: Vec<u32>,
}

impl Walk {
    fn new(cells: usize, start: Pos, start_index: usize) -> Self {
        let mut place = vec![u32::MAX; cells];
        place[start_index] = 0;
        Walk {
            visited: vec![start],
            path: vec![start],
            place,
        }
    }

    /// The walk moves on to `pos`, the cell of index `index`: if the path already holds it,
    /// the loop since then is cut out.
    fn step(&mut self, pos: Pos, index: usize, index_of: impl Fn(Pos) -> usize) {
        self.visited.push(pos);
        match usize::try_from(self.place[index]) {
            Ok(at) if at < self.path.len() => {
                for cut in self.path.drain(at + 1..) {
                    self.place[index_of(cut)] = u32::MAX;
                }
            }
            _ => {
                self.place[index] = u32::try_from(self.path.len()).unwrap_or(u32::MAX);
                self.path.push(pos);
            }
        }
    }

    fn finish(self) -> Solution {
        Solution {
            path: self.path,
            visited: self.visited,
        }
    }
}

/// Walks with one hand on the wall: at each cell it turns towards that hand if it can, else
/// goes straight on, else turns the other way, else turns back. It starts facing up.
///
/// The walker remembers nothing but where it has been facing, and checks that: when it stands
/// on a cell facing a way it has faced there before, it would go round the same circuit for
/// ever, and it stops with [`SolveError::Circles`]. That happens when the goal is not on the
/// wall the walker touches — a maze with loops around the goal, or a goal it cannot reach.
/// On a perfect maze (no loops) it always reaches the goal. Its path is its walk with every
/// loop cut out (the dead ends it walked into and out of), so on a perfect maze it is the
/// only path.
///
/// # Errors
///
/// [`SolveError::OutOfBounds`] or [`SolveError::Blocked`] for a start or goal that is not an
/// open cell of the grid; [`SolveError::Circles`] when the walk would repeat itself.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, Pos};
/// use gridpath::solve::{self, Hand, SolveError};
/// let grid = Grid::parse("....\n.#..\n....\n", Some)?;
/// let open = |&c: &char| c == '.';
/// let (start, corner) = (Pos::new(0, 0), Pos::new(2, 3));
/// // The left hand keeps to the outer wall and reaches the far corner.
/// let found = solve::wall_follower(&grid, open, start, corner, Hand::Left)?;
/// assert_eq!(found.path().len(), 6);
/// // The right hand, starting beside the pillar, walks round it and never gets there.
/// let err = solve::wall_follower(&grid, open, start, corner, Hand::Right);
/// assert!(matches!(err, Err(SolveError::Circles { row: 0, col: 0, steps: 8, .. })));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn wall_follower<T>(
    grid: &Grid<T>,
    open: impl Fn(&T) -> bool,
    start: Pos,
    goal: Pos,
    hand: Hand,
) -> Result<Solution, SolveError> {
    let cells = Cells { grid, open };
    let (start_index, _) = cells.endpoints(start, goal)?;
    let index_of = |pos: Pos| grid.index_of(pos).unwrap_or(0);
    let mut walk = Walk::new(grid.len(), start, start_index);
    // Each (cell, heading) the walker has stood in.
    let mut faced: BitVec = BitVec::repeat(false, grid.len() * 4);
    let (mut at, mut index, mut heading) = (start, start_index, Dir::Up);
    while at != goal {
        let state = index * 4 + heading.index();
        if faced[state] {
            return Err(SolveError::Circles {
                row: at.row,
                col: at.col,
                heading: heading.letter().unwrap_or('?'),
                steps: walk.visited.len() - 1,
            });
        }
        faced.set(state, true);
        let towards = match hand {
            Hand::Left => heading.turn_left(),
            Hand::Right => heading.turn_right(),
        };
        let order = [towards, heading, towards.opposite(), heading.opposite()];
        let Some((dir, next)) = order
            .into_iter()
            .find_map(|dir| cells.step(at, dir).map(|next| (dir, next)))
        else {
            // A start with no open neighbour, and a goal elsewhere.
            return Err(SolveError::NoPath);
        };
        (at, index, heading) = (next, index_of(next), dir);
        walk.step(at, index, index_of);
    }
    Ok(walk.finish())
}

/// Fills dead ends: every open cell other than the start and the goal with at most one open
/// neighbour left is filled, over and over, until none is left. What stays open holds every
/// path from the start to the goal; the path returned is a shortest one through it (found by
/// [`Bfs`]), on a perfect maze the only one — then the cells left open are exactly that path.
///
/// It reads the whole map first, as a person with the map would, and always finishes.
///
/// # Errors
///
/// [`SolveError::OutOfBounds`] or [`SolveError::Blocked`] for a start or goal that is not an
/// open cell; [`SolveError::NoPath`] when no path joins them.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, Pos};
/// use gridpath::solve;
/// let grid = Grid::parse("S..\n.#.\n..E\n.#.\n", Some)?;
/// let found = solve::dead_end_filling(&grid, |&c| c != '#', Pos::new(0, 0), Pos::new(2, 2))?;
/// // The two dead ends of the bottom row are filled.
/// assert_eq!(found.visited(), [Pos::new(3, 0), Pos::new(3, 2)]);
/// assert_eq!(found.path().len(), 5);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn dead_end_filling<T>(
    grid: &Grid<T>,
    open: impl Fn(&T) -> bool,
    start: Pos,
    goal: Pos,
) -> Result<Solution, SolveError> {
    let cells = Cells { grid, open };
    cells.endpoints(start, goal)?;
    let mut filled: BitVec = BitVec::repeat(false, grid.len());
    let mut degree = vec![0u8; grid.len()];
    // First in, first out: the dead ends retreat together, one cell at a time.
    let mut dead_ends = VecDeque::new();
    for (index, pos) in grid.positions().enumerate() {
        if cells.index(pos).is_none() {
            continue;
        }
        let open_sides = Dir::STRAIGHT
            .into_iter()
            .filter(|&dir| cells.step(pos, dir).is_some());
        // At most 4.
        degree[index] = u8::try_from(open_sides.count()).unwrap_or(u8::MAX);
        if degree[index] <= 1 && pos != start && pos != goal {
            dead_ends.push_back(pos);
        }
    }
    let mut visited = Vec::new();
    while let Some(pos) = dead_ends.pop_front() {
        let index = grid.index_of(pos).unwrap_or(0);
        if filled[index] {
            continue;
        }
        filled.set(index, true);
        visited.push(pos);
        for dir in Dir::STRAIGHT {
            let Some(next) = cells.step(pos, dir) else {
                continue;
            };
            let next_index = grid.index_of(next).unwrap_or(0);
            if filled[next_index] {
                continue;
            }
            degree[next_index] = degree[next_index].saturating_sub(1);
            if degree[next_index] <= 1 && next != start && next != goal {
                dead_ends.push_back(next);
            }
        }
    }
    // The cells left open, as a grid of their own, for a shortest path through them.
    let mut left_open = grid.map(|cell| (cells.open)(cell));
    for (index, pos) in grid.positions().enumerate() {
        if filled[index]
            && let Some(cell) = left_open.get_mut(pos)
        {
            *cell = false;
        }
    }
    let path = Bfs::new()
        .search(
            GridSpace::new(&left_open, Moves::four(), |&open| open),
            [start],
            |p| p == goal,
        )
        .path()
        .ok_or(SolveError::NoPath)?;
    Ok(Solution { path, visited })
}

/// Trémaux's algorithm: the walker marks each passage (here, the step between two cells) each
/// time it walks it. At a cell it has not seen, it takes a passage it has not walked; arriving
/// by a new passage at a cell it has seen, it turns back (it has closed a loop); otherwise it
/// takes the passage with the fewest marks, never one marked twice. Each passage is walked at
/// most twice, so it always finishes: at the goal, or back at the start with every passage
/// marked twice when there is no path. Its path is its walk with every loop cut out (on a
/// perfect maze, the passages marked once).
///
/// # Errors
///
/// [`SolveError::OutOfBounds`] or [`SolveError::Blocked`] for a start or goal that is not an
/// open cell; [`SolveError::NoPath`] when no path joins them.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, Pos};
/// use gridpath::solve::{self, SolveError};
/// // A loop: Trémaux's marks take it out of the path.
/// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
/// let found = solve::tremaux(&grid, |&c| c == '.', Pos::new(0, 0), Pos::new(2, 2))?;
/// assert_eq!(found.path().len(), 5);
///
/// let walled = Grid::parse(".#.\n", Some)?;
/// let err = solve::tremaux(&walled, |&c| c == '.', Pos::new(0, 0), Pos::new(0, 2));
/// assert_eq!(err, Err(SolveError::NoPath));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn tremaux<T>(
    grid: &Grid<T>,
    open: impl Fn(&T) -> bool,
    start: Pos,
    goal: Pos,
) -> Result<Solution, SolveError> {
    let cells = Cells { grid, open };
    let (start_index, _) = cells.endpoints(start, goal)?;
    let index_of = |pos: Pos| grid.index_of(pos).unwrap_or(0);
    // The marks of the passage from a cell to its right (`2 × cell`) and down (`2 × cell + 1`).
    let passage = |pos: Pos, dir: Dir| -> usize {
        match dir {
            Dir::Left | Dir::Up => pos
                .step(dir)
                .map_or(0, |from| 2 * index_of(from) + usize::from(dir == Dir::Up)),
            _ => 2 * index_of(pos) + usize::from(dir == Dir::Down),
        }
    };
    let mut marks = vec![0u8; grid.len() * 2];
    let mut seen: BitVec = BitVec::repeat(false, grid.len());
    seen.set(start_index, true);
    let mut walk = Walk::new(grid.len(), start, start_index);
    let mut at = start;
    // The direction of the last step, and whether it ended on a cell seen before by a
    // passage walked for the first time.
    let mut last: Option<Dir> = None;
    let mut closed_loop = false;
    while at != goal {
        let dir = match last {
            Some(dir) if closed_loop => dir.opposite(),
            _ => {
                let choice = Dir::STRAIGHT
                    .into_iter()
                    .filter(|&dir| cells.step(at, dir).is_some())
                    .map(|dir| (marks[passage(at, dir)], dir))
                    .filter(|&(marked, _)| marked < 2)
                    .min_by_key(|&(marked, _)| marked);
                match choice {
                    Some((_, dir)) => dir,
                    // Back at the start with every passage walked twice.
                    None => return Err(SolveError::NoPath),
                }
            }
        };
        let Some(next) = cells.step(at, dir) else {
            return Err(SolveError::NoPath);
        };
        let marked = &mut marks[passage(at, dir)];
        *marked += 1;
        let next_index = index_of(next);
        closed_loop = *marked == 1 && seen[next_index];
        seen.set(next_index, true);
        at = next;
        last = Some(dir);
        walk.step(at, next_index, index_of);
    }
    Ok(walk.finish())
}
