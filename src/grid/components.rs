//! [`Components`]: the connected components of a grid space's passable cells, kept up to date
//! as cells open and close.

use crate::error::GridError;
use crate::grid::{DiagonalRule, Dir, GridSpace, Moves, Pos, Size, StepRule};

/// The label of a blocked cell (and of the border).
const NONE: u32 = u32::MAX;

/// Bordered grids must stay at or below this many cells: cells are `u32` in the flood queues,
/// and component ids (at most 1.5 × the cells, plus 64) must stay below [`NONE`].
const MAX_BORDERED: usize = 1 << 31;

/// One move of the (normalised) move set, in the bordered grid.
#[derive(Debug, Clone, Copy)]
struct Step {
    /// Offset of the target cell.
    offset: isize,
    /// For a diagonal whose rule looks at the side cells, their offsets (vertical part, then
    /// horizontal part); `None` for straight moves and for [`DiagonalRule::Always`].
    sides: Option<(isize, isize)>,
}

/// A component id. Cells carry ids; the ids of one component form a list headed by its *root*
/// id, and every id names its root directly (`root`), so the component of a cell is two reads.
#[derive(Debug, Clone, Copy)]
struct Id {
    /// The root of the component this id belongs to.
    root: u32,
    /// The next id of the root's list, or [`NONE`].
    next: u32,
    /// For a root: the last id of its list.
    tail: u32,
    /// For a root: the number of ids in its list.
    ids: u32,
    /// For a root: the number of cells of the component.
    cells: u32,
}

/// The scratch space of the floods that closing cells runs, kept between updates.
#[derive(Debug, Clone, Default)]
struct Floods {
    /// Per cell of the bordered grid: `base + seed` when the flood of `seed` reached it during
    /// the current update, anything below `base` otherwise. Allocated by the first close.
    stamp: Vec<u32>,
    base: u32,
    /// Per seed, the cells its flood reached, in order (a queue read from `heads`).
    queues: Vec<Vec<u32>>,
}

/// The connected components of a grid space's passable cells under its moves, as a prepared
/// value, kept up to date in place as cells open and close.
///
/// Two passable cells are *connected* when the space's moves lead from one to the other. With
/// the move sets a [`GridSpace`] takes (the four straight directions, the eight with any
/// [`DiagonalRule`], or any set that holds the opposite of each of its directions) this is the
/// same both ways: a diagonal step and the step back pass between the same two side cells, so
/// every rule allows both or neither. (A set with a direction but not its opposite is refused:
/// [`GridError::OneWayMoves`].) Under [`DiagonalRule::NoCornerCutting`] and
/// [`DiagonalRule::NotBetweenBlocked`] a diagonal step has an open side cell, through which two
/// straight steps lead to the same cell, so with all four straight directions the components
/// are the 4-connected ones; only [`DiagonalRule::Always`] (king moves) joins cells that touch
/// at a corner alone.
///
/// It is built explicitly from a space with [`Components::new`], owns its data (its own copy
/// of the passability, so it does not borrow the space or the grid) and is `Send + Sync`.
/// Attach it to a search with [`adapt::Connected`](crate::adapt::Connected) (or to a
/// [`JumpGrid`](crate::JumpGrid) with
/// [`JumpGrid::with_components`](crate::JumpGrid::with_components)), so that a goal in
/// another component is answered at once.
///
/// # Complexity
///
/// - [`Components::new`]: `O(cells)`, one flood of the grid. Memory: 4 bytes per cell of the
///   grid with a one-cell border (the labels), one bit per such cell (the passability), 20
///   bytes per component; after the first cell closed, 4 more bytes per bordered cell (the
///   floods' marks).
/// - [`connected`](Self::connected), [`label`](Self::label),
///   [`component_cells`](Self::component_cells): `O(1)`, two reads per cell.
/// - Opening a cell ([`set_passable`](Self::set_passable) with `true`): joins the components
///   of the cells its moves reach (and, under a diagonal rule that looks at side cells, of the
///   diagonals it unblocks) without touching any cell: the component with fewer ids takes the
///   root of the other, so an id is renamed at most log₂(ids) times over any sequence of
///   updates. `O(moves + ids renamed)`.
/// - Closing a cell: may split its component. A flood starts from each cell that lost a move
///   (at most 8, or 16 with side cells), one cell each in turn, and floods that meet merge.
///   It stops as soon as every component touched has a single flood still running: in an
///   open area the floods meet within a few cells, and when the cell cuts a component in
///   pieces, all pieces but the last are flooded (and relabelled). The cost is at most the
///   number of floods times the cells of the pieces flooded; it can be a whole component when
///   the cell's neighbours meet only far away (closing a cell of a maze's only loop floods
///   the loop).
/// - Ids of components that split are new; when the ids outnumber 1.5 × the cells, every
///   cell is relabelled once (`O(cells)`, at most once per half-grid of new ids).
///
/// # Examples
///
/// ```
/// use gridpath::{Components, Grid, GridSpace, Moves, Pos};
///
/// let grid = Grid::parse("..#..\n..#..\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// let mut components = Components::new(&space)?;
/// assert_eq!(components.count(), 2);
/// assert!(!components.connected(Pos::new(0, 0), Pos::new(0, 4)));
///
/// // A door opens in the wall: one component.
/// assert_eq!(components.set_passable(Pos::new(1, 2), true), Ok(true));
/// assert!(components.connected(Pos::new(0, 0), Pos::new(0, 4)));
/// assert_eq!(components.count(), 1);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Clone)]
pub struct Components {
    size: Size,
    cells: usize,
    padded_width: usize,
    /// The passability, laid out as [`GridSpace`]'s: cell (r, c) is bit
    /// `(r + 1) × padded_width + (c + 1)`, with a blocked border.
    open: Vec<u64>,
    /// The normalised move set: directions (bit [`Dir::index`]) and rule.
    dirs: u8,
    rule: DiagonalRule,
    steps: [Step; 8],
    step_count: usize,
    /// Whether some step looks at side cells, so that opening or closing a cell can change a
    /// diagonal between two of its neighbours.
    sides: bool,
    /// Per cell of the bordered grid, its id, or [`NONE`] when blocked.
    label: Vec<u32>,
    ids: Vec<Id>,
    count: usize,
    floods: Floods,
}

