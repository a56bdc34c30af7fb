//! The flat-array view of a grid and the hand-written searches over it that more than one bench
//! measures against: cells indexed `row * width + col`, neighbours in U R D L order with explicit
//! row/column bounds checks, `u32` cell numbers, [`UNSET`] for "none".

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use gridpath::{Grid, Pos};

/// A flat view of a grid for the hand-written searches and the `pathfinding` closures.
#[derive(Clone, Copy)]
pub struct Flat<'a> {
    pub cells: &'a [u8],
    pub width: usize,
    pub height: usize,
}

impl<'a> Flat<'a> {
    pub fn new(grid: &'a Grid<u8>) -> Self {
        Flat {
            cells: grid.cells(),
            width: grid.width() as usize,
            height: grid.height() as usize,
        }
    }

    /// The flat index of `p`.
    pub fn index(self, p: Pos) -> usize {
        p.row as usize * self.width + p.col as usize
    }

    /// Calls `visit(v)` for each in-bounds neighbour `v` of `u`, in U R D L order (the caller
    /// checks for walls).
    #[inline]
    pub fn neighbours(self, u: usize, mut visit: impl FnMut(usize)) {
        let (row, col) = (u / self.width, u % self.width);
        if row > 0 {
            visit(u - self.width);
        }
        if col + 1 < self.width {
            visit(u + 1);
        }
        if row + 1 < self.height {
            visit(u + self.width);
        }
        if col > 0 {
            visit(u - 1);
        }
    }

    /// The passable neighbours of `p` in U R D L order, as `pathfinding` wants them: an
    /// iterator, built without allocating.
    #[inline]
    pub fn successors(self, p: Pos, wall: u8) -> impl Iterator<Item = Pos> + 'a {
        let cells = self.cells;
        let width = self.width;
        let (w, h) = (
            u32::try_from(self.width).expect("fits"),
            u32::try_from(self.height).expect("fits"),
        );
        [
            (p.row > 0).then(|| Pos::new(p.row - 1, p.col)),
            (p.col + 1 < w).then(|| Pos::new(p.row, p.col + 1)),
            (p.row + 1 < h).then(|| Pos::new(p.row + 1, p.col)),
            (p.col > 0).then(|| Pos::new(p.row, p.col - 1)),
        ]
        .into_iter()
        .flatten()
        .filter(move |q| cells[q.row as usize * width + q.col as usize] != wall)
    }

    /// Like [`Flat::successors`], with the cost of entering (the cell's value; 0 is a wall).
    #[inline]
    pub fn weighted_successors(self, p: Pos) -> impl Iterator<Item = (Pos, u32)> + 'a {
        let cells = self.cells;
        let width = self.width;
        self.successors(p, 0)
            .map(move |q| (q, u32::from(cells[q.row as usize * width + q.col as usize])))
    }
}

/// No distance, no parent.
pub const UNSET: u32 = u32::MAX;

/// Follows `parent` links from `goal` back to the start; the states from the start to `goal`.
pub fn rebuild(parent: &[u32], goal: usize) -> Vec<u32> {
    let mut path = vec![u32::try_from(goal).expect("fits")];
    let mut at = parent[goal];
    while at != UNSET {
        path.push(at);
        at = parent[at as usize];
    }
    path.reverse();
    path
}

/// Flat Dijkstra: a binary heap of `(cost, cell)` with lazy deletion; `grid.cells` holds the
/// cost of entering each cell, 0 for a wall. Returns the path of cells and its cost.
pub fn hand_dijkstra(grid: Flat<'_>, start: usize, goal: usize) -> Option<(Vec<u32>, u32)> {
    let n = grid.cells.len();
    let mut dist = vec![UNSET; n];
    let mut parent = vec![UNSET; n];
    let mut heap = BinaryHeap::new();
    dist[start] = 0;
    heap.push(Reverse((0u32, u32::try_from(start).expect("fits"))));
    while let Some(Reverse((d, u))) = heap.pop() {
        let u = u as usize;
        if d > dist[u] {
            continue;
        }
        if u == goal {
            return Some((rebuild(&parent, goal), d));
        }
        let from = u32::try_from(u).expect("fits");
        grid.neighbours(u, |v| {
            let cost = grid.cells[v];
            if cost == 0 {
                return;
            }
            let nd = d + u32::from(cost);
            if nd < dist[v] {
                dist[v] = nd;
                parent[v] = from;
                heap.push(Reverse((nd, u32::try_from(v).expect("fits"))));
            }
        });
    }
    None
}
