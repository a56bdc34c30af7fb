//! Loading the [Moving AI grid benchmarks](https://movingai.com/benchmarks/grids.html):
//! `.map` files into a [`Grid<Tile>`] (or, for the `type octile-corner` maps of the Warcraft
//! III set, a [`CornerMap`]), `.map.scen` files into [`Scenario`]s.
//!
//! # Formats
//!
//! A `.map` file is a header, then the rows:
//!
//! ```text
//! type octile
//! height H
//! width W
//! map
//! <H rows of W characters>
//! ```
//! Header lines may come in any order before `map`, each once; their words may be separated by
//! spaces or tabs. Lines may end in LF or CRLF. Row `y` of the map is the `y`-th line after
//! `map` and becomes grid row `y`; its `x`-th character becomes grid column `x`. The terrain
//! characters are listed at [`Tile`]: `.` `G` `S` are passable, `@` `O` `T` `W` blocked.
//! Empty lines after the last row are ignored.
//!
//! A `.map.scen` file starts with `version 1` or `version 1.0`; then each non-empty line is one
//! problem of 9 whitespace-separated fields:
//!
//! ```text
//! bucket  map  width  height  start_x  start_y  goal_x  goal_y  optimal_length
//! ```
//! `x` is the column and `y` the row, so a [`Scenario`]'s `start` is
//! `Pos::new(start_y, start_x)`. The `map` field may be a path (`maps/dao/arena.map`); it is
//! kept as written, and [`Scenario::map_name`] gives its base name.
//!
//! Parsing never panics. Malformed input is an [`Error`] carrying the 1-based line number
//! (as editors count) and what is wrong there: [`MovingAiError::BadHeader`], [`MovingAiError::MapRowLength`],
//! [`MovingAiError::MapRowCount`], [`MovingAiError::MapChar`] (with the column), [`MovingAiError::FieldCount`],
//! [`MovingAiError::BadNumber`]. Whether the scenarios fit their map needs both files:
//! [`check_scenarios`] (or [`Scenario::check`]) reports [`MovingAiError::ScenarioMapSize`],
//! [`MovingAiError::ScenarioOutside`] and [`MovingAiError::ScenarioBlocked`].
//!
//! # Movement model
//!
//! The map's `type` line names its model ([`Model`]). For `type octile` maps — every set of
//! the benchmark but Warcraft III — the published optimal lengths are those of
//! [`GridSpace::octile`](crate::GridSpace::octile): 8-connected, a straight step costs 1 and a
//! diagonal step √2, and no corner cutting (a diagonal step needs its target and both
//! orthogonal cells beside it passable). The octile distance,
//! [`heuristic::octile`](crate::heuristic::octile) and the space's own
//! [`estimate`](crate::StateSpace::estimate), is admissible and consistent there, so
//! [`AStar`](crate::AStar) finds optimal lengths ([`AStar::search_to`](crate::AStar::search_to)
//! uses the space's estimate).
//!
//! The Warcraft III scenarios (`wc3maps512`) name `type octile-corner` maps
//! (`maps/wc3maps/…`): terrain and the height of every tile corner, read by
//! [`parse_corner_map`] into a [`CornerMap`]. Scaled to the scenarios' 512 × 512
//! ([`CornerMap::scaled`]) and searched on its [`CornerSpace`] — a step joins tiles of one
//! kind of terrain that meet at one height, so trees and water are terrain a unit walks on and
//! cliffs are walls — they give every published length of the set.
//!
//! # Exactness
//!
//! gridpath's path cost on this model, [`Octile`], is exact: a path of `a` straight and `b`
//! diagonal steps costs `a + b√2`, kept as the two integers `a` and `b`, so sums and
//! comparisons are exact and no rounding error accumulates along a path. It is converted to
//! `f64` once, by [`Octile::to_f64`], when compared with the file. The file prints each length
//! to some number `d` of decimals (6 significant digits in older files, 2 or 8 decimals in
//! others); [`Scenario::accepts`] checks
//!
//! ```text
//! |computed − published| <= 0.5 × 10^(−d) + 1e-5
//! ```
//! half a unit in the last printed digit, plus `1e-5` for the few published values that were
//! themselves rounded off by that much. The benchmark's own lengths were computed with √2 in
//! single precision, which on long diagonal paths is more than that off; [`Scenario::judge`],
//! given the exact [`Octile`] length (or no path), allows for it, and reads a published `0`
//! for a start and goal that differ as "no path", as the benchmark writes it — with a
//! [`Verdict`] that says which rule accepted the length.
//!
//! # Examples
//!
//! ```
//! use gridpath::movingai::{self, Tile};
//! use gridpath::{AStar, GridSpace};
//!
//! let map = movingai::parse_map("type octile\nheight 3\nwidth 4\nmap\n....\n.@@.\n....\n")?;
//! let scen = movingai::parse_scen(
//!     "version 1\n0\tmaps/tiny.map\t4\t3\t0\t1\t3\t1\t5.00000000\n",
//! )?;
//! movingai::check_scenarios(&map, &scen)?;
//! assert_eq!(scen[0].map_name(), "tiny.map");
//!
//! let space = GridSpace::octile(&map, Tile::is_passable);
//! let mut astar = AStar::new();
//! let found = astar.search_to(&space, [scen[0].start], scen[0].goal);
//! let length = found.goal_distance().unwrap();
//! // No corner cutting: no diagonal step may touch the wall, so 5 straight steps around it.
//! assert_eq!((length.straight, length.diagonal), (5, 0));
//! assert!(scen[0].accepts(length.to_f64()));
//! # Ok::<(), gridpath::Error>(())
//! ```

