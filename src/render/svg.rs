//! SVG pictures: a cell grid as squares ([`GridSvg`]) and a maze as wall lines ([`MazeSvg`]),
//! each with an optional path and an optional distance heatmap; a cell grid also with an
//! any-angle route between the corners of its cells.
//!
//! Both are builders: make one with `new`, add what you want drawn, and call `to_string()`
//! (they implement [`Display`]) for a complete, standalone SVG document.
//! Every attribute value is a number or a fixed string written by this module, so nothing
//! needs escaping.
//!
//! # Document structure
//!
//! The root is `<svg xmlns="http://www.w3.org/2000/svg" width="W" height="H" viewBox="0 0 W H">`,
//! sizes in pixels. Inside it, in drawing order:
//!
//! | element | [`GridSvg`] | [`MazeSvg`] |
//! |---|---|---|
//! | `<rect class="background">` | — | the whole picture in [`Style::open`] |
//! | `<g class="walls">` of `<rect>` | one square per wall cell without a heat value | — |
//! | `<g class="open">` of `<rect>` | one square per open cell without a heat value | — |
//! | `<g class="heat">` of `<rect>` | one square per cell with a heat value | one square per room with a heat value |
//! | `<path class="walls">` | — | every wall segment, as lines |
//! | `<polyline class="path">` | through the centres of the path's cells | through the centres of the path's rooms |
//! | `<circle class="start">`, `<circle class="end">` | dots on the path's first and last cell | the same, for rooms |
//! | `<polyline class="route">` | through the corners of an any-angle route ([`GridSvg::route`]) | — |
//! | `<g class="corners">` of `<circle>` | a dot on each corner of the route | — |
//!
//! The path elements appear only when a non-empty path was given, the route elements only
//! when a non-empty route was, the heat group only when a heatmap was. The route is drawn last,
//! over the cell path, so that the two can be compared.
//!
//! # Any-angle routes
//!
//! An any-angle route ([`any_angle`](crate::any_angle)) runs between the *corners* of cells,
//! not their centres: corner `(r, c)` is the top-left point of cell `(r, c)`, drawn at
//! `(c × cell, r × cell)` pixels, so that corner `(rows, cols)` is the picture's bottom-right
//! point. A cell path and a route between the same cells' top-left corners are drawn half a
//! cell apart.
//!
//! # Heatmaps
//!
//! A heatmap gives each cell (or room) an optional value of any [`HeatValue`] type — a
//! distance of any cost type from a search or a [`DistanceField`](crate::field::DistanceField),
//! a [`DijkstraMap`](crate::field::DijkstraMap)'s signed values, a float. Cells with a value are
//! coloured on a linear ramp from [`Style::near`] (value 0, or the smallest value if one is
//! negative) to [`Style::far`] (the largest value present); cells without one are drawn
//! plainly.
//!
//! # Examples
//!
//! ```
//! use gridpath::maze::{dfs, MinStd};
//! use gridpath::render::{room_cell, room_path, svg::MazeSvg};
//! use gridpath::{Bfs, GridSpace, Moves, Pos, Size};
//!
//! let maze = dfs::generate(Size::new(4, 6), &mut MinStd::new(3))?;
//! let cells = maze.to_grid();
//! let space = GridSpace::new(&cells, Moves::four(), |&open| open);
//! let mut bfs = Bfs::new();
//! let start = room_cell(Pos::new(0, 0));
//! let field = bfs.distances(&space, [start]);
//! let path = field.path_to(room_cell(Pos::new(3, 5))).unwrap();
//!
//! let svg = MazeSvg::new(&maze)
//!     .heatmap(|room| field.distance(room_cell(room)))
//!     .path(&room_path(&path))
//!     .to_string();
//! assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
//! assert_eq!(svg.matches("<polyline").count(), 1);
//! # Ok::<(), gridpath::Error>(())
//! ```

use core::fmt::{self, Display, Write};

