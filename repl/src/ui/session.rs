//! A session: the game in progress (if any) and the commands around it (new, load, open,
//! save, solve, help). [`Session::execute`] is one turn of the loop: parse, apply, report.
//! It returns text and never prints, so the REPL, the fuzzer and a future full-screen
//! front end drive it alike.

use std::time::Instant;

use sudoku_engine::rater::Score;
use sudoku_engine::solver::DEFAULT_DEPTH;
use sudoku_engine::{Grid, Level, Request, Solution, Solver, generate_request_while, solve};

use crate::game::daily::Date;
use crate::game::seed::random_seed;
use crate::game::{Game, Origin};
use crate::store::autosave::{self, Kind, Line};
use crate::store::error::StoreError;
use crate::store::records::{Records, clock};
use crate::store::savefile;
use crate::ui::command::{self, Command, Setting};
use crate::ui::event::Event;
use crate::ui::render::Palette;
use crate::ui::report::{Style, describe, report};

pub mod clock;
mod error;
mod grid_input;
pub(crate) use error::SessionError;
use grid_input::read_grid;

/// What one turn produced: text to print, and whether the session ends.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// Text for standard output (empty for a blank line).
    pub text: String,
    /// A problem that did not stop the command (the autosave failed), for standard error.
    pub(crate) warning: Option<String>,
    /// The player asked to leave.
    pub(crate) quit: bool,
    /// The player asked for the full-screen board (`play`); the loop opens it.
    pub(crate) board: bool,
}

/// How a turn talks to the player beyond its command line.
pub struct Prompts<'a> {
    /// Reads one more line (the grid after a bare `load`), prompting with its argument;
    /// `None` at the end of input.
    pub more: &'a mut dyn FnMut(&str) -> Option<String>,
    /// Asks a yes/no question (leaving an unsaved game); piped input always says yes, as
    /// the autosave keeps the game.
    pub confirm: &'a mut dyn FnMut(&str) -> bool,
    /// Told how far a command that can take long has come (the full grids `new` has
    /// drawn), says whether to go on: the REPL shows progress, and says no after Ctrl-C.
    pub working: &'a mut dyn FnMut(u32) -> bool,
}

/// The player's settings (`set NAME on|off`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Show the board after every move.
    pub(crate) board: bool,
    /// Placing a digit removes it from its peers' pencil marks.
    pub(crate) autoclear: bool,
    /// A wrong digit is flagged, and counted as a mistake, as it is placed.
    pub(crate) feedback: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            board: false,
            autoclear: true,
            feedback: false,
        }
    }
}

/// The state of a REPL session.
#[derive(Debug, Default)]
pub struct Session {
    game: Option<Game>,
    settings: Settings,
    /// Write every change to the game to its autosave file, as the player's or a script's.
    autosave: Option<Kind>,
    /// Whose the game's autosave is: a game resumed from the player's list stays theirs when
    /// a script plays it.
    game_kind: Kind,
    /// The game changed since it started or was last saved with `save`.
    unsaved: bool,
    /// When the last turn ended, for the time played.
    last_turn: Option<Instant>,
    /// The game whose win is in the records (puzzle and start), so it counts once.
    recorded: Option<(Grid, u64)>,
    /// Where the game in progress is autosaved.
    line: Line,
    /// Saved games `games` or `resume` could not read, to tell the player.
    unreadable: Vec<StoreError>,
}

impl Session {
    /// A session with no game, without autosave (see [`Session::autosaving`]).
    pub fn new(settings: Settings) -> Session {
        Session {
            game: None,
            settings,
            autosave: None,
            game_kind: Kind::Script,
            unsaved: false,
            last_turn: None,
            recorded: None,
            line: Line::default(),
            unreadable: Vec::new(),
        }
    }

    /// The same session, keeping every change to its games in the autosave directory as
    /// `kind`'s (a script's are kept apart, so scripts never push the player's games out).
    /// Clears what killed sessions left behind in the autosave directory first.
    pub(crate) fn autosaving_as(mut self, kind: Kind) -> Session {
        autosave::tidy();
        self.autosave = Some(kind);
        self
    }

