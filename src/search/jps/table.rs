//! The precomputed jumps (JPS+): for every padded cell, one byte per straight direction holding
//! the stop that a line scan from the cell's neighbour in that direction finds (written for
//! free cells only: no query stands on a blocked one, whose bytes stay 0), and one byte per
//! diagonal direction saying where the diagonal sweep has something to look at (`docs/jps.md`,
//! "The jump table" and "Diagonal sweeps by table"). Straight jumps too long for a byte keep
//! their length in a side table that only they read.

use crate::bits::Bits;

use crate::grid::Dir;

use super::masks::{GUARD, Masks, Stop, Turn, bit_set, corner, stops_down, stops_up, window};

/// The `k` field of a straight entry (its low 6 bits) when the jump is too long for it: the
/// length is in the side table.
pub(super) const LONG: u8 = 0x3F;

/// The bits of a straight entry's `k`.
const K_MASK: u8 = LONG;

/// The shift of a straight entry's kind: 0 blocked, 1 free, 2 free and a corridor corner
/// turning before, 3 turning after.
const KIND_SHIFT: u32 = 6;

/// A side-table length that does not fit 16 bits either: scan the line.
const SCAN: u16 = u16::MAX;

/// Entries (bytes) per padded cell: four straight jumps, then four diagonal sweeps; 8 bytes,
/// so the jumps out of 8 neighbouring cells share a cache line.
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
///   packed by [`pack`]; if its `k` is 63 or more, the byte's `k` field is [`LONG`] and `k`
///   is entry `4c + r` of the side table `long` (16 bits; a jump of 65535 cells or more
///   scans the line);
/// - entry `8c + 4 + q`, for the diagonal direction `q` ([`diagonal_index`]), is where the
///   diagonal sweep from `c` has something to look at ([`JumpTable::fill_diagonals`]).
#[derive(Clone)]
pub(super) struct JumpTable {
    entries: Vec<u8>,
    /// The lengths of the long straight jumps; empty if the grid has none (or if its memory
    /// could not be reserved: then long jumps scan).
    long: Vec<u16>,
    /// The updates' working memory, kept so that a flip allocates nothing; not part of the
    /// table's value (see [`JumpTable::same_as`]).
    scratch: Scratch,
}

/// What [`JumpTable::update`] works in: the line bits, the lines to rewrite, for each
/// straight direction the cells whose entry in it changed kind, and the cells whose sweep
/// entry must be recomputed, a round at a time ([`sweep_rounds`]).
#[derive(Clone, Default)]
struct Scratch {
    bits: LineBits,
    around: Vec<(usize, usize, usize)>,
    kinds: [Vec<usize>; 4],
    cells: Vec<usize>,
}

/// A [`Stop`] in a byte: `k` in the low 6 bits ([`LONG`] if `k` is 63 or more), the kind above
/// (0 blocked, 1 free, 2 free with a corner before, 3 after).
pub(super) fn pack(stop: Stop) -> u8 {
    let kind = match (stop.free, stop.corner) {
        (false, _) => 0,
        (true, None) => 1,
        (true, Some(Turn::Before)) => 2,
        (true, Some(Turn::After)) => 3,
    };
    with_length(kind << KIND_SHIFT, stop.k).0
}

/// The entry `packed` (a stop's, with `k = 0`) with the jump length `k` in it, and whether
/// the length is too long for it ([`LONG`]: it goes to the side table).
#[inline]
fn with_length(packed: u8, k: usize) -> (u8, bool) {
    match u8::try_from(k) {
        Ok(short) if short < LONG => (packed | short, false),
        _ => (packed | LONG, true),
    }
}

/// The [`Stop`] of a straight entry packed by [`pack`], with its length `k` (the entry's own,
/// or the side table's for a [`LONG`] one).
#[inline]
fn unpack(entry: u8, k: usize) -> Stop {
    Stop {
        k,
        free: entry >> KIND_SHIFT != 0,
        corner: match entry >> KIND_SHIFT {
            2 => Some(Turn::Before),
            3 => Some(Turn::After),
            _ => None,
        },
    }
}

/// The straight jump of padded cell `cell` in direction `r` from a table's `entries` and side
/// table `long`, or `None` where the line must be scanned (outside the table, or a jump of
/// 65535 cells or more).
#[expect(
    clippy::inline_always,
    reason = "measured: once or twice per cell a sweep visits, the heart of a query"
)]
#[inline(always)]
pub(super) fn straight(entries: &[u8], long: &[u16], cell: usize, r: usize) -> Option<Stop> {
    let entry = *entries.get(STRIDE * cell + r)?;
    let k = match entry & K_MASK {
        LONG => long_jump(long, cell, r)?,
        k => usize::from(k),
    };
    Some(unpack(entry, k))
}