use crate::any_angle::Corner;
use crate::cost::Octile;
use crate::grid::{Dir, Grid, Pos, coord};
use crate::maze::Maze;

/// A colour, red, green and blue; written as `#rrggbb`.
///
/// # Examples
///
/// ```
/// use gridpath::render::svg::Rgb;
/// assert_eq!(Rgb(255, 128, 0).to_string(), "#ff8000");
/// assert_eq!(Rgb::from_hex(0xff8000), Rgb(255, 128, 0));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// The colour written `#rrggbb` as the number `0xrrggbb`; bits above the low 24 are
    /// ignored.
    ///
    /// ```
    /// use gridpath::render::svg::Rgb;
    /// assert_eq!(Rgb::from_hex(0x3b4cc0), Rgb(0x3b, 0x4c, 0xc0));
    /// ```
    #[must_use]
    pub const fn from_hex(hex: u32) -> Rgb {
        let [_, r, g, b] = hex.to_be_bytes();
        Rgb(r, g, b)
    }

    /// The colour `amount / total` of the way from `self` to `other`, each channel rounded to
    /// the nearest integer: `self` for an amount of 0, `other` for `total`. An amount above
    /// `total` counts as `total`; a total of 0 gives `self`.
    ///
    /// ```
    /// use gridpath::render::svg::Rgb;
    /// let (black, white) = (Rgb(0, 0, 0), Rgb(255, 255, 255));
    /// assert_eq!(black.mix(white, 0, 4), black);
    /// assert_eq!(black.mix(white, 1, 2), Rgb(128, 128, 128));
    /// assert_eq!(black.mix(white, 4, 4), white);
    /// assert_eq!(white.mix(black, 1, 4), Rgb(191, 191, 191));
    /// ```
    #[must_use]
    pub fn mix(self, other: Rgb, amount: u32, total: u32) -> Rgb {
        if total == 0 {
            return self;
        }
        let (t, n) = (u64::from(amount.min(total)), u64::from(total));
        let channel = |a: u8, b: u8| {
            let mixed = (u64::from(a) * (n - t) + u64::from(b) * t + n / 2) / n;
            // A weighted mean of two bytes is a byte.
            u8::try_from(mixed).unwrap_or(u8::MAX)
        };
        Rgb(
            channel(self.0, other.0),
            channel(self.1, other.1),
            channel(self.2, other.2),
        )
    }
}

impl Display for Rgb {
    /// `#rrggbb`, lower-case hexadecimal.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// Sizes and colours for [`GridSvg`] and [`MazeSvg`]. Sizes are in pixels.
///
/// # Examples
///
/// ```
/// use gridpath::render::svg::{Rgb, Style};
/// let style = Style { cell: 8, path: Rgb(0, 0, 255), ..Style::default() };
/// assert_eq!((style.cell, style.wall_width), (8, 2));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Style {
    /// The side of a grid cell, or of a maze room. Default 16; 0 counts as 1.
    pub cell: u32,
    /// The width of a maze's wall lines (grid walls are whole cells). Default 2. The maze
    /// picture has a margin of this width all round, so the border walls are drawn whole.
    pub wall_width: u32,
    /// The width of the path line; its end dots have twice this radius. Default 3.
    pub path_width: u32,
    /// Wall cells and wall lines. Default `#1a1a1a`.
    pub wall: Rgb,
    /// Open cells and the maze's background. Default `#ffffff`.
    pub open: Rgb,
    /// The path line and its end dots. Default `#e0301e`.
    pub path: Rgb,
    /// The any-angle route line ([`GridSvg::route`]) and the dots on its corners, drawn
    /// [`path_width`](Style::path_width) wide (the dots of that radius). Default `#6a3d9a`.
    pub route: Rgb,
    /// The heatmap colour of the value 0. Default `#ffffcc`.
    pub near: Rgb,
    /// The heatmap colour of the largest value. Default `#1d91c0`.
    pub far: Rgb,
}

