"""The Python module side by side with the Sudoku packages on PyPI, and with the `sudoku`
command, on the same inputs, in one run.

    python python/bench/compare.py [--quick] [--write]

Peers: rustoku (Rust, PyO3) and hodoku-py (HoDoKu's solver, rater and generator in Python
with a C helper), installed from PyPI; a peer that is not installed is left out. Inputs:
../shared/data (kaggle 20k, 17-clue, top1465).

CPU time (time.process_time, all threads of this process; children's for the command), one
core: the batch calls run with threads=1 and the command with RAYON_NUM_THREADS=1. Each row
is cut into chunks that the peers take in turn (the order rotates each chunk), so a noisy
moment hits all of them; per item: the median over chunks, with the range; ratio: ours /
theirs per chunk, median and range. Slow peers get a time budget per row, and the count
they did is shown.

--write puts the tables in docs/figures.md (section `python`) through scripts/figures.sh.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

import numpy as np

import sudoku_engine as se

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(os.environ.get("SUDOKU_DATA", ROOT.parent / "shared" / "data"))

Work = Callable[[Sequence[str]], object]


def load(name: str, limit: Optional[int] = None) -> List[str]:
    lines = [line.strip()[:81] for line in (DATA / name).read_text().splitlines() if line.strip()]
    return lines[:limit] if limit else lines


def cpu() -> float:
    return time.process_time()


def interleaved(
    items: Sequence[str], peers: Dict[str, Work], chunk: int, budget: Dict[str, float]
) -> Dict[str, List[float]]:
    """Per-item CPU seconds per chunk for each peer, the peers taking each chunk in turn.
    A peer over its budget (seconds) stops taking chunks."""
    times: Dict[str, List[float]] = {name: [] for name in peers}
    spent: Dict[str, float] = {name: 0.0 for name in peers}
    names = list(peers)
    for k, start in enumerate(range(0, len(items), chunk)):
        part = items[start : start + chunk]
        order = names[k % len(names) :] + names[: k % len(names)]
        for name in order:
            if spent[name] > budget.get(name, float("inf")):
                continue
            t0 = cpu()
            done = peers[name](part)
            dt = cpu() - t0
            spent[name] += dt
            # A peer may stop a chunk early (its time cap) and say how many items it did.
            count = done if isinstance(done, int) and not isinstance(done, bool) else len(part)
            if count:
                times[name].append(dt / count)
    return times


def fmt_time(seconds: float) -> str:
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.2f} µs"


def spread(values: List[float]) -> str:
    return f"{fmt_time(min(values))}–{fmt_time(max(values))}"


def ratio_cell(ours: List[float], theirs: List[float]) -> str:
    pairs = [o / t for o, t in zip(ours, theirs) if t > 0]
    if not pairs:
        return "-"
    return f"{statistics.median(pairs):.3f} ({min(pairs):.3f}–{max(pairs):.3f})"


class Table:
    def __init__(self, title: str, header: List[str]) -> None:
        self.lines = [f"### {title}", "", "| " + " | ".join(header) + " |",
                      "|" + "---|" * len(header)]

    def row(self, cells: List[str]) -> None:
        self.lines.append("| " + " | ".join(cells) + " |")
        print(self.lines[-1], flush=True)

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def peers_solve() -> Dict[str, Work]:
    peers: Dict[str, Work] = {
        "ours solve()": lambda ps: [se.solve(p, first=True) for p in ps],
        "ours solve_many": lambda ps: se.solve_many(list(ps), threads=1),
    }
    try:
        import rustoku

        peers["rustoku"] = lambda ps: [rustoku.solve(p) for p in ps]
    except ImportError:
        pass
    try:
        from hodoku.api import Generator
        from hodoku.core.grid import Grid as HGrid

        hodoku = Generator()

        def hodoku_solve(ps: Sequence[str]) -> None:
            # Its fastest solving path: the generator's search (C helper), count to 2, and
            # the solution it keeps. `Generator.validate` without the checks around it.
            for p in ps:
                grid = HGrid()
                grid.set_sudoku(p)
                hodoku._generator.get_number_of_solutions(grid)
                hodoku._generator.get_solution_as_string()

        peers["hodoku-py"] = hodoku_solve
    except ImportError:
        pass
    return peers


def solve_rows(quick: bool) -> Table:
    table = Table(
        "Solving, one core (count to 2 and the solution)",
        ["set", "puzzles", "peer", "per puzzle", "range", "ours solve_many / peer"],
    )
    sets = [("kaggle", "kaggle_sample_20k.txt", 20_000, 1000),
            ("17-clue", "tdoku_17clue.txt", 10_000, 500),
            ("top1465", "tdoku_magictour_top1465.txt", 1465, 100)]
    for name, file, limit, chunk in sets:
        items = load(file, 500 if quick else limit)
        peers = peers_solve()
        times = interleaved(items, peers, chunk, {"hodoku-py": 5 if quick else 60})
        for peer, values in times.items():
            if not values:
                continue
            done = min(len(items), len(values) * chunk)
            ratio = "" if peer.startswith("ours") else ratio_cell(times["ours solve_many"], values)
            table.row([name, str(done), peer, fmt_time(statistics.median(values)),
                       spread(values), ratio])
    return table


def rustoku_generate(level: str) -> str:
    """rustoku's generate, tried again when it gives up (it sometimes does, at medium);
    the retries count in its time."""
    import rustoku

    while True:
        try:
            return str(rustoku.generate(level))
        except ValueError:
            continue


def generate_rows(quick: bool) -> Table:
    table = Table(
        "Generating, one core (per puzzle; each peer's own levels, matched by name)",
        ["level", "peer", "puzzles", "per puzzle", "range", "ours / peer",
         "their puzzles by our rater: most common level, median score"],
    )
    count = 20 if quick else 1000
    # Small chunks: hodoku-py takes whole seconds a puzzle at its harder levels, and its
    # budget is checked between chunks.
    chunk = 5 if quick else 25
    seeds = [str(s) for s in range(count)]
    hodoku_levels: Dict[str, object] = {}
    try:
        from hodoku.api import Generator
        from hodoku.core.types import DifficultyType

        hodoku = Generator()
        hodoku_levels = {"easy": DifficultyType.EASY, "medium": DifficultyType.MEDIUM,
                         "hard": DifficultyType.HARD, "expert": DifficultyType.UNFAIR,
                         "extreme": DifficultyType.EXTREME}
    except ImportError:
        pass
    try:
        import rustoku

        rustoku_levels = {"easy", "medium", "hard", "expert"}
    except ImportError:
        rustoku_levels = set()
    for level in se.LEVELS:
        made_by_hodoku: List[str] = []
        peers: Dict[str, Work] = {
            "ours generate_many": lambda ss, lv=level: se.generate_many(
                lv, [int(s) for s in ss], threads=1),
        }
        if level in rustoku_levels:
            peers["rustoku"] = lambda ss, lv=level: [rustoku_generate(lv) for _ in ss]
        if level in hodoku_levels:
            kind = hodoku_levels[level]
            cap = 5.0 if quick else 10.0

            def hodoku_generate(ss: Sequence[str], k: object = kind) -> int:
                # Whole seconds a puzzle at some levels: a chunk stops after `cap` seconds
                # and counts what it made.
                start = cpu()
                for n, _ in enumerate(ss, 1):
                    made_by_hodoku.append(hodoku.generate(k))
                    if cpu() - start > cap:
                        return n
                return len(ss)

            peers["hodoku-py (" + kind.name.lower() + ")"] = (  # type: ignore[attr-defined]
                hodoku_generate)
        budget = {name: (5 if quick else 30) for name in peers if name.startswith("hodoku")}
        made: Dict[str, List[str]] = {name: [] for name in peers}

        def keep(name: str, work: Work) -> Work:
            def run(ss: Sequence[str]) -> object:
                out = work(ss)
                if isinstance(out, np.ndarray):
                    made[name].extend(se.lines(out))
                elif isinstance(out, list):
                    made[name].extend(out)
                return out
            return run

        keeping = {name: keep(name, work) for name, work in peers.items()}
        times = interleaved(seeds, keeping, chunk, budget)
        for peer, values in times.items():
            if not values:
                continue
            ratio = "" if peer.startswith("ours") else ratio_cell(
                times["ours generate_many"][: len(values)], values)
            # What the puzzles are, by our rater: peers' level names mean other things.
            if peer.startswith("hodoku"):
                made[peer] = made_by_hodoku
            levels, scores = se.rate_many(made[peer][:100])
            named = [se.LEVELS[c] for c in levels if c >= 0]
            common = max(set(named), key=named.count) if named else "-"
            table.row([level, peer, str(len(made[peer])),
                       fmt_time(statistics.median(values)), spread(values), ratio,
                       f"{common} {float(np.nanmedian(scores)):.1f}"])
    return table


def rate_rows(quick: bool) -> Table:
    table = Table(
        "Rating, one core (per puzzle)",
        ["set", "peer", "puzzles", "per puzzle", "range", "ours / peer"],
    )
    peers: Dict[str, Work] = {"ours rate_many": lambda ps: se.rate_many(list(ps), threads=1)}
    try:
        from hodoku.api import Solver

        hodoku = Solver()
        peers["hodoku-py"] = lambda ps: [hodoku.rate(p) for p in ps]
    except ImportError:
        pass
    sets = [("kaggle", load("kaggle_sample_20k.txt", 200), 20),
            ("top1465", load("tdoku_magictour_top1465.txt", 20 if quick else 300), 5)]
    for name, items, chunk in sets:
        times = interleaved(items, peers, chunk, {"hodoku-py": 5 if quick else 45})
        for peer, values in times.items():
            ratio = "" if peer.startswith("ours") else ratio_cell(
                times["ours rate_many"][: len(values)], values)
            table.row([name, peer, str(min(len(items), len(values) * chunk)),
                       fmt_time(statistics.median(values)), spread(values), ratio])
    return table


def command_cpu(sudoku: Path, args: List[str], stdin: Optional[Path]) -> float:
    """CPU seconds of one run of the command, on one thread."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(stdin or os.devnull, "rb") as source:
        subprocess.run([str(sudoku), *args], stdin=source, stdout=subprocess.DEVNULL,
                       check=True, env={**os.environ, "RAYON_NUM_THREADS": "1"})
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def command_rows(sudoku: Path, quick: bool) -> Table:
    table = Table(
        "Batch calls against the `sudoku` command (one core, whole runs alternated, median "
        "of 5; the command's time includes starting and reading its input)",
        ["work", "items", "command", "batch call", "batch / command"],
    )
    rounds = 1 if quick else 5
    kaggle = load("kaggle_sample_20k.txt", 2000 if quick else None)
    top = load("tdoku_magictour_top1465.txt", 30 if quick else 300)
    with tempfile.TemporaryDirectory() as tmp:
        kaggle_file = Path(tmp) / "kaggle.txt"
        kaggle_file.write_text("\n".join(kaggle) + "\n")
        top_file = Path(tmp) / "top.txt"
        top_file.write_text("\n".join(top) + "\n")
        count = 10 if quick else 300
        works: List[Tuple[str, int, List[str], Optional[Path], Callable[[], object]]] = [
            ("solve kaggle", len(kaggle), ["solve"], kaggle_file,
             lambda: se.solve_many(kaggle, threads=1)),
            ("rate top1465[:300]", len(top), ["rate"], top_file,
             lambda: se.rate_many(top, threads=1)),
            (f"new expert ×{count}", count, ["new", "expert", "--seed", "0", "--count",
                                              str(count)], None,
             lambda: se.generate_many("expert", range(count), threads=1)),
        ]
        for name, items, args, stdin, call in works:
            cmd: List[float] = []
            ours: List[float] = []
            for _ in range(rounds):
                cmd.append(command_cpu(sudoku, args, stdin))
                t0 = cpu()
                call()
                ours.append(cpu() - t0)
            c, o = statistics.median(cmd), statistics.median(ours)
            table.row([name, str(items), fmt_time(c), fmt_time(o), f"{o / c:.3f}"])
    return table


