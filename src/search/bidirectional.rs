//! Bidirectional search: breadth-first ([`BidirectionalBfs`]) and Dijkstra
//! ([`BidirectionalDijkstra`]), a search forward from the starts and one backward from the
//! goals over [`Predecessors`], until they meet.
//!
//! Each half is an engine of the core — the records of a [`Workspace`] in the storage the
//! space's numbering calls for, the policy and the frontier of [`Bfs`](crate::Bfs) or
//! [`Dijkstra`](crate::Dijkstra) — stepped by a loop of this module instead of the core's
//! [`run`](crate::search::engine::run): the forward half on the space, the backward half on
//! the space [`Reversed`]. A state reached by one half is looked up in the other's records
//! ([`Slots::find`]); where both have reached it, the two paths join.

use core::hash::Hash;
use core::marker::PhantomData;

use crate::cost::Cost;
use crate::search::bfs::{Always, BreadthFirst, Queued};
use crate::search::engine::{Policy, Record, SlotsQuery, Workspace, walk_path};
use crate::search::frontier::{Buckets, Fifo, Frontier};
use crate::search::path::{PathResult, SearchEnd};
use crate::search::steps::{StepMark, Steps};
use crate::search::table::{Link, NONE, Slots};
use crate::search::weighted::{BestFirst, Costs, Linked, Mark, NoEstimate};
use crate::space::{Predecessors, Reversed, StateSpace};

/// Bidirectional breadth-first search, and its reusable workspace: the fewest moves from the
/// nearest of some starts to the nearest of some goals, found by a breadth-first search
/// forward from the starts and one backward from the goals (over [`Predecessors`]) that take
/// turns, a whole layer at a time, until they meet. Move costs are ignored, as by
/// [`Bfs`](crate::Bfs).
///
/// **Stopping rule.** Each turn expands one whole layer of the half whose layer is smaller
/// (forward on a tie). A state is checked against the other half's records when it is first
/// reached: a state both halves have reached joins a path of `df + db` moves. Once a layer has
/// produced a meeting, the layer is finished and the search stops with the shortest meeting
/// of that layer. That is a shortest path: if the forward half has reached every state within
/// `kf` moves of the starts and the backward half every state within `kb` moves of the goals,
/// and no state was reached by both, every path takes more than `kf + kb` moves; expanding
/// the forward layer `kf` reaches every state `kf + 1` moves away, and a path of
/// `kf + kb + 1` moves passes through one of them that the backward half has reached — so the
/// shortest meeting of the layer has the fewest moves there are. (The classic mistake is to
/// stop at the first meeting when meetings are checked as states are expanded rather than
/// reached.)
///
/// Both halves keep their records as [`Bfs`](crate::Bfs) does — flat arrays for a densely
/// numbered space, pages or a hash map otherwise — and reuse them across queries.
///
/// # Complexity
///
/// `O(V + E)` at worst, like [`Bfs`](crate::Bfs); on a space whose layers grow geometrically
/// with factor `b`, about `2·b^(d/2)` states for a path of `d` moves instead of `b^d`.
///
/// # Panics
///
/// Only if the space breaks the [`StateSpace`] numbering contract.
///
/// # Examples
///
/// ```
/// use gridpath::{BidirectionalBfs, Bfs, Grid, GridSpace, Moves, Pos, Size};
///
/// let grid = Grid::new(Size::new(60, 60), ())?;
/// let space = GridSpace::new(&grid, Moves::four(), |_| true);
/// let (start, goal) = (Pos::new(30, 0), Pos::new(30, 59));
///
/// let mut both_ways = BidirectionalBfs::new();
/// let found = both_ways.search(&space, [start], [goal]);
/// assert_eq!(found.cost(), Some(59));
/// let path = found.path().unwrap();
/// assert_eq!((path[0], path[59]), (start, goal));
///
/// // The same distance as one search forward, which expands more states to find it.
/// let mut bfs = Bfs::new();
/// let forward = bfs.search(&space, [start], |p| p == goal);
/// assert_eq!(forward.goal_distance(), Some(59));
/// assert!((found.expanded() as usize) < forward.expanded());
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct BidirectionalBfs<S> {
    forward: Workspace<S, Steps>,
    backward: Workspace<S, Steps>,
    /// The forward and the backward frontier.
    frontiers: [Fifo<Queued<S>>; 2],
}

