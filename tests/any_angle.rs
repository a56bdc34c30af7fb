//! The any-angle model (`gridpath::any_angle`): `Sight::visible` against a brute force written
//! from the model's three rules, cell by cell and corner by corner, in exact rationals — on
//! random grids (cells outside the grid blocked) and every pair of corners.

mod common;

use common::proptest_config;
use gridpath::any_angle::{Corner, Sight, VisibilityGraph, path_length, string_pull};
use gridpath::{AStar, Grid, GridSpace, Moves, Size};
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
    (1u32..=7, 1u32..=7, 0u32..60).prop_flat_map(|(rows, cols, walls)| {
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
