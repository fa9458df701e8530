//! Version, levels and their names.

use core::ffi::c_char;

use sudoku_engine::Level;

use crate::names;

/// The library's version, `(major << 16) | (minor << 8) | patch`.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_version() -> u32 {
    const fn number(s: &str) -> u32 {
        match u32::from_str_radix(s, 10) {
            Ok(n) => n,
            Err(_) => panic!("a version field is not a number"),
        }
    }
    const VERSION: u32 = (number(env!("CARGO_PKG_VERSION_MAJOR")) << 16)
        | (number(env!("CARGO_PKG_VERSION_MINOR")) << 8)
        | number(env!("CARGO_PKG_VERSION_PATCH"));
    VERSION
}

/// The hardest level `sudoku_generate` accepts in this build.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_max_level() -> i32 {
    level_code(sudoku_engine::generator::MAX_LEVEL)
}

/// The lowercase name of a level, or null for a number that is no level.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_level_name(level: i32) -> *const c_char {
    level_of(level).map_or(core::ptr::null(), names::level)
}

/// The level of a C level number (`SUDOKU_EASY` = 0 .. `SUDOKU_EXTREME` = 4).
pub(crate) fn level_of(code: i32) -> Option<Level> {
    usize::try_from(code)
        .ok()
        .and_then(|i| Level::ALL.get(i))
        .copied()
}

/// The C level number of a level: its place in [`Level::ALL`], easiest first, as declared.
pub(crate) const fn level_code(level: Level) -> i32 {
    level as i32
}
