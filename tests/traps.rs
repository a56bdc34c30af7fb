//! The traps a new user fell into with gridpath 0.1, each as the test that would have caught
//! it: written the natural way, the code must give the right answer or fail to compile — never
//! a silent wrong answer.

use gridpath::adapt::{HasPos, KeyCell, Keys};
use gridpath::maze::{Algorithm, Maze, MinStd};
use gridpath::{Bfs, Error, Grid, GridSpace, Moves, Pos, Size};

/// 0.1: `KeyCell::from_letter` read the exit `E` as a door whose key exists nowhere, so the
/// natural first line answered "no path" on any map that marks the exit `E`.
#[test]
fn an_exit_marked_e_is_not_a_door() {
    let grid = Grid::parse("S.a.A.E\n", Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
    let space = Keys::new(&open, &grid, |&c| KeyCell::from_letter(c)).unwrap();
    let exit = grid.find(|&c| c == 'E').unwrap();
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.pos() == exit);
    assert_eq!(found.goal_distance(), Some(6));
    assert_eq!(KeyCell::from_letter('S'), KeyCell::Nothing);
    assert_eq!(KeyCell::from_letter('E'), KeyCell::Nothing);
}

/// 0.1: with keys `z` and `c` the goal's key set was `{0, 1}` (kinds renumbered in order of
/// appearance) and `keys.contains(25)` was false.
#[test]
fn key_sets_hold_the_users_own_kinds() {
    let grid = Grid::parse("z.c.E\n", Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |_| true);
    let space = Keys::from_letters(&open, &grid).unwrap();
    let exit = Pos::new(0, 4);
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.pos() == exit);
    let keys = found.goal().unwrap().keys;
    assert!(keys.contains(25) && keys.contains(2), "{keys:?}");
    assert_eq!(keys.iter().collect::<Vec<_>>(), [2, 25]);
    // Only the two kinds present cost bits of the dense numbering.
    assert_eq!(space.kinds(), 2);
}

/// 0.1: a door whose key appears nowhere was kept and silently never opened.
#[test]
fn a_door_without_a_key_is_an_error_naming_it() {
    let grid = Grid::parse_bytes("S.Q.E\n", b"SEQ.").unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |_| true);
    assert_eq!(
        Keys::from_letters(&open, &grid).unwrap_err(),
        Error::DoorWithoutKey {
            kind: 16,
            row: 0,
            col: 2,
            letter: Some('Q')
        }
    );
    let message = Keys::from_letters(&open, &grid).unwrap_err().to_string();
    assert!(
        message.contains("'Q'") && message.contains("row 0, column 2"),
        "{message}"
    );
    // Asked for explicitly, the door stays shut.
    let shut = Keys::allowing_locked_doors(&open, &grid, |&c| KeyCell::from_letter(c)).unwrap();
    let mut bfs = Bfs::new();
    let found = bfs.search(&shut, [shut.start(Pos::new(0, 0))], |s| {
        s.pos() == Pos::new(0, 4)
    });
    assert_eq!(found.goal(), None);
}

/// 0.1: `Grid::new(width, height)` but `Pos::new(row, col)` and `Maze::new(rows, cols)`: on a
/// non-square grid a swap transposed silently. Now every size is a row-first `Size`, and a
/// grid built from a size, from text, from rows and from a closure agree.
#[test]
fn a_non_square_grid_built_every_way_has_the_same_shape() {
    let size = Size::new(2, 5);
    let filled = Grid::new(size, '.').unwrap();
    let parsed = Grid::parse(".....\n.....\n", Some).unwrap();
    let from_rows = Grid::try_from(vec![vec!['.'; 5]; 2]).unwrap();
    let from_fn = Grid::from_fn(size, |_| '.').unwrap();
    let from_vec = Grid::from_vec(size, vec!['.'; 10]).unwrap();
    for grid in [&filled, &parsed, &from_rows, &from_fn, &from_vec] {
        assert_eq!(grid.size(), size);
        assert_eq!((grid.height(), grid.width()), (2, 5));
        assert!(grid.contains(Pos::new(1, 4)));
        assert!(!grid.contains(Pos::new(4, 1)));
    }
    let maze = Maze::new(size).unwrap();
    assert_eq!((maze.size(), maze.height(), maze.width()), (size, 2, 5));
    let generated = Algorithm::Dfs.generate(size, &mut MinStd::new(1)).unwrap();
    assert_eq!(generated.to_grid().size(), Size::new(5, 11));
}
