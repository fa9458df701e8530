//! Never losing a game: every change to an unfinished game is kept at once in
//! `$XDG_STATE_HOME/sudoku/games/` (fallback `~/.local/state/sudoku/games/`), each game in
//! its own files: a checkpoint, rewritten now and then through a temporary file and a
//! rename, and a journal of the changes since, appended to and flushed after each (see
//! [`Line`] and [`crate::store::journal`]). A finished game's files are removed.
//!
//! Scripts piped into `sudoku` autosave too, and there may be many of them: their games go
//! to `games/scripts/`, are pruned on their own, and are listed after the player's, so no
//! script can push a game played at a terminal out of reach. `resume` continues the most
//! recent game of the player's (a script's only when there is none), `games` lists them all.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use sudoku_engine::rater::Score;

use crate::game::{Game, Origin};
use crate::store::error::StoreError;
use crate::store::journal::{self, Journal};
use crate::store::{files, savefile};

/// The player's autosaved games always kept, newest first.
const KEEP: usize = 20;

/// Beyond the [`KEEP`] newest, the player's games untouched for this long are removed.
const KEEP_FOR: std::time::Duration = std::time::Duration::from_secs(90 * 24 * 3600);

/// Scripts' games kept: only the newest (nobody comes back to most of them).
const KEEP_SCRIPTS: usize = 20;

/// Who played a game: it decides where its autosave goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Kind {
    /// A script piped into `sudoku`.
    #[default]
    Script,
    /// The player, at a terminal. A script's game the player takes up becomes theirs.
    Player,
}

/// `$XDG_STATE_HOME/sudoku`, falling back to `~/.local/state/sudoku`.
pub(crate) fn state_dir() -> Option<PathBuf> {
    crate::store::dirs::state()
}

/// Where the player's unfinished games are kept.
pub(crate) fn games_dir() -> Option<PathBuf> {
    state_dir().map(|d| d.join("games"))
}

/// Where the games of a kind are kept.
fn dir_of(kind: Kind) -> Option<PathBuf> {
    let games = games_dir()?;
    Some(match kind {
        Kind::Player => games,
        Kind::Script => games.join("scripts"),
    })
}

/// Below this size a journal is not folded into a new checkpoint, even when it has grown
/// larger than the checkpoint: a short game would otherwise rewrite its checkpoint every
/// few moves.
const JOURNAL_MIN: u64 = 8 * 1024;

/// Copies of one game tried for a free name before giving up.
const MAX_LINES: u32 = 10_000;

/// The start of the names of a game's files: its puzzle and when it began, so each game
/// has its own, and playing a puzzle again never overwrites an earlier game of it.
fn stem(game: &Game) -> String {
    let hash = journal::fnv1a(&game.puzzle().to_line_bytes());
    format!("{hash:016x}-{}", game.started())
}

/// Removes a file that may not exist.
fn remove(path: &Path) -> Result<(), StoreError> {
    match fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(StoreError::io("remove", path, e)),
    }
}

/// Removes a line's files, the checkpoint at `path` first: a journal left alone by a crash
/// is ignored and cleaned up, a checkpoint left alone would bring a won game back.
fn remove_line(path: &Path) -> Result<(), StoreError> {
    remove(path)?;
    remove(&journal::path_of(path))
}

/// Whether something is at `path` (a dangling link too).
fn exists(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok()
}

/// A game's line of play: its autosave, `NAME.sav` (a checkpoint, a save) and
/// `NAME.journal` (the moves since; see [`crate::store::journal`]), written by one session at a
/// time. The session holds the journal's lock while it plays the game: a second session
/// that resumes the game finds the lock taken and continues it on a line of its own, so
/// neither writes over the other's moves. A game started with `new`, `load` or `open` gets
/// a new line (a file opened twice is two games), written first with its first change.
#[derive(Debug, Default)]
pub(crate) struct Line {
    /// This line's checkpoint; before the first write of a copy, the checkpoint of the line
    /// it continues (another session's).
    path: Option<PathBuf>,
    /// The journal, locked: `None` until this session first writes the line.
    journal: Option<Journal>,
    /// The checkpoint's generation, which the journal's header names.
    generation: u64,
    /// The checkpoint's size: a journal grown past it (and [`JOURNAL_MIN`]) is folded into a
    /// new checkpoint, so a move costs a record, and a checkpoint now and then costs no
    /// more than the records before it.
    checkpoint: u64,
    /// The next write is a new checkpoint: the line was just taken up, or a write failed
    /// and the journal may end in a broken record.
    compact: bool,
}

