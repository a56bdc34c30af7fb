//! Renderer tests: exact text pictures of small hand-built grids and mazes, a consistency check
//! of the box drawing on random mazes, and SVG documents run through a small XML
//! well-formedness checker written here, then inspected element by element.
//!
//! `docs/maze.svg` is checked against a fresh rendering; run with `GRIDPATH_BLESS=1` to
//! rewrite it after an intended change.

mod common;

use std::collections::BTreeSet;

use common::open_cells;

use gridpath::any_angle::{Anya, Corner, Sight};
use gridpath::maze::{Maze, MinStd, RandomSource, dfs};
use gridpath::render::ascii::{self, Chars, Marks, maze_box, maze_box_with_path};
use gridpath::render::svg::{GridSvg, MazeSvg, Rgb, Style};
use gridpath::render::{cell_room, room_cell, room_path};
use gridpath::{Bfs, Dir, Grid, GridSpace, Moves, Pos, Size};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

fn p(row: u32, col: u32) -> Pos {
    Pos::new(row, col)
}

fn c(row: u32, col: u32) -> Corner {
    Corner::new(row, col)
}

/// A maze of `rows × cols` rooms with the given passages open.
fn maze(rows: usize, cols: usize, passages: &[(Pos, Dir)]) -> Maze {
    let mut maze = Maze::new(Size::try_from((rows, cols)).unwrap()).unwrap();
    for &(room, dir) in passages {
        assert!(maze.open(room, dir), "no room {dir:?} of {room}");
    }
    maze
}

/// Text from lines, each followed by `\n` (keeps expected pictures aligned in the source).
fn lines(rows: &[&str]) -> String {
    rows.iter().flat_map(|row| [*row, "\n"]).collect()
}

/// A maze with each passage open with probability 1/2: loops, open junctions, dead ends.
fn random_maze(rows: usize, cols: usize, seed: u32) -> Maze {
    let mut rng = MinStd::new(seed);
    let mut maze = Maze::new(Size::try_from((rows, cols)).unwrap()).unwrap();
    let rooms: Vec<Pos> = maze.all_rooms().collect();
    for room in rooms {
        for dir in [Dir::Right, Dir::Down] {
            if rng.below(2) == 1 {
                maze.open(room, dir);
            }
        }
    }
    maze
}

/// The shortest path of rooms from `from` to `to`, found by BFS on the maze's cell grid.
fn solve(maze: &Maze, from: Pos, to: Pos) -> Vec<Pos> {
    let cells = maze.to_grid();
    let space = GridSpace::new(&cells, Moves::four(), |&open| open);
    let mut bfs = Bfs::new();
    let found = bfs.search(&space, [room_cell(from)], |c| c == room_cell(to));
    room_path(&found.path().expect("the rooms are connected"))
}

// ---------------------------------------------------------------------------------------------
// ASCII: cell grids
// ---------------------------------------------------------------------------------------------

#[test]
fn cells_plain_and_with_a_path() {
    let grid = open_cells("....\n.##.\n....\n");
    assert_eq!(
        ascii::cells(&grid, Chars::default(), Marks::default()),
        lines(&["....", ".##.", "...."])
    );
    let path = [p(0, 0), p(1, 0), p(2, 0), p(2, 1), p(2, 2), p(2, 3)];
    assert_eq!(
        ascii::cells(&grid, Chars::default(), Marks::path(&path)),
        lines(&["S...", "*##.", "***E"])
    );
}

#[test]
fn cells_with_chosen_characters() {
    let grid = open_cells("#.#\n...\n");
    let chars = Chars {
        wall: '█',
        open: ' ',
        path: '·',
        start: 'A',
        end: 'B',
    };
    let path = [p(0, 1), p(1, 1), p(1, 2)];
    assert_eq!(
        ascii::cells(&grid, chars, Marks::path(&path)),
        lines(&["█A█", " ·B"])
    );
    assert_eq!(
        ascii::cells(&grid, chars, Marks::default()),
        lines(&["█ █", "   "])
    );
}

#[test]
fn cells_marks_endpoints_alone_and_in_order_of_precedence() {
    let grid = open_cells("...\n");
    // Endpoints without a path.
    let ends = Marks {
        start: Some(p(0, 0)),
        end: Some(p(0, 2)),
        ..Marks::default()
    };
    assert_eq!(ascii::cells(&grid, Chars::default(), ends), "S.E\n");
    // A one-cell path is its own start and end: the start wins.
    assert_eq!(
        ascii::cells(&grid, Chars::default(), Marks::path(&[p(0, 1)])),
        ".S.\n"
    );
    // The end wins over the path.
    let marks = Marks {
        path: &[p(0, 1), p(0, 2)],
        start: None,
        end: Some(p(0, 2)),
    };
    assert_eq!(ascii::cells(&grid, Chars::default(), marks), ".*E\n");
}

#[test]
fn cells_ignore_marks_outside_and_draw_marks_on_walls() {
    let grid = open_cells(".#\n");
    let path = [p(0, 0), p(0, 1), p(0, 2), p(7, 0)];
    let marks = Marks {
        path: &path,
        start: Some(p(9, 9)),
        end: None,
    };
    assert_eq!(ascii::cells(&grid, Chars::default(), marks), "**\n");
}

#[test]
fn cells_of_a_maze_grid_with_its_solution() {
    let maze = dfs::generate(Size::new(2, 3), &mut MinStd::new(1)).unwrap();
    let cells = maze.to_grid();
    let space = GridSpace::new(&cells, Moves::four(), |&open| open);
    let mut bfs = Bfs::new();
    let path = bfs
        .search(&space, [p(1, 1)], |c| c == p(3, 5))
        .path()
        .unwrap();
    assert_eq!(
        ascii::cells(&cells, Chars::default(), Marks::path(&path)),
        lines(&["#######", "#S#***#", "#*#*#*#", "#***#E#", "#######"])
    );
}

