//! The REPL's command table: every command's name, help text and handler in one place.

use std::fmt::Write as _;
use std::io::Write;

use sudoku_engine::Candidates;
use sudoku_engine::generate;
use sudoku_engine::next_step;
use sudoku_engine::{Grid, Level, Solution, solve};

use crate::game::{Game, Origin, Touched};
use crate::generate_cmd::random_seed;
use crate::input::{expect_end, parse_cell, parse_digit};
use crate::output::closed;
use crate::render::{self, Palette};
use crate::savefile;

/// What the loop does after a command.
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

type CmdResult = Result<Flow, CmdError>;

fn user<T>(msg: impl Into<String>) -> Result<T, CmdError> {
    Err(CmdError::User(msg.into()))
}

fn user_err(msg: impl Into<String>) -> CmdError {
    CmdError::User(msg.into())
}

/// Everything a command can use.
pub struct Ctx<'a> {
    /// The game in progress, if any.
    pub game: &'a mut Option<Game>,
    /// Where normal output goes.
    pub out: &'a mut dyn Write,
    /// Colour or plain.
    pub palette: Palette,
    /// Reads one more input line (for `load` followed by a grid); `None` at end of input.
    pub more: &'a mut dyn FnMut(&str) -> Option<String>,
}

impl Ctx<'_> {
    /// Writes text, mapping a closed pipe to [`CmdError::Closed`].
    pub fn print(&mut self, text: &str) -> Result<(), CmdError> {
        self.out.write_all(text.as_bytes()).map_err(|e| {
            closed(e);
            CmdError::Closed
        })
    }

    fn game(&mut self) -> Result<&mut Game, CmdError> {
        self.game
            .as_mut()
            .ok_or_else(|| user_err("no game yet: start one with `new easy` or `load PUZZLE`"))
    }

    fn board_text(&self, game: &Game) -> String {
        render::board(game.puzzle(), game.board(), self.palette)
    }
}

type Handler = fn(&mut Ctx<'_>, &str) -> CmdResult;

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
    /// Words that can follow the name, for tab completion.
    pub completions: &'static [&'static str],
    run: Handler,
}

/// All commands, in the order `help` lists them.
pub static COMMANDS: &[Command] = &[
    Command {
        name: "new",
        args: "easy|medium|hard|expert [SEED]",
        summary: "start a new puzzle with exactly one solution",
        details: "Generates a puzzle of the level (easy: singles; medium: + locked candidates and\n\
                  subsets; hard: + fish, wings and other patterns; expert: needs more). The same\n\
                  SEED gives the same puzzle on every machine (`sudoku new LEVEL --seed SEED`\n\
                  prints the same line). Without SEED a random one is drawn and shown.",
        completions: &["easy", "medium", "hard", "expert"],
        run: cmd_new,
    },
    Command {
        name: "load",
        args: "[PUZZLE]",
        summary: "start a game on a puzzle you give",
        details: "`load` followed by an 81-character puzzle (digits 1-9; '.', '0' or '_' for empty\n\
                  cells), or `load` alone followed by 9 lines of the grid (digits with or without\n\
                  spaces, 0 or . for empty; frame characters | - + are ignored).",
        completions: &[],
        run: cmd_load,
    },
    Command {
        name: "show",
        args: "[line|candidates]",
        summary: "show the board, the 81-character line or pencil marks",
        details: "`show` draws the board: givens plain, your entries in (parentheses) or in colour.\n\
                  `show line` prints the board as one 81-character line (`.` = empty).\n\
                  `show candidates` prints every empty cell's possible digits (filled cells as =5).",
        completions: &["line", "candidates"],
        run: cmd_show,
    },
    Command {
        name: "put",
        args: "ROW COL DIGIT",
        summary: "write a digit (also `put r3c5 7`, or just `r3c5 7`)",
        details: "Writes DIGIT (1-9) in the cell at ROW and COL (1-9 each). The cell can also be\n\
                  named r3c5, and `r3c5 7` or `r3c5=7` work on their own. Givens cannot be\n\
                  overwritten. Prints the cells left, a warning when the digit clashes, and a\n\
                  message when the puzzle is solved.",
        completions: &[],
        run: cmd_put,
    },
    Command {
        name: "clear",
        args: "ROW COL",
        summary: "erase your entry from a cell (also `clear r3c5`)",
        details: "Empties a cell you filled. Givens cannot be cleared.",
        completions: &[],
        run: cmd_clear,
    },
    Command {
        name: "check",
        args: "",
        summary: "list clashes and entries that differ from the solution",
        details: "Lists cells whose digit clashes with another in its row, column or box, and your\n\
                  entries that differ from the puzzle's unique solution (without revealing it).",
        completions: &[],
        run: cmd_check,
    },
    Command {
        name: "hint",
        args: "",
        summary: "explain the next logical step",
        details: "Names the easiest technique that makes progress and what it shows, in words.\n\
                  Steps that only remove pencil marks are listed up to the next digit they\n\
                  unlock. If an entry is wrong, the hint says so first. Hints never change the\n\
                  board.",
        completions: &[],
        run: cmd_hint,
    },
    Command {
        name: "undo",
        args: "",
        summary: "take back the last move",
        details: "Takes back the last put, clear or restart. Repeat to go further back.",
        completions: &[],
        run: cmd_undo,
    },
    Command {
        name: "redo",
        args: "",
        summary: "put back a move you undid",
        details: "Re-applies the last undone move. A new move clears what can be redone.",
        completions: &[],
        run: cmd_redo,
    },
    Command {
        name: "restart",
        args: "",
        summary: "clear all your entries (undoable)",
        details: "Empties every cell you filled, keeping the givens. `undo` brings them back.",
        completions: &[],
        run: cmd_restart,
    },
    Command {
        name: "solve",
        args: "[PUZZLE]",
        summary: "show the solution of the game or of a puzzle you give",
        details: "With no argument, shows the solution of the current puzzle (your game is kept).\n\
                  With an 81-character puzzle, solves that one. Says so clearly when there is no\n\
                  solution or more than one.",
        completions: &[],
        run: cmd_solve,
    },
    Command {
        name: "save",
        args: "FILE",
        summary: "save the game in progress to FILE",
        details: "Writes the puzzle, your entries and where the puzzle came from to FILE\n\
                  (a small text file). `open FILE` resumes it.",
        completions: &[],
        run: cmd_save,
    },
    Command {
        name: "open",
        args: "FILE",
        summary: "resume a game saved with `save`",
        details: "Reads a file written by `save` and continues that game.",
        completions: &[],
        run: cmd_open,
    },
    Command {
        name: "help",
        args: "[COMMAND]",
        summary: "list commands, or explain one",
        details: "`help` lists every command; `help NAME` explains one.",
        completions: &[],
        run: cmd_help,
    },
    Command {
        name: "quit",
        args: "",
        summary: "leave (also `exit` or Ctrl-D)",
        details: "Ends the session.",
        completions: &[],
        run: cmd_quit,
    },
    Command {
        name: "exit",
        args: "",
        summary: "leave (same as `quit`)",
        details: "Ends the session.",
        completions: &[],
        run: cmd_quit,
    },
];

