//! The pruning rules and the successors of a jump point: straight jumps (table lookups or line
//! scans), corridor corners and their chains, diagonal sweeps, and the replay that puts the
//! turning points back into a path (`docs/jps.md` gives the rules and why they keep every
//! length optimal).

use super::grid::JumpGrid;
use super::masks::{GUARD, Stop, bit_set, scan_down, scan_up};
use super::table::{DOWN, LEFT, LONG, RIGHT, UP, unpack};
use super::{MAX_CORNERS, coord};
use crate::cost::Octile;
use crate::grid::Dir;

/// One step in `dir` as (row, column) offsets.
#[inline]
const fn offset(dir: Dir) -> (isize, isize) {
    match dir {
        Dir::Up => (-1, 0),
        Dir::Right => (0, 1),
        Dir::Down => (1, 0),
        Dir::Left => (0, -1),
        Dir::UpRight => (-1, 1),
        Dir::DownRight => (1, 1),
        Dir::DownLeft => (1, -1),
        Dir::UpLeft => (-1, -1),
    }
}

/// The padded cell one step in `dir` from (y, x).
#[inline]
fn step((y, x): (usize, usize), dir: Dir) -> (usize, usize) {
    let (dy, dx) = offset(dir);
    (y.wrapping_add_signed(dy), x.wrapping_add_signed(dx))
}

/// The two directions perpendicular to a straight `dir`, the one towards the line before
/// (`Turn::Before`: up, left) first.
#[inline]
const fn sides(dir: Dir) -> [Dir; 2] {
    match dir {
        Dir::Right | Dir::Left => [Dir::Up, Dir::Down],
        _ => [Dir::Left, Dir::Right],
    }
}

/// The turns of a corridor corner on a row (`Turn::Before` first) and on a column.
const ROW: [Dir; 2] = sides(Dir::Right);
/// See [`ROW`].
const COLUMN: [Dir; 2] = sides(Dir::Down);

/// The diagonal made of two perpendicular straight directions (in either order).
#[inline]
const fn diagonal(a: Dir, b: Dir) -> Option<Dir> {
    match (a, b) {
        (Dir::Up, Dir::Right) | (Dir::Right, Dir::Up) => Some(Dir::UpRight),
        (Dir::Down, Dir::Right) | (Dir::Right, Dir::Down) => Some(Dir::DownRight),
        (Dir::Down, Dir::Left) | (Dir::Left, Dir::Down) => Some(Dir::DownLeft),
        (Dir::Up, Dir::Left) | (Dir::Left, Dir::Up) => Some(Dir::UpLeft),
        _ => None,
    }
}

/// A straight jump's end: row, column, and the turn if it is a corridor corner.
type Hit = (usize, usize, Option<Dir>);

/// A jump point found from another: row, column, the cost of the walk there, and the
/// direction of its last step.
pub(super) type Found = (usize, usize, Octile, Dir);

/// One query's fixed data: the prepared grid's masks (their raw words, taken from the
/// `BitVec`s once per query rather than once per cell test) and jump table, and the goal, in
/// padded coordinates.
pub(super) struct Query<'g> {
    rows: &'g [u64],
    cols: &'g [u64],
    jumps: &'g [u8],
    /// Padded width.
    pub(super) row_len: usize,
    /// Padded height.
    col_len: usize,
    pub(super) goal_y: usize,
    pub(super) goal_x: usize,
}

impl<'g> Query<'g> {
    /// A query on `grid` towards the padded cell `(goal_y, goal_x)`.
    pub(super) fn new(grid: &'g JumpGrid, (goal_y, goal_x): (usize, usize)) -> Self {
        Query {
            rows: grid.masks.rows(),
            cols: grid.masks.cols(),
            jumps: grid.table.entries(),
            row_len: grid.masks.row_len,
            col_len: grid.masks.col_len,
            goal_y,
            goal_x,
        }
    }
}