/// Whether the straight jump of padded cell `cell` in direction `r` ends at a blocked cell, as
/// far as the byte says (`false` outside the table: the caller scans).
#[expect(
    clippy::inline_always,
    reason = "measured: once or twice per cell a sweep visits, the heart of a query"
)]
#[inline(always)]
pub(super) fn blocked(entries: &[u8], cell: usize, r: usize) -> bool {
    entries
        .get(STRIDE * cell + r)
        .is_some_and(|&entry| entry >> KIND_SHIFT == 0)
}

/// The side table's length of the long jump of `cell` in direction `r`.
#[inline]
fn long_jump(long: &[u16], cell: usize, r: usize) -> Option<usize> {
    let k = *long.get(4 * cell + r)?;
    (k != SCAN).then_some(usize::from(k))
}

/// One line's cells as bits: free, forced before, forced after, the cell ahead free, and stop
/// (blocked or forced). Written and read a word at a time through the raw words.
#[derive(Clone, Default)]
struct LineBits {
    here: Bits,
    before: Bits,
    after: Bits,
    ahead: Bits,
    stop: Bits,
}

impl LineBits {
    /// Makes room for `words` words in each (kept from the last line if it had as many: the
    /// caller writes every word with [`LineBits::set_words`]).
    fn reset(&mut self, words: usize) {
        for bits in [
            &mut self.here,
            &mut self.before,
            &mut self.after,
            &mut self.ahead,
            &mut self.stop,
        ] {
            if bits.len() != 64 * words {
                bits.clear_to(64 * words);
            }
        }
    }

    /// The bits of the line of `len` cells from bit `first` of `words`, whose neighbouring
    /// lines are `stride` bits away, for jumps `forward` (towards higher bits) or back: the
    /// scans' word formulas, 64 cells at a time.
    fn scan(&mut self, words: &[u64], first: usize, stride: usize, len: usize, forward: bool) {
        self.reset(len.div_ceil(64));
        for chunk in 0..len.div_ceil(64) {
            let b = first + 64 * chunk;
            let stops = if forward {
                stops_up(words, b, stride)
            } else {
                stops_down(words, b, stride)
            };
            let ahead = window(words, if forward { b + 1 } else { b - 1 });
            self.set_words(chunk, stops, ahead);
        }
    }

    /// The stop at position `s` of the line last scanned, with `k = 0`.
    fn stop_at(&self, s: usize) -> Stop {
        let free = bit_set(self.here.words(), s);
        let bit = |bits: &Bits| bit_set(bits.words(), s);
        Stop {
            k: 0,
            free,
            corner: if free {
                corner(bit(&self.ahead), bit(&self.before), bit(&self.after))
            } else {
                None
            },
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
            if let Some(w) = bits.words_mut().get_mut(i) {
                *w = word;
            }
        }
    }
}

/// What [`JumpTable::fill_line`] updates in a line: the positions along it whose stops may
/// have changed, and where to put the cells whose entry in the line's direction changed kind
/// (blocked or free stop): the sweeps through them may now turn there, or no longer.
struct LineUpdate<'a> {
    changed: core::ops::Range<usize>,
    kinds: &'a mut Vec<usize>,
}

/// Writes the straight entries of one line ([`JumpTable::fill_line`]) in direction `dir`:
/// the entry of the cell `at` cells into the line is `entries[origin + at × step]`, and only
/// the cells at positions `window` are written. With `update`, the entries are overwritten and
/// those that changed kind reported to it; without, a build writes over zeros.
struct LineWriter<'a, 'b> {
    entries: &'a mut [u8],
    long: &'a mut Vec<u16>,
    long_size: usize,
    dir: usize,
    origin: usize,
    step: usize,
    window: core::ops::Range<usize>,
    update: Option<LineUpdate<'b>>,
}

