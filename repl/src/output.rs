//! The one way out of the program for messages and exit statuses, and what becomes of a
//! write that fails.
//!
//! - Messages (errors, warnings, `seed: N`) go to stderr through [`message!`](crate::message!) only. A
//!   stderr that cannot be written (`2>/dev/full`, a closed pipe) is ignored: there is
//!   nowhere left to report it, and the exit status still says whether the command failed.
//! - Output to stdout that cannot be written stops the command: a closed pipe
//!   (`sudoku solve big.txt | head`) is a normal end and says nothing; any other error (a
//!   full disk) is reported once and the exit status is [`Status::Error`].
//! - Every subcommand and the REPL exit with a [`Status`].

use std::fmt;
use std::io::{self, Write};
use std::process::ExitCode;

/// Writes one line to stderr, like `eprintln!`, but never panics: a stderr that cannot be
/// written loses the message (see [`message`](fn@message)).
#[macro_export]
macro_rules! message {
    ($($arg:tt)*) => {
        $crate::output::message(::std::format_args!($($arg)*))
    };
}

/// Writes `line` and a newline to stderr in one write, ignoring failure. Use [`message!`](crate::message!).
pub fn message(line: fmt::Arguments<'_>) {
    // One write, so a message is not split among the lines of other processes sharing the
    // terminal or the log.
    let text = format!("{line}\n");
    let _ = io::stderr().lock().write_all(text.as_bytes());
}

/// The exit status of the program, the same scale for every subcommand and the REPL; the
/// worst thing that happened wins ([`Ord`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    /// 0: everything asked for was done, also when the reader of the output closed it early
    /// (it wanted no more).
    #[default]
    Success,
    /// 1: some of what was asked failed: a puzzle with no unique solution, a REPL command
    /// that failed.
    Failed,
    /// 2: the command could not do its job: a usage error, input that cannot be read or is
    /// not text, output that cannot be written.
    Error,
}

impl From<Status> for ExitCode {
    fn from(status: Status) -> ExitCode {
        match status {
            Status::Success => ExitCode::SUCCESS,
            Status::Failed => ExitCode::FAILURE,
            Status::Error => ExitCode::from(2),
        }
    }
}

/// Why output to stdout stopped early.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// The reader went away (a closed pipe): a normal end, nothing said.
    Closed,
    /// The write failed; already reported on stderr.
    Failed,
}

impl Stopped {
    /// The exit status this end calls for, by itself.
    pub fn status(self) -> Status {
        match self {
            Stopped::Closed => Status::Success,
            Stopped::Failed => Status::Error,
        }
    }
}

/// Maps an error writing stdout: a broken pipe is a normal end; anything else is reported
/// on stderr (once: output stops here).
pub fn stopped(err: io::Error) -> Stopped {
    if err.kind() == io::ErrorKind::BrokenPipe {
        return Stopped::Closed;
    }
    message!("sudoku: cannot write output: {err}");
    Stopped::Failed
}

/// Writes `text` to stdout and flushes it, so that a failure shows here and not at exit,
/// where it would go unnoticed.
pub(crate) fn print(text: impl AsRef<[u8]>) -> Result<(), Stopped> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_ref())
        .and_then(|()| out.flush())
        .map_err(stopped)
}
