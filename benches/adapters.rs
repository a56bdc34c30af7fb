//! Benchmarks of the state adapters (`WallBreaks`, `Keys`) and of the bucket queue that
//! `Dijkstra` uses for integer costs, each against a hand-written search in the same run; then,
//! from this run's own measurements, a ratio table, an interleaved re-timing of the target
//! ratios, and a memory table.
//!
//! ```text
//! cargo bench -p gridpath-benches --bench adapters
//! ```
//!
//! The instances are generated here from fixed seeds (the benches' one generator, splitmix64,
//! in `common::rng`), so every run measures the same ones:
//!
//! - `walls`: 1000×1000, each cell a wall with probability 30 %, (0,0) → (999,999); searched with
//!   `WallBreaks` and `k = 1` (two layers of the grid).
//! - `keys4`: 1000×1000, walls with probability 25 %, four full-height barrier columns; barrier
//!   `j` is passable only through a few doors of kind `j`, and the key of kind `j` lies two
//!   regions to the left of its barrier (in the first region for kinds 0..=2), so the goal in
//!   the bottom-right corner needs all four keys and the search meets many key sets. Dense:
//!   10⁶ cells × 2⁴ key sets.
//! - `keys26`: 300×300, walls 20 %, the same construction with 26 barriers and keys `a..z`,
//!   each key two regions before its barrier. 90,000 × 2²⁶ states is far beyond the dense
//!   limit, so gridpath runs paged (layered by key set; hashed before paged storage existed).
//! - `costs`: 1000×1000, entering each cell costs 1..=9, no walls; Dijkstra with `u32` costs
//!   (bucket queue) and with a cost newtype that does not report itself as an integer (binary
//!   heap).
//!
//! Criterion prints medians but no ratios, so `main` runs the groups and then reads each median
//! back from `<criterion dir>/<group>/<function>/new/estimates.json`, skipping files older than
//! this run. The allocator, the generator, the flat view with its Dijkstra, the group settings,
//! the interleaved re-timing and the report reading are shared with the other benches, in
//! `benches/common`.

mod common;

use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasherDefault, Hasher};
use std::hint::black_box;
use std::time::{Duration, SystemTime};

use common::alloc::{Counting, peak_bytes_during as peak_during};
use common::flat::{Flat, UNSET, hand_dijkstra, rebuild};
use common::report::{self, Ratio, Target, ratio};
use common::rng::SplitMix64;
use common::timing::{self, Checks};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion};
use gridpath::adapt::{KeyCell, Keys, WallBreaks, WallSpace};
use gridpath::{Bfs, Cost, Dijkstra, Grid, GridSpace, Moves, Pos, Size, StateSpace, Storage};

/// Counts bytes for the memory table (measured before criterion starts, on one thread).
#[global_allocator]
static GLOBAL: Counting = Counting;

// =============================================================================================
// Instances.
// =============================================================================================

const WALL: u8 = b'#';
const FREE: u8 = b'.';

/// A grid with a start in the top-left and a goal in the bottom-right corner.
struct Instance {
    grid: Grid<u8>,
    start: Pos,
    goal: Pos,
}

fn corners(side: u32) -> (Pos, Pos) {
    (Pos::new(0, 0), Pos::new(side - 1, side - 1))
}

// Seeds. The instances were drawn from xorshift64* until the benches shared one generator
// (splitmix64, `common::rng`); the same sizes, densities and layouts are now drawn from it. With
// the old seeds it walls the start of `walls` into a pocket of 31 cells and leaves the goal of
// `keys4` unreachable, so those two take the first seed of `old + k·2³²`, k = 0, 1, 2, …, whose
// instance passes the bench's checks and has the shape of the one measured before (`walls`: the
// start not walled in, so a search fills both layers, about 1.68 M states); `keys26` and `costs`
// keep theirs.

/// The seed of [`walls_instance`]: `0xada9_0001 + 2·2³²` (k = 1 walls the start in).
const WALLS_SEED: u64 = 0x2_ada9_0001;

/// 1000×1000, walls with probability 30 %, both corners free.
fn walls_instance() -> Instance {
    const SIDE: u32 = 1000;
    let mut rng = SplitMix64::new(WALLS_SEED);
    let (start, goal) = corners(SIDE);
    let mut grid = Grid::from_fn(
        Size::try_from((SIDE as usize, SIDE as usize)).unwrap(),
        |_| {
            if rng.chance(30) { WALL } else { FREE }
        },
    )
    .expect("a valid size");
    grid[start] = FREE;
    grid[goal] = FREE;
    Instance { grid, start, goal }
}

/// How a keys-and-doors instance is laid out.
struct KeysLayout {
    side: u32,
    kinds: u32,
    /// The key of kind `j` lies in region `j - lag` (region 0 for `j <= lag`).
    lag: u32,
    wall_percent: u32,
    doors_per_barrier: u32,
    seed: u64,
}

