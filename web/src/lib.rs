//! gridpath in the browser: the model of the page in `web/page/`, compiled to WebAssembly.
//!
//! The page draws; everything it shows about a search comes from here. [`Board`] holds the map
//! (floor, walls, mud), the start, the goal and the player of the maze game; it generates
//! mazes with the crate's generators (recording each carving step), runs any of the crate's
//! engines ([`Engine`]) with the crate's [`SearchEvent`]s recorded as [`Frame`]s, and writes
//! the map as text. [`abi`](crate::abi) is the page's door into it: numbers in, numbers and
//! views of memory out (the raw WebAssembly ABI, no generated glue; see `CHANGELOG.md`).
//!
//! The model is plain Rust and runs natively too: its tests are ordinary unit tests, and the
//! numbers the page prints for a maze are the `maze` demo's (`path: N steps, states expanded: E`).

#![deny(unsafe_code)]

pub mod abi;

use gridpath::any_angle::{Anya, Corner, LazyThetaStar, Route, Sight, ThetaStar};
use gridpath::maze::{Algorithm, Carve, MinStd, braid};
use gridpath::{
    AStar, Bfs, Cost, Dfs, DiagonalRule, Dijkstra, Grid, GridSpace, JumpGrid, JumpPointSearch,
    Moves, Octile, OctileEnterCost, Pos, SearchEvent, SearchTree, Size, StateSpace, ZeroOneBfs,
    heuristic,
};

/// A cell of the board, as the page paints it (and as [`abi`] passes it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Cell {
    /// Open floor: entering it costs 1.
    Floor = 0,
    /// A wall: no engine enters it (but 0-1 BFS, which counts the walls it breaks).
    Wall = 1,
    /// Mud: entering it costs [`MUD_COST`] for Dijkstra and A*; open floor for the others.
    Mud = 2,
}

impl Cell {
    /// The cell a number from the page names, or `None`.
    #[must_use]
    pub fn from_code(code: u32) -> Option<Cell> {
        match code {
            0 => Some(Cell::Floor),
            1 => Some(Cell::Wall),
            2 => Some(Cell::Mud),
            _ => None,
        }
    }
}

/// What entering a mud cell costs Dijkstra and A* (floor costs 1).
pub const MUD_COST: u32 = 5;

/// The engines the page offers, in the order of [`Engine::ALL`] (the page's menu).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    /// Breadth-first search: fewest moves.
    Bfs,
    /// 0-1 BFS: the fewest walls to break (entering a wall costs 1, anything else 0).
    ZeroOneBfs,
    /// Dijkstra: cheapest path, mud costing [`MUD_COST`] (with 8 directions, diagonals √2 times).
    Dijkstra,
    /// A*: as Dijkstra, guided by the Manhattan (4 directions) or octile (8) distance.
    AStar,
    /// Jump Point Search: 8 directions without corner cutting, every step its length (mud is floor).
    Jps,
    /// Depth-first search: *a* path, not the shortest.
    Dfs,
    /// Theta*: straight lines between cell corners (any angle; mud is floor).
    ThetaStar,
    /// Lazy Theta*: Theta* checking each line of sight only when it needs it.
    LazyThetaStar,
    /// Anya: the shortest any-angle path (no events: the page shows its route).
    Anya,
}

impl Engine {
    /// Every engine, in the page's order.
    pub const ALL: [Engine; 9] = [
        Engine::Bfs,
        Engine::ZeroOneBfs,
        Engine::Dijkstra,
        Engine::AStar,
        Engine::Jps,
        Engine::Dfs,
        Engine::ThetaStar,
        Engine::LazyThetaStar,
        Engine::Anya,
    ];

    /// The name the page shows, and its URL parameter `engine` reads.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Engine::Bfs => "bfs",
            Engine::ZeroOneBfs => "0-1-bfs",
            Engine::Dijkstra => "dijkstra",
            Engine::AStar => "astar",
            Engine::Jps => "jps",
            Engine::Dfs => "dfs",
            Engine::ThetaStar => "theta",
            Engine::LazyThetaStar => "lazy-theta",
            Engine::Anya => "anya",
        }
    }

    /// Whether its path runs between cell corners rather than through cells.
    #[must_use]
    pub fn is_any_angle(self) -> bool {
        matches!(
            self,
            Engine::ThetaStar | Engine::LazyThetaStar | Engine::Anya
        )
    }
}

