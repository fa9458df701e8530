//! Files the program keeps: saves, the autosave and its journal, records, the line
//! history, and the one read path and one write path they all go through.

pub mod autosave;
pub mod dirs;
pub mod files;
pub mod journal;
pub mod line_history;
pub mod records;
pub mod savefile;
