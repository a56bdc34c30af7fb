//! Every limit the crate has, each triggered on purpose: the caller gets an error or a
//! documented fallback — never a panic, an abort, or an attempt to allocate the impossible.
//!
//! 1. `width × height` that overflows or exceeds `Grid::MAX_CELLS` (grids, headers, mazes).
//! 2. State spaces too large for flat arrays: `cells × layers × 2^kinds` past the dense limit,
//!    overflowing `usize`, or above `u32` slots — engines switch to paged or hashed storage.
//! 3. Costs that would overflow on long weighted paths: sums saturate at `Cost::MAX`.
//! 4. A wall-break budget larger than the number of cells.
//! 5. More key kinds than a key set holds (64).

use gridpath::GridError;
use gridpath::adapt::KeysError;
use gridpath::adapt::{KeyCell, Keys, WallBreaks, WithBreaks};
use gridpath::input::Input;
use gridpath::input::InputError;
use gridpath::maze::Maze;
use gridpath::maze::MazeError;
use gridpath::{
    AStar, Bfs, Cost, DenseNumbering, Dijkstra, Error, Grid, GridSpace, Moves, Numbering, Pos,
    Size, StateSpace, Storage, Unnumbered, heuristic,
};

/// The dense bound of a space's numbering, if it has a dense one.
trait DenseBound {
    fn dense_bound(&self) -> Option<usize>;
}