impl core::fmt::Debug for Components {
    /// The size, the number of components and the moves; not the cells.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let dirs: Vec<&str> = Dir::ALL
            .iter()
            .filter(|d| self.dirs & (1 << d.index()) != 0)
            .map(|d| d.name())
            .collect();
        f.debug_struct("Components")
            .field("size", &self.size)
            .field("count", &self.count)
            .field("dirs", &dirs)
            .field("rule", &self.rule)
            .finish_non_exhaustive()
    }
}

/// Two values are equal when they have the same size, the same passable cells and the same
/// partition of them into components, whatever the labels (which depend on the updates made)
/// and the move sets (4 directions and 8 without corner cutting, say, give the same
/// partition). `O(cells)`.
///
/// ```
/// use gridpath::{Components, DiagonalRule, Grid, GridSpace, Moves, Pos};
/// let grid = Grid::parse(".#.\n...\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
/// let mut updated = Components::new(&space)?;
/// updated.set_passable(Pos::new(1, 1), false)?;
/// updated.set_passable(Pos::new(1, 1), true)?;
/// assert_eq!(updated, Components::new(&space)?);
/// let octile = GridSpace::new(&grid, Moves::eight(DiagonalRule::NoCornerCutting), |&c| c == '.');
/// assert_eq!(updated, Components::new(&octile)?);
/// # Ok::<(), gridpath::Error>(())
/// ```
impl PartialEq for Components {
    fn eq(&self, other: &Self) -> bool {
        if self.size != other.size || self.open != other.open {
            return false;
        }
        let mut forward = vec![NONE; self.ids.len()];
        let mut back = vec![NONE; other.ids.len()];
        for (&a, &b) in self.label.iter().zip(&other.label) {
            if a == NONE || b == NONE {
                if a != b {
                    return false;
                }
                continue;
            }
            let (ra, rb) = (self.root(a), other.root(b));
            let (fa, bb) = (&mut forward[ra as usize], &mut back[rb as usize]);
            if *fa == NONE && *bb == NONE {
                (*fa, *bb) = (rb, ra);
            } else if *fa != rb || *bb != ra {
                return false;
            }
        }
        true
    }
}

impl Eq for Components {}

/// The directions of `moves` (bit [`Dir::index`]) and its rule, normalised to a move set with
/// the same components: a set without diagonals keeps [`DiagonalRule::NoCornerCutting`], and
/// one with the four straight directions and a rule other than [`DiagonalRule::Always`]
/// becomes the four straight directions alone.
fn connectivity(moves: &Moves) -> Result<(u8, DiagonalRule), GridError> {
    let bit = |d: &Dir| 1u8 << d.index();
    let dirs = moves.dirs().iter().fold(0u8, |m, d| m | bit(d));
    if let Some(d) = moves.dirs().iter().find(|d| dirs & bit(&d.opposite()) == 0) {
        return Err(GridError::OneWayMoves { dir: d.name() });
    }
    let straight = Dir::STRAIGHT.iter().fold(0u8, |m, d| m | bit(d));
    if dirs & !straight == 0 {
        return Ok((dirs, DiagonalRule::NoCornerCutting));
    }
    if dirs & straight == straight && moves.rule() != DiagonalRule::Always {
        return Ok((straight, DiagonalRule::NoCornerCutting));
    }
    Ok((dirs, moves.rule()))
}