/// The move set the page's settings ask for: 4 directions, or 8 under a diagonal rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// The engine.
    pub engine: Engine,
    /// 4 or 8.
    pub directions: u32,
    /// The diagonal rule with 8 directions.
    pub rule: DiagonalRule,
}

impl Settings {
    fn moves(self) -> Moves {
        if self.directions == 8 {
            Moves::eight(self.rule)
        } else {
            Moves::four()
        }
    }
}

/// The diagonal rules, in the order the page lists them (its `rule` numbers).
pub const RULES: [DiagonalRule; 3] = [
    DiagonalRule::NoCornerCutting,
    DiagonalRule::NotBetweenBlocked,
    DiagonalRule::Always,
];

/// What a [`Frame`] records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u32)]
pub enum FrameKind {
    /// A maze generator opened the passage at the cell.
    Carved = 1,
    /// A maze generator put a wall up at the cell (recursive division).
    WallUp = 2,
    /// A random walk of a maze generator entered the room at the cell.
    Walked = 3,
    /// A search reached the state (`from` the state it came from, when there is one).
    Discovered = 10,
    /// A search expanded the state.
    Expanded = 11,
    /// Jump Point Search crossed the cell on a jump.
    Crossed = 12,
    /// The search took the goal.
    Goal = 13,
}

/// One step of an animation, five numbers in [`Board::frames`]: the kind, the row and
/// column of the cell (or corner, for the any-angle engines), and the row and column it came
/// from ([`NOWHERE`] for none).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Frame {
    /// What happened.
    pub kind: FrameKind,
    /// Where: a cell, or for the any-angle engines a corner.
    pub at: Pos,
    /// Where from, if a search reached `at` from somewhere.
    pub from: Option<Pos>,
}

/// The `from` of a [`Frame`] that has none, as the page reads it.
pub const NOWHERE: u32 = u32::MAX;

/// The outcome of the last search.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Outcome {
    /// The path's cells (or corners, for the any-angle engines), start first; empty when none.
    pub path: Vec<Pos>,
    /// Its length as the engine measures it: moves, walls broken, cost, or Euclidean length.
    pub length: Option<f64>,
    /// The states the engine expanded.
    pub expanded: usize,
    /// Whether `path` holds corners.
    pub corners: bool,
}

/// What went wrong in a call from the page.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// The board or maze size is not possible.
    #[error("a board of {rows} × {cols} cells is not possible: {reason}")]
    Size {
        /// Rows asked for.
        rows: u32,
        /// Columns asked for.
        cols: u32,
        /// Why.
        reason: String,
    },
    /// A position outside the board.
    #[error("({row}, {col}) is outside the board")]
    Outside {
        /// The row.
        row: u32,
        /// The column.
        col: u32,
    },
    /// A number that names nothing (a cell kind, an engine, a generator).
    #[error("{what} {code} does not exist")]
    Unknown {
        /// What was named.
        what: &'static str,
        /// The number.
        code: u32,
    },
}

/// The largest side the page accepts, in cells: a board of 1,000 × 1,000 cells animates
/// slowly enough already.
pub const MAX_SIDE: u32 = 1001;

/// The page's model: the map, the ends of the search, the player, the last animation.
#[derive(Debug, Clone)]
pub struct Board {
    grid: Grid<Cell>,
    start: Pos,
    goal: Pos,
    player: Pos,
    /// The cells before the last maze's carving began (row-major, as [`Cell`] codes).
    carving_from: Vec<u8>,
    frames: Vec<Frame>,
    outcome: Outcome,
}

impl Board {
    /// An open board of `rows` × `cols` cells, start top-left, goal bottom-right.
    ///
    /// # Errors
    ///
    /// A side of 0 or above [`MAX_SIDE`].
    pub fn open(rows: u32, cols: u32) -> Result<Board, BoardError> {
        let size = checked_size(rows, cols)?;
        let grid = Grid::new(size, Cell::Floor).map_err(|e| BoardError::Size {
            rows,
            cols,
            reason: e.to_string(),
        })?;
        let goal = Pos::new(rows - 1, cols - 1);
        Ok(Board {
            carving_from: grid.cells().iter().map(|&c| c as u8).collect(),
            grid,
            start: Pos::new(0, 0),
            goal,
            player: Pos::new(0, 0),
            frames: Vec::new(),
            outcome: Outcome::default(),
        })
    }

