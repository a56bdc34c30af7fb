//! gridpath's A* and Jump Point Search against `pathfinding::directed::astar::astar` on Moving
//! AI benchmark maps, then the ratios from this run's own medians.
//!
//! ```text
//! cargo bench -p gridpath-benches --bench movingai
//! ```
//!
//! Needs `../shared/movingai/` (relative to the crate root); without it the bench prints a
//! message and exits. For each map, one fixed list of scenarios — every `stride`-th line of its
//! `.scen` file, spread over all buckets — is solved by every variant, and one benchmark
//! iteration is the whole list:
//!
//! - `gridpath`: `AStar::search_to` (one workspace reused across the list) on
//!   `GridSpace::octile`, guided by the space's octile estimate, exact `Octile` costs;
//! - `gridpath_jps`: `JumpPointSearch` (one workspace reused across the list) on a `JumpGrid`
//!   of the same space, exact `Octile` lengths; each query also builds the full cell-by-cell
//!   path (`SearchTree::path`), as `pathfinding` returns one. The `JumpGrid` (its masks and jump
//!   table, a per-map one-off) is built once before timing, so the timings do not include it;
//! - `pathfinding`: `pathfinding::directed::astar::astar` with the same move model
//!   (8-connected, no corner cutting) on a flat passability array. `pathfinding` needs a cost
//!   type with `Zero + Ord`, and no exact `a + b√2` type is offered to it here, so its costs
//!   are `u64` fixed point scaled by 2^32: a straight step costs 2^32 and a diagonal step
//!   `round(√2 × 2^32)`, the octile heuristic in the same units. Every variant's lengths are
//!   checked against the published ones before timing.
//!
//! Criterion prints medians but no ratios, so `main` runs the criterion groups, then reads each
//! benchmark's median back from `<criterion dir>/<group>/<function>/new/estimates.json` —
//! ignoring any file older than this run — and prints `pathfinding / gridpath` (A*) and
//! `pathfinding / jps` for each map. On a plain run (`cargo bench -p gridpath-benches --bench movingai`, no filter)
//! it then times A* and `pathfinding` again *interleaved* — alternating whole-list runs, 7 to
//! 21 rounds per map — and prints that ratio of medians too: load from other processes shifts
//! criterion's medians, taken a minute apart, but falls on both sides of an interleaved ratio
//! alike. The group settings, the interleaving and the report reading are shared with the other
//! benches, in `benches/common`.
//!
//! Issue 46's comparison — the A* margin on the whole benchmark — is the same bench with an
//! environment variable:
//!
//! ```text
//! MOVINGAI_MARGIN=1 cargo bench -p gridpath-benches --bench movingai
//! ```
//!
//! It runs no criterion groups: for each map, A* and `pathfinding` solve **every** scenario
//! (34,537 in all), the whole list twice a side, alternately (A* first, then `pathfinding`
//! first), and each side keeps its better run; the two sides' total lengths must agree. It
//! prints `pathfinding / A*` per map against the 3.3× target (about 20 minutes).

mod common;

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant, SystemTime};

use common::movingai::{Instance, MAPS, data_dir, load};
use common::report;
use common::timing;
use criterion::Criterion;
use gridpath::movingai::Tile;
use gridpath::{AStar, Grid, GridSpace, JumpGrid, JumpPointSearch, Pos};
use smallvec::SmallVec;

/// The gridpath A* target: at least this many times faster than `pathfinding`.
const TARGET: f64 = 3.0;

/// The Jump Point Search target: at least this many times faster than `pathfinding`.
const JPS_TARGET: f64 = 10.0;

/// 2^32, the fixed-point unit of the `pathfinding` variant.
const UNIT: u64 = 1 << 32;

/// `round(√2 × 2^32)`.
#[expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_precision_loss,
    reason = "√2 × 2^32 ≈ 6.07e9 is positive and far below u64::MAX"
)]
fn diagonal_unit() -> u64 {
    (core::f64::consts::SQRT_2 * UNIT as f64).round() as u64
}

/// A map as `pathfinding` sees it: a flat passability array.
struct Flat {
    width: i64,
    height: i64,
    open: Vec<bool>,
    diagonal: u64,
}

impl Flat {
    fn new(grid: &Grid<Tile>) -> Self {
        Flat {
            width: i64::from(grid.width()),
            height: i64::from(grid.height()),
            open: grid.rows().flatten().map(Tile::is_passable).collect(),
            diagonal: diagonal_unit(),
        }
    }