impl Line {
    /// The checkpoint of this line, or of the line this game continues until it is first
    /// written: which of `games` is the game in progress.
    pub(crate) fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Keeps the game as `kind`'s: a record of its last change (now and then a new
    /// checkpoint), or its files removed if it is won. A player's game leaves the scripts'
    /// directory (a script's game the player took up).
    pub(crate) fn keep(&mut self, game: &mut Game, kind: Kind) -> Result<(), StoreError> {
        let Some(dir) = dir_of(kind) else {
            return Err(StoreError::NoDirectory {
                kind: "state",
                variable: "XDG_STATE_HOME",
            });
        };
        self.keep_in(game, &dir, kind)
    }

    /// [`Line::keep`] in `dir`, the directory of `kind`'s games.
    fn keep_in(&mut self, game: &mut Game, dir: &Path, kind: Kind) -> Result<(), StoreError> {
        if game.is_won() {
            return self.remove();
        }
        let written_here =
            self.journal.is_some() && self.path.as_deref().and_then(Path::parent) == Some(dir);
        if written_here {
            self.write(game)
        } else {
            self.start(game, dir, kind)
        }
    }

    /// Removes the line's files (a won game's); a line not written by this session is
    /// left to its own.
    fn remove(&mut self) -> Result<(), StoreError> {
        if let (Some(path), Some(_)) = (&self.path, &self.journal) {
            remove_line(path)?;
        }
        *self = Line::default();
        Ok(())
    }

    /// Starts writing the game on a new line in `dir`: a new game, a copy of another
    /// session's, or (from the scripts' directory) a script's game the player took up.
    fn start(&mut self, game: &mut Game, dir: &Path, kind: Kind) -> Result<(), StoreError> {
        fs::create_dir_all(dir).map_err(|e| StoreError::io("create", dir, e))?;
        let (path, journal) = new_line(dir, &stem(game))?;
        let before = std::mem::replace(
            self,
            Line {
                path: Some(path),
                journal: Some(journal),
                generation: 0,
                checkpoint: 0,
                compact: true,
            },
        );
        self.write(game)?;
        if let (Some(path), Some(_)) = (&before.path, &before.journal) {
            remove_line(path)?;
        }
        prune(dir, kind);
        Ok(())
    }

    /// Writes the game's last change: a record on the journal, or a new checkpoint when the
    /// journal has grown enough (or cannot be trusted).
    fn write(&mut self, game: &mut Game) -> Result<(), StoreError> {
        let room = self.journal_room();
        let Some(journal) = &mut self.journal else {
            return Ok(());
        };
        if !self.compact {
            let record = journal::record(game, journal.next());
            if journal.size() + record.len() as u64 <= room {
                if journal.append(&record).is_ok() {
                    game.mark_history();
                    return Ok(());
                }
                // Part of the record may be there: a checkpoint keeps the move instead, and
                // empties the journal.
                self.compact = true;
            }
        }
        self.checkpoint(game)
    }

    /// How large the journal grows before it is folded into a new checkpoint.
    fn journal_room(&self) -> u64 {
        self.checkpoint.max(JOURNAL_MIN)
    }

    /// Writes the whole game as a new checkpoint, then empties the journal for it.
    fn checkpoint(&mut self, game: &mut Game) -> Result<(), StoreError> {
        let Some(path) = self.path.clone() else {
            return Ok(());
        };
        self.compact = true;
        let generation = self.generation + 1;
        let text = savefile::text(game, Some(generation));
        savefile::write(&path, &text)?;
        self.generation = generation;
        self.checkpoint = text.len() as u64;
        game.mark_history();
        let room = self.journal_room();
        let Some(journal) = &mut self.journal else {
            return Ok(());
        };
        if journal.is_removed() {
            // Records in a removed file would be lost: a new one takes its place.
            match Journal::lock(&journal::path_of(&path), false) {
                Ok(Some(new)) => *journal = new,
                // The move is in the checkpoint; the journal is tried again next time.
                _ => return Ok(()),
            }
        }
        // Failing here loses nothing: the checkpoint holds the move, the journal names an
        // older generation and is ignored, and the next move writes a checkpoint again.
        if journal.reset(generation, room).is_ok() {
            self.compact = false;
        }
        Ok(())
    }
}