    /// A session playing `game`.
    pub fn with_game(game: Game, settings: Settings) -> Session {
        let mut session = Session::new(settings);
        session.begin(game);
        session
    }

    /// The game in progress.
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// One turn: parses `line`, reads the grid that follows a bare `load` through `more`
    /// (which prompts with its argument and returns `None` at the end of input), carries the
    /// command out and returns its text.
    pub fn execute(
        &mut self,
        line: &str,
        prompts: Prompts<'_>,
        palette: Palette,
    ) -> Result<Reply, SessionError> {
        let Some(command) = command::parse(line)? else {
            self.count_time();
            return Ok(Reply::default());
        };
        let style = Style {
            palette,
            board_after_moves: self.settings.board,
        };
        Ok(self.perform(command, prompts, style)?.1)
    }

    /// One turn with a parsed command (the full-screen board makes them from keys): carries
    /// it out and returns what happened with its text.
    pub(crate) fn perform(
        &mut self,
        command: Command,
        prompts: Prompts<'_>,
        style: Style,
    ) -> Result<(Event, Reply), SessionError> {
        self.count_time();
        // A `resume` that cannot succeed fails before asking to leave the game.
        if let Command::Resume(n) = command {
            self.game_to_resume(n)?;
        }
        if self.leaves_game(&command)
            && self.unsaved
            && let Some(game) = &self.game
        {
            let question = format!("leave the unfinished {}? [y/N] ", describe(game));
            if !(prompts.confirm)(&question) {
                let text = report(&Event::Kept, self.game.as_ref(), style);
                return Ok((
                    Event::Kept,
                    Reply {
                        text,
                        ..Reply::default()
                    },
                ));
            }
            // The flag clears when the game is really left (a new game starts): a command
            // that then fails (a missing file) leaves it asking next time too.
        }
        let counts = |s: &Session| s.game.as_ref().map(|g| (g.progress().counts(), *g.found()));
        let before = counts(self);
        let event = self.run(command, prompts.more, prompts.working)?;
        let counted = before != counts(self);
        let mut warning = self.after(&event, counted);
        if !self.unreadable.is_empty() {
            let skipped = error::skipped_saves(&std::mem::take(&mut self.unreadable));
            warning = Some(match warning {
                Some(w) => format!("{w}; {skipped}"),
                None => skipped,
            });
        }
        let mut text = report(&event, self.game.as_ref(), style);
        match self.record_win() {
            Ok(note) => text.push_str(&note),
            Err(e) => warning = warning.or(Some(e.to_string())),
        }
        let reply = Reply {
            text,
            warning,
            quit: event == Event::Quit,
            board: event == Event::Board,
        };
        Ok((event, reply))
    }

    /// Counts a generated game's win, once, in the records (with the records on): a line
    /// about the best time of its level, or nothing when there is no new win.
    fn record_win(&mut self) -> Result<String, StoreError> {
        let Some(game) = &self.game else {
            return Ok(String::new());
        };
        let Origin::Generated { level, .. } = *game.origin() else {
            return Ok(String::new());
        };
        let id = (*game.puzzle(), game.started());
        if self.autosave.is_none() || !game.is_won() || self.recorded == Some(id) {
            return Ok(String::new());
        }
        self.recorded = Some(id);
        let progress = game.progress();
        let mut records = Records::load()?;
        if progress.assisted() {
            let n = records.assisted_win(level);
            records.save()?;
            let why = if progress.revealed > 0 {
                "cells were revealed"
            } else {
                "the solution was shown"
            };
            return Ok(format!(
                "An assisted {level} win ({why}): no best time; assisted {level} wins: {n}\n"
            ));
        }
        let time = progress.elapsed;
        let beaten = records.win(level, time);
        records.save()?;
        let best = records.best[Level::ALL.iter().position(|&l| l == level).unwrap_or(0)];
        Ok(match (beaten, best) {
            (Some(Some(before)), _) => {
                format!("A new best time for {level}! (was {})\n", clock(before))
            }
            (Some(None), _) => format!("Your first {level} win: best time {}\n", clock(time)),
            (None, Some(best)) => format!("Best time for {level}: {}\n", clock(best)),
            (None, None) => String::new(),
        })
    }

