//! Distance fields (`gridpath::field`) against the floor and against bracket-lib (issue 43).
//!
//! ```text
//! cargo bench -p gridpath-benches --bench fields
//! ```
//!
//! A plain `main` printing two markdown tables, every time a median of interleaved rounds (the
//! two sides alternated, the order flipped every round, so that load from other processes
//! falls on both alike), after checking that the two sides agree cell by cell:
//!
//! 1. **Against the floor.** On `grid_search`'s two 1000 × 1000 grids (open, and 25 % random
//!    walls: `common::instances`), from the corner `(0, 0)`, 4 directions, unit steps:
//!    `DistanceField::compute` (one `FieldGrid` and one `DistanceField`, reused) against
//!    `FloorBfs::fill`, the floor's loop run until its last layer is empty (`common::floor`).
//!    Target: the field ≤ 1.3× the floor.
//! 2. **Against bracket-lib.** `bracket_pathfinding::prelude::DijkstraMap` (0.8, default
//!    features: one thread) against `DistanceField`, on the same two grids and three Moving AI
//!    maps (`den520d`, `maze512-1-0`, `random512-40-0`, from `../shared/movingai`, skipped if
//!    missing), from one corner source and from 10 sources; 4 directions with unit costs, and
//!    8 directions without corner cutting with octile costs (bracket: exits of cost 1 and
//!    `f32` √2 — the same model, up to `f32` rounding — gridpath: `GridSpace::octile`'s exact
//!    `Octile`s). bracket is used the cheapest way its API offers a field computed again:
//!    one `DijkstraMap::new_empty`, then `DijkstraMap::clear` and `DijkstraMap::build` per
//!    computation; its `max_depth` is twice the number of cells, more than any distance.
//!    Target: gridpath ≥ 3× faster.
//!
//! bracket-pathfinding 0.8.7 never writes a source's own value (amethyst/bracket-lib#370): a
//! source reads the value a neighbour gives it on the way back (2 with one source), not 0. The
//! agreement checks therefore compare every cell but the sources, and the sources' values are
//! left out of the comparison (they are not what is timed).
//!
//! Without `--bench` (`cargo test --benches`), the agreement checks alone, on small maps.

mod common;

use std::hint::black_box;
use std::path::Path;

use bracket_pathfinding::prelude::{BaseMap, DijkstraMap as BracketMap, SmallVec};
use common::floor::FloorBfs;
use common::instances::{FREE, WALL, open_grid, random_grid};
use common::report;
use common::rng::SplitMix64;
use common::timing::interleave_rounds;
use gridpath::field::{DistanceField, FieldGrid};
use gridpath::movingai::{self, Tile};
use gridpath::{Components, Cost, Grid, GridSpace, Moves, Octile, Pos, Size};

/// Rounds of each interleaved comparison with the floor (each side a few ms).
const FLOOR_ROUNDS: usize = 41;
/// Rounds of each interleaved comparison with bracket-lib.
const BRACKET_ROUNDS: usize = 15;
/// Sources of the many-source rows.
const MANY: usize = 10;

#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "a `GridSpace` passability rule takes `&T`"
)]
fn passable(cell: &u8) -> bool {
    *cell != WALL
}

// ---------------------------------------------------------------------------------------------
// Maps and sources.
// ---------------------------------------------------------------------------------------------

/// A map of the bench: `#` walls and `.` free cells, with its sources.
struct Map {
    name: String,
    grid: Grid<u8>,
    /// The corner source: the open cell nearest `(0, 0)` (by row + column, then row) of the
    /// largest 4-connected region.
    corner: Pos,
    /// `MANY` sources: the corner and random open cells of the same region (splitmix64).
    many: Vec<Pos>,
}

