//! IDA*: iterative deepening A*, depth-first passes under a growing bound on `f = g + h`.

use core::fmt::Debug;
use core::hash::{BuildHasherDefault, Hash};
use std::collections::HashMap;

use crate::cost::Cost;
use crate::search::path::{PathResult, SearchEnd};
use crate::search::table::StateHasher;
use crate::space::StateSpace;

/// IDA* (Korf 1985), and its reusable workspace: the cheapest path from one start to a goal,
/// found by depth-first passes that each explore every path whose `f = g + h` stays within a
/// bound, the bound of each pass the least `f` the last one cut off.
///
/// Its memory is the current path, not the states reached: a stack of one frame per state on
/// the path and the successors still to try at each of them — `O(depth × moves per state)`,
/// on an explicit stack (no recursion, so a deep path cannot overflow the call stack). That
/// makes it the engine for spaces far too large to store: the sliding-tile puzzles
/// (`examples/puzzle.rs`), permutation puzzles, anything whose states are many and whose paths
/// are short. The price is time: a state reached along several paths is searched again along
/// each, and each pass repeats the work of the last.
///
/// - **The heuristic** must be *admissible* (never above the cost left to a goal); then the
///   first path found is a cheapest one. It need not be consistent.
/// - **Parent pruning**, always on: a move straight back to the state the current state was
///   reached from is not generated. It never removes the only way to a goal (a path that
///   steps back and forth is never cheaper than the same path without the detour) and on a
///   space whose every move can be undone it saves a move per expansion.
/// - **Transpositions**, if you enable them ([`with_transposition_table`](Self::with_transposition_table)):
///   a hash map from a state to *the smallest `g` at which the current pass has generated it*
///   (whether its `f` was within the bound or not), emptied at the start of each pass. A state
///   generated again at a `g` no smaller than the one recorded is passed over — its `f` is not
///   even computed: everything below it was, is being or will be searched from the better
///   `g`, and a cut there was counted with an `f` no greater. That turns the exponential
///   blow-up of a space with many paths to each state (a grid) into roughly one visit per
///   state and pass, stops cycles (of moves that cost nothing, too), and lets IDA* prove a
///   goal unreachable: the paths a pass follows are then simple, so the bound stops growing
///   and a pass ends with nothing cut off ([`SearchEnd::Exhausted`]). The map holds at most
///   the capacity you give it; once full, states not in it are searched without being
///   recorded — the search stays exact and merely prunes less, but it can no longer be sure
///   to prove a goal unreachable.
/// - **A node limit** ([`with_node_limit`](Self::with_node_limit)) bounds the work: the search
///   ends with [`SearchEnd::NodeLimit`] rather than running on. Without transpositions, IDA*
///   cannot prove that a goal is out of reach on a space with cycles (each pass finds a longer
///   path to cut off), so give such searches a limit.
///
/// The `f` of a successor is computed when it is generated, and only those within the bound
/// are kept on the stack to be tried (so a state's estimate is computed once, when generated).
/// A goal is recognised when it is tried, in the order the space produces successors, before
/// it would be expanded; a pass stops at the first goal it tries. Generated nodes are the
/// successors produced, but for the move back to the parent — the count Korf reported, which
/// the 15-puzzle benchmark (`benches/puzzle.rs`) reproduces.
///
/// # Complexity
///
/// For a heuristic whose error is bounded and a space whose number of states within `f ≤ c`
/// grows geometrically with `c`, the last pass dominates and IDA* generates within a constant
/// factor of what A* does — without A*'s memory. In general a pass costs the number of paths
/// (not states) within its bound, and there can be as many passes as distinct `f` values up
/// to the cost of the answer. Memory: `O(d × b)` for a path of `d` states with `b` moves each,
/// plus the transposition table's capacity if enabled.
///
/// # Examples
///
/// A knight crossing a chessboard, guided by a bound on the knight moves left (each knight
/// move changes `|Δrow| + |Δcol|` by at most 3):
///
/// ```
/// use gridpath::{FnSpace, IdaStar, SearchEnd};
///
/// const JUMPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
/// let board = FnSpace::new(|(row, col): (i8, i8)| {
///     JUMPS
///         .iter()
///         .map(move |&(dr, dc)| (row + dr, col + dc))
///         .filter(|&(r, c)| (0..8).contains(&r) && (0..8).contains(&c))
///         .map(|square| (square, 1u32))
/// });
/// let goal = (7, 7);
/// let knight_moves_left = |(r, c): (i8, i8)| ((7 - r) as u32 + (7 - c) as u32).div_ceil(3);
///
/// let mut ida = IdaStar::new();
/// let found = ida.search(&board, (0, 0), |square| square == goal, knight_moves_left);
/// assert_eq!(found.end(), SearchEnd::Found);
/// assert_eq!(found.cost(), Some(6));
/// assert_eq!(found.path().map(|path| path.len()), Some(7));
/// // The bounds of the passes: from the estimate at the start up to the answer.
/// assert_eq!(ida.bounds().first(), Some(&5));
/// assert_eq!(ida.bounds().last(), Some(&6));
/// ```
#[derive(Debug, Clone)]
pub struct IdaStar<S, C> {
    /// The path of the current pass: one frame per state on it.
    frames: Vec<Frame<S>>,
    /// The successors of every state on the path still to try, with the cost of the path to
    /// each: one run per frame, in frame order.
    successors: Vec<(S, C)>,
    /// The transposition table, if enabled.
    transpositions: Option<Transpositions<S, C>>,
    /// Nodes generated at or after which the search stops.
    node_limit: u64,
    /// The bound of each pass of the last search.
    bounds: Vec<C>,
}

