//! A batch of 10,000 Moving AI queries answered on one core and on two: `batch::map_with`
//! against `batch::par_map_with` in rayon pools of 1 and 2 threads.
//!
//! ```text
//! cargo bench -p gridpath-benches --bench batch
//! ```
//!
//! Needs `../shared/movingai/` (relative to the crate root); without it the bench prints a
//! message and exits. The batch: every scenario of the 13 shared maps, in the order of the
//! maps and of their `.scen` files, and of those 10,000 at a fixed (fractional) stride, the
//! middle one of each stretch — so every map contributes in proportion to its scenarios, and
//! the queries of one map stay together. Each query is answered with its exact octile length
//! (`Option<Octile>`, owned), by two engines:
//!
//! - A*: `AStar::search_to` on the map's `GridSpace::octile`;
//! - JPS: `JumpPointSearch::search` on the map's `JumpGrid`, built once per map before timing
//!   and shared by reference by every thread.
//!
//! Each engine's batch is answered three ways: `map_with` (one workspace, on the calling
//! thread), and `par_map_with` inside a rayon pool of 1 thread and of 2 threads (one workspace
//! per thread). All three are checked to give the same answers, and those to match the
//! published lengths, before anything is timed. Then the three are timed in the same process,
//! rounds interleaved (the order flipped every round; at least 5 rounds, more for an engine
//! whose rounds are short, as many as fit in about two minutes), and the medians printed: the
//! speedup from 1 to 2 threads (target ≥ 1.8×) — as the ratio of the medians, and as the
//! median of each round's ratio, whose two timings are taken back to back and so see the same
//! load — and the overhead of `par_map_with` on 1 thread against `map_with`. A timing includes making the workspaces (as a caller's batch does) and
//! dropping the answers.
//!
//! `BATCH_ROUNDS=N` times at least `N` rounds instead of 5. Without `--bench` (`cargo test --benches`)
//! it answers 20 queries once each way and checks them: a quick run, nothing measured.

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use common::movingai::{Instance, MAPS, data_dir, load};
use common::report::{format_ns, load_average, print_load};
use common::timing::median;
use gridpath::batch::{map_with, par_map_with};
use gridpath::movingai::{Scenario, Tile};
use gridpath::{AStar, GridSpace, JumpGrid, JumpPointSearch, Octile, Pos};
use rayon::{ThreadPool, ThreadPoolBuilder};

/// The queries of a measured run.
const QUERIES: usize = 10_000;

/// The fewest rounds of a measured run (each times all three ways once), unless
/// `BATCH_ROUNDS` says otherwise; an engine whose rounds are short gets more of them, as many
/// as fit in [`BUDGET_S`], up to [`MAX_ROUNDS`].
const ROUNDS: usize = 5;

/// About how long, in seconds, the rounds of one engine may take beyond [`ROUNDS`] of them.
const BUDGET_S: f64 = 120.0;

/// The most rounds of one engine.
const MAX_ROUNDS: usize = 41;

/// The target: 2 threads at least this many times faster than 1.
const TARGET: f64 = 1.8;

/// One query: the index of its map, and its scenario.
type Query<'a> = (usize, &'a Scenario);

/// `count` scenarios of all the maps' lists, at a fixed stride (the middle one of each of
/// `count` equal stretches), in order.
fn pick(instances: &[Instance], count: usize) -> Vec<Query<'_>> {
    let all: Vec<Query<'_>> = instances
        .iter()
        .enumerate()
        .flat_map(|(map, inst)| inst.scenarios.iter().map(move |s| (map, s)))
        .collect();
    let count = count.min(all.len());
    (0..count)
        .map(|i| all[(2 * i + 1) * all.len() / (2 * count)])
        .collect()
}

/// The medians of one engine's three ways, in nanoseconds, and the median of the rounds' own
/// speedups (1 thread / 2 threads, each round's pair timed back to back).
struct Row {
    engine: &'static str,
    rounds: usize,
    sequential: f64,
    one: f64,
    two: f64,
    round_speedup: f64,
    workspaces: [usize; 2],
}

/// The time `batch` takes, in nanoseconds (its answers dropped after the clock stops).
fn timed<R>(batch: impl FnOnce() -> Vec<R>) -> f64 {
    let began = Instant::now();
    let answers = batch();
    let elapsed = began.elapsed().as_secs_f64() * 1e9;
    drop(answers);
    elapsed
}