impl<Sp: StateSpace> DenseBound for Sp {
    fn dense_bound(&self) -> Option<usize> {
        match self.numbering()?.layout() {
            gridpath::Layout::Dense { bound } => Some(bound),
            gridpath::Layout::Layered { .. } => None,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 1. Sizes
// ---------------------------------------------------------------------------------------------

#[test]
fn grid_sizes_that_overflow_or_exceed_the_maximum_are_errors() {
    let max = Grid::<u8>::MAX_CELLS;
    for (rows, cols) in [
        (u32::MAX, 2),
        (2, u32::MAX),
        (1 << 16, 1 << 16),
        (u32::MAX, u32::MAX),
    ] {
        assert_eq!(
            Grid::new(Size::new(rows, cols), 0u8),
            Err(GridError::TooLarge {
                rows: rows as usize,
                cols: cols as usize,
                max
            }),
            "{rows}×{cols}"
        );
    }
    // Sides beyond `u32` are refused when the size is made, naming them.
    for (rows, cols) in [(usize::MAX, 2), (2, 1 << 32)] {
        assert_eq!(
            Size::try_from((rows, cols)),
            Err(GridError::TooLarge {
                rows,
                cols,
                max: u32::MAX as usize
            })
        );
    }
    assert!(matches!(
        Grid::from_vec(Size::new(3, u32::MAX), vec![0u8; 3]),
        Err(GridError::TooLarge { .. })
    ));
    assert!(matches!(
        Grid::from_fn(Size::new(1 << 31, 1 << 31), |_| 0u8),
        Err(GridError::TooLarge { .. })
    ));
}

#[test]
fn absurd_headers_are_refused_before_anything_is_allocated() {
    // The header is checked against the maximum before any row is read.
    assert!(matches!(
        Input::new("99999 99999 ...").size(),
        Err(Error::Grid(GridError::TooLarge { .. }))
    ));
    // A plausible header with too few rows allocates only what the rows hold.
    let mut input = Input::new("60000 60000\n..\n");
    let size = input.size().unwrap();
    assert_eq!(
        input.grid(size, b"."),
        Err(Error::Grid(GridError::RaggedRow {
            row: 0,
            expected: 60000,
            found: 2
        }))
    );
    let mut input = Input::new("60000 2\n..\n..\n");
    let size = input.size().unwrap();
    assert_eq!(
        input.grid(size, b"."),
        Err(Error::Input(InputError::MissingRows {
            expected: 60000,
            found: 2
        }))
    );
}

#[test]
fn maze_sizes_beyond_the_grid_maximum_are_errors() {
    for (rows, cols) in [(0, 5), (5, 0), (1 << 20, 1 << 20), (u32::MAX, 1)] {
        assert!(
            matches!(
                Maze::new(Size::new(rows, cols)),
                Err(MazeError::MazeSize { .. })
            ),
            "{rows}×{cols}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// 2. State spaces too large for flat arrays
// ---------------------------------------------------------------------------------------------

/// A 3×300 grid: a corridor along row 0 with keys `a`..`z` at odd columns, a wall row with a
/// gap at the far end, and a way back along row 2 to the exit behind door `Z`. 900 cells ×
/// 2^26 key sets is far past the dense limit, but the corridor lets keys be taken only in
/// order, so a search reaches 27 key sets. (An open room with 26 keys would let every subset
/// be reached — 2^26 × cells states, which no storage can hold: the size of a search is the
/// size of what it reaches.)
fn many_keys_grid() -> Grid<u8> {
    let mut grid = Grid::new(Size::new(3, 300), b'.').unwrap();
    for (i, key) in (b'a'..=b'z').enumerate() {
        grid[Pos::new(0, 2 * u32::try_from(i).unwrap() + 1)] = key;
    }
    for col in 0..299 {
        grid[Pos::new(1, col)] = b'#';
    }
    grid[Pos::new(2, 1)] = b'Z';
    grid
}

#[test]
fn key_sets_past_the_dense_limit_use_paged_storage() {
    let grid = many_keys_grid();
    let open = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    let space = Keys::new(&open, &grid, |&c| KeyCell::from_letter(c)).unwrap();
    assert_eq!(space.kinds(), 26);
    assert_eq!(
        space.dense_bound(),
        None,
        "900 × 2^26 is past the dense limit"
    );
    let mut bfs = Bfs::new();
    let exit = Pos::new(2, 0);
    let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.state == exit);
    assert_eq!(found.storage(), Storage::Paged);
    // Along the corridor, down the gap, back along row 2 through door `Z`.
    assert_eq!(found.goal_distance(), Some(299 + 2 + 299));
    assert_eq!(found.goal().map(|s| s.keys.len()), Some(26));
}

#[test]
fn a_dense_limit_above_u32_slots_still_falls_back() {
    // 40 kinds over 100 cells: 100 × 2^40 states fit `usize` and the raised limit, but not
    // `u32` slots. The numbering is layered, and the engine must not try to allocate them.
    let mut cells = vec![b'.'; 100];
    for (i, cell) in cells.iter_mut().take(40).enumerate() {
        // Kinds 0..40 as raw key cells (letters only reach 26).
        *cell = u8::try_from(i).unwrap();
    }
    let grid = Grid::from_vec(Size::new(1, 100), cells).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |_| true);
    let space = Keys::new(&open, &grid, |&c| {
        if c < 40 {
            KeyCell::Key(c)
        } else {
            KeyCell::Nothing
        }
    })
    .unwrap()
    .with_dense_limit(usize::MAX);
    assert_eq!(space.dense_bound(), None);
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.state.col == 99);
    assert_eq!(found.storage(), Storage::Paged);
    assert_eq!(found.goal_distance(), Some(99));
}

#[test]
fn sixty_four_kinds_overflow_usize_and_still_search() {
    // 2 cells × 2^64 key sets overflows `usize`: no dense numbering, paged storage.
    let grid = Grid::from_vec(Size::new(1, 2), vec![0u8, 63]).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |_| true);
    let space = Keys::new(&open, &grid, |&c| KeyCell::Key(c))
        .unwrap()
        .with_dense_limit(usize::MAX);
    assert_eq!(space.kinds(), 2);
    let grid = Grid::from_vec(Size::new(1, 65), (0..=64).collect::<Vec<u8>>()).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |_| true);
    let space = Keys::new(&open, &grid, |&c| {
        if c < 64 {
            KeyCell::Key(c)
        } else {
            KeyCell::Nothing
        }
    })
    .unwrap()
    .with_dense_limit(usize::MAX);
    assert_eq!(space.kinds(), 64);
    assert_eq!(space.dense_bound(), None);
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.state.col == 64);
    assert_eq!(found.storage(), Storage::Paged);
    assert_eq!(found.goal().map(|s| s.keys.len()), Some(64));
}

/// A space that claims more states than any table could hold.
struct Enormous;

impl StateSpace for Enormous {
    type State = u64;
    type Cost = u32;
    fn successors(&self, n: u64, mut visit: impl FnMut(u64, u32)) {
        if n < 10 {
            visit(n + 1, 1);
        }
    }
    fn numbering(&self) -> Option<impl Numbering<u64>> {
        Some(DenseNumbering::new(
            usize::MAX,
            |n: u64| usize::try_from(n).unwrap_or(usize::MAX),
            |i| u64::try_from(i).ok(),
        ))
    }
}

