//! [`JumpGrid`]: what Jump Point Search precomputes for a grid, as an immutable value.

use core::fmt;

use super::masks::{GUARD, Masks, bit_set};
use super::table::JumpTable;
use crate::cost::Octile;
use crate::error::{GridError, JumpGridError};
use crate::grid::{
    Components, DiagonalRule, Dir, GridSpace, Moves, OctileSteps, OnGrid, Pos, Size, StepRule,
    coord, sealed,
};
use crate::space::{Layout, Number, Numbering, StateSpace};

/// A grid prepared for [`JumpPointSearch`](super::JumpPointSearch): its passability bits
/// row-major and column-major, and the table of precomputed straight jumps and diagonal
/// sweeps.
///
/// Build it once per grid with [`JumpGrid::new`] and share it: it is immutable, owns all its
/// data (no borrow of the grid or the space), and is `Send + Sync`, so any number of
/// workspaces, on any number of threads, can search it at once. If the grid changes, build a
/// new one.
///
/// # Memory
///
/// 8 bytes per cell of the grid with a one-cell border, `(height + 2) × (width + 2)`, for the
/// jump table (four straight jumps and four diagonal sweeps per cell); 8 more per such cell if
/// some straight jump is 63 cells or longer (open maps), for their lengths; and 2 bits per
/// such cell for the two masks. Building it is `O(cells)`.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Octile, Pos};
///
/// let grid = Grid::parse("....\n.#..\n....\n", Some)?;
/// let space = GridSpace::octile(&grid, |&c| c == '.');
/// let jump_grid = JumpGrid::new(&space)?;
/// let mut jps = JumpPointSearch::new();
/// let found = jps.search(&jump_grid, [Pos::new(0, 0)], Pos::new(2, 3));
/// assert_eq!(found.goal_distance(), Some(Octile::new(3, 1)));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Clone)]
pub struct JumpGrid {
    pub(super) masks: Masks,
    pub(super) table: JumpTable,
    width: usize,
    height: usize,
    /// The grid's components, if attached ([`JumpGrid::with_components`]).
    pub(super) components: Option<Components>,
}

/// Two `JumpGrid`s are equal when they hold the same cells and the same jumps (the table's
/// entries, and the long jumps of its side table), and the same partition into components if
/// any are attached: an updated `JumpGrid` equals a fresh build of the changed grid.
impl PartialEq for JumpGrid {
    fn eq(&self, other: &JumpGrid) -> bool {
        (self.width, self.height) == (other.width, other.height)
            && self.masks == other.masks
            && self.table.same_as(&other.table)
            && self.components == other.components
    }
}

impl Eq for JumpGrid {}

impl fmt::Debug for JumpGrid {
    /// The grid's size and the memory taken; not the bits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("JumpGrid")
            .field("width", &self.width)
            .field("height", &self.height)
            .field("bytes", &(self.masks.bytes() + self.table.bytes()))
            .finish_non_exhaustive()
    }
}

/// Whether `moves` are Jump Point Search's: all eight directions without corner cutting.
fn check_moves(moves: &Moves) -> Result<(), JumpGridError> {
    if moves.dirs().len() != 8 || moves.rule() != DiagonalRule::NoCornerCutting {
        return Err(JumpGridError::Moves {
            moves: moves.dirs().len(),
            rule: moves.rule().name(),
        });
    }
    Ok(())
}

/// The state wanted for padded cell (y, x), which `wanted` holds.
fn wanted_at(wanted: &std::collections::BTreeMap<Pos, bool>, y: usize, x: usize) -> bool {
    wanted
        .get(&Pos::new(coord(y - 1), coord(x - 1)))
        .copied()
        .unwrap_or(false)
}

/// Bordered sizes must stay below this: padded cell indices are `u32`, with `u32::MAX` meaning
/// "no parent".
const MAX_BORDERED: usize = u32::MAX as usize;

