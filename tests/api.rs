//! The public types' common traits, checked at compile time (Rust API guidelines C-COMMON-TRAITS,
//! C-SEND-SYNC, C-DEBUG): every type a user holds is `Debug`; value types are `Clone`,
//! `PartialEq`/`Eq`/`Hash` where equality means something; grids, spaces, workspaces and
//! owned results are `Send` and `Sync`, so they can cross threads.

use core::fmt::Debug;
use core::hash::Hash;

use gridpath::adapt::{
    FewestBreaks, KeyCell, KeySet, Keys, Terrain, WallBreaks, WithBreaks, WithKeys,
};
use gridpath::input::Input;
use gridpath::maze::growing_tree::Pick;
use gridpath::maze::{Algorithm, Maze, MinStd};
use gridpath::movingai::{Scenario, Tile};
use gridpath::render::ascii::{Chars, Marks};
use gridpath::render::svg::{GridSvg, MazeSvg, Rgb, Style};
use gridpath::{
    AStar, Bfs, Dfs, DiagonalRule, Dijkstra, Dir, EnterCost, Error, Grid, GridSpace, JumpGrid,
    JumpPointSearch, Moves, Octile, OctileSteps, Passable, Pos, SearchTree, Storage, Unnumbered,
    ZeroOneBfs,
};

fn debug<T: Debug>() {}
fn send_sync<T: Send + Sync>() {}
fn value<T: Debug + Clone + PartialEq + Send + Sync>() {}
fn key<T: Debug + Clone + Eq + Hash + Send + Sync>() {}

type Open<'g> = GridSpace<'g, u8, Passable<fn(&u8) -> bool>>;

#[test]
fn value_types_compare_and_hash() {
    key::<Pos>();
    key::<Dir>();
    key::<Moves>();
    key::<DiagonalRule>();
    key::<Grid<u8>>();
    key::<Octile>();
    key::<Storage>();
    key::<KeySet>();
    key::<KeyCell>();
    key::<WithKeys<Pos>>();
    key::<WithBreaks<Pos>>();
    key::<Maze>();
    key::<MinStd>();
    key::<Algorithm>();
    key::<Pick>();
    key::<Tile>();
    key::<Rgb>();
    key::<Style>();
    key::<Chars>();
    key::<Marks<'static>>();
    value::<Error>();
    value::<Scenario>();
    value::<GridSvg<'static>>();
    value::<MazeSvg<'static>>();
}

#[test]
fn spaces_workspaces_and_results_are_debug_send_and_sync() {
    debug::<Input<'static>>();
    send_sync::<Input<'static>>();
    debug::<Open<'static>>();
    send_sync::<Open<'static>>();
    debug::<Passable<fn(&u8) -> bool>>();
    debug::<EnterCost<fn(&u8) -> Option<u32>>>();
    debug::<OctileSteps<fn(&u8) -> bool>>();
    debug::<Unnumbered<Open<'static>>>();
    debug::<WallBreaks<Open<'static>>>();
    send_sync::<WallBreaks<Open<'static>>>();
    debug::<FewestBreaks<Open<'static>>>();
    debug::<Keys<Open<'static>>>();
    send_sync::<Keys<Open<'static>>>();
    debug::<Terrain<'static, Open<'static>, u8, fn(&u8) -> Option<u32>>>();
    debug::<Bfs<Pos>>();
    send_sync::<Bfs<Pos>>();
    debug::<Dfs<Pos>>();
    send_sync::<Dfs<Pos>>();
    debug::<ZeroOneBfs<Pos, u32>>();
    send_sync::<ZeroOneBfs<Pos, u32>>();
    debug::<Dijkstra<Pos, u32>>();
    send_sync::<Dijkstra<Pos, u32>>();
    debug::<AStar<Pos, Octile>>();
    send_sync::<AStar<Pos, Octile>>();
    debug::<JumpPointSearch>();
    send_sync::<JumpPointSearch>();
    debug::<JumpGrid>();
    send_sync::<JumpGrid>();
    // `SearchTree` is a view borrowed from its workspace (through a trait object, so that every
    // engine returns the same type); it is `Debug` but deliberately not required to be `Send`
    // or `Sync`, which would force those bounds on every user's state type. Read what you need
    // from it, or move the workspace itself to another thread.
    debug::<SearchTree<'static, Open<'static>, u32>>();
}
