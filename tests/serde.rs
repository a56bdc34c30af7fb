//! The `serde` feature: grids, mazes and positions round-trip through JSON, and what comes back
//! in is checked like any other input — a cell count that does not fill the grid, or a maze
//! picture that is not a maze, is an error, not a broken value.
#![cfg(feature = "serde")]

use gridpath::maze::{Maze, MinStd, dfs};
use gridpath::{DiagonalRule, Dir, Grid, Pos, Size};

#[test]
fn grids_round_trip() {
    let grid = Grid::parse_bytes("S.#\n..E\n", b".#SE").unwrap();
    let json = serde_json::to_string(&grid).unwrap();
    assert_eq!(json, r#"{"rows":2,"cols":3,"cells":[83,46,35,46,46,69]}"#);
    let back: Grid<u8> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, grid);
}

#[test]
fn grids_are_checked_on_the_way_in() {
    let short = r#"{"rows":2,"cols":3,"cells":[1,2,3,4,5]}"#;
    let err = serde_json::from_str::<Grid<u8>>(short).unwrap_err();
    assert!(
        err.to_string()
            .contains("5 cells cannot fill a grid of 2 rows × 3 columns"),
        "{err}"
    );
    let empty = r#"{"rows":2,"cols":0,"cells":[]}"#;
    assert!(serde_json::from_str::<Grid<u8>>(empty).is_err());
}

#[test]
fn mazes_round_trip_as_their_picture() {
    let maze = dfs::generate(Size::new(2, 3), &mut MinStd::new(1)).unwrap();
    let json = serde_json::to_string(&maze).unwrap();
    assert_eq!(
        json,
        "{\"rows\":2,\"cols\":3,\"cells\":\"#######\\n#.#...#\\n#.#.#.#\\n#...#.#\\n#######\\n\"}"
    );
    let back: Maze = serde_json::from_str(&json).unwrap();
    assert_eq!(back, maze);
}

#[test]
fn mazes_are_checked_on_the_way_in() {
    // A passage cell in the border.
    let open_border = "{\"rows\":1,\"cols\":1,\"cells\":\"#.#\\n#.#\\n###\\n\"}";
    assert!(serde_json::from_str::<Maze>(open_border).is_err());
    // A size that disagrees with the picture.
    let wrong_size = "{\"rows\":2,\"cols\":1,\"cells\":\"###\\n#.#\\n###\\n\"}";
    assert!(serde_json::from_str::<Maze>(wrong_size).is_err());
    // A character that is neither wall nor open.
    let unknown = "{\"rows\":1,\"cols\":1,\"cells\":\"###\\n#S#\\n###\\n\"}";
    assert!(serde_json::from_str::<Maze>(unknown).is_err());
}

#[test]
fn small_types_round_trip() {
    let pos = Pos::new(3, 4);
    assert_eq!(serde_json::to_string(&pos).unwrap(), r#"{"row":3,"col":4}"#);
    assert_eq!(
        serde_json::from_str::<Pos>(r#"{"row":3,"col":4}"#).unwrap(),
        pos
    );
    for dir in Dir::ALL {
        let json = serde_json::to_string(&dir).unwrap();
        assert_eq!(serde_json::from_str::<Dir>(&json).unwrap(), dir);
    }
    let rule = DiagonalRule::NoCornerCutting;
    let json = serde_json::to_string(&rule).unwrap();
    assert_eq!(serde_json::from_str::<DiagonalRule>(&json).unwrap(), rule);
}
