//! The ten "first contact" tasks written with the `pathfinding` crate alone, as a new user of it
//! would write them from its documentation. The gridpath versions of the same tasks must print
//! and assert the same answers.

use std::collections::{BTreeSet, HashMap};
use std::f64::consts::SQRT_2;
use std::fmt::Write;

use pathfinding::prelude::*;
use proptest::prelude::*;

#[path = "../../tests/common/my_bfs.rs"]
mod my_bfs;
use my_bfs::my_bfs;

#[test]
fn task_01_text_grid_path() {
    let text = "\
S.........
.##..#.##.
.#...#..#.
.#.###.##.
...#.....E";
    let grid = Matrix::from_rows(text.lines().map(str::chars)).unwrap();
    let find = |ch| grid.keys().find(|&p| grid[p] == ch).unwrap();
    let (start, goal) = (find('S'), find('E'));
    let path = bfs(
        &start,
        |&p| grid.neighbours(p, false).filter(|&n| grid[n] != '#'),
        |&p| p == goal,
    )
    .expect("no path");
    assert_eq!(path.len() - 1, 13);
    assert_eq!(path.first(), Some(&start));
    assert_eq!(path.last(), Some(&goal));
}

#[test]
#[expect(clippy::cast_precision_loss, reason = "costs are far below 2^52")]
fn task_02_octile_astar() {
    // pathfinding wants an `Ord` cost: lengths are scaled by 10^9 and rounded to integers. Each
    // diagonal is off by less than 0.5e-9, far below the 1e-6 asked for, and far below the gap
    // between two different lengths a + b·√2 of paths this short, so the path found is optimal.
    const STRAIGHT: u64 = 1_000_000_000;
    const DIAGONAL: u64 = 1_414_213_562;
    let text = "\
..........
...####...
.....#....
.#...#..#.
.#......#.
.####.###.
..........";
    let grid = Matrix::from_rows(text.lines().map(str::chars)).unwrap();
    let free = |p: (usize, usize)| grid[p] != '#';
    let goal = (6, 9);
    // A move from (r, c) to (nr, nc) passes (nr, c) and (r, nc): for a straight move these are the
    // two end cells, for a diagonal one the two cells it must not cut.
    let successors = |&(r, c): &(usize, usize)| {
        grid.neighbours((r, c), true)
            .filter(move |&(nr, nc)| free((nr, nc)) && free((nr, c)) && free((r, nc)))
            .map(move |(nr, nc)| {
                let cost = if nr != r && nc != c {
                    DIAGONAL
                } else {
                    STRAIGHT
                };
                ((nr, nc), cost)
            })
    };
    let octile = |&(r, c): &(usize, usize)| {
        let (dr, dc) = (r.abs_diff(goal.0) as u64, c.abs_diff(goal.1) as u64);
        STRAIGHT * dr.abs_diff(dc) + DIAGONAL * dr.min(dc)
    };
    let (_, cost) = astar(&(0, 0), successors, octile, |&p| p == goal).expect("no path");
    let length = cost as f64 / STRAIGHT as f64;
    assert!((length - (7.0 + 4.0 * SQRT_2)).abs() < 1e-6, "{length}");
}

#[test]
fn task_03_knight_distance() {
    let moves: Vec<(isize, isize)> = [(1, 2), (2, 1)]
        .into_iter()
        .flat_map(|(a, b)| [(a, b), (-a, b), (a, -b), (-a, -b)])
        .collect();
    let path = bfs(
        &(0, 0),
        |&p| {
            moves
                .iter()
                .filter_map(move |&d| move_in_direction(p, d, (8, 8)))
        },
        |&p| p == (7, 7),
    )
    .expect("no path");
    assert_eq!(path.len() - 1, 6);
}

#[test]
fn task_04_robot_with_facing() {
    use pathfinding::matrix::directions::{E, N, S, W};
    const FACINGS: [(isize, isize); 4] = [N, E, S, W];
    let text = "\
S...#
.##.#
....#
#.#..
....E";
    let grid = Matrix::from_rows(text.lines().map(str::chars)).unwrap();
    let find = |ch| grid.keys().find(|&p| grid[p] == ch).unwrap();
    let (start, goal) = (find('S'), find('E'));
    // A state is (cell, index into FACINGS); turning right adds 1, turning left adds 3 (mod 4).
    let successors = |&(p, f): &((usize, usize), usize)| {
        let forward = grid
            .move_in_direction(p, FACINGS[f])
            .filter(|&n| grid[n] != '#')
            .map(|n| (n, f));
        [Some((p, (f + 3) % 4)), Some((p, (f + 1) % 4)), forward]
            .into_iter()
            .flatten()
    };
    let path = bfs(&(start, 1), successors, |&(p, _)| p == goal).expect("no path");
    assert_eq!(path.len() - 1, 10);
}

