//! The read-eval-print loop: interactive on a terminal, line by line when piped.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::io::{self, IsTerminal};
use std::path::PathBuf;

use rustyline::completion::FilenameCompleter;
use rustyline::error::ReadlineError;
use rustyline::history::MemHistory;
use rustyline::{Config, Editor};

use crate::lines::MAX_LINE;
use crate::message;
use crate::output::{self, Status, Stopped};
use crate::store::autosave::{self, Kind};
use crate::store::line_history::{self, HistoryFile};
use crate::ui::board;
use crate::ui::render::Palette;
use crate::ui::report::describe;
use crate::ui::session::{Prompts, Session, Settings};
use crate::ui::signals;

mod completion;
mod early_eof;
mod piped_lines;
mod working;

use completion::CommandHelper;
use piped_lines::{LineError, PipedLines};
use working::Working;

/// How the loop should start and treat errors.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Stop at the first failed command (piped mode).
    pub bail: bool,
    /// Commands to run before the first line is read (`sudoku resume` runs `resume`,
    /// `sudoku play hard` runs `new hard` and `play`); a failure skips the rest.
    pub start: Vec<String>,
}

/// Runs the REPL until `quit` or end of input. Exit status 1 if any command failed (piped
/// input; at a terminal a typo is no failure); 2 if the input cannot be read or is not text,
/// or the output cannot be written (see [`Status`]).
pub fn run(options: Options) -> Status {
    // Colour only on a terminal that can show it, and never with NO_COLOR set.
    let palette = Palette {
        color: io::stdout().is_terminal()
            && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
            && std::env::var_os("TERM").is_none_or(|t| t != "dumb"),
    };
    if io::stdin().is_terminal() {
        interactive(palette, options)
    } else {
        piped(palette, options)
    }
}

/// Tracks failures and turns them into the exit status.
#[derive(Default)]
struct Outcome {
    status: Status,
}

impl Outcome {
    /// Records a failure: the worst one sets the exit status.
    fn fail(&mut self, status: Status) {
        self.status = self.status.max(status);
    }

    fn failed(&self) -> bool {
        self.status != Status::Success
    }

    fn code(&self) -> Status {
        self.status
    }
}

/// What the loop should do after one line.
enum Next {
    Continue,
    Stop,
    /// Open the full-screen board (`play`).
    Board,
    /// Standard output failed or was closed: stop, with the status that calls for.
    Stopped(Stopped),
}

/// One turn: the session carries the line out, and only here is its reply printed (after
/// the progress line of a long command, if any, is taken away). `cancelled` is set when the
/// player interrupted the turn (Ctrl-C at `grid>` or during a search): the command is then
/// dropped without an error.
fn run_line(
    session: &mut Session,
    palette: Palette,
    line: &str,
    prompts: Prompts<'_>,
    working: Option<&Working>,
    outcome: &mut Outcome,
    cancelled: &Cell<bool>,
) -> Next {
    let result = session.execute(line, prompts, palette);
    if let Some(working) = working {
        working.done();
    }
    match result {
        Ok(reply) => {
            if let Some(warning) = &reply.warning {
                message!("warning: {warning}");
            }
            if let Err(stop) = output::print(&reply.text) {
                return Next::Stopped(stop);
            }
            if reply.quit {
                Next::Stop
            } else if reply.board {
                Next::Board
            } else {
                Next::Continue
            }
        }
        Err(_) if cancelled.get() => match output::print("cancelled\n") {
            Ok(()) => Next::Continue,
            Err(stop) => Next::Stopped(stop),
        },
        Err(e) => {
            outcome.fail(Status::Failed);
            message!("error: {e}");
            Next::Continue
        }
    }
}

fn piped(palette: Palette, options: Options) -> Status {
    // Scripts get no board after each move unless they ask for it (`set board on`).
    let mut session = Session::new(Settings::default()).autosaving_as(Kind::Script);
    let mut outcome = Outcome::default();
    for line in &options.start {
        let prompts = Prompts {
            more: &mut |_| None,
            confirm: &mut |_| true,
            working: &mut |_| true,
        };
        let next = run_line(
            &mut session,
            palette,
            line,
            prompts,
            None,
            &mut outcome,
            &Cell::new(false),
        );
        match next {
            Next::Board => no_board(&mut outcome),
            Next::Stopped(stop) => {
                outcome.fail(stop.status());
                return outcome.code();
            }
            Next::Continue | Next::Stop => {}
        }
        if outcome.failed() {
            if options.bail {
                return outcome.code();
            }
            break;
        }
    }
    let mut lines = PipedLines::new(io::stdin().lock());
    while let Some(line) = lines.next_line() {
        let next = match line {
            Ok(line) => {
                // A line `load` reads that cannot be used ends its grid, and is reported.
                let more_failed = Cell::new(Status::Success);
                let mut more = |_: &str| match lines.next_line()? {
                    Ok(line) => Some(line),
                    Err(error) => {
                        more_failed.set(more_failed.get().max(line_failed(&error)));
                        None
                    }
                };
                // Nobody to ask: proceed, the autosave keeps the game being left.
                let prompts = Prompts {
                    more: &mut more,
                    confirm: &mut |_| true,
                    working: &mut |_| true,
                };
                let next = run_line(
                    &mut session,
                    palette,
                    &line,
                    prompts,
                    None,
                    &mut outcome,
                    &Cell::new(false),
                );
                outcome.fail(more_failed.get());
                if let Next::Board = next {
                    no_board(&mut outcome);
                    Next::Continue
                } else {
                    next
                }
            }
            Err(error) => {
                outcome.fail(line_failed(&error));
                Next::Continue
            }
        };
        match next {
            Next::Stop => break,
            Next::Stopped(stop) => {
                outcome.fail(stop.status());
                break;
            }
            Next::Continue | Next::Board => {}
        }
        if options.bail && outcome.failed() {
            break;
        }
    }
    outcome.code()
}

