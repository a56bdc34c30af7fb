//! The crate's error type.
/// Everything that can go wrong when building or parsing gridpath values, for a function that
/// can fail in several areas (reading problem input can meet a grid error; loading a Moving AI
/// file can meet an I/O error) and for your own `?` across areas: each area's error converts
/// into it with `From`.
///
/// Engines never fail: "no path" is `None`, not an error. Errors come from construction and
/// parsing, and each carries what you need to find and fix the problem. Rows and columns are
/// 0-based, like [`Pos`](crate::Pos).
///
/// # Examples
///
/// ```
/// use gridpath::{Error, Grid, GridError};
///
/// fn parse(text: &str) -> Result<Grid<char>, Error> {
///     Ok(Grid::parse(text, |c| Some(c))?) // a `GridError`, converted
/// }
/// let err = parse("..\n.#.\n").unwrap_err();
/// assert_eq!(err, Error::Grid(GridError::RaggedRow { row: 1, expected: 2, found: 3 }));
/// assert_eq!(err.to_string(), "row 1 has 3 cells, expected 2");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// A grid, its text, a position, a size or a move set.
    #[error(transparent)]
    Grid(#[from] GridError),
    /// A maze or a maze generator.
    #[error(transparent)]
    Maze(#[from] MazeError),
    /// The keys-and-doors adapter.
    #[error(transparent)]
    Keys(#[from] KeysError),
    /// Preparing a grid for Jump Point Search.
    #[error(transparent)]
    JumpGrid(#[from] JumpGridError),
    /// A Moving AI map or scenario file.
    #[error(transparent)]
    MovingAi(#[from] MovingAiError),
    /// Problem input.
    #[error(transparent)]
    Input(#[from] InputError),
    /// A maze solver ([`solve`](crate::solve)).
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// A distance field or Dijkstra map ([`field`](crate::field)).
    #[error(transparent)]
    Field(#[from] FieldError),
    /// A file that could not be read.
    #[error("cannot read {path}: {message}")]
    Io {
        /// The path as given.
        path: String,
        /// The operating system's message.
        message: String,
    },
}

/// What a maze solver ([`solve`](crate::solve)) reports instead of a path.
///
/// ```
/// use gridpath::{Grid, Pos};
/// use gridpath::solve::{self, SolveError};
/// let grid = Grid::parse(".#\n..\n", Some)?;
/// let err = solve::tremaux(&grid, |&c| c == '.', Pos::new(0, 0), Pos::new(0, 1)).unwrap_err();
/// assert_eq!(err, SolveError::Blocked { what: "goal", row: 0, col: 1 });
/// assert_eq!(err.to_string(), "the goal (row 0, column 1) is not an open cell");
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SolveError {
    /// The start or the goal is outside the grid.
    #[error("the {what} (row {row}, column {col}) is outside the {rows} × {cols} grid")]
    OutOfBounds {
        /// `"start"` or `"goal"`.
        what: &'static str,
        /// Its row.
        row: u32,
        /// Its column.
        col: u32,
        /// The grid's rows.
        rows: u32,
        /// The grid's columns.
        cols: u32,
    },
    /// The start or the goal is not an open cell.
    #[error("the {what} (row {row}, column {col}) is not an open cell")]
    Blocked {
        /// `"start"` or `"goal"`.
        what: &'static str,
        /// Its row.
        row: u32,
        /// Its column.
        col: u32,
    },
    /// No path joins the start and the goal.
    #[error("no path joins the start and the goal")]
    NoPath,
    /// The wall follower came back to a cell facing the way it faced there before, without
    /// reaching the goal: it would walk the same circuit for ever.
    #[error(
        "the wall follower circles: after {steps} steps it stands again at row {row}, column {col} facing {heading}, and the goal is not on its circuit"
    )]
    Circles {
        /// The row where the walk would repeat.
        row: u32,
        /// The column.
        col: u32,
        /// The heading it faced there before, as its letter (`U`, `R`, `D` or `L`).
        heading: char,
        /// The steps walked.
        steps: usize,
    },
    /// A solver name that is not known.
    #[error("unknown maze solver {name:?} (expected one of: {expected})")]
    UnknownSolver {
        /// The name given.
        name: String,
        /// The names accepted.
        expected: &'static str,
    },
}

/// What can go wrong with grids, their text, positions, sizes and move sets.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GridError {
    /// The grid text has no rows.
    #[error("the grid text is empty")]
    EmptyGrid,

    /// A row's length differs from the first row's (or from the width a header gave).
    #[error("row {row} has {found} cells, expected {expected}")]
    RaggedRow {
        /// The offending row.
        row: usize,
        /// The expected length: row 0's, or the width a header gave.
        expected: usize,
        /// The length of this row.
        found: usize,
    },

    /// The character mapping rejected a character.
    #[error("unexpected character {ch:?} at row {row}, column {col}")]
    UnexpectedChar {
        /// Row of the character.
        row: usize,
        /// Column of the character (counted in `char`s).
        col: usize,
        /// The character itself.
        ch: char,
    },

    /// A size with no rows or no columns.
    #[error("a grid must have at least one row and one column, got {rows} rows × {cols} columns")]
    ZeroSize {
        /// Requested rows.
        rows: usize,
        /// Requested columns.
        cols: usize,
    },

    /// `rows × cols` overflows or exceeds [`Grid::MAX_CELLS`](crate::Grid::MAX_CELLS), or a
    /// side does not fit in a `u32`. (A size that is allowed but whose memory the allocator
    /// refuses is [`GridError::OutOfMemory`].)
    #[error("a grid of {rows} rows × {cols} columns is too large (at most {max} cells fit)")]
    TooLarge {
        /// Requested rows.
        rows: usize,
        /// Requested columns.
        cols: usize,
        /// The largest number of cells accepted.
        max: usize,
    },

    /// The size is allowed, but the memory for its cells could not be reserved.
    #[error(
        "the memory for a grid of {rows} rows × {cols} columns ({bytes} bytes) could not be reserved"
    )]
    OutOfMemory {
        /// Requested rows.
        rows: usize,
        /// Requested columns.
        cols: usize,
        /// The bytes asked of the allocator.
        bytes: usize,
    },

    /// An open cell of a [`GridSpace`](crate::GridSpace) whose step rule gives entering it no
    /// cost: [`GridSpace::set_passable`](crate::GridSpace::set_passable) cannot open a cell the
    /// rule (such as [`EnterCost`](crate::EnterCost)) says `None` for, since no cost of
    /// entering it exists.
    #[error(
        "the cell at row {row}, column {col} cannot be opened: its step rule gives no cost for entering it"
    )]
    NoCost {
        /// Row of the cell.
        row: u32,
        /// Column of the cell.
        col: u32,
    },

    /// A cell vector whose length is not `rows × cols`.
    #[error("{found} cells cannot fill a grid of {rows} rows × {cols} columns")]
    CellCount {
        /// Requested rows.
        rows: usize,
        /// Requested columns.
        cols: usize,
        /// Number of cells given.
        found: usize,
    },

    /// A position outside the grid.
    #[error(
        "position (row {row}, column {col}) is outside the grid of {rows} rows × {cols} columns"
    )]
    OutOfBounds {
        /// Row of the position.
        row: u32,
        /// Column of the position.
        col: u32,
        /// The grid's rows.
        rows: u32,
        /// The grid's columns.
        cols: u32,
    },

    /// A position whose row or column does not fit in a `u32`
    /// (`Pos::try_from((usize, usize))`).
    #[error("position (row {row}, column {col}) does not fit in u32 coordinates")]
    CoordinateTooLarge {
        /// The row given.
        row: usize,
        /// The column given.
        col: usize,
    },

    /// A character that names no direction.
    #[error("{ch:?} is not a direction letter (expected one of U, R, D, L)")]
    UnknownDirection {
        /// The character.
        ch: char,
    },

    /// A string that names no direction.
    #[error("{name:?} is not a direction name (expected one of U, R, D, L, UR, DR, DL, UL)")]
    UnknownDirectionName {
        /// The string.
        name: String,
    },

    /// A direction listed twice in a move set.
    #[error("direction {dir} appears twice in the move set")]
    DuplicateDirection {
        /// The repeated direction's name ([`Dir::name`](crate::Dir::name): `U`, `DR`, …).
        dir: &'static str,
    },

    /// A move set with no directions.
    #[error("a move set needs at least one direction")]
    NoDirections,

    /// A move set with a direction but not its opposite, from which
    /// [`Components`](crate::Components) cannot be built: their cells are connected both ways,
    /// and such a move set can lead from one cell to another without leading back.
    #[error("direction {dir} has no opposite in the move set, so its moves cannot be walked back")]
    OneWayMoves {
        /// The direction without its opposite ([`Dir::name`](crate::Dir::name)).
        dir: &'static str,
    },

    /// [`Components`](crate::Components) that do not describe a grid space: another size,
    /// another connectivity of the moves, or other passable cells (the grid changed since they
    /// were built, or they were built from another one).
    #[error(
        "the components describe another grid space: {reason} differ (rebuild them from the space)"
    )]
    ComponentsMismatch {
        /// What differs: `"sizes"`, `"moves"` or `"passable cells"`.
        reason: &'static str,
    },

    /// A step rule whose cost of entering a cell depends on the direction beyond "straight or
    /// diagonal", which a [`FieldGrid`](crate::field::FieldGrid) cannot hold (it keeps one
    /// straight and one diagonal cost per cell). Search such a space with an engine instead.
    #[error(
        "the step rule prices entering the cell at row {row}, column {col} differently from two straight (or two diagonal) directions"
    )]
    DirectionalCost {
        /// Row of the cell.
        row: u32,
        /// Column of the cell.
        col: u32,
    },

    /// A character that must appear in a grid does not.
    #[error("the grid has no {ch:?}")]
    MissingCell {
        /// The character looked for.
        ch: char,
    },

    /// A character that must appear once in a grid appears again.
    #[error(
        "the grid has a second {ch:?} at row {row}, column {col} (the first is at row {first_row}, column {first_col})"
    )]
    DuplicateCell {
        /// The character looked for.
        ch: char,
        /// Row of the second occurrence.
        row: u32,
        /// Column of the second occurrence.
        col: u32,
        /// Row of the first occurrence.
        first_row: u32,
        /// Column of the first occurrence.
        first_col: u32,
    },
}

