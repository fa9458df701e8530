//! The batch contract of `sudoku new` and `sudoku rate`.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use sudoku_engine::{Grid, Level, Solution, rater::rate, solve};
use sudoku_tests::{corpus, sudoku, sudoku_path, test_state_dir};

fn stdout_of(args: &[&str]) -> String {
    let out = sudoku().args(args).assert().success();
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

#[test]
fn seed_43_reproduces_the_second_line_of_seed_42_count_2() {
    for level in ["easy", "hard"] {
        let two = stdout_of(&["new", level, "--seed", "42", "--count", "2"]);
        let lines: Vec<&str> = two.lines().collect();
        assert_eq!(lines.len(), 2);
        assert_ne!(lines[0], lines[1]);
        let one = stdout_of(&["new", level, "--seed", "43"]);
        assert_eq!(one, format!("{}\n", lines[1]));
    }
}

#[test]
fn new_gives_unique_puzzles_of_the_level_asked() {
    for level in Level::ALL {
        let text = stdout_of(&["new", level.name(), "--seed", "7", "--count", "2"]);
        for line in text.lines() {
            assert_eq!(line.len(), 81);
            let p: Grid = line.parse().unwrap();
            assert!(matches!(solve(&p), Ok(Solution::Unique(_))));
            assert_eq!(rate(&p).unwrap().level, level, "{line}");
        }
    }
}

#[test]
fn without_a_seed_the_drawn_seed_goes_to_stderr_and_reproduces() {
    let out = sudoku().args(["new", "easy"]).assert().success();
    let stderr = String::from_utf8(out.get_output().stderr.clone()).unwrap();
    let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let seed = stderr
        .strip_prefix("seed: ")
        .and_then(|s| s.strip_suffix('\n'))
        .unwrap_or_else(|| panic!("stderr: {stderr:?}"));
    seed.parse::<u64>().unwrap();
    assert_eq!(stdout_of(&["new", "easy", "--seed", seed]), stdout);
}

#[test]
fn format_grid_prints_boxed_grids_of_the_same_puzzles() {
    let line = stdout_of(&["new", "medium", "--seed", "3"]);
    let p: Grid = line.trim().parse().unwrap();
    let boxed = stdout_of(&["new", "Medium", "--seed", "3", "--format", "grid"]);
    // A title line names each grid: number, level, score and seed.
    let score = rate(&p).unwrap().score;
    assert_eq!(
        boxed,
        format!("# 1. medium · {score} · seed 3\n{}", p.boxed())
    );
    let two = stdout_of(&[
        "new", "medium", "--seed", "3", "--count", "2", "--format", "grid",
    ]);
    assert_eq!(two.lines().count(), 14 * 2 + 1);
    let second: Grid = stdout_of(&["new", "medium", "--seed", "4"])
        .trim()
        .parse()
        .unwrap();
    let title = format!("# 2. medium · {} · seed 4", rate(&second).unwrap().score);
    assert_eq!(two.lines().nth(15), Some(title.as_str()), "{two}");
}

#[test]
fn format_grid_titles_a_daily_puzzle_with_its_date() {
    // The daily seed rule: 20261124 * 10 + 2 for hard.
    let line = stdout_of(&["new", "hard", "--seed", "202611242"]);
    let p: Grid = line.trim().parse().unwrap();
    let boxed = stdout_of(&[
        "new",
        "daily",
        "hard",
        "--date",
        "2026-11-24",
        "--format",
        "grid",
    ]);
    let score = rate(&p).unwrap().score;
    assert_eq!(
        boxed,
        format!("# 1. hard · {score} · 2026-11-24\n{}", p.boxed())
    );
}

#[test]
fn many_puzzles_come_in_seed_order_across_the_parallel_chunks() {
    // Chunks of 4 puzzles a core: 40 cross a chunk boundary on up to 9 cores.
    let forty = stdout_of(&["new", "easy", "--seed", "42", "--count", "40"]);
    let first = stdout_of(&["new", "easy", "--seed", "42", "--count", "11"]);
    let rest = stdout_of(&["new", "easy", "--seed", "53", "--count", "29"]);
    assert_eq!(forty, first + &rest);
    let grids = stdout_of(&[
        "new", "easy", "--seed", "42", "--count", "40", "--format", "grid",
    ]);
    assert_eq!(
        grids.lines().count(),
        14 * 40 + 39,
        "one blank line between grids"
    );
}

#[test]
fn any_count_streams_its_first_puzzle_at_once() {
    // The largest count there is: puzzles are made as they are written, never listed first.
    let mut child = Command::new(sudoku_path())
        .args([
            "new",
            "easy",
            "--seed",
            "1",
            "--count",
            "18446744073709551615",
        ])
        .env("XDG_STATE_HOME", test_state_dir())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    // Closing the pipe ends it, as `| head -1` does.
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(10) {
            child.kill().unwrap();
            panic!("still running 10 s after its reader went away");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let stderr = std::io::read_to_string(child.stderr.take().unwrap()).unwrap();
    assert_eq!((status.code(), stderr.as_str()), (Some(0), ""));
    assert_eq!(line, stdout_of(&["new", "easy", "--seed", "1"]));
}

#[test]
fn a_sheet_over_600_puzzles_is_refused_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("x.pdf");
    for count in ["100000000", "18446744073709551615", "601"] {
        let start = Instant::now();
        let out = sudoku()
            .args(["new", "easy", "--format", "pdf", "--count", count, "-o"])
            .arg(&pdf)
            .output()
            .unwrap();
        assert!(
            start.elapsed() < Duration::from_secs(1),
            "--count {count} took {:?}",
            start.elapsed()
        );
        // Not even a seed drawn: the count alone decides.
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "sudoku: a sheet takes at most 600 puzzles\n"
        );
        assert_eq!(out.status.code(), Some(2));
        assert!(!pdf.exists());
    }
}

