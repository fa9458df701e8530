//! What each key does on the board: one table, read by the key handler, the side panel's
//! key summary and the help screen (F1).

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use sudoku_engine::Digit;

/// A direction the cursor moves in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Direction {
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
pub(crate) enum Action {
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
    /// The next page of a long message.
    PageDown,
    /// The page before.
    PageUp,
    /// Stop the clock and hide the grid, or carry on.
    Pause,
    /// Show or hide the help screen.
    Help,
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

/// A row of the key table: the keys, what they do, and how the help says it.
struct Binding {
    keys: &'static [Key],
    action: Action,
    help: Option<Help>,
}

/// How the help names a binding.
#[derive(Clone, Copy, Debug)]
pub struct Help {
    /// The keys, as the side panel shows them (short).
    pub(crate) keys: &'static str,
    /// What they do, in a word or two for the side panel.
    pub(crate) short: &'static str,
    /// The keys, in full, for the help screen.
    pub(crate) all_keys: &'static str,
    /// What they do, for the help screen.
    pub long: &'static str,
}

const fn help(
    keys: &'static str,
    short: &'static str,
    all_keys: &'static str,
    long: &'static str,
) -> Option<Help> {
    Some(Help {
        keys,
        short,
        all_keys,
        long,
    })
}

const fn plain(c: char) -> Key {
    Key::Plain(KeyCode::Char(c))
}

/// Every key but the digits (which carry their digit), most used first: the side panel
/// lists as many as it has room for, the help screen all.
const BINDINGS: &[Binding] = &[
    Binding {
        keys: &[Key::Plain(KeyCode::Up), plain('k')],
        action: Action::Move(Direction::Up),
        help: help(
            "arrows",
            "move",
            "arrows hjkl",
            "move the cursor (or click a cell)",
        ),
    },
    Binding {
        keys: &[Key::Plain(KeyCode::Down), plain('j')],
        action: Action::Move(Direction::Down),
        help: None,
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
        help: help(
            "0 Del",
            "clear",
            "0 Del Bksp",
            "clear the cell (its digit, else its marks)",
        ),
    },
    Binding {
        keys: &[plain('m')],
        action: Action::MarkMode,
        help: help(
            "m",
            "marks",
            "m",
            "switch digit keys between placing and marking",
        ),
    },
    Binding {
        keys: &[plain('u')],
        action: Action::Undo,
        help: help("u", "undo", "u", "undo"),
    },
    Binding {
        keys: &[Key::Ctrl('r')],
        action: Action::Redo,
        help: help("^R", "redo", "Ctrl-R", "redo"),
    },
    Binding {
        keys: &[plain('?')],
        action: Action::Hint,
        help: help(
            "?",
            "hint",
            "?",
            "a hint: the next step, its cells marked >…<",
        ),
    },
    Binding {
        keys: &[plain('c')],
        action: Action::Check,
        help: help("c", "check", "c", "check: clashes and wrong digits"),
    },
    Binding {
        keys: &[Key::Plain(KeyCode::PageDown), plain(' ')],
        action: Action::PageDown,
        help: help(
            "PgDn",
            "more",
            "PgDn Space",
            "the next page of a long message",
        ),
    },
    Binding {
        keys: &[Key::Plain(KeyCode::PageUp)],
        action: Action::PageUp,
        help: help("PgUp", "prev", "PgUp", "the page before"),
    },
    Binding {
        keys: &[plain('p')],
        action: Action::Pause,
        help: help("p", "pause", "p", "pause: hide the grid and stop the clock"),
    },
    Binding {
        keys: &[plain('q'), Key::Plain(KeyCode::Esc), Key::Ctrl('c')],
        action: Action::Leave,
        help: help(
            "q Esc",
            "back",
            "q Esc",
            "back to the REPL (the game is kept)",
        ),
    },
    Binding {
        keys: &[Key::Plain(KeyCode::F(1)), plain('H')],
        action: Action::Help,
        help: help("F1", "help", "F1 H", "this help (any key closes it)"),
    },
];

/// The digit keys' help, before the table's.
const DIGIT_HELP: [Help; 2] = [
    Help {
        keys: "1-9",
        short: "place",
        all_keys: "1-9",
        long: "place a digit (a pencil mark in mark mode)",
    },
    Help {
        keys: "S-1-9",
        short: "mark",
        all_keys: "Shift+1-9",
        long: "toggle a pencil mark in any mode",
    },
];

/// The help, in order: the digits, then the table's keys.
pub fn help_lines() -> impl Iterator<Item = Help> {
    DIGIT_HELP
        .into_iter()
        .chain(BINDINGS.iter().filter_map(|b| b.help))
}

/// What the characters Shift turns the digit keys into on a US keyboard (`!` is Shift+1).
const SHIFTED_DIGITS: &str = "!@#$%^&*(";

/// The action of a key press; `None` for keys the board does not use (and key releases).
pub(crate) fn action(key: KeyEvent) -> Option<Action> {
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
    fn help_fits_the_side_panel_and_the_help_screen() {
        for help in help_lines() {
            assert!(help.keys.len() + 1 + help.short.len() <= 12, "{help:?}");
            assert!(
                help.all_keys.len() < 12 && help.long.chars().count() <= 52,
                "{help:?}"
            );
        }
    }

    #[test]
    fn paging_pause_and_help_keys() {
        let none = KeyModifiers::NONE;
        assert_eq!(press(KeyCode::PageDown, none), Some(Action::PageDown));
        assert_eq!(press(KeyCode::Char(' '), none), Some(Action::PageDown));
        assert_eq!(press(KeyCode::PageUp, none), Some(Action::PageUp));
        assert_eq!(press(KeyCode::Char('p'), none), Some(Action::Pause));
        assert_eq!(press(KeyCode::F(1), none), Some(Action::Help));
        assert_eq!(
            press(KeyCode::Char('H'), KeyModifiers::SHIFT),
            Some(Action::Help)
        );
    }
}
