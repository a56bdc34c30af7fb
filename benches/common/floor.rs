//! The floor of breadth-first search on a grid: the least work a 4-neighbour BFS can do, in
//! safe Rust, for the engines to be measured against (issue 13).
//!
//! - the grid is padded with a border of walls one cell wide, so a neighbour is `i ± 1` or
//!   `i ± width` with no bounds test of its own;
//! - one byte per cell says "blocked or already reached", copied from the wall picture at the
//!   start of each query (a `memcpy` of one byte per cell);
//! - distances are `u16` (so the floor serves grids whose distances stay below 65,535; the
//!   1000 × 1000 benchmark grids reach at most 1,998 on the open grid);
//! - the frontier is two arrays, the layer being expanded and the next one, so there is no
//!   queue and no per-entry distance: the layer number is the distance.
//!
//! It keeps no predecessors: the first-discoverer path can be rebuilt from the distances
//! (walk back from the goal to a neighbour one closer, trying the moves in reverse order of
//! discovery), which the floor does not do. What the engine adds on top of this — a predecessor
//! per state, a general state type, a goal predicate — is the price of being an engine.
//!
//! [`RecordFloorBfs`] runs the same loop over other record layouts ([`FloorRecords`]), to
//! split the engine's distance from the floor into the layout's share and the engine's:
//! [`EngineRecords`] (what `Bfs` keeps), [`PredecessorRecords`] (a one-byte mark and the
//! predecessor, no distances) and [`WallMarkRecords`] (walls folded into the marks, which only
//! a grid-specific search can keep).

use gridpath::{Grid, Pos};

/// A reusable floor BFS over one grid.
pub struct FloorBfs {
    /// Padded width: the grid's width + 2.
    width: usize,
    /// 1 for a blocked cell (the border included), 0 for a free one.
    walls: Vec<u8>,
    /// 1 for blocked or reached, during a query.
    seen: Vec<u8>,
    dist: Vec<u16>,
    layer: Vec<u32>,
    next: Vec<u32>,
}

impl FloorBfs {
    /// The floor BFS of `grid`, whose cells equal to `wall` are blocked.
    pub fn new(grid: &Grid<u8>, wall: u8) -> Self {
        let (w, h) = (grid.width() as usize, grid.height() as usize);
        let width = w + 2;
        let mut walls = vec![1u8; width * (h + 2)];
        for (row, cells) in grid.rows().enumerate() {
            for (col, &cell) in cells.iter().enumerate() {
                walls[(row + 1) * width + col + 1] = u8::from(cell == wall);
            }
        }
        let n = walls.len();
        FloorBfs {
            width,
            seen: walls.clone(),
            walls,
            dist: vec![0; n],
            layer: Vec::new(),
            next: Vec::new(),
        }
    }

    fn index(&self, p: Pos) -> usize {
        (p.row as usize + 1) * self.width + p.col as usize + 1
    }

    /// The number of moves from `start` to `goal`, or `None`; stops once the goal is reached.
    pub fn distance(&mut self, start: Pos, goal: Pos) -> Option<u16> {
        let (start, goal) = (self.index(start), self.index(goal));
        self.seen.copy_from_slice(&self.walls);
        if self.seen[start] != 0 {
            return None;
        }
        let w = self.width;
        self.seen[start] = 1;
        self.dist[start] = 0;
        self.layer.clear();
        self.layer
            .push(u32::try_from(start).expect("a padded index fits in u32"));
        let mut d: u16 = 0;
        while !self.layer.is_empty() {
            if self.seen[goal] != 0 && self.walls[goal] == 0 {
                return Some(self.dist[goal]);
            }
            d += 1;
            self.next.clear();
            for &u in &self.layer {
                let u = u as usize;
                for v in [u - w, u + 1, u + w, u - 1] {
                    if self.seen[v] == 0 {
                        self.seen[v] = 1;
                        self.dist[v] = d;
                        #[expect(
                            clippy::cast_possible_truncation,
                            reason = "v < the padded length, which fits in u32 (checked for start)"
                        )]
                        self.next.push(v as u32);
                    }
                }
            }
            std::mem::swap(&mut self.layer, &mut self.next);
        }
        (self.seen[goal] != 0 && self.walls[goal] == 0).then(|| self.dist[goal])
    }

    /// The whole distance field from `start`: the loop of [`distance`](FloorBfs::distance)
    /// without a goal, run until a layer is empty, so that every cell `start` reaches gets its
    /// distance (read them with [`get`](FloorBfs::get)). Returns the number of cells reached
    /// (0 for a blocked start). The floor of a distance field with one source, for the
    /// `fields` bench: the same copy of the walls, one-byte marks, `u16` distances and two
    /// layer arrays, and no per-layer goal test.
    pub fn fill(&mut self, start: Pos) -> usize {
        let start = self.index(start);
        self.seen.copy_from_slice(&self.walls);
        if self.seen[start] != 0 {
            return 0;
        }
        let w = self.width;
        self.seen[start] = 1;
        self.dist[start] = 0;
        self.layer.clear();
        self.layer
            .push(u32::try_from(start).expect("a padded index fits in u32"));
        let mut reached = 1;
        let mut d: u16 = 0;
        while !self.layer.is_empty() {
            d += 1;
            self.next.clear();
            for &u in &self.layer {
                let u = u as usize;
                for v in [u - w, u + 1, u + w, u - 1] {
                    if self.seen[v] == 0 {
                        self.seen[v] = 1;
                        self.dist[v] = d;
                        #[expect(
                            clippy::cast_possible_truncation,
                            reason = "v < the padded length, which fits in u32 (checked for start)"
                        )]
                        self.next.push(v as u32);
                    }
                }
            }
            reached += self.next.len();
            std::mem::swap(&mut self.layer, &mut self.next);
        }
        reached
    }

    /// The distance of `pos` found by the last [`fill`](FloorBfs::fill) (or as far as the last
    /// [`distance`](FloorBfs::distance) got), `None` for a wall or a cell not reached.
    pub fn get(&self, pos: Pos) -> Option<u16> {
        let i = self.index(pos);
        (self.seen[i] != 0 && self.walls[i] == 0).then(|| self.dist[i])
    }

    /// Bytes per cell of the padded grid this floor keeps: walls and seen (1 + 1), distance (2).
    pub const BYTES_PER_CELL: usize = 4;
}