impl Default for Style {
    /// 16-pixel cells, 2-pixel walls, a 3-pixel red path, a purple any-angle route, and a heat
    /// ramp from pale yellow to blue.
    ///
    /// ```
    /// use gridpath::render::svg::{Rgb, Style};
    /// assert_eq!(Style::default().open, Rgb(255, 255, 255));
    /// ```
    fn default() -> Self {
        Style {
            cell: 16,
            wall_width: 2,
            path_width: 3,
            wall: Rgb::from_hex(0x1a_1a1a),
            open: Rgb::from_hex(0xff_ffff),
            path: Rgb::from_hex(0xe0_301e),
            route: Rgb::from_hex(0x6a_3d9a),
            near: Rgb::from_hex(0xff_ffcc),
            far: Rgb::from_hex(0x1d_91c0),
        }
    }
}

/// Heat values in row-major order, and the ends of the ramp. Compared bit for bit: the
/// values are finite (never NaN), so that is an equivalence, and the pictures stay `Eq`.
#[derive(Debug, Clone)]
struct Heat {
    values: Vec<Option<f64>>,
    /// The value drawn in [`Style::near`]: the smallest value, or 0 if none is negative.
    low: f64,
    /// The value drawn in [`Style::far`]: the largest.
    high: f64,
}

impl Heat {
    fn new<V: HeatValue>(values: impl Iterator<Item = Option<V>>) -> Self {
        let values: Vec<Option<f64>> = values
            .map(|v| v.map(HeatValue::heat).filter(|h| h.is_finite()))
            .collect();
        let present = || values.iter().flatten().copied();
        let low = present().fold(0.0, f64::min);
        let high = present().fold(low, f64::max);
        Heat { values, low, high }
    }

    /// The colour of the value at `index`, if there is one.
    fn colour(&self, style: &Style, index: usize) -> Option<Rgb> {
        let value = (*self.values.get(index)?)?;
        let (t, n) = (value - self.low, self.high - self.low);
        // Whole numbers mix exactly; others on a ramp of a million steps.
        let whole = |x: f64| x.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&x);
        #[expect(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            reason = "whole numbers checked to fit u32, and a ratio in [0, 1] times a million"
        )]
        let (amount, total) = if whole(t) && whole(n) {
            (t as u32, n as u32)
        } else {
            ((t / n * 1e6).round() as u32, 1_000_000)
        };
        Some(style.near.mix(style.far, amount, total))
    }
}

impl PartialEq for Heat {
    fn eq(&self, other: &Self) -> bool {
        let bits = |h: &Heat| {
            (
                h.low.to_bits(),
                h.high.to_bits(),
                h.values
                    .iter()
                    .map(|v| v.map(f64::to_bits))
                    .collect::<Vec<_>>(),
            )
        };
        bits(self) == bits(other)
    }
}

impl Eq for Heat {}

/// A value a heatmap can colour: any cost type of the crate (the unsigned integers,
/// [`Octile`]), the signed integers (a [`DijkstraMap`](crate::field::DijkstraMap)'s values)
/// and floats. Values are drawn on a linear ramp from [`Style::near`] (the smallest value, or
/// 0 when none is negative) to [`Style::far`] (the largest); a float that is not finite is
/// drawn as no value.
///
/// ```
/// use gridpath::Octile;
/// use gridpath::render::svg::HeatValue;
/// assert_eq!(7u32.heat(), 7.0);
/// assert_eq!((-3i64).heat(), -3.0);
/// assert!((Octile::new(1, 1).heat() - 2.414).abs() < 1e-3);
/// ```
pub trait HeatValue: Copy {
    /// The value as a float, for its colour only.
    fn heat(self) -> f64;
}

