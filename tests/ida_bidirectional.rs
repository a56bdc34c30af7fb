//! IDA* and the bidirectional searches against the engines they must agree with, on random
//! grids and random small graphs:
//!
//! - [`IdaStar`] finds the cost [`AStar`] and [`Dijkstra`] find, with and without its
//!   transposition table; without the table (and so without a way to prove a goal out of
//!   reach on a space with cycles) it runs under a node limit, and may end there, but never
//!   with a wrong answer;
//! - [`BidirectionalBfs`] finds [`Bfs`]'s distance, [`BidirectionalDijkstra`] [`Dijkstra`]'s
//!   cost, from several starts to several goals, in dense and hashed storage;
//! - every path is legal — each step a move of the space — starts at a start, ends at a goal,
//!   and costs what the search says (the cheapest parallel move of a graph counted); an
//!   unreachable goal gives no path and [`SearchEnd::Exhausted`].
//!
//! Graphs have up to 10 states and 30 moves costing 0 to 5 (zero-cost cycles included).

mod common;

use common::proptest_config;
use gridpath::testing::{Endpoints, grid_with_endpoints, grids, terrain_grids};
use gridpath::{
    AStar, Bfs, BidirectionalBfs, BidirectionalDijkstra, Cost, DenseNumbering, DiagonalRule,
    Dijkstra, FnSpace, Grid, GridSpace, IdaStar, Moves, Numbering, Pos, Predecessors, Reversed,
    SearchEnd, StateSpace, Unnumbered, goal, heuristic,
};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// Cases per property: 8 properties × 300, a few seconds in a debug build.
const CASES: u32 = 300;

/// The node limit of IDA* without transpositions: far more than any search on these small
/// spaces needs when a path exists, small enough that a search that cannot end (a goal out of
/// reach, cycles) stops quickly.
const NODE_LIMIT: u64 = 200_000;

/// A table large enough never to fill on these spaces.
const TABLE: usize = 1 << 16;

// ---------------------------------------------------------------------------------------------
// Checking an answer
// ---------------------------------------------------------------------------------------------

/// The cost of `path` in `space`: each step the cheapest move between its two states, `None`
/// if some step is not a move.
fn path_cost<Sp: StateSpace>(space: &Sp, path: &[Sp::State]) -> Option<Sp::Cost> {
    let mut total = Sp::Cost::ZERO;
    for step in path.windows(2) {
        let mut cheapest: Option<Sp::Cost> = None;
        space.successors(step[0], |next, cost| {
            if next == step[1] && cheapest.is_none_or(|c| cost < c) {
                cheapest = Some(cost);
            }
        });
        total = total.saturating_add(cheapest?);
    }
    Some(total)
}

/// Checks an answer against the cost an engine of the crate found (`expected`, `None` for no
/// path): the same cost, a legal path from a start to a goal costing it — or no path, ended
/// as `Exhausted`, when there is none. `cost_of` turns the path's cost in the space into the
/// answer's distance type (the number of steps for breadth-first searches).
fn check_answer<Sp: StateSpace, D: Copy + PartialEq + core::fmt::Debug>(
    space: &Sp,
    answer: &gridpath::PathResult<Sp::State, D>,
    expected: Option<D>,
    starts: &[Sp::State],
    goals: &[Sp::State],
    cost_of: impl Fn(&[Sp::State]) -> Option<D>,
) -> Result<(), TestCaseError> {
    prop_assert_eq!(answer.cost(), expected, "end {:?}", answer.end());
    let Some(path) = answer.path() else {
        prop_assert_eq!(answer.end(), SearchEnd::Exhausted);
        return Ok(());
    };
    prop_assert_eq!(answer.end(), SearchEnd::Found);
    prop_assert!(starts.contains(&path[0]), "starts at {:?}", path[0]);
    prop_assert!(goals.contains(&path[path.len() - 1]));
    prop_assert_eq!(answer.goal(), path.last().copied());
    prop_assert!(
        path_cost(space, path).is_some(),
        "a step is not a move: {path:?}"
    );
    prop_assert_eq!(cost_of(path), expected, "the path {:?}", path);
    Ok(())
}

/// Checks an answer of IDA* without transpositions: as [`check_answer`], except that the
/// search may end at its node limit (never with a wrong answer, never with a path when there
/// is none).
fn check_limited<Sp: StateSpace>(
    space: &Sp,
    answer: &gridpath::PathResult<Sp::State, Sp::Cost>,
    expected: Option<Sp::Cost>,
    start: Sp::State,
    goals: &[Sp::State],
) -> Result<(), TestCaseError> {
    if answer.end() == SearchEnd::NodeLimit {
        prop_assert!(answer.path().is_none());
        prop_assert!(answer.generated() >= NODE_LIMIT);
        return Ok(());
    }
    check_answer(space, answer, expected, &[start], goals, |path| {
        path_cost(space, path)
    })
}