// ---------------------------------------------------------------------------------------------
// ASCII: box drawing
// ---------------------------------------------------------------------------------------------

#[test]
fn box_one_room() {
    let m = maze(1, 1, &[]);
    assert_eq!(maze_box(&m), lines(&["┌─┐", "│ │", "└─┘"]));
    assert_eq!(
        maze_box_with_path(&m, &[p(0, 0)]),
        lines(&["┌─┐", "│•│", "└─┘"])
    );
}

#[test]
fn box_one_by_three() {
    let closed = maze(1, 3, &[]);
    assert_eq!(maze_box(&closed), lines(&["┌─┬─┬─┐", "│ │ │ │", "└─┴─┴─┘"]));

    let open = maze(1, 3, &[(p(0, 0), Dir::Right), (p(0, 1), Dir::Right)]);
    assert_eq!(maze_box(&open), lines(&["┌─────┐", "│     │", "└─────┘"]));
    let path = [p(0, 0), p(0, 1), p(0, 2)];
    assert_eq!(
        maze_box_with_path(&open, &path),
        lines(&["┌─────┐", "│•••••│", "└─────┘"])
    );
    // A path from the right, stopping in the middle.
    assert_eq!(
        maze_box_with_path(&open, &[p(0, 2), p(0, 1)]),
        lines(&["┌─────┐", "│  •••│", "└─────┘"])
    );

    let left = maze(1, 3, &[(p(0, 1), Dir::Left)]);
    assert_eq!(maze_box(&left), lines(&["┌───┬─┐", "│   │ │", "└───┴─┘"]));
    // The path crosses a wall: the rooms are marked, the wall stays.
    assert_eq!(
        maze_box_with_path(&left, &path),
        lines(&["┌───┬─┐", "│•••│•│", "└───┴─┘"])
    );

    let right = maze(1, 3, &[(p(0, 1), Dir::Right)]);
    assert_eq!(maze_box(&right), lines(&["┌─┬───┐", "│ │   │", "└─┴───┘"]));
}

#[test]
fn box_three_by_one() {
    let m = maze(3, 1, &[(p(0, 0), Dir::Down)]);
    assert_eq!(
        maze_box(&m),
        lines(&["┌─┐", "│ │", "│ │", "│ │", "├─┤", "│ │", "└─┘"])
    );
    assert_eq!(
        maze_box_with_path(&m, &[p(0, 0), p(1, 0)]),
        lines(&["┌─┐", "│•│", "│•│", "│•│", "├─┤", "│ │", "└─┘"])
    );
}

#[test]
fn box_two_by_two_shapes() {
    assert_eq!(
        maze_box(&maze(2, 2, &[])),
        lines(&["┌─┬─┐", "│ │ │", "├─┼─┤", "│ │ │", "└─┴─┘"])
    );
    let all = [
        (p(0, 0), Dir::Right),
        (p(1, 0), Dir::Right),
        (p(0, 0), Dir::Down),
        (p(0, 1), Dir::Down),
    ];
    // Every passage open: the middle junction touches no wall.
    assert_eq!(
        maze_box(&maze(2, 2, &all)),
        lines(&["┌───┐", "│   │", "│   │", "│   │", "└───┘"])
    );
    // Close one passage at a time: each leaves one half piece in the middle.
    let half = |closed: usize| {
        let open: Vec<_> = (0..4).filter(|&i| i != closed).map(|i| all[i]).collect();
        maze_box(&maze(2, 2, &open))
    };
    assert_eq!(
        half(0),
        lines(&["┌─┬─┐", "│ │ │", "│ ╵ │", "│   │", "└───┘"])
    );
    assert_eq!(
        half(1),
        lines(&["┌───┐", "│   │", "│ ╷ │", "│ │ │", "└─┴─┘"])
    );
    assert_eq!(
        half(2),
        lines(&["┌───┐", "│   │", "├─╴ │", "│   │", "└───┘"])
    );
    assert_eq!(
        half(3),
        lines(&["┌───┐", "│   │", "│ ╶─┤", "│   │", "└───┘"])
    );
}

#[test]
fn box_of_a_generated_maze_with_its_solution() {
    let m = dfs::generate(Size::new(3, 4), &mut MinStd::new(5)).unwrap();
    let text = maze_box_with_path(&m, &solve(&m, p(0, 0), p(2, 3)));
    // Every room on the path, and only the passages between them, carry a dot; the path is
    // one unbroken line from corner to corner.
    assert_eq!(text.lines().count(), 7);
    assert!(text.lines().all(|line| line.chars().count() == 9));
    let dots: Vec<(usize, usize)> = text
        .lines()
        .enumerate()
        .flat_map(|(r, line)| {
            line.chars()
                .enumerate()
                .filter(|&(_, ch)| ch == '•')
                .map(move |(c, _)| (r, c))
        })
        .collect();
    let path = solve(&m, p(0, 0), p(2, 3));
    assert_eq!(dots.len(), 2 * path.len() - 1);
    assert!(dots.contains(&(1, 1)) && dots.contains(&(5, 7)));
}

