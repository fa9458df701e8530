"""Puzzle sets on a real Dask cluster (two worker processes): the Parquet set is the
`sudoku` command's output, whatever the number of parts."""

from __future__ import annotations

import csv
import io
import os
from pathlib import Path
from typing import Callable, Iterator

import pytest

pytest.importorskip("distributed")
pytest.importorskip("pyarrow")

from distributed import Client, LocalCluster  # noqa: E402

from sudoku_engine.dask import parts, read_parquet, write_parquet  # noqa: E402


@pytest.fixture(scope="module")
def client() -> Iterator[Client]:
    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster, Client(cluster) as client:
        yield client


def test_the_workers_are_two_other_processes(client: Client) -> None:
    pids = set(client.run(os.getpid).values())
    assert len(pids) == 2 and os.getpid() not in pids


def test_the_set_is_the_command_s_lines_and_table_whatever_the_parts(
    client: Client, tmp_path: Path, sudoku: Callable[..., str]
) -> None:
    first, count = 2**64 - 5, 30  # across the seeds' wrap, as the command goes
    written = write_parquet(str(tmp_path / "a"), "hard", first, count, rows_per_part=7,
                            client=client)
    assert [Path(p).name for p in written] == [f"part-{k:05d}.parquet" for k in range(5)]
    table = read_parquet(str(tmp_path / "a"))
    assert table.column_names == ["seed", "puzzle", "solution", "level", "score", "technique"]
    lines = sudoku("new", "hard", "--seed", str(first), "--count", str(count)).splitlines()
    assert table.column("puzzle").to_pylist() == lines
    rows = list(csv.DictReader(io.StringIO(
        sudoku("new", "hard", "--seed", str(first), "--count", str(count), "--format", "csv"))))
    got = table.to_pylist()
    assert len(got) == len(rows) == count
    for mine, theirs in zip(got, rows):
        assert str(mine["seed"]) == theirs["seed"]
        assert f"{mine['score']:.1f}" == theirs["score"]
        for column in ("puzzle", "solution", "level", "technique"):
            assert mine[column] == theirs[column]

    one_part = write_parquet(str(tmp_path / "b"), "hard", first, count, rows_per_part=count,
                             client=client)
    assert len(one_part) == 1
    assert read_parquet(str(tmp_path / "b")).equals(table)


def test_a_folder_with_parts_is_not_mixed_into(client: Client, tmp_path: Path) -> None:
    write_parquet(str(tmp_path), "easy", 0, 4, rows_per_part=2, client=client)
    with pytest.raises(FileExistsError, match="overwrite=True"):
        write_parquet(str(tmp_path), "easy", 0, 2, client=client)
    write_parquet(str(tmp_path), "easy", 0, 2, rows_per_part=2, client=client, overwrite=True)
    assert read_parquet(str(tmp_path)).num_rows == 2
    assert not [n for n in os.listdir(tmp_path) if n.endswith(".tmp")]


def test_parts_cover_the_seeds_once_in_order() -> None:
    cut = parts(10, 25, 10)
    assert [(p.first_seed, p.count) for p in cut] == [(10, 10), (20, 10), (30, 5)]
    assert parts(0, 0, 10) == []
    with pytest.raises(ValueError, match="rows_per_part"):
        parts(0, 5, 0)