impl Map {
    fn new(name: impl Into<String>, grid: Grid<u8>) -> Self {
        let space = GridSpace::new(&grid, Moves::four(), passable);
        let components = Components::new(&space).expect("a map of the bench fits");
        let open: Vec<Pos> = grid.positions().filter(|&p| passable(&grid[p])).collect();
        let largest = open
            .iter()
            .filter_map(|&p| components.component_cells(p))
            .max()
            .expect("an open cell");
        let region: Vec<Pos> = open
            .into_iter()
            .filter(|&p| components.component_cells(p) == Some(largest))
            .collect();
        let corner = *region
            .iter()
            .min_by_key(|p| (p.row + p.col, p.row))
            .expect("the largest region has a cell");
        let mut rng = SplitMix64::new(0x5eed_0043);
        let mut many = vec![corner];
        while many.len() < MANY.min(region.len()) {
            let p = region[rng.below(u32::try_from(region.len()).expect("cells fit u32")) as usize];
            if !many.contains(&p) {
                many.push(p);
            }
        }
        Map {
            name: name.into(),
            grid,
            corner,
            many,
        }
    }

    fn cells(&self) -> usize {
        self.grid.len()
    }
}

/// A Moving AI map as `#` / `.`, or `None` (with a line saying why) if it cannot be read.
fn movingai_map(dir: &Path, name: &str) -> Option<Map> {
    match movingai::read_map(dir.join(format!("{name}.map"))) {
        Ok(map) => Some(Map::new(
            name,
            map.map(|t: &Tile| if t.is_passable() { FREE } else { WALL }),
        )),
        Err(err) => {
            println!("{name} skipped: {err}");
            None
        }
    }
}

/// `side × side` with `percent` % random walls.
fn random_map(side: u32, percent: u32, seed: u64) -> Grid<u8> {
    let mut rng = SplitMix64::new(seed);
    Grid::from_fn(Size::new(side, side), |_| {
        if rng.chance(percent) { WALL } else { FREE }
    })
    .expect("a valid size")
}

// ---------------------------------------------------------------------------------------------
// bracket-lib's side.
// ---------------------------------------------------------------------------------------------

/// A map as bracket-lib's `BaseMap`: row-major indices `row × width + col`, the 4 straight
/// exits (up, right, down, left, as `Moves::four`) of cost 1, and with `diagonal` the 4
/// diagonal exits of that cost where both side cells are open (no corner cutting, as
/// `GridSpace::octile`).
struct BracketGrid {
    width: usize,
    height: usize,
    open: Vec<bool>,
    diagonal: Option<f32>,
}

impl BracketGrid {
    fn new(grid: &Grid<u8>, diagonal: Option<f32>) -> Self {
        BracketGrid {
            width: grid.width() as usize,
            height: grid.height() as usize,
            open: grid.cells().iter().map(passable).collect(),
            diagonal,
        }
    }

    fn index(&self, p: Pos) -> usize {
        p.row as usize * self.width + p.col as usize
    }

    /// The cheapest reuse bracket offers: one map, cleared and built again per computation.
    fn build(&self, dm: &mut BracketMap, starts: &[usize]) {
        BracketMap::clear(dm);
        BracketMap::build(dm, starts, self);
    }

    /// An empty `DijkstraMap` for this grid, with a `max_depth` above every distance.
    #[expect(clippy::cast_precision_loss, reason = "a bound, not a distance")]
    fn empty_map(&self) -> BracketMap {
        BracketMap::new_empty(
            self.width,
            self.height,
            2.0 * (self.width * self.height) as f32,
        )
    }
}

impl BaseMap for BracketGrid {
    fn is_opaque(&self, idx: usize) -> bool {
        !self.open[idx]
    }

    fn get_available_exits(&self, idx: usize) -> SmallVec<[(usize, f32); 10]> {
        let mut exits = SmallVec::new();
        let (w, h) = (self.width, self.height);
        let (row, col) = (idx / w, idx % w);
        let up = (row > 0).then(|| idx - w);
        let right = (col + 1 < w).then_some(idx + 1);
        let down = (row + 1 < h).then_some(idx + w);
        let left = (col > 0).then(|| idx - 1);
        let open = |i: Option<usize>| i.filter(|&i| self.open[i]);
        for i in [up, right, down, left].into_iter().filter_map(open) {
            exits.push((i, 1.0));
        }
        if let Some(cost) = self.diagonal {
            let (up, right, down, left) = (open(up), open(right), open(down), open(left));
            // Both side cells open (hence inside): the diagonal is `a + b − idx`.
            for (a, b) in [(up, right), (down, right), (down, left), (up, left)] {
                if let (Some(a), Some(b)) = (a, b)
                    && self.open[a + b - idx]
                {
                    exits.push((a + b - idx, cost));
                }
            }
        }
        exits
    }
}

