//! Property tests: every engine against a brute-force reference, on random grids.
//!
//! The reference never calls `GridSpace::successors`. It builds the directed graph of a grid
//! itself — from the cells, the direction list and its own reading of the three
//! `DiagonalRule`s — and runs the tests' shared Bellman–Ford (`tests/common/reference.rs`) over
//! it. Every distance an engine reports, every
//! path it returns (checked move by move against the reference graph) and every goal it stops
//! at is compared with that.
//!
//! Grids are 1..=12 × 1..=12 with a random wall density; cells hold a cost of entering (a
//! digit) or [`WALL`]. Starts may fall on walls: a wall cannot be entered, but the engines
//! accept any start and the grid space lets a search leave a wall cell, so the reference graph
//! has edges *out of* every cell and edges *into* passable cells only.

mod common;

use std::f64::consts::SQRT_2;
use std::fmt;
use std::ops::RangeInclusive;

use common::proptest_config;
use common::reference::{RefCost, shortest_indexed};
use gridpath::{
    AStar, Bfs, Dfs, DiagonalRule, Dijkstra, Dir, EnterCost, Grid, GridSpace, Moves, Octile,
    OnGrid, Passable, Pos, SearchTree, Size, StateSpace, Storage, Unnumbered, ZeroOneBfs, goal,
    heuristic,
};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::{Index, subsequence};
use proptest::test_runner::TestCaseError;

/// Cases per property: 15 properties × 300 = 4,500 cases, a few seconds in a debug build.
/// Set `PROPTEST_CASES` for a longer run.
const CASES: u32 = 300;

/// A cell that cannot be entered. Every other cell value is its cost of entering.
const WALL: u8 = u8::MAX;

const STRAIGHT: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];
const ALL_DIRS: [Dir; 8] = [
    Dir::Up,
    Dir::UpRight,
    Dir::Right,
    Dir::DownRight,
    Dir::Down,
    Dir::DownLeft,
    Dir::Left,
    Dir::UpLeft,
];

// ---------------------------------------------------------------------------------------------
// The reference
// ---------------------------------------------------------------------------------------------

/// The (row, column) change of a step, written out here rather than taken from `Dir::delta`.
fn delta(dir: Dir) -> (i64, i64) {
    match dir {
        Dir::Up => (-1, 0),
        Dir::Right => (0, 1),
        Dir::Down => (1, 0),
        Dir::Left => (0, -1),
        Dir::UpRight => (-1, 1),
        Dir::DownRight => (1, 1),
        Dir::DownLeft => (1, -1),
        Dir::UpLeft => (-1, -1),
    }
}

/// `straight + diagonal × √2`, compared through `f64`. On these grids every path has fewer
/// than 300 steps, and two distinct values `a + b√2` with such small `a`, `b` differ by far more
/// than 1e-9, so the float comparison below is exact; equal values have equal counts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Oct {
    straight: u32,
    diagonal: u32,
}

impl Oct {
    fn value(self) -> f64 {
        f64::from(self.straight) + f64::from(self.diagonal) * SQRT_2
    }
}

impl RefCost for Oct {
    const ZERO: Self = Oct {
        straight: 0,
        diagonal: 0,
    };
    fn plus(self, other: Self) -> Self {
        Oct {
            straight: self.straight + other.straight,
            diagonal: self.diagonal + other.diagonal,
        }
    }
    fn less(self, other: Self) -> bool {
        self.value() < other.value() - 1e-9
    }
}

fn oct(o: Octile) -> Oct {
    Oct {
        straight: o.straight,
        diagonal: o.diagonal,
    }
}

/// The position of flat index `i` in a grid `width` wide.
fn pos_at(width: usize, i: usize) -> Pos {
    Pos::new(
        u32::try_from(i / width).unwrap(),
        u32::try_from(i % width).unwrap(),
    )
}

/// The explicit directed graph of a grid: `edges[u]` lists `(v, cost)` for every legal move.
struct Reference<C> {
    width: usize,
    height: usize,
    edges: Vec<Vec<(usize, C)>>,
    /// Which cells are walls: no state of a grid space, so a start there is ignored.
    walls: Vec<bool>,
}

impl<C: RefCost> Reference<C> {
    /// The graph of `grid` with the moves `dirs` under `rule`; `cost(cell, dir)` is the cost of
    /// stepping in `dir` into a passable `cell`.
    fn build(
        grid: &Grid<u8>,
        dirs: &[Dir],
        rule: DiagonalRule,
        cost: impl Fn(u8, Dir) -> C,
    ) -> Self {
        let (width, height) = (grid.width() as usize, grid.height() as usize);
        let cells = grid.cells();
        let index = |row: i64, col: i64| -> Option<usize> {
            let row = usize::try_from(row).ok().filter(|&r| r < height)?;
            let col = usize::try_from(col).ok().filter(|&c| c < width)?;
            Some(row * width + col)
        };
        let open = |row: i64, col: i64| index(row, col).is_some_and(|i| cells[i] != WALL);
        let mut edges = vec![Vec::new(); cells.len()];
        for (u, out) in edges.iter_mut().enumerate() {
            let row = i64::try_from(u / width).unwrap();
            let col = i64::try_from(u % width).unwrap();
            for &dir in dirs {
                let (dr, dc) = delta(dir);
                let Some(v) = index(row + dr, col + dc) else {
                    continue;
                };
                if cells[v] == WALL {
                    continue;
                }
                if dr != 0 && dc != 0 {
                    // The side cells of a diagonal (dr, dc) from (r, c): (r + dr, c), (r, c + dc).
                    let vertical = open(row + dr, col);
                    let horizontal = open(row, col + dc);
                    let allowed = match rule {
                        DiagonalRule::Always => true,
                        DiagonalRule::NotBetweenBlocked => vertical || horizontal,
                        DiagonalRule::NoCornerCutting => vertical && horizontal,
                    };
                    if !allowed {
                        continue;
                    }
                }
                out.push((v, cost(cells[v], dir)));
            }
        }
        Reference {
            width,
            height,
            edges,
            walls: cells.iter().map(|&c| c == WALL).collect(),
        }
    }

    fn len(&self) -> usize {
        self.edges.len()
    }

    fn index(&self, pos: Pos) -> Option<usize> {
        let row = usize::try_from(pos.row).ok().filter(|&r| r < self.height)?;
        let col = usize::try_from(pos.col).ok().filter(|&c| c < self.width)?;
        Some(row * self.width + col)
    }

