//! The one engine loop, and the workspace every engine is built on.
//!
//! An engine is three choices over this core:
//!
//! - a [`Record`]: what it keeps per state: a mark, and a link — the predecessor, with the
//!   distance for the weighted engines (a one-byte open/closed mark beside it), alone for BFS
//!   and DFS (whose mark *is* the distance);
//! - a [`Policy`]: when a state is settled and how a successor is relaxed (on discovery for
//!   BFS, when taken for DFS, best-first with relaxation for Dijkstra, A* and 0-1 BFS);
//! - a [`Frontier`]: the queue ([`frontier`](crate::search::frontier)).
//!
//! [`Workspace::query`] runs [`run`], the loop, with the records of the storage the space's
//! numbering calls for, and hands back the [`SearchTree`] result. The loop is monomorphised for
//! each engine and storage, so the choices cost nothing at run time.

use core::fmt::Debug;
use core::hash::Hash;

use crate::search::events::Observer;
use crate::search::frontier::Frontier;
use crate::search::table::{DenseSlots, Fresh, HashedSlots, Index, Link, PagedSlots, Slots, Table};
use crate::search::{SearchEvent, SearchTree, Storage};
use crate::space::{Layout, Numbering, StateSpace};

/// What an engine keeps per state: a mark of type `Mark`, which every successor's test reads,
/// and a `Link` (the predecessor, and what is written with it), in two arrays, from which
/// [`Record::distance`] reads a settled state's distance.
pub trait Record {
    type Mark: Fresh + Debug;
    type Link: Link + Debug;
    type Distance: Copy;

    /// The distance of a start.
    const ZERO: Self::Distance;

    /// How far past the epoch a query's marks may reach on a space with `layout`.
    fn marks_needed(layout: Option<Layout>) -> u32;
    /// The distance of `slot` if the query settled it.
    fn distance<S>(table: &Table<S, Self::Mark, Self::Link>, slot: usize)
    -> Option<Self::Distance>;
}

/// When states are settled and how successors are relaxed: the part of an engine the loop
/// calls at each step. `Entry` is what the frontier is given, `Popped` what it gives back,
/// `Taken` what an expansion needs to know about the state taken (its distance, say).
pub trait Policy<Sp: StateSpace, R: Record> {
    type Entry;
    type Popped;
    type Taken: Copy;

    /// A start in `slot`: its entry, if it is queued.
    fn start(
        &mut self,
        marks: &mut [R::Mark],
        links: &mut [R::Link],
        start: Sp::State,
        slot: usize,
    ) -> Option<Self::Entry>;

    /// An entry taken from the frontier: its state, slot and what its expansion needs, or
    /// `None` if it is stale (the state was settled by another entry).
    fn take(
        &mut self,
        slots: &mut impl Slots<Sp, R::Mark, R::Link>,
        entry: Self::Popped,
    ) -> Option<(Sp::State, usize, Self::Taken)>;

    /// The move from the state in `from` (taken as `taken`) to `next` in `next_slot`, at
    /// `cost`: the entry to queue and whether the move was free, if any.
    #[expect(
        clippy::too_many_arguments,
        reason = "the parts of the records are borrowed separately from the move's data"
    )]
    fn relax(
        &mut self,
        marks: &mut [R::Mark],
        links: &mut [R::Link],
        from: usize,
        taken: Self::Taken,
        next: Sp::State,
        cost: Sp::Cost,
        next_slot: usize,
    ) -> Option<(Self::Entry, bool)>;

    /// The distance of the state taken as `taken`.
    fn distance_taken(&self, taken: Self::Taken) -> R::Distance;

    /// The distance at which a move of `cost` from the state taken as `taken` reaches its
    /// successor, which [`Policy::relax`] has just queued.
    fn distance_reached(&self, taken: Self::Taken, cost: Sp::Cost) -> R::Distance;

    /// The state a successor that [`Policy::relax`] has just queued is linked to, reached by a
    /// move from `expanded` (taken as `taken`): `expanded` itself, unless the policy links
    /// successors further back (Theta* links them to the expanded state's parent when it sees
    /// them). Observers are told it ([`SearchEvent::Discovered`]'s `from`).
    #[inline]
    fn reached_from(&self, taken: Self::Taken, expanded: Sp::State) -> Sp::State {
        let _ = taken;
        expanded
    }

    /// How far past the epoch this query's marks reached.
    fn marks_used(&self) -> u32;
    /// Whether some state was left unreached because its distance does not fit the cost type
    /// ([`Cost::is_saturated`](crate::Cost::is_saturated)): the search then reached less than
    /// it would have, and says so ([`SearchTree::is_truncated`](crate::SearchTree::is_truncated)).
    #[inline]
    fn overflowed(&self) -> bool {
        false
    }
}

