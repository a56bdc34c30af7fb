//! The any-angle model (`gridpath::any_angle`): `Sight::visible` against a brute force written
//! from the model's three rules, cell by cell and corner by corner, in exact rationals — on
//! random grids (cells outside the grid blocked) and every pair of corners; and the searches
//! (Theta*, Lazy Theta*, string-pulled octile paths) between the exact oracle
//! (`VisibilityGraph`) and the octile path on the corner graph.

mod common;

use common::proptest_config;
use gridpath::any_angle::{
    Corner, LazyThetaStar, Route, Sight, ThetaStar, VisibilityGraph, path_length, string_pull,
};
use gridpath::{
    AStar, Cost, Grid, GridSpace, JumpGrid, JumpPointSearch, Length, Moves, Octile, Pos,
    SearchEvent, Size, StateSpace,
};
use proptest::collection::vec;
use proptest::prelude::*;

/// A fraction `num / den` with `den > 0`.
#[derive(Clone, Copy)]
struct Frac(i128, i128);

fn less(a: Frac, b: Frac) -> bool {
    a.0 * b.1 < b.0 * a.1
}

/// Whether the open segment from `a` to `b` meets the open interior of cell `(k, c)`: the
/// parameters `t` in (0, 1) with `c < x(t) < c + 1` and `k < y(t) < k + 1` form a non-empty
/// open interval.
fn crosses(a: Corner, b: Corner, k: i64, c: i64) -> bool {
    let (x0, y0) = (i128::from(a.col), i128::from(a.row));
    let (dx, dy) = (i128::from(b.col) - x0, i128::from(b.row) - y0);
    let mut low = Frac(0, 1);
    let mut high = Frac(1, 1);
    for (origin, delta, cell) in [(x0, dx, i128::from(c)), (y0, dy, i128::from(k))] {
        if delta == 0 {
            // The coordinate is the integer `origin` all along: never strictly inside.
            return false;
        }
        let (from, to) = (Frac(cell - origin, delta), Frac(cell + 1 - origin, delta));
        let normal = |f: Frac| if f.1 < 0 { Frac(-f.0, -f.1) } else { f };
        let (from, to) = (normal(from), normal(to));
        let (lo, hi) = if delta > 0 { (from, to) } else { (to, from) };
        if less(low, lo) {
            low = lo;
        }
        if less(hi, high) {
            high = hi;
        }
    }
    less(low, high)
}

/// The model, by brute force over every cell and every corner.
fn visible_by_definition(
    free: &dyn Fn(i64, i64) -> bool,
    size: Size,
    a: Corner,
    b: Corner,
) -> bool {
    let inside = |p: Corner| p.row <= size.rows && p.col <= size.cols;
    if !inside(a) || !inside(b) {
        return false;
    }
    let (rows, cols) = (i64::from(size.rows), i64::from(size.cols));
    // Two diagonally opposite cells blocked, the other two free.
    let pinched = |r: i64, c: i64| {
        let (ul, ur, dl, dr) = (
            free(r - 1, c - 1),
            free(r - 1, c),
            free(r, c - 1),
            free(r, c),
        );
        (!ul && !dr && ur && dl) || (!ur && !dl && ul && dr)
    };
    if a == b {
        let (r, c) = (i64::from(a.row), i64::from(a.col));
        return !pinched(r, c)
            && (free(r - 1, c - 1) || free(r - 1, c) || free(r, c - 1) || free(r, c));
    }
    // Rule 1: no blocked cell's interior is crossed (cells one beyond the grid included).
    for k in -1..=rows {
        for c in -1..=cols {
            if !free(k, c) && crosses(a, b, k, c) {
                return false;
            }
        }
    }
    let (ar, ac, br, bc) = (
        i64::from(a.row),
        i64::from(a.col),
        i64::from(b.row),
        i64::from(b.col),
    );
    // Rule 2: along a grid line, each unit stretch has a free cell beside it.
    if ar == br {
        for c in ac.min(bc)..ac.max(bc) {
            if !free(ar - 1, c) && !free(ar, c) {
                return false;
            }
        }
    }
    if ac == bc {
        for r in ar.min(br)..ar.max(br) {
            if !free(r, ac - 1) && !free(r, ac) {
                return false;
            }
        }
    }
    // Rule 3: no corner of the segment, its ends included, is a pinch.
    for r in 0..=rows {
        for c in 0..=cols {
            let collinear = (r - ar) * (bc - ac) == (c - ac) * (br - ar);
            let between = (r - ar) * (r - br) <= 0 && (c - ac) * (c - bc) <= 0;
            if collinear && between && pinched(r, c) {
                return false;
            }
        }
    }
    true
}

