//! The `maze` demo: parses a built-in maze, finds the shortest path from `S` to `E` with
//! breadth-first search, and prints the maze with the path drawn in it.
//!
//! ```text
//! cargo run --release --example maze
//! ```
//!
//! (The maze-generation issue will turn this into a generator front end; for now the maze is
//! fixed.)

use std::process::ExitCode;
use std::time::Instant;

use gridpath::{Bfs, Grid, GridSpace, Moves};

const MAZE: &str = "\
###########################
#S#.......#.........#.....#
#.#.#####.#.#######.#.###.#
#.#.#...#...#.....#...#...#
#.#.#.#.#####.###.#####.#.#
#...#.#.......#.#.......#.#
#####.#########.#########.#
#.....#.......#...#.....#.#
#.#####.#####.###.#.###.#.#
#.......#...#.....#...#...#
#.#######.#.#########.#####
#.........#..........E....#
###########################
";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<(), String> {
    let grid = Grid::parse_bytes(MAZE, b"#.SE").map_err(|e| e.to_string())?;
    let find = |wanted: u8| {
        grid.find(|&c| c == wanted)
            .ok_or_else(|| format!("the maze has no '{}'", char::from(wanted)))
    };
    let (start, exit) = (find(b'S')?, find(b'E')?);
    let space = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');

    let began = Instant::now();
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [start], |p| p == exit);
    let elapsed = began.elapsed();

    let path = found.path().ok_or("no path from S to E")?;
    let mut drawing = grid.map(|&c| char::from(c));
    for &step in &path[1..path.len() - 1] {
        drawing[step] = '*';
    }
    print!("{drawing}");
    println!(
        "size: {}×{} cells, moves: U R D L, engine: BFS",
        grid.width(),
        grid.height()
    );
    println!(
        "path length: {} steps, states expanded: {}, time: {:.1?}",
        path.len() - 1,
        found.expanded(),
        elapsed
    );
    Ok(())
}