// ---------------------------------------------------------------------------------------------
// Agreement checks.
// ---------------------------------------------------------------------------------------------

/// The floor's field and gridpath's from the corner, cell by cell. Returns the cells reached.
fn check_floor(map: &Map, floor: &mut FloorBfs, field: &DistanceField<u32>) -> usize {
    let reached = floor.fill(map.corner);
    for p in map.grid.positions() {
        assert_eq!(
            floor.get(p).map(u32::from),
            field.get(p),
            "{}: the floor and the field differ at {p:?}",
            map.name
        );
    }
    let counted = map
        .grid
        .positions()
        .filter(|&p| field.get(p).is_some())
        .count();
    assert_eq!(reached, counted, "{}: cells reached", map.name);
    reached
}

/// bracket's unit-cost map and gridpath's field, every cell but the sources: the same
/// integer where one has a distance, no distance on both sides elsewhere.
#[expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::float_cmp,
    reason = "bracket's values are whole numbers below 2^24 here (checked), `f32::MAX` for none"
)]
fn check_unit(map: &Map, sources: &[Pos], bracket: &BracketMap, field: &DistanceField<u32>) {
    let width = map.grid.width() as usize;
    for p in map.grid.positions() {
        if sources.contains(&p) {
            continue;
        }
        let theirs = bracket.map[p.row as usize * width + p.col as usize];
        let theirs = (theirs != f32::MAX).then(|| {
            assert!(
                theirs.fract() == 0.0 && theirs < 16_777_216.0,
                "{}: bracket's {theirs} at {p:?} is no whole number",
                map.name
            );
            theirs as u32
        });
        assert_eq!(
            theirs,
            field.get(p),
            "{}: bracket and gridpath differ at {p:?} ({} sources)",
            map.name,
            sources.len()
        );
    }
}

/// bracket's octile map (`f32`, diagonals `f32` √2) and gridpath's exact `Octile` field, every
/// cell but the sources: the same cells reached, and values within `f32`'s rounding. A value
/// `v` is a sum of at most `v` steps, each rounded by at most `2⁻²⁴ · v`, so bracket's value is
/// within `v² · 2⁻²⁴` of the exact one (plus √2's own rounding, 2⁻²⁵ relative): checked
/// against twice that. Returns the largest difference seen.
#[expect(
    clippy::float_cmp,
    reason = "bracket's `f32::MAX` is its exact value for none"
)]
fn check_octile(
    map: &Map,
    sources: &[Pos],
    bracket: &BracketMap,
    field: &DistanceField<Octile>,
) -> f64 {
    let width = map.grid.width() as usize;
    let mut worst = 0f64;
    for p in map.grid.positions() {
        if sources.contains(&p) {
            continue;
        }
        let theirs = bracket.map[p.row as usize * width + p.col as usize];
        let ours = field.get(p);
        assert_eq!(
            theirs != f32::MAX,
            ours.is_some(),
            "{}: bracket and gridpath reach different cells ({p:?})",
            map.name
        );
        if let Some(ours) = ours {
            let exact = ours.to_f64();
            let diff = (f64::from(theirs) - exact).abs();
            let bound = 2.0 * (exact * exact + exact) / 16_777_216.0 + 1e-9;
            assert!(
                diff <= bound,
                "{}: at {p:?} bracket {theirs}, gridpath {exact} (bound {bound})",
                map.name
            );
            worst = worst.max(diff);
        }
    }
    worst
}

