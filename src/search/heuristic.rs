//! Ready-made A* heuristics for grid positions.
//!
//! Each is admissible and consistent for the move set named: use [`manhattan`] with 4-neighbour
//! moves of cost 1, [`chebyshev`] with king moves of cost 1, [`octile`] with the
//! [`OctileSteps`](crate::OctileSteps) costs (1 straight, √2 diagonal). With larger step costs
//! they stay admissible (they underestimate more). [`zero`] turns A* into Dijkstra.
//!
//! With other moves they can overestimate — [`manhattan`] with diagonal moves does — and A*
//! would return longer paths: debug builds catch it (see [`AStar`](crate::AStar)), and
//! [`AStar::search_to`](crate::AStar::search_to), guided by the space's own estimate, cannot
//! get it wrong.

use crate::cost::{Cost, Octile};

use crate::grid::Pos;

/// `|Δrow| + |Δcol|` to `goal`, in unit steps.
///
/// # Examples
///
/// ```
/// use gridpath::{Pos, heuristic};
/// let h = heuristic::manhattan::<u32>(Pos::new(0, 0));
/// assert_eq!(h(Pos::new(2, 3)), 5);
/// ```
pub fn manhattan<C: Cost>(goal: Pos) -> impl Fn(Pos) -> C + Copy {
    move |p| C::from_steps(p.manhattan(goal))
}

/// `max(|Δrow|, |Δcol|)` to `goal`, in unit steps.
///
/// # Examples
///
/// ```
/// use gridpath::{Pos, heuristic};
/// let h = heuristic::chebyshev::<u32>(Pos::new(0, 0));
/// assert_eq!(h(Pos::new(2, 3)), 3);
/// ```
pub fn chebyshev<C: Cost>(goal: Pos) -> impl Fn(Pos) -> C + Copy {
    move |p| C::from_steps(u64::from(p.chebyshev(goal)))
}

/// The octile distance to `goal`: `min(Δ)` diagonal steps and `max(Δ) − min(Δ)` straight ones,
/// exact.
///
/// # Examples
///
/// ```
/// use gridpath::{Octile, Pos, heuristic};
/// let h = heuristic::octile(Pos::new(0, 0));
/// assert_eq!(h(Pos::new(2, 3)), Octile::new(1, 2));
/// ```
pub fn octile(goal: Pos) -> impl Fn(Pos) -> Octile + Copy {
    move |p| Octile::between(p.row.abs_diff(goal.row), p.col.abs_diff(goal.col))
}

/// No estimate at all: A* with it is Dijkstra.
///
/// # Examples
///
/// ```
/// use gridpath::{Pos, heuristic};
/// let h = heuristic::zero::<Pos, u32>();
/// assert_eq!(h(Pos::new(5, 5)), 0);
/// ```
pub fn zero<S, C: Cost>() -> impl Fn(S) -> C + Copy {
    |_| C::ZERO
}
