//! Commands: one line of input parsed into a [`Command`], with typed errors. The table
//! [`COMMANDS`] holds every command's name, help text, completions and argument parser, so
//! `help`, tab completion and parsing cannot disagree.

mod args;
mod parse;
mod table;
mod value;

pub(crate) use parse::parse;
pub use table::{COMMANDS, find};
pub(crate) use value::{Command, CommandError, Setting, Spec};

#[cfg(test)]
mod tests;
