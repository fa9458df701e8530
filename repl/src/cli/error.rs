//! Why a subcommand stopped before doing all it was asked: said once, by the binary's `main`,
//! which also turns it into the exit status.

use std::fmt;

use crate::output::{Status, Stopped};

/// Why a subcommand stopped. Problems with single puzzles are not errors: they are reported
/// where they happen (`invalid: …` lines, "left out" notes) and only set the exit status.
#[derive(Debug)]
pub enum CliError {
    /// Arguments that do not go together, beyond what the argument parser checks: said as
    /// `error: MESSAGE` and the command's usage line (exit status 2).
    Usage {
        /// What is wrong.
        message: String,
        /// The command's usage line, when it helps.
        usage: Option<&'static str>,
    },
    /// The command could not do its job (its input cannot be opened or read, is not text, or
    /// asks for more than it can take): `sudoku: MESSAGE` (exit status 2).
    Fatal(String),
    /// The command stopped part way (a seed that gives no puzzle, a sheet that cannot be
    /// written): `sudoku: MESSAGE` (exit status 1).
    Failed(String),
    /// Standard output stopped: said where it happened (or a closed pipe, which says
    /// nothing).
    Stopped(Stopped),
}

impl CliError {
    /// The exit status this error calls for.
    pub fn status(&self) -> Status {
        match self {
            CliError::Usage { .. } | CliError::Fatal(_) => Status::Error,
            CliError::Failed(_) => Status::Failed,
            CliError::Stopped(stop) => stop.status(),
        }
    }

    /// What to say on stderr; `None` when it has been said.
    pub fn message(&self) -> Option<String> {
        match self {
            CliError::Usage {
                message,
                usage: Some(usage),
            } => Some(format!("error: {message}\n\nUsage: {usage}")),
            CliError::Usage {
                message,
                usage: None,
            } => Some(format!("error: {message}")),
            CliError::Fatal(message) | CliError::Failed(message) => {
                Some(format!("sudoku: {message}"))
            }
            CliError::Stopped(_) => None,
        }
    }

    /// A usage error without a usage line.
    pub(crate) fn usage(message: impl Into<String>) -> CliError {
        CliError::Usage {
            message: message.into(),
            usage: None,
        }
    }
}

impl From<Stopped> for CliError {
    fn from(stop: Stopped) -> CliError {
        CliError::Stopped(stop)
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.message() {
            Some(message) => f.write_str(&message),
            None => f.write_str("output stopped"),
        }
    }
}

impl std::error::Error for CliError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_error_says_itself_once_with_its_status() {
        let usage = CliError::Usage {
            message: "bad".into(),
            usage: Some("sudoku new LEVEL"),
        };
        assert_eq!(
            usage.message().as_deref(),
            Some("error: bad\n\nUsage: sudoku new LEVEL")
        );
        assert_eq!(usage.status(), Status::Error);
        assert_eq!(CliError::usage("x").message().as_deref(), Some("error: x"));
        let fatal = CliError::Fatal("no such file".into());
        assert_eq!(fatal.message().as_deref(), Some("sudoku: no such file"));
        assert_eq!(fatal.status(), Status::Error);
        assert_eq!(CliError::Failed("seed 3".into()).status(), Status::Failed);
        let closed = CliError::from(Stopped::Closed);
        assert_eq!((closed.message(), closed.status()), (None, Status::Success));
        let failed = CliError::from(Stopped::Failed);
        assert_eq!((failed.message(), failed.status()), (None, Status::Error));
    }
}
