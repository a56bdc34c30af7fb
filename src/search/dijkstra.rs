//! Dijkstra's algorithm: the [`Buckets`] frontier, no heuristic.

use crate::cost::Cost;
use crate::search::engine::Engine;
use crate::search::frontier::Buckets;
use crate::search::weighted::{Unguided, UnguidedQueue};

/// Dijkstra's algorithm, and its reusable workspace: cheapest paths for any non-negative
/// [`Cost`].
///
/// # Complexity
///
/// For the states and moves explored: `O(V + E + C)` while integer costs stay in the bucket
/// ring (`C` the largest distance), `O(V + 16·E)` in the radix heap for other costs with a
/// sort key (an entry moves down at most once per hexadecimal digit of its key), and
/// `O((V + E) log V)` in the binary heaps it falls back on; stale entries are skipped when
/// taken (lazy deletion). Reuse costs nothing up front: records carry the query's epoch.
///
/// # Examples
///
/// ```
/// use gridpath::{Dijkstra, Grid, GridSpace, Moves, Pos};
///
/// // Mud costs 3 to enter, ground 1.
/// let grid = Grid::parse("S~.\n...\n", Some)?;
/// let space = GridSpace::with_costs(&grid, Moves::four(), |&c| match c {
///     '~' => Some(3u32),
///     _ => Some(1),
/// });
/// let mut dijkstra = Dijkstra::new();
/// let found = dijkstra.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(0, 2));
/// assert_eq!(found.goal_distance(), Some(4)); // around the mud, or through it: 1+3 = 4
/// # Ok::<(), gridpath::Error>(())
/// ```
pub type Dijkstra<S, C> = Engine<Unguided<ByCost, C>, S>;

/// The frontier of [`Dijkstra`]: the least distance first, in the bucket frontier.
#[derive(Debug, Clone, Copy)]
pub struct ByCost;

impl<S: Copy, C: Cost> UnguidedQueue<S, C> for ByCost {
    type Frontier = Buckets<S, C>;
}
