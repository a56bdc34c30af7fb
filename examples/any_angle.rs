//! Problem 18 of `examples/README.md`, `any_angle`: how much shorter any-angle paths are than
//! octile ones on Moving AI maps, and what an any-angle query costs.
//!
//! ```text
//! cargo run --release --example any_angle -- [--limit N] [--svg FILE] [--animate FILE] SCEN...
//! ```
//!
//! Input: one or more Moving AI `.scen` files (flags may come anywhere, as `--flag VALUE` or
//! `--flag=VALUE`, each at most once). Each scenario's map is the `map` field's base name in
//! the `.scen` file's directory, as `examples/movingai.rs` reads it
//! ([`Scenario::map_beside`]). With `--limit N` (N ≥ 1) only the first `N` scenarios of each
//! file are run.
//!
//! For a scenario from `(x1, y1)` to `(x2, y2)`:
//!
//! - the *octile* length is that of the shortest path from cell `(y1, x1)` to cell
//!   `(y2, x2)` in the Moving AI model ([`GridSpace::octile`] of the map's passable tiles:
//!   8 directions, no corner cutting), found by [`JumpPointSearch`] on a [`JumpGrid`];
//! - the *any-angle* length is that of the shortest any-angle path from corner `(y1, x1)` to
//!   corner `(y2, x2)` — the top-left corners of the same cells — found by [`Anya::search`]
//!   on the map's [`Sight`] (the model of [`gridpath::any_angle`]).
//!
//! Output: one line per file, in the order given, then one line for all of them:
//!
//! ```text
//! NAME queries Q apart A ratio R us U
//! all queries Q apart A ratio R us U
//! ```
//!
//! `NAME` is the `.scen` file's name (its last path component; a name with spaces still
//! parses from the right), `Q` the number of scenarios run, `A` how many of them one search
//! finds a path for and the other not (the two models differ: on the Moving AI maps, a start
//! or goal corner that is a *pinch*, two blocked cells touching diagonally, is no place for an
//! any-angle path to stand, while the octile path starts in the cell beside it), `R` the mean of
//! `octile / any-angle` over the scenarios where both searches find a path of positive length,
//! with 4 decimals (`-` when there is none), and `U` the mean time of one [`Anya::search`]
//! over the `Q` scenarios, in microseconds with 1 decimal (`-` for no scenario). The `all`
//! line takes the means over the scenarios of every file together. The maps are prepared
//! (read, [`JumpGrid`], [`Sight`]) once per file and map, outside the timing.
//!
//! `--svg FILE` writes an SVG picture of the first scenario of the first file: its map, its
//! octile cell path and, over it, its any-angle route ([`GridSvg::route`]). `--animate FILE`
//! writes the same as an animated SVG: the Jump Point Search of that scenario
//! ([`Animation::search`]), then the route ([`Animation::route`]). A side that finds no path
//! draws nothing.
//!
//! Errors: a bad command line, a file that cannot be read or is malformed (a `.scen` or a
//! map, or a scenario whose start or goal is outside its map or blocked), or a picture that
//! cannot be written, print one `error:` line to standard error and nothing to standard output, with
//! exit status 2. `--help` prints the usage.
//!
//! On an open 4 × 4 map, four scenarios from `(0, 0)` to `(3, 3)`, `(3, 0)`, `(3, 1)` and
//! `(3, 2)` (the times vary):
//!
//! ```text
//! $ cargo run -q --example any_angle -- open.map.scen
//! open.map.scen queries 4 apart 0 ratio 1.0354 us 3.2
//! all queries 4 apart 0 ratio 1.0354 us 3.2
//! ```

use std::collections::BTreeMap;
use std::collections::btree_map::Entry;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use gridpath::any_angle::{Anya, Corner, Route, Sight};
use gridpath::movingai::{self, Tile};
use gridpath::render::animate::Animation;
use gridpath::render::svg::GridSvg;
use gridpath::{Error, Grid, GridSpace, JumpGrid, JumpPointSearch, Octile, Pos, SearchEvent};