impl LineWriter<'_, '_> {
    /// Writes the cells `cells` of the line (those in the window), the first with jump length
    /// `k` and each next one with `k` one shorter (`shorter`) or one longer; `packed` is the
    /// stop's entry with `k = 0`. A long jump no longer long leaves the side table.
    fn write(&mut self, cells: core::ops::Range<usize>, k: usize, shorter: bool, packed: u8) {
        let (from, to) = (
            cells.start.max(self.window.start),
            cells.end.min(self.window.end),
        );
        if from >= to {
            return;
        }
        let skipped = from - cells.start;
        let k = if shorter { k - skipped } else { k + skipped };
        let start = self.origin + from * self.step;
        let Some(slots) = self.entries.get_mut(start..) else {
            return;
        };
        let (long, size, dir, step) = (&mut *self.long, self.long_size, self.dir, self.step);
        let slots = slots.iter_mut().step_by(step).take(to - from).enumerate();
        let Some(update) = self.update.as_mut() else {
            // A build, over zeros.
            for (i, entry) in slots {
                let k = if shorter { k - i } else { k + i };
                let too_long;
                (*entry, too_long) = with_length(packed, k);
                if too_long {
                    long_entry(long, size, start + i * step, dir, k);
                }
            }
            return;
        };
        // Every cell of the segment gets the stop's kind.
        let blocked = packed >> KIND_SHIFT == 0;
        for (i, entry) in slots {
            let (slot, k) = (start + i * step, if shorter { k - i } else { k + i });
            let (old, too_long) = (*entry, k >= usize::from(LONG));
            (*entry, _) = with_length(packed, k);
            if too_long {
                long_entry(long, size, slot, dir, k);
            } else if old & K_MASK == LONG {
                forget_long(long, slot, dir);
            }
            if (old >> KIND_SHIFT == 0) != blocked {
                update.kinds.push(slot / STRIDE);
            }
        }
    }
}

/// The stop cells of a line of `len` cells that end a jump: the set bits of `stop` (among the
/// first `len`) that are free or have a free cell (`here`) before or after them.
struct FreeStops<'a> {
    stop: &'a [u64],
    here: &'a [u64],
    len: usize,
}

impl FreeStops<'_> {
    /// Word `i`: the stops at positions `64i..64i + 64`.
    #[inline]
    fn word(&self, i: usize) -> u64 {
        let here = |i: usize| self.here.get(i).copied().unwrap_or(0);
        let h = here(i);
        let before = h << 1 | i.checked_sub(1).map_or(0, |j| here(j) >> 63);
        let after = h >> 1 | here(i + 1) << 63;
        let stops = self.stop.get(i).copied().unwrap_or(0) & (h | before | after);
        // Bits past the line's end belong to the next line.
        match self.len.checked_sub(64 * i) {
            Some(left) if left >= 64 => stops,
            Some(left) => stops & ((1 << left) - 1),
            None => 0,
        }
    }

    /// The last stop before position `pos`.
    fn last_before(&self, pos: usize) -> Option<usize> {
        let (mut i, bits) = (pos / 64, pos % 64);
        let mut word = self.word(i) & ((1 << bits) - 1);
        loop {
            if word != 0 {
                return Some(64 * i + 63 - word.leading_zeros() as usize);
            }
            i = i.checked_sub(1)?;
            word = self.word(i);
        }
    }

    /// The stops from position `pos` on, in increasing order.
    fn from(&self, pos: usize) -> impl Iterator<Item = usize> + '_ {
        let (mut i, bits) = (pos / 64, pos % 64);
        let mut word = self.word(i) & !((1 << bits) - 1);
        let words = self.len.div_ceil(64);
        core::iter::from_fn(move || {
            while word == 0 {
                i += 1;
                if i >= words {
                    return None;
                }
                word = self.word(i);
            }
            let bit = 64 * i + word.trailing_zeros() as usize;
            word &= word - 1;
            Some(bit)
        })
    }

    /// The positions of the line whose entries can depend on the cells `changed`: for a jump
    /// forward, from the last stop before them up to them; for a jump back, from them up to
    /// the first stop after.
    fn window(&self, changed: &core::ops::Range<usize>, forward: bool) -> (usize, usize) {
        if forward {
            let from = self.last_before(changed.start).unwrap_or(0);
            (from, changed.end.min(self.len))
        } else {
            let to = self.from(changed.end).next().unwrap_or(self.len - 1);
            (changed.start, (to + 1).min(self.len))
        }
    }
}

impl JumpTable {
    /// The table of `masks`, one pass per line and direction: the stop cells of a line are
    /// found 64 at a time with the scans' word formulas, and each cell's entry is the next stop
    /// cell ahead of it; then the diagonal entries ([`JumpTable::fill_diagonals`]). `None` if
    /// the memory for it (8 bytes per padded cell) cannot be reserved.
    pub(super) fn new(masks: &Masks) -> Option<Self> {
        let size = masks.cells().checked_mul(STRIDE)?;
        masks.cells().checked_mul(4)?;
        let mut entries = Vec::new();
        entries.try_reserve_exact(size).ok()?;
        // Every straight entry a query can read (those of the free cells) is written below;
        // diagonal entries stay 0 (no step) where no step is legal.
        entries.resize(size, 0);
        // Allocated by the first long jump: most random and maze-like grids have none.
        let mut table = JumpTable {
            entries,
            long: Vec::new(),
            scratch: Scratch::default(),
        };
        table.fill(masks);
        Some(table)
    }

