//! [`Algorithm`]: every generator behind one name, for programs that let users choose.

use core::fmt;
use core::str::FromStr;

use crate::error::MazeError;
use crate::grid::Size;
use crate::maze::growing_tree::Pick;
use crate::maze::{
    Carve, Maze, RandomSource, aldous_broder, binary_tree, dfs, division, eller, growing_tree,
    hunt_and_kill, kruskal, prim, sidewinder, wilson,
};

/// A maze generator, chosen at run time.
///
/// # Examples
///
/// ```
/// use gridpath::Size;
/// use gridpath::maze::{Algorithm, MinStd};
///
/// let algorithm: Algorithm = "kruskal".parse()?;
/// let maze = algorithm.generate(Size::new(10, 20), &mut MinStd::new(1))?;
/// assert!(maze.is_perfect());
/// assert_eq!(algorithm.to_string(), "kruskal");
/// assert_eq!(Algorithm::ALL.len(), 14);
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// [`dfs`]: randomized depth-first search (the recursive backtracker).
    Dfs,
    /// [`prim`]: randomized Prim.
    Prim,
    /// [`kruskal`]: randomized Kruskal.
    Kruskal,
    /// [`wilson`]: loop-erased random walks, a uniform spanning tree.
    Wilson,
    /// [`aldous_broder`]: a random walk, a uniform spanning tree.
    AldousBroder,
    /// [`hunt_and_kill`]: random walks and a hunt for the next start.
    HuntAndKill,
    /// [`growing_tree`] with the given pick.
    GrowingTree(Pick),
    /// [`binary_tree`]: each room opens north or west.
    BinaryTree,
    /// [`sidewinder`]: runs along each row, each opening north once.
    Sidewinder,
    /// [`eller`]: row by row with set labels.
    Eller,
    /// [`division`]: recursive division, without recursion.
    RecursiveDivision,
}

impl Algorithm {
    /// Every algorithm, with the growing tree in its four picks (mixed = 50% newest).
    pub const ALL: [Algorithm; 14] = [
        Algorithm::Dfs,
        Algorithm::Prim,
        Algorithm::Kruskal,
        Algorithm::Wilson,
        Algorithm::AldousBroder,
        Algorithm::HuntAndKill,
        Algorithm::GrowingTree(Pick::Newest),
        Algorithm::GrowingTree(Pick::Random),
        Algorithm::GrowingTree(Pick::Oldest),
        Algorithm::GrowingTree(Pick::Mixed { newest_percent: 50 }),
        Algorithm::BinaryTree,
        Algorithm::Sidewinder,
        Algorithm::Eller,
        Algorithm::RecursiveDivision,
    ];

    /// The names [`FromStr`] accepts, for messages.
    pub const NAMES: &'static str = "dfs, prim, kruskal, wilson, aldous-broder, hunt-and-kill, \
         growing-tree-newest, growing-tree-random, growing-tree-oldest, growing-tree-mixed, \
         binary-tree, sidewinder, eller, division";

