//! Solves Moving AI benchmark scenarios with A* or Jump Point Search and checks every length
//! against the published optimum.
//!
//! ```text
//! cargo run --release --example movingai -- [--engine astar|jps] [--builds N] PATH...
//! ```
//!
//! Each `PATH` is a `.scen` file or a directory, searched recursively for `*.scen` files (in
//! name order); flags may come anywhere. Each file's maps are looked up beside it (same
//! directory, base name of the `map` field). The map's `type` line chooses the movement model
//! (`movingai::Model`):
//!
//! - `type octile`: every scenario is solved on `GridSpace::octile`, one reused workspace per
//!   map, with the engine chosen by `--engine`:
//!   - `astar` (the default): `AStar::search_to`, guided by the space's octile estimate;
//!     "expanded" counts states;
//!   - `jps`: `JumpPointSearch` on a `JumpGrid` built once per map; "expanded" counts jump
//!     points. With `--builds N` the `JumpGrid` is built N times per map and the median build
//!     time is reported (the first build of a process also pays for fresh pages from the
//!     operating system; a median of several is what a warm process sees);
//! - `type octile-corner` (the Warcraft III maps, `maps/wc3maps`, which the scenario files of
//!   `wc3maps512` name): the map is scaled to the scenarios' width × height
//!   (`CornerMap::scaled`) and every scenario solved with `AStar::search_to` on its
//!   `CornerSpace` — terrain and heights decide each step. Jump Point Search needs the
//!   octile model: `--engine jps` on such a map is an error for that file. The file's line
//!   ends in `, model octile-corner`.
//!
//! A length is accepted by `Scenario::judge`: exactly, with the allowance for the benchmark's
//! single-precision √2 on long diagonal paths, or as "no path" where the file publishes `0`
//! for a start and goal that differ. A scenario whose start or goal is blocked or outside its
//! map is not solved: it is named on standard error (file, line, what is wrong) and counted as
//! invalid, and the rest of the file is checked.
//!
//! One line per file (scenarios, mismatches, how many were accepted only with the
//! single-precision allowance or as "no path", invalid lines, total and per-query time,
//! states expanded, for `jps` the time spent building the maps' `JumpGrid`s, and the time
//! spent allocating each map's workspace records before its first query (`reserve`) — the
//! query times include neither), then `total: MATCHED/CHECKED matched`, with `, N invalid`
//! when some lines were. Runs longer than a few seconds print their progress on standard
//! error.
//!
//! Exit status: 0 if every checked scenario matched; 1 if some did not (the first few are
//! printed with their coordinates); 2 if a file could not be read or is malformed (an `error:`
//! line), or for a bad command line. A reader that stops reading (`movingai … | head -1`) ends
//! the run quietly, with status 0.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use gridpath::movingai::{self, Model, MovingAiError, Scenario, Tile, Verdict};
use gridpath::{AStar, Error, GridSpace, JumpGrid, JumpPointSearch, Octile, OctileSteps, Size};

/// How many mismatches are printed in detail.
const SHOWN: usize = 10;

/// How often a long run reports its progress.
const PROGRESS: Duration = Duration::from_secs(5);

const USAGE: &str = "usage: movingai [--engine astar|jps] [--builds N] PATH...
  PATH        a .scen file, or a directory searched recursively for .scen files; each map's
              type line chooses the model: octile, or octile-corner (astar only)
  --engine    astar (the default) or jps
  --builds    jps: build each map's JumpGrid N times, report the median (default 1)
  --help      this text";

/// Which engine solves the scenarios.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Engine {
    AStar,
    Jps,
}

/// The command line.
struct Options {
    engine: Engine,
    /// How many times each map's `JumpGrid` is built (at least 1).
    builds: usize,
    paths: Vec<PathBuf>,
}

/// A scenario whose computed length differs from the published one.
struct Mismatch {
    file: String,
    scenario: Scenario,
    computed: Option<f64>,
}

