//! The passability bits of a grid twice, row-major and column-major, and the word windows and
//! line scans that read them 64 cells at a time (`docs/jps.md`, "Bit-parallel straight jumps").

use crate::bits::Bits;

use crate::grid::Dir;

/// Bits before the first cell of each mask: a zero word, so that windows reaching before the
/// first row's blocked border stay in range.
pub(super) const GUARD: usize = 64;

/// The passability bits of a grid in row-major and column-major order, both padded with a
/// blocked border one cell wide, with [`GUARD`] bits in front and at least two zero words
/// behind. Both are a whole number of words long, so their raw words hold no bits beyond the
/// masks.
#[derive(Clone, PartialEq, Eq)]
pub(super) struct Masks {
    /// Cell (padded row `y`, padded column `x`) is bit `GUARD + y × row_len + x`.
    rows: Bits,
    /// Cell (y, x) is bit `GUARD + x × col_len + y`.
    cols: Bits,
    /// Padded width: the grid's width + 2.
    pub(super) row_len: usize,
    /// Padded height: the grid's height + 2.
    pub(super) col_len: usize,
}

impl Masks {
    /// The masks from the words of a row-major padded mask `open` (cell (y, x) at bit
    /// `y × row_len + x`, no guard; no bit set past the cells) of a grid `col_len` padded rows
    /// high.
    pub(super) fn new(open: &[u64], row_len: usize, col_len: usize) -> Self {
        let cells = row_len * col_len;
        let bits = ((GUARD + cells).div_ceil(64) + 2) * 64;
        let mut rows = Bits::new(bits);
        // The guard is one whole word: the mask's words follow it, as they are.
        let given = cells.div_ceil(64).min(open.len());
        if let Some(to) = rows.words_mut().get_mut(GUARD / 64..GUARD / 64 + given) {
            to.copy_from_slice(&open[..given]);
        }
        // The column-major mask, one free cell at a time, through the words (the bits of
        // `rows` past the cells are zero).
        let mut cols = Bits::new(bits);
        let col_words = cols.words_mut();
        let (mut row_start, mut y) = (GUARD, 0);
        for bit in ones(rows.words().iter().copied(), GUARD + cells).skip_while(|&bit| bit < GUARD)
        {
            while bit >= row_start + row_len {
                row_start += row_len;
                y += 1;
            }
            let to = GUARD + (bit - row_start) * col_len + y;
            if let Some(word) = col_words.get_mut(to / 64) {
                *word |= 1 << (to % 64);
            }
        }
        Masks {
            rows,
            cols,
            row_len,
            col_len,
        }
    }

    /// Opens or closes padded cell (y, x) in both masks.
    pub(super) fn set(&mut self, y: usize, x: usize, open: bool) {
        self.rows.set(GUARD + y * self.row_len + x, open);
        self.cols.set(GUARD + x * self.col_len + y, open);
    }

    /// The row-major mask's words.
    #[inline]
    pub(super) fn rows(&self) -> &[u64] {
        self.rows.words()
    }

    /// The column-major mask's words.
    #[inline]
    pub(super) fn cols(&self) -> &[u64] {
        self.cols.words()
    }

    /// The number of padded cells.
    pub(super) fn cells(&self) -> usize {
        self.row_len * self.col_len
    }

    /// The memory the two masks take, in bytes.
    pub(super) fn bytes(&self) -> usize {
        8 * (self.rows.words().len() + self.cols.words().len())
    }
}

/// The set bits of the first `len` bits of the words `words`, in increasing order.
pub(super) fn ones(
    words: impl IntoIterator<Item = u64>,
    len: usize,
) -> impl Iterator<Item = usize> {
    words
        .into_iter()
        .enumerate()
        .flat_map(|(i, mut word)| {
            core::iter::from_fn(move || {
                (word != 0).then(|| {
                    let bit = i * 64 + word.trailing_zeros() as usize;
                    word &= word - 1;
                    bit
                })
            })
        })
        .take_while(move |&bit| bit < len)
}

