//! The `play` example through its non-terminal mode: moves as letters on standard input.

mod common;

use common::programs::run;
use gridpath::maze::{Algorithm, MinStd};
use gridpath::{Bfs, Pos, Size, path_letters};

/// The letters of a shortest way out of the maze `play` makes with these flags.
fn way_out(rows: u32, cols: u32, seed: u32) -> String {
    let maze = Algorithm::Dfs
        .generate(Size::new(rows, cols), &mut MinStd::new(seed))
        .unwrap();
    let exit = Pos::new(rows - 1, cols - 1);
    let path = Bfs::new()
        .search(&maze, [Pos::new(0, 0)], |room| room == exit)
        .path()
        .unwrap();
    path_letters(&path).unwrap()
}

#[test]
fn a_shortest_way_out_escapes_in_the_fewest_moves() {
    let moves = way_out(6, 9, 11);
    let n = moves.len();
    // Lower case, spread over lines, and trailing moves after the exit are all fine.
    let input = format!(
        "{}\n{}\nUUU",
        moves[..n / 2].to_lowercase(),
        &moves[n / 2..]
    );
    let out = run(
        "play",
        &["--rows", "6", "--cols", "9", "--seed", "11"],
        input.as_bytes(),
    );
    assert_eq!(out.status, Some(0), "{}", out.stderr);
    assert_eq!(
        out.stdout,
        format!("escaped in {n} moves; shortest is {n}\n")
    );
}

#[test]
fn a_detour_and_bumps_are_counted() {
    let moves = way_out(4, 4, 3);
    let n = moves.len();
    // Into the top wall first: a bump, no move.
    let out = run(
        "play",
        &["--rows", "4", "--cols", "4", "--seed", "3"],
        format!("U{moves}").as_bytes(),
    );
    assert_eq!(out.status, Some(0));
    assert_eq!(
        out.stdout,
        format!("escaped in {n} moves; shortest is {n} (1 bump into a wall)\n")
    );
}

#[test]
fn moves_that_stop_short_lose() {
    let moves = way_out(5, 5, 2026);
    let n = moves.len();
    let out = run(
        "play",
        &["--rows", "5", "--cols", "5"],
        &moves.as_bytes()[..n - 1],
    );
    assert_eq!(out.status, Some(1));
    assert_eq!(
        out.stdout,
        format!(
            "not escaped after {} moves, 1 from the exit; shortest is {n}\n",
            n - 1
        )
    );
}

#[test]
fn a_letter_that_is_not_a_move_is_an_error() {
    let out = run("play", &["--rows", "3", "--cols", "3"], b"RRX");
    assert_eq!(out.status, Some(2));
    assert_eq!(out.stdout, "");
    assert_eq!(
        out.stderr,
        "error: 'X' (character 3) is not a move: use U, R, D or L\n"
    );
    let bad_flag = run("play", &["--rows", "many"], b"");
    assert_eq!(bad_flag.status, Some(2));
    assert!(
        bad_flag.stderr.starts_with("error: --rows: \"many\""),
        "{}",
        bad_flag.stderr
    );
}