fn grid_strategy() -> impl Strategy<Value = Grid<bool>> {
    grid_up_to(7)
}

/// Grids of 1 to `side` rows and columns, with 0 to 59 % of their cells walls.
fn grid_up_to(side: u32) -> impl Strategy<Value = Grid<bool>> {
    (1u32..=side, 1u32..=side, 0u32..60).prop_flat_map(|(rows, cols, walls)| {
        vec(
            (0u32..100).prop_map(move |x| x >= walls),
            (rows * cols) as usize,
        )
        .prop_map(move |cells| Grid::from_vec(Size::new(rows, cols), cells).unwrap())
    })
}

proptest! {
    #![proptest_config(proptest_config(200))]

    /// Every pair of corners of random grids.
    #[test]
    fn visible_follows_the_model(grid in grid_strategy()) {
        let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&open| open)).unwrap();
        let size = grid.size();
        let free = |r: i64, c: i64| {
            r >= 0
                && c >= 0
                && grid
                    .get(gridpath::Pos::new(u32::try_from(r).unwrap(), u32::try_from(c).unwrap()))
                    .is_some_and(|&open| open)
        };
        let corners: Vec<Corner> = (0..=size.rows)
            .flat_map(|r| (0..=size.cols).map(move |c| Corner::new(r, c)))
            .collect();
        for &a in &corners {
            for &b in &corners {
                prop_assert_eq!(
                    sight.visible(a, b),
                    visible_by_definition(&free, size, a, b),
                    "{:?} to {:?}",
                    a,
                    b
                );
                prop_assert_eq!(sight.visible(a, b), sight.visible(b, a));
            }
        }
        // Corners outside the grid see nothing.
        let outside = Corner::new(size.rows + 1, 0);
        prop_assert!(!sight.visible(outside, corners[0]));
        // The moves of `Sight` as a state space: the unit segments it sees, at exact octile
        // costs.
        for &a in &corners {
            let mut moves = Vec::new();
            sight.successors(a, |b, cost| moves.push((b, cost)));
            let expected: Vec<(Corner, Octile)> = corners
                .iter()
                .filter(|b| a.row.abs_diff(b.row) <= 1 && a.col.abs_diff(b.col) <= 1 && **b != a)
                .filter(|&&b| visible_by_definition(&free, size, a, b))
                .map(|&b| {
                    let diagonal = a.row != b.row && a.col != b.col;
                    (b, if diagonal { Octile::DIAGONAL } else { Octile::STRAIGHT })
                })
                .collect();
            moves.sort();
            let mut expected = expected;
            expected.sort();
            prop_assert_eq!(moves, expected, "the moves from {:?}", a);
        }
    }
}

