//! The side panel, right of the board: the status as short lines that fit its 12 columns
//! at 80×24 (the mode in reverse video, cells left, time, mistakes, hints, and whether the
//! clock is stopped), the puzzle (level, score and seed), then as many keys as fit, the last one
//! being the help key that lists them all.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use sudoku_engine::rater::Score;

use crate::game::Origin;
use crate::store::records::clock;
use crate::ui::board::view::View;
use crate::ui::keys;

impl View<'_> {
    /// Draws the panel into `area` (its first column is left blank, next to the board).
    pub(super) fn panel(&self, area: Rect, buf: &mut Buffer) {
        let x = area.x + 1;
        let width = usize::from(area.width.saturating_sub(1));
        let mut rows = area.y..area.bottom();
        let mut line = |text: &str, style: Style| {
            if let Some(y) = rows.next() {
                buf.set_stringn(x, y, text, width, style);
            }
        };
        let game = self.game;
        let progress = game.progress();
        let mode = if self.state.mark_mode {
            " MARKS "
        } else {
            " DIGITS "
        };
        line(mode, Style::new().bold().reversed());
        line(&format!("{} left", game.remaining()), Style::new());
        line(&format!("time {}", clock(self.elapsed)), Style::new());
        line(&format!("mistakes {}", progress.mistakes), Style::new());
        line(&format!("hints {}", progress.hints), Style::new());
        if game.is_won() {
            line(" SOLVED ", Style::new().bold().reversed());
        } else if self.state.paused {
            line(" PAUSED ", Style::new().bold().reversed());
        } else if self.idle {
            line("(idle)", self.style(Color::DarkGray));
        } else {
            line("", Style::new());
        }
        line("", Style::new());
        for text in origin_lines(game.origin(), game.score(), width) {
            line(&text, Style::new());
        }
        line("", Style::new());
        let keys: Vec<keys::Help> = keys::help_lines().collect();
        let room = rows.len();
        // When not all fit, the last (the help key) takes the last line.
        let shown = keys.len().min(room.saturating_sub(1));
        let last = keys.len() - 1;
        let picked = keys[..shown.min(last)]
            .iter()
            .chain(keys.get(last).filter(|_| room > 0));
        for help in picked {
            if let Some(y) = rows.next() {
                buf.set_stringn(x, y, help.keys, width, Style::new().bold());
                let after = x + help.keys.len() as u16 + 1;
                let left = width.saturating_sub(help.keys.len() + 1);
                buf.set_stringn(after, y, help.short, left, Style::new());
            }
        }
    }
}

/// Where the puzzle comes from, in lines of at most `width`: the level and the score
/// (`extreme 10.6` is 12 columns, the panel's width at 80×24; the score goes on a line of its
/// own when they do not fit), then the seed (a random one has 20 digits: it goes on lines of
/// its own when it does not fit after `seed`).
fn origin_lines(origin: &Origin, score: Option<Score>, width: usize) -> Vec<String> {
    let name = match origin {
        Origin::Generated { level, .. } => level.name(),
        Origin::Loaded => "loaded",
    };
    let mut lines = match score.map(|s| s.to_string()) {
        Some(score) if name.len() + 1 + score.len() <= width => vec![format!("{name} {score}")],
        Some(score) => vec![name.to_string(), score],
        None => vec![name.to_string()],
    };
    let Origin::Generated { seed, .. } = origin else {
        return lines;
    };
    let seed = seed.to_string();
    if 5 + seed.len() <= width {
        lines.push(format!("seed {seed}"));
    } else {
        lines.push("seed".to_string());
        let digits: Vec<char> = seed.chars().collect();
        lines.extend(digits.chunks(width.max(1)).map(|c| c.iter().collect()));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_engine::{Level, Request};

    #[test]
    fn a_long_seed_goes_on_lines_of_its_own() {
        let origin = Origin::Generated {
            level: Level::Easy,
            seed: u64::MAX,
            request: Request::level(Level::Easy),
        };
        assert_eq!(
            origin_lines(&origin, None, 12),
            ["easy", "seed", "184467440737", "09551615"]
        );
        assert_eq!(
            origin_lines(&origin, None, 40)[1],
            "seed 18446744073709551615"
        );
        assert_eq!(origin_lines(&Origin::Loaded, None, 12), ["loaded"]);
    }

    #[test]
    fn the_score_goes_beside_the_level_when_it_fits() {
        let origin = Origin::Generated {
            level: Level::Extreme,
            seed: 3,
            request: Request::level(Level::Extreme),
        };
        let score = Some(Score::from_tenths(106));
        assert_eq!(origin_lines(&origin, score, 12), ["extreme 10.6", "seed 3"]);
        assert_eq!(
            origin_lines(&origin, score, 11),
            ["extreme", "10.6", "seed 3"]
        );
        let score = Some(Score::from_tenths(23));
        assert_eq!(origin_lines(&Origin::Loaded, score, 12), ["loaded 2.3"]);
    }
}
