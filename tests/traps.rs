//! The traps a new user fell into with gridpath 0.1, each as the test that would have caught
//! it: written the natural way, the code must give the right answer or fail to compile — never
//! a silent wrong answer.

use gridpath::adapt::KeysError;
use gridpath::adapt::{HasPos, KeyCell, Keys};
use gridpath::maze::{Algorithm, Maze, MinStd};
use gridpath::{
    AStar, Bfs, DiagonalRule, Dijkstra, Dir, Grid, GridSpace, JumpGrid, JumpPointSearch, Moves,
    Pos, Size, StateSpace, ZeroOneBfs, heuristic,
};

/// 0.1: `KeyCell::from_letter` read the exit `E` as a door whose key exists nowhere, so the
/// natural first line answered "no path" on any map that marks the exit `E`.
#[test]
fn an_exit_marked_e_is_not_a_door() {
    let grid = Grid::parse("S.a.A.E\n", Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
    let space = Keys::new(&open, &grid, |&c| KeyCell::from_letter(c)).unwrap();
    let exit = grid.find(|&c| c == 'E').unwrap();
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.pos() == exit);
    assert_eq!(found.goal_distance(), Some(6));
    assert_eq!(KeyCell::from_letter('S'), KeyCell::Nothing);
    assert_eq!(KeyCell::from_letter('E'), KeyCell::Nothing);
}

/// 0.1: with keys `z` and `c` the goal's key set was `{0, 1}` (kinds renumbered in order of
/// appearance) and `keys.contains(25)` was false.
#[test]
fn key_sets_hold_the_users_own_kinds() {
    let grid = Grid::parse("z.c.E\n", Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |_| true);
    let space = Keys::from_letters(&open, &grid).unwrap();
    let exit = Pos::new(0, 4);
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.pos() == exit);
    let keys = found.goal().unwrap().keys;
    assert!(keys.contains(25) && keys.contains(2), "{keys:?}");
    assert_eq!(keys.iter().collect::<Vec<_>>(), [2, 25]);
    // Only the two kinds present cost bits of the dense numbering.
    assert_eq!(space.kinds(), 2);
}

/// 0.1: a door whose key appears nowhere was kept and silently never opened.
#[test]
fn a_door_without_a_key_is_an_error_naming_it() {
    let grid = Grid::parse_bytes("S.Q.E\n", b"SEQ.").unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |_| true);
    assert_eq!(
        Keys::from_letters(&open, &grid).unwrap_err(),
        KeysError::DoorWithoutKey {
            kind: 16,
            row: 0,
            col: 2,
            letter: Some('Q')
        }
    );
    let message = Keys::from_letters(&open, &grid).unwrap_err().to_string();
    assert!(
        message.contains("'Q'") && message.contains("row 0, column 2"),
        "{message}"
    );
    // Asked for explicitly, the door stays shut.
    let shut = Keys::allowing_locked_doors(&open, &grid, |&c| KeyCell::from_letter(c)).unwrap();
    let mut bfs = Bfs::new();
    let found = bfs.search(&shut, [shut.start(Pos::new(0, 0))], |s| {
        s.pos() == Pos::new(0, 4)
    });
    assert_eq!(found.goal(), None);
}

/// 0.1: `Grid::new(width, height)` but `Pos::new(row, col)` and `Maze::new(rows, cols)`: on a
/// non-square grid a swap transposed silently. Now every size is a row-first `Size`, and a
/// grid built from a size, from text, from rows and from a closure agree.
#[test]
fn a_non_square_grid_built_every_way_has_the_same_shape() {
    let size = Size::new(2, 5);
    let filled = Grid::new(size, '.').unwrap();
    let parsed = Grid::parse(".....\n.....\n", Some).unwrap();
    let from_rows = Grid::try_from(vec![vec!['.'; 5]; 2]).unwrap();
    let from_fn = Grid::from_fn(size, |_| '.').unwrap();
    let from_vec = Grid::from_vec(size, vec!['.'; 10]).unwrap();
    for grid in [&filled, &parsed, &from_rows, &from_fn, &from_vec] {
        assert_eq!(grid.size(), size);
        assert_eq!((grid.height(), grid.width()), (2, 5));
        assert!(grid.contains(Pos::new(1, 4)));
        assert!(!grid.contains(Pos::new(4, 1)));
    }
    let maze = Maze::new(size).unwrap();
    assert_eq!((maze.size(), maze.height(), maze.width()), (size, 2, 5));
    let generated = Algorithm::Dfs.generate(size, &mut MinStd::new(1)).unwrap();
    assert_eq!(generated.to_grid().size(), Size::new(5, 11));
}

