//! Problem 1 of `examples/README.md`, `robot_path`: a shortest path through a 0/1 matrix, printed
//! cell by cell with rows and columns counted from 1.
//!
//! Input: `n m r1 c1 r2 c2`, then `n` rows of `m` characters, `0` free and `1` blocked.
//! Output: the cells of a shortest path from `(r1, c1)` to `(r2, c2)`, one `r c` per line, or
//! `-1`. Moves are tried in the order U, D, L, R; breadth-first search keeps the cell each cell
//! was first discovered from, which fixes the one path printed.
//!
//! ```text
//! $ printf '2 2 1 1 2 2\n00\n10\n' | cargo run -q --example robot_path
//! 1 1
//! 1 2
//! 2 2
//! ```

use std::process::ExitCode;

use gridpath::input::{Input, run};
use gridpath::{Bfs, GridSpace, Moves};

fn main() -> ExitCode {
    run(solve)
}

/// Solves one input; the whole of standard output on success.
///
/// # Errors
///
/// Malformed input: see [`Input`]; a start or finish outside the grid, or on a blocked cell.
pub fn solve(text: &str) -> Result<String, Box<dyn std::error::Error>> {
    let mut input = Input::new(text);
    let size = input.size()?;
    let start = input.position_from_one("the start")?;
    let finish = input.position_from_one("the finish")?;
    let grid = input.grid(size, b"01")?;
    input.finish()?;
    grid.check(start)?;
    grid.check(finish)?;
    for (what, at) in [("start", start), ("finish", finish)] {
        if grid[at] == b'1' {
            let (row, col) = (at.row, at.col);
            return Err(format!("the {what} at row {row}, column {col} is not a free cell").into());
        }
    }

    let space = GridSpace::new(&grid, Moves::from_letters("UDLR")?, |&c| c == b'0');
    let mut bfs = Bfs::new();
    let Some(path) = bfs.search(&space, [start], |p| p == finish).path() else {
        return Ok("-1".to_string());
    };
    let lines: Vec<String> = path
        .iter()
        .map(|cell| format!("{} {}", cell.row + 1, cell.col + 1))
        .collect();
    Ok(lines.join("\n"))
}
