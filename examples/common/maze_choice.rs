//! The maze the demos `maze`, `play` and `robot` make: its algorithm, size and seed, and
//! the flags that choose them (`--algorithm`, `--rows`, `--cols`, `--seed`), read with
//! [`Flags`].
//!
//! Each of the three includes this file as a module beside `flags`
//! (`#[path = "common/maze_choice.rs"] mod maze_choice;`).

use gridpath::maze::Algorithm;

use crate::flags::Flags;

/// What a demo's maze is made with.
pub struct MazeChoice {
    pub algorithm: Algorithm,
    pub rows: u32,
    pub cols: u32,
    pub seed: u32,
}

impl MazeChoice {
    /// A depth-first maze of `rows × cols` cells from the seed 2026, the demos' default.
    pub fn new(rows: u32, cols: u32) -> Self {
        MazeChoice {
            algorithm: Algorithm::Dfs,
            rows,
            cols,
            seed: 2026,
        }
    }

    /// Reads `flag` (and its value from `flags`) if it is one of the maze's: `Ok(false)` if
    /// it is another flag, an error if its value is not what it must be.
    pub fn read(&mut self, flags: &mut Flags<'_>, flag: &str) -> Result<bool, String> {
        match flag {
            "--algorithm" => {
                self.algorithm = flags.value(flag)?.parse().map_err(|e| format!("{e}"))?;
            }
            "--rows" => self.rows = flags.number(flag, "a number of rows")?,
            "--cols" => self.cols = flags.number(flag, "a number of columns")?,
            "--seed" => self.seed = flags.number(flag, "a number below 2^32")?,
            _ => return Ok(false),
        }
        Ok(true)
    }
}
