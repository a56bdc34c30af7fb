//! The any-angle model: corners, and which straight segments between them an agent may follow
//! ([`Sight`]), decided exactly in integers.

use crate::cost::Octile;
use crate::error::GridError;
use crate::grid::{Dir, GridSpace, Pos, Size, StepRule, gcd};
use crate::space::{DenseNumbering, Numbering, StateSpace};

/// A corner of the grid's cells: the point where up to four cells meet. Corner `(row, col)` is
/// the top-left corner of cell `(row, col)`; a grid of `R × C` cells has `(R + 1) × (C + 1)`
/// corners, from `(0, 0)` to `(R, C)`. Any-angle paths run between corners, as in the
/// experiments of the Anya paper on the Moving AI maps.
///
/// ```
/// use gridpath::any_angle::Corner;
/// let corner = Corner::new(2, 3);
/// assert_eq!((corner.row, corner.col), (2, 3));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Corner {
    /// The grid line above the row of cells `row` (0 is the top edge of the grid).
    pub row: u32,
    /// The grid line left of the column of cells `col`.
    pub col: u32,
}

impl Corner {
    /// The corner at grid line `row` (from the top) and `col` (from the left).
    ///
    /// ```
    /// assert_eq!(gridpath::any_angle::Corner::new(0, 0), gridpath::any_angle::Corner::default());
    /// ```
    #[must_use]
    pub const fn new(row: u32, col: u32) -> Self {
        Corner { row, col }
    }

    /// The straight-line (Euclidean) distance to `other`, in cell sides:
    /// `√(Δrow² + Δcol²)`, the one rounding being the square root's (the squares are exact
    /// integers).
    ///
    /// ```
    /// use gridpath::any_angle::Corner;
    /// assert_eq!(Corner::new(0, 0).distance(Corner::new(3, 4)), 5.0);
    /// ```
    #[must_use]
    pub fn distance(self, other: Corner) -> f64 {
        let dr = u64::from(self.row.abs_diff(other.row));
        let dc = u64::from(self.col.abs_diff(other.col));
        #[expect(
            clippy::cast_precision_loss,
            reason = "a sum of two squares of u32 differences is below 2^65; as a float it is exact below 2^53 (sides below 2^26) and rounded once beyond"
        )]
        let squared = if dr < 1 << 26 && dc < 1 << 26 {
            // The common case, without the software conversion of a u128: the sum is below
            // 2^53, so the u64 converts exactly.
            (dr * dr + dc * dc) as f64
        } else {
            (u128::from(dr * dr) + u128::from(dc * dc)) as f64
        };
        squared.sqrt()
    }
}

/// The length of a path of corners: the sum of its segments' [`Corner::distance`]s, added in
/// order (one rounding per segment and per sum).
///
/// ```
/// use gridpath::any_angle::{Corner, path_length};
/// let path = [Corner::new(0, 0), Corner::new(3, 4), Corner::new(3, 6)];
/// assert_eq!(path_length(&path), 7.0);
/// ```
#[must_use]
pub fn path_length(path: &[Corner]) -> f64 {
    path.windows(2).map(|w| w[0].distance(w[1])).sum()
}

/// A grid's passability prepared for any-angle queries: which straight segments between
/// [`Corner`]s an agent may follow. The model, once for the whole crate:
///
/// - the points are the corners of the cells; the cells outside the grid are blocked;
/// - a segment between two corners is **visible** when
///   1. it crosses the interior of no blocked cell;
///   2. where it runs along a grid line, at least one of the two cells beside each stretch is
///      free (it may run along the edge between a blocked and a free cell, not between two
///      blocked ones);
///   3. it touches no *pinch* — a corner where two diagonally opposite cells are blocked and
///      the other two free (two blocked cells touching only there) — neither inside it nor
///      at its ends, so that no path squeezes between them, whether straight through the
///      corner or by turning there;
/// - an any-angle path is a sequence of corners whose consecutive corners see each other.
///
/// Every decision is exact integer arithmetic on the corners' coordinates: no floating point.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, Moves};
/// use gridpath::any_angle::{Corner, Sight};
///
/// // One blocked cell, (1, 1): corners (1, 1) to (2, 2) are its corners.
/// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
/// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
/// assert!(!sight.visible(Corner::new(0, 0), Corner::new(3, 3))); // through the wall
/// assert!(sight.visible(Corner::new(1, 0), Corner::new(1, 3))); // along its top edge
/// assert!(sight.visible(Corner::new(0, 0), Corner::new(1, 3))); // above it
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sight {
    size: Size,
    /// Free cells, row-major, with a blocked border: a row above and below, and
    /// [`Sight::BORDER`] columns left and right, so that any 64 cells of a row from column
    /// `-BORDER` to `cols` are one read of two words ([`Sight::cells`]). Cell `(r, c)` is bit
    /// `(r + 1) × (cols + 2 · BORDER) + c + BORDER`; one word more at the end, for that read.
    free: Vec<u64>,
    padded_width: usize,
    /// The pinches ([`Sight::pinched`]), found once: corner `(r, c)` is bit `r × (cols + 1) + c`.
    /// The searches ask about the corners at the ends of every interval they make.
    pinches: Vec<u64>,
}

