//! Jump Point Search for uniform-cost 8-connected grids without corner cutting.
//!
//! [`JumpPointSearch`] answers the same queries as [`AStar`] on
//! [`GridSpace::octile`] with [`heuristic::octile`] — the Moving AI
//! movement model: 8-connected, a straight step costs 1 and a diagonal step √2, and a diagonal
//! step is legal only if the target cell *and both* orthogonal cells beside it are free — and
//! returns the same optimal [`Octile`] lengths, exactly. It gets there by expanding only *jump
//! points*: instead of pushing every neighbour of a cell onto the open list, it follows each
//! direction in a straight or diagonal line ("jumps") until something interesting happens, and
//! only that cell enters the open list.
//!
//! # The model's canonical paths
//!
//! Among all shortest paths, JPS follows *diagonal-first* ones: whenever a straight move is
//! followed by a diagonal move, swapping them (diagonal first) gives a path of the same length,
//! and the search may ignore the straight-first order *if the swap is legal*. Without corner
//! cutting the legality of that swap is exactly what decides where a jump must stop, so the
//! rules differ from the classic JPS paper (which allows corner cutting). They follow from
//! comparing a move pair against a shorter or equal alternative, for a cell `p` entered by the
//! move `d` from `q = p − d`:
//!
//! **After a diagonal move** `d = (dy, dx)`: keep only the *natural* neighbours `d`, `(dy, 0)`
//! and `(0, dx)`. Every other move is strictly worse than an alternative from `q`:
//!
//! - `(−dy, dx)` or `(dy, −dx)` (a right-angle turn, `2√2`) against two straight moves from `q`
//!   through one of the diagonal's side cells (`2`) — the side cells are free, since the
//!   diagonal was legal;
//! - `(−dy, 0)` or `(0, −dx)` (`√2 + 1`) against one straight move from `q` into a side cell
//!   (`1`);
//! - backwards moves against staying at `q`.
//!
//! So there are **no forced neighbours after a diagonal move** (with corner cutting there are).
//!
//! **After a straight move** `d` (say right, `(0, 1)`), with `s` one of the two perpendicular
//! directions (up or down): the natural neighbour is `d`. The side moves are
//!
//! - `s` (turn 90°, cost `1 + 1`): the alternative is the diagonal `q → q + d + s` (`√2`),
//!   legal exactly when `q + s` is free (`p` is, and the target `p + s` must be);
//! - `d + s` (straight then diagonal, `1 + √2`): the alternative is the swap, diagonal then
//!   straight, `q → q + d + s → p + d + s`, of the same length; its first step is legal exactly
//!   when `q + s` is free (the diagonal out of `p` already needs `p + s` free).
//!
//! Backward and back-diagonal moves are strictly worse than moves from `q` as above. Hence the
//! one **forced-neighbour rule**: after a straight move `d` into `p`, the side `s` is *forced*
//! when `p + s` is free and `q + s = p − d + s` is blocked; then the successors `s` and
//! `d + s` (if that diagonal is legal) are added to `d`. In words: *a straight jump stops where
//! a wall beside it ends* — the first cell from which a turn or a diagonal becomes possible
//! that was not already possible one cell earlier. (With corner cutting, the rule instead looks
//! at a wall beside the *current* cell and forces the diagonal past it.)
//!
//! # Jumps
//!
//! - A **straight jump** from `p` in direction `d` walks `p + d, p + 2d, …` and stops at the
//!   first cell that is the goal (a jump point), blocked (no jump point in this direction), or
//!   has a forced side (a jump point).
//! - A **corridor corner** is a forced cell whose cell ahead is blocked and which has exactly
//!   one forced side `s`: its only successor is the turn `s` (the diagonal `d + s` would pass
//!   the blocked cell ahead). A straight jump that stops at a corner does not report it but
//!   turns and jumps on, through up to 64 corners in a row (a bound that keeps a jump round a
//!   closed ring of corridor finite); the jump point it reports then lies at the end of a
//!   corridor with turns, its cost is the number of straight steps walked, and a corridor
//!   that ends in a dead end reports nothing at all. In a maze of 1-wide corridors this is
//!   what leaves only the junctions on the open list.
//! - A **diagonal sweep** from `p` in direction `(dy, dx)` takes legal diagonal steps (both
//!   side cells and the target free) until the next one is illegal. Classic JPS stops at the
//!   first diagonal cell `n` from which a straight jump in `(0, dx)` or `(dy, 0)` finds a jump
//!   point and queues `n`; since a cell entered diagonally has exactly those two straight
//!   successors and the diagonal on (no forced neighbours), the sweep instead reports the
//!   straight jumps' jump points directly, at cost `k√2 + steps`, and carries on along the
//!   diagonal. Diagonal cells never enter the open list. The goal, if on the diagonal, is
//!   reported and ends the sweep.
//!
//! The search is A* over jump points: the start is expanded in all eight directions; any other
//! jump point in the directions its entry direction allows (the rules above). The cost of
//! the step from a jump point to the next is the length of the diagonal-then-straight (or
//! cornered straight) walk between them, which the octile heuristic never overestimates, so
//! the heuristic stays consistent. Every shortest path has a diagonal-first twin whose turning
//! points are jump points or lie on such walks (the classic JPS argument, with the rules
//! above), so the first time the goal leaves the open list its length is optimal. The property
//! tests in `tests/jps.rs` compare every length against [`AStar`] on random
//! grids, and `examples/movingai.rs --engine jps` reproduces all 34,537 Moving AI lengths.
//!
//! [`JumpPath::path`] rebuilds the cells: for a link whose two ends are not on one line at
//! their octile distance, the walk is replayed from the parent (its diagonal count and
//! straight count are known from the two distances, so at most eight replays are tried).
//!
//! # Bit-parallel straight jumps
//!
//! A straight jump is a scan for the first "stop" bit in a line of cells. The passability of
//! the grid is kept twice, with a blocked border one cell wide: row after row (for horizontal
//! jumps) and column after column (for vertical jumps). For a jump to the right over the 64
//! cells starting at bit `b` of the row-major mask `M`, with `w` the padded row length and
//! `W(i)` the 64 bits from bit `i`:
//!
//! ```text
//! stop = !W(b)                           blocked cells
//!      | W(b − w) & !W(b − w − 1)        up side free, the cell before it blocked
//!      | W(b + w) & !W(b + w − 1)        down side free, the cell before it blocked
//! ```
//!
//! and the jump's end is `b + stop.trailing_zeros()`; leftwards the same with `leading_zeros`
//! and the cell *after* instead of before; vertically the same on the column-major mask. The
//! blocked border guarantees a stop bit in every line, so the scan needs no bounds test per
//! cell. The two masks are built once per [`GridSpace`] (on first use by a
//! `JumpPointSearch`) and kept in it.
//!
//! # Precomputed straight jumps (JPS+)
//!
//! With the masks, the space also keeps every scan's answer: for each padded cell and each of
//! the four straight directions one byte holding the scan's stop from that cell — the number
//! of cells `k` to the stop cell (5 bits), whether it is free, and its corridor-corner turn
//! (none, before, after). A straight jump is then one table lookup. The goal needs no entry of
//! its own: as with the scans, a jump from `p` whose line holds the goal between `p` and the
//! stop cell stops at the goal (the JPS+ goal check, done per query on the looked-up end). A
//! jump of 31 cells or more does not fit in a byte; its entry says so and the jump scans the
//! masks as before, so the table stays exact on any grid. Built together with the masks on the
//! first query on a space, in one pass per line and direction against the direction
//! (`O(cells)`, the stop cells found 64 at a time with the scans' word formulas); the entries
//! of a cell are adjacent. 4 bytes per cell: 1.06 MB for a 512 × 512 map, built in 7–11 ms on
//! the shared test machine (0.27 MB and 1.3 ms for `den520d`), against 0.06–0.3 ms for the
//! masks.
//!
//! # The open list
//!
//! The open list is a binary heap of entries packed into one `u128`: a `u64` key, a `u32`
//! tie-breaker (the smaller `h` first among equal keys, and the entry direction in the low
//! bits) and the `u32` cell. The key of `f = a + b√2` is
//! `a · 2^32 + trunc(fl(fl(b · √2) · 2^32))`, computed in `f64`; it orders like the exact
//! value while `a, b < 2^22`:
//!
//! - equal values have equal counts (√2 is irrational), hence equal keys;
//! - the float product is within a relative `2^−52` of `b√2`, so the key is within `1 + 2^22 ·
//!   √2 · 2^32 · 2^−52 < 7` of `2^32 · f`;
//! - two distinct values differ by `|m + n√2|` with integers `|m|, |n| < 2^22`, `n ≠ 0` (else
//!   by at least 1), and `|m + n√2| = |m² − 2n²| / |m − n√2| ≥ 1 / (1 + 2√2 · 2^22) > 2^−23.5`
//!   when it is below 1, so `2^32 · Δf > 2^8.5 ≈ 362`, far more than the two keys' errors (< 14)
//!   can close.
//!
//! If a value beyond `2^22` turns up (only on grids of millions of cells with paths of
//! millions of diagonal steps), the query starts over with a heap ordered by exact [`Octile`]
//! comparison. An entry whose key equals that of the entry last taken from the heap — the
//! least key in the open list, since keys taken never decrease with a consistent heuristic —
//! goes on a small stack instead, and is taken next without a trip through the heap.
//!
//! # Workspace
//!
//! Like the other engines, a `JumpPointSearch` is a reusable workspace: for each cell of the
//! padded grid a `u16` epoch mark, and apart from the marks (every successor reads its mark;
//! only open ones need more) the distance and the parent as a `u32` cell index, 12 bytes. They
//! are allocated at the size of the largest grid searched so far and never cleared per query:
//! a cell belongs to the current query only when its mark is the query's epoch (open) or the
//! epoch plus one (closed), so each query costs what it explores. The marks are refilled once
//! every 32,766 queries, when the epoch would overflow.
//!
//! # Complexity
//!
//! Building the two masks and the jump table is `O(cells)` once per space. A query looks up
//! each straight jump from an expanded jump point (jumps of 31+ cells scan the line, 64 cells
//! per word operation); in the worst case (a grid where almost every cell is a jump point) it is A*
//! with `O(n log n)` heap work for `n` reachable cells, and on open or corridor-like maps it
//! expands a small fraction of the cells A* expands (Moving AI, see `docs/performance.md`:
//! 47 jump points against 4,319 cells per query on `den520d`, 5,166 against 58,446 on a
//! 1-wide maze, 8,240 against 34,936 on a random map with 40 % obstacles). Memory: 14 bytes
//! per cell of the largest grid searched, and in the space the two masks (2 bits per cell)
//! and the jump table (4 bytes per cell).