// ---------------------------------------------------------------------------------------------
// Random spaces
// ---------------------------------------------------------------------------------------------

/// The move sets of the grid properties: 4 directions, or 8 under each diagonal rule.
fn moves() -> impl Strategy<Value = Moves> {
    prop_oneof![
        Just(Moves::four()),
        Just(Moves::eight(DiagonalRule::Always)),
        Just(Moves::eight(DiagonalRule::NotBetweenBlocked)),
        Just(Moves::eight(DiagonalRule::NoCornerCutting)),
    ]
}

/// A small directed graph with the moves into each state as well as out of it, numbered
/// densely or not (then searched in hashed storage).
#[derive(Debug, Clone)]
struct Graph {
    out: Vec<Vec<(u32, u32)>>,
    into: Vec<Vec<(u32, u32)>>,
    numbered: bool,
}

impl Graph {
    fn new(states: u32, moves: &[(u32, u32, u32)], numbered: bool) -> Self {
        let mut out = vec![Vec::new(); states as usize];
        let mut into = vec![Vec::new(); states as usize];
        for &(from, to, cost) in moves {
            out[from as usize].push((to, cost));
            into[to as usize].push((from, cost));
        }
        Graph {
            out,
            into,
            numbered,
        }
    }

    fn len(&self) -> u32 {
        u32::try_from(self.out.len()).unwrap()
    }
}

impl StateSpace for Graph {
    type State = u32;
    type Cost = u32;

    fn successors(&self, state: u32, mut visit: impl FnMut(u32, u32)) {
        for &(next, cost) in self.out.get(state as usize).into_iter().flatten() {
            visit(next, cost);
        }
    }
    fn contains(&self, state: u32) -> bool {
        state < self.len()
    }
    fn numbering(&self) -> Option<impl Numbering<u32>> {
        self.numbered.then(|| {
            DenseNumbering::new(
                self.out.len(),
                |s: u32| s as usize,
                |i| u32::try_from(i).ok(),
            )
        })
    }
}

impl Predecessors for Graph {
    fn predecessors(&self, state: u32, mut visit: impl FnMut(u32, u32)) {
        for &(prev, cost) in self.into.get(state as usize).into_iter().flatten() {
            visit(prev, cost);
        }
    }
}

/// A graph with a few starts and goals among its states.
#[derive(Debug, Clone)]
struct GraphCase {
    graph: Graph,
    starts: Vec<u32>,
    goals: Vec<u32>,
}

fn graph_cases(max_cost: u32) -> impl Strategy<Value = GraphCase> {
    (1u32..=10).prop_flat_map(move |states| {
        (
            vec((0..states, 0..states, 0..=max_cost), 0..=30),
            vec(0..states, 1..=3),
            vec(0..states, 1..=3),
            any::<bool>(),
        )
            .prop_map(move |(moves, starts, goals, numbered)| GraphCase {
                graph: Graph::new(states, &moves, numbered),
                starts,
                goals,
            })
    })
}

