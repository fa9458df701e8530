"""A rated puzzle set made on a Dask cluster and written as Parquet.

    python python/examples/dask_parquet.py OUT_DIR LEVEL FIRST_SEED COUNT [--scheduler ADDR]

Without --scheduler it starts a local cluster of one worker process per core (the same code
runs on a real cluster: `dask scheduler` on one machine, `dask worker ADDR --nthreads 1
--nworkers auto` on each, and OUT_DIR on storage they all reach). The set is the same
whatever the cluster: its `puzzle` column is `sudoku new LEVEL --seed FIRST_SEED --count
COUNT`, line for line.
"""

from __future__ import annotations

import argparse
import os
import time

from distributed import Client, LocalCluster

from sudoku_engine.dask import read_parquet, write_parquet


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir")
    parser.add_argument("level")
    parser.add_argument("first_seed", type=int)
    parser.add_argument("count", type=int)
    parser.add_argument("--scheduler", help="a running cluster's scheduler address")
    parser.add_argument("--rows-per-part", type=int, default=10_000)
    parser.add_argument("--overwrite", action="store_true")
    args = parser.parse_args()

    if args.scheduler:
        client = Client(args.scheduler)
    else:
        cluster = LocalCluster(n_workers=os.cpu_count() or 1, threads_per_worker=1,
                               processes=True, dashboard_address=None)
        client = Client(cluster)
    with client:
        start = time.perf_counter()
        files = write_parquet(args.out_dir, args.level, args.first_seed, args.count,
                              rows_per_part=args.rows_per_part, client=client,
                              overwrite=args.overwrite)
        took = time.perf_counter() - start
    table = read_parquet(args.out_dir)
    print(f"{table.num_rows} puzzles in {len(files)} parts under {args.out_dir} "
          f"({took:.1f} s, {table.num_rows / took:,.0f} puzzles/s)")


if __name__ == "__main__":
    main()
