//! The eighteen `examples/README.md` programs that read standard input (problems 1–17 and 19;
//! 18, `any_angle`, reads files and is run by `tests/any_angle_program.rs`), run as a user
//! runs them: as processes fed on standard input.
//!
//! 1. Every sample of `examples/README.md` gives exactly the output printed there (trailing spaces and
//!    the final newline aside). `universal_commands` accepts many answers, so its answer is
//!    checked by simulating it from every free cell.
//! 2. Malformed inputs — truncated, ragged rows, unknown characters, a missing or repeated
//!    `S`/`E` (`P` for `flee`), coordinates outside the grid, absurd sizes, leftovers, bytes
//!    that are not text; for `puzzle`, a side other than 3 or 4, rows of the wrong length or
//!    number, a tile twice or out of range — end with exit status 2, one `error:` line on
//!    standard error, and nothing on standard output. A panic (status 101) or a hang (no exit
//!    within the time limit) fails the test.
//!
//! The example binaries are the ones `cargo test` builds beside this test; the test runs
//! `cargo build --examples` once first, so running this file alone never uses stale ones. The
//! samples are shared with the other tests, in `tests/common/samples.rs`.

mod common;

use common::programs::{self, Outcome};
use common::samples::{self, Sample};

/// Runs example `name` with `input` on standard input.
fn run(name: &str, input: &[u8]) -> Outcome {
    programs::run(name, &[], input)
}

/// Output with trailing spaces on each line and trailing newlines removed.
fn normalize(text: &str) -> String {
    text.lines()
        .map(str::trim_end)
        .collect::<Vec<_>>()
        .join("\n")
        .trim_end_matches('\n')
        .to_string()
}

/// Runs `name` on `input` and expects exit status 0 and exactly `expected`.
fn expect_answer(name: &str, input: &str, expected: &str) {
    let out = run(name, input.as_bytes());
    assert_eq!(
        out.status,
        Some(0),
        "{name} failed on {input:?}: {}",
        out.stderr
    );
    assert_eq!(
        normalize(&out.stdout),
        normalize(expected),
        "{name} on {input:?}"
    );
    assert!(
        out.stderr.is_empty(),
        "{name} wrote to stderr: {}",
        out.stderr
    );
}

/// Runs `name` on `input` and expects the error contract: status 2, one `error:` line,
/// nothing on standard output.
fn expect_error(name: &str, input: &[u8]) {
    let out = run(name, input);
    let shown = String::from_utf8_lossy(input);
    assert_eq!(
        out.status,
        Some(2),
        "{name} on {shown:?}: status {:?}, stdout {:?}, stderr {:?}",
        out.status,
        out.stdout,
        out.stderr
    );
    assert!(
        out.stdout.is_empty(),
        "{name} on {shown:?} printed {:?}",
        out.stdout
    );
    let lines: Vec<&str> = out.stderr.lines().collect();
    assert!(
        lines.len() == 1 && lines[0].starts_with("error: ") && lines[0].len() > 7,
        "{name} on {shown:?}: stderr {:?}",
        out.stderr
    );
}

// ---------------------------------------------------------------------------------------------
// 1. The samples
// ---------------------------------------------------------------------------------------------

#[test]
fn samples_give_the_printed_answers() {
    for Sample {
        program,
        input,
        answer,
    } in samples::WITH_ANSWERS
    {
        expect_answer(program, input, answer);
    }
}

#[test]
fn samples_tolerate_layout_differences() {
    // Tokens may be separated by any whitespace; CRLF, tabs and a missing final newline are
    // fine.
    expect_answer("shortest_path", "3\t4 S..#\r\n.#..\r\n...E", "5\nRRDRD");
    expect_answer("robot_path", "1 1 1 1 1 1 0", "1 1");
    expect_answer(
        "maze_dfs",
        "  2\n3\n1  \n",
        "#######\n#S#...#\n#.#.#.#\n#...#E#\n#######",
    );
}