macro_rules! heat_value {
    ($($t:ty),*) => {$(
        impl HeatValue for $t {
            #[allow(
                clippy::cast_precision_loss,
                clippy::cast_lossless,
                reason = "a colour needs no more than a float's precision"
            )]
            fn heat(self) -> f64 {
                self as f64
            }
        }
    )*};
}
heat_value!(
    u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64
);

impl HeatValue for Octile {
    fn heat(self) -> f64 {
        self.to_f64()
    }
}

/// A length, or a coordinate, counted in half pixels; written as a decimal in pixels.
#[derive(Debug, Clone, Copy)]
struct Half(u64);

impl Display for Half {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_multiple_of(2) {
            write!(f, "{}", self.0 / 2)
        } else {
            write!(f, "{}.5", self.0 / 2)
        }
    }
}

/// A size or index as `u64` (lossless: `usize` has at most 64 bits on supported targets).
fn wide(n: usize) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

/// Writes the opening `<svg>` tag.
fn open_svg(f: &mut fmt::Formatter<'_>, width: u64, height: u64) -> fmt::Result {
    writeln!(
        f,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">"#
    )
}

/// Writes a square of side `side` at `(x, y)`, with a fill if one is given.
fn square(f: &mut fmt::Formatter<'_>, x: u64, y: u64, side: u64, fill: Option<Rgb>) -> fmt::Result {
    write!(f, r#"<rect x="{x}" y="{y}" width="{side}" height="{side}""#)?;
    if let Some(fill) = fill {
        write!(f, r#" fill="{fill}""#)?;
    }
    f.write_str("/>\n")
}

/// Writes a line of class `class` through `points`, given in half pixels, `style.path_width`
/// wide in `colour`; nothing for no points.
fn polyline(
    f: &mut fmt::Formatter<'_>,
    style: &Style,
    class: &str,
    colour: Rgb,
    points: impl Iterator<Item = (u64, u64)>,
) -> fmt::Result {
    let mut points = points.peekable();
    if points.peek().is_none() {
        return Ok(());
    }
    write!(f, r#"<polyline class="{class}" points=""#)?;
    for (i, (x, y)) in points.enumerate() {
        if i > 0 {
            f.write_char(' ')?;
        }
        write!(f, "{},{}", Half(x), Half(y))?;
    }
    writeln!(
        f,
        r#"" fill="none" stroke="{colour}" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round"/>"#,
        style.path_width
    )
}

/// Writes the path line and its end dots through `centres`, given in half pixels; nothing for
/// an empty path.
fn path_overlay(
    f: &mut fmt::Formatter<'_>,
    style: &Style,
    centres: impl Iterator<Item = (u64, u64)> + Clone,
) -> fmt::Result {
    let (Some(first), Some(last)) = (centres.clone().next(), centres.clone().last()) else {
        return Ok(());
    };
    polyline(f, style, "path", style.path, centres)?;
    for (class, (x, y)) in [("start", first), ("end", last)] {
        writeln!(
            f,
            r#"<circle class="{class}" cx="{}" cy="{}" r="{}" fill="{}"/>"#,
            Half(x),
            Half(y),
            2 * u64::from(style.path_width),
            style.path
        )?;
    }
    Ok(())
}

/// Writes the any-angle route line through `corners`, and a dot on each corner, with cells of
/// side `side` pixels; nothing for an empty route.
fn route_overlay(
    f: &mut fmt::Formatter<'_>,
    style: &Style,
    side: u64,
    corners: &[Corner],
) -> fmt::Result {
    if corners.is_empty() {
        return Ok(());
    }
    // In half pixels, as `polyline` takes them.
    let at = |c: &Corner| (2 * u64::from(c.col) * side, 2 * u64::from(c.row) * side);
    polyline(f, style, "route", style.route, corners.iter().map(at))?;
    writeln!(f, r#"<g class="corners" fill="{}">"#, style.route)?;
    for (x, y) in corners.iter().map(at) {
        writeln!(
            f,
            r#"<circle cx="{}" cy="{}" r="{}"/>"#,
            Half(x),
            Half(y),
            style.path_width
        )?;
    }
    f.write_str("</g>\n")
}

/// An SVG picture of a cell grid (`true` = open): one square per cell, with an optional path,
/// any-angle route and distance heatmap. See the [module docs](self) for the document's structure.
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
/// use gridpath::render::svg::{GridSvg, Style};
///
/// let grid = Grid::parse("..#\n...\n", |c| Some(c == '.'))?;
/// let space = GridSpace::new(&grid, Moves::four(), |&open| open);
/// let mut bfs = Bfs::new();
/// let field = bfs.distances(&space, [Pos::new(0, 0)]);
/// let path = field.path_to(Pos::new(1, 2)).unwrap();
///
/// let svg = GridSvg::new(&grid)
///     .style(Style { cell: 10, ..Style::default() })
///     .heatmap(|p| field.distance(p))
///     .path(&path)
///     .to_string();
/// assert!(svg.contains(r#"width="30" height="20" viewBox="0 0 30 20""#));
/// assert!(svg.contains(r#"<polyline class="path" points="5,5 15,5 15,15 25,15""#));
/// assert_eq!(svg.matches("<rect").count(), 6);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridSvg<'a> {
    grid: &'a Grid<bool>,
    style: Style,
    path: &'a [Pos],
    route: &'a [Corner],
    heat: Option<Heat>,
}

impl<'a> GridSvg<'a> {
    /// A picture of `grid` in the default [`Style`], with no path and no heatmap.
    ///
    /// ```
    /// use gridpath::{Grid, Size};
    /// use gridpath::render::svg::GridSvg;
    /// let grid = Grid::new(Size::new(2, 3), true)?;
    /// assert!(GridSvg::new(&grid).to_string().contains(r#"viewBox="0 0 48 32""#));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn new(grid: &'a Grid<bool>) -> Self {
        GridSvg {
            grid,
            style: Style::default(),
            path: &[],
            route: &[],
            heat: None,
        }
    }

    /// Draws with `style`.
    ///
    /// ```
    /// use gridpath::{Grid, Size};
    /// use gridpath::render::svg::{GridSvg, Rgb, Style};
    /// let grid = Grid::new(Size::new(1, 1), false)?;
    /// let svg = GridSvg::new(&grid).style(Style { wall: Rgb(0, 0, 0), ..Style::default() });
    /// assert!(svg.to_string().contains(r##"<g class="walls" fill="#000000""##));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn style(mut self, style: Style) -> Self {
        self.style = style;
        self
    }

    /// Draws a line through the centres of the cells of `path`, in order, with a dot on its
    /// first and last cell. An empty path draws nothing.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, Size};
    /// use gridpath::render::svg::GridSvg;
    /// let grid = Grid::new(Size::new(1, 2), true)?;
    /// let svg = GridSvg::new(&grid).path(&[Pos::new(0, 0), Pos::new(0, 1)]).to_string();
    /// assert!(svg.contains(r#"points="8,8 24,8""#));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn path(mut self, path: &'a [Pos]) -> Self {
        self.path = path;
        self
    }

    /// Draws an any-angle route ([`any_angle`](crate::any_angle)): a line through `corners`,
    /// in order, in [`Style::route`], with a dot on each corner — where the route starts,
    /// turns and ends. Corner `(r, c)` is the top-left point of cell `(r, c)`, at
    /// `(c × cell, r × cell)` pixels (see the [module docs](self#any-angle-routes)). The route
    /// is drawn over the cell path, so both can be compared. An empty route draws nothing.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Pos};
    /// use gridpath::any_angle::{Anya, Corner, Sight};
    /// use gridpath::render::svg::GridSvg;
    ///
    /// let grid = Grid::parse("...\n.#.\n...\n", |c| Some(c == '.'))?;
    /// let sight = Sight::new(&GridSpace::octile(&grid, |&open| open))?;
    /// let route = Anya::new().search(&sight, Corner::new(0, 0), Corner::new(2, 3)).unwrap();
    /// let path = [Pos::new(0, 0), Pos::new(0, 1), Pos::new(0, 2), Pos::new(1, 2), Pos::new(2, 2)];
    /// let svg = GridSvg::new(&grid).path(&path).route(route.corners()).to_string();
    /// // Around the wall's top-right corner (1, 2): 16-pixel cells.
    /// assert!(svg.contains(r#"<polyline class="route" points="0,0 32,16 48,32""#));
    /// // The route comes after the cell path: it is drawn over it.
    /// assert!(svg.find(r#"class="route""#) > svg.find(r#"class="path""#));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn route(mut self, corners: &'a [Corner]) -> Self {
        self.route = corners;
        self
    }

    /// Colours each cell for which `value` gives a number on the heat ramp (see the
    /// [module docs](self#heatmaps)); cells for which it gives `None` stay plain wall or open
    /// squares. `value` is called once per cell, in row-major order, right away.
    ///
    /// A search's distance field fits directly: `.heatmap(|p| field.distance(p))`; so do a
    /// [`DistanceField`](crate::field::DistanceField) of any cost type, a
    /// [`DijkstraMap`](crate::field::DijkstraMap) (`.heatmap(|p| map.get(p))`) and a grid of
    /// values (`.heatmap(|p| values[p])`): any [`HeatValue`].
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Pos, Size};
    /// use gridpath::field::FieldGrid;
    /// use gridpath::render::svg::GridSvg;
    /// let grid = Grid::new(Size::new(1, 3), true)?;
    /// let svg = GridSvg::new(&grid).heatmap(|p| (p.col < 2).then_some(p.col)).to_string();
    /// assert!(svg.contains(r##"fill="#ffffcc""##)); // value 0: Style::near
    /// assert!(svg.contains(r##"fill="#1d91c0""##)); // value 1, the largest: Style::far
    ///
    /// // An octile field: √2 steps, exactly.
    /// let field = FieldGrid::new(&GridSpace::octile(&grid, |&open| open))?.distances([Pos::new(0, 0)]);
    /// let svg = GridSvg::new(&grid).heatmap(|p| field.get(p)).to_string();
    /// assert!(svg.contains(r##"fill="#1d91c0""##)); // the farthest cell
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn heatmap<V: HeatValue>(mut self, value: impl FnMut(Pos) -> Option<V>) -> Self {
        self.heat = Some(Heat::new(self.grid.positions().map(value)));
        self
    }

    /// The squares of one group: the cells `pick` accepts, with the fill it returns (if any).
    fn squares(
        &self,
        f: &mut fmt::Formatter<'_>,
        mut pick: impl FnMut(usize, bool) -> Option<Option<Rgb>>,
    ) -> fmt::Result {
        let side = u64::from(self.style.cell.max(1));
        for (index, (pos, &open)) in self.grid.iter().enumerate() {
            if let Some(fill) = pick(index, open) {
                let (x, y) = (u64::from(pos.col) * side, u64::from(pos.row) * side);
                square(f, x, y, side, fill)?;
            }
        }
        Ok(())
    }
}

