//! The Moving AI loader on malformed inputs, and A* and Jump Point Search against published
//! optimal lengths.
//!
//! The benchmark files live in `../shared/movingai/` (relative to the crate root). Without them
//! the benchmark test fails, unless the environment variable `GRIDPATH_SKIP_MOVINGAI` is set
//! (to anything): a machine meant to have the data cannot pass without it, and `.ci/run`
//! never sets the variable.

use std::path::{Path, PathBuf};

use gridpath::movingai::MovingAiError;
use gridpath::movingai::{self, Scenario, Tile};
use gridpath::{AStar, GridSpace, JumpGrid, JumpPointSearch, heuristic};

const HEADER: &str = "type octile\nheight 3\nwidth 4\nmap\n";

fn map(rows: &str) -> Result<gridpath::Grid<Tile>, MovingAiError> {
    movingai::parse_map(&format!("{HEADER}{rows}"))
}

#[test]
fn map_parses_crlf_tabs_and_all_terrain() {
    let grid =
        movingai::parse_map("type\toctile\r\nwidth 4\r\nheight  2\r\nmap\r\n.GS@\r\nOTW.\r\n\r\n")
            .unwrap();
    assert_eq!((grid.width(), grid.height()), (4, 2));
    let text = grid.to_text(|t| t.to_char());
    assert_eq!(text, ".GS@\nOTW.\n");
    let passable: Vec<bool> = grid.rows().flatten().map(Tile::is_passable).collect();
    assert_eq!(
        passable,
        [true, true, true, false, false, false, false, true]
    );
}

#[test]
fn map_bad_header() {
    let err = movingai::parse_map("type octile\nheight 3\nwidht 4\nmap\n").unwrap_err();
    assert!(
        matches!(err, MovingAiError::BadHeader { line: 3, .. }),
        "{err:?}"
    );
    let err = movingai::parse_map("type tile\nheight 3\nwidth 4\nmap\n").unwrap_err();
    assert!(
        matches!(err, MovingAiError::BadHeader { line: 1, .. }),
        "{err:?}"
    );
    let err = movingai::parse_map("type octile\nheight 3\nmap\n....\n").unwrap_err();
    assert!(
        matches!(err, MovingAiError::BadHeader { line: 3, .. }),
        "{err:?}"
    );
    let err = movingai::parse_map("type octile\nheight 3\nheight 3\nwidth 4\nmap\n").unwrap_err();
    assert!(
        matches!(err, MovingAiError::BadHeader { line: 3, .. }),
        "{err:?}"
    );
    let err = movingai::parse_map("type octile\nheight three\nwidth 4\nmap\n").unwrap_err();
    assert_eq!(
        err,
        MovingAiError::BadNumber {
            line: 2,
            field: "height",
            text: "three".into()
        }
    );
    let err = movingai::parse_map("").unwrap_err();
    assert!(
        matches!(err, MovingAiError::BadHeader { line: 1, .. }),
        "{err:?}"
    );
}

#[test]
fn map_short_and_long_rows_and_row_count() {
    assert_eq!(
        map("....\n...\n....\n").unwrap_err(),
        MovingAiError::MapRowLength {
            line: 6,
            row: 1,
            expected: 4,
            found: 3
        }
    );
    assert_eq!(
        map("....\n....\n.....\n").unwrap_err(),
        MovingAiError::MapRowLength {
            line: 7,
            row: 2,
            expected: 4,
            found: 5
        }
    );
    assert_eq!(
        map("....\n....\n").unwrap_err(),
        MovingAiError::MapRowCount {
            line: 7,
            expected: 3,
            found: 2
        }
    );
    assert_eq!(
        map("....\n....\n....\n\n....\n").unwrap_err(),
        MovingAiError::MapRowCount {
            line: 9,
            expected: 3,
            found: 4
        }
    );
}

#[test]
fn map_unknown_char() {
    assert_eq!(
        map("....\n..@.\n.T.x\n").unwrap_err(),
        MovingAiError::MapChar {
            line: 7,
            col: 3,
            ch: 'x'
        }
    );
    assert_eq!(
        map("....\n..é.\n....\n").unwrap_err(),
        MovingAiError::MapChar {
            line: 6,
            col: 2,
            ch: 'é'
        }
    );
}

