//! Hand-drawn grid tests: diagonal rules, direction order, positions and directions, and every
//! kind of bad input, each with its exact error and the place it names.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use gridpath::GridError;
use gridpath::{Bfs, DiagonalRule, Dir, Grid, GridSpace, Moves, Pos, Size, StateSpace, path_dirs};

// ---------------------------------------------------------------------------------------------
// An allocator that remembers the largest request, to prove huge sizes are refused up front.
// ---------------------------------------------------------------------------------------------

/// Passes every call to the system allocator and records the largest size requested.
struct Watch;

static LARGEST_REQUEST: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every method forwards to `System` with the caller's arguments unchanged.
unsafe impl GlobalAlloc for Watch {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LARGEST_REQUEST.fetch_max(layout.size(), Ordering::SeqCst);
        // SAFETY: forwarded from our caller, who upholds `GlobalAlloc::alloc`'s contract.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` was allocated by `System` through `alloc` above, with `layout`.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LARGEST_REQUEST.fetch_max(new_size, Ordering::SeqCst);
        // SAFETY: forwarded from our caller, who upholds `GlobalAlloc::realloc`'s contract.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Watch = Watch;

/// No test in this file allocates anywhere near this much on purpose, except where noted.
const HUGE: usize = 1 << 30;

/// A cell of 256 KiB, never built: only its size matters (small enough for a stack frame).
struct Block(#[expect(dead_code, reason = "never read")] [u8; 1 << 18]);

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn chars(text: &str) -> Grid<char> {
    Grid::parse(text, Some).unwrap()
}

/// The successors of `from`, in the order the space produces them.
fn successors(grid: &Grid<char>, moves: Moves, from: Pos) -> Vec<Pos> {
    let space = GridSpace::new(grid, moves, |&c| c != '#');
    let mut out = Vec::new();
    space.successors(from, |p, cost| {
        assert_eq!(cost, 1);
        out.push(p);
    });
    out
}

/// The BFS path from `from` to `to`, printed as direction names separated by spaces.
fn route(grid: &Grid<char>, moves: Moves, from: Pos, to: Pos) -> Option<String> {
    let space = GridSpace::new(grid, moves, |&c| c != '#');
    let path = Bfs::new().search(&space, [from], |p| p == to).path()?;
    let names: Vec<&str> = path_dirs(&path)
        .expect("consecutive path cells are neighbours")
        .iter()
        .map(|d| d.name())
        .collect();
    Some(names.join(" "))
}

const RULES: [DiagonalRule; 3] = [
    DiagonalRule::Always,
    DiagonalRule::NotBetweenBlocked,
    DiagonalRule::NoCornerCutting,
];

// ---------------------------------------------------------------------------------------------
// Diagonal rules
// ---------------------------------------------------------------------------------------------

#[test]
fn diagonal_past_a_corner_with_one_blocked_side() {
    // From (0, 0) down-right to (1, 1): side cells (1, 0) open and (0, 1) blocked.
    let grid = chars(".#\n..\n");
    let (from, to) = (Pos::new(0, 0), Pos::new(1, 1));
    for (rule, allowed) in [
        (DiagonalRule::Always, true),
        (DiagonalRule::NotBetweenBlocked, true),
        (DiagonalRule::NoCornerCutting, false),
    ] {
        let next = successors(&grid, Moves::eight(rule), from);
        assert_eq!(next.contains(&to), allowed, "{rule:?}");
        // Without the diagonal the way round is two steps.
        let want = if allowed { "DR" } else { "D R" };
        assert_eq!(
            route(&grid, Moves::eight(rule), from, to).as_deref(),
            Some(want),
            "{rule:?}"
        );
    }
}

#[test]
fn diagonal_between_two_blocked_sides() {
    // From (0, 0) down-right to (1, 1): both side cells blocked, and no other way round.
    let grid = chars(".#\n#.\n");
    let (from, to) = (Pos::new(0, 0), Pos::new(1, 1));
    for (rule, allowed) in [
        (DiagonalRule::Always, true),
        (DiagonalRule::NotBetweenBlocked, false),
        (DiagonalRule::NoCornerCutting, false),
    ] {
        assert_eq!(
            successors(&grid, Moves::eight(rule), from).contains(&to),
            allowed,
            "{rule:?}"
        );
        let want = allowed.then(|| "DR".to_owned());
        assert_eq!(route(&grid, Moves::eight(rule), from, to), want, "{rule:?}");
    }
}

#[test]
fn diagonal_with_open_sides_and_into_a_wall() {
    let open = chars("..\n..\n");
    let walled = chars("..\n.#\n");
    for rule in RULES {
        let moves = Moves::eight(rule);
        assert!(successors(&open, moves.clone(), Pos::new(0, 0)).contains(&Pos::new(1, 1)));
        // The target itself must be passable under every rule.
        assert!(!successors(&walled, moves, Pos::new(0, 0)).contains(&Pos::new(1, 1)));
    }
}

#[test]
fn each_rule_on_all_four_diagonals() {
    // From the centre (1, 1): the up diagonals pass between two walls, the down diagonals
    // between one wall and one open cell; straight up, left and right are walls.
    let grid = chars(".#.\n#.#\n...\n");
    let centre = Pos::new(1, 1);
    let (up_right, down_right) = (Pos::new(0, 2), Pos::new(2, 2));
    let (down, down_left, up_left) = (Pos::new(2, 1), Pos::new(2, 0), Pos::new(0, 0));
    // Moves::eight lists U UR R DR D DL L UL; successors come in that order.
    assert_eq!(
        successors(&grid, Moves::eight(DiagonalRule::Always), centre),
        [up_right, down_right, down, down_left, up_left]
    );
    assert_eq!(
        successors(&grid, Moves::eight(DiagonalRule::NotBetweenBlocked), centre),
        [down_right, down, down_left]
    );
    assert_eq!(
        successors(&grid, Moves::eight(DiagonalRule::NoCornerCutting), centre),
        [down]
    );
}

#[test]
fn the_diagonal_rule_does_not_touch_straight_moves() {
    let grid = chars(".#.\n#.#\n...\n");
    for rule in RULES {
        assert_eq!(
            successors(&grid, Moves::four().with_rule(rule), Pos::new(1, 1)),
            [Pos::new(2, 1)]
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Direction order
// ---------------------------------------------------------------------------------------------

#[test]
fn straight_direction_order_picks_the_printed_path() {
    // Two shortest routes round the wall: down first or right first.
    let grid = chars("S..\n.#.\n..E\n");
    let (start, exit) = (Pos::new(0, 0), Pos::new(2, 2));
    let by = |letters: &str| route(&grid, Moves::from_letters(letters).unwrap(), start, exit);
    assert_eq!(by("UDLR").as_deref(), Some("D D R R"));
    assert_eq!(by("URDL").as_deref(), Some("R R D D"));
    // The default is U R D L.
    assert_eq!(
        route(&grid, Moves::four(), start, exit).as_deref(),
        Some("R R D D")
    );
}

#[test]
fn eight_direction_order_picks_the_printed_path() {
    // On an open 3×3 grid, (0, 0) to (2, 1) takes two moves: a diagonal and a straight one, in
    // either order.
    let grid = chars("...\n...\n...\n");
    let (from, to) = (Pos::new(0, 0), Pos::new(2, 1));
    let clockwise = Moves::eight(DiagonalRule::Always);
    assert_eq!(route(&grid, clockwise, from, to).as_deref(), Some("DR D"));
    let custom = [
        Dir::Down,
        Dir::DownRight,
        Dir::DownLeft,
        Dir::Right,
        Dir::Left,
        Dir::Up,
        Dir::UpRight,
        Dir::UpLeft,
    ];
    let custom = Moves::new(&custom, DiagonalRule::Always).unwrap();
    assert_eq!(custom.dirs()[..2], [Dir::Down, Dir::DownRight]);
    assert_eq!(route(&grid, custom, from, to).as_deref(), Some("D DR"));
}

#[test]
fn a_move_set_can_be_one_way() {
    let grid = chars("...\n.#.\n...\n");
    let down_right = Moves::from_letters("DR").unwrap();
    let (corner, far) = (Pos::new(0, 0), Pos::new(2, 2));
    assert_eq!(
        route(&grid, down_right.clone(), corner, far).as_deref(),
        Some("D D R R")
    );
    assert_eq!(route(&grid, down_right, far, corner), None);
}

// ---------------------------------------------------------------------------------------------
// Pos and Dir
// ---------------------------------------------------------------------------------------------

#[test]
fn pos_step_in_every_direction() {
    let p = Pos::new(1, 1);
    let expected = [
        (Dir::Up, Pos::new(0, 1)),
        (Dir::UpRight, Pos::new(0, 2)),
        (Dir::Right, Pos::new(1, 2)),
        (Dir::DownRight, Pos::new(2, 2)),
        (Dir::Down, Pos::new(2, 1)),
        (Dir::DownLeft, Pos::new(2, 0)),
        (Dir::Left, Pos::new(1, 0)),
        (Dir::UpLeft, Pos::new(0, 0)),
    ];
    for (dir, to) in expected {
        assert_eq!(p.step(dir), Some(to), "{dir}");
        assert_eq!(Dir::between(p, to), Some(dir), "{dir}");
        assert_eq!(to.step(dir.opposite()), Some(p), "{dir}");
    }
    assert_eq!(
        Dir::ALL.map(|d| p.step(d).unwrap()),
        expected.map(|(_, to)| to)
    );
}

#[test]
fn pos_step_stops_at_the_ends_of_u32() {
    let origin = Pos::new(0, 0);
    for dir in [Dir::Up, Dir::Left, Dir::UpLeft, Dir::UpRight, Dir::DownLeft] {
        assert_eq!(origin.step(dir), None, "{dir}");
    }
    assert_eq!(origin.step(Dir::DownRight), Some(Pos::new(1, 1)));
    let far = Pos::new(u32::MAX, u32::MAX);
    for dir in [
        Dir::Down,
        Dir::Right,
        Dir::DownRight,
        Dir::UpRight,
        Dir::DownLeft,
    ] {
        assert_eq!(far.step(dir), None, "{dir}");
    }
    assert_eq!(
        far.step(Dir::UpLeft),
        Some(Pos::new(u32::MAX - 1, u32::MAX - 1))
    );
    assert_eq!(
        Pos::new(0, u32::MAX).step(Dir::Down),
        Some(Pos::new(1, u32::MAX))
    );
}

#[test]
fn dir_between_non_neighbours_is_none() {
    let p = Pos::new(5, 5);
    assert_eq!(Dir::between(p, p), None);
    assert_eq!(Dir::between(p, Pos::new(5, 7)), None);
    assert_eq!(Dir::between(p, Pos::new(3, 3)), None);
    assert_eq!(Dir::between(p, Pos::new(6, 7)), None);
    assert_eq!(Dir::between(Pos::new(0, 0), Pos::new(u32::MAX, 0)), None);
    assert_eq!(Dir::between(Pos::new(u32::MAX, 0), Pos::new(0, 0)), None);
    assert_eq!(
        Dir::between(Pos::new(0, 0), Pos::new(u32::MAX, u32::MAX)),
        None
    );
    for dir in Dir::ALL {
        let next = p.step(dir).unwrap();
        assert_eq!(Dir::between(next, p), Some(dir.opposite()));
    }
}

#[test]
fn path_dirs_rejects_a_jump() {
    let path = [Pos::new(0, 0), Pos::new(1, 1), Pos::new(1, 3)];
    assert_eq!(path_dirs(&path), None);
    assert_eq!(path_dirs(&path[..2]), Some(vec![Dir::DownRight]));
    assert_eq!(path_dirs(&path[..1]), Some(vec![]));
}

#[test]
fn dir_names_parse_back() {
    for dir in Dir::ALL {
        assert_eq!(dir.name().parse::<Dir>(), Ok(dir));
        assert_eq!(dir.to_string(), dir.name());
        assert_eq!(dir.letter().is_some(), !dir.is_diagonal());
    }
}

// ---------------------------------------------------------------------------------------------
// Bad input: each error's variant, fields, and the place its message names
// ---------------------------------------------------------------------------------------------

#[test]
fn ragged_rows() {
    let err = Grid::parse("..\n.#.\n", Some).unwrap_err();
    assert_eq!(
        err,
        GridError::RaggedRow {
            row: 1,
            expected: 2,
            found: 3
        }
    );
    assert_eq!(err.to_string(), "row 1 has 3 cells, expected 2");

    let err = Grid::parse("...\n...\n..\n...\n", Some).unwrap_err();
    assert_eq!(
        err,
        GridError::RaggedRow {
            row: 2,
            expected: 3,
            found: 2
        }
    );
    assert_eq!(err.to_string(), "row 2 has 2 cells, expected 3");

    // An empty line in the middle is a row of length 0; so is a second final newline.
    let blank = GridError::RaggedRow {
        row: 1,
        expected: 2,
        found: 0,
    };
    assert_eq!(Grid::parse("..\n\n..\n", Some), Err(blank));
    let doubled = GridError::RaggedRow {
        row: 2,
        expected: 2,
        found: 0,
    };
    assert_eq!(Grid::parse("..\n..\n\n", Some), Err(doubled));
    // "\r\n" line ends count the same as "\n".
    let crlf = GridError::RaggedRow {
        row: 1,
        expected: 2,
        found: 1,
    };
    assert_eq!(Grid::parse("..\r\n.\r\n", Some), Err(crlf));
}

#[test]
fn unknown_characters() {
    let walls = |c: char| match c {
        '.' => Some(false),
        '#' => Some(true),
        _ => None,
    };
    let err = Grid::parse("..#\n.x.\n", walls).unwrap_err();
    assert_eq!(
        err,
        GridError::UnexpectedChar {
            row: 1,
            col: 1,
            ch: 'x'
        }
    );
    assert_eq!(
        err.to_string(),
        "unexpected character 'x' at row 1, column 1"
    );

    // Columns count characters, not bytes; CRLF line ends do not shift them.
    let accents = |c: char| matches!(c, '.' | 'é').then_some(c);
    let err = Grid::parse("é.é\r\né.?\r\n", accents).unwrap_err();
    assert_eq!(
        err,
        GridError::UnexpectedChar {
            row: 1,
            col: 2,
            ch: '?'
        }
    );
    assert_eq!(
        err.to_string(),
        "unexpected character '?' at row 1, column 2"
    );

    // parse_bytes rejects bytes outside its list and anything non-ASCII.
    let err = Grid::parse_bytes("S.\n.é\n", b".S").unwrap_err();
    assert_eq!(
        err,
        GridError::UnexpectedChar {
            row: 1,
            col: 1,
            ch: 'é'
        }
    );
    assert_eq!(
        Grid::parse_bytes("E\n", b".S"),
        Err(GridError::UnexpectedChar {
            row: 0,
            col: 0,
            ch: 'E'
        })
    );
}

#[test]
fn empty_text() {
    for text in ["", "\n", "\r\n"] {
        let err = Grid::parse(text, Some).unwrap_err();
        assert_eq!(err, GridError::EmptyGrid, "{text:?}");
        assert_eq!(err.to_string(), "the grid text is empty");
    }
    // The mapping is never consulted for a grid with no cells.
    assert_eq!(
        Grid::<()>::parse("", |_| panic!("no characters")),
        Err(GridError::EmptyGrid)
    );
}

#[test]
fn zero_sizes() {
    let err = Grid::new(Size::new(2, 0), '.').unwrap_err();
    assert_eq!(err, GridError::ZeroSize { rows: 2, cols: 0 });
    assert_eq!(
        err.to_string(),
        "a grid must have at least one row and one column, got 2 rows × 0 columns"
    );
    assert_eq!(
        Grid::new(Size::new(0, 3), '.'),
        Err(GridError::ZeroSize { rows: 0, cols: 3 })
    );
    assert_eq!(
        Grid::from_fn(Size::new(0, 0), |_| '.'),
        Err(GridError::ZeroSize { rows: 0, cols: 0 })
    );
    assert_eq!(
        Grid::<char>::from_vec(Size::new(5, 0), vec![]),
        Err(GridError::ZeroSize { rows: 5, cols: 0 })
    );
}

/// All size checks that must be refused before allocating, and one that is refused by the
/// allocator. One test, so that nothing else in this file runs between the size checks and
/// the look at the largest allocation request.
#[test]
fn absurd_sizes_are_refused_without_allocating() {
    let max = Grid::<u8>::MAX_CELLS;
    assert_eq!(max, u32::MAX as usize);
    let too_large = |rows: u32, cols: u32| GridError::TooLarge {
        rows: rows as usize,
        cols: cols as usize,
        max,
    };

    let err = Grid::new(Size::new(2, u32::MAX), 0u8).unwrap_err();
    assert_eq!(err, too_large(2, u32::MAX));
    assert_eq!(
        err.to_string(),
        format!(
            "a grid of 2 rows × {} columns is too large (at most {max} cells fit)",
            u32::MAX
        )
    );
    assert_eq!(
        Grid::new(Size::new(1 << 20, 1 << 20), 0u8),
        Err(too_large(1 << 20, 1 << 20))
    );
    assert_eq!(
        Grid::new(Size::new(u32::MAX, 2), 0u8),
        Err(too_large(u32::MAX, 2))
    );
    // One cell more than MAX_CELLS.
    assert_eq!(
        Grid::new(Size::new(1 << 16, 1 << 16), 0u8),
        Err(too_large(1 << 16, 1 << 16))
    );
    // A side that does not fit in u32 is refused by the size itself.
    assert!(matches!(
        Size::try_from((1, max + 1)),
        Err(GridError::TooLarge { .. })
    ));

    let mut calls = 0;
    let huge = Grid::from_fn(Size::new(1 << 20, 1 << 20), |_| {
        calls += 1;
        0u8
    });
    assert_eq!(huge, Err(too_large(1 << 20, 1 << 20)));
    assert_eq!(
        calls, 0,
        "from_fn called the cell function for a grid it refused"
    );
    assert_eq!(
        Grid::from_fn(Size::new(u32::MAX, u32::MAX), |_| 0u8),
        Err(too_large(u32::MAX, u32::MAX))
    );
    assert_eq!(
        Grid::<u8>::from_vec(Size::new(1 << 20, 1 << 20), vec![0; 4]),
        Err(too_large(1 << 20, 1 << 20))
    );
    assert!(
        LARGEST_REQUEST.load(Ordering::SeqCst) < HUGE,
        "a refused size still asked the allocator for {} bytes",
        LARGEST_REQUEST.load(Ordering::SeqCst)
    );

    // Exactly MAX_CELLS cells of 256 KiB each pass the size check, but no allocator can
    // reserve 1 PiB: the failed reservation is reported as what it is, memory that could not
    // be reserved (0.2 said TooLarge, "at most 4294967295 cells", for a size that is allowed).
    let cols: u32 = (1 << 16) - 1;
    let rows: u32 = (1 << 16) + 1;
    assert_eq!(rows as usize * cols as usize, max);
    let result = Grid::from_fn(Size::new(rows, cols), |_| -> Block {
        panic!("the cell function ran for a grid that cannot be allocated")
    });
    let bytes = max * size_of::<Block>();
    let Err(err) = result else {
        panic!("a grid of 1 PiB was allocated")
    };
    assert_eq!(
        err,
        GridError::OutOfMemory {
            rows: rows as usize,
            cols: cols as usize,
            bytes
        }
    );
    let message = err.to_string();
    assert!(
        message.contains("could not be reserved") && message.contains(&bytes.to_string()),
        "{message}"
    );
    assert!(
        LARGEST_REQUEST.load(Ordering::SeqCst) >= HUGE,
        "the reservation was attempted"
    );
}

#[test]
fn from_vec_with_the_wrong_count() {
    let err = Grid::from_vec(Size::new(2, 2), vec![1, 2, 3]).unwrap_err();
    assert_eq!(
        err,
        GridError::CellCount {
            rows: 2,
            cols: 2,
            found: 3
        }
    );
    assert_eq!(
        err.to_string(),
        "3 cells cannot fill a grid of 2 rows × 2 columns"
    );
    assert_eq!(
        Grid::from_vec(Size::new(1, 3), vec![0; 5]),
        Err(GridError::CellCount {
            rows: 1,
            cols: 3,
            found: 5
        })
    );
    assert_eq!(
        Grid::from_vec(Size::new(1, 3), vec![0; 3]).map(|g| g.len()),
        Ok(3)
    );
}

#[test]
fn check_out_of_range() {
    let grid = Grid::new(Size::new(3, 2), 0u8).unwrap();
    let err = grid.check(Pos::new(3, 0)).unwrap_err();
    assert_eq!(
        err,
        GridError::OutOfBounds {
            row: 3,
            col: 0,
            rows: 3,
            cols: 2
        }
    );
    assert_eq!(
        err.to_string(),
        "position (row 3, column 0) is outside the grid of 3 rows × 2 columns"
    );
    assert_eq!(
        grid.check(Pos::new(0, 2)),
        Err(GridError::OutOfBounds {
            row: 0,
            col: 2,
            rows: 3,
            cols: 2
        })
    );
    let far = grid.check(Pos::new(u32::MAX, u32::MAX)).unwrap_err();
    assert_eq!(
        far.to_string(),
        format!(
            "position (row {0}, column {0}) is outside the grid of 3 rows × 2 columns",
            u32::MAX
        )
    );
    assert_eq!(grid.check(Pos::new(2, 1)), Ok(Pos::new(2, 1)));
    assert_eq!(grid.get(Pos::new(3, 0)), None);
    assert_eq!(grid.index_of(Pos::new(0, 2)), None);
}

#[test]
fn indexing_outside_the_grid_panics_with_the_place() {
    let grid = Grid::new(Size::new(3, 2), 0u8).unwrap();
    let panic = std::panic::catch_unwind(|| grid[Pos::new(0, 2)]).unwrap_err();
    let message = panic.downcast_ref::<String>().unwrap();
    assert_eq!(message, "position (0, 2) is outside the grid of 3 × 2");
}

#[test]
fn bad_move_sets() {
    let err = Moves::from_letters("UDXR").unwrap_err();
    assert_eq!(err, GridError::UnknownDirection { ch: 'X' });
    assert_eq!(
        err.to_string(),
        "'X' is not a direction letter (expected one of U, R, D, L)"
    );
    // Letters are upper case only.
    assert_eq!(
        Moves::from_letters("udlr"),
        Err(GridError::UnknownDirection { ch: 'u' })
    );

    let err = Moves::from_letters("UDLU").unwrap_err();
    assert_eq!(err, GridError::DuplicateDirection { dir: "U" });
    assert_eq!(err.to_string(), "direction U appears twice in the move set");
    let err = Moves::new(
        &[Dir::DownRight, Dir::Down, Dir::DownRight],
        DiagonalRule::Always,
    )
    .unwrap_err();
    assert_eq!(err, GridError::DuplicateDirection { dir: "DR" });
    assert_eq!(
        err.to_string(),
        "direction DR appears twice in the move set"
    );

    let err = Moves::from_letters("").unwrap_err();
    assert_eq!(err, GridError::NoDirections);
    assert_eq!(err.to_string(), "a move set needs at least one direction");
    assert_eq!(
        Moves::new(&[], DiagonalRule::Always),
        Err(GridError::NoDirections)
    );
}

#[test]
fn bad_direction_names() {
    let err = "XY".parse::<Dir>().unwrap_err();
    assert_eq!(err, GridError::UnknownDirectionName { name: "XY".into() });
    assert_eq!(
        err.to_string(),
        "\"XY\" is not a direction name (expected one of U, R, D, L, UR, DR, DL, UL)"
    );
    assert_eq!(
        "ur".parse::<Dir>(),
        Err(GridError::UnknownDirectionName { name: "ur".into() })
    );
}

/// The error for a bad name quotes the whole string, not a letter that may well be valid.
#[test]
fn direction_parse_error_names_the_whole_string() {
    for name in ["UX", "RU", "DRR", "U ", ""] {
        let err = name.parse::<Dir>().unwrap_err();
        assert_eq!(
            err,
            GridError::UnknownDirectionName {
                name: name.to_owned()
            }
        );
        assert_eq!(
            err.to_string(),
            format!(
                "{name:?} is not a direction name (expected one of U, R, D, L, UR, DR, DL, UL)"
            )
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------

#[test]
fn text_round_trip_by_hand() {
    let text = "S.#\n#..\n..E\n";
    let grid = chars(text);
    assert_eq!((grid.width(), grid.height()), (3, 3));
    assert_eq!(grid.to_string(), text);
    assert_eq!(chars("S.#\r\n#..\r\n..E"), grid);
    let walls = grid.map(|&c| c == '#');
    let printed = walls.to_text(|&w| if w { '#' } else { '.' });
    assert_eq!(printed, "..#\n#..\n...\n");
    let back = Grid::parse(&printed, |c| match c {
        '#' => Some(true),
        '.' => Some(false),
        _ => None,
    });
    assert_eq!(back, Ok(walls));
    let marked = grid.to_text_with(|p, &c| if p == Pos::new(1, 1) { '*' } else { c });
    assert_eq!(marked, "S.#\n#*.\n..E\n");
}

#[test]
fn one_by_one_and_one_by_n() {
    let single = chars("x");
    assert_eq!((single.width(), single.height(), single.len()), (1, 1, 1));
    assert_eq!(single.positions().collect::<Vec<_>>(), [Pos::new(0, 0)]);
    let row = chars("abcd\n");
    assert_eq!((row.width(), row.height()), (4, 1));
    assert_eq!(row.pos_of(3), Some(Pos::new(0, 3)));
    assert_eq!(row.pos_of(4), None);
    let column = chars("a\nb\nc\n");
    assert_eq!((column.width(), column.height()), (1, 3));
    assert_eq!(column.find(|&c| c == 'c'), Some(Pos::new(2, 0)));
    assert_eq!(column.index_of(Pos::new(2, 0)), Some(2));
}
