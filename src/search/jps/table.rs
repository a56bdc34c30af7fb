//! The precomputed jumps (JPS+): for every padded cell and straight direction, 16 bits holding
//! the stop that a line scan from the cell's neighbour in that direction finds, and for every
//! diagonal direction where the diagonal sweep has something to look at (`docs/jps.md`, "The
//! jump table" and "Diagonal sweeps by table").

use bitvec::prelude::{BitVec, Lsb0};

use crate::grid::Dir;

use super::masks::{
    GUARD, Masks, Stop, Turn, bit_set, corner, scan_line, stops_down, stops_up, window,
};

/// An entry whose jump is too long to pack: scan instead.
pub(super) const LONG: u16 = u16::MAX;

/// `k` bits of a packed [`Stop`]: `k <` [`MAX_K`].
const K_BITS: u32 = 13;

/// The bound on a packed stop's `k`: `2^13 − 1`, which would leave no room for [`LONG`].
const MAX_K: u16 = (1 << K_BITS) - 1;

/// Entries (`u16`) per padded cell: four straight jumps, then four diagonal sweeps; 16 bytes,
/// a quarter of a cache line.
pub(super) const STRIDE: usize = 8;

/// The straight directions in table order: entry `8c + r` of padded cell `c` is the jump
/// right (`r = 0`), left (1), down (2) or up (3).
pub(super) const RIGHT: usize = 0;
/// See [`RIGHT`].
pub(super) const LEFT: usize = 1;
/// See [`RIGHT`].
pub(super) const DOWN: usize = 2;
/// See [`RIGHT`].
pub(super) const UP: usize = 3;

/// The jumps precomputed, [`STRIDE`] entries per padded cell `c`, so that the jumps out of a
/// cell share one cache line:
///
/// - entry `8c + r`, for the straight direction `r` ([`RIGHT`], [`LEFT`], [`DOWN`], [`UP`]),
///   is the [`Stop`] that [`scan_up`](super::masks::scan_up) or
///   [`scan_down`](super::masks::scan_down) finds from `c`'s neighbour in that direction,
///   packed by [`pack`], or [`LONG`] if its `k` does not fit;
/// - entry `8c + 4 + q`, for the diagonal direction `q` ([`diagonal_index`]), is where the
///   diagonal sweep from `c` has something to look at ([`JumpTable::fill_diagonals`]).
#[derive(Clone)]
pub(super) struct JumpTable {
    entries: Vec<u16>,
}

/// A [`Stop`] in 16 bits: `k` in the low 13 bits, then `free`, then the corner (0 none, 1
/// before, 2 after); [`LONG`] (never a packed stop: corner 3) if `k` is too large.
pub(super) fn pack(stop: Stop) -> u16 {
    let corner = match stop.corner {
        None => 0,
        Some(Turn::Before) => 1,
        Some(Turn::After) => 2,
    };
    match u16::try_from(stop.k) {
        Ok(k) if k < MAX_K => k | u16::from(stop.free) << K_BITS | corner << (K_BITS + 1),
        _ => LONG,
    }
}

/// The [`Stop`] packed by [`pack`] (not [`LONG`]).
#[inline]
pub(super) fn unpack(entry: u16) -> Stop {
    Stop {
        k: usize::from(entry & ((1 << K_BITS) - 1)),
        free: entry >> K_BITS & 1 == 1,
        corner: match entry >> (K_BITS + 1) {
            0 => None,
            1 => Some(Turn::Before),
            _ => Some(Turn::After),
        },
    }
}

/// One line's cells as bits: free, forced before, forced after, the cell ahead free, and stop
/// (blocked or forced). Written and read a word at a time through the raw words.
#[derive(Default)]
struct LineBits {
    here: BitVec<u64, Lsb0>,
    before: BitVec<u64, Lsb0>,
    after: BitVec<u64, Lsb0>,
    ahead: BitVec<u64, Lsb0>,
    stop: BitVec<u64, Lsb0>,
}

impl LineBits {
    /// Makes room for `words` words in each, all zero.
    fn reset(&mut self, words: usize) {
        for bits in [
            &mut self.here,
            &mut self.before,
            &mut self.after,
            &mut self.ahead,
            &mut self.stop,
        ] {
            bits.clear();
            bits.resize(64 * words, false);
        }
    }

