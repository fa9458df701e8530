//! Printable sheets, checked the way a printer would show them: the SVG is rendered
//! (resvg) and, for known puzzles, every given cell must have ink at its centre, every
//! empty cell none, and the thick lines must fall on the box edges; PDFs must parse and have
//! the expected pages; `print` reads files; `export` writes the game with its entries.

use std::path::Path;

use resvg::{tiny_skia, usvg};
use sudoku_engine::{Cell, Grid, Level, generate, rate};
use sudoku_repl::sheet::PerPage;
use sudoku_repl::sheet::layout::grid_square;
use sudoku_tests::PUZZLE;

/// Pixels per millimetre of the renderings (about 150 dpi).
const SCALE: f32 = 6.0;

fn render(svg: &str) -> tiny_skia::Pixmap {
    let mut options = usvg::Options::default();
    options.fontdb_mut().load_system_fonts();
    assert!(
        !options.fontdb.is_empty(),
        "no system fonts to render the sheet's digits with (install fonts-dejavu-core)"
    );
    let tree = usvg::Tree::from_str(svg, &options).unwrap();
    // The document is 210 mm wide, whatever unit usvg turns that into.
    let scale = SCALE * 210.0 / tree.size().width();
    let mut pixmap = tiny_skia::Pixmap::new(
        (tree.size().width() * scale).ceil() as u32,
        (tree.size().height() * scale).ceil() as u32,
    )
    .unwrap();
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    if let Some(path) = std::env::var_os("SHEET_PNG") {
        pixmap.save_png(path).unwrap();
    }
    pixmap
}

/// Whether a pixel (in millimetres) is dark ink: black or the entries' blue, not paper.
fn dark(pixmap: &tiny_skia::Pixmap, x: f32, y: f32) -> bool {
    let p = pixmap
        .pixel((x * SCALE) as u32, (y * SCALE) as u32)
        .unwrap();
    let luma = 0.3 * f32::from(p.red()) + 0.59 * f32::from(p.green()) + 0.11 * f32::from(p.blue());
    luma < 140.0
}

/// Dark pixels in a square of half-side `half` mm around a point.
fn ink_around(pixmap: &tiny_skia::Pixmap, (x, y): (f32, f32), half: f32) -> usize {
    let steps = (2.0 * half * SCALE) as i32;
    let mut n = 0;
    for i in 0..=steps {
        for j in 0..=steps {
            let px = x - half + i as f32 / SCALE;
            let py = y - half + j as f32 / SCALE;
            n += usize::from(dark(pixmap, px, py));
        }
    }
    n
}

/// The width (mm) of the dark run through a point, scanning along x or y.
fn run_width(pixmap: &tiny_skia::Pixmap, (x, y): (f32, f32), along_x: bool) -> f32 {
    let step = 1.0 / SCALE;
    let at = |d: f32| {
        if along_x {
            dark(pixmap, x + d, y)
        } else {
            dark(pixmap, x, y + d)
        }
    };
    // Start on the line's darkest point nearby, then widen while dark.
    let Some(start) = (-3..=3).map(|k| k as f32 * step).find(|&d| at(d)) else {
        return 0.0;
    };
    let (mut lo, mut hi) = (start, start);
    while at(lo - step) && lo > -3.0 {
        lo -= step;
    }
    while at(hi + step) && hi < 3.0 {
        hi += step;
    }
    hi - lo + step
}