use core::cmp::Reverse;
use core::f64::consts::SQRT_2;
use std::collections::BinaryHeap;

use crate::grid::{DiagonalRule, GridSpace, OctileSteps, Pos};
use crate::search::heuristic;
use crate::{AStar, Cost, Octile};

/// Bits before the first cell of each mask: a zero word, so that windows reaching before the
/// first row's blocked border stay in range.
const GUARD: usize = 64;

/// A parent index meaning "none" (the start).
const NONE: u32 = u32::MAX;

/// The most corridor corners a straight jump follows before it stops at one (a bound that keeps
/// a jump around a closed ring of corridor finite).
const MAX_CORNERS: usize = 64;

/// Counts at or above this fall back to exact comparisons (see the module docs).
const KEY_LIMIT: u32 = 1 << 22;

/// The passability bits of a grid in row-major and column-major order, both padded with a
/// blocked border one cell wide and with [`GUARD`] bits in front and at least two zero words
/// behind.
#[derive(Debug, Clone)]
pub(crate) struct JumpMasks {
    /// Cell (padded row `y`, padded column `x`) is bit `GUARD + y × row_len + x`.
    rows: Vec<u64>,
    /// Cell (y, x) is bit `GUARD + x × col_len + y`.
    cols: Vec<u64>,
    /// Padded width: the grid's width + 2.
    row_len: usize,
    /// Padded height: the grid's height + 2.
    col_len: usize,
    /// The straight jumps precomputed (JPS+): for padded cell `c` and direction `r` (right,
    /// left, down, up), entry `4c + r` is the [`Stop`] that [`scan_up`] or [`scan_down`] finds
    /// from `c`'s neighbour in that direction, packed by [`pack`], or [`LONG`] if its `k` does
    /// not fit.
    jumps: Vec<u8>,
}

/// A [`JumpMasks::jumps`] entry whose jump is too long to pack: scan instead.
const LONG: u8 = u8::MAX;

/// `k` bits of a packed [`Stop`]: `k < 2^5 − 1`.
const K_BITS: u32 = 5;

/// A [`Stop`] in 8 bits: `k` in the low 5 bits, then `free`, then the corner (0 none, 1
/// before, 2 after); [`LONG`] (never a packed stop: corner 3) if `k` is too large.
fn pack(stop: Stop) -> u8 {
    let corner = match stop.corner {
        None => 0,
        Some(-1) => 1,
        Some(_) => 2,
    };
    match u8::try_from(stop.k) {
        Ok(k) if k < (1 << K_BITS) - 1 => k | u8::from(stop.free) << K_BITS | corner << 6,
        _ => LONG,
    }
}

/// The [`Stop`] packed by [`pack`] (not [`LONG`]).
#[inline]
fn unpack(entry: u8) -> Stop {
    Stop {
        k: usize::from(entry & ((1 << K_BITS) - 1)),
        free: entry >> K_BITS & 1 == 1,
        corner: match entry >> 6 {
            0 => None,
            1 => Some(-1),
            _ => Some(1),
        },
    }
}

