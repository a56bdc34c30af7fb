//! The maze solvers (`gridpath::solve`) against the crate's `Bfs`: on perfect mazes of every
//! generator they all find the one path; on braided mazes and random grids the wall follower
//! finishes or says it circles, Trémaux and dead-end filling always finish, and "no path" comes
//! exactly when `Bfs` finds none.

use gridpath::maze::{Algorithm, MinStd, braid};
use gridpath::solve::{self, Hand, SolveError, Solver};
use gridpath::{Bfs, Dir, Grid, GridSpace, Moves, Pos, Size};

/// A shortest path by `Bfs`, or `None`.
fn bfs_path(grid: &Grid<bool>, start: Pos, goal: Pos) -> Option<Vec<Pos>> {
    Bfs::new()
        .search(
            GridSpace::new(grid, Moves::four(), |&open| open),
            [start],
            |p| p == goal,
        )
        .path()
}

/// Checks that `path` goes from `start` to `goal` through open cells by straight steps and
/// holds no cell twice.
fn assert_valid_path(grid: &Grid<bool>, path: &[Pos], start: Pos, goal: Pos, what: &str) {
    assert_eq!(path.first(), Some(&start), "{what}: starts at the start");
    assert_eq!(path.last(), Some(&goal), "{what}: ends at the goal");
    assert!(
        path.iter().all(|&p| grid.get(p) == Some(&true)),
        "{what}: open cells only"
    );
    assert!(
        path.windows(2)
            .all(|w| Dir::between(w[0], w[1]).is_some_and(|d| !d.is_diagonal())),
        "{what}: straight steps"
    );
    let mut cells = path.to_vec();
    cells.sort_unstable();
    cells.dedup();
    assert_eq!(cells.len(), path.len(), "{what}: no cell twice");
}

/// Checks that a walk (the wall follower's or Trémaux's `visited`) is a walk: from the start,
/// one straight step at a time, through open cells, to the goal.
fn assert_walk(grid: &Grid<bool>, walk: &[Pos], start: Pos, goal: Pos, what: &str) {
    assert_eq!(
        walk.first(),
        Some(&start),
        "{what}: the walk starts at the start"
    );
    assert_eq!(
        walk.last(),
        Some(&goal),
        "{what}: the walk ends at the goal"
    );
    assert!(walk.iter().all(|&p| grid.get(p) == Some(&true)), "{what}");
    assert!(
        walk.windows(2)
            .all(|w| Dir::between(w[0], w[1]).is_some_and(|d| !d.is_diagonal())),
        "{what}: the walk steps"
    );
}

/// Every solver on `grid` from `start` to `goal`, checked against `Bfs`. Returns how many
/// times the wall followers said they circle.
fn check_all(grid: &Grid<bool>, start: Pos, goal: Pos, perfect: bool, what: &str) -> usize {
    let shortest = bfs_path(grid, start, goal);
    let mut circles = 0;
    for solver in Solver::ALL {
        let what = format!("{what}, {solver}");
        let found = solver.solve(grid, |&open| open, start, goal);
        match (&found, &shortest, solver) {
            (Ok(found), Some(shortest), _) => {
                assert_valid_path(grid, found.path(), start, goal, &what);
                if perfect {
                    assert_eq!(found.path(), shortest, "{what}: the one path");
                }
                match solver {
                    Solver::DeadEndFilling => {
                        // Filling never removes a cell of a shortest path.
                        assert_eq!(found.path().len(), shortest.len(), "{what}: shortest");
                        assert!(found.visited().iter().all(|&p| grid.get(p) == Some(&true)));
                        if perfect {
                            // What is left open is exactly the path.
                            let open = grid.cells().iter().filter(|&&o| o).count();
                            assert_eq!(open - found.visited().len(), shortest.len(), "{what}");
                        }
                    }
                    Solver::WallFollower(_) | Solver::Tremaux => {
                        assert_walk(grid, found.visited(), start, goal, &what);
                    }
                }
            }
            (Err(SolveError::Circles { .. }), _, Solver::WallFollower(_)) => {
                assert!(!perfect, "{what}: circles on a perfect maze");
                circles += 1;
            }
            (Err(SolveError::NoPath), None, _) => {}
            _ => panic!("{what}: {found:?}, while Bfs finds {shortest:?}"),
        }
    }
    circles
}