use std::path::{Path, PathBuf};

use crate::cost::Octile;

use crate::error::Error;
pub use crate::error::MovingAiError;

use crate::grid::{Grid, Pos, Size};

mod corner;

pub use corner::{CornerMap, CornerSpace, CornerTile, parse_corner_map, read_corner_map};

/// One cell of a Moving AI map.
///
/// Passable: `.` [`Tile::Ground`], `G` [`Tile::GroundG`], `S` [`Tile::Swamp`].
/// Blocked: `@` [`Tile::OutOfBounds`], `O` [`Tile::OutOfBoundsO`], `T` [`Tile::Tree`],
/// `W` [`Tile::Water`] — in the octile model ([`Model::Octile`]). (The benchmark files in
/// common use contain only `.`, `@` and `T`.) The `type octile-corner` maps ([`CornerMap`])
/// use the same characters, with another model: there `T` and `W` are terrain a unit may be
/// on.
///
/// ```
/// use gridpath::movingai::Tile;
/// assert_eq!(Tile::from_char('T'), Some(Tile::Tree));
/// assert!(!Tile::Tree.is_passable());
/// assert_eq!(Tile::Swamp.to_char(), 'S');
/// assert_eq!(Tile::from_char('x'), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tile {
    /// `.`: passable ground.
    Ground,
    /// `G`: passable ground.
    GroundG,
    /// `S`: swamp, passable.
    Swamp,
    /// `@`: out of bounds, blocked.
    OutOfBounds,
    /// `O`: out of bounds, blocked.
    OutOfBoundsO,
    /// `T`: trees, blocked.
    Tree,
    /// `W`: water, blocked.
    Water,
}

impl Tile {
    /// The terrain a map character stands for, or `None`.
    #[must_use]
    pub const fn from_char(ch: char) -> Option<Tile> {
        match ch {
            '.' => Some(Tile::Ground),
            'G' => Some(Tile::GroundG),
            'S' => Some(Tile::Swamp),
            '@' => Some(Tile::OutOfBounds),
            'O' => Some(Tile::OutOfBoundsO),
            'T' => Some(Tile::Tree),
            'W' => Some(Tile::Water),
            _ => None,
        }
    }

    /// The map character of this terrain.
    #[must_use]
    pub const fn to_char(self) -> char {
        match self {
            Tile::Ground => '.',
            Tile::GroundG => 'G',
            Tile::Swamp => 'S',
            Tile::OutOfBounds => '@',
            Tile::OutOfBoundsO => 'O',
            Tile::Tree => 'T',
            Tile::Water => 'W',
        }
    }

    /// Whether the octile model ([`Model::Octile`]) may enter this cell (`.` `G` `S`).
    ///
    /// Takes a reference so that it can be passed as is to
    /// [`GridSpace::octile`](crate::GridSpace::octile).
    #[must_use]
    pub const fn is_passable(&self) -> bool {
        matches!(self, Tile::Ground | Tile::GroundG | Tile::Swamp)
    }
}