impl<S> Default for BidirectionalBfs<S> {
    fn default() -> Self {
        BidirectionalBfs {
            forward: Workspace::default(),
            backward: Workspace::default(),
            frontiers: [Fifo::default(), Fifo::default()],
        }
    }
}

impl<S: Copy + Eq + Hash> BidirectionalBfs<S> {
    /// An empty workspace; buffers are allocated by the first query.
    ///
    /// ```
    /// let bfs = gridpath::BidirectionalBfs::<gridpath::Pos>::new();
    /// assert_eq!(bfs.heap_bytes(), 0);
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// The fewest moves from any of `starts` to any of `goals`, and a path that makes them
    /// (from a start to a goal, both included); [`SearchEnd::Exhausted`] and no path if none
    /// exists. States the space does not [`contain`](StateSpace::contains) are ignored.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] numbering contract.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{BidirectionalBfs, Grid, GridSpace, Moves, Pos, SearchEnd};
    /// let grid = Grid::parse("..#..\n..#..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let mut bfs = BidirectionalBfs::new();
    /// let walled_off = bfs.search(&space, [Pos::new(0, 0)], [Pos::new(1, 4)]);
    /// assert_eq!((walled_off.cost(), walled_off.end()), (None, SearchEnd::Exhausted));
    /// // Several goals: the nearest is found.
    /// let nearest = bfs.search(&space, [Pos::new(0, 0)], [Pos::new(1, 4), Pos::new(1, 1)]);
    /// assert_eq!(nearest.goal(), Some(Pos::new(1, 1)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<Sp>(
        &mut self,
        space: Sp,
        starts: impl IntoIterator<Item = S>,
        goals: impl IntoIterator<Item = S>,
    ) -> PathResult<S, u32>
    where
        Sp: Predecessors<State = S>,
    {
        let drive = Layered {
            frontiers: &mut self.frontiers,
            starts,
            goals,
        };
        meet(&space, &mut self.forward, &mut self.backward, drive)
    }

    /// Bytes held by the workspace's buffers (both halves' records and frontiers).
    ///
    /// ```
    /// use gridpath::{BidirectionalBfs, Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(10, 10), ())?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let mut bfs = BidirectionalBfs::new();
    /// let _ = bfs.search(&space, [Pos::new(0, 0)], [Pos::new(9, 9)]);
    /// assert!(bfs.heap_bytes() >= 2 * 8 * 100); // two dense halves
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        self.forward.heap_bytes()
            + self.backward.heap_bytes()
            + self
                .frontiers
                .iter()
                .map(Frontier::heap_bytes)
                .sum::<usize>()
    }
}

