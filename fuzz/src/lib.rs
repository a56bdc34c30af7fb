//! Fuzz targets for every text parser of `gridpath`, and the pieces of a small mutational fuzzer
//! that runs them on stable Rust (the runner is `src/main.rs`; see `docs/fuzzing.md`).
//!
//! A target takes arbitrary bytes and must not panic. Where it is cheap, it also checks an
//! invariant of an accepted input (a round trip, a size that matches the header) and panics if
//! it does not hold — so a broken invariant is reported like any other crash. Each returns a
//! small *feature* number describing the outcome (which error, which shape of result); the
//! runner keeps an input in its corpus when it produces a feature not seen before, a crude
//! stand-in for coverage feedback.
//!
//! Inputs longer than [`MAX_LEN`] are cut to that length, so that no target spends long on one
//! input; the library itself must refuse absurd sizes announced by a short input.

#![forbid(unsafe_code)]

pub mod mutate;
mod problems;

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use gridpath::GridError;
use gridpath::input::Input;
use gridpath::input::InputError;
use gridpath::maze::Maze;
use gridpath::maze::MazeError;
use gridpath::movingai::{self, Tile};
use gridpath::{Error, Grid, Pos, Size};

/// The longest input a target looks at (64 KiB); longer inputs are cut.
pub const MAX_LEN: usize = 64 * 1024;

/// A fuzz target: bytes in, an outcome feature out; panics on a finding.
pub type Target = fn(&[u8]) -> u64;

/// Every target, with its name and its seed inputs.
pub const TARGETS: &[(&str, Target, &[&[u8]])] = &[
    ("grid_text", grid_text, GRID_SEEDS),
    ("input_reader", input_reader, INPUT_SEEDS),
    ("problems", problems::run, problems::SEEDS),
    ("movingai_map", movingai_map, MAP_SEEDS),
    ("movingai_scen", movingai_scen, SCEN_SEEDS),
    ("maze_cells", maze_cells, MAZE_SEEDS),
];

/// The target called `name`.
#[must_use]
pub fn target(name: &str) -> Option<Target> {
    TARGETS.iter().find(|t| t.0 == name).map(|t| t.1)
}

/// The input as text: cut to [`MAX_LEN`] bytes, invalid UTF-8 replaced by U+FFFD (so that
/// mutated bytes still reach the parsers instead of stopping at a UTF-8 check).
fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(&data[..data.len().min(MAX_LEN)]).into_owned()
}

/// A feature number for an outcome: a hash of anything hashable.
fn feature(value: impl Hash) -> u64 {
    let mut hasher = DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

/// The variant of an error (and of the area error inside a crate `Error`), without its
/// fields, as a feature.
fn error_kind(error: &impl std::fmt::Debug) -> u64 {
    let debug = format!("{error:?}");
    let name: String = debug
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '(')
        .collect();
    feature(name)
}

/// A size as a small bucket (0, 1, 2, 3–4, 5–8, …), for features.
fn bucket(n: impl TryInto<u64>) -> u32 {
    let n: u64 = n.try_into().unwrap_or(u64::MAX);
    u64::BITS - n.leading_zeros()
}

const GRID_SEEDS: &[&[u8]] = &[
    b"S.#\n#.E\n",
    b".#\r\n..\r\n",
    b"ab\ncd",
    b"#####\n#...#\n#####\n",
    b"\n",
    b"..\n.\n",
    b"x\r\r\n\xc3\xa9\n",
];

