//! What a player sees on the full-screen board at 80×24 and on larger terminals (100×40,
//! 120×50), read through a pseudo-terminal and a terminal emulator: the status (mode, cells
//! left, time, mistakes, hints) always whole, a long hint read to its end page by page, a
//! win that stops the clock and records the time shown, pencil marks of neighbouring cells
//! kept apart, and the pause key.
#![cfg(unix)]

mod board_terminal;

use std::path::Path;
use std::time::Duration;

use board_terminal::{Terminal, seconds, shown_clock};
use sudoku_tests::PUZZLE;

/// The terminal sizes every test looks at: the smallest the board takes, and two larger.
const SIZES: [(u16, u16); 3] = [(24, 80), (40, 100), (50, 120)];

/// [`PUZZLE`] solved.
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A puzzle whose first hint takes seven long lines (forcing chains and nets).
const HARD: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

/// Page Down.
const PG_DN: &str = "\x1b[6~";

/// A terminal at the REPL prompt, the game `setup` started, then on the board.
fn board(state: &Path, rows: u16, cols: u16, setup: &str) -> Terminal {
    let mut t = Terminal::start(state, rows, cols, "");
    t.wait_text("sudoku> ");
    t.send(&format!("{setup}\r"));
    t.wait_text("cells left");
    t.send("play\r");
    t.wait("the board", |s| {
        s.alternate_screen() && s.contents().contains("┏━")
    });
    t
}

#[test]
fn the_status_is_whole_at_every_size_even_with_a_long_seed() {
    for (rows, cols) in SIZES {
        let state = tempfile::tempdir().unwrap();
        // The largest seed: 20 digits, as a random one usually has.
        let mut t = board(state.path(), rows, cols, "new easy 18446744073709551615");
        let size = format!("{cols}x{rows}");
        for shown in ["DIGITS", "left", "time 0:0", "mistakes 0", "hints 0"] {
            let screen = t.screen().contents();
            assert!(screen.contains(shown), "{size}: no {shown:?}:\n{screen}");
        }
        t.send("m");
        t.wait(&format!("{size}: MARKS after m"), |s| {
            s.contents().contains("MARKS")
        });
        t.send("?");
        t.wait(&format!("{size}: hints 1 after ?"), |s| {
            s.contents().contains("hints 1")
        });
        t.send("q");
        t.wait("the REPL", |s| !s.alternate_screen());
    }
}

/// Writes a saved generated game one move from solved: r1c3 (a 4) is the only empty cell;
/// 5 seconds already played.
fn one_move_from_solved(dir: &Path) -> std::path::PathBuf {
    let board = format!("{}.{}", &SOLUTION[..2], &SOLUTION[3..]);
    let path = dir.join("almost.sav");
    std::fs::write(
        &path,
        format!(
            "# sudoku game v2\npuzzle {PUZZLE}\nboard  {board}\norigin easy 7\n\
             started 1764028800123\nelapsed 5\nrevealed 0\nhints 0\nmistakes 0\n"
        ),
    )
    .unwrap();
    path
}

/// Wins the game on the board at `rows`×`cols`: the clock shown stops, and the time in the
/// win message, `stats`, the records file and a saved game is that same time.
fn win(rows: u16, cols: u16) {
    let state = tempfile::tempdir().unwrap();
    let saved = one_move_from_solved(state.path());
    let mut t = board(
        state.path(),
        rows,
        cols,
        &format!("open {}", saved.display()),
    );
    t.send("ll4");
    t.wait("the win", |s| s.contents().contains("Solved!"));
    let screen = t.screen().contents();
    let clock = shown_clock(&screen).unwrap_or_else(|| panic!("no clock:\n{screen}"));
    // Long enough for a running clock to show another second.
    t.watch(Duration::from_millis(2500));
    let later = t.screen().contents();
    assert_eq!(
        shown_clock(&later).as_deref(),
        Some(clock.as_str()),
        "{later}"
    );
    assert!(later.contains(&format!("in {clock}")), "{later}");
    let pages = t.message_pages().concat();
    assert!(pages.contains("best time"), "{pages}");

    t.send("q");
    t.wait("the REPL", |s| !s.alternate_screen());
    t.wait_text("sudoku> ");
    t.send("stats\r");
    t.wait_text(&clock);
    let records = std::fs::read_to_string(state.path().join("sudoku/records")).unwrap();
    let secs = seconds(&clock);
    assert!(
        records
            .lines()
            .any(|l| l.starts_with("easy") && l.split_whitespace().any(|w| w == secs.to_string())),
        "{records}"
    );
    let again = state.path().join("won.sav");
    t.send(&format!("save {}\r", again.display()));
    // The typed command shows the name too: wait for what `save` says.
    t.wait_text("saved to");
    let text = std::fs::read_to_string(&again).unwrap();
    assert!(text.contains(&format!("\nelapsed {secs}\n")), "{text}");
    t.send("quit\r");
    t.pty.exp_eof().unwrap();
}

