//! Per-state records for the engines, stored by role: a flat array indexed by the space's dense
//! numbering, pages per layer reached, or a hash map.
//!
//! Every engine keeps, for each state it reaches, a *mark* that says whether the record belongs
//! to the current query (and, for DFS, the distance itself), and in a separate array a
//! [`Link`]: the predecessor's slot, with the distance beside it for BFS and the weighted
//! engines. The search reads marks for every successor but links only for states it has
//! reached, and writes a link's parts together, so the hot loop touches a compact array and
//! one line per state it records. A *slot* is a state's position in both arrays: the space's
//! dense index, a page number and the index within the page, or an insertion number handed out
//! by the hash map. [`Index`] holds what each storage needs to find slots, and only that.
//!
//! Reuse across queries costs nothing up front: marks are compared with an *epoch* that moves
//! forward past every mark the previous query wrote, so old records read as unreached without
//! being cleared. Only when the epoch would overflow the mark type are the records wiped.

use core::any::{Any, TypeId};
use core::hash::{BuildHasherDefault, Hash, Hasher};
use std::collections::HashMap;

use bytemuck::Zeroable;

use crate::search::Storage;
use crate::space::{Layout, MAX_DENSE, Number, Numbering, StateSpace};

/// "No predecessor" / "no slot".
pub(crate) const NONE: u32 = u32::MAX;

/// What a slot keeps beside its mark: the predecessor's slot, and whatever the record keeps with
/// it (the weighted engines and BFS: the distance), in one place, so that recording a state
/// writes one place beside its mark.
///
/// A link is read only where its mark belongs to the current query, which wrote the link first,
/// so an unwritten link may hold anything.
pub trait Link: Copy + 'static {
    /// What a slot's link holds before any query writes it.
    const UNLINKED: Self;
    /// The predecessor's slot, or [`NONE`].
    fn pred(self) -> u32;
    /// `len` links from the allocator's zeroed memory ([`zeroed_vec`]), if this type of link
    /// can be all zero bytes; `None` if it cannot (the default) or the memory cannot be
    /// reserved. Dense storage then writes [`Link::UNLINKED`] into each instead.
    fn zeroed_vec(_len: usize) -> Option<Vec<Self>> {
        None
    }
}

/// A bare predecessor: the link of records that keep nothing else per slot.
impl Link for u32 {
    const UNLINKED: Self = NONE;
    #[inline]
    fn pred(self) -> u32 {
        self
    }
    fn zeroed_vec(len: usize) -> Option<Vec<Self>> {
        zeroed_vec(len)
    }
}

/// `len` values of `T`, all zero bytes, or `None` if the memory cannot be reserved.
///
/// The memory comes zeroed from the allocator (`calloc`) rather than written: a block the
/// allocator maps fresh from the operating system is zero already, and its pages are given out
/// one by one as a search first touches them. So a new workspace's first query costs what it
/// reaches, not the size of the space (`docs/performance.md`, "Fresh workspaces"). A block the
/// allocator reuses it clears itself, as a fill would.
pub(crate) fn zeroed_vec<T: Zeroable>(len: usize) -> Option<Vec<T>> {
    bytemuck::allocation::try_zeroed_vec(len).ok()
}

/// [`zeroed_vec`] for a type known here only as `T`, if `T` is `Z`; `None` if it is not (or the
/// memory cannot be reserved). Lets a generic record use zeroed memory for the types it knows.
pub(crate) fn zeroed_vec_as<T: 'static, Z: Zeroable + 'static>(len: usize) -> Option<Vec<T>> {
    if TypeId::of::<T>() != TypeId::of::<Z>() {
        return None;
    }
    let zeroed: Box<dyn Any> = Box::new(zeroed_vec::<Z>(len)?);
    zeroed.downcast::<Vec<T>>().ok().map(|vec| *vec)
}

/// A mark's initial value and range. A fresh mark is all zero bytes ([`Zeroable`]), so a new
/// workspace's marks come from [`zeroed_vec`].
pub trait Fresh: Copy + Zeroable {
    /// The largest mark the type can hold: the epoch is moved back to 1 (and the marks wiped)
    /// before a query could need a larger one.
    const MAX_MARK: u32 = u32::MAX;
}

/// Paged storage: log2 of the records per page. 256 records of a grid layer are a stretch of a
/// row or two, so a state's neighbours mostly share its page or the pages beside it.
pub(crate) const PAGE_BITS: u32 = 8;
const PAGE: usize = 1 << PAGE_BITS;

