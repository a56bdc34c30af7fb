//! [`SearchTree`], what every engine returns.

use std::collections::HashMap;

use crate::grid::OnGrid;
use crate::grid::{Grid, Pos, gcd};
use crate::search::Storage;
use crate::search::engine::{Outcome, Records};
use crate::search::table::StateMap;
use crate::space::StateSpace;

/// The result of a search: which goal was reached, the distance of every settled state, the
/// paths to them, and how much work it took.
///
/// `D` is the distance type: `u32` move counts for [`Bfs`](crate::Bfs) and [`Dfs`](crate::Dfs), the space's
/// [`Cost`](crate::Cost) for the weighted engines. "No path" is `None`.
///
/// A search tree is a view of the engine's workspace, which it borrows until it is dropped; it
/// holds the space it was searched on (a reference, or a space passed by value, such as a
/// temporary). To keep what it found while the workspace answers the next query, take an
/// owned copy with [`into_owned`](Self::into_owned), or, on a grid, the distance field as a
/// [`Grid`] with [`distance_grid`](Self::distance_grid).
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
///
/// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// let mut bfs = Bfs::new();
/// let found = bfs.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(2, 2));
///
/// assert_eq!(found.goal(), Some(Pos::new(2, 2)));
/// assert_eq!(found.goal_distance(), Some(4));
/// assert_eq!(found.distance(Pos::new(0, 1)), Some(1));
/// assert_eq!(found.distance(Pos::new(1, 1)), None); // a wall
/// let path = found.path().unwrap();
/// assert_eq!((path[0], path[4]), (Pos::new(0, 0), Pos::new(2, 2)));
/// assert!(found.expanded() > 0);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[must_use = "a search result says whether and how the goal was reached"]
pub struct SearchTree<'a, Sp: StateSpace, D> {
    space: Sp,
    records: &'a dyn Records<Sp, D>,
    goal: Option<(Sp::State, usize)>,
    expanded: usize,
    truncated: bool,
}

impl<Sp: StateSpace, D> core::fmt::Debug for SearchTree<'_, Sp, D> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("SearchTree")
            .field("goal", &self.goal.map(|(s, _)| s))
            .field("expanded", &self.expanded)
            .field("storage", &self.records.storage())
            .finish_non_exhaustive()
    }
}

impl<'a, Sp: StateSpace, D: Copy> SearchTree<'a, Sp, D> {
    pub(crate) fn new(
        space: Sp,
        records: &'a dyn Records<Sp, D>,
        outcome: Outcome<Sp::State>,
    ) -> Self {
        SearchTree {
            space,
            records,
            goal: outcome.goal,
            expanded: outcome.expanded,
            truncated: outcome.truncated,
        }
    }

