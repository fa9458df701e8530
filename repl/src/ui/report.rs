//! Events as text: what the player reads after each command. Pure functions of the event
//! and the game as it is after it; the loop prints what they return.

use std::fmt::Write as _;

use sudoku_engine::Candidates;
use sudoku_engine::Cell;
use sudoku_engine::rater::Score;

use crate::game::daily::Date;
use crate::game::hint::{Hint, HintEnd};
use crate::game::history::Label;
use crate::game::marks::DigitsText;
use crate::game::moves::{Outcome, View};
use crate::game::request;
use crate::game::{Game, Origin};
use crate::store::autosave::{Entry, Kind, ago};
use crate::store::records::{Records, clock};
use crate::ui::command::{COMMANDS, Setting};
use crate::ui::event::Event;
use crate::ui::render::{self, Palette};

/// How to write reports.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Style {
    /// Colour or plain.
    pub(crate) palette: Palette,
    /// Draw the board after every change to the game.
    pub(crate) board_after_moves: bool,
}

/// The text for `event`; `game` is the game after it (none before the first game).
pub(crate) fn report(event: &Event, game: Option<&Game>, style: Style) -> String {
    let palette = style.palette;
    let Some(game) = game else {
        return match event {
            Event::Solved { puzzle, solution } => render::board(puzzle, solution, palette),
            Event::Help(spec) => help(*spec),
            Event::Set(setting) => set(*setting),
            Event::Stats(records) => stats(records),
            Event::Games(entries) => games(entries),
            // Game events need a game; the session refuses them without one.
            _ => String::new(),
        };
    };
    let text = match event {
        Event::Started { generated, daily } => {
            return started(game, *generated, *daily, palette);
        }
        Event::Resumed(entry) => {
            let by = match entry.kind {
                Kind::Player => "",
                Kind::Script => " by a script",
            };
            let copy = if entry.busy {
                "another session is playing this game: this one goes on with a copy of it\n"
            } else {
                ""
            };
            return format!(
                "resumed {}, saved {}{by}\n{copy}{}",
                describe(game),
                ago(entry.saved),
                started(game, None, None, palette)
            );
        }
        Event::Games(entries) => return games(entries),
        Event::Played(Outcome::Moved(cell)) => move_report(game, *cell),
        // Nothing changed: no board to redraw.
        Event::Played(Outcome::Unchanged(label)) => return unchanged(game, *label),
        Event::Played(Outcome::Marked(label)) => marked(game, *label),
        Event::Played(Outcome::Revealed(cell)) => format!(
            "revealed ({} so far): {}",
            game.revealed(),
            move_report(game, *cell)
        ),
        Event::Played(Outcome::Undone(label)) => undo_redo("undid", game, *label),
        Event::Played(Outcome::Redone(label)) => undo_redo("redid", game, *label),
        Event::Played(Outcome::Restarted) => format!(
            "all entries and marks cleared (`undo` brings them back); {} cells left\n",
            game.remaining()
        ),
        Event::Played(Outcome::Checked { clashes, mistakes }) => {
            return checked(game, clashes, mistakes);
        }
        Event::Played(Outcome::Hinted(hint)) => return hinted(hint),
        Event::Played(Outcome::Shown(view)) => return shown(game, *view, palette),
        Event::Solved { puzzle, solution } => return render::board(puzzle, solution, palette),
        Event::Saved(path) => return format!("saved to {}\n", path.display()),
        Event::Exported(files) => {
            let names: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
            return format!("wrote {}\n", names.join(", "));
        }
        Event::Help(spec) => return help(*spec),
        Event::Set(setting) => return set(*setting),
        Event::Stats(records) => return stats(records),
        Event::Kept => return "kept the game in progress\n".to_string(),
        Event::Board | Event::Quit => return String::new(),
    };
    // A change to the game: the board follows it when the player wants that.
    if style.board_after_moves {
        render::game_board(game.puzzle(), game.board(), game.marks(), palette) + &text
    } else {
        text
    }
}

/// Games won, assisted wins and best times per level.
fn stats(records: &Records) -> String {
    let mut text = String::from("level    won  assisted  best time\n");
    for (i, level) in sudoku_engine::Level::ALL.iter().enumerate() {
        let best = records.best[i].map_or("-".to_string(), clock);
        let _ = writeln!(
            text,
            "{level:<7} {:>4}  {:>8}  {best}",
            records.won[i], records.assisted[i]
        );
    }
    text
}

