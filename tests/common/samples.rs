//! The samples of `examples/README.md`: each program's sample input and the answer printed there,
//! byte for byte as the tests have always used them (the `maze_dfs` inputs are the bare
//! parameters, the first without a final newline).

/// One sample: the program, its input, and the answer `examples/README.md` prints for it.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub program: &'static str,
    pub input: &'static str,
    pub answer: &'static str,
}

impl Sample {
    /// The input after its first line (the header): the grid's rows.
    pub fn rows(&self) -> &'static str {
        self.input.split_once('\n').map_or("", |(_, rows)| rows)
    }

    /// The answer as a number, for the programs that print one.
    ///
    /// # Panics
    ///
    /// If the answer is not a number.
    pub fn number(&self) -> i64 {
        self.answer.trim().parse().unwrap()
    }
}

const fn sample(program: &'static str, input: &'static str, answer: &'static str) -> Sample {
    Sample {
        program,
        input,
        answer,
    }
}

/// The grid of `shortest_path` and `lexmin_path`.
const S_E_GRID: &str = "3 4\nS..#\n.#..\n...E\n";

pub const ROBOT_PATH: Sample = sample(
    "robot_path",
    "4 7 1 3 2 6\n1001000\n0010100\n0000000\n1101000\n",
    "1 3\n1 2\n2 2\n3 2\n3 3\n3 4\n3 5\n3 6\n2 6\n",
);
pub const SHORTEST_PATH: Sample = sample("shortest_path", S_E_GRID, "5\nRRDRD\n");
pub const LEXMIN_PATH: Sample = sample("lexmin_path", S_E_GRID, "5\nDDRRR\n");
pub const MAZE_DFS_2_3_1: Sample = sample(
    "maze_dfs",
    "2 3 1",
    "#######\n#S#...#\n#.#.#.#\n#...#E#\n#######\n",
);
pub const MAZE_DFS_8_8_2026: Sample = sample(
    "maze_dfs",
    "8 8 2026\n",
    "#################\n#S........#...#.#\n#########.#.#.#.#\n#...#.....#.#...#\n\
     #.###.#####.###.#\n#...#.#.....#.#.#\n#.#.#.#.#####.#.#\n#.#...#...#.....#\n\
     #.#####.#.#.#####\n#.#.....#.#.#...#\n#.###.###.#.###.#\n#...#.#...#.....#\n\
     ###.#.#.#######.#\n#...#.#.#.....#.#\n#.#####.#.#####.#\n#.......#......E#\n\
     #################\n",
);
pub const NEAREST_SOURCE: Sample = sample(
    "nearest_source",
    "3 4\nM..#\n.#..\n...M\n",
    "0 1 2 #\n1 # 2 1\n2 2 1 0\n",
);
pub const REACHABLE: Sample = sample("reachable", "4 5\nS..#.\n.#.#.\n.#.#.\n##.#.\n", "8");
pub const KING_MOVES: Sample = sample("king_moves", "4 4\nS#..\n.#.#\n#.#.\n...E\n", "4");
pub const ESCAPE: Sample = sample("escape", "4 5\n#####\n#S..#\n#.#..\n###.#\n", "5");
pub const DRAW_PATH: Sample = sample(
    "draw_path",
    "7 7\n#######\n#S#...#\n#.#.#.#\n#...#.#\n#####.#\n#....E#\n#######\n",
    "12\n#######\n#S#***#\n#*#*#*#\n#***#*#\n#####*#\n#....E#\n#######\n",
);
pub const BREAK_WALLS: Sample = sample("break_walls", "4 5 1\nS.#..\n###.#\n..#.E\n.....\n", "6");
pub const SWAMP: Sample = sample("swamp", "2 4\nS~~E\n....\n", "5");
pub const KEYS_DOORS: Sample = sample("keys_doors", "3 5\nS.A.E\n.###.\na....\n", "8");
pub const MONSTER_ESCAPE: Sample = sample(
    "monster_escape",
    "5 7\n#######\n#S...M#\n#.###.#\n#.....#\n##.####\n",
    "4",
);
pub const MIN_WALLS: Sample = sample("min_walls", "3 4\nS#.#\n##.#\n#.#E\n", "2");
pub const DOORS: Sample = sample(
    "doors",
    "3 5\n..#..\n.....\n..#..\n7\npath 0 0 0 4\ntoggle 1 2\npath 0 0 0 4\npath 2 0 2 0\n\
     toggle 1 2\npath 2 1 0 3\npath 0 2 0 0\n",
    "2 2\nnone\n0 0\n4 0\nblocked\n",
);
/// `flee`: right and down tie at the player's neighbours; right comes first.
pub const FLEE_TIE: Sample = sample(
    "flee",
    "3 4\nM..#\n.#P.\n...#\n",
    "R\n-4 -9 -14 #\n-9 # -19 -24\n-14 -19 -24 #\n",
);
/// `flee`: the player is cornered and stays; the region on the right has no monster.
pub const FLEE_CORNERED: Sample = sample(
    "flee",
    "3 5\nP.#..\n.M#..\n...#.\n",
    "stay\n-12 -7 # * *\n-7 -2 # * *\n-12 -7 -12 # *\n",
);
/// `flee`: the corridor behind the monster is long enough to run past it.
pub const FLEE_CORRIDOR: Sample = sample(
    "flee",
    "1 9\nPM.......\n",
    "R\n-6 -7 -12 -17 -22 -27 -32 -37 -42\n",
);

/// `puzzle`: one of the two 8-puzzle boards that take the most moves.
pub const PUZZLE_HARDEST_8: Sample = sample("puzzle", "3\n8 6 7\n2 5 4\n3 0 1\n", "31\n");
/// `puzzle`: two tiles swapped, which no moves undo.
pub const PUZZLE_UNSOLVABLE: Sample = sample("puzzle", "3\n1 2 3\n4 5 6\n8 7 0\n", "unsolvable\n");
/// `puzzle`: Korf's 15-puzzle 79, turned half a turn so that the blank ends last.
pub const PUZZLE_KORF_79: Sample = sample(
    "puzzle",
    "4\n1 6 10 8\n14 12 4 2\n13 11 3 5\n9 7 15 0\n",
    "42\n",
);

/// Every sample with a unique answer, in the order of `examples/README.md`.
pub const WITH_ANSWERS: [Sample; 22] = [
    ROBOT_PATH,
    SHORTEST_PATH,
    LEXMIN_PATH,
    MAZE_DFS_2_3_1,
    MAZE_DFS_8_8_2026,
    NEAREST_SOURCE,
    REACHABLE,
    KING_MOVES,
    ESCAPE,
    DRAW_PATH,
    BREAK_WALLS,
    SWAMP,
    KEYS_DOORS,
    MONSTER_ESCAPE,
    MIN_WALLS,
    DOORS,
    FLEE_TIE,
    FLEE_CORNERED,
    FLEE_CORRIDOR,
    PUZZLE_HARDEST_8,
    PUZZLE_UNSOLVABLE,
    PUZZLE_KORF_79,
];

/// The `universal_commands` sample (no header): any answer that takes the robot out from every
/// free cell is right, so `examples/README.md` prints none. It has 70 free cells.
pub const UNIVERSAL_COMMANDS: &str = "0011010011\n0100001000\n0110x00000\n0010000100\n\
                                      0000111000\n0000100100\n0000010010\n0100101010\n\
                                      0011001010\n1000011000\n";
