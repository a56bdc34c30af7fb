//! Problem 15 of `examples/README.md`, `universal_commands`: one string of commands that brings a
//! robot out of the grid from every free cell.
//!
//! Input: rows (whitespace-separated tokens of equal length) over `0` (free), `1` (obstacle)
//! and one `x` (the exit). A command `U`, `D`, `L` or `R` into an obstacle or off the grid
//! leaves the robot where it is; on the exit it leaves and ignores the rest. Output: one line of
//! at most 1000 commands that works from every free cell, or `-1` if some free cell cannot
//! reach the exit at all.
//!
//! # The algorithm
//!
//! Put one robot on every free cell at once, all obeying the same commands: robots that meet
//! merge, and robots that reach the exit drop out. We want a string that empties the grid. A
//! breadth-first search from the exit gives every cell its distance `d` to the exit; the *cost*
//! of a set of robots is the sum of `d²` over them (squares favour bringing in the stragglers,
//! and a merge removes a whole term).
//!
//! 1. **Beam search.** Keep the `B` cheapest robot sets found with `t` commands; extend each by
//!    the four commands, drop duplicate sets, keep the `B` cheapest again, and stop at the first
//!    empty set. `B` shrinks as the grid grows (about 200 000 robot positions per step in all),
//!    and the beam is skipped for grids with so many free cells that `B` would fall below 32.
//! 2. **Greedy pushes, with a guarantee.** For each command, repeat it `k = 1, 2, …` times
//!    (until nothing moves) and note the cost after each; append the push with the largest cost
//!    decrease per command — pushing against walls makes robots merge. When no push lowers the
//!    cost, append the shortest route of the robot nearest the exit, which takes it out. Each
//!    step lowers the cost or removes a robot, so this always ends.
//!
//! The shorter of the two strings is printed. On the sample of `examples/README.md` (70 free cells,
//! the farthest 20 steps from the exit, so no answer is shorter than 20) the beam finds
//! **37** commands. `tests/problem_properties.rs` simulates the
//! answer from every free cell of random grids.
//!
//! A robot `d` steps from the exit needs at least `d` commands, so when some cell is more than
//! 1000 steps away no answer exists: the program says so on standard error and exits with
//! status 2. It does the same when neither method finds a string within 1000 commands and
//! within its budget of simulated robot moves (2·10⁷ for the beam, 8·10⁷ for the pushes, about
//! half a second in all). Open grids of 100 × 100 cells are solved (about 300 commands); on
//! 1000 × 1000 cells with the exit in the middle no string is found.

use std::collections::HashSet;
use std::process::ExitCode;

use gridpath::input::{Input, run};
use gridpath::{Bfs, Dir, GridSpace, Moves};

/// The most commands an answer may have.
const MAX_COMMANDS: usize = 1000;

/// Robot positions the beam may hold per step, over all its sets.
const BEAM_WORK: usize = 200_000;

/// The widest beam.
const MAX_BEAM: usize = 256;

/// Robot moves the beam may simulate in all before giving up (about 0.1 s).
const BEAM_BUDGET: usize = 20_000_000;

/// Robot moves the greedy pushes may simulate in all before giving up (about 0.4 s).
const GREEDY_BUDGET: usize = 80_000_000;

/// The commands, in the order they are tried.
const COMMANDS: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

/// Marks a robot that has left by the exit.
const GONE: u32 = u32::MAX;

fn main() -> ExitCode {
    run(solve)
}

