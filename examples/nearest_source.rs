//! Problem 5 of `examples/README.md`, `nearest_source`: every cell's distance to the nearest of many
//! sources, from one breadth-first search started at all of them at once.
//!
//! Input: `n m`, then `n` rows over `.`, `#` and `M` (any number of sources, possibly none).
//! Output: `n` lines of `m` tokens: `#` for a wall, else the steps to the nearest `M`, or `-1`.
//!
//! ```text
//! $ printf '3 4\nM..#\n.#..\n...M\n' | cargo run -q --example nearest_source
//! 0 1 2 #
//! 1 # 2 1
//! 2 2 1 0
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
/// Malformed input: see [`sized_grid`].
pub fn solve(text: &str) -> Result<String, Error> {
    let grid = sized_grid(text, b".#M")?;

    let space = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    let mut bfs = Bfs::new();
    let field = bfs.distances(&space, grid.find_all(|&c| c == b'M'));

    let mut out = String::with_capacity(grid.len() * 3);
    for (pos, &cell) in grid.iter() {
        match (cell, field.distance(pos)) {
            (b'#', _) => out.push('#'),
            (_, Some(steps)) => out.push_str(&steps.to_string()),
            (_, None) => out.push_str("-1"),
        }
        out.push(if pos.col + 1 == grid.width() {
            '\n'
        } else {
            ' '
        });
    }
    Ok(out)
}
