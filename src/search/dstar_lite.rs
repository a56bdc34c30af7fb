//! D* Lite: a planner that replans a shortest path to one goal as its start moves and the
//! space's move costs change, reusing what it found before.

use core::cmp::Ordering;
use core::hash::Hash;
use std::collections::BinaryHeap;

use crate::cost::Cost;
use crate::search::table::StateMap;
use crate::space::{Layout, MAX_DENSE, Numbering, Predecessors, StateSpace};

/// D* Lite (Koenig & Likhachev 2002, the optimized version with `km`): the shortest path from
/// a moving start to a fixed goal in a space whose moves change, replanned incrementally.
///
/// It searches *backward*, from the goal, over the moves into each state ([`Predecessors`]),
/// and keeps for every state it reached its distance to the goal `g` and a one-move lookahead
/// `rhs` — across replans. When the start moves ([`move_to`](Self::move_to)) and some moves
/// change ([`update`](Self::update)), [`replan`](Self::replan) repairs only the distances the
/// changes made wrong, near the start first, instead of searching again from scratch: a robot
/// that discovers walls as it walks replans with a fraction of the expansions of A*.
///
/// The planner keeps no borrow of the space: each call takes the space as it is now (pass
/// `&space`), so the space can change in place between calls. Between them, tell the planner
/// what changed. Its records are flat arrays indexed by the space's dense
/// [`numbering`](StateSpace::numbering) when it has one (allocated by [`new`](Self::new)),
/// else a hash map of the states reached. Distances are the space's exact [`Cost`]s (keys are
/// compared exactly: no floats), [`Cost::MAX`] standing for "no path".
///
/// The estimate is the space's own, [`StateSpace::estimate`]`(start, state)`: the planner needs
/// it to be a lower bound on the cost of the cheapest path between two states and to obey the
/// triangle inequality, `estimate(a, c) ≤ estimate(a, b) + estimate(b, c)`. The grid spaces'
/// estimates (Manhattan, Chebyshev, octile) and the default zero do; with one that does not, a
/// replanned distance may be longer than the shortest (never a distance of no path).
///
/// # Complexity
///
/// [`new`](Self::new) is `O(states)` for dense storage (the records are filled once), `O(1)`
/// hashed. The first [`replan`](Self::replan) is A* backward from the goal (with the same
/// estimate, towards the start): each state it expands costs a pass over its predecessors and
/// a binary-heap operation, `O(log n)`. Later replans expand only the states whose distance to
/// the goal the changes made wrong and that matter for the start's — each at most twice —, an
/// expansion that raises a distance also re-reading the successors of the predecessors that
/// depended on it. [`update`](Self::update) re-reads the successors of each changed state and
/// of its predecessors. Memory: one record (two costs, a queued key and a flag) per state
/// reached, and the queue.
///
/// # Examples
///
/// A robot in a corridor learns of a wall and replans.
///
/// ```
/// use gridpath::{DStarLite, Grid, GridSpace, Moves, Pos};
///
/// let cells = Grid::parse(".....\n.....\n", |c| Some(c == '.'))?;
/// // What the robot knows: at first, that every cell is free.
/// let mut space = GridSpace::new(&cells, Moves::four(), |&open| open);
/// let (start, goal) = (Pos::new(0, 0), Pos::new(0, 4));
/// let mut planner = DStarLite::new(&space, start, goal);
/// assert_eq!(planner.replan(&space), Some(4));
///
/// // One step along the path; then the robot sees that (0, 2) is a wall.
/// let next = planner.next_step(&space).unwrap();
/// assert_eq!(next, Pos::new(0, 1));
/// planner.move_to(next);
/// let wall = Pos::new(0, 2);
/// space.set_passable(wall, false)?;
/// // The cell that changed: the planner reads the moves around it again.
/// planner.update(&space, [wall]);
/// assert_eq!(planner.replan(&space), Some(5)); // around it, through row 1
/// let path = planner.path(&space).unwrap();
/// assert_eq!((path.first(), path.last(), path.len()), (Some(&next), Some(&goal), 6));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct DStarLite<S, C> {
    /// Where the robot is: the state whose distance to the goal is planned.
    start: S,
    goal: S,
    /// The start when `km` was last brought up to date.
    last: S,
    /// The sum of the estimates between successive starts, added to every key so that keys
    /// queued before the start moved stay lower bounds.
    km: C,
    nodes: Nodes<S, C>,
    queue: BinaryHeap<Queued<S, C>>,
    /// The states an update re-reads, each once.
    seen: StateMap<S>,
    /// Moves into a state, gathered before they are relaxed.
    moves: Vec<(S, C)>,
    /// How many states are queued (the heap also holds stale entries).
    live: usize,
    expanded: usize,
    last_expanded: usize,
    replans: usize,
}

