//! `type octile-corner` maps and their movement model (the Warcraft III set's), on small
//! hand-made maps: one test per rule — what a step needs (one kind of terrain, one height),
//! where it differs from the octile model both ways, starts on trees and water, the scaling
//! the scenarios were made at — and the engines against each other on a seeded random map.

use gridpath::movingai::{
    self, CornerMap, CornerTile, Model, MovingAiError, Scenario, Tile, Verdict,
};
use gridpath::{
    AStar, Dijkstra, Dir, Grid, GridSpace, Octile, OnGrid, Pos, Predecessors, Size, StateSpace,
};

/// A corner map from its height rows and terrain rows (`heights` has one row and one column
/// more than the tiles, and so has `terrain`: its last row and column belong to no tile).
fn corner(heights: &[&str], terrain: &[&str]) -> CornerMap {
    let text = format!(
        "type octile-corner\nheight {}\nwidth {}\nmap\n{}\n{}\n",
        heights.len(),
        heights[0].len(),
        heights.join("\n"),
        terrain.join("\n"),
    );
    movingai::parse_corner_map(&text).unwrap()
}

/// The length A* finds between two tiles, or `None`.
fn length(map: &CornerMap, from: Pos, to: Pos) -> Option<Octile> {
    let space = map.space();
    AStar::new().search_to(&space, [from], to).goal_distance()
}

/// The length the octile model finds on the same terrain (heights ignored, `T` `W` blocked).
fn octile_length(map: &CornerMap, from: Pos, to: Pos) -> Option<Octile> {
    let tiles: Grid<Tile> = map.tiles().map(|t| t.tile);
    let space = GridSpace::octile(&tiles, Tile::is_passable);
    AStar::new().search_to(&space, [from], to).goal_distance()
}

#[test]
fn a_diagonal_between_trees_or_water_is_a_step_the_octile_model_refuses() {
    // All trees, then all water: the octile model enters neither.
    for ch in ["T", "W"] {
        let row = ch.repeat(3);
        let map = corner(&["222"; 3], &[&row, &row, &row]);
        assert!(map.can_step(Pos::new(0, 0), Dir::DownRight));
        assert_eq!(
            length(&map, Pos::new(0, 0), Pos::new(1, 1)),
            Some(Octile::DIAGONAL)
        );
        assert_eq!(octile_length(&map, Pos::new(0, 0), Pos::new(1, 1)), None);
    }
    // Swamp, `.` and `G` are one kind of terrain: a diagonal over all three.
    let map = corner(&["222"; 3], &["S.G", "GS.", "..."]);
    assert!(map.can_step(Pos::new(0, 0), Dir::DownRight));
    assert!(map.can_step(Pos::new(1, 0), Dir::UpRight));
}

#[test]
fn a_diagonal_across_a_cliff_corner_is_refused_where_the_octile_model_takes_it() {
    // Four ground tiles; the bottom-right one is a step higher: a cliff on two of the four
    // edges that meet at the middle corner.
    let map = corner(&["222", "232", "222"], &["GG.", "GG.", "..."]);
    assert_eq!(
        map.tiles()[Pos::new(1, 1)],
        CornerTile::flat(Tile::GroundG, 3)
    );
    assert!(!map.can_step(Pos::new(0, 0), Dir::DownRight));
    assert!(!map.can_step(Pos::new(0, 1), Dir::DownLeft)); // past the cliff's corner
    assert!(map.can_step(Pos::new(0, 0), Dir::Right));
    assert!(!map.can_step(Pos::new(0, 1), Dir::Down)); // up the cliff
    assert_eq!(length(&map, Pos::new(0, 0), Pos::new(1, 1)), None);
    assert_eq!(
        octile_length(&map, Pos::new(0, 0), Pos::new(1, 1)),
        Some(Octile::DIAGONAL)
    );
    // Between two tiles of one kind but not both beside it, the octile model refuses the
    // diagonal just as this one does.
    let map = corner(&["222"; 3], &["GT.", "GG.", "..."]);
    assert!(!map.can_step(Pos::new(0, 0), Dir::DownRight));
    assert!(!map.can_step(Pos::new(1, 0), Dir::UpRight));
}

