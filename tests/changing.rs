//! Maps that change: a `JumpGrid` and a `GridSpace` updated in place, cell by cell and in
//! batches, must stay equal to a fresh build of the changed grid — field by field for the
//! `JumpGrid` (masks, jump table, side table of long jumps, components), successor by
//! successor for the space — and Jump Point Search on the updated grid must still answer as A*
//! does. Grids are random in size (up to 24 × 24, long thin ones up to 150 cells so that
//! jumps cross several 64-bit words and exceed a byte, and nearly open ones up to 100 × 100 so
//! that diagonal sweeps outrun an entry) and density.

mod common;

use common::proptest_config;
use gridpath::{
    AStar, Components, DiagonalRule, Grid, GridError, GridSpace, JumpGrid, JumpGridError,
    JumpPointSearch, Moves, Pos, Size, StateSpace,
};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

const CASES: u32 = 160;

/// Fewer cases for the big grids: each compares up to twelve builds of 10,000 cells.
const OPEN_CASES: u32 = 24;

/// A grid and a sequence of updates: each a batch of `(cell index, open)` (a batch of one is a
/// single flip).
#[derive(Debug, Clone)]
struct Case {
    grid: Grid<bool>,
    updates: Vec<Vec<(usize, bool)>>,
}

fn case(
    rows: std::ops::RangeInclusive<u32>,
    cols: std::ops::RangeInclusive<u32>,
) -> impl Strategy<Value = Case> {
    case_with(rows, cols, 0..70)
}

/// [`case`] with a wall density (percent) drawn from `density`.
fn case_with(
    rows: std::ops::RangeInclusive<u32>,
    cols: std::ops::RangeInclusive<u32>,
    density: std::ops::Range<u32>,
) -> impl Strategy<Value = Case> {
    (rows, cols, density)
        .prop_flat_map(|(r, c, density)| {
            let n = (r * c) as usize;
            let cells = vec((0u32..100).prop_map(move |x| x >= density), n);
            let batch = prop_oneof![
                3 => vec((0..n, any::<bool>()), 1..=1),
                1 => vec((0..n, any::<bool>()), 2..=12),
            ];
            (Just((r, c)), cells, vec(batch, 1..=12))
        })
        .prop_map(|((r, c), cells, updates)| Case {
            grid: Grid::from_vec(Size::new(r, c), cells).unwrap(),
            updates,
        })
}

fn pos_of(grid: &Grid<bool>, i: usize) -> Pos {
    let width = grid.width() as usize;
    Pos::new(
        u32::try_from(i / width).unwrap(),
        u32::try_from(i % width).unwrap(),
    )
}

/// Every successor list of `a` and `b` is the same, cell by cell.
fn same_moves<S: StateSpace<State = Pos>>(
    a: &S,
    b: &S,
    grid: &Grid<bool>,
) -> Result<(), TestCaseError> {
    for pos in grid.positions() {
        let (mut left, mut right) = (Vec::new(), Vec::new());
        a.successors(pos, |p, c| left.push((p, c)));
        b.successors(pos, |p, c| right.push((p, c)));
        prop_assert_eq!(&left, &right, "successors of {:?}", pos);
        prop_assert_eq!(a.contains(pos), b.contains(pos), "contains {:?}", pos);
    }
    Ok(())
}

