//! Fuzz targets for every text parser of `gridpath`, in the `cargo fuzz` layout: each
//! function here is one target, wrapped for libFuzzer by a two-line file in `fuzz_targets/`
//! and replayed over the committed corpus (`corpus/<target>/`) by `tests/corpus.rs` on stable
//! Rust (see `docs/fuzzing.md`).
//!
//! A target takes arbitrary bytes and must not panic. Where it is cheap, it also checks an
//! invariant of an accepted input (a round trip, a size that matches the header) and panics if
//! it does not hold, so a broken invariant is reported like any other crash.
//!
//! Inputs longer than [`MAX_LEN`] are cut to that length, so that no target spends long on one
//! input; the library itself must refuse absurd sizes announced by a short input.

#![forbid(unsafe_code)]

mod problems;

use gridpath::GridError;
use gridpath::input::Input;
use gridpath::input::InputError;
use gridpath::maze::Maze;
use gridpath::maze::MazeError;
use gridpath::movingai::{self, Tile};
use gridpath::{Error, Grid, Pos, Size};

/// The longest input a target looks at (64 KiB); longer inputs are cut.
pub const MAX_LEN: usize = 64 * 1024;

/// A fuzz target: bytes in; panics on a finding.
pub type Target = fn(&[u8]);

/// Every target, with its name (the name of its file in `fuzz_targets/` and of its corpus
/// directory).
pub const TARGETS: [(&str, Target); 6] = [
    ("grid_text", grid_text),
    ("input_reader", input_reader),
    ("problems", problems),
    ("movingai_map", movingai_map),
    ("movingai_scen", movingai_scen),
    ("maze_cells", maze_cells),
];

pub use problems::run as problems;

/// The input as text: cut to [`MAX_LEN`] bytes, invalid UTF-8 replaced by U+FFFD (so that
/// mutated bytes still reach the parsers instead of stopping at a UTF-8 check).
fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(&data[..data.len().min(MAX_LEN)]).into_owned()
}

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
pub fn grid_text(data: &[u8]) {
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
}

/// One reader call, chosen by a control byte, with its invariant checked.
fn reader_step(input: &mut Input<'_>, op: u8, size: &mut Option<Size>) {
    // Sizes to try besides the last one read: small, large, and absurd ones.
    const SIZES: [u32; 8] = [0, 1, 2, 3, 1000, 65_536, 1 << 31, u32::MAX];
    let dims = |op: u8| {
        Size::new(
            SIZES[usize::from(op >> 4) % SIZES.len()],
            SIZES[usize::from(op >> 1) % SIZES.len()],
        )
    };
    let before_end = input.is_at_end();
    let result: Result<(), Error> = match op % 10 {
        0 => input.number::<u32>("a u32").map(drop).map_err(Error::from),
        1 => input.number::<i64>("an i64").map(drop).map_err(Error::from),
        2 => {
            let (min, max) = (-i32::from(op >> 4), i32::from(op >> 2));
            input
                .number_in("a bounded number", min, max)
                .map(|n| {
                    assert!(
                        min <= n && n <= max,
                        "number_in returned {n} outside {min}..={max}"
                    );
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
        }),
        4 => input
            .position_from_one("a position")
            .map(|p: Pos| {
                assert!(p.row < u32::MAX && p.col < u32::MAX);
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
                })
            } else {
                let cell = |c: char| (c != 'x').then_some(c);
                input.grid_with(wanted, cell).map(|grid| {
                    assert_eq!(grid.size(), wanted);
                    assert!(!grid.cells().contains(&'x'));
                })
            }
        }
        7 => {
            let allowed = b"01x";
            input.grid_to_end(allowed).map(|grid| {
                assert!(!grid.is_empty());
                assert!(grid.cells().iter().all(|b| allowed.contains(b)));
                assert!(input.is_at_end(), "grid_to_end leaves nothing");
            })
        }
        8 => input
            .token("a token")
            .map(|token| {
                assert!(!token.is_empty() && !token.contains(char::is_whitespace));
            })
            .map_err(Error::from),
        _ => {
            let finished = input.clone().finish();
            assert_eq!(
                finished.is_ok(),
                before_end,
                "finish() agrees with is_at_end()"
            );
            finished.map_err(Error::from)
        }
    };
    if let Err(e) = result {
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
pub fn input_reader(data: &[u8]) {
    let (ops, rest) = data.split_at(data.len().min(4));
    let text = text(rest);
    let mut input = Input::new(&text);
    let mut size = None;
    for &op in ops {
        reader_step(&mut input, op, &mut size);
    }
}

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
pub fn movingai_map(data: &[u8]) {
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
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

/// `movingai::parse_scen`, and `check_scenarios` against a small fixed map.
///
/// Invariants: one scenario per non-empty line after the header, each with its line number;
/// `map_name` is a suffix of `map`; the tolerance is positive and finite.
///
/// # Panics
///
/// When the parser panics or the invariant does not hold: a finding.
pub fn movingai_scen(data: &[u8]) {
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
            if let Err(e) = movingai::check_scenarios(&map, &scenarios) {
                assert!(!e.to_string().is_empty());
            }
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

/// `Maze::from_grid`, on a cell grid given as text (first byte `t`: `.` open, `#` wall) or as
/// bits (otherwise: the second byte gives the width, each following bit a cell).
///
/// Invariants: an accepted grid has odd sides of at least 3; `to_grid` gives it back; the
/// maze has `(height/2) × (width/2)` rooms and as many passages as open wall cells.
///
/// # Panics
///
/// When the parser panics or the invariant does not hold: a finding.
pub fn maze_cells(data: &[u8]) {
    let grid = match data.split_first() {
        None => return,
        Some((b't', rest)) => {
            match Grid::parse(&text(rest), |c| match c {
                '.' => Some(true),
                '#' => Some(false),
                _ => None,
            }) {
                Ok(grid) => grid,
                Err(_) => return,
            }
        }
        Some((_, rest)) => {
            let Some((&width, bits)) = rest.split_first() else {
                return;
            };
            let width = usize::from(width % 64) + 1;
            let bits = &bits[..bits.len().min(MAX_LEN)];
            let cells: Vec<bool> = bits
                .iter()
                .flat_map(|&b| (0..8).map(move |i| b & (1 << i) != 0))
                .collect();
            let height = cells.len() / width;
            if height == 0 {
                return;
            }
            let Ok(size) = Size::try_from((height, width)) else {
                return;
            };
            match Grid::from_vec(size, cells[..width * height].to_vec()) {
                Ok(grid) => grid,
                Err(_) => return,
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
            // Both walk the whole maze: no panic on any accepted one.
            let _ = maze.is_perfect();
            let _ = maze.dead_ends().count();
        }
        Err(e) => assert!(
            matches!(e, MazeError::NotAMaze { .. }),
            "unexpected error {e:?}"
        ),
    }
}