    /// A maze of `rows` × `cols` rooms made by `algorithm` from `seed` (MINSTD), with the
    /// fraction `braid` of its dead ends removed — exactly the `maze` demo's
    /// (`--rows`, `--cols`, `--seed`, `--algorithm`, `--braid`): its cell grid, start in the
    /// top-left room, goal in the bottom-right one. [`Board::frames`] then holds the carving.
    ///
    /// # Errors
    ///
    /// A size the generator refuses, or a cell grid above [`MAX_SIDE`].
    pub fn maze(
        algorithm: Algorithm,
        rows: u32,
        cols: u32,
        seed: u32,
        braid_fraction: f64,
    ) -> Result<Board, BoardError> {
        let too_large = |reason: String| BoardError::Size { rows, cols, reason };
        if rows == 0 || cols == 0 || rows > MAX_SIDE / 2 || cols > MAX_SIDE / 2 {
            return Err(too_large(format!(
                "a maze has 1 to {} rooms a side",
                MAX_SIDE / 2
            )));
        }
        let mut rng = MinStd::new(seed);
        let mut steps = Vec::new();
        let mut maze = algorithm
            .generate_observed(Size::new(rows, cols), &mut rng, |step| steps.push(step))
            .map_err(|e| too_large(e.to_string()))?;
        let carved = maze.to_grid();
        braid(&mut maze, braid_fraction, &mut rng);
        let cells = maze.to_grid();
        let room = |p: Pos| Pos::new(2 * p.row + 1, 2 * p.col + 1);
        let beside = |p: Pos, dir: gridpath::Dir| {
            let (dr, dc) = dir.delta();
            let r = room(p);
            Pos::new(
                r.row.saturating_add_signed(dr),
                r.col.saturating_add_signed(dc),
            )
        };
        let mut frames: Vec<Frame> = steps
            .iter()
            .filter_map(|&step| match step {
                Carve::Opened { room: p, dir } => Some(frame(FrameKind::Carved, beside(p, dir))),
                Carve::Closed { room: p, dir } => Some(frame(FrameKind::WallUp, beside(p, dir))),
                Carve::Entered { room: p } => Some(frame(FrameKind::Walked, room(p))),
                // A kind of step this page does not draw yet.
                _ => None,
            })
            .collect();
        // Braiding opens walls after the generator: one more carving step each.
        frames.extend(
            cells
                .positions()
                .filter(|&p| cells[p] && !carved[p])
                .map(|p| frame(FrameKind::Carved, p)),
        );
        // The cells before the first step: the end, with every step undone, last first.
        let mut before = cells.clone();
        for f in frames.iter().rev() {
            match f.kind {
                FrameKind::Carved => before[f.at] = false,
                FrameKind::WallUp => before[f.at] = true,
                _ => {}
            }
        }
        let grid = cells.map(|&open| if open { Cell::Floor } else { Cell::Wall });
        let start = Pos::new(1, 1);
        Ok(Board {
            carving_from: before.cells().iter().map(|&open| u8::from(!open)).collect(),
            goal: Pos::new(grid.height() - 2, grid.width() - 2),
            grid,
            start,
            player: start,
            frames,
            outcome: Outcome::default(),
        })
    }

    /// The map.
    #[must_use]
    pub fn grid(&self) -> &Grid<Cell> {
        &self.grid
    }

    /// The start of the search.
    #[must_use]
    pub fn start(&self) -> Pos {
        self.start
    }

    /// The goal of the search (the exit of the maze game).
    #[must_use]
    pub fn goal(&self) -> Pos {
        self.goal
    }

    /// Where the player of the maze game stands.
    #[must_use]
    pub fn player(&self) -> Pos {
        self.player
    }

