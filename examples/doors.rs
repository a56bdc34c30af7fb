//! Problem 16 of `examples/README.md`, `doors`: shortest octile paths on a grid whose cells
//! open and close between the questions.
//!
//! Input: `R C`, then `R` rows over `.` (floor) and `#` (wall), then `Q`, then `Q` lines, each
//! `toggle r c` (the cell turns from floor to wall or back) or `path r1 c1 r2 c2`, rows and
//! columns counted from 0. Moves: the 8 directions, a straight step costs 1 and a diagonal
//! step √2, a diagonal step only when both cells beside it are floor (the Moving AI model,
//! [`GridSpace::octile`]). Output: one line per `path`, on the grid as the toggles before it
//! left it — `a b` when the shortest length is `a + b·√2` (`0 0` from a floor cell to
//! itself), `blocked` when the start or the goal is a wall, `none` when no path exists.
//!
//! The grid is prepared once, as a [`JumpGrid`] with its [`Components`] attached; a toggle
//! updates both in place ([`JumpGrid::set_passable`]), and a `path` is one
//! [`JumpPointSearch`] in one reused workspace — answered at once, without a search, when the
//! components tell the goal is walled off.
//!
//! The header, the rows and `Q` are whitespace-separated tokens, as in every problem here;
//! each query is one line (blank lines are skipped), and `Q` ends its line. Bad input — a
//! ragged row, an unknown character, too few or too many rows or queries, an unknown command,
//! a missing or extra argument, a coordinate that is not a number or lies outside the grid —
//! prints one `error:` line to standard error, nothing to standard output, and exits with
//! status 2.
//!
//! ```text
//! $ printf '3 5\n..#..\n.....\n..#..\n7\npath 0 0 0 4\ntoggle 1 2\npath 0 0 0 4\npath 2 0 2 0\ntoggle 1 2\npath 2 1 0 3\npath 0 2 0 0\n' \
//!     | cargo run -q --example doors
//! 2 2
//! none
//! 0 0
//! 4 0
//! blocked
//! ```

use std::io::Write;
use std::process::ExitCode;

use gridpath::input::{Input, read_stdin};
use gridpath::{Components, GridSpace, JumpGrid, JumpPointSearch, Pos, Size};

/// Not [`gridpath::input::run`]: it ends every answer with a newline, and an input without a
/// `path` query must print nothing at all. Otherwise the same: the answer in one write once
/// the whole input is known to be valid, or one `error:` line and status 2.
fn main() -> ExitCode {
    let answer = read_stdin()
        .map_err(|e| e.to_string())
        .and_then(|text| solve(&text));
    let message = match answer {
        Ok(answer) => {
            let mut out = std::io::stdout().lock();
            match out.write_all(answer.as_bytes()).and_then(|()| out.flush()) {
                Ok(()) => return ExitCode::SUCCESS,
                Err(e) => format!("cannot write the answer: {e}"),
            }
        }
        Err(message) => message,
    };
    eprintln!("error: {message}");
    ExitCode::from(2)
}

/// Solves one input; the whole of standard output on success: one line, ending in a newline,
/// per `path` query.
///
/// # Errors
///
/// Malformed input (see the module docs), with the line it is on.
pub fn solve(text: &str) -> Result<String, String> {
    let mut input = Input::new(text);
    let size = input.size().map_err(|e| e.to_string())?;
    let grid = input.grid(size, b".#").map_err(|e| e.to_string())?;
    let queries: usize = input
        .number("the number of queries")
        .map_err(|e| e.to_string())?;

    let space = GridSpace::octile(&grid, |&c| c == b'.');
    let components = Components::new(&space).map_err(|e| e.to_string())?;
    let mut jump_grid = JumpGrid::new(&space)
        .and_then(|jump_grid| jump_grid.with_components(components))
        .map_err(|e| e.to_string())?;
    let mut jps = JumpPointSearch::new();

    let mut answer = String::new();
    let mut seen = 0;
    for (n, (number, line)) in input.lines().enumerate() {
        let mut tokens = line.split_whitespace();
        let Some(command) = tokens.next() else {
            continue; // a blank line
        };
        if n == 0 {
            return Err(format!(
                "line {number}: unexpected {command:?} after the number of queries"
            ));
        }
        seen += 1;
        if seen > queries {
            return Err(format!(
                "line {number}: a query more than the {queries} announced"
            ));
        }
        let mut cell = || read_cell(&mut tokens, size, number, command);
        match command {
            "toggle" => {
                let pos = cell()?;
                let floor = jump_grid.is_passable(pos);
                jump_grid
                    .set_passable(pos, !floor)
                    .map_err(|e| e.to_string())?;
            }
            "path" => {
                let (start, goal) = (cell()?, cell()?);
                let line = if !jump_grid.is_passable(start) || !jump_grid.is_passable(goal) {
                    "blocked".to_string()
                } else {
                    let found = jps.search(&jump_grid, [start], goal);
                    found.goal_distance().map_or_else(
                        || "none".to_string(),
                        |length| format!("{} {}", length.straight, length.diagonal),
                    )
                };
                answer.push_str(&line);
                answer.push('\n');
            }
            _ => {
                return Err(format!(
                    "line {number}: unknown command {command:?} (expected toggle or path)"
                ));
            }
        }
        if let Some(extra) = tokens.next() {
            return Err(format!(
                "line {number}: unexpected {extra:?} after the {command} query"
            ));
        }
    }
    if seen < queries {
        return Err(format!(
            "the input has {seen} queries, but the header says {queries}"
        ));
    }
    Ok(answer)
}

/// Reads a cell `row col`, counted from 0, that must lie inside a grid of `size`.
fn read_cell<'a>(
    tokens: &mut impl Iterator<Item = &'a str>,
    size: Size,
    line: usize,
    command: &str,
) -> Result<Pos, String> {
    let mut coordinate = |what: &str, limit: u32| {
        let token = tokens
            .next()
            .ok_or_else(|| format!("line {line}: the {command} query is missing its {what}"))?;
        token
            .parse::<u32>()
            .ok()
            .filter(|&n| n < limit)
            .ok_or_else(|| {
                format!(
                    "line {line}: the {what} must be a number from 0 to {}, found {token:?}",
                    limit - 1
                )
            })
    };
    let row = coordinate("row", size.rows)?;
    let col = coordinate("column", size.cols)?;
    Ok(Pos::new(row, col))
}