/// What can go wrong with the keys-and-doors adapter ([`Keys`](crate::adapt::Keys)).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum KeysError {
    /// A key or door kind that a key set cannot hold (kinds are `0..64`).
    #[error("key kind {kind} at row {row}, column {col} is out of range (kinds are 0 to 63)")]
    KeyKind {
        /// The kind given.
        kind: u8,
        /// Row of the cell.
        row: u32,
        /// Column of the cell.
        col: u32,
    },

    /// A door whose key appears nowhere in the grid: it could never be opened, which is more
    /// often a mistake in the cell mapping (an exit `E` read as a door) than a plan. Build
    /// [`Keys::allowing_locked_doors`](crate::adapt::Keys::allowing_locked_doors) to keep such
    /// doors shut.
    #[error(
        "the door of kind {kind}{} at row {row}, column {col} has no key anywhere in the grid",
        .letter.map(|l| format!(" ({l:?})")).unwrap_or_default()
    )]
    DoorWithoutKey {
        /// The door's kind.
        kind: u8,
        /// Row of the door.
        row: u32,
        /// Column of the door.
        col: u32,
        /// The door's letter, when the grid was read with
        /// [`Keys::from_letters`](crate::adapt::Keys::from_letters).
        letter: Option<char>,
    },
}

/// What can go wrong with mazes and their generators.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MazeError {
    /// A maze of zero rooms, or one whose cell grid would not fit a [`Grid`](crate::Grid).
    #[error(
        "a maze of {rows} × {cols} rooms is not possible (at least 1 × 1, at most {max} cells as a grid)"
    )]
    MazeSize {
        /// Requested rows of rooms.
        rows: usize,
        /// Requested columns of rooms.
        cols: usize,
        /// The most cells a maze's cell grid may have.
        max: usize,
    },

    /// A cell grid that does not have the shape of a maze (rooms at odd coordinates).
    #[error("not a maze at row {row}, column {col}: {reason}")]
    NotAMaze {
        /// Row of the offending cell.
        row: usize,
        /// Column of the offending cell.
        col: usize,
        /// What is wrong there.
        reason: &'static str,
    },

    /// A maze generator name that is not known.
    #[error("unknown maze algorithm {name:?} (expected one of: {expected})")]
    UnknownAlgorithm {
        /// The name given.
        name: String,
        /// The names accepted.
        expected: &'static str,
    },
}

