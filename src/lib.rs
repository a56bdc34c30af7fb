//! Search on grids and on any state space you can describe.
//!
//! gridpath runs breadth-first search, 0-1 BFS, Dijkstra, A*, depth-first search, IDA* and
//! bidirectional searches over a [`StateSpace`] — a grid, or anything you describe with a
//! successor function — keeping its records in flat arrays whenever the states can be
//! numbered, and in a hash map when they cannot. Workspaces are reused across queries at no
//! cost beyond what each query explores.
//!
//! **One convention:** positions and sizes are row first, everywhere — [`Pos::new(row, col)`](Pos::new),
//! [`Size::new(rows, cols)`](Size::new) — and coordinates and sides are `u32`. Every grid,
//! maze, generator, reader and strategy takes a [`Size`], so a width and a height cannot be
//! swapped by accident.
//!
//! # Contents
//!
//! 1. [A grid and a shortest path](#a-grid-and-a-shortest-path)
//! 2. [Engines](#engines), [the state limit](#the-state-limit)
//! 3. [Move sets and direction order](#move-sets-and-direction-order)
//! 4. [Costs: weights, 0-1, and exact √2 diagonals](#costs-weights-0-1-and-exact-2-diagonals)
//! 5. [Many starts, distance fields, reused workspaces](#many-starts-distance-fields-reused-workspaces)
//! 6. [Adapters: walls to break, keys and doors](#adapters-walls-to-break-keys-and-doors)
//! 7. [Your own state space](#your-own-state-space)
//! 8. [Errors](#errors)
//! 9. [Reading problem input](#reading-problem-input)
//! 10. [Property-testing your own pathfinder](#property-testing-your-own-pathfinder)
//! 11. Batches of queries: the module [`batch`] (on every core with the feature `parallel`)
//!
//! # A grid and a shortest path
//!
//! A [`Grid`] is parsed from text with a mapping for each character; a [`GridSpace`] turns it
//! into a state space with a move set and a rule for which cells can be entered; an engine
//! searches it.
//!
//! ```
//! use gridpath::{Bfs, Grid, GridSpace, Moves, path_letters};
//!
//! let grid = Grid::parse_bytes("S.#\n.##\n..E\n", b".#SE")?;
//! let start = grid.find(|&c| c == b'S').unwrap();
//! let exit = grid.find(|&c| c == b'E').unwrap();
//! let space = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
//!
//! let mut bfs = Bfs::new();
//! let found = bfs.search(&space, [start], |p| p == exit);
//! assert_eq!(found.goal_distance(), Some(4));
//! assert_eq!(path_letters(&found.path().unwrap()).as_deref(), Some("DDRR"));
//! # Ok::<(), gridpath::Error>(())
//! ```
//! # Engines
//!
//! | engine | costs | queue | finds |
//! |---|---|---|---|
//! | [`Bfs`] | ignored: every move counts 1 | FIFO | fewest moves |
//! | [`ZeroOneBfs`] | 0 or 1 | deque | cheapest path |
//! | [`Dijkstra`] | any [`Cost`] | bucket ring → radix heap → binary heap | cheapest path |
//! | [`AStar`] | any [`Cost`] + heuristic (yours, or the space's own with [`search_to`](AStar::search_to)) | bucket ring → radix heap → binary heap | cheapest path |
//! | [`Dfs`] | ignored | stack | *a* path, and everything reachable |
//! | [`JumpPointSearch`] | octile grids only: 1 straight, √2 diagonal | binary heap | cheapest path, expanding only jump points |
//! | [`DStarLite`] | any [`Cost`], the space's estimate, moves into states ([`Predecessors`]) | binary heap | cheapest path from a moving start, replanned as moves change |
//! | [`IdaStar`] | any [`Cost`] + admissible heuristic | a stack: the current path | cheapest path, in memory proportional to its length |
//! | [`BidirectionalBfs`] | ignored; moves into states ([`Predecessors`]) | two FIFOs, a layer at a time | fewest moves, searched from both ends |
//! | [`BidirectionalDijkstra`] | any [`Cost`]; moves into states ([`Predecessors`]) | two bucket rings → radix heaps | cheapest path, searched from both ends |
//!
//! [`DStarLite`] is a planner for one goal rather than a workspace: it keeps what it found
//! across replans, and a robot that discovers walls as it walks tells it which states'
//! moves changed and replans from where it stands (`examples/robot.rs`).
//!
//! The last three answer with one path, a [`PathResult`], rather than a search tree.
//! [`IdaStar`] keeps no record of the states it reached, only the path it is on: it is the
//! engine for spaces far too large to store, such as the 15-puzzle of
//! `examples/puzzle.rs`, and a node limit bounds its work ([`SearchEnd::NodeLimit`]). The
//! bidirectional searches run a search forward from the starts and one backward from the
//! goals — over [`Reversed`], the space turned around, on which every engine can search
//! backward — until they meet.
//!
//! Each engine value *is* its workspace — the first five are named forms of one
//! [`Engine`] — : create it once, call `search` as often as you like on
//! any space with the same state type, and each query costs what it explores, not the size of
//! the space (see `docs/architecture.md`). The searches of the first five take any number of
//! starts and a goal predicate; a predicate that is never true (or `distances`) computes the
//! whole distance field. Their result, [`SearchTree`], borrows the workspace until you drop
//! it.
//!
//! ## The state limit
//!
//! Dense storage allocates its arrays up front, so its memory is known before the search
//! starts. Paged and hashed storage (a space with no dense numbering, or an adapter such as
//! [`Keys`](crate::adapt::Keys) past its dense limit) grows with what the query reaches, and a
//! search whose space explodes — 26 keys that can be picked up in any order — grows until
//! memory runs out. Every engine's `with_state_limit(states)` bounds it: once a query holds
//! more than `states` records it stops, and [`SearchTree::is_truncated`] says so. Distances it
//! reports are still exact and a goal it found is still the nearest; a state it did not reach
//! may yet be reachable. The default is no limit.
//!
//! ```
//! use gridpath::adapt::{KeyCell, Keys};
//! use gridpath::{Bfs, Grid, GridSpace, Moves, Pos, Size};
//! let grid = Grid::new(Size::new(100, 100), b'.')?;
//! let open = GridSpace::new(&grid, Moves::four(), |_| true);
//! let space = Keys::new(&open, &grid, |_| KeyCell::Nothing)?.with_dense_limit(0);
//! let mut bfs = Bfs::new().with_state_limit(1000);
//! let found = bfs.distances(&space, [space.start(Pos::new(0, 0))]);
//! assert!(found.is_truncated());
//! assert_eq!(found.distance(space.start(Pos::new(0, 1))), Some(1));
//! # Ok::<(), gridpath::Error>(())
//! ```
//! # Move sets and direction order
//!
//! [`Moves`] lists the directions in the order successors are produced; engines keep the first
//! predecessor they find, so the order decides which of several shortest paths you get.
//! Diagonal moves follow a [`DiagonalRule`]: king moves, no squeezing between two blocked
//! cells, or no corner cutting at all.
//!
//! ```
//! use gridpath::{Bfs, Grid, GridSpace, Moves, Pos, path_letters};
//!
//! let grid = Grid::parse("..\n..\n", Some)?;
//! let route = |order: &str| {
//!     let space = GridSpace::new(&grid, Moves::from_letters(order).unwrap(), |_| true);
//!     let mut bfs = Bfs::new();
//!     let path = bfs.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(1, 1)).path().unwrap();
//!     path_letters(&path).unwrap()
//! };
//! assert_eq!(route("UDLR"), "DR");
//! assert_eq!(route("URDL"), "RD");
//! # Ok::<(), gridpath::Error>(())
//! ```
//! # Costs: weights, 0-1, and exact √2 diagonals
//!
//! [`GridSpace::with_costs`] gives each cell a cost of entering, for [`Dijkstra`] (or
//! [`ZeroOneBfs`] when costs are 0 and 1). [`GridSpace::octile`] is the 8-connected,
//! no-corner-cutting model of the Moving AI benchmarks, with costs of type [`Octile`]:
//! `a + b√2` kept as two integers, so sums and comparisons are exact.
//!
//! ```
//! use gridpath::{AStar, Grid, GridSpace, Octile, Pos, heuristic};
//!
//! let grid = Grid::parse("....\n.#..\n....\n", Some)?;
//! let space = GridSpace::octile(&grid, |&c| c == '.');
//! let goal = Pos::new(2, 3);
//! let mut astar = AStar::new();
//! let found = astar.search(&space, [Pos::new(0, 0)], |p| p == goal, heuristic::octile(goal));
//! assert_eq!(found.goal_distance(), Some(Octile::new(3, 1))); // 3 + √2
//! assert!((found.goal_distance().unwrap().to_f64() - 4.41421356).abs() < 1e-8);
//!
//! // The same search guided by the space's own estimate (octile here), which A* can trust
//! // to be consistent: nothing to choose, and faster.
//! let found = astar.search_to(&space, [Pos::new(0, 0)], goal);
//! assert_eq!(found.goal_distance(), Some(Octile::new(3, 1)));
//! # Ok::<(), gridpath::Error>(())
//! ```
//! On that model, [`JumpPointSearch`] finds the same exact lengths while expanding only *jump
//! points* (see [`JumpPointSearch`] and the guide
//! [`jump_point_search`](guide::jump_point_search)), and returns the path's cells and its
//! turning points ([`SearchTree::turning_points`], read from the jump points). It searches
//! a [`JumpGrid`]: the grid prepared once (its jumps precomputed), immutable and shareable
//! between threads, while each `JumpPointSearch` is one thread's reusable workspace:
//!
//! ```
//! use gridpath::{Grid, GridSpace, JumpGrid, JumpPointSearch, Octile, Pos};
//!
//! let grid = Grid::parse("....\n.#..\n....\n", Some)?;
//! let space = GridSpace::octile(&grid, |&c| c == '.');
//! let jump_grid = JumpGrid::new(&space)?;
//! let mut jps = JumpPointSearch::new();
//! let found = jps.search(&jump_grid, [Pos::new(0, 0)], Pos::new(2, 3));
//! assert_eq!(found.goal_distance(), Some(Octile::new(3, 1)));
//! assert_eq!(found.path().map(|path| path.len()), Some(5));
//! # Ok::<(), gridpath::Error>(())
//! ```
//! # Many starts, distance fields, reused workspaces
//!
//! Every engine takes any number of starts. A goal predicate that is never true computes the
//! whole distance field (the `distances` methods). An engine value is its own workspace: keep
//! it, and each query costs only what it explores. Its dense records are allocated by the
//! first query on a space of a given size; `reserve(&space)` allocates them beforehand (at a
//! level's load, say), so that no query pays for them.
//!
//! ```
//! use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
//!
//! let grid = Grid::parse("M....\n.....\n....M\n", Some)?;
//! let space = GridSpace::new(&grid, Moves::four(), |_| true);
//! let monsters: Vec<Pos> = grid.find_all(|&c| c == 'M').collect();
//!
//! let mut bfs = Bfs::new();
//! // The field as a `Grid<Option<u32>>`, kept while the workspace answers other queries
//! // (`into_owned` keeps a whole search tree, paths included).
//! let field = bfs.distances(&space, monsters.iter().copied()).distance_grid();
//! assert_eq!(field[Pos::new(1, 2)], Some(3));
//!
//! for target in [Pos::new(0, 4), Pos::new(2, 0)] {
//!     let found = bfs.search(&space, [Pos::new(1, 2)], |p| p == target);
//!     assert_eq!(found.goal_distance(), Some(3));
//! }
//! # Ok::<(), gridpath::Error>(())
//! ```
//! # Adapters: walls to break, keys and doors
//!
//! Many grid puzzles search over *a position plus something remembered*. The adapters in
//! [`adapt`] wrap a state space and add that memory to its state, and implement
//! [`StateSpace`] again, so every engine runs on them and they stack.
//!
//! ```
//! use gridpath::adapt::{HasPos, Keys, WallBreaks};
//! use gridpath::{Bfs, Grid, GridSpace, Moves, Pos};
//!
//! // The door 'A' needs the key 'a', which lies behind a wall. Each step into a wall breaks
//! // it, and a broken wall stays a wall: fetching the key means breaking in and out again.
//! let grid = Grid::parse("a#S.A.E\n", Some)?;
//! let open = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
//! let exit = Pos::new(0, 6);
//! for (breaks, steps) in [(1, None), (2, Some(8))] {
//!     let walls = WallBreaks::new(&open, breaks);
//!     let space = Keys::from_letters(&walls, &grid)?; // 'S' and 'E' are not doors
//!     let start = space.start(walls.start(Pos::new(0, 2)));
//!     let mut bfs = Bfs::new();
//!     let found = bfs.search(&space, [start], |s| s.pos() == exit);
//!     assert_eq!(found.goal_distance(), steps);
//! }
//! # Ok::<(), gridpath::Error>(())
//! ```
//! # Your own state space
//!
//! Implement [`StateSpace`]: a state type, a cost type, and the successors of a state. Number
//! the states densely if you can (see the trait docs); otherwise the engines hash them.
//!
//! ```
//! use gridpath::{Bfs, StateSpace};
//!
//! /// Two jugs of 3 and 5 litres: fill, empty, or pour one into the other.
//! struct Jugs;
//! impl StateSpace for Jugs {
//!     type State = (u8, u8);
//!     type Cost = u32;
//!     fn successors(&self, (a, b): (u8, u8), mut visit: impl FnMut((u8, u8), u32)) {
//!         let pour_ab = a.min(5 - b);
//!         let pour_ba = b.min(3 - a);
//!         for next in [(3, b), (a, 5), (0, b), (a, 0), (a - pour_ab, b + pour_ab), (a + pour_ba, b - pour_ba)] {
//!             visit(next, 1);
//!         }
//!     }
//! }
//!
//! let mut bfs = Bfs::new();
//! let found = bfs.search(&Jugs, [(0, 0)], |(_, b)| b == 4);
//! assert_eq!(found.goal_distance(), Some(6));
//! ```
//! # Errors
//!
//! Engines never fail. Parsing and construction return the error of their area, which says
//! what is wrong and where: [`GridError`] (grid text, sizes, positions, move sets),
//! [`JumpGridError`], [`maze::MazeError`], [`adapt::KeysError`], [`movingai::MovingAiError`],
//! [`input::InputError`]. A function that can fail in several areas (reading a grid from
//! problem input, a Moving AI file from disk) returns the crate's [`Error`], which wraps them;
//! every area error converts into it, so `?` works across areas in your own code.
//!
//! ```
//! use gridpath::{Error, Grid, GridError};
//! let err = Grid::parse_bytes("..\n.x\n", b".#").unwrap_err();
//! assert_eq!(err, GridError::UnexpectedChar { row: 1, col: 1, ch: 'x' });
//! assert_eq!(Error::from(err).to_string(), "unexpected character 'x' at row 1, column 1");
//! ```
//!
//! # Reading problem input
//!
//! [`input::Input`] reads the usual shape of puzzle input — numbers, then grid rows as
//! whitespace-separated tokens — with errors that name the line, row, column and character;
//! [`input::run`] wraps a solver into a command-line program. The problem programs in
//! `examples/` that read standard input (problems 1–17 of `examples/README.md`) are written
//! this way.
//!
//! ```
//! use gridpath::input::Input;
//! use gridpath::{Bfs, GridSpace, Moves};
//!
//! let mut input = Input::new("2 3\nS.#\n#.E\n");
//! let size = input.size()?;
//! let grid = input.grid(size, b".#SE")?;
//! input.finish()?;
//! let (start, exit) = (grid.find_unique(b'S')?, grid.find_unique(b'E')?);
//! let space = GridSpace::new(&grid, Moves::four(), |&c| c != b'#');
//! assert_eq!(Bfs::new().search(&space, [start], |p| p == exit).goal_distance(), Some(3));
//! # Ok::<(), gridpath::Error>(())
//! ```
//! # Property-testing your own pathfinder
//!
//! With the `proptest` feature, the module `gridpath::testing` gives you proptest strategies
//! for grids, terrain, mazes and start/goal pairs, and an optimality oracle: a brute-force
//! reference that checks a path your code found is legal and shortest, and that "no path" is
//! claimed only when there is none. The guide `docs/testing.md` tests a pathfinder with them
//! in a few lines.
#![cfg_attr(
    feature = "proptest",
    doc = "See [`testing`] for the strategies and the oracle."
)]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![doc(test(attr(deny(warnings))))]

