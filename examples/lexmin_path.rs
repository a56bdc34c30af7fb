//! Problem 3 of `examples/README.md`, `lexmin_path`: among all shortest paths from `S` to `E`, the one
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

use gridpath::input::{run, sized_grid};
use gridpath::{Bfs, Error, GridSpace, Moves, path_letters};

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

    // Alphabetical order: the first path found is the alphabetically smallest.
    let space = GridSpace::new(&grid, Moves::from_letters("DLRU")?, |&c| c != b'#');
    let mut bfs = Bfs::new();
    let Some(path) = bfs.search(&space, [start], |p| p == exit).path() else {
        return Ok("-1".to_string());
    };
    let moves = path_letters(&path).unwrap_or_default();
    Ok(format!("{}\n{moves}", path.len() - 1))
}
