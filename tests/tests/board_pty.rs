//! The full-screen board through a pseudo-terminal of 80×24, read back by a terminal
//! emulator (vt100): moving, placing, a clash, mark mode, undo, a hint's highlight, a mouse
//! click, and `q` back to the REPL with the moves kept. Also: a terminal that is too small,
//! Ctrl-C, and `play` without a terminal.
#![cfg(unix)]

use std::path::Path;

use sudoku_tests::{PUZZLE, pty};

mod board_terminal;
use board_terminal::Terminal;

/// A `sudoku` REPL in a pseudo-terminal of the given size, colour on, and the screen it
/// draws.
fn start(state: &Path, rows: u16, cols: u16, args: &str) -> Terminal {
    // stty sets the pseudo-terminal's size, which the board reads.
    let setup = format!("stty rows {rows} cols {cols}");
    let mut cmd = pty::after_setup(state, &setup, args);
    cmd.env_remove("NO_COLOR").env("TERM", "xterm-256color");
    Terminal::spawn(cmd, rows, cols)
}

/// The screen position of a cell's digit on an 80×24 board (cells 7 wide and 2 high, a
/// box line before every third): row and column, 1-based cell coordinates.
fn digit_at(row: u16, col: u16) -> (u16, u16) {
    let (r, c) = (row - 1, col - 1);
    (1 + r * 2 + r / 3, 1 + c * 7 + c / 3 + 3)
}

/// The three characters around a cell's digit (`(5)`, ` 5 `, `!5)`, ` · `).
fn cell_text(screen: &vt100::Screen, row: u16, col: u16) -> String {
    let (y, x) = digit_at(row, col);
    screen.contents_between(y, x - 1, y, x + 2)
}

/// A cell's first line, all 7 columns.
fn cell_line(screen: &vt100::Screen, row: u16, col: u16) -> String {
    let (y, x) = digit_at(row, col);
    screen.contents_between(y, x - 3, y, x + 4)
}

fn is_cursor(screen: &vt100::Screen, row: u16, col: u16) -> bool {
    let (y, x) = digit_at(row, col);
    screen.cell(y, x).is_some_and(|c| c.inverse())
}

#[test]
fn the_board_moves_places_marks_undoes_hints_and_returns_to_the_repl() {
    let state = tempfile::tempdir().unwrap();
    let mut t = start(state.path(), 24, 80, "");
    t.wait_text("sudoku> ");
    t.send(&format!("load {PUZZLE}\r"));
    t.wait_text("51 cells left");
    t.send("play\r");
    t.wait("the board", |s| {
        s.alternate_screen() && s.contents().contains("loaded") && s.contents().contains("51 left")
    });
    // The panel names the puzzle with its score (Sudoku Explainer 1.2.1 rates it 1.2 too:
    // hidden singles in boxes solve it).
    let panel: Vec<String> = t
        .rows()
        .iter()
        .map(|r| r.chars().skip(68).collect())
        .collect();
    assert!(panel.iter().any(|r| r.trim() == "loaded 1.2"), "{panel:?}");
    assert!(t.screen().contents().contains("┏━━━"));
    assert!(is_cursor(t.screen(), 1, 1), "the cursor starts on r1c1");

    // Move: right twice, stopping at nothing; left at the edge stays.
    t.send("ll");
    t.wait("the cursor on r1c3", |s| is_cursor(s, 1, 3));
    assert!(!is_cursor(t.screen(), 1, 1));
    t.send("hhhhl");
    t.wait("the cursor back on r1c2", |s| is_cursor(s, 1, 2));
    t.send("\x1b[C"); // the right arrow key
    t.wait("the cursor on r1c3", |s| is_cursor(s, 1, 3));

    // Place: an entry is drawn in its colour; the status counts it.
    t.send("4");
    t.wait("4 in r1c3", |s| cell_text(s, 1, 3).contains('4'));
    t.wait_text("50 cells left");
    let (y, x) = digit_at(1, 3);
    assert_eq!(
        t.screen().cell(y, x).unwrap().fgcolor(),
        vt100::Color::Idx(6),
        "entries are cyan"
    );

    // A clash: 5 in r1c4 (r1c1 holds a 5) is red and marked `!`.
    t.send("l5");
    t.wait("the clash in r1c4", |s| {
        cell_text(s, 1, 4).starts_with("!5")
    });
    let (y, x) = digit_at(1, 4);
    assert_eq!(
        t.screen().cell(y, x).unwrap().fgcolor(),
        vt100::Color::Idx(1)
    );
    assert!(
        t.screen().contents().contains("mistakes 1"),
        "{}",
        t.screen().contents()
    );

    // Undo takes it back.
    t.send("u");
    t.wait("r1c4 empty again", |s| cell_text(s, 1, 4) == " · ");
    t.wait_text("undid");

    // Mark mode: digits become pencil marks, drawn at their places in the cell (1–5 on the
    // cell's first line); Shift+3 (`#`) marks in any mode.
    t.send("m12");
    t.wait_text("MARKS");
    t.wait("marks 1 2 in r1c4", |s| cell_line(s, 1, 4) == " 12    ");
    t.send("m#");
    t.wait_text("DIGITS");
    t.wait("marks 1 2 3 in r1c4", |s| cell_line(s, 1, 4) == " 123   ");

    // The digit under the cursor is underlined wherever it stands.
    t.send("hhh"); // r1c1: a given 5
    t.wait("the cursor on r1c1", |s| is_cursor(s, 1, 1));
    let (y, x) = digit_at(2, 5); // r2c5 holds a given 9: not underlined
    assert!(!t.screen().cell(y, x).unwrap().underline());
    let fives: Vec<(u16, u16)> = (1..=9)
        .flat_map(|r| (1..=9).map(move |c| (r, c)))
        .filter(|&(r, c)| PUZZLE.as_bytes()[usize::from((r - 1) * 9 + c - 1)] == b'5')
        .filter(|&cell| cell != (1, 1))
        .collect();
    assert!(fives.len() >= 2);
    for &(r, c) in &fives {
        let (y, x) = digit_at(r, c);
        assert!(
            t.screen().cell(y, x).unwrap().underline(),
            "the 5 in r{r}c{c} is highlighted"
        );
    }

    // A hint highlights its cells: `>` and `<` on each side (green in colour).
    t.send("?");
    t.wait("a hinted cell", |s| {
        (1..=9).any(|r| {
            (1..=9).any(|c| {
                let line = cell_line(s, r, c);
                line.starts_with('>') && line.ends_with('<')
            })
        })
    });
    t.wait_text("hints 1");

    // A mouse click (SGR report, 1-based) selects the cell under it.
    let (y, x) = digit_at(5, 5);
    t.send(&format!(
        "\x1b[<0;{};{}M\x1b[<0;{};{}m",
        x + 1,
        y + 1,
        x + 1,
        y + 1
    ));
    t.wait("the cursor on r5c5 after a click", |s| is_cursor(s, 5, 5));

    // q: back to the REPL on the normal screen, with the game as the board left it.
    t.send("q");
    t.wait("the REPL", |s| !s.alternate_screen());
    t.wait_text("back from the board: loaded puzzle (score 1.2), 50 cells left");
    t.send("show line\r");
    let expected = format!("534{}", &PUZZLE[3..]);
    t.wait_text(&expected);
    t.send("mark r1c4 4\r");
    t.wait_text("r1c4 marks: 1234");
    t.send("quit\r");
    t.wait_text("leave the unfinished");
    t.send("y\r");
    t.pty.exp_eof().unwrap();
}

