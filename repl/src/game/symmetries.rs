//! The clue symmetries as the program presents them: the command line's parser and help,
//! the REPL's completion and its errors all read this table, built from the engine's
//! [`Symmetry::ALL`].

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use sudoku_engine::Symmetry;

/// How many symmetries there are.
const COUNT: usize = Symmetry::ALL.len();

/// The symmetry names, in the engine's order.
pub(crate) const NAMES: [&str; COUNT] = {
    let mut names = [""; COUNT];
    let mut i = 0;
    while i < COUNT {
        names[i] = Symmetry::ALL[i].name();
        i += 1;
    }
    names
};

/// What a symmetry keeps together, in a few words. A match, so that a new symmetry does not
/// compile without its line.
pub(crate) const fn pairs(symmetry: Symmetry) -> &'static str {
    match symmetry {
        Symmetry::None => "any clue pattern",
        Symmetry::Rotational => "a clue and its image turned 180° (the default)",
        Symmetry::Rotational90 => "a clue and its images turned 90°, 180° and 270°",
        Symmetry::Mirror => "a clue and its image left to right",
        Symmetry::Diagonal => "a clue and its image across the main diagonal",
        // `Symmetry` is non-exhaustive: a symmetry this program does not know yet.
        _ => "",
    }
}

/// The command line's parser for `--symmetry`, each name with what it keeps together (shown
/// by `--help`, listed in clap's errors).
pub fn parser() -> impl TypedValueParser<Value = Symmetry> {
    let values = Symmetry::ALL
        .into_iter()
        .map(|s| PossibleValue::new(s.name()).help(pairs(s)));
    PossibleValuesParser::new(values).try_map(|name| name.parse::<Symmetry>())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symmetry_is_named_and_described() {
        for symmetry in Symmetry::ALL {
            assert!(NAMES.contains(&symmetry.name()));
            assert!(!pairs(symmetry).is_empty());
            assert_eq!(symmetry.name().parse(), Ok(symmetry));
        }
        assert_eq!(Symmetry::default().name(), "rotational");
    }
}