/// Finds a command by exact name.
pub fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
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

/// Runs one input line.
pub fn dispatch(ctx: &mut Ctx<'_>, line: &str) -> CmdResult {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Flow::Continue);
    }
    let (word, args) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let lower = word.to_ascii_lowercase();
    if let Some(cmd) = find(&lower) {
        return (cmd.run)(ctx, args.trim());
    }
    // `r3c5 7` / `r3c5=7` on its own is a move.
    if lower.starts_with('r') && parse_cell(line).is_ok() {
        return cmd_put(ctx, line);
    }
    match suggestion(&lower) {
        Some(s) => user(format!(
            "unknown command '{word}'; did you mean '{s}'? (try `help`)"
        )),
        None => user(format!("unknown command '{word}' (try `help`)")),
    }
}

fn parse_puzzle(text: &str) -> Result<Grid, CmdError> {
    Grid::parse_line(text.as_bytes()).map_err(|e| user_err(format!("not a puzzle: {e}")))
}

/// Starts `game`, prints its board and a note when the solution is not unique.
fn start(ctx: &mut Ctx<'_>, game: Game) -> CmdResult {
    let mut text = ctx.board_text(&game);
    if game.solution().is_none() {
        text.push_str(
            "note: this puzzle has more than one solution; `check` can only find clashes\n",
        );
    }
    let _ = writeln!(text, "{} cells left", game.remaining());
    *ctx.game = Some(game);
    ctx.print(&text)?;
    Ok(Flow::Continue)
}

fn cmd_new(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    let mut words = args.split_whitespace();
    let Some(level_word) = words.next() else {
        return user("missing level (usage: new easy|medium|hard|expert [SEED])");
    };
    let level: Level = level_word.parse().map_err(|_| {
        user_err(format!(
            "unknown level '{level_word}': use easy, medium, hard or expert"
        ))
    })?;
    let seed = match words.next() {
        None => random_seed(),
        Some(w) => w.parse::<u64>().map_err(|_| {
            user_err(format!(
                "'{w}' is not a seed: use a whole number 0-{}",
                u64::MAX
            ))
        })?,
    };
    if let Some(extra) = words.next() {
        return user(format!("unexpected '{extra}' (usage: new LEVEL [SEED])"));
    }
    let puzzle = generate(level, seed).map_err(|e| user_err(format!("cannot generate: {e}")))?;
    let origin = Origin::Generated {
        level: level.to_string(),
        seed,
    };
    let game = Game::new(puzzle, origin).map_err(|e| user_err(e.to_string()))?;
    ctx.print(&format!("{level} puzzle, seed {seed}\n{}\n", puzzle.line()))?;
    start(ctx, game)
}

