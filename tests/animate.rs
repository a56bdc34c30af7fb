//! Watching a search and a generation: the generators' carve events rebuild their mazes, the
//! animated SVG is well-formed XML with animation elements and stays small, its text frames
//! end on the right picture, an any-angle route is drawn segment by segment after the last
//! frame, and the `maze` demo writes one.

mod common;

use gridpath::any_angle::{Anya, Corner, Sight};
use gridpath::maze::{Algorithm, Carve, Maze, MinStd};
use gridpath::render::animate::Animation;
use gridpath::render::svg::Style;
use gridpath::solve::Solver;
use gridpath::{Bfs, Dir, GridSpace, JumpGrid, JumpPointSearch, Moves, Pos, Size};

/// Checks that `text` is one well-formed XML element: tags nest and match, names are names,
/// every attribute is `name="value"` once per tag with no `<` or `&` in the value, and nothing
/// but white space stands outside the tags. Returns the number of elements of each name.
fn well_formed(text: &str) -> std::collections::HashMap<String, usize> {
    let is_name = |s: &str| {
        !s.is_empty()
            && s.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_:.".contains(c))
    };
    let mut counts = std::collections::HashMap::new();
    let mut open: Vec<String> = Vec::new();
    let mut roots = 0;
    let mut rest = text;
    while let Some(at) = rest.find('<') {
        let (outside, tag) = rest.split_at(at);
        assert!(
            outside.trim().is_empty() || !open.is_empty(),
            "text outside the root: {outside:?}"
        );
        assert!(
            !outside.contains('>') && !outside.contains('&'),
            "stray markup: {outside:?}"
        );
        let end = tag.find('>').expect("a tag ends");
        let inner = &tag[1..end];
        rest = &tag[end + 1..];
        if let Some(name) = inner.strip_prefix('/') {
            assert_eq!(
                open.pop().as_deref(),
                Some(name),
                "a closing tag matches its opening"
            );
            continue;
        }
        let closed = inner.ends_with('/');
        let inner = inner.trim_end_matches('/');
        let name_end = inner.find(char::is_whitespace).unwrap_or(inner.len());
        let name = &inner[..name_end];
        assert!(is_name(name), "tag name {name:?}");
        // Attributes: name="value" pairs.
        let mut attrs = inner[name_end..].trim();
        let mut seen = Vec::new();
        while !attrs.is_empty() {
            let eq = attrs.find("=\"").expect("an attribute is name=\"value\"");
            let attr = attrs[..eq].trim();
            assert!(
                is_name(attr) && !seen.contains(&attr),
                "attribute {attr:?} in <{name}>"
            );
            seen.push(attr);
            let value_end = attrs[eq + 2..].find('"').expect("a closing quote") + eq + 2;
            let value = &attrs[eq + 2..value_end];
            assert!(
                !value.contains('<') && !value.contains('&'),
                "value {value:?}"
            );
            attrs = attrs[value_end + 1..].trim_start();
        }
        if open.is_empty() {
            roots += 1;
        }
        *counts.entry(name.to_string()).or_insert(0) += 1;
        if !closed {
            open.push(name.to_string());
        }
    }
    assert!(rest.trim().is_empty(), "text after the root");
    assert!(open.is_empty(), "unclosed tags: {open:?}");
    assert_eq!(roots, 1, "one root element");
    counts
}

#[test]
fn the_checker_rejects_what_is_not_xml() {
    for bad in [
        "<a><b></a></b>",
        "<a x=\"1\" x=\"2\"/>",
        "<a>",
        "<a/><b/>",
        "<a x=1/>",
        "<a>&</a>",
    ] {
        let outcome = std::panic::catch_unwind(|| well_formed(bad));
        assert!(outcome.is_err(), "{bad:?} was taken for XML");
    }
    assert_eq!(well_formed("<a x=\"1\"><b/></a>\n")["b"], 1);
}

#[test]
fn replaying_the_carve_events_rebuilds_every_generator_s_maze() {
    for algorithm in Algorithm::ALL {
        for seed in 1..=5 {
            let size = Size::new(3 + seed % 4, 4 + seed % 5);
            let mut events = Vec::new();
            let maze = algorithm
                .generate_observed(size, &mut MinStd::new(seed), |e| events.push(e))
                .unwrap();
            assert_eq!(
                maze,
                algorithm.generate(size, &mut MinStd::new(seed)).unwrap()
            );
            // Recursive division starts with every passage open and puts walls up.
            let mut replayed = Maze::new(size).unwrap();
            if algorithm == Algorithm::RecursiveDivision {
                for room in maze.all_rooms().collect::<Vec<_>>() {
                    replayed.open(room, Dir::Right);
                    replayed.open(room, Dir::Down);
                }
            }
            for event in &events {
                match *event {
                    Carve::Opened { room, dir } => assert!(replayed.open(room, dir)),
                    Carve::Closed { room, dir } => assert!(replayed.close(room, dir)),
                    Carve::Entered { room } => assert!(maze.contains(room)),
                    _ => panic!("{event:?}"),
                }
            }
            assert_eq!(replayed, maze, "{algorithm:?} seed {seed}");
            let walks = events.iter().any(|e| matches!(e, Carve::Entered { .. }));
            let walker = matches!(algorithm, Algorithm::Wilson | Algorithm::AldousBroder);
            assert_eq!(walks, walker, "{algorithm:?}: walk events");
        }
    }
}

