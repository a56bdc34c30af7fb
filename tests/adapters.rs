//! Integration tests for the state adapters: `WallBreaks`, `FewestBreaks`, `Keys`, `Terrain`,
//! and the compositions `Keys<WallBreaks<GridSpace>>`, `WallBreaks<Terrain<GridSpace>>`,
//! `FewestBreaks<Terrain<GridSpace>>` and `Keys<Terrain<GridSpace>>`.
//!
//! The property tests build, for every random case, the explicit product graph the adapter is
//! meant to describe — one node per (position, walls broken, keys held), with edges added from
//! this file's own reading of the rules — and run the tests' shared brute-force shortest-path
//! reference (Bellman–Ford, `tests/common/reference.rs`) over it. The reference never
//! calls an adapter or a grid space: it walks the cells itself, applies the diagonal rules
//! itself and renumbers key kinds itself. Every distance in a distance field, every goal
//! distance, and every path an engine returns (checked move by move against the reference
//! edges) is compared with it, on dense and on hashed storage.
//!
//! Then come hand-checked corner cases, and the `examples/README.md` samples these adapters serve,
//! solved through the public API the way a user would.

mod common;

use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;

use common::proptest_config;
use common::reference::shortest_indexed;
use common::samples;

use gridpath::adapt::KeysError;
use gridpath::adapt::{
    FewestBreaks, HasPos, KeyCell, KeySet, Keys, Terrain, WallBreaks, WithBreaks, WithKeys,
};
use gridpath::{
    Bfs, Cost, DiagonalRule, Dijkstra, Grid, GridSpace, Moves, Pos, SearchTree, Size, StateSpace,
    Storage, Unnumbered, ZeroOneBfs,
};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::subsequence;
use proptest::test_runner::TestCaseError;

/// The dense bound of a space's numbering, if it has a dense one.
trait DenseBound {
    fn dense_bound(&self) -> Option<usize>;
}

impl<Sp: StateSpace> DenseBound for Sp {
    fn dense_bound(&self) -> Option<usize> {
        match gridpath::Numbering::layout(&self.numbering()?) {
            gridpath::Layout::Dense { bound } => Some(bound),
            gridpath::Layout::Layered { .. } => None,
        }
    }
}

/// Cases per property: 8 properties × 500 = 4,000 cases. Set `PROPTEST_CASES` for a longer run.
const CASES: u32 = 500;

// ---------------------------------------------------------------------------------------------
// Random cases
// ---------------------------------------------------------------------------------------------

/// What a cell holds, by letter: letter `i` is `a`/`A` + `i`; its `KeyCell` kind is
/// `Case::kinds[i]`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Item {
    Nothing,
    Key(usize),
    Door(usize),
}

/// One cell of a random grid.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Cell {
    /// Blocked for the inner grid space.
    wall: bool,
    /// A key or a door (never on a wall).
    item: Item,
    /// Cost of entering, 0..=9 (or 0..=1), for the weighted spaces and the terrain.
    cost: u8,
    /// Refused by the terrain closure (`None`), though the grid space may let it in.
    rough: bool,
}

/// The move sets the tests use, with their directions written out here (not taken from
/// `Dir::delta`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum MoveSet {
    Four,
    Eight(DiagonalRule),
}

/// `U R D L` as (row, column) changes: the order of `Moves::four()`.
const FOUR: [(i64, i64); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];
/// Clockwise from up: the order of `Moves::eight`.
const EIGHT: [(i64, i64); 8] = [
    (-1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
];

impl MoveSet {
    fn moves(self) -> Moves {
        match self {
            MoveSet::Four => Moves::four(),
            MoveSet::Eight(rule) => Moves::eight(rule),
        }
    }

    fn deltas(self) -> &'static [(i64, i64)] {
        match self {
            MoveSet::Four => &FOUR,
            MoveSet::Eight(_) => &EIGHT,
        }
    }

    fn diagonal_allowed(self, vertical_open: bool, horizontal_open: bool) -> bool {
        match self {
            MoveSet::Four | MoveSet::Eight(DiagonalRule::Always) => true,
            MoveSet::Eight(DiagonalRule::NotBetweenBlocked) => vertical_open || horizontal_open,
            MoveSet::Eight(DiagonalRule::NoCornerCutting) => vertical_open && horizontal_open,
        }
    }
}

/// A random grid with a start, a goal, a break budget, a wall cost and key kinds.
#[derive(Clone)]
struct Case {
    grid: Grid<Cell>,
    moves: MoveSet,
    start: Pos,
    goal: Pos,
    k: u32,
    wall_cost: u8,
    /// The `KeyCell` kind of each letter: distinct values in `0..64`, so the adapter has to
    /// renumber them.
    kinds: Vec<u8>,
}

impl fmt::Debug for Case {
    /// The grid as two layers of text (items and walls; costs, `x` for rough), then the rest.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = |base: u8, i: usize| char::from(base + u8::try_from(i).unwrap());
        writeln!(
            f,
            "{}x{} {:?} start {:?} goal {:?} k {} wall_cost {} kinds {:?}",
            self.grid.height(),
            self.grid.width(),
            self.moves,
            (self.start.row, self.start.col),
            (self.goal.row, self.goal.col),
            self.k,
            self.wall_cost,
            self.kinds
        )?;
        for row in self.grid.rows() {
            let map: String = row
                .iter()
                .map(|c| match (c.wall, c.item) {
                    (true, _) => '#',
                    (false, Item::Key(i)) => letter(b'a', i),
                    (false, Item::Door(i)) => letter(b'A', i),
                    (false, Item::Nothing) => '.',
                })
                .collect();
            let costs: String = row
                .iter()
                .map(|c| {
                    if c.rough {
                        'x'
                    } else {
                        char::from(b'0' + c.cost)
                    }
                })
                .collect();
            writeln!(f, "  {map}   {costs}")?;
        }
        Ok(())
    }
}

impl Case {
    fn cell(&self, pos: Pos) -> Cell {
        self.grid[pos]
    }

    /// The position at (`row`, `col`) if it is inside the grid.
    fn pos_at(&self, row: i64, col: i64) -> Option<Pos> {
        let row = u32::try_from(row).ok()?;
        let col = u32::try_from(col).ok()?;
        let pos = Pos::new(row, col);
        self.grid.contains(pos).then_some(pos)
    }

    /// The cells a move from `from` can reach, in move order, whether or not they can be
    /// entered: inside the grid, and for a diagonal allowed by the diagonal rule with the side
    /// cells judged by `open`.
    fn targets(&self, from: Pos, open: &dyn Fn(Pos) -> bool) -> Vec<Pos> {
        let (row, col) = (i64::from(from.row), i64::from(from.col));
        let mut out = Vec::new();
        for &(dr, dc) in self.moves.deltas() {
            let Some(to) = self.pos_at(row + dr, col + dc) else {
                continue;
            };
            if dr != 0 && dc != 0 {
                let vertical = self.pos_at(row + dr, col).is_some_and(open);
                let horizontal = self.pos_at(row, col + dc).is_some_and(open);
                if !self.moves.diagonal_allowed(vertical, horizontal) {
                    continue;
                }
            }
            out.push(to);
        }
        out
    }

    /// The cell mapping a user would give `Keys::new`.
    fn key_cell(&self) -> impl Fn(&Cell) -> KeyCell + '_ {
        |c: &Cell| match c.item {
            Item::Nothing => KeyCell::Nothing,
            Item::Key(i) => KeyCell::Key(self.kinds[i]),
            Item::Door(i) => KeyCell::Door(self.kinds[i]),
        }
    }
}

