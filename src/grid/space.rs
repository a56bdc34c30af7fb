//! [`GridSpace`]: a grid, a move set and a rule for entering cells, as a [`StateSpace`].

use crate::cost::{Cost, Octile};
use crate::error::GridError;
use crate::grid::{DiagonalRule, Dir, Grid, Moves, Pos, Size};
use crate::space::{Layout, Number, Numbering, Predecessors, StateSpace};

/// Decides which cells can be entered and what a step costs.
///
/// Three rules ship with the crate: [`Passable`] (every step costs 1), [`EnterCost`] (a
/// per-cell cost of entering) and [`OctileSteps`] (1 straight, √2 diagonal). Implement it
/// yourself for anything else, for example a cost that depends on the direction.
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, StepRule};
///
/// /// Climbing costs 2, other steps 1; '#' is a wall.
/// struct Uphill;
/// impl StepRule<char> for Uphill {
///     type Cost = u32;
///     fn passable(&self, cell: &char) -> bool { *cell != '#' }
///     fn cost(&self, _cell: &char, dir: Dir) -> u32 { if dir == Dir::Up { 2 } else { 1 } }
/// }
/// assert_eq!(Uphill.cost(&'.', Dir::Up), 2);
/// ```
pub trait StepRule<T> {
    /// The cost type of a step.
    type Cost: Cost;
    /// Whether a cell can be entered (and, for diagonal rules, whether it is "free").
    fn passable(&self, cell: &T) -> bool;
    /// The cost of stepping in direction `dir` into `cell`, a passable cell.
    fn cost(&self, cell: &T, dir: Dir) -> Self::Cost;

    /// The cost of a step in direction `dir` when it does not depend on the cell entered, or
    /// `None` (the default) when it does. Returning `Some` lets
    /// [`GridSpace`] skip reading the cell on every move.
    ///
    /// ```
    /// use gridpath::{Dir, Passable, StepRule};
    /// assert_eq!(StepRule::<char>::uniform_cost(&Passable(|_: &char| true), Dir::Up), Some(1));
    /// ```
    fn uniform_cost(&self, dir: Dir) -> Option<Self::Cost> {
        let _ = dir;
        None
    }

    /// A lower bound on the cost of going `rows` rows and `cols` columns with this rule's
    /// steps, used as [`GridSpace`]'s [`StateSpace::estimate`]: `diagonal` says whether the
    /// move set has diagonal moves. The default, zero, is always right; override it only
    /// with a bound that no step can beat: for every step the rule allows, of cost `c`, from
    /// a cell `(rows, cols)` away from some target to a cell `(rows′, cols′)` away from it,
    /// `estimate(rows, cols) ≤ c + estimate(rows′, cols′)` — a distance (its triangle
    /// inequality) under which no step costs less than its own length.
    ///
    /// ```
    /// use gridpath::{Octile, OctileSteps, Passable, StepRule};
    /// let unit = Passable(|_: &char| true);
    /// assert_eq!(StepRule::<char>::estimate(&unit, 2, 5, false), 7); // Manhattan
    /// assert_eq!(StepRule::<char>::estimate(&unit, 2, 5, true), 5); // Chebyshev
    /// let octile = OctileSteps(|_: &char| true);
    /// assert_eq!(StepRule::<char>::estimate(&octile, 2, 5, true), Octile::new(3, 2));
    /// ```
    fn estimate(&self, rows: u32, cols: u32, diagonal: bool) -> Self::Cost {
        let _ = (rows, cols, diagonal);
        Self::Cost::ZERO
    }
}

/// A [`StepRule`]: cells where the closure says `true` can be entered; every step costs 1.
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, Passable, StepRule};
/// let rule = Passable(|c: &char| *c != '#');
/// assert!(rule.passable(&'.') && !rule.passable(&'#'));
/// assert_eq!(rule.cost(&'.', Dir::Up), 1);
/// ```
#[derive(Clone, Copy)]
pub struct Passable<F>(pub F);

impl<F> core::fmt::Debug for Passable<F> {
    /// The rule's name (a closure has nothing to print).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Passable(..)")
    }
}

impl<T, F: Fn(&T) -> bool> StepRule<T> for Passable<F> {
    type Cost = u32;
    fn passable(&self, cell: &T) -> bool {
        (self.0)(cell)
    }
    fn cost(&self, _cell: &T, _dir: Dir) -> u32 {
        1
    }
    fn uniform_cost(&self, _dir: Dir) -> Option<u32> {
        Some(1)
    }
    /// Every step costs 1: Chebyshev's distance with diagonal moves, Manhattan's without.
    #[inline]
    fn estimate(&self, rows: u32, cols: u32, diagonal: bool) -> u32 {
        if diagonal {
            rows.max(cols)
        } else {
            rows.saturating_add(cols)
        }
    }
}