/// The numbered list of unfinished games: the player's, then scripts'.
fn games(entries: &[Entry]) -> String {
    if entries.is_empty() {
        return "no unfinished games saved\n".to_string();
    }
    let mut text = String::new();
    let mut kind = None;
    for (n, entry) in (1..).zip(entries) {
        if kind != Some(entry.kind) {
            kind = Some(entry.kind);
            text.push_str(match entry.kind {
                Kind::Player => "your unfinished games (`resume N` continues one):\n",
                Kind::Script => "games of scripts piped into sudoku:\n",
            });
        }
        let what = puzzle_words(&entry.origin, entry.score);
        let left = entry.left;
        let current = if entry.current {
            "  <- in progress"
        } else {
            ""
        };
        let _ = writeln!(
            text,
            "{n:>3}. {what}, {left} cell{} left, saved {}{current}",
            if left == 1 { "" } else { "s" },
            ago(entry.saved)
        );
    }
    text
}

/// A puzzle in a few words: `hard puzzle (seed 42, score 6.6)`, with what else was asked
/// (`hard puzzle (seed 5, --symmetry mirror, score 5.6)`), `loaded puzzle (score 2.3)`,
/// `loaded puzzle` (no score without one solution).
fn puzzle_words(origin: &Origin, score: Option<Score>) -> String {
    let mut parts = Vec::new();
    let what = match origin {
        Origin::Generated {
            level,
            seed,
            request,
        } => {
            parts.push(format!("seed {seed}"));
            let options = request::options(request);
            if !options.is_empty() {
                parts.push(options);
            }
            format!("{level} puzzle")
        }
        Origin::Loaded => "loaded puzzle".to_string(),
    };
    parts.extend(score.map(|s| format!("score {s}")));
    if parts.is_empty() {
        what
    } else {
        format!("{what} ({})", parts.join(", "))
    }
}

/// A game in a few words: `hard puzzle (seed 42, score 6.6), 40 cells left` or
/// `loaded puzzle (score 2.3), ...` (no score for a puzzle without one solution).
pub(crate) fn describe(game: &Game) -> String {
    let left = game.remaining();
    let what = puzzle_words(game.origin(), game.score());
    format!(
        "{what}, {left} cell{} left",
        if left == 1 { "" } else { "s" }
    )
}

fn set(setting: Setting) -> String {
    let on = |b: bool| if b { "on" } else { "off" };
    match setting {
        Setting::Board(b) => format!("board after every move: {}\n", on(b)),
        Setting::AutoClear(b) => format!(
            "placing a digit clears it from the marks of its row, column and box: {}\n",
            on(b)
        ),
        Setting::Feedback(b) => format!(
            "a wrong digit is flagged and counted as it is placed: {}\n",
            on(b)
        ),
    }
}

/// A command that changed nothing.
fn unchanged(game: &Game, label: Label) -> String {
    match label {
        Label::Cell(cell) => match game.board().get(cell) {
            Some(d) => format!("{cell} is already {d}: nothing changed\n"),
            None => format!("{cell} is already empty: nothing changed\n"),
        },
        Label::Marks(cell) => format!(
            "{cell} marks are already {}: nothing changed\n",
            DigitsText(game.marks().get(cell))
        ),
        Label::AllMarks => "nothing changed\n".to_string(),
        Label::Restart => "nothing to clear: no entries and no marks yet\n".to_string(),
    }
}

/// Pencil marks after a change.
fn marked(game: &Game, label: Label) -> String {
    match label {
        Label::Marks(cell) => format!("{cell} marks: {}\n", DigitsText(game.marks().get(cell))),
        _ => {
            let n = Cell::all()
                .filter(|&c| !game.marks().get(c).is_empty())
                .count();
            match n {
                0 => "all pencil marks cleared\n".to_string(),
                n => format!(
                    "pencil marks in {n} cell{}\n",
                    if n == 1 { "" } else { "s" }
                ),
            }
        }
    }
}