/// What the planner keeps per state.
#[derive(Debug, Clone, Copy)]
struct Node<C> {
    /// The distance to the goal, as of the last expansion (`Cost::MAX`: none).
    g: C,
    /// The one-move lookahead: the least `cost + g(next)` over the moves out, 0 for the goal.
    rhs: C,
    /// The key the state is queued with, if `queued`.
    key: (C, C),
    queued: bool,
}

impl<C: Cost> Node<C> {
    const UNSEEN: Node<C> = Node {
        g: C::MAX,
        rhs: C::MAX,
        key: (C::MAX, C::MAX),
        queued: false,
    };
}

/// The records: by dense index, or hashed by state.
#[derive(Debug, Clone)]
enum Nodes<S, C> {
    Dense(Vec<Node<C>>),
    Hashed {
        slots: StateMap<S>,
        nodes: Vec<Node<C>>,
    },
}

impl<S: Copy + Eq + Hash, C: Cost> Nodes<S, C> {
    /// Dense records for a numbering of `layout`, if there is one and they can be reserved;
    /// else an empty hash map.
    fn for_layout(layout: Option<Layout>) -> Self {
        if let Some(Layout::Dense { bound }) = layout
            && bound <= MAX_DENSE
        {
            let mut nodes = Vec::new();
            if nodes.try_reserve_exact(bound).is_ok() {
                nodes.resize(bound, Node::UNSEEN);
                return Nodes::Dense(nodes);
            }
        }
        Nodes::Hashed {
            slots: StateMap::default(),
            nodes: Vec::new(),
        }
    }

    /// The slot of `state`, if it has a record.
    #[inline]
    fn find(&self, numbering: Option<&impl Numbering<S>>, state: S) -> Option<usize> {
        match self {
            Nodes::Dense(nodes) => {
                let index = numbering?.number(state).index;
                (index < nodes.len()).then_some(index)
            }
            Nodes::Hashed { slots, .. } => slots.get(&state).map(|&slot| slot as usize),
        }
    }

    /// The record of `state` (unseen if it has none).
    #[inline]
    fn get(&self, numbering: Option<&impl Numbering<S>>, state: S) -> Node<C> {
        let slot = self.find(numbering, state);
        let nodes = match self {
            Nodes::Dense(nodes) | Nodes::Hashed { nodes, .. } => nodes,
        };
        slot.and_then(|slot| nodes.get(slot))
            .copied()
            .unwrap_or(Node::UNSEEN)
    }

    /// The record of `state`, made if it has none; `None` only where dense records cannot
    /// hold it (a numbering that does not fit them).
    #[inline]
    fn get_mut(&mut self, numbering: Option<&impl Numbering<S>>, state: S) -> Option<&mut Node<C>> {
        match self {
            Nodes::Dense(nodes) => nodes.get_mut(numbering?.number(state).index),
            Nodes::Hashed { slots, nodes } => {
                let next = u32::try_from(nodes.len()).ok()?;
                let slot = *slots.entry(state).or_insert(next) as usize;
                if slot == nodes.len() {
                    nodes.push(Node::UNSEEN);
                }
                nodes.get_mut(slot)
            }
        }
    }

    /// How many records there are.
    fn len(&self) -> usize {
        match self {
            Nodes::Dense(nodes) | Nodes::Hashed { nodes, .. } => nodes.len(),
        }
    }
}