    /// The cells before the last maze's carving (row-major [`Cell`] codes): the first
    /// picture of its animation.
    #[must_use]
    pub fn carving_from(&self) -> &[u8] {
        &self.carving_from
    }

    /// The last animation: a maze's carving, or a search's events.
    #[must_use]
    pub fn frames(&self) -> &[Frame] {
        &self.frames
    }

    /// The last search's outcome.
    #[must_use]
    pub fn outcome(&self) -> &Outcome {
        &self.outcome
    }

    fn check(&self, row: u32, col: u32) -> Result<Pos, BoardError> {
        self.grid
            .check(Pos::new(row, col))
            .map_err(|_| BoardError::Outside { row, col })
    }

    /// Paints a cell. Painting the start or the goal is allowed: a search from a wall finds
    /// nothing (the crate's rule), which the page shows.
    ///
    /// # Errors
    ///
    /// A position outside the board.
    pub fn set_cell(&mut self, row: u32, col: u32, cell: Cell) -> Result<(), BoardError> {
        let pos = self.check(row, col)?;
        self.grid[pos] = cell;
        Ok(())
    }

    /// Moves the start.
    ///
    /// # Errors
    ///
    /// A position outside the board.
    pub fn set_start(&mut self, row: u32, col: u32) -> Result<(), BoardError> {
        self.start = self.check(row, col)?;
        Ok(())
    }

    /// Moves the goal.
    ///
    /// # Errors
    ///
    /// A position outside the board.
    pub fn set_goal(&mut self, row: u32, col: u32) -> Result<(), BoardError> {
        self.goal = self.check(row, col)?;
        Ok(())
    }

    /// Puts the player of the maze game back on the start.
    pub fn reset_player(&mut self) {
        self.player = self.start;
    }

    /// Moves the player one step towards `dir` (a straight [`gridpath::Dir`]) unless a wall
    /// or the edge is there; returns whether it moved.
    pub fn step_player(&mut self, dir: gridpath::Dir) -> bool {
        let (dr, dc) = dir.delta();
        let to = self
            .player
            .row
            .checked_add_signed(dr)
            .zip(self.player.col.checked_add_signed(dc))
            .map(|(row, col)| Pos::new(row, col));
        match to {
            Some(to) if self.grid.get(to).is_some_and(|&c| c != Cell::Wall) => {
                self.player = to;
                true
            }
            _ => false,
        }
    }

    /// Runs `settings.engine` from the start to the goal, recording its events as the
    /// [`frames`](Board::frames) and its result as the [`outcome`](Board::outcome).
    pub fn search(&mut self, settings: Settings) -> &Outcome {
        let mut frames = Vec::new();
        let outcome = run(&self.grid, self.start, self.goal, settings, &mut frames);
        self.frames = frames;
        self.outcome = outcome;
        &self.outcome
    }

    /// The map as text: a line `R C`, then the rows over `.` (floor), `#` (wall), `~` (mud),
    /// `S` (start) and `E` (goal) — the input of the `shortest_path` example when there is
    /// no mud.
    #[must_use]
    pub fn text(&self) -> String {
        let mut text = format!("{} {}\n", self.grid.height(), self.grid.width());
        for (row, cells) in self.grid.rows().enumerate() {
            for (col, &cell) in cells.iter().enumerate() {
                let pos = Pos::new(to_u32(row), to_u32(col));
                text.push(if pos == self.start {
                    'S'
                } else if pos == self.goal {
                    'E'
                } else {
                    match cell {
                        Cell::Floor => '.',
                        Cell::Wall => '#',
                        Cell::Mud => '~',
                    }
                });
            }
            text.push('\n');
        }
        text
    }
}

fn checked_size(rows: u32, cols: u32) -> Result<Size, BoardError> {
    if rows == 0 || cols == 0 || rows > MAX_SIDE || cols > MAX_SIDE {
        return Err(BoardError::Size {
            rows,
            cols,
            reason: format!("a side has 1 to {MAX_SIDE} cells"),
        });
    }
    Ok(Size::new(rows, cols))
}

/// A board index as a `u32`: the board's sides are at most [`MAX_SIDE`].
fn to_u32(i: usize) -> u32 {
    u32::try_from(i).unwrap_or(u32::MAX)
}

