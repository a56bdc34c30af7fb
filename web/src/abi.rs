//! The page's door into the [`Board`]: functions the WebAssembly module exports, taking and
//! returning numbers. Where an answer is more than a number (the cells, the frames, the path,
//! a text) the function returns the address of a buffer in the module's memory and another
//! its length; the page reads it at once, before its next call (which may move it).
//!
//! This is the raw WebAssembly ABI: no generated JavaScript, nothing to install but the
//! `wasm32-unknown-unknown` target. The exported names carry `#[unsafe(no_mangle)]`, the one
//! reason this module allows `unsafe_code`; no function here has an `unsafe` block.
#![allow(unsafe_code)]

use std::cell::RefCell;

use gridpath::Dir;
use gridpath::maze::Algorithm;

use crate::{Board, Cell, Engine, RULES, Settings};

/// What the module keeps between calls.
struct State {
    board: Board,
    /// The frames as five numbers each, the path as two: what the page reads.
    frames: Vec<u32>,
    path: Vec<u32>,
    ends: [u32; 6],
    text: String,
    error: String,
}

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State {
        board: Board::open(15, 25).unwrap_or_else(|_| unreachable!("15 × 25 is a valid board")),
        frames: Vec::new(),
        path: Vec::new(),
        ends: [0; 6],
        text: String::new(),
        error: String::new(),
    });
}

fn with<R>(f: impl FnOnce(&mut State) -> R) -> R {
    STATE.with(|state| f(&mut state.borrow_mut()))
}

/// 0 on success; 1 with the message in [`gp_error`] on an error.
fn status<E: std::fmt::Display>(state: &mut State, result: Result<(), E>) -> u32 {
    match result {
        Ok(()) => 0,
        Err(e) => {
            state.error = e.to_string();
            1
        }
    }
}

