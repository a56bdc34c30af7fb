//! A robot in an unknown map: D* Lite against A* replanning from scratch, on the Moving AI
//! maps.
//!
//! ```text
//! cargo bench -p gridpath-benches --bench replanning
//! ```
//!
//! Needs `../shared/movingai/` (relative to the crate root); without it the bench prints a
//! message and exits. For each of the 13 maps, 10 scenarios of its `.scen` file, evenly spread
//! over the list (and so over its buckets), are walked by a robot that starts believing every
//! cell free (`GridSpace::octile` on an all-open grid, exact `Octile` costs) and sees the true
//! cells within its sensor radius — 1 and 3 cells, a square around it — after each step,
//! closing the walls it discovers in its knowledge with `GridSpace::set_passable`. Each robot
//! run is timed whole (the planner's creation, sensing, planning and walking; not the making of
//! the all-open knowledge, the same for all), in three ways:
//!
//! - `dstar`: one `DStarLite` per run; after each step that discovers walls, `update` with the
//!   walls and their neighbours, then `replan`; the next step is `next_step`;
//! - `astar_blocked`: `AStar::search_to` from scratch (one workspace reused across every run)
//!   whenever a discovered wall makes the rest of the current path illegal (a cell of it, or
//!   the side of one of its diagonal steps, is a wall), and once at the start;
//! - `astar_every`: the same, replanning at every step that discovers a wall.
//!
//! The three must agree on whether the goal is reached. Reported per map and radius, then in
//! total: states expanded and time for each, and the ratios A* / D* Lite (the targets: at
//! least 5× fewer expansions and 3× less time than `astar_blocked`, in total). Each run is
//! timed once (`REPEATS`: the fastest of that many; A* at every discovery takes minutes on
//! the 512 × 512 mazes). `REPLANNING_MAPS=arena,den520d` runs those maps only.

use std::path::Path;
use std::time::{Duration, Instant};

use gridpath::movingai::{self, Scenario, Tile};
use gridpath::{AStar, DStarLite, Grid, GridSpace, OctileSteps, Pos};

/// The 13 shared maps.
const MAPS: &[&str] = &[
    "32room_000",
    "AR0011SR",
    "Aurora",
    "Berlin_0_256",
    "Boston_0_256",
    "arena",
    "brc202d",
    "den520d",
    "ht_chantry",
    "maze512-1-0",
    "maze512-32-0",
    "random512-10-0",
    "random512-40-0",
];

/// Scenarios per map.
const SCENARIOS: usize = 10;

/// Sensor radii.
const RADII: [u32; 2] = [1, 3];

/// Timed runs of each robot run; the fastest counts.
const REPEATS: usize = 1;

type Known<'g> = GridSpace<'g, bool, OctileSteps<fn(&bool) -> bool>>;

fn known(open: &Grid<bool>) -> Known<'_> {
    GridSpace::octile(open, |&open| open)
}

/// What one robot run did.
#[derive(Debug, Clone, Copy, Default)]
struct Run {
    reached: bool,
    steps: usize,
    plans: usize,
    expanded: usize,
    time: Duration,
}

/// The robot's eyes: the true map and the sensor radius.
struct Sensor<'m> {
    map: &'m Grid<Tile>,
    radius: u32,
}

impl Sensor<'_> {
    /// Closes in `known` the walls within the radius of `at` it still believes free; appends
    /// them to `walls`.
    fn sense(&self, known: &mut Known<'_>, at: Pos, walls: &mut Vec<Pos>) {
        let rows =
            at.row.saturating_sub(self.radius)..=(at.row + self.radius).min(self.map.height() - 1);
        for row in rows {
            let cols = at.col.saturating_sub(self.radius)
                ..=(at.col + self.radius).min(self.map.width() - 1);
            for col in cols {
                let pos = Pos::new(row, col);
                if !self.map[pos].is_passable() && known.is_passable(pos) {
                    known.set_passable(pos, false).unwrap();
                    walls.push(pos);
                }
            }
        }
    }
}

