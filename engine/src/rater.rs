//! The rater: grades a puzzle by the human techniques it needs, and finds the next logical
//! step for hints.
//!
//! A puzzle's level is the level of the hardest step on the path where the easiest
//! available step is always taken (the ladder is [`Technique`]'s order). Techniques live in
//! submodules, one family each; all work on [`Candidates`] and never allocate.
//!
//! ```
//! use sudoku_engine::{Grid, Level, rater::rate};
//! let puzzle: Grid =
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!         .parse()
//!         .unwrap();
//! let rating = rate(&puzzle).unwrap();
//! assert_eq!(rating.level, Level::Easy);
//! assert_eq!(rating.steps, 51);
//! ```

mod board;
mod fish;
mod intersections;
mod single_digit;
mod singles;
mod subsets;
mod uniqueness;
mod wings;

use core::fmt;

use heapless::Vec;

use crate::candidates::{Candidates, DigitSet};
use crate::grid::{Cell, Grid};
use crate::level::Level;
use crate::solver::{Solution, SolveError, solve};

use board::Board;

/// A human solving technique. The order is the ladder: easier techniques first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Technique {
    /// The last empty cell of a row, column or box.
    FullHouse,
    /// A digit with one possible cell in a unit.
    HiddenSingle,
    /// A cell with one candidate.
    NakedSingle,
    /// Locked candidates type 1: a digit confined to one line within a box.
    Pointing,
    /// Locked candidates type 2: a digit confined to one box within a line.
    Claiming,
    /// Two cells of a unit holding only the same two digits.
    NakedPair,
    /// Two digits of a unit confined to the same two cells.
    HiddenPair,
    /// Three cells of a unit holding only three digits between them.
    NakedTriple,
    /// Three digits of a unit confined to three cells.
    HiddenTriple,
    /// Four cells of a unit holding only four digits between them.
    NakedQuad,
    /// Four digits of a unit confined to four cells.
    HiddenQuad,
    /// A digit confined to the same two columns in two rows (or vice versa).
    XWing,
    /// The three-line fish.
    Swordfish,
    /// Two conjugate pairs of a digit in parallel lines sharing one end's line.
    Skyscraper,
    /// A row and a column conjugate pair of a digit joined in a box.
    TwoStringKite,
    /// A bivalue pivot `xy` with pincers `xz` and `yz`.
    XYWing,
    /// A trivalue pivot `xyz` with pincers `xz` and `yz`.
    XYZWing,
    /// Two equal bivalue cells joined by a conjugate pair of one of their digits.
    WWing,
    /// Unique rectangle type 1 (assumes the puzzle has one solution).
    UniqueRectangle,
    /// Two-colouring the conjugate pairs of one digit.
    SimpleColouring,
    /// The four-line fish.
    Jellyfish,
    /// No technique on the ladder applies: the rater places the solution's digit.
    TrialAndError,
}

impl Technique {
    /// Every technique, easiest first.
    pub const ALL: [Technique; 22] = [
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::WWing,
        Technique::UniqueRectangle,
        Technique::SimpleColouring,
        Technique::Jellyfish,
        Technique::TrialAndError,
    ];

    /// The level this technique belongs to.
    pub const fn level(self) -> Level {
        use Technique::*;
        match self {
            FullHouse | HiddenSingle | NakedSingle => Level::Easy,
            Pointing | Claiming | NakedPair | HiddenPair | NakedTriple | HiddenTriple
            | NakedQuad | HiddenQuad => Level::Medium,
            XWing | Swordfish | Skyscraper | TwoStringKite | XYWing | XYZWing | WWing
            | UniqueRectangle | SimpleColouring | Jellyfish => Level::Hard,
            TrialAndError => Level::Expert,
        }
    }

