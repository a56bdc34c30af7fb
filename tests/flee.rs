//! Problem 17 of `examples/README.md`, `flee`, run as a user runs it: the example binary fed
//! on standard input, its whole standard output compared byte for byte (every line ending in
//! a newline, no trailing spaces).
//!
//! 1. A brute-force reference written here from the statement, calling nothing of `gridpath`:
//!    breadth-first distances from every floor cell, computed one cell at a time; `D(s)` the
//!    least distance from a monster; `F(c)` the least, over the cells `s` that `c` reaches, of
//!    `−6·D(s) + 5·dist(s, c)`; the move the first of `U R D L` whose `F` is the smallest
//!    below the player's. It gives the samples' printed answers, and the program gives the
//!    reference's answer on random grids of 1 to 8 × 1 to 8 cells with random walls, zero to
//!    four monsters and one player, and on edge shapes.
//! 2. Bad input — no player, two players, a ragged row, an unknown character, a header that
//!    does not match the rows, empty input — ends with exit status 2, one `error:` line on
//!    standard error and nothing on standard output.
//!
//! `tests/problems.rs` runs the samples and its malformed variants of them too.

mod common;

use std::collections::VecDeque;

use common::programs::{self, Outcome};
use common::samples::{self, Sample};
use proptest::collection::vec;
use proptest::prelude::*;

/// Runs `flee` with `input` on standard input.
fn run(input: &[u8]) -> Outcome {
    programs::run("flee", &[], input)
}

/// The problem's moves, in its tie order: the change of row and column, and the letter.
const MOVES: [(isize, isize, char); 4] = [(-1, 0, 'U'), (0, 1, 'R'), (1, 0, 'D'), (0, -1, 'L')];

/// The rows of a grid, as bytes.
type Rows = Vec<Vec<u8>>;

/// Steps from `from` to every floor cell it reaches (`None` for the others and for walls): a
/// plain breadth-first search over the 4 directions.
fn steps_from(rows: &Rows, from: (usize, usize)) -> Vec<Vec<Option<i64>>> {
    let (height, width) = (rows.len(), rows[0].len());
    let mut dist = vec![vec![None; width]; height];
    dist[from.0][from.1] = Some(0);
    let mut queue = VecDeque::from([from]);
    while let Some((r, c)) = queue.pop_front() {
        let here = dist[r][c].expect("queued cells have a distance");
        for (dr, dc, _) in MOVES {
            let (Some(nr), Some(nc)) = (r.checked_add_signed(dr), c.checked_add_signed(dc)) else {
                continue;
            };
            if nr < height && nc < width && rows[nr][nc] != b'#' && dist[nr][nc].is_none() {
                dist[nr][nc] = Some(here + 1);
                queue.push_back((nr, nc));
            }
        }
    }
    dist
}

