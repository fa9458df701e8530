#!/usr/bin/env bash
# Reproduces the measurements behind two choices (not run by CI; needs what run.sh installs):
#  1. opt-level of the engine in `solve` (the harness and runtime crates stay at "z", as in
#     Cargo.toml): flash and instructions on the Cortex-M0 for s, z, 1, 2, 3, and all at "s";
#  2. solver depth: stack of `solve` for several SUDOKU_FW_DEPTH values;
#  3. opt-level of `full`: flash and generator instructions for s and z (needs tests/golden).
set -euo pipefail
cd "$(dirname "$0")"
unset RUSTFLAGS CARGO_ENCODED_RUSTFLAGS CARGO_BUILD_RUSTFLAGS
export CARGO_TARGET_DIR="$PWD/target/measure"
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

echo "engine opt-level on $T (depth ${DEPTH:=6}): flash bytes, instructions (AI Escargot, Inkala, all cases)"
printf '%-5s %7s %10s %10s %11s %7s\n' opt flash escargot inkala all-cases stack
for opt in s z 1 2 3 all-s; do
    log=$(run $opt "$DEPTH")
    printf '%-5s %7s %10s %10s %11s %7s\n' "$opt" "$(flash "$CARGO_TARGET_DIR/solve-opt$opt-depth$DEPTH")" \
        "$(insns escargot "$log")" "$(insns inkala "$log")" "$(total "$log")" "$(stack 'stack used' "$log")"
done

echo
echo "solver depth on $T (opt-level ${OPT:=s}): stack bytes"
printf '%-6s %13s %11s %s\n' depth solver-stack stack-used result
for depth in 0 4 6 8 12 14 24; do
    log=$(run "$OPT" $depth)
    printf '%-6s %13s %11s %s\n' $depth "$(stack 'solver stack' "$log")" "$(stack 'stack used' "$log")" "$(tail -1 "$log")"
done

if compgen -G "../golden/*.txt" >/dev/null; then
    echo
    echo "full on $T: flash bytes, generate instructions per level (total)"
    for opt in s z; do
        log="$CARGO_TARGET_DIR/full-opt$opt.txt"
        cargo run --profile release-z --locked --quiet --target $T --bin full \
            --config "profile.release-z.opt-level=\"$opt\"" \
            --config "profile.release-z.package.sudoku-engine.opt-level=\"$opt\"" \
            --config "profile.release-z.package.sudoku-firmware.opt-level=\"$opt\"" \
            --config "profile.release-z.package.\"*\".opt-level=\"$opt\"" >"$log" || true
        printf '%-3s %7s  %s  %s\n' "$opt" "$(flash "$CARGO_TARGET_DIR/$T/release-z/full")" \
            "$(sed -n 's/^\([a-z]*\): 24 generated, .* \([0-9]*\) total$/\1 \2/p' "$log" | tr '\n' ' ')" \
            "$(tail -1 "$log")"
    done
fi
