//! Search events (`search_observed`): for every engine, replaying the events rebuilds exactly
//! the distances and the path of the search's own result, and the events come in an order the
//! engine allows (a state is expanded after it is discovered, the goal is the last event).

use std::collections::HashMap;
use std::fmt::Debug;

use gridpath::maze::MinStd;
use gridpath::{
    AStar, Bfs, Dfs, DiagonalRule, Dijkstra, Grid, GridSpace, Moves, Pos, SearchEvent, SearchTree,
    Size, StateSpace, ZeroOneBfs, heuristic,
};

/// What the events say: per state, its last discovery (from, distance); the expanded states
/// in order; the goal event.
struct Replay<D> {
    last: HashMap<Pos, (Option<Pos>, D)>,
    expanded: Vec<Pos>,
    goal: Option<(Pos, D)>,
}

fn replay<D: Copy + Debug>(events: &[SearchEvent<Pos, D>]) -> Replay<D> {
    let mut replay = Replay {
        last: HashMap::new(),
        expanded: Vec::new(),
        goal: None,
    };
    for (i, event) in events.iter().enumerate() {
        assert!(replay.goal.is_none(), "an event after the goal: {event:?}");
        match *event {
            SearchEvent::Discovered {
                state,
                from,
                distance,
            } => {
                if let Some(from) = from {
                    assert!(
                        replay.expanded.last() == Some(&from),
                        "event {i}: discovered from a state not being expanded"
                    );
                }
                replay.last.insert(state, (from, distance));
            }
            SearchEvent::Expanded { state, .. } => {
                assert!(
                    replay.last.contains_key(&state),
                    "event {i}: expanded before discovered"
                );
                replay.expanded.push(state);
            }
            SearchEvent::Goal { state, distance } => {
                assert!(replay.last.contains_key(&state));
                replay.goal = Some((state, distance));
            }
            _ => panic!("an event this engine does not send: {event:?}"),
        }
    }
    replay
}

/// Checks a result against the replay of its events.
fn check<Sp, D>(
    found: &SearchTree<'_, Sp, D>,
    events: &[SearchEvent<Pos, D>],
    grid: &Grid<u32>,
    what: &str,
) where
    Sp: StateSpace<State = Pos>,
    D: Copy + Debug + PartialEq,
{
    let replay = replay(events);
    assert_eq!(
        replay.expanded.len(),
        found.expanded(),
        "{what}: expansions"
    );
    // Every distance the result knows is the last one the events gave.
    let mut known = 0;
    for pos in grid.positions() {
        if let Some(distance) = found.distance(pos) {
            let (_, rebuilt) = replay
                .last
                .get(&pos)
                .unwrap_or_else(|| panic!("{what}: {pos:?} never discovered"));
            assert_eq!(*rebuilt, distance, "{what}: distance of {pos:?}");
            known += 1;
        }
    }
    assert!(known > 0 || replay.last.is_empty(), "{what}");
    match (found.goal(), replay.goal) {
        (Some(goal), Some((event_goal, distance))) => {
            assert_eq!(goal, event_goal, "{what}");
            assert_eq!(Some(distance), found.goal_distance(), "{what}");
            // The predecessors of the last discoveries lead back along the path returned.
            let mut rebuilt = vec![goal];
            while let Some(&(Some(from), _)) = replay.last.get(rebuilt.last().unwrap()) {
                rebuilt.push(from);
                assert!(
                    rebuilt.len() <= grid.len(),
                    "{what}: a cycle of predecessors"
                );
            }
            rebuilt.reverse();
            assert_eq!(Some(rebuilt), found.path(), "{what}: the path");
        }
        (None, None) => {}
        (goal, event) => panic!("{what}: result goal {goal:?}, goal event {event:?}"),
    }
}

