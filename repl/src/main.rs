//! `sudoku`: an interactive Sudoku REPL, and batch subcommands for scripts. This file reads
//! the command line, hands it to the REPL or a batch command, and is the one place that says
//! why a command stopped and picks the exit status.

// Output goes through `sudoku_repl::output`, which never panics on a failed write.
#![deny(clippy::print_stdout, clippy::print_stderr)]

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Parser;
use sudoku_repl::cli::args::{self, Cli, Command};
use sudoku_repl::cli::error::CliError;
use sudoku_repl::cli::{batch, generate, print};
use sudoku_repl::message;
use sudoku_repl::output::{Status, stopped};
use sudoku_repl::sheet;
use sudoku_repl::ui::repl;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_exit(&e),
    };
    match run(cli) {
        Ok(status) => status.into(),
        Err(error) => {
            if let Some(text) = error.message() {
                message!("{text}");
            }
            error.status().into()
        }
    }
}

/// Carries out the command line.
fn run(cli: Cli) -> Result<Status, CliError> {
    let repl = |start: Vec<String>| {
        Ok(repl::run(repl::Options {
            bail: cli.bail,
            start,
        }))
    };
    match cli.command {
        None => repl(Vec::new()),
        Some(Command::Resume) => repl(vec!["resume".to_string()]),
        Some(Command::Play {
            level,
            resume,
            shape,
        }) => {
            let first = if resume {
                "resume".to_string()
            } else {
                shape.new_line(level)
            };
            repl(vec![first, "play".to_string()])
        }
        Some(Command::Solve {
            file,
            first,
            format,
        }) => batch::solve_command(file.as_deref(), first, format),
        Some(Command::New(new)) => args::new(new),
        Some(Command::Print {
            file,
            format,
            sheet,
        }) => {
            let format = sheet
                .format(format.map(sheet::Format::from))?
                .unwrap_or(sheet::Format::Pdf);
            print::print_command(file.as_deref(), &sheet.options(format))
        }
        Some(Command::Rate { file, format }) => generate::rate_command(file.as_deref(), format),
    }
}

/// What clap's "error" ends with: help and version go to stdout (exit 0), usage errors to
/// stderr (exit 2). Printed here rather than by `Error::exit`, which ignores a failed
/// write: `sudoku --help >/dev/full` must not exit 0.
fn clap_exit(e: &clap::Error) -> ExitCode {
    let printed = e.print().and_then(|()| {
        if e.use_stderr() {
            Ok(())
        } else {
            io::stdout().flush()
        }
    });
    match printed {
        // A failed stderr has nowhere to be reported; the status says it all.
        Err(_) if e.use_stderr() => {}
        Err(err) => return stopped(err).status().into(),
        Ok(()) => {}
    }
    if e.exit_code() == 0 {
        Status::Success.into()
    } else {
        Status::Error.into()
    }
}
