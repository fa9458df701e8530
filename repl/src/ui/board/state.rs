//! The board's own state (cursor, mode, highlighted cells, last message and its page,
//! pause and help) and how an action becomes a command: every change goes through the
//! session, so the game, its undo history, its clock and its autosave are the REPL's.

use sudoku_engine::{Cell, DigitSet};

use crate::game::hint::Hint;
use crate::game::moves::{MarkAction, Outcome, Play};
use crate::ui::command::Command;
use crate::ui::event::Event;
use crate::ui::keys::{Action, Direction};
use crate::ui::render::Palette;
use crate::ui::report::Style;
use crate::ui::session::{Prompts, Session};

/// What the board shows besides the game.
#[derive(Debug)]
pub(crate) struct BoardState {
    /// The selected cell.
    pub(crate) cursor: Cell,
    /// Digit keys toggle pencil marks instead of placing.
    pub(crate) mark_mode: bool,
    /// Cells the last hint or check points at.
    pub(crate) highlight: Vec<Cell>,
    /// What the last command said.
    pub(crate) message: String,
    /// The last command failed: its message is an error.
    pub(crate) error: bool,
    /// The page of the message shown (0-based).
    pub(crate) page: usize,
    /// How many pages the message took when last drawn (the screen decides), so paging
    /// stops at the last one.
    pub(crate) pages: usize,
    /// The player paused: the grid is hidden and the clock stopped.
    pub(crate) paused: bool,
    /// The help screen is shown over the board.
    pub(crate) help: bool,
}

/// Whether the board stays open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flow {
    /// Keep going.
    Stay,
    /// Back to the REPL.
    Leave,
}

impl BoardState {
    /// The board as it opens: the cursor on r1c1, placing digits.
    pub(crate) fn new() -> BoardState {
        BoardState {
            cursor: Cell::at(0, 0).unwrap_or_else(|| unreachable!("r1c1 exists")),
            mark_mode: false,
            highlight: Vec::new(),
            message: String::new(),
            error: false,
            page: 0,
            pages: 1,
            paused: false,
            help: false,
        }
    }

    /// Carries out an action on the session's game. Every key is play, for the clock
    /// (moving the cursor about is thinking), except while paused: then a key only
    /// carries on (or leaves, or shows the help). Any key closes the help screen.
    pub(crate) fn act(&mut self, action: Action, session: &mut Session) -> Flow {
        if self.help {
            self.help = false;
            return Flow::Stay;
        }
        if self.paused {
            match action {
                Action::Leave => return Flow::Leave,
                Action::Help => self.help = true,
                _ => {
                    self.paused = false;
                    session.unpause();
                }
            }
            return Flow::Stay;
        }
        session.count_time();
        let cell = self.cursor;
        let play = match action {
            Action::Leave => return Flow::Leave,
            Action::PageDown => {
                self.page = (self.page + 1).min(self.pages.saturating_sub(1));
                return Flow::Stay;
            }
            Action::PageUp => {
                self.page = self.page.saturating_sub(1);
                return Flow::Stay;
            }
            // A won game's clock has stopped already, and its grid is worth seeing.
            Action::Pause if session.game().is_some_and(|g| g.is_won()) => return Flow::Stay,
            Action::Pause => {
                self.paused = true;
                session.pause();
                return Flow::Stay;
            }
            Action::Help => {
                self.help = true;
                return Flow::Stay;
            }
            Action::Move(direction) => {
                self.cursor = moved(cell, direction);
                return Flow::Stay;
            }
            Action::MarkMode => {
                self.mark_mode = !self.mark_mode;
                self.say(if self.mark_mode {
                    "mark mode: digits toggle pencil marks (m to place digits)"
                } else {
                    "digits place (m for pencil marks)"
                });
                return Flow::Stay;
            }
            Action::Digit(digit) if !self.mark_mode => Play::Put { cell, digit },
            Action::Digit(digit) | Action::Mark(digit) => Play::Marks(MarkAction::Toggle {
                cell,
                digits: DigitSet::single(digit),
            }),
            Action::Clear => match session.game() {
                Some(game) if game.board().is_empty_at(cell) => {
                    Play::Marks(MarkAction::Clear { cell })
                }
                _ => Play::Clear { cell },
            },
            Action::Undo => Play::Undo,
            Action::Redo => Play::Redo,
            Action::Hint => Play::Hint,
            Action::Check => Play::Check,
        };
        self.perform(Command::Play(play), session);
        Flow::Stay
    }

