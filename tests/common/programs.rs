//! Running the example programs as a user runs them: the binaries `cargo test` builds beside
//! the test, rebuilt once per test run (`cargo build --examples`) so that a test file run alone
//! never uses stale ones.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::Once;
use std::time::{Duration, Instant};

/// How long a program may take on a small input before the test calls it a hang.
const TIME_LIMIT: Duration = Duration::from_secs(20);

/// What a run printed and how it ended.
pub struct Outcome {
    pub status: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// The directory holding the example binaries of this build profile.
pub fn examples_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary's path");
    // target/<profile>/deps/<test>-<hash> → target/<profile>/examples
    exe.parent()
        .and_then(|deps| deps.parent())
        .expect("the test binary sits in target/<profile>/deps")
        .join("examples")
}

/// Builds the examples once per test run (quick when `cargo test` has just built them), so a
/// run of this file alone never uses stale binaries.
pub fn ensure_built() {
    static BUILD: Once = Once::new();
    BUILD.call_once(|| {
        let mut cargo = Command::new(env!("CARGO"));
        cargo
            .args(["build", "--examples", "--manifest-path"])
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"));
        if !cfg!(debug_assertions) {
            cargo.arg("--release");
        }
        let status = cargo.status().expect("cargo runs");
        assert!(status.success(), "building the examples failed");
    });
}

/// Runs example `name` with the arguments `args` and `input` on standard input.
pub fn run(name: &str, args: &[&str], input: &[u8]) -> Outcome {
    ensure_built();
    let path = examples_dir().join(name);
    let mut child = Command::new(&path)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", path.display()));
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    // Write from a thread: a program may answer (or fail) before reading everything.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let started = Instant::now();
    while child.try_wait().expect("waiting works").is_none() {
        if started.elapsed() > TIME_LIMIT {
            let _ = child.kill();
            panic!("{name} did not finish within {TIME_LIMIT:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let output = child.wait_with_output().expect("collecting output works");
    let _ = writer.join();
    Outcome {
        status: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Runs example `name` on `input` and expects status 0, exactly `expected` on standard output
/// and nothing on standard error.
pub fn expect_answer(name: &str, input: &str, expected: &str) {
    let out = run(name, &[], input.as_bytes());
    assert_eq!(out.status, Some(0), "{name} on {input:?}: {}", out.stderr);
    assert_eq!(out.stdout, expected, "{name} on {input:?}");
    assert!(out.stderr.is_empty(), "{name} on {input:?}: {}", out.stderr);
}

/// Runs example `name` on `input` and expects the problem programs' error contract: status 2,
/// one `error: …` line on standard error, nothing on standard output.
pub fn expect_error(name: &str, input: &[u8]) {
    expect_error_with(name, &[], input);
}

/// [`expect_error`] for a program run with the arguments `args`; returns the error line.
pub fn expect_error_with(name: &str, args: &[&str], input: &[u8]) -> String {
    let out = run(name, args, input);
    let shown = format!("{args:?} {:?}", String::from_utf8_lossy(input));
    assert_eq!(
        out.status,
        Some(2),
        "{name} on {shown}: stdout {:?}, stderr {:?}",
        out.stdout,
        out.stderr
    );
    assert!(
        out.stdout.is_empty(),
        "{name} on {shown} printed {:?}",
        out.stdout
    );
    let lines: Vec<&str> = out.stderr.lines().collect();
    assert!(
        lines.len() == 1 && lines[0].starts_with("error: ") && lines[0].len() > 7,
        "{name} on {shown}: stderr {:?}",
        out.stderr
    );
    out.stderr
}
