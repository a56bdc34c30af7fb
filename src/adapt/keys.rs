//! Keys and doors: [`Keys`] remembers which keys have been picked up.

use core::fmt;

use crate::adapt::{HasPos, MemoryNumbering};
use crate::error::KeysError;
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
    /// `z` = 25) and the same letter in uppercase its door — except `S` and `E`, the usual
    /// start and exit, which are neither (so doors `S` and `E` do not exist: map them yourself
    /// if you need them). Every other character is neither. Takes a `char` or a byte.
    ///
    /// ```
    /// use gridpath::adapt::KeyCell;
    /// assert_eq!(KeyCell::from_letter('c'), KeyCell::Key(2));
    /// assert_eq!(KeyCell::from_letter(b'C'), KeyCell::Door(2));
    /// assert_eq!(KeyCell::from_letter('e'), KeyCell::Key(4));
    /// assert_eq!(KeyCell::from_letter('E'), KeyCell::Nothing);
    /// assert_eq!(KeyCell::from_letter('S'), KeyCell::Nothing);
    /// assert_eq!(KeyCell::from_letter('.'), KeyCell::Nothing);
    /// ```
    #[must_use]
    pub fn from_letter(letter: impl Into<char>) -> KeyCell {
        let letter = letter.into();
        // ASCII letters, so the byte is the letter.
        let byte = u8::try_from(letter).unwrap_or(0);
        match letter {
            'a'..='z' => KeyCell::Key(byte - b'a'),
            'S' | 'E' => KeyCell::Nothing,
            'A'..='Z' => KeyCell::Door(byte - b'A'),
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

/// Cell codes: 0 nothing, `1 + kind` a key, `KEY_CODES + 1 + kind` a door, [`LOCKED`] a door
/// whose key appears nowhere in the grid (kept only by [`Keys::allowing_locked_doors`]).
const KEY_CODES: u8 = 64;
const LOCKED: u8 = u8::MAX;

/// An adapter for keys and doors: the state remembers which keys have been picked up.
///
/// Which cells hold keys and doors is read once from a grid; entering a key's cell adds the key
/// to the state's [`KeySet`] for good, and a door's cell can be entered only while holding its
/// key. Key sets hold the kinds as you gave them (`'z'` is kind 25 with
/// [`KeyCell::from_letter`]); a door whose key appears nowhere in the grid is an error
/// ([`KeysError::DoorWithoutKey`]) unless you build the adapter with
/// [`Keys::allowing_locked_doors`], which keeps such doors shut.
///
/// # Storage
///
/// Over a dense inner space with `n` states and `k` key kinds present in the grid, the state
/// space has `n × 2^k` states (only kinds that have a key cost a bit of the numbering, whatever
/// their numbers). When that is at most the *dense limit* (2²⁵ states unless set with
/// [`Keys::with_dense_limit`]) engines run on flat arrays; otherwise the space is *layered* by
/// key set ([`Layout::Layered`](crate::Layout::Layered)) and the same engines use paged
/// storage, where only the (key set, stretch of cells) pairs actually reached cost memory — 26
/// kinds on a large grid work. (Over an inner space with no dense numbering, storage is
/// hashed.)
///
/// # Examples
///
/// ```
/// use gridpath::adapt::{HasPos, Keys};
/// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
///
/// let grid = Grid::parse("S.A.E\n.###.\na....\n", Some)?;
/// let open = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
/// // Lowercase letters are keys, uppercase letters other than S and E their doors.
/// let space = Keys::from_letters(&open, &grid)?;
/// let exit = Pos::new(0, 4);
/// let mut bfs = Bfs::new();
/// let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.pos() == exit);
/// assert_eq!(found.goal_distance(), Some(8));
/// let at_exit = found.goal().unwrap();
/// assert!(at_exit.keys.contains(0)); // key 'a', in your own numbering
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Keys<Sp> {
    inner: Sp,
    codes: Vec<u8>,
    width: usize,
    /// The kinds that have a key in the grid, as a set.
    present: KeySet,
    /// `bit_of_kind[kind]`: the kind's bit in a dense number (its rank among present kinds).
    bit_of_kind: [u8; 64],
    /// `kind_of_bit[bit]`: the inverse, for the present kinds.
    kind_of_bit: [u8; 64],
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
    /// [`KeysError::KeyKind`] naming the first cell whose kind is 64 or more;
    /// [`KeysError::DoorWithoutKey`] naming the first door whose key appears nowhere in the grid
    /// (see [`Keys::allowing_locked_doors`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::adapt::KeysError;
    /// use gridpath::adapt::{KeyCell, Keys};
    /// let grid = Grid::parse(".kD\n", Some)?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let bad = Keys::new(&open, &grid, |&c| if c == 'k' { KeyCell::Key(70) } else { KeyCell::Nothing });
    /// assert_eq!(bad.unwrap_err(), KeysError::KeyKind { kind: 70, row: 0, col: 1 });
    /// let keyless = Keys::new(&open, &grid, |&c| if c == 'D' { KeyCell::Door(3) } else { KeyCell::Nothing });
    /// assert_eq!(keyless.unwrap_err(), KeysError::DoorWithoutKey { kind: 3, row: 0, col: 2, letter: None });
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn new<T>(
        inner: Sp,
        grid: &Grid<T>,
        cell: impl Fn(&T) -> KeyCell,
    ) -> Result<Self, KeysError> {
        Self::build(inner, grid, cell, false, |_| None)
    }

    /// [`Keys::new`] that keeps a door whose key appears nowhere in the grid, shut for good,
    /// instead of rejecting it.
    ///
    /// # Errors
    ///
    /// [`KeysError::KeyKind`] naming the first cell whose kind is 64 or more.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
    /// use gridpath::adapt::{KeyCell, Keys};
    /// let grid = Grid::parse(".D.\n", Some)?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let door = |&c: &char| if c == 'D' { KeyCell::Door(3) } else { KeyCell::Nothing };
    /// let space = Keys::allowing_locked_doors(&open, &grid, door)?;
    /// let mut bfs = Bfs::new();
    /// let found = bfs.search(&space, [space.start(Pos::new(0, 0))], |s| s.state == Pos::new(0, 2));
    /// assert_eq!(found.goal(), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn allowing_locked_doors<T>(
        inner: Sp,
        grid: &Grid<T>,
        cell: impl Fn(&T) -> KeyCell,
    ) -> Result<Self, KeysError> {
        Self::build(inner, grid, cell, true, |_| None)
    }

    /// Wraps `inner` with the letter convention of [`KeyCell::from_letter`]: a lowercase ASCII
    /// letter is a key (`a` = kind 0 … `z` = 25), the uppercase letter its door, except `S`
    /// and `E` (the usual start and exit), which are neither; every other cell is neither.
    ///
    /// # Errors
    ///
    /// [`KeysError::DoorWithoutKey`] naming the cell and the letter of the first door whose key
    /// appears nowhere in the grid.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::adapt::KeysError;
    /// use gridpath::adapt::Keys;
    /// let grid = Grid::parse_bytes("S.B.E\n", b".SEB")?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// assert_eq!(
    ///     Keys::from_letters(&open, &grid).unwrap_err(),
    ///     KeysError::DoorWithoutKey { kind: 1, row: 0, col: 2, letter: Some('B') }
    /// );
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn from_letters<T: Copy>(inner: Sp, grid: &Grid<T>) -> Result<Self, KeysError>
    where
        char: From<T>,
    {
        let letter = |c: &T| char::from(*c);
        Self::build(
            inner,
            grid,
            |c| KeyCell::from_letter(letter(c)),
            false,
            |c| Some(letter(c)),
        )
    }

    fn build<T>(
        inner: Sp,
        grid: &Grid<T>,
        cell: impl Fn(&T) -> KeyCell,
        keep_locked: bool,
        letter: impl Fn(&T) -> Option<char>,
    ) -> Result<Self, KeysError> {
        let mut present = KeySet::EMPTY;
        for (pos, c) in grid.iter() {
            match cell(c) {
                KeyCell::Key(kind) | KeyCell::Door(kind) if kind >= 64 => {
                    return Err(KeysError::KeyKind {
                        kind,
                        row: pos.row,
                        col: pos.col,
                    });
                }
                KeyCell::Nothing | KeyCell::Door(_) => {}
                KeyCell::Key(kind) => present = present.with(kind),
            }
        }
        let mut bit_of_kind = [0u8; 64];
        let mut kind_of_bit = [0u8; 64];
        for (bit, kind) in present.iter().enumerate() {
            // At most 64 kinds, so `bit` fits in a byte.
            let bit = u8::try_from(bit).unwrap_or(u8::MAX);
            bit_of_kind[usize::from(kind)] = bit;
            kind_of_bit[usize::from(bit)] = kind;
        }
        let mut codes = Vec::with_capacity(grid.len());
        for (pos, c) in grid.iter() {
            codes.push(match cell(c) {
                KeyCell::Nothing => 0,
                KeyCell::Key(kind) => 1 + kind,
                KeyCell::Door(kind) if present.contains(kind) => KEY_CODES + 1 + kind,
                KeyCell::Door(_) if keep_locked => LOCKED,
                KeyCell::Door(kind) => {
                    return Err(KeysError::DoorWithoutKey {
                        kind,
                        row: pos.row,
                        col: pos.col,
                        letter: letter(c),
                    });
                }
            });
        }
        Ok(Keys {
            inner,
            codes,
            width: grid.width() as usize,
            present,
            bit_of_kind,
            kind_of_bit,
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

    /// The number of key kinds that have a key in the grid (each costs one bit of a dense
    /// number).
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::adapt::Keys;
    /// let grid = Grid::parse("zcZC\n", Some)?;
    /// let open = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let keys = Keys::from_letters(&open, &grid)?;
    /// assert_eq!(keys.kinds(), 2); // `z` and `c`: two bits, whatever their numbers
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn kinds(&self) -> u32 {
        self.present.len()
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
            .map_or(KeySet::EMPTY, |(keys, _)| keys);
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

    /// What entering `pos` holding `keys` gives: `None` if `pos` is a door whose key is not
    /// held, otherwise the keys held then and the dense bit of a key picked up there (0 if
    /// none).
    #[inline]
    fn enter(&self, keys: KeySet, pos: Pos) -> Option<(KeySet, usize)> {
        let index = pos.row as usize * self.width + pos.col as usize;
        match self.codes.get(index).copied().unwrap_or(0) {
            0 => Some((keys, 0)),
            code @ 1..=KEY_CODES => {
                let kind = code - 1;
                let bit = 1 << self.bit_of_kind[usize::from(kind)];
                Some((keys.with(kind), bit))
            }
            LOCKED => None,
            code => keys.contains(code - KEY_CODES - 1).then_some((keys, 0)),
        }
    }

    /// The dense number of `keys` within an inner state's block: the bits of its kinds' ranks
    /// among the present kinds, below `2^kinds`.
    fn dense_keys(&self, keys: KeySet) -> u64 {
        let mut bits = keys.bits();
        let mut dense = 0;
        while bits != 0 {
            let kind = bits.trailing_zeros() as usize;
            dense |= 1 << self.bit_of_kind[kind];
            bits &= bits - 1;
        }
        dense
    }

    /// The key set whose dense number is `dense`.
    fn keys_of_dense(&self, mut dense: u64) -> KeySet {
        let mut keys = KeySet::EMPTY;
        while dense != 0 {
            let bit = dense.trailing_zeros() as usize;
            keys = keys.with(self.kind_of_bit[bit]);
            dense &= dense - 1;
        }
        keys
    }

    /// Whether `keys` holds only kinds that have a key in this grid.
    fn contains_keys(&self, keys: KeySet) -> bool {
        keys.bits() & !self.present.bits() == 0
    }

    /// `2^kinds` if the dense numbering applies.
    fn key_sets(&self) -> Option<usize> {
        1usize.checked_shl(self.kinds())
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
            if let Some((keys, _)) = self.enter(state.keys, next.pos()) {
                visit(WithKeys { state: next, keys }, cost);
            }
        });
    }

    fn contains(&self, state: Self::State) -> bool {
        self.contains_keys(state.keys) && self.inner.contains(state.state)
    }

    /// Keys are never given up, so `to` must hold every key of `from`; and a path here is a
    /// path of the inner space (doors only take moves away), which is asked about the cells.
    fn may_reach(&self, from: Self::State, to: Self::State) -> bool {
        from.keys.bits() & !to.keys.bits() == 0 && self.inner.may_reach(from.state, to.state)
    }

    fn numbering(&self) -> Option<impl Numbering<Self::State>> {
        MemoryNumbering::new(
            self.inner.numbering(),
            self.key_sets(),
            self.dense_limit,
            // Dense: the compact bits of the kinds held (below 2^kinds); layered: the key set's
            // own bits, so paged storage does no work per successor to number a state.
            |s: Self::State, dense| {
                let memory = if dense {
                    self.dense_keys(s.keys)
                } else {
                    s.keys.bits()
                };
                (s.state, memory)
            },
            |state, memory, dense| {
                let keys = if dense {
                    (memory >> self.kinds() == 0).then(|| self.keys_of_dense(memory))?
                } else {
                    KeySet::from_bits(memory)
                };
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
        let kinds = self.kinds();
        let held = index & ((1 << kinds) - 1);
        self.inner
            .dense_successors(state.state, index >> kinds, |next, cost, next_inner| {
                if let Some((keys, picked)) = self.enter(state.keys, next.pos()) {
                    let next_index = (next_inner << kinds) | held | picked;
                    visit(WithKeys { state: next, keys }, cost, next_index);
                }
            });
    }
}