impl Components {
    /// The components of `space`'s passable cells under its moves.
    ///
    /// # Errors
    ///
    /// [`GridError::OneWayMoves`] if the move set has a direction but not its opposite;
    /// [`GridError::TooLarge`] if the grid with a one-cell border has more than 2³¹ cells.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Components, DiagonalRule, Dir, Grid, GridError, GridSpace, Moves};
    ///
    /// // Two cells that touch at a corner: apart with 4 moves, together with king moves.
    /// let grid = Grid::parse(".#\n#.\n", Some)?;
    /// let four = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// assert_eq!(Components::new(&four)?.count(), 2);
    /// let king = GridSpace::new(&grid, Moves::eight(DiagonalRule::Always), |&c| c == '.');
    /// assert_eq!(Components::new(&king)?.count(), 1);
    ///
    /// let down_only = Moves::new(&[Dir::Down], DiagonalRule::Always)?;
    /// let space = GridSpace::new(&grid, down_only, |&c| c == '.');
    /// assert_eq!(Components::new(&space).unwrap_err(), GridError::OneWayMoves { dir: "D" });
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn new<T, R: StepRule<T>>(space: &GridSpace<'_, T, R>) -> Result<Self, GridError> {
        let (dirs, rule) = connectivity(space.moves())?;
        let size = space.grid().size();
        let (width, height) = (size.cols as usize, size.rows as usize);
        let padded_width = width + 2;
        let bordered = (height + 2)
            .checked_mul(padded_width)
            .filter(|&n| n <= MAX_BORDERED)
            .ok_or(GridError::TooLarge {
                rows: height,
                cols: width,
                max: MAX_BORDERED,
            })?;
        let offset = |(dr, dc): (i32, i32)| {
            let width = isize::try_from(padded_width).unwrap_or(isize::MAX);
            dr as isize * width + dc as isize
        };
        let mut steps = [Step {
            offset: 0,
            sides: None,
        }; 8];
        let mut step_count = 0;
        for dir in Dir::ALL.iter().filter(|d| dirs & (1 << d.index()) != 0) {
            steps[step_count] = Step {
                offset: offset(dir.delta()),
                sides: dir
                    .parts()
                    .filter(|_| rule != DiagonalRule::Always)
                    .map(|(v, h)| (offset(v.delta()), offset(h.delta()))),
            };
            step_count += 1;
        }
        let mut components = Components {
            size,
            cells: width * height,
            padded_width,
            open: space.open_words().to_vec(),
            dirs,
            rule,
            steps,
            step_count,
            sides: steps[..step_count].iter().any(|s| s.sides.is_some()),
            label: vec![NONE; bordered],
            ids: Vec::new(),
            count: 0,
            floods: Floods::default(),
        };
        components.rebuild();
        Ok(components)
    }

    /// Labels every open cell from scratch.
    fn rebuild(&mut self) {
        self.label.fill(NONE);
        self.ids.clear();
        self.count = 0;
        let mut stack = Vec::new();
        for word_index in 0..self.open.len() {
            let mut bits = self.open[word_index];
            while bits != 0 {
                let cell = word_index * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if self.label[cell] != NONE {
                    continue;
                }
                let id = self.new_id(0);
                self.label[cell] = id;
                stack.push(cell);
                let mut cells = 0;
                while let Some(here) = stack.pop() {
                    cells += 1;
                    for i in 0..self.step_count {
                        let step = self.steps[i];
                        let next = here.wrapping_add_signed(step.offset);
                        if self.label[next] == NONE && self.edge(here, &step) {
                            self.label[next] = id;
                            stack.push(next);
                        }
                    }
                }
                self.ids[id as usize].cells = cells;
            }
        }
    }

