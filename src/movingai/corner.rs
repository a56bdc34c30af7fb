//! `type octile-corner` maps — terrain and heights — and their movement model, the one the
//! Warcraft III scenarios were made with.
//!
//! The facts come from HOG2 (`github:nathansttt/hog2`, the program the benchmark was made
//! with): its map reader for this type (`Map::loadOctileCorner`), its nearest-tile scaling
//! (`Map::Scale`), and its test for crossing a tile edge or corner (`Map::AdjacentEdges`,
//! `Map::AdjacentCorners`, used by `Map::CanStep` and by the graph builder
//! `GetMapGraph`/`AddMapEdges`). The code here is written from those facts, not from HOG2's.

use std::path::Path;

use crate::cost::Octile;
use crate::error::{Error, GridError};
use crate::grid::{CellNumbering, Dir, Grid, OnGrid, Pos, Size, sealed};
use crate::space::{Numbering, Predecessors, StateSpace};

use super::{
    Header, Model, MovingAiError, Scenario, Tile, cell_count, no_more_rows, numbered_lines,
    read_header, read_rows, too_large,
};

/// The kind of terrain of a tile, as HOG2 groups its terrains: out of bounds (`@`, `O`), water
/// (`W`), ground (`.`, `G`, `S`) and trees (`T`). Only tiles of one kind join.
const fn kind(tile: Tile) -> u8 {
    match tile {
        Tile::OutOfBounds | Tile::OutOfBoundsO => 0,
        Tile::Water => 1,
        Tile::Ground | Tile::GroundG | Tile::Swamp => 2,
        Tile::Tree => 3,
    }
}

/// One tile of a [`CornerMap`]: its terrain and the heights of its four corners.
///
/// Heights are the digits of the map file (HOG2 subtracts 2 from each, which changes no
/// comparison: only whether two heights are equal matters).
///
/// # Examples
///
/// ```
/// use gridpath::Dir;
/// use gridpath::movingai::{CornerTile, Tile};
///
/// let low = CornerTile::flat(Tile::Ground, 2);
/// let high = CornerTile::flat(Tile::Ground, 3);
/// // A slope from height 2 on its left edge to 3 on its right.
/// let slope = CornerTile { top_right: 3, bottom_right: 3, ..low };
/// assert!(low.joins(&slope, Dir::Right) && slope.joins(&high, Dir::Right));
/// assert!(!low.joins(&high, Dir::Right)); // a cliff
/// // Trees join trees, not ground; out of bounds is no part of the map.
/// assert!(!low.joins(&CornerTile::flat(Tile::Tree, 2), Dir::Right));
/// assert!(CornerTile::flat(Tile::Water, 2).is_in_bounds());
/// assert!(!CornerTile::flat(Tile::OutOfBoundsO, 2).is_in_bounds());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CornerTile {
    /// The terrain.
    pub tile: Tile,
    /// The height of the top-left corner.
    pub top_left: u8,
    /// The height of the top-right corner.
    pub top_right: u8,
    /// The height of the bottom-left corner.
    pub bottom_left: u8,
    /// The height of the bottom-right corner.
    pub bottom_right: u8,
}

impl CornerTile {
    /// A flat tile: all four corners at `height`.
    #[must_use]
    pub const fn flat(tile: Tile, height: u8) -> Self {
        CornerTile {
            tile,
            top_left: height,
            top_right: height,
            bottom_left: height,
            bottom_right: height,
        }
    }

    /// Whether the tile is part of the map: any terrain but out of bounds (`@`, `O`). These
    /// tiles — trees and water among them — are the states of a [`CornerSpace`].
    #[must_use]
    pub const fn is_in_bounds(&self) -> bool {
        kind(self.tile) != 0
    }

