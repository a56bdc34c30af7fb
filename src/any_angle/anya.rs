//! Anya: the optimal any-angle search (Harabor, Grastien, Öz and Aksakalli, JAIR 2016), on
//! the crate's model ([`Sight`]).
//!
//! A search node is an *interval* of points on one grid line (a row of corners), all seen from
//! one corner, its *root*: every path it stands for runs straight from the root to a point of
//! the interval. The root's distance `g` and a lower bound on the rest (the straight line from
//! the root through the interval to the goal, mirrored when the goal is on the root's side)
//! order the nodes, as A* orders states. Expanding a node projects its interval to the next
//! grid line away from the root (the *observable* successors: the points still seen from the
//! root, one interval per run of free cells between the two lines), and where the interval
//! ends at a corner of an obstacle that hides the points beyond it, starts nodes rooted at
//! that corner (the *non-observable* successors: a shortest path bends only at such corners).
//! A node whose root is on its own line (*flat*) runs along the line, and starts nodes rooted
//! at the obstacle corners it passes that a path can bend around.
//!
//! Every decision — which points are seen, where an interval ends, which corners bend — is
//! exact: an interval's ends are rays from its root, `x = root + dx · t / dy` on the line `t`
//! rows away, compared by integer cross-multiplication. Only the lengths are `f64`.

use core::cmp::Ordering;

use crate::cost::Length;
use crate::search::frontier::{Buckets, Entry, Frontier};

use super::route::Route;
use super::sight::{Corner, Sight};

/// One end of an interval: where the ray from the node's root that advances `dx` columns every
/// `dy` rows meets the node's line, `t` rows from the root: `x = root.col + dx · t / dy`
/// (`dy > 0`). Flat nodes (root on the line) keep their ends as `dx` columns with `dy = 1`,
/// read at `t = 1`. `open`: the point itself is left out (a pinch, which no path may touch).
#[derive(Debug, Clone, Copy)]
struct End {
    dx: i32,
    dy: i32,
    open: bool,
}

/// Where an [`End`] meets a line: its offset from the root's column rounded down, and
/// whether that is exact (the end is on a corner). Worked out once per end and line, as the
/// searches read it several ways.
#[derive(Debug, Clone, Copy)]
struct Meet {
    floor: i64,
    exact: bool,
}

impl Meet {
    /// The offset rounded up.
    fn ceil(self) -> i64 {
        self.floor + i64::from(!self.exact)
    }

    /// The offset if it is a whole number.
    fn offset(self) -> Option<i64> {
        self.exact.then_some(self.floor)
    }
}

/// Where a cone's ends meet its own row and the next: what deciding whether it steps on
/// ([`Query::steps_on`]) and expanding it read, worked out once.
#[derive(Debug, Clone, Copy)]
struct Crossings {
    lo: Meet,
    hi: Meet,
    next_lo: Meet,
    next_hi: Meet,
}

impl Crossings {
    /// The crossings of the cone `node`.
    fn of(node: &Node) -> Crossings {
        let t = node.t();
        Crossings {
            lo: node.lo.at(t),
            hi: node.hi.at(t),
            next_lo: node.lo.at(t + 1),
            next_hi: node.hi.at(t + 1),
        }
    }

    /// The crossings of `node`, which has just stepped on from the row these are for: its row
    /// is their next.
    fn stepped(self, node: &Node) -> Crossings {
        let t = node.t();
        Crossings {
            lo: self.next_lo,
            hi: self.next_hi,
            next_lo: node.lo.at(t + 1),
            next_hi: node.hi.at(t + 1),
        }
    }
}

impl End {
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a Sight's grid with its border has at most u32::MAX cells, so its rows and \
                  columns, and the offsets between them, are below 2^31"
    )]
    const fn ray(dx: i64, dy: i64) -> End {
        End {
            dx: dx as i32,
            dy: dy as i32,
            open: false,
        }
    }

    /// The order of this end and the point `k` columns from the root, `t` rows away.
    fn cmp_offset(self, t: i64, k: i64) -> Ordering {
        (i64::from(self.dx) * t).cmp(&(k * i64::from(self.dy)))
    }

    /// The order of two ends of the same root on the same line.
    fn cmp_end(self, other: End) -> Ordering {
        (i64::from(self.dx) * i64::from(other.dy)).cmp(&(i64::from(other.dx) * i64::from(self.dy)))
    }

    /// Where the end meets the line `t` rows from the root ([`Meet`]). No division for the
    /// two common ends: a column offset (`dy = 1`) and a ray made on this very line (`dy = t`).
    #[inline]
    fn at(self, t: i64) -> Meet {
        let (dx, dy) = (i64::from(self.dx), i64::from(self.dy));
        if dy == 1 {
            return Meet {
                floor: dx * t,
                exact: true,
            };
        }
        if dy == t {
            return Meet {
                floor: dx,
                exact: true,
            };
        }
        let n = dx * t;
        let floor = n.div_euclid(dy);
        Meet {
            floor,
            exact: floor * dy == n,
        }
    }

    #[expect(
        clippy::cast_precision_loss,
        reason = "a length for the estimate only: coordinates are far below 2^53"
    )]
    fn x_at(self, t: i64) -> f64 {
        (i64::from(self.dx) * t) as f64 / f64::from(self.dy)
    }

    /// The larger of two ends (open if either is, at the same point).
    fn max(self, other: End) -> End {
        match self.cmp_end(other) {
            Ordering::Greater => self,
            Ordering::Less => other,
            Ordering::Equal => self.joined(other),
        }
    }

    /// The smaller of two ends (open if either is, at the same point).
    fn min(self, other: End) -> End {
        match self.cmp_end(other) {
            Ordering::Less => self,
            Ordering::Greater => other,
            Ordering::Equal => self.joined(other),
        }
    }

    /// This end, at the same point as `other`: open if either is.
    fn joined(self, other: End) -> End {
        End {
            open: self.open || other.open,
            ..self
        }
    }

    /// [`End::max`] of this end, meeting a line at `at`, and `other`, meeting it where `at_other`
    /// says (worked out only when `other` is the larger).
    fn max_met(self, at: Meet, other: End, at_other: impl FnOnce() -> Meet) -> (End, Meet) {
        match self.cmp_end(other) {
            Ordering::Less => (other, at_other()),
            Ordering::Equal => (self.joined(other), at),
            Ordering::Greater => (self, at),
        }
    }

    /// [`End::min`] of this end, meeting a line at `at`, and `other`, meeting it where `at_other`
    /// says (worked out only when `other` is the smaller).
    fn min_met(self, at: Meet, other: End, at_other: impl FnOnce() -> Meet) -> (End, Meet) {
        match self.cmp_end(other) {
            Ordering::Greater => (other, at_other()),
            Ordering::Equal => (self.joined(other), at),
            Ordering::Less => (self, at),
        }
    }

    /// Whether the point `k` columns from the root, `t` rows away, is at or beyond this end
    /// as a lower end (`lower`) or at or before it as an upper end.
    fn admits(self, t: i64, k: i64, lower: bool) -> bool {
        match self.cmp_offset(t, k) {
            Ordering::Equal => !self.open,
            Ordering::Less => lower,
            Ordering::Greater => !lower,
        }
    }
}

