//! Embedded test data, decoded at compile time so the firmware carries only what it needs
//! (4 bits per cell, a 32-bit hash per expected solution) and links no text parser.
//!
//! Data files are lines of whitespace-separated fields; empty lines and lines starting with
//! `#` are ignored. A malformed file is a compile error.

/// FNV-1a over bytes: the firmware's fingerprint of a grid (on cell values, not text).
pub const fn fnv1a(bytes: &[u8]) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < bytes.len() {
        h ^= bytes[i] as u32;
        h = h.wrapping_mul(0x0100_0193);
        i += 1;
    }
    h
}

/// Number of data lines (not empty, not `#`).
pub const fn count_lines(text: &[u8]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < text.len() {
        if is_data_line(text, i) {
            n += 1;
        }
        i = next_line(text, i);
    }
    n
}

/// Start offsets of the first `N` data lines.
pub const fn line_starts<const N: usize>(text: &[u8]) -> [usize; N] {
    let mut starts = [0; N];
    let mut n = 0;
    let mut i = 0;
    while i < text.len() && n < N {
        if is_data_line(text, i) {
            starts[n] = i;
            n += 1;
        }
        i = next_line(text, i);
    }
    assert!(n == N, "fewer data lines than expected");
    starts
}

const fn is_data_line(text: &[u8], i: usize) -> bool {
    i < text.len() && text[i] != b'#' && text[i] != b'\n' && text[i] != b'\r'
}

/// The start of the first data line at or after `i` (`text.len()` or more if none).
const fn data_line_from(text: &[u8], mut i: usize) -> usize {
    while i < text.len() && !is_data_line(text, i) {
        i = next_line(text, i);
    }
    i
}

const fn next_line(text: &[u8], mut i: usize) -> usize {
    while i < text.len() && text[i] != b'\n' {
        i += 1;
    }
    i + 1
}

/// Offset of field `k` (0-based) of the line starting at `line`.
pub const fn field(text: &[u8], line: usize, k: usize) -> usize {
    let mut i = line;
    let mut f = 0;
    while f < k {
        while i < text.len() && !is_space(text[i]) {
            i += 1;
        }
        while i < text.len() && (text[i] == b' ' || text[i] == b'\t') {
            i += 1;
        }
        f += 1;
    }
    assert!(i < text.len() && !is_space(text[i]), "missing field");
    i
}

/// Length of the field starting at `at`.
pub const fn field_len(text: &[u8], at: usize) -> usize {
    let mut i = at;
    while i < text.len() && !is_space(text[i]) {
        i += 1;
    }
    i - at
}

const fn is_space(b: u8) -> bool {
    b == b' ' || b == b'\t' || b == b'\n' || b == b'\r'
}

/// The 81 cell values of the 81-character grid at `at` (`.` or `0` = empty).
pub const fn cells_at(text: &[u8], at: usize) -> [u8; 81] {
    assert!(
        field_len(text, at) == 81,
        "a grid field must have 81 characters"
    );
    let mut cells = [0u8; 81];
    let mut i = 0;
    while i < 81 {
        let b = text[at + i];
        cells[i] = match b {
            b'.' | b'0' => 0,
            b'1'..=b'9' => b - b'0',
            _ => panic!("bad character in a grid field"),
        };
        i += 1;
    }
    cells
}

/// The decimal number at `at` (for seeds).
pub const fn u64_at(text: &[u8], at: usize) -> u64 {
    let len = field_len(text, at);
    assert!(len > 0 && len <= 20, "bad number field");
    let mut n: u64 = 0;
    let mut i = 0;
    while i < len {
        let b = text[at + i];
        assert!(b.is_ascii_digit(), "bad digit in a number field");
        n = n * 10 + (b - b'0') as u64;
        i += 1;
    }
    n
}

/// A decimal number in a string (for build-time settings).
pub const fn usize_of(s: &[u8]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < s.len() {
        assert!(s[i].is_ascii_digit(), "not a number");
        n = n * 10 + (s[i] - b'0') as usize;
        i += 1;
    }
    n
}

/// The field at `at` as a string slice (for names); at most `MAX` bytes are kept.
pub const fn name_at<const MAX: usize>(text: &[u8], at: usize) -> ([u8; MAX], usize) {
    let len = field_len(text, at);
    let mut out = [0u8; MAX];
    let mut i = 0;
    while i < len && i < MAX {
        out[i] = text[at + i];
        i += 1;
    }
    (out, i)
}

