//! [`DistanceField`]: distances from many sources to every cell, and the two loops that
//! compute every field of the module (breadth-first for unit steps, best-first otherwise).

use crate::cost::Cost;
use crate::grid::{Dir, Grid, Pos, Size};
use crate::search::frontier::{Buckets, Entry, Frontier};

use super::flow::FlowField;
use super::grid::{FieldGrid, StepCosts};
use super::layout::Layout;

/// The buffers a computation reuses: the breadth-first layers, the best-first queue and its
/// closed set.
#[derive(Debug, Clone)]
pub(super) struct Scratch<V> {
    starts: Vec<(usize, V)>,
    /// The two first-in, first-out queues of [`two_costs`]: entries after a straight step,
    /// and after a diagonal one.
    straight: Vec<(V, u32)>,
    diagonal: Vec<(V, u32)>,
    layer: Vec<u32>,
    next: Vec<u32>,
    queue: Buckets<(), V>,
    closed: Vec<u64>,
}

impl<V> Default for Scratch<V> {
    fn default() -> Self {
        Scratch {
            starts: Vec::new(),
            straight: Vec::new(),
            diagonal: Vec::new(),
            layer: Vec::new(),
            next: Vec::new(),
            queue: Buckets::default(),
            closed: Vec::new(),
        }
    }
}

/// The distance from the nearest source to every cell of a [`FieldGrid`] — a "Dijkstra map"
/// in the roguelike sense — computed in place as often as the world changes: many sources
/// (monsters, goals, the player), each with an optional start value, and an optional maximum
/// range. What a crowd of agents reads instead of running one search each: every agent walks
/// [`downhill`](DistanceField::downhill), or follows the [`flow`](DistanceField::flow) field.
///
/// Unit steps (every step costing the same) are computed breadth-first, on a layout made for
/// it: the values start as a copy of the grid's template ("not reached" on open cells, the
/// walls and the border never entered), and each layer is a list of cell indices; other
/// costs best-first, with the crate's bucket queue. Sources outside the grid or on a blocked
/// cell are ignored, as every engine ignores such a start. A distance that would not fit the
/// cost type is never clamped: the cell is left unreached and
/// [`is_truncated`](DistanceField::is_truncated) says so.
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, Grid, GridSpace, Moves, Pos};
/// use gridpath::field::{DistanceField, FieldGrid};
///
/// let grid = Grid::parse("....\n.##.\n....\n", Some)?;
/// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
/// let mut field = DistanceField::new(&prepared);
/// // Two goals; recomputed in place every tick.
/// field.compute(&prepared, [Pos::new(0, 0), Pos::new(2, 3)]);
/// assert_eq!(field.get(Pos::new(2, 0)), Some(2));
/// assert_eq!(field.get(Pos::new(0, 3)), Some(2));
/// assert_eq!(field.downhill(Pos::new(0, 2)), Some(Dir::Left));
/// # Ok::<(), gridpath::Error>(())
/// ```
///
/// # Complexity
///
/// A computation costs `O(cells)` for unit steps (a copy of the template, then each reached
/// cell once), `O(cells · log)`-ish best-first (Dial's buckets for integer costs).
#[derive(Debug, Clone)]
pub struct DistanceField<C> {
    pub(super) layout: Layout,
    /// By padded cell: the distance, [`Cost::MAX`] where there is none (the open cells not
    /// reached; blocked cells hold anything and are told by the layout).
    pub(super) values: Vec<C>,
    range: Option<C>,
    truncated: bool,
    scratch: Scratch<C>,
}

