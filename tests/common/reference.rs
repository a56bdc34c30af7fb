//! The brute-force reference for shortest paths: Bellman–Ford over an explicit successor
//! function, written without `gridpath` so that it can judge it.
//!
//! Each test builds its own graph — from the cells, its own reading of the move and diagonal
//! rules, the adapters' rules, a problem statement — and hands [`shortest`] the successors of a
//! state; this file knows nothing of grids.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt;

/// A path cost as the reference sees it: never negative, added up along a path.
pub trait RefCost: Copy + PartialEq + fmt::Debug {
    const ZERO: Self;
    fn plus(self, other: Self) -> Self;
    /// Strictly cheaper.
    fn less(self, other: Self) -> bool;
}

impl RefCost for u64 {
    const ZERO: Self = 0;
    fn plus(self, other: Self) -> Self {
        self + other
    }
    fn less(self, other: Self) -> bool {
        self < other
    }
}

/// The least total cost from `sources` (each at cost zero) to every state reachable from them;
/// a state missing from the map is unreachable. `edges` lists a state's successors with the
/// cost of each step.
///
/// Bellman–Ford: relax every edge out of every state whose cost went down, until no cost goes
/// down. The states waiting to be relaxed are kept in a first-in, first-out queue, each at most
/// once. Costs are never negative, so this ends; it is slow (a state may be relaxed many
/// times), which does not matter on the small graphs of the tests, and it does not rely on
/// taking states in order of cost, as the engines do.
pub fn shortest<S: Ord + Clone, C: RefCost>(
    sources: impl IntoIterator<Item = S>,
    edges: impl Fn(&S) -> Vec<(S, C)>,
) -> BTreeMap<S, C> {
    let mut dist: BTreeMap<S, C> = BTreeMap::new();
    let mut waiting: BTreeSet<S> = BTreeSet::new();
    let mut queue = VecDeque::new();
    for source in sources {
        dist.insert(source.clone(), C::ZERO);
        if waiting.insert(source.clone()) {
            queue.push_back(source);
        }
    }
    while let Some(state) = queue.pop_front() {
        waiting.remove(&state);
        let here = dist[&state];
        for (next, cost) in edges(&state) {
            let candidate = here.plus(cost);
            if dist.get(&next).is_none_or(|&old| candidate.less(old)) {
                dist.insert(next.clone(), candidate);
                if waiting.insert(next.clone()) {
                    queue.push_back(next);
                }
            }
        }
    }
    dist
}

/// [`shortest`] over states numbered `0..len`, as a vector: `None` where unreachable.
pub fn shortest_indexed<C: RefCost>(
    len: usize,
    sources: impl IntoIterator<Item = usize>,
    edges: impl Fn(usize) -> Vec<(usize, C)>,
) -> Vec<Option<C>> {
    let dist = shortest(sources, |&u| edges(u));
    (0..len).map(|i| dist.get(&i).copied()).collect()
}
