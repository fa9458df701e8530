//! Never losing a game: every unfinished game is written, after every change, to its own
//! file in `$XDG_STATE_HOME/sudoku/games/` (fallback `~/.local/state/sudoku/games/`), through
//! a temporary file and a rename. A finished game's file is removed. `resume` continues the
//! game saved most recently.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::game::Game;
use crate::savefile;

/// Autosaved games always kept, newest first.
const KEEP: usize = 20;

/// Beyond the [`KEEP`] newest, games untouched for this long are removed (scripts piped into
/// `sudoku` autosave too, and must not push a player's games out).
const KEEP_FOR: std::time::Duration = std::time::Duration::from_secs(90 * 24 * 3600);

/// `$XDG_STATE_HOME/sudoku`, falling back to `~/.local/state/sudoku`.
pub fn state_dir() -> Option<PathBuf> {
    let state = std::env::var_os("XDG_STATE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/state")))?;
    Some(state.join("sudoku"))
}

/// Where unfinished games are kept.
pub fn games_dir() -> Option<PathBuf> {
    state_dir().map(|d| d.join("games"))
}

/// The file of one game: named by its puzzle and when it began, so each game has its own,
/// and playing a puzzle again never overwrites an earlier game of it.
fn file_for(dir: &Path, game: &Game) -> PathBuf {
    // FNV-1a of the puzzle line: short, stable, and the same on every platform.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in game.puzzle().to_line_bytes().iter() {
        hash = (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    dir.join(format!("{hash:016x}-{}.sav", game.started()))
}

/// Keeps the game: written if unfinished, its file removed if won.
pub fn keep(game: &Game) -> Result<(), String> {
    let Some(dir) = games_dir() else {
        return Err("no state directory: neither XDG_STATE_HOME nor HOME is set".to_string());
    };
    let path = file_for(&dir, game);
    if game.is_won() {
        return match fs::remove_file(&path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(format!("cannot remove {}: {e}", path.display())),
        };
    }
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    savefile::save(game, &path)?;
    prune(&dir);
    Ok(())
}

/// The saved games, newest first.
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

/// Removes games beyond the [`KEEP`] newest that are older than [`KEEP_FOR`].
fn prune(dir: &Path) {
    let now = SystemTime::now();
    for (time, path) in saved(dir).into_iter().skip(KEEP) {
        if now.duration_since(time).is_ok_and(|age| age > KEEP_FOR) {
            let _ = fs::remove_file(path);
        }
    }
}

/// The unfinished game saved most recently, other than `current` (the game in progress),
/// with when it was saved; unreadable files are skipped.
pub fn latest(current: Option<&Game>) -> Option<(Game, SystemTime)> {
    let dir = games_dir()?;
    let same = |a: &Game, b: &Game| a.puzzle() == b.puzzle() && a.started() == b.started();
    saved(&dir).into_iter().find_map(|(time, path)| {
        let game = savefile::open(&path).ok()?;
        let other = !game.is_won() && current.is_none_or(|c| !same(c, &game));
        other.then_some((game, time))
    })
}