    fn pos(&self, i: usize) -> Pos {
        pos_at(self.width, i)
    }

    fn edge(&self, from: usize, to: usize) -> Option<C> {
        self.edges[from]
            .iter()
            .find(|&&(v, _)| v == to)
            .map(|&(_, c)| c)
    }

    /// The cheapest cost of every cell from a set of starts, `None` if unreachable. Starts on
    /// walls are ignored, as every engine ignores them.
    fn shortest(&self, starts: &[usize]) -> Vec<Option<C>> {
        let open_starts = starts.iter().copied().filter(|&i| !self.walls[i]);
        shortest_indexed(self.len(), open_starts, |u| self.edges[u].clone())
    }

    /// Checks that `path` starts at a start, ends at `target` and makes only legal moves;
    /// returns the sum of its move costs.
    fn path_cost(&self, path: &[Pos], starts: &[usize], target: usize) -> Result<C, TestCaseError> {
        prop_assert!(!path.is_empty(), "empty path");
        let mut at = None;
        let mut total = C::ZERO;
        for &p in path {
            let Some(i) = self.index(p) else {
                return Err(TestCaseError::fail(format!(
                    "{p} is outside the grid: {path:?}"
                )));
            };
            match at {
                None => prop_assert!(starts.contains(&i), "path starts at {p}, not a start"),
                Some(prev) => match self.edge(prev, i) {
                    Some(c) => total = total.plus(c),
                    None => {
                        return Err(TestCaseError::fail(format!(
                            "illegal move {} -> {p} in {path:?}",
                            self.pos(prev)
                        )));
                    }
                },
            }
            at = Some(i);
        }
        prop_assert_eq!(at, Some(target), "path ends elsewhere: {:?}", path);
        Ok(total)
    }
}

// ---------------------------------------------------------------------------------------------
// What a search returned, as owned values
// ---------------------------------------------------------------------------------------------

/// Everything a [`SearchTree`] answers about a grid, for every cell.
#[derive(Debug, Clone, PartialEq)]
struct Snapshot<D> {
    storage: Storage,
    expanded: usize,
    goal: Option<Pos>,
    goal_distance: Option<D>,
    path: Option<Vec<Pos>>,
    distances: Vec<Option<D>>,
    reached: Vec<bool>,
    paths: Vec<Option<Vec<Pos>>>,
}

/// Also checks that the owned copy of `found` ([`SearchTree::into_owned`]) answers the same
/// (the distance grid of grid spaces: `distance_grid_matches_distance`).
fn snapshot<Sp: StateSpace<State = Pos>, D: Copy + PartialEq + fmt::Debug, T>(
    found: SearchTree<'_, Sp, D>,
    grid: &Grid<T>,
) -> Snapshot<D> {
    let (width, cells) = (grid.width() as usize, grid.len());
    let all = || (0..cells).map(move |i| pos_at(width, i));
    let snap = Snapshot {
        storage: found.storage(),
        expanded: found.expanded(),
        goal: found.goal(),
        goal_distance: found.goal_distance(),
        path: found.path(),
        distances: all().map(|p| found.distance(p)).collect(),
        reached: all().map(|p| found.is_reached(p)).collect(),
        paths: all().map(|p| found.path_to(p)).collect(),
    };
    let owned = found.into_owned();
    let kept = Snapshot {
        storage: owned.storage(),
        expanded: owned.expanded(),
        goal: owned.goal(),
        goal_distance: owned.goal_distance(),
        path: owned.path(),
        distances: all().map(|p| owned.distance(p)).collect(),
        reached: all().map(|p| owned.is_reached(p)).collect(),
        paths: all().map(|p| owned.path_to(p)).collect(),
    };
    assert_eq!(kept, snap, "the owned copy answers differently");
    assert_eq!(owned.len(), snap.reached.iter().filter(|&&r| r).count());
    snap
}

impl<D> Snapshot<D> {
    fn map<C>(self, f: impl Fn(D) -> C) -> Snapshot<C> {
        Snapshot {
            storage: self.storage,
            expanded: self.expanded,
            goal: self.goal,
            goal_distance: self.goal_distance.map(&f),
            path: self.path,
            distances: self.distances.into_iter().map(|d| d.map(&f)).collect(),
            reached: self.reached,
            paths: self.paths,
        }
    }

    fn path_lengths(&self) -> Vec<Option<usize>> {
        self.paths
            .iter()
            .map(|p| p.as_ref().map(Vec::len))
            .collect()
    }
}

/// Checks a snapshot against the reference. `goals` is `None` for a distance field, else the
/// goal set of the query.
fn check<C: RefCost>(
    reference: &Reference<C>,
    snap: &Snapshot<C>,
    starts: &[usize],
    goals: Option<&[usize]>,
    storage: Storage,
) -> Result<(), TestCaseError> {
    let expected = reference.shortest(starts);
    prop_assert_eq!(snap.storage, storage);
    for (i, want) in expected.iter().enumerate() {
        let p = reference.pos(i);
        prop_assert_eq!(
            snap.reached[i],
            snap.distances[i].is_some(),
            "is_reached({})",
            p
        );
        // A field settles every reachable state; a goal search settles some, each exactly.
        if goals.is_none() || snap.distances[i].is_some() {
            prop_assert_eq!(snap.distances[i], *want, "distance({})", p);
        }
        match (&snap.paths[i], snap.distances[i]) {
            (Some(path), Some(d)) => {
                let cost = reference.path_cost(path, starts, i)?;
                prop_assert_eq!(cost, d, "cost of path_to({}) = {:?}", p, path);
            }
            (None, None) => {}
            (path, d) => {
                return Err(TestCaseError::fail(format!(
                    "path_to({p}) = {path:?} but distance = {d:?}"
                )));
            }
        }
    }
    let reachable = expected.iter().filter(|d| d.is_some()).count();
    let Some(goals) = goals else {
        prop_assert_eq!(snap.goal, None);
        prop_assert_eq!(snap.goal_distance, None);
        prop_assert_eq!(&snap.path, &None);
        // Each reachable state is expanded exactly once.
        prop_assert_eq!(snap.expanded, reachable);
        return Ok(());
    };
    let best = goals
        .iter()
        .filter_map(|&g| expected[g])
        .reduce(|a, b| if b.less(a) { b } else { a });
    let Some(best) = best else {
        prop_assert_eq!(snap.goal, None);
        prop_assert_eq!(snap.goal_distance, None);
        prop_assert_eq!(&snap.path, &None);
        prop_assert_eq!(snap.expanded, reachable);
        return Ok(());
    };
    let Some(goal) = snap.goal else {
        return Err(TestCaseError::fail(format!(
            "no goal found; cheapest is {best:?}"
        )));
    };
    let g = reference.index(goal).expect("goal inside the grid");
    prop_assert!(
        goals.contains(&g),
        "stopped at {} which is not a goal",
        goal
    );
    prop_assert_eq!(snap.goal_distance, Some(best));
    prop_assert_eq!(snap.distances[g], Some(best));
    let Some(path) = &snap.path else {
        return Err(TestCaseError::fail("a goal but no path"));
    };
    prop_assert_eq!(reference.path_cost(path, starts, g)?, best);
    prop_assert_eq!(Some(path), snap.paths[g].as_ref());
    // The goal is settled but not expanded.
    prop_assert!(
        snap.expanded < reachable,
        "expanded {} of {}",
        snap.expanded,
        reachable
    );
    Ok(())
}

