//! The 13 shared Moving AI maps and their scenario lists, read from `../shared/movingai`
//! (beside the repository): the loader of the `movingai` and `batch` benches.

use std::path::{Path, PathBuf};

use gridpath::Grid;
use gridpath::movingai::{self, Scenario, Tile};

/// `(map, stride)`: the 13 shared maps — game maps, city maps, mazes, random maps. The strides
/// are the `movingai` bench's, chosen so each of its lists has 80–95 scenarios (arena has 160
/// in all: every second one).
pub const MAPS: &[(&str, usize)] = &[
    ("32room_000", 22),
    ("AR0011SR", 15),
    ("Aurora", 35),
    ("Berlin_0_256", 11),
    ("Boston_0_256", 11),
    ("arena", 2),
    ("brc202d", 30),
    ("den520d", 10),
    ("ht_chantry", 5),
    ("maze512-1-0", 140),
    ("maze512-32-0", 68),
    ("random512-10-0", 20),
    ("random512-40-0", 36),
];

/// Where the maps are: `../shared/movingai` relative to the crate root (`benches/..`).
pub fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/movingai")
}

/// One map with its scenario list.
pub struct Instance {
    pub name: &'static str,
    pub grid: Grid<Tile>,
    pub scenarios: Vec<Scenario>,
}

/// The map `name` and every `stride`-th scenario of its `.scen` file (starting half a stride
/// in, so spread over all buckets; a stride of 1 keeps them all), checked against the map.
///
/// # Panics
///
/// If a file is missing or malformed, or a scenario does not fit its map.
pub fn load(dir: &Path, name: &'static str, stride: usize) -> Instance {
    let grid = movingai::read_map(dir.join(format!("{name}.map"))).unwrap();
    let all = movingai::read_scen(dir.join(format!("{name}.map.scen"))).unwrap();
    let scenarios: Vec<Scenario> = all.into_iter().skip(stride / 2).step_by(stride).collect();
    movingai::check_scenarios(&grid, &scenarios).unwrap();
    Instance {
        name,
        grid,
        scenarios,
    }
}