fn any_moves() -> impl Strategy<Value = MoveSet> {
    prop_oneof![
        2 => Just(MoveSet::Four),
        1 => Just(MoveSet::Eight(DiagonalRule::Always)),
        1 => Just(MoveSet::Eight(DiagonalRule::NotBetweenBlocked)),
        1 => Just(MoveSet::Eight(DiagonalRule::NoCornerCutting)),
    ]
}

/// Grids of 1..=8 × 1..=8 cells with a random wall density, up to `max_letters` key letters,
/// costs `0..=max_cost`, a break budget `0..=3`.
fn cases(max_letters: usize, max_cost: u8) -> impl Strategy<Value = Case> {
    (
        1..=8usize,
        1..=8usize,
        0..=max_letters,
        0..=60u8,
        any_moves(),
    )
        .prop_flat_map(move |(width, height, letters, density, moves)| {
            let n = width * height;
            let cell = (0..100u8, 0..100u8, 0..4usize, 0..=max_cost, 0..100u8).prop_map(
                move |(wall, item, letter, cost, rough)| {
                    let wall = wall < density;
                    let item = if wall || letters == 0 || item >= 36 {
                        Item::Nothing
                    } else if item < 18 {
                        Item::Key(letter % letters)
                    } else {
                        Item::Door(letter % letters)
                    };
                    Cell {
                        wall,
                        item,
                        cost,
                        rough: rough < 15,
                    }
                },
            );
            let kinds = subsequence((0..64u8).collect::<Vec<_>>(), 4).prop_shuffle();
            (vec(cell, n), 0..n, 0..n, 0..=3u32, 0..=max_cost, kinds).prop_map(
                move |(cells, start, goal, k, wall_cost, kinds)| {
                    let grid =
                        Grid::from_vec(Size::try_from((height, width)).unwrap(), cells).unwrap();
                    Case {
                        start: grid.pos_of(start).unwrap(),
                        goal: grid.pos_of(goal).unwrap(),
                        grid,
                        moves,
                        k,
                        wall_cost,
                        kinds,
                    }
                },
            )
        })
}

// ---------------------------------------------------------------------------------------------
// The reference: an explicit product graph, searched by the shared Bellman–Ford
// ---------------------------------------------------------------------------------------------

/// An explicit directed graph whose nodes are labelled with the adapter's state values (the
/// labels only; the edges are this file's own).
struct Reference<S> {
    nodes: Vec<S>,
    index: HashMap<S, usize>,
    edges: Vec<Vec<(usize, u64)>>,
}

impl<S: Copy + Eq + Hash + fmt::Debug> Reference<S> {
    fn new(nodes: Vec<S>) -> Self {
        let index: HashMap<S, usize> = nodes.iter().enumerate().map(|(i, &s)| (s, i)).collect();
        assert_eq!(
            index.len(),
            nodes.len(),
            "reference labels must be distinct"
        );
        let edges = vec![Vec::new(); nodes.len()];
        Reference {
            nodes,
            index,
            edges,
        }
    }

    fn add_edge(&mut self, from: S, to: S, cost: u64) {
        let (u, v) = (self.index[&from], self.index[&to]);
        self.edges[u].push((v, cost));
    }

    /// The cheapest cost of a move `from → to`, if there is one.
    fn edge_cost(&self, from: S, to: S) -> Option<u64> {
        let (u, v) = (*self.index.get(&from)?, *self.index.get(&to)?);
        self.edges[u]
            .iter()
            .filter(|&&(w, _)| w == v)
            .map(|&(_, c)| c)
            .min()
    }

    /// The least cost from `start` to every node over the explicit edges.
    fn distances(&self, start: S) -> Vec<Option<u64>> {
        shortest_indexed(self.nodes.len(), [self.index[&start]], |u| {
            self.edges[u].clone()
        })
    }
}

/// What a cell means for the key rules: a key or door of the case's kind (the user's own
/// number, which is the bit a key set holds); a door whose kind has no key anywhere has no bit
/// and never opens.
#[derive(Clone, Copy, Debug)]
enum KeyRule {
    Nothing,
    Key(u32),
    Door(Option<u32>),
}

struct KeyMap {
    /// How many kinds have a key in the grid.
    kinds: u32,
    /// A kind with no key in the grid (a key set holding it is not a state of the space).
    absent_kind: u32,
    /// The kinds that have a key, as bits: every key set reached is a subset.
    mask: u64,
    rules: HashMap<Pos, KeyRule>,
}

impl KeyMap {
    fn new(case: &Case) -> Self {
        let kind = |letter: usize| u32::from(case.kinds[letter]);
        let mut present = std::collections::BTreeSet::new();
        for pos in case.grid.positions() {
            if let Item::Key(letter) = case.cell(pos).item {
                present.insert(kind(letter));
            }
        }
        let rules = case
            .grid
            .positions()
            .map(|pos| {
                let rule = match case.cell(pos).item {
                    Item::Nothing => KeyRule::Nothing,
                    Item::Key(letter) => KeyRule::Key(kind(letter)),
                    Item::Door(letter) => {
                        KeyRule::Door(Some(kind(letter)).filter(|k| present.contains(k)))
                    }
                };
                (pos, rule)
            })
            .collect();
        KeyMap {
            kinds: u32::try_from(present.len()).unwrap(),
            absent_kind: (0..64).find(|k| !present.contains(k)).unwrap(),
            mask: present.iter().fold(0, |mask, k| mask | 1 << k),
            rules,
        }
    }

    /// The keys held after entering `pos` holding `keys`, or `None` if it is a closed door.
    fn enter(&self, keys: u64, pos: Pos) -> Option<u64> {
        match self.rules[&pos] {
            KeyRule::Nothing => Some(keys),
            KeyRule::Key(bit) => Some(keys | 1 << bit),
            KeyRule::Door(Some(bit)) if keys & (1 << bit) != 0 => Some(keys),
            KeyRule::Door(_) => None,
        }
    }

    /// The keys held standing on `pos` before any move.
    fn start(&self, pos: Pos) -> u64 {
        match self.rules[&pos] {
            KeyRule::Key(bit) => 1 << bit,
            _ => 0,
        }
    }
}

/// The rules of one product graph.
struct Rules<'a> {
    /// Break layers `0..=max_breaks`; 0 for no wall breaking.
    max_breaks: u32,
    /// Whether a cell is open for the inner grid space's diagonal rule.
    sides_open: &'a dyn Fn(Pos) -> bool,
    /// The cost of entering a cell, or `None` for a blocked one.
    enter: &'a dyn Fn(Pos) -> Option<u64>,
    /// The cost of stepping into a blocked cell, using a break.
    wall_cost: u64,
    /// Key rules, if keys are part of the state.
    keys: Option<&'a KeyMap>,
}

/// The product graph of `case` under `rules`: nodes (position, breaks, keys), labelled with
/// `label(position, breaks, keys)`.
fn product<S: Copy + Eq + Hash + fmt::Debug>(
    case: &Case,
    rules: &Rules<'_>,
    label: impl Fn(Pos, u32, u64) -> S,
) -> Reference<S> {
    // Every subset of the kinds that have a key.
    let mask = rules.keys.map_or(0, |k| k.mask);
    let mut key_sets = vec![0];
    let mut set = mask;
    while set != 0 {
        key_sets.push(set);
        set = (set - 1) & mask;
    }
    let mut nodes = Vec::new();
    for pos in case.grid.positions() {
        for breaks in 0..=rules.max_breaks {
            for &keys in &key_sets {
                nodes.push((pos, breaks, keys));
            }
        }
    }
    let mut reference = Reference::new(nodes.iter().map(|&(p, b, k)| label(p, b, k)).collect());
    for &(pos, breaks, keys) in &nodes {
        for next in case.targets(pos, rules.sides_open) {
            let (next_breaks, cost) = match (rules.enter)(next) {
                Some(cost) => (breaks, cost),
                None if breaks < rules.max_breaks => (breaks + 1, rules.wall_cost),
                None => continue,
            };
            let next_keys = match rules.keys {
                None => keys,
                Some(map) => match map.enter(keys, next) {
                    Some(keys) => keys,
                    None => continue,
                },
            };
            reference.add_edge(
                label(pos, breaks, keys),
                label(next, next_breaks, next_keys),
                cost,
            );
        }
    }
    reference
}