/// The movement model of a Moving AI map, which its `type` line names.
///
/// - [`Model::Octile`], `type octile`: a [`Grid<Tile>`] ([`parse_map`]) searched on
///   [`GridSpace::octile`](crate::GridSpace::octile)`(&map, Tile::is_passable)` — every set of
///   the benchmark but Warcraft III;
/// - [`Model::OctileCorner`], `type octile-corner`: a [`CornerMap`] ([`parse_corner_map`]),
///   terrain and heights, scaled to the scenario's size and searched on its [`CornerSpace`] —
///   the Warcraft III set, whose scenario files name these maps (`maps/wc3maps/…`).
///
/// Both count a straight step 1 and a diagonal step √2, so a length is an [`Octile`] either
/// way and [`Scenario::judge`] reads it.
///
/// # Examples
///
/// ```
/// use gridpath::movingai::Model;
/// let octile = "type octile\nheight 1\nwidth 2\nmap\n..\n";
/// assert_eq!(Model::of_map(octile)?, Model::Octile);
/// let corner = "type octile-corner\nheight 2\nwidth 2\nmap\n22\n22\nGG\nGG\n";
/// assert_eq!(Model::of_map(corner)?, Model::OctileCorner);
/// assert_eq!(Model::OctileCorner.name(), "octile-corner");
/// assert!(Model::of_map("type raw\nheight 1\nwidth 1\nmap\n").is_err());
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Model {
    /// `type octile`: 8 directions, no corner cutting, `.` `G` `S` passable and `@` `O` `T` `W`
    /// blocked ([`Tile::is_passable`]).
    Octile,
    /// `type octile-corner`: terrain and corner heights; a step joins tiles of one kind of
    /// terrain at one height. See [`CornerMap`].
    OctileCorner,
}

impl Model {
    /// The model of a map, from the `type` line of its header (the rest of the header is read
    /// too, not the rows).
    ///
    /// # Errors
    ///
    /// [`MovingAiError::BadHeader`] for a type other than `octile` and `octile-corner`, and the
    /// header errors of [`parse_map`].
    pub fn of_map(text: &str) -> Result<Model, MovingAiError> {
        read_header(text, &mut numbered_lines(text), None).map(|header| header.model)
    }

    /// The model's word in a map's `type` line: `octile` or `octile-corner`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Model::Octile => "octile",
            Model::OctileCorner => "octile-corner",
        }
    }

    /// The model whose [`name`](Model::name) is `word`.
    fn from_type(word: &str) -> Option<Model> {
        [Model::Octile, Model::OctileCorner]
            .into_iter()
            .find(|model| model.name() == word)
    }
}

/// The allowance per diagonal step of [`Scenario::judge`]: a little more than `√2 − √2_f32`
/// (2.42·10⁻⁸), by which the benchmark's single-precision lengths fall short per step.
const SINGLE_SHORTFALL: f64 = 2.5e-8;

/// How a computed length compares with a scenario's published one: [`Scenario::judge`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Verdict {
    /// The exact length is the published value, to the precision printed.
    Exact,
    /// The exact length is the published value once the allowance for the benchmark's
    /// single-precision √2 is made (the length has that many diagonal steps); it is not
    /// without it.
    SinglePrecision,
    /// No path, where the file publishes `0` for a start and goal that differ.
    NoPath,
    /// The published value is not this result.
    Rejected,
}

impl Verdict {
    /// Whether the result matches the published one (any verdict but [`Verdict::Rejected`]).
    ///
    /// ```
    /// use gridpath::movingai::Verdict;
    /// assert!(Verdict::SinglePrecision.is_accepted() && !Verdict::Rejected.is_accepted());
    /// ```
    #[must_use]
    pub fn is_accepted(self) -> bool {
        self != Verdict::Rejected
    }
}

