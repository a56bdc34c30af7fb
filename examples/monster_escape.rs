//! Problem 13 of `examples/README.md`, `monster_escape`: reach the border strictly before any monster
//! can cut you off.
//!
//! Input: `n m`, then `n` rows over `.`, `#`, one `S` and any number of `M`. Each second you
//! and every monster move one cell. You may enter a cell only if you get there strictly before
//! every monster could; you escape by standing on a border cell. Output: the steps (`0` if `S`
//! is on the border), or `-1`.
//!
//! Two searches: one breadth-first search from all monsters at once gives the second each cell
//! falls; then [`Bfs::search_constrained`] searches your moves, entering a cell at second `t`
//! only if `t` is before that. Arriving earlier is never worse, so the constrained search is
//! exact with one record per cell.
//!
//! ```text
//! $ printf '5 7\n#######\n#S...M#\n#.###.#\n#.....#\n##.####\n' | cargo run -q --example monster_escape
//! 4
//! ```

use std::process::ExitCode;

use gridpath::input::{or_minus_one, run, sized_grid};
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
    let grid = sized_grid(text, b".#SM")?;
    let start = grid.find_unique(b'S')?;
    let open = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');

    let mut monsters = Bfs::new();
    let falls_at = monsters.distances(&open, grid.find_all(|&c| c == b'M'));
    let mut you = Bfs::new();
    let escape = you.search_constrained(
        &open,
        [start],
        |p| grid.is_border(p),
        |p, t| falls_at.distance(p).is_none_or(|m| t < m),
    );
    let steps = escape.goal_distance();
    Ok(or_minus_one(steps))
}
