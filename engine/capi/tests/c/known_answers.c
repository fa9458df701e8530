/*
 * Known answers through the C API, compiled with the system C compiler against the static
 * library (tests/c_program.rs builds and runs it). Usage: known_answers GOLDEN_DIR
 *
 * GOLDEN_DIR holds the generator's golden vectors (tests/golden/<level>.txt: "seed puzzle" per
 * line, the default symmetry; symmetry.txt: "symmetry level seed puzzle"); every seed must give
 * its puzzle, rated at its level. Levels above sudoku_max_level()
 * must be refused. Prints one line per failed check and a summary; exits 0 only if all pass.
 * It also prints the ABI facts the Rust side compares (sizeof and offsets of sudoku_rating and
 * sudoku_request).
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
    CHECK(!chains || r.score_tenths == 104);
    grid_of(INKALA, puzzle);
    CHECK(sudoku_rate(puzzle, &r) == SUDOKU_OK && r.level == SUDOKU_EXTREME);
    CHECK(!chains || r.score_tenths == 107);
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

/* Symmetry names in SUDOKU_SYMMETRY_* order, as tests/golden/symmetry.txt writes them. */
static const char *const SYMMETRIES[] = {"none", "rotational", "rotational90", "mirror",
                                         "diagonal"};

/* Whether cell i is empty exactly when its images under `symmetry` are. */
static int symmetric(const uint8_t p[SUDOKU_CELLS], int symmetry) {
    int r, c;
    for (r = 0; r < 9; r++) {
        for (c = 0; c < 9; c++) {
            int e = p[9 * r + c] == 0, images[3] = {-1, -1, -1}, k;
            switch (symmetry) {
            case SUDOKU_SYMMETRY_ROTATIONAL:
                images[0] = 9 * (8 - r) + 8 - c;
                break;
            case SUDOKU_SYMMETRY_ROTATIONAL90:
                images[0] = 9 * c + 8 - r;
                images[1] = 9 * (8 - r) + 8 - c;
                images[2] = 9 * (8 - c) + r;
                break;
            case SUDOKU_SYMMETRY_MIRROR:
                images[0] = 9 * r + 8 - c;
                break;
            case SUDOKU_SYMMETRY_DIAGONAL:
                images[0] = 9 * c + r;
                break;
            }
            for (k = 0; k < 3; k++) {
                if (images[k] >= 0 && (p[images[k]] == 0) != e) {
                    return 0;
                }
            }
        }
    }
    return 1;
}

/* tests/golden/symmetry.txt ("symmetry level seed puzzle"): every line through
 * sudoku_generate_request, symmetric, rated at its level. */
static void golden_symmetry(const char *dir) {
    char path[512], line[256];
    FILE *f;
    int lines = 0;
    snprintf(path, sizeof path, "%s/symmetry.txt", dir);
    f = fopen(path, "r");
    if (f == NULL) {
        printf("FAIL: cannot open %s\n", path);
        failed++;
        return;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        char symmetry[16], level[16], expected[SUDOKU_CELLS + 1];
        unsigned long long seed;
        uint8_t puzzle[SUDOKU_CELLS];
        sudoku_request request = {0, 0, 0, SUDOKU_NO_MAX_SCORE, 0};
        sudoku_rating r;
        int rc, k;
        if (sscanf(line, "%15s %15s %llu %81s", symmetry, level, &seed, expected) != 4) {
            continue;
        }
        lines++;
        request.symmetry = -1;
        for (k = 0; k < 5; k++) {
            if (strcmp(symmetry, SYMMETRIES[k]) == 0) {
                request.symmetry = k;
            }
        }
        request.level = -2;
        for (k = SUDOKU_EASY; k <= SUDOKU_EXTREME; k++) {
            if (strcmp(level, sudoku_level_name(k)) == 0) {
                request.level = k;
            }
        }
        rc = sudoku_generate_request(&request, (uint64_t)seed, puzzle, &r);
        if (request.level > sudoku_max_level()) {
            CHECK(rc == SUDOKU_ERR_LEVEL);
            continue;
        }
        if (rc != SUDOKU_OK || !same(puzzle, expected)) {
            printf("FAIL: %s %s seed %llu: result %d, not the golden puzzle\n", symmetry, level,
                   seed, rc);
            failed++;
            continue;
        }
        CHECK(r.level == request.level && symmetric(puzzle, request.symmetry));
    }
    fclose(f);
    CHECK(lines >= 100);
    printf("symmetry: %d golden lines\n", lines);
}

