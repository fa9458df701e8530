//! Test harness shared by the firmware binaries (`solve`, later `full`).
//!
//! Everything a binary needs besides the engine: semihosting output without `core::fmt`
//! (keeps the image small), pass/fail bookkeeping that ends QEMU with the right exit code,
//! stack painting for the peak stack, a SysTick clock that counts instructions under
//! `qemu -icount shift=0`, and compile-time readers for the embedded text data.
#![no_std]

pub mod data;

use core::panic::PanicInfo;
use core::ptr::{addr_of, read_volatile, write_volatile};
use core::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};

use cortex_m::peripheral::SYST;
use cortex_m::peripheral::syst::SystClkSource;
use cortex_m_rt::{ExceptionFrame, exception};
use cortex_m_semihosting::{debug, hio};

// ---------------------------------------------------------------------------------------
// Output and verdict

/// Writes to the host's stdout through semihosting. Numbers are printed without `core::fmt`
/// (and without division, which is a library call on the M0).
pub struct Report {
    out: Option<hio::HostStream>,
    passed: u32,
    failed: u32,
}

impl Report {
    /// Opens the semihosting console.
    pub fn new() -> Report {
        Report {
            out: hio::hstdout().ok(),
            passed: 0,
            failed: 0,
        }
    }

    /// Prints text as is.
    pub fn str(&mut self, s: &str) -> &mut Report {
        self.bytes(s.as_bytes())
    }

    /// Prints raw bytes.
    pub fn bytes(&mut self, b: &[u8]) -> &mut Report {
        if let Some(out) = self.out.as_mut() {
            let _ = out.write_all(b);
        }
        self
    }

    /// Prints an unsigned number in decimal (by subtracting powers of ten: no division).
    pub fn num(&mut self, mut n: u32) -> &mut Report {
        const POWERS: [u32; 10] = [
            1_000_000_000,
            100_000_000,
            10_000_000,
            1_000_000,
            100_000,
            10_000,
            1_000,
            100,
            10,
            1,
        ];
        let mut buf = [0u8; 10];
        let mut len = 0;
        for (k, &p) in POWERS.iter().enumerate() {
            let mut d = b'0';
            while n >= p {
                n -= p;
                d += 1;
            }
            if d != b'0' || len != 0 || k == POWERS.len() - 1 {
                if let Some(b) = buf.get_mut(len) {
                    *b = d;
                }
                len += 1;
            }
        }
        self.bytes(buf.get(..len).unwrap_or(&buf))
    }

    /// Prints a 64-bit number in decimal (in two parts below 10^10, so no 64-bit division).
    pub fn num64(&mut self, n: u64) -> &mut Report {
        const E9: u64 = 1_000_000_000;
        if n <= u64::from(u32::MAX) {
            return self.num(n as u32);
        }
        // n = high * 10^9 + low; high < 2^64 / 10^9 < 2^35, found by subtracting 2^k * 10^9.
        let (mut high, mut low) = (0u64, n);
        let mut k = 34;
        loop {
            if low >= E9 << k {
                low -= E9 << k;
                high += 1 << k;
            }
            if k == 0 {
                break;
            }
            k -= 1;
        }
        self.num64(high);
        let low = low as u32;
        // Zero-pad `low` to 9 digits.
        let mut digits = 1;
        let mut p = 10u32;
        while digits < 9 && low >= p {
            digits += 1;
            p *= 10;
        }
        for _ in digits..9 {
            self.bytes(b"0");
        }
        self.num(low)
    }

    /// Prints a 32-bit number as `0x` and 8 hex digits.
    pub fn hex(&mut self, n: u32) -> &mut Report {
        let mut buf = *b"0x00000000";
        for (i, b) in buf[2..].iter_mut().enumerate() {
            let nibble = (n >> (28 - 4 * i)) & 0xf;
            *b = b"0123456789abcdef"[nibble as usize];
        }
        self.bytes(&buf)
    }

    /// Ends the line.
    pub fn nl(&mut self) -> &mut Report {
        self.bytes(b"\n")
    }

    /// Records one check; a failure is printed at once with its name.
    pub fn check(&mut self, name: impl AsRef<[u8]>, ok: bool) -> bool {
        if ok {
            self.passed += 1;
        } else {
            self.failed += 1;
            self.str("FAIL: ").bytes(name.as_ref()).nl();
        }
        ok
    }

    /// Checks so far that failed.
    pub fn failures(&self) -> u32 {
        self.failed
    }

    /// Prints `N passed, M failed` and ends QEMU: exit code 0 only if nothing failed.
    pub fn finish(&mut self) -> ! {
        let (passed, failed) = (self.passed, self.failed);
        self.num(passed)
            .str(" passed, ")
            .num(failed)
            .str(" failed")
            .nl();
        exit(failed == 0)
    }
}