impl JumpMasks {
    /// The masks from a row-major padded mask `open` (cell (y, x) at bit `y × row_len + x`,
    /// no guard) of a grid `col_len` padded rows high.
    pub(crate) fn new(open: &[u64], row_len: usize, col_len: usize) -> Self {
        let cells = row_len * col_len;
        let words = (GUARD + cells).div_ceil(64) + 2;
        let mut rows = vec![0u64; words];
        let mut cols = vec![0u64; words];
        for (w, &word) in open.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let bit = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if bit >= cells {
                    break;
                }
                set(&mut rows, GUARD + bit);
                let (y, x) = (bit / row_len, bit % row_len);
                set(&mut cols, GUARD + x * col_len + y);
            }
        }
        let mut masks = JumpMasks {
            rows,
            cols,
            row_len,
            col_len,
            jumps: Vec::new(),
        };
        masks.jumps = masks.jump_table();
        masks
    }

    /// The precomputed straight jumps ([`JumpMasks::jumps`]), one pass per line and direction
    /// against the direction: the stop from a cell's neighbour is that neighbour itself if it
    /// is a stop cell, else the neighbour's own entry one step longer. The stop cells of a line
    /// are found 64 at a time with the scans' word formulas.
    fn jump_table(&self) -> Vec<u8> {
        let (row_len, col_len) = (self.row_len, self.col_len);
        let mut table = vec![LONG; 4 * row_len * col_len];
        // Per cell of a line: bit 0 stop, bit 1 free, bit 2 forced before, bit 3 forced after,
        // bit 4 the cell ahead free.
        let mut flags = Vec::new();
        for dir in 0..4 {
            // Right and down scan upwards in their mask, left and up downwards.
            let (words, stride, lines, len) = if dir < 2 {
                (&self.rows, row_len, col_len, row_len)
            } else {
                (&self.cols, col_len, row_len, col_len)
            };
            let forward = dir % 2 == 0;
            for line in 1..lines - 1 {
                let first = GUARD + line * stride;
                flags.clear();
                flags.resize(len, 0u8);
                for (chunk, out) in flags.chunks_mut(64).enumerate() {
                    let b = first + 64 * chunk;
                    let here = window(words, b);
                    let (before, after, ahead) = if forward {
                        (
                            window(words, b - stride) & !window(words, b - stride - 1),
                            window(words, b + stride) & !window(words, b + stride - 1),
                            window(words, b + 1),
                        )
                    } else {
                        (
                            window(words, b - stride) & !window(words, b - stride + 1),
                            window(words, b + stride) & !window(words, b + stride + 1),
                            window(words, b - 1),
                        )
                    };
                    let (before, after) = (before & here, after & here);
                    let stop = !here | before | after;
                    for (j, cell) in out.iter_mut().enumerate() {
                        let bit = |word: u64, to: u8| u8::from(word >> j & 1 == 1) << to;
                        *cell = bit(stop, 0)
                            | bit(here, 1)
                            | bit(before, 2)
                            | bit(after, 3)
                            | bit(ahead, 4);
                    }
                }
                // Walk the line against the direction; the first and last cells are border.
                let mut next: Option<Stop> = None; // the entry of the cell one step ahead
                for step in 1..len {
                    let (at, ahead_of) = if forward {
                        (len - 1 - step, len - step)
                    } else {
                        (step, step - 1)
                    };
                    let f = flags.get(ahead_of).copied().unwrap_or(1);
                    let stop = if f & 1 == 1 {
                        let free = f & 2 != 0;
                        Stop {
                            k: 0,
                            free,
                            corner: if free {
                                corner(f & 16 != 0, f & 4 != 0, f & 8 != 0)
                            } else {
                                None
                            },
                        }
                    } else if let Some(ahead) = next {
                        Stop {
                            k: ahead.k + 1,
                            ..ahead
                        }
                    } else {
                        continue;
                    };
                    next = Some(stop);
                    let (y, x) = if dir < 2 { (line, at) } else { (at, line) };
                    if let Some(entry) = table.get_mut(4 * (y * row_len + x) + dir) {
                        *entry = pack(stop);
                    }
                }
            }
        }
        table
    }

    /// The number of padded cells.
    fn cells(&self) -> usize {
        self.row_len * self.col_len
    }
}

fn set(words: &mut [u64], bit: usize) {
    if let Some(word) = words.get_mut(bit / 64) {
        *word |= 1 << (bit % 64);
    }
}

/// The 64 bits of `words` from bit `bit` on (bit `bit` is the lowest); bits past the end read
/// as zero.
#[inline]
fn window(words: &[u64], bit: usize) -> u64 {
    let w = bit / 64;
    let shift = bit % 64;
    // One bounds check for both words; `<< 1 << (63 - shift)` is `<< (64 - shift)` without the
    // undefined shift by 64.
    match words.get(w..w + 2) {
        Some(&[lo, hi]) => lo >> shift | (hi << 1) << (63 - shift),
        _ => 0,
    }
}

#[inline]
fn bit_set(words: &[u64], bit: usize) -> bool {
    words
        .get(bit / 64)
        .is_some_and(|word| word & (1 << (bit % 64)) != 0)
}

/// Where a line scan stopped: `k` cells after the first cell scanned, at a free cell (forced)
/// or a blocked one; for a free cell, also whether it is a *corridor corner* and which side to
/// turn to (see [`corner`]).
#[derive(Debug, Clone, Copy)]
struct Stop {
    k: usize,
    free: bool,
    corner: Option<isize>,
}

/// The side to turn to if a free stop cell is a corridor corner: the cell ahead is blocked
/// and exactly one side is forced, so turning to that side is the only canonical move on (the
/// diagonal past the corner would need the blocked cell ahead). `-1` is the line before, `1`
/// the line after.
#[inline]
fn corner(ahead: bool, forced_before: bool, forced_after: bool) -> Option<isize> {
    match (ahead, forced_before, forced_after) {
        (false, true, false) => Some(-1),
        (false, false, true) => Some(1),
        _ => None,
    }
}

