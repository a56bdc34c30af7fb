//! Distance fields, Dijkstra maps and flow fields against the brute-force reference
//! (`common::reference`, Bellman–Ford over the test's own reading of the moves and the
//! diagonal rules): random grids, 4 or 8 directions under every diagonal rule, unit, per-cell,
//! octile and per-cell octile costs, several sources with start values, a range; a
//! `FieldGrid` changed in place stays equal to a fresh build; downhill and flow fields step to
//! the lowest neighbour, first in the move order among equals.

mod common;

use common::proptest_config;
use common::reference::{RefCost, shortest};
use gridpath::field::{DijkstraMap, DistanceField, FieldError, FieldGrid, FlowField};
use gridpath::{
    DiagonalRule, Dir, Grid, GridError, GridSpace, Moves, Octile, OctileEnterCost, OctileSteps,
    Pos, Size, StepRule,
};
use proptest::collection::vec;
use proptest::prelude::*;
use std::collections::BTreeMap;

/// `straight + diagonal·√2`, compared exactly: the reference's own octile cost.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Exact(u64, u64);

impl RefCost for Exact {
    const ZERO: Self = Exact(0, 0);
    fn plus(self, other: Self) -> Self {
        Exact(self.0 + other.0, self.1 + other.1)
    }
    fn less(self, other: Self) -> bool {
        // self < other  ⇔  a + b√2 < 0 with a = self.0 − other.0, b = self.1 − other.1.
        let a = i128::from(self.0) - i128::from(other.0);
        let b = i128::from(self.1) - i128::from(other.1);
        match (a.signum(), b.signum()) {
            (0, s) | (s, 0) => s < 0,
            (1, 1) => false,
            (-1, -1) => true,
            (1, _) => a * a < 2 * b * b, // a > 0 > b: negative when |b|√2 > a
            _ => a * a > 2 * b * b,      // a < 0 < b: negative when |a| > b√2
        }
    }
}

/// A random map: each cell a wall (`None`) or a cost of entering 1..=4.
fn cells(rows: u32, cols: u32) -> impl Strategy<Value = Grid<Option<u32>>> {
    vec(
        prop_oneof![1 => Just(None), 3 => (1u32..=4).prop_map(Some)],
        (rows * cols) as usize,
    )
    .prop_map(move |cells| Grid::from_vec(Size::new(rows, cols), cells).unwrap())
}

#[derive(Debug, Clone)]
struct Case {
    grid: Grid<Option<u32>>,
    moves: Moves,
    sources: Vec<(Pos, u32)>,
    range: Option<u32>,
}

fn case() -> impl Strategy<Value = Case> {
    (1u32..=9, 1u32..=9)
        .prop_flat_map(|(rows, cols)| {
            let pos = (0..rows, 0..cols).prop_map(|(r, c)| Pos::new(r, c));
            let moves = prop_oneof![
                Just(Moves::four()),
                Just(Moves::eight(DiagonalRule::Always)),
                Just(Moves::eight(DiagonalRule::NotBetweenBlocked)),
                Just(Moves::eight(DiagonalRule::NoCornerCutting)),
            ];
            (
                cells(rows, cols),
                moves,
                vec((pos, prop_oneof![3 => Just(0u32), 1 => 0u32..6]), 0..4),
                proptest::option::weighted(0.3, 0u32..12),
            )
        })
        .prop_map(|(grid, moves, sources, range)| Case {
            grid,
            moves,
            sources,
            range,
        })
}

/// The reference's moves out of `at`: its own reading of the move set and the diagonal rule.
fn edges<C>(case: &Case, at: Pos, cost: impl Fn(u32, bool) -> C, unit: bool) -> Vec<(Pos, C)> {
    let cell = |r: i64, c: i64| Some(Pos::new(u32::try_from(r).ok()?, u32::try_from(c).ok()?));
    let open =
        |r: i64, c: i64| cell(r, c).is_some_and(|p| case.grid.get(p).is_some_and(Option::is_some));
    let mut out = Vec::new();
    for &dir in case.moves.dirs() {
        let (dr, dc) = dir.delta();
        let (r, c) = (
            i64::from(at.row) + i64::from(dr),
            i64::from(at.col) + i64::from(dc),
        );
        if !open(r, c) {
            continue;
        }
        if dr != 0 && dc != 0 {
            let (a, b) = (
                open(i64::from(at.row) + i64::from(dr), i64::from(at.col)),
                open(i64::from(at.row), i64::from(at.col) + i64::from(dc)),
            );
            let ok = match case.moves.rule() {
                DiagonalRule::Always => true,
                DiagonalRule::NotBetweenBlocked => a || b,
                DiagonalRule::NoCornerCutting => a && b,
            };
            if !ok {
                continue;
            }
        }
        let to = cell(r, c).unwrap();
        let enter = if unit { 1 } else { case.grid[to].unwrap() };
        out.push((to, cost(enter, dr != 0 && dc != 0)));
    }
    out
}

