//! Problem 14 of `PROBLEMS.md`, `min_walls`: the fewest walls broken on the way from `S` to
//! `E`, when any number may be broken.
//!
//! Input: `n m`, then `n` rows over `.`, `#`, one `S` and one `E`. Output: the count.
//! [`FewestBreaks`] makes entering a wall cost 1 and anything else 0; a 0-1 BFS solves that
//! with a double-ended queue. (Every cell can be reached once walls may be broken, so the
//! answer always exists.)
//!
//! ```text
//! $ printf '3 4\nS#.#\n##.#\n#.#E\n' | cargo run -q --example min_walls
//! 2
//! ```

use std::process::ExitCode;

use gridpath::adapt::FewestBreaks;
use gridpath::input::{Input, run};
use gridpath::{Error, GridSpace, Moves, ZeroOneBfs};

fn main() -> ExitCode {
    run(solve)
}

/// Solves one input; the whole of standard output on success.
///
/// # Errors
///
/// Malformed input (see [`Input`]), or a missing or repeated `S` or `E`.
pub fn solve(text: &str) -> Result<String, Error> {
    let mut input = Input::new(text);
    let (rows, cols) = input.size()?;
    let grid = input.grid(rows, cols, b".#SE")?;
    input.finish()?;
    let (start, exit) = (grid.find_unique(b'S')?, grid.find_unique(b'E')?);

    let open = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    let space = FewestBreaks::new(&open);
    let mut zero_one = ZeroOneBfs::new();
    let walls = zero_one
        .search(&space, [start], |p| p == exit)
        .goal_distance();
    Ok(walls.map_or_else(|| "-1".to_string(), |w| w.to_string()))
}
