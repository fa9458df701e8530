"""One puzzle at a time: known answers, the `sudoku` command's answers, and errors."""

from __future__ import annotations

from typing import Callable

import pytest

import sudoku_engine as se

# A classic puzzle and its solution (both from the literature, checked by hand once).
CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
CLASSIC_SOLUTION = (
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

# The classic with a 1 in r1c3, where its solution has 4: 1 clashes with no given there
# (r1c3 could be 1, 2 or 4), yet there is no solution.
WRONG_GIVEN = CLASSIC[:2] + "1" + CLASSIC[3:]


def test_solve_gives_the_known_solution() -> None:
    assert se.solve(CLASSIC) == CLASSIC_SOLUTION
    # Zeros and a boxed grid read as the line does.
    assert se.solve(CLASSIC.replace(".", "0")) == CLASSIC_SOLUTION


def test_count_tells_none_one_and_several() -> None:
    assert se.count(CLASSIC) == 1
    assert se.count("." * 81) == 2
    assert se.count("." * 81, limit=5) == 5
    assert se.count(WRONG_GIVEN) == 0
    with pytest.raises(se.SudokuError, match="limit"):
        se.count(CLASSIC, limit=0)


def test_solve_refuses_several_or_no_solutions_unless_asked() -> None:
    with pytest.raises(se.MultipleSolutionsError):
        se.solve("." * 81)
    grid = se.solve("." * 81, first=True)
    assert sorted(grid[:9]) == list("123456789")
    with pytest.raises(se.NoSolutionError):
        se.solve(WRONG_GIVEN)


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert", "extreme"])
def test_generate_is_the_sudoku_command_s_puzzle(
    level: str, sudoku: Callable[..., str]
) -> None:
    for seed in (0, 42, 2**64 - 1):
        assert se.generate(level, seed) + "\n" == sudoku("new", level, "--seed", str(seed))


def test_generate_takes_the_command_s_options(sudoku: Callable[..., str]) -> None:
    made = se.generate("hard", 5, symmetry="mirror", minimal=True)
    assert made + "\n" == sudoku("new", "hard", "--seed", "5", "--symmetry", "mirror", "--minimal")
    by_score = se.generate(None, 9, score="3.0..4.0")
    assert by_score + "\n" == sudoku("new", "--score", "3.0..4.0", "--seed", "9")
    assert 3.0 <= se.rate(by_score).score <= 4.0


def test_rate_is_the_sudoku_command_s_rating(sudoku: Callable[..., str]) -> None:
    puzzles = [se.generate(level, 11) for level in se.LEVELS]
    lines = sudoku("rate", input="".join(p + "\n" for p in puzzles)).splitlines()
    for puzzle, line, level in zip(puzzles, lines, se.LEVELS):
        rating = se.rate(puzzle)
        assert line == f"{rating.level} {rating.score:.1f} {rating.technique}"
        assert rating.level == level
        assert rating.steps > 0
    assert repr(se.rate(CLASSIC)).startswith("Rating(level=")


def test_a_full_grid_rates_easy_without_a_technique() -> None:
    rating = se.rate(CLASSIC_SOLUTION)
    assert (rating.level, rating.score, rating.technique) == ("easy", 0.0, None)


def test_next_step_is_a_sentence_that_places_a_digit_of_the_solution() -> None:
    step = se.next_step(CLASSIC)
    # e.g. "naked single: r5c5 can only be 5" or "hidden single: ..., so r2c4 is 1"
    technique, _, rest = step.partition(": ")
    assert technique in ("naked single", "hidden single", "full house"), step
    assert rest
    with pytest.raises(se.SudokuError, match="full"):
        se.next_step(CLASSIC_SOLUTION)
    with pytest.raises(se.NoSolutionError):
        se.next_step(WRONG_GIVEN)


def test_errors_carry_the_engine_s_messages() -> None:
    with pytest.raises(se.PuzzleFormatError, match=r"column 3: unexpected 'x'"):
        se.solve("12x")
    with pytest.raises(se.PuzzleFormatError, match="ends after 80 cells"):
        se.rate(CLASSIC[:80])
    with pytest.raises(se.PuzzleFormatError, match="5"):
        se.solve("55" + "." * 79)  # two 5s in row 1
    with pytest.raises(se.SudokuError, match="level 'impossible': unknown level"):
        se.generate("impossible", 1)
    with pytest.raises(se.SudokuError, match="symmetry 'spiral'"):
        se.generate("easy", 1, symmetry="spiral")
    with pytest.raises(se.SudokuError, match="score '9..1'"):
        se.generate(None, 1, score="9..1")
    with pytest.raises(se.SudokuError, match="give a level"):
        se.generate(None, 1)
    with pytest.raises(OverflowError):
        se.generate("easy", -1)
    # Every engine error is a ValueError.
    assert issubclass(se.SudokuError, ValueError)
    for error in (se.PuzzleFormatError, se.NoSolutionError, se.MultipleSolutionsError,
                  se.GenerationError):
        assert issubclass(error, se.SudokuError)


def test_ctrl_c_stops_a_long_generate() -> None:
    """SIGINT during one `generate` whose score range few puzzles reach raises
    KeyboardInterrupt at once, not when the search gives up (tens of seconds later)."""
    import os
    import signal
    import threading
    import time

    timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
    start = time.perf_counter()
    try:
        # Started inside the block: a timer that fired early is still caught here.
        with pytest.raises(KeyboardInterrupt):
            timer.start()
            se.generate("extreme", 1, score="9.8..")
    finally:
        timer.cancel()
    assert time.perf_counter() - start < 5
