//! Never losing a game: every unfinished game is written, after every change, to its own
//! file in `$XDG_STATE_HOME/sudoku/games/` (fallback `~/.local/state/sudoku/games/`), through
//! a temporary file and a rename. A finished game's file is removed.
//!
//! Scripts piped into `sudoku` autosave too, and there may be many of them: their games go
//! to `games/scripts/`, are pruned on their own, and are listed after the player's, so no
//! script can push a game played at a terminal out of reach. `resume` continues the most
//! recent game of the player's (a script's only when there is none), `games` lists them all.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use sudoku_engine::Grid;

use crate::game::{Game, Origin};
use crate::savefile;

/// The player's autosaved games always kept, newest first.
const KEEP: usize = 20;

/// Beyond the [`KEEP`] newest, the player's games untouched for this long are removed.
const KEEP_FOR: std::time::Duration = std::time::Duration::from_secs(90 * 24 * 3600);

/// Scripts' games kept: only the newest (nobody comes back to most of them).
const KEEP_SCRIPTS: usize = 20;

/// Who played a game: it decides where its autosave goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// A script piped into `sudoku`.
    #[default]
    Script,
    /// The player, at a terminal. A script's game the player takes up becomes theirs.
    Player,
}

/// `$XDG_STATE_HOME/sudoku`, falling back to `~/.local/state/sudoku`.
pub fn state_dir() -> Option<PathBuf> {
    crate::dirs::state()
}

/// Where the player's unfinished games are kept.
pub fn games_dir() -> Option<PathBuf> {
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

/// The name of one game's file: from its puzzle and when it began, so each game has its
/// own, and playing a puzzle again never overwrites an earlier game of it.
fn file_name(game: &Game) -> String {
    // FNV-1a of the puzzle line: short, stable, and the same on every platform.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in game.puzzle().to_line_bytes().iter() {
        hash = (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{hash:016x}-{}.sav", game.started())
}

/// Removes a file that may not exist.
fn remove(path: &Path) -> Result<(), String> {
    match fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(format!("cannot remove {}: {e}", path.display())),
    }
}

/// Keeps the game as `kind`'s: written if unfinished, its file removed if won. A player's
/// game leaves the scripts' directory (a script's game the player took up).
pub fn keep(game: &Game, kind: Kind) -> Result<(), String> {
    let (Some(dir), Some(scripts)) = (dir_of(kind), dir_of(Kind::Script)) else {
        return Err("no state directory: neither XDG_STATE_HOME nor HOME is set".to_string());
    };
    let name = file_name(game);
    if game.is_won() {
        remove(&scripts.join(&name))?;
        return remove(&dir.join(&name));
    }
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    savefile::save(game, &dir.join(&name))?;
    if kind == Kind::Player {
        remove(&scripts.join(&name))?;
    }
    prune(&dir, kind);
    Ok(())
}

/// The saved games in `dir`, newest first.
fn saved(dir: &Path) -> Vec<(SystemTime, PathBuf)> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<(SystemTime, PathBuf)> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "sav"))
        .filter_map(|p| Some((fs::metadata(&p).ok()?.modified().ok()?, p)))
        .collect();
    files.sort_by(|a, b| b.cmp(a));
    files
}

/// Removes the player's games beyond the [`KEEP`] newest that are older than [`KEEP_FOR`],
/// and scripts' games beyond the [`KEEP_SCRIPTS`] newest.
fn prune(dir: &Path, kind: Kind) {
    let now = SystemTime::now();
    let keep = match kind {
        Kind::Player => KEEP,
        Kind::Script => KEEP_SCRIPTS,
    };
    for (time, path) in saved(dir).into_iter().skip(keep) {
        let old = now.duration_since(time).is_ok_and(|age| age > KEEP_FOR);
        if kind == Kind::Script || old {
            let _ = fs::remove_file(path);
        }
    }
}

/// One unfinished game on disk, as `games` lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Where its puzzle came from.
    pub origin: Origin,
    /// Empty cells left.
    pub left: usize,
    /// When it was last saved.
    pub saved: SystemTime,
    /// Who played it.
    pub kind: Kind,
    /// It is the game in progress.
    pub current: bool,
    /// Its puzzle and start, which tell one game from another.
    id: (Grid, u64),
    path: PathBuf,
}

impl Entry {
    /// Reads the game back.
    pub fn open(&self) -> Result<Game, String> {
        savefile::open(&self.path)
    }
}

/// The puzzle and start of a game, which tell one game from another.
fn id(game: &Game) -> (Grid, u64) {
    (*game.puzzle(), game.started())
}

/// The unfinished games saved: the player's newest first, then scripts' newest first;
/// `current` (the game in progress) is marked. Unreadable files are skipped.
pub fn list(current: Option<&Game>) -> Vec<Entry> {
    let current = current.map(id);
    let mut entries = Vec::new();
    for kind in [Kind::Player, Kind::Script] {
        let Some(dir) = dir_of(kind) else {
            continue;
        };
        for (saved, path) in saved(&dir) {
            let Ok(game) = savefile::open(&path) else {
                continue;
            };
            if game.is_won() {
                continue;
            }
            entries.push(Entry {
                origin: *game.origin(),
                left: game.remaining(),
                saved,
                kind,
                current: current == Some(id(&game)),
                id: id(&game),
                path,
            });
        }
    }
    entries
}

/// The unfinished game `resume` continues: the most recent of the player's, else of
/// scripts', other than `current` (the game in progress), with when it was saved.
pub fn latest(current: Option<&Game>) -> Option<(Game, SystemTime)> {
    list(current)
        .into_iter()
        .filter(|e| !e.current)
        .find_map(|e| Some((e.open().ok()?, e.saved)))
}

/// How long ago, in a few words: `just now`, `3 minutes ago`, `2 hours ago`, `5 days ago`.
pub fn ago(time: SystemTime) -> String {
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
