//! Pictures that play: a search running on a cell grid, or a maze being carved — as an animated
//! SVG document (plain text, no image dependency) or as text frames for a terminal.
//!
//! An [`Animation`] is a cell grid's first picture and a list of *steps*, each painting one
//! cell. [`Animation::search`] makes one from a search's [`SearchEvent`]s (cells discovered,
//! then expanded, then the path), [`Animation::carving`] from a maze generator's
//! [`Carve`] events (rooms and passages opened, walls put up), [`Animation::painted`] from any
//! steps. The steps are played in order,
//! gathered into at most [`Animation::frames`] frames so that a large maze stays a reasonable
//! file: each frame is one SVG group that becomes visible at its time, and one text picture.
//!
//! | paint | SVG colour ([`Style`]) | text |
//! |---|---|---|
//! | wall | [`Style::wall`] | `█` |
//! | open | [`Style::open`] | ` ` |
//! | discovered (on the frontier) | [`Style::far`] | `+` |
//! | expanded | [`Style::near`] | `·` |
//! | the path, its start and end | [`Style::path`] | `*`, `S`, `E` |
//! | an any-angle route ([`Animation::route`]) | [`Style::route`] | — (not drawn) |
//!
//! An any-angle route runs between the corners of the cells, not through cells, so it is no
//! step: the SVG draws it segment by segment after the last frame, over the picture, and the
//! text frames leave it out.
//!
//! # Examples
//!
//! ```
//! use gridpath::maze::{dfs, MinStd};
//! use gridpath::render::animate::Animation;
//! use gridpath::{Bfs, GridSpace, Moves, Pos, Size};
//!
//! let cells = dfs::generate(Size::new(3, 4), &mut MinStd::new(2))?.to_grid();
//! let (start, goal) = (Pos::new(1, 1), Pos::new(5, 7));
//! let mut events = Vec::new();
//! let mut bfs = Bfs::new();
//! let found = bfs.search_observed(
//!     GridSpace::new(&cells, Moves::four(), |&open| open),
//!     [start],
//!     |p| p == goal,
//!     |event| events.push(event),
//! );
//! let path = found.path().unwrap();
//! let animation = Animation::search(&cells, events, &path);
//! let svg = animation.to_svg();
//! assert!(svg.starts_with("<svg") && svg.contains("<set attributeName=\"visibility\""));
//! let frames = animation.text_frames();
//! assert_eq!(frames.last().unwrap().matches('*').count() + 2, path.len());
//! # Ok::<(), gridpath::Error>(())
//! ```

use core::fmt::Write;
use std::collections::HashMap;

use crate::any_angle::Corner;
use crate::grid::{Grid, Pos};
use crate::maze::{Carve, Maze};
use crate::render::room_cell;
use crate::render::svg::{Rgb, Style};
use crate::search::SearchEvent;
use crate::solve::Solution;

/// What a cell is painted as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Paint {
    /// A wall.
    Wall,
    /// An open cell not reached (yet).
    Open,
    /// Reached by the search and waiting on its frontier.
    Discovered,
    /// Taken by the search and expanded.
    Expanded,
    /// On the path.
    Path,
    /// The start of the path.
    Start,
    /// The end of the path.
    End,
}

impl Paint {
    const ALL: [Paint; 7] = [
        Paint::Wall,
        Paint::Open,
        Paint::Discovered,
        Paint::Expanded,
        Paint::Path,
        Paint::Start,
        Paint::End,
    ];

    fn colour(self, style: &Style) -> Rgb {
        match self {
            Paint::Wall => style.wall,
            Paint::Open => style.open,
            Paint::Discovered => style.far,
            Paint::Expanded => style.near,
            Paint::Path | Paint::Start | Paint::End => style.path,
        }
    }

    fn char(self) -> char {
        match self {
            Paint::Wall => '█',
            Paint::Open => ' ',
            Paint::Discovered => '+',
            Paint::Expanded => '·',
            Paint::Path => '*',
            Paint::Start => 'S',
            Paint::End => 'E',
        }
    }
}