/// A search node: the points between `lo` and `hi` on the corner row `row`, seen from `root`
/// at distance `g`. `dir`: for a cone (root off the row) the side the node advances to (`1`
/// down, `-1` up); for a flat node (root on the row) the side it runs to (`1` right, `-1`
/// left).
#[derive(Debug, Clone, Copy)]
struct Node {
    root: Corner,
    g: f64,
    row: i64,
    flat: bool,
    dir: i64,
    lo: End,
    hi: End,
}

impl Node {
    /// Rows from the root to the node's line (1 for a flat node, whose ends are columns).
    fn t(&self) -> i64 {
        if self.flat {
            1
        } else {
            (self.row - i64::from(self.root.row)).abs()
        }
    }

    /// Whether the corner `(row, col)` is one of the node's points.
    fn contains(&self, corner: Corner) -> bool {
        if i64::from(corner.row) != self.row {
            return false;
        }
        let (t, k) = (self.t(), i64::from(corner.col) - i64::from(self.root.col));
        self.lo.admits(t, k, true) && self.hi.admits(t, k, false)
    }
}

/// The distance between two points given by coordinates (`f64::hypot` guards against
/// overflow at a cost measured at a seventh of a query; coordinates here are small).
fn hypot(dx: f64, dy: f64) -> f64 {
    (dx * dx + dy * dy).sqrt()
}

/// Anya: the shortest any-angle path between two corners, exactly (up to the rounding of the
/// lengths), with no preprocessing — the optimal search of Harabor, Grastien, Öz and
/// Aksakalli (JAIR 2016), on the crate's model ([`Sight`]).
///
/// A reusable workspace: its buffers (a record per corner, the nodes, the open list) are kept
/// between queries.
///
/// Where the paper's model and this crate's differ — paths here never touch a *pinch*, the
/// corner where two blocked cells meet diagonally — the search follows this crate's:
/// intervals leave pinches out (their ends are *open* there), so a path never passes through
/// one.
///
/// ```
/// use gridpath::{Grid, GridSpace, Moves};
/// use gridpath::any_angle::{Anya, Corner, Sight};
///
/// let grid = Grid::parse("....\n.##.\n....\n", Some)?;
/// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
/// let mut anya = Anya::new();
/// let route = anya.search(&sight, Corner::new(0, 0), Corner::new(3, 4)).unwrap();
/// assert_eq!(route.corners().len(), 3); // one turn, at a corner of the block
/// assert!((route.length() - (10f64.sqrt() + 5f64.sqrt())).abs() < 1e-12);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct Anya {
    /// Every node made in the query, the open list's entries pointing into it; the nodes of
    /// the expansion under way are its last ones.
    nodes: Vec<Node>,
    /// The open list: the nodes' indices by `f`, in the engines' queue (a radix heap of the
    /// lengths' bits; a key below the last taken by rounding alone is queued as that key,
    /// [`ROUNDING_SLACK`], and a larger drop, were there one, moves it to a binary heap).
    open: Buckets<u32, Length>,
    /// Per corner: the best distance found as a root, and the root it came from.
    roots: Vec<RootRecord>,
    epoch: u32,
}

/// What a corner has been as a root: the shortest distance found and the root it came from,
/// in the query `epoch` (side by side: one cache line per corner reached).
#[derive(Debug, Clone, Copy)]
struct RootRecord {
    g: f64,
    parent: u32,
    epoch: u32,
}

/// The context of one query.
struct Query<'a> {
    sight: &'a Sight,
    goal: Corner,
    rows: i64,
    cols: i64,
    width: usize,
}

