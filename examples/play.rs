//! `play`: escape the maze. A maze is generated; you start in the top-left room and the exit
//! is the bottom-right room.
//!
//! ```text
//! cargo run --release --example play                        # 8×16 rooms, DFS, seed 2026
//! cargo run --release --example play -- --rows 12 --cols 30 --algorithm wilson --seed 7
//! printf 'RRDD' | cargo run --release --example play -- --rows 3 --cols 3
//! ```
//!
//! In a terminal: the arrow keys or `W A S D` move one room, `?` shows the next step of a
//! shortest path from where you stand, `q` quits. At the exit it prints
//! `escaped in N moves; shortest is M`.
//!
//! When standard input is not a terminal, it reads the moves as letters instead — `U R D L`
//! (either case; spaces and line breaks are ignored) — and prints the same summary, so the game
//! can be played by a program, and tested. A move into a wall is refused and counted as a bump.
//! Exit status 0 when the moves escape, 1 when they run out first, 2 on a bad flag or a
//! character that is not a move (one `error:` line).
//!
//! The terminal is put in raw mode with `stty` (Unix); where that fails, the game reads moves
//! a line at a time instead.

#[path = "common/flags.rs"]
mod flags;
#[path = "common/maze_choice.rs"]
mod maze_choice;

use flags::Flags;
use maze_choice::MazeChoice;
use std::io::{self, IsTerminal, Read, Write};
use std::process::{Command, ExitCode, Stdio};

use gridpath::maze::{Algorithm, Maze, MinStd};
use gridpath::render::{ascii, room_cell};
use gridpath::{Bfs, Dir, Pos, Size};

/// What the command line asked for.
struct Options {
    maze: MazeChoice,
}

const USAGE: &str = "usage: play [--algorithm NAME] [--rows R] [--cols C] [--seed N]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}\nalgorithms: {}", Algorithm::NAMES);
        println!("keys: arrows or WASD move, ? shows the next step, q quits");
        println!("without a terminal: the moves as letters U R D L on standard input");
        return ExitCode::SUCCESS;
    }
    let game = match parse(&args).and_then(|options| Game::new(&options)) {
        Ok(game) => game,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(2);
        }
    };
    let outcome = if io::stdin().is_terminal() && io::stdout().is_terminal() {
        play_in_terminal(game)
    } else {
        play_from_letters(game)
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        maze: MazeChoice::new(8, 16),
    };
    let mut flags = Flags::new(args, USAGE);
    while let Some(flag) = flags.next_flag() {
        if !options.maze.read(&mut flags, flag)? {
            return Err(flags.unknown(flag));
        }
    }
    Ok(options)
}

/// The maze, where the player stands, and the count of moves.
struct Game {
    maze: Maze,
    at: Pos,
    exit: Pos,
    moves: u32,
    bumps: u32,
    /// The shortest number of moves from the start to the exit.
    shortest: u32,
    /// Show the next step of a shortest path on the next drawing.
    hint: bool,
}

impl Game {
    fn new(options: &Options) -> Result<Game, String> {
        let maze = options
            .maze
            .algorithm
            .generate(
                Size::new(options.maze.rows, options.maze.cols),
                &mut MinStd::new(options.maze.seed),
            )
            .map_err(|e| e.to_string())?;
        let (start, exit) = (
            Pos::new(0, 0),
            Pos::new(options.maze.rows - 1, options.maze.cols - 1),
        );
        let shortest = Bfs::new()
            .search(&maze, [start], |room| room == exit)
            .goal_distance()
            .ok_or("the generated maze has no way out")?;
        Ok(Game {
            maze,
            at: start,
            exit,
            moves: 0,
            bumps: 0,
            shortest,
            hint: false,
        })
    }

    /// Moves one room in `dir` if a passage leads there; a bump otherwise.
    fn go(&mut self, dir: Dir) {
        match self.maze.neighbour(self.at, dir) {
            Some(next) if self.maze.is_open(self.at, dir) => {
                self.at = next;
                self.moves += 1;
            }
            _ => self.bumps += 1,
        }
    }

    fn escaped(&self) -> bool {
        self.at == self.exit
    }

    /// The next room on a shortest path from where the player stands.
    fn next_step(&self) -> Option<Pos> {
        let path = Bfs::new()
            .search(&self.maze, [self.at], |room| room == self.exit)
            .path()?;
        path.get(1).copied()
    }

    /// The maze in block characters: `@` the player, `E` the exit, `·` the hint.
    fn picture(&self) -> String {
        let cells = self.maze.to_grid();
        let hint: Vec<Pos> = match self.next_step().filter(|_| self.hint) {
            // The passage cell between the two rooms, and the next room.
            Some(next) => {
                let (a, b) = (room_cell(self.at), room_cell(next));
                let middle = Pos::new(a.row.midpoint(b.row), a.col.midpoint(b.col));
                vec![middle, b]
            }
            None => Vec::new(),
        };
        let chars = ascii::Chars {
            wall: '█',
            open: ' ',
            path: '·',
            start: '@',
            end: 'E',
        };
        let marks = ascii::Marks {
            path: &hint,
            start: Some(room_cell(self.at)),
            end: Some(room_cell(self.exit)),
        };
        ascii::cells(&cells, chars, marks)
    }