/// Bidirectional Dijkstra, and its reusable workspace: the cheapest path from the nearest of
/// some starts to the nearest of some goals, found by Dijkstra's search forward from the
/// starts and one backward from the goals (over [`Predecessors`]), until they meet.
///
/// **Stopping rule.** Let `μ` be the cost of the cheapest path joined so far — each time a
/// half lowers the distance of a state the other half has reached, the two distances make a
/// path — and `top_f`, `top_b` the least distances in the two queues. The search stops once
/// `top_f + top_b ≥ μ`, or when either queue runs dry: no path not yet joined can be cheaper
/// than the distances still queued on both sides together, and a half that has settled every
/// state it can reach has joined the cheapest path (if any) on its way. Each turn takes one
/// state from the half whose last distance taken is smaller (forward on a tie), so the two
/// radii grow together; the last distance taken on each side stands in for its least queued
/// distance (Dijkstra takes distances in order), which can only stop the search later, never
/// too early.
///
/// Costs must not be negative (they cannot be: [`Cost`]s are unsigned); zero-cost moves are
/// fine. Both halves keep their records as [`Dijkstra`](crate::Dijkstra) does, and reuse them
/// across queries.
///
/// # Complexity
///
/// At worst that of [`Dijkstra`](crate::Dijkstra) run twice; on a space that grows in every
/// direction, the two halves together settle about the states within half the answer of
/// either end instead of all states within the answer of the start.
///
/// # Panics
///
/// Only if the space breaks the [`StateSpace`] numbering contract.
///
/// # Examples
///
/// ```
/// use gridpath::{BidirectionalDijkstra, Dijkstra, Grid, GridSpace, Moves, Pos};
///
/// // The cost of a step is the digit of the cell entered.
/// let grid = Grid::parse("1119\n9919\n1111\n", |c| c.to_digit(10))?;
/// let space = GridSpace::with_costs(&grid, Moves::four(), |&d| Some(d));
/// let (start, goal) = (Pos::new(0, 0), Pos::new(2, 0));
///
/// let mut both_ways = BidirectionalDijkstra::new();
/// let found = both_ways.search(&space, [start], [goal]);
/// assert_eq!(found.cost(), Some(6)); // around the 9s: right, right, down, down, left, left
///
/// let mut dijkstra = Dijkstra::new();
/// assert_eq!(dijkstra.search(&space, [start], |p| p == goal).goal_distance(), Some(6));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct BidirectionalDijkstra<S, C: Cost> {
    forward: Workspace<S, Costs<C>>,
    backward: Workspace<S, Costs<C>>,
    /// The forward and the backward frontier.
    frontiers: [Buckets<S, C>; 2],
}

impl<S, C: Cost> Default for BidirectionalDijkstra<S, C> {
    fn default() -> Self {
        BidirectionalDijkstra {
            forward: Workspace::default(),
            backward: Workspace::default(),
            frontiers: [Buckets::default(), Buckets::default()],
        }
    }
}

impl<S: Copy + Eq + Hash, C: Cost> BidirectionalDijkstra<S, C> {
    /// An empty workspace; buffers are allocated by the first query.
    ///
    /// ```
    /// let dijkstra = gridpath::BidirectionalDijkstra::<gridpath::Pos, u32>::new();
    /// assert_eq!(dijkstra.heap_bytes(), 0);
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// The cheapest path from any of `starts` to any of `goals` (both ends included) and its
    /// cost; [`SearchEnd::Exhausted`] and no path if none exists, [`SearchEnd::CostOverflow`]
    /// if none was found among the paths whose cost fits the cost type. States the space does
    /// not [`contain`](StateSpace::contains) are ignored.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] numbering contract.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{BidirectionalDijkstra, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("191\n111\n", |c| c.to_digit(10))?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |&d| Some(d));
    /// let mut dijkstra = BidirectionalDijkstra::new();
    /// let found = dijkstra.search(&space, [Pos::new(0, 0)], [Pos::new(0, 2)]);
    /// assert_eq!(found.cost(), Some(4)); // around the 9: down, right, right, up
    /// assert_eq!(found.path().map(<[Pos]>::len), Some(5));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<Sp>(
        &mut self,
        space: Sp,
        starts: impl IntoIterator<Item = S>,
        goals: impl IntoIterator<Item = S>,
    ) -> PathResult<S, C>
    where
        Sp: Predecessors<State = S, Cost = C>,
    {
        let drive = Balanced {
            frontiers: &mut self.frontiers,
            starts,
            goals,
        };
        meet(&space, &mut self.forward, &mut self.backward, drive)
    }

    /// Bytes held by the workspace's buffers (both halves' records and frontiers).
    ///
    /// ```
    /// use gridpath::{BidirectionalDijkstra, Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(10, 10), ())?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |_| Some(1u32));
    /// let mut dijkstra = BidirectionalDijkstra::new();
    /// let _ = dijkstra.search(&space, [Pos::new(0, 0)], [Pos::new(9, 9)]);
    /// assert!(dijkstra.heap_bytes() >= 2 * 100);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        self.forward.heap_bytes()
            + self.backward.heap_bytes()
            + self
                .frontiers
                .iter()
                .map(Frontier::heap_bytes)
                .sum::<usize>()
    }
}

