//! Property tests for the seventeen problem programs of `examples/README.md` that read standard
//! input and have a reference (all of 1–17 and 19 but `flee`, checked in `tests/flee.rs`): each
//! program's `solve`, included from `examples/` as a module, against a brute-force reference
//! written here.
//!
//! The references never call `gridpath`. They read the statements literally: a shortest
//! distance is a relaxation to a fixed point over explicit state tuples (the tests' shared
//! Bellman–Ford, `common::reference::shortest`, which calls nothing of `gridpath` either), a
//! generated maze is a naive re-implementation of the procedure, a path through a perfect maze
//! is found by enumerating every simple path. Inputs are random, small and valid: grids of up
//! to 7 × 7 cells (mazes up to 17 × 17), a random wall density, markers at random distinct
//! cells. Outputs are compared exactly, after trimming trailing spaces on each line and final
//! newlines. `universal_commands` has no unique answer, so its output is simulated instead.
//!
//! For the three path problems the expected path is the smallest shortest path when moves are
//! ranked by the problem's direction order, found by walking down distances to the goal; that
//! `examples/README.md`'s first-discovered-predecessor BFS prints exactly this path is thereby checked
//! too. Deterministic tests pin the samples and the edge shapes random cases reach only rarely
//! (1 × 1 grids, one row or column, no path).
//!
//! Failing cases are not persisted to a regressions file: the failure message prints the
//! input, which is enough to reproduce it.

mod common;

use std::collections::BTreeMap;
use std::fmt::Display;
use std::ops::RangeInclusive;

use common::reference::shortest;
use common::samples;
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::subsequence;
use proptest::test_runner::TestCaseError;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/robot_path.rs"]
mod robot_path;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/shortest_path.rs"]
mod shortest_path;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/lexmin_path.rs"]
mod lexmin_path;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/maze_dfs.rs"]
mod maze_dfs;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/nearest_source.rs"]
mod nearest_source;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/reachable.rs"]
mod reachable;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/king_moves.rs"]
mod king_moves;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/escape.rs"]
mod escape;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/draw_path.rs"]
mod draw_path;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/break_walls.rs"]
mod break_walls;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/swamp.rs"]
mod swamp;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/keys_doors.rs"]
mod keys_doors;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/monster_escape.rs"]
mod monster_escape;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/min_walls.rs"]
mod min_walls;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/universal_commands.rs"]
mod universal_commands;

#[expect(dead_code, reason = "the example's `main` is not called by the tests")]
#[path = "../examples/doors.rs"]
mod doors;

#[expect(
    dead_code,
    reason = "the example's `main` and the puzzle's helpers are not called by the tests"
)]
#[path = "../examples/puzzle.rs"]
mod puzzle;

// ---------------------------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------------------------

/// Cases per property for the problems with a cheap reference: 11 properties × 1024.
const CASES: u32 = 1024;

/// Cases per property for `keys_doors`, `monster_escape`, `draw_path` and
/// `universal_commands`, whose references or programs do more work: 4 × 512. The whole file
/// runs in well under 30 seconds in a debug build.
const COSTLY_CASES: u32 = 512;

/// A fixed configuration: `cases` random cases, no regressions file.
fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// A cell as (row, column), both from 0.
type Cell = (usize, usize);

/// A grid of ASCII cells, row by row.
type Grid = Vec<Vec<u8>>;

/// A move: the change of row and column, and its letter in the problems' outputs.
#[derive(Debug, Clone, Copy)]
struct Dir {
    dr: isize,
    dc: isize,
    letter: char,
}

const U: Dir = Dir {
    dr: -1,
    dc: 0,
    letter: 'U',
};
const D: Dir = Dir {
    dr: 1,
    dc: 0,
    letter: 'D',
};
const L: Dir = Dir {
    dr: 0,
    dc: -1,
    letter: 'L',
};
const R: Dir = Dir {
    dr: 0,
    dc: 1,
    letter: 'R',
};
const FOUR: [Dir; 4] = [U, D, L, R];
const EIGHT: [Dir; 8] = [
    U,
    D,
    L,
    R,
    Dir {
        dr: -1,
        dc: -1,
        letter: '?',
    },
    Dir {
        dr: -1,
        dc: 1,
        letter: '?',
    },
    Dir {
        dr: 1,
        dc: -1,
        letter: '?',
    },
    Dir {
        dr: 1,
        dc: 1,
        letter: '?',
    },
];

/// The cell one `dir` step from `cell`, if it is inside the grid.
fn step(grid: &Grid, (row, col): Cell, dir: Dir) -> Option<Cell> {
    let row = row.checked_add_signed(dir.dr)?;
    let col = col.checked_add_signed(dir.dc)?;
    (row < grid.len() && col < grid[0].len()).then_some((row, col))
}

/// The cells one step away in `dirs` (in that order) that are inside the grid and `open`.
fn open_neighbours(grid: &Grid, cell: Cell, dirs: &[Dir], open: impl Fn(u8) -> bool) -> Vec<Cell> {
    dirs.iter()
        .filter_map(|&dir| step(grid, cell, dir))
        .filter(|&(r, c)| open(grid[r][c]))
        .collect()
}

/// Whether `cell` is on the grid's border.
fn on_border(grid: &Grid, (row, col): Cell) -> bool {
    row == 0 || col == 0 || row + 1 == grid.len() || col + 1 == grid[0].len()
}

/// Every cell of the grid holding `what`, in reading order.
fn cells_with(grid: &Grid, what: u8) -> Vec<Cell> {
    let mut found = Vec::new();
    for (r, line) in grid.iter().enumerate() {
        for (c, &b) in line.iter().enumerate() {
            if b == what {
                found.push((r, c));
            }
        }
    }
    found
}

/// The single cell holding `what`.
fn find(grid: &Grid, what: u8) -> Cell {
    let found = cells_with(grid, what);
    assert_eq!(found.len(), 1, "exactly one {:?}", char::from(what));
    found[0]
}