/// The fewest-walls graph: nodes are positions; a move costs 1 into a blocked cell, 0
/// otherwise.
fn fewest_walls(
    case: &Case,
    sides_open: &dyn Fn(Pos) -> bool,
    enterable: &dyn Fn(Pos) -> bool,
) -> Reference<Pos> {
    let mut reference = Reference::new(case.grid.positions().collect());
    for pos in case.grid.positions() {
        for next in case.targets(pos, sides_open) {
            reference.add_edge(pos, next, u64::from(!enterable(next)));
        }
    }
    reference
}

// ---------------------------------------------------------------------------------------------
// Running an engine and comparing
// ---------------------------------------------------------------------------------------------

/// The three engines under one interface, so one checker serves them all.
trait Engine<Sp: StateSpace> {
    type D: Copy + Into<u64> + fmt::Debug;
    fn run<'a>(
        &'a mut self,
        space: &'a Sp,
        start: Sp::State,
        goal: &dyn Fn(Sp::State) -> bool,
    ) -> SearchTree<'a, &'a Sp, Self::D>;
}

impl<Sp: StateSpace> Engine<Sp> for Bfs<Sp::State> {
    type D = u32;
    fn run<'a>(
        &'a mut self,
        space: &'a Sp,
        start: Sp::State,
        goal: &dyn Fn(Sp::State) -> bool,
    ) -> SearchTree<'a, &'a Sp, u32> {
        self.search(space, [start], goal)
    }
}

/// The weighted engines, generic over the cost, run alike.
macro_rules! weighted_engine {
    ($engine:ident) => {
        impl<Sp, C> Engine<Sp> for $engine<Sp::State, C>
        where
            Sp: StateSpace<Cost = C>,
            C: Cost + Into<u64>,
        {
            type D = C;
            fn run<'a>(
                &'a mut self,
                space: &'a Sp,
                start: Sp::State,
                goal: &dyn Fn(Sp::State) -> bool,
            ) -> SearchTree<'a, &'a Sp, C> {
                self.search(space, [start], goal)
            }
        }
    };
}

weighted_engine!(Dijkstra);
weighted_engine!(ZeroOneBfs);

/// What a search on an adapter must report.
struct Expect<'r, S> {
    reference: &'r Reference<S>,
    start: S,
    /// The distance the adapter must report for each reference node (`None` for nodes the
    /// adapter does not have, such as break counts above its reduced budget).
    field: Vec<Option<u64>>,
    /// The true goal distance: the least reference distance of a node at the goal.
    goal_distance: Option<u64>,
    at_goal: &'r dyn Fn(S) -> bool,
    /// Values that are not states of the adapter, which must report no distance.
    absent: Vec<S>,
}

impl<'r, S: Copy + Eq + Hash + fmt::Debug> Expect<'r, S> {
    /// Runs the reference from `start`; `has` says which reference nodes the adapter has.
    fn new(
        reference: &'r Reference<S>,
        start: S,
        has: impl Fn(S) -> bool,
        at_goal: &'r dyn Fn(S) -> bool,
        absent: Vec<S>,
    ) -> Self {
        // A start that is no state of the adapter (a wall where none can be broken) is
        // ignored: nothing is reached.
        let dist = if has(start) {
            reference.distances(start)
        } else {
            vec![None; reference.nodes.len()]
        };
        let goal_distance = reference
            .nodes
            .iter()
            .zip(&dist)
            .filter(|&(&s, _)| at_goal(s))
            .filter_map(|(_, &d)| d)
            .min();
        let field = reference
            .nodes
            .iter()
            .zip(&dist)
            .map(|(&s, &d)| d.filter(|_| has(s)))
            .collect();
        Expect {
            reference,
            start,
            field,
            goal_distance,
            at_goal,
            absent,
        }
    }
}

/// Checks that `path` starts at `start`, ends at `end`, takes only reference edges, and costs
/// `cost` in all.
fn check_path<S: Copy + Eq + Hash + fmt::Debug>(
    reference: &Reference<S>,
    path: &[S],
    start: S,
    end: S,
    cost: u64,
) -> Result<(), TestCaseError> {
    prop_assert_eq!(path.first(), Some(&start), "path {:?}", path);
    prop_assert_eq!(path.last(), Some(&end), "path {:?}", path);
    let mut total = 0;
    for pair in path.windows(2) {
        let step = reference.edge_cost(pair[0], pair[1]);
        prop_assert!(
            step.is_some(),
            "illegal move {:?} -> {:?} in {:?}",
            pair[0],
            pair[1],
            path
        );
        total += step.unwrap_or(0);
    }
    prop_assert_eq!(total, cost, "cost of path {:?}", path);
    Ok(())
}

/// The paths a check saw: to the goal, and to a sample of the distance field.
#[derive(Debug, PartialEq)]
struct Paths<S> {
    goal: Option<Vec<S>>,
    field: Vec<Option<Vec<S>>>,
}

/// At most this many `path_to` checks per distance field (every reached state of the goal
/// cell is checked besides).
const FIELD_PATHS: usize = 40;

/// Runs `engine` on `space` twice — the whole distance field, then a goal search — and compares
/// both with `expect`.
fn check_engine<Sp, E>(
    engine: &mut E,
    space: &Sp,
    expect: &Expect<'_, Sp::State>,
    storage: Storage,
) -> Result<Paths<Sp::State>, TestCaseError>
where
    Sp: StateSpace,
    E: Engine<Sp>,
{
    let reference = expect.reference;
    let mut paths = Paths {
        goal: None,
        field: Vec::new(),
    };
    {
        let field = engine.run(space, expect.start, &|_| false);
        prop_assert_eq!(field.storage(), storage);
        prop_assert_eq!(field.goal(), None);
        for (&node, &want) in reference.nodes.iter().zip(&expect.field) {
            let got = field.distance(node).map(Into::into);
            prop_assert_eq!(got, want, "distance of {:?}", node);
            prop_assert_eq!(field.is_reached(node), want.is_some());
        }
        for &value in &expect.absent {
            let got = field.distance(value).map(Into::into);
            prop_assert_eq!(got, None, "distance of {:?}, not a state", value);
        }
        let reached: Vec<usize> = (0..reference.nodes.len())
            .filter(|&i| expect.field[i].is_some())
            .collect();
        let stride = reached.len().div_ceil(FIELD_PATHS).max(1);
        for (n, &i) in reached.iter().enumerate() {
            let node = reference.nodes[i];
            if n % stride != 0 && !(expect.at_goal)(node) {
                continue;
            }
            let path = field.path_to(node);
            prop_assert!(path.is_some(), "no path to reached {:?}", node);
            let cost = expect.field[i].unwrap_or(0);
            check_path(
                reference,
                path.as_deref().unwrap_or(&[]),
                expect.start,
                node,
                cost,
            )?;
            paths.field.push(path);
        }
    }
    let found = engine.run(space, expect.start, expect.at_goal);
    prop_assert_eq!(found.storage(), storage);
    prop_assert_eq!(
        found.goal_distance().map(Into::into),
        expect.goal_distance,
        "goal distance"
    );
    match found.goal() {
        None => prop_assert_eq!(found.path(), None),
        Some(goal) => {
            prop_assert!((expect.at_goal)(goal), "stopped at {:?}", goal);
            let cost = expect.goal_distance.unwrap_or(0);
            prop_assert_eq!(found.distance(goal).map(Into::into), Some(cost));
            let path = found.path();
            prop_assert!(path.is_some(), "no path to the goal {:?}", goal);
            check_path(
                reference,
                path.as_deref().unwrap_or(&[]),
                expect.start,
                goal,
                cost,
            )?;
            paths.goal = path;
        }
    }
    Ok(paths)
}

