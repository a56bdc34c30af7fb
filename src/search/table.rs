//! Per-state records for the engines, kept densely (flat arrays) or hashed.
//!
//! Every engine keeps, for each state it reaches, a small record — a *mark* that says whether
//! the record belongs to the current query (and, for some engines, the distance itself) — and
//! the predecessor's slot, in a separate array: the search reads marks for every successor but
//! predecessors only when it writes them, so keeping them apart halves the memory the hot loop
//! touches. A *slot* is a state's position in both arrays: the space's dense index, or an
//! insertion number handed out by the hash map.
//!
//! Reuse across queries costs nothing up front: marks are compared with an *epoch* that moves
//! forward past every mark the previous query wrote, so old records read as unreached without
//! being cleared. Only when the epoch would overflow `u32` are the records wiped.

use core::hash::{BuildHasherDefault, Hash, Hasher};
use std::collections::HashMap;

use crate::StateSpace;

/// "No predecessor" / "no slot".
pub(crate) const NONE: u32 = u32::MAX;

/// The largest dense bound stored densely: slots must fit in `u32` below [`NONE`].
pub(crate) const MAX_DENSE: usize = NONE as usize;

/// A record's initial value.
pub(crate) trait Fresh: Copy {
    const FRESH: Self;
    /// The largest mark the record can hold: the epoch is moved back to 1 (and the records
    /// wiped) before a query could need a larger one.
    const MAX_MARK: u32 = u32::MAX;
}

/// How the current query stores its records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    Dense,
    Paged,
    Hashed,
}

/// Paged mode: log2 of the records per page. 256 records of a grid layer are a stretch of a
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

type StateMap<S> = HashMap<S, u32, BuildHasherDefault<StateHasher>>;

/// Paged mode: (layer, page within the layer) → page number.
type PageMap = HashMap<(u64, u32), u32, BuildHasherDefault<StateHasher>>;

/// The records of one engine workspace.
#[derive(Debug, Clone)]
pub(crate) struct Table<S, R> {
    pub(crate) mode: Mode,
    pub(crate) records: Vec<R>,
    /// The predecessor of each slot ([`NONE`] for a start); meaningful only where the record
    /// belongs to the current query.
    pub(crate) preds: Vec<u32>,
    /// Hashed mode: state → slot, and slot → state.
    map: StateMap<S>,
    states: Vec<S>,
    /// Paged mode: (layer, page in layer) → page number, and page number → (layer, page).
    pages: PageMap,
    page_keys: Vec<(u64, u32)>,
    /// Marks below `epoch` belong to earlier queries.
    pub(crate) epoch: u32,
    /// Paged and hashed modes: a query stops once it holds more records than this.
    pub(crate) state_limit: usize,
}

impl<S, R> Default for Table<S, R> {
    fn default() -> Self {
        Table {
            mode: Mode::Hashed,
            records: Vec::new(),
            preds: Vec::new(),
            map: StateMap::default(),
            states: Vec::new(),
            pages: PageMap::default(),
            page_keys: Vec::new(),
            epoch: 1,
            state_limit: usize::MAX,
        }
    }
}

impl<S: Copy + Eq + Hash, R: Fresh> Table<S, R> {
    /// Prepares for a query on `space`. `used` is how far the previous query's marks reached
    /// past its epoch; `need` how far this query's marks may reach past the new one.
    pub(crate) fn begin<Sp: StateSpace<State = S>>(&mut self, space: &Sp, used: u32, need: u32) {
        self.begin_for(space, used, need, false);
    }

    /// [`Table::begin`] for an engine that reads states back from slots
    /// ([`Slots::state`]): a space that numbers its states but cannot turn a number back into
    /// a state (`dense_state` / `layer_state` left at their defaults) is searched hashed, which
    /// keeps the states, instead of failing.
    pub(crate) fn begin_reading_states<Sp: StateSpace<State = S>>(
        &mut self,
        space: &Sp,
        used: u32,
        need: u32,
    ) {
        self.begin_for(space, used, need, true);
    }