/// What `flee` must print for `rows`, from the statement: every line ending in a newline.
fn reference(rows: &Rows) -> String {
    let (height, width) = (rows.len(), rows[0].len());
    let floor: Vec<(usize, usize)> = (0..height)
        .flat_map(|r| (0..width).map(move |c| (r, c)))
        .filter(|&(r, c)| rows[r][c] != b'#')
        .collect();
    // Distances between every two floor cells, one search per cell.
    let all: Vec<Vec<Vec<Option<i64>>>> = floor.iter().map(|&c| steps_from(rows, c)).collect();
    // D(s): the least distance from a monster.
    let nearest_monster = |(r, c): (usize, usize)| {
        floor
            .iter()
            .zip(&all)
            .filter(|&(&(mr, mc), _)| rows[mr][mc] == b'M')
            .filter_map(|(_, dist)| dist[r][c])
            .min()
    };
    let monster_distance: Vec<Option<i64>> = floor.iter().map(|&s| nearest_monster(s)).collect();
    // F(c): the least −6·D(s) + 5·dist(s, c) over the cells s that c reaches.
    let mut flee = vec![vec![None; width]; height];
    for (i, &(r, c)) in floor.iter().enumerate() {
        flee[r][c] = floor
            .iter()
            .zip(&monster_distance)
            .filter_map(|(&(sr, sc), &d)| Some(-6 * d? + 5 * all[i][sr][sc]?))
            .min();
    }
    let (pr, pc) = floor
        .iter()
        .copied()
        .find(|&(r, c)| rows[r][c] == b'P')
        .expect("one player");
    let mut best = flee[pr][pc];
    let mut step = "stay".to_string();
    for (dr, dc, letter) in MOVES {
        let (Some(nr), Some(nc)) = (pr.checked_add_signed(dr), pc.checked_add_signed(dc)) else {
            continue;
        };
        if nr >= height || nc >= width || rows[nr][nc] == b'#' {
            continue;
        }
        if let (Some(value), Some(low)) = (flee[nr][nc], best)
            && value < low
        {
            best = Some(value);
            step = letter.to_string();
        }
    }
    let mut out = format!("{step}\n");
    for r in 0..height {
        let line: Vec<String> = (0..width)
            .map(|c| match (rows[r][c], flee[r][c]) {
                (b'#', _) => "#".to_string(),
                (_, Some(value)) => value.to_string(),
                (_, None) => "*".to_string(),
            })
            .collect();
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    out
}

/// The input text of `rows`: the `R C` header, then one row a line.
fn input(rows: &Rows) -> String {
    let mut text = format!("{} {}\n", rows.len(), rows[0].len());
    for row in rows {
        text.push_str(std::str::from_utf8(row).expect("ASCII"));
        text.push('\n');
    }
    text
}

/// The rows of a sample's input (after the header).
fn sample_rows(sample: Sample) -> Rows {
    sample
        .rows()
        .split_whitespace()
        .map(|row| row.as_bytes().to_vec())
        .collect()
}

const SAMPLES: [Sample; 3] = [
    samples::FLEE_TIE,
    samples::FLEE_CORNERED,
    samples::FLEE_CORRIDOR,
];

// ---------------------------------------------------------------------------------------------
// 1. Answers
// ---------------------------------------------------------------------------------------------

#[test]
fn the_reference_gives_the_printed_answers() {
    for sample in SAMPLES {
        let rows = sample_rows(sample);
        assert_eq!(input(&rows), sample.input);
        assert_eq!(reference(&rows), sample.answer, "{}", sample.input);
    }
}

#[test]
fn samples_give_the_printed_answers_byte_for_byte() {
    for sample in SAMPLES {
        programs::expect_answer("flee", sample.input, sample.answer);
    }
}

#[test]
fn edge_shapes_match_the_reference() {
    for text in [
        // One cell; no monster at all; the player walled in; a monster beside the player.
        "P",
        "P.. ...",
        "#P# ...",
        "PM",
        "MP",
        "M P",
        "P M",
        // A monster in another region only.
        "P#M",
        // Every direction's tie broken in U R D L order: a plus around the player.
        ".M. MPM .M.",
        "... .P. ... .M.",
        // Walls everywhere but the player.
        "### #P# ###",
        // Monsters on both ends of a corridor.
        "M..P...M",
    ] {
        let rows: Rows = text
            .split_whitespace()
            .map(|row| row.as_bytes().to_vec())
            .collect();
        let text = input(&rows);
        programs::expect_answer("flee", &text, &reference(&rows));
    }
}

#[test]
fn layout_differences_do_not_matter() {
    let sample = samples::FLEE_TIE;
    let crlf = sample.input.replace('\n', "\r\n");
    programs::expect_answer("flee", crlf.trim_end(), sample.answer);
    let tokens = sample.input.replace('\n', "\t  ");
    programs::expect_answer("flee", &tokens, sample.answer);
}

// ---------------------------------------------------------------------------------------------
// 2. Bad input
// ---------------------------------------------------------------------------------------------

#[test]
fn bad_input_is_one_error_line() {
    for input in [
        // Empty input, blanks, a header alone, half a header.
        "",
        "  \n\n",
        "3",
        "3 4",
        "3 4\n",
        // No player, two players.
        "3 4\nM..#\n.#..\n...#\n",
        "3 4\nM...\n.#..\n...#\n",
        "3 4\nMP.#\n.#P.\n...#\n",
        "1 2\nPP\n",
        // Ragged rows: one too long, one too short.
        "3 4\nM..#.\n.#P.\n...#\n",
        "3 4\nM..#\n.#P\n...#\n",
        // Unknown characters.
        "3 4\nM..#\n.#P.\n..S#\n",
        "3 4\nM..#\n.#p.\n...#\n",
        "3 4\nm..#\n.#P.\n...#\n",
        "3 4\nM..#\n.#P.\n..é#\n",
        "3 4\nM..#\n.#P.\n..0#\n",
        "3 4\nM..#\n.#P.\n..*#\n",
        // Headers that do not match the rows: more rows, fewer rows, other widths.
        "4 4\nM..#\n.#P.\n...#\n",
        "2 4\nM..#\n.#P.\n...#\n",
        "3 3\nM..#\n.#P.\n...#\n",
        "3 5\nM..#\n.#P.\n...#\n",
        // Headers that are not sizes.
        "x 4\nM..#\n.#P.\n...#\n",
        "-3 4\nM..#\n.#P.\n...#\n",
        "0 4\n",
        "3 0\n",
        "100000 100000\nP\n",
        "99999999999999999999999 4\nP\n",
    ] {
        programs::expect_error("flee", input.as_bytes());
    }
    // Bytes that are not UTF-8 text.
    let mut bytes = samples::FLEE_TIE.input.as_bytes().to_vec();
    bytes.insert(6, 0xFF);
    programs::expect_error("flee", &bytes);
}

// ---------------------------------------------------------------------------------------------
// 3. Random grids
// ---------------------------------------------------------------------------------------------

/// A random grid of 1 to 8 × 1 to 8 cells: walls at a random density, then the player and up
/// to four monsters on distinct cells (fewer when the grid is smaller).
fn grids() -> impl Strategy<Value = Rows> {
    (1..=8usize, 1..=8usize, 0..=70u32, 0..=4usize).prop_flat_map(
        |(height, width, density, monsters)| {
            let cells = height * width;
            (
                vec(0..100u32, cells),
                Just((0..cells).collect::<Vec<_>>()).prop_shuffle(),
            )
                .prop_map(move |(noise, order)| {
                    let mut rows: Rows = (0..height)
                        .map(|r| {
                            (0..width)
                                .map(|c| {
                                    if noise[r * width + c] < density {
                                        b'#'
                                    } else {
                                        b'.'
                                    }
                                })
                                .collect()
                        })
                        .collect();
                    let markers = std::iter::once(b'P').chain(std::iter::repeat_n(b'M', monsters));
                    for (&i, marker) in order.iter().zip(markers) {
                        rows[i / width][i % width] = marker;
                    }
                    rows
                })
        },
    )
}

/// 256 cases (or `PROPTEST_CASES`); a failure prints its input, so none is saved to a file.
fn config() -> ProptestConfig {
    ProptestConfig {
        failure_persistence: None,
        ..common::proptest_config(256)
    }
}

proptest! {
    #![proptest_config(config())]

    /// The program's whole output is the reference's, byte for byte.
    #[test]
    fn flee_matches_the_reference(rows in grids()) {
        let text = input(&rows);
        let out = run(text.as_bytes());
        prop_assert_eq!(out.status, Some(0), "input:\n{}stderr: {}", text, out.stderr);
        prop_assert_eq!(out.stdout, reference(&rows), "input:\n{}", text);
        prop_assert!(out.stderr.is_empty(), "input:\n{}stderr: {}", text, out.stderr);
    }
}
