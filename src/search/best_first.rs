//! The weighted engines — Dijkstra, A* and 0-1 BFS — share one best-first loop and differ only
//! in their frontier (a binary heap or a deque) and heuristic.

use core::cmp::Ordering;
use std::collections::{BinaryHeap, VecDeque};

use crate::search::radix::{Keyed, Radix};
use crate::search::table::{Fresh, Mode, NONE, Slots, Table, with_slots};
use crate::search::{Outcome, Records, Search, Storage, pred_slot, slot32};
use crate::{Cost, StateSpace};

/// A weighted engine's mark: `epoch` means open (a tentative distance), `epoch + 1` closed
/// (final distance), anything lower not reached by this query. One byte, in its own array: the
/// test every successor makes reads a compact array that stays in cache, and the distances
/// (kept apart, in [`Weighted::dists`]) are read only for states this query has reached. The
/// epoch therefore wraps every 127 queries, when the marks are wiped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Mark(u8);

impl Fresh for Mark {
    const FRESH: Self = Mark(0);
    const MAX_MARK: u32 = u8::MAX as u32;
}

/// A weighted engine's records: the table of marks and predecessors, and the distances, by
/// slot. A distance is meaningful only where the mark belongs to the current query.
#[derive(Debug, Clone)]
pub(crate) struct Weighted<S, C> {
    table: Table<S, Mark>,
    dists: Vec<C>,
}

impl<S, C> Default for Weighted<S, C> {
    fn default() -> Self {
        Weighted {
            table: Table::default(),
            dists: Vec::new(),
        }
    }
}

impl<S: Copy + Eq + core::hash::Hash, C: Cost> Weighted<S, C> {
    /// Prepares for a query on `space` and returns its open mark (its closed mark is one more).
    fn begin<Sp: StateSpace<State = S>>(&mut self, space: &Sp) -> Mark {
        self.table
            .begin_reading_states(space, WEIGHTED_MARKS, WEIGHTED_MARKS);
        match self.table.mode {
            // Never cleared: a distance is read only where the mark is current.
            Mode::Dense => self.dists.resize(self.table.records.len(), C::ZERO),
            // Grown slot by slot as the table hands slots out (`dist_slot`).
            Mode::Paged | Mode::Hashed => self.dists.clear(),
        }
        // `begin` keeps the epoch and the closed mark at or below `Mark::MAX_MARK`.
        Mark(u8::try_from(self.table.epoch).unwrap_or(u8::MAX - 1))
    }

    fn heap_bytes(&self) -> usize {
        self.table.heap_bytes() + self.dists.capacity() * size_of::<C>()
    }
}

impl<Sp: StateSpace> Records<Sp, Sp::Cost> for Weighted<Sp::State, Sp::Cost> {
    fn storage(&self) -> Storage {
        self.table.storage_kind()
    }
    fn find(&self, space: &Sp, state: Sp::State) -> Option<usize> {
        self.table.find(space, state)
    }
    fn state(&self, space: &Sp, slot: usize) -> Option<Sp::State> {
        self.table.state(space, slot)
    }
    fn distance(&self, slot: usize) -> Option<Sp::Cost> {
        let mark = self.table.records.get(slot)?;
        if u32::from(mark.0) == self.table.epoch + 1 {
            self.dists.get(slot).copied()
        } else {
            None
        }
    }
    fn pred(&self, slot: usize) -> Option<usize> {
        pred_slot(*self.table.preds.get(slot)?)
    }
    fn len(&self) -> usize {
        self.table.records.len()
    }
}

/// The distance of `slot`, growing `dists` first if a hashed table just handed the slot out.
#[expect(
    clippy::inline_always,
    reason = "measured: once per successor; the growth branch is never taken on dense storage"
)]
#[inline(always)]
fn dist_slot<C: Cost>(dists: &mut Vec<C>, slot: usize) -> &mut C {
    if slot >= dists.len() {
        dists.resize(slot + 1, C::ZERO);
    }
    &mut dists[slot]
}

/// A frontier entry: estimated total `f = g + h`, cost so far `g`, the state and its slot.
#[derive(Debug, Clone, Copy)]
struct Entry<S, C> {
    f: C,
    g: C,
    state: S,
    slot: u32,
}