pub mod adapt;
pub mod any_angle;
pub mod batch;
mod bits;
mod cost;
mod error;
pub mod field;
mod grid;
pub mod input;
pub mod maze;
pub mod movingai;
pub mod render;
mod search;
pub mod solve;
mod space;
#[cfg(feature = "proptest")]
pub mod testing;

pub use cost::{Cost, Length, Octile};
pub use error::{Error, GridError, JumpGridError, Result};
pub use grid::{
    Components, DiagonalRule, Dir, EnterCost, Grid, GridSpace, Moves, OctileEnterCost, OctileSteps,
    OnGrid, Passable, Pos, Size, StepRule, path_dirs, path_letters,
};
pub use search::{
    AStar, Bfs, BidirectionalBfs, BidirectionalDijkstra, DStarLite, Dfs, Dijkstra, Engine, IdaStar,
    JumpGrid, JumpPointSearch, OwnedSearchTree, PathResult, SearchEnd, SearchEvent, SearchTree,
    Storage, ZeroOneBfs, goal, heuristic,
};
pub use space::{
    DenseNumbering, FnSpace, LayeredNumbering, Layout, Number, Numbering, Predecessors, Reversed,
    StateSpace, Unnumbered,
};

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

pub mod guide {
    //! Guides: longer walks through one part of the crate, every example compiled and run as
    //! a test.
    //!
    //! - [`custom_states`]: your own state types — a robot with a heading, memory an adapter
    //!   does not give, numbering them densely;
    //! - `testing` (feature `proptest`): property-testing your own pathfinder with the
    //!   crate's strategies and its optimality oracle;
    //! - [`jump_point_search`]: the design of Jump Point Search — its pruning rules on the
    //!   no-corner-cutting model, why they keep lengths optimal, the masks and the jump table;
    //! - [`changing_maps`]: maps that change while the program runs — doors, destructible
    //!   walls, a robot that learns its map — and what each update in place costs;
    //! - [`many_agents`]: one distance field for a crowd — downhill moves, flow fields, flee
    //!   maps and mixed desires, terrain with exact octile costs, and every core;
    //! - [`any_angle`]: straight-line paths between cell corners — the model, the optimal
    //!   search (Anya), Theta*, Lazy Theta* and string pulling, and which to use.