impl Query<'_> {
    fn free(&self, row: i64, col: i64) -> bool {
        self.sight.free(row, col)
    }

    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "only called with a corner of the grid"
    )]
    fn corner(row: i64, col: i64) -> Corner {
        Corner::new(row as u32, col as u32)
    }

    fn pinched(&self, row: i64, col: i64) -> bool {
        self.sight.pinched_at(row, col)
    }

    /// The first column `c` left of the free cell `(row, col)` with cells `c..=col` free.
    fn run_left(&self, row: i64, col: i64) -> i64 {
        // Windows of 64 cells ending at `end`; the grid's border stops the scan.
        let mut end = col;
        loop {
            let blocked = !self.sight.cells(row, end - 63);
            if blocked != 0 {
                return end - i64::from(blocked.leading_zeros()) + 1;
            }
            end -= 64;
        }
    }

    /// Whether a cell of row `row` from column `first` to column `last` is free.
    fn any_free(&self, row: i64, first: i64, last: i64) -> bool {
        let mut start = first;
        while start <= last {
            let mut word = self.sight.cells(row, start);
            let span = last - start + 1;
            if span < 64 {
                word &= (1 << span) - 1;
            }
            if word != 0 {
                return true;
            }
            start += 64;
        }
        false
    }

    /// The column just past the free cells from `(row, col)` to the right.
    fn run_right(&self, row: i64, col: i64) -> i64 {
        let mut start = col;
        loop {
            let blocked = !self.sight.cells(row, start);
            if blocked != 0 {
                return start + i64::from(blocked.trailing_zeros());
            }
            start += 64;
        }
    }

    /// The runs of free cells of row `row` with a cell in columns `first..=last`, left to
    /// right, each as its first column and the column just past it. Read 64 cells at a time:
    /// only a run that starts at `first` or leaves its window is scanned for its end.
    #[inline]
    fn for_each_run(&self, row: i64, first: i64, last: i64, mut visit: impl FnMut(i64, i64)) {
        let mut c = first;
        while c <= last {
            let cells = self.sight.cells(row, c);
            if cells == 0 {
                c += 64;
                continue;
            }
            let skip = i64::from(cells.trailing_zeros());
            let left = if skip == 0 && c == first {
                self.run_left(row, c)
            } else {
                c + skip
            };
            let at = c + skip;
            if at > last {
                return;
            }
            // The bits shifted in at the top read as blocked: a run that reaches them
            // may go on past the window.
            let run = i64::from((!(cells >> skip)).trailing_zeros());
            let right = if run >= 64 - skip {
                self.run_right(row, at)
            } else {
                at + run
            };
            c = right + 1;
            visit(left, right);
        }
    }

    /// The corners of corner row `y` from column `first` to `last` where a path running along
    /// the row `dir` (±1) can bend around an obstacle, in increasing column order, with the
    /// side it bends to (`true`: into the strip of cells below the row, `false`: above). Read
    /// 63 corners at a time ([`Query::flat_bends_from`]).
    #[inline]
    fn for_each_flat_bend(
        &self,
        y: i64,
        first: i64,
        last: i64,
        dir: i64,
        mut visit: impl FnMut(i64, bool),
    ) {
        let mut from = first;
        while from <= last {
            let (below, above) = self.flat_bends_from(y, from, last - from + 1, dir);
            let mut bends = below | above;
            while bends != 0 {
                let j = bends.trailing_zeros();
                bends &= bends - 1;
                visit(from + i64::from(j), below >> j & 1 == 1);
            }
            from += 63;
        }
    }

    /// Whether a path running along corner row `y` `dir` (±1) can bend at a corner from column
    /// `first` to `last` ([`Query::for_each_flat_bend`]).
    fn any_flat_bend(&self, y: i64, first: i64, last: i64, dir: i64) -> bool {
        let mut from = first;
        while from <= last {
            let (below, above) = self.flat_bends_from(y, from, last - from + 1, dir);
            if below | above != 0 {
                return true;
            }
            from += 63;
        }
        false
    }

    /// The bends of a path running along corner row `y` `dir` (±1) at the corners `from + j`,
    /// `j` below 63 and below `span`, as two masks (bit `j`): bending into the strip of cells
    /// below the row, and above. A bend: the cell of that strip behind the corner (on the side
    /// the path comes from) is blocked, the one ahead of it free, and both cells of the other
    /// strip free (a convex corner).
    #[inline]
    fn flat_bends_from(&self, y: i64, from: i64, span: i64, dir: i64) -> (u64, u64) {
        // Bit j of `below_left`: the cell below the row left of corner `from + j`; the
        // shifted words hold the cells right of the corners.
        let (below_left, above_left) = (
            self.sight.cells(y, from - 1),
            self.sight.cells(y - 1, from - 1),
        );
        let (below_right, above_right) = (below_left >> 1, above_left >> 1);
        let (behind_below, ahead_below, behind_above, ahead_above) = if dir > 0 {
            (below_left, below_right, above_left, above_right)
        } else {
            (below_right, below_left, above_right, above_left)
        };
        let corners = if span < 63 {
            (1 << span) - 1
        } else {
            (1 << 63) - 1
        };
        let below = !behind_below & ahead_below & behind_above & ahead_above & corners;
        let above = !behind_above & ahead_above & behind_below & ahead_below & corners;
        (below, above)
    }

    /// The farthest corner on row `row` reached from column `col` going `dir` (±1) along the
    /// line: each stretch needs a free cell beside it, and no pinch may be touched.
    fn flat_end(&self, row: i64, col: i64, dir: i64) -> i64 {
        // Windows of 64 cells: bit k of `above`/`below` is cell `first + k` of the rows above
        // and below the line; the corner between cells k and k + 1 is `first + k + 1`.
        let mut at = col;
        loop {
            let first = if dir > 0 { at - 1 } else { at - 63 };
            let (al, bl) = (
                self.sight.cells(row - 1, first),
                self.sight.cells(row, first),
            );
            let (ar, br) = (al >> 1, bl >> 1);
            // Bit k: the corner between cells k and k + 1 is a pinch.
            let pinch = (!al & !br & ar & bl) | (al & br & !ar & !bl);
            // Bit k: the stretch over cell k has a free cell beside it.
            let open = al | bl;
            if dir > 0 {
                // Step j, from corner at + j: the stretch over cell bit j + 1, then the corner
                // at + j + 1, pinch bit j + 1. Steps 0..=61 are decided by this window.
                let stop = (!(open >> 1) | (pinch >> 1)) & ((1 << 62) - 1);
                if stop != 0 {
                    return at + i64::from(stop.trailing_zeros());
                }
                at += 62;
            } else {
                // Step j, from corner at - j: the stretch over cell bit 62 - j, then the corner
                // at - j - 1, pinch bit 61 - j: bit m = 62 - j of `!open | pinch << 1`, for
                // m in 1..=62.
                let stop = (!open | (pinch << 1)) & ((1 << 63) - 2);
                if stop != 0 {
                    let m = 63 - i64::from(stop.leading_zeros());
                    return at - (62 - m);
                }
                at -= 62;
            }
        }
    }

    /// The same as [`Query::flat_end`], a corner at a time: the reference of its test.
    #[cfg(test)]
    fn flat_end_slowly(&self, row: i64, col: i64, dir: i64) -> i64 {
        let mut c = col;
        loop {
            let cell = if dir > 0 { c } else { c - 1 };
            let next = c + dir;
            if !(0..=self.cols).contains(&next)
                || !(self.free(row - 1, cell) || self.free(row, cell))
                || self.pinched(row, next)
            {
                return c;
            }
            c = next;
        }
    }

    /// Adds to `nodes` the cone rooted at `root` (at distance `g`) on the row `row`, advancing
    /// `dir`, with ends `lo` and `hi` (rays of the root), pinches left out — unless it has no
    /// point or is a dead end (then `false`). A dead end: every successor of a cone — a
    /// stretch of the next row, a bend at a run's end or at the cone's end — needs a free cell
    /// of the strip ahead touching the interval, in the columns ⌈lo⌉ − 1 to ⌊hi⌋; a cone with
    /// none, and without the goal, is not queued (on `random512-40-0` that cut the nodes
    /// expanded by 13 %). Where `lo` is a corner right of the root, the cell left of it only
    /// touches the cone there: the rays through that point go on to the right of the cell, no
    /// run ending at the point bends (the root is on its left), and the bend at the end needs
    /// the cell right of it free. So that cell does not count (nor, mirrored, the cell right
    /// of `hi` on a corner left of the root): on `random512-40-0`, 5.8 % of the cones made
    /// passed the test only by that cell.
    #[expect(
        clippy::too_many_arguments,
        reason = "a node's fields, gathered where it is made, and where it goes"
    )]
    fn cone(
        &self,
        nodes: &mut Vec<Node>,
        root: Corner,
        g: f64,
        row: i64,
        dir: i64,
        lo: End,
        hi: End,
    ) -> bool {
        let t = (row - i64::from(root.row)).abs();
        self.cone_met(nodes, root, g, row, dir, (lo, lo.at(t)), (hi, hi.at(t)))
    }

    /// [`Query::cone`], with where the ends meet the row already worked out.
    #[expect(
        clippy::too_many_arguments,
        reason = "a node's fields, gathered where it is made, and where it goes"
    )]
    fn cone_met(
        &self,
        nodes: &mut Vec<Node>,
        root: Corner,
        g: f64,
        row: i64,
        dir: i64,
        (lo, lo_at): (End, Meet),
        (hi, hi_at): (End, Meet),
    ) -> bool {
        let order = lo.cmp_end(hi);
        if order == Ordering::Greater {
            return false;
        }
        let col = i64::from(root.col);
        let mut node = Node {
            root,
            g,
            row,
            flat: false,
            dir,
            lo,
            hi,
        };
        // The dead-end test first: it does not depend on the ends' pinches (the goal is never
        // a pinch), and most cones that fail, fail it.
        if !node.contains(self.goal) {
            let ahead = if dir > 0 { row } else { row - 1 };
            // The cell left of an end on a corner right of the root (and the cell right of one
            // left of it) touches the cone at that point only, where the rays leave it behind.
            let first = if lo_at.exact && lo_at.floor > 0 {
                lo_at.floor
            } else {
                lo_at.ceil() - 1
            };
            let last = if hi_at.exact && hi_at.floor < 0 {
                hi_at.floor - 1
            } else {
                hi_at.floor
            };
            if !self.any_free(ahead, col + first, col + last) {
                return false;
            }
        }
        // An end on a pinch leaves it out; a cone of one point without it is empty.
        let pinched = |at: Meet| at.offset().is_some_and(|k| self.pinched(row, col + k));
        node.lo.open |= pinched(lo_at);
        node.hi.open |= pinched(hi_at);
        let made = order == Ordering::Less || !(node.lo.open || node.hi.open);
        if made {
            nodes.push(node);
        }
        made
    }

    /// Whether the cone `node` has, as its one successor, itself one row further on with the
    /// same ends — open ground: every cell of the strip ahead that the cone crosses is free
    /// (so no run ends inside it and no bend starts there), no end on the row is the corner of
    /// a blocked cell behind it (no bend there either), no end on the next row is a pinch,
    /// and the goal is not on the next row. [`Anya::search`] then steps the node on without
    /// making a successor: the same as expanding it, at a fraction of the cost (on the city
    /// maps most expansions are such steps).
    fn steps_on(&self, node: &Node, crossings: &Crossings) -> bool {
        let (row, dir) = (node.row, node.dir);
        let next = row + dir;
        if !(0..=self.rows).contains(&next) || next == i64::from(self.goal.row) {
            return false;
        }
        let rx = i64::from(node.root.col);
        let (lo, hi) = (node.lo, node.hi);
        let (ahead, behind) = if dir > 0 {
            (row, row - 1)
        } else {
            (row - 1, row)
        };
        let Crossings {
            lo: lo_t,
            hi: hi_t,
            next_lo: lo_t2,
            next_hi: hi_t2,
        } = *crossings;
        let first = rx + lo_t.ceil().min(lo_t2.ceil()) - 1;
        let last = rx + hi_t.floor.max(hi_t2.floor);
        if !self.all_free(ahead, first, last) {
            return false;
        }
        // A bend at an end on this row: a blocked cell behind, beyond the end.
        for (end, at, beyond) in [(hi, hi_t, 0), (lo, lo_t, -1)] {
            if let Some(k) = at.offset()
                && !end.open
                && !self.free(behind, rx + k + beyond)
            {
                return false;
            }
        }
        // A pinch at an end on the next row.
        [lo_t2, hi_t2]
            .iter()
            .all(|at| at.offset().is_none_or(|k| !self.pinched(next, rx + k)))
    }

    /// Whether every cell of row `row` from column `first` to column `last` is free.
    fn all_free(&self, row: i64, first: i64, last: i64) -> bool {
        let mut start = first;
        while start <= last {
            let mut blocked = !self.sight.cells(row, start);
            let span = last - start + 1;
            if span < 64 {
                blocked &= (1 << span) - 1;
            }
            if blocked != 0 {
                return false;
            }
            start += 64;
        }
        true
    }

    fn index(&self, corner: Corner) -> usize {
        corner.row as usize * self.width + corner.col as usize
    }

    /// A lower bound on the length from the node's root through one of its points to the
    /// goal (exact when the goal is one of its points).
    #[expect(clippy::cast_precision_loss, reason = "coordinates are far below 2^53")]
    fn estimate(&self, node: &Node) -> f64 {
        let (rr, rc) = (f64::from(node.root.row), f64::from(node.root.col));
        let (gr, gc) = (f64::from(self.goal.row), f64::from(self.goal.col));
        if node.flat {
            return hypot(gc - rc, gr - rr);
        }
        let t = node.t();
        let y = node.row as f64;
        // The goal mirrored to the far side of the line when it is on the root's side.
        let gr = if (gr - y) * (rr - y) > 0.0 {
            2.0 * y - gr
        } else {
            gr
        };
        let lo = rc + node.lo.x_at(t);
        let hi = rc + node.hi.x_at(t);
        // Where the straight line from the root to the (mirrored) goal crosses the line.
        let cross = rc + (gc - rc) * (y - rr) / (gr - rr);
        // Not `clamp`: its panic formats floats (code a WebAssembly build would ship).
        let x = cross.max(lo.min(hi)).min(hi.max(lo));
        hypot(x - rc, y - rr) + hypot(gc - x, gr - y)
    }
}