    /// The goal state the search stopped at, or `None` if no reachable state satisfied the goal
    /// predicate.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// assert_eq!(bfs.search(&space, [Pos::new(0, 0)], |p| p.col == 2).goal(), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn goal(&self) -> Option<Sp::State> {
        self.goal.map(|(state, _)| state)
    }

    /// The distance to the goal reached, if any.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// assert_eq!(bfs.search(&space, [Pos::new(0, 0)], |p| p.col == 2).goal_distance(), Some(2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn goal_distance(&self) -> Option<D> {
        self.goal.and_then(|(_, slot)| self.records.distance(slot))
    }

    /// The distance of `state` from the nearest start, if the search settled it.
    ///
    /// A state is settled when its distance is final: for [`Bfs`](crate::Bfs) as soon as it is reached,
    /// for the weighted engines when it is expanded (or is the goal). After a search that ran
    /// to exhaustion (no goal, or an unreachable one) every reachable state is settled. For
    /// [`Dfs`](crate::Dfs) the distance is the depth in the search tree, not a shortest distance.
    ///
    /// ```
    /// use gridpath::{Dijkstra, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n..\n", Some)?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |_| Some(5u32));
    /// let mut dijkstra = Dijkstra::new();
    /// let field = dijkstra.distances(&space, [Pos::new(0, 0)]);
    /// assert_eq!(field.distance(Pos::new(1, 1)), Some(10));
    /// assert_eq!(field.distance(Pos::new(9, 9)), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn distance(&self, state: Sp::State) -> Option<D> {
        self.records
            .find(&self.space, state)
            .and_then(|slot| self.records.distance(slot))
    }

    /// Whether `state` was settled (see [`SearchTree::distance`]).
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// let field = bfs.distances(&space, [Pos::new(0, 0)]);
    /// assert!(field.is_reached(Pos::new(0, 0)));
    /// assert!(!field.is_reached(Pos::new(0, 2)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_reached(&self, state: Sp::State) -> bool {
        self.distance(state).is_some()
    }

    /// The path from a start to the goal reached, both included.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// let found = bfs.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(0, 1));
    /// assert_eq!(found.path(), Some(vec![Pos::new(0, 0), Pos::new(0, 1)]));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn path(&self) -> Option<Vec<Sp::State>> {
        self.goal.and_then(|(_, slot)| self.path_from_slot(slot))
    }

    /// The path from a start to `state`, both included, if `state` was settled.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// let field = bfs.distances(&space, [Pos::new(0, 0)]);
    /// assert_eq!(field.path_to(Pos::new(0, 2)).map(|p| p.len()), Some(3));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn path_to(&self, state: Sp::State) -> Option<Vec<Sp::State>> {
        let slot = self.records.find(&self.space, state)?;
        self.records.distance(slot)?;
        self.path_from_slot(slot)
    }

    fn path_from_slot(&self, slot: usize) -> Option<Vec<Sp::State>> {
        self.records.path(&self.space, slot)
    }

    /// How many states the search expanded (took from its queue and generated successors
    /// for). The goal itself is not expanded.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("....\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = Bfs::new();
    /// assert_eq!(bfs.search(&space, [Pos::new(0, 0)], |p| p.col == 3).expanded(), 3);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn expanded(&self) -> usize {
        self.expanded
    }

    /// Whether the search reached less than the space holds for a reason other than "no
    /// path": its records reached the workspace's state limit (see
    /// [`Bfs::with_state_limit`](crate::Bfs#method.with_state_limit)), or a weighted engine
    /// left states unreached whose distance does not fit the cost type (reaches its maximum:
    /// a 1 × 300 row of steps costing `5u8` reaches the cells up to 250; the next would cost
    /// 255, `u8::MAX`). Distances it reports are still exact — never clamped — and a goal it
    /// found is still the nearest; but a state it did not reach may yet be reachable.
    ///
    /// ```
    /// use gridpath::{Dijkstra, Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(1, 300), '.')?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |_| Some(5u8));
    /// let mut dijkstra = Dijkstra::new();
    /// let found = dijkstra.distances(&space, [Pos::new(0, 0)]);
    /// assert_eq!(found.distance(Pos::new(0, 50)), Some(250));
    /// assert_eq!(found.distance(Pos::new(0, 51)), None);
    /// assert!(found.is_truncated());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    ///
    /// ```
    /// use gridpath::adapt::{KeyCell, Keys};
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(100, 100), b'.')?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// // Past the dense limit, storage grows with what is reached: a limit bounds it.
    /// let space = Keys::new(&open, &grid, |_| KeyCell::Nothing)?.with_dense_limit(0);
    /// let mut bfs = Bfs::new().with_state_limit(1000);
    /// let found = bfs.distances(&space, [space.start(Pos::new(0, 0))]);
    /// assert!(found.is_truncated());
    /// assert_eq!(found.distance(space.start(Pos::new(0, 1))), Some(1));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_truncated(&self) -> bool {
        self.truncated
    }

    /// Whether the records were kept densely or hashed.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos, Storage};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// assert_eq!(Bfs::new().distances(&space, [Pos::new(0, 0)]).storage(), Storage::Dense);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn storage(&self) -> Storage {
        self.records.storage()
    }

    /// An owned copy of everything this tree answers — the goal, the distance of and path to
    /// every settled state, the counts — that borrows neither the workspace nor the space.
    ///
    /// It costs one pass over the records and a hash map entry per settled state.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("....\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let mut bfs = Bfs::new();
    /// let from_left = bfs.distances(&space, [Pos::new(0, 0)]).into_owned();
    /// let from_right = bfs.distances(&space, [Pos::new(0, 3)]); // the workspace, reused
    /// assert_eq!(from_left.distance(Pos::new(0, 3)), Some(3));
    /// assert_eq!(from_right.distance(Pos::new(0, 3)), Some(0));
    /// assert_eq!(from_left.path_to(Pos::new(0, 2)).map(|p| p.len()), Some(3));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn into_owned(self) -> OwnedSearchTree<Sp::State, D> {
        let records = self.records;
        let space = &self.space;
        let mut owned = OwnedSearchTree {
            index: StateMap::default(),
            states: Vec::new(),
            distances: Vec::new(),
            preds: Vec::new(),
            via: HashMap::new(),
            goal: None,
            expanded: self.expanded,
            truncated: self.truncated,
            storage: records.storage(),
        };
        // Slot → entry of `owned`, for the settled slots.
        let mut entry_of = vec![NO_ENTRY; records.len()];
        records.for_each_settled(space, &mut |slot, state, distance| {
            if let Ok(entry) = u32::try_from(owned.states.len())
                && entry < NO_ENTRY
            {
                entry_of[slot] = entry;
                owned.states.push(state);
                owned.distances.push(distance);
            }
        });
        // The map is filled once its size is known: no rehashing while it grows.
        owned.index.reserve(owned.states.len());
        for (entry, &state) in (0..).zip(&owned.states) {
            owned.index.insert(state, entry);
        }
        let mut link = Vec::new();
        for (slot, &entry) in entry_of.iter().enumerate() {
            if entry == NO_ENTRY {
                continue;
            }
            // A settled state's predecessor is settled; if it were not, it maps to `NO_ENTRY`
            // and `path_to` answers `None` rather than a partial path.
            let pred = records.pred(slot).map_or(NO_PRED, |pred| {
                entry_of.get(pred).copied().unwrap_or(NO_ENTRY)
            });
            owned.preds.push(pred);
            link.clear();
            if pred != NO_PRED
                && !records.links_are_moves()
                && records.extend_link(space, slot, &mut link).is_some()
                && let Some((_, between)) = link.split_last()
                && !between.is_empty()
            {
                owned.via.insert(entry, between.to_vec());
            }
        }
        owned.goal = self
            .goal
            .and_then(|(_, slot)| entry_of.get(slot).copied())
            .filter(|&entry| entry != NO_ENTRY);
        owned
    }
}