/// What a frontier gives back: the slot, and the state and the `g` it was queued with if the
/// frontier kept them. Keyed entries keep neither: the loop reads the record's distance and
/// the slot's state instead, see [`run`].
#[derive(Debug, Clone, Copy)]
struct Popped<S, C> {
    state: Option<S>,
    slot: u32,
    g: Option<C>,
}

impl<S, C> From<Entry<S, C>> for Popped<S, C> {
    #[inline]
    fn from(entry: Entry<S, C>) -> Self {
        Popped {
            state: Some(entry.state),
            slot: entry.slot,
            g: Some(entry.g),
        }
    }
}

impl<S, C> From<Keyed> for Popped<S, C> {
    #[inline]
    fn from(entry: Keyed) -> Self {
        Popped {
            state: None,
            slot: entry.slot,
            g: None,
        }
    }
}

/// Heap order: smallest `f` first; among equal `f`, largest `g` first (deeper entries are
/// closer to a goal, which keeps A* from fanning out over plateaus of equal `f`).
#[derive(Debug, Clone, Copy)]
struct HeapEntry<S, C>(Entry<S, C>);

impl<S, C: Ord> PartialEq for HeapEntry<S, C> {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl<S, C: Ord> Eq for HeapEntry<S, C> {}
impl<S, C: Ord> PartialOrd for HeapEntry<S, C> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl<S, C: Ord> Ord for HeapEntry<S, C> {
    fn cmp(&self, other: &Self) -> Ordering {
        other
            .0
            .f
            .cmp(&self.0.f)
            .then_with(|| self.0.g.cmp(&other.0.g))
    }
}

/// Binary-heap order for keyed entries: smallest key first.
#[derive(Debug, Clone, Copy)]
struct MinKey(Keyed);

impl PartialEq for MinKey {
    fn eq(&self, other: &Self) -> bool {
        self.0.key == other.0.key
    }
}
impl Eq for MinKey {}
impl PartialOrd for MinKey {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for MinKey {
    fn cmp(&self, other: &Self) -> Ordering {
        other.0.key.cmp(&self.0.key)
    }
}

/// Where [`Buckets`] keeps its entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tier {
    /// The bucket ring (integer keys in a narrow range).
    Ring,

    /// The radix heap, for sort keys that never fall below the last one taken.
    Radix,
    /// A binary heap of sort keys, once a key fell below the last one taken (an inconsistent
    /// heuristic, or several starts).
    KeyedHeap,
}

/// The frontier of Dijkstra and A*: Dial's bucket queue for integer keys, a radix heap for
/// other keyed costs, binary heaps to fall back on.
///
/// Entries start in a ring of buckets indexed by `key mod len`; `cursor` is the smallest key
/// that can still be in the ring. Taking an entry scans forward from the cursor to the first
/// non-empty bucket, and takes its newest entry (among equal `f`, usually the deepest: A*'s
/// tie-break). The ring grows (a power of two) when the keys in it spread wider than it.
///
/// When a key is not an integer ([`Octile`](crate::Octile)), or the spread would need more than
/// [`Buckets::MAX_RING`] buckets, every entry leaves the ring for the rest of the query and is
/// queued by its [`Cost::sort_key`]: in a radix heap ([`Radix`]) while keys never fall below
/// the last one taken — always, for a consistent heuristic — and in a binary heap of keys
/// after one does. Entries whose `f` has no sort key go to an exact binary heap ordered by `f`
/// then larger `g`; as every cost without a key is larger than every cost with one, that heap
/// is only taken from when the keyed entries are exhausted.
#[derive(Debug, Clone)]
struct Buckets<S, C> {
    tier: Tier,
    ring: Vec<Vec<Entry<S, C>>>,
    /// No key in the ring is below `cursor`…
    cursor: u64,
    /// …and none above `top`; `top − cursor` is less than the ring's length.
    top: u64,
    len: usize,
    radix: Radix,
    keyed: BinaryHeap<MinKey>,
    /// Entries whose `f` has no sort key.
    heap: BinaryHeap<HeapEntry<S, C>>,
}

impl<S, C> Buckets<S, C> {
    fn new() -> Self {
        Buckets {
            tier: Tier::Ring,
            ring: Vec::new(),
            cursor: 0,
            top: 0,
            len: 0,
            radix: Radix::new(),
            keyed: BinaryHeap::new(),
            heap: BinaryHeap::new(),
        }
    }
}

impl<S: Copy, C: Cost> Buckets<S, C> {
    /// The most buckets the ring may have: keys in the queue may spread over this many values.
    const MAX_RING: usize = 1 << 18;

