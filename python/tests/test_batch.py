"""The NumPy batch calls: the same answers as the single calls and the `sudoku` command,
on every core, with the GIL released, and errors that name the row."""

from __future__ import annotations

import threading
import time
from typing import Callable, List

import numpy as np
import pytest

import sudoku_engine as se


def valid_solution(solution: np.ndarray, puzzle: np.ndarray) -> bool:
    """Every row, column and box holds 1-9 once, and the givens are kept (checked here in
    NumPy, without the engine)."""
    grid = solution.reshape(9, 9)
    full = set(range(1, 10))
    rows = all(set(r) == full for r in grid)
    cols = all(set(c) == full for c in grid.T)
    boxes = all(
        set(grid[r : r + 3, c : c + 3].ravel()) == full for r in (0, 3, 6) for c in (0, 3, 6)
    )
    givens = puzzle != 0
    return rows and cols and boxes and bool(np.all(solution[givens] == puzzle[givens]))


def to_line(row: np.ndarray) -> str:
    return "".join("." if v == 0 else str(v) for v in row)


def test_generate_many_rows_are_generate_s_and_the_command_s(
    sudoku: Callable[..., str],
) -> None:
    seeds = range(100, 112)
    array = se.generate_many("hard", seeds)
    assert array.shape == (12, 81) and array.dtype == np.uint8
    lines = [to_line(r) for r in array]
    assert lines == [se.generate("hard", s) for s in seeds]
    assert lines == sudoku("new", "hard", "--seed", "100", "--count", "12").splitlines()
    assert se.lines(array) == lines


def test_generate_many_does_not_depend_on_threads_or_the_type_of_seeds() -> None:
    seeds = np.arange(7, 27, dtype=np.uint64)
    one = se.generate_many("medium", seeds, threads=1)
    every = se.generate_many("medium", list(range(7, 27)))
    np.testing.assert_array_equal(one, every)
    # Seeds wrap at 2**64, as `sudoku new` does.
    top = se.generate_many("easy", [2**64 - 1, 0])
    assert se.lines(top) == [se.generate("easy", 2**64 - 1), se.generate("easy", 0)]


def test_solve_many_counts_and_solves_each_row() -> None:
    puzzles = se.generate_many("expert", range(5))
    empty = np.zeros((1, 81), dtype=np.uint8)
    clash = np.zeros((1, 81), dtype=np.uint8)
    clash[0, 0] = clash[0, 1] = 5
    batch = np.vstack([puzzles, empty, clash])
    solutions, counts = se.solve_many(batch)
    assert counts.dtype == np.uint8 and solutions.shape == batch.shape
    assert list(counts) == [1, 1, 1, 1, 1, 2, 0]
    for solution, puzzle in zip(solutions[:6], batch[:6]):
        assert valid_solution(solution, puzzle)
    assert not solutions[6].any()
    for row, line in zip(solutions[:5], se.lines(puzzles)):
        assert to_line(row) == se.solve(line)


def test_rate_many_is_rate_on_each_row() -> None:
    puzzles = np.vstack([se.generate_many(level, [3, 4]) for level in se.LEVELS])
    levels, scores = se.rate_many(puzzles)
    assert levels.dtype == np.int8 and scores.dtype == np.float64
    for code, score, line in zip(levels, scores, se.lines(puzzles)):
        rating = se.rate(line)
        assert se.LEVELS[code] == rating.level
        assert score == rating.score
    assert [se.LEVELS[c] for c in levels] == [lv for lv in se.LEVELS for _ in (3, 4)]
    levels, scores = se.rate_many(["." * 81])
    assert levels[0] == -1 and np.isnan(scores[0])


def test_lists_of_lines_and_other_integer_arrays_are_accepted() -> None:
    lines = [se.generate("hard", s) for s in range(3)]
    array = se.generate_many("hard", range(3))
    from_lines = se.solve_many(lines)
    from_int64 = se.solve_many(array.astype(np.int64))
    from_uint8 = se.solve_many(array)
    for other in (from_lines, from_int64):
        np.testing.assert_array_equal(other[0], from_uint8[0])
        np.testing.assert_array_equal(other[1], from_uint8[1])