impl<Sp: StateSpace<State = Pos>, D: Copy> SearchTree<'_, Sp, D> {
    /// The cells where the path to the goal changes direction, with its first and last cells:
    /// the fewest cells that describe the path, which runs in a straight line from each to the
    /// next (a path of one cell gives that cell). `None` when no goal was reached.
    ///
    /// Every engine answers it on grid positions. One whose records link cells that are
    /// several moves apart answers from them, without building the path cell by cell:
    /// [`JumpPointSearch`](crate::JumpPointSearch) reads its jump points and puts back the
    /// turns within each jump — `O(turns + jump points)` rather than `O(cells)`. The others
    /// filter [`path`](Self::path). A direction is that of the move between two cells, so on a
    /// path of straight and diagonal moves a turn is any change between the eight.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Pos};
    ///
    /// let grid = Grid::parse(
    ///     "......\n\
    ///      .#####\n\
    ///      ......\n",
    ///     Some,
    /// )?;
    /// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |&c| c == '.'))?;
    /// let mut jps = JumpPointSearch::new();
    /// let found = jps.search(&jump_grid, [Pos::new(2, 0)], Pos::new(0, 5));
    /// // Up the left column, then along the top row: one turn.
    /// assert_eq!(
    ///     found.turning_points(),
    ///     Some(vec![Pos::new(2, 0), Pos::new(0, 0), Pos::new(0, 5)])
    /// );
    /// assert_eq!(found.path().map(|path| path.len()), Some(8));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn turning_points(&self) -> Option<Vec<Pos>> {
        let (_, slot) = self.goal?;
        let points = self.records.path_points(&self.space, slot)?;
        Some(turning_points(&points))
    }
}

