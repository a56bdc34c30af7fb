//! Problem 10 of `examples/README.md`, `break_walls`: fewest steps from `S` to `E` when up to `k`
//! walls may be broken (stepping into a wall breaks it).
//!
//! Input: `n m k`, then `n` rows over `.`, `#`, one `S` and one `E`. Output: the steps, or `-1`.
//! [`WallBreaks`] adds the number of breaks used to each state — `k + 1` layers of the grid —
//! and breadth-first search runs over the layered space unchanged. `k` above the number of
//! walls changes nothing (a shortest path breaks each wall at most once), so it is capped
//! there; a grid whose layers exceed 10⁸ reached states stops with an `error:` line.
//!
//! ```text
//! $ printf '4 5 1\nS.#..\n###.#\n..#.E\n.....\n' | cargo run -q --example break_walls
//! 6
//! ```

use std::process::ExitCode;

use gridpath::adapt::WallBreaks;
use gridpath::input::{Input, or_minus_one, run};
use gridpath::{Bfs, GridSpace, Moves};

/// The most (cell, breaks) states the search may hold in paged storage, about 800 MB: past
/// it the program says so (exit status 2) rather than run out of memory.
const STATE_LIMIT: usize = 100_000_000;

fn main() -> ExitCode {
    run(solve)
}

/// Solves one input; the whole of standard output on success.
///
/// # Errors
///
/// Malformed input (see [`Input`]), or a missing or repeated `S` or `E`.
pub fn solve(text: &str) -> Result<String, Box<dyn std::error::Error>> {
    let mut input = Input::new(text);
    let size = input.size()?;
    let breaks: u32 = input.number("the number of walls that may be broken")?;
    let grid = input.grid(size, b".#SE")?;
    input.finish()?;
    let (start, exit) = (grid.find_unique(b'S')?, grid.find_unique(b'E')?);

    // A shortest path enters no cell twice, so it never breaks more walls than there are.
    let walls = grid.find_all(|&c| c == b'#').count();
    let breaks = breaks.min(u32::try_from(walls).unwrap_or(u32::MAX));

    let open = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    let space = WallBreaks::new(&open, breaks);
    let mut bfs = Bfs::new().with_state_limit(STATE_LIMIT);
    let found = bfs.search(&space, [space.start(start)], |s| s.state == exit);
    if found.is_truncated() {
        let limit =
            format!("the search reached its limit of {STATE_LIMIT} states before it could answer");
        return Err(limit.into());
    }
    Ok(or_minus_one(found.goal_distance()))
}
