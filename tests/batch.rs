//! `gridpath::batch`: `par_map_with` answers exactly what `map_with` and a fresh workspace per
//! query answer — A* (`search_to`, octile), Jump Point Search on a shared `JumpGrid`, BFS
//! distance fields, `gridpath::field` distance fields — on seeded random grids with several hundred random queries each, inside
//! rayon pools of 1, 2 and 3 threads; the answers come back in input order; and no more
//! workspaces are made than the pool has threads.

use std::error::Error;
use std::sync::atomic::{AtomicUsize, Ordering};

use gridpath::batch::{map_with, par_map_with};
use gridpath::field::{DistanceField, FieldGrid};
use gridpath::maze::{MinStd, RandomSource};
use gridpath::{AStar, Bfs, Grid, GridSpace, JumpGrid, JumpPointSearch, Moves, Octile, Pos, Size};

type TestResult = Result<(), Box<dyn Error>>;

/// The pool sizes every check runs in.
const THREADS: [usize; 3] = [1, 2, 3];

/// A seeded random grid (`true` = open) with about `percent` % walls.
fn random_grid(rng: &mut MinStd, rows: u32, cols: u32, percent: u32) -> Grid<bool> {
    Grid::from_fn(Size::new(rows, cols), |_| rng.below(100) >= percent).expect("a small grid")
}

/// `count` seeded random (start, goal) pairs inside `grid`, walls included (a query from or to a
/// wall has no path), and a few starts equal to their goal.
fn random_queries(rng: &mut MinStd, grid: &Grid<bool>, count: usize) -> Vec<(Pos, Pos)> {
    let mut cell = || Pos::new(rng.below(grid.height()), rng.below(grid.width()));
    (0..count)
        .map(|i| {
            let start = cell();
            let goal = if i % 50 == 7 { start } else { cell() };
            (start, goal)
        })
        .collect()
}

/// The grids the checks run on: a few sizes and wall densities, one seed each.
fn grids() -> Vec<(String, Grid<bool>)> {
    let mut rng = MinStd::new(2027);
    [(24, 31, 10), (40, 40, 25), (17, 90, 35), (64, 48, 30)]
        .into_iter()
        .map(|(rows, cols, percent)| {
            let name = format!("{rows}×{cols}, {percent} % walls");
            (name, random_grid(&mut rng, rows, cols, percent))
        })
        .collect()
}

/// Runs `batch` inside a rayon pool of `threads` threads and returns its answers and how many
/// workspaces its factory made; fails if more were made than the pool has threads.
fn in_pool<R>(
    threads: usize,
    what: &str,
    batch: impl FnOnce(&AtomicUsize) -> Vec<R> + Send,
) -> Result<Vec<R>, Box<dyn Error>>
where
    R: Send,
{
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()?;
    let made = AtomicUsize::new(0);
    let answers = pool.install(|| batch(&made));
    let made = made.into_inner();
    assert!(
        (1..=threads).contains(&made),
        "{what}: {made} workspaces made in a pool of {threads} threads"
    );
    Ok(answers)
}

/// Counts a workspace made, and makes it.
fn counted<W>(made: &AtomicUsize, workspace: impl Fn() -> W) -> impl Fn() -> W {
    move || {
        made.fetch_add(1, Ordering::Relaxed);
        workspace()
    }
}

/// An answer: the exact length and the path, or `None`.
type Route = Option<(Octile, Vec<Pos>)>;

#[test]
fn astar_in_parallel_answers_as_sequentially() -> TestResult {
    let mut rng = MinStd::new(11);
    for (name, grid) in grids() {
        let space = GridSpace::octile(&grid, |&open| open);
        let queries = random_queries(&mut rng, &grid, 400);
        let answer = |astar: &mut AStar<Pos, Octile>, &(start, goal): &(Pos, Pos)| -> Route {
            let found = astar.search_to(&space, [start], goal);
            found.goal_distance().zip(found.path())
        };
        let sequential = map_with(&queries, AStar::new, answer);
        let fresh: Vec<Route> = queries
            .iter()
            .map(|query| answer(&mut AStar::new(), query))
            .collect();
        assert_eq!(sequential, fresh, "{name}: reused against fresh workspaces");
        let reached = sequential.iter().filter(|route| route.is_some()).count();
        assert!(
            reached > queries.len() / 5 && reached < queries.len(),
            "{name}: {reached} of {} reached: the grid checks too little",
            queries.len()
        );
        for threads in THREADS {
            let what = format!("A*, {name}, {threads} threads");
            let parallel = in_pool(threads, &what, |made| {
                par_map_with(&queries, counted(made, AStar::new), answer)
            })?;
            assert_eq!(parallel, sequential, "{what}");
        }
    }
    Ok(())
}