/// Solves one input; the whole of standard output on success.
///
/// # Errors
///
/// Malformed input (see [`Input`]), a missing or repeated `x`, or no answer within
/// [`MAX_COMMANDS`] commands.
pub fn solve(text: &str) -> Result<String, String> {
    let mut input = Input::new(text);
    let grid = input.grid_to_end(b"01x").map_err(|e| e.to_string())?;
    let exit = grid.find_unique(b'x').map_err(|e| e.to_string())?;

    let space = GridSpace::new(&grid, Moves::four(), |&c| c != b'1');
    let mut bfs = Bfs::new();
    let field = bfs.distances(&space, [exit]);

    let mut flock = Flock {
        next: Vec::with_capacity(grid.len()),
        cost: Vec::with_capacity(grid.len()),
        stamp: vec![0; grid.len()],
        epoch: 0,
        work: 0,
        longest_push: grid.width().max(grid.height()) as usize,
    };
    let mut robots = Vec::new();
    for (pos, &cell) in grid.iter() {
        let d = field.distance(pos);
        if cell == b'0' {
            match d {
                None => return Ok("-1".to_string()),
                Some(d) if d as usize > MAX_COMMANDS => {
                    return Err(format!(
                        "no answer of at most {MAX_COMMANDS} commands exists: the cell at row {}, \
                         column {} is {d} steps from the exit",
                        pos.row, pos.col
                    ));
                }
                Some(_) => robots.push(index(grid.index_of(pos))),
            }
        }
        flock.cost.push(u64::from(d.unwrap_or(0)).pow(2));
        flock.next.push(COMMANDS.map(|dir| {
            match pos.step(dir).and_then(|p| Some((p, *grid.get(p)?))) {
                Some((_, b'x')) => GONE,
                Some((p, b'0')) => index(grid.index_of(p)),
                _ => index(grid.index_of(pos)),
            }
        }));
    }

    let beam = flock.beam(&robots);
    flock.work = 0;
    let greedy = flock.greedy(robots);
    [beam, greedy]
        .into_iter()
        .flatten()
        .min_by_key(Vec::len)
        .map(|commands| commands.iter().map(|&c| COMMANDS[c].name()).collect())
        .ok_or_else(|| {
            format!("found no answer of at most {MAX_COMMANDS} commands within the search budget")
        })
}

/// A cell index as `u32` (grids have at most `u32::MAX` cells).
fn index(i: Option<usize>) -> u32 {
    i.and_then(|i| u32::try_from(i).ok()).unwrap_or(GONE)
}

/// The grid as a table of moves, with each cell's cost, and scratch for merging robots.
struct Flock {
    /// `next[cell][c]`: where a robot on `cell` goes on command `COMMANDS[c]` ([`GONE`]: out).
    next: Vec<[u32; 4]>,
    /// The squared distance of each cell to the exit.
    cost: Vec<u64>,
    /// `stamp[cell] == epoch`: a robot already stands on `cell` in the set being built.
    stamp: Vec<u32>,
    epoch: u32,
    /// Robot moves simulated so far, against the budgets.
    work: usize,
    /// The most times in a row a push repeats one command: the grid's longer side.
    longest_push: usize,
}

