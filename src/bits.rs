//! The crate's one set of bits read and written a 64-bit word at a time: a maze's passages and
//! the generators' visited rooms, the passability of a [`GridSpace`](crate::GridSpace), the
//! masks and line bits of Jump Point Search.
//!
//! Its words are plain `u64`s on every target. (`bitvec` stores bits in `u64`s only where
//! pointers are 64 bits wide, so a structure that shifts and masks whole 64-bit words could not
//! be a `BitVec` and still build for `wasm32` or any 32-bit target; `bitvec` keeps the plain
//! sets of the maze solvers, which never look at words.)

/// A fixed-size set of bits, where reading or writing past the end does nothing. The bits of
/// the last word past the end are always clear, so two sets of the same bits are equal.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub(crate) struct Bits {
    words: Vec<u64>,
    len: usize,
}

impl Bits {
    /// `len` bits, all clear.
    pub(crate) fn new(len: usize) -> Self {
        Bits {
            words: vec![0; len.div_ceil(64)],
            len,
        }
    }

    /// Makes the set `len` bits long, all clear, keeping its memory when it has enough.
    pub(crate) fn clear_to(&mut self, len: usize) {
        self.words.clear();
        self.words.resize(len.div_ceil(64), 0);
        self.len = len;
    }

    /// The number of bits.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Bit `i`, read from its word (`false` past the end).
    #[inline]
    pub(crate) fn get(&self, i: usize) -> bool {
        self.words
            .get(i / 64)
            .is_some_and(|word| word >> (i % 64) & 1 != 0)
    }

    /// Sets bit `i` to `on` (nothing past the end).
    #[inline]
    pub(crate) fn set(&mut self, i: usize, on: bool) {
        if i >= self.len {
            return;
        }
        if let Some(word) = self.words.get_mut(i / 64) {
            let bit = 1 << (i % 64);
            if on {
                *word |= bit;
            } else {
                *word &= !bit;
            }
        }
    }

    /// The number of set bits.
    pub(crate) fn count(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The first clear bit at or after `from`, if any: whole words at a time.
    pub(crate) fn next_clear(&self, from: usize) -> Option<usize> {
        let words = &self.words;
        let mut at = from / 64;
        // The bits before `from` in its word count as set.
        let mut word = *words.get(at)? | ((1u64 << (from % 64)) - 1);
        while word == u64::MAX {
            at += 1;
            word = *words.get(at)?;
        }
        let bit = at * 64 + word.trailing_ones() as usize;
        (bit < self.len).then_some(bit)
    }

    /// The words: bit `i` is bit `i % 64` of word `i / 64`.
    #[inline]
    pub(crate) fn words(&self) -> &[u64] {
        &self.words
    }

    /// The words, to write whole words. The caller keeps the bits past the end clear.
    #[inline]
    pub(crate) fn words_mut(&mut self) -> &mut [u64] {
        &mut self.words
    }
}

#[cfg(test)]
mod tests {
    use super::Bits;

    /// `next_clear` against a bit-by-bit scan, on lengths around word boundaries, with the
    /// set bits in runs that cross words and reach the end.
    #[test]
    fn next_clear_is_the_first_clear_bit_at_or_after() {
        for len in [0, 1, 63, 64, 65, 127, 128, 129, 200] {
            for (start, end) in [(0, 0), (0, len), (3, 70), (60, 129), (64, 128), (1, len)] {
                let (start, end) = (start.min(len), end.min(len));
                let mut bits = Bits::new(len);
                for i in start..end {
                    bits.set(i, true);
                }
                // Writing past the end does nothing, and reads as clear.
                bits.set(len, true);
                assert!(!bits.get(len));
                assert_eq!(bits.count(), end - start);
                for from in 0..=len + 1 {
                    let expected = (from..len).find(|&i| !bits.get(i));
                    assert_eq!(
                        bits.next_clear(from),
                        expected,
                        "len {len}, set {start}..{end}, from {from}"
                    );
                }
            }
        }
    }
}