/// The junction characters with an arm towards up, right, down and left.
fn arms(ch: char) -> Option<[bool; 4]> {
    let shapes = [
        (' ', [false, false, false, false]),
        ('╵', [true, false, false, false]),
        ('╶', [false, true, false, false]),
        ('└', [true, true, false, false]),
        ('╷', [false, false, true, false]),
        ('│', [true, false, true, false]),
        ('┌', [false, true, true, false]),
        ('├', [true, true, true, false]),
        ('╴', [false, false, false, true]),
        ('┘', [true, false, false, true]),
        ('─', [false, true, false, true]),
        ('┴', [true, true, false, true]),
        ('┐', [false, false, true, true]),
        ('┤', [true, false, true, true]),
        ('┬', [false, true, true, true]),
        ('┼', [true, true, true, true]),
    ];
    shapes.iter().find(|&&(c, _)| c == ch).map(|&(_, a)| a)
}

/// Checks a box picture against its maze, and that every junction joins exactly the wall
/// segments drawn around it; returns the junction characters used.
fn check_box(maze: &Maze, text: &str) -> BTreeSet<char> {
    let picture: Vec<Vec<char>> = text.lines().map(|l| l.chars().collect()).collect();
    let cells = maze.to_grid();
    assert_eq!(picture.len(), cells.height() as usize);
    let mut junctions = BTreeSet::new();
    for (pos, &open) in cells.iter() {
        let (r, c) = (pos.row as usize, pos.col as usize);
        assert_eq!(picture[r].len(), cells.width() as usize);
        let ch = picture[r][c];
        match (r % 2, c % 2) {
            (1, 1) => assert_eq!(ch, ' ', "room at {pos}"),
            (0, 1) => assert_eq!(ch, if open { ' ' } else { '─' }, "at {pos}"),
            (1, 0) => assert_eq!(ch, if open { ' ' } else { '│' }, "at {pos}"),
            _ => {
                let [up, right, down, left] = arms(ch).expect("a junction character");
                let at = |dr: isize, dc: isize| {
                    let (rr, cc) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
                    picture.get(rr)?.get(cc).copied()
                };
                assert_eq!(up, at(-1, 0) == Some('│'), "up of {ch} at {pos}");
                assert_eq!(down, at(1, 0) == Some('│'), "down of {ch} at {pos}");
                assert_eq!(left, at(0, -1) == Some('─'), "left of {ch} at {pos}");
                assert_eq!(right, at(0, 1) == Some('─'), "right of {ch} at {pos}");
                junctions.insert(ch);
            }
        }
    }
    junctions
}

#[test]
fn box_junctions_join_exactly_the_walls_around_them() {
    let mut seen = BTreeSet::new();
    for seed in 1..=20 {
        let m = random_maze(6, 9, seed);
        seen.extend(check_box(&m, &maze_box(&m)));
    }
    // Random passages produce every one of the 16 junction shapes.
    assert_eq!(seen.len(), 16, "{seen:?}");
    for seed in 1..=5 {
        let m = dfs::generate(Size::new(8, 11), &mut MinStd::new(seed)).unwrap();
        check_box(&m, &maze_box(&m));
    }
}

#[test]
fn box_ignores_rooms_outside_the_maze() {
    let open = maze(1, 3, &[(p(0, 0), Dir::Right), (p(0, 1), Dir::Right)]);
    // (1, 1) is outside: it breaks the line between (0, 1) and (0, 2)... and (0, 0)–(0, 1)
    // are not neighbours in the list, so no passage dot either.
    assert_eq!(
        maze_box_with_path(&open, &[p(0, 0), p(5, 5), p(0, 1), p(1, 1), p(0, 2)]),
        lines(&["┌─────┐", "│• • •│", "└─────┘"])
    );
}

#[test]
fn room_and_cell_coordinates() {
    assert_eq!(room_cell(p(0, 0)), p(1, 1));
    assert_eq!(room_cell(p(3, 7)), p(7, 15));
    assert_eq!(cell_room(p(7, 15)), Some(p(3, 7)));
    assert_eq!(cell_room(p(0, 0)), None);
    assert_eq!(cell_room(p(1, 2)), None);
    assert_eq!(cell_room(p(2, 1)), None);
    assert_eq!(room_cell(p(u32::MAX, 0)), p(u32::MAX, 1));
    assert_eq!(room_path(&[]), []);
}

// ---------------------------------------------------------------------------------------------
// A small XML well-formedness checker
// ---------------------------------------------------------------------------------------------

/// An element of a checked document: its name, attributes in order, and its parent's index.
#[derive(Debug, Clone)]
struct Element {
    name: String,
    attrs: Vec<(String, String)>,
    parent: Option<usize>,
}

impl Element {
    fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

fn is_name_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == ':'
}

fn is_name_char(c: char) -> bool {
    is_name_start(c) || c.is_ascii_digit() || c == '-' || c == '.'
}

/// Checks character data or an attribute value: `<` never, `&` only as one of the five
/// predefined entities or a character reference.
fn check_text(text: &str) -> Result<(), String> {
    if text.contains('<') {
        return Err(format!("'<' in text or value {text:?}"));
    }
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        let after = &rest[at + 1..];
        let end = after.find(';').ok_or("'&' without ';'")?;
        let entity = &after[..end];
        let ok = matches!(entity, "lt" | "gt" | "amp" | "quot" | "apos")
            || entity
                .strip_prefix("#x")
                .is_some_and(|h| !h.is_empty() && h.chars().all(|c| c.is_ascii_hexdigit()))
            || entity
                .strip_prefix('#')
                .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()));
        if !ok {
            return Err(format!("unknown entity &{entity};"));
        }
        rest = &after[end + 1..];
    }
    Ok(())
}

/// Reads a name at the start of `s`; returns it and the rest.
fn name(s: &str) -> Result<(&str, &str), String> {
    if !s.starts_with(is_name_start) {
        return Err(format!("expected a name at {:?}", &s[..s.len().min(20)]));
    }
    let end = s.find(|c| !is_name_char(c)).unwrap_or(s.len());
    Ok((&s[..end], &s[end..]))
}