/// The 64 bits of `words` from bit `bit` on (bit `bit` is the lowest); bits past the end read
/// as zero.
#[inline]
pub(super) fn window(words: &[u64], bit: usize) -> u64 {
    let w = bit / 64;
    let shift = bit % 64;
    // One bounds check for both words; `<< 1 << (63 - shift)` is `<< (64 - shift)` without the
    // undefined shift by 64.
    match words.get(w..w + 2) {
        Some(&[lo, hi]) => lo >> shift | (hi << 1) << (63 - shift),
        _ => 0,
    }
}

/// Whether bit `bit` of `words` is set (`false` past the end).
#[inline]
pub(super) fn bit_set(words: &[u64], bit: usize) -> bool {
    words
        .get(bit / 64)
        .is_some_and(|word| word & (1 << (bit % 64)) != 0)
}

/// Which neighbouring line a corridor corner turns to: the line before (the row above, the
/// column to the left) or the line after.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Turn {
    Before = 0,
    After = 1,
}

/// Where a line scan stopped: `k` cells after the first cell scanned, at a free cell (forced)
/// or a blocked one; for a free cell, also whether it is a *corridor corner* and which side to
/// turn to (see [`corner`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Stop {
    pub(super) k: usize,
    pub(super) free: bool,
    pub(super) corner: Option<Turn>,
}

/// The side to turn to if a free stop cell is a corridor corner: the cell ahead is blocked
/// and exactly one side is forced, so turning to that side is the only canonical move on (the
/// diagonal past the corner would need the blocked cell ahead).
#[inline]
pub(super) fn corner(ahead: bool, forced_before: bool, forced_after: bool) -> Option<Turn> {
    match (ahead, forced_before, forced_after) {
        (false, true, false) => Some(Turn::Before),
        (false, false, true) => Some(Turn::After),
        _ => None,
    }
}

/// The stop bits of the 64 cells of a line from bit `b` of `words`, whose neighbouring lines
/// are `stride` bits away, for a scan towards higher bits: `(here, before, after, stop)` with
/// `here` the free cells, `before`/`after` the cells whose neighbour in the line before/after
/// is free while that neighbour's predecessor in its line is blocked (forced sides), and
/// `stop = !here | before | after`.
#[expect(
    clippy::inline_always,
    reason = "the inner loop of scan_up and of the table build: kept as inline as the scans were before it was factored out"
)]
#[inline(always)]
pub(super) fn stops_up(words: &[u64], b: usize, stride: usize) -> (u64, u64, u64, u64) {
    let here = window(words, b);
    let before = window(words, b - stride) & !window(words, b - stride - 1);
    let after = window(words, b + stride) & !window(words, b + stride - 1);
    (here, before, after, !here | before | after)
}

/// [`stops_up`] for a scan towards lower bits: the forced test looks at the neighbour's
/// successor in its line.
#[expect(
    clippy::inline_always,
    reason = "the inner loop of scan_down and of the table build: kept as inline as the scans were before it was factored out"
)]
#[inline(always)]
pub(super) fn stops_down(words: &[u64], b: usize, stride: usize) -> (u64, u64, u64, u64) {
    let here = window(words, b);
    let before = window(words, b - stride) & !window(words, b - stride + 1);
    let after = window(words, b + stride) & !window(words, b + stride + 1);
    (here, before, after, !here | before | after)
}