/// `Grid::parse` and `Grid::parse_bytes`.
///
/// Invariants: an accepted grid has `width × height` cells and is not empty; printing it with
/// `to_text` and parsing that again gives the same grid (for `parse_bytes` always; for
/// `parse` with every character kept, unless a row ends in `'\r'`, which the parser reads as a
/// line ending); `parse_bytes` accepts exactly when `parse` keeping every character does and
/// every character is an allowed byte.
///
/// # Panics
///
/// When the parser panics or the invariant does not hold: a finding.
#[must_use]
pub fn grid_text(data: &[u8]) -> u64 {
    let text = text(data);
    let chars = Grid::parse(&text, Some);
    if let Ok(grid) = &chars {
        assert!(!grid.is_empty(), "an accepted grid has cells");
        assert_eq!(grid.len(), grid.width() as usize * grid.height() as usize);
        let last_is_cr = grid.rows().any(|row| row.last() == Some(&'\r'));
        if !last_is_cr {
            let printed = grid.to_text(|&c| c);
            assert_eq!(
                Grid::parse(&printed, Some).as_ref(),
                Ok(grid),
                "parse(to_text(grid)) == grid"
            );
        }
    }
    let allowed = b".#SE01x~M@T";
    let bytes = Grid::parse_bytes(&text, allowed);
    match (&chars, &bytes) {
        (Ok(chars), Ok(bytes)) => {
            assert_eq!(
                (chars.width(), chars.height()),
                (bytes.width(), bytes.height())
            );
            assert!(bytes.cells().iter().all(|b| allowed.contains(b)));
            let printed = bytes.to_text(|&b| char::from(b));
            assert_eq!(Grid::parse_bytes(&printed, allowed).as_ref(), Ok(bytes));
        }
        (Ok(chars), Err(GridError::UnexpectedChar { ch, .. })) => {
            assert!(
                chars.cells().contains(ch),
                "the rejected char is in the grid"
            );
            assert!(!u8::try_from(*ch).is_ok_and(|b| allowed.contains(&b)));
        }
        (Ok(_), Err(e)) => panic!("parse accepted, parse_bytes failed with {e:?}"),
        (Err(_), Ok(_)) => panic!("parse_bytes accepted what parse rejected"),
        (Err(_), Err(_)) => {}
    }
    feature((
        chars
            .as_ref()
            .map(|g| (bucket(g.width()), bucket(g.height())))
            .map_err(|e| error_kind(&e)),
        bytes.as_ref().map(|_| ()).map_err(|e| error_kind(&e)),
    ))
}

const INPUT_SEEDS: &[&[u8]] = &[
    b"\x03\x05\x80\x09 2 3\nS.#\n#.E\n",
    b"\x00\x02\x04\x09 12 -1 7 3 1 1",
    b"\x03\x85\x08\x09 4 5 S..#. .#.#. .#.#. ##.#.",
    b"\x07\x09\x09\x09 0x1\n000\n",
    b"\x16\x26\x36\x03 1 2 3 4 5 6 7 8",
    b"\x03\x86\x09\x09 4000000000 4000000000 a",
];

/// One reader call, chosen by a control byte, with its invariant checked. Returns a feature.
#[expect(
    clippy::too_many_lines,
    reason = "one arm per reader call, each with its invariant: the dispatch reads best whole"
)]
fn reader_step(input: &mut Input<'_>, op: u8, size: &mut Option<Size>) -> u64 {
    // Sizes to try besides the last one read: small, large, and absurd ones.
    const SIZES: [u32; 8] = [0, 1, 2, 3, 1000, 65_536, 1 << 31, u32::MAX];
    let dims = |op: u8| {
        Size::new(
            SIZES[usize::from(op >> 4) % SIZES.len()],
            SIZES[usize::from(op >> 1) % SIZES.len()],
        )
    };
    let before_end = input.is_at_end();
    let result: Result<u64, Error> = match op % 10 {
        0 => input
            .number::<u32>("a u32")
            .map(|n| feature(bucket(n)))
            .map_err(Error::from),
        1 => input
            .number::<i64>("an i64")
            .map(|n| feature(n.signum()))
            .map_err(Error::from),
        2 => {
            let (min, max) = (-i32::from(op >> 4), i32::from(op >> 2));
            input
                .number_in("a bounded number", min, max)
                .map(|n| {
                    assert!(
                        min <= n && n <= max,
                        "number_in returned {n} outside {min}..={max}"
                    );
                    2
                })
                .map_err(Error::from)
        }
        3 => input.size().map(|read| {
            assert!(
                read.rows > 0 && read.cols > 0,
                "size() returned a zero side"
            );
            assert!(read.cells() <= Grid::<u8>::MAX_CELLS as u64);
            *size = Some(read);
            feature((bucket(read.rows), bucket(read.cols)))
        }),
        4 => input
            .position_from_one("a position")
            .map(|p: Pos| {
                assert!(p.row < u32::MAX && p.col < u32::MAX);
                4
            })
            .map_err(Error::from),
        5 | 6 => {
            let wanted = match *size {
                Some(s) if op & 0x80 != 0 => s,
                _ => dims(op),
            };
            if op % 10 == 5 {
                let allowed = b".#SE";
                input.grid(wanted, allowed).map(|grid| {
                    assert_eq!(grid.size(), wanted);
                    assert!(grid.cells().iter().all(|b| allowed.contains(b)));
                    feature((bucket(wanted.rows), bucket(wanted.cols)))
                })
            } else {
                let cell = |c: char| (c != 'x').then_some(c);
                input.grid_with(wanted, cell).map(|grid| {
                    assert_eq!(grid.size(), wanted);
                    assert!(!grid.cells().contains(&'x'));
                    6
                })
            }
        }
        7 => {
            let allowed = b"01x";
            input.grid_to_end(allowed).map(|grid| {
                assert!(!grid.is_empty());
                assert!(grid.cells().iter().all(|b| allowed.contains(b)));
                assert!(input.is_at_end(), "grid_to_end leaves nothing");
                feature((bucket(grid.width()), bucket(grid.height())))
            })
        }
        8 => input
            .token("a token")
            .map(|token| {
                assert!(!token.is_empty() && !token.contains(char::is_whitespace));
                8
            })
            .map_err(Error::from),
        _ => {
            let finished = input.clone().finish();
            assert_eq!(
                finished.is_ok(),
                before_end,
                "finish() agrees with is_at_end()"
            );
            finished.map(|()| 9).map_err(Error::from)
        }
    };
    match result {
        Ok(f) => f,
        Err(e) => {
            // A one-token read runs out of input exactly when only whitespace was left.
            if matches!(op % 10, 0 | 1 | 2 | 8) {
                let missing = matches!(e, Error::Input(InputError::MissingInput { .. }));
                assert_eq!(missing, before_end, "MissingInput iff at the end: {e:?}");
            }
            if op % 10 == 7 {
                let empty = matches!(e, Error::Grid(GridError::EmptyGrid));
                assert_eq!(empty, before_end, "{e:?}");
            }
            // Every error has a message.
            assert!(!e.to_string().is_empty());
            error_kind(&e) ^ u64::from(op % 10)
        }
    }
}

