//! Keys and doors: [`Keys`] remembers which keys have been picked up.

use core::fmt;

use crate::adapt::{HasPos, MemoryNumbering};
use crate::error::Error;
use crate::grid::{Grid, Pos};
use crate::space::{Numbering, StateSpace};

/// A set of key kinds, `0..64`, as a bit set.
///
/// # Examples
///
/// ```
/// use gridpath::adapt::KeySet;
/// let keys = KeySet::EMPTY.with(3).with(0);
/// assert!(keys.contains(3) && keys.contains(0) && !keys.contains(1));
/// assert_eq!(keys.len(), 2);
/// assert_eq!(keys.iter().collect::<Vec<_>>(), [0, 3]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct KeySet(u64);

impl KeySet {
    /// No keys.
    pub const EMPTY: KeySet = KeySet(0);

    /// The set with these bits (bit `k` for kind `k`).
    ///
    /// ```
    /// assert!(gridpath::adapt::KeySet::from_bits(0b100).contains(2));
    /// ```
    #[must_use]
    pub const fn from_bits(bits: u64) -> Self {
        KeySet(bits)
    }

    /// The bits of the set (bit `k` for kind `k`).
    ///
    /// ```
    /// assert_eq!(gridpath::adapt::KeySet::EMPTY.with(1).bits(), 0b10);
    /// ```
    #[must_use]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Whether kind `kind` is in the set (always `false` for `kind >= 64`).
    ///
    /// ```
    /// assert!(!gridpath::adapt::KeySet::EMPTY.contains(5));
    /// ```
    #[must_use]
    pub const fn contains(self, kind: u8) -> bool {
        kind < 64 && self.0 & (1 << kind) != 0
    }

    /// The set with `kind` added (unchanged for `kind >= 64`).
    ///
    /// ```
    /// assert!(gridpath::adapt::KeySet::EMPTY.with(5).contains(5));
    /// ```
    #[must_use]
    pub const fn with(self, kind: u8) -> Self {
        if kind < 64 {
            KeySet(self.0 | 1 << kind)
        } else {
            self
        }
    }

    /// The number of kinds in the set.
    ///
    /// ```
    /// assert_eq!(gridpath::adapt::KeySet::from_bits(0b1011).len(), 3);
    /// ```
    #[must_use]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// assert!(gridpath::adapt::KeySet::EMPTY.is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The kinds in the set, smallest first.
    ///
    /// ```
    /// let keys = gridpath::adapt::KeySet::from_bits(0b101);
    /// assert_eq!(keys.iter().collect::<Vec<_>>(), [0, 2]);
    /// ```
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (0..64u8).filter(move |&kind| self.contains(kind))
    }
}

impl fmt::Debug for KeySet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// What a cell holds, for [`Keys`]: nothing, a key of a kind, or a door of a kind. Kinds are
/// `0..64`.
///
/// # Examples
///
/// ```
/// use gridpath::adapt::KeyCell;
/// // Lowercase letters are keys, uppercase letters doors.
/// let cell = |c: &char| match c {
///     'a'..='z' => KeyCell::Key(*c as u8 - b'a'),
///     'A'..='Z' => KeyCell::Door(*c as u8 - b'A'),
///     _ => KeyCell::Nothing,
/// };
/// assert_eq!(cell(&'c'), KeyCell::Key(2));
/// assert_eq!(cell(&'C'), KeyCell::Door(2));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum KeyCell {
    /// Neither a key nor a door.
    #[default]
    Nothing,
    /// A key of this kind: entering the cell picks it up for good.
    Key(u8),
    /// A door of this kind: it can be entered only while holding the key.
    Door(u8),
}

impl KeyCell {
    /// The usual letter convention: a lowercase ASCII letter is the key of its kind (`a` = 0 …
    /// `z` = 25), the same letter in uppercase its door, and any other byte neither. (Map
    /// letters with another meaning, such as a start `S`, before calling this.)
    ///
    /// ```
    /// use gridpath::adapt::KeyCell;
    /// assert_eq!(KeyCell::from_letter(b'c'), KeyCell::Key(2));
    /// assert_eq!(KeyCell::from_letter(b'C'), KeyCell::Door(2));
    /// assert_eq!(KeyCell::from_letter(b'.'), KeyCell::Nothing);
    /// ```
    #[must_use]
    pub const fn from_letter(byte: u8) -> KeyCell {
        match byte {
            b'a'..=b'z' => KeyCell::Key(byte - b'a'),
            b'A'..=b'Z' => KeyCell::Door(byte - b'A'),
            _ => KeyCell::Nothing,
        }
    }
}

/// A state with the keys held: the state of [`Keys`].
///
/// # Examples
///
/// ```
/// use gridpath::Pos;
/// use gridpath::adapt::{HasPos, KeySet, WithKeys};
/// let s = WithKeys { state: Pos::new(1, 1), keys: KeySet::EMPTY.with(0) };
/// assert_eq!(s.pos(), Pos::new(1, 1));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct WithKeys<S> {
    /// The inner state.
    pub state: S,
    /// The keys held.
    pub keys: KeySet,
}

