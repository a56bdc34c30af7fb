//! Room-number geometry shared by several generators: the neighbours of a room, a step, and
//! the random walks' give-up bound and fallback ([`wilson`](super::wilson),
//! [`aldous_broder`](super::aldous_broder), [`prim`](super::prim),
//! [`hunt_and_kill`](super::hunt_and_kill)).

use crate::grid::{Dir, Pos, coord};
use crate::maze::{Bits, Carve, Carving};

/// How many steps in a row a random walk may take without progress (a new room joined to the
/// tree) before it gives up:
/// `32 · (rooms · (⌊log₂ rooms⌋ + 1) + (long side)²)`, saturating.
pub(crate) fn patience(rows: usize, cols: usize) -> u64 {
    let wide = |n: usize| u64::try_from(n).unwrap_or(u64::MAX);
    let rooms = wide(rows).saturating_mul(wide(cols));
    let side = wide(rows.max(cols));
    let log = u64::from(rooms.max(1).ilog2()) + 1;
    rooms
        .saturating_mul(log)
        .saturating_add(side.saturating_mul(side))
        .saturating_mul(32)
}

/// The directions out of room (`row`, `col`) of a `rows × cols` maze, in the order U, R, D, L,
/// in the first `count` entries of the array; returns the array and `count`.
pub(crate) fn exits(row: usize, col: usize, rows: usize, cols: usize) -> ([Dir; 4], usize) {
    let mut dirs = [Dir::Up; 4];
    let mut count = 0;
    for (dir, ok) in [
        (Dir::Up, row > 0),
        (Dir::Right, col + 1 < cols),
        (Dir::Down, row + 1 < rows),
        (Dir::Left, col > 0),
    ] {
        if ok {
            dirs[count] = dir;
            count += 1;
        }
    }
    (dirs, count)
}

/// The room one step from (`row`, `col`) towards the straight direction `dir`, which must be
/// one of its [`exits`].
pub(crate) fn step(row: usize, col: usize, dir: Dir) -> (usize, usize) {
    match dir {
        Dir::Up => (row - 1, col),
        Dir::Right => (row, col + 1),
        Dir::Down => (row + 1, col),
        _ => (row, col - 1),
    }
}

/// Joins every room outside the tree (`in_tree.get(room)` false) to it, breadth first from the
/// rooms in the tree taken in reading order, each looking U, R, D, L. The maze stays a forest,
/// and becomes a perfect maze when the tree was its only component with passages.
pub(crate) fn join_rest(maze: &mut Carving<'_, impl FnMut(Carve)>, in_tree: &mut Bits) {
    let (rows, cols) = (maze.height() as usize, maze.width() as usize);
    let mut queue: Vec<u32> = (0..in_tree.len())
        .filter(|&room| in_tree.get(room))
        .map(coord)
        .collect();
    let mut head = 0;
    while let Some(&room) = queue.get(head) {
        head += 1;
        let (row, col) = (room as usize / cols, room as usize % cols);
        let (dirs, count) = exits(row, col, rows, cols);
        for &dir in dirs.iter().take(count) {
            let (next_row, next_col) = step(row, col, dir);
            let next = next_row * cols + next_col;
            if !in_tree.get(next) {
                in_tree.set(next, true);
                maze.open(Pos::new(coord(row), coord(col)), dir);
                queue.push(coord(next));
            }
        }
    }
}

/// The rooms next to room number `room` of a `rows × cols` maze, with the direction to each,
/// in the order U, R, D, L.
pub(crate) fn adjacent(
    room: usize,
    rows: usize,
    cols: usize,
) -> impl Iterator<Item = (Dir, usize)> {
    let (row, col) = (room / cols, room % cols);
    [
        (row > 0).then(|| (Dir::Up, room - cols)),
        (col + 1 < cols).then(|| (Dir::Right, room + 1)),
        (row + 1 < rows).then(|| (Dir::Down, room + cols)),
        (col > 0).then(|| (Dir::Left, room - 1)),
    ]
    .into_iter()
    .flatten()
}
