use super::*;
use crate::store::journal::tests::{game, snapshot, step};

/// The files in a directory, by name.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn every_change_reads_back_through_checkpoints_and_journals() {
    let dir = tempfile::tempdir().unwrap();
    let mut line = Line::default();
    let mut g = game();
    for n in 0..200 {
        step(&mut g, n);
        line.keep_in(&mut g, dir.path(), Kind::Script).unwrap();
        let path = line.path().unwrap();
        let (back, generation, _) = journal::read(path).unwrap();
        assert_eq!(snapshot(&back), snapshot(&g), "step {n}");
        assert_eq!(generation, line.generation);
        let journal = fs::metadata(journal::path_of(path)).unwrap().len();
        assert!(journal <= line.journal_room().max(JOURNAL_MIN), "{journal}");
    }
    assert!(line.generation > 3, "{}", line.generation);
    assert_eq!(names(dir.path()).len(), 2, "{:?}", names(dir.path()));
}

#[test]
fn a_history_too_long_for_a_save_keeps_its_newest_steps() {
    let dir = tempfile::tempdir().unwrap();
    let mut line = Line::default();
    let mut g = game();
    let r1c3 = sudoku_engine::Cell::at(0, 2).unwrap();
    let Some(one) = sudoku_engine::Digit::new(1) else {
        return;
    };
    let toggle = crate::game::moves::Play::Marks(crate::game::moves::MarkAction::Toggle {
        cell: r1c3,
        digits: sudoku_engine::DigitSet::EMPTY.with(one),
    });
    let check = |line: &Line, g: &Game| {
        let (back, ..) = journal::read(line.path().unwrap()).unwrap();
        assert_eq!(back.board(), g.board());
        assert_eq!(back.marks(), g.marks());
        for (kept, all) in [
            (back.history().undo(), g.history().undo()),
            (back.history().redo(), g.history().redo()),
        ] {
            assert!(all.ends_with(kept));
        }
        let kept = back.history().undo().len() + back.history().redo().len();
        assert!(kept > 1000 || g.history().undo().len() + g.history().redo().len() < 1000);
    };
    // More undo steps than a save holds, then undo runs past what the checkpoint kept
    // (a record may hold many steps: a failed write, or time away), then redo ones.
    for _ in 0..3000 {
        g.apply(&toggle).unwrap();
    }
    line.keep_in(&mut g, dir.path(), Kind::Script).unwrap();
    check(&line, &g);
    for back in [true, false] {
        for run in 0..30 {
            for _ in 0..100 {
                if back {
                    g.undo()
                } else {
                    g.redo()
                };
            }
            line.keep_in(&mut g, dir.path(), Kind::Script).unwrap();
            if run % 6 == 5 {
                check(&line, &g);
            }
        }
    }
    let checkpoint = fs::metadata(line.path().unwrap()).unwrap().len();
    assert!(checkpoint <= savefile::MAX_BYTES, "{checkpoint}");
}

#[test]
fn a_crash_between_a_checkpoint_and_emptying_its_journal_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut line = Line::default();
    let mut g = game();
    for n in 0..40 {
        step(&mut g, n);
        line.keep_in(&mut g, dir.path(), Kind::Script).unwrap();
    }
    let path = line.path().unwrap().to_path_buf();
    // The next checkpoint is written; the journal still holds the old generation's
    // records.
    savefile::write(&path, &savefile::text(&g, Some(line.generation + 1))).unwrap();
    let (back, ..) = journal::read(&path).unwrap();
    assert_eq!(snapshot(&back), snapshot(&g));
    // Emptied, its header not yet written.
    fs::File::options()
        .write(true)
        .open(journal::path_of(&path))
        .unwrap()
        .set_len(0)
        .unwrap();
    let (back, ..) = journal::read(&path).unwrap();
    assert_eq!(snapshot(&back), snapshot(&g));
}

