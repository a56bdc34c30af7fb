//! Batches of independent queries: answered one after another with one reusable workspace
//! ([`map_with`]), or on every core of the machine with one workspace per thread
#![cfg_attr(feature = "parallel", doc = "([`par_map_with`], feature `parallel`).")]
#![cfg_attr(
    not(feature = "parallel"),
    doc = "(`par_map_with`, feature `parallel`)."
)]
//!
//! A batch is a slice of queries — start and goal pairs, say — and a closure that answers one
//! query with a workspace (an engine such as [`AStar`](crate::AStar) or
//! [`JumpPointSearch`](crate::JumpPointSearch), whose buffers are reused from one query to the
//! next). The answers come back in a `Vec`, in the order of the queries. Whatever the queries
//! only read — a [`GridSpace`](crate::GridSpace), a [`JumpGrid`](crate::JumpGrid) — is captured
//! by reference and shared by every thread; only the workspaces are per thread.
//!
//! An answer must be an owned value: a [`SearchTree`](crate::SearchTree) borrows its
//! workspace, which the next query reuses, so take from it what you need (its
//! [`goal_distance`](crate::SearchTree::goal_distance), its
//! [`path`](crate::SearchTree::path), or the whole tree with
//! [`into_owned`](crate::SearchTree::into_owned)).
//!
//! ```
//! use gridpath::batch::map_with;
//! use gridpath::{AStar, Grid, GridSpace, Octile, Pos};
//!
//! let grid = Grid::parse("....\n.##.\n....\n", Some)?;
//! let space = GridSpace::octile(&grid, |&c| c == '.');
//! let queries = [
//!     (Pos::new(0, 0), Pos::new(2, 3)),
//!     (Pos::new(0, 0), Pos::new(1, 1)), // a wall: no path
//!     (Pos::new(2, 0), Pos::new(0, 0)),
//! ];
//! let lengths = map_with(&queries, AStar::new, |astar, &(start, goal)| {
//!     astar.search_to(&space, [start], goal).goal_distance()
//! });
//! assert_eq!(lengths, [Some(Octile::new(5, 0)), None, Some(Octile::new(2, 0))]);
//! # Ok::<(), gridpath::Error>(())
//! ```
//!
//! # Which workspace answers which query
//!
//! Engines answer a query the same whatever the workspace answered before (an epoch sets the
//! records of earlier queries aside, never read again: see [reused
//! workspaces](crate#many-starts-distance-fields-reused-workspaces)), so a batch's
//! answers are the same sequentially and in parallel, in a pool of any size, whichever thread
//! and workspace take which query — as long as `answer` depends only on its query and on what
//! it reads, not on something it keeps from one query to the next.
//!
//! # Beyond one machine
//!
//! The queries of a batch are independent of each other, which is what lets the threads of
//! one machine answer them in any order; the same holds across processes and machines. To
//! answer more queries than one machine's cores can, shard them: give process `k` of `n` the
//! queries whose index is `k` modulo `n` (or the `k`-th of `n` blocks of consecutive queries,
//! which keeps a map's queries together), let each process build its
//! own prepared grid ([`JumpGrid::new`](crate::JumpGrid::new), once per map) and answer its
//! share with this module, and merge the answers by query index. Nothing is shared between
//! processes but the map and the queries, so the work divides without coordination.
//!
//! # Complexity
//!
//! The answers' own cost, plus, in parallel, a lock, a rayon job and a `Vec` per chunk of
//! queries (32 chunks per thread of the pool), a copy of each answer into the result, and the
//! making of at most one workspace per thread.

#[cfg(feature = "parallel")]
use std::sync::{Mutex, PoisonError};

#[cfg(feature = "parallel")]
use rayon::prelude::*;