    /// The bucket of `key` in a ring of `len` buckets (a power of two).
    #[expect(
        clippy::cast_possible_truncation,
        reason = "the result is below len, a usize"
    )]
    #[inline]
    fn bucket(key: u64, len: usize) -> usize {
        (key & (len as u64 - 1)) as usize
    }

    /// Moves every entry of the ring to the keyed tiers, for the rest of the query.
    #[cold]
    #[inline(never)]
    fn leave_ring(&mut self) {
        self.tier = Tier::Radix;
        self.radix.clear();
        let mut ring = core::mem::take(&mut self.ring);
        for bucket in &mut ring {
            for entry in bucket.drain(..) {
                self.push_keyed(entry);
            }
        }
        self.ring = ring;
        self.len = 0;
    }

    /// Queues an entry outside the ring: by its sort key, or in the exact heap without one.
    #[expect(
        clippy::inline_always,
        reason = "measured: called once per successor pushed, with the entry passed in memory otherwise"
    )]
    #[inline(always)]
    fn push_keyed(&mut self, entry: Entry<S, C>) {
        let Some(key) = entry.f.sort_key() else {
            self.heap.push(HeapEntry(entry));
            return;
        };
        let keyed = Keyed {
            key,
            slot: entry.slot,
        };
        match self.tier {
            Tier::Radix if key >= self.radix.last() => self.radix.push(keyed),
            Tier::Radix => {
                self.leave_radix();
                self.keyed.push(MinKey(keyed));
            }
            Tier::Ring | Tier::KeyedHeap => self.keyed.push(MinKey(keyed)),
        }
    }

    /// Takes the next entry once the binary heap of keys is in use.
    #[inline(never)]
    fn pop_keyed_heap(&mut self) -> Option<Popped<S, C>> {
        match self.keyed.pop() {
            Some(entry) => Some(entry.0.into()),
            None => self.heap.pop().map(|e| e.0.into()),
        }
    }

    /// Moves the radix heap's entries to the binary heap of keys, for the rest of the query.
    #[cold]
    #[inline(never)]
    fn leave_radix(&mut self) {
        self.tier = Tier::KeyedHeap;
        self.keyed.extend(self.radix.drain().map(MinKey));
    }

    fn heap_bytes(&self) -> usize {
        self.ring
            .iter()
            .map(|b| b.capacity() * size_of::<Entry<S, C>>())
            .sum::<usize>()
            + self.ring.capacity() * size_of::<Vec<Entry<S, C>>>()
            + self.radix.heap_bytes()
            + self.keyed.capacity() * size_of::<MinKey>()
            + self.heap.capacity() * size_of::<HeapEntry<S, C>>()
    }

    /// Resizes the ring to `size` buckets (a power of two), re-filing every entry. The
    /// buckets' allocations are kept.
    fn grow(&mut self, size: usize) {
        let mut entries = Vec::with_capacity(self.len);
        for bucket in &mut self.ring {
            entries.append(bucket);
        }
        self.ring.resize_with(size, Vec::new);
        for entry in entries {
            if let Some(key) = entry.f.as_integer() {
                self.ring[Self::bucket(key, size)].push(entry);
            }
        }
    }
}

impl<S: Copy, C: Cost> Frontier<S, C> for Buckets<S, C> {
    fn clear(&mut self) {
        for bucket in &mut self.ring {
            bucket.clear();
        }
        self.radix.clear();
        self.keyed.clear();
        self.heap.clear();
        self.len = 0;
        self.cursor = 0;
        self.top = 0;
        self.tier = Tier::Ring;
    }

