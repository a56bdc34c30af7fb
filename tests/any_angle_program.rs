//! Problem 18 of `examples/README.md`, `any_angle`, run as a user runs it: the example binary
//! on small `.map` and `.scen` files written here.
//!
//! 1. The ratios: on an open map and around a wall, the mean of octile / any-angle is the one
//!    worked out by hand; the format of each line (`NAME queries Q apart A ratio R us U`, then
//!    `all`), `--limit`, scenarios without a path or of length 0, files without scenarios,
//!    scenarios on which the two models disagree (a pinch) counted apart.
//! 2. The pictures: `--svg` draws the route's corners scaled over the cell path, `--animate`
//!    the search and then the route segment by segment.
//! 3. Errors — a bad command line, a file that cannot be read or is malformed — end with exit
//!    status 2, one `error:` line
//!    naming the file (and the line), and nothing on standard output.

mod common;

use std::fmt::Write;
use std::path::Path;

use common::moving_ai_files::{open, path, scratch, write_map, write_scen};
use common::programs::{self, Outcome};

fn any_angle(args: &[&str]) -> Outcome {
    programs::run("any_angle", args, b"")
}

/// The output of a successful run, each line checked for the format and its time (the last
/// field: a number with one decimal, or `-`) replaced by `U`.
fn answer(args: &[&str]) -> String {
    let out = any_angle(args);
    assert_eq!(out.status, Some(0), "{args:?}: {}", out.stderr);
    assert!(out.stderr.is_empty(), "{args:?}: {}", out.stderr);
    let mut shown = String::new();
    for line in out.stdout.lines() {
        let fields: Vec<&str> = line.split(' ').collect();
        let [
            name,
            "queries",
            queries,
            "apart",
            apart,
            "ratio",
            ratio,
            "us",
            us,
        ] = fields[..]
        else {
            panic!("{args:?}: {line:?} is not `NAME queries Q apart A ratio R us U`");
        };
        assert!(queries.parse::<usize>().is_ok(), "{line:?}");
        let decimals = |text: &str, n: usize| {
            text == "-"
                || text.parse::<f64>().is_ok()
                    && text.split_once('.').is_some_and(|(_, d)| d.len() == n)
        };
        assert!(decimals(ratio, 4), "{line:?}: the ratio has 4 decimals");
        assert!(decimals(us, 1), "{line:?}: the time has 1 decimal");
        if queries == "0" {
            assert_eq!(us, "-", "{line:?}");
        }
        assert!(apart.parse::<usize>().is_ok(), "{line:?}");
        let _ = writeln!(
            shown,
            "{name} queries {queries} apart {apart} ratio {ratio} us U"
        );
    }
    shown
}

/// The error line of a run that must fail, after checking the error contract.
fn error(args: &[&str]) -> String {
    programs::expect_error_with("any_angle", args, b"")
}

/// An open 4 × 4 map and four scenarios from its corner (0, 0).
fn open_files(dir: &Path) {
    write_map(dir, "open.map", &open(4), "\n");
    write_scen(
        dir,
        "open.map.scen",
        "open.map",
        (4, 4),
        &[
            "0 0 3 3 4.24264069",
            "0 0 3 0 3",
            "0 0 3 1 3.41421356",
            "0 0 3 2 3.82842712",
        ],
        "\n",
    );
}

/// A 3 × 4 map with a wall of two cells in the middle row, and one scenario across it.
fn wall_files(dir: &Path) {
    let rows = ["....", ".@@.", "...."].map(String::from);
    write_map(dir, "wall.map", &rows, "\n");
    write_scen(
        dir,
        "wall.map.scen",
        "wall.map",
        (4, 3),
        &["0 0 3 2 5"],
        "\n",
    );
}

/// `x` with 4 decimals, as the program prints a ratio.
fn four(x: f64) -> String {
    format!("{x:.4}")
}

// ---------------------------------------------------------------------------------------------
// 1. Ratios
// ---------------------------------------------------------------------------------------------

#[test]
fn an_open_map_gives_the_ratios_worked_out_by_hand() {
    let dir = scratch("open");
    open_files(&dir);
    // On open ground the any-angle path is the straight line between the corners, and the
    // octile path of the cells the same displacement walked in straight and diagonal steps:
    // (3, 3) → 3√2 both; (0, 3) → 3 both; (1, 3) → 2 + √2 against √10; (2, 3) → 1 + 2√2
    // against √13.
    let root2 = 2f64.sqrt();
    let ratios = [
        1.0,
        1.0,
        (2.0 + root2) / 10f64.sqrt(),
        (1.0 + 2.0 * root2) / 13f64.sqrt(),
    ];
    let mean = ratios.iter().sum::<f64>() / 4.0;
    assert_eq!(four(mean), "1.0354");
    assert_eq!(
        answer(&[&path(&dir, "open.map.scen")]),
        "open.map.scen queries 4 apart 0 ratio 1.0354 us U\nall queries 4 apart 0 ratio 1.0354 us U\n"
    );
}

