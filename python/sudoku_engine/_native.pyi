"""Type stubs of the native module, sudoku_engine._native (Rust, PyO3)."""

from typing import Any, Optional, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt

LEVELS: Tuple[str, str, str, str, str]
ENGINE_VERSION: str

class SudokuError(ValueError): ...
class PuzzleFormatError(SudokuError): ...
class NoSolutionError(SudokuError): ...
class MultipleSolutionsError(SudokuError): ...
class GenerationError(SudokuError): ...

class Rating:
    """A puzzle's rating: level, Sudoku Explainer-scale score, hardest technique, steps."""

    @property
    def level(self) -> str: ...
    @property
    def score(self) -> float: ...
    @property
    def technique(self) -> Optional[str]: ...
    @property
    def steps(self) -> int: ...

def generate(
    level: Optional[str],
    seed: int,
    *,
    score: Optional[str] = None,
    symmetry: Optional[str] = None,
    minimal: bool = False,
) -> str: ...
def solve(puzzle: str, *, first: bool = False) -> str: ...
def count(puzzle: str, limit: int = 2) -> int: ...
def rate(puzzle: str) -> Rating: ...
def next_step(puzzle: str) -> str: ...

_Rows = Union[npt.NDArray[np.uint8], Sequence[str]]
_Seeds = Union[npt.NDArray[np.uint64], Sequence[int]]

def generate_many(
    level: Optional[str],
    seeds: _Seeds,
    *,
    score: Optional[str] = None,
    symmetry: Optional[str] = None,
    minimal: bool = False,
    threads: Optional[int] = None,
) -> npt.NDArray[np.uint8]: ...
def generate_table(
    level: Optional[str],
    seeds: _Seeds,
    *,
    score: Optional[str] = None,
    symmetry: Optional[str] = None,
    minimal: bool = False,
    threads: Optional[int] = None,
) -> dict[str, Any]: ...
def solve_many(
    puzzles: _Rows, *, threads: Optional[int] = None
) -> Tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint8]]: ...
def rate_many(
    puzzles: _Rows, *, threads: Optional[int] = None
) -> Tuple[npt.NDArray[np.int8], npt.NDArray[np.float64]]: ...
def lines(puzzles: _Rows) -> list[str]: ...
