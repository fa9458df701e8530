"""The type stubs: `mypy --strict` accepts an example that uses every call."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "typed_usage.py"


def test_mypy_strict_accepts_the_typed_example() -> None:
    pytest.importorskip("mypy")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(EXAMPLE)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_typed_example_runs() -> None:
    done = subprocess.run([sys.executable, str(EXAMPLE)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "hard" in done.stdout