fn check_grid(pixmap: &tiny_skia::Pixmap, (left, top, side): (f32, f32, f32), puzzle: &Grid) {
    let cell = side / 9.0;
    for c in Cell::all() {
        let centre = (
            left + (c.col() as f32 + 0.5) * cell,
            top + (c.row() as f32 + 0.5) * cell,
        );
        let ink = ink_around(pixmap, centre, 0.2 * cell);
        if puzzle.is_empty_at(c) {
            let around = ink_around(pixmap, centre, 0.35 * cell);
            assert_eq!(around, 0, "{c} is empty but has ink");
        } else {
            assert!(ink >= 10, "{c} holds a given but shows {ink} dark pixels");
        }
    }
    // Across the middle of a row and down the middle of a column (between digits' ink,
    // lines only): box edges are thick, the others thin.
    for along_x in [true, false] {
        let widths: Vec<f32> = (0..=9)
            .map(|k| {
                let line = k as f32 * cell;
                // Half a cell's width off the digit: the edge of the first row or column.
                let point = if along_x {
                    (left + line, top + 0.12 * cell)
                } else {
                    (left + 0.12 * cell, top + line)
                };
                run_width(pixmap, point, along_x)
            })
            .collect();
        let thinnest_thick = (0..=9)
            .step_by(3)
            .map(|k| widths[k])
            .fold(f32::MAX, f32::min);
        let thickest_thin = (0..=9)
            .filter(|k| k % 3 != 0)
            .map(|k| widths[k])
            .fold(0.0, f32::max);
        assert!(
            thickest_thin > 0.0 && thinnest_thick >= 2.0 * thickest_thin,
            "lines across {}: {widths:?} (every third should be thick)",
            if along_x { "a row" } else { "a column" }
        );
    }
}

#[test]
fn an_svg_sheet_has_ink_at_the_givens_only_and_thick_box_lines() {
    let out = sudoku_tests::sudoku()
        .args([
            "new", "easy", "--seed", "11", "--count", "4", "--format", "svg",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let svg = String::from_utf8(out.stdout).unwrap();
    let pixmap = render(&svg);
    for slot in 0..4 {
        let puzzle = generate(Level::Easy, 11 + slot as u64).unwrap();
        check_grid(&pixmap, grid_square(PerPage::Four, slot), &puzzle);
    }
    // Titles name the level, the score and the seed.
    let title = format!("1. easy · {} · seed 11", score(Level::Easy, 11));
    assert!(svg.contains(&title), "no {title:?}");
    assert!(svg.contains("sudoku new easy --seed 14"));
}

/// A generated puzzle's score, as titles show it.
fn score(level: Level, seed: u64) -> String {
    rate(&generate(level, seed).unwrap())
        .unwrap()
        .score
        .to_string()
}

#[test]
fn one_and_six_to_a_page_and_svg_pages_in_numbered_files() {
    let dir = tempfile::tempdir().unwrap();
    let one = dir.path().join("one.svg");
    sudoku_tests::sudoku()
        .args(["new", "hard", "--seed", "3", "-o"])
        .arg(&one)
        .assert()
        .success();
    let pixmap = render(&std::fs::read_to_string(&one).unwrap());
    let puzzle = generate(Level::Hard, 3).unwrap();
    check_grid(&pixmap, grid_square(PerPage::One, 0), &puzzle);

    let many = dir.path().join("many.svg");
    let out = sudoku_tests::sudoku()
        .args([
            "new",
            "medium",
            "--seed",
            "20",
            "--count",
            "8",
            "--per-page",
            "6",
            "-o",
        ])
        .arg(&many)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(!many.exists(), "several pages go to numbered files");
    let second = dir.path().join("many-2.svg");
    let pixmap = render(&std::fs::read_to_string(&second).unwrap());
    // Page 2 holds puzzles 7 and 8 (seeds 26, 27) in the first two places.
    for slot in 0..2 {
        let puzzle = generate(Level::Medium, 26 + slot as u64).unwrap();
        check_grid(&pixmap, grid_square(PerPage::Six, slot), &puzzle);
    }
    assert!(dir.path().join("many-1.svg").exists());
    assert!(!dir.path().join("many-3.svg").exists());
    // Several SVG pages cannot go to standard output.
    let out = sudoku_tests::sudoku()
        .args(["new", "easy", "--count", "7", "--format", "svg"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("2 pages"));
}

fn pdf_pages(path: &Path) -> usize {
    let doc = lopdf::Document::load(path).unwrap();
    doc.get_pages().len()
}

#[test]
fn pdf_sheets_parse_and_have_their_pages() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&[&str], usize); 4] = [
        (&["--count", "7"], 2),
        (&["--count", "7", "--solutions"], 4),
        (&["--count", "3", "--per-page", "1"], 3),
        (&["--count", "5", "--per-page", "2", "--solutions"], 6),
    ];
    for (i, (args, pages)) in cases.iter().enumerate() {
        let file = dir.path().join(format!("sheet{i}.pdf"));
        sudoku_tests::sudoku()
            .args(["new", "easy", "--seed", "5"])
            .args(*args)
            .arg("-o")
            .arg(&file)
            .assert()
            .success();
        assert_eq!(pdf_pages(&file), *pages, "{args:?}");
    }
    let doc = lopdf::Document::load(dir.path().join("sheet1.pdf")).unwrap();
    let text = doc.extract_text(&[1, 4]).unwrap();
    // The PDF's `·` is WinAnsi's middle dot, not a `?`.
    let first = format!("1. easy · {} · seed 5", score(Level::Easy, 5));
    assert!(text.contains(&first), "{text}");
    let answer = format!("Answer: 7. easy · {} · seed 11", score(Level::Easy, 11));
    assert!(text.contains(&answer), "{text}");
}