/// Checks that the dense and hashed answers to one query agree.
fn check_storages<D: PartialEq + fmt::Debug>(
    dense: &Snapshot<D>,
    hashed: &Snapshot<D>,
) -> Result<(), TestCaseError> {
    prop_assert_eq!(dense.storage, Storage::Dense);
    prop_assert_eq!(hashed.storage, Storage::Hashed);
    prop_assert_eq!(dense.goal, hashed.goal);
    prop_assert_eq!(&dense.goal_distance, &hashed.goal_distance);
    prop_assert_eq!(
        dense.path.as_ref().map(Vec::len),
        hashed.path.as_ref().map(Vec::len)
    );
    prop_assert_eq!(&dense.distances, &hashed.distances);
    prop_assert_eq!(&dense.reached, &hashed.reached);
    prop_assert_eq!(dense.path_lengths(), hashed.path_lengths());
    prop_assert_eq!(dense.expanded, hashed.expanded);
    Ok(())
}

/// Runs `$body` with `$sp` bound to the dense space and then to its hashed view; returns the
/// two results.
macro_rules! dense_and_hashed {
    ($space:expr, |$sp:ident| $body:expr) => {{
        let dense = {
            let $sp = &$space;
            $body
        };
        let hashed = {
            let $sp = &Unnumbered(&$space);
            $body
        };
        (dense, hashed)
    }};
}

/// Runs `$body` with `$sp` bound to the space, hashed or not.
macro_rules! on_storage {
    ($hashed:expr, $space:expr, |$sp:ident| $body:expr) => {{
        if $hashed {
            let $sp = &Unnumbered(&$space);
            $body
        } else {
            let $sp = &$space;
            $body
        }
    }};
}

// ---------------------------------------------------------------------------------------------
// Strategies
// ---------------------------------------------------------------------------------------------

/// A random grid: 1..=12 × 1..=12, a wall density of 0..=70 %, costs from `costs`.
fn grid_strategy(costs: RangeInclusive<u8>) -> impl Strategy<Value = Grid<u8>> {
    (1usize..=12, 1usize..=12, 0u32..=70).prop_flat_map(move |(width, height, density)| {
        vec((0u32..100, costs.clone()), width * height).prop_map(move |cells| {
            let cells = cells
                .into_iter()
                .map(|(roll, cost)| if roll < density { WALL } else { cost })
                .collect();
            Grid::from_vec(Size::try_from((height, width)).unwrap(), cells).unwrap()
        })
    })
}

fn rule_strategy() -> impl Strategy<Value = DiagonalRule> {
    prop_oneof![
        Just(DiagonalRule::Always),
        Just(DiagonalRule::NotBetweenBlocked),
        Just(DiagonalRule::NoCornerCutting),
    ]
}

type MoveSet = (Vec<Dir>, DiagonalRule);

/// Four or eight neighbours in a random order, or any subset of the eight; any rule.
fn any_moves() -> BoxedStrategy<MoveSet> {
    (
        prop_oneof![
            Just(STRAIGHT.to_vec()).prop_shuffle(),
            Just(ALL_DIRS.to_vec()).prop_shuffle(),
            subsequence(ALL_DIRS.to_vec(), 1..=8).prop_shuffle(),
        ],
        rule_strategy(),
    )
        .boxed()
}

/// A non-empty subset of the straight directions, in a random order.
fn straight_moves() -> BoxedStrategy<MoveSet> {
    (
        subsequence(STRAIGHT.to_vec(), 1..=4).prop_shuffle(),
        rule_strategy(),
    )
        .boxed()
}

/// The moves of `GridSpace::octile`, for the reference.
fn octile_moves() -> BoxedStrategy<MoveSet> {
    Just((ALL_DIRS.to_vec(), DiagonalRule::NoCornerCutting)).boxed()
}

/// All eight directions in a random order, any rule.
fn king_moves() -> BoxedStrategy<MoveSet> {
    (Just(ALL_DIRS.to_vec()).prop_shuffle(), rule_strategy()).boxed()
}

/// A grid, a move set, 1..=4 starts and 1..=3 goals (cell indices, anywhere, walls included).
#[derive(Clone)]
struct Case {
    grid: Grid<u8>,
    dirs: Vec<Dir>,
    rule: DiagonalRule,
    starts: Vec<usize>,
    goals: Vec<usize>,
}

fn text(grid: &Grid<u8>) -> String {
    grid.to_text(|&c| if c == WALL { '#' } else { char::from(b'0' + c) })
}

impl fmt::Debug for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = self.grid.width() as usize;
        let at = |v: &[usize]| v.iter().map(|&i| pos_at(w, i)).collect::<Vec<_>>();
        write!(
            f,
            "\n{}dirs {:?} rule {:?}\nstarts {:?}\ngoals {:?}",
            text(&self.grid),
            self.dirs.iter().map(|d| d.name()).collect::<Vec<_>>(),
            self.rule,
            at(&self.starts),
            at(&self.goals),
        )
    }
}