/// Scans a line upwards from bit `first` (a cell) of `words`, whose neighbouring lines are
/// `stride` bits away, for the first stop cell: blocked, or with a free neighbour (in a
/// neighbouring line) whose predecessor in that line is blocked.
#[expect(
    clippy::inline_always,
    reason = "measured: out of line, the scans' call overhead and lost constant folding cost more than the bigger code"
)]
#[inline(always)]
fn scan_up(words: &[u64], first: usize, stride: usize) -> Stop {
    let mut at = first;
    loop {
        let here = window(words, at);
        let before = window(words, at - stride);
        let before = before & !window(words, at - stride - 1);
        let after = window(words, at + stride);
        let after = after & !window(words, at + stride - 1);
        let stop = !here | before | after;
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
fn scan_down(words: &[u64], last: usize, stride: usize) -> Stop {
    let mut end = last;
    loop {
        let lo = end - 63;
        let here = window(words, lo);
        let before = window(words, lo - stride);
        let before = before & !window(words, lo - stride + 1);
        let after = window(words, lo + stride);
        let after = after & !window(words, lo + stride + 1);
        let stop = !here | before | after;
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

/// A straight jump's end: row, column, and the turn if it is a corridor corner.
type Hit = (usize, usize, Option<(isize, isize)>);

/// One query's fixed data: the masks and the goal, in padded coordinates.
struct Query<'m> {
    masks: &'m JumpMasks,
    goal_y: usize,
    goal_x: usize,
}

impl Query<'_> {
    #[inline]
    fn open(&self, y: usize, x: usize) -> bool {
        bit_set(&self.masks.rows, GUARD + y * self.masks.row_len + x)
    }

    /// The straight jump from (y, x) in direction (dy, dx), one of them 0: the jump point's
    /// coordinates and, if it is a corridor corner ([`corner`]), the direction to turn
    /// to; or `None`.
    #[expect(
        clippy::inline_always,
        reason = "measured: out of line, the scans' call overhead and lost constant folding cost more than the bigger code"
    )]
    #[inline(always)]
    fn straight(&self, y: usize, x: usize, dy: isize, dx: isize) -> Option<Hit> {
        let m = self.masks;
        let (goal_y, goal_x) = (self.goal_y, self.goal_x);
        let hit = |y: usize, x: usize, stop: Stop, turn: fn(isize) -> (isize, isize)| {
            stop.free.then(|| (y, x, stop.corner.map(turn)))
        };
        let vertical = |s: isize| (s, 0);
        let horizontal = |s: isize| (0, s);
        let base = 4 * (y * m.row_len + x);
        let entry = |r: usize| m.jumps.get(base + r).copied().unwrap_or(LONG);
        match (dy, dx) {
            (0, 1) => {
                let stop = match entry(0) {
                    LONG => scan_up(&m.rows, GUARD + y * m.row_len + x + 1, m.row_len),
                    e => unpack(e),
                };
                let end = x + 1 + stop.k;
                if goal_y == y && goal_x > x && goal_x <= end {
                    Some((y, goal_x, None))
                } else {
                    hit(y, end, stop, vertical)
                }
            }
            (0, -1) => {
                let stop = match entry(1) {
                    LONG => scan_down(&m.rows, GUARD + y * m.row_len + x - 1, m.row_len),
                    e => unpack(e),
                };
                let end = x - 1 - stop.k;
                if goal_y == y && goal_x < x && goal_x >= end {
                    Some((y, goal_x, None))
                } else {
                    hit(y, end, stop, vertical)
                }
            }
            (1, _) => {
                let stop = match entry(2) {
                    LONG => scan_up(&m.cols, GUARD + x * m.col_len + y + 1, m.col_len),
                    e => unpack(e),
                };
                let end = y + 1 + stop.k;
                if goal_x == x && goal_y > y && goal_y <= end {
                    Some((goal_y, x, None))
                } else {
                    hit(end, x, stop, horizontal)
                }
            }
            _ => {
                let stop = match entry(3) {
                    LONG => scan_down(&m.cols, GUARD + x * m.col_len + y - 1, m.col_len),
                    e => unpack(e),
                };
                let end = y - 1 - stop.k;
                if goal_x == x && goal_y < y && goal_y >= end {
                    Some((goal_y, x, None))
                } else {
                    hit(end, x, stop, horizontal)
                }
            }
        }
    }

    /// The diagonal sweep from (y, x) in direction (dy, dx), both ±1: takes legal diagonal
    /// steps until the next one is illegal or the goal is reached, and from every cell `n` on
    /// the way calls `found` with the jump points of the straight jumps (chains) from `n` in
    /// `(0, dx)` and `(dy, 0)` — the successors `n` would have as a jump point entered
    /// diagonally, so `n` itself is never put on the open list — with their cost from (y, x)
    /// and the direction of their last step; and with the goal if it lies on the diagonal.
    #[inline]
    fn sweep(
        &self,
        y: usize,
        x: usize,
        (dy, dx): (isize, isize),
        found: &mut impl FnMut(usize, usize, Octile, (isize, isize)),
    ) {
        let (mut y, mut x) = (y, x);
        let mut k = 0u32;
        loop {
            let ny = y.wrapping_add_signed(dy);
            let nx = x.wrapping_add_signed(dx);
            if !(self.open(y, nx) && self.open(ny, x) && self.open(ny, nx)) {
                return;
            }
            (y, x, k) = (ny, nx, k + 1);
            if y == self.goal_y && x == self.goal_x {
                found(y, x, Octile::new(0, k), (dy, dx));
                return;
            }
            for d in [(0, dx), (dy, 0)] {
                if let Some((jy, jx, steps, dir)) = self.chain(y, x, d, |_, _| {}) {
                    found(jy, jx, Octile::new(steps, k), dir);
                }
            }
        }
    }

    /// The straight jump from (y, x) in direction `d`, continued around corridor corners
    /// ([`corner`]) for up to [`MAX_CORNERS`] turns: the jump point, the number of
    /// straight steps to it, and the direction of the last step. `corner` is called with each
    /// corner passed.
    #[inline]
    fn chain(
        &self,
        y: usize,
        x: usize,
        d: (isize, isize),
        mut corner: impl FnMut(usize, usize),
    ) -> Option<(usize, usize, u32, (isize, isize))> {
        let (mut y, mut x, mut d) = (y, x, d);
        let mut steps = 0u32;
        for turns in 0.. {
            let (jy, jx, corner_turn) = self.straight(y, x, d.0, d.1)?;
            steps = steps.saturating_add(coord(jy.abs_diff(y) + jx.abs_diff(x)));
            let Some(turn) = corner_turn.filter(|_| turns < MAX_CORNERS) else {
                return Some((jy, jx, steps, d));
            };
            corner(jy, jx);
            (y, x, d) = (jy, jx, turn);
        }
        None
    }

    /// The turning points between a jump point `from` and a successor `to` found at `cost`
    /// from it, when they are not on one line: a diagonal run of `cost.diagonal` steps (the
    /// sweep's cell `n`, if any) and then a straight chain of `cost.straight` steps, whose
    /// corners follow. Found by doing the jumps again.
    fn replay(
        &self,
        from: (usize, usize),
        to: (usize, usize),
        cost: Octile,
    ) -> Vec<(usize, usize)> {
        let k = cost.diagonal as usize;
        let straight = [(-1, 0), (0, 1), (1, 0), (0, -1)];
        let diagonal = [(-1, 1), (1, 1), (1, -1), (-1, -1)];
        let mut runs: Vec<((isize, isize), (isize, isize))> = Vec::new();
        if k == 0 {
            runs.extend(straight.iter().map(|&d| ((0, 0), d)));
        } else {
            runs.extend(
                diagonal
                    .iter()
                    .flat_map(|&(dy, dx)| [((dy, dx), (0, dx)), ((dy, dx), (dy, 0))]),
            );
        }
        for ((dy, dx), d) in runs {
            let (mut y, mut x) = from;
            let mut legal = true;
            for _ in 0..k {
                let ny = y.wrapping_add_signed(dy);
                let nx = x.wrapping_add_signed(dx);
                legal = self.open(y, nx) && self.open(ny, x) && self.open(ny, nx);
                if !legal {
                    break;
                }
                (y, x) = (ny, nx);
            }
            if !legal {
                continue;
            }
            let mut points = if k == 0 { Vec::new() } else { vec![(y, x)] };
            let end = self.chain(y, x, d, |cy, cx| points.push((cy, cx)));
            if end.is_some_and(|(ey, ex, steps, _)| (ey, ex) == to && steps == cost.straight) {
                return points;
            }
        }
        Vec::new()
    }

    /// Calls `found(y, x, cost, dir)` with every jump point reached from (y, x), entered in
    /// direction (dy, dx) (`(0, 0)` for the start: all eight directions), with the cost of
    /// getting there and the direction of the last step.
    #[inline]
    fn successors(
        &self,
        y: usize,
        x: usize,
        (dy, dx): (isize, isize),
        mut found: impl FnMut(usize, usize, Octile, (isize, isize)),
    ) {
        let mut straight = |dy: isize, dx: isize| {
            if let Some((jy, jx, steps, dir)) = self.chain(y, x, (dy, dx), |_, _| {}) {
                found(jy, jx, Octile::new(steps, 0), dir);
            }
        };
        match (dy, dx) {
            (0, 0) => {
                for (dy, dx) in [(-1, 0), (0, 1), (1, 0), (0, -1)] {
                    straight(dy, dx);
                }
            }
            (0, dx) => {
                straight(0, dx);
                for s in [-1, 1] {
                    let side = y.wrapping_add_signed(s);
                    if self.open(side, x) && !self.open(side, x.wrapping_add_signed(-dx)) {
                        straight(s, 0);
                    }
                }
            }
            (dy, 0) => {
                straight(dy, 0);
                for s in [-1, 1] {
                    let side = x.wrapping_add_signed(s);
                    if self.open(y, side) && !self.open(y.wrapping_add_signed(-dy), side) {
                        straight(0, s);
                    }
                }
            }
            (dy, dx) => {
                straight(0, dx);
                straight(dy, 0);
            }
        }
        let mut diagonal = |dy: isize, dx: isize| self.sweep(y, x, (dy, dx), &mut found);
        match (dy, dx) {
            (0, 0) => {
                for (dy, dx) in [(-1, 1), (1, 1), (1, -1), (-1, -1)] {
                    diagonal(dy, dx);
                }
            }
            (0, dx) => {
                for s in [-1, 1] {
                    let side = y.wrapping_add_signed(s);
                    if self.open(side, x) && !self.open(side, x.wrapping_add_signed(-dx)) {
                        diagonal(s, dx);
                    }
                }
            }
            (dy, 0) => {
                for s in [-1, 1] {
                    let side = x.wrapping_add_signed(s);
                    if self.open(y, side) && !self.open(y.wrapping_add_signed(-dy), side) {
                        diagonal(dy, s);
                    }
                }
            }
            (dy, dx) => diagonal(dy, dx),
        }
    }
}

