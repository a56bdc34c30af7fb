//! Problem 12 of `examples/README.md`, `keys_doors`: fewest steps from `S` to `E` through doors that
//! open only with their keys.
//!
//! Input: `n m`, then `n` rows over `.`, `#`, one `S`, one `E`, keys (lowercase letters) and
//! doors (uppercase letters other than `S` and `E`). Output: the steps, or `-1`.
//! [`Keys`] adds the set of keys held to each state. It numbers the kinds that occur by first
//! appearance, keeps flat arrays when `cells × 2^kinds` is small, and otherwise a hash map of
//! only the (cell, keys) combinations actually reached — so a grid with many kinds still works.
//! Keys that can be collected in many orders multiply the states (an open room with 26 keys
//! has 2²⁶ key sets); past 10⁸ states the program stops with an `error:` line instead of
//! exhausting memory.
//!
//! ```text
//! $ printf '3 5\nS.A.E\n.###.\na....\n' | cargo run -q --example keys_doors
//! 8
//! ```

use std::process::ExitCode;

use gridpath::adapt::{HasPos, KeyCell, Keys};
use gridpath::input::{Input, or_minus_one, run};
use gridpath::{Bfs, GridSpace, Moves};

/// The most (cell, keys) states the search may hold, about 800 MB: past it the program says
/// so (exit status 2) rather than run out of memory.
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
    let grid = input.grid_with(size, |c| {
        let byte = u8::try_from(c).ok()?;
        (byte.is_ascii_alphabetic() || byte == b'.' || byte == b'#').then_some(byte)
    })?;
    input.finish()?;
    let (start, exit) = (grid.find_unique(b'S')?, grid.find_unique(b'E')?);

    let open = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    // A door whose key is nowhere is legal input here (it never opens): opt in to keep it.
    let space = Keys::allowing_locked_doors(&open, &grid, |&c| KeyCell::from_letter(c))?;
    let mut bfs = Bfs::new().with_state_limit(STATE_LIMIT);
    let found = bfs.search(&space, [space.start(start)], |s| s.pos() == exit);
    if found.is_truncated() {
        let limit =
            format!("the search reached its limit of {STATE_LIMIT} states before it could answer");
        return Err(limit.into());
    }
    Ok(or_minus_one(found.goal_distance()))
}