/// Random walls, then `kinds` full-height barrier columns splitting the grid into `kinds + 1`
/// regions; barrier `j` has a few doors of kind `j` (`'A' + j`, with the cells either side of
/// each door cleared), and the key of kind `j` (`'a' + j`) lies at a random cell of region
/// `j - lag`, its four neighbours cleared. The goal, in the last region, can be reached only
/// through a door of every barrier.
fn keys_instance(layout: &KeysLayout) -> Instance {
    let KeysLayout {
        side,
        kinds,
        lag,
        wall_percent,
        doors_per_barrier,
        seed,
    } = *layout;
    let mut rng = SplitMix64::new(seed);
    let (start, goal) = corners(side);
    let barrier = |j: u32| (j + 1) * side / (kinds + 1);
    let mut grid = Grid::from_fn(
        Size::try_from((side as usize, side as usize)).unwrap(),
        |_| {
            if rng.chance(wall_percent) { WALL } else { FREE }
        },
    )
    .expect("a valid size");
    let kind_byte = |base: u8, j: u32| base + u8::try_from(j).expect("at most 26 kinds");
    for j in 0..kinds {
        let col = barrier(j);
        for row in 0..side {
            grid[Pos::new(row, col)] = WALL;
        }
        for _ in 0..doors_per_barrier {
            let row = rng.below(side);
            grid[Pos::new(row, col)] = kind_byte(b'A', j);
            grid[Pos::new(row, col - 1)] = FREE;
            grid[Pos::new(row, col + 1)] = FREE;
        }
    }
    let is_barrier = |col: u32| (0..kinds).any(|j| barrier(j) == col);
    for j in 0..kinds {
        let region = j.saturating_sub(lag);
        let first = if region == 0 {
            0
        } else {
            barrier(region - 1) + 1
        };
        let end = barrier(region);
        let at = loop {
            let p = Pos::new(rng.below(side), first + rng.below(end - first));
            let cell = grid[p];
            if p != start && (cell == FREE || cell == WALL) {
                break p;
            }
        };
        grid[at] = kind_byte(b'a', j);
        for (dr, dc) in [(-1, 0), (0, 1), (1, 0), (0, -1)] {
            let (Some(row), Some(col)) =
                (at.row.checked_add_signed(dr), at.col.checked_add_signed(dc))
            else {
                continue;
            };
            let q = Pos::new(row, col);
            if grid.contains(q) && !is_barrier(col) && grid[q] == WALL {
                grid[q] = FREE;
            }
        }
    }
    grid[start] = FREE;
    grid[goal] = FREE;
    Instance { grid, start, goal }
}

const KEYS4: KeysLayout = KeysLayout {
    side: 1000,
    kinds: 4,
    lag: 2,
    wall_percent: 25,
    doors_per_barrier: 5,
    // `0xada9_0002 + 2·2³²`: k = 0 and 1 leave the goal unreachable.
    seed: 0x2_ada9_0002,
};

const KEYS26: KeysLayout = KeysLayout {
    side: 300,
    kinds: 26,
    lag: 2,
    wall_percent: 20,
    doors_per_barrier: 4,
    seed: 0xada9_0003,
};

/// 1000×1000, the cost of entering each cell drawn from 1..=9.
fn costs_instance() -> Instance {
    const SIDE: u32 = 1000;
    let mut rng = SplitMix64::new(0xada9_0004);
    let (start, goal) = corners(SIDE);
    let grid = Grid::from_fn(
        Size::try_from((SIDE as usize, SIDE as usize)).unwrap(),
        |_| 1 + u8::try_from(rng.below(9)).expect("below 9"),
    )
    .expect("a valid size");
    Instance { grid, start, goal }
}

/// What a cell holds for the `Keys` adapter: `a..z` keys, `A..Z` doors.
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "Keys::new hands cells by reference"
)]
fn key_cell(c: &u8) -> KeyCell {
    match *c {
        b'a'..=b'z' => KeyCell::Key(c - b'a'),
        b'A'..=b'Z' => KeyCell::Door(c - b'A'),
        _ => KeyCell::Nothing,
    }
}

/// The inner space for every adapter here: 4 neighbours in U R D L order, `#` blocked.
fn open_space(grid: &Grid<u8>) -> impl WallSpace<State = Pos, Cost = u32> + '_ {
    GridSpace::new(grid, Moves::four(), |&c: &u8| c != WALL)
}

/// `u32` entering costs: `Dijkstra` keeps them in its bucket queue.
fn bucket_space(grid: &Grid<u8>) -> impl StateSpace<State = Pos, Cost = u32> + '_ {
    GridSpace::with_costs(grid, Moves::four(), |&c: &u8| Some(u32::from(c)))
}