proptest! {
    #![proptest_config(proptest_config(300))]

    /// The visibility graph against the octile path between corners (A* on `Sight`) and its
    /// string-pulled form: the same corners reachable; the oracle's path is made of visible
    /// segments and no longer than the pulled path, which is no longer than the octile path
    /// (all within 1e-9).
    #[test]
    fn string_pulling_lies_between_the_oracle_and_the_octile_path(
        grid in grid_strategy(),
        ends in (0u32..=7, 0u32..=7, 0u32..=7, 0u32..=7),
    ) {
        let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&open| open)).unwrap();
        let size = grid.size();
        let start = Corner::new(ends.0 % (size.rows + 1), ends.1 % (size.cols + 1));
        let goal = Corner::new(ends.2 % (size.rows + 1), ends.3 % (size.cols + 1));
        let oracle = VisibilityGraph::new(&sight).shortest(start, goal);
        let octile = AStar::new().search_to(&sight, [start], goal).path();
        prop_assert_eq!(oracle.is_some(), octile.is_some(), "reachable by one, not the other");
        let (Some((best, best_path)), Some(octile)) = (oracle, octile) else {
            return Ok(());
        };
        prop_assert_eq!(best_path.first(), Some(&start));
        prop_assert_eq!(best_path.last(), Some(&goal));
        prop_assert!(best_path.windows(2).all(|w| sight.visible(w[0], w[1])));
        prop_assert!((path_length(&best_path) - best).abs() < 1e-9);
        let pulled = string_pull(&sight, &octile);
        prop_assert!(pulled.windows(2).all(|w| sight.visible(w[0], w[1])));
        prop_assert_eq!(pulled.first(), Some(&start));
        prop_assert_eq!(pulled.last(), Some(&goal));
        let (pulled_length, octile_length) = (path_length(&pulled), path_length(&octile));
        prop_assert!(best <= pulled_length + 1e-9, "pulled {} below the optimum {}", pulled_length, best);
        prop_assert!(pulled_length <= octile_length + 1e-9, "pulled {} above octile {}", pulled_length, octile_length);
    }
}

/// Every corner of `sight`'s grid, and those a path may stand on.
fn corners(sight: &Sight) -> (Vec<Corner>, Vec<Corner>) {
    let size = sight.size();
    let all: Vec<Corner> = (0..=size.rows)
        .flat_map(|r| (0..=size.cols).map(move |c| Corner::new(r, c)))
        .collect();
    let standable = all
        .iter()
        .copied()
        .filter(|&c| sight.visible(c, c))
        .collect();
    (all, standable)
}

