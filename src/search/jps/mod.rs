//! Jump Point Search for uniform-cost 8-connected grids without corner cutting.
//!
//! [`JumpPointSearch`] answers the same queries as [`AStar`](crate::AStar) on
//! [`GridSpace::octile`](crate::GridSpace::octile) with
//! [`heuristic::octile`](crate::heuristic::octile) — the Moving AI movement model: 8-connected,
//! a straight step costs 1 and a diagonal step √2, and a diagonal step is legal only if the
//! target cell *and both* orthogonal cells beside it are free — and returns the same optimal
//! [`Octile`] lengths, exactly. It gets there by expanding only *jump points*: instead of
//! pushing every neighbour of a cell onto the open list, it follows each direction in a
//! straight or diagonal line ("jumps") until something interesting happens, and only that cell
//! enters the open list.
//!
//! Two values divide the work:
//!
//! - a [`JumpGrid`], built once per grid with [`JumpGrid::new`]: the grid's passability bits,
//!   row-major and column-major, and a table of precomputed straight jumps. It is immutable and
//!   `Send + Sync`, shared by any number of workspaces and threads;
//! - a [`JumpPointSearch`], the reusable workspace of one thread: epoch marks, distances,
//!   parents and the open list. [`JumpPointSearch::search`] takes the `JumpGrid`, a start and a
//!   goal, and returns a [`JumpPath`].
//!
//! The pruning rules of this movement model (which differ from the classic paper's, which
//! allows corner cutting), why no cell needs forced neighbours after a diagonal move, the
//! corridor corners, the bit-parallel scans and the jump table's layout are described, with
//! the arguments for optimality, in `docs/jps.md` of the repository.
//!
//! The module is split by role: `grid.rs` ([`JumpGrid`]), `masks.rs` (the two masks and their
//! 64-cell word windows), `table.rs` (the precomputed straight jumps), `prune.rs` (the pruning
//! rules: straight jumps, corridor chains, diagonal sweeps, path replay), and this file (the
//! workspace and the A* loop over jump points).
//!
//! # Complexity
//!
//! Building a [`JumpGrid`] is `O(cells)`. A query looks up each straight jump from an
//! expanded jump point (jumps of 31+ cells scan the line, 64 cells per word operation); in the
//! worst case (a grid where almost every cell is a jump point) it is A* with `O(n log n)` heap
//! work for `n` reachable cells, and on open or corridor-like maps it expands a small fraction
//! of the cells A* expands. Memory: 14 bytes per padded cell of the largest grid searched in
//! the workspace; 4.25 bytes per padded cell in the `JumpGrid`.

mod grid;
mod masks;
mod prune;
mod table;

use core::cmp::Reverse;
use std::collections::BinaryHeap;

pub use grid::JumpGrid;

use crate::cost::{Cost, Octile};
use crate::grid::{Dir, Pos};
use prune::Query;

/// A parent index meaning "none" (the start).
const NONE: u32 = u32::MAX;

/// The most corridor corners a straight jump follows before it stops at one (a bound that keeps
/// a jump around a closed ring of corridor finite).
const MAX_CORNERS: usize = 64;

/// A cell's distance and parent, meaningful while its mark is the query's epoch (open) or the
/// epoch + 1 (closed).
#[derive(Debug, Clone, Copy)]
struct Link {
    g: Octile,
    parent: u32,
}

const FRESH: Link = Link {
    g: Octile::new(0, 0),
    parent: NONE,
};

/// The per-cell records of the queries on one workspace, indexed by padded cell: a `u16`
/// epoch mark per cell, and a distance and parent ([`Link`]) that count only while the mark
/// says the cell belongs to the current query. The marks live in their own array: every
/// successor reads its mark, and only open ones need the link, so the array read for every
/// successor stays small (a quarter of the links' size).
///
/// Nothing is cleared per query: [`Records::begin`] moves the epoch on by two (open, closed),
/// and refills the marks only once every 32,766 queries, when the epoch would overflow.
#[derive(Debug, Clone, Default)]
struct Records {
    marks: Vec<u16>,
    links: Vec<Link>,
    /// The mark of an open cell in the current query; `open + 1` marks a closed one. 0 before
    /// the first query.
    open: u16,
}