/// A `u32` cost that implements [`Cost`] without `as_integer`, so `Dijkstra` falls back to its
/// binary heap.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct HeapCost(u32);

impl Cost for HeapCost {
    const ZERO: Self = HeapCost(0);
    const MAX: Self = HeapCost(u32::MAX);

    fn saturating_add(self, other: Self) -> Self {
        HeapCost(self.0.saturating_add(other.0))
    }

    fn from_steps(steps: u64) -> Self {
        HeapCost(u32::try_from(steps).unwrap_or(u32::MAX))
    }
}

/// The same entering costs as [`HeapCost`]: `Dijkstra` uses its binary heap.
fn heap_space(grid: &Grid<u8>) -> impl StateSpace<State = Pos, Cost = HeapCost> + '_ {
    GridSpace::with_costs(grid, Moves::four(), |&c: &u8| Some(HeapCost(u32::from(c))))
}

// =============================================================================================
// Hand-written searches over flat arrays (the flat view, `rebuild` and `hand_dijkstra` are
// shared, in `common::flat`).
// =============================================================================================

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).expect("fits in u32")
}

/// BFS over two layers: state `cell × 2 + breaks`. A step into a wall goes from layer 0 to
/// layer 1 (and is not made from layer 1). Stops when the goal cell is dequeued in either
/// layer; returns the path of states.
fn hand_wall_breaks(grid: Flat<'_>, start: usize, goal: usize) -> Option<Vec<u32>> {
    let states = grid.cells.len() * 2;
    let mut dist = vec![UNSET; states];
    let mut parent = vec![UNSET; states];
    let mut queue = VecDeque::new();
    dist[start * 2] = 0;
    queue.push_back(to_u32(start * 2));
    while let Some(u) = queue.pop_front() {
        let u = u as usize;
        let (cell, breaks) = (u / 2, u % 2);
        if cell == goal {
            return Some(rebuild(&parent, u));
        }
        let next = dist[u] + 1;
        grid.neighbours(cell, |v| {
            let layer = if grid.cells[v] != WALL {
                breaks
            } else if breaks == 0 {
                1
            } else {
                return;
            };
            let w = v * 2 + layer;
            if dist[w] == UNSET {
                dist[w] = next;
                parent[w] = to_u32(u);
                queue.push_back(to_u32(w));
            }
        });
    }
    None
}

/// The key set after stepping into a cell holding `byte` with keys `mask`: `None` for a wall or
/// a door whose key is not held. Key `a + k` is bit `k`.
#[inline]
fn enter(byte: u8, mask: u32) -> Option<u32> {
    match byte {
        WALL => None,
        b'a'..=b'z' => Some(mask | 1 << (byte - b'a')),
        b'A'..=b'Z' => (mask & 1 << (byte - b'A') != 0).then_some(mask),
        _ => Some(mask),
    }
}

/// BFS over `cell << bits | mask` in flat arrays of `cells << bits` entries. Stops when the goal
/// cell is dequeued with any keys; returns the path of cells.
fn hand_keys_dense(grid: Flat<'_>, bits: u32, start: usize, goal: usize) -> Option<Vec<u32>> {
    let states = grid.cells.len() << bits;
    let low = (1usize << bits) - 1;
    let mut dist = vec![UNSET; states];
    let mut parent = vec![UNSET; states];
    let mut queue = VecDeque::new();
    let first = start << bits | enter(grid.cells[start], 0)? as usize;
    dist[first] = 0;
    queue.push_back(to_u32(first));
    while let Some(u) = queue.pop_front() {
        let u = u as usize;
        let (cell, mask) = (u >> bits, u & low);
        if cell == goal {
            return Some(rebuild(&parent, u).iter().map(|&s| s >> bits).collect());
        }
        let next = dist[u] + 1;
        grid.neighbours(cell, |v| {
            let Some(keys) = enter(grid.cells[v], to_u32(mask)) else {
                return;
            };
            let w = v << bits | keys as usize;
            if dist[w] == UNSET {
                dist[w] = next;
                parent[w] = to_u32(u);
                queue.push_back(to_u32(w));
            }
        });
    }
    None
}

/// A multiply-fold hasher for the `u64` keys of the hand-written hashed BFS.
#[derive(Default)]
struct FoldHasher(u64);

impl Hasher for FoldHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        let product = u128::from(self.0 ^ n) * 0x9fb2_1c65_1e98_df25;
        self.0 = fold(product);
    }
}

#[expect(
    clippy::cast_possible_truncation,
    reason = "the two halves of the product, on purpose"
)]
fn fold(product: u128) -> u64 {
    (product as u64) ^ ((product >> 64) as u64)
}