/// The points of `path` where it changes direction, with its ends: the path runs in a straight
/// line from each point of `path` to the next (consecutive cells of a path, or points further
/// apart with the cells between them on one line). A direction is a move's row and column
/// steps divided by their greatest common divisor; repeated points are passed over.
fn turning_points(path: &[Pos]) -> Vec<Pos> {
    let direction = |from: Pos, to: Pos| {
        let (dr, dc) = (
            i64::from(to.row) - i64::from(from.row),
            i64::from(to.col) - i64::from(from.col),
        );
        let steps = i64::try_from(gcd(dr.unsigned_abs(), dc.unsigned_abs())).unwrap_or(1);
        (dr / steps.max(1), dc / steps.max(1))
    };
    let mut turns: Vec<Pos> = Vec::new();
    let mut heading = None;
    for &point in path {
        let Some(&last) = turns.last() else {
            turns.push(point);
            continue;
        };
        if point == last {
            continue;
        }
        let next = direction(last, point);
        if heading.is_some_and(|heading| heading == next) {
            // Straight on: the last point is no turn, and this one takes its place.
            turns.pop();
        }
        heading = Some(next);
        turns.push(point);
    }
    turns
}

impl<Sp: OnGrid, D: Copy> SearchTree<'_, Sp, D> {
    /// The distance of every cell of the grid, `None` where the search settled none: the
    /// field as a [`Grid`] of the space's size, to keep, render or compare.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..#\n...\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let field = Bfs::new().distances(&space, [Pos::new(0, 0)]).distance_grid();
    /// assert_eq!(field.size(), grid.size());
    /// assert_eq!(field.get(Pos::new(1, 2)), Some(&Some(3)));
    /// assert_eq!(field.get(Pos::new(0, 2)), Some(&None)); // a wall
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn distance_grid(&self) -> Grid<Option<D>> {
        let size = self.space.size();
        let (rows, cols) = (size.rows as usize, size.cols as usize);
        let mut cells = vec![None; rows * cols];
        // One walk over the settled states, not a lookup per cell.
        self.records
            .for_each_settled(&self.space, &mut |_, pos: Pos, distance| {
                let (row, col) = (pos.row as usize, pos.col as usize);
                if row < rows && col < cols {
                    cells[row * cols + col] = Some(distance);
                }
            });
        // The size is that of the space's grid, which exists (`OnGrid` is sealed).
        Grid::from_checked_parts(cols, rows, cells)
    }
}

/// No entry: the slot was not settled (as a predecessor: a chain that cannot be followed).
const NO_ENTRY: u32 = u32::MAX - 1;
/// No predecessor: a start.
const NO_PRED: u32 = u32::MAX;

/// An owned copy of a [`SearchTree`] ([`SearchTree::into_owned`]): the goal, the distance of
/// and the path to every settled state, and the counts, borrowing nothing.
///
/// ```
/// use gridpath::{Dijkstra, Grid, GridSpace, Moves, OwnedSearchTree, Pos};
/// let grid = Grid::parse("191\n111\n", |c| c.to_digit(10))?;
/// let space = GridSpace::with_costs(&grid, Moves::four(), |&d| Some(d));
/// let mut dijkstra = Dijkstra::new();
/// let kept: OwnedSearchTree<Pos, u32> = dijkstra
///     .search(&space, [Pos::new(0, 0)], |p| p == Pos::new(0, 2))
///     .into_owned();
/// assert_eq!(kept.goal_distance(), Some(4)); // around the 9
/// assert_eq!(kept.path().map(|p| p.len()), Some(5));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct OwnedSearchTree<S, D> {
    /// State → entry, hashed as the engines' hashed records are ([`StateMap`]).
    index: StateMap<S>,
    states: Vec<S>,
    distances: Vec<D>,
    /// The entry of each entry's predecessor, or [`NO_PRED`].
    preds: Vec<u32>,
    /// The states strictly between an entry's predecessor and the entry, for links longer
    /// than one move (Jump Point Search's).
    via: HashMap<u32, Vec<S>>,
    goal: Option<u32>,
    expanded: usize,
    truncated: bool,
    storage: Storage,
}

