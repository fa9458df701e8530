//! `full`: generator + rater + solver on the target. Regenerates golden vectors of
//! tests/golden/ from their seeds (easy to hard; with the `chains` feature also expert and
//! extreme) and compares them with the host's by their hash, rates and solves each generated
//! puzzle, and reports instructions and stack. With `chains` (the M4F image), the other
//! symmetries' golden puzzles of easy to hard (symmetry.txt, the first seeds) are compared
//! with the host's by their hash.
#![no_std]
#![no_main]

use cortex_m_rt::entry;
use sudoku_firmware::peak_stack;

#[cfg(golden)]
mod golden {
    #[cfg(feature = "chains")]
    use sudoku_engine::Symmetry;
    use sudoku_engine::solver::DEFAULT_DEPTH;
    use sudoku_engine::{GenerateError, RateError, Rating, Solution, SolveError, Solver};
    use sudoku_engine::{Grid, Level, Request, generate_puzzle_using, rate_using};
    use sudoku_firmware::data;
    #[cfg(feature = "chains")]
    use sudoku_firmware::data::SYMMETRY_CASE;
    use sudoku_firmware::{Clock, Report, measure_stack};

    macro_rules! level {
        ($file:literal) => {{
            const TEXT: &[u8] = include_bytes!(concat!("../../../golden/", $file));
            const LEN: usize = data::golden_len(TEXT);
            static STREAM: [u8; LEN] = data::golden_stream::<LEN>(TEXT);
            &STREAM
        }};
    }

    /// The levels every image checks; run.sh compares their digest between the targets.
    static LEVELS: [(Level, &[u8]); 3] = [
        (Level::Easy, level!("easy.txt")),
        (Level::Medium, level!("medium.txt")),
        (Level::Hard, level!("hard.txt")),
    ];

    /// The symmetries symmetry.txt pins beside the default (which the level files pin), and
    /// the levels every image checks, as that file names them.
    #[cfg(feature = "chains")]
    const SYMMETRIES: [Symmetry; 4] = [
        Symmetry::None,
        Symmetry::Rotational90,
        Symmetry::Mirror,
        Symmetry::Diagonal,
    ];
    #[cfg(feature = "chains")]
    const SYMMETRY_NAMES: [&str; 4] = [
        SYMMETRIES[0].name(),
        SYMMETRIES[1].name(),
        SYMMETRIES[2].name(),
        SYMMETRIES[3].name(),
    ];
    #[cfg(feature = "chains")]
    const LEVEL_NAMES: [&str; 3] = [Level::Easy.name(), Level::Medium.name(), Level::Hard.name()];
    /// Seeds below this of each symmetry and level.
    #[cfg(feature = "chains")]
    const SYMMETRY_SEEDS: u64 = 2;
    #[cfg(feature = "chains")]
    static SYMMETRY_CASES: &[u8] = {
        const TEXT: &[u8] = include_bytes!("../../../golden/symmetry.txt");
        const LEN: usize =
            data::symmetry_cases_len(TEXT, &SYMMETRY_NAMES, &LEVEL_NAMES, SYMMETRY_SEEDS);
        static STREAM: [u8; LEN] =
            data::symmetry_cases::<LEN>(TEXT, &SYMMETRY_NAMES, &LEVEL_NAMES, SYMMETRY_SEEDS);
        &STREAM
    };

    /// Expert and extreme need the engine's `chains` feature, which does not fit the M0's
    /// 32 KiB budget: run.sh builds it into the M4F image only.
    #[cfg(feature = "chains")]
    static CHAIN_LEVELS: [(Level, &[u8]); 2] = [
        (Level::Expert, level!("expert.txt")),
        (Level::Extreme, level!("extreme.txt")),
    ];

    // Each engine call in its own frame, below the stack measurement's mark.
    #[inline(never)]
    fn generate_(
        solver: &mut Solver<DEFAULT_DEPTH>,
        request: &Request,
        seed: u64,
    ) -> Result<Grid, GenerateError> {
        generate_puzzle_using(solver, request, seed)
    }

    #[inline(never)]
    fn rate_(solver: &mut Solver<DEFAULT_DEPTH>, puzzle: &Grid) -> Result<Rating, RateError> {
        rate_using(solver, puzzle)
    }

    #[inline(never)]
    fn solve_(solver: &mut Solver<DEFAULT_DEPTH>, puzzle: &Grid) -> Result<Solution, SolveError> {
        solver.solve(puzzle)
    }

    /// Peak stack of each engine entry point, and instructions of `generate`.
    struct Stats {
        /// One solver for every call. It lives in `run`'s frame, not in a static behind a
        /// critical-section lock: a lock held for a whole engine call would hold SysTick's
        /// interrupt back, and the instruction clock would lose the counter's wraps (one per
        /// 2^24 ticks: 1.05 G instructions on the M0, 0.67 G on the M4F; generating one
        /// puzzle can take several). Its bytes count as stack instead of static RAM; the
        /// budget is on their sum.
        solver: Solver<DEFAULT_DEPTH>,
        stacks: [u32; 3], // generate, rate, solve
        digest: u32,
        total: u64,
        max: u64,
    }

