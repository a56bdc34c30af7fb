//! Property-testing *your own* pathfinder: proptest strategies for grids, terrain, mazes and
//! start/goal pairs, and an optimality [`Oracle`] that checks a claimed shortest path.
//!
//! This module requires the `proptest` feature:
//!
//! ```toml
//! [dev-dependencies]
//! gridpath = { version = "0.1", features = ["proptest"] }
//! proptest = "1"
//! ```
//!
//! The strategies produce small grids ([`grids`], [`terrain_grids`], [`mazes`]) and a grid
//! with a start and a goal on free cells ([`grid_with_endpoints`]). The [`Oracle`] computes
//! true distances by brute force — Bellman–Ford relaxation over the grid's cells, sharing no
//! code with the crate's engines — and [`Oracle::check_path`] checks a pathfinder's answer:
//! the path is legal, as short as possible, and `None` only when the goal is unreachable. Its
//! error, [`OracleError`], says what is wrong and turns into a proptest failure with `?`.
//! The guide `docs/testing.md` walks through a complete test.
//!
//! # Examples
//!
//! A user's breadth-first search on 4-neighbour grids, checked on random grids:
//!
//! ```
//! use std::collections::VecDeque;
//! use gridpath::testing::{Oracle, grid_with_endpoints, grids};
//! use gridpath::{Grid, Moves, Pos};
//! use proptest::prelude::*;
//!
//! /// The pathfinder under test: BFS with a parent per cell.
//! fn my_bfs(grid: &Grid<bool>, start: Pos, goal: Pos) -> Option<Vec<Pos>> {
//!     let mut parent = vec![None; grid.len()];
//!     let mut queue = VecDeque::from([start]);
//!     parent[grid.index_of(start)?] = Some(start);
//!     while let Some(here) = queue.pop_front() {
//!         if here == goal {
//!             let mut path = vec![here];
//!             while *path.last()? != start {
//!                 path.push(parent[grid.index_of(*path.last()?)?]?);
//!             }
//!             path.reverse();
//!             return Some(path);
//!         }
//!         for (dr, dc) in [(-1, 0), (0, 1), (1, 0), (0, -1)] {
//!             let (Some(row), Some(col)) =
//!                 (here.row.checked_add_signed(dr), here.col.checked_add_signed(dc))
//!             else {
//!                 continue;
//!             };
//!             let next = Pos::new(row, col);
//!             if let Some(i) = grid.index_of(next) {
//!                 if grid[next] && parent[i].is_none() {
//!                     parent[i] = Some(here);
//!                     queue.push_back(next);
//!                 }
//!             }
//!         }
//!     }
//!     None
//! }
//!
//! proptest! {
//!     // In a test file, put #[test] here; this doc test calls the function itself.
//!     fn my_bfs_is_optimal(case in grid_with_endpoints(grids(1..=8, 1..=8, 30))) {
//!         let oracle = Oracle::new(&case.grid, Moves::four());
//!         let path = my_bfs(&case.grid, case.start, case.goal);
//!         oracle.check_path(case.start, case.goal, path.as_deref())?;
//!     }
//! }
//! my_bfs_is_optimal();
//! ```

use core::fmt;
use core::ops::RangeInclusive;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::Index;

use crate::cost::{Cost, Octile};
use crate::grid::{DiagonalRule, Dir, Grid, Moves, Pos, Size};
use crate::maze::{Algorithm, MinStd};

// ---------------------------------------------------------------------------------------------
// Cells
// ---------------------------------------------------------------------------------------------

/// A cell type the strategies and the oracle understand: free or a wall, and what entering it
/// costs.
///
/// Implemented for `bool` (`true` is free, every step costs 1 — the cells of [`grids`],
/// [`mazes`] and [`Maze::to_grid`](crate::maze::Maze::to_grid)) and for `Option<u32>`
/// (`Some(cost)` is a free cell that costs `cost` to enter, `None` a wall — the cells of
/// [`terrain_grids`]). Implement it for your own cell type to use the oracle on your grids.
///
/// # Examples
///
/// ```
/// use gridpath::testing::TestCell;
///
/// assert_eq!(true.enter_cost(), Some(1));
/// assert!(!false.is_free());
/// assert_eq!(Some(7u32).enter_cost(), Some(7));
/// assert_eq!((None::<u32>.glyph(), Some(3u32).glyph()), ('#', '3'));
/// ```
pub trait TestCell: Clone + fmt::Debug {
    /// The cost of stepping into the cell, or `None` if it is a wall.
    fn enter_cost(&self) -> Option<u32>;

    /// Whether the cell can be entered.
    fn is_free(&self) -> bool {
        self.enter_cost().is_some()
    }

    /// One character for the cell in printed grids (the `Debug` form of [`Endpoints`]).
    fn glyph(&self) -> char;
}

impl TestCell for bool {
    fn enter_cost(&self) -> Option<u32> {
        self.then_some(1)
    }

    /// `.` free, `#` wall.
    fn glyph(&self) -> char {
        if *self { '.' } else { '#' }
    }
}

impl TestCell for Option<u32> {
    fn enter_cost(&self) -> Option<u32> {
        *self
    }