/// BFS over states `cell << 32 | mask` kept in a hash map from state to its parent state. Stops
/// when the goal cell is dequeued (never for `goal == None`). Returns the path of cells and the
/// number of states reached.
fn hand_keys_hashed(
    grid: Flat<'_>,
    start: usize,
    goal: Option<usize>,
) -> (Option<Vec<u32>>, usize) {
    let mut parent: HashMap<u64, u64, BuildHasherDefault<FoldHasher>> = HashMap::default();
    let mut queue = VecDeque::new();
    let Some(mask) = enter(grid.cells[start], 0) else {
        return (None, 0);
    };
    let first = (start as u64) << 32 | u64::from(mask);
    parent.insert(first, u64::MAX);
    queue.push_back(first);
    while let Some(u) = queue.pop_front() {
        let cell = usize::try_from(u >> 32).expect("a cell index");
        if Some(cell) == goal {
            let mut path = vec![to_u32(cell)];
            let mut at = parent[&u];
            while at != u64::MAX {
                path.push(u32::try_from(at >> 32).expect("a cell index"));
                at = parent[&at];
            }
            path.reverse();
            return (Some(path), parent.len());
        }
        let mask = u32::try_from(u & 0xffff_ffff).expect("32 bits");
        grid.neighbours(cell, |v| {
            if let Some(keys) = enter(grid.cells[v], mask) {
                let w = (v as u64) << 32 | u64::from(keys);
                if let std::collections::hash_map::Entry::Vacant(slot) = parent.entry(w) {
                    slot.insert(u);
                    queue.push_back(w);
                }
            }
        });
    }
    (None, parent.len())
}

#[expect(
    clippy::cast_precision_loss,
    reason = "counts and byte sizes far below 2^52"
)]
fn as_f64(n: usize) -> f64 {
    n as f64
}

// =============================================================================================
// Criterion groups.
// =============================================================================================

/// Long single searches: 10 samples, flat sampling, 1 s warm-up, 3 s measurement.
fn long_group<'c>(c: &'c mut Criterion, name: &str) -> BenchmarkGroup<'c, WallTime> {
    timing::flat_group(c, name, Duration::from_secs(1), Duration::from_secs(3))
}

/// Facts about an instance, printed with the report.
struct Facts {
    what: &'static str,
    answer: String,
    expanded: usize,
    storage: Storage,
}

fn bench_wall_breaks(
    c: &mut Criterion,
    checks: &mut Checks,
    facts: &mut Vec<Facts>,
    inst: &Instance,
) {
    let open = open_space(&inst.grid);
    let space = WallBreaks::new(&open, 1);
    let flat = Flat::new(&inst.grid);
    let (start, goal) = (inst.start, inst.goal);
    let (si, gi) = (flat.index(start), flat.index(goal));

    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(start)], |s| s.state == goal);
    let ours: Option<Vec<u32>> = found.path().map(|path| {
        path.iter()
            .map(|s| to_u32(flat.index(s.state) * 2 + s.breaks as usize))
            .collect()
    });
    facts.push(Facts {
        what: "walls 1000x1000, 30 % walls, WallBreaks k = 1",
        answer: format!("{:?} moves", found.goal_distance()),
        expanded: found.expanded(),
        storage: found.storage(),
    });
    let hand = hand_wall_breaks(flat, si, gi);
    assert!(ours.is_some(), "walls: the goal must be reachable");
    assert_eq!(
        ours, hand,
        "walls: gridpath and the hand-written BFS disagree"
    );

    let mut group = long_group(c, "adapt_walls_k1");
    group.bench_function("gridpath_reused", |b| {
        b.iter(|| {
            bfs.search(&space, [space.start(start)], |s| s.state == goal)
                .path()
        });
    });
    group.bench_function("gridpath_fresh", |b| {
        b.iter(|| {
            Bfs::new()
                .search(&space, [space.start(start)], |s| s.state == goal)
                .path()
        });
    });
    group.bench_function("hand_written", |b| {
        b.iter(|| hand_wall_breaks(flat, si, gi));
    });
    group.finish();

    if checks.enabled {
        checks.push(
            "walls k=1: gridpath reused / hand-written",
            || {
                black_box(
                    bfs.search(&space, [space.start(start)], |s| s.state == goal)
                        .path(),
                );
            },
            || {
                black_box(hand_wall_breaks(flat, si, gi));
            },
        );
    }
}

/// The path of a `Keys` search as cell indices.
fn cells_of<S: gridpath::adapt::HasPos>(flat: Flat<'_>, path: &[S]) -> Vec<u32> {
    path.iter().map(|s| to_u32(flat.index(s.pos()))).collect()
}

