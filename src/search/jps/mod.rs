//! Jump Point Search: the prepared grid ([`JumpGrid`]) and the workspace ([`JumpPointSearch`]).
//!
//! The module is split by role: `grid.rs` ([`JumpGrid`]), `masks.rs` (the two masks and their
//! 64-cell word windows), `table.rs` (the precomputed straight jumps), `prune.rs` (the pruning
//! rules: straight jumps, corridor chains, diagonal sweeps, path replay), and this file (the
//! workspace and the A* loop over jump points).

mod grid;
mod masks;
mod prune;
mod table;

use core::cell::Cell;
use core::cmp::Reverse;
use std::collections::BinaryHeap;

pub use grid::JumpGrid;

use crate::cost::{Cost, Octile};
use crate::grid::{Dir, Pos};
use crate::search::engine::{Outcome, Records, Workspace, walk_path};
use crate::search::events::{Observer, Observing, Unobserved};
use crate::search::frontier::{Buckets, Frontier};
use crate::search::table::NONE;
use crate::search::weighted::{self, Costs, Linked, Mark, WEIGHTED_MARKS};
use crate::search::{SearchEvent, SearchTree, Storage};
use prune::{Query, Reach};

/// The most corridor corners a straight jump follows before it stops at one (a bound that keeps
/// a jump around a closed ring of corridor finite).
const MAX_CORNERS: usize = 64;

/// One query's records, indexed by padded cell: the weighted engines' one-byte marks (open,
/// closed), parents and distances, lent by the core's [`Workspace`] for a loop of JPS's own.
struct Cells<'w> {
    marks: &'w mut [Mark],
    links: &'w mut [Linked<Octile>],
    open: Mark,
}

impl Cells<'_> {
    /// Opens `cell` as a start: distance 0, no parent; `false` if it already is one.
    fn start(&mut self, cell: usize) -> bool {
        match (self.marks.get_mut(cell), self.links.get_mut(cell)) {
            (Some(mark), Some(link)) if *mark != self.open => {
                (*mark, *link) = (self.open, Linked::new(Octile::ZERO, NONE));
                true
            }
            _ => false,
        }
    }

    /// Closes `cell` if it is open; `false` if it is not (a stale open-list entry).
    #[inline]
    fn close(&mut self, cell: usize) -> bool {
        match self.marks.get_mut(cell) {
            Some(mark) if *mark == self.open => {
                *mark = self.open.closed();
                true
            }
            _ => false,
        }
    }

    /// The distance of an open or closed `cell`.
    #[inline]
    fn distance(&self, cell: usize) -> Octile {
        self.links.get(cell).map_or(Octile::ZERO, |link| link.dist)
    }

    /// Records `g` through `parent` as `cell`'s distance if that improves on what the query
    /// knows (the cell is not closed, and not open at `g` or less) and `admit` allows it: opens
    /// it and returns `true`.
    #[inline]
    fn improve(
        &mut self,
        cell: usize,
        g: Octile,
        parent: usize,
        admit: impl FnOnce() -> bool,
    ) -> bool {
        let (Some(mark), Some(link)) = (self.marks.get_mut(cell), self.links.get_mut(cell)) else {
            return false;
        };
        if *mark == self.open.closed() || (*mark == self.open && link.dist <= g) || !admit() {
            return false;
        }
        (*mark, *link) = (self.open, Linked::new(g, cell32(parent)));
        true
    }
}

/// A workspace's records as the [`SearchTree`] result reads them: the core's records, and the goal
/// of the last query, with which the path between two jump points is found again.
#[derive(Debug, Clone, Default)]
struct JumpRecords {
    cells: Workspace<Pos, Costs<Octile>>,
    goal: (usize, usize),
}

