//! Anya (`gridpath::any_angle::Anya`) against the oracle, the visibility graph over the convex
//! corners (`VisibilityGraph::shortest`): on random grids of every density and random pairs of
//! corners, the same corners reachable, and the same length to 1e-9 along a path of visible
//! segments from the start to the goal.

mod common;

use common::proptest_config;
use gridpath::any_angle::{Anya, Corner, Sight, VisibilityGraph, path_length};
use gridpath::{Grid, GridSpace, Moves, Size};
use proptest::collection::vec;
use proptest::prelude::*;

fn grid_strategy(side: u32) -> impl Strategy<Value = Grid<bool>> {
    sized_grid_strategy(1..=side, 1..=side)
}

/// Grids with `rows` rows and `cols` columns, walls at any density up to 70 %.
fn sized_grid_strategy(
    rows: std::ops::RangeInclusive<u32>,
    cols: std::ops::RangeInclusive<u32>,
) -> impl Strategy<Value = Grid<bool>> {
    (rows, cols, 0u32..70).prop_flat_map(|(rows, cols, walls)| {
        vec(
            (0u32..100).prop_map(move |x| x >= walls),
            (rows * cols) as usize,
        )
        .prop_map(move |cells| Grid::from_vec(Size::new(rows, cols), cells).unwrap())
    })
}

/// Anya's answer against the oracle's, on one grid and one pair of corners.
fn check(grid: &Grid<bool>, start: Corner, goal: Corner) -> Result<(), TestCaseError> {
    let sight = Sight::new(&GridSpace::new(grid, Moves::four(), |&open| open)).unwrap();
    let oracle = VisibilityGraph::new(&sight).shortest(start, goal);
    let found = Anya::new().search(&sight, start, goal);
    prop_assert_eq!(
        oracle.is_some(),
        found.is_some(),
        "reachable by one, not the other: oracle {:?}, Anya {:?}",
        oracle,
        found
    );
    let (Some((best, best_path)), Some(route)) = (oracle, found) else {
        return Ok(());
    };
    let corners = route.corners();
    prop_assert_eq!(corners.first(), Some(&start));
    prop_assert_eq!(corners.last(), Some(&goal));
    prop_assert!(
        corners.windows(2).all(|w| sight.visible(w[0], w[1])),
        "a segment of {:?} is not visible",
        corners
    );
    prop_assert!((path_length(corners) - route.length()).abs() < 1e-12);
    prop_assert!(
        (route.length() - best).abs() < 1e-9,
        "Anya {} ({:?}), oracle {} ({:?})",
        route.length(),
        corners,
        best,
        best_path
    );
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config(2000))]

    #[test]
    fn anya_equals_the_visibility_graph(
        grid in grid_strategy(9),
        ends in (0u32..=9, 0u32..=9, 0u32..=9, 0u32..=9),
    ) {
        let size = grid.size();
        let start = Corner::new(ends.0 % (size.rows + 1), ends.1 % (size.cols + 1));
        let goal = Corner::new(ends.2 % (size.rows + 1), ends.3 % (size.cols + 1));
        check(&grid, start, goal)?;
    }

    /// Rows wider than a word (the search reads cells 64 at a time): the scans that cross a
    /// word's boundary, on few rows so the oracle stays quick.
    #[test]
    fn anya_equals_the_visibility_graph_on_wide_grids(
        grid in sized_grid_strategy(1..=4, 60..=150),
        ends in (0u32..=4, 0u32..=150, 0u32..=4, 0u32..=150),
    ) {
        let size = grid.size();
        let start = Corner::new(ends.0 % (size.rows + 1), ends.1 % (size.cols + 1));
        let goal = Corner::new(ends.2 % (size.rows + 1), ends.3 % (size.cols + 1));
        check(&grid, start, goal)?;
    }
}
