//! Path costs: unsigned integers, and [`Octile`] for exact √2 diagonals.

use core::cmp::Ordering;
use core::fmt;
use core::hash::Hash;
use core::ops::Add;

/// A path cost: totally ordered, with a zero and a saturating sum.
///
/// Implemented for the unsigned integers and for [`Octile`]. Engines add costs with
/// [`Cost::saturating_add`], so a sum that would overflow stops at [`Cost::MAX`] instead of
/// wrapping around; pick a cost type wide enough for your longest path (`u64` is always safe on
/// a grid of `u32` costs).
///
/// # Examples
///
/// ```
/// use gridpath::Cost;
/// assert_eq!(250u8.saturating_add(10), u8::MAX);
/// assert_eq!(<u32 as Cost>::from_steps(7), 7);
/// ```
pub trait Cost: Copy + Ord + Hash + fmt::Debug + Send + Sync + 'static {
    /// The cost of the empty path.
    const ZERO: Self;
    /// The largest cost; sums stop here.
    const MAX: Self;
    /// `self + other`, or [`Cost::MAX`] on overflow.
    #[must_use]
    fn saturating_add(self, other: Self) -> Self;
    /// Whether a sum of [`Cost::saturating_add`] reached the type's limit, so that it may
    /// have been clamped. The weighted engines never report such a distance: a state whose
    /// distance is saturated is left unreached and the result says it is incomplete
    /// ([`SearchTree::is_truncated`](crate::SearchTree::is_truncated)), so every distance
    /// must stay below the limit. The default is `self == Cost::MAX`.
    ///
    /// ```
    /// use gridpath::{Cost, Octile};
    /// assert!(!250u8.saturating_add(4).is_saturated());
    /// assert!(250u8.saturating_add(5).is_saturated()); // 255: the limit itself
    /// assert!(250u8.saturating_add(10).is_saturated());
    /// assert!(Octile::new(u32::MAX, 3).is_saturated()); // one count at its limit is enough
    /// ```
    #[must_use]
    fn is_saturated(self) -> bool {
        self == Self::MAX
    }

    /// The cost of `steps` straight unit steps (saturating), used by step-counting heuristics
    /// such as [`manhattan`](crate::heuristic::manhattan).
    #[must_use]
    fn from_steps(steps: u64) -> Self;

    /// The cost as an integer, if it is one. [`Dijkstra`](crate::Dijkstra) and
    /// [`AStar`](crate::AStar) keep integer costs in a bucket queue (Dial's algorithm), which
    /// takes and gives entries in constant time while the spread of the keys in the queue stays
    /// small, and fall back to a binary heap otherwise. The default, `None`, always uses the
    /// heap.
    ///
    /// ```
    /// use gridpath::{Cost, Octile};
    /// assert_eq!(7u16.as_integer(), Some(7));
    /// assert_eq!(Octile::new(1, 1).as_integer(), None);
    /// ```
    #[must_use]
    fn as_integer(self) -> Option<u64> {
        None
    }

    /// A *sort key*: one integer that orders like the cost, if this cost has one.
    /// [`Dijkstra`](crate::Dijkstra) and [`AStar`](crate::AStar) queue entries whose estimate
    /// has a key in a radix heap of `u64` keys, which is much cheaper than comparing costs in
    /// a binary heap; entries without a key go to an exact binary heap. The default, `None`,
    /// gives no cost a key.
    ///
    /// An implementation must keep two promises, on which the engines' exactness rests:
    ///
    /// - **strictly monotone**: for costs `x` and `y` that both have keys, `x < y` exactly
    ///   when `key(x) < key(y)` (so equal keys mean equal costs);
    /// - **down-closed**: if `y` has a key, so does every `x < y` — every cost without a key
    ///   is larger than every cost with one.
    ///
    /// The unsigned integers are their own keys (up to `u64::MAX`); [`Octile`] has keys for
    /// values below 2²⁸ (see [`Octile::sort_key`]).
    ///
    /// ```
    /// use gridpath::{Cost, Octile};
    /// assert_eq!(7u16.sort_key(), Some(7));
    /// let (a, b) = (Octile::new(3, 0), Octile::new(0, 2)); // 3 > 2.828…
    /// assert!(a.sort_key() > b.sort_key());
    /// ```
    #[must_use]
    fn sort_key(self) -> Option<u64> {
        None
    }
}

