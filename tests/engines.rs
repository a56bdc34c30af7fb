//! Named, hand-made scenarios run through every engine that applies, dense and hashed; each
//! expected value was worked out by hand. Then the work each engine reports (`expanded`), and
//! what happens with unusual starts.
//!
//! Scenario text: `.` is open ground (entering costs 1), a digit is ground whose cost of
//! entering is that digit, `#` is a wall. Markers, all costing 1 to enter where they are not
//! walls: `S` a start, `G` the goal, `*` a start that is the goal, `X` a start on a wall, `W`
//! the goal on a wall, `Y` a start on a wall that is the goal.

use gridpath::{
    AStar, Bfs, Dfs, DiagonalRule, Dijkstra, Dir, Grid, GridSpace, JumpGrid, JumpPointSearch,
    Moves, Octile, Pos, SearchTree, Size, StateSpace, Storage, Unnumbered, ZeroOneBfs, goal,
    heuristic,
};

fn is_wall(c: char) -> bool {
    matches!(c, '#' | 'X' | 'W' | 'Y')
}

fn is_start(c: char) -> bool {
    matches!(c, 'S' | '*' | 'X' | 'Y')
}

fn is_goal(c: char) -> bool {
    matches!(c, 'G' | '*' | 'W' | 'Y')
}

/// The cost of entering a cell, `None` for a wall.
fn enter_cost(c: char) -> Option<u32> {
    if is_wall(c) {
        None
    } else {
        Some(c.to_digit(10).unwrap_or(1))
    }
}

struct Scenario {
    name: &'static str,
    text: &'static str,
    moves: MoveSet,
    /// Fewest moves, ignoring costs.
    steps: Option<u32>,
    /// Cheapest total cost of the cells entered.
    cost: Option<u32>,
}