impl<S: HasPos> HasPos for WithKeys<S> {
    fn pos(&self) -> Pos {
        self.state.pos()
    }
}

/// Cell codes: 0 nothing, `1 + bit` a key, `KEY_CODES + 1 + bit` a door, [`LOCKED`] a door
/// whose key appears nowhere in the grid.
const KEY_CODES: u8 = 64;
const LOCKED: u8 = u8::MAX;

/// An adapter for keys and doors: the state remembers which keys have been picked up.
///
/// Which cells hold keys and doors is read once from a grid; entering a key's cell adds the key
/// to the state's [`KeySet`] for good, and a door's cell can be entered only while holding its
/// key. Kinds are renumbered in order of first appearance among the keys, so only kinds that
/// have a key cost a bit; a door whose key appears nowhere is never opened.
///
/// # Storage
///
/// Over a dense inner space with `n` states and `k` key kinds the state space has `n × 2^k`
/// states. When that is at most the *dense limit* (2²⁵ states unless set with
/// [`Keys::with_dense_limit`]) the dense index is `inner_index × 2^k + keys` and engines run on
/// flat arrays; otherwise the space is *layered* by key set ([`Layout::Layered`](crate::Layout::Layered)) and
/// the same engines use paged storage, where only the (key set, stretch of cells) pairs
/// actually reached cost memory — 26 kinds on a large grid work. (Over an inner space with no
/// dense numbering, storage is hashed.)
///
/// # Examples
///
/// ```
/// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
/// use gridpath::adapt::{KeyCell, Keys};
///
/// let grid = Grid::parse("S.A.E\n.###.\na....\n", Some)?;
/// let open = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
/// let space = Keys::new(&open, &grid, |&c| match c {
///     'a'..='z' => KeyCell::Key(c as u8 - b'a'),
///     'A'..='Z' if c != 'S' && c != 'E' => KeyCell::Door(c as u8 - b'A'),
///     _ => KeyCell::Nothing,
/// })?;
/// let exit = Pos::new(0, 4);
/// let mut bfs = Bfs::new();
/// let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.state == exit);
/// assert_eq!(found.goal_distance(), Some(8));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Keys<Sp> {
    inner: Sp,
    codes: Vec<u8>,
    width: usize,
    kinds: u32,
    dense_limit: usize,
}

