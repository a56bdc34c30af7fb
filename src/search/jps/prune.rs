//! The pruning rules and the successors of a jump point: straight jumps (table lookups or line
//! scans), corridor corners and their chains, diagonal sweeps, and the replay that puts the
//! turning points back into a path (`docs/jps.md` gives the rules and why they keep every
//! length optimal).

use super::grid::JumpGrid;
use super::masks::{GUARD, Stop, bit_set, scan_line};
use super::table::{
    DOWN, FREE_HORIZONTAL, FREE_VERTICAL, LEFT, MAX_STEPS, RIGHT, STRIDE, TURN, UP, blocked,
    diagonal_index, straight,
};
use super::{MAX_CORNERS, coord};
use crate::cost::Octile;
use crate::grid::Dir;
use core::cell::Cell;

/// One step in `dir` as (row, column) offsets: [`Dir::delta`], read from a table by
/// [`Dir::index`] rather than matched, so that a direction known only at run time costs a load
/// and not an indirect jump (measured: a `match` here compiled to jump tables that mispredicted
/// about three times per expansion on maze512-1-0).
#[inline]
fn offset(dir: Dir) -> (isize, isize) {
    const OFFSETS: [(isize, isize); 8] = {
        let mut table = [(0, 0); 8];
        let mut i = 0;
        while i < 8 {
            if let Some(dir) = Dir::from_index(i) {
                let (dy, dx) = dir.delta();
                table[i] = (dy as isize, dx as isize);
            }
            i += 1;
        }
        table
    };
    OFFSETS[dir.index()]
}

/// The jump table's index of the straight direction `dir` ([`RIGHT`], [`LEFT`], [`DOWN`],
/// [`UP`]).
#[inline]
const fn table_index(dir: Dir) -> usize {
    match dir {
        Dir::Right => RIGHT,
        Dir::Left => LEFT,
        Dir::Down => DOWN,
        _ => UP,
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

/// The diagonals between the straight direction `dir` and each of its [`sides`], in that
/// order, by `dir`'s [`Dir::index`]: a table for the same reason as [`offset`].
const SIDE_DIAGONALS: [[Dir; 2]; 4] = [
    [Dir::UpLeft, Dir::UpRight],
    [Dir::UpRight, Dir::DownRight],
    [Dir::DownLeft, Dir::DownRight],
    [Dir::UpLeft, Dir::DownLeft],
];

/// The two straight parts of each diagonal direction (vertical first), by [`Dir::index`] less 4:
/// [`Dir::parts`] as a table, for the same reason as [`offset`].
const DIAGONAL_PARTS: [[Dir; 2]; 4] = [
    [Dir::Up, Dir::Right],
    [Dir::Down, Dir::Right],
    [Dir::Down, Dir::Left],
    [Dir::Up, Dir::Left],
];

/// What an expansion may still find worth queueing: the distance of the jump point being
/// expanded, and the query's *bound* — the [`Octile::sort_key`] of the goal's least distance
/// found so far (`u64::MAX` until the goal is reached, or if that distance has no key). A jump
/// point whose `g + h` is at or above the bound is never taken before the goal (the goal's entry
/// has the bound as its value and the smallest tie-breaker), and no shorter path runs through
/// it: queueing it is wasted work.
#[derive(Clone, Copy)]
pub(super) struct Reach<'b, const BOUNDED: bool> {
    pub(super) from: Octile,
    pub(super) bound: &'b Cell<u64>,
}

impl<const BOUNDED: bool> Reach<'_, BOUNDED> {
    /// Whether a jump point of value `f` (`g + h`) is at or above the bound (never, if not
    /// `BOUNDED`).
    #[inline]
    pub(super) fn excludes(self, f: Octile) -> bool {
        let bound = self.bound.get();
        // No bound yet: nothing is excluded. A value without a key is above every key.
        BOUNDED && bound != u64::MAX && f.sort_key().is_none_or(|key| key >= bound)
    }

    /// The goal reached at distance `g`, less than the bound (the goal's value is its
    /// distance).
    #[inline]
    pub(super) fn lower(self, g: Octile) {
        self.bound.set(g.sort_key().unwrap_or(u64::MAX));
    }
}

/// One sweep entry read as a run of legal diagonal steps ([`Query::diagonal_run`]).
#[derive(Clone, Copy)]
struct DiagonalRun(u8);

