#!/usr/bin/env bash
# Reproduces the measurements behind two choices (not run by CI; needs what run.sh installs):
#  1. opt-level of the engine in `solve` (the harness and runtime crates stay at "z", as in
#     Cargo.toml): flash and instructions on the Cortex-M0 for s, z, 1, 2, 3, and all at "s";
#  2. solver depth: stack of `solve` for several SUDOKU_FW_DEPTH values;
#  3. opt-level of `full`: flash and generator instructions for s and z (needs tests/golden).
# Prints its tables; with --figures it also writes them into the "firmware-choices" section of
# docs/figures.md.
set -euo pipefail
cd "$(dirname "$0")"
[[ $# -eq 0 || ($# -eq 1 && $1 == --figures) ]] || { echo "usage: $0 [--figures]" >&2; exit 2; }
write_figures=false
[[ $# -eq 0 ]] || write_figures=true
unset RUSTFLAGS CARGO_BUILD_RUSTFLAGS
export CARGO_TARGET_DIR="$PWD/target/measure"
# As in run.sh: the checkout's path mapped to a fixed name, so that figures do not depend on
# where the repository is cloned (these flags replace the config's, hence `-Tlink.x`).
repo_root=$(cd ../.. && pwd)
export CARGO_ENCODED_RUSTFLAGS=$'-C\x1flink-arg=-Tlink.x\x1f--remap-path-prefix='"$repo_root=/sudoku"
T=thumbv6m-none-eabi
SIZE="$(rustc --print sysroot)/lib/rustlib/$(rustc -vV | sed -n 's/^host: //p')/bin/llvm-size"
flash() { "$SIZE" -A "$1" | awk '$1 ~ /^\.(vector_table|text|rodata|data)$/ { s += $2 } END { print s }'; }
insns() { sed -n "s/^$1: ok[^,]*, \([0-9]*\) instructions.*/\1/p" "$2"; }
total() { sed -n 's/^[^ ]*: ok[^,]*, \([0-9]*\) instructions.*/\1/p' "$1" | awk '{ s += $1 } END { print s }'; }
stack() { sed -n "s/^$1: \([0-9]*\) bytes.*/\1/p" "$2"; }

run() { # engine opt-level ("all-s": every crate at s) depth -> log file
    local log="$CARGO_TARGET_DIR/opt$1-depth$2.txt"
    local opt=\"$1\" rest=()
    [[ $1 =~ ^[0-9]$ ]] && opt=$1 # numeric levels are TOML integers
    if [[ $1 == all-s ]]; then
        opt=\"s\"
        rest=(--config 'profile.release.package."*".opt-level="s"'
            --config 'profile.release.package.sudoku-firmware.opt-level="s"')
    fi
    mkdir -p "$CARGO_TARGET_DIR"
    SUDOKU_FW_DEPTH=$2 cargo run --release --locked --quiet --target $T --bin solve \
        --config "profile.release.package.sudoku-engine.opt-level=$opt" "${rest[@]}" \
        >"$log" || true
    cp "$CARGO_TARGET_DIR/$T/release/solve" "$CARGO_TARGET_DIR/solve-opt$1-depth$2"
    echo "$log"
}

out="$CARGO_TARGET_DIR/figures-firmware-choices.md"
mkdir -p "$CARGO_TARGET_DIR"
{
    echo
    echo "## Firmware: opt-level and solver depth"
    echo
    echo "Written by \`bash tests/firmware/measure.sh --figures\` (by hand, not checked by CI): the"
    echo "measurements behind the firmware's profiles and its solver depth ([firmware.md](firmware.md))."
    echo
    echo "- rustc: $(rustc -V)"
    echo
    echo "### Engine opt-level in \`solve\` ($T, depth ${DEPTH:=6})"
    echo
    echo "The harness and runtime crates at \`z\` as in \`Cargo.toml\`; \`all-s\`: every crate at \`s\`."
    echo
    echo "| engine opt-level | flash | AI Escargot | Inkala | all cases | peak stack |"
    echo "|---|---|---|---|---|---|"
} >"$out"
for opt in s z 1 2 3 all-s; do
    log=$(run $opt "$DEPTH")
    echo "| $opt | $(flash "$CARGO_TARGET_DIR/solve-opt$opt-depth$DEPTH") | $(insns escargot "$log") | $(insns inkala "$log") | $(total "$log") | $(stack 'stack used' "$log") |" >>"$out"
done

{
    echo
    echo "### Solver depth in \`solve\` ($T, engine opt-level ${OPT:=s})"
    echo
    echo "| depth | solver stack | peak stack | result |"
    echo "|---|---|---|---|"
} >>"$out"
for depth in 0 4 6 8 12 14 24; do
    log=$(run "$OPT" $depth)
    echo "| $depth | $(stack 'solver stack' "$log") | $(stack 'stack used' "$log") | $(tail -1 "$log") |" >>"$out"
done

if compgen -G "../golden/*.txt" >/dev/null; then
    {
        echo
        echo "### Opt-level of \`full\` ($T, every crate at it)"
        echo
        echo "Instructions of \`generate\` for the golden seeds of each level."
        echo
        echo "| opt-level | flash | easy | medium | hard | result |"
        echo "|---|---|---|---|---|---|"
    } >>"$out"
    for opt in s z; do
        log="$CARGO_TARGET_DIR/full-opt$opt.txt"
        cargo run --profile release-z --locked --quiet --target $T --bin full \
            --config "profile.release-z.opt-level=\"$opt\"" \
            --config "profile.release-z.package.sudoku-engine.opt-level=\"$opt\"" \
            --config "profile.release-z.package.sudoku-firmware.opt-level=\"$opt\"" \
            --config "profile.release-z.package.\"*\".opt-level=\"$opt\"" >"$log" || true
        levels=$(for level in easy medium hard; do
            sed -n "s/^$level: 24 generated, .* \([0-9]*\) total$/\1/p" "$log"
        done | paste -sd '|' | sed 's/|/ | /g')
        echo "| $opt | $(flash "$CARGO_TARGET_DIR/$T/release-z/full") | $levels | $(tail -1 "$log") |" >>"$out"
    done
fi
echo >>"$out"
cat "$out"
if $write_figures; then
    ../../scripts/figures.sh write firmware-choices "$out"
fi