#[test]
fn universal_commands_sample_works_from_every_free_cell() {
    let out = run("universal_commands", samples::UNIVERSAL_COMMANDS.as_bytes());
    assert_eq!(out.status, Some(0), "{}", out.stderr);
    let answer = normalize(&out.stdout);
    assert!(!answer.contains('\n'), "one line: {answer:?}");
    assert!(answer.len() <= 1000);
    let rows: Vec<&[u8]> = samples::UNIVERSAL_COMMANDS
        .split_whitespace()
        .map(str::as_bytes)
        .collect();
    let mut free = 0;
    for (r0, row) in rows.iter().enumerate() {
        for (c0, &cell) in row.iter().enumerate() {
            if cell != b'0' {
                continue;
            }
            free += 1;
            let (mut r, mut c) = (r0, c0);
            let mut out = false;
            for command in answer.bytes() {
                let (nr, nc) = match command {
                    b'U' => (r.wrapping_sub(1), c),
                    b'D' => (r + 1, c),
                    b'L' => (r, c.wrapping_sub(1)),
                    b'R' => (r, c + 1),
                    other => panic!("{:?} is not a command", char::from(other)),
                };
                match rows.get(nr).and_then(|row| row.get(nc)) {
                    Some(b'x') => {
                        out = true;
                        break;
                    }
                    Some(b'0') => (r, c) = (nr, nc),
                    _ => {}
                }
            }
            assert!(out, "the robot starting at row {r0}, column {c0} stays in");
        }
    }
    assert_eq!(free, 70);
    eprintln!(
        "universal_commands on the sample: {} commands",
        answer.len()
    );
}

#[test]
fn unreachable_answers_are_minus_one() {
    expect_answer("robot_path", "1 3 1 1 1 3\n010\n", "-1");
    expect_answer("shortest_path", "1 3\nS#E\n", "-1");
    expect_answer("lexmin_path", "1 3\nS#E\n", "-1");
    expect_answer("king_moves", "2 3\nS##\n##E\n", "-1");
    expect_answer("escape", "3 3\n###\n#S#\n###\n", "-1");
    expect_answer("break_walls", "1 4 1\nS##E\n", "-1");
    expect_answer("swamp", "1 3\nS#E\n", "-1");
    expect_answer("keys_doors", "1 4\nSAaE\n", "-1");
    expect_answer("monster_escape", "3 4\n####\n#SM#\n####\n", "-1");
    expect_answer("universal_commands", "0x\n11\n01\n", "-1");
}

// ---------------------------------------------------------------------------------------------
// 2. Malformed inputs
// ---------------------------------------------------------------------------------------------

/// The grid programs with a `n m` header and their sample input.
const HEADER_GRIDS: [Sample; 13] = [
    samples::SHORTEST_PATH,
    samples::LEXMIN_PATH,
    samples::NEAREST_SOURCE,
    samples::REACHABLE,
    samples::KING_MOVES,
    samples::ESCAPE,
    samples::DRAW_PATH,
    samples::BREAK_WALLS,
    samples::SWAMP,
    samples::KEYS_DOORS,
    samples::MONSTER_ESCAPE,
    samples::MIN_WALLS,
    samples::FLEE_TIE,
];

/// How many header numbers come before the grid rows.
fn header_len(name: &str) -> usize {
    match name {
        "break_walls" => 3,
        "robot_path" => 6,
        _ => 2,
    }
}

/// The sample split into its header tokens and its rows.
fn split(name: &str, sample: &str) -> (Vec<String>, Vec<String>) {
    let tokens: Vec<String> = sample.split_whitespace().map(String::from).collect();
    let (head, rows) = tokens.split_at(header_len(name));
    (head.to_vec(), rows.to_vec())
}

fn join(head: &[String], rows: &[String]) -> String {
    format!("{}\n{}\n", head.join(" "), rows.join("\n"))
}

/// Replaces the first occurrence of `from` in the rows (or appends a check failure).
fn replace_in_rows(rows: &[String], from: char, to: char) -> Option<Vec<String>> {
    let mut rows = rows.to_vec();
    let row = rows.iter().position(|r| r.contains(from))?;
    rows[row] = rows[row].replacen(from, &to.to_string(), 1);
    Some(rows)
}