fn dstar(sensor: &Sensor<'_>, known: &mut Known<'_>, s: &Scenario) -> Run {
    let began = Instant::now();
    let mut walls = Vec::new();
    let mut robot = s.start;
    let mut planner = DStarLite::new(&*known, robot, s.goal);
    sensor.sense(known, robot, &mut walls);
    planner.update(&*known, walls.iter().copied());
    let mut run = Run::default();
    loop {
        if planner.replan(&*known).is_none() {
            break;
        }
        run.plans += 1;
        loop {
            if robot == s.goal {
                run.reached = true;
                run.expanded = planner.expanded();
                run.time = began.elapsed();
                return run;
            }
            let Some(next) = planner.next_step(&*known) else {
                break;
            };
            robot = next;
            run.steps += 1;
            planner.move_to(robot);
            walls.clear();
            sensor.sense(known, robot, &mut walls);
            if !walls.is_empty() {
                planner.update(&*known, walls.iter().copied());
                break;
            }
        }
    }
    run.expanded = planner.expanded();
    run.time = began.elapsed();
    run
}

/// Whether every step of `path` is still a move of `known`.
fn legal(known: &Known<'_>, path: &[Pos]) -> bool {
    path.windows(2).all(|pair| {
        let (a, b) = (pair[0], pair[1]);
        known.is_passable(b)
            && (a.row == b.row
                || a.col == b.col
                || (known.is_passable(Pos::new(a.row, b.col))
                    && known.is_passable(Pos::new(b.row, a.col))))
    })
}

fn astar(
    sensor: &Sensor<'_>,
    known: &mut Known<'_>,
    s: &Scenario,
    engine: &mut AStar<Pos, gridpath::Octile>,
    every: bool,
) -> Run {
    let began = Instant::now();
    let mut walls = Vec::new();
    let mut robot = s.start;
    sensor.sense(known, robot, &mut walls);
    let mut run = Run::default();
    'plan: loop {
        let found = engine.search_to(&*known, [robot], s.goal);
        run.expanded += found.expanded();
        run.plans += 1;
        let Some(path) = found.path() else {
            break;
        };
        for (i, &next) in path.iter().enumerate().skip(1) {
            robot = next;
            run.steps += 1;
            walls.clear();
            sensor.sense(known, robot, &mut walls);
            if !walls.is_empty() && (every || !legal(known, &path[i..])) {
                continue 'plan;
            }
        }
        run.reached = robot == s.goal;
        break;
    }
    run.time = began.elapsed();
    run
}

