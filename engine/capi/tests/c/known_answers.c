/*
 * Known answers through the C API, compiled with the system C compiler against the static
 * library (tests/c_program.rs builds and runs it). Usage: known_answers GOLDEN_DIR
 *
 * GOLDEN_DIR holds the generator's golden vectors (tests/golden/<level>.txt: "seed puzzle" per
 * line); every seed must give its puzzle, rated at its level. Levels above sudoku_max_level()
 * must be refused. Prints one line per failed check and a summary; exits 0 only if all pass.
 * It also prints the ABI facts the Rust side compares (sizeof and offsets of sudoku_rating).
 */
#include "sudoku_engine.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

static int passed, failed;

#define CHECK(cond)                                                             \
    do {                                                                        \
        if (cond) {                                                             \
            passed++;                                                           \
        } else {                                                                \
            failed++;                                                           \
            printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);              \
        }                                                                       \
    } while (0)

/* Named puzzles with their solutions (from the engine's firmware cases). */
static const char EASY[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char EASY_SOLUTION[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
static const char ESCARGOT[] =
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
static const char ESCARGOT_SOLUTION[] =
    "162857493534129678789643521475312986913586742628794135356478219241935867897261354";
static const char INKALA[] =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
static const char INKALA_SOLUTION[] =
    "812753649943682175675491283154237896369845721287169534521974368438526917796318452";

/* Parses a line that must be valid. */
static void grid_of(const char *line, uint8_t grid[SUDOKU_CELLS]) {
    int rc = sudoku_parse(line, strlen(line), grid, NULL, 0);
    if (rc != SUDOKU_OK) {
        printf("FAIL: cannot parse %s (%d)\n", line, rc);
        failed++;
        memset(grid, 0, SUDOKU_CELLS);
    }
}

/* Whether a grid equals an 81-character line of digits. */
static int same(const uint8_t grid[SUDOKU_CELLS], const char *line) {
    char text[SUDOKU_CELLS + 1];
    return sudoku_format(grid, text, sizeof text) == SUDOKU_OK && strcmp(text, line) == 0;
}

static void version_and_levels(void) {
    uint32_t v = sudoku_version();
    CHECK(v == ((SUDOKU_VERSION_MAJOR << 16) | (SUDOKU_VERSION_MINOR << 8) | SUDOKU_VERSION_PATCH));
    CHECK(strcmp(sudoku_level_name(SUDOKU_EASY), "easy") == 0);
    CHECK(strcmp(sudoku_level_name(SUDOKU_EXTREME), "extreme") == 0);
    CHECK(sudoku_level_name(-1) == NULL);
    CHECK(sudoku_level_name(5) == NULL);
    CHECK(sudoku_max_level() == SUDOKU_HARD || sudoku_max_level() == SUDOKU_EXTREME);
}

static void parse_and_format(void) {
    uint8_t grid[SUDOKU_CELLS];
    char error[64], text[SUDOKU_CELLS + 1];
    CHECK(sudoku_parse(EASY, strlen(EASY), grid, error, sizeof error) == SUDOKU_OK);
    CHECK(grid[0] == 5 && grid[1] == 3 && grid[2] == 0 && grid[80] == 9);
    CHECK(sudoku_format(grid, text, sizeof text) == SUDOKU_OK);
    CHECK(strcmp(text, EASY) == 0);
    /* Comments after the 81st cell; not NUL-terminated input (length given). */
    CHECK(sudoku_parse("  53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 # x",
                       87, grid, NULL, 0) == SUDOKU_OK);
    CHECK(sudoku_parse(EASY, 81, grid, NULL, 0) == SUDOKU_OK);
    /* Errors name the column; the message is truncated to the buffer, always NUL-terminated. */
    CHECK(sudoku_parse("12x", 3, grid, error, sizeof error) == SUDOKU_ERR_PARSE);
    CHECK(strcmp(error, "column 3: unexpected 'x'") == 0);
    CHECK(sudoku_parse("12x", 3, grid, error, 7) == SUDOKU_ERR_PARSE);
    CHECK(strcmp(error, "column") == 0);
    CHECK(sudoku_parse(EASY, 80, grid, error, sizeof error) == SUDOKU_ERR_PARSE);
    CHECK(strncmp(error, "column 81:", 10) == 0);
    CHECK(sudoku_parse("", 0, grid, error, sizeof error) == SUDOKU_ERR_PARSE);
    CHECK(sudoku_parse("55...............................................................................",
                       81, grid, error, sizeof error) == SUDOKU_ERR_CONFLICT);
    CHECK(strlen(error) > 0);
    /* Null pointers and sizes. */
    CHECK(sudoku_parse(NULL, 0, grid, NULL, 0) == SUDOKU_ERR_NULL);
    CHECK(sudoku_parse(EASY, (size_t)-1, grid, NULL, 0) == SUDOKU_ERR_SIZE);
    CHECK(sudoku_parse(EASY, 81, NULL, NULL, 0) == SUDOKU_ERR_NULL);
    CHECK(sudoku_format(NULL, text, sizeof text) == SUDOKU_ERR_NULL);
    CHECK(sudoku_format(grid, NULL, 82) == SUDOKU_ERR_NULL);
    CHECK(sudoku_format(grid, text, 81) == SUDOKU_ERR_SIZE);
    grid[40] = 10;
    CHECK(sudoku_format(grid, text, sizeof text) == SUDOKU_ERR_VALUE);
}

static void solve_and_count(void) {
    uint8_t puzzle[SUDOKU_CELLS], solution[SUDOKU_CELLS];
    uint32_t count = 99;
    grid_of(EASY, puzzle);
    CHECK(sudoku_solve(puzzle, solution) == SUDOKU_OK && same(solution, EASY_SOLUTION));
    grid_of(ESCARGOT, puzzle);
    CHECK(sudoku_solve(puzzle, solution) == SUDOKU_OK && same(solution, ESCARGOT_SOLUTION));
    grid_of(INKALA, puzzle);
    /* In place: the same buffer as puzzle and solution. */
    CHECK(sudoku_solve(puzzle, puzzle) == SUDOKU_OK && same(puzzle, INKALA_SOLUTION));
    CHECK(sudoku_count(puzzle, 2, &count, NULL) == SUDOKU_OK && count == 1);

    memset(puzzle, 0, sizeof puzzle);
    CHECK(sudoku_solve(puzzle, solution) == SUDOKU_ERR_MULTIPLE);
    CHECK(sudoku_count(puzzle, 5, &count, solution) == SUDOKU_OK && count == 5);
    CHECK(sudoku_solve(solution, solution) == SUDOKU_OK); /* a solution solves itself */
    CHECK(sudoku_count(puzzle, 0, &count, NULL) == SUDOKU_ERR_SIZE);

    puzzle[0] = 5;
    puzzle[1] = 5;
    CHECK(sudoku_solve(puzzle, solution) == SUDOKU_ERR_NO_SOLUTION);
    CHECK(sudoku_count(puzzle, 2, &count, NULL) == SUDOKU_OK && count == 0);
    puzzle[1] = 10;
    CHECK(sudoku_solve(puzzle, solution) == SUDOKU_ERR_VALUE);
    CHECK(sudoku_solve(NULL, solution) == SUDOKU_ERR_NULL);
    CHECK(sudoku_solve(puzzle, NULL) == SUDOKU_ERR_NULL);
    CHECK(sudoku_count(puzzle, 2, NULL, NULL) == SUDOKU_ERR_NULL);
}

static void rate_named(void) {
    uint8_t puzzle[SUDOKU_CELLS];
    sudoku_rating r;
    int chains = sudoku_max_level() == SUDOKU_EXTREME;
    grid_of(EASY, puzzle);
    CHECK(sudoku_rate(puzzle, &r) == SUDOKU_OK);
    CHECK(r.level == SUDOKU_EASY && r.steps == 51 && r.score_tenths == 12);
    CHECK(strcmp(r.technique, "hidden single") == 0);
    grid_of(ESCARGOT, puzzle);
    CHECK(sudoku_rate(puzzle, &r) == SUDOKU_OK && r.level == SUDOKU_EXTREME);
    CHECK(strcmp(r.technique, chains ? "forcing net" : "trial and error") == 0);
    /* Past SE's dynamic forcing chains (+) the score walk uses forcing nets, not SE's nested
     * forcing chains: SE 1.2.1 rates Escargot 10.5 and Inkala 10.7. */
    CHECK(!chains || r.score_tenths == 103);
    grid_of(INKALA, puzzle);
    CHECK(sudoku_rate(puzzle, &r) == SUDOKU_OK && r.level == SUDOKU_EXTREME);
    CHECK(!chains || r.score_tenths == 105);
    grid_of(INKALA_SOLUTION, puzzle);
    CHECK(sudoku_rate(puzzle, &r) == SUDOKU_OK && r.score_tenths == 0 && r.technique[0] == 0);
    memset(puzzle, 0, sizeof puzzle);
    CHECK(sudoku_rate(puzzle, &r) == SUDOKU_ERR_MULTIPLE);
    CHECK(sudoku_rate(puzzle, NULL) == SUDOKU_ERR_NULL);
}

static void next_step(void) {
    uint8_t puzzle[SUDOKU_CELLS];
    uint16_t marks[SUDOKU_CELLS];
    char text[160], small[10];
    size_t len = 0;
    static const char FIRST[] = "hidden single: 8 can only go in r1c6 within box 2";
    int i;
    grid_of(EASY, puzzle);
    CHECK(sudoku_next_step(puzzle, NULL, text, sizeof text, &len) == SUDOKU_OK);
    CHECK(strcmp(text, FIRST) == 0 && len == strlen(FIRST));
    /* Too small: the first 9 bytes, the full length told. */
    len = 0;
    CHECK(sudoku_next_step(puzzle, NULL, small, sizeof small, &len) == SUDOKU_ERR_TRUNCATED);
    CHECK(strcmp(small, "hidden si") == 0 && len == strlen(FIRST));
    CHECK(sudoku_next_step(puzzle, NULL, small, 0, &len) == SUDOKU_ERR_SIZE);
    /* Pencil marks: all digits is the same as none given; taking 8 out of r1c6 changes it. */
    for (i = 0; i < SUDOKU_CELLS; i++) {
        marks[i] = 0x1ff;
    }
    CHECK(sudoku_next_step(puzzle, marks, text, sizeof text, NULL) == SUDOKU_OK);
    CHECK(strcmp(text, FIRST) == 0);
    /* The player's marks leave r1c3 (candidates 1, 2, 4) with 4 only: 1 now has one place
     * in box 1, an easier step found first. */
    marks[2] = (uint16_t)((1u << 3) | (1u << 5));
    CHECK(sudoku_next_step(puzzle, marks, text, sizeof text, NULL) == SUDOKU_OK);
    CHECK(strcmp(text, "hidden single: 1 can only go in r3c1 within box 1") == 0);
    /* A full grid has no next step; a broken one no right step. */
    grid_of(EASY_SOLUTION, puzzle);
    CHECK(sudoku_next_step(puzzle, NULL, text, sizeof text, NULL) == SUDOKU_ERR_NO_STEP);
    grid_of(EASY, puzzle);
    puzzle[5] = 4; /* r1c6 is 8 in the solution */
    CHECK(sudoku_next_step(puzzle, NULL, text, sizeof text, NULL) == SUDOKU_ERR_NO_SOLUTION);
    CHECK(sudoku_next_step(NULL, NULL, text, sizeof text, NULL) == SUDOKU_ERR_NULL);
    CHECK(sudoku_next_step(puzzle, NULL, NULL, 10, NULL) == SUDOKU_ERR_NULL);
}

/* Every golden seed of a level gives its puzzle, rated at the level. */
static void golden(const char *dir, int level) {
    char path[512], line[256];
    const char *name = sudoku_level_name(level);
    FILE *f;
    int lines = 0;
    snprintf(path, sizeof path, "%s/%s.txt", dir, name);
    f = fopen(path, "r");
    if (f == NULL) {
        printf("FAIL: cannot open %s\n", path);
        failed++;
        return;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        unsigned long long seed;
        char expected[SUDOKU_CELLS + 1];
        uint8_t puzzle[SUDOKU_CELLS];
        sudoku_rating r;
        int rc;
        if (sscanf(line, "%llu %81s", &seed, expected) != 2) {
            continue;
        }
        lines++;
        rc = sudoku_generate(level, (uint64_t)seed, puzzle);
        if (level > sudoku_max_level()) {
            CHECK(rc == SUDOKU_ERR_LEVEL);
            continue;
        }
        if (rc != SUDOKU_OK || !same(puzzle, expected)) {
            printf("FAIL: %s seed %llu: result %d, not the golden puzzle\n", name, seed, rc);
            failed++;
            continue;
        }
        passed++;
        CHECK(sudoku_rate(puzzle, &r) == SUDOKU_OK && r.level == level);
    }
    fclose(f);
    CHECK(lines >= 20);
    printf("%s: %d golden seeds%s\n", name, lines,
           level > sudoku_max_level() ? " (refused: not in this build)" : "");
}

int main(int argc, char **argv) {
    uint8_t puzzle[SUDOKU_CELLS];
    int level;
    if (argc != 2) {
        fprintf(stderr, "usage: %s GOLDEN_DIR\n", argv[0]);
        return 2;
    }
    /* The layout of sudoku_rating, for the Rust side to compare with its #[repr(C)] struct. */
    printf("abi: sizeof(sudoku_rating)=%u level@%u steps@%u score_tenths@%u technique@%u\n",
           (unsigned)sizeof(sudoku_rating), (unsigned)offsetof(sudoku_rating, level),
           (unsigned)offsetof(sudoku_rating, steps),
           (unsigned)offsetof(sudoku_rating, score_tenths),
           (unsigned)offsetof(sudoku_rating, technique));
    version_and_levels();
    parse_and_format();
    solve_and_count();
    rate_named();
    next_step();
    for (level = SUDOKU_EASY; level <= SUDOKU_EXTREME; level++) {
        golden(argv[1], level);
    }
    CHECK(sudoku_generate(5, 0, puzzle) == SUDOKU_ERR_LEVEL);
    CHECK(sudoku_generate(-1, 0, puzzle) == SUDOKU_ERR_LEVEL);
    CHECK(sudoku_generate(SUDOKU_EASY, 0, NULL) == SUDOKU_ERR_NULL);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
