//! Problem 2 of `examples/README.md`, `shortest_path`: the length of a shortest path from `S` to `E`
//! and its moves as `URDL` letters.
//!
//! Input: `n m`, then `n` rows over `.` (free), `#` (wall), one `S` and one `E`.
//! Output: `-1`, or the distance and then the move string. Moves are tried in the order
//! U, R, D, L and each cell keeps the cell it was first discovered from.
//!
//! ```text
//! $ printf '3 4\nS..#\n.#..\n...E\n' | cargo run -q --example shortest_path
//! 5
//! RRDRD
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

    let space = GridSpace::new(&grid, Moves::from_letters("URDL")?, |&c| c != b'#');
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [start], |p| p == exit);
    let Some(path) = found.path() else {
        return Ok("-1".to_string());
    };
    let moves = path_letters(&path).unwrap_or_default();
    Ok(format!("{}\n{moves}", path.len() - 1))
}
