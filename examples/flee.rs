//! Problem 17 of `examples/README.md`, `flee`: run from the monsters the way roguelikes do, on
//! a flee map (Brian Walker's "Dijkstra map" of the monsters, multiplied by −1.2 and
//! rescanned).
//!
//! Input: `R C`, then `R` rows over `.` (floor), `#` (wall), `M` (a monster; any number,
//! possibly none) and exactly one `P` (the player); `M` and `P` stand on floor. Moves: the 4
//! directions, each step costing 1. With `D(s)` the steps from `s` to the nearest monster, the
//! flee map gives each floor cell `c` the value `F(c)`, the least over the cells `s` that `c`
//! reaches of `−6·D(s) + 5·dist(s, c)` — counted in fifths of a step, so every value is an
//! integer. Output: the player's move — `U`, `R`, `D` or `L`, the neighbour with the smallest
//! `F` if that is below `F` at the player (ties in that order), else `stay` — then the map,
//! one line per row: `#` for a wall, `*` for a cell in a region without a monster, else `F`.
//!
//! Two calls of the library do the work: a [`DistanceField`] from every monster at once
//! ([`FieldGrid::distances`]), and [`DijkstraMap::flee`], which scales it by −6 and rescans it
//! with steps of 5. The move is [`DijkstraMap::downhill`] on the 4-direction move set, whose
//! order is `U R D L`. Walking downhill leads away from the monsters, but around them, or past
//! them when the corridor behind is long enough, rather than into a dead end.
//!
//! ```text
//! $ printf '1 9\nPM.......\n' | cargo run -q --example flee
//! R
//! -6 -7 -12 -17 -22 -27 -32 -37 -42
//! ```

use std::fmt::Write;
use std::process::ExitCode;

use gridpath::field::{DijkstraMap, FieldGrid};
use gridpath::input::{run, sized_grid};
use gridpath::{Dir, Error, GridSpace, Moves};

fn main() -> ExitCode {
    run(solve)
}

/// Solves one input; the whole of standard output on success, every line ending in a newline.
///
/// # Errors
///
/// Malformed input (see [`sized_grid`]), or a missing or repeated `P`.
pub fn solve(text: &str) -> Result<String, Error> {
    let grid = sized_grid(text, b".#MP")?;
    let player = grid.find_unique(b'P')?;

    let space = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    let prepared = FieldGrid::new(&space)?;
    let monsters = prepared.distances(grid.find_all(|&c| c == b'M'));
    let flee = DijkstraMap::flee(&monsters, &prepared)?;

    let mut out = String::with_capacity(grid.len() * 4 + 8);
    // A straight move always has a letter.
    let step = flee.downhill(player).and_then(Dir::letter);
    match step {
        Some(letter) => out.push(letter),
        None => out.push_str("stay"),
    }
    out.push('\n');
    for (pos, &cell) in grid.iter() {
        match (cell, flee.get(pos)) {
            (b'#', _) => out.push('#'),
            // Writing to a `String` cannot fail.
            (_, Some(value)) => _ = write!(out, "{value}"),
            (_, None) => out.push('*'),
        }
        out.push(if pos.col + 1 == grid.width() {
            '\n'
        } else {
            ' '
        });
    }
    Ok(out)
}