/// A fast, non-cryptographic hasher for states (multiply–rotate over the written words).
/// States come from the search, not from an adversary choosing hash collisions.
#[derive(Default, Clone, Copy)]
pub(crate) struct StateHasher(u64);

impl Hasher for StateHasher {
    fn finish(&self) -> u64 {
        // Fold the well-mixed high half into the low bits, which pick the bucket.
        self.0 ^ (self.0 >> 32)
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }
    fn write_u16(&mut self, n: u16) {
        self.write_u64(u64::from(n));
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(26) ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

pub(crate) type StateMap<S> = HashMap<S, u32, BuildHasherDefault<StateHasher>>;

/// Paged storage: (layer, page within the layer) → page number.
type PageMap = HashMap<(u64, u32), u32, BuildHasherDefault<StateHasher>>;

/// How the current query's states find their slots: what each storage keeps, and only that.
#[derive(Debug, Clone)]
pub(crate) enum Index<S> {
    /// The slot is the dense index of the state's number.
    Dense,
    /// The slot is a page number and the index within the page.
    Paged {
        /// (layer, page in layer) → page number.
        pages: PageMap,
        /// Page number → (layer, page in layer).
        keys: Vec<(u64, u32)>,
    },
    /// The slot is handed out by a hash map in order of first arrival.
    Hashed {
        /// State → slot.
        map: StateMap<S>,
        /// Slot → state.
        states: Vec<S>,
    },
}

impl<S> Index<S> {
    pub(crate) fn storage(&self) -> Storage {
        match self {
            Index::Dense => Storage::Dense,
            Index::Paged { .. } => Storage::Paged,
            Index::Hashed { .. } => Storage::Hashed,
        }
    }
}

/// The records of one engine workspace.
#[derive(Debug, Clone)]
pub struct Table<S, M, L> {
    pub(crate) index: Index<S>,
    /// The mark of each slot.
    pub(crate) marks: Vec<M>,
    /// The link of each slot (its predecessor, [`NONE`] for a start, and what the record keeps
    /// with it); meaningful only where the mark belongs to the current query.
    pub(crate) links: Vec<L>,
    /// Marks below `epoch` belong to earlier queries.
    pub(crate) epoch: u32,
    /// How far the previous query's marks reached past its epoch.
    used: u32,
    /// Paged and hashed storage: a query stops once it holds more records than this.
    pub(crate) state_limit: usize,
}

impl<S, M, L> Default for Table<S, M, L> {
    fn default() -> Self {
        Table {
            index: Index::Dense,
            marks: Vec::new(),
            links: Vec::new(),
            epoch: 1,
            used: 0,
            state_limit: usize::MAX,
        }
    }
}

impl<S, M, L> Table<S, M, L> {
    /// Bytes held by this table's buffers (capacity, not length).
    pub(crate) fn heap_bytes(&self) -> usize {
        let index = match &self.index {
            Index::Dense => 0,
            Index::Paged { pages, keys } => {
                keys.capacity() * size_of::<(u64, u32)>()
                    + pages.capacity() * (size_of::<(u64, u32)>() + size_of::<u32>() + 1)
            }
            Index::Hashed { map, states } => {
                states.capacity() * size_of::<S>()
                    + map.capacity() * (size_of::<S>() + size_of::<u32>() + 1)
            }
        };
        self.marks.capacity() * size_of::<M>() + self.links.capacity() * size_of::<L>() + index
    }
}

impl<S: Copy + Eq + Hash, M: Fresh, L: Link> Table<S, M, L> {
    /// Prepares for a query on a space numbered by `numbering`, whose marks may reach up to
    /// `marks_needed` past the new epoch, and returns the numbering if storage is dense or
    /// paged (`None` for hashed storage).
    pub(crate) fn begin<N: Numbering<S>>(
        &mut self,
        numbering: Option<N>,
        marks_needed: u32,
    ) -> Option<N> {
        let used = core::mem::take(&mut self.used);
        match numbering.as_ref().map(Numbering::layout) {
            Some(Layout::Dense { bound }) if bound <= MAX_DENSE => {
                if matches!(self.index, Index::Dense) && self.marks.len() == bound {
                    match self.epoch.checked_add(used) {
                        Some(epoch)
                            if epoch
                                .checked_add(marks_needed)
                                .is_some_and(|top| top <= M::MAX_MARK) =>
                        {
                            self.epoch = epoch;
                        }
                        _ => {
                            self.marks.fill(M::zeroed());
                            self.epoch = 1;
                        }
                    }
                    return numbering;
                }
                if self.allocate_dense(bound) {
                    return numbering;
                }
                // The arrays could not be reserved: fall through to storage that grows with
                // what the search reaches, rather than abort.
                self.index = Index::Hashed {
                    map: StateMap::default(),
                    states: Vec::new(),
                };
                self.epoch = 1;
                None
            }
            // Indices within a layer must fit u32 pages of PAGE records.
            Some(Layout::Layered { layer_size }) if layer_size <= MAX_DENSE => {
                self.restart(Index::Paged {
                    pages: PageMap::default(),
                    keys: Vec::new(),
                });
                numbering
            }
            _ => {
                self.restart(Index::Hashed {
                    map: StateMap::default(),
                    states: Vec::new(),
                });
                None
            }
        }
    }

    /// Writes every dense record once (marks fresh, links unwritten), so that the pages of
    /// zeroed memory ([`zeroed_vec`]) are mapped now rather than when a query first reaches
    /// them. Nothing for paged or hashed storage, whose records are written as they are added.
    pub(crate) fn touch(&mut self) {
        if matches!(self.index, Index::Dense) {
            self.marks.fill(M::zeroed());
            self.links.fill(L::UNLINKED);
        }
    }

    /// Records that this query's marks reached `marks_used` past its epoch.
    pub(crate) fn end(&mut self, marks_used: u32) {
        self.used = marks_used;
    }

    /// Switches to `index` with no records, keeping the buffers of a growing storage.
    fn restart(&mut self, index: Index<S>) {
        match (&mut self.index, index) {
            (Index::Paged { pages, keys }, Index::Paged { .. }) => {
                pages.clear();
                keys.clear();
            }
            (Index::Hashed { map, states }, Index::Hashed { .. }) => {
                map.clear();
                states.clear();
            }
            (current, index) => *current = index,
        }
        self.marks.clear();
        self.links.clear();
        self.epoch = 1;
    }

    /// Switches to dense storage with `bound` fresh records, or returns `false` (with the
    /// records emptied) if the memory cannot be reserved.
    fn allocate_dense(&mut self, bound: usize) -> bool {
        self.index = Index::Dense;
        self.marks = Vec::new();
        self.links = Vec::new();
        self.epoch = 1;
        let links = L::zeroed_vec(bound).or_else(|| {
            let mut links = Vec::new();
            links.try_reserve_exact(bound).ok()?;
            links.resize(bound, L::UNLINKED);
            Some(links)
        });
        let (Some(marks), Some(links)) = (zeroed_vec(bound), links) else {
            return false;
        };
        self.marks = marks;
        self.links = links;
        true
    }

    /// The slot of `state` if this query gave it one.
    pub(crate) fn find<Sp: StateSpace<State = S>>(&self, space: &Sp, state: S) -> Option<usize> {
        if !space.contains(state) {
            return None;
        }
        let slot = match &self.index {
            Index::Dense => space.numbering()?.number(state).index,
            Index::Paged { pages, .. } => {
                let number = space.numbering()?.number(state);
                page_slot(pages, number)?
            }
            Index::Hashed { map, .. } => *map.get(&state)? as usize,
        };
        (slot < self.marks.len()).then_some(slot)
    }

    /// The state in `slot`.
    pub(crate) fn state<Sp: StateSpace<State = S>>(&self, space: &Sp, slot: usize) -> Option<S> {
        self.states(space).state(slot)
    }

    /// Slots back to states, with the space's numbering asked for once: for many slots (a
    /// path rebuilt state by state) rather than [`Table::state`]'s one.
    pub(crate) fn states<'a, Sp: StateSpace<State = S>>(
        &'a self,
        space: &'a Sp,
    ) -> SlotStates<'a, S, impl Numbering<S> + 'a> {
        SlotStates {
            index: &self.index,
            numbering: space.numbering(),
        }
    }

    /// The predecessor of `slot`, if it has one.
    pub(crate) fn pred(&self, slot: usize) -> Option<usize> {
        self.links
            .get(slot)
            .map(|&link| link.pred())
            .and_then(|pred| (pred != NONE).then_some(pred as usize))
    }
}

/// A table's slots back to states for one space: [`Table::states`].
pub(crate) struct SlotStates<'a, S, N> {
    index: &'a Index<S>,
    numbering: Option<N>,
}