#[test]
fn a_diagonal_needs_all_four_edges_around_its_corner() {
    // The bottom-right tile is a slope that joins one of its two neighbours around the middle
    // corner and not the other: the two straight routes differ, the diagonal is refused.
    for (heights, joins_below_left) in [
        (["222", "223", "223"], true),
        (["222", "222", "233"], false),
    ] {
        let map = corner(&heights, &["GG.", "Gg.", "..."]);
        let (top_right, bottom_left) = (Pos::new(0, 1), Pos::new(1, 0));
        let slope = Pos::new(1, 1);
        assert_eq!(map.can_step(bottom_left, Dir::Right), joins_below_left);
        assert_eq!(map.can_step(top_right, Dir::Down), !joins_below_left);
        assert!(!map.can_step(Pos::new(0, 0), Dir::DownRight));
        assert!(!map.can_step(slope, Dir::UpLeft));
        // One two-step route is open: the slope is reached, two steps away.
        assert_eq!(length(&map, Pos::new(0, 0), slope), Some(Octile::new(2, 0)));
    }
}

#[test]
fn a_slope_joins_what_its_edges_meet() {
    // Ground at height 2, a slope `g` rising to 4, a plateau at 4; rows 0 and 2 are trees.
    let map = corner(
        &["2244", "2244", "2244", "2244"],
        &["TTTT", "GgGG", "TTTT", "TTTT"],
    );
    let slope = map.tiles()[Pos::new(1, 1)];
    assert_eq!(
        (
            slope.top_left,
            slope.top_right,
            slope.bottom_left,
            slope.bottom_right
        ),
        (2, 4, 2, 4)
    );
    assert!(map.can_step(Pos::new(1, 0), Dir::Right));
    assert!(map.can_step(Pos::new(1, 1), Dir::Right));
    assert_eq!(
        length(&map, Pos::new(1, 0), Pos::new(1, 2)),
        Some(Octile::new(2, 0))
    );
    // The same tile in capitals is flat at its top-left corner's height, 2: a cliff to 4.
    let map = corner(
        &["2244", "2244", "2244", "2244"],
        &["TTTT", "GGGG", "TTTT", "TTTT"],
    );
    assert!(map.can_step(Pos::new(1, 0), Dir::Right));
    assert!(!map.can_step(Pos::new(1, 1), Dir::Right));
    assert_eq!(length(&map, Pos::new(1, 0), Pos::new(1, 2)), None);
}

#[test]
fn starts_on_trees_and_water_are_valid_out_of_bounds_is_not() {
    let map = corner(&["2222"; 4], &["TT@W", "TTOW", "....", "...."]);
    let scen = movingai::parse_scen(
        "version 1.0\n\
         0 maps/wc3maps/m.map 3 3 0 0 1 1 1.41421356\n\
         0 maps/wc3maps/m.map 3 3 0 0 2 0 1\n\
         0 maps/wc3maps/m.map 3 3 2 1 0 0 1\n\
         0 maps/wc3maps/m.map 3 3 5 0 0 0 5\n\
         0 maps/wc3maps/m.map 4 3 0 0 0 0 0\n",
    )
    .unwrap();
    assert_eq!(map.check(&scen[0]), Ok(()));
    let space = map.space();
    assert!(space.contains(Pos::new(0, 0)) && !space.contains(Pos::new(0, 2)));
    let mut astar = AStar::new();
    let found = astar.search_to(&space, [scen[0].start], scen[0].goal);
    assert_eq!(scen[0].judge(found.goal_distance()), Verdict::Exact);
    assert_eq!(
        map.check(&scen[1]),
        Err(MovingAiError::ScenarioBlocked {
            line: 3,
            what: "goal",
            x: 2,
            y: 0,
            ch: '@'
        })
    );
    assert_eq!(
        map.check(&scen[2]),
        Err(MovingAiError::ScenarioBlocked {
            line: 4,
            what: "start",
            x: 2,
            y: 1,
            ch: 'O'
        })
    );
    assert!(matches!(
        map.check(&scen[3]),
        Err(MovingAiError::ScenarioOutside { line: 5, .. })
    ));
    assert!(matches!(
        map.check(&scen[4]),
        Err(MovingAiError::ScenarioMapSize { line: 6, .. })
    ));
    // Trees lead to trees only: the ground below is another region.
    assert_eq!(length(&map, Pos::new(0, 0), Pos::new(2, 0)), None);
    assert_eq!(
        length(&map, Pos::new(2, 0), Pos::new(2, 2)),
        Some(Octile::new(2, 0))
    );
}