/// What one `.scen` file gave.
#[derive(Default)]
struct FileResult {
    checked: usize,
    mismatches: Vec<Mismatch>,
    /// Accepted only with the single-precision allowance.
    single: usize,
    /// Accepted as the benchmark's "no path".
    no_path: usize,
    invalid: usize,
    time: Duration,
    /// Building the `JumpGrid`s (`jps` only; per map, the median of `--builds` builds).
    prepare: Duration,
    /// Allocating the workspaces' records before the maps' first queries.
    reserve: Duration,
    expanded: usize,
    /// Whether some map was a `type octile-corner` one.
    corner: bool,
}

/// Why a `.scen` file could not be run.
enum FileError {
    /// A file could not be read, or is malformed.
    Read(Error),
    /// `--engine jps` on a `type octile-corner` map.
    JpsNeedsOctile { map: PathBuf },
    /// A map type this runner does not know.
    Model { map: PathBuf, model: Model },
}

impl From<Error> for FileError {
    fn from(e: Error) -> Self {
        FileError::Read(e)
    }
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FileError::Read(e) => write!(f, "{e}"),
            FileError::JpsNeedsOctile { map } => write!(
                f,
                "{} is a type octile-corner map: Jump Point Search runs on the octile model only (use --engine astar)",
                map.display()
            ),
            FileError::Model { map, model } => write!(
                f,
                "{}: no runner for maps of type {}",
                map.display(),
                model.name()
            ),
        }
    }
}

/// Reads the command line: `Ok(None)` for `--help`, `Err` with a message for a bad one.
fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Option<Options>, String> {
    let mut engine = Engine::AStar;
    let mut builds = 1;
    let mut paths = Vec::new();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "--help" || arg == "-h" {
            return Ok(None);
        }
        let (flag, value) = match arg.split_once('=') {
            Some((flag @ ("--engine" | "--builds"), value)) => {
                (flag.to_owned(), Some(value.to_owned()))
            }
            _ if arg == "--engine" || arg == "--builds" => (arg.clone(), args.next()),
            _ if arg.starts_with('-') && arg != "-" => {
                return Err(format!("unknown option {arg:?}"));
            }
            _ => {
                paths.push(PathBuf::from(arg));
                continue;
            }
        };
        let Some(value) = value else {
            return Err(format!("{flag} needs a value"));
        };
        if flag == "--builds" {
            builds = match value.parse::<usize>() {
                Ok(n) if n > 0 => n,
                _ => return Err(format!("--builds takes a positive count, not {value:?}")),
            };
        } else {
            engine = match value.as_str() {
                "astar" => Engine::AStar,
                "jps" => Engine::Jps,
                other => return Err(format!("unknown engine {other:?}")),
            };
        }
    }
    if paths.is_empty() {
        return Err("no scenario file or directory given".to_owned());
    }
    Ok(Some(Options {
        engine,
        builds,
        paths,
    }))
}

