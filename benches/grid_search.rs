//! Benchmarks of gridpath's core engines against a hand-written flat-array search and the
//! `pathfinding` crate, on three 1000×1000-ish grids; then, from this run's own measurements,
//! a table of ratios and the memory used per state by dense BFS.
//!
//! ```text
//! cargo bench --bench grid_search
//! ```
//!
//! Everything is generated here from fixed seeds (a splitmix64 generator), so every run
//! measures the same instances:
//!
//! - `random`: 1000×1000, each cell a wall with probability 25%, top-left to bottom-right;
//! - `open`: 1000×1000 without walls, top-left to bottom-right;
//! - `maze`: 1001×1001 cells holding a perfect maze of 500×500 rooms, (1,1) to (999,999).
//!
//! Criterion prints medians but no ratios, so `main` runs the criterion groups, then reads each
//! benchmark's median back from `<criterion dir>/<group>/<function>/new/estimates.json` —
//! ignoring any file older than this run — and prints the ratios and the memory table.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};
use std::hint::black_box;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant, SystemTime};

use criterion::{Criterion, SamplingMode};
use gridpath::{AStar, Bfs, Dijkstra, Grid, GridSpace, Moves, Pos, StateSpace, heuristic};

// ---------------------------------------------------------------------------------------------
// A counting allocator, for the memory table only.
// ---------------------------------------------------------------------------------------------

/// Wraps the system allocator and keeps the bytes currently allocated and the peak since
/// [`peak_bytes_during`] last reset it. Two relaxed atomic updates per call; the measurements
/// run on one thread, before criterion starts.
struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(bytes: usize) {
    let now = CURRENT.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

fn shrank(bytes: usize) {
    CURRENT.fetch_sub(bytes, Ordering::Relaxed);
}

// SAFETY: every method forwards to `System` with the caller's arguments unchanged, so the
// `GlobalAlloc` contract is exactly System's; the counters are only bookkeeping.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded as is (the caller upholds `alloc`'s contract).
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            grew(layout.size());
        }
        ptr
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded as is.
        let ptr = unsafe { System.alloc_zeroed(layout) };
        if !ptr.is_null() {
            grew(layout.size());
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded as is; `ptr` came from this allocator, hence from System.
        unsafe { System.dealloc(ptr, layout) };
        shrank(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded as is.
        let new = unsafe { System.realloc(ptr, layout, new_size) };
        if !new.is_null() {
            if new == ptr {
                // Resized in place: only the difference was ever held.
                grew(new_size.saturating_sub(layout.size()));
                shrank(layout.size().saturating_sub(new_size));
            } else {
                // Moved: old and new blocks were both held while the contents were copied.
                grew(new_size);
                shrank(layout.size());
            }
        }
        new
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Runs `f` and returns its result with the peak number of bytes it held at once.
fn peak_bytes_during<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let base = CURRENT.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let out = f();
    (out, PEAK.load(Ordering::Relaxed) - base)
}

// ---------------------------------------------------------------------------------------------
// Instances.
// ---------------------------------------------------------------------------------------------

const WALL: u8 = b'#';
const FREE: u8 = b'.';
const SIDE: u32 = 1000;

/// splitmix64: a tiny, well-mixed 64-bit generator; good enough for placing walls.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (multiply-shift; the bias is negligible for the small `n` used here).
    fn below(&mut self, n: u32) -> u32 {
        let wide = u128::from(self.next_u64()) * u128::from(n);
        u32::try_from(wide >> 64).expect("below n, which is a u32")
    }
}

struct Instance {
    name: &'static str,
    grid: Grid<u8>,
    start: Pos,
    goal: Pos,
}

fn random_instance() -> Instance {
    let mut rng = SplitMix64(0x5eed_0001);
    let (start, goal) = (Pos::new(0, 0), Pos::new(SIDE - 1, SIDE - 1));
    let mut grid = Grid::from_fn(SIDE as usize, SIDE as usize, |_| {
        if rng.below(4) == 0 { WALL } else { FREE }
    })
    .expect("a valid size");
    grid[start] = FREE;
    grid[goal] = FREE;
    Instance {
        name: "random",
        grid,
        start,
        goal,
    }
}

fn open_instance() -> Instance {
    Instance {
        name: "open",
        grid: Grid::new(SIDE as usize, SIDE as usize, FREE).expect("a valid size"),
        start: Pos::new(0, 0),
        goal: Pos::new(SIDE - 1, SIDE - 1),
    }
}

/// A perfect maze of `rooms × rooms` rooms at odd coordinates, carved by an iterative
/// randomized depth-first search.
fn maze_instance(rooms: u32) -> Instance {
    let side = 2 * rooms + 1;
    let mut rng = SplitMix64(0x5eed_0003);
    let mut grid = Grid::new(side as usize, side as usize, WALL).expect("a valid size");
    let room = |r: u32, c: u32| Pos::new(2 * r + 1, 2 * c + 1);
    let mut visited = vec![false; (rooms * rooms) as usize];
    let mut stack = vec![(0u32, 0u32)];
    visited[0] = true;
    grid[room(0, 0)] = FREE;
    while let Some(&(r, c)) = stack.last() {
        let mut options = [(0u32, 0u32); 4];
        let mut count = 0;
        let candidates = [
            (r > 0).then(|| (r - 1, c)),
            (c + 1 < rooms).then_some((r, c + 1)),
            (r + 1 < rooms).then_some((r + 1, c)),
            (c > 0).then(|| (r, c - 1)),
        ];
        for (nr, nc) in candidates.into_iter().flatten() {
            if !visited[(nr * rooms + nc) as usize] {
                options[count] = (nr, nc);
                count += 1;
            }
        }
        if count == 0 {
            stack.pop();
            continue;
        }
        let (nr, nc) = options[rng.below(u32::try_from(count).expect("at most 4")) as usize];
        visited[(nr * rooms + nc) as usize] = true;
        // The passage between two rooms is the cell halfway between them.
        grid[Pos::new(r + nr + 1, c + nc + 1)] = FREE;
        grid[room(nr, nc)] = FREE;
        stack.push((nr, nc));
    }
    Instance {
        name: "maze",
        grid,
        start: room(0, 0),
        goal: room(rooms - 1, rooms - 1),
    }
}

