//! The autosave's journal: a move costs one short record appended to `NAME.journal`, not a
//! rewrite of the whole game, and the checkpoint `NAME.sav` (a save) is rewritten only now
//! and then, when the journal has grown (as SQLite's write-ahead log is checkpointed).
//!
//! ```text
//! # sudoku journal v1 generation 7
//! record 1
//! board  534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
//! marks  r1c4:26
//! elapsed 754
//! revealed 0
//! hints 2
//! mistakes 1
//! found  r1c4:2
//! solution unseen
//! undo-pop 1                  (undo steps taken off since the last record; optional)
//! redo   cell r1c3 v:r1c3:.:4 (steps put on since, as in a save)
//! end 3f0c9a4e1b2d7788        (FNV-1a of the record's text before this line)
//! record 2
//! …
//! ```
//!
//! The header names the checkpoint generation the records follow: a checkpoint is written
//! with the next generation before the journal is emptied, so a crash between the two
//! leaves a journal that names an older generation, and it is ignored (the checkpoint
//! holds all it said). Each record holds the game's whole position and counts, which are
//! small, and only the history steps that changed, which keeps it short however long the
//! game; a record cut short by a crash has no valid `end` line and is ignored with
//! whatever follows it, so a move is either all there or not at all. Zeros after the last
//! record are room written ahead (see [`Journal::reset`]).
//!
//! The session that writes a journal holds a lock on it for as long as it plays the game:
//! another session finds it taken and continues the game in a journal of its own instead
//! of writing over this one.

