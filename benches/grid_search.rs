//! Benchmarks of gridpath's core engines against a hand-written flat-array search and the
//! `pathfinding` crate, on three 1000×1000-ish grids; then, from this run's own measurements,
//! a table of ratios and the memory used per state by dense BFS.
//!
//! ```text
//! cargo bench -p gridpath-benches --bench grid_search
//! ```
//!
//! Everything is generated here from fixed seeds (the benches' one generator, splitmix64, in
//! `common::rng`), so every run measures the same instances:
//!
//! - `random`: 1000×1000, each cell a wall with probability 25%, top-left to bottom-right;
//! - `open`: 1000×1000 without walls, top-left to bottom-right;
//! - `maze`: 1001×1001 cells holding a perfect maze of 500×500 rooms, (1,1) to (999,999).
//!
//! Criterion prints medians but no ratios, so `main` runs the criterion groups, then reads each
//! benchmark's median back from `<criterion dir>/<group>/<function>/new/estimates.json` —
//! ignoring any file older than this run — and prints the ratios and the memory table. The
//! allocator, the generator, the flat view with its Dijkstra, the group settings, the
//! interleaved re-timing and the report reading are shared with the other benches, in
//! `benches/common`.

mod common;

use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};
use std::hint::black_box;
use std::time::{Duration, SystemTime};

use common::alloc::{Counting, peak_bytes_during};
use common::flat::{Flat, UNSET, hand_dijkstra, rebuild};
use common::floor::{
    EngineRecords, FloorBfs, FloorRecords, PredecessorRecords, RecordFloorBfs, WallMarkRecords,
};
use common::instances::{FREE, SIDE, WALL, open_grid, random_grid};
use common::report::{self, Ratio, Target, ratio};
use common::rng::SplitMix64;
use common::timing::{self, Checks};
use criterion::Criterion;
use gridpath::{AStar, Bfs, Dijkstra, Grid, GridSpace, Moves, Pos, Size, StateSpace, heuristic};

/// Counts bytes for the memory table; the measurements run on one thread, before criterion
/// starts.
#[global_allocator]
static ALLOCATOR: Counting = Counting;

// ---------------------------------------------------------------------------------------------
// Instances.
// ---------------------------------------------------------------------------------------------

struct Instance {
    name: &'static str,
    grid: Grid<u8>,
    start: Pos,
    goal: Pos,
}

/// The 25 % random grid (`common::instances`, shared with `fields`), top-left to bottom-right.
fn random_instance() -> Instance {
    Instance {
        name: "random",
        grid: random_grid(),
        start: Pos::new(0, 0),
        goal: Pos::new(SIDE - 1, SIDE - 1),
    }
}

/// The open grid (`common::instances`), top-left to bottom-right.
fn open_instance() -> Instance {
    Instance {
        name: "open",
        grid: open_grid(),
        start: Pos::new(0, 0),
        goal: Pos::new(SIDE - 1, SIDE - 1),
    }
}

/// A perfect maze of `rooms × rooms` rooms at odd coordinates, carved by an iterative
/// randomized depth-first search.
fn maze_instance(rooms: u32) -> Instance {
    let side = 2 * rooms + 1;
    let mut rng = SplitMix64::new(0x5eed_0003);
    let mut grid = Grid::new(
        Size::try_from((side as usize, side as usize)).unwrap(),
        WALL,
    )
    .expect("a valid size");
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
    let mut rng = SplitMix64::new(seed);
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
// Hand-written flat-array searches (the flat view, `rebuild` and `hand_dijkstra` are shared, in
// `common::flat`).
// ---------------------------------------------------------------------------------------------

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
// Criterion groups.
// ---------------------------------------------------------------------------------------------

/// Settings for the long single searches: `timing::flat_group` (10 samples, flat sampling),
/// short warm-up and measurement, fewer bootstrap resamples.
fn long_group<'c>(
    c: &'c mut Criterion,
    name: &str,
) -> criterion::BenchmarkGroup<'c, criterion::measurement::WallTime> {
    let mut group = timing::flat_group(c, name, Duration::from_secs(1), Duration::from_secs(3));
    group.nresamples(10_000);
    group
}

