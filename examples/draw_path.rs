//! Problem 9 of `examples/README.md`, `draw_path`: the path between `S` and `E` in a perfect maze,
//! drawn into the maze with `*`.
//!
//! Input: `n m` (up to 2001 × 2001), then the maze rows over `.`, `#`, one `S` and one `E`.
//! Output: the path length, then the maze with every path cell other than `S` and `E` turned
//! into `*`. The path may be a million cells long; every step here is iterative (the search
//! keeps its queue on the heap, and the path is rebuilt from predecessor links).
//!
//! ```text
//! $ printf '3 5\n#####\n#S.E#\n#####\n' | cargo run -q --example draw_path
//! 2
//! #####
//! #S*E#
//! #####
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
/// Malformed input (see [`sized_grid`]), or a missing or repeated `S` or `E`.
pub fn solve(text: &str) -> Result<String, Error> {
    let mut grid = sized_grid(text, b".#SE")?;
    let (start, exit) = (grid.find_unique(b'S')?, grid.find_unique(b'E')?);

    let space = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    let mut bfs = Bfs::new();
    let Some(path) = bfs.search(&space, [start], |p| p == exit).path() else {
        // Not a perfect maze after all: S and E are not connected.
        return Ok("-1".to_string());
    };
    for &cell in &path[1..path.len() - 1] {
        grid[cell] = b'*';
    }
    Ok(format!(
        "{}\n{}",
        path.len() - 1,
        grid.to_text(|&c| char::from(c))
    ))
}