impl Records {
    /// Starts a query on `cells` padded cells: makes room, and moves the epoch past the last
    /// query's marks.
    fn begin(&mut self, cells: usize) {
        if self.marks.len() < cells {
            self.marks.resize(cells, 0);
            self.links.resize(cells, FRESH);
        }
        if self.open == 0 || self.open > u16::MAX - 4 {
            self.marks.fill(0);
            self.open = 1;
        } else {
            self.open += 2;
        }
    }

    /// Whether `cell` is open in the current query (reached, not yet expanded).
    #[inline]
    fn is_open(&self, cell: usize) -> bool {
        self.marks.get(cell) == Some(&self.open)
    }

    /// Whether `cell` is closed in the current query (expanded, or the goal taken).
    #[inline]
    fn is_closed(&self, cell: usize) -> bool {
        self.marks.get(cell) == Some(&(self.open + 1))
    }

    /// Closes `cell` if it is open; `false` if it is not (a stale open-list entry).
    #[inline]
    fn close(&mut self, cell: usize) -> bool {
        match self.marks.get_mut(cell) {
            Some(mark) if *mark == self.open => {
                *mark = self.open + 1;
                true
            }
            _ => false,
        }
    }

    /// Opens `cell` as the start of the query: distance 0, no parent.
    fn start(&mut self, cell: usize) {
        if let (Some(mark), Some(link)) = (self.marks.get_mut(cell), self.links.get_mut(cell)) {
            *mark = self.open;
            *link = FRESH;
        }
    }

    /// Records `g` through `parent` as `cell`'s distance if that improves on what the query
    /// knows (the cell is not closed, and not open at `g` or less): opens it and returns `true`.
    #[inline]
    fn improve(&mut self, cell: usize, g: Octile, parent: usize) -> bool {
        let (Some(mark), Some(link)) = (self.marks.get_mut(cell), self.links.get_mut(cell)) else {
            return false;
        };
        if *mark == self.open + 1 || (*mark == self.open && link.g <= g) {
            return false;
        }
        *mark = self.open;
        *link = Link {
            g,
            parent: cell32(parent),
        };
        true
    }

    /// The distance of `cell` from the start, if the current query reached it.
    #[inline]
    fn distance(&self, cell: usize) -> Option<Octile> {
        if self.is_open(cell) || self.is_closed(cell) {
            self.links.get(cell).map(|link| link.g)
        } else {
            None
        }
    }

    /// The parent of `cell` on its best path, if the current query reached it through one
    /// (`None` for the start).
    #[inline]
    fn parent(&self, cell: usize) -> Option<usize> {
        if !(self.is_open(cell) || self.is_closed(cell)) {
            return None;
        }
        let parent = self.links.get(cell)?.parent;
        (parent != NONE).then_some(parent as usize)
    }
}

/// The open list: a binary heap of entries packed into one `u128` — the [`Octile::sort_key`]
/// of `f = g + h`, a `u32` tie-breaker ([`tie_of`]) and the `u32` cell — so that one integer
/// comparison orders them. An `f` without a key (counts of 2²⁸ or more, on grids far beyond
/// any benchmark) goes to a second heap ordered by exact [`Octile`] comparison, taken from only
/// when the first is empty: keys are down-closed (every value without a key is larger than
/// every value with one), and with a consistent heuristic the values taken never decrease.
/// An entry whose value equals that of the entry last taken — the least value in the open
/// list — goes on a small stack instead, and is taken next without a trip through a heap.
#[derive(Debug, Clone)]
struct OpenList {
    keyed: BinaryHeap<Reverse<u128>>,
    exact: BinaryHeap<Reverse<(Octile, u32, u32)>>,
    /// Entries whose value equals the last one taken, which is the least in the open list.
    stack: Vec<(u32, u32)>,
    /// The key of the last entry taken from `keyed` (`u64::MAX`, which is no key, before).
    top_key: u64,
    /// The value of the last entry taken from `exact` (`Octile::MAX` before).
    top_exact: Octile,
    /// Keys from this one up go to `exact` as if they had none: `u64::MAX` (no key is that
    /// large), lowered only by tests of the exact heap.
    key_limit: u64,
}

