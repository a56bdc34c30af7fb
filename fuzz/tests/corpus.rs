//! Replays the committed corpus (`corpus/<target>/`, grown and minimised by libFuzzer) through
//! every target on stable Rust: the fuzz check CI runs without a nightly toolchain.
//!
//! Each input must run without a panic (the targets panic on a broken invariant too), without
//! taking the live heap past [`HEAP_LIMIT`] and within [`TIME_LIMIT`] — the limits the
//! libFuzzer runs use (`-malloc_limit_mb=512 -timeout=10`, see `docs/fuzzing.md`). The time
//! limit is a guard against a hang, hundreds of times what any corpus input takes, not a
//! measure of speed.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use gridpath_fuzz::TARGETS;

/// The most live heap one input may use: 512 MiB.
const HEAP_LIMIT: usize = 512 << 20;

/// The longest one input may run: 10 s.
const TIME_LIMIT: Duration = Duration::from_secs(10);

/// Heap accounting: live bytes and their peak since the last reset.
#[expect(
    unsafe_code,
    reason = "a global allocator is an unsafe trait; this one only counts and forwards to System"
)]
mod heap {
    use std::alloc::{GlobalAlloc, Layout, System};
    use std::sync::atomic::{AtomicUsize, Ordering};

    static LIVE: AtomicUsize = AtomicUsize::new(0);
    static PEAK: AtomicUsize = AtomicUsize::new(0);

    /// Counts live heap bytes; every call forwards to `System`.
    pub struct Counting;

    fn grow(size: usize) {
        let live = LIVE.fetch_add(size, Ordering::Relaxed) + size;
        PEAK.fetch_max(live, Ordering::Relaxed);
    }

    // SAFETY: every method forwards its arguments unchanged to `System`, which upholds the
    // `GlobalAlloc` contract; the counters are atomics and never affect the allocation.
    unsafe impl GlobalAlloc for Counting {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            grow(layout.size());
            // SAFETY: the caller's guarantees for `layout` are passed on unchanged.
            unsafe { System.alloc(layout) }
        }
        unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
            grow(layout.size());
            // SAFETY: as for `alloc`.
            unsafe { System.alloc_zeroed(layout) }
        }
        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            // SAFETY: `ptr` and `layout` come from a matching `alloc` of `System`.
            unsafe { System.dealloc(ptr, layout) }
        }
        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            grow(new_size);
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            // SAFETY: as for `dealloc`; `new_size` is the caller's.
            unsafe { System.realloc(ptr, layout, new_size) }
        }
    }

    /// Starts a new measurement: the peak becomes the bytes live now.
    pub fn reset_peak() -> usize {
        let live = LIVE.load(Ordering::Relaxed);
        PEAK.store(live, Ordering::Relaxed);
        live
    }

    /// The most bytes live since `reset_peak`.
    pub fn peak() -> usize {
        PEAK.load(Ordering::Relaxed)
    }
}

#[global_allocator]
static ALLOCATOR: heap::Counting = heap::Counting;

/// The files of a target's corpus directory, sorted.
fn corpus(target: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus")
        .join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.is_file())
        .collect();
    files.sort();
    files
}

/// A corpus file's name, for the report.
fn name_of(path: &Path) -> String {
    path.file_name()
        .map_or_else(String::new, |name| name.to_string_lossy().into_owned())
}

#[test]
fn every_corpus_input_runs_clean() {
    let mut failures = Vec::new();
    for (name, target) in TARGETS {
        let files = corpus(name);
        assert!(
            files.len() >= 5,
            "{name}: only {} corpus inputs; the corpus is missing",
            files.len()
        );
        let mut slowest = (Duration::ZERO, PathBuf::new());
        let mut most_heap = (0, PathBuf::new());
        for file in &files {
            let data = std::fs::read(file).expect("a corpus file is readable");
            let before = heap::reset_peak();
            let started = Instant::now();
            let outcome = catch_unwind(AssertUnwindSafe(|| target(&data)));
            let took = started.elapsed();
            let used = heap::peak() - before;
            let shown = file.display();
            if outcome.is_err() {
                failures.push(format!("{name}: panic on {shown}"));
            }
            if used > HEAP_LIMIT {
                failures.push(format!(
                    "{name}: {shown} used {used} heap bytes, over {HEAP_LIMIT}"
                ));
            }
            if took > TIME_LIMIT {
                failures.push(format!("{name}: {shown} ran {took:?}, over {TIME_LIMIT:?}"));
            }
            if took > slowest.0 {
                slowest = (took, file.clone());
            }
            if used > most_heap.0 {
                most_heap = (used, file.clone());
            }
        }
        eprintln!(
            "{name}: {} inputs; slowest {:?} ({}); most heap {} KiB ({})",
            files.len(),
            slowest.0,
            name_of(&slowest.1),
            most_heap.0 >> 10,
            name_of(&most_heap.1)
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
