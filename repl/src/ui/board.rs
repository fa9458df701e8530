//! The full-screen board (`play`): the game in progress on the alternate screen, played with
//! the cursor keys. Keys become actions ([`keys`]), actions become the REPL's commands
//! ([`state`]), and the screen is drawn from the game ([`view`], laid out by [`layout`]);
//! only [`run`] touches the terminal, and gives it back however the board ends: `q`, an
//! error, a panic, or a signal ([`signals`](crate::ui::signals)).

pub(crate) mod layout;
pub(crate) mod message;
pub(crate) mod overlay;
pub(crate) mod panel;
pub(crate) mod state;
pub(crate) mod typeahead;
pub(crate) mod view;

use std::io::{self, IsTerminal, Stdout};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{
    self, DisableFocusChange, DisableMouseCapture, EnableFocusChange, EnableMouseCapture, Event,
    MouseButton, MouseEventKind,
};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};

use crate::ui::board::layout::Layout;
use crate::ui::board::state::{BoardState, Flow};
use crate::ui::board::view::View;
use crate::ui::keys;
use crate::ui::session::Session;
use crate::ui::signals;

/// How often the clock is redrawn, and a signal looked for, while no key comes.
const TICK: Duration = Duration::from_millis(250);

/// Whether the board holds the terminal, for the panic hook.
static ACTIVE: AtomicBool = AtomicBool::new(false);

/// Why the board cannot open.
pub(crate) fn unavailable() -> Option<&'static str> {
    if !io::stdin().is_terminal() || !io::stdout().is_terminal() {
        return Some("`play` needs a terminal (standard input and output)");
    }
    None
}

/// Plays the session's game on the full screen until the player leaves; the terminal is
/// given back as it was, whatever happens (an error, a panic, Ctrl-C). A signal that ends
/// the program (SIGTERM, SIGHUP, SIGINT) ends it here, after the terminal is given back
/// and the game (with its time) is kept in its autosave.
///
/// Returns what was typed after the key that left the board ([`typeahead`]), for the
/// prompt: nothing typed is lost.
pub(crate) fn run(session: &mut Session, color: bool) -> io::Result<String> {
    install_panic_hook();
    // Without the handlers the board still works; a signal then ends it abruptly.
    let _ = signals::on_board();
    let mut guard = Guard::enter()?;
    let result = play(session, color, &mut guard.terminal).and_then(|()| typeahead::drain());
    drop(guard);
    signals::off_board();
    session.pause();
    if let Some(signal) = signals::caught() {
        signals::end_as(signal);
    }
    result
}

/// The loop: draw, wait for a key (or the clock's tick), act; a signal ends it.
fn play(
    session: &mut Session,
    color: bool,
    terminal: &mut Terminal<CrosstermBackend<Stdout>>,
) -> io::Result<()> {
    let mut state = BoardState::new();
    loop {
        if signals::caught().is_some() {
            return Ok(());
        }
        let Some(game) = session.game() else {
            return Ok(());
        };
        let view = View {
            game,
            state: &state,
            elapsed: session.elapsed(),
            idle: session.clock_stopped() && !state.paused && !game.is_won(),
            color,
        };
        let mut pages = 1;
        terminal.draw(|frame| {
            pages = view.message_pages(frame.area());
            view.draw(frame.area(), frame.buffer_mut());
        })?;
        // A resize can leave fewer pages than the one shown.
        state.pages = pages;
        state.page = state.page.min(pages.saturating_sub(1));
        if !event::poll(TICK)? {
            continue;
        }
        match event::read()? {
            Event::Key(key) => {
                if let Some(action) = keys::action(key)
                    && state.act(action, session) == Flow::Leave
                {
                    return Ok(());
                }
            }
            Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
                let layout = Layout::new(terminal.get_frame().area());
                if let Some(cell) = layout.and_then(|l| l.cell_at(mouse.column, mouse.row)) {
                    state.select(cell, session);
                }
            }
            Event::FocusLost => session.pause(),
            // A board the player paused stays paused.
            Event::FocusGained if !state.paused => session.unpause(),
            _ => {}
        }
    }
}

/// The terminal in the board's modes; dropping it restores the terminal.
struct Guard {
    terminal: Terminal<CrosstermBackend<Stdout>>,
}

impl Guard {
    fn enter() -> io::Result<Guard> {
        enable_raw_mode()?;
        ACTIVE.store(true, Ordering::SeqCst);
        let mut stdout = io::stdout();
        let entered = execute!(
            stdout,
            EnterAlternateScreen,
            EnableMouseCapture,
            EnableFocusChange
        )
        .and_then(|()| Terminal::new(CrosstermBackend::new(io::stdout())));
        match entered {
            Ok(terminal) => Ok(Guard { terminal }),
            Err(e) => {
                restore();
                Err(e)
            }
        }
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        let _ = self.terminal.show_cursor();
        restore();
    }
}

/// Leaves the board's terminal modes, once, if the board holds the terminal.
fn restore() {
    if ACTIVE.swap(false, Ordering::SeqCst) {
        let _ = execute!(
            io::stdout(),
            DisableFocusChange,
            DisableMouseCapture,
            LeaveAlternateScreen,
            ratatui::crossterm::cursor::Show
        );
        let _ = disable_raw_mode();
    }
}

/// A panic on the board restores the terminal before the message is printed, so the
/// message is readable and the shell is usable.
fn install_panic_hook() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}
