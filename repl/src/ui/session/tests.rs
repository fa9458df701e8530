use sudoku_engine::{Cell, Digit, Level, generate, rate};

use super::*;
use crate::game::GameError;
use crate::game::hint::{Hint, HintEnd};
use crate::game::history::Label;
use crate::game::moves::{Outcome, Play, View};

pub(super) const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

pub(super) fn no_lines(_: &str) -> Option<String> {
    None
}

pub(super) fn yes(_: &str) -> bool {
    true
}

pub(super) fn go_on(_: u32) -> bool {
    true
}

pub(super) fn prompts<'a>(
    more: &'a mut dyn FnMut(&str) -> Option<String>,
    confirm: &'a mut dyn FnMut(&str) -> bool,
    working: &'a mut dyn FnMut(u32) -> bool,
) -> Prompts<'a> {
    Prompts {
        more,
        confirm,
        working,
    }
}

#[test]
fn commands_become_events_and_errors_change_nothing() {
    let mut s = Session::new(Settings::default());
    let put = Command::Play(Play::Put {
        cell: Cell::at(0, 2).unwrap(),
        digit: Digit::new(4).unwrap(),
    });
    assert!(matches!(
        s.run(put.clone(), &mut no_lines, &mut go_on),
        Err(SessionError::NoGame)
    ));
    let new = Command::New {
        request: Request::level(Level::Easy),
        seed: Some(7),
    };
    assert_eq!(
        s.run(new, &mut no_lines, &mut go_on).unwrap(),
        Event::Started {
            generated: Some((
                Level::Easy,
                7,
                rate(&generate(Level::Easy, 7).unwrap()).unwrap().score
            )),
            daily: None,
        }
    );
    assert_eq!(
        s.game().map(|g| *g.origin()),
        Some(Origin::Generated {
            level: Level::Easy,
            seed: 7,
            request: Request::level(Level::Easy),
        })
    );
    let load = Command::Load(Some(PUZZLE.parse().unwrap()));
    assert_eq!(
        s.run(load, &mut no_lines, &mut go_on).unwrap(),
        Event::Started {
            generated: None,
            daily: None,
        }
    );
    let undo = Command::Play(Play::Undo);
    assert!(matches!(
        s.run(undo.clone(), &mut no_lines, &mut go_on),
        Err(SessionError::Game(GameError::NothingToUndo))
    ));
    let r1c3 = Cell::at(0, 2).unwrap();
    assert_eq!(
        s.run(put, &mut no_lines, &mut go_on).unwrap(),
        Event::Played(Outcome::Moved(r1c3))
    );
    assert_eq!(
        s.run(undo, &mut no_lines, &mut go_on).unwrap(),
        Event::Played(Outcome::Undone(Label::Cell(r1c3)))
    );
    let given = Command::Play(Play::Clear {
        cell: Cell::at(0, 0).unwrap(),
    });
    let before = s.game().map(|g| *g.board());
    assert!(s.run(given, &mut no_lines, &mut go_on).is_err());
    assert_eq!(s.game().map(|g| *g.board()), before);
    assert_eq!(
        s.run(
            Command::Play(Play::Show(View::Line)),
            &mut no_lines,
            &mut go_on
        )
        .unwrap(),
        Event::Played(Outcome::Shown(View::Line))
    );
}

#[test]
fn a_hint_on_an_easy_board_ends_with_a_placement() {
    let mut s = Session::new(Settings::default());
    s.run(
        Command::Load(Some(PUZZLE.parse().unwrap())),
        &mut no_lines,
        &mut go_on,
    )
    .unwrap();
    match s
        .run(Command::Play(Play::Hint), &mut no_lines, &mut go_on)
        .unwrap()
    {
        Event::Played(Outcome::Hinted(Hint::Steps { steps, end })) => {
            assert_eq!(end, HintEnd::Placement);
            assert_eq!(steps.len(), 1);
            assert!(!steps[0].placements().is_empty());
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_turn_returns_text_and_reads_a_grid_after_load() {
    let mut s = Session::new(Settings::default());
    let palette = Palette { color: false };
    let mut rows = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|r| String::from_utf8_lossy(r).into_owned());
    let reply = s
        .execute(
            "load",
            Prompts {
                more: &mut |_| rows.next(),
                confirm: &mut |_| true,
                working: &mut |_| true,
            },
            palette,
        )
        .unwrap();
    assert!(reply.text.ends_with("51 cells left\n"), "{}", reply.text);
    assert!(!reply.quit);
    let quit = s
        .execute(
            "quit",
            prompts(&mut no_lines, &mut yes, &mut go_on),
            palette,
        )
        .unwrap();
    assert_eq!(
        quit,
        Reply {
            quit: true,
            ..Reply::default()
        }
    );
    let err = s
        .execute(
            "put 1 1 5",
            prompts(&mut no_lines, &mut yes, &mut go_on),
            palette,
        )
        .unwrap_err();
    assert_eq!(err.to_string(), "r1c1 is a given and cannot be changed");
}