/// The parts that make one engine: what it records per state, what its frontier holds and
/// the frontier itself. Implemented by each engine's marker type ([`Bfs`](crate::Bfs) is
/// `Engine<Breadth, S>`), and by nothing outside the crate.
pub trait Algorithm<S> {
    /// What is kept per state beside the predecessor.
    type Record: Record + Debug + Clone;
    /// What the frontier holds.
    type Entry;
    /// The queue.
    type Frontier: Frontier<Self::Entry> + Default;
}

/// A search engine with its reusable workspace: the records of the algorithm `A` (marks,
/// predecessors, distances, in the storage each space's numbering calls for) and its
/// frontier, for states of type `S`. The engines are its named forms — [`Bfs`](crate::Bfs),
/// [`Dfs`](crate::Dfs), [`Dijkstra`](crate::Dijkstra), [`AStar`](crate::AStar),
/// [`ZeroOneBfs`](crate::ZeroOneBfs) —; what they share (making one, the state limit, the
/// memory held) is written here once.
///
/// You name an engine by its alias, never by `Engine<…>`: the first parameter is a marker the
/// crate keeps to itself.
///
/// Reusing an engine costs nothing up front: records are never cleared between queries (an
/// epoch moves past old marks), except when the marks would overflow and are refilled.
pub struct Engine<A: Algorithm<S>, S> {
    pub(crate) records: Workspace<S, A::Record>,
    pub(crate) frontier: A::Frontier,
}

impl<A: Algorithm<S, Frontier: Debug>, S: Debug> Debug for Engine<A, S> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Engine")
            .field("records", &self.records)
            .field("frontier", &self.frontier)
            .finish()
    }
}

impl<A: Algorithm<S, Frontier: Clone>, S: Clone> Clone for Engine<A, S> {
    fn clone(&self) -> Self {
        Engine {
            records: self.records.clone(),
            frontier: self.frontier.clone(),
        }
    }
}

impl<A: Algorithm<S>, S> Default for Engine<A, S> {
    fn default() -> Self {
        Engine {
            records: Workspace::default(),
            frontier: A::Frontier::default(),
        }
    }
}

