//! Task 10's pathfinder under test, shared by `tests/first_contact.rs` and
//! `benches/tests/first_contact_pathfinding.rs` (and counted on neither side): a plain 4-move
//! BFS on a grid of open cells, the kind of code a user property-tests.

use std::collections::VecDeque;

/// The shortest 4-move path from `start` to `goal` over the `true` cells of `open`, both
/// ends included, or `None`.
pub fn my_bfs(
    open: &[Vec<bool>],
    start: (usize, usize),
    goal: (usize, usize),
) -> Option<Vec<(usize, usize)>> {
    let (rows, cols) = (open.len(), open[0].len());
    let mut parent = vec![vec![None; cols]; rows];
    parent[start.0][start.1] = Some(start);
    let mut queue = VecDeque::from([start]);
    while let Some((r, c)) = queue.pop_front() {
        if (r, c) == goal {
            let mut path = vec![goal];
            while *path.last().unwrap() != start {
                let (pr, pc) = *path.last().unwrap();
                path.push(parent[pr][pc].unwrap());
            }
            path.reverse();
            return Some(path);
        }
        let steps = [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ];
        for (nr, nc) in steps {
            if nr < rows && nc < cols && open[nr][nc] && parent[nr][nc].is_none() {
                parent[nr][nc] = Some((r, c));
                queue.push_back((nr, nc));
            }
        }
    }
    None
}