    /// `#` for a wall, the digit of a cost below 10, `+` for larger costs.
    fn glyph(&self) -> char {
        match *self {
            None => '#',
            Some(cost) => char::from_digit(cost, 10).unwrap_or('+'),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Strategies
// ---------------------------------------------------------------------------------------------

/// Checks the size ranges a strategy was given, so that every grid it draws can be built:
/// `cells(rows, cols)` is the number of cells of the largest grid.
fn check_sizes(
    rows: &RangeInclusive<u32>,
    cols: &RangeInclusive<u32>,
    cells: impl Fn(u64, u64) -> Option<u64>,
) {
    assert!(
        *rows.start() >= 1 && *cols.start() >= 1 && !rows.is_empty() && !cols.is_empty(),
        "grid sizes must be non-empty ranges starting at 1 or more, got {rows:?} × {cols:?}"
    );
    assert!(
        cells(u64::from(*rows.end()), u64::from(*cols.end()))
            .is_some_and(|n| n <= Grid::<()>::MAX_CELLS as u64),
        "the largest grid, {rows:?} × {cols:?}, has more than Grid::MAX_CELLS cells"
    );
}

/// Cells of a `rows × cols` grid.
fn grid_cells(rows: u64, cols: u64) -> Option<u64> {
    rows.checked_mul(cols)
}

/// Cells of the cell grid of a maze of `rows × cols` rooms.
fn maze_cells(rows: u64, cols: u64) -> Option<u64> {
    rows.checked_mul(2)?
        .checked_add(1)?
        .checked_mul(cols.checked_mul(2)?.checked_add(1)?)
}

/// Grids of `rows × cols` cells (each drawn from its range), each cell a wall with probability
/// `wall_percent` %. Cells are `true` when free, as in [`Maze::to_grid`](crate::maze::Maze::to_grid).
///
/// Failing cases shrink towards smaller grids with fewer walls.
///
/// # Panics
///
/// If a size range is empty or starts at 0, the largest grid would exceed
/// [`Grid::MAX_CELLS`], or `wall_percent > 100`.
///
/// # Examples
///
/// ```
/// use gridpath::testing::grids;
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
///
/// let mut runner = TestRunner::deterministic();
/// let grid = grids(2..=5, 3..=3, 25).new_tree(&mut runner).unwrap().current();
/// assert!((2..=5).contains(&grid.height()) && grid.width() == 3);
///
/// let open = grids(4..=4, 4..=4, 0).new_tree(&mut runner).unwrap().current();
/// assert!(open.cells().iter().all(|&free| free));
/// ```
pub fn grids(
    rows: RangeInclusive<u32>,
    cols: RangeInclusive<u32>,
    wall_percent: u8,
) -> impl Strategy<Value = Grid<bool>> {
    check_sizes(&rows, &cols, grid_cells);
    assert!(
        wall_percent <= 100,
        "wall_percent must be at most 100, got {wall_percent}"
    );
    let wall = f64::from(wall_percent) / 100.0;
    (rows, cols).prop_flat_map(move |(rows, cols)| {
        // A wall is `true` here so that shrinking (towards `false`) removes walls.
        vec(
            proptest::bool::weighted(wall),
            rows as usize * cols as usize,
        )
        .prop_map(move |walls| {
            let cells = walls.into_iter().map(|wall| !wall).collect();
            Grid::from_vec(Size::new(rows, cols), cells).expect("sizes checked")
        })
    })
}

/// Terrain: grids like [`grids`] whose free cells cost `1..=max_cost` to enter (uniformly);
/// `None` is a wall.
///
/// Failing cases shrink towards smaller grids, fewer walls and lower costs.
///
/// # Panics
///
/// If a size range is empty or starts at 0, the largest grid would exceed
/// [`Grid::MAX_CELLS`], `wall_percent > 100`, or `max_cost == 0`.
///
/// # Examples
///
/// ```
/// use gridpath::testing::terrain_grids;
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
///
/// let mut runner = TestRunner::deterministic();
/// let grid = terrain_grids(3..=3, 3..=3, 20, 9).new_tree(&mut runner).unwrap().current();
/// assert!(grid.cells().iter().flatten().all(|cost| (1..=9).contains(cost)));
/// ```
pub fn terrain_grids(
    rows: RangeInclusive<u32>,
    cols: RangeInclusive<u32>,
    wall_percent: u8,
    max_cost: u32,
) -> impl Strategy<Value = Grid<Option<u32>>> {
    check_sizes(&rows, &cols, grid_cells);
    assert!(
        wall_percent <= 100,
        "wall_percent must be at most 100, got {wall_percent}"
    );
    assert!(max_cost >= 1, "max_cost must be at least 1");
    let wall = f64::from(wall_percent) / 100.0;
    let cell = (proptest::bool::weighted(wall), 1..=max_cost)
        .prop_map(|(wall, cost)| (!wall).then_some(cost));
    (rows, cols).prop_flat_map(move |(rows, cols)| {
        vec(cell.clone(), rows as usize * cols as usize).prop_map(move |cells| {
            Grid::from_vec(Size::new(rows, cols), cells).expect("sizes checked")
        })
    })
}

/// Perfect mazes of `room_rows × room_cols` rooms (each drawn from its range), made by one of
/// the crate's generators ([`Algorithm::ALL`]) from a random seed and laid out as a cell grid
/// with [`Maze::to_grid`](crate::maze::Maze::to_grid): `(2R + 1) × (2C + 1)` cells, `true`
/// free, rooms at odd coordinates. Exactly one path joins any two free cells.
///
/// Failing cases shrink towards fewer rooms, the first algorithms and small seeds.
///
/// # Panics
///
/// If a size range is empty or starts at 0, or the largest maze's cell grid would exceed
/// [`Grid::MAX_CELLS`].
///
/// # Examples
///
/// ```
/// use gridpath::testing::mazes;
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
///
/// let mut runner = TestRunner::deterministic();
/// let cells = mazes(3..=3, 4..=6).new_tree(&mut runner).unwrap().current();
/// assert_eq!(cells.height(), 7);
/// assert!([9, 11, 13].contains(&cells.width()));
/// assert!(cells[gridpath::Pos::new(1, 1)]);
/// ```
pub fn mazes(
    room_rows: RangeInclusive<u32>,
    room_cols: RangeInclusive<u32>,
) -> impl Strategy<Value = Grid<bool>> {
    check_sizes(&room_rows, &room_cols, maze_cells);
    // MINSTD's seed 0 is a fixed point: draw 1..modulus.
    let seeds = 1..MinStd::MODULUS;
    let algorithms = 0..Algorithm::ALL.len();
    (room_rows, room_cols, algorithms, seeds).prop_map(|(rows, cols, algorithm, seed)| {
        Algorithm::ALL[algorithm]
            .generate(Size::new(rows, cols), &mut MinStd::new(seed))
            .expect("sizes checked")
            .to_grid()
    })
}

/// A grid with a start and a goal on free cells: the input of one pathfinding query. Its
/// `Debug` form draws the grid, with `S` at the start and `G` at the goal (`*` when they are
/// the same cell), so proptest's "minimal failing input" can be read at a glance.
///
/// # Examples
///
/// ```
/// use gridpath::testing::Endpoints;
/// use gridpath::{Grid, Pos, Size};
///
/// let grid = Grid::from_vec(Size::new(2, 3), vec![true, false, true, true, true, true])?;
/// let case = Endpoints { grid, start: Pos::new(0, 0), goal: Pos::new(1, 2) };
/// assert_eq!(
///     format!("{case:?}"),
///     "Endpoints { start: (0, 0), goal: (1, 2) }\nS#.\n..G\n"
/// );
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Endpoints<T> {
    /// The grid.
    pub grid: Grid<T>,
    /// Where the path starts: a free cell.
    pub start: Pos,
    /// Where the path should end: a free cell, possibly the start.
    pub goal: Pos,
}

impl<T: TestCell> fmt::Debug for Endpoints<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Endpoints {{ start: {}, goal: {} }}",
            self.start, self.goal
        )?;
        let text = self.grid.to_text(TestCell::glyph);
        for (row, line) in text.lines().enumerate() {
            for (col, glyph) in line.chars().enumerate() {
                let here = (Some(row), Some(col));
                let at =
                    |p: Pos| here == (usize::try_from(p.row).ok(), usize::try_from(p.col).ok());
                let glyph = match (at(self.start), at(self.goal)) {
                    (true, true) => '*',
                    (true, false) => 'S',
                    (false, true) => 'G',
                    (false, false) => glyph,
                };
                write!(f, "{glyph}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// Grids from `grids` with a start and a goal drawn among their free cells (possibly the
/// same cell). Grids without a free cell are rejected, so keep `wall_percent` below 100.
///
/// Failing cases shrink the grid as its strategy does, and move the endpoints towards the
/// first free cells in row-major order.
///
/// # Examples
///
/// ```
/// use gridpath::testing::{grid_with_endpoints, terrain_grids};
/// use proptest::strategy::{Strategy, ValueTree};
/// use proptest::test_runner::TestRunner;
///
/// let mut runner = TestRunner::deterministic();
/// let strategy = grid_with_endpoints(terrain_grids(1..=6, 1..=6, 40, 5));
/// for _ in 0..20 {
///     let case = strategy.new_tree(&mut runner).unwrap().current();
///     assert!(case.grid[case.start].is_some() && case.grid[case.goal].is_some());
/// }
/// ```
pub fn grid_with_endpoints<T: TestCell>(
    grids: impl Strategy<Value = Grid<T>>,
) -> impl Strategy<Value = Endpoints<T>> {
    let grids = grids.prop_filter("the grid needs a free cell", |grid| {
        grid.cells().iter().any(TestCell::is_free)
    });
    (grids, any::<Index>(), any::<Index>()).prop_map(|(grid, start, goal)| {
        let free: Vec<Pos> = grid
            .iter()
            .filter(|(_, cell)| cell.is_free())
            .map(|(pos, _)| pos)
            .collect();
        Endpoints {
            start: free[start.index(free.len())],
            goal: free[goal.index(free.len())],
            grid,
        }
    })
}

// ---------------------------------------------------------------------------------------------
// The oracle
// ---------------------------------------------------------------------------------------------

/// The row and column change of a step, written out here rather than taken from the grid code.
fn delta(dir: Dir) -> (i64, i64) {
    match dir {
        Dir::Up => (-1, 0),
        Dir::Right => (0, 1),
        Dir::Down => (1, 0),
        Dir::Left => (0, -1),
        Dir::UpRight => (-1, 1),
        Dir::DownRight => (1, 1),
        Dir::DownLeft => (1, -1),
        Dir::UpLeft => (-1, -1),
    }
}

/// Why a step is not allowed.
enum Illegal {
    NotAMove,
    OffGrid,
    Wall,
    Corner,
}

/// A brute-force reference for shortest paths on a small grid, and a checker for a
/// pathfinder's answers.
///
/// The oracle knows the grid's cells (through [`TestCell`]), a move set with its
/// [`DiagonalRule`], and a cost model:
///
/// - [`Oracle::new`]: a step costs what entering its target cell costs — 1 per step on a
///   `Grid<bool>` (BFS distances), the cell's cost on terrain (Dijkstra distances);
/// - [`Oracle::octile`]: eight directions, straight steps cost 1 and diagonal steps √2, kept
///   exactly as an [`Octile`].
///
/// A path is the list of the cells it visits, start and goal included (`[start]` when the goal
/// is the start). Every cell after the first must be free; the start may be any cell of the
/// grid. Distances come from Bellman–Ford relaxation over every cell until nothing changes: slow
/// (meant for grids of at most a few hundred cells), simple, and independent of the crate's
/// engines and of `GridSpace`.
///
/// # Examples
///
/// ```
/// use gridpath::testing::Oracle;
/// use gridpath::{DiagonalRule, Grid, Moves, Octile, Pos};
///
/// let grid = Grid::parse("..#\n#..\n...\n", |c| Some(c == '.'))?;
/// let (start, goal) = (Pos::new(0, 0), Pos::new(2, 2));
///
/// let four = Oracle::new(&grid, Moves::four());
/// assert_eq!(four.distance(start, goal), Some(4));
/// let path = [(0, 0), (0, 1), (1, 1), (2, 1), (2, 2)].map(Pos::from);
/// assert_eq!(four.check_path(start, goal, Some(&path)), Ok(()));
///
/// // With diagonals and no corner cutting, (0, 1) → (1, 2) would cut the wall at (0, 2).
/// let octile = Oracle::octile(&grid, DiagonalRule::NoCornerCutting);
/// assert_eq!(octile.distance(start, goal), Some(Octile::new(2, 1))); // 2 + √2
/// let cutting = [(0, 0), (0, 1), (1, 2), (2, 2)].map(Pos::from);
/// let err = octile.check_path(start, goal, Some(&cutting)).unwrap_err();
/// assert_eq!(err.to_string(), "step 2 from (0, 1) to (1, 2) cuts a corner, which \
///     DiagonalRule::NoCornerCutting forbids");
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Oracle<C = u32> {
    width: usize,
    height: usize,
    /// The cost of entering each cell, row-major; `None` for a wall.
    enter: Vec<Option<u32>>,
    moves: Moves,
    /// The cost of a step from the cost of entering its target and whether it is diagonal.
    step_cost: fn(u32, bool) -> C,
}

impl Oracle<u32> {
    /// An oracle where each step costs what entering its target cell costs (1 on a
    /// `Grid<bool>`), with the moves and diagonal rule of `moves`.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::testing::Oracle;
    /// use gridpath::{DiagonalRule, Grid, Moves, Pos, Size};
    ///
    /// let terrain = Grid::from_vec(Size::new(1, 3), vec![Some(1), Some(9), Some(1)])?;
    /// let oracle = Oracle::new(&terrain, Moves::four());
    /// assert_eq!(oracle.distance(Pos::new(0, 0), Pos::new(0, 2)), Some(10));
    ///
    /// let open = Grid::from_vec(Size::new(3, 3), vec![true; 9])?;
    /// let king = Oracle::new(&open, Moves::eight(DiagonalRule::Always));
    /// assert_eq!(king.distance(Pos::new(0, 0), Pos::new(2, 2)), Some(2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn new<T: TestCell>(grid: &Grid<T>, moves: Moves) -> Self {
        Oracle::build(grid, moves, |enter, _| enter)
    }
}

impl Oracle<Octile> {
    /// An oracle over all eight directions with `rule` for the diagonals, where a straight
    /// step costs 1 and a diagonal step √2 (exactly, as an [`Octile`]). Cell costs other
    /// than "free or wall" are ignored. `DiagonalRule::NoCornerCutting` is the model of
    /// [`GridSpace::octile`](crate::GridSpace::octile) and the Moving AI benchmarks.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::testing::Oracle;
    /// use gridpath::{DiagonalRule, Grid, Octile, Pos, Size};
    ///
    /// let grid = Grid::from_vec(Size::new(2, 4), vec![true; 8])?;
    /// let oracle = Oracle::octile(&grid, DiagonalRule::NoCornerCutting);
    /// assert_eq!(oracle.distance(Pos::new(0, 0), Pos::new(1, 3)), Some(Octile::new(2, 1)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn octile<T: TestCell>(grid: &Grid<T>, rule: DiagonalRule) -> Self {
        Oracle::build(grid, Moves::eight(rule), |_, diagonal| {
            if diagonal {
                Octile::DIAGONAL
            } else {
                Octile::STRAIGHT
            }
        })
    }
}

impl<C: Cost> Oracle<C> {
    fn build<T: TestCell>(grid: &Grid<T>, moves: Moves, step_cost: fn(u32, bool) -> C) -> Self {
        Oracle {
            width: grid.width() as usize,
            height: grid.height() as usize,
            enter: grid.cells().iter().map(TestCell::enter_cost).collect(),
            moves,
            step_cost,
        }
    }

    /// The index of `pos`, if it lies in the grid.
    fn index(&self, pos: Pos) -> Option<usize> {
        let (row, col) = (
            usize::try_from(pos.row).ok()?,
            usize::try_from(pos.col).ok()?,
        );
        (row < self.height && col < self.width).then_some(row * self.width + col)
    }

    fn expect_index(&self, pos: Pos, what: &str) -> usize {
        self.index(pos).unwrap_or_else(|| {
            panic!(
                "the {what} {pos} lies outside the {}-row, {}-column grid",
                self.height, self.width
            )
        })
    }

    fn is_free(&self, pos: Pos) -> bool {
        self.index(pos).is_some_and(|i| self.enter[i].is_some())
    }

    /// The cell one step from `from` in direction `dir`, if its coordinates are not negative.
    fn target(from: Pos, dir: Dir) -> Option<Pos> {
        let (dr, dc) = delta(dir);
        let row = u32::try_from(i64::from(from.row) + dr).ok()?;
        let col = u32::try_from(i64::from(from.col) + dc).ok()?;
        Some(Pos::new(row, col))
    }

    /// The cost of the step `from → to`, or why it is not allowed. `from` is in the grid.
    fn step(&self, from: Pos, to: Pos) -> Result<C, Illegal> {
        let dir = self
            .moves
            .dirs()
            .iter()
            .copied()
            .find(|&dir| Self::target(from, dir) == Some(to))
            .ok_or(Illegal::NotAMove)?;
        let index = self.index(to).ok_or(Illegal::OffGrid)?;
        let enter = self.enter[index].ok_or(Illegal::Wall)?;
        let (dr, dc) = delta(dir);
        let diagonal = dr != 0 && dc != 0;
        if diagonal {
            // The two cells the diagonal passes between: (from.row, to.col) and (to.row, from.col).
            let side_a = self.is_free(Pos::new(from.row, to.col));
            let side_b = self.is_free(Pos::new(to.row, from.col));
            let allowed = match self.moves.rule() {
                DiagonalRule::Always => true,
                DiagonalRule::NotBetweenBlocked => side_a || side_b,
                DiagonalRule::NoCornerCutting => side_a && side_b,
            };
            if !allowed {
                return Err(Illegal::Corner);
            }
        }
        Ok((self.step_cost)(enter, diagonal))
    }

    /// The distance from `start` to every cell (row-major), `None` where unreachable.
    ///
    /// # Panics
    ///
    /// If `start` lies outside the grid.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::testing::Oracle;
    /// use gridpath::{Grid, Moves, Pos, Size};
    ///
    /// let grid = Grid::from_vec(Size::new(1, 3), vec![true, false, true])?;
    /// let field = Oracle::new(&grid, Moves::four()).distances(Pos::new(0, 0));
    /// assert_eq!(field, [Some(0), None, None]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn distances(&self, start: Pos) -> Vec<Option<C>> {
        let mut dist: Vec<Option<C>> = vec![None; self.enter.len()];
        dist[self.expect_index(start, "start")] = Some(C::ZERO);
        let cells: Vec<Pos> = (0..self.height)
            .flat_map(|row| (0..self.width).map(move |col| (row, col)))
            .map(|(row, col)| {
                Pos::new(
                    u32::try_from(row).expect("grid rows fit in u32"),
                    u32::try_from(col).expect("grid columns fit in u32"),
                )
            })
            .collect();
        // Bellman–Ford: relax every edge until no distance improves. Costs are never
        // negative, so this ends after at most one round per cell.
        let mut changed = true;
        while changed {
            changed = false;
            for (i, &from) in cells.iter().enumerate() {
                let Some(here) = dist[i] else { continue };
                for &dir in self.moves.dirs() {
                    let Some(to) = Self::target(from, dir) else {
                        continue;
                    };
                    let Ok(cost) = self.step(from, to) else {
                        continue;
                    };
                    let j = self.index(to).expect("legal steps stay in the grid");
                    let via = here.saturating_add(cost);
                    if dist[j].is_none_or(|old| via < old) {
                        dist[j] = Some(via);
                        changed = true;
                    }
                }
            }
        }
        dist
    }

    /// The length of a shortest path from `start` to `goal`, or `None` if there is none.
    ///
    /// # Panics
    ///
    /// If `start` or `goal` lies outside the grid.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::testing::Oracle;
    /// use gridpath::{Grid, Moves, Pos, Size};
    ///
    /// let grid = Grid::from_vec(Size::new(1, 3), vec![true, false, true])?;
    /// let oracle = Oracle::new(&grid, Moves::four());
    /// assert_eq!(oracle.distance(Pos::new(0, 0), Pos::new(0, 0)), Some(0));
    /// assert_eq!(oracle.distance(Pos::new(0, 0), Pos::new(0, 2)), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn distance(&self, start: Pos, goal: Pos) -> Option<C> {
        let goal = self.expect_index(goal, "goal");
        self.distances(start)[goal]
    }

    /// The length of `path` if it is a legal path from `start` to `goal`: it begins at `start`,
    /// ends at `goal`, and each step is a move of the move set onto a free cell that its
    /// diagonal rule allows. The length is not compared with the shortest; see
    /// [`Oracle::check_path`].
    ///
    /// Steps are numbered from 1: step `k` goes from `path[k - 1]` to `path[k]`.
    ///
    /// # Errors
    ///
    /// The first thing wrong with the path, as an [`OracleError`].
    ///
    /// # Panics
    ///
    /// If `start` or `goal` lies outside the grid.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::testing::{Oracle, OracleError};
    /// use gridpath::{Grid, Moves, Pos, Size};
    ///
    /// let grid = Grid::from_vec(Size::new(1, 3), vec![true, true, true])?;
    /// let oracle = Oracle::new(&grid, Moves::four());
    /// let (a, b, c) = (Pos::new(0, 0), Pos::new(0, 1), Pos::new(0, 2));
    /// assert_eq!(oracle.path_length(a, c, &[a, b, c]), Ok(2));
    /// assert_eq!(
    ///     oracle.path_length(a, c, &[a, c]),
    ///     Err(OracleError::NotAMove { step: 1, from: a, to: c })
    /// );
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn path_length(&self, start: Pos, goal: Pos, path: &[Pos]) -> Result<C, OracleError<C>> {
        self.expect_index(start, "start");
        self.expect_index(goal, "goal");
        let (&first, &last) = path
            .first()
            .zip(path.last())
            .ok_or(OracleError::EmptyPath)?;
        if first != start {
            return Err(OracleError::WrongStart {
                expected: start,
                found: first,
            });
        }
        let mut length = C::ZERO;
        for (i, pair) in path.windows(2).enumerate() {
            let (from, to) = (pair[0], pair[1]);
            let step = i + 1;
            match self.step(from, to) {
                Ok(cost) => length = length.saturating_add(cost),
                Err(Illegal::NotAMove) => return Err(OracleError::NotAMove { step, from, to }),
                Err(Illegal::OffGrid) => return Err(OracleError::OffGrid { step, from, to }),
                Err(Illegal::Wall) => return Err(OracleError::IntoWall { step, from, to }),
                Err(Illegal::Corner) => {
                    return Err(OracleError::CornerRule {
                        step,
                        from,
                        to,
                        rule: self.moves.rule(),
                    });
                }
            }
        }
        if last != goal {
            return Err(OracleError::WrongEnd {
                expected: goal,
                found: last,
            });
        }
        Ok(length)
    }

    /// Checks a pathfinder's answer for the query `start → goal`: `Some(path)` must be a legal
    /// path (see [`Oracle::path_length`]) whose length equals the shortest distance, and
    /// `None` is right exactly when the goal is unreachable.
    ///
    /// Inside `proptest!`, use `?` on the result: [`OracleError`] is an [`std::error::Error`], so
    /// it converts into a `TestCaseError` that fails the case with the error's message.
    ///
    /// # Errors
    ///
    /// What is wrong with the answer, as an [`OracleError`].
    ///
    /// # Panics
    ///
    /// If `start` or `goal` lies outside the grid.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::testing::Oracle;
    /// use gridpath::{Grid, Moves, Pos};
    ///
    /// let grid = Grid::parse("...\n.#.\n...\n", |c| Some(c == '.'))?;
    /// let oracle = Oracle::new(&grid, Moves::four());
    /// let (start, goal) = (Pos::new(0, 0), Pos::new(0, 2));
    ///
    /// let shortest = [(0, 0), (0, 1), (0, 2)].map(Pos::from);
    /// assert_eq!(oracle.check_path(start, goal, Some(&shortest)), Ok(()));
    ///
    /// let detour = [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2)].map(Pos::from);
    /// let err = oracle.check_path(start, goal, Some(&detour)).unwrap_err();
    /// assert_eq!(err.to_string(), "path from (0, 0) to (0, 2) has length 6, the shortest has length 2");
    ///
    /// let err = oracle.check_path(start, goal, None).unwrap_err();
    /// assert_eq!(err.to_string(), "claimed no path, but (0, 2) is reachable from (0, 0) at length 2");
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn check_path(
        &self,
        start: Pos,
        goal: Pos,
        claimed: Option<&[Pos]>,
    ) -> Result<(), OracleError<C>> {
        let length = claimed
            .map(|path| self.path_length(start, goal, path))
            .transpose()?;
        self.check_distance(start, goal, length)
    }

    /// Checks a claimed shortest distance for the query `start → goal` (for pathfinders that
    /// return only a length): it must equal the oracle's, `None` meaning unreachable.
    ///
    /// # Errors
    ///
    /// [`OracleError::MissedPath`], [`OracleError::TooLong`] or
    /// [`OracleError::WrongDistance`].
    ///
    /// # Panics
    ///
    /// If `start` or `goal` lies outside the grid.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::testing::{Oracle, OracleError};
    /// use gridpath::{Grid, Moves, Pos, Size};
    ///
    /// let grid = Grid::from_vec(Size::new(2, 2), vec![true; 4])?;
    /// let oracle = Oracle::new(&grid, Moves::four());
    /// let (start, goal) = (Pos::new(0, 0), Pos::new(1, 1));
    /// assert_eq!(oracle.check_distance(start, goal, Some(2)), Ok(()));
    /// assert_eq!(
    ///     oracle.check_distance(start, goal, Some(1)),
    ///     Err(OracleError::WrongDistance { start, goal, claimed: Some(1), shortest: Some(2) })
    /// );
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn check_distance(
        &self,
        start: Pos,
        goal: Pos,
        claimed: Option<C>,
    ) -> Result<(), OracleError<C>> {
        let shortest = self.distance(start, goal);
        match (claimed, shortest) {
            (claimed, shortest) if claimed == shortest => Ok(()),
            (None, Some(distance)) => Err(OracleError::MissedPath {
                start,
                goal,
                distance,
            }),
            (Some(claimed), Some(shortest)) if claimed > shortest => Err(OracleError::TooLong {
                start,
                goal,
                claimed,
                shortest,
            }),
            (claimed, shortest) => Err(OracleError::WrongDistance {
                start,
                goal,
                claimed,
                shortest,
            }),
        }
    }
}

/// What the [`Oracle`] found wrong with a pathfinder's answer. Steps are numbered from 1: step
/// `k` goes from `path[k - 1]` to `path[k]`.
///
/// It implements [`std::error::Error`], so `?` turns it into a proptest `TestCaseError`
/// inside `proptest!`, and its message says what is wrong.
///
/// # Examples
///
/// ```
/// use gridpath::testing::OracleError;
/// use gridpath::Pos;
///
/// let err: OracleError = OracleError::NotAMove { step: 3, from: Pos::new(1, 2), to: Pos::new(3, 3) };
/// assert_eq!(err.to_string(), "step 3 from (1, 2) to (3, 3) is not a move of the move set");
///
/// // Inside a proptest body, `?` fails the case with that message.
/// let as_case: proptest::test_runner::TestCaseError = err.into();
/// assert!(as_case.to_string().contains("is not a move"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum OracleError<C = u32> {
    /// The path has no cells (a path from a cell to itself is `[start]`).
    EmptyPath,
    /// The path does not begin at the start.
    WrongStart {
        /// The start of the query.
        expected: Pos,
        /// The path's first cell.
        found: Pos,
    },
    /// The path does not end at the goal.
    WrongEnd {
        /// The goal of the query.
        expected: Pos,
        /// The path's last cell.
        found: Pos,
    },
    /// Two consecutive cells are not one move of the move set apart (or are the same cell).
    NotAMove {
        /// The step's number, from 1.
        step: usize,
        /// Where the step begins.
        from: Pos,
        /// Where it ends.
        to: Pos,
    },
    /// A step leaves the grid.
    OffGrid {
        /// The step's number, from 1.
        step: usize,
        /// Where the step begins.
        from: Pos,
        /// Where it ends, outside the grid.
        to: Pos,
    },
    /// A step enters a wall.
    IntoWall {
        /// The step's number, from 1.
        step: usize,
        /// Where the step begins.
        from: Pos,
        /// The wall it enters.
        to: Pos,
    },
    /// A diagonal step that the diagonal rule forbids: it cuts a corner
    /// ([`DiagonalRule::NoCornerCutting`]) or squeezes between two walls
    /// ([`DiagonalRule::NotBetweenBlocked`]).
    CornerRule {
        /// The step's number, from 1.
        step: usize,
        /// Where the step begins.
        from: Pos,
        /// Where it ends.
        to: Pos,
        /// The rule it breaks.
        rule: DiagonalRule,
    },
    /// A legal path that is longer than the shortest.
    TooLong {
        /// The query's start.
        start: Pos,
        /// The query's goal.
        goal: Pos,
        /// The length of the claimed path.
        claimed: C,
        /// The length of a shortest path.
        shortest: C,
    },
    /// The answer says there is no path, but the goal is reachable.
    MissedPath {
        /// The query's start.
        start: Pos,
        /// The query's goal.
        goal: Pos,
        /// The length of a shortest path.
        distance: C,
    },
    /// A claimed distance that is shorter than the shortest, or claimed for an unreachable
    /// goal.
    WrongDistance {
        /// The query's start.
        start: Pos,
        /// The query's goal.
        goal: Pos,
        /// The claimed distance.
        claimed: Option<C>,
        /// The true distance, `None` if the goal is unreachable.
        shortest: Option<C>,
    },
}

