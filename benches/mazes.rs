//! Benchmarks of every maze generator on 1000×1000 rooms, against a hand-written flat-array
//! randomized depth-first search in the same run; then, from this run's own measurements, a
//! table of ratios to that baseline.
//!
//! ```text
//! cargo bench -p gridpath-benches --bench mazes
//! ```
//!
//! Every generator draws from `MinStd` seeded with [`SEED`], so every iteration and every run
//! builds the same maze. The baseline follows the same procedure as `gridpath::maze::dfs` (examples/README.md
//! problem 4: a stack of rooms, the unvisited neighbours listed U, R, D, L, the pick
//! `next mod count` from its own inline MINSTD), on flat arrays: a `Vec<bool>` of visited
//! rooms, a stack of `(row, col)` pairs and two bit sets for the passages to the right and
//! down. Before criterion starts, `main` checks that the baseline and `dfs::generate` open
//! exactly the same passages, so the two time the same work.
//!
//! It also builds one 2000×2000 depth-first maze outside criterion, on the main thread's
//! ordinary stack, to show the generator needs no recursion, and prints how long it took.
//!
//! Criterion prints medians but no ratios, so `main` then reads each median back from
//! `<criterion dir>/<group>/<function>/new/estimates.json` (ignoring files older than this
//! run, so a filtered or test-mode run prints "not measured" rather than stale numbers), with
//! the report reading shared with the other benches in `benches/common`. `MinStd` is the
//! generators' source here because it is part of what is measured; the other benches draw their
//! instances from `common::rng`.

mod common;

use std::hint::black_box;
use std::time::{Duration, Instant, SystemTime};

use common::report;
use common::timing;
use criterion::Criterion;
use gridpath::maze::{Algorithm, Maze, MinStd, dfs};
use gridpath::{Dir, Pos, Size};

/// Rooms per side of the benchmarked mazes.
const SIDE: usize = 1000;
/// Rooms per side of the one-off maze that shows no recursion is needed.
const BIG_SIDE: usize = 2000;
/// The sides used instead when the binary runs as a test (`cargo test --benches`, a debug
/// build in which criterion runs every benchmark once and measures nothing): small, so that
/// run stays short.
const TEST_SIDE: usize = 100;
const TEST_BIG_SIDE: usize = 200;
/// The `MinStd` seed of every maze.
const SEED: u32 = 2026;
/// The criterion group.
const GROUP: &str = "mazes_1000x1000";
/// The baseline's benchmark id.
const BASELINE: &str = "baseline_flat_dfs";

// ---------------------------------------------------------------------------------------------
// The hand-written baseline.
// ---------------------------------------------------------------------------------------------

/// The passages of a `rows × cols` maze as two bit sets: bit `r·cols + c` of `right` joins
/// room (r, c) to (r, c+1), of `down` to (r+1, c).
struct FlatMaze {
    cols: usize,
    right: Vec<u64>,
    down: Vec<u64>,
}

impl FlatMaze {
    fn right(&self, row: usize, col: usize) -> bool {
        let i = row * self.cols + col;
        self.right[i / 64] >> (i % 64) & 1 == 1
    }

    fn down(&self, row: usize, col: usize) -> bool {
        let i = row * self.cols + col;
        self.down[i / 64] >> (i % 64) & 1 == 1
    }
}

fn set_bit(bits: &mut [u64], i: usize) {
    bits[i / 64] |= 1 << (i % 64);
}

