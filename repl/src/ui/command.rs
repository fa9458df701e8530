//! Commands as values: one line of input parsed into a [`Command`], with typed errors. The
//! table [`COMMANDS`] holds every command's name, help text, completions and argument
//! parser, so `help`, tab completion and parsing cannot disagree.

use std::fmt;
use std::path::PathBuf;

use sudoku_engine::{Digit, DigitSet, Grid, Level, ParseError};

use crate::game::levels;
use crate::game::moves::{MarkAction, Play, View};
use crate::text::quote;
use crate::ui::input::{expect_end, parse_cell, parse_digit, parse_path};
use crate::ui::keys as board_keys;

/// A session setting (`set NAME on|off`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// Show the board after every move.
    Board(bool),
    /// Placing a digit removes it from its peers' pencil marks.
    AutoClear(bool),
    /// A wrong digit is flagged, and counted as a mistake, as it is placed.
    Feedback(bool),
}

/// One line of input, parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A command on the game in progress.
    Play(Play),
    /// A new generated puzzle; no seed draws one.
    New {
        /// The level.
        level: Level,
        /// The seed, if given.
        seed: Option<u64>,
    },
    /// Today's daily puzzle (UTC) of a level: the same for everyone.
    Daily(Level),
    /// A puzzle given on the line, or (`None`) on the lines that follow.
    Load(Option<Grid>),
    /// The solution of the game, or of a puzzle given on the line.
    Solve(Option<Grid>),
    /// Save the game to a file.
    Save(PathBuf),
    /// Resume a game from a file.
    Open(PathBuf),
    /// Continue an autosaved unfinished game: number N of the `games` list, or (`None`) the
    /// player's most recent one other than the game in progress.
    Resume(Option<usize>),
    /// List the autosaved unfinished games.
    Games,
    /// The command list, or one command's help.
    Help(Option<&'static Spec>),
    /// Change a setting.
    Set(Setting),
    /// Games won and best times per level.
    Stats,
    /// Open the full-screen board on the game in progress (`play`).
    Board,
    /// Print the game to an SVG or PDF sheet.
    Export {
        /// The file (its extension chooses the format).
        path: PathBuf,
        /// Print the player's entries too.
        entries: bool,
    },
    /// Leave.
    Quit,
}

/// Why a line is not a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandError {
    /// The first word names no command.
    Unknown {
        /// The word.
        word: String,
        /// The nearest command name, if one is close.
        suggestion: Option<&'static str>,
    },
    /// The command's arguments are wrong: the reason and, where it helps, the usage.
    Arguments {
        /// What is wrong.
        reason: String,
        /// The usage line to show after it, if any.
        usage: Option<&'static str>,
    },
    /// A puzzle on the line does not parse.
    Puzzle(ParseError),
    /// `help` about a command that does not exist.
    NoHelp(String),
    /// A row of a grid where a command was expected.
    GridRow(String),
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::Unknown {
                word,
                suggestion: Some(s),
            } => write!(
                f,
                "unknown command {}; did you mean '{s}'? (try `help`)",
                quote(word)
            ),
            CommandError::Unknown {
                word,
                suggestion: None,
            } => write!(f, "unknown command {} (try `help`)", quote(word)),
            CommandError::Arguments {
                reason,
                usage: Some(usage),
            } => write!(f, "{reason} (usage: {usage})"),
            CommandError::Arguments {
                reason,
                usage: None,
            } => f.write_str(reason),
            CommandError::Puzzle(e) => write!(f, "not a puzzle: {e}"),
            CommandError::NoHelp(word) => write!(f, "no command {} (try `help`)", quote(word)),
            CommandError::GridRow(line) => write!(
                f,
                "{} is a grid row, not a command (`load` alone reads a grid)",
                quote(line)
            ),
        }
    }
}

impl std::error::Error for CommandError {}

/// An argument error without a usage line.
fn bad(reason: impl Into<String>) -> CommandError {
    CommandError::Arguments {
        reason: reason.into(),
        usage: None,
    }
}