fn frame(kind: FrameKind, at: Pos) -> Frame {
    Frame {
        kind,
        at,
        from: None,
    }
}

/// A search event as a frame (`None` for a kind of event this page does not know yet).
fn event_frame<S, D>(event: SearchEvent<S, D>, pos: impl Fn(S) -> Pos) -> Option<Frame> {
    Some(match event {
        SearchEvent::Discovered { state, from, .. } => Frame {
            kind: FrameKind::Discovered,
            at: pos(state),
            from: from.map(&pos),
        },
        SearchEvent::Expanded { state, .. } => frame(FrameKind::Expanded, pos(state)),
        SearchEvent::Goal { state, .. } => frame(FrameKind::Goal, pos(state)),
        SearchEvent::Crossed { state } => frame(FrameKind::Crossed, pos(state)),
        _ => return None,
    })
}

/// A cell search's outcome, its length read by `length`.
fn tree_outcome<Sp, D>(found: &SearchTree<'_, Sp, D>, length: impl Fn(D) -> f64) -> Outcome
where
    Sp: StateSpace<State = Pos, Cost = D>,
    D: Cost,
{
    Outcome {
        path: found.path().unwrap_or_default(),
        length: found.goal_distance().map(length),
        expanded: found.expanded(),
        corners: false,
    }
}

/// An any-angle search's outcome. (Without a route the page shows no expansions: the
/// any-angle searches report them only with one.)
fn route_outcome(route: Option<Route>) -> Outcome {
    Outcome {
        length: route.as_ref().map(Route::length),
        expanded: route.as_ref().map_or(0, Route::expanded),
        path: route.map_or_else(Vec::new, |r| {
            r.corners().iter().map(|c| Pos::new(c.row, c.col)).collect()
        }),
        corners: true,
    }
}

/// Runs one search; the one place the page's settings become an engine call.
fn run(
    grid: &Grid<Cell>,
    start: Pos,
    goal: Pos,
    settings: Settings,
    frames: &mut Vec<Frame>,
) -> Outcome {
    match settings.engine {
        Engine::Bfs | Engine::Dfs | Engine::ZeroOneBfs => {
            run_unweighted(grid, start, goal, settings, frames)
        }
        Engine::Dijkstra | Engine::AStar => run_weighted(grid, start, goal, settings, frames),
        Engine::Jps => {
            let space = GridSpace::octile(grid, open);
            let Ok(jump_grid) = JumpGrid::new(&space) else {
                return Outcome::default();
            };
            let mut jps = JumpPointSearch::new();
            let found = jps.search_observed(&jump_grid, [start], goal, |e| {
                frames.extend(event_frame(e, at));
            });
            // The cell path (the jumps filled in), as every other cell engine shows it.
            tree_outcome(&found, Octile::to_f64)
        }
        Engine::ThetaStar | Engine::LazyThetaStar | Engine::Anya => {
            run_any_angle(grid, start, goal, settings.engine, frames)
        }
    }
}

/// Whether a cell can be entered by the engines that do not price cells.
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "the step rules take the cell by reference"
)]
fn open(cell: &Cell) -> bool {
    *cell != Cell::Wall
}

/// A cell event's position, as it is.
fn at(pos: Pos) -> Pos {
    pos
}

/// BFS, DFS (moves) and 0-1 BFS (walls broken).
fn run_unweighted(
    grid: &Grid<Cell>,
    start: Pos,
    goal: Pos,
    settings: Settings,
    frames: &mut Vec<Frame>,
) -> Outcome {
    let moves = settings.moves();
    let is_goal = |p: Pos| p == goal;
    let record = |e| frames.extend(event_frame(e, at));
    match settings.engine {
        Engine::ZeroOneBfs => {
            let space =
                GridSpace::with_costs(grid, moves, |c: &Cell| Some(u32::from(*c == Cell::Wall)));
            let mut zero_one = ZeroOneBfs::new();
            let found = zero_one.search_observed(&space, [start], is_goal, record);
            tree_outcome(&found, f64::from)
        }
        Engine::Dfs => {
            let space = GridSpace::new(grid, moves, open);
            let mut dfs = Dfs::new();
            tree_outcome(
                &dfs.search_observed(&space, [start], is_goal, record),
                f64::from,
            )
        }
        _ => {
            let space = GridSpace::new(grid, moves, open);
            let mut bfs = Bfs::new();
            tree_outcome(
                &bfs.search_observed(&space, [start], is_goal, record),
                f64::from,
            )
        }
    }
}

