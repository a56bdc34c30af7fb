//! [`Buckets`], the frontier of Dijkstra and A*.

use core::cmp::Ordering;
use std::collections::BinaryHeap;

use crate::cost::Cost;
use crate::search::frontier::radix::{Keyed, Radix};
use crate::search::frontier::{Entry, Frontier, Popped};

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
pub struct Buckets<S, C> {
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

impl<S, C> Default for Buckets<S, C> {
    fn default() -> Self {
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

    /// Queues `entry` as [`Frontier::push`] does, except that a sort key below the last one
    /// taken by at most `slack` is queued as that last key. For a search whose `f` is a sum in
    /// floating point that a consistent heuristic keeps from falling but for rounding
    /// ([`Anya`](crate::any_angle::Anya)): without it, a drop of a few units in the last place
    /// sends every entry from the radix heap to a binary heap for the rest of the query.
    #[inline]
    pub(crate) fn push_rounded(&mut self, entry: Entry<S, C>, slack: u64) {
        if self.tier == Tier::Radix
            && let Some(key) = entry.f.sort_key()
        {
            let last = self.radix.last();
            if key < last && last - key <= slack {
                self.radix.push(Keyed {
                    key: last,
                    slot: entry.slot,
                });
                return;
            }
        }
        self.push(entry, false);
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

impl<S: Copy, C: Cost> Frontier<Entry<S, C>> for Buckets<S, C> {
    type Out = Popped<S, C>;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::Length;

    fn entry(f: f64, slot: u32) -> Entry<u32, Length> {
        let f = Length::new(f).unwrap();
        Entry {
            f,
            g: f,
            state: slot,
            slot,
        }
    }

    /// A key a few units in the last place below the last one taken is queued as that key
    /// (the radix heap is kept, the entry comes out next); a drop beyond the slack is queued
    /// exactly, in the binary heap of keys, and still comes out first.
    #[test]
    fn rounded_pushes_keep_the_radix_heap_only_within_the_slack() {
        let mut open: Buckets<u32, Length> = Buckets::default();
        open.push_rounded(entry(2.0, 0), 16);
        open.push_rounded(entry(3.0, 1), 16);
        assert_eq!(open.pop().map(|p| p.slot), Some(0));
        let below = f64::from_bits(2f64.to_bits() - 5);
        open.push_rounded(entry(below, 2), 16);
        assert_eq!(open.tier, Tier::Radix);
        assert_eq!(open.pop().map(|p| p.slot), Some(2));
        let far_below = f64::from_bits(2f64.to_bits() - 17);
        open.push_rounded(entry(far_below, 3), 16);
        assert_eq!(open.tier, Tier::KeyedHeap);
        assert_eq!(open.pop().map(|p| p.slot), Some(3));
        assert_eq!(open.pop().map(|p| p.slot), Some(1));
        assert!(open.pop().is_none());
    }
}
