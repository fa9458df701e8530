//! Best times: per level, games won, the fastest time, and assisted wins, kept in
//! `$XDG_DATA_HOME/sudoku/records` (fallback `~/.local/share/sudoku/records`), one line per
//! level: `LEVEL WON BEST_SECONDS ASSISTED` (`-` for no time yet). A game won with revealed
//! cells or after seeing the solution is an assisted win: counted apart, never a best time.
//! Files from before assisted wins (three words a line) still load, and older versions read
//! the first three words of the new ones. Written atomically; a file that cannot be read
//! counts as no records.

use std::path::PathBuf;
use std::time::Duration;

use sudoku_engine::Level;

use crate::store::error::StoreError;
use crate::store::files;

/// The largest records file read: a few lines are all it holds.
const MAX_BYTES: u64 = 64 * 1024;

/// How many levels there are.
const LEVELS: usize = Level::ALL.len();

/// Games won, assisted wins and the best time, per level (in [`Level::ALL`] order).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Records {
    /// Games won without help.
    pub(crate) won: [u32; LEVELS],
    /// Games won with revealed cells or after seeing the solution.
    pub(crate) assisted: [u32; LEVELS],
    /// The fastest win.
    pub(crate) best: [Option<Duration>; LEVELS],
}

/// A time as `m:ss`, or `h:mm:ss` from an hour.
pub(crate) fn clock(time: Duration) -> String {
    let s = time.as_secs();
    match s / 3600 {
        0 => format!("{}:{:02}", s / 60, s % 60),
        h => format!("{h}:{:02}:{:02}", s / 60 % 60, s % 60),
    }
}

fn index(level: Level) -> usize {
    Level::ALL.iter().position(|&l| l == level).unwrap_or(0)
}

/// `$XDG_DATA_HOME/sudoku/records`, falling back to `~/.local/share/sudoku/records`.
pub(crate) fn path() -> Option<PathBuf> {
    Some(crate::store::dirs::data()?.join("records"))
}

impl Records {
    /// The records on disk (none when there is no file yet); an error when the file cannot
    /// be read, so that a win never writes fresh records over it.
    pub(crate) fn load() -> Result<Records, StoreError> {
        let Some(path) = path() else {
            return Ok(Records::default());
        };
        // Records that cannot be read are not replaced by a fresh file at the next win.
        let bytes = match files::read(&path, MAX_BYTES) {
            Ok(bytes) => bytes,
            Err(e) if e.is_not_found() => return Ok(Records::default()),
            Err(e) => return Err(StoreError::Records(Box::new(e.into()))),
        };
        let text = String::from_utf8(bytes).map_err(|_| {
            StoreError::Records(Box::new(StoreError::NotText {
                file: files::shown(&path),
            }))
        })?;
        let mut records = Records::default();
        for line in text.lines() {
            let mut words = line.split_whitespace();
            let (Some(level), Some(won), Some(best)) = (words.next(), words.next(), words.next())
            else {
                continue;
            };
            let (Ok(level), Ok(won)) = (level.parse::<Level>(), won.parse::<u32>()) else {
                continue;
            };
            let i = index(level);
            records.won[i] = won;
            records.best[i] = best.parse().ok().map(Duration::from_secs);
            records.assisted[i] = words.next().and_then(|a| a.parse().ok()).unwrap_or(0);
        }
        Ok(records)
    }

    /// Counts a win of `level` in `time`; returns the best time it beat, if it beat one
    /// (`Some(None)` for the first time at this level).
    pub(crate) fn win(&mut self, level: Level, time: Duration) -> Option<Option<Duration>> {
        let i = index(level);
        self.won[i] = self.won[i].saturating_add(1);
        let before = self.best[i];
        let time = Duration::from_secs(time.as_secs());
        if before.is_none_or(|b| time < b) {
            self.best[i] = Some(time);
            Some(before)
        } else {
            None
        }
    }

    /// Counts an assisted win of `level`; returns how many there are now.
    pub(crate) fn assisted_win(&mut self, level: Level) -> u32 {
        let i = index(level);
        self.assisted[i] = self.assisted[i].saturating_add(1);
        self.assisted[i]
    }

    /// Writes the records atomically.
    pub(crate) fn save(&self) -> Result<(), StoreError> {
        let path = path().ok_or(StoreError::NoDirectory {
            kind: "data",
            variable: "XDG_DATA_HOME",
        })?;
        if let Some(dir) = path.parent() {
            // Shown as it is, as it always has been (the other messages escape it).
            std::fs::create_dir_all(dir).map_err(|error| StoreError::Io {
                action: "create",
                path: dir.display().to_string(),
                error,
            })?;
        }
        let mut text = String::new();
        for (i, level) in Level::ALL.iter().enumerate() {
            let best = self.best[i].map_or("-".to_string(), |b| b.as_secs().to_string());
            text.push_str(&format!(
                "{level} {} {best} {}\n",
                self.won[i], self.assisted[i]
            ));
        }
        let options = files::Options {
            replace: files::Replace::Any,
            private: true,
        };
        Ok(files::write_atomically(&path, text.as_bytes(), &options)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wins_keep_the_fastest_time_and_clocks_read_well() {
        let mut r = Records::default();
        let s = Duration::from_secs;
        assert_eq!(r.win(Level::Hard, s(600)), Some(None));
        assert_eq!(r.win(Level::Hard, s(700)), None);
        assert_eq!(r.win(Level::Hard, s(500)), Some(Some(s(600))));
        assert_eq!((r.won[2], r.best[2]), (3, Some(s(500))));
        assert_eq!(clock(s(65)), "1:05");
        assert_eq!(clock(s(3725)), "1:02:05");
        assert_eq!(r.assisted_win(Level::Hard), 1);
        assert_eq!((r.won[2], r.assisted[2], r.best[2]), (3, 1, Some(s(500))));
    }
}