impl<'g> Records<&'g JumpGrid, Octile> for JumpRecords {
    fn storage(&self) -> Storage {
        Records::<&JumpGrid, Octile>::storage(&self.cells)
    }
    fn find(&self, grid: &&'g JumpGrid, pos: Pos) -> Option<usize> {
        self.cells.find(grid, pos)
    }
    fn state(&self, grid: &&'g JumpGrid, slot: usize) -> Option<Pos> {
        self.cells.state(grid, slot)
    }
    fn distance(&self, slot: usize) -> Option<Octile> {
        Records::<&JumpGrid, Octile>::distance(&self.cells, slot)
    }
    fn pred(&self, slot: usize) -> Option<usize> {
        Records::<&JumpGrid, Octile>::pred(&self.cells, slot)
    }
    fn len(&self) -> usize {
        Records::<&JumpGrid, Octile>::len(&self.cells)
    }
    fn for_each_settled(&self, grid: &&'g JumpGrid, visit: &mut dyn FnMut(usize, Pos, Octile)) {
        self.cells.for_each_settled(grid, visit);
    }
    /// A link joins two jump points, often several cells apart.
    fn links_are_moves(&self) -> bool {
        false
    }

    /// The cells from the predecessor (a jump point) to the jump point in `slot`: the turning
    /// points between them put back ([`Query::replay`]) and the cells between those filled in.
    fn extend_link(&self, grid: &&'g JumpGrid, slot: usize, out: &mut Vec<Pos>) -> Option<()> {
        self.visit_link(grid, slot, |query, from, to, cost| {
            query.link(from, to, cost, |cell| out.push(cell));
        })
    }

    /// The jump points of the path and the turns between them ([`Query::link_turns`]): the
    /// path's cells are never built.
    fn path_points(&self, grid: &&'g JumpGrid, slot: usize) -> Option<Vec<Pos>> {
        walk_path(
            slot,
            self.len(),
            |slot| self.pred(slot),
            |slot, out| {
                self.visit_link(grid, slot, |query, from, to, cost| {
                    query.link_turns(from, to, cost, |cell| out.push(cell));
                })
            },
        )
    }
}

impl JumpRecords {
    /// Calls `link(query, from, to, cost)` with the padded cells of the link that ends at
    /// `slot` — the predecessor (a jump point) and the jump point in `slot` — and its cost;
    /// for a start, `from` is `to` and the cost zero.
    fn visit_link<'g>(
        &self,
        grid: &'g JumpGrid,
        slot: usize,
        link: impl FnOnce(&Query<'g>, (usize, usize), (usize, usize), Octile),
    ) -> Option<()> {
        let query = Query::new(grid, self.goal);
        let place = |i: usize| (i / query.row_len, i % query.row_len);
        let to = place(slot);
        let Some(before) = Records::<&JumpGrid, Octile>::pred(self, slot) else {
            link(&query, to, to, Octile::ZERO);
            return Some(());
        };
        // A link's ends are closed: each was expanded, or is the end.
        let g0 = Records::<&JumpGrid, Octile>::distance(self, before)?;
        let g = Records::<&JumpGrid, Octile>::distance(self, slot)?;
        let cost = Octile::new(g.straight - g0.straight, g.diagonal - g0.diagonal);
        link(&query, place(before), to, cost);
        Some(())
    }
}

