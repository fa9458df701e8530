//! The player's text and files' text shown in messages: control characters escaped, long
//! input shortened; the byte order mark a text may start with.

/// The UTF-8 byte order mark some editors write at the start of a text file.
pub(crate) const BOM: &str = "\u{feff}";

/// `text` without a byte order mark at its start.
pub(crate) fn without_bom(text: &str) -> &str {
    text.strip_prefix(BOM).unwrap_or(text)
}

/// Text from a file or a name, with control characters escaped (`\u{1b}`, `\n`, …).
pub(crate) fn escaped(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Most characters of the player's input an error message quotes.
const QUOTE_CHARS: usize = 24;

/// The player's text in quotes for an error message: `'r3c5'`, or shortened when long,
/// `'xxxxxxxxxxxxxxxxxxxxxxxx…' (300000000 characters)`, so that a pasted megabyte of
/// garbage gives a one-line error.
pub(crate) fn quote(text: &str) -> String {
    // Control characters are written as escapes: a typo must not move the cursor or ring.
    let shown = escaped;
    let n = text.chars().count();
    if n <= QUOTE_CHARS {
        return format!("'{}'", shown(text));
    }
    let start: String = text.chars().take(QUOTE_CHARS).collect();
    format!("'{}…' ({n} characters)", shown(&start))
}