impl<S: Copy + Eq + core::hash::Hash, D: Copy> OwnedSearchTree<S, D> {
    /// The goal state reached, if any ([`SearchTree::goal`]).
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let kept = Bfs::new().search(&space, [Pos::new(0, 0)], |p| p.col == 1).into_owned();
    /// assert_eq!(kept.goal(), Some(Pos::new(0, 1)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn goal(&self) -> Option<S> {
        self.goal.map(|entry| self.states[entry as usize])
    }

    /// The distance to the goal reached, if any ([`SearchTree::goal_distance`]).
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let kept = Bfs::new().search(&space, [Pos::new(0, 0)], |p| p.col == 2).into_owned();
    /// assert_eq!(kept.goal_distance(), Some(2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn goal_distance(&self) -> Option<D> {
        self.goal.map(|entry| self.distances[entry as usize])
    }

    /// The distance of `state` from the nearest start, if the search settled it
    /// ([`SearchTree::distance`]).
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let kept = Bfs::new().distances(&space, [Pos::new(0, 0)]).into_owned();
    /// assert_eq!(kept.distance(Pos::new(0, 0)), Some(0));
    /// assert_eq!(kept.distance(Pos::new(0, 2)), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn distance(&self, state: S) -> Option<D> {
        let &entry = self.index.get(&state)?;
        Some(self.distances[entry as usize])
    }

    /// Whether `state` was settled.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let kept = Bfs::new().distances(&space, [Pos::new(0, 0)]).into_owned();
    /// assert!(!kept.is_reached(Pos::new(0, 2)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_reached(&self, state: S) -> bool {
        self.index.contains_key(&state)
    }

    /// The path from a start to the goal reached, both included ([`SearchTree::path`]).
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let kept = Bfs::new().search(&space, [Pos::new(0, 0)], |p| p.col == 1).into_owned();
    /// assert_eq!(kept.path(), Some(vec![Pos::new(0, 0), Pos::new(0, 1)]));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn path(&self) -> Option<Vec<S>> {
        self.goal.and_then(|entry| self.path_from(entry))
    }

    /// The path from a start to `state`, both included, if `state` was settled
    /// ([`SearchTree::path_to`]).
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let kept = Bfs::new().distances(&space, [Pos::new(0, 0)]).into_owned();
    /// assert_eq!(kept.path_to(Pos::new(0, 2)).map(|p| p.len()), Some(3));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn path_to(&self, state: S) -> Option<Vec<S>> {
        self.path_from(*self.index.get(&state)?)
    }

    fn path_from(&self, entry: u32) -> Option<Vec<S>> {
        let mut chain = Vec::new();
        let mut at = entry;
        loop {
            if chain.len() >= self.states.len() {
                return None;
            }
            chain.push(at);
            match self.preds[at as usize] {
                NO_PRED => break,
                NO_ENTRY => return None,
                pred => at = pred,
            }
        }
        let mut path = Vec::with_capacity(chain.len());
        for &entry in chain.iter().rev() {
            if let Some(between) = self.via.get(&entry) {
                path.extend_from_slice(between);
            }
            path.push(self.states[entry as usize]);
        }
        Some(path)
    }

    /// The settled states and their distances, in no particular order.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let kept = Bfs::new().distances(&space, [Pos::new(0, 1)]).into_owned();
    /// let total: u32 = kept.settled().map(|(_, d)| d).sum();
    /// assert_eq!((kept.len(), total), (3, 2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn settled(&self) -> impl ExactSizeIterator<Item = (S, D)> + '_ {
        self.states
            .iter()
            .copied()
            .zip(self.distances.iter().copied())
    }

    /// How many states were settled.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// assert_eq!(Bfs::new().distances(&space, [Pos::new(0, 0)]).into_owned().len(), 1);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// Whether no state was settled (a search whose starts were all outside the space).
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// assert!(Bfs::new().distances(&space, [Pos::new(5, 5)]).into_owned().is_empty());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// How many states the search expanded ([`SearchTree::expanded`]).
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("....\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let kept = Bfs::new().search(&space, [Pos::new(0, 0)], |p| p.col == 3).into_owned();
    /// assert_eq!(kept.expanded(), 3);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn expanded(&self) -> usize {
        self.expanded
    }

    /// Whether the search stopped at the workspace's state limit ([`SearchTree::is_truncated`]).
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// assert!(!Bfs::new().distances(&space, [Pos::new(0, 0)]).into_owned().is_truncated());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_truncated(&self) -> bool {
        self.truncated
    }

    /// How the records of the search were kept ([`SearchTree::storage`]).
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos, Storage};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let kept = Bfs::new().distances(&space, [Pos::new(0, 0)]).into_owned();
    /// assert_eq!(kept.storage(), Storage::Dense);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn storage(&self) -> Storage {
        self.storage
    }
}