    /// Whether a step across the edge between this tile and `other`, its neighbour in the
    /// straight direction `dir`, is possible: the two tiles are one kind of terrain (`.` `G`
    /// `S` are one kind, ground; `T`, `W`, and `@` `O` are a kind each) and meet at the same
    /// heights at both ends of their shared edge. `false` for a diagonal `dir`.
    #[must_use]
    pub const fn joins(&self, other: &CornerTile, dir: Dir) -> bool {
        // This tile's two corners on the shared edge, then the neighbour's two on it.
        let (mine, theirs) = match dir {
            Dir::Up => (
                (self.top_left, self.top_right),
                (other.bottom_left, other.bottom_right),
            ),
            Dir::Down => (
                (self.bottom_left, self.bottom_right),
                (other.top_left, other.top_right),
            ),
            Dir::Left => (
                (self.top_left, self.bottom_left),
                (other.top_right, other.bottom_right),
            ),
            Dir::Right => (
                (self.top_right, self.bottom_right),
                (other.top_left, other.bottom_left),
            ),
            Dir::UpRight | Dir::DownRight | Dir::DownLeft | Dir::UpLeft => return false,
        };
        kind(self.tile) == kind(other.tile) && mine.0 == theirs.0 && mine.1 == theirs.1
    }
}

/// A `type octile-corner` map: the Warcraft III maps of the Moving AI benchmark as the
/// benchmark's program read them, with the movement model their scenarios were made with.
///
/// # The file
///
/// ```text
/// type octile-corner
/// height H
/// width W
/// map
/// <H rows of W digits: the height of every tile corner>
/// <H rows of W terrain characters: the tile whose top-left corner is there>
/// ```
///
/// The map has `(H − 1) × (W − 1)` tiles: tile `(row, col)` has its corners at the points
/// `(row, col)` to `(row + 1, col + 1)` of the first block, and its terrain at `(row, col)` of
/// the second (whose last row and column are read but belong to no tile). A terrain character
/// is one of [`Tile`]'s; in capitals the tile is flat, at the height of its top-left corner;
/// in small letters (`g`, `s`, `t`) it is a slope that keeps all four of its corners' heights.
///
/// # The movement model
///
/// The scenario files of the Warcraft III set (`scenarios/wc3maps512`) name these maps
/// (`maps/wc3maps/battleground.map`) with the size `512 512`: the map, scaled to 512 × 512
/// tiles by [`CornerMap::scaled`], is what was searched. On it ([`CornerMap::can_step`]):
///
/// - every tile that is not out of bounds is a state — a start on trees or water is valid;
/// - a straight step crosses the edge between two tiles when they [`join`](CornerTile::joins):
///   one kind of terrain at one height along the edge. Trees lead only to trees, water only to
///   water, and a cliff (a height that changes between two tiles) stops every step;
/// - a diagonal step crosses a corner where four tiles meet when all four edges that meet
///   there join: both two-step routes around the corner are open (the octile model's "no
///   corner cutting", with edges for cells);
/// - a straight step costs 1 and a diagonal step √2, as an [`Octile`].
///
/// Searched this way, every one of the set's 45,101 scenario lines (36 files) has its
/// published length: the lines that start or end on `T`, `W` or `@` in `maps/wc3maps512`
/// included — those maps are a terrain-only drawing of these, without the heights, and no
/// rule on them gives the published lengths (`docs/movingai.md`).
///
/// # Examples
///
/// A cliff: a plateau at height 3 beside ground at height 2, joined by one slope (`g`).
///
/// ```
/// use gridpath::movingai::{self, Tile};
/// use gridpath::{AStar, Dir, Octile, Pos};
///
/// let text = "type octile-corner\nheight 4\nwidth 4\nmap\n\
///             2233\n2233\n2233\n2233\n\
///             GGGG\nGgGG\nGGGG\nGGGG\n";
/// let map = movingai::parse_corner_map(text)?;
/// assert_eq!(map.size(), gridpath::Size::new(3, 3));
/// assert_eq!(map.tiles()[Pos::new(1, 1)].tile, Tile::GroundG);
/// // Columns 0–1 are ground at height 2, column 2 the plateau; between them a cliff, but on
/// // row 1 a slope rising from 2 on its left edge to 3 on its right.
/// assert!(!map.can_step(Pos::new(0, 1), Dir::Right)); // up the cliff
/// assert!(map.can_step(Pos::new(1, 0), Dir::Right)); // onto the slope
/// assert!(map.can_step(Pos::new(1, 1), Dir::Right)); // off it, onto the plateau
/// assert!(!map.can_step(Pos::new(0, 1), Dir::Down)); // the slope's top edge is no level
///
/// let space = map.space();
/// let mut astar = AStar::new();
/// let found = astar.search_to(&space, [Pos::new(0, 0)], Pos::new(0, 2));
/// // Down, over the slope, up: no diagonal crosses a corner where the cliff meets.
/// assert_eq!(found.goal_distance(), Some(Octile::new(4, 0)));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CornerMap {
    tiles: Grid<CornerTile>,
}

