"""Puzzle sets past one machine: generated and rated on a Dask cluster, written as Parquet.

A set is ``count`` seeds from ``first_seed`` (wrapping past 2**64 - 1 to 0, as ``sudoku new``
does), cut into contiguous parts of ``rows_per_part`` seeds. Each part is one task: a worker
generates, solves and rates its seeds with ``generate_table`` and writes
``part-NNNNN.parquet`` under ``path`` (a folder every worker can reach: local, NFS, a mounted
bucket). A seed's row never depends on the part or the worker that made it, so the set read
back in part order is the same whatever the number of workers and parts: its ``puzzle``
column is, line for line, what ``sudoku new LEVEL --seed FIRST --count COUNT`` prints, and
its rows are what ``sudoku new ... --format csv`` prints.

Columns: ``seed`` (uint64), ``puzzle`` and ``solution`` (81-character lines, ``.`` for
empty), ``level``, ``score`` (float64, Sudoku Explainer's scale), ``technique``.

Needs the ``dask`` extra: ``pip install 'sudoku-engine[dask]'`` (dask.distributed, pyarrow).
"""

from __future__ import annotations

import os
import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, List, Optional

import numpy as np

import sudoku_engine

if TYPE_CHECKING:
    import pyarrow as pa
    from distributed import Client

__all__ = ["Part", "SCHEMA_FIELDS", "parts", "read_parquet", "write_part", "write_parquet"]

#: The table's columns and their Arrow types, in order.
SCHEMA_FIELDS = (
    ("seed", "uint64"),
    ("puzzle", "string"),
    ("solution", "string"),
    ("level", "string"),
    ("score", "float64"),
    ("technique", "string"),
)

_SEED_SPACE = 1 << 64


@dataclass(frozen=True)
class Part:
    """One task's seeds: ``count`` of them from ``first_seed``, written as ``name``."""

    index: int
    first_seed: int
    count: int

    @property
    def name(self) -> str:
        """The part's file name; names sort in part order."""
        return f"part-{self.index:05d}.parquet"


def parts(first_seed: int, count: int, rows_per_part: int) -> List[Part]:
    """The parts of ``count`` seeds from ``first_seed``, ``rows_per_part`` each (the last
    may be shorter)."""
    if not 0 <= first_seed < _SEED_SPACE:
        raise ValueError(f"first_seed must be from 0 to 2**64 - 1, got {first_seed}")
    if count < 0:
        raise ValueError(f"count must not be negative, got {count}")
    if rows_per_part < 1:
        raise ValueError(f"rows_per_part must be at least 1, got {rows_per_part}")
    return [
        Part(k, (first_seed + start) % _SEED_SPACE, min(rows_per_part, count - start))
        for k, start in enumerate(range(0, count, rows_per_part))
    ]


def _schema() -> "pa.Schema":
    import pyarrow as pa

    return pa.schema([(name, pa.type_for_alias(kind)) for name, kind in SCHEMA_FIELDS])


def _seeds(part: Part) -> "np.ndarray[Any, np.dtype[np.uint64]]":
    offsets = np.arange(part.count, dtype=np.uint64)
    # uint64 addition wraps, as `sudoku new`'s seeds do past 2**64 - 1.
    with np.errstate(over="ignore"):
        return np.uint64(part.first_seed) + offsets


def write_part(
    path: str,
    level: Optional[str],
    part: Part,
    score: Optional[str] = None,
    symmetry: Optional[str] = None,
    minimal: bool = False,
    threads: Optional[int] = 1,
) -> str:
    """Generates, solves and rates one part and writes it as ``path/part.name``, atomically
    (a temporary file in the same folder, then a rename): a part file is whole or absent.
    Returns the file's path. This is the task a worker runs."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    table = sudoku_engine.generate_table(
        level,
        _seeds(part),
        score=score,
        symmetry=symmetry,
        minimal=minimal,
        threads=threads,
    )
    arrow = pa.table(table, schema=_schema())
    final = os.path.join(path, part.name)
    temporary = os.path.join(path, f".{part.name}.{uuid.uuid4().hex}.tmp")
    try:
        pq.write_table(arrow, temporary)
        os.replace(temporary, final)
    except BaseException:
        if os.path.exists(temporary):
            os.remove(temporary)
        raise
    return final


def write_parquet(
    path: str,
    level: Optional[str],
    first_seed: int,
    count: int,
    *,
    score: Optional[str] = None,
    symmetry: Optional[str] = None,
    minimal: bool = False,
    rows_per_part: int = 10_000,
    threads_per_task: Optional[int] = 1,
    client: Optional["Client"] = None,
    overwrite: bool = False,
) -> List[str]:
    """Generates ``count`` rated puzzles from ``first_seed`` on a Dask cluster into the
    folder ``path`` (made if missing), one Parquet file per part; returns the files in part
    order.

    ``client`` is the cluster's ``distributed.Client`` (default: the current one).
    ``threads_per_task`` is how many threads each task uses: 1 suits a worker per core
    (``dask worker --nthreads 1 --nworkers auto``); ``None`` uses every core of the worker's
    machine. A part that fails (a seed that gives no puzzle) raises here, naming the seed;
    parts already written stay.

    A folder that already holds parts is refused (their set would mix with this one), unless
    ``overwrite`` is true: then its parts are removed first.
    """
    if client is None:
        from distributed import get_client

        client = get_client()
    os.makedirs(path, exist_ok=True)
    old = _part_names(path)
    if old and not overwrite:
        raise FileExistsError(
            f"{path} already holds {len(old)} part files (e.g. {old[0]}): "
            "give another folder, or overwrite=True"
        )
    for name in old:
        os.remove(os.path.join(path, name))
    todo = parts(first_seed, count, rows_per_part)
    futures = client.map(
        write_part,
        [path] * len(todo),
        [level] * len(todo),
        todo,
        score=score,
        symmetry=symmetry,
        minimal=minimal,
        threads=threads_per_task,
        pure=False,
    )
    written: List[str] = client.gather(futures)
    return written


def _part_names(path: str) -> List[str]:
    """The part files under ``path``, in part order."""
    return sorted(n for n in os.listdir(path) if n.startswith("part-") and n.endswith(".parquet"))


def read_parquet(path: str) -> "pa.Table":
    """The set under ``path``, its parts concatenated in part order."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    tables = [pq.read_table(os.path.join(path, n), schema=_schema()) for n in _part_names(path)]
    if not tables:
        return _schema().empty_table()
    return pa.concat_tables(tables)
