//! A generator request in words, as `new` takes it (`hard 42 --symmetry mirror`, `--score
//! 7.0..7.5`): read by the REPL's `new` and by saved games, written back by both and by
//! sheets' captions, so a game's puzzle can always be made again.

use sudoku_engine::{Level, Request, ScoreRange, Symmetry};

use crate::game::levels;
use crate::game::symmetries::NAMES;
use crate::text::quote;

/// What is wrong with the words of a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RequestError {
    /// What to say.
    pub(crate) message: String,
    /// Whether the usage line helps (a word out of place, rather than a bad value).
    pub(crate) usage: bool,
}

/// `new`'s words: `[LEVEL] [SEED] [--score RANGE] [--symmetry S] [--minimal]`, options in any
/// order after the level (a seed without a level needs `--score` before it).
pub(crate) fn parse(text: &str) -> Result<(Request, Option<u64>), RequestError> {
    let bad = |message: String| RequestError {
        message,
        usage: false,
    };
    let misplaced = |message: String| RequestError {
        message,
        usage: true,
    };
    let mut words = text.split_whitespace();
    let mut level = None;
    let mut seed = None;
    let mut score = None;
    let mut symmetry = Symmetry::default();
    let mut minimal = false;
    while let Some(word) = words.next() {
        let mut value = |what: &str| {
            words
                .next()
                .ok_or_else(|| misplaced(format!("{word} needs {what}")))
        };
        match word.to_ascii_lowercase().as_str() {
            "--score" => {
                let text = value("a RANGE such as 7.0..7.5 or 8.5..")?;
                let range: ScoreRange = text
                    .parse()
                    .map_err(|e| bad(format!("--score {}: {e}", quote(text))))?;
                score = Some(range);
            }
            "--symmetry" => {
                let text = value(&format!("one of {}", NAMES.join(", ")))?;
                symmetry = text
                    .parse()
                    .map_err(|e| bad(format!("--symmetry {}: {e}", quote(text))))?;
            }
            "--minimal" => minimal = true,
            _ if level.is_none() && seed.is_none() && !word.starts_with('-') => {
                if let Ok(l) = word.parse::<Level>() {
                    level = Some(l);
                } else if word.bytes().all(|b| b.is_ascii_digit()) && score.is_some() {
                    seed = Some(parse_seed(word).map_err(bad)?);
                } else {
                    return Err(bad(levels::unknown(&quote(word))));
                }
            }
            _ if seed.is_none() && !word.starts_with('-') => {
                seed = Some(parse_seed(word).map_err(bad)?);
            }
            _ => return Err(misplaced(format!("unexpected {}", quote(word)))),
        }
    }
    let request = match (level, score) {
        (Some(level), None) => Request::level(level),
        (Some(level), Some(range)) => Request::level(level).with_score(range),
        (None, Some(range)) => Request::score(range),
        (None, None) => {
            return Err(misplaced(format!(
                "missing level: use {} (or --score RANGE)",
                levels::list()
            )));
        }
    };
    Ok((request.with_symmetry(symmetry).with_minimal(minimal), seed))
}

fn parse_seed(word: &str) -> Result<u64, String> {
    word.parse::<u64>().map_err(|_| {
        format!(
            "{} is not a seed: use a whole number 0-{}",
            quote(word),
            u64::MAX
        )
    })
}

/// The words that make `request`'s puzzles again, without the seed: `hard --score 6.0..
/// --symmetry mirror --minimal` (the defaults left out).
pub(crate) fn words(request: &Request) -> String {
    let options = options(request);
    match request.target_level() {
        Some(level) if options.is_empty() => level.name().to_string(),
        Some(level) => format!("{level} {options}"),
        None => options,
    }
}

/// [`words`] without the level: what a request adds to `new LEVEL SEED` (empty for a level
/// alone).
pub(crate) fn options(request: &Request) -> String {
    let mut words = Vec::new();
    if let Some(range) = request.score_range() {
        words.push(format!("--score {range}"));
    }
    if request.symmetry() != Symmetry::default() {
        words.push(format!("--symmetry {}", request.symmetry()));
    }
    if request.minimal() {
        words.push("--minimal".to_string());
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_read_back_as_the_same_request() {
        let range: ScoreRange = "7.0..7.5".parse().unwrap();
        for request in [
            Request::level(Level::Hard),
            Request::level(Level::Hard).with_symmetry(Symmetry::Mirror),
            Request::score(range).with_minimal(true),
            Request::level(Level::Expert)
                .with_score(range)
                .with_symmetry(Symmetry::None),
        ] {
            assert_eq!(parse(&words(&request)), Ok((request, None)), "{request:?}");
        }
        assert_eq!(words(&Request::level(Level::Hard)), "hard");
        assert_eq!(
            words(&Request::score(range).with_symmetry(Symmetry::Diagonal)),
            "--score 7.0..7.5 --symmetry diagonal"
        );
    }
}
