//! Output that cannot be written: stdout or stderr on a full disk (`/dev/full`) or into a
//! pipe nobody reads. A closed stdout is a normal end (exit 0, nothing said); a full one is
//! an error (one message, exit 2); a failed stderr is never a panic, and the exit status
//! still tells whether the command failed.

use std::fs::File;
use std::io::{self, Write};
use std::process::{Command, Stdio};

use sudoku_tests::{PUZZLE, sudoku_path, test_state_dir};

/// Where a stream of the program goes, when not to the test.
enum Sink {
    /// `/dev/full`: every write fails with "no space left on device".
    Full,
    /// A pipe whose reading end is closed before the program starts.
    Closed,
}

/// The stream a [`Sink`] names, or `None` where the system has no `/dev/full` (the test is
/// then skipped).
fn open(sink: &Sink) -> Option<Stdio> {
    match sink {
        Sink::Full => match File::options().write(true).open("/dev/full") {
            Ok(file) => Some(file.into()),
            Err(_) => {
                eprintln!("skipped: no /dev/full");
                None
            }
        },
        Sink::Closed => {
            let (reader, writer) = io::pipe().unwrap();
            drop(reader);
            Some(writer.into())
        }
    }
}

/// What a run gave: stdout and stderr (empty when sent to a sink) and the exit status.
struct Run {
    stdout: String,
    stderr: String,
    code: Option<i32>,
}

/// Runs `sudoku ARGS` with `input` on stdin and stdout or stderr sent to a sink.
fn run(args: &[&str], input: &str, stdout: Option<&Sink>, stderr: Option<&Sink>) -> Option<Run> {
    let mut cmd = Command::new(sudoku_path());
    cmd.args(args)
        .env("XDG_STATE_HOME", test_state_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(sink) = stdout {
        cmd.stdout(open(sink)?);
    }
    if let Some(sink) = stderr {
        cmd.stderr(open(sink)?);
    }
    let mut child = cmd.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // The program may stop reading early: a failed write of its input is no concern here.
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    Some(Run {
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
        code: out.status.code(),
    })
}

/// A command and its stdin, for the tests that send its output away.
struct Case {
    args: &'static [&'static str],
    input: String,
}

fn cases() -> Vec<Case> {
    let puzzle = format!("{PUZZLE}\n");
    vec![
        Case {
            args: &["solve"],
            input: puzzle.clone(),
        },
        Case {
            args: &["rate"],
            input: puzzle.clone(),
        },
        Case {
            args: &["new", "easy", "--seed", "1"],
            input: String::new(),
        },
        Case {
            args: &[
                "new", "easy", "--seed", "1", "--count", "3", "--format", "grid",
            ],
            input: String::new(),
        },
        Case {
            args: &["new", "easy", "--seed", "1", "--format", "svg"],
            input: String::new(),
        },
        // The piped REPL.
        Case {
            args: &[],
            input: "new easy 1\nshow\n".to_string(),
        },
        Case {
            args: &["--help"],
            input: String::new(),
        },
        Case {
            args: &["--version"],
            input: String::new(),
        },
        Case {
            args: &["new", "--help"],
            input: String::new(),
        },
    ]
}

#[test]
fn output_that_cannot_be_written_is_an_error_said_once() {
    let mut wrong = Vec::new();
    for case in cases() {
        let Some(run) = run(case.args, &case.input, Some(&Sink::Full), None) else {
            return;
        };
        let said = run
            .stderr
            .starts_with("sudoku: cannot write output: No space left on device")
            && run.stderr.lines().count() == 1;
        if run.code != Some(2) || !said {
            wrong.push(format!("{:?}: {:?} {:?}", case.args, run.code, run.stderr));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn a_closed_stdout_ends_quietly_with_success() {
    let mut wrong = Vec::new();
    for case in cases() {
        let run = run(case.args, &case.input, Some(&Sink::Closed), None).unwrap();
        if (run.code, run.stderr.as_str()) != (Some(0), "") {
            wrong.push(format!("{:?}: {:?} {:?}", case.args, run.code, run.stderr));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn help_and_version_still_print_and_exit_zero() {
    for args in [&["--help"][..], &["--version"], &["new", "--help"]] {
        let run = run(args, "", None, None).unwrap();
        assert_eq!(run.code, Some(0), "{args:?}");
        assert!(run.stdout.contains("sudoku"), "{args:?}: {}", run.stdout);
        assert_eq!(run.stderr, "");
    }
    let usage = run(&["--bogus"], "", None, None).unwrap();
    assert_eq!(usage.code, Some(2));
    assert!(usage.stderr.contains("--bogus"), "{}", usage.stderr);
}

#[test]
fn a_stderr_that_cannot_be_written_is_no_panic() {
    for sink in [Sink::Full, Sink::Closed] {
        // A failed command still fails.
        let Some(typo) = run(&[], "slove\n", None, Some(&sink)) else {
            return;
        };
        assert_eq!((typo.code, typo.stdout.as_str()), (Some(1), ""));
        let missing = run(
            &["solve", "/nonexistent/puzzles.txt"],
            "",
            None,
            Some(&sink),
        )
        .unwrap();
        assert_eq!(missing.code, Some(2));
        let usage = run(&["new", "daily", "--seed", "3"], "", None, Some(&sink)).unwrap();
        assert_eq!(usage.code, Some(2));
        let clap = run(&["--bogus"], "", None, Some(&sink)).unwrap();
        assert_eq!(clap.code, Some(2));
        // One that succeeds still succeeds: the drawn seed is lost, not the puzzle.
        let new = run(&["new", "easy"], "", None, Some(&sink)).unwrap();
        assert_eq!(new.code, Some(0));
        assert_eq!(new.stdout.trim_end().len(), 81, "{}", new.stdout);
    }
}

#[cfg(unix)]
#[test]
fn at_a_terminal_a_full_stdout_ends_the_session_with_an_error() {
    if !std::path::Path::new("/dev/full").exists() {
        return;
    }
    let state = tempfile::tempdir().unwrap();
    // Keys come from the terminal, output goes to a full disk: the banner cannot be written.
    let mut p = sudoku_tests::pty::spawn(sudoku_tests::pty::shell(
        state.path(),
        "exec \"$SUDOKU\" >/dev/full",
    ));
    p.exp_string("sudoku: cannot write output: No space left on device")
        .unwrap();
    p.exp_eof().unwrap();
    let status = p.process_mut().wait().unwrap();
    assert!(
        matches!(status, rexpect::process::WaitStatus::Exited(_, 2)),
        "{status:?}"
    );
}
