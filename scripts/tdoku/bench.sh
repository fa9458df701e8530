#!/usr/bin/env bash
# Our solver against tdoku's (TdokuSolverDpllTriadSimd), side by side in one process: parse +
# count to 2 through the C API against tdoku with limit 2, thread CPU time, chunks of 1,000
# puzzles interleaved (which goes first alternating), median over rounds of ours/tdoku, and
# every count checked against tdoku's. Run by hand; tdoku is built outside this repository.
#
#   scripts/tdoku/bench.sh [REPO ...]     default: this checkout; several REPOs (e.g. a work
#                                         tree with a change) each get their own harness
#
# Environment:
#   TDOKU_SRC=DIR   a checkout of https://github.com/t-dillon/tdoku (only src/ is needed)
#   WORK=DIR        where objects, harnesses and results go (default ${TMPDIR:-/tmp}/tdoku-bench)
#   CXX=clang++|g++ compiler for tdoku (default clang++ when installed: tdoku built with g++ 12
#                   was 3-10 % slower here, so clang gives the fairer ratio)
#   ROUNDS=N        rounds per set (default: about BUDGET seconds per set, 9 to 36 rounds)
#   BUDGET=S        seconds per set for that choice (default 25)
#   CPU=N           core to pin to with taskset (default 1; empty: no pinning)
#   SETS="name=path ..."  corpora (default the five below from $SUDOKU_CORPORA or ../shared/data;
#                   name@N caps a set at N lines)
#   FIGURES=1       also write the table into the "tdoku" section of docs/figures.md (one REPO:
#                   this checkout, with no modified files)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo_default=$(cd "$here/../.." && pwd)
[[ $# -ge 1 ]] || set -- "$repo_default"
: "${TDOKU_SRC:?set TDOKU_SRC to a checkout of https://github.com/t-dillon/tdoku}"
[[ -f $TDOKU_SRC/src/solver_dpll_triad_simd.cc ]] || { echo "no tdoku sources in $TDOKU_SRC/src" >&2; exit 1; }
WORK=${WORK:-${TMPDIR:-/tmp}/tdoku-bench}
if [[ -z ${CXX:-} ]]; then
    if command -v clang++ >/dev/null; then CXX=clang++; else CXX=g++; fi
fi
CPU=${CPU-1}
data=${SUDOKU_CORPORA:-$repo_default/../shared/data}
SETS=${SETS:-"top1465=$data/tdoku_magictour_top1465.txt 1905_11+=$data/tdoku_forum_hardest_1905_11plus.txt serg=$data/tdoku_serg_benchmark.txt kaggle=$data/kaggle_sample_20k.txt 17-clue=$data/tdoku_17clue.txt"}
args=()
[[ -n ${ROUNDS:-} ]] && args+=(-r "$ROUNDS")
[[ -n ${BUDGET:-} ]] && args+=(-b "$BUDGET")

cxx_name=$(basename "$CXX")
objects=$WORK/obj-$cxx_name
mkdir -p "$objects" "$WORK/results"
flags="-O3 -march=native -std=c++17"
for s in solver_dpll_triad_simd util; do
    if [[ ! -f $objects/$s.o || $TDOKU_SRC/src/$s.cc -nt $objects/$s.o ]]; then
        "$CXX" $flags -c "$TDOKU_SRC/src/$s.cc" -o "$objects/$s.o"
    fi
done
tdoku_rev=$(git -C "$TDOKU_SRC" rev-parse --short HEAD 2>/dev/null || echo '?')
# The tdoku build, as the results file and the figures name it.
tdoku_build="$tdoku_rev, $("$CXX" --version | head -1), $flags"

for repo in "$@"; do
    repo=$(cd "$repo" && pwd)
    name=$(echo "${repo#/}" | tr -c 'A-Za-z0-9_\n' '_')
    target=$WORK/target-$name
    echo "# building the C API of $repo"
    # Plain release build for the default target: what a user of the library gets.
    (cd "$repo" && env -u RUSTFLAGS cargo rustc --release --locked -q -p sudoku-engine-capi \
        --crate-type staticlib --target-dir "$target")
    harness=$WORK/harness-$name-$cxx_name
    "$CXX" -O2 -std=c++17 -I"$repo/engine/capi/include" "$here/harness.cc" \
        "$objects/solver_dpll_triad_simd.o" "$objects/util.o" \
        "$target/release/libsudoku_engine_capi.a" -lpthread -ldl -lm -o "$harness"
    rev=$(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo '?')
    modified=$(git -C "$repo" status --porcelain --untracked-files=no 2>/dev/null | wc -l)
    out=$WORK/results/$name-$cxx_name-$(date +%Y%m%d-%H%M%S).txt
    { echo "# tdoku $tdoku_build"; echo "# $repo at $rev ($modified files modified); cpu ${CPU:-not pinned}"; } | tee "$out"
    pin=()
    [[ -n $CPU ]] && command -v taskset >/dev/null && pin=(taskset -c "$CPU")
    # shellcheck disable=SC2086 # SETS is a list of words
    "${pin[@]}" "$harness" "${args[@]}" $SETS | tee -a "$out"
    if [[ ${FIGURES:-} == 1 && $repo == "$repo_default" && $modified == 0 ]]; then
        section=$(mktemp)
        {
            echo
            echo "## Against tdoku"
            echo
            echo "Written by \`FIGURES=1 TDOKU_SRC=DIR scripts/tdoku/bench.sh\` (by hand: tdoku is built outside this repository; [performance.md](performance.md) says how it measures). Thread CPU µs per puzzle, our C API's parse + count to 2 against tdoku's \`TdokuSolverDpllTriadSimd\` with limit 2, chunks of 1,000 interleaved; the ratio is ours / tdoku's, median and p25–p75 over the rounds."
            echo
            echo "- machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores"
            echo "- tdoku: $tdoku_build"
            echo "- commit: $rev"
            echo
            echo "| set | puzzles | rounds | ours µs | tdoku µs | ours / tdoku | p25–p75 | count mismatches |"
            echo "|---|---|---|---|---|---|---|---|"
            awk '!/^#/ && $1 != "set" && NF >= 9 { printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6, $7, $8 }' "$out" | sed 's/| \([0-9.]*\)-\([0-9.]*\) |/| \1–\2 |/'
            echo
        } >"$section"
        "$repo_default/scripts/figures.sh" write tdoku "$section"
        rm -f "$section"
    fi
done
