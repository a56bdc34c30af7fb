//! The `swarm` demo: ten thousand agents chase a moving target across a 1024 × 1024 map, all
//! of them reading one flow field recomputed every tick — the crowd pathfinding of real-time
//! strategy games, on [`gridpath::field`].
//!
//! The map is random walls (25 % of the cells, drawn with MINSTD from `--seed`) on a square of
//! `--size` cells. The target starts on a random cell of a large region and wanders (straight
//! on three times in four, else a random open neighbour); the agents start on random cells of
//! its region, so every one of them can reach it. Each tick the target takes a step, the
//! distance field from it is computed again in place ([`DistanceField::compute`]), its flow
//! field is written into the same [`FlowField`] ([`DistanceField::flow_into`]), and every
//! agent takes the one step the flow gives its cell (agents may share a cell). No agent runs a
//! search of its own.
//!
//! Prints the ticks per second, the time per tick split into the field, the flow and the
//! agents' steps, how many agents reached the target, and the agents' mean distance to it at
//! the start and at the end.
//!
//! ```text
//! cargo run --release --example swarm                  # 1024×1024, 10,000 agents, 150 ticks
//! cargo run --release --example swarm -- --size 512 --agents 2000 --ticks 500 --seed 7
//! cargo run --release --example swarm -- --animate swarm.svg
//! ```
//!
//! Flags: `--ticks N`, `--agents N`, `--size N` (the map is N × N cells, at most 8192),
//! `--seed S` (MINSTD; not a multiple of 2³¹ − 1), `--animate FILE` (also write the run as an
//! animated SVG, one frame per tick: the walls, the agents in blue with their trails, the
//! target in red; the defaults become a 32 × 32 map, 40 agents and 80 ticks, and the map may
//! be at most 128 cells wide), `--help`. Bad flags print one `error:` line and exit with
//! status 2.

#[path = "common/flags.rs"]
mod flags;

use flags::Flags;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use gridpath::field::{DistanceField, FieldGrid, FlowField};
use gridpath::maze::{MinStd, RandomSource};
use gridpath::render::animate::{Animation, Paint};
use gridpath::{Dir, Grid, GridSpace, Moves, Pos, Size};

/// What the command line asked for; `None` for the defaults, which depend on `--animate`.
struct Options {
    ticks: Option<u32>,
    agents: Option<usize>,
    size: Option<u32>,
    seed: u32,
    animate: Option<String>,
}

const USAGE: &str = "usage: swarm [--ticks N] [--agents N] [--size N] [--seed S] [--animate FILE]";

/// The percentage of wall cells.
const WALLS: u32 = 25;
/// The largest map side.
const MAX_SIZE: u32 = 8192;
/// The largest map side with `--animate`: the picture stays a small file.
const MAX_ANIMATED_SIZE: u32 = 128;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    match parse(&args).and_then(|options| run(&options)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        ticks: None,
        agents: None,
        size: None,
        seed: 2026,
        animate: None,
    };
    let mut flags = Flags::new(args, USAGE);
    while let Some(flag) = flags.next_flag() {
        match flag {
            "--ticks" => options.ticks = Some(flags.number(flag, "a number of ticks")?),
            "--agents" => {
                let agents = flags.number(flag, "a number of agents")?;
                options.agents = Some(usize::try_from(agents).map_err(|e| e.to_string())?);
            }
            "--size" => {
                let size = flags.number(flag, "a map side")?;
                if size == 0 || size > MAX_SIZE {
                    return Err(format!("--size: the map side must be 1 to {MAX_SIZE}"));
                }
                options.size = Some(size);
            }
            "--seed" => {
                options.seed = flags.number(flag, "a number below 2^32")?;
                if MinStd::new(options.seed).state() == 0 {
                    return Err(
                        "--seed: a multiple of 2^31 - 1 makes MINSTD draw 0 forever".to_string()
                    );
                }
            }
            "--animate" => options.animate = Some(flags.value(flag)?.clone()),
            other => return Err(flags.unknown(other)),
        }
    }
    if options.animate.is_some() && options.size.is_some_and(|s| s > MAX_ANIMATED_SIZE) {
        return Err(format!(
            "--animate: the map side must be at most {MAX_ANIMATED_SIZE}"
        ));
    }
    Ok(options)
}

/// The sizes of the run, the options' or their defaults.
struct Settings {
    size: u32,
    agents: usize,
    ticks: u32,
}