/// A state on the current path.
#[derive(Debug, Clone, Copy)]
struct Frame<S> {
    state: S,
    /// The next of its successors to try, in the shared buffer (they begin where the frame
    /// below ends).
    next: usize,
    /// Where its successors end.
    end: usize,
}

/// The smallest `g` at which the current pass reached each state it recorded.
#[derive(Debug, Clone)]
struct Transpositions<S, C> {
    best: HashMap<S, C, BuildHasherDefault<StateHasher>>,
    capacity: usize,
}

impl<S: Copy + Eq + Hash, C: Cost> Transpositions<S, C> {
    /// Whether `state`, reached at `g`, was reached at `g` or less before in this pass (and
    /// need not be searched again); records `g` otherwise, if there is room.
    #[inline]
    fn seen_no_worse(&mut self, state: S, g: C) -> bool {
        if let Some(best) = self.best.get_mut(&state) {
            if *best <= g {
                return true;
            }
            *best = g;
        } else if self.best.len() < self.capacity {
            self.best.insert(state, g);
        }
        false
    }
}

/// How one pass ended.
enum Pass<C> {
    /// A goal, at this cost: the path is the frames' states and the goal.
    Found(C),
    /// No goal within the bound: the least `f` cut off, if any was, and whether an `f` was
    /// cut off because it does not fit the cost type.
    Cut { least: Option<C>, overflowed: bool },
    /// The node limit was reached.
    Limit,
}

impl<S, C> Default for IdaStar<S, C> {
    fn default() -> Self {
        IdaStar {
            frames: Vec::new(),
            successors: Vec::new(),
            transpositions: None,
            node_limit: u64::MAX,
            bounds: Vec::new(),
        }
    }
}

impl<S, C> IdaStar<S, C> {
    /// An empty workspace, with no node limit and no transposition table.
    ///
    /// ```
    /// let ida = gridpath::IdaStar::<u32, u32>::new();
    /// assert_eq!(ida.heap_bytes(), 0);
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Stops every search once it has generated `nodes` nodes: the search ends with
    /// [`SearchEnd::NodeLimit`] and no path. The limit is tested before each expansion, so a
    /// search that ends by it generated at least `nodes`, and fewer than `nodes` plus the
    /// moves out of one state.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, IdaStar, Moves, Pos, SearchEnd, Size};
    /// let grid = Grid::new(Size::new(30, 30), ())?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let mut ida = IdaStar::new().with_node_limit(10);
    /// let found = ida.search_to(&space, Pos::new(0, 0), Pos::new(29, 29));
    /// assert_eq!(found.end(), SearchEnd::NodeLimit);
    /// assert!(found.path().is_none() && (10..14).contains(&found.generated()));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn with_node_limit(mut self, nodes: u64) -> Self {
        self.node_limit = nodes;
        self
    }

    /// Enables the transposition table, holding up to `capacity` states: within a pass, a
    /// state reached again at a cost no smaller than before is not searched again (see
    /// [`IdaStar`]). Memory grows with the states recorded, up to `capacity`; the table is
    /// emptied (its memory kept) at each pass.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, IdaStar, Moves, Pos, SearchEnd};
    /// // A wall between the two halves: no path. With the table, IDA* proves it.
    /// let grid = Grid::parse("..#..\n..#..\n..#..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut ida = IdaStar::new().with_transposition_table(1_000);
    /// let found = ida.search(&space, Pos::new(0, 0), |p| p == Pos::new(2, 4), |_| 0u32);
    /// assert_eq!(found.end(), SearchEnd::Exhausted);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn with_transposition_table(mut self, capacity: usize) -> Self {
        self.transpositions = Some(Transpositions {
            best: HashMap::default(),
            capacity,
        });
        self
    }

    /// The bound of each pass of the last search, in order: the first is the start's
    /// estimate, each next one the least `f` the pass before cut off, the last the cost of
    /// the path found (if one was). Empty before the first search.
    ///
    /// ```
    /// use gridpath::{FnSpace, IdaStar};
    /// let line = FnSpace::new(|n: u32| [(n + 1, 1u32)]);
    /// let mut ida = IdaStar::new();
    /// let _ = ida.search(&line, 0, |n| n == 3, |_| 0);
    /// assert_eq!(ida.bounds(), [0, 1, 2, 3]);
    /// ```
    #[must_use]
    pub fn bounds(&self) -> &[C] {
        &self.bounds
    }

    /// Bytes held by the workspace's buffers (the path, the successors, the table).
    ///
    /// ```
    /// use gridpath::{FnSpace, IdaStar};
    /// let line = FnSpace::new(|n: u32| [(n + 1, 1u32)]);
    /// let mut ida = IdaStar::new();
    /// let _ = ida.search(&line, 0, |n| n == 50, |_| 0);
    /// assert!(ida.heap_bytes() > 0);
    /// ```
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        let table = self.transpositions.as_ref().map_or(0, |table| {
            table.best.capacity() * (size_of::<S>() + size_of::<C>() + 1)
        });
        self.frames.capacity() * size_of::<Frame<S>>()
            + self.successors.capacity() * size_of::<(S, C)>()
            + self.bounds.capacity() * size_of::<C>()
            + table
    }
}