/// Most elimination steps a hint lists before the digit they lead to.
const HINT_STEPS: usize = 6;

fn cmd_hint(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    expect_end(args).map_err(user_err)?;
    let game = ctx.game()?;
    if let Some(&wrong) = game.mistakes().first() {
        let text = format!("{wrong} is not right: clear it (`clear {wrong}`) and look again\n");
        ctx.print(&text)?;
        return Ok(Flow::Continue);
    }
    if let Some(&clash) = game
        .conflicting_cells()
        .iter()
        .find(|&&c| !game.is_given(c))
    {
        let text = format!("{clash} clashes with another digit: clear it (`clear {clash}`)\n");
        ctx.print(&text)?;
        return Ok(Flow::Continue);
    }
    if game.is_won() {
        ctx.print("the puzzle is solved: nothing left to hint\n")?;
        return Ok(Flow::Continue);
    }
    // The board keeps no pencil marks, so an elimination alone would be hinted again and
    // again: follow eliminations (applied to a scratch copy) until a digit can be placed.
    let mut marks = Candidates::new(game.board());
    let mut text = String::new();
    for shown in 0.. {
        let Some(step) = next_step(&marks) else {
            text.push_str(
                "no step found with the techniques I know (up to hard); `solve` shows the answer\n",
            );
            break;
        };
        if !step.placements().is_empty() {
            let _ = writeln!(text, "{}{step}", if shown > 0 { "then " } else { "" });
            break;
        }
        if shown == HINT_STEPS || !step.apply(&mut marks) {
            let _ = writeln!(text, "{step}");
            break;
        }
        let _ = writeln!(text, "{step}");
    }
    ctx.print(&text)?;
    Ok(Flow::Continue)
}

fn cmd_load(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    let puzzle = if args.is_empty() {
        read_grid(ctx)?
    } else {
        parse_puzzle(args)?
    };
    let game =
        Game::new(puzzle, Origin::Loaded).map_err(|e| user_err(format!("{e}; not loaded")))?;
    start(ctx, game)
}

/// Reads the 9 rows that follow a bare `load`: lines without cells (frames) are kept for
/// context but not counted; a blank line or the end of input stops early.
fn read_grid(ctx: &mut Ctx<'_>) -> Result<Grid, CmdError> {
    let mut text = String::new();
    let mut rows = 0;
    while rows < 9 {
        let Some(line) = (ctx.more)("  grid> ") else {
            break;
        };
        if line.trim().is_empty() {
            break;
        }
        if line
            .chars()
            .any(|c| c.is_ascii_digit() || c == '.' || c == '_' || c.is_alphabetic())
        {
            rows += 1;
        }
        text.push_str(&line);
        text.push('\n');
    }
    Grid::parse_grid(text.as_bytes()).map_err(|e| user_err(format!("not a grid: {e}")))
}

fn cmd_show(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    let (puzzle, board) = {
        let game = ctx.game()?;
        (*game.puzzle(), *game.board())
    };
    let text = match args.to_ascii_lowercase().as_str() {
        "" => render::board(&puzzle, &board, ctx.palette),
        "line" => format!("{}\n", board.line()),
        "candidates" | "cand" | "marks" => render::candidates(&Candidates::new(&board)),
        other => {
            return user(format!(
                "cannot show '{other}': use `show`, `show line` or `show candidates`"
            ));
        }
    };
    ctx.print(&text)?;
    Ok(Flow::Continue)
}

/// One line after a move: what changed, clashes, cells left, or the win.
fn move_report(game: &Game, cell: sudoku_engine::Cell) -> String {
    let value = game.board().get(cell);
    let mut text = match value {
        None => format!("{cell} cleared"),
        Some(d) => format!("{cell} = {d}"),
    };
    if let Some((d, other)) = value.and_then(|d| Some((d, game.clash_with(cell, d)?))) {
        let _ = write!(text, " (clashes with the {d} at {other})");
    }
    if game.is_won() {
        text.push_str("\nSolved! Every cell is right. Start another with `new`.\n");
        return text;
    }
    let left = game.remaining();
    if left == 0 {
        let _ = writeln!(text, "\nthe board is full but not right yet: try `check`");
    } else {
        let _ = writeln!(
            text,
            "; {left} cell{} left",
            if left == 1 { "" } else { "s" }
        );
    }
    text
}