impl<A: Algorithm<S>, S> Engine<A, S> {
    /// An empty workspace; buffers are allocated by the first query, or beforehand by
    /// [`reserve`](Self::reserve).
    ///
    /// ```
    /// use gridpath::{Bfs, Dijkstra, Pos};
    /// let bfs = Bfs::<Pos>::new();
    /// assert_eq!(bfs.heap_bytes(), 0);
    /// let dijkstra = Dijkstra::<Pos, u32>::new();
    /// assert_eq!(dijkstra.heap_bytes(), 0);
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Stops a query once its records pass `states` (paged and hashed storage only), so an
    /// exploding search ends with [`SearchTree::is_truncated`]; see [the state
    /// limit](crate#the-state-limit).
    ///
    /// ```
    /// use gridpath::{AStar, Bfs, Grid, GridSpace, Unnumbered, Moves, Pos, Size, heuristic};
    /// let grid = Grid::new(Size::new(50, 50), ())?;
    /// let space = Unnumbered(GridSpace::new(&grid, Moves::four(), |_| true));
    /// let goal = Pos::new(49, 49);
    ///
    /// let mut bfs = Bfs::new().with_state_limit(100);
    /// let found = bfs.search(&space, [Pos::new(0, 0)], |p| p == goal);
    /// assert!(found.is_truncated() && found.goal().is_none());
    ///
    /// let mut astar = AStar::new().with_state_limit(100);
    /// let found = astar.search(&space, [Pos::new(0, 0)], |p| p == goal, heuristic::manhattan(goal));
    /// assert!(found.is_truncated());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn with_state_limit(mut self, states: usize) -> Self {
        self.records.set_state_limit(states);
        self
    }

    /// Allocates now the records a query on `space` needs if its numbering is dense, and
    /// writes each of their pages once, so that the next queries on spaces of the same size
    /// neither allocate nor have the operating system map a page in: at a level's load, say,
    /// rather than during the first paths. (Without it the first query allocates the records
    /// and the pages it reaches are mapped as it goes.) Paged and hashed records grow with
    /// what a query reaches; for them this does nothing.
    ///
    /// ```
    /// use gridpath::{AStar, Grid, GridSpace, Pos, Size, heuristic};
    /// let grid = Grid::new(Size::new(100, 100), ())?;
    /// let space = GridSpace::octile(&grid, |_| true);
    /// let mut astar = AStar::new();
    /// assert_eq!(astar.heap_bytes(), 0);
    /// astar.reserve(&space);
    /// assert!(astar.heap_bytes() >= 100 * 100);
    /// let goal = Pos::new(99, 99);
    /// let found = astar.search(&space, [Pos::new(0, 0)], |p| p == goal, heuristic::octile(goal));
    /// assert!(found.goal().is_some());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn reserve<Sp: StateSpace<State = S>>(&mut self, space: &Sp)
    where
        S: Copy + Eq + Hash,
    {
        self.records.reserve(space);
    }

    /// Bytes held by the workspace's buffers (records, hash map, frontier), for measuring
    /// memory.
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(100, 100), '.')?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let mut bfs = Bfs::new();
    /// let _field = bfs.distances(&space, [Pos::new(0, 0)]);
    /// assert!(bfs.heap_bytes() >= 8 * 100 * 100);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        self.records.heap_bytes() + self.frontier.heap_bytes()
    }
}

/// How a query ended.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Outcome<S> {
    /// The goal reached and its slot.
    pub(crate) goal: Option<(S, usize)>,
    pub(crate) expanded: usize,
    /// The search stopped because its records reached the workspace's state limit.
    pub(crate) truncated: bool,
}

/// The engine loop: queue the starts, then take entries until the goal is taken, the
/// frontier runs dry, or the records pass the state limit.
pub(crate) fn run<Sp, R, P, F, O>(
    mut slots: impl Slots<Sp, R::Mark, R::Link>,
    space: &Sp,
    frontier: &mut F,
    policy: P,
    starts: impl IntoIterator<Item = Sp::State>,
    mut goal: impl FnMut(Sp::State) -> bool,
    observe: O,
) -> (Outcome<Sp::State>, u32)
where
    O: Observer<Sp::State, R::Distance>,
    Sp: StateSpace,
    R: Record,
    P: Policy<Sp, R>,
    F: Frontier<P::Entry>,
    F::Out: Into<P::Popped>,
{
    // The policy and the observer travel together, so that the successor closure captures
    // one reference for both, as it did for the policy alone: with `Unobserved` the closure
    // is the one `search` had before events existed.
    let mut driver = Driver {
        policy,
        observe,
        from: None,
    };
    frontier.clear();
    frontier.begin_batch();
    for start in starts {
        let Some(slot) = slots.start(space, start) else {
            continue;
        };
        let (marks, links) = slots.parts();
        if let Some(entry) = driver.policy.start(marks, links, start, slot) {
            if O::ON {
                driver.observe.event(SearchEvent::Discovered {
                    state: start,
                    from: None,
                    distance: R::ZERO,
                });
            }
            frontier.push(entry, true);
        }
    }
    frontier.end_batch();
    let mut expanded = 0;
    while let Some(entry) = frontier.pop() {
        let Some((state, slot, taken)) = driver.policy.take(&mut slots, entry.into()) else {
            continue;
        };
        if goal(state) {
            if O::ON {
                let distance = driver.policy.distance_taken(taken);
                driver.observe.event(SearchEvent::Goal { state, distance });
            }
            let outcome = Outcome {
                goal: Some((state, slot)),
                expanded,
                truncated: false,
            };
            return (outcome, driver.policy.marks_used());
        }
        if slots.over_limit() {
            let outcome = Outcome {
                goal: None,
                expanded,
                truncated: true,
            };
            return (outcome, driver.policy.marks_used());
        }
        expanded += 1;
        if O::ON {
            let distance = driver.policy.distance_taken(taken);
            driver
                .observe
                .event(SearchEvent::Expanded { state, distance });
            driver.from = Some(state);
        }
        frontier.begin_batch();
        slots.expand(
            space,
            state,
            slot,
            #[inline(always)]
            |marks, links, next, cost, next_slot| {
                if let Some((entry, free)) =
                    driver.relax(marks, links, slot, taken, next, cost, next_slot)
                {
                    frontier.push(entry, free);
                }
            },
        );
        frontier.end_batch();
    }
    let outcome = Outcome {
        goal: None,
        expanded,
        truncated: driver.policy.overflowed(),
    };
    (outcome, driver.policy.marks_used())
}