/// `gridpath::input::Input`: the first four bytes choose four reader calls (number, bounded
/// number, size, position, grid with the last size read or a fixed small, large or absurd
/// one, grid to the end, token, finish); the rest is the text they read.
///
/// Invariants: values are in the range asked for; `size` returns nonzero sides whose product
/// fits `Grid::MAX_CELLS`; a grid has the size asked for and only allowed cells; `finish`
/// succeeds exactly when `is_at_end`; running out of input is reported as such only at the end.
///
/// # Panics
///
/// When the parser panics or the invariant does not hold: a finding.
#[must_use]
pub fn input_reader(data: &[u8]) -> u64 {
    let (ops, rest) = data.split_at(data.len().min(4));
    let text = text(rest);
    let mut input = Input::new(&text);
    let mut size = None;
    let mut features = 0u64;
    for &op in ops {
        features = features
            .rotate_left(16)
            .wrapping_add(reader_step(&mut input, op, &mut size));
    }
    features
}

const MAP_SEEDS: &[&[u8]] = &[
    b"type octile\nheight 3\nwidth 4\nmap\n....\n.@@.\n....\n",
    b"type octile\r\nheight 1\r\nwidth 3\r\nmap\r\n.T.\r\n\r\n",
    b"width\t2\nheight 2\ntype octile\nmap\nGS\nOW\n",
    b"type octile\nheight 4000000000\nwidth 4000000000\nmap\n",
    b"type octile\nheight 2\nwidth 3\nmap\n...\n.x.\n",
];

/// The `height` and `width` of a `.map` header, read independently of the parser.
fn map_header(text: &str) -> (Option<usize>, Option<usize>) {
    let (mut height, mut width) = (None, None);
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["map"] => break,
            ["height", h] => height = h.parse().ok(),
            ["width", w] => width = w.parse().ok(),
            _ => {}
        }
    }
    (height, width)
}

/// `movingai::parse_map`.
///
/// Invariants: an accepted map has the header's height and width; printing it as a `.map`
/// file and parsing that again gives the same grid.
///
/// # Panics
///
/// When the parser panics or the invariant does not hold: a finding.
#[must_use]
pub fn movingai_map(data: &[u8]) -> u64 {
    let text = text(data);
    match movingai::parse_map(&text) {
        Ok(map) => {
            let (height, width) = map_header(&text);
            assert_eq!(
                (Some(map.height() as usize), Some(map.width() as usize)),
                (height, width),
                "the map has the header's size"
            );
            let printed = format!(
                "type octile\nheight {}\nwidth {}\nmap\n{}",
                map.height(),
                map.width(),
                map.to_text(|t| t.to_char())
            );
            assert_eq!(movingai::parse_map(&printed).as_ref(), Ok(&map));
            feature((bucket(map.width()), bucket(map.height())))
        }
        Err(e) => {
            assert!(!e.to_string().is_empty());
            error_kind(&e)
        }
    }
}

const SCEN_SEEDS: &[&[u8]] = &[
    b"version 1\n0\tmaps/tiny.map\t4\t3\t0\t1\t3\t1\t5.00000000\n",
    b"version 1.0\r\n0 maps/dao/arena.map 49 49 1 1 2 2 1.41421\r\n\r\n",
    b"version 1\n0 m.map 3 1 1 0 2 0 1\n",
    b"version 1\n0 a.map 4 4 0 0 1 1\n",
    b"version 1\n3 a\\b.map 4 3 3 2 0 0 4.00000000\n",
];