#[test]
fn scaling_copies_the_nearest_tile_and_keeps_joined_edges_joined() {
    let map = corner(&["223", "223"], &["GTG", "GTG"]);
    assert_eq!(map.scaled(map.size()).unwrap(), map);
    let scaled = map.scaled(Size::new(2, 5)).unwrap();
    let terrain = scaled.tiles().map(|t| t.tile.to_char()).to_text(|&c| c);
    assert_eq!(terrain, "GGGTT\nGGGTT\n");
    assert!(map.scaled(Size::new(0, 5)).is_err());

    // A ground tile at 2, then a slope `g` from 2 (left) to 3 (right) that joins it.
    let map = corner(&["223", "223"], &["Gg.", "..."]);
    assert!(map.can_step(Pos::new(0, 0), Dir::Right));
    let scaled = map.scaled(Size::new(1, 4)).unwrap();
    let edges: Vec<(u8, u8)> = scaled
        .tiles()
        .cells()
        .iter()
        .map(|t| (t.top_left, t.top_right))
        .collect();
    // The slope's first copy keeps the rise, the second is level at its right edge's height.
    assert_eq!(edges, [(2, 2), (2, 2), (2, 3), (3, 3)]);
    assert!((0..3).all(|col| scaled.can_step(Pos::new(0, col), Dir::Right)));

    // The same slope beside a tile it does not join (height 5): every copy repeats the rise,
    // and the copies do not join one another.
    let map = corner(&["523", "523"], &["Gg.", "..."]);
    assert!(!map.can_step(Pos::new(0, 0), Dir::Right));
    let scaled = map.scaled(Size::new(1, 4)).unwrap();
    assert_eq!(
        scaled.tiles()[Pos::new(0, 3)],
        scaled.tiles()[Pos::new(0, 2)]
    );
    assert!(!scaled.can_step(Pos::new(0, 2), Dir::Right));
}

#[test]
fn the_model_is_read_from_the_type_line() {
    let octile = "type octile\nheight 1\nwidth 1\nmap\n.\n";
    let corner_text = "type octile-corner\nheight 2\nwidth 2\nmap\n22\n22\nGG\nGG\n";
    assert_eq!(Model::of_map(octile), Ok(Model::Octile));
    assert_eq!(Model::of_map(corner_text), Ok(Model::OctileCorner));
    assert_eq!(Model::Octile.name(), "octile");
    assert!(matches!(
        Model::of_map("height 1\ntype square\nwidth 1\nmap\n"),
        Err(MovingAiError::BadHeader { line: 2, .. })
    ));
    // Each reader takes its own type only.
    assert!(matches!(
        movingai::parse_map(corner_text),
        Err(MovingAiError::BadHeader { line: 1, .. })
    ));
    assert!(matches!(
        movingai::parse_corner_map(octile),
        Err(MovingAiError::BadHeader { line: 1, .. })
    ));
}

#[test]
fn corner_map_errors() {
    let parse = |text: &str| movingai::parse_corner_map(text).unwrap_err();
    // One corner is no tile.
    assert!(matches!(
        parse("type octile-corner\nheight 1\nwidth 2\nmap\n22\nGG\n"),
        MovingAiError::BadHeader { line: 2, .. }
    ));
    assert_eq!(
        parse("type octile-corner\nheight 2\nwidth 2\nmap\n22\n2-\nGG\nGG\n"),
        MovingAiError::CornerHeight {
            line: 6,
            col: 1,
            ch: '-'
        }
    );
    assert_eq!(
        parse("type octile-corner\nheight 2\nwidth 2\nmap\n22\n22\nGx\nGG\n"),
        MovingAiError::MapChar {
            line: 7,
            col: 1,
            ch: 'x'
        }
    );
    assert!(matches!(
        parse("type octile-corner\nheight 2\nwidth 2\nmap\n22\n222\nGG\nGG\n"),
        MovingAiError::MapRowLength { line: 6, .. }
    ));
    assert!(matches!(
        parse("type octile-corner\nheight 2\nwidth 2\nmap\n22\n22\nGG\n"),
        MovingAiError::MapRowCount { found: 1, .. }
    ));
    assert!(matches!(
        parse("type octile-corner\nheight 2\nwidth 2\nmap\n22\n22\nGG\nGG\nGG\n"),
        MovingAiError::MapRowCount { line: 9, .. }
    ));
    // CRLF and the small letters of every sloped terrain.
    let map = movingai::parse_corner_map(
        "type octile-corner\r\nheight 2\r\nwidth 4\r\nmap\r\n2345\r\n2345\r\ngst.\r\nGGGG\r\n",
    )
    .unwrap();
    let tiles: Vec<(Tile, u8, u8)> = map
        .tiles()
        .cells()
        .iter()
        .map(|t| (t.tile, t.top_left, t.top_right))
        .collect();
    assert_eq!(
        tiles,
        [
            (Tile::GroundG, 2, 3),
            (Tile::Swamp, 3, 4),
            (Tile::Tree, 4, 5)
        ]
    );
}