    #[expect(
        clippy::inline_always,
        reason = "measured: Dijkstra's loop otherwise pushes every entry through a call"
    )]
    #[inline(always)]
    fn push(&mut self, entry: Entry<S, C>, _free: bool) {
        if self.tier != Tier::Ring {
            self.push_keyed(entry);
            return;
        }
        let Some(key) = entry.f.as_integer() else {
            self.leave_ring();
            self.push_keyed(entry);
            return;
        };
        // The range of keys in the ring once this one is in. A key below the cursor (several
        // starts, or an inconsistent heuristic) just moves the cursor down: a bucket's place
        // depends on the key alone, so nothing needs re-filing while the range fits.
        let (low, high) = if self.len == 0 {
            (key, key)
        } else {
            (self.cursor.min(key), self.top.max(key))
        };
        let Some(span) = usize::try_from(high - low)
            .ok()
            .filter(|&span| span < Self::MAX_RING)
        else {
            self.leave_ring();
            self.push_keyed(entry);
            return;
        };
        if span >= self.ring.len() {
            self.grow((span + 1).next_power_of_two().max(16));
        }
        (self.cursor, self.top) = (low, high);
        let bucket = Self::bucket(key, self.ring.len());
        self.ring[bucket].push(entry);
        self.len += 1;
    }

    #[expect(
        clippy::inline_always,
        reason = "measured: once per expansion, and out of line it costs a call and the entry's copy"
    )]
    #[inline(always)]
    fn pop(&mut self) -> Option<Popped<S, C>> {
        match self.tier {
            Tier::Ring => {
                if self.len == 0 {
                    return None;
                }
                loop {
                    let bucket = Self::bucket(self.cursor, self.ring.len());
                    if let Some(entry) = self.ring[bucket].pop() {
                        self.len -= 1;
                        return Some(entry.into());
                    }
                    self.cursor += 1;
                }
            }
            Tier::Radix => match self.radix.pop() {
                Some(entry) => Some(entry.into()),
                None => self.heap.pop().map(|e| e.0.into()),
            },
            Tier::KeyedHeap => self.pop_keyed_heap(),
        }
    }

    fn heap_bytes(&self) -> usize {
        Buckets::heap_bytes(self)
    }
}

/// The queue of a best-first search.
trait Frontier<S, C> {
    fn clear(&mut self);
    /// Adds an entry reached by a move of cost zero (`free`) or more.
    fn push(&mut self, entry: Entry<S, C>, free: bool);
    fn pop(&mut self) -> Option<Popped<S, C>>;
    /// Bytes held by the queue's buffers.
    fn heap_bytes(&self) -> usize;
}

impl<S, C> Frontier<S, C> for VecDeque<Entry<S, C>> {
    fn clear(&mut self) {
        VecDeque::clear(self);
    }
    fn push(&mut self, entry: Entry<S, C>, free: bool) {
        if free {
            self.push_front(entry);
        } else {
            self.push_back(entry);
        }
    }
    fn pop(&mut self) -> Option<Popped<S, C>> {
        self.pop_front().map(Popped::from)
    }
    fn heap_bytes(&self) -> usize {
        self.capacity() * size_of::<Entry<S, C>>()
    }
}

