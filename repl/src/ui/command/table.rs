//! The table of commands: every command's name, help text, completions and argument parser,
//! so `help`, tab completion and parsing cannot disagree.

use crate::game::levels;
use crate::game::moves::Play;
use crate::ui::command::args::*;
use crate::ui::command::value::{Command, CommandError, Spec};

/// All commands, in the order `help` lists them.
pub static COMMANDS: &[Spec] = &[
    Spec {
        name: "new",
        args: "LEVEL [SEED] [...]",
        summary: "a new puzzle: {levels}",
        details: "Generates a puzzle of the level, named for the hardest technique it needs:\n\
                  {level-table}\
                  The same SEED gives the same puzzle on every machine (`sudoku new LEVEL --seed\n\
                  SEED` prints the same line). Without SEED a random one is drawn and shown.\n\
                  --score RANGE: only a score in RANGE (7.0..7.5, 8.5.., ..3.0), with or\n\
                  without LEVEL; a rare score can take minutes (Ctrl-C stops the search).\n\
                  --symmetry S: which cells are given together, one of\n\
                  {symmetries} (rotational when left out).\n\
                  --minimal: no given can be taken away keeping one solution.\n\
                  `new daily [LEVEL]`: the puzzle of the day (UTC), the same for everyone.",
        completions: &levels::NEW_WORDS,
        takes_file: false,
        parse: parse_new,
    },
    Spec {
        name: "load",
        args: "[PUZZLE]",
        summary: "start a game on a puzzle you give",
        details: "`load` followed by an 81-character puzzle (digits 1-9; '.', '0' or '_' for empty\n\
                  cells), or `load` alone followed by 9 lines of the grid (digits with or without\n\
                  spaces, 0 or . for empty; frame characters | - + are ignored).",
        completions: &[],
        takes_file: false,
        parse: |args| Ok(Command::Load(optional_puzzle(args)?)),
    },
    Spec {
        name: "show",
        args: "[marks|line|candidates]",
        summary: "draw the board, large marks, line or candidates",
        details: "`show` draws the board: givens plain, your entries in (parentheses) or colour,\n\
                  a clashing digit after `!` (`!5!` when it is yours), and your pencil marks in\n\
                  two lines a cell (1-5 over 6-9, `·` for a digit not marked): it fits a\n\
                  24-line terminal, and follows every move at a terminal (`set board off`).\n\
                  `show marks` draws each cell's marks as a 3x3 grid (38 lines).\n\
                  `show line` prints the board as one 81-character line (`.` = empty).\n\
                  `show candidates` prints every empty cell's candidates (filled cells as =5).",
        completions: &["marks", "line", "candidates"],
        takes_file: false,
        parse: parse_show,
    },
    Spec {
        name: "put",
        args: "ROW COL DIGIT",
        summary: "write a digit (also `put r3c5 7`, or just `r3c5 7`)",
        details: "Writes DIGIT (1-9) in the cell at ROW and COL (1-9 each). The cell can also be\n\
                  named r3c5, and `r3c5 7` or `r3c5=7` work on their own. Givens cannot be\n\
                  overwritten. Prints the cells left, a warning when the digit clashes, and a\n\
                  message when the puzzle is solved.",
        completions: &[],
        takes_file: false,
        parse: parse_put,
    },
    Spec {
        name: "clear",
        args: "ROW COL",
        summary: "erase your entry from a cell (also `clear r3c5`)",
        details: "Empties a cell you filled. Givens cannot be cleared.",
        completions: &[],
        takes_file: false,
        parse: parse_clear,
    },
    Spec {
        name: "mark",
        args: "CELL DIGITS|-",
        summary: "toggle pencil marks (`mark r3c5 1 2 7`; `-` clears)",
        details: "Toggles each DIGIT in the pencil marks of an empty cell: a digit not marked is\n\
                  added, a marked one removed (`mark r3c5 127` works too). `mark r3c5 -` clears\n\
                  the cell's marks. Placing a digit removes it from the marks of its row, column\n\
                  and box (`set autoclear off` stops that). `undo` covers marks.",
        completions: &[],
        takes_file: false,
        parse: parse_mark,
    },
    Spec {
        name: "unmark",
        args: "CELL DIGITS",
        summary: "remove pencil marks from a cell",
        details: "Removes each DIGIT from the pencil marks of a cell (`unmark r9c8 9` records a\n\
                  hint's elimination). Digits that are not marked are left as they are.",
        completions: &[],
        takes_file: false,
        parse: parse_unmark,
    },
    Spec {
        name: "marks",
        args: "auto|clear",
        summary: "mark all empty cells with candidates, or clear all",
        details: "`marks auto` replaces the pencil marks of every empty cell with the digits its\n\
                  row, column and box still allow. `marks clear` removes every mark. Both are\n\
                  undoable.",
        completions: &["auto", "clear"],
        takes_file: false,
        parse: parse_marks,
    },
    Spec {
        name: "check",
        args: "",
        summary: "list clashes and wrong entries",
        details: "Lists cells whose digit clashes with another in its row, column or box, and your\n\
                  entries that differ from the puzzle's unique solution (without revealing it).",
        completions: &[],
        takes_file: false,
        parse: |args| no_arguments(args, Command::Play(Play::Check)),
    },
    Spec {
        name: "hint",
        args: "[cell]",
        summary: "explain the next step; `hint cell` reveals one",
        details: "Names the easiest technique that makes progress and what it shows, in words.\n\
                  With pencil marks, the step works on your marks and names the marked digits it\n\
                  removes; without, steps that only remove candidates are listed up to the next\n\
                  digit they unlock. If an entry is wrong, or a cell's marks lost its digit, the\n\
                  hint says so first. `hint` never changes the board; `hint cell` writes the\n\
                  digit of one cell (the one the next step places) and counts it.",
        completions: &["cell"],
        takes_file: false,
        parse: parse_hint,
    },
    Spec {
        name: "undo",
        args: "",
        summary: "take back the last move",
        details: "Takes back the last put, clear, mark or restart. Repeat to go further back.",
        completions: &[],
        takes_file: false,
        parse: |args| no_arguments(args, Command::Play(Play::Undo)),
    },
    Spec {
        name: "redo",
        args: "",
        summary: "put back a move you undid",
        details: "Re-applies the last undone move. A new move clears what can be redone.",
        completions: &[],
        takes_file: false,
        parse: |args| no_arguments(args, Command::Play(Play::Redo)),
    },
    Spec {
        name: "restart",
        args: "",
        summary: "clear all your entries and marks (undoable)",
        details: "Empties every cell you filled and clears every pencil mark, keeping the givens.\n\
                  `undo` brings them back.",
        completions: &[],
        takes_file: false,
        parse: |args| no_arguments(args, Command::Play(Play::Restart)),
    },
    Spec {
        name: "solve",
        args: "[PUZZLE]",
        summary: "the solution of the game, or of a puzzle you give",
        details: "With no argument, shows the solution of the current puzzle (your game is kept,\n\
                  but winning it is then an assisted win, not a record).\n\
                  With an 81-character puzzle, solves that one. Says so clearly when there is no\n\
                  solution or more than one.",
        completions: &[],
        takes_file: false,
        parse: |args| Ok(Command::Solve(optional_puzzle(args)?)),
    },
    Spec {
        name: "save",
        args: "FILE",
        summary: "save the game in progress to FILE",
        details: "Writes the puzzle, your entries and where the puzzle came from to FILE\n\
                  (a small text file). `open FILE` resumes it.",
        completions: &[],
        takes_file: true,
        parse: |args| Ok(Command::Save(file_name(args, "save FILE")?)),
    },
    Spec {
        name: "export",
        args: "FILE [entries]",
        summary: "the puzzle on an A4 page: FILE.svg or FILE.pdf",
        details: "Writes the puzzle in progress on an A4 page, as SVG or PDF by the file's\n\
                  extension, with its level, seed and how to get it again. With `entries`, your\n\
                  digits are printed too, in blue. `sudoku new LEVEL --count N --format pdf`\n\
                  and `sudoku print FILE` make sheets of several puzzles.",
        completions: &[],
        takes_file: true,
        parse: parse_export,
    },
    Spec {
        name: "open",
        args: "FILE",
        summary: "resume a game saved with `save`",
        details: "Reads a file written by `save` and continues that game.",
        completions: &[],
        takes_file: true,
        parse: |args| Ok(Command::Open(file_name(args, "open FILE")?)),
    },
    Spec {
        name: "resume",
        args: "[N]",
        summary: "continue your last unfinished game, or game N",
        details: "Every change to an unfinished game is saved at once (in\n\
                  $XDG_STATE_HOME/sudoku/games, or ~/.local/state/sudoku/games). `resume`\n\
                  continues your most recent one other than the game in progress, with its\n\
                  marks and undo history (games of scripts piped into sudoku come only when\n\
                  you have none); `resume N` continues game N of the `games` list. It says\n\
                  which game it opened; `sudoku resume` starts with it.",
        completions: &[],
        takes_file: false,
        parse: parse_resume,
    },
    Spec {
        name: "games",
        args: "",
        summary: "list the unfinished games `resume N` continues",
        details: "Numbers the autosaved unfinished games: yours first, newest first, then those of\n\
                  scripts piped into sudoku (kept apart, so they never push yours out). Each\n\
                  shows its level and seed (or `loaded puzzle`), the cells left and when it was\n\
                  saved; the game in progress is marked.",
        completions: &[],
        takes_file: false,
        parse: |args| no_arguments(args, Command::Games),
    },
    Spec {
        name: "set",
        args: "board|autoclear|feedback on|off",
        summary: "change a setting",
        details: "`set board on|off`: show the board after every move (on when you play at a\n\
                  terminal, off for piped input). `set autoclear on|off`: placing a digit\n\
                  removes it from the pencil marks of its row, column and box (on).\n\
                  `set feedback on|off`: flag a wrong digit (and count the mistake) as it is\n\
                  placed (off: mistakes count when `check` or a hint shows them).",
        completions: &["board", "autoclear", "feedback"],
        takes_file: false,
        parse: parse_set,
    },
    Spec {
        name: "play",
        args: "",
        summary: "full-screen board: arrow keys, digits; q comes back",
        details: "Opens the game in progress on the whole terminal (at least 80x24); q or Esc\n\
                  comes back here with the game as it is, and a mouse click selects a cell.\n\
                  `sudoku play [LEVEL|--resume]` starts there from the shell. The keys:\n\
                  {board-keys}",
        completions: &[],
        takes_file: false,
        parse: |args| no_arguments(args, Command::Board),
    },
    Spec {
        name: "stats",
        args: "",
        summary: "games won and best times per level",
        details: "Lists, per level, the generated games you solved and your fastest time (time\n\
                  played: pauses over 2 minutes do not count). Kept in $XDG_DATA_HOME/sudoku\n\
                  (or ~/.local/share/sudoku).",
        completions: &[],
        takes_file: false,
        parse: |args| no_arguments(args, Command::Stats),
    },
    Spec {
        name: "help",
        args: "[COMMAND]",
        summary: "list commands, or explain one",
        details: "`help` lists every command; `help NAME` explains one.",
        completions: &[],
        takes_file: false,
        parse: parse_help,
    },
    Spec {
        name: "quit",
        args: "",
        summary: "leave (also `exit` or Ctrl-D)",
        details: "Ends the session.",
        completions: &[],
        takes_file: false,
        parse: |_| Ok(Command::Quit),
    },
    Spec {
        name: "exit",
        args: "",
        summary: "leave (same as `quit`)",
        details: "Ends the session.",
        completions: &[],
        takes_file: false,
        parse: |_| Ok(Command::Quit),
    },
];

/// Finds a command by exact name.
pub fn find(name: &str) -> Option<&'static Spec> {
    COMMANDS.iter().find(|c| c.name == name)
}

fn parse_help(args: &str) -> Result<Command, CommandError> {
    if args.is_empty() {
        return Ok(Command::Help(None));
    }
    find(&args.to_ascii_lowercase())
        .map(|spec| Command::Help(Some(spec)))
        .ok_or_else(|| CommandError::NoHelp(args.to_string()))
}