impl Sight {
    /// Blocked columns on each side of a row of [`Sight::free`]: a window of 64 cells that
    /// starts anywhere from `-BORDER` to `cols` lies inside the picture.
    const BORDER: usize = 64;

    /// The passability of `space` (its passable cells, as it has them now).
    ///
    /// # Errors
    ///
    /// [`GridError::TooLarge`] when the grid with its border has more than `u32::MAX` cells,
    /// [`GridError::OutOfMemory`] when its memory cannot be reserved.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Size};
    /// let grid = Grid::new(Size::new(2, 3), true)?;
    /// let sight = gridpath::any_angle::Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c))?;
    /// assert_eq!(sight.size(), Size::new(2, 3));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn new<T, R: StepRule<T>>(space: &GridSpace<'_, T, R>) -> Result<Self, GridError> {
        let size = space.grid().size();
        let (rows, cols) = (size.rows as usize, size.cols as usize);
        let too_large = GridError::TooLarge {
            rows,
            cols,
            max: u32::MAX as usize,
        };
        let padded_width = cols
            .checked_add(2 * Self::BORDER)
            .ok_or(too_large.clone())?;
        // The limit is the grid's with a one-cell border, as for every grid structure; the
        // wider border of the bits only adds words.
        rows.checked_add(2)
            .and_then(|h| h.checked_mul(cols.checked_add(2)?))
            .filter(|&n| u32::try_from(n).is_ok())
            .ok_or(too_large.clone())?;
        let words = (rows + 2)
            .checked_mul(padded_width)
            .ok_or(too_large)?
            .div_ceil(64)
            + 1;
        let mut free = Vec::new();
        free.try_reserve_exact(words)
            .map_err(|_| GridError::OutOfMemory {
                rows,
                cols,
                bytes: words * 8,
            })?;
        free.resize(words, 0u64);
        let corners = (rows + 1) * (cols + 1); // fewer than `cells`
        let mut pinches = Vec::new();
        pinches
            .try_reserve_exact(corners.div_ceil(64))
            .map_err(|_| GridError::OutOfMemory {
                rows,
                cols,
                bytes: words * 8 + corners.div_ceil(8),
            })?;
        pinches.resize(corners.div_ceil(64), 0u64);
        let mut sight = Sight {
            size,
            free,
            padded_width,
            pinches,
        };
        for row in 0..size.rows {
            for col in 0..size.cols {
                if space.is_passable(Pos::new(row, col)) {
                    let i = (row as usize + 1) * padded_width + col as usize + Self::BORDER;
                    sight.free[i / 64] |= 1 << (i % 64);
                }
            }
        }
        sight.find_pinches();
        Ok(sight)
    }

    /// Sets the bits of [`Sight::pinches`], 63 corners of a row at a time: bit `k` of the
    /// windows `up` and `down` (the cells above and below the corner row, from the cell left
    /// of the first corner) is the cell left of corner `k`, bit `k + 1` the cell right of it.
    fn find_pinches(&mut self) {
        let (rows, cols) = (i64::from(self.size.rows), i64::from(self.size.cols));
        let width = self.size.cols as usize + 1;
        for row in 0..=rows {
            let mut first = 0;
            while first <= cols {
                let (up, down) = (self.cells(row - 1, first - 1), self.cells(row, first - 1));
                let (up_right, down_right) = (up >> 1, down >> 1);
                let mut pinch = ((!up & up_right & down & !down_right)
                    | (up & !up_right & !down & down_right))
                    & ((1 << 63) - 1);
                while pinch != 0 {
                    let k = i64::from(pinch.trailing_zeros());
                    pinch &= pinch - 1;
                    #[expect(
                        clippy::cast_sign_loss,
                        clippy::cast_possible_truncation,
                        reason = "a corner of the grid: row and column are small and not negative"
                    )]
                    let i = row as usize * width + (first + k) as usize;
                    if let Some(word) = self.pinches.get_mut(i / 64) {
                        *word |= 1 << (i % 64);
                    }
                }
                first += 63;
            }
        }
    }

    /// The grid's size in cells.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Size};
    /// let grid = Grid::new(Size::new(4, 1), true)?;
    /// let sight = gridpath::any_angle::Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c))?;
    /// assert_eq!(sight.size().rows, 4);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn size(&self) -> Size {
        self.size
    }

    /// Whether the cell at signed `(row, col)` is free: outside the grid is blocked.
    #[inline]
    pub(super) fn free(&self, row: i64, col: i64) -> bool {
        self.bit(row, col, 0).is_some_and(|i| self.cell_bit(i))
    }

    /// The bit of cell `(row, col)` in [`Sight::free`] if the cells `(row, col)` to
    /// `(row, col + reach)` are in the picture (the grid and its border: `-1 ≤ row ≤ rows`,
    /// `-BORDER ≤ col` and `col + reach < cols + BORDER`), else `None`. `reach` is below
    /// `BORDER`; a column left of the picture wraps to a huge `c`, refused (not added to,
    /// which would wrap back).
    #[inline]
    fn bit(&self, row: i64, col: i64, reach: u64) -> Option<usize> {
        let (r, c) = (
            row.wrapping_add(1),
            col.wrapping_add_unsigned(Self::BORDER as u64),
        );
        #[expect(
            clippy::cast_sign_loss,
            reason = "a negative r or c wraps to a huge u64, which the test refuses"
        )]
        let inside = (r as u64) <= u64::from(self.size.rows) + 1
            && (c as u64) < u64::from(self.size.cols) + 2 * Self::BORDER as u64 - reach;
        #[expect(
            clippy::cast_sign_loss,
            clippy::cast_possible_truncation,
            reason = "r and c are within the picture: not negative, and below its bits' count"
        )]
        inside.then(|| r as usize * self.padded_width + c as usize)
    }

    /// Bit `i` of [`Sight::free`].
    #[inline]
    fn cell_bit(&self, i: usize) -> bool {
        self.free
            .get(i / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    /// The cells `(row, col)` to `(row, col + 63)` as bits (bit `k` set when cell
    /// `(row, col + k)` is free); cells outside the grid are blocked. One read of two words
    /// when the window starts in the picture (from column `-BORDER` to `cols`, every window
    /// the searches read); outside it, every cell is outside the grid.
    #[inline]
    pub(super) fn cells(&self, row: i64, col: i64) -> u64 {
        let Some(i) = self.bit(row, col, 63) else {
            return 0;
        };
        let (word, shift) = (i / 64, i % 64);
        let low = self.free.get(word).copied().unwrap_or(0) >> shift;
        // `<< 1 << (63 − shift)`: zero when `shift` is 0, where `<< 64` would not be.
        let high = self.free.get(word + 1).copied().unwrap_or(0) << 1 << (63 - shift);
        low | high
    }

    /// Whether `corner` is a corner of the grid (inside `(0, 0)..=(rows, cols)`).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Size};
    /// use gridpath::any_angle::{Corner, Sight};
    /// let grid = Grid::new(Size::new(2, 2), true)?;
    /// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c))?;
    /// assert!(sight.contains(Corner::new(2, 2)));
    /// assert!(!sight.contains(Corner::new(3, 0)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn contains(&self, corner: Corner) -> bool {
        corner.row <= self.size.rows && corner.col <= self.size.cols
    }

    /// The four cells around `corner`, free or not: up-left, up-right, down-left, down-right.
    fn around(&self, corner: Corner) -> [bool; 4] {
        let (r, c) = (i64::from(corner.row), i64::from(corner.col));
        [
            self.free(r - 1, c - 1),
            self.free(r - 1, c),
            self.free(r, c - 1),
            self.free(r, c),
        ]
    }

    /// Whether `corner` is a *pinch*: two diagonally opposite cells around it blocked and the
    /// other two free — two blocked cells touching only there, with free space on both sides
    /// that a path could only join by squeezing through the corner. (With three blocked
    /// cells around a corner there is no second side to squeeze into.)
    #[inline]
    pub(super) fn pinched(&self, corner: Corner) -> bool {
        self.pinched_at(i64::from(corner.row), i64::from(corner.col))
    }

    /// [`Sight::pinched`] at signed coordinates: a point outside the grid is no pinch.
    #[inline]
    pub(super) fn pinched_at(&self, row: i64, col: i64) -> bool {
        #[expect(
            clippy::cast_sign_loss,
            reason = "a negative coordinate wraps to a huge u64, which the test refuses"
        )]
        let (r, c) = (row as u64, col as u64);
        let width = u64::from(self.size.cols) + 1;
        if r > u64::from(self.size.rows) || c >= width {
            return false;
        }
        #[expect(
            clippy::cast_possible_truncation,
            reason = "a corner's index: below the grid's cell limit, 2^32"
        )]
        let i = (r * width + c) as usize;
        self.pinches
            .get(i / 64)
            .is_some_and(|word| word & (1 << (i % 64)) != 0)
    }

    /// Whether `corner` is a *convex corner* of the blocked cells: exactly one of the four
    /// cells around it is blocked. Shortest any-angle paths turn only at such corners.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::any_angle::{Corner, Sight};
    /// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
    /// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// assert!(sight.is_convex_corner(Corner::new(1, 1)));
    /// assert!(!sight.is_convex_corner(Corner::new(0, 0))); // two cells outside the grid
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn is_convex_corner(&self, corner: Corner) -> bool {
        self.contains(corner) && self.around(corner).iter().filter(|&&f| !f).count() == 1
    }

    /// The corners of a path of cells with octile moves and no corner cutting — the paths of
    /// [`JumpPointSearch`](crate::JumpPointSearch) and of the engines on
    /// [`GridSpace::octile`](crate::GridSpace::octile) —, as an any-angle path: each cell
    /// `(row, col)` becomes its top-left corner `(row, col)` (how the Moving AI scenarios'
    /// cells `(x, y)` are read as corners `(row y, col x)` in the any-angle benchmarks), and
    /// corners that are pinches, where no path may stand, are dropped.
    /// [`string_pull`](super::string_pull) then
    /// straightens it: string-pulled Jump Point Search.
    ///
    /// For such a path, consecutive corners of the result [see](Self::visible) each other:
    ///
    /// - a straight or diagonal step between cells maps to an edge or a diagonal of a free
    ///   cell: right from `(r, c)`, the top edge of `(r, c)`; left, the top edge of the cell
    ///   entered; down, the left edge of `(r, c)`; up, that of the cell entered; a diagonal
    ///   step down-right or up-left, the diagonal of `(r, c)` or of the cell entered; down-left
    ///   or up-right, the other diagonal of `(r, c − 1)` or `(r − 1, c)`, which a move that
    ///   cuts no corner needs free. The segment has no corner inside it, and is visible unless
    ///   an end is a pinch;
    /// - the top-left corner of a free cell `(r, c)` is a pinch only when `(r − 1, c)` and
    ///   `(r, c − 1)` are blocked (and `(r − 1, c − 1)` free). Then the moves out of `(r, c)`
    ///   that cut no corner lead only to `(r, c + 1)`, `(r + 1, c)` and `(r + 1, c + 1)`: the
    ///   cells before and after it on the path are among them. Their corners are the other
    ///   three corners of the free cell `(r, c)`, and none of them is a pinch: for each of the
    ///   three cells, one of the cells above and left of it is `(r, c)`, or, for
    ///   `(r + 1, c + 1)`, they are `(r, c + 1)` and `(r + 1, c)`, which the diagonal move
    ///   needs free. Any two of the three see each other inside the cell `(r, c)`: the corner
    ///   dropped is bridged.
    ///
    /// The result starts and ends at the first and last cells' corners unless those are
    /// pinches (a path of one such cell gives no corner). For a sequence that is not such a
    /// path the mapping is the same, and its corners need not see each other.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::any_angle::{Corner, Sight, string_pull};
    ///
    /// // Cell (1, 1)'s top-left corner is a pinch between the walls (0, 1) and (1, 0).
    /// let grid = Grid::parse(".#..\n#...\n....\n", Some)?;
    /// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let cells = [Pos::new(2, 1), Pos::new(1, 1), Pos::new(1, 2), Pos::new(0, 3)];
    /// let corners = sight.corners_of_cells(&cells);
    /// assert_eq!(corners, [Corner::new(2, 1), Corner::new(1, 2), Corner::new(0, 3)]);
    /// assert!(corners.windows(2).all(|w| sight.visible(w[0], w[1])));
    /// assert_eq!(string_pull(&sight, &corners), [Corner::new(2, 1), Corner::new(0, 3)]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn corners_of_cells(&self, cells: &[Pos]) -> Vec<Corner> {
        cells
            .iter()
            .map(|cell| Corner::new(cell.row, cell.col))
            .filter(|&corner| !self.pinched(corner))
            .collect()
    }

    /// Whether an agent may follow the straight segment from `a` to `b` (the model: see
    /// [`Sight`]). A corner sees itself when a cell around it is free and it is no pinch.
    /// Corners outside the grid, and pinches, see nothing.
    ///
    /// # Complexity
    ///
    /// `O(Δrow + Δcol)`: the cells the segment crosses, and the corners on it.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::any_angle::{Corner, Sight};
    /// // Two blocked cells that touch at corner (1, 1).
    /// let grid = Grid::parse("#.\n.#\n", Some)?;
    /// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// assert!(!sight.visible(Corner::new(0, 2), Corner::new(2, 0))); // between them
    /// assert!(sight.visible(Corner::new(0, 1), Corner::new(1, 2))); // inside the free cell
    /// assert!(!sight.visible(Corner::new(1, 0), Corner::new(1, 2))); // across the pinch
    /// assert!(!sight.visible(Corner::new(1, 1), Corner::new(0, 2))); // from the pinch
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn visible(&self, a: Corner, b: Corner) -> bool {
        if !self.contains(a) || !self.contains(b) || self.pinched(a) || self.pinched(b) {
            return false;
        }
        if a == b {
            return self.around(a).iter().any(|&f| f);
        }
        // From left to right (or downwards when vertical): the segment is the same.
        let (a, b) = if (a.col, a.row) <= (b.col, b.row) {
            (a, b)
        } else {
            (b, a)
        };
        let (r0, c0) = (i64::from(a.row), i64::from(a.col));
        let (dr, dc) = (i64::from(b.row) - r0, i64::from(b.col) - c0);
        let steps = gcd(dr.unsigned_abs(), dc.unsigned_abs());
        if steps > 1 {
            // The corners strictly inside the segment: none may be a pinch.
            let steps = i64::try_from(steps).unwrap_or(i64::MAX);
            let (step_row, step_col) = (dr / steps, dc / steps);
            for i in 1..steps {
                let (r, c) = (r0 + i * step_row, c0 + i * step_col);
                // Inside the grid: the segment's ends are, and it is straight.
                #[expect(
                    clippy::cast_possible_truncation,
                    clippy::cast_sign_loss,
                    reason = "between two corners of the grid, so within 0..=u32::MAX"
                )]
                let corner = Corner::new(r as u32, c as u32);
                if self.pinched(corner) {
                    return false;
                }
            }
        }
        if dr == 0 {
            // Along a grid line, left to right: a free cell above or below each stretch.
            return (c0..c0 + dc).all(|c| self.cell(r0 - 1, c) || self.cell(r0, c));
        }
        if dc == 0 {
            // Down a grid line: a free cell left or right of each stretch.
            return (r0..r0 + dr).all(|r| self.cell(r, c0 - 1) || self.cell(r, c0));
        }
        // Column by column (dc > 0): within the strip of cells' column `c`, the segment's row
        // runs between y(c) and y(c + 1), where y(x) = r0 + dr·(x − c0)/dc; it crosses the
        // interior of the cells of the rows k with (k, k + 1) meeting that open interval:
        // ⌊low⌋ ≤ k < ⌈high⌉. With `rise` = |dr|, `n(x)` = rise·(x − c0) is kept as
        // `q·dc + rem` (0 ≤ rem < dc) from column to column, without a division.
        let rise = dr.abs();
        let (mut q, mut rem) = (0i64, 0i64);
        for c in c0..c0 + dc {
            let q_here = q;
            rem += rise;
            while rem >= dc {
                rem -= dc;
                q += 1;
            }
            // n(c) = q_here·dc + (remainder), n(c + 1) = q·dc + rem.
            let ceil_next = q + i64::from(rem > 0);
            let (first, end) = if dr > 0 {
                (r0 + q_here, r0 + ceil_next)
            } else {
                (r0 - ceil_next, r0 - q_here)
            };
            if !(first..end).all(|k| self.cell(k, c)) {
                return false;
            }
        }
        true
    }

    /// Whether the cell `(row, col)` of the grid or of its border (`-1 ≤ row ≤ rows`,
    /// `-1 ≤ col ≤ cols`) is free: the bit read directly, without the bounds tests of
    /// [`Sight::free`]. Callers stay within the cells around the grid's corners.
    #[inline]
    fn cell(&self, row: i64, col: i64) -> bool {
        #[expect(
            clippy::cast_sign_loss,
            clippy::cast_possible_truncation,
            reason = "row + 1 and col + BORDER are within the padded grid"
        )]
        let i = (row + 1) as usize * self.padded_width
            + col.wrapping_add_unsigned(Self::BORDER as u64) as usize;
        self.free[i / 64] >> (i % 64) & 1 == 1
    }
}