/// Reports a piped line that could not be used; returns the status it calls for.
fn line_failed(error: &LineError) -> Status {
    let (LineError::Skipped(msg) | LineError::Fatal(msg)) = error;
    message!("error: {msg}");
    match error {
        LineError::Skipped(_) => Status::Failed,
        LineError::Fatal(_) => Status::Error,
    }
}

/// `play` with no terminal to play on.
fn no_board(outcome: &mut Outcome) {
    outcome.fail(Status::Failed);
    message!(
        "error: {}",
        board::unavailable().unwrap_or("`play` needs a terminal")
    );
}

/// Opens the full-screen board on the session's game; back at the prompt, says where the
/// game stands. Returns what was typed after the key that left the board.
fn open_board(session: &mut Session, palette: Palette) -> Result<String, Stopped> {
    if let Some(why) = board::unavailable() {
        message!("error: {why}");
        return Ok(String::new());
    }
    let typed = board::run(session, palette.color).unwrap_or_else(|e| {
        message!("error: the board failed: {e}");
        String::new()
    });
    if let Some(game) = session.game() {
        output::print(format!("back from the board: {}\n", describe(game)))?;
    }
    Ok(typed)
}

/// Input typed ahead (after the board's `q`): its whole lines are queued as commands, and
/// a last line without its end becomes the start of the next line edited.
fn type_ahead(typed: &str, pending: &mut VecDeque<String>, draft: &mut String) {
    let mut lines: Vec<&str> = typed.split('\n').collect();
    let last = lines.pop().unwrap_or_default();
    pending.extend(lines.into_iter().map(str::to_owned));
    *draft = last.to_owned();
}

/// `$XDG_STATE_HOME/sudoku/history`, falling back to `~/.local/state/sudoku/history`.
pub(crate) fn history_path() -> Option<PathBuf> {
    Some(autosave::state_dir()?.join("history"))
}

/// Marks the command `cancelled` (the player stopped it) and says not to go on.
fn stop(cancelled: &Cell<bool>) -> bool {
    cancelled.set(true);
    false
}