impl<S: Copy, N: Numbering<S>> SlotStates<'_, S, N> {
    /// The state in `slot`.
    pub(crate) fn state(&self, slot: usize) -> Option<S> {
        match self.index {
            Index::Dense => self.numbering.as_ref()?.state(Number::dense(slot)),
            Index::Paged { keys, .. } => self.numbering.as_ref()?.state(page_number(keys, slot)?),
            Index::Hashed { states, .. } => states.get(slot).copied(),
        }
    }
}

/// The slot of `number` in paged storage, if its page exists.
fn page_slot(pages: &PageMap, number: Number) -> Option<usize> {
    let page = u32::try_from(number.index >> PAGE_BITS).ok()?;
    let page = *pages.get(&(number.layer, page))? as usize;
    Some((page << PAGE_BITS) | (number.index & (PAGE - 1)))
}

/// The number of the state in paged `slot`.
fn page_number(keys: &[(u64, u32)], slot: usize) -> Option<Number> {
    let (layer, page) = *keys.get(slot >> PAGE_BITS)?;
    Some(Number {
        layer,
        index: ((page as usize) << PAGE_BITS) | (slot & (PAGE - 1)),
    })
}

/// Slot lookup and expansion for one query, in one storage; the engine loop is generic over
/// it, so the storage is decided once per query, not once per successor.
pub trait Slots<Sp: StateSpace, M, L> {
    /// The slot of a start state, or `None` for a value that is not a state of the space (a
    /// position outside the grid, say), which the engines skip.
    fn start(&mut self, space: &Sp, state: Sp::State) -> Option<usize>;
    /// The marks and the links.
    fn parts(&mut self) -> (&mut [M], &mut [L]);
    /// The marks and the links, to read.
    fn records(&self) -> (&[M], &[L]);
    /// The slot of `state` if this query gave it one, without giving it one (a state of
    /// another search's records, which this query may not have reached: the bidirectional
    /// searches ask each side about the other's states).
    fn find(&self, space: &Sp, state: Sp::State) -> Option<usize>;
    /// Whether the query holds more records than the table's state limit (never for dense
    /// storage, whose arrays are allocated up front).
    fn over_limit(&self) -> bool;
    /// The state in `slot`, a slot this query handed out.
    ///
    /// # Panics
    ///
    /// If the space breaks the [`Numbering`] contract (a number with no state).
    fn state(&self, slot: usize) -> Sp::State;
    /// Calls `visit(marks, links, next, cost, next_slot)` for each successor of `state`.
    fn expand(
        &mut self,
        space: &Sp,
        state: Sp::State,
        slot: usize,
        visit: impl FnMut(&mut [M], &mut [L], Sp::State, Sp::Cost, usize),
    );
}