// ---------------------------------------------------------------------------------------------
// The halves and how they meet
// ---------------------------------------------------------------------------------------------

/// Reading a record of the other half: the distance it holds for the current query, if its
/// state was reached (final for BFS, tentative for Dijkstra).
pub(crate) trait Reached: Record {
    fn reached(
        marks: &[Self::Mark],
        links: &[Self::Link],
        slot: usize,
        epoch: u32,
    ) -> Option<Self::Distance>;
}

impl Reached for Steps {
    #[inline]
    fn reached(marks: &[StepMark], _: &[u32], slot: usize, epoch: u32) -> Option<u32> {
        marks.get(slot)?.0.checked_sub(epoch)
    }
}

impl<C: Cost> Reached for Costs<C> {
    #[inline]
    fn reached(marks: &[Mark], links: &[Linked<C>], slot: usize, epoch: u32) -> Option<C> {
        let reached = *marks.get(slot)? >= Mark::open(epoch);
        reached.then(|| links.get(slot).map(|link| link.dist))?
    }
}

/// One half's records for the query: its space (the space, or the space reversed), its slots
/// and the query's epoch.
struct Side<'s, Sp, Sl> {
    space: &'s Sp,
    slots: Sl,
    epoch: u32,
}

/// What drives the two halves of one engine: its policy, its frontiers and its loop.
trait Drive<Sp: StateSpace, Back: StateSpace<State = Sp::State>, R: Record> {
    /// Runs the search over the two halves' records; returns the answer and how far past
    /// each half's epoch its marks reached.
    fn drive(
        self,
        forward: Side<'_, Sp, impl Slots<Sp, R::Mark, R::Link>>,
        backward: Side<'_, Back, impl Slots<Back, R::Mark, R::Link>>,
    ) -> (PathResult<Sp::State, R::Distance>, u32, u32);
}

/// Runs `drive` over the forward records on `space` and the backward records on the space
/// reversed, each in the storage the space's numbering calls for.
fn meet<'s, Sp, R, D>(
    space: &'s Sp,
    forward: &mut Workspace<Sp::State, R>,
    backward: &mut Workspace<Sp::State, R>,
    drive: D,
) -> PathResult<Sp::State, R::Distance>
where
    Sp: Predecessors,
    Sp::State: Hash,
    R: Record,
    R::Distance: Copy,
    D: Drive<Sp, Reversed<&'s Sp>, R>,
{
    let reversed = Reversed(space);
    let query = ForwardQuery {
        space,
        backward,
        reversed: &reversed,
        drive,
        records: PhantomData,
    };
    forward
        .on_slots(space, query)
        .flatten()
        .unwrap_or_else(|| PathResult::not_found(SearchEnd::Exhausted, 0, 0))
}

/// The forward half's query: given its slots, runs the backward half's query.
struct ForwardQuery<'s, 'w, 'b, Sp, Back: StateSpace, R: Record, D> {
    space: &'s Sp,
    backward: &'w mut Workspace<Back::State, R>,
    reversed: &'b Back,
    drive: D,
    records: PhantomData<R>,
}

