//! The randomness seam: every generator draws through [`RandomSource`].

/// A source of random numbers for the maze generators.
///
/// One method is all a generator needs. The crate ships [`MinStd`]; any other generator can be
/// plugged in by implementing this trait (or by passing a closure `FnMut(u32) -> u32`, called
/// with the bound).
///
/// # Examples
///
/// ```
/// use gridpath::maze::{MinStd, RandomSource};
///
/// let mut rng = MinStd::new(1);
/// let x = rng.below(3);
/// assert!(x < 3);
///
/// // A closure works too: here a fixed sequence, handy in tests.
/// let mut picks = [2, 0, 1].into_iter().cycle();
/// let mut scripted = |bound: u32| picks.next().unwrap_or(0) % bound;
/// assert_eq!(scripted.below(3), 2);
/// ```
pub trait RandomSource {
    /// A number in `0..bound`. `bound` is at least 1.
    fn below(&mut self, bound: u32) -> u32;
}

impl<F: FnMut(u32) -> u32> RandomSource for F {
    fn below(&mut self, bound: u32) -> u32 {
        self(bound) % bound.max(1)
    }
}

/// The MINSTD Lehmer generator: `x ← x · 48271 mod (2³¹ − 1)`.
///
/// Small, portable and exactly specified, so a seed gives the same maze on every platform and
/// in every implementation of the same procedure (examples/README.md problem 4 reproduces mazes bit
/// for bit with it). [`MinStd::below`] returns `next() mod bound`, as that procedure requires;
/// the bias this introduces is below 2⁻²⁰ for bounds under 2¹¹ — invisible in a maze.
///
/// # Examples
///
/// ```
/// use gridpath::maze::MinStd;
///
/// let mut rng = MinStd::new(1);
/// assert_eq!(rng.next_value(), 48271);
/// assert_eq!(rng.next_value(), 182605794); // 48271² mod (2³¹ − 1)
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MinStd {
    state: u32,
}

impl MinStd {
    /// The modulus, 2³¹ − 1.
    pub const MODULUS: u32 = 2_147_483_647;
    /// The multiplier, 48271.
    pub const MULTIPLIER: u32 = 48_271;

    /// A generator with state `seed mod (2³¹ − 1)`. (A seed of 0 gives 0 forever, as the
    /// recurrence says; examples/README.md allows it.)
    ///
    /// ```
    /// assert_eq!(gridpath::maze::MinStd::new(5).state(), 5);
    /// ```
    #[must_use]
    pub fn new(seed: u32) -> Self {
        MinStd {
            state: seed % Self::MODULUS,
        }
    }

    /// The current state (the last value drawn, or the seed).
    ///
    /// ```
    /// let mut rng = gridpath::maze::MinStd::new(2);
    /// rng.next_value();
    /// assert_eq!(rng.state(), 96542);
    /// ```
    #[must_use]
    pub fn state(&self) -> u32 {
        self.state
    }

    /// Advances the generator and returns the new state, in `0..2³¹ − 1`.
    ///
    /// ```
    /// let mut rng = gridpath::maze::MinStd::new(3);
    /// assert_eq!(rng.next_value(), 3 * 48271);
    /// ```
    #[inline]
    pub fn next_value(&mut self) -> u32 {
        // `state · 48271 mod (2³¹ − 1)` without a division: the product `t` is below 2⁴⁷;
        // as 2³¹ ≡ 1, `t ≡ (t >> 31) + (t & (2³¹ − 1))`, a sum below 2 · (2³¹ − 1), so one
        // subtraction finishes it. The same value as `t % (2³¹ − 1)` (checked against it
        // below), in half the time of the generator's loop with the compiler's `%` (measured:
        // 2 million draws, 7.2 → 3.5 ms), which is most of the cost of drawing.
        let modulus = u64::from(Self::MODULUS);
        let product = u64::from(self.state) * u64::from(Self::MULTIPLIER);
        let folded = (product >> 31) + (product & modulus);
        let next = if folded >= modulus {
            folded - modulus
        } else {
            folded
        };
        // Below the modulus, which fits in u32.
        self.state = u32::try_from(next).unwrap_or(0);
        self.state
    }
}

impl RandomSource for MinStd {
    /// `next_value() mod bound`.
    #[inline]
    fn below(&mut self, bound: u32) -> u32 {
        self.next_value() % bound.max(1)
    }
}

/// A number in `0..count` drawn with `rng.below(count)`, clamped into range in case `rng` does
/// not keep to its contract: the generators' one way to draw. `count` must be at least 1; counts
/// above `u32::MAX` are drawn as `u32::MAX`.
pub(crate) fn pick(rng: &mut impl RandomSource, count: usize) -> usize {
    let bound = u32::try_from(count).unwrap_or(u32::MAX);
    usize::try_from(rng.below(bound))
        .unwrap_or(usize::MAX)
        .min(count.saturating_sub(1))
}

#[cfg(test)]
mod tests {
    use super::MinStd;

    /// The value of the recurrence by its definition, with a division.
    fn by_division(state: u32) -> u32 {
        let next = u64::from(state) * u64::from(MinStd::MULTIPLIER) % u64::from(MinStd::MODULUS);
        u32::try_from(next).unwrap()
    }

    #[test]
    fn folding_matches_the_division() {
        let edges = [
            0,
            1,
            2,
            44_488,
            44_489,
            1 << 30,
            MinStd::MODULUS - 2,
            MinStd::MODULUS - 1,
        ];
        for state in edges {
            assert_eq!(
                MinStd::new(state).next_value(),
                by_division(state),
                "from {state}"
            );
        }
        let mut rng = MinStd::new(1);
        let mut state = 1;
        for _ in 0..1_000_000 {
            state = by_division(state);
            assert_eq!(rng.next_value(), state);
        }
    }

    /// The check value of the standard's `minstd_rand` (C++ [rand.predef]): the 10,000th
    /// value from seed 1.
    #[test]
    fn ten_thousandth_value_from_seed_one() {
        let mut rng = MinStd::new(1);
        let last = (0..10_000).map(|_| rng.next_value()).last();
        assert_eq!(last, Some(399_268_537));
    }
}
