//! Problem 19 of `examples/README.md`, `puzzle`: the fewest moves that solve a sliding-tile
//! puzzle — the 8-puzzle (3 × 3) or the 15-puzzle (4 × 4).
//!
//! Input: `N` (3 or 4), then `N` lines of `N` numbers each, the tiles row by row, `0` the
//! blank. A move slides a tile next to the blank into it. Output: the fewest moves that bring
//! the board to `1 2 … N²−1` with the blank last, or `unsolvable` when no moves do (half of
//! all boards: a move swaps the blank with a tile, so the parity of the arrangement as a
//! permutation, plus the blank's distance from its goal cell, never changes — and every board
//! where that sum is even can be solved).
//!
//! Solved with [`IdaStar`] — its memory is the current path, so the 15-puzzle's 10¹³ states
//! are never stored — guided by the Manhattan distance of the tiles plus their *linear
//! conflicts* (two tiles in their goal row, or column, in the wrong order: one must leave the
//! line and come back, two moves more). A state is the tiles packed 4 bits each in a `u64`,
//! the blank's cell and the estimate, which each move updates incrementally, so the search's
//! heuristic only reads it.
//!
//! A malformed board — `N` not 3 or 4, a line with more or fewer than `N` numbers, more or
//! fewer than `N` lines, a number that is not a tile, a tile twice (and so another missing) —
//! prints one `error:` line to standard error and exits with status 2.
//!
//! ```text
//! $ printf '3\n8 6 7\n2 5 4\n3 0 1\n' | cargo run -q --release --example puzzle
//! 31
//! ```

use std::process::ExitCode;

use gridpath::input::{Input, InputError, run};
use gridpath::{IdaStar, PathResult, Predecessors, StateSpace};

fn main() -> ExitCode {
    run(solve)
}

/// Solves one input; the whole of standard output on success.
///
/// # Errors
///
/// A malformed board (see the module docs), with its line.
pub fn solve(text: &str) -> Result<String, String> {
    let board = Board::parse(text)?;
    let puzzle = Puzzle::new(board.side(), Estimate::LinearConflicts);
    Ok(answer(&puzzle, &mut IdaStar::new(), &board))
}

/// The answer for `board`, solved with `ida` on `puzzle` (of the board's side): the fewest
/// moves, or `unsolvable`.
///
/// # Panics
///
/// If the board's side is not the puzzle's.
pub fn answer(puzzle: &Puzzle, ida: &mut IdaStar<Tiles, u32>, board: &Board) -> String {
    let moves = puzzle.solve(ida, board).and_then(|found| found.cost());
    moves.map_or_else(|| "unsolvable".to_string(), |moves| moves.to_string())
}

// ---------------------------------------------------------------------------------------------
// The board
// ---------------------------------------------------------------------------------------------

/// A board: its side (3 or 4) and its tiles row by row, `0` the blank — a permutation of
/// `0..side²`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    side: usize,
    tiles: Vec<u8>,
}

impl Board {
    /// The board of `side` with `tiles`, row by row.
    ///
    /// # Errors
    ///
    /// A side other than 3 or 4, a count of tiles other than `side²`, a tile of `side²` or
    /// more, a tile twice.
    pub fn new(side: usize, tiles: Vec<u8>) -> Result<Board, String> {
        if !(3..=4).contains(&side) {
            return Err(format!("the side must be 3 or 4, found {side}"));
        }
        let cells = side * side;
        if tiles.len() != cells {
            return Err(format!(
                "a board of side {side} has {cells} tiles, found {}",
                tiles.len()
            ));
        }
        let mut seen = [false; 16];
        for &tile in &tiles {
            let index = usize::from(tile);
            if index >= cells {
                return Err(format!("{tile} is not a tile of a board of side {side}"));
            }
            if seen[index] {
                return Err(repeated(tile, &tiles, cells));
            }
            seen[index] = true;
        }
        Ok(Board { side, tiles })
    }

