//! What the weighted engines — [`Dijkstra`](crate::Dijkstra), [`AStar`](crate::AStar) and
//! [`ZeroOneBfs`](crate::ZeroOneBfs) — share: their records and their best-first policy. They
//! differ only in their frontier and heuristic.

use crate::cost::{Cost, Length, Octile};
use crate::search::events::{Observer, Observing, Unobserved};
use crate::search::{SearchEvent, SearchTree};
use core::hash::Hash;
use core::marker::PhantomData;

use crate::search::engine::{Algorithm, Engine, Policy, Record, Workspace, slot32};
use crate::search::frontier::{Entry, Frontier, Popped};
use crate::search::table::{Fresh, Link, NONE, Slots, Table, zeroed_vec_as};
use crate::space::{Layout, StateSpace};

/// A weighted engine's mark: `epoch` means open (a tentative distance), `epoch + 1` closed
/// (final distance), anything lower not reached by this query. One byte, in its own array: the
/// test every successor makes reads a compact array that stays in cache, and the distances
/// (kept apart, in the [`Costs`] record's links) are read only for states this query has
/// reached. The epoch therefore wraps every 127 queries, when the marks are wiped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, bytemuck::Zeroable)]
pub struct Mark(u8);

impl Mark {
    /// The open mark of a query with epoch `epoch` (the table keeps the epoch and the closed
    /// mark at or below [`Fresh::MAX_MARK`]).
    pub(crate) fn open(epoch: u32) -> Mark {
        Mark(u8::try_from(epoch).unwrap_or(u8::MAX - 1))
    }

    /// The closed mark that goes with this open one.
    pub(crate) fn closed(self) -> Mark {
        Mark(self.0 + 1)
    }

    /// A third mark after this open one, for records that tell apart states open again after
    /// being closed (the any-angle searches'); such records need three marks per query.
    pub(crate) fn reopened(self) -> Mark {
        Mark(self.0 + 2)
    }
}

impl Fresh for Mark {
    const MAX_MARK: u32 = u8::MAX as u32;
}

/// Marks a weighted query writes: `epoch` (open) and `epoch + 1` (closed).
pub(crate) const WEIGHTED_MARKS: u32 = 2;

/// The [`Record`] of the weighted engines: a [`Mark`] and a [`Linked`] distance of
/// type `C` per slot. A distance is meaningful only where the mark belongs to the current query.
#[derive(Debug, Clone, Copy)]
pub struct Costs<C>(core::marker::PhantomData<C>);

/// A state's distance and its predecessor's slot, side by side: the two are written together
/// whenever a state is reached or improved, so they share a cache line (kept in two arrays,
/// each such write touched two lines: on the random Moving AI maps a fifth more first-level
/// cache misses per Jump Point Search query, `docs/performance.md`).
#[derive(Debug, Clone, Copy, bytemuck::Zeroable)]
pub struct Linked<C> {
    pub(crate) dist: C,
    /// The predecessor's slot plus one, 0 for none: so that [`Link::UNLINKED`] is all zero
    /// bytes for the crate's costs, a fresh workspace's links come zeroed from the allocator
    /// ([`Link::zeroed_vec`]), and a user's cost type's are filled by `memset` where its zero
    /// is zero bytes (measured: with `NONE` stored as is, filling 1000 × 1000 links took 15 %
    /// longer than the two arrays they replaced).
    pred: u32,
}

impl<C: Cost> Linked<C> {
    /// `dist`, reached from the slot `pred` ([`NONE`] for a start).
    #[inline]
    pub(crate) fn new(dist: C, pred: u32) -> Self {
        Linked {
            dist,
            pred: pred.wrapping_add(1),
        }
    }
}

impl<C: Cost> Link for Linked<C> {
    const UNLINKED: Self = Linked {
        dist: C::ZERO,
        pred: 0,
    };
    #[inline]
    fn pred(self) -> u32 {
        self.pred.wrapping_sub(1)
    }
    /// Zeroed memory for the links of the crate's costs (a cost type of the user's gets its
    /// links written instead).
    fn zeroed_vec(len: usize) -> Option<Vec<Self>> {
        macro_rules! first_of {
            ($($cost:ty),*) => { None$(.or_else(|| zeroed_vec_as::<Self, Linked<$cost>>(len)))* };
        }
        first_of!(u32, u64, Octile, Length, u8, u16, u128, usize)
    }
}