    /// The human name, e.g. `hidden single` or `X-Wing`.
    pub const fn name(self) -> &'static str {
        use Technique::*;
        match self {
            FullHouse => "full house",
            HiddenSingle => "hidden single",
            NakedSingle => "naked single",
            Pointing => "pointing",
            Claiming => "claiming",
            NakedPair => "naked pair",
            HiddenPair => "hidden pair",
            NakedTriple => "naked triple",
            HiddenTriple => "hidden triple",
            NakedQuad => "naked quad",
            HiddenQuad => "hidden quad",
            XWing => "X-Wing",
            Swordfish => "Swordfish",
            Skyscraper => "skyscraper",
            TwoStringKite => "2-string kite",
            XYWing => "XY-Wing",
            XYZWing => "XYZ-Wing",
            WWing => "W-Wing",
            UniqueRectangle => "unique rectangle type 1",
            SimpleColouring => "simple colouring",
            Jellyfish => "Jellyfish",
            TrialAndError => "trial and error",
        }
    }

    /// Whether the technique relies on the puzzle having a single solution.
    pub const fn assumes_uniqueness(self) -> bool {
        matches!(self, Technique::UniqueRectangle)
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// Most eliminations a [`Step`] records; a pattern that allows more reports the first ones
/// (each is still a valid deduction).
pub const MAX_ELIMINATIONS: usize = 32;

/// Most pattern cells a [`Step`] records for its description.
pub const MAX_PATTERN_CELLS: usize = 8;

/// One logical step: what it places or removes, and the pattern that justifies it.
///
/// `Step` is about 170 bytes (host) and lives on the stack.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
    /// Digits placed: `(cell, digit)`. Singles place one digit; other techniques none.
    pub placements: Vec<(Cell, u8), 1>,
    /// Candidates removed: `(cell, digit)`.
    pub eliminations: Vec<(Cell, u8), MAX_ELIMINATIONS>,
    /// The digits of the pattern (the single's digit, a pair's digits, a fish's digit…).
    pub digits: DigitSet,
    /// The units of the pattern (0–8 rows, 9–17 columns, 18–26 boxes): for fish the base
    /// lines then the cover lines; for locked candidates the source unit then the target.
    pub units: Vec<u8, MAX_PATTERN_CELLS>,
    /// The cells of the pattern (a subset's cells, a wing's pivot then pincers, …).
    pub cells: Vec<Cell, MAX_PATTERN_CELLS>,
}

impl Step {
    pub(crate) fn new(technique: Technique) -> Step {
        Step {
            technique,
            placements: Vec::new(),
            eliminations: Vec::new(),
            digits: DigitSet::EMPTY,
            units: Vec::new(),
            cells: Vec::new(),
        }
    }

    /// A step placing `digit` at cell `index`, found in `unit` (if any).
    pub(crate) fn single(
        technique: Technique,
        index: usize,
        digit: u8,
        unit: Option<usize>,
    ) -> Step {
        let mut s = Step::with(technique, DigitSet::single(digit));
        if let Some(c) = Cell::new(index) {
            let _ = s.placements.push((c, digit));
        }
        if let Some(u) = unit {
            s.add_unit(u);
        }
        s
    }

    /// An empty step of `technique` about `digits`.
    pub(crate) fn with(technique: Technique, digits: DigitSet) -> Step {
        let mut s = Step::new(technique);
        s.digits = digits;
        s
    }

    pub(crate) fn eliminate(&mut self, index: usize, digit: u8) {
        if let Some(c) = Cell::new(index) {
            if !self.eliminations.contains(&(c, digit)) {
                let _ = self.eliminations.push((c, digit));
            }
        }
    }

    /// Removes `digit` from every cell of the bit set `cells`.
    pub(crate) fn eliminate_all(&mut self, cells: u128, digit: u8) {
        for i in board::bits(cells) {
            self.eliminate(i, digit);
        }
    }

    /// Records a unit of the pattern.
    pub(crate) fn add_unit(&mut self, unit: usize) {
        let _ = self.units.push(unit as u8);
    }

    /// Records a cell of the pattern.
    pub(crate) fn add_cell(&mut self, index: usize) {
        if let Some(c) = Cell::new(index) {
            let _ = self.cells.push(c);
        }
    }

    /// A step of a pattern on `cells` that removes `digit` from `victims` (a cell bit set);
    /// `None` when there are no victims.
    pub(crate) fn removing(
        technique: Technique,
        cells: &[usize],
        digit: u8,
        victims: u128,
    ) -> Option<Step> {
        if victims == 0 {
            return None;
        }
        let mut s = Step::with(technique, DigitSet::single(digit));
        for &c in cells {
            s.add_cell(c);
        }
        s.eliminate_all(victims, digit);
        Some(s)
    }

