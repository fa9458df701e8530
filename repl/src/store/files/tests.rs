use super::*;

fn private() -> Options<'static> {
    Options {
        replace: Replace::Any,
        private: true,
    }
}

#[test]
fn a_write_replaces_the_text_and_leaves_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("a.sav");
    write_atomically(&path, b"one", &private()).unwrap();
    write_atomically(&path, b"two", &private()).unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"two");
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_at_once_for_reading_and_for_writing() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("f.sav");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let e = read(&fifo, 100).unwrap_err();
    assert!(e.to_string().contains("is a FIFO"), "{e}");
    let e = write_atomically(&fifo, b"x", &private()).unwrap_err();
    assert!(e.to_string().contains("is a FIFO"), "{e}");
    use std::os::unix::fs::FileTypeExt;
    assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
}

#[cfg(unix)]
#[test]
fn a_link_planted_at_a_predictable_temporary_name_is_not_followed() {
    let dir = tempfile::tempdir().unwrap();
    let victim = dir.path().join("victim");
    fs::write(&victim, b"precious").unwrap();
    // What versions before 0.3 named their temporary file.
    let planted = dir
        .path()
        .join(format!(".a.sav.{}.tmp", std::process::id()));
    std::os::unix::fs::symlink(&victim, &planted).unwrap();
    write_atomically(&dir.path().join("a.sav"), b"game", &private()).unwrap();
    assert_eq!(fs::read(&victim).unwrap(), b"precious");
    assert_eq!(fs::read(dir.path().join("a.sav")).unwrap(), b"game");
    // A link under our new names is not a leftover to clean either.
    let link = dir.path().join(".b.sav.sudoku-AbCdEfGhIj.tmp");
    std::os::unix::fs::symlink(&victim, &link).unwrap();
    clean_temps(dir.path());
    assert!(fs::symlink_metadata(&link).is_ok() && victim.exists());
}

#[test]
fn reads_are_bounded() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big");
    fs::write(&path, vec![b'x'; 2048]).unwrap();
    assert_eq!(read(&path, 2048).unwrap().len(), 2048);
    let e = read(&path, 1024).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!("{} is larger than 1 KB", shown(&path))
    );
    let e = read(dir.path(), 1024).unwrap_err();
    assert!(e.to_string().contains("is a directory"), "{e}");
}

#[cfg(unix)]
#[test]
fn a_symbolic_link_is_written_through_and_the_mode_is_kept() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("real.sav");
    let link = dir.path().join("link.sav");
    fs::write(&real, b"old").unwrap();
    fs::set_permissions(&real, fs::Permissions::from_mode(0o640)).unwrap();
    std::os::unix::fs::symlink("real.sav", &link).unwrap();
    write_atomically(&link, b"new", &private()).unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(fs::read(&real).unwrap(), b"new");
    let mode = fs::metadata(&real).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
    let fresh = dir.path().join("fresh.sav");
    write_atomically(&fresh, b"x", &private()).unwrap();
    let mode = fs::metadata(&fresh).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
}

#[test]
fn only_what_the_check_accepts_is_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("diary");
    fs::write(&path, b"dear diary").unwrap();
    let check = |b: &[u8]| b.starts_with(b"game");
    let options = Options {
        replace: Replace::If {
            what: "a saved game",
            max: 100,
            check: &check,
        },
        private: true,
    };
    let e = write_atomically(&path, b"game 2", &options).unwrap_err();
    assert!(e.to_string().contains("is not a saved game"), "{e}");
    assert_eq!(fs::read(&path).unwrap(), b"dear diary");
    fs::write(&path, b"game 1").unwrap();
    write_atomically(&path, b"game 2", &options).unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"game 2");
    let never = Options {
        replace: Replace::Never,
        private: false,
    };
    let e = write_atomically(&path, b"x", &never).unwrap_err();
    assert!(matches!(e.problem, Problem::Exists), "{e}");
    write_atomically(&dir.path().join("new"), b"x", &never).unwrap();
}

#[test]
fn leftover_temporary_files_are_cleaned_but_a_locked_one_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let dead = dir.path().join(".a.sav.sudoku-AbCdEfGhIj.tmp");
    let old_style = dir.path().join(".a.sav.1234.tmp");
    let live = dir.path().join(".b.sav.sudoku-KlMnOpQrSt.tmp");
    let other = dir.path().join(".notes.tmp");
    for p in [&dead, &old_style, &live, &other] {
        fs::write(p, b"x").unwrap();
    }
    let held = File::open(&live).unwrap();
    held.lock().unwrap();
    assert_eq!(clean_temps(dir.path()), 2);
    assert!(!dead.exists() && !old_style.exists());
    assert!(live.exists() && other.exists());
}

#[test]
fn control_characters_in_names_are_escaped() {
    assert_eq!(
        crate::text::escaped("a\u{1b}[2J\u{7}b"),
        "a\\u{1b}[2J\\u{7}b"
    );
    assert_eq!(size(64 * 1024), "64 KB");
}

/// A cleaner (another session starting) that takes a writer's temporary file before the
/// writer locks it: the writer gives that file up and writes through a new one.
#[test]
fn a_temporary_file_a_cleaner_takes_before_its_lock_is_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let mut builder = tempfile::Builder::new();
    builder.prefix(".a.sav.sudoku-").suffix(TEMP_SUFFIX);
    // Removed before the lock, as a cleaner that found it unlocked does.
    let mut seen = Vec::new();
    let temp = locked_temp(&builder, dir.path(), |p| {
        seen.push(p.to_path_buf());
        if seen.len() == 1 {
            assert_eq!(clean_temps(dir.path()), 1);
        }
    })
    .unwrap();
    assert_eq!(seen.len(), 2);
    assert_eq!(temp.path(), seen[1]);
    assert!(names(temp.path(), temp.as_file()));
    // Held by a cleaner about to remove it: given up too; the one kept is locked.
    let mut held = None;
    let temp = locked_temp(&builder, dir.path(), |p| {
        if held.is_none() {
            let file = File::open(p).unwrap();
            file.lock().unwrap();
            held = Some((p.to_path_buf(), file));
        }
    })
    .unwrap();
    let (taken, _lock) = held.unwrap();
    assert_ne!(temp.path(), taken);
    assert_eq!(clean_temps(dir.path()), 0);
    assert!(temp.path().exists());
}