fn bench_bfs(c: &mut Criterion, checks: &mut Checks, inst: &Instance) {
    let space = unit_space(&inst.grid);
    let flat = Flat::new(&inst.grid);
    let (start, goal) = (inst.start, inst.goal);
    let (si, gi) = (flat.index(start), flat.index(goal));

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
    // The floor keeps `u16` distances: the maze's path is longer than that.
    let mut floor = (inst.name != "maze").then(|| FloorBfs::new(&inst.grid, WALL));
    if let Some(floor) = &mut floor {
        assert_eq!(
            floor.distance(start, goal).map(usize::from),
            lengths.0.map(|len| len - 1),
            "{}: the floor BFS disagrees",
            inst.name
        );
    }

    let mut group = long_group(c, &format!("bfs_{}", inst.name));
    let mut bfs = Bfs::new();
    group.bench_function("gridpath_reused", |b| {
        b.iter(|| bfs.search(&space, [start], |p| p == goal).path());
    });
    group.bench_function("gridpath_fresh", |b| {
        b.iter(|| Bfs::new().search(&space, [start], |p| p == goal).path());
    });
    group.bench_function("hand_written", |b| b.iter(|| hand_bfs(flat, si, gi)));
    if let Some(floor) = &mut floor {
        group.bench_function("floor", |b| b.iter(|| floor.distance(start, goal)));
    }
    bench_record_floor::<EngineRecords>(&mut group, inst, "floor_records", lengths.0);
    bench_record_floor::<PredecessorRecords>(&mut group, inst, "floor_preds", lengths.0);
    bench_record_floor::<WallMarkRecords>(&mut group, inst, "floor_wall_marks", lengths.0);
    group.bench_function("pathfinding", |b| b.iter(|| pf_bfs(flat, start, goal)));
    group.finish();

    if checks.enabled && inst.name == "random" {
        checks.push(
            "BFS random: gridpath reused / hand-written",
            || {
                black_box(bfs.search(&space, [start], |p| p == goal).path());
            },
            || {
                black_box(hand_bfs(flat, si, gi));
            },
        );
        checks.push(
            "BFS random: pathfinding / gridpath reused",
            || {
                black_box(pf_bfs(flat, start, goal));
            },
            || {
                black_box(bfs.search(&space, [start], |p| p == goal).path());
            },
        );
    }
}

/// Times the floor's loop over the record layout `R` as `name`, after checking it finds the
/// path of `path_len` states.
fn bench_record_floor<R: FloorRecords>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    inst: &Instance,
    name: &str,
    path_len: Option<usize>,
) {
    let mut records = RecordFloorBfs::<R>::new(&inst.grid, WALL);
    assert_eq!(
        records.distance(inst.start, inst.goal).map(|d| d as usize),
        path_len.map(|len| len - 1),
        "{}: the record floor {name} disagrees",
        inst.name
    );
    group.bench_function(name, |b| {
        b.iter(|| records.distance(inst.start, inst.goal));
    });
}

fn bench_dijkstra(c: &mut Criterion, checks: &mut Checks, inst: &Instance, costs: &Grid<u8>) {
    let space = cost_space(costs);
    let flat = Flat::new(costs);
    let (start, goal) = (inst.start, inst.goal);
    let (si, gi) = (flat.index(start), flat.index(goal));

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
        checks.push(
            label,
            || {
                black_box(pf_dijkstra(flat, start, goal));
            },
            || {
                let found = dijkstra.search(&space, [start], |p| p == goal);
                black_box((found.goal_distance(), found.path()));
            },
        );
    }
}