    fn begin_for<Sp: StateSpace<State = S>>(
        &mut self,
        space: &Sp,
        used: u32,
        need: u32,
        reads_states: bool,
    ) {
        // Probe the inverse once per query: index 0 is a state of every numbered grid space.
        let dense = space
            .dense_bound()
            .filter(|&bound| bound <= MAX_DENSE)
            .filter(|_| !reads_states || space.dense_state(0).is_some());
        if let Some(bound) = dense {
            if self.mode == Mode::Dense && self.records.len() == bound {
                match self.epoch.checked_add(used) {
                    Some(epoch)
                        if epoch
                            .checked_add(need)
                            .is_some_and(|top| top <= R::MAX_MARK) =>
                    {
                        self.epoch = epoch;
                    }
                    _ => {
                        self.records.fill(R::FRESH);
                        self.epoch = 1;
                    }
                }
                return;
            }
            if self.allocate_dense(bound) {
                return;
            }
            // The arrays could not be reserved: fall through to storage that grows with what
            // the search reaches, rather than abort.
        }
        // Indices within a layer must fit u32 pages of PAGE records.
        let layered = space.layer_size().is_some_and(|size| size <= MAX_DENSE)
            && (!reads_states || space.layer_state(0, 0).is_some());
        self.mode = if layered { Mode::Paged } else { Mode::Hashed };
        self.map.clear();
        self.states.clear();
        self.pages.clear();
        self.page_keys.clear();
        self.records.clear();
        self.preds.clear();
        self.epoch = 1;
    }

    /// Switches to dense mode with `bound` fresh records, or returns `false` (with the table
    /// emptied) if the memory cannot be reserved.
    fn allocate_dense(&mut self, bound: usize) -> bool {
        self.map = StateMap::default();
        self.states = Vec::new();
        self.pages = PageMap::default();
        self.page_keys = Vec::new();
        self.records = Vec::new();
        self.preds = Vec::new();
        if self.records.try_reserve_exact(bound).is_err()
            || self.preds.try_reserve_exact(bound).is_err()
        {
            self.records = Vec::new();
            self.preds = Vec::new();
            return false;
        }
        self.mode = Mode::Dense;
        self.records.resize(bound, R::FRESH);
        self.preds.resize(bound, NONE);
        self.epoch = 1;
        true
    }

