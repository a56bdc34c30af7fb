//! Problem 14 of `examples/README.md`, `min_walls`: the fewest walls broken on the way from `S` to
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
use gridpath::input::{or_minus_one, run, sized_grid};
use gridpath::{Error, GridSpace, Moves, ZeroOneBfs};

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

    let open = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    let space = FewestBreaks::new(&open);
    let mut zero_one = ZeroOneBfs::new();
    let walls = zero_one
        .search(&space, [start], |p| p == exit)
        .goal_distance();
    Ok(or_minus_one(walls))
}