fn interactive(palette: Palette, options: Options) -> Status {
    // Without the handler Ctrl-C during a command still ends the program, as it used to.
    if let Err(e) = signals::interactive() {
        message!("warning: Ctrl-C will end the program, not the command: {e}");
    }
    let config = Config::builder()
        .max_history_size(line_history::KEEP)
        .map(|b| b.auto_add_history(false).build());
    // The editor keeps the history in memory; `line_history` owns the file.
    let editor = config.and_then(|c| {
        let history = MemHistory::with_config(&c);
        Editor::<CommandHelper, MemHistory>::with_history(c, history)
    });
    let mut editor = match editor {
        Ok(e) => e,
        Err(e) => {
            message!("sudoku: cannot start the line editor: {e}");
            return Status::Error;
        }
    };
    editor.set_helper(Some(CommandHelper {
        files: FilenameCompleter::new(),
    }));
    early_eof::bind(&mut editor);
    let history = history_path().map(HistoryFile::new);
    if let Some(file) = &history {
        match file.load() {
            Ok(lines) => {
                for line in lines {
                    let _ = editor.add_history_entry(line);
                }
            }
            Err(e) => message!("warning: history not loaded: {e}"),
        }
    }
    let mut history_failed = false;
    let banner = format!(
        "sudoku {}: type `help` for commands, `new easy` to play, Ctrl-D to leave\n",
        env!("CARGO_PKG_VERSION")
    );
    if let Err(stop) = output::print(banner) {
        return stop.status();
    }
    // At a terminal the board follows every move, as in curses games (`set board off`).
    let mut session = Session::new(Settings {
        board: true,
        ..Settings::default()
    })
    .autosaving_as(Kind::Player);
    let mut outcome = Outcome::default();
    // Lines of a multi-line paste not yet run: a paste of several commands, or `load` and
    // the rows of a grid, arrives as one edited line (bracketed paste) or line by line.
    let pending = RefCell::new(VecDeque::<String>::new());
    // The start of the next line, typed on the board after the key that left it.
    let mut draft = String::new();
    if !options.start.is_empty() {
        for line in &options.start {
            let cancelled = Cell::new(false);
            let working = Working::new();
            let prompts = Prompts {
                more: &mut |_| None,
                confirm: &mut |_| true,
                working: &mut |grids| working.go_on(grids) || stop(&cancelled),
            };
            let mut failed = Outcome::default();
            let next = run_line(
                &mut session,
                palette,
                line,
                prompts,
                Some(&working),
                &mut failed,
                &cancelled,
            );
            match next {
                Next::Board => match open_board(&mut session, palette) {
                    Ok(typed) => type_ahead(&typed, &mut pending.borrow_mut(), &mut draft),
                    Err(stop) => return stop.status(),
                },
                Next::Stopped(stop) => return stop.status(),
                Next::Continue | Next::Stop => {}
            }
            // A stopped `new` starts no game for the `play` after it.
            if failed.failed() || cancelled.get() {
                break;
            }
        }
    } else if let Some((game, time)) = autosave::latest(None) {
        let unfinished = format!(
            "unfinished: {}, saved {}\n`resume` continues it\n",
            describe(&game),
            autosave::ago(time)
        );
        if let Err(stop) = output::print(unfinished) {
            return stop.status();
        }
    }
    loop {
        let next = pending.borrow_mut().pop_front();
        let line = match next {
            Some(line) => line,
            None => {
                match editor.readline_with_initial("sudoku> ", (&std::mem::take(&mut draft), "")) {
                    Ok(line) => {
                        if !line.trim().is_empty() {
                            remember(&mut editor, &line, history.as_ref(), &mut history_failed);
                        }
                        let mut lines = line.lines().map(str::to_owned);
                        let first = lines.next().unwrap_or_default();
                        pending.borrow_mut().extend(lines);
                        first
                    }
                    Err(ReadlineError::Interrupted) => continue,
                    Err(ReadlineError::Eof) => break,
                    Err(e) => {
                        message!("sudoku: {e}");
                        outcome.fail(Status::Error);
                        break;
                    }
                }
            }
        };
        if line.len() > MAX_LINE {
            message!("error: the line is longer than {MAX_LINE} bytes; ignored");
            continue;
        }
        // One editor serves both prompts; they are never used at the same time.
        let editor = RefCell::new(&mut editor);
        // Ctrl-C at the grid prompt takes the player back: the load is dropped, not failed.
        let cancelled = Cell::new(false);
        let mut more = |prompt: &str| {
            let queued = pending.borrow_mut().pop_front();
            queued.or_else(|| match editor.borrow_mut().readline(prompt) {
                Ok(line) => Some(line),
                Err(ReadlineError::Interrupted) => {
                    cancelled.set(true);
                    None
                }
                Err(_) => None,
            })
        };
        let mut confirm = |question: &str| {
            editor
                .borrow_mut()
                .readline(question)
                .is_ok_and(|a| a.trim().to_ascii_lowercase().starts_with('y'))
        };
        let working = Working::new();
        let prompts = Prompts {
            more: &mut more,
            confirm: &mut confirm,
            working: &mut |grids| working.go_on(grids) || stop(&cancelled),
        };
        // At a terminal a typo is not a failure of the session: the exit status only
        // reports a terminal that failed.
        let mut typos = Outcome::default();
        let next = run_line(
            &mut session,
            palette,
            &line,
            prompts,
            Some(&working),
            &mut typos,
            &cancelled,
        );
        // Lines pasted behind a command the player stopped go with it, as the terminal
        // drops what was typed ahead of a Ctrl-C.
        if cancelled.get() {
            pending.borrow_mut().clear();
        }
        match next {
            Next::Stop => break,
            Next::Continue => {}
            Next::Board => match open_board(&mut session, palette) {
                Ok(typed) => type_ahead(&typed, &mut pending.borrow_mut(), &mut draft),
                Err(stop) => {
                    outcome.fail(stop.status());
                    break;
                }
            },
            Next::Stopped(stop) => {
                outcome.fail(stop.status());
                break;
            }
        }
    }
    outcome.code()
}

/// Adds a line to the history and appends it to the history file at once, so a crash or a
/// kill loses none of it, beside the lines other sessions append. A file that cannot be
/// written is reported once.
fn remember(
    editor: &mut Editor<CommandHelper, MemHistory>,
    line: &str,
    file: Option<&HistoryFile>,
    failed: &mut bool,
) {
    let _ = editor.add_history_entry(line);
    let Some(file) = file else {
        return;
    };
    if let Err(e) = file.append(line)
        && !std::mem::replace(failed, true)
    {
        message!("warning: cannot write the history: {e}");
    }
}
