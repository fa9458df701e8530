//! What each key does on the board: one table, read by the key handler and by the help panel.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use sudoku_engine::Digit;

/// A direction the cursor moves in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One column left.
    Left,
    /// One column right.
    Right,
}

/// What a key asks the board to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move the cursor (it stops at the edges).
    Move(Direction),
    /// A digit key: places it, or toggles its mark in mark mode.
    Digit(Digit),
    /// Shift+digit: toggles the pencil mark whatever the mode.
    Mark(Digit),
    /// Empty the cell under the cursor (its digit, or else its marks).
    Clear,
    /// Switch between placing digits and pencil marks.
    MarkMode,
    /// Take back the last change.
    Undo,
    /// Put back what was taken back.
    Redo,
    /// Show the next hint and highlight its cells.
    Hint,
    /// Show clashes and wrong entries.
    Check,
    /// Go back to the REPL.
    Leave,
}

/// A key, as the table names it.
#[derive(Clone, Copy)]
enum Key {
    /// A key with no modifier but Shift.
    Plain(KeyCode),
    /// Ctrl and a letter.
    Ctrl(char),
}

/// A row of the key table: the keys, what they do, and how the help panel says it.
struct Binding {
    keys: &'static [Key],
    action: Action,
    help: Option<(&'static str, &'static str)>,
}

const fn plain(c: char) -> Key {
    Key::Plain(KeyCode::Char(c))
}

/// Every key but the digits (which carry their digit): the help panel lists them in order.
const BINDINGS: &[Binding] = &[
    Binding {
        keys: &[Key::Plain(KeyCode::Up), plain('k')],
        action: Action::Move(Direction::Up),
        help: Some(("arrows", "move")),
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Down), plain('j')],
        action: Action::Move(Direction::Down),
        help: Some(("hjkl", "move")),
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Left), plain('h')],
        action: Action::Move(Direction::Left),
        help: None,
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Right), plain('l')],
        action: Action::Move(Direction::Right),
        help: None,
    },
    Binding {
        keys: &[
            plain('0'),
            Key::Plain(KeyCode::Backspace),
            Key::Plain(KeyCode::Delete),
        ],
        action: Action::Clear,
        help: Some(("0 Del", "clear")),
    },
    Binding {
        keys: &[plain('m')],
        action: Action::MarkMode,
        help: Some(("m", "marks")),
    },
    Binding {
        keys: &[plain('u')],
        action: Action::Undo,
        help: Some(("u", "undo")),
    },
    Binding {
        keys: &[Key::Ctrl('r')],
        action: Action::Redo,
        help: Some(("^R", "redo")),
    },
    Binding {
        keys: &[plain('?')],
        action: Action::Hint,
        help: Some(("?", "hint")),
    },
    Binding {
        keys: &[plain('c')],
        action: Action::Check,
        help: Some(("c", "check")),
    },
    Binding {
        keys: &[plain('q'), Key::Plain(KeyCode::Esc), Key::Ctrl('c')],
        action: Action::Leave,
        help: Some(("q Esc", "back")),
    },
];

/// The digit keys' help lines, before the table's.
const DIGIT_HELP: [(&str, &str); 2] = [("1-9", "place"), ("S-1-9", "mark")];

/// The help panel: (keys, what they do), in order.
pub fn help() -> impl Iterator<Item = (&'static str, &'static str)> {
    DIGIT_HELP
        .into_iter()
        .chain(BINDINGS.iter().filter_map(|b| b.help))
}

/// What the characters Shift turns the digit keys into on a US keyboard (`!` is Shift+1).
const SHIFTED_DIGITS: &str = "!@#$%^&*(";

/// The action of a key press; `None` for keys the board does not use (and key releases).
pub fn action(key: KeyEvent) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if let KeyCode::Char(c) = key.code
        && !ctrl
    {
        if let Some(digit) = c.to_digit(10).and_then(|d| Digit::new(d as u8)) {
            return Some(if key.modifiers.contains(KeyModifiers::SHIFT) {
                Action::Mark(digit)
            } else {
                Action::Digit(digit)
            });
        }
        if let Some(i) = SHIFTED_DIGITS.find(c) {
            return Digit::new(i as u8 + 1).map(Action::Mark);
        }
    }
    BINDINGS
        .iter()
        .find(|b| {
            b.keys.iter().any(|&k| match k {
                Key::Plain(code) => !ctrl && key.code == code,
                Key::Ctrl(c) => ctrl && key.code == KeyCode::Char(c),
            })
        })
        .map(|b| b.action)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(code: KeyCode, modifiers: KeyModifiers) -> Option<Action> {
        action(KeyEvent::new(code, modifiers))
    }

    fn digit(d: u8) -> Digit {
        Digit::new(d).unwrap()
    }

    #[test]
    fn digits_place_and_shifted_digits_mark() {
        let none = KeyModifiers::NONE;
        assert_eq!(
            press(KeyCode::Char('5'), none),
            Some(Action::Digit(digit(5)))
        );
        assert_eq!(
            press(KeyCode::Char('5'), KeyModifiers::SHIFT),
            Some(Action::Mark(digit(5)))
        );
        assert_eq!(
            press(KeyCode::Char('!'), none),
            Some(Action::Mark(digit(1)))
        );
        assert_eq!(
            press(KeyCode::Char('('), none),
            Some(Action::Mark(digit(9)))
        );
        assert_eq!(press(KeyCode::Char('0'), none), Some(Action::Clear));
    }

    #[test]
    fn table_keys_and_ctrl() {
        let none = KeyModifiers::NONE;
        let ctrl = KeyModifiers::CONTROL;
        assert_eq!(
            press(KeyCode::Char('h'), none),
            Some(Action::Move(Direction::Left))
        );
        assert_eq!(
            press(KeyCode::Down, none),
            Some(Action::Move(Direction::Down))
        );
        assert_eq!(press(KeyCode::Char('r'), ctrl), Some(Action::Redo));
        assert_eq!(press(KeyCode::Char('r'), none), None);
        assert_eq!(press(KeyCode::Char('c'), ctrl), Some(Action::Leave));
        assert_eq!(press(KeyCode::Char('c'), none), Some(Action::Check));
        assert_eq!(press(KeyCode::Esc, none), Some(Action::Leave));
        assert_eq!(press(KeyCode::Char('x'), none), None);
    }

    #[test]
    fn help_fits_the_side_panel() {
        for (keys, what) in help() {
            assert!(keys.len() + 1 + what.len() <= 13, "{keys} {what}");
        }
    }
}
