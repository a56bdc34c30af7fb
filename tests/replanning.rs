//! Property tests of replanning: `Predecessors` against `successors`, and D* Lite against a
//! fresh A* after every change, on random grids.
//!
//! A robot stands on a random grid that is its knowledge of the world. Between replans it walks
//! a few steps along the path D* Lite planned and cells of the grid are flipped (opened or
//! closed) at random; after each round D* Lite's distance must equal that of
//! `AStar::search_to` run from scratch on the grid as it is then (`None` alike), and the path
//! it returns must be legal, from the robot to the goal, and of that length.

mod common;

use common::proptest_config;
use gridpath::{
    AStar, Cost, DStarLite, DiagonalRule, Dir, EnterCost, Grid, GridSpace, Moves, OctileSteps,
    Passable, Pos, Predecessors, Size, StateSpace, StepRule, Unnumbered,
};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::subsequence;
use proptest::test_runner::TestCaseError;

/// Cases per property. Set `PROPTEST_CASES` for a longer run.
const CASES: u32 = 256;

/// A cell that cannot be entered; any other value is its cost of entering.
const WALL: u8 = 0;

/// A grid of 1..=9 × 1..=9 cells, a wall density of 0..=60 %, costs of entering 1..=4.
fn grid_strategy() -> impl Strategy<Value = Grid<u8>> {
    (1u32..=9, 1u32..=9, 0u32..=60).prop_flat_map(|(rows, cols, density)| {
        vec((0u32..100, 1u8..=4), (rows * cols) as usize).prop_map(move |cells| {
            let cells = cells
                .into_iter()
                .map(|(roll, cost)| if roll < density { WALL } else { cost })
                .collect();
            Grid::from_vec(Size::new(rows, cols), cells).unwrap()
        })
    })
}

/// Any non-empty subset of the eight directions, in any order, under any diagonal rule.
fn moves_strategy() -> impl Strategy<Value = Moves> {
    (
        subsequence(Dir::ALL.to_vec(), 1..=8).prop_shuffle(),
        prop_oneof![
            Just(DiagonalRule::Always),
            Just(DiagonalRule::NotBetweenBlocked),
            Just(DiagonalRule::NoCornerCutting),
        ],
    )
        .prop_map(|(dirs, rule)| Moves::new(&dirs, rule).unwrap())
}

/// The moves into `target` found by asking every state of the space for its successors.
fn moves_into<Sp: StateSpace<State = Pos>>(
    space: &Sp,
    size: Size,
    target: Pos,
) -> Vec<(Pos, Sp::Cost)> {
    let mut into = Vec::new();
    for row in 0..size.rows {
        for col in 0..size.cols {
            let prev = Pos::new(row, col);
            if space.contains(prev) {
                space.successors(prev, |next, cost| {
                    if next == target {
                        into.push((prev, cost));
                    }
                });
            }
        }
    }
    into.sort();
    into
}