/// The cost of entering each cell, 1..=9; 0 marks a wall.
fn cost_grid(walls: &Grid<u8>, seed: u64) -> Grid<u8> {
    let mut rng = SplitMix64(seed);
    let mut costs = walls.map(|_| 0u8);
    for (i, cell) in walls.cells().iter().enumerate() {
        let cost = 1 + u8::try_from(rng.below(9)).expect("below 9");
        if *cell != WALL {
            let pos = walls.pos_of(i).expect("an index of the grid");
            costs[pos] = cost;
        }
    }
    costs
}

/// 4-neighbour unit-cost moves (U R D L) between non-wall cells.
fn unit_space(grid: &Grid<u8>) -> impl StateSpace<State = Pos, Cost = u32> + '_ {
    GridSpace::new(grid, Moves::four(), |&c| c != WALL)
}

/// 4-neighbour moves (U R D L) costing the value of the cell entered; 0 is a wall.
fn cost_space(costs: &Grid<u8>) -> impl StateSpace<State = Pos, Cost = u32> + '_ {
    GridSpace::with_costs(costs, Moves::four(), |&c| (c != 0).then_some(u32::from(c)))
}

// ---------------------------------------------------------------------------------------------
// Hand-written flat-array searches: cells indexed `row * width + col`, neighbours in U R D L
// order with explicit row/col bounds checks.
// ---------------------------------------------------------------------------------------------

/// A flat view of a grid for the hand-written searches and the `pathfinding` closures.
#[derive(Clone, Copy)]
struct Flat<'a> {
    cells: &'a [u8],
    width: usize,
    height: usize,
}

impl<'a> Flat<'a> {
    fn new(grid: &'a Grid<u8>) -> Self {
        Flat {
            cells: grid.cells(),
            width: grid.width(),
            height: grid.height(),
        }
    }

    fn index(self, p: Pos) -> u32 {
        p.row * u32::try_from(self.width).expect("width fits u32") + p.col
    }

    /// Calls `visit(v)` for each in-bounds neighbour `v` of `u`, in U R D L order (the caller
    /// checks for walls).
    #[inline]
    fn neighbours(self, u: usize, mut visit: impl FnMut(usize)) {
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
    fn successors(self, p: Pos, wall: u8) -> impl Iterator<Item = Pos> + 'a {
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
    fn weighted_successors(self, p: Pos) -> impl Iterator<Item = (Pos, u32)> + 'a {
        let cells = self.cells;
        let width = self.width;
        self.successors(p, 0)
            .map(move |q| (q, u32::from(cells[q.row as usize * width + q.col as usize])))
    }
}

const UNSET: u32 = u32::MAX;

/// Follows `parent` links from `goal` back to the start.
fn rebuild(parent: &[u32], goal: usize) -> Vec<u32> {
    let mut path = vec![u32::try_from(goal).expect("fits")];
    let mut at = parent[goal];
    while at != UNSET {
        path.push(at);
        at = parent[at as usize];
    }
    path.reverse();
    path
}

/// Flat BFS: `dist` and `parent` arrays, a FIFO queue; stops when the goal is dequeued.
fn hand_bfs(grid: Flat<'_>, start: usize, goal: usize) -> Option<Vec<u32>> {
    let n = grid.cells.len();
    let mut dist = vec![UNSET; n];
    let mut parent = vec![UNSET; n];
    let mut queue = VecDeque::new();
    dist[start] = 0;
    queue.push_back(u32::try_from(start).expect("fits"));
    while let Some(u) = queue.pop_front() {
        let u = u as usize;
        if u == goal {
            return Some(rebuild(&parent, goal));
        }
        let next = dist[u] + 1;
        let from = u32::try_from(u).expect("fits");
        grid.neighbours(u, |v| {
            if grid.cells[v] != WALL && dist[v] == UNSET {
                dist[v] = next;
                parent[v] = from;
                queue.push_back(u32::try_from(v).expect("fits"));
            }
        });
    }
    None
}

