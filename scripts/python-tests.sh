#!/usr/bin/env bash
# The Python module, as CI proves it: builds the wheel (maturin, abi3), installs it in a fresh
# virtual environment with what its tests need, and runs them (pytest, including a Dask
# cluster of two worker processes, and mypy --strict on the typed example).
#
#   scripts/python-tests.sh            build, install, test
#
# Everything it makes is under target/python: the build tools' environment, the wheel, and
# the fresh environment the wheel is tested in (made anew each run).
set -euo pipefail
cd "$(dirname "$0")/.."

python=${PYTHON:-python3}
work=target/python
mkdir -p "$work"

step() { printf '\n==> %s\n' "$*"; }

step "python: build tools (maturin) in $work/build-env"
if [[ ! -x $work/build-env/bin/maturin ]]; then
    "$python" -m venv "$work/build-env"
    "$work/build-env/bin/pip" install --quiet --upgrade pip
    "$work/build-env/bin/pip" install --quiet 'maturin>=1.9,<2'
fi

step "python: the wheel (release, abi3)"
rm -rf "$work/wheels"
"$work/build-env/bin/maturin" build --release --locked -m python/Cargo.toml -o "$work/wheels"
wheel=$(ls "$work"/wheels/sudoku_engine-*.whl)
case $wheel in
    *-cp39-abi3-*) ;;
    *) echo "the wheel is not abi3 for CPython >= 3.9: $wheel"; exit 1 ;;
esac

step "python: a fresh environment with the wheel and the test requirements"
"$python" -m venv --clear "$work/test-env"
"$work/test-env/bin/pip" install --quiet --upgrade pip
"$work/test-env/bin/pip" install --quiet "$wheel" -r python/tests/requirements.txt

step "python: the sudoku command the tests compare with"
cargo build --locked -p sudoku-repl
target_dir=${CARGO_TARGET_DIR:-target}

step "python: pytest (outside the source tree, so the installed wheel is what is imported)"
cd "$work"
SUDOKU_BIN="$OLDPWD/$target_dir/debug/sudoku" test-env/bin/python -m pytest -q "$OLDPWD/python/tests"
