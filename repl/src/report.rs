//! Events as text: what the player reads after each command. Pure functions of the event
//! and the game as it is after it; the loop prints what they return.

use std::fmt::Write as _;

use sudoku_engine::Candidates;
use sudoku_engine::Cell;

use crate::command::{COMMANDS, View};
use crate::event::{Event, Hint, HintEnd, Touched};
use crate::game::Game;
use crate::render::{self, Palette};

/// The text for `event`; `game` is the game after it (none before the first game).
pub fn report(event: &Event, game: Option<&Game>, palette: Palette) -> String {
    match (event, game) {
        (Event::Started { generated }, Some(game)) => started(game, *generated, palette),
        (Event::Moved(cell), Some(game)) => move_report(game, *cell),
        (Event::Undone(touched), Some(game)) => undo_redo("undid", game, *touched),
        (Event::Redone(touched), Some(game)) => undo_redo("redid", game, *touched),
        (Event::Restarted, Some(game)) => format!(
            "all entries cleared (`undo` brings them back); {} cells left\n",
            game.remaining()
        ),
        (Event::Checked { clashes, mistakes }, Some(game)) => checked(game, clashes, mistakes),
        (Event::Hinted(hint), _) => hinted(hint),
        (Event::Shown(view), Some(game)) => shown(game, *view, palette),
        (Event::Solved { puzzle, solution }, _) => render::board(puzzle, solution, palette),
        (Event::Saved(path), _) => format!("saved to {}\n", path.display()),
        (Event::Help(spec), _) => help(*spec),
        // Game events without a game cannot happen: the session refuses them first.
        _ => String::new(),
    }
}

/// The board of a game that just started, with where it came from.
fn started(
    game: &Game,
    generated: Option<(sudoku_engine::Level, u64)>,
    palette: Palette,
) -> String {
    let mut text = String::new();
    if let Some((level, seed)) = generated {
        let _ = writeln!(
            text,
            "{level} puzzle, seed {seed}\n{}",
            game.puzzle().line()
        );
    }
    text.push_str(&render::board(game.puzzle(), game.board(), palette));
    if game.solution().is_none() {
        text.push_str(
            "note: this puzzle has more than one solution; `check` can only find clashes\n",
        );
    }
    let _ = writeln!(text, "{} cells left", game.remaining());
    text
}

/// One line after a move: what changed, clashes, cells left, or the win.
fn move_report(game: &Game, cell: Cell) -> String {
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

fn undo_redo(verb: &str, game: &Game, touched: Touched) -> String {
    match touched {
        Touched::Cell(cell) => format!("{verb}: {}", move_report(game, cell)),
        Touched::Board => format!("{verb} restart; {} cells left\n", game.remaining()),
    }
}

fn cell_list(cells: &[Cell]) -> String {
    cells
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn checked(game: &Game, clashes: &[Cell], mistakes: &[Cell]) -> String {
    let mut text = String::new();
    if !clashes.is_empty() {
        let _ = writeln!(text, "clashing digits: {}", cell_list(clashes));
    }
    if !mistakes.is_empty() {
        let n = mistakes.len();
        let _ = writeln!(
            text,
            "{n} wrong entr{}: {}",
            if n == 1 { "y" } else { "ies" },
            cell_list(mistakes)
        );
    }
    if text.is_empty() {
        let _ = writeln!(text, "no mistakes so far; {} cells left", game.remaining());
    }
    text
}

fn hinted(hint: &Hint) -> String {
    match hint {
        Hint::Wrong(cell) => {
            format!("{cell} is not right: clear it (`clear {cell}`) and look again\n")
        }
        Hint::Clash(cell) => {
            format!("{cell} clashes with another digit: clear it (`clear {cell}`)\n")
        }
        Hint::Solved => "the puzzle is solved: nothing left to hint\n".to_string(),
        Hint::Steps { steps, end } => {
            let mut text = String::new();
            for (k, step) in steps.iter().enumerate() {
                let placement = *end == HintEnd::Placement && k + 1 == steps.len();
                let then = if placement && k > 0 { "then " } else { "" };
                let _ = writeln!(text, "{then}{step}");
            }
            if *end == HintEnd::NoStep {
                text.push_str(
                    "no step found with the techniques I know (up to hard); `solve` shows the \
                     answer\n",
                );
            }
            text
        }
    }
}

fn shown(game: &Game, view: View, palette: Palette) -> String {
    match view {
        View::Board => render::board(game.puzzle(), game.board(), palette),
        View::Line => format!("{}\n", game.board().line()),
        View::Candidates => render::candidates(&Candidates::new(game.board())),
    }
}

fn help(spec: Option<&'static crate::command::Spec>) -> String {
    match spec {
        None => {
            let mut text = String::from("Commands:\n");
            for c in COMMANDS {
                let usage = format!("{} {}", c.name, c.args);
                let _ = writeln!(text, "  {:<26} {}", usage.trim_end(), c.summary);
            }
            text.push_str("Type `help COMMAND` for details.\n");
            text
        }
        Some(c) => {
            let usage = format!("{} {}", c.name, c.args);
            format!("usage: {}\n{}\n", usage.trim_end(), c.details)
        }
    }
}