/// Flat Dijkstra: a binary heap of `(cost, cell)` with lazy deletion; `costs` holds the cost
/// of entering each cell, 0 for a wall. Returns the path and its cost.
fn hand_dijkstra(grid: Flat<'_>, start: usize, goal: usize) -> Option<(Vec<u32>, u32)> {
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

/// Flat A* with unit steps and the Manhattan heuristic. The heap holds `(f, MAX - g, cell)`:
/// smallest `f` first and, among equal `f`, largest `g` first — the tie-break gridpath and
/// `pathfinding` use too. Lazy deletion; the heuristic is consistent, so no reopening.
fn hand_astar(grid: Flat<'_>, start: usize, goal: usize) -> Option<(Vec<u32>, u32)> {
    let n = grid.cells.len();
    let mut g = vec![UNSET; n];
    let mut parent = vec![UNSET; n];
    let mut heap = BinaryHeap::new();
    let (goal_row, goal_col) = (goal / grid.width, goal % grid.width);
    let h = |v: usize| {
        let (row, col) = (v / grid.width, v % grid.width);
        u32::try_from(row.abs_diff(goal_row) + col.abs_diff(goal_col)).expect("fits")
    };
    g[start] = 0;
    heap.push(Reverse((
        h(start),
        UNSET,
        u32::try_from(start).expect("fits"),
    )));
    while let Some(Reverse((_, inverted_g, u))) = heap.pop() {
        let u = u as usize;
        let gu = UNSET - inverted_g;
        if gu > g[u] {
            continue;
        }
        if u == goal {
            return Some((rebuild(&parent, goal), gu));
        }
        let from = u32::try_from(u).expect("fits");
        grid.neighbours(u, |v| {
            if grid.cells[v] == WALL {
                return;
            }
            let gv = gu + 1;
            if gv < g[v] {
                g[v] = gv;
                parent[v] = from;
                heap.push(Reverse((
                    gv + h(v),
                    UNSET - gv,
                    u32::try_from(v).expect("fits"),
                )));
            }
        });
    }
    None
}

// ---------------------------------------------------------------------------------------------
// `pathfinding` calls, with the same neighbour order.
// ---------------------------------------------------------------------------------------------

fn pf_bfs(grid: Flat<'_>, start: Pos, goal: Pos) -> Option<Vec<Pos>> {
    pathfinding::directed::bfs::bfs(&start, |&p| grid.successors(p, WALL), |&p| p == goal)
}

fn pf_dijkstra(costs: Flat<'_>, start: Pos, goal: Pos) -> Option<(Vec<Pos>, u32)> {
    pathfinding::directed::dijkstra::dijkstra(
        &start,
        |&p| costs.weighted_successors(p),
        |&p| p == goal,
    )
}

fn pf_astar(grid: Flat<'_>, start: Pos, goal: Pos) -> Option<(Vec<Pos>, u32)> {
    pathfinding::directed::astar::astar(
        &start,
        |&p| grid.successors(p, WALL).map(|q| (q, 1u32)),
        |&p| u32::try_from(p.manhattan(goal)).expect("fits"),
        |&p| p == goal,
    )
}

// ---------------------------------------------------------------------------------------------
// An interleaved cross-check of the target ratios.
// ---------------------------------------------------------------------------------------------

/// A ratio measured by alternating its two sides, so that load from other processes during the
/// run (which shifts criterion's medians, taken minutes apart) falls on both sides alike.
struct Interleaved {
    label: &'static str,
    num_ns: f64,
    den_ns: f64,
}

/// The cross-checks collected during the run.
struct Checks {
    enabled: bool,
    rows: Vec<Interleaved>,
}

/// Whether to run the interleaved cross-checks: only for a plain, unfiltered benchmark run
/// (`cargo bench --bench grid_search`), not in `--test` mode, under a filter or other options.
fn interleaving_enabled() -> bool {
    let args: Vec<String> = std::env::args().skip(1).collect();
    args == ["--bench"]
}

/// Times `num` and `den` alternately (the order flips every round) and returns the median of
/// each, in nanoseconds. The number of rounds is chosen to take about two seconds, between 7
/// and 41.
fn interleaved(label: &'static str, mut num: impl FnMut(), mut den: impl FnMut()) -> Interleaved {
    fn time(f: &mut impl FnMut()) -> f64 {
        let began = Instant::now();
        f();
        began.elapsed().as_secs_f64() * 1e9
    }
    let estimate = time(&mut num) + time(&mut den);
    let rounds = (2e9 / estimate).clamp(7.0, 41.0);
    #[expect(clippy::cast_possible_truncation, reason = "between 7 and 41")]
    #[expect(clippy::cast_sign_loss, reason = "between 7 and 41")]
    let rounds = rounds as usize;
    let (mut a, mut b) = (Vec::with_capacity(rounds), Vec::with_capacity(rounds));
    for round in 0..rounds {
        if round % 2 == 0 {
            a.push(time(&mut num));
            b.push(time(&mut den));
        } else {
            b.push(time(&mut den));
            a.push(time(&mut num));
        }
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    Interleaved {
        label,
        num_ns: median(&mut a),
        den_ns: median(&mut b),
    }
}

// ---------------------------------------------------------------------------------------------
// Criterion groups.
// ---------------------------------------------------------------------------------------------

/// Settings for the long single searches: few samples, flat sampling (the same iteration count
/// in every sample, so one 100 ms search is not run 55 times), short warm-up and measurement.
fn long_group<'c>(
    c: &'c mut Criterion,
    name: &str,
) -> criterion::BenchmarkGroup<'c, criterion::measurement::WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .nresamples(10_000);
    group
}

