//! The `swarm` demo (`examples/swarm.rs`), run as a user runs it, on tiny maps: it reports
//! its ticks, its timings and the agents that reached the target; on a small map every agent
//! catches the target; a seed gives the same chase every time; `--animate` writes one frame
//! per tick; bad flags are one `error:` line and exit status 2.

mod common;

use common::programs::{self, Outcome};

/// Runs `swarm` with `args`.
fn run(args: &[&str]) -> Outcome {
    programs::run("swarm", args, b"")
}

/// Runs `swarm` with `args` and expects success and nothing on standard error.
fn run_ok(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(out.status, Some(0), "{args:?}: {}", out.stderr);
    assert!(out.stderr.is_empty(), "{args:?}: {}", out.stderr);
    out.stdout
}

/// The line of `stdout` that starts with `prefix`.
fn line<'a>(stdout: &'a str, prefix: &str) -> &'a str {
    stdout
        .lines()
        .find(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no line {prefix:?} in {stdout}"))
}

#[test]
fn a_small_chase_reports_its_ticks_and_every_agent_reaches_the_target() {
    let args = [
        "--size", "16", "--agents", "20", "--ticks", "200", "--seed", "7",
    ];
    let stdout = run_ok(&args);
    assert_eq!(
        line(&stdout, "map: "),
        "map: 16×16 cells, 25 % walls, seed 7; 20 agents, 200 ticks"
    );
    assert!(
        stdout
            .lines()
            .nth(1)
            .unwrap()
            .contains(" ticks per second ("),
        "{stdout}"
    );
    let split = line(&stdout, "per tick: ");
    for part in ["field ", "flow ", "agents "] {
        assert!(split.contains(part), "{split}");
    }
    // The target's region is connected and every agent starts in it: on a 16 × 16 map each
    // one catches the target long before 200 ticks.
    assert!(
        line(&stdout, "reached the target: ").starts_with("reached the target: 20 of 20 agents"),
        "{stdout}"
    );
    assert!(
        line(&stdout, "mean distance to the target: ").ends_with(" 0.0 at the end"),
        "{stdout}"
    );
    // The same seed, the same chase (the timings aside).
    let again = run_ok(&args);
    assert_eq!(
        line(&again, "reached the target: "),
        line(&stdout, "reached the target: ")
    );
}

#[test]
fn no_agents_and_no_ticks_are_fine() {
    let stdout = run_ok(&["--size", "8", "--agents", "0", "--ticks", "0"]);
    assert_eq!(
        line(&stdout, "reached the target: "),
        "reached the target: 0 of 0 agents"
    );
}

#[test]
fn animate_writes_one_frame_per_tick() {
    let dir = std::env::temp_dir().join(format!("gridpath-swarm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("swarm.svg");
    let file_arg = file.to_str().unwrap();
    let stdout = run_ok(&[
        "--animate",
        file_arg,
        "--size",
        "12",
        "--agents",
        "5",
        "--ticks",
        "9",
    ]);
    // Each tick paints every agent twice and the target twice.
    assert_eq!(
        line(&stdout, "animation: "),
        format!(
            "animation: {file_arg} ({} steps, {} bytes)",
            9 * (2 * 5 + 2),
            std::fs::metadata(&file).unwrap().len()
        )
    );
    let svg = std::fs::read_to_string(&file).unwrap();
    assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
    assert_eq!(svg.matches("<set ").count(), 9, "one frame per tick");
    // The defaults of an animation: a 32 × 32 map (8-pixel cells), 40 agents, 80 ticks.
    let stdout = run_ok(&["--animate", file_arg]);
    assert!(
        stdout.starts_with("map: 32×32 cells, 25 % walls, seed 2026; 40 agents, 80 ticks\n"),
        "{stdout}"
    );
    let svg = std::fs::read_to_string(&file).unwrap();
    assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256""#));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_flags_are_one_error_line() {
    for args in [
        &["--size", "0"][..],
        &["--size", "9000"],
        &["--size", "x"],
        &["--agents", "-1"],
        &["--ticks"],
        &["--seed", "0"],
        &["--seed", "2147483647"],
        &["--animate", "x.svg", "--size", "500"],
        &["--frobnicate"],
    ] {
        let out = run(args);
        assert_eq!(out.status, Some(2), "{args:?}: {}", out.stdout);
        assert!(out.stdout.is_empty(), "{args:?}: {}", out.stdout);
        let lines: Vec<&str> = out.stderr.lines().collect();
        assert!(
            lines.len() == 1 && lines[0].starts_with("error: "),
            "{args:?}: {}",
            out.stderr
        );
    }
}