/// The loop's policy and observer, and the state being expanded (kept only when observed).
struct Driver<P, O, S> {
    policy: P,
    observe: O,
    from: Option<S>,
}

impl<P, O, S: Copy> Driver<P, O, S> {
    /// [`Policy::relax`], reporting a successor queued as discovered.
    #[expect(
        clippy::too_many_arguments,
        reason = "the parts of the records are borrowed separately from the move's data"
    )]
    #[expect(
        clippy::inline_always,
        reason = "once per successor: it must vanish into the loop as the policy's relax does"
    )]
    #[inline(always)]
    fn relax<Sp, R>(
        &mut self,
        marks: &mut [R::Mark],
        links: &mut [R::Link],
        from: usize,
        taken: P::Taken,
        next: S,
        cost: Sp::Cost,
        next_slot: usize,
    ) -> Option<(P::Entry, bool)>
    where
        Sp: StateSpace<State = S>,
        R: Record,
        P: Policy<Sp, R>,
        O: Observer<S, R::Distance>,
    {
        let queued = self
            .policy
            .relax(marks, links, from, taken, next, cost, next_slot);
        if O::ON && queued.is_some() {
            let distance = self.policy.distance_reached(taken, cost);
            let from = self.from.map(|from| self.policy.reached_from(taken, from));
            self.observe.event(SearchEvent::Discovered {
                state: next,
                from,
                distance,
            });
        }
        queued
    }
}

/// A query's loop over the slots of whichever storage its space's numbering calls for:
/// what [`Workspace::on_slots`] runs once it has chosen the storage. Generic over the slots, so
/// the loop is compiled once per storage and the choice costs nothing per state.
pub(crate) trait SlotsQuery<Sp: StateSpace, M, L> {
    /// What the query answers.
    type Output;
    /// Runs over `slots`, the records of a query whose epoch is `epoch`; returns the answer
    /// and how far past the epoch the marks reached.
    fn run(self, slots: impl Slots<Sp, M, L>, epoch: u32) -> (Self::Output, u32);
}

/// The engine loop [`run`] as a [`SlotsQuery`]: the query of every [`Engine`].
struct EngineLoop<'s, 'f, Sp, F, Pf, St, G, O, R> {
    space: &'s Sp,
    frontier: &'f mut F,
    /// The policy, made from the query's epoch.
    policy: Pf,
    starts: St,
    goal: G,
    observe: O,
    records: core::marker::PhantomData<R>,
}

impl<Sp, R, P, F, Pf, St, G, O> SlotsQuery<Sp, R::Mark, R::Link>
    for EngineLoop<'_, '_, Sp, F, Pf, St, G, O, R>
where
    Sp: StateSpace,
    R: Record,
    P: Policy<Sp, R>,
    F: Frontier<P::Entry>,
    F::Out: Into<P::Popped>,
    Pf: FnOnce(u32) -> P,
    St: IntoIterator<Item = Sp::State>,
    G: FnMut(Sp::State) -> bool,
    O: Observer<Sp::State, R::Distance>,
{
    type Output = Outcome<Sp::State>;

    fn run(self, slots: impl Slots<Sp, R::Mark, R::Link>, epoch: u32) -> (Outcome<Sp::State>, u32) {
        let policy = (self.policy)(epoch);
        run::<Sp, R, P, F, _>(
            slots,
            self.space,
            self.frontier,
            policy,
            self.starts,
            self.goal,
            self.observe,
        )
    }
}