/// A value that is no position of the grid (one row below it).
fn outside(case: &Case) -> Pos {
    Pos::new(case.grid.height(), 0)
}

fn breaks_label(pos: Pos, breaks: u32, _: u64) -> WithBreaks<Pos> {
    WithBreaks { state: pos, breaks }
}

fn keys_label(pos: Pos, _: u32, keys: u64) -> WithKeys<Pos> {
    WithKeys {
        state: pos,
        keys: KeySet::from_bits(keys),
    }
}

fn keys_breaks_label(pos: Pos, breaks: u32, keys: u64) -> WithKeys<WithBreaks<Pos>> {
    WithKeys {
        state: WithBreaks { state: pos, breaks },
        keys: KeySet::from_bits(keys),
    }
}

/// Checks a `WallBreaks` space against the reference with `rules` (whose `max_breaks` is the
/// requested `k`), on dense storage and through `Unnumbered`.
fn check_wall_breaks<'w, Sp, E>(
    case: &Case,
    space: &'w WallBreaks<Sp>,
    rules: &Rules<'_>,
    engine: &mut E,
) -> Result<(), TestCaseError>
where
    Sp: gridpath::adapt::WallSpace<State = Pos>,
    E: Engine<WallBreaks<Sp>> + Engine<Unnumbered<&'w WallBreaks<Sp>>>,
{
    let budget = space.max_breaks();
    prop_assert_eq!(budget, case.k);
    prop_assert_eq!(
        space.dense_bound(),
        Some(case.grid.len() * (budget as usize + 1))
    );
    let reference = product(case, rules, breaks_label);
    let start = space.start(case.start);
    prop_assert_eq!(start, breaks_label(case.start, 0, 0));
    let at_goal = |s: WithBreaks<Pos>| s.state == case.goal;
    let absent = vec![
        breaks_label(case.start, budget + 1, 0),
        breaks_label(outside(case), 0, 0),
    ];
    let expect = Expect::new(&reference, start, |s| s.breaks <= budget, &at_goal, absent);
    check_engine(engine, space, &expect, Storage::Dense)?;
    check_engine(engine, &Unnumbered(space), &expect, Storage::Hashed)?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(proptest_config(CASES))]

    /// `WallBreaks` over a unit-step grid under BFS, k in 0..=3, any move set: every step, into
    /// a wall or not, counts 1.
    #[test]
    fn wall_breaks_bfs_matches_reference(case in cases(0, 9)) {
        let open = GridSpace::new(&case.grid, case.moves.moves(), |c: &Cell| !c.wall);
        let space = WallBreaks::new(&open, case.k);
        let sides = |p: Pos| !case.cell(p).wall;
        let enter = |p: Pos| (!case.cell(p).wall).then_some(1);
        let rules = Rules {
            max_breaks: case.k,
            sides_open: &sides,
            enter: &enter,
            wall_cost: 1,
            keys: None,
        };
        check_wall_breaks(&case, &space, &rules, &mut Bfs::new())?;
    }

    /// `WallBreaks::with_wall_cost` over a 0/1-cost grid under 0-1 BFS.
    #[test]
    fn wall_breaks_zero_one_matches_reference(case in cases(0, 9)) {
        let open = GridSpace::with_costs(&case.grid, case.moves.moves(), |c: &Cell| {
            (!c.wall).then_some(u32::from(c.cost % 2))
        });
        let wall_cost = case.wall_cost % 2;
        let space = WallBreaks::new(&open, case.k).with_wall_cost(u32::from(wall_cost));
        let sides = |p: Pos| !case.cell(p).wall;
        let enter = |p: Pos| {
            let c = case.cell(p);
            (!c.wall).then_some(u64::from(c.cost % 2))
        };
        let rules = Rules {
            max_breaks: case.k,
            sides_open: &sides,
            enter: &enter,
            wall_cost: u64::from(wall_cost),
            keys: None,
        };
        check_wall_breaks(&case, &space, &rules, &mut ZeroOneBfs::new())?;
    }

    /// `WallBreaks::with_wall_cost` over a grid with entering costs 0..=9 under Dijkstra.
    #[test]
    fn wall_breaks_dijkstra_matches_reference(case in cases(0, 9)) {
        let open = GridSpace::with_costs(&case.grid, case.moves.moves(), |c: &Cell| {
            (!c.wall).then_some(u32::from(c.cost))
        });
        let space = WallBreaks::new(&open, case.k).with_wall_cost(u32::from(case.wall_cost));
        let sides = |p: Pos| !case.cell(p).wall;
        let enter = |p: Pos| {
            let c = case.cell(p);
            (!c.wall).then_some(u64::from(c.cost))
        };
        let rules = Rules {
            max_breaks: case.k,
            sides_open: &sides,
            enter: &enter,
            wall_cost: u64::from(case.wall_cost),
            keys: None,
        };
        check_wall_breaks(&case, &space, &rules, &mut Dijkstra::new())?;
    }

    /// `FewestBreaks` under 0-1 BFS: the fewest walls broken, with no limit; over a grid, and
    /// over a terrain whose refused cells count as walls.
    #[test]
    fn fewest_breaks_matches_reference(case in cases(0, 9)) {
        let open = GridSpace::new(&case.grid, case.moves.moves(), |c: &Cell| !c.wall);
        let space = FewestBreaks::new(&open);
        let sides = |p: Pos| !case.cell(p).wall;
        let at_goal = |p: Pos| p == case.goal;
        let reference = fewest_walls(&case, &sides, &sides);
        let absent = vec![outside(&case)];
        let expect = Expect::new(&reference, case.start, |_| true, &at_goal, absent.clone());
        let mut zero_one = ZeroOneBfs::new();
        check_engine(&mut zero_one, &space, &expect, Storage::Dense)?;
        check_engine(&mut zero_one, &Unnumbered(&space), &expect, Storage::Hashed)?;

        let terrain = Terrain::new(&open, &case.grid, |c: &Cell| {
            (!c.rough).then_some(u32::from(c.cost))
        });
        let space = FewestBreaks::new(&terrain);
        let enterable = |p: Pos| {
            let c = case.cell(p);
            !c.wall && !c.rough
        };
        let reference = fewest_walls(&case, &sides, &enterable);
        let expect = Expect::new(&reference, case.start, |_| true, &at_goal, absent);
        check_engine(&mut zero_one, &space, &expect, Storage::Dense)?;
    }

    /// `Keys` over a unit-step grid under BFS, up to 4 kinds with arbitrary kind numbers: dense
    /// (default limit) and hashed (limit 0) storage agree with the reference and with each
    /// other, paths included.
    #[test]
    fn keys_bfs_matches_reference(case in cases(4, 9)) {
        let open = GridSpace::new(&case.grid, case.moves.moves(), |c: &Cell| !c.wall);
        let dense = Keys::allowing_locked_doors(&open, &case.grid, case.key_cell()).unwrap();
        let map = KeyMap::new(&case);
        prop_assert_eq!(dense.kinds(), map.kinds);
        let bound = case.grid.len() << map.kinds;
        prop_assert_eq!(dense.dense_bound(), Some(bound));
        prop_assert_eq!(dense.clone().with_dense_limit(bound).dense_bound(), Some(bound));
        prop_assert_eq!(dense.clone().with_dense_limit(bound - 1).dense_bound(), None);
        let hashed = dense.clone().with_dense_limit(0);
        prop_assert_eq!(hashed.dense_bound(), None);

        let sides = |p: Pos| !case.cell(p).wall;
        let enter = |p: Pos| (!case.cell(p).wall).then_some(1);
        let rules = Rules {
            max_breaks: 0,
            sides_open: &sides,
            enter: &enter,
            wall_cost: 1,
            keys: Some(&map),
        };
        let reference = product(&case, &rules, keys_label);
        let start = dense.start(case.start);
        prop_assert_eq!(start, keys_label(case.start, 0, map.start(case.start)));
        prop_assert_eq!(hashed.start(case.start), start);
        let at_goal = |s: WithKeys<Pos>| s.state == case.goal;
        let absent = vec![
            keys_label(case.start, 0, 1 << map.absent_kind),
            keys_label(outside(&case), 0, 0),
        ];
        // A start on a wall is no state: it is ignored.
        let has = |s: WithKeys<Pos>| !case.cell(s.state).wall;
        let expect = Expect::new(&reference, start, has, &at_goal, absent);
        let mut bfs = Bfs::new();
        let on_dense = check_engine(&mut bfs, &dense, &expect, Storage::Dense)?;
        // Past the dense limit the space is layered by key set: paged storage.
        let on_paged = check_engine(&mut bfs, &hashed, &expect, Storage::Paged)?;
        let on_hashed = check_engine(&mut bfs, &Unnumbered(&dense), &expect, Storage::Hashed)?;
        prop_assert_eq!(&on_dense, &on_paged);
        prop_assert_eq!(on_dense, on_hashed);
    }

    /// `Keys<WallBreaks<GridSpace>>` under BFS: nodes (position, breaks, keys). Key and door
    /// cells may themselves be blocked for the grid (a key inside a wall, a door in a wall),
    /// so that entering them takes a break *and* obeys the key rules.
    #[test]
    fn keys_with_breaks_bfs_matches_reference(
        case in cases(4, 9),
        keys_blocked in any::<bool>(),
        doors_blocked in any::<bool>(),
    ) {
        let blocked = |c: &Cell| {
            c.wall
                || (keys_blocked && matches!(c.item, Item::Key(_)))
                || (doors_blocked && matches!(c.item, Item::Door(_)))
        };
        let open = GridSpace::new(&case.grid, case.moves.moves(), |c: &Cell| !blocked(c));
        let walls = WallBreaks::new(&open, case.k);
        let budget = walls.max_breaks();
        prop_assert_eq!(budget, case.k);
        let dense = Keys::allowing_locked_doors(walls, &case.grid, case.key_cell()).unwrap();
        let map = KeyMap::new(&case);
        prop_assert_eq!(dense.kinds(), map.kinds);
        let bound = (case.grid.len() * (budget as usize + 1)) << map.kinds;
        prop_assert_eq!(dense.dense_bound(), Some(bound));
        let hashed = dense.clone().with_dense_limit(0);

        let sides = |p: Pos| !blocked(&case.cell(p));
        let enter = |p: Pos| (!blocked(&case.cell(p))).then_some(1);
        let rules = Rules {
            max_breaks: case.k,
            sides_open: &sides,
            enter: &enter,
            wall_cost: 1,
            keys: Some(&map),
        };
        let reference = product(&case, &rules, keys_breaks_label);
        let start = dense.start(dense.inner().start(case.start));
        prop_assert_eq!(start, keys_breaks_label(case.start, 0, map.start(case.start)));
        let at_goal = |s: WithKeys<WithBreaks<Pos>>| s.pos() == case.goal;
        let absent = vec![
            keys_breaks_label(case.start, 0, 1 << map.absent_kind),
            keys_breaks_label(case.start, budget + 1, 0),
            keys_breaks_label(outside(&case), 0, 0),
        ];
        let has = |s: WithKeys<WithBreaks<Pos>>| s.state.breaks <= budget;
        let expect = Expect::new(&reference, start, has, &at_goal, absent);
        let mut bfs = Bfs::new();
        let on_dense = check_engine(&mut bfs, &dense, &expect, Storage::Dense)?;
        // Past the dense limit the space is layered by key set: paged storage.
        let on_paged = check_engine(&mut bfs, &hashed, &expect, Storage::Paged)?;
        let on_hashed = check_engine(&mut bfs, &Unnumbered(&dense), &expect, Storage::Hashed)?;
        prop_assert_eq!(&on_dense, &on_paged);
        prop_assert_eq!(on_dense, on_hashed);
    }

    /// `Terrain` under Dijkstra (the inner grid's own step costs are ignored; the terrain's
    /// `None` refuses a cell), and the compositions `WallBreaks<Terrain<..>>` (refused terrain
    /// counts as a wall, breakable at the wall cost) and `Keys<Terrain<..>>`.
    #[test]
    fn terrain_dijkstra_matches_reference(case in cases(2, 9)) {
        // The inner space charges 100 a step, which the terrain must replace.
        let open = GridSpace::with_costs(&case.grid, case.moves.moves(), |c: &Cell| {
            (!c.wall).then_some(100u32)
        });
        let terrain = Terrain::new(&open, &case.grid, |c: &Cell| {
            (!c.rough).then_some(u64::from(c.cost))
        });
        let sides = |p: Pos| !case.cell(p).wall;
        let enter = |p: Pos| {
            let c = case.cell(p);
            (!c.wall && !c.rough).then_some(u64::from(c.cost))
        };
        let mut rules = Rules {
            max_breaks: 0,
            sides_open: &sides,
            enter: &enter,
            wall_cost: u64::from(case.wall_cost),
            keys: None,
        };
        let mut dijkstra = Dijkstra::new();

        let reference = product(&case, &rules, |p, _, _| p);
        let at_goal = |p: Pos| p == case.goal;
        // A start the terrain refuses (a wall, a rough cell) is no state: it is ignored.
        let has = |p: Pos| enter(p).is_some();
        let expect = Expect::new(&reference, case.start, has, &at_goal, vec![outside(&case)]);
        check_engine(&mut dijkstra, &terrain, &expect, Storage::Dense)?;
        check_engine(&mut dijkstra, &Unnumbered(&terrain), &expect, Storage::Hashed)?;

        rules.max_breaks = case.k;
        let space = WallBreaks::new(&terrain, case.k).with_wall_cost(u64::from(case.wall_cost));
        check_wall_breaks(&case, &space, &rules, &mut Dijkstra::new())?;

        rules.max_breaks = 0;
        let map = KeyMap::new(&case);
        rules.keys = Some(&map);
        let keys = Keys::allowing_locked_doors(&terrain, &case.grid, case.key_cell()).unwrap();
        let reference = product(&case, &rules, keys_label);
        let start = keys.start(case.start);
        prop_assert_eq!(start, keys_label(case.start, 0, map.start(case.start)));
        let at_goal = |s: WithKeys<Pos>| s.state == case.goal;
        let has = |s: WithKeys<Pos>| enter(s.state).is_some();
        let expect = Expect::new(&reference, start, has, &at_goal, Vec::new());
        let mut dijkstra = Dijkstra::new();
        check_engine(&mut dijkstra, &keys, &expect, Storage::Dense)?;
        check_engine(&mut dijkstra, &keys.clone().with_dense_limit(0), &expect, Storage::Paged)?;
        check_engine(&mut dijkstra, &Unnumbered(&keys), &expect, Storage::Hashed)?;
    }
}