#[test]
fn task_05_keys_and_doors() {
    let text = "\
S.a#....
.#.#.##.
.#A..#b.
.####.#.
..B...#E";
    let grid = Matrix::from_rows(text.lines().map(str::chars)).unwrap();
    let find = |ch| grid.keys().find(|&p| grid[p] == ch).unwrap();
    let (start, goal) = (find('S'), find('E'));
    // A state is (cell, keys held as a bit set: bit 0 = 'a', ...).
    let bit = |letter: char| 1_u32 << (u32::from(letter.to_ascii_lowercase()) - u32::from('a'));
    let successors = |&(p, keys): &((usize, usize), u32)| {
        grid.neighbours(p, false)
            .filter_map(|n| match grid[n] {
                '#' => None,
                key @ 'a'..='z' => Some((n, keys | bit(key))),
                door @ 'A'..='Z' if door != 'S' && door != 'E' => {
                    (keys & bit(door) != 0).then_some((n, keys))
                }
                _ => Some((n, keys)),
            })
            .collect::<Vec<_>>()
    };
    let steps = bfs(&(start, 0), successors, |&(p, _)| p == goal).map(|path| path.len() - 1);
    assert_eq!(steps, Some(15));
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
    let grid = Matrix::from_rows(text.lines().map(str::chars)).unwrap();
    let goal = (6, 6);
    // A state is (cell, breaks used so far).
    let fewest_steps = |k: usize| {
        let successors = |&(p, used): &((usize, usize), usize)| {
            grid.neighbours(p, false)
                .map(|n| (n, used + usize::from(grid[n] == '#')))
                .filter(|&(_, used)| used <= k)
                .collect::<Vec<_>>()
        };
        bfs(&((0, 0), 0), successors, |&(p, _)| p == goal).map(|path| path.len() - 1)
    };
    assert_eq!(fewest_steps(0), None);
    assert_eq!(fewest_steps(1), Some(12));
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
    let grid = Matrix::from_rows(text.lines().map(str::chars)).unwrap();
    let sources: Vec<_> = grid.keys().filter(|&p| grid[p] == 'M').collect();
    // pathfinding has no multi-source search: a virtual start node (`None`) leads to every `M`
    // at cost 0, and Dijkstra from it gives each cell its distance to the nearest `M`.
    let successors = |node: &Option<(usize, usize)>| match *node {
        None => sources.iter().map(|&m| (Some(m), 0)).collect::<Vec<_>>(),
        Some(p) => grid
            .neighbours(p, false)
            .filter(|&n| grid[n] != '#')
            .map(|n| (Some(n), 1))
            .collect(),
    };
    let distance: HashMap<(usize, usize), usize> = dijkstra_reach(&None, successors)
        .filter_map(|item| Some((item.node?, item.total_cost)))
        .collect();
    let unreached = grid
        .keys()
        .filter(|&p| grid[p] != '#' && !distance.contains_key(&p))
        .count();
    assert_eq!(distance.values().max(), Some(&6));
    assert_eq!(distance.values().sum::<usize>(), 149);
    assert_eq!(unreached, 0);
}