/// The best-first loop shared by the weighted engines, for one storage mode.
///
/// Entries are never removed from the frontier when a shorter path is found; stale ones are
/// skipped when popped (their `g` exceeds the record's distance, or the record is closed). A
/// closed state whose distance improves — possible only with an inconsistent heuristic — is
/// reopened, so A* stays optimal with any admissible heuristic.
///
/// Keyed entries (the radix heap) do not carry `g`: an open state is expanded with its
/// record's distance. That is the `g` of the entry popped whenever the queue is ordered by `f`:
/// the entry queued with the current distance `d` is still queued (taking it would have closed
/// the state, and reopening lowers `d`), and every other entry of the state was queued with a
/// larger `g`, hence (same state, same `h`) a larger `f` and a larger key, so it comes out
/// later.
#[expect(
    clippy::too_many_arguments,
    reason = "the parts of the workspace are borrowed separately, and the query's inputs"
)]
fn run<Sp: StateSpace>(
    mut slots: impl Slots<Sp, Mark>,
    dists: &mut Vec<Sp::Cost>,
    space: &Sp,
    frontier: &mut impl Frontier<Sp::State, Sp::Cost>,
    starts: impl IntoIterator<Item = Sp::State>,
    mut goal: impl FnMut(Sp::State) -> bool,
    mut heuristic: impl FnMut(Sp::State) -> Sp::Cost,
    open: Mark,
) -> Outcome<Sp::State> {
    let zero = Sp::Cost::ZERO;
    let closed = Mark(open.0 + 1);
    frontier.clear();
    for start in starts {
        let Some(slot) = slots.start(space, start) else {
            continue;
        };
        let (marks, preds) = slots.parts();
        if marks[slot] < open {
            marks[slot] = open;
            *dist_slot(dists, slot) = zero;
            preds[slot] = NONE;
            let entry = Entry {
                f: heuristic(start),
                g: zero,
                state: start,
                slot: slot32(slot),
            };
            frontier.push(entry, true);
        }
    }
    let mut expanded = 0;
    while let Some(Popped {
        state: queued_state,
        slot,
        g: queued,
    }) = frontier.pop()
    {
        let mark = &mut slots.parts().0[slot as usize];
        if *mark != open {
            continue;
        }
        // An open mark was written by this query, with the distance.
        let g = dists[slot as usize];
        if queued.is_some_and(|queued| queued > g) {
            continue;
        }
        *mark = closed;
        let state = match queued_state {
            Some(state) => state,
            None => slots.state(space, slot as usize),
        };
        if goal(state) {
            return Outcome::ended(Some((state, slot as usize)), expanded);
        }
        if slots.over_limit() {
            return Outcome::truncated(expanded);
        }
        expanded += 1;
        slots.expand(
            space,
            state,
            slot as usize,
            #[inline(always)]
            |marks, preds, next, cost, next_slot| {
                let next_g = g.saturating_add(cost);
                let mark = &mut marks[next_slot];
                // The distance is read only for a state this query reached: the common test
                // for a new state touches the compact marks alone.
                if *mark < open || next_g < dists[next_slot] {
                    *mark = open;
                    *dist_slot(dists, next_slot) = next_g;
                    preds[next_slot] = slot;
                    let entry = Entry {
                        f: next_g.saturating_add(heuristic(next)),
                        g: next_g,
                        state: next,
                        slot: slot32(next_slot),
                    };
                    frontier.push(entry, cost == zero);
                }
            },
        );
    }
    Outcome::ended(None, expanded)
}

/// Marks a weighted query writes: `epoch` (open) and `epoch + 1` (closed).
const WEIGHTED_MARKS: u32 = 2;