/// Randomized depth-first search from room (0, 0), as examples/README.md problem 4 describes it, with
/// MINSTD (`x ← x·48271 mod (2³¹ − 1)`) written out inline.
fn baseline_dfs(rows: usize, cols: usize, seed: u32) -> FlatMaze {
    const UP: u8 = 0;
    const RIGHT: u8 = 1;
    const DOWN: u8 = 2;
    const LEFT: u8 = 3;
    let rooms = rows * cols;
    let words = rooms.div_ceil(64);
    let mut right = vec![0u64; words];
    let mut down = vec![0u64; words];
    let mut visited = vec![false; rooms];
    let mut stack: Vec<(u32, u32)> = Vec::with_capacity(1024);
    let mut state = u64::from(seed % 2_147_483_647);
    visited[0] = true;
    stack.push((0, 0));
    while let Some(&(r, c)) = stack.last() {
        let (r, c) = (r as usize, c as usize);
        let i = r * cols + c;
        let mut choices = [0u8; 4];
        let mut count = 0;
        if r > 0 && !visited[i - cols] {
            choices[count] = UP;
            count += 1;
        }
        if c + 1 < cols && !visited[i + 1] {
            choices[count] = RIGHT;
            count += 1;
        }
        if r + 1 < rows && !visited[i + cols] {
            choices[count] = DOWN;
            count += 1;
        }
        if c > 0 && !visited[i - 1] {
            choices[count] = LEFT;
            count += 1;
        }
        if count == 0 {
            stack.pop();
            continue;
        }
        state = state * 48_271 % 2_147_483_647;
        // The remainder is below `count`, at most 4: the conversion cannot fail.
        let pick = choices[usize::try_from(state % count as u64).unwrap_or(0)];
        let (next, nr, nc) = match pick {
            UP => {
                set_bit(&mut down, i - cols);
                (i - cols, r - 1, c)
            }
            RIGHT => {
                set_bit(&mut right, i);
                (i + 1, r, c + 1)
            }
            DOWN => {
                set_bit(&mut down, i);
                (i + cols, r + 1, c)
            }
            _ => {
                set_bit(&mut right, i - 1);
                (i - 1, r, c - 1)
            }
        };
        visited[next] = true;
        // Rows and columns fit in u32: the sizes benchmarked are far below 2³².
        #[expect(
            clippy::cast_possible_truncation,
            reason = "the sizes benchmarked are far below 2^32"
        )]
        stack.push((nr as u32, nc as u32));
    }
    FlatMaze { cols, right, down }
}

fn room(row: usize, col: usize) -> Pos {
    Pos::new(
        u32::try_from(row).expect("fits"),
        u32::try_from(col).expect("fits"),
    )
}