/// A cell's distance and parent, meaningful while its mark is the query's epoch (open) or the
/// epoch + 1 (closed). The marks live in their own array of `u16`: every successor reads its
/// mark, and only open ones need the link, so the array read for every successor stays small
/// (a quarter of the links' size).
#[derive(Debug, Clone, Copy)]
struct Link {
    g: Octile,
    parent: u32,
}

const FRESH: Link = Link {
    g: Octile::new(0, 0),
    parent: NONE,
};

/// A priority for the open list: orders like the `Octile` it was made from.
trait Priority: Ord + Copy {
    /// The priority of `f`, or `None` if this kind cannot represent it faithfully.
    fn of(f: Octile) -> Option<Self>;
}

impl Priority for u64 {
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "0 <= b·√2·2^32 < 2^55 for b < KEY_LIMIT: truncation toward zero is the intent"
    )]
    fn of(f: Octile) -> Option<u64> {
        if f.straight >= KEY_LIMIT || f.diagonal >= KEY_LIMIT {
            return None;
        }
        let diagonal = (f64::from(f.diagonal) * SQRT_2 * 4_294_967_296.0) as u64;
        Some((u64::from(f.straight) << 32) + diagonal)
    }
}

impl Priority for Octile {
    #[inline]
    fn of(f: Octile) -> Option<Octile> {
        Some(f)
    }
}

/// A priority fell outside the fast key's range: the query restarts with exact keys.
struct KeyOverflow;

/// Jump Point Search: a reusable workspace for shortest paths on the 8-connected,
/// no-corner-cutting octile grid of [`GridSpace::octile`]. See the [module
/// docs](crate::search::jps) for the pruning rules and why they give optimal lengths.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, JumpPointSearch, Octile, Pos};
///
/// let grid = Grid::parse(
///     "......\n\
///      .####.\n\
///      ......\n",
///     Some,
/// )?;
/// let space = GridSpace::octile(&grid, |&c| c == '.');
/// let mut jps = JumpPointSearch::new();
/// let found = jps.search(&space, Pos::new(0, 0), Pos::new(2, 5)).unwrap();
/// assert_eq!(found.length(), Octile::new(7, 0));
/// assert_eq!(found.path().len(), 8);
/// assert_eq!(jps.search(&space, Pos::new(0, 0), Pos::new(1, 1)), None); // a wall
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Default)]
pub struct JumpPointSearch {
    marks: Vec<u16>,
    links: Vec<Link>,
    epoch: u16,
    fast: BinaryHeap<Reverse<u128>>,
    exact: BinaryHeap<Reverse<(Octile, u32, u32)>>,
    /// Entries whose priority equals the last one taken from the heap, which is the least
    /// priority in the open list: they are taken next, without a trip through the heap.
    stack: Vec<(u32, u32)>,
    /// The priority of the last entry taken from `fast` (`u64::MAX` before the first).
    top_fast: u64,
    /// The priority of the last entry taken from `exact` (`Octile::MAX` before the first).
    top_exact: Octile,
}