macro_rules! weighted_engine {
    (
        $(#[$doc:meta])*
        $name:ident, $frontier:ty, $limited_query:literal
    ) => {
        $(#[$doc])*
        #[derive(Debug, Clone)]
        pub struct $name<S, C> {
            records: Weighted<S, C>,
            frontier: $frontier,
        }

        impl<S, C> Default for $name<S, C> {
            fn default() -> Self {
                $name {
                    records: Weighted::default(),
                    frontier: <$frontier>::new(),
                }
            }
        }

        impl<S: Copy + Eq + core::hash::Hash, C: Cost> $name<S, C> {
            /// An empty workspace; buffers are allocated by the first query.
            ///
            /// ```
            #[doc = concat!("let engine: gridpath::", stringify!($name), "<gridpath::Pos, u32> = gridpath::", stringify!($name), "::new();")]
            /// assert_eq!(engine.heap_bytes(), 0);
            /// ```
            #[must_use]
            pub fn new() -> Self {
                Self::default()
            }

            /// Bounds the memory of a query whose storage grows with what it reaches (paged or
            /// hashed storage); see [`Bfs::with_state_limit`](crate::Bfs::with_state_limit).
            /// Once the query holds more than `states` records it stops, and
            /// [`Search::is_truncated`] says so.
            ///
            /// ```
            /// use gridpath::{Grid, GridSpace, Hashed, Moves, Pos};
            /// let grid = Grid::new(50, 50, ())?;
            /// let space = Hashed(GridSpace::with_costs(&grid, Moves::four(), |_| Some(1u32)));
            #[doc = concat!("let mut engine = gridpath::", stringify!($name), "::new().with_state_limit(100);")]
            #[doc = concat!("let found = engine.", $limited_query, ";")]
            /// assert!(found.is_truncated());
            /// # Ok::<(), gridpath::Error>(())
            /// ```
            #[must_use]
            pub fn with_state_limit(mut self, states: usize) -> Self {
                self.records.table.state_limit = states;
                self
            }

            fn query<'a, Sp>(
                &'a mut self,
                space: &'a Sp,
                starts: impl IntoIterator<Item = S>,
                goal: impl FnMut(S) -> bool,
                heuristic: impl FnMut(S) -> C,
            ) -> Search<'a, Sp, C>
            where
                Sp: StateSpace<State = S, Cost = C>,
            {
                let open = self.records.begin(space);
                let frontier = &mut self.frontier;
                let dists = &mut self.records.dists;
                let outcome = with_slots!(self.records.table, |slots| run(
                    slots, dists, space, frontier, starts, goal, heuristic, open
                ));
                Search::new(space, &self.records, &outcome)
            }

            /// Bytes held by the workspace's buffers, for measuring memory.
            ///
            /// ```
            #[doc = concat!("let engine: gridpath::", stringify!($name), "<gridpath::Pos, u32> = gridpath::", stringify!($name), "::new();")]
            /// assert_eq!(engine.heap_bytes(), 0);
            /// ```
            #[must_use]
            pub fn heap_bytes(&self) -> usize {
                self.records.heap_bytes() + self.frontier.heap_bytes()
            }
        }
    };
}

weighted_engine! {
    /// Dijkstra's algorithm, and its reusable workspace: cheapest paths for any non-negative
    /// [`Cost`].
    ///
    /// # Complexity
    ///
    /// `O((V + E) log V)` for the states and moves explored, with a binary heap and lazy
    /// deletion. Reuse costs nothing up front: records carry the query's epoch.
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
    Dijkstra, Buckets<S, C>, "distances(&space, [Pos::new(0, 0)])"
}

impl<S: Copy + Eq + core::hash::Hash, C: Cost> Dijkstra<S, C> {
    /// Searches from `starts` until a state satisfying `goal` is settled, or until every
    /// reachable state is settled.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] dense-numbering contract.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Dijkstra, Grid, GridSpace, Moves, Pos};
    /// // The cost of a step is the digit of the cell entered.
    /// let grid = Grid::parse("191\n111\n", |c| c.to_digit(10))?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |&d| Some(d));
    /// let mut dijkstra = Dijkstra::new();
    /// let found = dijkstra.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(0, 2));
    /// assert_eq!(found.goal_distance(), Some(4)); // down, right, right, up
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
    ) -> Search<'a, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        self.query(space, starts, goal, |_| C::ZERO)
    }

    /// The distance field from `starts`: [`Dijkstra::search`] with no goal.
    ///
    /// ```
    /// use gridpath::{Dijkstra, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("123\n", |c| c.to_digit(10))?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |&d| Some(d));
    /// let mut dijkstra = Dijkstra::new();
    /// assert_eq!(dijkstra.distances(&space, [Pos::new(0, 0)]).distance(Pos::new(0, 2)), Some(5));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn distances<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
    ) -> Search<'a, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        self.query(space, starts, |_| false, |_| C::ZERO)
    }
}