    /// Selects a cell (a mouse click, which is play for the clock); not while the grid is
    /// hidden.
    pub(crate) fn select(&mut self, cell: Cell, session: &mut Session) {
        if !self.paused && !self.help {
            session.count_time();
            self.cursor = cell;
        }
    }

    fn say(&mut self, text: &str) {
        self.show(text.to_string(), false);
    }

    /// A new message, from its first page.
    fn show(&mut self, message: String, error: bool) {
        self.message = message;
        self.error = error;
        self.page = 0;
    }

    /// Runs a command through the session and keeps what it said; a hint or a check
    /// highlights the cells it is about, anything else clears the highlight.
    fn perform(&mut self, command: Command, session: &mut Session) {
        // Board commands never read more lines or ask to leave the game.
        let prompts = Prompts {
            more: &mut |_| None,
            confirm: &mut |_| true,
            working: &mut |_| true,
        };
        let style = Style {
            palette: Palette { color: false },
            board_after_moves: false,
        };
        match session.perform(command, prompts, style) {
            Ok((event, reply)) => {
                self.highlight = highlighted(&event);
                let mut message = reply.text;
                if session.game().is_some_and(|g| g.is_won()) {
                    message = win_first(message);
                }
                if let Some(warning) = reply.warning {
                    message.push_str(&format!("warning: {warning}\n"));
                }
                self.show(message, false);
            }
            Err(e) => self.show(e.to_string(), true),
        }
    }
}

impl Default for BoardState {
    fn default() -> BoardState {
        BoardState::new()
    }
}

/// A win's message from its `Solved!` line on (the move before it, `r1c3 = 4`, is the
/// least of it), as one paragraph: wrapped that way, the time and the best time share the
/// two lines of an 80×24 screen instead of spilling onto a second page.
fn win_first(message: String) -> String {
    let from = match message.find("Solved!") {
        Some(at) if at == 0 || message[..at].ends_with('\n') => &message[at..],
        _ => return message,
    };
    let mut paragraph = from.split_whitespace().collect::<Vec<_>>().join(" ");
    paragraph.push('\n');
    paragraph
}

/// The cell one step away, staying on the board.
fn moved(cell: Cell, direction: Direction) -> Cell {
    let (row, col) = (cell.row(), cell.col());
    let (row, col) = match direction {
        Direction::Up => (row.saturating_sub(1), col),
        Direction::Down => ((row + 1).min(8), col),
        Direction::Left => (row, col.saturating_sub(1)),
        Direction::Right => (row, (col + 1).min(8)),
    };
    Cell::at(row, col).unwrap_or(cell)
}