impl<C: Cost> Record for Costs<C> {
    type Mark = Mark;
    type Link = Linked<C>;
    type Distance = C;
    const ZERO: C = C::ZERO;

    fn marks_needed(_: Option<Layout>) -> u32 {
        WEIGHTED_MARKS
    }
    fn distance<S>(table: &Table<S, Mark, Linked<C>>, slot: usize) -> Option<C> {
        let mark = table.marks.get(slot)?;
        if u32::from(mark.0) == table.epoch + 1 {
            table.links.get(slot).map(|link| link.dist)
        } else {
            None
        }
    }
}

/// Runs a weighted query: [`BestFirst`] guided by `guide` over `frontier`.
pub(crate) fn query<'a, Sp, F>(
    records: &'a mut Workspace<Sp::State, Costs<Sp::Cost>>,
    frontier: &mut F,
    space: Sp,
    starts: impl IntoIterator<Item = Sp::State>,
    goal: impl FnMut(Sp::State) -> bool,
    guide: impl Guide<Sp>,
    observe: impl Observer<Sp::State, Sp::Cost>,
) -> SearchTree<'a, Sp, Sp::Cost>
where
    Sp: StateSpace,
    F: Frontier<Entry<Sp::State, Sp::Cost>, Out = Popped<Sp::State, Sp::Cost>>,
{
    let policy = |epoch| BestFirst::new(epoch, guide);
    records.query(space, frontier, policy, starts, goal, observe)
}

/// What guides a best-first query: the estimate of the cost left from a state (`f = g + h`
/// orders the frontier), and whether a state's distance is final once it is taken.
pub(crate) trait Guide<Sp: StateSpace> {
    /// The frontier takes states in an order in which a taken state's distance is final: the
    /// estimate is *consistent* (`h(a) ≤ cost(a→b) + h(b)` for every move) and the frontier
    /// takes the least `f` first. Then a move to a closed state can never improve it, and
    /// [`BestFirst`] may pass over closed successors without reading their distance (it does
    /// for costs that are not integers, see [`passes_over_closed`]). When `false`, closed
    /// states are compared, and reopened when improved.
    const SETTLES: bool;

    /// The estimate for `state`.
    fn estimate(&mut self, state: Sp::State) -> Sp::Cost;

    /// Whether a start may lead to the goal at all: a start for which this is `false` is not
    /// queued, so a goal none can reach costs no search. The default admits every start.
    #[inline]
    fn admits(&self, start: Sp::State) -> bool {
        let _ = start;
        true
    }

    /// Debug builds: `state` is taken for expansion (a guide that checks its estimate keeps
    /// the state's estimate for [`Guide::check_move`]).
    #[inline]
    fn taken(&mut self, state: Sp::State) {
        let _ = state;
    }

    /// Debug builds: a move of cost `cost` out of the state last [`taken`](Guide::taken) leads
    /// to a state whose estimate is `next`. A checking guide panics unless
    /// `h(taken) ≤ cost + next` — consistency, which an estimate made for other moves
    /// (Manhattan's with diagonal moves) breaks.
    #[inline]
    fn check_move(&self, cost: Sp::Cost, next: Sp::Cost) {
        let _ = (cost, next);
    }
}

/// The consistency check of the estimating guides ([`Guide::check_move`]), in debug builds.
#[track_caller]
fn check_consistent<C: Cost>(taken: Option<C>, cost: C, next: C) {
    if let Some(here) = taken {
        assert!(
            here <= cost.saturating_add(next),
            "A*'s estimate is not consistent: {here:?} at a state, but a move of cost {cost:?} \
             leads to a state estimated at {next:?} (h(a) <= cost(a -> b) + h(b) must hold for \
             every move); an estimate made for other moves (heuristic::manhattan with diagonal \
             moves?) returns longer paths. Use AStar::search_to, whose estimate is the space's \
             own, or the heuristic for the space's moves"
        );
    }
}