#[test]
#[expect(clippy::cast_possible_truncation, reason = "a value below n, a usize")]
fn task_08_wilson_maze_svg() {
    const ROWS: usize = 12;
    const COLS: usize = 16;
    const CELL: usize = 20;
    let mut state: u64 = 2024;
    let mut below = |n: usize| {
        // xorshift64
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let edge = |a: (usize, usize), b: (usize, usize)| (a.min(b), a.max(b));

    // Wilson: from each cell not yet in the maze, a random walk that remembers only the last exit
    // of each cell (which erases loops) until it meets the maze; then that walk is carved.
    let mut in_maze = Matrix::new(ROWS, COLS, false);
    let mut passages = BTreeSet::new();
    in_maze[(0, 0)] = true;
    let cells: Vec<_> = in_maze.keys().collect();
    for &start in &cells {
        let mut exit = HashMap::new();
        let mut cell = start;
        while !in_maze[cell] {
            let options: Vec<_> = in_maze.neighbours(cell, false).collect();
            let next = options[below(options.len())];
            exit.insert(cell, next);
            cell = next;
        }
        let mut cell = start;
        while !in_maze[cell] {
            in_maze[cell] = true;
            passages.insert(edge(cell, exit[&cell]));
            cell = exit[&cell];
        }
    }

    let successors = |&p: &(usize, usize)| {
        in_maze
            .neighbours(p, false)
            .filter(|&n| passages.contains(&edge(p, n)))
            .collect::<Vec<_>>()
    };
    let (start, goal) = ((0, 0), (ROWS - 1, COLS - 1));
    let reachable = bfs_reach(start, successors).count();
    let path = bfs(&start, successors, |&p| p == goal).expect("no path");

    // The walls: the top and left borders, then each cell's east and south sides if closed.
    let (width, height) = (COLS * CELL, ROWS * CELL);
    let mut walls = format!("M1 1H{}M1 1V{}", width + 1, height + 1);
    for &(r, c) in &cells {
        let (x, y) = (c * CELL + 1, r * CELL + 1);
        if !passages.contains(&edge((r, c), (r, c + 1))) {
            write!(walls, "M{} {y}V{}", x + CELL, y + CELL).unwrap();
        }
        if !passages.contains(&edge((r, c), (r + 1, c))) {
            write!(walls, "M{x} {}H{}", y + CELL, x + CELL).unwrap();
        }
    }
    let points: Vec<String> = path
        .iter()
        .map(|&(r, c)| format!("{},{}", c * CELL + 1 + CELL / 2, r * CELL + 1 + CELL / 2))
        .collect();
    let points = points.join(" ");
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}">
<path d="{walls}" stroke="black" fill="none"/>
<polyline points="{points}" stroke="red" fill="none"/>
</svg>
"#,
        width + 2,
        height + 2
    );

    assert_eq!(passages.len(), ROWS * COLS - 1);
    assert_eq!(reachable, ROWS * COLS);
    assert_eq!(path.first(), Some(&start));
    assert_eq!(path.last(), Some(&goal));
    assert!(
        path.windows(2)
            .all(|w| passages.contains(&edge(w[0], w[1])))
    );
    assert!(svg.starts_with("<svg"));
    assert!(svg.contains(&points));
}

#[test]
fn task_09_many_queries() {
    let open = Matrix::from_fn(64, 64, |(r, c)| (7 * r + 13 * c) % 11 != 0);
    let mut x: u64 = 42;
    let mut next = || {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (x >> 33) as usize
    };
    let successors = |&p: &(usize, usize)| open.neighbours(p, false).filter(|&n| open[n]);
    let (mut skipped, mut unreachable, mut total) = (0, 0, 0);
    for _ in 0..10_000 {
        let (s, g) = (next() % 4096, next() % 4096);
        let (s, g) = ((s / 64, s % 64), (g / 64, g % 64));
        if !open[s] || !open[g] {
            skipped += 1;
            continue;
        }
        match bfs(&s, successors, |&p| p == g) {
            Some(path) => total += path.len() - 1,
            None => unreachable += 1,
        }
    }
    assert_eq!((skipped, unreachable, total), (1783, 0, 358_063));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]
    #[test]
    fn task_10_property_testing_own_bfs(
        (mut open, start, goal) in (1..=12_usize, 1..=12_usize).prop_flat_map(|(rows, cols)| {
            // An open cell with probability 0.7.
            let row = prop::collection::vec(prop::bool::weighted(0.7), cols);
            let grid = prop::collection::vec(row, rows);
            (grid, (0..rows, 0..cols), (0..rows, 0..cols))
        })
    ) {
        open[start.0][start.1] = true;
        open[goal.0][goal.1] = true;
        // The oracle: pathfinding's own BFS on the same grid.
        let grid = Matrix::from_rows(open.clone()).unwrap();
        let shortest = bfs(
            &start,
            |&p| grid.neighbours(p, false).filter(|&n| grid[n]),
            |&p| p == goal,
        );
        match my_bfs(&open, start, goal) {
            Some(path) => {
                prop_assert_eq!(path.first(), Some(&start));
                prop_assert_eq!(path.last(), Some(&goal));
                for w in path.windows(2) {
                    prop_assert_eq!(w[0].0.abs_diff(w[1].0) + w[0].1.abs_diff(w[1].1), 1);
                    prop_assert!(open[w[1].0][w[1].1]);
                }
                prop_assert_eq!(Some(path.len()), shortest.map(|p| p.len()));
            }
            None => prop_assert!(shortest.is_none()),
        }
    }
}