#[test]
fn an_unknown_level_is_a_usage_error() {
    let out = sudoku().args(["new", "insane"]).assert().code(2);
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
    assert!(
        stderr.contains("[possible values: easy, medium, hard, expert, extreme, daily]"),
        "{stderr}"
    );
}

#[test]
fn rate_prints_level_and_technique_per_line() {
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let empty = ".".repeat(81);
    let input = format!("# comment\n{easy}\n\n{empty}\n{}x\n", &easy[..80]);
    let out = sudoku().arg("rate").write_stdin(input).assert().code(1);
    let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert_eq!(
        stdout.lines().collect::<Vec<_>>(),
        [
            "easy 1.2 hidden single",
            "no unique solution",
            "invalid: line 5, column 81: unexpected 'x'",
        ]
    );
    let full = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    sudoku()
        .arg("rate")
        .write_stdin(format!("{easy}\n{full}\n"))
        .assert()
        .success()
        .stdout("easy 1.2 hidden single\neasy\n");
}

/// The levels `sudoku rate` gives a corpus file, in order; `None` if the corpus is missing.
fn rated_levels(name: &str) -> Option<Vec<String>> {
    let path = corpus(name)?;
    let out = sudoku().arg("rate").arg(path).assert().success();
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let levels: Vec<String> = text
        .lines()
        .map(|l| l.split(' ').next().unwrap_or("").to_owned())
        .collect();
    assert_eq!(levels.len(), 1000, "{name}");
    Some(levels)
}

#[test]
fn qqwing_simple_and_easy_are_all_easy() {
    for name in ["qqwing_simple_1000.txt", "qqwing_easy_1000.txt"] {
        let Some(levels) = rated_levels(name) else {
            continue;
        };
        assert!(levels.iter().all(|l| l == "easy"), "{name}");
    }
}

#[test]
fn qqwing_intermediate_and_expert_are_never_easy() {
    for name in ["qqwing_intermediate_1000.txt", "qqwing_expert_1000.txt"] {
        let Some(levels) = rated_levels(name) else {
            continue;
        };
        assert!(levels.iter().all(|l| l != "easy"), "{name}");
    }
}

/// A cell's images under a symmetry, 0-based row and column.
type Images = fn(usize, usize) -> Vec<(usize, usize)>;