#[test]
fn print_lays_out_a_file_and_names_the_lines_it_leaves_out() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("puzzles.txt");
    let multiple = format!("{}{}", &PUZZLE[..80], ".");
    let multiple = multiple.replacen('5', ".", 1).replacen('3', ".", 1);
    std::fs::write(
        &input,
        format!(
            "# three good, two bad\n{PUZZLE}\n{}\nnot a puzzle\n{multiple}\n{PUZZLE}\n",
            generate(Level::Hard, 9).unwrap().line()
        ),
    )
    .unwrap();
    let pdf = dir.path().join("out.pdf");
    let out = sudoku_tests::sudoku()
        .arg("print")
        .arg(&input)
        .arg("-o")
        .arg(&pdf)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("line 4"), "{err}");
    assert!(err.contains("line 5: no unique solution"), "{err}");
    assert!(err.contains("3 puzzles, 1 page"), "{err}");
    assert_eq!(pdf_pages(&pdf), 1);

    let svg = dir.path().join("out.svg");
    sudoku_tests::sudoku()
        .arg("print")
        .arg(&input)
        .args(["--per-page", "1", "-o"])
        .arg(&svg)
        .assert()
        .code(1);
    let page = std::fs::read_to_string(dir.path().join("out-1.svg")).unwrap();
    let pixmap = render(&page);
    check_grid(
        &pixmap,
        grid_square(PerPage::One, 0),
        &Grid::parse_line(PUZZLE.as_bytes()).unwrap(),
    );
    assert!(page.contains("line 2"), "the caption names the line");
    // Each title: its number, level and score (Wikipedia's example: easy, 1.2 here and in
    // Sudoku Explainer 1.2.1).
    assert!(page.contains("1. easy · 1.2<"), "{page}");
    let page = std::fs::read_to_string(dir.path().join("out-2.svg")).unwrap();
    let hard = format!("2. hard · {}<", score(Level::Hard, 9));
    assert!(page.contains(&hard), "no {hard:?} in {page}");
}

