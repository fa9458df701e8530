//! The session's clock: the time played on a game, counted turn by turn. A gap between two
//! turns counts up to [`IDLE`] (a player away is not playing), nothing counts while the
//! clock is paused (the board paused or in the background), and nothing after the win, so
//! the time shown, saved and recorded is the winning move's.

use std::time::{Duration, Instant};

use crate::game::Game;
use crate::ui::session::Session;

/// The longest pause between two turns that counts as time played: a player who does
/// nothing for longer is taken to be away, and the clock stops at this much. Two minutes
/// leaves room to think over a hard step; on the board every key (a cursor move too) is a
/// turn, and `p` stops the clock at once.
pub const IDLE: Duration = Duration::from_secs(2 * 60);

impl Session {
    /// The time played on the game so far, counting the turn under way (up to [`IDLE`]).
    /// A won game's time is the time of the winning move: it is what the win message, the
    /// records and the saved game say, so it no longer runs.
    pub(crate) fn elapsed(&self) -> Duration {
        let Some(game) = &self.game else {
            return Duration::ZERO;
        };
        if game.is_won() {
            return game.progress().elapsed;
        }
        let running = self
            .last_turn
            .map_or(Duration::ZERO, |last| last.elapsed().min(IDLE));
        // A saved game's time comes from a file, which may hold anything up to the largest
        // duration: the clock saturates rather than overflow.
        game.progress().elapsed.saturating_add(running)
    }

    /// Whether the clock is stopped: paused ([`Session::pause`]), idle for [`IDLE`] or
    /// longer, or the game is won (or there is none).
    pub(crate) fn clock_stopped(&self) -> bool {
        self.game.as_ref().is_none_or(Game::is_won)
            || self.last_turn.is_none_or(|last| last.elapsed() >= IDLE)
    }

    /// Stops the clock until the next turn (the player left the board, paused it, or its
    /// window lost the focus): the time since the last turn counts, the time until the next
    /// does not. An autosaved game with changes is written again with that time, so a game
    /// left this way (or ended by a signal on the board) keeps it.
    pub(crate) fn pause(&mut self) {
        self.count_time();
        self.last_turn = None;
        if self.unsaved && self.game.as_ref().is_some_and(|g| !g.is_won()) {
            // A failed write was already reported after the move that made the change.
            let _ = self.autosave_game();
        }
    }

    /// Starts the clock again after [`Session::pause`] without counting a turn.
    pub(crate) fn unpause(&mut self) {
        if self.last_turn.is_none() {
            self.last_turn = Some(Instant::now());
        }
    }

    /// Adds the time since the last turn to the game, up to [`IDLE`] (a player away from
    /// the keyboard is not playing), and starts the next turn. The board calls it on every
    /// key, so moving the cursor around while thinking is playing. Nothing is added once
    /// the game is won: its time is the winning move's.
    pub(crate) fn count_time(&mut self) {
        let now = Instant::now();
        if let (Some(game), Some(last)) = (&mut self.game, self.last_turn)
            && !game.is_won()
        {
            game.add_time(now.saturating_duration_since(last).min(IDLE));
        }
        self.last_turn = Some(now);
    }
}

#[cfg(test)]
mod tests {
    use sudoku_engine::Grid;

    use super::*;
    use crate::game::Origin;
    use crate::ui::render::Palette;
    use crate::ui::session::Settings;
    use crate::ui::session::tests::{PUZZLE, go_on, no_lines, prompts, yes};

    #[test]
    fn the_clock_runs_between_turns_and_stops_while_paused() {
        let grid = Grid::parse_line(PUZZLE.as_bytes()).unwrap();
        let game = Game::new(grid, Origin::Loaded).unwrap();
        let mut session = Session::with_game(game, Settings::default());
        let turn = |s: &mut Session| {
            s.execute(
                "show line",
                prompts(&mut no_lines, &mut yes, &mut go_on),
                Palette { color: false },
            )
            .unwrap();
        };
        turn(&mut session);
        std::thread::sleep(Duration::from_millis(30));
        let running = session.elapsed();
        assert!(running >= Duration::from_millis(30), "{running:?}");
        session.pause();
        let paused = session.elapsed();
        std::thread::sleep(Duration::from_millis(30));
        assert_eq!(session.elapsed(), paused, "no time passes while paused");
        session.unpause();
        std::thread::sleep(Duration::from_millis(30));
        assert!(session.elapsed() >= paused + Duration::from_millis(30));
        turn(&mut session);
        assert!(session.game().unwrap().progress().elapsed >= paused + Duration::from_millis(30));
    }

    #[test]
    fn a_saved_time_at_the_largest_duration_does_not_overflow_the_clock() {
        let grid = Grid::parse_line(PUZZLE.as_bytes()).unwrap();
        let mut game = Game::new(grid, Origin::Loaded).unwrap();
        game.add_time(Duration::MAX);
        let mut session = Session::with_game(game, Settings::default());
        session
            .execute(
                "show line",
                prompts(&mut no_lines, &mut yes, &mut go_on),
                Palette { color: false },
            )
            .unwrap();
        std::thread::sleep(Duration::from_millis(5));
        assert_eq!(session.elapsed(), Duration::MAX);
        session.pause();
        assert_eq!(session.game().unwrap().progress().elapsed, Duration::MAX);
    }

    #[test]
    fn a_won_game_keeps_the_time_of_its_winning_move() {
        const SOLUTION: &str =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let grid = Grid::parse_line(PUZZLE.as_bytes()).unwrap();
        let mut session = Session::with_game(
            Game::new(grid, Origin::Loaded).unwrap(),
            Settings::default(),
        );
        let empty: Vec<usize> = (0..81).filter(|&i| &PUZZLE[i..=i] == ".").collect();
        let put = |i: usize| {
            let digit = SOLUTION.as_bytes()[i] - b'0';
            format!("put {} {} {digit}", i / 9 + 1, i % 9 + 1)
        };
        let turn = |s: &mut Session, line: &str| {
            s.execute(
                line,
                prompts(&mut no_lines, &mut yes, &mut go_on),
                Palette { color: false },
            )
            .unwrap();
        };
        for &i in &empty[1..] {
            turn(&mut session, &put(i));
        }
        std::thread::sleep(Duration::from_millis(20));
        turn(&mut session, &put(empty[0]));
        assert!(session.game().unwrap().is_won());
        let won = session.elapsed();
        assert_eq!(won, session.game().unwrap().progress().elapsed);
        assert!(won >= Duration::from_millis(20), "{won:?}");
        assert!(session.clock_stopped());
        std::thread::sleep(Duration::from_millis(30));
        assert_eq!(session.elapsed(), won, "the clock stops at the win");
        turn(&mut session, "show line");
        session.pause();
        session.unpause();
        assert_eq!(session.game().unwrap().progress().elapsed, won);
    }
}
