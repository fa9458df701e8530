//! The levels as the program presents them. Help (the REPL's and `--help`), tab completion,
//! error messages and the command line's parser all read this one table, built from the
//! engine's [`Level::ALL`], so none of them can name a level the others miss.

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use sudoku_engine::Level;

/// How many levels there are.
const COUNT: usize = Level::ALL.len();

/// The level names, easiest first.
pub(crate) const NAMES: [&str; COUNT] = {
    let mut names = [""; COUNT];
    let mut i = 0;
    while i < COUNT {
        names[i] = Level::ALL[i].name();
        i += 1;
    }
    names
};

/// What `new` completes after its name: every level, then `daily`.
pub const NEW_WORDS: [&str; COUNT + 1] = {
    let mut words = ["daily"; COUNT + 1];
    let mut i = 0;
    while i < COUNT {
        words[i] = NAMES[i];
        i += 1;
    }
    words
};

/// What a level's puzzles need, in a few words (the rater's ladder, `README` has the full
/// list). A match, so that a new level does not compile without its line.
pub(crate) const fn needs(level: Level) -> &'static str {
    match level {
        Level::Easy => "singles only",
        Level::Medium => "+ locked candidates and subsets",
        Level::Hard => "+ fish, wings, colouring and unique rectangles",
        Level::Expert => "+ chains and almost locked sets",
        Level::Extreme => "+ forcing chains and nets",
    }
}

/// The names as a list for a sentence: `easy, medium, hard, expert or extreme`.
pub(crate) fn list() -> String {
    match NAMES.split_last() {
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// One line per level, `  easy     singles only`, for help texts.
pub(crate) fn table() -> String {
    Level::ALL
        .iter()
        .map(|&l| format!("  {:<8} {}\n", l.name(), needs(l)))
        .collect()
}

/// The error for a word that names no level.
pub fn unknown(word: &str) -> String {
    format!("unknown level {word}: use {}", list())
}

/// The levels as the command line's possible values, each with what it needs (shown by
/// `--help`, listed in clap's errors).
fn possible_values() -> impl Iterator<Item = PossibleValue> {
    Level::ALL
        .into_iter()
        .map(|l| PossibleValue::new(l.name()).help(needs(l)))
}

/// The command line's parser for a level argument.
pub fn parser() -> impl TypedValueParser<Value = Level> {
    PossibleValuesParser::new(possible_values()).try_map(|name| name.parse::<Level>())
}

/// The command line's parser for `sudoku new`'s first word: a level or `daily`.
pub fn parser_or_daily() -> PossibleValuesParser {
    PossibleValuesParser::new(
        possible_values().chain([PossibleValue::new("daily").help("the puzzle of the day")]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_is_named_listed_and_completed() {
        assert_eq!(list(), "easy, medium, hard, expert or extreme");
        for level in Level::ALL {
            assert!(list().contains(level.name()));
            assert!(NEW_WORDS.contains(&level.name()));
            assert!(table().contains(needs(level)));
            assert_eq!(NAMES[level as usize].parse(), Ok(level));
        }
        assert_eq!(NEW_WORDS.last(), Some(&"daily"));
        assert_eq!(table().lines().count(), COUNT);
    }
}