/// Checks one engine's three ways against each other, then times them interleaved for at
/// least `rounds` rounds (more if they fit in `budget_s` seconds).
fn measure<Q, W, R>(
    engine: &'static str,
    queries: &[Q],
    pools: &[ThreadPool; 2],
    (rounds, budget_s): (usize, f64),
    workspace: impl Fn() -> W + Sync + Send,
    answer: impl Fn(&mut W, &Q) -> R + Sync + Send,
) -> (Row, Vec<R>)
where
    Q: Sync,
    W: Send,
    R: Send + PartialEq + core::fmt::Debug,
{
    let began = Instant::now();
    let sequential = map_with(queries, &workspace, &answer);
    let pass = began.elapsed().as_secs_f64();
    // A round takes about two and a half sequential passes.
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "a positive count of rounds, capped below"
    )]
    let fit = (budget_s / (2.5 * pass)) as usize;
    let rounds = fit.clamp(rounds, MAX_ROUNDS.max(rounds));
    eprintln!(
        "{engine}: one sequential pass {:.0} ms; checking the parallel answers, then {rounds} rounds",
        pass * 1e3
    );
    let mut workspaces = [0; 2];
    for (pool, made) in pools.iter().zip(&mut workspaces) {
        let count = AtomicUsize::new(0);
        let counted = || {
            count.fetch_add(1, Ordering::Relaxed);
            workspace()
        };
        let parallel = pool.install(|| par_map_with(queries, counted, &answer));
        assert!(
            parallel == sequential,
            "{engine}: {} threads answer otherwise",
            pool.current_num_threads()
        );
        *made = count.into_inner();
    }
    let (mut seq, mut one, mut two) = (Vec::new(), Vec::new(), Vec::new());
    let run_seq = || timed(|| map_with(queries, &workspace, &answer));
    let run_par =
        |pool: &ThreadPool| timed(|| pool.install(|| par_map_with(queries, &workspace, &answer)));
    for round in 0..rounds {
        if round % 2 == 0 {
            seq.push(run_seq());
            one.push(run_par(&pools[0]));
            two.push(run_par(&pools[1]));
        } else {
            two.push(run_par(&pools[1]));
            one.push(run_par(&pools[0]));
            seq.push(run_seq());
        }
        // Each round on standard error, so that a round another process slowed is seen.
        eprintln!(
            "{engine}: round {}: `map_with` {}, 1 thread {}, 2 threads {}",
            round + 1,
            format_ns(seq[round]),
            format_ns(one[round]),
            format_ns(two[round])
        );
    }
    let mut ratios: Vec<f64> = one.iter().zip(&two).map(|(a, b)| a / b).collect();
    let row = Row {
        engine,
        rounds,
        round_speedup: median(&mut ratios),
        sequential: median(&mut seq),
        one: median(&mut one),
        two: median(&mut two),
        workspaces,
    };
    (row, sequential)
}

/// The table: each engine's medians, speedup and overhead.
fn print_rows(rows: &[Row], measuring: bool) {
    println!();
    println!(
        "| engine | rounds | `map_with` | 1 thread | 2 threads | speedup (1 → 2 threads) | speedup, median of the rounds' | `map_with` / 2 threads | overhead (1 thread / `map_with`) | workspaces made (1, 2 threads) |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for row in rows {
        let speedup = row.one / row.two;
        let verdict = if !measuring {
            String::new()
        } else if speedup >= TARGET {
            format!(" (≥ {TARGET}× met)")
        } else {
            format!(" (≥ {TARGET}× **missed**)")
        };
        println!(
            "| {} | {} | {} | {} | {} | {speedup:.2}×{verdict} | {:.2}× | {:.2}× | {:+.1} % | {}, {} |",
            row.engine,
            row.rounds,
            format_ns(row.sequential),
            format_ns(row.one),
            format_ns(row.two),
            row.round_speedup,
            row.sequential / row.two,
            100.0 * (row.one / row.sequential - 1.0),
            row.workspaces[0],
            row.workspaces[1],
        );
    }
}

fn main() {
    let measuring = std::env::args().any(|arg| arg == "--bench");
    let dir = data_dir();
    if !dir.is_dir() {
        println!("skipped: {} is missing", dir.display());
        return;
    }
    let load_before = load_average();
    let instances: Vec<Instance> = MAPS.iter().map(|&(name, _)| load(&dir, name, 1)).collect();
    let rounds = std::env::var("BATCH_ROUNDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(ROUNDS);
    let (count, rounds) = if measuring {
        (QUERIES, (rounds, BUDGET_S))
    } else {
        (20, (1, 0.0))
    };
    let queries = pick(&instances, count);
    let spaces: Vec<_> = instances
        .iter()
        .map(|inst| GridSpace::octile(&inst.grid, Tile::is_passable))
        .collect();
    let jump_grids: Vec<JumpGrid> = spaces
        .iter()
        .map(|space| JumpGrid::new(space).unwrap())
        .collect();
    let pools = [1, 2].map(|threads| {
        ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap()
    });
    let mut per_map = vec![0; instances.len()];
    for &(map, _) in &queries {
        per_map[map] += 1;
    }

    let (astar, lengths) = measure(
        "A* (`search_to`)",
        &queries,
        &pools,
        rounds,
        AStar::new,
        |astar: &mut AStar<Pos, Octile>, &(map, s): &Query<'_>| {
            astar
                .search_to(&spaces[map], [s.start], s.goal)
                .goal_distance()
        },
    );
    for (length, (_, s)) in lengths.iter().zip(&queries) {
        assert!(length.is_some_and(|l| s.accepts_octile(l)), "A*: {s:?}");
    }
    let (jps, jps_lengths) = measure(
        "JPS",
        &queries,
        &pools,
        rounds,
        JumpPointSearch::new,
        |jps: &mut JumpPointSearch, &(map, s): &Query<'_>| {
            jps.search(&jump_grids[map], [s.start], s.goal)
                .goal_distance()
        },
    );
    assert!(jps_lengths == lengths, "JPS and A* differ");

    println!(
        "{} Moving AI queries ({}), every answer checked against the published length; medians of interleaved rounds (at least {}){}",
        queries.len(),
        instances
            .iter()
            .zip(&per_map)
            .map(|(inst, n)| format!("{} {n}", inst.name))
            .collect::<Vec<_>>()
            .join(", "),
        rounds.0,
        if measuring {
            ""
        } else {
            " (quick run: nothing measured; `--bench` to measure)"
        },
    );
    print_rows(&[astar, jps], measuring);
    print_load(&load_before);
}
