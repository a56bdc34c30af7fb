//! Support shared by the integration tests, included by each with `mod common;` (cargo builds
//! only `tests/*.rs` and `tests/*/main.rs` as test crates, so this is none of its own):
//!
//! - [`reference`]: the one brute-force shortest-path reference the property tests compare the
//!   engines, the adapters and the problem programs with (tests run with the `proptest` feature
//!   use the crate's own `gridpath::testing::Oracle` instead);
//! - [`samples`]: the `examples/README.md` samples and their printed answers;
//! - [`programs`]: running the example programs, as the problem and runner tests do;
//! - [`moving_ai_files`]: small `.map` and `.scen` files in a scratch directory, for the
//!   programs that read them;
//! - [`proptest_config`] and [`open_cells`], which several files used to write out again.

// Each test crate compiles this module and uses a part of it: the samples serve the problem
// tests, the reference the property tests. No item is unused by every crate, so
// `#[expect(dead_code)]` would fail wherever the item is used; hence a module-wide `allow`.
#![allow(
    dead_code,
    reason = "each test crate uses a different part of the shared support code"
)]

pub mod moving_ai_files;
pub mod programs;
pub mod reference;
pub mod samples;

use gridpath::Grid;
#[cfg(feature = "proptest")]
use proptest::test_runner::Config as ProptestConfig;

/// `cases` random cases per property, or `PROPTEST_CASES` of them when that is set (for a
/// longer run).
#[cfg(feature = "proptest")]
pub fn proptest_config(cases: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(cases);
    ProptestConfig::with_cases(cases)
}

/// A cell grid from `.` (open) and `#` (wall).
///
/// # Panics
///
/// On any other character, or on rows of different lengths.
pub fn open_cells(text: &str) -> Grid<bool> {
    Grid::parse(text, |c| match c {
        '.' => Some(true),
        '#' => Some(false),
        _ => None,
    })
    .unwrap()
}
