//! The REPL's command table: every command's name, help text and handler in one place.

use std::io::Write;

use sudoku_engine::{Grid, Solution, solve};

use crate::output::{Closed, closed};
use crate::session::Session;

/// What the dispatcher does after a command.
pub enum Flow {
    /// Read the next line.
    Continue,
    /// Leave the REPL.
    Quit,
}

/// A failed command.
#[derive(Debug)]
pub enum CmdError {
    /// The user's input was wrong; the message goes to stderr and the session continues.
    User(String),
    /// Stdout is closed; end quietly.
    Closed,
}

impl From<Closed> for CmdError {
    fn from(_: Closed) -> Self {
        CmdError::Closed
    }
}

/// Shorthand for a user error.
fn user<T>(msg: impl Into<String>) -> Result<T, CmdError> {
    Err(CmdError::User(msg.into()))
}

/// Everything a command handler can use.
pub struct Ctx<'a> {
    /// The game.
    pub session: &'a mut Session,
    /// Where normal output goes.
    pub out: &'a mut dyn Write,
}

impl Ctx<'_> {
    /// Writes text to the output, mapping a closed pipe to [`CmdError::Closed`].
    pub fn print(&mut self, text: &str) -> Result<(), CmdError> {
        self.out.write_all(text.as_bytes()).map_err(closed)?;
        Ok(())
    }
}

type Handler = fn(&mut Ctx<'_>, &str) -> Result<Flow, CmdError>;

/// One REPL command.
pub struct Command {
    /// The word that runs it.
    pub name: &'static str,
    /// Arguments, for the usage line.
    pub args: &'static str,
    /// One line for `help`.
    pub summary: &'static str,
    /// More detail for `help NAME`.
    pub details: &'static str,
    run: Handler,
}

/// All commands, in the order `help` lists them.
pub static COMMANDS: &[Command] = &[
    Command {
        name: "solve",
        args: "[PUZZLE]",
        summary: "solve the current puzzle or the one given",
        details: "With no argument, solves the current puzzle. With an 81-character puzzle \
                  (digits 1-9; '.', '0' or '_' for empty cells), solves that one. Says so \
                  clearly when there is no solution or more than one.",
        run: cmd_solve,
    },
    Command {
        name: "show",
        args: "",
        summary: "show the board",
        details: "Prints the current board with the 3x3 boxes outlined.",
        run: cmd_show,
    },
    Command {
        name: "help",
        args: "[COMMAND]",
        summary: "list commands, or explain one",
        details: "`help` lists every command; `help NAME` explains one.",
        run: cmd_help,
    },
    Command {
        name: "quit",
        args: "",
        summary: "leave (also `exit` or Ctrl-D)",
        details: "Ends the session.",
        run: cmd_quit,
    },
    Command {
        name: "exit",
        args: "",
        summary: "leave (same as `quit`)",
        details: "Ends the session.",
        run: cmd_quit,
    },
];

/// Finds a command by exact name.
pub fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// The command names closest to `word`, for a did-you-mean hint.
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

/// Runs one input line.
pub fn dispatch(ctx: &mut Ctx<'_>, line: &str) -> Result<Flow, CmdError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Flow::Continue);
    }
    let (word, args) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let lower = word.to_ascii_lowercase();
    match find(&lower) {
        Some(cmd) => (cmd.run)(ctx, args.trim()),
        None => match suggestion(&lower) {
            Some(s) => user(format!(
                "unknown command '{word}'; did you mean '{s}'? (try `help`)"
            )),
            None => user(format!("unknown command '{word}' (try `help`)")),
        },
    }
}

fn cmd_solve(ctx: &mut Ctx<'_>, args: &str) -> Result<Flow, CmdError> {
    let puzzle = if args.is_empty() {
        match ctx.session.puzzle {
            Some(p) => p,
            None => {
                return user("no puzzle yet: give one, e.g. `solve 53..7....6..195...` (81 cells)");
            }
        }
    } else {
        let p = Grid::parse_line(args.as_bytes())
            .map_err(|e| CmdError::User(format!("not a puzzle: {e}")))?;
        ctx.session.start(p);
        p
    };
    match solve(&puzzle) {
        Ok(Solution::Unique(s)) => ctx.print(&format!("{}", s.boxed()))?,
        Ok(Solution::Multiple(_)) => return user("this puzzle has more than one solution"),
        Ok(Solution::None) => return user("this puzzle has no solution"),
        Err(e) => return user(format!("cannot solve: {e}")),
    }
    Ok(Flow::Continue)
}

fn cmd_show(ctx: &mut Ctx<'_>, _args: &str) -> Result<Flow, CmdError> {
    if ctx.session.puzzle.is_none() {
        return user("no puzzle yet: try `solve PUZZLE`");
    }
    let board = ctx.session.board;
    ctx.print(&board.boxed().to_string())?;
    Ok(Flow::Continue)
}

fn cmd_help(ctx: &mut Ctx<'_>, args: &str) -> Result<Flow, CmdError> {
    if args.is_empty() {
        let mut text = String::from("Commands:\n");
        for c in COMMANDS {
            let usage = format!("{} {}", c.name, c.args);
            text.push_str(&format!("  {:<18} {}\n", usage.trim_end(), c.summary));
        }
        text.push_str("Type `help COMMAND` for details.\n");
        ctx.print(&text)?;
        return Ok(Flow::Continue);
    }
    match find(&args.to_ascii_lowercase()) {
        Some(c) => {
            let usage = format!("{} {}", c.name, c.args);
            ctx.print(&format!("usage: {}\n{}\n", usage.trim_end(), c.details))?;
            Ok(Flow::Continue)
        }
        None => user(format!("no command '{args}' (try `help`)")),
    }
}

fn cmd_quit(_ctx: &mut Ctx<'_>, _args: &str) -> Result<Flow, CmdError> {
    Ok(Flow::Quit)
}