/// A maze of `rows × cols` rooms, its generation events, its cell grid, BFS's events and path
/// from the top-left to the bottom-right room.
fn generated_and_solved(
    algorithm: Algorithm,
    rows: u32,
    cols: u32,
) -> (Animation, gridpath::Grid<bool>, Vec<Pos>) {
    let mut carving = Vec::new();
    let maze = algorithm
        .generate_observed(Size::new(rows, cols), &mut MinStd::new(2026), |e| {
            carving.push(e);
        })
        .unwrap();
    let cells = maze.to_grid();
    let (start, exit) = (Pos::new(1, 1), Pos::new(2 * rows - 1, 2 * cols - 1));
    let mut events = Vec::new();
    let mut bfs = Bfs::new();
    let found = bfs.search_observed(
        GridSpace::new(&cells, Moves::four(), |&open| open),
        [start],
        |p| p == exit,
        |e| events.push(e),
    );
    let path = found.path().unwrap();
    let animation =
        Animation::carving(&maze, carving).then(Animation::search(&cells, events, &path));
    (animation, cells, path)
}

#[test]
fn the_animated_svg_is_xml_that_plays_and_stays_small() {
    let (animation, cells, _) = generated_and_solved(Algorithm::Wilson, 60, 100);
    let svg = animation.to_svg();
    let counts = well_formed(&svg);
    // One clock, and one visibility switch per frame (at most the 240 frames asked).
    assert_eq!(counts["animate"], 1);
    assert!(
        (200..=240).contains(&counts["set"]),
        "{} frames",
        counts["set"]
    );
    assert!(svg.len() <= 2 << 20, "60 × 100 rooms: {} bytes", svg.len());
    eprintln!(
        "60 × 100 rooms ({} × {} cells): {} steps, {} frames, {} bytes",
        cells.height(),
        cells.width(),
        animation.steps(),
        counts["set"],
        svg.len()
    );
    for solver in Solver::ALL {
        let maze = Algorithm::Dfs
            .generate(Size::new(60, 100), &mut MinStd::new(1))
            .unwrap();
        let cells = maze.to_grid();
        let solution = solver
            .solve(&cells, |&o| o, Pos::new(1, 1), Pos::new(119, 199))
            .unwrap();
        let svg = Animation::solution(&cells, &solution).to_svg();
        well_formed(&svg);
        assert!(svg.len() <= 2 << 20, "{solver}: {} bytes", svg.len());
    }
}

#[test]
fn the_last_text_frame_is_the_solved_maze() {
    let (animation, cells, path) = generated_and_solved(Algorithm::Kruskal, 6, 9);
    let frames = animation.frames(30).text_frames();
    assert!(frames.len() <= 31);
    let last = frames.last().unwrap();
    // Every open cell was reached by BFS or lies on the path; walls are walls.
    for (pos, &open) in cells.iter() {
        let ch = last
            .lines()
            .nth(pos.row as usize)
            .unwrap()
            .chars()
            .nth(pos.col as usize)
            .unwrap();
        let want = if !open {
            '█'
        } else if pos == path[0] {
            'S'
        } else if pos == *path.last().unwrap() {
            'E'
        } else if path.contains(&pos) {
            '*'
        } else {
            ch
        };
        assert_eq!(ch, want, "{pos:?}");
        assert!(open || ch == '█');
    }
    // The first frame is all wall: nothing carved yet.
    assert!(frames[0].chars().all(|c| c == '█' || c == '\n'));
}