/// Malformed variants shared by every grid program with a header.
fn grid_variants(name: &str, sample: &str) -> Vec<Vec<u8>> {
    let (head, rows) = split(name, sample);
    let mut bad: Vec<String> = vec![
        String::new(),
        "   \n".to_string(),
        head[..1].join(" "),
        head.join(" "),
        // Truncated: the last row missing, or cut in the middle.
        join(&head, &rows[..rows.len() - 1]),
        {
            let text = join(&head, &rows);
            text[..text.len() - 3].to_string()
        },
        // Leftovers after the grid.
        format!("{}extra\n", join(&head, &rows)),
    ];
    // Ragged rows: one too long, one too short.
    let mut long = rows.clone();
    long[0].push(rows[0].chars().last().unwrap_or('.'));
    bad.push(join(&head, &long));
    let mut short = rows.clone();
    short[rows.len() - 1].pop();
    bad.push(join(&head, &short));
    // Unknown characters, including non-ASCII.
    for unknown in ['?', 'é', '0'] {
        if let Some(rows) = replace_in_rows(&rows, '.', unknown) {
            bad.push(join(&head, &rows));
        }
    }
    // Headers that are not numbers, negative, zero, or absurd.
    let mut absurd = |rows_text: &str, cols_text: &str| {
        let mut h = head.clone();
        h[0] = rows_text.to_string();
        h[1] = cols_text.to_string();
        bad.push(join(&h, &rows));
    };
    absurd("x", "4");
    absurd("-3", "4");
    absurd("0", "4");
    absurd("3", "0");
    absurd("1000000000", "1000000000");
    absurd("99999999999999999999999", "3");
    absurd("100000", "100000");
    // A header that disagrees with the rows.
    absurd(&(rows.len() + 1).to_string(), &rows[0].len().to_string());
    bad.into_iter().map(String::into_bytes).collect()
}

/// Variants with a marker (`S`, `E`) missing or repeated.
fn marker_variants(name: &str, sample: &str, marker: char) -> Vec<Vec<u8>> {
    let (head, rows) = split(name, sample);
    let mut bad = Vec::new();
    if let Some(rows) = replace_in_rows(&rows, marker, '.') {
        bad.push(join(&head, &rows));
    }
    if let Some(rows) = replace_in_rows(&rows, '.', marker) {
        bad.push(join(&head, &rows));
    }
    bad.into_iter().map(String::into_bytes).collect()
}

#[test]
fn grid_programs_reject_malformed_input() {
    for Sample {
        program: name,
        input: sample,
        ..
    } in HEADER_GRIDS
    {
        for input in grid_variants(name, sample) {
            expect_error(name, &input);
        }
        // Bytes that are not UTF-8 text.
        let mut bytes = sample.as_bytes().to_vec();
        bytes.insert(6, 0xFF);
        expect_error(name, &bytes);
    }
}

#[test]
fn programs_reject_missing_or_repeated_markers() {
    for Sample {
        program: name,
        input: sample,
        ..
    } in HEADER_GRIDS
    {
        if name == "nearest_source" {
            continue; // any number of M, no S
        }
        // `flee`'s one marker is the player.
        let start = if name == "flee" { 'P' } else { 'S' };
        for input in marker_variants(name, sample, start) {
            expect_error(name, &input);
        }
        if sample.contains('E') {
            for input in marker_variants(name, sample, 'E') {
                expect_error(name, &input);
            }
        }
    }
}

#[test]
fn robot_path_rejects_bad_coordinates_and_grids() {
    for input in [
        "4 7 0 3 2 6",
        "4 7 1 3 5 6",
        "4 7 1 8 2 6",
        "4 7 1 3 2 99999999999",
        "4 7 1 -3 2 6",
        "4 7 1 3 2",
    ] {
        let rows = "\n1001000\n0010100\n0000000\n1101000\n";
        expect_error("robot_path", format!("{input}{rows}").as_bytes());
    }
    // A character other than 0 and 1.
    expect_error(
        "robot_path",
        b"4 7 1 3 2 6\n1001000\n0012100\n0000000\n1101000\n",
    );
    // Start or finish on a blocked cell.
    expect_error(
        "robot_path",
        b"4 7 1 1 2 6\n1001000\n0010100\n0000000\n1101000\n",
    );
    expect_error(
        "robot_path",
        b"4 7 1 3 1 4\n1001000\n0010100\n0000000\n1101000\n",
    );
    for input in grid_variants("robot_path", samples::ROBOT_PATH.input) {
        expect_error("robot_path", &input);
    }
}

