//! Any-angle searches on the 13 shared Moving AI maps, every scenario: microseconds per query
//! for Anya (optimal), Theta*, Lazy Theta* and string-pulled Jump Point Search, against
//! gridpath's own A* (octile; the anchor of the target Anya ≤ 2× A* per query), and the
//! lengths each finds against Anya's (mean and worst ratio).
//!
//! ```text
//! cargo bench -p gridpath-benches --bench any_angle
//! ```
//!
//! Needs `../shared/movingai/` (relative to the crate root); without it the bench prints a
//! message and exits. A scenario's cells `(x, y)` are read as corners `(row y, col x)` for the
//! any-angle searches, on `Sight::new(&GridSpace::octile(&map, passable))`; A* answers the
//! scenario as published (cells, `GridSpace::octile`, `AStar::search_to`); string-pulled JPS
//! is `JumpPointSearch` between the cells, `Sight::corners_of_cells`, then `string_pull`
//! (counted only where it runs between the scenario's corners: a start or goal corner that is a
//! pinch is dropped from it).
//!
//! Checked before or while timing: A*'s length against the published one; Anya's route made of
//! visible segments between the scenario's corners, no longer than A*'s octile length and no
//! shorter than the straight line; Theta* and Lazy Theta* find a route exactly where Anya does;
//! every route of the three others is made of visible segments and no shorter than Anya's.
//! Each map's whole list is timed for each engine in turn (the order rotated every round), and
//! the median of the rounds printed.
//!
//! `ANY_ANGLE_ROUNDS=N` times `N` rounds (default 1: the whole benchmark is about
//! 35,000 queries per engine); `ANY_ANGLE_MAPS=a,b` runs those maps only;
//! `ANY_ANGLE_ENGINES=A*,Anya` times those engines only (names: `A*`, `Anya`, `Theta*`,
//! `Lazy`, `pulled`). Without `--bench`
//! (`cargo test --benches`) it runs the first 20 scenarios of each map once.

mod common;

use std::time::Instant;

use common::movingai::{Instance, MAPS, data_dir, load};
use common::report::{load_average, print_load};
use common::timing::measuring;
use gridpath::any_angle::{
    Anya, Corner, LazyThetaStar, Route, Sight, ThetaStar, path_length, string_pull,
};
use gridpath::movingai::{Scenario, Tile};
use gridpath::{AStar, Grid, GridSpace, JumpGrid, JumpPointSearch, Octile, Pos};

fn corner(p: Pos) -> Corner {
    Corner::new(p.row, p.col)
}

