//! The padded cell layout every field shares: passability bits with a blocked border one cell
//! wide, and the move table as offsets in it.

use smallvec::SmallVec;

use crate::grid::{DiagonalRule, Dir, Moves, Pos, Size};

/// One move of the move set as offsets in the padded layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct FieldStep {
    /// The direction.
    pub(super) dir: Dir,
    /// The target's offset.
    pub(super) offset: isize,
    /// For a diagonal, the offsets of the two side cells.
    pub(super) sides: Option<(isize, isize)>,
}

/// A grid's cells with a blocked border one cell wide: cell `(r, c)` is index
/// `(r + 1) × (cols + 2) + c + 1`. Every field keeps its values in this layout, so that a
/// neighbour is one addition away and the border stops every move without a bounds test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Layout {
    pub(super) size: Size,
    pub(super) padded_width: usize,
    /// Bit `i` of word `i / 64`: whether padded cell `i` is open.
    pub(super) open: Vec<u64>,
    pub(super) steps: SmallVec<[FieldStep; 8]>,
    pub(super) rule: DiagonalRule,
    /// By padded cell: bit `k` set when `steps[k]` out of the cell is legal (the cell and its
    /// target open, and the side cells as the rule requires) — one read for the moves of a
    /// cell instead of a test per move and side. 0 for blocked cells and the border.
    pub(super) legal: Vec<u8>,
}

impl Layout {
    /// The layout of a grid of `size` whose cells `open` says are open, with the moves
    /// `moves`. `None` if the padded cells would not fit a `u32` index.
    pub(super) fn new(
        size: Size,
        moves: &Moves,
        mut open: impl FnMut(Pos) -> bool,
    ) -> Option<Self> {
        let padded_width = usize::try_from(size.cols).ok()?.checked_add(2)?;
        let padded_height = usize::try_from(size.rows).ok()?.checked_add(2)?;
        let cells = padded_width.checked_mul(padded_height)?;
        u32::try_from(cells).ok()?;
        let mut bits = Vec::new();
        bits.try_reserve_exact(cells.div_ceil(64)).ok()?;
        bits.resize(cells.div_ceil(64), 0u64);
        let width = isize::try_from(padded_width).ok()?;
        let offset = |dir: Dir| {
            let (dr, dc) = dir.delta();
            dr as isize * width + dc as isize
        };
        let steps = moves
            .dirs()
            .iter()
            .map(|&dir| FieldStep {
                dir,
                offset: offset(dir),
                sides: dir.parts().map(|(a, b)| (offset(a), offset(b))),
            })
            .collect();
        let mut legal = Vec::new();
        legal.try_reserve_exact(cells).ok()?;
        legal.resize(cells, 0);
        let mut layout = Layout {
            size,
            padded_width,
            open: bits,
            steps,
            rule: moves.rule(),
            legal,
        };
        for row in 0..size.rows {
            for col in 0..size.cols {
                let pos = Pos::new(row, col);
                if open(pos) {
                    let i = layout.padded(pos);
                    layout.open[i / 64] |= 1 << (i % 64);
                }
            }
        }
        for i in 0..cells {
            layout.legal[i] = layout.legal_moves(i);
        }
        Some(layout)
    }

    /// The legal moves out of padded cell `i`: bit `k` for `steps[k]`.
    fn legal_moves(&self, i: usize) -> u8 {
        if !self.is_open(i) {
            return 0;
        }
        let mut legal = 0;
        for (k, step) in self.steps.iter().enumerate() {
            if self.allows(i, step) {
                legal |= 1 << k;
            }
        }
        legal
    }

    /// The number of padded cells.
    pub(super) fn cells(&self) -> usize {
        self.padded_width * (self.size.rows as usize + 2)
    }

    /// The padded index of `pos`, a position inside the grid.
    #[inline]
    pub(super) fn padded(&self, pos: Pos) -> usize {
        (pos.row as usize + 1) * self.padded_width + pos.col as usize + 1
    }

    /// The padded index of `pos`, or `None` outside the grid.
    #[inline]
    pub(super) fn index(&self, pos: Pos) -> Option<usize> {
        (pos.row < self.size.rows && pos.col < self.size.cols).then(|| self.padded(pos))
    }

    /// The padded indices of the grid's cells, row by row, with their positions.
    pub(super) fn cells_inside(&self) -> impl Iterator<Item = (Pos, usize)> + '_ {
        (0..self.size.rows).flat_map(move |row| {
            (0..self.size.cols).map(move |col| {
                let pos = Pos::new(row, col);
                (pos, self.padded(pos))
            })
        })
    }

    /// Whether padded cell `i` is open.
    #[inline]
    pub(super) fn is_open(&self, i: usize) -> bool {
        self.open
            .get(i / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    /// Sets whether padded cell `i` (inside the grid) is open, and the legal moves of it and
    /// its eight neighbours.
    pub(super) fn set_open(&mut self, i: usize, open: bool) {
        if let Some(word) = self.open.get_mut(i / 64) {
            if open {
                *word |= 1 << (i % 64);
            } else {
                *word &= !(1 << (i % 64));
            }
        }
        for row in [i - self.padded_width, i, i + self.padded_width] {
            for j in row - 1..=row + 1 {
                self.legal[j] = self.legal_moves(j);
            }
        }
    }

    /// Whether a move set has diagonal moves whose rule reads the side cells.
    #[inline]
    pub(super) fn reads_sides(&self) -> bool {
        self.rule != DiagonalRule::Always && self.steps.iter().any(|s| s.sides.is_some())
    }

    /// Whether `step` out of open cell `from` is legal: its target open and, for a diagonal,
    /// the side cells as the rule requires.
    #[inline]
    pub(super) fn allows(&self, from: usize, step: &FieldStep) -> bool {
        if !self.is_open(from.wrapping_add_signed(step.offset)) {
            return false;
        }
        let Some((a, b)) = step.sides else {
            return true;
        };
        match self.rule {
            DiagonalRule::Always => true,
            DiagonalRule::NotBetweenBlocked => {
                self.is_open(from.wrapping_add_signed(a))
                    || self.is_open(from.wrapping_add_signed(b))
            }
            DiagonalRule::NoCornerCutting => {
                self.is_open(from.wrapping_add_signed(a))
                    && self.is_open(from.wrapping_add_signed(b))
            }
        }
    }

    /// The legal move out of padded cell `from` to the neighbour with the smallest value
    /// below `from`'s own, the first in the move set's order among equals; `None` when `from`
    /// has no value or no neighbour is lower. `value` gives a cell's value, `None` for none.
    /// The one "downhill" of every field, map and flow field.
    pub(super) fn downhill<V: Ord>(
        &self,
        from: usize,
        value: impl Fn(usize) -> Option<V>,
    ) -> Option<Dir> {
        if !self.is_open(from) {
            return None;
        }
        let mut best = value(from)?;
        let mut dir = None;
        for (k, step) in self.steps.iter().enumerate() {
            if self.legal[from] & (1 << k) == 0 {
                continue;
            }
            if let Some(v) = value(from.wrapping_add_signed(step.offset))
                && v < best
            {
                best = v;
                dir = Some(step.dir);
            }
        }
        dir
    }

    /// Whether two layouts describe the same grid size (the moves may differ).
    pub(super) fn same_size(&self, other: &Layout) -> bool {
        self.size == other.size
    }
}
