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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
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
}

impl Ord for Octile {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        // The common cases in a search — one count equal — need no arithmetic.
        if self.diagonal == other.diagonal {
            return self.straight.cmp(&other.straight);
        }
        if self.straight == other.straight {
            return self.diagonal.cmp(&other.diagonal);
        }
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

    fn from_steps(steps: u64) -> Self {
        Octile::new(u32::try_from(steps).unwrap_or(u32::MAX), 0)
    }
}

impl fmt::Display for Octile {
    /// The value as a decimal number (honours precision: `{:.3}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_f64(), f)
    }
}
