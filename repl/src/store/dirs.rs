//! Where the program keeps its files, after the XDG Base Directory specification: state
//! (history, autosaved games) in `$XDG_STATE_HOME/sudoku`, data (records) in
//! `$XDG_DATA_HOME/sudoku`, each falling back under `$HOME`.

use std::path::PathBuf;

/// `$XDG_STATE_HOME/sudoku`, falling back to `~/.local/state/sudoku`.
pub(crate) fn state() -> Option<PathBuf> {
    base("XDG_STATE_HOME", ".local/state")
}

/// `$XDG_DATA_HOME/sudoku`, falling back to `~/.local/share/sudoku`.
pub(crate) fn data() -> Option<PathBuf> {
    base("XDG_DATA_HOME", ".local/share")
}

/// `$VAR/sudoku`, or `$HOME/FALLBACK/sudoku`. The specification says a relative path in
/// the variable is invalid and must be ignored: it would put the files wherever the
/// program happens to be started.
fn base(var: &str, fallback: &str) -> Option<PathBuf> {
    let dir = std::env::var_os(var)
        .map(PathBuf::from)
        .filter(|p| p.is_absolute())
        .or_else(|| {
            std::env::var_os("HOME")
                .map(PathBuf::from)
                .filter(|h| h.is_absolute())
                .map(|h| h.join(fallback))
        })?;
    Some(dir.join("sudoku"))
}