impl CornerMap {
    /// The map of these tiles.
    ///
    /// ```
    /// use gridpath::movingai::{CornerMap, CornerTile, Tile};
    /// use gridpath::{Grid, Size};
    /// let tiles = Grid::new(Size::new(2, 3), CornerTile::flat(Tile::Ground, 0))?;
    /// assert_eq!(CornerMap::new(tiles).size(), Size::new(2, 3));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn new(tiles: Grid<CornerTile>) -> Self {
        CornerMap { tiles }
    }

    /// The tiles.
    ///
    /// ```
    /// use gridpath::movingai::{self, Tile};
    /// let map = movingai::parse_corner_map("type octile-corner\nheight 2\nwidth 2\nmap\n22\n22\nTT\nTT\n")?;
    /// assert_eq!(map.tiles()[gridpath::Pos::new(0, 0)].tile, Tile::Tree);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn tiles(&self) -> &Grid<CornerTile> {
        &self.tiles
    }

    /// The number of tiles: rows, then columns.
    ///
    /// ```
    /// use gridpath::movingai;
    /// let map = movingai::parse_corner_map("type octile-corner\nheight 2\nwidth 3\nmap\n222\n222\nGGG\nGGG\n")?;
    /// assert_eq!(map.size(), gridpath::Size::new(1, 2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn size(&self) -> Size {
        self.tiles.size()
    }

    /// The map scaled to `size` tiles as the benchmark's program scales it.
    ///
    /// Tile `(row, col)` of the result is a copy of tile
    /// `(row × rows / size.rows, col × cols / size.cols)` of this map (`rows × cols` its size,
    /// integer division) — the nearest tile — with its corners moved so that copies still
    /// meet where their originals did. The tiles are made row by row, each from left to
    /// right; then, when the original joins the tile above it (in this map), the copy's top
    /// corners take the heights of the bottom corners of the new tile above it, and when the
    /// original joins the tile to its left, the copy's top-left and bottom-left corners take
    /// the heights of the top-right and bottom-right corners of the new tile to its left.
    ///
    /// So flat tiles become blocks of flat copies, and the edges between originals that joined
    /// still join. A slope does not scale into a longer slope: when a tile that rises from top
    /// to bottom joins the tile above it, its first copy keeps the rise and the copies below
    /// it are level at its bottom edge's heights; when it does not, every copy repeats the
    /// whole rise and copies one above another do not join (and so across, for a rise from
    /// left to right). The Warcraft III lengths carry these quirks, and this method keeps
    /// them. Scaling to the map's own size changes nothing.
    ///
    /// # Errors
    ///
    /// [`GridError::ZeroSize`] and [`GridError::TooLarge`] for a size no [`Grid`] may have.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::movingai;
    /// use gridpath::Size;
    ///
    /// let map = movingai::parse_corner_map("type octile-corner\nheight 2\nwidth 3\nmap\n223\n223\nGTG\nGTG\n")?;
    /// let scaled = map.scaled(Size::new(3, 5))?;
    /// let row: String = scaled.tiles().rows().next().unwrap().iter().map(|t| t.tile.to_char()).collect();
    /// assert_eq!(row, "GGGTT"); // columns 0–2 copy column 0, 3–4 column 1
    /// assert_eq!(map.scaled(map.size())?, map);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn scaled(&self, size: Size) -> Result<CornerMap, GridError> {
        let old = self.size();
        let mut tiles = Grid::new(size, CornerTile::flat(Tile::OutOfBounds, 0))?;
        // (index × old) / new, below `old`: a u64 product of two u32s cannot overflow.
        let source = |index: u32, old: u32, new: u32| {
            let scaled = u64::from(index) * u64::from(old) / u64::from(new);
            u32::try_from(scaled).unwrap_or(old - 1)
        };
        for row in 0..size.rows {
            for col in 0..size.cols {
                let from = Pos::new(
                    source(row, old.rows, size.rows),
                    source(col, old.cols, size.cols),
                );
                let mut tile = self.tiles[from];
                if self.joined(from, Dir::Up) {
                    // `from.row > 0`, so `row > 0`: the tile above is made.
                    let above = tiles[Pos::new(row - 1, col)];
                    tile.top_left = above.bottom_left;
                    tile.top_right = above.bottom_right;
                }
                if self.joined(from, Dir::Left) {
                    // Likewise `from.col > 0`, so `col > 0`.
                    let left = tiles[Pos::new(row, col - 1)];
                    tile.top_left = left.top_right;
                    tile.bottom_left = left.bottom_right;
                }
                tiles[Pos::new(row, col)] = tile;
            }
        }
        Ok(CornerMap { tiles })
    }

    /// Whether the tile at `pos` and its neighbour in the straight direction `dir` are inside
    /// the map and [join](CornerTile::joins).
    fn joined(&self, pos: Pos, dir: Dir) -> bool {
        let neighbour = pos.step(dir).and_then(|next| self.tiles.get(next));
        match (self.tiles.get(pos), neighbour) {
            (Some(here), Some(there)) => here.joins(there, dir),
            _ => false,
        }
    }

    /// Whether the movement model allows the step from `from` in direction `dir`: both tiles
    /// in bounds, and for a straight step the two tiles [join](CornerTile::joins); for a
    /// diagonal step, the four tiles around the corner it crosses join along all four edges
    /// that meet there (both two-step routes around the corner are open).
    ///
    /// A step is allowed both ways or neither: `can_step(a, d)` is `can_step(b, −d)` for the
    /// neighbour `b` of `a` in direction `d`.
    ///
    /// ```
    /// use gridpath::movingai;
    /// use gridpath::{Dir, Pos};
    /// // Trees join trees, and never ground; a diagonal needs all four tiles around its corner.
    /// let map = movingai::parse_corner_map("type octile-corner\nheight 3\nwidth 3\nmap\n222\n222\n222\nTT.\nT.G\n...\n")?;
    /// assert!(map.can_step(Pos::new(0, 0), Dir::Right));
    /// assert!(!map.can_step(Pos::new(0, 1), Dir::DownLeft)); // the ground tile (1, 1) is no tree
    /// assert!(!map.can_step(Pos::new(1, 1), Dir::UpLeft)); // ground to trees
    /// assert!(!map.can_step(Pos::new(0, 0), Dir::Up)); // off the map
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn can_step(&self, from: Pos, dir: Dir) -> bool {
        if !self.tiles.get(from).is_some_and(CornerTile::is_in_bounds) {
            return false;
        }
        let Some((vertical, horizontal)) = dir.parts() else {
            return self.joined(from, dir);
        };
        let (Some(side_v), Some(side_h)) = (from.step(vertical), from.step(horizontal)) else {
            return false;
        };
        self.joined(from, vertical)
            && self.joined(from, horizontal)
            && self.joined(side_v, horizontal)
            && self.joined(side_h, vertical)
    }

    /// The map as a [`StateSpace`] of the movement model ([`CornerSpace`]); building it works
    /// out every tile's legal steps once, `O(tiles)`.
    ///
    /// ```
    /// use gridpath::movingai;
    /// use gridpath::{AStar, Octile, Pos};
    /// let map = movingai::parse_corner_map("type octile-corner\nheight 3\nwidth 3\nmap\n222\n222\n222\nWW.\nWW.\n...\n")?;
    /// let space = map.space();
    /// let mut astar = AStar::new();
    /// let found = astar.search_to(&space, [Pos::new(0, 0)], Pos::new(1, 1));
    /// assert_eq!(found.goal_distance(), Some(Octile::new(0, 1))); // water to water
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn space(&self) -> CornerSpace<'_> {
        let legal = self
            .tiles
            .positions()
            .map(|pos| {
                Dir::ALL
                    .iter()
                    .enumerate()
                    .filter(|&(_, &dir)| self.can_step(pos, dir))
                    .fold(0u8, |legal, (bit, _)| legal | 1 << bit)
            })
            .collect();
        // |offset| <= width + 1, which fits in isize because the tiles were allocated.
        let width = isize::try_from(self.tiles.width()).unwrap_or(isize::MAX);
        let offsets = Dir::ALL.map(|dir| {
            let (dr, dc) = dir.delta();
            dr as isize * width + dc as isize
        });
        CornerSpace {
            map: self,
            legal,
            offsets,
        }
    }

    /// Checks a scenario against the map: the same size (scale the map to the scenario's
    /// first, [`CornerMap::scaled`]), start and goal inside and in bounds — trees and water
    /// are valid starts and goals here. [`Scenario::check`] for a `type octile` map.
    ///
    /// # Errors
    ///
    /// [`MovingAiError::ScenarioMapSize`], [`MovingAiError::ScenarioOutside`] or
    /// [`MovingAiError::ScenarioBlocked`] (for `@` or `O`), with the scenario's line.
    ///
    /// ```
    /// use gridpath::movingai::{self, MovingAiError};
    /// let map = movingai::parse_corner_map("type octile-corner\nheight 2\nwidth 3\nmap\n222\n222\nTO.\n...\n")?;
    /// let trees = movingai::parse_scen("version 1\n0 m.map 2 1 0 0 0 0 0\n")?;
    /// assert_eq!(map.check(&trees[0]), Ok(())); // a start and goal on trees
    /// let outside = movingai::parse_scen("version 1.0\n0 maps/wc3maps/m.map 2 1 0 0 1 0 1\n")?;
    /// assert_eq!(
    ///     map.check(&outside[0]),
    ///     Err(MovingAiError::ScenarioBlocked { line: 2, what: "goal", x: 1, y: 0, ch: 'O' }),
    /// );
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn check(&self, scenario: &Scenario) -> Result<(), MovingAiError> {
        scenario.check_cells(&self.tiles, |tile| {
            (!tile.is_in_bounds()).then_some(tile.tile.to_char())
        })
    }
}