#[test]
fn scen_fields_numbers_and_version() {
    let err = movingai::parse_scen("version 2\n").unwrap_err();
    assert!(
        matches!(err, MovingAiError::BadHeader { line: 1, .. }),
        "{err:?}"
    );
    let err = movingai::parse_scen("").unwrap_err();
    assert!(
        matches!(err, MovingAiError::BadHeader { line: 1, .. }),
        "{err:?}"
    );
    let err = movingai::parse_scen("version 1\n\n0 a.map 4 3 0 0 1 1 1.4 extra\n").unwrap_err();
    assert_eq!(err, MovingAiError::FieldCount { line: 3, found: 10 });
    for (field, line) in [
        ("start_x", "0 a.map 4 3 -1 0 1 1 1.41421"),
        ("goal_y", "0 a.map 4 3 0 0 1 y 1.41421"),
        ("optimal_length", "0 a.map 4 3 0 0 1 1 nan"),
        ("optimal_length", "0 a.map 4 3 0 0 1 1 1e3"),
        ("optimal_length", "0 a.map 4 3 0 0 1 1 1."),
    ] {
        let err = movingai::parse_scen(&format!("version 1.0\n{line}\n")).unwrap_err();
        assert!(
            matches!(err, MovingAiError::BadNumber { line: 2, field: f, .. } if f == field),
            "{line}: {err:?}"
        );
    }
}

#[test]
fn scen_outside_and_blocked() {
    let grid = map("....\n.T..\n....\n").unwrap();
    let check = |line: &str| {
        let scen = movingai::parse_scen(&format!("version 1\n\n{line}\n")).unwrap();
        movingai::check_scenarios(&grid, &scen)
    };
    assert_eq!(check("0 m/a.map 4 3 0 0 3 2 3.82843"), Ok(()));
    assert_eq!(
        check("0 a.map 4 3 0 0 4 2 4"),
        Err(MovingAiError::ScenarioOutside {
            line: 3,
            what: "goal",
            x: 4,
            y: 2,
            width: 4,
            height: 3
        })
    );
    assert_eq!(
        check("0 a.map 4 3 1 1 3 2 3"),
        Err(MovingAiError::ScenarioBlocked {
            line: 3,
            what: "start",
            x: 1,
            y: 1,
            ch: 'T'
        })
    );
    assert!(matches!(
        check("0 a.map 3 4 0 0 1 1 1.41421"),
        Err(MovingAiError::ScenarioMapSize { line: 3, .. })
    ));
}

#[test]
fn tolerance_follows_printed_decimals() {
    let scen =
        movingai::parse_scen("version 1\n0 a 1 1 0 0 0 0 2306.94\n0 a 1 1 0 0 0 0 7\n").unwrap();
    assert!(scen[0].accepts(2_306.944_99) && !scen[0].accepts(2_306.945_02));
    assert!(scen[1].accepts(7.4) && !scen[1].accepts(7.51));
}

#[test]
fn no_panic_on_garbage() {
    for text in [
        "\u{0}",
        "map",
        "type octile\nheight 99999999999\nwidth 99999999999\nmap\n",
        "type octile\nheight 18446744073709551616\nwidth 1\nmap\n",
        "type octile\nheight 0\nwidth 1\nmap\n",
        "type octile\nheight 1\nwidth 1\nmap",
        "\r\r\n\r",
    ] {
        assert!(movingai::parse_map(text).is_err(), "{text:?}");
        let _ = movingai::parse_scen(text);
    }
}

// ---------------------------------------------------------------------------------------------
// The benchmark files.
// ---------------------------------------------------------------------------------------------

/// How many scenarios each map other than `arena` contributes, at most: every k-th one with
/// `k = len / SAMPLE`, so the sample spreads over all buckets (short and long problems). Kept
/// small because A* in a debug build is slow on the 512×512 and larger maps.
const SAMPLE: usize = 24;

/// The variable that lets the benchmark test skip when the data is missing.
const SKIP: &str = "GRIDPATH_SKIP_MOVINGAI";

/// The benchmark directory; `None` only when it is missing and [`SKIP`] is set. Missing without
/// the variable, it is a failure (a printed "skipped" line would be swallowed by the harness).
fn dir() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/movingai");
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var_os(SKIP).is_some(),
        "{} is missing: put the Moving AI maps and scenarios there, or set {SKIP}=1 to skip \
         the benchmark test",
        dir.display()
    );
    None
}

