#!/usr/bin/env bash
# Builds the firmware binaries for Cortex-M0 (micro:bit) and Cortex-M4F (MPS2-AN386), and the
# C image (c/: the engine's C API used from C, Cortex-M0); runs each under QEMU, checks that
# the targets and languages give the same answers to what they both check, prints the
# footprint table and fails if a budget in budgets.env is exceeded. Works from any directory.
# Writes what it measured into the firmware section of docs/figures.md; with --check (CI) it
# leaves the file alone and fails when a committed figure differs from this run's.
set -euo pipefail
cd "$(dirname "$0")"   # .cargo/config.toml (runner, link script) applies only from here

[[ $# -eq 0 || ($# -eq 1 && $1 == --check) ]] || { echo "usage: $0 [--check]" >&2; exit 2; }
figures_mode=write
[[ $# -eq 0 ]] || figures_mode=check

TARGETS=(thumbv6m-none-eabi thumbv7em-none-eabihf)
BINS=(solve)
# `full` regenerates tests/golden/ (they come with the generator); without them it is skipped.
if compgen -G "../golden/*.txt" >/dev/null; then
    BINS+=(full)
else
    echo "SKIPPED full: no tests/golden/*.txt in this checkout"
fi
# shellcheck source=budgets.env
source budgets.env

# RUSTFLAGS in the environment would replace the config's `-Tlink.x`; the crate has its own
# target directory.
unset RUSTFLAGS CARGO_ENCODED_RUSTFLAGS CARGO_BUILD_RUSTFLAGS CARGO_BUILD_TARGET
export CARGO_TARGET_DIR="$PWD/target"
# Source paths end up in the image (panic locations), so the footprint would depend on where
# the repository is cloned: map the checkout to a fixed name. Setting the flags here replaces
# the config's, so `-Tlink.x` is repeated (fields separated by 0x1f, spaces in paths are safe).
repo_root=$(cd ../.. && pwd)
export CARGO_ENCODED_RUSTFLAGS=$'-C\x1flink-arg=-Tlink.x\x1f--remap-path-prefix='"$repo_root=/sudoku"

if ! command -v qemu-system-arm >/dev/null 2>&1; then
    echo "installing qemu-system-arm"
    apt-get update -qq && apt-get install -y -qq qemu-system-arm >/dev/null
fi
rustup target add "${TARGETS[@]}" >/dev/null 2>&1 || rustup target add "${TARGETS[@]}"
SIZE=""
if rustup component add llvm-tools >/dev/null 2>&1; then
    SIZE="$(rustc --print sysroot)/lib/rustlib/$(rustc -vV | sed -n 's/^host: //p')/bin/llvm-size"
fi
if [[ ! -x "$SIZE" ]]; then
    command -v arm-none-eabi-size >/dev/null 2>&1 ||
        { apt-get update -qq && apt-get install -y -qq binutils-arm-none-eabi >/dev/null; }
    SIZE=arm-none-eabi-size
fi

# Section sizes of an ELF: prints "flash static_ram".
footprint() {
    "$SIZE" -A "$1" | awk '
        $1 == ".vector_table" || $1 == ".text" || $1 == ".rodata" || $1 == ".ARM.exidx" { flash += $2 }
        $1 == ".data" { flash += $2; ram += $2 }
        $1 == ".bss" || $1 == ".uninit" { ram += $2 }
        END { print flash + 0, ram + 0 }'
}
field() { sed -n "s/^$1: *\([0-9x a-f]*\).*/\1/p" "$2" | head -1 | awk '{print $1}'; }

# Runs a QEMU command with its output in LOG, prints the log's summary (all of it when QEMU
# fails) and adds its "N passed, M failed" to the totals; a log without one is a failure.
run_logged() { # name log command...
    local name=$1 log=$2 counts
    shift 2
    if ! "$@" >"$log"; then
        cat "$log"
        echo "FAILED: $name (QEMU exit code != 0)"
    else
        grep -E 'passed|FAIL|WRONG|escargot|inkala|stack|digest|clock|generated' "$log" | sed 's/^/    /' || true
    fi
    counts=$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' "$log" | tail -1)
    if [[ -n "$counts" ]]; then
        passed=$((passed + ${counts% *}))
        failed=$((failed + ${counts#* }))
    else
        failed=$((failed + 1))
    fi
}

# A budget: counts as a passed check, or prints what exceeded it.
check() { # image name value max [unit]
    if [[ -z "$3" || "$3" -gt "$4" ]]; then
        echo "BUDGET EXCEEDED: $1 $2 = ${3:-unknown} > $4 ${5:-bytes}"
        fail=$((fail + 1))
    else
        passed=$((passed + 1))
    fi
}

# Two digests that must be equal: counts as a passed check, or prints MESSAGE.
same_digest() { # a b message
    if [[ "$1" != "$2" ]]; then
        echo "MISMATCH: $3 (digest $1 vs $2)"
        fail=$((fail + 1))
    else
        passed=$((passed + 1))
    fi
}

# Reads an image's footprint and its log's figures into flash, ram, stack, escargot and
# inkala, and adds its rows to the table and to the figures.
measure() { # name target opt elf log
    local cases calls
    read -r flash ram < <(footprint "$4")
    stack=$(field "stack used" "$5")
    escargot=$(sed -n 's/^escargot: ok[^,]*, \([0-9]*\) instructions.*/\1/p' "$5")
    inkala=$(sed -n 's/^inkala: ok[^,]*, \([0-9]*\) instructions.*/\1/p' "$5")
    rows+=("$(printf '%-6s %-22s %-3s %8s %10s %8s %14s' "$1" "$2" "$3" "$flash" "$ram" "${stack:-?}" "${escargot:--}")")
    # Every solve case's instructions, summed: the images that run them all.
    cases=$(sed -n 's/^[^ ]*: ok[^,]*, \([0-9]*\) instructions.*/\1/p' "$5" |
        awk '{ s += $1; n++ } END { print n ? s : "-" }')
    image_figures+=("| \`$1\` | $2 | release${3} | $flash | $ram | ${stack:-?} | ${escargot:--} | ${inkala:--} | $cases |")
    # "solver stack: N bytes (depth D)" and "stack of generate: N bytes, rate: N bytes, ...".
    calls=$(sed -n -e 's/^solver stack: \([0-9]*\) bytes (depth \([0-9]*\)).*/Solver<\2> \1/p' \
        -e 's/^stack of \(.*\)$/\1/p' "$5" |
        sed 's/: \([0-9]*\) bytes/ \1/g; s/, /\n/g')
    while read -r call bytes; do
        [[ -n $call ]] && stack_figures+=("| \`$1\` | $2 | \`$call\` | $bytes |")
    done <<<"$calls"
    # "easy: 24 generated, N instructions max, N total".
    while read -r level count max total; do
        [[ -n $level ]] || continue
        generate_figures+=("| $2 | $level | $count | $total | $max |")
        generated_mean[$2-$level]=$((total / count))
        generated_max[$2-$level]=$max
    done < <(sed -n 's/^\([a-z]*\): \([0-9]*\) generated, \([0-9]*\) instructions max, \([0-9]*\) total$/\1 \2 \3 \4/p' "$5")
}

# The firmware section of docs/figures.md, from what measure() collected.
figures_section() {
    echo
    echo "## Firmware"
    echo
    echo "Written by \`bash tests/firmware/run.sh\`; CI runs \`bash tests/firmware/run.sh --check\`,"
    echo "which fails when a figure here is not what the run measured. Release builds under QEMU"
    echo "(\`-icount shift=0\`: instructions executed, not cycles); sizes in bytes. How each figure is"
    echo "measured: [firmware.md](firmware.md#how-the-figures-are-measured); the limits they must"
    echo "keep: [\`tests/firmware/budgets.env\`](../tests/firmware/budgets.env)."
    echo
    echo "- rustc: $(rustc -V)"
    echo "- arm-none-eabi-gcc (C image): $(arm-none-eabi-gcc -dumpversion 2>/dev/null || echo none)"
    echo
    echo "### Images"
    echo
    echo "Instructions to solve AI Escargot and Inkala (counting to 2), and all of \`solve\`'s cases."
    echo
    echo "| image | target | profile | flash | static RAM | peak stack | AI Escargot | Inkala | all cases |"
    echo "|---|---|---|---|---|---|---|---|---|"
    printf '%s\n' "${image_figures[@]}"
    echo
    echo "### Stack of one engine call"
    echo
    echo "From the caller's stack pointer; the solver's saved states are in the caller's frame in"
    echo "\`full\` (a \`Solver<24>\` shared by the calls) and in each call's own in the C image."
    echo
    echo "| image | target | call | stack |"
    echo "|---|---|---|---|"
    printf '%s\n' "${stack_figures[@]}"
    echo
    echo "### Generating the golden puzzles (\`full\`)"
    echo
    echo "Instructions of \`generate\` for the golden seeds of each level."
    echo
    echo "| target | level | puzzles | instructions | slowest puzzle |"
    echo "|---|---|---|---|---|"
    printf '%s\n' "${generate_figures[@]}"
    echo
}

mkdir -p target/qemu-logs
fail=0
passed=0
failed=0
declare -A digest
rows=()
image_figures=()
stack_figures=()
generate_figures=()
declare -A generated_mean generated_max
for bin in "${BINS[@]}"; do
    for target in "${TARGETS[@]}"; do
        log="target/qemu-logs/$bin-$target.txt"
        echo "==> $bin on $target"
        profile=release           # engine at "s", harness and runtime at "z": see Cargo.toml
        features=()
        if [[ $bin == full && $target == thumbv7em-none-eabihf ]]; then
            # Expert and extreme too (the engine's chains), engine at opt-level 3 for QEMU time,
            # with the peer tables (Cargo.toml).
            profile=release-3
            features=(--features chains,peer-tables)
        elif [[ $bin == full ]]; then
            profile=release-z     # "z": "s" does not fit 32 KiB
        fi
        cargo build --profile $profile --locked --quiet --target "$target" --bin "$bin" "${features[@]}"
        run_logged "$bin on $target" "$log" \
            cargo run --profile $profile --locked --quiet --target "$target" --bin "$bin" "${features[@]}"
        measure "$bin" "$target" "${profile#release}" "target/$target/$profile/$bin" "$log"
        digest[$bin-$target]=$(field digest "$log")
        if [[ $target == thumbv6m-none-eabi ]]; then
            if [[ $bin == solve ]]; then
                check "$bin" flash "$flash" "$SOLVE_FLASH_MAX"
                check "$bin" "static RAM" "$ram" "$SOLVE_STATIC_RAM_MAX"
                check "$bin" "peak stack" "$stack" "$SOLVE_STACK_MAX"
                check "$bin" "AI Escargot" "$escargot" "$SOLVE_INSTRUCTIONS_MAX" instructions
                check "$bin" "Inkala" "$inkala" "$SOLVE_INSTRUCTIONS_MAX" instructions
            else
                check "$bin" flash "$flash" "$FULL_FLASH_MAX"
                check "$bin" "static RAM + peak stack" "$((ram + ${stack:-999999}))" "$FULL_STATIC_RAM_PLUS_STACK_MAX"
                check "$bin" "hard puzzle generated (mean)" "${generated_mean[$target-hard]:-}" \
                    "$GENERATE_M0_HARD_MEAN_MAX" instructions
            fi
        elif [[ $bin == full ]]; then
            check "$bin" flash "$flash" "$FULL_M4F_FLASH_MAX"
            check "$bin" "extreme puzzle generated (mean)" "${generated_mean[$target-extreme]:-}" \
                "$GENERATE_M4F_EXTREME_MEAN_MAX" instructions
            check "$bin" "extreme puzzle generated (slowest)" "${generated_max[$target-extreme]:-}" \
                "$GENERATE_M4F_EXTREME_MAX" instructions
        fi
    done
    # `full`: the levels both images check (the M4F's chains levels have a digest of their own).
    same_digest "${digest[$bin-${TARGETS[0]}]}" "${digest[$bin-${TARGETS[1]}]}" \
        "$bin answers differ between targets"
done

# The C image: the engine's C API (engine/capi) as a thumbv6m static library, linked with
# main.c by arm-none-eabi-gcc (c/build.sh installs it when missing). It regenerates the golden
# puzzles of `full` and runs the cases of `solve`; its digest must be `full`'s.
if [[ " ${BINS[*]} " == *" full "* ]]; then
    target=thumbv6m-none-eabi
    log="target/qemu-logs/c-$target.txt"
    echo "==> c (C API) on $target"
    elf=$(c/build.sh target/c)
    # The runner of .cargo/config.toml for this target, with the C image.
    run_logged "c on $target" "$log" timeout 300 qemu-system-arm -cpu cortex-m0 -machine microbit \
        -nographic -icount shift=0 -semihosting-config enable=on,target=native -kernel "$elf"
    measure c "$target" -z "$elf" "$log"
    check c flash "$flash" "$FULL_FLASH_MAX"
    check c "static RAM + peak stack" "$((ram + ${stack:-999999}))" "$FULL_STATIC_RAM_PLUS_STACK_MAX"
    same_digest "$(field digest "$log")" "${digest[full-$target]}" "the C image's answers differ from full's"
fi

echo
echo "firmware footprint (bytes; solve: engine at opt-level s, the rest at z; -z: all at z; -3: engine at 3 with chains, the rest at z; c: the C API image, library at z, C at -Oz; instructions = AI Escargot, count to 2)"
printf '%-6s %-22s %-3s %8s %10s %8s %14s\n' binary target opt flash static-RAM stack instructions
printf '%s\n' "${rows[@]}"
echo "budgets (thumbv6m): solve flash <= $SOLVE_FLASH_MAX, static RAM <= $SOLVE_STATIC_RAM_MAX, stack <= $SOLVE_STACK_MAX, AI Escargot and Inkala <= $SOLVE_INSTRUCTIONS_MAX instructions each; full and c flash <= $FULL_FLASH_MAX, static RAM + stack <= $FULL_STATIC_RAM_PLUS_STACK_MAX; full generates a hard puzzle in <= $GENERATE_M0_HARD_MEAN_MAX instructions on average"
echo "budgets (thumbv7em, full): flash <= $FULL_M4F_FLASH_MAX, an extreme puzzle in <= $GENERATE_M4F_EXTREME_MEAN_MAX instructions on average, <= $GENERATE_M4F_EXTREME_MAX the slowest"
# Each budget and each cross-target comparison counts as a check too.
failed=$((failed + fail))
echo
figures_section >target/figures-firmware.md
if [[ $figures_mode == write && $failed -ne 0 ]]; then
    echo "docs/figures.md left as it was: the run failed"
elif ! ../../scripts/figures.sh "$figures_mode" firmware target/figures-firmware.md; then
    echo "  (\`bash tests/firmware/run.sh\` writes them)"
    failed=$((failed + 1))
fi
echo "firmware: $passed passed, $failed failed"
if [[ $failed -ne 0 ]]; then
    exit 1
fi
