//! The C API as a C programmer gets it: the header checked against the static library, and
//! a C program (tests/c/known_answers.c) compiled with the system `cc` against the library,
//! running the golden vectors and named puzzles.
#![cfg(target_os = "linux")]

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use sudoku_engine::{Level, Symmetry};
use sudoku_engine_capi::codes;
use sudoku_engine_capi::{SUDOKU_ANY_LEVEL, SUDOKU_NO_MAX_SCORE, SudokuRating, SudokuRequest};

const HEADER: &str = include_str!("../include/sudoku_engine.h");

fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The static library cargo built beside this test (same profile, same features).
fn static_lib() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    let deps = exe.parent().expect("deps directory");
    let lib = deps.join("libsudoku_engine_capi.a");
    assert!(lib.is_file(), "{} not built", lib.display());
    lib
}

/// Names of the functions the header declares: `sudoku_x(` at the start of a declaration.
fn declared_functions() -> BTreeSet<String> {
    HEADER
        .lines()
        .filter(|l| !l.starts_with(' ') && !l.starts_with('#') && !l.starts_with('/'))
        .filter_map(|l| {
            let open = l.find('(')?;
            let name = l[..open].rsplit([' ', '*']).next()?;
            name.starts_with("sudoku_").then(|| name.to_string())
        })
        .collect()
}

/// `#define NAME VALUE` of the header, for integer values (`(-1)` and `4294967295u`
/// included).
fn defines() -> Vec<(String, i64)> {
    HEADER
        .lines()
        .filter_map(|l| {
            let mut words = l.strip_prefix("#define ")?.split_whitespace();
            let name = words.next()?;
            let value = words
                .next()?
                .trim_start_matches('(')
                .trim_end_matches([')', 'u']);
            Some((name.to_string(), value.parse().ok()?))
        })
        .collect()
}

fn define(name: &str) -> i64 {
    let found = defines().into_iter().find(|(n, _)| n == name);
    found
        .unwrap_or_else(|| panic!("{name} not defined in the header"))
        .1
}

/// The Rust toolchain's `llvm-nm` when it is installed, else the system `nm`: a release
/// build's library holds LTO bitcode of the toolchain's LLVM, which binutils' `nm` may not
/// read (it then lists no symbols).
fn nm() -> Command {
    let rustc = |args: &[&str]| {
        Command::new("rustc")
            .args(args)
            .output()
            .ok()
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
    };
    let llvm_nm = rustc(&["--print", "sysroot"])
        .zip(rustc(&["-vV"]))
        .and_then(|(root, v)| {
            let host = v
                .lines()
                .find_map(|l| l.strip_prefix("host: "))?
                .to_string();
            let path = Path::new(root.trim())
                .join("lib/rustlib")
                .join(host)
                .join("bin/llvm-nm");
            path.is_file().then_some(path)
        });
    Command::new(llvm_nm.unwrap_or_else(|| PathBuf::from("nm")))
}

#[test]
fn header_declares_exactly_the_functions_the_library_exports() {
    let output = nm()
        .args(["-g", "--defined-only"])
        .arg(static_lib())
        .output()
        .expect("run nm (llvm-nm or binutils)");
    assert!(output.status.success(), "nm failed");
    let exported: BTreeSet<String> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|l| {
            let mut f = l.split_whitespace();
            let (_, kind, name) = (f.next()?, f.next()?, f.next()?);
            (kind == "T" && name.starts_with("sudoku_")).then(|| name.to_string())
        })
        .collect();
    let declared = declared_functions();
    assert!(declared.len() >= 10, "header parse found {declared:?}");
    assert_eq!(declared, exported, "header declarations vs library symbols");
}