#[test]
fn a_dense_bound_beyond_u32_slots_is_searched_hashed() {
    let mut bfs = Bfs::new();
    let found = bfs.search(&Enormous, [0], |n| n == 10);
    assert_eq!(found.storage(), Storage::Hashed);
    assert_eq!(found.goal_distance(), Some(10));
    let mut dijkstra = Dijkstra::new();
    let found = dijkstra.search(&Enormous, [0], |n| n == 10);
    assert_eq!(found.storage(), Storage::Hashed);
    assert_eq!(found.goal_distance(), Some(10));
}

// ---------------------------------------------------------------------------------------------
// 3. Costs that overflow
// ---------------------------------------------------------------------------------------------

/// 0.2: sums saturated at the cost type's maximum, so the far end of the row was reported at
/// 255 (the path right, the length wrong). Now a sum that reaches the type's maximum is no
/// distance: the cells from 255 on are left unreached and the result says it is incomplete.
#[test]
fn weighted_sums_that_do_not_fit_are_never_clamped() {
    let grid = Grid::new(Size::new(1, 301), ()).unwrap();
    let space = GridSpace::with_costs(&grid, Moves::four(), |()| Some(1u8));
    let mut dijkstra = Dijkstra::new();
    let field = dijkstra.distances(&space, [Pos::new(0, 0)]);
    assert_eq!(field.distance(Pos::new(0, 100)), Some(100));
    assert_eq!(field.distance(Pos::new(0, 254)), Some(254));
    // The type's maximum is where sums stop: a distance must stay below it.
    assert_eq!(field.distance(Pos::new(0, 255)), None);
    assert_eq!(field.distance(Pos::new(0, 256)), None);
    assert_eq!(field.distance(Pos::new(0, 300)), None);
    assert!(field.is_truncated());
    assert_eq!(<u8 as Cost>::MAX, u8::MAX);
    // The case: steps of 5 along a 1 × 300 row, 305 from end to end, through every
    // weighted engine: no answer of 255.
    let row = Grid::new(Size::new(1, 300), ()).unwrap();
    let five = GridSpace::with_costs(&row, Moves::four(), |()| Some(5u8));
    let (start, end) = (Pos::new(0, 0), Pos::new(0, 299));
    let (mut dijkstra, mut astar) = (Dijkstra::new(), AStar::new());
    let found = dijkstra.search(&five, [start], |p| p == end);
    assert_eq!((found.goal_distance(), found.is_truncated()), (None, true));
    let found = astar.search_to(&five, [start], end);
    assert_eq!((found.goal_distance(), found.is_truncated()), (None, true));
    let found = astar.search(&five, [start], |p| p == end, heuristic::zero());
    assert_eq!((found.goal_distance(), found.is_truncated()), (None, true));
    // A goal whose distance fits is found exactly, even though farther cells overflow.
    let found = dijkstra.search(&five, [start], |p| p == Pos::new(0, 50));
    assert_eq!(found.goal_distance(), Some(250));
    // With a wide enough type the same search is exact.
    let space = GridSpace::with_costs(&grid, Moves::four(), |()| Some(1u32));
    let mut dijkstra = Dijkstra::new();
    let field = dijkstra.distances(&space, [Pos::new(0, 0)]);
    assert_eq!(field.distance(Pos::new(0, 300)), Some(300));
    assert!(!field.is_truncated());
}

// ---------------------------------------------------------------------------------------------
// 4. A break budget larger than the grid
// ---------------------------------------------------------------------------------------------

#[test]
fn more_breaks_than_cells_are_fine() {
    let grid = Grid::parse_bytes("S##E\n", b"S#E").unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    for budget in [4, 1000, u32::MAX] {
        let space = WallBreaks::new(&open, budget);
        assert_eq!(space.max_breaks(), budget);
        let mut bfs = Bfs::new();
        let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.state.col == 3);
        assert_eq!(found.goal_distance(), Some(3), "budget {budget}");
        assert_eq!(
            found.goal(),
            Some(WithBreaks {
                state: Pos::new(0, 3),
                breaks: 2
            })
        );
    }
}

// ---------------------------------------------------------------------------------------------
// 5. Too many key kinds
// ---------------------------------------------------------------------------------------------

