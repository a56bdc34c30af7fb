//! [`DijkstraMap`]: a field of signed integer values and the operations of Brian Walker's
//! "Dijkstra maps": scaling, weighted sums, the rescan that makes a flee map.

use crate::cost::Cost;
use crate::error::FieldError;
use crate::grid::{Dir, Grid, Pos, Size};

use super::distance::{DistanceField, Scratch, best_first};
use super::flow::FlowField;
use super::grid::{FieldGrid, StepCosts};
use super::layout::Layout;

/// The value of a cell without one.
const NONE: i64 = i64::MAX;

/// A map of signed integer values over a grid, made from a [`DistanceField`] and combined the
/// way roguelikes combine "Dijkstra maps" (Brian Walker, *The Incredible Power of Dijkstra
/// Maps*): [`scale`](DijkstraMap::scale) it, add maps with weights
/// ([`add_weighted`](DijkstraMap::add_weighted): fear and greed), and
/// [`rescan`](DijkstraMap::rescan) it — relax it again so that no cell is more than a step
/// above a neighbour — which turns a scaled, negated approach map into a *flee* map
/// ([`flee`](DijkstraMap::flee)). Agents walk [`downhill`](DijkstraMap::downhill).
///
/// Values are exact integers: scale by whole numbers and keep fractions as units (Walker's
/// −1.2 is −6 fifths, with steps of 5 fifths). Every operation is checked: a value that
/// would not fit an `i64` is [`FieldError::Overflow`], and leaves the map as it was.
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, Grid, GridSpace, Moves, Pos};
/// use gridpath::field::{DijkstraMap, FieldGrid};
///
/// let short = Grid::parse("......\n", Some)?;
/// let prepared = FieldGrid::new(&GridSpace::new(&short, Moves::four(), |&c| c == '.'))?;
/// let flee = DijkstraMap::flee(&prepared.distances([Pos::new(0, 1)]), &prepared)?;
/// // Cornered at (0, 0) in a short corridor: staying beats running past the monster.
/// assert_eq!(flee.downhill(Pos::new(0, 0)), None);
/// assert_eq!(flee.downhill(Pos::new(0, 3)), Some(Dir::Right));
///
/// let long = Grid::parse(&".".repeat(16), Some)?;
/// let prepared = FieldGrid::new(&GridSpace::new(&long, Moves::four(), |&c| c == '.'))?;
/// let flee = DijkstraMap::flee(&prepared.distances([Pos::new(0, 1)]), &prepared)?;
/// // In a long one the far end is worth the risk: run past it.
/// assert_eq!(flee.downhill(Pos::new(0, 0)), Some(Dir::Right));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct DijkstraMap {
    layout: Layout,
    /// By padded cell; [`NONE`] where there is no value.
    values: Vec<i64>,
    /// Reused between operations: the best-first loop's buffers, the shifted values of a
    /// rescan, its starts, and the values an operation writes before they replace `values`.
    scratch: Scratch<u64>,
    shifted: Vec<u64>,
    starts: Vec<(usize, u64)>,
    spare: Vec<i64>,
}

