//! Tab completion of command names, their words and file names.

use rustyline::completion::{Completer, FilenameCompleter, Pair};
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::validate::Validator;
use rustyline::{Context, Helper};

use crate::game::symmetries;
use crate::ui::command::{COMMANDS, find};

/// The options `new` takes after its level.
const NEW_OPTIONS: [&str; 3] = ["--score", "--symmetry", "--minimal"];

/// Tab completion of command names, their fixed arguments and file names.
pub(super) struct CommandHelper {
    pub(super) files: FilenameCompleter,
}

impl Completer for CommandHelper {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let before = &line[..pos];
        let pair = |s: &str| Pair {
            display: s.to_string(),
            replacement: format!("{s} "),
        };
        let Some((command, rest)) = before.split_once(' ') else {
            let found = COMMANDS
                .iter()
                .filter(|c| c.name.starts_with(before))
                .map(|c| pair(c.name));
            return Ok((0, found.collect()));
        };
        let command = command.to_ascii_lowercase();
        let spec = find(&command);
        // File names may hold (escaped or quoted) spaces: the file completer parses them.
        if spec.is_some_and(|c| c.takes_file) {
            return self.files.complete(line, pos, ctx);
        }
        // `new`'s options, and a symmetry's name after `--symmetry`, anywhere on its line.
        let (before_word, word) = rest.rsplit_once(' ').unwrap_or(("", rest));
        let last = before_word.split_whitespace().next_back();
        let words: Vec<&str> = match command.as_str() {
            "new" if last.is_some_and(|w| w.eq_ignore_ascii_case("--symmetry")) => {
                symmetries::NAMES.to_vec()
            }
            "new" if word.starts_with('-') => NEW_OPTIONS.to_vec(),
            _ if rest.contains(' ') => return Ok((pos, Vec::new())),
            "help" => COMMANDS.iter().map(|c| c.name).collect(),
            _ => spec.map(|c| c.completions.to_vec()).unwrap_or_default(),
        };
        let rest = word;
        let start = pos - rest.len();
        Ok((
            start,
            words
                .into_iter()
                .filter(|w| w.starts_with(rest))
                .map(pair)
                .collect(),
        ))
    }
}

impl Hinter for CommandHelper {
    type Hint = String;
}

impl Highlighter for CommandHelper {}

/// Accepts every line: rejecting here would swallow the lines that follow in piped input,
/// so the dispatcher reports bad commands instead.
impl Validator for CommandHelper {}

impl Helper for CommandHelper {}
