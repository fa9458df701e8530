//! Crash test of the autosave: a long scripted game is played by the real binary, killed
//! with SIGKILL at random points, and taken up again by the next run (`resume`), over and
//! over. After every kill the autosave must read back as the game after some prefix of
//! the script that holds every move the program acknowledged (printed), and at most the
//! one in flight besides; the next start must list it and leave no temporary file or stray
//! journal behind.
//!
//! `SUDOKU_CRASH_KILLS` sets how many kills (200 by default, a debug build's few tens of
//! seconds); `SUDOKU_CRASH_SEED` varies the game and the kill points.
#![cfg(unix)]

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use sudoku_repl::game::Game;
use sudoku_repl::game::history::Change;
use sudoku_repl::ui::render::Palette;
use sudoku_repl::ui::session::{Prompts, Session, Settings};
use sudoku_tests::PUZZLE;

/// Commands per game.
const MOVES: usize = 300;

/// xorshift64*: the same game and kill points for a seed on every platform.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// What the autosave keeps of a game (not its time, which the runs spend differently).
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    board: String,
    marks: String,
    undo: Vec<Change>,
    redo: Vec<Change>,
    counts: (u32, u32, u32, bool),
    found: String,
}

fn state(game: &Game) -> State {
    let p = game.progress();
    State {
        board: game.board().line().to_string(),
        marks: game.marks().to_string(),
        undo: game.history().undo().to_vec(),
        redo: game.history().redo().to_vec(),
        counts: (p.revealed, p.hints, p.mistakes, p.solution_seen),
        found: game.found().to_string(),
    }
}

/// The script: `MOVES` commands that each succeed and print at least one line, with how
/// many lines each prints, and the game's state before each command and after the last.
/// The first empty cell is never filled, so the game is never won (a win removes the
/// autosave).
fn script(rng: &mut Rng) -> (Vec<String>, Vec<usize>, Vec<State>) {
    let mut session = Session::new(Settings::default());
    let run = |session: &mut Session, line: &str| {
        session.execute(
            line,
            Prompts {
                more: &mut |_| None,
                confirm: &mut |_| true,
                working: &mut |_| true,
            },
            Palette { color: false },
        )
    };
    run(&mut session, &format!("load {PUZZLE}")).unwrap();
    let empty: Vec<usize> = (0..81).filter(|&i| &PUZZLE[i..=i] == ".").collect();
    let (mut lines, mut counts, mut states) = (Vec::new(), Vec::new(), Vec::new());
    states.push(state(session.game().unwrap()));
    while lines.len() < MOVES {
        let i = empty[1 + rng.below(empty.len() - 1)];
        let cell = format!("r{}c{}", i / 9 + 1, i % 9 + 1);
        let digit = 1 + rng.below(9);
        let line = match rng.below(100) {
            0..=29 => format!("{cell} {digit}"),
            30..=34 => format!("clear {cell}"),
            35..=54 => format!("mark {cell} {digit}"),
            55..=59 => format!("unmark {cell} {digit}"),
            60..=76 => "undo".to_string(),
            77..=89 => "redo".to_string(),
            90..=93 => "check".to_string(),
            94..=95 => "marks auto".to_string(),
            96 => "marks clear".to_string(),
            97 => "restart".to_string(),
            _ => "hint".to_string(),
        };
        let before = state(session.game().unwrap());
        match run(&mut session, &line) {
            Ok(reply) => {
                assert!(!reply.text.is_empty(), "`{line}` printed nothing");
                counts.push(reply.text.lines().count());
                lines.push(line);
                states.push(state(session.game().unwrap()));
            }
            // A refused command changes nothing and prints nothing on stdout: it is left
            // out, so every command of the script is acknowledged by its output.
            Err(_) => assert_eq!(state(session.game().unwrap()), before, "`{line}`"),
        }
    }
    (lines, counts, states)
}