weighted_engine! {
    /// A*, and its reusable workspace: Dijkstra guided by a heuristic that estimates the
    /// remaining cost to a goal.
    ///
    /// The heuristic must be *admissible* (never above the true remaining cost) for the result
    /// to be optimal; if it is also *consistent* (`h(a) ≤ cost(a→b) + h(b)`), no state is
    /// expanded twice. Ready-made ones for grids are in [`heuristic`](crate::heuristic).
    /// Among entries with equal estimates the deepest is expanded first.
    ///
    /// # Complexity
    ///
    /// At worst that of [`Dijkstra`]; with a good heuristic it expands far fewer states.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{AStar, Grid, GridSpace, Moves, Pos, heuristic};
    ///
    /// let grid = Grid::parse("....\n.##.\n....\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let goal = Pos::new(2, 3);
    /// let mut astar = AStar::new();
    /// let found = astar.search(&space, [Pos::new(0, 0)], |p| p == goal, heuristic::manhattan(goal));
    /// assert_eq!(found.goal_distance(), Some(5));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    AStar, Buckets<S, C>,
    "search(&space, [Pos::new(0, 0)], |p| p == Pos::new(49, 49), gridpath::heuristic::zero())"
}

impl<S: Copy + Eq + core::hash::Hash, C: Cost> AStar<S, C> {
    /// Searches from `starts` until a state satisfying `goal` is settled, guided by
    /// `heuristic`.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] dense-numbering contract.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{AStar, DiagonalRule, Grid, GridSpace, Moves, Pos, heuristic};
    /// let grid = Grid::new(10, 10, '.')?;
    /// let space = GridSpace::new(&grid, Moves::eight(DiagonalRule::Always), |_| true);
    /// let goal = Pos::new(9, 4);
    /// let mut astar = AStar::new();
    /// let found = astar.search(&space, [Pos::new(0, 0)], |p| p == goal, heuristic::chebyshev(goal));
    /// assert_eq!(found.goal_distance(), Some(9));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
        heuristic: impl FnMut(S) -> C,
    ) -> Search<'a, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        self.query(space, starts, goal, heuristic)
    }
}

weighted_engine! {
    /// 0-1 BFS, and its reusable workspace: cheapest paths when every move costs 0 or 1, with
    /// a deque instead of a heap.
    ///
    /// Moves of cost 0 go to the front of the deque, others to the back. Costs other than 0 and
    /// 1 are treated as their value for distances but queued like 1, which can make results
    /// non-optimal: use [`Dijkstra`] for general costs.
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
    ZeroOneBfs, VecDeque<Entry<S, C>>, "distances(&space, [Pos::new(0, 0)])"
}