impl<C: Cost> DistanceField<C> {
    /// A field for `grid` with no sources yet: no cell has a distance.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DistanceField, FieldGrid};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// assert_eq!(DistanceField::new(&prepared).get(Pos::new(0, 0)), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn new(grid: &FieldGrid<C>) -> Self {
        DistanceField {
            layout: grid.layout.clone(),
            values: vec![C::MAX; grid.layout.cells()],
            range: None,
            truncated: false,
            scratch: Scratch::default(),
        }
    }

    /// The same field with a maximum range: cells farther than `max` from every source are
    /// left unreached (the search stops there, so a short range costs only what it reaches).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DistanceField, FieldGrid};
    /// let grid = Grid::parse(".....\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut field = DistanceField::new(&prepared).with_range(2);
    /// field.compute(&prepared, [Pos::new(0, 0)]);
    /// assert_eq!(field.get(Pos::new(0, 2)), Some(2));
    /// assert_eq!(field.get(Pos::new(0, 3)), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn with_range(mut self, max: C) -> Self {
        self.range = Some(max);
        self
    }

    /// Sets or removes the maximum range for the next computations
    /// ([`with_range`](DistanceField::with_range)).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DistanceField, FieldGrid};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut field = DistanceField::new(&prepared).with_range(1);
    /// field.set_range(None);
    /// field.compute(&prepared, [Pos::new(0, 0)]);
    /// assert_eq!(field.get(Pos::new(0, 2)), Some(2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn set_range(&mut self, max: Option<C>) {
        self.range = max;
    }

    /// Computes the field again, in place, from `sources` (each at distance zero) on `grid`
    /// as it is now. The field takes `grid`'s size, moves and passability.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DistanceField, FieldGrid};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut field = DistanceField::new(&prepared);
    /// for tick in 0..3 {
    ///     field.compute(&prepared, [Pos::new(0, tick)]);
    ///     assert_eq!(field.get(Pos::new(0, tick)), Some(0));
    /// }
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn compute(&mut self, grid: &FieldGrid<C>, sources: impl IntoIterator<Item = Pos>) {
        self.compute_with_values(grid, sources.into_iter().map(|p| (p, C::ZERO)));
    }

    /// Computes the field again, in place, from sources with start values: a cell's value is
    /// the least, over the sources, of the source's start value plus the distance from it
    /// (a goal worth more starts lower). A source given twice keeps its smaller value.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DistanceField, FieldGrid};
    /// let grid = Grid::parse(".....\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut field = DistanceField::new(&prepared);
    /// field.compute_with_values(&prepared, [(Pos::new(0, 0), 0), (Pos::new(0, 4), 3)]);
    /// let values: Vec<_> = (0..5).map(|c| field.get(Pos::new(0, c)).unwrap()).collect();
    /// assert_eq!(values, [0, 1, 2, 3, 3]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn compute_with_values(
        &mut self,
        grid: &FieldGrid<C>,
        sources: impl IntoIterator<Item = (Pos, C)>,
    ) {
        self.layout.clone_from(&grid.layout);
        let mut starts = core::mem::take(&mut self.scratch.starts);
        starts.clear();
        starts.extend(sources.into_iter().filter_map(|(pos, value)| {
            let i = grid.layout.index(pos)?;
            grid.layout.is_open(i).then_some((i, value))
        }));
        let range = self.range;
        let same_start = starts.windows(2).all(|w| w[0].1 == w[1].1);
        self.truncated = match (grid.unit_step(), &grid.costs) {
            (Some(step), _) if same_start => breadth_first(
                grid,
                &mut self.values,
                &mut self.scratch,
                &starts,
                step,
                range,
            ),
            (_, &StepCosts::Uniform { straight, diagonal }) => {
                starts.sort_unstable_by_key(|&(_, value)| value);
                two_costs(
                    &grid.layout,
                    (straight, diagonal),
                    &mut self.values,
                    &mut self.scratch,
                    &starts,
                    range,
                )
            }
            _ => {
                self.values.clear();
                self.values.resize(grid.layout.cells(), C::MAX);
                best_first(
                    &grid.layout,
                    &grid.costs,
                    &mut self.values,
                    &mut self.scratch,
                    starts.iter().copied(),
                    |c| c,
                    range,
                )
            }
        };
        self.scratch.starts = starts;
    }

    /// The distance of `pos` from the nearest source, or `None` (a wall, outside the grid,
    /// not reached, or beyond the range).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let prepared = gridpath::field::FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let field = prepared.distances([Pos::new(0, 0)]);
    /// assert_eq!(field.get(Pos::new(0, 0)), Some(0));
    /// assert_eq!(field.get(Pos::new(0, 2)), None); // another region
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn get(&self, pos: Pos) -> Option<C> {
        let i = self.layout.index(pos)?;
        self.at(i)
    }

    /// The value of padded cell `i`, if it has one.
    #[inline]
    pub(super) fn at(&self, i: usize) -> Option<C> {
        let v = *self.values.get(i)?;
        (v != C::MAX && self.layout.is_open(i)).then_some(v)
    }

    /// The grid's size.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(2, 3), true)?;
    /// let prepared = gridpath::field::FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c))?;
    /// assert_eq!(prepared.distances([Pos::new(0, 0)]).size(), Size::new(2, 3));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn size(&self) -> Size {
        self.layout.size
    }

    /// Whether the last computation left cells unreached because their distance would not
    /// fit the cost type (never clamped).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(1, 300), 5u8)?;
    /// let prepared = gridpath::field::FieldGrid::new(&GridSpace::with_costs(&grid, Moves::four(), |&c| Some(c)))?;
    /// let field = prepared.distances([Pos::new(0, 0)]);
    /// assert!(field.is_truncated());
    /// assert_eq!(field.get(Pos::new(0, 50)), Some(250));
    /// assert_eq!(field.get(Pos::new(0, 51)), None); // 255 would be a clamped sum
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_truncated(&self) -> bool {
        self.truncated
    }

    /// The move from `pos` to its neighbour with the smallest distance below `pos`'s own —
    /// the first in the move set's order among equals — or `None` at a source, a wall, a
    /// cell without a distance, or where no neighbour is lower.
    ///
    /// ```
    /// use gridpath::{Dir, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("...\n...\n", Some)?;
    /// let prepared = gridpath::field::FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let field = prepared.distances([Pos::new(0, 0)]);
    /// assert_eq!(field.downhill(Pos::new(1, 1)), Some(Dir::Up)); // Up before Left
    /// assert_eq!(field.downhill(Pos::new(0, 0)), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn downhill(&self, pos: Pos) -> Option<Dir> {
        let i = self.layout.index(pos)?;
        self.layout.downhill(i, |j| self.at(j))
    }

    /// The flow field of this field: every cell's [`downhill`](DistanceField::downhill)
    /// move, the way to the nearest source.
    ///
    /// ```
    /// use gridpath::{Dir, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let prepared = gridpath::field::FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let flow = prepared.distances([Pos::new(0, 0)]).flow();
    /// assert_eq!(flow.get(Pos::new(0, 2)), Some(Dir::Left));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn flow(&self) -> FlowField {
        let mut flow = FlowField::default();
        self.flow_into(&mut flow);
        flow
    }

    /// Writes this field's flow field into `flow`, reusing its memory (once per tick).
    ///
    /// ```
    /// use gridpath::{Dir, Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::FlowField;
    /// let grid = Grid::parse("...\n", Some)?;
    /// let prepared = gridpath::field::FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut flow = FlowField::default();
    /// prepared.distances([Pos::new(0, 2)]).flow_into(&mut flow);
    /// assert_eq!(flow.get(Pos::new(0, 0)), Some(Dir::Right));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn flow_into(&self, flow: &mut FlowField) {
        flow.fill(&self.layout, |j| self.at(j));
    }

    /// The field as a grid of distances (`None` where there is none).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#\n", Some)?;
    /// let prepared = gridpath::field::FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let values = prepared.distances([Pos::new(0, 0)]).to_grid();
    /// assert_eq!(values.cells(), &[Some(0), None]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn to_grid(&self) -> Grid<Option<C>> {
        // The layout's size is a grid's size, and the cells fill it exactly.
        let cells = self
            .layout
            .cells_inside()
            .map(|(_, i)| self.at(i))
            .collect();
        Grid::from_checked_parts(
            self.layout.size.cols as usize,
            self.layout.size.rows as usize,
            cells,
        )
    }
}