/// A random grid of cells 0 (a wall), 1 and 2 (the cost of entering), and two endpoints.
fn random_case(rng: &mut MinStd) -> (Grid<u32>, Pos, Pos) {
    let rows = 2 + rng.next_value() % 14;
    let cols = 2 + rng.next_value() % 14;
    let grid = Grid::from_fn(Size::new(rows, cols), |_| match rng.next_value() % 10 {
        0..=2 => 0,
        3..=6 => 1,
        _ => 2,
    })
    .unwrap();
    let start = Pos::new(rng.next_value() % rows, rng.next_value() % cols);
    let goal = Pos::new(rng.next_value() % rows, rng.next_value() % cols);
    (grid, start, goal)
}

#[test]
fn every_engine_s_events_rebuild_its_result() {
    let mut rng = MinStd::new(99);
    for case in 0..200 {
        let (grid, start, goal) = random_case(&mut rng);
        let unit = GridSpace::new(&grid, Moves::four(), |&c| c > 0);
        let costs =
            GridSpace::with_costs(&grid, Moves::eight(DiagonalRule::NoCornerCutting), |&c| {
                (c > 0).then_some(c)
            });
        // Costs 0 and 1 for 0-1 BFS: entering a 1 is free, a 2 costs 1.
        let zero_one = GridSpace::with_costs(&grid, Moves::four(), |&c| (c > 0).then(|| c - 1));
        // A goal that is never reached too: the whole field.
        for target in [Some(goal), None] {
            let is_goal = |p: Pos| Some(p) == target;
            let what = format!("case {case}, goal {target:?}");
            let mut events = Vec::new();
            let mut bfs = Bfs::new();
            let found = bfs.search_observed(&unit, [start], is_goal, |e| events.push(e));
            check(&found, &events, &grid, &format!("bfs {what}"));

            let mut events = Vec::new();
            let mut dfs = Dfs::new();
            let found = dfs.search_observed(&unit, [start], is_goal, |e| events.push(e));
            check(&found, &events, &grid, &format!("dfs {what}"));

            let mut events = Vec::new();
            let mut dijkstra = Dijkstra::new();
            let found = dijkstra.search_observed(&costs, [start], is_goal, |e| events.push(e));
            check(&found, &events, &grid, &format!("dijkstra {what}"));

            let mut events = Vec::new();
            let mut zero_one_bfs = ZeroOneBfs::new();
            let found =
                zero_one_bfs.search_observed(&zero_one, [start], is_goal, |e| events.push(e));
            check(&found, &events, &grid, &format!("0-1 bfs {what}"));

            let mut events = Vec::new();
            let mut astar = AStar::new();
            let h = heuristic::chebyshev(goal);
            let found = astar.search_observed(&costs, [start], is_goal, h, |e| events.push(e));
            check(&found, &events, &grid, &format!("a* {what}"));
        }
    }
}

#[test]
fn observing_does_not_change_the_search() {
    let mut rng = MinStd::new(7);
    for _ in 0..50 {
        let (grid, start, goal) = random_case(&mut rng);
        let space = GridSpace::with_costs(&grid, Moves::four(), |&c| (c > 0).then_some(c));
        let mut astar = AStar::new();
        let h = heuristic::manhattan(goal);
        let plain = astar.search(&space, [start], |p| p == goal, h).into_owned();
        let observed = astar
            .search_observed(&space, [start], |p| p == goal, h, |_| {})
            .into_owned();
        assert_eq!(plain.path(), observed.path());
        assert_eq!(plain.expanded(), observed.expanded());
    }
}