/// The reference field: a virtual source (`None`) with a move to each source at its start
/// value; then cells above the range dropped.
fn reference<C: RefCost>(
    case: &Case,
    cost: impl Fn(u32, bool) -> C + Copy,
    start: impl Fn(u32) -> C,
    unit: bool,
    within: impl Fn(C) -> bool,
) -> BTreeMap<Pos, C> {
    let open = |p: Pos| case.grid[p].is_some();
    let dist = shortest([None], |s: &Option<Pos>| match s {
        None => case
            .sources
            .iter()
            .filter(|(p, _)| open(*p))
            .map(|&(p, v)| (Some(p), start(v)))
            .collect(),
        Some(p) => edges(case, *p, cost, unit)
            .into_iter()
            .map(|(q, c)| (Some(q), c))
            .collect(),
    });
    dist.into_iter()
        .filter_map(|(s, c)| Some((s?, c)))
        .filter(|&(_, c)| within(c))
        .collect()
}

fn field_of<T, R: StepRule<T>>(
    space: &GridSpace<'_, T, R>,
    sources: impl IntoIterator<Item = (Pos, R::Cost)>,
    range: Option<R::Cost>,
) -> DistanceField<R::Cost> {
    let prepared = FieldGrid::new(space).unwrap();
    let mut field = DistanceField::new(&prepared);
    field.set_range(range);
    field.compute_with_values(&prepared, sources);
    assert!(!field.is_truncated());
    field
}

fn check_u32(case: &Case, field: &DistanceField<u32>, unit: bool) -> Result<(), TestCaseError> {
    let expected = reference(
        case,
        |enter, _| u64::from(enter),
        u64::from,
        unit,
        |c| case.range.is_none_or(|r| c <= u64::from(r)),
    );
    for pos in case.grid.positions() {
        prop_assert_eq!(
            field.get(pos).map(u64::from),
            expected.get(&pos).copied(),
            "at {:?}",
            pos
        );
    }
    check_downhill(case, |p| field.get(p), |p| field.downhill(p), &field.flow())
}

fn check_octile(
    case: &Case,
    field: &DistanceField<Octile>,
    terrain: bool,
) -> Result<(), TestCaseError> {
    let expected = reference(
        case,
        |enter, diagonal| {
            if diagonal {
                Exact(0, u64::from(enter))
            } else {
                Exact(u64::from(enter), 0)
            }
        },
        |v| Exact(u64::from(v), 0),
        !terrain,
        |c| case.range.is_none_or(|r| !Exact(u64::from(r), 0).less(c)),
    );
    for pos in case.grid.positions() {
        let got = field
            .get(pos)
            .map(|o| Exact(u64::from(o.straight), u64::from(o.diagonal)));
        prop_assert_eq!(got, expected.get(&pos).copied(), "at {:?}", pos);
    }
    check_downhill(case, |p| field.get(p), |p| field.downhill(p), &field.flow())
}