/// One problem of a `.map.scen` file.
///
/// ```
/// use gridpath::Pos;
/// let scen = gridpath::movingai::parse_scen("version 1.0\n3 maps/a/b.map 10 8 1 2 3 4 5.66\n")?;
/// let s = &scen[0];
/// assert_eq!((s.line, s.bucket, s.map.as_str()), (2, 3, "maps/a/b.map"));
/// assert_eq!((s.start, s.goal), (Pos::new(2, 1), Pos::new(4, 3)));
/// assert_eq!((s.optimal_length, s.decimals), (5.66, 2));
/// assert!(s.accepts(5.656_854) && !s.accepts(5.6));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Scenario {
    /// The line of the file it was read from (1-based).
    pub line: usize,
    /// The bucket (the benchmark groups problems by length).
    pub bucket: u32,
    /// The `map` field as written, possibly a path; see [`Scenario::map_name`].
    pub map: String,
    /// The map width the scenario was made for.
    pub width: u32,
    /// The map height the scenario was made for.
    pub height: u32,
    /// The start: row `start_y`, column `start_x`.
    pub start: Pos,
    /// The goal: row `goal_y`, column `goal_x`.
    pub goal: Pos,
    /// The published optimal length.
    pub optimal_length: f64,
    /// The number of digits printed after the decimal point of `optimal_length`.
    pub decimals: u32,
}

impl Scenario {
    /// The base name of the `map` field: what follows its last `/` or `\`.
    ///
    /// ```
    /// let scen = gridpath::movingai::parse_scen("version 1\n0 maps/dao/arena.map 49 49 1 1 2 2 1.41421\n")?;
    /// assert_eq!(scen[0].map_name(), "arena.map");
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn map_name(&self) -> &str {
        self.map.rsplit(['/', '\\']).next().unwrap_or(&self.map)
    }