/// A cell grid's first picture and the steps that repaint it, played in order. See the
/// [module docs](self).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Animation {
    first: Grid<Paint>,
    steps: Vec<(Pos, Paint)>,
    /// The any-angle route drawn after the last frame (empty for none).
    route: Vec<Corner>,
    frames: usize,
    seconds: u32,
    style: Style,
}

impl Animation {
    /// The animation of a search on `grid` (`true` = open): every [`SearchEvent`] a
    /// `search_observed` reported, in order — a discovered cell, an expanded one, a cell a
    /// jump crossed (drawn as discovered) — and then `path` (empty for none), cell by cell.
    /// Events outside the grid are ignored.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, SearchEvent};
    /// use gridpath::render::animate::Animation;
    /// let grid = Grid::parse("..\n", |c| Some(c == '.'))?;
    /// let (a, b) = (Pos::new(0, 0), Pos::new(0, 1));
    /// let events = [
    ///     SearchEvent::Discovered { state: a, from: None, distance: 0 },
    ///     SearchEvent::Expanded { state: a, distance: 0 },
    ///     SearchEvent::Discovered { state: b, from: Some(a), distance: 1 },
    ///     SearchEvent::Goal { state: b, distance: 1 },
    /// ];
    /// let frames = Animation::search(&grid, events, &[a, b]).text_frames();
    /// assert_eq!(frames, ["  \n", "+ \n", "· \n", "·+\n", "S+\n", "SE\n"]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn search<D>(
        grid: &Grid<bool>,
        events: impl IntoIterator<Item = SearchEvent<Pos, D>>,
        path: &[Pos],
    ) -> Animation {
        let first = grid.map(|&open| if open { Paint::Open } else { Paint::Wall });
        let mut steps = Vec::new();
        for event in events {
            let step = match event {
                SearchEvent::Discovered { state, .. } | SearchEvent::Crossed { state } => {
                    (state, Paint::Discovered)
                }
                SearchEvent::Expanded { state, .. } => (state, Paint::Expanded),
                SearchEvent::Goal { .. } => continue,
            };
            if grid.contains(step.0) {
                steps.push(step);
            }
        }
        let last = path.len().saturating_sub(1);
        for (i, &cell) in path.iter().enumerate() {
            let paint = match i {
                0 => Paint::Start,
                i if i == last => Paint::End,
                _ => Paint::Path,
            };
            if grid.contains(cell) {
                steps.push((cell, paint));
            }
        }
        Animation::new(first, steps)
    }

    /// The animation of `maze` being generated, on its cell grid: every [`Carve`] event of
    /// [`Algorithm::generate_observed`](crate::maze::Algorithm::generate_observed), in order.
    /// The picture starts as all wall (or, when the events put walls up, as one open room
    /// inside the border); a room a walk enters is painted discovered, a passage opened and
    /// its two rooms open, a wall put up wall. The last frame is `maze`'s picture.
    ///
    /// ```
    /// use gridpath::Size;
    /// use gridpath::maze::{Algorithm, MinStd};
    /// use gridpath::render::animate::Animation;
    /// for algorithm in [Algorithm::Wilson, Algorithm::RecursiveDivision] {
    ///     let mut events = Vec::new();
    ///     let rng = &mut MinStd::new(1);
    ///     let maze = algorithm.generate_observed(Size::new(3, 4), rng, |e| events.push(e))?;
    ///     let frames = Animation::carving(&maze, events).text_frames();
    ///     let last = frames.last().unwrap();
    ///     assert_eq!(*last, maze.to_grid().to_text(|&open| if open { ' ' } else { '█' }));
    /// }
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn carving(maze: &Maze, events: impl IntoIterator<Item = Carve>) -> Animation {
        let events: Vec<Carve> = events.into_iter().collect();
        let cells = maze.to_grid();
        let (rows, cols) = (cells.height(), cells.width());
        // Walls put up: the picture starts open inside its border.
        let walls_go_up = events.iter().any(|e| matches!(e, Carve::Closed { .. }));
        let mut first = cells.map(|_| Paint::Wall);
        if walls_go_up {
            for pos in cells.positions() {
                let border =
                    pos.row == 0 || pos.col == 0 || pos.row + 1 == rows || pos.col + 1 == cols;
                let post = pos.row % 2 == 0 && pos.col % 2 == 0;
                if let Some(paint) = first.get_mut(pos).filter(|_| !border && !post) {
                    *paint = Paint::Open;
                }
            }
        }
        let mut steps = Vec::new();
        for event in events {
            let (room, dir, paint) = match event {
                Carve::Entered { room } => {
                    steps.push((room_cell(room), Paint::Discovered));
                    continue;
                }
                Carve::Opened { room, dir } => (room, dir, Paint::Open),
                Carve::Closed { room, dir } => (room, dir, Paint::Wall),
            };
            let from = room_cell(room);
            let Some(wall) = from.step(dir) else { continue };
            if paint == Paint::Open {
                steps.push((from, Paint::Open));
                if let Some(to) = wall.step(dir) {
                    steps.push((to, Paint::Open));
                }
            }
            steps.push((wall, paint));
        }
        steps.retain(|(cell, _)| first.contains(*cell));
        // The last frame is the maze: a room no passage reaches (a 1 × 1 maze), or one a walk
        // left painted as entered, is opened at the end.
        let mut last = first.clone();
        for &(cell, paint) in &steps {
            if let Some(slot) = last.get_mut(cell) {
                *slot = paint;
            }
        }
        for (pos, &open) in cells.iter() {
            let want = if open { Paint::Open } else { Paint::Wall };
            if last.get(pos) != Some(&want) {
                steps.push((pos, want));
            }
        }
        Animation::new(first, steps)
    }

    /// The animation of a maze solver's [`Solution`] on `grid`: the cells it visited, in
    /// order, painted expanded, then its path.
    ///
    /// ```
    /// use gridpath::{Grid, Pos};
    /// use gridpath::render::animate::Animation;
    /// use gridpath::solve::{self, Hand};
    /// let grid = Grid::parse("...\n", |c| Some(c == '.'))?;
    /// let found = solve::wall_follower(&grid, |&o| o, Pos::new(0, 1), Pos::new(0, 2), Hand::Left)?;
    /// let frames = Animation::solution(&grid, &found).text_frames();
    /// assert_eq!(frames.last().unwrap(), "·SE\n");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn solution(grid: &Grid<bool>, solution: &Solution) -> Animation {
        let events = solution
            .visited()
            .iter()
            .map(|&state| SearchEvent::<Pos, ()>::Expanded {
                state,
                distance: (),
            });
        Animation::search(grid, events, solution.path())
    }

    /// The animation of any sequence of paints: `first` is the first picture, and each step
    /// `(cell, paint)` repaints one cell, in order (steps outside the picture are ignored). For
    /// what the crate has no ready-made constructor for — a robot discovering walls as it
    /// walks (`examples/robot.rs`), say.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, Size};
    /// use gridpath::render::animate::{Animation, Paint};
    /// let first = Grid::new(Size::new(1, 3), Paint::Open)?;
    /// let steps = [(Pos::new(0, 0), Paint::Start), (Pos::new(0, 2), Paint::Wall), (Pos::new(0, 9), Paint::Wall)];
    /// let frames = Animation::painted(first, steps).text_frames();
    /// assert_eq!(frames, ["   \n", "S  \n", "S █\n"]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn painted(first: Grid<Paint>, steps: impl IntoIterator<Item = (Pos, Paint)>) -> Animation {
        let steps = steps
            .into_iter()
            .filter(|&(cell, _)| first.contains(cell))
            .collect();
        Animation::new(first, steps)
    }

    /// This animation, then `next` on the picture this one ends with: for the generation of
    /// a maze followed by a search of it. Cells whose last paint here differs from `next`'s
    /// first picture are repainted first. The route drawn at the end
    /// ([`route`](Self::route)) is `next`'s, or this one's when `next` has none.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, SearchEvent};
    /// use gridpath::render::animate::Animation;
    /// let grid = Grid::parse("..\n", |c| Some(c == '.'))?;
    /// let a = Pos::new(0, 0);
    /// let first = Animation::search(&grid, [SearchEvent::Expanded { state: a, distance: 0 }], &[]);
    /// let second = Animation::search(&grid, [SearchEvent::Expanded { state: Pos::new(0, 1), distance: 0 }], &[]);
    /// let both = first.then(second);
    /// // The cell the first one expanded is cleared before the second begins.
    /// assert_eq!(both.text_frames(), ["  \n", "· \n", "  \n", " ·\n"]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn then(mut self, next: Animation) -> Animation {
        let mut last = self.first.clone();
        for &(cell, paint) in &self.steps {
            if let Some(slot) = last.get_mut(cell) {
                *slot = paint;
            }
        }
        for (pos, &paint) in next.first.iter() {
            if last.get(pos).is_some_and(|&was| was != paint) {
                self.steps.push((pos, paint));
            }
        }
        self.steps.extend(next.steps);
        if !next.route.is_empty() {
            self.route = next.route;
        }
        self
    }

    /// Draws the any-angle route through `corners` (see [`any_angle`](crate::any_angle)) at
    /// the end of the SVG: after the last frame, one segment after another over one second,
    /// in [`Style::route`] and [`Style::path_width`] pixels wide, over the picture (corner
    /// `(r, c)` is the top-left point of cell `(r, c)`); then the picture holds its two
    /// seconds. A one-corner route is a dot; an empty one (the default) draws nothing. The
    /// [text frames](Self::text_frames) leave the route out: it runs between the corners of
    /// the cells, not through them. A later call replaces the route.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Pos};
    /// use gridpath::any_angle::{Anya, Corner, Sight};
    /// use gridpath::render::animate::Animation;
    ///
    /// let grid = Grid::parse("....\n.##.\n....\n", |c| Some(c == '.'))?;
    /// let space = GridSpace::octile(&grid, |&open| open);
    /// let jump_grid = JumpGrid::new(&space)?;
    /// let mut events = Vec::new();
    /// let mut jps = JumpPointSearch::new();
    /// let found = jps.search_observed(&jump_grid, [Pos::new(0, 0)], Pos::new(2, 3), |e| events.push(e));
    /// let path = found.path().unwrap();
    /// let route = Anya::new().search(&Sight::new(&space)?, Corner::new(0, 0), Corner::new(2, 3)).unwrap();
    /// assert_eq!(route.corners().len(), 3);
    ///
    /// let search = Animation::search(&grid, events, &path).seconds(4);
    /// let animation = search.clone().route(route.corners());
    /// let svg = animation.to_svg();
    /// // Two segments, shown at 4.5 s and 5 s: after the last frame (4 s), over a second.
    /// assert_eq!(svg.matches("<line ").count(), 2);
    /// assert!(svg.contains(r#"begin="clock.begin+4500ms""#) && svg.contains(r#"begin="clock.begin+5000ms""#));
    /// assert!(svg.contains(r#"dur="7s""#)); // 4 s, the route's second, the two-second pause
    /// // The text frames are the search's alone.
    /// assert_eq!(animation.text_frames(), search.text_frames());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn route(mut self, corners: &[Corner]) -> Self {
        self.route = corners.to_vec();
        self
    }

    fn new(first: Grid<Paint>, steps: Vec<(Pos, Paint)>) -> Animation {
        Animation {
            first,
            steps,
            route: Vec::new(),
            frames: 240,
            seconds: 12,
            style: Style {
                cell: 8,
                ..Style::default()
            },
        }
    }

    /// At most `frames` frames after the first picture (default 240; 0 counts as 1): the
    /// steps are shared out evenly among them. Fewer frames, a smaller file.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, SearchEvent};
    /// use gridpath::render::animate::Animation;
    /// let grid = Grid::parse("....\n", |c| Some(c == '.'))?;
    /// let events = (0..4).map(|col| SearchEvent::Expanded { state: Pos::new(0, col), distance: col });
    /// let frames = Animation::search(&grid, events, &[]).frames(2).text_frames();
    /// assert_eq!(frames, ["    \n", "··  \n", "····\n"]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn frames(mut self, frames: usize) -> Self {
        self.frames = frames.max(1);
        self
    }

    /// How long the SVG takes to play its steps, in seconds (default 12; 0 counts as 1). It
    /// then draws the [route](Self::route), if there is one, over one second more, pauses two
    /// seconds on the last picture, and plays again.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, SearchEvent};
    /// use gridpath::render::animate::Animation;
    /// let grid = Grid::parse(".\n", |c| Some(c == '.'))?;
    /// let events = [SearchEvent::Expanded { state: Pos::new(0, 0), distance: 0 }];
    /// let svg = Animation::search(&grid, events, &[]).seconds(3).to_svg();
    /// assert!(svg.contains(r#"dur="5s""#));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn seconds(mut self, seconds: u32) -> Self {
        self.seconds = seconds.max(1);
        self
    }

    /// The colours and the cell size of the SVG (default: [`Style::default`] with 8-pixel
    /// cells); only [`Style::cell`], the colours and, for the [route](Self::route),
    /// [`Style::path_width`] are used.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, SearchEvent};
    /// use gridpath::render::animate::Animation;
    /// use gridpath::render::svg::Style;
    /// let grid = Grid::parse("..\n", |c| Some(c == '.'))?;
    /// let none = std::iter::empty::<SearchEvent<Pos, u32>>();
    /// let svg = Animation::search(&grid, none, &[]).style(Style { cell: 10, ..Style::default() }).to_svg();
    /// assert!(svg.contains(r#"width="20" height="10""#));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn style(mut self, style: Style) -> Self {
        self.style = style;
        self
    }

    /// How many steps the animation plays.
    ///
    /// ```
    /// use gridpath::{Grid, Pos, SearchEvent};
    /// use gridpath::render::animate::Animation;
    /// let grid = Grid::parse("..\n", |c| Some(c == '.'))?;
    /// let path = [Pos::new(0, 0), Pos::new(0, 1)];
    /// let none = std::iter::empty::<SearchEvent<Pos, u32>>();
    /// assert_eq!(Animation::search(&grid, none, &path).steps(), 2);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn steps(&self) -> usize {
        self.steps.len()
    }

    /// The steps of each frame, in order: the steps shared out evenly among at most
    /// `self.frames` frames.
    fn frame_steps(&self) -> impl Iterator<Item = &[(Pos, Paint)]> {
        let frames = self.frames.min(self.steps.len()).max(1);
        let total = self.steps.len();
        (0..frames).map(move |k| &self.steps[k * total / frames..(k + 1) * total / frames])
    }

    /// The animation as text pictures: the first picture, then one per frame, each the
    /// whole grid (one line per row) with every step so far painted. The any-angle
    /// [route](Self::route), which runs between cells' corners, is not drawn.
    #[must_use]
    pub fn text_frames(&self) -> Vec<String> {
        let mut picture = self.first.clone();
        let draw = |picture: &Grid<Paint>| {
            let mut text = String::with_capacity(picture.len() * 3 + picture.height() as usize);
            for row in picture.rows() {
                text.extend(row.iter().map(|paint| paint.char()));
                text.push('\n');
            }
            text
        };
        let mut frames = vec![draw(&picture)];
        for steps in self.frame_steps() {
            if steps.is_empty() {
                continue;
            }
            for &(cell, paint) in steps {
                if let Some(slot) = picture.get_mut(cell) {
                    *slot = paint;
                }
            }
            frames.push(draw(&picture));
        }
        frames
    }

    /// The animation as a standalone SVG document that plays itself (SMIL): the first
    /// picture, then one group per frame, made visible at its time, holding the cells that
    /// frame paints as one `<path>` per colour. It plays for [`Animation::seconds`]; then,
    /// with a [route](Self::route), a `<g class="route">` of one group per segment, each a
    /// `<line>` made visible at its time, over one more second; it holds the last picture two
    /// seconds and starts again.
    #[must_use]
    pub fn to_svg(&self) -> String {
        let side = u64::from(self.style.cell.max(1));
        let (width, height) = (
            u64::from(self.first.width()) * side,
            u64::from(self.first.height()) * side,
        );
        let playing = u64::from(self.seconds) * 1000;
        // In seconds: the steps, the route's second if there is a route, the two-second pause.
        let cycle = u64::from(self.seconds) + u64::from(!self.route.is_empty()) + 2;
        let mut svg = String::new();
        // Writing to a `String` cannot fail.
        let _ = writeln!(
            svg,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">"#
        );
        // The clock every frame's time counts from; it restarts when it ends.
        let _ = writeln!(
            svg,
            r#"<rect width="0" height="0"><animate id="clock" attributeName="width" from="0" to="0" begin="0s;clock.end" dur="{cycle}s"/></rect>"#
        );
        let _ = writeln!(
            svg,
            r#"<g transform="scale({side})" shape-rendering="crispEdges">"#
        );
        // The first picture: a wall-coloured background, and every other cell on it.
        let _ = writeln!(
            svg,
            r#"<rect width="{}" height="{}" fill="{}"/>"#,
            self.first.width(),
            self.first.height(),
            self.style.wall
        );
        let cells: Vec<(Pos, Paint)> = self
            .first
            .iter()
            .filter(|&(_, &paint)| paint != Paint::Wall)
            .map(|(p, &paint)| (p, paint))
            .collect();
        paths(&mut svg, &self.style, &cells);
        let frames: Vec<&[(Pos, Paint)]> = self.frame_steps().collect();
        let count = wide(frames.len());
        for (k, steps) in frames.into_iter().enumerate() {
            if steps.is_empty() {
                continue;
            }
            // Frame k of n shows at (k + 1)/n of the playing time, in milliseconds.
            let at = (wide(k) + 1) * playing / count;
            hidden_until(&mut svg, at, cycle);
            paths(&mut svg, &self.style, steps);
            svg.push_str("</g>\n");
        }
        svg.push_str("</g>\n");
        self.route_svg(&mut svg, playing, cycle);
        svg.push_str("</svg>\n");
        svg
    }

    /// Writes the route's segments, in pixels, segment `k` of `n` shown at `(k + 1)/n` of the
    /// second after `playing` milliseconds (a one-corner route: one segment from the corner
    /// to itself, a dot).
    fn route_svg(&self, svg: &mut String, playing: u64, cycle: u64) {
        let segments: Vec<(Corner, Corner)> = match self.route[..] {
            [] => return,
            [corner] => vec![(corner, corner)],
            _ => self.route.windows(2).map(|w| (w[0], w[1])).collect(),
        };
        let side = u64::from(self.style.cell.max(1));
        let _ = writeln!(
            svg,
            r#"<g class="route" stroke="{}" stroke-width="{}" stroke-linecap="round">"#,
            self.style.route, self.style.path_width
        );
        let count = wide(segments.len());
        for (k, (from, to)) in segments.into_iter().enumerate() {
            let at = playing + (wide(k) + 1) * 1000 / count;
            hidden_until(svg, at, cycle);
            let _ = writeln!(
                svg,
                r#"<line x1="{}" y1="{}" x2="{}" y2="{}"/></g>"#,
                u64::from(from.col) * side,
                u64::from(from.row) * side,
                u64::from(to.col) * side,
                u64::from(to.row) * side,
            );
        }
        svg.push_str("</g>\n");
    }
}

