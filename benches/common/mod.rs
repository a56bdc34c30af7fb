//! Support code shared by the benches: a counting allocator, a seeded random generator, the
//! flat-array view and hand-written baselines several benches measure against, criterion group
//! settings and the interleaved re-timing, the reading of this run's medians back from
//! criterion's reports, and the loader of the shared Moving AI maps.
//!
//! Each bench includes it with `mod common;` (it is not a bench target of its own: cargo only
//! picks up `benches/*.rs` and `benches/*/main.rs`).
//!
//! The allocator is a type here, not a `#[global_allocator]`: a bench that measures memory
//! installs it itself, so the benches that do not (movingai, mazes, problems) keep the system
//! allocator and time exactly what they timed before.

// Every bench compiles this module into its own binary and uses a part of it: the allocator is
// for the benches with a memory table, the flat baselines for the grid benches, the ratio table
// for the benches that have targets. What one bench leaves unused another uses, so no item is
// dead everywhere and `#[expect(dead_code)]` would fail in the benches that do use it; hence a
// module-wide `allow`.
#![allow(
    dead_code,
    reason = "each bench uses a different part of the shared support code"
)]

pub mod alloc;
pub mod flat;
pub mod floor;
pub mod instances;
pub mod movingai;
pub mod report;
pub mod rng;
pub mod timing;