/// Dijkstra and A*: mud costs [`MUD_COST`]; with 8 directions a diagonal step costs √2 times
/// the cell it enters, exactly.
fn run_weighted(
    grid: &Grid<Cell>,
    start: Pos,
    goal: Pos,
    settings: Settings,
    frames: &mut Vec<Frame>,
) -> Outcome {
    let moves = settings.moves();
    let astar = settings.engine == Engine::AStar;
    if settings.directions == 8 {
        let space = GridSpace::with_rule(grid, moves, OctileEnterCost(enter_cost));
        let guide = astar.then(|| heuristic::octile(goal));
        best_first(&space, start, goal, guide, Octile::to_f64, frames)
    } else {
        let space = GridSpace::with_costs(grid, moves, enter_cost);
        let guide = astar.then(|| heuristic::manhattan(goal));
        best_first(&space, start, goal, guide, f64::from, frames)
    }
}

/// A* with `guide`, or Dijkstra without one, from `start` to `goal` on `space`.
fn best_first<Sp, C>(
    space: Sp,
    start: Pos,
    goal: Pos,
    guide: Option<impl Fn(Pos) -> C>,
    length: impl Fn(C) -> f64,
    frames: &mut Vec<Frame>,
) -> Outcome
where
    Sp: StateSpace<State = Pos, Cost = C>,
    C: Cost,
{
    let is_goal = |p: Pos| p == goal;
    let record = |e| frames.extend(event_frame(e, at));
    match guide {
        Some(guide) => tree_outcome(
            &AStar::new().search_observed(space, [start], is_goal, guide, record),
            length,
        ),
        None => tree_outcome(
            &Dijkstra::new().search_observed(space, [start], is_goal, record),
            length,
        ),
    }
}

/// Theta*, Lazy Theta* and Anya, between corners: a cell's top-left corner stands for it.
fn run_any_angle(
    grid: &Grid<Cell>,
    start: Pos,
    goal: Pos,
    engine: Engine,
    frames: &mut Vec<Frame>,
) -> Outcome {
    let space = GridSpace::new(grid, Moves::four(), open);
    let Ok(sight) = Sight::new(&space) else {
        return route_outcome(None);
    };
    let (from, to) = (
        Corner::new(start.row, start.col),
        Corner::new(goal.row, goal.col),
    );
    let record = |e| frames.extend(event_frame(e, |c: Corner| Pos::new(c.row, c.col)));
    route_outcome(match engine {
        Engine::ThetaStar => ThetaStar::new().search_observed(&sight, from, to, record),
        Engine::LazyThetaStar => LazyThetaStar::new().search_observed(&sight, from, to, record),
        _ => Anya::new().search(&sight, from, to),
    })
}

