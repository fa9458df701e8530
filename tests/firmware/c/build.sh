#!/usr/bin/env bash
# Builds the C image: the engine's C API as a thumbv6m static library (small build: no default
# features, everything at opt-level "z" as the Rust `full` image), then main.c and the harness
# with arm-none-eabi-gcc (Debian's gcc-arm-none-eabi, installed when missing) and the Rust
# toolchain's lld. Prints the ELF's path. Usage: build.sh OUT_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$(mkdir -p "$1" && cd "$1" && pwd)
repo=$(cd "$here/../../.." && pwd)

if ! command -v arm-none-eabi-gcc >/dev/null 2>&1; then
    echo "installing gcc-arm-none-eabi" >&2
    { apt-get install -y -qq gcc-arm-none-eabi || { apt-get update -qq && apt-get install -y -qq gcc-arm-none-eabi; }; } >&2
fi

# From the repository root: the firmware directory's cargo config (runner, link script) is
# not for a static library. Paths remapped so the image does not depend on the clone's place.
(
    cd "$repo"
    unset RUSTFLAGS CARGO_BUILD_RUSTFLAGS CARGO_BUILD_TARGET
    export CARGO_ENCODED_RUSTFLAGS="--remap-path-prefix=$repo=/sudoku"
    cargo rustc --quiet --locked -p sudoku-engine-capi --release --target thumbv6m-none-eabi \
        --no-default-features --crate-type staticlib --target-dir "$out/cargo" \
        --config 'profile.release.opt-level="z"' --config 'profile.release.panic="abort"'
)
lib="$out/cargo/thumbv6m-none-eabi/release/libsudoku_engine_capi.a"

# Linked by the Rust toolchain's lld, as the Rust images are: GNU ld keeps a merged string
# section whole, so the sentences of the API's calls this program never makes stayed in its
# flash; lld collects the strings one by one.
gcc_ld="$(rustc --print sysroot)/lib/rustlib/$(rustc -vV | sed -n 's/^host: //p')/bin/gcc-ld"
[[ -x "$gcc_ld/ld.lld" ]] || { echo "no ld.lld in $gcc_ld (the Rust toolchain's lld)" >&2; exit 1; }

"$here/gen-data.sh" >"$out/data.h"
arm-none-eabi-gcc -mcpu=cortex-m0 -mthumb -std=c99 -Oz -g -Wall -Wextra -Werror \
    -ffreestanding -ffunction-sections -fdata-sections -fno-common \
    -I "$repo/engine/capi/include" -I "$out" \
    "$here/main.c" "$here/harness.c" "$here/startup.c" "$lib" \
    -nostdlib -lgcc -B "$gcc_ld" -fuse-ld=lld -Wl,--gc-sections -Wl,-z,noexecstack -Wl,-Map,"$out/sudoku-c.map" -Wl,-T,"$here/link.ld" -o "$out/sudoku-c.elf"
echo "$out/sudoku-c.elf"
