//! Problem 6 of `examples/README.md`, `reachable`: how many cells can be reached from `S`.
//!
//! Input: `n m`, then `n` rows over `.`, `#` and one `S`. Output: the count, `S` included.
//! A depth-first flood fill reaches the same cells as any other search, with less bookkeeping.
//!
//! ```text
//! $ printf '4 5\nS..#.\n.#.#.\n.#.#.\n##.#.\n' | cargo run -q --example reachable
//! 8
//! ```

use std::process::ExitCode;

use gridpath::input::{run, sized_grid};
use gridpath::{Dfs, Error, GridSpace, Moves};

fn main() -> ExitCode {
    run(solve)
}

/// Solves one input; the whole of standard output on success.
///
/// # Errors
///
/// Malformed input (see [`sized_grid`]), or a missing or repeated `S`.
pub fn solve(text: &str) -> Result<String, Error> {
    let grid = sized_grid(text, b".#S")?;
    let start = grid.find_unique(b'S')?;

    let space = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    let mut dfs = Dfs::new();
    let reached = dfs.reach(&space, [start]);
    Ok(grid
        .positions()
        .filter(|&p| reached.is_reached(p))
        .count()
        .to_string())
}
