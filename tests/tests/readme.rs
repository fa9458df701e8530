//! The README's transcripts are what the program prints today: every ```console block is
//! run and its output compared, line by line.
//!
//! - `$ COMMAND` lines run in one shell per block, in a fresh directory and state, with
//!   `sudoku` on the `PATH`; what follows a command, up to the next `$`, is its output
//!   (standard output and standard error, as a terminal shows them). `$?` is the status of
//!   the previous command, as in a shell.
//! - `$ sudoku` alone starts the REPL in a pseudo-terminal of 80 columns; its `sudoku> LINE`
//!   lines are typed, `^D` is Ctrl-D, and the screen is read back through a terminal
//!   emulator.
//! - `$ cat FILE` shows a file the block reads: the test writes FILE with the lines shown
//!   before the block runs.
//! - `...` on a line of its own, or a line wholly in parentheses (`(the board)`), stands for
//!   any number of lines; every other line must match exactly (trailing blanks aside).
#![cfg(unix)]

use std::path::Path;
use std::process::Command;

use sudoku_tests::pty;

mod board_terminal;

/// A console block of the README: its first line number and its lines.
struct Block {
    line: usize,
    lines: Vec<String>,
}

fn console_blocks() -> Vec<Block> {
    let readme = Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md");
    let text = std::fs::read_to_string(readme).unwrap();
    let mut blocks = Vec::new();
    let mut current: Option<Block> = None;
    for (i, line) in text.lines().enumerate() {
        match (&mut current, line.trim_end()) {
            (None, "```console") => {
                current = Some(Block {
                    line: i + 2,
                    lines: Vec::new(),
                });
            }
            (Some(_), "```") => blocks.extend(current.take()),
            (Some(block), line) => block.lines.push(line.to_string()),
            (None, _) => {}
        }
    }
    assert!(current.is_none(), "a console block is not closed");
    blocks
}

/// One `$` command of a block and the output shown under it.
struct Step {
    command: String,
    output: Vec<String>,
}

fn steps(block: &Block) -> Vec<Step> {
    let mut steps: Vec<Step> = Vec::new();
    for line in &block.lines {
        if let Some(command) = line.strip_prefix("$ ") {
            steps.push(Step {
                command: command.to_string(),
                output: Vec::new(),
            });
        } else {
            let step = steps.last_mut().unwrap_or_else(|| {
                panic!("README line {}: output before any `$` command", block.line)
            });
            step.output.push(line.clone());
        }
    }
    steps
}

/// The command without its trailing `# comment`.
fn without_comment(command: &str) -> &str {
    command.split(" #").next().unwrap_or(command).trim()
}

/// Whether an expected line stands for any number of actual lines.
fn is_elision(line: &str) -> bool {
    let line = line.trim();
    line == "..." || (line.starts_with('(') && line.ends_with(')'))
}

/// Whether `actual` matches `expected`, elisions included.
fn matches(expected: &[String], actual: &[String]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((first, rest)) if is_elision(first) => {
            (0..=actual.len()).any(|skip| matches(rest, &actual[skip..]))
        }
        Some((first, rest)) => actual
            .split_first()
            .is_some_and(|(a, more)| a.trim_end() == first.trim_end() && matches(rest, more)),
    }
}

fn check(what: &str, expected: &[String], actual: &[String]) {
    assert!(
        matches(expected, actual),
        "{what}: the README shows\n{}\n\nbut the program printed\n{}",
        expected.join("\n"),
        actual.join("\n")
    );
}