/// Bytes per golden line in [`golden_stream`].
pub const GOLDEN_LINE: usize = 12;

/// Golden vectors (lines `<seed> <81-char puzzle>`) as a byte stream, so that `full` can
/// check every generated puzzle in little flash (the Cortex-M0's 32 KiB are for the engine):
/// per line the seed (8 bytes, little-endian) and the FNV-1a of the puzzle's 81 cells
/// (4 bytes, little-endian), as the C image does. This is the stream's length.
pub const fn golden_len(text: &[u8]) -> usize {
    encode_golden(text, &mut [])
}

/// The stream described at [`golden_len`]; `LEN` must be `golden_len(text)`.
pub const fn golden_stream<const LEN: usize>(text: &[u8]) -> [u8; LEN] {
    let mut out = [0u8; LEN];
    assert!(
        encode_golden(text, &mut out) == LEN,
        "golden stream length mismatch"
    );
    out
}

/// Encodes the golden lines of `text` into `out` (nothing is written if `out` is empty) and
/// returns the stream's length.
const fn encode_golden(text: &[u8], out: &mut [u8]) -> usize {
    let write = !out.is_empty();
    let mut at = 0;
    let mut line = data_line_from(text, 0);
    while line < text.len() {
        let seed = u64_at(text, field(text, line, 0)).to_le_bytes();
        let hash = fnv1a(&cells_at(text, field(text, line, 1))).to_le_bytes();
        let mut c = 0;
        while write && c < GOLDEN_LINE {
            out[at + c] = if c < 8 { seed[c] } else { hash[c - 8] };
            c += 1;
        }
        at += GOLDEN_LINE;
        line = data_line_from(text, next_line(text, line));
    }
    at
}

/// Writes a grid at `at` of `out` (unless `out` is empty): a mask of the given cells
/// (11 bytes, bit `i` = cell `i`), then the givens' digits, 4 bits each in cell order (low
/// nibble first). Returns the offset after it.
const fn write_givens(cells: &[u8; 81], out: &mut [u8], at: usize) -> usize {
    let write = !out.is_empty();
    let mut g = 0;
    let mut c = 0;
    while c < 81 {
        if cells[c] != 0 {
            if write {
                out[at + c / 8] |= 1 << (c % 8);
                out[at + 11 + g / 2] |= cells[c] << ((g % 2) * 4);
            }
            g += 1;
        }
        c += 1;
    }
    at + 11 + g.div_ceil(2)
}

/// Reads a grid written by [`write_givens`]: its cells and the rest of the stream.
pub fn read_givens(stream: &[u8]) -> Option<([u8; 81], &[u8])> {
    let (mask, digits) = stream.split_first_chunk::<11>()?;
    let mut cells = [0u8; 81];
    let mut g = 0;
    for (i, c) in cells.iter_mut().enumerate() {
        if mask[i >> 3] & (1 << (i & 7)) != 0 {
            *c = (digits.get(g >> 1).copied().unwrap_or(0) >> ((g & 1) * 4)) & 0xf;
            g += 1;
        }
    }
    Some((cells, digits.get(g.div_ceil(2)..).unwrap_or(&[])))
}

/// The `solve` binary's cases (lines `<puzzle> <count> <first solution or -> <depth> <name>`)
/// as a byte stream: per line the count, the depth, the FNV-1a of the first solution's cells
/// (4 bytes, little-endian; 0 if none), the name (`NAME` bytes, zero-padded), then the
/// puzzle as [`write_givens`] stores it (a 17-clue puzzle takes 20 bytes instead of 41).
/// This is the stream's length.
pub const fn cases_len<const NAME: usize>(text: &[u8]) -> usize {
    encode_cases::<NAME>(text, &mut [])
}

/// The stream described at [`cases_len`]; `LEN` must be `cases_len(text)`.
pub const fn cases_stream<const NAME: usize, const LEN: usize>(text: &[u8]) -> [u8; LEN] {
    let mut out = [0u8; LEN];
    assert!(
        encode_cases::<NAME>(text, &mut out) == LEN,
        "case stream length mismatch"
    );
    out
}