fn bench_bfs(c: &mut Criterion, checks: &mut Checks, inst: &Instance) {
    let space = unit_space(&inst.grid);
    let flat = Flat::new(&inst.grid);
    let (start, goal) = (inst.start, inst.goal);
    let (si, gi) = (flat.index(start) as usize, flat.index(goal) as usize);

    // The three must agree on the length of a shortest path before anything is timed.
    let ours = Bfs::new().search(&space, [start], |p| p == goal).path();
    let hand = hand_bfs(flat, si, gi);
    let theirs = pf_bfs(flat, start, goal);
    let lengths = (
        ours.as_ref().map(Vec::len),
        hand.as_ref().map(Vec::len),
        theirs.as_ref().map(Vec::len),
    );
    assert!(
        lengths.0.is_some(),
        "{}: no path from start to goal",
        inst.name
    );
    assert_eq!(lengths.0, lengths.1, "{}: BFS lengths differ", inst.name);
    assert_eq!(lengths.0, lengths.2, "{}: BFS lengths differ", inst.name);

    let mut group = long_group(c, &format!("bfs_{}", inst.name));
    let mut bfs = Bfs::new();
    group.bench_function("gridpath_reused", |b| {
        b.iter(|| bfs.search(&space, [start], |p| p == goal).path());
    });
    group.bench_function("gridpath_fresh", |b| {
        b.iter(|| Bfs::new().search(&space, [start], |p| p == goal).path());
    });
    group.bench_function("hand_written", |b| b.iter(|| hand_bfs(flat, si, gi)));
    group.bench_function("pathfinding", |b| b.iter(|| pf_bfs(flat, start, goal)));
    group.finish();

    if checks.enabled && inst.name == "random" {
        checks.rows.push(interleaved(
            "BFS random: gridpath reused / hand-written",
            || {
                black_box(bfs.search(&space, [start], |p| p == goal).path());
            },
            || {
                black_box(hand_bfs(flat, si, gi));
            },
        ));
        checks.rows.push(interleaved(
            "BFS random: pathfinding / gridpath reused",
            || {
                black_box(pf_bfs(flat, start, goal));
            },
            || {
                black_box(bfs.search(&space, [start], |p| p == goal).path());
            },
        ));
    }
}

fn bench_dijkstra(c: &mut Criterion, checks: &mut Checks, inst: &Instance, costs: &Grid<u8>) {
    let space = cost_space(costs);
    let flat = Flat::new(costs);
    let (start, goal) = (inst.start, inst.goal);
    let (si, gi) = (flat.index(start) as usize, flat.index(goal) as usize);

    let mut dijkstra = Dijkstra::new();
    let ours = dijkstra
        .search(&space, [start], |p| p == goal)
        .goal_distance();
    let hand = hand_dijkstra(flat, si, gi).map(|(_, cost)| cost);
    let theirs = pf_dijkstra(flat, start, goal).map(|(_, cost)| cost);
    assert!(ours.is_some(), "{}: no path from start to goal", inst.name);
    assert_eq!(ours, hand, "{}: Dijkstra costs differ", inst.name);
    assert_eq!(ours, theirs, "{}: Dijkstra costs differ", inst.name);

    let mut group = long_group(c, &format!("dijkstra_{}", inst.name));
    group.bench_function("gridpath_reused", |b| {
        b.iter(|| {
            let found = dijkstra.search(&space, [start], |p| p == goal);
            (found.goal_distance(), found.path())
        });
    });
    group.bench_function("hand_written", |b| b.iter(|| hand_dijkstra(flat, si, gi)));
    group.bench_function("pathfinding", |b| {
        b.iter(|| pf_dijkstra(flat, start, goal));
    });
    group.finish();

    if checks.enabled {
        let label = if inst.name == "random" {
            "Dijkstra random: pathfinding / gridpath reused"
        } else {
            "Dijkstra open: pathfinding / gridpath reused"
        };
        checks.rows.push(interleaved(
            label,
            || {
                black_box(pf_dijkstra(flat, start, goal));
            },
            || {
                let found = dijkstra.search(&space, [start], |p| p == goal);
                black_box((found.goal_distance(), found.path()));
            },
        ));
    }
}

fn bench_astar(c: &mut Criterion, checks: &mut Checks, inst: &Instance) {
    let space = unit_space(&inst.grid);
    let flat = Flat::new(&inst.grid);
    let (start, goal) = (inst.start, inst.goal);
    let (si, gi) = (flat.index(start) as usize, flat.index(goal) as usize);
    let h = heuristic::manhattan::<u32>(goal);

    let mut astar = AStar::new();
    let ours = astar
        .search(&space, [start], |p| p == goal, h)
        .path()
        .map(|p| p.len());
    let hand = hand_astar(flat, si, gi).map(|(p, _)| p.len());
    let theirs = pf_astar(flat, start, goal).map(|(p, _)| p.len());
    assert!(ours.is_some(), "{}: no path from start to goal", inst.name);
    assert_eq!(ours, hand, "{}: A* lengths differ", inst.name);
    assert_eq!(ours, theirs, "{}: A* lengths differ", inst.name);

    let mut group = long_group(c, &format!("astar_{}", inst.name));
    group.bench_function("gridpath_reused", |b| {
        b.iter(|| astar.search(&space, [start], |p| p == goal, h).path());
    });
    group.bench_function("hand_written", |b| b.iter(|| hand_astar(flat, si, gi)));
    group.bench_function("pathfinding", |b| b.iter(|| pf_astar(flat, start, goal)));
    group.finish();

    if checks.enabled {
        let label = match inst.name {
            "random" => "A* random: pathfinding / gridpath reused",
            "open" => "A* open: pathfinding / gridpath reused",
            _ => "A* maze: pathfinding / gridpath reused",
        };
        checks.rows.push(interleaved(
            label,
            || {
                black_box(pf_astar(flat, start, goal));
            },
            || {
                black_box(astar.search(&space, [start], |p| p == goal, h).path());
            },
        ));
    }
}

