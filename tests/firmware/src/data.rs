//! Embedded test data, decoded at compile time so the firmware carries only what it needs
//! (4 bits per cell, a 32-bit hash per expected solution) and links no text parser.
//!
//! Data files are lines of whitespace-separated fields; empty lines and lines starting with
//! `#` are ignored. A malformed file is a compile error.

/// A grid packed 4 bits per cell (cell `i` in byte `i / 2`, low nibble first).
pub type Packed = [u8; 41];

/// Unpacks a [`Packed`] grid into cell values (0 = empty).
pub fn unpack(p: &Packed) -> [u8; 81] {
    let mut cells = [0u8; 81];
    for (i, c) in cells.iter_mut().enumerate() {
        *c = (p[i >> 1] >> ((i & 1) * 4)) & 0xf;
    }
    cells
}

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

/// Packs cell values 4 bits per cell.
pub const fn pack(cells: &[u8; 81]) -> Packed {
    let mut p = [0u8; 41];
    let mut i = 0;
    while i < 81 {
        p[i / 2] |= cells[i] << ((i % 2) * 4);
        i += 1;
    }
    p
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

/// Golden vectors (lines `<seed> <81-char puzzle>`) as a compact byte stream, so that `full`
/// can compare every generated puzzle cell for cell without 56 bytes of flash per puzzle.
/// Per line: the seed (8 bytes, little-endian), a mask of the given cells (11 bytes, bit `i`
/// = cell `i`), then the givens' digits, 4 bits each in cell order (low nibble first).
/// This is the stream's length.
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
    let mut line = 0;
    while line < text.len() {
        if !is_data_line(text, line) {
            line = next_line(text, line);
            continue;
        }
        let seed = u64_at(text, field(text, line, 0)).to_le_bytes();
        let cells = cells_at(text, field(text, line, 1));
        let mut g = 0;
        let mut c = 0;
        while c < 81 {
            if write && c < 8 {
                out[at + c] = seed[c];
            }
            if cells[c] != 0 {
                if write {
                    out[at + 8 + c / 8] |= 1 << (c % 8);
                    out[at + 19 + g / 2] |= cells[c] << ((g % 2) * 4);
                }
                g += 1;
            }
            c += 1;
        }
        at += 19 + g.div_ceil(2);
        line = next_line(text, line);
    }
    at
}

/// Reads a stream made by [`golden_stream`]: `(seed, cells)` per golden line.
pub struct GoldenIter<'a> {
    stream: &'a [u8],
}

impl<'a> GoldenIter<'a> {
    /// Iterates over `stream`.
    pub fn new(stream: &'a [u8]) -> GoldenIter<'a> {
        GoldenIter { stream }
    }
}

impl Iterator for GoldenIter<'_> {
    type Item = (u64, [u8; 81]);

    fn next(&mut self) -> Option<(u64, [u8; 81])> {
        let (seed, rest) = self.stream.split_first_chunk::<8>()?;
        let (mask, digits) = rest.split_first_chunk::<11>()?;
        let mut cells = [0u8; 81];
        let mut g = 0;
        for (i, c) in cells.iter_mut().enumerate() {
            if mask[i >> 3] & (1 << (i & 7)) != 0 {
                *c = (digits.get(g >> 1).copied().unwrap_or(0) >> ((g & 1) * 4)) & 0xf;
                g += 1;
            }
        }
        self.stream = digits.get(g.div_ceil(2)..).unwrap_or(&[]);
        Some((u64::from_le_bytes(*seed), cells))
    }
}