// ---------------------------------------------------------------------------------------------
// IDA*
// ---------------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(proptest_config(CASES))]

    /// On unit-cost grids with 4 or 8 moves, IDA* guided by the space's estimate finds the
    /// cost A* finds, with the transposition table and without.
    #[test]
    fn ida_matches_astar_on_grids(
        case in grid_with_endpoints(grids(1..=6, 1..=6, 35)),
        moves in moves(),
    ) {
        let Endpoints { grid, start, goal } = case;
        let space = GridSpace::new(&grid, moves, |&free| free);
        let expected = AStar::new().search_to(&space, [start], goal).goal_distance();

        let mut ida = IdaStar::new().with_transposition_table(TABLE);
        let answer = ida.search_to(&space, start, goal);
        check_answer(&space, &answer, expected, &[start], &[goal], |p| path_cost(&space, p))?;

        let mut ida = IdaStar::new().with_node_limit(NODE_LIMIT);
        let answer = ida.search_to(&space, start, goal);
        check_limited(&space, &answer, expected, start, &[goal])?;
    }

    /// On grids whose cells cost 1 to 9 to enter, IDA* guided by Manhattan distance (which the
    /// costs only make more of an underestimate) finds Dijkstra's cost.
    #[test]
    fn ida_matches_dijkstra_on_terrain(
        case in grid_with_endpoints(terrain_grids(1..=5, 1..=5, 30, 9)),
    ) {
        let Endpoints { grid, start, goal } = case;
        let space = GridSpace::with_costs(&grid, Moves::four(), |&cost| cost);
        let expected = Dijkstra::new().search(&space, [start], |p| p == goal).goal_distance();
        let estimate = heuristic::manhattan::<u32>(goal);

        let mut ida = IdaStar::new().with_transposition_table(TABLE);
        let answer = ida.search(&space, start, |p| p == goal, estimate);
        check_answer(&space, &answer, expected, &[start], &[goal], |p| path_cost(&space, p))?;

        let mut ida = IdaStar::new().with_node_limit(NODE_LIMIT);
        let answer = ida.search(&space, start, |p| p == goal, estimate);
        check_limited(&space, &answer, expected, start, &[goal])?;
    }

    /// On random graphs given as an [`FnSpace`] — moves costing 0 to 5, zero-cost cycles
    /// included — IDA* with no estimate finds Dijkstra's cost to the nearest goal, and with
    /// the table it proves an unreachable goal unreachable.
    #[test]
    fn ida_matches_dijkstra_on_graphs(case in graph_cases(5)) {
        let GraphCase { graph, starts, goals } = case;
        let space = FnSpace::new(|s: u32| graph.out[s as usize].clone());
        let start = starts[0];
        let is_goal = |s: u32| goals.contains(&s);
        let expected = Dijkstra::new().search(&space, [start], is_goal).goal_distance();

        let mut ida = IdaStar::new().with_transposition_table(TABLE);
        let answer = ida.search(&space, start, is_goal, |_| 0);
        check_answer(&space, &answer, expected, &[start], &goals, |p| path_cost(&space, p))?;

        let mut ida = IdaStar::new().with_node_limit(NODE_LIMIT);
        let answer = ida.search(&space, start, is_goal, |_| 0);
        check_limited(&space, &answer, expected, start, &goals)?;
    }
}