/// The `.scen` files of `path`: itself if it is a file, else every `*.scen` below it, sorted.
fn scen_files(path: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if !path.is_dir() {
        out.push(path.to_path_buf());
        return Ok(());
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(path)?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    entries.sort();
    for entry in entries {
        if entry.is_dir() {
            scen_files(&entry, out)?;
        } else if entry.extension().is_some_and(|e| e == "scen") {
            out.push(entry);
        }
    }
    Ok(())
}

fn run_file(path: &Path, engine: Engine, builds: usize) -> Result<FileResult, FileError> {
    let scenarios = movingai::read_scen(path)?;
    let mut by_map: BTreeMap<&str, Vec<&Scenario>> = BTreeMap::new();
    for s in &scenarios {
        by_map.entry(s.map_name()).or_default().push(s);
    }
    let file = path.display().to_string();
    let mut result = FileResult::default();
    for list in by_map.into_values() {
        // Every list has its first scenario: the one that made its entry.
        let Some(first) = list.first() else { continue };
        let map_path = first.map_beside(path);
        let text = std::fs::read_to_string(&map_path).map_err(|e| Error::Io {
            path: map_path.display().to_string(),
            message: e.to_string(),
        })?;
        match Model::of_map(&text).map_err(Error::from)? {
            Model::Octile => {
                let map = movingai::parse_map(&text).map_err(Error::from)?;
                run_octile(&file, &map, &list, (engine, builds), &mut result)?;
            }
            Model::OctileCorner if engine == Engine::Jps => {
                return Err(FileError::JpsNeedsOctile { map: map_path });
            }
            Model::OctileCorner => {
                let map = movingai::parse_corner_map(&text).map_err(Error::from)?;
                // The scenarios say the size the map was searched at (the Warcraft III files:
                // 512 × 512); a scenario for another size is reported invalid.
                let size = Size::new(first.height, first.width);
                let map = map.scaled(size).map_err(Error::from)?;
                let space = map.space();
                let mut astar = AStar::new();
                let began = Instant::now();
                astar.reserve(&space);
                result.reserve += began.elapsed();
                result.corner = true;
                let solve = |s: &Scenario| {
                    let found = astar.search_to(&space, [s.start], s.goal);
                    (found.goal_distance(), found.expanded())
                };
                solve_all(&file, &list, &mut result, |s| map.check(s), solve);
            }
            model => {
                return Err(FileError::Model {
                    map: map_path,
                    model,
                });
            }
        }
    }
    Ok(result)
}

/// Solves the scenarios of one `type octile` map with the engine of `(engine, builds)`.
fn run_octile(
    file: &str,
    map: &gridpath::Grid<Tile>,
    list: &[&Scenario],
    (engine, builds): (Engine, usize),
    result: &mut FileResult,
) -> Result<(), Error> {
    let space = GridSpace::octile(map, Tile::is_passable);
    let mut astar = AStar::new();
    let mut jps = JumpPointSearch::new();
    let jump_grid = match engine {
        Engine::Jps => {
            let (grid, median) = build_jump_grid(&space, builds)?;
            result.prepare += median;
            Some(grid)
        }
        Engine::AStar => None,
    };
    // The workspace's records, allocated before the first query as an application would at
    // a level's load; timed apart from the queries.
    let began = Instant::now();
    match jump_grid.as_ref() {
        Some(grid) => jps.reserve(grid),
        None => astar.reserve(&space),
    }
    result.reserve += began.elapsed();
    let solve = |s: &Scenario| {
        if let Some(grid) = jump_grid.as_ref() {
            let found = jps.search(grid, [s.start], s.goal);
            (found.goal_distance(), found.expanded())
        } else {
            let found = astar.search_to(&space, [s.start], s.goal);
            (found.goal_distance(), found.expanded())
        }
    };
    solve_all(file, list, result, |s| s.check(map), solve);
    Ok(())
}

/// Solves every scenario of `list` that `check` accepts with `solve` (which gives the length
/// found, or `None`, and the states expanded) and judges the length; the others are named on
/// standard error and counted as invalid.
fn solve_all(
    file: &str,
    list: &[&Scenario],
    result: &mut FileResult,
    check: impl Fn(&Scenario) -> Result<(), MovingAiError>,
    mut solve: impl FnMut(&Scenario) -> (Option<Octile>, usize),
) {
    for &s in list {
        if let Err(e) = check(s) {
            eprintln!("invalid: {file}: {e}");
            result.invalid += 1;
            continue;
        }
        let began = Instant::now();
        let (length, expanded) = solve(s);
        result.time += began.elapsed();
        result.expanded += expanded;
        result.checked += 1;
        match s.judge(length) {
            Verdict::Exact => {}
            Verdict::SinglePrecision => result.single += 1,
            Verdict::NoPath => result.no_path += 1,
            _ => result.mismatches.push(Mismatch {
                file: file.to_owned(),
                scenario: s.clone(),
                computed: length.map(Octile::to_f64),
            }),
        }
    }
}

/// Builds the `JumpGrid` of `space` `builds` times: the last one, and the median build time.
fn build_jump_grid<F: Fn(&Tile) -> bool>(
    space: &GridSpace<'_, Tile, OctileSteps<F>>,
    builds: usize,
) -> Result<(JumpGrid, Duration), Error> {
    let mut times = Vec::with_capacity(builds);
    let mut build = || {
        let began = Instant::now();
        let grid = JumpGrid::new(space);
        times.push(began.elapsed());
        grid
    };
    let mut grid = build()?;
    for _ in 1..builds {
        // The previous grid is freed before the next build, not inside its timing.
        drop(grid);
        grid = build()?;
    }
    times.sort_unstable();
    Ok((grid, times[times.len() / 2]))
}

/// The line printed for one file.
fn file_line(path: &Path, engine: Engine, r: &FileResult) -> String {
    let queries = u32::try_from(r.checked.max(1)).unwrap_or(u32::MAX);
    let mut notes = String::new();
    for (count, what) in [
        (r.single, "single-precision"),
        (r.no_path, "no path"),
        (r.invalid, "invalid"),
    ] {
        if count > 0 {
            let _ = write!(notes, ", {count} {what}");
        }
    }
    let prepare = if engine == Engine::Jps {
        format!(
            ", {:.3} ms building the JumpGrid",
            r.prepare.as_secs_f64() * 1e3
        )
    } else {
        String::new()
    };
    let model = if r.corner {
        ", model octile-corner"
    } else {
        ""
    };
    format!(
        "{}: {} scenarios, {} mismatches{notes}, {:.3} ms total, {:.3} µs/query, {} states expanded{prepare}, {:.3} ms reserving the workspace{model}",
        path.display(),
        r.checked,
        r.mismatches.len(),
        r.time.as_secs_f64() * 1e3,
        (r.time / queries).as_secs_f64() * 1e6,
        r.expanded,
        r.reserve.as_secs_f64() * 1e3,
    )
}

fn main() -> ExitCode {
    let options = match parse_args(std::env::args().skip(1)) {
        Ok(Some(options)) => options,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("error: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut files = Vec::new();
    for path in &options.paths {
        if let Err(e) = scen_files(path, &mut files) {
            eprintln!("error: {}: {e}", path.display());
            return ExitCode::from(2);
        }
    }
    match run(&options, &files, &mut std::io::stdout().lock()) {
        Ok(code) => code,
        // The reader went away (`movingai … | head -1`): nothing more to say to anyone.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: writing the results: {e}");
            ExitCode::from(2)
        }
    }
}

/// Runs every file of `files`, writing a line per file, the mismatches and the total to `out`.
fn run(
    options: &Options,
    files: &[PathBuf],
    out: &mut impl std::io::Write,
) -> std::io::Result<ExitCode> {
    let started = Instant::now();
    let mut reported = started;
    let (mut checked, mut matched, mut invalid, mut errors) = (0usize, 0usize, 0usize, 0usize);
    let mut mismatches = Vec::new();
    for (done, path) in files.iter().enumerate() {
        match run_file(path, options.engine, options.builds) {
            Ok(r) => {
                writeln!(out, "{}", file_line(path, options.engine, &r))?;
                checked += r.checked;
                matched += r.checked - r.mismatches.len();
                invalid += r.invalid;
                mismatches.extend(r.mismatches);
            }
            Err(e) => {
                writeln!(out, "error: {}: {e}", path.display())?;
                errors += 1;
            }
        }
        if reported.elapsed() >= PROGRESS {
            reported = Instant::now();
            eprintln!(
                "progress: {}/{} files, {checked} scenarios checked, {} mismatches, {:.0} s",
                done + 1,
                files.len(),
                mismatches.len(),
                started.elapsed().as_secs_f64(),
            );
        }
    }
    for m in mismatches.iter().take(SHOWN) {
        let s = &m.scenario;
        let computed = m
            .computed
            .map_or_else(|| "no path".to_owned(), |c| format!("{c:.8}"));
        writeln!(
            out,
            "mismatch: {} line {}: start (x {}, y {}) goal (x {}, y {}): published {} (±{:.1e}), computed {computed}",
            m.file,
            s.line,
            s.start.col,
            s.start.row,
            s.goal.col,
            s.goal.row,
            s.optimal_length,
            s.tolerance(),
        )?;
    }
    if mismatches.len() > SHOWN {
        writeln!(out, "... and {} more mismatches", mismatches.len() - SHOWN)?;
    }
    let invalid = if invalid > 0 {
        format!(", {invalid} invalid")
    } else {
        String::new()
    };
    writeln!(out, "total: {matched}/{checked} matched{invalid}")?;
    Ok(if errors > 0 {
        ExitCode::from(2)
    } else if mismatches.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
