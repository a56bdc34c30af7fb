//! Problem 3 of `PROBLEMS.md`, `lexmin_path`: among all shortest paths from `S` to `E`, the one
//! whose move string is smallest in alphabetical order (`D` < `L` < `R` < `U`).
//!
//! Input and output as in `shortest_path`. No extra machinery is needed: a breadth-first
//! search that tries the moves in alphabetical order, keeping each cell's first discoverer,
//! returns the alphabetically smallest shortest path to every cell. (Each layer of the search
//! is then ordered by the paths' strings, so the first discoverer of a cell is the parent with
//! the smallest string — see [`gridpath::Bfs`].)
//!
//! ```text
//! $ printf '3 4\nS..#\n.#..\n...E\n' | cargo run -q --example lexmin_path
//! 5
//! DDRRR
//! ```

use std::process::ExitCode;

use gridpath::Error;
use gridpath::input::run;

#[path = "shortest_path.rs"]
#[expect(
    dead_code,
    reason = "only the shared core is used, not that program's `main`"
)]
mod shortest_path;

fn main() -> ExitCode {
    run(solve)
}

/// Solves one input; the whole of standard output on success.
///
/// # Errors
///
/// Malformed input, or a missing or repeated `S` or `E`.
pub fn solve(text: &str) -> Result<String, Error> {
    shortest_path::shortest_moves(text, "DLRU")
}