/// Dense storage: the slot is the state's dense index.
pub(crate) struct DenseSlots<'t, N, M, L> {
    pub(crate) numbering: N,
    pub(crate) marks: &'t mut [M],
    pub(crate) links: &'t mut [L],
}

impl<Sp: StateSpace, N: Numbering<Sp::State>, M, L> Slots<Sp, M, L> for DenseSlots<'_, N, M, L> {
    #[inline]
    fn start(&mut self, space: &Sp, state: Sp::State) -> Option<usize> {
        if !space.contains(state) {
            return None;
        }
        let slot = self.numbering.number(state).index;
        (slot < self.marks.len()).then_some(slot)
    }
    #[inline]
    fn parts(&mut self) -> (&mut [M], &mut [L]) {
        (self.marks, self.links)
    }
    #[inline]
    fn records(&self) -> (&[M], &[L]) {
        (self.marks, self.links)
    }
    #[inline]
    fn find(&self, space: &Sp, state: Sp::State) -> Option<usize> {
        if !space.contains(state) {
            return None;
        }
        let slot = self.numbering.number(state).index;
        (slot < self.marks.len()).then_some(slot)
    }
    #[inline]
    fn over_limit(&self) -> bool {
        false
    }
    #[inline]
    fn state(&self, slot: usize) -> Sp::State {
        self.numbering
            .state(Number::dense(slot))
            .expect("a numbering's state() inverts its number() (the Numbering contract)")
    }
    #[expect(
        clippy::inline_always,
        reason = "measured: without it the successor closure is not inlined into the engine loop"
    )]
    #[inline(always)]
    fn expand(
        &mut self,
        space: &Sp,
        state: Sp::State,
        slot: usize,
        mut visit: impl FnMut(&mut [M], &mut [L], Sp::State, Sp::Cost, usize),
    ) {
        let (marks, links) = (&mut *self.marks, &mut *self.links);
        space.dense_successors(
            state,
            slot,
            #[inline(always)]
            |next, cost, next_slot| {
                visit(marks, links, next, cost, next_slot);
            },
        );
    }
}