impl Default for Report {
    fn default() -> Report {
        Report::new()
    }
}

/// Ends the QEMU run: exit code 0 on success, 1 on failure.
pub fn exit(success: bool) -> ! {
    debug::exit(if success {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    #[allow(clippy::empty_loop)]
    loop {}
}

/// A panic fails the run. Without its location: printing it keeps every panic site's file
/// name and line in the image's flash, which the `solve` image's budget cannot spare; a
/// debugger shows where.
#[panic_handler]
fn panic(_: &PanicInfo) -> ! {
    Report::new().str("PANIC").nl();
    exit(false)
}

#[exception]
unsafe fn HardFault(frame: &ExceptionFrame) -> ! {
    Report::new().str("HARD FAULT at pc ").hex(frame.pc()).nl();
    exit(false)
}

// ---------------------------------------------------------------------------------------
// Stack painting

const PAINT: u32 = 0x5a5a_a5a5;

unsafe extern "C" {
    /// Lowest address the stack may grow to (end of .bss/.uninit), from cortex-m-rt's link.x.
    static _stack_end: u32;
    /// Initial stack pointer (top of RAM).
    static _stack_start: u32;
}

/// Lowest stack address seen in use by earlier, already scanned, measurements.
static LOW_WATER: AtomicUsize = AtomicUsize::new(usize::MAX);
/// Whether the stack has been painted (before that, a scan means nothing).
static PAINTED: AtomicBool = AtomicBool::new(false);

fn stack_bottom() -> usize {
    addr_of!(_stack_end) as usize
}

fn stack_top() -> usize {
    addr_of!(_stack_start) as usize
}

/// Paints the free part of the stack (below the current stack pointer) with a pattern and
/// returns that stack pointer. Nothing below the stack pointer is live, and the loop runs
/// in registers, so this is safe to call at any time with interrupts that do not use the
/// painted area meanwhile (SysTick's 32-byte frame is simply counted as used). Inlined, so
/// the stack pointer is the caller's: work called afterwards is measured from there.
#[inline(always)]
pub fn paint_stack() -> usize {
    remember_low_water();
    let sp = cortex_m::register::msp::read() as usize & !3;
    let mut p = stack_bottom();
    while p < sp {
        // SAFETY: [stack_bottom, sp) is RAM reserved for the stack and currently unused.
        unsafe { write_volatile(p as *mut u32, PAINT) };
        p += 4;
    }
    PAINTED.store(true, Ordering::Relaxed);
    sp
}

/// Lowest address written since the last [`paint_stack`].
fn scan_low_water() -> usize {
    let mut p = stack_bottom();
    let top = stack_top();
    // SAFETY: reads of RAM between the linker's stack bounds.
    while p < top && unsafe { read_volatile(p as *const u32) } == PAINT {
        p += 4;
    }
    p
}

fn remember_low_water() {
    if !PAINTED.load(Ordering::Relaxed) {
        return;
    }
    let low = scan_low_water();
    if low < LOW_WATER.load(Ordering::Relaxed) {
        LOW_WATER.store(low, Ordering::Relaxed);
    }
}

/// Runs `f` and returns its result with the bytes of stack it used below the caller's
/// stack pointer (the deepest point of `f` and everything it called).
#[inline(always)]
pub fn measure_stack<R>(f: impl FnOnce() -> R) -> (R, u32) {
    let mark = paint_stack();
    let r = f();
    (r, stack_used_below(mark))
}

/// Bytes of stack written below `mark` (a value returned by [`paint_stack`]) since then.
#[inline(never)]
pub fn stack_used_below(mark: usize) -> u32 {
    let low = scan_low_water();
    remember_low_water();
    mark.saturating_sub(low) as u32
}

/// Peak stack of the whole program so far: from the initial stack pointer to the lowest
/// address ever written (exact as long as [`paint_stack`] ran at the start of `main`).
pub fn peak_stack() -> u32 {
    remember_low_water();
    (stack_top() - LOW_WATER.load(Ordering::Relaxed)) as u32
}

// ---------------------------------------------------------------------------------------
// Instruction clock

/// Instructions per SysTick tick, times two (62.5 is not an integer):
/// `qemu -icount shift=0` runs one instruction per virtual nanosecond, and SysTick counts
/// the board's core clock: 16 MHz on the micro:bit (62.5 ns), 25 MHz on the MPS2 (40 ns).
#[cfg(board = "microbit")]
pub const INSNS_PER_TICK_X2: u32 = 125;
/// See the micro:bit value.
#[cfg(board = "mps2-an386")]
pub const INSNS_PER_TICK_X2: u32 = 80;

/// Board name, for the report.
#[cfg(board = "microbit")]
pub const BOARD: &str = "microbit (Cortex-M0)";
/// Board name, for the report.
#[cfg(board = "mps2-an386")]
pub const BOARD: &str = "mps2-an386 (Cortex-M4F)";

static WRAPS: AtomicU32 = AtomicU32::new(0);
const RELOAD: u32 = 0x00ff_ffff;

#[exception]
fn SysTick() {
    // Only this handler writes WRAPS (load + store: the M0 has no atomic add).
    WRAPS.store(WRAPS.load(Ordering::Relaxed) + 1, Ordering::Relaxed);
}

/// A free-running 24-bit SysTick on the core clock, extended to 64 bits by its interrupt.
pub struct Clock {
    _syst: SYST,
}

impl Clock {
    /// Starts SysTick.
    pub fn start(mut syst: SYST) -> Clock {
        syst.set_clock_source(SystClkSource::Core);
        syst.set_reload(RELOAD);
        syst.clear_current();
        syst.enable_interrupt();
        syst.enable_counter();
        Clock { _syst: syst }
    }

    /// Ticks since [`Clock::start`], modulo 2^32 (differences of up to ~2^32 ticks are exact).
    #[inline(never)]
    pub fn ticks(&self) -> u32 {
        loop {
            let before = WRAPS.load(Ordering::Relaxed);
            let current = SYST::get_current();
            if WRAPS.load(Ordering::Relaxed) == before {
                return (before << 24).wrapping_add(RELOAD - current);
            }
        }
    }

    /// Runs `f` and returns its result with the instructions it took (±1 tick of resolution,
    /// plus the few instructions of the two clock reads). Up to ~4.29e9 instructions.
    #[inline(always)]
    pub fn instructions<R>(&self, f: impl FnOnce() -> R) -> (R, u32) {
        let t0 = self.ticks();
        let r = f();
        let t1 = self.ticks();
        (r, ticks_to_instructions(t1.wrapping_sub(t0)))
    }

    /// [`Clock::instructions`] in 64 bits, for calls that can take more than 2^32
    /// instructions (generating an expert puzzle on the M4F); up to 2^32 ticks. A separate
    /// method because 64-bit arithmetic would not fit `solve`'s flash on the M0.
    #[inline(always)]
    pub fn long_instructions<R>(&self, f: impl FnOnce() -> R) -> (R, u64) {
        let t0 = self.ticks();
        let r = f();
        let t1 = self.ticks();
        let ticks = u64::from(t1.wrapping_sub(t0));
        (r, ticks * u64::from(INSNS_PER_TICK_X2) / 2)
    }
}

/// Instructions for a number of SysTick ticks (32-bit, no 64-bit multiply on the M0).
pub fn ticks_to_instructions(ticks: u32) -> u32 {
    let whole = ticks.wrapping_mul(INSNS_PER_TICK_X2 >> 1);
    whole.wrapping_add((ticks * (INSNS_PER_TICK_X2 & 1)) >> 1)
}

/// Executes exactly `2 * n` instructions (`subs` + `bne` per iteration), `n >= 1`.
#[inline(always)]
pub fn known_loop(n: u32) {
    // SAFETY: register-only countdown loop.
    unsafe {
        core::arch::asm!(
            "2:",
            "subs {n}, #1",
            "bne 2b",
            n = inout(reg) n => _,
            options(nomem, nostack),
        );
    }
}

/// The start every binary shares: paints the stack (so the peak covers the whole run),
/// opens the console, starts the instruction clock, prints `<name> on <board>` and checks the
/// clock.
pub fn start(name: &str) -> (Report, Clock) {
    paint_stack();
    let mut r = Report::new();
    let Some(cp) = cortex_m::Peripherals::take() else {
        r.str("core peripherals already taken").nl();
        exit(false)
    };
    let clock = Clock::start(cp.SYST);
    r.str(name).str(" on ").str(BOARD).nl();
    calibrate(&mut r, &clock);
    (r, clock)
}

/// Checks the instruction clock against a loop of known length: `2_000_000` instructions
/// must read as that many within one tick plus the clock reads.
pub fn calibrate(r: &mut Report, clock: &Clock) {
    const ITER: u32 = 1_000_000;
    let ((), small) = clock.instructions(|| known_loop(1));
    let ((), big) = clock.instructions(|| known_loop(ITER + 1));
    let measured = big.saturating_sub(small);
    r.str("clock: ")
        .num(2 * ITER)
        .str(" instructions measured as ")
        .num(measured)
        .nl();
    let err = measured.abs_diff(2 * ITER);
    r.check(
        "SysTick counts instructions (icount shift=0)",
        err <= 2 * INSNS_PER_TICK_X2,
    );
}
