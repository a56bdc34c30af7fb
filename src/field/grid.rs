//! [`FieldGrid`]: a grid space prepared for distance fields.

use crate::cost::Cost;
use crate::error::GridError;
use crate::grid::{Dir, GridSpace, Pos, Size, StepRule};

use super::layout::Layout;

/// What a step into a cell costs: the same everywhere, or per cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum StepCosts<C> {
    /// Every straight step costs `straight` and every diagonal step `diagonal`.
    Uniform { straight: C, diagonal: C },
    /// By padded cell: the cost of a straight and of a diagonal step into it ([`Cost::MAX`]
    /// where the rule gives no cost).
    PerCell { straight: Vec<C>, diagonal: Vec<C> },
}

impl<C: Cost> StepCosts<C> {
    /// The cost of a step into padded cell `to`, diagonal or not.
    #[inline]
    pub(super) fn entering(&self, to: usize, diagonal: bool) -> C {
        match self {
            StepCosts::Uniform {
                straight,
                diagonal: d,
            } => {
                if diagonal {
                    *d
                } else {
                    *straight
                }
            }
            StepCosts::PerCell {
                straight,
                diagonal: d,
            } => {
                let costs = if diagonal { d } else { straight };
                costs.get(to).copied().unwrap_or(C::MAX)
            }
        }
    }

    /// Whether a step into padded cell `to` has a cost.
    fn priced(&self, to: usize) -> bool {
        match self {
            StepCosts::Uniform { .. } => true,
            StepCosts::PerCell { straight, .. } => straight.get(to).is_some_and(|&c| c != C::MAX),
        }
    }
}

/// A grid space prepared for distance fields: its passability, its moves and what a step into
/// each cell costs, laid out for the fields' loops (a blocked border one cell wide, so that a
/// neighbour is one addition away). Built once from a [`GridSpace`], it owns its data (it
/// does not borrow the grid), is `Send + Sync`, and changes in place with
/// [`FieldGrid::set_passable`]; a [`DistanceField`](super::DistanceField) is computed on it
/// as often as the game needs, in place.
///
/// The costs come from the space's [`StepRule`]: a field keeps one cost for a straight step
/// into a cell and one for a diagonal step into it. That covers [`Passable`](crate::Passable)
/// (unit steps: the field runs breadth-first), [`EnterCost`](crate::EnterCost) (a per-cell
/// cost), [`OctileSteps`](crate::OctileSteps) (1 and √2, exactly) and
/// [`OctileEnterCost`](crate::OctileEnterCost) (a per-cell cost `c`, `c√2` diagonally,
/// exactly); a rule whose cost differs between two straight (or two diagonal) directions is
/// refused with [`GridError::DirectionalCost`].
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, Moves, Pos};
/// use gridpath::field::FieldGrid;
///
/// let grid = Grid::parse("..#\n...\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// let prepared = FieldGrid::new(&space)?;
/// let field = prepared.distances([Pos::new(0, 0)]);
/// assert_eq!(field.get(Pos::new(1, 2)), Some(3));
/// assert_eq!(field.get(Pos::new(0, 2)), None); // a wall
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldGrid<C> {
    pub(super) layout: Layout,
    pub(super) costs: StepCosts<C>,
    /// What a field's values start as before a breadth-first computation: [`Cost::MAX`]
    /// ("not reached") for open cells, [`Cost::ZERO`] for blocked ones and the border, which
    /// the loop therefore never enters.
    pub(super) template: Vec<C>,
}