/// The records of one engine — marks and links in the storage the space's numbering calls
/// for — reused across queries.
#[derive(Debug, Clone)]
pub(crate) struct Workspace<S, R: Record> {
    table: Table<S, R::Mark, R::Link>,
}

impl<S, R: Record> Default for Workspace<S, R> {
    fn default() -> Self {
        Workspace {
            table: Table::default(),
        }
    }
}

impl<S, R: Record> Workspace<S, R> {
    /// Sets the state limit of paged and hashed queries.
    pub(crate) fn set_state_limit(&mut self, states: usize) {
        self.table.state_limit = states;
    }

    /// Bytes held by the records.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.table.heap_bytes()
    }
}

#[cfg(test)]
impl<S, R: Record> Workspace<S, R> {
    /// The epoch of the next query's marks (unless it wipes them).
    pub(crate) fn epoch(&self) -> u32 {
        self.table.epoch
    }

    /// Moves the epoch to `epoch`, as a long run of queries would.
    pub(crate) fn set_epoch(&mut self, epoch: u32) {
        self.table.epoch = epoch;
    }
}

impl<S: Copy + Eq + Hash, R: Record> Workspace<S, R> {
    /// Runs one query: the policy made by `policy(epoch)` over `frontier`, from `starts` to
    /// the first state taken that satisfies `goal`.
    pub(crate) fn query<Sp, P, F>(
        &mut self,
        space: Sp,
        frontier: &mut F,
        policy: impl FnOnce(u32) -> P,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
        observe: impl Observer<S, R::Distance>,
    ) -> SearchTree<'_, Sp, R::Distance>
    where
        Sp: StateSpace<State = S>,
        P: Policy<Sp, R>,
        F: Frontier<P::Entry>,
        F::Out: Into<P::Popped>,
    {
        let outcome = self.run_query(&space, frontier, policy, starts, goal, observe);
        SearchTree::new(space, self, outcome)
    }

    /// [`Workspace::query`] up to its result: the records written, the outcome returned.
    fn run_query<Sp, P, F>(
        &mut self,
        space: &Sp,
        frontier: &mut F,
        policy: impl FnOnce(u32) -> P,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
        observe: impl Observer<S, R::Distance>,
    ) -> Outcome<S>
    where
        Sp: StateSpace<State = S>,
        P: Policy<Sp, R>,
        F: Frontier<P::Entry>,
        F::Out: Into<P::Popped>,
    {
        let engine_loop = EngineLoop {
            space,
            frontier,
            policy,
            starts,
            goal,
            observe,
            records: core::marker::PhantomData,
        };
        self.on_slots(space, engine_loop).unwrap_or(Outcome {
            goal: None,
            expanded: 0,
            truncated: false,
        })
    }

    /// Begins a query on `space` — the storage its numbering calls for, a new epoch — runs
    /// `query` over that storage's slots, and ends the query with how far `query` says its
    /// marks reached. The one place where a query's storage is chosen: [`run`] through
    /// [`Workspace::query`], and the bidirectional searches' own loops, run here. `None` only
    /// if the table's storage and the numbering disagree, which [`Table::begin`] rules out.
    pub(crate) fn on_slots<Sp, Q>(&mut self, space: &Sp, query: Q) -> Option<Q::Output>
    where
        Sp: StateSpace<State = S>,
        Q: SlotsQuery<Sp, R::Mark, R::Link>,
    {
        let numbering = space.numbering();
        let marks_needed = R::marks_needed(numbering.as_ref().map(Numbering::layout));
        let numbering = self.table.begin(numbering, marks_needed);
        let epoch = self.table.epoch;
        let table = &mut self.table;
        let state_limit = table.state_limit;
        let answer = match (&mut table.index, numbering) {
            (Index::Dense, Some(numbering)) => {
                let slots = DenseSlots {
                    numbering,
                    marks: &mut table.marks,
                    links: &mut table.links,
                };
                Some(query.run(slots, epoch))
            }
            (Index::Paged { pages, keys }, Some(numbering)) => {
                let slots = PagedSlots {
                    numbering,
                    pages,
                    keys,
                    marks: &mut table.marks,
                    links: &mut table.links,
                    state_limit,
                };
                Some(query.run(slots, epoch))
            }
            (Index::Hashed { map, states }, _) => {
                let slots = HashedSlots {
                    map,
                    states,
                    marks: &mut table.marks,
                    links: &mut table.links,
                    state_limit,
                };
                Some(query.run(slots, epoch))
            }
            // `Table::begin` returns a numbering exactly for dense and paged storage.
            (Index::Dense | Index::Paged { .. }, None) => None,
        };
        self.table
            .end(answer.as_ref().map_or(0, |&(_, marks_used)| marks_used));
        answer.map(|(output, _)| output)
    }