impl Display for GridSvg<'_> {
    /// Writes the SVG document.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let style = &self.style;
        let side = u64::from(style.cell.max(1));
        let heat = |index: usize| self.heat.as_ref().and_then(|h| h.colour(style, index));
        open_svg(
            f,
            u64::from(self.grid.width()) * side,
            u64::from(self.grid.height()) * side,
        )?;
        for (class, fill, wanted) in [("walls", style.wall, false), ("open", style.open, true)] {
            writeln!(
                f,
                r#"<g class="{class}" fill="{fill}" shape-rendering="crispEdges">"#
            )?;
            self.squares(f, |index, open| {
                (open == wanted && heat(index).is_none()).then_some(None)
            })?;
            f.write_str("</g>\n")?;
        }
        if self.heat.is_some() {
            f.write_str("<g class=\"heat\" shape-rendering=\"crispEdges\">\n")?;
            self.squares(f, |index, _| heat(index).map(Some))?;
            f.write_str("</g>\n")?;
        }
        let centre = move |n: u32| 2 * u64::from(n) * side + side;
        path_overlay(
            f,
            style,
            self.path.iter().map(|p| (centre(p.col), centre(p.row))),
        )?;
        route_overlay(f, style, side, self.route)?;
        f.write_str("</svg>\n")
    }
}