/// Where everything stands, and what happened so far.
struct World {
    target: Pos,
    /// The target's last step, which it keeps three times in four.
    heading: Dir,
    agents: Vec<Pos>,
    /// The tick at which each agent first stood on the target.
    reached: Vec<Option<u32>>,
}

/// The time spent in each part of the ticks.
#[derive(Default)]
struct Clock {
    field: Duration,
    flow: Duration,
    agents: Duration,
}

fn run(options: &Options) -> Result<(), String> {
    let animated = options.animate.is_some();
    let size = options.size.unwrap_or(if animated { 32 } else { 1024 });
    let agents = options.agents.unwrap_or(if animated { 40 } else { 10_000 });
    let ticks = options.ticks.unwrap_or(if animated { 80 } else { 150 });

    let mut rng = MinStd::new(options.seed);
    let map = random_walls(Size::new(size, size), &mut rng)?;
    let space = GridSpace::new(&map, Moves::four(), |&open| open);
    let prepared = FieldGrid::new(&space).map_err(|e| e.to_string())?;
    let mut field = DistanceField::new(&prepared);
    let (target, region) = target_and_region(&map, &prepared, &mut field, &mut rng)?;
    let mut world = World {
        target,
        heading: Dir::Right,
        agents: (0..agents)
            .map(|_| region[draw(&mut rng, region.len())])
            .collect(),
        reached: vec![None; agents],
    };
    let mut film = options
        .animate
        .as_ref()
        .map(|_| Vec::with_capacity(ticks as usize * (2 * agents + 2)));
    let first = film.as_ref().map(|_| first_picture(&map, &world));

    field.compute(&prepared, [world.target]);
    let distance_before = mean_distance(&field, &world.agents);

    let mut flow = FlowField::default();
    let mut clock = Clock::default();
    let started = Instant::now();
    for tick in 1..=ticks {
        let before = film.as_ref().map(|_| world.agents.clone());
        let last_target = world.target;
        wander(&map, &mut world, &mut rng);

        let t0 = Instant::now();
        field.compute(&prepared, [world.target]);
        let t1 = Instant::now();
        field.flow_into(&mut flow);
        let t2 = Instant::now();
        for (agent, reached) in world.agents.iter_mut().zip(&mut world.reached) {
            if let Some(next) = flow.next(*agent) {
                *agent = next;
            }
            if *agent == world.target && reached.is_none() {
                *reached = Some(tick);
            }
        }
        let t3 = Instant::now();
        clock.field += t1 - t0;
        clock.flow += t2 - t1;
        clock.agents += t3 - t2;

        if let (Some(steps), Some(before)) = (film.as_mut(), before) {
            // The same number of steps every tick, so that each tick is one frame: first
            // every cell left behind (a trail), then every cell stood on.
            steps.extend(before.iter().map(|&cell| (cell, Paint::Expanded)));
            steps.push((last_target, Paint::Expanded));
            steps.extend(world.agents.iter().map(|&cell| (cell, Paint::Discovered)));
            steps.push((world.target, Paint::End));
        }
    }
    let elapsed = started.elapsed();
    field.compute(&prepared, [world.target]);
    let distances = (distance_before, mean_distance(&field, &world.agents));

    let settings = Settings {
        size,
        agents,
        ticks,
    };
    report(options, &settings, &world, &clock, elapsed, distances);
    if let (Some(file), Some(first), Some(steps)) = (&options.animate, first, film) {
        let animation = Animation::painted(first, steps)
            .frames(ticks.max(1) as usize)
            .seconds(ticks.div_ceil(10));
        let picture = animation.to_svg();
        std::fs::write(file, &picture).map_err(|e| format!("cannot write {file}: {e}"))?;
        println!(
            "animation: {file} ({} steps, {} bytes)",
            animation.steps(),
            picture.len()
        );
    }
    Ok(())
}

/// A number in `0..count` (`count` at least 1).
fn draw(rng: &mut MinStd, count: usize) -> usize {
    let bound = u32::try_from(count).unwrap_or(u32::MAX);
    usize::try_from(rng.below(bound)).unwrap_or(0)
}

/// A map of `size` with [`WALLS`] percent of its cells walls (`false`), drawn from `rng`.
fn random_walls(size: Size, rng: &mut MinStd) -> Result<Grid<bool>, String> {
    let mut map = Grid::new(size, true).map_err(|e| e.to_string())?;
    for row in 0..size.rows {
        for col in 0..size.cols {
            map[Pos::new(row, col)] = rng.below(100) >= WALLS;
        }
    }
    Ok(map)
}

