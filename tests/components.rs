//! `Components` kept up to date against fresh builds and against BFS, on random small grids
//! and random flips; and the engines' early answer for unreachable goals (`may_reach`).

mod common;

use common::{open_cells, proptest_config};
use gridpath::adapt::{Connected, WallBreaks, WithBreaks};
use gridpath::{
    AStar, Bfs, Components, DiagonalRule, Dir, Grid, GridError, GridSpace, JumpGrid,
    JumpPointSearch, Moves, Octile, Pos, Size,
};
use proptest::collection::vec;
use proptest::prelude::*;

/// Cases per property; set `PROPTEST_CASES` for a longer run.
const CASES: u32 = 300;

/// The move sets checked: the four of `GridSpace`'s constructors, another order, and a
/// symmetric set with diagonals but not all straight directions (so that no rule reduces it
/// to 4-connectivity) under each rule.
fn move_sets() -> Vec<Moves> {
    let odd = [Dir::Up, Dir::UpRight, Dir::Down, Dir::DownLeft];
    vec![
        Moves::four(),
        Moves::from_letters("LDRU").unwrap(),
        Moves::eight(DiagonalRule::Always),
        Moves::eight(DiagonalRule::NotBetweenBlocked),
        Moves::eight(DiagonalRule::NoCornerCutting),
        Moves::new(&odd, DiagonalRule::Always).unwrap(),
        Moves::new(&odd, DiagonalRule::NotBetweenBlocked).unwrap(),
        Moves::new(&odd, DiagonalRule::NoCornerCutting).unwrap(),
    ]
}

/// One update: a single flip, or a batch of `(cell, passable)` (cells as indices into the
/// grid, repeats allowed).
#[derive(Debug, Clone)]
enum Update {
    One(usize, bool),
    Many(Vec<(usize, bool)>),
}

fn update() -> impl Strategy<Value = Update> {
    prop_oneof![
        3 => (any::<usize>(), any::<bool>()).prop_map(|(i, p)| Update::One(i, p)),
        1 => vec((any::<usize>(), any::<bool>()), 0..12).prop_map(Update::Many),
    ]
}

/// A random grid (1..=9 × 1..=9, `true` = passable) with a random wall density.
fn grid() -> impl Strategy<Value = Grid<bool>> {
    (1u32..=9, 1u32..=9, 0u32..=100).prop_flat_map(|(rows, cols, walls)| {
        vec(
            (0u32..100).prop_map(move |x| x >= walls),
            (rows * cols) as usize,
        )
        .prop_map(move |cells| Grid::from_vec(Size::new(rows, cols), cells).unwrap())
    })
}

fn pos_of(grid: &Grid<bool>, index: usize) -> Pos {
    let index = index % grid.len();
    let width = grid.width() as usize;
    let coord = |n: usize| u32::try_from(n).unwrap();
    Pos::new(coord(index / width), coord(index % width))
}

/// The updated components equal a fresh build, and `connected` is BFS's reachability.
fn check(grid: &Grid<bool>, moves: &Moves, components: &Components) -> Result<(), TestCaseError> {
    let space = GridSpace::new(grid, moves.clone(), |&open| open);
    let fresh = Components::new(&space).unwrap();
    prop_assert_eq!(components, &fresh);
    prop_assert_eq!(components.count(), fresh.count());
    prop_assert!(components.describes(&space));
    let mut bfs = Bfs::new();
    for a in grid.positions() {
        prop_assert_eq!(components.component_cells(a), fresh.component_cells(a));
        let found = bfs.distances(&space, [a]);
        let mut reached = 0;
        for b in grid.positions() {
            let path = grid[a] && found.distance(b).is_some();
            reached += usize::from(path);
            prop_assert_eq!(components.connected(a, b), path, "{:?} → {:?}", a, b);
        }
        prop_assert_eq!(components.component_cells(a), grid[a].then_some(reached));
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config(CASES))]

    /// After any sequence of flips and batches, for every move set: the same partition as a
    /// fresh build, and `connected(a, b)` exactly when BFS finds a path.
    #[test]
    fn updates_match_a_fresh_build_and_bfs(
        start in grid(),
        updates in vec(update(), 1..10),
        moves_index in 0usize..8,
    ) {
        let moves = move_sets()[moves_index].clone();
        let mut grid = start;
        let mut components = Components::new(&GridSpace::new(&grid, moves.clone(), |&open| open)).unwrap();
        check(&grid, &moves, &components)?;
        for update in updates {
            match update {
                Update::One(index, passable) => {
                    let pos = pos_of(&grid, index);
                    let changed = grid[pos] != passable;
                    grid[pos] = passable;
                    prop_assert_eq!(components.set_passable(pos, passable), Ok(changed));
                }
                Update::Many(changes) => {
                    let before = grid.clone();
                    let changes: Vec<(Pos, bool)> =
                        changes.into_iter().map(|(i, p)| (pos_of(&grid, i), p)).collect();
                    for &(pos, passable) in &changes {
                        grid[pos] = passable;
                    }
                    let changed = grid.positions().filter(|&p| grid[p] != before[p]).count();
                    prop_assert_eq!(components.set_passable_many(changes), Ok(changed));
                }
            }
            check(&grid, &moves, &components)?;
        }
    }

    /// A* to one goal over the space with components attached finds what it finds without
    /// them, and expands nothing when the goal is not connected to the start.
    #[test]
    fn astar_with_components_agrees(
        grid in grid(),
        moves_index in 0usize..8,
        from in any::<usize>(),
        to in any::<usize>(),
    ) {
        let moves = move_sets()[moves_index].clone();
        let space = GridSpace::new(&grid, moves, |&open| open);
        let components = Components::new(&space).unwrap();
        let connected = Connected::new(&space, &components).unwrap();
        let (from, to) = (pos_of(&grid, from), pos_of(&grid, to));
        let mut astar = AStar::new();
        let plain = astar.search_to(&space, [from], to).goal_distance();
        let found = astar.search_to(&connected, [from], to);
        prop_assert_eq!(found.goal_distance(), plain);
        if grid[from] && !components.connected(from, to) && from != to {
            prop_assert_eq!(found.expanded(), 0);
            prop_assert_eq!(plain, None);
        }
    }

    /// Jump Point Search with components attached finds what it finds without them.
    #[test]
    fn jps_with_components_agrees(grid in grid(), from in any::<usize>(), to in any::<usize>()) {
        let space = GridSpace::octile(&grid, |&open| open);
        let plain = JumpGrid::new(&space).unwrap();
        let with = plain.clone().with_components(Components::new(&space).unwrap()).unwrap();
        let (from, to) = (pos_of(&grid, from), pos_of(&grid, to));
        let mut jps = JumpPointSearch::new();
        let expected = jps.search(&plain, [from], to).goal_distance();
        let found = jps.search(&with, [from], to);
        prop_assert_eq!(found.goal_distance(), expected);
        if expected.is_none() {
            prop_assert_eq!(found.expanded(), 0);
        }
    }
}