def as_array(lines: Sequence[str]) -> "np.ndarray[Any, np.dtype[np.uint8]]":
    """81-character lines as an (N, 81) uint8 array, 0 for an empty cell."""
    raw = np.frombuffer("".join(lines).encode(), dtype=np.uint8).reshape(-1, 81)
    return np.where(raw == ord("."), 0, raw - ord("0")).astype(np.uint8)


def scaling_rows(quick: bool) -> Table:
    cores = os.cpu_count() or 1
    table = Table(
        f"Batch calls on every core ({cores}) against one (wall time, median of 5)",
        ["work", "1 thread", f"{cores} threads", "speed-up"],
    )
    kaggle = load("kaggle_sample_20k.txt", 2000 if quick else None)
    top = load("tdoku_magictour_top1465.txt", 20 if quick else 400)
    # The NumPy input the batch calls are made for: (N, 81) uint8, 0 = empty.
    kaggle_array, top_array = as_array(kaggle), as_array(top)
    works: List[Tuple[str, Callable[[Optional[int]], object]]] = [
        ("solve_many kaggle 20k (uint8 array)", lambda t: se.solve_many(kaggle_array, threads=t)),
        ("rate_many top1465 (uint8 array)", lambda t: se.rate_many(top_array, threads=t)),
        ("generate_many expert ×200", lambda t: se.generate_many(
            "expert", range(20 if quick else 200), threads=t)),
    ]
    for name, call in works:
        one: List[float] = []
        every: List[float] = []
        for _ in range(1 if quick else 5):
            for threads, sink in ((1, one), (None, every)):
                t0 = time.perf_counter()
                call(threads)
                sink.append(time.perf_counter() - t0)
        a, b = statistics.median(one), statistics.median(every)
        table.row([name, fmt_time(a), fmt_time(b), f"{a / b:.2f}×"])
    return table