/// A [`StepRule`]: the closure gives the cost of entering a cell, or `None` for a cell that
/// cannot be entered. Diagonal and straight steps into a cell cost the same.
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, EnterCost, StepRule};
/// let rule = EnterCost(|c: &char| match c { '.' => Some(1u32), '~' => Some(3), _ => None });
/// assert_eq!(rule.cost(&'~', Dir::Left), 3);
/// assert!(!rule.passable(&'#'));
/// ```
#[derive(Clone, Copy)]
pub struct EnterCost<F>(pub F);

impl<F> core::fmt::Debug for EnterCost<F> {
    /// The rule's name (a closure has nothing to print).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("EnterCost(..)")
    }
}

impl<T, C: Cost, F: Fn(&T) -> Option<C>> StepRule<T> for EnterCost<F> {
    type Cost = C;
    fn passable(&self, cell: &T) -> bool {
        (self.0)(cell).is_some()
    }
    fn cost(&self, cell: &T, _dir: Dir) -> C {
        (self.0)(cell).unwrap_or(C::MAX)
    }
}

/// A [`StepRule`]: cells where the closure says `true` can be entered; a straight step costs
/// 1 and a diagonal step √2, exactly (see [`Octile`]).
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, Octile, OctileSteps, StepRule};
/// let rule = OctileSteps(|c: &char| *c == '.');
/// assert_eq!(rule.cost(&'.', Dir::UpLeft), Octile::DIAGONAL);
/// assert_eq!(rule.cost(&'.', Dir::Up), Octile::STRAIGHT);
/// ```
#[derive(Clone, Copy)]
pub struct OctileSteps<F>(pub F);

impl<F> core::fmt::Debug for OctileSteps<F> {
    /// The rule's name (a closure has nothing to print).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("OctileSteps(..)")
    }
}

impl<F> OctileSteps<F> {
    fn cost_of(dir: Dir) -> Octile {
        if dir.is_diagonal() {
            Octile::DIAGONAL
        } else {
            Octile::STRAIGHT
        }
    }
}

impl<T, F: Fn(&T) -> bool> StepRule<T> for OctileSteps<F> {
    type Cost = Octile;
    fn passable(&self, cell: &T) -> bool {
        (self.0)(cell)
    }
    fn cost(&self, _cell: &T, dir: Dir) -> Octile {
        Self::cost_of(dir)
    }
    fn uniform_cost(&self, dir: Dir) -> Option<Octile> {
        Some(Self::cost_of(dir))
    }
    /// The octile distance with diagonal moves, Manhattan's (in straight steps) without.
    #[inline]
    fn estimate(&self, rows: u32, cols: u32, diagonal: bool) -> Octile {
        if diagonal {
            Octile::between(rows, cols)
        } else {
            Octile::new(rows.saturating_add(cols), 0)
        }
    }
}

/// A [`StepRule`]: per-cell costs with octile moves, exactly — the closure gives the cost `c`
/// of entering a cell (or `None` for a cell that cannot be entered); a straight step into it
/// costs `c` and a diagonal step `c·√2`, kept exact as an [`Octile`] (`c` straight units, or
/// `c` diagonal ones). Terrain for units that move in eight directions.
///
/// Its estimate is zero (the cheapest cell is not known), so [`AStar`](crate::AStar) on it
/// explores like Dijkstra; give A* your own estimate scaled by your cheapest cost.
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, Octile, OctileEnterCost, StepRule};
/// let rule = OctileEnterCost(|c: &char| match c { '.' => Some(1), '~' => Some(3), _ => None });
/// assert_eq!(rule.cost(&'~', Dir::Left), Octile::new(3, 0));
/// assert_eq!(rule.cost(&'~', Dir::UpLeft), Octile::new(0, 3)); // 3√2
/// assert!(!rule.passable(&'#'));
/// ```
#[derive(Clone, Copy)]
pub struct OctileEnterCost<F>(pub F);

impl<F> core::fmt::Debug for OctileEnterCost<F> {
    /// The rule's name (a closure has nothing to print).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("OctileEnterCost(..)")
    }
}

impl<T, F: Fn(&T) -> Option<u32>> StepRule<T> for OctileEnterCost<F> {
    type Cost = Octile;
    fn passable(&self, cell: &T) -> bool {
        (self.0)(cell).is_some()
    }
    fn cost(&self, cell: &T, dir: Dir) -> Octile {
        match (self.0)(cell) {
            Some(c) if dir.is_diagonal() => Octile::new(0, c),
            Some(c) => Octile::new(c, 0),
            None => Octile::MAX,
        }
    }
}

/// One entry of the precomputed move table.
#[derive(Debug, Clone, Copy)]
struct Step {
    dir: Dir,
    dr: i32,
    dc: i32,
    /// Offset of the target cell in the padded passability mask.
    offset: isize,
    /// Offset of the target cell's dense index (`dr × width + dc`).
    dense_offset: isize,
    /// For a diagonal, the mask offsets of its two side cells.
    sides: Option<(isize, isize)>,
}