impl Default for OpenList {
    fn default() -> Self {
        OpenList {
            keyed: BinaryHeap::new(),
            exact: BinaryHeap::new(),
            stack: Vec::new(),
            top_key: u64::MAX,
            top_exact: Octile::MAX,
            key_limit: u64::MAX,
        }
    }
}

impl OpenList {
    fn clear(&mut self) {
        self.keyed.clear();
        self.exact.clear();
        self.stack.clear();
        self.top_key = u64::MAX;
        self.top_exact = Octile::MAX;
    }

    #[inline]
    fn push(&mut self, f: Octile, tie: u32, cell: u32) {
        match f.sort_key() {
            Some(key) if key < self.key_limit => {
                if key == self.top_key {
                    self.stack.push((cell, tie));
                } else {
                    // One integer compares like the tuple (key, tie, cell), in fewer
                    // instructions.
                    let entry = u128::from(key) << 64 | u128::from(tie) << 32 | u128::from(cell);
                    self.keyed.push(Reverse(entry));
                }
            }
            _ => {
                if f == self.top_exact {
                    self.stack.push((cell, tie));
                } else {
                    self.exact.push(Reverse((f, tie, cell)));
                }
            }
        }
    }

    /// The cell and tie-breaker of an entry with the least value.
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "unpacking the fields packed by push"
    )]
    fn pop(&mut self) -> Option<(u32, u32)> {
        if let Some(entry) = self.stack.pop() {
            return Some(entry);
        }
        if let Some(Reverse(entry)) = self.keyed.pop() {
            self.top_key = (entry >> 64) as u64;
            return Some((entry as u32, (entry >> 32) as u32));
        }
        let Reverse((f, tie, cell)) = self.exact.pop()?;
        self.top_exact = f;
        Some((cell, tie))
    }
}

/// Jump Point Search: a reusable workspace for shortest paths on a [`JumpGrid`], the
/// 8-connected, no-corner-cutting octile grid of [`GridSpace::octile`](crate::GridSpace::octile)
/// prepared for it. See the [module docs](crate::search::jps) and `docs/jps.md` for the pruning
/// rules and why they give optimal lengths.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Octile, Pos};
///
/// let grid = Grid::parse(
///     "......\n\
///      .####.\n\
///      ......\n",
///     Some,
/// )?;
/// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |&c| c == '.'))?;
/// let mut jps = JumpPointSearch::new();
/// let found = jps.search(&jump_grid, Pos::new(0, 0), Pos::new(2, 5)).unwrap();
/// assert_eq!(found.length(), Octile::new(7, 0));
/// assert_eq!(found.path().len(), 8);
/// assert_eq!(jps.search(&jump_grid, Pos::new(0, 0), Pos::new(1, 1)), None); // a wall
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct JumpPointSearch {
    records: Records,
    open: OpenList,
}

/// A path found by [`JumpPointSearch`]: its exact length, its jump points, and the cells in
/// between on demand.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Octile, Pos};
/// let grid = Grid::new(4, 3, '.')?;
/// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |_| true))?;
/// let found = JumpPointSearch::new().search(&jump_grid, Pos::new(0, 0), Pos::new(2, 3)).unwrap();
/// assert_eq!(found.length(), Octile::new(1, 2));
/// assert_eq!(found.jump_points().first(), Some(&Pos::new(0, 0)));
/// assert_eq!(found.path().len(), 4);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JumpPath {
    length: Octile,
    jump_points: Vec<Pos>,
    expanded: usize,
}

