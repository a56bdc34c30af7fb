//! Ten ordinary tasks, each done as a new user would from the docs, and checked for its answer.
//! The same tasks written with the `pathfinding` crate alone are
//! `benches/tests/first_contact_pathfinding.rs`; both must give the same answers (task 8 draws
//! a different maze, so only its properties are compared). The closing note of issue 12 and
//! the CHANGELOG compare their lengths.

use gridpath::adapt::{HasPos, Keys, WallBreaks};
use gridpath::maze::{MinStd, wilson};
use gridpath::render::svg::MazeSvg;
use gridpath::{AStar, Bfs, Dir, FnSpace, Grid, GridSpace, Moves, Octile, Pos, Size, heuristic};

#[cfg(feature = "proptest")]
#[path = "common/my_bfs.rs"]
mod my_bfs;

#[test]
fn task_01_text_grid_path() {
    let text = "\
S.........
.##..#.##.
.#...#..#.
.#.###.##.
...#.....E";
    let grid = Grid::parse(text, Some).unwrap();
    let start = grid.find(|&c| c == 'S').unwrap();
    let exit = grid.find(|&c| c == 'E').unwrap();
    let space = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [start], |p| p == exit);
    let path = found.path().unwrap();
    assert_eq!(found.goal_distance(), Some(13));
    assert_eq!((path[0], path[13]), (start, exit));
}

#[test]
fn task_02_octile_astar() {
    let text = "\
..........
...####...
.....#....
.#...#..#.
.#......#.
.####.###.
..........";
    let grid = Grid::parse(text, Some).unwrap();
    let space = GridSpace::octile(&grid, |&c| c == '.');
    let goal = Pos::new(6, 9);
    let mut astar = AStar::new();
    let found = astar.search(
        &space,
        [Pos::new(0, 0)],
        |p| p == goal,
        heuristic::octile(goal),
    );
    let length = found.goal_distance().unwrap();
    assert_eq!(length, Octile::new(7, 4)); // exact: 7 + 4√2
    assert!((length.to_f64() - (7.0 + 4.0 * std::f64::consts::SQRT_2)).abs() < 1e-6);
}

#[test]
fn task_03_knight_distance() {
    let board = FnSpace::new(|(row, col): (i8, i8)| {
        let jumps = [(1, 2), (2, 1)].map(|(a, b)| [(a, b), (-a, b), (a, -b), (-a, -b)]);
        jumps
            .into_iter()
            .flatten()
            .map(move |(dr, dc)| ((row + dr, col + dc), 1u32))
            .filter(|&((r, c), _)| (0..8).contains(&r) && (0..8).contains(&c))
    });
    let mut bfs = Bfs::new();
    let found = bfs.search(&board, [(0, 0)], |square| square == (7, 7));
    assert_eq!(found.goal_distance(), Some(6));
}

#[test]
fn task_04_robot_with_a_facing() {
    let grid = Grid::parse("S...#\n.##.#\n....#\n#.#..\n....E", Some).unwrap();
    let start = grid.find(|&c| c == 'S').unwrap();
    let exit = grid.find(|&c| c == 'E').unwrap();
    let robot = FnSpace::new(|(at, facing): (Pos, Dir)| {
        let free = |p: &Pos| grid.get(*p).is_some_and(|&c| c != '#');
        let ahead = at.step(facing).filter(free).map(|p| (p, facing));
        [(at, facing.turn_left()), (at, facing.turn_right())]
            .into_iter()
            .chain(ahead)
            .map(|state| (state, 1u32))
    });
    let mut bfs = Bfs::new();
    let found = bfs.search(&robot, [(start, Dir::Right)], |(at, _)| at == exit);
    assert_eq!(found.goal_distance(), Some(10));
}

#[test]
fn task_05_keys_and_doors() {
    let grid = Grid::parse("S.a#....\n.#.#.##.\n.#A..#b.\n.####.#.\n..B...#E", Some).unwrap();
    let start = grid.find(|&c| c == 'S').unwrap();
    let exit = grid.find(|&c| c == 'E').unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
    let space = Keys::from_letters(&open, &grid).unwrap(); // S and E are not doors
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(start)], |s| s.pos() == exit);
    assert_eq!(found.goal_distance(), Some(15));
}