#[test]
fn jump_point_search_events_rebuild_its_path_cell_by_cell() {
    use gridpath::{JumpGrid, JumpPointSearch, Octile};
    let mut rng = MinStd::new(5);
    let mut jumps_crossing_cells = 0;
    for case in 0..300 {
        let (grid, start, goal) = random_case(&mut rng);
        let space = GridSpace::octile(&grid, |&c| c > 0);
        let jump_grid = JumpGrid::new(&space).unwrap();
        let mut jps = JumpPointSearch::new();
        let mut events = Vec::new();
        let found = jps.search_observed(&jump_grid, [start], goal, |e| events.push(e));
        // Per jump point, its last discovery and the cells its jump crossed.
        let mut last: HashMap<Pos, (Option<Pos>, Octile, Vec<Pos>)> = HashMap::new();
        let mut crossed = Vec::new();
        let mut expanded = 0;
        let mut goal_event = None;
        for event in &events {
            assert!(goal_event.is_none(), "case {case}: an event after the goal");
            match *event {
                SearchEvent::Crossed { state } => crossed.push(state),
                SearchEvent::Discovered {
                    state,
                    from,
                    distance,
                } => {
                    last.insert(state, (from, distance, std::mem::take(&mut crossed)));
                }
                SearchEvent::Expanded { state, distance } => {
                    assert!(
                        crossed.is_empty(),
                        "case {case}: crossed cells without a jump point"
                    );
                    assert_eq!(last.get(&state).map(|l| l.1), Some(distance), "case {case}");
                    expanded += 1;
                }
                SearchEvent::Goal { state, distance } => goal_event = Some((state, distance)),
                _ => panic!("case {case}: {event:?}"),
            }
        }
        assert_eq!(expanded, found.expanded(), "case {case}");
        for (&state, (_, distance, _)) in &last {
            if let Some(settled) = found.distance(state) {
                assert_eq!(settled, *distance, "case {case}: {state:?}");
            }
        }
        assert_eq!(
            goal_event.map(|g| g.1),
            found.goal_distance(),
            "case {case}"
        );
        let Some(path) = found.path() else {
            continue;
        };
        // Walk the links back from the goal, each with the cells its jump crossed.
        let mut rebuilt = Vec::new();
        let mut at = Some(goal);
        while let Some(state) = at {
            let (from, _, cells) = &last[&state];
            rebuilt.push(state);
            rebuilt.extend(cells.iter().rev());
            jumps_crossing_cells += usize::from(!cells.is_empty());
            at = *from;
        }
        rebuilt.reverse();
        assert_eq!(rebuilt, path, "case {case}");
    }
    assert!(jumps_crossing_cells > 100, "{jumps_crossing_cells}");
}

/// Once the start's expansion has reached the goal at distance `d`, it queues nothing whose
/// `g + h` is `d` or more: nothing it could still find would lead to a shorter path (the goal's
/// bound, `docs/jps.md`). The answers stay A*'s (`tests/jps.rs`); this checks the bound is held.
#[test]
fn jump_point_search_start_expansion_queues_nothing_past_the_goal() {
    use gridpath::{JumpGrid, JumpPointSearch, heuristic};
    let mut rng = MinStd::new(17);
    let (mut goal_from_start, mut queued_after_goal) = (0, 0);
    for case in 0..2000 {
        let (grid, start, goal) = random_case(&mut rng);
        let space = GridSpace::octile(&grid, |&c| c > 0);
        let jump_grid = JumpGrid::new(&space).unwrap();
        let h = heuristic::octile(goal);
        let mut events = Vec::new();
        let mut jps = JumpPointSearch::new();
        let found = jps.search_observed(&jump_grid, [start], goal, |e| events.push(e));
        let mut expanded = 0;
        let mut bound = None;
        for event in &events {
            match *event {
                SearchEvent::Expanded { .. } => expanded += 1,
                SearchEvent::Discovered {
                    state, distance, ..
                } if expanded == 1 => {
                    if let Some(bound) = bound {
                        assert!(
                            distance + h(state) < bound,
                            "case {case}: {state:?} at {distance:?} queued past the goal's {bound:?}"
                        );
                        queued_after_goal += 1;
                    } else if state == goal {
                        bound = Some(distance);
                        goal_from_start += 1;
                    }
                }
                _ => {}
            }
        }
        if let Some(bound) = bound {
            let length = found.goal_distance();
            assert!(
                length.is_some_and(|d| d <= bound),
                "case {case}: {length:?}"
            );
        }
    }
    // The property is not vacuous: the goal is often reached from the start, and jump points
    // are still queued after it (those that could lead somewhere shorter).
    assert!(goal_from_start > 200, "{goal_from_start}");
    assert!(queued_after_goal > 0, "{queued_after_goal}");
}