impl Case {
    fn moves(&self) -> Moves {
        Moves::new(&self.dirs, self.rule).unwrap()
    }
    fn width(&self) -> usize {
        self.grid.width() as usize
    }
    fn start_pos(&self) -> Vec<Pos> {
        self.starts
            .iter()
            .map(|&i| pos_at(self.width(), i))
            .collect()
    }
    fn goal_pos(&self) -> Vec<Pos> {
        self.goals
            .iter()
            .map(|&i| pos_at(self.width(), i))
            .collect()
    }
    fn reference<C: RefCost>(&self, cost: impl Fn(u8, Dir) -> C) -> Reference<C> {
        Reference::build(&self.grid, &self.dirs, self.rule, cost)
    }
    /// The case's grid and moves with walls and unit steps.
    fn unit(&self) -> GridSpace<'_, u8, Passable<impl Fn(&u8) -> bool + Copy>> {
        GridSpace::new(&self.grid, self.moves(), passable())
    }
    /// The case's grid and moves with the cost of entering a cell `adjust`ed.
    fn costs(
        &self,
        adjust: fn(u32) -> u32,
    ) -> GridSpace<'_, u8, EnterCost<impl Fn(&u8) -> Option<u32>>> {
        cost_space(&self.grid, self.moves(), adjust)
    }
}

/// Checks `tree`'s distance grid against its `distance`, cell by cell.
fn same_as_distance<Sp: OnGrid, D: Copy + PartialEq + fmt::Debug>(
    tree: &SearchTree<'_, Sp, D>,
    grid: &Grid<u8>,
) -> Result<(), TestCaseError> {
    let field = tree.distance_grid();
    prop_assert_eq!(field.size(), grid.size());
    for pos in grid.positions() {
        prop_assert_eq!(
            field.get(pos).copied().flatten(),
            tree.distance(pos),
            "{:?}",
            pos
        );
    }
    Ok(())
}

/// A space whose cost of entering a cell is `adjust(cell)`; walls cannot be entered.
fn cost_space(
    grid: &Grid<u8>,
    moves: Moves,
    adjust: fn(u32) -> u32,
) -> GridSpace<'_, u8, EnterCost<impl Fn(&u8) -> Option<u32>>> {
    GridSpace::with_costs(grid, moves, move |&c| cost_of(c).map(adjust))
}

/// Cost adjustments: as is, 0/1 for 0-1 BFS, at least 1 for admissible heuristics.
fn same(c: u32) -> u32 {
    c
}
fn parity(c: u32) -> u32 {
    c % 2
}
fn plus_one(c: u32) -> u32 {
    c + 1
}

fn case_strategy(
    costs: RangeInclusive<u8>,
    moves: BoxedStrategy<MoveSet>,
) -> impl Strategy<Value = Case> {
    (
        grid_strategy(costs),
        moves,
        vec(any::<Index>(), 1..=4),
        vec(any::<Index>(), 1..=3),
    )
        .prop_map(|(grid, (dirs, rule), starts, goals)| {
            let n = grid.len();
            Case {
                grid,
                dirs,
                rule,
                starts: starts.iter().map(|i| i.index(n)).collect(),
                goals: goals.iter().map(|i| i.index(n)).collect(),
            }
        })
}

fn unit_cost(_: u8, _: Dir) -> u64 {
    1
}

fn enter_cost(cell: u8, _: Dir) -> u64 {
    u64::from(cell)
}

fn octile_cost(_: u8, dir: Dir) -> Oct {
    let (dr, dc) = delta(dir);
    if dr != 0 && dc != 0 {
        Oct {
            straight: 0,
            diagonal: 1,
        }
    } else {
        Oct {
            straight: 1,
            diagonal: 0,
        }
    }
}

/// The smallest of the heuristics toward each target: consistent when each one is, and so
/// admissible for the goal "reach any target".
fn nearest<C: Ord, H: Fn(Pos) -> C>(
    targets: &[Pos],
    toward: impl Fn(Pos) -> H,
) -> impl Fn(Pos) -> C {
    let each: Vec<H> = targets.iter().map(|&t| toward(t)).collect();
    move |p| {
        each.iter()
            .map(|h| h(p))
            .min()
            .expect("at least one target")
    }
}

/// The passability closure of the unit-cost spaces.
fn passable() -> impl Fn(&u8) -> bool + Copy {
    |&c| c != WALL
}

/// The cost of entering a cell, `None` for a wall.
fn cost_of(c: u8) -> Option<u32> {
    (c != WALL).then_some(u32::from(c))
}