/// What can go wrong with the Moving AI loader ([`movingai`](crate::movingai)).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MovingAiError {
    /// A Moving AI `.map` or `.map.scen` header line that is missing, repeated or wrong.
    /// Lines are counted from 1, as editors do.
    #[error("line {line}: expected {expected}, found {found:?}")]
    BadHeader {
        /// Line number (1-based).
        line: usize,
        /// What the line should hold.
        expected: &'static str,
        /// What it holds (empty at the end of the input).
        found: String,
    },

    /// A Moving AI map row with too few or too many cells.
    #[error("line {line}: map row {row} has {found} cells, but the header says width {expected}")]
    MapRowLength {
        /// Line number (1-based).
        line: usize,
        /// The map row (0-based, the `y` coordinate).
        row: usize,
        /// The width from the header.
        expected: usize,
        /// The number of cells on the line.
        found: usize,
    },

    /// A Moving AI map with fewer rows than its header's height, or with extra non-empty lines
    /// after the last row.
    #[error("line {line}: the map has {found} rows, but the header says height {expected}")]
    MapRowCount {
        /// Line number (1-based) where the rows end early, or of the first extra line.
        line: usize,
        /// The height from the header.
        expected: usize,
        /// The number of rows found (a count above `expected` means extra lines).
        found: usize,
    },

    /// A character that is no Moving AI terrain (`. G S @ O T W`).
    #[error("line {line}, column {col}: {ch:?} is not a map terrain character")]
    MapChar {
        /// Line number (1-based).
        line: usize,
        /// Column (0-based, the `x` coordinate).
        col: usize,
        /// The character.
        ch: char,
    },

    /// A character of the corner heights of a `type octile-corner` map that is no digit.
    #[error("line {line}, column {col}: {ch:?} is not a corner height (a digit)")]
    CornerHeight {
        /// Line number (1-based).
        line: usize,
        /// Column (0-based, the `x` coordinate of the corner).
        col: usize,
        /// The character.
        ch: char,
    },

    /// A scenario line without exactly 9 whitespace-separated fields.
    #[error("line {line}: a scenario has 9 fields, found {found}")]
    FieldCount {
        /// Line number (1-based).
        line: usize,
        /// The number of fields on the line.
        found: usize,
    },

    /// A header or scenario field that is not a number of the expected kind.
    #[error("line {line}: {field} {text:?} is not a valid number")]
    BadNumber {
        /// Line number (1-based).
        line: usize,
        /// Which field.
        field: &'static str,
        /// The text found.
        text: String,
    },

    /// A scenario whose start or goal lies outside the map it is checked against.
    #[error("line {line}: {what} (x {x}, y {y}) is outside the {width}×{height} map")]
    ScenarioOutside {
        /// Line number (1-based).
        line: usize,
        /// `"start"` or `"goal"`.
        what: &'static str,
        /// Column.
        x: u32,
        /// Row.
        y: u32,
        /// The map's width.
        width: usize,
        /// The map's height.
        height: usize,
    },

    /// A scenario whose width and height differ from the map's it is checked against.
    #[error(
        "line {line}: the scenario is for a {found_width}×{found_height} map, not {width}×{height}"
    )]
    ScenarioMapSize {
        /// Line number (1-based).
        line: usize,
        /// The scenario's width field.
        found_width: u32,
        /// The scenario's height field.
        found_height: u32,
        /// The map's width.
        width: usize,
        /// The map's height.
        height: usize,
    },

    /// A scenario whose start or goal is a blocked cell.
    #[error("line {line}: the {what} (x {x}, y {y}) is a blocked cell {ch:?}")]
    ScenarioBlocked {
        /// Line number (1-based).
        line: usize,
        /// `"start"` or `"goal"`.
        what: &'static str,
        /// Column.
        x: u32,
        /// Row.
        y: u32,
        /// The terrain character there.
        ch: char,
    },

    /// A map whose header gives a size beyond [`Grid::MAX_CELLS`](crate::Grid::MAX_CELLS).
    #[error("a map of {rows} rows × {cols} columns is too large (at most {max} cells fit)")]
    MapTooLarge {
        /// The height the header gives.
        rows: usize,
        /// The width the header gives.
        cols: usize,
        /// The most cells a grid may have.
        max: usize,
    },
}