/// The movement model of a [`CornerMap`] as a [`StateSpace`]: states are the tiles in bounds,
/// moves those of [`CornerMap::can_step`] — in the order up, up-right, right, down-right,
/// down, down-left, left, up-left, as [`GridSpace::octile`](crate::GridSpace::octile) — and
/// costs [`Octile`] (1 straight, √2 diagonal).
///
/// Tiles are numbered densely (`row × width + col`), so every engine runs on flat arrays; the
/// estimate is the octile distance, which no path of the model beats, so
/// [`AStar::search_to`](crate::AStar::search_to) returns optimal lengths. Its moves are not
/// those of a [`GridSpace`](crate::GridSpace) — whether a step is allowed depends on the edge
/// between two tiles, not on the tiles alone — so Jump Point Search, which needs the octile
/// model, does not run on it.
///
/// # Examples
///
/// ```
/// use gridpath::movingai;
/// use gridpath::{Pos, StateSpace};
/// let map = movingai::parse_corner_map("type octile-corner\nheight 2\nwidth 5\nmap\n22222\n22222\nGTW@G\nGGGGG\n")?;
/// let space = map.space();
/// assert!(space.contains(Pos::new(0, 1)) && space.contains(Pos::new(0, 2))); // trees, water
/// assert!(!space.contains(Pos::new(0, 3))); // out of bounds
/// let mut next = Vec::new();
/// space.successors(Pos::new(0, 0), |pos, _| next.push(pos));
/// assert!(next.is_empty()); // one tile of ground among trees: nothing joins it
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Clone)]
pub struct CornerSpace<'m> {
    map: &'m CornerMap,
    /// For every tile (dense index): bit `i` when the step in direction `Dir::ALL[i]` is legal.
    legal: Vec<u8>,
    /// For every direction of `Dir::ALL`: the difference of dense indices it steps.
    offsets: [isize; 8],
}

