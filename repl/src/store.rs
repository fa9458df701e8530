//! Files the program keeps: saves, the autosave and its journal, records, the line
//! history, and the one read path and one write path they all go through.

pub(crate) mod autosave;
pub(crate) mod dirs;
pub(crate) mod error;
pub(crate) mod files;
pub mod journal;
pub(crate) mod line_history;
pub(crate) mod records;
pub mod savefile;