impl<Sp, Back, R, D> SlotsQuery<Sp, R::Mark, R::Link> for ForwardQuery<'_, '_, '_, Sp, Back, R, D>
where
    Sp: StateSpace,
    Sp::State: Hash,
    Back: StateSpace<State = Sp::State>,
    R: Record,
    D: Drive<Sp, Back, R>,
{
    type Output = Option<PathResult<Sp::State, R::Distance>>;

    fn run(self, slots: impl Slots<Sp, R::Mark, R::Link>, epoch: u32) -> (Self::Output, u32) {
        let query = BackwardQuery {
            forward: Side {
                space: self.space,
                slots,
                epoch,
            },
            backward_space: self.reversed,
            drive: self.drive,
            records: PhantomData,
        };
        match self.backward.on_slots(self.reversed, query) {
            Some((answer, forward_marks)) => (Some(answer), forward_marks),
            None => (None, 0),
        }
    }
}

/// The backward half's query: given its slots and the forward half's, drives the search.
struct BackwardQuery<'s, 'b, Sp, Back, Sl, R, D> {
    forward: Side<'s, Sp, Sl>,
    backward_space: &'b Back,
    drive: D,
    records: PhantomData<R>,
}

impl<Sp, Back, Sl, R, D> SlotsQuery<Back, R::Mark, R::Link>
    for BackwardQuery<'_, '_, Sp, Back, Sl, R, D>
where
    Sp: StateSpace,
    Back: StateSpace<State = Sp::State>,
    Sl: Slots<Sp, R::Mark, R::Link>,
    R: Record,
    D: Drive<Sp, Back, R>,
{
    /// The answer, and how far the forward half's marks reached.
    type Output = (PathResult<Sp::State, R::Distance>, u32);

    fn run(self, slots: impl Slots<Back, R::Mark, R::Link>, epoch: u32) -> (Self::Output, u32) {
        let backward = Side {
            space: self.backward_space,
            slots,
            epoch,
        };
        let (answer, forward_marks, backward_marks) = self.drive.drive(self.forward, backward);
        ((answer, forward_marks), backward_marks)
    }
}

/// What the drives need of a half: queue its ends, take and expand states, and read its
/// records — whatever its space, storage, policy and frontier.
trait HalfSearch {
    type State: Copy;
    type Distance: Cost;
    /// What a state's expansion needs to know about it.
    type Taken: Copy;

    /// Queues each of `ends` that is a state of the space; returns how many were queued.
    fn start(&mut self, ends: impl IntoIterator<Item = Self::State>) -> usize;
    /// The next state to expand, its slot and what its expansion needs; `None` once the
    /// frontier is empty.
    fn take(&mut self) -> Option<(Self::State, usize, Self::Taken)>;
    /// Expands `state` (in `slot`, taken as `taken`): relaxes every move out of it and calls
    /// `reached(next, distance)` for each state the move reached first or more cheaply.
    fn expand(
        &mut self,
        state: Self::State,
        slot: usize,
        taken: Self::Taken,
        reached: impl FnMut(Self::State, Self::Distance),
    );
    /// The distance of the state taken as `taken`.
    fn distance_taken(&self, taken: Self::Taken) -> Self::Distance;
    /// The distance this half has reached `state` at, if it has.
    fn label(&self, state: Self::State) -> Option<Self::Distance>;
    /// The path from one of this half's ends to `state`, both included, if it reached it.
    fn path(&self, state: Self::State) -> Option<Vec<Self::State>>;
    /// The states expanded and the moves generated.
    fn work(&self) -> (u64, u64);
    /// How far past the epoch this half's marks reached.
    fn marks_used(&self) -> u32;
    /// Whether a state was left unreached because its distance does not fit the cost type.
    fn overflowed(&self) -> bool;
}

/// One half of a bidirectional search under way: its side of the records, its policy (that of
/// [`Bfs`](crate::Bfs) or [`Dijkstra`](crate::Dijkstra)) and its frontier, and the work it did.
struct Half<'s, 'f, Sp, Sl, R, P, F> {
    space: &'s Sp,
    slots: Sl,
    epoch: u32,
    policy: P,
    frontier: &'f mut F,
    expanded: u64,
    generated: u64,
    records: PhantomData<R>,
}