/// Asserts that the goal cannot be reached with every door shut: the keys are needed.
fn assert_doors_needed(inst: &Instance, name: &str) {
    let shut = GridSpace::new(&inst.grid, Moves::four(), |&c: &u8| {
        c == FREE || c.is_ascii_lowercase()
    });
    let reached = Bfs::new()
        .search(&shut, [inst.start], |p| p == inst.goal)
        .goal();
    assert_eq!(reached, None, "{name}: the goal must need keys");
}

fn bench_keys_dense(
    c: &mut Criterion,
    checks: &mut Checks,
    facts: &mut Vec<Facts>,
    inst: &Instance,
) {
    let open = open_space(&inst.grid);
    let space = Keys::new(&open, &inst.grid, key_cell).expect("kinds below 64");
    assert_eq!(space.kinds(), KEYS4.kinds);
    let flat = Flat::new(&inst.grid);
    let (start, goal) = (inst.start, inst.goal);
    let (si, gi) = (flat.index(start), flat.index(goal));
    assert_doors_needed(inst, "keys4");

    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(start)], |s| s.state == goal);
    assert_eq!(found.storage(), Storage::Dense, "keys4 must run dense");
    let ours = found.path().map(|path| cells_of(flat, &path));
    facts.push(Facts {
        what: "keys4 1000x1000, 25 % walls, 4 kinds, dense",
        answer: format!("{:?} moves", found.goal_distance()),
        expanded: found.expanded(),
        storage: found.storage(),
    });
    let hand = hand_keys_dense(flat, KEYS4.kinds, si, gi);
    assert!(ours.is_some(), "keys4: the goal must be reachable");
    assert_eq!(
        ours, hand,
        "keys4: gridpath and the hand-written BFS disagree"
    );

    let mut group = long_group(c, "adapt_keys4_dense");
    group.bench_function("gridpath_reused", |b| {
        b.iter(|| {
            bfs.search(&space, [space.start(start)], |s| s.state == goal)
                .path()
        });
    });
    group.bench_function("gridpath_fresh", |b| {
        b.iter(|| {
            Bfs::new()
                .search(&space, [space.start(start)], |s| s.state == goal)
                .path()
        });
    });
    group.bench_function("hand_written", |b| {
        b.iter(|| hand_keys_dense(flat, KEYS4.kinds, si, gi));
    });
    group.finish();

    if checks.enabled {
        checks.push(
            "keys 4 kinds: gridpath reused / hand-written",
            || {
                black_box(
                    bfs.search(&space, [space.start(start)], |s| s.state == goal)
                        .path(),
                );
            },
            || {
                black_box(hand_keys_dense(flat, KEYS4.kinds, si, gi));
            },
        );
    }
}

fn bench_keys_hashed(
    c: &mut Criterion,
    checks: &mut Checks,
    facts: &mut Vec<Facts>,
    inst: &Instance,
) {
    let open = open_space(&inst.grid);
    let space = Keys::new(&open, &inst.grid, key_cell).expect("kinds below 64");
    assert_eq!(space.kinds(), KEYS26.kinds);
    let flat = Flat::new(&inst.grid);
    let (start, goal) = (inst.start, inst.goal);
    let (si, gi) = (flat.index(start), flat.index(goal));
    assert_doors_needed(inst, "keys26");

    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(start)], |s| s.state == goal);
    assert_eq!(found.storage(), Storage::Paged, "keys26 must run paged");
    let ours = found.path().map(|path| cells_of(flat, &path));
    facts.push(Facts {
        what: "keys26 300x300, 20 % walls, 26 kinds, paged",
        answer: format!("{:?} moves", found.goal_distance()),
        expanded: found.expanded(),
        storage: found.storage(),
    });
    let (hand, _) = hand_keys_hashed(flat, si, Some(gi));
    assert!(ours.is_some(), "keys26: the goal must be reachable");
    assert_eq!(
        ours, hand,
        "keys26: gridpath and the hand-written BFS disagree"
    );

    let mut group = long_group(c, "adapt_keys26_hashed");
    group.bench_function("gridpath_reused", |b| {
        b.iter(|| {
            bfs.search(&space, [space.start(start)], |s| s.state == goal)
                .path()
        });
    });
    group.bench_function("gridpath_fresh", |b| {
        b.iter(|| {
            Bfs::new()
                .search(&space, [space.start(start)], |s| s.state == goal)
                .path()
        });
    });
    group.bench_function("hand_written_hashed", |b| {
        b.iter(|| hand_keys_hashed(flat, si, Some(gi)));
    });
    group.finish();

    if checks.enabled {
        checks.push(
            "keys 26 kinds (paged): gridpath reused / hand-written hashed",
            || {
                black_box(
                    bfs.search(&space, [space.start(start)], |s| s.state == goal)
                        .path(),
                );
            },
            || {
                black_box(hand_keys_hashed(flat, si, Some(gi)));
            },
        );
    }
}