/// A path found by [`JumpPointSearch`]: its exact length, its jump points, and the cells in
/// between on demand.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, JumpPointSearch, Octile, Pos};
/// let grid = Grid::new(4, 3, '.')?;
/// let space = GridSpace::octile(&grid, |_| true);
/// let found = JumpPointSearch::new().search(&space, Pos::new(0, 0), Pos::new(2, 3)).unwrap();
/// assert_eq!(found.length(), Octile::new(1, 2));
/// assert_eq!(found.jump_points().first(), Some(&Pos::new(0, 0)));
/// assert_eq!(found.path().len(), 4);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JumpPath {
    length: Octile,
    jump_points: Vec<Pos>,
    expanded: usize,
}

impl JumpPath {
    /// The exact length of the path: straight steps + diagonal steps × √2.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpPointSearch, Octile, Pos};
    /// let grid = Grid::new(3, 3, '.')?;
    /// let space = GridSpace::octile(&grid, |_| true);
    /// let found = JumpPointSearch::new().search(&space, Pos::new(0, 0), Pos::new(2, 2)).unwrap();
    /// assert_eq!(found.length(), Octile::new(0, 2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn length(&self) -> Octile {
        self.length
    }

    /// The turning points of the path from the start to the goal, both included: the jump
    /// points the search expanded, with the corridor corners and diagonal cells its jumps
    /// passed put back between them. Consecutive points lie on one straight or diagonal line,
    /// which is free between them.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpPointSearch, Pos};
    /// let grid = Grid::new(5, 1, '.')?;
    /// let space = GridSpace::octile(&grid, |_| true);
    /// let found = JumpPointSearch::new().search(&space, Pos::new(0, 0), Pos::new(0, 4)).unwrap();
    /// assert_eq!(found.jump_points(), &[Pos::new(0, 0), Pos::new(0, 4)]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn jump_points(&self) -> &[Pos] {
        &self.jump_points
    }

    /// Every cell of the path from the start to the goal, both included: each consecutive pair
    /// is one legal move.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpPointSearch, Pos};
    /// let grid = Grid::new(3, 2, '.')?;
    /// let space = GridSpace::octile(&grid, |_| true);
    /// let found = JumpPointSearch::new().search(&space, Pos::new(0, 0), Pos::new(1, 2)).unwrap();
    /// assert_eq!(found.path().len(), 3);
    /// assert_eq!(found.path()[2], Pos::new(1, 2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn path(&self) -> Vec<Pos> {
        let mut path = Vec::new();
        let mut points = self.jump_points.iter();
        let Some(&first) = points.next() else {
            return path;
        };
        path.push(first);
        let mut at = first;
        for &next in points {
            let step = |from: u32, to: u32| match to.cmp(&from) {
                core::cmp::Ordering::Less => from - 1,
                core::cmp::Ordering::Equal => from,
                core::cmp::Ordering::Greater => from + 1,
            };
            while at != next {
                at = Pos::new(step(at.row, next.row), step(at.col, next.col));
                path.push(at);
            }
        }
        path
    }

    /// How many jump points the search expanded (took from its open list and jumped from).
    /// The goal is not expanded.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, JumpPointSearch, Pos};
    /// let grid = Grid::new(8, 8, '.')?;
    /// let space = GridSpace::octile(&grid, |_| true);
    /// let found = JumpPointSearch::new().search(&space, Pos::new(0, 0), Pos::new(7, 7)).unwrap();
    /// assert_eq!(found.expanded(), 1);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn expanded(&self) -> usize {
        self.expanded
    }
}

