//! Problem 8 of `examples/README.md`, `escape`: fewest steps from `S` to off the grid, where one more
//! step from any free border cell leaves.
//!
//! Input: `n m`, then `n` rows over `.`, `#` and one `S`. Output: the steps, or `-1`.
//! The search stops at the first free border cell it takes from its queue
//! ([`Grid::is_border`]); leaving costs one step more.
//!
//! ```text
//! $ printf '4 5\n#####\n#S..#\n#.#..\n###.#\n' | cargo run -q --example escape
//! 5
//! ```

use std::process::ExitCode;

use gridpath::input::{run, sized_grid};
use gridpath::{Bfs, Error, GridSpace, Moves};

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
    let mut bfs = Bfs::new();
    let steps = bfs
        .search(&space, [start], |p| grid.is_border(p))
        .goal_distance();
    Ok(steps.map_or_else(|| "-1".to_string(), |s| (s + 1).to_string()))
}
