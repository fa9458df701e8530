//! Properties of the C API on arbitrary input: every call returns a documented code (never
//! `SUDOKU_ERR_INTERNAL`, never a crash), and what it writes agrees with the other calls.

use proptest::prelude::*;
use sudoku_engine_capi::codes::*;
use sudoku_engine_capi::*;

const SOLUTION: &[u8; 81] =
    b"534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn solution() -> [u8; 81] {
    SOLUTION.map(|c| c - b'0')
}

/// Grid bytes: mostly 0..=9, sometimes anything. (A `Vec` strategy: an array of 81 unions
/// overflows the test thread's stack in debug builds.)
fn grid_bytes() -> impl Strategy<Value = [u8; 81]> {
    let byte = prop_oneof![6 => Just(0u8), 3 => 1u8..=9, 1 => any::<u8>()];
    prop::collection::vec(byte, 81).prop_map(|v| v.try_into().unwrap())
}

/// A valid position: the solution with about a third of its cells emptied (mostly one
/// solution, sometimes several).
fn position() -> impl Strategy<Value = [u8; 81]> {
    prop::array::uniform::<_, 81>(prop::bool::weighted(0.65)).prop_map(|keep| {
        let mut g = solution();
        for (cell, keep) in g.iter_mut().zip(keep) {
            if !keep {
                *cell = 0;
            }
        }
        g
    })
}

fn is_solution_of(s: &[u8; 81], puzzle: &[u8; 81]) -> bool {
    let mut count = 0;
    // SAFETY: 81-byte arrays and a u32.
    let rc = unsafe { sudoku_count(s.as_ptr(), 2, &mut count, core::ptr::null_mut()) };
    rc == SUDOKU_OK
        && count == 1
        && s.iter()
            .zip(puzzle)
            .all(|(&v, &g)| v != 0 && (g == 0 || g == v))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn count_and_solve_agree(grid in grid_bytes(), limit in 0u32..4) {
        let (mut count, mut first, mut solved) = (u32::MAX, [0u8; 81], [0u8; 81]);
        // SAFETY: 81-byte arrays and a u32.
        let (counted, solve) = unsafe {
            (
                sudoku_count(grid.as_ptr(), limit, &mut count, first.as_mut_ptr()),
                sudoku_solve(grid.as_ptr(), solved.as_mut_ptr()),
            )
        };
        if grid.iter().any(|&v| v > 9) {
            prop_assert_eq!(counted, SUDOKU_ERR_VALUE);
            prop_assert_eq!(solve, SUDOKU_ERR_VALUE);
            return Ok(());
        }
        prop_assert!(solve != SUDOKU_ERR_INTERNAL && counted != SUDOKU_ERR_INTERNAL);
        if limit == 0 {
            prop_assert_eq!(counted, SUDOKU_ERR_SIZE);
            return Ok(());
        }
        prop_assert_eq!(counted, SUDOKU_OK);
        prop_assert!(count <= limit);
        if count >= 1 {
            prop_assert!(is_solution_of(&first, &grid));
        }
        let expected = match count.min(2) {
            0 => SUDOKU_ERR_NO_SOLUTION,
            1 if limit >= 2 => SUDOKU_OK,
            1 => solve, // limit 1 cannot tell unique from several
            _ => SUDOKU_ERR_MULTIPLE,
        };
        prop_assert_eq!(solve, expected);
        if solve == SUDOKU_OK || solve == SUDOKU_ERR_MULTIPLE {
            prop_assert!(is_solution_of(&solved, &grid));
        }
    }

    #[test]
    fn parse_never_fails_unexpectedly_and_round_trips(text in prop::collection::vec(any::<u8>(), 0..100),
                                                      error_size in 0usize..40) {
        let mut grid = [0u8; 81];
        let mut error = vec![0xffu8; error_size];
        // SAFETY: `text` has text.len() bytes, `grid` 81, `error` error_size.
        let rc = unsafe {
            sudoku_parse(text.as_ptr().cast(), text.len(), grid.as_mut_ptr(),
                         error.as_mut_ptr().cast(), error_size)
        };
        prop_assert!([SUDOKU_OK, SUDOKU_ERR_PARSE, SUDOKU_ERR_CONFLICT].contains(&rc));
        if rc != SUDOKU_OK && error_size > 0 {
            prop_assert!(error.contains(&0), "message not NUL-terminated");
        }
        if rc == SUDOKU_OK {
            let mut line = [0u8; 82];
            let mut again = [0u8; 81];
            // SAFETY: buffers of the sizes given.
            unsafe {
                prop_assert_eq!(sudoku_format(grid.as_ptr(), line.as_mut_ptr().cast(), 82), SUDOKU_OK);
                prop_assert_eq!(sudoku_parse(line.as_ptr().cast(), 81, again.as_mut_ptr(),
                                             core::ptr::null_mut(), 0), SUDOKU_OK);
            }
            prop_assert_eq!(grid, again);
        }
    }
}

/// Positions rated: the property must see unique ones, not only refusals.
static RATED: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

#[test]
fn hint_property_sees_rated_positions() {
    hints_and_ratings_on_positions();
    assert!(RATED.load(std::sync::atomic::Ordering::Relaxed) > 0);
}

proptest! {
    // Hints and ratings walk the technique ladder: fewer cases.
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn hints_and_ratings_on_positions(grid in position(), size in 1usize..120) {
        let mut text = vec![0xffu8; size];
        let mut len = usize::MAX;
        // SAFETY: buffers of the sizes given.
        let rc = unsafe {
            sudoku_next_step(grid.as_ptr(), core::ptr::null(), text.as_mut_ptr().cast(), size,
                             &mut len)
        };
        let full = grid.iter().all(|&v| v != 0);
        match rc {
            SUDOKU_OK => prop_assert!(len < size && text[len] == 0),
            SUDOKU_ERR_TRUNCATED => prop_assert!(len >= size && text.contains(&0)),
            SUDOKU_ERR_NO_STEP => prop_assert!(full || cfg!(not(feature = "chains"))),
            other => prop_assert!(false, "next_step returned {}", other),
        }
        let mut rating = SudokuRating { level: -1, steps: 0, score_tenths: 0, technique: core::ptr::null() };
        // SAFETY: an 81-byte array and a rating.
        let rc = unsafe { sudoku_rate(grid.as_ptr(), &mut rating) };
        prop_assert!(rc == SUDOKU_OK || rc == SUDOKU_ERR_MULTIPLE, "rate returned {}", rc);
        if rc == SUDOKU_OK {
            prop_assert!((0..=4).contains(&rating.level) && !rating.technique.is_null());
            RATED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
    }
}
