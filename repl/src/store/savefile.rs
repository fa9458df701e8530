//! Saving and resuming games: a small line-based text file, written atomically and read
//! with a size bound.
//!
//! ```text
//! # sudoku game v2
//! puzzle 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
//! board  534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
//! marks  r1c4:26 r1c6:268
//! origin medium 42            (or: origin loaded)
//! started 1764028800123      (when the game began, ms since 1970: in its autosave's name)
//! generation 7                (an autosave's checkpoint only: which journal goes with it)
//! elapsed 754                 (seconds played)
//! revealed 0                  (cells shown by `hint cell`)
//! hints 2                     (`hint` asked, each position once)
//! mistakes 1                  (wrong digits the player was shown)
//! found  r1c4:2               (those wrong digits, per cell: each counts once)
//! solution unseen             (`seen`: `solve` showed it, so a win is assisted)
//! hinted BOARD MARKS          (the board and marks of the last hint counted; optional)
//! undo   cell r1c3 v:r1c3:.:4 m:r1c3:12:-
//! redo   marks r1c4 m:r1c4:-:26
//! ```
//!
//! `undo` lines are the undo history, oldest first; `redo` lines the redo stack, the next
//! redo last. Version 1 files (puzzle, board, origin) still open, without marks or history;
//! version 2 files from before `found` and `solution` (both optional) counted every wrong
//! digit as it was placed. The autosave brings a checkpoint up to date with a journal of
//! the same lines (see the `journal` module).

use std::path::Path;
use std::time::Duration;

use sudoku_engine::{Grid, Level, Request};

use crate::game::history::{Change, History};
use crate::game::marks::Marks;
use crate::game::request;
use crate::game::{Game, Origin, Progress};
use crate::store::error::StoreError;
use crate::store::files;
use crate::text;

const HEADER: &str = "# sudoku game v2";
/// The headers `open` accepts.
const HEADERS: [&str; 2] = ["# sudoku game v1", HEADER];

/// The largest file `open` reads, and `save` writes: oldest undo steps are left out of a
/// save that would be larger. A whole game with marks takes a few KB.
pub(crate) const MAX_BYTES: u64 = 64 * 1024;

/// The lines of a game's board and marks, as a save and a journal record write them.
pub(crate) fn board_lines(game: &Game) -> String {
    format!("board  {}\nmarks  {}\n", game.board().line(), game.marks())
}

/// The lines of a game's time, counts and last hint, as a save and a journal record write
/// them.
pub(crate) fn progress_lines(game: &Game) -> String {
    let mut text = format!(
        "elapsed {}\nrevealed {}\nhints {}\nmistakes {}\nfound  {}\nsolution {}\n",
        game.progress().elapsed.as_secs(),
        game.revealed(),
        game.progress().hints,
        game.progress().mistakes,
        game.found(),
        if game.progress().solution_seen {
            "seen"
        } else {
            "unseen"
        },
    );
    if let Some((board, marks)) = game.hinted() {
        text.push_str(&format!("hinted {} {marks}\n", board.line()));
    }
    text
}

/// The text of a saved game of at most [`MAX_BYTES`]: past the bound the oldest undo steps
/// are left out, then the farthest redo steps, so `open` can read it back. Only the steps
/// kept are formatted, so a long history costs no more than a short one. An autosave's
/// checkpoint carries its `generation`.
pub(crate) fn text(game: &Game, generation: Option<u64>) -> String {
    let origin = match game.origin() {
        Origin::Loaded => "loaded".to_string(),
        // The request after the seed when it is more than the level: `hard 5 hard
        // --symmetry mirror`, `expert 3 --score 7.0..7.5`.
        Origin::Generated {
            level,
            seed,
            request,
        } if *request == Request::level(*level) => format!("{level} {seed}"),
        Origin::Generated {
            level,
            seed,
            request,
        } => format!("{level} {seed} {}", request::words(request)),
    };
    let mut text = format!(
        "{HEADER}\npuzzle {}\n{}origin {origin}\nstarted {}\n",
        game.puzzle().line(),
        board_lines(game),
        game.started(),
    );
    if let Some(generation) = generation {
        text.push_str(&format!("generation {generation}\n"));
    }
    text.push_str(&progress_lines(game));
    let mut room = usize::try_from(MAX_BYTES)
        .unwrap_or(usize::MAX)
        .saturating_sub(text.len());
    // The nearest steps first: redo ones before undo ones, newest first.
    let mut take = |steps: &[Change], key: &str| {
        let mut lines = Vec::new();
        for change in steps.iter().rev() {
            let line = format!("{key}{change}\n");
            if line.len() > room {
                room = 0;
                break;
            }
            room -= line.len();
            lines.push(line);
        }
        lines
    };
    let history = game.history();
    let redo = take(history.redo(), "redo   ");
    let undo = take(history.undo(), "undo   ");
    // Undo steps oldest first; the redo stack's next step last.
    for line in undo.iter().rev().chain(redo.iter().rev()) {
        text.push_str(line);
    }
    text
}