impl<Sp: StateSpace> Keys<Sp>
where
    Sp::State: HasPos,
{
    /// The default dense limit: 2²⁵ states.
    pub const DEFAULT_DENSE_LIMIT: usize = 1 << 25;

    /// Wraps `inner`, reading keys and doors from `grid` through `cell`. Inner states must lie
    /// on `grid` (their [`HasPos::pos`] inside it).
    ///
    /// # Errors
    ///
    /// [`Error::KeyKind`] naming the first cell whose kind is 64 or more.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Error, Grid, GridSpace, Moves};
    /// use gridpath::adapt::{KeyCell, Keys};
    /// let grid = Grid::parse(".k\n", Some)?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let bad = Keys::new(&open, &grid, |&c| if c == 'k' { KeyCell::Key(70) } else { KeyCell::Nothing });
    /// assert_eq!(bad.unwrap_err(), Error::KeyKind { kind: 70, row: 0, col: 1 });
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn new<T>(inner: Sp, grid: &Grid<T>, cell: impl Fn(&T) -> KeyCell) -> Result<Self, Error> {
        let mut bit_of_kind = [None::<u8>; 64];
        let mut kinds = 0u8;
        let kind_error = |kind, pos: Pos| Error::KeyKind {
            kind,
            row: pos.row,
            col: pos.col,
        };
        for (pos, c) in grid.iter() {
            let (KeyCell::Key(kind) | KeyCell::Door(kind)) = cell(c) else {
                continue;
            };
            let slot = bit_of_kind
                .get_mut(usize::from(kind))
                .ok_or_else(|| kind_error(kind, pos))?;
            if matches!(cell(c), KeyCell::Key(_)) && slot.is_none() {
                *slot = Some(kinds);
                kinds += 1;
            }
        }
        let mut codes = Vec::with_capacity(grid.len());
        for (pos, c) in grid.iter() {
            let bit = |kind: u8| {
                bit_of_kind
                    .get(usize::from(kind))
                    .ok_or_else(|| kind_error(kind, pos))
                    .copied()
            };
            codes.push(match cell(c) {
                KeyCell::Nothing => 0,
                KeyCell::Key(kind) => bit(kind)?.map_or(0, |b| 1 + b),
                KeyCell::Door(kind) => bit(kind)?.map_or(LOCKED, |b| KEY_CODES + 1 + b),
            });
        }
        Ok(Keys {
            inner,
            codes,
            width: grid.width(),
            kinds: u32::from(kinds),
            dense_limit: Self::DEFAULT_DENSE_LIMIT,
        })
    }

    /// The same adapter with another dense limit: dense storage is used when
    /// `inner states × 2^kinds <= states`. `0` forces paged storage.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Layout, Moves, Numbering, StateSpace};
    /// use gridpath::adapt::{KeyCell, Keys};
    /// let grid = Grid::parse("ab\n", Some)?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let keys = Keys::new(&open, &grid, |&c| KeyCell::Key(c as u8 - b'a'))?;
    /// let layout = |space: &Keys<_>| space.numbering().map(|n| n.layout());
    /// assert_eq!(layout(&keys), Some(Layout::Dense { bound: 2 * 4 }));
    /// assert_eq!(layout(&keys.with_dense_limit(0)), Some(Layout::Layered { layer_size: 2 }));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn with_dense_limit(mut self, states: usize) -> Self {
        self.dense_limit = states;
        self
    }

    /// The number of key kinds that appear in the grid (each costs one bit of state).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::adapt::{KeyCell, Keys};
    /// let grid = Grid::parse("zA\n", Some)?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let keys = Keys::new(&open, &grid, |&c| match c {
    ///     'z' => KeyCell::Key(25),
    ///     'A' => KeyCell::Door(0),
    ///     _ => KeyCell::Nothing,
    /// })?;
    /// assert_eq!(keys.kinds(), 1);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn kinds(&self) -> u32 {
        self.kinds
    }

    /// The state for standing on `state` before moving: holding the key of the start cell, if
    /// it has one.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, Pos};
    /// use gridpath::adapt::{KeyCell, Keys};
    /// let grid = Grid::parse("a.\n", Some)?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let keys = Keys::new(&open, &grid, |&c| if c == 'a' { KeyCell::Key(0) } else { KeyCell::Nothing })?;
    /// assert_eq!(keys.start(Pos::new(0, 0)).keys.len(), 1);
    /// assert!(keys.start(Pos::new(0, 1)).keys.is_empty());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn start(&self, state: Sp::State) -> WithKeys<Sp::State> {
        let empty = WithKeys {
            state,
            keys: KeySet::EMPTY,
        };
        let keys = self
            .enter(KeySet::EMPTY, state.pos())
            .unwrap_or(KeySet::EMPTY);
        WithKeys { keys, ..empty }
    }

    /// The wrapped space.
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::adapt::{KeyCell, Keys};
    /// let grid = Grid::parse("..\n", Some)?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let keys = Keys::new(&open, &grid, |_| KeyCell::Nothing)?;
    /// assert_eq!(keys.inner().grid().width(), 2);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn inner(&self) -> &Sp {
        &self.inner
    }

    /// The keys held after entering `pos` with `keys`, or `None` if `pos` is a door whose key
    /// is not held.
    #[inline]
    fn enter(&self, keys: KeySet, pos: Pos) -> Option<KeySet> {
        let index = pos.row as usize * self.width + pos.col as usize;
        match self.codes.get(index).copied().unwrap_or(0) {
            0 => Some(keys),
            code @ 1..=KEY_CODES => Some(keys.with(code - 1)),
            LOCKED => None,
            code => keys.contains(code - KEY_CODES - 1).then_some(keys),
        }
    }

    /// The dense index of `keys` within an inner state's block: its bits, below
    /// `2^kinds`, which fits in `usize` whenever the dense numbering applies.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "only used when inner states × 2^kinds fits in usize"
    )]
    fn key_index(keys: KeySet) -> usize {
        keys.bits() as usize
    }

    /// Whether `keys` holds only kinds of this grid.
    fn contains_keys(&self, keys: KeySet) -> bool {
        keys.bits().checked_shr(self.kinds).unwrap_or(0) == 0
    }

    /// `2^kinds` if the dense numbering applies.
    fn key_sets(&self) -> Option<usize> {
        1usize.checked_shl(self.kinds)
    }
}

impl<Sp: StateSpace> StateSpace for Keys<Sp>
where
    Sp::State: HasPos,
{
    type State = WithKeys<Sp::State>;
    type Cost = Sp::Cost;

    fn successors(&self, state: Self::State, mut visit: impl FnMut(Self::State, Self::Cost)) {
        self.inner.successors(state.state, |next, cost| {
            if let Some(keys) = self.enter(state.keys, next.pos()) {
                visit(WithKeys { state: next, keys }, cost);
            }
        });
    }

    fn contains(&self, state: Self::State) -> bool {
        self.contains_keys(state.keys) && self.inner.contains(state.state)
    }

    fn numbering(&self) -> Option<impl Numbering<Self::State>> {
        MemoryNumbering::new(
            self.inner.numbering(),
            self.key_sets(),
            self.dense_limit,
            |s: Self::State| (s.state, s.keys.bits()),
            |state, bits| {
                let keys = KeySet::from_bits(bits);
                self.contains_keys(keys).then_some(WithKeys { state, keys })
            },
        )
    }

    fn dense_successors(
        &self,
        state: Self::State,
        index: usize,
        mut visit: impl FnMut(Self::State, Self::Cost, usize),
    ) {
        self.inner.dense_successors(
            state.state,
            index >> self.kinds,
            |next, cost, next_inner| {
                if let Some(keys) = self.enter(state.keys, next.pos()) {
                    let next_index = (next_inner << self.kinds) | Self::key_index(keys);
                    visit(WithKeys { state: next, keys }, cost, next_index);
                }
            },
        );
    }
}
