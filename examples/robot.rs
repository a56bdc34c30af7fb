//! The `robot` demo: a robot in a maze it does not know. It believes every cell free, sees the
//! walls within its sensor radius, walks the shortest path it believes in and replans with
//! D* Lite each time it discovers walls. Prints the maze with the path it walked, then the
//! replans, the states expanded and the steps walked (beside the true shortest path).
//!
//! ```text
//! cargo run --release --example robot                       # 12×30 rooms, DFS, seed 2026, radius 1
//! cargo run --release --example robot -- --algorithm wilson --rows 20 --cols 40 --seed 7 --radius 3
//! cargo run --release --example robot -- --animate robot.svg
//! ```
//!
//! Flags: `--algorithm NAME` (see `--help` for the names), `--rows R`, `--cols C`, `--seed N`
//! (MINSTD), `--radius R` (the sensor sees the cells at most R rows and R columns away; at
//! least 1), `--animate FILE` (also write an animated SVG: what the robot knows — the walls
//! it has seen —, the path it plans, the path it walks), `--help`. Bad flags print one
//! `error:` line and exit with status 2.

#[path = "common/flags.rs"]
mod flags;
#[path = "common/maze_choice.rs"]
mod maze_choice;

use flags::Flags;
use maze_choice::MazeChoice;
use std::process::ExitCode;

use gridpath::maze::{Algorithm, MinStd};
use gridpath::render::animate::{Animation, Paint};
use gridpath::render::ascii;
use gridpath::{Bfs, DStarLite, Grid, GridSpace, Moves, Passable, Pos, Size};

/// What the command line asked for.
struct Options {
    maze: MazeChoice,
    radius: u32,
    animate: Option<String>,
}

const USAGE: &str = "usage: robot [--algorithm NAME] [--rows R] [--cols C] [--seed N] \
                     [--radius R] [--animate FILE]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}\nalgorithms: {}", Algorithm::NAMES);
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
        radius: 1,
        animate: None,
    };
    let mut flags = Flags::new(args, USAGE);
    while let Some(flag) = flags.next_flag() {
        if options.maze.read(&mut flags, flag)? {
            continue;
        }
        match flag {
            "--radius" => {
                options.radius = flags.number(flag, "a radius")?;
                if options.radius == 0 {
                    return Err("--radius: the sensor must see at least 1 cell away".into());
                }
            }
            "--animate" => options.animate = Some(flags.value(flag)?.clone()),
            other => return Err(flags.unknown(other)),
        }
    }
    Ok(options)
}

/// The robot's knowledge: a 4-connected space over an all-open grid, whose cells it closes
/// as it sees walls.
type Knowledge<'g> = GridSpace<'g, bool, Passable<fn(&bool) -> bool>>;

/// What the robot did, step by step, for the animation.
struct Film {
    on: bool,
    steps: Vec<(Pos, Paint)>,
    /// The cells of the plan on screen, to clear when the plan changes.
    plan: Vec<Pos>,
}

impl Film {
    /// Shows `plan` (the cells the robot has not walked yet) instead of the last one.
    fn plan(&mut self, plan: &[Pos], walked: &Grid<bool>) {
        if !self.on {
            return;
        }
        for &cell in &self.plan {
            if !walked[cell] {
                self.steps.push((cell, Paint::Open));
            }
        }
        self.plan = plan.iter().copied().filter(|&c| !walked[c]).collect();
        self.steps
            .extend(self.plan.iter().map(|&c| (c, Paint::Discovered)));
    }
}