/// Runs the shell commands of a block in `dir`, one shell for all, and checks each output.
fn run_shell(block: &Block, steps: &[Step], dir: &Path) {
    const MARK: &str = "\u{1}end of step";
    for step in steps {
        if let Some(file) = without_comment(&step.command).strip_prefix("cat ") {
            let mut text = step.output.join("\n");
            text.push('\n');
            std::fs::write(dir.join(file), text).unwrap();
        }
    }
    let mut script = String::from("exec 2>&1\n");
    for step in steps {
        // The status is kept across the marker, so that `echo $?` sees the command's own.
        script.push_str(&format!(
            "{}\nstatus=$?; printf '\\n{MARK}\\n'; (exit $status)\n",
            step.command
        ));
    }
    let bin = sudoku_tests::sudoku_path();
    let path = format!(
        "{}:{}",
        bin.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("sh")
        .arg("-c")
        .arg(&script)
        .current_dir(dir)
        .env("PATH", path)
        .env("XDG_STATE_HOME", dir.join("state"))
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let outputs: Vec<&str> = text.split(&format!("\n{MARK}\n")).collect();
    for (step, output) in steps.iter().zip(&outputs) {
        let actual: Vec<String> = output.lines().map(str::to_string).collect();
        check(
            &format!("README line {}: `$ {}`", block.line, step.command),
            &step.output,
            &actual,
        );
    }
}

/// Plays an interactive transcript in a pseudo-terminal and checks the screen.
fn run_interactive(block: &Block, step: &Step, dir: &Path) {
    const ROWS: u16 = 500;
    let state = dir.join("state");
    let setup = format!("cd '{}' && stty rows {ROWS} cols 80", dir.display());
    let mut cmd = pty::after_setup(&state, &setup, "");
    cmd.env("XDG_DATA_HOME", dir.join("data"));
    let mut p = pty::spawn(cmd);
    let mut screen = vt100::Parser::new(ROWS, 80, 0);
    let mut feed = |text: String| {
        // The reader hands out bytes as chars below 256.
        let bytes: Vec<u8> = text.chars().map(|c| c as u32 as u8).collect();
        screen.process(&bytes);
    };
    feed(p.exp_string("sudoku> ").unwrap() + "sudoku> ");
    for line in &step.output {
        let Some(input) = line.strip_prefix("sudoku> ") else {
            continue;
        };
        if input.trim_end() == "^D" {
            p.send_control('d').unwrap();
            feed(p.exp_eof().unwrap());
            break;
        }
        p.send_line(input).unwrap();
        feed(p.exp_string("sudoku> ").unwrap() + "sudoku> ");
    }
    let contents = screen.screen().contents();
    let mut actual: Vec<String> = contents.lines().map(str::to_string).collect();
    while actual.last().is_some_and(|l| l.trim().is_empty()) {
        actual.pop();
    }
    let expected: Vec<String> = step
        .output
        .iter()
        .map(|l| l.strip_suffix("^D").unwrap_or(l).to_string())
        .collect();
    // A transcript that stops before the session ends leaves the prompt waiting.
    if expected.last().is_some_and(|l| !l.starts_with("sudoku>"))
        && actual.last().is_some_and(|l| l.trim_end() == "sudoku>")
    {
        actual.pop();
    }
    check(
        &format!(
            "README line {}: interactive `$ {}`",
            block.line, step.command
        ),
        &expected,
        &actual,
    );
}

#[test]
fn the_readme_transcripts_are_what_the_program_prints() {
    let blocks = console_blocks();
    assert!(blocks.len() >= 3, "the README has its console blocks");
    for block in &blocks {
        let dir = tempfile::tempdir().unwrap();
        let steps = steps(block);
        // A block is either a REPL session (then every `$` starts one) or shell commands.
        if steps
            .iter()
            .all(|s| without_comment(&s.command) == "sudoku")
        {
            for step in &steps {
                run_interactive(block, step, dir.path());
            }
        } else {
            run_shell(block, &steps, dir.path());
        }
    }
}

#[test]
fn elisions_match_any_lines_and_other_lines_match_exactly() {
    let v = |lines: &[&str]| lines.iter().map(|l| l.to_string()).collect::<Vec<_>>();
    assert!(matches(&v(&["a", "...", "d"]), &v(&["a", "b", "c", "d"])));
    assert!(matches(&v(&["a", "(the board)", "b"]), &v(&["a", "b"])));
    assert!(!matches(&v(&["a", "b"]), &v(&["a", "b", "c"])));
    assert!(!matches(&v(&["a", "...", "d"]), &v(&["a", "b", "c"])));
    assert!(matches(&v(&["a  "]), &v(&["a"])));
}

/// The keys the README types on the board for its picture, after `new hard 42` and `play`.
const BOARD_KEYS: &str = "jlll1jm247m?";

/// The README's picture of the board (the ```text block under its heading).
fn board_picture() -> Vec<String> {
    let readme = Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md");
    let text = std::fs::read_to_string(readme).unwrap();
    let section = text
        .split("## The full-screen board")
        .nth(1)
        .expect("the README has a section on the board");
    assert!(
        section.contains(&format!("`{BOARD_KEYS}`")),
        "the README names the keys of its picture"
    );
    let block = section.split("```text\n").nth(1).expect("a picture");
    let block = block.split("```").next().unwrap_or_default();
    block.lines().map(|l| l.trim_end().to_string()).collect()
}

/// A clock (`0:01`, `1:02:03`) as `m:ss`, so that pictures compare whatever time it took.
fn without_clock(line: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let clock = chars[i].is_ascii_digit()
            && chars.get(i + 1) == Some(&':')
            && chars.get(i + 2).is_some_and(char::is_ascii_digit)
            && chars.get(i + 3).is_some_and(char::is_ascii_digit);
        if clock {
            out.push_str("m:ss");
            i += 4;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

#[test]
fn the_readme_picture_of_the_board_is_what_80_by_24_shows() {
    let state = tempfile::tempdir().unwrap();
    let mut t = board_terminal::Terminal::start(state.path(), 24, 80, "");
    t.wait_text("sudoku> ");
    t.send("new hard 42\r");
    t.wait_text("55 cells left");
    t.send("play\r");
    t.wait_text("DIGITS");
    for key in BOARD_KEYS.chars() {
        t.send(&key.to_string());
        std::thread::sleep(std::time::Duration::from_millis(60));
    }
    t.wait_text("hidden single");
    t.watch(std::time::Duration::from_millis(300));
    let screen = t.screen().contents();
    let actual: Vec<String> = screen
        .lines()
        .map(|l| without_clock(l.trim_end()))
        .collect();
    let expected: Vec<String> = board_picture().iter().map(|l| without_clock(l)).collect();
    assert_eq!(
        expected.join("\n"),
        actual.join("\n"),
        "the README's picture (left) and the board at 80x24 (right)"
    );
}