/// `downhill` and the flow field: the legal move to the lowest neighbour below the cell,
/// first in the move order among equals, and `None` exactly where there is none.
fn check_downhill<V: Ord + Copy + std::fmt::Debug>(
    case: &Case,
    value: impl Fn(Pos) -> Option<V>,
    downhill: impl Fn(Pos) -> Option<Dir>,
    flow: &FlowField,
) -> Result<(), TestCaseError> {
    for pos in case.grid.positions() {
        let mut best: Option<(V, Dir)> = None;
        if let Some(here) = value(pos) {
            for (next, ()) in edges(case, pos, |_, _| (), true) {
                let dir = Dir::between(pos, next).unwrap();
                if let Some(v) = value(next)
                    && v < here
                    && best.is_none_or(|(b, _)| v < b)
                {
                    best = Some((v, dir));
                }
            }
        }
        prop_assert_eq!(downhill(pos), best.map(|(_, d)| d), "downhill at {:?}", pos);
        prop_assert_eq!(flow.get(pos), best.map(|(_, d)| d), "flow at {:?}", pos);
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config(300))]

    #[test]
    fn unit_fields_equal_the_reference(case in case()) {
        let space = GridSpace::new(&case.grid, case.moves.clone(), Option::is_some);
        let field = field_of(&space, case.sources.clone(), case.range);
        check_u32(&case, &field, true)?;
    }

    #[test]
    fn per_cell_fields_equal_the_reference(case in case()) {
        let space = GridSpace::with_costs(&case.grid, case.moves.clone(), |c: &Option<u32>| *c);
        let field = field_of(&space, case.sources.clone(), case.range);
        check_u32(&case, &field, false)?;
    }

    #[test]
    fn octile_fields_equal_the_reference(case in case()) {
        let case = Case { moves: Moves::eight(case.moves.rule()), ..case };
        let space = GridSpace::with_rule(&case.grid, case.moves.clone(), OctileSteps(Option::is_some));
        let sources = case.sources.iter().map(|&(p, v)| (p, Octile::new(v, 0)));
        let field = field_of(&space, sources, case.range.map(|r| Octile::new(r, 0)));
        check_octile(&case, &field, false)?;
    }

    #[test]
    fn octile_terrain_fields_equal_the_reference(case in case()) {
        let space = GridSpace::with_rule(&case.grid, case.moves.clone(), OctileEnterCost(|c: &Option<u32>| *c));
        let sources = case.sources.iter().map(|&(p, v)| (p, Octile::new(v, 0)));
        let field = field_of(&space, sources, case.range.map(|r| Octile::new(r, 0)));
        check_octile(&case, &field, true)?;
    }

    /// A rescanned map: every cell's value is the least, over the cells `s` it reaches, of
    /// `value(s) + scale · dist(s, cell)` (all pairs, by the reference).
    #[test]
    fn rescans_equal_the_definition(case in case(), factor in -7i64..=3, scale in 0u64..=6) {
        let space = GridSpace::with_costs(&case.grid, case.moves.clone(), |c: &Option<u32>| *c);
        let prepared = FieldGrid::new(&space).unwrap();
        let field = field_of(&space, case.sources.clone(), case.range);
        let mut map = DijkstraMap::from_field(&field).unwrap();
        map.scale(factor).unwrap();
        let before = map.clone();
        map.rescan(&prepared, scale).unwrap();
        for cell in case.grid.positions() {
            let mut best: Option<i64> = None;
            for s in case.grid.positions() {
                let Some(v) = before.get(s) else { continue };
                let single = Case { sources: vec![(s, 0)], range: None, ..case.clone() };
                let dist = reference(&single, |enter, _| u64::from(enter), u64::from, false, |_| true);
                if let Some(&d) = dist.get(&cell) {
                    let total = v + i64::try_from(scale * d).unwrap();
                    best = Some(best.map_or(total, |b: i64| b.min(total)));
                }
            }
            prop_assert_eq!(map.get(cell), best, "at {:?}", cell);
        }
        check_downhill(&case, |p| map.get(p), |p| map.downhill(p), &map.flow())?;
    }

    /// Opening and closing cells of a `FieldGrid` in place gives what a fresh build of the
    /// changed space gives, and fields computed on it agree.
    #[test]
    fn a_changed_field_grid_equals_a_fresh_build(
        case in case(),
        flips in vec((0u32..9, 0u32..9, any::<bool>()), 1..12),
    ) {
        let rule = |c: &Option<u32>| *c;
        let space = GridSpace::with_costs(&case.grid, case.moves.clone(), rule);
        let mut prepared = FieldGrid::new(&space).unwrap();
        let mut changed = space.clone();
        for &(r, c, open) in &flips {
            let pos = Pos::new(r, c);
            let ours = prepared.set_passable(pos, open);
            let theirs = changed.set_passable(pos, open);
            prop_assert_eq!(&ours, &theirs);
            prop_assert_eq!(&prepared, &FieldGrid::new(&changed).unwrap());
        }
        let sources = case.sources.iter().map(|&(p, _)| p);
        let ours = prepared.distances(sources.clone());
        let fresh = FieldGrid::new(&changed).unwrap().distances(sources);
        prop_assert_eq!(ours.to_grid(), fresh.to_grid());
    }
}

