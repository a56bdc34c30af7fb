//! [`FlowField`]: a direction per cell, toward the nearest source.

use crate::grid::{Dir, Pos, Size};

use super::layout::Layout;

/// A direction per cell — the [`downhill`](super::DistanceField::downhill) move of a field or
/// map — so that thousands of agents each take one step with one read: the flow fields of
/// crowd games (Supreme Commander 2). Made by [`DistanceField::flow`](super::DistanceField::flow)
/// or [`DijkstraMap::flow`](super::DijkstraMap::flow), and rewritten in place each tick by
/// their `flow_into`.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, Moves, Pos};
/// use gridpath::field::FieldGrid;
///
/// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
/// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
/// let flow = prepared.distances([Pos::new(0, 0)]).flow();
/// // An agent in the far corner follows the arrows home.
/// let mut agent = Pos::new(2, 2);
/// while let Some(next) = flow.next(agent) {
///     agent = next;
/// }
/// assert_eq!(agent, Pos::new(0, 0));
/// assert_eq!(flow.get(Pos::new(1, 1)), None); // a wall
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FlowField {
    size: Size,
    /// Row-major: 0 for no move, else 1 + the direction's [`Dir::index`].
    dirs: Vec<u8>,
}

impl FlowField {
    /// Fills the flow of the values `value` gives on `layout`.
    pub(super) fn fill<V: Ord>(&mut self, layout: &Layout, value: impl Fn(usize) -> Option<V>) {
        self.size = layout.size;
        self.dirs.clear();
        self.dirs.extend(layout.cells_inside().map(|(_, i)| {
            layout.downhill(i, &value).map_or(0, |dir| {
                // An index below 8.
                u8::try_from(dir.index() + 1).unwrap_or(0)
            })
        }));
    }

    /// The direction to step from `pos`, or `None` (a source, a wall, a cell without a value,
    /// outside the grid).
    ///
    /// ```
    /// use gridpath::{Dir, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let prepared = gridpath::field::FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let flow = prepared.distances([Pos::new(0, 0)]).flow();
    /// assert_eq!(flow.get(Pos::new(0, 1)), Some(Dir::Left));
    /// assert_eq!(flow.get(Pos::new(0, 0)), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn get(&self, pos: Pos) -> Option<Dir> {
        if pos.row >= self.size.rows || pos.col >= self.size.cols {
            return None;
        }
        let i = pos.row as usize * self.size.cols as usize + pos.col as usize;
        let code = *self.dirs.get(i)?;
        code.checked_sub(1)
            .and_then(|d| Dir::from_index(usize::from(d)))
    }

    /// The cell one step from `pos` along the flow, or `None` where there is no step.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let prepared = gridpath::field::FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let flow = prepared.distances([Pos::new(0, 0)]).flow();
    /// assert_eq!(flow.next(Pos::new(0, 1)), Some(Pos::new(0, 0)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn next(&self, pos: Pos) -> Option<Pos> {
        pos.step(self.get(pos)?)
    }

    /// The grid's size (zero for an empty flow field that was never filled).
    ///
    /// ```
    /// use gridpath::Size;
    /// assert_eq!(gridpath::field::FlowField::default().size(), Size::default());
    /// ```
    #[must_use]
    pub fn size(&self) -> Size {
        self.size
    }
}