#[test]
fn a_small_terminal_is_told_its_size_and_ctrl_c_leaves_the_board() {
    let state = tempfile::tempdir().unwrap();
    let mut t = start(state.path(), 20, 70, "play easy");
    t.wait_text("at least 80x24; this one is 70x20");
    t.send("\x03");
    t.wait("the REPL", |s| !s.alternate_screen());
    t.wait_text("back from the board: easy puzzle");
    t.wait_text("sudoku> ");
    t.send("quit\r");
    t.pty.exp_eof().unwrap();
}

#[test]
fn play_needs_a_terminal() {
    let out = sudoku_tests::sudoku()
        .arg("play")
        .arg("easy")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("`play` needs a terminal"), "{err}");
    let out = sudoku_tests::sudoku()
        .write_stdin(format!("load {PUZZLE}\nplay\nshow line\n"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains(PUZZLE));
}

/// The panel's lines (right of the 80×24 board's 68 columns), trimmed.
fn panel(t: &Terminal) -> Vec<String> {
    t.rows()
        .iter()
        .map(|r| r.chars().skip(68).collect::<String>().trim().to_string())
        .collect()
}

#[test]
fn play_with_a_score_range_shows_the_level_and_score_beside_each_other() {
    let state = tempfile::tempdir().unwrap();
    let mut t = start(
        state.path(),
        24,
        80,
        "play --score 7.0..7.5 --symmetry mirror",
    );
    // The whole frame: the panel's last line (the help key) is drawn after the seed, and a
    // screen read between the two would miss it.
    t.wait("the board", |s| {
        s.alternate_screen() && s.contents().contains("seed") && s.contents().contains("F1 help")
    });
    let lines = panel(&t);
    let named = lines
        .iter()
        .find_map(|l| {
            let (level, score) = l.split_once(' ')?;
            let tenths: u32 = score.replace('.', "").parse().ok()?;
            ["hard", "expert"].contains(&level).then_some(tenths)
        })
        .unwrap_or_else(|| panic!("no level and score in {lines:?}"));
    assert!((70..=75).contains(&named), "{lines:?}");
    // The keys still fit under it, the help key last.
    let last = lines.iter().rev().find(|l| !l.is_empty());
    assert_eq!(last.map(String::as_str), Some("F1 help"), "{lines:?}");
    t.send("q");
    t.wait("the REPL", |s| !s.alternate_screen());
    t.wait_text("back from the board:");
    t.wait_text("cells left");
    let text = t.screen().contents();
    assert!(
        text.contains(&format!("score {}.{}", named / 10, named % 10)),
        "{text}"
    );
    t.send("quit\r");
    t.send("y\r");
    t.pty.exp_eof().unwrap();
}