/// A grid as a [`StateSpace`]: states are [`Pos`], moves come from a [`Moves`] set, and a
/// [`StepRule`] says which cells can be entered and at what cost.
///
/// States are numbered densely (`row × width + col`), so every engine runs on flat arrays.
///
/// Construction evaluates the rule's [`StepRule::passable`] once for every cell and keeps the
/// answers in a bitmask with a one-cell blocked border (one bit per cell), so that finding
/// successors needs no bounds checks and no further calls to `passable`. Building a
/// `GridSpace` is therefore `O(cells)`: build it once and run many searches on it. (If you
/// change the grid, build a new space; the borrow checker makes sure you do.)
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Moves};
///
/// let grid = Grid::parse("S.#\n#..\n..E\n", Some)?;
/// let space = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
/// let start = grid.find(|&c| c == 'S').unwrap();
/// let goal = grid.find(|&c| c == 'E').unwrap();
///
/// let mut bfs = Bfs::new();
/// let found = bfs.search(&space, [start], |p| p == goal);
/// assert_eq!(found.goal_distance(), Some(4));
/// assert_eq!(found.path().unwrap().len(), 5);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Clone)]
pub struct GridSpace<'g, T, R> {
    grid: &'g Grid<T>,
    rule: R,
    moves: Moves,
    /// The move table, `steps[..step_count]` in the move set's order. A move set holds at most
    /// the 8 directions, each once, so a plain array holds it: no inline-or-heap branch on each
    /// access, as a `SmallVec` has (measured in A*'s successor loop).
    steps: [Step; 8],
    step_count: usize,
    /// `passable` for every cell, row-major, with a blocked border one cell wide: cell
    /// (r, c) is bit `(r + 1) × padded_width + (c + 1)`, bit `i` being bit `i % 64` of word
    /// `i / 64`. Plain words, read by the successor loops: a `BitVec`'s words are behind an
    /// encoded pointer that each access decodes (measured: 2,000 of the 32,500 instructions of
    /// a short A* query), and a `BitVec` of `u64` words does not build on 32-bit targets.
    open: Vec<u64>,
    padded_width: usize,
    width: usize,
    straight_only: bool,
    /// For move sets with diagonals: for every cell (dense index), bit `i` is set when the
    /// move `steps[i]` out of it is legal (target open and, for a diagonal, the side cells as
    /// the rule requires). Empty for straight-only move sets.
    legal: Vec<u8>,
}

impl<T, R: core::fmt::Debug> core::fmt::Debug for GridSpace<'_, T, R> {
    /// The grid's size, the move set and the rule; not the cells.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("GridSpace")
            .field("width", &self.grid.width())
            .field("height", &self.grid.height())
            .field("moves", &self.moves)
            .field("rule", &self.rule)
            .finish_non_exhaustive()
    }
}

impl<'g, T, F: Fn(&T) -> bool> GridSpace<'g, T, Passable<F>> {
    /// A space where the cells for which `passable` says `true` can be entered and every step
    /// costs 1.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// let grid = Grid::parse(".#\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// assert!(!space.is_passable(gridpath::Pos::new(0, 1)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn new(grid: &'g Grid<T>, moves: Moves, passable: F) -> Self {
        GridSpace::with_rule(grid, moves, Passable(passable))
    }
}

impl<'g, T, C: Cost, F: Fn(&T) -> Option<C>> GridSpace<'g, T, EnterCost<F>> {
    /// A space where `enter_cost(cell)` is the cost of stepping into `cell`, or `None` if it
    /// cannot be entered.
    ///
    /// ```
    /// use gridpath::{Dijkstra, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".~.\n", Some)?;
    /// let space = GridSpace::with_costs(&grid, Moves::four(), |&c| match c {
    ///     '.' => Some(1u32),
    ///     '~' => Some(3),
    ///     _ => None,
    /// });
    /// let mut dijkstra = Dijkstra::new();
    /// let found = dijkstra.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(0, 2));
    /// assert_eq!(found.goal_distance(), Some(4));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn with_costs(grid: &'g Grid<T>, moves: Moves, enter_cost: F) -> Self {
        GridSpace::with_rule(grid, moves, EnterCost(enter_cost))
    }
}

