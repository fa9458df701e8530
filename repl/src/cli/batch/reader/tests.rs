use super::*;
use crate::lines::ENDLESS_LINE;

const LINE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// Each puzzle's first line and parse result.
type Puzzles = Vec<(usize, Result<Grid, Invalid>)>;

/// Reads all of `input` in batches of at most `BATCH_PUZZLES`: the puzzles, and the error
/// that stopped the input.
fn read(input: &[u8]) -> (Puzzles, Option<String>) {
    let mut reader = PuzzleReader::new(input);
    let mut batch = Batch::default();
    let mut out = Vec::new();
    loop {
        let status = reader.next_batch(&mut batch);
        for e in batch.entries() {
            out.push((e.line, batch.parse(e)));
        }
        match status {
            Ok(true) => {}
            Ok(false) => return (out, None),
            Err(e) => return (out, Some(e.to_string())),
        }
    }
}

fn shown(input: &[u8]) -> Vec<String> {
    read(input)
        .0
        .into_iter()
        .map(|(n, r)| match r {
            Ok(g) => format!("{n}: {g}"),
            Err(e) => format!("{n}: invalid: {e}"),
        })
        .collect()
}

#[test]
fn lines_comments_blank_lines_and_a_bom() {
    let input = format!("\u{feff}{LINE}\r\n\n  # note\n\t\n{LINE} # name\n{LINE}");
    assert_eq!(
        shown(input.as_bytes()),
        [
            format!("1: {LINE}"),
            format!("5: {LINE}"),
            format!("6: {LINE}")
        ]
    );
    // Only before the first line.
    let input = format!("{LINE}\n\u{feff}{LINE}\n");
    assert_eq!(
        shown(input.as_bytes())[1],
        "2: invalid: line 2, column 1: unexpected '\\u{feff}'"
    );
}

#[test]
fn boxed_grids_back_to_back_or_apart() {
    let grid: Grid = LINE.parse().unwrap();
    let boxed = grid.boxed().to_string();
    let input = format!("{boxed}{boxed}\n\n{boxed}{LINE}\n");
    assert_eq!(
        shown(input.as_bytes()),
        [
            format!("1: {LINE}"),
            format!("14: {LINE}"),
            format!("29: {LINE}"),
            format!("42: {LINE}"),
        ]
    );
    // Without the bottom border, the grid ends at the next line that is not part of it.
    let open: String = boxed.lines().take(12).map(|l| format!("{l}\n")).collect();
    let input = format!("{open}{LINE}\n{open}");
    assert_eq!(
        shown(input.as_bytes()),
        [
            format!("1: {LINE}"),
            format!("13: {LINE}"),
            format!("14: {LINE}")
        ]
    );
}

#[test]
fn a_malformed_grid_is_one_puzzle_whose_errors_name_input_lines() {
    let grid: Grid = LINE.parse().unwrap();
    let boxed = grid.boxed().to_string();
    let lines: Vec<&str> = boxed.lines().collect();
    // Row 5 (line 7 of the grid, 8 of the input) loses a cell.
    let mut short = lines.clone();
    short[6] = "| . . . | 8 . 4 | . . |";
    let input = format!("{LINE}\n{}\n{LINE}\n", short.join("\n"));
    assert_eq!(
        shown(input.as_bytes()),
        [
            format!("1: {LINE}"),
            "2: invalid: line 8: row 5 has 8 cells; expected 9".to_string(),
            format!("15: {LINE}"),
        ]
    );
    // A missing row: the grid ends at the blank line.
    let eight = [&lines[..5], &lines[6..]].concat().join("\n");
    assert_eq!(
        shown(format!("\n{eight}\n\n{LINE}").as_bytes()),
        [
            "2: invalid: line 2: the grid has 8 rows; expected 9".to_string(),
            format!("15: {LINE}"),
        ]
    );
    // Short of a row and followed directly by another grid: two puzzles.
    let input = format!("{eight}\n{boxed}");
    assert_eq!(
        shown(input.as_bytes()),
        [
            "1: invalid: line 1: the grid has 8 rows; expected 9".to_string(),
            format!("13: {LINE}"),
        ]
    );
    // A clash names the grid's first line; a bad character its line and column.
    let clash = boxed.replacen("| 4 . .", "| 4 4 .", 1);
    let bad = boxed.replacen("| . 3 .", "| . x .", 1);
    assert_eq!(
        shown(format!("{clash}{bad}").as_bytes()),
        [
            "1: invalid: line 1: digit 4 appears twice in a row, at r1c1 and r1c2",
            "14: invalid: line 16, column 5: unexpected 'x'",
        ]
    );
    // Borders without end are cut at MAX_GRID_LINES lines.
    let input = "+---+\n".repeat(MAX_GRID_LINES + 1);
    assert_eq!(
        shown(input.as_bytes()),
        [
            "1: invalid: line 1: no puzzle: the input holds no cells",
            "33: invalid: line 33: no puzzle: the input holds no cells",
        ]
    );
}

#[test]
fn an_over_long_line_is_skipped_and_reported_once() {
    let long = "1".repeat(MAX_LINE + 1);
    let exact = format!("{LINE}{}", " ".repeat(MAX_LINE - LINE.len()));
    let spaces = " ".repeat(3 * MAX_LINE);
    let input = format!("{LINE}\n{long}\n{exact}\r\n#{long}\n{spaces}\n{spaces}{LINE}");
    assert_eq!(
        shown(input.as_bytes()),
        [
            format!("1: {LINE}"),
            "2: invalid: line 2, column 82: extra cell '1': a puzzle has 81 cells".to_string(),
            format!("3: {LINE}"),
            "6: invalid: line 6: longer than 4096 bytes".to_string(),
        ]
    );
}

