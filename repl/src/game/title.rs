//! A puzzle's title, the same on printed sheets, `sudoku new --format grid` and exported
//! games: its place in a list, its name (the level), its score and where it came from,
//! `3. hard · 6.6 · seed 3`.

use std::fmt::Write as _;

use sudoku_engine::rater::Score;

/// Between the parts of a title.
pub(crate) const SEPARATOR: &str = " · ";

/// The title of puzzle `number` (1-based; none for a puzzle on its own) called `name`, with
/// its score when it has one and its source (`seed 3`, a date) when it has one.
pub(crate) fn title(
    number: Option<usize>,
    name: &str,
    score: Option<Score>,
    source: Option<&str>,
) -> String {
    let mut text = String::new();
    if let Some(n) = number {
        let _ = write!(text, "{n}. ");
    }
    text.push_str(name);
    if let Some(score) = score {
        let _ = write!(text, "{SEPARATOR}{score}");
    }
    if let Some(source) = source {
        text.push_str(SEPARATOR);
        text.push_str(source);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parts_given_are_joined_in_order() {
        let score = Some(Score::from_tenths(66));
        assert_eq!(
            title(Some(3), "hard", score, Some("seed 3")),
            "3. hard · 6.6 · seed 3"
        );
        assert_eq!(
            title(None, "extreme", Some(Score::from_tenths(105)), None),
            "extreme · 10.5"
        );
        assert_eq!(
            title(Some(1), "Sudoku", None, Some("2026-11-24")),
            "1. Sudoku · 2026-11-24"
        );
    }
}