/// A route of an any-angle search from `start` to `goal` against the oracle's shortest length
/// `best` and the octile path's length `octile` (both `None` when there is no path): the same
/// reachability, the ends, visible segments, and a length between the two (within 1e-9).
fn check_route(
    name: &str,
    sight: &Sight,
    (start, goal): (Corner, Corner),
    route: Option<&Route>,
    best: Option<f64>,
    octile: Option<f64>,
) -> Result<(), TestCaseError> {
    prop_assert_eq!(route.is_some(), best.is_some(), "{}: reachability", name);
    let (Some(route), Some(best), Some(octile)) = (route, best, octile) else {
        return Ok(());
    };
    let corners = route.corners();
    prop_assert_eq!(corners.first(), Some(&start), "{}", name);
    prop_assert_eq!(corners.last(), Some(&goal), "{}", name);
    prop_assert!(
        corners.windows(2).all(|w| sight.visible(w[0], w[1])),
        "{}: a segment not visible in {:?}",
        name,
        corners
    );
    prop_assert!((route.length() - path_length(corners)).abs() < 1e-12);
    prop_assert!(
        route.length() >= best - 1e-9,
        "{}: {} below the optimum {}",
        name,
        route.length(),
        best
    );
    prop_assert!(
        route.length() <= octile + 1e-9,
        "{}: {} above the octile path {} ({:?})",
        name,
        route.length(),
        octile,
        corners
    );
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config(200))]

    /// Theta* and Lazy Theta* on grids of up to 12 × 12, between corners a path may stand on
    /// and any corners (ends no path may stand on answer `None`), with reused workspaces:
    /// the same reachability as the oracle and the octile path, visible segments, and a length
    /// between the oracle's and the octile path's.
    #[test]
    fn theta_star_lies_between_the_oracle_and_the_octile_path(
        grid in grid_up_to(12),
        picks in vec((any::<u32>(), any::<u32>(), any::<bool>()), 6),
    ) {
        let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&open| open)).unwrap();
        let (all, standable) = corners(&sight);
        let oracle = VisibilityGraph::new(&sight);
        let (mut theta, mut lazy, mut astar) = (ThetaStar::new(), LazyThetaStar::new(), AStar::new());
        for (a, b, anywhere) in picks {
            let from = if anywhere || standable.is_empty() { &all } else { &standable };
            let ends = (from[a as usize % from.len()], from[b as usize % from.len()]);
            let best = oracle.shortest(ends.0, ends.1).map(|(length, _)| length);
            let octile = astar
                .search_to(&sight, [ends.0], ends.1)
                .goal_distance()
                .map(gridpath::Octile::to_f64);
            prop_assert_eq!(best.is_some(), octile.is_some());
            let route = theta.search(&sight, ends.0, ends.1);
            check_route("Theta*", &sight, ends, route.as_ref(), best, octile)?;
            let route = lazy.search(&sight, ends.0, ends.1);
            check_route("Lazy Theta*", &sight, ends, route.as_ref(), best, octile)?;
        }
    }

    /// Theta*'s events: the route is the one `search` finds, and each of its corners after the
    /// start was last discovered from the corner before it; both searches report as many
    /// expansions as they count.
    #[test]
    fn theta_star_events_replay_the_route(
        grid in grid_up_to(10),
        (a, b) in (any::<u32>(), any::<u32>()),
    ) {
        let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&open| open)).unwrap();
        let (_, standable) = corners(&sight);
        prop_assume!(!standable.is_empty());
        let (start, goal) = (standable[a as usize % standable.len()], standable[b as usize % standable.len()]);
        let mut last = std::collections::HashMap::new();
        let mut expanded = 0;
        let observed = ThetaStar::new().search_observed(&sight, start, goal, |event| match event {
            SearchEvent::Discovered { state, from, distance } => {
                last.insert(state, (from, distance));
            }
            SearchEvent::Expanded { .. } => expanded += 1,
            _ => {}
        });
        prop_assert_eq!(&observed, &ThetaStar::new().search(&sight, start, goal));
        if let Some(route) = observed {
            prop_assert_eq!(route.expanded(), expanded);
            let corners = route.corners();
            prop_assert_eq!(last.get(&start), Some(&(None, Length::ZERO)));
            for (i, pair) in corners.windows(2).enumerate() {
                let (from, distance) = last[&pair[1]];
                prop_assert_eq!(from, Some(pair[0]));
                // The length the corner was linked at: the route's up to there, or more if a
                // corner before it was linked more shortly later.
                prop_assert!(distance.to_f64() >= path_length(&corners[..i + 2]) - 1e-9);
            }
        }
        let mut expanded = 0;
        let lazy = LazyThetaStar::new().search_observed(&sight, start, goal, |event| {
            if let SearchEvent::Expanded { .. } = event {
                expanded += 1;
            }
        });
        prop_assert_eq!(&lazy, &LazyThetaStar::new().search(&sight, start, goal));
        prop_assert!(lazy.is_none_or(|route| route.expanded() == expanded));
    }
}