impl<'g, T, F: Fn(&T) -> bool> GridSpace<'g, T, OctileSteps<F>> {
    /// An 8-connected space without corner cutting where straight steps cost 1 and diagonal
    /// steps √2, exactly: the Moving AI movement model.
    ///
    /// ```
    /// use gridpath::{AStar, Grid, GridSpace, Octile, Pos, heuristic};
    /// let grid = Grid::parse("...\n...\n", Some)?;
    /// let space = GridSpace::octile(&grid, |&c| c == '.');
    /// let goal = Pos::new(1, 2);
    /// let mut astar = AStar::new();
    /// let found = astar.search(&space, [Pos::new(0, 0)], |p| p == goal, heuristic::octile(goal));
    /// assert_eq!(found.goal_distance(), Some(Octile::new(1, 1)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn octile(grid: &'g Grid<T>, passable: F) -> Self {
        GridSpace::with_rule(
            grid,
            Moves::eight(DiagonalRule::NoCornerCutting),
            OctileSteps(passable),
        )
    }

    /// King moves with exact octile costs: 8-connected, a diagonal step allowed even between
    /// two walls ([`DiagonalRule::Always`]), straight steps cost 1 and diagonal steps √2. For
    /// king moves that all cost 1, use [`GridSpace::new`] with
    /// [`Moves::eight`]`(DiagonalRule::Always)`.
    ///
    /// ```
    /// use gridpath::{AStar, Grid, GridSpace, Octile, Pos, heuristic};
    /// // The diagonal squeezes between the two walls.
    /// let grid = Grid::parse(".#\n#.\n", Some)?;
    /// let space = GridSpace::king(&grid, |&c| c == '.');
    /// let goal = Pos::new(1, 1);
    /// let mut astar = AStar::new();
    /// let found = astar.search(&space, [Pos::new(0, 0)], |p| p == goal, heuristic::octile(goal));
    /// assert_eq!(found.goal_distance(), Some(Octile::new(0, 1))); // one diagonal: √2
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn king(grid: &'g Grid<T>, passable: F) -> Self {
        GridSpace::with_rule(
            grid,
            Moves::eight(DiagonalRule::Always),
            OctileSteps(passable),
        )
    }
}