/// `movingai::parse_scen`, and `check_scenarios` against a small fixed map.
///
/// Invariants: one scenario per non-empty line after the header, each with its line number;
/// `map_name` is a suffix of `map`; the tolerance is positive and finite.
///
/// # Panics
///
/// When the parser panics or the invariant does not hold: a finding.
#[must_use]
pub fn movingai_scen(data: &[u8]) -> u64 {
    let text = text(data);
    match movingai::parse_scen(&text) {
        Ok(scenarios) => {
            let lines: Vec<usize> = text
                .split('\n')
                .enumerate()
                .skip(1)
                .filter(|(_, line)| !line.trim().is_empty())
                .map(|(i, _)| i + 1)
                .collect();
            let found: Vec<usize> = scenarios.iter().map(|s| s.line).collect();
            assert_eq!(found, lines, "one scenario per non-empty line");
            for s in &scenarios {
                assert!(s.map.ends_with(s.map_name()));
                let tolerance = s.tolerance();
                assert!(tolerance.is_finite() && tolerance > 0.0);
                let _ = s.accepts(s.optimal_length);
            }
            let map =
                Grid::parse("....\n.@@.\n....\n", Tile::from_char).expect("the fixed map parses");
            let checked = movingai::check_scenarios(&map, &scenarios);
            feature((bucket(scenarios.len()), checked.map_err(|e| error_kind(&e))))
        }
        Err(e) => {
            assert!(!e.to_string().is_empty());
            error_kind(&e)
        }
    }
}

const MAZE_SEEDS: &[&[u8]] = &[
    b"t#####\n#...#\n#####\n",
    b"t#####\n#.#.#\n#.###\n",
    b"t#######\n#.#...#\n#.#.#.#\n#...#.#\n#######\n",
    b"b\x05\x00\x7f\x00\x7f\x7f\x00",
    b"b\x07\x00\x00\xff\xff\x00\x00\xff\xff\x00\x00",
];

/// `Maze::from_grid`, on a cell grid given as text (first byte `t`: `.` open, `#` wall) or as
/// bits (otherwise: the second byte gives the width, each following bit a cell).
///
/// Invariants: an accepted grid has odd sides of at least 3; `to_grid` gives it back; the
/// maze has `(height/2) × (width/2)` rooms and as many passages as open wall cells.
///
/// # Panics
///
/// When the parser panics or the invariant does not hold: a finding.
#[must_use]
pub fn maze_cells(data: &[u8]) -> u64 {
    let grid = match data.split_first() {
        None => return 0,
        Some((b't', rest)) => {
            match Grid::parse(&text(rest), |c| match c {
                '.' => Some(true),
                '#' => Some(false),
                _ => None,
            }) {
                Ok(grid) => grid,
                Err(e) => return error_kind(&e),
            }
        }
        Some((_, rest)) => {
            let Some((&width, bits)) = rest.split_first() else {
                return 1;
            };
            let width = usize::from(width % 64) + 1;
            let bits = &bits[..bits.len().min(MAX_LEN)];
            let cells: Vec<bool> = bits
                .iter()
                .flat_map(|&b| (0..8).map(move |i| b & (1 << i) != 0))
                .collect();
            let height = cells.len() / width;
            if height == 0 {
                return 2;
            }
            let Ok(size) = Size::try_from((height, width)) else {
                return 2;
            };
            match Grid::from_vec(size, cells[..width * height].to_vec()) {
                Ok(grid) => grid,
                Err(e) => return error_kind(&e),
            }
        }
    };
    match Maze::from_grid(&grid) {
        Ok(maze) => {
            let (width, height) = (grid.width() as usize, grid.height() as usize);
            assert!(width >= 3 && height >= 3 && width % 2 == 1 && height % 2 == 1);
            assert_eq!(
                (maze.height() as usize, maze.width() as usize),
                (height / 2, width / 2)
            );
            assert_eq!(maze.rooms(), (height / 2) * (width / 2));
            assert_eq!(maze.to_grid(), grid, "to_grid(from_grid(grid)) == grid");
            let open_walls = grid
                .iter()
                .filter(|(p, open)| **open && (p.row % 2 == 0) != (p.col % 2 == 0))
                .count();
            assert_eq!(maze.passages(), open_walls);
            let perfect = maze.is_perfect();
            let dead_ends = maze.dead_ends().count();
            feature((perfect, bucket(dead_ends), bucket(maze.rooms())))
        }
        Err(e) => {
            assert!(
                matches!(e, MazeError::NotAMaze { .. }),
                "unexpected error {e:?}"
            );
            error_kind(&e)
        }
    }
}