impl<C: fmt::Display> fmt::Display for OracleError<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OracleError::EmptyPath => {
                write!(f, "the path is empty (a path to the start is [start])")
            }
            OracleError::WrongStart { expected, found } => {
                write!(f, "the path begins at {found}, not at the start {expected}")
            }
            OracleError::WrongEnd { expected, found } => {
                write!(f, "the path ends at {found}, not at the goal {expected}")
            }
            OracleError::NotAMove { step, from, to } => {
                write!(
                    f,
                    "step {step} from {from} to {to} is not a move of the move set"
                )
            }
            OracleError::OffGrid { step, from, to } => {
                write!(f, "step {step} from {from} to {to} leaves the grid")
            }
            OracleError::IntoWall { step, from, to } => {
                write!(f, "step {step} from {from} to {to} enters a wall")
            }
            OracleError::CornerRule {
                step,
                from,
                to,
                rule,
            } => {
                let what = match rule {
                    DiagonalRule::NotBetweenBlocked => "squeezes between two walls",
                    DiagonalRule::NoCornerCutting | DiagonalRule::Always => "cuts a corner",
                };
                write!(
                    f,
                    "step {step} from {from} to {to} {what}, which DiagonalRule::{rule:?} forbids"
                )
            }
            OracleError::TooLong {
                start,
                goal,
                claimed,
                shortest,
            } => write!(
                f,
                "path from {start} to {goal} has length {claimed}, the shortest has length {shortest}"
            ),
            OracleError::MissedPath {
                start,
                goal,
                distance,
            } => write!(
                f,
                "claimed no path, but {goal} is reachable from {start} at length {distance}"
            ),
            OracleError::WrongDistance {
                start,
                goal,
                claimed,
                shortest,
            } => {
                write!(f, "claimed ")?;
                match claimed {
                    Some(claimed) => write!(f, "length {claimed}")?,
                    None => write!(f, "no path")?,
                }
                write!(f, " from {start} to {goal}, but ")?;
                match shortest {
                    Some(shortest) => write!(f, "the shortest has length {shortest}"),
                    None => write!(f, "the goal is unreachable"),
                }
            }
        }
    }
}