/// The cost of a path of cells: the sum of the entering costs after the first cell; `None` if
/// two consecutive cells are not neighbours.
fn path_cost(flat: Flat<'_>, path: &[u32]) -> Option<u32> {
    let mut total = 0;
    for pair in path.windows(2) {
        let (u, v) = (pair[0] as usize, pair[1] as usize);
        let mut adjacent = false;
        flat.neighbours(u, |w| adjacent |= w == v);
        if !adjacent {
            return None;
        }
        total += u32::from(flat.cells[v]);
    }
    Some(total)
}

fn bench_dial(c: &mut Criterion, checks: &mut Checks, facts: &mut Vec<Facts>, inst: &Instance) {
    let by_buckets = bucket_space(&inst.grid);
    let by_heap = heap_space(&inst.grid);
    let flat = Flat::new(&inst.grid);
    let (start, goal) = (inst.start, inst.goal);
    let (si, gi) = (flat.index(start), flat.index(goal));

    let mut buckets = Dijkstra::new();
    let mut heap = Dijkstra::new();
    let found = buckets.search(&by_buckets, [start], |p| p == goal);
    let bucket_answer = found.goal_distance();
    let bucket_path = found.path().map(|path| cells_of(flat, &path));
    facts.push(Facts {
        what: "costs 1000x1000, entering costs 1..=9, Dijkstra (u32: bucket queue)",
        answer: format!("{bucket_answer:?} cost"),
        expanded: found.expanded(),
        storage: found.storage(),
    });
    let found = heap.search(&by_heap, [start], |p| p == goal);
    let heap_answer = found.goal_distance().map(|c| c.0);
    let heap_path = found.path().map(|path| cells_of(flat, &path));
    facts.push(Facts {
        what: "costs 1000x1000, entering costs 1..=9, Dijkstra (newtype: binary heap)",
        answer: format!("{heap_answer:?} cost"),
        expanded: found.expanded(),
        storage: found.storage(),
    });
    let hand = hand_dijkstra(flat, si, gi).map(|(_, cost)| cost);
    assert!(bucket_answer.is_some(), "costs: the goal must be reachable");
    assert_eq!(
        bucket_answer, heap_answer,
        "costs: bucket queue and heap disagree"
    );
    assert_eq!(
        bucket_answer, hand,
        "costs: gridpath and the hand-written disagree"
    );
    // Equal-cost paths may differ (ties pop in another order); each must cost the answer.
    for path in [&bucket_path, &heap_path] {
        assert_eq!(path.as_deref().and_then(|p| path_cost(flat, p)), hand);
    }

    let mut group = long_group(c, "adapt_dial_vs_heap");
    group.bench_function("gridpath_u32_buckets", |b| {
        b.iter(|| {
            let found = buckets.search(&by_buckets, [start], |p| p == goal);
            (found.goal_distance(), found.path())
        });
    });
    group.bench_function("gridpath_newtype_heap", |b| {
        b.iter(|| {
            let found = heap.search(&by_heap, [start], |p| p == goal);
            (found.goal_distance(), found.path())
        });
    });
    group.bench_function("hand_written_heap", |b| {
        b.iter(|| hand_dijkstra(flat, si, gi));
    });
    group.finish();

    if checks.enabled {
        checks.push(
            "Dijkstra: gridpath heap / gridpath buckets",
            || {
                let found = heap.search(&by_heap, [start], |p| p == goal);
                black_box((found.goal_distance(), found.path()));
            },
            || {
                let found = buckets.search(&by_buckets, [start], |p| p == goal);
                black_box((found.goal_distance(), found.path()));
            },
        );
    }
}

// =============================================================================================
// Memory.
// =============================================================================================

struct MemoryRow {
    what: String,
    bytes: usize,
    /// The states the bytes are divided by.
    states: usize,
}

