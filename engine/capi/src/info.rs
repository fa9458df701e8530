//! Version, levels and their names.

use core::ffi::c_char;

use sudoku_engine::Level;

use crate::names;

/// The library's version, `(major << 16) | (minor << 8) | patch`.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_version() -> u32 {
    const fn number(s: &str) -> u32 {
        let b = s.as_bytes();
        let mut n = 0;
        let mut i = 0;
        while i < b.len() {
            n = n * 10 + (b[i] - b'0') as u32;
            i += 1;
        }
        n
    }
    const VERSION: u32 = (number(env!("CARGO_PKG_VERSION_MAJOR")) << 16)
        | (number(env!("CARGO_PKG_VERSION_MINOR")) << 8)
        | number(env!("CARGO_PKG_VERSION_PATCH"));
    VERSION
}

/// The hardest level `sudoku_generate` accepts in this build.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_max_level() -> i32 {
    level_code(max_level())
}

/// The lowercase name of a level, or null for a number that is no level.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_level_name(level: i32) -> *const c_char {
    level_of(level).map_or(core::ptr::null(), names::level)
}

/// The hardest level the engine as built can generate (expert and extreme need chains).
pub(crate) const fn max_level() -> Level {
    sudoku_engine::generator::MAX_LEVEL
}

/// The level of a C level number (`SUDOKU_EASY` = 0 .. `SUDOKU_EXTREME` = 4).
pub(crate) fn level_of(code: i32) -> Option<Level> {
    usize::try_from(code)
        .ok()
        .and_then(|i| Level::ALL.get(i))
        .copied()
}

/// The C level number of a level.
pub(crate) fn level_code(level: Level) -> i32 {
    Level::ALL
        .iter()
        .position(|&l| l == level)
        .map_or(-1, |i| i as i32)
}
