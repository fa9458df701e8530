//! The signals that end a program (SIGTERM, SIGHUP, SIGINT) while the board holds the
//! terminal. Killed at once, the program would leave the terminal in raw mode on the
//! alternate screen with mouse reporting on; instead the board is told (it polls
//! [`caught`]), gives the terminal back, keeps the game and then ends as the signal would
//! have ended it ([`end_as`]). Off the board the signals do what they always do: a handler
//! once installed stays, so it runs the default action itself unless the board is open.

use std::io;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

/// The flags the handlers share with the board.
struct Flags {
    /// The board is not open: a signal does what it does by default.
    off_board: Arc<AtomicBool>,
    /// The last signal caught on the board, 0 for none.
    caught: Arc<AtomicUsize>,
}

/// The flags, once the handlers are installed.
static FLAGS: OnceLock<Flags> = OnceLock::new();

/// The signals handled.
#[cfg(unix)]
const SIGNALS: [i32; 3] = [
    signal_hook::consts::SIGTERM,
    signal_hook::consts::SIGHUP,
    signal_hook::consts::SIGINT,
];

/// Installs the handlers: each signal first runs its default action when the board is not
/// open (so it ends the program before anything else), then records itself.
#[cfg(unix)]
fn install() -> io::Result<Flags> {
    let flags = Flags {
        off_board: Arc::new(AtomicBool::new(true)),
        caught: Arc::new(AtomicUsize::new(0)),
    };
    for signal in SIGNALS {
        signal_hook::flag::register_conditional_default(signal, Arc::clone(&flags.off_board))?;
        let number = usize::try_from(signal).unwrap_or(0);
        signal_hook::flag::register_usize(signal, Arc::clone(&flags.caught), number)?;
    }
    Ok(flags)
}

/// Hands the signals to the board until [`off_board`], installing the handlers the first
/// time. Without Unix signals there is nothing to do (Ctrl-C is a key on the board).
pub(crate) fn on_board() -> io::Result<()> {
    #[cfg(unix)]
    if FLAGS.get().is_none() {
        let _ = FLAGS.set(install()?);
    }
    if let Some(flags) = FLAGS.get() {
        flags.caught.store(0, Ordering::SeqCst);
        flags.off_board.store(false, Ordering::SeqCst);
    }
    Ok(())
}

/// Gives the signals their default action back: the board is closed.
pub(crate) fn off_board() {
    if let Some(flags) = FLAGS.get() {
        flags.off_board.store(true, Ordering::SeqCst);
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