/// Answers `queries` one after another, in order, with one workspace made by `workspace`
/// (and made only if there is a query): the sequential reference for
#[cfg_attr(feature = "parallel", doc = "[`par_map_with`].")]
#[cfg_attr(
    not(feature = "parallel"),
    doc = "`par_map_with` (feature `parallel`)."
)]
///
/// `answer(&mut workspace, &query)` answers one query; the answers are returned in the order
/// of the queries. Always available (no feature).
///
/// # Examples
///
/// Octile A* with the space's own estimate
/// ([`AStar::search_to`](crate::AStar::search_to)), each answer a length and a path:
///
/// ```
/// use gridpath::batch::map_with;
/// use gridpath::{AStar, Grid, GridSpace, Octile, Pos};
///
/// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
/// let space = GridSpace::octile(&grid, |&c| c == '.');
/// let queries = [(Pos::new(0, 0), Pos::new(2, 2)), (Pos::new(0, 1), Pos::new(0, 2))];
/// let answers = map_with(&queries, AStar::new, |astar, &(start, goal)| {
///     let found = astar.search_to(&space, [start], goal);
///     Some((found.goal_distance()?, found.path()?))
/// });
/// let (length, path) = answers[0].as_ref().expect("a path around the wall");
/// assert_eq!(*length, Octile::new(4, 0));
/// assert_eq!(path.len(), 5);
/// assert_eq!(answers[1], Some((Octile::new(1, 0), vec![Pos::new(0, 1), Pos::new(0, 2)])));
/// # Ok::<(), gridpath::Error>(())
/// ```
///
/// Jump Point Search over a prepared [`JumpGrid`](crate::JumpGrid), any workspace state:
///
/// ```
/// use gridpath::batch::map_with;
/// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Octile, Pos};
///
/// let grid = Grid::parse("....\n.#..\n....\n", Some)?;
/// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |&c| c == '.'))?;
/// let queries = [(Pos::new(0, 0), Pos::new(2, 3)), (Pos::new(2, 3), Pos::new(0, 0))];
/// let lengths = map_with(&queries, JumpPointSearch::new, |jps, &(start, goal)| {
///     jps.search(&jump_grid, [start], goal).goal_distance()
/// });
/// assert_eq!(lengths, [Some(Octile::new(3, 1)); 2]);
/// # Ok::<(), gridpath::Error>(())
/// ```
pub fn map_with<Q, W, R>(
    queries: &[Q],
    workspace: impl FnOnce() -> W,
    mut answer: impl FnMut(&mut W, &Q) -> R,
) -> Vec<R> {
    let Some((first, rest)) = queries.split_first() else {
        return Vec::new();
    };
    let mut workspace = workspace();
    let mut answers = Vec::with_capacity(queries.len());
    answers.push(answer(&mut workspace, first));
    answers.extend(rest.iter().map(|query| answer(&mut workspace, query)));
    answers
}

/// How many chunks of consecutive queries [`par_map_with`] cuts a batch into per thread of
/// the pool: enough that a thread that finishes early finds others to take while the slowest
/// chunk runs (queries can differ in cost a thousandfold), few enough that the lock, the job
/// and the answers' `Vec` per chunk cost nothing next to the queries. Measured on 10,000
/// Moving AI queries with Jump Point Search in a pool of 2 threads (`benches/batch.rs`'s
/// batch, where one maze holds two thirds of the cost): the threads stood idle 2.6 % of the
/// time on average at 16 chunks per thread, 1.1 % at 32 and 1.4 % at 64 (3 to 6 runs each).
#[cfg(feature = "parallel")]
const CHUNKS_PER_THREAD: usize = 32;