#[test]
fn a_wall_bends_the_route_and_all_pools_the_files() {
    let dir = scratch("wall");
    open_files(&dir);
    wall_files(&dir);
    // Cell (0, 0) to cell (2, 3): 5 straight steps around the wall (no corner cutting).
    // Corner (0, 0) to corner (2, 3): over the wall's top-right corner (1, 3), 1 + √10.
    let wall = 5.0 / (1.0 + 10f64.sqrt());
    assert_eq!(four(wall), "1.2013");
    let root2 = 2f64.sqrt();
    let open_sum = 2.0 + (2.0 + root2) / 10f64.sqrt() + (1.0 + 2.0 * root2) / 13f64.sqrt();
    let all = four((open_sum + wall) / 5.0);
    // In the order given; the name is the file's, not its directory's.
    assert_eq!(
        answer(&[&path(&dir, "wall.map.scen"), &path(&dir, "open.map.scen")]),
        format!(
            "wall.map.scen queries 1 apart 0 ratio 1.2013 us U\n\
             open.map.scen queries 4 apart 0 ratio 1.0354 us U\n\
             all queries 5 apart 0 ratio {all} us U\n"
        )
    );
}

#[test]
fn limit_runs_the_first_scenarios_of_each_file() {
    let dir = scratch("limit");
    open_files(&dir);
    wall_files(&dir);
    let (open, wall) = (path(&dir, "open.map.scen"), path(&dir, "wall.map.scen"));
    let expected = format!(
        "open.map.scen queries 3 apart 0 ratio {} us U\nwall.map.scen queries 1 apart 0 ratio 1.2013 us U\nall queries 4 apart 0 ratio {} us U\n",
        four((2.0 + (2.0 + 2f64.sqrt()) / 10f64.sqrt()) / 3.0),
        four((2.0 + (2.0 + 2f64.sqrt()) / 10f64.sqrt() + 5.0 / (1.0 + 10f64.sqrt())) / 4.0),
    );
    // Flags anywhere, as `--limit N` or `--limit=N`.
    assert_eq!(answer(&["--limit", "3", &open, &wall]), expected);
    assert_eq!(answer(&[&open, "--limit=3", &wall]), expected);
    assert_eq!(
        answer(&["--limit", "1", &open]),
        "open.map.scen queries 1 apart 0 ratio 1.0000 us U\nall queries 1 apart 0 ratio 1.0000 us U\n"
    );
    // A limit beyond the file's length runs them all.
    assert!(
        answer(&["--limit", "99", &open])
            .starts_with("open.map.scen queries 4 apart 0 ratio 1.0354")
    );
}

#[test]
fn scenarios_without_a_ratio_still_count_as_queries() {
    let dir = scratch("none");
    // A wall splits the map: (0, 0) reaches nothing right of it, on either side; and a
    // scenario from a cell to itself has length 0 on both.
    let rows = ["..@..", "..@..", "..@.."].map(String::from);
    write_map(&dir, "split.map", &rows, "\n");
    write_scen(
        &dir,
        "split.map.scen",
        "split.map",
        (5, 3),
        &["0 0 4 0 0", "3 1 3 1 0"],
        "\n",
    );
    write_scen(
        &dir,
        "mixed.map.scen",
        "split.map",
        (5, 3),
        &["0 0 4 0 0", "0 0 1 0 1"],
        "\n",
    );
    // A file of no scenarios.
    std::fs::write(dir.join("empty.map.scen"), "version 1\n").unwrap();
    assert_eq!(
        answer(&[
            &path(&dir, "split.map.scen"),
            &path(&dir, "mixed.map.scen"),
            &path(&dir, "empty.map.scen"),
        ]),
        "split.map.scen queries 2 apart 0 ratio - us U\n\
         mixed.map.scen queries 2 apart 0 ratio 1.0000 us U\n\
         empty.map.scen queries 0 apart 0 ratio - us U\n\
         all queries 4 apart 0 ratio 1.0000 us U\n"
    );
    let out = any_angle(&[&path(&dir, "empty.map.scen")]);
    assert_eq!(
        out.stdout,
        "empty.map.scen queries 0 apart 0 ratio - us -\nall queries 0 apart 0 ratio - us -\n"
    );
}