/// Whether [`BestFirst`] under the guide `G` passes over closed successors on their mark
/// alone: when `G` settles states and the costs are not integers. Measured both ways: on the
/// Moving AI maps (`Octile` costs: a 12-byte link, an exact comparison with two multiplies)
/// A* with the space's estimate is 11–14 % faster for it; on a 1000 × 1000 grid with unit
/// `u32` costs (a 4-byte distance, a one-instruction comparison) it was 8–20 % slower with 8
/// moves and no faster with 4, and Dijkstra (costs 1–9) 5–15 % slower: the second
/// data-dependent branch per successor (closed or not) mispredicts more than the read it
/// saves costs. Constant for each cost type, so the test compiles away.
#[inline]
fn passes_over_closed<Sp: StateSpace, G: Guide<Sp>>() -> bool {
    G::SETTLES && Sp::Cost::ZERO.as_integer().is_none()
}

/// No estimate: Dijkstra and 0-1 BFS. Not settling: 0-1 BFS's deque misorders costs other
/// than 0 and 1; Dijkstra's zero estimate is consistent, but its costs are integers wherever
/// it was measured (see [`passes_over_closed`]), and one flag for both keeps them one type.
pub(crate) struct NoEstimate;

impl<Sp: StateSpace> Guide<Sp> for NoEstimate {
    const SETTLES: bool = false;
    #[inline]
    fn estimate(&mut self, _: Sp::State) -> Sp::Cost {
        Sp::Cost::ZERO
    }
}

/// A caller's heuristic: consistent, the caller says, and debug builds check on every move
/// ([`Guide::check_move`]); release builds do not rely on it (closed states are compared and
/// reopened), so an admissible but inconsistent heuristic still gives the shortest paths there.
pub(crate) struct Heuristic<H, C> {
    heuristic: H,
    /// The estimate of the state last taken, in debug builds.
    taken: Option<C>,
}

impl<H, C> Heuristic<H, C> {
    pub(crate) fn new(heuristic: H) -> Self {
        Heuristic {
            heuristic,
            taken: None,
        }
    }
}

impl<Sp: StateSpace, H: FnMut(Sp::State) -> Sp::Cost> Guide<Sp> for Heuristic<H, Sp::Cost> {
    const SETTLES: bool = false;
    #[inline]
    fn estimate(&mut self, state: Sp::State) -> Sp::Cost {
        (self.heuristic)(state)
    }
    fn taken(&mut self, state: Sp::State) {
        self.taken = Some((self.heuristic)(state));
    }
    #[track_caller]
    fn check_move(&self, cost: Sp::Cost, next: Sp::Cost) {
        check_consistent(self.taken, cost, next);
    }
}

/// A caller's heuristic that is admissible but not consistent: no check. Only the unit tests
/// of reopening use it.
#[cfg(all(test, feature = "proptest"))]
pub(crate) struct Admissible<H>(pub(crate) H);

#[cfg(all(test, feature = "proptest"))]
impl<Sp: StateSpace, H: FnMut(Sp::State) -> Sp::Cost> Guide<Sp> for Admissible<H> {
    const SETTLES: bool = false;
    fn estimate(&mut self, state: Sp::State) -> Sp::Cost {
        (self.0)(state)
    }
}

/// The space's own estimate of the cost to one goal state, [`StateSpace::estimate`]:
/// consistent by that method's contract.
///
/// The guide holds its own copy of the space (a reference, for the spaces callers pass as
/// `&space`) rather than being handed the engine's at each successor: a space reaching the
/// successor loop through the engine's closures cost BFS 13 % more instructions, though BFS
/// never reads it — the loop's reads of the space (the move table, the passability mask)
/// were then no longer hoisted out of it.
pub(crate) struct ToGoal<Sp: StateSpace> {
    pub(crate) space: Sp,
    pub(crate) goal: Sp::State,
    /// The estimate of the state last taken, in debug builds.
    pub(crate) taken: Option<Sp::Cost>,
}

impl<Sp: StateSpace> Guide<Sp> for ToGoal<Sp> {
    const SETTLES: bool = true;
    #[inline]
    fn estimate(&mut self, state: Sp::State) -> Sp::Cost {
        self.space.estimate(state, self.goal)
    }
    /// The space's [`StateSpace::may_reach`] from the start to the goal.
    #[inline]
    fn admits(&self, start: Sp::State) -> bool {
        self.space.may_reach(start, self.goal)
    }
    fn taken(&mut self, state: Sp::State) {
        self.taken = Some(self.space.estimate(state, self.goal));
    }
    #[track_caller]
    fn check_move(&self, cost: Sp::Cost, next: Sp::Cost) {
        check_consistent(self.taken, cost, next);
    }
}