/// The first non-blank line of a file's text, after a byte order mark.
fn header(text: &str) -> Option<&str> {
    text::without_bom(text)
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
}

/// Writes `game` to `path` atomically: a temporary file beside it, flushed to disk, then
/// renamed over it, so a crash or a full disk leaves the old file or the new one, never a
/// half-written one. Only a file that reads as a saved game is replaced (see
/// [`files::write_atomically`] for the rest).
pub(crate) fn save(game: &Game, path: &Path) -> Result<(), StoreError> {
    write(path, &to_text(game))
}

/// Writes a save's text to `path` atomically, replacing only a saved game.
pub(crate) fn write(path: &Path, body: &str) -> Result<(), StoreError> {
    let is_a_save = |old: &[u8]| std::str::from_utf8(old).is_ok_and(|t| parse(t, "").is_ok());
    let options = files::Options {
        replace: files::Replace::If {
            what: "a saved game",
            max: MAX_BYTES,
            check: &is_a_save,
        },
        private: true,
    };
    files::write_atomically(path, body.as_bytes(), &options).map_err(|e| match e.problem {
        files::Problem::Io(_, error) => StoreError::io("save to", path, error),
        _ => e.into(),
    })
}

/// The text [`save`] writes: the whole game, less the oldest undo steps and then the
/// farthest redo steps when it would exceed [`MAX_BYTES`].
pub fn to_text(game: &Game) -> String {
    text(game, None)
}

/// Reads a save (a file of at most [`MAX_BYTES`], regular, text).
pub(crate) fn read_bounded(path: &Path) -> Result<String, StoreError> {
    let not_a_save = |reason: String| StoreError::NotASave {
        file: files::shown(path),
        reason,
    };
    let bytes = files::read(path, MAX_BYTES).map_err(|e| match e.problem {
        files::Problem::TooLarge(_) => not_a_save(format!("larger than {} KB", MAX_BYTES / 1024)),
        _ => e.into(),
    })?;
    String::from_utf8(bytes).map_err(|_| not_a_save("not text".to_string()))
}

/// Reads a game written by [`save`] (version 1 or 2).
pub(crate) fn open(path: &Path) -> Result<Game, StoreError> {
    parse(&read_bounded(path)?, &files::shown(path))
}

/// The game a save's text holds; errors start with `shown`, the file's name. Whatever of
/// the file an error quotes has its control characters escaped: a hostile save must not
/// drive the terminal.
pub fn parse(text: &str, shown: &str) -> Result<Game, StoreError> {
    Saved::parse(text, shown)?.game(shown)
}

/// What a save says, line by line, before it becomes a game: the autosave's journal brings
/// a checkpoint up to date by reading its records onto this.
#[derive(Clone, Debug, Default)]
pub(crate) struct Saved {
    puzzle: Option<Grid>,
    board: Option<Grid>,
    marks: Marks,
    /// Undo steps, oldest first.
    undo: Vec<Change>,
    /// Redo steps, the next one last.
    redo: Vec<Change>,
    progress: Progress,
    started: Option<u64>,
    found: Option<Marks>,
    hinted: Option<(Grid, Marks)>,
    origin: Option<Origin>,
    /// An autosave checkpoint's generation (0 for other saves): its journal names it.
    pub(crate) generation: u64,
}

impl Saved {
    /// Reads a save's text; errors start with `shown`, the file's name.
    pub(crate) fn parse(text: &str, shown: &str) -> Result<Saved, StoreError> {
        let first = header(text).unwrap_or("");
        if !HEADERS.contains(&first) {
            let version = first
                .strip_prefix("# sudoku game v")
                .and_then(|v| v.split_whitespace().next())
                .and_then(|v| v.parse::<u32>().ok());
            return Err(match version {
                Some(v) if v > 2 => StoreError::Newer {
                    file: shown.to_string(),
                    header: first.to_string(),
                },
                _ => StoreError::NotASave {
                    file: shown.to_string(),
                    reason: format!("no `{HEADER}` line"),
                },
            });
        }
        let text = text::without_bom(text);
        let mut saved = Saved::default();
        for (n, line) in (1..).zip(text.lines()) {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (key, value) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
            saved.line(key, value.trim(), &|reason| StoreError::Malformed {
                file: shown.to_string(),
                line: Some(n),
                reason,
            })?;
        }
        Ok(saved)
    }