impl Query<'_> {
    /// Visits the cells of the link of cost `cost` from the padded cell `from` to the padded
    /// cell `to`, in order, `from` left out: the turning points between them put back
    /// ([`Query::link_turns`]) and the cells between those filled in. For `from == to`, the
    /// cell itself.
    fn link(
        &self,
        from: (usize, usize),
        to: (usize, usize),
        cost: Octile,
        mut visit: impl FnMut(Pos),
    ) {
        if from == to {
            visit(unpadded(to));
            return;
        }
        let mut at = unpadded(from);
        self.link_turns(from, to, cost, |to| {
            let step = |from: u32, to: u32| match to.cmp(&from) {
                core::cmp::Ordering::Less => from - 1,
                core::cmp::Ordering::Equal => from,
                core::cmp::Ordering::Greater => from + 1,
            };
            while at != to {
                at = Pos::new(step(at.row, to.row), step(at.col, to.col));
                visit(at);
            }
        });
    }

    /// Visits the cells of the link of cost `cost` from the padded cell `from` to the padded
    /// cell `to` at which it may turn, in order: the turning points between them, when the
    /// link is not one straight or diagonal line, then `to`. The link runs in a straight or
    /// diagonal line from `from` to the first, and from each to the next.
    ///
    /// The turns are found by doing the jumps again ([`Query::replay`]). A start's link
    /// straight to the goal ([`Query::direct`]) is not a chain of jumps — its straight part
    /// may pass jump points — and replays to nothing: it is diagonal steps toward `to`, then
    /// straight ones, and turns where the diagonal part ends.
    fn link_turns(
        &self,
        from: (usize, usize),
        to: (usize, usize),
        cost: Octile,
        mut visit: impl FnMut(Pos),
    ) {
        let (dy, dx) = (to.0.abs_diff(from.0), to.1.abs_diff(from.1));
        let line = dy == 0 || dx == 0 || dy == dx;
        if !line || cost != Octile::between(coord(dy), coord(dx)) {
            let turns = self.replay(from, to, cost);
            if turns.is_empty() && !line {
                let diagonal = dy.min(dx);
                let toward = |from: usize, to: usize| {
                    if to > from {
                        from + diagonal
                    } else {
                        from - diagonal
                    }
                };
                visit(unpadded((toward(from.0, to.0), toward(from.1, to.1))));
            }
            for turn in turns {
                visit(unpadded(turn));
            }
        }
        visit(unpadded(to));
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
    fn heap_bytes(&self) -> usize {
        self.keyed.capacity() * size_of::<u128>()
            + self.exact.capacity() * size_of::<(Octile, u32, u32)>()
            + self.stack.capacity() * size_of::<(u32, u32)>()
    }

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
/// prepared for it. It answers like every other engine, with a [`SearchTree`]: the exact length,
/// the path (every cell), the jump points expanded, and the path's turning points
/// ([`SearchTree::turning_points`]), which it reads from its jump points without building the
/// path cell by cell.
///
/// It finds what [`AStar`](crate::AStar) finds on
/// [`GridSpace::octile`](crate::GridSpace::octile) with
/// [`heuristic::octile`](crate::heuristic::octile) — the Moving AI movement model: 8-connected,
/// a straight step costs 1 and a diagonal step √2, and a diagonal step is legal only if the
/// target cell *and both* orthogonal cells beside it are free — and returns the same optimal
/// [`Octile`] lengths, exactly. It gets there by expanding only *jump points*: instead of
/// pushing every neighbour of a cell onto the open list, it follows each direction in a
/// straight or diagonal line ("jumps") until something interesting happens, and only that cell
/// enters the open list.
///
/// Two values divide the work:
///
/// - a [`JumpGrid`], built once per grid with [`JumpGrid::new`]: the grid's passability bits,
///   row-major and column-major, and a table of precomputed straight jumps and diagonal
///   sweeps. It is immutable and
///   `Send + Sync`, shared by any number of workspaces and threads;
/// - a [`JumpPointSearch`], the reusable workspace of one thread: epoch marks, distances,
///   parents and the open list. [`JumpPointSearch::search`] takes the `JumpGrid`, a start and a
///   goal, and returns a [`SearchTree`], like every other engine.
///
/// The pruning rules of this movement model (which differ from the classic paper's, which
/// allows corner cutting), why no cell needs forced neighbours after a diagonal move, the
/// corridor corners, the bit-parallel scans and the jump table's layout are described, with
/// the arguments for optimality, in the guide [`jump_point_search`](crate::guide::jump_point_search).
///
/// # Complexity
///
/// Building a [`JumpGrid`] is `O(cells)`. A query looks up each straight jump from an
/// expanded jump point (jumps of 65535+ cells scan the line, 64 cells per word operation) and
/// follows each diagonal from one cell of interest to the next by table lookups; in the
/// worst case (a grid where almost every cell is a jump point) it is A* with `O(n log n)` heap
/// work for `n` reachable cells, and on open or corridor-like maps it expands a small fraction
/// of the cells A* expands. Memory: 14 bytes per padded cell of the largest grid searched in
/// the workspace; 8.25 bytes per padded cell in the `JumpGrid` (16.25 on grids with straight
/// jumps of 63 cells or more).
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
/// let found = jps.search(&jump_grid, [Pos::new(0, 0)], Pos::new(2, 5));
/// assert_eq!(found.goal_distance(), Some(Octile::new(7, 0)));
/// assert_eq!(found.path().map(|p| p.len()), Some(8));
/// let walled = jps.search(&jump_grid, [Pos::new(0, 0)], Pos::new(1, 1));
/// assert_eq!(walled.path(), None); // a wall
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct JumpPointSearch {
    records: JumpRecords,
    open: OpenList,
    /// The queue of the A* the workspace falls back on if the dense records cannot be
    /// allocated (empty otherwise).
    fallback: Buckets<Pos, Octile>,
}

impl JumpPointSearch {
    /// An empty workspace. Its records are allocated by the first search, or beforehand by
    /// [`reserve`](Self::reserve), for the size of that grid (again when a grid of another
    /// size comes).
    ///
    /// ```
    /// let jps = gridpath::JumpPointSearch::new();
    /// assert_eq!(jps.heap_bytes(), 0);
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// The shortest paths from the nearest of `starts` to `goal` on `grid`. "No path" —
    /// including a blocked goal or one outside the grid — is a result with no goal; starts
    /// that are blocked or outside the grid are ignored. A start that is the goal gives the
    /// one-cell path of length 0.
    ///
    /// A query costs what it explores: the workspace's records are not cleared between
    /// queries, and the grid's jumps were precomputed when the [`JumpGrid`] was built. Only
    /// jump points are settled, so [`SearchTree::distance`] knows the jump points expanded and the
    /// goal; [`SearchTree::path`] gives every cell, and [`SearchTree::turning_points`] the
    /// cells where the path turns, from the jump points.
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
    /// let found = jps.search(&jump_grid, [start], goal);
    /// let mut astar = AStar::new();
    /// let reference = astar.search(&space, [start], |p| p == goal, heuristic::octile(goal));
    /// assert_eq!(found.goal_distance(), reference.goal_distance());
    /// let path = found.path().unwrap();
    /// assert_eq!((path.first(), path.last()), (Some(&start), Some(&goal)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<'a>(
        &'a mut self,
        grid: &'a JumpGrid,
        starts: impl IntoIterator<Item = Pos>,
        goal: Pos,
    ) -> SearchTree<'a, &'a JumpGrid, Octile> {
        self.query(grid, starts, goal, Unobserved)
    }

    /// [`search`](Self::search), reporting each step to `observe` as it happens
    /// ([`SearchEvent`]): the jump points discovered (from the jump point whose jump reached
    /// them), each preceded by a [`SearchEvent::Crossed`] for every cell its jump crossed, in
    /// order; the jump points expanded; the goal. The crossed cells are worked out only for an
    /// observer: [`search`](Self::search) does no work for them.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Pos, SearchEvent};
    /// let grid = Grid::parse("......\n", Some)?;
    /// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |_| true))?;
    /// let mut crossed = Vec::new();
    /// let mut jps = JumpPointSearch::new();
    /// let found = jps.search_observed(&jump_grid, [Pos::new(0, 0)], Pos::new(0, 5), |event| {
    ///     if let SearchEvent::Crossed { state } = event {
    ///         crossed.push(state.col);
    ///     }
    /// });
    /// // One jump along the row to the goal, crossing the four cells between.
    /// assert_eq!(crossed, [1, 2, 3, 4]);
    /// assert_eq!(found.path().map(|p| p.len()), Some(6));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search_observed<'a>(
        &'a mut self,
        grid: &'a JumpGrid,
        starts: impl IntoIterator<Item = Pos>,
        goal: Pos,
        observe: impl FnMut(SearchEvent<Pos, Octile>),
    ) -> SearchTree<'a, &'a JumpGrid, Octile> {
        self.query(grid, starts, goal, Observing(observe))
    }

    /// [`search`](Self::search) with an observer.
    fn query<'a>(
        &'a mut self,
        grid: &'a JumpGrid,
        starts: impl IntoIterator<Item = Pos>,
        goal: Pos,
        observe: impl Observer<Pos, Octile>,
    ) -> SearchTree<'a, &'a JumpGrid, Octile> {
        let query = Query::new(grid, JumpGrid::padded(goal));
        self.records.goal = JumpGrid::padded(goal);
        // With components attached, starts walled off from the goal are dropped: one test
        // per start, nothing per expansion.
        let starts = starts
            .into_iter()
            .filter(move |&start| grid.component_may_reach(start, goal));
        let Some(cells) = self.records.cells.begin_dense(grid) else {
            // The records could not be allocated densely: A* over the same grid, with records
            // that grow with what it reaches (every cell of its path is a jump point).
            return weighted::query(
                &mut self.records.cells,
                &mut self.fallback,
                grid,
                starts,
                |p| p == goal,
                weighted::ToGoal {
                    space: grid,
                    goal,
                    taken: None,
                },
                observe,
            );
        };
        let outcome = if grid.is_passable(goal) {
            let cells = Cells {
                open: Mark::open(cells.epoch),
                marks: cells.marks,
                links: cells.links,
            };
            run(&query, cells, &mut self.open, grid, starts, observe)
        } else {
            Outcome {
                goal: None,
                expanded: 0,
                truncated: false,
            }
        };
        self.records.cells.end(WEIGHTED_MARKS);
        SearchTree::new(grid, &self.records, outcome)
    }

    /// Allocates now the records a search on `grid` needs (13 bytes per cell of the bordered
    /// grid), and writes each of their pages once, so that the next searches on grids of the
    /// same size neither allocate nor have the operating system map a page in (on a 512 × 512
    /// map, about a millisecond for all of them): at a level's load, say, rather than during
    /// the first paths. Without it the first search allocates the records and the pages it
    /// reaches are mapped as it goes.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Pos, Size};
    /// let grid = Grid::new(Size::new(10, 10), ())?;
    /// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |_| true))?;
    /// let mut jps = JumpPointSearch::new();
    /// assert_eq!(jps.heap_bytes(), 0);
    /// jps.reserve(&jump_grid);
    /// assert!(jps.heap_bytes() >= 13 * 12 * 12);
    /// let found = jps.search(&jump_grid, [Pos::new(0, 0)], Pos::new(9, 9));
    /// assert!(found.goal().is_some());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn reserve(&mut self, grid: &JumpGrid) {
        self.records.cells.reserve(grid);
    }

    /// Bytes held by the workspace's buffers (records and open list), for measuring memory.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Pos, Size};
    /// let grid = Grid::new(Size::new(10, 10), ())?;
    /// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |_| true))?;
    /// let mut jps = JumpPointSearch::new();
    /// let _found = jps.search(&jump_grid, [Pos::new(0, 0)], Pos::new(9, 9));
    /// assert!(jps.heap_bytes() >= 12 * 12);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        self.records.cells.heap_bytes() + self.open.heap_bytes() + self.fallback.heap_bytes()
    }
}