    /// The size of the grid.
    ///
    /// ```
    /// use gridpath::{Components, Grid, GridSpace, Moves, Size};
    /// let grid = Grid::new(Size::new(2, 3), '.')?;
    /// let components = Components::new(&GridSpace::new(&grid, Moves::four(), |_| true))?;
    /// assert_eq!(components.size(), Size::new(2, 3));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn size(&self) -> Size {
        self.size
    }

    /// The number of components (of passable cells; a grid with none has none).
    ///
    /// ```
    /// use gridpath::{Components, Grid, GridSpace, Moves};
    /// let grid = Grid::parse(".#.\n#.#\n", Some)?;
    /// let components = Components::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// assert_eq!(components.count(), 3);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn count(&self) -> usize {
        self.count
    }

    /// Whether `pos` is inside the grid and passable, as these components know it.
    ///
    /// ```
    /// use gridpath::{Components, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#\n", Some)?;
    /// let components = Components::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// assert!(components.is_passable(Pos::new(0, 0)));
    /// assert!(!components.is_passable(Pos::new(0, 1)));
    /// assert!(!components.is_passable(Pos::new(5, 5)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_passable(&self, pos: Pos) -> bool {
        self.index(pos).is_some_and(|cell| self.is_open(cell))
    }

    /// The label of `pos`'s component, or `None` if `pos` is outside the grid or blocked. Two
    /// passable cells have the same label exactly when they are connected. Labels are
    /// numbers below `1.5 × cells + 64`, but not `0..count`, and an update may change them:
    /// compare labels read between the same two updates. `O(1)`.
    ///
    /// ```
    /// use gridpath::{Components, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..#.\n", Some)?;
    /// let components = Components::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let label = |col| components.label(Pos::new(0, col));
    /// assert_eq!(label(0), label(1));
    /// assert_ne!(label(1), label(3));
    /// assert_eq!(label(2), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn label(&self, pos: Pos) -> Option<u32> {
        let label = *self.label.get(self.index(pos)?)?;
        (label != NONE).then(|| self.root(label))
    }

    /// Whether `a` and `b` are passable and connected: whether the space's moves lead from
    /// `a` to `b` (and so back). `false` when either is outside the grid or blocked, `a == b`
    /// included. `O(1)`.
    ///
    /// ```
    /// use gridpath::{Components, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..#.\n", Some)?;
    /// let components = Components::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// assert!(components.connected(Pos::new(0, 0), Pos::new(0, 1)));
    /// assert!(!components.connected(Pos::new(0, 0), Pos::new(0, 3)));
    /// assert!(!components.connected(Pos::new(0, 2), Pos::new(0, 2)));
    /// assert!(!components.connected(Pos::new(0, 0), Pos::new(0, 9)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn connected(&self, a: Pos, b: Pos) -> bool {
        match (self.label(a), self.label(b)) {
            (Some(a), Some(b)) => a == b,
            _ => false,
        }
    }

    /// The number of cells of `pos`'s component, or `None` if `pos` is outside the grid or
    /// blocked. `O(1)`.
    ///
    /// ```
    /// use gridpath::{Components, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..#.\n", Some)?;
    /// let components = Components::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// assert_eq!(components.component_cells(Pos::new(0, 1)), Some(2));
    /// assert_eq!(components.component_cells(Pos::new(0, 3)), Some(1));
    /// assert_eq!(components.component_cells(Pos::new(0, 2)), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn component_cells(&self, pos: Pos) -> Option<usize> {
        let root = self.label(pos)?;
        Some(self.ids[root as usize].cells as usize)
    }

    /// Whether these components describe `space`: the same size, moves with the same
    /// components, and the same passable cells (`O(cells / 64)`). What
    /// [`adapt::Connected`](crate::adapt::Connected) checks.
    ///
    /// ```
    /// use gridpath::{Components, Grid, GridSpace, Moves};
    /// let grid = Grid::parse("..#.\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let components = Components::new(&space)?;
    /// assert!(components.describes(&space));
    /// assert!(!components.describes(&GridSpace::new(&grid, Moves::four(), |_| true)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn describes<T, R: StepRule<T>>(&self, space: &GridSpace<'_, T, R>) -> bool {
        self.mismatch(space).is_none()
    }

    /// What differs between these components and `space`, if anything: `"sizes"`,
    /// `"moves"` or `"passable cells"`.
    pub(crate) fn mismatch<T, R: StepRule<T>>(
        &self,
        space: &GridSpace<'_, T, R>,
    ) -> Option<&'static str> {
        if space.grid().size() != self.size {
            Some("sizes")
        } else if connectivity(space.moves()).ok() != Some((self.dirs, self.rule)) {
            Some("moves")
        } else if space.open_words() != self.open.as_slice() {
            Some("passable cells")
        } else {
            None
        }
    }

    /// Whether the moves are the four straight directions (or a move set with the same
    /// components, such as 8 directions without corner cutting).
    pub(crate) fn four_connected(&self) -> bool {
        self.dirs == Dir::STRAIGHT.iter().fold(0u8, |m, d| m | 1 << d.index())
    }

    /// Opens (`passable == true`) or closes the cell at `pos`, and updates the components;
    /// returns whether the cell changed. The same meaning as
    /// [`GridSpace`]'s passability: make the same change there, or build the space again.
    ///
    /// # Complexity
    ///
    /// Opening: `O(moves + ids renamed)`, no cell relabelled. Closing: a flood from each
    /// neighbour that loses a move, stopped as soon as only one flood per component is still
    /// running (see [`Components`]).
    ///
    /// # Errors
    ///
    /// [`GridError::OutOfBounds`] for a position outside the grid (nothing changes).
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Components, Grid, GridError, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("...\n", Some)?;
    /// let mut components = Components::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// assert_eq!(components.set_passable(Pos::new(0, 1), false), Ok(true));
    /// assert_eq!(components.set_passable(Pos::new(0, 1), false), Ok(false));
    /// assert_eq!(components.count(), 2);
    /// assert!(matches!(components.set_passable(Pos::new(1, 0), true), Err(GridError::OutOfBounds { .. })));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn set_passable(&mut self, pos: Pos, passable: bool) -> Result<bool, GridError> {
        let cell = self.index(pos).ok_or_else(|| self.out_of_bounds(pos))?;
        if self.is_open(cell) == passable {
            return Ok(false);
        }
        if passable {
            self.open_cell(cell);
        } else {
            self.close_cells(&[cell]);
        }
        self.compact_if_sparse();
        Ok(true)
    }

    /// Applies many changes at once — `(pos, passable)`, the last one for a cell winning — and
    /// returns the number of cells that changed. Cheaper than one
    /// [`set_passable`](Self::set_passable) per change when cells close: one set of floods
    /// for all of them (their neighbours' floods meet once, not once per cell), and past
    /// 1/16 of the grid's cells closed, a rebuild (`O(cells)`).
    ///
    /// # Errors
    ///
    /// [`GridError::OutOfBounds`] for the first position outside the grid; then nothing
    /// changes.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Components, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("....\n....\n", Some)?;
    /// let mut components = Components::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// // A wall down the middle.
    /// let changed = components.set_passable_many([(Pos::new(0, 2), false), (Pos::new(1, 2), false)])?;
    /// assert_eq!((changed, components.count()), (2, 2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn set_passable_many(
        &mut self,
        changes: impl IntoIterator<Item = (Pos, bool)>,
    ) -> Result<usize, GridError> {
        let mut cells = Vec::new();
        for (pos, passable) in changes {
            let cell = self.index(pos).ok_or_else(|| self.out_of_bounds(pos))?;
            cells.push((cell, passable));
        }
        // The last change of each cell: a stable sort by cell, then the last of each run.
        cells.sort_by_key(|&(cell, _)| cell);
        let mut last: Vec<(usize, bool)> = Vec::with_capacity(cells.len());
        for change in cells {
            match last.last_mut() {
                Some(previous) if previous.0 == change.0 => *previous = change,
                _ => last.push(change),
            }
        }
        let (mut opens, mut closes) = (Vec::new(), Vec::new());
        for (cell, passable) in last {
            match (self.is_open(cell), passable) {
                (false, true) => opens.push(cell),
                (true, false) => closes.push(cell),
                _ => {}
            }
        }
        let flipped = opens.len() + closes.len();
        if closes.len() > self.cells / 16 {
            for &cell in &closes {
                self.set_bit(cell, false);
            }
            for &cell in &opens {
                self.set_bit(cell, true);
            }
            self.rebuild();
            return Ok(flipped);
        }
        if !closes.is_empty() {
            self.close_cells(&closes);
        }
        for cell in opens {
            self.open_cell(cell);
        }
        self.compact_if_sparse();
        Ok(flipped)
    }

    fn out_of_bounds(&self, pos: Pos) -> GridError {
        GridError::OutOfBounds {
            row: pos.row,
            col: pos.col,
            rows: self.size.rows,
            cols: self.size.cols,
        }
    }

    /// The cell of `pos` in the bordered grid, if `pos` is inside the grid.
    #[inline]
    fn index(&self, pos: Pos) -> Option<usize> {
        (pos.row < self.size.rows && pos.col < self.size.cols)
            .then(|| (pos.row as usize + 1) * self.padded_width + pos.col as usize + 1)
    }

    fn steps(&self) -> &[Step] {
        &self.steps[..self.step_count]
    }

    #[inline]
    fn is_open(&self, cell: usize) -> bool {
        self.open
            .get(cell / 64)
            .is_some_and(|word| word & (1 << (cell % 64)) != 0)
    }

    fn set_bit(&mut self, cell: usize, open: bool) {
        if let Some(word) = self.open.get_mut(cell / 64) {
            if open {
                *word |= 1 << (cell % 64);
            } else {
                *word &= !(1 << (cell % 64));
            }
        }
    }

    /// Whether `step` out of the open cell `cell` is a move: its target open and, for a
    /// diagonal, its side cells as the rule requires.
    #[inline]
    fn edge(&self, cell: usize, step: &Step) -> bool {
        if !self.is_open(cell.wrapping_add_signed(step.offset)) {
            return false;
        }
        let Some((a, b)) = step.sides else {
            return true;
        };
        let (a, b) = (
            self.is_open(cell.wrapping_add_signed(a)),
            self.is_open(cell.wrapping_add_signed(b)),
        );
        match self.rule {
            DiagonalRule::Always => true,
            DiagonalRule::NotBetweenBlocked => a || b,
            DiagonalRule::NoCornerCutting => a && b,
        }
    }

    /// Calls `visit(a, b)` for each diagonal move `a → b` (both open) that has `cell` as a
    /// side cell and is a move now.
    fn diagonals_beside(&self, cell: usize, mut visit: impl FnMut(usize, usize)) {
        for step in self.steps() {
            let Some((vertical, horizontal)) = step.sides else {
                continue;
            };
            // `cell` is the vertical side of the move from `cell − vertical` to
            // `cell + horizontal`, and the horizontal side of the one from `cell − horizontal`
            // to `cell + vertical`.
            for (back, ahead) in [(vertical, horizontal), (horizontal, vertical)] {
                let from = cell.wrapping_add_signed(-back);
                if self.is_open(from) && self.edge(from, step) {
                    visit(from, cell.wrapping_add_signed(ahead));
                }
            }
        }
    }

    #[inline]
    fn root(&self, id: u32) -> u32 {
        self.ids[id as usize].root
    }

    /// The root id of the open cell `cell`.
    #[inline]
    fn root_of(&self, cell: usize) -> u32 {
        self.root(self.label[cell])
    }

    /// A new component of `cells` cells, with one id.
    fn new_id(&mut self, cells: u32) -> u32 {
        #[expect(
            clippy::cast_possible_truncation,
            reason = "ids stay below 1.5 × 2^31 + 64 + 16 (compaction), below u32::MAX"
        )]
        let id = self.ids.len() as u32;
        self.ids.push(Id {
            root: id,
            next: NONE,
            tail: id,
            ids: 1,
            cells,
        });
        self.count += 1;
        id
    }

    /// Joins the components of roots `a` and `b`; returns the root of the whole.
    fn union(&mut self, a: u32, b: u32) -> u32 {
        if a == b {
            return a;
        }
        let (big, small) = if self.ids[a as usize].ids >= self.ids[b as usize].ids {
            (a, b)
        } else {
            (b, a)
        };
        let mut id = small;
        while id != NONE {
            self.ids[id as usize].root = big;
            id = self.ids[id as usize].next;
        }
        let (small_tail, small_ids, small_cells) = {
            let s = &self.ids[small as usize];
            (s.tail, s.ids, s.cells)
        };
        let big_tail = self.ids[big as usize].tail;
        self.ids[big_tail as usize].next = small;
        let root = &mut self.ids[big as usize];
        root.tail = small_tail;
        root.ids += small_ids;
        root.cells += small_cells;
        self.count -= 1;
        big
    }

    /// Opens the blocked cell `cell`.
    fn open_cell(&mut self, cell: usize) {
        self.set_bit(cell, true);
        let mut joined = NONE;
        for i in 0..self.step_count {
            let step = self.steps[i];
            if self.edge(cell, &step) {
                let root = self.root_of(cell.wrapping_add_signed(step.offset));
                joined = if joined == NONE {
                    root
                } else {
                    self.union(joined, root)
                };
            }
        }
        if joined == NONE {
            joined = self.new_id(1);
        } else {
            self.ids[joined as usize].cells += 1;
        }
        self.label[cell] = joined;
        if self.sides {
            let mut pairs = Vec::new();
            self.diagonals_beside(cell, |a, b| pairs.push((a, b)));
            for (a, b) in pairs {
                self.union(self.root_of(a), self.root_of(b));
            }
        }
    }

    /// Closes the open cells `cells` (distinct), and splits the components they cut.
    fn close_cells(&mut self, cells: &[usize]) {
        // Every piece of a component that a closed cell cuts holds an end of a move that is
        // gone: a move into a closed cell, or a diagonal that passed beside one. Those ends
        // are the seeds of the floods.
        let mut seeds = Vec::new();
        for &cell in cells {
            for step in self.steps() {
                if self.edge(cell, step) {
                    seeds.push(cell.wrapping_add_signed(step.offset));
                }
            }
            if self.sides {
                self.diagonals_beside(cell, |a, b| seeds.extend([a, b]));
            }
        }
        for &cell in cells {
            self.set_bit(cell, false);
        }
        for &cell in cells {
            let root = self.root_of(cell) as usize;
            self.ids[root].cells -= 1;
            if self.ids[root].cells == 0 {
                self.count -= 1;
            }
            self.label[cell] = NONE;
        }
        self.split(&seeds);
    }

    /// Floods from `seeds` (open cells, duplicates allowed) until each component they lie in
    /// has at most one flood still running, and gives each piece flooded to its end that is
    /// not all that remains of its component a new id.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "seeds and cells are below 2^31 (MAX_BORDERED)"
    )]
    fn split(&mut self, seeds: &[usize]) {
        let mut floods = core::mem::take(&mut self.floods);
        if floods.stamp.len() != self.label.len()
            || floods.base as usize + seeds.len() >= NONE as usize
        {
            floods.stamp = vec![0; self.label.len()];
            floods.base = 1;
        }
        let base = floods.base;
        let mut kept: Vec<u32> = Vec::new();
        for &seed in seeds {
            if self.is_open(seed) && floods.stamp[seed] < base {
                floods.stamp[seed] = base + kept.len() as u32;
                kept.push(seed as u32);
            }
        }
        let count = kept.len();
        floods.base = base + count as u32;
        if count <= 1 {
            self.floods = floods;
            return;
        }
        // The components the seeds lie in, by slot.
        let old: Vec<u32> = kept
            .iter()
            .map(|&seed| self.root_of(seed as usize))
            .collect();
        let mut roots = old.clone();
        roots.sort_unstable();
        roots.dedup();
        let slot: Vec<usize> = old
            .iter()
            .map(|root| roots.binary_search(root).unwrap_or(0))
            .collect();
        // Per slot, the groups (sets of seeds whose floods met) not yet flooded to their end.
        let mut unfinished = vec![0u32; roots.len()];
        for &at in &slot {
            unfinished[at] += 1;
        }
        let mut group: Vec<u32> = (0..count as u32).collect();
        // Per group (at its root seed), the seeds whose queue is not exhausted.
        let mut running = vec![1u32; count];
        if floods.queues.len() < count {
            floods.queues.resize_with(count, Vec::new);
        }
        for (queue, &seed) in floods.queues.iter_mut().zip(&kept) {
            queue.clear();
            queue.push(seed);
        }
        let mut heads = vec![0usize; count];
        let mut active: Vec<u32> = (0..count as u32).collect();
        while !active.is_empty() {
            let mut at = 0;
            while at < active.len() {
                let seed = active[at] as usize;
                if unfinished[slot[seed]] < 2 {
                    // The last flood of its component: what it has not reached keeps the id.
                    active.swap_remove(at);
                    continue;
                }
                let Some(&here) = floods.queues[seed].get(heads[seed]) else {
                    active.swap_remove(at);
                    let mine = find(&mut group, seed);
                    running[mine] -= 1;
                    if running[mine] == 0 {
                        unfinished[slot[seed]] -= 1;
                    }
                    continue;
                };
                heads[seed] += 1;
                let here = here as usize;
                for step in self.steps() {
                    if !self.edge(here, step) {
                        continue;
                    }
                    let next = here.wrapping_add_signed(step.offset);
                    let stamp = floods.stamp[next];
                    if stamp >= base {
                        let mine = find(&mut group, seed);
                        let theirs = find(&mut group, (stamp - base) as usize);
                        if mine != theirs {
                            group[theirs] = mine as u32;
                            running[mine] += running[theirs];
                            unfinished[slot[seed]] -= 1;
                        }
                    } else {
                        floods.stamp[next] = base + seed as u32;
                        floods.queues[seed].push(next as u32);
                    }
                }
                at += 1;
            }
        }
        let groups: Vec<usize> = (0..count).map(|seed| find(&mut group, seed)).collect();
        let finished: Vec<usize> = (0..count)
            .filter(|&seed| running[groups[seed]] == 0)
            .collect();
        self.relabel_pieces(&floods.queues, &groups, finished, &old);
        self.floods = floods;
    }

    /// Gives each piece flooded to its end (the seeds of `finished`, grouped by `groups`, the
    /// cells each reached in `queues`) that is not all that remains of its component (`old`
    /// root, per seed) a new id.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "cells are below 2^31 (MAX_BORDERED)"
    )]
    fn relabel_pieces(
        &mut self,
        queues: &[Vec<u32>],
        groups: &[usize],
        mut finished: Vec<usize>,
        old: &[u32],
    ) {
        finished.sort_by_key(|&seed| groups[seed]);
        for piece in finished.chunk_by(|&a, &b| groups[a] == groups[b]) {
            let cells: usize = piece.iter().map(|&seed| queues[seed].len()).sum();
            let root = old[piece[0]];
            if cells == self.ids[root as usize].cells as usize {
                continue; // all that is left of the component: it keeps its id
            }
            let id = self.new_id(cells as u32);
            self.ids[root as usize].cells -= cells as u32;
            for &seed in piece {
                for &cell in &queues[seed] {
                    self.label[cell as usize] = id;
                }
            }
        }
    }

    /// Relabels every cell with one id per component when ids of split components have piled
    /// up: more than 1.5 × the cells (+ 64), so at least half the cells' worth of new ids
    /// since the last time.
    fn compact_if_sparse(&mut self) {
        if self.ids.len() <= self.cells + self.cells / 2 + 64 {
            return;
        }
        let mut fresh: Vec<Id> = Vec::with_capacity(self.count);
        let mut map = vec![NONE; self.ids.len()];
        for cell in 0..self.label.len() {
            let label = self.label[cell];
            if label == NONE {
                continue;
            }
            let root = self.root(label) as usize;
            if map[root] == NONE {
                #[expect(
                    clippy::cast_possible_truncation,
                    reason = "fewer components than cells, below 2^31"
                )]
                let id = fresh.len() as u32;
                map[root] = id;
                fresh.push(Id {
                    root: id,
                    next: NONE,
                    tail: id,
                    ids: 1,
                    cells: self.ids[root].cells,
                });
            }
            self.label[cell] = map[root];
        }
        self.ids = fresh;
    }
}