/// How a [`RecordFloorBfs`] keeps its records: what a successor's test reads, and what is
/// written when a state is reached.
pub trait FloorRecords {
    /// What tells this query's records from older ones.
    type Epoch: Copy;
    /// The records of a padded grid of `cells` cells, `open[i]` saying whether cell `i` is free.
    fn new(open: &[bool]) -> Self;
    /// Starts a query: a new epoch (wiping the marks when the epoch wraps). Returns it.
    fn begin(&mut self) -> Self::Epoch;
    /// Whether cell `v` is free and not yet reached in the query of `epoch`.
    fn is_new(&self, v: usize, epoch: Self::Epoch) -> bool;
    /// Records cell `v` as reached at distance `d` from cell `from` (`u32::MAX` for a start).
    fn settle(&mut self, v: usize, epoch: Self::Epoch, d: u32, from: u32);
}

/// Passability bits apart from the records, in the `u64` words `GridSpace` keeps.
fn open_bits(open: &[bool]) -> Vec<u64> {
    let mut bits = vec![0u64; open.len().div_ceil(64)];
    for (i, _) in open.iter().enumerate().filter(|(_, free)| **free) {
        bits[i / 64] |= 1 << (i % 64);
    }
    bits
}

fn bit(bits: &[u64], i: usize) -> bool {
    bits[i / 64] & (1 << (i % 64)) != 0
}

/// The records `Bfs` keeps on a dense space, with passability as a bit mask apart from them
/// (as `GridSpace` holds it): a `u32` mark that is the query's epoch plus the distance, and a
/// `u32` predecessor (4 + 4 bytes, and 1/8 for the mask).
pub struct EngineRecords {
    open: Vec<u64>,
    marks: Vec<u32>,
    preds: Vec<u32>,
    epoch: u32,
}

impl FloorRecords for EngineRecords {
    type Epoch = u32;
    fn new(open: &[bool]) -> Self {
        EngineRecords {
            open: open_bits(open),
            marks: vec![0; open.len()],
            preds: vec![0; open.len()],
            epoch: 0,
        }
    }
    fn begin(&mut self) -> u32 {
        // Past every mark of the last query: no distance reaches the number of cells.
        let step = u32::try_from(self.marks.len()).expect("a padded grid's cells fit in u32");
        match self.epoch.checked_add(step) {
            Some(epoch) if epoch.checked_add(step).is_some() => self.epoch = epoch,
            _ => {
                self.marks.fill(0);
                self.epoch = 1;
            }
        }
        self.epoch
    }
    #[inline]
    fn is_new(&self, v: usize, epoch: u32) -> bool {
        bit(&self.open, v) && self.marks[v] < epoch
    }
    #[inline]
    fn settle(&mut self, v: usize, epoch: u32, d: u32, from: u32) {
        self.marks[v] = epoch + d;
        self.preds[v] = from;
    }
}

/// One-byte marks whose epoch moves per query: `0` is never an epoch, so `u8::MAX` queries
/// share a wipe.
fn next_epoch(marks: &mut [u8], epoch: &mut u8, keep: u8) {
    if *epoch == keep - 1 {
        for mark in marks.iter_mut().filter(|m| **m != keep) {
            *mark = 0;
        }
        *epoch = 0;
    }
    *epoch += 1;
}

/// A leaner layout than [`EngineRecords`]: the mask, a one-byte mark whose epoch moves per
/// query, and a `u32` predecessor (1 + 4 bytes, and 1/8 for the mask). Distances would have to
/// be rebuilt from the predecessor chain.
pub struct PredecessorRecords {
    open: Vec<u64>,
    marks: Vec<u8>,
    preds: Vec<u32>,
    epoch: u8,
}