/// The grid's rows, one a line.
fn rows_text(grid: &Grid) -> String {
    grid.iter()
        .map(|line| String::from_utf8(line.clone()).expect("ASCII grid"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A problem input: `header` on the first line, then the rows.
fn with_header(header: &str, grid: &Grid) -> String {
    format!("{header}\n{}\n", rows_text(grid))
}

/// The usual `n m` header and rows.
fn sized(grid: &Grid) -> String {
    with_header(&format!("{} {}", grid.len(), grid[0].len()), grid)
}

/// Output text with trailing spaces on each line and final newlines removed.
fn normalize(text: &str) -> String {
    text.split('\n')
        .map(|line| line.trim_end_matches(' '))
        .collect::<Vec<_>>()
        .join("\n")
        .trim_end_matches('\n')
        .to_string()
}

/// Compares a program's answer to the expected one, both normalized.
fn check<E: Display>(
    answer: Result<String, E>,
    input: &str,
    expected: &str,
) -> Result<(), TestCaseError> {
    let answer =
        answer.map_err(|e| TestCaseError::fail(format!("solve failed: {e}\ninput:\n{input}")))?;
    prop_assert_eq!(normalize(&answer), normalize(expected), "input:\n{}", input);
    Ok(())
}

/// Step counts from `sources` over cells that are `open`, moving in `dirs`.
fn steps_from(
    grid: &Grid,
    sources: &[Cell],
    dirs: &[Dir],
    open: impl Fn(u8) -> bool + Copy,
) -> BTreeMap<Cell, u64> {
    shortest(sources.iter().copied(), |&cell| {
        open_neighbours(grid, cell, dirs, open)
            .into_iter()
            .map(|next| (next, 1))
            .collect()
    })
}

/// Among all shortest 4-direction paths from `start` to `goal` over `open` cells, the one whose
/// move sequence is smallest when moves are ranked by their position in `order`: the cells and
/// the move letters. The walk takes, at each cell, the lowest-ranked move that gets one step
/// closer to the goal.
fn ranked_shortest_path(
    grid: &Grid,
    start: Cell,
    goal: Cell,
    order: &[Dir],
    open: impl Fn(u8) -> bool + Copy,
) -> Option<(Vec<Cell>, String)> {
    let to_goal = steps_from(grid, &[goal], &FOUR, open);
    let mut left = *to_goal.get(&start)?;
    let (mut here, mut cells, mut moves) = (start, vec![start], String::new());
    while left > 0 {
        let (next, dir) = order
            .iter()
            .filter_map(|&dir| step(grid, here, dir).map(|next| (next, dir)))
            .find(|(next, _)| to_goal.get(next) == Some(&(left - 1)))
            .expect("a cell on a shortest path has a neighbour one step closer");
        (here, left) = (next, left - 1);
        cells.push(here);
        moves.push(dir.letter);
    }
    Some((cells, moves))
}

/// `-1` for no distance, else the distance.
fn or_minus_one(distance: Option<u64>) -> String {
    distance.map_or_else(|| "-1".to_string(), |d| d.to_string())
}

fn not_wall(b: u8) -> bool {
    b != b'#'
}

// ---------------------------------------------------------------------------------------------
// Random layouts
// ---------------------------------------------------------------------------------------------

/// The random material a grid is made of: its size, a wall density and a second percentage
/// (`extra`, for mud or keys), a random number per cell, and a random order of the cells in
/// which markers (`S`, `E`, sources…) are placed, so markers are always distinct.
#[derive(Debug, Clone)]
struct Layout {
    rows: usize,
    cols: usize,
    density: u32,
    extra: u32,
    noise: Vec<u32>,
    order: Vec<usize>,
}

impl Layout {
    fn len(&self) -> usize {
        self.rows * self.cols
    }

    fn cell(&self, index: usize) -> Cell {
        (index / self.cols, index % self.cols)
    }

    /// Whether cell `index` is a wall (a `density` percent chance).
    fn is_wall(&self, index: usize) -> bool {
        self.noise[index] % 100 < self.density
    }

    /// A second percentage for cell `index`, independent of [`Layout::is_wall`].
    fn roll(&self, index: usize) -> u32 {
        self.noise[index] / 100 % 100
    }

    /// A third choice for cell `index`, among `n`.
    fn pick(&self, index: usize, n: usize) -> usize {
        (self.noise[index] / 10_000) as usize % n
    }

    /// The cell of the `k`-th marker.
    fn marker(&self, k: usize) -> Cell {
        self.cell(self.order[k])
    }

    /// Cells `free` or `wall` by the density.
    fn grid(&self, free: u8, wall: u8) -> Grid {
        (0..self.rows)
            .map(|r| {
                (0..self.cols)
                    .map(|c| {
                        if self.is_wall(r * self.cols + c) {
                            wall
                        } else {
                            free
                        }
                    })
                    .collect()
            })
            .collect()
    }

    /// Writes `markers[k]` on the `k`-th marker cell.
    fn place(&self, grid: &mut Grid, markers: &[u8]) {
        for (k, &m) in markers.iter().enumerate() {
            let (r, c) = self.marker(k);
            grid[r][c] = m;
        }
    }
}

/// A side length in `1..=max`, mostly near `max` (short distances test little), sometimes
/// anything down to a single row or column.
fn side(max: usize) -> impl Strategy<Value = usize> {
    prop_oneof![1 => 1..=max, 2 => max.saturating_sub(2).max(1)..=max]
}

/// Layouts of up to `max_rows` × `max_cols` cells with room for `min_cells` markers and a wall
/// density (in percent) from `density`.
fn layout(
    max_rows: usize,
    max_cols: usize,
    min_cells: usize,
    density: RangeInclusive<u32>,
) -> impl Strategy<Value = Layout> {
    (side(max_rows), side(max_cols), density, 0..=100u32)
        .prop_filter("room for the markers", move |&(r, c, _, _)| {
            r * c >= min_cells
        })
        .prop_flat_map(|(rows, cols, density, extra)| {
            let n = rows * cols;
            (
                vec(any::<u32>(), n),
                Just((0..n).collect::<Vec<_>>()).prop_shuffle(),
            )
                .prop_map(move |(noise, order)| Layout {
                    rows,
                    cols,
                    density,
                    extra,
                    noise,
                    order,
                })
        })
}

/// [`layout`] for problems about leaving the grid, where a start on the border answers at
/// once: most of the time the first marker is moved to an interior cell, if there is one.
fn inner_start_layout(max_side: usize) -> impl Strategy<Value = Layout> {
    (
        layout(max_side, max_side, 1, 0..=60),
        prop::bool::weighted(0.85),
    )
        .prop_map(|(mut layout, inner)| {
            let interior = |&i: &usize| {
                let (r, c) = layout.cell(i);
                r > 0 && c > 0 && r + 1 < layout.rows && c + 1 < layout.cols
            };
            if inner && let Some(k) = layout.order.iter().position(interior) {
                layout.order.swap(0, k);
            }
            layout
        })
}

/// Key letters whose door letter is neither `S` nor `E`.
const KEY_LETTERS: &[u8] = b"abcdfghijklmnopqrtuvwxyz";

/// A perfect maze of `room_rows` × `room_cols` rooms: rooms at odd coordinates, the walls
/// between rooms opened in the order of their random `keys` whenever they join two rooms not
/// yet connected (Kruskal's method, with a component label per room).
fn perfect_maze(room_rows: usize, room_cols: usize, keys: &[u32]) -> Grid {
    let mut grid = vec![vec![b'#'; 2 * room_cols + 1]; 2 * room_rows + 1];
    let mut walls = Vec::new();
    for a in 0..room_rows {
        for b in 0..room_cols {
            grid[2 * a + 1][2 * b + 1] = b'.';
            if b + 1 < room_cols {
                walls.push(((a, b), (a, b + 1)));
            }
            if a + 1 < room_rows {
                walls.push(((a, b), (a + 1, b)));
            }
        }
    }
    let mut order: Vec<usize> = (0..walls.len()).collect();
    order.sort_by_key(|&i| (keys[i], i));
    let mut label: Vec<Vec<usize>> = (0..room_rows)
        .map(|a| (0..room_cols).map(|b| a * room_cols + b).collect())
        .collect();
    for i in order {
        let ((a, b), (c, d)) = walls[i];
        let (keep, gone) = (label[a][b], label[c][d]);
        if keep != gone {
            for row in &mut label {
                for l in row.iter_mut().filter(|l| **l == gone) {
                    *l = keep;
                }
            }
            grid[a + c + 1][b + d + 1] = b'.';
        }
    }
    grid
}

/// A `.`/`#` grid with an `S` and an `E` at distinct cells.
fn start_exit_grid(layout: &Layout) -> Grid {
    let mut grid = layout.grid(b'.', b'#');
    layout.place(&mut grid, b"SE");
    grid
}

// ---------------------------------------------------------------------------------------------
// The references, one per problem
// ---------------------------------------------------------------------------------------------

/// `robot_path` (problem 1): the U, D, L, R-ranked smallest shortest path, cells counted from 1.
fn robot_path_reference(grid: &Grid, start: Cell, goal: Cell) -> String {
    match ranked_shortest_path(grid, start, goal, &[U, D, L, R], |b| b == b'0') {
        None => "-1".to_string(),
        Some((cells, _)) => cells
            .iter()
            .map(|(r, c)| format!("{} {}", r + 1, c + 1))
            .collect::<Vec<_>>()
            .join("\n"),
    }
}

/// `shortest_path` and `lexmin_path` (problems 2 and 3): the distance and the `order`-ranked
/// smallest shortest move string.
fn ranked_moves_reference(grid: &Grid, order: &[Dir]) -> String {
    let (start, goal) = (find(grid, b'S'), find(grid, b'E'));
    match ranked_shortest_path(grid, start, goal, order, not_wall) {
        None => "-1".to_string(),
        Some((_, moves)) => format!("{}\n{moves}", moves.len()),
    }
}

/// `maze_dfs` (problem 4): the statement's procedure, done literally.
fn maze_dfs_reference(room_rows: usize, room_cols: usize, seed: u64) -> String {
    let mut grid = vec![vec!['#'; 2 * room_cols + 1]; 2 * room_rows + 1];
    for a in 0..room_rows {
        for b in 0..room_cols {
            grid[2 * a + 1][2 * b + 1] = '.';
        }
    }
    let mut visited = vec![vec![false; room_cols]; room_rows];
    let mut seed = seed;
    let mut stack = vec![(0, 0)];
    visited[0][0] = true;
    while let Some(&(a, b)) = stack.last() {
        let mut choices = Vec::new();
        if a > 0 && !visited[a - 1][b] {
            choices.push((a - 1, b)); // U
        }
        if b + 1 < room_cols && !visited[a][b + 1] {
            choices.push((a, b + 1)); // R
        }
        if a + 1 < room_rows && !visited[a + 1][b] {
            choices.push((a + 1, b)); // D
        }
        if b > 0 && !visited[a][b - 1] {
            choices.push((a, b - 1)); // L
        }
        if choices.is_empty() {
            stack.pop();
            continue;
        }
        seed = seed * 48_271 % 2_147_483_647;
        let (na, nb) = choices[usize::try_from(seed).expect("below 2^31") % choices.len()];
        // The wall between rooms (a, b) and (na, nb) is halfway between their cells.
        grid[a + na + 1][b + nb + 1] = '.';
        visited[na][nb] = true;
        stack.push((na, nb));
    }
    grid[1][1] = 'S';
    grid[2 * room_rows - 1][2 * room_cols - 1] = 'E';
    grid.iter()
        .map(|line| line.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

/// `nearest_source` (problem 5): per cell, the least step count from any `M`.
fn nearest_source_reference(grid: &Grid) -> String {
    let from_each: Vec<BTreeMap<Cell, u64>> = cells_with(grid, b'M')
        .iter()
        .map(|&m| steps_from(grid, &[m], &FOUR, not_wall))
        .collect();
    let mut lines = Vec::new();
    for (r, line) in grid.iter().enumerate() {
        let tokens: Vec<String> = (0..line.len())
            .map(|c| {
                if line[c] == b'#' {
                    "#".to_string()
                } else {
                    let best = from_each
                        .iter()
                        .filter_map(|d| d.get(&(r, c)).copied())
                        .min();
                    or_minus_one(best)
                }
            })
            .collect();
        lines.push(tokens.join(" "));
    }
    lines.join("\n")
}

/// `reachable` (problem 6): how many cells `S` reaches, itself included.
fn reachable_reference(grid: &Grid) -> String {
    steps_from(grid, &[find(grid, b'S')], &FOUR, not_wall)
        .len()
        .to_string()
}

/// `king_moves` (problem 7): least steps in 8 directions, diagonals never blocked by corners.
fn king_moves_reference(grid: &Grid) -> String {
    let dist = steps_from(grid, &[find(grid, b'S')], &EIGHT, not_wall);
    or_minus_one(dist.get(&find(grid, b'E')).copied())
}

/// `escape` (problem 8): states are cells or `None`, the outside, which any step off the grid
/// reaches.
fn escape_reference(grid: &Grid) -> String {
    let dist = shortest([Some(find(grid, b'S'))], |&state| {
        let Some(cell) = state else {
            return Vec::new();
        };
        FOUR.iter()
            .filter_map(|&dir| match step(grid, cell, dir) {
                None => Some((None, 1)),
                Some((r, c)) => not_wall(grid[r][c]).then_some((Some((r, c)), 1)),
            })
            .collect()
    });
    or_minus_one(dist.get(&None).copied())
}

/// `draw_path` (problem 9): the path, found by enumerating every simple path from `S` to `E`
/// (there must be exactly one), drawn with `*`.
fn draw_path_reference(grid: &Grid) -> Result<String, String> {
    fn paths(grid: &Grid, goal: Cell, path: &mut Vec<Cell>, found: &mut Vec<Vec<Cell>>) {
        let here = *path.last().expect("the path starts at S");
        if here == goal {
            found.push(path.clone());
            return;
        }
        for next in open_neighbours(grid, here, &FOUR, not_wall) {
            if !path.contains(&next) {
                path.push(next);
                paths(grid, goal, path, found);
                path.pop();
            }
        }
    }
    let (start, goal) = (find(grid, b'S'), find(grid, b'E'));
    let mut found = Vec::new();
    paths(grid, goal, &mut vec![start], &mut found);
    let [path] = found.as_slice() else {
        return Err(format!(
            "{} paths from S to E in a perfect maze",
            found.len()
        ));
    };
    let mut drawn = grid.clone();
    for &(r, c) in path {
        if drawn[r][c] == b'.' {
            drawn[r][c] = b'*';
        }
    }
    Ok(format!("{}\n{}", path.len() - 1, rows_text(&drawn)))
}

/// `break_walls` (problem 10): states (cell, walls broken so far), at most `k` broken.
fn break_walls_reference(grid: &Grid, k: usize) -> String {
    let dist = shortest([(find(grid, b'S'), 0)], |&(cell, broken)| {
        open_neighbours(grid, cell, &FOUR, |_| true)
            .into_iter()
            .filter_map(|(r, c)| {
                let broken = broken + usize::from(grid[r][c] == b'#');
                (broken <= k).then_some((((r, c), broken), 1))
            })
            .collect()
    });
    let goal = find(grid, b'E');
    or_minus_one((0..=k).filter_map(|b| dist.get(&(goal, b)).copied()).min())
}

/// `swamp` (problem 11): entering `~` costs 3, any other open cell 1.
fn swamp_reference(grid: &Grid) -> String {
    let dist = shortest([find(grid, b'S')], |&cell| {
        open_neighbours(grid, cell, &FOUR, not_wall)
            .into_iter()
            .map(|(r, c)| ((r, c), if grid[r][c] == b'~' { 3 } else { 1 }))
            .collect()
    });
    or_minus_one(dist.get(&find(grid, b'E')).copied())
}

/// `keys_doors` (problem 12): states (cell, keys held as a bit per letter).
fn keys_doors_reference(grid: &Grid) -> String {
    let bit = |key: u8| 1u32 << (key - b'a');
    let dist = shortest([(find(grid, b'S'), 0u32)], |&(cell, keys)| {
        open_neighbours(grid, cell, &FOUR, not_wall)
            .into_iter()
            .filter_map(|(r, c)| match grid[r][c] {
                b'S' | b'E' | b'.' => Some((((r, c), keys), 1)),
                key @ b'a'..=b'z' => Some((((r, c), keys | bit(key)), 1)),
                door => (keys & bit(door.to_ascii_lowercase()) != 0).then_some((((r, c), keys), 1)),
            })
            .collect()
    });
    let goal = find(grid, b'E');
    or_minus_one(
        dist.iter()
            .filter(|((cell, _), _)| *cell == goal)
            .map(|(_, &d)| d)
            .min(),
    )
}

/// `monster_escape` (problem 13): states (cell, time); a cell may be entered at time `t` only
/// if no monster can be there by `t`. Escaping is standing on a border cell.
fn monster_escape_reference(grid: &Grid) -> String {
    let monsters = steps_from(grid, &cells_with(grid, b'M'), &FOUR, not_wall);
    let horizon = grid.len() * grid[0].len() + 1;
    let reached = shortest([(find(grid, b'S'), 0usize)], |&(cell, t)| {
        if t >= horizon {
            return Vec::new();
        }
        open_neighbours(grid, cell, &FOUR, not_wall)
            .into_iter()
            .filter(|next| monsters.get(next).is_none_or(|&m| (t as u64) + 1 < m))
            .map(|next| ((next, t + 1), 0))
            .collect()
    });
    or_minus_one(
        reached
            .keys()
            .filter(|(cell, _)| on_border(grid, *cell))
            .map(|&(_, t)| t as u64)
            .min(),
    )
}

/// `min_walls` (problem 14): entering `#` costs 1, anything else 0.
fn min_walls_reference(grid: &Grid) -> String {
    let dist = shortest([find(grid, b'S')], |&cell| {
        open_neighbours(grid, cell, &FOUR, |_| true)
            .into_iter()
            .map(|(r, c)| ((r, c), u64::from(grid[r][c] == b'#')))
            .collect()
    });
    dist[&find(grid, b'E')].to_string()
}

/// `universal_commands` (problem 15): whether every free cell can reach the exit.
fn every_free_cell_reaches_exit(grid: &Grid) -> bool {
    let reached = steps_from(grid, &[find(grid, b'x')], &FOUR, |b| b != b'1');
    cells_with(grid, b'0')
        .iter()
        .all(|c| reached.contains_key(c))
}

/// `universal_commands` (problem 15): checks `commands` by simulating them from every free cell.
fn check_universal(grid: &Grid, commands: &str) -> Result<(), String> {
    if commands.contains('\n') {
        return Err("more than one line".to_string());
    }
    if commands.len() > 1000 {
        return Err(format!("{} commands, more than 1000", commands.len()));
    }
    if let Some(letter) = commands.chars().find(|c| !"UDLR".contains(*c)) {
        return Err(format!("{letter:?} is not a command"));
    }
    let exit = find(grid, b'x');
    for start in cells_with(grid, b'0') {
        let mut here = start;
        for letter in commands.chars() {
            let dir = match letter {
                'U' => U,
                'D' => D,
                'L' => L,
                _ => R,
            };
            if let Some((r, c)) = step(grid, here, dir)
                && grid[r][c] != b'1'
            {
                here = (r, c);
            }
            if here == exit {
                break;
            }
        }
        if here != exit {
            return Err(format!("the robot starting at {start:?} ends at {here:?}"));
        }
    }
    Ok(())
}

/// `doors` (problem 16): one query — a cell to flip between `.` and `#`, or a path to measure.
#[derive(Debug, Clone, Copy)]
enum DoorQuery {
    Toggle(Cell),
    Path(Cell, Cell),
}

/// `doors`: whether length `x` is below length `y`, each `(a, b)` for `a + b√2`, exactly in
/// integers: `x.a − y.a < (y.b − x.b)√2`, compared by signs and then by squares.
fn root2_less(x: (i64, i64), y: (i64, i64)) -> bool {
    let (ones, roots) = (x.0 - y.0, y.1 - x.1);
    match (ones < 0, roots < 0) {
        (true, false) => true,
        (false, true) => false,
        (false, false) => ones * ones < 2 * roots * roots,
        (true, true) => ones * ones > 2 * roots * roots,
    }
}

/// `doors`: the least `a + b√2` from `start` to `goal` over `.` cells, moving in 8 directions
/// (straight 1, diagonal √2, a diagonal only when both cells beside it are `.`): a plain
/// Dijkstra that settles, each round, the unsettled cell with the least exact length.
fn octile_distance(grid: &Grid, start: Cell, goal: Cell) -> Option<(i64, i64)> {
    let floor = |r: isize, c: isize| {
        usize::try_from(r)
            .ok()
            .zip(usize::try_from(c).ok())
            .is_some_and(|(r, c)| grid.get(r).and_then(|row| row.get(c)) == Some(&b'.'))
    };
    let mut dist: BTreeMap<Cell, (i64, i64)> = BTreeMap::from([(start, (0, 0))]);
    let mut settled = std::collections::BTreeSet::new();
    loop {
        let (&cell, &length) = dist
            .iter()
            .filter(|(cell, _)| !settled.contains(*cell))
            .min_by(|x, y| {
                if root2_less(*x.1, *y.1) {
                    std::cmp::Ordering::Less
                } else if root2_less(*y.1, *x.1) {
                    std::cmp::Ordering::Greater
                } else {
                    std::cmp::Ordering::Equal
                }
            })?;
        if cell == goal {
            return Some(length);
        }
        settled.insert(cell);
        let (r, c) = (cell.0.cast_signed(), cell.1.cast_signed());
        for dr in -1..=1 {
            for dc in -1..=1 {
                let (nr, nc) = (r + dr, c + dc);
                if (dr, dc) == (0, 0)
                    || !floor(nr, nc)
                    || (dr != 0 && dc != 0 && !(floor(r + dr, c) && floor(r, c + dc)))
                {
                    continue;
                }
                let step = if dr != 0 && dc != 0 { (0, 1) } else { (1, 0) };
                let through = (length.0 + step.0, length.1 + step.1);
                let next = (nr.cast_unsigned(), nc.cast_unsigned());
                if !settled.contains(&next)
                    && dist.get(&next).is_none_or(|&old| root2_less(through, old))
                {
                    dist.insert(next, through);
                }
            }
        }
    }
}

/// `doors` (problem 16): the grid is changed by each toggle in turn; each path query is
/// answered from scratch on the grid as it is then — `blocked`, else `a b` or `none`.
fn doors_reference(grid: &Grid, queries: &[DoorQuery]) -> String {
    let mut grid = grid.clone();
    let mut out = String::new();
    for &query in queries {
        match query {
            DoorQuery::Toggle((r, c)) => {
                grid[r][c] = if grid[r][c] == b'.' { b'#' } else { b'.' };
            }
            DoorQuery::Path(start, goal) => {
                let line = if grid[start.0][start.1] == b'#' || grid[goal.0][goal.1] == b'#' {
                    "blocked".to_string()
                } else {
                    octile_distance(&grid, start, goal)
                        .map_or_else(|| "none".to_string(), |(a, b)| format!("{a} {b}"))
                };
                out.push_str(&line);
                out.push('\n');
            }
        }
    }
    out
}

/// `doors`: the input text of `grid` and `queries`.
fn doors_input(grid: &Grid, queries: &[DoorQuery]) -> String {
    let mut text = format!("{}{}\n", sized(grid), queries.len());
    for query in queries {
        let line = match *query {
            DoorQuery::Toggle((r, c)) => format!("toggle {r} {c}\n"),
            DoorQuery::Path((r1, c1), (r2, c2)) => format!("path {r1} {c1} {r2} {c2}\n"),
        };
        text.push_str(&line);
    }
    text
}

// ---------------------------------------------------------------------------------------------
// The references and the examples on the samples
// ---------------------------------------------------------------------------------------------

fn parse(rows: &str) -> Grid {
    rows.split_whitespace()
        .map(|row| row.as_bytes().to_vec())
        .collect()
}

/// The `doors` reference gives the `examples/README.md` sample answer, and so does the program.
#[test]
fn doors_sample() {
    let grid = parse("..#.. ..... ..#..");
    let queries = [
        DoorQuery::Path((0, 0), (0, 4)),
        DoorQuery::Toggle((1, 2)),
        DoorQuery::Path((0, 0), (0, 4)),
        DoorQuery::Path((2, 0), (2, 0)),
        DoorQuery::Toggle((1, 2)),
        DoorQuery::Path((2, 1), (0, 3)),
        DoorQuery::Path((0, 2), (0, 0)),
    ];
    assert_eq!(doors_input(&grid, &queries), samples::DOORS.input);
    assert_eq!(doors_reference(&grid, &queries), samples::DOORS.answer);
    assert_eq!(
        doors::solve(samples::DOORS.input).as_deref(),
        Ok(samples::DOORS.answer)
    );
}

/// The references themselves give the `examples/README.md` sample answers.
#[test]
fn references_answer_the_samples() {
    use samples::{
        BREAK_WALLS, DRAW_PATH, ESCAPE, KEYS_DOORS, KING_MOVES, LEXMIN_PATH, MAZE_DFS_2_3_1,
        MAZE_DFS_8_8_2026, MIN_WALLS, MONSTER_ESCAPE, NEAREST_SOURCE, REACHABLE, ROBOT_PATH,
        SHORTEST_PATH, SWAMP, Sample,
    };
    let grid = |sample: Sample| parse(sample.rows());
    let answer = |sample: Sample| sample.answer.trim_end();
    // The robot's cells, 1-based in the header "4 7 1 3 2 6", from 0 here.
    assert_eq!(
        robot_path_reference(&grid(ROBOT_PATH), (0, 2), (1, 5)),
        answer(ROBOT_PATH)
    );
    assert_eq!(
        ranked_moves_reference(&grid(SHORTEST_PATH), &[U, R, D, L]),
        answer(SHORTEST_PATH)
    );
    assert_eq!(
        ranked_moves_reference(&grid(LEXMIN_PATH), &[D, L, R, U]),
        answer(LEXMIN_PATH)
    );
    assert_eq!(maze_dfs_reference(2, 3, 1), answer(MAZE_DFS_2_3_1));
    assert_eq!(maze_dfs_reference(8, 8, 2026), answer(MAZE_DFS_8_8_2026));
    assert_eq!(
        nearest_source_reference(&grid(NEAREST_SOURCE)),
        answer(NEAREST_SOURCE)
    );
    assert_eq!(reachable_reference(&grid(REACHABLE)), answer(REACHABLE));
    assert_eq!(king_moves_reference(&grid(KING_MOVES)), answer(KING_MOVES));
    assert_eq!(escape_reference(&grid(ESCAPE)), answer(ESCAPE));
    assert_eq!(
        draw_path_reference(&grid(DRAW_PATH)),
        Ok(answer(DRAW_PATH).to_string())
    );
    // The break budget, the header's third number.
    assert_eq!(
        break_walls_reference(&grid(BREAK_WALLS), 1),
        answer(BREAK_WALLS)
    );
    assert_eq!(swamp_reference(&grid(SWAMP)), answer(SWAMP));
    assert_eq!(keys_doors_reference(&grid(KEYS_DOORS)), answer(KEYS_DOORS));
    assert_eq!(
        monster_escape_reference(&grid(MONSTER_ESCAPE)),
        answer(MONSTER_ESCAPE)
    );
    assert_eq!(min_walls_reference(&grid(MIN_WALLS)), answer(MIN_WALLS));
    let universal = parse(samples::UNIVERSAL_COMMANDS);
    assert!(every_free_cell_reaches_exit(&universal));
    assert_eq!(
        check_universal(&universal, "UUUUUUUUU"),
        Err("the robot starting at (0, 0) ends at (0, 0)".to_string())
    );
}

/// `maze_dfs` prints both `examples/README.md` samples exactly.
#[test]
fn maze_dfs_samples() {
    for sample in [samples::MAZE_DFS_2_3_1, samples::MAZE_DFS_8_8_2026] {
        check(maze_dfs::solve(sample.input), sample.input, sample.answer)
            .unwrap_or_else(|e| panic!("sample {}: {e}", sample.input));
    }
}

/// `universal_commands` answers the `examples/README.md` sample with a string that works from every
/// free cell; its length is printed as the figure of merit.
#[test]
fn universal_commands_sample() {
    let answer =
        universal_commands::solve(samples::UNIVERSAL_COMMANDS).expect("the sample is valid");
    let answer = normalize(&answer);
    let grid = parse(samples::UNIVERSAL_COMMANDS);
    assert_eq!(check_universal(&grid, &answer), Ok(()));
    eprintln!(
        "universal_commands: {} commands for the sample",
        answer.len()
    );
}

/// Compares like [`check`], panicking on a mismatch.
fn assert_same<E: Display>(answer: Result<String, E>, input: &str, expected: &str) {
    if let Err(failure) = check(answer, input, expected) {
        panic!("{failure}");
    }
}

/// Edge shapes for `robot_path`: 1 × 1, start equal to goal, a single row or column, no path.
#[test]
fn robot_path_edge_shapes() {
    let cases = [
        ("1 1 1 1 1 1", "0"),
        ("1 3 1 1 1 3", "010"),
        ("3 1 3 1 1 1", "0 0 0"),
        ("2 2 1 1 2 2", "00 00"),
    ];
    for (header, rows) in cases {
        let grid = parse(rows);
        let n: Vec<usize> = header.split(' ').map(|n| n.parse().unwrap()).collect();
        let (start, goal) = ((n[2] - 1, n[3] - 1), (n[4] - 1, n[5] - 1));
        let input = with_header(header, &grid);
        let expected = robot_path_reference(&grid, start, goal);
        assert_same(robot_path::solve(&input), &input, &expected);
    }
}

/// Edge shapes for the `S`-to-`E` problems: a single row or column, `S` next to `E`, no path.
#[test]
fn start_exit_edge_shapes() {
    for rows in ["SE", "S E", "S#E", "E # S", "S.. ..E", "S#.# ##.# .#.E"] {
        let grid = parse(rows);
        let input = sized(&grid);
        let ranked = |order: &[Dir]| ranked_moves_reference(&grid, order);
        assert_same(shortest_path::solve(&input), &input, &ranked(&[U, R, D, L]));
        assert_same(lexmin_path::solve(&input), &input, &ranked(&[D, L, R, U]));
        assert_same(
            king_moves::solve(&input),
            &input,
            &king_moves_reference(&grid),
        );
        assert_same(swamp::solve(&input), &input, &swamp_reference(&grid));
        assert_same(
            min_walls::solve(&input),
            &input,
            &min_walls_reference(&grid),
        );
        assert_same(
            keys_doors::solve(&input),
            &input,
            &keys_doors_reference(&grid),
        );
        for k in 0..=2 {
            let input = with_header(&format!("{} {} {k}", grid.len(), grid[0].len()), &grid);
            let expected = break_walls_reference(&grid, k);
            assert_same(break_walls::solve(&input), &input, &expected);
        }
    }
    for rows in ["S~E", "S~ ~E", "S~~E ...#"] {
        let grid = parse(rows);
        let input = sized(&grid);
        assert_same(swamp::solve(&input), &input, &swamp_reference(&grid));
    }
    for rows in ["SaAE", "SAaE", "SbaBAE", "S.a A#. E.."] {
        let grid = parse(rows);
        let input = sized(&grid);
        assert_same(
            keys_doors::solve(&input),
            &input,
            &keys_doors_reference(&grid),
        );
    }
}

/// Edge shapes for the problems with only an `S` (and monsters), and for `nearest_source`:
/// 1 × 1 grids, a single row or column, `S` walled in, no source.
#[test]
fn start_only_edge_shapes() {
    let cases = [
        "S",
        "S.#",
        "S . #",
        "### #S# ###",
        "... .S. ...",
        "M.. .S. ...",
        "M.M. .S.. M..M",
    ];
    for rows in cases {
        let grid = parse(rows);
        let input = sized(&grid);
        if cells_with(&grid, b'M').is_empty() {
            assert_same(
                reachable::solve(&input),
                &input,
                &reachable_reference(&grid),
            );
            assert_same(escape::solve(&input), &input, &escape_reference(&grid));
        }
        let expected = monster_escape_reference(&grid);
        assert_same(monster_escape::solve(&input), &input, &expected);
    }
    for rows in [".", "#", "M", "M#.", "M . # M", "## ##", "... ... ..."] {
        let grid = parse(rows);
        let input = sized(&grid);
        let expected = nearest_source_reference(&grid);
        assert_same(nearest_source::solve(&input), &input, &expected);
    }
}

/// Edge shapes for the generated and given mazes and for `universal_commands`: one room, one
/// row or column of rooms, the largest seed; `S` next to `E`; no free cell, an unreachable one.
#[test]
fn maze_and_command_edge_shapes() {
    for rows in ["##### #SE.# #####", "##### #S#E# #.#.# #...# #####"] {
        let grid = parse(rows);
        let input = sized(&grid);
        let expected = draw_path_reference(&grid).expect("a perfect maze");
        assert_same(draw_path::solve(&input), &input, &expected);
    }
    for (rooms_r, rooms_c, seed) in [(1, 1, 0), (1, 8, 5), (8, 1, 0), (3, 3, 2_147_483_646)] {
        let input = format!("{rooms_r} {rooms_c} {seed}");
        let expected = maze_dfs_reference(rooms_r, rooms_c, seed);
        assert_same(maze_dfs::solve(&input), &input, &expected);
    }
    for rows in ["x", "x1 11", "0x0", "01x", "0 1 x", "x 0 0 0"] {
        let grid = parse(rows);
        let answer = universal_commands::solve(rows).expect("valid input");
        let answer = normalize(&answer);
        if every_free_cell_reaches_exit(&grid) {
            assert_eq!(check_universal(&grid, &answer), Ok(()), "input {rows:?}");
        } else {
            assert_eq!(answer, "-1", "input {rows:?}");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The properties
// ---------------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(config(CASES))]

    /// `robot_path` prints the U, D, L, R-ranked smallest shortest path (1-indexed cells), the
    /// single cell when start and goal coincide, `-1` when none exists.
    #[test]
    fn robot_path_matches_reference(
        layout in layout(7, 7, 2, 0..=60),
        same in prop::bool::weighted(0.15),
    ) {
        let mut grid = layout.grid(b'0', b'1');
        let start = layout.marker(0);
        let goal = if same { start } else { layout.marker(1) };
        grid[start.0][start.1] = b'0';
        grid[goal.0][goal.1] = b'0';
        let header = format!(
            "{} {} {} {} {} {}",
            grid.len(),
            grid[0].len(),
            start.0 + 1,
            start.1 + 1,
            goal.0 + 1,
            goal.1 + 1
        );
        let input = with_header(&header, &grid);
        check(robot_path::solve(&input), &input, &robot_path_reference(&grid, start, goal))?;
    }

    /// `shortest_path` prints the distance and the U, R, D, L-ranked smallest shortest move
    /// string, or `-1`.
    #[test]
    fn shortest_path_matches_reference(layout in layout(7, 7, 2, 0..=60)) {
        let grid = start_exit_grid(&layout);
        let input = sized(&grid);
        check(shortest_path::solve(&input), &input, &ranked_moves_reference(&grid, &[U, R, D, L]))?;
    }

    /// `lexmin_path` prints the distance and the alphabetically smallest shortest move string
    /// (D < L < R < U), or `-1`.
    #[test]
    fn lexmin_path_matches_reference(layout in layout(7, 7, 2, 0..=60)) {
        let grid = start_exit_grid(&layout);
        let input = sized(&grid);
        check(lexmin_path::solve(&input), &input, &ranked_moves_reference(&grid, &[D, L, R, U]))?;
    }

    /// `maze_dfs` draws the same maze as a literal implementation of the procedure, for any
    /// room counts and seed (seed 0 included).
    #[test]
    fn maze_dfs_matches_reference(
        room_rows in 1..=8usize,
        room_cols in 1..=8usize,
        seed in prop_oneof![1 => Just(0u64), 1 => Just(2_147_483_646u64), 8 => 0..2_147_483_647u64],
    ) {
        let input = format!("{room_rows} {room_cols} {seed}\n");
        check(maze_dfs::solve(&input), &input, &maze_dfs_reference(room_rows, room_cols, seed))?;
    }

    /// `nearest_source` prints each cell's distance to the nearest `M` (`#` for walls, `-1`
    /// when no source reaches), with any number of sources, none included.
    #[test]
    fn nearest_source_matches_reference(layout in layout(7, 7, 1, 0..=60), sources in 0..=4usize) {
        let mut grid = layout.grid(b'.', b'#');
        layout.place(&mut grid, &vec![b'M'; sources.min(layout.len())]);
        let input = sized(&grid);
        check(nearest_source::solve(&input), &input, &nearest_source_reference(&grid))?;
    }

    /// `reachable` counts the cells `S` reaches, itself included.
    #[test]
    fn reachable_matches_reference(layout in layout(7, 7, 1, 0..=60)) {
        let mut grid = layout.grid(b'.', b'#');
        layout.place(&mut grid, b"S");
        let input = sized(&grid);
        check(reachable::solve(&input), &input, &reachable_reference(&grid))?;
    }

    /// `king_moves` prints the least number of 8-direction steps (diagonals pass between two
    /// walls), or `-1`.
    #[test]
    fn king_moves_matches_reference(layout in layout(7, 7, 2, 0..=80)) {
        let grid = start_exit_grid(&layout);
        let input = sized(&grid);
        check(king_moves::solve(&input), &input, &king_moves_reference(&grid))?;
    }

    /// `escape` prints the least number of steps to leave the grid (`1` from the border), or
    /// `-1`.
    #[test]
    fn escape_matches_reference(layout in inner_start_layout(7)) {
        let mut grid = layout.grid(b'.', b'#');
        layout.place(&mut grid, b"S");
        let input = sized(&grid);
        check(escape::solve(&input), &input, &escape_reference(&grid))?;
    }

    /// `break_walls` prints the least number of steps when at most `k` walls may be broken,
    /// or `-1`.
    #[test]
    fn break_walls_matches_reference(layout in layout(6, 6, 2, 0..=80), k in 0..=3usize) {
        let grid = start_exit_grid(&layout);
        let input = with_header(&format!("{} {} {k}", grid.len(), grid[0].len()), &grid);
        check(break_walls::solve(&input), &input, &break_walls_reference(&grid, k))?;
    }

    /// `swamp` prints the least total cost when entering `~` costs 3 and any other cell 1, or
    /// `-1`.
    #[test]
    fn swamp_matches_reference(layout in layout(7, 7, 2, 0..=50)) {
        let mut grid = layout.grid(b'.', b'#');
        for i in 0..layout.len() {
            let (r, c) = layout.cell(i);
            if grid[r][c] == b'.' && layout.roll(i) < layout.extra {
                grid[r][c] = b'~';
            }
        }
        layout.place(&mut grid, b"SE");
        let input = sized(&grid);
        check(swamp::solve(&input), &input, &swamp_reference(&grid))?;
    }

    /// `min_walls` prints the least number of walls to break on the way from `S` to `E`.
    #[test]
    fn min_walls_matches_reference(layout in layout(7, 7, 2, 20..=90)) {
        let grid = start_exit_grid(&layout);
        let input = sized(&grid);
        check(min_walls::solve(&input), &input, &min_walls_reference(&grid))?;
    }

    /// `doors` prints, line for line, what a Dijkstra over exact `a + b√2` lengths on the
    /// grid as the toggles so far left it prints (`blocked`, `a b` or `none`), for up to 24
    /// random toggles and paths (a third toggles, some paths from a cell to itself).
    #[test]
    fn doors_matches_reference(
        layout in layout(7, 7, 1, 0..=60),
        picks in vec((0..6u8, any::<[u32; 4]>()), 0..=24),
    ) {
        let grid = layout.grid(b'.', b'#');
        let cell = |r: u32, c: u32| (r as usize % layout.rows, c as usize % layout.cols);
        let queries: Vec<DoorQuery> = picks
            .iter()
            .map(|&(kind, [r1, c1, r2, c2])| match kind {
                0 | 1 => DoorQuery::Toggle(cell(r1, c1)),
                2 => DoorQuery::Path(cell(r1, c1), cell(r1, c1)),
                _ => DoorQuery::Path(cell(r1, c1), cell(r2, c2)),
            })
            .collect();
        let input = doors_input(&grid, &queries);
        let answer = doors::solve(&input)
            .map_err(|e| TestCaseError::fail(format!("solve failed: {e}\ninput:\n{input}")))?;
        prop_assert_eq!(answer, doors_reference(&grid, &queries), "input:\n{}", input);
    }
}

proptest! {
    #![proptest_config(config(COSTLY_CASES))]

    /// `keys_doors` prints the least number of steps with keys picked up on entry and doors
    /// needing their key (up to 3 key letters; some doors have no key anywhere), or `-1`.
    #[test]
    fn keys_doors_matches_reference(
        layout in layout(6, 6, 2, 0..=40),
        letters in subsequence(KEY_LETTERS.to_vec(), 0..=4),
    ) {
        let mut grid = layout.grid(b'.', b'#');
        // Keys come from the first three letters; the fourth, if any, has doors only.
        let keys = &letters[..letters.len().min(3)];
        for i in 0..layout.len() {
            let (r, c) = layout.cell(i);
            if grid[r][c] != b'.' {
                continue;
            }
            let roll = layout.roll(i);
            if roll < 12 && !keys.is_empty() {
                grid[r][c] = keys[layout.pick(i, keys.len())];
            } else if roll < 30 && !letters.is_empty() {
                grid[r][c] = letters[layout.pick(i, letters.len())].to_ascii_uppercase();
            }
        }
        layout.place(&mut grid, b"SE");
        let input = sized(&grid);
        check(keys_doors::solve(&input), &input, &keys_doors_reference(&grid))?;
    }

    /// `monster_escape` prints the least number of steps to stand on a border cell, entering
    /// cells strictly before any monster can, with zero to three monsters, or `-1`.
    #[test]
    fn monster_escape_matches_reference(layout in inner_start_layout(7), monsters in 0..=3usize) {
        let mut grid = layout.grid(b'.', b'#');
        let mut markers = vec![b'S'];
        markers.extend(vec![b'M'; monsters.min(layout.len() - 1)]);
        layout.place(&mut grid, &markers);
        let input = sized(&grid);
        check(monster_escape::solve(&input), &input, &monster_escape_reference(&grid))?;
    }

    /// `draw_path` prints the length of the unique path between `S` and `E` in a random perfect
    /// maze and the maze with the path drawn in `*`.
    #[test]
    fn draw_path_matches_reference(
        (room_rows, room_cols) in (1..=5usize, 1..=5usize)
            .prop_filter("two rooms", |&(r, c)| r * c >= 2),
        keys in vec(any::<u32>(), 40),
        ends in (any::<u32>(), any::<u32>()),
    ) {
        let mut grid = perfect_maze(room_rows, room_cols, &keys);
        let free = cells_with(&grid, b'.');
        let s = ends.0 as usize % free.len();
        let e = (s + 1 + ends.1 as usize % (free.len() - 1)) % free.len();
        grid[free[s].0][free[s].1] = b'S';
        grid[free[e].0][free[e].1] = b'E';
        let input = sized(&grid);
        let expected = draw_path_reference(&grid).map_err(TestCaseError::fail)?;
        check(draw_path::solve(&input), &input, &expected)?;
    }

    /// `universal_commands` prints `-1` exactly when some free cell cannot reach the exit, and
    /// otherwise one line of at most 1000 commands that takes the robot out from every free
    /// cell.
    #[test]
    fn universal_commands_are_universal(
        layout in layout(7, 7, 1, 0..=50),
        one_line in any::<bool>(),
    ) {
        let mut grid = layout.grid(b'0', b'1');
        layout.place(&mut grid, b"x");
        let input = rows_text(&grid).replace('\n', if one_line { " " } else { "\n" });
        let answer = universal_commands::solve(&input)
            .map_err(|e| TestCaseError::fail(format!("solve failed: {e}\ninput:\n{input}")))?;
        let answer = normalize(&answer);
        if every_free_cell_reaches_exit(&grid) {
            prop_assert_eq!(
                check_universal(&grid, &answer),
                Ok(()),
                "input:\n{}\nanswer: {}",
                input,
                answer
            );
        } else {
            prop_assert_eq!(answer, "-1", "input:\n{}", input);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 19. `puzzle`
// ---------------------------------------------------------------------------------------------

/// A board row by row, `0` the blank.
type Tiles<const CELLS: usize> = [u8; CELLS];

/// The solved board of `side`: `1 2 … side²−1`, the blank last.
fn solved<const CELLS: usize>(side: usize) -> Tiles<CELLS> {
    let mut tiles = [0; CELLS];
    for (cell, tile) in tiles.iter_mut().enumerate().take(side * side - 1) {
        *tile = u8::try_from(cell + 1).unwrap();
    }
    tiles
}

/// The boards one move from `tiles`: the blank swapped with each tile beside it.
fn puzzle_moves<const CELLS: usize>(tiles: &Tiles<CELLS>, side: usize) -> Vec<Tiles<CELLS>> {
    let blank = tiles.iter().position(|&t| t == 0).unwrap();
    let (row, col) = (blank / side, blank % side);
    let mut next = Vec::new();
    for (ok, cell) in [
        (row > 0, blank.wrapping_sub(side)),
        (row + 1 < side, blank + side),
        (col > 0, blank.wrapping_sub(1)),
        (col + 1 < side, blank + 1),
    ] {
        if ok {
            let mut moved = *tiles;
            moved.swap(blank, cell);
            next.push(moved);
        }
    }
    next
}

/// The fewest moves from every solvable 8-puzzle board to the solved one: a breadth-first
/// search of all 181,440 of them from the solved board, written here (every move can be
/// undone, so the distance back is the distance there). Built once.
fn eight_puzzle_distances() -> &'static std::collections::HashMap<Tiles<9>, u8> {
    static DISTANCES: std::sync::OnceLock<std::collections::HashMap<Tiles<9>, u8>> =
        std::sync::OnceLock::new();
    DISTANCES.get_or_init(|| {
        let goal = solved::<9>(3);
        let mut distances = std::collections::HashMap::from([(goal, 0u8)]);
        let mut queue = std::collections::VecDeque::from([goal]);
        while let Some(tiles) = queue.pop_front() {
            let next_distance = distances[&tiles] + 1;
            for next in puzzle_moves(&tiles, 3) {
                if let std::collections::hash_map::Entry::Vacant(entry) = distances.entry(next) {
                    entry.insert(next_distance);
                    queue.push_back(next);
                }
            }
        }
        distances
    })
}

/// The input text of a board.
fn puzzle_input(tiles: &[u8], side: usize) -> String {
    let mut text = format!("{side}\n");
    for row in tiles.chunks(side) {
        let row: Vec<String> = row.iter().map(u8::to_string).collect();
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    text
}

/// The board reached from the solved one by the moves `choices` pick (each an index into the
/// moves available at that point).
fn walked<const CELLS: usize>(side: usize, choices: &[usize]) -> Tiles<CELLS> {
    let mut tiles = solved::<CELLS>(side);
    for &choice in choices {
        let next = puzzle_moves(&tiles, side);
        tiles = next[choice % next.len()];
    }
    tiles
}

#[test]
fn puzzle_hardest_eight_puzzles_take_31_moves() {
    let distances = eight_puzzle_distances();
    assert_eq!(distances.len(), 181_440);
    let hardest: Vec<&Tiles<9>> = distances
        .iter()
        .filter(|&(_, &d)| d == 31)
        .map(|(tiles, _)| tiles)
        .collect();
    assert_eq!(hardest.len(), 2, "the two boards 31 moves away");
    assert!(hardest.contains(&&[8, 6, 7, 2, 5, 4, 3, 0, 1]));
    for tiles in hardest {
        check(puzzle::solve(&puzzle_input(tiles, 3)), "", "31").unwrap();
    }
}

proptest! {
    #![proptest_config(config(CASES))]

    /// An 8-puzzle board `k` random moves from the solved one takes at most `k` moves, and
    /// exactly as many as the breadth-first reference says.
    #[test]
    fn puzzle_eight_after_random_moves(choices in vec(0usize..4, 0..=40)) {
        let tiles = walked::<9>(3, &choices);
        let input = puzzle_input(&tiles, 3);
        let expected = eight_puzzle_distances()[&tiles];
        prop_assert!(usize::from(expected) <= choices.len());
        check(puzzle::solve(&input), &input, &expected.to_string())?;
    }

    /// Any arrangement of the 8-puzzle's tiles: `unsolvable` exactly when the breadth-first
    /// search from the solved board never reaches it, and the reference's distance otherwise.
    #[test]
    fn puzzle_eight_any_board(tiles in Just((0..9u8).collect::<Vec<u8>>()).prop_shuffle()) {
        let input = puzzle_input(&tiles, 3);
        let board: Tiles<9> = tiles.try_into().unwrap();
        let expected = eight_puzzle_distances()
            .get(&board)
            .map_or_else(|| "unsolvable".to_string(), u8::to_string);
        check(puzzle::solve(&input), &input, &expected)?;
    }
}

/// `puzzle`'s answer for the 15-puzzle board `tiles`: its `solve` but for the tables of the
/// estimate, built once for every case (a debug build takes a while to fill them).
fn fifteen_puzzle_answer(tiles: &[u8]) -> String {
    static PUZZLE: std::sync::OnceLock<puzzle::Puzzle> = std::sync::OnceLock::new();
    let puzzle = PUZZLE.get_or_init(|| puzzle::Puzzle::new(4, puzzle::Estimate::LinearConflicts));
    let board = puzzle::Board::parse(&puzzle_input(tiles, 4)).unwrap();
    puzzle::answer(puzzle, &mut gridpath::IdaStar::new(), &board)
}

proptest! {
    #![proptest_config(config(256))]

    /// A 15-puzzle board `k ≤ 24` random moves from the solved one takes at most `k` moves
    /// (and as many as from the board mirrored on its diagonal, which renames the tiles so
    /// that the goal stays the goal); swapping two of its tiles makes it unsolvable.
    #[test]
    fn puzzle_fifteen_after_random_moves(
        choices in vec(0usize..4, 0..=24),
        swap in (1u8..16, 1u8..16).prop_filter("two tiles", |(a, b)| a != b),
    ) {
        let tiles = walked::<16>(4, &choices);
        let input = puzzle_input(&tiles, 4);
        let answer = fifteen_puzzle_answer(&tiles);
        let moves: usize = answer.parse().map_err(|_| TestCaseError::fail(answer.clone()))?;
        prop_assert!(moves <= choices.len(), "{} moves after {} random ones", moves, choices.len());
        prop_assert_eq!(moves % 2, choices.len() % 2, "a move changes the blank's colour");
        // Mirrored on the main diagonal: cell (r, c) ↔ (c, r), tile of goal cell (r, c) ↔ the
        // tile of goal cell (c, r); the blank's goal cell is on the diagonal.
        let rename = |tile: u8| {
            if tile == 0 { 0 } else {
                let goal = usize::from(tile - 1);
                u8::try_from((goal % 4) * 4 + goal / 4 + 1).unwrap()
            }
        };
        let mut mirrored = [0u8; 16];
        for (cell, &tile) in tiles.iter().enumerate() {
            mirrored[(cell % 4) * 4 + cell / 4] = rename(tile);
        }
        prop_assert_eq!(fifteen_puzzle_answer(&mirrored), moves.to_string(), "input:\n{}", input);
        let mut swapped = tiles;
        let at = |tile| swapped.iter().position(|&t| t == tile).unwrap();
        let (a, b) = (at(swap.0), at(swap.1));
        swapped.swap(a, b);
        prop_assert_eq!(fifteen_puzzle_answer(&swapped), "unsolvable", "input:\n{}", input);
    }
}
