//! Jump Point Search against A* on random grids: the same optimal lengths, legal cell paths
//! of the reported length, turning points (read from the jump points) that are the direction
//! changes of the path, and a reused workspace answering like a fresh one.
//!
//! Grids are random in size (1×1 up to 20×20, and long thin ones up to 150 cells so that
//! straight jumps cross several 64-bit words) and in wall density; starts and goals are random
//! cells, so they may be walls or equal.

mod common;

use common::{open_cells, proptest_config};
use gridpath::JumpGridError;
use gridpath::{
    AStar, DiagonalRule, Dir, Grid, GridSpace, JumpGrid, JumpPointSearch, Moves, Octile,
    OctileSteps, Pos, Size, heuristic,
};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// A Jump Point Search answer as these tests read it: its length, every cell, the expansions,
/// and the turning points it reports.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Found {
    length: Octile,
    path: Vec<Pos>,
    expanded: usize,
    turning_points: Vec<Pos>,
}

/// The turning points of a path of moves: its ends and every cell where the direction changes.
fn turns_of(path: &[Pos]) -> Vec<Pos> {
    let mut points: Vec<Pos> = path.first().copied().into_iter().collect();
    for w in path.windows(3) {
        if Dir::between(w[0], w[1]) != Dir::between(w[1], w[2]) {
            points.push(w[1]);
        }
    }
    if path.len() > 1 {
        points.extend(path.last());
    }
    points
}

impl Found {
    fn length(&self) -> Octile {
        self.length
    }
    fn path(&self) -> Vec<Pos> {
        self.path.clone()
    }
    fn expanded(&self) -> usize {
        self.expanded
    }
    /// The path's turning points: its ends and every cell where the direction changes.
    fn jump_points(&self) -> Vec<Pos> {
        turns_of(&self.path)
    }
}

/// One query from `start` to `goal`, as a [`Found`] if there is a path.
trait Query {
    fn query(&mut self, grid: &JumpGrid, start: Pos, goal: Pos) -> Option<Found>;
}

impl Query for JumpPointSearch {
    fn query(&mut self, grid: &JumpGrid, start: Pos, goal: Pos) -> Option<Found> {
        let found = self.search(grid, [start], goal);
        let (length, path) = (found.goal_distance(), found.path());
        let turning_points = found.turning_points();
        assert_eq!(
            length.is_some(),
            path.is_some(),
            "a distance comes with its path"
        );
        assert_eq!(length.is_some(), turning_points.is_some());
        Some(Found {
            length: length?,
            path: path?,
            expanded: found.expanded(),
            turning_points: turning_points?,
        })
    }
}

/// Cases per property; set `PROPTEST_CASES` for a longer run.
const CASES: u32 = 600;

/// A grid of `true` (free) and `false` (wall) cells with a random density of walls, and some
/// queries on it (cell indices, reduced modulo the size).
#[derive(Debug, Clone)]
struct Case {
    grid: Grid<bool>,
    queries: Vec<(usize, usize)>,
}

fn case(
    rows: std::ops::RangeInclusive<usize>,
    cols: std::ops::RangeInclusive<usize>,
) -> impl Strategy<Value = Case> {
    (rows, cols, 0u32..=60)
        .prop_flat_map(|(h, w, density)| {
            (
                Just((h, w)),
                vec((0u32..100).prop_map(move |r| r >= density), h * w),
                vec((any::<usize>(), any::<usize>()), 1..6),
            )
        })
        .prop_map(|((h, w), cells, queries)| {
            let grid = Grid::from_vec(Size::try_from((h, w)).unwrap(), cells).unwrap();
            Case { grid, queries }
        })
}

fn pos(grid: &Grid<bool>, i: usize) -> Pos {
    let i = i % grid.len();
    Pos::new(
        u32::try_from(i / grid.width() as usize).unwrap(),
        u32::try_from(i % grid.width() as usize).unwrap(),
    )
}

