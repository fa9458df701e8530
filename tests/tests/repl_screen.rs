//! What a player sees of the line REPL in a terminal of 80×24, read back through a terminal
//! emulator (vt100): the board that follows each move must fit with its message and the
//! prompt, pencil marks included.
#![cfg(unix)]

use std::time::{Duration, Instant};

use rexpect::session::PtySession;
use sudoku_tests::{PUZZLE, pty};

/// The REPL in a pseudo-terminal of `rows`×`cols`, and the screen it draws.
struct Screen {
    pty: PtySession,
    parser: vt100::Parser,
}

impl Screen {
    fn start(state: &std::path::Path, rows: u16, cols: u16) -> Screen {
        let setup = format!("stty rows {rows} cols {cols}");
        Screen {
            pty: pty::spawn(pty::after_setup(state, &setup, "")),
            parser: vt100::Parser::new(rows, cols, 0),
        }
    }

    /// Types a line and waits until the prompt is back on the last line of the output.
    fn enter(&mut self, line: &str) {
        self.pty.send_line(line).unwrap();
        // The reader hands out bytes as chars below 256.
        let out = self.pty.exp_string("sudoku> ").unwrap();
        let bytes: Vec<u8> = out.chars().map(|c| c as u32 as u8).collect();
        self.parser.process(&bytes);
        self.parser.process(b"sudoku> ");
        // Whatever the line editor draws after its prompt.
        let deadline = Instant::now() + Duration::from_millis(200);
        while Instant::now() < deadline {
            while let Some(c) = self.pty.try_read() {
                self.parser.process(&[c as u32 as u8]);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn rows(&self) -> Vec<String> {
        let screen = self.parser.screen();
        let (_, cols) = screen.size();
        screen.rows(0, cols).collect()
    }
}

#[test]
fn the_board_with_marks_fits_80_by_24_with_its_message_and_the_prompt() {
    let state = tempfile::tempdir().unwrap();
    let mut s = Screen::start(state.path(), 24, 80);
    s.pty.exp_string("sudoku> ").unwrap();
    s.enter(&format!("load {PUZZLE}"));
    s.enter("mark r1c3 1 2 4");
    s.enter("mark r9c7 9");
    let rows = s.rows();
    let text = rows.join("\n");
    // The whole board is on the screen: its top border with the column numbers, every
    // row with its marks, the bottom border, the move's message and the prompt.
    assert_eq!(
        rows[0].trim_end(),
        "   +---1-----2-----3---+---4-----5-----6---+---7-----8-----9---+",
        "{text}"
    );
    assert!(rows[1].starts_with(" 1 |   5     3   12·4· |"), "{text}");
    assert!(rows[19].starts_with(" 9 |"), "{text}");
    assert!(rows[20].contains("| ···9 "), "{text}");
    assert!(rows[21].starts_with("   +----"), "{text}");
    assert_eq!(rows[22].trim_end(), "r9c7 marks: 9", "{text}");
    assert!(rows[23].starts_with("sudoku> "), "{text}");
}