#[test]
fn a_win_stops_the_clock_and_records_the_time_shown_at_80x24() {
    win(24, 80);
}

#[test]
fn a_win_message_is_whole_on_one_screen_at_120x50() {
    win(50, 120);
    let state = tempfile::tempdir().unwrap();
    let saved = one_move_from_solved(state.path());
    let mut t = board(state.path(), 50, 120, &format!("open {}", saved.display()));
    t.send("ll4");
    t.wait("the win", |s| s.contents().contains("best time"));
    let rows = t.rows();
    let solved = rows.iter().find(|r| r.contains("Solved!")).unwrap();
    // The line is longer than 80 columns: the message area is the window's width.
    assert!(solved.contains("revealed"), "{solved}");
    assert!(solved.chars().count() > 80, "{solved}");
    t.send("q");
    t.wait("the REPL", |s| !s.alternate_screen());
}

/// The hint's words as the REPL prints them (`hint` on [`HARD`], piped).
fn hint_words() -> Vec<String> {
    let (out, _, _) = sudoku_tests::run_piped(format!("load {HARD}\nhint\n"));
    let hint = out.split_once("cells left\n").unwrap().1;
    assert!(hint.lines().count() >= 5, "{hint}");
    hint.split_whitespace().map(str::to_string).collect()
}

/// The words of the message lines (the rows from `first` on) of every page, read with
/// PgDn while the `(i/n PgDn)` marker says there is more; the marker is left out.
fn paged_words(t: &mut Terminal, first: usize) -> Vec<String> {
    let mut words = Vec::new();
    for _ in 0..30 {
        let mut text = t.rows()[first..].join("\n");
        let marker = board_terminal::page_marker(&text);
        if let Some((page, total)) = marker {
            let at = text.find(&format!("({page}/{total}")).unwrap();
            let end = at + text[at..].find(')').unwrap() + 1;
            text.replace_range(at..end, "");
        }
        words.extend(text.split_whitespace().map(str::to_string));
        match marker {
            Some((page, total)) if page < total => {
                t.send(PG_DN);
                let next = format!("({}/{total}", page + 1);
                t.wait(&next.clone(), |s| s.contents().contains(&next));
                // The rest of the frame (rows blanked under a shorter page).
                t.watch(Duration::from_millis(150));
            }
            _ => return words,
        }
    }
    panic!("more than 30 pages");
}

#[test]
fn a_long_hint_is_read_whole_page_by_page() {
    let expected = hint_words();
    for (rows, cols) in [(24, 80), (50, 120)] {
        let state = tempfile::tempdir().unwrap();
        let mut t = board(state.path(), rows, cols, &format!("load {HARD}"));
        t.send("?");
        t.wait("the hint and its page marker", |s| {
            s.contents().contains("forcing") && s.contents().contains("(1/")
        });
        t.watch(Duration::from_millis(150));
        // The board ends at the line of its bottom frame.
        let bottom = t.rows().iter().rposition(|r| r.contains('┗')).unwrap();
        let words = paged_words(&mut t, bottom + 1);
        assert_eq!(words, expected, "{cols}x{rows}");
        if cols > 80 {
            let widest = t.rows()[bottom + 1..]
                .iter()
                .map(|r| r.chars().count())
                .max()
                .unwrap();
            assert!(widest > 80, "the hint uses the window's width");
        }
    }
}