/// bracket's values at the sources (which it never sets: amethyst/bracket-lib#370), as
/// `least–largest`.
#[expect(clippy::float_cmp, reason = "one value or a range")]
fn at_sources(map: &Map, sources: &[Pos], bracket: &BracketMap) -> String {
    let width = map.grid.width() as usize;
    let values = sources
        .iter()
        .map(|p| bracket.map[p.row as usize * width + p.col as usize]);
    let least = values.clone().fold(f32::INFINITY, f32::min);
    let largest = values.fold(f32::NEG_INFINITY, f32::max);
    if least == largest {
        format!("{least}")
    } else {
        format!("{least}–{largest}")
    }
}

// ---------------------------------------------------------------------------------------------
// The two tables.
// ---------------------------------------------------------------------------------------------

fn ms(ns: f64) -> String {
    format!("{:.3}", ns / 1e6)
}

/// Table 1's row for one grid (checked first; timed only if `time`).
fn floor_row(map: &Map, time: bool) {
    let space = GridSpace::new(&map.grid, Moves::four(), passable);
    let prepared = FieldGrid::new(&space).expect("a map of the bench fits");
    let mut field = DistanceField::new(&prepared);
    field.compute(&prepared, [map.corner]);
    let mut floor = FloorBfs::new(&map.grid, WALL);
    let reached = check_floor(map, &mut floor, &field);
    if !time {
        println!(
            "{}: the floor and the field agree ({reached} cells)",
            map.name
        );
        return;
    }
    let corner = map.corner;
    let (field_ns, floor_ns) = interleave_rounds(
        FLOOR_ROUNDS,
        || {
            field.compute(&prepared, [corner]);
            black_box(&field);
        },
        || {
            black_box(floor.fill(corner));
        },
    );
    let ratio = field_ns / floor_ns;
    println!(
        "| {} | {reached} | {} | {} | {ratio:.2}× ({}) |",
        map.name,
        ms(floor_ns),
        ms(field_ns),
        if ratio <= 1.3 {
            "≤ 1.3× met"
        } else {
            "≤ 1.3× missed"
        }
    );
}

/// Checks gridpath's field from `sources` on `prepared` against bracket's built from `starts`
/// (`check` returns the note of the table's last column), then, if `time`, times both
/// interleaved: `(gridpath ns, bracket ns, note)`.
fn race<C: Cost>(
    prepared: &FieldGrid<C>,
    sources: &[Pos],
    (bracket, dm, starts): (&BracketGrid, &mut BracketMap, &[usize]),
    check: impl FnOnce(&DistanceField<C>, &BracketMap) -> String,
    time: bool,
) -> (f64, f64, String) {
    let mut field = DistanceField::new(prepared);
    field.compute(prepared, sources.iter().copied());
    bracket.build(dm, starts);
    let note = check(&field, dm);
    if !time {
        return (f64::NAN, f64::NAN, note);
    }
    let (ours, theirs) = interleave_rounds(
        BRACKET_ROUNDS,
        || {
            field.compute(prepared, sources.iter().copied());
            black_box(&field);
        },
        || {
            bracket.build(dm, starts);
            black_box(&dm.map);
        },
    );
    (ours, theirs, note)
}

/// Table 2's rows for one map, one and `MANY` sources (checked first; timed only if `time`).
fn bracket_rows(map: &Map, octile: bool, time: bool) {
    let bracket_grid = BracketGrid::new(&map.grid, octile.then_some(std::f32::consts::SQRT_2));
    let mut dm = bracket_grid.empty_map();
    let unit = FieldGrid::new(&GridSpace::new(&map.grid, Moves::four(), passable))
        .expect("a map of the bench fits");
    let octile_grid =
        FieldGrid::new(&GridSpace::octile(&map.grid, passable)).expect("a map of the bench fits");
    for sources in [&[map.corner][..], &map.many[..]] {
        let starts: Vec<usize> = sources.iter().map(|&p| bracket_grid.index(p)).collect();
        let bracket = (&bracket_grid, &mut dm, &starts[..]);
        let (ours_ns, theirs_ns, note) = if octile {
            let check = |field: &DistanceField<Octile>, dm: &BracketMap| {
                let worst = check_octile(map, sources, dm, field);
                format!(
                    "within {worst:.1e}; bracket at the sources {}",
                    at_sources(map, sources, dm)
                )
            };
            race(&octile_grid, sources, bracket, check, time)
        } else {
            let check = |field: &DistanceField<u32>, dm: &BracketMap| {
                check_unit(map, sources, dm, field);
                format!(
                    "equal; bracket at the sources {}",
                    at_sources(map, sources, dm)
                )
            };
            race(&unit, sources, bracket, check, time)
        };
        let moves = if octile { "8, octile" } else { "4, unit" };
        if time {
            let speedup = theirs_ns / ours_ns;
            println!(
                "| {} | {moves} | {} | {} | {} | {speedup:.2}× ({}) | {note} |",
                map.name,
                sources.len(),
                ms(theirs_ns),
                ms(ours_ns),
                if speedup >= 3.0 {
                    "≥ 3× met"
                } else {
                    "≥ 3× missed"
                }
            );
        } else {
            println!(
                "{} ({moves}, {} sources): bracket and gridpath agree ({note})",
                map.name,
                sources.len()
            );
        }
    }
}