/// 1,000 (start, goal) pairs on `grid`, both free, at most 20 cells apart in Chebyshev
/// distance, and connected (pairs in different components are skipped, so that no query
/// floods the whole grid).
fn short_pairs(grid: &Grid<u8>) -> Vec<(Pos, Pos)> {
    let flat = Flat::new(grid);
    // Connected components by flood fill.
    let mut component = vec![UNSET; grid.len()];
    let mut stack = Vec::new();
    let mut label = 0;
    for seed in 0..grid.len() {
        if grid.cells()[seed] == WALL || component[seed] != UNSET {
            continue;
        }
        component[seed] = label;
        stack.push(seed);
        while let Some(u) = stack.pop() {
            flat.neighbours(u, |v| {
                if grid.cells()[v] != WALL && component[v] == UNSET {
                    component[v] = label;
                    stack.push(v);
                }
            });
        }
        label += 1;
    }

    let mut rng = SplitMix64(0x5eed_0004);
    let mut pairs = Vec::with_capacity(1000);
    while pairs.len() < 1000 {
        let start = Pos::new(rng.below(SIDE), rng.below(SIDE));
        let goal = Pos::new(
            (start.row + rng.below(41)).wrapping_sub(20),
            (start.col + rng.below(41)).wrapping_sub(20),
        );
        if !grid.contains(goal) {
            continue;
        }
        let (si, gi) = (flat.index(start) as usize, flat.index(goal) as usize);
        if grid.cells()[si] != WALL && grid.cells()[gi] != WALL && component[si] == component[gi] {
            pairs.push((start, goal));
        }
    }
    pairs
}

#[expect(
    clippy::too_many_lines,
    reason = "one group: its variants, their agreement check, its cross-checks"
)]
fn bench_short_queries(c: &mut Criterion, checks: &mut Checks, inst: &Instance) {
    let space = unit_space(&inst.grid);
    let flat = Flat::new(&inst.grid);
    let pairs = short_pairs(&inst.grid);

    // Total path lengths (in states) must agree across the variants.
    let mut bfs = Bfs::new();
    let mut astar = AStar::new();
    let bfs_total = |bfs: &mut Bfs<Pos>| -> usize {
        pairs
            .iter()
            .map(|&(s, g)| {
                bfs.search(&space, [s], |p| p == g)
                    .path()
                    .map_or(0, |p| p.len())
            })
            .sum()
    };
    let astar_total = |astar: &mut AStar<Pos, u32>| -> usize {
        pairs
            .iter()
            .map(|&(s, g)| {
                let h = heuristic::manhattan(g);
                astar
                    .search(&space, [s], |p| p == g, h)
                    .path()
                    .map_or(0, |p| p.len())
            })
            .sum()
    };
    let bfs_fresh_total = || -> usize {
        pairs
            .iter()
            .map(|&(s, g)| {
                Bfs::new()
                    .search(&space, [s], |p| p == g)
                    .path()
                    .map_or(0, |p| p.len())
            })
            .sum()
    };
    let astar_fresh_total = || -> usize {
        pairs
            .iter()
            .map(|&(s, g)| {
                AStar::new()
                    .search(&space, [s], |p| p == g, heuristic::manhattan(g))
                    .path()
                    .map_or(0, |p| p.len())
            })
            .sum()
    };
    let pf_bfs_total = || -> usize {
        pairs
            .iter()
            .map(|&(s, g)| pf_bfs(flat, s, g).map_or(0, |p| p.len()))
            .sum()
    };
    let pf_astar_total = || -> usize {
        pairs
            .iter()
            .map(|&(s, g)| pf_astar(flat, s, g).map_or(0, |(p, _)| p.len()))
            .sum()
    };
    let total = bfs_total(&mut bfs);
    assert_eq!(
        total,
        astar_total(&mut astar),
        "short queries: A* total differs"
    );
    assert_eq!(
        total,
        pf_bfs_total(),
        "short queries: pathfinding::bfs total differs"
    );
    assert_eq!(
        total,
        pf_astar_total(),
        "short queries: pathfinding::astar total differs"
    );
    assert_eq!(
        total,
        bfs_fresh_total(),
        "short queries: fresh BFS total differs"
    );

    let mut group = long_group(c, "short_queries");
    group.bench_function("bfs_gridpath_reused", |b| b.iter(|| bfs_total(&mut bfs)));
    group.bench_function("bfs_gridpath_fresh", |b| b.iter(bfs_fresh_total));
    group.bench_function("bfs_pathfinding", |b| b.iter(pf_bfs_total));
    group.bench_function("astar_gridpath_reused", |b| {
        b.iter(|| astar_total(&mut astar));
    });
    group.bench_function("astar_gridpath_fresh", |b| b.iter(astar_fresh_total));
    group.bench_function("astar_pathfinding", |b| b.iter(pf_astar_total));
    group.finish();

    if checks.enabled {
        checks.rows.push(interleaved(
            "1000 short BFS: fresh / reused",
            || {
                black_box(bfs_fresh_total());
            },
            || {
                black_box(bfs_total(&mut bfs));
            },
        ));
        checks.rows.push(interleaved(
            "1000 short A*: fresh / reused",
            || {
                black_box(astar_fresh_total());
            },
            || {
                black_box(astar_total(&mut astar));
            },
        ));
    }
}

