//! Theta* (Nash, Daniel, Koenig and Felner, AAAI 2007) and Lazy Theta* (Nash, Koenig and Tovey,
//! AAAI 2010): A* over the corners whose links skip corners where the line of sight allows —
//! a policy of the engine core ([`Policy`]), run by its one loop.

use super::route::Route;
use super::sight::{Corner, Sight};
use crate::cost::{Cost, Length};
use crate::search::SearchEvent;
use crate::search::engine::{Algorithm, Engine, Policy, Record, slot32};
use crate::search::events::{Observer, Observing, Unobserved};
use crate::search::frontier::{Buckets, Entry, Popped};
use crate::search::table::{Link, NONE, Slots, Table};
use crate::search::weighted::{Linked, Mark};
use crate::space::{Layout, Numbering, StateSpace};

/// Theta*: any-angle paths between corners, found by A* over the corners with links that skip
/// corners where the line of sight allows (Nash, Daniel, Koenig and Felner, 2007). A reusable
/// workspace, as every engine of the crate: [`new`](Engine::new), then any number of
/// [`search`](ThetaStar::search)es, each costing what it explores.
///
/// The nodes are the corners a path may stand on; the moves are the eight unit moves of
/// [`Sight`]'s state space (legal when the unit segment is [visible](Sight::visible)), 1 and
/// √2 long, as [`Length`]s; the estimate is the straight-line distance to the goal. When a
/// corner `s` is expanded and a move leads on to `s'`, Theta* links `s'` to the parent of `s`
/// if that parent sees `s'` — at length `g(parent(s)) + |parent(s) s'|` — and to `s`
/// otherwise — at `g(s) + |s s'|`. The route's corners are the goal's parents back to the
/// start: each sees the next, and the route turns only there. Unlike the paper's pseudo-code,
/// a closed corner whose length improves is opened again, which is what bounds the route's
/// length below.
///
/// Theta* is not optimal: its routes may be longer than the shortest any-angle path
/// ([`Anya`](super::Anya), [`VisibilityGraph`](super::VisibilityGraph)), though rarely by much.
///
/// # Never longer than the octile path
///
/// The route is never longer than the shortest path of unit moves between the same corners —
/// the octile path [`AStar::search_to`](crate::AStar::search_to) finds on `&sight` — up to
/// the rounding of the floats, and it exists exactly when that path does. Let
/// `P = s₀ … sₖ` be a shortest octile path and `d(sᵢ)` its length up to `sᵢ`.
///
/// - A corner's length is at least its parent's plus the segment between them: equal when
///   they are linked, and a length only ever decreases. So the route through the parents is
///   no longer than the goal's length.
/// - Until the goal is taken, some `sⱼ` is queued at `f ≤ d(sₖ)`. Let `j` be the first index
///   such that `sⱼ` is not closed at a length `g(sⱼ) ≤ d(sⱼ)`. If `j = 0`, `sⱼ` is the start,
///   open at 0. Otherwise `sⱼ₋₁` was expanded at `g(sⱼ₋₁) ≤ d(sⱼ₋₁)`, and offered `sⱼ` at
///   most `g(sⱼ₋₁) + |sⱼ₋₁ sⱼ| ≤ d(sⱼ)` (the link to the parent of `sⱼ₋₁` is no longer than
///   the way through `sⱼ₋₁`, by the triangle inequality). So `g(sⱼ) ≤ d(sⱼ)`, and `sⱼ` is
///   not closed: it is open — had it been closed at a longer length, the offer would have
///   opened it again — and queued at `g(sⱼ) + h(sⱼ) ≤ d(sⱼ) + h(sⱼ) ≤ d(sₖ)`, as the
///   straight line to the goal is no longer than the rest of `P`.
/// - The frontier takes the least `f` first, so the goal is taken at a length
///   `g(sₖ) = f ≤ d(sₖ)`, and it is taken at all: the frontier does not run dry before.
///
/// # Complexity
///
/// That of A* over the `(R + 1)(C + 1)` corners of an `R × C` grid, with up to eight
/// line-of-sight tests per corner expanded ([`Sight::visible`], each `O(Δrow + Δcol)`); 17
/// bytes of records per corner of the largest grid searched.
///
/// # Examples
///
/// ```
/// use gridpath::{AStar, Grid, GridSpace, Moves};
/// use gridpath::any_angle::{Corner, Sight, ThetaStar};
///
/// let grid = Grid::parse("....\n.##.\n....\n", Some)?;
/// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
/// let (start, goal) = (Corner::new(0, 0), Corner::new(3, 4));
///
/// let mut theta = ThetaStar::new();
/// let route = theta.search(&sight, start, goal).unwrap();
/// assert_eq!((route.corners()[0], *route.corners().last().unwrap()), (start, goal));
/// assert!(route.corners().windows(2).all(|w| sight.visible(w[0], w[1])));
/// // Around the block by one turn, shorter than any path of unit moves.
/// assert_eq!(route.corners().len(), 3);
/// let octile = AStar::new().search_to(&sight, [start], goal).goal_distance().unwrap();
/// assert!(route.length() < octile.to_f64());
/// # Ok::<(), gridpath::Error>(())
/// ```
pub type ThetaStar = Engine<Theta<false>, Corner>;

