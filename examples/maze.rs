//! The `maze` demo: generates a maze, finds the shortest path from the top-left room to the
//! bottom-right room, and prints the maze with the path drawn in it.
//!
//! ```text
//! cargo run --release --example maze                     # 12×30 rooms, DFS, seed 2026
//! cargo run --release --example maze -- --algorithm wilson --rows 20 --cols 40 --seed 7
//! cargo run --release --example maze -- --braid 0.5 --svg maze.svg
//! cargo run --release --example maze -- --animate out.svg --solver tremaux
//! ```
//!
//! Flags: `--algorithm NAME` (see `--help` for the names), `--rows R`, `--cols C`, `--seed N`
//! (MINSTD), `--braid F` (remove that fraction of dead ends, adding loops), `--solver NAME`
//! (`bfs`, the default, or a maze solver people teach: `wall-follower`, `right-hand`,
//! `dead-end-filling`, `tremaux`; its path and the cells it visited are printed beside
//! BFS's), `--svg FILE` (also write an SVG picture with the path and a distance heatmap),
//! `--animate FILE` (also write an animated SVG: the maze being generated, then solved),
//! `--replay` (play the same in the terminal, 60 text frames), `--help`. Bad flags print one `error:` line and exit with status 2.

#[path = "common/flags.rs"]
mod flags;
#[path = "common/maze_choice.rs"]
mod maze_choice;

use flags::Flags;
use maze_choice::MazeChoice;
use std::process::ExitCode;
use std::time::Instant;

use gridpath::maze::{Algorithm, MinStd, braid};
use gridpath::render::animate::Animation;
use gridpath::render::{ascii, room_path, svg::MazeSvg};
use gridpath::solve::{Solution, Solver};
use gridpath::{Bfs, GridSpace, Moves, Pos, Size};

/// What the command line asked for.
struct Options {
    maze: MazeChoice,
    braid: f64,
    /// `None` for BFS.
    solver: Option<Solver>,
    svg: Option<String>,
    animate: Option<String>,
    replay: bool,
}

const USAGE: &str = "usage: maze [--algorithm NAME] [--rows R] [--cols C] [--seed N] \
                     [--braid FRACTION] [--solver NAME] [--svg FILE] [--animate FILE] [--replay]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}\nalgorithms: {}", Algorithm::NAMES);
        println!("solvers: bfs, {}", Solver::NAMES);
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
        maze: MazeChoice::new(12, 30),
        braid: 0.0,
        solver: None,
        svg: None,
        animate: None,
        replay: false,
    };
    let mut flags = Flags::new(args, USAGE);
    while let Some(flag) = flags.next_flag() {
        if options.maze.read(&mut flags, flag)? {
            continue;
        }
        match flag {
            "--replay" => options.replay = true,
            "--braid" => {
                let text = flags.value(flag)?;
                options.braid = text
                    .parse::<f64>()
                    .ok()
                    .filter(|f| (0.0..=1.0).contains(f))
                    .ok_or_else(|| format!("--braid: {text:?} is not a fraction from 0 to 1"))?;
            }
            "--solver" => {
                let name = flags.value(flag)?;
                options.solver = if name == "bfs" {
                    None
                } else {
                    Some(name.parse().map_err(|e| format!("{e}, or bfs"))?)
                };
            }
            "--svg" => options.svg = Some(flags.value(flag)?.clone()),
            "--animate" => options.animate = Some(flags.value(flag)?.clone()),
            other => return Err(flags.unknown(other)),
        }
    }
    Ok(options)
}

