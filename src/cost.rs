//! Path costs: unsigned integers, [`Octile`] for exact √2 diagonals, and [`Length`] for
//! Euclidean lengths as floats.

use core::cmp::Ordering;
use core::fmt;
use core::hash::Hash;
use core::ops::Add;

/// A path cost: totally ordered, with a zero and a saturating sum.
///
/// Implemented for the unsigned integers, for [`Octile`] and for [`Length`]. Engines add costs with
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
    /// values below 2²⁸ (see [`Octile::sort_key`]); a [`Length`]'s key is its bit pattern
    /// (see [`Length`'s](Length#method.sort_key)).
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

/// A non-negative length as an `f64`: the cost of paths whose steps are Euclidean lengths,
/// such as the any-angle searches' ([`ThetaStar`](crate::any_angle::ThetaStar)), where a
/// segment between two corners is `√(Δrow² + Δcol²)` long.
///
/// A `Length` is never negative and never NaN: [`Length::new`] refuses both, and sums of
/// lengths stay lengths (the sum of two non-negative floats is non-negative, and is NaN only
/// for `∞ − ∞`, which a sum of non-negative values never computes). `-0.0` is stored as `0.0`.
/// So the order is total ([`f64::total_cmp`]), equal lengths have equal bits, and they hash
/// alike. Unlike [`Octile`], sums are rounded, once per addition: compare lengths of
/// different paths with a tolerance.
///
/// As a [`Cost`]: [`Cost::ZERO`] is `0.0`, [`Cost::MAX`] is `+∞` — the only saturated value,
/// which a sum reaches only by overflowing `f64::MAX` — and the [sort key](Cost::sort_key) is
/// the value's IEEE 754 bit pattern, which orders like the value for non-negative floats.
///
/// # Examples
///
/// ```
/// use gridpath::{Cost, Length};
///
/// let side = Length::new(1.0).unwrap();
/// let diagonal = Length::new(2f64.sqrt()).unwrap();
/// assert!(side < diagonal);
/// assert_eq!((side + side).to_f64(), 2.0);
/// assert_eq!(Length::new(-1.0), None);
/// assert_eq!(Length::new(f64::NAN), None);
/// assert!(Length::MAX.is_saturated());
/// ```
#[derive(Debug, Clone, Copy, Default, bytemuck::Zeroable)]
pub struct Length(f64);

impl Length {
    /// `value` as a length, if it is one: `None` for a negative value or NaN. `+∞` is
    /// [`Cost::MAX`]; `-0.0` becomes `0.0`.
    ///
    /// ```
    /// use gridpath::Length;
    /// assert_eq!(Length::new(2.5).map(Length::to_f64), Some(2.5));
    /// assert_eq!(Length::new(-0.0).map(|l| l.to_f64().to_bits()), Some(0));
    /// assert!(Length::new(-1e-300).is_none());
    /// ```
    #[must_use]
    pub fn new(value: f64) -> Option<Length> {
        if value.is_nan() || value < 0.0 {
            return None;
        }
        // `0.0 + x` is `x` except for `-0.0`, which becomes `0.0`.
        Some(Length(0.0 + value))
    }

    /// The value.
    ///
    /// ```
    /// assert_eq!(gridpath::Length::new(3.0).unwrap().to_f64(), 3.0);
    /// ```
    #[must_use]
    pub const fn to_f64(self) -> f64 {
        self.0
    }
}

impl PartialEq for Length {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.0.to_bits() == other.0.to_bits()
    }
}

impl Eq for Length {}

impl Hash for Length {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.0.to_bits().hash(state);
    }
}

impl Ord for Length {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        self.0.total_cmp(&other.0)
    }
}

impl PartialOrd for Length {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for Length {
    type Output = Length;

    /// The sum, rounded; `+∞` if it overflows.
    #[inline]
    fn add(self, other: Length) -> Length {
        Cost::saturating_add(self, other)
    }
}

impl Cost for Length {
    const ZERO: Self = Length(0.0);
    const MAX: Self = Length(f64::INFINITY);

    /// The float sum: a sum beyond `f64::MAX` rounds to `+∞`, which is [`Cost::MAX`].
    #[inline]
    fn saturating_add(self, other: Self) -> Self {
        Length(self.0 + other.0)
    }

    /// `+∞`, the one value that is not finite.
    #[inline]
    fn is_saturated(self) -> bool {
        !self.0.is_finite()
    }