impl<'s, 'f, Sp, Sl, R, P, F: Frontier<P::Entry>> Half<'s, 'f, Sp, Sl, R, P, F>
where
    Sp: StateSpace,
    R: Record,
    P: Policy<Sp, R>,
{
    /// The half over `side`, with `policy` and an emptied `frontier`.
    fn new(side: Side<'s, Sp, Sl>, policy: P, frontier: &'f mut F) -> Self {
        frontier.clear();
        Half {
            space: side.space,
            slots: side.slots,
            epoch: side.epoch,
            policy,
            frontier,
            expanded: 0,
            generated: 0,
            records: PhantomData,
        }
    }
}

impl<Sp, Sl, R, P, F> HalfSearch for Half<'_, '_, Sp, Sl, R, P, F>
where
    Sp: StateSpace,
    R: Reached<Distance: Cost>,
    Sl: Slots<Sp, R::Mark, R::Link>,
    P: Policy<Sp, R>,
    F: Frontier<P::Entry>,
    F::Out: Into<P::Popped>,
{
    type State = Sp::State;
    type Distance = R::Distance;
    type Taken = P::Taken;

    fn start(&mut self, ends: impl IntoIterator<Item = Sp::State>) -> usize {
        let mut queued = 0;
        self.frontier.begin_batch();
        for end in ends {
            let Some(slot) = self.slots.start(self.space, end) else {
                continue;
            };
            let (marks, links) = self.slots.parts();
            if let Some(entry) = self.policy.start(marks, links, end, slot) {
                self.frontier.push(entry, true);
                queued += 1;
            }
        }
        self.frontier.end_batch();
        queued
    }

    #[inline]
    fn take(&mut self) -> Option<(Sp::State, usize, P::Taken)> {
        while let Some(entry) = self.frontier.pop() {
            if let Some(taken) = self.policy.take(&mut self.slots, entry.into()) {
                return Some(taken);
            }
        }
        None
    }

    #[inline]
    fn expand(
        &mut self,
        state: Sp::State,
        slot: usize,
        taken: P::Taken,
        mut reached: impl FnMut(Sp::State, R::Distance),
    ) {
        let Half {
            space,
            slots,
            policy,
            frontier,
            generated,
            ..
        } = self;
        frontier.begin_batch();
        slots.expand(space, state, slot, |marks, links, next, cost, next_slot| {
            *generated += 1;
            if let Some((entry, free)) =
                policy.relax(marks, links, slot, taken, next, cost, next_slot)
            {
                frontier.push(entry, free);
                reached(next, policy.distance_reached(taken, cost));
            }
        });
        frontier.end_batch();
        self.expanded += 1;
    }

    #[inline]
    fn distance_taken(&self, taken: P::Taken) -> R::Distance {
        self.policy.distance_taken(taken)
    }

    #[inline]
    fn label(&self, state: Sp::State) -> Option<R::Distance> {
        let slot = self.slots.find(self.space, state)?;
        let (marks, links) = self.slots.records();
        R::reached(marks, links, slot, self.epoch)
    }

    fn path(&self, state: Sp::State) -> Option<Vec<Sp::State>> {
        let slot = self.slots.find(self.space, state)?;
        let (_, links) = self.slots.records();
        walk_path(
            slot,
            links.len(),
            |slot| {
                let pred = links.get(slot)?.pred();
                (pred != NONE).then_some(pred as usize)
            },
            |slot, out| {
                out.push(self.slots.state(slot));
                Some(())
            },
        )
    }

    fn work(&self) -> (u64, u64) {
        (self.expanded, self.generated)
    }

    fn marks_used(&self) -> u32 {
        self.policy.marks_used()
    }

    fn overflowed(&self) -> bool {
        self.policy.overflowed()
    }
}

/// The cheapest path joined so far: its cost, and the state where the halves' paths meet.
struct Meeting<S, D> {
    best: Option<(D, S)>,
}