/// Lazy Theta*: [`ThetaStar`] that tests the line of sight once per corner expanded rather
/// than once per move (Nash, Koenig and Tovey, 2010). A reusable workspace:
/// [`new`](Engine::new), then any number of [`search`](LazyThetaStar::search)es.
///
/// When a corner `s` is expanded and a move leads on to a corner `s'` never expanded, `s'` is
/// linked to the parent of `s` as if that parent saw it. The line of sight is tested when `s'`
/// is taken; if it is not there, `s'` is linked instead to its expanded neighbour `n` that
/// minimises `g(n) + |n s'|` (there is one: the corner whose expansion reached `s'`), before
/// it is expanded in turn. Two departures from the paper's pseudo-code, both so that a route
/// is made of visible segments and is never longer than the octile path:
///
/// - a closed corner whose length improves is opened again, as by [`ThetaStar`];
/// - moves to a corner that has been expanded, and to the goal, are linked with the line of
///   sight tested, as by Theta*. A corner that has been expanded may be the parent of others,
///   whose routes go through its link: that link must hold while it is open again. The goal
///   is returned when it is taken: a link corrected then could not be queued again.
///
/// So only corners never expanded — the parent of none — are corrected, and the argument of
/// [`ThetaStar`] carries over: a corner's length is still at least its parent's plus the
/// segment between them, and the `sⱼ` of that argument, if corrected, is corrected when it
/// is taken, with `sⱼ₋₁` closed: through `sⱼ₋₁` its length is at most `d(sⱼ)`. The route is
/// never longer than the octile path, up to the rounding of the floats.
///
/// # Complexity
///
/// That of [`ThetaStar`], with one line-of-sight test per corner expanded, and one per move
/// to an expanded corner or the goal, instead of one per move.
///
/// # Examples
///
/// ```
/// use gridpath::{Grid, GridSpace, Moves};
/// use gridpath::any_angle::{Corner, LazyThetaStar, Sight, VisibilityGraph};
///
/// let grid = Grid::parse("......\n..##..\n......\n", Some)?;
/// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
/// let (start, goal) = (Corner::new(3, 0), Corner::new(0, 6));
///
/// let mut lazy = LazyThetaStar::new();
/// let route = lazy.search(&sight, start, goal).unwrap();
/// assert!(route.corners().windows(2).all(|w| sight.visible(w[0], w[1])));
/// let (best, _) = VisibilityGraph::new(&sight).shortest(start, goal).unwrap();
/// assert!(route.length() >= best - 1e-9);
/// # Ok::<(), gridpath::Error>(())
/// ```
pub type LazyThetaStar = Engine<Theta<true>, Corner>;