fn quick() {
    // `cargo test --benches`: the agreement checks on small maps, nothing timed.
    let small = [
        Map::new("64 × 64, open", random_map(64, 0, 1)),
        Map::new("64 × 64, 25 % walls", random_map(64, 25, 2)),
        Map::new("61 × 47, 40 % walls", {
            let mut rng = SplitMix64::new(3);
            Grid::from_fn(
                Size::new(61, 47),
                |_| if rng.chance(40) { WALL } else { FREE },
            )
            .unwrap()
        }),
    ];
    for map in &small {
        floor_row(map, false);
        bracket_rows(map, false, false);
        bracket_rows(map, true, false);
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/movingai");
    if let Some(arena) = movingai_map(&dir, "arena") {
        bracket_rows(&arena, false, false);
        bracket_rows(&arena, true, false);
    }
}

fn main() {
    if std::env::args().any(|arg| arg == "--test") || !std::env::args().any(|a| a == "--bench") {
        quick();
        return;
    }
    let load_before = report::load_average();
    let open = Map::new("1000 × 1000 open", open_grid());
    let random = Map::new("1000 × 1000, 25 % walls", random_grid());
    assert_eq!(
        (open.corner, random.corner),
        (Pos::new(0, 0), Pos::new(0, 0))
    );

    println!(
        "Distance field from the corner (0, 0), 4 directions, unit steps: `DistanceField::compute` \
         against the floor (`FloorBfs::fill`); medians of {FLOOR_ROUNDS} interleaved rounds\n"
    );
    println!("| grid | cells reached | floor (ms) | field (ms) | field / floor |");
    println!("|---|---:|---:|---:|---|");
    floor_row(&open, true);
    floor_row(&random, true);

    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/movingai");
    let mut maps = vec![open, random];
    maps.extend(
        ["den520d", "maze512-1-0", "random512-40-0"]
            .into_iter()
            .filter_map(|name| movingai_map(&dir, name)),
    );
    println!(
        "\nbracket-lib's `DijkstraMap` (clear + build) against `DistanceField::compute`, from the \
         corner and from {MANY} sources; medians of {BRACKET_ROUNDS} interleaved rounds\n"
    );
    println!(
        "| map | moves | sources | bracket (ms) | gridpath (ms) | speedup | values (sources aside) |"
    );
    println!("|---|---|---:|---:|---:|---|---|");
    // `FIELDS_MOVES=8` (or 4): only those rows.
    let only = std::env::var("FIELDS_MOVES").ok();
    for octile in [false, true] {
        if only
            .as_deref()
            .is_some_and(|m| m != if octile { "8" } else { "4" })
        {
            continue;
        }
        for map in &maps {
            bracket_rows(map, octile, true);
        }
    }
    println!();
    let show = |p: &Pos| format!("({}, {})", p.row, p.col);
    for map in &maps {
        let many: Vec<String> = map.many.iter().map(show).collect();
        println!(
            "{}: {} cells; the corner source {}; the {MANY} sources {}",
            map.name,
            map.cells(),
            show(&map.corner),
            many.join(" ")
        );
    }
    report::print_load(&load_before);
}
