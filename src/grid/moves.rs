//! Move sets: which directions a step may take, in which order, and when a diagonal is allowed.

use smallvec::SmallVec;

use crate::error::GridError;
use crate::grid::Dir;

/// When a diagonal step is allowed. In every rule the target cell itself must be passable; the
/// rules differ in what they ask of the two *side* cells, the straight neighbours that the
/// diagonal passes between.
///
/// # Examples
///
/// ```
/// use gridpath::{DiagonalRule, Grid, GridSpace, Moves, Pos, StateSpace};
///
/// // From (0, 0) to (1, 1): the side cells are (0, 1) = '#' and (1, 0) = '.'.
/// let grid = Grid::parse(".#\n..\n", Some).unwrap();
/// let can_step = |rule| {
///     let space = GridSpace::new(&grid, Moves::eight(rule), |&c| c == '.');
///     let mut targets = Vec::new();
///     space.successors(Pos::new(0, 0), |p, _| targets.push(p));
///     targets.contains(&Pos::new(1, 1))
/// };
/// assert!(can_step(DiagonalRule::Always));
/// assert!(can_step(DiagonalRule::NotBetweenBlocked));
/// assert!(!can_step(DiagonalRule::NoCornerCutting));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DiagonalRule {
    /// King moves: the side cells do not matter.
    Always,
    /// Forbidden only when *both* side cells are blocked (no squeezing through a closed
    /// corner).
    NotBetweenBlocked,
    /// Allowed only when *both* side cells are passable: no cutting a corner. This is the rule
    /// of the Moving AI benchmarks.
    #[default]
    NoCornerCutting,
}

impl DiagonalRule {
    /// The rule's name, as its variant is spelled.
    ///
    /// ```
    /// assert_eq!(gridpath::DiagonalRule::NoCornerCutting.name(), "NoCornerCutting");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            DiagonalRule::Always => "Always",
            DiagonalRule::NotBetweenBlocked => "NotBetweenBlocked",
            DiagonalRule::NoCornerCutting => "NoCornerCutting",
        }
    }
}

/// A move set: the directions a step may take, in the order successors are produced, and the
/// [`DiagonalRule`] for diagonal directions.
///
/// The order matters whenever several shortest paths exist: engines keep the first
/// predecessor they find, so the printed path follows the order.
///
/// # Examples
///
/// ```
/// use gridpath::{DiagonalRule, Dir, Moves};
///
/// assert_eq!(Moves::four().dirs(), &[Dir::Up, Dir::Right, Dir::Down, Dir::Left]);
/// let udlr = Moves::from_letters("UDLR").unwrap();
/// assert_eq!(udlr.dirs(), &[Dir::Up, Dir::Down, Dir::Left, Dir::Right]);
/// assert_eq!(Moves::eight(DiagonalRule::Always).dirs().len(), 8);
/// assert!(Moves::from_letters("UUD").is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Moves {
    dirs: SmallVec<[Dir; 8]>,
    rule: DiagonalRule,
}

impl Moves {
    /// The four straight directions in the order `U R D L`.
    ///
    /// ```
    /// assert_eq!(gridpath::Moves::four().dirs().len(), 4);
    /// ```
    #[must_use]
    pub fn four() -> Self {
        Moves {
            dirs: SmallVec::from_slice(&Dir::STRAIGHT),
            rule: DiagonalRule::default(),
        }
    }

    /// All eight directions, clockwise from up (`U UR R DR D DL L UL`), with `rule` for the
    /// diagonals.
    ///
    /// ```
    /// use gridpath::{DiagonalRule, Moves};
    /// assert_eq!(Moves::eight(DiagonalRule::Always).rule(), DiagonalRule::Always);
    /// ```
    #[must_use]
    pub fn eight(rule: DiagonalRule) -> Self {
        Moves {
            dirs: SmallVec::from_slice(&Dir::ALL),
            rule,
        }
    }

    /// A move set of the given directions in the given order.
    ///
    /// # Errors
    ///
    /// [`GridError::NoDirections`] for an empty list, [`GridError::DuplicateDirection`] for a
    /// direction listed twice.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{DiagonalRule, Dir, Moves};
    /// let m = Moves::new(&[Dir::Down, Dir::DownRight], DiagonalRule::Always).unwrap();
    /// assert_eq!(m.dirs(), &[Dir::Down, Dir::DownRight]);
    /// ```
    pub fn new(dirs: &[Dir], rule: DiagonalRule) -> Result<Self, GridError> {
        if dirs.is_empty() {
            return Err(GridError::NoDirections);
        }
        for (i, &dir) in dirs.iter().enumerate() {
            if dirs[..i].contains(&dir) {
                return Err(GridError::DuplicateDirection { dir: dir.name() });
            }
        }
        Ok(Moves {
            dirs: SmallVec::from_slice(dirs),
            rule,
        })
    }

    /// A straight move set from its letters, for example `"UDLR"` or `"URDL"`.
    ///
    /// # Errors
    ///
    /// [`GridError::UnknownDirection`] for a character other than `U R D L`, and the errors of
    /// [`Moves::new`].
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Moves, GridError};
    /// assert_eq!(Moves::from_letters("UDXR"), Err(GridError::UnknownDirection { ch: 'X' }));
    /// ```
    pub fn from_letters(letters: &str) -> Result<Self, GridError> {
        let dirs = letters
            .chars()
            .map(|ch| Dir::from_letter(ch).ok_or(GridError::UnknownDirection { ch }))
            .collect::<Result<SmallVec<[Dir; 8]>, GridError>>()?;
        Moves::new(&dirs, DiagonalRule::default())
    }

    /// The directions, in successor order.
    ///
    /// ```
    /// assert_eq!(gridpath::Moves::four().dirs()[0], gridpath::Dir::Up);
    /// ```
    #[must_use]
    pub fn dirs(&self) -> &[Dir] {
        &self.dirs
    }

    /// The rule for diagonal steps (irrelevant when the set has no diagonals).
    ///
    /// ```
    /// use gridpath::{DiagonalRule, Moves};
    /// assert_eq!(Moves::four().rule(), DiagonalRule::NoCornerCutting);
    /// ```
    #[must_use]
    pub fn rule(&self) -> DiagonalRule {
        self.rule
    }

    /// The same directions with another diagonal rule.
    ///
    /// ```
    /// use gridpath::{DiagonalRule, Moves};
    /// let m = Moves::eight(DiagonalRule::Always).with_rule(DiagonalRule::NotBetweenBlocked);
    /// assert_eq!(m.rule(), DiagonalRule::NotBetweenBlocked);
    /// ```
    #[must_use]
    pub fn with_rule(mut self, rule: DiagonalRule) -> Self {
        self.rule = rule;
        self
    }
}

impl Default for Moves {
    /// [`Moves::four`].
    fn default() -> Self {
        Moves::four()
    }
}