/// The element-wise minimum of several distance fields.
fn min_of(fields: &[Vec<Option<u32>>]) -> Vec<Option<u32>> {
    (0..fields[0].len())
        .map(|i| fields.iter().filter_map(|f| f[i]).min())
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Runs one engine on one case: a field, a single goal and a goal set, dense and hashed, each
// checked against the reference and the two storages against each other.
// ---------------------------------------------------------------------------------------------

/// Checks one engine on one case against the reference: a distance field, a search for one
/// goal and a search for any of several goals, each on the dense space and on its hashed view.
///
/// `field: |sp, starts| …` computes a field on `sp`; `goal: |sp, starts, goal, targets| …`
/// searches `sp` for the predicate `goal`, whose target positions are `targets` (for a
/// heuristic). `$conv` turns the engine's distances into the reference's costs.
macro_rules! check_engine {
    ($case:expr, $reference:expr, $space:expr, $conv:expr,
     field: |$fsp:ident, $fstarts:ident| $field:expr,
     goal: |$gsp:ident, $gstarts:ident, $goal:ident, $targets:ident| $search:expr) => {{
        let case: &Case = $case;
        let reference = &$reference;
        let starts = &case.starts;
        let (dense, hashed) = dense_and_hashed!($space, |$fsp| {
            let $fstarts = case.start_pos();
            snapshot($field, &case.grid).map($conv)
        });
        check(reference, &dense, starts, None, Storage::Dense)?;
        check(reference, &hashed, starts, None, Storage::Hashed)?;
        check_storages(&dense, &hashed)?;

        let target = case.goal_pos()[0];
        let (dense, hashed) = dense_and_hashed!($space, |$gsp| {
            let $gstarts = case.start_pos();
            let $targets = [target];
            let $goal = goal::state(target);
            snapshot($search, &case.grid).map($conv)
        });
        let one = Some(&case.goals[..1]);
        check(reference, &dense, starts, one, Storage::Dense)?;
        check(reference, &hashed, starts, one, Storage::Hashed)?;
        check_storages(&dense, &hashed)?;

        let (dense, hashed) = dense_and_hashed!($space, |$gsp| {
            let $gstarts = case.start_pos();
            let $targets = case.goal_pos();
            let $goal = goal::any_of(case.goal_pos());
            snapshot($search, &case.grid).map($conv)
        });
        let all = Some(&case.goals[..]);
        check(reference, &dense, starts, all, Storage::Dense)?;
        check(reference, &hashed, starts, all, Storage::Hashed)?;
        check_storages(&dense, &hashed)?;
    }};
}

proptest! {
    #![proptest_config(proptest_config(CASES))]

    /// BFS on any move set, each diagonal rule: fewest moves.
    #[test]
    fn bfs_matches_reference(case in case_strategy(1..=9, any_moves())) {
        let space = case.unit();
        let mut bfs = Bfs::new();
        check_engine!(&case, case.reference(unit_cost), space, u64::from,
            field: |sp, starts| bfs.distances(sp, starts),
            goal: |sp, starts, goal, _targets| bfs.search(sp, starts, goal));
    }

    /// 0-1 BFS with costs in {0, 1}.
    #[test]
    fn zero_one_bfs_matches_reference(case in case_strategy(0..=1, any_moves())) {
        let space = case.costs(same);
        let mut zero_one = ZeroOneBfs::new();
        check_engine!(&case, case.reference(enter_cost), space, u64::from,
            field: |sp, starts| zero_one.distances(sp, starts),
            goal: |sp, starts, goal, _targets| zero_one.search(sp, starts, goal));
    }

    /// Dijkstra with costs 1..=9.
    #[test]
    fn dijkstra_matches_reference(case in case_strategy(1..=9, any_moves())) {
        let space = case.costs(same);
        let mut dijkstra = Dijkstra::new();
        check_engine!(&case, case.reference(enter_cost), space, u64::from,
            field: |sp, starts| dijkstra.distances(sp, starts),
            goal: |sp, starts, goal, _targets| dijkstra.search(sp, starts, goal));
    }

    /// Dijkstra with costs 0..=9: zero-cost moves and zero-cost cycles.
    #[test]
    fn dijkstra_with_zero_costs_matches_reference(case in case_strategy(0..=9, any_moves())) {
        let space = case.costs(same);
        let mut dijkstra = Dijkstra::new();
        check_engine!(&case, case.reference(enter_cost), space, u64::from,
            field: |sp, starts| dijkstra.distances(sp, starts),
            goal: |sp, starts, goal, _targets| dijkstra.search(sp, starts, goal));
    }

    /// A* with the Manhattan heuristic on straight moves, unit and weighted (1..=9) costs.
    /// With a never-true goal it must settle every reachable state exactly (the heuristic is
    /// consistent, so no state is reopened).
    #[test]
    fn astar_manhattan_matches_reference(case in case_strategy(1..=9, straight_moves())) {
        let toward = heuristic::manhattan(case.goal_pos()[0]);
        let mut astar = AStar::new();
        check_engine!(&case, case.reference(unit_cost), case.unit(), u64::from,
            field: |sp, starts| astar.search(sp, starts, |_| false, toward),
            goal: |sp, starts, goal, targets| {
                astar.search(sp, starts, goal, nearest(&targets, heuristic::manhattan))
            });
        check_engine!(&case, case.reference(enter_cost), case.costs(same), u64::from,
            field: |sp, starts| astar.search(sp, starts, |_| false, toward),
            goal: |sp, starts, goal, targets| {
                astar.search(sp, starts, goal, nearest(&targets, heuristic::manhattan))
            });
    }

    /// A* with the Chebyshev heuristic on king moves under each diagonal rule, unit and
    /// weighted costs.
    #[test]
    fn astar_chebyshev_matches_reference(case in case_strategy(1..=9, king_moves())) {
        let toward = heuristic::chebyshev(case.goal_pos()[0]);
        let mut astar = AStar::new();
        check_engine!(&case, case.reference(unit_cost), case.unit(), u64::from,
            field: |sp, starts| astar.search(sp, starts, |_| false, toward),
            goal: |sp, starts, goal, targets| {
                astar.search(sp, starts, goal, nearest(&targets, heuristic::chebyshev))
            });
        check_engine!(&case, case.reference(enter_cost), case.costs(same), u64::from,
            field: |sp, starts| astar.search(sp, starts, |_| false, toward),
            goal: |sp, starts, goal, targets| {
                astar.search(sp, starts, goal, nearest(&targets, heuristic::chebyshev))
            });
    }

    /// `GridSpace::octile` (8 moves, no corner cutting, exact √2) with A* and the octile
    /// heuristic, and with Dijkstra.
    #[test]
    fn octile_matches_reference(case in case_strategy(1..=1, octile_moves())) {
        let space = GridSpace::octile(&case.grid, passable());
        let reference = case.reference(octile_cost);
        let toward = heuristic::octile(case.goal_pos()[0]);
        let mut astar = AStar::new();
        check_engine!(&case, reference, space, oct,
            field: |sp, starts| astar.search(sp, starts, |_| false, toward),
            goal: |sp, starts, goal, targets| {
                astar.search(sp, starts, goal, nearest(&targets, heuristic::octile))
            });
        let mut dijkstra = Dijkstra::new();
        check_engine!(&case, reference, space, oct,
            field: |sp, starts| dijkstra.distances(sp, starts),
            goal: |sp, starts, goal, _targets| dijkstra.search(sp, starts, goal));
        // The float view agrees with the exact counts.
        let field = dijkstra.distances(&space, case.start_pos());
        for (i, want) in reference.shortest(&case.starts).into_iter().enumerate() {
            let got = field.distance(pos_at(case.width(), i)).map(Octile::to_f64);
            match (got, want) {
                (Some(got), Some(want)) => prop_assert!((got - want.value()).abs() < 1e-9),
                (None, None) => {}
                other => prop_assert!(false, "{:?}", other),
            }
        }
    }

    /// `AStar::search_to`, guided by the space's own estimate, on unit-cost spaces of any
    /// move set and on `GridSpace::octile`: the reference's distance and a legal path of that
    /// length, dense and hashed; and, the estimate being consistent, exactly what `search`
    /// does with the same estimate as a closure (same path, same expansions) although it
    /// passes over settled successors without reading them.
    #[test]
    fn astar_search_to_matches_reference(
        unit_case in case_strategy(1..=1, any_moves()),
        octile_case in case_strategy(1..=1, octile_moves()),
    ) {
        fn agree<Sp, C>(
            space: &Sp,
            case: &Case,
            reference: &Reference<C>,
            conv: impl Fn(Sp::Cost) -> C,
        ) -> Result<(), TestCaseError>
        where
            Sp: StateSpace<State = Pos>,
            C: RefCost,
        {
            let want = reference.shortest(&case.starts);
            let mut astar = AStar::new();
            for (&target, goal_pos) in case.goals.iter().zip(case.goal_pos()) {
                let (dense, hashed) = dense_and_hashed!(space, |sp| {
                    let found = astar.search_to(sp, case.start_pos(), goal_pos);
                    (found.goal_distance(), found.path(), found.expanded())
                });
                prop_assert_eq!(&dense, &hashed);
                let (distance, path, expanded) = dense;
                prop_assert_eq!(distance.map(&conv), want[target]);
                if let Some(path) = &path {
                    let cost = reference.path_cost(path, &case.starts, target)?;
                    prop_assert_eq!(Some(cost), want[target]);
                }
                let estimate = |p: Pos| space.estimate(p, goal_pos);
                let found = astar.search(space, case.start_pos(), goal::state(goal_pos), estimate);
                prop_assert_eq!((found.goal_distance(), found.path()), (distance, path));
                // `search_to` drops the starts that cannot reach the goal (a goal on a wall
                // costs nothing); with a path, both expand the same states.
                if distance.is_some() {
                    prop_assert_eq!(found.expanded(), expanded);
                } else if !space.contains(goal_pos) {
                    prop_assert_eq!(expanded, 0);
                }
            }
            Ok(())
        }
        agree(&unit_case.unit(), &unit_case, &unit_case.reference(unit_cost), u64::from)?;
        let octile = GridSpace::octile(&octile_case.grid, passable());
        agree(&octile, &octile_case, &octile_case.reference(octile_cost), oct)?;
    }

    /// The grid spaces' estimates keep `StateSpace::estimate`'s contract: zero at the target,
    /// and never more than a move's cost above the estimate after the move — for unit steps
    /// on any move set, octile steps on any move set and rule, and per-cell costs (zero).
    #[test]
    fn grid_estimates_are_consistent(case in case_strategy(0..=9, any_moves())) {
        fn consistent<Sp: StateSpace<State = Pos>>(space: &Sp, grid: &Grid<u8>) -> Result<(), TestCaseError> {
            for target in grid.positions() {
                prop_assert_eq!(space.estimate(target, target), <Sp::Cost as gridpath::Cost>::ZERO);
                for from in grid.positions() {
                    let here = space.estimate(from, target);
                    let mut broken = None;
                    space.successors(from, |next, cost| {
                        let bound = gridpath::Cost::saturating_add(cost, space.estimate(next, target));
                        if here > bound {
                            broken = Some(next);
                        }
                    });
                    prop_assert_eq!(broken, None, "{} -> ? toward {}", from, target);
                }
            }
            Ok(())
        }
        let octile_steps = gridpath::OctileSteps(passable());
        consistent(&case.unit(), &case.grid)?;
        consistent(&GridSpace::with_rule(&case.grid, case.moves(), octile_steps), &case.grid)?;
        consistent(&case.costs(same), &case.grid)?;
    }

    /// On unit costs BFS, 0-1 BFS, Dijkstra and A* agree on every distance.
    #[test]
    fn unit_cost_engines_agree(case in case_strategy(1..=1, any_moves())) {
        let (unit, ones) = (case.unit(), case.costs(same));
        let bfs = snapshot(Bfs::new().distances(&unit, case.start_pos()), &case.grid);
        let zero_one = snapshot(ZeroOneBfs::new().distances(&ones, case.start_pos()), &case.grid);
        let dijkstra = snapshot(Dijkstra::new().distances(&unit, case.start_pos()), &case.grid);
        prop_assert_eq!(&bfs.distances, &zero_one.distances);
        prop_assert_eq!(&bfs.distances, &dijkstra.distances);
        prop_assert_eq!(bfs.path_lengths(), zero_one.path_lengths());
        prop_assert_eq!(bfs.path_lengths(), dijkstra.path_lengths());
        let straight_only = case.dirs.iter().all(|d| STRAIGHT.contains(d));
        let mut astar = AStar::new();
        for target in case.goal_pos() {
            let want = bfs.distances[case.grid.index_of(target).unwrap()];
            let mut by = |h: &dyn Fn(Pos) -> u32| {
                astar.search(&unit, case.start_pos(), goal::state(target), h).goal_distance()
            };
            prop_assert_eq!(by(&heuristic::zero()), want, "A* with zero");
            prop_assert_eq!(by(&heuristic::chebyshev(target)), want, "A* with Chebyshev");
            if straight_only {
                prop_assert_eq!(by(&heuristic::manhattan(target)), want, "A* with Manhattan");
            }
        }
    }

    /// `distance_grid` holds, cell by cell, what `distance` answers: for whole fields and for
    /// searches stopped at a goal (some states reached but not settled).
    #[test]
    fn distance_grid_matches_distance(case in case_strategy(1..=9, any_moves())) {
        let (unit, costs) = (case.unit(), case.costs(same));
        let (mut bfs, mut dijkstra) = (Bfs::new(), Dijkstra::new());
        let target = case.goal_pos()[0];
        same_as_distance(&bfs.distances(&unit, case.start_pos()), &case.grid)?;
        same_as_distance(&bfs.search(&unit, case.start_pos(), goal::state(target)), &case.grid)?;
        same_as_distance(&dijkstra.distances(&costs, case.start_pos()), &case.grid)?;
        let stopped = dijkstra.search(&costs, case.start_pos(), goal::state(target));
        same_as_distance(&stopped, &case.grid)?;
    }

    /// The distance from several starts is the minimum of the distances from each one.
    #[test]
    fn multi_source_is_min_of_single_sources(case in case_strategy(0..=9, any_moves())) {
        let grid = &case.grid;
        let starts = case.start_pos();
        let (unit, binary) = (case.unit(), case.costs(parity));
        let (weighted, positive) = (case.costs(same), case.costs(plus_one));

        let mut bfs = Bfs::new();
        let all = snapshot(bfs.distances(&unit, starts.clone()), grid).distances;
        let singles: Vec<_> = starts
            .iter()
            .map(|&s| snapshot(bfs.distances(&unit, [s]), grid).distances)
            .collect();
        prop_assert_eq!(all, min_of(&singles), "BFS");

        let mut zero_one = ZeroOneBfs::new();
        let all = snapshot(zero_one.distances(&binary, starts.clone()), grid).distances;
        let singles: Vec<_> = starts
            .iter()
            .map(|&s| snapshot(zero_one.distances(&binary, [s]), grid).distances)
            .collect();
        prop_assert_eq!(all, min_of(&singles), "0-1 BFS");

        let mut dijkstra = Dijkstra::new();
        let all = snapshot(dijkstra.distances(&weighted, starts.clone()), grid).distances;
        let singles: Vec<_> = starts
            .iter()
            .map(|&s| snapshot(dijkstra.distances(&weighted, [s]), grid).distances)
            .collect();
        prop_assert_eq!(all, min_of(&singles), "Dijkstra");

        let mut astar = AStar::new();
        for target in case.goal_pos() {
            let h = heuristic::chebyshev(target);
            let mut from = |starts: &[Pos]| {
                let found = astar.search(&positive, starts.iter().copied(), goal::state(target), h);
                found.goal_distance()
            };
            let all = from(&starts);
            let single = starts.iter().filter_map(|&s| from(&[s])).min();
            prop_assert_eq!(all, single, "A* to {}", target);
        }
    }

    /// Dense and hashed storage give the same answers, and say which they used.
    #[test]
    fn dense_and_hashed_storage_agree(case in case_strategy(0..=9, any_moves())) {
        let grid = &case.grid;
        let target = case.goal_pos()[0];
        let starts = || case.start_pos();
        let to_target = || goal::state(target);
        let (unit, binary) = (case.unit(), case.costs(parity));
        let (weighted, positive) = (case.costs(same), case.costs(plus_one));
        let (d, h) = dense_and_hashed!(unit, |sp| {
            snapshot(Bfs::new().search(sp, starts(), to_target()), grid)
        });
        check_storages(&d, &h)?;
        let (d, h) = dense_and_hashed!(unit, |sp| {
            snapshot(Dfs::new().search(sp, starts(), to_target()), grid)
        });
        check_storages(&d, &h)?;
        let (d, h) = dense_and_hashed!(unit, |sp| snapshot(Dfs::new().reach(sp, starts()), grid));
        check_storages(&d, &h)?;
        let (d, h) = dense_and_hashed!(binary, |sp| {
            snapshot(ZeroOneBfs::new().search(sp, starts(), to_target()), grid)
        });
        check_storages(&d, &h)?;
        let (d, h) = dense_and_hashed!(weighted, |sp| {
            snapshot(Dijkstra::new().search(sp, starts(), to_target()), grid)
        });
        check_storages(&d, &h)?;
        let (d, h) = dense_and_hashed!(weighted, |sp| {
            snapshot(Dijkstra::new().distances(sp, starts()), grid)
        });
        check_storages(&d, &h)?;
        let (d, h) = dense_and_hashed!(positive, |sp| {
            let estimate = heuristic::chebyshev(target);
            snapshot(AStar::new().search(sp, starts(), to_target(), estimate), grid)
        });
        check_storages(&d, &h)?;
    }

    /// DFS reaches exactly the reachable set; its paths are legal; its "distance" is the depth
    /// of the path it returns.
    #[test]
    fn dfs_reach_and_paths(case in case_strategy(1..=1, any_moves())) {
        let space = case.unit();
        let reference = case.reference(unit_cost);
        let expected = reference.shortest(&case.starts);
        let reachable = expected.iter().filter(|d| d.is_some()).count();
        let goals = case.goal_pos();
        let mut dfs = Dfs::new();
        let (reach_dense, reach_hashed) =
            dense_and_hashed!(space, |sp| snapshot(dfs.reach(sp, case.start_pos()), &case.grid));
        prop_assert_eq!(reach_dense.storage, Storage::Dense);
        prop_assert_eq!(reach_hashed.storage, Storage::Hashed);
        let (found_dense, found_hashed) = dense_and_hashed!(space, |sp| {
            let found = dfs.search(sp, case.start_pos(), goal::any_of(goals.iter().copied()));
            snapshot(found, &case.grid)
        });
        for snap in [&reach_dense, &reach_hashed] {
            prop_assert_eq!(snap.expanded, reachable);
            prop_assert_eq!(snap.goal, None);
            for (i, want) in expected.iter().enumerate() {
                prop_assert_eq!(snap.reached[i], want.is_some(), "reached {}", reference.pos(i));
            }
        }
        for snap in [&reach_dense, &reach_hashed, &found_dense, &found_hashed] {
            for (i, want) in expected.iter().enumerate() {
                prop_assert_eq!(snap.reached[i], snap.distances[i].is_some());
                if snap.reached[i] {
                    prop_assert!(want.is_some());
                }
                match (&snap.paths[i], snap.distances[i]) {
                    (Some(path), Some(d)) => {
                        let moves = reference.path_cost(path, &case.starts, i)?;
                        prop_assert_eq!(moves, u64::from(d));
                        prop_assert_eq!(path.len() - 1, usize::try_from(d).unwrap());
                        let mut seen = path.clone();
                        seen.sort_unstable();
                        seen.dedup();
                        prop_assert_eq!(seen.len(), path.len(), "a DFS path repeats a state");
                    }
                    (None, None) => {}
                    other => prop_assert!(false, "path_to and distance disagree: {:?}", other),
                }
            }
        }
        let any_goal_reachable = case.goals.iter().any(|&g| expected[g].is_some());
        for snap in [&found_dense, &found_hashed] {
            prop_assert_eq!(snap.goal.is_some(), any_goal_reachable);
            if let Some(goal) = snap.goal {
                prop_assert!(goals.contains(&goal));
                let path = snap.path.as_ref().unwrap();
                let g = reference.index(goal).unwrap();
                let moves = reference.path_cost(path, &case.starts, g)?;
                prop_assert_eq!(Some(moves), snap.goal_distance.map(u64::from));
            }
        }
        prop_assert_eq!(found_dense.goal, found_hashed.goal);
        prop_assert_eq!(found_dense.path_lengths(), found_hashed.path_lengths());
    }

    /// `Grid::parse(grid.to_text(f), g)` gives the grid back, with `\n` or `\r\n` line ends and
    /// with or without the final one.
    #[test]
    fn text_round_trips(grid in grid_strategy(0..=9), crlf: bool, trailing: bool) {
        let printed = text(&grid);
        prop_assert_eq!(printed.lines().count(), grid.height() as usize);
        let mut variant = if crlf { printed.replace('\n', "\r\n") } else { printed.clone() };
        if !trailing {
            variant.truncate(variant.trim_end().len());
        }
        let read = |ch: char| match ch {
            '#' => Some(WALL),
            _ => ch.to_digit(10).map(|d| u8::try_from(d).unwrap()),
        };
        prop_assert_eq!(&Grid::parse(&variant, read).unwrap(), &grid);
        let bytes = Grid::parse_bytes(&variant, b"#0123456789").unwrap();
        prop_assert_eq!(bytes.to_text(|&b| char::from(b)), printed.clone());
        let chars = Grid::parse(&variant, Some).unwrap();
        prop_assert_eq!(chars.to_string(), printed);
    }
}

// ---------------------------------------------------------------------------------------------
// Reused workspaces
// ---------------------------------------------------------------------------------------------

/// One query of a sequence: which grid, which moves, starts, an optional goal (else a field),
/// and whether to hide the dense numbering.
#[derive(Debug, Clone)]
struct Query {
    grid: usize,
    moves: MoveSet,
    starts: Vec<Index>,
    goal: Option<Index>,
    hashed: bool,
}

/// Four grids — three random, and the first one's cells reshaped to the transposed size, so
/// that two grids share a dense bound with different widths — and a sequence of queries.
#[derive(Clone)]
struct Session {
    grids: Vec<Grid<u8>>,
    queries: Vec<Query>,
}

impl fmt::Debug for Session {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, g) in self.grids.iter().enumerate() {
            writeln!(f, "grid {i} ({}×{}):\n{}", g.width(), g.height(), text(g))?;
        }
        for q in &self.queries {
            let grid = &self.grids[q.grid];
            let starts: Vec<Pos> = q
                .starts
                .iter()
                .map(|i| pos_at(grid.width() as usize, i.index(grid.len())))
                .collect();
            let goal = q
                .goal
                .map(|i| pos_at(grid.width() as usize, i.index(grid.len())));
            writeln!(
                f,
                "grid {} dirs {:?} {:?} starts {starts:?} goal {goal:?} hashed {}",
                q.grid,
                q.moves.0.iter().map(|d| d.name()).collect::<Vec<_>>(),
                q.moves.1,
                q.hashed
            )?;
        }
        Ok(())
    }
}