    /// Whether the step does anything, for finders that build a step and then check it.
    pub(crate) fn is_useful(&self) -> bool {
        !self.eliminations.is_empty() || !self.placements.is_empty()
    }

    /// Applies the step to a candidate state; returns whether anything changed.
    ///
    /// ```
    /// use sudoku_engine::{Grid, candidates::Candidates, rater::next_step};
    /// let grid: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    ///     .parse()
    ///     .unwrap();
    /// let mut pm = Candidates::new(&grid);
    /// let step = next_step(&pm).unwrap();
    /// assert!(step.apply(&mut pm));
    /// assert_eq!(pm.grid().filled(), grid.filled() + 1);
    /// ```
    pub fn apply(&self, candidates: &mut Candidates) -> bool {
        let mut changed = false;
        for &(cell, digit) in &self.placements {
            changed |= candidates.get(cell).contains(digit) && candidates.place(cell, digit);
        }
        for &(cell, digit) in &self.eliminations {
            changed |= candidates.eliminate(cell, digit);
        }
        changed
    }
}

/// Writes `row 3`, `column 5` or `box 4` for a unit index.
struct UnitName(u8);

impl fmt::Display for UnitName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let u = self.0;
        match u {
            0..=8 => write!(f, "row {}", u + 1),
            9..=17 => write!(f, "column {}", u - 8),
            _ => write!(f, "box {}", u.saturating_sub(17)),
        }
    }
}