fn run(options: &Options) -> Result<(), String> {
    let began = Instant::now();
    let mut rng = MinStd::new(options.maze.seed);
    let size = Size::new(options.maze.rows, options.maze.cols);
    // The generation's steps, kept only for an animation.
    let mut carving = Vec::new();
    let watch = options.animate.is_some() || options.replay;
    let mut maze = if watch {
        options
            .maze
            .algorithm
            .generate_observed(size, &mut rng, |step| carving.push(step))
    } else {
        options.maze.algorithm.generate(size, &mut rng)
    }
    .map_err(|e| e.to_string())?;
    let opened = braid(&mut maze, options.braid, &mut rng);
    let generated = began.elapsed();

    // Search the maze's cell grid: room (a, b) is cell (2a + 1, 2b + 1).
    let cells = maze.to_grid();
    let space = GridSpace::new(&cells, Moves::four(), |&open| open);
    let start = Pos::new(1, 1);
    // The generator checked the size: the cell grid's sides fit in a `u32`.
    let exit = Pos::new(cells.height() - 2, cells.width() - 2);
    let began = Instant::now();
    let mut bfs = Bfs::new();
    let mut events = Vec::new();
    let found = if watch && options.solver.is_none() {
        bfs.search_observed(&space, [start], |p| p == exit, |e| events.push(e))
    } else {
        bfs.search(&space, [start], |p| p == exit)
    };
    let searched = began.elapsed();
    let path = found
        .path()
        .ok_or("the maze has no path from start to exit")?;
    let expanded = found.expanded();
    let solution: Option<(Solver, Solution)> = match options.solver {
        Some(solver) => {
            let solution = solver
                .solve(&cells, |&open| open, start, exit)
                .map_err(|e| format!("{solver}: {e}"))?;
            Some((solver, solution))
        }
        None => None,
    };

    let shown = solution.as_ref().map_or(&path[..], |(_, s)| s.path());
    print!(
        "{}",
        ascii::cells(&cells, ascii::Chars::default(), ascii::Marks::path(shown))
    );
    println!(
        "size: {}×{} rooms ({}×{} cells), algorithm: {}, seed: {}, braid: {} ({opened} walls opened)",
        options.maze.rows,
        options.maze.cols,
        cells.height(),
        cells.width(),
        options.maze.algorithm,
        options.maze.seed,
        options.braid,
    );
    println!(
        "path: {} steps, states expanded: {expanded}, generated in {generated:.1?}, solved in {searched:.1?}",
        path.len() - 1,
    );
    if let Some((solver, solution)) = &solution {
        println!(
            "solver: {solver}, path {} steps, {} cells visited ({} in all); bfs: path {} steps, {expanded} cells expanded",
            solution.path().len() - 1,
            solution.distinct_visited(),
            solution.visited().len(),
            path.len() - 1,
        );
    }

    if let Some(file) = &options.svg {
        let field = bfs.distances(&space, [start]);
        let picture = MazeSvg::new(&maze)
            .path(&room_path(&path))
            .heatmap(|room| field.distance(gridpath::render::room_cell(room)))
            .to_string();
        std::fs::write(file, picture).map_err(|e| format!("cannot write {file}: {e}"))?;
        println!("svg: {file}");
    }
    if watch {
        let solve = match &solution {
            Some((_, solution)) => Animation::solution(&cells, solution),
            None => Animation::search(&cells, events, &path),
        };
        play(options, &Animation::carving(&maze, carving).then(solve))?;
    }
    Ok(())
}

/// Writes the animation to the `--animate` file, and plays it for `--replay`.
fn play(options: &Options, animation: &Animation) -> Result<(), String> {
    if let Some(file) = &options.animate {
        let picture = animation.to_svg();
        std::fs::write(file, &picture).map_err(|e| format!("cannot write {file}: {e}"))?;
        println!(
            "animation: {file} ({} steps, {} bytes)",
            animation.steps(),
            picture.len()
        );
    }
    if options.replay {
        for frame in animation.clone().frames(60).text_frames() {
            // Clear the screen, draw the frame, and wait a little.
            print!("\x1b[H\x1b[2J{frame}");
            std::thread::sleep(std::time::Duration::from_millis(60));
        }
        println!();
    }
    Ok(())
}