#[test]
fn task_06_breaking_walls() {
    let text = "\
..#....
#.#.##.
..#..#.
.###.#.
...#.#.
##.#.#.
...#...";
    let grid = Grid::parse(text, Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
    let (start, goal) = (Pos::new(0, 0), Pos::new(6, 6));
    let fewest = |breaks| {
        let walls = WallBreaks::new(&open, breaks);
        let mut bfs = Bfs::new();
        let found = bfs.search(&walls, [walls.start(start)], |s| s.pos() == goal);
        found.goal_distance()
    };
    assert_eq!((fewest(0), fewest(1)), (None, Some(12)));
}

#[test]
fn task_07_multi_source_field() {
    let text = "\
M.....#...
..##..#...
......#..M
.####.....
......##..
M.........";
    let grid = Grid::parse(text, Some).unwrap();
    let space = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
    let mut bfs = Bfs::new();
    let field = bfs.distances(&space, grid.find_all(|&c| c == 'M'));
    let free = grid.iter().filter(|&(_, &c)| c != '#');
    let distances: Vec<Option<u32>> = free.map(|(p, _)| field.distance(p)).collect();
    let reached = distances.iter().flatten();
    assert_eq!(reached.clone().max(), Some(&6));
    assert_eq!(reached.sum::<u32>(), 149);
    assert_eq!(distances.iter().filter(|d| d.is_none()).count(), 0);
}

#[test]
fn task_08_wilson_maze_to_svg() {
    let maze = wilson::generate(Size::new(12, 16), &mut MinStd::new(2024)).unwrap();
    assert_eq!(maze.passages(), 12 * 16 - 1);
    let (entry, exit) = (Pos::new(0, 0), Pos::new(11, 15));
    let mut bfs = Bfs::new();
    assert_eq!(bfs.distances(&maze, [entry]).into_owned().len(), 12 * 16);
    let found = bfs.search(&maze, [entry], |room| room == exit);
    let path = found.path().unwrap();
    assert_eq!((path[0], path[path.len() - 1]), (entry, exit));
    assert_eq!(
        found.goal_distance(),
        Some(u32::try_from(path.len()).unwrap() - 1)
    );
    let svg = MazeSvg::new(&maze).path(&path).to_string();
    assert!(svg.starts_with("<svg") && svg.contains(r#"<polyline class="path""#));
}

#[test]
fn task_09_ten_thousand_queries() {
    let grid = Grid::from_fn(Size::new(64, 64), |p| (7 * p.row + 13 * p.col) % 11 != 0).unwrap();
    let space = GridSpace::new(&grid, Moves::four(), |&open| open);
    let mut x: u64 = 42;
    let mut next = || {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        grid.pos_of((x >> 33) as usize % 4096).unwrap()
    };
    let mut bfs = Bfs::new();
    let (mut skipped, mut unreachable, mut sum) = (0, 0, 0);
    for _ in 0..10_000 {
        let (s, g) = (next(), next());
        if !grid[s] || !grid[g] {
            skipped += 1;
            continue;
        }
        match bfs.search(&space, [s], |p| p == g).goal_distance() {
            Some(d) => sum += d,
            None => unreachable += 1,
        }
    }
    assert_eq!((skipped, unreachable, sum), (1783, 0, 358_063));
}

#[cfg(feature = "proptest")]
proptest::proptest! {
    #[test]
    fn task_10_property_testing_my_bfs(
        case in gridpath::testing::grid_with_endpoints(gridpath::testing::grids(1..=12, 1..=12, 30))
    ) {
        let open: Vec<Vec<bool>> = case.grid.rows().map(<[bool]>::to_vec).collect();
        let path = my_bfs::my_bfs(&open, case.start.into(), case.goal.into())
            .map(|path| path.into_iter().map(|cell| Pos::try_from(cell).unwrap()).collect::<Vec<_>>());
        let oracle = gridpath::testing::Oracle::new(&case.grid, Moves::four());
        oracle.check_path(case.start, case.goal, path.as_deref())?;
    }
}