/// An argument error followed by a usage line.
fn usage(reason: impl Into<String>, usage: &'static str) -> CommandError {
    CommandError::Arguments {
        reason: reason.into(),
        usage: Some(usage),
    }
}

type Parser = fn(&str) -> Result<Command, CommandError>;

/// One command of the table: what `help` says about it and how its arguments parse.
pub struct Spec {
    /// The word that runs it.
    pub name: &'static str,
    /// Arguments, for the usage line.
    pub args: &'static str,
    /// One line for `help`.
    pub summary: &'static str,
    /// More detail for `help NAME`.
    pub details: &'static str,
    /// Words that can follow the name, for tab completion.
    pub completions: &'static [&'static str],
    /// Whether the argument is a file name (completed from the file system).
    pub takes_file: bool,
    parse: Parser,
}

impl Spec {
    /// The line `help` gives the command, its `{levels}` spelled out.
    pub fn summary_text(&self) -> String {
        expand(self.summary)
    }

    /// What `help NAME` says, its `{levels}` and `{level-table}` spelled out.
    pub fn details_text(&self) -> String {
        expand(self.details)
    }
}

/// Help texts name the levels and the board's keys through placeholders, filled from the
/// tables that the parsers and the board use, so that help cannot drift from them.
fn expand(text: &str) -> String {
    let keys: String = board_keys::help_lines()
        .map(|h| format!("  {:<11} {}\n", h.all_keys, h.long))
        .collect();
    text.replace("{levels}", &levels::list())
        .replace("{level-table}", &levels::table())
        .replace("{board-keys}", keys.trim_end())
}

impl fmt::Debug for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Spec").field("name", &self.name).finish()
    }
}

impl PartialEq for Spec {
    fn eq(&self, other: &Spec) -> bool {
        self.name == other.name
    }
}

impl Eq for Spec {}

