//! Commands as values: a parsed line ([`Command`]), why a line is not one
//! ([`CommandError`]), and a command's entry in the table ([`Spec`]).

use std::fmt;
use std::path::PathBuf;

use sudoku_engine::{Grid, Level, ParseError, Request};

use crate::game::moves::Play;
use crate::game::{levels, symmetries};
use crate::text::quote;
use crate::ui::keys as board_keys;

/// A session setting (`set NAME on|off`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Setting {
    /// Show the board after every move.
    Board(bool),
    /// Placing a digit removes it from its peers' pencil marks.
    AutoClear(bool),
    /// A wrong digit is flagged, and counted as a mistake, as it is placed.
    Feedback(bool),
}

/// One line of input, parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Command {
    /// A command on the game in progress.
    Play(Play),
    /// A new generated puzzle; no seed draws one.
    New {
        /// What to generate: a level or a score range, a symmetry, minimal or not.
        request: Request,
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
pub(super) fn bad(reason: impl Into<String>) -> CommandError {
    CommandError::Arguments {
        reason: reason.into(),
        usage: None,
    }
}

/// An argument error followed by a usage line.
pub(super) fn usage(reason: impl Into<String>, usage: &'static str) -> CommandError {
    CommandError::Arguments {
        reason: reason.into(),
        usage: Some(usage),
    }
}

pub(super) type Parser = fn(&str) -> Result<Command, CommandError>;

/// One command of the table: what `help` says about it and how its arguments parse.
pub struct Spec {
    /// The word that runs it.
    pub(crate) name: &'static str,
    /// Arguments, for the usage line.
    pub(crate) args: &'static str,
    /// One line for `help`.
    pub(crate) summary: &'static str,
    /// More detail for `help NAME`.
    pub(crate) details: &'static str,
    /// Words that can follow the name, for tab completion.
    pub completions: &'static [&'static str],
    /// Whether the argument is a file name (completed from the file system).
    pub(crate) takes_file: bool,
    pub(super) parse: Parser,
}

impl Spec {
    /// The line `help` gives the command, its `{levels}` spelled out.
    pub(crate) fn summary_text(&self) -> String {
        expand(self.summary)
    }

    /// What `help NAME` says, its `{levels}` and `{level-table}` spelled out.
    pub(crate) fn details_text(&self) -> String {
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
        .replace("{symmetries}", &symmetries::NAMES.join(", "))
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