impl<S: Copy + Eq + Hash + Debug, C: Cost> IdaStar<S, C> {
    /// Searches from `start` for a state satisfying `goal`, guided by `heuristic`, which must
    /// never overestimate the cost left to a goal. Returns the cheapest path, or none (and
    /// [`PathResult::end`] says whether none exists or the node limit came first). A start
    /// the space does not [`contain`](StateSpace::contains) has no path.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, IdaStar, Moves, Pos, heuristic};
    /// let grid = Grid::parse("....\n.##.\n....\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let goal = Pos::new(2, 3);
    /// let mut ida = IdaStar::new();
    /// let found = ida.search(&space, Pos::new(0, 0), |p| p == goal, heuristic::manhattan(goal));
    /// assert_eq!(found.cost(), Some(5));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<Sp>(
        &mut self,
        space: Sp,
        start: S,
        mut goal: impl FnMut(S) -> bool,
        mut heuristic: impl FnMut(S) -> C,
    ) -> PathResult<S, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        self.bounds.clear();
        if !space.contains(start) {
            return PathResult::not_found(SearchEnd::Exhausted, 0, 0);
        }
        if goal(start) {
            return PathResult::found(vec![start], C::ZERO, 0, 0);
        }
        let mut bound = heuristic(start);
        let (mut expanded, mut generated) = (0, 0);
        loop {
            if bound.is_saturated() {
                return PathResult::not_found(SearchEnd::CostOverflow, expanded, generated);
            }
            self.bounds.push(bound);
            let pass = self.pass(
                &space,
                start,
                bound,
                &mut goal,
                &mut heuristic,
                (&mut expanded, &mut generated),
            );
            match pass {
                Pass::Found(cost) => {
                    let mut path: Vec<S> = self.frames.iter().map(|frame| frame.state).collect();
                    let last = self.frames.last().map(|frame| frame.next - 1);
                    if let Some(goal) = last.and_then(|at| self.successors.get(at)) {
                        path.push(goal.0);
                    }
                    return PathResult::found(path, cost, expanded, generated);
                }
                Pass::Cut {
                    least: Some(next), ..
                } => bound = next,
                Pass::Cut {
                    least: None,
                    overflowed,
                } => {
                    let end = if overflowed {
                        SearchEnd::CostOverflow
                    } else {
                        SearchEnd::Exhausted
                    };
                    return PathResult::not_found(end, expanded, generated);
                }
                Pass::Limit => {
                    return PathResult::not_found(SearchEnd::NodeLimit, expanded, generated);
                }
            }
        }
    }

    /// Searches from `start` to `goal`, guided by the space's own estimate
    /// ([`StateSpace::estimate`]): Manhattan, Chebyshev or octile distance on the grid spaces.
    /// A start from which the space says `goal` cannot be reached ([`StateSpace::may_reach`])
    /// is answered at once, with no path.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, IdaStar, Octile, Pos};
    /// let grid = Grid::parse("....\n.##.\n....\n", Some)?;
    /// let space = GridSpace::octile(&grid, |&c| c == '.');
    /// let mut ida = IdaStar::new();
    /// let found = ida.search_to(&space, Pos::new(0, 0), Pos::new(2, 3));
    /// assert_eq!(found.cost(), Some(Octile::new(5, 0)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search_to<Sp>(&mut self, space: Sp, start: S, goal: S) -> PathResult<S, C>
    where
        Sp: StateSpace<State = S, Cost = C> + Copy,
    {
        if !space.may_reach(start, goal) {
            self.bounds.clear();
            return PathResult::not_found(SearchEnd::Exhausted, 0, 0);
        }
        self.search(space, start, |s| s == goal, |s| space.estimate(s, goal))
    }

    /// One pass under `bound`: a depth-first search of every path whose `f` stays within it,
    /// on the explicit stack of frames. On [`Pass::Found`] the frames hold the path to the
    /// goal's parent, and the goal is the successor the last frame tried last.
    fn pass<Sp>(
        &mut self,
        space: &Sp,
        start: S,
        bound: C,
        goal: &mut impl FnMut(S) -> bool,
        heuristic: &mut impl FnMut(S) -> C,
        (expanded, generated): (&mut u64, &mut u64),
    ) -> Pass<C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        let mut pass = Generation {
            successors: &mut self.successors,
            transpositions: self.transpositions.as_mut(),
            heuristic,
            bound,
            least_cut: None,
            overflowed: false,
            generated,
        };
        let frames = &mut self.frames;
        frames.clear();
        pass.successors.clear();
        if let Some(table) = &mut pass.transpositions {
            table.best.clear();
            table.seen_no_worse(start, C::ZERO);
        }
        if *pass.generated >= self.node_limit {
            return Pass::Limit;
        }
        pass.expand(space, start, C::ZERO, None);
        *expanded += 1;
        frames.push(Frame {
            state: start,
            next: 0,
            end: pass.successors.len(),
        });
        while let Some(top) = frames.last_mut() {
            if top.next == top.end {
                frames.pop();
                pass.successors
                    .truncate(frames.last().map_or(0, |frame| frame.end));
                continue;
            }
            let (state, g) = pass.successors[top.next];
            top.next += 1;
            let parent = top.state;
            if goal(state) {
                return Pass::Found(g);
            }
            if *pass.generated >= self.node_limit {
                return Pass::Limit;
            }
            let next = pass.successors.len();
            pass.expand(space, state, g, Some(parent));
            *expanded += 1;
            frames.push(Frame {
                state,
                next,
                end: pass.successors.len(),
            });
        }
        Pass::Cut {
            least: pass.least_cut,
            overflowed: pass.overflowed,
        }
    }
}