/// What building the space costs: `GridSpace` precomputes per-cell data once, outside the
/// timed searches above, so its cost is shown here.
fn bench_setup(c: &mut Criterion, inst: &Instance) {
    let mut group = long_group(c, "setup");
    group.bench_function(format!("gridspace_new_{}", inst.name), |b| {
        b.iter(|| unit_space(&inst.grid));
    });
    group.finish();
}

// ---------------------------------------------------------------------------------------------
// Memory per state of dense BFS.
// ---------------------------------------------------------------------------------------------

struct MemoryRow {
    what: &'static str,
    bytes: usize,
}

fn measure_memory(open: &Instance) -> Vec<MemoryRow> {
    let space = unit_space(&open.grid);
    let flat = Flat::new(&open.grid);
    let (start, goal) = (open.start, open.goal);
    let (si, gi) = (flat.index(start) as usize, flat.index(goal) as usize);

    let mut bfs = Bfs::new();
    let reached = bfs.distances(&space, [start]).is_reached(goal);
    assert!(reached);
    let heap_bytes = bfs.heap_bytes();
    drop(bfs);

    let (_, gridpath_field) = peak_bytes_during(|| {
        let mut bfs = Bfs::new();
        black_box(bfs.distances(&space, [start]).expanded())
    });
    let (_, gridpath_path) = peak_bytes_during(|| {
        let mut bfs = Bfs::new();
        black_box(bfs.search(&space, [start], |p| p == goal).path())
    });
    let (_, hand) = peak_bytes_during(|| black_box(hand_bfs(flat, si, gi)));
    let (_, theirs) = peak_bytes_during(|| black_box(pf_bfs(flat, start, goal)));
    let (_, space_bytes) = peak_bytes_during(|| black_box(unit_space(&open.grid)));
    vec![
        MemoryRow {
            what: "gridpath Bfs::heap_bytes() after distances (reused workspace)",
            bytes: heap_bytes,
        },
        MemoryRow {
            what: "gridpath peak, fresh Bfs::new() + distances",
            bytes: gridpath_field,
        },
        MemoryRow {
            what: "gridpath peak, fresh Bfs::new() + search to far corner + path()",
            bytes: gridpath_path,
        },
        MemoryRow {
            what: "hand-written flat BFS peak, search to far corner + path",
            bytes: hand,
        },
        MemoryRow {
            what: "pathfinding::bfs peak, search to far corner",
            bytes: theirs,
        },
        MemoryRow {
            what: "(once per grid) GridSpace::new, kept while the space lives",
            bytes: space_bytes,
        },
    ]
}

// ---------------------------------------------------------------------------------------------
// Reading this run's medians back, and the ratio table.
// ---------------------------------------------------------------------------------------------

/// Where criterion writes its results: the same rules criterion follows.
fn criterion_dir() -> PathBuf {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        return PathBuf::from(home);
    }
    if let Some(target) = std::env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(target).join("criterion");
    }
    // `cargo metadata` knows about target directories set in cargo configuration.
    let from_metadata = std::env::var_os("CARGO").and_then(|cargo| {
        let out = std::process::Command::new(cargo)
            .args(["metadata", "--format-version", "1", "--no-deps"])
            .output()
            .ok()?;
        let text = String::from_utf8(out.stdout).ok()?;
        let key = "\"target_directory\":\"";
        let rest = &text[text.find(key)? + key.len()..];
        let value = &rest[..rest.find('"')?];
        Some(PathBuf::from(value.replace("\\\\", "\\")).join("criterion"))
    });
    from_metadata.unwrap_or_else(|| PathBuf::from("target/criterion"))
}

/// The median (ns per iteration) criterion measured for `group/function` in this run, or
/// `None` if it was not measured since `since` (filtered out, or run in test mode).
fn median_ns(dir: &std::path::Path, group: &str, function: &str, since: SystemTime) -> Option<f64> {
    let path = dir.join(group).join(function).join("new/estimates.json");
    let modified = std::fs::metadata(&path).ok()?.modified().ok()?;
    if modified < since {
        return None;
    }
    let text = std::fs::read_to_string(&path).ok()?;
    let median = &text[text.find("\"median\"")?..];
    let key = "\"point_estimate\":";
    let value = median[median.find(key)? + key.len()..].trim_start();
    let end = value.find([',', '}'])?;
    value[..end].trim().parse().ok()
}

/// Every `(group, function, median)` measured in this run, sorted by name.
fn fresh_medians(dir: &std::path::Path, since: SystemTime) -> Vec<(String, String, f64)> {
    let names = |path: &std::path::Path| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(path)
            .into_iter()
            .flatten()
            .flatten()
            .filter(|entry| entry.path().is_dir())
            .filter_map(|entry| entry.file_name().into_string().ok())
            .collect();
        names.sort();
        names
    };
    let mut out = Vec::new();
    for group in names(dir) {
        for function in names(&dir.join(&group)) {
            if let Some(ns) = median_ns(dir, &group, &function, since) {
                out.push((group.clone(), function, ns));
            }
        }
    }
    out
}

fn format_ns(ns: f64) -> String {
    if ns >= 1e6 {
        format!("{:.2} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.2} µs", ns / 1e3)
    } else {
        format!("{ns:.0} ns")
    }
}