// ---------------------------------------------------------------------------------------------
// Corner cases, checked by hand
// ---------------------------------------------------------------------------------------------

/// `'#'` is a wall; everything else can be entered.
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "GridSpace::new hands cells by reference"
)]
fn not_wall(c: &char) -> bool {
    *c != '#'
}

/// Lowercase letters are keys, uppercase letters other than `S` and `E` doors.
#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "Keys::new hands cells by reference"
)]
fn letters(c: &char) -> KeyCell {
    match *c {
        'a'..='z' => KeyCell::Key(u8::try_from(u32::from(*c) - u32::from('a')).unwrap()),
        'A'..='Z' if *c != 'S' && *c != 'E' => {
            KeyCell::Door(u8::try_from(u32::from(*c) - u32::from('A')).unwrap())
        }
        _ => KeyCell::Nothing,
    }
}

fn find(grid: &Grid<char>, ch: char) -> Pos {
    grid.find(|&c| c == ch).unwrap()
}

/// Fewest steps from `S` to `E` with keys and doors (BFS on the default, dense storage).
fn keys_answer(text: &str) -> Option<u32> {
    let grid = Grid::parse(text, Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let space = Keys::allowing_locked_doors(&open, &grid, letters).unwrap();
    let exit = find(&grid, 'E');
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(find(&grid, 'S'))], |s| s.state == exit);
    found.goal_distance()
}