#[test]
fn a_sum_that_does_not_fit_is_never_clamped() {
    // 5 per cell: 250 fits a u8, 255 would be the clamped sum.
    let grid = Grid::new(Size::new(1, 300), 5u8).unwrap();
    let prepared =
        FieldGrid::new(&GridSpace::with_costs(&grid, Moves::four(), |&c| Some(c))).unwrap();
    let field = prepared.distances([Pos::new(0, 0)]);
    assert!(field.is_truncated());
    assert_eq!(field.get(Pos::new(0, 50)), Some(250));
    assert_eq!(field.get(Pos::new(0, 51)), None);
    // The same with unit steps (breadth-first).
    let prepared = FieldGrid::new(&GridSpace::with_rule(&grid, Moves::four(), StepOf5)).unwrap();
    let field = prepared.distances([Pos::new(0, 0)]);
    assert!(field.is_truncated());
    assert_eq!(field.get(Pos::new(0, 51)), None);
    let short = Grid::new(Size::new(1, 51), 5u8).unwrap();
    let prepared = FieldGrid::new(&GridSpace::with_rule(&short, Moves::four(), StepOf5)).unwrap();
    let fits = prepared.distances([Pos::new(0, 0)]);
    assert!(
        !fits.is_truncated(),
        "every cell is within 50 steps: 250 fits"
    );
    assert_eq!(fits.get(Pos::new(0, 50)), Some(250));
}

/// Every step costs 5 (a `u8`): uniform, so the field runs breadth-first.
struct StepOf5;
impl StepRule<u8> for StepOf5 {
    type Cost = u8;
    fn passable(&self, _: &u8) -> bool {
        true
    }
    fn cost(&self, _: &u8, _: Dir) -> u8 {
        5
    }
    fn uniform_cost(&self, _: Dir) -> Option<u8> {
        Some(5)
    }
}

#[test]
fn a_rule_whose_cost_depends_on_the_direction_is_refused() {
    struct Uphill;
    impl StepRule<char> for Uphill {
        type Cost = u32;
        fn passable(&self, c: &char) -> bool {
            *c != '#'
        }
        fn cost(&self, _: &char, dir: Dir) -> u32 {
            if dir == Dir::Up { 2 } else { 1 }
        }
    }
    let grid = Grid::parse("..\n..\n", Some).unwrap();
    let err = FieldGrid::new(&GridSpace::with_rule(&grid, Moves::four(), Uphill)).unwrap_err();
    assert_eq!(err, GridError::DirectionalCost { row: 0, col: 0 });
}

#[test]
fn sources_on_walls_or_outside_are_ignored_as_engines_ignore_them() {
    let grid = Grid::parse(".#.\n", Some).unwrap();
    let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.')).unwrap();
    let field = prepared.distances([Pos::new(0, 1), Pos::new(5, 5)]);
    assert!(grid.positions().all(|p| field.get(p).is_none()));
    let field = prepared.distances([Pos::new(0, 1), Pos::new(0, 2)]);
    assert_eq!(field.get(Pos::new(0, 2)), Some(0));
}

#[test]
fn map_operations_refuse_what_they_cannot_do_exactly() {
    let grid = Grid::parse("...\n", Some).unwrap();
    let octile = FieldGrid::new(&GridSpace::octile(&grid, |&c| c == '.')).unwrap();
    assert_eq!(
        DijkstraMap::from_field(&octile.distances([Pos::new(0, 0)])).unwrap_err(),
        FieldError::NotInteger
    );
    let unit = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.')).unwrap();
    let mut map = DijkstraMap::from_field(&unit.distances([Pos::new(0, 0)])).unwrap();
    let before = map.to_grid();
    assert_eq!(map.scale(i64::MAX), Err(FieldError::Overflow));
    assert_eq!(
        map.to_grid(),
        before,
        "a failed operation leaves the map as it was"
    );
    let other = Grid::parse("..\n", Some).unwrap();
    let small = FieldGrid::new(&GridSpace::new(&other, Moves::four(), |&c| c == '.')).unwrap();
    assert!(matches!(
        map.rescan(&small, 1),
        Err(FieldError::OtherSize { .. })
    ));
    let small_map = DijkstraMap::from_field(&small.distances([Pos::new(0, 0)])).unwrap();
    assert!(matches!(
        map.add_weighted(&small_map, 1),
        Err(FieldError::OtherSize { .. })
    ));
}

#[test]
fn unit_and_per_cell_costs_agree_where_every_cell_costs_one() {
    // The breadth-first and best-first loops on the same map.
    let grid = Grid::parse("..#....\n.#..#..\n...#...\n#......\n", Some).unwrap();
    let unit = FieldGrid::new(&GridSpace::new(
        &grid,
        Moves::eight(DiagonalRule::NotBetweenBlocked),
        |&c| c == '.',
    ))
    .unwrap();
    let priced = FieldGrid::new(&GridSpace::with_costs(
        &grid,
        Moves::eight(DiagonalRule::NotBetweenBlocked),
        |&c| (c == '.').then_some(1u32),
    ))
    .unwrap();
    let sources = [Pos::new(0, 0), Pos::new(3, 6)];
    assert_eq!(
        unit.distances(sources).to_grid(),
        priced.distances(sources).to_grid()
    );
}
