//! What a person meets: the line REPL, its commands and their replies, and the full-screen
//! board.

pub(crate) mod board;
pub mod command;
pub(crate) mod event;
pub(crate) mod input;
pub mod keys;
pub mod render;
pub mod repl;
pub(crate) mod report;
pub mod session;
pub(crate) mod signals;
