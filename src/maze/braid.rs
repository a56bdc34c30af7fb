//! Braiding: removing dead ends from a maze by opening walls ([`braid`]).

use crate::grid::{Dir, Pos};
use crate::maze::random::pick as below;
use crate::maze::{Maze, RandomSource};

/// The bound of the draw that decides whether a dead end is braided.
const COIN: u32 = 1 << 24;

/// Removes dead ends from `maze`: each with probability `fraction`, opens a wall from it to a
/// neighbouring room, preferring a neighbour that is a dead end too. Returns how many walls
/// were opened.
///
/// `fraction` is clamped to `0..=1`; NaN counts as 0. With 0 nothing changes and nothing is
/// drawn. With 1 every dead end is removed, except where no wall can be opened: the two ends of
/// a maze one room wide, whose only neighbour is already joined to them.
///
/// Opening a wall adds a loop, so a perfect maze stops being perfect (see the
/// section *Texture* below). Rooms with no passage at all are not dead ends and are left alone
/// (though a wall opened into one, which only happens in a maze that was not connected,
/// makes it a dead end).
///
/// The procedure: list the dead ends row by row and shuffle them (Fisher–Yates from the back:
/// for `i` from `n − 1` down to 1, swap entry `i` with entry `rng.below(i + 1)`). Then, for
/// each in that order that is still a dead end (an earlier wall may have joined it): unless
/// `fraction` is 1, draw `rng.below(2²⁴)` and skip the room unless the draw is below
/// `fraction × 2²⁴`. List its closed walls to rooms, in the order U, R, D, L, keeping only
/// those to dead ends if there are any; if the list is not empty, draw `x = rng.below(count)`
/// and open wall `x`.
///
/// A *braid* maze has no dead ends at all; a partly braided one has fewer. `braid` takes any
/// maze, usually a perfect one from a generator, and opens one more wall at some of its dead
/// ends. Each such passage closes a loop, so **the maze is no longer perfect** afterwards
/// ([`Maze::is_perfect`] turns false as soon as one wall is opened): there are several ways
/// between rooms, which makes the maze harder to solve by wall-following and lets searches find
/// shorter paths.
///
/// # Texture
///
/// The corridors of the original maze stay; each braided dead end becomes a short loop back
/// into a neighbouring corridor. Opening a wall between two dead ends removes both at once, so
/// `braid` prefers such walls, which matters in branchy mazes: a full braid (`fraction = 1`)
/// of 100 × 100 growing-tree mazes with [`Pick::Random`] opened 66% as many walls as there
/// were dead ends, but of depth-first mazes, whose dead ends rarely touch, 99.96% (averaged
/// over 50 [`MinStd`] seeds). With `fraction = 0.5` about half the dead ends remain.
///
/// # Complexity
///
/// `O(rows × cols)` time, and memory for the list of dead ends.
///
/// # Examples
///
/// ```
/// use gridpath::Size;
/// use gridpath::maze::{braid, dfs, MinStd};
///
/// let mut maze = dfs::generate(Size::new(20, 30), &mut MinStd::new(7))?;
/// let before = maze.dead_ends().count();
/// let mut other = maze.clone();
///
/// let opened = braid(&mut maze, 0.5, &mut MinStd::new(1));
/// assert!(opened > 0 && maze.dead_ends().count() < before);
/// assert!(!maze.is_perfect()); // loops now
/// assert_eq!(maze.passages(), 20 * 30 - 1 + opened);
///
/// // The same seed gives the same maze.
/// assert_eq!(braid(&mut other, 0.5, &mut MinStd::new(1)), opened);
/// assert_eq!(other, maze);
///
/// // A full braid leaves no dead ends.
/// braid(&mut maze, 1.0, &mut MinStd::new(1));
/// assert_eq!(maze.dead_ends().count(), 0);
/// # Ok::<(), gridpath::Error>(())
/// ```
///
/// [`Maze::is_perfect`]: crate::maze::Maze::is_perfect
/// [`Pick::Random`]: crate::maze::growing_tree::Pick::Random
/// [`MinStd`]: crate::maze::MinStd
pub fn braid(maze: &mut Maze, fraction: f64, rng: &mut impl RandomSource) -> usize {
    // `max` and `min` rather than `clamp`: see the `expect` below.
    #[expect(
        clippy::manual_clamp,
        reason = "clamp's panic formats floats, code a WebAssembly build would ship"
    )]
    let fraction = if fraction.is_nan() {
        0.0
    } else {
        fraction.max(0.0).min(1.0)
    };
    if fraction <= 0.0 {
        return 0;
    }
    let threshold = fraction * f64::from(COIN);
    let mut dead_ends: Vec<Pos> = maze.dead_ends().collect();
    for i in (1..dead_ends.len()).rev() {
        dead_ends.swap(i, below(rng, i + 1));
    }
    let mut opened = 0;
    for room in dead_ends {
        if maze.degree(room) != 1 {
            continue;
        }
        if fraction < 1.0 && f64::from(rng.below(COIN)) >= threshold {
            continue;
        }
        let mut walls = [Dir::Up; 4];
        let mut count = 0;
        let mut dead = 0;
        for dir in Dir::STRAIGHT {
            let Some(next) = maze.neighbour(room, dir) else {
                continue;
            };
            if maze.is_open(room, dir) {
                continue;
            }
            // Dead-end walls gather at the front, the rest behind them.
            if maze.degree(next) == 1 {
                walls.copy_within(dead..count, dead + 1);
                walls[dead] = dir;
                dead += 1;
            } else {
                walls[count] = dir;
            }
            count += 1;
        }
        let choices = if dead > 0 { dead } else { count };
        if choices == 0 {
            continue;
        }
        maze.open(room, walls[below(rng, choices)]);
        opened += 1;
    }
    opened
}