    /// Whether a command replaces or leaves the game in progress.
    fn leaves_game(&self, command: &Command) -> bool {
        matches!(
            command,
            Command::New { .. }
                | Command::Load(_)
                | Command::Open(_)
                | Command::Resume(_)
                | Command::Quit
        ) && self.game.as_ref().is_some_and(|g| !g.is_won())
    }

    /// Bookkeeping after an event: whether the game has unsaved changes, and the autosave
    /// (also when only its counts changed: `counted`). Returns a warning when the autosave
    /// failed.
    fn after(&mut self, event: &Event, counted: bool) -> Option<String> {
        let moved = match event {
            Event::Played(outcome) => outcome.changed_game(),
            Event::Started { .. } | Event::Resumed(_) | Event::Saved(_) => {
                self.unsaved = false;
                false
            }
            _ => false,
        };
        // A new game's counts differ from the old one's, but there is nothing to save yet.
        let counted = counted && !matches!(event, Event::Started { .. } | Event::Resumed(_));
        if !moved && !counted {
            return None;
        }
        self.unsaved |= moved;
        self.autosave_game()
            .err()
            .map(|e| format!("cannot autosave the game: {e}"))
    }

    /// Keeps the game in its autosave (when autosaving).
    fn autosave_game(&mut self) -> Result<(), StoreError> {
        let (Some(game), Some(kind)) = (&mut self.game, self.autosave) else {
            return Ok(());
        };
        self.line.keep(game, kind.max(self.game_kind))
    }

    /// Carries out a command; a bare `load` reads its grid through `more`, `new` tells
    /// `working` how far it has come and stops when told.
    pub(crate) fn run(
        &mut self,
        command: Command,
        more: &mut dyn FnMut(&str) -> Option<String>,
        working: &mut dyn FnMut(u32) -> bool,
    ) -> Result<Event, SessionError> {
        match command {
            Command::Play(play) => {
                let game = self.game.as_mut().ok_or(SessionError::NoGame)?;
                Ok(Event::Played(game.apply(&play)?))
            }
            Command::New { request, seed } => {
                let seed = seed.unwrap_or_else(random_seed);
                let mut solver = Solver::<DEFAULT_DEPTH>::new();
                let made = generate_request_while(&mut solver, &request, seed, working)
                    .map_err(SessionError::Generate)?;
                // The puzzle's own level: a score range may give any.
                let level = made.rating.level;
                let origin = Origin::Generated {
                    level,
                    seed,
                    request,
                };
                let score = made.rating.score;
                self.start(made.puzzle, origin, Some(score))?;
                Ok(Event::Started {
                    generated: Some((level, seed, score)),
                    daily: None,
                })
            }
            Command::Daily(level) => {
                let date = Date::today_utc();
                let seed = date.seed(level);
                let mut solver = Solver::<DEFAULT_DEPTH>::new();
                let made =
                    generate_request_while(&mut solver, &Request::level(level), seed, working)
                        .map_err(SessionError::Generate)?;
                let score = made.rating.score;
                let origin = Origin::Generated {
                    level,
                    seed,
                    request: Request::level(level),
                };
                self.start(made.puzzle, origin, Some(score))?;
                Ok(Event::Started {
                    generated: Some((level, seed, score)),
                    daily: Some(date),
                })
            }
            Command::Load(puzzle) => {
                let puzzle = match puzzle {
                    Some(p) => p,
                    None => read_grid(more)?,
                };
                self.start(puzzle, Origin::Loaded, None)?;
                Ok(Event::Started {
                    generated: None,
                    daily: None,
                })
            }
            Command::Solve(puzzle) => {
                let puzzle = match puzzle {
                    Some(p) => p,
                    None => *self.game.as_ref().ok_or(SessionError::NoGame)?.puzzle(),
                };
                match solve(&puzzle) {
                    Ok(Solution::Unique(solution)) => {
                        // The answer to the game in play gives every cell away.
                        let game = self
                            .game
                            .as_mut()
                            .filter(|g| *g.puzzle() == puzzle && !g.is_won());
                        if let Some(game) = game {
                            game.see_solution();
                        }
                        Ok(Event::Solved { puzzle, solution })
                    }
                    Ok(Solution::Multiple(_)) => Err(SessionError::MultipleSolutions),
                    Ok(Solution::Unsolvable) => Err(SessionError::NoSolution),
                    Err(e) => Err(SessionError::Solver(e)),
                }
            }
            Command::Save(path) => {
                let game = self.game.as_ref().ok_or(SessionError::NoGame)?;
                savefile::save(game, &path)?;
                Ok(Event::Saved(path))
            }
            Command::Open(path) => {
                self.begin(savefile::open(&path)?);
                Ok(Event::Started {
                    generated: None,
                    daily: None,
                })
            }
            Command::Resume(n) => {
                let mut entry = self.game_to_resume(n)?;
                let (game, line, busy) = autosave::take_up(&entry)?;
                entry.busy = busy;
                self.begin(game);
                self.line = line;
                self.game_kind = entry.kind;
                Ok(Event::Resumed(entry))
            }
            Command::Games => {
                let (games, unreadable) = autosave::list(self.line.path());
                self.unreadable = unreadable;
                Ok(Event::Games(games))
            }
            Command::Help(spec) => Ok(Event::Help(spec)),
            Command::Stats => Ok(Event::Stats(Records::load()?)),
            Command::Set(setting) => {
                match setting {
                    Setting::Board(on) => self.settings.board = on,
                    Setting::AutoClear(on) => {
                        self.settings.autoclear = on;
                        if let Some(game) = &mut self.game {
                            game.set_clear_peer_marks(on);
                        }
                    }
                    Setting::Feedback(on) => {
                        self.settings.feedback = on;
                        if let Some(game) = &mut self.game {
                            game.set_feedback(on);
                        }
                    }
                }
                Ok(Event::Set(setting))
            }
            Command::Export { path, entries } => {
                let game = self.game.as_ref().ok_or(SessionError::NoGame)?;
                let files = crate::sheet::export::export(game, &path, entries)
                    .map_err(SessionError::File)?;
                Ok(Event::Exported(files))
            }
            Command::Board => {
                self.game.as_ref().ok_or(SessionError::NoGame)?;
                Ok(Event::Board)
            }
            Command::Quit => Ok(Event::Quit),
        }
    }

