//! Criterion group settings, how the bench binary was invoked, and the interleaved re-timing
//! of target ratios.

use std::time::{Duration, Instant};

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, SamplingMode};

/// Whether this is a plain, unfiltered benchmark run (`cargo bench -p gridpath-benches --bench <name>`), not
/// `--test` mode, a filter or other options: only then are the interleaved re-timings run.
pub fn plain_run() -> bool {
    std::env::args().skip(1).eq(["--bench".to_owned()])
}

/// Whether criterion measures in this run: `cargo bench` passes `--bench`, `cargo test
/// --benches` does not (criterion then runs every benchmark once and measures nothing).
pub fn measuring() -> bool {
    std::env::args().any(|arg| arg == "--bench")
}

/// A group for long single runs: 10 samples, flat sampling (the same iteration count in every
/// sample, so one 100 ms search is not run 55 times), and the given warm-up and measurement
/// times.
pub fn flat_group<'c>(
    c: &'c mut Criterion,
    name: &str,
    warm_up: Duration,
    measurement: Duration,
) -> BenchmarkGroup<'c, WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(warm_up)
        .measurement_time(measurement);
    group
}

/// The nanoseconds one call of `f` takes.
fn time_ns(f: &mut impl FnMut()) -> f64 {
    let began = Instant::now();
    f();
    began.elapsed().as_secs_f64() * 1e9
}

/// Times `num` and `den` alternately (the order flips every round) and returns the median of
/// each, in nanoseconds: load from other processes during the run, which shifts criterion's
/// medians (taken minutes apart), falls on both sides alike. The number of rounds is chosen to
/// take about `budget`, between 7 and `max_rounds`.
pub fn interleave(
    budget: Duration,
    max_rounds: u32,
    mut num: impl FnMut(),
    mut den: impl FnMut(),
) -> (f64, f64) {
    let estimate = time_ns(&mut num) + time_ns(&mut den);
    let rounds = (budget.as_secs_f64() * 1e9 / estimate).clamp(7.0, f64::from(max_rounds.max(7)));
    #[expect(clippy::cast_possible_truncation, reason = "between 7 and max_rounds")]
    #[expect(clippy::cast_sign_loss, reason = "between 7 and max_rounds")]
    let rounds = rounds as usize;
    interleave_rounds(rounds, num, den)
}

/// Times `num` and `den` alternately for `rounds` rounds, the order flipped every round (`num`
/// first in even rounds), and returns the median of each, in nanoseconds: [`interleave`] with
/// the number of rounds given.
pub fn interleave_rounds(
    rounds: usize,
    mut num: impl FnMut(),
    mut den: impl FnMut(),
) -> (f64, f64) {
    let (mut a, mut b) = (Vec::with_capacity(rounds), Vec::with_capacity(rounds));
    for round in 0..rounds {
        if round % 2 == 0 {
            a.push(time_ns(&mut num));
            b.push(time_ns(&mut den));
        } else {
            b.push(time_ns(&mut den));
            a.push(time_ns(&mut num));
        }
    }
    (median(&mut a), median(&mut b))
}

/// A ratio measured by [`interleave`].
pub struct Interleaved {
    pub label: &'static str,
    pub num_ns: f64,
    pub den_ns: f64,
}

/// The interleaved re-timings of a run: enabled only for a [`plain_run`].
pub struct Checks {
    pub enabled: bool,
    pub rows: Vec<Interleaved>,
}

impl Checks {
    pub fn new() -> Self {
        Checks {
            enabled: plain_run(),
            rows: Vec::new(),
        }
    }

    /// If enabled, times `num / den` interleaved for about two seconds (7 to 41 rounds) and
    /// keeps the row.
    pub fn push(&mut self, label: &'static str, num: impl FnMut(), den: impl FnMut()) {
        if self.enabled {
            let (num_ns, den_ns) = interleave(Duration::from_secs(2), 41, num, den);
            self.rows.push(Interleaved {
                label,
                num_ns,
                den_ns,
            });
        }
    }
}

/// The median, in nanoseconds, of `runs` calls of `f`, each timed on its own (for operations
/// far longer than a clock read, or whose samples are wanted one by one).
pub fn median_ns(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let began = std::time::Instant::now();
            f();
            began.elapsed().as_secs_f64() * 1e9
        })
        .collect();
    median(&mut times)
}

/// The median of `times` (sorted in place), NaN for none.
pub fn median(times: &mut [f64]) -> f64 {
    if times.is_empty() {
        return f64::NAN;
    }
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}