#[test]
fn jump_point_search_in_parallel_answers_as_sequentially() -> TestResult {
    let mut rng = MinStd::new(12);
    for (name, grid) in grids() {
        let space = GridSpace::octile(&grid, |&open| open);
        // Built once, shared by reference by every thread of every pool.
        let jump_grid = JumpGrid::new(&space)?;
        let shared: &JumpGrid = &jump_grid;
        let queries = random_queries(&mut rng, &grid, 400);
        let answer = |jps: &mut JumpPointSearch, &(start, goal): &(Pos, Pos)| -> Route {
            let found = jps.search(shared, [start], goal);
            found.goal_distance().zip(found.path())
        };
        let sequential = map_with(&queries, JumpPointSearch::new, answer);
        let fresh: Vec<Route> = queries
            .iter()
            .map(|query| answer(&mut JumpPointSearch::new(), query))
            .collect();
        assert_eq!(sequential, fresh, "{name}: reused against fresh workspaces");
        // The lengths are A*'s (the paths may differ among equally short ones).
        let astar = map_with(&queries, AStar::new, |astar, &(start, goal)| {
            astar.search_to(&space, [start], goal).goal_distance()
        });
        let lengths: Vec<Option<Octile>> = sequential
            .iter()
            .map(|route| route.as_ref().map(|(length, _)| *length))
            .collect();
        assert_eq!(lengths, astar, "{name}: JPS against A*");
        for threads in THREADS {
            let what = format!("JPS, {name}, {threads} threads");
            let parallel = in_pool(threads, &what, |made| {
                par_map_with(&queries, counted(made, JumpPointSearch::new), answer)
            })?;
            assert_eq!(parallel, sequential, "{what}");
        }
    }
    Ok(())
}

#[test]
fn bfs_distance_fields_in_parallel_answer_as_sequentially() -> TestResult {
    let mut rng = MinStd::new(13);
    for (name, grid) in grids() {
        let space = GridSpace::new(&grid, Moves::four(), |&open| open);
        // One query per start: its whole distance field.
        let starts: Vec<Pos> = random_queries(&mut rng, &grid, 300)
            .into_iter()
            .map(|(start, _)| start)
            .collect();
        let answer =
            |bfs: &mut Bfs<Pos>, &start: &Pos| bfs.distances(&space, [start]).distance_grid();
        let sequential = map_with(&starts, Bfs::new, answer);
        let fresh: Vec<Grid<Option<u32>>> = starts
            .iter()
            .map(|start| answer(&mut Bfs::new(), start))
            .collect();
        assert_eq!(sequential, fresh, "{name}: reused against fresh workspaces");
        // Each field is its own start's: distance 0 there exactly when the start is open.
        for (start, field) in starts.iter().zip(&sequential) {
            assert_eq!(field[*start], grid[*start].then_some(0), "{name} {start:?}");
        }
        for threads in THREADS {
            let what = format!("BFS, {name}, {threads} threads");
            let parallel = in_pool(threads, &what, |made| {
                par_map_with(&starts, counted(made, Bfs::new), answer)
            })?;
            assert_eq!(parallel, sequential, "{what}");
        }
    }
    Ok(())
}

/// Distance fields (`gridpath::field`) in a batch: one `DistanceField` per thread, recomputed
/// in place for each query, on a `FieldGrid` shared by reference; octile costs, 10 sources a
/// query.
#[test]
fn field_batches_in_parallel_answer_as_sequentially() -> TestResult {
    let mut rng = MinStd::new(17);
    for (name, grid) in grids() {
        let prepared = FieldGrid::new(&GridSpace::octile(&grid, |&open| open))?;
        let queries: Vec<Vec<Pos>> = (0..60)
            .map(|_| {
                random_queries(&mut rng, &grid, 5)
                    .into_iter()
                    .flat_map(|(a, b)| [a, b])
                    .collect()
            })
            .collect();
        let answer = |field: &mut DistanceField<Octile>, sources: &Vec<Pos>| {
            field.compute(&prepared, sources.iter().copied());
            field.to_grid()
        };
        let fresh: Vec<Grid<Option<Octile>>> = queries
            .iter()
            .map(|q| prepared.distances(q.iter().copied()).to_grid())
            .collect();
        let sequential = map_with(&queries, || DistanceField::new(&prepared), answer);
        assert_eq!(sequential, fresh, "{name}: reused against fresh fields");
        for threads in THREADS {
            let what = format!("fields, {name}, {threads} threads");
            let parallel = in_pool(threads, &what, |made| {
                par_map_with(
                    &queries,
                    counted(made, || DistanceField::new(&prepared)),
                    answer,
                )
            })?;
            assert_eq!(parallel, sequential, "{what}");
        }
    }
    Ok(())
}