/* Requests: errors, a score range, minimal puzzles. */
static void requests(void) {
    uint8_t puzzle[SUDOKU_CELLS], grid[SUDOKU_CELLS];
    sudoku_request request = {SUDOKU_HARD, SUDOKU_SYMMETRY_MIRROR, 0, SUDOKU_NO_MAX_SCORE, 0};
    sudoku_rating r;
    int minimal = -1;
    CHECK(sudoku_generate_request(NULL, 0, puzzle, NULL) == SUDOKU_ERR_NULL);
    CHECK(sudoku_generate_request(&request, 0, NULL, NULL) == SUDOKU_ERR_NULL);
    CHECK(sudoku_generate_request(&request, 3, puzzle, &r) == SUDOKU_OK && r.level == SUDOKU_HARD &&
          symmetric(puzzle, SUDOKU_SYMMETRY_MIRROR));
    request.symmetry = 5;
    CHECK(sudoku_generate_request(&request, 0, puzzle, NULL) == SUDOKU_ERR_SYMMETRY);
    request.symmetry = -1;
    CHECK(sudoku_generate_request(&request, 0, puzzle, NULL) == SUDOKU_ERR_SYMMETRY);
    request.symmetry = SUDOKU_SYMMETRY_NONE;
    request.level = 7;
    CHECK(sudoku_generate_request(&request, 0, puzzle, NULL) == SUDOKU_ERR_LEVEL);
    request.level = SUDOKU_ANY_LEVEL;
    CHECK(sudoku_generate_request(&request, 0, puzzle, NULL) == SUDOKU_ERR_SCORE);
    request.min_score_tenths = 40;
    request.max_score_tenths = 30;
    CHECK(sudoku_generate_request(&request, 0, puzzle, NULL) == SUDOKU_ERR_SCORE);
    request.max_score_tenths = 256;
    CHECK(sudoku_generate_request(&request, 0, puzzle, NULL) == SUDOKU_ERR_SCORE);
    /* Easy puzzles score 1.0 .. 2.3 (singles): 2.0 .. 2.3 is within reach, medium or easy. */
    request.min_score_tenths = 20;
    request.max_score_tenths = 23;
    CHECK(sudoku_generate_request(&request, 1, puzzle, &r) == SUDOKU_OK &&
          r.score_tenths >= 20 && r.score_tenths <= 23);
    /* Minimal: a 17-clue puzzle is (no 16-clue puzzle has one solution); it loses that with
     * a clue less, and a full grid is not. */
    grid_of("................12..3..4..5......6....7.8.3...9..2.........34...8.......12...6...",
            grid);
    CHECK(sudoku_is_minimal(grid, &minimal) == SUDOKU_OK && minimal == 1);
    grid[77] = 0;
    CHECK(sudoku_is_minimal(grid, &minimal) == SUDOKU_OK && minimal == 0);
    grid_of(EASY_SOLUTION, grid);
    CHECK(sudoku_is_minimal(grid, &minimal) == SUDOKU_OK && minimal == 0);
    CHECK(sudoku_is_minimal(NULL, &minimal) == SUDOKU_ERR_NULL);
    CHECK(sudoku_is_minimal(grid, NULL) == SUDOKU_ERR_NULL);
    request.level = SUDOKU_EASY;
    request.min_score_tenths = 0;
    request.max_score_tenths = SUDOKU_NO_MAX_SCORE;
    request.minimal = 1;
    CHECK(sudoku_generate_request(&request, 2, puzzle, &r) == SUDOKU_OK &&
          r.level == SUDOKU_EASY && sudoku_is_minimal(puzzle, &minimal) == SUDOKU_OK &&
          minimal == 1);
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
    printf("abi: sizeof(sudoku_request)=%u level@%u symmetry@%u min_score_tenths@%u "
           "max_score_tenths@%u minimal@%u\n",
           (unsigned)sizeof(sudoku_request), (unsigned)offsetof(sudoku_request, level),
           (unsigned)offsetof(sudoku_request, symmetry),
           (unsigned)offsetof(sudoku_request, min_score_tenths),
           (unsigned)offsetof(sudoku_request, max_score_tenths),
           (unsigned)offsetof(sudoku_request, minimal));
    version_and_levels();
    parse_and_format();
    solve_and_count();
    rate_named();
    next_step();
    for (level = SUDOKU_EASY; level <= SUDOKU_EXTREME; level++) {
        golden(argv[1], level);
    }
    golden_symmetry(argv[1]);
    requests();
    CHECK(sudoku_generate(5, 0, puzzle) == SUDOKU_ERR_LEVEL);
    CHECK(sudoku_generate(-1, 0, puzzle) == SUDOKU_ERR_LEVEL);
    CHECK(sudoku_generate(SUDOKU_EASY, 0, NULL) == SUDOKU_ERR_NULL);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