#[test]
fn zero_breaks_is_the_plain_grid() {
    let cases = [
        ("S.#\n.##\n..E\n", MoveSet::Four, Some(4)),
        ("S#.\n.#.\n..E\n", MoveSet::Four, Some(4)),
        ("S#E\n.#.\n.#.\n", MoveSet::Four, None),
        ("S.\n#E\n", MoveSet::Four, Some(2)),
        (
            "S.\n#E\n",
            MoveSet::Eight(DiagonalRule::NoCornerCutting),
            Some(2),
        ),
        (
            "S.\n#E\n",
            MoveSet::Eight(DiagonalRule::NotBetweenBlocked),
            Some(1),
        ),
        (
            "S#\n#E\n",
            MoveSet::Eight(DiagonalRule::NotBetweenBlocked),
            None,
        ),
        ("S#\n#E\n", MoveSet::Eight(DiagonalRule::Always), Some(1)),
        ("E", MoveSet::Four, Some(0)),
    ];
    for (text, moves, expected) in cases {
        let grid = Grid::parse(text, Some).unwrap();
        let exit = find(&grid, 'E');
        let start = grid.find(|&c| c == 'S').unwrap_or(exit);
        let plain = GridSpace::new(&grid, moves.moves(), not_wall);
        let space = WallBreaks::new(&plain, 0);
        assert_eq!(space.max_breaks(), 0, "{text}");
        assert_eq!(space.dense_bound(), Some(grid.len()), "{text}");

        let mut plain_bfs = Bfs::new();
        let plain_found = plain_bfs.search(&plain, [start], |p| p == exit);
        let mut bfs = Bfs::new();
        let found = bfs.search(&space, [space.start(start)], |s| s.state == exit);
        assert_eq!(plain_found.goal_distance(), expected, "{text} {moves:?}");
        assert_eq!(found.goal_distance(), expected, "{text} {moves:?}");
        let path = found.path().map(|p| p.iter().map(|s| s.state).collect());
        assert_eq!(path, plain_found.path(), "{text} {moves:?}");

        let plain_field = plain_bfs.distances(&plain, [start]);
        let field = bfs.distances(&space, [space.start(start)]);
        for pos in grid.positions() {
            let state = WithBreaks {
                state: pos,
                breaks: 0,
            };
            assert_eq!(
                field.distance(state),
                plain_field.distance(pos),
                "{text} {pos:?}"
            );
            let broken = WithBreaks { breaks: 1, ..state };
            assert_eq!(field.distance(broken), None, "{text} {pos:?}");
        }
    }
}

