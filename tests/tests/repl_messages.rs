//! What the REPL says about what it did: `export` names the file it wrote, `hint cell`
//! points at a wrong entry before revealing anything.

use sudoku_tests::{PUZZLE, run_piped};

#[test]
fn export_says_which_file_it_wrote() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.svg");
    let (stdout, stderr, code) = run_piped(format!("load {PUZZLE}\nexport {}\n", file.display()));
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert!(
        stdout.ends_with(&format!("\nwrote {}\n", file.display())),
        "{stdout}"
    );
    assert!(file.is_file());
}

#[test]
fn hint_cell_points_at_a_wrong_entry_instead_of_revealing_another_cell() {
    // r1c4 = 2 is wrong (the solution has 6) but clashes with nothing.
    let (stdout, stderr, code) = run_piped(format!(
        "load {PUZZLE}\nr1c4 2\nhint cell\nclear r1c4\nhint cell\n"
    ));
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    let after: Vec<&str> = stdout
        .lines()
        .skip_while(|l| !l.starts_with("r1c4"))
        .collect();
    assert_eq!(
        after,
        [
            "r1c4 = 2; 50 cells left",
            "r1c4 is not right: clear it (`clear r1c4`) and look again",
            "r1c4 cleared; 51 cells left",
            "revealed (1 so far): r1c6 = 8; 50 cells left",
        ]
    );
}
