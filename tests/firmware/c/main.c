/* The C firmware image: the engine through its C API (sudoku_engine.h, the thumbv6m static
 * library), on the same QEMU micro:bit as the Rust images. It regenerates the golden puzzles
 * of easy, medium and hard from their seeds, rates and solves each, prints the same digest as
 * the Rust `full` image, and runs the solve cases of data/puzzles.txt against the host's
 * answers. run.sh measures its flash, static RAM and peak stack against the budgets. */
#include <stddef.h>
#include <stdint.h>

#include "harness.h"
#include "sudoku_engine.h"

#include "data.h"

/* Reads a grid of a data stream (see gen-data.sh): its given mask, then their digits.
 * Returns the stream after it. */
static const uint8_t *read_grid(const uint8_t *p, uint8_t grid[SUDOKU_CELLS]) {
    const uint8_t *digits = p + 11;
    unsigned i, n = 0;
    for (i = 0; i < SUDOKU_CELLS; i++) {
        uint8_t d = 0;
        if (p[i >> 3] & (1u << (i & 7))) {
            d = (n & 1) ? (digits[n >> 1] >> 4) : (digits[n >> 1] & 0xf);
            n++;
        }
        grid[i] = d;
    }
    return digits + ((n + 1) >> 1);
}

static uint32_t le32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint32_t fnv1a(const uint8_t *bytes, size_t len) {
    uint32_t h = 0x811c9dc5u;
    size_t i;
    for (i = 0; i < len; i++) {
        h = (h ^ bytes[i]) * 0x01000193u;
    }
    return h;
}

/* Whether `s` is a solution of `puzzle`: it is full, keeps the givens, and as a puzzle of its
 * own has exactly one solution (a full grid that breaks a rule has none). */
static int solves(const uint8_t *s, const uint8_t *puzzle) {
    uint32_t count = 0;
    unsigned i;
    for (i = 0; i < SUDOKU_CELLS; i++) {
        if (s[i] == 0 || (puzzle[i] != 0 && puzzle[i] != s[i])) {
            return 0;
        }
    }
    return sudoku_count(s, 2, &count, NULL) == SUDOKU_OK && count == 1;
}

/* Peaks of stack per call: generate, rate, solve (golden), count (cases). */
static uint32_t stacks[4];

static void remember(unsigned which, uint32_t used) {
    if (used > stacks[which]) {
        stacks[which] = used;
    }
}

/* One golden line, its puzzle's hash at `p`: generate from the seed, compare, rate, solve (by
 * counting to 2). Updates the digest and returns the stream after the hash. */
static const uint8_t *golden_case(int level, const uint8_t *seed_bytes, const uint8_t *p,
                                  uint32_t *digest) {
    uint8_t puzzle[SUDOKU_CELLS], solution[SUDOKU_CELLS];
    uint64_t seed = (uint64_t)le32(seed_bytes) | (uint64_t)le32(seed_bytes + 4) << 32;
    uint32_t count = 0;
    sudoku_rating rating;
    uintptr_t mark;
    int rc, generated, rated, solved;
    uint32_t hash;
    mark = paint_stack();
    rc = sudoku_generate(level, seed, puzzle);
    remember(0, stack_used_below(mark));
    hash = fnv1a(puzzle, SUDOKU_CELLS);
    generated = rc == SUDOKU_OK && hash == le32(p);
    if (rc == SUDOKU_OK) {
        *digest = (*digest ^ hash) * 0x01000193u;
    }
    mark = paint_stack();
    rated = sudoku_rate(puzzle, &rating) == SUDOKU_OK && rating.level == level;
    remember(1, stack_used_below(mark));
    mark = paint_stack();
    solved = sudoku_count(puzzle, 2, &count, solution) == SUDOKU_OK && count == 1 &&
             solves(solution, puzzle);
    remember(2, stack_used_below(mark));
    if (!(generated && rated && solved)) {
        out_str(sudoku_level_name(level));
        out_str(" seed ");
        out_hex((uint32_t)(seed >> 32));
        out_hex((uint32_t)seed);
        out_str(generated ? "" : ": differs from golden (hash)");
        out_str(rated ? "" : ": wrong rating");
        out_str(solved ? "" : ": not uniquely solved");
        out_nl();
    }
    check(sudoku_level_name(level), generated && rated && solved);
    return p + 4;
}

/* One solve case at `p`: count to 2 as the Rust `solve` image does, compare with the host's
 * answer. Returns the stream after the case. */
static const uint8_t *solve_case(const uint8_t *p) {
    uint8_t puzzle[SUDOKU_CELLS], solution[SUDOKU_CELLS];
    uint32_t expected_count = p[0], expected_hash = le32(p + 1), count = 0, t0, t1, used;
    const char *name = (const char *)(p + 5);
    uintptr_t mark;
    int rc, ok;
    p += 5;
    while (*p++ != 0) {
    }
    p = read_grid(p, puzzle);
    mark = paint_stack();
    t0 = ticks();
    rc = sudoku_count(puzzle, 2, &count, solution);
    t1 = ticks();
    used = stack_used_below(mark);
    remember(3, used);
    /* With two solutions, which comes first depends on the search order: the count only. */
    ok = rc == SUDOKU_OK && count == expected_count &&
         (count != 1 || (fnv1a(solution, SUDOKU_CELLS) == expected_hash && solves(solution, puzzle)));
    out_str(name);
    out_str(ok ? ": ok, " : ": WRONG, ");
    out_num(ticks_to_instructions(t1 - t0));
    out_str(" instructions, ");
    out_num(used);
    out_str(" bytes stack");
    out_nl();
    check(name, ok);
    return p;
}

int main(void) {
    uint32_t digest = 0x811c9dc5u; /* FNV-1a of nothing, as the Rust images start */
    const uint8_t *p = GOLDEN;
    unsigned i;
    int level;
    paint_stack();
    clock_start();
    out_str("c on microbit (Cortex-M0), sudoku_engine.h ");
    out_num(sudoku_version() >> 16);
    out_str(".");
    out_num((sudoku_version() >> 8) & 0xff);
    out_str(".");
    out_num(sudoku_version() & 0xff);
    out_nl();
    check("header and library versions match",
          sudoku_version() == ((SUDOKU_VERSION_MAJOR << 16) | (SUDOKU_VERSION_MINOR << 8) |
                               SUDOKU_VERSION_PATCH));
    check("the M0 build generates up to hard", sudoku_max_level() == SUDOKU_HARD);
    for (level = SUDOKU_EASY; level <= SUDOKU_HARD; level++) {
        for (i = 0; i < GOLDEN_SEEDS; i++) {
            p = golden_case(level, SEEDS + 8 * i, p, &digest);
        }
    }
    out_num(3 * GOLDEN_SEEDS);
    out_str(" golden puzzles generated, rated and solved");
    out_nl();
    out_str("digest: ");
    out_hex(digest);
    out_nl();
    for (i = 0, p = CASES; i < SOLVE_CASES; i++) {
        p = solve_case(p);
    }
    out_str("stack of generate: ");
    out_num(stacks[0]);
    out_str(" bytes, rate: ");
    out_num(stacks[1]);
    out_str(" bytes, solve: ");
    out_num(stacks[2]);
    out_str(" bytes, count: ");
    out_num(stacks[3]);
    out_str(" bytes");
    out_nl();
    out_str("stack used: ");
    out_num(peak_stack());
    out_str(" bytes");
    out_nl();
    finish();
}