const USAGE: &str = "usage: any_angle [--limit N] [--svg FILE] [--animate FILE] SCEN...
  SCEN        a Moving AI .scen file (its maps beside it)
  --limit     run only the first N scenarios of each file
  --svg       draw the first scenario's cell path and any-angle route
  --animate   the same, animated: the Jump Point Search, then the route
  --help      this text";

/// The command line.
#[derive(Default)]
struct Options {
    files: Vec<PathBuf>,
    limit: Option<usize>,
    svg: Option<PathBuf>,
    animate: Option<PathBuf>,
}

/// Reads the command line: `Ok(None)` for `--help`.
fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Option<Options>, String> {
    let mut options = Options::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "--help" || arg == "-h" {
            return Ok(None);
        }
        if !arg.starts_with('-') || arg == "-" {
            options.files.push(PathBuf::from(arg));
            continue;
        }
        let (flag, value) = match arg.split_once('=') {
            Some((flag, value)) => (flag.to_owned(), Some(value.to_owned())),
            None => (arg.clone(), None),
        };
        if !["--limit", "--svg", "--animate"].contains(&flag.as_str()) {
            return Err(format!("unknown option {arg:?} (see --help)"));
        }
        let value = value
            .or_else(|| args.next())
            .ok_or_else(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--limit" => {
                let limit = value
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("--limit takes a positive count, not {value:?}"))?;
                once(&mut options.limit, limit, &flag)?;
            }
            "--svg" => once(&mut options.svg, value.into(), &flag)?,
            _ => once(&mut options.animate, value.into(), &flag)?,
        }
    }
    if options.files.is_empty() {
        return Err("no .scen file given (see --help)".to_owned());
    }
    Ok(Some(options))
}

/// Sets a flag's value, once.
fn once<T>(slot: &mut Option<T>, value: T, flag: &str) -> Result<(), String> {
    match slot.replace(value) {
        Some(_) => Err(format!("{flag} is given twice")),
        None => Ok(()),
    }
}

/// A map prepared for both searches.
struct Prepared {
    tiles: Grid<Tile>,
    jump_grid: JumpGrid,
    sight: Sight,
}

/// Reads the map at `path` and prepares it.
fn prepare(path: &Path) -> Result<Prepared, String> {
    let tiles = movingai::read_map(path).map_err(|e| in_file(path, &e))?;
    let space = GridSpace::octile(&tiles, Tile::is_passable);
    let jump_grid = JumpGrid::new(&space).map_err(|e| in_file(path, &e.into()))?;
    let sight = Sight::new(&space).map_err(|e| in_file(path, &e.into()))?;
    Ok(Prepared {
        tiles,
        jump_grid,
        sight,
    })
}

/// `error`'s message, naming `path` unless it already does (a file that cannot be read).
fn in_file(path: &Path, error: &Error) -> String {
    match error {
        Error::Io { .. } => error.to_string(),
        _ => format!("{}: {error}", path.display()),
    }
}

/// The scenarios of one file, or of all: how many ran, the ratios and the time of the
/// any-angle searches.
#[derive(Default, Clone, Copy)]
struct Tally {
    queries: usize,
    /// Scenarios where one search finds a path and the other does not.
    apart: usize,
    ratios: usize,
    ratio_sum: f64,
    anya: Duration,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.queries += other.queries;
        self.apart += other.apart;
        self.ratios += other.ratios;
        self.ratio_sum += other.ratio_sum;
        self.anya += other.anya;
    }

    /// The output line for `name`.
    fn line(&self, name: &str) -> String {
        #[expect(
            clippy::cast_precision_loss,
            reason = "a count of scenarios is far below 2^52"
        )]
        let mean = |sum: f64, count: usize| (count > 0).then(|| sum / count as f64);
        let ratio = mean(self.ratio_sum, self.ratios).map_or("-".to_owned(), |r| format!("{r:.4}"));
        let us = mean(self.anya.as_secs_f64() * 1e6, self.queries)
            .map_or("-".to_owned(), |us| format!("{us:.1}"));
        format!(
            "{name} queries {} apart {} ratio {ratio} us {us}",
            self.queries, self.apart
        )
    }
}

/// What the pictures need of the first scenario.
struct Picture {
    cells: Grid<bool>,
    path: Vec<Pos>,
    route: Vec<Corner>,
    events: Vec<SearchEvent<Pos, Octile>>,
}