/// A huge budget is kept as given (an outer adapter may need more breaks than there are cells;
/// see `keys_over_wall_breaks_may_break_more_walls_than_cells`); past the dense limit the
/// adapter leaves the engines to hashed storage instead of asking for a huge array.
#[test]
fn wall_breaks_keeps_a_huge_budget_and_goes_paged_past_the_dense_limit() {
    let grid = Grid::parse("...\n", Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let space = WallBreaks::new(&open, 1000);
    assert_eq!(space.max_breaks(), 1000);
    assert_eq!(space.dense_bound(), Some(3 * 1001));
    assert_eq!(WallBreaks::new(&open, 2).max_breaks(), 2);
    let huge = WallBreaks::new(&open, u32::MAX);
    assert_eq!(huge.max_breaks(), u32::MAX);
    assert_eq!(huge.dense_bound(), None);
    let mut bfs = Bfs::new();
    let field = bfs.distances(&huge, [huge.start(Pos::new(0, 0))]);
    assert_eq!(field.storage(), Storage::Paged);
    assert_eq!(
        field.distance(WithBreaks {
            state: Pos::new(0, 2),
            breaks: 0
        }),
        Some(2)
    );
}

#[test]
fn wall_breaks_counts_each_wall_entered() {
    // Two walls in a row, then the exit: k = 1 is not enough, k = 2 is.
    let grid = Grid::parse("S##E\n", Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let exit = Pos::new(0, 3);
    for (k, expected) in [(0, None), (1, None), (2, Some(3)), (3, Some(3))] {
        let space = WallBreaks::new(&open, k);
        let mut bfs = Bfs::new();
        let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.state == exit);
        assert_eq!(found.goal_distance(), expected, "k = {k}");
        if expected.is_some() {
            assert_eq!(found.goal().map(|s| s.breaks), Some(2));
            let breaks: Vec<u32> = found.path().unwrap().iter().map(|s| s.breaks).collect();
            assert_eq!(breaks, [0, 1, 2, 2]);
        }
    }
}

#[test]
fn door_next_to_its_key() {
    assert_eq!(keys_answer("SaAE\n"), Some(3));
    // The key is one step off the way: fetch it, come back, go through.
    assert_eq!(keys_answer("S.A.E\n#a###\n"), Some(6));

    let grid = Grid::parse("SaAE\n", Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let space = Keys::new(&open, &grid, letters).unwrap();
    assert_eq!(space.kinds(), 1);
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.state.col == 3);
    let held: Vec<u32> = found.path().unwrap().iter().map(|s| s.keys.len()).collect();
    assert_eq!(held, [0, 1, 1, 1]);
}

#[test]
fn key_behind_its_own_door_is_unreachable() {
    assert_eq!(keys_answer("SAaE\n"), None);
    // The key sits behind its own door, and the exit behind the key.
    let text = "S#E\n.#.\nAa.\n";
    assert_eq!(keys_answer(text), None);

    let grid = Grid::parse(text, Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let space = Keys::new(&open, &grid, letters).unwrap();
    let mut bfs = Bfs::new();
    let field = bfs.distances(&space, [space.start(Pos::new(0, 0))]);
    for pos in grid.positions() {
        let with_key = WithKeys {
            state: pos,
            keys: KeySet::EMPTY.with(0),
        };
        assert_eq!(field.distance(with_key), None, "{pos:?}");
    }
    let door = WithKeys {
        state: Pos::new(2, 0),
        keys: KeySet::EMPTY,
    };
    assert_eq!(field.distance(door), None);
    let before = WithKeys {
        state: Pos::new(1, 0),
        keys: KeySet::EMPTY,
    };
    assert_eq!(field.distance(before), Some(1));
}

#[test]
fn start_on_a_key_opens_its_door() {
    let grid = Grid::parse("aAE\n", Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let space = Keys::new(&open, &grid, letters).unwrap();
    let exit = Pos::new(0, 2);
    let start = space.start(Pos::new(0, 0));
    assert_eq!(start.keys, KeySet::EMPTY.with(0));

    let mut bfs = Bfs::new();
    assert_eq!(
        bfs.search(&space, [start], |s| s.state == exit)
            .goal_distance(),
        Some(2)
    );
    // Standing on the key without having picked it up: the door stays shut.
    let empty = WithKeys {
        state: Pos::new(0, 0),
        keys: KeySet::EMPTY,
    };
    assert_eq!(
        bfs.search(&space, [empty], |s| s.state == exit)
            .goal_distance(),
        None
    );
    // Starting on a door holds nothing.
    assert_eq!(space.start(Pos::new(0, 1)).keys, KeySet::EMPTY);
}

#[test]
fn no_keys_is_the_plain_grid() {
    let text = "S..#\n.#..\n...E\n#..#\n";
    let grid = Grid::parse(text, Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let space = Keys::new(&open, &grid, letters).unwrap();
    assert_eq!(space.kinds(), 0);
    assert_eq!(space.dense_bound(), Some(grid.len()));
    let start = space.start(Pos::new(0, 0));
    assert_eq!(start.keys, KeySet::EMPTY);

    let mut plain_bfs = Bfs::new();
    let plain = plain_bfs.distances(&open, [Pos::new(0, 0)]);
    let mut bfs = Bfs::new();
    let field = bfs.distances(&space, [start]);
    assert_eq!(field.storage(), Storage::Dense);
    for pos in grid.positions() {
        let state = WithKeys {
            state: pos,
            keys: KeySet::EMPTY,
        };
        assert_eq!(field.distance(state), plain.distance(pos), "{pos:?}");
    }
    // No kinds: a state holding any key is not a state of the space.
    let held = WithKeys {
        state: Pos::new(0, 0),
        keys: KeySet::EMPTY.with(0),
    };
    assert_eq!(field.distance(held), None);
    assert_eq!(keys_answer(text), Some(5));
}

#[test]
fn door_whose_key_appears_nowhere_never_opens() {
    // Key `a` opens `A`; door `B` has no key anywhere.
    let text = "SaA.B.E\n";
    assert_eq!(keys_answer(text), None);
    let grid = Grid::parse(text, Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    assert!(matches!(
        Keys::new(&open, &grid, letters),
        Err(KeysError::DoorWithoutKey {
            kind: 1,
            row: 0,
            col: 4,
            letter: None
        })
    ));
    let space = Keys::allowing_locked_doors(&open, &grid, letters).unwrap();
    assert_eq!(space.kinds(), 1, "only kinds with a key count");
    let mut bfs = Bfs::new();
    let field = bfs.distances(&space, [space.start(Pos::new(0, 0))]);
    let held = KeySet::EMPTY.with(0);
    let at = |col| WithKeys {
        state: Pos::new(0, col),
        keys: held,
    };
    assert_eq!(field.distance(at(3)), Some(3));
    assert_eq!(field.distance(at(4)), None);
    assert_eq!(field.distance(at(6)), None);

    // Only doors, no keys at all: no kinds, and the doors are walls.
    assert_eq!(keys_answer("S.A.E\n.....\n"), Some(6));
    assert_eq!(keys_answer("S.A.E\n##B##\n"), None);
}

#[test]
fn key_kind_out_of_range_is_an_error() {
    let grid = Grid::parse("...\n..k\nD..\n", Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let key = |kind| {
        move |c: &char| match c {
            'k' => KeyCell::Key(kind),
            _ => KeyCell::Nothing,
        }
    };
    for kind in [64, 100, 255] {
        assert_eq!(
            Keys::new(&open, &grid, key(kind)).unwrap_err(),
            KeysError::KeyKind {
                kind,
                row: 1,
                col: 2
            }
        );
    }
    assert_eq!(Keys::new(&open, &grid, key(63)).unwrap().kinds(), 1);

    let door = |c: &char| match c {
        'D' => KeyCell::Door(64),
        _ => KeyCell::Nothing,
    };
    assert_eq!(
        Keys::new(&open, &grid, door).unwrap_err(),
        KeysError::KeyKind {
            kind: 64,
            row: 2,
            col: 0
        }
    );
}

#[test]
fn key_kind_error_names_the_first_bad_cell() {
    // `Keys::new` documents "KeysError::KeyKind naming the first cell whose kind is 64 or more".
    // Here a door of kind 70 at (0, 0) comes before a key of kind 70 at (1, 1).
    let grid = Grid::parse("D.\n.k\n", Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let cell = |c: &char| match c {
        'D' => KeyCell::Door(70),
        'k' => KeyCell::Key(70),
        _ => KeyCell::Nothing,
    };
    assert_eq!(
        Keys::new(&open, &grid, cell).unwrap_err(),
        KeysError::KeyKind {
            kind: 70,
            row: 0,
            col: 0
        }
    );
}

#[test]
fn twenty_six_kinds_run_on_paged_storage() {
    // Collect a..z along the top row, go down the right edge, and back along the bottom row
    // through the 24 doors (every uppercase letter but S and E).
    let top = format!("S{}", ('a'..='z').collect::<String>());
    let middle = format!("{}.", "#".repeat(26));
    let doors: String = ('A'..='Z').filter(|&c| c != 'S' && c != 'E').collect();
    let bottom = format!("E{doors}..");
    let text = format!("{top}\n{middle}\n{bottom}\n");
    let grid = Grid::parse(&text, Some).unwrap();
    assert_eq!((grid.width(), grid.height()), (27, 3));
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let space = Keys::new(&open, &grid, letters).unwrap();
    assert_eq!(space.kinds(), 26);
    // 81 cells × 2^26 key sets is far above the default dense limit of 2^25.
    assert_eq!(space.dense_bound(), None);

    let (start, exit) = (find(&grid, 'S'), find(&grid, 'E'));
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(start)], |s| s.state == exit);
    assert_eq!(found.storage(), Storage::Paged);
    assert_eq!(found.goal_distance(), Some(26 + 2 + 26));
    assert_eq!(found.goal().map(|s| s.keys.len()), Some(26));
    assert_eq!(found.path().map(|p| p.len()), Some(55));

    // Without key `q`, door `Q` never opens.
    let text = text.replace('q', ".");
    let grid = Grid::parse(&text, Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let space = Keys::allowing_locked_doors(&open, &grid, letters).unwrap();
    assert_eq!(space.kinds(), 25);
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(start)], |s| s.state == exit);
    assert_eq!(found.storage(), Storage::Paged);
    assert_eq!(found.goal_distance(), None);
}

#[test]
fn sixty_four_kinds_work() {
    // Cell values: 0 open, 1..=64 a key of kind value − 1, 100 a door of kind 63.
    let mut cells: Vec<u8> = vec![0];
    cells.extend(1..=64);
    cells.push(100);
    let grid = Grid::from_vec(Size::new(1, 66), cells).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), |_: &u8| true);
    let space = Keys::new(&open, &grid, |&v: &u8| match v {
        0 => KeyCell::Nothing,
        100 => KeyCell::Door(63),
        v => KeyCell::Key(v - 1),
    })
    .unwrap();
    assert_eq!(space.kinds(), 64);
    assert_eq!(space.dense_bound(), None);
    let mut bfs = Bfs::new();
    let exit = Pos::new(0, 65);
    let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.state == exit);
    assert_eq!(found.storage(), Storage::Paged);
    assert_eq!(found.goal_distance(), Some(65));
    assert_eq!(found.goal().map(|s| s.keys.len()), Some(64));
}

fn default_dense_limit<Sp: StateSpace>(_: &Keys<Sp>) -> usize
where
    Sp::State: HasPos,
{
    Keys::<Sp>::DEFAULT_DENSE_LIMIT
}

#[test]
fn keys_dense_limit_switches_storage() {
    let grid = Grid::parse("SaA\n.bB\n..E\n", Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let space = Keys::new(&open, &grid, letters).unwrap();
    assert_eq!(space.kinds(), 2);
    let bound = 9 * 4;
    let (start, exit) = (space.start(Pos::new(0, 0)), Pos::new(2, 2));
    for (limit, storage) in [
        (default_dense_limit(&space), Storage::Dense),
        (bound, Storage::Dense),
        (bound - 1, Storage::Paged),
        (0, Storage::Paged),
    ] {
        let space = space.clone().with_dense_limit(limit);
        let mut bfs = Bfs::new();
        let found = bfs.search(&space, [start], |s| s.state == exit);
        assert_eq!(found.storage(), storage, "limit {limit}");
        // Down the left column and along the bottom row: no door on the way.
        assert_eq!(found.goal_distance(), Some(4), "limit {limit}");
    }
}

#[test]
fn keys_over_wall_breaks_may_break_more_walls_than_cells() {
    // A corridor of five walls with the key at its far end and the door behind the start:
    // through the walls to the key (6 steps, 5 breaks), back (6 steps, 5 breaks), through the
    // door (1 step). 13 steps breaking 10 walls on a grid of 8 cells: with keys in the state a
    // shortest path may enter a cell once per key set, so the budget cannot be capped at the
    // number of cells.
    let grid = Grid::parse("AS#####a\n", Some).unwrap();
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let (start, exit) = (Pos::new(0, 1), Pos::new(0, 0));
    let answer = |k: u32| {
        let space = Keys::new(WallBreaks::new(&open, k), &grid, letters).unwrap();
        let mut bfs = Bfs::new();
        let begin = space.start(space.inner().start(start));
        let found = bfs.search(&space, [begin], |s| s.pos() == exit);
        found.goal_distance()
    };
    assert_eq!(answer(9), None, "k = 9 cannot break 10 walls");
    assert_eq!(
        answer(10),
        Some(13),
        "k = 10 breaks exactly the 10 walls needed"
    );
}

// ---------------------------------------------------------------------------------------------
// examples/README.md samples, solved as a user would
// ---------------------------------------------------------------------------------------------

/// Splits a problem input into its leading numbers and the grid text (the rest of the tokens,
/// one row each).
fn read_input(input: &str, numbers: usize) -> (Vec<usize>, String) {
    let mut tokens = input.split_whitespace();
    let head = tokens
        .by_ref()
        .take(numbers)
        .map(|t| t.parse().unwrap())
        .collect();
    let rows: Vec<&str> = tokens.collect();
    (head, rows.join("\n"))
}

fn print(answer: Option<impl Into<i64>>) -> i64 {
    answer.map_or(-1, Into::into)
}

/// Problem 10, `break_walls`: fewest steps from `S` to `E` breaking at most `k` walls.
fn break_walls(input: &str) -> i64 {
    let (head, text) = read_input(input, 3);
    let grid = Grid::parse_bytes(&text, b".#SE").unwrap();
    assert_eq!(
        (grid.height() as usize, grid.width() as usize),
        (head[0], head[1])
    );
    let (start, exit) = (
        grid.find(|&c| c == b'S').unwrap(),
        grid.find(|&c| c == b'E').unwrap(),
    );
    let open = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    let space = WallBreaks::new(&open, u32::try_from(head[2]).unwrap());
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(start)], |s| s.state == exit);
    print(found.goal_distance())
}