#[test]
fn on_perfect_mazes_every_solver_finds_the_one_path() {
    let sizes = [(1, 1), (1, 9), (7, 1), (5, 8), (12, 12), (20, 31)];
    let mut mazes = 0;
    for algorithm in Algorithm::ALL {
        for seed in 1..=12 {
            let (rows, cols) = sizes[seed as usize % sizes.len()];
            let maze = algorithm
                .generate(Size::new(rows, cols), &mut MinStd::new(seed))
                .unwrap();
            let cells = maze.to_grid();
            let start = Pos::new(1, 1);
            let corner = Pos::new(2 * rows - 1, 2 * cols - 1);
            let middle = Pos::new(2 * (rows / 2) + 1, 2 * (cols / 2) + 1);
            let what = format!("{algorithm:?} {rows}×{cols} seed {seed}");
            assert_eq!(check_all(&cells, start, corner, true, &what), 0);
            assert_eq!(check_all(&cells, middle, start, true, &what), 0);
            mazes += 1;
        }
    }
    assert_eq!(mazes, 14 * 12);
}

#[test]
fn on_braided_mazes_the_solvers_finish() {
    let mut circles = 0;
    let mut runs = 0;
    for algorithm in Algorithm::ALL {
        for seed in 1..=6 {
            let mut rng = MinStd::new(seed);
            let mut maze = algorithm.generate(Size::new(10, 14), &mut rng).unwrap();
            braid(&mut maze, 1.0, &mut rng);
            let cells = maze.to_grid();
            let what = format!("braided {algorithm:?} seed {seed}");
            for goal in [Pos::new(19, 27), Pos::new(9, 13), Pos::new(11, 1)] {
                circles += check_all(&cells, Pos::new(1, 1), goal, false, &what);
                runs += 1;
            }
        }
    }
    // Braided mazes have loops round inner goals: some walks circle, and are reported.
    assert!(
        circles > 0,
        "no wall follower circled in {runs} braided runs"
    );
}

#[test]
fn on_random_grids_no_path_is_reported_exactly_when_there_is_none() {
    let mut rng = MinStd::new(2026);
    let (mut unreachable, mut reachable) = (0, 0);
    for case in 0..300 {
        let rows = 1 + rng.next_value() % 9;
        let cols = 1 + rng.next_value() % 9;
        let walls = 20 + rng.next_value() % 40;
        let mut grid =
            Grid::from_fn(Size::new(rows, cols), |_| (rng.next_value() % 100) >= walls).unwrap();
        let start = Pos::new(rng.next_value() % rows, rng.next_value() % cols);
        let goal = Pos::new(rng.next_value() % rows, rng.next_value() % cols);
        *grid.get_mut(start).unwrap() = true;
        *grid.get_mut(goal).unwrap() = true;
        check_all(&grid, start, goal, false, &format!("random grid {case}"));
        if bfs_path(&grid, start, goal).is_some() {
            reachable += 1;
        } else {
            unreachable += 1;
        }
    }
    assert!(
        reachable > 50 && unreachable > 50,
        "{reachable} / {unreachable}"
    );
}

#[test]
fn bad_endpoints_are_errors() {
    let grid = Grid::parse("..#\n...\n", |c| Some(c == '.')).unwrap();
    for solver in Solver::ALL {
        let outside = solver.solve(&grid, |&o| o, Pos::new(0, 0), Pos::new(2, 0));
        assert_eq!(
            outside,
            Err(SolveError::OutOfBounds {
                what: "goal",
                row: 2,
                col: 0,
                rows: 2,
                cols: 3
            })
        );
        let blocked = solver.solve(&grid, |&o| o, Pos::new(0, 2), Pos::new(1, 2));
        assert_eq!(
            blocked,
            Err(SolveError::Blocked {
                what: "start",
                row: 0,
                col: 2
            })
        );
        let same = solver
            .solve(&grid, |&o| o, Pos::new(1, 1), Pos::new(1, 1))
            .unwrap();
        assert_eq!(same.path(), [Pos::new(1, 1)]);
    }
}

#[test]
fn the_two_hands_walk_mirror_images() {
    // A T junction: the left hand turns left first, the right hand right.
    let grid = Grid::parse("...\n.#.\n", |c| Some(c == '.')).unwrap();
    let (start, goal) = (Pos::new(0, 1), Pos::new(1, 2));
    let left = solve::wall_follower(&grid, |&o| o, start, goal, Hand::Left).unwrap();
    let right = solve::wall_follower(&grid, |&o| o, start, goal, Hand::Right).unwrap();
    assert_eq!(right.visited(), [start, Pos::new(0, 2), goal]);
    // Facing up, the left hand goes left into the dead end, and back.
    assert_eq!(left.visited()[1], Pos::new(0, 0));
    assert_eq!(left.path(), right.path());
}