    /// Takes one `key value` line; `at` places what is wrong with it in its file.
    pub(crate) fn line(
        &mut self,
        key: &str,
        value: &str,
        at: &dyn Fn(String) -> StoreError,
    ) -> Result<(), StoreError> {
        let bad = |e: String| at(format!("{key}: {e}"));
        match key {
            "puzzle" => {
                self.puzzle =
                    Some(Grid::parse_line(value.as_bytes()).map_err(|e| bad(e.to_string()))?)
            }
            // A board in play may hold the player's clashing entries.
            "board" => {
                self.board =
                    Some(Grid::parse_board(value.as_bytes()).map_err(|e| bad(e.to_string()))?)
            }
            "marks" => self.marks = Marks::parse(value).map_err(bad)?,
            "origin" => {
                self.origin = Some(
                    parse_origin(value)
                        .ok_or_else(|| at(format!("bad origin {}", text::quote(value))))?,
                )
            }
            "started" => {
                self.started = Some(
                    value
                        .parse()
                        .map_err(|_| bad(format!("{} is not a time", text::quote(value))))?,
                )
            }
            "generation" => {
                self.generation = value
                    .parse()
                    .map_err(|_| bad(format!("{} is not a count", text::quote(value))))?
            }
            "revealed" | "hints" | "mistakes" => {
                let count = value
                    .parse()
                    .map_err(|_| bad(format!("{} is not a count", text::quote(value))))?;
                match key {
                    "revealed" => self.progress.revealed = count,
                    "hints" => self.progress.hints = count,
                    _ => self.progress.mistakes = count,
                }
            }
            "elapsed" => {
                let secs = value.parse().map_err(|_| {
                    bad(format!("{} is not a number of seconds", text::quote(value)))
                })?;
                self.progress.elapsed = Duration::from_secs(secs);
            }
            "found" => self.found = Some(Marks::parse(value).map_err(bad)?),
            "hinted" => {
                let (board, marks) = value.split_once(' ').unwrap_or((value, "-"));
                let board = Grid::parse_board(board.as_bytes()).map_err(|e| bad(e.to_string()))?;
                self.hinted = Some((board, Marks::parse(marks).map_err(bad)?));
            }
            "solution" => {
                self.progress.solution_seen = match value {
                    "seen" => true,
                    "unseen" => false,
                    _ => {
                        return Err(bad(format!("{} is not seen or unseen", text::quote(value))));
                    }
                }
            }
            "undo" => self.undo.push(Change::parse(value).map_err(bad)?),
            "redo" => self.redo.push(Change::parse(value).map_err(bad)?),
            other => return Err(at(format!("unknown key {}", text::quote(other)))),
        }
        Ok(())
    }

    /// Takes a journal record read with [`Saved::line`]: the position and counts it holds,
    /// and its history steps, after `popped` (undo, redo) steps taken off the stacks. A
    /// stack shorter than the steps taken off (its oldest steps were left out of the
    /// checkpoint) just empties.
    pub(crate) fn follow(&mut self, record: Saved, popped: (usize, usize)) {
        if record.board.is_some() {
            self.board = record.board;
        }
        self.marks = record.marks;
        self.progress = record.progress;
        if record.found.is_some() {
            self.found = record.found;
        }
        // A record names the last hint's position only when there is one.
        self.hinted = record.hinted;
        self.undo.truncate(self.undo.len().saturating_sub(popped.0));
        self.undo.extend(record.undo);
        self.redo.truncate(self.redo.len().saturating_sub(popped.1));
        self.redo.extend(record.redo);
    }

    /// The game the lines read describe; errors start with `shown`.
    pub(crate) fn game(self, shown: &str) -> Result<Game, StoreError> {
        let puzzle = self.puzzle.ok_or_else(|| StoreError::NotASave {
            file: shown.to_string(),
            reason: "no `puzzle` line".to_string(),
        })?;
        let board = self.board.unwrap_or(puzzle);
        let progress = self.progress;
        let history = History::new(self.undo, self.redo);
        let origin = self.origin.unwrap_or(Origin::Loaded);
        let mut game = Game::resume(puzzle, board, self.marks, history, origin, progress).map_err(
            |reason| StoreError::Malformed {
                file: shown.to_string(),
                line: None,
                reason,
            },
        )?;
        if let Some(started) = self.started {
            game.set_started(started);
        }
        match self.found {
            Some(found) => game.set_found(found),
            // Files without `found` counted every wrong digit as it was placed: those on the
            // board are counted already.
            None if progress.mistakes > 0 => {
                let mut found = Marks::default();
                for cell in game.mistakes() {
                    if let Some(digit) = game.board().get(cell) {
                        found.set(cell, sudoku_engine::DigitSet::EMPTY.with(digit));
                    }
                }
                game.set_found(found);
            }
            None => {}
        }
        game.set_hinted(self.hinted);
        Ok(game)
    }
}

