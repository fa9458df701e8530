//! Static NUL-terminated names for C: the techniques' and the levels', built at compile time
//! from the engine's own `name()`s by one packer, so they cannot drift apart. The techniques' names are
//! packed into one string (not 47 fixed-size slots, which would waste flash on padding), and
//! only those a rating of this build can name: without chains, none of expert and extreme
//! but trial and error.

use core::ffi::c_char;

use sudoku_engine::Level;
use sudoku_engine::generator::MAX_LEVEL;
use sudoku_engine::rater::Technique;

/// Whether a rating of this build can name the technique: without chains (a `MAX_LEVEL`
/// of hard), only what every build has.
const fn named(t: Technique) -> bool {
    let chains = MAX_LEVEL as u8 > Level::Hard as u8;
    (t.level() as u8 <= MAX_LEVEL as u8 && (chains || t.in_every_build()))
        || matches!(t, Technique::TrialAndError)
}

/// How many techniques [`named`] keeps.
const COUNT: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < Technique::ALL.len() {
        if named(Technique::ALL[i]) {
            n += 1;
        }
        i += 1;
    }
    n
};

/// The techniques a rating of this build can name, easiest first.
const TECHNIQUES: [Technique; COUNT] = {
    let mut kept = [Technique::TrialAndError; COUNT];
    let (mut n, mut i) = (0, 0);
    while i < Technique::ALL.len() {
        if named(Technique::ALL[i]) {
            kept[n] = Technique::ALL[i];
            n += 1;
        }
        i += 1;
    }
    kept
};

/// The names of [`TECHNIQUES`].
const TECHNIQUE_NAMES: [&str; COUNT] = {
    let mut names = [""; COUNT];
    let mut i = 0;
    while i < COUNT {
        names[i] = TECHNIQUES[i].name();
        i += 1;
    }
    names
};

/// The names of the levels, easiest first.
const LEVEL_NAMES: [&str; Level::ALL.len()] = {
    let mut names = [""; Level::ALL.len()];
    let mut i = 0;
    while i < names.len() {
        names[i] = Level::ALL[i].name();
        i += 1;
    }
    names
};

/// Bytes of `names`, each with its NUL.
const fn packed_len(names: &[&str]) -> usize {
    let mut total = 0;
    let mut i = 0;
    while i < names.len() {
        total += names[i].len() + 1;
        i += 1;
    }
    total
}

/// `names`, a NUL after each, in `LEN` bytes, and where each starts.
const fn pack<const LEN: usize, const N: usize>(names: &[&str; N]) -> ([u8; LEN], [u16; N]) {
    let mut bytes = [0u8; LEN];
    let mut starts = [0u16; N];
    let mut at = 0;
    let mut i = 0;
    while i < N {
        let name = names[i].as_bytes();
        starts[i] = at as u16;
        let mut j = 0;
        while j < name.len() {
            // A NUL inside a name would cut it short in C.
            assert!(name[j] != 0);
            bytes[at] = name[j];
            at += 1;
            j += 1;
        }
        at += 1; // the NUL, already there
        i += 1;
    }
    (bytes, starts)
}

const TECHNIQUES_LEN: usize = packed_len(&TECHNIQUE_NAMES);
const LEVELS_LEN: usize = packed_len(&LEVEL_NAMES);
static TECHNIQUES_PACKED: ([u8; TECHNIQUES_LEN], [u16; COUNT]) = pack(&TECHNIQUE_NAMES);
static LEVELS_PACKED: ([u8; LEVELS_LEN], [u16; Level::ALL.len()]) = pack(&LEVEL_NAMES);

/// Name `i` of a packed table as a static C string; "" (its last NUL) when there is none.
fn name_at(bytes: &'static [u8], starts: &[u16], i: Option<usize>) -> *const c_char {
    let start = i
        .and_then(|i| starts.get(i))
        .map_or(bytes.len() - 1, |&s| usize::from(s));
    bytes[start..].as_ptr().cast()
}

/// The technique's name as a static C string ("" for one this build's ratings never name).
pub(crate) fn technique(t: Technique) -> *const c_char {
    let (bytes, starts) = &TECHNIQUES_PACKED;
    name_at(bytes, starts, TECHNIQUES.iter().position(|&u| u == t))
}

/// The empty C string.
pub(crate) fn empty() -> *const c_char {
    c"".as_ptr()
}

/// The level's name as a static C string.
pub(crate) fn level(level: Level) -> *const c_char {
    let (bytes, starts) = &LEVELS_PACKED;
    name_at(bytes, starts, Some(level as usize))
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::ffi::CStr;

    #[test]
    fn every_technique_a_rating_can_name_and_every_level_has_its_engine_name() {
        for &t in Technique::ALL {
            // SAFETY: `technique` returns a pointer into a static, NUL-terminated table.
            let c = unsafe { CStr::from_ptr(technique(t)) };
            let expected = if t.level() <= MAX_LEVEL || t == Technique::TrialAndError {
                t.name()
            } else {
                ""
            };
            assert_eq!(c.to_str(), Ok(expected));
        }
        for l in Level::ALL {
            // SAFETY: a static C string literal.
            let c = unsafe { CStr::from_ptr(level(l)) };
            assert_eq!(c.to_str(), Ok(l.name()));
        }
    }
}