macro_rules! unsigned_cost {
    ($($t:ty),*) => {$(
        impl Cost for $t {
            const ZERO: Self = 0;
            const MAX: Self = <$t>::MAX;
            fn saturating_add(self, other: Self) -> Self {
                <$t>::saturating_add(self, other)
            }

            fn from_steps(steps: u64) -> Self {
                <$t>::try_from(steps).unwrap_or(<$t>::MAX)
            }
            fn as_integer(self) -> Option<u64> {
                u64::try_from(self).ok()
            }
            fn sort_key(self) -> Option<u64> {
                u64::try_from(self).ok()
            }
        }
    )*};
}
unsigned_cost!(u8, u16, u32, u64, u128, usize);

/// An exact octile cost, `straight + diagonal × √2`: the length of a path of `straight` unit
/// steps and `diagonal` diagonal steps.
///
/// Keeping the two counts instead of a float makes sums exact and comparisons exact: two costs
/// are equal only when both counts are, and the order compares the true real numbers (`√2` is
/// irrational, so `a + b√2 = c + d√2` only when `a = c` and `b = d`). A comparison costs two
/// integer multiplications in the rare case the signs do not decide it. This is how the Moving
/// AI optimal lengths are reproduced to every printed digit: [`Octile::to_f64`] rounds once, at
/// the end, instead of once per step.
///
/// # Examples
///
/// ```
/// use gridpath::Octile;
///
/// let three_straight = Octile::new(3, 0);
/// let two_diagonal = Octile::new(0, 2); // 2.828…
/// assert!(two_diagonal < three_straight);
/// assert!(Octile::new(1, 1) < Octile::new(0, 2)); // 2.414… < 2.828…
/// assert_eq!(Octile::new(1, 1) + Octile::DIAGONAL, Octile::new(1, 2));
/// assert!((Octile::new(1, 2).to_f64() - (1.0 + 2.0 * 2f64.sqrt())).abs() < 1e-12);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, bytemuck::Zeroable)]
pub struct Octile {
    /// Number of unit (straight) steps.
    pub straight: u32,
    /// Number of √2 (diagonal) steps.
    pub diagonal: u32,
}

impl Octile {
    /// One straight step: 1.
    pub const STRAIGHT: Octile = Octile::new(1, 0);
    /// One diagonal step: √2.
    pub const DIAGONAL: Octile = Octile::new(0, 1);

    /// `straight + diagonal × √2`.
    ///
    /// ```
    /// assert_eq!(gridpath::Octile::new(2, 1).straight, 2);
    /// ```
    #[must_use]
    pub const fn new(straight: u32, diagonal: u32) -> Self {
        Octile { straight, diagonal }
    }

    /// The octile distance between two cells `dr` rows and `dc` columns apart on an open grid:
    /// `min` diagonal steps and `max − min` straight ones.
    ///
    /// ```
    /// assert_eq!(gridpath::Octile::between(3, 5), gridpath::Octile::new(2, 3));
    /// ```
    #[must_use]
    pub const fn between(dr: u32, dc: u32) -> Self {
        let (lo, hi) = if dr < dc { (dr, dc) } else { (dc, dr) };
        Octile::new(hi - lo, lo)
    }

    /// The value as a float, rounded once.
    ///
    /// ```
    /// assert_eq!(gridpath::Octile::new(2, 0).to_f64(), 2.0);
    /// ```
    #[must_use]
    pub fn to_f64(self) -> f64 {
        f64::from(self.straight) + f64::from(self.diagonal) * core::f64::consts::SQRT_2
    }

    /// Counts below this have a [`Octile::raw_key`]: 2²⁸.
    const KEY_COUNTS: u32 = 1 << 28;
    /// `⌊√2 × 2⁶³⌋`.
    const SQRT2_SHL63: u128 = 13_043_817_825_332_782_212;
    /// Values below 2²⁸ have a [`Octile::sort_key`], and their keys are below 2⁶⁰.
    const KEY_LIMIT: u64 = 1 << 60;

