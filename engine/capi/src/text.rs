//! Text into a caller's `char` buffer, as `snprintf` does it: as much as fits, always
//! NUL-terminated, and the full length told.

use core::fmt;
use core::ptr::NonNull;

use crate::codes::{SUDOKU_ERR_NULL, SUDOKU_ERR_SIZE, SUDOKU_ERR_TRUNCATED};

/// A C text buffer of `size >= 1` bytes, written by [`fmt::Write`].
pub(crate) struct TextOut {
    start: NonNull<u8>,
    /// Bytes the buffer holds, the NUL included.
    size: usize,
    /// Bytes of text formatted so far (may exceed what fits).
    len: usize,
    /// Bytes written: `len` until the text stops fitting, then fixed (at a character
    /// boundary, so a truncated text is still UTF-8).
    written: usize,
}

impl TextOut {
    /// Checks the buffer: not null, room for at least the NUL.
    ///
    /// # Safety
    /// `text` is null or points to `size` writable bytes until the entry point returns.
    pub(crate) unsafe fn new(text: *mut u8, size: usize) -> Result<TextOut, i32> {
        let start = NonNull::new(text).ok_or(SUDOKU_ERR_NULL)?;
        if size == 0 {
            return Err(SUDOKU_ERR_SIZE);
        }
        Ok(TextOut {
            start,
            size,
            len: 0,
            written: 0,
        })
    }

    /// Formats `value` into the buffer and ends it with a NUL. Returns the text's length
    /// (without the NUL), or [`SUDOKU_ERR_TRUNCATED`] with the length when it did not fit.
    pub(crate) fn print(mut self, value: impl fmt::Display) -> (usize, Result<(), i32>) {
        // `write_str` never fails: a full buffer only counts.
        let _ = fmt::write(&mut self, format_args!("{value}"));
        // SAFETY: written <= size - 1: inside the buffer (`new`'s contract).
        unsafe { self.start.as_ptr().add(self.written).write(0) };
        let fits = self.len < self.size;
        (
            self.len,
            if fits {
                Ok(())
            } else {
                Err(SUDOKU_ERR_TRUNCATED)
            },
        )
    }
}

impl fmt::Write for TextOut {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        // Room for text: size - 1 bytes (the last is the NUL's); none once a piece was cut.
        let room = if self.written == self.len {
            (self.size - 1).saturating_sub(self.written)
        } else {
            0
        };
        let mut take = s.len().min(room);
        while !s.is_char_boundary(take) {
            take -= 1;
        }
        if take > 0 {
            // SAFETY: written + take <= size - 1: inside the buffer (`new`'s contract); the
            // source is a Rust string, which cannot overlap the caller's buffer.
            unsafe {
                core::ptr::copy_nonoverlapping(
                    s.as_ptr(),
                    self.start.as_ptr().add(self.written),
                    take,
                );
            }
            self.written += take;
        }
        self.len += s.len();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Prints `text` into a buffer of `size` bytes: (bytes up to the NUL, length, result).
    fn print(text: &str, size: usize) -> (std::vec::Vec<u8>, usize, Result<(), i32>) {
        let mut buf = std::vec![0xffu8; size];
        // SAFETY: `buf` has `size` writable bytes.
        let out = unsafe { TextOut::new(buf.as_mut_ptr(), size) }.unwrap();
        let (len, result) = out.print(text);
        let end = buf.iter().position(|&b| b == 0).expect("NUL-terminated");
        buf.truncate(end);
        (buf, len, result)
    }

    #[test]
    fn text_fits_or_is_cut_at_a_character_and_always_ends_with_nul() {
        assert_eq!(print("abc", 4), (b"abc".to_vec(), 3, Ok(())));
        assert_eq!(
            print("abc", 3),
            (b"ab".to_vec(), 3, Err(SUDOKU_ERR_TRUNCATED))
        );
        assert_eq!(
            print("abc", 1),
            (b"".to_vec(), 3, Err(SUDOKU_ERR_TRUNCATED))
        );
        // "…" is 3 bytes: never half of it.
        assert_eq!(
            print("a…b", 4),
            (b"a".to_vec(), 5, Err(SUDOKU_ERR_TRUNCATED))
        );
        assert_eq!(
            print("a…b", 5),
            ("a…".as_bytes().to_vec(), 5, Err(SUDOKU_ERR_TRUNCATED))
        );
        assert_eq!(print("a…b", 6), ("a…b".as_bytes().to_vec(), 5, Ok(())));
    }

    #[test]
    fn buffers_are_checked() {
        let mut byte = 0u8;
        // SAFETY: null, or one writable byte.
        unsafe {
            assert!(matches!(
                TextOut::new(core::ptr::null_mut(), 8),
                Err(SUDOKU_ERR_NULL)
            ));
            assert!(matches!(TextOut::new(&mut byte, 0), Err(SUDOKU_ERR_SIZE)));
        }
    }
}