/// The answers are in input order whatever the cost of each query: a batch whose queries'
/// costs vary a thousandfold (a path across the grid, or a start equal to its goal), answered
/// with the query's index.
#[test]
fn answers_come_back_in_input_order() -> TestResult {
    let mut rng = MinStd::new(14);
    let grid = random_grid(&mut rng, 120, 120, 20);
    let space = GridSpace::octile(&grid, |&open| open);
    let queries: Vec<(usize, Pos, Pos)> = (0..997)
        .map(|i| {
            let start = Pos::new(rng.below(120), rng.below(120));
            let goal = if i % 3 == 0 {
                start
            } else {
                Pos::new(rng.below(120), rng.below(120))
            };
            (i, start, goal)
        })
        .collect();
    let answer = |astar: &mut AStar<Pos, Octile>, &(i, start, goal): &(usize, Pos, Pos)| {
        (i, astar.search_to(&space, [start], goal).expanded())
    };
    let sequential = map_with(&queries, AStar::new, answer);
    for threads in THREADS {
        let what = format!("order, {threads} threads");
        let parallel = in_pool(threads, &what, |made| {
            par_map_with(&queries, counted(made, AStar::new), answer)
        })?;
        let order: Vec<usize> = parallel.iter().map(|&(i, _)| i).collect();
        assert!(order.iter().copied().eq(0..queries.len()), "{what}");
        assert_eq!(parallel, sequential, "{what}");
    }
    Ok(())
}

/// Each workspace answers many queries: a batch of 1,000 queries makes at most as many
/// workspaces as the pool has threads (checked by `in_pool`), and between them they answer
/// every query once. The global pool (no `install`) is bounded by its own thread count.
#[test]
fn one_workspace_per_thread_answers_many_queries() -> TestResult {
    let queries: Vec<u32> = (0..1000).collect();
    for threads in THREADS {
        let what = format!("counting, {threads} threads");
        let answered = in_pool(threads, &what, |made| {
            // The workspace counts the queries it answers; each answer is that count.
            par_map_with(&queries, counted(made, || 0_u32), |count, _| {
                *count += 1;
                *count
            })
        })?;
        // The counts restart at 1 once per workspace, and each workspace's counts run 1, 2, …
        let workspaces = answered.iter().filter(|&&count| count == 1).count();
        assert!((1..=threads).contains(&workspaces), "{what}: {workspaces}");
        // As many answers count k as workspaces answered k queries or more: fewer for each k.
        let with = |k: u32| answered.iter().filter(|&&count| count == k).count();
        assert!((1..1000).all(|k| with(k + 1) <= with(k)), "{what}");
        if threads == 1 {
            // One thread takes the chunks in order, with its one workspace.
            assert!(answered.iter().copied().eq(1..=1000), "{what}");
        }
    }
    let made = AtomicUsize::new(0);
    let answers = par_map_with(&queries, counted(&made, || ()), |(), &q| q * 2);
    assert!(answers.iter().copied().eq((0..1000).map(|q| q * 2)));
    assert!(made.into_inner() <= rayon::current_num_threads());
    Ok(())
}

/// Empty and tiny batches: no workspace for none, and one answer per query.
#[test]
fn empty_and_tiny_batches() -> TestResult {
    for threads in THREADS {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()?;
        let made = AtomicUsize::new(0);
        let none: Vec<u8> =
            pool.install(|| par_map_with(&[] as &[u8], counted(&made, || ()), |(), &q| q));
        assert!(none.is_empty());
        assert_eq!(made.load(Ordering::Relaxed), 0);
        assert!(
            map_with(
                &[] as &[u8],
                || -> u8 { panic!("no workspace for no query") },
                |_, &q| q
            )
            .is_empty()
        );
        for len in 1..=5_u8 {
            let queries: Vec<u8> = (0..len).collect();
            let answers =
                pool.install(|| par_map_with(&queries, counted(&made, || ()), |(), &q| q + 1));
            assert!(answers.iter().copied().eq(1..=len));
        }
    }
    Ok(())
}