/// Paged storage: pages of records per (layer, block of indices) reached.
pub(crate) struct PagedSlots<'t, N, M, L> {
    pub(crate) numbering: N,
    pub(crate) pages: &'t mut PageMap,
    pub(crate) keys: &'t mut Vec<(u64, u32)>,
    pub(crate) marks: &'t mut Vec<M>,
    pub(crate) links: &'t mut Vec<L>,
    pub(crate) state_limit: usize,
}

impl<N, M: Fresh, L: Link> PagedSlots<'_, N, M, L> {
    /// The slot of `number`, giving its page fresh records if it has none.
    #[expect(
        clippy::inline_always,
        reason = "measured: a call per successor cost a third of a paged search"
    )]
    #[inline(always)]
    fn slot_of(&mut self, number: Number) -> usize {
        let key = (
            number.layer,
            u32::try_from(number.index >> PAGE_BITS).unwrap_or(u32::MAX),
        );
        let next = self.keys.len();
        // Pages cannot outnumber u32 before memory runs out (each holds PAGE records).
        let page = *self
            .pages
            .entry(key)
            .or_insert_with(|| u32::try_from(next).unwrap_or(NONE));
        if page as usize == next {
            self.keys.push(key);
            self.marks.resize(self.marks.len() + PAGE, M::zeroed());
            self.links.resize(self.links.len() + PAGE, L::UNLINKED);
        }
        ((page as usize) << PAGE_BITS) | (number.index & (PAGE - 1))
    }
}

impl<Sp: StateSpace, N: Numbering<Sp::State>, M: Fresh, L: Link> Slots<Sp, M, L>
    for PagedSlots<'_, N, M, L>
{
    #[inline]
    fn start(&mut self, space: &Sp, state: Sp::State) -> Option<usize> {
        space
            .contains(state)
            .then(|| self.slot_of(self.numbering.number(state)))
    }
    #[inline]
    fn parts(&mut self) -> (&mut [M], &mut [L]) {
        (self.marks, self.links)
    }
    #[inline]
    fn records(&self) -> (&[M], &[L]) {
        (self.marks, self.links)
    }
    #[inline]
    fn find(&self, space: &Sp, state: Sp::State) -> Option<usize> {
        if !space.contains(state) {
            return None;
        }
        page_slot(self.pages, self.numbering.number(state))
    }
    #[inline]
    fn over_limit(&self) -> bool {
        self.marks.len() > self.state_limit
    }
    #[inline]
    fn state(&self, slot: usize) -> Sp::State {
        page_number(self.keys, slot)
            .and_then(|number| self.numbering.state(number))
            .expect("a numbering's state() inverts its number() (the Numbering contract)")
    }
    #[expect(
        clippy::inline_always,
        reason = "measured: without it the successor closure is not inlined into the engine loop"
    )]
    #[inline(always)]
    fn expand(
        &mut self,
        space: &Sp,
        state: Sp::State,
        _slot: usize,
        mut visit: impl FnMut(&mut [M], &mut [L], Sp::State, Sp::Cost, usize),
    ) {
        space.successors(state, |next, cost| {
            let next_slot = self.slot_of(self.numbering.number(next));
            visit(self.marks, self.links, next, cost, next_slot);
        });
    }
}

/// Hashed storage: a map from state to slot, holding only the states reached.
pub(crate) struct HashedSlots<'t, S, M, L> {
    pub(crate) map: &'t mut StateMap<S>,
    pub(crate) states: &'t mut Vec<S>,
    pub(crate) marks: &'t mut Vec<M>,
    pub(crate) links: &'t mut Vec<L>,
    pub(crate) state_limit: usize,
}