impl<'g, T, R: StepRule<T>> GridSpace<'g, T, R> {
    /// A space with any [`StepRule`].
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Passable};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let space = GridSpace::with_rule(&grid, Moves::four(), Passable(|&c: &char| c == '.'));
    /// assert!(space.is_passable(gridpath::Pos::new(0, 1)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn with_rule(grid: &'g Grid<T>, moves: Moves, rule: R) -> Self {
        let width = grid.width() as usize;
        let padded_width = width + 2;
        let mut open = vec![0u64; (padded_width * (grid.height() as usize + 2)).div_ceil(64)];
        let words = open.as_mut_slice();
        for (row, cells) in grid.rows().enumerate() {
            let first = (row + 1) * padded_width + 1;
            for (col, cell) in cells.iter().enumerate() {
                let bit = first + col;
                if let (true, Some(word)) = (rule.passable(cell), words.get_mut(bit / 64)) {
                    *word |= 1 << (bit % 64);
                }
            }
        }
        // Offsets within the padded mask; |offset| <= padded_width + 1, which fits in isize
        // because the mask itself was allocated.
        let offset_in = |width: usize, (dr, dc): (i32, i32)| {
            let width = isize::try_from(width).unwrap_or(isize::MAX);
            dr as isize * width + dc as isize
        };
        let offset = |delta| offset_in(padded_width, delta);
        let step = |dir: Dir| {
            let (dr, dc) = dir.delta();
            Step {
                dir,
                dr,
                dc,
                offset: offset((dr, dc)),
                dense_offset: offset_in(width, (dr, dc)),
                sides: dir.parts().map(|(vertical, horizontal)| {
                    (offset(vertical.delta()), offset(horizontal.delta()))
                }),
            }
        };
        let mut steps = [step(Dir::Up); 8];
        for (slot, &dir) in steps.iter_mut().zip(moves.dirs()) {
            *slot = step(dir);
        }
        let step_count = moves.dirs().len().min(8);
        let mut space = GridSpace {
            straight_only: moves.dirs().iter().all(|d| !d.is_diagonal()),
            grid,
            rule,
            moves,
            steps,
            step_count,
            open,
            padded_width,
            width,
            legal: Vec::new(),
        };
        if !space.straight_only {
            space.legal = (0..grid.len())
                .map(|index| space.legal_moves(index))
                .collect();
        }
        space
    }

    /// The move table in the move set's order.
    fn steps(&self) -> &[Step] {
        &self.steps[..self.step_count]
    }

    /// The legal moves out of the cell with dense index `index`: bit `i` for `steps[i]`.
    fn legal_moves(&self, index: usize) -> u8 {
        let here = index + 2 * (index / self.width.max(1)) + self.padded_width + 1;
        let mut legal = 0;
        for (i, step) in self.steps().iter().enumerate() {
            if self.step_allowed(here, step) {
                legal |= 1 << i;
            }
        }
        legal
    }

    /// Whether `step` out of the cell with mask bit `here` is legal.
    #[inline]
    fn step_allowed(&self, here: usize, step: &Step) -> bool {
        if !self.is_open(here.wrapping_add_signed(step.offset)) {
            return false;
        }
        let Some((a, b)) = step.sides else {
            return true;
        };
        let side_a = self.is_open(here.wrapping_add_signed(a));
        let side_b = self.is_open(here.wrapping_add_signed(b));
        match self.moves.rule() {
            DiagonalRule::Always => true,
            DiagonalRule::NotBetweenBlocked => side_a || side_b,
            DiagonalRule::NoCornerCutting => side_a && side_b,
        }
    }

    /// The grid searched.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// assert_eq!(space.grid().width(), 2);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn grid(&self) -> &'g Grid<T> {
        self.grid
    }

    /// The move set.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// assert_eq!(space.moves(), &Moves::four());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn moves(&self) -> &Moves {
        &self.moves
    }

    /// The step rule.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, StepRule};
    /// let grid = Grid::parse(".#\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// assert!(!space.rule().passable(&'#'));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn rule(&self) -> &R {
        &self.rule
    }

    /// Whether `pos` is inside the grid and its cell can be entered.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#\n", Some)?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// assert!(space.is_passable(Pos::new(0, 0)));
    /// assert!(!space.is_passable(Pos::new(0, 1)));
    /// assert!(!space.is_passable(Pos::new(0, 2)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_passable(&self, pos: Pos) -> bool {
        self.grid.contains(pos) && self.is_open(self.mask_index(pos))
    }

    /// Opens (`passable = true`) or closes a cell of this space in place — a door that opens,
    /// a wall blown up, an obstacle a robot discovers — and returns whether it changed. The
    /// space's view of the cell changes, not the grid (which the space borrows): from now on
    /// the space's passability, not the rule's, decides for this cell.
    ///
    /// # Errors
    ///
    /// [`GridError::OutOfBounds`] for a position outside the grid; [`GridError::NoCost`] when
    /// opening a cell whose step rule has no cost for entering it (an [`EnterCost`] closure
    /// that says `None` for the cell: give the space a rule that prices it instead).
    ///
    /// # Complexity
    ///
    /// `O(1)`: the cell's bit, and for move sets with diagonals the legal moves of the cell
    /// and its eight neighbours.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    ///
    /// let grid = Grid::parse(".#.\n", Some)?;
    /// let mut space = GridSpace::new(&grid, Moves::four(), |&c| c == '.');
    /// let (start, goal) = (Pos::new(0, 0), Pos::new(0, 2));
    /// let mut bfs = Bfs::new();
    /// assert_eq!(bfs.search(&space, [start], |p| p == goal).goal_distance(), None);
    ///
    /// assert!(space.set_passable(Pos::new(0, 1), true)?); // the door opens
    /// assert_eq!(bfs.search(&space, [start], |p| p == goal).goal_distance(), Some(2));
    /// assert!(!space.set_passable(Pos::new(0, 1), true)?); // already open
    /// assert!(space.set_passable(Pos::new(5, 0), false).is_err());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn set_passable(&mut self, pos: Pos, passable: bool) -> Result<bool, GridError> {
        let Some(cell) = self.grid.get(pos) else {
            return Err(GridError::OutOfBounds {
                row: pos.row,
                col: pos.col,
                rows: self.grid.height(),
                cols: self.grid.width(),
            });
        };
        let bit = self.mask_index(pos);
        if self.is_open(bit) == passable {
            return Ok(false);
        }
        let priced = self
            .steps()
            .iter()
            .all(|step| self.rule.uniform_cost(step.dir).is_some());
        if passable && !priced && !self.rule.passable(cell) {
            return Err(GridError::NoCost {
                row: pos.row,
                col: pos.col,
            });
        }
        if let Some(word) = self.open.get_mut(bit / 64) {
            *word ^= 1 << (bit % 64);
        }
        if !self.straight_only {
            let size = self.grid.size();
            for row in pos.row.saturating_sub(1)..=pos.row.saturating_add(1).min(size.rows - 1) {
                for col in pos.col.saturating_sub(1)..=pos.col.saturating_add(1).min(size.cols - 1)
                {
                    let index = self.cell_index(Pos::new(row, col));
                    let legal = self.legal_moves(index);
                    if let Some(slot) = self.legal.get_mut(index) {
                        *slot = legal;
                    }
                }
            }
        }
        Ok(true)
    }

    /// The dense index of `pos`, `row × width + col` (meaningful only inside the grid).
    #[inline]
    pub(crate) fn cell_index(&self, pos: Pos) -> usize {
        pos.row as usize * self.width + pos.col as usize
    }

    /// The bit of `pos` in the padded mask (meaningful only for positions inside the grid).
    #[inline]
    fn mask_index(&self, pos: Pos) -> usize {
        (pos.row as usize + 1) * self.padded_width + pos.col as usize + 1
    }

    /// `passable` for every cell, row-major, with a blocked border one cell wide: cell (r, c)
    /// is bit `(r + 1) × (width + 2) + (c + 1)`, bit `i % 64` of word `i / 64`. What prepared
    /// grids (such as [`JumpGrid`](crate::JumpGrid)) are built from, and what
    /// [`Components`](crate::grid::Components) copies as its own passability.
    pub(crate) fn open_words(&self) -> &[u64] {
        &self.open
    }

    /// Whether bit `bit` of the padded mask is set. The successor loops call this for every
    /// move: a test on the raw word (`BitSlice::get` was measured slower here when the mask
    /// was first written).
    #[inline]
    fn is_open(&self, bit: usize) -> bool {
        self.open
            .get(bit / 64)
            .is_some_and(|word| word & (1 << (bit % 64)) != 0)
    }
}