fn cmd_put(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    let game = ctx.game()?;
    let arg = parse_cell(args).map_err(|e| user_err(format!("{e} (usage: put ROW COL DIGIT)")))?;
    let digit = parse_digit(arg.rest).map_err(user_err)?;
    game.set(arg.cell, Some(digit))
        .map_err(|e| user_err(e.to_string()))?;
    let text = move_report(game, arg.cell);
    ctx.print(&text)?;
    Ok(Flow::Continue)
}

fn cmd_clear(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    let game = ctx.game()?;
    let arg = parse_cell(args).map_err(|e| user_err(format!("{e} (usage: clear ROW COL)")))?;
    expect_end(arg.rest).map_err(user_err)?;
    game.set(arg.cell, None)
        .map_err(|e| user_err(e.to_string()))?;
    let text = move_report(game, arg.cell);
    ctx.print(&text)?;
    Ok(Flow::Continue)
}

fn cell_list(cells: &[sudoku_engine::Cell]) -> String {
    cells
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn cmd_check(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    expect_end(args).map_err(user_err)?;
    let game = ctx.game()?;
    let clashes = game.conflicting_cells();
    let mistakes = game.mistakes();
    let mut text = String::new();
    if !clashes.is_empty() {
        let _ = writeln!(text, "clashing digits: {}", cell_list(&clashes));
    }
    if !mistakes.is_empty() {
        let n = mistakes.len();
        let _ = writeln!(
            text,
            "{n} wrong entr{}: {}",
            if n == 1 { "y" } else { "ies" },
            cell_list(&mistakes)
        );
    }
    if text.is_empty() {
        let _ = writeln!(text, "no mistakes so far; {} cells left", game.remaining());
    }
    ctx.print(&text)?;
    Ok(Flow::Continue)
}

fn undo_redo(ctx: &mut Ctx<'_>, args: &str, redo: bool) -> CmdResult {
    expect_end(args).map_err(user_err)?;
    let game = ctx.game()?;
    let (verb, result) = if redo {
        ("redid", game.redo())
    } else {
        ("undid", game.undo())
    };
    let text = match result {
        Some(Touched::Cell(cell)) => format!("{verb}: {}", move_report(game, cell)),
        Some(Touched::Board) => format!("{verb} restart; {} cells left\n", game.remaining()),
        None => return user(format!("nothing to {}", if redo { "redo" } else { "undo" })),
    };
    ctx.print(&text)?;
    Ok(Flow::Continue)
}

fn cmd_undo(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    undo_redo(ctx, args, false)
}

fn cmd_redo(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    undo_redo(ctx, args, true)
}

fn cmd_restart(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    expect_end(args).map_err(user_err)?;
    let game = ctx.game()?;
    game.restart();
    let text = format!(
        "all entries cleared (`undo` brings them back); {} cells left\n",
        game.remaining()
    );
    ctx.print(&text)?;
    Ok(Flow::Continue)
}

fn cmd_solve(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    let puzzle = if args.is_empty() {
        *ctx.game()?.puzzle()
    } else {
        parse_puzzle(args)?
    };
    match solve(&puzzle) {
        Ok(Solution::Unique(s)) => {
            let text = render::board(&puzzle, &s, ctx.palette);
            ctx.print(&text)?;
            Ok(Flow::Continue)
        }
        Ok(Solution::Multiple(_)) => user("this puzzle has more than one solution"),
        Ok(Solution::Unsolvable) => user("this puzzle has no solution"),
        Err(e) => user(format!("cannot solve: {e}")),
    }
}

fn cmd_save(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    if args.is_empty() {
        return user("missing file name (usage: save FILE)");
    }
    let game = ctx.game()?;
    savefile::save(game, args.as_ref()).map_err(user_err)?;
    let text = format!("saved to {args}\n");
    ctx.print(&text)?;
    Ok(Flow::Continue)
}

fn cmd_open(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    if args.is_empty() {
        return user("missing file name (usage: open FILE)");
    }
    let game = savefile::open(args.as_ref()).map_err(user_err)?;
    start(ctx, game)
}

fn cmd_help(ctx: &mut Ctx<'_>, args: &str) -> CmdResult {
    let text = if args.is_empty() {
        let mut text = String::from("Commands:\n");
        for c in COMMANDS {
            let usage = format!("{} {}", c.name, c.args);
            let _ = writeln!(text, "  {:<26} {}", usage.trim_end(), c.summary);
        }
        text.push_str("Type `help COMMAND` for details.\n");
        text
    } else {
        match find(&args.to_ascii_lowercase()) {
            Some(c) => {
                let usage = format!("{} {}", c.name, c.args);
                format!("usage: {}\n{}\n", usage.trim_end(), c.details)
            }
            None => return user(format!("no command '{args}' (try `help`)")),
        }
    };
    ctx.print(&text)?;
    Ok(Flow::Continue)
}

fn cmd_quit(_ctx: &mut Ctx<'_>, _args: &str) -> CmdResult {
    Ok(Flow::Quit)
}