#[test]
fn crlf_files_and_maps_named_with_their_benchmark_directories_are_read() {
    // The `map` field as the benchmark writes it: the map is its base name, beside the file.
    let dir = scratch("crlf");
    write_map(&dir, "open.map", &open(4), "\r\n");
    write_scen(
        &dir,
        "open.map.scen",
        "maps/small/open.map",
        (4, 4),
        &["0 0 3 1 3.41421356"],
        "\r\n",
    );
    let ratio = four((2.0 + 2f64.sqrt()) / 10f64.sqrt());
    assert_eq!(
        answer(&[&path(&dir, "open.map.scen")]),
        format!(
            "open.map.scen queries 1 apart 0 ratio {ratio} us U\nall queries 1 apart 0 ratio {ratio} us U\n"
        )
    );
}

// ---------------------------------------------------------------------------------------------
// 2. Pictures
// ---------------------------------------------------------------------------------------------

#[test]
fn the_pictures_draw_the_first_scenario_s_route_over_its_path() {
    let dir = scratch("pictures");
    wall_files(&dir);
    open_files(&dir);
    let (svg, animated) = (path(&dir, "route.svg"), path(&dir, "animated.svg"));
    let out = answer(&[
        "--svg",
        &svg,
        &path(&dir, "wall.map.scen"),
        "--animate",
        &animated,
        &path(&dir, "open.map.scen"),
    ]);
    assert!(
        out.starts_with("wall.map.scen queries 1 apart 0 ratio 1.2013"),
        "{out}"
    );

    // The wall's first scenario: corners (0, 0), (1, 3), (2, 3), at (16c, 16r); the cell
    // path of 6 cells through the centres, under it.
    let picture = std::fs::read_to_string(&svg).unwrap();
    assert!(picture.starts_with("<svg") && picture.ends_with("</svg>\n"));
    assert!(
        picture.contains(r#"<polyline class="route" points="0,0 48,16 48,32""#),
        "{picture}"
    );
    let cell_path = picture.find(r#"<polyline class="path" points=""#).unwrap();
    let points = &picture[cell_path..].split('"').nth(3).unwrap();
    assert_eq!(points.split(' ').count(), 6, "{points}");
    assert!(picture.find(r#"class="route""#).unwrap() > cell_path);

    // The animation: the search's frames, then the route's two segments, in pixels of 8.
    let animation = std::fs::read_to_string(&animated).unwrap();
    assert!(animation.starts_with("<svg") && animation.contains("<set attributeName"));
    assert_eq!(animation.matches("<line ").count(), 2);
    assert!(animation.contains(r#"<line x1="0" y1="0" x2="24" y2="8"/>"#));
    assert!(animation.contains(r#"<line x1="24" y1="8" x2="24" y2="16"/>"#));
}

// ---------------------------------------------------------------------------------------------
// 3. Errors
// ---------------------------------------------------------------------------------------------

#[test]
fn the_command_line() {
    let out = any_angle(&["--help"]);
    assert_eq!(out.status, Some(0));
    assert!(out.stdout.starts_with("usage: any_angle"), "{}", out.stdout);

    let dir = scratch("cli");
    open_files(&dir);
    let scen = path(&dir, "open.map.scen");
    let scen = scen.as_str();
    for bad in [
        &[][..],
        &["--limit", "2"],
        &["--fast", scen],
        &["-x", scen],
        &["--limit", scen],
        &[scen, "--limit"],
        &["--limit", "0", scen],
        &["--limit", "-1", scen],
        &["--limit=many", scen],
        &["--limit", "1", "--limit", "2", scen],
        &["--svg", scen],
        &[scen, "--animate"],
        &["--svg=a.svg", "--svg", "b.svg", scen],
    ] {
        let line = error(bad);
        assert!(line.len() > "error: \n".len(), "{bad:?}: {line}");
    }
}

#[test]
fn unreadable_and_malformed_files_are_errors_that_name_them() {
    let dir = scratch("files");
    open_files(&dir);
    let good = path(&dir, "open.map.scen");
    // A file that is not there, and a directory.
    let missing = path(&dir, "missing.map.scen");
    assert!(error(&[&good, &missing]).contains(&missing));
    assert!(error(&[&dir.display().to_string()]).starts_with("error: "));

    // Malformed `.scen` files: the file and its line.
    std::fs::write(dir.join("header.map.scen"), "version 2\n").unwrap();
    let line = error(&[&path(&dir, "header.map.scen")]);
    assert!(line.contains("header.map.scen: line 1"), "{line}");
    write_scen(
        &dir,
        "fields.map.scen",
        "open.map",
        (4, 4),
        &["0 0 3 3 4.24", "0 0 3"],
        "\n",
    );
    let line = error(&[&good, &path(&dir, "fields.map.scen")]);
    assert!(line.contains("fields.map.scen: line 3"), "{line}");

    // A scenario outside its map, or on a blocked cell.
    let rows = ["..@.", "....", "...."].map(String::from);
    write_map(&dir, "rock.map", &rows, "\n");
    for (scenario, what) in [
        ("0 0 2 0 2", "'@'"),
        ("0 0 4 0 4", "outside"),
        ("0 0 1 5 5", "outside"),
    ] {
        write_scen(
            &dir,
            "bad.map.scen",
            "rock.map",
            (4, 3),
            &["0 0 1 0 1", scenario],
            "\n",
        );
        let line = error(&[&path(&dir, "bad.map.scen")]);
        assert!(
            line.contains("bad.map.scen: line 3") && line.contains(what),
            "{line}"
        );
    }
    // A map of another size than the scenario's.
    write_scen(
        &dir,
        "size.map.scen",
        "rock.map",
        (5, 3),
        &["0 0 1 0 1"],
        "\n",
    );
    assert!(error(&[&path(&dir, "size.map.scen")]).contains("size.map.scen: line 2"));

    // A missing map, a malformed one: the map's file is named.
    write_scen(
        &dir,
        "nomap.map.scen",
        "nowhere.map",
        (4, 4),
        &["0 0 1 1 1.41"],
        "\n",
    );
    assert!(error(&[&path(&dir, "nomap.map.scen")]).contains("nowhere.map"));
    std::fs::write(
        dir.join("broken.map"),
        "type octile\nheight 2\nwidth 2\nmap\n..\n.x\n",
    )
    .unwrap();
    write_scen(
        &dir,
        "broken.map.scen",
        "broken.map",
        (2, 2),
        &["0 0 1 0 1"],
        "\n",
    );
    let line = error(&[&path(&dir, "broken.map.scen")]);
    assert!(line.contains("broken.map: line 6, column 1"), "{line}");
}

#[test]
fn scenarios_on_which_the_searches_disagree_are_counted_apart() {
    // Cells (0, 1) and (1, 0) are blocked and touch diagonally at corner (1, 1): a pinch, on
    // which no any-angle path may stand. The octile path from cell (1, 1) to cell (2, 2) is
    // one diagonal step; so is the one from (2, 2) to (1, 1). From cell (1, 2) to (2, 1) both
    // models have a path (corners (1, 2) and (2, 1) see each other through cell (1, 1)).
    let dir = scratch("pinch");
    let rows = [".@.", "@..", "..."].map(String::from);
    write_map(&dir, "pinch.map", &rows, "\n");
    write_scen(
        &dir,
        "pinch.map.scen",
        "pinch.map",
        (3, 3),
        &[
            "1 2 2 1 1.41421356",
            "1 1 2 2 1.41421356",
            "2 2 1 1 1.41421356",
        ],
        "\n",
    );
    let out = answer(&[&path(&dir, "pinch.map.scen")]);
    assert_eq!(
        out,
        "pinch.map.scen queries 3 apart 2 ratio 1.0000 us U\nall queries 3 apart 2 ratio 1.0000 us U\n"
    );
    // With the limit before the pinch, none apart.
    assert!(answer(&["--limit", "1", &path(&dir, "pinch.map.scen")]).contains("queries 1 apart 0"));
}

#[test]
fn pictures_that_cannot_be_made_are_errors() {
    let dir = scratch("no-picture");
    open_files(&dir);
    std::fs::write(dir.join("empty.map.scen"), "version 1\n").unwrap();
    // No scenario to draw in the first file.
    let line = error(&[
        "--svg",
        &path(&dir, "a.svg"),
        &path(&dir, "empty.map.scen"),
        &path(&dir, "open.map.scen"),
    ]);
    assert!(line.contains("empty.map.scen"), "{line}");
    // A file that cannot be written: a directory's path.
    let line = error(&[
        "--animate",
        &dir.display().to_string(),
        &path(&dir, "open.map.scen"),
    ]);
    assert!(line.contains("cannot write"), "{line}");
}