/// The A* loop over jump points, from the passable `starts` to the query's goal.
fn run<O: Observer<Pos, Octile>>(
    query: &Query<'_>,
    mut cells: Cells<'_>,
    open: &mut OpenList,
    grid: &JumpGrid,
    starts: impl IntoIterator<Item = Pos>,
    observe: O,
) -> Outcome<Pos> {
    // The open list and the observer travel together, so that the successor closure captures
    // one reference for both, as it did for the open list alone.
    let mut open = Queue {
        open,
        observe,
        query,
        at: (0, 0),
    };
    let pos = |cell: usize| {
        let y = cell / query.row_len;
        Pos::new(coord(y - 1), coord(cell - y * query.row_len - 1))
    };
    let row_len = query.row_len;
    let goal = query.goal_y * row_len + query.goal_x;
    // The key of the goal's least distance found so far: what a successor must come in under
    // to be queued ([`Reach`]).
    let bound = Cell::new(u64::MAX);
    open.clear();
    for start in starts {
        if !grid.is_passable(start) {
            continue;
        }
        let (y, x) = JumpGrid::padded(start);
        let cell = y * row_len + x;
        if cells.start(cell) {
            if O::ON {
                open.observe.event(SearchEvent::Discovered {
                    state: start,
                    from: None,
                    distance: Octile::ZERO,
                });
            }
            let h0 = query.h(y, x);
            open.push(h0, tie_of(h0, None), cell32(cell));
        }
    }
    let mut expanded = 0;
    while let Some((cell, tie)) = open.pop() {
        let cell = cell as usize;
        if !cells.close(cell) {
            continue; // closed already: a stale entry
        }
        if cell == goal {
            if O::ON {
                open.observe.event(SearchEvent::Goal {
                    state: pos(cell),
                    distance: cells.distance(cell),
                });
            }
            return Outcome {
                goal: Some((
                    Pos::new(coord(query.goal_y - 1), coord(query.goal_x - 1)),
                    cell,
                )),
                expanded,
                truncated: false,
            };
        }
        expanded += 1;
        let g = cells.distance(cell);
        let y = cell / row_len;
        let x = cell - y * row_len;
        if O::ON {
            open.observe.event(SearchEvent::Expanded {
                state: pos(cell),
                distance: g,
            });
            open.at = (y, x);
        }
        // A start's expansion sweeps all eight directions, and on a short query it is most of
        // the work: there (only) the sweeps and successors are held to the goal's bound, which
        // elsewhere costs more than it saves (measured, `docs/performance.md`).
        let entered = dir_of(tie);
        if entered.is_none() {
            expand::<true, O>(query, &mut cells, &mut open, &bound, cell, g, entered);
        } else {
            expand::<false, O>(query, &mut cells, &mut open, &bound, cell, g, entered);
        }
    }
    Outcome {
        goal: None,
        expanded,
        truncated: false,
    }
}

