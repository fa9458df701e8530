//! Why a session command failed, in words that name what is wrong.

use std::fmt;

use sudoku_engine::{GenerateError, ParseError, SolveError};

use crate::game::{GameError, StartError};
use crate::store::error::StoreError;
use crate::ui::command::CommandError;

/// Why a command failed. The session continues, with nothing changed.
#[derive(Debug)]
pub enum SessionError {
    /// The line is not a command.
    Command(CommandError),
    /// A game command with no game yet.
    NoGame,
    /// The game refused the command.
    Game(GameError),
    /// The puzzle cannot be played.
    Start {
        /// Why.
        error: StartError,
        /// Whether it was given by the player (`load`), rather than generated.
        loaded: bool,
    },
    /// The lines after `load` are not a grid.
    NotAGrid(ParseError),
    /// The generator failed.
    Generate(GenerateError),
    /// `solve`: no solution.
    NoSolution,
    /// `solve`: more than one solution.
    MultipleSolutions,
    /// `solve`: the solver gave up.
    Solver(SolveError),
    /// `resume` with no unfinished game saved; why each saved file that could not be read
    /// was left out.
    NothingToResume(Vec<StoreError>),
    /// `resume N` past the end of the `games` list.
    NoSuchGame {
        /// The number asked for.
        n: usize,
        /// How many games there are.
        count: usize,
    },
    /// `resume N` of the game in progress.
    AlreadyPlaying(usize),
    /// Saving, opening or resuming a game, or reading the records, failed; the message
    /// names the file.
    Store(StoreError),
    /// Exporting a sheet failed; the message names the file.
    File(String),
}

impl fmt::Display for SessionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SessionError::Command(e) => write!(f, "{e}"),
            SessionError::NoGame => {
                f.write_str("no game yet: start one with `new easy` or `load PUZZLE`")
            }
            SessionError::Game(e) => write!(f, "{e}"),
            SessionError::Start {
                error,
                loaded: true,
            } => write!(f, "{error}; not loaded"),
            SessionError::Start {
                error,
                loaded: false,
            } => write!(f, "{error}"),
            SessionError::NotAGrid(e) => write!(f, "not a grid: {e}"),
            SessionError::Generate(e) => write!(f, "cannot generate: {e}"),
            SessionError::NoSolution => f.write_str("this puzzle has no solution"),
            SessionError::MultipleSolutions => {
                f.write_str("this puzzle has more than one solution")
            }
            SessionError::Solver(e) => write!(f, "cannot solve: {e}"),
            SessionError::NothingToResume(skipped) if skipped.is_empty() => {
                f.write_str("no unfinished game to resume")
            }
            SessionError::NothingToResume(skipped) => write!(
                f,
                "no unfinished game to resume ({})",
                skipped_saves(skipped)
            ),
            SessionError::NoSuchGame { n, count: 0 } => {
                write!(f, "no game {n}: no unfinished games are saved")
            }
            SessionError::NoSuchGame { n, count } => {
                write!(f, "no game {n}: `games` lists {count}")
            }
            SessionError::AlreadyPlaying(n) => write!(f, "game {n} is the game in progress"),
            SessionError::Store(e) => write!(f, "{e}"),
            SessionError::File(msg) => f.write_str(msg),
        }
    }
}

impl std::error::Error for SessionError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SessionError::Store(e) => Some(e),
            _ => None,
        }
    }
}

impl From<StoreError> for SessionError {
    fn from(e: StoreError) -> Self {
        SessionError::Store(e)
    }
}

impl From<CommandError> for SessionError {
    fn from(e: CommandError) -> Self {
        SessionError::Command(e)
    }
}

impl From<GameError> for SessionError {
    fn from(e: GameError) -> Self {
        SessionError::Game(e)
    }
}

/// Why saved games were left out, in one line: `skipped a saved game that cannot be read:
/// FILE: why; …`.
pub(crate) fn skipped_saves(why: &[StoreError]) -> String {
    why.iter()
        .map(|e| format!("skipped a saved game that cannot be read: {e}"))
        .collect::<Vec<_>>()
        .join("; ")
}