    /// Builds the table of `masks` again in place, in the memory it has (the same grid size):
    /// what [`JumpTable::new`] would build.
    pub(super) fn rebuild(&mut self, masks: &Masks) {
        self.entries.fill(0);
        // Emptied, not freed: the first long jump takes its memory back.
        self.long.clear();
        self.fill(masks);
    }

    /// Fills a table whose entries are all 0 and whose side table is empty: every line in
    /// every straight direction, then the diagonal entries.
    fn fill(&mut self, masks: &Masks) {
        let mut bits = LineBits::default();
        for dir in [RIGHT, LEFT, DOWN, UP] {
            // A line per padded row (right, left) or column (down, up), borders excluded.
            let lines = if dir == RIGHT || dir == LEFT {
                masks.col_len
            } else {
                masks.row_len
            };
            for line in 1..lines - 1 {
                self.fill_line(masks, dir, line, &mut bits, None);
            }
        }
        self.fill_diagonals(masks);
    }

    /// Writes the straight entries in direction `dir` of the free cells of line `line` (a
    /// padded row for [`RIGHT`] and [`LEFT`], a padded column for [`DOWN`] and [`UP`]), one
    /// pass over the line: the stop cells of a line are found 64 at a time with the scans'
    /// word formulas, and each cell's entry is the next stop cell ahead of it. `bits` is
    /// scratch space, kept between lines.
    ///
    /// With `update`, the line's cells at positions `update.changed` (a range along the line)
    /// may have changed stops since the entries were written: only the entries that can
    /// depend on them are rewritten — from the last stop before them up to them for a jump
    /// forward, from them up to the next stop after for a jump back —, the free cells' only
    /// (a blocked cell's are 0, as [`JumpTable::update`] leaves a closed one), and the cells
    /// whose entry changed between blocked and free stop are listed in `update.kinds`
    /// ([`LineUpdate`]; the update then recomputes the sweeps through the cells before them).
    /// The window's cells are the
    /// only ones of the table read or written, so a column costs the cache lines of its
    /// window, not of its whole length.
    fn fill_line(
        &mut self,
        masks: &Masks,
        dir: usize,
        line: usize,
        bits: &mut LineBits,
        update: Option<LineUpdate<'_>>,
    ) {
        let (row_len, col_len) = (masks.row_len, masks.col_len);
        let long_size = masks.cells() * 4;
        // Right and down scan upwards in their mask, left and up downwards.
        let (words, stride, len) = if dir == RIGHT || dir == LEFT {
            (masks.rows(), row_len, row_len)
        } else {
            (masks.cols(), col_len, col_len)
        };
        let forward = dir == RIGHT || dir == DOWN;
        bits.scan(words, GUARD + line * stride, stride, len, forward);
        let here = bits.here.words();
        let free = |s: usize| bit_set(here, s);
        // The entry of the cell `at` cells into the line is `origin + at × step`.
        let (origin, step) = if dir == RIGHT || dir == LEFT {
            (STRIDE * line * row_len + dir, STRIDE)
        } else {
            (STRIDE * line + dir, STRIDE * row_len)
        };
        let stops = FreeStops {
            stop: bits.stop.words(),
            here,
            len,
        };
        let (lo, hi) = update
            .as_ref()
            .map_or((0, len), |update| stops.window(&update.changed, forward));
        let mut fill = LineWriter {
            entries: &mut self.entries,
            long: &mut self.long,
            long_size,
            dir,
            origin,
            step,
            window: lo..hi,
            update,
        };
        let packed = |s: usize| pack(bits.stop_at(s));
        // The stop cells of the line next to a free cell (its first and last cells are
        // border, hence stops; bits past the line's end belong to the next line and are
        // cut off). A stop between two blocked cells ends no jump, and the stop after
        // it is the next cell, so the walls inside a run cost nothing. Only free cells'
        // entries are written: no query reads a blocked cell's.
        // A jump forward is written from the window's first stop on, a jump back from the
        // stop before the window.
        let first = if forward {
            lo
        } else {
            stops.last_before(lo).unwrap_or(0)
        };
        let mut previous: Option<usize> = None;
        for s in stops.from(first) {
            if previous.is_some_and(|p| p >= hi) {
                break;
            }
            let (free_here, free_before) = (free(s), s > 0 && free(s - 1));
            if forward {
                // Free cells from the previous stop on, up to `s`, jump to `s`.
                if free_before && s > lo {
                    let from = match previous {
                        Some(p) if free(p) => p,
                        Some(p) => p + 1,
                        None => 0,
                    };
                    fill.write(from..s, s - 1 - from, true, packed(s));
                }
            } else if let Some(p) = previous
                && (free_here || free_before)
                && s >= lo
            {
                // Free cells after the previous stop `p`, up to `s`, jump back to `p`.
                let to = if free_here { s + 1 } else { s };
                fill.write(p + 1..to, 0, false, packed(p));
            }
            previous = Some(s);
        }
    }

