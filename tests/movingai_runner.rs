//! The `movingai` example, the benchmark runner, on small hand-made `.map` and `.scen` files:
//! one test per rule of its accept rule, its handling of bad lines, and its command line.

mod common;

use common::moving_ai_files::{open, path, scratch, write_map, write_scen};
use common::programs::{self, Outcome};

fn movingai(args: &[&str]) -> Outcome {
    programs::run("movingai", args, b"")
}

#[test]
fn a_single_precision_length_on_a_long_diagonal_is_accepted() {
    // 960 diagonal steps: exactly 1357.645019…, which the benchmark (√2 in single precision,
    // 1357.644997…) prints as 1357.64 — 0.00502 from the exact value, beyond half a unit in
    // the last digit plus 1e-5.
    let dir = scratch("single");
    write_map(&dir, "open.map", &open(961), "\n");
    write_scen(
        &dir,
        "open.map.scen",
        "open.map",
        (961, 961),
        &["0 0 960 960 1357.64"],
        "\n",
    );
    for engine in ["astar", "jps"] {
        let out = movingai(&["--engine", engine, &path(&dir, "open.map.scen")]);
        assert_eq!(
            out.status,
            Some(0),
            "{engine}: {}{}",
            out.stdout,
            out.stderr
        );
        assert!(
            out.stdout.contains("0 mismatches, 1 single-precision"),
            "{}",
            out.stdout
        );
        assert!(
            out.stdout.ends_with("total: 1/1 matched\n"),
            "{}",
            out.stdout
        );
    }
}

#[test]
fn a_length_off_by_one_step_is_rejected() {
    let dir = scratch("off");
    write_map(&dir, "open.map", &open(961), "\n");
    let lines = [
        "0 0 960 960 1358.64",
        "0 0 960 960 1356.64",
        "0 0 10 0 11",
        "0 0 10 0 9.00000000",
    ];
    write_scen(&dir, "open.map.scen", "open.map", (961, 961), &lines, "\n");
    for engine in ["astar", "jps"] {
        let out = movingai(&["--engine", engine, &path(&dir, "open.map.scen")]);
        assert_eq!(out.status, Some(1), "{engine}: {}", out.stdout);
        assert!(out.stdout.contains("4 mismatches"), "{}", out.stdout);
        assert!(
            out.stdout.ends_with("total: 0/4 matched\n"),
            "{}",
            out.stdout
        );
    }
}

#[test]
fn zero_means_no_path_and_is_checked() {
    // A wall splits the map: (0, 0) cannot reach (4, 0).
    let dir = scratch("zero");
    let rows = ["..@..", "..@..", "..@.."].map(String::from);
    write_map(&dir, "split.map", &rows, "\n");
    // Unreachable with 0: accepted as "no path". Reachable with 0: rejected. The same cell
    // with 0: a path of length 0.
    let lines = ["0 0 4 0 0", "0 0 1 2 0", "3 1 3 1 0"];
    write_scen(&dir, "split.map.scen", "split.map", (5, 3), &lines, "\n");
    for engine in ["astar", "jps"] {
        let out = movingai(&["--engine", engine, &path(&dir, "split.map.scen")]);
        assert_eq!(out.status, Some(1), "{engine}: {}", out.stdout);
        assert!(
            out.stdout.contains("1 mismatches, 1 no path"),
            "{}",
            out.stdout
        );
        assert!(
            out.stdout.contains("line 3:"),
            "the reachable 0 is named: {}",
            out.stdout
        );
        assert!(
            out.stdout.ends_with("total: 2/3 matched\n"),
            "{}",
            out.stdout
        );
    }
}