    /// The slot of `state`, for a hashed-mode query, giving it a fresh record if it has none.
    #[expect(
        clippy::inline_always,
        reason = "measured: a call per successor cost a third of a hashed search"
    )]
    #[inline(always)]
    pub(crate) fn hashed_slot(&mut self, state: S) -> usize {
        let next = self.states.len();
        let slot = *self.map.entry(state).or_insert_with(|| {
            // A hashed table cannot outgrow u32 slots before memory runs out (each slot holds
            // a state, a record and a map entry), so this conversion saturates only in theory.
            u32::try_from(next).unwrap_or(NONE)
        });
        if slot as usize == next {
            self.states.push(state);
            self.records.push(R::FRESH);
            self.preds.push(NONE);
        }
        slot as usize
    }

    /// The slot of the state with layer `layer` and index `index`, for a paged-mode query,
    /// giving its page fresh records if it has none.
    #[expect(
        clippy::inline_always,
        reason = "the per-successor lookup, as for hashed_slot"
    )]
    #[inline(always)]
    pub(crate) fn paged_slot(&mut self, layer: u64, index: usize) -> usize {
        let key = (layer, u32::try_from(index >> PAGE_BITS).unwrap_or(u32::MAX));
        let next = self.page_keys.len();
        // Pages cannot outnumber u32 before memory runs out (each holds PAGE records).
        let page = *self
            .pages
            .entry(key)
            .or_insert_with(|| u32::try_from(next).unwrap_or(NONE));
        if page as usize == next {
            self.page_keys.push(key);
            self.records.resize(self.records.len() + PAGE, R::FRESH);
            self.preds.resize(self.preds.len() + PAGE, NONE);
        }
        ((page as usize) << PAGE_BITS) | (index & (PAGE - 1))
    }

    /// The slot of `state` if it has one, without inserting.
    pub(crate) fn find<Sp: StateSpace<State = S>>(&self, space: &Sp, state: S) -> Option<usize> {
        if !space.contains(state) {
            return None;
        }
        let slot = match self.mode {
            Mode::Dense => space.dense_index(state),
            Mode::Paged => {
                let (layer, index) = space.layer_index(state);
                let page = u32::try_from(index >> PAGE_BITS).ok()?;
                let page = *self.pages.get(&(layer, page))? as usize;
                (page << PAGE_BITS) | (index & (PAGE - 1))
            }
            Mode::Hashed => *self.map.get(&state)? as usize,
        };
        (slot < self.records.len()).then_some(slot)
    }

    /// The state in `slot`.
    pub(crate) fn state<Sp: StateSpace<State = S>>(&self, space: &Sp, slot: usize) -> Option<S> {
        match self.mode {
            Mode::Dense => space.dense_state(slot),
            Mode::Paged => {
                let (layer, page) = *self.page_keys.get(slot >> PAGE_BITS)?;
                space.layer_state(layer, ((page as usize) << PAGE_BITS) | (slot & (PAGE - 1)))
            }
            Mode::Hashed => self.states.get(slot).copied(),
        }
    }

    /// Bytes held by this table's buffers (capacity, not length).
    pub(crate) fn heap_bytes(&self) -> usize {
        self.records.capacity() * size_of::<R>()
            + self.preds.capacity() * size_of::<u32>()
            + self.states.capacity() * size_of::<S>()
            + self.map.capacity() * (size_of::<S>() + size_of::<u32>() + 1)
            + self.page_keys.capacity() * size_of::<(u64, u32)>()
            + self.pages.capacity() * (size_of::<(u64, u32)>() + size_of::<u32>() + 1)
    }
}

/// Slot lookup and expansion for one query, in one mode; engines are generic over it so the
/// mode is decided once per query, not once per successor.
pub(crate) trait Slots<Sp: StateSpace, R> {
    /// The slot of a start state, or `None` for a value that is not a state of the space (a
    /// position outside the grid, say), which the engines skip.
    fn start(&mut self, space: &Sp, state: Sp::State) -> Option<usize>;
    /// The records and the predecessors.
    fn parts(&mut self) -> (&mut [R], &mut [u32]);
    /// Whether the query holds more records than the table's state limit (never for dense
    /// storage, whose arrays are allocated up front).
    fn over_limit(&self) -> bool;
    /// The state in `slot`, a slot this query handed out.
    ///
    /// # Panics
    ///
    /// If the space breaks the [`StateSpace`] dense-numbering contract.
    fn state(&self, space: &Sp, slot: usize) -> Sp::State;
    /// Calls `visit(records, preds, next, cost, next_slot)` for each successor of `state`.
    fn expand(
        &mut self,
        space: &Sp,
        state: Sp::State,
        slot: usize,
        visit: impl FnMut(&mut [R], &mut [u32], Sp::State, Sp::Cost, usize),
    );
}

pub(crate) struct DenseSlots<'t, R> {
    pub(crate) records: &'t mut [R],
    pub(crate) preds: &'t mut [u32],
}

