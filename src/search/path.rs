//! [`PathResult`], what the engines that answer with one path return: [`IdaStar`] and the
//! bidirectional searches.
//!
//! [`IdaStar`]: crate::IdaStar

/// How a search that answers with one path ended.
///
/// # Examples
///
/// ```
/// use gridpath::{FnSpace, IdaStar, SearchEnd};
/// // A line of numbers, one step up at a time: 0 → 1 → 2 → …
/// let line = FnSpace::new(|n: u32| [(n + 1, 1u32)]);
/// let mut ida = IdaStar::new().with_node_limit(1_000);
/// assert_eq!(ida.search(&line, 0, |n| n == 7, |n| 7u32.saturating_sub(n)).end(), SearchEnd::Found);
/// // 0 is never reached going up: the line is endless, and the limit says so.
/// assert_eq!(ida.search(&line, 1, |n| n == 0, |_| 0).end(), SearchEnd::NodeLimit);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SearchEnd {
    /// A path was found, and it is a cheapest one.
    Found,
    /// There is no path: everything the search could reach was searched.
    Exhausted,
    /// The search stopped at its node limit before it found a path or proved there is none.
    NodeLimit,
    /// No path was found among those whose cost fits the cost type: a path whose cost reaches
    /// [`Cost::MAX`](crate::Cost::MAX) (or the heuristic's estimate added to it does) was not
    /// searched, so one may exist. Pick a wider cost type.
    CostOverflow,
}

/// The answer of a search that finds one path rather than a tree: the path from the start
/// to a goal (both included) if there is one, its cost, how much work it took, and how the
/// search ended. "No path" is `None`, and [`end`](Self::end) says why: none exists, or the
/// search stopped at a limit first.
///
/// `D` is the distance type: the space's [`Cost`](crate::Cost) for [`IdaStar`](crate::IdaStar)
/// and [`BidirectionalDijkstra`](crate::BidirectionalDijkstra), `u32` move counts for
/// [`BidirectionalBfs`](crate::BidirectionalBfs). The work is counted in `u64`: an iterative
/// deepening search can generate billions of nodes.
///
/// # Examples
///
/// ```
/// use gridpath::{BidirectionalBfs, Grid, GridSpace, Moves, Pos, SearchEnd};
/// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// let mut bfs = BidirectionalBfs::new();
/// let found = bfs.search(&space, [Pos::new(0, 0)], [Pos::new(2, 2)]);
/// assert_eq!(found.end(), SearchEnd::Found);
/// assert_eq!(found.cost(), Some(4));
/// assert_eq!(found.path().map(<[Pos]>::len), Some(5));
/// assert_eq!(found.goal(), Some(Pos::new(2, 2)));
/// assert!(found.expanded() > 0 && found.generated() >= found.expanded());
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[must_use = "a search result says whether and how the goal was reached"]
pub struct PathResult<S, D> {
    found: Option<(Vec<S>, D)>,
    expanded: u64,
    generated: u64,
    end: SearchEnd,
}

impl<S: Copy, D: Copy> PathResult<S, D> {
    /// A result that found `path` at `cost`.
    pub(crate) fn found(path: Vec<S>, cost: D, expanded: u64, generated: u64) -> Self {
        PathResult {
            found: Some((path, cost)),
            expanded,
            generated,
            end: SearchEnd::Found,
        }
    }

    /// A result without a path, ended by `end`.
    pub(crate) fn not_found(end: SearchEnd, expanded: u64, generated: u64) -> Self {
        PathResult {
            found: None,
            expanded,
            generated,
            end,
        }
    }

    /// The path from the start to the goal, both included, if one was found.
    ///
    /// ```
    /// use gridpath::{FnSpace, IdaStar};
    /// let line = FnSpace::new(|n: u32| [(n + 1, 1u32), (n + 2, 3)]);
    /// let found = IdaStar::new().search(&line, 0, |n| n == 3, |_| 0);
    /// assert_eq!(found.path(), Some(&[0, 1, 2, 3][..]));
    /// ```
    #[must_use]
    pub fn path(&self) -> Option<&[S]> {
        self.found.as_ref().map(|(path, _)| path.as_slice())
    }

    /// The path, owned.
    ///
    /// ```
    /// use gridpath::{FnSpace, IdaStar};
    /// let line = FnSpace::new(|n: u32| [(n + 1, 1u32)]);
    /// let path = IdaStar::new().search(&line, 0, |n| n == 2, |_| 0).into_path();
    /// assert_eq!(path, Some(vec![0, 1, 2]));
    /// ```
    #[must_use]
    pub fn into_path(self) -> Option<Vec<S>> {
        self.found.map(|(path, _)| path)
    }

    /// The cost of the path found (the number of moves for
    /// [`BidirectionalBfs`](crate::BidirectionalBfs)).
    ///
    /// ```
    /// use gridpath::{FnSpace, IdaStar};
    /// let line = FnSpace::new(|n: u32| [(n + 1, 1u32), (n + 2, 3)]);
    /// assert_eq!(IdaStar::new().search(&line, 0, |n| n == 3, |_| 0).cost(), Some(3));
    /// ```
    #[must_use]
    pub fn cost(&self) -> Option<D> {
        self.found.as_ref().map(|&(_, cost)| cost)
    }

    /// The goal the path ends at: its last state.
    ///
    /// ```
    /// use gridpath::{FnSpace, IdaStar};
    /// let line = FnSpace::new(|n: u32| [(n + 1, 1u32)]);
    /// assert_eq!(IdaStar::new().search(&line, 0, |n| n % 5 == 4, |_| 0).goal(), Some(4));
    /// ```
    #[must_use]
    pub fn goal(&self) -> Option<S> {
        self.path().and_then(|path| path.last().copied())
    }

    /// How the search ended.
    ///
    /// ```
    /// use gridpath::{FnSpace, IdaStar, SearchEnd};
    /// let dead_end = FnSpace::new(|n: u32| (n < 3).then_some((n + 1, 1u32)));
    /// let mut ida = IdaStar::new();
    /// assert_eq!(ida.search(&dead_end, 0, |n| n == 9, |_| 0).end(), SearchEnd::Exhausted);
    /// ```
    #[must_use]
    pub fn end(&self) -> SearchEnd {
        self.end
    }

    /// How many states the search expanded (generated the successors of).
    ///
    /// ```
    /// use gridpath::{FnSpace, IdaStar};
    /// let line = FnSpace::new(|n: u32| [(n + 1, 1u32)]);
    /// // Guided straight to the goal: 0, 1 and 2 are expanded, 3 is the goal.
    /// assert_eq!(IdaStar::new().search(&line, 0, |n| n == 3, |n| 3 - n.min(3)).expanded(), 3);
    /// ```
    #[must_use]
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// How many successors the search generated: every move out of an expanded state that it
    /// considered (for [`IdaStar`](crate::IdaStar), every move but the one straight back to
    /// the parent).
    ///
    /// ```
    /// use gridpath::{FnSpace, IdaStar};
    /// let line = FnSpace::new(|n: u32| [(n + 1, 1u32), (n + 2, 5)]);
    /// let found = IdaStar::new().search(&line, 0, |n| n == 2, |n| 2 - n.min(2));
    /// assert_eq!((found.expanded(), found.generated()), (2, 4));
    /// ```
    #[must_use]
    pub fn generated(&self) -> u64 {
        self.generated
    }
}