    /// Brings the table up to date after the cells `flipped` (padded `(y, x)`, inside the
    /// grid) changed in `masks`, touching only what they can change: the straight entries of
    /// the rows and columns through them and beside them (a line's stops depend on the line
    /// and its two neighbours), within each line only around the changed cells
    /// ([`JumpTable::fill_line`]), and the diagonal entries whose sweep reads a changed cell —
    /// recomputed back along each sweep from a changed cell only as far as its entries change
    /// ([`sweep_rounds`]). The result is the table [`JumpTable::new`] builds from `masks`, entry for entry
    /// (and the side table's long jumps; see [`JumpTable::same_as`]).
    pub(super) fn update(&mut self, masks: &Masks, flipped: &[(usize, usize)]) {
        let (row_len, col_len) = (masks.row_len, masks.col_len);
        // A cell closed keeps no straight jumps, as a fresh build leaves a blocked cell (its
        // diagonal entries are recomputed below, to 0). Every other blocked cell's are 0
        // already, so the lines below write only free cells.
        for &(y, x) in flipped {
            let cell = y * row_len + x;
            if !bit_set(masks.rows(), GUARD + cell) {
                for r in [RIGHT, LEFT, DOWN, UP] {
                    if let Some(entry) = self.entries.get_mut(STRIDE * cell + r) {
                        *entry = 0;
                    }
                    forget_long(&mut self.long, STRIDE * cell, r);
                }
            }
        }
        // (direction, line, position along the line) of every cell whose stops may differ:
        // the flipped cell and the one on each side, on its line and the two beside it. (A
        // line's stop at `s` reads the cells `s` and `s ∓ 1` of the lines beside it, and its
        // kind the cell after `s` on the line.)
        let mut scratch = core::mem::take(&mut self.scratch);
        let Scratch {
            bits,
            around,
            kinds,
            cells,
        } = &mut scratch;
        around.clear();
        for &(y, x) in flipped {
            for line in y - 1..=y + 1 {
                if (1..col_len - 1).contains(&line) {
                    around.extend([(RIGHT, line, x), (LEFT, line, x)]);
                }
            }
            for line in x - 1..=x + 1 {
                if (1..row_len - 1).contains(&line) {
                    around.extend([(DOWN, line, y), (UP, line, y)]);
                }
            }
        }
        around.sort_unstable();
        for changed in kinds.iter_mut() {
            changed.clear();
        }
        for group in around.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1)) {
            let (dir, line) = (group[0].0, group[0].1);
            let (first, last) = (group[0].2, group[group.len() - 1].2);
            let update = LineUpdate {
                changed: first.saturating_sub(1)..last + 2,
                kinds: &mut kinds[dir],
            };
            self.fill_line(masks, dir, line, bits, Some(update));
        }
        // The diagonal entries, recomputed back along each sweep from what changed, a round of
        // cells at a time, while they change ([`sweep_rounds`]).
        let records = self.entries.as_chunks_mut::<STRIDE>().0;
        for dir in Dir::DIAGONAL {
            let (parts, ahead) = (SweepParts::of(dir), ahead(dir, row_len));
            // The cells before those whose entry in a part of the sweep's direction changed
            // kind. (A cell of a line is inside the table, the cell before it too, at worst on
            // the border; a wrapped index would be skipped as off the table.)
            let (across, along) = straight_parts(dir);
            cells.clear();
            for changed in [&kinds[across], &kinds[along]] {
                cells.extend(changed.iter().map(|&cell| cell.wrapping_add_signed(-ahead)));
            }
            // The cells whose first step may have become legal or illegal, in full, before the
            // rounds: from then on every entry says rightly whether its first step is legal.
            for &(y, x) in flipped {
                for y in y - 1..=y + 1 {
                    for cell in (x - 1..=x + 1).map(|x| y * row_len + x) {
                        let entry = diagonal_entry(records, masks, cell, dir);
                        if let Some(record) = records.get_mut(cell)
                            && record[parts.sweep] != entry
                        {
                            record[parts.sweep] = entry;
                            cells.extend(cell.checked_add_signed(-ahead));
                        }
                    }
                }
            }
            match diagonal_index(dir) {
                0 => sweep_rounds::<0>(records, cells, row_len),
                1 => sweep_rounds::<1>(records, cells, row_len),
                2 => sweep_rounds::<2>(records, cells, row_len),
                _ => sweep_rounds::<3>(records, cells, row_len),
            }
        }
        self.scratch = scratch;
    }

    /// The straight jump of padded cell `cell` in direction `r`, `None` if it must be scanned.
    #[cfg(test)]
    fn stop(&self, cell: usize, r: usize) -> Option<Stop> {
        straight(&self.entries, &self.long, cell, r)
    }

    /// Fills the diagonal entries, entries `8c + 4 + q` of padded cell `c`. A sweep from a
    /// jump point takes legal diagonal steps and,
    /// from every cell it enters, jumps straight along the two parts of its direction; most of
    /// those cells find nothing (both straight jumps end at a wall). A *turn cell* is one where
    /// at least one of them ends at a free cell. Entry `8c + 4 + q` (see [`diagonal_index`]) is, in
    /// its low 6 bits, a number of steps `n` from `c`, and the [`TURN`] bits — which of the two
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
            let parts = SweepParts::of(dir);
            let (down, right) = (vertical == Dir::Down, horizontal == Dir::Right);
            let records = self.entries.as_chunks_mut::<STRIDE>().0;

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
                        let entry = parts.entry_before(&records[ny * row_len + nx]);
                        records[y * row_len + x][parts.sweep] = entry;
                    }
                }
            }
        }
    }

    /// Whether two tables hold the same jumps: the same entries, and the same long jumps in
    /// the side table (a side table never allocated reads as one that says "no long jump"
    /// everywhere, which is what an updated table holds where long jumps went away).
    pub(super) fn same_as(&self, other: &JumpTable) -> bool {
        let long = |table: &JumpTable, i: usize| table.long.get(i).copied().unwrap_or(SCAN);
        let longs = self.long.len().max(other.long.len());
        self.entries == other.entries && (0..longs).all(|i| long(self, i) == long(other, i))
    }

    /// All entries, cell after cell.
    #[inline]
    pub(super) fn entries(&self) -> &[u8] {
        &self.entries
    }

    /// The side table of long straight jumps (empty if there are none), entry `4c + r`.
    #[inline]
    pub(super) fn long(&self) -> &[u16] {
        &self.long
    }

    /// The memory the table takes, in bytes.
    pub(super) fn bytes(&self) -> usize {
        self.entries.len() + self.long.len() * size_of::<u16>()
    }
}