impl DiagonalRun {
    /// How many diagonal steps are legal up to the run's end (0: none).
    #[inline]
    fn steps(self) -> usize {
        usize::from(self.0 & MAX_STEPS)
    }

    /// The [`TURN`] parts of the run's end if it is a turn cell (0 otherwise).
    #[inline]
    fn parts(self) -> u8 {
        self.0 & TURN
    }

    /// Whether the run is the most steps one entry holds, with no turn cell: the diagonal goes
    /// on from its end.
    #[inline]
    fn is_full(self) -> bool {
        self.0 == MAX_STEPS
    }

    /// Whether the diagonal goes on legally past the run's end: it is a turn cell, or the
    /// run is full.
    #[inline]
    fn goes_on(self) -> bool {
        self.parts() != 0 || self.is_full()
    }
}

/// A straight jump's end: row, column, and the turn if it is a corridor corner.
type Hit = (usize, usize, Option<Dir>);

/// A jump point found from another: row, column, the cost of the walk there, and the
/// direction of its last step.
pub(super) type Found = (usize, usize, Octile, Dir);

/// One query's fixed data: the prepared grid's masks (their words, taken once per query
/// rather than once per cell test) and jump table, and the goal, in padded coordinates.
pub(super) struct Query<'g> {
    rows: &'g [u64],
    cols: &'g [u64],
    jumps: &'g [u8],
    /// The lengths of the straight jumps too long for [`Query::jumps`].
    long: &'g [u16],
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
            long: grid.table.long(),
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
    pub(super) fn diagonal_legal(&self, (y, x): (usize, usize), dir: Dir) -> bool {
        let (dy, dx) = offset(dir);
        let ny = y.wrapping_add_signed(dy);
        let nx = x.wrapping_add_signed(dx);
        self.open((y, nx)) && self.open((ny, x)) && self.open((ny, nx))
    }

    /// Where the straight line scan from (y, x) in the straight direction `dir` stops: the
    /// jump table's entry, or a scan of the line if the jump is too long for it.
    #[expect(
        clippy::inline_always,
        reason = "measured: once or twice per cell a sweep visits, the heart of a query"
    )]
    #[inline(always)]
    fn stop(&self, y: usize, x: usize, dir: Dir) -> Stop {
        match straight(
            self.jumps,
            self.long,
            y * self.row_len + x,
            table_index(dir),
        ) {
            Some(stop) => stop,
            None => self.scan(y, x, dir),
        }
    }

    /// The line scan of [`Query::stop`], for jumps too long for the table (65535 cells or
    /// more: only on very wide grids).
    #[cold]
    #[inline(never)]
    fn scan(&self, y: usize, x: usize, dir: Dir) -> Stop {
        scan_line(
            (self.rows, self.cols),
            (self.row_len, self.col_len),
            y,
            x,
            dir,
        )
    }

    /// Which of the straight jumps from the padded cell (y, x) along the parts of the diagonal
    /// direction `dir` end at a free cell: [`FREE_HORIZONTAL`] and [`FREE_VERTICAL`], or 0.
    /// The cell is a turn cell of a sweep in `dir` if this is not 0 (see
    /// [`JumpTable`](super::table::JumpTable)); what the table's diagonal entries are tested
    /// against.
    #[cfg(test)]
    pub(super) fn turn(&self, y: usize, x: usize, dir: Dir) -> u8 {
        dir.parts().map_or(0, |(vertical, horizontal)| {
            let free = |part: Dir, bit: u8| if self.stop(y, x, part).free { bit } else { 0 };
            free(horizontal, FREE_HORIZONTAL) | free(vertical, FREE_VERTICAL)
        })
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
        // Most jumps end at a wall with the goal off their line: they find nothing, whatever
        // their length, so a long one need not read it from the side table.
        let goal_on_line = match dir {
            Dir::Right | Dir::Left => goal_y == y,
            _ => goal_x == x,
        };
        if !goal_on_line && blocked(self.jumps, y * self.row_len + x, table_index(dir)) {
            return None;
        }
        let stop = self.stop(y, x, dir);
        let turns = if dir == Dir::Right || dir == Dir::Left {
            ROW
        } else {
            COLUMN
        };
        // The jump's last cell, and whether the goal lies on the way to it.
        let (end, goal) = match dir {
            Dir::Right => {
                let end = x + 1 + stop.k;
                ((y, end), goal_y == y && goal_x > x && goal_x <= end)
            }
            Dir::Left => {
                let end = x - 1 - stop.k;
                ((y, end), goal_y == y && goal_x < x && goal_x >= end)
            }
            Dir::Down => {
                let end = y + 1 + stop.k;
                ((end, x), goal_x == x && goal_y > y && goal_y <= end)
            }
            _ => {
                let end = y - 1 - stop.k;
                ((end, x), goal_x == x && goal_y < y && goal_y >= end)
            }
        };
        if goal {
            Some((goal_y, goal_x, None))
        } else {
            stop.free
                .then(|| (end.0, end.1, stop.corner.map(|turn| turns[turn as usize])))
        }
    }

    /// The sweep entry at `index` in the jump table ([`Query::sweep_index`]), read as a run:
    /// how many diagonal steps are legal up to the run's end (0: none), the [`TURN`] parts of
    /// the run's end if it is a turn cell, and whether the diagonal goes on legally past the end
    /// (a turn cell, or the most steps one entry holds). Along a diagonal the index moves by
    /// `STRIDE ×` [`Query::diagonal_step`] per step.
    #[inline]
    fn diagonal_run(&self, index: usize) -> DiagonalRun {
        DiagonalRun(self.jumps.get(index).copied().unwrap_or(0))
    }

    /// The index in the jump table of the padded cell `cell`'s sweep entry for the diagonal
    /// `dir`.
    fn sweep_index(cell: usize, dir: Dir) -> usize {
        STRIDE * cell + 4 + diagonal_index(dir)
    }

    /// The padded-cell offset of one diagonal step in `dir`.
    fn diagonal_step(&self, dir: Dir) -> isize {
        let (dy, dx) = offset(dir);
        dy.wrapping_mul(self.row_len.cast_signed()).wrapping_add(dx)
    }

    /// The diagonal sweep from (y, x) in the diagonal direction `dir`: takes legal diagonal
    /// steps until the next one is illegal or the goal is reached, and from every cell `n` on
    /// the way calls `found` with the jump points of the straight jumps (chains) from `n` in
    /// `dir`'s horizontal and vertical parts — the successors `n` would have as a jump point
    /// entered diagonally, so `n` itself is never put on the open list — with their cost from
    /// (y, x) and the direction of their last step; and with the goal if it lies on the
    /// diagonal.
    ///
    /// Only the cells where something can be found are looked at: the turn cells, which the
    /// [`JumpTable`](super::table::JumpTable) leads to directly, and the cells on the
    /// goal's row and column, the only others from which a straight jump can end at a free
    /// cell (the goal).
    ///
    /// The sweep ends early at a cell `k` steps in whose `g + h` is at or above the query's
    /// bound ([`Reach`]): every jump point found from it or from a cell after it would cost at
    /// least that much (the octile heuristic is consistent).
    #[inline]
    fn sweep<const B: bool>(
        &self,
        y: usize,
        x: usize,
        dir: Dir,
        reach: Reach<'_, B>,
        found: &mut impl FnMut(Found),
    ) {
        let (dy, dx) = offset(dir);
        // The number of steps after which the sweep is on the goal's row, and on its column
        // (`usize::MAX` if it never is).
        let ahead = |from: usize, to: usize, d: isize| match (d > 0, to.cmp(&from)) {
            (true, core::cmp::Ordering::Greater) => to - from,
            (false, core::cmp::Ordering::Less) => from - to,
            _ => usize::MAX,
        };
        let (row, col) = (ahead(y, self.goal_y, dy), ahead(x, self.goal_x, dx));
        // The goal's row and column as steps into the sweep, nearer first, each once.
        let (mut goal_next, mut goal_then) = (row.min(col), row.max(col));
        if goal_then == goal_next {
            goal_then = usize::MAX;
        }
        let at = |k: usize| {
            (
                y.wrapping_add_signed(dy.wrapping_mul(k.cast_signed())),
                x.wrapping_add_signed(dx.wrapping_mul(k.cast_signed())),
            )
        };
        let (mut k, mut cell) = (0, y * self.row_len + x);
        let cell_step = self.diagonal_step(dir);
        loop {
            let run = self.diagonal_run(Self::sweep_index(cell, dir));
            let steps = run.steps();
            if steps == 0 {
                return;
            }
            // The parts whose straight jumps from `end` end at a free cell, if it is a turn cell.
            let (end, mut parts) = (k + steps, run.parts());
            // Rare: the sweep crosses the goal's row or column before `end` (or at `end`: then
            // both parts are jumped, as the goal may lie on either).
            while goal_next <= end {
                let g = goal_next;
                (goal_next, goal_then) = (goal_then, usize::MAX);
                if g == end && parts != 0 {
                    parts = TURN;
                } else if self.out_of_reach(reach, at(g), g)
                    || self.visit(at(g), g, dir, TURN, found)
                {
                    return;
                }
            }
            if parts != 0
                && (self.out_of_reach(reach, at(end), end)
                    || self.visit(at(end), end, dir, parts, found))
            {
                return;
            }
            // `!run.goes_on()`, with `parts` (known non-zero on the branch above) in a
            // register: measured, 2 % fewer instructions on den520d than the call.
            if parts == 0 && !run.is_full() {
                return;
            }
            k = end;
            cell = cell.wrapping_add_signed(cell_step.wrapping_mul(steps.cast_signed()));
        }
    }

    /// The goal as a successor of (y, x) if the diagonal-first path to it — diagonal steps
    /// toward it, then straight steps — is free: the goal at its octile distance, the least
    /// any path can cost, with the direction of the path's last step. A start's expansion that
    /// finds it need look no further: every other successor costs at least as much ([`Reach`]).
    pub(super) fn direct(&self, y: usize, x: usize) -> Option<Found> {
        let (goal_y, goal_x) = (self.goal_y, self.goal_x);
        let (rows, cols) = (goal_y.abs_diff(y), goal_x.abs_diff(x));
        let diagonal = rows.min(cols);
        let (mut at, mut last) = ((y, x), None);
        if diagonal > 0 {
            let dir = Dir::DIAGONAL[self.diagonal_toward_goal(y, x)];
            if !self.diagonal_free(y * self.row_len + x, dir, diagonal) {
                return None;
            }
            let (dy, dx) = offset(dir);
            at = (
                y.wrapping_add_signed(dy * diagonal.cast_signed()),
                x.wrapping_add_signed(dx * diagonal.cast_signed()),
            );
            last = Some(dir);
        }
        if rows != cols {
            let dir = match (rows > cols, goal_y > y, goal_x > x) {
                (true, true, _) => Dir::Down,
                (true, false, _) => Dir::Up,
                (false, _, true) => Dir::Right,
                (false, _, false) => Dir::Left,
            };
            // `straight` reports the goal (with no turn) if it lies on the jump's way, and
            // otherwise the jump point or corridor corner the jump stops at, from which the
            // line goes on (a corner's is blocked: `None`).
            loop {
                match self.straight(at.0, at.1, dir)? {
                    (jy, jx, _) if (jy, jx) == (goal_y, goal_x) => break,
                    (jy, jx, _) => at = (jy, jx),
                }
            }
            last = Some(dir);
        }
        let straight = coord(rows.abs_diff(cols));
        Some((
            goal_y,
            goal_x,
            Octile::new(straight, coord(diagonal)),
            last?,
        ))
    }

    /// The index in [`Dir::DIAGONAL`] of the diagonal from (y, x) toward the goal (of one of
    /// the two nearest it, if the goal is on (y, x)'s row or column).
    fn diagonal_toward_goal(&self, y: usize, x: usize) -> usize {
        match (self.goal_y < y, self.goal_x > x) {
            (true, true) => 0,
            (false, true) => 1,
            (false, false) => 2,
            (true, false) => 3,
        }
    }

    /// Whether the first `k` diagonal steps in `dir` from the padded cell `cell` are legal,
    /// read from the sweep entries of the jump table (one entry per turn cell passed).
    fn diagonal_free(&self, cell: usize, dir: Dir, k: usize) -> bool {
        let mut index = Self::sweep_index(cell, dir);
        let index_step = self.diagonal_step(dir).wrapping_mul(STRIDE.cast_signed());
        let mut left = k;
        loop {
            let run = self.diagonal_run(index);
            let steps = run.steps();
            if steps >= left {
                return true;
            }
            if steps == 0 || !run.goes_on() {
                return false;
            }
            left -= steps;
            index = index.wrapping_add_signed(index_step.wrapping_mul(steps.cast_signed()));
        }
    }

    /// Whether the padded cell (y, x), `k` diagonal steps into a sweep from the jump point
    /// being expanded, is at or beyond the query's bound ([`Reach::excludes`]). `false`, at
    /// the cost of one test, while the goal has not been reached.
    #[inline]
    fn out_of_reach<const B: bool>(
        &self,
        reach: Reach<'_, B>,
        (y, x): (usize, usize),
        k: usize,
    ) -> bool {
        if !B || reach.bound.get() == u64::MAX {
            return false;
        }
        reach.excludes(reach.from + Octile::new(0, coord(k)) + self.h(y, x))
    }

    /// The octile distance from the padded cell (y, x) to the goal: the heuristic.
    #[inline]
    pub(super) fn h(&self, y: usize, x: usize) -> Octile {
        Octile::between(
            coord(y.abs_diff(self.goal_y)),
            coord(x.abs_diff(self.goal_x)),
        )
    }

    /// The cell `k` diagonal steps into a sweep in `dir`: hands `found` the goal, if it is this
    /// cell (and returns `true`: the sweep ends there), or else the jump points of the straight
    /// chains from it along the parts of `dir` in `parts` ([`FREE_HORIZONTAL`],
    /// [`FREE_VERTICAL`]; the others find nothing from this cell).
    #[inline]
    fn visit(
        &self,
        (y, x): (usize, usize),
        k: usize,
        dir: Dir,
        parts: u8,
        found: &mut impl FnMut(Found),
    ) -> bool {
        let k = coord(k);
        if y == self.goal_y && x == self.goal_x {
            found((y, x, Octile::new(0, k), dir));
            return true;
        }
        if let Some((vertical, horizontal)) = dir.parts() {
            for (d, bit) in [(horizontal, FREE_HORIZONTAL), (vertical, FREE_VERTICAL)] {
                if parts & bit == 0 {
                    continue;
                }
                if let Some((jy, jx, steps, last)) = self.chain(y, x, d, |_, _| {}) {
                    found((jy, jx, Octile::new(steps, k), last));
                }
            }
        }
        false
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
                let mut steps = 0;
                while steps < k && self.diagonal_legal(at, dir) {
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
    ///
    /// `reach` is what the expansion may still find worth queueing: a sweep stops at the first
    /// cell from which nothing can come in under the query's bound ([`Reach`]).
    #[inline]
    pub(super) fn successors<const B: bool>(
        &self,
        y: usize,
        x: usize,
        entered: Option<Dir>,
        reach: Reach<'_, B>,
        mut found: impl FnMut(Found),
    ) {
        let Some(dir) = entered else {
            // The diagonal toward the goal first: if the goal is found there, the bound it sets
            // cuts the other sweeps short and keeps their successors off the open list.
            let toward = self.diagonal_toward_goal(y, x);
            self.sweep(y, x, Dir::DIAGONAL[toward], reach, &mut found);
            for dir in Dir::STRAIGHT {
                self.straight_successor(y, x, dir, &mut found);
            }
            for turn in [1, 3, 2] {
                self.sweep(y, x, Dir::DIAGONAL[(toward + turn) & 3], reach, &mut found);
            }
            return;
        };
        // A test of the direction's index, not a `match` on the direction (eight arms compiled
        // to a jump table that mispredicted once per expansion on maze512-1-0) nor
        // `Dir::is_diagonal` (7 % more mispredictions there, measured).
        if dir.index() >= Dir::STRAIGHT.len() {
            let [vertical, horizontal] = DIAGONAL_PARTS[dir.index() & 3];
            self.straight_successor(y, x, horizontal, &mut found);
            self.straight_successor(y, x, vertical, &mut found);
            self.sweep(y, x, dir, reach, &mut found);
        } else {
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
            for (diagonal, forced) in SIDE_DIAGONALS[dir.index() & 3].into_iter().zip(forced) {
                if forced {
                    self.sweep(y, x, diagonal, reach, &mut found);
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

#[cfg(test)]
mod tests {
    use super::{DIAGONAL_PARTS, Query, SIDE_DIAGONALS, offset, sides, step};
    use crate::grid::{Dir, Grid, GridSpace, Pos, Size};
    use crate::maze::MinStd;
    use crate::search::jps::JumpGrid;

    /// The table-led `diagonal_free` says what stepping cell by cell with `diagonal_legal`
    /// says, for every cell, diagonal and count on random grids (long open diagonals too, past
    /// the 63 steps one entry holds); and `direct` finds the goal exactly when the
    /// diagonal-first walk to it is free.
    #[test]
    fn diagonal_free_and_direct_agree_with_stepping() {
        let mut rng = MinStd::new(11);
        let mut seen = [0usize; 2];
        for case in 0..40 {
            let (rows, cols) = (1 + rng.next_value() % 90, 1 + rng.next_value() % 90);
            let walls = rng.next_value() % 30;
            let grid =
                Grid::from_fn(Size::new(rows, cols), |_| rng.next_value() % 100 >= walls).unwrap();
            let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |&free| free)).unwrap();
            let goal = Pos::new(rng.next_value() % rows, rng.next_value() % cols);
            // A search never asks about a blocked goal.
            let goal_free = grid[goal];
            let query = Query::new(&jump_grid, JumpGrid::padded(goal));
            for start in grid.positions().filter(|&p| grid[p]) {
                let (y, x) = JumpGrid::padded(start);
                for dir in Dir::DIAGONAL {
                    let (mut at, mut legal) = ((y, x), 0usize);
                    while query.diagonal_legal(at, dir) {
                        at = step(at, dir);
                        legal += 1;
                    }
                    for k in [0, 1, 2, legal.saturating_sub(1), legal, legal + 1, 70] {
                        let free = query.diagonal_free(y * query.row_len + x, dir, k);
                        assert_eq!(free, k <= legal, "case {case}: {start:?} {dir:?} {k}");
                    }
                }
                if !goal_free {
                    continue;
                }
                let walk = diagonal_first_walk(&grid, start, goal);
                let direct = query.direct(y, x).map(|(gy, gx, cost, _)| (gy, gx, cost));
                let (gy, gx) = JumpGrid::padded(goal);
                let want = (walk && start != goal).then(|| {
                    let (rows, cols) = (start.row.abs_diff(goal.row), start.col.abs_diff(goal.col));
                    (gy, gx, crate::cost::Octile::between(rows, cols))
                });
                assert_eq!(direct, want, "case {case}: {start:?} -> {goal:?}");
                seen[usize::from(want.is_some())] += 1;
            }
        }
        // Both answers are exercised, many times.
        assert!(seen.iter().all(|&n| n > 1000), "{seen:?}");
    }

    /// Whether every cell of the walk from `start` to `goal` that takes diagonal steps toward
    /// the goal first, then straight ones, is free, and no diagonal step cuts a corner.
    fn diagonal_first_walk(grid: &Grid<bool>, start: Pos, goal: Pos) -> bool {
        let free = |r: u32, c: u32| grid[Pos::new(r, c)];
        let (mut r, mut c) = (start.row, start.col);
        let toward = |from: u32, to: u32| match to.cmp(&from) {
            core::cmp::Ordering::Greater => from + 1,
            core::cmp::Ordering::Less => from - 1,
            core::cmp::Ordering::Equal => from,
        };
        while r != goal.row || c != goal.col {
            let (nr, nc) = (toward(r, goal.row), toward(c, goal.col));
            if !(free(nr, nc) && free(r, nc) && free(nr, c)) {
                return false;
            }
            (r, c) = (nr, nc);
        }
        true
    }

    /// The direction tables say what `Dir`'s own methods say.
    #[test]
    fn direction_tables_agree_with_dir() {
        for dir in Dir::ALL {
            let (dy, dx) = dir.delta();
            assert_eq!(offset(dir), (dy as isize, dx as isize), "{dir:?}");
        }
        for dir in Dir::DIAGONAL {
            let [vertical, horizontal] = DIAGONAL_PARTS[dir.index() & 3];
            assert_eq!(dir.parts(), Some((vertical, horizontal)), "{dir:?}");
        }
        for dir in Dir::STRAIGHT {
            for (side, diagonal) in sides(dir).into_iter().zip(SIDE_DIAGONALS[dir.index() & 3]) {
                let (v, h) = diagonal.parts().expect("a diagonal");
                assert!(
                    (v, h) == (dir, side) || (v, h) == (side, dir),
                    "{dir:?} turning {side:?}: {diagonal:?}"
                );
            }
        }
    }
}