/// Panics unless the baseline and `dfs::generate` opened exactly the same passages.
fn check_baseline_matches(maze: &Maze, flat: &FlatMaze) {
    for r in 0..maze.height() as usize {
        for c in 0..maze.width() as usize {
            assert_eq!(
                maze.is_open(room(r, c), Dir::Right),
                flat.right(r, c),
                "right of ({r}, {c})"
            );
            assert_eq!(
                maze.is_open(room(r, c), Dir::Down),
                flat.down(r, c),
                "below ({r}, {c})"
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Criterion.
// ---------------------------------------------------------------------------------------------

fn bench_generators(c: &mut Criterion, side: usize) {
    let mut group =
        timing::flat_group(c, GROUP, Duration::from_millis(500), Duration::from_secs(3));
    group.bench_function(BASELINE, |b| {
        b.iter(|| baseline_dfs(black_box(side), black_box(side), black_box(SEED)));
    });
    for algorithm in Algorithm::ALL {
        if algorithm == Algorithm::AldousBroder {
            // About a second per maze: the least criterion allows, one maze per sample.
            group.warm_up_time(Duration::from_millis(1));
            group.measurement_time(Duration::from_millis(1));
        }
        group.bench_function(algorithm.name(), |b| {
            b.iter(|| {
                algorithm
                    .generate(
                        Size::try_from((black_box(side), black_box(side))).unwrap(),
                        &mut MinStd::new(SEED),
                    )
                    .expect("a valid size")
            });
        });
        if algorithm == Algorithm::AldousBroder {
            group.warm_up_time(Duration::from_millis(500));
            group.measurement_time(Duration::from_secs(3));
        }
    }
    group.finish();
}

// ---------------------------------------------------------------------------------------------
// The report.
// ---------------------------------------------------------------------------------------------

fn format_ms(ns: f64) -> String {
    format!("{:.1} ms", ns / 1e6)
}

/// The most a generator may take, as a multiple of the baseline's median.
fn target(algorithm: Algorithm) -> Option<f64> {
    match algorithm {
        Algorithm::Dfs => Some(1.3),
        Algorithm::Prim | Algorithm::Kruskal => Some(3.0),
        _ => None,
    }
}

fn print_report(since: SystemTime) {
    let home = report::criterion_dir();
    let median_ns = |id: &str| report::median_ns(&home, GROUP, id, since);
    println!();
    println!("Medians of this run ({SIDE}×{SIDE} rooms, MinStd seed {SEED}), read from");
    println!("{}/{GROUP}/<id>/new/estimates.json", home.display());
    println!();
    let Some(base) = median_ns(BASELINE) else {
        println!("the baseline was not measured in this run (filtered out, or test mode)");
        return;
    };
    println!(
        "| {:<22} | {:>10} | {:>13} | {:>8} | {:<6} |",
        "generator", "median", "× baseline", "target", "met"
    );
    println!(
        "|{:-<24}|{:->12}|{:->15}|{:->10}|{:-<8}|",
        "", "", "", "", ""
    );
    println!(
        "| {:<22} | {:>10} | {:>13} | {:>8} | {:<6} |",
        BASELINE,
        format_ms(base),
        "1.00",
        "",
        ""
    );
    let mut missed = Vec::new();
    for algorithm in Algorithm::ALL {
        let Some(ns) = median_ns(algorithm.name()) else {
            println!("| {:<22} | not measured in this run", algorithm.name());
            continue;
        };
        let ratio = ns / base;
        let (bound, met) = match target(algorithm) {
            Some(bound) if ratio <= bound => (format!("≤ {bound:.1}"), "yes"),
            Some(bound) => {
                missed.push(algorithm.name());
                (format!("≤ {bound:.1}"), "NO")
            }
            None => (String::new(), ""),
        };
        println!(
            "| {:<22} | {:>10} | {:>13.2} | {:>8} | {:<6} |",
            algorithm.name(),
            format_ms(ns),
            ratio,
            bound,
            met
        );
    }
    println!();
    if missed.is_empty() {
        println!("targets: all met (dfs ≤ 1.3× baseline, prim and kruskal ≤ 3×)");
    } else {
        println!("targets missed: {}", missed.join(", "));
    }
}

fn main() {
    let since = SystemTime::now();
    let (side, big_side) = if timing::measuring() {
        (SIDE, BIG_SIDE)
    } else {
        (TEST_SIDE, TEST_BIG_SIDE)
    };

    // The baseline and the crate's DFS must build the same maze, or the ratio means nothing.
    let flat = baseline_dfs(side, side, SEED);
    let maze = dfs::generate(
        Size::try_from((side, side)).unwrap(),
        &mut MinStd::new(SEED),
    )
    .expect("a valid size");
    check_baseline_matches(&maze, &flat);
    assert!(maze.is_perfect());
    drop((flat, maze));
    println!("check: baseline and dfs::generate open the same passages on {side}×{side} rooms");

    // One big maze on the main thread's ordinary stack: no recursion, so no deep call stack.
    let start = Instant::now();
    let big = dfs::generate(
        Size::try_from((big_side, big_side)).unwrap(),
        &mut MinStd::new(SEED),
    )
    .expect("a valid size");
    let took = start.elapsed();
    assert!(big.is_perfect());
    println!(
        "dfs::generate {big_side}×{big_side} rooms ({} rooms, perfect) on the main thread: {:.1} ms",
        big.rooms(),
        took.as_secs_f64() * 1e3
    );
    drop(big);

    let load_before = report::load_average();
    let mut c = Criterion::default().configure_from_args();
    bench_generators(&mut c, side);
    c.final_summary();

    print_report(since);
    report::print_load(&load_before);
}