/// Queues the successors of the jump point in `cell`, at distance `g`, entered in `entered`:
/// those that improve on what the query knows and, if `BOUNDED`, come in under the goal's
/// bound `bound` ([`Reach`]), which a successor that is the goal then lowers.
#[expect(
    clippy::inline_always,
    reason = "one call per expansion, two instances: it must stay part of the loop"
)]
#[inline(always)]
fn expand<const BOUNDED: bool, O: Observer<Pos, Octile>>(
    query: &Query<'_>,
    cells: &mut Cells<'_>,
    open: &mut Queue<'_, '_, O>,
    bound: &Cell<u64>,
    cell: usize,
    g: Octile,
    entered: Option<Dir>,
) {
    let row_len = query.row_len;
    let goal = query.goal_y * row_len + query.goal_x;
    let y = cell / row_len;
    let x = cell - y * row_len;
    let reach = Reach::<BOUNDED> { from: g, bound };
    let mut found = |(jy, jx, cost, dir): prune::Found| {
        let next = jy * row_len + jx;
        let g2 = g + cost;
        let (mut h2, mut f2) = (Octile::ZERO, Octile::ZERO);
        let admit = || {
            h2 = query.h(jy, jx);
            f2 = g2 + h2;
            !reach.excludes(f2)
        };
        if !cells.improve(next, g2, cell, admit) {
            return;
        }
        // Only a start's expansion reads the bound, and a query's starts are expanded before
        // any other jump point (all but the rare start with a larger value than another's
        // successors, which then goes without it).
        if BOUNDED && next == goal {
            reach.lower(g2);
        }
        if O::ON {
            open.discovered((jy, jx), cost, g2);
        }
        open.push(f2, tie_of(h2, Some(dir)), cell32(next));
    };
    // A start from which the diagonal-first path to the goal is free has the goal at its
    // octile distance, the least any path can cost: that bound excludes every other successor.
    if BOUNDED && let Some(goal) = query.direct(y, x) {
        found(goal);
        return;
    }
    query.successors(y, x, entered, reach, &mut found);
}