impl<C: Cost> FieldGrid<C> {
    /// A new field computed from `sources` (each at distance zero): [`DistanceField::new`]
    /// then [`DistanceField::compute`]. Keep the field and call `compute` to recompute it in
    /// place.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let prepared = gridpath::field::FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// assert_eq!(prepared.distances([Pos::new(0, 0)]).get(Pos::new(0, 1)), Some(1));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn distances(&self, sources: impl IntoIterator<Item = Pos>) -> DistanceField<C> {
        let mut field = DistanceField::new(self);
        field.compute(self, sources);
        field
    }
}

/// The breadth-first loop, for a grid whose every step costs `step`: the values start as the
/// grid's template (open cells "not reached", the rest never entered), then each layer of
/// cell indices makes the next. The sources all have the same start value (others go
/// [`best_first`]). Returns whether a distance did not fit.
fn breadth_first<C: Cost>(
    grid: &FieldGrid<C>,
    values: &mut Vec<C>,
    scratch: &mut Scratch<C>,
    starts: &[(usize, C)],
    step: C,
    range: Option<C>,
) -> bool {
    let layout = &grid.layout;
    let Scratch { layer, next, .. } = scratch;
    layer.clear();
    values.clear();
    values.extend_from_slice(&grid.template);
    let mut d = C::MAX;
    for &(i, value) in starts {
        if range.is_some_and(|max| value > max) {
            continue;
        }
        d = value;
        if values[i] == C::MAX {
            values[i] = value;
            #[expect(
                clippy::cast_possible_truncation,
                reason = "padded indices fit u32 (checked when the layout is made)"
            )]
            layer.push(i as u32);
        }
    }
    let sides = layout.reads_sides();
    let offsets: Vec<isize> = layout.steps.iter().map(|s| s.offset).collect();
    while !layer.is_empty() {
        let nd = d.saturating_add(step);
        if nd.is_saturated() {
            // Left unreached: say so if some open cell was next.
            return layer.iter().any(|&u| {
                let u = u as usize;
                layout.steps.iter().any(|s| {
                    layout.allows(u, s) && values[u.wrapping_add_signed(s.offset)] == C::MAX
                })
            });
        }
        if range.is_some_and(|max| nd > max) {
            break;
        }
        next.clear();
        if sides {
            for &u in layer.iter() {
                let u = u as usize;
                let mut legal = layout.legal[u];
                while legal != 0 {
                    let k = legal.trailing_zeros() as usize;
                    legal &= legal - 1;
                    let v = u.wrapping_add_signed(offsets[k]);
                    if values[v] == C::MAX {
                        values[v] = nd;
                        #[expect(
                            clippy::cast_possible_truncation,
                            reason = "padded indices fit u32"
                        )]
                        next.push(v as u32);
                    }
                }
            }
        } else if let Ok(four) = <[isize; 4]>::try_from(&offsets[..]) {
            expand_layer(values, layer, next, &four, nd);
        } else if let Ok(eight) = <[isize; 8]>::try_from(&offsets[..]) {
            expand_layer(values, layer, next, &eight, nd);
        } else {
            expand_layer(values, layer, next, &offsets.iter().copied(), nd);
        }
        core::mem::swap(layer, next);
        d = nd;
    }
    false
}