impl<D: Copy> OwnedSearchTree<Pos, D> {
    /// The cells where the path to the goal changes direction, with its first and last
    /// cells ([`SearchTree::turning_points`]), from the path.
    ///
    /// ```
    /// use gridpath::{AStar, Grid, GridSpace, Pos};
    /// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
    /// let space = GridSpace::octile(&grid, |&c| c == '.');
    /// let goal = Pos::new(2, 2);
    /// let kept = AStar::new().search_to(&space, [Pos::new(0, 0)], goal).into_owned();
    /// assert_eq!(kept.turning_points().map(|turns| turns.len()), Some(3)); // one turn
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn turning_points(&self) -> Option<Vec<Pos>> {
        Some(turning_points(&self.path()?))
    }
}

#[cfg(test)]
mod tests {
    use super::turning_points;
    use crate::grid::Pos;

    #[test]
    fn turning_points_keep_the_ends_and_the_changes_of_direction() {
        let p = Pos::new;
        assert!(turning_points(&[]).is_empty());
        assert_eq!(turning_points(&[p(3, 3)]), [p(3, 3)]);
        assert_eq!(turning_points(&[p(3, 3), p(3, 3)]), [p(3, 3)]);
        // Cell by cell: right, right, down-right, down.
        let cells = [p(0, 0), p(0, 1), p(0, 2), p(1, 3), p(2, 3)];
        assert_eq!(turning_points(&cells), [p(0, 0), p(0, 2), p(1, 3), p(2, 3)]);
        // Points further apart on the same lines, and a repeated one, say the same.
        let sparse = [p(0, 0), p(0, 2), p(0, 2), p(1, 3), p(2, 3)];
        assert_eq!(turning_points(&sparse), turning_points(&cells));
        // Straight on through sparse points: no turn.
        assert_eq!(
            turning_points(&[p(0, 0), p(2, 2), p(5, 5)]),
            [p(0, 0), p(5, 5)]
        );
        // Moves of other shapes: (1, 2) twice is one direction, then (2, 1).
        let knight = [p(0, 0), p(1, 2), p(2, 4), p(4, 5)];
        assert_eq!(turning_points(&knight), [p(0, 0), p(2, 4), p(4, 5)]);
        // Back the way it came is a turn.
        assert_eq!(
            turning_points(&[p(0, 0), p(0, 1), p(0, 0)]),
            [p(0, 0), p(0, 1), p(0, 0)]
        );
    }
}