/// The group of seed `s` (a union–find over the seeds, with path halving).
fn find(group: &mut [u32], mut s: usize) -> usize {
    while group[s] as usize != s {
        let parent = group[s] as usize;
        group[s] = group[parent];
        s = parent;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::Components;
    use crate::grid::{DiagonalRule, Grid, GridSpace, Moves, Pos};

    /// Closing and reopening every cell of a small grid, one at a time, under every move
    /// set: the updated value equals a fresh build each time, and its ids stay consistent.
    #[test]
    fn every_flip_matches_a_rebuild() {
        let text = "..#....\n.##.#..\n....#.#\n#.#....\n...##..\n";
        let mut grid = Grid::parse(text, Some).unwrap();
        for moves in [
            Moves::four(),
            Moves::eight(DiagonalRule::Always),
            Moves::eight(DiagonalRule::NotBetweenBlocked),
            Moves::eight(DiagonalRule::NoCornerCutting),
        ] {
            let build =
                |g: &Grid<char>| Components::new(&GridSpace::new(g, moves.clone(), |&c| c == '.'));
            let mut components = build(&grid).unwrap();
            for round in 0..3 {
                for pos in grid.positions().collect::<Vec<Pos>>() {
                    let open = grid[pos] == '.';
                    let flip = if round == 1 {
                        !open
                    } else {
                        open == (pos.col % 2 == 0)
                    };
                    if !flip {
                        continue;
                    }
                    grid[pos] = if open { '#' } else { '.' };
                    assert_eq!(components.set_passable(pos, !open), Ok(true));
                    let fresh = build(&grid).unwrap();
                    assert_eq!(components, fresh, "{moves:?} at {pos:?}");
                    assert_eq!(components.count(), fresh.count());
                    for p in grid.positions() {
                        assert_eq!(components.component_cells(p), fresh.component_cells(p));
                    }
                }
            }
        }
    }

    /// Thousands of seeded random flips and batches on a small grid, enough for the ids of
    /// split components to pile up and be compacted many times over.
    #[test]
    fn long_runs_compact_and_stay_exact() {
        let mut grid = Grid::new(crate::grid::Size::new(6, 7), true).unwrap();
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            u32::try_from(state % n).unwrap()
        };
        for moves in [Moves::four(), Moves::eight(DiagonalRule::Always)] {
            let build = |g: &Grid<bool>| {
                Components::new(&GridSpace::new(g, moves.clone(), |&c| c)).unwrap()
            };
            let mut components = build(&grid);
            let mut compactions = 0;
            for round in 0..20_000 {
                let ids_before = components.ids.len();
                let mut changes = Vec::new();
                for _ in 0..if round % 7 == 0 { 2 } else { 1 } {
                    let pos = Pos::new(next(6), next(7));
                    let open = next(100) < 55;
                    grid[pos] = open;
                    changes.push((pos, open));
                }
                if changes.len() == 1 {
                    components.set_passable(changes[0].0, changes[0].1).unwrap();
                    // One update only adds ids, unless they are compacted.
                    compactions += usize::from(components.ids.len() < ids_before);
                } else {
                    components.set_passable_many(changes).unwrap();
                }
                assert_eq!(components, build(&grid), "round {round}");
                assert_eq!(components.count(), build(&grid).count(), "round {round}");
            }
            assert!(compactions >= 3, "compacted {compactions} times");
        }
    }
}
