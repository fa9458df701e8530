//! The read-eval-print loop: interactive on a terminal, line by line when piped.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::io::{self, BufRead, IsTerminal};
use std::path::PathBuf;
use std::process::ExitCode;

use rustyline::completion::{Completer, FilenameCompleter, Pair};
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::MemHistory;
use rustyline::validate::Validator;
use rustyline::{Config, Context, Editor, Helper};

use crate::message;
use crate::output::{self, Status, Stopped};
use crate::store::autosave::{self, Kind};
use crate::store::line_history::{self, HistoryFile};
use crate::ui::board;
use crate::ui::command::{COMMANDS, find};
use crate::ui::render::Palette;
use crate::ui::report::describe;
use crate::ui::session::{Prompts, Session, Settings};

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
pub fn run(options: Options) -> ExitCode {
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

    fn code(&self) -> ExitCode {
        self.status.into()
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

/// One turn: the session carries the line out, and only here is its reply printed.
/// `cancelled` is set when the player interrupted a prompt of the turn (Ctrl-C at `grid>`):
/// the command is then dropped without an error.
fn run_line(
    session: &mut Session,
    palette: Palette,
    line: &str,
    prompts: Prompts<'_>,
    outcome: &mut Outcome,
    cancelled: &Cell<bool>,
) -> Next {
    match session.execute(line, prompts, palette) {
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

/// The longest input line the REPL takes, in bytes, not counting its line ending (`\n` or
/// `\r\n`) or a byte order mark: a command, an 81-character puzzle with a comment or a grid
/// row fit with room to spare.
pub const MAX_LINE: usize = 4096;

/// The UTF-8 byte order mark, ignored at the start of piped input.
const BOM: &[u8] = "\u{feff}".as_bytes();

/// How far past [`MAX_LINE`] an over-long line is skipped, looking for its end, before the
/// input is taken for something that is not text (an endless line, `/dev/zero`).
const MAX_SKIP: usize = 1 << 20;

/// Why a piped line could not be used.
enum LineError {
    /// The line is skipped; reading goes on.
    Skipped(String),
    /// The input cannot be read or is not text: reading stops (exit status 2, as for
    /// `sudoku solve`).
    Fatal(String),
}

/// Reads piped input line by line, holding at most [`MAX_LINE`] bytes of a line: a longer
/// line is skipped (up to [`MAX_SKIP`] bytes, after which reading stops) and reported, a
/// line that is not UTF-8 becomes an error naming its line and column, and reading goes
/// on. A UTF-8 byte order mark at the start of the input is ignored. After a
/// [`LineError::Fatal`] there are no more lines.
struct PipedLines<R> {
    input: R,
    line_no: usize,
    done: bool,
}

impl<R: BufRead> PipedLines<R> {
    /// The next line: `None` at end of input.
    fn next_line(&mut self) -> Option<Result<String, LineError>> {
        if self.done {
            return None;
        }
        let line = self.read_line();
        self.done = matches!(line, Some(Err(LineError::Fatal(_))));
        line
    }

    fn read_line(&mut self) -> Option<Result<String, LineError>> {
        // Room for the line, a CR before its LF, and a byte order mark before the first.
        let cap = MAX_LINE + 1 + if self.line_no == 0 { BOM.len() } else { 0 };
        let mut buf = Vec::new();
        let mut skipped = 0usize;
        loop {
            let chunk = match self.input.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Some(Err(LineError::Fatal(format!("cannot read input: {e}")))),
            };
            if chunk.is_empty() {
                if buf.is_empty() && skipped == 0 {
                    return None;
                }
                break;
            }
            let (part, found) = match chunk.iter().position(|&b| b == b'\n') {
                Some(i) => (&chunk[..i], Some(i + 1)),
                None => (chunk, None),
            };
            let room = cap.saturating_sub(buf.len());
            if part.len() <= room && skipped == 0 {
                buf.extend_from_slice(part);
            } else {
                skipped += part.len();
            }
            let used = found.unwrap_or(chunk.len());
            self.input.consume(used);
            if found.is_some() {
                break;
            }
            if skipped > MAX_SKIP {
                self.line_no += 1;
                return Some(Err(LineError::Fatal(format!(
                    "line {}: no end of line in its first {} MB: not text input; stopped",
                    self.line_no,
                    MAX_SKIP >> 20
                ))));
            }
        }
        self.line_no += 1;
        let mut bytes = buf.strip_suffix(b"\r").unwrap_or(&buf);
        if self.line_no == 1 {
            bytes = bytes.strip_prefix(BOM).unwrap_or(bytes);
        }
        if skipped > 0 || bytes.len() > MAX_LINE {
            return Some(Err(LineError::Skipped(format!(
                "line {}: longer than {MAX_LINE} bytes; skipped",
                self.line_no
            ))));
        }
        Some(String::from_utf8(bytes.to_vec()).map_err(|e| {
            let valid = e.utf8_error().valid_up_to();
            let column = String::from_utf8_lossy(&bytes[..valid]).chars().count() + 1;
            let byte = bytes.get(valid).copied().unwrap_or(0);
            LineError::Skipped(format!(
                "line {}, column {column}: invalid UTF-8 byte 0x{byte:02x}",
                self.line_no
            ))
        }))
    }
}

fn piped(palette: Palette, options: Options) -> ExitCode {
    // Scripts get no board after each move unless they ask for it (`set board on`).
    let mut session = Session::new(Settings::default()).autosaving_as(Kind::Script);
    let mut outcome = Outcome::default();
    for line in &options.start {
        let prompts = Prompts {
            more: &mut |_| None,
            confirm: &mut |_| true,
        };
        let next = run_line(
            &mut session,
            palette,
            line,
            prompts,
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
    let mut lines = PipedLines {
        input: io::stdin().lock(),
        line_no: 0,
        done: false,
    };
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
                };
                let next = run_line(
                    &mut session,
                    palette,
                    &line,
                    prompts,
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
pub fn history_path() -> Option<PathBuf> {
    Some(autosave::state_dir()?.join("history"))
}

fn interactive(palette: Palette, options: Options) -> ExitCode {
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
            return Status::Error.into();
        }
    };
    editor.set_helper(Some(CommandHelper {
        files: FilenameCompleter::new(),
    }));
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
        return stop.status().into();
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
            let prompts = Prompts {
                more: &mut |_| None,
                confirm: &mut |_| true,
            };
            let mut failed = Outcome::default();
            let next = run_line(
                &mut session,
                palette,
                line,
                prompts,
                &mut failed,
                &Cell::new(false),
            );
            match next {
                Next::Board => match open_board(&mut session, palette) {
                    Ok(typed) => type_ahead(&typed, &mut pending.borrow_mut(), &mut draft),
                    Err(stop) => return stop.status().into(),
                },
                Next::Stopped(stop) => return stop.status().into(),
                Next::Continue | Next::Stop => {}
            }
            if failed.failed() {
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
            return stop.status().into();
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
        let prompts = Prompts {
            more: &mut more,
            confirm: &mut confirm,
        };
        // At a terminal a typo is not a failure of the session: the exit status only
        // reports a terminal that failed.
        let mut typos = Outcome::default();
        let next = run_line(
            &mut session,
            palette,
            &line,
            prompts,
            &mut typos,
            &cancelled,
        );
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

/// Tab completion of command names, their fixed arguments and file names.
struct CommandHelper {
    files: FilenameCompleter,
}

impl Completer for CommandHelper {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let before = &line[..pos];
        let pair = |s: &str| Pair {
            display: s.to_string(),
            replacement: format!("{s} "),
        };
        let Some((command, rest)) = before.split_once(' ') else {
            let found = COMMANDS
                .iter()
                .filter(|c| c.name.starts_with(before))
                .map(|c| pair(c.name));
            return Ok((0, found.collect()));
        };
        let command = command.to_ascii_lowercase();
        let spec = find(&command);
        // File names may hold (escaped or quoted) spaces: the file completer parses them.
        if spec.is_some_and(|c| c.takes_file) {
            return self.files.complete(line, pos, ctx);
        }
        if rest.contains(' ') {
            return Ok((pos, Vec::new()));
        }
        let start = pos - rest.len();
        let words: Vec<&str> = match command.as_str() {
            "help" => COMMANDS.iter().map(|c| c.name).collect(),
            _ => spec.map(|c| c.completions.to_vec()).unwrap_or_default(),
        };
        Ok((
            start,
            words
                .into_iter()
                .filter(|w| w.starts_with(rest))
                .map(pair)
                .collect(),
        ))
    }
}

impl Hinter for CommandHelper {
    type Hint = String;
}

impl Highlighter for CommandHelper {}

/// Accepts every line: rejecting here would swallow the lines that follow in piped input,
/// so the dispatcher reports bad commands instead.
impl Validator for CommandHelper {}

impl Helper for CommandHelper {}
