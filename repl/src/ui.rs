//! What a person meets: the line REPL, its commands and their replies, and the full-screen
//! board.

pub mod board;
pub mod command;
pub mod event;
pub mod input;
pub mod keys;
pub mod render;
pub mod repl;
pub mod report;
pub mod session;