/// The parts of a weighted engine with no heuristic — [`Dijkstra`](crate::Dijkstra),
/// [`ZeroOneBfs`](crate::ZeroOneBfs) —: weighted records and the frontier `Q` names for
/// costs `C`. The two differ only in their frontier, and share their queries.
#[derive(Debug, Clone, Copy)]
pub struct Unguided<Q, C>(PhantomData<(Q, C)>);

/// Names the frontier of an [`Unguided`] engine.
pub trait UnguidedQueue<S, C> {
    /// The frontier.
    type Frontier: Frontier<Entry<S, C>, Out = Popped<S, C>> + Default;
}

impl<S, C: Cost, Q: UnguidedQueue<S, C>> Algorithm<S> for Unguided<Q, C> {
    type Record = Costs<C>;
    type Entry = Entry<S, C>;
    type Frontier = Q::Frontier;
}

impl<Q: UnguidedQueue<S, C>, S: Copy + Eq + Hash, C: Cost> Engine<Unguided<Q, C>, S> {
    /// Searches from `starts` until a state satisfying `goal` is settled, or until every
    /// reachable state is settled.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] numbering contract.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Dijkstra, Grid, GridSpace, Moves, Pos, ZeroOneBfs};
    /// // The cost of a step is the digit of the cell entered.
    /// let grid = Grid::parse("101\n111\n", |c| c.to_digit(10))?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |&d| Some(d));
    /// let (start, goal) = (Pos::new(0, 0), Pos::new(0, 2));
    ///
    /// let mut dijkstra = Dijkstra::new();
    /// assert_eq!(dijkstra.search(&space, [start], |p| p == goal).goal_distance(), Some(1));
    /// let mut zero_one = ZeroOneBfs::new();
    /// assert_eq!(zero_one.search(&space, [start], |p| p == goal).goal_distance(), Some(1));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<Sp>(
        &mut self,
        space: Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
    ) -> SearchTree<'_, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        query(
            &mut self.records,
            &mut self.frontier,
            space,
            starts,
            goal,
            NoEstimate,
            Unobserved,
        )
    }

    /// [`search`](Self::search), reporting each step to `observe` as it happens
    /// ([`SearchEvent`]): a state is discovered again each time a shorter way to it is found.
    /// An observer that does nothing costs nothing.
    ///
    /// # Panics
    ///
    /// As [`search`](Self::search).
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Dijkstra, FnSpace, SearchEvent};
    /// // 0 → 2 costs 5, but 0 → 1 → 2 only 2: state 2 is reached at 5, then again at 2.
    /// let graph = FnSpace::new(|n: u32| match n {
    ///     0 => vec![(1, 1u32), (2, 5)],
    ///     1 => vec![(2, 1)],
    ///     _ => vec![],
    /// });
    /// let mut found_at = Vec::new();
    /// let _field = Dijkstra::new().search_observed(&graph, [0], |_| false, |event| {
    ///     if let SearchEvent::Discovered { state: 2, distance, .. } = event {
    ///         found_at.push(distance);
    ///     }
    /// });
    /// assert_eq!(found_at, [5, 2]);
    /// ```
    pub fn search_observed<Sp>(
        &mut self,
        space: Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
        observe: impl FnMut(SearchEvent<S, C>),
    ) -> SearchTree<'_, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        query(
            &mut self.records,
            &mut self.frontier,
            space,
            starts,
            goal,
            NoEstimate,
            Observing(observe),
        )
    }

    /// The distance field from `starts`: [`search`](Self::search) with no goal.
    ///
    /// ```
    /// use gridpath::{Dijkstra, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("123\n", |c| c.to_digit(10))?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |&d| Some(d));
    /// let mut dijkstra = Dijkstra::new();
    /// assert_eq!(dijkstra.distances(&space, [Pos::new(0, 0)]).distance(Pos::new(0, 2)), Some(5));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn distances<Sp>(
        &mut self,
        space: Sp,
        starts: impl IntoIterator<Item = S>,
    ) -> SearchTree<'_, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        self.search(space, starts, |_| false)
    }
}

