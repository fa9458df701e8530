//! The read-eval-print loop: interactive on a terminal, line by line when piped.

use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

use rustyline::DefaultEditor;
use rustyline::error::ReadlineError;

use crate::commands::{CmdError, Ctx, Flow, dispatch};
use crate::session::Session;

/// Runs the REPL until `quit` or end of input. Exit status 1 if any command failed.
pub fn run() -> ExitCode {
    if io::stdin().is_terminal() {
        interactive()
    } else {
        piped()
    }
}

/// Outcome of one line, folded into the exit status.
fn handle(session: &mut Session, line: &str, failed: &mut bool) -> Option<ExitCode> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut ctx = Ctx {
        session,
        out: &mut out,
    };
    let result = dispatch(&mut ctx, line);
    let flushed = out.flush();
    match result {
        Ok(Flow::Continue) => {}
        Ok(Flow::Quit) => return Some(exit_status(*failed)),
        Err(CmdError::User(msg)) => {
            *failed = true;
            eprintln!("error: {msg}");
        }
        Err(CmdError::Closed) => return Some(exit_status(*failed)),
    }
    if flushed.is_err() {
        return Some(exit_status(*failed));
    }
    None
}

fn exit_status(failed: bool) -> ExitCode {
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn piped() -> ExitCode {
    let mut session = Session::default();
    let mut failed = false;
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut buf = Vec::new();
    let mut line_no = 0usize;
    loop {
        buf.clear();
        match input.read_until(b'\n', &mut buf) {
            Ok(0) => return exit_status(failed),
            Ok(_) => {}
            Err(e) => {
                eprintln!("error: cannot read input: {e}");
                return ExitCode::FAILURE;
            }
        }
        line_no += 1;
        let bytes = buf.strip_suffix(b"\n").unwrap_or(&buf);
        let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
        let line = match std::str::from_utf8(bytes) {
            Ok(s) => s,
            Err(e) => {
                failed = true;
                let column = String::from_utf8_lossy(&bytes[..e.valid_up_to()])
                    .chars()
                    .count()
                    + 1;
                let byte = bytes.get(e.valid_up_to()).copied().unwrap_or(0);
                eprintln!(
                    "error: line {line_no}, column {column}: invalid UTF-8 byte 0x{byte:02x}"
                );
                continue;
            }
        };
        if let Some(code) = handle(&mut session, line, &mut failed) {
            return code;
        }
    }
}

fn interactive() -> ExitCode {
    let mut editor = match DefaultEditor::new() {
        Ok(e) => e,
        Err(e) => {
            eprintln!("sudoku: cannot start the line editor: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!(
        "sudoku {} - type `help` for commands, Ctrl-D to leave",
        env!("CARGO_PKG_VERSION")
    );
    let mut session = Session::default();
    let mut failed = false;
    loop {
        match editor.readline("sudoku> ") {
            Ok(line) => {
                let _ = editor.add_history_entry(line.as_str());
                if let Some(code) = handle(&mut session, &line, &mut failed) {
                    return code;
                }
            }
            Err(ReadlineError::Interrupted) => continue,
            Err(ReadlineError::Eof) => return exit_status(failed),
            Err(e) => {
                eprintln!("sudoku: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
}
