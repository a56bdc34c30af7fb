//! Any-angle searches on the 13 shared Moving AI maps, every scenario: microseconds per query
//! for Anya (optimal) and gridpath's own A* (octile, the anchor: target Anya ≤ 2× A* per query
//! on every map), and the lengths found against Anya's.
//!
//! ```text
//! cargo bench -p gridpath-benches --bench any_angle
//! ```
//!
//! Needs `../shared/movingai/` (relative to the crate root); without it the bench prints a
//! message and exits. A scenario's cells `(x, y)` are read as corners `(row y, col x)` for the
//! any-angle searches, on `Sight::new(&GridSpace::octile(&map, passable))`; A* answers the
//! scenario as published (cells, `GridSpace::octile`, `AStar::search_to`). Before anything is
//! timed every answer is checked: A*'s length against the published one; Anya's route made of
//! visible segments from the start to the goal, its length no longer than the octile length
//! of A* (a straight line is never longer than a bent one) and no shorter than the straight
//! line. Then each map's whole list is timed for each engine, rounds interleaved (the order
//! flipped every round), and the median of the rounds printed.
//!
//! `ANY_ANGLE_ROUNDS=N` times `N` rounds instead of 3. Without `--bench` (`cargo test
//! --benches`) it checks the first 20 scenarios of each map and times nothing.

mod common;

use std::time::Instant;

use common::movingai::{Instance, MAPS, data_dir, load};
use common::report::{load_average, print_load};
use common::timing::measuring;
use gridpath::any_angle::{Anya, Corner, Route, Sight};
use gridpath::movingai::{Scenario, Tile};
use gridpath::{AStar, Grid, GridSpace, Octile, Pos};

fn corner(p: Pos) -> Corner {
    Corner::new(p.row, p.col)
}

fn passable(tile: &Tile) -> bool {
    tile.is_passable()
}

/// Every answer of one map, checked.
fn check(inst: &Instance, sight: &Sight, scenarios: &[Scenario]) -> Vec<Option<Route>> {
    let space = GridSpace::octile(&inst.grid, passable);
    let mut astar = AStar::new();
    let mut anya = Anya::new();
    scenarios
        .iter()
        .map(|s| {
            let octile = astar
                .search_to(&space, [s.start], s.goal)
                .goal_distance()
                .map(Octile::to_f64);
            let route = anya.search(sight, corner(s.start), corner(s.goal));
            if let Some(octile) = octile {
                assert!(
                    s.accepts(octile),
                    "{} line {}: A* {octile}, published {}",
                    inst.name,
                    s.line,
                    s.optimal_length
                );
            }
            if let Some(route) = &route {
                let corners = route.corners();
                assert_eq!(corners.first(), Some(&corner(s.start)));
                assert_eq!(corners.last(), Some(&corner(s.goal)));
                assert!(
                    corners.windows(2).all(|w| sight.visible(w[0], w[1])),
                    "{} line {}: a segment of Anya's route is not visible",
                    inst.name,
                    s.line
                );
                let straight = corner(s.start).distance(corner(s.goal));
                assert!(route.length() >= straight - 1e-9);
                if let Some(octile) = octile {
                    assert!(
                        route.length() <= octile + 1e-9,
                        "{} line {}: Anya {} longer than octile {octile}",
                        inst.name,
                        s.line,
                        route.length()
                    );
                }
            }
            route
        })
        .collect()
}

fn time_s(f: &mut impl FnMut()) -> f64 {
    let began = Instant::now();
    f();
    began.elapsed().as_secs_f64()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let dir = data_dir();
    if !dir.is_dir() {
        println!(
            "any_angle: no Moving AI data at {}; nothing to do",
            dir.display()
        );
        return;
    }
    let measured = measuring();
    let rounds: usize = std::env::var("ANY_ANGLE_ROUNDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(3);
    let before = load_average();
    println!(
        "{:<16} {:>6} {:>9} {:>9} {:>7} {:>9}",
        "map", "queries", "A* us", "Anya us", "ratio", "oct/any"
    );
    let mut ratios = Vec::new();
    for &(name, _) in MAPS {
        let inst = load(&dir, name, 1);
        let scenarios: Vec<Scenario> = if measured {
            inst.scenarios.clone()
        } else {
            inst.scenarios.iter().take(20).cloned().collect()
        };
        let grid: &Grid<Tile> = &inst.grid;
        let space = GridSpace::octile(grid, passable);
        let sight = Sight::new(&space).unwrap();
        let routes = check(&inst, &sight, &scenarios);
        let octile_over_any: Vec<f64> = scenarios
            .iter()
            .zip(&routes)
            .filter_map(|(s, r)| {
                r.as_ref()
                    .filter(|r| r.length() > 0.0)
                    .map(|r| s.optimal_length / r.length())
            })
            .collect();
        #[expect(clippy::cast_precision_loss, reason = "a count of scenarios")]
        let mean_ratio = octile_over_any.iter().sum::<f64>() / octile_over_any.len().max(1) as f64;
        if !measured {
            println!("{name:<16} {:>6} checked", scenarios.len());
            continue;
        }
        let mut astar = AStar::new();
        let mut anya = Anya::new();
        let mut run_astar = || {
            for s in &scenarios {
                std::hint::black_box(astar.search_to(&space, [s.start], s.goal).goal_distance());
            }
        };
        let mut run_anya = || {
            for s in &scenarios {
                std::hint::black_box(anya.search(&sight, corner(s.start), corner(s.goal)));
            }
        };
        let (mut a, mut b) = (Vec::new(), Vec::new());
        for round in 0..rounds {
            if round % 2 == 0 {
                a.push(time_s(&mut run_astar));
                b.push(time_s(&mut run_anya));
            } else {
                b.push(time_s(&mut run_anya));
                a.push(time_s(&mut run_astar));
            }
        }
        #[expect(clippy::cast_precision_loss, reason = "a count of scenarios")]
        let per = |s: f64| s * 1e6 / scenarios.len() as f64;
        let (ta, tb) = (median(a), median(b));
        ratios.push(tb / ta);
        println!(
            "{name:<16} {:>6} {:>9.1} {:>9.1} {:>6.2}x {:>9.4}",
            scenarios.len(),
            per(ta),
            per(tb),
            tb / ta,
            mean_ratio
        );
    }
    print_load(&before);
}