    /// The solved board of `side`: `1 2 … side²−1`, the blank last.
    ///
    /// # Panics
    ///
    /// If `side` is not 3 or 4.
    #[must_use]
    pub fn solved(side: usize) -> Board {
        let cells = u8::try_from(side * side).expect("a side of 3 or 4");
        Board::new(side, (1..cells).chain([0]).collect()).expect("a side of 3 or 4")
    }

    /// Reads the input format: `N`, alone on its line, then `N` lines of `N` numbers (blank
    /// lines are skipped).
    ///
    /// # Errors
    ///
    /// What is wrong with the text, with its line.
    pub fn parse(text: &str) -> Result<Board, String> {
        let mut input = Input::new(text);
        let side: usize = input
            .number_in("the side N", 3, 4)
            .map_err(|e| e.to_string())?;
        let cells = side * side;
        let mut lines = input.lines();
        if let Some((number, rest)) = lines.next()
            && let Some(extra) = rest.split_whitespace().next()
        {
            return Err(format!(
                "line {number}: N stands alone on its line, found {extra:?} after it"
            ));
        }
        let mut tiles = Vec::with_capacity(cells);
        let mut rows = 0;
        for (number, line) in lines {
            let numbers: Vec<&str> = line.split_whitespace().collect();
            if numbers.is_empty() {
                continue;
            }
            rows += 1;
            if rows > side {
                return Err(format!(
                    "line {number}: a row more than the {side} of a board of side {side}"
                ));
            }
            if numbers.len() != side {
                return Err(format!(
                    "line {number}: a row holds {side} numbers, found {}",
                    numbers.len()
                ));
            }
            for token in numbers {
                let tile = token
                    .parse::<u8>()
                    .ok()
                    .filter(|&tile| usize::from(tile) < cells)
                    .ok_or_else(|| {
                        InputError::InvalidNumber {
                            what: "a tile",
                            range: format!("a number from 0 to {}", cells - 1),
                            token: token.to_string(),
                            line: number,
                        }
                        .to_string()
                    })?;
                if tiles.contains(&tile) {
                    let mut all = tiles.clone();
                    all.push(tile);
                    return Err(format!("line {number}: {}", repeated(tile, &all, cells)));
                }
                tiles.push(tile);
            }
        }
        if rows < side {
            return Err(format!(
                "the board has {rows} rows, but a board of side {side} has {side}"
            ));
        }
        Board::new(side, tiles)
    }

    /// The side: 3 or 4.
    #[must_use]
    pub fn side(&self) -> usize {
        self.side
    }

    /// The tiles row by row, `0` the blank.
    #[must_use]
    pub fn tiles(&self) -> &[u8] {
        &self.tiles
    }

    /// The board in the input format.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = format!("{}\n", self.side);
        for row in self.tiles.chunks(self.side) {
            let row: Vec<String> = row.iter().map(u8::to_string).collect();
            text.push_str(&row.join(" "));
            text.push('\n');
        }
        text
    }

    /// Whether some moves solve the board: the parity of the tiles as a permutation (the
    /// blank counted as the tile `side²`) plus the blank's Manhattan distance from its goal
    /// cell, the last, is even. A move changes both by one, so the sum's parity never
    /// changes, and it is even on the solved board; that every board where it is even can be
    /// solved is the classic theorem (Johnson and Story, 1879).
    #[must_use]
    pub fn is_solvable(&self) -> bool {
        let cells = self.tiles.len();
        let value = |tile: u8| {
            if tile == 0 { cells } else { usize::from(tile) }
        };
        let mut inversions = 0;
        for (i, &a) in self.tiles.iter().enumerate() {
            for &b in &self.tiles[i + 1..] {
                if value(a) > value(b) {
                    inversions += 1;
                }
            }
        }
        let blank = self.tiles.iter().position(|&t| t == 0).unwrap_or(0);
        let last = self.side - 1;
        let distance = (last - blank / self.side) + (last - blank % self.side);
        (inversions + distance).is_multiple_of(2)
    }
}

