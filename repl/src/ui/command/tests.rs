use super::*;
use crate::game::moves::{MarkAction, Play, View};
use sudoku_engine::{Cell, Digit, DigitSet, Level, Request, ScoreRange, Symmetry};

fn cell(r: usize, c: usize) -> Cell {
    Cell::at(r - 1, c - 1).unwrap()
}

#[test]
fn lines_parse_to_commands() {
    let seven = Digit::new(7).unwrap();
    let put = Some(Command::Play(Play::Put {
        cell: cell(3, 5),
        digit: seven,
    }));
    for line in [
        "put 3 5 7",
        "put r3c5 7",
        "r3c5 7",
        "R3C5=7",
        "  PUT 3 5 7  ",
    ] {
        assert_eq!(parse(line), Ok(put.clone()), "{line}");
    }
    assert_eq!(parse(""), Ok(None));
    assert_eq!(parse("# note"), Ok(None));
    assert_eq!(
        parse("new hard 42"),
        Ok(Some(Command::New {
            request: Request::level(Level::Hard),
            seed: Some(42)
        }))
    );
    let mirror = Request::level(Level::Hard)
        .with_symmetry(Symmetry::Mirror)
        .with_minimal(true);
    for line in [
        "new hard 42 --symmetry mirror --minimal",
        "new hard --minimal 42 --SYMMETRY Mirror",
    ] {
        assert_eq!(
            parse(line),
            Ok(Some(Command::New {
                request: mirror,
                seed: Some(42)
            })),
            "{line}"
        );
    }
    let range: ScoreRange = "7.0..7.5".parse().unwrap();
    assert_eq!(
        parse("new --score 7.0..7.5 3"),
        Ok(Some(Command::New {
            request: Request::score(range),
            seed: Some(3)
        }))
    );
    assert_eq!(
        parse("new expert --score 7.0..7.5"),
        Ok(Some(Command::New {
            request: Request::level(Level::Expert).with_score(range),
            seed: None
        }))
    );
    for (line, says) in [
        (
            "new hard --symmetry spiral",
            "--symmetry 'spiral': unknown symmetry",
        ),
        (
            "new --score 7.x",
            "--score '7.x': the lower bound is not a score",
        ),
        ("new hard --score", "--score needs a RANGE"),
        ("new", "missing level"),
        ("new hard 1 2", "unexpected '2'"),
    ] {
        let error = parse(line).unwrap_err().to_string();
        assert!(error.contains(says), "{line}: {error}");
    }
    assert_eq!(parse("load"), Ok(Some(Command::Load(None))));
    assert_eq!(
        parse("show cand"),
        Ok(Some(Command::Play(Play::Show(View::Candidates))))
    );
    assert_eq!(parse("help put"), Ok(Some(Command::Help(find("put")))));
}

#[test]
fn help_fits_80_columns() {
    for spec in COMMANDS {
        let usage = format!("{} {}", spec.name, spec.args);
        let line = format!("  {:<26} {}", usage.trim_end(), spec.summary_text());
        assert!(line.chars().count() <= 80, "{line}");
        assert!(!line.contains('{'), "a placeholder left: {line}");
        for detail in spec.details_text().lines() {
            assert!(!detail.contains("{level"), "a placeholder left: {detail}");
            assert!(detail.chars().count() <= 80, "{detail}");
        }
    }
}

#[test]
fn marks_and_settings_parse() {
    let c = cell(3, 5);
    let digits: DigitSet = [1, 2, 7].into_iter().filter_map(Digit::new).collect();
    let toggle = Some(Command::Play(Play::Marks(MarkAction::Toggle {
        cell: c,
        digits,
    })));
    assert_eq!(parse("mark r3c5 1 2 7"), Ok(toggle.clone()));
    assert_eq!(parse("mark 3 5 127"), Ok(toggle));
    assert_eq!(
        parse("mark r3c5 -"),
        Ok(Some(Command::Play(Play::Marks(MarkAction::Clear {
            cell: c
        }))))
    );
    assert_eq!(
        parse("marks auto"),
        Ok(Some(Command::Play(Play::Marks(MarkAction::Auto))))
    );
    assert_eq!(
        parse("hint cell"),
        Ok(Some(Command::Play(Play::RevealCell)))
    );
    assert_eq!(
        parse("set board off"),
        Ok(Some(Command::Set(Setting::Board(false))))
    );
    let err = |line: &str| parse(line).unwrap_err().to_string();
    assert_eq!(
        err("mark r3c5 1 x"),
        "'x' is not a digit 1-9 (usage: mark CELL DIGITS|-)"
    );
    assert_eq!(
        err("mark r3c5"),
        "missing digits (usage: mark CELL DIGITS|-)"
    );
    assert_eq!(err("marks"), "missing action (usage: marks auto|clear)");
    assert_eq!(
        err("set board maybe"),
        "'maybe' is not on or off (usage: set board|autoclear|feedback on|off)"
    );
}

#[test]
fn errors_say_what_is_wrong() {
    let err = |line: &str| parse(line).unwrap_err().to_string();
    assert_eq!(
        err("slove"),
        "unknown command 'slove'; did you mean 'solve'? (try `help`)"
    );
    assert_eq!(err("xyzzy"), "unknown command 'xyzzy' (try `help`)");
    assert_eq!(
        err("new"),
        "missing level: use easy, medium, hard, expert or extreme (or --score RANGE) \
         (usage: new [LEVEL] [SEED] [--score RANGE] [--symmetry S] [--minimal])"
    );
    assert_eq!(
        err("new daily nightmare"),
        "unknown level 'nightmare': use easy, medium, hard, expert or extreme"
    );
    assert_eq!(err("check now"), "unexpected 'now'");
    assert_eq!(err("save"), "missing file name (usage: save FILE)");
    assert_eq!(err("help nope"), "no command 'nope' (try `help`)");
    assert!(err("load 123").starts_with("not a puzzle: "));
    assert_eq!(
        err("resume x"),
        "'x' is not a game number: `games` lists them (usage: resume [N])"
    );
    assert_eq!(
        err("resume 0"),
        "'0' is not a game number: `games` lists them (usage: resume [N])"
    );
    assert_eq!(parse("resume 2"), Ok(Some(Command::Resume(Some(2)))));
    assert_eq!(parse("resume"), Ok(Some(Command::Resume(None))));
}