#[test]
fn key_kinds_past_sixty_three_are_errors() {
    let grid = Grid::from_vec(Size::new(1, 3), vec![0u8, 64, 200]).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |_| true);
    let keys = Keys::new(&open, &grid, |&c| {
        if c == 0 {
            KeyCell::Nothing
        } else {
            KeyCell::Key(c)
        }
    });
    assert_eq!(
        keys.unwrap_err(),
        KeysError::KeyKind {
            kind: 64,
            row: 0,
            col: 1
        }
    );
    let doors = Keys::new(&open, &grid, |&c| {
        if c == 200 {
            KeyCell::Door(c)
        } else {
            KeyCell::Nothing
        }
    });
    assert!(matches!(doors, Err(KeysError::KeyKind { kind: 200, .. })));
    // The `Unnumbered` adapter changes nothing about that: errors come from construction.
    let fine = Keys::new(&open, &grid, |_| KeyCell::Nothing).unwrap();
    assert_eq!(Unnumbered(&fine).dense_bound(), None);
}

// ---------------------------------------------------------------------------------------------
// 6. State spaces that explode: a state limit ends the search instead of memory
// ---------------------------------------------------------------------------------------------
// 7. A numbered space of the user's own: every engine, the same path
// ---------------------------------------------------------------------------------------------

/// A line of states `0..=20` with exact octile costs (odd steps diagonal), numbered densely.
/// (A numbering is one value with its inverse: one without it does not compile — see the
/// `compile_fail` examples on `Numbering`. Before, a space could give the index and not the
/// inverse, and `Bfs` and `Dfs` answered a distance with `path() == None`.)
struct NumberedLine;

impl StateSpace for NumberedLine {
    type State = u32;
    type Cost = gridpath::Octile;
    fn successors(&self, n: u32, mut visit: impl FnMut(u32, gridpath::Octile)) {
        if n < 20 {
            let step = if n.is_multiple_of(2) {
                gridpath::Octile::STRAIGHT
            } else {
                gridpath::Octile::DIAGONAL
            };
            visit(n + 1, step);
        }
        if n > 0 {
            visit(n - 1, gridpath::Octile::STRAIGHT);
        }
    }
    fn numbering(&self) -> Option<impl Numbering<u32>> {
        Some(DenseNumbering::new(
            21,
            |n: u32| n as usize,
            |i| u32::try_from(i).ok(),
        ))
    }
}

#[test]
fn a_numbered_space_of_ones_own_gets_the_same_path_from_every_engine() {
    let want: Vec<u32> = (0..=20).collect();
    let goal = |n| n == 20;
    let mut bfs = Bfs::new();
    let found = bfs.search(&NumberedLine, [0], goal);
    assert_eq!(
        (found.goal_distance(), found.storage()),
        (Some(20), Storage::Dense)
    );
    assert_eq!(found.path().as_ref(), Some(&want), "Bfs");
    let mut dfs = gridpath::Dfs::new();
    let found = dfs.search(&NumberedLine, [0], goal);
    assert_eq!(
        (found.goal_distance(), found.storage()),
        (Some(20), Storage::Dense)
    );
    assert_eq!(found.path().as_ref(), Some(&want), "Dfs");
    let exact = Some(gridpath::Octile::new(10, 10));
    let mut dijkstra = Dijkstra::new();
    let found = dijkstra.search(&NumberedLine, [0], goal);
    assert_eq!(
        (found.goal_distance(), found.storage()),
        (exact, Storage::Dense)
    );
    assert_eq!(found.path().as_ref(), Some(&want), "Dijkstra");
    let mut astar = gridpath::AStar::new();
    let found = astar.search(&NumberedLine, [0], goal, |_| gridpath::Octile::new(0, 0));
    assert_eq!(
        (found.goal_distance(), found.storage()),
        (exact, Storage::Dense)
    );
    assert_eq!(found.path().as_ref(), Some(&want), "AStar");
    // (ZeroOneBfs refuses the √2 moves: `tests/traps.rs`.)
    // The same through hashed storage.
    let hidden = gridpath::Unnumbered(&NumberedLine);
    let found = bfs.search(&hidden, [0], goal);
    assert_eq!(
        (found.path().as_ref(), found.storage()),
        (Some(&want), Storage::Hashed)
    );
}