    /// `2³² × straight + ⌊diagonal × ⌊√2 × 2⁶³⌋ / 2³¹⌋`, for counts below
    /// [`Octile::KEY_COUNTS`] (strictly monotone there: see [`Octile::sort_key`]).
    #[inline]
    fn raw_key(self) -> u64 {
        let diagonal = (u128::from(self.diagonal) * Self::SQRT2_SHL63) >> 31;
        #[expect(
            clippy::cast_possible_truncation,
            reason = "diagonal < 2^28, so the product is below 2^28 × 2^64 and the shifted value below 2^61"
        )]
        let diagonal = diagonal as u64;
        (u64::from(self.straight) << 32) + diagonal
    }

    /// An integer that orders exactly like the value, for values below 2²⁸ (`None` above):
    /// [`Cost::sort_key`], which lets the engines queue `Octile` estimates in a radix heap.
    ///
    /// The key of `a + b√2` (both counts below 2²⁸) is `2³²·a + ⌊b·K / 2³¹⌋` with
    /// `K = ⌊√2·2⁶³⌋`, computed exactly in integers. It is `2³²·(a + b√2) − ε` with
    /// `0 ≤ ε < b/2³¹ + 1 < 1.125`. Two different values `v < v′` with counts below 2²⁸ differ
    /// by `Δ = Δa + Δb√2`, `|Δa|, |Δb| < 2²⁸`: `Δ ≥ 1` if `Δb = 0`; otherwise `Δa² ≠ 2Δb²`
    /// (√2 is irrational), so `|Δa² − 2Δb²| ≥ 1` and
    /// `Δ = |Δa² − 2Δb²| / |Δa − Δb√2| > 1 / ((1 + √2)·2²⁸)`. Then
    /// `key(v′) − key(v) > 2⁴/(1 + √2) − 1.125 > 5`: the keys are in the same order. Equal values
    /// have equal counts, hence equal keys. Keys at or above 2⁶⁰ (values of at least 2²⁸) are
    /// dropped, so that every value without a key is larger than every value with one, as
    /// [`Cost::sort_key`] requires.
    ///
    /// ```
    /// use gridpath::Octile;
    /// // 114243² = 2 × 80782² + 1, so 80782√2 is below 114243 by only 4.4e-6.
    /// let (below, above) = (Octile::new(0, 80_782), Octile::new(114_243, 0));
    /// assert!(below < above);
    /// assert!(below.sort_key().unwrap() < above.sort_key().unwrap());
    /// assert_eq!(Octile::new(1 << 28, 0).sort_key(), None);
    /// ```
    #[inline]
    #[must_use]
    pub fn sort_key(self) -> Option<u64> {
        if self.straight >= Self::KEY_COUNTS || self.diagonal >= Self::KEY_COUNTS {
            return None;
        }
        let key = self.raw_key();
        (key < Self::KEY_LIMIT).then_some(key)
    }

    /// The exact comparison for any counts.
    fn exact_cmp(self, other: Self) -> Ordering {
        // self − other = a + b√2 with integers a and b; find its sign exactly.
        let a = i64::from(self.straight) - i64::from(other.straight);
        let b = i64::from(self.diagonal) - i64::from(other.diagonal);
        match (a.cmp(&0), b.cmp(&0)) {
            (Ordering::Equal, sign) | (sign, Ordering::Equal) => sign,
            (Ordering::Greater, Ordering::Greater) => Ordering::Greater,
            (Ordering::Less, Ordering::Less) => Ordering::Less,
            // Opposite signs: compare |a| with |b|√2 by squaring, a² against 2b².
            (sign_a, _) => {
                let a2 = u128::from(a.unsigned_abs()).pow(2);
                let b2 = 2 * u128::from(b.unsigned_abs()).pow(2);
                if a2 > b2 { sign_a } else { sign_a.reverse() }
            }
        }
    }
}

impl Ord for Octile {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        // Counts below 2^28 (every path on a grid of up to 2^28 cells, and far beyond): compare
        // the raw keys, which order exactly like the values there (see `sort_key`), without a
        // data-dependent branch.
        if (self.straight | self.diagonal | other.straight | other.diagonal) < Self::KEY_COUNTS {
            return self.raw_key().cmp(&other.raw_key());
        }
        self.exact_cmp(*other)
    }
}

impl PartialOrd for Octile {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for Octile {
    type Output = Octile;

    /// Exact sum, saturating each count at `u32::MAX`.
    #[inline]
    fn add(self, other: Octile) -> Octile {
        Cost::saturating_add(self, other)
    }
}

impl Cost for Octile {
    const ZERO: Self = Octile::new(0, 0);
    const MAX: Self = Octile::new(u32::MAX, u32::MAX);

    #[inline]
    fn saturating_add(self, other: Self) -> Self {
        Octile::new(
            self.straight.saturating_add(other.straight),
            self.diagonal.saturating_add(other.diagonal),
        )
    }