impl<Sp: StateSpace, R> Slots<Sp, R> for DenseSlots<'_, R> {
    #[inline]
    fn start(&mut self, space: &Sp, state: Sp::State) -> Option<usize> {
        if !space.contains(state) {
            return None;
        }
        let slot = space.dense_index(state);
        (slot < self.records.len()).then_some(slot)
    }
    #[inline]
    fn parts(&mut self) -> (&mut [R], &mut [u32]) {
        (self.records, self.preds)
    }
    #[inline]
    fn over_limit(&self) -> bool {
        false
    }
    #[inline]
    fn state(&self, space: &Sp, slot: usize) -> Sp::State {
        space
            .dense_state(slot)
            .expect("dense_state inverts dense_index (the StateSpace contract)")
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
        mut visit: impl FnMut(&mut [R], &mut [u32], Sp::State, Sp::Cost, usize),
    ) {
        let (records, preds) = (&mut *self.records, &mut *self.preds);
        space.dense_successors(
            state,
            slot,
            #[inline(always)]
            |next, cost, next_slot| {
                visit(records, preds, next, cost, next_slot);
            },
        );
    }
}

/// Slots for the two modes whose records grow with what the query reaches: paged (`PAGED`)
/// and hashed. They differ only in how a state finds its slot, decided at compile time.
pub(crate) struct GrowingSlots<'t, S, R, const PAGED: bool>(pub(crate) &'t mut Table<S, R>);

impl<S: Copy + Eq + Hash, R: Fresh, const PAGED: bool> GrowingSlots<'_, S, R, PAGED> {
    /// The slot of `state`, handing out a fresh one (or a fresh page) if it has none.
    #[expect(
        clippy::inline_always,
        reason = "once per successor; the mode branch is a constant"
    )]
    #[inline(always)]
    fn slot_of<Sp: StateSpace<State = S>>(table: &mut Table<S, R>, space: &Sp, state: S) -> usize {
        if PAGED {
            let (layer, index) = space.layer_index(state);
            table.paged_slot(layer, index)
        } else {
            table.hashed_slot(state)
        }
    }
}

impl<Sp: StateSpace, R: Fresh, const PAGED: bool> Slots<Sp, R>
    for GrowingSlots<'_, Sp::State, R, PAGED>
{
    #[inline]
    fn start(&mut self, space: &Sp, state: Sp::State) -> Option<usize> {
        space
            .contains(state)
            .then(|| Self::slot_of(self.0, space, state))
    }
    #[inline]
    fn parts(&mut self) -> (&mut [R], &mut [u32]) {
        (&mut self.0.records, &mut self.0.preds)
    }
    #[inline]
    fn over_limit(&self) -> bool {
        self.0.records.len() > self.0.state_limit
    }
    #[inline]
    fn state(&self, space: &Sp, slot: usize) -> Sp::State {
        self.0
            .state(space, slot)
            .expect("every slot handed out has a state")
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
        mut visit: impl FnMut(&mut [R], &mut [u32], Sp::State, Sp::Cost, usize),
    ) {
        let table = &mut *self.0;
        space.successors(state, |next, cost| {
            let next_slot = Self::slot_of(table, space, next);
            visit(&mut table.records, &mut table.preds, next, cost, next_slot);
        });
    }
}

