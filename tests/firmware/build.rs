//! Picks the memory map for the target board and tells the code which board it runs on.
use std::{env, fs, path::PathBuf};

fn main() {
    let target = env::var("TARGET").unwrap_or_default();
    let board = match target.as_str() {
        "thumbv6m-none-eabi" => "microbit",
        "thumbv7em-none-eabihf" | "thumbv7em-none-eabi" => "mps2-an386",
        other => panic!(
            "sudoku-firmware: no board for target `{other}` (use thumbv6m-none-eabi or thumbv7em-none-eabihf)"
        ),
    };
    let out = PathBuf::from(env::var_os("OUT_DIR").unwrap());
    let memory = fs::read(format!("memory/{board}.x")).unwrap();
    fs::write(out.join("memory.x"), memory).unwrap();
    println!("cargo::rustc-link-search={}", out.display());
    println!("cargo::rustc-check-cfg=cfg(board, values(\"microbit\", \"mps2-an386\"))");
    println!("cargo::rustc-cfg=board=\"{board}\"");
    // `full` checks the generator against the golden vectors of tests/golden/ (they come with
    // the generator); without them it builds as a stub that fails at run time. Expert and
    // extreme only with the `chains` feature.
    println!("cargo::rustc-check-cfg=cfg(golden)");
    let mut levels = vec!["easy", "medium", "hard"];
    if env::var_os("CARGO_FEATURE_CHAINS").is_some() {
        levels.extend(["expert", "extreme"]);
    }
    if levels
        .iter()
        .all(|l| fs::metadata(format!("../golden/{l}.txt")).is_ok())
    {
        println!("cargo::rustc-cfg=golden");
    }
    println!("cargo::rerun-if-changed=../golden");
    println!("cargo::rerun-if-changed=memory");
    println!("cargo::rerun-if-changed=build.rs");
}