impl Anya {
    /// An empty workspace.
    ///
    /// ```
    /// let _anya = gridpath::any_angle::Anya::new();
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Anya::default()
    }

    /// The shortest any-angle path from `start` to `goal` on `sight`, or `None` when there is
    /// none — also when `start` or `goal` is outside the grid or a corner no path may stand
    /// on (no free cell around it, or a pinch), the crate's one rule for such ends.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::any_angle::{Anya, Corner, Sight};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut anya = Anya::new();
    /// assert!(anya.search(&sight, Corner::new(0, 0), Corner::new(1, 3)).is_none()); // walled off
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search(&mut self, sight: &Sight, start: Corner, goal: Corner) -> Option<Route> {
        if !sight.visible(start, start) || !sight.visible(goal, goal) {
            return None;
        }
        if start == goal {
            return Some(Route::new(vec![start], 0));
        }
        let size = sight.size();
        let query = Query {
            sight,
            goal,
            rows: i64::from(size.rows),
            cols: i64::from(size.cols),
            width: size.cols as usize + 1,
        };
        let corners = query.width * (size.rows as usize + 1);
        self.begin(corners);
        let start_index = query.index(start);
        self.roots[start_index] = RootRecord {
            g: 0.0,
            parent: u32::MAX,
            epoch: self.epoch,
        };
        self.start_successors(&query, start);
        self.queue_made(&query, 0);
        let mut expanded = 0;
        while let Some(popped) = self.open.pop() {
            let node = self.nodes[popped.slot as usize];
            let root = query.index(node.root);
            if self.roots[root].g < node.g - tolerance(node.g) {
                continue; // the root was reached more cheaply since
            }
            if node.contains(goal) {
                return Some(Route::new(self.corners(&query, node.root, goal), expanded));
            }
            // A node with one successor (a cone going on through open ground, a bend with one
            // way on) goes on at once, without a trip through the open list: its successor's
            // value is no smaller, so the order of the nodes that matter is kept, and the goal
            // is still only taken from the open list.
            let mut node = node;
            let first_made = self.nodes.len();
            loop {
                expanded += 1;
                if node.flat {
                    self.expand_flat(&query, &node);
                } else {
                    let mut crossings = Crossings::of(&node);
                    while query.steps_on(&node, &crossings) {
                        node.row += node.dir;
                        crossings = crossings.stepped(&node);
                        expanded += 1;
                    }
                    self.expand_cone(&query, &node, &crossings);
                }
                match self.nodes[first_made..] {
                    [next] if !next.contains(goal) => {
                        self.nodes.truncate(first_made);
                        node = next;
                    }
                    _ => break,
                }
            }
            self.queue_made(&query, first_made);
        }
        None
    }

    /// Readies the records for a query on a grid of `corners` corners.
    fn begin(&mut self, corners: usize) {
        self.nodes.clear();
        self.open.clear();
        if self.roots.len() != corners || self.epoch == u32::MAX {
            let fresh = RootRecord {
                g: f64::INFINITY,
                parent: u32::MAX,
                epoch: 0,
            };
            self.roots = vec![fresh; corners];
            self.epoch = 0;
        }
        self.epoch += 1;
    }

    /// The path's corners: the roots from the start to `root`, then the goal.
    fn corners(&self, query: &Query<'_>, root: Corner, goal: Corner) -> Vec<Corner> {
        let mut path = vec![goal];
        if root != goal {
            path.push(root);
        }
        let mut at = self.roots[query.index(root)].parent;
        while at != u32::MAX {
            let index = at as usize;
            #[expect(
                clippy::cast_possible_truncation,
                reason = "a corner's row and column fit u32"
            )]
            let corner = Corner::new((index / query.width) as u32, (index % query.width) as u32);
            path.push(corner);
            at = self.roots[index].parent;
        }
        path.reverse();
        path
    }

    /// Records `corner` as a root at distance `g`, reached from `from`: `false` when it was
    /// already reached as cheaply (to within rounding), so that its nodes would repeat those
    /// already made or be worse.
    ///
    /// Dropping a second arrival *as cheap* from another root is safe: if a shortest path bends
    /// at `corner` after the other root, then the path that arrives from the first root and
    /// goes on the same way has the same length, so it is shortest too, hence taut at `corner`
    /// (a shortest path bends only around an obstacle), and the bends made for the first
    /// arrival include its way on. Keeping every such arrival multiplied the nodes at each bend
    /// of a staircase of obstacles: millions on one Aurora query.
    fn reach(&mut self, query: &Query<'_>, corner: Corner, g: f64, from: Corner) -> bool {
        let index = query.index(corner);
        if !self.improves(index, g) {
            return false;
        }
        self.record(query, index, g, from);
        true
    }

    /// Whether `g` is shorter (beyond rounding) than the distance recorded for the corner
    /// `index` as a root in this query ([`Anya::reach`]).
    fn improves(&self, index: usize, g: f64) -> bool {
        let record = &self.roots[index];
        record.epoch != self.epoch || g < record.g - tolerance(g)
    }

    /// Records the corner `index` as a root at distance `g`, reached from `from`.
    fn record(&mut self, query: &Query<'_>, index: usize, g: f64, from: Corner) {
        self.roots[index] = RootRecord {
            g,
            parent: u32::try_from(query.index(from)).unwrap_or(u32::MAX),
            epoch: self.epoch,
        };
    }

    /// Queues the nodes made from index `first` of [`Anya::nodes`] on.
    fn queue_made(&mut self, query: &Query<'_>, first: usize) {
        for (i, node) in self.nodes.iter().enumerate().skip(first) {
            let f = node.g + query.estimate(node);
            let Ok(index) = u32::try_from(i) else {
                return;
            };
            // `f` is never negative or NaN; were it, the node would be taken last.
            let f = Length::new(f).unwrap_or(<Length as crate::cost::Cost>::MAX);
            let entry = Entry {
                f,
                g: f,
                state: index,
                slot: index,
            };
            self.open.push_rounded(entry, ROUNDING_SLACK);
        }
    }

    /// Bends at `corner` (reached from `from`, at distance `g` there) into the cone `lo..hi`
    /// on the row `row`: the corner becomes a root only if the cone is worth queuing, so a
    /// bend into a dead end costs no record.
    #[expect(
        clippy::too_many_arguments,
        reason = "the bend's corner and its cone, gathered where it is made"
    )]
    fn bend_into(
        &mut self,
        query: &Query<'_>,
        from: Corner,
        g: f64,
        corner: Corner,
        row: i64,
        dir: i64,
        lo: End,
        hi: End,
    ) {
        // The cheap test first: most bends refused are refused by the corner's record.
        let g = g + from.distance(corner);
        let index = query.index(corner);
        if !self.improves(index, g) {
            return;
        }
        if query.cone(&mut self.nodes, corner, g, row, dir, lo, hi) {
            self.record(query, index, g, from);
        }
    }

    /// A flat node rooted at `root`, running `dir` along its row to column `end` — unless it
    /// is a dead end: its only successors are the bends at the corners it passes
    /// ([`Query::for_each_flat_bend`]), so a flat node past no such corner, and without the
    /// goal, is not queued (on `random512-40-0`, 70 % of the flat nodes taken from the open
    /// list had none).
    fn push_flat(&mut self, query: &Query<'_>, root: Corner, g: f64, dir: i64, end: i64) {
        let rx = i64::from(root.col);
        let k = end - rx;
        if k == 0 {
            return;
        }
        let (lo, hi) = if dir > 0 { (0, k) } else { (k, 0) };
        let node = Node {
            root,
            g,
            row: i64::from(root.row),
            flat: true,
            dir,
            lo: End::ray(lo, 1),
            hi: End::ray(hi, 1),
        };
        // The root's own corner is not a bend of the node (see `Anya::expand_flat`).
        let (first, last) = if dir > 0 {
            (rx + 1, end)
        } else {
            (end, rx - 1)
        };
        if node.contains(query.goal) || query.any_flat_bend(node.row, first, last, dir) {
            self.nodes.push(node);
        }
    }

    /// The start's nodes: along its row both ways, and the points of the rows above and below
    /// that it sees.
    fn start_successors(&mut self, query: &Query<'_>, start: Corner) {
        let (row, col) = (i64::from(start.row), i64::from(start.col));
        for dir in [1, -1] {
            let end = query.flat_end(row, col, dir);
            self.push_flat(query, start, 0.0, dir, end);
            let next = row + dir;
            if !(0..=query.rows).contains(&next) {
                continue;
            }
            let strip = if dir > 0 { row } else { row - 1 };
            let (left, right) = (query.free(strip, col - 1), query.free(strip, col));
            if !left && !right {
                continue;
            }
            let low = if left {
                query.run_left(strip, col - 1)
            } else {
                col
            };
            let high = if right {
                query.run_right(strip, col)
            } else {
                col
            };
            let (lo, hi) = (End::ray(low - col, 1), End::ray(high - col, 1));
            query.cone(&mut self.nodes, start, 0.0, next, dir, lo, hi);
        }
    }

    /// Turns at the corner `(row, col)`, reached from `from` at distance `g`: `Some(g')` if
    /// it is a root worth following.
    fn turn(
        &mut self,
        query: &Query<'_>,
        from: Corner,
        g: f64,
        row: i64,
        col: i64,
    ) -> Option<(Corner, f64)> {
        let corner = Query::corner(row, col);
        let g = g + from.distance(corner);
        self.reach(query, corner, g, from).then_some((corner, g))
    }

    /// A flat node: at each corner it passes that an obstacle behind it makes a bend, the
    /// cone beyond the bend.
    fn expand_flat(&mut self, query: &Query<'_>, node: &Node) {
        let (y, rx) = (node.row, i64::from(node.root.col));
        let dir = node.dir;
        let (first, last) = (rx + i64::from(node.lo.dx), rx + i64::from(node.hi.dx));
        query.for_each_flat_bend(y, first, last, dir, |c, below| {
            if c == rx {
                return;
            }
            let (strip, vertical) = if below { (y, 1) } else { (y - 1, -1) };
            let ahead = if dir > 0 { c } else { c - 1 };
            let (lo, hi) = if dir > 0 {
                (
                    End::ray(0, 1),
                    End::ray(query.run_right(strip, ahead) - c, 1),
                )
            } else {
                (
                    End::ray(query.run_left(strip, ahead) - c, 1),
                    End::ray(0, 1),
                )
            };
            let corner = Query::corner(y, c);
            self.bend_into(
                query,
                node.root,
                node.g,
                corner,
                y + vertical,
                vertical,
                lo,
                hi,
            );
        });
    }

    /// A cone: its observable successors on the next row, and the bends at the corners of the
    /// obstacles that end it or stand in the strip ahead.
    fn expand_cone(&mut self, query: &Query<'_>, node: &Node, crossings: &Crossings) {
        let (row, dir) = (node.row, node.dir);
        let (rx, root) = (i64::from(node.root.col), node.root);
        let t = node.t();
        let (lo, hi, dist) = (node.lo, node.hi, node.g);
        // The strip of cells ahead (between this row and the next) and behind.
        let (ahead, behind) = if dir > 0 {
            (row, row - 1)
        } else {
            (row - 1, row)
        };
        let next = row + dir;
        let Crossings {
            lo: lo_t,
            hi: hi_t,
            next_lo: lo_t2,
            next_hi: hi_t2,
        } = *crossings;
        if (0..=query.rows).contains(&next) {
            let t2 = t + 1;
            let first = (rx + lo_t.ceil().min(lo_t2.ceil()) - 1).max(0);
            let last = (rx + hi_t.floor.max(hi_t2.floor)).min(query.cols - 1);
            query.for_each_run(ahead, first, last, |left, right| {
                // Observable: the points of the next row in the run, seen through the
                // interval and through the run's cells.
                // Of the run's two rays past each end, the one further in: through the corner
                // on this row when it leans outwards, on the next row when inwards.
                let low = if left > rx {
                    let ray = End::ray(left - rx, t);
                    lo.max_met(lo_t2, ray, || ray.at(t2))
                } else {
                    let exact = Meet {
                        floor: left - rx,
                        exact: true,
                    };
                    lo.max_met(lo_t2, End::ray(left - rx, t2), || exact)
                };
                let high = if right < rx {
                    let ray = End::ray(right - rx, t);
                    hi.min_met(hi_t2, ray, || ray.at(t2))
                } else {
                    let exact = Meet {
                        floor: right - rx,
                        exact: true,
                    };
                    hi.min_met(hi_t2, End::ray(right - rx, t2), || exact)
                };
                query.cone_met(&mut self.nodes, root, dist, next, dir, low, high);
                // Bends at the run's ends: the points of the next row beside the blocked
                // cell the rays pass, which only the run's end corner sees.
                let convex = |x: i64| query.free(behind, x - 1) && query.free(behind, x);
                if left > rx
                    && convex(left)
                    && lo.admits(t, left - rx, true)
                    && hi.admits(t, left - rx, false)
                {
                    let far = End::ray(left - rx, t).min(End::ray(right - left, 1));
                    let corner = Query::corner(row, left);
                    self.bend_into(query, root, dist, corner, next, dir, End::ray(0, 1), far);
                }
                if right < rx
                    && convex(right)
                    && lo.admits(t, right - rx, true)
                    && hi.admits(t, right - rx, false)
                {
                    let far = End::ray(right - rx, t).max(End::ray(left - right, 1));
                    let corner = Query::corner(row, right);
                    self.bend_into(query, root, dist, corner, next, dir, far, End::ray(0, 1));
                }
            });
        }
        // Bends at the interval's ends, around a blocked cell behind them that hides the
        // points beyond: along the row, and into the strip ahead past the ray.
        for (end, at, side) in [(hi, hi_t, 1), (lo, lo_t, -1)] {
            if end.open {
                continue;
            }
            let Some(k) = at.offset() else {
                continue;
            };
            let x = rx + k;
            // The cell behind beyond the end is blocked; the other three are free.
            let (beyond, inside) = if side > 0 { (x, x - 1) } else { (x - 1, x) };
            if k * side < 0
                || query.free(behind, beyond)
                || !query.free(behind, inside)
                || !query.free(ahead, x - 1)
                || !query.free(ahead, x)
            {
                continue;
            }
            let Some((corner, g2)) = self.turn(query, root, dist, row, x) else {
                continue;
            };
            let end_flat = query.flat_end(row, x, side);
            self.push_flat(query, corner, g2, side, end_flat);
            if (0..=query.rows).contains(&next) {
                let ray = End::ray(k, t);
                if side > 0 {
                    let far = End::ray(query.run_right(ahead, x) - x, 1);
                    query.cone(&mut self.nodes, corner, g2, next, dir, ray, far);
                } else {
                    let far = End::ray(query.run_left(ahead, x - 1) - x, 1);
                    query.cone(&mut self.nodes, corner, g2, next, dir, far, ray);
                }
            }
        }
    }
}