/// Dijkstra's and A*'s price of entering a cell.
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "the step rules take the cell by reference"
)]
fn enter_cost(cell: &Cell) -> Option<u32> {
    match cell {
        Cell::Floor => Some(1),
        Cell::Mud => Some(MUD_COST),
        Cell::Wall => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bfs() -> Settings {
        Settings {
            engine: Engine::Bfs,
            directions: 4,
            rule: DiagonalRule::NoCornerCutting,
        }
    }

    #[test]
    fn a_maze_is_the_demos_maze() {
        // `cargo run --release --example maze -- --rows 15 --cols 25 --seed 7 --algorithm dfs`
        // prints the same maze; its path and expansions are checked against the demo's own
        // output by `web/test.sh` in the browser.
        let mut rng = MinStd::new(7);
        let maze = Algorithm::Dfs
            .generate(Size::new(15, 25), &mut rng)
            .unwrap();
        let board = Board::maze(Algorithm::Dfs, 15, 25, 7, 0.0).unwrap();
        let cells = maze.to_grid();
        assert!(
            cells
                .positions()
                .all(|p| cells[p] == (board.grid()[p] != Cell::Wall))
        );
        assert_eq!(board.start(), Pos::new(1, 1));
        assert_eq!(board.goal(), Pos::new(29, 49));
    }

    #[test]
    fn carving_replayed_from_its_first_picture_gives_the_maze() {
        for algorithm in Algorithm::ALL {
            let board = Board::maze(algorithm, 6, 9, 3, 0.5).unwrap();
            let mut cells = board.carving_from().to_vec();
            let width = board.grid().width() as usize;
            for f in board.frames() {
                let i = f.at.row as usize * width + f.at.col as usize;
                match f.kind {
                    FrameKind::Carved => cells[i] = Cell::Floor as u8,
                    FrameKind::WallUp => cells[i] = Cell::Wall as u8,
                    _ => {}
                }
            }
            let end: Vec<u8> = board.grid().cells().iter().map(|&c| c as u8).collect();
            assert_eq!(cells, end, "{algorithm}");
        }
    }

    #[test]
    fn every_engine_reaches_the_goal_of_an_open_board() {
        let mut board = Board::open(6, 8).unwrap();
        for engine in Engine::ALL {
            for directions in [4, 8] {
                let settings = Settings {
                    engine,
                    directions,
                    rule: DiagonalRule::NoCornerCutting,
                };
                let outcome = board.search(settings).clone();
                assert!(outcome.length.is_some(), "{engine:?} {directions}");
                let path = &outcome.path;
                assert_eq!(path.first(), Some(&Pos::new(0, 0)));
                assert_eq!(path.last(), Some(&Pos::new(5, 7)));
                if engine.is_any_angle() {
                    // One straight line from corner to corner.
                    assert_eq!(path.len(), 2, "{engine:?}");
                    assert!((outcome.length.unwrap() - 74f64.sqrt()).abs() < 1e-9);
                } else {
                    assert!(!board.frames().is_empty(), "{engine:?}");
                }
            }
        }
    }

    #[test]
    fn mud_and_walls_price_the_path() {
        // S ~ E: around the mud costs 4, through it 1 + 5.
        let mut board = Board::open(2, 3).unwrap();
        board.set_goal(0, 2).unwrap();
        board.set_cell(0, 1, Cell::Mud).unwrap();
        let mut settings = bfs();
        assert_eq!(board.search(settings).length, Some(2.0));
        settings.engine = Engine::Dijkstra;
        assert_eq!(board.search(settings).length, Some(4.0));
        board.set_cell(0, 1, Cell::Wall).unwrap();
        board.set_cell(1, 1, Cell::Wall).unwrap();
        assert_eq!(board.search(settings).length, None);
        settings.engine = Engine::ZeroOneBfs;
        assert_eq!(board.search(settings).length, Some(1.0));
    }

    #[test]
    fn the_player_stays_off_walls_and_the_edge() {
        let mut board = Board::maze(Algorithm::Dfs, 3, 3, 1, 0.0).unwrap();
        assert!(!board.step_player(gridpath::Dir::Up));
        assert!(!board.step_player(gridpath::Dir::Left));
        let moved =
            board.step_player(gridpath::Dir::Right) || board.step_player(gridpath::Dir::Down);
        assert!(moved);
        assert_ne!(board.player(), board.start());
        board.reset_player();
        assert_eq!(board.player(), board.start());
    }

    #[test]
    fn bad_requests_are_errors() {
        assert!(Board::open(0, 3).is_err());
        assert!(Board::open(3, MAX_SIDE + 1).is_err());
        assert!(Board::maze(Algorithm::Dfs, MAX_SIDE, 2, 1, 0.0).is_err());
        let mut board = Board::open(2, 2).unwrap();
        assert_eq!(
            board.set_cell(2, 0, Cell::Wall),
            Err(BoardError::Outside { row: 2, col: 0 })
        );
        assert!(board.set_goal(0, 9).is_err());
    }

    #[test]
    fn the_text_is_the_shortest_path_examples_input() {
        let mut board = Board::open(2, 3).unwrap();
        board.set_cell(0, 1, Cell::Wall).unwrap();
        assert_eq!(board.text(), "2 3\nS#.\n..E\n");
    }
}