/// The memory table: paged BFS over `Keys` with 26 kinds first (the target), then the dense
/// searches for context. Returns the rows and the number of states a full run reaches on
/// `keys26`.
#[expect(
    clippy::too_many_lines,
    reason = "one table: each row is a measurement and its label"
)]
fn measure_memory(
    walls: &Instance,
    keys4: &Instance,
    keys26: &Instance,
) -> (Vec<MemoryRow>, usize) {
    let mut rows = Vec::new();

    // --- keys26, paged ---
    let open = open_space(&keys26.grid);
    let (space, keys_bytes) =
        peak_during(|| Keys::new(&open, &keys26.grid, key_cell).expect("kinds below 64"));
    let flat = Flat::new(&keys26.grid);
    let start = space.start(keys26.start);
    let goal = keys26.goal;

    let ((reached, heap_bytes), full_peak) = peak_during(|| {
        let mut bfs = Bfs::new();
        let field = bfs.distances(&space, [start]);
        assert_eq!(field.storage(), Storage::Paged);
        let reached = field.expanded();
        (reached, bfs.heap_bytes())
    });
    let ((_, hand_reached), hand_full_peak) =
        peak_during(|| hand_keys_hashed(flat, flat.index(keys26.start), None));
    assert_eq!(
        reached, hand_reached,
        "keys26: gridpath and the hand-written BFS reach different numbers of states"
    );
    let (_, goal_peak) = peak_during(|| {
        let mut bfs = Bfs::new();
        let found = bfs.search(&space, [start], |s| s.state == goal);
        black_box(found.path())
    });
    let ((_, hand_goal_reached), hand_goal_peak) =
        peak_during(|| hand_keys_hashed(flat, flat.index(keys26.start), Some(flat.index(goal))));

    rows.push(MemoryRow {
        what: "keys26: gridpath peak, fresh Bfs::new() + distances (all reachable)".into(),
        bytes: full_peak,
        states: reached,
    });
    rows.push(MemoryRow {
        what: "keys26: gridpath Bfs::heap_bytes() after that run".into(),
        bytes: heap_bytes,
        states: reached,
    });
    rows.push(MemoryRow {
        what: "keys26: gridpath peak, fresh Bfs::new() + search to goal + path()".into(),
        bytes: goal_peak,
        states: hand_goal_reached,
    });
    rows.push(MemoryRow {
        what: "keys26: hand-written hashed peak, all reachable".into(),
        bytes: hand_full_peak,
        states: reached,
    });
    rows.push(MemoryRow {
        what: "keys26: hand-written hashed peak, search to goal + path".into(),
        bytes: hand_goal_peak,
        states: hand_goal_reached,
    });
    rows.push(MemoryRow {
        what: "keys26: computed minimum, 28 B/state (16 state + 4 slot + 4 rec + 4 pred)".into(),
        bytes: reached * 28,
        states: reached,
    });
    rows.push(MemoryRow {
        what: "keys26: (once) Keys::new, kept while the adapter lives".into(),
        bytes: keys_bytes,
        states: reached,
    });

    // --- keys4, dense ---
    let open = open_space(&keys4.grid);
    let space = Keys::new(&open, &keys4.grid, key_cell).expect("kinds below 64");
    let flat = Flat::new(&keys4.grid);
    let start = space.start(keys4.start);
    let goal = keys4.goal;
    let (reached4, full_peak4) = peak_during(|| {
        let mut bfs = Bfs::new();
        bfs.distances(&space, [start]).expanded()
    });
    let (_, goal_peak4) = peak_during(|| {
        let mut bfs = Bfs::new();
        let found = bfs.search(&space, [start], |s| s.state == goal);
        black_box(found.path())
    });
    let (_, hand_peak4) = peak_during(|| {
        black_box(hand_keys_dense(
            flat,
            KEYS4.kinds,
            flat.index(keys4.start),
            flat.index(goal),
        ))
    });
    rows.push(MemoryRow {
        what: "keys4 (dense, 16M slots): gridpath peak, fresh + distances".into(),
        bytes: full_peak4,
        states: reached4,
    });
    rows.push(MemoryRow {
        what: "keys4: gridpath peak, fresh + search to goal + path()".into(),
        bytes: goal_peak4,
        states: reached4,
    });
    rows.push(MemoryRow {
        what: "keys4: hand-written dense peak, search to goal + path".into(),
        bytes: hand_peak4,
        states: reached4,
    });

    // --- walls, dense ---
    let open = open_space(&walls.grid);
    let space = WallBreaks::new(&open, 1);
    let flat = Flat::new(&walls.grid);
    let (start, goal) = (space.start(walls.start), walls.goal);
    let (reached_w, full_peak_w) = peak_during(|| {
        let mut bfs = Bfs::new();
        bfs.distances(&space, [start]).expanded()
    });
    let (_, goal_peak_w) = peak_during(|| {
        let mut bfs = Bfs::new();
        let found = bfs.search(&space, [start], |s| s.state == goal);
        black_box(found.path())
    });
    let (_, hand_peak_w) = peak_during(|| {
        black_box(hand_wall_breaks(
            flat,
            flat.index(walls.start),
            flat.index(goal),
        ))
    });
    rows.push(MemoryRow {
        what: "walls k=1 (dense, 2M slots): gridpath peak, fresh + distances".into(),
        bytes: full_peak_w,
        states: reached_w,
    });
    rows.push(MemoryRow {
        what: "walls k=1: gridpath peak, fresh + search to goal + path()".into(),
        bytes: goal_peak_w,
        states: reached_w,
    });
    rows.push(MemoryRow {
        what: "walls k=1: hand-written peak, search to goal + path".into(),
        bytes: hand_peak_w,
        states: reached_w,
    });
    (rows, reached)
}

// =============================================================================================
// The ratio table and the report.
// =============================================================================================