/// The open list of [`run`] with its observer, the query, and the jump point being expanded
/// (kept only when observed).
struct Queue<'a, 'g, O> {
    open: &'a mut OpenList,
    observe: O,
    query: &'a Query<'g>,
    at: (usize, usize),
}

impl<O: Observer<Pos, Octile>> Queue<'_, '_, O> {
    #[inline]
    fn clear(&mut self) {
        self.open.clear();
    }

    #[inline]
    fn push(&mut self, f: Octile, tie: u32, cell: u32) {
        self.open.push(f, tie, cell);
    }

    #[inline]
    fn pop(&mut self) -> Option<(u32, u32)> {
        self.open.pop()
    }

    /// Reports the jump from the jump point being expanded to the padded cell `to`, of
    /// cost `cost`: the cells it crossed, then `to` discovered at `distance`.
    fn discovered(&mut self, to: (usize, usize), cost: Octile, distance: Octile) {
        let (from, end) = (unpadded(self.at), unpadded(to));
        let observe = &mut self.observe;
        self.query.link(self.at, to, cost, |state| {
            if state != end {
                observe.event(SearchEvent::Crossed { state });
            }
        });
        self.observe.event(SearchEvent::Discovered {
            state: end,
            from: Some(from),
            distance,
        });
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
/// The grid position of the padded cell `(y, x)` (the padding is one cell on each side).
fn unpadded((y, x): (usize, usize)) -> Pos {
    Pos::new(coord(y - 1), coord(x - 1))
}

fn coord(n: usize) -> u32 {
    crate::grid::coord(n)
}

/// The seeded numbers the unit tests of this module draw their grids and queries from (a
/// 64-bit LCG, its high bits), one generator for all of them.
#[cfg(test)]
fn test_numbers(seed: u64) -> impl FnMut() -> usize {
    let mut seed = seed;
    move || {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        usize::try_from(seed >> 33).unwrap_or(0)
    }
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
        let mut next = test_numbers(0x2545_f491_u64);
        for _ in 0..200 {
            let (w, h) = (1 + next() % 24, 1 + next() % 24);
            let density = next() % 50;
            let grid = Grid::from_fn(crate::grid::Size::try_from((h, w)).unwrap(), |_| {
                next() % 100 >= density
            })
            .unwrap();
            let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |&free| free)).unwrap();
            let mut jps = JumpPointSearch::new();
            for _ in 0..8 {
                let (start, goal) = (next() % grid.len(), next() % grid.len());
                let (start, goal) = (grid.pos_of(start).unwrap(), grid.pos_of(goal).unwrap());
                jps.open.key_limit = u64::MAX;
                let Some(length) = jps.search(&jump_grid, [start], goal).goal_distance() else {
                    continue;
                };
                // Half the path's key, and no key at all.
                let half = Octile::new(length.straight / 2, length.diagonal / 2);
                for limit in [half.sort_key().unwrap(), 0] {
                    jps.open.key_limit = limit;
                    let exact = jps.search(&jump_grid, [start], goal).goal_distance();
                    assert_eq!(exact, Some(length), "{start:?} {goal:?}");
                }
            }
        }
    }

    /// The records answer for the current query only: a reused workspace answers like a
    /// fresh one across many queries (the one-byte marks wrap every 127 of them).
    #[test]
    fn records_belong_to_one_query() {
        let grid = Grid::parse("....#\n.##.#\n.#...\n...#.\n", Some).unwrap();
        let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |&c| c == '.')).unwrap();
        let cells: Vec<_> = grid
            .positions()
            .filter(|&p| jump_grid.is_passable(p))
            .collect();
        let mut reused = JumpPointSearch::new();
        for round in 0..400 {
            let start = cells[round % cells.len()];
            let goal = cells[(round * 7 + 3) % cells.len()];
            let want = JumpPointSearch::new()
                .search(&jump_grid, [start], goal)
                .path();
            let found = reused.search(&jump_grid, [start], goal);
            assert_eq!(found.path(), want, "round {round}");
            // Only this query's jump points are settled.
            assert_eq!(found.distance(start), Some(Octile::ZERO), "round {round}");
        }
    }
}