fn run(options: &Options) -> Result<(), String> {
    let mut rng = MinStd::new(options.maze.seed);
    let maze = options
        .maze
        .algorithm
        .generate(Size::new(options.maze.rows, options.maze.cols), &mut rng)
        .map_err(|e| e.to_string())?;
    let cells = maze.to_grid();
    let start = Pos::new(1, 1);
    // The generator checked the size: the cell grid's sides fit in a `u32`.
    let goal = Pos::new(cells.height() - 2, cells.width() - 2);

    let open = Grid::new(cells.size(), true).map_err(|e| e.to_string())?;
    let mut known: Knowledge<'_> = GridSpace::new(&open, Moves::four(), |&open| open);
    let mut walked = Grid::new(cells.size(), false).map_err(|e| e.to_string())?;
    let mut film = Film {
        on: options.animate.is_some(),
        steps: Vec::new(),
        plan: Vec::new(),
    };
    let mut planner = DStarLite::new(&known, start, goal);
    let mut robot = start;
    walked[robot] = true;
    film.steps.push((start, Paint::Start));
    film.steps.push((goal, Paint::End));
    let changed = sense(&cells, &mut known, robot, options.radius, &mut film);
    planner.update(&known, changed);
    let mut path = vec![start];
    let mut replans = 0;
    let reached = loop {
        replans += 1;
        if planner.replan(&known).is_none() {
            break false;
        }
        if let Some(plan) = planner.path(&known) {
            film.plan(&plan, &walked);
        }
        // Walk the plan until the sensor shows a wall.
        let changed = loop {
            if robot == goal {
                break None;
            }
            let Some(next) = planner.next_step(&known) else {
                break None;
            };
            robot = next;
            planner.move_to(robot);
            path.push(robot);
            walked[robot] = true;
            if film.on && robot != goal {
                film.steps.push((robot, Paint::Path));
            }
            let changed = sense(&cells, &mut known, robot, options.radius, &mut film);
            if !changed.is_empty() {
                break Some(changed);
            }
        };
        match changed {
            Some(changed) => planner.update(&known, changed),
            None => break robot == goal,
        }
    };

    print!(
        "{}",
        ascii::cells(&cells, ascii::Chars::default(), ascii::Marks::path(&path))
    );
    let truth = GridSpace::new(&cells, Moves::four(), |&open| open);
    let shortest = Bfs::new()
        .search(&truth, [start], |p| p == goal)
        .goal_distance();
    println!(
        "size: {}×{} rooms ({}×{} cells), algorithm: {}, seed: {}, sensor radius: {}",
        options.maze.rows,
        options.maze.cols,
        cells.height(),
        cells.width(),
        options.maze.algorithm,
        options.maze.seed,
        options.radius,
    );
    println!(
        "{}: {replans} replans, {} states expanded, {} steps walked (shortest path, known in advance: {})",
        if reached {
            "reached the goal"
        } else {
            "no way to the goal"
        },
        planner.expanded(),
        path.len() - 1,
        shortest.map_or_else(|| "none".to_owned(), |d| d.to_string()),
    );
    if let Some(file) = &options.animate {
        film.plan(&[], &walked);
        let first = Grid::new(cells.size(), Paint::Open).map_err(|e| e.to_string())?;
        let animation = Animation::painted(first, film.steps);
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

/// Closes in `known` the walls within `radius` rows and columns of `at`; returns the walls
/// it saw for the first time (what `DStarLite::update` needs), empty if none.
fn sense(
    cells: &Grid<bool>,
    known: &mut Knowledge<'_>,
    at: Pos,
    radius: u32,
    film: &mut Film,
) -> Vec<Pos> {
    let mut changed = Vec::new();
    let last_row = at.row.saturating_add(radius).min(cells.height() - 1);
    let last_col = at.col.saturating_add(radius).min(cells.width() - 1);
    for row in at.row.saturating_sub(radius)..=last_row {
        for col in at.col.saturating_sub(radius)..=last_col {
            let pos = Pos::new(row, col);
            // Inside the grid: `set_passable` cannot fail.
            if !cells[pos] && known.set_passable(pos, false) == Ok(true) {
                changed.push(pos);
                if film.on {
                    film.steps.push((pos, Paint::Wall));
                }
            }
        }
    }
    changed
}
