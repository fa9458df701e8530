"""Shared fixtures: the `sudoku` command the module is checked against."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Callable

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def sudoku_bin() -> Path:
    """The `sudoku` binary: $SUDOKU_BIN, else built here with cargo (debug; a no-op when up
    to date)."""
    given = os.environ.get("SUDOKU_BIN")
    if given:
        return Path(given)
    if shutil.which("cargo") is None:
        pytest.skip("no cargo to build the sudoku command with (set SUDOKU_BIN)")
    subprocess.run(
        ["cargo", "build", "--quiet", "--locked", "-p", "sudoku-repl"], cwd=ROOT, check=True
    )
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    return target / "debug" / "sudoku"


@pytest.fixture(scope="session")
def sudoku(sudoku_bin: Path) -> Callable[..., str]:
    """Runs `sudoku ARGS...` (stdin from `input=`) and returns its stdout; fails on a
    non-zero exit unless `check=False`."""

    def run(*args: str, input: str = "", check: bool = True) -> str:
        done = subprocess.run(
            [str(sudoku_bin), *args],
            input=input,
            capture_output=True,
            text=True,
            env={**os.environ, "XDG_STATE_HOME": str(ROOT / "target" / "pytest-state")},
        )
        if check and done.returncode != 0:
            raise AssertionError(f"sudoku {' '.join(args)}: exit {done.returncode}: {done.stderr}")
        return done.stdout

    return run