/// 0.1: the result borrowed the space, so `dijkstra.search(&Floor(&grid), …)` failed with
/// E0716 once the result was kept. A space passed by value — a temporary — now lives in the
/// result.
#[test]
fn a_search_on_a_temporary_space_is_kept() {
    struct Floor<'g>(&'g Grid<u8>);
    impl StateSpace for Floor<'_> {
        type State = Pos;
        type Cost = u32;
        fn successors(&self, at: Pos, mut visit: impl FnMut(Pos, u32)) {
            for dir in Dir::STRAIGHT {
                if let Some(next) = at.step(dir).filter(|&p| self.0.get(p) == Some(&b'.')) {
                    visit(next, 1);
                }
            }
        }
    }
    let grid = Grid::parse_bytes("...\n.#.\n...\n", b".#").unwrap();
    let mut dijkstra = Dijkstra::new();
    let found = dijkstra.search(Floor(&grid), [Pos::new(0, 0)], |p| p == Pos::new(2, 2));
    assert_eq!(found.goal_distance(), Some(4));
    assert_eq!(found.path().map(|p| p.len()), Some(5));
    // The crate's own spaces too.
    let mut bfs = Bfs::new();
    let found = bfs.search(
        GridSpace::new(&grid, Moves::four(), |&c| c == b'.'),
        [Pos::new(0, 0)],
        |p| p == Pos::new(2, 0),
    );
    assert_eq!(found.goal_distance(), Some(2));
}

/// 0.1: a distance field could not be kept while the workspace answered the next query, and
/// there was no owned copy (the user rebuilt a grid cell by cell).
#[test]
fn a_field_is_kept_across_queries() {
    let grid = Grid::parse("....#\n.##.#\n.....\n", Some).unwrap();
    let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    let mut bfs = Bfs::new();
    let first = bfs.distances(&space, [Pos::new(0, 0)]);
    let kept = first.distance_grid();
    let owned = first.into_owned();
    // The workspace answers other queries while both are kept.
    for start in grid.positions() {
        let _ = bfs.distances(&space, [start]).goal();
    }
    let again = bfs.distances(&space, [Pos::new(0, 0)]);
    assert_eq!(kept.size(), grid.size());
    for pos in grid.positions() {
        assert_eq!(
            kept.get(pos).copied().flatten(),
            again.distance(pos),
            "{pos:?}"
        );
        assert_eq!(owned.distance(pos), again.distance(pos), "{pos:?}");
        assert_eq!(owned.path_to(pos), again.path_to(pos), "{pos:?}");
    }
    assert_eq!(kept.get(Pos::new(2, 4)), Some(&Some(6)));
    assert_eq!(kept.get(Pos::new(0, 4)), Some(&None));
    assert_eq!(owned.len(), 11);
}

/// An owned copy of a Jump Point Search keeps every cell of its paths, though its records
/// link jump points only.
#[test]
fn an_owned_jump_point_search_keeps_cell_paths() {
    let grid = Grid::parse(
        "..........\n...####...\n.....#....\n.#...#..#.\n.#......#.\n.####.###.\n..........\n",
        Some,
    )
    .unwrap();
    let space = GridSpace::octile(&grid, |&c| c == '.');
    let jump_grid = JumpGrid::new(&space).unwrap();
    let mut jps = JumpPointSearch::new();
    let goal = Pos::new(6, 9);
    let found = jps.search(&jump_grid, [Pos::new(0, 0)], goal);
    let (path, length) = (found.path(), found.goal_distance());
    let owned = found.into_owned();
    assert_eq!(owned.path(), path);
    assert_eq!(owned.goal_distance(), length);
    let path = path.unwrap();
    assert!(path.windows(2).all(|w| w[0].row.abs_diff(w[1].row) <= 1
        && w[0].col.abs_diff(w[1].col) <= 1
        && w[0] != w[1]));
    // Every settled jump point's kept path is the one the borrowed tree gives.
    let found = jps.search(&jump_grid, [Pos::new(0, 0)], goal);
    for (state, _) in owned.settled() {
        assert_eq!(owned.path_to(state), found.path_to(state), "{state:?}");
    }
}

/// 0.2: `ZeroOneBfs` on a space with a move of cost 5 answered 6 where the shortest path costs
/// 4 (Dijkstra's answer). The deque refuses such a move, in every build.
#[test]
#[should_panic(expected = "0-1 BFS takes moves of cost 0 or 1 only")]
fn zero_one_bfs_refuses_a_move_costing_more_than_one() {
    let grid = Grid::parse("S~.\n...\n", Some).unwrap();
    let space = GridSpace::with_costs(&grid, Moves::four(), |&c| match c {
        '~' => Some(5u32),
        _ => Some(1),
    });
    let (start, goal) = (Pos::new(0, 0), Pos::new(0, 2));
    let dijkstra = Dijkstra::new()
        .search(&space, [start], |p| p == goal)
        .goal_distance();
    assert_eq!(dijkstra, Some(4));
    let _ = ZeroOneBfs::new().search(&space, [start], |p| p == goal);
}