impl<C: Cost> FieldGrid<C> {
    /// Prepares `space` for distance fields: its passable cells (as the space has them now,
    /// with any [`GridSpace::set_passable`] change), its moves and diagonal rule, and its
    /// rule's cost of entering each cell.
    ///
    /// # Errors
    ///
    /// [`GridError::DirectionalCost`] for a rule whose cost of entering a cell differs
    /// between two straight or two diagonal directions; [`GridError::TooLarge`] when the grid
    /// with its border would have more than `u32::MAX` cells, or
    /// [`GridError::OutOfMemory`] when its memory cannot be reserved.
    ///
    /// # Complexity
    ///
    /// `O(cells × moves)` calls of the rule (none for a rule with a uniform cost).
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Octile, OctileEnterCost, Pos};
    /// use gridpath::field::FieldGrid;
    ///
    /// // Mud costs 3 to enter, 3√2 diagonally; `#` is a wall.
    /// let grid = Grid::parse("#~\n.#\n", Some)?;
    /// let cost = |c: &char| match c { '.' => Some(1), '~' => Some(3), _ => None };
    /// let prepared = FieldGrid::new(&GridSpace::with_rule(
    ///     &grid,
    ///     gridpath::Moves::eight(gridpath::DiagonalRule::Always),
    ///     OctileEnterCost(cost),
    /// ))?;
    /// let field = prepared.distances([Pos::new(1, 0)]);
    /// assert_eq!(field.get(Pos::new(0, 1)), Some(Octile::new(0, 3)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn new<T, R: StepRule<T, Cost = C>>(
        space: &GridSpace<'_, T, R>,
    ) -> Result<Self, GridError> {
        let grid = space.grid();
        let size = grid.size();
        let too_large = GridError::TooLarge {
            rows: size.rows as usize,
            cols: size.cols as usize,
            max: u32::MAX as usize,
        };
        let layout =
            Layout::new(size, space.moves(), |pos| space.is_passable(pos)).ok_or(too_large)?;
        let rule = space.rule();
        let dirs = space.moves().dirs();
        let (straight_dirs, diagonal_dirs): (Vec<Dir>, Vec<Dir>) =
            dirs.iter().partition(|d| !d.is_diagonal());
        let uniform = |dirs: &[Dir]| -> Option<Option<C>> {
            let mut costs = dirs.iter().map(|&d| rule.uniform_cost(d));
            let first = costs.next().map_or(Some(None), |c| c.map(Some))?;
            costs.all(|c| c == first).then_some(first)
        };
        let costs = if let (Some(straight), Some(diagonal)) =
            (uniform(&straight_dirs), uniform(&diagonal_dirs))
        {
            let straight = straight.or(diagonal).unwrap_or(C::ZERO);
            StepCosts::Uniform {
                straight,
                diagonal: diagonal.unwrap_or(straight),
            }
        } else {
            let cells = layout.cells();
            let out_of_memory = GridError::OutOfMemory {
                rows: size.rows as usize,
                cols: size.cols as usize,
                bytes: cells.saturating_mul(2 * size_of::<C>()),
            };
            let mut straight = Vec::new();
            let mut diagonal = Vec::new();
            straight
                .try_reserve_exact(cells)
                .map_err(|_| out_of_memory.clone())?;
            diagonal
                .try_reserve_exact(cells)
                .map_err(|_| out_of_memory)?;
            straight.resize(cells, C::MAX);
            diagonal.resize(cells, C::MAX);
            for (pos, i) in layout.cells_inside() {
                let cell = &grid[pos];
                // A cell the space has open is priced by the rule; a blocked one only if
                // the rule calls it passable (so that `set_passable` can open it).
                if !layout.is_open(i) && !rule.passable(cell) {
                    continue;
                }
                let one = |dirs: &[Dir]| -> Result<Option<C>, GridError> {
                    let mut costs = dirs.iter().map(|&d| rule.cost(cell, d));
                    let Some(first) = costs.next() else {
                        return Ok(None);
                    };
                    if costs.all(|c| c == first) {
                        Ok(Some(first))
                    } else {
                        Err(GridError::DirectionalCost {
                            row: pos.row,
                            col: pos.col,
                        })
                    }
                };
                let s = one(&straight_dirs)?;
                let d = one(&diagonal_dirs)?;
                let s = s.or(d).unwrap_or(C::MAX);
                straight[i] = s;
                diagonal[i] = d.unwrap_or(s);
            }
            StepCosts::PerCell { straight, diagonal }
        };

        let mut template = Vec::new();
        template
            .try_reserve_exact(layout.cells())
            .map_err(|_| GridError::OutOfMemory {
                rows: size.rows as usize,
                cols: size.cols as usize,
                bytes: layout.cells().saturating_mul(size_of::<C>()),
            })?;
        template.extend((0..layout.cells()).map(
            |i| {
                if layout.is_open(i) { C::MAX } else { C::ZERO }
            },
        ));
        Ok(FieldGrid {
            layout,
            costs,
            template,
        })
    }

    /// The grid's size.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Size};
    /// let grid = Grid::new(Size::new(2, 3), true)?;
    /// let prepared = gridpath::field::FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c))?;
    /// assert_eq!(prepared.size(), Size::new(2, 3));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn size(&self) -> Size {
        self.layout.size
    }

    /// Whether `pos` is inside the grid and open.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#\n", Some)?;
    /// let prepared = gridpath::field::FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// assert!(prepared.is_passable(Pos::new(0, 0)));
    /// assert!(!prepared.is_passable(Pos::new(0, 1)));
    /// assert!(!prepared.is_passable(Pos::new(9, 9)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_passable(&self, pos: Pos) -> bool {
        self.layout
            .index(pos)
            .is_some_and(|i| self.layout.is_open(i))
    }

    /// Opens or closes a cell in place (a door, a wall blown up) and returns whether it
    /// changed; fields computed from now on see the change. The result equals a `FieldGrid`
    /// built afresh from the space with the same change.
    ///
    /// # Errors
    ///
    /// [`GridError::OutOfBounds`] outside the grid; [`GridError::NoCost`] when opening a cell
    /// the rule gives no cost for entering (as [`GridSpace::set_passable`]).
    ///
    /// # Complexity
    ///
    /// `O(1)`.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let mut prepared = gridpath::field::FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// assert_eq!(prepared.distances([Pos::new(0, 0)]).get(Pos::new(0, 2)), None);
    /// assert!(prepared.set_passable(Pos::new(0, 1), true)?); // the door opens
    /// assert_eq!(prepared.distances([Pos::new(0, 0)]).get(Pos::new(0, 2)), Some(2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn set_passable(&mut self, pos: Pos, passable: bool) -> Result<bool, GridError> {
        let Some(i) = self.layout.index(pos) else {
            return Err(GridError::OutOfBounds {
                row: pos.row,
                col: pos.col,
                rows: self.layout.size.rows,
                cols: self.layout.size.cols,
            });
        };
        if self.layout.is_open(i) == passable {
            return Ok(false);
        }
        if passable && !self.costs.priced(i) {
            return Err(GridError::NoCost {
                row: pos.row,
                col: pos.col,
            });
        }
        self.layout.set_open(i, passable);
        self.template[i] = if passable { C::MAX } else { C::ZERO };
        Ok(true)
    }

    /// Whether every step costs the same (straight and diagonal alike): then fields are
    /// computed breadth-first, and this is that cost.
    pub(super) fn unit_step(&self) -> Option<C> {
        match self.costs {
            StepCosts::Uniform { straight, diagonal }
                if straight == diagonal || self.layout.steps.iter().all(|s| s.sides.is_none()) =>
            {
                Some(straight)
            }
            _ => None,
        }
    }
}