/// Checks `found` against A* and checks its path move by move.
fn check_query(
    grid: &Grid<bool>,
    start: Pos,
    goal: Pos,
    found: Option<&Found>,
) -> Result<(), TestCaseError> {
    let space = GridSpace::octile(grid, |&free| free);
    if !grid[start] || !grid[goal] {
        prop_assert!(found.is_none(), "a wall at start or goal: {found:?}");
        return Ok(());
    }
    let mut astar = AStar::new();
    let reference = astar.search(&space, [start], |p| p == goal, heuristic::octile(goal));
    let expected = reference.goal_distance();
    // A*'s turning points, filtered from its path, are its path's direction changes.
    prop_assert_eq!(
        reference.turning_points(),
        reference.path().map(|path| turns_of(&path))
    );
    prop_assert_eq!(
        found.map(Found::length),
        expected,
        "{:?} -> {:?}",
        start,
        goal
    );
    let Some(found) = found else {
        return Ok(());
    };
    let path = found.path();
    prop_assert_eq!(path.first(), Some(&start));
    prop_assert_eq!(path.last(), Some(&goal));
    let mut length = Octile::new(0, 0);
    for pair in path.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        prop_assert!(grid[a] && grid[b], "{a:?} -> {b:?} through a wall");
        let (dr, dc) = (a.row.abs_diff(b.row), a.col.abs_diff(b.col));
        prop_assert!(
            dr <= 1 && dc <= 1 && dr + dc > 0,
            "{a:?} -> {b:?} is not a move"
        );
        if dr + dc == 2 {
            let side_a = grid[Pos::new(a.row, b.col)];
            let side_b = grid[Pos::new(b.row, a.col)];
            prop_assert!(side_a && side_b, "{a:?} -> {b:?} cuts a corner");
            length = length + Octile::DIAGONAL;
        } else {
            length = length + Octile::STRAIGHT;
        }
    }
    prop_assert_eq!(length, found.length());
    // The turning points read from the jump points are the path's direction changes.
    prop_assert_eq!(&found.turning_points, &turns_of(&path));
    Ok(())
}

/// The `JumpGrid` of a grid of free (`true`) and blocked cells.
fn prepare(grid: &Grid<bool>) -> JumpGrid {
    JumpGrid::new(&GridSpace::octile(grid, |&free| free)).unwrap()
}

fn check_case(c: &Case) -> Result<(), TestCaseError> {
    let jump_grid = prepare(&c.grid);
    let mut reused = JumpPointSearch::new();
    for &(s, g) in &c.queries {
        let (start, goal) = (pos(&c.grid, s), pos(&c.grid, g));
        let found = reused.query(&jump_grid, start, goal);
        check_query(&c.grid, start, goal, found.as_ref())?;
        let fresh = JumpPointSearch::new().query(&jump_grid, start, goal);
        prop_assert_eq!(found, fresh, "reused workspace differs from a fresh one");
        // Equal start and goal, and the reverse direction.
        let back = reused.query(&jump_grid, goal, start);
        check_query(&c.grid, goal, start, back.as_ref())?;
        let still = reused.query(&jump_grid, start, start);
        check_query(&c.grid, start, start, still.as_ref())?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config(CASES))]

    #[test]
    fn small_grids_match_astar(c in case(1..=20, 1..=20)) {
        check_case(&c)?;
    }

    #[test]
    fn wide_grids_match_astar(c in case(1..=6, 60..=150)) {
        check_case(&c)?;
    }

    #[test]
    fn tall_grids_match_astar(c in case(60..=150, 1..=6)) {
        check_case(&c)?;
    }

    #[test]
    fn large_grids_match_astar(c in case(60..=90, 60..=90)) {
        check_case(&c)?;
    }
}

// ---------------------------------------------------------------------------------------------
// Fixed layouts
// ---------------------------------------------------------------------------------------------

/// A 1-wide serpentine corridor with far more corridor corners than a straight jump follows
/// before it stops at one, so the jump stops at corners part of the way.
#[test]
fn long_serpentine_corridor() {
    let (width, height) = (5, 161);
    let grid = Grid::from_fn(Size::new(height, width), |p| {
        let (r, c) = (p.row, p.col);
        match r % 4 {
            0 | 2 => true,
            1 => c == width - 1,
            _ => c == 0,
        }
    })
    .unwrap();
    let (start, goal) = (Pos::new(0, 0), Pos::new(160, 4));
    let found = JumpPointSearch::new().query(&prepare(&grid), start, goal);
    check_query(&grid, start, goal, found.as_ref()).unwrap();
    let found = found.unwrap();
    // 81 rows of 4 steps across, 160 steps down.
    assert_eq!(found.length(), Octile::new(81 * 4 + 160, 0));
    assert!(
        found.jump_points().len() > 160,
        "every corner is a turning point"
    );
    assert!(
        found.expanded() < 10,
        "corners are followed, not queued: {}",
        found.expanded()
    );
}