/// A start for the target and the cells of its region: the largest region met among a few
/// random open cells, at once if it holds half the open cells (as it does on most maps).
fn target_and_region(
    map: &Grid<bool>,
    prepared: &FieldGrid<u32>,
    field: &mut DistanceField<u32>,
    rng: &mut MinStd,
) -> Result<(Pos, Vec<Pos>), String> {
    let open: Vec<Pos> = map.find_all(|&open| open).collect();
    if open.is_empty() {
        return Err("the map has no open cell".to_string());
    }
    let mut best: Option<(Pos, Vec<Pos>)> = None;
    for _ in 0..20 {
        let start = open[draw(rng, open.len())];
        field.compute(prepared, [start]);
        let region: Vec<Pos> = open
            .iter()
            .copied()
            .filter(|&p| field.get(p).is_some())
            .collect();
        let large = region.len() * 2 >= open.len();
        if best.as_ref().is_none_or(|(_, b)| region.len() > b.len()) {
            best = Some((start, region));
        }
        if large {
            break;
        }
    }
    // At least one round ran.
    best.ok_or_else(|| "no region found".to_string())
}

/// The target's step: straight on three times in four when it can, else to a random open
/// neighbour; it stays only when walled in.
fn wander(map: &Grid<bool>, world: &mut World, rng: &mut MinStd) {
    let open = |dir: Dir| {
        world
            .target
            .step(dir)
            .filter(|&p| map.get(p).copied() == Some(true))
    };
    if rng.below(4) != 0
        && let Some(next) = open(world.heading)
    {
        world.target = next;
        return;
    }
    let choices: Vec<Dir> = Dir::STRAIGHT
        .into_iter()
        .filter(|&d| open(d).is_some())
        .collect();
    if choices.is_empty() {
        return;
    }
    let dir = choices[draw(rng, choices.len())];
    if let Some(next) = open(dir) {
        world.target = next;
        world.heading = dir;
    }
}

/// The animation's first picture: walls, open cells, the agents and the target.
fn first_picture(map: &Grid<bool>, world: &World) -> Grid<Paint> {
    let mut picture = map.map(|&open| if open { Paint::Open } else { Paint::Wall });
    for &agent in &world.agents {
        picture[agent] = Paint::Discovered;
    }
    picture[world.target] = Paint::End;
    picture
}

/// The agents' mean distance to the target, on `field` (from the target); 0 for no agent.
fn mean_distance(field: &DistanceField<u32>, agents: &[Pos]) -> f64 {
    let total: u64 = agents
        .iter()
        .filter_map(|&a| field.get(a))
        .map(u64::from)
        .sum();
    #[expect(clippy::cast_precision_loss, reason = "a mean for display")]
    let mean = total as f64 / agents.len().max(1) as f64;
    mean
}

/// Milliseconds per tick.
fn per_tick(time: Duration, ticks: u32) -> f64 {
    time.as_secs_f64() * 1e3 / f64::from(ticks.max(1))
}

fn report(
    options: &Options,
    &Settings {
        size,
        agents,
        ticks,
    }: &Settings,
    world: &World,
    clock: &Clock,
    elapsed: Duration,
    (distance_before, distance_after): (f64, f64),
) {
    println!(
        "map: {size}×{size} cells, {WALLS} % walls, seed {}; {agents} agents, {ticks} ticks",
        options.seed
    );
    let seconds = elapsed.as_secs_f64();
    let rate = if seconds > 0.0 {
        f64::from(ticks) / seconds
    } else {
        0.0
    };
    println!("{rate:.1} ticks per second ({seconds:.2} s)");
    println!(
        "per tick: field {:.3} ms, flow {:.3} ms, agents {:.3} ms",
        per_tick(clock.field, ticks),
        per_tick(clock.flow, ticks),
        per_tick(clock.agents, ticks),
    );
    let reached: Vec<u32> = world.reached.iter().flatten().copied().collect();
    let on_target = world.agents.iter().filter(|&&a| a == world.target).count();
    match (reached.iter().min(), reached.iter().max()) {
        (Some(first), Some(last)) => println!(
            "reached the target: {} of {agents} agents (the first at tick {first}, the last at \
             tick {last}); {on_target} on it at the end",
            reached.len()
        ),
        _ => println!("reached the target: 0 of {agents} agents"),
    }
    println!(
        "mean distance to the target: {distance_before:.1} steps at the start, \
         {distance_after:.1} at the end"
    );
}