fn solve(dir: &Path, scenarios: &[&Scenario]) -> usize {
    let map = movingai::read_map(dir.join(scenarios[0].map_name())).unwrap();
    let space = GridSpace::octile(&map, Tile::is_passable);
    let jump_grid = JumpGrid::new(&space).unwrap();
    let mut astar = AStar::new();
    let mut jps = JumpPointSearch::new();
    for s in scenarios {
        s.check(&map).unwrap();
        let goal = s.goal;
        let found = astar.search(&space, [s.start], |p| p == goal, heuristic::octile(goal));
        let length = found.goal_distance().expect("every scenario is solvable");
        assert!(
            s.accepts_octile(length),
            "{} line {}: published {}, computed {}",
            s.map,
            s.line,
            s.optimal_length,
            length.to_f64()
        );
        let jumped = jps.search(&jump_grid, [s.start], goal);
        assert_eq!(
            jumped.goal_distance(),
            Some(length),
            "{} line {}: JPS differs from A*",
            s.map,
            s.line
        );
        let path = jumped.path().expect("a distance comes with its path");
        assert_eq!((path.first(), path.last()), (Some(&s.start), Some(&goal)));
    }
    scenarios.len()
}

#[test]
fn benchmark_lengths() {
    let Some(dir) = dir() else {
        println!("skipped: ../shared/movingai is missing and {SKIP} is set");
        return;
    };
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".map.scen"))
        .collect();
    paths.sort();
    assert_eq!(paths.len(), 13, "{paths:?}");
    let (mut solved, mut parsed) = (0, 0);
    for path in paths {
        let scenarios = movingai::read_scen(&path).unwrap();
        parsed += scenarios.len();
        let all = path.file_name().is_some_and(|n| n == "arena.map.scen");
        let k = if all {
            1
        } else {
            (scenarios.len() / SAMPLE).max(1)
        };
        let sample: Vec<&Scenario> = scenarios.iter().skip(k / 2).step_by(k).collect();
        solved += solve(&dir, &sample);
    }
    assert_eq!(parsed, 34_537);
    println!("solved {solved} of {parsed} scenarios");
}

/// `Scenario::judge` on the lines the old rule rejected, and its limits: the benchmark's
/// single-precision √2 is allowed for, a length one straight step off never is.
#[test]
fn judge_models_the_single_precision_lengths() {
    use gridpath::Octile;
    use gridpath::movingai::Verdict;
    // The allowance per diagonal step is just above the single-precision shortfall of √2.
    let shortfall = core::f64::consts::SQRT_2 - f64::from(core::f32::consts::SQRT_2);
    assert!((2.4e-8..2.5e-8).contains(&shortfall), "{shortfall}");
    // maze512-16-6.map.scen line 7366: published 2951.64, exactly 1594 + 960√2 = 2951.64502.
    let scen = movingai::parse_scen("version 1\n0 m.map 512 512 0 0 1 1 2951.64\n").unwrap();
    let exact = Octile::new(1594, 960);
    assert!(!scen[0].accepts(exact.to_f64()), "the old rule rejects it");
    assert_eq!(scen[0].judge(Some(exact)), Verdict::SinglePrecision);
    // Off by one straight step, either way, and by a diagonal for a straight step: rejected.
    for wrong in [
        Octile::new(1593, 960),
        Octile::new(1595, 960),
        Octile::new(1593, 961),
    ] {
        assert_eq!(scen[0].judge(Some(wrong)), Verdict::Rejected, "{wrong:?}");
    }
    // The same at every precision the files use, on long and short paths.
    for decimals in 0..=8 {
        for length in [
            Octile::new(3, 4),
            Octile::new(1594, 960),
            Octile::new(0, 5000),
        ] {
            let printed = format!("{:.*}", decimals, length.to_f64());
            let line = format!("version 1\n0 m.map 9 9 0 0 1 1 {printed}\n");
            let scen = movingai::parse_scen(&line).unwrap();
            assert!(scen[0].judge(Some(length)).is_accepted(), "{printed}");
            let one_more = Octile::new(length.straight + 1, length.diagonal);
            assert_eq!(
                scen[0].judge(Some(one_more)),
                Verdict::Rejected,
                "{printed}"
            );
            assert_eq!(scen[0].judge(None), Verdict::Rejected, "{printed}: no path");
        }
    }
    // "No path": a published 0 for a start and goal that differ, and only then.
    let zero =
        movingai::parse_scen("version 1\n0 m.map 9 9 0 0 4 0 0\n0 m.map 9 9 2 2 2 2 0\n").unwrap();
    assert_eq!(zero[0].judge(None), Verdict::NoPath);
    assert_eq!(zero[0].judge(Some(Octile::new(4, 0))), Verdict::Rejected);
    assert_eq!(zero[1].judge(Some(Octile::new(0, 0))), Verdict::Exact);
    assert_eq!(zero[1].judge(None), Verdict::Rejected);
}