    /// The algorithm's name, as [`FromStr`] reads it. A growing tree with a mixed pick other
    /// than 50% is named `growing-tree-mixed` too.
    ///
    /// ```
    /// use gridpath::maze::Algorithm;
    /// assert_eq!(Algorithm::AldousBroder.name(), "aldous-broder");
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Dfs => "dfs",
            Algorithm::Prim => "prim",
            Algorithm::Kruskal => "kruskal",
            Algorithm::Wilson => "wilson",
            Algorithm::AldousBroder => "aldous-broder",
            Algorithm::HuntAndKill => "hunt-and-kill",
            Algorithm::GrowingTree(Pick::Newest) => "growing-tree-newest",
            Algorithm::GrowingTree(Pick::Random) => "growing-tree-random",
            Algorithm::GrowingTree(Pick::Oldest) => "growing-tree-oldest",
            Algorithm::GrowingTree(Pick::Mixed { .. }) => "growing-tree-mixed",
            Algorithm::BinaryTree => "binary-tree",
            Algorithm::Sidewinder => "sidewinder",
            Algorithm::Eller => "eller",
            Algorithm::RecursiveDivision => "division",
        }
    }

    /// Generates a maze of `size` rooms with this algorithm.
    ///
    /// # Errors
    ///
    /// [`MazeError::MazeSize`] for an impossible size.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::Size;
    /// use gridpath::maze::{Algorithm, MinStd};
    /// for algorithm in Algorithm::ALL {
    ///     assert!(algorithm.generate(Size::new(5, 7), &mut MinStd::new(11))?.is_perfect());
    /// }
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn generate(self, size: Size, rng: &mut impl RandomSource) -> Result<Maze, MazeError> {
        match self {
            Algorithm::Dfs => dfs::generate(size, rng),
            Algorithm::Prim => prim::generate(size, rng),
            Algorithm::Kruskal => kruskal::generate(size, rng),
            Algorithm::Wilson => wilson::generate(size, rng),
            Algorithm::AldousBroder => aldous_broder::generate(size, rng),
            Algorithm::HuntAndKill => hunt_and_kill::generate(size, rng),
            Algorithm::GrowingTree(pick) => growing_tree::generate(size, pick, rng),
            Algorithm::BinaryTree => binary_tree::generate(size, rng),
            Algorithm::Sidewinder => sidewinder::generate(size, rng),
            Algorithm::Eller => eller::generate(size, rng),
            Algorithm::RecursiveDivision => division::generate(size, rng),
        }
    }

    /// [`generate`](Self::generate), reporting each step to `observe` as it happens: each
    /// passage opened, in order (each wall put up, for [`division`]), and for [`wilson`] and
    /// [`aldous_broder`] each room their walks enter ([`Carve`]). The same seed gives the same
    /// maze as `generate`.
    ///
    /// # Errors
    ///
    /// As [`generate`](Self::generate).
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::Size;
    /// use gridpath::maze::{Algorithm, Carve, MinStd};
    /// let size = Size::new(5, 7);
    /// let mut opened = 0;
    /// let maze = Algorithm::Prim.generate_observed(size, &mut MinStd::new(2), |step| {
    ///     if let Carve::Opened { .. } = step {
    ///         opened += 1;
    ///     }
    /// })?;
    /// assert_eq!(opened, maze.passages());
    /// assert_eq!(maze, Algorithm::Prim.generate(size, &mut MinStd::new(2))?);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn generate_observed(
        self,
        size: Size,
        rng: &mut impl RandomSource,
        mut observe: impl FnMut(Carve),
    ) -> Result<Maze, MazeError> {
        let log = &mut observe;
        match self {
            Algorithm::Dfs => dfs::carve(size, rng, log),
            Algorithm::Prim => prim::carve(size, rng, log),
            Algorithm::Kruskal => kruskal::carve(size, rng, log),
            Algorithm::Wilson => wilson::carve(size, rng, log),
            Algorithm::AldousBroder => aldous_broder::carve(size, rng, log),
            Algorithm::HuntAndKill => hunt_and_kill::carve(size, rng, log),
            Algorithm::GrowingTree(pick) => growing_tree::carve(size, pick, rng, log),
            Algorithm::BinaryTree => binary_tree::carve(size, rng, log),
            Algorithm::Sidewinder => sidewinder::carve(size, rng, log),
            Algorithm::Eller => eller::carve(size, rng, log),
            Algorithm::RecursiveDivision => division::carve(size, rng, log),
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = MazeError;

    /// Reads a name as printed by [`Algorithm::name`] (`growing-tree-mixed` is 50% newest).
    fn from_str(name: &str) -> Result<Self, MazeError> {
        Algorithm::ALL
            .into_iter()
            .find(|a| a.name() == name)
            .ok_or_else(|| MazeError::UnknownAlgorithm {
                name: name.to_owned(),
                expected: Algorithm::NAMES,
            })
    }
}