impl core::fmt::Debug for CornerSpace<'_> {
    /// The map's size; not the tiles.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("CornerSpace")
            .field("size", &self.map.size())
            .finish_non_exhaustive()
    }
}

impl<'m> CornerSpace<'m> {
    /// The map searched.
    ///
    /// ```
    /// let map = gridpath::movingai::parse_corner_map("type octile-corner\nheight 2\nwidth 2\nmap\n22\n22\nGG\nGG\n")?;
    /// assert_eq!(map.space().map().size(), gridpath::Size::new(1, 1));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn map(&self) -> &'m CornerMap {
        self.map
    }

    /// Calls `visit(next, cost, dense_index(next))` for every legal step out of `pos`, whose
    /// dense index is `index`.
    #[inline]
    fn moves_from(&self, pos: Pos, index: usize, mut visit: impl FnMut(Pos, Octile, usize)) {
        let mut legal = self.legal.get(index).copied().unwrap_or(0);
        while legal != 0 {
            let bit = legal.trailing_zeros() as usize;
            legal &= legal - 1;
            // bit < 8: `legal` is a byte.
            let dir = Dir::ALL[bit & 7];
            let (dr, dc) = dir.delta();
            // A legal step stays inside the map: these are its neighbour's position and index.
            let next = Pos::new(
                pos.row.wrapping_add_signed(dr),
                pos.col.wrapping_add_signed(dc),
            );
            let next_index = index.wrapping_add_signed(self.offsets[bit & 7]);
            let cost = if dir.is_diagonal() {
                Octile::DIAGONAL
            } else {
                Octile::STRAIGHT
            };
            visit(next, cost, next_index);
        }
    }
}

