//! 0-1 BFS: the [`ZeroOneDeque`] frontier, no heuristic.

use crate::search::engine::Engine;
use crate::search::frontier::ZeroOneDeque;
use crate::search::weighted::{Unguided, UnguidedQueue};

/// 0-1 BFS, and its reusable workspace: cheapest paths when every move costs 0 or 1, with
/// a deque instead of a heap.
///
/// Moves of cost 0 go to the front of the deque, others to the back. A move of any other
/// cost would break the deque's order, and the answers with it, so the engine refuses one:
/// use [`Dijkstra`](crate::Dijkstra) for general costs.
///
/// # Panics
///
/// If the search meets a move that costs more than 1 (in every build: a wrong answer is not
/// an option); and if the space breaks the [`StateSpace`](crate::StateSpace) numbering
/// contract.
///
/// # Complexity
///
/// `O(V + E)` for the states and moves explored.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, Moves, Pos, ZeroOneBfs};
///
/// // Fewest walls to break: entering '#' costs 1, '.' costs 0.
/// let grid = Grid::parse(".#.\n##.\n...\n", Some)?;
/// let space = GridSpace::with_costs(&grid, Moves::four(), |&c| Some(u32::from(c == '#')));
/// let mut zero_one = ZeroOneBfs::new();
/// let found = zero_one.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(0, 2));
/// assert_eq!(found.goal_distance(), Some(1));
/// # Ok::<(), gridpath::Error>(())
/// ```
pub type ZeroOneBfs<S, C> = Engine<Unguided<ZeroFirst, C>, S>;

/// The frontier of [`ZeroOneBfs`]: a deque, cost-0 moves to the front.
#[derive(Debug, Clone, Copy)]
pub struct ZeroFirst;

impl<S, C: crate::cost::Cost> UnguidedQueue<S, C> for ZeroFirst {
    type Frontier = ZeroOneDeque<S, C>;
}
