//! Problem 16 of `examples/README.md`, `doors`, run as a user runs it: the example binary fed
//! on standard input (as `tests/problems.rs` runs the others).
//!
//! 1. The sample gives exactly the printed answer, byte for byte; an input without a `path`
//!    query prints nothing at all; the layout of whitespace (CRLF, blank lines, tabs, a missing
//!    final newline) does not matter.
//! 2. Every kind of bad input — ragged rows, unknown characters, too few or too many rows or
//!    queries, an unknown command, a missing or extra argument, a coordinate that is not a
//!    number or lies outside the grid — ends with exit status 2, one `error:` line on
//!    standard error and nothing on standard output.
//!
//! `tests/problem_properties.rs` checks the answers against a brute-force reference on random
//! grids and query sequences.

mod common;

use common::programs;
use common::samples;

/// The sample's grid with its header: 3 × 5, a wall column with a door in the middle row.
const GRID: &str = "3 5\n..#..\n.....\n..#..\n";

/// The sample's grid followed by `queries` (one per line) under their count.
fn with_queries(queries: &[&str]) -> String {
    let mut text = format!("{GRID}{}\n", queries.len());
    for query in queries {
        text.push_str(query);
        text.push('\n');
    }
    text
}

// ---------------------------------------------------------------------------------------------
// 1. Answers
// ---------------------------------------------------------------------------------------------

#[test]
fn sample_gives_the_printed_answer() {
    programs::expect_answer("doors", samples::DOORS.input, samples::DOORS.answer);
}

#[test]
fn no_path_query_prints_nothing() {
    programs::expect_answer("doors", &with_queries(&[]), "");
    programs::expect_answer("doors", &with_queries(&["toggle 0 0", "toggle 1 2"]), "");
    programs::expect_answer("doors", "1 1\n#\n0", "");
}

#[test]
fn blocked_comes_before_none_and_a_cell_to_itself_is_zero() {
    // (0, 0) walled in by a toggle of the door: blocked for a wall end, none otherwise.
    programs::expect_answer(
        "doors",
        &with_queries(&[
            "path 1 1 1 1",
            "toggle 1 2",
            "path 0 0 0 4",
            "path 0 2 0 4",
            "path 0 4 0 2",
            "toggle 0 3",
            "path 0 3 0 3",
            "toggle 0 3",
            "path 0 4 0 3",
        ]),
        "0 0\nnone\nblocked\nblocked\nblocked\n1 0\n",
    );
    // A diagonal step needs both cells beside it: none between two walls.
    programs::expect_answer("doors", "2 2\n.#\n#.\n1\npath 0 0 1 1\n", "none\n");
    programs::expect_answer("doors", "2 2\n..\n..\n1\npath 0 0 1 1\n", "0 1\n");
}

#[test]
fn layout_differences_do_not_matter() {
    let expected = samples::DOORS.answer;
    // CRLF line ends, and no final newline.
    let crlf = samples::DOORS.input.replace('\n', "\r\n");
    programs::expect_answer("doors", crlf.trim_end(), expected);
    // Blank lines between the queries, tabs and spaces inside them.
    let spaced = samples::DOORS
        .input
        .replace("\npath", "\n\n  path")
        .replace("toggle ", "toggle\t ");
    programs::expect_answer("doors", &spaced, expected);
    // The header and the rows as whitespace-separated tokens.
    let tokens = samples::DOORS
        .input
        .replacen("3 5\n..#..\n", "3\t5 ..#.. ", 1);
    programs::expect_answer("doors", &tokens, expected);
}

// ---------------------------------------------------------------------------------------------
// 2. Bad input
// ---------------------------------------------------------------------------------------------

#[test]
fn bad_grids_are_errors() {
    for input in [
        // Nothing, a header only, no query count.
        "",
        "   \n",
        "3",
        "3 5",
        GRID,
        // Ragged rows: one too long, one too short.
        "3 5\n..#...\n.....\n..#..\n0\n",
        "3 5\n..#..\n....\n..#..\n0\n",
        // Unknown characters.
        "3 5\n..#..\n..S..\n..#..\n0\n",
        "3 5\n..#..\n..x..\n..#..\n0\n",
        "3 5\n..#..\n..é..\n..#..\n0\n",
        "3 5\n..#..\n..0..\n..#..\n0\n",
        // Fewer rows than the header says (a query line read as a row), more rows.
        "4 5\n..#..\n.....\n..#..\n0\n",
        "4 5\n..#..\n.....\n..#..\n1\npath 0 0 1 1\n",
        "2 5\n..#..\n.....\n..#..\n0\n",
        // Bad headers.
        "x 5\n..#..\n.....\n..#..\n0\n",
        "-3 5\n..#..\n.....\n..#..\n0\n",
        "0 5\n0\n",
        "3 0\n0\n",
        "100000 100000\n0\n",
        "99999999999999999999999 5\n0\n",
    ] {
        programs::expect_error("doors", input.as_bytes());
    }
    // Bytes that are not UTF-8 text.
    let mut bytes = samples::DOORS.input.as_bytes().to_vec();
    bytes.insert(6, 0xFF);
    programs::expect_error("doors", &bytes);
}

#[test]
fn bad_query_counts_are_errors() {
    let queries = "path 0 0 0 4\ntoggle 1 2\n";
    for count in ["1", "3", "x", "-1", "2.0", "99999999999999999999999"] {
        programs::expect_error("doors", format!("{GRID}{count}\n{queries}").as_bytes());
    }
    // A query on the line of the count.
    programs::expect_error(
        "doors",
        format!("{GRID}2 path 0 0 0 4\ntoggle 1 2\n").as_bytes(),
    );
    // Queries announced, none there.
    programs::expect_error("doors", format!("{GRID}1\n").as_bytes());
    programs::expect_error("doors", format!("{GRID}1\n\n   \n").as_bytes());
}

#[test]
fn bad_queries_are_errors() {
    for query in [
        // Unknown commands.
        "walk 0 0",
        "Path 0 0 0 4",
        "TOGGLE 0 0",
        "0 0",
        // Missing arguments.
        "toggle",
        "toggle 0",
        "path",
        "path 0 0",
        "path 0 0 0",
        // Extra arguments.
        "toggle 0 0 0",
        "toggle 0 0 path",
        "path 0 0 0 4 0",
        "path 0 0 0 4 x",
        // Not numbers.
        "toggle a 0",
        "toggle 0 -1",
        "toggle 0 1.0",
        "path 0 0 0 +",
        "path 0 0 99999999999999999999999 0",
        // Outside the grid (3 rows, 5 columns).
        "toggle 3 0",
        "toggle 0 5",
        "path 3 0 0 0",
        "path 0 5 0 0",
        "path 0 0 3 0",
        "path 0 0 0 5",
        "path 4294967295 0 0 0",
    ] {
        // Alone, and after a valid path query whose answer must not be printed.
        programs::expect_error("doors", with_queries(&[query]).as_bytes());
        programs::expect_error(
            "doors",
            with_queries(&["path 0 0 0 4", query, "path 1 1 1 1"]).as_bytes(),
        );
    }
    // Two queries on one line, one query over two lines.
    programs::expect_error(
        "doors",
        format!("{GRID}2\ntoggle 0 0 toggle 0 1\n").as_bytes(),
    );
    programs::expect_error("doors", format!("{GRID}1\npath 0 0\n0 4\n").as_bytes());
}