/// Runs the scenarios of the `.scen` file at `path`; with `picture`, also keeps what the
/// pictures of its first scenario need.
fn run_file(
    path: &Path,
    limit: Option<usize>,
    picture: bool,
) -> Result<(Tally, Option<Picture>), String> {
    let scenarios = movingai::read_scen(path).map_err(|e| in_file(path, &e))?;
    let scenarios = &scenarios[..limit.map_or(scenarios.len(), |n| n.min(scenarios.len()))];
    let mut maps: BTreeMap<&str, Prepared> = BTreeMap::new();
    let (mut jps, mut anya) = (JumpPointSearch::new(), Anya::new());
    let mut tally = Tally::default();
    let mut first = None;
    for scenario in scenarios {
        let map = match maps.entry(scenario.map_name()) {
            Entry::Occupied(entry) => entry.into_mut(),
            Entry::Vacant(entry) => entry.insert(prepare(&scenario.map_beside(path))?),
        };
        scenario
            .check(&map.tiles)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let (start, goal) = (scenario.start, scenario.goal);
        let octile = jps
            .search(&map.jump_grid, [start], goal)
            .goal_distance()
            .map(Octile::to_f64);
        let corner = |cell: Pos| Corner::new(cell.row, cell.col);
        let began = Instant::now();
        let route = anya.search(&map.sight, corner(start), corner(goal));
        tally.anya += began.elapsed();
        tally.queries += 1;
        match (octile, &route) {
            (Some(octile), Some(route)) if route.length() > 0.0 => {
                tally.ratios += 1;
                tally.ratio_sum += octile / route.length();
            }
            (Some(_), Some(_)) | (None, None) => {}
            // The models differ: a corner that is a pinch (two blocked cells touching
            // diagonally) is no place to stand for an any-angle path, while the octile path
            // starts in the cell beside it.
            (Some(_), None) | (None, Some(_)) => tally.apart += 1,
        }
        if picture && first.is_none() {
            let mut events = Vec::new();
            let found = jps.search_observed(&map.jump_grid, [start], goal, |e| events.push(e));
            first = Some(Picture {
                cells: map.tiles.map(Tile::is_passable),
                path: found.path().unwrap_or_default(),
                route: route.map(Route::into_corners).unwrap_or_default(),
                events,
            });
        }
    }
    Ok((tally, first))
}

fn main() -> ExitCode {
    let options = match parse_args(std::env::args().skip(1)) {
        Ok(Some(options)) => options,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(2);
        }
    };
    match run(&options) {
        Ok(lines) => {
            print!("{lines}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// Runs every file and writes the pictures: the output, or the one error.
fn run(options: &Options) -> Result<String, String> {
    let pictures = options.svg.is_some() || options.animate.is_some();
    let mut output = String::new();
    let mut all = Tally::default();
    let mut first = None;
    for (i, path) in options.files.iter().enumerate() {
        let (tally, picture) = run_file(path, options.limit, pictures && i == 0)?;
        let name = path
            .file_name()
            .unwrap_or(path.as_os_str())
            .to_string_lossy();
        output.push_str(&tally.line(&name));
        output.push('\n');
        all.add(tally);
        if i == 0 {
            first = picture;
        }
    }
    output.push_str(&all.line("all"));
    output.push('\n');
    if pictures {
        let Some(picture) = first else {
            return Err(format!(
                "{}: no scenario to draw",
                options.files[0].display()
            ));
        };
        draw(options, picture)?;
    }
    Ok(output)
}

/// Writes the `--svg` and `--animate` pictures of the first scenario.
fn draw(options: &Options, picture: Picture) -> Result<(), String> {
    let write = |file: &Path, text: String| {
        std::fs::write(file, text).map_err(|e| format!("cannot write {}: {e}", file.display()))
    };
    if let Some(file) = &options.svg {
        let svg = GridSvg::new(&picture.cells)
            .path(&picture.path)
            .route(&picture.route)
            .to_string();
        write(file, svg)?;
    }
    if let Some(file) = &options.animate {
        let animation =
            Animation::search(&picture.cells, picture.events, &picture.path).route(&picture.route);
        write(file, animation.to_svg())?;
    }
    Ok(())
}