impl<S: Copy, D: Cost> Meeting<S, D> {
    /// Queues the starts forward and the goals backward (returning how many each half
    /// queued), and joins the path of cost zero at a goal that is also a start.
    fn begin(
        forward: &mut impl HalfSearch<State = S, Distance = D>,
        backward: &mut impl HalfSearch<State = S, Distance = D>,
        starts: impl IntoIterator<Item = S>,
        goals: impl IntoIterator<Item = S>,
    ) -> (Self, [usize; 2]) {
        let mut meeting = Meeting { best: None };
        let forward_queued = forward.start(starts);
        let goals: Vec<S> = goals.into_iter().collect();
        let backward_queued = backward.start(goals.iter().copied());
        for goal in goals {
            if let (Some(here), Some(there)) = (forward.label(goal), backward.label(goal)) {
                meeting.offer(goal, here, there);
            }
        }
        (meeting, [forward_queued, backward_queued])
    }

    /// A path through `state`: `here` from one half's ends to it, `there` from the other's.
    #[inline]
    fn offer(&mut self, state: S, here: D, there: D) {
        let cost = here.saturating_add(there);
        if !cost.is_saturated() && self.best.is_none_or(|(best, _)| cost < best) {
            self.best = Some((cost, state));
        }
    }

    /// The answer: the path joined through the meeting state, or none — `Exhausted`, or
    /// `CostOverflow` if a half left states unreached whose distance does not fit.
    fn answer(
        self,
        forward: &impl HalfSearch<State = S, Distance = D>,
        backward: &impl HalfSearch<State = S, Distance = D>,
    ) -> PathResult<S, D> {
        let ((fe, fg), (be, bg)) = (forward.work(), backward.work());
        let (expanded, generated) = (fe + be, fg + bg);
        let joined = self.best.and_then(|(cost, state)| {
            let mut path = forward.path(state)?;
            let back = backward.path(state)?;
            path.extend(back.iter().rev().skip(1));
            Some(PathResult::found(path, cost, expanded, generated))
        });
        joined.unwrap_or_else(|| {
            let end = if forward.overflowed() || backward.overflowed() {
                SearchEnd::CostOverflow
            } else {
                SearchEnd::Exhausted
            };
            PathResult::not_found(end, expanded, generated)
        })
    }
}

/// The drive of [`BidirectionalBfs`]: a layer at a time, the smaller layer first.
struct Layered<'f, S, St, G> {
    frontiers: &'f mut [Fifo<Queued<S>>; 2],
    starts: St,
    goals: G,
}

impl<Sp, Back, St, G> Drive<Sp, Back, Steps> for Layered<'_, Sp::State, St, G>
where
    Sp: StateSpace,
    Back: StateSpace<State = Sp::State>,
    St: IntoIterator<Item = Sp::State>,
    G: IntoIterator<Item = Sp::State>,
{
    fn drive(
        self,
        forward: Side<'_, Sp, impl Slots<Sp, StepMark, u32>>,
        backward: Side<'_, Back, impl Slots<Back, StepMark, u32>>,
    ) -> (PathResult<Sp::State, u32>, u32, u32) {
        let [forward_queue, backward_queue] = self.frontiers;
        let policy = BreadthFirst::new(forward.epoch, Always);
        let mut forward = Half::new(forward, policy, forward_queue);
        let policy = BreadthFirst::new(backward.epoch, Always);
        let mut backward = Half::new(backward, policy, backward_queue);
        let (mut meeting, mut layers) =
            Meeting::begin(&mut forward, &mut backward, self.starts, self.goals);
        while meeting.best.is_none() && layers[0] > 0 && layers[1] > 0 {
            if layers[0] <= layers[1] {
                layers[0] = expand_layer(&mut forward, &backward, layers[0], &mut meeting);
            } else {
                layers[1] = expand_layer(&mut backward, &forward, layers[1], &mut meeting);
            }
        }
        let marks = (forward.marks_used(), backward.marks_used());
        (meeting.answer(&forward, &backward), marks.0, marks.1)
    }
}