impl ThetaStar {
    /// The Theta* route from `start` to `goal` on `sight`, or `None` when there is none — also
    /// when `start` or `goal` is outside the grid or a corner no path may stand on (no free
    /// cell around it, or a pinch: `!sight.visible(corner, corner)`), the crate's one rule for
    /// such ends. [`Route::expanded`] counts the corners expanded.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::any_angle::{Corner, Sight, ThetaStar};
    ///
    /// let grid = Grid::parse("...\n...\n", Some)?;
    /// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut theta = ThetaStar::new();
    /// // Open ground: one straight line, though no unit move points that way.
    /// let route = theta.search(&sight, Corner::new(0, 0), Corner::new(2, 3)).unwrap();
    /// assert_eq!(route.corners(), [Corner::new(0, 0), Corner::new(2, 3)]);
    /// assert!((route.length() - 13f64.sqrt()).abs() < 1e-12);
    /// assert!(theta.search(&sight, Corner::new(0, 0), Corner::new(3, 0)).is_none()); // outside
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search(&mut self, sight: &Sight, start: Corner, goal: Corner) -> Option<Route> {
        query(self, sight, start, goal, Unobserved)
    }

    /// [`search`](Self::search), reporting each step to `observe` as it happens
    /// ([`SearchEvent`]): a corner is discovered from the corner it is linked to (the parent
    /// of the corner expanded, when that parent sees it) at the length of that link, again
    /// each time it is linked more shortly; so the last discovery of each corner of the route
    /// names the corner before it. An observer that does nothing costs nothing.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, SearchEvent};
    /// use gridpath::any_angle::{Corner, Sight, ThetaStar};
    ///
    /// let grid = Grid::parse("....\n", Some)?;
    /// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let (start, goal) = (Corner::new(0, 0), Corner::new(1, 4));
    /// let mut linked_from = None;
    /// let mut theta = ThetaStar::new();
    /// let route = theta.search_observed(&sight, start, goal, |event| {
    ///     if let SearchEvent::Discovered { state, from, .. } = event {
    ///         if state == goal {
    ///             linked_from = from;
    ///         }
    ///     }
    /// });
    /// assert_eq!(route.unwrap().corners(), [start, goal]);
    /// assert_eq!(linked_from, Some(start)); // the goal is linked straight to the start
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search_observed(
        &mut self,
        sight: &Sight,
        start: Corner,
        goal: Corner,
        observe: impl FnMut(SearchEvent<Corner, Length>),
    ) -> Option<Route> {
        query(self, sight, start, goal, Observing(observe))
    }
}