/// A start tag or empty-element tag, from just after its `<`: its name, its attributes,
/// whether it closes itself, and the text after its `>`.
type StartTag<'a> = (&'a str, Vec<(String, String)>, bool, &'a str);

fn start_tag(s: &str) -> Result<StartTag<'_>, String> {
    let (tag, mut after) = name(s)?;
    let mut attrs: Vec<(String, String)> = Vec::new();
    loop {
        let trimmed = after.trim_start();
        if let Some(rest) = trimmed.strip_prefix("/>") {
            return Ok((tag, attrs, true, rest));
        }
        if let Some(rest) = trimmed.strip_prefix('>') {
            return Ok((tag, attrs, false, rest));
        }
        if trimmed.len() == after.len() {
            return Err(format!("no space before an attribute in <{tag}>"));
        }
        let (attr, r) = name(trimmed)?;
        let r = r
            .trim_start()
            .strip_prefix('=')
            .ok_or(format!("attribute {attr} of <{tag}> has no '='"))?;
        let r = r.trim_start();
        let quote = r
            .chars()
            .next()
            .filter(|&q| q == '"' || q == '\'')
            .ok_or(format!("attribute {attr} of <{tag}> is not quoted"))?;
        let body = &r[1..];
        let end = body
            .find(quote)
            .ok_or(format!("attribute {attr} of <{tag}> is not closed"))?;
        let value = &body[..end];
        check_text(value)?;
        if attrs.iter().any(|(n, _)| n == attr) {
            return Err(format!("attribute {attr} repeated in <{tag}>"));
        }
        attrs.push((attr.to_owned(), value.to_owned()));
        after = &body[end + 1..];
    }
}

/// Checks that `doc` is a well-formed XML document whose single root element is `<svg>`:
/// an optional `<?xml …?>` declaration, comments, tags balanced and properly nested,
/// attributes `name="value"` or `name='value'` with no name repeated in a tag, no `<` or bare
/// `&` in text or values, and nothing but whitespace and comments outside the root. Returns
/// the elements in document order.
fn check_xml(doc: &str) -> Result<Vec<Element>, String> {
    let mut elements: Vec<Element> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    let mut root_done = false;
    let mut rest = doc.strip_prefix('\u{feff}').unwrap_or(doc);
    if rest.starts_with("<?xml") {
        let end = rest.find("?>").ok_or("unterminated XML declaration")?;
        rest = &rest[end + 2..];
    }
    loop {
        // Character data up to the next markup.
        let next = rest.find('<').unwrap_or(rest.len());
        let text = &rest[..next];
        if open.is_empty() && !text.trim().is_empty() {
            return Err(format!("text outside the root: {:?}", text.trim()));
        }
        check_text(text)?;
        rest = &rest[next..];
        if rest.is_empty() {
            break;
        }
        if let Some(after) = rest.strip_prefix("<!--") {
            let end = after.find("-->").ok_or("unterminated comment")?;
            if after[..end].contains("--") {
                return Err("'--' inside a comment".into());
            }
            rest = &after[end + 3..];
            continue;
        }
        if let Some(after) = rest.strip_prefix("</") {
            let (tag, after) = name(after)?;
            let after = after.trim_start();
            rest = after.strip_prefix('>').ok_or("malformed end tag")?;
            let top = open.pop().ok_or(format!("</{tag}> closes nothing"))?;
            if elements[top].name != tag {
                return Err(format!("</{tag}> closes <{}>", elements[top].name));
            }
            if open.is_empty() {
                root_done = true;
            }
            continue;
        }
        // A start tag or an empty-element tag.
        if open.is_empty() && root_done {
            return Err("a second root element".into());
        }
        let (tag, attrs, self_closing, after) = start_tag(&rest[1..])?;
        if elements.is_empty() && tag != "svg" {
            return Err(format!("the root is <{tag}>, not <svg>"));
        }
        elements.push(Element {
            name: tag.to_owned(),
            attrs,
            parent: open.last().copied(),
        });
        if self_closing {
            if open.is_empty() {
                root_done = true;
            }
        } else {
            open.push(elements.len() - 1);
        }
        rest = after;
    }
    if let Some(&top) = open.last() {
        return Err(format!("<{}> is never closed", elements[top].name));
    }
    if elements.is_empty() {
        return Err("no root element".into());
    }
    Ok(elements)
}

#[test]
fn the_checker_accepts_well_formed_documents() {
    let ok = [
        "<svg/>",
        "<?xml version=\"1.0\"?>\n<svg xmlns='x'><g a=\"1\" b='2'><rect/></g></svg>\n",
        "<!-- a -->\n<svg>text &amp; &#60; &#x3c;<g></g ></svg><!-- b -->",
    ];
    for doc in ok {
        check_xml(doc).unwrap_or_else(|e| panic!("{doc:?}: {e}"));
    }
    let elements = check_xml("<svg><g><rect/></g><circle/></svg>").unwrap();
    let names: Vec<_> = elements.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["svg", "g", "rect", "circle"]);
    let parents: Vec<_> = elements.iter().map(|e| e.parent).collect();
    assert_eq!(parents, [None, Some(0), Some(1), Some(0)]);
}

