//! A game in progress on a sheet: what `export` writes and what `print` shows of a saved
//! game.

use std::path::{Path, PathBuf};

use crate::game::request;
use crate::game::title::title;
use crate::game::{Game, Origin};
use crate::sheet::file;
use crate::sheet::layout;
use crate::sheet::{Format, Item, PerPage};

/// The game in progress as a sheet item; with `entries`, the player's digits in a second
/// colour.
pub(crate) fn game_item(game: &Game, entries: bool) -> Item {
    let score = game.score();
    let (title, caption) = match game.origin() {
        Origin::Generated {
            level,
            seed,
            request,
        } => (
            title(None, level.name(), score, Some(&format!("seed {seed}"))),
            format!("sudoku new {} --seed {seed}", request::words(request)),
        ),
        Origin::Loaded => (
            title(None, "Sudoku", score, None),
            game.puzzle().line().to_string(),
        ),
    };
    Item {
        puzzle: *game.puzzle(),
        entries: entries.then(|| *game.board()),
        solution: game.solution().copied(),
        title,
        caption,
    }
}

/// Writes the game in progress to `path`, an `.svg` or `.pdf` file.
pub(crate) fn export(game: &Game, path: &Path, entries: bool) -> Result<Vec<PathBuf>, String> {
    let format = Format::of_path(path).ok_or_else(|| {
        format!(
            "{}: export writes FILE.svg or FILE.pdf (the extension chooses)",
            path.display()
        )
    })?;
    let pages = layout::pages(&[game_item(game, entries)], PerPage::One, false);
    // The player names the file at the prompt, for this game: exporting again updates it.
    file::write(&pages, format, path, true)
}