/// One line of the ratio table: `slower / faster`-style quotient of two medians, with a target.
struct Ratio {
    label: &'static str,
    num: (&'static str, &'static str),
    den: (&'static str, &'static str),
    /// `(at most, bound)` when the ratio must stay at or below `bound`, `(at least, bound)`
    /// when it must reach it.
    target: Option<(&'static str, f64)>,
}

const fn ratio(
    label: &'static str,
    num: (&'static str, &'static str),
    den: (&'static str, &'static str),
    target: Option<(&'static str, f64)>,
) -> Ratio {
    Ratio {
        label,
        num,
        den,
        target,
    }
}

const RATIOS: &[Ratio] = &[
    ratio(
        "BFS random: gridpath reused / hand-written",
        ("bfs_random", "gridpath_reused"),
        ("bfs_random", "hand_written"),
        Some(("<=", 1.15)),
    ),
    ratio(
        "BFS random: gridpath fresh / hand-written",
        ("bfs_random", "gridpath_fresh"),
        ("bfs_random", "hand_written"),
        None,
    ),
    ratio(
        "BFS random: pathfinding / gridpath reused",
        ("bfs_random", "pathfinding"),
        ("bfs_random", "gridpath_reused"),
        Some((">=", 4.0)),
    ),
    ratio(
        "BFS random: gridpath fresh / reused",
        ("bfs_random", "gridpath_fresh"),
        ("bfs_random", "gridpath_reused"),
        None,
    ),
    ratio(
        "BFS open: gridpath reused / hand-written",
        ("bfs_open", "gridpath_reused"),
        ("bfs_open", "hand_written"),
        None,
    ),
    ratio(
        "BFS open: gridpath fresh / hand-written",
        ("bfs_open", "gridpath_fresh"),
        ("bfs_open", "hand_written"),
        None,
    ),
    ratio(
        "BFS open: pathfinding / gridpath reused",
        ("bfs_open", "pathfinding"),
        ("bfs_open", "gridpath_reused"),
        None,
    ),
    ratio(
        "BFS open: gridpath fresh / reused",
        ("bfs_open", "gridpath_fresh"),
        ("bfs_open", "gridpath_reused"),
        None,
    ),
    ratio(
        "BFS maze: gridpath reused / hand-written",
        ("bfs_maze", "gridpath_reused"),
        ("bfs_maze", "hand_written"),
        None,
    ),
    ratio(
        "BFS maze: gridpath fresh / hand-written",
        ("bfs_maze", "gridpath_fresh"),
        ("bfs_maze", "hand_written"),
        None,
    ),
    ratio(
        "BFS maze: pathfinding / gridpath reused",
        ("bfs_maze", "pathfinding"),
        ("bfs_maze", "gridpath_reused"),
        None,
    ),
    ratio(
        "BFS maze: gridpath fresh / reused",
        ("bfs_maze", "gridpath_fresh"),
        ("bfs_maze", "gridpath_reused"),
        None,
    ),
    ratio(
        "Dijkstra random: gridpath reused / hand-written",
        ("dijkstra_random", "gridpath_reused"),
        ("dijkstra_random", "hand_written"),
        None,
    ),
    ratio(
        "Dijkstra random: pathfinding / gridpath reused",
        ("dijkstra_random", "pathfinding"),
        ("dijkstra_random", "gridpath_reused"),
        Some((">=", 4.0)),
    ),
    ratio(
        "Dijkstra open: gridpath reused / hand-written",
        ("dijkstra_open", "gridpath_reused"),
        ("dijkstra_open", "hand_written"),
        None,
    ),
    ratio(
        "Dijkstra open: pathfinding / gridpath reused",
        ("dijkstra_open", "pathfinding"),
        ("dijkstra_open", "gridpath_reused"),
        Some((">=", 4.0)),
    ),
    ratio(
        "A* random: gridpath reused / hand-written",
        ("astar_random", "gridpath_reused"),
        ("astar_random", "hand_written"),
        None,
    ),
    ratio(
        "A* random: pathfinding / gridpath reused",
        ("astar_random", "pathfinding"),
        ("astar_random", "gridpath_reused"),
        Some((">=", 2.0)),
    ),
    ratio(
        "A* open: gridpath reused / hand-written",
        ("astar_open", "gridpath_reused"),
        ("astar_open", "hand_written"),
        None,
    ),
    ratio(
        "A* open: pathfinding / gridpath reused",
        ("astar_open", "pathfinding"),
        ("astar_open", "gridpath_reused"),
        Some((">=", 2.0)),
    ),
    ratio(
        "A* maze: gridpath reused / hand-written",
        ("astar_maze", "gridpath_reused"),
        ("astar_maze", "hand_written"),
        None,
    ),
    ratio(
        "A* maze: pathfinding / gridpath reused",
        ("astar_maze", "pathfinding"),
        ("astar_maze", "gridpath_reused"),
        Some((">=", 2.0)),
    ),
    ratio(
        "1000 short BFS: fresh / reused",
        ("short_queries", "bfs_gridpath_fresh"),
        ("short_queries", "bfs_gridpath_reused"),
        Some((">=", 10.0)),
    ),
    ratio(
        "1000 short BFS: pathfinding / gridpath reused",
        ("short_queries", "bfs_pathfinding"),
        ("short_queries", "bfs_gridpath_reused"),
        None,
    ),
    ratio(
        "1000 short A*: fresh / reused",
        ("short_queries", "astar_gridpath_fresh"),
        ("short_queries", "astar_gridpath_reused"),
        Some((">=", 10.0)),
    ),
    ratio(
        "1000 short A*: pathfinding / gridpath reused",
        ("short_queries", "astar_pathfinding"),
        ("short_queries", "astar_gridpath_reused"),
        None,
    ),
];

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg").map_or_else(
        |_| "n/a".to_owned(),
        |s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "),
    )
}

