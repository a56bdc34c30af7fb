//! Goal predicates: a goal is any `FnMut(State) -> bool`; these build the common ones.

use core::hash::Hash;
use std::collections::HashSet;

/// The goal "reach `target`".
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos, goal};
/// let grid = Grid::parse("...\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// let mut bfs = Bfs::new();
/// let found = bfs.search(&space, [Pos::new(0, 0)], goal::state(Pos::new(0, 2)));
/// assert_eq!(found.goal_distance(), Some(2));
/// # Ok::<(), gridpath::Error>(())
/// ```
pub fn state<S: PartialEq>(target: S) -> impl FnMut(S) -> bool {
    move |s| s == target
}

/// The goal "reach any of `targets`".
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos, goal};
/// let grid = Grid::parse(".....\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// let mut bfs = Bfs::new();
/// let exits = [Pos::new(0, 0), Pos::new(0, 4)];
/// let found = bfs.search(&space, [Pos::new(0, 3)], goal::any_of(exits));
/// assert_eq!(found.goal(), Some(Pos::new(0, 4)));
/// # Ok::<(), gridpath::Error>(())
/// ```
pub fn any_of<S: Eq + Hash>(targets: impl IntoIterator<Item = S>) -> impl FnMut(S) -> bool {
    let targets: HashSet<S> = targets.into_iter().collect();
    move |s| targets.contains(&s)
}