impl<T, R: StepRule<T>> GridSpace<'_, T, R> {
    /// Calls `visit(next, cost, dense_index(next))` for every legal move out of `pos`, whose
    /// dense index is `index` (`pos` must be inside the grid).
    #[expect(
        clippy::inline_always,
        reason = "measured: without it the successor closure is not inlined into the engine loop"
    )]
    #[inline(always)]
    fn moves_from(&self, pos: Pos, index: usize, mut visit: impl FnMut(Pos, R::Cost, usize)) {
        // (row + 1) × padded_width + (col + 1), from index = row × width + col.
        let here = index + 2 * pos.row as usize + self.padded_width + 1;
        let mut step_into = |step: &Step| self.step_into(pos, index, step, &mut visit);
        if self.straight_only {
            // The common 4-neighbour case as a fixed-length loop, which the compiler unrolls:
            // one branch per direction predicts better than one shared branch.
            if let (4, Some(four)) = (self.step_count, self.steps.first_chunk::<4>()) {
                for step in four {
                    if self.is_open(here.wrapping_add_signed(step.offset)) {
                        step_into(step);
                    }
                }
            } else {
                for step in self.steps() {
                    if self.is_open(here.wrapping_add_signed(step.offset)) {
                        step_into(step);
                    }
                }
            }
            return;
        }
        if let Some(&legal) = self.legal.get(index) {
            // Moves with diagonals: the legal ones were worked out once per cell; visit the set
            // bits in move order (one loop branch, instead of one hard-to-predict branch per
            // direction and its side cells).
            let mut legal = legal;
            while legal != 0 {
                let i = legal.trailing_zeros() as usize;
                legal &= legal - 1;
                // i < 8: `legal` is a byte.
                step_into(&self.steps[i & 7]);
            }
            return;
        }
        for step in self.steps() {
            if self.step_allowed(here, step) {
                step_into(step);
            }
        }
    }
}

impl<T, R: StepRule<T>> GridSpace<'_, T, R> {
    /// Hands the move `step` out of `pos` (dense index `index`) to `visit`; the target is known
    /// to be open, hence inside the grid.
    #[expect(
        clippy::inline_always,
        reason = "measured: Dijkstra's loop otherwise calls this out of line for every successor"
    )]
    #[inline(always)]
    fn step_into(
        &self,
        pos: Pos,
        index: usize,
        step: &Step,
        visit: &mut impl FnMut(Pos, R::Cost, usize),
    ) {
        let next_index = index.wrapping_add_signed(step.dense_offset);
        let cost = match self.rule.uniform_cost(step.dir) {
            Some(cost) => cost,
            None => match self.grid.cells().get(next_index) {
                Some(cell) => self.rule.cost(cell, step.dir),
                None => return,
            },
        };
        let next = Pos::new(
            pos.row.wrapping_add_signed(step.dr),
            pos.col.wrapping_add_signed(step.dc),
        );
        visit(next, cost, next_index);
    }
}

impl<T, R: StepRule<T>> GridSpace<'_, T, R> {
    /// Like `moves_from`, but also lists moves into blocked cells of the grid, with cost
    /// `None`, for the adapters' `WallSpace`. The diagonal rule still applies,
    /// with blocked side cells counted as blocked. `pos` must be inside the grid, and `index`
    /// its dense index.
    #[expect(
        clippy::inline_always,
        reason = "measured: without it the successor closure is not inlined into the engine loop"
    )]
    #[inline(always)]
    pub(crate) fn moves_through_walls(
        &self,
        pos: Pos,
        index: usize,
        mut visit: impl FnMut(Pos, Option<R::Cost>, usize),
    ) {
        let here = index + 2 * pos.row as usize + self.padded_width + 1;
        for step in self.steps() {
            let next = Pos::new(
                pos.row.wrapping_add_signed(step.dr),
                pos.col.wrapping_add_signed(step.dc),
            );
            if !self.grid.contains(next) {
                continue;
            }
            if let Some((a, b)) = step.sides {
                let side_a = self.is_open(here.wrapping_add_signed(a));
                let side_b = self.is_open(here.wrapping_add_signed(b));
                let allowed = match self.moves.rule() {
                    DiagonalRule::Always => true,
                    DiagonalRule::NotBetweenBlocked => side_a || side_b,
                    DiagonalRule::NoCornerCutting => side_a && side_b,
                };
                if !allowed {
                    continue;
                }
            }
            let next_index = index.wrapping_add_signed(step.dense_offset);
            let cost = if self.is_open(here.wrapping_add_signed(step.offset)) {
                match self.rule.uniform_cost(step.dir) {
                    Some(cost) => Some(cost),
                    None => match self.grid.cells().get(next_index) {
                        Some(cell) => Some(self.rule.cost(cell, step.dir)),
                        None => continue,
                    },
                }
            } else {
                None
            };
            visit(next, cost, next_index);
        }
    }
}