    /// Where this scenario's map is when the maps sit beside their `.scen` files, as the
    /// benchmark's archives unpack (`arena.map` beside `arena.map.scen`): the directory of
    /// `scen_file` joined with [`map_name`](Self::map_name) — the `map` field's directories
    /// are the benchmark's own layout, not the files'.
    ///
    /// ```
    /// use std::path::Path;
    /// let scen = gridpath::movingai::parse_scen("version 1\n0 maps/dao/arena.map 49 49 1 1 2 2 1.41421\n")?;
    /// assert_eq!(scen[0].map_beside("data/arena.map.scen"), Path::new("data/arena.map"));
    /// assert_eq!(scen[0].map_beside("arena.map.scen"), Path::new("arena.map"));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn map_beside(&self, scen_file: impl AsRef<Path>) -> PathBuf {
        let dir = scen_file.as_ref().parent().unwrap_or_else(|| Path::new(""));
        dir.join(self.map_name())
    }

    /// The largest accepted difference from the published length:
    /// `0.5 × 10^(−decimals) + 1e-5`.
    #[must_use]
    pub fn tolerance(&self) -> f64 {
        let exponent = i32::try_from(self.decimals).map_or(i32::MIN + 1, |d| -d);
        0.5 * 10f64.powi(exponent) + 1e-5
    }

    /// Whether `computed` matches the published length to the precision printed.
    #[must_use]
    pub fn accepts(&self, computed: f64) -> bool {
        (computed - self.optimal_length).abs() <= self.tolerance()
    }

    /// Whether the exact length `computed` is the published one: [`Scenario::judge`] accepts it.
    ///
    /// ```
    /// use gridpath::Octile;
    /// let scen = gridpath::movingai::parse_scen("version 1\n0 m.map 4 4 0 0 3 3 4.24264069\n")?;
    /// assert!(scen[0].accepts_octile(Octile::new(0, 3)));
    /// assert!(!scen[0].accepts_octile(Octile::new(1, 3)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn accepts_octile(&self, computed: Octile) -> bool {
        self.judge(Some(computed)).is_accepted()
    }

    /// How the length computed for this scenario — `None` for no path — compares with the
    /// published one.
    ///
    /// The benchmark's lengths were computed with √2 in single precision (the `f32` nearest
    /// √2, 2.42·10⁻⁸ below it), so a path of `b` diagonal steps is published up to
    /// `b × 2.42·10⁻⁸` short — on long diagonal paths more than [`Scenario::tolerance`], half a
    /// unit in the last printed digit plus `10⁻⁵`, allows (960 diagonal steps on the 2-decimal
    /// maze files: `2.3·10⁻⁵`). Other files are truncated rather than rounded, or off by a few
    /// `10⁻⁷`, which the `10⁻⁵` covers. So, with `t` the tolerance:
    ///
    /// - [`Verdict::Exact`]: `|a + b√2 − published| ≤ t`, the rule of [`Scenario::accepts`];
    /// - [`Verdict::SinglePrecision`]: otherwise, `|a + b√2 − published| ≤ t + b × 2.5·10⁻⁸`,
    ///   a tolerance that grows with the diagonal steps by a little more than the single-
    ///   precision shortfall;
    /// - [`Verdict::NoPath`]: no path, and the file publishes `0` for a start and goal that
    ///   differ — the benchmark's way of writing "no path";
    /// - [`Verdict::Rejected`]: anything else — a path where the file says there is none, no
    ///   path where it publishes a length, and a length off by one straight step or more: the
    ///   allowance stays below `0.5 + 10⁻⁵ + b × 2.5·10⁻⁸`, under 1 for any path of fewer than
    ///   19 million diagonal steps (grids have sides below 2³², paths on the benchmark's maps
    ///   a few thousand).
    ///
    /// ```
    /// use gridpath::Octile;
    /// use gridpath::movingai::{Verdict, parse_scen};
    /// // 960 diagonal steps: exactly 2951.645019…, published (single precision) as 2951.64.
    /// let scen = parse_scen("version 1\n0 m.map 2000 2000 0 0 1 1 2951.64\n")?;
    /// assert_eq!(scen[0].judge(Some(Octile::new(1594, 960))), Verdict::SinglePrecision);
    /// assert_eq!(scen[0].judge(Some(Octile::new(1595, 960))), Verdict::Rejected);
    ///
    /// let none = parse_scen("version 1\n0 m.map 9 9 0 0 5 5 0\n")?;
    /// assert_eq!(none[0].judge(None), Verdict::NoPath);
    /// assert_eq!(none[0].judge(Some(Octile::new(0, 5))), Verdict::Rejected);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn judge(&self, computed: Option<Octile>) -> Verdict {
        let Some(length) = computed else {
            let no_path = self.optimal_length == 0.0 && self.start != self.goal;
            return if no_path {
                Verdict::NoPath
            } else {
                Verdict::Rejected
            };
        };
        let off = (length.to_f64() - self.optimal_length).abs();
        if off <= self.tolerance() {
            Verdict::Exact
        } else if off <= self.tolerance() + f64::from(length.diagonal) * SINGLE_SHORTFALL {
            Verdict::SinglePrecision
        } else {
            Verdict::Rejected
        }
    }

    /// Checks the scenario against its map: the same size, start and goal inside and passable.
    ///
    /// # Errors
    ///
    /// [`MovingAiError::ScenarioMapSize`], [`MovingAiError::ScenarioOutside`] or [`MovingAiError::ScenarioBlocked`],
    /// with this scenario's line.
    ///
    /// ```
    /// use gridpath::{movingai};
    /// use gridpath::movingai::MovingAiError;
    /// let map = movingai::parse_map("type octile\nheight 1\nwidth 3\nmap\n.T.\n")?;
    /// let scen = movingai::parse_scen("version 1\n0 m.map 3 1 1 0 2 0 1\n")?;
    /// assert_eq!(
    ///     scen[0].check(&map),
    ///     Err(MovingAiError::ScenarioBlocked { line: 2, what: "start", x: 1, y: 0, ch: 'T' }),
    /// );
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn check(&self, map: &Grid<Tile>) -> Result<(), MovingAiError> {
        self.check_cells(map, |tile| (!tile.is_passable()).then_some(tile.to_char()))
    }

    /// [`Scenario::check`] on a grid of any cells: `blocked` gives the terrain character of a
    /// cell where no start or goal may lie, and `None` for the others.
    pub(crate) fn check_cells<T>(
        &self,
        map: &Grid<T>,
        blocked: impl Fn(&T) -> Option<char>,
    ) -> Result<(), MovingAiError> {
        let (width, height) = (map.width() as usize, map.height() as usize);
        let same = |field: u32, size: usize| usize::try_from(field).is_ok_and(|f| f == size);
        if !same(self.width, width) || !same(self.height, height) {
            return Err(MovingAiError::ScenarioMapSize {
                line: self.line,
                found_width: self.width,
                found_height: self.height,
                width,
                height,
            });
        }
        for (what, pos) in [("start", self.start), ("goal", self.goal)] {
            let (x, y) = (pos.col, pos.row);
            match map.get(pos) {
                None => {
                    return Err(MovingAiError::ScenarioOutside {
                        line: self.line,
                        what,
                        x,
                        y,
                        width,
                        height,
                    });
                }
                Some(cell) => {
                    if let Some(ch) = blocked(cell) {
                        return Err(MovingAiError::ScenarioBlocked {
                            line: self.line,
                            what,
                            x,
                            y,
                            ch,
                        });
                    }
                }
            }
        }
        Ok(())
    }
}

