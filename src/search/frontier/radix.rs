//! A radix heap: a priority queue for `u64` keys that are taken in non-decreasing order.
//!
//! Dijkstra and A* with a consistent heuristic never queue a key below the last one taken, which
//! is all a radix heap needs. Bucket 0 holds the entries whose key equals `last`, the last key
//! taken; the others one (position, value) each of the highest five-bit digit in which a key
//! differs from `last`. A push is a `leading_zeros` and a `Vec::push`. A pop takes from bucket
//! 0; when it is empty, the first non-empty bucket is emptied into lower ones around its
//! smallest key, which becomes `last` (or, when all its keys are that key, becomes bucket 0
//! whole). An entry only ever moves to a lower digit position, so it moves at most 13 times,
//! and in practice a few times: no comparisons between entries, and sequential memory access.
//!
//! Among equal keys the newest entry is taken first (bucket 0 is a stack, and redistribution
//! keeps the order of insertion), which in A* favours the deepest of the entries with the same
//! estimate — the usual tie-break — at no cost.

/// A queued state: its key and its slot, 16 bytes. The state itself is not kept: the engine
/// reads it back from the slot when the entry is taken (for dense storage, from the space's
/// numbering), which halves the bytes the refill moves compared with carrying a grid position.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Keyed {
    pub(crate) key: u64,
    pub(crate) slot: u32,
}

/// The radix heap. Buckets are allocated by the first push.
#[derive(Debug, Clone)]
pub(crate) struct Radix {
    buckets: Vec<Vec<Keyed>>,
    /// Bit `i − 1` is set when bucket `i ≥ 1` is non-empty.
    occupied: [u64; Radix::WORDS],
    /// The last key taken (0 before the first): no key in the heap is below it.
    last: u64,
}

impl Radix {
    pub(crate) fn new() -> Self {
        Radix {
            buckets: Vec::new(),
            occupied: [0; Self::WORDS],
            last: 0,
        }
    }
}

impl Radix {
    /// Bits per digit: keys are compared five bits at a time. Measured against four bits, whose
    /// buckets are fewer but whose entries move down more often (A* on every 40th Moving AI
    /// scenario, callgrind): instructions −4.7 % on `random512-40-0`, −4.0 % on `maze512-1-0`,
    /// −2.8 % on `den520d`, −1.5 % on `ht_chantry`, and 4–6 % faster per query on the first
    /// two and `AR0011SR`; six bits gave fewer instructions than four but ran slower on
    /// `ht_chantry`'s short queries (more buckets to scan).
    const DIGIT: u32 = 5;
    /// Digit positions in a `u64` key (the last one shorter).
    const POSITIONS: u32 = u64::BITS.div_ceil(Self::DIGIT);
    /// Buckets: one for `key == last`, then one per (digit position, digit value).
    const BUCKETS: usize = 1 + (Self::POSITIONS << Self::DIGIT) as usize;
    /// Words of the occupied bits, one bit per bucket after the first.
    const WORDS: usize = (Self::BUCKETS - 1).div_ceil(64);

    /// The smallest key a push may have: the last key taken.
    #[inline]
    pub(crate) fn last(&self) -> u64 {
        self.last
    }

    /// Empties the heap and forgets the last key, keeping the buckets' allocations.
    pub(crate) fn clear(&mut self) {
        for bucket in &mut self.buckets {
            bucket.clear();
        }
        self.occupied = [0; Self::WORDS];
        self.last = 0;
    }