/// The same deque with moves of cost 0 and 1 only is still exact, and agrees with Dijkstra.
#[test]
fn zero_one_bfs_with_costs_zero_and_one_agrees_with_dijkstra() {
    let grid = Grid::parse("S0.\n1#0\n..0\n", Some).unwrap();
    let space = GridSpace::with_costs(&grid, Moves::four(), |&c| match c {
        '0' => Some(0u32),
        '#' => None,
        _ => Some(1),
    });
    for goal in grid.positions().filter(|&p| space.is_passable(p)) {
        let start = Pos::new(0, 0);
        let zero_one = ZeroOneBfs::new()
            .search(&space, [start], |p| p == goal)
            .goal_distance();
        let dijkstra = Dijkstra::new()
            .search(&space, [start], |p| p == goal)
            .goal_distance();
        assert_eq!(zero_one, dijkstra, "{goal:?}");
    }
}

/// 0.2: `heuristic::manhattan` with king moves silently returned longer paths (A* 7 where
/// BFS finds 6 on a 6 × 6 grid). An estimate that is not consistent for the space's moves is
/// caught on the first move that shows it, in debug builds (where tests run); `search_to`,
/// the space's own estimate, and the right heuristic find 6.
#[test]
#[cfg_attr(
    debug_assertions,
    should_panic(expected = "A*'s estimate is not consistent")
)]
fn manhattan_with_king_moves_is_caught() {
    let grid = Grid::new(Size::new(6, 6), '.').unwrap();
    let space = GridSpace::new(&grid, Moves::eight(DiagonalRule::Always), |_| true);
    let (start, goal) = (Pos::new(0, 0), Pos::new(5, 5));
    let bfs = Bfs::new()
        .search(&space, [start], |p| p == goal)
        .goal_distance();
    assert_eq!(bfs, Some(5));
    let mut astar = AStar::new();
    assert_eq!(
        astar.search_to(&space, [start], goal).goal_distance(),
        Some(5)
    );
    let chebyshev = heuristic::chebyshev(goal);
    let found = astar.search(&space, [start], |p| p == goal, chebyshev);
    assert_eq!(found.goal_distance(), Some(5));
    // Release builds do not check (and reopen states, so an admissible heuristic still gives
    // the shortest path); this one is not admissible for king moves.
    let manhattan = heuristic::manhattan(goal);
    let _ = AStar::new().search(&space, [start], |p| p == goal, manhattan);
}

/// 0.2: `search_to` with a goal outside the grid (or on a wall) expanded the whole open
/// 512 × 512 grid — 262,143 states — before answering `None`. The space's `may_reach` says
/// no path can end there, so the answer comes before any state is expanded; with
/// `Components` attached (`adapt::Connected`), also for a goal in another region.
#[test]
fn an_unreachable_goal_costs_no_search() {
    let grid = Grid::new(Size::new(512, 512), '.').unwrap();
    let space = GridSpace::octile(&grid, |&c| c == '.');
    let mut astar = AStar::new();
    for goal in [Pos::new(9999, 9999), Pos::new(0, 512)] {
        let found = astar.search_to(&space, [Pos::new(0, 0)], goal);
        assert_eq!((found.goal(), found.expanded()), (None, 0), "{goal:?}");
    }
    let walled = Grid::parse("..#..\n..#..\n", Some).unwrap();
    let space = GridSpace::octile(&walled, |&c| c == '.');
    let found = astar.search_to(&space, [Pos::new(0, 0)], Pos::new(1, 2));
    assert_eq!((found.goal(), found.expanded()), (None, 0));
    let components = gridpath::Components::new(&space).unwrap();
    let connected = gridpath::adapt::Connected::new(&space, &components).unwrap();
    let found = astar.search_to(&connected, [Pos::new(0, 0)], Pos::new(1, 4));
    assert_eq!((found.goal(), found.expanded()), (None, 0));
    let jump_grid = JumpGrid::new(&space)
        .unwrap()
        .with_components(components)
        .unwrap();
    let mut jps = JumpPointSearch::new();
    let found = jps.search(&jump_grid, [Pos::new(0, 0)], Pos::new(1, 4));
    assert_eq!((found.goal(), found.expanded()), (None, 0));
}