/// A queue entry: a state and the key it was queued with. Stale entries (the state removed,
/// or queued again with another key) stay in the heap and are passed over when they surface.
///
/// The heap orders entries by `order`, the two parts of the key as their
/// [`Cost::sort_key`]s in one `u128` (one comparison instead of two of costs), and by the
/// exact key only where `order` cannot tell (parts without a sort key, which are larger than
/// all with one, are all `u64::MAX` there).
#[derive(Debug, Clone, Copy)]
struct Queued<S, C> {
    order: u128,
    key: (C, C),
    state: S,
}

impl<S, C: Cost> Queued<S, C> {
    fn new(key: (C, C), state: S) -> Self {
        let part = |cost: C| u128::from(cost.sort_key().unwrap_or(u64::MAX));
        Queued {
            order: (part(key.0) << 64) | part(key.1),
            key,
            state,
        }
    }
}

impl<S, C: Ord> PartialEq for Queued<S, C> {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl<S, C: Ord> Eq for Queued<S, C> {}
impl<S, C: Ord> PartialOrd for Queued<S, C> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl<S, C: Ord> Ord for Queued<S, C> {
    /// The least key on top of the (max-)heap.
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        const SATURATED: u64 = u64::MAX;
        match other.order.cmp(&self.order) {
            #[expect(
                clippy::cast_possible_truncation,
                reason = "the low half of the order, the second part's key"
            )]
            Ordering::Equal
                if (self.order >> 64) as u64 == SATURATED || self.order as u64 == SATURATED =>
            {
                other.key.cmp(&self.key)
            }
            order => order,
        }
    }
}

/// `a < b`, with [`Cost::MAX`] (no distance, the commonest value compared) decided without
/// comparing the costs.
#[inline]
fn less<C: Cost>(a: C, b: C) -> bool {
    if b == C::MAX {
        a != C::MAX
    } else if a == C::MAX {
        false
    } else {
        a < b
    }
}

/// Whether key `a` is below key `b` (lexicographic, as [`less`] compares).
#[inline]
fn key_less<C: Cost>(a: (C, C), b: (C, C)) -> bool {
    if a.0 == b.0 {
        less(a.1, b.1)
    } else {
        less(a.0, b.0)
    }
}

/// The least of `a` and `b`, as [`less`] compares.
#[inline]
fn least<C: Cost>(a: C, b: C) -> C {
    if less(b, a) { b } else { a }
}

impl<S: Copy + Eq + Hash, C: Cost> DStarLite<S, C> {
    /// A planner from `start` to `goal` on `space`, with nothing searched yet: call
    /// [`replan`](Self::replan). Dense records are allocated here when the space has a dense
    /// numbering (all of a later space's calls must then be on a space numbered alike: the
    /// same grid size, say).
    ///
    /// ```
    /// use gridpath::{DStarLite, Grid, GridSpace, Pos, Size};
    /// let grid = Grid::new(Size::new(3, 3), ())?;
    /// let space = GridSpace::octile(&grid, |_| true);
    /// let mut planner = DStarLite::new(&space, Pos::new(0, 0), Pos::new(2, 2));
    /// assert_eq!(planner.replan(&space), Some(gridpath::Octile::new(0, 2)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn new<Sp>(space: Sp, start: S, goal: S) -> Self
    where
        Sp: Predecessors<State = S, Cost = C>,
    {
        let numbering = space.numbering();
        let mut planner = DStarLite {
            start,
            goal,
            last: start,
            km: C::ZERO,
            nodes: Nodes::for_layout(numbering.as_ref().map(Numbering::layout)),
            queue: BinaryHeap::new(),
            seen: StateMap::default(),
            moves: Vec::new(),
            live: 0,
            expanded: 0,
            last_expanded: 0,
            replans: 0,
        };
        planner.seed_goal(&space, numbering.as_ref());
        planner
    }