impl<T, R: StepRule<T>> StateSpace for GridSpace<'_, T, R> {
    type State = Pos;
    type Cost = R::Cost;

    #[inline]
    fn successors(&self, pos: Pos, mut visit: impl FnMut(Pos, R::Cost)) {
        if self.grid.contains(pos) {
            self.moves_from(pos, self.cell_index(pos), |next, cost, _| {
                visit(next, cost);
            });
        }
    }

    #[expect(
        clippy::inline_always,
        reason = "measured: without it the successor closure is not inlined into the engine loop"
    )]
    #[inline(always)]
    fn dense_successors(&self, pos: Pos, index: usize, visit: impl FnMut(Pos, R::Cost, usize)) {
        self.moves_from(pos, index, visit);
    }

    /// The passable cells: a blocked cell, or a position outside the grid, is no state of the
    /// space, so every engine ignores it as a start and reports no distance for it.
    #[inline]
    fn contains(&self, pos: Pos) -> bool {
        self.is_passable(pos)
    }

    fn numbering(&self) -> Option<impl Numbering<Pos>> {
        Some(CellNumbering::new(self.width, self.grid.len()))
    }

    /// The rule's [`StepRule::estimate`] for the rows and columns between the two cells.
    #[inline]
    fn estimate(&self, from: Pos, to: Pos) -> R::Cost {
        let (rows, cols) = (from.row.abs_diff(to.row), from.col.abs_diff(to.col));
        self.rule.estimate(rows, cols, !self.straight_only)
    }

    /// Whether `to` is inside the grid and passable (a blocked cell is no state, and no move
    /// enters one). `O(1)`.
    #[inline]
    fn may_reach(&self, _from: Pos, to: Pos) -> bool {
        self.is_passable(to)
    }
}

/// The moves into a cell: for each direction `d` of the move set, the cell `state − d`, when
/// the step from it in direction `d` is legal (inside the grid, `state` passable, and for a
/// diagonal, the side cells as the [`DiagonalRule`] requires), at the rule's cost of entering
/// `state` in direction `d` — exactly the moves [`StateSpace::successors`] lists into `state`.
///
/// ```
/// use gridpath::{Grid, GridSpace, Octile, Pos, Predecessors};
/// let grid = Grid::parse("...\n...\n", Some)?;
/// let space = GridSpace::octile(&grid, |&c| c == '.');
/// let mut into = Vec::new();
/// space.predecessors(Pos::new(1, 1), |prev, cost| into.push((prev, cost)));
/// into.sort_by_key(|&(prev, _)| prev);
/// let (straight, diagonal) = (Octile::STRAIGHT, Octile::DIAGONAL);
/// assert_eq!(into, [
///     (Pos::new(0, 0), diagonal), (Pos::new(0, 1), straight), (Pos::new(0, 2), diagonal),
///     (Pos::new(1, 0), straight), (Pos::new(1, 2), straight),
/// ]);
/// # Ok::<(), gridpath::Error>(())
/// ```
impl<T, R: StepRule<T>> Predecessors for GridSpace<'_, T, R> {
    fn predecessors(&self, pos: Pos, mut visit: impl FnMut(Pos, R::Cost)) {
        if !self.grid.contains(pos) {
            return;
        }
        let index = self.cell_index(pos);
        for step in self.steps() {
            let prev = Pos::new(
                pos.row.wrapping_add_signed(-step.dr),
                pos.col.wrapping_add_signed(-step.dc),
            );
            if !self.grid.contains(prev)
                || !self.step_allowed(self.mask_index(prev), step)
                || !self.contains(prev)
            {
                continue;
            }
            let cost = match self.rule.uniform_cost(step.dir) {
                Some(cost) => cost,
                None => match self.grid.cells().get(index) {
                    Some(cell) => self.rule.cost(cell, step.dir),
                    None => continue,
                },
            };
            visit(prev, cost);
        }
    }
}

/// The numbering of a [`GridSpace`]: `row × width + col`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CellNumbering {
    width: usize,
    cells: usize,
    /// `⌊2⁶⁴ / width⌋ + 1` where that gives every row exactly (a width from 2 to 2³² − 1 and
    /// fewer than 2³² cells, see [`CellNumbering::row_of`]), else 0. A radix-heap entry of A*
    /// carries a slot, not a state, so every expansion turns a number back into a position:
    /// a multiply instead of a 64-bit division (measured: 1–2 % of A* on the Moving AI maps).
    reciprocal: u64,
}