    fn is_open(&self, row: i64, col: i64) -> bool {
        row >= 0
            && col >= 0
            && row < self.height
            && col < self.width
            && self.open[usize::try_from(row * self.width + col).unwrap_or(usize::MAX)]
    }

    /// 8-connected successors without corner cutting.
    fn successors(&self, &(row, col): &(i64, i64)) -> SmallVec<[((i64, i64), u64); 8]> {
        let mut out = SmallVec::new();
        for (dr, dc) in [(-1, 0), (0, 1), (1, 0), (0, -1)] {
            if self.is_open(row + dr, col + dc) {
                out.push(((row + dr, col + dc), UNIT));
            }
        }
        for (dr, dc) in [(-1, 1), (1, 1), (1, -1), (-1, -1)] {
            if self.is_open(row + dr, col + dc)
                && self.is_open(row + dr, col)
                && self.is_open(row, col + dc)
            {
                out.push(((row + dr, col + dc), self.diagonal));
            }
        }
        out
    }

    fn octile(&self, (row, col): (i64, i64), goal: (i64, i64)) -> u64 {
        let dr = row.abs_diff(goal.0);
        let dc = col.abs_diff(goal.1);
        let (lo, hi) = (dr.min(dc), dr.max(dc));
        (hi - lo) * UNIT + lo * self.diagonal
    }

    fn solve(&self, start: (i64, i64), goal: (i64, i64)) -> Option<u64> {
        pathfinding::directed::astar::astar(
            &start,
            |p| self.successors(p),
            |&p| self.octile(p, goal),
            |&p| p == goal,
        )
        .map(|(_, cost)| cost)
    }

    /// [`Flat::solve`], also counting the states expanded (successor calls).
    fn solve_counting(&self, start: (i64, i64), goal: (i64, i64)) -> (Option<u64>, usize) {
        let mut expanded = 0;
        let cost = pathfinding::directed::astar::astar(
            &start,
            |p| {
                expanded += 1;
                self.successors(p)
            },
            |&p| self.octile(p, goal),
            |&p| p == goal,
        )
        .map(|(_, cost)| cost);
        (cost, expanded)
    }
}

fn rc(p: Pos) -> (i64, i64) {
    (i64::from(p.row), i64::from(p.col))
}

/// States (or jump points) expanded over a scenario list by each variant.
struct Expanded {
    astar: usize,
    jps: usize,
    pathfinding: usize,
}

/// Checks every variant against the published lengths (JPS also exactly against A*), and
/// returns the states each expands over the list.
#[expect(
    clippy::cast_precision_loss,
    reason = "fixed-point lengths below 2^53 units convert exactly enough for the check"
)]
fn verify(inst: &Instance) -> Expanded {
    let space = GridSpace::octile(&inst.grid, Tile::is_passable);
    let flat = Flat::new(&inst.grid);
    let jump_grid = JumpGrid::new(&space).unwrap();
    let mut astar = AStar::new();
    let mut jps = JumpPointSearch::new();
    let (mut ours, mut jumps, mut theirs) = (0, 0, 0);
    for s in &inst.scenarios {
        let found = astar.search_to(&space, [s.start], s.goal);
        ours += found.expanded();
        assert!(s.accepts_octile(found.goal_distance().unwrap()), "{s:?}");
        let jumped = jps.search(&jump_grid, [s.start], s.goal);
        jumps += jumped.expanded();
        assert_eq!(jumped.goal_distance(), found.goal_distance(), "{s:?}");
        let (fixed, expanded) = flat.solve_counting(rc(s.start), rc(s.goal));
        theirs += expanded;
        assert!(s.accepts(fixed.unwrap() as f64 / UNIT as f64), "{s:?}");
    }
    Expanded {
        astar: ours,
        jps: jumps,
        pathfinding: theirs,
    }
}