    /// Prepares a query whose loop is not [`run`] (Jump Point Search follows jumps, not
    /// successors): the records, if the space's numbering gives dense storage. Call
    /// [`Workspace::end`] with how far the marks reached, then build the [`SearchTree`] with
    /// `SearchTree::new`.
    pub(crate) fn begin_dense<Sp: StateSpace<State = S>>(
        &mut self,
        space: &Sp,
    ) -> Option<DenseRecords<'_, R::Mark, R::Link>> {
        let numbering = space.numbering();
        let marks_needed = R::marks_needed(numbering.as_ref().map(Numbering::layout));
        let numbering = self.table.begin(numbering, marks_needed);
        match (&self.table.index, numbering) {
            (Index::Dense, Some(_)) => Some(DenseRecords {
                marks: &mut self.table.marks,
                links: &mut self.table.links,
                epoch: self.table.epoch,
            }),
            _ => None,
        }
    }

    /// Allocates now the dense records a query on `space` would allocate (nothing for paged or
    /// hashed storage, whose records grow with what a query reaches), so that the next query
    /// on a space of the same dense bound allocates nothing.
    pub(crate) fn reserve<Sp: StateSpace<State = S>>(&mut self, space: &Sp) {
        let numbering = space.numbering();
        let marks_needed = R::marks_needed(numbering.as_ref().map(Numbering::layout));
        // A query that reads no mark: the next one starts at the same epoch.
        let _ = self.table.begin(numbering, marks_needed);
        self.table.touch();
        self.table.end(0);
    }

    /// Ends a query begun with [`Workspace::begin_dense`], whose marks reached `marks_used`
    /// past its epoch.
    pub(crate) fn end(&mut self, marks_used: u32) {
        self.table.end(marks_used);
    }
}

/// A dense query's records, for a loop of its own: marks and links by slot (the state's dense
/// index), and the query's epoch.
pub(crate) struct DenseRecords<'w, M, L> {
    pub(crate) marks: &'w mut [M],
    pub(crate) links: &'w mut [L],
    pub(crate) epoch: u32,
}

/// Read access to a workspace's records for the [`SearchTree`] result, whatever their storage.
pub(crate) trait Records<Sp: StateSpace, D> {
    fn storage(&self) -> Storage;
    fn find(&self, space: &Sp, state: Sp::State) -> Option<usize>;
    fn state(&self, space: &Sp, slot: usize) -> Option<Sp::State>;
    /// The final distance of the state in `slot`, if the query settled it.
    fn distance(&self, slot: usize) -> Option<D>;
    fn pred(&self, slot: usize) -> Option<usize>;
    fn len(&self) -> usize;

    /// Calls `visit(slot, state, distance)` for every slot the query settled, in slot order.
    fn for_each_settled(&self, space: &Sp, visit: &mut dyn FnMut(usize, Sp::State, D));

    /// Whether every link is one move (not so for Jump Point Search's), so that
    /// [`Records::extend_link`] appends the slot's own state alone.
    fn links_are_moves(&self) -> bool;

    /// Appends the states of the link that ends at `slot`: the states after its predecessor's
    /// up to its own, included (only its own for a start). One state, unless the records link
    /// states further apart than one move (Jump Point Search links jump points).
    fn extend_link(&self, space: &Sp, slot: usize, out: &mut Vec<Sp::State>) -> Option<()> {
        out.push(self.state(space, slot)?);
        Some(())
    }