/// The error of a tile seen twice among `tiles`: which, and the tile that is then missing.
fn repeated(tile: u8, tiles: &[u8], cells: usize) -> String {
    let missing = (0..cells)
        .filter_map(|t| u8::try_from(t).ok())
        .find(|t| !tiles.contains(t));
    match missing {
        Some(missing) => format!("tile {tile} appears twice, and tile {missing} is missing"),
        None => format!("tile {tile} appears twice"),
    }
}

// ---------------------------------------------------------------------------------------------
// The puzzle as a state space
// ---------------------------------------------------------------------------------------------

/// The estimate that guides the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Estimate {
    /// The sum of the tiles' Manhattan distances to their goal cells.
    Manhattan,
    /// Manhattan distance plus two moves for each tile that must leave its goal row or goal
    /// column to let another tile of that line pass (Hansson, Mayer and Yung, 1992): in each
    /// line, the tiles whose goal is in it, less the longest run of them already in the
    /// right order, twice.
    LinearConflicts,
}

/// A state of the puzzle: the tiles packed 4 bits per cell (cell `i`, row by row, in bits
/// `4i..4i + 4`; the blank is 0), the blank's cell, and the estimate of the moves left,
/// which [`Puzzle`]'s moves keep up to date. Equality and hashing look at the tiles alone
/// (the rest follows from them).
#[derive(Debug, Clone, Copy)]
pub struct Tiles {
    packed: u64,
    blank: u8,
    estimate: u8,
}

impl Tiles {
    /// The estimate of the moves left.
    #[must_use]
    pub fn estimate(self) -> u32 {
        u32::from(self.estimate)
    }

    /// The tile in `cell` (0 for the blank).
    #[must_use]
    pub fn tile(self, cell: usize) -> u8 {
        nibble(self.packed, cell)
    }
}

impl PartialEq for Tiles {
    fn eq(&self, other: &Self) -> bool {
        self.packed == other.packed
    }
}

impl Eq for Tiles {}

impl core::hash::Hash for Tiles {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.packed.hash(state);
    }
}

/// The 4-bit value at `cell` of `packed` (masked to 4 bits, so the cast keeps it whole).
#[inline]
fn nibble(packed: u64, cell: usize) -> u8 {
    ((packed >> (4 * cell)) & 0xF) as u8
}

/// The sliding-tile puzzle of side 3 or 4 as a state space: each move slides a tile next to
/// the blank into it, at cost 1. Every move can be undone, so the moves into a state are the
/// moves out of it ([`Predecessors`]). The tables of the estimate are built once, here.
#[derive(Debug, Clone)]
pub struct Puzzle {
    side: usize,
    estimate: Estimate,
    /// `manhattan[tile][cell]`: the Manhattan distance from `cell` to the goal cell of `tile`.
    manhattan: [[u8; 16]; 16],
    /// The cells next to each cell, `u8::MAX` past the last: the blank's moves, in the order
    /// down, right, left, up — Korf's order (up, left, right, down) on his boards, which
    /// have the blank first in the goal, turned half a turn. With it, IDA* guided by
    /// Manhattan distance generates the nodes Korf counted on his 100 instances
    /// (`benches/puzzle.rs`).
    neighbours: [[u8; 4]; 16],
    /// The row and the column of each cell.
    row_of: [u8; 16],
    col_of: [u8; 16],
    /// The cells of each line — the rows, then the columns — in order.
    line_cells: [[u8; 4]; 8],
    /// The linear conflicts of each line by the line's tiles packed 4 bits each (the first
    /// cell in the low bits): `16^side` entries per line.
    conflicts: Vec<u8>,
}