/// The fastest of [`REPEATS`] runs of `run` on a fresh all-open knowledge of the map.
fn timed(open: &Grid<bool>, mut run: impl FnMut(&mut Known<'_>) -> Run) -> Run {
    let mut best: Option<Run> = None;
    for _ in 0..REPEATS {
        let mut knowledge = known(open);
        let this = run(&mut knowledge);
        if best.is_none_or(|b| this.time < b.time) {
            best = Some(this);
        }
    }
    best.unwrap_or_default()
}

/// Totals over a set of runs of the three ways.
#[derive(Debug, Clone, Copy, Default)]
struct Totals {
    runs: usize,
    reached: usize,
    steps: usize,
    dstar: Sum,
    blocked: Sum,
    every: Sum,
}

#[derive(Debug, Clone, Copy, Default)]
struct Sum {
    plans: usize,
    expanded: usize,
    time: Duration,
}

impl Sum {
    fn add(&mut self, run: &Run) {
        self.plans += run.plans;
        self.expanded += run.expanded;
        self.time += run.time;
    }
}

impl Totals {
    fn add(&mut self, other: &Totals) {
        self.runs += other.runs;
        self.reached += other.reached;
        self.steps += other.steps;
        for (a, b) in [
            (&mut self.dstar, other.dstar),
            (&mut self.blocked, other.blocked),
            (&mut self.every, other.every),
        ] {
            a.plans += b.plans;
            a.expanded += b.expanded;
            a.time += b.time;
        }
    }
}

#[expect(
    clippy::cast_precision_loss,
    reason = "counts far below 2^53, printed as ratios"
)]
fn ratio(num: usize, den: usize) -> f64 {
    num as f64 / den.max(1) as f64
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn row(name: &str, radius: &str, t: &Totals) {
    println!(
        "| {name:<16} | {radius:>2} | {:>4} | {:>7} | {:>10} | {:>9.1} | {:>11} | {:>9.1} | {:>6.1}x | {:>6.1}x | {:>11} | {:>9.1} | {:>6.1}x | {:>6.1}x |",
        t.reached,
        t.steps,
        t.dstar.expanded,
        ms(t.dstar.time),
        t.blocked.expanded,
        ms(t.blocked.time),
        ratio(t.blocked.expanded, t.dstar.expanded),
        t.blocked.time.as_secs_f64() / t.dstar.time.as_secs_f64().max(1e-12),
        t.every.expanded,
        ms(t.every.time),
        ratio(t.every.expanded, t.dstar.expanded),
        t.every.time.as_secs_f64() / t.dstar.time.as_secs_f64().max(1e-12),
    );
}

fn main() {
    // `cargo test --benches` runs bench targets without `--bench`: nothing to measure then.
    if !std::env::args().any(|arg| arg == "--bench") {
        println!("replanning: run with `cargo bench -p gridpath-benches --bench replanning`");
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/movingai");
    if !dir.exists() {
        println!("replanning: no Moving AI maps in {}", dir.display());
        return;
    }
    println!(
        "== A robot in an unknown map: D* Lite against A* from scratch ({SCENARIOS} scenarios per map, fastest of {REPEATS} runs) =="
    );
    println!();
    println!(
        "| map              |  r | goal |   steps | D* expand. |  D* ms    | A*blk expand| A*blk ms  | exp. x  | time x  | A*all expand| A*all ms  | exp. x  | time x  |"
    );
    println!(
        "|------------------|----|------|---------|------------|-----------|-------------|-----------|---------|---------|-------------|-----------|---------|---------|"
    );
    let mut grand = Totals::default();
    let mut by_radius = [Totals::default(); RADII.len()];
    let mut engine = AStar::new();
    // `REPLANNING_MAPS=arena,den520d` runs those maps only.
    let only = std::env::var("REPLANNING_MAPS").ok();
    let chosen = |name: &str| {
        only.as_ref()
            .is_none_or(|list| list.split(',').any(|n| n == name))
    };
    for &name in MAPS.iter().filter(|name| chosen(name)) {
        let map = movingai::read_map(dir.join(format!("{name}.map"))).unwrap();
        let all = movingai::read_scen(dir.join(format!("{name}.map.scen"))).unwrap();
        let scenarios: Vec<&Scenario> = (0..SCENARIOS)
            .filter_map(|k| all.get((2 * k + 1) * all.len() / (2 * SCENARIOS)))
            .collect();
        let open = Grid::new(map.size(), true).unwrap();
        engine.reserve(&known(&open));
        for (r, &radius) in RADII.iter().enumerate() {
            let sensor = Sensor { map: &map, radius };
            let mut totals = Totals::default();
            for s in &scenarios {
                let d = timed(&open, |k| dstar(&sensor, k, s));
                let b = timed(&open, |k| astar(&sensor, k, s, &mut engine, false));
                let e = timed(&open, |k| astar(&sensor, k, s, &mut engine, true));
                assert_eq!(d.reached, b.reached, "{name} {s:?}");
                assert_eq!(d.reached, e.reached, "{name} {s:?}");
                totals.runs += 1;
                totals.reached += usize::from(d.reached);
                totals.steps += d.steps;
                totals.dstar.add(&d);
                totals.blocked.add(&b);
                totals.every.add(&e);
            }
            row(name, &radius.to_string(), &totals);
            by_radius[r].add(&totals);
            grand.add(&totals);
        }
    }
    for (r, radius) in RADII.iter().enumerate() {
        row("total", &radius.to_string(), &by_radius[r]);
    }
    row("total", "all", &grand);
    println!();
    println!(
        "replans: D* Lite {}, A* on a blocked path {}, A* at every discovery {}; targets (total, A* on a blocked path / D* Lite): expansions >= 5x: {:.1}x, time >= 3x: {:.1}x",
        grand.dstar.plans,
        grand.blocked.plans,
        grand.every.plans,
        ratio(grand.blocked.expanded, grand.dstar.expanded),
        grand.blocked.time.as_secs_f64() / grand.dstar.time.as_secs_f64().max(1e-12),
    );
}