/// What can go wrong with problem input ([`input`](crate::input)).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum InputError {
    /// The input ended before something it must contain.
    #[error("the input ended where {expected} was expected")]
    MissingInput {
        /// What was expected, in words (`"the number of rows"`).
        expected: &'static str,
    },

    /// A token that should be a number is not one, or is out of range.
    #[error("line {line}: {what} must be {range}, found {token:?}")]
    InvalidNumber {
        /// What the number is, in words (`"the number of rows"`).
        what: &'static str,
        /// The accepted values, in words (`"a number from 1 to 9"`).
        range: String,
        /// The token as written.
        token: String,
        /// Line of the token, counted from 1.
        line: usize,
    },

    /// The input has fewer grid rows than its header announced.
    #[error("the grid has {found} rows, but the header says {expected}")]
    MissingRows {
        /// Rows announced.
        expected: usize,
        /// Rows present.
        found: usize,
    },

    /// Input continues after everything the reader expected.
    #[error("line {line}: unexpected {token:?} after the end of the input")]
    TrailingInput {
        /// The first extra token.
        token: String,
        /// Its line, counted from 1.
        line: usize,
    },

    /// Standard input is not UTF-8 text.
    #[error("the input is not UTF-8 text (invalid byte at offset {offset})")]
    NotText {
        /// Byte offset of the first invalid byte.
        offset: usize,
    },
}