/// Writes items separated by `, `.
fn list<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    items: impl Iterator<Item = T>,
) -> fmt::Result {
    for (k, item) in items.enumerate() {
        if k > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

/// Writes digits as `3, 7` or `3 and 7`.
fn digit_list(f: &mut fmt::Formatter<'_>, digits: DigitSet, and: bool) -> fmt::Result {
    let n = digits.len();
    for (k, d) in digits.iter().enumerate() {
        if k > 0 {
            f.write_str(if and && k + 1 == n as usize {
                " and "
            } else {
                ", "
            })?;
        }
        write!(f, "{d}")?;
    }
    Ok(())
}

impl Step {
    /// Writes the eliminations grouped by digit: `3 from r1c1, r1c4; 7 from r2c2`.
    fn write_eliminations(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for d in 1..=9u8 {
            let mut cells = self
                .eliminations
                .iter()
                .filter(|e| e.1 == d)
                .map(|e| e.0)
                .peekable();
            if cells.peek().is_none() {
                continue;
            }
            if !first {
                f.write_str("; ")?;
            }
            first = false;
            write!(f, "{d} from ")?;
            list(f, cells)?;
        }
        Ok(())
    }

    fn unit_name(&self, k: usize) -> UnitName {
        UnitName(self.units.get(k).copied().unwrap_or(0))
    }
}

impl fmt::Display for Step {
    /// One human sentence, e.g. `hidden single: 7 can only go in r3c5 within row 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Technique::*;
        let t = self.technique;
        write!(f, "{t}: ")?;
        let placed = self.placements.first().copied();
        let digit = self.digits.first().unwrap_or(0);
        match (t, placed) {
            (FullHouse, Some((c, d))) => {
                return write!(
                    f,
                    "{c} is the last empty cell in {}, so it is {d}",
                    self.unit_name(0)
                );
            }
            (HiddenSingle, Some((c, d))) => {
                return write!(f, "{d} can only go in {c} within {}", self.unit_name(0));
            }
            (NakedSingle, Some((c, d))) => return write!(f, "{c} can only be {d}"),
            (TrialAndError, Some((c, d))) => {
                return write!(f, "no technique applies; the solution has {d} at {c}");
            }
            (Pointing | Claiming, _) => write!(
                f,
                "in {}, {digit} lies only in {}",
                self.unit_name(0),
                self.unit_name(1)
            )?,
            (NakedPair | NakedTriple | NakedQuad, _) => {
                list(f, self.cells.iter())?;
                f.write_str(" hold only ")?;
                digit_list(f, self.digits, true)?;
                write!(f, " within {}", self.unit_name(0))?;
            }
            (HiddenPair | HiddenTriple | HiddenQuad, _) => {
                write!(f, "in {}, ", self.unit_name(0))?;
                digit_list(f, self.digits, true)?;
                f.write_str(" can only go in ")?;
                list(f, self.cells.iter())?;
            }
            (XWing | Swordfish | Jellyfish, _) => {
                let n = self.units.len() / 2;
                write!(f, "{digit} in ")?;
                list(f, self.units[..n].iter().map(|&u| UnitName(u)))?;
                f.write_str(" lies only in ")?;
                list(f, self.units[n..].iter().map(|&u| UnitName(u)))?;
            }
            (Skyscraper | TwoStringKite, _) => {
                let c = |k: usize| self.cells.get(k).copied();
                if let (Some(n1), Some(f1), Some(n2), Some(f2)) = (c(0), c(1), c(2), c(3)) {
                    write!(
                        f,
                        "{digit} has two places in {} and in {}; {n1} and {n2} see each \
                         other, so {f1} or {f2} is {digit}",
                        self.unit_name(0),
                        self.unit_name(1)
                    )?;
                }
            }
            (XYWing | XYZWing, _) => {
                if let Some(p) = self.cells.first() {
                    write!(f, "pivot {p} with pincers ")?;
                }
                list(f, self.cells.iter().skip(1))?;
                write!(f, " force {digit} into a pincer")?;
            }
            (WWing, _) => {
                f.write_str("bivalue cells ")?;
                list(f, self.cells.iter().take(2))?;
                f.write_str(" are joined by the conjugate pair ")?;
                list(f, self.cells.iter().skip(2))?;
            }
            (UniqueRectangle, _) => {
                list(f, self.cells.iter())?;
                f.write_str(" would form a deadly pattern on ")?;
                digit_list(f, self.digits, true)?;
            }
            (SimpleColouring, _) => {
                write!(f, "colouring the conjugate pairs of {digit} starting at ")?;
                list(f, self.cells.iter().take(1))?;
                f.write_str(" gives a contradiction or a trap")?;
            }
            _ => {}
        }
        f.write_str(", so remove ")?;
        self.write_eliminations(f)
    }
}

/// A technique finder: the first step of its kind in a position, if any.
type Finder = fn(&Board<'_>) -> Option<Step>;

/// The ladder after the singles: each finder with the level it belongs to, easiest first.
const LADDER: [(Level, Finder); 19] = [
    (Level::Easy, singles::naked_single),
    (Level::Medium, intersections::pointing),
    (Level::Medium, intersections::claiming),
    (Level::Medium, subsets::naked_pair),
    (Level::Medium, subsets::hidden_pair),
    (Level::Medium, subsets::naked_triple),
    (Level::Medium, subsets::hidden_triple),
    (Level::Medium, subsets::naked_quad),
    (Level::Medium, subsets::hidden_quad),
    (Level::Hard, fish::x_wing),
    (Level::Hard, fish::swordfish),
    (Level::Hard, single_digit::skyscraper),
    (Level::Hard, single_digit::two_string_kite),
    (Level::Hard, wings::xy_wing),
    (Level::Hard, wings::xyz_wing),
    (Level::Hard, wings::w_wing),
    (Level::Hard, uniqueness::unique_rectangle),
    (Level::Hard, single_digit::simple_colouring),
    (Level::Hard, fish::jellyfish),
];

/// The easiest step using techniques up to `max`, or `None`.
fn find_step(board: &Board<'_>, max: Level) -> Option<Step> {
    if let Some(s) = singles::full_house(board).or_else(|| singles::hidden_single(board)) {
        return Some(s);
    }
    LADDER
        .iter()
        .take_while(|(level, _)| *level <= max)
        .find_map(|(_, finder)| finder(board))
}

/// The easiest logical step available in `candidates` (techniques up to [`Level::Hard`]), or
/// `None` when the grid is full, broken (an empty cell without candidates), or needs more
/// than the ladder. For hints.
///
/// ```
/// use sudoku_engine::{Grid, candidates::Candidates, rater::{Technique, next_step}};
/// let grid: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///     .parse()
///     .unwrap();
/// let step = next_step(&Candidates::new(&grid)).unwrap();
/// assert_eq!(step.technique, Technique::HiddenSingle);
/// assert_eq!(step.to_string(), "hidden single: 8 can only go in r1c6 within box 2");
/// ```
pub fn next_step(candidates: &Candidates) -> Option<Step> {
    let board = Board::new(candidates);
    if board.broken() {
        return None;
    }
    find_step(&board, Level::Hard)
}

/// What the rater found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rating {
    /// The puzzle's level.
    pub level: Level,
    /// The hardest technique on the path; `None` for a full grid. For [`Level::Expert`]
    /// this is [`Technique::TrialAndError`].
    pub hardest: Option<Technique>,
    /// Steps on the path (placements by singles or trial, and elimination steps).
    pub steps: u32,
}

/// Why a puzzle cannot be rated.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RateError {
    /// The puzzle has no solution.
    NoSolution,
    /// The puzzle has more than one solution.
    MultipleSolutions,
    /// The solver gave up.
    Solver(SolveError),
}