    #[expect(
        clippy::cast_precision_loss,
        reason = "a step count beyond 2^53 rounds to the nearest float, as any length would"
    )]
    fn from_steps(steps: u64) -> Self {
        Length(steps as f64)
    }

    /// The bit pattern of the value ([`f64::to_bits`]). For non-negative floats — every
    /// `Length`, `+∞` included — the bit patterns, read as unsigned integers, are in the order
    /// of the values (the exponent is in the high bits above the mantissa, and the sign bit is
    /// 0), and equal values have equal bits (`-0.0` is never stored). So the keys are
    /// **strictly monotone**, and **down-closed** trivially: every `Length` has one.
    ///
    /// ```
    /// use gridpath::{Cost, Length};
    /// let (a, b) = (Length::new(1.5).unwrap(), Length::new(1e300).unwrap());
    /// assert!(a.sort_key() < b.sort_key());
    /// assert!(b.sort_key() < Length::MAX.sort_key());
    /// ```
    #[inline]
    fn sort_key(self) -> Option<u64> {
        Some(self.0.to_bits())
    }
}

impl fmt::Display for Length {
    /// The value as a decimal number (honours precision: `{:.3}`).
    ///
    /// ```
    /// assert_eq!(format!("{:.2}", gridpath::Length::new(2f64.sqrt()).unwrap()), "1.41");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
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

    /// Every kind of non-negative float, as bits and as values: zero, the smallest and
    /// largest, subnormals, infinity.
    fn length() -> impl Strategy<Value = Length> {
        prop_oneof![
            Just(0.0),
            Just(f64::MIN_POSITIVE),
            Just(f64::MAX),
            Just(f64::INFINITY),
            0.0..10.0,
            0.0..f64::MAX,
            (0u64..1 << 52).prop_map(f64::from_bits),
            // Any bits with the sign cleared, but not NaN (an all-ones exponent with a
            // non-zero mantissa, about one draw in 2,000).
            any::<u64>()
                .prop_map(|bits| f64::from_bits(bits >> 1))
                .prop_filter("NaN is not a length", |value| !value.is_nan()),
        ]
        .prop_map(|value| Length::new(value).expect("non-negative and not NaN"))
    }

    #[test]
    fn length_zero_is_zero_bytes_and_max_is_the_only_saturated_value() {
        assert_eq!(<Length as bytemuck::Zeroable>::zeroed(), Length::ZERO);
        assert_eq!(Length::ZERO.to_f64().to_bits(), 0);
        assert!(Length::MAX.is_saturated());
        assert_eq!(Length::new(f64::INFINITY), Some(Length::MAX));
        assert!(!Length::new(f64::MAX).unwrap().is_saturated());
        let big = Length::new(f64::MAX).unwrap();
        assert_eq!(big + big, Length::MAX, "an overflowing sum saturates");
        assert_eq!(Length::MAX + Length::MAX, Length::MAX);
        assert_eq!(<Length as Cost>::from_steps(3), Length::new(3.0).unwrap());
        assert_eq!(Length::ZERO.as_integer(), None);
    }

    proptest! {
        /// `new` refuses exactly the negative values and NaN, and stores `-0.0` as `0.0`.
        #[test]
        fn length_new_refuses_negatives_and_nan(bits in any::<u64>()) {
            let value = f64::from_bits(bits);
            let length = Length::new(value);
            prop_assert_eq!(length.is_some(), !value.is_nan() && value >= 0.0);
            if let Some(length) = length {
                // Stored as it is, but -0.0 as 0.0.
                prop_assert_eq!(length.to_f64().to_bits(), value.abs().to_bits());
                prop_assert!(length.to_f64().is_sign_positive());
            }
        }

        /// The order is the values' order; equal values have equal keys and hashes; keys order
        /// like values (strictly monotone, and every length has one: down-closed).
        #[test]
        fn length_order_keys_and_hashes_agree(x in length(), y in length()) {
            use std::hash::{BuildHasher, RandomState};
            prop_assert_eq!(Some(x.cmp(&y)), x.to_f64().partial_cmp(&y.to_f64()));
            let (kx, ky) = (x.sort_key().unwrap(), y.sort_key().unwrap());
            prop_assert_eq!(kx.cmp(&ky), x.cmp(&y));
            prop_assert_eq!(x == y, kx == ky);
            if x == y {
                let hasher = RandomState::new();
                prop_assert_eq!(hasher.hash_one(x), hasher.hash_one(y));
            }
        }

        /// Sums are lengths (never NaN or negative), no smaller than either part, and
        /// saturated exactly when not finite.
        #[test]
        fn length_sums_stay_lengths(x in length(), y in length()) {
            let sum = x.saturating_add(y);
            prop_assert_eq!(Length::new(sum.to_f64()), Some(sum));
            prop_assert!(sum >= x && sum >= y);
            prop_assert_eq!(sum.is_saturated(), !sum.to_f64().is_finite());
            prop_assert_eq!(sum, y + x);
        }

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