impl Flock {
    /// All `robots` obey command `c`; robots that meet become one. Returns the new set, its
    /// cost, and whether any robot moved.
    fn apply(&mut self, robots: &[u32], c: usize) -> (Vec<u32>, u64, bool) {
        self.work += robots.len();
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.stamp.fill(0);
            self.epoch = 1;
        }
        let mut moved = Vec::with_capacity(robots.len());
        let mut cost = 0;
        let mut changed = false;
        for &robot in robots {
            let to = self.next[robot as usize][c];
            changed |= to != robot;
            if to != GONE && self.stamp[to as usize] != self.epoch {
                self.stamp[to as usize] = self.epoch;
                moved.push(to);
                cost += self.cost[to as usize];
            }
        }
        (moved, cost, changed)
    }

    fn total(&self, robots: &[u32]) -> u64 {
        robots.iter().map(|&r| self.cost[r as usize]).sum()
    }

    /// Step 1 of the module docs: the first empty set a cost-ordered beam reaches, as command
    /// indices; `None` if the beam is skipped or runs past [`MAX_COMMANDS`].
    fn beam(&mut self, robots: &[u32]) -> Option<Vec<usize>> {
        let width = (BEAM_WORK / robots.len().max(1)).min(MAX_BEAM);
        if width < 32 {
            return None;
        }
        // `history[t][i]`: (index in the beam of step t − 1, command) for the i-th set of step t.
        let mut history: Vec<Vec<(usize, usize)>> = Vec::new();
        let mut beam = vec![robots.to_vec()];
        for _ in 0..MAX_COMMANDS {
            let mut seen = HashSet::new();
            let mut candidates = Vec::new();
            for (from, set) in beam.iter().enumerate() {
                for c in 0..COMMANDS.len() {
                    let (mut next, cost, _) = self.apply(set, c);
                    if next.is_empty() {
                        return Some(unwind(&history, from, c));
                    }
                    next.sort_unstable();
                    if seen.insert(next.clone()) {
                        candidates.push((cost, next.len(), from, c, next));
                    }
                }
            }
            if self.work > BEAM_BUDGET {
                return None;
            }
            candidates.sort_by_key(|&(cost, len, ..)| (cost, len));
            candidates.truncate(width);
            history.push(
                candidates
                    .iter()
                    .map(|&(_, _, from, c, _)| (from, c))
                    .collect(),
            );
            beam = candidates.into_iter().map(|(.., set)| set).collect();
        }
        None
    }

    /// Step 2 of the module docs, as command indices; `None` past [`MAX_COMMANDS`] or the
    /// budget.
    fn greedy(&mut self, mut robots: Vec<u32>) -> Option<Vec<usize>> {
        let mut out = Vec::new();
        while !robots.is_empty() {
            let now = self.total(&robots);
            // The push with the largest cost decrease per command: (decrease, length, command,
            // robots after it).
            let mut best: Option<(u64, usize, usize, Vec<u32>)> = None;
            for c in 0..COMMANDS.len() {
                let mut set = robots.clone();
                for length in 1..=self.longest_push {
                    // A longer push lowers the cost by at most `now`: stop once that cannot
                    // beat the best rate found.
                    let hopeless = best.as_ref().is_some_and(|&(d, l, ..)| {
                        u128::from(now) * l as u128 <= u128::from(d) * length as u128
                    });
                    if hopeless {
                        break;
                    }
                    let (next, cost, changed) = self.apply(&set, c);
                    if !changed || self.work > GREEDY_BUDGET {
                        break;
                    }
                    set = next;
                    let decrease = now.saturating_sub(cost);
                    let better = best.as_ref().is_none_or(|&(d, l, ..)| {
                        u128::from(decrease) * l as u128 > u128::from(d) * length as u128
                    });
                    if decrease > 0 && better {
                        best = Some((decrease, length, c, set.clone()));
                    }
                }
            }
            if let Some((_, length, c, set)) = best {
                out.extend(std::iter::repeat_n(c, length));
                robots = set;
            } else {
                let nearest = *robots.iter().min_by_key(|&&r| self.cost[r as usize])?;
                for c in self.route(nearest) {
                    out.push(c);
                    robots = self.apply(&robots, c).0;
                }
            }
            if out.len() > MAX_COMMANDS || self.work > GREEDY_BUDGET {
                return None;
            }
        }
        Some(out)
    }

    /// A shortest route out from `cell`: always a command to a cell nearer the exit.
    fn route(&self, mut cell: u32) -> Vec<usize> {
        let mut route = Vec::new();
        while cell != GONE && route.len() <= MAX_COMMANDS {
            let here = self.cost[cell as usize];
            let Some(c) = (0..COMMANDS.len()).find(|&c| {
                let to = self.next[cell as usize][c];
                to == GONE || self.cost[to as usize] < here
            }) else {
                break;
            };
            route.push(c);
            cell = self.next[cell as usize][c];
        }
        route
    }
}

/// The commands leading to set `from` of the last step, then `last`.
fn unwind(history: &[Vec<(usize, usize)>], mut from: usize, last: usize) -> Vec<usize> {
    let mut commands = vec![last];
    for step in history.iter().rev() {
        let (parent, c) = step[from];
        commands.push(c);
        from = parent;
    }
    commands.reverse();
    commands
}