def sizing_rows(quick: bool) -> Table:
    table = Table(
        "Sizing: rated puzzles per core-second (generate_table: puzzle, solution, rating), "
        "and what a billion take",
        ["level", "puzzles", "per core-second", "core-hours per 10⁹"],
    )
    count = {"easy": 2000, "medium": 2000, "hard": 1000, "expert": 500, "extreme": 200}
    for level in se.LEVELS:
        n = count[level] // (50 if quick else 1)
        t0 = cpu()
        se.generate_table(level, range(n), threads=1)
        per = (cpu() - t0) / n
        table.row([level, str(n), f"{1 / per:,.0f}", f"{per * 1e9 / 3600:,.0f}"])
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small inputs, to try it")
    parser.add_argument("--write", action="store_true", help="write docs/figures.md")
    parser.add_argument("--sudoku", type=Path, default=ROOT / "target" / "release" / "sudoku",
                        help="the sudoku command (a release build)")
    args = parser.parse_args()
    versions = {"sudoku_engine": se.__version__}
    for module in ("rustoku", "hodoku"):
        try:
            from importlib.metadata import version

            versions[module] = version("hodoku-py" if module == "hodoku" else module)
        except Exception:
            versions[module] = "not installed"
    head = [
        "Written by `python python/bench/compare.py --write` (by hand, not checked by CI: "
        "times depend on the machine and its load). How it measures: the script's docstring.",
        "",
        f"- machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores",
        f"- python: {platform.python_version()}",
    ] + [f"- {k}: {v}" for k, v in versions.items()] + [""]
    tables = [solve_rows(args.quick), generate_rows(args.quick), rate_rows(args.quick),
              command_rows(args.sudoku, args.quick), scaling_rows(args.quick),
              sizing_rows(args.quick)]
    body = "## Python module\n\n" + "\n".join(head) + "\n" + "\n".join(t.text() for t in tables)
    print(body)
    if args.write:
        with tempfile.NamedTemporaryFile("w", suffix=".md", delete=False) as out:
            out.write(body)
        subprocess.run(["bash", str(ROOT / "scripts" / "figures.sh"), "write", "python",
                        out.name], check=True)
        os.remove(out.name)


if __name__ == "__main__":
    sys.exit(main())