impl Query<'_> {
    #[inline]
    fn open(&self, (y, x): (usize, usize)) -> bool {
        bit_set(self.rows, GUARD + y * self.row_len + x)
    }

    /// Whether the diagonal step `dir` out of (y, x) is legal: its target and both side cells
    /// free.
    #[inline]
    fn diagonal_legal(&self, (y, x): (usize, usize), (dy, dx): (isize, isize)) -> bool {
        let ny = y.wrapping_add_signed(dy);
        let nx = x.wrapping_add_signed(dx);
        self.open((y, nx)) && self.open((ny, x)) && self.open((ny, nx))
    }

    /// The straight jump from (y, x) in direction `dir` (straight): the jump point's
    /// coordinates and, if it is a corridor corner, the direction to turn to; or `None`.
    #[expect(
        clippy::inline_always,
        reason = "measured: out of line, the scans' call overhead and lost constant folding cost more than the bigger code"
    )]
    #[inline(always)]
    fn straight(&self, y: usize, x: usize, dir: Dir) -> Option<Hit> {
        let (goal_y, goal_x) = (self.goal_y, self.goal_x);
        // `turns`: the turns of a corridor corner on this line, indexed by `Turn`.
        let hit = |y: usize, x: usize, stop: Stop, turns: [Dir; 2]| {
            stop.free
                .then(|| (y, x, stop.corner.map(|turn| turns[turn as usize])))
        };
        let (row_len, col_len) = (self.row_len, self.col_len);
        let cell = y * row_len + x;
        let entry = |r: usize| self.jumps.get(4 * cell + r).copied().unwrap_or(LONG);
        match dir {
            Dir::Right => {
                let stop = match entry(RIGHT) {
                    LONG => scan_up(self.rows, GUARD + cell + 1, row_len),
                    e => unpack(e),
                };
                let end = x + 1 + stop.k;
                if goal_y == y && goal_x > x && goal_x <= end {
                    Some((y, goal_x, None))
                } else {
                    hit(y, end, stop, ROW)
                }
            }
            Dir::Left => {
                let stop = match entry(LEFT) {
                    LONG => scan_down(self.rows, GUARD + cell - 1, row_len),
                    e => unpack(e),
                };
                let end = x - 1 - stop.k;
                if goal_y == y && goal_x < x && goal_x >= end {
                    Some((y, goal_x, None))
                } else {
                    hit(y, end, stop, ROW)
                }
            }
            Dir::Down => {
                let stop = match entry(DOWN) {
                    LONG => scan_up(self.cols, GUARD + x * col_len + y + 1, col_len),
                    e => unpack(e),
                };
                let end = y + 1 + stop.k;
                if goal_x == x && goal_y > y && goal_y <= end {
                    Some((goal_y, x, None))
                } else {
                    hit(end, x, stop, COLUMN)
                }
            }
            _ => {
                let stop = match entry(UP) {
                    LONG => scan_down(self.cols, GUARD + x * col_len + y - 1, col_len),
                    e => unpack(e),
                };
                let end = y - 1 - stop.k;
                if goal_x == x && goal_y < y && goal_y >= end {
                    Some((goal_y, x, None))
                } else {
                    hit(end, x, stop, COLUMN)
                }
            }
        }
    }

    /// The diagonal sweep from (y, x) in the diagonal direction `dir`: takes legal diagonal
    /// steps until the next one is illegal or the goal is reached, and from every cell `n` on
    /// the way calls `found` with the jump points of the straight jumps (chains) from `n` in
    /// `dir`'s horizontal and vertical parts — the successors `n` would have as a jump point
    /// entered diagonally, so `n` itself is never put on the open list — with their cost from
    /// (y, x) and the direction of their last step; and with the goal if it lies on the
    /// diagonal.
    #[inline]
    fn sweep(&self, y: usize, x: usize, dir: Dir, found: &mut impl FnMut(Found)) {
        let Some((vertical, horizontal)) = dir.parts() else {
            return;
        };
        let delta = offset(dir);
        let (mut y, mut x) = (y, x);
        let mut k = 0u32;
        while self.diagonal_legal((y, x), delta) {
            (y, x) = (
                y.wrapping_add_signed(delta.0),
                x.wrapping_add_signed(delta.1),
            );
            k += 1;
            if y == self.goal_y && x == self.goal_x {
                found((y, x, Octile::new(0, k), dir));
                return;
            }
            for d in [horizontal, vertical] {
                if let Some((jy, jx, steps, last)) = self.chain(y, x, d, |_, _| {}) {
                    found((jy, jx, Octile::new(steps, k), last));
                }
            }
        }
    }

    /// The straight jump from (y, x) in direction `dir`, continued around corridor corners
    /// for up to [`MAX_CORNERS`] turns: the jump point, the number of straight steps to it, and
    /// the direction of the last step. `corner` is called with each corner passed.
    #[expect(
        clippy::inline_always,
        reason = "measured (instruction counts on random512-40-0): called out of line from the sweeps, 5% more instructions per query"
    )]
    #[inline(always)]
    fn chain(
        &self,
        y: usize,
        x: usize,
        dir: Dir,
        mut corner: impl FnMut(usize, usize),
    ) -> Option<(usize, usize, u32, Dir)> {
        let (mut y, mut x, mut dir) = (y, x, dir);
        let mut steps = 0u32;
        for turns in 0.. {
            let (jy, jx, corner_turn) = self.straight(y, x, dir)?;
            steps = steps.saturating_add(coord(jy.abs_diff(y) + jx.abs_diff(x)));
            let Some(turn) = corner_turn.filter(|_| turns < MAX_CORNERS) else {
                return Some((jy, jx, steps, dir));
            };
            corner(jy, jx);
            (y, x, dir) = (jy, jx, turn);
        }
        None
    }

    /// The turning points between a jump point `from` and a successor `to` found at `cost`
    /// from it, when they are not on one line: a diagonal run of `cost.diagonal` steps (the
    /// sweep's cell `n`, if any) and then a straight chain of `cost.straight` steps, whose
    /// corners follow. Found by doing the jumps again.
    pub(super) fn replay(
        &self,
        from: (usize, usize),
        to: (usize, usize),
        cost: Octile,
    ) -> Vec<(usize, usize)> {
        let k = cost.diagonal as usize;
        let mut runs: Vec<(Option<Dir>, Dir)> = Vec::new();
        if k == 0 {
            runs.extend(Dir::STRAIGHT.iter().map(|&d| (None, d)));
        } else {
            for dir in Dir::DIAGONAL {
                if let Some((vertical, horizontal)) = dir.parts() {
                    runs.extend([(Some(dir), horizontal), (Some(dir), vertical)]);
                }
            }
        }
        for (diagonal, straight) in runs {
            let mut at = from;
            if let Some(dir) = diagonal {
                let delta = offset(dir);
                let mut steps = 0;
                while steps < k && self.diagonal_legal(at, delta) {
                    at = step(at, dir);
                    steps += 1;
                }
                if steps < k {
                    continue;
                }
            }
            let mut points = if k == 0 { Vec::new() } else { vec![at] };
            let end = self.chain(at.0, at.1, straight, |cy, cx| points.push((cy, cx)));
            if end.is_some_and(|(ey, ex, steps, _)| (ey, ex) == to && steps == cost.straight) {
                return points;
            }
        }
        Vec::new()
    }

    /// Calls `found` with every jump point reached from (y, x), entered in direction `entered`
    /// (`None` for the start: all eight directions), with the cost of getting there and the
    /// direction of the last step.
    #[inline]
    pub(super) fn successors(
        &self,
        y: usize,
        x: usize,
        entered: Option<Dir>,
        mut found: impl FnMut(Found),
    ) {
        match entered {
            None => {
                for dir in Dir::STRAIGHT {
                    self.straight_successor(y, x, dir, &mut found);
                }
                for dir in Dir::DIAGONAL {
                    self.sweep(y, x, dir, &mut found);
                }
            }
            Some(dir) if dir.is_diagonal() => {
                if let Some((vertical, horizontal)) = dir.parts() {
                    self.straight_successor(y, x, horizontal, &mut found);
                    self.straight_successor(y, x, vertical, &mut found);
                }
                self.sweep(y, x, dir, &mut found);
            }
            Some(dir) => {
                // The forced sides: free beside (y, x), blocked beside the cell before it.
                let back = dir.opposite();
                let forced = |side: Dir| {
                    let beside = step((y, x), side);
                    self.open(beside) && !self.open(step(beside, back))
                };
                let [a, b] = sides(dir);
                let forced = [forced(a), forced(b)];
                self.straight_successor(y, x, dir, &mut found);
                for (side, forced) in sides(dir).into_iter().zip(forced) {
                    if forced {
                        self.straight_successor(y, x, side, &mut found);
                    }
                }
                for (side, forced) in sides(dir).into_iter().zip(forced) {
                    if let (true, Some(diagonal)) = (forced, diagonal(dir, side)) {
                        self.sweep(y, x, diagonal, &mut found);
                    }
                }
            }
        }
    }

    /// The jump point of the straight chain from (y, x) in `dir`, if any, handed to `found`.
    #[inline]
    fn straight_successor(&self, y: usize, x: usize, dir: Dir, found: &mut impl FnMut(Found)) {
        if let Some((jy, jx, steps, last)) = self.chain(y, x, dir, |_, _| {}) {
            found((jy, jx, Octile::new(steps, 0), last));
        }
    }
}