/// What a pass needs to generate the successors of a state: the buffer they go to, the
/// table, the heuristic and the bound, and what it learns of the states it cuts off.
struct Generation<'p, S, C, H> {
    successors: &'p mut Vec<(S, C)>,
    transpositions: Option<&'p mut Transpositions<S, C>>,
    heuristic: &'p mut H,
    bound: C,
    /// The least `f` cut off.
    least_cut: Option<C>,
    /// Whether an `f` was cut off because it does not fit the cost type.
    overflowed: bool,
    generated: &'p mut u64,
}

impl<S: Copy + Eq + Hash, C: Cost, H: FnMut(S) -> C> Generation<'_, S, C, H> {
    /// Generates the successors of `state`, reached at `g`, except a move back to `parent`:
    /// each is counted, passed over if the table has it at no greater cost (everything below
    /// it was, is being or will be searched from there, and its cut, if any, counted with an
    /// `f` no greater), cut off if its `f` passes the bound, and otherwise appended, with its
    /// `g`, to the successors to try.
    #[inline]
    fn expand<Sp>(&mut self, space: &Sp, state: S, g: C, parent: Option<S>)
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        space.successors(state, |next, cost| {
            if Some(next) == parent {
                return;
            }
            *self.generated += 1;
            let g = g.saturating_add(cost);
            if let Some(table) = &mut self.transpositions
                && table.seen_no_worse(next, g)
            {
                return;
            }
            let f = g.saturating_add((self.heuristic)(next));
            if f > self.bound {
                if f.is_saturated() {
                    self.overflowed = true;
                } else if self.least_cut.is_none_or(|least| f < least) {
                    self.least_cut = Some(f);
                }
                return;
            }
            self.successors.push((next, g));
        });
    }
}