impl CellNumbering {
    /// The numbering of a grid `width` cells wide with `cells` cells.
    pub(crate) fn new(width: usize, cells: usize) -> Self {
        let below_2_32 = |n: usize| u32::try_from(n).is_ok_and(|n| n < u32::MAX);
        let reciprocal = match u64::try_from(width) {
            Ok(w) if w >= 2 && below_2_32(width) && below_2_32(cells) => u64::MAX / w + 1,
            _ => 0,
        };
        CellNumbering {
            width,
            cells,
            reciprocal,
        }
    }

    /// `index / width` for an index below `cells`. With `m = ⌊2⁶⁴/w⌋ + 1 = 2⁶⁴/w + e`,
    /// `0 < e ≤ 1`, and `n, w < 2³²`: `n·m / 2⁶⁴ = n/w + δ` with `0 < δ < 2⁻³²`, while the
    /// fraction of `n/w` is at most `1 − 1/w < 1 − 2⁻³²`, so `⌊n·m / 2⁶⁴⌋ = ⌊n/w⌋`.
    #[inline]
    fn row_of(&self, index: usize) -> usize {
        if self.reciprocal == 0 {
            return index / self.width;
        }
        let row = (index as u128 * u128::from(self.reciprocal)) >> 64;
        #[expect(
            clippy::cast_possible_truncation,
            reason = "the quotient is at most the index, a usize"
        )]
        let row = row as usize;
        row
    }
}

impl Numbering<Pos> for CellNumbering {
    fn layout(&self) -> Layout {
        Layout::Dense { bound: self.cells }
    }

    #[inline]
    fn number(&self, pos: Pos) -> Number {
        Number::dense(pos.row as usize * self.width + pos.col as usize)
    }

    #[inline]
    fn state(&self, number: Number) -> Option<Pos> {
        if number.layer != 0 || number.index >= self.cells {
            return None;
        }
        let row = self.row_of(number.index);
        let col = number.index - row * self.width;
        Some(Pos::new(u32::try_from(row).ok()?, u32::try_from(col).ok()?))
    }
}

/// A state space whose states are the cells of one grid — a [`GridSpace`] or a
/// [`JumpGrid`](crate::JumpGrid), or a reference to one — so that what a search found can be
/// laid out as a grid of that size ([`SearchTree::distance_grid`](crate::SearchTree::distance_grid)).
///
/// The trait is sealed: the size it reports is always that of a grid that exists.
///
/// ```
/// use gridpath::{Grid, GridSpace, Moves, OnGrid, Size};
/// let grid = Grid::new(Size::new(2, 5), '.')?;
/// let space = GridSpace::new(&grid, Moves::four(), |_| true);
/// assert_eq!(space.size(), Size::new(2, 5));
/// # Ok::<(), gridpath::Error>(())
/// ```
pub trait OnGrid: StateSpace<State = Pos> + sealed::Sealed {
    /// The size of the grid whose cells are the states.
    fn size(&self) -> Size;
}

/// Keeps [`OnGrid`] to the crate's own grid spaces.
pub(crate) mod sealed {
    /// Implemented by the types that may implement [`OnGrid`](super::OnGrid).
    pub trait Sealed {}
}

impl<S: OnGrid + ?Sized> sealed::Sealed for &S {}

impl<S: OnGrid + ?Sized> OnGrid for &S {
    fn size(&self) -> Size {
        (**self).size()
    }
}

impl<T, R> sealed::Sealed for GridSpace<'_, T, R> {}

impl<T, R: StepRule<T>> OnGrid for GridSpace<'_, T, R> {
    fn size(&self) -> Size {
        self.grid.size()
    }
}

#[cfg(test)]
mod tests {
    use super::CellNumbering;

    /// The multiply gives the quotient of a division for every width and index it is used
    /// for, at the edges of rows and at the top of the range where `δ` is largest.
    #[test]
    fn rows_by_reciprocal_match_division() {
        let top = u32::MAX as usize - 1;
        for width in [
            1,
            2,
            3,
            7,
            10,
            512,
            1000,
            65_535,
            65_536,
            1 << 31,
            top - 1,
            top,
        ] {
            let cells = top - top % width;
            let numbering = CellNumbering::new(width, cells);
            assert_eq!(numbering.reciprocal == 0, width == 1);
            let rows = cells / width;
            let mut indices: Vec<usize> = (0..2_000.min(cells)).collect();
            for row in [1, 2, rows / 3, rows / 2, rows - 1]
                .into_iter()
                .filter(|&r| r >= 1)
            {
                let start = row * width;
                indices.extend([start - 1, start, start + 1, start + width - 1]);
            }
            indices.push(cells - 1);
            for index in indices.into_iter().filter(|&i| i < cells) {
                assert_eq!(numbering.row_of(index), index / width, "{index} / {width}");
            }
        }
    }
}