#[test]
fn symmetry_score_and_minimal_shape_the_puzzles() {
    // Each symmetry's pairs, checked cell by cell: (r, c) is given exactly when its
    // images are.
    let images: [(&str, Images); 4] = [
        ("rotational", |r, c| vec![(8 - r, 8 - c)]),
        ("rotational90", |r, c| {
            vec![(c, 8 - r), (8 - r, 8 - c), (8 - c, r)]
        }),
        ("mirror", |r, c| vec![(r, 8 - c)]),
        ("diagonal", |r, c| vec![(c, r)]),
    ];
    for (name, image) in images {
        let line = stdout_of(&["new", "medium", "--seed", "2", "--symmetry", name]);
        let b = line.trim().as_bytes();
        let given = |r: usize, c: usize| b[r * 9 + c] != b'.';
        for (r, c) in (0..9).flat_map(|r| (0..9).map(move |c| (r, c))) {
            for (ir, ic) in image(r, c) {
                assert_eq!(
                    given(r, c),
                    given(ir, ic),
                    "{name}: r{}c{} {line}",
                    r + 1,
                    c + 1
                );
            }
        }
        let p: Grid = line.trim().parse().unwrap();
        assert_eq!(rate(&p).unwrap().level, Level::Medium, "{name}");
    }
    // No symmetry asked: still the level, and the default (rotational) is another puzzle.
    let none = stdout_of(&["new", "medium", "--seed", "2", "--symmetry", "NONE"]);
    assert_ne!(none, stdout_of(&["new", "medium", "--seed", "2"]));
    assert_eq!(
        stdout_of(&["new", "medium", "--seed", "2"]),
        stdout_of(&["new", "medium", "--seed", "2", "--symmetry", "rotational"])
    );

    // A score range without a level, and with one: every puzzle's score is in it.
    for args in [
        &["--score", "7.0..7.5"][..],
        &["hard", "--score", "4.0..4.6"],
    ] {
        let text = stdout_of(&[&["new", "--seed", "1", "--count", "3"], args].concat());
        for line in text.lines() {
            let r = rate(&line.parse().unwrap()).unwrap();
            let tenths = r.score.tenths();
            let (lo, hi) = if args.len() == 2 { (70, 75) } else { (40, 46) };
            assert!(
                (lo..=hi).contains(&tenths),
                "{args:?}: {line} scores {}",
                r.score
            );
            if args.len() == 3 {
                assert_eq!(r.level, Level::Hard);
            }
        }
    }

    // Minimal: taking any given away leaves several solutions (checked here by the
    // solver, given by given).
    let line = stdout_of(&["new", "easy", "--seed", "4", "--minimal"]);
    let p: Grid = line.trim().parse().unwrap();
    let mut cells = *p.cells();
    for i in 0..81 {
        if cells[i] == 0 {
            continue;
        }
        let v = std::mem::replace(&mut cells[i], 0);
        let fewer = Grid::from_cells(cells).unwrap();
        assert!(
            matches!(solve(&fewer), Ok(Solution::Multiple(_))),
            "given {i} of {line}"
        );
        cells[i] = v;
    }
}