impl fmt::Display for RateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RateError::NoSolution => f.write_str("the puzzle has no solution"),
            RateError::MultipleSolutions => f.write_str("the puzzle has more than one solution"),
            RateError::Solver(e) => write!(f, "the solver failed: {e}"),
        }
    }
}

impl core::error::Error for RateError {}

/// Rates a puzzle: it must have exactly one solution. Follows the easiest available step
/// each time; when no technique applies, places the solution's digit in a cell with the
/// fewest candidates ([`Technique::TrialAndError`], level [`Level::Expert`]) and goes on.
pub fn rate(puzzle: &Grid) -> Result<Rating, RateError> {
    let solution = match solve(puzzle) {
        Ok(Solution::Unique(s)) => s,
        Ok(Solution::None) => return Err(RateError::NoSolution),
        Ok(Solution::Multiple(_)) => return Err(RateError::MultipleSolutions),
        Err(e) => return Err(RateError::Solver(e)),
    };
    let mut pm = Candidates::new(puzzle);
    let mut hardest: Option<Technique> = None;
    let mut steps = 0u32;
    while !pm.grid().is_full() {
        steps = steps.saturating_add(1);
        let step = next_step(&pm).filter(|s| s.apply(&mut pm));
        let technique = match step {
            Some(s) => s.technique,
            None => {
                // Trial: the solution's digit in an empty cell with the fewest candidates.
                let Some(cell) = Cell::all()
                    .filter(|&c| pm.grid().get(c) == 0)
                    .min_by_key(|&c| pm.get(c).len())
                else {
                    break;
                };
                if !pm.place(cell, solution.get(cell)) {
                    break;
                }
                Technique::TrialAndError
            }
        };
        hardest = hardest.max(Some(technique));
    }
    Ok(Rating {
        level: hardest.map_or(Level::Easy, Technique::level),
        hardest,
        steps,
    })
}

/// The result of a logical solve capped at a level (for the generator).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Outcome {
    /// Whether the techniques up to the cap filled the grid.
    pub solved: bool,
    /// The hardest technique used.
    pub hardest: Option<Technique>,
    /// Whether a step assumed uniqueness (then a logical solve does not prove it).
    pub assumed_uniqueness: bool,
}

impl Outcome {
    /// The level of the path so far.
    pub fn level(&self) -> Level {
        self.hardest.map_or(Level::Easy, Technique::level)
    }
}