impl LazyThetaStar {
    /// The Lazy Theta* route from `start` to `goal` on `sight`, or `None` when there is none —
    /// also when `start` or `goal` is outside the grid or a corner no path may stand on
    /// (`!sight.visible(corner, corner)`), the crate's one rule for such ends.
    /// [`Route::expanded`] counts the corners expanded.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves};
    /// use gridpath::any_angle::{Corner, LazyThetaStar, Sight};
    ///
    /// let grid = Grid::parse(".#.\n...\n", Some)?;
    /// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut lazy = LazyThetaStar::new();
    /// // From the top-left corner to the top-right one, under the wall.
    /// let route = lazy.search(&sight, Corner::new(0, 0), Corner::new(0, 3)).unwrap();
    /// assert_eq!(route.corners(), [Corner::new(0, 0), Corner::new(1, 1), Corner::new(1, 2), Corner::new(0, 3)]);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search(&mut self, sight: &Sight, start: Corner, goal: Corner) -> Option<Route> {
        query(self, sight, start, goal, Unobserved)
    }

    /// [`search`](Self::search), reporting each step to `observe` as it happens
    /// ([`SearchEvent`]): a corner is discovered from the corner it is linked to, at the length
    /// of that link — for a corner never expanded, the link assumed. A corner whose assumed
    /// link is not there is linked anew when it is taken, which no event reports: its
    /// [`Expanded`](SearchEvent::Expanded) event carries the corrected length.
    ///
    /// # Examples
    ///
    /// ```
    /// use gridpath::{Grid, GridSpace, Moves, SearchEvent};
    /// use gridpath::any_angle::{Corner, LazyThetaStar, Sight};
    ///
    /// let grid = Grid::parse("...\n.#.\n...\n", Some)?;
    /// let sight = Sight::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
    /// let mut expanded = 0;
    /// let mut lazy = LazyThetaStar::new();
    /// let route = lazy.search_observed(&sight, Corner::new(0, 0), Corner::new(3, 3), |event| {
    ///     if let SearchEvent::Expanded { .. } = event {
    ///         expanded += 1;
    ///     }
    /// });
    /// assert_eq!(route.unwrap().expanded(), expanded);
    /// # Ok::<(), gridpath::Error>(())
    /// ```
    pub fn search_observed(
        &mut self,
        sight: &Sight,
        start: Corner,
        goal: Corner,
        observe: impl FnMut(SearchEvent<Corner, Length>),
    ) -> Option<Route> {
        query(self, sight, start, goal, Observing(observe))
    }
}

/// One query of either search: the crate's rule for ends no path may stand on, then the core's
/// loop with the [`AnyAngle`] policy, and the route through the goal's parents.
fn query<const LAZY: bool>(
    engine: &mut Engine<Theta<LAZY>, Corner>,
    sight: &Sight,
    start: Corner,
    goal: Corner,
    observe: impl Observer<Corner, Length>,
) -> Option<Route> {
    if !sight.visible(start, start) || !sight.visible(goal, goal) {
        return None;
    }
    let space = Lengths(sight);
    let policy = |epoch| AnyAngle::<LAZY> {
        space,
        goal,
        open: Mark::open(epoch),
        overflowed: false,
        reached: (start, Length::ZERO),
    };
    let tree = engine.records.query(
        space,
        &mut engine.frontier,
        policy,
        [start],
        |corner| corner == goal,
        observe,
    );
    Some(Route::new(tree.path()?, tree.expanded()))
}

/// The parts of [`ThetaStar`] (`LAZY = false`) and [`LazyThetaStar`] (`LAZY = true`): the
/// records of [`Parents`] and the frontier of [`AStar`](crate::AStar), for [`Length`]s.
#[derive(Debug, Clone, Copy)]
pub struct Theta<const LAZY: bool>;

impl<const LAZY: bool> Algorithm<Corner> for Theta<LAZY> {
    type Record = Parents;
    type Entry = Entry<Corner, Length>;
    type Frontier = Buckets<Corner, Length>;
}

/// The records of the any-angle searches: the weighted engines' one-byte [`Mark`] and
/// [`Linked`] length and parent, with three marks per query — open (never expanded), closed,
/// and open again after being expanded — because Lazy Theta* links the two open kinds
/// differently.
#[derive(Debug, Clone, Copy)]
pub struct Parents;

/// Marks a query of [`Parents`] writes: open, closed, open again.
const MARKS: u32 = 3;

impl Record for Parents {
    type Mark = Mark;
    type Link = Linked<Length>;
    type Distance = Length;
    const ZERO: Length = Length::ZERO;

    fn marks_needed(_: Option<Layout>) -> u32 {
        MARKS
    }

    /// The length of a closed corner.
    fn distance<S>(table: &Table<S, Mark, Linked<Length>>, slot: usize) -> Option<Length> {
        let closed = Mark::open(table.epoch).closed();
        if *table.marks.get(slot)? == closed {
            table.links.get(slot).map(|link| link.dist)
        } else {
            None
        }
    }
}