/// Where the 3×3 blocks of pencil marks `1 2 3` / `4 5 6` / `7 8 9` stand on the screen:
/// (row, column) of each block's `1`.
fn mark_blocks(rows: &[String]) -> Vec<(usize, usize)> {
    let chars: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    let at = |y: usize, x: usize, text: &str| {
        let line = &chars[y];
        text.chars()
            .enumerate()
            .all(|(i, c)| line.get(x + i) == Some(&c))
    };
    let mut blocks = Vec::new();
    for (y, line) in chars.iter().enumerate().take(chars.len().saturating_sub(2)) {
        for x in 0..line.len() {
            if at(y, x, "1 2 3") && at(y + 1, x, "4 5 6") && at(y + 2, x, "7 8 9") {
                blocks.push((y, x));
            }
        }
    }
    blocks
}

#[test]
fn marks_of_neighbouring_cells_stay_apart_and_the_board_grows() {
    let mut widths = Vec::new();
    for (rows, cols) in [(40, 100), (50, 120)] {
        let state = tempfile::tempdir().unwrap();
        let mut t = board(state.path(), rows, cols, &format!("load {PUZZLE}"));
        // All nine marks in r1c3, r2c3 below it and r2c2 left of that (one box).
        t.send("ll!@#$%^&*(j!@#$%^&*(h!@#$%^&*(");
        t.wait("three cells of marks", |s| {
            let rows: Vec<String> = s.rows(0, cols).collect();
            mark_blocks(&rows).len() == 3
        });
        let screen = t.rows();
        let blocks = mark_blocks(&screen);
        assert_eq!(blocks.len(), 3, "{}", screen.join("\n"));
        let (top, left, right) = (blocks[0], blocks[1], blocks[2]);
        assert_eq!(top.1, right.1, "r1c3 over r2c3");
        assert!(
            right.0 >= top.0 + 4,
            "a line or a blank row between r1c3's 7 8 9 and r2c3's 1 2 3:\n{}",
            screen.join("\n")
        );
        let between: String = screen[left.0]
            .chars()
            .skip(left.1 + 5)
            .take(right.1 - left.1 - 5)
            .collect();
        assert!(
            between.chars().any(|c| c != ' ') || between.len() >= 3,
            "apart: {between:?}\n{}",
            screen.join("\n")
        );
        widths.push(
            screen
                .iter()
                .find(|r| r.contains('┏'))
                .unwrap()
                .trim()
                .chars()
                .count(),
        );
    }
    assert!(
        widths[1] > widths[0],
        "the board grows on 120x50: {widths:?}"
    );
}

#[test]
fn p_pauses_the_clock_and_hides_the_grid() {
    let state = tempfile::tempdir().unwrap();
    let mut t = board(state.path(), 24, 80, &format!("load {PUZZLE}"));
    t.send("p");
    t.wait_text("PAUSED");
    // The rest of the frame that says so may still be on its way.
    t.watch(Duration::from_millis(200));
    let screen = t.rows();
    let clock = shown_clock(&screen.join("\n")).unwrap();
    // No digit of the puzzle shows on the board while paused.
    let bottom = screen.iter().rposition(|r| r.contains('┗')).unwrap();
    for row in &screen[..=bottom] {
        let board: String = row.chars().take(67).collect();
        assert!(!board.contains(|c: char| c.is_ascii_digit()), "{row}");
    }
    t.watch(Duration::from_millis(2200));
    assert_eq!(shown_clock(&t.screen().contents()), Some(clock));
    t.send("p");
    t.wait("the grid again", |s| !s.contents().contains("PAUSED"));
    assert!(t.screen().contents().contains("5"));
    t.send("q");
    t.wait("the REPL", |s| !s.alternate_screen());
}