fn bench_astar(c: &mut Criterion, checks: &mut Checks, inst: &Instance) {
    let space = unit_space(&inst.grid);
    let flat = Flat::new(&inst.grid);
    let (start, goal) = (inst.start, inst.goal);
    let (si, gi) = (flat.index(start), flat.index(goal));
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
        checks.push(
            label,
            || {
                black_box(pf_astar(flat, start, goal));
            },
            || {
                black_box(astar.search(&space, [start], |p| p == goal, h).path());
            },
        );
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

    let mut rng = SplitMix64::new(0x5eed_0004);
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
        let (si, gi) = (flat.index(start), flat.index(goal));
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
        checks.push(
            "1000 short BFS: fresh / reused",
            || {
                black_box(bfs_fresh_total());
            },
            || {
                black_box(bfs_total(&mut bfs));
            },
        );
        checks.push(
            "1000 short A*: fresh / reused",
            || {
                black_box(astar_fresh_total());
            },
            || {
                black_box(astar_total(&mut astar));
            },
        );
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
    let (si, gi) = (flat.index(start), flat.index(goal));

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
// The ratio table.
// ---------------------------------------------------------------------------------------------

const RATIOS: &[Ratio] = &[
    ratio(
        "BFS open: gridpath reused / floor",
        ("bfs_open", "gridpath_reused"),
        ("bfs_open", "floor"),
        Some(Target::AtMost(1.5)),
    ),
    ratio(
        "BFS random: gridpath reused / floor",
        ("bfs_random", "gridpath_reused"),
        ("bfs_random", "floor"),
        Some(Target::AtMost(1.5)),
    ),
    ratio(
        "BFS open: record floor / floor (the record layout's share)",
        ("bfs_open", "floor_records"),
        ("bfs_open", "floor"),
        None,
    ),
    ratio(
        "BFS open: record floor, predecessors only / floor",
        ("bfs_open", "floor_preds"),
        ("bfs_open", "floor"),
        None,
    ),
    ratio(
        "BFS open: record floor, walls in the marks / floor",
        ("bfs_open", "floor_wall_marks"),
        ("bfs_open", "floor"),
        None,
    ),
    ratio(
        "BFS open: gridpath reused / record floor (the engine's share)",
        ("bfs_open", "gridpath_reused"),
        ("bfs_open", "floor_records"),
        None,
    ),
    ratio(
        "BFS random: record floor / floor (the record layout's share)",
        ("bfs_random", "floor_records"),
        ("bfs_random", "floor"),
        None,
    ),
    ratio(
        "BFS random: record floor, predecessors only / floor",
        ("bfs_random", "floor_preds"),
        ("bfs_random", "floor"),
        None,
    ),
    ratio(
        "BFS random: record floor, walls in the marks / floor",
        ("bfs_random", "floor_wall_marks"),
        ("bfs_random", "floor"),
        None,
    ),
    ratio(
        "BFS random: gridpath reused / record floor (the engine's share)",
        ("bfs_random", "gridpath_reused"),
        ("bfs_random", "floor_records"),
        None,
    ),
    ratio(
        "BFS random: gridpath reused / hand-written",
        ("bfs_random", "gridpath_reused"),
        ("bfs_random", "hand_written"),
        Some(Target::AtMost(1.15)),
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
        Some(Target::AtLeast(4.0)),
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
        Some(Target::AtLeast(4.0)),
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
        Some(Target::AtLeast(4.0)),
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
        Some(Target::AtLeast(2.0)),
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
        Some(Target::AtLeast(2.0)),
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
        Some(Target::AtLeast(2.0)),
    ),
    ratio(
        "1000 short BFS: fresh / reused",
        ("short_queries", "bfs_gridpath_fresh"),
        ("short_queries", "bfs_gridpath_reused"),
        Some(Target::AtLeast(10.0)),
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
        Some(Target::AtLeast(10.0)),
    ),
    ratio(
        "1000 short A*: pathfinding / gridpath reused",
        ("short_queries", "astar_pathfinding"),
        ("short_queries", "astar_gridpath_reused"),
        None,
    ),
];

fn print_report(since: SystemTime, memory: &[MemoryRow], cells: usize, checks: &Checks) {
    let dir = report::criterion_dir();
    report::print_medians(&dir, since);
    report::print_ratios(&dir, since, RATIOS);
    if checks.enabled {
        report::print_interleaved(
            "Cross-check: the target ratios timed interleaved (median of alternating runs)",
            &checks.rows,
        );
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

    let load_before = report::load_average();
    let mut checks = Checks::new();
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
    report::print_load(&load_before);
}