impl FloorRecords for PredecessorRecords {
    type Epoch = u8;
    fn new(open: &[bool]) -> Self {
        PredecessorRecords {
            open: open_bits(open),
            marks: vec![0; open.len()],
            preds: vec![0; open.len()],
            epoch: 0,
        }
    }
    fn begin(&mut self) -> u8 {
        // No mark is ever `u8::MAX`: the wipe spares none.
        next_epoch(&mut self.marks, &mut self.epoch, u8::MAX);
        self.epoch
    }
    #[inline]
    fn is_new(&self, v: usize, epoch: u8) -> bool {
        bit(&self.open, v) && self.marks[v] != epoch
    }
    #[inline]
    fn settle(&mut self, v: usize, epoch: u8, _: u32, from: u32) {
        self.marks[v] = epoch;
        self.preds[v] = from;
    }
}

/// The walls folded into the marks — a wall's mark is `u8::MAX`, above every epoch, and kept
/// by the wipe — so a successor's test is one byte and one comparison, as in [`FloorBfs`];
/// and a `u32` predecessor (1 + 4 bytes). Only a grid-specific search can keep this: a generic
/// engine asks the space whether a move is open, and its records know nothing of walls.
pub struct WallMarkRecords {
    marks: Vec<u8>,
    preds: Vec<u32>,
    epoch: u8,
}

/// A [`WallMarkRecords`] wall.
const WALL_MARK: u8 = u8::MAX;

impl FloorRecords for WallMarkRecords {
    type Epoch = u8;
    fn new(open: &[bool]) -> Self {
        WallMarkRecords {
            marks: open
                .iter()
                .map(|&free| if free { 0 } else { WALL_MARK })
                .collect(),
            preds: vec![0; open.len()],
            epoch: 0,
        }
    }
    fn begin(&mut self) -> u8 {
        next_epoch(&mut self.marks, &mut self.epoch, WALL_MARK);
        self.epoch
    }
    #[inline]
    fn is_new(&self, v: usize, epoch: u8) -> bool {
        self.marks[v] < epoch
    }
    #[inline]
    fn settle(&mut self, v: usize, epoch: u8, _: u32, from: u32) {
        self.marks[v] = epoch;
        self.preds[v] = from;
    }
}

/// The floor's loop with an engine's records: what a record layout alone costs.
///
/// The same padded grid, layered frontier and neighbour order as [`FloorBfs`], with the
/// records `R` in place of the floor's per-query copy of the walls and its `u16` distances.
/// It has no state type, no goal predicate and no move table: with [`EngineRecords`], the
/// gap from it to `Bfs` is the engine's, the gap from [`FloorBfs`] to it is the layout's; the
/// other layouts say what a leaner one would gain.
pub struct RecordFloorBfs<R> {
    width: usize,
    records: R,
    layer: Vec<u32>,
    next: Vec<u32>,
}

impl<R: FloorRecords> RecordFloorBfs<R> {
    /// The record floor of `grid`, whose cells equal to `wall` are blocked.
    pub fn new(grid: &Grid<u8>, wall: u8) -> Self {
        let (w, h) = (grid.width() as usize, grid.height() as usize);
        let width = w + 2;
        let mut open = vec![false; width * (h + 2)];
        for (row, cells) in grid.rows().enumerate() {
            for (col, &cell) in cells.iter().enumerate() {
                open[(row + 1) * width + col + 1] = cell != wall;
            }
        }
        RecordFloorBfs {
            width,
            records: R::new(&open),
            layer: Vec::new(),
            next: Vec::new(),
        }
    }

    /// The number of moves from `start` to `goal`, or `None`; stops once the goal is taken.
    pub fn distance(&mut self, start: Pos, goal: Pos) -> Option<u32> {
        let w = self.width;
        let index = |p: Pos| (p.row as usize + 1) * w + p.col as usize + 1;
        let (start, goal) = (index(start), index(goal));
        let epoch = self.records.begin();
        if !self.records.is_new(start, epoch) {
            return None;
        }
        self.records.settle(start, epoch, 0, u32::MAX);
        self.layer.clear();
        self.layer
            .push(u32::try_from(start).expect("a padded index fits in u32"));
        let mut d = 0;
        while !self.layer.is_empty() {
            d += 1;
            self.next.clear();
            for i in 0..self.layer.len() {
                let u = self.layer[i] as usize;
                if u == goal {
                    return Some(d - 1);
                }
                for v in [u - w, u + 1, u + w, u - 1] {
                    if !self.records.is_new(v, epoch) {
                        continue;
                    }
                    #[expect(
                        clippy::cast_possible_truncation,
                        reason = "u and v < the padded length, which fits in u32 (checked for start)"
                    )]
                    let (from, to) = (u as u32, v as u32);
                    self.records.settle(v, epoch, d, from);
                    self.next.push(to);
                }
            }
            std::mem::swap(&mut self.layer, &mut self.next);
        }
        None
    }
}