    fn summary(&self) -> String {
        let bumps = match self.bumps {
            0 => String::new(),
            1 => " (1 bump into a wall)".to_string(),
            n => format!(" ({n} bumps into walls)"),
        };
        if self.escaped() {
            format!(
                "escaped in {} moves; shortest is {}{bumps}",
                self.moves, self.shortest
            )
        } else {
            let left = Bfs::new()
                .search(&self.maze, [self.at], |room| room == self.exit)
                .goal_distance()
                .unwrap_or(0);
            format!(
                "not escaped after {} moves, {left} from the exit; shortest is {}{bumps}",
                self.moves, self.shortest
            )
        }
    }
}

/// Plays the moves given as letters on standard input. `Ok(true)` if they escape.
fn play_from_letters(mut game: Game) -> Result<bool, String> {
    let mut input = String::new();
    io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| format!("cannot read the moves: {e}"))?;
    for (at, letter) in input.chars().enumerate() {
        if game.escaped() {
            break;
        }
        if letter.is_whitespace() {
            continue;
        }
        let dir = Dir::from_letter(letter.to_ascii_uppercase())
            .filter(|dir| !dir.is_diagonal())
            .ok_or_else(|| {
                format!(
                    "{letter:?} (character {}) is not a move: use U, R, D or L",
                    at + 1
                )
            })?;
        game.go(dir);
    }
    println!("{}", game.summary());
    Ok(game.escaped())
}

/// The terminal in raw mode (no line buffering, no echo) until dropped.
struct RawMode {
    saved: String,
}

impl RawMode {
    fn enter() -> Option<RawMode> {
        let saved = stty(&["-g"])?;
        stty(&["raw", "-echo"])?;
        Some(RawMode {
            saved: saved.trim().to_string(),
        })
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        let _ = stty(&[self.saved.as_str()]);
    }
}

/// Runs `stty` on the terminal of standard input; its output if it succeeded.
fn stty(args: &[&str]) -> Option<String> {
    let output = Command::new("stty")
        .args(args)
        .stdin(Stdio::inherit())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).into_owned())
}

/// A key the game knows.
enum Key {
    Move(Dir),
    Hint,
    Quit,
    Other,
}

/// Reads one key: an arrow key's escape sequence, or one byte.
fn read_key(input: &mut impl Read) -> io::Result<Option<Key>> {
    let mut byte = [0u8];
    if input.read(&mut byte)? == 0 {
        return Ok(None);
    }
    let key = match byte[0] {
        0x1b => {
            let mut rest = [0u8; 2];
            input.read_exact(&mut rest)?;
            match rest {
                [b'[', b'A'] => Key::Move(Dir::Up),
                [b'[', b'B'] => Key::Move(Dir::Down),
                [b'[', b'C'] => Key::Move(Dir::Right),
                [b'[', b'D'] => Key::Move(Dir::Left),
                _ => Key::Other,
            }
        }
        b'w' | b'W' => Key::Move(Dir::Up),
        b'a' | b'A' => Key::Move(Dir::Left),
        b's' | b'S' => Key::Move(Dir::Down),
        b'd' | b'D' => Key::Move(Dir::Right),
        b'?' => Key::Hint,
        // `q`, Ctrl-C and Ctrl-D (raw mode delivers them as bytes).
        b'q' | b'Q' | 0x03 | 0x04 => Key::Quit,
        _ => Key::Other,
    };
    Ok(Some(key))
}

/// Plays with the keyboard. `Ok(true)` if the player escapes.
fn play_in_terminal(mut game: Game) -> Result<bool, String> {
    let raw = RawMode::enter();
    // In raw mode a line break must return the cursor too.
    let newline = if raw.is_some() { "\r\n" } else { "\n" };
    let mut out = io::stdout();
    let mut input = io::stdin();
    let draw = |game: &Game, out: &mut io::Stdout| -> io::Result<()> {
        let picture = game.picture().replace('\n', newline);
        write!(out, "\x1b[H\x1b[2Jplay: escape the maze{newline}{picture}")?;
        write!(
            out,
            "moves: {}   arrows/WASD move, ? shows the next step, q quits{newline}",
            game.moves
        )?;
        out.flush()
    };
    let error = |e: io::Error| format!("the terminal: {e}");
    draw(&game, &mut out).map_err(error)?;
    while !game.escaped() {
        let Some(key) = read_key(&mut input).map_err(error)? else {
            break;
        };
        game.hint = false;
        match key {
            Key::Move(dir) => game.go(dir),
            Key::Hint => game.hint = true,
            Key::Quit => break,
            Key::Other => continue,
        }
        draw(&game, &mut out).map_err(error)?;
    }
    drop(raw);
    println!("{}", game.summary());
    Ok(game.escaped())
}