const RATIOS: &[Ratio] = &[
    ratio(
        "walls k=1: gridpath reused / hand-written",
        ("adapt_walls_k1", "gridpath_reused"),
        ("adapt_walls_k1", "hand_written"),
        Some(Target::AtMost(1.3)),
    ),
    ratio(
        "walls k=1: gridpath fresh / hand-written",
        ("adapt_walls_k1", "gridpath_fresh"),
        ("adapt_walls_k1", "hand_written"),
        None,
    ),
    ratio(
        "keys 4 kinds: gridpath reused / hand-written",
        ("adapt_keys4_dense", "gridpath_reused"),
        ("adapt_keys4_dense", "hand_written"),
        None,
    ),
    ratio(
        "keys 4 kinds: gridpath fresh / hand-written",
        ("adapt_keys4_dense", "gridpath_fresh"),
        ("adapt_keys4_dense", "hand_written"),
        None,
    ),
    ratio(
        "keys 26 kinds: gridpath reused / hand-written hashed",
        ("adapt_keys26_hashed", "gridpath_reused"),
        ("adapt_keys26_hashed", "hand_written_hashed"),
        None,
    ),
    ratio(
        "keys 26 kinds: gridpath fresh / reused",
        ("adapt_keys26_hashed", "gridpath_fresh"),
        ("adapt_keys26_hashed", "gridpath_reused"),
        None,
    ),
    ratio(
        "Dijkstra: gridpath heap / gridpath buckets",
        ("adapt_dial_vs_heap", "gridpath_newtype_heap"),
        ("adapt_dial_vs_heap", "gridpath_u32_buckets"),
        None,
    ),
    ratio(
        "Dijkstra: gridpath buckets / hand-written heap",
        ("adapt_dial_vs_heap", "gridpath_u32_buckets"),
        ("adapt_dial_vs_heap", "hand_written_heap"),
        None,
    ),
    ratio(
        "Dijkstra: gridpath heap / hand-written heap",
        ("adapt_dial_vs_heap", "gridpath_newtype_heap"),
        ("adapt_dial_vs_heap", "hand_written_heap"),
        None,
    ),
];

fn print_report(since: SystemTime, facts: &[Facts], checks: &Checks, memory: &[MemoryRow]) {
    println!();
    println!("== Instances (first query of each, before timing) ==");
    println!();
    println!(
        "| {:<70} | {:>18} | {:>10} | {:<7} |",
        "instance and search", "answer", "expanded", "storage"
    );
    println!("|{:-<72}|{:->20}|{:->12}|{:-<9}|", "", "", "", "");
    for f in facts {
        println!(
            "| {:<70} | {:>18} | {:>10} | {:<7} |",
            f.what,
            f.answer,
            f.expanded,
            format!("{:?}", f.storage)
        );
    }

    let dir = report::criterion_dir();
    report::print_medians(&dir, since);
    report::print_ratios(&dir, since, RATIOS);
    if checks.enabled {
        report::print_interleaved(
            "Interleaved re-timing (medians of alternating single runs)",
            &checks.rows,
        );
    }

    println!();
    println!("== Memory (counting allocator; peak bytes held at once during one call) ==");
    println!();
    println!(
        "| {:<76} | {:>12} | {:>9} | {:>8} |",
        "measurement", "bytes", "states", "B/state"
    );
    println!("|{:-<78}|{:->14}|{:->11}|{:->10}|", "", "", "", "");
    for row in memory {
        println!(
            "| {:<76} | {:>12} | {:>9} | {:>8.2} |",
            row.what,
            row.bytes,
            row.states,
            as_f64(row.bytes) / as_f64(row.states.max(1))
        );
    }
    println!();
    println!(
        "states: reached by a full run (= expanded), or for a search to the goal the states it \
         discovered (counted by the hand-written BFS, which discovers the same ones)"
    );
}

fn main() {
    let since = SystemTime::now();
    let walls = walls_instance();
    let keys4 = keys_instance(&KEYS4);
    let keys26 = keys_instance(&KEYS26);
    let costs = costs_instance();

    // Memory first, while the benchmarks hold nothing.
    let (memory, _) = measure_memory(&walls, &keys4, &keys26);

    let load_before = report::load_average();
    let mut checks = Checks::new();
    let mut facts = Vec::new();
    let mut c = Criterion::default().configure_from_args();
    bench_wall_breaks(&mut c, &mut checks, &mut facts, &walls);
    bench_keys_dense(&mut c, &mut checks, &mut facts, &keys4);
    bench_keys_hashed(&mut c, &mut checks, &mut facts, &keys26);
    bench_dial(&mut c, &mut checks, &mut facts, &costs);
    c.final_summary();

    print_report(since, &facts, &checks, &memory);
    report::print_load(&load_before);
}