impl DijkstraMap {
    /// The map of a field's distances.
    ///
    /// # Errors
    ///
    /// [`FieldError::NotInteger`] for a field whose cost type is not an integer
    /// ([`Octile`](crate::Octile)); [`FieldError::Overflow`] for a distance above `i64::MAX`.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DijkstraMap, FieldGrid};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let map = DijkstraMap::from_field(&prepared.distances([Pos::new(0, 0)]))?;
    /// assert_eq!(map.get(Pos::new(0, 2)), Some(2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn from_field<C: Cost>(field: &DistanceField<C>) -> Result<Self, FieldError> {
        if C::ZERO.as_integer().is_none() {
            return Err(FieldError::NotInteger);
        }
        let mut values = Vec::with_capacity(field.values.len());
        for i in 0..field.values.len() {
            values.push(match field.at(i) {
                None => NONE,
                Some(v) => v
                    .as_integer()
                    .and_then(|v| i64::try_from(v).ok())
                    .filter(|&v| v != NONE)
                    .ok_or(FieldError::Overflow)?,
            });
        }
        Ok(DijkstraMap {
            layout: field.layout.clone(),
            values,
            scratch: Scratch::default(),
            shifted: Vec::new(),
            starts: Vec::new(),
            spare: Vec::new(),
        })
    }

    /// Walker's flee map of `field` (the distances to what is fled from) on `grid`: every
    /// value multiplied by −1.2, then [`rescan`](DijkstraMap::rescan)ned — counted in fifths
    /// of a step, so that it stays exact: the value of a cell `c` is the least, over the cells
    /// `s` it can reach, of `−6·field(s) + 5·steps(s, c)`. Walking downhill moves away from
    /// the sources, but around them rather than into a dead end.
    ///
    /// # Errors
    ///
    /// As [`from_field`](DijkstraMap::from_field) and [`rescan`](DijkstraMap::rescan).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DijkstraMap, FieldGrid};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let flee = DijkstraMap::flee(&prepared.distances([Pos::new(0, 0)]), &prepared)?;
    /// assert_eq!(flee.get(Pos::new(0, 2)), Some(-12)); // −1.2 × 2, in fifths
    /// assert_eq!(flee.get(Pos::new(0, 0)), Some(-2)); // −12 + 2 steps of 5
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn flee<C: Cost>(
        field: &DistanceField<C>,
        grid: &FieldGrid<C>,
    ) -> Result<Self, FieldError> {
        let mut map = DijkstraMap::from_field(field)?;
        map.scale(-6)?;
        map.rescan(grid, 5)?;
        Ok(map)
    }

    /// The value of `pos`, or `None` (a wall, outside the grid, or a cell without a value).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DijkstraMap, FieldGrid};
    /// let grid = Grid::parse(".#\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let map = DijkstraMap::from_field(&prepared.distances([Pos::new(0, 0)]))?;
    /// assert_eq!(map.get(Pos::new(0, 1)), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn get(&self, pos: Pos) -> Option<i64> {
        self.at(self.layout.index(pos)?)
    }

    fn at(&self, i: usize) -> Option<i64> {
        let v = *self.values.get(i)?;
        (v != NONE && self.layout.is_open(i)).then_some(v)
    }

    /// The grid's size.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos, Size};
    /// use gridpath::field::{DijkstraMap, FieldGrid};
    /// let grid = Grid::new(Size::new(2, 2), true)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c))?;
    /// let map = DijkstraMap::from_field(&prepared.distances([Pos::new(0, 0)]))?;
    /// assert_eq!(map.size(), Size::new(2, 2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn size(&self) -> Size {
        self.layout.size
    }

    /// Applies `f` to every value, all or nothing: the first `None` leaves the map as it was
    /// and is an overflow.
    fn map_values(
        &mut self,
        mut f: impl FnMut(usize, i64) -> Option<i64>,
    ) -> Result<(), FieldError> {
        let mut out = self.values.clone();
        for (i, slot) in out.iter_mut().enumerate() {
            if *slot != NONE && self.layout.is_open(i) {
                *slot = f(i, *slot)
                    .filter(|&v| v != NONE)
                    .ok_or(FieldError::Overflow)?;
            } else {
                *slot = NONE;
            }
        }
        self.values = out;
        Ok(())
    }

    /// Multiplies every value by `factor`.
    ///
    /// # Errors
    ///
    /// [`FieldError::Overflow`] if a product does not fit (the map is unchanged).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DijkstraMap, FieldGrid};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut map = DijkstraMap::from_field(&prepared.distances([Pos::new(0, 0)]))?;
    /// map.scale(-3)?;
    /// assert_eq!(map.get(Pos::new(0, 2)), Some(-6));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn scale(&mut self, factor: i64) -> Result<(), FieldError> {
        self.map_values(|_, v| v.checked_mul(factor))
    }

    /// Adds `weight` times `other` to this map, cell by cell (fear plus greed). A cell keeps a
    /// value only where both maps have one.
    ///
    /// # Errors
    ///
    /// [`FieldError::OtherSize`] for maps of different sizes; [`FieldError::Overflow`] if a
    /// sum does not fit (the map is unchanged).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DijkstraMap, FieldGrid};
    /// let grid = Grid::parse("....\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut gold = DijkstraMap::from_field(&prepared.distances([Pos::new(0, 0)]))?;
    /// let exit = DijkstraMap::from_field(&prepared.distances([Pos::new(0, 3)]))?;
    /// gold.add_weighted(&exit, 2)?; // the exit matters twice as much
    /// assert_eq!(gold.get(Pos::new(0, 1)), Some(1 + 2 * 2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn add_weighted(&mut self, other: &DijkstraMap, weight: i64) -> Result<(), FieldError> {
        self.same_size(&other.layout)?;
        self.map_values(|i, v| {
            let w = other.at(i)?;
            v.checked_add(w.checked_mul(weight)?)
        })
    }

    /// Relaxes the map on `grid`: every cell's value becomes the least, over the cells `s` it
    /// can reach, of `value(s) + step_scale × cost(s → cell)` — Dijkstra's algorithm from
    /// every cell with a value at once, with the grid's step costs times `step_scale` (the
    /// unit the values are counted in). Cells that were blocked in `grid` lose their value.
    ///
    /// # Errors
    ///
    /// [`FieldError::OtherSize`] for a grid of another size, [`FieldError::NotInteger`] for a
    /// grid whose costs are not integers, [`FieldError::Overflow`] if a value does not fit
    /// (the map is unchanged).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DijkstraMap, FieldGrid};
    /// let grid = Grid::parse("....\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut map = DijkstraMap::from_field(&prepared.distances([Pos::new(0, 0)]))?;
    /// map.scale(-10)?; // 0, −10, −20, −30
    /// map.rescan(&prepared, 4)?;
    /// let values: Vec<_> = (0..4).map(|c| map.get(Pos::new(0, c)).unwrap()).collect();
    /// assert_eq!(values, [-18, -22, -26, -30]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn rescan<C: Cost>(
        &mut self,
        grid: &FieldGrid<C>,
        step_scale: u64,
    ) -> Result<(), FieldError> {
        self.same_size(&grid.layout)?;
        if C::ZERO.as_integer().is_none() {
            return Err(FieldError::NotInteger);
        }
        if let StepCosts::Uniform { straight, diagonal } = &grid.costs {
            for c in [straight, diagonal] {
                c.as_integer()
                    .and_then(|c| c.checked_mul(step_scale))
                    .ok_or(FieldError::Overflow)?;
            }
        }
        let layout = &grid.layout;
        let mut starts = core::mem::take(&mut self.starts);
        let (values, own) = (&self.values, &self.layout);
        let present = |i: usize| {
            let v = *values.get(i)?;
            (v != NONE && own.is_open(i) && layout.is_open(i)).then_some(v)
        };
        let Some(low) = (0..layout.cells()).filter_map(present).min() else {
            self.starts = starts;
            self.layout.clone_from(layout);
            self.values.fill(NONE);
            return Ok(());
        };
        // Shifted to start at 0, so that the values are costs the best-first loop can queue
        // (a difference of two `i64`s fits a `u64`).
        let shift = |v: i64| u64::try_from(i128::from(v) - i128::from(low)).unwrap_or(u64::MAX);
        starts.clear();
        starts.extend((0..layout.cells()).filter_map(|i| Some((i, shift(present(i)?)))));
        self.shifted.clear();
        self.shifted.resize(layout.cells(), u64::MAX);
        let truncated = best_first(
            layout,
            &grid.costs,
            &mut self.shifted,
            &mut self.scratch,
            starts.iter().copied(),
            |c: C| {
                c.as_integer()
                    .map_or(u64::MAX, |c| c.saturating_mul(step_scale))
            },
            None,
        );
        self.starts = starts;
        if truncated {
            return Err(FieldError::Overflow);
        }
        let mut values = core::mem::take(&mut self.spare);
        values.clear();
        for (i, &s) in self.shifted.iter().enumerate() {
            let value = if s != u64::MAX && layout.is_open(i) {
                i64::try_from(i128::from(s) + i128::from(low))
                    .ok()
                    .filter(|&v| v != NONE)
            } else {
                Some(NONE)
            };
            let Some(value) = value else {
                self.spare = values;
                return Err(FieldError::Overflow);
            };
            values.push(value);
        }
        self.spare = core::mem::replace(&mut self.values, values);
        self.layout.clone_from(layout);
        Ok(())
    }

    /// The move from `pos` to its neighbour with the smallest value below `pos`'s own — the
    /// first in the move set's order among equals — or `None` where no neighbour is lower.
    ///
    /// ```
    /// use gridpath::{Dir, Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DijkstraMap, FieldGrid};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut map = DijkstraMap::from_field(&prepared.distances([Pos::new(0, 0)]))?;
    /// map.scale(-1)?; // away from the source
    /// assert_eq!(map.downhill(Pos::new(0, 1)), Some(Dir::Right));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn downhill(&self, pos: Pos) -> Option<Dir> {
        let i = self.layout.index(pos)?;
        self.layout.downhill(i, |j| self.at(j))
    }

    /// The flow field of this map: every cell's [`downhill`](DijkstraMap::downhill) move.
    ///
    /// ```
    /// use gridpath::{Dir, Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DijkstraMap, FieldGrid};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let flow = DijkstraMap::from_field(&prepared.distances([Pos::new(0, 0)]))?.flow();
    /// assert_eq!(flow.get(Pos::new(0, 2)), Some(Dir::Left));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn flow(&self) -> FlowField {
        let mut flow = FlowField::default();
        self.flow_into(&mut flow);
        flow
    }

    /// Writes this map's flow field into `flow`, reusing its memory.
    ///
    /// ```
    /// use gridpath::{Dir, Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DijkstraMap, FieldGrid, FlowField};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut flow = FlowField::default();
    /// DijkstraMap::from_field(&prepared.distances([Pos::new(0, 1)]))?.flow_into(&mut flow);
    /// assert_eq!(flow.get(Pos::new(0, 0)), Some(Dir::Right));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn flow_into(&self, flow: &mut FlowField) {
        flow.fill(&self.layout, |j| self.at(j));
    }

    /// The map as a grid of values (`None` where there is none).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::field::{DijkstraMap, FieldGrid};
    /// let grid = Grid::parse(".#\n", Some)?;
    /// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let map = DijkstraMap::from_field(&prepared.distances([Pos::new(0, 0)]))?;
    /// assert_eq!(map.to_grid().cells(), &[Some(0), None]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn to_grid(&self) -> Grid<Option<i64>> {
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

    fn same_size(&self, other: &Layout) -> Result<(), FieldError> {
        if self.layout.same_size(other) {
            Ok(())
        } else {
            Err(FieldError::OtherSize {
                rows: self.layout.size.rows,
                cols: self.layout.size.cols,
                other_rows: other.size.rows,
                other_cols: other.size.cols,
            })
        }
    }
}