/// The number of cells of a `width × height` grid with a one-cell border, if it is below
/// [`MAX_BORDERED`].
fn bordered_cells(width: u32, height: u32) -> Result<usize, JumpGridError> {
    let cells = (u64::from(height) + 2) * (u64::from(width) + 2);
    usize::try_from(cells)
        .ok()
        .filter(|&cells| cells < MAX_BORDERED)
        .ok_or(JumpGridError::TooLarge {
            rows: height,
            cols: width,
            max: MAX_BORDERED,
        })
}

impl JumpGrid {
    /// Prepares the octile space `space` for Jump Point Search: the passable cells of the grid,
    /// eight directions, no corner cutting, a straight step costs 1 and a diagonal step √2
    /// (as [`GridSpace::octile`] builds it).
    ///
    /// # Errors
    ///
    /// - [`JumpGridError::Moves`] if the space's moves are not all eight directions with
    ///   [`DiagonalRule::NoCornerCutting`] (a space built with [`GridSpace::with_rule`] and
    ///   [`OctileSteps`] may have other moves); search such a space with
    ///   [`AStar`](crate::AStar) and [`heuristic::octile`](crate::heuristic::octile).
    /// - [`JumpGridError::TooLarge`] if the grid with a one-cell border,
    ///   `(height + 2) × (width + 2)`, has `u32::MAX` cells or more;
    ///   [`JumpGridError::OutOfMemory`] if the memory for the jump table cannot be reserved.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{DiagonalRule, Grid, GridSpace, JumpGrid, Moves, OctileSteps, Size, JumpGridError};
    ///
    /// let grid = Grid::new(Size::new(2, 3), '.')?;
    /// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |_| true))?;
    /// assert_eq!((jump_grid.width(), jump_grid.height()), (3, 2));
    ///
    /// let king = Moves::eight(DiagonalRule::Always);
    /// let space = GridSpace::with_rule(&grid, king, OctileSteps(|_: &char| true));
    /// assert_eq!(
    ///     JumpGrid::new(&space).unwrap_err(),
    ///     JumpGridError::Moves { moves: 8, rule: "Always" },
    /// );
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn new<T, F: Fn(&T) -> bool>(
        space: &GridSpace<'_, T, OctileSteps<F>>,
    ) -> Result<Self, JumpGridError> {
        Self::with_octile_costs(space)
    }

    /// Prepares the passable cells of any grid space whose moves are all eight directions with
    /// [`DiagonalRule::NoCornerCutting`] for Jump Point Search, whatever the space's own step
    /// costs: the search measures paths in octile costs (a straight step 1, a diagonal step
    /// √2), not in the space's. For a space of [`GridSpace::octile`] this is
    /// [`JumpGrid::new`].
    ///
    /// # Errors
    ///
    /// As [`JumpGrid::new`]: [`JumpGridError::Moves`] for other moves,
    /// [`JumpGridError::TooLarge`] for a grid too large, [`JumpGridError::OutOfMemory`] when
    /// its table cannot be allocated.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{DiagonalRule, Grid, GridSpace, JumpGrid, JumpPointSearch, Moves, JumpGridError};
    /// use gridpath::{Octile, Pos};
    ///
    /// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
    /// // Unit costs for every step in the space; octile lengths from the search.
    /// let moves = Moves::eight(DiagonalRule::NoCornerCutting);
    /// let space = GridSpace::new(&grid, moves, |&c| c == '.');
    /// let jump_grid = JumpGrid::with_octile_costs(&space)?;
    /// let mut jps = JumpPointSearch::new();
    /// let found = jps.search(&jump_grid, [Pos::new(0, 0)], Pos::new(2, 2));
    /// assert_eq!(found.goal_distance(), Some(Octile::new(4, 0)));
    ///
    /// let four = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// assert_eq!(
    ///     JumpGrid::with_octile_costs(&four).unwrap_err(),
    ///     JumpGridError::Moves { moves: 4, rule: "NoCornerCutting" },
    /// );
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn with_octile_costs<T, R: StepRule<T>>(
        space: &GridSpace<'_, T, R>,
    ) -> Result<Self, JumpGridError> {
        check_moves(space.moves())?;
        let size = space.grid().size();
        let (width, height) = (size.cols as usize, size.rows as usize);
        bordered_cells(size.cols, size.rows)?;
        let masks = Masks::new(space.open_words(), width + 2, height + 2);
        let out_of_memory = JumpGridError::OutOfMemory {
            rows: size.rows,
            cols: size.cols,
            bytes: masks.cells().saturating_mul(super::table::STRIDE),
        };
        let table = JumpTable::new(&masks).ok_or(out_of_memory)?;
        Ok(JumpGrid {
            masks,
            table,
            width,
            height,
            components: None,
        })
    }