/// Checks every scenario against the map with [`Scenario::check`], stopping at the first
/// problem.
///
/// # Errors
///
/// The first scenario's error, if any.
pub fn check_scenarios(map: &Grid<Tile>, scenarios: &[Scenario]) -> Result<(), MovingAiError> {
    scenarios.iter().try_for_each(|s| s.check(map))
}

/// Lines with their 1-based numbers, without a trailing `\r`.
fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split_inclusive('\n').enumerate().map(|(i, line)| {
        let line = line.strip_suffix('\n').unwrap_or(line);
        (i + 1, line.strip_suffix('\r').unwrap_or(line))
    })
}

/// The line number just past the last line of `text` (where missing lines are reported).
fn end_line(text: &str) -> usize {
    text.split_inclusive('\n').count() + 1
}

/// Parses a map dimension from a header line: positive, and for a `type octile-corner` map
/// (`corners`) at least 2 (the corners of one tile).
fn dimension(
    line: usize,
    field: &'static str,
    text: &str,
    corners: bool,
) -> Result<usize, MovingAiError> {
    match text.parse::<usize>() {
        Ok(n) if n == 0 || (corners && n == 1) => Err(MovingAiError::BadHeader {
            line,
            expected: if corners {
                "a height and width of at least 2 (the corners of one tile)"
            } else {
                "a positive height and width"
            },
            found: format!("{field} {n}"),
        }),
        Ok(n) => Ok(n),
        Err(_) => Err(MovingAiError::BadNumber {
            line,
            field,
            text: text.to_owned(),
        }),
    }
}

/// What a map header says: its model (the `type` line), height and width.
struct Header {
    model: Model,
    height: usize,
    width: usize,
}

/// The words of the header messages for a reader of `want` (`None`: either type).
const fn header_words(want: Option<Model>) -> [&'static str; 3] {
    match want {
        Some(Model::Octile) => [
            "`type octile`",
            "`type octile` before `map`",
            "`type octile`, `height H`, `width W` or `map`",
        ],
        Some(Model::OctileCorner) => [
            "`type octile-corner`",
            "`type octile-corner` before `map`",
            "`type octile-corner`, `height H`, `width W` or `map`",
        ],
        None => [
            "`type octile` or `type octile-corner`",
            "a `type` line before `map`",
            "`type T`, `height H`, `width W` or `map`",
        ],
    }
}

/// Reads a map header up to and including its `map` line, accepting the type of `want`
/// (either type for `None`).
fn read_header<'t>(
    text: &'t str,
    lines: &mut impl Iterator<Item = (usize, &'t str)>,
    want: Option<Model>,
) -> Result<Header, MovingAiError> {
    let [type_wanted, type_first, header_line] = header_words(want);
    let corners = want == Some(Model::OctileCorner);
    let (mut model, mut height, mut width) = (None, None, None);
    loop {
        let Some((line, content)) = lines.next() else {
            return Err(MovingAiError::BadHeader {
                line: end_line(text),
                expected: "`map` after the header",
                found: String::new(),
            });
        };
        let bad = |expected| MovingAiError::BadHeader {
            line,
            expected,
            found: content.to_owned(),
        };
        let words: Vec<&str> = content.split_whitespace().take(3).collect();
        match words.as_slice() {
            ["map"] => match (model, height, width) {
                (Some(model), Some(height), Some(width)) => {
                    return Ok(Header {
                        model,
                        height,
                        width,
                    });
                }
                (None, _, _) => return Err(bad(type_first)),
                (_, None, _) => return Err(bad("`height H` before `map`")),
                (_, _, None) => return Err(bad("`width W` before `map`")),
            },
            ["type", value] if model.is_none() => {
                model = match (Model::from_type(value), want) {
                    (Some(found), None) => Some(found),
                    (Some(found), Some(wanted)) if found == wanted => Some(found),
                    _ => return Err(bad(type_wanted)),
                };
            }
            ["height", value] if height.is_none() => {
                height = Some(dimension(line, "height", value, corners)?);
            }
            ["width", value] if width.is_none() => {
                width = Some(dimension(line, "width", value, corners)?);
            }
            [first, ..] if ["type", "height", "width"].contains(first) && words.len() == 2 => {
                return Err(bad("each header line once"));
            }
            _ => return Err(bad(header_line)),
        }
    }
}