impl JumpPointSearch {
    /// An empty workspace; it grows to the largest grid searched.
    ///
    /// ```
    /// let mut jps = gridpath::JumpPointSearch::new();
    /// # let _ = &mut jps;
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// The shortest path from `start` to `goal` on `space`, or `None` if there is none —
    /// including when `start` or `goal` is outside the grid or not passable. `start == goal`
    /// (passable) gives the one-cell path of length 0.
    ///
    /// The first call on a space builds its jump masks and its table of precomputed straight
    /// jumps (`O(cells)`, 4.25 bytes per cell, kept in the space for later queries); each
    /// query then costs what it explores.
    ///
    /// # Other spaces
    ///
    /// Jump Point Search covers the model of [`GridSpace::octile`]: all eight directions with
    /// [`DiagonalRule::NoCornerCutting`], and grids whose bordered size,
    /// `(height + 2) × (width + 2)`, stays below `u32::MAX` cells. For any other space the same
    /// call answers with [`AStar`] and the octile heuristic instead — the same optimal lengths at
    /// A*'s speed, every cell of the path a jump point — rather than fail.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{AStar, Grid, GridSpace, JumpPointSearch, Pos, heuristic};
    ///
    /// let grid = Grid::parse(
    ///     "..........\n\
    ///      ...#......\n\
    ///      ...#..##..\n\
    ///      ...#...#..\n",
    ///     Some,
    /// )?;
    /// let space = GridSpace::octile(&grid, |&c| c == '.');
    /// let (start, goal) = (Pos::new(3, 0), Pos::new(3, 9));
    ///
    /// let mut jps = JumpPointSearch::new();
    /// let found = jps.search(&space, start, goal).unwrap();
    /// let mut astar = AStar::new();
    /// let reference = astar.search(&space, [start], |p| p == goal, heuristic::octile(goal));
    /// assert_eq!(Some(found.length()), reference.goal_distance());
    /// assert_eq!(found.path().first(), Some(&start));
    /// assert_eq!(found.path().last(), Some(&goal));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search<T, F: Fn(&T) -> bool>(
        &mut self,
        space: &GridSpace<'_, T, OctileSteps<F>>,
        start: Pos,
        goal: Pos,
    ) -> Option<JumpPath> {
        if !space.is_passable(start) || !space.is_passable(goal) {
            return None;
        }
        let moves = space.moves();
        let bordered = (space.grid().height() + 2).checked_mul(space.grid().width() + 2);
        let fits = bordered.is_some_and(|n| u32::try_from(n).is_ok_and(|n| n < NONE));
        if moves.dirs().len() != 8 || moves.rule() != DiagonalRule::NoCornerCutting || !fits {
            return Self::by_astar(space, start, goal);
        }
        if start == goal {
            return Some(JumpPath {
                length: Octile::new(0, 0),
                jump_points: vec![start],
                expanded: 0,
            });
        }
        let masks = space.jump_masks();
        let query = Query {
            masks,
            goal_y: goal.row as usize + 1,
            goal_x: goal.col as usize + 1,
        };
        let start = (start.row as usize + 1, start.col as usize + 1);
        if let Ok(found) = self.run::<u64>(&query, start) {
            return found;
        }
        self.run::<Octile>(&query, start).ok().flatten()
    }

    /// The answer for a space Jump Point Search does not cover, from A* with the octile
    /// heuristic (admissible for every move set): every cell of the path is a jump point.
    fn by_astar<T, F: Fn(&T) -> bool>(
        space: &GridSpace<'_, T, OctileSteps<F>>,
        start: Pos,
        goal: Pos,
    ) -> Option<JumpPath> {
        let mut astar = AStar::new();
        let found = astar.search(space, [start], |p| p == goal, heuristic::octile(goal));
        Some(JumpPath {
            length: found.goal_distance()?,
            jump_points: found.path()?,
            expanded: found.expanded(),
        })
    }

    /// Starts a query: makes room for `cells` records and moves the epoch past the last
    /// query's marks, refilling the marks only when they would overflow.
    fn begin(&mut self, cells: usize) -> u16 {
        if self.marks.len() < cells {
            self.marks.resize(cells, 0);
            self.links.resize(cells, FRESH);
        }
        if self.epoch == 0 || self.epoch > u16::MAX - 4 {
            self.marks.fill(0);
            self.epoch = 1;
        }
        let epoch = self.epoch;
        self.epoch += 2;
        epoch
    }

    /// The A* loop over jump points with priority type `K`.
    fn run<K: Priority>(
        &mut self,
        query: &Query<'_>,
        (start_y, start_x): (usize, usize),
    ) -> Result<Option<JumpPath>, KeyOverflow>
    where
        Self: Heap<K>,
    {
        let row_len = query.masks.row_len;
        let open = self.begin(query.masks.cells());
        let closed = open + 1;
        let h = |y: usize, x: usize| {
            Octile::between(
                coord(y.abs_diff(query.goal_y)),
                coord(x.abs_diff(query.goal_x)),
            )
        };
        let goal = query.goal_y * row_len + query.goal_x;
        let start = start_y * row_len + start_x;
        Heap::<K>::clear(self);
        if let (Some(mark), Some(link)) = (self.marks.get_mut(start), self.links.get_mut(start)) {
            *mark = open;
            *link = FRESH;
        }
        let key = K::of(h(start_y, start_x)).ok_or(KeyOverflow)?;
        Heap::<K>::push(
            self,
            key,
            tie_of(h(start_y, start_x), (0, 0)),
            cell32(start),
        );
        let mut expanded = 0;
        while let Some((cell, tie)) = Heap::<K>::pop(self) {
            let cell = cell as usize;
            let Some(mark) = self.marks.get_mut(cell) else {
                continue;
            };
            if *mark != open {
                continue; // closed already: a stale entry
            }
            *mark = closed;
            if cell == goal {
                return Ok(Some(self.finish(query, cell, expanded)));
            }
            expanded += 1;
            let g = self
                .links
                .get(cell)
                .map_or(Octile::new(0, 0), |link| link.g);
            let y = cell / row_len;
            let x = cell - y * row_len;
            let mut overflow = false;
            query.successors(y, x, dir_of(tie), |jy, jx, cost, dir| {
                let next = jy * row_len + jx;
                let (Some(mark), Some(link)) = (self.marks.get_mut(next), self.links.get_mut(next))
                else {
                    return;
                };
                let g2 = g + cost;
                if *mark == closed || (*mark == open && link.g <= g2) {
                    return;
                }
                *mark = open;
                *link = Link {
                    g: g2,
                    parent: cell32(cell),
                };
                let h2 = h(jy, jx);
                match K::of(g2 + h2) {
                    Some(key) => Heap::<K>::push(self, key, tie_of(h2, dir), cell32(next)),
                    None => overflow = true,
                }
            });
            if overflow {
                return Err(KeyOverflow);
            }
        }
        Ok(None)
    }

    /// The path to the closed goal `cell`, from the parent links, with the turning points
    /// between jump points put back ([`Query::replay`]).
    fn finish(&self, query: &Query<'_>, cell: usize, expanded: usize) -> JumpPath {
        let row_len = query.masks.row_len;
        let length = self.links.get(cell).map_or(Octile::new(0, 0), |n| n.g);
        let mut links = Vec::new();
        let mut at = cell32(cell);
        while at != NONE && links.len() < self.links.len() {
            let node = self.links.get(at as usize).copied().unwrap_or(FRESH);
            links.push((at as usize, node.g));
            at = node.parent;
        }
        links.reverse();
        let place = |i: usize| (i / row_len, i % row_len);
        let pos = |(y, x): (usize, usize)| Pos::new(coord(y - 1), coord(x - 1));
        let mut jump_points = Vec::with_capacity(links.len());
        for (k, &(i, g)) in links.iter().enumerate() {
            let (y, x) = place(i);
            if let Some(&(before, g0)) = k.checked_sub(1).and_then(|k| links.get(k)) {
                let (y0, x0) = place(before);
                let (dy, dx) = (y.abs_diff(y0), x.abs_diff(x0));
                let cost = Octile::new(g.straight - g0.straight, g.diagonal - g0.diagonal);
                let line = dy == 0 || dx == 0 || dy == dx;
                if !line || cost != Octile::between(coord(dy), coord(dx)) {
                    jump_points
                        .extend(query.replay((y0, x0), (y, x), cost).iter().map(|&p| pos(p)));
                }
            }
            jump_points.push(pos((y, x)));
        }
        JumpPath {
            length,
            jump_points,
            expanded,
        }
    }
}

/// The open list for priority type `K` (one heap per type in the workspace). An entry is the
/// priority, a tie-breaker ([`tie_of`]) and the cell.
trait Heap<K> {
    fn clear(&mut self);
    fn push(&mut self, key: K, tie: u32, cell: u32);
    /// The cell and tie-breaker of an entry with the least priority.
    fn pop(&mut self) -> Option<(u32, u32)>;
}

impl Heap<u64> for JumpPointSearch {
    #[inline]
    fn clear(&mut self) {
        self.fast.clear();
        self.stack.clear();
        self.top_fast = u64::MAX;
    }
    #[inline]
    fn push(&mut self, key: u64, tie: u32, cell: u32) {
        if key == self.top_fast {
            self.stack.push((cell, tie));
        } else {
            // One integer compares like the tuple (key, tie, cell), in fewer instructions.
            let entry = u128::from(key) << 64 | u128::from(tie) << 32 | u128::from(cell);
            self.fast.push(Reverse(entry));
        }
    }
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "unpacking the fields packed by push"
    )]
    fn pop(&mut self) -> Option<(u32, u32)> {
        if let Some(entry) = self.stack.pop() {
            return Some(entry);
        }
        let Reverse(entry) = self.fast.pop()?;
        self.top_fast = (entry >> 64) as u64;
        Some((entry as u32, (entry >> 32) as u32))
    }
}

