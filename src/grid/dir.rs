//! Directions: the four straight and the four diagonal steps.

use core::fmt;
use core::str::FromStr;

use crate::error::GridError;
use crate::grid::Pos;

/// One of the eight steps on a grid. Rows grow downwards, so [`Dir::Up`] decreases the row.
///
/// Straight directions have the one-letter names `U R D L`; diagonal ones are named by their
/// two parts, `UR DR DL UL`.
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, Pos};
///
/// assert_eq!(Dir::Up.letter(), Some('U'));
/// assert_eq!(Dir::UpLeft.name(), "UL");
/// assert_eq!(Dir::from_letter('D'), Some(Dir::Down));
/// assert_eq!("DR".parse::<Dir>(), Ok(Dir::DownRight));
/// assert_eq!(Dir::between(Pos::new(2, 2), Pos::new(1, 3)), Some(Dir::UpRight));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Dir {
    /// Row − 1.
    Up,
    /// Column + 1.
    Right,
    /// Row + 1.
    Down,
    /// Column − 1.
    Left,
    /// Row − 1, column + 1.
    UpRight,
    /// Row + 1, column + 1.
    DownRight,
    /// Row + 1, column − 1.
    DownLeft,
    /// Row − 1, column − 1.
    UpLeft,
}

impl Dir {
    /// The four straight directions, clockwise from up: `U R D L`.
    pub const STRAIGHT: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];

    /// The four diagonal directions, clockwise from up-right.
    pub const DIAGONAL: [Dir; 4] = [Dir::UpRight, Dir::DownRight, Dir::DownLeft, Dir::UpLeft];

    /// All eight directions, clockwise from up: `U UR R DR D DL L UL`.
    pub const ALL: [Dir; 8] = [
        Dir::Up,
        Dir::UpRight,
        Dir::Right,
        Dir::DownRight,
        Dir::Down,
        Dir::DownLeft,
        Dir::Left,
        Dir::UpLeft,
    ];

    /// The change in (row, column) of one step.
    ///
    /// ```
    /// assert_eq!(gridpath::Dir::DownLeft.delta(), (1, -1));
    /// ```
    #[must_use]
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Dir::Up => (-1, 0),
            Dir::Right => (0, 1),
            Dir::Down => (1, 0),
            Dir::Left => (0, -1),
            Dir::UpRight => (-1, 1),
            Dir::DownRight => (1, 1),
            Dir::DownLeft => (1, -1),
            Dir::UpLeft => (-1, -1),
        }
    }

    /// Whether this is one of the four diagonal directions.
    ///
    /// ```
    /// assert!(gridpath::Dir::UpLeft.is_diagonal());
    /// assert!(!gridpath::Dir::Left.is_diagonal());
    /// ```
    #[must_use]
    pub const fn is_diagonal(self) -> bool {
        matches!(
            self,
            Dir::UpRight | Dir::DownRight | Dir::DownLeft | Dir::UpLeft
        )
    }

    /// The two straight directions a diagonal step is made of (vertical first), or `None` for a
    /// straight direction.
    ///
    /// ```
    /// use gridpath::Dir;
    /// assert_eq!(Dir::DownLeft.parts(), Some((Dir::Down, Dir::Left)));
    /// assert_eq!(Dir::Down.parts(), None);
    /// ```
    #[must_use]
    pub const fn parts(self) -> Option<(Dir, Dir)> {
        match self {
            Dir::UpRight => Some((Dir::Up, Dir::Right)),
            Dir::DownRight => Some((Dir::Down, Dir::Right)),
            Dir::DownLeft => Some((Dir::Down, Dir::Left)),
            Dir::UpLeft => Some((Dir::Up, Dir::Left)),
            Dir::Up | Dir::Right | Dir::Down | Dir::Left => None,
        }
    }

    /// The direction pointing the other way.
    ///
    /// ```
    /// assert_eq!(gridpath::Dir::UpRight.opposite(), gridpath::Dir::DownLeft);
    /// ```
    #[must_use]
    pub const fn opposite(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Right => Dir::Left,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
            Dir::UpRight => Dir::DownLeft,
            Dir::DownRight => Dir::UpLeft,
            Dir::DownLeft => Dir::UpRight,
            Dir::UpLeft => Dir::DownRight,
        }
    }

    /// The direction a quarter turn clockwise: `U → R → D → L → U`, `UR → DR → DL → UL → UR`.
    /// Turning around is [`Dir::opposite`].
    ///
    /// ```
    /// use gridpath::Dir;
    /// assert_eq!(Dir::Up.turn_right(), Dir::Right);
    /// assert_eq!(Dir::UpLeft.turn_right(), Dir::UpRight);
    /// ```
    #[must_use]
    pub const fn turn_right(self) -> Dir {
        match self {
            Dir::Up => Dir::Right,
            Dir::Right => Dir::Down,
            Dir::Down => Dir::Left,
            Dir::Left => Dir::Up,
            Dir::UpRight => Dir::DownRight,
            Dir::DownRight => Dir::DownLeft,
            Dir::DownLeft => Dir::UpLeft,
            Dir::UpLeft => Dir::UpRight,
        }
    }

    /// The direction a quarter turn anticlockwise: the inverse of [`Dir::turn_right`].
    ///
    /// ```
    /// use gridpath::Dir;
    /// assert_eq!(Dir::Up.turn_left(), Dir::Left);
    /// for dir in Dir::ALL {
    ///     assert_eq!(dir.turn_left().turn_right(), dir);
    ///     assert_eq!(dir.turn_left().turn_left(), dir.opposite());
    /// }
    /// ```
    #[must_use]
    pub const fn turn_left(self) -> Dir {
        self.opposite().turn_right()
    }

    /// A number for the direction, `0..8`: the four straight directions first (`U R D L` =
    /// `0 1 2 3`), then the diagonal ones (`UR DR DL UL` = `4 5 6 7`). A state that is a cell
    /// and a straight heading therefore numbers densely as `cell × 4 + dir.index()`;
    /// [`Dir::from_index`] is the inverse.
    ///
    /// ```
    /// use gridpath::Dir;
    /// assert_eq!(Dir::Left.index(), 3);
    /// assert_eq!(Dir::UpLeft.index(), 7);
    /// for (i, dir) in Dir::STRAIGHT.into_iter().chain(Dir::DIAGONAL).enumerate() {
    ///     assert_eq!(dir.index(), i);
    /// }
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction numbered `index` by [`Dir::index`], or `None` for `index >= 8`.
    ///
    /// ```
    /// use gridpath::Dir;
    /// assert_eq!(Dir::from_index(2), Some(Dir::Down));
    /// assert_eq!(Dir::from_index(8), None);
    /// assert!(Dir::ALL.iter().all(|&d| Dir::from_index(d.index()) == Some(d)));
    /// ```
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Dir> {
        match index {
            0 => Some(Dir::Up),
            1 => Some(Dir::Right),
            2 => Some(Dir::Down),
            3 => Some(Dir::Left),
            4 => Some(Dir::UpRight),
            5 => Some(Dir::DownRight),
            6 => Some(Dir::DownLeft),
            7 => Some(Dir::UpLeft),
            _ => None,
        }
    }

    /// The short name: `U R D L` for straight directions, `UR DR DL UL` for diagonal ones.
    ///
    /// ```
    /// assert_eq!(gridpath::Dir::DownRight.name(), "DR");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Dir::Up => "U",
            Dir::Right => "R",
            Dir::Down => "D",
            Dir::Left => "L",
            Dir::UpRight => "UR",
            Dir::DownRight => "DR",
            Dir::DownLeft => "DL",
            Dir::UpLeft => "UL",
        }
    }

    /// The one-letter name of a straight direction (`U R D L`), `None` for a diagonal one.
    ///
    /// ```
    /// assert_eq!(gridpath::Dir::Left.letter(), Some('L'));
    /// assert_eq!(gridpath::Dir::UpLeft.letter(), None);
    /// ```
    #[must_use]
    pub const fn letter(self) -> Option<char> {
        match self {
            Dir::Up => Some('U'),
            Dir::Right => Some('R'),
            Dir::Down => Some('D'),
            Dir::Left => Some('L'),
            _ => None,
        }
    }

    /// The straight direction named by `U R D L` (upper case only).
    ///
    /// ```
    /// assert_eq!(gridpath::Dir::from_letter('R'), Some(gridpath::Dir::Right));
    /// assert_eq!(gridpath::Dir::from_letter('x'), None);
    /// ```
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Dir> {
        match letter {
            'U' => Some(Dir::Up),
            'R' => Some(Dir::Right),
            'D' => Some(Dir::Down),
            'L' => Some(Dir::Left),
            _ => None,
        }
    }

    /// The direction of a single step from `from` to `to`, or `None` if they are not neighbours
    /// (8-connected).
    ///
    /// ```
    /// use gridpath::{Dir, Pos};
    /// assert_eq!(Dir::between(Pos::new(0, 0), Pos::new(0, 1)), Some(Dir::Right));
    /// assert_eq!(Dir::between(Pos::new(0, 0), Pos::new(0, 2)), None);
    /// ```
    #[must_use]
    pub fn between(from: Pos, to: Pos) -> Option<Dir> {
        let dr = i64::from(to.row) - i64::from(from.row);
        let dc = i64::from(to.col) - i64::from(from.col);
        Dir::ALL
            .into_iter()
            .find(|d| (i64::from(d.delta().0), i64::from(d.delta().1)) == (dr, dc))
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Dir {
    type Err = GridError;

    /// Parses a name as printed by [`Dir::name`]; anything else is
    /// [`GridError::UnknownDirectionName`].
    fn from_str(s: &str) -> Result<Self, GridError> {
        Dir::ALL
            .into_iter()
            .find(|d| d.name() == s)
            .ok_or_else(|| GridError::UnknownDirectionName { name: s.to_owned() })
    }
}

/// Converts a path of neighbouring positions into the directions of its steps.
///
/// Returns `None` if two consecutive positions are not 8-neighbours.
///
/// # Examples
///
/// ```
/// use gridpath::{Dir, Pos, path_dirs};
///
/// let path = [Pos::new(0, 0), Pos::new(1, 0), Pos::new(1, 1)];
/// assert_eq!(path_dirs(&path), Some(vec![Dir::Down, Dir::Right]));
/// ```
#[must_use]
pub fn path_dirs(path: &[Pos]) -> Option<Vec<Dir>> {
    path.windows(2).map(|w| Dir::between(w[0], w[1])).collect()
}

/// The moves of a path as a string of direction names: `U`, `R`, `D`, `L` for straight steps
/// and `UR`, `DR`, `DL`, `UL` for diagonal ones — the usual way to print a path.
///
/// Returns `None` if two consecutive positions are not 8-neighbours.
///
/// # Examples
///
/// ```
/// use gridpath::{Pos, path_letters};
///
/// let path = [Pos::new(0, 0), Pos::new(1, 0), Pos::new(1, 1), Pos::new(0, 1)];
/// assert_eq!(path_letters(&path).as_deref(), Some("DRU"));
/// assert_eq!(path_letters(&[Pos::new(0, 0), Pos::new(0, 2)]), None);
/// ```
#[must_use]
pub fn path_letters(path: &[Pos]) -> Option<String> {
    path.windows(2)
        .map(|w| Dir::between(w[0], w[1]).map(Dir::name))
        .collect()
}