/// What can go wrong with preparing a [`JumpGrid`](crate::JumpGrid).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum JumpGridError {
    /// A grid space whose moves Jump Point Search does not cover: [`JumpGrid`](crate::JumpGrid)
    /// needs all eight directions with [`DiagonalRule::NoCornerCutting`](crate::DiagonalRule::NoCornerCutting) (the space of
    /// [`GridSpace::octile`](crate::GridSpace::octile)). Search other spaces with
    /// [`AStar`](crate::AStar).
    #[error(
        "Jump Point Search needs all 8 directions without corner cutting, but the space has {moves} directions with diagonal rule {rule}"
    )]
    Moves {
        /// The number of directions in the space's move set.
        moves: usize,
        /// The name of the space's diagonal rule
        /// ([`DiagonalRule::name`](crate::DiagonalRule::name)).
        rule: &'static str,
    },

    /// [`Components`](crate::Components) given to
    /// [`JumpGrid::with_components`](crate::JumpGrid::with_components) that do not describe
    /// the grid: another size, moves with other components than the 8 directions without
    /// corner cutting, or other passable cells.
    #[error(
        "the components describe another grid than the jump grid: {reason} differ (build them from the same space)"
    )]
    Components {
        /// What differs: `"sizes"`, `"moves"` or `"passable cells"`.
        reason: &'static str,
    },

    /// A grid too large for a [`JumpGrid`](crate::JumpGrid): with its one-cell border,
    /// `(height + 2) × (width + 2)` must stay below `max` cells (padded cell indices are
    /// `u32`).
    #[error(
        "a grid of {rows} rows × {cols} columns is too large for Jump Point Search: (rows + 2) × (cols + 2) must stay below {max} cells"
    )]
    TooLarge {
        /// The grid's rows.
        rows: u32,
        /// The grid's columns.
        cols: u32,
        /// The bordered size must stay below this.
        max: usize,
    },

    /// The grid's size is allowed, but the memory for its jump table (8 bytes per cell of the
    /// bordered grid) could not be reserved.
    #[error(
        "the memory for the jump table of a grid of {rows} rows × {cols} columns ({bytes} bytes) could not be reserved"
    )]
    OutOfMemory {
        /// The grid's rows.
        rows: u32,
        /// The grid's columns.
        cols: u32,
        /// The bytes asked of the allocator.
        bytes: usize,
    },

    /// A space of another size than the [`JumpGrid`](crate::JumpGrid), given to
    /// [`JumpGrid::sync`](crate::JumpGrid::sync).
    #[error(
        "the jump grid has {rows} rows × {cols} columns, the space {space_rows} rows × {space_cols} columns"
    )]
    OtherSize {
        /// The jump grid's rows.
        rows: u32,
        /// The jump grid's columns.
        cols: u32,
        /// The space's rows.
        space_rows: u32,
        /// The space's columns.
        space_cols: u32,
    },
}