/// Best-first order with relaxation, the policy of every weighted engine.
///
/// Entries are never removed from the frontier when a shorter path is found; stale ones are
/// skipped when taken (their `g` exceeds the record's distance, or the record is closed). A
/// closed state whose distance improves — possible only with an inconsistent heuristic — is
/// reopened, so A* stays optimal with any admissible heuristic.
///
/// Keyed entries (the radix heap) do not carry `g`: an open state is expanded with its
/// record's distance. That is the `g` of the entry taken whenever the queue is ordered by `f`:
/// the entry queued with the current distance `d` is still queued (taking it would have closed
/// the state, and reopening lowers `d`), and every other entry of the state was queued with a
/// larger `g`, hence (same state, same `h`) a larger `f` and a larger key, so it comes out
/// later.
pub(crate) struct BestFirst<G> {
    open: Mark,
    guide: G,
    /// A state was left unreached because its distance does not fit the cost type.
    overflowed: bool,
}

impl<G> BestFirst<G> {
    /// The policy for a query with epoch `epoch` (its open mark), guided by `guide`.
    pub(crate) fn new(epoch: u32, guide: G) -> Self {
        BestFirst {
            open: Mark::open(epoch),
            guide,
            overflowed: false,
        }
    }
}

impl<Sp: StateSpace, G: Guide<Sp>> Policy<Sp, Costs<Sp::Cost>> for BestFirst<G> {
    type Entry = Entry<Sp::State, Sp::Cost>;
    type Popped = Popped<Sp::State, Sp::Cost>;
    /// The distance of the taken state.
    type Taken = Sp::Cost;

    #[inline]
    fn start(
        &mut self,
        marks: &mut [Mark],
        links: &mut [Linked<Sp::Cost>],
        start: Sp::State,
        slot: usize,
    ) -> Option<Self::Entry> {
        if marks[slot] >= self.open || !self.guide.admits(start) {
            return None;
        }
        marks[slot] = self.open;
        links[slot] = Linked::new(Sp::Cost::ZERO, NONE);
        Some(Entry {
            f: self.guide.estimate(start),
            g: Sp::Cost::ZERO,
            state: start,
            slot: slot32(slot),
        })
    }

    #[expect(
        clippy::inline_always,
        reason = "measured: once per expansion, and out of line it costs a call and the entry's copy"
    )]
    #[inline(always)]
    fn take(
        &mut self,
        slots: &mut impl Slots<Sp, Mark, Linked<Sp::Cost>>,
        popped: Self::Popped,
    ) -> Option<(Sp::State, usize, Sp::Cost)> {
        let slot = popped.slot as usize;
        let (marks, links) = slots.parts();
        let mark = &mut marks[slot];
        if *mark != self.open {
            return None;
        }
        // An open mark was written by this query, with the distance.
        let g = links[slot].dist;
        if popped.g.is_some_and(|queued| queued > g) {
            return None;
        }
        if g.is_saturated() {
            // Its distance does not fit the cost type: it stays open, so it is never
            // reported (only closed states have distances), never a goal, never expanded;
            // the result says it is incomplete.
            self.overflowed = true;
            return None;
        }
        *mark = self.open.closed();
        let state = match popped.state {
            Some(state) => state,
            None => slots.state(slot),
        };
        if cfg!(debug_assertions) {
            self.guide.taken(state);
        }
        Some((state, slot, g))
    }

    #[expect(
        clippy::inline_always,
        reason = "measured: once per successor, the heart of the loop"
    )]
    #[inline(always)]
    fn relax(
        &mut self,
        marks: &mut [Mark],
        links: &mut [Linked<Sp::Cost>],
        from: usize,
        g: Sp::Cost,
        next: Sp::State,
        cost: Sp::Cost,
        next_slot: usize,
    ) -> Option<(Self::Entry, bool)> {
        let open = self.open;
        // A sum that does not fit saturates here and is caught when the state is taken
        // (`take`): once per expansion rather than once per move (measured: a checked sum
        // here cost A* 5–9 % more instructions on the Moving AI maps).
        let next_g = g.saturating_add(cost);
        let mark = &mut marks[next_slot];
        // A closed state's distance is final when the guide settles states: its record is
        // not read.
        if passes_over_closed::<Sp, G>() && *mark > open {
            return None;
        }
        // The distance is read only for a state this query reached: the common test for a
        // new state touches the compact marks alone.
        let link = &mut links[next_slot];
        if !(*mark < open || next_g < link.dist) {
            return None;
        }
        *mark = open;
        *link = Linked::new(next_g, slot32(from));
        let estimate = self.guide.estimate(next);
        if cfg!(debug_assertions) {
            self.guide.check_move(cost, estimate);
        }
        let entry = Entry {
            f: next_g.saturating_add(estimate),
            g: next_g,
            state: next,
            slot: slot32(next_slot),
        };
        Some((entry, cost == Sp::Cost::ZERO))
    }

    #[inline]
    fn distance_taken(&self, g: Sp::Cost) -> Sp::Cost {
        g
    }

    #[inline]
    fn distance_reached(&self, g: Sp::Cost, cost: Sp::Cost) -> Sp::Cost {
        g.saturating_add(cost)
    }

    fn marks_used(&self) -> u32 {
        WEIGHTED_MARKS
    }

    #[inline]
    fn overflowed(&self) -> bool {
        self.overflowed
    }
}

