//! `gridpath::testing` used exactly as a user would: property-testing a pathfinder written
//! here, with none of gridpath's engines, against the exported strategies and oracle.
//!
//! The pathfinder is a plain breadth-first search over 8-neighbour moves without corner
//! cutting. Its correct version passes; two deliberately wrong versions — one that cuts
//! corners, one that answers "no path" when the goal is the start — must fail, and the test
//! shows proptest's minimal failing case for each.
//!
//! Needs the `proptest` feature (`cargo test --all-features`); see `required-features` in
//! `Cargo.toml`.

use std::collections::{HashMap, VecDeque};

use gridpath::testing::{Endpoints, Oracle, grid_with_endpoints, grids, mazes};
use gridpath::{DiagonalRule, Grid, Moves, Pos};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestError, TestRng, TestRunner};

/// The user's mistakes, switched on one at a time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Bug {
    None,
    /// Diagonal steps ignore the two side cells.
    CutsCorners,
    /// Returns `None` when the goal is the start.
    NothingToDo,
}

/// The user's pathfinder: BFS over the eight neighbours, diagonals only past two free side
/// cells; the path is the list of visited cells, start and goal included.
fn user_bfs(grid: &Grid<bool>, start: Pos, goal: Pos, bug: Bug) -> Option<Vec<Pos>> {
    if bug == Bug::NothingToDo && start == goal {
        return None;
    }
    let free = |row: i64, col: i64| -> bool {
        let (Ok(row), Ok(col)) = (u32::try_from(row), u32::try_from(col)) else {
            return false;
        };
        grid.get(Pos::new(row, col)).copied().unwrap_or(false)
    };
    let mut parent: HashMap<Pos, Pos> = HashMap::from([(start, start)]);
    let mut queue = VecDeque::from([start]);
    while let Some(here) = queue.pop_front() {
        if here == goal {
            let mut path = vec![here];
            while path[path.len() - 1] != start {
                path.push(parent[&path[path.len() - 1]]);
            }
            path.reverse();
            return Some(path);
        }
        let (row, col) = (i64::from(here.row), i64::from(here.col));
        for (dr, dc) in [
            (-1, 0),
            (-1, 1),
            (0, 1),
            (1, 1),
            (1, 0),
            (1, -1),
            (0, -1),
            (-1, -1),
        ] {
            let (r, c) = (row + dr, col + dc);
            if !free(r, c) {
                continue;
            }
            let diagonal = dr != 0 && dc != 0;
            if diagonal && bug != Bug::CutsCorners && !(free(row, c) && free(r, col)) {
                continue;
            }
            let next = Pos::new(
                u32::try_from(r).expect("free cells are in the grid"),
                u32::try_from(c).expect("free cells are in the grid"),
            );
            if let std::collections::hash_map::Entry::Vacant(slot) = parent.entry(next) {
                slot.insert(here);
                queue.push_back(next);
            }
        }
    }
    None
}

fn moves() -> Moves {
    Moves::eight(DiagonalRule::NoCornerCutting)
}

/// The property every version is held to.
fn optimal(case: &Endpoints<bool>, bug: Bug) -> Result<(), TestCaseError> {
    let oracle = Oracle::new(&case.grid, moves());
    let path = user_bfs(&case.grid, case.start, case.goal, bug);
    oracle.check_path(case.start, case.goal, path.as_deref())?;
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// The correct pathfinder on random grids: every answer is a legal shortest path, and
    /// "no path" only when the goal is unreachable.
    #[test]
    fn correct_bfs_is_optimal_on_grids(case in grid_with_endpoints(grids(1..=10, 1..=10, 30))) {
        let oracle = Oracle::new(&case.grid, moves());
        let path = user_bfs(&case.grid, case.start, case.goal, Bug::None);
        oracle.check_path(case.start, case.goal, path.as_deref())?;
    }

    /// The same on perfect mazes, where every free cell is reachable.
    #[test]
    fn correct_bfs_is_optimal_on_mazes(case in grid_with_endpoints(mazes(1..=5, 1..=5))) {
        optimal(&case, Bug::None)?;
        prop_assert!(user_bfs(&case.grid, case.start, case.goal, Bug::None).is_some());
    }
}

/// Runs the property for a buggy version with a fixed seed and returns proptest's verdict:
/// the failure message and the shrunk case.
fn run_buggy(bug: Bug) -> (String, Endpoints<bool>) {
    let config = Config {
        cases: 256,
        failure_persistence: None,
        ..Config::default()
    };
    let rng = TestRng::deterministic_rng(config.rng_algorithm);
    let mut runner = TestRunner::new_with_rng(config, rng);
    let strategy = grid_with_endpoints(grids(1..=10, 1..=10, 30));
    match runner.run(&strategy, |case| optimal(&case, bug)) {
        Ok(()) => panic!("the oracle passed the pathfinder with {bug:?}"),
        Err(TestError::Fail(reason, case)) => (reason.to_string(), case),
        Err(TestError::Abort(reason)) => panic!("the run was aborted: {reason}"),
    }
}

#[test]
fn oracle_catches_corner_cutting() {
    let (reason, case) = run_buggy(Bug::CutsCorners);
    println!("minimal failing case:\n{case:?}{reason}");
    // The oracle rejects the shortcut itself, not just the length it saves.
    assert!(
        reason.contains("cuts a corner, which DiagonalRule::NoCornerCutting forbids"),
        "unexpected failure for the corner-cutting pathfinder: {reason}\n{case:?}"
    );
    // Shrinking leaves a grid about as small as a cut corner needs (2 × 2).
    assert!(
        case.grid.len() <= 6,
        "the failing case did not shrink:\n{case:?}{reason}"
    );
}

#[test]
fn oracle_catches_a_missed_trivial_path() {
    let (reason, case) = run_buggy(Bug::NothingToDo);
    println!("minimal failing case:\n{case:?}{reason}");
    assert_eq!(case.start, case.goal, "{case:?}");
    assert_eq!(
        reason,
        format!(
            "claimed no path, but {} is reachable from {} at length 0",
            case.goal, case.start
        ),
        "{case:?}"
    );
    assert_eq!(
        (case.grid.len(), case.start),
        (1, Pos::new(0, 0)),
        "shrinks to one free cell:\n{case:?}"
    );
}