/// A 20 × 20 open grid split by a wall down column 10.
fn split_grid() -> Grid<bool> {
    let row = format!("{}#{}\n", ".".repeat(10), ".".repeat(9));
    open_cells(&row.repeat(20))
}

#[test]
fn astar_search_to_answers_unreachable_goals_at_once() {
    let grid = split_grid();
    let space = GridSpace::octile(&grid, |&open| open);
    let components = Components::new(&space).unwrap();
    let connected = Connected::new(&space, &components).unwrap();
    let start = Pos::new(0, 0);
    let mut astar = AStar::new();
    // On a wall, and outside the grid: the space alone knows.
    for goal in [Pos::new(5, 10), Pos::new(20, 0), Pos::new(0, 99)] {
        let found = astar.search_to(&space, [start], goal);
        assert_eq!((found.goal(), found.expanded()), (None, 0), "{goal:?}");
        let found = astar.search_to(&connected, [start], goal);
        assert_eq!((found.goal(), found.expanded()), (None, 0), "{goal:?}");
    }
    // Beyond the wall: the space explores the left part, the components know.
    let beyond = Pos::new(19, 19);
    let found = astar.search_to(&space, [start], beyond);
    assert_eq!((found.goal(), found.expanded()), (None, 200));
    let found = astar.search_to(&connected, [start], beyond);
    assert_eq!((found.goal(), found.expanded()), (None, 0));
    // Of two starts, the one on the goal's side is kept.
    let found = astar.search_to(&connected, [start, Pos::new(0, 11)], beyond);
    assert_eq!(found.goal_distance(), Some(Octile::new(11, 8)));
    // A start on a wall is no state: ignored, even when it is the goal.
    let wall = Pos::new(3, 10);
    let found = astar.search_to(&connected, [wall], wall);
    assert_eq!((found.goal_distance(), found.expanded()), (None, 0));
    let found = astar.search_to(&connected, [wall], Pos::new(3, 12));
    assert_eq!((found.goal_distance(), found.expanded()), (None, 0));
}

#[test]
fn wall_breaks_still_reach_walls_and_other_components() {
    let grid = split_grid();
    let space = GridSpace::new(&grid, Moves::four(), |&open| open);
    let components = Components::new(&space).unwrap();
    let connected = Connected::new(&space, &components).unwrap();
    let walls = WallBreaks::new(connected, 1);
    let start = walls.start(Pos::new(0, 9));
    let mut astar = AStar::new();
    let on_wall = WithBreaks {
        state: Pos::new(0, 10),
        breaks: 1,
    };
    assert_eq!(
        astar.search_to(&walls, [start], on_wall).goal_distance(),
        Some(1)
    );
    let beyond = WithBreaks {
        state: Pos::new(0, 12),
        breaks: 1,
    };
    assert_eq!(
        astar.search_to(&walls, [start], beyond).goal_distance(),
        Some(3)
    );
    // Without a break the other side stays out of reach, answered at once.
    let unbroken = WithBreaks {
        state: Pos::new(0, 12),
        breaks: 0,
    };
    let found = astar.search_to(&walls, [start], unbroken);
    assert_eq!((found.goal(), found.expanded()), (None, 0));
}

#[test]
fn components_of_another_space_are_refused() {
    let grid = split_grid();
    let space = GridSpace::new(&grid, Moves::four(), |&open| open);
    let components = Components::new(&space).unwrap();
    let king = GridSpace::new(&grid, Moves::eight(DiagonalRule::Always), |&open| open);
    assert_eq!(
        Connected::new(&king, &components).unwrap_err(),
        GridError::ComponentsMismatch { reason: "moves" }
    );
    // 8 directions without corner cutting have the components of 4.
    let octile = GridSpace::octile(&grid, |&open| open);
    assert!(Connected::new(&octile, &components).is_ok());
    let jump_grid = JumpGrid::new(&octile).unwrap();
    assert!(
        jump_grid
            .clone()
            .with_components(components.clone())
            .is_ok()
    );
    let mut changed = components;
    changed.set_passable(Pos::new(0, 10), true).unwrap();
    assert!(!changed.describes(&space));
    assert!(jump_grid.with_components(changed).is_err());
}

#[test]
fn components_are_send_and_sync() {
    fn shareable<T: Send + Sync + 'static>() {}
    shareable::<Components>();
}