/// Problem 11, `swamp`: entering `~` costs 3, any other free cell 1.
fn swamp(input: &str) -> i64 {
    let (head, text) = read_input(input, 2);
    let grid = Grid::parse_bytes(&text, b".#~SE").unwrap();
    assert_eq!(
        (grid.height() as usize, grid.width() as usize),
        (head[0], head[1])
    );
    let (start, exit) = (
        grid.find(|&c| c == b'S').unwrap(),
        grid.find(|&c| c == b'E').unwrap(),
    );
    let open = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    let space = Terrain::new(&open, &grid, |&c| match c {
        b'#' => None,
        b'~' => Some(3u32),
        _ => Some(1),
    });
    let mut dijkstra = Dijkstra::new();
    let found = dijkstra.search(&space, [start], |p| p == exit);
    print(found.goal_distance())
}

/// Problem 12, `keys_doors`: lowercase keys, uppercase doors other than `S` and `E`.
fn keys_doors(input: &str) -> i64 {
    let (head, text) = read_input(input, 2);
    let grid = Grid::parse(&text, |c| {
        (c.is_ascii_alphabetic() || c == '.' || c == '#').then_some(c)
    })
    .unwrap();
    assert_eq!(
        (grid.height() as usize, grid.width() as usize),
        (head[0], head[1])
    );
    let (start, exit) = (find(&grid, 'S'), find(&grid, 'E'));
    let open = GridSpace::new(&grid, Moves::four(), not_wall);
    let space = Keys::new(&open, &grid, letters).unwrap();
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [space.start(start)], |s| s.state == exit);
    print(found.goal_distance())
}

/// Problem 14, `min_walls`: the fewest walls broken on the way from `S` to `E`.
fn min_walls(input: &str) -> i64 {
    let (head, text) = read_input(input, 2);
    let grid = Grid::parse_bytes(&text, b".#SE").unwrap();
    assert_eq!(
        (grid.height() as usize, grid.width() as usize),
        (head[0], head[1])
    );
    let (start, exit) = (
        grid.find(|&c| c == b'S').unwrap(),
        grid.find(|&c| c == b'E').unwrap(),
    );
    let open = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
    let space = FewestBreaks::new(&open);
    let mut zero_one = ZeroOneBfs::new();
    let found = zero_one.search(&space, [start], |p| p == exit);
    print(found.goal_distance())
}

#[test]
fn problem_break_walls_sample() {
    let sample = samples::BREAK_WALLS;
    assert_eq!(break_walls(sample.input), sample.number());
    // With no break allowed, S is walled in.
    assert_eq!(break_walls(&format!("4 5 0\n{}", sample.rows())), -1);
    assert_eq!(break_walls("1 4 2\nS##E"), 3);
}

#[test]
fn problem_swamp_sample() {
    assert_eq!(swamp(samples::SWAMP.input), samples::SWAMP.number());
    assert_eq!(swamp("1 4\nS~~E\n"), 7);
    assert_eq!(swamp("2 3\nS#E\n.#.\n"), -1);
}

#[test]
fn problem_keys_doors_sample() {
    let sample = samples::KEYS_DOORS;
    assert_eq!(keys_doors(sample.input), sample.number());
    assert_eq!(keys_doors("1 4\nSAaE\n"), -1);
}

#[test]
fn problem_min_walls_sample() {
    let sample = samples::MIN_WALLS;
    assert_eq!(min_walls(sample.input), sample.number());
    assert_eq!(min_walls("1 3\nS.E\n"), 0);
}