/// A new line's checkpoint name in `dir` and its journal, created and locked: the first
/// `STEM-K` with neither file.
fn new_line(dir: &Path, stem: &str) -> Result<(PathBuf, Journal), StoreError> {
    for k in 1..=MAX_LINES {
        let path = dir.join(format!("{stem}-{k}.sav"));
        if exists(&path) {
            continue;
        }
        let journal_path = journal::path_of(&path);
        match Journal::lock(&journal_path, true) {
            Ok(Some(journal)) if !exists(&path) => return Ok((path, journal)),
            Ok(Some(_)) => {
                let _ = fs::remove_file(&journal_path);
            }
            // Taken by another session meanwhile, or cleaned away as a leftover before it
            // was locked: another name.
            Ok(None) => {}
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::AlreadyExists | std::io::ErrorKind::NotFound
                ) => {}
            Err(e) => return Err(StoreError::io("create", &journal_path, e)),
        }
    }
    Err(StoreError::NoFreeName {
        dir: files::shown(dir),
        tried: MAX_LINES,
    })
}

/// Takes up a saved game to play: its line, locked, when no other session plays it;
/// otherwise a line of its own starts with the first change, and `true` says so.
pub(crate) fn take_up(entry: &Entry) -> Result<(Game, Line, bool), StoreError> {
    take_up_at(&entry.path)
}

/// [`take_up`] of the game whose checkpoint is at `path`.
fn take_up_at(path: &Path) -> Result<(Game, Line, bool), StoreError> {
    let journal_path = journal::path_of(path);
    let lock = Journal::lock(&journal_path, false);
    let busy = matches!(lock, Ok(None));
    // A journal that cannot be opened (a read-only directory): the game is read, and its
    // changes go to a new line when they can.
    let journal = lock.ok().flatten();
    match journal::read(path) {
        Ok((game, generation, checkpoint)) => Ok((
            game,
            Line {
                path: Some(path.to_path_buf()),
                journal,
                generation,
                checkpoint,
                compact: true,
            },
            busy,
        )),
        Err(e) => {
            // The game went (won or removed elsewhere) after it was listed: no journal of
            // ours stays behind.
            if journal.is_some() && !exists(path) {
                let _ = fs::remove_file(&journal_path);
            }
            Err(e)
        }
    }
}

/// Removes a saved game no session is playing, checkpoint first; `false` if it is being
/// played.
fn remove_unplayed(path: &Path) -> bool {
    let journal_path = journal::path_of(path);
    let _held = if exists(&journal_path) {
        match Journal::lock(&journal_path, false) {
            Ok(Some(journal)) => Some(journal),
            _ => return false,
        }
    } else {
        None
    };
    remove_line(path).is_ok()
}

/// Clears what killed sessions left in the games directories: temporary files of writes
/// cut short, and journals whose checkpoint is gone (the removal of a won game cut short).
/// Files that a live session holds are left alone.
pub(crate) fn tidy() {
    for kind in [Kind::Player, Kind::Script] {
        if let Some(dir) = dir_of(kind) {
            tidy_dir(&dir);
        }
    }
}

/// [`tidy`] of one directory.
fn tidy_dir(dir: &Path) {
    files::clean_temps(dir);
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for path in entries.filter_map(Result::ok).map(|e| e.path()) {
        if path.extension().is_none_or(|x| x != "journal")
            || !fs::symlink_metadata(&path).is_ok_and(|m| m.is_file())
        {
            continue;
        }
        let checkpoint = path.with_extension("sav");
        if exists(&checkpoint) {
            continue;
        }
        if let Ok(Some(_held)) = Journal::lock(&path, false)
            && !exists(&checkpoint)
        {
            let _ = fs::remove_file(&path);
        }
    }
}