    /// Either count at `u32::MAX`: [`Cost::saturating_add`] saturates them one by one.
    #[inline]
    fn is_saturated(self) -> bool {
        self.straight == u32::MAX || self.diagonal == u32::MAX
    }

    fn from_steps(steps: u64) -> Self {
        Octile::new(u32::try_from(steps).unwrap_or(u32::MAX), 0)
    }

    #[inline]
    fn sort_key(self) -> Option<u64> {
        Octile::sort_key(self)
    }
}

impl fmt::Display for Octile {
    /// The value as a decimal number (honours precision: `{:.3}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_f64(), f)
    }
}

// Property tests: they need the `proptest` feature (`cargo test --all-features`).
#[cfg(all(test, feature = "proptest"))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Pairs `(a, b)` with `a² − 2b² = ±1`: the closest calls between `a` and `b√2`.
    const PELL: [(u32, u32); 8] = [
        (1, 1),
        (3, 2),
        (7, 5),
        (17, 12),
        (41, 29),
        (99, 70),
        (114_243, 80_782),
        (54_608_393, 38_613_965),
    ];

    #[test]
    fn keys_order_the_closest_pairs() {
        for (a, b) in PELL {
            let (straight, diagonal) = (Octile::new(a, 0), Octile::new(0, b));
            let want = straight.exact_cmp(diagonal);
            assert_ne!(want, Ordering::Equal);
            assert_eq!(straight.cmp(&diagonal), want, "{a} vs {b}√2");
            let (x, y) = (straight.sort_key().unwrap(), diagonal.sort_key().unwrap());
            assert_eq!(x.cmp(&y), want, "{a} vs {b}√2");
            // Shifted by a common amount the order must not change.
            let shift = Octile::new(1_000_000, 3_000_000);
            let (x, y) = ((straight + shift).sort_key(), (diagonal + shift).sort_key());
            assert_eq!(x.cmp(&y), want);
        }
    }

    #[test]
    fn keys_stop_at_two_to_the_28() {
        assert!(Octile::new((1 << 28) - 1, 0).sort_key().is_some());
        assert_eq!(Octile::new(1 << 28, 0).sort_key(), None);
        // 189812531 × √2 ≈ 268435455.65 < 2^28, and one more diagonal is above 2^28.
        assert!(Octile::new(0, 189_812_531).sort_key().is_some());
        assert_eq!(Octile::new(0, 189_812_532).sort_key(), None);
        assert_eq!(Octile::new(0, 1 << 28).sort_key(), None);
        assert_eq!(Octile::MAX.sort_key(), None);
    }

    fn count() -> impl Strategy<Value = u32> {
        prop_oneof![
            0u32..64,
            0u32..(1 << 28),
            ((1u32 << 28) - 64)..((1 << 28) + 64),
            any::<u32>(),
        ]
    }

    proptest! {
        #[test]
        fn ord_is_exact(a in count(), b in count(), c in count(), d in count()) {
            let (x, y) = (Octile::new(a, b), Octile::new(c, d));
            prop_assert_eq!(x.cmp(&y), x.exact_cmp(y));
        }

        /// Keys order like values, and the values with keys are a down-set.
        #[test]
        fn keys_are_monotone_and_down_closed(a in count(), b in count(), c in count(), d in count()) {
            let (x, y) = (Octile::new(a, b), Octile::new(c, d));
            match (x.sort_key(), y.sort_key()) {
                (Some(kx), Some(ky)) => prop_assert_eq!(kx.cmp(&ky), x.exact_cmp(y)),
                (Some(_), None) => prop_assert_eq!(x.exact_cmp(y), Ordering::Less),
                (None, Some(_)) => prop_assert_eq!(x.exact_cmp(y), Ordering::Greater),
                (None, None) => {}
            }
        }

        /// The exact comparison agrees with a float one wherever the float is unambiguous.
        #[test]
        fn exact_cmp_matches_floats(a in count(), b in count(), c in count(), d in count()) {
            let (x, y) = (Octile::new(a, b), Octile::new(c, d));
            let (fx, fy) = (x.to_f64(), y.to_f64());
            if (fx - fy).abs() > 1e-6 * fx.max(fy) {
                prop_assert_eq!(x.exact_cmp(y), fx.partial_cmp(&fy).unwrap());
            }
        }
    }
}