    /// The same grid with its [`Components`] attached (built from the same space, with
    /// [`Components::new`]), so that [`JumpPointSearch`](super::JumpPointSearch) answers a goal
    /// in another component than a start without a search, and the grid's
    /// [`StateSpace::may_reach`] answers by component. Checked against the grid's cells
    /// (`O(cells)`). Without them, a goal on a wall or outside the grid is answered at once
    /// too, but a goal walled off from the starts costs a search of all the starts reach.
    ///
    /// # Errors
    ///
    /// [`JumpGridError::Components`] if the components are not this grid's: another size,
    /// another move set than one with the components of the 8 directions without corner
    /// cutting (the 4 straight directions have the same), or other passable cells.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Components, Grid, GridSpace, JumpGrid, JumpPointSearch, Pos};
    ///
    /// let grid = Grid::parse("..#..\n..#..\n", Some)?;
    /// let space = GridSpace::octile(&grid, |&c| c == '.');
    /// let jump_grid = JumpGrid::new(&space)?.with_components(Components::new(&space)?)?;
    /// let mut jps = JumpPointSearch::new();
    /// let found = jps.search(&jump_grid, [Pos::new(0, 0)], Pos::new(1, 4));
    /// assert_eq!((found.goal(), found.expanded()), (None, 0));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn with_components(mut self, components: Components) -> Result<Self, JumpGridError> {
        let size = components.size();
        let reason = if (size.rows as usize, size.cols as usize) != (self.height, self.width) {
            Some("sizes")
        } else if !components.four_connected() {
            Some("moves")
        } else {
            let mut cells =
                (0..size.rows).flat_map(|row| (0..size.cols).map(move |col| Pos::new(row, col)));
            cells
                .any(|pos| components.is_passable(pos) != self.is_passable(pos))
                .then_some("passable cells")
        };
        if let Some(reason) = reason {
            return Err(JumpGridError::Components { reason });
        }
        self.components = Some(components);
        Ok(self)
    }

    /// The attached components, if any ([`JumpGrid::with_components`]).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, Size};
    /// let grid = Grid::new(Size::new(2, 2), '.')?;
    /// assert!(JumpGrid::new(&GridSpace::octile(&grid, |_| true))?.components().is_none());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn components(&self) -> Option<&Components> {
        self.components.as_ref()
    }

    /// Whether a path from `from` may lead to `to`, as far as the attached components tell
    /// (always, without them).
    #[inline]
    pub(super) fn component_may_reach(&self, from: Pos, to: Pos) -> bool {
        self.components
            .as_ref()
            .is_none_or(|c| !c.is_passable(from) || c.connected(from, to))
    }

    /// The grid's width (without the border).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, Size};
    /// let grid = Grid::new(Size::new(2, 5), '.')?;
    /// assert_eq!(JumpGrid::new(&GridSpace::octile(&grid, |_| true))?.width(), 5);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn width(&self) -> u32 {
        coord(self.width)
    }

    /// The grid's height (without the border).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, Size};
    /// let grid = Grid::new(Size::new(2, 5), '.')?;
    /// assert_eq!(JumpGrid::new(&GridSpace::octile(&grid, |_| true))?.height(), 2);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn height(&self) -> u32 {
        coord(self.height)
    }

    /// Whether `pos` is inside the grid and passable.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, Pos};
    /// let grid = Grid::parse(".#\n", Some)?;
    /// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |&c| c == '.'))?;
    /// assert!(jump_grid.is_passable(Pos::new(0, 0)));
    /// assert!(!jump_grid.is_passable(Pos::new(0, 1)));
    /// assert!(!jump_grid.is_passable(Pos::new(0, 2)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_passable(&self, pos: Pos) -> bool {
        let (row, col) = (pos.row as usize, pos.col as usize);
        row < self.height
            && col < self.width
            && bit_set(
                self.masks.rows(),
                GUARD + (row + 1) * self.masks.row_len + col + 1,
            )
    }

    /// Opens (`passable = true`) or closes the cell at `pos` in place — a door that opens, a
    /// wall blown up — and returns whether it changed. Only what the cell can change is
    /// recomputed: the jumps along its row and column and the two beside each, the diagonal
    /// sweeps that pass it, and the attached [`Components`], if any. The result is the
    /// `JumpGrid` a fresh build of the changed grid gives (`==` compares them field by field;
    /// a property test checks it after any sequence of changes).
    ///
    /// The `JumpGrid` is the map from then on: it owns its cells, and a change made to the
    /// [`Grid`](crate::Grid) it was built from does not reach it (the grid is not borrowed).
    /// Change the cells here — or bring a changed space over with [`JumpGrid::sync`].
    ///
    /// # Errors
    ///
    /// [`GridError::OutOfBounds`] for a position outside the grid (nothing changes).
    ///
    /// # Complexity
    ///
    /// At most `O(width + height)` for the six lines (only the stretch of each that reaches
    /// the cell), plus the diagonal entries that change; measured at 0.04–0.2 % of a rebuild
    /// on 512 × 512 and 1024 × 1024 maps with walls throughout, and 2.5–2.8 % on a small map
    /// of open halls (`den520d`), where one cell changes the sweeps of whole rows
    /// (`docs/performance.md`).
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Octile, Pos};
    ///
    /// let grid = Grid::parse("..#..\n..#..\n", Some)?;
    /// let space = GridSpace::octile(&grid, |&c| c == '.');
    /// let mut jump_grid = JumpGrid::new(&space)?;
    /// let mut jps = JumpPointSearch::new();
    /// let (start, goal) = (Pos::new(0, 0), Pos::new(0, 4));
    /// assert_eq!(jps.search(&jump_grid, [start], goal).goal_distance(), None);
    ///
    /// assert!(jump_grid.set_passable(Pos::new(1, 2), true)?); // the door opens
    /// assert_eq!(jps.search(&jump_grid, [start], goal).goal_distance(), Some(Octile::new(2, 2)));
    ///
    /// // The same as a fresh build of the opened grid.
    /// let opened = Grid::parse("..#..\n.....\n", Some)?;
    /// assert_eq!(jump_grid, JumpGrid::new(&GridSpace::octile(&opened, |&c| c == '.'))?);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn set_passable(&mut self, pos: Pos, passable: bool) -> Result<bool, GridError> {
        Ok(self.set_passable_many([(pos, passable)])? > 0)
    }

    /// Applies several changes at once — `(pos, passable)`, the last one winning for a cell
    /// named twice — and returns how many cells changed: one update of the table for all of
    /// them (lines and sweeps shared by several cells are recomputed once), or a rebuild when
    /// so many cells change that it is cheaper.
    ///
    /// # Errors
    ///
    /// [`GridError::OutOfBounds`] for a position outside the grid; nothing changes then.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, Pos};
    /// let grid = Grid::parse("...\n...\n", Some)?;
    /// let mut jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |&c| c == '.'))?;
    /// let wall = [(Pos::new(0, 1), false), (Pos::new(1, 1), false), (Pos::new(0, 0), true)];
    /// assert_eq!(jump_grid.set_passable_many(wall)?, 2);
    /// assert!(!jump_grid.is_passable(Pos::new(1, 1)));
    /// assert!(jump_grid.set_passable_many([(Pos::new(2, 0), true)]).is_err());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn set_passable_many(
        &mut self,
        changes: impl IntoIterator<Item = (Pos, bool)>,
    ) -> Result<usize, GridError> {
        let changes: Vec<(Pos, bool)> = changes.into_iter().collect();
        if let Some(&(pos, _)) = changes.iter().find(|(pos, _)| !self.contains_pos(*pos)) {
            return Err(GridError::OutOfBounds {
                row: pos.row,
                col: pos.col,
                rows: self.height(),
                cols: self.width(),
            });
        }
        // The last change to a cell wins.
        let wanted: std::collections::BTreeMap<Pos, bool> = changes.into_iter().collect();
        let mut flipped = Vec::new();
        for (&pos, &passable) in &wanted {
            if self.is_passable(pos) != passable {
                let (y, x) = Self::padded(pos);
                self.masks.set(y, x, passable);
                flipped.push((y, x));
            }
        }
        if flipped.is_empty() {
            return Ok(0);
        }
        if let Some(components) = &mut self.components {
            let now: Vec<(Pos, bool)> = flipped
                .iter()
                .map(|&(y, x)| {
                    (
                        Pos::new(coord(y - 1), coord(x - 1)),
                        wanted_at(&wanted, y, x),
                    )
                })
                .collect();
            components.set_passable_many(now)?;
        }
        // Past a few cells per line a rebuild (in place) is cheaper than one update per cell.
        if flipped.len() > 8 + (self.width + self.height) / 8 {
            self.table.rebuild(&self.masks);
        } else {
            self.table.update(&self.masks, &flipped);
        }
        Ok(flipped.len())
    }

    /// Brings the `JumpGrid` in line with `space` — the grid it was built from, changed since
    /// (a door opened in the [`Grid`](crate::Grid), then a new space over it) — changing in
    /// place only the cells that differ, and returns how many did. Finding them compares the
    /// passability 64 cells at a time (`O(cells / 64)`); each differing cell then costs what
    /// [`JumpGrid::set_passable`] does. A `JumpGrid` is never stale behind your back: it does
    /// not borrow the grid, so it keeps the cells it was built with until changed here.
    ///
    /// # Errors
    ///
    /// [`JumpGridError::Moves`] for a space outside Jump Point Search's model, and
    /// [`JumpGridError::OtherSize`] for a space of another size; nothing changes then.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Pos};
    /// let mut grid = Grid::parse(".#.\n", Some)?;
    /// let mut jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |&c| c == '.'))?;
    /// grid[Pos::new(0, 1)] = '.'; // the door opens in the grid
    /// let space = GridSpace::octile(&grid, |&c| c == '.');
    /// assert_eq!(jump_grid.sync(&space)?, 1);
    /// assert_eq!(jump_grid, JumpGrid::new(&space)?);
    /// let mut jps = JumpPointSearch::new();
    /// let found = jps.search(&jump_grid, [Pos::new(0, 0)], Pos::new(0, 2));
    /// assert!(found.goal_distance().is_some());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn sync<T, R: StepRule<T>>(
        &mut self,
        space: &GridSpace<'_, T, R>,
    ) -> Result<usize, JumpGridError> {
        check_moves(space.moves())?;
        let size = space.grid().size();
        if (size.rows as usize, size.cols as usize) != (self.height, self.width) {
            return Err(JumpGridError::OtherSize {
                rows: self.height(),
                cols: self.width(),
                space_rows: size.rows,
                space_cols: size.cols,
            });
        }
        // The space's mask is the row mask without its guard word.
        let theirs = space.open_words();
        let ours = self.masks.rows().get(GUARD / 64..).unwrap_or_default();
        let row_len = self.masks.row_len;
        let mut changes = Vec::new();
        for (i, (&a, &b)) in theirs.iter().zip(ours).enumerate() {
            let mut differ = a ^ b;
            while differ != 0 {
                let bit = 64 * i + differ.trailing_zeros() as usize;
                differ &= differ - 1;
                let (y, x) = (bit / row_len, bit % row_len);
                if (1..=self.height).contains(&y) && (1..=self.width).contains(&x) {
                    changes.push((
                        Pos::new(coord(y - 1), coord(x - 1)),
                        a & (1 << (bit % 64)) != 0,
                    ));
                }
            }
        }
        // Every change is inside the grid, whose size was checked.
        self.set_passable_many(changes)
            .map_err(|_| JumpGridError::OtherSize {
                rows: self.height(),
                cols: self.width(),
                space_rows: size.rows,
                space_cols: size.cols,
            })
    }

    /// Whether `pos` is inside the grid.
    fn contains_pos(&self, pos: Pos) -> bool {
        (pos.row as usize) < self.height && (pos.col as usize) < self.width
    }

    /// The padded cell of `pos` (inside the grid): row and column + 1.
    pub(super) fn padded(pos: Pos) -> (usize, usize) {
        (pos.row as usize + 1, pos.col as usize + 1)
    }
}