// ---------------------------------------------------------------------------------------------
// Bidirectional searches
// ---------------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(proptest_config(CASES))]

    /// On grids with 4 or 8 moves, bidirectional BFS finds BFS's distance, in dense storage
    /// and hashed.
    #[test]
    fn bidirectional_bfs_matches_bfs_on_grids(
        case in grid_with_endpoints(grids(1..=8, 1..=8, 35)),
        moves in moves(),
    ) {
        let Endpoints { grid, start, goal } = case;
        let space = GridSpace::new(&grid, moves, |&free| free);
        let expected = Bfs::new().search(&space, [start], |p| p == goal).goal_distance();
        let steps = |path: &[Pos]| u32::try_from(path.len() - 1).ok();

        let mut both_ways = BidirectionalBfs::new();
        let answer = both_ways.search(&space, [start], [goal]);
        check_answer(&space, &answer, expected, &[start], &[goal], steps)?;
        let hashed = Unnumbered(&space);
        let answer = both_ways.search(&hashed, [start], [goal]);
        check_answer(&space, &answer, expected, &[start], &[goal], steps)?;
    }

    /// On random graphs, from several starts to several goals, bidirectional BFS finds the
    /// fewest moves BFS finds.
    #[test]
    fn bidirectional_bfs_matches_bfs_on_graphs(case in graph_cases(5)) {
        let GraphCase { graph, starts, goals } = case;
        let expected = Bfs::new()
            .search(&graph, starts.iter().copied(), goal::any_of(goals.iter().copied()))
            .goal_distance();
        let mut both_ways = BidirectionalBfs::new();
        let answer = both_ways.search(&graph, starts.iter().copied(), goals.iter().copied());
        let steps = |path: &[u32]| u32::try_from(path.len() - 1).ok();
        check_answer(&graph, &answer, expected, &starts, &goals, steps)?;
    }

    /// On grids whose cells cost 1 to 9 to enter, bidirectional Dijkstra finds Dijkstra's
    /// cost, in dense storage and hashed.
    #[test]
    fn bidirectional_dijkstra_matches_dijkstra_on_terrain(
        case in grid_with_endpoints(terrain_grids(1..=8, 1..=8, 30, 9)),
        moves in moves(),
    ) {
        let Endpoints { grid, start, goal } = case;
        let space = GridSpace::with_costs(&grid, moves, |&cost| cost);
        let expected = Dijkstra::new().search(&space, [start], |p| p == goal).goal_distance();
        let cost = |path: &[Pos]| path_cost(&space, path);

        let mut both_ways = BidirectionalDijkstra::new();
        let answer = both_ways.search(&space, [start], [goal]);
        check_answer(&space, &answer, expected, &[start], &[goal], cost)?;
        let hashed = Unnumbered(&space);
        let answer = both_ways.search(&hashed, [start], [goal]);
        check_answer(&space, &answer, expected, &[start], &[goal], cost)?;
    }

    /// On random graphs with moves costing 0 to 5, from several starts to several goals,
    /// bidirectional Dijkstra finds Dijkstra's cost.
    #[test]
    fn bidirectional_dijkstra_matches_dijkstra_on_graphs(case in graph_cases(5)) {
        let GraphCase { graph, starts, goals } = case;
        let expected = Dijkstra::new()
            .search(&graph, starts.iter().copied(), goal::any_of(goals.iter().copied()))
            .goal_distance();
        let mut both_ways = BidirectionalDijkstra::new();
        let answer = both_ways.search(&graph, starts.iter().copied(), goals.iter().copied());
        check_answer(&graph, &answer, expected, &starts, &goals, |p| path_cost(&graph, p))?;
    }

    /// One workspace answers many queries as fresh ones do (its records are reused, not
    /// cleared), and a search on the graph reversed from the goals finds the same cost.
    #[test]
    fn reused_workspaces_and_reversed_spaces_agree(cases in vec(graph_cases(3), 1..=6)) {
        let mut bfs = BidirectionalBfs::new();
        let mut dijkstra = BidirectionalDijkstra::new();
        for GraphCase { graph, starts, goals } in cases {
            let fresh = BidirectionalBfs::new().search(&graph, starts.clone(), goals.clone());
            prop_assert_eq!(bfs.search(&graph, starts.clone(), goals.clone()), fresh);
            let fresh = BidirectionalDijkstra::new().search(&graph, starts.clone(), goals.clone());
            let reused = dijkstra.search(&graph, starts.clone(), goals.clone());
            prop_assert_eq!(&reused, &fresh);
            let backward = Reversed(&graph);
            let reversed = BidirectionalDijkstra::new().search(&backward, goals.clone(), starts.clone());
            prop_assert_eq!(reversed.cost(), fresh.cost());
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Edge cases
// ---------------------------------------------------------------------------------------------

#[test]
fn a_start_that_is_a_goal_costs_nothing() {
    let grid = Grid::parse("..\n..\n", Some).unwrap();
    let space = GridSpace::new(&grid, Moves::four(), |_| true);
    let here = Pos::new(1, 1);
    let answer = BidirectionalBfs::new().search(&space, [here], [Pos::new(0, 0), here]);
    assert_eq!((answer.cost(), answer.path()), (Some(0), Some(&[here][..])));
    let answer = IdaStar::new().search_to(&space, here, here);
    assert_eq!((answer.cost(), answer.expanded()), (Some(0), 0));
}

#[test]
fn states_outside_the_space_are_ignored() {
    let grid = Grid::parse("...\n", Some).unwrap();
    let space = GridSpace::new(&grid, Moves::four(), |_| true);
    let (inside, outside) = (Pos::new(0, 0), Pos::new(5, 5));
    let answer = BidirectionalBfs::new().search(&space, [outside, inside], [Pos::new(0, 2)]);
    assert_eq!(answer.cost(), Some(2));
    let answer = BidirectionalDijkstra::new().search(
        &GridSpace::with_costs(&grid, Moves::four(), |_| Some(3u32)),
        [inside],
        [outside],
    );
    assert_eq!((answer.cost(), answer.end()), (None, SearchEnd::Exhausted));
    let answer = IdaStar::new().search(&space, outside, |p| p == inside, |_| 0u32);
    assert_eq!(answer.end(), SearchEnd::Exhausted);
}

#[test]
fn costs_that_do_not_fit_end_as_an_overflow() {
    // 0 → 1 → 2 at 200 each: 400 does not fit a u8.
    let line = FnSpace::new(|n: u8| (n < 2).then_some((n + 1, 200u8)));
    let answer = IdaStar::new().search(&line, 0, |n| n == 2, |_| 0);
    assert_eq!(answer.end(), SearchEnd::CostOverflow);
    let answer = IdaStar::new().search(&line, 0, |n| n == 1, |_| 0);
    assert_eq!(answer.cost(), Some(200));
}

#[test]
fn ida_counts_its_passes_and_keeps_its_memory_to_the_path() {
    // An open 20 × 20 grid: the Manhattan estimate is exact, one pass.
    let grid = Grid::new(gridpath::Size::new(20, 20), ()).unwrap();
    let space = GridSpace::new(&grid, Moves::four(), |()| true);
    let mut ida = IdaStar::new();
    let answer = ida.search_to(&space, Pos::new(0, 0), Pos::new(19, 19));
    assert_eq!(answer.cost(), Some(38));
    assert_eq!(ida.bounds(), [38]);
    // The path and each state's successors on it: a few kilobytes, not the 400 states.
    assert!(ida.heap_bytes() < 8 * 1024, "{} bytes", ida.heap_bytes());
}