impl StateSpace for CornerSpace<'_> {
    type State = Pos;
    type Cost = Octile;

    fn successors(&self, pos: Pos, mut visit: impl FnMut(Pos, Octile)) {
        if let Some(index) = self.map.tiles.index_of(pos) {
            self.moves_from(pos, index, |next, cost, _| visit(next, cost));
        }
    }

    fn dense_successors(&self, pos: Pos, index: usize, visit: impl FnMut(Pos, Octile, usize)) {
        self.moves_from(pos, index, visit);
    }

    /// The tiles in bounds: out-of-bounds tiles, and positions outside the map, are no states.
    fn contains(&self, pos: Pos) -> bool {
        self.map
            .tiles
            .get(pos)
            .is_some_and(CornerTile::is_in_bounds)
    }

    fn numbering(&self) -> Option<impl Numbering<Pos>> {
        let tiles = &self.map.tiles;
        Some(CellNumbering::new(tiles.width() as usize, tiles.len()))
    }

    /// The octile distance: every step of the model is an octile step.
    fn estimate(&self, from: Pos, to: Pos) -> Octile {
        Octile::between(from.row.abs_diff(to.row), from.col.abs_diff(to.col))
    }

    /// Whether `to` is a tile in bounds.
    fn may_reach(&self, _from: Pos, to: Pos) -> bool {
        self.contains(to)
    }
}