/// Opens a group that is hidden until `at` milliseconds after the clock's start and then
/// visible until the end of its `cycle` seconds (the caller closes the group).
fn hidden_until(svg: &mut String, at: u64, cycle: u64) {
    let _ = writeln!(
        svg,
        r#"<g visibility="hidden"><set attributeName="visibility" to="visible" begin="clock.begin+{at}ms" dur="{}ms"/>"#,
        (cycle * 1000).saturating_sub(at)
    );
}

/// Writes the cells of `cells` as one `<path>` of unit squares per paint, in that paint's
/// colour; a cell painted twice shows its last paint.
fn paths(svg: &mut String, style: &Style, cells: &[(Pos, Paint)]) {
    // The last paint of each cell, in the order the cells were first painted.
    let mut last: HashMap<Pos, usize> = HashMap::with_capacity(cells.len());
    for (i, &(cell, _)) in cells.iter().enumerate() {
        last.insert(cell, i);
    }
    for paint in Paint::ALL {
        let mut d = String::new();
        for (i, &(cell, p)) in cells.iter().enumerate() {
            if p == paint && last.get(&cell) == Some(&i) {
                let _ = write!(d, "M{} {}h1v1h-1z", cell.col, cell.row);
            }
        }
        if !d.is_empty() {
            let _ = writeln!(svg, r#"<path fill="{}" d="{d}"/>"#, paint.colour(style));
        }
    }
}

/// A count as `u64` (lossless on supported targets).
fn wide(n: usize) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}