/// Every answer of one map, checked.
fn check(inst: &Instance, sight: &Sight, scenarios: &[Scenario]) -> Vec<Option<Route>> {
    let space = GridSpace::octile(&inst.grid, Tile::is_passable);
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

fn time_s(f: &mut dyn FnMut()) -> f64 {
    let began = Instant::now();
    f();
    began.elapsed().as_secs_f64()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Lengths of one engine against Anya's: the mean and worst ratio, over the scenarios both
/// answer, and how many of them.
#[derive(Default)]
struct Quality {
    sum: f64,
    worst: f64,
    count: usize,
}

impl Quality {
    fn add(&mut self, length: f64, optimal: f64) {
        let ratio = if optimal > 0.0 { length / optimal } else { 1.0 };
        assert!(
            ratio >= 1.0 - 1e-9,
            "shorter than Anya's: {length} < {optimal}"
        );
        self.sum += ratio;
        self.worst = self.worst.max(ratio);
        self.count += 1;
    }

    fn add_all(&mut self, other: &Quality) {
        self.sum += other.sum;
        self.worst = self.worst.max(other.worst);
        self.count += other.count;
    }

    #[expect(clippy::cast_precision_loss, reason = "a count of scenarios")]
    fn mean(&self) -> f64 {
        self.sum / self.count.max(1) as f64
    }
}

/// The string-pulled Jump Point Search path between the cells of a scenario, as corners: the
/// cell path's corners (`Sight::corners_of_cells`), pulled; `None` unless it runs between the
/// scenario's corners (a start or goal corner that is a pinch is dropped from it).
fn pulled_jps(
    jps: &mut JumpPointSearch,
    jump_grid: &JumpGrid,
    sight: &Sight,
    s: &Scenario,
) -> Option<Vec<Corner>> {
    let cells = jps.search(jump_grid, [s.start], s.goal).path()?;
    let corners = sight.corners_of_cells(&cells);
    let pulled = string_pull(sight, &corners);
    (pulled.first() == Some(&corner(s.start)) && pulled.last() == Some(&corner(s.goal)))
        .then_some(pulled)
}

const ENGINES: [&str; 5] = ["A*", "Anya", "Theta*", "Lazy Theta*", "pulled JPS"];

#[expect(
    clippy::too_many_lines,
    reason = "the whole run, map by map, read top to bottom: load, check, time, report"
)]
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
        .unwrap_or(1);
    let before = load_average();
    println!(
        "microseconds per query (median of {rounds} round(s), engines interleaved), and lengths against Anya's"
    );
    println!(
        "{:<15} {:>6} {:>8} {:>8} {:>6} {:>8} {:>8} {:>8} | {:>15} {:>15} {:>15} {:>7}",
        "map",
        "queries",
        "A*",
        "Anya",
        "/A*",
        "Theta*",
        "Lazy",
        "pulled",
        "Theta* mean/max",
        "Lazy mean/max",
        "pulled mean/max",
        "oct/any"
    );
    let mut all = [Quality::default(), Quality::default(), Quality::default()];
    let mut worst_over_astar: f64 = 0.0;
    // Microseconds of A* and of Anya over every query timed.
    let mut totals = (0.0, 0.0);
    // ANY_ANGLE_ENGINES=A*,Anya (names as in the table's header: A*, Anya, Theta*, Lazy,
    // pulled) times those only.
    let engines = std::env::var("ANY_ANGLE_ENGINES").ok();
    let chosen: Vec<bool> = ["A*", "Anya", "Theta*", "Lazy", "pulled"]
        .iter()
        .map(|e| {
            engines
                .as_ref()
                .is_none_or(|list| list.split(',').any(|x| x == *e))
        })
        .collect();
    let only = std::env::var("ANY_ANGLE_MAPS").ok();
    for &(name, _) in MAPS {
        if only
            .as_ref()
            .is_some_and(|only| !only.split(',').any(|m| m == name))
        {
            continue;
        }
        let inst = load(&dir, name, 1);
        let scenarios: Vec<Scenario> = if measured {
            inst.scenarios.clone()
        } else {
            inst.scenarios.iter().take(20).cloned().collect()
        };
        let grid: &Grid<Tile> = &inst.grid;
        let space = GridSpace::octile(grid, Tile::is_passable);
        let sight = Sight::new(&space).unwrap();
        let jump_grid = JumpGrid::new(&space).unwrap();
        let routes = check(&inst, &sight, &scenarios);
        // Lengths against Anya's: the routes of Theta*, Lazy Theta* and string-pulled JPS are
        // kept by their first timed round (pushed into buffers reserved beforehand) and
        // checked after it.
        let (mut theta, mut lazy) = (ThetaStar::new(), LazyThetaStar::new());
        let mut jps = JumpPointSearch::new();
        let mut answers: [Vec<Option<Vec<Corner>>>; 3] = Default::default();
        for a in &mut answers {
            a.reserve(scenarios.len());
        }
        let mut astar = AStar::new();
        let mut anya = Anya::new();
        let rounds = if measured { rounds } else { 1 };
        let mut times: [Vec<f64>; 5] = Default::default();
        for round in 0..rounds {
            for k in 0..ENGINES.len() {
                let engine = (k + round) % ENGINES.len();
                if !chosen[engine] {
                    continue;
                }
                let mut run: Box<dyn FnMut()> = match engine {
                    0 => Box::new(|| {
                        for s in &scenarios {
                            std::hint::black_box(
                                astar.search_to(&space, [s.start], s.goal).goal_distance(),
                            );
                        }
                    }),
                    1 => Box::new(|| {
                        for s in &scenarios {
                            std::hint::black_box(anya.search(
                                &sight,
                                corner(s.start),
                                corner(s.goal),
                            ));
                        }
                    }),
                    2 => Box::new(|| {
                        for s in &scenarios {
                            let r = theta.search(&sight, corner(s.start), corner(s.goal));
                            if round == 0 {
                                answers[0].push(r.map(Route::into_corners));
                            }
                        }
                    }),
                    3 => Box::new(|| {
                        for s in &scenarios {
                            let r = lazy.search(&sight, corner(s.start), corner(s.goal));
                            if round == 0 {
                                answers[1].push(r.map(Route::into_corners));
                            }
                        }
                    }),
                    _ => Box::new(|| {
                        for s in &scenarios {
                            let r = pulled_jps(&mut jps, &jump_grid, &sight, s);
                            if round == 0 {
                                answers[2].push(r);
                            }
                        }
                    }),
                };
                times[engine].push(time_s(&mut *run));
            }
        }
        let mut quality = [Quality::default(), Quality::default(), Quality::default()];
        let mut octile_over_any = Quality::default();
        for (i, (s, route)) in scenarios.iter().zip(&routes).enumerate() {
            for (k, engine) in ["Theta*", "Lazy Theta*"].iter().enumerate() {
                if !chosen[k + 2] {
                    continue;
                }
                assert_eq!(
                    answers[k][i].is_some(),
                    route.is_some(),
                    "{name} line {}: {engine} and Anya disagree",
                    s.line
                );
            }
            let Some(route) = route else { continue };
            let optimal = route.length();
            for (q, answer) in quality.iter_mut().zip(&answers) {
                if let Some(Some(corners)) = answer.get(i) {
                    assert!(corners.windows(2).all(|w| sight.visible(w[0], w[1])));
                    q.add(path_length(corners), optimal);
                }
            }
            if optimal > 0.0 {
                octile_over_any.add(s.optimal_length.max(optimal), optimal);
            }
        }
        for (a, q) in all.iter_mut().zip(&quality) {
            a.add_all(q);
        }
        let stats = |q: &Quality| {
            if q.count == 0 {
                "-".to_owned()
            } else {
                format!("{:.4}/{:.4}", q.mean(), q.worst)
            }
        };
        #[expect(clippy::cast_precision_loss, reason = "a count of scenarios")]
        let per = |v: &Vec<f64>| {
            (!v.is_empty()).then(|| median(v.clone()) * 1e6 / scenarios.len() as f64)
        };
        let us: Vec<Option<f64>> = times.iter().map(per).collect();
        let show = |u: Option<f64>| u.map_or("-".to_owned(), |u| format!("{u:.1}"));
        let over = match (us[0], us[1]) {
            (Some(a), Some(b)) => {
                worst_over_astar = worst_over_astar.max(b / a);
                #[expect(clippy::cast_precision_loss, reason = "a count of scenarios")]
                let n = scenarios.len() as f64;
                totals.0 += a * n;
                totals.1 += b * n;
                format!("{:.2}x", b / a)
            }
            _ => "-".to_owned(),
        };
        println!(
            "{name:<15} {:>6} {:>8} {:>8} {:>6} {:>8} {:>8} {:>8} | {:>15} {:>15} {:>15} {:>7.4}",
            scenarios.len(),
            show(us[0]),
            show(us[1]),
            over,
            show(us[2]),
            show(us[3]),
            show(us[4]),
            stats(&quality[0]),
            stats(&quality[1]),
            stats(&quality[2]),
            octile_over_any.mean(),
        );
    }
    println!(
        "all maps: Anya {:.1} s, A* {:.1} s in all: Anya / A* = {:.2}x over every query",
        totals.1 / 1e6,
        totals.0 / 1e6,
        totals.1 / totals.0
    );
    println!(
        "all maps: Theta* {:.4}/{:.4}, Lazy Theta* {:.4}/{:.4}, pulled JPS {:.4}/{:.4} (mean/worst length over Anya's); Anya over A* at worst {worst_over_astar:.2}x",
        all[0].mean(),
        all[0].worst,
        all[1].mean(),
        all[1].worst,
        all[2].mean(),
        all[2].worst
    );
    print_load(&before);
}
