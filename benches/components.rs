//! Connected components: what an unreachable goal costs A* with and without them, and what
//! keeping them up to date costs against building them again.
//!
//! ```text
//! cargo bench -p gridpath-benches --bench components
//! ```
//!
//! A plain `main` printing two tables (medians over many runs, in the same process):
//!
//! 1. An unreachable goal on a 1024 × 1024 map split in two by a wall down column 512 (open,
//!    or with 25 % random walls elsewhere): `AStar::search_to` on the octile space (which
//!    expands everything the start reaches before answering `None`) against the same query
//!    on `adapt::Connected` (the space with its `Components` attached), and the ratio.
//! 2. On `den520d`, `maze512-1-0`, `random512-40-0` (from `../shared/movingai`, skipped if
//!    missing) and a 1024 × 1024 map with 25 % random walls, octile moves: `Components::new`,
//!    and the median of closing random open cells (split by whether the close split a
//!    component) and of opening them again.

mod common;

use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

use common::rng::SplitMix64;
use gridpath::adapt::Connected;
use gridpath::movingai::{self, Tile};
use gridpath::{AStar, Components, Grid, GridSpace, Pos, Size};

/// The median, in nanoseconds, of `runs` calls of `f`.
fn median_ns(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let began = Instant::now();
            f();
            began.elapsed().as_secs_f64() * 1e9
        })
        .collect();
    median(&mut times)
}

fn median(times: &mut [f64]) -> f64 {
    if times.is_empty() {
        return f64::NAN;
    }
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn show(ns: f64) -> String {
    if ns.is_nan() {
        "—".to_owned()
    } else if ns >= 1e6 {
        format!("{:.2} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.2} µs", ns / 1e3)
    } else {
        format!("{ns:.0} ns")
    }
}

/// A `size × size` map (`true` = passable) with `percent` % random walls, and, if `split`, a
/// wall down the middle column.
fn random_map(size: u32, percent: u32, split: bool, seed: u64) -> Grid<bool> {
    let mut rng = SplitMix64::new(seed);
    let mut grid = Grid::new(Size::new(size, size), true).unwrap();
    for pos in grid.positions().collect::<Vec<_>>() {
        let wall = rng.chance(percent) || (split && pos.col == size / 2);
        grid[pos] = !wall;
    }
    grid
}

/// The unreachable-goal table's row: A* without and with components.
fn unreachable(name: &str, grid: &Grid<bool>) {
    let space = GridSpace::octile(grid, |&open| open);
    let components = Components::new(&space).unwrap();
    let connected = Connected::new(&space, &components).unwrap();
    // The start: the open cell of the left half in the largest component there; the goal:
    // an open cell of the right half.
    let left = grid
        .positions()
        .filter(|p| grid[*p] && p.col < grid.width() / 2)
        .max_by_key(|&p| components.component_cells(p))
        .unwrap();
    let goal = grid
        .positions()
        .find(|p| grid[*p] && p.col > grid.width() / 2 && p.row > grid.height() / 2)
        .unwrap();
    let mut astar = AStar::new();
    let expanded = astar.search_to(&space, [left], goal).expanded();
    assert_eq!(astar.search_to(&connected, [left], goal).expanded(), 0);
    let without = median_ns(9, || {
        black_box(astar.search_to(&space, [left], goal).goal_distance());
    });
    let with = median_ns(10_001, || {
        black_box(astar.search_to(&connected, [left], goal).goal_distance());
    });
    println!(
        "| {name} | {expanded} | {} | {} | {:.0}× |",
        show(without),
        show(with),
        without / with
    );
}

/// The update table's row for one map.
#[expect(
    clippy::cast_possible_truncation,
    reason = "cell indices of maps below 2^32 cells"
)]
fn updates(name: &str, grid: &Grid<bool>, samples: usize) {
    let space = GridSpace::octile(grid, |&open| open);
    let build = median_ns(9, || {
        black_box(Components::new(&space).unwrap().count());
    });
    let mut components = Components::new(&space).unwrap();
    let open: Vec<Pos> = grid.positions().filter(|p| grid[*p]).collect();
    let mut rng = SplitMix64::new(7);
    let (mut split, mut kept, mut reopen) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..samples {
        let pos = open[rng.below(open.len() as u32) as usize];
        let before = components.count();
        let began = Instant::now();
        components.set_passable(pos, false).unwrap();
        let close = began.elapsed().as_secs_f64() * 1e9;
        if components.count() > before {
            split.push(close);
        } else {
            kept.push(close);
        }
        let began = Instant::now();
        components.set_passable(pos, true).unwrap();
        reopen.push(began.elapsed().as_secs_f64() * 1e9);
    }
    assert!(components == Components::new(&space).unwrap());
    let (n_split, n_kept) = (split.len(), kept.len());
    #[expect(clippy::cast_precision_loss, reason = "a few thousand samples")]
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    let (kept_mean, split_mean) = (mean(&kept), mean(&split));
    println!(
        "| {name} | {} | {} | {} / {} ({n_kept}) | {} / {} ({n_split}) |",
        show(build),
        show(median(&mut reopen)),
        show(median(&mut kept)),
        show(kept_mean),
        show(median(&mut split)),
        show(split_mean),
    );
}

fn main() {
    if std::env::args().any(|arg| arg == "--test") || !std::env::args().any(|a| a == "--bench") {
        // `cargo test --benches`: a quick run on small maps only.
        unreachable("64 × 64, split, open", &random_map(64, 0, true, 1));
        updates("64 × 64, 25 % walls", &random_map(64, 25, false, 2), 100);
        return;
    }
    println!(
        "Unreachable goal, octile A* `search_to` (median ns; `with` = on `adapt::Connected`)\n"
    );
    println!("| map | expanded without | without | with | ratio |");
    println!("|---|---|---|---|---|");
    unreachable("1024 × 1024, split, open", &random_map(1024, 0, true, 1));
    unreachable(
        "1024 × 1024, split, 25 % walls",
        &random_map(1024, 25, true, 1),
    );

    println!(
        "\nUpdates (octile moves: 4-connected components). 2,000 random open cells closed, then \
         opened again: the median of each (closes: median / mean, and in brackets how many \
         fell in the column)\n"
    );
    println!("| map | `Components::new` | open | close, no split | close, split |");
    println!("|---|---|---|---|---|");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/movingai");
    for name in ["den520d", "maze512-1-0", "random512-40-0"] {
        match movingai::read_map(dir.join(format!("{name}.map"))) {
            Ok(map) => {
                let grid = Grid::from_vec(
                    map.size(),
                    map.cells().iter().map(Tile::is_passable).collect(),
                )
                .unwrap();
                updates(name, &grid, 2_000);
            }
            Err(err) => println!("| {name} | skipped: {err} | | | |"),
        }
    }
    updates(
        "1024 × 1024, 25 % walls",
        &random_map(1024, 25, false, 3),
        2_000,
    );
}