#[test]
fn the_maze_demo_writes_an_animation_with_any_solver() {
    let dir = std::env::temp_dir().join(format!("gridpath-animate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for solver in ["tremaux", "bfs", "wall-follower", "dead-end-filling"] {
        let file = dir.join(format!("{solver}.svg"));
        let file_arg = file.to_str().unwrap();
        let out = common::programs::run(
            "maze",
            &[
                "--rows",
                "8",
                "--cols",
                "12",
                "--animate",
                file_arg,
                "--solver",
                solver,
            ],
            b"",
        );
        assert_eq!(out.status, Some(0), "{solver}: {}", out.stderr);
        assert!(
            out.stdout.contains(&format!("animation: {file_arg} (")),
            "{}",
            out.stdout
        );
        if solver != "bfs" {
            assert!(
                out.stdout.contains(&format!("solver: {solver}, path ")),
                "{}",
                out.stdout
            );
        }
        let svg = std::fs::read_to_string(&file).unwrap();
        assert!(well_formed(&svg)["set"] > 0);
    }
    let bad = common::programs::run("maze", &["--solver", "guess"], b"");
    assert_eq!(bad.status, Some(2));
    assert!(
        bad.stderr
            .starts_with("error: unknown maze solver \"guess\""),
        "{}",
        bad.stderr
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The value of attribute `name` in the tag `tag` (the text from the tag's name on).
fn attribute<'t>(tag: &'t str, name: &str) -> &'t str {
    let from = tag.find(&format!(" {name}=\"")).expect("the attribute") + name.len() + 3;
    &tag[from..from + tag[from..].find('"').unwrap()]
}

/// The times (milliseconds after the clock starts) at which the groups of `svg` become
/// visible, in document order.
fn shown_at(svg: &str) -> Vec<u64> {
    svg.split("begin=\"clock.begin+")
        .skip(1)
        .map(|rest| rest[..rest.find("ms").unwrap()].parse().unwrap())
        .collect()
}

#[test]
fn an_any_angle_route_is_drawn_segment_by_segment_after_the_last_frame() {
    // A JPS search around a wall, and Anya's route between the same cells' corners.
    let grid = common::open_cells("......\n.####.\n......\n...#..\n");
    let space = GridSpace::octile(&grid, |&open| open);
    let (start, goal) = (Pos::new(0, 0), Pos::new(3, 5));
    let mut events = Vec::new();
    let jump_grid = JumpGrid::new(&space).unwrap();
    let mut jps = JumpPointSearch::new();
    let found = jps.search_observed(&jump_grid, [start], goal, |e| events.push(e));
    let path = found.path().unwrap();
    let sight = Sight::new(&space).unwrap();
    let route = Anya::new()
        .search(&sight, Corner::new(0, 0), Corner::new(3, 5))
        .unwrap();
    let corners = route.corners();
    assert!(corners.len() >= 3, "{corners:?}: the route turns");

    let search = Animation::search(&grid, events, &path).seconds(5);
    let animation = search.clone().route(corners);
    let svg = animation.to_svg();
    let counts = well_formed(&svg);
    // The clock runs the steps' 5 s, the route's second and the 2 s pause.
    assert!(svg.contains(r#"dur="8s""#), "{svg}");
    assert_eq!(counts["line"], corners.len() - 1);
    assert_eq!(svg.matches(r#"<g class="route""#).count(), 1);
    let style = Style::default();
    let group = &svg[svg.find(r#"<g class="route""#).unwrap()..];
    assert_eq!(attribute(group, "stroke"), style.route.to_string());
    assert_eq!(
        attribute(group, "stroke-width"),
        style.path_width.to_string()
    );

    // Segment k joins corners k and k + 1, scaled by the cell (8 pixels by default): corner
    // (r, c) at (8c, 8r).
    let lines: Vec<&str> = svg.split("<line").skip(1).collect();
    for (k, line) in lines.iter().enumerate() {
        let at = |x: &str, y: &str| -> (u32, u32) {
            (
                attribute(line, y).parse().unwrap(),
                attribute(line, x).parse().unwrap(),
            )
        };
        let (from, to) = (corners[k], corners[k + 1]);
        assert_eq!(at("x1", "y1"), (8 * from.row, 8 * from.col), "segment {k}");
        assert_eq!(at("x2", "y2"), (8 * to.row, 8 * to.col), "segment {k}");
    }
    // The frames' times, then the segments': in order, the segments after the last frame
    // (5000 ms) and within the next second, the last at its end.
    let times = shown_at(&svg);
    let frames = shown_at(&search.to_svg()).len();
    assert_eq!(times.len(), frames + corners.len() - 1);
    assert!(times.windows(2).all(|w| w[0] < w[1]), "{times:?}");
    assert_eq!(times[frames - 1], 5000);
    assert!(times[frames..].iter().all(|&t| t > 5000 && t <= 6000));
    assert_eq!(times.last(), Some(&6000));
    // The route is drawn over the picture: after the frames' group closes.
    assert!(svg.find("<line").unwrap() > svg.rfind("<path").unwrap());

    // The text frames leave the route out; no route draws nothing.
    assert_eq!(animation.text_frames(), search.text_frames());
    assert_eq!(search.clone().route(&[]).to_svg(), search.to_svg());
    assert!(!search.to_svg().contains("<line"));
    // A one-corner route is a dot: a segment from the corner to itself.
    let dot = search.clone().route(&[Corner::new(1, 2)]).to_svg();
    well_formed(&dot);
    assert!(
        dot.contains(r#"<line x1="16" y1="8" x2="16" y2="8"/>"#),
        "{dot}"
    );
    // `then` keeps the route of the animation that has one, the later one's first.
    let segments = |a: Animation| a.to_svg().matches("<line").count();
    assert_eq!(
        segments(search.clone().then(animation.clone())),
        corners.len() - 1
    );
    assert_eq!(
        segments(animation.clone().then(search.clone())),
        corners.len() - 1
    );
    let other = [Corner::new(0, 0), Corner::new(4, 6)];
    let both = animation.then(search.clone().route(&other)).to_svg();
    assert_eq!(both.matches("<line").count(), 1);
    assert!(both.contains(r#"<line x1="0" y1="0" x2="48" y2="32"/>"#));
}