// Property tests: they need the `proptest` feature (`cargo test --all-features`).
#[cfg(all(test, feature = "proptest"))]
mod tests {
    use proptest::prelude::*;

    /// A* with a heuristic that is admissible but not consistent, which the public `search`
    /// refuses in debug builds: the reopening it exercises is what keeps release builds exact
    /// with such a heuristic.
    fn search_admissible<C: Cost>(
        graph: &Graph<C>,
        goal: usize,
        h: impl FnMut(usize) -> C,
    ) -> Option<C> {
        let mut astar = AStar::new();
        super::query(
            &mut astar.records,
            &mut astar.frontier,
            graph,
            [0],
            |v| v == goal,
            super::Admissible(h),
            crate::search::events::Unobserved,
        )
        .goal_distance()
    }

    use crate::cost::{Cost, Octile};

    use crate::search::{AStar, Dijkstra};

    use crate::space::{DenseNumbering, Numbering, StateSpace, Unnumbered};

    /// A small explicit graph: `edges[v]` lists `(target, cost)`.
    #[derive(Debug, Clone)]
    struct Graph<C = u64> {
        edges: Vec<Vec<(usize, C)>>,
    }

    impl<C: Cost> StateSpace for Graph<C> {
        type State = usize;
        type Cost = C;
        fn successors(&self, v: usize, mut visit: impl FnMut(usize, C)) {
            for &(w, cost) in &self.edges[v] {
                visit(w, cost);
            }
        }
        fn numbering(&self) -> Option<impl Numbering<usize>> {
            Some(DenseNumbering::new(self.edges.len(), |v| v, Some))
        }
    }

    /// Bellman–Ford from `start`, with the costs' own exact sums.
    fn reference<C: Cost>(graph: &Graph<C>, start: usize) -> Vec<Option<C>> {
        let mut dist = vec![None; graph.edges.len()];
        dist[start] = Some(C::ZERO);
        for _ in 0..graph.edges.len() {
            for v in 0..graph.edges.len() {
                let Some(d) = dist[v] else { continue };
                for &(w, cost) in &graph.edges[v] {
                    let through = d.saturating_add(cost);
                    if dist[w].is_none_or(|old| through < old) {
                        dist[w] = Some(through);
                    }
                }
            }
        }
        dist
    }

    fn graph(max_cost: u64) -> impl Strategy<Value = Graph> {
        (2usize..24).prop_flat_map(move |n| {
            prop::collection::vec(prop::collection::vec((0..n, 0..=max_cost), 0..5), n)
                .prop_map(|edges| Graph { edges })
        })
    }

