//! Saving and resuming games: a small line-based text file.
//!
//! ```text
//! # sudoku game v1
//! puzzle 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
//! board  534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
//! origin loaded            (or: origin medium 42)
//! ```

use std::fs;
use std::path::Path;

use sudoku_engine::Grid;

use crate::game::{Game, Origin};

const HEADER: &str = "# sudoku game v1";

/// Writes `game` to `path`.
pub fn save(game: &Game, path: &Path) -> Result<(), String> {
    let origin = match game.origin() {
        Origin::Loaded => "loaded".to_string(),
        Origin::Generated { level, seed } => format!("{level} {seed}"),
    };
    let text = format!(
        "{HEADER}\npuzzle {}\nboard  {}\norigin {origin}\n",
        game.puzzle().line(),
        game.board().line()
    );
    fs::write(path, text).map_err(|e| format!("cannot save to {}: {e}", path.display()))
}

/// Reads a game written by [`save`].
pub fn open(path: &Path) -> Result<Game, String> {
    let shown = path.display();
    let bytes = fs::read(path).map_err(|e| format!("cannot open {shown}: {e}"))?;
    let text =
        String::from_utf8(bytes).map_err(|_| format!("{shown}: not a saved game (not text)"))?;
    let mut puzzle = None;
    let mut board = None;
    let mut origin = Origin::Loaded;
    for (n, line) in (1..).zip(text.lines()) {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let value = value.trim();
        let grid = || {
            Grid::parse_line(value.as_bytes()).map_err(|e| format!("{shown}: line {n}: {key}: {e}"))
        };
        match key {
            "puzzle" => puzzle = Some(grid()?),
            // A board in play may hold the player's clashing entries.
            "board" => {
                board = Some(
                    Grid::parse_board(value.as_bytes())
                        .map_err(|e| format!("{shown}: line {n}: board: {e}"))?,
                )
            }
            "origin" => {
                origin = parse_origin(value)
                    .ok_or_else(|| format!("{shown}: line {n}: bad origin '{value}'"))?
            }
            other => return Err(format!("{shown}: line {n}: unknown key '{other}'")),
        }
    }
    let puzzle = puzzle.ok_or_else(|| format!("{shown}: not a saved game (no `puzzle` line)"))?;
    let board = board.unwrap_or(puzzle);
    Game::resume(puzzle, board, origin).map_err(|e| format!("{shown}: {e}"))
}

fn parse_origin(value: &str) -> Option<Origin> {
    if value == "loaded" {
        return Some(Origin::Loaded);
    }
    let (level, seed) = value.split_once(' ')?;
    Some(Origin::Generated {
        level: level.parse().ok()?,
        seed: seed.trim().parse().ok()?,
    })
}
