//! Writing a sheet: a PDF file, or one SVG file per page (`sheet.svg`, or `sheet-1.svg`,
//! `sheet-2.svg`, … for several pages), each written atomically; or standard output.

use std::io::{self, IsTerminal};
use std::path::{Path, PathBuf};

use crate::sheet::page::Page;
use crate::sheet::{Format, pdf, svg};
use crate::store::files::{self, Replace};

/// The bytes of a sheet for standard output: one SVG page, or a PDF when standard output is
/// not a terminal. The caller writes them (see [`crate::output`]).
pub(crate) fn for_stdout(pages: &[Page], format: Format) -> Result<Vec<u8>, String> {
    match format {
        Format::Pdf if io::stdout().is_terminal() => Err(
            "a PDF is not for the terminal: write it with -o FILE.pdf or redirect it".to_string(),
        ),
        Format::Pdf => Ok(pdf::document(pages)),
        Format::Svg => match pages {
            [page] => Ok(svg::page(page).into_bytes()),
            _ => Err(format!(
                "the sheet has {} pages, and an SVG file holds one: write them with \
                 -o FILE.svg (FILE-1.svg, FILE-2.svg, …) or use --format pdf",
                pages.len()
            )),
        },
    }
}

/// Writes `pages` in `format` to `path`; returns the files written. An existing file is
/// replaced only with `replace`: then nothing is written at all.
pub(crate) fn write(
    pages: &[Page],
    format: Format,
    path: &Path,
    replace: bool,
) -> Result<Vec<PathBuf>, String> {
    let files: Vec<(PathBuf, Vec<u8>)> = match format {
        Format::Pdf => vec![(path.to_path_buf(), pdf::document(pages))],
        Format::Svg if pages.len() == 1 => pages
            .iter()
            .map(|p| (path.to_path_buf(), svg::page(p).into_bytes()))
            .collect(),
        Format::Svg => pages
            .iter()
            .enumerate()
            .map(|(i, p)| (numbered(path, i + 1), svg::page(p).into_bytes()))
            .collect(),
    };
    // Checked for every page before any is written; the rename checks again, atomically.
    if !replace && let Some((file, _)) = files.iter().find(|(f, _)| f.exists()) {
        return Err(exists(file));
    }
    let options = files::Options {
        replace: if replace {
            Replace::Any
        } else {
            Replace::Never
        },
        private: false,
    };
    for (file, bytes) in &files {
        files::write_atomically(file, bytes, &options).map_err(|e| match e.problem {
            files::Problem::Exists => exists(file),
            _ => e.to_string(),
        })?;
    }
    Ok(files.into_iter().map(|(f, _)| f).collect())
}

/// The error for a file `-o` would replace without `--force`.
fn exists(file: &Path) -> String {
    format!(
        "{} exists: choose another name, or --force to replace it",
        files::shown(file)
    )
}

/// `sheet.svg` → `sheet-2.svg`.
fn numbered(path: &Path, n: usize) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(|| "sheet".to_string(), |s| s.to_string_lossy().into_owned());
    let name = match path.extension() {
        Some(ext) => format!("{stem}-{n}.{}", ext.to_string_lossy()),
        None => format!("{stem}-{n}"),
    };
    path.with_file_name(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_numbered_before_the_extension() {
        assert_eq!(
            numbered(Path::new("out/sheet.svg"), 2),
            Path::new("out/sheet-2.svg")
        );
        assert_eq!(numbered(Path::new("sheet"), 1), Path::new("sheet-1"));
    }
}