/// Scans a line upwards from bit `first` (a cell) of `words`, whose neighbouring lines are
/// `stride` bits away, for the first stop cell: blocked, or with a free neighbour (in a
/// neighbouring line) whose predecessor in that line is blocked.
#[expect(
    clippy::inline_always,
    reason = "measured: out of line, the scans' call overhead and lost constant folding cost more than the bigger code"
)]
#[inline(always)]
pub(super) fn scan_up(words: &[u64], first: usize, stride: usize) -> Stop {
    let mut at = first;
    loop {
        let (here, before, after, stop) = stops_up(words, at, stride);
        if stop != 0 {
            let k = stop.trailing_zeros() as usize;
            let ahead = if k < 63 {
                here >> (k + 1) & 1 == 1
            } else {
                bit_set(words, at + 64)
            };
            return Stop {
                k: at + k - first,
                free: here >> k & 1 == 1,
                corner: corner(ahead, before >> k & 1 == 1, after >> k & 1 == 1),
            };
        }
        at += 64;
    }
}

/// [`scan_up`] downwards from bit `last`: the forced test looks at the neighbour's successor in
/// its line.
#[expect(
    clippy::inline_always,
    reason = "measured: out of line, the scans' call overhead and lost constant folding cost more than the bigger code"
)]
#[inline(always)]
pub(super) fn scan_down(words: &[u64], last: usize, stride: usize) -> Stop {
    let mut end = last;
    loop {
        let lo = end - 63;
        let (here, before, after, stop) = stops_down(words, lo, stride);
        if stop != 0 {
            let k = 63 - stop.leading_zeros() as usize;
            let ahead = if k > 0 {
                here >> (k - 1) & 1 == 1
            } else {
                bit_set(words, lo - 1)
            };
            return Stop {
                k: last - (lo + k),
                free: here >> k & 1 == 1,
                corner: corner(ahead, before >> k & 1 == 1, after >> k & 1 == 1),
            };
        }
        end -= 64;
    }
}

/// The scan of the straight line from padded cell (y, x) of `masks` in the straight direction
/// `dir`, from the cell's neighbour on: [`scan_up`] or [`scan_down`] on the row-major or the
/// column-major mask.
pub(super) fn scan_line(
    masks: (&[u64], &[u64]),
    (row_len, col_len): (usize, usize),
    y: usize,
    x: usize,
    dir: Dir,
) -> Stop {
    let (rows, cols) = masks;
    let cell = y * row_len + x;
    match dir {
        Dir::Right => scan_up(rows, GUARD + cell + 1, row_len),
        Dir::Left => scan_down(rows, GUARD + cell - 1, row_len),
        Dir::Down => scan_up(cols, GUARD + x * col_len + y + 1, col_len),
        _ => scan_down(cols, GUARD + x * col_len + y - 1, col_len),
    }
}

#[cfg(test)]
mod tests {
    use super::{GUARD, Masks, bit_set};
    use crate::grid::{Grid, GridSpace, Pos, Size};

    /// Both masks hold exactly the grid's free cells, at their padded places, on sizes around
    /// the word boundaries.
    #[test]
    fn masks_hold_the_free_cells() {
        let mut next = super::super::test_numbers(0x2545_f491_u64);
        for _ in 0..60 {
            let (w, h) = (1 + next() % 130, 1 + next() % 70);
            let grid = Grid::from_fn(Size::try_from((h, w)).unwrap(), |_| {
                !next().is_multiple_of(3)
            })
            .unwrap();
            let space = GridSpace::octile(&grid, |&free| free);
            let m = Masks::new(space.open_words(), w + 2, h + 2);
            for y in 0..h + 2 {
                for x in 0..w + 2 {
                    let free = (1..=h).contains(&y)
                        && (1..=w).contains(&x)
                        && grid
                            .get(Pos::new(
                                u32::try_from(y - 1).unwrap(),
                                u32::try_from(x - 1).unwrap(),
                            ))
                            .copied()
                            .unwrap_or(false);
                    assert_eq!(bit_set(m.rows(), GUARD + y * m.row_len + x), free);
                    assert_eq!(bit_set(m.cols(), GUARD + x * m.col_len + y), free);
                }
            }
            let ones = |words: &[u64]| words.iter().map(|w| w.count_ones()).sum::<u32>();
            assert_eq!(ones(m.rows()), ones(m.cols()));
        }
    }
}