impl<S: Copy + Eq + core::hash::Hash, C: Cost> ZeroOneBfs<S, C> {
    /// Searches from `starts` until a state satisfying `goal` is settled, or until every
    /// reachable state is settled.
    ///
    /// # Panics
    ///
    /// Only if `space` breaks the [`StateSpace`] dense-numbering contract.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos, ZeroOneBfs};
    /// let grid = Grid::parse("0110\n", |c| c.to_digit(10))?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |&d| Some(d));
    /// let mut zero_one = ZeroOneBfs::new();
    /// let found = zero_one.search(&space, [Pos::new(0, 0)], |p| p.col == 3);
    /// assert_eq!(found.goal_distance(), Some(2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
        goal: impl FnMut(S) -> bool,
    ) -> Search<'a, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        self.query(space, starts, goal, |_| C::ZERO)
    }

    /// The distance field from `starts`: [`ZeroOneBfs::search`] with no goal.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos, ZeroOneBfs};
    /// let grid = Grid::parse("101\n", |c| c.to_digit(10))?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |&d| Some(d));
    /// let mut zero_one = ZeroOneBfs::new();
    /// assert_eq!(zero_one.distances(&space, [Pos::new(0, 1)]).distance(Pos::new(0, 2)), Some(1));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn distances<'a, Sp>(
        &'a mut self,
        space: &'a Sp,
        starts: impl IntoIterator<Item = S>,
    ) -> Search<'a, Sp, C>
    where
        Sp: StateSpace<State = S, Cost = C>,
    {
        self.query(space, starts, |_| false, |_| C::ZERO)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use crate::{AStar, Cost, Dijkstra, Hashed, Octile, StateSpace};

    /// A small explicit graph: `edges[v]` lists `(target, cost)`.
    #[derive(Debug, Clone)]
    struct Graph {
        edges: Vec<Vec<(usize, u64)>>,
    }

    impl StateSpace for Graph {
        type State = usize;
        type Cost = u64;
        fn successors(&self, v: usize, mut visit: impl FnMut(usize, u64)) {
            for &(w, cost) in &self.edges[v] {
                visit(w, cost);
            }
        }
        fn dense_bound(&self) -> Option<usize> {
            Some(self.edges.len())
        }
        fn dense_index(&self, v: usize) -> usize {
            v
        }
        fn dense_state(&self, index: usize) -> Option<usize> {
            Some(index)
        }
    }

    /// Bellman–Ford from `start`.
    fn reference(graph: &Graph, start: usize) -> Vec<Option<u64>> {
        let mut dist = vec![None; graph.edges.len()];
        dist[start] = Some(0);
        for _ in 0..graph.edges.len() {
            for v in 0..graph.edges.len() {
                let Some(d) = dist[v] else { continue };
                for &(w, cost) in &graph.edges[v] {
                    if dist[w].is_none_or(|old| d + cost < old) {
                        dist[w] = Some(d + cost);
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
            let hidden = Hashed(&g);
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
            let mut astar = AStar::new();
            prop_assert_eq!(astar.search(&g, [0], |v| v == goal, h).goal_distance(), want);
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
            let mut astar = AStar::new();
            prop_assert_eq!(astar.search(&g, [0], |v| v == goal, h).goal_distance(), want);
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
            let want = octile_reference(&g, 0);
            let mut dijkstra = Dijkstra::new();
            let field = dijkstra.distances(&g, [0]);
            let got: Vec<_> = (0..g.edges.len()).map(|v| field.distance(v)).collect();
            prop_assert_eq!(&got, &want);
            let exact = |v: usize| octile_reference(&g, v)[goal].unwrap_or(Octile::ZERO);
            let h = |v: usize| if v.is_multiple_of(2) { exact(v) } else { Octile::ZERO };
            let mut astar = AStar::new();
            let found = astar.search(&g, [0], |v| v == goal, h);
            prop_assert_eq!(found.goal_distance(), want[goal]);
            let found = astar.search(&g, [0], |v| v == goal, exact);
            prop_assert_eq!(found.goal_distance(), want[goal]);
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
            let hashed = Hashed(&space);
            let got = reused_hashed
                .search(&hashed, [start], |p| p == goal, h)
                .goal_distance();
            assert_eq!(got, want, "round {round}, hashed");
        }
    }

    /// A small graph with [`Octile`] costs.
    #[derive(Debug, Clone)]
    struct OctileGraph {
        edges: Vec<Vec<(usize, Octile)>>,
    }

    impl StateSpace for OctileGraph {
        type State = usize;
        type Cost = Octile;
        fn successors(&self, v: usize, mut visit: impl FnMut(usize, Octile)) {
            for &(w, cost) in &self.edges[v] {
                visit(w, cost);
            }
        }
        fn dense_bound(&self) -> Option<usize> {
            Some(self.edges.len())
        }
        fn dense_index(&self, v: usize) -> usize {
            v
        }
        fn dense_state(&self, index: usize) -> Option<usize> {
            Some(index)
        }
    }

    fn octile_graph() -> impl Strategy<Value = OctileGraph> {
        let count = prop_oneof![0u32..4, (1u32 << 27)..(1 << 27) + 4];
        let cost = (count.clone(), count).prop_map(|(a, b)| Octile::new(a, b));
        (2usize..24).prop_flat_map(move |n| {
            prop::collection::vec(prop::collection::vec((0..n, cost.clone()), 0..5), n)
                .prop_map(|edges| OctileGraph { edges })
        })
    }

    /// Bellman–Ford from `start`, with exact `Octile` sums.
    fn octile_reference(graph: &OctileGraph, start: usize) -> Vec<Option<Octile>> {
        let mut dist = vec![None; graph.edges.len()];
        dist[start] = Some(Octile::ZERO);
        for _ in 0..graph.edges.len() {
            for v in 0..graph.edges.len() {
                let Some(d) = dist[v] else { continue };
                for &(w, cost) in &graph.edges[v] {
                    if dist[w].is_none_or(|old| d + cost < old) {
                        dist[w] = Some(d + cost);
                    }
                }
            }
        }
        dist
    }
}