#[test]
fn a_game_another_session_plays_is_copied_not_written_over() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = Line::default();
    let mut g = game();
    for n in 0..10 {
        step(&mut g, n);
        first.keep_in(&mut g, dir.path(), Kind::Script).unwrap();
    }
    let path = first.path().unwrap().to_path_buf();
    let (mut copy, mut second, busy) = take_up_at(&path).unwrap();
    assert!(busy);
    assert_eq!(snapshot(&copy), snapshot(&g));
    // Until it changes, the copy is the game it came from.
    assert_eq!(second.path(), Some(path.as_path()));
    for n in 10..20 {
        step(&mut copy, n + 1000);
        second.keep_in(&mut copy, dir.path(), Kind::Script).unwrap();
        step(&mut g, n);
        first.keep_in(&mut g, dir.path(), Kind::Script).unwrap();
    }
    assert_ne!(second.path(), Some(path.as_path()));
    let (back, ..) = journal::read(&path).unwrap();
    assert_eq!(snapshot(&back), snapshot(&g));
    let (back, ..) = journal::read(second.path().unwrap()).unwrap();
    assert_eq!(snapshot(&back), snapshot(&copy));
    assert_eq!(names(dir.path()).len(), 4);
    // Once the first session has left the game, it is taken up, not copied.
    drop(first);
    let (resumed, mut taken, busy) = take_up_at(&path).unwrap();
    assert!(!busy);
    assert_eq!(snapshot(&resumed), snapshot(&g));
    let mut resumed = resumed;
    step(&mut resumed, 99);
    taken
        .keep_in(&mut resumed, dir.path(), Kind::Script)
        .unwrap();
    assert_eq!(taken.path(), Some(path.as_path()));
    assert_eq!(names(dir.path()).len(), 4);
}

#[test]
fn a_scripts_game_the_player_takes_up_moves_to_the_players_games_and_is_never_pruned_in_play() {
    let root = tempfile::tempdir().unwrap();
    let (players, scripts) = (root.path().join("games"), root.path().join("scripts"));
    let mut g = game();
    let mut line = Line::default();
    for n in 0..5 {
        step(&mut g, n);
        line.keep_in(&mut g, &scripts, Kind::Script).unwrap();
    }
    let path = line.path().unwrap().to_path_buf();
    drop(line);
    let (mut taken, mut line, busy) = take_up_at(&path).unwrap();
    assert!(!busy);
    // Held by this session: never pruned, even as a script's game past the kept ones.
    assert!(!remove_unplayed(line.path().unwrap()));
    assert_eq!(names(&scripts).len(), 2);
    step(&mut taken, 5);
    line.keep_in(&mut taken, &players, Kind::Player).unwrap();
    assert!(names(&scripts).is_empty(), "{:?}", names(&scripts));
    assert_eq!(names(&players).len(), 2);
    let (back, ..) = journal::read(line.path().unwrap()).unwrap();
    assert_eq!(snapshot(&back), snapshot(&taken));
    let path = line.path().unwrap().to_path_buf();
    drop(line);
    assert!(remove_unplayed(&path));
    assert!(names(&players).is_empty());
}

#[test]
fn a_won_game_leaves_no_file_and_leftovers_of_killed_sessions_are_cleaned() {
    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let dir = tempfile::tempdir().unwrap();
    let mut g = Game::new(
        format!(".{}", &SOLVED[1..]).parse().unwrap(),
        Origin::Loaded,
    )
    .unwrap();
    let mut line = Line::default();
    let r1c1 = sudoku_engine::Cell::at(0, 0).unwrap();
    g.set(r1c1, sudoku_engine::Digit::new(4)).unwrap();
    line.keep_in(&mut g, dir.path(), Kind::Script).unwrap();
    assert_eq!(names(dir.path()).len(), 2);
    // Leftovers: a temporary file, a journal without its checkpoint, and one that a
    // live session holds.
    fs::write(dir.path().join(".x.sav.sudoku-AbCdEfGhIj.tmp"), "x").unwrap();
    fs::write(dir.path().join("orphan.journal"), "x").unwrap();
    let held = Journal::lock(&dir.path().join("held.journal"), true)
        .unwrap()
        .unwrap();
    tidy_dir(dir.path());
    assert_eq!(names(dir.path()).len(), 3, "{:?}", names(dir.path()));
    drop(held);
    tidy_dir(dir.path());
    assert_eq!(names(dir.path()).len(), 2, "{:?}", names(dir.path()));
    g.set(r1c1, sudoku_engine::Digit::new(5)).unwrap();
    assert!(g.is_won());
    line.keep_in(&mut g, dir.path(), Kind::Script).unwrap();
    assert!(names(dir.path()).is_empty(), "{:?}", names(dir.path()));
}