    /// Regenerates, compares, rates and solves every golden puzzle of the image's levels.
    pub fn run(r: &mut Report, clock: &Clock) {
        let mut stats = Stats {
            solver: Solver::new(),
            stacks: [0; 3],
            digest: data::fnv1a(&[]),
            total: 0,
            max: 0,
        };
        levels(r, clock, &LEVELS, &mut stats);
        r.str("digest: ").hex(stats.digest).nl();
        // The other symmetries do not fit the M0's 32 KiB beside the rest: the M4F checks
        // them against the host's puzzles.
        #[cfg(feature = "chains")]
        {
            stats.digest = data::fnv1a(&[]);
            symmetries(r, &mut stats);
            r.str("symmetry digest: ").hex(stats.digest).nl();
        }
        // A digest of its own, so that `digest` stays comparable with the M0's.
        #[cfg(feature = "chains")]
        {
            stats.digest = data::fnv1a(&[]);
            levels(r, clock, &CHAIN_LEVELS, &mut stats);
            r.str("chains digest: ").hex(stats.digest).nl();
        }
        r.str("stack of generate: ")
            .num(stats.stacks[0])
            .str(" bytes, rate: ")
            .num(stats.stacks[1])
            .str(" bytes, solve: ")
            .num(stats.stacks[2])
            .str(" bytes")
            .nl();
    }

    /// Every golden line of `levels`, with a summary line per level.
    fn levels(r: &mut Report, clock: &Clock, levels: &[(Level, &[u8])], stats: &mut Stats) {
        for (level, stream) in levels {
            stats.total = 0;
            stats.max = 0;
            let mut count = 0;
            for (seed, golden) in data::golden_lines(stream) {
                count += 1;
                let ok = case(r, clock, *level, seed, golden, stats);
                r.check(level.name(), ok);
            }
            r.str(level.name())
                .str(": ")
                .num(count)
                .str(" generated, ")
                .num64(stats.max)
                .str(" instructions max, ")
                .num64(stats.total)
                .str(" total")
                .nl();
        }
    }

    #[cfg(feature = "chains")]
    /// The symmetry cases: generate and compare the hash (the host checks that the golden
    /// puzzles are symmetric and of their level).
    fn symmetries(r: &mut Report, stats: &mut Stats) {
        let mut count = 0;
        for case in SYMMETRY_CASES.chunks_exact(SYMMETRY_CASE) {
            let symmetry = SYMMETRIES[usize::from(case[0])];
            let level = LEVELS[usize::from(case[1])].0;
            let seed = u64::from(case[2]);
            let hash = u32::from_le_bytes([case[3], case[4], case[5], case[6]]);
            let request = Request::level(level).with_symmetry(symmetry);
            let ok = match generate_(&mut stats.solver, &request, seed) {
                Ok(puzzle) => {
                    let cells = data::fnv1a(puzzle.cells());
                    stats.digest = (stats.digest ^ cells).wrapping_mul(0x0100_0193);
                    cells == hash
                }
                Err(_) => false,
            };
            r.check("symmetry", ok);
            count += 1;
        }
        r.str("symmetries: ").num(count).str(" generated").nl();
    }

    /// One golden line: generate from the seed, compare, rate, solve.
    #[inline(never)]
    fn case(
        r: &mut Report,
        clock: &Clock,
        level: Level,
        seed: u64,
        golden: u32,
        stats: &mut Stats,
    ) -> bool {
        let ((generated, insns), stack) = measure_stack(|| {
            clock.long_instructions(|| generate_(&mut stats.solver, &Request::level(level), seed))
        });
        stats.stacks[0] = stats.stacks[0].max(stack);
        stats.total += insns;
        stats.max = stats.max.max(insns);
        let Ok(puzzle) = generated else {
            r.str(level.name())
                .str(" seed ")
                .num64(seed)
                .str(": generate failed")
                .nl();
            return false;
        };
        let hash = data::fnv1a(puzzle.cells());
        let same = hash == golden;
        stats.digest = (stats.digest ^ hash).wrapping_mul(0x0100_0193);
        let (rating, stack) = measure_stack(|| rate_(&mut stats.solver, &puzzle));
        stats.stacks[1] = stats.stacks[1].max(stack);
        let rated = matches!(rating, Ok(rt) if rt.level == level);
        let (solution, stack) = measure_stack(|| solve_(&mut stats.solver, &puzzle));
        stats.stacks[2] = stats.stacks[2].max(stack);
        let solved = matches!(solution, Ok(Solution::Unique(s)) if s.solves(&puzzle));
        if !(same && rated && solved) {
            r.str(level.name())
                .str(" seed ")
                .num64(seed)
                .str(if same { "" } else { ": differs from golden" })
                .str(if rated { "" } else { ": wrong rating" })
                .str(if solved { "" } else { ": not uniquely solved" })
                .nl();
        }
        same && rated && solved
    }
}

#[entry]
fn main() -> ! {
    #[allow(unused_mut)]
    let (mut r, clock) = sudoku_firmware::start("full");
    #[cfg(golden)]
    golden::run(&mut r, &clock);
    #[cfg(not(golden))]
    {
        let _ = &clock;
        r.check("tests/golden/*.txt present at build time", false);
    }
    r.str("stack used: ").num(peak_stack()).str(" bytes").nl();
    r.finish()
}