/// One breadth-first layer without side-cell tests: every neighbour of `layer` at an offset of
/// `offsets` still "not reached" ([`Cost::MAX`]) gets `nd` and joins `next`. The 4 and 8
/// direction sets come as arrays, so that the loop over the offsets is unrolled: over a vector
/// of offsets it reloaded the offset, the values' address and length and its own counter for
/// every neighbour (1.3× the floor BFS on a 1000 × 1000 grid; unrolled, at par: `fields` bench).
#[inline]
fn expand_layer<C: Cost>(
    values: &mut [C],
    layer: &[u32],
    next: &mut Vec<u32>,
    offsets: &(impl IntoIterator<Item = isize> + Clone),
    nd: C,
) {
    for &u in layer {
        let u = u as usize;
        for offset in offsets.clone() {
            let v = u.wrapping_add_signed(offset);
            if values[v] == C::MAX {
                values[v] = nd;
                #[expect(clippy::cast_possible_truncation, reason = "padded indices fit u32")]
                next.push(v as u32);
            }
        }
    }
}

/// Dijkstra's algorithm when every straight step costs `straight` and every diagonal step
/// `diagonal` (octile moves, or any two uniform costs), with two first-in, first-out queues
/// instead of a priority queue: states are taken in order of distance, so the distances pushed
/// after a straight step only grow, and so do those after a diagonal step; each queue is
/// sorted as it is written, and the next state is the least of the three heads (the sources,
/// sorted by start value, are the third). An entry whose distance is no longer its cell's is
/// stale and passed over. Returns whether a distance did not fit.
fn two_costs<C: Cost>(
    layout: &Layout,
    (straight, diagonal): (C, C),
    values: &mut Vec<C>,
    scratch: &mut Scratch<C>,
    starts: &[(usize, C)],
    range: Option<C>,
) -> bool {
    let Scratch {
        straight: after_straight,
        diagonal: after_diagonal,
        closed,
        ..
    } = scratch;
    values.clear();
    values.resize(layout.cells(), C::MAX);
    after_straight.clear();
    after_diagonal.clear();
    // Settled cells, whose distance is final: a move into one is passed over on a bit, without
    // comparing distances (most of a cell's neighbours are settled when it is taken).
    closed.clear();
    closed.resize(layout.cells().div_ceil(64), 0);
    let (mut next_start, mut next_straight, mut next_diagonal) = (0, 0, 0);
    let mut saturated: Vec<usize> = Vec::new();
    let mut offsets = [0isize; 8];
    let mut diagonals = [false; 8];
    for (k, step) in layout.steps.iter().enumerate() {
        offsets[k] = step.offset;
        diagonals[k] = step.sides.is_some();
    }
    loop {
        // The least of the three heads (the sources first among equals).
        let head = |queue: &[(C, u32)], next: usize| queue.get(next).map(|&(v, _)| v);
        let start = starts.get(next_start).map(|&(_, v)| v);
        let (by_straight, by_diagonal) = (
            head(after_straight, next_straight),
            head(after_diagonal, next_diagonal),
        );
        let (g, u) = match (start, by_straight, by_diagonal) {
            (Some(v), s, d) if s.is_none_or(|s| v <= s) && d.is_none_or(|d| v <= d) => {
                let (i, v) = starts[next_start];
                next_start += 1;
                if range.is_some_and(|max| v > max) || v.is_saturated() || v >= values[i] {
                    continue;
                }
                values[i] = v;
                (v, i)
            }
            (_, Some(s), d) if d.is_none_or(|d| s <= d) => {
                let (_, u) = after_straight[next_straight];
                next_straight += 1;
                (s, u as usize)
            }
            (_, _, Some(d)) => {
                let (_, u) = after_diagonal[next_diagonal];
                next_diagonal += 1;
                (d, u as usize)
            }
            _ => break,
        };
        if values[u] != g {
            continue; // stale: the cell was reached cheaper since
        }
        closed[u / 64] |= 1 << (u % 64);
        let mut legal = layout.legal[u];
        while legal != 0 {
            let k = legal.trailing_zeros() as usize;
            legal &= legal - 1;
            let v = u.wrapping_add_signed(offsets[k]);
            if closed[v / 64] & (1 << (v % 64)) != 0 {
                continue;
            }
            let (cost, queue) = if diagonals[k] {
                (diagonal, &mut *after_diagonal)
            } else {
                (straight, &mut *after_straight)
            };
            let nv = g.saturating_add(cost);
            if nv.is_saturated() {
                saturated.push(v);
                continue;
            }
            if range.is_some_and(|max| nv > max) || (values[v] != C::MAX && nv >= values[v]) {
                continue;
            }
            values[v] = nv;
            #[expect(clippy::cast_possible_truncation, reason = "padded indices fit u32")]
            queue.push((nv, v as u32));
        }
    }
    // Truncated if a cell whose sum did not fit was reached no other way.
    saturated.iter().any(|&v| values[v] == C::MAX)
}