/// The error for a map of `rows × cols` cells, too many for a [`Grid`].
fn too_large(rows: usize, cols: usize) -> MovingAiError {
    MovingAiError::MapTooLarge {
        rows,
        cols,
        max: Grid::<Tile>::MAX_CELLS,
    }
}

/// Checks that a grid of `rows × cols` cells may be built: the number of cells.
fn cell_count(rows: usize, cols: usize) -> Result<usize, MovingAiError> {
    rows.checked_mul(cols)
        .filter(|&cells| cells <= Grid::<Tile>::MAX_CELLS)
        .ok_or_else(|| too_large(rows, cols))
}

/// Reads `height` rows of `width` characters each, row by row, turning each character into a
/// value with `cell(line, col, ch)`.
fn read_rows<'t, T>(
    text: &'t str,
    lines: &mut impl Iterator<Item = (usize, &'t str)>,
    (height, width): (usize, usize),
    mut cell: impl FnMut(usize, usize, char) -> Result<T, MovingAiError>,
) -> Result<Vec<T>, MovingAiError> {
    // Never reserve more than the text could hold: a lying header cannot allocate much.
    let mut cells = Vec::with_capacity(height.saturating_mul(width).min(text.len()));
    for row in 0..height {
        let Some((line, content)) = lines.next() else {
            return Err(MovingAiError::MapRowCount {
                line: end_line(text),
                expected: height,
                found: row,
            });
        };
        let mut found = 0;
        for (col, ch) in content.chars().enumerate() {
            if col < width {
                cells.push(cell(line, col, ch)?);
            }
            found += 1;
        }
        if found != width {
            return Err(MovingAiError::MapRowLength {
                line,
                row,
                expected: width,
                found,
            });
        }
    }
    Ok(cells)
}

/// Checks that nothing but empty lines follows the last row of a map of `height` rows.
fn no_more_rows<'t>(
    lines: &mut impl Iterator<Item = (usize, &'t str)>,
    height: usize,
) -> Result<(), MovingAiError> {
    match lines.find(|(_, content)| !content.trim().is_empty()) {
        Some((line, _)) => Err(MovingAiError::MapRowCount {
            line,
            expected: height,
            found: height + 1,
        }),
        None => Ok(()),
    }
}

/// Parses the text of a `.map` file (see the [module docs](self) for the format).
///
/// # Errors
///
/// [`MovingAiError::BadHeader`] for a missing, repeated or unknown header line (or a type
/// other than `octile`, or a zero size), [`MovingAiError::BadNumber`] for a height or width
/// that is not a number, [`MovingAiError::MapChar`] for a character that is no [`Tile`],
/// [`MovingAiError::MapRowLength`] for a row of the wrong length,
/// [`MovingAiError::MapRowCount`] for missing rows or extra non-empty lines, and
/// [`MovingAiError::MapTooLarge`] for a size beyond [`Grid::MAX_CELLS`].
///
/// ```
/// use gridpath::{movingai};
/// use gridpath::movingai::MovingAiError;
/// let err = movingai::parse_map("type octile\nheight 2\nwidth 3\nmap\n...\n.x.\n").unwrap_err();
/// assert_eq!(err, MovingAiError::MapChar { line: 6, col: 1, ch: 'x' });
/// ```
pub fn parse_map(text: &str) -> Result<Grid<Tile>, MovingAiError> {
    let mut lines = numbered_lines(text);
    let Header { height, width, .. } = read_header(text, &mut lines, Some(Model::Octile))?;
    cell_count(height, width)?;
    let cells = read_rows(text, &mut lines, (height, width), |line, col, ch| {
        Tile::from_char(ch).ok_or(MovingAiError::MapChar { line, col, ch })
    })?;
    no_more_rows(&mut lines, height)?;
    // Both sides are positive and their product is at most `MAX_CELLS`: the grid is built.
    Size::try_from((height, width))
        .and_then(|size| Grid::from_vec(size, cells))
        .map_err(|_| too_large(height, width))
}