fn parse_origin(value: &str) -> Option<Origin> {
    if value == "loaded" {
        return Some(Origin::Loaded);
    }
    let mut words = value.splitn(3, ' ');
    let level: Level = words.next()?.parse().ok()?;
    let seed = words.next()?.trim().parse().ok()?;
    let request = match words.next() {
        None => Request::level(level),
        Some(rest) => match request::parse(rest) {
            Ok((request, None)) => request,
            _ => return None,
        },
    };
    Some(Origin::Generated {
        level,
        seed,
        request,
    })
}

#[cfg(test)]
mod tests {
    use sudoku_engine::{Cell, Digit};

    use super::*;
    use crate::game::moves::Play;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn counted_mistakes_and_a_seen_solution_survive_a_save_and_old_files_count_none_twice() {
        let path = std::env::temp_dir().join(format!("sudoku-savefile-{}.sav", std::process::id()));
        let mut game = Game::new(PUZZLE.parse().unwrap(), Origin::Loaded).unwrap();
        let r1c4 = Cell::at(0, 3).unwrap();
        game.set(r1c4, Digit::new(2)).unwrap(); // wrong, legal
        game.apply(&Play::Check).unwrap();
        game.see_solution();
        game.apply(&Play::Hint).unwrap();
        save(&game, &path).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            text.contains("mistakes 1\nfound  r1c4:2\nsolution seen\n"),
            "{text}"
        );
        let mut back = open(&path).unwrap();
        assert_eq!(back.progress().counts(), game.progress().counts());
        back.apply(&Play::Check).unwrap();
        assert_eq!(back.progress().mistakes, 1, "counted before the save");
        back.apply(&Play::Hint).unwrap();
        assert_eq!(
            back.progress().hints,
            1,
            "the same position was hinted before the save"
        );
        // A file from before `found`: its mistakes were counted as placed.
        let old: String = text
            .lines()
            .filter(|l| !l.starts_with("found") && !l.starts_with("solution"))
            .map(|l| format!("{l}\n"))
            .collect();
        std::fs::write(&path, old).unwrap();
        let mut old = open(&path).unwrap();
        assert!(!old.progress().solution_seen);
        old.apply(&Play::Check).unwrap();
        assert_eq!(old.progress().mistakes, 1);
        std::fs::write(&path, text.replace("solution seen", "solution maybe")).unwrap();
        let err = open(&path).unwrap_err().to_string();
        let _ = std::fs::remove_file(&path);
        assert!(err.ends_with("'maybe' is not seen or unseen"), "{err}");
    }

    #[test]
    fn a_generated_origin_keeps_its_request() {
        use sudoku_engine::Symmetry;
        let range = "7.0..7.5".parse().unwrap();
        for (request, text) in [
            (Request::level(Level::Hard), "hard 5"),
            (
                Request::level(Level::Hard).with_symmetry(Symmetry::Mirror),
                "hard 5 hard --symmetry mirror",
            ),
            (
                Request::score(range).with_minimal(true),
                "hard 5 --score 7.0..7.5 --minimal",
            ),
        ] {
            let origin = Origin::Generated {
                level: Level::Hard,
                seed: 5,
                request,
            };
            let game = Game::new(PUZZLE.parse().unwrap(), origin).unwrap();
            assert!(
                super::text(&game, None).contains(&format!("\norigin {text}\n")),
                "{text}"
            );
            assert_eq!(parse_origin(text), Some(origin));
        }
        // A seed in the request's words, or words that are not a request, are no origin.
        assert_eq!(parse_origin("hard 5 hard 6"), None);
        assert_eq!(parse_origin("hard 5 --symmetry spiral"), None);
    }

    #[test]
    fn only_a_header_of_a_later_version_is_called_newer() {
        let err = parse("# sudoku game v0\n", "f").unwrap_err().to_string();
        assert_eq!(err, "f: not a saved game (no `# sudoku game v2` line)");
        let err = parse("# sudoku game v3\n", "f").unwrap_err().to_string();
        assert_eq!(
            err,
            "f: saved by a newer version of sudoku ('# sudoku game v3')"
        );
        let err = parse("# sudoku game vX\n", "f").unwrap_err().to_string();
        assert!(err.contains("not a saved game"), "{err}");
    }
}
