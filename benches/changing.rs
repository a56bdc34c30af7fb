//! Maps that change: what an update in place costs against building again, and what an
//! unreachable goal costs A* with and without connected components.
//!
//! ```text
//! cargo bench -p gridpath-benches --bench changing
//! ```
//!
//! A plain `main` printing three tables (medians over many runs, in the same process):
//!
//! 1. `JumpGrid` updates: on `den520d`, `maze512-1-0`, `random512-40-0` (from
//!    `../shared/movingai`, skipped if missing) and a 1024 × 1024 map with 25 % random walls,
//!    `JumpGrid::new` against `JumpGrid::set_passable` of one random cell (closing an open
//!    cell, then opening it again: both are timed, 2,000 of each), and the flip's median as a
//!    share of the rebuild's; 15 rebuilds, one before each block of flips, so that both
//!    medians come from the same minutes. The updated grid is checked against a fresh build
//!    at the end.
//! 2. An unreachable goal on a 1024 × 1024 map split in two by a wall down column 512 (open,
//!    or with 25 % random walls elsewhere): `AStar::search_to` on the octile space (which
//!    expands everything the start reaches before answering `None`) against the same query
//!    on `adapt::Connected` (the space with its `Components` attached), and the ratio.
//! 3. `Components` updates on the maps of table 1: `Components::new`, and the median of
//!    closing random open cells (split by whether the close split a component) and of opening
//!    them again.

mod common;

use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

use common::report::format_ns as show;
use common::rng::SplitMix64;
use common::timing::{median, median_ns};
use gridpath::adapt::Connected;
use gridpath::movingai::{self, Tile};
use gridpath::{AStar, Components, Grid, GridSpace, JumpGrid, Pos, Size};

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

/// The `JumpGrid` table's row for one map: a rebuild against one cell closed or opened in
/// place.
#[expect(
    clippy::cast_possible_truncation,
    reason = "cell indices of maps below 2^32 cells"
)]
fn flips(name: &str, grid: &Grid<bool>, samples: usize) {
    const ROUNDS: usize = 15;
    let space = GridSpace::octile(grid, |&open| open);
    let mut jump_grid = JumpGrid::new(&space).unwrap();
    let open: Vec<Pos> = grid.positions().filter(|p| grid[*p]).collect();
    let mut rng = SplitMix64::new(11);
    let (mut builds, mut close, mut reopen) = (Vec::new(), Vec::new(), Vec::new());
    // The rebuilds interleaved with the flips, one before each block of flips, so that both
    // medians come from the same stretch of time (this machine's speed moves by half from one
    // minute to the next; both sides move alike).
    for round in 0..ROUNDS {
        let began = Instant::now();
        black_box(JumpGrid::new(&space).unwrap());
        builds.push(began.elapsed().as_secs_f64() * 1e9);
        for _ in samples * round / ROUNDS..samples * (round + 1) / ROUNDS {
            let pos = open[rng.below(open.len() as u32) as usize];
            let began = Instant::now();
            black_box(jump_grid.set_passable(pos, false).unwrap());
            close.push(began.elapsed().as_secs_f64() * 1e9);
            let began = Instant::now();
            black_box(jump_grid.set_passable(pos, true).unwrap());
            reopen.push(began.elapsed().as_secs_f64() * 1e9);
        }
    }
    let build = median(&mut builds);
    assert!(jump_grid == JumpGrid::new(&space).unwrap());
    let mut both: Vec<f64> = close.iter().chain(&reopen).copied().collect();
    let flip = median(&mut both);
    println!(
        "| {name} | {} | {} | {} | {} | {:.2} % |",
        show(build),
        show(median(&mut close)),
        show(median(&mut reopen)),
        show(flip),
        100.0 * flip / build
    );
}

/// The three maps of `../shared/movingai` the tables use (those that can be read), as
/// passability grids, and a 1024 × 1024 map with 25 % random walls.
fn maps() -> Vec<(String, Grid<bool>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/movingai");
    let mut maps = Vec::new();
    for name in ["den520d", "maze512-1-0", "random512-40-0"] {
        match movingai::read_map(dir.join(format!("{name}.map"))) {
            Ok(map) => {
                let cells = map.cells().iter().map(Tile::is_passable).collect();
                maps.push((name.to_owned(), Grid::from_vec(map.size(), cells).unwrap()));
            }
            Err(err) => println!("{name} skipped: {err}"),
        }
    }
    maps.push((
        "1024 × 1024, 25 % walls".to_owned(),
        random_map(1024, 25, false, 3),
    ));
    maps
}

fn main() {
    if std::env::args().any(|arg| arg == "--test") || !std::env::args().any(|a| a == "--bench") {
        // `cargo test --benches`: a quick run on small maps only.
        flips("64 × 64, 25 % walls", &random_map(64, 25, false, 2), 100);
        unreachable("64 × 64, split, open", &random_map(64, 0, true, 1));
        updates("64 × 64, 25 % walls", &random_map(64, 25, false, 2), 100);
        return;
    }
    let maps = maps();
    println!(
        "`JumpGrid` updates in place against a rebuild (median; 2,000 random open cells closed, \
         then opened again)\n"
    );
    println!(
        "| map | `JumpGrid::new` | close one cell | open it again | flip (both) | flip / rebuild |"
    );
    println!("|---|---|---|---|---|---|");
    for (name, grid) in &maps {
        flips(name, grid, 2_000);
    }
    println!(
        "\nUnreachable goal, octile A* `search_to` (median ns; `with` = on `adapt::Connected`)\n"
    );
    println!("| map | expanded without | without | with | ratio |");
    println!("|---|---|---|---|---|");
    unreachable("1024 × 1024, split, open", &random_map(1024, 0, true, 1));
    unreachable(
        "1024 × 1024, split, 25 % walls",
        &random_map(1024, 25, true, 1),
    );

    println!(
        "\n`Components` updates (octile moves: 4-connected components). 2,000 random open cells \
         closed, then opened again: the median of each (closes: median / mean, and in brackets \
         how many fell in the column)\n"
    );
    println!("| map | `Components::new` | open | close, no split | close, split |");
    println!("|---|---|---|---|---|");
    for (name, grid) in &maps {
        updates(name, grid, 2_000);
    }
}
