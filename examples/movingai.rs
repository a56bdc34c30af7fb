//! Solves Moving AI benchmark scenarios with A* or Jump Point Search and checks every length
//! against the published optimum.
//!
//! ```text
//! cargo run --release --example movingai -- [--engine astar|jps] ../shared/movingai/*.scen
//! ```
//!
//! Each `.scen` file's maps are looked up beside it (same directory, base name of the `map`
//! field). Every scenario is solved on `GridSpace::octile`, one reused workspace per map, with
//! the engine chosen by `--engine`:
//!
//! - `astar` (the default): `AStar` with `heuristic::octile`; "expanded" counts states;
//! - `jps`: `JumpPointSearch` on a `JumpGrid` built once per map; "expanded" counts jump
//!   points.
//!
//! One line per file (scenarios, mismatches, total and per-query time, states expanded, and for
//! `jps` the time spent building the maps' `JumpGrid`s, which the query times do not include),
//! then `total: MATCHED/TOTAL matched`.
//!
//! Exit status: 0 if every scenario matched; 1 if some did not (the first few are printed with
//! their coordinates); 2 if a file could not be read or is malformed (an `error:` line).

use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use gridpath::movingai::{self, Scenario, Tile};
use gridpath::{AStar, Error, GridSpace, JumpGrid, JumpPointSearch, heuristic};

/// How many mismatches are printed in detail.
const SHOWN: usize = 10;

/// Which engine solves the scenarios.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Engine {
    AStar,
    Jps,
}

/// A scenario whose computed length differs from the published one.
struct Mismatch {
    file: String,
    scenario: Scenario,
    computed: Option<f64>,
}

/// What one `.scen` file gave.
struct FileResult {
    scenarios: usize,
    mismatches: Vec<Mismatch>,
    time: Duration,
    /// Building the `JumpGrid`s (`jps` only).
    prepare: Duration,
    expanded: usize,
}

fn run_file(path: &Path, engine: Engine) -> Result<FileResult, Error> {
    let scenarios = movingai::read_scen(path)?;
    let dir = path.parent().unwrap_or_else(|| Path::new(""));
    let mut by_map: BTreeMap<&str, Vec<&Scenario>> = BTreeMap::new();
    for s in &scenarios {
        by_map.entry(s.map_name()).or_default().push(s);
    }
    let file = path.display().to_string();
    let mut result = FileResult {
        scenarios: scenarios.len(),
        mismatches: Vec::new(),
        time: Duration::ZERO,
        prepare: Duration::ZERO,
        expanded: 0,
    };
    for (name, list) in by_map {
        let map = movingai::read_map(dir.join(name))?;
        for s in &list {
            s.check(&map)?;
        }
        let space = GridSpace::octile(&map, Tile::is_passable);
        let mut astar = AStar::new();
        let mut jps = JumpPointSearch::new();
        let began = Instant::now();
        let jump_grid = match engine {
            Engine::Jps => Some(JumpGrid::new(&space)?),
            Engine::AStar => None,
        };
        result.prepare += began.elapsed();
        for s in list {
            let goal = s.goal;
            let began = Instant::now();
            let (length, expanded) = match engine {
                Engine::AStar => {
                    let found =
                        astar.search(&space, [s.start], |p| p == goal, heuristic::octile(goal));
                    (found.goal_distance(), found.expanded())
                }
                Engine::Jps => match jump_grid.as_ref() {
                    Some(grid) => {
                        let found = jps.search(grid, [s.start], goal);
                        (found.goal_distance(), found.expanded())
                    }
                    None => (None, 0),
                },
            };
            result.time += began.elapsed();
            result.expanded += expanded;
            if !length.is_some_and(|l| s.accepts_octile(l)) {
                result.mismatches.push(Mismatch {
                    file: file.clone(),
                    scenario: s.clone(),
                    computed: length.map(gridpath::Octile::to_f64),
                });
            }
        }
    }
    Ok(result)
}

fn main() -> ExitCode {
    let usage = "usage: movingai [--engine astar|jps] FILE.map.scen...";
    let mut args = std::env::args().skip(1).peekable();
    let mut engine = Engine::AStar;
    if args.peek().is_some_and(|a| a == "--engine") {
        args.next();
        engine = match args.next().as_deref() {
            Some("astar") => Engine::AStar,
            Some("jps") => Engine::Jps,
            _ => {
                eprintln!("{usage}");
                return ExitCode::from(2);
            }
        };
    }
    let paths: Vec<String> = args.collect();
    if paths.is_empty() {
        eprintln!("{usage}");
        return ExitCode::from(2);
    }
    let (mut total, mut matched, mut errors) = (0usize, 0usize, 0usize);
    let mut mismatches = Vec::new();
    for path in &paths {
        match run_file(Path::new(path), engine) {
            Ok(r) => {
                let queries = u32::try_from(r.scenarios.max(1)).unwrap_or(u32::MAX);
                let prepare = if engine == Engine::Jps {
                    format!(
                        ", {:.3} ms building the JumpGrid",
                        r.prepare.as_secs_f64() * 1e3
                    )
                } else {
                    String::new()
                };
                println!(
                    "{path}: {} scenarios, {} mismatches, {:.3} ms total, {:.3} µs/query, {} states expanded{prepare}",
                    r.scenarios,
                    r.mismatches.len(),
                    r.time.as_secs_f64() * 1e3,
                    (r.time / queries).as_secs_f64() * 1e6,
                    r.expanded,
                );
                total += r.scenarios;
                matched += r.scenarios - r.mismatches.len();
                mismatches.extend(r.mismatches);
            }
            Err(e) => {
                println!("error: {path}: {e}");
                errors += 1;
            }
        }
    }
    for m in mismatches.iter().take(SHOWN) {
        let s = &m.scenario;
        let computed = m
            .computed
            .map_or_else(|| "no path".to_owned(), |c| format!("{c:.8}"));
        println!(
            "mismatch: {} line {}: start (x {}, y {}) goal (x {}, y {}): published {} (±{:.1e}), computed {computed}",
            m.file,
            s.line,
            s.start.col,
            s.start.row,
            s.goal.col,
            s.goal.row,
            s.optimal_length,
            s.tolerance(),
        );
    }
    if mismatches.len() > SHOWN {
        println!("... and {} more mismatches", mismatches.len() - SHOWN);
    }
    println!("total: {matched}/{total} matched");
    if errors > 0 {
        ExitCode::from(2)
    } else if mismatches.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