/// Parses a number field of a scenario line.
fn number<T: core::str::FromStr>(
    line: usize,
    field: &'static str,
    text: &str,
) -> Result<T, MovingAiError> {
    text.parse().map_err(|_| MovingAiError::BadNumber {
        line,
        field,
        text: text.to_owned(),
    })
}

/// Parses `digits[.digits]` and returns the value and the number of decimals.
fn length(line: usize, text: &str) -> Result<(f64, u32), MovingAiError> {
    let bad = || MovingAiError::BadNumber {
        line,
        field: "optimal_length",
        text: text.to_owned(),
    };
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !digits(whole) || !digits(fraction) || text.ends_with('.') {
        return Err(bad());
    }
    let decimals = u32::try_from(fraction.len()).map_err(|_| bad())?;
    let value: f64 = text.parse().map_err(|_| bad())?;
    if value.is_finite() {
        Ok((value, decimals))
    } else {
        Err(bad())
    }
}

/// Parses the text of a `.map.scen` file (see the [module docs](self) for the format). Empty
/// lines are skipped. Whether the scenarios fit their map is checked separately, by
/// [`check_scenarios`].
///
/// # Errors
///
/// [`MovingAiError::BadHeader`] if the first line is not `version 1` or `version 1.0`,
/// [`MovingAiError::FieldCount`] for a line without exactly 9 fields, [`MovingAiError::BadNumber`] for a field
/// that is not a non-negative integer (or, for the length, a decimal number `digits[.digits]`).
///
/// ```
/// use gridpath::{movingai};
/// use gridpath::movingai::MovingAiError;
/// let err = movingai::parse_scen("version 1\n0 a.map 4 4 0 0 1 1\n").unwrap_err();
/// assert_eq!(err, MovingAiError::FieldCount { line: 2, found: 8 });
/// ```
pub fn parse_scen(text: &str) -> Result<Vec<Scenario>, MovingAiError> {
    let mut lines = numbered_lines(text);
    let (line, first) = lines.next().unwrap_or((1, ""));
    let words: Vec<&str> = first.split_whitespace().take(3).collect();
    if !matches!(words.as_slice(), ["version", "1" | "1.0"]) {
        return Err(MovingAiError::BadHeader {
            line,
            expected: "`version 1` or `version 1.0`",
            found: first.to_owned(),
        });
    }
    let mut scenarios = Vec::new();
    for (line, content) in lines {
        let fields: Vec<&str> = content.split_whitespace().take(10).collect();
        if fields.is_empty() {
            continue;
        }
        let [bucket, map, width, height, sx, sy, gx, gy, optimal] = fields[..] else {
            return Err(MovingAiError::FieldCount {
                line,
                found: content.split_whitespace().count(),
            });
        };
        let (optimal_length, decimals) = length(line, optimal)?;
        scenarios.push(Scenario {
            line,
            bucket: number(line, "bucket", bucket)?,
            map: map.to_owned(),
            width: number(line, "width", width)?,
            height: number(line, "height", height)?,
            start: Pos::new(number(line, "start_y", sy)?, number(line, "start_x", sx)?),
            goal: Pos::new(number(line, "goal_y", gy)?, number(line, "goal_x", gx)?),
            optimal_length,
            decimals,
        });
    }
    Ok(scenarios)
}

/// Reads a file to a string, as an [`Error::Io`] on failure.
fn read(path: &Path) -> Result<String, Error> {
    std::fs::read_to_string(path).map_err(|e| Error::Io {
        path: path.display().to_string(),
        message: e.to_string(),
    })
}

/// Reads and parses a `.map` file.
///
/// # Errors
///
/// [`Error::Io`] if it cannot be read, else those of [`parse_map`].
pub fn read_map(path: impl AsRef<Path>) -> Result<Grid<Tile>, Error> {
    Ok(parse_map(&read(path.as_ref())?)?)
}

/// Reads and parses a `.map.scen` file.
///
/// # Errors
///
/// [`Error::Io`] if it cannot be read, else those of [`parse_scen`].
pub fn read_scen(path: impl AsRef<Path>) -> Result<Vec<Scenario>, Error> {
    Ok(parse_scen(&read(path.as_ref())?)?)
}