#[test]
fn the_checker_rejects_malformed_documents() {
    let bad = [
        ("", "no root"),
        ("<svg>", "never closed"),
        ("<svg></g>", "closes"),
        ("<svg><g></svg></g>", "closes"),
        ("</svg>", "closes nothing"),
        ("<svg></svg><svg></svg>", "second root"),
        ("<svg/><g/>", "second root"),
        ("<g></g>", "not <svg>"),
        ("hello<svg/>", "outside the root"),
        ("<svg/>bye", "outside the root"),
        ("<svg width=3/>", "not quoted"),
        ("<svg width=\"3/>", "not closed"),
        ("<svg width/>", "no '='"),
        ("<svg a=\"1\" a=\"2\"/>", "repeated"),
        ("<svg a=\"1\"b=\"2\"/>", "no space"),
        ("<svg a=\"<\"/>", "'<'"),
        ("<svg>a & b</svg>", "without ';'"),
        ("<svg>&nbsp;</svg>", "unknown entity"),
        ("<svg><!-- a -- b --></svg>", "'--'"),
        ("<svg><1/></svg>", "expected a name"),
    ];
    for (doc, why) in bad {
        let err = check_xml(doc).expect_err(doc);
        assert!(err.contains(why), "{doc:?}: {err:?} should mention {why:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// SVG
// ---------------------------------------------------------------------------------------------

/// Checks the document and its root's size attributes; returns the elements and the size.
fn check_svg(doc: &str) -> (Vec<Element>, u64, u64) {
    let elements = check_xml(doc).unwrap_or_else(|e| panic!("{e}\n{doc}"));
    let root = &elements[0];
    assert_eq!(root.attr("xmlns"), Some("http://www.w3.org/2000/svg"));
    let width: u64 = root.attr("width").unwrap().parse().unwrap();
    let height: u64 = root.attr("height").unwrap().parse().unwrap();
    assert_eq!(
        root.attr("viewBox"),
        Some(format!("0 0 {width} {height}").as_str())
    );
    for e in &elements {
        for (_, value) in &e.attrs {
            assert!(!value.contains('&'), "nothing needs escaping: {value:?}");
        }
    }
    (elements, width, height)
}

/// The elements named `name` with `class` (or any class for `None`).
fn named<'a>(elements: &'a [Element], name: &str, class: Option<&str>) -> Vec<&'a Element> {
    elements
        .iter()
        .filter(|e| e.name == name && (class.is_none() || e.attr("class") == class))
        .collect()
}

/// The `<rect>`s inside the `<g>` of class `class`.
fn rects_in<'a>(elements: &'a [Element], class: &str) -> Vec<&'a Element> {
    elements
        .iter()
        .filter(|e| {
            e.name == "rect"
                && e.parent.is_some_and(|g| {
                    elements[g].name == "g" && elements[g].attr("class") == Some(class)
                })
        })
        .collect()
}

/// The points of the single path polyline, as written.
fn polyline_points(elements: &[Element]) -> Vec<String> {
    let lines = named(elements, "polyline", Some("path"));
    assert_eq!(lines.len(), 1);
    lines[0]
        .attr("points")
        .unwrap()
        .split(' ')
        .map(str::to_owned)
        .collect()
}

#[test]
fn grid_svg_plain() {
    let grid = open_cells("..#\n#..\n");
    let doc = GridSvg::new(&grid).to_string();
    let (elements, width, height) = check_svg(&doc);
    assert_eq!((width, height), (48, 32));
    assert_eq!(rects_in(&elements, "walls").len(), 2);
    assert_eq!(rects_in(&elements, "open").len(), 4);
    assert_eq!(named(&elements, "rect", None).len(), 6);
    assert!(named(&elements, "polyline", None).is_empty());
    assert!(named(&elements, "circle", None).is_empty());
    assert!(!doc.contains("class=\"heat\""));
    // One square per cell, each where its cell is.
    let mut corners: Vec<(String, String)> = named(&elements, "rect", None)
        .iter()
        .map(|r| {
            (
                r.attr("y").unwrap().to_owned(),
                r.attr("x").unwrap().to_owned(),
            )
        })
        .collect();
    corners.sort();
    corners.dedup();
    assert_eq!(corners.len(), 6);
    let walls: Vec<_> = rects_in(&elements, "walls")
        .iter()
        .map(|r| {
            (
                r.attr("x").unwrap(),
                r.attr("y").unwrap(),
                r.attr("width").unwrap(),
            )
        })
        .collect();
    assert_eq!(walls, [("32", "0", "16"), ("0", "16", "16")]);
}

#[test]
fn grid_svg_path_heatmap_and_counts() {
    let grid = open_cells("....#\n.##..\n.....\n");
    let space = GridSpace::new(&grid, Moves::four(), |&open| open);
    let mut bfs = Bfs::new();
    let field = bfs.distances(&space, [p(0, 0)]);
    let path = field.path_to(p(0, 3)).unwrap();
    let style = Style {
        cell: 10,
        ..Style::default()
    };
    let doc = GridSvg::new(&grid)
        .style(style)
        .heatmap(|c| field.distance(c))
        .path(&path)
        .to_string();
    let (elements, width, height) = check_svg(&doc);
    assert_eq!((width, height), (50, 30));

    let reached = grid
        .positions()
        .filter(|&c| field.distance(c).is_some())
        .count();
    assert_eq!(reached, 12);
    assert_eq!(rects_in(&elements, "heat").len(), reached);
    assert_eq!(rects_in(&elements, "walls").len(), 3);
    assert!(rects_in(&elements, "open").is_empty());
    assert_eq!(named(&elements, "rect", None).len(), grid.len());

    // The ramp: the start in `near`, the farthest cell in `far`.
    let max = grid
        .positions()
        .filter_map(|c| field.distance(c))
        .max()
        .unwrap();
    let fill_at = |x: &str, y: &str| {
        rects_in(&elements, "heat")
            .iter()
            .find(|r| r.attr("x") == Some(x) && r.attr("y") == Some(y))
            .and_then(|r| r.attr("fill"))
            .map(str::to_owned)
    };
    assert_eq!(fill_at("0", "0"), Some(style.near.to_string()));
    let far = grid
        .positions()
        .find(|&c| field.distance(c) == Some(max))
        .unwrap();
    assert_eq!(
        fill_at(&(far.col * 10).to_string(), &(far.row * 10).to_string()),
        Some(style.far.to_string())
    );

    assert_eq!(path.len(), 4);
    assert_eq!(polyline_points(&elements), ["5,5", "15,5", "25,5", "35,5"]);
    let circles = named(&elements, "circle", None);
    assert_eq!(circles.len(), 2);
    assert_eq!(circles[0].attr("class"), Some("start"));
    assert_eq!(
        (circles[0].attr("cx"), circles[0].attr("cy")),
        (Some("5"), Some("5"))
    );
    assert_eq!(circles[1].attr("class"), Some("end"));
    assert_eq!(
        (circles[1].attr("cx"), circles[1].attr("cy")),
        (Some("35"), Some("5"))
    );
}