fn bench(c: &mut Criterion, inst: &Instance) {
    let mut group = timing::flat_group(
        c,
        &format!("movingai_{}", inst.name),
        Duration::from_secs(1),
        Duration::from_secs(5),
    );
    let space = GridSpace::octile(&inst.grid, Tile::is_passable);
    let mut astar = AStar::new();
    group.bench_function("gridpath", |b| {
        b.iter(|| {
            black_box(octile_sum(inst, |start, goal| {
                astar
                    .search_to(&space, [start], goal)
                    .goal_distance()
                    .unwrap()
            }))
        });
    });
    let jump_grid = JumpGrid::new(&space).unwrap();
    let mut jps = JumpPointSearch::new();
    group.bench_function("gridpath_jps", |b| {
        b.iter(|| {
            let mut sum = gridpath::Octile::new(0, 0);
            let mut cells = 0;
            for s in &inst.scenarios {
                let found = jps.search(&jump_grid, [s.start], s.goal);
                sum = sum + found.goal_distance().unwrap_or(gridpath::Octile::new(0, 0));
                cells += found.path().map_or(0, |path| path.len());
            }
            black_box((sum, cells))
        });
    });
    let flat = Flat::new(&inst.grid);
    group.bench_function("pathfinding", |b| {
        b.iter(|| black_box(pathfinding_list(&flat, inst)));
    });
    group.finish();
}

/// The sum of the lengths `solve` gives over the whole list: gridpath's A*, in every timing
/// of it here (criterion's, the interleaved one, the margin comparison).
fn octile_sum(
    inst: &Instance,
    mut solve: impl FnMut(Pos, Pos) -> gridpath::Octile,
) -> gridpath::Octile {
    let mut sum = gridpath::Octile::new(0, 0);
    for s in &inst.scenarios {
        sum = sum + solve(s.start, s.goal);
    }
    sum
}

/// The whole list solved by `pathfinding`: the sum of the lengths, in units of 2^-32 (every
/// timing of it here).
fn pathfinding_list(flat: &Flat, inst: &Instance) -> u64 {
    let mut sum = 0u64;
    for s in &inst.scenarios {
        sum = sum.wrapping_add(flat.solve(rc(s.start), rc(s.goal)).unwrap());
    }
    sum
}

/// One whole-list run of each variant, timed alternately (the order flips every round); the
/// medians in nanoseconds, gridpath first. Rounds: about four seconds' worth, 7 to 21.
fn interleaved(inst: &Instance) -> (f64, f64) {
    let space = GridSpace::octile(&inst.grid, Tile::is_passable);
    let flat = Flat::new(&inst.grid);
    let mut astar = AStar::new();
    let ours = || {
        black_box(octile_sum(inst, |start, goal| {
            astar
                .search_to(&space, [start], goal)
                .goal_distance()
                .unwrap()
        }));
    };
    let theirs = || {
        black_box(pathfinding_list(&flat, inst));
    };
    timing::interleave(Duration::from_secs(4), 21, ours, theirs)
}

/// The environment variable that makes the run issue 46's margin comparison instead.
const MARGIN_VAR: &str = "MOVINGAI_MARGIN";

/// The A* margin issue 46 asks for in that comparison: `pathfinding` / A* on every map.
const MARGIN_TARGET: f64 = 3.3;

/// Issue 46's comparison: every scenario of every map, A* and `pathfinding` timed on the whole
/// list twice each, alternately (A* first, then `pathfinding` first), each side its better of
/// the two; the two sides' total lengths are checked to agree. No criterion groups.
#[expect(
    clippy::cast_precision_loss,
    reason = "scenario counts and fixed-point sums are far below 2^53 (the check is to 1e-9)"
)]
fn margin(dir: &Path) {
    println!(
        "Issue 46's comparison: every scenario, two alternated runs a side, each side's better one"
    );
    println!("| map | scenarios | A* / query | pathfinding / query | pathfinding / A* |");
    println!("|---|--:|--:|--:|--:|");
    let (mut least, mut log_sum, mut met) = (f64::INFINITY, 0.0, 0);
    for &(name, _) in MAPS {
        let inst = load(dir, name, 1);
        let space = GridSpace::octile(&inst.grid, Tile::is_passable);
        let flat = Flat::new(&inst.grid);
        let mut astar = AStar::new();
        let (mut ours, mut theirs) = (f64::INFINITY, f64::INFINITY);
        let (mut our_sum, mut their_sum) = (gridpath::Octile::new(0, 0), 0);
        for round in 0..2 {
            let mut time_ours = || {
                let began = Instant::now();
                our_sum = black_box(octile_sum(&inst, |start, goal| {
                    astar
                        .search_to(&space, [start], goal)
                        .goal_distance()
                        .unwrap()
                }));
                ours = ours.min(began.elapsed().as_secs_f64());
            };
            let mut time_theirs = || {
                let began = Instant::now();
                their_sum = black_box(pathfinding_list(&flat, &inst));
                theirs = theirs.min(began.elapsed().as_secs_f64());
            };
            if round == 0 {
                time_ours();
                time_theirs();
            } else {
                time_theirs();
                time_ours();
            }
        }
        let (a, b) = (our_sum.to_f64(), their_sum as f64 / UNIT as f64);
        assert!(
            (a - b).abs() <= 1e-9 * a.max(1.0),
            "{name}: lengths {a} and {b}"
        );
        let ratio = theirs / ours;
        least = least.min(ratio);
        log_sum += ratio.ln();
        met += usize::from(ratio >= MARGIN_TARGET);
        let count = inst.scenarios.len() as f64;
        println!(
            "| {name} | {} | {:.1} µs | {:.1} µs | {ratio:.2}× |",
            inst.scenarios.len(),
            ours / count * 1e6,
            theirs / count * 1e6,
        );
    }
    let verdict = if met == MAPS.len() { "met" } else { "missed" };
    println!(
        "least {least:.2}×, geometric mean {:.2}×; {met} of {} maps at ≥ {MARGIN_TARGET}× ({verdict})",
        (log_sum / MAPS.len() as f64).exp(),
        MAPS.len()
    );
}