/// The cells an event points at: a hint's pattern, eliminations and placements, the
/// clashes and mistakes a check found.
fn highlighted(event: &Event) -> Vec<Cell> {
    let mut cells: Vec<Cell> = match event {
        Event::Played(Outcome::Hinted(Hint::Wrong(c) | Hint::Clash(c) | Hint::MarksLost(c))) => {
            vec![*c]
        }
        Event::Played(Outcome::Hinted(Hint::Steps { steps, .. })) => steps
            .iter()
            .flat_map(|step| {
                let touched = step.placements().iter().chain(step.eliminations());
                step.cells().chain(touched.map(|&(cell, _)| cell))
            })
            .collect(),
        Event::Played(Outcome::Checked { clashes, mistakes }) => {
            clashes.iter().chain(mistakes).copied().collect()
        }
        _ => Vec::new(),
    };
    cells.sort_unstable_by_key(|c| c.index());
    cells.dedup();
    cells
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Origin};
    use crate::ui::session::Settings;
    use sudoku_engine::{Digit, Grid};

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn session() -> Session {
        let grid = Grid::parse_line(PUZZLE.as_bytes()).unwrap();
        Session::with_game(
            Game::new(grid, Origin::Loaded).unwrap(),
            Settings::default(),
        )
    }

    fn digit(d: u8) -> Digit {
        Digit::new(d).unwrap()
    }

    #[test]
    fn the_cursor_stops_at_the_edges() {
        let mut state = BoardState::new();
        let mut session = session();
        state.act(Action::Move(Direction::Up), &mut session);
        state.act(Action::Move(Direction::Left), &mut session);
        assert_eq!(state.cursor, Cell::at(0, 0).unwrap());
        for _ in 0..12 {
            state.act(Action::Move(Direction::Right), &mut session);
            state.act(Action::Move(Direction::Down), &mut session);
        }
        assert_eq!(state.cursor, Cell::at(8, 8).unwrap());
    }

    #[test]
    fn digits_place_or_mark_and_clear_empties() {
        let mut state = BoardState::new();
        let mut session = session();
        let r1c3 = Cell::at(0, 2).unwrap();
        state.select(r1c3, &mut session);
        state.act(Action::Digit(digit(4)), &mut session);
        assert_eq!(session.game().unwrap().board().get(r1c3), Some(digit(4)));
        state.act(Action::Clear, &mut session);
        assert_eq!(session.game().unwrap().board().get(r1c3), None);
        state.act(Action::MarkMode, &mut session);
        state.act(Action::Digit(digit(1)), &mut session);
        state.act(Action::Mark(digit(2)), &mut session);
        let marks = session.game().unwrap().marks().get(r1c3);
        assert_eq!(marks.iter().map(Digit::get).collect::<Vec<_>>(), [1, 2]);
        state.act(Action::Clear, &mut session);
        assert!(session.game().unwrap().marks().get(r1c3).is_empty());
        state.act(Action::Undo, &mut session);
        assert_eq!(session.game().unwrap().marks().get(r1c3).len(), 2);
        // A given cannot change: the message says why, nothing else happens.
        state.select(Cell::at(0, 0).unwrap(), &mut session);
        state.act(Action::MarkMode, &mut session);
        state.act(Action::Digit(digit(9)), &mut session);
        assert!(state.error, "{}", state.message);
        assert!(state.message.contains("r1c1"), "{}", state.message);
    }

    #[test]
    fn paging_stops_at_both_ends_and_a_new_message_starts_at_its_first_page() {
        let mut state = BoardState::new();
        let mut session = session();
        state.pages = 3;
        for _ in 0..5 {
            state.act(Action::PageDown, &mut session);
        }
        assert_eq!(state.page, 2);
        state.act(Action::PageUp, &mut session);
        assert_eq!(state.page, 1);
        state.act(Action::MarkMode, &mut session);
        assert_eq!(state.page, 0);
        state.act(Action::PageUp, &mut session);
        assert_eq!(state.page, 0);
    }

    #[test]
    fn while_paused_keys_only_carry_on_and_the_help_closes_on_any_key() {
        let mut state = BoardState::new();
        let mut session = session();
        state.act(Action::Pause, &mut session);
        assert!(state.paused && session.clock_stopped());
        let r1c3 = Cell::at(0, 2).unwrap();
        state.select(r1c3, &mut session);
        state.act(Action::Digit(digit(4)), &mut session);
        assert!(!state.paused, "a key carries on");
        assert_eq!(
            session.game().unwrap().board().get(r1c3),
            None,
            "and only that"
        );
        state.act(Action::Help, &mut session);
        assert!(state.help);
        state.act(Action::Digit(digit(4)), &mut session);
        assert!(!state.help);
        assert_eq!(session.game().unwrap().board().get(r1c3), None);
        state.act(Action::Pause, &mut session);
        assert_eq!(state.act(Action::Leave, &mut session), Flow::Leave);
    }

    #[test]
    fn every_key_is_play_for_the_clock() {
        let mut state = BoardState::new();
        let mut session = session();
        state.act(Action::Move(Direction::Right), &mut session);
        std::thread::sleep(std::time::Duration::from_millis(20));
        state.act(Action::Move(Direction::Right), &mut session);
        let played = session.game().unwrap().progress().elapsed;
        assert!(played >= std::time::Duration::from_millis(20), "{played:?}");
    }

    #[test]
    fn a_win_message_starts_with_the_win_in_one_paragraph() {
        assert_eq!(
            win_first("r1c3 = 4\nSolved! in 0:05.\nBest time 0:04\n".into()),
            "Solved! in 0:05. Best time 0:04\n"
        );
        assert_eq!(win_first("undid\n".into()), "undid\n");
    }

    #[test]
    fn a_hint_highlights_its_cells_and_the_next_move_clears_them() {
        let mut state = BoardState::new();
        let mut session = session();
        state.act(Action::Hint, &mut session);
        assert!(!state.highlight.is_empty(), "{}", state.message);
        state.act(Action::Move(Direction::Right), &mut session);
        assert!(!state.highlight.is_empty(), "moving keeps the highlight");
        state.act(Action::Check, &mut session);
        assert!(state.highlight.is_empty(), "{}", state.message);
    }
}