/// Expands the `layer` states at the head of `this` half's queue — one whole layer — and
/// offers every state they reach that `other` has reached to `meeting`; returns the size of
/// the next layer.
fn expand_layer<S: Copy>(
    this: &mut impl HalfSearch<State = S, Distance = u32>,
    other: &impl HalfSearch<State = S, Distance = u32>,
    layer: usize,
    meeting: &mut Meeting<S, u32>,
) -> usize {
    let mut next_layer = 0;
    for _ in 0..layer {
        let Some((state, slot, taken)) = this.take() else {
            break;
        };
        this.expand(state, slot, taken, |next, here| {
            next_layer += 1;
            if let Some(there) = other.label(next) {
                meeting.offer(next, here, there);
            }
        });
    }
    next_layer
}

/// The drive of [`BidirectionalDijkstra`]: a state at a time from the half whose last
/// distance taken is smaller, until the two least queued distances together reach the
/// cheapest path joined.
struct Balanced<'f, S, C, St, G> {
    frontiers: &'f mut [Buckets<S, C>; 2],
    starts: St,
    goals: G,
}

impl<Sp, Back, St, G> Drive<Sp, Back, Costs<Sp::Cost>> for Balanced<'_, Sp::State, Sp::Cost, St, G>
where
    Sp: StateSpace,
    Back: StateSpace<State = Sp::State, Cost = Sp::Cost>,
    St: IntoIterator<Item = Sp::State>,
    G: IntoIterator<Item = Sp::State>,
{
    fn drive(
        self,
        forward: Side<'_, Sp, impl Slots<Sp, Mark, Linked<Sp::Cost>>>,
        backward: Side<'_, Back, impl Slots<Back, Mark, Linked<Sp::Cost>>>,
    ) -> (PathResult<Sp::State, Sp::Cost>, u32, u32) {
        let [forward_queue, backward_queue] = self.frontiers;
        let policy = BestFirst::new(forward.epoch, NoEstimate);
        let mut forward = Half::new(forward, policy, forward_queue);
        let policy = BestFirst::new(backward.epoch, NoEstimate);
        let mut backward = Half::new(backward, policy, backward_queue);
        let (mut meeting, _) = Meeting::begin(&mut forward, &mut backward, self.starts, self.goals);
        let mut tops = (Sp::Cost::ZERO, Sp::Cost::ZERO);
        loop {
            let went_on = if tops.0 <= tops.1 {
                settle_next(&mut forward, &backward, &mut tops.0, tops.1, &mut meeting)
            } else {
                settle_next(&mut backward, &forward, &mut tops.1, tops.0, &mut meeting)
            };
            if !went_on {
                break;
            }
        }
        let marks = (forward.marks_used(), backward.marks_used());
        (meeting.answer(&forward, &backward), marks.0, marks.1)
    }
}

/// Takes the next state of `this` half — its distance becomes `this_top` — and expands it,
/// offering every state it reaches more cheaply that `other` has reached to `meeting`; or
/// returns `false` to stop: the half's queue is empty, or the distance taken and `other_top`
/// (the other half's last distance taken, at most its least queued one) together reach the
/// cheapest path joined.
fn settle_next<S: Copy, C: Cost>(
    this: &mut impl HalfSearch<State = S, Distance = C>,
    other: &impl HalfSearch<State = S, Distance = C>,
    this_top: &mut C,
    other_top: C,
    meeting: &mut Meeting<S, C>,
) -> bool {
    let Some((state, slot, taken)) = this.take() else {
        return false;
    };
    let distance = this.distance_taken(taken);
    *this_top = distance;
    if meeting
        .best
        .is_some_and(|(best, _)| distance.saturating_add(other_top) >= best)
    {
        return false;
    }
    this.expand(state, slot, taken, |next, here| {
        if let Some(there) = other.label(next) {
            meeting.offer(next, here, there);
        }
    });
    true
}