/// Answers `queries` on the threads of the current rayon pool, with one workspace per thread,
/// and returns the answers in the order of the queries: the same answers as
/// [`map_with`], as long as a workspace's history does not change an answer (it does not for
/// the crate's engines).
///
/// The queries are cut into chunks of consecutive queries — `32 ×`
/// [`rayon::current_num_threads`] chunks, or one per query if there are fewer queries — which
/// the pool's threads take as they come free (rayon's work stealing), so that costly and cheap
/// queries even out. A chunk takes a workspace from those that no running chunk holds, and
/// calls `workspace()` only if there is none; it gives it back when it ends. So
/// **`workspace()` is called at most once per thread of the pool** (at most
/// `rayon::current_num_threads()` times, fewer for a batch of fewer queries or chunks), and
/// each workspace answers many chunks in turn, its buffers warm, not once per query nor per
/// chunk. (The bound assumes `answer` does not itself wait on rayon work: a thread that waits
/// inside `answer` may take another chunk meanwhile, which then needs a workspace of its own.)
/// The workspaces are dropped when the batch is done.
///
/// It runs in the current pool: rayon's global pool (one thread per core) unless it is called
/// inside [`ThreadPool::install`](rayon::ThreadPool::install), which is how a caller chooses
/// the number of threads. An empty batch makes no workspace and starts no job.
///
/// # Panics
///
/// A panic in `workspace` or `answer` is passed on to the caller (rayon's rule), once the
/// other running chunks have ended.
///
/// # Examples
///
/// Octile A* ([`AStar::search_to`](crate::AStar::search_to)) in a pool of two threads: the
/// space is shared by reference, each thread has its own `AStar`.
///
/// ```
/// use gridpath::batch::{map_with, par_map_with};
/// use gridpath::{AStar, Grid, GridSpace, Pos};
///
/// let grid = Grid::parse("......\n.####.\n......\n", Some)?;
/// let space = GridSpace::octile(&grid, |&c| c == '.');
/// let cells: Vec<Pos> = grid.positions().filter(|&p| grid[p] == '.').collect();
/// let queries: Vec<(Pos, Pos)> =
///     cells.iter().flat_map(|&a| cells.iter().map(move |&b| (a, b))).collect();
///
/// let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build()?;
/// let answer = |astar: &mut AStar<Pos, _>, &(start, goal): &(Pos, Pos)| {
///     astar.search_to(&space, [start], goal).goal_distance()
/// };
/// let parallel = pool.install(|| par_map_with(&queries, AStar::new, answer));
/// assert_eq!(parallel, map_with(&queries, AStar::new, answer));
/// assert_eq!(parallel.len(), cells.len() * cells.len());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// Jump Point Search: the [`JumpGrid`](crate::JumpGrid) is built once and shared by every
/// thread (`Send + Sync`, borrowed by the closure), each thread has its own
/// [`JumpPointSearch`](crate::JumpPointSearch) workspace; and the number of workspaces made,
/// counted:
///
/// ```
/// use std::sync::atomic::{AtomicUsize, Ordering};
///
/// use gridpath::batch::par_map_with;
/// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Octile, Pos, Size};
///
/// let grid = Grid::from_fn(Size::new(40, 60), |p| p.col != 30 || p.row == 39)?;
/// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |&open| open))?;
/// let queries: Vec<(Pos, Pos)> =
///     (0..1000).map(|i| (Pos::new(i % 40, 0), Pos::new(39 - i % 40, 59))).collect();
///
/// let made = AtomicUsize::new(0);
/// let workspace = || {
///     made.fetch_add(1, Ordering::Relaxed);
///     JumpPointSearch::new()
/// };
/// let shared: &JumpGrid = &jump_grid;
/// let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build()?;
/// let answers = pool.install(|| {
///     par_map_with(&queries, workspace, |jps, &(start, goal)| {
///         let found = jps.search(shared, [start], goal);
///         found.goal_distance().zip(found.path())
///     })
/// });
/// assert!(answers.iter().all(|answer| answer.is_some()));
/// // In input order: query 0 goes from (0, 0) to (39, 59) through the wall's gap at (39, 30),
/// // 29 diagonal and 40 straight steps.
/// let (length, path) = answers[0].as_ref().expect("a path");
/// assert_eq!(*length, Octile::new(40, 29));
/// assert_eq!((path[0], path[path.len() - 1]), (Pos::new(0, 0), Pos::new(39, 59)));
/// assert!(made.load(Ordering::Relaxed) <= 2); // one per thread at most
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "parallel")]
pub fn par_map_with<Q, W, R>(
    queries: &[Q],
    workspace: impl Fn() -> W + Sync + Send,
    answer: impl Fn(&mut W, &Q) -> R + Sync + Send,
) -> Vec<R>
where
    Q: Sync,
    W: Send,
    R: Send,
{
    if queries.is_empty() {
        return Vec::new();
    }
    let chunks = rayon::current_num_threads()
        .saturating_mul(CHUNKS_PER_THREAD)
        .clamp(1, queries.len());
    let chunk_len = queries.len().div_ceil(chunks);
    // The workspaces no running chunk holds. A chunk that finds none makes one, so no more are
    // made than chunks run at once.
    let idle: Mutex<Vec<W>> = Mutex::new(Vec::new());
    // A panic elsewhere (in `answer`, while a chunk held no lock) cannot leave the list half
    // written: a poisoned lock is taken as it is.
    let take = || idle.lock().unwrap_or_else(PoisonError::into_inner).pop();
    let parts: Vec<Vec<R>> = queries
        .par_chunks(chunk_len)
        // Each chunk its own job, so that a thread that comes free can take the next one.
        .with_max_len(1)
        .map(|chunk| {
            let mut held = take().unwrap_or_else(&workspace);
            let part: Vec<R> = chunk.iter().map(|query| answer(&mut held, query)).collect();
            idle.lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(held);
            part
        })
        .collect();
    let mut answers = Vec::with_capacity(queries.len());
    for part in parts {
        answers.extend(part);
    }
    answers
}

#[cfg(all(test, feature = "parallel"))]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::{map_with, par_map_with};

    /// The chunking covers every query once, in order, for batch sizes around the chunk
    /// count; and no more workspaces are made than the pool has threads.
    #[test]
    fn chunks_cover_the_batch_in_order() {
        for threads in 1..=3 {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap();
            for len in [0, 1, 2, 3, 31, 32, 33, 63, 64, 65, 95, 96, 97, 1001] {
                let queries: Vec<usize> = (0..len).collect();
                let made = AtomicUsize::new(0);
                let answers = pool.install(|| {
                    par_map_with(
                        &queries,
                        || {
                            made.fetch_add(1, Ordering::Relaxed);
                            0_usize
                        },
                        |count, &q| {
                            *count += 1;
                            q * 3
                        },
                    )
                });
                let want: Vec<usize> = queries.iter().map(|q| q * 3).collect();
                assert_eq!(answers, want, "{threads} threads, {len} queries");
                let made = made.into_inner();
                assert!(made <= threads.min(len), "{made} workspaces");
                assert_eq!(made == 0, len == 0);
                assert_eq!(map_with(&queries, || 0, |_, &q| q * 3), want);
            }
        }
    }
}
