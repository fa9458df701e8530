//! What the player typed after the key that left the board. The terminal hands the board
//! its input in reads of many bytes, so keys that arrived with `q` (a paste, fast typing,
//! a script) already sit in the board's event queue; they belong to the REPL's prompt.

use std::io;
use std::time::Duration;

use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};

/// The keys read but not used when the board closes, as text: characters as typed, Enter
/// (or Ctrl-J, a line feed) as a line break, Backspace taking back the character before it. Other keys (arrows,
/// function keys, mouse and focus events) mean nothing at a prompt and are left out.
pub(crate) fn drain() -> io::Result<String> {
    let mut text = String::new();
    while event::poll(Duration::ZERO)? {
        let Event::Key(key) = event::read()? else {
            continue;
        };
        if key.kind == KeyEventKind::Release {
            continue;
        }
        let control = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Enter => text.push('\n'),
            // A line feed in raw mode reads as Ctrl-J: a line break, as at the prompt.
            KeyCode::Char('j' | 'm') if control => text.push('\n'),
            KeyCode::Char(c) if !control => text.push(c),
            KeyCode::Tab => text.push('\t'),
            // A line already ended was sent: Backspace takes back only the line under way.
            KeyCode::Backspace if !text.ends_with('\n') => {
                text.pop();
            }
            _ => {}
        }
    }
    Ok(text)
}