#[test]
fn an_over_long_line_gets_the_error_its_start_shows_only_if_the_rest_cannot_change_it() {
    let pad = |head: &[u8], fill: &str| {
        let mut line = head.to_vec();
        while line.len() <= MAX_LINE + 10 {
            line.extend_from_slice(fill.as_bytes());
        }
        line
    };
    let with = |mut line: Vec<u8>, tail: &str| {
        line.extend_from_slice(tail.as_bytes());
        line
    };
    let cases = [
        // Decided by the first bytes.
        (pad(b"x", "1"), "line 1, column 1: unexpected 'x'"),
        (
            pad(&LINE.as_bytes()[..40], "\u{e9}"),
            "line 1, column 41: unexpected '\u{e9}'",
        ),
        (
            pad(b"12\xff", " "),
            "line 1, column 3: invalid UTF-8 byte 0xff",
        ),
        (
            pad(format!("{},", &LINE[..80]).as_bytes(), "x"),
            "line 1, column 81: ',' ends the puzzle after 80 cells; expected 81",
        ),
        // Not decided: a puzzle so far (its comment is too long), blanks before a
        // puzzle, a separator with only blanks after it within the cap, a grid line, and a
        // character split by the cap (not an invalid byte).
        (
            pad(format!("{LINE} ").as_bytes(), "c"),
            "line 1: longer than 4096 bytes",
        ),
        (with(pad(b" ", " "), LINE), "line 1: longer than 4096 bytes"),
        (
            with(pad(&LINE.as_bytes()[..80], " "), "x"),
            "line 1: longer than 4096 bytes",
        ),
        (pad(b"| ", "1 "), "line 1: longer than 4096 bytes"),
        (
            with(vec![b' '; MAX_LINE - 1], &"\u{e9}".repeat(10)),
            "line 1: longer than 4096 bytes",
        ),
    ];
    for (line, expected) in cases {
        let (puzzles, _) = read(&line);
        assert_eq!(puzzles.len(), 1);
        assert_eq!(puzzles[0].1.as_ref().unwrap_err().to_string(), expected);
    }
}

#[test]
fn an_over_long_line_in_a_grid_ends_it() {
    let long = "1".repeat(MAX_LINE + 1);
    // The rest is another (short) grid.
    let boxed = LINE.parse::<Grid>().unwrap().boxed().to_string();
    let lines: Vec<&str> = boxed.lines().collect();
    let input = format!(
        "{}\n|{long}\n{}\n",
        lines[..4].join("\n"),
        lines[4..].join("\n")
    );
    assert_eq!(
        shown(input.as_bytes()),
        [
            "1: invalid: line 1: the grid has 3 rows; expected 9",
            "5: invalid: line 5: longer than 4096 bytes",
            "6: invalid: line 6: the grid has 6 rows; expected 9",
        ]
    );
}

#[test]
fn an_endless_line_stops_the_input() {
    let mut input = format!("{LINE}\n").into_bytes();
    input.resize(input.len() + ENDLESS_LINE, 0);
    let (exact, error) = read(&input);
    assert_eq!(exact.len(), 2);
    assert_eq!(error, None, "exactly 1 MiB is still a line");
    input.push(b'x');
    input.extend_from_slice(format!("\n{LINE}\n").as_bytes());
    let (puzzles, error) = read(&input);
    assert_eq!(puzzles.len(), 2);
    assert_eq!(
        puzzles[1].1.as_ref().unwrap_err().to_string(),
        "line 2, column 1: unexpected '\\0'",
        "reported, then reading stops"
    );
    assert_eq!(
        error.as_deref(),
        Some("line 2: longer than 1 MiB; not a puzzle file")
    );
    // A blank line that long stops the input too, silently on stdout.
    let spaces = vec![b' '; ENDLESS_LINE + 1];
    let (puzzles, error) = read(&spaces);
    assert!(puzzles.is_empty());
    assert!(error.is_some());
}

#[test]
fn batches_end_at_puzzle_and_byte_limits_but_never_inside_a_grid() {
    let boxed = LINE.parse::<Grid>().unwrap().boxed().to_string();
    let input = format!("{LINE}\n").repeat(BATCH_PUZZLES - 1) + &boxed + &format!("{LINE}\n");
    let mut reader = PuzzleReader::new(input.as_bytes());
    let mut batch = Batch::default();
    assert!(reader.next_batch(&mut batch).unwrap());
    assert_eq!(batch.entries().len(), BATCH_PUZZLES);
    assert!(batch.parse(batch.entries().last().unwrap()).is_ok());
    assert!(!reader.next_batch(&mut batch).unwrap());
    assert_eq!(batch.entries().len(), 1);
    assert_eq!(batch.entries()[0].line, BATCH_PUZZLES - 1 + 13 + 1);
    assert_eq!(reader.bytes_read(), input.len() as u64);

    let long = format!("{}\n", "x".repeat(MAX_LINE));
    let input = long.repeat(BATCH_BYTES / MAX_LINE + 10);
    let mut reader = PuzzleReader::new(input.as_bytes());
    assert!(reader.next_batch(&mut batch).unwrap());
    assert!(batch.text.len() >= BATCH_BYTES && batch.text.len() < BATCH_BYTES + MAX_LINE + 2);
}