/// A length from a distance between corners (never negative, never NaN).
#[inline]
fn length(distance: f64) -> Length {
    Length::new(distance).unwrap_or(Length::MAX)
}

/// `Sight`'s corners and unit moves, with [`Length`]s for costs and the straight line to the
/// goal for estimate: the space the two searches run on, numbered as `Sight` is.
#[derive(Debug, Clone, Copy)]
struct Lengths<'s>(&'s Sight);

impl StateSpace for Lengths<'_> {
    type State = Corner;
    type Cost = Length;

    #[inline]
    fn successors(&self, corner: Corner, mut visit: impl FnMut(Corner, Length)) {
        self.0
            .successors(corner, |next, cost| visit(next, length(cost.to_f64())));
    }

    fn contains(&self, corner: Corner) -> bool {
        StateSpace::contains(self.0, corner)
    }

    fn numbering(&self) -> Option<impl Numbering<Corner>> {
        self.0.numbering()
    }

    /// The straight line: no any-angle path is shorter.
    #[inline]
    fn estimate(&self, from: Corner, to: Corner) -> Length {
        length(from.distance(to))
    }
}

/// The corner a successor is linked to: its slot, the corner, and its length.
#[derive(Debug, Clone, Copy)]
struct Parent {
    slot: usize,
    corner: Corner,
    g: Length,
}

/// What the expansion of a corner needs: the corner, its length, and its parent (`None` for
/// the start).
#[derive(Debug, Clone, Copy)]
struct Taken {
    corner: Corner,
    g: Length,
    parent: Option<Parent>,
}

/// The policy of both searches: best-first by `f = g + h` as A*'s, with Theta*'s links
/// (`LAZY = false`) or Lazy Theta*'s (`LAZY = true`).
struct AnyAngle<'s, const LAZY: bool> {
    space: Lengths<'s>,
    goal: Corner,
    /// The open mark of the query; closed is the next, open again the one after.
    open: Mark,
    /// A corner was left unreached because its length overflowed.
    overflowed: bool,
    /// The corner the successor last queued was linked to, and its length: for observers.
    reached: (Corner, Length),
}

impl<'s, const LAZY: bool> AnyAngle<'s, LAZY> {
    /// The expanded neighbour `n` of `corner` (closed, or open again after being closed)
    /// that minimises `g(n) + |n corner|`, and that length: Lazy Theta*'s correction of a link
    /// that is not there.
    fn nearest_expanded(
        &self,
        slots: &mut impl Slots<Lengths<'s>, Mark, Linked<Length>>,
        corner: Corner,
        slot: usize,
    ) -> Option<(Length, Parent)> {
        let open = self.open;
        let mut best: Option<(Length, Parent)> = None;
        // The moves out of a corner are the moves into it: visibility is symmetric.
        slots.expand(
            &self.space,
            corner,
            slot,
            |marks, links, next, cost, next_slot| {
                if marks[next_slot] > open {
                    let g = links[next_slot].dist;
                    let through = g.saturating_add(cost);
                    if best.is_none_or(|(shortest, _)| through < shortest) {
                        let parent = Parent {
                            slot: next_slot,
                            corner: next,
                            g,
                        };
                        best = Some((through, parent));
                    }
                }
            },
        );
        best
    }
}