#[test]
fn grid_svg_odd_cells_give_half_pixel_centres() {
    let grid = open_cells("..\n..\n");
    let path = [p(0, 0), p(1, 0), p(1, 1)];
    let doc = GridSvg::new(&grid)
        .style(Style {
            cell: 5,
            ..Style::default()
        })
        .path(&path)
        .to_string();
    let (elements, ..) = check_svg(&doc);
    assert_eq!(
        polyline_points(&elements),
        ["2.5,2.5", "2.5,7.5", "7.5,7.5"]
    );
}

#[test]
fn grid_svg_heatmap_from_a_grid_of_values() {
    let grid = open_cells("...\n");
    let values = Grid::from_vec(Size::new(1, 3), vec![Some(0), None, Some(4)]).unwrap();
    let style = Style::default();
    let doc = GridSvg::new(&grid).heatmap(|c| values[c]).to_string();
    let (elements, ..) = check_svg(&doc);
    let heat = rects_in(&elements, "heat");
    assert_eq!(heat.len(), 2);
    assert_eq!(heat[0].attr("fill"), Some(style.near.to_string().as_str()));
    assert_eq!(heat[1].attr("fill"), Some(style.far.to_string().as_str()));
    assert_eq!(rects_in(&elements, "open").len(), 1);

    // All values 0: everything `near`.
    let doc = GridSvg::new(&grid).heatmap(|_| Some(0)).to_string();
    let (elements, ..) = check_svg(&doc);
    assert!(
        rects_in(&elements, "heat")
            .iter()
            .all(|r| r.attr("fill") == Some(style.near.to_string().as_str()))
    );
    // No values: an empty heat group.
    let doc = GridSvg::new(&grid).heatmap(|_| None::<u32>).to_string();
    let (elements, ..) = check_svg(&doc);
    assert!(rects_in(&elements, "heat").is_empty());
    assert_eq!(named(&elements, "g", Some("heat")).len(), 1);
}

#[test]
fn grid_svg_one_cell_paths() {
    let grid = open_cells(".\n");
    let doc = GridSvg::new(&grid).path(&[p(0, 0)]).to_string();
    let (elements, ..) = check_svg(&doc);
    assert_eq!(polyline_points(&elements), ["8,8"]);
    assert_eq!(named(&elements, "circle", None).len(), 2);
    let doc = GridSvg::new(&grid).path(&[]).to_string();
    let (elements, ..) = check_svg(&doc);
    assert!(named(&elements, "polyline", None).is_empty());
}

#[test]
fn grid_svg_route_points_are_the_corners_scaled() {
    // The route Anya finds around a block, beside a cell path between the same cells.
    let grid = open_cells("....\n.##.\n....\n");
    let sight = Sight::new(&GridSpace::octile(&grid, |&open| open)).unwrap();
    let route = Anya::new()
        .search(&sight, Corner::new(0, 0), Corner::new(2, 4))
        .unwrap();
    // Over the block's top-right corner (√10 + √2), not under it (√5 + 3).
    assert_eq!(route.corners(), [c(0, 0), c(1, 3), c(2, 4)]);
    let path = [p(0, 0), p(0, 1), p(0, 2), p(0, 3), p(1, 3), p(2, 3)];
    for cell in [16, 5, 1] {
        let style = Style {
            cell,
            ..Style::default()
        };
        let doc = GridSvg::new(&grid)
            .style(style)
            .path(&path)
            .route(route.corners())
            .to_string();
        let (elements, width, height) = check_svg(&doc);
        assert_eq!((width, height), (4 * u64::from(cell), 3 * u64::from(cell)));
        // Corner (r, c) at (c × cell, r × cell).
        let scaled: Vec<String> = route
            .corners()
            .iter()
            .map(|k| format!("{},{}", k.col * cell, k.row * cell))
            .collect();
        let lines = named(&elements, "polyline", Some("route"));
        assert_eq!(lines.len(), 1);
        let points: Vec<&str> = lines[0].attr("points").unwrap().split(' ').collect();
        assert_eq!(points, scaled, "cell {cell}");
        assert_eq!(
            lines[0].attr("stroke"),
            Some(style.route.to_string().as_str())
        );
        assert_eq!(lines[0].attr("fill"), Some("none"));
        // A dot on each corner, in the route's colour.
        let groups = named(&elements, "g", Some("corners"));
        assert_eq!(groups.len(), 1);
        assert_eq!(
            groups[0].attr("fill"),
            Some(style.route.to_string().as_str())
        );
        let dots: Vec<String> = elements
            .iter()
            .filter(|e| {
                e.name == "circle"
                    && e.parent
                        .is_some_and(|g| elements[g].attr("class") == Some("corners"))
            })
            .map(|e| format!("{},{}", e.attr("cx").unwrap(), e.attr("cy").unwrap()))
            .collect();
        assert_eq!(dots, scaled);
        // The cell path is still there, and the route is drawn after it: over it.
        let index = |class: &str| {
            elements
                .iter()
                .position(|e| e.name == "polyline" && e.attr("class") == Some(class))
                .unwrap()
        };
        assert!(index("path") < index("route"));
    }
    // The default colour is its own, and an empty route draws nothing.
    let style = Style::default();
    assert!(style.route != style.path && style.route != style.near && style.route != style.far);
    let doc = GridSvg::new(&grid).path(&path).route(&[]).to_string();
    let (elements, ..) = check_svg(&doc);
    assert!(named(&elements, "polyline", Some("route")).is_empty());
    assert!(named(&elements, "g", Some("corners")).is_empty());
    // A one-corner route: a point and its dot. Corner (rows, cols) is the bottom-right point.
    let doc = GridSvg::new(&grid).route(&[c(2, 1)]).to_string();
    let (elements, ..) = check_svg(&doc);
    assert_eq!(
        named(&elements, "polyline", Some("route"))[0].attr("points"),
        Some("16,32")
    );
    assert_eq!(named(&elements, "circle", None).len(), 1);
    let doc = GridSvg::new(&grid).route(&[c(0, 0), c(3, 4)]).to_string();
    let (elements, width, height) = check_svg(&doc);
    assert_eq!(
        named(&elements, "polyline", Some("route"))[0].attr("points"),
        Some(format!("0,0 {width},{height}").as_str())
    );
}