/// The best-first loop, Dijkstra's from many sources with start values: every field that is
/// not breadth-first, and every Dijkstra map's rescan. `values` (of type `V`, by padded cell)
/// must hold [`Cost::MAX`] on entry; `step` turns a step's cost into `V`. A step whose sum
/// saturates is not taken and the loop returns `true` ("truncated"); sums above `range` are
/// not taken.
pub(super) fn best_first<C: Cost, V: Cost>(
    layout: &Layout,
    costs: &StepCosts<C>,
    values: &mut [V],
    scratch: &mut Scratch<V>,
    starts: impl Iterator<Item = (usize, V)>,
    step: impl Fn(C) -> V,
    range: Option<V>,
) -> bool {
    let Scratch { queue, closed, .. } = scratch;
    queue.clear();
    closed.clear();
    closed.resize(layout.cells().div_ceil(64), 0);
    let push = |queue: &mut Buckets<(), V>, i: usize, value: V| {
        #[expect(clippy::cast_possible_truncation, reason = "padded indices fit u32")]
        queue.push(
            Entry {
                f: value,
                g: value,
                state: (),
                slot: i as u32,
            },
            false,
        );
    };
    for (i, value) in starts {
        if range.is_some_and(|max| value > max) || value.is_saturated() {
            continue;
        }
        if value < values[i] {
            values[i] = value;
            push(queue, i, value);
        }
    }
    let mut truncated = false;
    while let Some(popped) = queue.pop() {
        let u = popped.slot as usize;
        if closed[u / 64] & (1 << (u % 64)) != 0 {
            continue;
        }
        closed[u / 64] |= 1 << (u % 64);
        let g = values[u];
        for (k, s) in layout.steps.iter().enumerate() {
            if layout.legal[u] & (1 << k) == 0 {
                continue;
            }
            let v = u.wrapping_add_signed(s.offset);
            let nv = g.saturating_add(step(costs.entering(v, s.sides.is_some())));
            if nv.is_saturated() {
                truncated |= nv < values[v] || values[v] == V::MAX;
                continue;
            }
            if range.is_some_and(|max| nv > max) {
                continue;
            }
            if nv < values[v] {
                values[v] = nv;
                push(queue, v, nv);
            }
        }
    }
    truncated
}