/// A small pseudo-random generator (MINSTD), for a reproducible map.
struct Lehmer(u64);

impl Lehmer {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0 * 48_271 % 2_147_483_647;
        // A remainder below `n`, a usize.
        usize::try_from(self.0).unwrap_or(0) % n
    }
}

/// A random corner map: few heights, mostly ground, some slopes, every terrain.
fn random_map(seed: u64, rows: usize, cols: usize) -> CornerMap {
    let mut rng = Lehmer(seed);
    let heights: Vec<String> = (0..=rows)
        .map(|_| (0..=cols).map(|_| ['2', '2', '3'][rng.below(3)]).collect())
        .collect();
    let terrain: Vec<String> = (0..=rows)
        .map(|_| {
            (0..=cols)
                .map(|_| char::from(b"GGGGG.SgsTTWO@"[rng.below(14)]))
                .collect()
        })
        .collect();
    let heights: Vec<&str> = heights.iter().map(String::as_str).collect();
    let terrain: Vec<&str> = terrain.iter().map(String::as_str).collect();
    corner(&heights, &terrain)
}

#[test]
fn steps_are_two_way_and_engines_agree() {
    for seed in [1, 7, 2024] {
        let map = random_map(seed, 12, 17).scaled(Size::new(20, 30)).unwrap();
        let space = map.space();
        assert_eq!(space.size(), Size::new(20, 30));
        for (pos, _) in map.tiles().iter() {
            for dir in Dir::ALL {
                if let Some(next) = pos.step(dir).filter(|&n| map.tiles().contains(n)) {
                    assert_eq!(
                        map.can_step(pos, dir),
                        map.can_step(next, dir.opposite()),
                        "{pos:?} {dir:?}"
                    );
                }
            }
            let mut out = Vec::new();
            space.successors(pos, |next, cost| out.push((next, cost)));
            let mut into = Vec::new();
            space.predecessors(pos, |prev, cost| into.push((prev, cost)));
            assert_eq!(out, into);
        }
        // A* (the octile estimate) against Dijkstra (none), from every tile in bounds of a row.
        let mut astar = AStar::new();
        let mut dijkstra = Dijkstra::new();
        for start in (0..30).map(|col| Pos::new(10, col)) {
            let tree = dijkstra.search(&space, [start], |_| false);
            for goal in (0..20).map(|row| Pos::new(row, (row * 7) % 30)) {
                let found = astar.search_to(&space, [start], goal);
                assert_eq!(
                    found.goal_distance(),
                    tree.distance(goal),
                    "{start:?} {goal:?}"
                );
            }
        }
    }
}

#[test]
fn a_scenario_is_judged_on_the_scaled_map() {
    // A 1 × 2 map scaled to 4 × 8: a start and goal on the copies of one tree tile.
    let map = corner(&["222", "222"], &["T.G", "GGG"]);
    let scen: Vec<Scenario> =
        movingai::parse_scen("version 1.0\n0 maps/wc3maps/m.map 8 4 0 0 3 3 4.24\n").unwrap();
    assert!(map.check(&scen[0]).is_err()); // the wrong size
    let scaled = map.scaled(Size::new(4, 8)).unwrap();
    assert_eq!(scaled.check(&scen[0]), Ok(()));
    let space = scaled.space();
    let mut astar = AStar::new();
    let found = astar.search_to(&space, [scen[0].start], scen[0].goal);
    assert_eq!(found.goal_distance(), Some(Octile::new(0, 3)));
    assert_eq!(scen[0].judge(found.goal_distance()), Verdict::Exact);
}
