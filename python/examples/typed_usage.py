"""Every call of sudoku_engine, typed: `mypy --strict` checks this file against the stubs
(python/tests/test_typing.py), and it runs."""

from __future__ import annotations

from typing import Optional

import numpy as np
import numpy.typing as npt

import sudoku_engine as se


def hardest_of(level: str, seeds: range) -> tuple[str, float]:
    """The seed range's hardest puzzle and its score."""
    puzzles: npt.NDArray[np.uint8] = se.generate_many(level, seeds)
    levels, scores = se.rate_many(puzzles)
    best = int(np.argmax(scores))
    assert se.LEVELS[int(levels[best])] == level
    return se.lines(puzzles[best : best + 1])[0], float(scores[best])


def main() -> None:
    puzzle: str = se.generate("hard", 42, symmetry="rotational")
    solution: str = se.solve(puzzle)
    count: int = se.count(puzzle, limit=2)
    rating: se.Rating = se.rate(puzzle)
    technique: Optional[str] = rating.technique
    step: str = se.next_step(puzzle)
    solutions, counts = se.solve_many([puzzle], threads=1)
    table = se.generate_table("easy", [1, 2])
    line, score = hardest_of("hard", range(10))
    try:
        se.solve("12x")
    except se.PuzzleFormatError as error:
        print(f"caught: {error}")
    print(rating.level, rating.score, technique, count, step)
    print(solution == se.lines(solutions)[0], int(counts[0]), len(table["seed"]), line, score)


if __name__ == "__main__":
    main()
