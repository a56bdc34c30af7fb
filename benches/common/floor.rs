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

    /// Bytes per cell of the padded grid this floor keeps: walls and seen (1 + 1), distance (2).
    pub const BYTES_PER_CELL: usize = 4;
}

/// The floor's loop with the engine's records: what the record layout alone costs.
///
/// The same padded grid, layered frontier and neighbour order as [`FloorBfs`], but laid out as
/// `Bfs` keeps a dense space: passability as a bit mask apart from the records (as
/// `GridSpace` holds it), a one-byte mark per state whose epoch moves on each query instead of
/// a per-query copy of the walls, and a `u32` distance beside a `u32` predecessor, written when a
/// state is reached. It has no state type, no goal predicate and no move table: the gap from
/// it to `Bfs` is the engine's, the gap from [`FloorBfs`] to it is the layout's.
pub struct RecordFloorBfs {
    width: usize,
    /// Bit `i` set for an open cell of the padded grid.
    open: Vec<u64>,
    marks: Vec<u8>,
    /// Distance and predecessor side by side, as `Bfs`'s links keep them.
    links: Vec<(u32, u32)>,
    epoch: u8,
    layer: Vec<u32>,
    next: Vec<u32>,
}

impl RecordFloorBfs {
    /// The record floor of `grid`, whose cells equal to `wall` are blocked.
    pub fn new(grid: &Grid<u8>, wall: u8) -> Self {
        let (w, h) = (grid.width() as usize, grid.height() as usize);
        let width = w + 2;
        let n = width * (h + 2);
        let mut open = vec![0u64; n.div_ceil(64)];
        for (row, cells) in grid.rows().enumerate() {
            for (col, &cell) in cells.iter().enumerate() {
                if cell != wall {
                    let bit = (row + 1) * width + col + 1;
                    open[bit / 64] |= 1 << (bit % 64);
                }
            }
        }
        RecordFloorBfs {
            width,
            open,
            marks: vec![0; n],
            links: vec![(0, 0); n],
            epoch: 0,
            layer: Vec::new(),
            next: Vec::new(),
        }
    }

    fn is_open(&self, bit: usize) -> bool {
        self.open[bit / 64] & (1 << (bit % 64)) != 0
    }

    /// The number of moves from `start` to `goal`, or `None`; stops once the goal is taken.
    pub fn distance(&mut self, start: Pos, goal: Pos) -> Option<u32> {
        let w = self.width;
        let index = |p: Pos| (p.row as usize + 1) * w + p.col as usize + 1;
        let (start, goal) = (index(start), index(goal));
        if !self.is_open(start) {
            return None;
        }
        if self.epoch == u8::MAX {
            self.marks.fill(0);
            self.epoch = 0;
        }
        self.epoch += 1;
        let epoch = self.epoch;
        self.marks[start] = epoch;
        self.links[start] = (0, u32::MAX);
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
                    if !self.is_open(v) || self.marks[v] == epoch {
                        continue;
                    }
                    self.marks[v] = epoch;
                    #[expect(
                        clippy::cast_possible_truncation,
                        reason = "u and v < the padded length, which fits in u32 (checked for start)"
                    )]
                    let (from, to) = (u as u32, v as u32);
                    self.links[v] = (d, from);
                    self.next.push(to);
                }
            }
            std::mem::swap(&mut self.layer, &mut self.next);
        }
        None
    }

    /// Bytes per cell of the padded grid in its records: mark, distance, predecessor
    /// (1 + 4 + 4), as `Bfs` keeps them (the bit mask adds 1/8).
    pub const BYTES_PER_CELL: usize = 9;
}