fn print_report(since: SystemTime, memory: &[MemoryRow], cells: usize, checks: &Checks) {
    let dir = criterion_dir();
    let median = |(group, function): (&str, &str)| median_ns(&dir, group, function, since);

    println!();
    println!(
        "== Medians of this run (criterion dir: {}) ==",
        dir.display()
    );
    println!();
    println!("| {:<42} | {:>12} |", "benchmark", "median");
    println!("|{:-<44}|{:->14}|", "", "");
    for (group, function, ns) in fresh_medians(&dir, since) {
        println!(
            "| {:<42} | {:>12} |",
            format!("{group}/{function}"),
            format_ns(ns)
        );
    }

    println!();
    println!("== Ratios of this run's medians ==");
    println!();
    println!(
        "| {:<48} | {:>12} | {:>12} | {:>8} | {:<8} | {:<6} |",
        "ratio", "numerator", "denominator", "ratio", "target", "met"
    );
    println!(
        "|{:-<50}|{:->14}|{:->14}|{:->10}|{:-<10}|{:-<8}|",
        "", "", "", "", "", ""
    );
    let mut measured = 0;
    for r in RATIOS {
        let (num, den) = (median(r.num), median(r.den));
        let cell = |v: Option<f64>| v.map_or_else(|| "n/a".to_owned(), format_ns);
        let quotient = num.zip(den).map(|(n, d)| n / d);
        let (target, met) = match (r.target, quotient) {
            (Some((op, bound)), Some(q)) => {
                let ok = if op == "<=" { q <= bound } else { q >= bound };
                (format!("{op} {bound}"), if ok { "yes" } else { "NO" })
            }
            (Some((op, bound)), None) => (format!("{op} {bound}"), "n/a"),
            (None, _) => (String::new(), ""),
        };
        if quotient.is_some() {
            measured += 1;
        }
        println!(
            "| {:<48} | {:>12} | {:>12} | {:>8} | {:<8} | {:<6} |",
            r.label,
            cell(num),
            cell(den),
            quotient.map_or_else(|| "n/a".to_owned(), |q| format!("{q:.2}x")),
            target,
            met
        );
    }
    if measured == 0 {
        println!();
        println!("(no medians from this run: benchmarks filtered out or run in test mode)");
    }

    if checks.enabled {
        println!();
        println!(
            "== Cross-check: the target ratios timed interleaved (median of alternating runs) =="
        );
        println!();
        println!(
            "| {:<48} | {:>12} | {:>12} | {:>8} |",
            "ratio", "numerator", "denominator", "ratio"
        );
        println!("|{:-<50}|{:->14}|{:->14}|{:->10}|", "", "", "", "");
        for row in &checks.rows {
            println!(
                "| {:<48} | {:>12} | {:>12} | {:>7.2}x |",
                row.label,
                format_ns(row.num_ns),
                format_ns(row.den_ns),
                row.num_ns / row.den_ns
            );
        }
    }

    println!();
    println!("== Memory of dense BFS on the open 1000x1000 grid ({cells} cells) ==");
    println!();
    println!(
        "| {:<66} | {:>12} | {:>11} |",
        "measurement", "bytes", "bytes/cell"
    );
    println!("|{:-<68}|{:->14}|{:->13}|", "", "", "");
    for row in memory {
        #[expect(clippy::cast_precision_loss, reason = "both far below 2^52: exact")]
        let per_cell = row.bytes as f64 / cells as f64;
        println!(
            "| {:<66} | {:>12} | {:>11.3} |",
            row.what, row.bytes, per_cell
        );
    }
    println!();
    println!("target: gridpath dense BFS <= 9 bytes per state");
}

fn main() {
    let since = SystemTime::now();
    let random = random_instance();
    let open = open_instance();
    let maze = maze_instance(500);
    let random_costs = cost_grid(&random.grid, 0x5eed_0002);
    let open_costs = cost_grid(&open.grid, 0x5eed_0005);

    // Memory first, while nothing else is allocated by the benchmarks.
    let memory = measure_memory(&open);

    let load_before = load_average();
    let mut checks = Checks {
        enabled: interleaving_enabled(),
        rows: Vec::new(),
    };
    let mut c = Criterion::default().configure_from_args();
    for inst in [&random, &open, &maze] {
        bench_bfs(&mut c, &mut checks, inst);
    }
    bench_dijkstra(&mut c, &mut checks, &random, &random_costs);
    bench_dijkstra(&mut c, &mut checks, &open, &open_costs);
    for inst in [&random, &open, &maze] {
        bench_astar(&mut c, &mut checks, inst);
    }
    bench_short_queries(&mut c, &mut checks, &random);
    bench_setup(&mut c, &random);
    c.final_summary();

    print_report(since, &memory, open.grid.len(), &checks);
    println!();
    println!(
        "load average (1, 5, 15 min) before the benchmarks: {load_before}; after: {}",
        load_average()
    );
}