use std::fmt::Write as _;
use std::fs::{File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

use crate::game::Game;
use crate::store::error::StoreError;
use crate::store::files;
use crate::store::savefile::{self, Saved};

/// The first line of a journal, before its generation.
const HEADER: &str = "# sudoku journal v1 generation";

/// The largest journal read back. The autosave starts a new checkpoint before the journal
/// outgrows a save's bound, so it is never near this.
pub(crate) const MAX_BYTES: u64 = 2 * savefile::MAX_BYTES;

/// FNV-1a: short, stable and the same on every platform; enough to tell a record cut
/// short or overwritten from a whole one.
pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The journal beside a checkpoint: `NAME.journal` for `NAME.sav`.
pub(crate) fn path_of(checkpoint: &Path) -> PathBuf {
    checkpoint.with_extension("journal")
}

/// A journal's first line, naming the checkpoint generation its records follow.
fn header(generation: u64) -> String {
    format!("{HEADER} {generation}\n")
}

/// Record `n` of a journal: the game's position and counts, and the history steps changed
/// since [`Game::mark_history`].
pub(crate) fn record(game: &Game, n: u64) -> String {
    let mut text = format!(
        "record {n}\n{}{}",
        savefile::board_lines(game),
        savefile::progress_lines(game)
    );
    let delta = game.history().since_mark();
    if delta.undo_popped > 0 {
        let _ = writeln!(text, "undo-pop {}", delta.undo_popped);
    }
    for change in delta.undo_pushed {
        let _ = writeln!(text, "undo   {change}");
    }
    if delta.redo_popped > 0 {
        let _ = writeln!(text, "redo-pop {}", delta.redo_popped);
    }
    for change in delta.redo_pushed {
        let _ = writeln!(text, "redo   {change}");
    }
    let sum = fnv1a(text.as_bytes());
    let _ = writeln!(text, "end {sum:016x}");
    text
}

/// Brings a checkpoint up to date with its journal: the whole records that follow its
/// generation, in order, up to the first one cut short. Returns how many were read.
pub(crate) fn replay(saved: &mut Saved, journal: &[u8]) -> u64 {
    let Some(mut rest) = journal.strip_prefix(header(saved.generation).as_bytes()) else {
        // Another generation's journal (the checkpoint was rewritten after it), or one
        // emptied before its header was written: the checkpoint holds all there is.
        return 0;
    };
    let mut n = 0;
    while let Some((text, after)) = next_record(rest, n + 1) {
        if follow(saved, text).is_err() {
            break;
        }
        n += 1;
        rest = after;
    }
    n
}

/// Record `n` at the start of `bytes` if it is whole (its checksum holds): its text
/// without the `end` line, and the bytes after it.
fn next_record(bytes: &[u8], n: u64) -> Option<(&str, &[u8])> {
    if !bytes.starts_with(format!("record {n}\n").as_bytes()) {
        return None;
    }
    let mut at = 0;
    loop {
        let end = at + bytes[at..].iter().position(|&b| b == b'\n')? + 1;
        if let Some(sum) = bytes[at..end].strip_prefix(b"end ") {
            let body = &bytes[..at];
            let expected = format!("{:016x}\n", fnv1a(body));
            return (sum == expected.as_bytes())
                .then(|| Some((std::str::from_utf8(body).ok()?, &bytes[end..])))
                .flatten();
        }
        at = end;
    }
}

/// Reads one record onto the game it follows; nothing changes unless all of it reads.
fn follow(saved: &mut Saved, text: &str) -> Result<(), StoreError> {
    let mut record = Saved::default();
    let mut popped = (0, 0);
    // The record's line `n` (its `record` line is 1).
    for (n, line) in (2..).zip(text.lines().skip(1)) {
        let at = |reason| StoreError::Malformed {
            file: "journal record".to_string(),
            line: Some(n),
            reason,
        };
        let (key, value) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let value = value.trim();
        let count = || {
            value
                .parse::<usize>()
                .map_err(|e| at(format!("{key}: {e}")))
        };
        match key {
            "undo-pop" => popped.0 = count()?,
            "redo-pop" => popped.1 = count()?,
            "board" | "marks" | "elapsed" | "revealed" | "hints" | "mistakes" | "found"
            | "solution" | "hinted" | "undo" | "redo" => record.line(key, value, &at)?,
            other => return Err(at(format!("unknown key {other}"))),
        }
    }
    saved.follow(record, popped);
    Ok(())
}

/// An autosaved game: its checkpoint brought up to date by its journal. Also returns the
/// checkpoint's generation and size.
pub fn read(checkpoint: &Path) -> Result<(Game, u64, u64), StoreError> {
    let shown = files::shown(checkpoint);
    // The journal before the checkpoint: a checkpoint written in between is newer than
    // anything the journal read holds, so nothing is missed (the journal is then stale and
    // ignored). The other way round, an older checkpoint could meet a journal emptied for
    // the newer one.
    let journal = match files::read(&path_of(checkpoint), MAX_BYTES) {
        Ok(bytes) => Some(bytes),
        Err(e) if e.is_not_found() => None,
        Err(e) => return Err(e.into()),
    };
    let text = savefile::read_bounded(checkpoint)?;
    let (game, generation) = from_texts(&text, journal.as_deref(), &shown)?;
    Ok((game, generation, text.len() as u64))
}

/// The game a checkpoint's text and its journal's bytes hold, and the checkpoint's
/// generation; errors start with `shown`, with whatever of the files they quote escaped.
pub fn from_texts(
    checkpoint: &str,
    journal: Option<&[u8]>,
    shown: &str,
) -> Result<(Game, u64), StoreError> {
    let mut saved = Saved::parse(checkpoint, shown)?;
    if let Some(journal) = journal {
        replay(&mut saved, journal);
    }
    let generation = saved.generation;
    let game = saved.game(shown)?;
    Ok((game, generation))
}

/// A journal this session writes, locked so no other session writes it too.
#[derive(Debug)]
pub(crate) struct Journal {
    file: File,
    /// Bytes written: the next record goes here.
    len: u64,
    /// Records since the header.
    records: u64,
}

impl Journal {
    /// Opens the journal at `path` (creating it; with `new`, only if it does not exist) and
    /// takes its lock: `Ok(None)` when another session holds it.
    pub(crate) fn lock(path: &Path, new: bool) -> io::Result<Option<Journal>> {
        let mut options = OpenOptions::new();
        options.write(true);
        if new {
            options.create_new(true);
        } else {
            options.create(true);
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            // Never through a planted link, and never waiting on a FIFO.
            options
                .mode(0o600)
                .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
        }
        let file = options.open(path)?;
        if !file.metadata()?.is_file() {
            return Err(io::Error::other("not a regular file"));
        }
        match file.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => return Ok(None),
            // Without locks (some network file systems) a second session cannot be told
            // apart: the game is still kept.
            Err(std::fs::TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => {}
            Err(std::fs::TryLockError::Error(e)) => return Err(e),
        }
        // Between the open and the lock the file may have been removed (its game won or
        // pruned elsewhere): a lock on a file no longer there protects nothing.
        if !files::names(path, &file) {
            return Err(io::Error::new(
                io::ErrorKind::NotFound,
                "removed while being opened",
            ));
        }
        Ok(Some(Journal {
            file,
            len: 0,
            records: 0,
        }))
    }

    /// Empties the journal for a checkpoint of `generation`, with room for `room` bytes of
    /// records. Emptied first, so a crash midway leaves no record under the new header.
    /// The room is written (as zeros, which end the records for a reader): flushing a
    /// record then changes no file size or block map, which costs the file system about
    /// half as much as a record that grows the file.
    pub(crate) fn reset(&mut self, generation: u64, room: u64) -> io::Result<()> {
        self.len = 0;
        self.records = 0;
        self.file.set_len(0)?;
        let mut text = header(generation).into_bytes();
        let header = text.len();
        text.resize(header.max(usize::try_from(room).unwrap_or(0)), 0);
        self.write_at(&text)?;
        self.len = header as u64;
        Ok(())
    }

    /// Appends record `text` (from [`record`] with the number [`Journal::next`]) and
    /// flushes it to disk.
    pub(crate) fn append(&mut self, text: &str) -> io::Result<()> {
        self.write_at(text.as_bytes())?;
        self.len += text.len() as u64;
        self.records += 1;
        Ok(())
    }

    /// Writes `bytes` at the end of the records and flushes them to disk.
    fn write_at(&mut self, bytes: &[u8]) -> io::Result<()> {
        #[cfg(unix)]
        std::os::unix::fs::FileExt::write_all_at(&self.file, bytes, self.len)?;
        #[cfg(not(unix))]
        {
            use std::io::{Seek, SeekFrom, Write};
            self.file.seek(SeekFrom::Start(self.len))?;
            self.file.write_all(bytes)?;
        }
        self.file.sync_data()
    }

    /// The number of the next record.
    pub(crate) fn next(&self) -> u64 {
        self.records + 1
    }

    /// Bytes written.
    pub(crate) fn size(&self) -> u64 {
        self.len
    }

    /// Whether the file was removed from its directory (by hand, or by a program that
    /// does not look at locks): writing it would keep nothing.
    pub(crate) fn is_removed(&self) -> bool {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            self.file.metadata().is_ok_and(|m| m.nlink() == 0)
        }
        #[cfg(not(unix))]
        {
            false
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use sudoku_engine::{Cell, Digit, DigitSet};

    use super::*;
    use crate::game::history::History;
    use crate::game::moves::{MarkAction, Play};
    use crate::game::{Origin, Progress};

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    pub(crate) fn game() -> Game {
        Game::new(PUZZLE.parse().unwrap(), Origin::Loaded).unwrap()
    }

    /// Everything of a game that its autosave keeps.
    pub(crate) type Snapshot = (String, String, History, Progress, String, Option<String>);

    pub(crate) fn snapshot(game: &Game) -> Snapshot {
        (
            game.board().line().to_string(),
            game.marks().to_string(),
            game.history().clone(),
            game.progress(),
            game.found().to_string(),
            game.hinted().map(|(b, m)| format!("{} {m}", b.line())),
        )
    }

    /// Step `n` of a varied game: entries (many wrong), clears, marks, undo and redo runs,
    /// checks, now and then a restart, `marks auto` or a hint. Never a win.
    pub(crate) fn step(game: &mut Game, n: u64) {
        let r = n.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 20;
        let empty: Vec<Cell> = Cell::all().filter(|&c| !game.is_given(c)).collect();
        let cell = empty[(r % empty.len() as u64) as usize];
        let Some(digit) = Digit::new((r / 64 % 9) as u8 + 1) else {
            return;
        };
        let digits = DigitSet::EMPTY.with(digit);
        let play = match r / 1024 % 40 {
            0..=9 => Play::Put { cell, digit },
            10..=11 => Play::Clear { cell },
            12..=19 => Play::Marks(MarkAction::Toggle { cell, digits }),
            20..=21 => Play::Marks(MarkAction::Remove { cell, digits }),
            22..=29 => Play::Undo,
            30..=35 => Play::Redo,
            36 => Play::Check,
            37 => Play::Marks(MarkAction::Auto),
            38 => Play::Restart,
            _ if r.is_multiple_of(7) => Play::Hint,
            _ => Play::Marks(MarkAction::ClearAll),
        };
        let _ = game.apply(&play);
        if game.is_won() {
            game.undo();
        }
    }

    /// The game a checkpoint's text and a journal give back, and how many records were
    /// read.
    fn replayed(checkpoint: &str, journal: &[u8]) -> (u64, Snapshot) {
        let mut saved = Saved::parse(checkpoint, "test").unwrap();
        let n = replay(&mut saved, journal);
        (n, snapshot(&saved.game("test").unwrap()))
    }

    #[test]
    fn a_record_cut_short_or_damaged_is_dropped_with_what_follows() {
        let mut g = game();
        let r1c3 = Cell::at(0, 2).unwrap();
        let checkpoint = savefile::text(&g, Some(1));
        g.mark_history();
        let start = snapshot(&g);
        let mut journal = header(1);
        g.set(r1c3, Digit::new(4)).unwrap();
        journal.push_str(&record(&g, 1));
        g.mark_history();
        let one = snapshot(&g);
        // Undo takes a step off one stack and puts it on the other.
        g.undo();
        g.apply(&Play::Check).unwrap();
        let second = journal.len();
        journal.push_str(&record(&g, 2));
        let two = snapshot(&g);
        assert_ne!(one, two);
        assert_eq!(replayed(&checkpoint, journal.as_bytes()), (2, two.clone()));
        // The room left after the records (zeros) ends them.
        let mut roomy = journal.clone().into_bytes();
        roomy.resize(roomy.len() + 4096, 0);
        assert_eq!(replayed(&checkpoint, &roomy), (2, two));
        for cut in second..journal.len() {
            assert_eq!(
                replayed(&checkpoint, &journal.as_bytes()[..cut]),
                (1, one.clone()),
                "cut at {cut}"
            );
        }
        for cut in 0..second {
            let (n, _) = replayed(&checkpoint, &journal.as_bytes()[..cut]);
            assert_eq!(n, 0, "cut at {cut}");
        }
        // A byte changed in the first record: neither record is read.
        let mut damaged = journal.clone().into_bytes();
        let board = journal.find("board").unwrap() + 10;
        damaged[board] = b'9';
        assert_eq!(replayed(&checkpoint, &damaged), (0, start));
        // Records out of order are not read either.
        let swapped = format!("{}{}", header(1), &journal[second..]);
        assert_eq!(replayed(&checkpoint, swapped.as_bytes()).0, 0);
    }

    #[test]
    fn a_journal_of_another_generation_is_ignored() {
        let mut g = game();
        for n in 0..5 {
            step(&mut g, n);
        }
        let checkpoint = savefile::text(&g, Some(8));
        g.mark_history();
        let before = snapshot(&g);
        for n in 5..10 {
            step(&mut g, n);
        }
        let text = format!("{}{}", header(7), record(&g, 1));
        assert_eq!(replayed(&checkpoint, text.as_bytes()), (0, before));
        let text = format!("{}{}", header(8), record(&g, 1));
        assert_eq!(replayed(&checkpoint, text.as_bytes()), (1, snapshot(&g)));
    }

    #[test]
    fn a_record_holds_only_the_steps_that_changed() {
        let mut g = game();
        for n in 0..3000 {
            step(&mut g, n);
        }
        g.mark_history();
        step(&mut g, 3000);
        assert!(record(&g, 1).len() < 4096, "{}", record(&g, 1));
    }
}