    /// Bytes held by the buckets.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.buckets.capacity() * size_of::<Vec<Keyed>>()
            + self
                .buckets
                .iter()
                .map(|b| b.capacity() * size_of::<Keyed>())
                .sum::<usize>()
    }

    /// The bucket of `key` (at least `last`): 0 if equal, else `1 + 32 p + d` where `p` is the
    /// position of the highest five-bit digit in which `key` differs from `last`, and `d`
    /// that digit of `key`. Buckets in increasing order hold increasing keys.
    #[inline]
    fn bucket(&self, key: u64) -> usize {
        let differ = key ^ self.last;
        if differ == 0 {
            return 0;
        }
        let position = (u64::BITS - 1 - differ.leading_zeros()) / Self::DIGIT;
        let shift = position * Self::DIGIT;
        let digit = (key >> shift) & ((1 << Self::DIGIT) - 1);
        #[expect(
            clippy::cast_possible_truncation,
            reason = "digit < 32 and position < 13, so the value is below BUCKETS"
        )]
        let bucket = 1 + ((u64::from(position) << Self::DIGIT) + digit) as usize;
        bucket
    }

    /// Marks bucket `bucket ≥ 1` non-empty.
    #[inline]
    fn mark(occupied: &mut [u64; Self::WORDS], bucket: usize) {
        let bit = bucket - 1;
        occupied[(bit / 64).min(Self::WORDS - 1)] |= 1 << (bit % 64);
    }

    /// Adds an entry; its key must not be below [`Radix::last`] (checked in debug builds; a
    /// smaller key would be taken late, not lost).
    #[expect(
        clippy::inline_always,
        reason = "measured: called once per successor pushed"
    )]
    #[inline(always)]
    pub(crate) fn push(&mut self, entry: Keyed) {
        debug_assert!(entry.key >= self.last);
        if self.buckets.is_empty() {
            self.buckets.resize_with(Self::BUCKETS, Vec::new);
        }
        let bucket = self.bucket(entry.key);
        if bucket > 0 {
            Self::mark(&mut self.occupied, bucket);
        }
        self.buckets[bucket].push(entry);
    }

    /// Takes an entry with the smallest key: the newest of them.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<Keyed> {
        if let Some(entry) = self.buckets.first_mut()?.pop() {
            return Some(entry);
        }
        self.refill()
    }

    /// Empties the first non-empty bucket into the lower ones around its smallest key, and
    /// takes an entry with that key; `None` if the heap is empty.
    #[inline(never)]
    fn refill(&mut self) -> Option<Keyed> {
        let (word, bits) = self
            .occupied
            .iter()
            .enumerate()
            .find(|(_, bits)| **bits != 0)?;
        let bit = word * 64 + bits.trailing_zeros() as usize;
        self.occupied[word] &= !(1 << (bit % 64));
        let source = bit + 1;
        if let [only] = self.buckets[source][..] {
            // A single entry (common when the frontier is small): no redistribution.
            self.buckets[source].clear();
            self.last = only.key;
            return Some(only);
        }
        let (least, most) = self.buckets[source]
            .iter()
            .fold((u64::MAX, 0), |(least, most), e| {
                (least.min(e.key), most.max(e.key))
            });
        self.last = least;
        if least == most {
            // Every entry has the least key (ties of A*'s estimate, more than half of the
            // refills on a random map): the whole bucket becomes bucket 0, in its order.
            self.buckets.swap(0, source);
            return self.buckets[0].pop();
        }
        let mut moving = core::mem::take(&mut self.buckets[source]);
        for entry in &moving {
            // Every key in `source` agrees with the old `last` above its digit position and
            // has the same digit there, as does the new `last`: it lands strictly below.
            let bucket = self.bucket(entry.key);
            if bucket > 0 {
                // In place, one word at a time: a copy of the whole array, read after a store
                // to one of its words, waits for that store (measured: a third of the refill).
                Self::mark(&mut self.occupied, bucket);
            }
            self.buckets[bucket].push(*entry);
        }
        moving.clear();
        self.buckets[source] = moving;
        self.buckets[0].pop()
    }

    /// Removes every entry, in no particular order; the heap is then empty.
    pub(crate) fn drain(&mut self) -> impl Iterator<Item = Keyed> + '_ {
        self.occupied = [0; Self::WORDS];
        self.buckets.iter_mut().flat_map(|b| b.drain(..))
    }
}

// Property tests: they need the `proptest` feature (`cargo test --all-features`).
#[cfg(all(test, feature = "proptest"))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Interleaved pushes (never below the last key taken) and pops give the keys in
        /// order, and equal keys newest first.
        #[test]
        fn pops_in_key_order_newest_first(
            ops in prop::collection::vec((any::<bool>(), 0u64..40, any::<u8>()), 0..300)
        ) {
            let mut radix = Radix::new();
            let mut model: Vec<(u64, u32)> = Vec::new();
            for (serial, (take, step, scale)) in ops.into_iter().enumerate() {
                let serial = u32::try_from(serial).unwrap();
                if take {
                    // The model: smallest key, and among those the latest pushed.
                    let best = model
                        .iter()
                        .enumerate()
                        .min_by_key(|(_, (key, serial))| (*key, u32::MAX - serial))
                        .map(|(i, _)| i);
                    let want = best.map(|i| model.remove(i));
                    let got = radix.pop().map(|e| (e.key, e.slot));
                    prop_assert_eq!(got, want);
                } else {
                    let key = radix.last().saturating_add(step << (scale % 58));
                    radix.push(Keyed { key, slot: serial });
                    model.push((key, serial));
                }
            }
            let mut rest: Vec<u64> = radix.drain().map(|e| e.key).collect();
            rest.sort_unstable();
            let mut want: Vec<u64> = model.iter().map(|e| e.0).collect();
            want.sort_unstable();
            prop_assert_eq!(rest, want);
            prop_assert!(radix.pop().is_none());
        }
    }
}
