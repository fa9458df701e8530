//! Ctrl-D typed while a command runs still leaves. Between prompts the terminal is back in
//! its own line mode, where the end-of-file key (Ctrl-D) is no character: it ends the
//! pending line and leaves a NUL byte in its place. The editor reads that byte at the next
//! prompt as Ctrl-@, which does nothing, and the key the player pressed would be lost. So
//! Ctrl-@ on an empty line ends input as Ctrl-D does; elsewhere it keeps its meaning.
//! (Text typed meanwhile needs nothing: the terminal keeps it for the next prompt.) Most
//! terminals send the same byte for Ctrl-Space and Ctrl-2, so those too leave from an empty
//! prompt: nothing tells them apart, and the autosave keeps the game.

use rustyline::{
    Cmd, ConditionalEventHandler, Event, EventContext, EventHandler, KeyCode, KeyEvent, Modifiers,
    RepeatCount,
};

/// The key the terminal's end-of-file mark reads as: NUL, which is Ctrl-@.
fn end_of_file_mark() -> KeyEvent {
    KeyEvent(KeyCode::Char('@'), Modifiers::CTRL)
}

/// Ends input on an empty line, like Ctrl-D.
struct EndOfFileMark;

impl ConditionalEventHandler for EndOfFileMark {
    fn handle(&self, _: &Event, _: RepeatCount, _: bool, ctx: &EventContext) -> Option<Cmd> {
        ctx.line().is_empty().then_some(Cmd::EndOfFile)
    }
}

/// Binds the end-of-file mark in `editor`.
pub(super) fn bind<H: rustyline::Helper, I: rustyline::history::History>(
    editor: &mut rustyline::Editor<H, I>,
) {
    editor.bind_sequence(
        end_of_file_mark(),
        EventHandler::Conditional(Box::new(EndOfFileMark)),
    );
}