/// All commands, in the order `help` lists them.
pub static COMMANDS: &[Spec] = &[
    Spec {
        name: "new",
        args: "LEVEL [SEED]",
        summary: "a new puzzle: {levels}",
        details: "Generates a puzzle of the level, named for the hardest technique it needs:\n\
                  {level-table}\
                  The same SEED gives the same puzzle on every machine (`sudoku new LEVEL --seed\n\
                  SEED` prints the same line). Without SEED a random one is drawn and shown.\n\
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

/// Parses one line: `Ok(None)` for a blank line or a `#` comment.
pub fn parse(line: &str) -> Result<Option<Command>, CommandError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let (word, args) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let lower = word.to_ascii_lowercase();
    if let Some(spec) = find(&lower) {
        return (spec.parse)(args.trim()).map(Some);
    }
    // `r3c5 7` / `r3c5=7` on its own is a move; `r0c1 5` is one with a bad cell.
    if looks_like_cell(&lower) {
        return parse_put(line).map(Some);
    }
    // A frame line of a pasted grid (its closing border, say) is not a command; a grid
    // row is named as one (the rows after a bad one, once `load` has stopped reading).
    let frame = |c: char| matches!(c, '+' | '-' | '|' | '*' | '=' | ':' | ' ' | '\t');
    if line.chars().all(frame) {
        return Ok(None);
    }
    if line
        .chars()
        .all(|c| frame(c) || c.is_ascii_digit() || matches!(c, '.' | '_'))
    {
        return Err(CommandError::GridRow(line.to_string()));
    }
    Err(CommandError::Unknown {
        word: word.to_string(),
        suggestion: suggestion(&lower),
    })
}

/// Whether a word is a cell name like `r3c5`, `R10C2` or `r3c5=7`: `r`, digits, `c`, digits.
fn looks_like_cell(word: &str) -> bool {
    let word = word.split(['=', ' ', '\t']).next().unwrap_or("");
    let Some((row, col)) = word.strip_prefix('r').and_then(|w| w.split_once('c')) else {
        return false;
    };
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    digits(row) && digits(col)
}

/// The command name closest to `word`, for a did-you-mean hint.
fn suggestion(word: &str) -> Option<&'static str> {
    COMMANDS
        .iter()
        .map(|c| (edit_distance(word, c.name), c.name))
        .filter(|&(d, name)| d <= 2 && d < name.len())
        .min_by_key(|&(d, _)| d)
        .map(|(_, name)| name)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, &cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            cur.push((prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

fn no_arguments(args: &str, command: Command) -> Result<Command, CommandError> {
    expect_end(args).map_err(bad)?;
    Ok(command)
}

fn optional_puzzle(args: &str) -> Result<Option<Grid>, CommandError> {
    if args.is_empty() {
        return Ok(None);
    }
    Grid::parse_line(args.as_bytes())
        .map(Some)
        .map_err(CommandError::Puzzle)
}

fn file_name(args: &str, usage_line: &'static str) -> Result<PathBuf, CommandError> {
    parse_path(args).map_err(|e| usage(e, usage_line))
}

fn parse_export(args: &str) -> Result<Command, CommandError> {
    let args = args.trim_end();
    let (file, entries) = match args.rsplit_once(char::is_whitespace) {
        Some((file, word)) if word.eq_ignore_ascii_case("entries") => (file, true),
        _ => (args, false),
    };
    let path = file_name(file, "export FILE.svg|FILE.pdf [entries]")?;
    Ok(Command::Export { path, entries })
}

fn parse_new(args: &str) -> Result<Command, CommandError> {
    let mut words = args.split_whitespace();
    let Some(level_word) = words.next() else {
        return Err(usage(
            format!("missing level: use {}", levels::list()),
            "new LEVEL [SEED]",
        ));
    };
    if level_word.eq_ignore_ascii_case("daily") {
        let level = match words.next() {
            None => Level::Medium,
            Some(w) => w.parse().map_err(|_| bad(levels::unknown(&quote(w))))?,
        };
        if let Some(extra) = words.next() {
            return Err(usage(
                format!("unexpected {}", quote(extra)),
                "new daily [LEVEL]",
            ));
        }
        return Ok(Command::Daily(level));
    }
    let level: Level = level_word
        .parse()
        .map_err(|_| bad(levels::unknown(&quote(level_word))))?;
    let seed = match words.next() {
        None => None,
        Some(w) => Some(w.parse::<u64>().map_err(|_| {
            bad(format!(
                "{} is not a seed: use a whole number 0-{}",
                quote(w),
                u64::MAX
            ))
        })?),
    };
    if let Some(extra) = words.next() {
        return Err(usage(
            format!("unexpected {}", quote(extra)),
            "new LEVEL [SEED]",
        ));
    }
    Ok(Command::New { level, seed })
}

fn parse_show(args: &str) -> Result<Command, CommandError> {
    let view = match args.to_ascii_lowercase().as_str() {
        "" => View::Board,
        "marks" => View::Marks,
        "line" => View::Line,
        "candidates" | "cand" => View::Candidates,
        other => {
            return Err(bad(format!(
                "cannot show {}: use `show`, `show marks`, `show line` or `show candidates`",
                quote(other)
            )));
        }
    };
    Ok(Command::Play(Play::Show(view)))
}

fn parse_put(args: &str) -> Result<Command, CommandError> {
    let arg = parse_cell(args).map_err(|e| usage(e, "put ROW COL DIGIT"))?;
    let digit = parse_digit(arg.rest).map_err(bad)?;
    Ok(Command::Play(Play::Put {
        cell: arg.cell,
        digit,
    }))
}

fn parse_clear(args: &str) -> Result<Command, CommandError> {
    let arg = parse_cell(args).map_err(|e| usage(e, "clear ROW COL"))?;
    expect_end(arg.rest).map_err(bad)?;
    Ok(Command::Play(Play::Clear { cell: arg.cell }))
}

/// The digits of a mark command: `1 2 7` or `127`.
fn parse_digit_list(args: &str, usage_line: &'static str) -> Result<DigitSet, CommandError> {
    let mut digits = DigitSet::EMPTY;
    for c in args.chars().filter(|c| !c.is_whitespace() && *c != ',') {
        let d = Digit::from_char(c).ok_or_else(|| {
            usage(
                format!("{} is not a digit 1-9", quote(&c.to_string())),
                usage_line,
            )
        })?;
        digits = digits.with(d);
    }
    if digits.is_empty() {
        return Err(usage("missing digits", usage_line));
    }
    Ok(digits)
}

fn parse_mark(args: &str) -> Result<Command, CommandError> {
    const USAGE: &str = "mark CELL DIGITS|-";
    let arg = parse_cell(args).map_err(|e| usage(e, USAGE))?;
    let action = if arg.rest == "-" {
        MarkAction::Clear { cell: arg.cell }
    } else {
        MarkAction::Toggle {
            cell: arg.cell,
            digits: parse_digit_list(arg.rest, USAGE)?,
        }
    };
    Ok(Command::Play(Play::Marks(action)))
}

fn parse_unmark(args: &str) -> Result<Command, CommandError> {
    const USAGE: &str = "unmark CELL DIGITS";
    let arg = parse_cell(args).map_err(|e| usage(e, USAGE))?;
    Ok(Command::Play(Play::Marks(MarkAction::Remove {
        cell: arg.cell,
        digits: parse_digit_list(arg.rest, USAGE)?,
    })))
}

fn parse_marks(args: &str) -> Result<Command, CommandError> {
    let action = match args.to_ascii_lowercase().as_str() {
        "auto" => MarkAction::Auto,
        "clear" => MarkAction::ClearAll,
        "" => return Err(usage("missing action", "marks auto|clear")),
        other => {
            return Err(usage(
                format!("unknown action {}", quote(other)),
                "marks auto|clear",
            ));
        }
    };
    Ok(Command::Play(Play::Marks(action)))
}

fn parse_hint(args: &str) -> Result<Command, CommandError> {
    match args.to_ascii_lowercase().as_str() {
        "" => Ok(Command::Play(Play::Hint)),
        "cell" => Ok(Command::Play(Play::RevealCell)),
        other => Err(usage(format!("unexpected {}", quote(other)), "hint [cell]")),
    }
}

fn parse_set(args: &str) -> Result<Command, CommandError> {
    const USAGE: &str = "set board|autoclear|feedback on|off";
    let mut words = args.split_whitespace();
    let (Some(name), Some(value), None) = (words.next(), words.next(), words.next()) else {
        return Err(usage("expected a setting and on or off", USAGE));
    };
    let on = match value.to_ascii_lowercase().as_str() {
        "on" => true,
        "off" => false,
        other => return Err(usage(format!("{} is not on or off", quote(other)), USAGE)),
    };
    match name.to_ascii_lowercase().as_str() {
        "board" => Ok(Command::Set(Setting::Board(on))),
        "autoclear" => Ok(Command::Set(Setting::AutoClear(on))),
        "feedback" => Ok(Command::Set(Setting::Feedback(on))),
        other => Err(usage(format!("unknown setting {}", quote(other)), USAGE)),
    }
}

fn parse_resume(args: &str) -> Result<Command, CommandError> {
    if args.is_empty() {
        return Ok(Command::Resume(None));
    }
    match args.parse::<usize>() {
        Ok(n) if n > 0 => Ok(Command::Resume(Some(n))),
        _ => Err(usage(
            format!("{} is not a game number: `games` lists them", quote(args)),
            "resume [N]",
        )),
    }
}

fn parse_help(args: &str) -> Result<Command, CommandError> {
    if args.is_empty() {
        return Ok(Command::Help(None));
    }
    find(&args.to_ascii_lowercase())
        .map(|spec| Command::Help(Some(spec)))
        .ok_or_else(|| CommandError::NoHelp(args.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::Cell;

    fn cell(r: usize, c: usize) -> Cell {
        Cell::at(r - 1, c - 1).unwrap()
    }

    #[test]
    fn lines_parse_to_commands() {
        let seven = Digit::new(7).unwrap();
        let put = Some(Command::Play(Play::Put {
            cell: cell(3, 5),
            digit: seven,
        }));
        for line in [
            "put 3 5 7",
            "put r3c5 7",
            "r3c5 7",
            "R3C5=7",
            "  PUT 3 5 7  ",
        ] {
            assert_eq!(parse(line), Ok(put.clone()), "{line}");
        }
        assert_eq!(parse(""), Ok(None));
        assert_eq!(parse("# note"), Ok(None));
        assert_eq!(
            parse("new hard 42"),
            Ok(Some(Command::New {
                level: Level::Hard,
                seed: Some(42)
            }))
        );
        assert_eq!(parse("load"), Ok(Some(Command::Load(None))));
        assert_eq!(
            parse("show cand"),
            Ok(Some(Command::Play(Play::Show(View::Candidates))))
        );
        assert_eq!(parse("help put"), Ok(Some(Command::Help(find("put")))));
    }

    #[test]
    fn help_fits_80_columns() {
        for spec in COMMANDS {
            let usage = format!("{} {}", spec.name, spec.args);
            let line = format!("  {:<26} {}", usage.trim_end(), spec.summary_text());
            assert!(line.chars().count() <= 80, "{line}");
            assert!(!line.contains('{'), "a placeholder left: {line}");
            for detail in spec.details_text().lines() {
                assert!(!detail.contains("{level"), "a placeholder left: {detail}");
                assert!(detail.chars().count() <= 80, "{detail}");
            }
        }
    }

    #[test]
    fn marks_and_settings_parse() {
        let c = cell(3, 5);
        let digits: DigitSet = [1, 2, 7].into_iter().filter_map(Digit::new).collect();
        let toggle = Some(Command::Play(Play::Marks(MarkAction::Toggle {
            cell: c,
            digits,
        })));
        assert_eq!(parse("mark r3c5 1 2 7"), Ok(toggle.clone()));
        assert_eq!(parse("mark 3 5 127"), Ok(toggle));
        assert_eq!(
            parse("mark r3c5 -"),
            Ok(Some(Command::Play(Play::Marks(MarkAction::Clear {
                cell: c
            }))))
        );
        assert_eq!(
            parse("marks auto"),
            Ok(Some(Command::Play(Play::Marks(MarkAction::Auto))))
        );
        assert_eq!(
            parse("hint cell"),
            Ok(Some(Command::Play(Play::RevealCell)))
        );
        assert_eq!(
            parse("set board off"),
            Ok(Some(Command::Set(Setting::Board(false))))
        );
        let err = |line: &str| parse(line).unwrap_err().to_string();
        assert_eq!(
            err("mark r3c5 1 x"),
            "'x' is not a digit 1-9 (usage: mark CELL DIGITS|-)"
        );
        assert_eq!(
            err("mark r3c5"),
            "missing digits (usage: mark CELL DIGITS|-)"
        );
        assert_eq!(err("marks"), "missing action (usage: marks auto|clear)");
        assert_eq!(
            err("set board maybe"),
            "'maybe' is not on or off (usage: set board|autoclear|feedback on|off)"
        );
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let err = |line: &str| parse(line).unwrap_err().to_string();
        assert_eq!(
            err("slove"),
            "unknown command 'slove'; did you mean 'solve'? (try `help`)"
        );
        assert_eq!(err("xyzzy"), "unknown command 'xyzzy' (try `help`)");
        assert_eq!(
            err("new"),
            "missing level: use easy, medium, hard, expert or extreme (usage: new LEVEL [SEED])"
        );
        assert_eq!(
            err("new daily nightmare"),
            "unknown level 'nightmare': use easy, medium, hard, expert or extreme"
        );
        assert_eq!(err("check now"), "unexpected 'now'");
        assert_eq!(err("save"), "missing file name (usage: save FILE)");
        assert_eq!(err("help nope"), "no command 'nope' (try `help`)");
        assert!(err("load 123").starts_with("not a puzzle: "));
        assert_eq!(
            err("resume x"),
            "'x' is not a game number: `games` lists them (usage: resume [N])"
        );
        assert_eq!(
            err("resume 0"),
            "'0' is not a game number: `games` lists them (usage: resume [N])"
        );
        assert_eq!(parse("resume 2"), Ok(Some(Command::Resume(Some(2)))));
        assert_eq!(parse("resume"), Ok(Some(Command::Resume(None))));
    }
}