#[test]
fn export_writes_the_game_with_entries_in_a_second_colour() {
    let dir = tempfile::tempdir().unwrap();
    let plain = dir.path().join("game.svg");
    let entries = dir.path().join("entries.svg");
    let script = format!(
        "load {PUZZLE}\nput r1c3 4\nexport {}\nexport {} entries\nexport {}/game.txt\n",
        plain.display(),
        entries.display(),
        dir.path().display()
    );
    let out = sudoku_tests::sudoku().write_stdin(script).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "the .txt export fails: {err}");
    assert!(err.contains("FILE.svg or FILE.pdf"), "{err}");
    let puzzle = Grid::parse_line(PUZZLE.as_bytes()).unwrap();
    let square = grid_square(PerPage::One, 0);
    let (left, top, side) = square;
    let r1c3 = (left + 2.5 * side / 9.0, top + 0.5 * side / 9.0);

    let pixmap = render(&std::fs::read_to_string(&plain).unwrap());
    check_grid(&pixmap, square, &puzzle);

    let pixmap = render(&std::fs::read_to_string(&entries).unwrap());
    assert!(
        ink_around(&pixmap, r1c3, 0.2 * side / 9.0) >= 10,
        "the entry is printed"
    );
    let blue = |x: f32, y: f32| {
        let p = pixmap
            .pixel((x * SCALE) as u32, (y * SCALE) as u32)
            .unwrap();
        u16::from(p.blue()) > u16::from(p.red()) + 60
    };
    let half = 0.2 * side / 9.0;
    let bluish = (0..20)
        .flat_map(|i| (0..20).map(move |j| (i, j)))
        .filter(|&(i, j)| {
            blue(
                r1c3.0 - half + i as f32 * half / 10.0,
                r1c3.1 - half + j as f32 * half / 10.0,
            )
        })
        .count();
    assert!(bluish > 0, "the entry is in the second colour");
}

#[test]
fn an_existing_file_is_replaced_only_with_force() {
    let dir = tempfile::tempdir().unwrap();
    let diary = dir.path().join("x.pdf");
    std::fs::write(&diary, "my diary").unwrap();
    let new_to = |extra: &[&str]| {
        let mut args = vec!["new", "easy", "--seed", "1", "-o"];
        args.push(diary.to_str().unwrap());
        args.extend(extra);
        sudoku_tests::sudoku().args(&args).output().unwrap()
    };
    let refused = new_to(&[]);
    assert_eq!(refused.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("x.pdf exists"), "{stderr}");
    assert!(stderr.contains("--force"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&diary).unwrap(), "my diary");
    // `print` too, and every numbered SVG page is checked before any is written.
    let printed = sudoku_tests::sudoku()
        .args(["print", "-o", diary.to_str().unwrap()])
        .write_stdin(format!("{PUZZLE}\n"))
        .output()
        .unwrap();
    assert_eq!(printed.status.code(), Some(1));
    let page2 = dir.path().join("s-2.svg");
    std::fs::write(&page2, "mine").unwrap();
    let svg = dir.path().join("s.svg");
    let pages = sudoku_tests::sudoku()
        .args(["new", "easy", "--count", "8", "--per-page", "4", "-o"])
        .arg(&svg)
        .output()
        .unwrap();
    assert_eq!(pages.status.code(), Some(1));
    assert!(!dir.path().join("s-1.svg").exists());
    assert_eq!(std::fs::read_to_string(&page2).unwrap(), "mine");
    // With --force the file is replaced by a PDF.
    assert!(new_to(&["--force"]).status.success());
    assert!(std::fs::read(&diary).unwrap().starts_with(b"%PDF-"));
}

#[test]
fn a_format_that_disagrees_with_the_file_name_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("y.pdf");
    let out = sudoku_tests::sudoku()
        .args(["new", "easy", "--seed", "1", "--format", "svg", "-o"])
        .arg(&pdf)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--format svg but -o") && stderr.contains("names a pdf file"),
        "{stderr}"
    );
    assert!(!pdf.exists());
    let printed = sudoku_tests::sudoku()
        .args(["print", "--format", "pdf", "-o"])
        .arg(dir.path().join("z.svg"))
        .write_stdin(format!("{PUZZLE}\n"))
        .output()
        .unwrap();
    assert_eq!(printed.status.code(), Some(2));
    // An extension that names no sheet format leaves the choice to --format.
    let other = dir.path().join("sheet.out");
    let out = sudoku_tests::sudoku()
        .args(["new", "easy", "--seed", "1", "--format", "svg", "-o"])
        .arg(&other)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    assert!(std::fs::read_to_string(&other).unwrap().contains("<svg "));
}