/// The files of a directory, by name (none if it does not exist).
fn names(dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn sudoku(state: &Path) -> Command {
    let mut cmd = Command::new(sudoku_tests::sudoku_path());
    cmd.env("XDG_STATE_HOME", state)
        .env("XDG_DATA_HOME", state)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    cmd
}

/// Runs `input` through the binary, killing it (SIGKILL) `pause` after it has printed
/// `kill_after` lines past the line `marker` (never, if it ends first). Returns the lines
/// printed after the marker, whether the marker came, and standard error.
fn run_killed(
    state: &Path,
    input: String,
    marker: &str,
    kill_after: usize,
    pause: Duration,
) -> (Vec<String>, bool, String) {
    let mut child = sudoku(state).spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // A killed program leaves the rest unread: the write then fails, which is fine.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let mut stderr = child.stderr.take().unwrap();
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let (mut after, mut seen, mut killed) = (Vec::new(), false, false);
    let mut line = String::new();
    loop {
        line.clear();
        match out.read_line(&mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        // A line cut short by the kill acknowledges nothing.
        let Some(whole) = line.strip_suffix('\n') else {
            break;
        };
        if seen {
            after.push(whole.to_string());
        } else if whole == marker {
            seen = true;
        }
        if seen && after.len() >= kill_after && !killed {
            // The program is busy with the next command by now: a pause of a random length
            // lets the kill land anywhere in it (in a record, a checkpoint, the reply).
            std::thread::sleep(pause);
            let _ = child.kill();
            killed = true;
        }
    }
    let _ = child.wait();
    writer.join().unwrap();
    (after, seen, errors.join().unwrap())
}

/// Temporary files (ours: `.NAME.sudoku-RANDOM.tmp`) in a directory.
fn temps(dir: &Path) -> usize {
    names(dir)
        .iter()
        .filter(|n| n.starts_with('.') && n.ends_with(".tmp"))
        .count()
}

#[test]
fn killed_at_random_points_the_autosave_keeps_every_acknowledged_move() {
    let kills: usize = std::env::var("SUDOKU_CRASH_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let seed: u64 = std::env::var("SUDOKU_CRASH_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5eed);
    let mut rng = Rng(seed | 1);
    let began = Instant::now();
    let (mut killed, mut games, mut in_flight, mut temps_left, mut journals_left) = (0, 0, 0, 0, 0);
    while killed < kills {
        games += 1;
        let root = tempfile::tempdir().unwrap();
        let state_dir: PathBuf = root.path().to_path_buf();
        let scripts = state_dir.join("sudoku/games/scripts");
        let (lines, counts, states) = script(&mut rng);
        // The prefix of the script the autosave holds.
        let mut at = 0;
        let mut saved = false;
        while at < lines.len() {
            let setup = if saved {
                "resume".to_string()
            } else {
                format!("load {PUZZLE}")
            };
            let marker = states[at].board.clone();
            let mut input = format!("{setup}\nshow line\n");
            for line in &lines[at..] {
                input.push_str(line);
                input.push('\n');
            }
            // Mostly within the next few dozen commands, so a game sees many kills.
            let kill_after = rng.below(60.min(lines.len() - at) + 2);
            let pause = Duration::from_micros(rng.below(4000) as u64);
            let (printed, started, errors) =
                run_killed(&state_dir, input, &marker, kill_after, pause);
            assert!(
                !errors.contains("autosave"),
                "game {games}, at {at}: {errors}"
            );
            if !started {
                assert!(printed.is_empty());
            }
            // The commands whose whole output was read.
            let (mut acked, mut read) = (0, 0);
            while at + acked < lines.len() && read + counts[at + acked] <= printed.len() {
                read += counts[at + acked];
                acked += 1;
            }
            let done = at + acked == lines.len();
            if !done {
                killed += 1;
            }
            temps_left += temps(&scripts);
            journals_left += names(&scripts)
                .iter()
                .filter(|n| {
                    n.ends_with(".journal") && !scripts.join(n).with_extension("sav").exists()
                })
                .count();

            // The next start: it cleans up, and lists the game.
            let listed = {
                let mut child = sudoku(&state_dir).spawn().unwrap();
                child.stdin.take().unwrap().write_all(b"games\n").unwrap();
                let out = child.wait_with_output().unwrap();
                assert_eq!(String::from_utf8_lossy(&out.stderr), "");
                String::from_utf8(out.stdout).unwrap()
            };
            let files = names(&scripts);
            assert_eq!(temps(&scripts), 0, "game {games}: {files:?}");
            let saves: Vec<&String> = files.iter().filter(|n| n.ends_with(".sav")).collect();
            assert!(saves.len() <= 1, "game {games}: {files:?}");
            assert_eq!(
                files.len(),
                2 * saves.len(),
                "game {games}: a journal for each save and nothing else: {files:?}"
            );
            let Some(save) = saves.first() else {
                // Nothing written yet: killed before the first change was kept. Commands
                // that change nothing (`check`, say) may have been acknowledged already.
                assert!(
                    !saved && states[..=at + acked].iter().all(|s| *s == states[0]),
                    "game {games}: no autosave after {acked} acknowledged from {at}"
                );
                assert_eq!(listed, "no unfinished games saved\n");
                continue;
            };
            let (game, ..) = sudoku_repl::store::journal::read(&scripts.join(save))
                .unwrap_or_else(|e| panic!("game {games}: {e}"));
            let now = state(&game);
            let held = (at + acked..=(at + acked + 1).min(lines.len()))
                .find(|&p| states[p] == now)
                .unwrap_or_else(|| {
                    let near = (0..=lines.len()).find(|&p| states[p] == now);
                    panic!(
                        "game {games}: after {acked} acknowledged from {at}, the autosave \
                         is the state after {near:?} of {}",
                        lines.len()
                    )
                });
            in_flight += usize::from(held > at + acked);
            assert!(
                listed.ends_with(&format!(
                    "  1. loaded puzzle (score 1.2), {} cells left, saved just now\n",
                    game.remaining()
                )),
                "game {games}: {listed}"
            );
            at = held;
            saved = true;
        }
    }
    // Straight to the process's stderr, so `--nocapture` is not needed to see it.
    let _ = writeln!(
        std::io::stderr(),
        "crash test: {killed} kills in {games} games of {MOVES} commands, {:.1} s; the \
         move in flight was kept {in_flight} times; {temps_left} temporary files and \
         {journals_left} stray journals found after kills, none after the next start",
        began.elapsed().as_secs_f64()
    );
}