    /// Sets word `i` of each.
    fn set_words(
        &mut self,
        i: usize,
        (here, before, after, stop): (u64, u64, u64, u64),
        ahead: u64,
    ) {
        for (bits, word) in [
            (&mut self.here, here),
            (&mut self.before, before),
            (&mut self.after, after),
            (&mut self.ahead, ahead),
            (&mut self.stop, stop),
        ] {
            if let Some(w) = bits.as_raw_mut_slice().get_mut(i) {
                *w = word;
            }
        }
    }
}

/// The set bits of the first `len` bits of `words`, in increasing order.
fn ones(words: &[u64], len: usize) -> impl Iterator<Item = usize> + '_ {
    words
        .iter()
        .enumerate()
        .flat_map(move |(i, &word)| {
            let mut word = word;
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

impl JumpTable {
    /// The table of `masks`, one pass per line and direction: the stop cells of a line are
    /// found 64 at a time with the scans' word formulas, and each cell's entry is the next stop
    /// cell ahead of it; then the diagonal entries ([`JumpTable::fill_diagonals`]). `None` if
    /// the memory for it (16 bytes per padded cell) cannot be reserved.
    pub(super) fn new(masks: &Masks) -> Option<Self> {
        let (row_len, col_len) = (masks.row_len, masks.col_len);
        let size = masks.cells().checked_mul(STRIDE)?;
        let mut entries = Vec::new();
        entries.try_reserve_exact(size).ok()?;
        // Every straight entry a query can read (those of the free cells) is written below;
        // diagonal entries stay 0 (no step) where no step is legal.
        entries.resize(size, 0);
        let mut bits = LineBits::default();
        for dir in [RIGHT, LEFT, DOWN, UP] {
            // Right and down scan upwards in their mask, left and up downwards.
            let (words, stride, lines, len) = if dir == RIGHT || dir == LEFT {
                (masks.rows(), row_len, col_len, row_len)
            } else {
                (masks.cols(), col_len, row_len, col_len)
            };
            let forward = dir == RIGHT || dir == DOWN;
            for line in 1..lines - 1 {
                let first = GUARD + line * stride;
                bits.reset(len.div_ceil(64));
                for chunk in 0..len.div_ceil(64) {
                    let b = first + 64 * chunk;
                    let stops = if forward {
                        stops_up(words, b, stride)
                    } else {
                        stops_down(words, b, stride)
                    };
                    let ahead = window(words, if forward { b + 1 } else { b - 1 });
                    bits.set_words(chunk, stops, ahead);
                }
                let bit = |bits: &BitVec<u64, Lsb0>, s: usize| bit_set(bits.as_raw_slice(), s);
                let stop_of = |s: usize| {
                    let free = bit(&bits.here, s);
                    Stop {
                        k: 0,
                        free,
                        corner: if free {
                            corner(
                                bit(&bits.ahead, s),
                                bit(&bits.before, s),
                                bit(&bits.after, s),
                            )
                        } else {
                            None
                        },
                    }
                };
                // The entry of the cell `at` cells into the line, with its jump's `k` and the
                // packing of its stop with `k = 0`.
                let (origin, step) = if dir == RIGHT || dir == LEFT {
                    (STRIDE * line * row_len + dir, STRIDE)
                } else {
                    (STRIDE * line + dir, STRIDE * row_len)
                };
                // Writes the cells `cells` of the line, the first with jump length `k` and each
                // next one with `k` one shorter (`shorter`) or one longer.
                let mut fill =
                    |cells: core::ops::Range<usize>, k: usize, shorter: bool, packed: u16| {
                        let count = cells.len();
                        let Some(line_entries) = entries.get_mut(origin + cells.start * step..)
                        else {
                            return;
                        };
                        for (i, entry) in line_entries
                            .iter_mut()
                            .step_by(step)
                            .take(count)
                            .enumerate()
                        {
                            let k = if shorter { k - i } else { k + i };
                            *entry = match u16::try_from(k) {
                                Ok(k) if k < MAX_K => packed | k,
                                _ => LONG,
                            };
                        }
                    };
                let packed = |s: usize| pack(stop_of(s));
                // The stop cells of the line (its first and last cells are border, hence
                // stops); bits past the line's end belong to the next line and are cut off.
                let mut previous: Option<usize> = None;
                for s in ones(bits.stop.as_raw_slice(), len) {
                    if forward {
                        // Cells before `s` (back to the previous stop) jump to `s`.
                        let from = previous.unwrap_or(0);
                        if from < s {
                            fill(from..s, s - 1 - from, true, packed(s));
                        }
                    } else if let Some(p) = previous {
                        // Cells after the previous stop `p`, up to `s`, jump back to `p`.
                        fill(p + 1..s + 1, 0, false, packed(p));
                    }
                    previous = Some(s);
                }
                if let (false, Some(p)) = (forward, previous) {
                    fill(p + 1..len, 0, false, packed(p));
                }
            }
        }
        let mut table = JumpTable { entries };
        table.fill_diagonals(masks);
        Some(table)
    }

    /// The entry of padded cell `cell` in direction `r` ([`LONG`] outside the table).
    #[cfg(test)]
    fn entry(&self, cell: usize, r: usize) -> u16 {
        self.entries.get(STRIDE * cell + r).copied().unwrap_or(LONG)
    }

    /// Fills the diagonal entries, entries `8c + 4 + q` of padded cell `c`. A sweep from a
    /// jump point takes legal diagonal steps and,
    /// from every cell it enters, jumps straight along the two parts of its direction; most of
    /// those cells find nothing (both straight jumps end at a wall). A *turn cell* is one where
    /// at least one of them ends at a free cell. Entry `8c + 4 + q` (see [`diagonal_index`]) is, in
    /// its low 7 bits, a number of steps `n` from `c`, and the [`TURN`] bits — which of the two
    /// jumps from cell `n` end at a free cell ([`FREE_HORIZONTAL`], [`FREE_VERTICAL`]):
    ///
    /// - `n = 0`: the first diagonal step is illegal;
    /// - a [`TURN`] bit set: steps `1..=n` are legal, cell `n` is a turn cell and the cells before it
    ///   are not;
    /// - [`TURN`] bits clear, `n <` [`MAX_STEPS`]: steps `1..=n` are legal, none of those cells is a
    ///   turn cell, and step `n + 1` is illegal;
    /// - [`TURN`] bits clear, `n =` [`MAX_STEPS`]: steps `1..=n` are legal and none of those cells
    ///   is a turn cell; the sweep goes on with the entry of cell `n`.
    ///
    /// Whether a cell is a turn cell does not depend on the goal, so a query only has to look at
    /// the turn cells and at the (at most two) cells of its sweep on the goal's row and column.
    ///
    /// Each diagonal line is walked once, from its far end, so that every entry is one step
    /// plus the entry of the next cell; the straight entries, already filled, say which cells
    /// are turn cells.
    fn fill_diagonals(&mut self, masks: &Masks) {
        let (row_len, col_len) = (masks.row_len, masks.col_len);
        let words = masks.rows();
        for dir in Dir::DIAGONAL {
            let Some((vertical, horizontal)) = dir.parts() else {
                continue;
            };
            let sweep = 4 + diagonal_index(dir);
            let (down, right) = (vertical == Dir::Down, horizontal == Dir::Right);
            let (across, along) = (
                if right { RIGHT } else { LEFT },
                if down { DOWN } else { UP },
            );
            // The next cell of a sweep is in the next row: walk the rows from that side.
            let rows = col_len.saturating_sub(2);
            for i in 0..rows {
                let y = if down { rows - i } else { 1 + i };
                let ny = if down { y + 1 } else { y - 1 };
                // 64 cells at a time: the step from (y, x) is legal if (y, x), (y, x ± 1),
                // (ny, x) and (ny, x ± 1) are free. A blocked cell's entry is never read
                // (sweeps start at jump points and go on through legal steps).
                let (here, next) = (GUARD + y * row_len, GUARD + ny * row_len);
                let side = |b: usize| if right { b + 1 } else { b - 1 };
                for chunk in 0..row_len.div_ceil(64) {
                    let x0 = 64 * chunk;
                    let mut legal = window(words, here + x0)
                        & window(words, side(here + x0))
                        & window(words, next + x0)
                        & window(words, side(next + x0));
                    while legal != 0 {
                        let x = x0 + legal.trailing_zeros() as usize;
                        legal &= legal - 1;
                        if x == 0 || x + 1 >= row_len {
                            continue; // border cells (and bits past the row) are never legal
                        }
                        let nx = if right { x + 1 } else { x - 1 };
                        let next = STRIDE * (ny * row_len + nx);
                        let free = |r: usize, part: Dir| match self.entries[next + r] {
                            LONG => {
                                let lines = (masks.rows(), masks.cols());
                                scan_line(lines, (row_len, col_len), ny, nx, part).free
                            }
                            e => e >> K_BITS & 1 == 1,
                        };
                        let parts = if free(across, horizontal) {
                            FREE_HORIZONTAL
                        } else {
                            0
                        } | if free(along, vertical) {
                            FREE_VERTICAL
                        } else {
                            0
                        };
                        let entry = if parts != 0 {
                            1 | parts
                        } else {
                            let after = self.entries[next + sweep];
                            let n = (after & MAX_STEPS) + 1;
                            if n > MAX_STEPS {
                                MAX_STEPS
                            } else {
                                n | (after & TURN)
                            }
                        };
                        self.entries[STRIDE * (y * row_len + x) + sweep] = entry;
                    }
                }
            }
        }
    }

    /// All entries, cell after cell.
    #[inline]
    pub(super) fn entries(&self) -> &[u16] {
        &self.entries
    }

    /// The memory the table takes, in bytes.
    pub(super) fn bytes(&self) -> usize {
        self.entries.len() * size_of::<u16>()
    }
}

/// The diagonal directions in table order: entry `8c + 4 + q` of the [`JumpTable`] is the
/// sweep from padded cell `c` in `Dir::DIAGONAL[q]` (up-right, down-right, down-left, up-left).
pub(super) fn diagonal_index(dir: Dir) -> usize {
    match dir {
        Dir::UpRight => 0,
        Dir::DownRight => 1,
        Dir::DownLeft => 2,
        _ => 3,
    }
}

/// Bit 7 of a diagonal entry ([`JumpTable::fill_diagonals`]): the straight jump from the sweep's last cell along
/// the horizontal part of the direction ends at a free cell.
pub(super) const FREE_HORIZONTAL: u16 = 1 << 7;

/// Bit 8: the same for the vertical part.
pub(super) const FREE_VERTICAL: u16 = 1 << 8;

/// Either bit: the sweep's last cell is a *turn cell*.
pub(super) const TURN: u16 = FREE_HORIZONTAL | FREE_VERTICAL;

/// The most steps one diagonal entry covers; an entry of `MAX_STEPS` steps that
/// does not end at a turn cell means "go on from there".
pub(super) const MAX_STEPS: u16 = FREE_HORIZONTAL - 1;

#[cfg(test)]
mod tests {
    use super::super::masks::{scan_down, scan_up};
    use super::*;
    use crate::grid::{Grid, GridSpace};

    /// Every entry of the precomputed jump table is the stop the scans find, and jumps too
    /// long to pack fall back to the scans.
    #[test]
    fn jump_table_matches_scans() {
        let mut next = super::super::test_numbers(0x9e37_79b9_u64);
        for _ in 0..100 {
            let (w, h) = (1 + next() % 140, 1 + next() % 140);
            let density = next() % 60;
            let grid = Grid::from_fn(crate::grid::Size::try_from((h, w)).unwrap(), |_| {
                next() % 100 >= density
            })
            .unwrap();
            let space = GridSpace::octile(&grid, |&free| free);
            let m = Masks::new(space.open_cells(), w + 2, h + 2);
            let table = JumpTable::new(&m).unwrap();
            for y in 1..=h {
                for x in 1..=w {
                    if !bit_set(m.rows(), GUARD + y * m.row_len + x) {
                        continue;
                    }
                    let scans = [
                        (
                            RIGHT,
                            scan_up(m.rows(), GUARD + y * m.row_len + x + 1, m.row_len),
                        ),
                        (
                            LEFT,
                            scan_down(m.rows(), GUARD + y * m.row_len + x - 1, m.row_len),
                        ),
                        (
                            DOWN,
                            scan_up(m.cols(), GUARD + x * m.col_len + y + 1, m.col_len),
                        ),
                        (
                            UP,
                            scan_down(m.cols(), GUARD + x * m.col_len + y - 1, m.col_len),
                        ),
                    ];
                    for (r, mut scan) in scans {
                        // A blocked stop's corner is never read.
                        scan.corner = scan.corner.filter(|_| scan.free);
                        let entry = table.entry(y * m.row_len + x, r);
                        assert_eq!(entry, pack(scan), "({y}, {x}) direction {r}");
                        if entry != LONG {
                            assert_eq!(unpack(entry), scan, "({y}, {x}) direction {r}");
                        }
                    }
                }
            }
        }
        let grid = Grid::new(crate::grid::Size::new(1, 9000), true).unwrap();
        let space = GridSpace::octile(&grid, |&free| free);
        let m = Masks::new(space.open_cells(), 9002, 3);
        let table = JumpTable::new(&m).unwrap();
        assert_eq!(table.entry(9002 + 1, RIGHT), LONG);
        assert_eq!(unpack(table.entry(9002 + 8990, RIGHT)).k, 10);
    }
}