#[test]
fn header_constants_match_the_library() {
    for &(name, value) in codes::ALL {
        assert_eq!(define(name), i64::from(value), "{name}");
    }
    let codes_in_header = defines()
        .iter()
        .filter(|(n, _)| n == "SUDOKU_OK" || n.starts_with("SUDOKU_ERR_"))
        .count();
    assert_eq!(
        codes_in_header,
        codes::ALL.len(),
        "result codes in the header"
    );
    let version: Vec<i64> = env!("CARGO_PKG_VERSION")
        .split('.')
        .map(|p| p.parse().unwrap())
        .collect();
    assert_eq!(
        [
            define("SUDOKU_VERSION_MAJOR"),
            define("SUDOKU_VERSION_MINOR"),
            define("SUDOKU_VERSION_PATCH")
        ],
        version[..3],
        "header version vs Cargo.toml"
    );
    let v = sudoku_engine_capi::sudoku_version();
    assert_eq!(
        [v >> 16, (v >> 8) & 0xff, v & 0xff].map(i64::from),
        version[..3]
    );
    assert_eq!(define("SUDOKU_CELLS"), 81);
    for (i, level) in Level::ALL.iter().enumerate() {
        let name = format!("SUDOKU_{}", level.name().to_uppercase());
        assert_eq!(define(&name), i as i64, "{name}");
    }
    for (i, symmetry) in Symmetry::ALL.iter().enumerate() {
        let name = format!("SUDOKU_SYMMETRY_{}", symmetry.name().to_uppercase());
        assert_eq!(define(&name), i as i64, "{name}");
    }
    assert_eq!(define("SUDOKU_ANY_LEVEL"), i64::from(SUDOKU_ANY_LEVEL));
    assert_eq!(
        define("SUDOKU_NO_MAX_SCORE"),
        i64::from(SUDOKU_NO_MAX_SCORE)
    );
}

/// Compiles one C file against the header and the static library, as docs/c-api.md says.
fn compile(source: &Path, name: &str) -> PathBuf {
    let exe = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let status = Command::new("cc")
        .args([
            "-std=c99",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-pedantic",
            "-O1",
        ])
        .arg("-I")
        .arg(manifest_dir().join("include"))
        .arg(source)
        .arg(static_lib())
        .args(["-lpthread", "-ldl", "-lm"])
        .arg("-o")
        .arg(&exe)
        .status()
        .expect("run the system C compiler `cc`");
    assert!(status.success(), "cc failed to build {}", source.display());
    exe
}

/// The fenced block of `language` that follows `heading` in the C API's documentation.
fn doc_block(heading: &str, language: &str) -> String {
    let doc = std::fs::read_to_string(manifest_dir().join("../../docs/c-api.md")).unwrap();
    let section = &doc[doc.find(heading).expect("docs/c-api.md section")..];
    let fence = format!("```{language}\n");
    let start = section.find(&fence).expect("fenced block") + fence.len();
    let len = section[start..].find("```").expect("block end");
    section[start..start + len].to_string()
}

#[test]
fn the_docs_c_example_prints_what_the_docs_show() {
    let heading = "## Using the engine from C";
    let source = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hello.c");
    std::fs::write(&source, doc_block(heading, "c")).unwrap();
    let output = Command::new(compile(&source, "hello"))
        .output()
        .expect("run the example of docs/c-api.md");
    assert!(output.status.success());
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        doc_block(heading, "text")
    );
}

#[test]
fn c_program_passes_the_known_answers() {
    let exe = compile(
        &manifest_dir().join("tests/c/known_answers.c"),
        "known_answers",
    );
    let golden = manifest_dir().join("../../tests/golden");
    let output = Command::new(&exe)
        .arg(&golden)
        .output()
        .expect("run the C test");
    let stdout = String::from_utf8_lossy(&output.stdout);
    print!("{stdout}");
    assert!(output.status.success(), "the C test failed:\n{stdout}");
    assert!(
        stdout.contains(" passed, 0 failed"),
        "no summary:\n{stdout}"
    );
    // The C compiler's layout of sudoku_rating is the Rust struct's.
    let abi = format!(
        "abi: sizeof(sudoku_rating)={} level@{} steps@{} score_tenths@{} technique@{}",
        size_of::<SudokuRating>(),
        std::mem::offset_of!(SudokuRating, level),
        std::mem::offset_of!(SudokuRating, steps),
        std::mem::offset_of!(SudokuRating, score_tenths),
        std::mem::offset_of!(SudokuRating, technique),
    );
    assert!(stdout.contains(&abi), "expected `{abi}` in:\n{stdout}");
    let abi = format!(
        "abi: sizeof(sudoku_request)={} level@{} symmetry@{} min_score_tenths@{} \
         max_score_tenths@{} minimal@{}",
        size_of::<SudokuRequest>(),
        std::mem::offset_of!(SudokuRequest, level),
        std::mem::offset_of!(SudokuRequest, symmetry),
        std::mem::offset_of!(SudokuRequest, min_score_tenths),
        std::mem::offset_of!(SudokuRequest, max_score_tenths),
        std::mem::offset_of!(SudokuRequest, minimal),
    );
    assert!(stdout.contains(&abi), "expected `{abi}` in:\n{stdout}");
}