#[test]
fn maze_dfs_rejects_bad_parameters() {
    for input in [
        "",
        "2 3",
        "2 3 1 4",
        "0 3 1",
        "2 0 1",
        "-2 3 1",
        "2 3 -1",
        "2 3 2147483647",
        "a b c",
        "100000 100000 1",
        "99999999999999999999 1 1",
    ] {
        expect_error("maze_dfs", input.as_bytes());
    }
}

#[test]
fn universal_commands_rejects_bad_grids() {
    for input in [
        "",
        "0x0\n00\n",
        "0x2\n000\n",
        "000\n000\n",
        "0x0\n00x\n",
        "0x0\n000\nextra\n",
    ] {
        expect_error("universal_commands", input.as_bytes());
    }
    // A cell more than 1000 steps from the exit: no answer of 1000 commands can exist.
    let far = format!("x{}\n", "0".repeat(1001));
    expect_error("universal_commands", far.as_bytes());
}

#[test]
fn puzzle_solves_boards_near_the_goal_and_tolerates_layout() {
    expect_answer("puzzle", "3\n1 2 3\n4 5 6\n7 8 0\n", "0");
    expect_answer("puzzle", "3\n1 2 3\n4 5 6\n7 0 8\n", "1");
    expect_answer(
        "puzzle",
        "4\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n",
        "0",
    );
    expect_answer(
        "puzzle",
        "4\n1 2 3 4\n5 6 7 8\n9 10 11 0\n13 14 15 12\n",
        "1",
    );
    // The 15-puzzle's parity: the blank's row counts.
    expect_answer(
        "puzzle",
        "4\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0\n",
        "unsolvable",
    );
    // Tabs, CRLF, blank lines, trailing spaces and no final newline are fine.
    expect_answer("puzzle", "3\r\n\r\n1\t2 3 \r\n4 5 6\n\n7 0 8", "1");
}

#[test]
fn puzzle_rejects_malformed_boards() {
    for input in [
        "",
        "   \n",
        "x\n1 2 3\n4 5 6\n7 8 0\n",
        "2\n1 2\n3 0\n",
        "5\n",
        "-3\n",
        "99999999999999999999\n",
        // Something after N on its line.
        "3 1 2 3\n4 5 6\n7 8 0\n",
        // A row too long, too short; too many numbers on one line.
        "3\n1 2 3 4\n5 6\n7 8 0\n",
        "3\n1 2\n3 4 5\n6 7 8 0\n",
        "3\n1 2 3 4 5 6 7 8 0\n",
        // Too few rows, too many.
        "3\n1 2 3\n4 5 6\n",
        "3\n1 2 3\n4 5 6\n7 8 0\n1 2 3\n",
        "3\n1 2 3\n4 5 6\n7 8 0\nextra\n",
        // A tile twice (and another missing), a tile out of range, not a number.
        "3\n1 2 3\n4 5 6\n7 8 8\n",
        "3\n0 2 3\n4 5 6\n7 8 0\n",
        "3\n1 2 3\n4 5 6\n7 8 9\n",
        "3\n1 2 3\n4 -5 6\n7 8 0\n",
        "3\n1 2 3\n4 x 6\n7 8 0\n",
        "4\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n",
        "4\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15\n",
    ] {
        expect_error("puzzle", input.as_bytes());
    }
    let mut bytes = samples::PUZZLE_HARDEST_8.input.as_bytes().to_vec();
    bytes.insert(3, 0xFF);
    expect_error("puzzle", &bytes);
}