/// `predecessors(target)` lists exactly the moves `moves_into` finds, at every cell and at
/// positions just outside the grid.
fn check_predecessors<Sp: Predecessors<State = Pos>>(
    space: &Sp,
    size: Size,
) -> Result<(), TestCaseError>
where
    Sp::Cost: Ord,
{
    for row in 0..=size.rows {
        for col in 0..=size.cols {
            let target = Pos::new(row, col);
            let mut listed = Vec::new();
            space.predecessors(target, |prev, cost| listed.push((prev, cost)));
            listed.sort();
            prop_assert_eq!(
                &listed,
                &moves_into(space, size, target),
                "into {:?}",
                target
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config(CASES))]

    /// For every move set and diagonal rule, and the three step rules of the crate.
    #[test]
    fn predecessors_are_the_moves_successors_list(grid in grid_strategy(), moves in moves_strategy()) {
        let size = grid.size();
        let open = |&c: &u8| c != WALL;
        check_predecessors(&GridSpace::with_rule(&grid, moves.clone(), Passable(open)), size)?;
        check_predecessors(&GridSpace::with_rule(&grid, moves.clone(), OctileSteps(open)), size)?;
        let costs = EnterCost(|&c: &u8| (c != WALL).then_some(u32::from(c)));
        let space = GridSpace::with_rule(&grid, moves, costs);
        check_predecessors(&space, size)?;
        check_predecessors(&Unnumbered(&space), size)?;
    }
}

// ---------------------------------------------------------------------------------------------
// D* Lite against A* from scratch
// ---------------------------------------------------------------------------------------------

/// One round between replans: steps the robot walks, then cells flipped.
#[derive(Debug, Clone)]
struct Round {
    steps: usize,
    flips: Vec<(u32, u32)>,
}

/// A grid of open (`true`) cells, a start and a goal anywhere (walls included), the rounds,
/// and whether the planner keeps its records hashed.
#[derive(Debug, Clone)]
struct Walk {
    cells: Grid<bool>,
    start: Pos,
    goal: Pos,
    rounds: Vec<Round>,
    hashed: bool,
}

fn walk_strategy() -> impl Strategy<Value = Walk> {
    (2u32..=10, 2u32..=10, 0u32..=45).prop_flat_map(|(rows, cols, density)| {
        let cell = (0..rows, 0..cols);
        let round =
            (0usize..4, vec(cell.clone(), 0..=4)).prop_map(|(steps, flips)| Round { steps, flips });
        (
            vec(0u32..100, (rows * cols) as usize),
            cell.clone(),
            cell,
            vec(round, 1..=12),
            any::<bool>(),
        )
            .prop_map(move |(rolls, start, goal, rounds, hashed)| {
                let open = rolls.into_iter().map(|roll| roll >= density).collect();
                Walk {
                    cells: Grid::from_vec(Size::new(rows, cols), open).unwrap(),
                    start: Pos::new(start.0, start.1),
                    goal: Pos::new(goal.0, goal.1),
                    rounds,
                    hashed,
                }
            })
    })
}

/// Checks that `path` runs from `from` to `to` by moves of `space` and costs `distance`.
fn check_path<Sp: StateSpace<State = Pos>>(
    space: &Sp,
    path: &[Pos],
    from: Pos,
    to: Pos,
    distance: Sp::Cost,
) -> Result<(), TestCaseError> {
    prop_assert_eq!(path.first(), Some(&from));
    prop_assert_eq!(path.last(), Some(&to));
    let mut total = Sp::Cost::ZERO;
    for pair in path.windows(2) {
        let mut step = None;
        space.successors(pair[0], |next, cost| {
            if next == pair[1] && step.is_none_or(|c| cost < c) {
                step = Some(cost);
            }
        });
        let Some(cost) = step else {
            return Err(TestCaseError::fail(format!(
                "no move {:?} → {:?}",
                pair[0], pair[1]
            )));
        };
        total = total.saturating_add(cost);
    }
    prop_assert_eq!(total, distance, "the path's length");
    Ok(())
}

/// Runs `walk` on the spaces `build` makes, D* Lite against A* after every round.
fn check_walk<R>(
    walk: &Walk,
    build: fn(&Grid<bool>) -> GridSpace<'_, bool, R>,
) -> Result<(), TestCaseError>
where
    R: StepRule<bool>,
{
    let cells = &walk.cells;
    // The robot's knowledge: a space whose cells are flipped in place.
    let mut space = build(cells);
    let (mut robot, goal) = (walk.start, walk.goal);
    let mut planner = if walk.hashed {
        DStarLite::new(Unnumbered(&space), robot, goal)
    } else {
        DStarLite::new(&space, robot, goal)
    };
    let mut astar = AStar::new();
    for (i, round) in walk.rounds.iter().enumerate() {
        let (distance, path) = if walk.hashed {
            let space = Unnumbered(&space);
            (planner.replan(&space), planner.path(&space))
        } else {
            (planner.replan(&space), planner.path(&space))
        };
        let fresh = astar.search_to(&space, [robot], goal).goal_distance();
        prop_assert_eq!(distance, fresh, "round {}: robot at {:?}", i, robot);
        match distance {
            Some(distance) => {
                let path = path.ok_or_else(|| TestCaseError::fail("a distance but no path"))?;
                check_path(&space, &path, robot, goal, distance)?;
            }
            None => prop_assert!(path.is_none()),
        }
        for _ in 0..round.steps {
            let next = if walk.hashed {
                planner.next_step(Unnumbered(&space))
            } else {
                planner.next_step(&space)
            };
            let Some(next) = next else { break };
            robot = next;
            planner.move_to(robot);
        }
        let mut changed = Vec::new();
        for &(row, col) in &round.flips {
            let pos = Pos::new(row, col);
            let open = space.is_passable(pos);
            prop_assert!(space.set_passable(pos, !open).unwrap());
            // Only the flipped cell: the planner finds the moves around it.
            changed.push(pos);
        }
        if walk.hashed {
            planner.update(Unnumbered(&space), changed);
        } else {
            planner.update(&space, changed);
        }
    }
    Ok(())
}

/// A cell's openness, as a function pointer the spaces' types can name.
type Open = fn(&bool) -> bool;

fn octile(cells: &Grid<bool>) -> GridSpace<'_, bool, OctileSteps<Open>> {
    GridSpace::octile(cells, |&open| open)
}