/// The corners as a state space: octile moves between neighbouring corners (a straight move
/// costs 1, a diagonal one √2, exactly), a move being legal when its unit segment is
/// [visible](Sight::visible). Any engine finds the shortest *octile* path between corners on
/// it — the path that string pulling ([`string_pull`](super::string_pull)) straightens — and
/// the corners are numbered densely (`row × (cols + 1) + col`).
///
/// ```
/// use gridpath::{AStar, Grid, GridSpace, Moves, Octile};
/// use gridpath::any_angle::{Corner, Sight};
/// let grid = Grid::parse("..\n..\n", Some)?;
/// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
/// let mut astar = AStar::new();
/// let found = astar.search_to(&sight, [Corner::new(0, 0)], Corner::new(2, 1));
/// assert_eq!(found.goal_distance(), Some(Octile::new(1, 1)));
/// # Ok::<(), gridpath::Error>(())
/// ```
impl StateSpace for Sight {
    type State = Corner;
    type Cost = Octile;

    /// [`Sight::visible`] for unit segments, read off the four cells around the corner: a
    /// straight move needs a free cell beside its edge, a diagonal one the cell it crosses,
    /// and neither end may be a pinch (what `visible` decides, without its general walk:
    /// Theta* and Lazy Theta* ask this at every expansion).
    fn successors(&self, corner: Corner, mut visit: impl FnMut(Corner, Octile)) {
        if !self.contains(corner) || self.pinched(corner) {
            return;
        }
        let (r, c) = (i64::from(corner.row), i64::from(corner.col));
        let (up_left, up_right) = (self.cell(r - 1, c - 1), self.cell(r - 1, c));
        let (down_left, down_right) = (self.cell(r, c - 1), self.cell(r, c));
        for dir in Dir::ALL {
            let (dr, dc) = dir.delta();
            let open = match (dr, dc) {
                (0, 1) => up_right || down_right,
                (0, -1) => up_left || down_left,
                (-1, 0) => up_left || up_right,
                (1, 0) => down_left || down_right,
                (-1, 1) => up_right,
                (-1, -1) => up_left,
                (1, 1) => down_right,
                (1, -1) => down_left,
                _ => false,
            };
            let (Some(row), Some(col)) = (
                corner.row.checked_add_signed(dr),
                corner.col.checked_add_signed(dc),
            ) else {
                continue;
            };
            let next = Corner::new(row, col);
            if open && self.contains(next) && !self.pinched(next) {
                let cost = if dir.is_diagonal() {
                    Octile::DIAGONAL
                } else {
                    Octile::STRAIGHT
                };
                visit(next, cost);
            }
        }
    }

    /// The corners a path may stand on: inside the grid, beside a free cell, and no pinch.
    fn contains(&self, corner: Corner) -> bool {
        self.visible(corner, corner)
    }

    fn numbering(&self) -> Option<impl Numbering<Corner>> {
        let width = self.size.cols as usize + 1;
        let bound = width.checked_mul(self.size.rows as usize + 1)?;
        Some(DenseNumbering::new(
            bound,
            move |c: Corner| c.row as usize * width + c.col as usize,
            move |i: usize| {
                let (row, col) = (i / width, i % width);
                Some(Corner::new(
                    u32::try_from(row).ok()?,
                    u32::try_from(col).ok()?,
                ))
            },
        ))
    }

    /// The octile distance: no octile path is shorter.
    fn estimate(&self, from: Corner, to: Corner) -> Octile {
        Octile::between(from.row.abs_diff(to.row), from.col.abs_diff(to.col))
    }
}