fn check(c: &Case) -> Result<(), TestCaseError> {
    let mut grid = c.grid.clone();
    let open = |&free: &bool| free;
    let space = GridSpace::octile(&grid, open);
    let mut jump_grid = JumpGrid::new(&space)
        .unwrap()
        .with_components(Components::new(&space).unwrap())
        .unwrap();
    let mut plain = JumpGrid::new(&space).unwrap();
    let mut jps = JumpPointSearch::new();
    let mut astar = AStar::new();
    let mut rng = 0x9e37_79b9_u64;
    for batch in &c.updates {
        // Apply the batch to the updated values...
        let changes: Vec<(Pos, bool)> = batch
            .iter()
            .map(|&(i, open)| (pos_of(&grid, i), open))
            .collect();
        let before = grid.clone();
        for &(pos, open) in &changes {
            grid[pos] = open;
        }
        let flipped = grid.positions().filter(|&p| grid[p] != before[p]).count();
        if changes.len() == 1 {
            let (pos, open) = changes[0];
            prop_assert_eq!(jump_grid.set_passable(pos, open).unwrap(), flipped == 1);
        } else {
            prop_assert_eq!(
                jump_grid.set_passable_many(changes.clone()).unwrap(),
                flipped
            );
        }
        // ... and bring another over from the changed grid.
        let fresh_space = GridSpace::octile(&grid, open);
        prop_assert_eq!(plain.sync(&fresh_space).unwrap(), flipped);
        // ... then compare with a fresh build, field by field.
        let fresh = JumpGrid::new(&fresh_space).unwrap();
        prop_assert!(plain == fresh, "synced JumpGrid differs from a fresh build");
        let fresh_with = fresh
            .clone()
            .with_components(Components::new(&fresh_space).unwrap())
            .unwrap();
        prop_assert!(
            jump_grid == fresh_with,
            "updated JumpGrid differs from a fresh build"
        );
        // The space updated in place moves as a fresh one does.
        let mut updated_space = GridSpace::octile(&before, open);
        for &(pos, open) in &batch
            .iter()
            .map(|&(i, o)| (pos_of(&grid, i), o))
            .collect::<Vec<_>>()
        {
            updated_space.set_passable(pos, open).unwrap();
        }
        same_moves(&updated_space, &fresh_space, &grid)?;
        // JPS on the updated grid answers as A* on the changed grid, for a few pairs.
        let cells: Vec<Pos> = grid.positions().collect();
        for _ in 0..6 {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let pick = |r: u64| cells[usize::try_from(r).unwrap_or(0) % cells.len()];
            let (start, goal) = (pick(rng), pick(rng >> 20));
            let want = astar.search_to(&fresh_space, [start], goal).goal_distance();
            let found = jps.search(&jump_grid, [start], goal);
            prop_assert_eq!(found.goal_distance(), want, "{:?} -> {:?}", start, goal);
            if let Some(path) = found.path() {
                prop_assert_eq!(path.first(), Some(&start));
                prop_assert_eq!(path.last(), Some(&goal));
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config(OPEN_CASES))]

    /// Big, nearly open grids: diagonal sweeps longer than one entry covers (63 steps), and
    /// open halls, where one closed cell makes whole rows and columns turn cells.
    #[test]
    fn updated_open_jump_grids_equal_fresh_builds(c in case_with(64..=100, 64..=100, 0..6)) {
        check(&c)?;
    }
}

proptest! {
    #![proptest_config(proptest_config(CASES))]

    #[test]
    fn updated_jump_grids_equal_fresh_builds(c in case(1..=24, 1..=24)) {
        check(&c)?;
    }

    #[test]
    fn updated_wide_jump_grids_equal_fresh_builds(c in case(1..=5, 60..=150)) {
        check(&c)?;
    }

    #[test]
    fn updated_tall_jump_grids_equal_fresh_builds(c in case(60..=150, 1..=5)) {
        check(&c)?;
    }

    /// `GridSpace::set_passable` under every move set and diagonal rule: the space moves as a
    /// fresh one over the changed grid.
    #[test]
    fn updated_spaces_equal_fresh_ones(c in case(1..=12, 1..=12), rule in 0usize..4) {
        let moves = match rule {
            0 => Moves::four(),
            1 => Moves::eight(DiagonalRule::Always),
            2 => Moves::eight(DiagonalRule::NotBetweenBlocked),
            _ => Moves::eight(DiagonalRule::NoCornerCutting),
        };
        let mut grid = c.grid.clone();
        let original = c.grid.clone();
        let open = |&free: &bool| free;
        let mut space = GridSpace::new(&original, moves.clone(), open);
        for batch in &c.updates {
            for &(i, open) in batch {
                let pos = pos_of(&grid, i);
                grid[pos] = open;
                space.set_passable(pos, open).unwrap();
            }
            let fresh = GridSpace::new(&grid, moves.clone(), open);
            same_moves(&space, &fresh, &grid)?;
        }
    }
}

/// A position outside the grid is an error that changes nothing.
#[test]
fn updates_outside_the_grid_are_errors() {
    let grid = Grid::new(Size::new(3, 4), true).unwrap();
    let space = GridSpace::octile(&grid, |&free| free);
    let mut jump_grid = JumpGrid::new(&space).unwrap();
    let before = jump_grid.clone();
    let err = jump_grid
        .set_passable_many([(Pos::new(0, 0), false), (Pos::new(3, 0), false)])
        .unwrap_err();
    assert_eq!(
        err,
        GridError::OutOfBounds {
            row: 3,
            col: 0,
            rows: 3,
            cols: 4
        }
    );
    assert!(err.to_string().contains("row 3, column 0"), "{err}");
    assert!(jump_grid == before);
    let mut space = GridSpace::octile(&grid, |&free| free);
    assert!(space.set_passable(Pos::new(0, 4), false).is_err());
    // `sync` with a space of another size.
    let other = Grid::new(Size::new(4, 4), true).unwrap();
    let err = jump_grid
        .sync(&GridSpace::octile(&other, |&free| free))
        .unwrap_err();
    assert_eq!(
        err,
        JumpGridError::OtherSize {
            rows: 3,
            cols: 4,
            space_rows: 4,
            space_cols: 4
        }
    );
    assert!(jump_grid == before);
}

/// 0.2: a `JumpGrid` kept answering "no path" after the door opened in the grid it came from.
/// It owns its cells, so it cannot see the grid change: the door is opened in it
/// (`set_passable`), or the changed grid is brought over (`sync`) — either answers at once,
/// without a rebuild.
#[test]
fn an_opened_door_reaches_the_jump_grid() {
    let mut grid = Grid::parse("..#..\n..#..\n", Some).unwrap();
    let door = Pos::new(1, 2);
    let (start, goal) = (Pos::new(0, 0), Pos::new(0, 4));
    let space = GridSpace::octile(&grid, |&c| c == '.');
    let mut jump_grid = JumpGrid::new(&space).unwrap();
    let mut opened = jump_grid.clone();
    let mut jps = JumpPointSearch::new();
    assert_eq!(jps.search(&jump_grid, [start], goal).goal_distance(), None);
    grid[door] = 'O';
    let space = GridSpace::octile(&grid, |&c| c != '#');
    assert_eq!(jump_grid.sync(&space), Ok(1));
    assert!(
        jps.search(&jump_grid, [start], goal)
            .goal_distance()
            .is_some()
    );
    assert_eq!(opened.set_passable(door, true), Ok(true));
    assert!(opened == jump_grid);
}

/// A cell whose rule has no cost for it cannot be opened (an `EnterCost` closure that says
/// `None`): an error naming the cell, nothing changed. A rule whose steps cost the same
/// everywhere opens any cell.
#[test]
fn a_cell_without_a_cost_cannot_be_opened() {
    let grid = Grid::parse(".#~\n", Some).unwrap();
    let cost = |c: &char| match c {
        '.' => Some(1u32),
        '~' => Some(3),
        _ => None,
    };
    let mut space = GridSpace::with_costs(&grid, Moves::four(), cost);
    let wall = Pos::new(0, 1);
    assert_eq!(
        space.set_passable(wall, true),
        Err(GridError::NoCost { row: 0, col: 1 })
    );
    assert!(!space.is_passable(wall));
    // Closing and reopening a priced cell is fine, and keeps its price.
    assert_eq!(space.set_passable(Pos::new(0, 2), false), Ok(true));
    assert_eq!(space.set_passable(Pos::new(0, 2), true), Ok(true));
    let mut steps = Vec::new();
    space.successors(Pos::new(0, 1), |p, c| steps.push((p, c)));
    assert_eq!(steps, [(Pos::new(0, 2), 3), (Pos::new(0, 0), 1)]);
    let mut unit = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    assert_eq!(unit.set_passable(wall, true), Ok(true));
    assert!(unit.contains(wall));
}