/// An SVG picture of a [`Maze`]: its walls as lines around square rooms, with an optional path
/// of rooms and distance heatmap over the rooms. See the [module docs](self) for the
/// document's structure.
///
/// Room `(a, b)` is the square of side [`Style::cell`] at `x = m + b·cell`, `y = m + a·cell`,
/// where the margin `m` is [`Style::wall_width`]; a wall is a line along the side shared by two
/// rooms not joined by a passage, and along the whole border.
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, Pos, Size};
/// use gridpath::maze::Maze;
/// use gridpath::render::svg::MazeSvg;
///
/// let mut maze = Maze::new(Size::new(1, 2))?;
/// maze.open(Pos::new(0, 0), Dir::Right);
/// let svg = MazeSvg::new(&maze).to_string();
/// assert!(svg.contains(r#"width="36" height="20" viewBox="0 0 36 20""#));
/// assert!(svg.contains(r#"d="M2 2H34M2 18H34M2 2V18M34 2V18""#));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MazeSvg<'a> {
    maze: &'a Maze,
    style: Style,
    path: &'a [Pos],
    heat: Option<Heat>,
}

impl<'a> MazeSvg<'a> {
    /// A picture of `maze` in the default [`Style`], with no path and no heatmap.
    ///
    /// ```
    /// use gridpath::Size;
    /// use gridpath::maze::Maze;
    /// use gridpath::render::svg::MazeSvg;
    /// let maze = Maze::new(Size::new(2, 3))?;
    /// assert!(MazeSvg::new(&maze).to_string().contains(r#"viewBox="0 0 52 36""#));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn new(maze: &'a Maze) -> Self {
        MazeSvg {
            maze,
            style: Style::default(),
            path: &[],
            heat: None,
        }
    }

    /// Draws with `style`.
    ///
    /// ```
    /// use gridpath::Size;
    /// use gridpath::maze::Maze;
    /// use gridpath::render::svg::{MazeSvg, Style};
    /// let maze = Maze::new(Size::new(1, 1))?;
    /// let svg = MazeSvg::new(&maze).style(Style { cell: 10, wall_width: 1, ..Style::default() });
    /// assert!(svg.to_string().contains(r#"viewBox="0 0 12 12""#));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn style(mut self, style: Style) -> Self {
        self.style = style;
        self
    }

    /// Draws a line through the centres of the rooms of `path` (room coordinates, not cells:
    /// see [`room_path`](crate::render::room_path)), with a dot on its first and last room. An
    /// empty path draws nothing.
    ///
    /// ```
    /// use gridpath::{Pos, Size};
    /// use gridpath::maze::Maze;
    /// use gridpath::render::svg::MazeSvg;
    /// let maze = Maze::new(Size::new(2, 1))?;
    /// let path = [Pos::new(0, 0), Pos::new(1, 0)];
    /// assert!(MazeSvg::new(&maze).path(&path).to_string().contains(r#"points="10,10 10,26""#));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn path(mut self, path: &'a [Pos]) -> Self {
        self.path = path;
        self
    }

    /// Colours each room for which `value` gives a number on the heat ramp (see the
    /// [module docs](self#heatmaps)); rooms for which it gives `None` keep the background.
    /// `value` is called once per room, row by row, right away, with room coordinates; for a
    /// distance field computed on the maze's cell grid, look the room's cell up with
    /// [`room_cell`](crate::render::room_cell).
    ///
    /// ```
    /// use gridpath::Size;
    /// use gridpath::maze::Maze;
    /// use gridpath::render::svg::MazeSvg;
    /// let maze = Maze::new(Size::new(2, 2))?;
    /// let svg = MazeSvg::new(&maze).heatmap(|room| (room.row == 0).then_some(room.col)).to_string();
    /// assert_eq!(svg.matches("<rect").count(), 1 + 2); // the background and two rooms
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn heatmap<V: HeatValue>(mut self, value: impl FnMut(Pos) -> Option<V>) -> Self {
        self.heat = Some(Heat::new(self.maze.all_rooms().map(value)));
        self
    }

    /// Writes the `d` attribute's value: every wall segment, joined into the longest straight
    /// runs.
    fn walls(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let maze = self.maze;
        let (rows, cols) = (maze.height() as usize, maze.width() as usize);
        let side = u64::from(self.style.cell.max(1));
        let margin = u64::from(self.style.wall_width);
        let at = |k: usize| margin + wide(k) * side;
        // Horizontal lines: boundary `k` lies above room row `k`; segment `c` spans room
        // column `c`.
        for k in 0..=rows {
            let closed = |c: usize| {
                k == 0 || k == rows || !maze.is_open(Pos::new(coord(k - 1), coord(c)), Dir::Down)
            };
            for (from, to) in runs(cols, closed) {
                write!(f, "M{} {}H{}", at(from), at(k), at(to))?;
            }
        }
        // Vertical lines: boundary `k` lies left of room column `k`.
        for k in 0..=cols {
            let closed = |r: usize| {
                k == 0 || k == cols || !maze.is_open(Pos::new(coord(r), coord(k - 1)), Dir::Right)
            };
            for (from, to) in runs(rows, closed) {
                write!(f, "M{} {}V{}", at(k), at(from), at(to))?;
            }
        }
        Ok(())
    }
}