const fn encode_cases<const NAME: usize>(text: &[u8], out: &mut [u8]) -> usize {
    let write = !out.is_empty();
    let mut at = 0;
    let mut line = data_line_from(text, 0);
    while line < text.len() {
        let first = field(text, line, 2);
        let hash = if field_len(text, first) == 1 {
            0
        } else {
            fnv1a(&cells_at(text, first))
        };
        let name = name_at::<NAME>(text, field(text, line, 4)).0;
        if write {
            out[at] = u64_at(text, field(text, line, 1)) as u8;
            out[at + 1] = u64_at(text, field(text, line, 3)) as u8;
            let h = hash.to_le_bytes();
            let mut k = 0;
            while k < 4 {
                out[at + 2 + k] = h[k];
                k += 1;
            }
            k = 0;
            while k < NAME {
                out[at + 6 + k] = name[k];
                k += 1;
            }
        }
        let cells = cells_at(text, field(text, line, 0));
        at = write_givens(&cells, out, at + 6 + NAME);
        line = data_line_from(text, next_line(text, line));
    }
    at
}

/// Reads a stream made by [`golden_stream`]: `(seed, hash of the cells)` per golden line.
/// Chunk by chunk: `chunks_exact` would link a division the M0 has no room for.
pub fn golden_lines(mut stream: &[u8]) -> impl Iterator<Item = (u64, u32)> + '_ {
    core::iter::from_fn(move || {
        let (line, rest) = stream.split_first_chunk::<GOLDEN_LINE>()?;
        stream = rest;
        let (seed, hash) = line.split_first_chunk::<8>()?;
        let hash = hash.first_chunk::<4>()?;
        Some((u64::from_le_bytes(*seed), u32::from_le_bytes(*hash)))
    })
}

/// Bytes per case of [`symmetry_cases`].
pub const SYMMETRY_CASE: usize = 7;

/// The index in `names` of the word at `at` of `text`, if it is one of them.
const fn word_index(text: &[u8], at: usize, names: &[&str]) -> Option<usize> {
    let len = field_len(text, at);
    let mut n = 0;
    while n < names.len() {
        let name = names[n].as_bytes();
        if name.len() == len {
            let mut i = 0;
            while i < len && text[at + i] == name[i] {
                i += 1;
            }
            if i == len {
                return Some(n);
            }
        }
        n += 1;
    }
    None
}

/// The lines of `tests/golden/symmetry.txt` (`<symmetry> <level> <seed> <puzzle>`) whose
/// symmetry is in `symmetries`, level in `levels` and seed below `seeds`, as cases of
/// [`SYMMETRY_CASE`] bytes: the symmetry's and the level's index in those lists, the seed,
/// and the FNV-1a of the puzzle's cells (little-endian): 7 bytes instead of a puzzle's 41.
/// This is the stream's length.
pub const fn symmetry_cases_len(
    text: &[u8],
    symmetries: &[&str],
    levels: &[&str],
    seeds: u64,
) -> usize {
    encode_symmetry_cases(text, symmetries, levels, seeds, &mut [])
}

/// The stream described at [`symmetry_cases_len`]; `LEN` must be its length.
pub const fn symmetry_cases<const LEN: usize>(
    text: &[u8],
    symmetries: &[&str],
    levels: &[&str],
    seeds: u64,
) -> [u8; LEN] {
    let mut out = [0u8; LEN];
    assert!(
        encode_symmetry_cases(text, symmetries, levels, seeds, &mut out) == LEN,
        "symmetry stream length mismatch"
    );
    out
}

const fn encode_symmetry_cases(
    text: &[u8],
    symmetries: &[&str],
    levels: &[&str],
    seeds: u64,
    out: &mut [u8],
) -> usize {
    let write = !out.is_empty();
    let mut at = 0;
    let mut line = data_line_from(text, 0);
    while line < text.len() {
        let symmetry = word_index(text, field(text, line, 0), symmetries);
        let level = word_index(text, field(text, line, 1), levels);
        let seed = u64_at(text, field(text, line, 2));
        if let (Some(s), Some(l)) = (symmetry, level) {
            if seed < seeds {
                if write {
                    let h = fnv1a(&cells_at(text, field(text, line, 3))).to_le_bytes();
                    out[at] = s as u8;
                    out[at + 1] = l as u8;
                    out[at + 2] = seed as u8;
                    let mut k = 0;
                    while k < 4 {
                        out[at + 3 + k] = h[k];
                        k += 1;
                    }
                }
                at += SYMMETRY_CASE;
            }
        }
        line = data_line_from(text, next_line(text, line));
    }
    at
}