#[test]
fn a_blocked_or_outside_endpoint_is_reported_and_skipped() {
    let dir = scratch("blocked");
    let rows = ["...T", "..@.", "W..."].map(String::from);
    write_map(&dir, "small.map", &rows, "\n");
    let lines = [
        "0 0 3 0 3",
        "0 0 2 1 2.41421356",
        "0 0 3 2 4.41421356",
        "0 0 0 2 2",
        "0 0 9 0 9",
    ];
    write_scen(&dir, "small.map.scen", "small.map", (4, 3), &lines, "\n");
    let out = movingai(&[&path(&dir, "small.map.scen")]);
    assert_eq!(out.status, Some(0), "{}{}", out.stdout, out.stderr);
    let file = path(&dir, "small.map.scen");
    let invalid: Vec<&str> = out
        .stderr
        .lines()
        .filter(|l| l.starts_with("invalid:"))
        .collect();
    assert_eq!(invalid.len(), 4, "{}", out.stderr);
    for (line, what) in [(2, "'T'"), (3, "'@'"), (5, "'W'"), (6, "outside")] {
        assert!(
            invalid.iter().any(|l| l.contains(&file)
                && l.contains(&format!("line {line}"))
                && l.contains(what)),
            "line {line} ({what}) not reported: {}",
            out.stderr
        );
    }
    assert!(
        out.stdout.contains("1 scenarios, 0 mismatches, 4 invalid"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.ends_with("total: 1/1 matched, 4 invalid\n"),
        "{}",
        out.stdout
    );
}

#[test]
fn an_octile_corner_map_is_scaled_and_searched_with_its_own_model() {
    // A `type octile-corner` map of 2 × 3 tiles: a column of trees, one of ground at height
    // 2, one of ground at 3 (a cliff between). The scenarios are for the map scaled to 4 × 6
    // (each tile a 2 × 2 block), as the Warcraft III files are for theirs at 512 × 512.
    let dir = scratch("corner");
    let map = "type octile-corner\nheight 3\nwidth 4\nmap\n2232\n2232\n2222\nT...\nT...\n....\n";
    std::fs::write(dir.join("hills.map"), map).unwrap();
    let lines = [
        // On the trees (invalid in the octile model): one diagonal step.
        "0 0 1 1 1.41421356",
        // Ground to ground: 2 straight steps.
        "2 0 2 2 2",
        // Up the cliff between columns 3 and 4: no path, published as 0.
        "3 0 4 0 0",
        // The published length is wrong: a mismatch.
        "2 0 3 1 1.00",
        // Out of the scaled map: invalid.
        "9 0 0 0 9",
    ];
    write_scen(&dir, "hills.map.scen", "hills.map", (6, 4), &lines, "\n");
    let file = path(&dir, "hills.map.scen");
    let out = movingai(&[&file]);
    assert_eq!(out.status, Some(1), "{}{}", out.stdout, out.stderr);
    assert!(
        out.stdout
            .contains("4 scenarios, 1 mismatches, 1 no path, 1 invalid"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout
            .lines()
            .next()
            .unwrap()
            .ends_with(", model octile-corner"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("line 5:"), "{}", out.stdout);
    assert!(
        out.stdout.ends_with("total: 3/4 matched, 1 invalid\n"),
        "{}",
        out.stdout
    );
    // Jump Point Search runs on the octile model only: an error for the file, status 2.
    let out = movingai(&["--engine", "jps", &file]);
    assert_eq!(out.status, Some(2), "{}{}", out.stdout, out.stderr);
    assert!(
        out.stdout
            .contains("is a type octile-corner map: Jump Point Search"),
        "{}",
        out.stdout
    );
}

#[test]
fn crlf_files_are_read() {
    let dir = scratch("crlf");
    let rows = ["....", ".@@.", "...."].map(String::from);
    write_map(&dir, "tiny.map", &rows, "\r\n");
    write_scen(
        &dir,
        "tiny.map.scen",
        "tiny.map",
        (4, 3),
        &["0 1 3 1 5.00000000"],
        "\r\n",
    );
    let out = movingai(&["--engine", "jps", &path(&dir, "tiny.map.scen")]);
    assert_eq!(out.status, Some(0), "{}{}", out.stdout, out.stderr);
    assert!(
        out.stdout.ends_with("total: 1/1 matched\n"),
        "{}",
        out.stdout
    );
}

#[test]
fn the_command_line() {
    let out = movingai(&["--help"]);
    assert_eq!(out.status, Some(0));
    assert!(out.stdout.starts_with("usage: movingai"), "{}", out.stdout);

    // Flags after the paths, `--engine=…`, and a directory searched recursively.
    let dir = scratch("cli");
    let sub = dir.join("set").join("deeper");
    std::fs::create_dir_all(&sub).unwrap();
    write_map(&sub, "tiny.map", &open(4), "\n");
    write_scen(
        &sub,
        "tiny.map.scen",
        "tiny.map",
        (4, 4),
        &["0 0 3 3 4.24264069"],
        "\n",
    );
    std::fs::write(sub.join("notes.txt"), "not a scenario file").unwrap();
    for args in [
        vec![path(&sub, "tiny.map.scen"), "--engine".into(), "jps".into()],
        vec!["--engine=astar".into(), dir.display().to_string()],
        vec![
            "--builds=3".into(),
            "--engine".into(),
            "jps".into(),
            path(&sub, "tiny.map.scen"),
        ],
    ] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = movingai(&args);
        assert_eq!(
            out.status,
            Some(0),
            "{args:?}: {}{}",
            out.stdout,
            out.stderr
        );
        assert!(
            out.stdout.ends_with("total: 1/1 matched\n"),
            "{args:?}: {}",
            out.stdout
        );
    }

    for bad in [
        &["--engine", "dijkstra", "x.scen"][..],
        &["--fast", "x.scen"],
        &[],
        &["--engine"],
        &["--builds", "0", "x.scen"],
        &["--builds=many", "x.scen"],
        &["x.scen", "--builds"],
    ] {
        let out = movingai(bad);
        assert_eq!(out.status, Some(2), "{bad:?}");
        assert!(out.stderr.starts_with("error: "), "{bad:?}: {}", out.stderr);
        assert!(
            out.stderr.contains("usage: movingai"),
            "{bad:?}: {}",
            out.stderr
        );
    }
}

#[test]
fn a_reader_that_stops_reading_ends_the_run_quietly() {
    // `movingai … | head -1` closes the pipe while the runner still has lines to write: it
    // used to panic ("failed printing to stdout: Broken pipe") on the next one.
    let dir = scratch("pipe");
    write_map(&dir, "open.map", &open(8), "\n");
    write_scen(
        &dir,
        "open.map.scen",
        "open.map",
        (8, 8),
        &["0 0 7 0 7"],
        "\n",
    );
    programs::ensure_built();
    let mut child = std::process::Command::new(programs::examples_dir().join("movingai"))
        .arg(path(&dir, "open.map.scen"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Close the reading end before the runner writes anything.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}