    /// The path from a start to the state in `slot`, both included ([`walk_path`]).
    fn path(&self, space: &Sp, slot: usize) -> Option<Vec<Sp::State>> {
        walk_path(
            slot,
            self.len(),
            |slot| self.pred(slot),
            |slot, out| self.extend_link(space, slot, out),
        )
    }

    /// The states of [`Records::path`] at which it may turn: a subsequence of the path, its
    /// ends included, such that the path runs in a straight line (one kind of move) from each
    /// to the next — what [`SearchTree::turning_points`] filters. The whole path by default;
    /// records whose links join states further apart than one move (Jump Point Search's) give
    /// the ends of their links and the turns within them, without the states between.
    fn path_points(&self, space: &Sp, slot: usize) -> Option<Vec<Sp::State>> {
        self.path(space, slot)
    }
}

/// The path from a start to `slot`, both included, from the predecessor chain of records
/// holding `len` slots: the links (`extend_link` appends the states of the link ending at a
/// slot) walked from `slot` back, each reversed as it is appended, then the whole reversed —
/// no list of the chain's slots. (Counting the chain first to allocate once read 3.5 % fewer
/// instructions of A* on `arena`'s short queries, and no less time: not done.)
pub(crate) fn walk_path<S>(
    slot: usize,
    len: usize,
    pred: impl Fn(usize) -> Option<usize>,
    mut extend_link: impl FnMut(usize, &mut Vec<S>) -> Option<()>,
) -> Option<Vec<S>> {
    let mut path = Vec::new();
    let (mut at, mut links) = (Some(slot), 0);
    while let Some(slot) = at {
        // A predecessor chain visits each slot at most once; a longer one means the space
        // broke its numbering contract.
        links += 1;
        if links > len + 1 {
            return None;
        }
        let from = path.len();
        extend_link(slot, &mut path)?;
        path[from..].reverse();
        at = pred(slot);
    }
    path.reverse();
    Some(path)
}

impl<Sp: StateSpace, R: Record> Records<Sp, R::Distance> for Workspace<Sp::State, R> {
    fn storage(&self) -> Storage {
        self.table.index.storage()
    }
    fn find(&self, space: &Sp, state: Sp::State) -> Option<usize> {
        self.table.find(space, state)
    }
    fn state(&self, space: &Sp, slot: usize) -> Option<Sp::State> {
        self.table.state(space, slot)
    }
    fn distance(&self, slot: usize) -> Option<R::Distance> {
        R::distance(&self.table, slot)
    }
    fn pred(&self, slot: usize) -> Option<usize> {
        self.table.pred(slot)
    }
    fn len(&self) -> usize {
        self.table.marks.len()
    }
    /// The space's numbering asked for once, not at every slot.
    fn for_each_settled(&self, space: &Sp, visit: &mut dyn FnMut(usize, Sp::State, R::Distance)) {
        let states = self.table.states(space);
        for slot in 0..self.table.marks.len() {
            if let Some(distance) = R::distance(&self.table, slot)
                && let Some(state) = states.state(slot)
            {
                visit(slot, state, distance);
            }
        }
    }
    fn links_are_moves(&self) -> bool {
        true
    }
    /// The default's walk, with the space's numbering asked for once rather than at every
    /// state (for a grid, a division each time: 4 % of a fresh BFS through a maze).
    fn path(&self, space: &Sp, slot: usize) -> Option<Vec<Sp::State>> {
        let states = self.table.states(space);
        walk_path(
            slot,
            self.table.marks.len(),
            |slot| self.table.pred(slot),
            |slot, out| {
                out.push(states.state(slot)?);
                Some(())
            },
        )
    }
}

/// Converts a slot (always below [`MAX_DENSE`](crate::space::MAX_DENSE)) to the `u32`
/// kept in records and queues.
#[inline]
#[expect(
    clippy::cast_possible_truncation,
    reason = "slots are below MAX_DENSE = u32::MAX by construction"
)]
pub(crate) fn slot32(slot: usize) -> u32 {
    slot as u32
}