/// The moves into a tile are the moves out of it, at the same costs: every step of the model
/// is allowed both ways ([`CornerMap::can_step`]).
impl Predecessors for CornerSpace<'_> {
    fn predecessors(&self, pos: Pos, visit: impl FnMut(Pos, Octile)) {
        self.successors(pos, visit);
    }
}

impl sealed::Sealed for CornerSpace<'_> {}

impl OnGrid for CornerSpace<'_> {
    fn size(&self) -> Size {
        self.map.size()
    }
}

/// Parses the text of a `type octile-corner` map (see [`CornerMap`] for the format).
///
/// # Errors
///
/// As [`parse_map`](super::parse_map), with `type octile-corner` for `type octile` and a
/// height and width of at least 2 (one tile); [`MovingAiError::CornerHeight`] for a height that
/// is not a digit.
///
/// # Examples
///
/// ```
/// use gridpath::movingai::{self, MovingAiError, Tile};
/// use gridpath::Pos;
/// let map = movingai::parse_corner_map("type octile-corner\nheight 2\nwidth 3\nmap\n234\n234\ngTG\nGGG\n")?;
/// let slope = map.tiles()[Pos::new(0, 0)];
/// assert_eq!((slope.tile, slope.top_left, slope.top_right), (Tile::GroundG, 2, 3));
/// let flat = map.tiles()[Pos::new(0, 1)];
/// assert_eq!((flat.tile, flat.top_right, flat.bottom_right), (Tile::Tree, 3, 3));
///
/// let err = movingai::parse_corner_map("type octile-corner\nheight 2\nwidth 2\nmap\n2x\n22\nGG\nGG\n");
/// assert_eq!(err, Err(MovingAiError::CornerHeight { line: 5, col: 1, ch: 'x' }));
/// # Ok::<(), gridpath::Error>(())
/// ```
pub fn parse_corner_map(text: &str) -> Result<CornerMap, MovingAiError> {
    let mut lines = numbered_lines(text);
    let Header { height, width, .. } = read_header(text, &mut lines, Some(Model::OctileCorner))?;
    cell_count(height, width)?;
    let heights = read_rows(text, &mut lines, (height, width), |line, col, ch| {
        ch.to_digit(10)
            .and_then(|digit| u8::try_from(digit).ok())
            .ok_or(MovingAiError::CornerHeight { line, col, ch })
    })?;
    let terrain = read_rows(text, &mut lines, (height, width), |line, col, ch| {
        let tile = Tile::from_char(ch.to_ascii_uppercase());
        tile.map(|tile| (tile, ch.is_ascii_lowercase()))
            .ok_or(MovingAiError::MapChar { line, col, ch })
    })?;
    no_more_rows(&mut lines, height)?;
    // The header asked for at least 2 × 2 corners, and `height × width` cells fit: so do the
    // tiles.
    let size = Size::try_from((height - 1, width - 1)).map_err(|_| too_large(height, width))?;
    let tiles = Grid::from_fn(size, |pos| {
        let (row, col) = (pos.row as usize, pos.col as usize);
        let corner = |dr: usize, dc: usize| heights[(row + dr) * width + col + dc];
        let (tile, sloped) = terrain[row * width + col];
        if sloped {
            CornerTile {
                tile,
                top_left: corner(0, 0),
                top_right: corner(0, 1),
                bottom_left: corner(1, 0),
                bottom_right: corner(1, 1),
            }
        } else {
            CornerTile::flat(tile, corner(0, 0))
        }
    })
    .map_err(|_| too_large(height, width))?;
    Ok(CornerMap { tiles })
}

/// Reads and parses a `type octile-corner` map file.
///
/// # Errors
///
/// [`Error::Io`] if it cannot be read, else those of [`parse_corner_map`].
pub fn read_corner_map(path: impl AsRef<Path>) -> Result<CornerMap, Error> {
    Ok(parse_corner_map(&super::read(path.as_ref())?)?)
}
