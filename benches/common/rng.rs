//! The one seeded generator of the benches' instances.
//!
//! splitmix64 is the generator `grid_search` has always used, kept bit for bit so that its
//! instances (and so its timings across commits) stay the same. It plugs into the crate's
//! randomness seam, [`RandomSource`], so a bench can hand it to a maze generator too. The crate's
//! own [`MinStd`](gridpath::maze::MinStd) appears in the benches only where it is part of what is
//! measured (`mazes` times the generators driven by it).

use gridpath::maze::RandomSource;

/// splitmix64: a tiny, well-mixed 64-bit generator; good enough for placing walls.
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// The generator with state `seed` (any value, 0 included).
    pub const fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (multiply-shift; the bias is negligible for the small `n` used here).
    pub fn below(&mut self, n: u32) -> u32 {
        let wide = u128::from(self.next_u64()) * u128::from(n);
        u32::try_from(wide >> 64).expect("below n, which is a u32")
    }

    /// `true` with probability `percent` / 100.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent
    }
}

impl RandomSource for SplitMix64 {
    fn below(&mut self, bound: u32) -> u32 {
        SplitMix64::below(self, bound)
    }
}