    /// Computes the distance from the current start to the goal, repairing what the moves of
    /// the start and the updates since the last replan made wrong; `None` if the goal cannot
    /// be reached, or the start or the goal is not a state of `space`
    /// ([`StateSpace::contains`]).
    ///
    /// ```
    /// use gridpath::{DStarLite, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse(".#.\n", |c| Some(c == '.'))?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&open| open);
    /// let mut planner = DStarLite::new(&space, Pos::new(0, 0), Pos::new(0, 2));
    /// assert_eq!(planner.replan(&space), None);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn replan<Sp>(&mut self, space: Sp) -> Option<C>
    where
        Sp: Predecessors<State = S, Cost = C>,
    {
        self.last_expanded = 0;
        self.replans += 1;
        if !space.contains(self.start) || !space.contains(self.goal) {
            return None;
        }
        let numbering = space.numbering();
        let numbering = numbering.as_ref();
        self.seed_goal(&space, numbering);
        self.catch_up(&space);
        self.compute(&space, numbering);
        let rhs = self.nodes.get(numbering, self.start).rhs;
        (rhs != C::MAX).then_some(rhs)
    }

    /// Moves the start to `start` (where the robot now stands). Nothing is searched: the
    /// next [`update`](Self::update) or [`replan`](Self::replan) accounts for the move.
    ///
    /// ```
    /// use gridpath::{DStarLite, Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(1, 5), ())?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let mut planner = DStarLite::new(&space, Pos::new(0, 0), Pos::new(0, 4));
    /// assert_eq!(planner.replan(&space), Some(4));
    /// planner.move_to(Pos::new(0, 3));
    /// assert_eq!(planner.replan(&space), Some(1));
    /// assert_eq!(planner.start(), Pos::new(0, 3));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn move_to(&mut self, start: S) {
        self.start = start;
    }

    /// Tells the planner that the moves into or out of each state of `changed` may have
    /// changed (appeared, disappeared or changed cost) in `space`, which is the space as it is
    /// now. The planner re-reads the moves out of each of them, of each of their predecessors
    /// and of each of their successors; the next [`replan`](Self::replan) repairs the
    /// distances.
    ///
    /// What to list: every state one of whose moves *out* changed must be listed, or be a
    /// predecessor or a successor (in `space` as it is now) of a listed state. Listing either
    /// end of every changed move is always enough. On a grid, list the cells that opened or
    /// closed, nothing more: the moves that changed are those into and out of them and the
    /// diagonal ones passing beside them, all out of their neighbours — which a grid lists
    /// as the successors of a cell, open or closed, whenever the move set holds the four
    /// straight moves (as every move set of [`Moves`](crate::Moves) with diagonals does).
    ///
    /// ```
    /// use gridpath::{DStarLite, Grid, GridSpace, Moves, Pos};
    /// let cells = Grid::parse("...\n...\n", |c| Some(c == '.'))?;
    /// let mut space = GridSpace::new(&cells, Moves::four(), |&open| open);
    /// let mut planner = DStarLite::new(&space, Pos::new(0, 0), Pos::new(0, 2));
    /// assert_eq!(planner.replan(&space), Some(2));
    /// let wall = Pos::new(0, 1);
    /// space.set_passable(wall, false)?;
    /// planner.update(&space, [wall]);
    /// assert_eq!(planner.replan(&space), Some(4));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn update<Sp>(&mut self, space: Sp, changed: impl IntoIterator<Item = S>)
    where
        Sp: Predecessors<State = S, Cost = C>,
    {
        let numbering = space.numbering();
        let numbering = numbering.as_ref();
        self.catch_up(&space);
        let mut seen = core::mem::take(&mut self.seen);
        let mut moves = core::mem::take(&mut self.moves);
        seen.clear();
        for state in changed {
            moves.clear();
            moves.push((state, C::ZERO));
            space.predecessors(state, |prev, cost| moves.push((prev, cost)));
            space.successors(state, |next, cost| moves.push((next, cost)));
            for &(state, _) in &moves {
                // A value that is not a state (outside a grid, say) has no record to update.
                let fresh = seen.insert(state, 0).is_none();
                if fresh && space.contains(state) {
                    self.reevaluate(&space, numbering, state);
                }
            }
        }
        self.seen = seen;
        self.moves = moves;
    }

    /// The next state of a shortest path from the start, as of the last
    /// [`replan`](Self::replan): the successor `next` of the start with the least
    /// `cost + distance(next)`. `None` at the goal or where no path is known.
    ///
    /// ```
    /// use gridpath::{DStarLite, Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(2, 2), ())?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let mut planner = DStarLite::new(&space, Pos::new(0, 0), Pos::new(0, 1));
    /// planner.replan(&space);
    /// assert_eq!(planner.next_step(&space), Some(Pos::new(0, 1)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn next_step<Sp>(&self, space: Sp) -> Option<S>
    where
        Sp: Predecessors<State = S, Cost = C>,
    {
        let numbering = space.numbering();
        self.step_from(&space, numbering.as_ref(), self.start)
    }

    /// A shortest path from the start to the goal, both included, as of the last
    /// [`replan`](Self::replan): from the start, [`next_step`](Self::next_step) after
    /// [`next_step`](Self::next_step). `None` where no path is known (or the walk would
    /// circle, which moves of cost zero can make it do).
    ///
    /// ```
    /// use gridpath::{DStarLite, Grid, GridSpace, Moves, Pos};
    /// let grid = Grid::parse("..\n#.\n", |c| Some(c == '.'))?;
    /// let space = GridSpace::new(&grid, Moves::four(), |&open| open);
    /// let mut planner = DStarLite::new(&space, Pos::new(0, 0), Pos::new(1, 1));
    /// assert_eq!(planner.replan(&space), Some(2));
    /// assert_eq!(planner.path(&space), Some(vec![Pos::new(0, 0), Pos::new(0, 1), Pos::new(1, 1)]));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn path<Sp>(&self, space: Sp) -> Option<Vec<S>>
    where
        Sp: Predecessors<State = S, Cost = C>,
    {
        let numbering = space.numbering();
        let numbering = numbering.as_ref();
        if !space.contains(self.start) || self.nodes.get(numbering, self.start).rhs == C::MAX {
            return None;
        }
        let mut path = vec![self.start];
        let mut at = self.start;
        while at != self.goal {
            // A path visits each recorded state at most once.
            if path.len() > self.nodes.len() {
                return None;
            }
            at = self.step_from(&space, numbering, at)?;
            path.push(at);
        }
        Some(path)
    }

    /// The start: where the last [`move_to`](Self::move_to) put it.
    ///
    /// ```
    /// use gridpath::{DStarLite, Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(1, 2), ())?;
    /// let planner = DStarLite::new(&GridSpace::new(&grid, Moves::four(), |_| true), Pos::new(0, 0), Pos::new(0, 1));
    /// assert_eq!((planner.start(), planner.goal()), (Pos::new(0, 0), Pos::new(0, 1)));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn start(&self) -> S {
        self.start
    }

    /// The goal.
    ///
    /// ```
    /// use gridpath::{DStarLite, Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(1, 2), ())?;
    /// let planner = DStarLite::new(&GridSpace::new(&grid, Moves::four(), |_| true), Pos::new(0, 0), Pos::new(0, 1));
    /// assert_eq!(planner.goal(), Pos::new(0, 1));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn goal(&self) -> S {
        self.goal
    }

    /// The states expanded by every [`replan`](Self::replan) so far.
    ///
    /// ```
    /// use gridpath::{DStarLite, Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(1, 5), ())?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let mut planner = DStarLite::new(&space, Pos::new(0, 0), Pos::new(0, 4));
    /// planner.replan(&space);
    /// let first = planner.expanded();
    /// assert_eq!(first, 4); // the goal and the cells up to the start's neighbour
    /// planner.replan(&space); // nothing changed: nothing to expand
    /// assert_eq!((planner.expanded(), planner.last_expanded(), planner.replans()), (first, 0, 2));
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn expanded(&self) -> usize {
        self.expanded
    }

    /// The states expanded by the last [`replan`](Self::replan).
    ///
    /// ```
    /// use gridpath::{DStarLite, Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(1, 3), ())?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let mut planner = DStarLite::new(&space, Pos::new(0, 0), Pos::new(0, 2));
    /// planner.replan(&space);
    /// assert_eq!(planner.last_expanded(), planner.expanded());
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn last_expanded(&self) -> usize {
        self.last_expanded
    }

    /// How many times [`replan`](Self::replan) was called.
    ///
    /// ```
    /// use gridpath::{DStarLite, Grid, GridSpace, Moves, Pos, Size};
    /// let grid = Grid::new(Size::new(1, 3), ())?;
    /// let space = GridSpace::new(&grid, Moves::four(), |_| true);
    /// let mut planner = DStarLite::new(&space, Pos::new(0, 0), Pos::new(0, 2));
    /// assert_eq!(planner.replans(), 0);
    /// planner.replan(&space);
    /// assert_eq!(planner.replans(), 1);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    #[must_use]
    pub fn replans(&self) -> usize {
        self.replans
    }

    /// Gives the goal its distance, zero, and queues it, if the space contains it and that has
    /// not been done: on a goal that was no state of the space when the planner was made (a
    /// wall of a grid, say), when it becomes one.
    fn seed_goal<Sp: StateSpace<State = S, Cost = C>>(
        &mut self,
        space: &Sp,
        numbering: Option<&impl Numbering<S>>,
    ) {
        if !space.contains(self.goal) || self.nodes.get(numbering, self.goal).rhs == C::ZERO {
            return;
        }
        if let Some(node) = self.nodes.get_mut(numbering, self.goal) {
            node.rhs = C::ZERO;
        }
        self.update_vertex(space, numbering, self.goal);
    }

    /// Adds to `km` the estimate from the start `km` last accounted for to the current one.
    fn catch_up<Sp: StateSpace<State = S, Cost = C>>(&mut self, space: &Sp) {
        if self.last != self.start {
            self.km = self
                .km
                .saturating_add(space.estimate(self.last, self.start));
            self.last = self.start;
        }
    }

    /// The key of `state` whose record is `node`: `(min(g, rhs) + h(start, state) + km,
    /// min(g, rhs))`.
    #[inline]
    fn key<Sp: StateSpace<State = S, Cost = C>>(
        &self,
        space: &Sp,
        node: Node<C>,
        state: S,
    ) -> (C, C) {
        let low = least(node.g, node.rhs);
        if low == C::MAX {
            return (C::MAX, C::MAX);
        }
        let first = low
            .saturating_add(space.estimate(self.start, state))
            .saturating_add(self.km);
        (first, low)
    }

    /// Queues `state` with its key if it is inconsistent (`g ≠ rhs`), takes it off the queue
    /// if it is consistent.
    fn update_vertex<Sp: StateSpace<State = S, Cost = C>>(
        &mut self,
        space: &Sp,
        numbering: Option<&impl Numbering<S>>,
        state: S,
    ) {
        let node = self.nodes.get(numbering, state);
        let key = self.key(space, node, state);
        let Some(node) = self.nodes.get_mut(numbering, state) else {
            return;
        };
        if node.g == node.rhs {
            if node.queued {
                node.queued = false;
                self.live -= 1;
            }
        } else if !node.queued || node.key != key {
            if !node.queued {
                node.queued = true;
                self.live += 1;
            }
            node.key = key;
            self.queue.push(Queued::new(key, state));
            if self.queue.len() > 2 * self.live + 1024 {
                self.compact(numbering);
            }
        }
    }

    /// Drops the stale entries from the heap, once they outnumber the live ones: the heap
    /// then stays within twice the states queued, rather than growing with every key change
    /// of every replan.
    #[cold]
    fn compact(&mut self, numbering: Option<&impl Numbering<S>>) {
        let nodes = &self.nodes;
        self.queue.retain(|entry| {
            let node = nodes.get(numbering, entry.state);
            node.queued && node.key == entry.key
        });
    }

    /// The least `cost + g(next)` over the moves out of `state`.
    fn lookahead<Sp: StateSpace<State = S, Cost = C>>(
        &self,
        space: &Sp,
        numbering: Option<&impl Numbering<S>>,
        state: S,
    ) -> C {
        let mut best = C::MAX;
        space.successors(state, |next, cost| {
            let through = cost.saturating_add(self.nodes.get(numbering, next).g);
            best = least(best, through);
        });
        best
    }

    /// Recomputes the `rhs` of `state` (not the goal's, which is 0) and queues it as needed.
    fn reevaluate<Sp: StateSpace<State = S, Cost = C>>(
        &mut self,
        space: &Sp,
        numbering: Option<&impl Numbering<S>>,
        state: S,
    ) {
        if state != self.goal {
            let rhs = self.lookahead(space, numbering, state);
            let node = self.nodes.get(numbering, state);
            if node.rhs != rhs
                && let Some(node) = self.nodes.get_mut(numbering, state)
            {
                node.rhs = rhs;
            }
        }
        self.update_vertex(space, numbering, state);
    }

    /// The successor of `state` with the least `cost + g(next)`, if that is a distance.
    fn step_from<Sp: StateSpace<State = S, Cost = C>>(
        &self,
        space: &Sp,
        numbering: Option<&impl Numbering<S>>,
        state: S,
    ) -> Option<S> {
        if state == self.goal {
            return None;
        }
        let mut best: Option<(C, S)> = None;
        space.successors(state, |next, cost| {
            let through = cost.saturating_add(self.nodes.get(numbering, next).g);
            if through != C::MAX && best.is_none_or(|(low, _)| through < low) {
                best = Some((through, next));
            }
        });
        best.map(|(_, next)| next)
    }

    /// The least valid queue entry, stale entries above it dropped.
    fn top(&mut self, numbering: Option<&impl Numbering<S>>) -> Option<Queued<S, C>> {
        while let Some(&entry) = self.queue.peek() {
            let node = self.nodes.get(numbering, entry.state);
            if node.queued && node.key == entry.key {
                return Some(entry);
            }
            self.queue.pop();
        }
        None
    }

    /// `ComputeShortestPath`: expands the queue until the start's key is below the least
    /// queued key and the start is not underconsistent.
    fn compute<Sp: Predecessors<State = S, Cost = C>>(
        &mut self,
        space: &Sp,
        numbering: Option<&impl Numbering<S>>,
    ) {
        let mut moves = core::mem::take(&mut self.moves);
        while let Some(top) = self.top(numbering) {
            let start = self.nodes.get(numbering, self.start);
            if !key_less(top.key, self.key(space, start, self.start)) && !less(start.g, start.rhs) {
                break;
            }
            // Taken off the queue: an expansion below queues it again if it stays
            // inconsistent (an underconsistent state whose lookahead is still a distance).
            self.queue.pop();
            let state = top.state;
            let node = self.nodes.get(numbering, state);
            let key = self.key(space, node, state);
            if key_less(top.key, key) {
                // Queued before the start moved: its key has grown since.
                if let Some(node) = self.nodes.get_mut(numbering, state) {
                    node.key = key;
                }
                self.queue.push(Queued::new(key, state));
                continue;
            }
            if let Some(node) = self.nodes.get_mut(numbering, state) {
                node.queued = false;
                self.live -= 1;
            }
            self.expanded += 1;
            self.last_expanded += 1;
            moves.clear();
            space.predecessors(state, |prev, cost| moves.push((prev, cost)));
            if less(node.rhs, node.g) {
                // Overconsistent: its distance falls to rhs, and may lower its predecessors'.
                let g = node.rhs;
                if let Some(node) = self.nodes.get_mut(numbering, state) {
                    node.g = g;
                }
                for &(prev, cost) in &moves {
                    if prev == self.goal {
                        continue;
                    }
                    let through = cost.saturating_add(g);
                    let node = self.nodes.get(numbering, prev);
                    if less(through, node.rhs) {
                        if let Some(node) = self.nodes.get_mut(numbering, prev) {
                            node.rhs = through;
                        }
                        self.update_vertex(space, numbering, prev);
                    }
                }
            } else {
                // Underconsistent: its distance is unknown again; the predecessors that went
                // through it look again.
                let old = node.g;
                if let Some(node) = self.nodes.get_mut(numbering, state) {
                    node.g = C::MAX;
                }
                for &(prev, cost) in &moves {
                    let node = self.nodes.get(numbering, prev);
                    if prev != self.goal && node.rhs == cost.saturating_add(old) {
                        self.reevaluate(space, numbering, prev);
                    } else {
                        self.update_vertex(space, numbering, prev);
                    }
                }
                self.reevaluate(space, numbering, state);
            }
        }
        self.moves = moves;
    }
}