/// Removes from the side table `long` the jump of the entry `entries[index]` (direction `r`),
/// no longer a long one.
fn forget_long(long: &mut [u16], index: usize, r: usize) {
    if let Some(slot) = long.get_mut(4 * (index / STRIDE) + r) {
        *slot = SCAN;
    }
}

/// Keeps the length `k` (63 or more) of the long straight jump whose entry is `entries[index]`
/// (direction `r`) in the side table, allocating the table (`size` entries) on first use. If its
/// memory cannot be reserved the table stays empty and long jumps scan their line.
fn long_entry(long: &mut Vec<u16>, size: usize, index: usize, r: usize, k: usize) {
    if long.is_empty() {
        if long.try_reserve_exact(size).is_err() {
            return;
        }
        long.resize(size, SCAN);
    }
    if let Some(slot) = long.get_mut(4 * (index / STRIDE) + r) {
        *slot = u16::try_from(k).unwrap_or(SCAN);
    }
}

/// Where a diagonal sweep's entries are in a cell's record: its two straight parts and its
/// own diagonal entry.
#[derive(Clone, Copy)]
struct SweepParts {
    /// The horizontal part's entry ([`RIGHT`] or [`LEFT`]).
    across: usize,
    /// The vertical part's entry ([`DOWN`] or [`UP`]).
    along: usize,
    /// The sweep's own entry, `4 +` [`diagonal_index`].
    sweep: usize,
}

impl SweepParts {
    /// The parts of the sweep in direction `dir`.
    #[inline]
    const fn of(dir: Dir) -> Self {
        let (across, along) = straight_parts(dir);
        SweepParts {
            across,
            along,
            sweep: 4 + diagonal_index(dir),
        }
    }