impl JumpPath {
    /// The exact length of the path: straight steps + diagonal steps × √2.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Octile, Pos};
    /// let grid = Grid::new(3, 3, '.')?;
    /// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |_| true))?;
    /// let found = JumpPointSearch::new().search(&jump_grid, Pos::new(0, 0), Pos::new(2, 2));
    /// assert_eq!(found.unwrap().length(), Octile::new(0, 2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn length(&self) -> Octile {
        self.length
    }

    /// The turning points of the path from the start to the goal, both included: the jump
    /// points the search expanded, with the corridor corners and diagonal cells its jumps
    /// passed put back between them. Consecutive points lie on one straight or diagonal line,
    /// which is free between them.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Pos};
    /// let grid = Grid::new(5, 1, '.')?;
    /// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |_| true))?;
    /// let found = JumpPointSearch::new().search(&jump_grid, Pos::new(0, 0), Pos::new(0, 4));
    /// assert_eq!(found.unwrap().jump_points(), &[Pos::new(0, 0), Pos::new(0, 4)]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn jump_points(&self) -> &[Pos] {
        &self.jump_points
    }

    /// Every cell of the path from the start to the goal, both included: each consecutive pair
    /// is one legal move.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Pos};
    /// let grid = Grid::new(3, 2, '.')?;
    /// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |_| true))?;
    /// let found = JumpPointSearch::new().search(&jump_grid, Pos::new(0, 0), Pos::new(1, 2));
    /// let path = found.unwrap().path();
    /// assert_eq!(path.len(), 3);
    /// assert_eq!(path[2], Pos::new(1, 2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn path(&self) -> Vec<Pos> {
        let mut path = Vec::new();
        let mut points = self.jump_points.iter();
        let Some(&first) = points.next() else {
            return path;
        };
        path.push(first);
        let mut at = first;
        for &next in points {
            let step = |from: u32, to: u32| match to.cmp(&from) {
                core::cmp::Ordering::Less => from - 1,
                core::cmp::Ordering::Equal => from,
                core::cmp::Ordering::Greater => from + 1,
            };
            while at != next {
                at = Pos::new(step(at.row, next.row), step(at.col, next.col));
                path.push(at);
            }
        }
        path
    }

    /// How many jump points the search expanded (took from its open list and jumped from).
    /// The goal is not expanded.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Pos};
    /// let grid = Grid::new(8, 8, '.')?;
    /// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |_| true))?;
    /// let found = JumpPointSearch::new().search(&jump_grid, Pos::new(0, 0), Pos::new(7, 7));
    /// assert_eq!(found.unwrap().expanded(), 1);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn expanded(&self) -> usize {
        self.expanded
    }
}