/// Solves `grid` with techniques up to `max`, the same path as [`rate`] (easiest step
/// first), but placing every full house and hidden single of a scan at once: they are all
/// forced, so the set reached is the same, and it is several times faster.
pub(crate) fn solve_logically(grid: &Grid, max: Level) -> Outcome {
    let mut pm = Candidates::new(grid);
    let mut out = Outcome {
        solved: false,
        hardest: None,
        assumed_uniqueness: false,
    };
    // Every round places a digit or removes a candidate: 81 * 10 rounds is a safe bound.
    for _ in 0..810 {
        if pm.grid().is_full() {
            out.solved = pm.grid().is_solved();
            return out;
        }
        let board = Board::new(&pm);
        if board.broken() {
            return out;
        }
        let (found, technique) = singles::hidden_singles(&board);
        if !found.is_empty() {
            if !singles::place_all(&mut pm, &found) {
                return out;
            }
            out.hardest = out.hardest.max(technique);
            continue;
        }
        let Some(step) = LADDER
            .iter()
            .take_while(|(level, _)| *level <= max)
            .find_map(|(_, finder)| finder(&board))
        else {
            return out;
        };
        if !step.apply(&mut pm) {
            return out;
        }
        out.hardest = out.hardest.max(Some(step.technique));
        out.assumed_uniqueness |= step.technique.assumes_uniqueness();
    }
    out
}

#[cfg(test)]
pub(crate) mod test_util {
    //! Helpers for technique tests: positions built by hand from candidate lists.
    extern crate std;
    pub use std::string::ToString;

    use super::*;

    /// The cell at 1-based row and column.
    pub fn rc(r: usize, c: usize) -> Cell {
        Cell::at(r - 1, c - 1).unwrap()
    }

    /// A candidate state from a grid line.
    pub fn from_line(line: &str) -> Candidates {
        Candidates::new(&line.parse::<Grid>().unwrap())
    }

    /// Keeps only `digits` (a string like "37") at the cell.
    pub fn keep(pm: &mut Candidates, cell: Cell, digits: &str) {
        let mut set = DigitSet::EMPTY;
        for ch in digits.bytes() {
            set = set.with(ch - b'0');
        }
        pm.restrict(cell, set);
    }

    /// Removes `digit` from every cell of a unit except the listed ones.
    pub fn confine(pm: &mut Candidates, unit: usize, digit: u8, except: &[Cell]) {
        for &i in &crate::units::UNIT_CELLS[unit] {
            let c = Cell::new(usize::from(i)).unwrap();
            if !except.contains(&c) {
                pm.eliminate(c, digit);
            }
        }
    }

    /// The eliminations of a step as sorted `(cell name, digit)`.
    pub fn elims(step: &Step) -> std::vec::Vec<(std::string::String, u8)> {
        let mut v: std::vec::Vec<_> = step
            .eliminations
            .iter()
            .map(|&(c, d)| (c.to_string(), d))
            .collect();
        v.sort();
        v
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::string::ToString;

    #[test]
    fn technique_levels_follow_the_ladder_order() {
        let mut last = Level::Easy;
        for t in Technique::ALL {
            assert!(t.level() >= last, "{t}");
            last = t.level();
        }
        assert_eq!(Technique::XWing.to_string(), "X-Wing");
        assert_eq!(Technique::HiddenSingle.level(), Level::Easy);
    }

    #[test]
    fn rate_reports_errors_as_sentences() {
        assert_eq!(rate(&Grid::EMPTY), Err(RateError::MultipleSolutions));
        let g: Grid =
            "12345678.........9..............................................................."
                .parse()
                .unwrap();
        assert_eq!(rate(&g), Err(RateError::NoSolution));
        assert_eq!(
            RateError::MultipleSolutions.to_string(),
            "the puzzle has more than one solution"
        );
    }

    #[test]
    fn hints_never_panic_or_loop_on_arbitrary_pencil_marks() {
        // Random, mostly inconsistent candidate states: every hint must change the state,
        // and the walk must end.
        let mut rng = crate::rng::SeededRng::new(9);
        for _ in 0..300 {
            let mut pm = Candidates::new(&Grid::EMPTY);
            for cell in Cell::all() {
                if rng.below(3) != 0 {
                    pm.restrict(cell, DigitSet::from_bits(rng.next_u32() as u16));
                }
            }
            let mut n = 0;
            while let Some(step) = next_step(&pm) {
                let _ = step.to_string();
                assert!(step.apply(&mut pm), "{step}");
                n += 1;
                assert!(n < 2000);
            }
        }
    }

    #[test]
    fn a_full_grid_rates_easy_with_no_technique() {
        let g: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        assert_eq!(
            rate(&g),
            Ok(Rating {
                level: Level::Easy,
                hardest: None,
                steps: 0
            })
        );
    }
}