    #[doc = include_str!("../docs/custom-states.md")]
    pub mod custom_states {}

    #[cfg(feature = "proptest")]
    #[doc = include_str!("../docs/testing.md")]
    pub mod testing {}

    #[doc = include_str!("../docs/jps.md")]
    pub mod jump_point_search {}

    #[doc = include_str!("../docs/changing-maps.md")]
    pub mod changing_maps {}

    #[doc = include_str!("../docs/many-agents.md")]
    pub mod many_agents {}

    #[doc = include_str!("../docs/any-angle.md")]
    pub mod any_angle {}
}

pub mod prelude {
    //! The items most programs use, for a glob import: `use gridpath::prelude::*;`.
    //!
    //! ```
    //! use gridpath::prelude::*;
    //!
    //! let grid = Grid::parse("S.\n.E\n", Some)?;
    //! let space = GridSpace::new(&grid, Moves::four(), |&c| c != '#');
    //! let mut bfs = Bfs::new();
    //! let found = bfs.search(&space, [Pos::new(0, 0)], |p| p == Pos::new(1, 1));
    //! assert_eq!(found.goal_distance(), Some(2));
    //! # Ok::<(), gridpath::Error>(())
    //! ```
    //! Outside the prelude, each item has one path: the engines and the grid items are at the
    //! crate root, and nowhere else.
    //!
    //! ```compile_fail
    //! use gridpath::search::Bfs; // 0.1's second path: the module is private
    //! ```

    pub use crate::adapt::HasPos;
    pub use crate::{
        AStar, Bfs, Cost, Dfs, DiagonalRule, Dijkstra, Dir, FnSpace, Grid, GridSpace, JumpGrid,
        JumpPointSearch, Moves, Octile, Pos, Size, StateSpace, ZeroOneBfs, heuristic,
    };
}