fn session_strategy() -> impl Strategy<Value = Session> {
    let query = (
        0usize..4,
        any_moves(),
        vec(any::<Index>(), 1..=3),
        proptest::option::of(any::<Index>()),
        any::<bool>(),
    )
        .prop_map(|(grid, moves, starts, goal, hashed)| Query {
            grid,
            moves,
            starts,
            goal,
            hashed,
        });
    (vec(grid_strategy(0..=9), 3), vec(query, 1..=12)).prop_map(|(mut grids, queries)| {
        let first = &grids[0];
        let reshaped = Grid::from_vec(
            Size::new(first.width(), first.height()),
            first.cells().to_vec(),
        )
        .unwrap();
        grids.push(reshaped);
        Session { grids, queries }
    })
}

/// One workspace per engine, kept across a whole session.
struct Workspaces {
    bfs: Bfs<Pos>,
    zero_one: ZeroOneBfs<Pos, u32>,
    dijkstra: Dijkstra<Pos, u32>,
    astar: AStar<Pos, u32>,
    dfs: Dfs<Pos>,
}

impl Workspaces {
    fn new() -> Self {
        Workspaces {
            bfs: Bfs::new(),
            zero_one: ZeroOneBfs::new(),
            dijkstra: Dijkstra::new(),
            astar: AStar::new(),
            dfs: Dfs::new(),
        }
    }
}