/// The address of a buffer, as the page reads it (memory addresses are 32-bit in wasm32).
fn address<T>(buffer: &[T]) -> usize {
    buffer.as_ptr() as usize
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Replaces the board with an open one of `rows` × `cols` cells. 0, or 1 (see [`gp_error`]).
#[unsafe(no_mangle)]
pub extern "C" fn gp_open(rows: u32, cols: u32) -> u32 {
    with(|s| {
        let result = Board::open(rows, cols).map(|board| s.board = board);
        s.frames.clear();
        status(s, result)
    })
}

/// Replaces the board with a maze: generator `algorithm` (an index into
/// [`Algorithm::ALL`], the order of [`gp_names`]), `rows` × `cols` rooms, `seed`, and
/// `braid_permille` thousandths of its dead ends removed. Its carving becomes the frames.
/// 0, or 1 (see [`gp_error`]).
#[unsafe(no_mangle)]
pub extern "C" fn gp_maze(
    algorithm: u32,
    rows: u32,
    cols: u32,
    seed: u32,
    braid_permille: u32,
) -> u32 {
    with(|s| {
        let Some(&algorithm) = Algorithm::ALL.get(algorithm as usize) else {
            s.error = format!("maze generator {algorithm} does not exist");
            return 1;
        };
        let braid = f64::from(braid_permille.min(1000)) / 1000.0;
        let result = Board::maze(algorithm, rows, cols, seed, braid).map(|board| s.board = board);
        let code = status(s, result);
        if code == 0 {
            fill_frames(s);
        }
        code
    })
}

fn fill_frames(s: &mut State) {
    s.frames.clear();
    for f in s.board.frames() {
        let (from_row, from_col) = f
            .from
            .map_or((crate::NOWHERE, crate::NOWHERE), |p| (p.row, p.col));
        s.frames
            .extend([f.kind as u32, f.at.row, f.at.col, from_row, from_col]);
    }
}

/// The board's rows.
#[unsafe(no_mangle)]
pub extern "C" fn gp_rows() -> u32 {
    with(|s| s.board.grid().height())
}

/// The board's columns.
#[unsafe(no_mangle)]
pub extern "C" fn gp_cols() -> u32 {
    with(|s| s.board.grid().width())
}

/// The cells, row-major, one byte each ([`Cell`] codes).
#[unsafe(no_mangle)]
pub extern "C" fn gp_cells() -> usize {
    with(|s| address(s.board.grid().cells()))
}

/// The cells before the last maze's carving, as [`gp_cells`].
#[unsafe(no_mangle)]
pub extern "C" fn gp_carving_from() -> usize {
    with(|s| address(s.board.carving_from()))
}

/// Paints cell (`row`, `col`) with the [`Cell`] of code `cell`. 0, or 1 (see [`gp_error`]).
#[unsafe(no_mangle)]
pub extern "C" fn gp_set_cell(row: u32, col: u32, cell: u32) -> u32 {
    with(|s| {
        let result = Cell::from_code(cell)
            .ok_or(crate::BoardError::Unknown {
                what: "cell kind",
                code: cell,
            })
            .and_then(|cell| s.board.set_cell(row, col, cell));
        status(s, result)
    })
}

/// Moves the start. 0, or 1 (see [`gp_error`]).
#[unsafe(no_mangle)]
pub extern "C" fn gp_set_start(row: u32, col: u32) -> u32 {
    with(|s| {
        let result = s.board.set_start(row, col);
        status(s, result)
    })
}

/// Moves the goal. 0, or 1 (see [`gp_error`]).
#[unsafe(no_mangle)]
pub extern "C" fn gp_set_goal(row: u32, col: u32) -> u32 {
    with(|s| {
        let result = s.board.set_goal(row, col);
        status(s, result)
    })
}

/// Six numbers: the start's row and column, the goal's, the player's.
#[unsafe(no_mangle)]
pub extern "C" fn gp_ends() -> usize {
    with(|s| {
        let (a, b, c) = (s.board.start(), s.board.goal(), s.board.player());
        s.ends = [a.row, a.col, b.row, b.col, c.row, c.col];
        address(&s.ends)
    })
}

/// Runs engine `engine` (an index into [`Engine::ALL`]) with 4 or 8 `directions` and the
/// diagonal rule `rule` (an index into [`RULES`]) from the start to the goal. 1 when a path
/// was found, 0 when none, 2 for an engine or rule that does not exist (see [`gp_error`]).
#[unsafe(no_mangle)]
pub extern "C" fn gp_search(engine: u32, directions: u32, rule: u32) -> u32 {
    with(|s| {
        let (Some(&engine), Some(&rule)) =
            (Engine::ALL.get(engine as usize), RULES.get(rule as usize))
        else {
            s.error = format!("engine {engine} or diagonal rule {rule} does not exist");
            return 2;
        };
        let settings = Settings {
            engine,
            directions: if directions == 8 { 8 } else { 4 },
            rule,
        };
        let found = s.board.search(settings).length.is_some();
        s.path = s
            .board
            .outcome()
            .path
            .iter()
            .flat_map(|p| [p.row, p.col])
            .collect();
        fill_frames(s);
        u32::from(found)
    })
}

/// The last search's length (moves, walls broken, cost or Euclidean length), NaN when it
/// found no path.
#[unsafe(no_mangle)]
pub extern "C" fn gp_length() -> f64 {
    with(|s| s.board.outcome().length.unwrap_or(f64::NAN))
}

/// The states the last search expanded.
#[unsafe(no_mangle)]
pub extern "C" fn gp_expanded() -> u32 {
    with(|s| count(s.board.outcome().expanded))
}

/// Whether the last path runs between corners (1) or through cells (0).
#[unsafe(no_mangle)]
pub extern "C" fn gp_path_corners() -> u32 {
    with(|s| u32::from(s.board.outcome().corners))
}

/// The last path: row and column of each point.
#[unsafe(no_mangle)]
pub extern "C" fn gp_path() -> usize {
    with(|s| address(&s.path))
}

/// The number of points of [`gp_path`].
#[unsafe(no_mangle)]
pub extern "C" fn gp_path_len() -> u32 {
    with(|s| count(s.path.len() / 2))
}

/// The last animation: five numbers a frame (see [`crate::Frame`]).
#[unsafe(no_mangle)]
pub extern "C" fn gp_frames() -> usize {
    with(|s| address(&s.frames))
}

/// The number of frames of [`gp_frames`].
#[unsafe(no_mangle)]
pub extern "C" fn gp_frames_len() -> u32 {
    with(|s| count(s.frames.len() / 5))
}

/// Moves the player: `dir` 0 up, 1 right, 2 down, 3 left. Bit 0 of the answer: it moved;
/// bit 1: it stands on the goal.
#[unsafe(no_mangle)]
pub extern "C" fn gp_step_player(dir: u32) -> u32 {
    with(|s| {
        let dir = match dir {
            0 => Dir::Up,
            1 => Dir::Right,
            2 => Dir::Down,
            3 => Dir::Left,
            _ => return 0,
        };
        let moved = s.board.step_player(dir);
        u32::from(moved) | u32::from(s.board.player() == s.board.goal()) << 1
    })
}

/// Puts the player back on the start.
#[unsafe(no_mangle)]
pub extern "C" fn gp_reset_player() {
    with(|s| s.board.reset_player());
}

/// Prepares a text for [`gp_text`]: 0 the map ([`Board::text`]); 1 the names, one line of
/// maze generators and one of engines, comma-separated, in the order their numbers count.
#[unsafe(no_mangle)]
pub extern "C" fn gp_prepare_text(which: u32) -> u32 {
    with(|s| {
        s.text = if which == 0 {
            s.board.text()
        } else {
            let generators: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
            let engines: Vec<&str> = Engine::ALL.iter().map(|e| e.name()).collect();
            format!("{}\n{}", generators.join(","), engines.join(","))
        };
        count(s.text.len())
    })
}

/// The text [`gp_prepare_text`] prepared (UTF-8; its length is what that returned).
#[unsafe(no_mangle)]
pub extern "C" fn gp_text() -> usize {
    with(|s| address(s.text.as_bytes()))
}

/// The last error's message (UTF-8).
#[unsafe(no_mangle)]
pub extern "C" fn gp_error() -> usize {
    with(|s| address(s.error.as_bytes()))
}

/// The length of [`gp_error`]'s message.
#[unsafe(no_mangle)]
pub extern "C" fn gp_error_len() -> u32 {
    with(|s| count(s.error.len()))
}