impl<C: fmt::Debug + fmt::Display> std::error::Error for OracleError<C> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn not_between_blocked_allows_one_open_side() {
        let grid = Grid::from_vec(Size::new(2, 2), vec![true, false, true, true]).unwrap();
        let (a, b) = (Pos::new(0, 0), Pos::new(1, 1));
        let squeeze = Oracle::new(&grid, Moves::eight(DiagonalRule::NotBetweenBlocked));
        assert_eq!(squeeze.check_path(a, b, Some(&[a, b])), Ok(()));
        let strict = Oracle::new(&grid, Moves::eight(DiagonalRule::NoCornerCutting));
        assert_eq!(strict.distance(a, b), Some(2));
        let blocked = Grid::from_vec(Size::new(2, 2), vec![true, false, false, true]).unwrap();
        let squeeze = Oracle::new(&blocked, Moves::eight(DiagonalRule::NotBetweenBlocked));
        assert_eq!(squeeze.distance(a, b), None);
        assert!(matches!(
            squeeze.check_path(a, b, Some(&[a, b])),
            Err(OracleError::CornerRule { step: 1, .. })
        ));
        let king = Oracle::new(&blocked, Moves::eight(DiagonalRule::Always));
        assert_eq!(king.distance(a, b), Some(1));
    }

    #[test]
    fn paths_off_the_grid_into_walls_and_to_the_wrong_end() {
        let grid = Grid::from_vec(Size::new(1, 2), vec![true, false]).unwrap();
        let oracle = Oracle::new(&grid, Moves::four());
        let a = Pos::new(0, 0);
        assert_eq!(oracle.check_path(a, a, Some(&[a])), Ok(()));
        assert_eq!(
            oracle.check_path(a, a, Some(&[])),
            Err(OracleError::EmptyPath)
        );
        let below = Pos::new(1, 0);
        assert_eq!(
            oracle.check_path(a, a, Some(&[a, below])),
            Err(OracleError::OffGrid {
                step: 1,
                from: a,
                to: below
            })
        );
        let wall = Pos::new(0, 1);
        assert_eq!(
            oracle.check_path(a, wall, Some(&[a, wall])),
            Err(OracleError::IntoWall {
                step: 1,
                from: a,
                to: wall
            })
        );
        assert_eq!(oracle.check_path(a, wall, None), Ok(()));
        assert_eq!(
            oracle.check_path(wall, a, Some(&[a])),
            Err(OracleError::WrongStart {
                expected: wall,
                found: a
            })
        );
        assert_eq!(
            oracle.check_distance(a, wall, Some(3)),
            Err(OracleError::WrongDistance {
                start: a,
                goal: wall,
                claimed: Some(3),
                shortest: None
            })
        );
    }

    proptest! {
        /// The oracle and the crate's engines agree (a check on both).
        #[test]
        fn oracle_agrees_with_the_engines(
            case in grid_with_endpoints(terrain_grids(1..=7, 1..=7, 35, 4)),
            rule in prop_oneof![
                Just(DiagonalRule::Always),
                Just(DiagonalRule::NotBetweenBlocked),
                Just(DiagonalRule::NoCornerCutting),
            ],
        ) {
            let Endpoints { grid, start, goal } = case;
            let free = grid.map(Option::is_some);
            for moves in [Moves::four(), Moves::eight(rule)] {
                let space = crate::GridSpace::new(&free, moves.clone(), |&f| f);
                let mut bfs = crate::Bfs::new();
                let bfs = bfs.search(&space, [start], |p| p == goal);
                prop_assert_eq!(bfs.goal_distance(), Oracle::new(&free, moves.clone()).distance(start, goal));
                let space = crate::GridSpace::with_costs(&grid, moves.clone(), |&c| c);
                let mut dijkstra = crate::Dijkstra::new();
                let dijkstra = dijkstra.search(&space, [start], |p| p == goal);
                prop_assert_eq!(dijkstra.goal_distance(), Oracle::new(&grid, moves).distance(start, goal));
            }
            let space = crate::GridSpace::octile(&free, |&f| f);
            let mut octile = crate::Dijkstra::new();
            let octile = octile.search(&space, [start], |p| p == goal);
            let oracle = Oracle::octile(&free, DiagonalRule::NoCornerCutting);
            prop_assert_eq!(octile.goal_distance(), oracle.distance(start, goal));
        }
    }

    #[test]
    #[should_panic(expected = "the goal (5, 5) lies outside")]
    fn endpoints_outside_the_grid_panic() {
        let grid = Grid::from_vec(Size::new(2, 2), vec![true; 4]).unwrap();
        let _ = Oracle::new(&grid, Moves::four()).distance(Pos::new(0, 0), Pos::new(5, 5));
    }
}
