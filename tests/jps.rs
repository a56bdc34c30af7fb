//! Jump Point Search against A* on random grids: the same optimal lengths, legal cell paths
//! of the reported length, and a reused workspace answering like a fresh one.
//!
//! Grids are random in size (1×1 up to 20×20, and long thin ones up to 150 cells so that
//! straight jumps cross several 64-bit words) and in wall density; starts and goals are random
//! cells, so they may be walls or equal.

use gridpath::{AStar, Grid, GridSpace, JumpPath, JumpPointSearch, Octile, Pos, heuristic};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// Cases per property; set `PROPTEST_CASES` for a longer run.
const CASES: u32 = 600;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(CASES);
    ProptestConfig::with_cases(cases)
}

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
            let grid = Grid::from_vec(w, h, cells).unwrap();
            Case { grid, queries }
        })
}

fn pos(grid: &Grid<bool>, i: usize) -> Pos {
    let i = i % grid.len();
    Pos::new(
        u32::try_from(i / grid.width()).unwrap(),
        u32::try_from(i % grid.width()).unwrap(),
    )
}

/// Checks `found` against A* and checks its path move by move.
fn check_query(
    grid: &Grid<bool>,
    start: Pos,
    goal: Pos,
    found: Option<&JumpPath>,
) -> Result<(), TestCaseError> {
    let space = GridSpace::octile(grid, |&free| free);
    if !grid[start] || !grid[goal] {
        prop_assert!(found.is_none(), "a wall at start or goal: {found:?}");
        return Ok(());
    }
    let mut astar = AStar::new();
    let expected = astar
        .search(&space, [start], |p| p == goal, heuristic::octile(goal))
        .goal_distance();
    prop_assert_eq!(
        found.map(JumpPath::length),
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
    let points = found.jump_points();
    prop_assert_eq!(points.first(), Some(&start));
    prop_assert_eq!(points.last(), Some(&goal));
    let mut rest = path.iter();
    for p in points {
        prop_assert!(
            rest.any(|q| q == p),
            "jump point {p:?} not on the path in order"
        );
    }
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
    Ok(())
}

fn check_case(c: &Case) -> Result<(), TestCaseError> {
    let space = GridSpace::octile(&c.grid, |&free| free);
    let mut reused = JumpPointSearch::new();
    for &(s, g) in &c.queries {
        let (start, goal) = (pos(&c.grid, s), pos(&c.grid, g));
        let found = reused.search(&space, start, goal);
        check_query(&c.grid, start, goal, found.as_ref())?;
        let fresh = JumpPointSearch::new().search(&space, start, goal);
        prop_assert_eq!(found, fresh, "reused workspace differs from a fresh one");
        // Equal start and goal, and the reverse direction.
        let back = reused.search(&space, goal, start);
        check_query(&c.grid, goal, start, back.as_ref())?;
        let still = reused.search(&space, start, start);
        check_query(&c.grid, start, start, still.as_ref())?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(config())]

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
