"""A seeded Sudoku engine: generate, solve, count, rate on the Sudoku Explainer scale, hint.

Puzzles are 81-character lines (``.``, ``0`` or ``_`` for an empty cell) or, in the batch
calls, NumPy arrays of shape ``(N, 81)`` and dtype ``uint8`` with 0 for an empty cell (a
list of lines is accepted too). The same level and seed give the same puzzle as the
``sudoku`` command (``sudoku new LEVEL --seed SEED``) on every platform.

The batch calls (``generate_many``, ``generate_table``, ``solve_many``, ``rate_many``)
release the GIL and use every core (``threads=`` picks how many). A row's answer never
depends on the others, so a set split into parts anywhere gives the same rows.

Errors are ``SudokuError`` (a ``ValueError``) or one of its subclasses, with the engine's
own messages: ``PuzzleFormatError`` names the row, column and character.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt

from sudoku_engine import _native
from sudoku_engine._native import (
    ENGINE_VERSION,
    LEVELS,
    GenerationError,
    MultipleSolutionsError,
    NoSolutionError,
    PuzzleFormatError,
    Rating,
    SudokuError,
    count,
    generate,
    next_step,
    rate,
    solve,
)

__all__ = [
    "ENGINE_VERSION",
    "LEVELS",
    "GenerationError",
    "MultipleSolutionsError",
    "NoSolutionError",
    "PuzzleFormatError",
    "Rating",
    "SudokuError",
    "count",
    "generate",
    "generate_many",
    "generate_table",
    "lines",
    "next_step",
    "rate",
    "rate_many",
    "solve",
    "solve_many",
]

__version__ = ENGINE_VERSION

#: Many puzzles: an ``(N, 81)`` integer array (0 = empty) or a sequence of 81-character lines.
Puzzles = Union[npt.ArrayLike, Sequence[str]]
#: Seeds: a 1-D array or a sequence of integers from 0 to 2**64 - 1 (a ``range`` works).
Seeds = Union[npt.NDArray[np.uint64], Sequence[int]]


def _puzzles(puzzles: Puzzles) -> Union[npt.NDArray[np.uint8], Sequence[str]]:
    """The rows as the native calls take them: a uint8 array, or the lines as they are.

    An integer array of another dtype (``np.array(list_of_lists)`` gives int64) is checked
    for values 0-9 and converted; a bad value is named by its row and cell.
    """
    if isinstance(puzzles, str) or (
        isinstance(puzzles, (list, tuple)) and all(isinstance(p, str) for p in puzzles)
    ):
        return puzzles  # the native call reads them, or says why it cannot
    array = np.asarray(puzzles)
    if array.dtype.kind == "U" and array.ndim == 1:
        lines: list[str] = array.tolist()
        return lines
    if array.dtype == np.uint8:
        return array
    if array.dtype.kind not in "iu":
        raise PuzzleFormatError(
            f"expected a uint8 array of shape (N, 81) or a list of 81-character strings, "
            f"got an array of {array.dtype}"
        )
    if array.ndim == 2 and array.size:
        bad = np.argwhere((array < 0) | (array > 9))
        if len(bad):
            row, cell = (int(i) for i in bad[0])
            raise PuzzleFormatError(
                f"puzzles[{row}, {cell}]: {array[row, cell]} is not a cell value "
                "(0 for empty, or 1-9)"
            )
    return array.astype(np.uint8)


def generate_many(
    level: Optional[str],
    seeds: Seeds,
    *,
    score: Optional[str] = None,
    symmetry: Optional[str] = None,
    minimal: bool = False,
    threads: Optional[int] = None,
) -> npt.NDArray[np.uint8]:
    """One puzzle per seed as an ``(N, 81)`` uint8 array (0 = empty).

    Row ``i`` is ``generate(level, seeds[i], ...)``. Raises ``GenerationError`` naming the
    first seed (by position) that gives no puzzle.
    """
    return _native.generate_many(
        level, seeds, score=score, symmetry=symmetry, minimal=minimal, threads=threads
    )


def generate_table(
    level: Optional[str],
    seeds: Seeds,
    *,
    score: Optional[str] = None,
    symmetry: Optional[str] = None,
    minimal: bool = False,
    threads: Optional[int] = None,
) -> dict[str, Any]:
    """One puzzle per seed with its solution and rating, as columns.

    Keys: ``seed`` (uint64 array), ``puzzle`` and ``solution`` (lists of 81-character
    lines), ``level`` (list of level names), ``score`` (float64 array), ``technique`` (list
    of the hardest technique's names). The table ``sudoku new --format csv`` prints;
    ``pyarrow.table(generate_table(...))`` makes it an Arrow table.
    """
    return _native.generate_table(
        level, seeds, score=score, symmetry=symmetry, minimal=minimal, threads=threads
    )


def solve_many(
    puzzles: Puzzles, *, threads: Optional[int] = None
) -> Tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint8]]:
    """Solves every row: ``(solutions, counts)``.

    ``counts[i]`` is 0 (no solution, or givens that clash), 1 (unique) or 2 (several:
    ``solutions[i]`` is one of them). A row without a solution is all zeros. A row that
    cannot be read raises ``PuzzleFormatError`` naming it, before any work.
    """
    return _native.solve_many(_puzzles(puzzles), threads=threads)


def rate_many(
    puzzles: Puzzles, *, threads: Optional[int] = None
) -> Tuple[npt.NDArray[np.int8], npt.NDArray[np.float64]]:
    """Rates every row: ``(levels, scores)``.

    ``levels[i]`` indexes ``LEVELS`` (0 = easy ... 4 = extreme), or is -1 for a puzzle
    without exactly one solution, whose score is NaN.
    """
    return _native.rate_many(_puzzles(puzzles), threads=threads)


def lines(puzzles: Puzzles) -> list[str]:
    """The rows as 81-character lines, ``.`` for empty cells."""
    return _native.lines(_puzzles(puzzles))
