//! A small mutational fuzzer for the targets of `gridpath-fuzz`, on stable Rust.
//!
//! For each target: start from its seed inputs, then repeatedly take a corpus input, apply one
//! to four random mutations (bit flips, byte sets, deleted, duplicated and repeated ranges,
//! splices with another input, replaced numbers, dictionary tokens) and run the target on the
//! result under `catch_unwind`. An input that produces an outcome feature not seen before joins
//! the corpus. Randomness is seeded, so a run is reproducible (up to the time budget).
//!
//! Guards: a global allocator counts live heap bytes, and an allocation that would take the
//! process past the memory limit ends the run; a watchdog thread ends it when one call takes
//! longer than the timeout. Either way, and for a panic, the input is saved to the artifacts
//! directory and the exit status is 1. Replay a saved input with `--replay FILE --target NAME`
//! (no `catch_unwind`, so `RUST_BACKTRACE=1` shows the backtrace).
//!
//! ```text
//! cargo run --release --manifest-path fuzz/Cargo.toml -- --seconds-per-target 5
//! ```

#![deny(unsafe_code)]

use std::collections::HashSet;
use std::fmt::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use gridpath_fuzz::mutate::{Rng, mutate};
use gridpath_fuzz::{MAX_LEN, TARGETS, Target};

/// Heap accounting for the memory guard.
#[expect(
    unsafe_code,
    reason = "a global allocator is an unsafe trait; this one only counts and forwards to System"
)]
mod heap {
    use std::alloc::{GlobalAlloc, Layout, System};
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    /// Bytes allocated and not yet freed.
    pub static LIVE: AtomicUsize = AtomicUsize::new(0);
    /// The most `LIVE` has been since it was last reset.
    pub static PEAK: AtomicUsize = AtomicUsize::new(0);
    /// The most `LIVE` may be; an allocation past it calls `over_limit` first.
    pub static LIMIT: AtomicUsize = AtomicUsize::new(usize::MAX);
    /// Set once the limit has been hit, so that reporting it is not checked again.
    static TRIPPED: AtomicBool = AtomicBool::new(false);

    /// Counts `size` more bytes, reporting (and ending the process) past the limit.
    fn grow(size: usize) {
        let live = LIVE.fetch_add(size, Ordering::Relaxed).saturating_add(size);
        if live > LIMIT.load(Ordering::Relaxed) && !TRIPPED.swap(true, Ordering::Relaxed) {
            LIVE.fetch_sub(size, Ordering::Relaxed);
            super::over_limit(size, live);
        }
        PEAK.fetch_max(live, Ordering::Relaxed);
    }

    pub struct Counting;

    // SAFETY: every method forwards to `System` with the caller's arguments unchanged, and only
    // updates atomic counters besides.
    unsafe impl GlobalAlloc for Counting {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            grow(layout.size());
            // SAFETY: forwarded as received.
            unsafe { System.alloc(layout) }
        }

        unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
            grow(layout.size());
            // SAFETY: forwarded as received.
            unsafe { System.alloc_zeroed(layout) }
        }

        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            // SAFETY: forwarded as received.
            unsafe { System.dealloc(ptr, layout) }
        }

        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            if new_size > layout.size() {
                grow(new_size - layout.size());
            } else {
                LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
            // SAFETY: forwarded as received.
            unsafe { System.realloc(ptr, layout, new_size) }
        }
    }
}

#[global_allocator]
static ALLOCATOR: heap::Counting = heap::Counting;

/// The target being run and its current input, for the guards to save.
static CURRENT: Mutex<(&str, Vec<u8>)> = Mutex::new(("", Vec::new()));
/// Odd while a target call is running; incremented before and after each call.
static CALLS: AtomicU64 = AtomicU64::new(0);
/// Where inputs that fail are saved.
static ARTIFACTS: OnceLock<PathBuf> = OnceLock::new();
/// Set when a guard fired, so that the other one stays quiet.
static FIRED: AtomicBool = AtomicBool::new(false);