impl Puzzle {
    /// The puzzle of side `side` (3 or 4), guided by `estimate`.
    ///
    /// # Panics
    ///
    /// If `side` is not 3 or 4.
    #[must_use]
    pub fn new(side: usize, estimate: Estimate) -> Puzzle {
        assert!((3..=4).contains(&side), "the side must be 3 or 4");
        let cells = side * side;
        let mut manhattan = [[0; 16]; 16];
        for (tile, row) in manhattan.iter_mut().enumerate().take(cells).skip(1) {
            let goal = tile - 1;
            for (cell, distance) in row.iter_mut().enumerate().take(cells) {
                let moves =
                    (goal / side).abs_diff(cell / side) + (goal % side).abs_diff(cell % side);
                *distance = u8::try_from(moves).expect("at most 6");
            }
        }
        let mut neighbours = [[u8::MAX; 4]; 16];
        for (cell, next) in neighbours.iter_mut().enumerate().take(cells) {
            let (row, col) = (cell / side, cell % side);
            let candidates = [
                (row + 1 < side).then(|| cell + side),
                (col + 1 < side).then(|| cell + 1),
                (col > 0).then(|| cell - 1),
                (row > 0).then(|| cell - side),
            ];
            for (slot, found) in next.iter_mut().zip(candidates.into_iter().flatten()) {
                *slot = u8::try_from(found).expect("below 16");
            }
        }
        let (mut row_of, mut col_of) = ([0; 16], [0; 16]);
        let mut line_cells = [[0; 4]; 8];
        for cell in 0..cells {
            let (row, col) = (cell / side, cell % side);
            let cell = u8::try_from(cell).expect("below 16");
            row_of[usize::from(cell)] = u8::try_from(row).expect("below 4");
            col_of[usize::from(cell)] = u8::try_from(col).expect("below 4");
            line_cells[row][col] = cell;
            line_cells[side + col][row] = cell;
        }
        let mut conflicts = Vec::new();
        if estimate == Estimate::LinearConflicts {
            let per_line = 1 << (4 * side);
            conflicts = vec![0; 2 * side * per_line];
            for (entry, conflict) in conflicts.iter_mut().enumerate() {
                *conflict = line_conflicts(side, entry / per_line, entry % per_line);
            }
        }
        Puzzle {
            side,
            estimate,
            manhattan,
            neighbours,
            row_of,
            col_of,
            line_cells,
            conflicts,
        }
    }

    /// The side.
    #[must_use]
    pub fn side(&self) -> usize {
        self.side
    }

    /// The state of `board`.
    ///
    /// # Panics
    ///
    /// If the board's side is not the puzzle's.
    #[must_use]
    pub fn state(&self, board: &Board) -> Tiles {
        assert_eq!(board.side(), self.side, "a board of the puzzle's side");
        let mut packed = 0;
        for (cell, &tile) in board.tiles().iter().enumerate() {
            packed |= u64::from(tile) << (4 * cell);
        }
        let blank = board.tiles().iter().position(|&t| t == 0).unwrap_or(0);
        let mut tiles = Tiles {
            packed,
            blank: u8::try_from(blank).expect("below 16"),
            estimate: 0,
        };
        tiles.estimate = self.full_estimate(packed);
        tiles
    }

    /// The solved state.
    #[must_use]
    pub fn goal(&self) -> Tiles {
        self.state(&Board::solved(self.side))
    }

    /// Solves `board` with `ida`: the fewest moves and the states on the way, or `None`
    /// when the board cannot be solved.
    ///
    /// # Panics
    ///
    /// If the board's side is not the puzzle's.
    pub fn solve(
        &self,
        ida: &mut IdaStar<Tiles, u32>,
        board: &Board,
    ) -> Option<PathResult<Tiles, u32>> {
        if !board.is_solvable() {
            return None;
        }
        let goal = self.goal();
        Some(ida.search(self, self.state(board), |t| t == goal, Tiles::estimate))
    }

    /// The estimate of `packed` computed from scratch.
    fn full_estimate(&self, packed: u64) -> u8 {
        let cells = self.side * self.side;
        let mut total: u32 = (0..cells)
            .map(|cell| u32::from(self.manhattan[usize::from(nibble(packed, cell))][cell]))
            .sum();
        if self.estimate == Estimate::LinearConflicts {
            for line in 0..2 * self.side {
                total += u32::from(self.line_conflicts(packed, line));
            }
        }
        u8::try_from(total).expect("at most 16 × 6 + 4 × 2 × 6")
    }

