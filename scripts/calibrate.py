#!/usr/bin/env python3
"""Compares our scores with Sudoku Explainer's ER on the shared .se.tsv files.

Usage: scripts/calibrate.py SE.tsv:OURS.tsv [...]
where OURS.tsv is the output of `rate_corpus` on SE.tsv (same order). Prints, per file and
for all files together: Spearman's rank correlation, the share within 0.5 of SE, and the
confusion by SE bucket (whole points).
"""
import sys
from collections import defaultdict


def ranks(xs):
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    r = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return r


def spearman(a, b):
    ra, rb = ranks(a), ranks(b)
    n = len(a)
    ma, mb = sum(ra) / n, sum(rb) / n
    cov = sum((x - ma) * (y - mb) for x, y in zip(ra, rb))
    va = sum((x - ma) ** 2 for x in ra) ** 0.5
    vb = sum((y - mb) ** 2 for y in rb) ** 0.5
    return cov / (va * vb)


def report(name, pairs):
    se = [p[0] for p in pairs]
    us = [p[1] for p in pairs]
    within = sum(abs(a - b) <= 0.5 + 1e-9 for a, b, *_ in pairs) / len(pairs)
    print(f"{name}: n={len(pairs)} spearman={spearman(se, us):.3f} within0.5={within:.1%}")


def main():
    everything = []
    buckets = defaultdict(list)
    for arg in sys.argv[1:]:
        se_path, ours_path = arg.split(":")
        se = [l.rstrip("\n").split("\t") for l in open(se_path) if l.strip()]
        ours = [l.rstrip("\n").split("\t") for l in open(ours_path) if l.strip()]
        pairs = []
        for s, o in zip(se, ours):
            try:
                pairs.append((float(s[1]), float(o[2]), s[4], o[3]))
            except ValueError:
                continue
        report(se_path.split("/")[-1], pairs)
        everything += pairs
        for p in pairs:
            buckets[int(p[0])].append(p)
    report("all", everything)
    print("SE bucket: n, mean ours, within 0.5, ours below / above by more than 0.5")
    for b in sorted(buckets):
        ps = buckets[b]
        mean = sum(p[1] for p in ps) / len(ps)
        within = sum(abs(p[0] - p[1]) <= 0.5 + 1e-9 for p in ps)
        below = sum(p[1] < p[0] - 0.5 - 1e-9 for p in ps)
        above = sum(p[1] > p[0] + 0.5 + 1e-9 for p in ps)
        print(f"  {b}.x: {len(ps):3d}  {mean:5.2f}  {within:3d}  {below:3d} / {above:3d}")
    if everything:
        worst = sorted(everything, key=lambda p: -abs(p[0] - p[1]))[:15]
        print("largest differences (SE, ours, SE technique, our hardest):")
        for p in worst:
            print(f"  {p[0]:4.1f} {p[1]:4.1f}  {p[2]} / {p[3]}")


main()