impl<'s, const LAZY: bool> Policy<Lengths<'s>, Parents> for AnyAngle<'s, LAZY> {
    type Entry = Entry<Corner, Length>;
    type Popped = Popped<Corner, Length>;
    type Taken = Taken;

    fn start(
        &mut self,
        marks: &mut [Mark],
        links: &mut [Linked<Length>],
        start: Corner,
        slot: usize,
    ) -> Option<Self::Entry> {
        if marks[slot] >= self.open {
            return None;
        }
        marks[slot] = self.open;
        links[slot] = Linked::new(Length::ZERO, NONE);
        Some(Entry {
            f: self.space.estimate(start, self.goal),
            g: Length::ZERO,
            state: start,
            slot: slot32(slot),
        })
    }

    fn take(
        &mut self,
        slots: &mut impl Slots<Lengths<'s>, Mark, Linked<Length>>,
        popped: Self::Popped,
    ) -> Option<(Corner, usize, Taken)> {
        let slot = popped.slot as usize;
        let open = self.open;
        let (marks, links) = slots.parts();
        let mark = marks[slot];
        if mark != open && mark != open.reopened() {
            return None;
        }
        let link = links[slot];
        // An entry queued at more than the corner's length is stale; one queued at less (a
        // length corrected since) stands for the corner at its length now.
        if popped.g.is_some_and(|queued| queued > link.dist) {
            return None;
        }
        if link.dist.is_saturated() {
            self.overflowed = true;
            return None;
        }
        let corner = match popped.state {
            Some(corner) => corner,
            None => slots.state(slot),
        };
        let mut g = link.dist;
        let mut parent = (link.pred() != NONE).then(|| {
            let parent = link.pred() as usize;
            Parent {
                slot: parent,
                corner: slots.state(parent),
                g: slots.parts().1[parent].dist,
            }
        });
        // Lazy Theta*: a corner never expanded was linked assuming the line of sight.
        if LAZY
            && mark == open
            && let Some(assumed) = parent
            && !self.space.0.visible(assumed.corner, corner)
        {
            let (corrected, nearest) = self.nearest_expanded(slots, corner, slot)?;
            slots.parts().1[slot] = Linked::new(corrected, slot32(nearest.slot));
            (g, parent) = (corrected, Some(nearest));
        }
        slots.parts().0[slot] = open.closed();
        Some((corner, slot, Taken { corner, g, parent }))
    }

    fn relax(
        &mut self,
        marks: &mut [Mark],
        links: &mut [Linked<Length>],
        from: usize,
        taken: Taken,
        next: Corner,
        cost: Length,
        next_slot: usize,
    ) -> Option<(Self::Entry, bool)> {
        let open = self.open;
        let mark = marks[next_slot];
        let reached = mark >= open;
        let expanded = mark > open;
        let mut link = (taken.corner, from, taken.g.saturating_add(cost));
        if let Some(parent) = taken.parent {
            let through_parent = parent
                .g
                .saturating_add(length(parent.corner.distance(next)));
            // No shorter than through `taken` (the triangle inequality): if that is no
            // improvement, neither is the other, and the line of sight need not be tested.
            if reached && through_parent >= links[next_slot].dist {
                return None;
            }
            let assumed = LAZY && !expanded && next != self.goal;
            if assumed || self.space.0.visible(parent.corner, next) {
                link = (parent.corner, parent.slot, through_parent);
            }
        }
        let (to, to_slot, g) = link;
        if reached && g >= links[next_slot].dist {
            return None;
        }
        marks[next_slot] = if expanded { open.reopened() } else { open };
        links[next_slot] = Linked::new(g, slot32(to_slot));
        self.reached = (to, g);
        let entry = Entry {
            f: g.saturating_add(self.space.estimate(next, self.goal)),
            g,
            state: next,
            slot: slot32(next_slot),
        };
        Some((entry, false))
    }

    #[inline]
    fn distance_taken(&self, taken: Taken) -> Length {
        taken.g
    }

    /// The length of the link [`Policy::relax`] has just made.
    #[inline]
    fn distance_reached(&self, _: Taken, _: Length) -> Length {
        self.reached.1
    }

    /// The corner of the link [`Policy::relax`] has just made.
    #[inline]
    fn reached_from(&self, _: Taken, _: Corner) -> Corner {
        self.reached.0
    }

    fn marks_used(&self) -> u32 {
        MARKS
    }

    fn overflowed(&self) -> bool {
        self.overflowed
    }
}