/// A `JumpGrid` is a state space too — the octile moves of the grid it was built from — so
/// [`AStar`](crate::AStar) and the other engines run on it, and [`SearchTree`](crate::SearchTree)
/// results of Jump Point Search read it. States are numbered by their cell of the bordered
/// grid, `(row + 1) × (width + 2) + col + 1`, the index Jump Point Search works with.
///
/// ```
/// use gridpath::{AStar, Grid, GridSpace, JumpGrid, Octile, Pos, heuristic};
/// let grid = Grid::parse("...\n.#.\n", Some)?;
/// let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |&c| c == '.'))?;
/// let goal = Pos::new(1, 2);
/// let mut astar = AStar::new();
/// let found = astar.search(&jump_grid, [Pos::new(1, 0)], |p| p == goal, heuristic::octile(goal));
/// assert_eq!(found.goal_distance(), Some(Octile::new(4, 0)));
/// # Ok::<(), gridpath::Error>(())
/// ```
impl StateSpace for JumpGrid {
    type State = Pos;
    type Cost = Octile;

    fn successors(&self, pos: Pos, mut visit: impl FnMut(Pos, Octile)) {
        if !self.contains(pos) {
            return;
        }
        let free = |dir: Dir| pos.step(dir).filter(|&next| self.is_passable(next));
        for dir in Dir::ALL {
            let Some(next) = free(dir) else {
                continue;
            };
            match dir.parts() {
                None => visit(next, Octile::STRAIGHT),
                Some((a, b)) if free(a).is_some() && free(b).is_some() => {
                    visit(next, Octile::DIAGONAL);
                }
                Some(_) => {}
            }
        }
    }