/// Runs `query` on every engine of `ws`, returning snapshots of each answer.
fn answer(ws: &mut Workspaces, grid: &Grid<u8>, query: &Query) -> [Snapshot<u32>; 5] {
    macro_rules! snap {
        ($found:expr) => {
            snapshot($found, grid)
        };
    }
    let (width, cells) = (grid.width() as usize, grid.len());
    let at = |index: &Index| pos_at(width, index.index(cells));
    let moves = Moves::new(&query.moves.0, query.moves.1).unwrap();
    let starts: Vec<Pos> = query.starts.iter().map(at).collect();
    let starts = || starts.iter().copied();
    let target = query.goal.as_ref().map(at);
    let unit = GridSpace::new(grid, moves.clone(), passable());
    let binary = cost_space(grid, moves.clone(), parity);
    let weighted = cost_space(grid, moves.clone(), same);
    let positive = cost_space(grid, moves, plus_one);
    let estimate = heuristic::chebyshev(target.unwrap_or_default());
    let bfs = on_storage!(query.hashed, unit, |sp| match target {
        Some(goal) => snap!(ws.bfs.search(sp, starts(), goal::state(goal))),
        None => snap!(ws.bfs.distances(sp, starts())),
    });
    let zero_one = on_storage!(query.hashed, binary, |sp| match target {
        Some(goal) => snap!(ws.zero_one.search(sp, starts(), goal::state(goal))),
        None => snap!(ws.zero_one.distances(sp, starts())),
    });
    let dijkstra = on_storage!(query.hashed, weighted, |sp| match target {
        Some(goal) => snap!(ws.dijkstra.search(sp, starts(), goal::state(goal))),
        None => snap!(ws.dijkstra.distances(sp, starts())),
    });
    let astar = on_storage!(query.hashed, positive, |sp| match target {
        Some(goal) => snap!(ws.astar.search(sp, starts(), goal::state(goal), estimate)),
        None => snap!(ws.astar.search(sp, starts(), |_| false, estimate)),
    });
    let dfs = on_storage!(query.hashed, unit, |sp| match target {
        Some(goal) => snap!(ws.dfs.search(sp, starts(), goal::state(goal))),
        None => snap!(ws.dfs.reach(sp, starts())),
    });
    [bfs, zero_one, dijkstra, astar, dfs]
}

proptest! {
    #![proptest_config(proptest_config(CASES))]

    /// A workspace kept across queries — on other grids, of other sizes, dense and hashed —
    /// answers every query exactly as a fresh one does.
    #[test]
    fn reused_workspace_answers_like_a_fresh_one(session in session_strategy()) {
        let mut kept = Workspaces::new();
        let engines = ["Bfs", "ZeroOneBfs", "Dijkstra", "AStar", "Dfs"];
        for (k, query) in session.queries.iter().enumerate() {
            let grid = &session.grids[query.grid];
            let reused = answer(&mut kept, grid, query);
            let fresh = answer(&mut Workspaces::new(), grid, query);
            for ((engine, reused), fresh) in engines.iter().zip(&reused).zip(&fresh) {
                prop_assert_eq!(reused, fresh, "{} differs at query {}", engine, k);
            }
        }
    }
}