impl Heap<Octile> for JumpPointSearch {
    fn clear(&mut self) {
        self.exact.clear();
        self.stack.clear();
        self.top_exact = Octile::MAX;
    }
    fn push(&mut self, key: Octile, tie: u32, cell: u32) {
        if key == self.top_exact {
            self.stack.push((cell, tie));
        } else {
            self.exact.push(Reverse((key, tie, cell)));
        }
    }
    fn pop(&mut self) -> Option<(u32, u32)> {
        if let Some(entry) = self.stack.pop() {
            return Some(entry);
        }
        let Reverse((key, tie, cell)) = self.exact.pop()?;
        self.top_exact = key;
        Some((cell, tie))
    }
}

/// The second part of a heap entry: among equal priorities the smaller `h` first (that is, the
/// larger `g`: the entry nearer the goal), in units of 1/64 (an approximation is enough for a
/// tie-breaker); the low 4 bits carry the direction the cell was entered in ([`dir_of`]).
#[inline]
#[expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "a non-negative float saturates into u32; the tie-breaker needs no precision"
)]
fn tie_of(h: Octile, (dy, dx): (isize, isize)) -> u32 {
    let h = ((h.to_f64() * 64.0) as u32).min((1 << 28) - 1);
    let dir = (dy + 1) * 3 + (dx + 1);
    (h << 4) | dir.unsigned_abs() as u32
}

/// The direction stored by [`tie_of`]; `(0, 0)` for the start.
#[inline]
fn dir_of(tie: u32) -> (isize, isize) {
    const DIRS: [(isize, isize); 9] = [
        (-1, -1),
        (-1, 0),
        (-1, 1),
        (0, -1),
        (0, 0),
        (0, 1),
        (1, -1),
        (1, 0),
        (1, 1),
    ];
    DIRS.get((tie & 15) as usize).copied().unwrap_or((0, 0))
}

/// A padded cell index as `u32` (checked against the padded size at the start of a query).
#[inline]
#[expect(
    clippy::cast_possible_truncation,
    reason = "search checks that every padded index is below u32::MAX"
)]
fn cell32(cell: usize) -> u32 {
    cell as u32
}

/// A coordinate or coordinate difference of the grid as `u32` (grids have `u32` sides).
#[inline]
fn coord(n: usize) -> u32 {
    crate::grid::coord(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    /// The fast key orders like `Octile` on the closest pairs there are: `a + b√2` against
    /// `(a ± p) + (b ∓ q)√2` for the convergents `p/q` of √2 (Pell numbers), whose difference
    /// `|p − q√2| ≈ 1/(2√2 q)` is the smallest possible for its `q`, up to the key's limit.
    #[test]
    fn fast_keys_order_like_octile_on_the_closest_pairs() {
        let limit = KEY_LIMIT;
        let (mut p, mut q) = (1u32, 1u32);
        let mut checked = 0;
        while q < limit {
            for (a, b) in [
                (0, q),
                (limit - 1 - p, q),
                (limit - 1 - p, limit - 1),
                (p, limit - 1),
            ] {
                if b < q || a + p >= limit || b >= limit {
                    continue;
                }
                let x = Octile::new(a + p, b - q);
                let y = Octile::new(a, b);
                let (kx, ky) = (u64::of(x).unwrap(), u64::of(y).unwrap());
                assert_eq!(kx.cmp(&ky), x.cmp(&y), "{x:?} {y:?}: keys {kx} {ky}");
                assert_ne!(kx, ky);
                checked += 1;
            }
            (p, q) = (p + 2 * q, p + q);
        }
        assert!(checked > 20, "{checked}");
        assert_eq!(u64::of(Octile::new(KEY_LIMIT, 0)), None);
        assert_eq!(u64::of(Octile::new(0, KEY_LIMIT)), None);
    }

    /// Every entry of the precomputed jump table is the stop the scans find, and jumps too
    /// long to pack fall back to the scans.
    #[test]
    fn jump_table_matches_scans() {
        let mut seed = 0x9e37_79b9_u64;
        let mut next = move || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            usize::try_from(seed >> 33).unwrap()
        };
        for _ in 0..100 {
            let (w, h) = (1 + next() % 140, 1 + next() % 140);
            let density = next() % 60;
            let grid = Grid::from_fn(w, h, |_| next() % 100 >= density).unwrap();
            let space = GridSpace::octile(&grid, |&free| free);
            let m = space.jump_masks();
            for y in 1..=h {
                for x in 1..=w {
                    if !bit_set(&m.rows, GUARD + y * m.row_len + x) {
                        continue;
                    }
                    let scans = [
                        scan_up(&m.rows, GUARD + y * m.row_len + x + 1, m.row_len),
                        scan_down(&m.rows, GUARD + y * m.row_len + x - 1, m.row_len),
                        scan_up(&m.cols, GUARD + x * m.col_len + y + 1, m.col_len),
                        scan_down(&m.cols, GUARD + x * m.col_len + y - 1, m.col_len),
                    ];
                    for (r, mut scan) in scans.into_iter().enumerate() {
                        // A blocked stop's corner is never read.
                        scan.corner = scan.corner.filter(|_| scan.free);
                        let entry = m.jumps[4 * (y * m.row_len + x) + r];
                        assert_eq!(entry, pack(scan), "({y}, {x}) direction {r}");
                    }
                }
            }
        }
        let grid = Grid::new(9000, 1, true).unwrap();
        let space = GridSpace::octile(&grid, |&free| free);
        let found = JumpPointSearch::new()
            .search(&space, Pos::new(0, 0), Pos::new(0, 8999))
            .unwrap();
        assert_eq!(found.length(), Octile::new(8999, 0));
        assert_eq!(space.jump_masks().jumps[4 * (1 + 1)], LONG);
    }

    /// The exact-comparison fallback gives the same answers as the fast keys.
    #[test]
    fn exact_fallback_matches_fast_keys() {
        let mut seed = 0x2545_f491_u64;
        let mut next = move || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            usize::try_from(seed >> 33).unwrap()
        };
        for _ in 0..200 {
            let (w, h) = (1 + next() % 24, 1 + next() % 24);
            let density = next() % 50;
            let grid = Grid::from_fn(w, h, |_| next() % 100 >= density).unwrap();
            let space = GridSpace::octile(&grid, |&free| free);
            let masks = space.jump_masks();
            let mut jps = JumpPointSearch::new();
            for _ in 0..8 {
                let (start, goal) = (next() % grid.len(), next() % grid.len());
                let (start, goal) = (grid.pos_of(start).unwrap(), grid.pos_of(goal).unwrap());
                if !grid[start] || !grid[goal] || start == goal {
                    continue;
                }
                let query = Query {
                    masks,
                    goal_y: goal.row as usize + 1,
                    goal_x: goal.col as usize + 1,
                };
                let from = (start.row as usize + 1, start.col as usize + 1);
                let fast = jps.run::<u64>(&query, from).ok().flatten();
                let exact = jps.run::<Octile>(&query, from).ok().flatten();
                assert_eq!(fast.map(|f| f.length), exact.map(|e| e.length));
            }
        }
    }
}
