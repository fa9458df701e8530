//! The signals that end a program (SIGTERM, SIGHUP, SIGINT), where ending at once would
//! lose something:
//! - While the board holds the terminal: killed at once, the program would leave the
//!   terminal in raw mode on the alternate screen with mouse reporting on. Instead the
//!   board is told (it polls [`caught`]), gives the terminal back, keeps the game and then
//!   ends as the signal would have ended it ([`end_as`]).
//! - In an interactive session, Ctrl-C (SIGINT) while a command runs is the player asking
//!   that command to stop, not to lose the session: it is recorded ([`interrupted`]), a
//!   command that can take long (`new` with a score range) asks and stops, the others
//!   finish. At the prompt the line editor reads Ctrl-C as a key.
//!
//! Elsewhere the signals do what they always do: a handler once installed stays, so it runs
//! the default action itself when none of the above holds.

use std::io;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

/// The flags the handlers share with the program.
struct Flags {
    /// SIGTERM and SIGHUP do what they do by default: the board is not open.
    end_by_default: Arc<AtomicBool>,
    /// SIGINT does what it does by default: the board is not open and the session is not
    /// interactive.
    interrupt_by_default: Arc<AtomicBool>,
    /// The session reads a terminal ([`interactive`]): SIGINT never ends it off the board.
    interactive: AtomicBool,
    /// The last signal caught on the board, 0 for none.
    caught: Arc<AtomicUsize>,
    /// SIGINT came since [`command_starts`].
    interrupted: Arc<AtomicBool>,
}

/// The flags, once the handlers are installed.
static FLAGS: OnceLock<Flags> = OnceLock::new();

/// Installs the handlers: each signal first runs its default action when its flag says so
/// (so it ends the program before anything else), then records itself.
#[cfg(unix)]
fn install() -> io::Result<Flags> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    use signal_hook::flag;
    let flags = Flags {
        end_by_default: Arc::new(AtomicBool::new(true)),
        interrupt_by_default: Arc::new(AtomicBool::new(true)),
        interactive: AtomicBool::new(false),
        caught: Arc::new(AtomicUsize::new(0)),
        interrupted: Arc::new(AtomicBool::new(false)),
    };
    for signal in [SIGTERM, SIGHUP, SIGINT] {
        let by_default = if signal == SIGINT {
            &flags.interrupt_by_default
        } else {
            &flags.end_by_default
        };
        flag::register_conditional_default(signal, Arc::clone(by_default))?;
        let number = usize::try_from(signal).unwrap_or(0);
        flag::register_usize(signal, Arc::clone(&flags.caught), number)?;
    }
    flag::register(SIGINT, Arc::clone(&flags.interrupted))?;
    Ok(flags)
}

/// The flags, installing the handlers the first time. Without Unix signals there are none
/// (Ctrl-C is a key on the board and at the prompt).
fn flags() -> io::Result<Option<&'static Flags>> {
    #[cfg(unix)]
    if FLAGS.get().is_none() {
        let _ = FLAGS.set(install()?);
    }
    Ok(FLAGS.get())
}

/// The session reads a terminal: from now on Ctrl-C stops a command, not the program.
pub(crate) fn interactive() -> io::Result<()> {
    if let Some(flags) = flags()? {
        flags.interactive.store(true, Ordering::SeqCst);
        flags.interrupt_by_default.store(false, Ordering::SeqCst);
    }
    Ok(())
}

/// A command starts: a Ctrl-C from before (pressed while the last one finished) is
/// forgotten.
pub(crate) fn command_starts() {
    if let Some(flags) = FLAGS.get() {
        flags.interrupted.store(false, Ordering::SeqCst);
    }
}

/// Ctrl-C came since the command started (always `false` outside an interactive session,
/// where SIGINT ends the program).
pub(crate) fn interrupted() -> bool {
    FLAGS
        .get()
        .is_some_and(|flags| flags.interrupted.load(Ordering::SeqCst))
}

/// Hands the signals to the board until [`off_board`], installing the handlers the first
/// time.
pub(crate) fn on_board() -> io::Result<()> {
    if let Some(flags) = flags()? {
        flags.caught.store(0, Ordering::SeqCst);
        flags.end_by_default.store(false, Ordering::SeqCst);
        flags.interrupt_by_default.store(false, Ordering::SeqCst);
    }
    Ok(())
}

/// Gives the signals back what they do off the board: the board is closed.
pub(crate) fn off_board() {
    if let Some(flags) = FLAGS.get() {
        flags.end_by_default.store(true, Ordering::SeqCst);
        let interactive = flags.interactive.load(Ordering::SeqCst);
        flags
            .interrupt_by_default
            .store(!interactive, Ordering::SeqCst);
    }
}

/// The signal caught since the board opened, if any.
pub(crate) fn caught() -> Option<i32> {
    let number = FLAGS.get()?.caught.load(Ordering::SeqCst);
    i32::try_from(number).ok().filter(|&n| n != 0)
}

/// Ends the program as `signal` would have (its default action, so the parent sees the
/// signal); if that fails, exits with the shell's status for it, 128 + the signal.
pub(crate) fn end_as(signal: i32) -> ! {
    off_board();
    #[cfg(unix)]
    {
        let _ = signal_hook::low_level::emulate_default_handler(signal);
    }
    std::process::exit(128 + signal)
}
