//! Problem 11 of `examples/README.md`, `swamp`: least total cost from `S` to `E` when entering mud
//! `~` costs 3 and entering any other free cell costs 1.
//!
//! Input: `n m`, then `n` rows over `.`, `#`, `~`, one `S` and one `E`. Output: the cost, or
//! `-1`. [`Terrain`] gives each cell its entry cost; with small integer costs [`Dijkstra`]
//! keeps its queue in buckets, one per cost value.
//!
//! ```text
//! $ printf '2 4\nS~~E\n....\n' | cargo run -q --example swamp
//! 5
//! ```

use std::process::ExitCode;

use gridpath::adapt::Terrain;
use gridpath::input::{or_minus_one, run, sized_grid};
use gridpath::{Dijkstra, Error, GridSpace, Moves};

fn main() -> ExitCode {
    run(solve)
}

/// Solves one input; the whole of standard output on success.
///
/// # Errors
///
/// Malformed input (see [`sized_grid`]), or a missing or repeated `S` or `E`.
pub fn solve(text: &str) -> Result<String, Error> {
    let grid = sized_grid(text, b".#~SE")?;
    let (start, exit) = (grid.find_unique(b'S')?, grid.find_unique(b'E')?);

    let open = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    let space = Terrain::new(&open, &grid, |&c| match c {
        b'#' => None,
        b'~' => Some(3u32),
        _ => Some(1),
    });
    let mut dijkstra = Dijkstra::new();
    let cost = dijkstra
        .search(&space, [start], |p| p == exit)
        .goal_distance();
    Ok(or_minus_one(cost))
}