#[expect(
    clippy::cast_precision_loss,
    reason = "scenario and state counts are far below 2^53"
)]
fn main() {
    let since = SystemTime::now();
    let dir = data_dir();
    if !dir.is_dir() {
        println!("skipped: {} is missing", dir.display());
        return;
    }
    if std::env::var_os(MARGIN_VAR).is_some() {
        margin(&dir);
        return;
    }
    let instances: Vec<Instance> = MAPS
        .iter()
        .map(|&(name, stride)| load(&dir, name, stride))
        .collect();
    let expanded: Vec<Expanded> = instances.iter().map(verify).collect();

    // Interleaved cross-checks only for a plain, unfiltered run, not in `--test` mode.
    let interleave = timing::plain_run();
    let mut c = Criterion::default().configure_from_args();
    for inst in &instances {
        bench(&mut c, inst);
    }
    c.final_summary();

    let criterion = report::criterion_dir();
    println!();
    println!("Moving AI, medians of this run (one iteration = the whole scenario list):");
    let cross: Vec<Option<(f64, f64)>> = instances
        .iter()
        .map(|inst| interleave.then(|| interleaved(inst)))
        .collect();
    println!(
        "| map | scenarios | expanded / query: A*, JPS, pathfinding | A* / query | JPS / query | pathfinding / query | pathfinding / A* | interleaved A*, pathfinding / query; ratio | pathfinding / JPS |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for ((inst, expanded), cross) in instances.iter().zip(&expanded).zip(&cross) {
        let group = format!("movingai_{}", inst.name);
        let count = inst.scenarios.len() as f64;
        let ours = report::median_ns(&criterion, &group, "gridpath", since);
        let jps = report::median_ns(&criterion, &group, "gridpath_jps", since);
        let theirs = report::median_ns(&criterion, &group, "pathfinding", since);
        let per = |ns: Option<f64>| {
            ns.map_or("n/a".to_owned(), |ns| format!("{:.0} µs", ns / count / 1e3))
        };
        let ratio = |ours: Option<f64>, target: f64| match (ours, theirs) {
            (Some(o), Some(t)) => {
                let r = t / o;
                let verdict = if r >= target { "met" } else { "missed" };
                format!("{r:.2}× (≥ {target}× {verdict})")
            }
            _ => "n/a".to_owned(),
        };
        let cross_text = cross.map_or("n/a".to_owned(), |(o, t)| {
            let verdict = if t / o >= TARGET { "met" } else { "missed" };
            format!(
                "{}, {}; {:.2}× ({verdict})",
                per(Some(o)),
                per(Some(t)),
                t / o
            )
        });
        println!(
            "| {} | {} | {:.0}, {:.0}, {:.0} | {} | {} | {} | {} | {cross_text} | {} |",
            inst.name,
            inst.scenarios.len(),
            expanded.astar as f64 / count,
            expanded.jps as f64 / count,
            expanded.pathfinding as f64 / count,
            per(ours),
            per(jps),
            per(theirs),
            ratio(ours, TARGET),
            ratio(jps, JPS_TARGET),
        );
    }
}