    proptest! {
        /// Small costs stay in the bucket ring; costs up to 10⁶ spread the keys beyond it
        /// and force the fall-back to the heap in the middle of a query.
        #[test]
        fn dijkstra_matches_bellman_ford(g in prop_oneof![graph(9), graph(1_000_000)]) {
            let want = reference(&g, 0);
            let mut dijkstra = Dijkstra::new();
            let field = dijkstra.distances(&g, [0]);
            let got: Vec<_> = (0..g.edges.len()).map(|v| field.distance(v)).collect();
            prop_assert_eq!(&got, &want);
            let mut hashed = Dijkstra::new();
            let hidden = Unnumbered(&g);
            let field = hashed.distances(&hidden, [0]);
            let got: Vec<_> = (0..g.edges.len()).map(|v| field.distance(v)).collect();
            prop_assert_eq!(got, want);
        }

        /// An admissible but inconsistent heuristic: `f` can fall below the bucket cursor,
        /// which moves the cursor down; closed states are reopened and A* stays exact.
        #[test]
        fn astar_with_an_inconsistent_heuristic_is_exact(g in graph(20), goal in 0usize..24) {
            let goal = goal % g.edges.len();
            let want = reference(&g, 0)[goal];
            // Admissible: at most the true distance, and erratic from state to state.
            let exact = |v: usize| reference(&g, v)[goal].unwrap_or(0);
            let h = |v: usize| if v.is_multiple_of(2) { exact(v) } else { exact(v) / 3 };
            prop_assert_eq!(search_admissible(&g, goal, h), want);
        }

        /// The same with costs up to 10⁶: keys spread beyond the ring, so the entries move to
        /// the radix heap, and a key below the last one taken moves them on to the binary heap
        /// of keys.
        #[test]
        fn astar_with_wide_keys_and_an_inconsistent_heuristic_is_exact(
            g in graph(1_000_000),
            goal in 0usize..24,
        ) {
            let goal = goal % g.edges.len();
            let want = reference(&g, 0)[goal];
            let exact = |v: usize| reference(&g, v)[goal].unwrap_or(0);
            let h = |v: usize| if v.is_multiple_of(2) { exact(v) } else { exact(v) / 3 };
            prop_assert_eq!(search_admissible(&g, goal, h), want);
        }

        /// Octile costs (radix heap of sort keys), including counts of 2²⁷ and more, whose sums
        /// have no sort key and are queued in the exact heap behind every keyed entry; with
        /// the exact distances as heuristic on even states and none on odd ones (admissible,
        /// inconsistent), and with no heuristic.
        #[test]
        fn octile_costs_with_and_without_keys_are_exact(
            g in octile_graph(),
            goal in 0usize..24,
        ) {
            let goal = goal % g.edges.len();
            let want = reference(&g, 0);
            let mut dijkstra = Dijkstra::new();
            let field = dijkstra.distances(&g, [0]);
            let got: Vec<_> = (0..g.edges.len()).map(|v| field.distance(v)).collect();
            prop_assert_eq!(&got, &want);
            let exact = |v: usize| reference(&g, v)[goal].unwrap_or(Octile::ZERO);
            let h = |v: usize| if v.is_multiple_of(2) { exact(v) } else { Octile::ZERO };
            prop_assert_eq!(search_admissible(&g, goal, h), want[goal]);
            // The exact distances, 0 where the goal cannot be reached (admissible, and
            // inconsistent on a move into such a state).
            prop_assert_eq!(search_admissible(&g, goal, exact), want[goal]);
        }
    }

    /// One-byte marks wrap every 127 queries: a reused workspace must keep answering like a
    /// fresh one across several wraps, on dense and on hashed storage.
    #[test]
    fn reuse_across_mark_wraps() {
        let grid = crate::Grid::parse("....#\n.##.#\n.#...\n...#.\n", Some).unwrap();
        let space = crate::GridSpace::octile(&grid, |&c| c == '.');
        let cells: Vec<_> = grid.positions().filter(|&p| space.is_passable(p)).collect();
        let mut reused = AStar::new();
        let mut reused_hashed = AStar::new();
        for round in 0..600 {
            let start = cells[round % cells.len()];
            let goal = cells[(round * 7 + 3) % cells.len()];
            let h = crate::heuristic::octile(goal);
            let want = AStar::new()
                .search(&space, [start], |p| p == goal, h)
                .goal_distance();
            let got = reused
                .search(&space, [start], |p| p == goal, h)
                .goal_distance();
            assert_eq!(got, want, "round {round}");
            let hashed = Unnumbered(&space);
            let got = reused_hashed
                .search(&hashed, [start], |p| p == goal, h)
                .goal_distance();
            assert_eq!(got, want, "round {round}, hashed");
        }
    }

    fn octile_graph() -> impl Strategy<Value = Graph<Octile>> {
        let count = prop_oneof![0u32..4, (1u32 << 27)..(1 << 27) + 4];
        let cost = (count.clone(), count).prop_map(|(a, b)| Octile::new(a, b));
        (2usize..24).prop_flat_map(move |n| {
            prop::collection::vec(prop::collection::vec((0..n, cost.clone()), 0..5), n)
                .prop_map(|edges| Graph { edges })
        })
    }
}