impl JumpPointSearch {
    /// An empty workspace; it grows to the largest grid searched.
    ///
    /// ```
    /// let mut jps = gridpath::JumpPointSearch::new();
    /// # let _ = &mut jps;
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// The shortest path from `start` to `goal` on `grid`, or `None` if there is none —
    /// including when `start` or `goal` is outside the grid or not passable. `start == goal`
    /// (passable) gives the one-cell path of length 0.
    ///
    /// A query costs what it explores: the workspace's records are not cleared between
    /// queries, and the grid's jumps were precomputed when the [`JumpGrid`] was built.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{AStar, Grid, GridSpace, JumpGrid, JumpPointSearch, Pos, heuristic};
    ///
    /// let grid = Grid::parse(
    ///     "..........\n\
    ///      ...#......\n\
    ///      ...#..##..\n\
    ///      ...#...#..\n",
    ///     Some,
    /// )?;
    /// let space = GridSpace::octile(&grid, |&c| c == '.');
    /// let jump_grid = JumpGrid::new(&space)?;
    /// let (start, goal) = (Pos::new(3, 0), Pos::new(3, 9));
    ///
    /// let mut jps = JumpPointSearch::new();
    /// let found = jps.search(&jump_grid, start, goal).unwrap();
    /// let mut astar = AStar::new();
    /// let reference = astar.search(&space, [start], |p| p == goal, heuristic::octile(goal));
    /// assert_eq!(Some(found.length()), reference.goal_distance());
    /// assert_eq!(found.path().first(), Some(&start));
    /// assert_eq!(found.path().last(), Some(&goal));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search(&mut self, grid: &JumpGrid, start: Pos, goal: Pos) -> Option<JumpPath> {
        if !grid.is_passable(start) || !grid.is_passable(goal) {
            return None;
        }
        if start == goal {
            return Some(JumpPath {
                length: Octile::new(0, 0),
                jump_points: vec![start],
                expanded: 0,
            });
        }
        let query = Query::new(grid, JumpGrid::padded(goal));
        self.run(&query, JumpGrid::padded(start))
    }

    /// The A* loop over jump points.
    fn run(&mut self, query: &Query<'_>, (start_y, start_x): (usize, usize)) -> Option<JumpPath> {
        let row_len = query.row_len;
        self.records.begin(query.cells());
        let h = |y: usize, x: usize| {
            Octile::between(
                coord(y.abs_diff(query.goal_y)),
                coord(x.abs_diff(query.goal_x)),
            )
        };
        let goal = query.goal_y * row_len + query.goal_x;
        let start = start_y * row_len + start_x;
        self.open.clear();
        self.records.start(start);
        let h0 = h(start_y, start_x);
        self.open.push(h0, tie_of(h0, None), cell32(start));
        let mut expanded = 0;
        while let Some((cell, tie)) = self.open.pop() {
            let cell = cell as usize;
            if !self.records.close(cell) {
                continue; // closed already: a stale entry
            }
            if cell == goal {
                return Some(self.finish(query, cell, expanded));
            }
            expanded += 1;
            let g = self.records.distance(cell).unwrap_or(Octile::new(0, 0));
            let y = cell / row_len;
            let x = cell - y * row_len;
            let (records, open) = (&mut self.records, &mut self.open);
            query.successors(y, x, dir_of(tie), |(jy, jx, cost, dir)| {
                let next = jy * row_len + jx;
                let g2 = g + cost;
                if records.improve(next, g2, cell) {
                    let h2 = h(jy, jx);
                    open.push(g2 + h2, tie_of(h2, Some(dir)), cell32(next));
                }
            });
        }
        None
    }

    /// The path to the closed goal `cell`, from the parent links, with the turning points
    /// between jump points put back ([`Query::replay`]).
    fn finish(&self, query: &Query<'_>, cell: usize, expanded: usize) -> JumpPath {
        let row_len = query.row_len;
        let records = &self.records;
        let length = records.distance(cell).unwrap_or(Octile::new(0, 0));
        let mut links = Vec::new();
        let mut at = Some(cell);
        while let Some(here) = at.filter(|_| links.len() < records.links.len()) {
            links.push((here, records.distance(here).unwrap_or(Octile::new(0, 0))));
            at = records.parent(here);
        }
        links.reverse();
        let place = |i: usize| (i / row_len, i % row_len);
        let pos = |(y, x): (usize, usize)| Pos::new(coord(y - 1), coord(x - 1));
        let mut jump_points = Vec::with_capacity(links.len());
        for (k, &(i, g)) in links.iter().enumerate() {
            let (y, x) = place(i);
            if let Some(&(before, g0)) = k.checked_sub(1).and_then(|k| links.get(k)) {
                let (y0, x0) = place(before);
                let (dy, dx) = (y.abs_diff(y0), x.abs_diff(x0));
                let cost = Octile::new(g.straight - g0.straight, g.diagonal - g0.diagonal);
                let line = dy == 0 || dx == 0 || dy == dx;
                if !line || cost != Octile::between(coord(dy), coord(dx)) {
                    jump_points
                        .extend(query.replay((y0, x0), (y, x), cost).iter().map(|&p| pos(p)));
                }
            }
            jump_points.push(pos((y, x)));
        }
        JumpPath {
            length,
            jump_points,
            expanded,
        }
    }
}

/// The direction codes of [`tie_of`]: `(dy + 1) × 3 + (dx + 1)`, 4 for none.
const DIRS: [Option<Dir>; 9] = [
    Some(Dir::UpLeft),
    Some(Dir::Up),
    Some(Dir::UpRight),
    Some(Dir::Left),
    None,
    Some(Dir::Right),
    Some(Dir::DownLeft),
    Some(Dir::Down),
    Some(Dir::DownRight),
];