/// The saved games in `dir`, newest first: a game's time is its journal's when that is
/// newer than its checkpoint.
fn saved(dir: &Path) -> Vec<(SystemTime, PathBuf)> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let modified = |p: &Path| fs::metadata(p).ok()?.modified().ok();
    let mut files: Vec<(SystemTime, PathBuf)> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "sav"))
        .filter_map(|p| {
            let time = modified(&p)?.max(modified(&journal::path_of(&p)).unwrap_or(UNIX_EPOCH));
            Some((time, p))
        })
        .collect();
    files.sort_by(|a, b| b.cmp(a));
    files
}

/// Removes the player's games beyond the [`KEEP`] newest that are older than [`KEEP_FOR`],
/// and scripts' games beyond the [`KEEP_SCRIPTS`] newest; never one a session is playing.
fn prune(dir: &Path, kind: Kind) {
    let now = SystemTime::now();
    let keep = match kind {
        Kind::Player => KEEP,
        Kind::Script => KEEP_SCRIPTS,
    };
    for (time, path) in saved(dir).into_iter().skip(keep) {
        let old = now.duration_since(time).is_ok_and(|age| age > KEEP_FOR);
        if kind == Kind::Script || old {
            remove_unplayed(&path);
        }
    }
}

/// One unfinished game on disk, as `games` lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    /// Where its puzzle came from.
    pub(crate) origin: Origin,
    /// Its puzzle's score (`None` without one solution).
    pub(crate) score: Option<Score>,
    /// Empty cells left.
    pub(crate) left: usize,
    /// When it was last saved.
    pub(crate) saved: SystemTime,
    /// Who played it.
    pub(crate) kind: Kind,
    /// It is the game in progress.
    pub(crate) current: bool,
    /// Another session was playing it when it was taken up: this one goes on with a copy.
    pub(crate) busy: bool,
    /// Its checkpoint, which tells one line of play from another.
    path: PathBuf,
}

impl Entry {
    /// Reads the game back.
    pub(crate) fn open(&self) -> Result<Game, StoreError> {
        journal::read(&self.path).map(|(game, ..)| game)
    }
}

/// The unfinished games saved: the player's newest first, then scripts' newest first; the
/// one at `current` (the game in progress's [`Line::path`]) is marked. Also returns why
/// each file that cannot be read was left out (saved by a newer version, damaged).
pub(crate) fn list(current: Option<&Path>) -> (Vec<Entry>, Vec<StoreError>) {
    let mut entries = Vec::new();
    let mut unreadable = Vec::new();
    for kind in [Kind::Player, Kind::Script] {
        let Some(dir) = dir_of(kind) else {
            continue;
        };
        for (saved, path) in saved(&dir) {
            let game = match journal::read(&path) {
                Ok((game, ..)) => game,
                // Removed (won, pruned) since the directory was read.
                Err(_) if !exists(&path) => continue,
                Err(e) => {
                    unreadable.push(e);
                    continue;
                }
            };
            if game.is_won() {
                continue;
            }
            entries.push(Entry {
                origin: *game.origin(),
                score: game.score(),
                left: game.remaining(),
                saved,
                kind,
                current: current == Some(path.as_path()),
                busy: false,
                path,
            });
        }
    }
    (entries, unreadable)
}

/// The unfinished game `resume` continues: the most recent of the player's, else of
/// scripts', other than the one at `current`, with when it was saved.
pub(crate) fn latest(current: Option<&Path>) -> Option<(Game, SystemTime)> {
    list(current)
        .0
        .into_iter()
        .filter(|e| !e.current)
        .find_map(|e| Some((e.open().ok()?, e.saved)))
}

/// How long ago, in a few words: `just now`, `3 minutes ago`, `2 hours ago`, `5 days ago`.
pub(crate) fn ago(time: SystemTime) -> String {
    let secs = SystemTime::now()
        .duration_since(time)
        .map_or(0, |d| d.as_secs());
    let (n, unit) = match secs {
        0..120 => return "just now".to_string(),
        120..7200 => (secs / 60, "minute"),
        7200..172_800 => (secs / 3600, "hour"),
        _ => (secs / 86_400, "day"),
    };
    format!("{n} {unit}s ago")
}

#[cfg(test)]
mod tests;