    /// The diagonal entry of a cell whose first step is legal and enters the cell whose
    /// entries are `next`: one step to a turn cell, or one step more than `next`'s own entry
    /// (capped at [`MAX_STEPS`]). The build and the updates compute every nonzero diagonal
    /// entry here.
    #[inline]
    #[expect(
        clippy::trivially_copy_pass_by_ref,
        reason = "measured: by value the record is read as a word, which waits for the byte just written"
    )]
    fn entry_before(self, next: &[u8; STRIDE]) -> u8 {
        // The kind is in the entry even for a long jump: 0 is blocked. Three byte loads: a
        // wider one would wait for the byte just written to the sweep's entry.
        let free = |r: usize| usize::from(next[r] >> KIND_SHIFT != 0);
        let after = usize::from(next[self.sweep]);
        // One load instead of a chain of selections (the walks of the updates run through
        // this, and a branch there would guess wrong at every turn cell).
        ENTRY_BEFORE[free(self.across) | free(self.along) << 1 | after << 2]
    }
}

/// [`SweepParts::entry_before`] for every case, at index `h | v << 1 | after << 2`: `h` and `v`
/// whether the straight jumps along the horizontal and vertical parts from the cell entered end
/// at a free cell, `after` that cell's own entry of the sweep.
static ENTRY_BEFORE: [u8; 1024] = entries_before();

/// The table [`ENTRY_BEFORE`]: one step to a turn cell, or one step more than the next cell's
/// entry, keeping its turn bits (`after + 1`), unless its steps are at their cap.
#[expect(
    clippy::cast_possible_truncation,
    reason = "`i >> 2` is below 256 (const fn: no `try_from`)"
)]
const fn entries_before() -> [u8; 1024] {
    let mut table = [0; 1024];
    let mut i = 0;
    while i < table.len() {
        let (h, v, after) = (i & 1 != 0, i & 2 != 0, (i >> 2) as u8);
        table[i] = if h || v {
            1 | if h { FREE_HORIZONTAL } else { 0 } | if v { FREE_VERTICAL } else { 0 }
        } else if after & MAX_STEPS == MAX_STEPS {
            MAX_STEPS
        } else {
            after + 1
        };
        i += 1;
    }
    table
}

/// Recomputes the entries of the sweep `parts` of the padded cells `cells` — each the cell
/// before (`ahead` cells back along the sweep) one whose entries changed — then of the cells
/// before those whose entry changed, and so on, a round at a time until none changes. A cell
/// whose first step is illegal (entry 0, as the border's) keeps its entry and ends its walk:
/// its entry does not depend on the cell it cannot step into. Any order of the cells gives the
/// same table, since every change puts the cell before it in the next round.
///
/// A round has no branch on the entries: every cell's entry is written (the same if it did
/// not change) and the cell before it is kept for the next round or not by the count of kept
/// cells, so the ends of the walks, which no predictor guesses, cost nothing.
///
/// One copy per diagonal direction (`Q`, its [`diagonal_index`]): the entries' places are then
/// constants, which keeps the loop's state in registers.
fn sweep_rounds<const Q: usize>(
    records: &mut [[u8; STRIDE]],
    cells: &mut Vec<usize>,
    row_len: usize,
) {
    let dir = Dir::DIAGONAL[Q];
    let (parts, ahead) = (
        const { SweepParts::of(Dir::DIAGONAL[Q]) },
        ahead(dir, row_len),
    );
    while !cells.is_empty() {
        // The next round is written over this one as it is read: `kept` never passes `i`.
        let mut kept = 0;
        for i in 0..cells.len() {
            let cell = cells[i];
            // (A cell without a cell after it is on the border, its entry 0.)
            let entry = records
                .get(cell.wrapping_add_signed(ahead))
                .map_or(0, |after| parts.entry_before(after));
            let Some(record) = records.get_mut(cell) else {
                continue;
            };
            let old = record[parts.sweep];
            // 0 stays 0, without a branch.
            let entry = entry & 0u8.wrapping_sub(u8::from(old != 0));
            record[parts.sweep] = entry;
            cells[kept] = cell.wrapping_add_signed(-ahead);
            kept += usize::from(entry != old);
        }
        cells.truncate(kept);
    }
}

/// The diagonal entry in direction `dir` of padded cell `cell` of a table whose cells'
/// entries are `records`: 0 if the first step is illegal (the cell, the two beside the step or
/// the one it enters is blocked, as the border is), else [`SweepParts::entry_before`] of the
/// cell it enters.
#[inline]
fn diagonal_entry(records: &[[u8; STRIDE]], masks: &Masks, cell: usize, dir: Dir) -> u8 {
    let side = dir.delta().1 as isize;
    let next = ahead(dir, masks.row_len);
    let words = masks.rows();
    // Cells of the border's far side wrap to bits past the mask, which read as blocked.
    let open = |offset: isize| bit_set(words, (GUARD + cell).wrapping_add_signed(offset));
    if open(0) && open(side) && open(next - side) && open(next) {
        records
            .get(cell.wrapping_add_signed(next))
            .map_or(0, |after| SweepParts::of(dir).entry_before(after))
    } else {
        0
    }
}

