//! A `sudoku` process in a pseudo-terminal and the screen it draws, read back by a terminal
//! emulator (vt100): what the board's PTY tests look at.
#![allow(dead_code)] // Each test binary uses a part.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use rexpect::session::PtySession;
use sudoku_tests::pty;

/// The longest any one wait takes before the test fails.
const PATIENCE: Duration = Duration::from_secs(10);

/// A pseudo-terminal running `sudoku`, and the screen it shows.
pub struct Terminal {
    /// The pseudo-terminal.
    pub pty: PtySession,
    parser: vt100::Parser,
}

impl Terminal {
    /// `sudoku ARGS` in a terminal of `rows`×`cols`, its state in `state`, without colour.
    pub fn start(state: &Path, rows: u16, cols: u16, args: &str) -> Terminal {
        // stty sets the pseudo-terminal's size, which the board reads.
        let setup = format!("stty rows {rows} cols {cols}");
        Terminal::spawn(pty::after_setup(state, &setup, args), rows, cols)
    }

    /// `cmd` in a terminal of `rows`×`cols` (the command sets the size itself).
    pub fn spawn(cmd: Command, rows: u16, cols: u16) -> Terminal {
        Terminal {
            pty: pty::spawn(cmd),
            parser: vt100::Parser::new(rows, cols, 0),
        }
    }

    /// Types `keys`.
    pub fn send(&mut self, keys: &str) {
        self.pty.send(keys).unwrap();
        self.pty.flush().unwrap();
    }

    /// Feeds what the program wrote so far to the emulator.
    pub fn pump(&mut self) {
        let mut bytes = Vec::new();
        // The reader hands out bytes as chars below 256.
        while let Some(c) = self.pty.try_read() {
            bytes.push(c as u32 as u8);
        }
        self.parser.process(&bytes);
    }

    /// Reads the output until `done` holds for the screen; fails after 10 s naming `what`.
    pub fn wait(&mut self, what: &str, done: impl Fn(&vt100::Screen) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            self.pump();
            if done(self.parser.screen()) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {what}; the screen:\n{}",
                self.parser.screen().contents()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits for `text` anywhere on the screen.
    pub fn wait_text(&mut self, text: &str) {
        self.wait(text, |s| s.contents().contains(text));
    }

    /// Keeps reading the output for `time` (for what must not change meanwhile).
    pub fn watch(&mut self, time: Duration) {
        let end = Instant::now() + time;
        while Instant::now() < end {
            self.pump();
            std::thread::sleep(Duration::from_millis(50));
        }
        self.pump();
    }

    /// The screen as the emulator has it.
    pub fn screen(&self) -> &vt100::Screen {
        self.parser.screen()
    }

    /// The screen's text, row by row (trailing blanks dropped).
    pub fn rows(&self) -> Vec<String> {
        let (_, cols) = self.screen().size();
        self.screen()
            .rows(0, cols)
            .map(|r| r.trim_end().to_string())
            .collect()
    }

    /// Every page of the message under the board, read with PgDn while a `(i/n PgDn)`
    /// marker says there is more: the text of each page, marker left out.
    pub fn message_pages(&mut self) -> Vec<String> {
        let mut pages = vec![self.screen().contents()];
        for _ in 0..20 {
            let Some((page, total)) = page_marker(&self.screen().contents()) else {
                break;
            };
            if page == total {
                break;
            }
            self.send("\x1b[6~"); // PgDn
            let next = format!("({}/{total}", page + 1);
            self.wait(&format!("page {}", page + 1), |s| {
                s.contents().contains(&next)
            });
            // The rest of the frame (rows blanked under a shorter page).
            self.watch(Duration::from_millis(150));
            pages.push(self.screen().contents());
        }
        pages
    }
}

/// The `(page/total …)` marker of a paged message, if the text has one.
pub fn page_marker(text: &str) -> Option<(u32, u32)> {
    text.match_indices('(').find_map(|(i, _)| {
        let rest = &text[i + 1..];
        let (page, rest) = rest.split_once('/')?;
        let total: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let after = &rest[total.len()..];
        if !after.starts_with(" PgDn)") && !after.starts_with(" PgUp)") {
            return None;
        }
        Some((page.parse().ok()?, total.parse().ok()?))
    })
}

/// The clock the board shows: after `solved in ` or `time ` (not `best time `).
pub fn shown_clock(text: &str) -> Option<String> {
    ["solved in ", "time "].iter().find_map(|label| {
        text.match_indices(label).find_map(|(at, _)| {
            if text[..at].ends_with("best ") {
                return None;
            }
            let clock: String = text[at + label.len()..]
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == ':')
                .collect();
            (clock.len() >= 4).then_some(clock)
        })
    })
}

/// Seconds in an `m:ss` or `h:mm:ss` clock.
pub fn seconds(clock: &str) -> u64 {
    clock
        .split(':')
        .fold(0, |total, part| total * 60 + part.parse::<u64>().unwrap())
}

/// Waits for a status line (`generating: …`) and checks it stays in one row, cut to the
/// terminal's width, with nothing wrapped below; returns its row.
pub fn status_row(t: &mut Terminal) -> usize {
    let (_, cols) = t.screen().size();
    t.wait("the status line", |s| {
        s.rows(0, cols).any(|r| r.starts_with("generating: "))
    });
    let rows = t.rows();
    let text = rows.join("\n");
    let at = rows
        .iter()
        .position(|r| r.starts_with("generating: "))
        .unwrap();
    assert!(rows[at].contains("grids tried"), "{text}");
    assert!(rows[at].len() <= usize::from(cols), "{text}");
    assert!(rows[at + 1].is_empty(), "nothing wrapped: {text}");
    at
}