    /// The passable cells, as for [`GridSpace`]: a blocked cell is no state.
    fn contains(&self, pos: Pos) -> bool {
        self.is_passable(pos)
    }

    /// The octile distance: every move costs its octile length.
    fn estimate(&self, from: Pos, to: Pos) -> Octile {
        Octile::between(from.row.abs_diff(to.row), from.col.abs_diff(to.col))
    }

    /// Whether `to` is passable, and, with components attached, connected to `from`. `O(1)`.
    fn may_reach(&self, from: Pos, to: Pos) -> bool {
        self.is_passable(to) && self.component_may_reach(from, to)
    }

    fn numbering(&self) -> Option<impl Numbering<Pos>> {
        Some(BorderedNumbering {
            width: self.width,
            height: self.height,
        })
    }
}

/// The numbering of a [`JumpGrid`]'s states: their cell of the bordered grid.
#[derive(Debug, Clone, Copy)]
struct BorderedNumbering {
    width: usize,
    height: usize,
}

impl Numbering<Pos> for BorderedNumbering {
    fn layout(&self) -> Layout {
        Layout::Dense {
            bound: (self.width + 2) * (self.height + 2),
        }
    }

    #[inline]
    fn number(&self, pos: Pos) -> Number {
        let (y, x) = JumpGrid::padded(pos);
        Number::dense(y * (self.width + 2) + x)
    }