fn four(cells: &Grid<bool>) -> GridSpace<'_, bool, Passable<Open>> {
    GridSpace::new(cells, Moves::four(), |&open| open)
}

proptest! {
    #![proptest_config(proptest_config(CASES))]

    /// 8-connected octile moves, exact √2 diagonals.
    #[test]
    fn dstar_lite_matches_astar_on_octile_grids(walk in walk_strategy()) {
        check_walk(&walk, octile)?;
    }

    /// 4-connected unit moves.
    #[test]
    fn dstar_lite_matches_astar_on_four_connected_grids(walk in walk_strategy()) {
        check_walk(&walk, four)?;
    }
}

/// A start or goal outside the grid, and updates naming cells outside it: no distance, no
/// path, no panic, and the cells inside keep their records.
#[test]
fn states_outside_the_space_are_no_states() {
    let cells = Grid::new(Size::new(3, 4), true).unwrap();
    let space = four(&cells);
    let outside = Pos::new(0, 4); // its row-major index would be (1, 0)'s
    for (start, goal) in [(outside, Pos::new(2, 3)), (Pos::new(0, 0), outside)] {
        let mut planner = DStarLite::new(&space, start, goal);
        assert_eq!(planner.replan(&space), None);
        assert_eq!(planner.next_step(&space), None);
        assert_eq!(planner.path(&space), None);
    }
    let mut planner = DStarLite::new(&space, Pos::new(1, 0), Pos::new(1, 3));
    assert_eq!(planner.replan(&space), Some(3));
    planner.update(&space, [outside, Pos::new(9, 9)]);
    assert_eq!(planner.replan(&space), Some(3));
    assert_eq!(planner.path(&space).map(|p| p.len()), Some(4));
}

/// Nothing changed, the robot walked its path: the replans expand nothing.
#[test]
fn walking_the_plan_costs_nothing() {
    let cells = Grid::new(Size::new(6, 9), true).unwrap();
    let space = octile(&cells);
    let mut planner = DStarLite::new(&space, Pos::new(0, 0), Pos::new(5, 8));
    let distance = planner.replan(&space).unwrap();
    assert_eq!(distance, gridpath::Octile::new(3, 5));
    while let Some(next) = planner.next_step(&space) {
        planner.move_to(next);
        planner.replan(&space).unwrap();
        assert_eq!(planner.last_expanded(), 0);
    }
    assert_eq!(planner.start(), Pos::new(5, 8));
    assert_eq!(planner.replan(&space), Some(gridpath::Octile::new(0, 0)));
}
