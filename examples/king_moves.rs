//! Problem 7 of `examples/README.md`, `king_moves`: fewest steps from `S` to `E` moving like a chess
//! king — to any of the 8 surrounding free cells, diagonally even between two walls.
//!
//! Input: `n m`, then `n` rows over `.`, `#`, one `S` and one `E`. Output: the steps, or `-1`.
//! [`DiagonalRule::Always`] is the rule that lets a diagonal step pass between two walls.
//!
//! ```text
//! $ printf '4 4\nS#..\n.#.#\n#.#.\n...E\n' | cargo run -q --example king_moves
//! 4
//! ```

use std::process::ExitCode;

use gridpath::input::{or_minus_one, run, sized_grid};
use gridpath::{Bfs, DiagonalRule, Error, GridSpace, Moves};

fn main() -> ExitCode {
    run(solve)
}

/// Solves one input; the whole of standard output on success.
///
/// # Errors
///
/// Malformed input (see [`sized_grid`]), or a missing or repeated `S` or `E`.
pub fn solve(text: &str) -> Result<String, Error> {
    let grid = sized_grid(text, b".#SE")?;
    let (start, exit) = (grid.find_unique(b'S')?, grid.find_unique(b'E')?);

    let space = GridSpace::new(&grid, Moves::eight(DiagonalRule::Always), |&c| c != b'#');
    let mut bfs = Bfs::new();
    let steps = bfs.search(&space, [start], |p| p == exit).goal_distance();
    Ok(or_minus_one(steps))
}