impl<S: Copy + Eq + Hash, M: Fresh, L: Link> HashedSlots<'_, S, M, L> {
    /// The slot of `state`, giving it a fresh record if it has none.
    #[expect(
        clippy::inline_always,
        reason = "measured: a call per successor cost a third of a hashed search"
    )]
    #[inline(always)]
    fn slot_of(&mut self, state: S) -> usize {
        let next = self.states.len();
        let slot = *self.map.entry(state).or_insert_with(|| {
            // A hashed table cannot outgrow u32 slots before memory runs out (each slot holds
            // a state, a record and a map entry), so this conversion saturates only in theory.
            u32::try_from(next).unwrap_or(NONE)
        });
        if slot as usize == next {
            self.states.push(state);
            self.marks.push(M::zeroed());
            self.links.push(L::UNLINKED);
        }
        slot as usize
    }
}

impl<Sp: StateSpace, M: Fresh, L: Link> Slots<Sp, M, L> for HashedSlots<'_, Sp::State, M, L> {
    #[inline]
    fn start(&mut self, space: &Sp, state: Sp::State) -> Option<usize> {
        space.contains(state).then(|| self.slot_of(state))
    }
    #[inline]
    fn parts(&mut self) -> (&mut [M], &mut [L]) {
        (self.marks, self.links)
    }
    #[inline]
    fn records(&self) -> (&[M], &[L]) {
        (self.marks, self.links)
    }
    #[inline]
    fn find(&self, _: &Sp, state: Sp::State) -> Option<usize> {
        self.map.get(&state).map(|&slot| slot as usize)
    }
    #[inline]
    fn over_limit(&self) -> bool {
        self.marks.len() > self.state_limit
    }
    #[inline]
    fn state(&self, slot: usize) -> Sp::State {
        self.states[slot]
    }
    #[expect(
        clippy::inline_always,
        reason = "measured: without it the successor closure is not inlined into the engine loop"
    )]
    #[inline(always)]
    fn expand(
        &mut self,
        space: &Sp,
        state: Sp::State,
        _slot: usize,
        mut visit: impl FnMut(&mut [M], &mut [L], Sp::State, Sp::Cost, usize),
    ) {
        space.successors(state, |next, cost| {
            let next_slot = self.slot_of(next);
            visit(self.marks, self.links, next, cost, next_slot);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Grid, GridSpace, Moves};
    use crate::space::Unnumbered;

    #[derive(Clone, Copy, PartialEq, Debug, Zeroable)]
    struct Mark(u32);
    impl Fresh for Mark {}

    #[test]
    fn epoch_advances_and_wraps_with_a_wipe() {
        let grid = Grid::new(crate::grid::Size::new(3, 3), true).unwrap();
        let space = GridSpace::new(&grid, Moves::four(), |&c| c);
        let mut table: Table<_, Mark, u32> = Table::default();
        assert!(table.begin(space.numbering(), 9).is_some());
        assert_eq!(
            (table.index.storage(), table.epoch, table.marks.len()),
            (Storage::Dense, 1, 9)
        );
        table.marks[4] = Mark(5);
        table.end(5);
        table.begin(space.numbering(), 9);
        assert_eq!(table.epoch, 6);
        assert_eq!(table.marks[4], Mark(5), "reuse must not clear");
        table.end(u32::MAX - 10);
        table.begin(space.numbering(), 9);
        assert_eq!(table.epoch, 1);
        assert_eq!(table.marks[4], Mark(0), "wrapping clears");
    }

    #[test]
    fn hashed_slots_are_handed_out_in_order() {
        let grid = Grid::new(crate::grid::Size::new(3, 3), true).unwrap();
        let space = Unnumbered(GridSpace::new(&grid, Moves::four(), |&c| c));
        let mut table: Table<_, Mark, u32> = Table::default();
        assert!(table.begin(space.numbering(), 1).is_none());
        let Index::Hashed { map, states } = &mut table.index else {
            panic!("hashed storage expected");
        };
        let mut slots = HashedSlots {
            map,
            states,
            marks: &mut table.marks,
            links: &mut table.links,
            state_limit: usize::MAX,
        };
        let a = crate::Pos::new(2, 2);
        let b = crate::Pos::new(0, 1);
        assert_eq!(slots.slot_of(a), 0);
        assert_eq!(slots.slot_of(b), 1);
        assert_eq!(slots.slot_of(a), 0);
        assert_eq!(table.find(&space, b), Some(1));
        assert_eq!(table.state(&space, 1), Some(b));
        assert_eq!(table.find(&space, crate::Pos::new(1, 1)), None);
    }

    #[test]
    fn zeroed_memory_for_the_crates_links_and_a_fill_for_others() {
        use crate::search::weighted::Linked;
        use crate::{Length, Octile, Pos};
        assert_eq!(<u32 as Link>::zeroed_vec(3), Some(vec![0; 3]));
        for links in [
            Linked::<u32>::zeroed_vec(3).map(|v| v.iter().map(|l| l.pred()).collect::<Vec<_>>()),
            Linked::<Octile>::zeroed_vec(3).map(|v| v.iter().map(|l| l.pred()).collect()),
            Linked::<Length>::zeroed_vec(3).map(|v| v.iter().map(|l| l.pred()).collect()),
        ] {
            assert_eq!(
                links,
                Some(vec![NONE; 3]),
                "an all-zero Linked has no predecessor"
            );
        }
        // A type other than the one asked for gets nothing: its links are filled instead.
        assert!(zeroed_vec_as::<Linked<u64>, Linked<u32>>(3).is_none());
        assert!(zeroed_vec_as::<u64, u64>(3).is_some_and(|v| v == [0; 3]));

        // Dense storage takes them, and a search over them answers as over filled ones.
        let grid = Grid::new(crate::grid::Size::new(3, 3), true).unwrap();
        let space = GridSpace::new(&grid, Moves::four(), |&c| c);
        let mut bfs = crate::Bfs::new();
        let tree = bfs.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(2, 2));
        assert_eq!(tree.storage(), Storage::Dense);
        assert_eq!(tree.path().map(|p| p.len()), Some(5));
        assert_eq!(tree.distance(Pos::new(1, 1)), Some(2));
    }

    #[test]
    fn dense_arrays_that_cannot_be_reserved_fall_back_to_hashed() {
        /// 16 KiB per record: 2^32 of them (64 TiB) cannot be reserved.
        #[derive(Clone, Copy, Zeroable)]
        struct Huge {
            _bytes: [u64; 2048],
        }
        impl Fresh for Huge {}
        let numbering =
            crate::DenseNumbering::new(MAX_DENSE, |n: u32| n as usize, |i| u32::try_from(i).ok());
        let mut table: Table<u32, Huge, u32> = Table::default();
        assert!(table.begin(Some(numbering), 1).is_none());
        assert_eq!(table.index.storage(), Storage::Hashed);
        assert!(table.marks.is_empty());
    }

    #[test]
    fn paged_slots_share_pages_and_map_back() {
        use crate::adapt::{KeyCell, Keys};
        let grid = Grid::new(crate::grid::Size::new(1, 600), b'.').unwrap();
        let open = GridSpace::new(&grid, Moves::four(), |_| true);
        let space = Keys::new(&open, &grid, |_| KeyCell::Key(0))
            .unwrap()
            .with_dense_limit(0);
        let mut table: Table<_, Mark, u32> = Table::default();
        let numbering = table.begin(space.numbering(), 1).unwrap();
        let inverse = space.numbering().unwrap();
        let Index::Paged { pages, keys } = &mut table.index else {
            panic!("paged storage expected");
        };
        let mut slots = PagedSlots {
            numbering,
            pages,
            keys,
            marks: &mut table.marks,
            links: &mut table.links,
            state_limit: usize::MAX,
        };
        let number = |layer, index| Number { layer, index };
        // Indices 0 and 5 of layer 1 share a page; index 300 is on the next page of that
        // layer; layer 0 gets its own page.
        assert_eq!(slots.slot_of(number(1, 5)), 5);
        assert_eq!(slots.slot_of(number(1, 0)), 0);
        assert_eq!(slots.slot_of(number(1, 300)), PAGE + 44);
        assert_eq!(slots.slot_of(number(0, 7)), 2 * PAGE + 7);
        assert_eq!(table.marks.len(), 3 * PAGE);
        let state = inverse.state(number(1, 300)).unwrap();
        assert_eq!(table.find(&space, state), Some(PAGE + 44));
        assert_eq!(table.state(&space, PAGE + 44), Some(state));
        // A state whose page was never touched has no slot.
        let untouched = inverse.state(number(0, 599)).unwrap();
        assert_eq!(table.find(&space, untouched), None);
    }

    #[test]
    fn hasher_spreads_small_keys() {
        let hash = |n: u64| {
            let mut h = StateHasher::default();
            h.write_u64(n);
            h.finish()
        };
        assert_ne!(hash(1), hash(2));
        assert_ne!(hash(1) >> 57, hash(2) >> 57, "top bits pick the group");
    }
}