proptest! {
    #![proptest_config(proptest_config(200))]

    /// String-pulled Jump Point Search: a JPS cell path between random cells of grids of up
    /// to 12 × 12, mapped to corners (`Sight::corners_of_cells`): every corner one a path may
    /// stand on, consecutive ones visible; string-pulled, still visible, no longer than the
    /// corner path and no shorter than the oracle between its ends, which reaches them.
    #[test]
    fn string_pulled_jump_point_search_is_an_any_angle_path(
        grid in grid_up_to(12),
        picks in vec((any::<usize>(), any::<usize>()), 4),
    ) {
        let space = GridSpace::octile(&grid, |&open| open);
        let sight = Sight::new(&space).unwrap();
        let jump_grid = JumpGrid::new(&space).unwrap();
        let oracle = VisibilityGraph::new(&sight);
        let mut jps = JumpPointSearch::new();
        let free: Vec<Pos> = grid.positions().filter(|&p| grid[p]).collect();
        prop_assume!(!free.is_empty());
        for (a, b) in picks {
            let (start, goal) = (free[a % free.len()], free[b % free.len()]);
            let Some(cells) = jps.search(&jump_grid, [start], goal).path() else {
                continue;
            };
            let corners = sight.corners_of_cells(&cells);
            // Each cell's top-left corner, but those a path may not stand on (the top-left
            // corner of a free cell: only a pinch), never two cells in a row.
            let standable = |cell: &Pos| {
                let corner = Corner::new(cell.row, cell.col);
                sight.visible(corner, corner)
            };
            let kept: Vec<Corner> = cells
                .iter()
                .filter(|&cell| standable(cell))
                .map(|cell| Corner::new(cell.row, cell.col))
                .collect();
            prop_assert_eq!(&corners, &kept);
            prop_assert!(cells.windows(2).all(|w| standable(&w[0]) || standable(&w[1])));
            prop_assert!(
                corners.windows(2).all(|w| sight.visible(w[0], w[1])),
                "{:?} from {:?}",
                corners,
                cells
            );
            let pulled = string_pull(&sight, &corners);
            prop_assert!(pulled.windows(2).all(|w| sight.visible(w[0], w[1])));
            let (Some(&first), Some(&last)) = (pulled.first(), pulled.last()) else {
                continue;
            };
            prop_assert_eq!((first, last), (corners[0], corners[corners.len() - 1]));
            let length = path_length(&pulled);
            prop_assert!(length <= path_length(&corners) + 1e-9);
            let best = oracle.shortest(first, last).map(|(best, _)| best);
            prop_assert!(best.is_some(), "the oracle does not reach {:?} from {:?}", last, first);
            prop_assert!(length >= best.unwrap_or(0.0) - 1e-9);
        }
    }
}

/// A workspace answers like a fresh one across many queries: the one-byte marks, three per
/// query, wrap every 84 queries.
#[test]
fn reused_any_angle_workspaces_answer_as_fresh_ones() {
    let grid = common::open_cells("..#.....\n.##..#..\n.....#..\n#..#....\n........\n");
    let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&open| open)).unwrap();
    let (_, standable) = corners(&sight);
    let (mut theta, mut lazy) = (ThetaStar::new(), LazyThetaStar::new());
    for round in 0..400 {
        let start = standable[round % standable.len()];
        let goal = standable[(round * 7 + 3) % standable.len()];
        let want = ThetaStar::new().search(&sight, start, goal);
        assert!(want.is_some(), "round {round}");
        assert_eq!(theta.search(&sight, start, goal), want, "round {round}");
        let want = LazyThetaStar::new().search(&sight, start, goal);
        assert_eq!(lazy.search(&sight, start, goal), want, "round {round}");
    }
}

#[test]
fn lengths_are_euclidean() {
    let path = [Corner::new(0, 0), Corner::new(1, 1), Corner::new(1, 4)];
    assert!((path_length(&path) - (2f64.sqrt() + 3.0)).abs() < 1e-15);
    assert!(
        path_length(&path[..1]).abs() < f64::EPSILON,
        "one corner: no length"
    );
    assert!(Corner::new(5, 5).distance(Corner::new(5, 5)).abs() < f64::EPSILON);
    // Squares are exact: a 3-4-5 triangle is 5 to the last bit.
    assert!(
        (Corner::new(0, 0).distance(Corner::new(30_000, 40_000)) - 50_000.0).abs() < f64::EPSILON
    );
}