/// Shorthand for results whose error is [`Error`].
pub type Result<T, E = Error> = core::result::Result<T, E>;

/// What can go wrong with the operations of distance fields and Dijkstra maps
/// ([`field`](crate::field)).
///
/// ```
/// use gridpath::{Grid, GridSpace, Moves, Pos};
/// use gridpath::field::{DijkstraMap, FieldError, FieldGrid};
///
/// let grid = Grid::parse("...\n", Some)?;
/// let prepared = FieldGrid::new(&GridSpace::new(&grid, Moves::four(), |&c| c == '.'))?;
/// let field = prepared.distances([Pos::new(0, 0)]);
/// let mut map = DijkstraMap::from_field(&field)?;
/// assert_eq!(map.scale(i64::MAX), Err(FieldError::Overflow));
/// # Ok::<(), gridpath::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FieldError {
    /// A value of a Dijkstra map does not fit an `i64` (or a step cost times its scale does
    /// not fit a `u64`): the map is left as it was.
    #[error("a value of the Dijkstra map does not fit in an i64")]
    Overflow,
    /// A Dijkstra map needs integer values, and the field's cost type has none
    /// ([`Cost::as_integer`](crate::Cost::as_integer) is `None`, as for
    /// [`Octile`](crate::Octile)).
    #[error("the field's costs are not integers (a Dijkstra map holds integer values)")]
    NotInteger,
    /// Two fields or maps of different grids (or a map rescanned on another grid).
    #[error("the maps have different sizes: {rows} × {cols} and {other_rows} × {other_cols}")]
    OtherSize {
        /// Rows of the first.
        rows: u32,
        /// Columns of the first.
        cols: u32,
        /// Rows of the second.
        other_rows: u32,
        /// Columns of the second.
        other_cols: u32,
    },
}