    #[inline]
    fn state(&self, number: Number) -> Option<Pos> {
        let row_len = self.width + 2;
        let (y, x) = (number.index / row_len, number.index % row_len);
        let inside = (1..=self.height).contains(&y) && (1..=self.width).contains(&x);
        (number.layer == 0 && inside)
            .then(|| Pos::new(crate::grid::coord(y - 1), crate::grid::coord(x - 1)))
    }
}

impl sealed::Sealed for JumpGrid {}

impl OnGrid for JumpGrid {
    fn size(&self) -> Size {
        Size::new(self.height(), self.width())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every diagonal entry of the jump table says what a walk along the diagonal finds: the
    /// legal steps up to the first turn cell, or up to the last legal step, capped at
    /// `MAX_STEPS` steps with the walk going on.
    #[test]
    fn diagonal_entries_match_a_walk() {
        use super::super::prune::Query;
        use super::super::table::{MAX_STEPS, STRIDE, diagonal_index};
        use crate::grid::Grid;
        let mut next = super::super::test_numbers(0x51_7cc1_b727_u64);
        let mut grids = vec![Grid::new(Size::new(300, 300), true).unwrap()];
        for _ in 0..60 {
            let (w, h) = (1 + next() % 70, 1 + next() % 70);
            let density = next() % 45;
            grids.push(
                Grid::from_fn(Size::try_from((h, w)).unwrap(), |_| next() % 100 >= density)
                    .unwrap(),
            );
        }
        let (mut turns, mut long) = (0, 0);
        for grid in grids {
            let jump_grid = JumpGrid::new(&GridSpace::octile(&grid, |&free| free)).unwrap();
            let query = Query::new(&jump_grid, (0, 0));
            let row_len = jump_grid.masks.row_len;
            for y in 1..=jump_grid.height {
                for x in 1..=jump_grid.width {
                    // Sweeps never start or pass at blocked cells.
                    if !jump_grid.is_passable(Pos::new(coord(y - 1), coord(x - 1))) {
                        continue;
                    }
                    for dir in Dir::DIAGONAL {
                        let (vertical, horizontal) = dir.parts().unwrap();
                        let dy = if vertical == Dir::Down { 1 } else { -1 };
                        let dx = if horizontal == Dir::Right { 1 } else { -1 };
                        // The walk: legal steps until a turn cell, or until the next is illegal.
                        let (mut at, mut steps, mut parts) = ((y, x), 0u8, 0);
                        while steps < MAX_STEPS && query.diagonal_legal(at, dir) {
                            at = (at.0.wrapping_add_signed(dy), at.1.wrapping_add_signed(dx));
                            steps += 1;
                            parts = query.turn(at.0, at.1, dir);
                            if parts != 0 {
                                break;
                            }
                        }
                        let want = steps | parts;
                        let turn = parts != 0;
                        let cell = y * row_len + x;
                        let got =
                            jump_grid.table.entries()[STRIDE * cell + 4 + diagonal_index(dir)];
                        assert_eq!(got, want, "({y}, {x}) {dir:?}");
                        turns += usize::from(turn);
                        long += usize::from(!turn && steps == MAX_STEPS);
                    }
                }
            }
        }
        // Both kinds of entries beyond "no step" occur.
        assert!(turns > 1000 && long > 1000, "{turns} {long}");
    }

    /// Grids whose bordered size reaches `u32::MAX` cells (too large to build in a test) are an
    /// error that names the sizes.
    #[test]
    fn bordered_size_limit() {
        assert_eq!(bordered_cells(3, 2), Ok(20));
        // 65535 × 65535 cells fit a `Grid` (below u32::MAX), but 65537² do not fit u32 indices.
        let err = bordered_cells(65_535, 65_535).unwrap_err();
        assert_eq!(
            err,
            JumpGridError::TooLarge {
                rows: 65_535,
                cols: 65_535,
                max: u32::MAX as usize
            }
        );
        assert!(
            err.to_string().contains("65535 rows × 65535 columns"),
            "{err}"
        );
        assert_eq!(bordered_cells(65_533, 65_533), Ok(65_535 * 65_535));
        assert!(bordered_cells(u32::MAX - 2, 2).is_err());
        assert!(bordered_cells(u32::MAX, 2).is_err());
        assert!(bordered_cells(2, u32::MAX).is_err());
    }
}
