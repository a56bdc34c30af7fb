//! The fifteen `examples/README.md` programs of `examples/`, each included as a module for its
//! `solve(text) -> Result<String, E>`, behind one target that picks the program by the first
//! input byte.

#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/break_walls.rs"]
mod break_walls;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/draw_path.rs"]
mod draw_path;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/escape.rs"]
mod escape;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/keys_doors.rs"]
mod keys_doors;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/king_moves.rs"]
mod king_moves;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/lexmin_path.rs"]
mod lexmin_path;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/maze_dfs.rs"]
mod maze_dfs;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/min_walls.rs"]
mod min_walls;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/monster_escape.rs"]
mod monster_escape;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/nearest_source.rs"]
mod nearest_source;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/reachable.rs"]
mod reachable;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/robot_path.rs"]
mod robot_path;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/shortest_path.rs"]
mod shortest_path;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/swamp.rs"]
mod swamp;
#[expect(dead_code, reason = "the example's `main` is not called by the fuzzer")]
#[path = "../../examples/universal_commands.rs"]
mod universal_commands;

use crate::text;

/// A program's `solve`, with its error turned into its message.
type Solve = fn(&str) -> Result<String, String>;

/// Turns a `solve` result's error into its message.
fn message<E: ToString>(result: Result<String, E>) -> Result<String, String> {
    result.map_err(|e| e.to_string())
}

/// The programs, in `examples/README.md` order; the first input byte modulo 15 picks one.
pub const PROGRAMS: [(&str, Solve); 15] = [
    ("robot_path", |t| message(robot_path::solve(t))),
    ("shortest_path", |t| message(shortest_path::solve(t))),
    ("lexmin_path", |t| message(lexmin_path::solve(t))),
    ("maze_dfs", |t| message(maze_dfs::solve(t))),
    ("nearest_source", |t| message(nearest_source::solve(t))),
    ("reachable", |t| message(reachable::solve(t))),
    ("king_moves", |t| message(king_moves::solve(t))),
    ("escape", |t| message(escape::solve(t))),
    ("draw_path", |t| message(draw_path::solve(t))),
    ("break_walls", |t| message(break_walls::solve(t))),
    ("swamp", |t| message(swamp::solve(t))),
    ("keys_doors", |t| message(keys_doors::solve(t))),
    ("monster_escape", |t| message(monster_escape::solve(t))),
    ("min_walls", |t| message(min_walls::solve(t))),
    ("universal_commands", |t| {
        message(universal_commands::solve(t))
    }),
];

/// The most rooms the fuzzer lets `maze_dfs` generate. The program accepts mazes of up to
/// 10⁸ cells by design (its input is three numbers, so input length does not bound its work);
/// a fuzzer that keeps generating such mazes would test nothing new, only slowly.
pub const MAZE_DFS_MAX_ROOMS: usize = 40_000;

/// Whether `maze_dfs` input asks for more than [`MAZE_DFS_MAX_ROOMS`] rooms.
fn maze_too_large(text: &str) -> bool {
    let mut tokens = text.split_whitespace();
    match (tokens.next(), tokens.next()) {
        (Some(rows), Some(cols)) => match (rows.parse::<usize>(), cols.parse::<usize>()) {
            (Ok(rows), Ok(cols)) => rows.saturating_mul(cols) > MAZE_DFS_MAX_ROOMS,
            _ => false,
        },
        _ => false,
    }
}

/// Runs the program picked by the first byte on the rest of the input.
///
/// Invariants: no panic; a successful answer is non-empty (except `universal_commands` on a
/// grid without free cells, where the empty command string is right); an error has a message.
///
/// # Panics
///
/// When the parser panics or the invariant does not hold: a finding.
pub fn run(data: &[u8]) {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let index = usize::from(pick) % PROGRAMS.len();
    let (name, solve) = PROGRAMS[index];
    let text = text(rest);
    if name == "maze_dfs" && maze_too_large(&text) {
        return;
    }
    match solve(&text) {
        Ok(answer) => {
            // The one empty answer: no command is needed when no robot can stand anywhere.
            let no_free_cell = name == "universal_commands" && !text.contains('0');
            assert!(
                !answer.trim().is_empty() || no_free_cell,
                "{name} answered with nothing"
            );
        }
        Err(message) => assert!(!message.is_empty(), "{name} failed without a message"),
    }
}