/// The offset, in padded cells, of the cell one diagonal step in `dir` ahead in a grid
/// `row_len` padded cells wide.
fn ahead(dir: Dir, row_len: usize) -> isize {
    let (dy, dx) = dir.delta();
    let row = isize::try_from(row_len).unwrap_or(isize::MAX);
    dy as isize * row + dx as isize
}

/// The straight entries a diagonal sweep in `dir` reads at each cell it enters: its
/// horizontal part ([`RIGHT`] or [`LEFT`]) and its vertical part ([`DOWN`] or [`UP`]).
const fn straight_parts(dir: Dir) -> (usize, usize) {
    match dir {
        Dir::UpRight => (RIGHT, UP),
        Dir::DownLeft => (LEFT, DOWN),
        Dir::UpLeft => (LEFT, UP),
        // A straight direction has no parts; none asks.
        _ => (RIGHT, DOWN),
    }
}

/// The diagonal directions in table order: entry `8c + 4 + q` of the [`JumpTable`] is the
/// sweep from padded cell `c` in `Dir::DIAGONAL[q]` (up-right, down-right, down-left, up-left).
pub(super) const fn diagonal_index(dir: Dir) -> usize {
    match dir {
        Dir::UpRight => 0,
        Dir::DownRight => 1,
        Dir::DownLeft => 2,
        _ => 3,
    }
}

/// Bit 6 of a diagonal entry ([`JumpTable::fill_diagonals`]): the straight jump from the
/// sweep's last cell along the horizontal part of the direction ends at a free cell.
pub(super) const FREE_HORIZONTAL: u8 = 1 << 6;

/// Bit 7: the same for the vertical part.
pub(super) const FREE_VERTICAL: u8 = 1 << 7;

/// Either bit: the sweep's last cell is a *turn cell*.
pub(super) const TURN: u8 = FREE_HORIZONTAL | FREE_VERTICAL;

/// The most steps one diagonal entry covers; an entry of `MAX_STEPS` steps that
/// does not end at a turn cell means "go on from there".
pub(super) const MAX_STEPS: u8 = FREE_HORIZONTAL - 1;

#[cfg(test)]
mod tests {
    use super::super::masks::{scan_down, scan_up};
    use super::*;
    use crate::grid::{Grid, GridSpace};
    use crate::search::jps::coord;

    /// Every entry of the precomputed jump table is the stop the scans find, and jumps too
    /// long to pack fall back to the scans.
    #[test]
    fn jump_table_matches_scans() {
        let mut next = super::super::test_numbers(0x9e37_79b9_u64);
        let mut long = 0;
        for _ in 0..100 {
            let (w, h) = (1 + next() % 140, 1 + next() % 140);
            let density = next() % 60;
            let grid = Grid::from_fn(crate::grid::Size::try_from((h, w)).unwrap(), |_| {
                next() % 100 >= density
            })
            .unwrap();
            let space = GridSpace::octile(&grid, |&free| free);
            let m = Masks::new(space.open_words(), w + 2, h + 2);
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
                        assert_eq!(
                            table.stop(y * m.row_len + x, r),
                            Some(scan),
                            "({y}, {x}) direction {r}"
                        );
                        long += usize::from(scan.k >= usize::from(LONG));
                    }
                }
            }
        }
        // Jumps too long for a byte occur, and come from the side table.
        assert!(long > 100, "{long}");
        // Longer than 16 bits too: the side table says "scan".
        for (width, k) in [(9000_usize, Some(8999)), (70_000, None)] {
            let grid = Grid::new(crate::grid::Size::new(1, coord(width)), true).unwrap();
            let space = GridSpace::octile(&grid, |&free| free);
            let m = Masks::new(space.open_words(), width + 2, 3);
            let table = JumpTable::new(&m).unwrap();
            let row = width + 2;
            assert_eq!(table.stop(row + 1, RIGHT).map(|s| s.k), k);
            assert_eq!(table.stop(row + width - 10, RIGHT).map(|s| s.k), Some(10));
            assert!(!table.long().is_empty());
        }
        // A grid without long jumps has no side table.
        let grid = Grid::new(crate::grid::Size::new(5, 5), true).unwrap();
        let space = GridSpace::octile(&grid, |&free| free);
        let table = JumpTable::new(&Masks::new(space.open_words(), 7, 7)).unwrap();
        assert!(table.long().is_empty());
        assert_eq!(table.bytes(), 7 * 7 * STRIDE);
    }
}