    /// The linear conflicts of `line` (a row below `side`, then the columns) in `packed`.
    #[inline]
    fn line_conflicts(&self, packed: u64, line: usize) -> u8 {
        let side = self.side;
        let key = if line < side {
            (packed >> (4 * side * line)) & ((1 << (4 * side)) - 1)
        } else {
            let cells = &self.line_cells[line][..side];
            cells.iter().rev().fold(0, |key, &cell| {
                key << 4 | u64::from(nibble(packed, usize::from(cell)))
            })
        };
        let key = usize::try_from(key).expect("below 16^4");
        self.conflicts[(line << (4 * side)) + key]
    }
}

/// The linear conflicts of `line` of a puzzle of side `side` (the rows, then the columns)
/// holding the tiles packed in `key`: the tiles whose goal is in this line, less the longest
/// increasing run of their goal positions along it, twice.
fn line_conflicts(side: usize, line: usize, key: usize) -> u8 {
    let (is_row, index) = (line < side, line % side);
    // The goal positions along the line of the tiles whose goal is in it, in line order.
    let (mut along, mut len) = ([0; 4], 0);
    for k in 0..side {
        let tile = (key >> (4 * k)) & 0xF;
        if tile == 0 || tile >= side * side {
            continue;
        }
        let goal = tile - 1;
        let (goal_line, goal_along) = if is_row {
            (goal / side, goal % side)
        } else {
            (goal % side, goal / side)
        };
        if goal_line == index {
            along[len] = goal_along;
            len += 1;
        }
    }
    // The longest increasing subsequence, by the quadratic recurrence: at most 4 tiles.
    let mut longest = [1; 4];
    for i in 0..len {
        for j in 0..i {
            if along[j] < along[i] {
                longest[i] = longest[i].max(longest[j] + 1);
            }
        }
    }
    let kept = longest[..len].iter().copied().max().unwrap_or(0);
    u8::try_from(2 * (len - kept)).expect("at most 6")
}

impl StateSpace for Puzzle {
    type State = Tiles;
    type Cost = u32;

    fn successors(&self, state: Tiles, mut visit: impl FnMut(Tiles, u32)) {
        let blank = usize::from(state.blank);
        for &cell in &self.neighbours[blank] {
            if cell == u8::MAX {
                break;
            }
            let cell = usize::from(cell);
            let tile = nibble(state.packed, cell);
            let packed =
                state.packed ^ (u64::from(tile) << (4 * cell)) ^ (u64::from(tile) << (4 * blank));
            let row = &self.manhattan[usize::from(tile)];
            let mut estimate =
                i32::from(state.estimate) + i32::from(row[blank]) - i32::from(row[cell]);
            if self.estimate == Estimate::LinearConflicts {
                // The tile moves along a column, from one row to another, or along a row.
                // A line's conflicts are those of the tiles whose goal is in it, in their
                // order: they change only if the tile leaves or enters its goal line.
                let goal = usize::from(tile) - 1;
                let (from, to) = (cell, blank);
                let line = if self.col_of[from] == self.col_of[to] {
                    let goal_row = self.row_of[goal];
                    (goal_row == self.row_of[from] || goal_row == self.row_of[to])
                        .then_some(usize::from(goal_row))
                } else {
                    let goal_col = self.col_of[goal];
                    (goal_col == self.col_of[from] || goal_col == self.col_of[to])
                        .then_some(self.side + usize::from(goal_col))
                };
                if let Some(line) = line {
                    estimate += i32::from(self.line_conflicts(packed, line))
                        - i32::from(self.line_conflicts(state.packed, line));
                }
            }
            let next = Tiles {
                packed,
                blank: u8::try_from(cell).expect("below 16"),
                estimate: u8::try_from(estimate).expect("a valid estimate"),
            };
            visit(next, 1);
        }
    }
}

impl Predecessors for Puzzle {
    fn predecessors(&self, state: Tiles, visit: impl FnMut(Tiles, u32)) {
        self.successors(state, visit);
    }
}