/// A 64-bit FNV-1a hash, to name saved inputs by their content.
fn fnv(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Saves `input` as `<artifacts>/<target>-<kind>-<hash>` and returns the path.
fn save(target: &str, kind: &str, input: &[u8]) -> PathBuf {
    let dir = ARTIFACTS
        .get()
        .cloned()
        .unwrap_or_else(|| PathBuf::from("."));
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join(format!("{target}-{kind}-{:016x}", fnv(input)));
    if let Err(e) = std::fs::write(&path, input) {
        eprintln!("cannot save the input to {}: {e}", path.display());
    }
    path
}

/// A few bytes of an input, escaped, for a report line.
fn preview(input: &[u8]) -> String {
    let shown: String = input
        .iter()
        .take(60)
        .flat_map(|&b| std::ascii::escape_default(b))
        .map(char::from)
        .collect();
    if input.len() > 60 {
        format!("\"{shown}\"… ({} bytes)", input.len())
    } else {
        format!("\"{shown}\"")
    }
}

/// Saves the current input after a guard fired and ends the process with status 1.
fn guard_fired(kind: &str, what: &str) -> ! {
    if !FIRED.swap(true, Ordering::SeqCst) {
        match CURRENT.try_lock() {
            Ok(current) => {
                let (target, input) = (current.0, current.1.clone());
                drop(current);
                let path = save(target, kind, &input);
                eprintln!(
                    "\nFINDING in {target}: {what}\n  input {}\n  saved to {}\n  replay: cargo run --release --manifest-path fuzz/Cargo.toml -- --target {target} --replay {}",
                    preview(&input),
                    path.display(),
                    path.display()
                );
            }
            Err(_) => eprintln!("\nFINDING: {what} (the input could not be saved)"),
        }
    }
    std::process::exit(1)
}

/// Called by the allocator when an allocation would take the heap past the limit.
fn over_limit(size: usize, live: usize) {
    guard_fired(
        "memory",
        &format!(
            "an allocation of {size} bytes would make {live} live heap bytes, over the limit of {}",
            heap::LIMIT.load(Ordering::Relaxed)
        ),
    );
}

/// Watches for a call that runs longer than `timeout`.
fn watchdog(timeout: Duration) {
    let tick = Duration::from_millis(200);
    let mut last = CALLS.load(Ordering::SeqCst);
    let mut stuck = Duration::ZERO;
    loop {
        std::thread::sleep(tick);
        let now = CALLS.load(Ordering::SeqCst);
        if now % 2 == 1 && now == last {
            stuck += tick;
            if stuck >= timeout {
                guard_fired(
                    "timeout",
                    &format!("one call has run for more than {} s", timeout.as_secs_f64()),
                );
            }
        } else {
            stuck = Duration::ZERO;
        }
        last = now;
    }
}

/// Command-line options.
struct Options {
    seconds_per_target: f64,
    iterations: u64,
    seed: u64,
    targets: Vec<String>,
    replay: Option<PathBuf>,
    memory_limit_mb: usize,
    timeout: f64,
}

const USAGE: &str = "\
usage: gridpath-fuzz [options]
  --seconds-per-target S  time budget of each target (default 5)
  --iterations N          stop a target after N inputs (default: no limit)
  --seed N                random seed (default 1)
  --target NAME           run only this target (repeatable)
  --replay FILE           run the target(s) once on FILE, without catching panics
  --memory-limit-mb N     heap limit of the process (default 512)
  --timeout S             longest one call may run (default 20)
  --list                  list the targets";

/// Parses the command line; `Err` holds a message (or the usage).
fn options() -> Result<Options, String> {
    let mut options = Options {
        seconds_per_target: 5.0,
        iterations: u64::MAX,
        seed: 1,
        targets: Vec::new(),
        replay: None,
        memory_limit_mb: 512,
        timeout: 20.0,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        let number = |v: String| v.parse::<f64>().map_err(|e| format!("{arg}: {e}"));
        let integer = |v: String| v.parse::<u64>().map_err(|e| format!("{arg}: {e}"));
        match arg.as_str() {
            "--seconds-per-target" => options.seconds_per_target = number(value()?)?,
            "--iterations" => options.iterations = integer(value()?)?,
            "--seed" => options.seed = integer(value()?)?,
            "--target" => options.targets.push(value()?),
            "--replay" => options.replay = Some(PathBuf::from(value()?)),
            "--memory-limit-mb" => {
                options.memory_limit_mb =
                    usize::try_from(integer(value()?)?).map_err(|e| e.to_string())?;
            }
            "--timeout" => options.timeout = number(value()?)?,
            "--list" => {
                return Err(TARGETS.iter().map(|t| t.0).collect::<Vec<_>>().join("\n"));
            }
            _ => return Err(USAGE.to_string()),
        }
    }
    if !(options.seconds_per_target >= 0.0 && options.timeout > 0.0) {
        return Err("the time budget and the timeout must be positive numbers".to_string());
    }
    for name in &options.targets {
        if gridpath_fuzz::target(name).is_none() {
            return Err(format!("no target {name:?}; --list lists them"));
        }
    }
    Ok(options)
}

/// What one target's run found.
struct Report {
    iterations: u64,
    crash: Option<PathBuf>,
    corpus: usize,
    slowest: (Duration, Vec<u8>),
    most_memory: (usize, Vec<u8>),
}

/// Records the target and input about to run, for the guards.
fn set_current(name: &'static str, input: &[u8]) {
    let mut current = CURRENT
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    current.0 = name;
    current.1.clear();
    current.1.extend_from_slice(input);
}

/// Runs `target` once on `input` under `catch_unwind`, with the guards watching. Returns the
/// feature, or `None` for a panic, with the time taken and the heap bytes used at most.
fn call(name: &'static str, target: Target, input: &[u8]) -> (Option<u64>, Duration, usize) {
    set_current(name, input);
    let base = heap::LIVE.load(Ordering::Relaxed);
    heap::PEAK.store(base, Ordering::Relaxed);
    CALLS.fetch_add(1, Ordering::SeqCst);
    let start = Instant::now();
    let result = catch_unwind(AssertUnwindSafe(|| target(input))).ok();
    let took = start.elapsed();
    CALLS.fetch_add(1, Ordering::SeqCst);
    let used = heap::PEAK.load(Ordering::Relaxed).saturating_sub(base);
    (result, took, used)
}

/// Fuzzes one target for `budget` or `iterations` inputs, whichever ends first.
fn fuzz(
    name: &'static str,
    target: Target,
    seeds: &[&[u8]],
    options: &Options,
    rng: &mut Rng,
) -> Report {
    let budget = Duration::from_secs_f64(options.seconds_per_target);
    let start = Instant::now();
    let mut corpus: Vec<Vec<u8>> = seeds.iter().map(|s| s.to_vec()).collect();
    let mut seen = HashSet::new();
    let mut report = Report {
        iterations: 0,
        crash: None,
        corpus: 0,
        slowest: (Duration::ZERO, Vec::new()),
        most_memory: (0, Vec::new()),
    };
    let mut pending: Vec<Vec<u8>> = corpus.clone();
    while report.iterations < options.iterations
        && (report.iterations < seeds.len() as u64 || start.elapsed() < budget)
    {
        // Seeds first, then mutants of corpus inputs.
        let input = pending.pop().unwrap_or_else(|| {
            let mut input = corpus[rng.below(corpus.len())].clone();
            let other = &corpus[rng.below(corpus.len())];
            for _ in 0..=rng.below(4) {
                mutate(rng, &mut input, other, MAX_LEN);
            }
            input
        });
        let (feature, took, used) = call(name, target, &input);
        report.iterations += 1;
        if used > report.most_memory.0 {
            report.most_memory = (used, input.clone());
        }
        if took > report.slowest.0 {
            report.slowest = (took, input.clone());
        }
        match feature {
            None => {
                report.crash = Some(save(name, "crash", &input));
                break;
            }
            Some(feature) => {
                if seen.insert(feature) && corpus.len() < 8192 {
                    corpus.push(input);
                }
            }
        }
    }
    report.corpus = corpus.len();
    report
}

fn main() -> ExitCode {
    let options = match options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let artifacts = Path::new(env!("CARGO_MANIFEST_DIR")).join("artifacts");
    let _ = ARTIFACTS.set(artifacts);
    heap::LIMIT.store(
        options.memory_limit_mb.saturating_mul(1 << 20),
        Ordering::Relaxed,
    );
    let timeout = Duration::from_secs_f64(options.timeout);
    std::thread::spawn(move || watchdog(timeout));

    let chosen: Vec<_> = TARGETS
        .iter()
        .filter(|t| options.targets.is_empty() || options.targets.iter().any(|n| n == t.0))
        .collect();

    if let Some(path) = &options.replay {
        let input = match std::fs::read(path) {
            Ok(input) => input,
            Err(e) => {
                eprintln!("cannot read {}: {e}", path.display());
                return ExitCode::from(2);
            }
        };
        for (name, target, _) in chosen {
            // No catch_unwind: a panic ends the process with its message and backtrace.
            set_current(name, &input);
            let feature = target(&input);
            println!(
                "{name}: no panic on {} (feature {feature:016x})",
                preview(&input)
            );
        }
        return ExitCode::SUCCESS;
    }

    let mut crashes = 0;
    let mut total = 0;
    let started = Instant::now();
    for &&(name, target, seeds) in &chosen {
        // Each target its own random stream, so that one target's run is reproducible alone.
        let mut rng = Rng::new(options.seed ^ fnv(name.as_bytes()));
        let report = fuzz(name, target, seeds, &options, &mut rng);
        let slowest = save(name, "slowest", &report.slowest.1);
        total += report.iterations;
        let mut line = format!(
            "{name}: {} iterations, {} crashes, corpus {}\n  slowest input {:.1} ms: {} (saved to {})\n  most heap {} KiB: {}",
            report.iterations,
            u8::from(report.crash.is_some()),
            report.corpus,
            report.slowest.0.as_secs_f64() * 1e3,
            preview(&report.slowest.1),
            slowest.display(),
            report.most_memory.0 / 1024,
            preview(&report.most_memory.1),
        );
        if let Some(path) = &report.crash {
            crashes += 1;
            let _ = write!(
                line,
                "\n  CRASH saved to {}\n  replay: RUST_BACKTRACE=1 cargo run --release --manifest-path fuzz/Cargo.toml -- --target {name} --replay {}",
                path.display(),
                path.display()
            );
        }
        println!("{line}");
    }
    println!(
        "{total} iterations in {:.0} s, seed {}, {crashes} crashes",
        started.elapsed().as_secs_f64(),
        options.seed
    );
    if crashes == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