/// Straight jumps of every length class: under 63 cells (in the table's byte), up to 65535
/// (in its side table), and longer (scanned), along rows and along columns, on grids 70,000
/// cells long with a few walls.
#[test]
fn jumps_of_every_length_match_astar() {
    let long = 70_000;
    let walls = [Pos::new(1, 40), Pos::new(0, 2_000), Pos::new(1, 69_990)];
    let queries = [
        (Pos::new(1, 0), Pos::new(1, long - 1)),
        (Pos::new(0, 0), Pos::new(2, long - 1)),
        (Pos::new(2, long - 1), Pos::new(0, 3)),
        // From here right the row is clear for more than 65535 cells.
        (Pos::new(2, 42), Pos::new(2, 69_989)),
        (Pos::new(2, 69_999), Pos::new(2, 41)),
    ];
    let flip = |p: Pos| Pos::new(p.col, p.row);
    for transposed in [false, true] {
        let turn = |p: Pos| if transposed { flip(p) } else { p };
        let size = if transposed {
            Size::new(long, 3)
        } else {
            Size::new(3, long)
        };
        let grid = Grid::from_fn(size, |p| !walls.contains(&turn(p))).unwrap();
        let jump_grid = prepare(&grid);
        let mut jps = JumpPointSearch::new();
        for (start, goal) in queries.map(|(s, g)| (turn(s), turn(g))) {
            let found = jps.query(&jump_grid, start, goal);
            check_query(&grid, start, goal, found.as_ref()).unwrap();
            assert!(found.is_some(), "{start:?} -> {goal:?}");
        }
    }
}

/// A closed ring of corridor with no branch: a jump from the start goes round and round until
/// the corner bound stops it; the search still ends.
#[test]
fn closed_ring_terminates() {
    let grid = open_cells(
        "#######\n\
         #.....#\n\
         #.###.#\n\
         #.....#\n\
         #######\n\
         #..#..#\n",
    );
    let jump_grid = prepare(&grid);
    let mut jps = JumpPointSearch::new();
    let start = Pos::new(1, 3);
    assert_eq!(jps.query(&jump_grid, start, Pos::new(5, 1)), None);
    for goal in [
        Pos::new(3, 3),
        Pos::new(1, 1),
        Pos::new(2, 5),
        Pos::new(1, 4),
    ] {
        let found = jps.query(&jump_grid, start, goal);
        check_query(&grid, start, goal, found.as_ref()).unwrap();
    }
}

/// The forced-neighbour rule of the no-corner-cutting model: moving right along the wall's
/// lower side, the jump stops where the wall ends (the cell above becomes free while the one
/// above the previous cell is blocked), and not one cell earlier as with corner cutting.
#[test]
fn jump_stops_where_the_wall_ends() {
    let grid = open_cells(
        "...#....\n\
         ###.....\n\
         ........\n",
    );
    let (start, goal) = (Pos::new(2, 0), Pos::new(0, 4));
    let found = JumpPointSearch::new()
        .query(&prepare(&grid), start, goal)
        .unwrap();
    check_query(&grid, start, goal, Some(&found)).unwrap();
    // Right to (2,3), diagonally to (1,4), up: 4 + √2. With corner cutting allowed, the
    // jump would have stopped at (2,2), beside the wall's last cell.
    assert_eq!(found.length(), Octile::new(4, 1));
    assert_eq!(
        found.jump_points(),
        &[
            Pos::new(2, 0),
            Pos::new(2, 3),
            Pos::new(1, 4),
            Pos::new(0, 4)
        ]
    );
}

/// Equal and blocked endpoints, positions outside the grid, a 1×1 grid.
#[test]
fn trivial_queries() {
    let grid = open_cells(".#\n..\n");
    let jump_grid = prepare(&grid);
    let mut jps = JumpPointSearch::new();
    let here = jps
        .query(&jump_grid, Pos::new(0, 0), Pos::new(0, 0))
        .unwrap();
    assert_eq!(here.length(), Octile::new(0, 0));
    assert_eq!(here.path(), vec![Pos::new(0, 0)]);
    assert_eq!(here.jump_points(), &[Pos::new(0, 0)]);
    assert_eq!(jps.query(&jump_grid, Pos::new(0, 1), Pos::new(0, 1)), None);
    assert_eq!(jps.query(&jump_grid, Pos::new(0, 0), Pos::new(0, 1)), None);
    assert_eq!(jps.query(&jump_grid, Pos::new(0, 1), Pos::new(0, 0)), None);
    assert_eq!(jps.query(&jump_grid, Pos::new(0, 0), Pos::new(5, 5)), None);
    assert_eq!(jps.query(&jump_grid, Pos::new(9, 0), Pos::new(1, 1)), None);
    // No corner cutting: (0,0) -> (1,1) goes round through (1,0).
    let found = jps
        .query(&jump_grid, Pos::new(0, 0), Pos::new(1, 1))
        .unwrap();
    assert_eq!(found.length(), Octile::new(2, 0));
    let one = open_cells(".\n");
    let jump_grid = prepare(&one);
    let found = jps
        .query(&jump_grid, Pos::new(0, 0), Pos::new(0, 0))
        .unwrap();
    assert_eq!(found.length(), Octile::new(0, 0));
}