/// The second part of an open-list entry: among equal priorities the smaller `h` first (that
/// is, the larger `g`: the entry nearer the goal), in units of 1/64 (an approximation is enough
/// for a tie-breaker); the low 4 bits carry the direction the cell was entered in ([`DIRS`]).
#[inline]
#[expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "a non-negative float saturates into u32; the tie-breaker needs no precision"
)]
fn tie_of(h: Octile, dir: Option<Dir>) -> u32 {
    let h = ((h.to_f64() * 64.0) as u32).min((1 << 28) - 1);
    let code = match dir {
        Some(Dir::UpLeft) => 0,
        Some(Dir::Up) => 1,
        Some(Dir::UpRight) => 2,
        Some(Dir::Left) => 3,
        None => 4,
        Some(Dir::Right) => 5,
        Some(Dir::DownLeft) => 6,
        Some(Dir::Down) => 7,
        Some(Dir::DownRight) => 8,
    };
    (h << 4) | code
}

/// The direction stored by [`tie_of`]; `None` for the start.
#[inline]
fn dir_of(tie: u32) -> Option<Dir> {
    DIRS.get((tie & 15) as usize).copied().flatten()
}

/// A padded cell index as `u32` (a [`JumpGrid`] has fewer than `u32::MAX` padded cells).
#[inline]
#[expect(
    clippy::cast_possible_truncation,
    reason = "JumpGrid::new checks that every padded index is below u32::MAX"
)]
fn cell32(cell: usize) -> u32 {
    cell as u32
}

/// A coordinate or coordinate difference of the grid as `u32` (grids have `u32` sides).
#[inline]
fn coord(n: usize) -> u32 {
    crate::grid::coord(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Grid, GridSpace};

    /// The exact heap gives the same answers as the keyed one, alone (every key treated as
    /// missing) and together with it (keys above a limit treated as missing, so that a query
    /// moves from one heap to the other on the way).
    #[test]
    fn exact_fallback_matches_fast_keys() {
        let mut seed = 0x2545_f491_u64;
        let mut next = move || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            usize::try_from(seed >> 33).unwrap()
        };
        for _ in 0..200 {
            let (w, h) = (1 + next() % 24, 1 + next() % 24);
            let density = next() % 50;
            let grid = Grid::from_fn(w, h, |_| next() % 100 >= density).unwrap();
            let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |&free| free)).unwrap();
            let mut jps = JumpPointSearch::new();
            for _ in 0..8 {
                let (start, goal) = (next() % grid.len(), next() % grid.len());
                let (start, goal) = (grid.pos_of(start).unwrap(), grid.pos_of(goal).unwrap());
                jps.open.key_limit = u64::MAX;
                let keyed = jps.search(&jump_grid, start, goal);
                let Some(length) = keyed.as_ref().map(JumpPath::length) else {
                    continue;
                };
                // Half the path's key, and no key at all.
                let half = Octile::new(length.straight / 2, length.diagonal / 2);
                for limit in [half.sort_key().unwrap(), 0] {
                    jps.open.key_limit = limit;
                    let exact = jps.search(&jump_grid, start, goal);
                    assert_eq!(exact.map(|e| e.length), Some(length), "{start:?} {goal:?}");
                }
            }
        }
    }

    /// The records answer for the current query only.
    #[test]
    fn records_belong_to_one_query() {
        let mut records = Records::default();
        records.begin(8);
        records.start(1);
        assert!(records.improve(2, Octile::new(1, 0), 1));
        assert!(!records.improve(2, Octile::new(2, 0), 1));
        assert_eq!(records.distance(2), Some(Octile::new(1, 0)));
        assert_eq!(records.parent(2), Some(1));
        assert_eq!(records.parent(1), None);
        assert!(records.close(2));
        assert!(!records.close(2));
        assert!(!records.improve(2, Octile::new(0, 0), 1));
        records.begin(8);
        assert_eq!(records.distance(2), None);
        assert_eq!(records.parent(2), None);
        assert!(!records.close(2));
    }
}