/// The wall segments of a maze picture's `d`, each one room long, as `(x1, y1, x2, y2)`.
fn wall_segments(elements: &[Element], side: u64) -> Vec<(u64, u64, u64, u64)> {
    let walls = named(elements, "path", Some("walls"));
    assert_eq!(walls.len(), 1);
    let d = walls[0].attr("d").unwrap();
    let mut out = Vec::new();
    for run in d.split('M').skip(1) {
        let (start, horizontal, end) = if let Some((s, e)) = run.split_once('H') {
            (s, true, e)
        } else {
            let (s, e) = run.split_once('V').unwrap();
            (s, false, e)
        };
        let (x, y) = start.split_once(' ').unwrap();
        let (x, y, end): (u64, u64, u64) =
            (x.parse().unwrap(), y.parse().unwrap(), end.parse().unwrap());
        let from = if horizontal { x } else { y };
        assert!(end > from && (end - from) % side == 0, "run {run:?}");
        for k in 0..(end - from) / side {
            let a = from + k * side;
            out.push(if horizontal {
                (a, y, a + side, y)
            } else {
                (x, a, x, a + side)
            });
        }
    }
    out
}

#[test]
fn maze_svg_one_room_and_one_by_three() {
    let doc = MazeSvg::new(&maze(1, 1, &[])).to_string();
    let (elements, width, height) = check_svg(&doc);
    assert_eq!((width, height), (20, 20));
    assert_eq!(named(&elements, "rect", Some("background")).len(), 1);
    assert_eq!(wall_segments(&elements, 16).len(), 4);
    assert!(doc.contains(r#"d="M2 2H18M2 18H18M2 2V18M18 2V18""#));

    let m = maze(1, 3, &[(p(0, 0), Dir::Right)]);
    let doc = MazeSvg::new(&m).to_string();
    let (elements, width, height) = check_svg(&doc);
    assert_eq!((width, height), (52, 20));
    let segments = wall_segments(&elements, 16);
    // 3 on top, 3 below, the two sides, and the wall between rooms 1 and 2.
    assert_eq!(segments.len(), 9);
    assert!(segments.contains(&(34, 2, 34, 18)));
    assert!(!segments.contains(&(18, 2, 18, 18)));
}

#[test]
fn maze_svg_walls_match_the_maze() {
    for seed in 1..=5 {
        let m = random_maze(5, 7, seed);
        let style = Style {
            cell: 12,
            wall_width: 3,
            ..Style::default()
        };
        let doc = MazeSvg::new(&m).style(style).to_string();
        let (elements, width, height) = check_svg(&doc);
        assert_eq!((width, height), (7 * 12 + 6, 5 * 12 + 6));
        let segments = wall_segments(&elements, 12);
        let all = (5 + 1) * 7 + (7 + 1) * 5;
        assert_eq!(segments.len(), all - m.passages());
        let unique: BTreeSet<_> = segments.iter().collect();
        assert_eq!(unique.len(), segments.len());
        // Each interior wall is drawn exactly where a passage is closed.
        for room in m.all_rooms() {
            let (x, y) = (3 + u64::from(room.col) * 12, 3 + u64::from(room.row) * 12);
            if room.col + 1 < 7 {
                let wall = (x + 12, y, x + 12, y + 12);
                assert_eq!(segments.contains(&wall), !m.is_open(room, Dir::Right));
            }
            if room.row + 1 < 5 {
                let wall = (x, y + 12, x + 12, y + 12);
                assert_eq!(segments.contains(&wall), !m.is_open(room, Dir::Down));
            }
        }
        let walls = named(&elements, "path", Some("walls"))[0];
        assert_eq!(walls.attr("stroke-width"), Some("3"));
        assert_eq!(walls.attr("fill"), Some("none"));
    }
}

#[test]
fn maze_svg_path_and_heatmap_counts() {
    let m = dfs::generate(Size::new(6, 8), &mut MinStd::new(11)).unwrap();
    let cells = m.to_grid();
    let space = GridSpace::new(&cells, Moves::four(), |&open| open);
    let mut bfs = Bfs::new();
    let field = bfs.distances(&space, [room_cell(p(0, 0))]);
    let rooms = room_path(&field.path_to(room_cell(p(5, 7))).unwrap());

    let doc = MazeSvg::new(&m)
        .heatmap(|room| field.distance(room_cell(room)))
        .path(&rooms)
        .to_string();
    let (elements, ..) = check_svg(&doc);
    assert_eq!(rects_in(&elements, "heat").len(), m.rooms());
    let points = polyline_points(&elements);
    assert_eq!(points.len(), rooms.len());
    assert_eq!(points[0], "10,10");
    assert_eq!(
        points.last().unwrap(),
        &format!("{},{}", 2 + 7 * 16 + 8, 2 + 5 * 16 + 8)
    );
    // Consecutive points are one room apart.
    for pair in rooms.windows(2) {
        assert_eq!(pair[0].manhattan(pair[1]), 1);
    }
    // The document order: background, heat, walls, path on top.
    let order: Vec<_> = elements
        .iter()
        .filter(|e| e.parent == Some(0))
        .map(|e| format!("{}.{}", e.name, e.attr("class").unwrap_or("")))
        .collect();
    assert_eq!(
        order,
        [
            "rect.background",
            "g.heat",
            "path.walls",
            "polyline.path",
            "circle.start",
            "circle.end"
        ]
    );

    // Only part of the maze reached: only those rooms coloured.
    let doc = MazeSvg::new(&m)
        .heatmap(|room| (room.row < 2).then_some(room.col))
        .to_string();
    let (elements, ..) = check_svg(&doc);
    assert_eq!(rects_in(&elements, "heat").len(), 2 * 8);
    assert!(named(&elements, "polyline", None).is_empty());
}

#[test]
fn svg_colours() {
    assert_eq!(Rgb(0, 15, 255).to_string(), "#000fff");
    assert_eq!(Rgb::from_hex(0x12_3456), Rgb(0x12, 0x34, 0x56));
    let (a, b) = (Rgb(0, 100, 200), Rgb(200, 100, 0));
    assert_eq!(a.mix(b, 0, 10), a);
    assert_eq!(a.mix(b, 10, 10), b);
    assert_eq!(a.mix(b, 25, 10), b);
    assert_eq!(a.mix(b, 5, 10), Rgb(100, 100, 100));
    assert_eq!(a.mix(b, 1, 3), Rgb(67, 100, 133));
    assert_eq!(a.mix(b, 3, 0), a);
    assert_eq!(a.mix(b, u32::MAX - 1, u32::MAX), Rgb(200, 100, 0));
}

// ---------------------------------------------------------------------------------------------
// docs/maze.svg
// ---------------------------------------------------------------------------------------------

/// The picture in `docs/maze.svg`: a 20 × 30 DFS maze, its BFS distance field from the top-left
/// room, and the shortest path to the bottom-right room.
fn docs_maze_svg() -> String {
    let maze = dfs::generate(Size::new(20, 30), &mut MinStd::new(2026)).unwrap();
    let cells = maze.to_grid();
    let space = GridSpace::new(&cells, Moves::four(), |&open| open);
    let mut bfs = Bfs::new();
    let start = room_cell(p(0, 0));
    let end = room_cell(p(19, 29));
    let field = bfs.distances(&space, [start]);
    let path = room_path(&field.path_to(end).expect("a perfect maze is connected"));
    MazeSvg::new(&maze)
        .style(Style {
            cell: 20,
            ..Style::default()
        })
        .heatmap(|room| field.distance(room_cell(room)))
        .path(&path)
        .to_string()
}

#[test]
fn docs_maze_svg_is_up_to_date() {
    let fresh = docs_maze_svg();
    let (elements, width, height) = check_svg(&fresh);
    assert_eq!((width, height), (30 * 20 + 4, 20 * 20 + 4));
    assert_eq!(rects_in(&elements, "heat").len(), 600);
    assert_eq!(named(&elements, "polyline", Some("path")).len(), 1);

    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/maze.svg");
    if std::env::var_os("GRIDPATH_BLESS").is_some() {
        std::fs::write(file, &fresh).unwrap();
    }
    let stored = std::fs::read_to_string(file).unwrap_or_default();
    assert!(
        stored == fresh,
        "docs/maze.svg differs from a fresh rendering; rerun with GRIDPATH_BLESS=1 to update it"
    );
}

#[test]
fn grid_svg_heatmap_of_signed_and_octile_values() {
    let grid = Grid::new(Size::new(1, 3), true).unwrap();
    // Signed values (a flee map): the ramp runs from the smallest, −4, to the largest, 0.
    let signed = [-4i64, -2, 0];
    let doc = GridSvg::new(&grid)
        .heatmap(|p| Some(signed[p.col as usize]))
        .to_string();
    let style = Style::default();
    let fill = |c: Rgb| format!("fill=\"{c}\"");
    assert!(doc.contains(&fill(style.near)), "−4 is near");
    assert!(doc.contains(&fill(style.far)), "0 is far");
    assert!(
        doc.contains(&fill(style.near.mix(style.far, 1, 2))),
        "−2 is half way"
    );
    // Non-finite floats are no value.
    let doc = GridSvg::new(&grid)
        .heatmap(|p| (p.col > 0).then_some(f64::NAN))
        .to_string();
    assert!(!doc.contains(&fill(style.near)) && !doc.contains(&fill(style.far)));
}