/// The maximal runs `from..to` of consecutive indices in `0..len` for which `closed` holds.
fn runs(len: usize, mut closed: impl FnMut(usize) -> bool) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for i in 0..len {
        match (closed(i), start) {
            (true, None) => start = Some(i),
            (false, Some(from)) => {
                out.push((from, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(from) = start {
        out.push((from, len));
    }
    out
}

impl Display for MazeSvg<'_> {
    /// Writes the SVG document.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let style = &self.style;
        let side = u64::from(style.cell.max(1));
        let margin = u64::from(style.wall_width);
        let (width, height) = (
            u64::from(self.maze.width()) * side + 2 * margin,
            u64::from(self.maze.height()) * side + 2 * margin,
        );
        open_svg(f, width, height)?;
        writeln!(
            f,
            r#"<rect class="background" width="{width}" height="{height}" fill="{}"/>"#,
            style.open
        )?;
        if let Some(heat) = &self.heat {
            f.write_str("<g class=\"heat\" shape-rendering=\"crispEdges\">\n")?;
            for (index, room) in self.maze.all_rooms().enumerate() {
                if let Some(fill) = heat.colour(style, index) {
                    let x = margin + u64::from(room.col) * side;
                    let y = margin + u64::from(room.row) * side;
                    square(f, x, y, side, Some(fill))?;
                }
            }
            f.write_str("</g>\n")?;
        }
        f.write_str(r#"<path class="walls" d=""#)?;
        self.walls(f)?;
        writeln!(
            f,
            r#"" fill="none" stroke="{}" stroke-width="{}" stroke-linecap="square"/>"#,
            style.wall, style.wall_width
        )?;
        let centre = move |n: u32| 2 * (margin + u64::from(n) * side) + side;
        path_overlay(
            f,
            style,
            self.path.iter().map(|p| (centre(p.col), centre(p.row))),
        )?;
        f.write_str("</svg>\n")
    }
}