def test_any_array_layout_reads_row_by_row() -> None:
    """A C-contiguous array, a Fortran-ordered one and a reversed view give the same rows."""
    array = se.generate_many("easy", range(6))
    lines = se.lines(array)
    assert se.lines(np.asfortranarray(array)) == lines
    assert se.lines(array[::-1]) == lines[::-1]
    assert se.lines(array[::2]) == lines[::2]
    np.testing.assert_array_equal(se.solve_many(np.asfortranarray(array))[0],
                                  se.solve_many(array)[0])


def test_a_bad_row_is_named_before_any_work() -> None:
    array = np.zeros((4, 81), dtype=np.int64)
    array[2, 40] = 12
    with pytest.raises(se.PuzzleFormatError, match=r"puzzles\[2, 40\]: 12 is not a cell value"):
        se.solve_many(array)
    with pytest.raises(se.PuzzleFormatError, match=r"puzzles\[2, 40\]"):
        se.rate_many(array.astype(np.uint8))
    with pytest.raises(se.PuzzleFormatError, match=r"puzzles\[1\]: column 3: unexpected 'x'"):
        se.solve_many(["." * 81, "12x"])
    with pytest.raises(se.PuzzleFormatError, match=r"shape \(N, 81\), got \(2, 80\)"):
        se.solve_many(np.zeros((2, 80), dtype=np.uint8))
    with pytest.raises(se.PuzzleFormatError, match="one string"):
        se.solve_many("." * 81)  # type: ignore[arg-type]
    with pytest.raises(se.PuzzleFormatError, match="float64"):
        se.rate_many(np.zeros((1, 81)))
    with pytest.raises(se.SudokuError, match="threads"):
        se.solve_many(["." * 81], threads=0)
    # An empty batch is no error.
    solutions, counts = se.solve_many(np.zeros((0, 81), dtype=np.uint8))
    assert solutions.shape == (0, 81) and counts.shape == (0,)


def test_a_failing_seed_is_named() -> None:
    # Nothing the generator makes scores 25.0: the request runs out of attempts.
    with pytest.raises(se.GenerationError, match=r"^seed 3: "):
        se.generate_many("easy", [3], score="25.0..")


def test_batch_calls_release_the_gil() -> None:
    """While a batch call runs on its own thread, this thread keeps running Python."""
    puzzles = se.generate_many("expert", range(40))
    window: List[float] = []
    ticks: List[float] = []

    def work() -> None:
        window.append(time.perf_counter())
        for _ in range(5):
            se.rate_many(puzzles, threads=1)
        window.append(time.perf_counter())

    worker = threading.Thread(target=work)
    worker.start()
    while worker.is_alive():
        ticks.append(time.perf_counter())
        time.sleep(0.001)
    worker.join()
    start, end = window
    assert end - start > 0.1, "the batch was too short to tell"
    inside = [t for t in ticks if start + 0.05 < t < end - 0.05]
    assert inside, "no Python ran while the batch call did"


def test_generate_table_is_the_command_s_csv(sudoku: Callable[..., str]) -> None:
    import csv
    import io

    table = se.generate_table("expert", range(20, 26))
    rows = list(csv.DictReader(io.StringIO(
        sudoku("new", "expert", "--seed", "20", "--count", "6", "--format", "csv"))))
    assert [int(r["seed"]) for r in rows] == list(table["seed"])
    for column in ("puzzle", "solution", "level", "technique"):
        assert [r[column] for r in rows] == table[column], column
    assert [float(r["score"]) for r in rows] == list(table["score"])


def test_ctrl_c_stops_a_long_batch_call() -> None:
    """SIGINT during a batch call raises KeyboardInterrupt within a chunk, not at the end
    (here the end would be hours away)."""
    import os
    import signal

    timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
    start = time.perf_counter()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            se.generate_many("extreme", range(100_000), threads=1)
    finally:
        timer.cancel()
    assert time.perf_counter() - start < 60