/// A move set, in a form a constant can hold.
#[derive(Clone, Copy)]
enum MoveSet {
    Four,
    Eight(DiagonalRule),
    Letters(&'static str),
}

impl MoveSet {
    fn moves(self) -> Moves {
        match self {
            MoveSet::Four => Moves::four(),
            MoveSet::Eight(rule) => Moves::eight(rule),
            MoveSet::Letters(letters) => Moves::from_letters(letters).unwrap(),
        }
    }
}

const FOUR: MoveSet = MoveSet::Four;
const KING: MoveSet = MoveSet::Eight(DiagonalRule::Always);
const NOT_BETWEEN_BLOCKED: MoveSet = MoveSet::Eight(DiagonalRule::NotBetweenBlocked);
const NO_CORNER_CUTTING: MoveSet = MoveSet::Eight(DiagonalRule::NoCornerCutting);

const MAZE: &str = "S#...\n.#.#.\n...#G\n";
const SQUEEZE: &str = "S#\n#G\n";

const SCENARIOS: &[Scenario] = &[
    Scenario {
        name: "1×1 grid, the start is the goal",
        text: "*",
        moves: FOUR,
        steps: Some(0),
        cost: Some(0),
    },
    Scenario {
        name: "start is the goal inside a larger grid",
        text: ".#.\n.*.\n",
        moves: KING,
        steps: Some(0),
        cost: Some(0),
    },
    Scenario {
        name: "1×6 corridor",
        text: "S....G",
        moves: FOUR,
        steps: Some(5),
        cost: Some(5),
    },
    Scenario {
        name: "6×1 column",
        text: "S\n.\n.\n.\n.\nG\n",
        moves: FOUR,
        steps: Some(5),
        cost: Some(5),
    },
    Scenario {
        name: "corridor cut by a wall",
        text: "S..#..G",
        moves: KING,
        steps: None,
        cost: None,
    },
    Scenario {
        name: "the goal is a wall",
        text: "S.W",
        moves: FOUR,
        steps: None,
        cost: None,
    },
    Scenario {
        name: "several starts in a corridor: the nearest wins",
        text: "S.....G.S",
        moves: FOUR,
        steps: Some(2),
        cost: Some(2),
    },
    Scenario {
        name: "several starts around a wall",
        text: "S..#G\n...#.\nS....\n",
        moves: FOUR,
        steps: Some(6),
        cost: Some(6),
    },
    Scenario {
        name: "a start on a wall is no state: ignored",
        text: "X.G",
        moves: FOUR,
        steps: None,
        cost: None,
    },
    Scenario {
        name: "a start on a wall that is the goal is still ignored",
        text: ".Y.",
        moves: FOUR,
        steps: None,
        cost: None,
    },
    Scenario {
        name: "a start on a wall beside an open start",
        text: "X.G\nS..\n",
        moves: FOUR,
        steps: Some(3),
        cost: Some(3),
    },
    Scenario {
        name: "maze, four neighbours",
        text: MAZE,
        moves: FOUR,
        steps: Some(10),
        cost: Some(10),
    },
    Scenario {
        name: "maze, eight neighbours, no corner cutting: no diagonal helps",
        text: MAZE,
        moves: NO_CORNER_CUTTING,
        steps: Some(10),
        cost: Some(10),
    },
    Scenario {
        name: "maze, eight neighbours, past corners but not between two walls",
        text: MAZE,
        moves: NOT_BETWEEN_BLOCKED,
        steps: Some(6),
        cost: Some(6),
    },
    Scenario {
        name: "maze, king moves",
        text: MAZE,
        moves: KING,
        steps: Some(6),
        cost: Some(6),
    },
    Scenario {
        name: "squeeze between two walls, four neighbours",
        text: SQUEEZE,
        moves: FOUR,
        steps: None,
        cost: None,
    },
    Scenario {
        name: "squeeze between two walls, king moves",
        text: SQUEEZE,
        moves: KING,
        steps: Some(1),
        cost: Some(1),
    },
    Scenario {
        name: "squeeze between two walls, not between blocked",
        text: SQUEEZE,
        moves: NOT_BETWEEN_BLOCKED,
        steps: None,
        cost: None,
    },
    Scenario {
        name: "squeeze between two walls, no corner cutting",
        text: SQUEEZE,
        moves: NO_CORNER_CUTTING,
        steps: None,
        cost: None,
    },
    Scenario {
        name: "diagonal past expensive sides",
        text: "S9\n9G\n",
        moves: NOT_BETWEEN_BLOCKED,
        steps: Some(1),
        cost: Some(1),
    },
    Scenario {
        name: "weighted: around the 9 is cheaper",
        text: "S9G\n111\n",
        moves: FOUR,
        steps: Some(2),
        cost: Some(4),
    },
    Scenario {
        name: "weighted: left through 3 beats right through 5",
        text: "S.5\n3#.\n.1G\n",
        moves: FOUR,
        steps: Some(4),
        cost: Some(6),
    },
    Scenario {
        name: "0-1 costs: the free tunnel",
        text: "S1111G\n000000\n",
        moves: FOUR,
        steps: Some(5),
        cost: Some(1),
    },
    Scenario {
        name: "one-way moves, downhill",
        text: "S..\n.#.\n..G\n",
        moves: MoveSet::Letters("DR"),
        steps: Some(4),
        cost: Some(4),
    },
    Scenario {
        name: "one-way moves, uphill",
        text: "G..\n.#.\n..S\n",
        moves: MoveSet::Letters("DR"),
        steps: None,
        cost: None,
    },
];

/// One engine's answer: its name, the distance to the goal and the path.
type Answer = (String, Option<u32>, Option<Vec<Pos>>);

fn answer<Sp: StateSpace<State = Pos>>(engine: &str, found: &SearchTree<'_, Sp, u32>) -> Answer {
    let storage = match found.storage() {
        Storage::Dense => "dense",
        Storage::Paged => "paged",
        Storage::Hashed => "hashed",
        _ => "other",
    };
    (
        format!("{engine} ({storage})"),
        found.goal_distance(),
        found.path(),
    )
}

/// Runs `$body` with `$sp` bound to the space and then to its hashed view.
macro_rules! dense_and_hashed {
    ($space:expr, |$sp:ident| $body:expr) => {{
        [
            {
                let $sp = &$space;
                $body
            },
            {
                let $sp = &Unnumbered(&$space);
                $body
            },
        ]
    }};
}

struct Setup {
    grid: Grid<char>,
    starts: Vec<Pos>,
    goal: Pos,
}

fn starts_of(grid: &Grid<char>) -> Vec<Pos> {
    grid.find_all(|&c| is_start(c)).collect()
}

fn setup(text: &str) -> Setup {
    let grid = Grid::parse(text, Some).unwrap();
    let starts = starts_of(&grid);
    let goal = grid.find(|&c| is_goal(c)).expect("a goal marker");
    assert!(!starts.is_empty(), "a start marker");
    Setup { grid, starts, goal }
}

/// Checks that `path` leads from a start to the goal by moves of `moves` into open cells.
fn check_path(s: &Scenario, setup: &Setup, engine: &str, path: &[Pos]) {
    let name = s.name;
    assert!(
        setup.starts.contains(&path[0]),
        "{name}: {engine} starts at {}",
        path[0]
    );
    assert_eq!(
        path.last(),
        Some(&setup.goal),
        "{name}: {engine} ends elsewhere"
    );
    for pair in path.windows(2) {
        let dir = Dir::between(pair[0], pair[1]);
        assert!(
            dir.is_some_and(|d| s.moves.moves().dirs().contains(&d)),
            "{name}: {engine} jumps {} -> {}",
            pair[0],
            pair[1]
        );
        assert!(
            !is_wall(setup.grid[pair[1]]),
            "{name}: {engine} enters a wall"
        );
    }
}

/// The cost of the cells a path enters.
fn path_cost(grid: &Grid<char>, path: &[Pos]) -> u32 {
    path[1..]
        .iter()
        .map(|&p| enter_cost(grid[p]).unwrap())
        .sum()
}

fn run(s: &Scenario) {
    let setup = setup(s.text);
    let Setup {
        grid, starts, goal, ..
    } = &setup;
    let (goal, name) = (*goal, s.name);
    let starts = || starts.iter().copied();
    let unit = GridSpace::new(grid, s.moves.moves(), |&c| !is_wall(c));
    let costs = GridSpace::with_costs(grid, s.moves.moves(), |&c| enter_cost(c));
    let all_costs: Vec<u32> = grid.cells().iter().filter_map(|&c| enter_cost(c)).collect();
    let straight_only = s.moves.moves().dirs().iter().all(|d| !d.is_diagonal());
    let chebyshev = heuristic::chebyshev(goal);
    let manhattan = heuristic::manhattan(goal);

    // Engines that count moves.
    let mut by_steps: Vec<Answer> = Vec::new();
    by_steps.extend(dense_and_hashed!(unit, |sp| {
        answer("Bfs", &Bfs::new().search(sp, starts(), goal::state(goal)))
    }));
    by_steps.extend(dense_and_hashed!(unit, |sp| {
        answer(
            "Dijkstra, unit",
            &Dijkstra::new().search(sp, starts(), goal::state(goal)),
        )
    }));
    by_steps.extend(dense_and_hashed!(unit, |sp| {
        answer(
            "ZeroOneBfs, unit",
            &ZeroOneBfs::new().search(sp, starts(), goal::state(goal)),
        )
    }));
    by_steps.extend(dense_and_hashed!(unit, |sp| {
        let mut astar = AStar::new();

        let found = astar.search(sp, starts(), goal::state(goal), chebyshev);
        answer("AStar, unit, Chebyshev", &found)
    }));
    if straight_only {
        by_steps.extend(dense_and_hashed!(unit, |sp| {
            let mut astar = AStar::new();

            let found = astar.search(sp, starts(), goal::state(goal), manhattan);
            answer("AStar, unit, Manhattan", &found)
        }));
    }
    for (engine, distance, path) in &by_steps {
        assert_eq!(*distance, s.steps, "{name}: {engine}");
        assert_eq!(path.is_some(), distance.is_some(), "{name}: {engine}");
        if let (Some(path), Some(d)) = (path, distance) {
            check_path(s, &setup, engine, path);
            assert_eq!(path.len() - 1, *d as usize, "{name}: {engine}");
        }
    }

    // Engines that add costs.
    let mut by_cost: Vec<Answer> = Vec::new();
    by_cost.extend(dense_and_hashed!(costs, |sp| {
        answer(
            "Dijkstra",
            &Dijkstra::new().search(sp, starts(), goal::state(goal)),
        )
    }));
    by_cost.extend(dense_and_hashed!(costs, |sp| {
        let mut astar = AStar::new();

        let found = astar.search(sp, starts(), goal::state(goal), heuristic::zero());
        answer("AStar, zero heuristic", &found)
    }));
    if all_costs.iter().all(|&c| c >= 1) {
        by_cost.extend(dense_and_hashed!(costs, |sp| {
            let mut astar = AStar::new();

            let found = astar.search(sp, starts(), goal::state(goal), chebyshev);
            answer("AStar, Chebyshev", &found)
        }));
    }
    if all_costs.iter().all(|&c| c <= 1) {
        by_cost.extend(dense_and_hashed!(costs, |sp| {
            answer(
                "ZeroOneBfs",
                &ZeroOneBfs::new().search(sp, starts(), goal::state(goal)),
            )
        }));
    }
    for (engine, distance, path) in &by_cost {
        assert_eq!(*distance, s.cost, "{name}: {engine}");
        assert_eq!(path.is_some(), distance.is_some(), "{name}: {engine}");
        if let (Some(path), Some(d)) = (path, distance) {
            check_path(s, &setup, engine, path);
            assert_eq!(path_cost(grid, path), *d, "{name}: {engine}");
        }
    }

    // DFS finds a path exactly when one exists; its distance is that path's length.
    let by_dfs = dense_and_hashed!(unit, |sp| {
        answer("Dfs", &Dfs::new().search(sp, starts(), goal::state(goal)))
    });
    for (engine, distance, path) in &by_dfs {
        assert_eq!(distance.is_some(), s.steps.is_some(), "{name}: {engine}");
        if let (Some(path), Some(d)) = (path, distance) {
            check_path(s, &setup, engine, path);
            assert_eq!(path.len() - 1, *d as usize, "{name}: {engine}");
            assert!(Some(*d) >= s.steps, "{name}: {engine} beats BFS");
        }
    }
}

#[test]
fn every_engine_agrees_with_the_hand_computed_answers() {
    for scenario in SCENARIOS {
        run(scenario);
    }
}

#[test]
fn octile_scenarios() {
    let cases = [
        ("1×1", "*", Some(Octile::new(0, 0))),
        ("open 3×4", "S...\n....\n...G\n", Some(Octile::new(1, 2))),
        (
            "round a pillar",
            "S...\n.#..\n...G\n",
            Some(Octile::new(3, 1)),
        ),
        ("corridor", "S...G", Some(Octile::new(4, 0))),
        (
            "one side blocked: no corner cutting",
            "S#\n.G\n",
            Some(Octile::new(2, 0)),
        ),
        ("squeeze between two walls", "S#\n#G\n", None),
        (
            "two starts",
            "S..\n...\n..S\n..G\n",
            Some(Octile::new(1, 0)),
        ),
    ];
    for (name, text, expected) in cases {
        let Setup { grid, starts, goal } = setup(text);
        let space = GridSpace::octile(&grid, |&c| !is_wall(c));
        let answers = dense_and_hashed!(space, |sp| {
            let mut dijkstra = Dijkstra::new();

            let found = dijkstra.search(sp, starts.iter().copied(), goal::state(goal));
            (found.goal_distance(), found.path())
        })
        .into_iter()
        .chain(dense_and_hashed!(space, |sp| {
            let h = heuristic::octile(goal);
            let mut astar = AStar::new();

            let found = astar.search(sp, starts.iter().copied(), goal::state(goal), h);
            (found.goal_distance(), found.path())
        }));
        for (distance, path) in answers {
            assert_eq!(distance, expected, "{name}");
            if let (Some(path), Some(d)) = (path, distance) {
                let dirs = gridpath::path_dirs(&path).unwrap();
                let diagonal = dirs.iter().filter(|d| d.is_diagonal()).count();
                let straight = dirs.len() - diagonal;
                assert_eq!(
                    (straight, diagonal),
                    (d.straight as usize, d.diagonal as usize),
                    "{name}"
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Starts on walls
// ---------------------------------------------------------------------------------------------

/// The distance of every cell, in row-major order.
fn field<Sp: StateSpace<State = Pos>, T>(
    grid: &Grid<T>,
    found: &SearchTree<'_, Sp, u32>,
) -> Vec<Option<u32>> {
    grid.positions().map(|p| found.distance(p)).collect()
}

/// One rule for every engine and storage: a blocked cell is no state of a grid space
/// (`StateSpace::contains` is false for it), so a start on it is ignored — nothing is reached
/// from it, it gets no distance, and a search from it alone answers `None`, as Jump Point
/// Search always did. (0.2: `Bfs`, `Dijkstra` and `AStar` left the wall and answered
/// `Some(2)` on the grid below, JPS `None`.)
#[test]
fn a_start_on_a_wall_is_ignored_by_every_engine() {
    let grid = Grid::parse(".X.#.\n", Some).unwrap();
    let starts = starts_of(&grid);
    let space = GridSpace::new(&grid, Moves::four(), |&c| !is_wall(c));
    let costs = GridSpace::with_costs(&grid, Moves::four(), |&c| enter_cost(c));
    let nothing = [None; 5];
    let hashed = Unnumbered(&space);
    let starts = || starts.iter().copied();
    assert_eq!(
        field(&grid, &Bfs::new().distances(&space, starts())),
        nothing
    );
    assert_eq!(
        field(&grid, &Bfs::new().distances(&hashed, starts())),
        nothing
    );
    assert_eq!(
        field(&grid, &Dijkstra::new().distances(&costs, starts())),
        nothing
    );
    assert_eq!(
        field(&grid, &ZeroOneBfs::new().distances(&costs, starts())),
        nothing
    );
    let mut astar = AStar::new();
    let found = astar.search(&costs, starts(), |_| false, heuristic::zero());
    assert_eq!(
        (field(&grid, &found), found.expanded()),
        (nothing.to_vec(), 0)
    );
    let mut dfs = Dfs::new();
    let found = dfs.reach(&space, starts());
    assert_eq!(
        (field(&grid, &found), found.expanded()),
        (nothing.to_vec(), 0)
    );

    // The cases: "..#\n.#.\n" from the wall (0, 2) to (0, 0), and the 1×1 wall with
    // start = goal, through every engine, dense and hashed, and Jump Point Search.
    for (text, start, goal) in [
        ("..#\n.#.\n", Pos::new(0, 2), Pos::new(0, 0)),
        ("#\n", Pos::new(0, 0), Pos::new(0, 0)),
    ] {
        let grid = Grid::parse(text, Some).unwrap();
        let open = |c: &char| *c == '.';
        let four = GridSpace::new(&grid, Moves::four(), open);
        let octile = GridSpace::octile(&grid, open);
        let at_goal = |p: Pos| p == goal;
        let answers = [
            Bfs::new().search(&four, [start], at_goal).goal_distance(),
            Bfs::new()
                .search(Unnumbered(&four), [start], at_goal)
                .goal_distance(),
            Dfs::new().search(&four, [start], at_goal).goal_distance(),
            Dijkstra::new()
                .search(&four, [start], at_goal)
                .goal_distance(),
            ZeroOneBfs::new()
                .search(&four, [start], at_goal)
                .goal_distance(),
            AStar::new().search_to(&four, [start], goal).goal_distance(),
            AStar::new()
                .search_to(Unnumbered(&four), [start], goal)
                .goal_distance(),
            Bfs::new().distances(&four, [start]).distance(start),
        ];
        assert_eq!(answers, [None; 8], "{text:?}");
        let jump_grid = JumpGrid::new(&octile).unwrap();
        let jps = JumpPointSearch::new()
            .search(&jump_grid, [start], goal)
            .goal_distance();
        let astar = AStar::new()
            .search_to(&octile, [start], goal)
            .goal_distance();
        assert_eq!((jps, astar), (None, None), "{text:?}");
        let on_jump_grid = AStar::new()
            .search_to(&jump_grid, [start], goal)
            .goal_distance();
        assert_eq!(on_jump_grid, None, "{text:?}");
    }
}

#[test]
fn duplicate_starts_count_once() {
    let Setup { grid, .. } = setup("S..G");
    let space = GridSpace::new(&grid, Moves::four(), |&c| !is_wall(c));
    let twice = [Pos::new(0, 0), Pos::new(0, 0)];
    let mut bfs = Bfs::new();

    let found = bfs.search(&space, twice, goal::state(Pos::new(0, 3)));
    assert_eq!((found.goal_distance(), found.expanded()), (Some(3), 3));
    let mut dijkstra = Dijkstra::new();

    let found = dijkstra.search(&space, twice, goal::state(Pos::new(0, 3)));
    assert_eq!((found.goal_distance(), found.expanded()), (Some(3), 3));
    let mut dfs = Dfs::new();

    let found = dfs.search(&space, twice, goal::state(Pos::new(0, 3)));
    assert_eq!((found.goal_distance(), found.expanded()), (Some(3), 3));
    // No starts at all: nothing is reached.
    let mut bfs = Bfs::new();

    let found = bfs.search(&space, [], goal::state(Pos::new(0, 3)));
    assert_eq!((found.goal(), found.expanded()), (None, 0));
}

// ---------------------------------------------------------------------------------------------
// expanded()
// ---------------------------------------------------------------------------------------------

/// In a 1×n corridor from one end to the other, every engine expands exactly the n − 1 states
/// before the goal; the goal itself is settled but not expanded.
#[test]
fn a_corridor_expands_the_states_before_the_goal() {
    for n in 1..=9u32 {
        let grid = Grid::new(Size::try_from((1, n as usize)).unwrap(), '.').unwrap();
        let space = GridSpace::new(&grid, Moves::four(), |_| true);
        let (start, end) = (Pos::new(0, 0), Pos::new(0, n - 1));
        let to_end = || goal::state(end);
        let bfs = Bfs::new().search(&space, [start], to_end()).expanded();
        let dijkstra = Dijkstra::new().search(&space, [start], to_end()).expanded();
        let zero_one = ZeroOneBfs::new()
            .search(&space, [start], to_end())
            .expanded();
        let astar = AStar::new()
            .search(&space, [start], to_end(), heuristic::manhattan(end))
            .expanded();
        let dfs = Dfs::new().search(&space, [start], to_end()).expanded();
        let want = n as usize - 1;
        assert_eq!([bfs, dijkstra, zero_one, astar, dfs], [want; 5], "n = {n}");
        let hashed = Bfs::new()
            .search(&Unnumbered(&space), [start], to_end())
            .expanded();
        assert_eq!(hashed, want, "n = {n}, hashed");
    }
}

/// A search that does not stop early expands every reachable state exactly once.
#[test]
fn a_full_search_expands_every_reachable_state_once() {
    // 8 open cells are reachable from the start; the column on the right is cut off.
    let Setup { grid, starts, goal } = setup("S..#.\n...#.\n..W#.\n");
    let space = GridSpace::new(&grid, Moves::eight(DiagonalRule::Always), |&c| !is_wall(c));
    let reachable = 8;
    assert_eq!(
        Bfs::new().distances(&space, starts.clone()).expanded(),
        reachable
    );
    assert_eq!(
        Dijkstra::new().distances(&space, starts.clone()).expanded(),
        reachable
    );
    assert_eq!(
        ZeroOneBfs::new()
            .distances(&space, starts.clone())
            .expanded(),
        reachable
    );
    assert_eq!(
        Dfs::new().reach(&space, starts.clone()).expanded(),
        reachable
    );
    // The unreachable goal (a wall) leaves the search running to exhaustion.
    let mut bfs = Bfs::new();

    let found = bfs.search(&space, starts.clone(), goal::state(goal));
    assert_eq!((found.goal(), found.expanded()), (None, reachable));
    let h = heuristic::chebyshev(goal);
    let mut astar = AStar::new();

    let found = astar.search(&space, starts.clone(), goal::state(goal), h);
    assert_eq!((found.goal(), found.expanded()), (None, reachable));
    // Starting on the goal expands nothing.
    let mut dijkstra = Dijkstra::new();

    let found = dijkstra.search(&space, starts.clone(), goal::state(starts[0]));
    assert_eq!((found.goal_distance(), found.expanded()), (Some(0), 0));
}

/// On an open grid every cell between start and goal has the same A* estimate; expanding the
/// deepest first, A* walks straight down one shortest path.
#[test]
fn astar_expands_only_a_path_on_an_open_grid() {
    let grid = Grid::new(Size::new(5, 5), '.').unwrap();
    let space = GridSpace::new(&grid, Moves::four(), |_| true);
    let (start, end) = (Pos::new(0, 0), Pos::new(4, 4));
    let mut astar = AStar::new();
    let found = astar.search(&space, [start], goal::state(end), heuristic::manhattan(end));
    assert_eq!((found.goal_distance(), found.expanded()), (Some(8), 8));
    let dijkstra = Dijkstra::new()
        .search(&space, [start], goal::state(end))
        .expanded();
    assert!(
        dijkstra >= 24,
        "Dijkstra settles every cell nearer than the goal: {dijkstra}"
    );
}

// ---------------------------------------------------------------------------------------------
// Positions outside the grid
// ---------------------------------------------------------------------------------------------

/// `SearchTree::distance`, `is_reached` and `path_to` answer `None` for a position outside the grid
/// on both storages. (On dense storage this once looked the position up by
/// `row × width + col`, so a position past the end of a row answered for a cell of the next
/// row.)
#[test]
fn a_position_outside_the_grid_is_never_reached() {
    let grid = Grid::new(Size::new(2, 2), '.').unwrap();
    let space = GridSpace::new(&grid, Moves::four(), |_| true);
    let outside = Pos::new(0, 3); // row 0 has columns 0 and 1; 0 × 2 + 3 is cell (1, 1)
    let start = [Pos::new(0, 0)];

    let mut bfs = Bfs::new();
    let hidden = Unnumbered(&space);
    let hashed = bfs.distances(&hidden, start);
    assert_eq!(hashed.distance(outside), None);
    let dense = bfs.distances(&space, start);
    assert_eq!(dense.distance(outside), None, "Bfs, dense");
    assert!(!dense.is_reached(outside), "Bfs, dense");
    assert_eq!(dense.path_to(outside), None, "Bfs, dense");

    let mut dijkstra = Dijkstra::new();
    assert_eq!(
        dijkstra.distances(&space, start).distance(outside),
        None,
        "Dijkstra"
    );
    let mut dfs = Dfs::new();
    assert_eq!(dfs.reach(&space, start).distance(outside), None, "Dfs");
}

/// The cells of `grid` that `found` reports reached, with their distances.
fn reached<Sp: StateSpace<State = Pos>, T>(
    grid: &Grid<T>,
    found: &SearchTree<'_, Sp, u32>,
) -> Vec<(Pos, u32)> {
    grid.positions()
        .filter_map(|p| found.distance(p).map(|d| (p, d)))
        .collect()
}

/// A start outside the grid is not a state of the grid space (`StateSpace::contains` is false),
/// so every engine ignores it on both storages: it is not reached, nothing is expanded, and no
/// cell of the grid is reported reached. (This once failed on dense storage for positions such
/// as (0, 5) on a 3×3 grid, whose `row × width + col` falls inside the bound and aliased the
/// record of cell (1, 2).)
#[test]
fn a_start_outside_the_grid_reaches_no_cell() {
    let grid = Grid::new(Size::new(3, 3), '.').unwrap();
    let space = GridSpace::new(&grid, Moves::four(), |_| true);
    let hidden = Unnumbered(&space);
    let (mut bfs, mut dijkstra, mut dfs) = (Bfs::new(), Dijkstra::new(), Dfs::new());
    let target = Pos::new(1, 2);
    let mut problems = Vec::new();
    for outside in [
        Pos::new(5, 0),
        Pos::new(0, 5),
        Pos::new(0, 3),
        Pos::new(2, 3),
    ] {
        let hashed = bfs.distances(&hidden, [outside]);
        assert_eq!(
            hashed.distance(outside),
            None,
            "{outside}: hashed ignores the start"
        );
        assert_eq!(hashed.expanded(), 0, "{outside}, hashed");
        assert_eq!(reached(&grid, &hashed), [], "{outside}, hashed");
        let hashed = bfs.search(&hidden, [outside], goal::state(target));
        assert_eq!(hashed.goal(), None, "{outside}, hashed");

        let mut note = |engine: &str, cells: Vec<(Pos, u32)>| {
            if !cells.is_empty() {
                let cells: Vec<String> = cells.iter().map(|(p, d)| format!("{p}={d}")).collect();
                problems.push(format!(
                    "{engine} from {outside} reaches {}",
                    cells.join(" ")
                ));
            }
        };
        note("Bfs", reached(&grid, &bfs.distances(&space, [outside])));
        note(
            "Dijkstra",
            reached(&grid, &dijkstra.distances(&space, [outside])),
        );
        note("Dfs", reached(&grid, &dfs.reach(&space, [outside])));
        if let Some(path) = bfs.search(&space, [outside], goal::state(target)).path() {
            problems.push(format!("Bfs from {outside} finds the goal by {path:?}"));
        }
    }
    let jump = bfs
        .distances(&space, [Pos::new(0, 5)])
        .path_to(Pos::new(2, 0));
    if let Some(path) = jump {
        problems.push(format!("Bfs from (0, 5): path_to((2, 0)) = {path:?}"));
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// Workspaces reused for 600 queries — past several wraps of the weighted engines' one-byte
/// epochs, when the marks are wiped (BFS's `u32` epochs are taken past theirs in a unit test of
/// `search/steps.rs`) — answer each query as a fresh engine does, distances and paths, with
/// queries of different reach so that marks of earlier queries are left all over the records;
/// with `reserve` between queries (which must keep the epoch honest), now and then for a space
/// of another size (which reallocates the records).
#[test]
fn reused_workspaces_answer_like_fresh_ones_past_epoch_wraps() {
    let grid = Grid::parse(
        "......#...\n.####.#.#.\n.#....#.#.\n.#.####.#.\n.#......#.\n.########.\n..........\n",
        Some,
    )
    .unwrap();
    let free: fn(&char) -> bool = |&c| c != '#';
    let space = GridSpace::new(&grid, Moves::four(), free);
    let open: Vec<Pos> = grid
        .positions()
        .filter(|&p| grid.get(p) != Some(&'#'))
        .collect();
    let (mut bfs, mut dijkstra, mut zero_one) = (Bfs::new(), Dijkstra::new(), ZeroOneBfs::new());
    let other_grid = Grid::new(Size::new(3, 30), '.').unwrap();
    let other = GridSpace::new(&other_grid, Moves::four(), free);
    for k in 0..600 {
        if k % 5 == 0 {
            let reserved = if k % 35 == 0 { &other } else { &space };
            bfs.reserve(reserved);
            dijkstra.reserve(reserved);
            zero_one.reserve(reserved);
        }
        let start = open[k % open.len()];
        let goal = open[(k * 7 + 3) % open.len()];
        let mut fresh = Bfs::new();
        let want = fresh.search(&space, [start], |p| p == goal);
        let (want_distance, want_path) = (want.goal_distance(), want.path());
        assert!(want_distance.is_some(), "the grid is connected");
        let got = bfs.search(&space, [start], |p| p == goal);
        assert_eq!(
            (got.goal_distance(), got.path()),
            (want_distance, want_path.clone()),
            "Bfs, query {k}"
        );
        let got = dijkstra.search(&space, [start], |p| p == goal);
        assert_eq!(got.goal_distance(), want_distance, "Dijkstra, query {k}");
        let got = zero_one.search(&space, [start], |p| p == goal);
        assert_eq!(got.goal_distance(), want_distance, "ZeroOneBfs, query {k}");
    }
}