#[cfg(test)]
mod tests {
    use super::braid;
    use crate::maze::{MinStd, dfs};

    #[test]
    fn fraction_zero_changes_nothing() {
        for (rows, cols) in [(1, 1), (1, 7), (7, 1), (13, 17)] {
            let mut maze =
                dfs::generate(crate::grid::Size::new(rows, cols), &mut MinStd::new(3)).unwrap();
            let before = maze.clone();
            assert_eq!(braid(&mut maze, 0.0, &mut MinStd::new(1)), 0);
            assert_eq!(braid(&mut maze, -2.0, &mut MinStd::new(1)), 0);
            assert_eq!(braid(&mut maze, f64::NAN, &mut MinStd::new(1)), 0);
            assert_eq!(maze, before);
        }
    }

    #[test]
    fn fraction_one_removes_every_dead_end() {
        for (rows, cols) in [(2, 2), (2, 9), (13, 17), (30, 30)] {
            for seed in [0, 1, 2, 42, 12_345] {
                let mut maze =
                    dfs::generate(crate::grid::Size::new(rows, cols), &mut MinStd::new(seed))
                        .unwrap();
                let before = maze.dead_ends().count();
                let opened = braid(&mut maze, 1.0, &mut MinStd::new(seed));
                assert_eq!(maze.dead_ends().count(), 0, "{rows}×{cols} seed {seed}");
                assert!(opened <= before);
                assert_eq!(maze.passages(), (rows * cols - 1) as usize + opened);
            }
        }
    }

    #[test]
    fn fraction_above_one_counts_as_one() {
        let mut a = dfs::generate(crate::grid::Size::new(13, 17), &mut MinStd::new(4)).unwrap();
        let mut b = a.clone();
        let opened = braid(&mut a, 1.0, &mut MinStd::new(8));
        assert_eq!(braid(&mut b, 7.5, &mut MinStd::new(8)), opened);
        assert_eq!(a, b);
    }

    #[test]
    fn one_room_wide_keeps_its_two_ends() {
        for (rows, cols) in [(1, 1), (1, 2), (1, 7), (7, 1)] {
            let mut maze =
                dfs::generate(crate::grid::Size::new(rows, cols), &mut MinStd::new(3)).unwrap();
            let ends = maze.dead_ends().count();
            assert_eq!(braid(&mut maze, 1.0, &mut MinStd::new(1)), 0);
            assert_eq!(maze.dead_ends().count(), ends);
            assert!(maze.is_perfect());
        }
    }

    #[test]
    fn partial_braid_is_deterministic_and_in_between() {
        let maze = dfs::generate(crate::grid::Size::new(40, 40), &mut MinStd::new(5)).unwrap();
        let before = maze.dead_ends().count();
        let (mut a, mut b) = (maze.clone(), maze);
        let opened = braid(&mut a, 0.5, &mut MinStd::new(2));
        assert_eq!(braid(&mut b, 0.5, &mut MinStd::new(2)), opened);
        assert_eq!(a, b);
        let after = a.dead_ends().count();
        assert!(0 < after && after < before);
    }
}
