//! The two 1000 × 1000 grids of `grid_search`'s BFS, Dijkstra and A* instances, shared with
//! `fields` so that both benches measure the same cells: `#` a wall, `.` a free cell.

use gridpath::{Grid, Pos, Size};

use super::rng::SplitMix64;

/// A wall.
pub const WALL: u8 = b'#';
/// A free cell.
pub const FREE: u8 = b'.';
/// The side of both grids.
pub const SIDE: u32 = 1000;

/// `SIDE × SIDE`, no walls.
pub fn open_grid() -> Grid<u8> {
    Grid::new(
        Size::try_from((SIDE as usize, SIDE as usize)).unwrap(),
        FREE,
    )
    .expect("a valid size")
}

/// `SIDE × SIDE`, each cell a wall with probability 25 % (splitmix64 from `0x5eed_0001`, one
/// draw per cell in row-major order), then the corners `(0, 0)` and `(SIDE − 1, SIDE − 1)`
/// made free: `grid_search`'s `random` instance, bit for bit.
pub fn random_grid() -> Grid<u8> {
    let mut rng = SplitMix64::new(0x5eed_0001);
    let mut grid = Grid::from_fn(
        Size::try_from((SIDE as usize, SIDE as usize)).unwrap(),
        |_| {
            if rng.below(4) == 0 { WALL } else { FREE }
        },
    )
    .expect("a valid size");
    grid[Pos::new(0, 0)] = FREE;
    grid[Pos::new(SIDE - 1, SIDE - 1)] = FREE;
    grid
}