/// The board of a game that just started, with where it came from.
fn started(
    game: &Game,
    generated: Option<(sudoku_engine::Level, u64, sudoku_engine::rater::Score)>,
    daily: Option<Date>,
    palette: Palette,
) -> String {
    let mut text = String::new();
    match (generated, daily) {
        (Some((level, seed, score)), Some(day)) => {
            let _ = writeln!(
                text,
                "daily {level} puzzle for {day} (seed {seed}, score {score})\n{}",
                game.puzzle().line()
            );
        }
        (Some((level, seed, score)), None) => {
            // What else was asked, so that the line says how to make the puzzle again.
            let options = match game.origin() {
                Origin::Generated { request, .. } => request::options(request),
                Origin::Loaded => String::new(),
            };
            let options = if options.is_empty() {
                options
            } else {
                format!("{options}, ")
            };
            let _ = writeln!(
                text,
                "{level} puzzle, seed {seed}, {options}score {score}\n{}",
                game.puzzle().line()
            );
        }
        _ => {}
    }
    text.push_str(&render::game_board(
        game.puzzle(),
        game.board(),
        game.marks(),
        palette,
    ));
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
    let plural = |n: u32, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
    if let Some((d, other)) = value.and_then(|d| Some((d, game.clash_with(cell, d)?))) {
        let _ = write!(text, " (clashes with the {d} at {other})");
    }
    if game.feedback() && game.is_wrong(cell) {
        let n = game.progress().mistakes;
        let _ = write!(text, " (not right: {} so far)", plural(n, "mistake"));
    }
    if game.is_won() {
        let p = game.progress();
        let solved = if p.assisted() {
            "Solved with help: every cell"
        } else {
            "Solved! Every cell"
        };
        let seen = if p.solution_seen {
            ", after seeing the solution"
        } else {
            ""
        };
        let _ = write!(
            text,
            "\n{solved} is right, in {} with {}, {} and {} revealed{seen}.\n\
             Start another with `new`.\n",
            clock(p.elapsed),
            plural(p.mistakes, "mistake"),
            plural(p.hints, "hint"),
            plural(p.revealed, "cell"),
        );
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

fn undo_redo(verb: &str, game: &Game, label: Label) -> String {
    match label {
        Label::Cell(cell) => format!("{verb}: {}", move_report(game, cell)),
        Label::Restart => format!("{verb} restart; {} cells left\n", game.remaining()),
        Label::Marks(_) | Label::AllMarks => format!("{verb}: {}", marked(game, label)),
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
        Hint::MarksLost(cell) => format!(
            "the pencil marks of {cell} lack the digit it needs: mark it again (`mark {cell} -` \
             clears them)\n"
        ),
        Hint::Solved => "the puzzle is solved: nothing left to hint\n".to_string(),
        Hint::Steps { steps, end } => {
            let mut text = String::new();
            for (k, step) in steps.iter().enumerate() {
                let placement = *end == HintEnd::Placement && k + 1 == steps.len();
                let then = if placement && k > 0 { "then " } else { "" };
                let _ = writeln!(text, "{then}{step} [{}]", step.score());
            }
            if *end == HintEnd::NoStep {
                text.push_str(
                    "no step found with the techniques I know; `solve` shows the answer\n",
                );
            }
            text
        }
    }
}

fn shown(game: &Game, view: View, palette: Palette) -> String {
    match view {
        View::Board => render::game_board(game.puzzle(), game.board(), game.marks(), palette),
        View::Marks => render::board_with_marks(game.puzzle(), game.board(), game.marks(), palette),
        View::Line => format!("{}\n", game.board().line()),
        View::Candidates => render::candidates(&Candidates::new(game.board())),
    }
}

fn help(spec: Option<&'static crate::ui::command::Spec>) -> String {
    match spec {
        None => {
            let mut text = String::from("Commands:\n");
            for c in COMMANDS {
                let usage = format!("{} {}", c.name, c.args);
                let _ = writeln!(text, "  {:<26} {}", usage.trim_end(), c.summary_text());
            }
            text.push_str("Type `help COMMAND` for details.\n");
            text
        }
        Some(c) => {
            let usage = format!("{} {}", c.name, c.args);
            format!("usage: {}\n{}\n", usage.trim_end(), c.details_text())
        }
    }
}
