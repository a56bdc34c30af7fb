//! Problem 4 of `examples/README.md`, `maze_dfs`: a perfect maze from a seed, bit for bit the same as
//! every other implementation of the procedure.
//!
//! Input: `R C seed` (rooms; `0 ≤ seed < 2^31 − 1`). Output: the `(2R+1) × (2C+1)` cell grid,
//! `S` at the top-left room and `E` at the bottom-right one. [`maze::dfs`] is the randomized
//! depth-first search of the statement (neighbours listed U, R, D, L, one MINSTD draw per
//! carved wall), [`MinStd`] its generator. Outputs above 10⁸ cells are refused as too large to
//! print.
//!
//! ```text
//! $ echo '2 3 1' | cargo run -q --example maze_dfs
//! #######
//! #S#...#
//! #.#.#.#
//! #...#E#
//! #######
//! ```

use std::process::ExitCode;

use gridpath::input::{Input, run};
use gridpath::maze::MazeError;
use gridpath::maze::{self, MinStd};
use gridpath::{Error, Pos, Size};

/// The most cells this program prints.
const MAX_CELLS: usize = 100_000_000;

fn main() -> ExitCode {
    run(solve)
}

/// Solves one input; the whole of standard output on success.
///
/// # Errors
///
/// Malformed input, a seed out of range, or a maze larger than [`MAX_CELLS`].
pub fn solve(text: &str) -> Result<String, Error> {
    let mut input = Input::new(text);
    let rows: usize = input.number("the number of room rows")?;
    let cols: usize = input.number("the number of room columns")?;
    let seed = input.number_in("the seed", 0, 2_147_483_646)?;
    input.finish()?;
    let too_large = MazeError::MazeSize {
        rows,
        cols,
        max: MAX_CELLS,
    };
    let cells = (rows.saturating_mul(2).saturating_add(1))
        .saturating_mul(cols.saturating_mul(2).saturating_add(1));
    if cells > MAX_CELLS {
        return Err(too_large.into());
    }

    let maze = maze::dfs::generate(Size::try_from((rows, cols))?, &mut MinStd::new(seed))?;
    let grid = maze.to_grid();
    let exit = grid
        .pos_of(grid.len() - grid.width() as usize - 2)
        .unwrap_or(Pos::new(1, 1));
    Ok(grid.to_text_with(|pos, &open| match pos {
        // `E` is written last, so it wins when the maze has one room.
        _ if pos == exit => 'E',
        _ if pos == Pos::new(1, 1) => 'S',
        _ if open => '.',
        _ => '#',
    }))
}