/// Runs `$run` with the table's slot lookup for the current mode: `$run(slots)`.
macro_rules! with_slots {
    ($table:expr, |$slots:ident| $body:expr) => {
        match $table.mode {
            $crate::search::table::Mode::Dense => {
                let $slots = $crate::search::table::DenseSlots {
                    records: &mut $table.records,
                    preds: &mut $table.preds,
                };
                $body
            }
            $crate::search::table::Mode::Paged => {
                let $slots = $crate::search::table::GrowingSlots::<_, _, true>(&mut $table);
                $body
            }
            $crate::search::table::Mode::Hashed => {
                let $slots = $crate::search::table::GrowingSlots::<_, _, false>(&mut $table);
                $body
            }
        }
    };
}
pub(crate) use with_slots;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Grid, GridSpace, Hashed, Moves};

    #[derive(Clone, Copy, PartialEq, Debug)]
    struct Mark(u32);
    impl Fresh for Mark {
        const FRESH: Self = Mark(0);
    }

    #[test]
    fn epoch_advances_and_wraps_with_a_wipe() {
        let grid = Grid::new(3, 3, true).unwrap();
        let space = GridSpace::new(&grid, Moves::four(), |&c| c);
        let mut table: Table<_, Mark> = Table::default();
        table.begin(&space, 0, 9);
        assert_eq!(
            (table.mode, table.epoch, table.records.len()),
            (Mode::Dense, 1, 9)
        );
        table.records[4] = Mark(5);
        table.begin(&space, 5, 9);
        assert_eq!(table.epoch, 6);
        assert_eq!(table.records[4], Mark(5), "reuse must not clear");
        table.begin(&space, u32::MAX - 10, 9);
        assert_eq!(table.epoch, 1);
        assert_eq!(table.records[4], Mark(0), "wrapping clears");
    }

    #[test]
    fn hashed_slots_are_handed_out_in_order() {
        let grid = Grid::new(3, 3, true).unwrap();
        let space = Hashed(GridSpace::new(&grid, Moves::four(), |&c| c));
        let mut table: Table<_, Mark> = Table::default();
        table.begin(&space, 0, 1);
        assert_eq!(table.mode, Mode::Hashed);
        let a = crate::Pos::new(2, 2);
        let b = crate::Pos::new(0, 1);
        assert_eq!(table.hashed_slot(a), 0);
        assert_eq!(table.hashed_slot(b), 1);
        assert_eq!(table.hashed_slot(a), 0);
        assert_eq!(table.find(&space, b), Some(1));
        assert_eq!(table.state(&space, 1), Some(b));
        assert_eq!(table.find(&space, crate::Pos::new(1, 1)), None);
    }

    #[test]
    fn dense_arrays_that_cannot_be_reserved_fall_back_to_hashed() {
        /// 16 KiB per record: 2^32 of them (64 TiB) cannot be reserved.
        #[derive(Clone, Copy)]
        struct Huge {
            _bytes: [u64; 2048],
        }
        impl Fresh for Huge {
            const FRESH: Self = Huge { _bytes: [0; 2048] };
        }
        struct Numbers;
        impl StateSpace for Numbers {
            type State = u32;
            type Cost = u32;
            fn successors(&self, n: u32, mut visit: impl FnMut(u32, u32)) {
                visit(n + 1, 1);
            }
            fn dense_bound(&self) -> Option<usize> {
                Some(MAX_DENSE)
            }
        }
        let mut table: Table<u32, Huge> = Table::default();
        table.begin(&Numbers, 0, 1);
        assert_eq!(table.mode, Mode::Hashed);
        assert!(table.records.is_empty());
    }

    #[test]
    fn paged_slots_share_pages_and_map_back() {
        use crate::adapt::{KeyCell, Keys};
        let grid = Grid::new(600, 1, b'.').unwrap();
        let open = GridSpace::new(&grid, Moves::four(), |_| true);
        let space = Keys::new(&open, &grid, |_| KeyCell::Key(0))
            .unwrap()
            .with_dense_limit(0);
        let mut table: Table<_, Mark> = Table::default();
        table.begin(&space, 0, 1);
        assert_eq!(table.mode, Mode::Paged);
        // Indices 0 and 5 of layer 1 share a page; index 300 is on the next page of that
        // layer; layer 0 gets its own page.
        assert_eq!(table.paged_slot(1, 5), 5);
        assert_eq!(table.paged_slot(1, 0), 0);
        assert_eq!(table.paged_slot(1, 300), PAGE + 44);
        assert_eq!(table.paged_slot(0, 7), 2 * PAGE + 7);
        assert_eq!(table.records.len(), 3 * PAGE);
        let state = space.layer_state(1, 300).unwrap();
        assert_eq!(table.find(&space, state), Some(PAGE + 44));
        assert_eq!(table.state(&space, PAGE + 44), Some(state));
        // A state whose page was never touched has no slot.
        assert_eq!(table.find(&space, space.layer_state(0, 599).unwrap()), None);
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
