//! `full`: generator + rater + solver on the target. Regenerates golden vectors of
//! tests/golden/ from their seeds and compares them cell for cell with the host's, rates and
//! solves each generated puzzle, and reports instructions and stack.
#![no_std]
#![no_main]

use cortex_m_rt::entry;
use sudoku_firmware::{BOARD, Clock, Report, calibrate, paint_stack, peak_stack};

#[cfg(golden)]
mod golden {
    use sudoku_engine::generator::generate;
    use sudoku_engine::rater::rate;
    use sudoku_engine::{Level, Solution, solve};
    use sudoku_firmware::data::{self, GoldenIter};
    use sudoku_firmware::{Clock, Report, measure_stack};

    macro_rules! level {
        ($file:literal) => {{
            const TEXT: &[u8] = include_bytes!(concat!("../../../golden/", $file));
            const LEN: usize = data::golden_len(TEXT);
            static STREAM: [u8; LEN] = data::golden_stream::<LEN>(TEXT);
            &STREAM
        }};
    }

    static LEVELS: [(Level, &[u8]); 4] = [
        (Level::Easy, level!("easy.txt")),
        (Level::Medium, level!("medium.txt")),
        (Level::Hard, level!("hard.txt")),
        (Level::Expert, level!("expert.txt")),
    ];

    /// Regenerates, compares, rates and solves every golden puzzle.
    pub fn run(r: &mut Report, clock: &Clock) {
        let mut digest = data::fnv1a(&[]);
        let mut stacks = [0u32; 3]; // generate, rate, solve
        for (level, stream) in LEVELS.iter() {
            let (mut total, mut max, mut count) = (0u64, 0u32, 0u32);
            for (seed, golden) in GoldenIter::new(stream) {
                count += 1;
                let ((generated, insns), stack) =
                    measure_stack(|| clock.instructions(|| generate(*level, seed)));
                stacks[0] = stacks[0].max(stack);
                total += u64::from(insns);
                max = max.max(insns);
                let name = level.name();
                let Ok(puzzle) = generated else {
                    r.str(name)
                        .str(" seed ")
                        .num64(seed)
                        .str(": generate failed")
                        .nl();
                    r.check(name, false);
                    continue;
                };
                let same = *puzzle.cells() == golden;
                digest = (digest ^ data::fnv1a(puzzle.cells())).wrapping_mul(0x0100_0193);
                let (rating, stack) = measure_stack(|| rate(&puzzle));
                stacks[1] = stacks[1].max(stack);
                let rated = matches!(rating, Ok(rt) if rt.level == *level);
                let (solution, stack) = measure_stack(|| solve(&puzzle));
                stacks[2] = stacks[2].max(stack);
                let solved = matches!(solution, Ok(Solution::Unique(s)) if s.solves(&puzzle));
                if !(same && rated && solved) {
                    r.str(name)
                        .str(" seed ")
                        .num64(seed)
                        .str(if same { "" } else { ": differs from golden" })
                        .str(if rated { "" } else { ": wrong rating" })
                        .str(if solved { "" } else { ": not uniquely solved" })
                        .nl();
                }
                r.check(name, same && rated && solved);
            }
            r.str(level.name())
                .str(": ")
                .num(count)
                .str(" generated, ")
                .num(max)
                .str(" instructions max, ")
                .num64(total)
                .str(" total")
                .nl();
        }
        r.str("digest: ").hex(digest).nl();
        r.str("stack of generate: ")
            .num(stacks[0])
            .str(" bytes, rate: ")
            .num(stacks[1])
            .str(" bytes, solve: ")
            .num(stacks[2])
            .str(" bytes")
            .nl();
    }
}

#[entry]
fn main() -> ! {
    paint_stack();
    let mut r = Report::new();
    let Some(cp) = cortex_m::Peripherals::take() else {
        sudoku_firmware::exit(false)
    };
    let clock = Clock::start(cp.SYST);
    r.str("full on ").str(BOARD).nl();
    calibrate(&mut r, &clock);
    #[cfg(golden)]
    golden::run(&mut r, &clock);
    #[cfg(not(golden))]
    r.check("tests/golden/*.txt present at build time", false);
    r.str("stack used: ").num(peak_stack()).str(" bytes").nl();
    r.finish()
}