/// How far, in units in the last place of a length's bits, a node's `f` may fall below its
/// parent's by rounding alone: `f` never falls in exact arithmetic (the estimate is
/// consistent), and a drop this small (relatively 2^-40, about 10^-12) is queued as no drop
/// ([`Buckets::push_rounded`]), which keeps the open list a radix heap. The nodes' order may
/// then differ from their values' by that much, so a route found may be longer than the
/// shortest by as much, relatively — as much as the rounding of the lengths themselves, and
/// far below the 10^-9 to which the tests hold Anya to the visibility graph.
const ROUNDING_SLACK: u64 = 1 << 12;

/// How much two distances computed along different routes may differ by rounding alone.
fn tolerance(g: f64) -> f64 {
    1e-9 * g.max(1.0)
}

#[cfg(test)]
mod tests {
    use super::{Corner, Query, Sight};
    use crate::{Grid, GridSpace, Moves, Size};

    /// A grid of `rows × cols` cells, each blocked with a chance of `walls` in 100 (a
    /// xorshift stream from `seed`), and its sight.
    fn random_sight(seed: &mut u64, rows: u32, cols: u32, walls: u64) -> (Grid<bool>, Sight) {
        let cells = (0..rows * cols)
            .map(|_| {
                *seed ^= *seed << 13;
                *seed ^= *seed >> 7;
                *seed ^= *seed << 17;
                *seed % 100 >= walls
            })
            .collect();
        let grid = Grid::from_vec(Size::new(rows, cols), cells).unwrap();
        let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&f| f)).unwrap();
        (grid, sight)
    }

    /// A query's context on `sight`, for its scans (the goal is not read by them).
    fn query_on(sight: &Sight) -> Query<'_> {
        let size = sight.size();
        Query {
            sight,
            goal: Corner::new(0, 0),
            rows: i64::from(size.rows),
            cols: i64::from(size.cols),
            width: size.cols as usize + 1,
        }
    }

    /// Runs and flat ends, a word at a time, against a cell at a time, on grids wider than a
    /// word, from every corner of every row, both ways; and the pinches the sight found once,
    /// against the four cells around each corner.
    #[test]
    fn word_scans_agree_with_cell_scans() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for (rows, cols, walls) in [
            (5, 150, 10),
            (4, 200, 40),
            (3, 130, 3),
            (2, 70, 60),
            (3, 300, 1),
        ] {
            let (grid, sight) = random_sight(&mut seed, rows, cols, walls);
            let query = query_on(&sight);
            for row in -3..=i64::from(rows) + 2 {
                for col in -200..i64::from(cols) + 200 {
                    // The cell against the grid itself: blocked outside it.
                    let in_grid =
                        (0..i64::from(rows)).contains(&row) && (0..i64::from(cols)).contains(&col);
                    let cell = in_grid
                        && usize::try_from(row * i64::from(cols) + col)
                            .is_ok_and(|i| grid.cells()[i]);
                    assert_eq!(sight.free(row, col), cell, "cell {row} {col}");
                }
            }
            for row in -1..=i64::from(rows) {
                for col in -70..i64::from(cols) + 70 {
                    let word = sight.cells(row, col);
                    for k in 0..64 {
                        assert_eq!(
                            word >> k & 1 == 1,
                            sight.free(row, col + k),
                            "{row} {col} {k}"
                        );
                    }
                    if sight.free(row, col) {
                        let mut l = col;
                        while sight.free(row, l - 1) {
                            l -= 1;
                        }
                        let mut r = col + 1;
                        while sight.free(row, r) {
                            r += 1;
                        }
                        assert_eq!(query.run_left(row, col), l);
                        assert_eq!(query.run_right(row, col), r);
                    }
                }
            }
            // Points outside the grid's corners are no pinches (the cells around them, some
            // outside the grid, could look like one).
            for row in -3..=i64::from(rows) + 3 {
                for col in -3..=i64::from(cols) + 3 {
                    let corner = (0..=i64::from(rows)).contains(&row)
                        && (0..=i64::from(cols)).contains(&col);
                    if !corner {
                        assert!(!query.pinched(row, col), "pinch outside {row} {col}");
                    }
                }
            }
            for row in 0..=i64::from(rows) {
                for col in 0..=i64::from(cols) {
                    let (ul, ur) = (sight.free(row - 1, col - 1), sight.free(row - 1, col));
                    let (dl, dr) = (sight.free(row, col - 1), sight.free(row, col));
                    let pinch = (!ul && !dr && ur && dl) || (ul && dr && !ur && !dl);
                    assert_eq!(query.pinched(row, col), pinch, "pinch {row} {col}");
                    for dir in [1, -1] {
                        assert_eq!(
                            query.flat_end(row, col, dir),
                            query.flat_end_slowly(row, col, dir),
                            "row {row} col {col} dir {dir}"
                        );
                    }
                }
            }
        }
    }

    /// The runs of free cells a cone's strip is split into ([`Query::for_each_run`]), read
    /// 64 cells at a time, against a scan a cell at a time, on windows of every width up to
    /// 150 cells from everywhere in the picture (runs longer than a word among them).
    #[test]
    fn runs_read_by_words_agree_with_cell_scans() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for (rows, cols, walls) in [(3, 300, 1), (4, 200, 10), (2, 150, 50)] {
            let (_, sight) = random_sight(&mut seed, rows, cols, walls);
            let query = query_on(&sight);
            for row in -1..=i64::from(rows) {
                for first in -1..=i64::from(cols) {
                    let last = first + (first * 7).rem_euclid(150);
                    let mut slowly = Vec::new();
                    let mut c = first;
                    while c <= last {
                        if sight.free(row, c) {
                            let (mut l, mut r) = (c, c + 1);
                            while sight.free(row, l - 1) {
                                l -= 1;
                            }
                            while sight.free(row, r) {
                                r += 1;
                            }
                            slowly.push((l, r));
                            c = r;
                        }
                        c += 1;
                    }
                    let mut runs = Vec::new();
                    query.for_each_run(row, first, last, |l, r| runs.push((l, r)));
                    assert_eq!(runs, slowly, "runs of row {row} from {first} to {last}");
                }
            }
        }
    }

    /// The bends of a flat node ([`Query::for_each_flat_bend`]), 63 corners at a time, against
    /// the rule a corner at a time.
    #[test]
    fn flat_bends_read_by_words_agree_with_the_rule() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for (rows, cols, walls) in [(4, 200, 30), (3, 150, 60), (3, 140, 5)] {
            let (_, sight) = random_sight(&mut seed, rows, cols, walls);
            let query = query_on(&sight);
            let free = |row, col| sight.free(row, col);
            for y in 0..=i64::from(rows) {
                for first in 0..=i64::from(cols) {
                    let last = (first + (first * 5).rem_euclid(140)).min(i64::from(cols));
                    for dir in [1, -1] {
                        let mut slowly = Vec::new();
                        for c in first..=last {
                            let (behind, ahead) = if dir > 0 { (c - 1, c) } else { (c, c - 1) };
                            for (strip, other, below) in [(y, y - 1, true), (y - 1, y, false)] {
                                if !free(strip, behind)
                                    && free(strip, ahead)
                                    && free(other, behind)
                                    && free(other, ahead)
                                {
                                    slowly.push((c, below));
                                }
                            }
                        }
                        let mut bends = Vec::new();
                        query.for_each_flat_bend(y, first, last, dir, |c, below| {
                            bends.push((c, below));
                        });
                        assert_eq!(bends, slowly, "row {y} from {first} to {last} dir {dir}");
                        assert_eq!(
                            query.any_flat_bend(y, first, last, dir),
                            !slowly.is_empty(),
                            "row {y} from {first} to {last} dir {dir}"
                        );
                    }
                }
            }
        }
    }
}