/// More queries on one workspace than its one-byte epoch marks can count, so the marks are
/// refilled on the way, with `reserve` between rounds (now and then for a grid of another
/// size, which reallocates the records): every answer still equals a fresh workspace's.
#[test]
fn workspace_reuse_past_epoch_wrap() {
    let grid = open_cells(
        "........\n\
         .##..#..\n\
         ..#..#..\n\
         ....##..\n\
         .#......\n",
    );
    let jump_grid = prepare(&grid);
    let cells: Vec<Pos> = grid.positions().filter(|&p| grid[p]).collect();
    let mut expected = Vec::new();
    for &a in &cells {
        for &b in &cells {
            expected.push(JumpPointSearch::new().query(&jump_grid, a, b));
        }
    }
    let other = prepare(&open_cells("....\n....\n"));
    let mut jps = JumpPointSearch::new();
    let mut queries = 0;
    for round in 0.. {
        if queries >= 70_000 {
            break;
        }
        jps.reserve(if round % 7 == 3 { &other } else { &jump_grid });
        let mut answers = expected.iter();
        for &a in &cells {
            for &b in &cells {
                assert_eq!(&jps.query(&jump_grid, a, b), answers.next().unwrap());
                queries += 1;
            }
        }
    }
}

/// A space with another move set is an error that names its moves and rule, not a silent
/// fallback; the same moves with unit costs are prepared with octile costs on request.
#[test]
fn other_move_sets_are_errors() {
    let grid = open_cells("...\n.#.\n...\n");
    for (moves, n, rule) in [
        (Moves::four(), 4, DiagonalRule::NoCornerCutting),
        (Moves::eight(DiagonalRule::Always), 8, DiagonalRule::Always),
        (
            Moves::eight(DiagonalRule::NotBetweenBlocked),
            8,
            DiagonalRule::NotBetweenBlocked,
        ),
    ] {
        let space = GridSpace::with_rule(&grid, moves.clone(), OctileSteps(|&f: &bool| f));
        let err = JumpGrid::new(&space).unwrap_err();
        assert_eq!(
            err,
            JumpGridError::Moves {
                moves: n,
                rule: rule.name()
            },
            "{moves:?}"
        );
        assert!(err.to_string().contains("8 directions"), "{err}");
        let unit = GridSpace::new(&grid, moves, |&f| f);
        assert_eq!(JumpGrid::with_octile_costs(&unit).unwrap_err(), err);
    }
    let unit = GridSpace::new(&grid, Moves::eight(DiagonalRule::NoCornerCutting), |&f| f);
    let jump_grid = JumpGrid::with_octile_costs(&unit).unwrap();
    let found = JumpPointSearch::new().query(&jump_grid, Pos::new(0, 0), Pos::new(2, 2));
    assert_eq!(found.unwrap().length(), Octile::new(4, 0));
}

/// A `JumpGrid` is `Send + Sync` and owns its data: one value answers queries from several
/// threads at once, each with its own workspace, exactly as on one thread.
#[test]
fn one_jump_grid_shared_between_threads() {
    fn send_sync<T: Send + Sync + 'static>() {}
    send_sync::<JumpGrid>();

    let grid = Grid::from_fn(Size::new(30, 40), |p| (p.row * 7 + p.col * 13) % 5 != 0).unwrap();
    let jump_grid = prepare(&grid);
    let cells: Vec<Pos> = grid.positions().filter(|&p| grid[p]).step_by(17).collect();
    let queries: Vec<(Pos, Pos)> = cells
        .iter()
        .flat_map(|&a| cells.iter().map(move |&b| (a, b)))
        .collect();
    let mut jps = JumpPointSearch::new();
    let alone: Vec<Option<Found>> = queries
        .iter()
        .map(|&(a, b)| jps.query(&jump_grid, a, b))
        .collect();
    assert!(alone.iter().filter(|found| found.is_some()).count() > 100);
    let (first, second) = queries.split_at(queries.len() / 2);
    let shared = &jump_grid;
    let answers: Vec<Option<Found>> = std::thread::scope(|scope| {
        let threads = [first, second].map(|part| {
            scope.spawn(move || {
                let mut jps = JumpPointSearch::new();
                let found: Vec<_> = part.iter().map(|&(a, b)| jps.query(shared, a, b)).collect();
                found
            })
        });
        threads
            .into_iter()
            .flat_map(|thread| thread.join().unwrap())
            .collect()
    });
    assert_eq!(answers, alone);
}