#[test]
fn bad_symmetry_and_score_values_are_named() {
    let cases: [(&[&str], &str); 7] = [
        (
            &["new", "hard", "--symmetry", "spiral"],
            "invalid value 'spiral' for '--symmetry",
        ),
        (
            &["new", "hard", "--symmetry", "spiral"],
            "none, rotational, rotational90, mirror, diagonal",
        ),
        (
            &["new", "--score", "7.x..8"],
            "the lower bound is not a score",
        ),
        (
            &["new", "--score", "7..8.x"],
            "the upper bound is not a score",
        ),
        (
            &["new", "--score", "8.0..7.0"],
            "lower bound of the score range is above its upper bound",
        ),
        (&["new", "--score", ".."], "a score range needs a bound"),
        (
            &["new", "daily", "--symmetry", "mirror"],
            "not for the daily puzzle",
        ),
    ];
    for (args, expected) in cases {
        let out = sudoku().args(args).assert().code(2);
        let stderr = String::from_utf8(out.get_output().stderr.clone()).unwrap();
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
    // A range no level reaches in this build's generator.
    let out = sudoku()
        .args(["new", "easy", "--score", "9.0..", "--seed", "1"])
        .assert()
        .code(1);
    let stderr = String::from_utf8(out.get_output().stderr.clone()).unwrap();
    assert!(stderr.contains("9.0.."), "{stderr}");
}

#[test]
fn the_search_is_the_same_for_a_seed_and_never_below_its_start() {
    let args = [
        "new",
        "--score",
        "5.0..",
        "--seed",
        "9",
        "--search-tries",
        "24",
        "--format",
        "grid",
    ];
    let run = || {
        let out = sudoku()
            .env("RAYON_NUM_THREADS", "2")
            .args(args)
            .assert()
            .success();
        let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
        let stderr = String::from_utf8(out.get_output().stderr.clone()).unwrap();
        (stdout, stderr)
    };
    let (first, stderr) = run();
    assert_eq!(first, run().0, "the same seed and threads, the same puzzle");
    // No terminal, no --progress: one line on stderr, the result.
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("the hardest of 48 puzzles tried"),
        "{stderr}"
    );
    let (title, grid) = first.split_once('\n').unwrap();
    let p: Grid = grid.parse().unwrap();
    let r = rate(&p).unwrap();
    assert!(matches!(solve(&p), Ok(Solution::Unique(_))));
    assert_eq!(
        title,
        format!("# 1. {} · {} · search seed 9", r.level, r.score)
    );
    // It starts from extreme puzzles and never goes down.
    assert_eq!(r.level, Level::Extreme);
    // The search wants an open range.
    let out = sudoku()
        .args(["new", "--score", "7.0..8.0", "--search-tries", "1"])
        .assert()
        .code(2);
    let stderr = String::from_utf8(out.get_output().stderr.clone()).unwrap();
    assert!(stderr.contains("--score MIN.."), "{stderr}");
}

#[test]
fn the_search_prints_progress_when_asked_and_what_it_has_on_ctrl_c() {
    let child = Command::new(sudoku_path())
        .args([
            "new",
            "--score",
            "25.0..",
            "--seed",
            "3",
            "--search-minutes",
            "5",
            "--progress",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_secs(3));
    let started = Instant::now();
    // SIGINT, as Ctrl-C sends it.
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let out = child.wait_with_output().unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "it stops soon after"
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    let p: Grid = stdout
        .trim()
        .parse()
        .unwrap_or_else(|e| panic!("{e}: {stdout:?} {stderr}"));
    assert!(matches!(solve(&p), Ok(Solution::Unique(_))));
    // Below 25.0: status 1, and it says so; the progress lines came before.
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let last = stderr.lines().last().unwrap();
    assert!(
        last.contains(&format!("scores {}, not 25.0..", rate(&p).unwrap().score)),
        "{stderr}"
    );
    assert!(
        stderr
            .lines()
            .any(|l| l.starts_with("tried ") && l.contains(", best ")),
        "{stderr}"
    );
}

#[test]
fn the_search_can_start_from_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("starts.txt");
    // Named puzzles (Inkala's 2012 puzzle and a 17-clue one), a comment and a line that is
    // no puzzle: the search starts from the hardest it can rate.
    let inkala =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    let seventeen =
        "...........5....9...4....1.2....3.5....7.....438...2......9.....1.4...6..........";
    std::fs::write(
        &file,
        format!("# starts\n{seventeen}\nnot a puzzle\n{inkala}\n"),
    )
    .unwrap();
    let start = rate(&inkala.parse().unwrap()).unwrap().score;
    let out = sudoku()
        .env("RAYON_NUM_THREADS", "1")
        .args([
            "new",
            "--score",
            "1.0..",
            "--seed",
            "2",
            "--search-tries",
            "4",
            "--search-from",
        ])
        .arg(&file)
        .assert()
        .success();
    let line = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let p: Grid = line.trim().parse().unwrap();
    assert!(rate(&p).unwrap().score >= start, "{line}");
    // Without a limit it is no search.
    let out = sudoku()
        .args(["new", "--score", "10.0..", "--search-from"])
        .arg(&file)
        .assert()
        .code(2);
    let stderr = String::from_utf8(out.get_output().stderr.clone()).unwrap();
    assert!(
        stderr.contains("--search-from goes with --search-minutes or --search-tries"),
        "{stderr}"
    );
}