    /// The saved game `resume` would continue: number `n` of the `games` list, or the
    /// player's most recent other than the game in progress.
    fn game_to_resume(&mut self, n: Option<usize>) -> Result<autosave::Entry, SessionError> {
        let (mut games, unreadable) = autosave::list(self.line.path());
        let entry = match n {
            None => match games.into_iter().find(|e| !e.current) {
                Some(entry) => entry,
                None => return Err(SessionError::NothingToResume(unreadable)),
            },
            Some(n) if n > games.len() || n == 0 => {
                return Err(SessionError::NoSuchGame {
                    n,
                    count: games.len(),
                });
            }
            Some(n) if games[n - 1].current => return Err(SessionError::AlreadyPlaying(n)),
            Some(n) => games.swap_remove(n - 1),
        };
        // The files left out are told once the game is resumed.
        self.unreadable = unreadable;
        Ok(entry)
    }

    fn start(
        &mut self,
        puzzle: Grid,
        origin: Origin,
        score: Option<Score>,
    ) -> Result<(), SessionError> {
        let loaded = origin == Origin::Loaded;
        let mut game =
            Game::new(puzzle, origin).map_err(|error| SessionError::Start { error, loaded })?;
        if let Some(score) = score {
            game = game.with_score(score);
        }
        self.begin(game);
        Ok(())
    }

    /// Makes `game` the game in progress, under the session's settings.
    fn begin(&mut self, mut game: Game) {
        game.set_clear_peer_marks(self.settings.autoclear);
        game.set_feedback(self.settings.feedback);
        // A new game's autosave is the session's kind, on a line of its own; `resume` says
        // otherwise.
        self.game_kind = Kind::Script;
        self.line = Line::default();
        self.game = Some(game);
    }
}

#[cfg(test)]
mod tests;
