/*
 * sudoku_engine.h: the C API of sudoku-engine, a Sudoku engine for hosts and microcontrollers.
 *
 * Link with the static library `libsudoku_engine_capi.a` (crate engine/capi). Everything here
 * is allocation-free and reentrant: no global state, no heap, no locks; each call works on the
 * caller's buffers and its own stack. The same seed gives the same puzzle on every target
 * (a Cortex-M0 and a 64-bit host alike).
 *
 * Grids are 81 bytes, row by row (cell r,c at index 9*r + c, both 0-based); each byte is the
 * cell's digit 1..9, or 0 for an empty cell.
 *
 * Results: every function that can fail returns an `int` result code, SUDOKU_OK (0) on success
 * and a negative SUDOKU_ERR_* value otherwise; the codes are listed below and each function
 * says which it returns. Output buffers are written only when the function says so. Every
 * pointer is checked for NULL and every length for its minimum; no call can crash on bad
 * arguments other than a pointer to too little or invalid memory. A bug inside the engine is
 * never unwound into C: host builds return SUDOKU_ERR_INTERNAL, firmware builds (no_std) halt
 * in an endless loop.
 *
 * Stack: a call that solves (all but the parse, format, name and version functions) keeps its
 * solver on the stack: 81 saved states in the default build, 24 in the small build made with
 * `--no-default-features` (for Cortex-M0 class parts); generating and rating need more than
 * solving, and with chains, expert and extreme puzzles need several times more. Each call's
 * stack as measured on a Cortex-M0 in the small build (tests/firmware/c) is in the
 * repository's docs/figures.md. On a host, the default build rates with Sudoku Explainer's
 * chaining searches, whose stores live on the stack: rate (and generate with a score range)
 * on a thread with a few MiB of stack, not on one of the 512 KiB some platforms give a
 * secondary thread.
 */
#ifndef SUDOKU_ENGINE_H
#define SUDOKU_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of the library this header describes; sudoku_version() returns the library's. */
#define SUDOKU_VERSION_MAJOR 0
#define SUDOKU_VERSION_MINOR 3
#define SUDOKU_VERSION_PATCH 0

/* Cells in a grid: the size of every grid buffer. */
#define SUDOKU_CELLS 81

/* Levels, easiest first. */
#define SUDOKU_EASY 0    /* singles only */
#define SUDOKU_MEDIUM 1  /* locked candidates, pairs, triples, quads */
#define SUDOKU_HARD 2    /* fish, wings, single-digit patterns, colouring, unique rectangles */
#define SUDOKU_EXPERT 3  /* chains (builds with the `chains` feature only) */
#define SUDOKU_EXTREME 4 /* forcing chains and nets (builds with `chains`); else trial */

/* Result codes. */
#define SUDOKU_OK 0
#define SUDOKU_ERR_NULL (-1)        /* a required pointer is NULL */
#define SUDOKU_ERR_SIZE (-2)        /* a buffer or length is too small, or a limit is 0 */
#define SUDOKU_ERR_PARSE (-3)       /* the text is not an 81-cell puzzle line */
#define SUDOKU_ERR_VALUE (-4)       /* a grid byte is not 0..9 */
#define SUDOKU_ERR_CONFLICT (-5)    /* two givens break a rule (same digit twice in a unit) */
#define SUDOKU_ERR_NO_SOLUTION (-6) /* the puzzle has no solution */
#define SUDOKU_ERR_MULTIPLE (-7)    /* the puzzle has more than one solution */
#define SUDOKU_ERR_DEPTH (-8)       /* the solver's fixed stack of guesses was too shallow */
#define SUDOKU_ERR_LEVEL (-9)       /* not a level, or a level this build cannot generate */
#define SUDOKU_ERR_EXHAUSTED (-10)  /* no puzzle of the level from this seed: try another */
#define SUDOKU_ERR_NO_STEP (-11)    /* no logical step: the grid is full or the ladder is stuck */
#define SUDOKU_ERR_TRUNCATED (-12)  /* the text did not fit: the buffer holds its truncation */
#define SUDOKU_ERR_INTERNAL (-13)   /* a bug in the engine (host builds); please report it */
#define SUDOKU_ERR_SYMMETRY (-14)   /* not one of the SUDOKU_SYMMETRY_* values */
#define SUDOKU_ERR_SCORE (-15)      /* a score range that is empty, above 255 tenths, or unreachable */

/* Clue symmetries: a cell is empty exactly when its images are. */
#define SUDOKU_SYMMETRY_NONE 0         /* any pattern */
#define SUDOKU_SYMMETRY_ROTATIONAL 1   /* 180 degrees: r,c with 8-r,8-c (the default) */
#define SUDOKU_SYMMETRY_ROTATIONAL90 2 /* 90 degrees: four cells together */
#define SUDOKU_SYMMETRY_MIRROR 3       /* left to right: r,c with r,8-c */
#define SUDOKU_SYMMETRY_DIAGONAL 4     /* about the main diagonal: r,c with c,r */

/* sudoku_request.level when the score range alone picks the level. */
#define SUDOKU_ANY_LEVEL (-1)
/* sudoku_request.max_score_tenths of a range without an upper bound. */
#define SUDOKU_NO_MAX_SCORE 4294967295u /* UINT32_MAX */

/*
 * The library's version, (major << 16) | (minor << 8) | patch. Compare with the
 * SUDOKU_VERSION_* macros to check that header and library match.
 */
uint32_t sudoku_version(void);

/*
 * The hardest level sudoku_generate accepts in this build: SUDOKU_EXTREME with the engine's
 * `chains` feature (the default), SUDOKU_HARD without it (the Cortex-M0 build).
 */
int sudoku_max_level(void);

/*
 * The lowercase name of a level ("easy" .. "extreme"), a static NUL-terminated string, or NULL
 * when `level` is not one of SUDOKU_EASY .. SUDOKU_EXTREME.
 */
const char *sudoku_level_name(int level);

/*
 * Parses an 81-character puzzle line: '1'..'9' are givens; '.', '0' and '_' are empty cells.
 * Leading white space is skipped; after the 81st cell, white space, ',', ';' or '#' starts a
 * comment that is ignored. `text` need not be NUL-terminated: `text_len` bytes are read.
 *
 *   text, text_len    the line (not NULL, even when text_len is 0)
 *   grid              out: 81 bytes, written on SUDOKU_OK only
 *   error, error_size out, optional (NULL and 0): on SUDOKU_ERR_PARSE or SUDOKU_ERR_CONFLICT a
 *                     NUL-terminated message naming the column, e.g. "column 3: unexpected 'x'",
 *                     truncated to error_size - 1 characters
 *
 * Returns SUDOKU_OK, SUDOKU_ERR_NULL, SUDOKU_ERR_SIZE (text_len above PTRDIFF_MAX),
 * SUDOKU_ERR_PARSE or SUDOKU_ERR_CONFLICT.
 */
int sudoku_parse(const char *text, size_t text_len, uint8_t grid[SUDOKU_CELLS], char *error,
                 size_t error_size);

/*
 * Writes a grid as an 81-character line ('.' for empty cells) and a NUL: `text_size` must be
 * at least 82.
 *
 * Returns SUDOKU_OK, SUDOKU_ERR_NULL, SUDOKU_ERR_SIZE (nothing written) or SUDOKU_ERR_VALUE.
 */
int sudoku_format(const uint8_t grid[SUDOKU_CELLS], char *text, size_t text_size);

/*
 * Counts the solutions of a puzzle, stopping at `limit` (at least 1; 2 tells unique from
 * several), and writes the first one found.
 *
 *   puzzle    81 bytes
 *   limit     the most solutions to look for, >= 1
 *   count     out: solutions found, 0 .. limit (written on SUDOKU_OK)
 *   solution  out, optional (NULL): the first solution found, written when *count >= 1
 *
 * Givens that break a rule count as no solution. Returns SUDOKU_OK, SUDOKU_ERR_NULL,
 * SUDOKU_ERR_SIZE (limit 0), SUDOKU_ERR_VALUE or SUDOKU_ERR_DEPTH (only in the small build,
 * on sparse contradictory grids; the count is then unknown).
 */
int sudoku_count(const uint8_t puzzle[SUDOKU_CELLS], uint32_t limit, uint32_t *count,
                 uint8_t solution[SUDOKU_CELLS]);

/*
 * Solves a puzzle that should have exactly one solution.
 *
 *   puzzle    81 bytes
 *   solution  out: the solution on SUDOKU_OK; one of the solutions on SUDOKU_ERR_MULTIPLE
 *
 * Returns SUDOKU_OK, SUDOKU_ERR_NULL, SUDOKU_ERR_VALUE, SUDOKU_ERR_NO_SOLUTION,
 * SUDOKU_ERR_MULTIPLE or SUDOKU_ERR_DEPTH.
 */
int sudoku_solve(const uint8_t puzzle[SUDOKU_CELLS], uint8_t solution[SUDOKU_CELLS]);

/*
 * Generates a puzzle of `level` with exactly one solution and 180-degree rotational clue
 * symmetry from a 64-bit seed. The same seed and level give the same puzzle on every target
 * and in every build that has the level (the engine's golden vectors pin them; a change is a
 * new minor version while the version is 0.x).
 *
 *   level   SUDOKU_EASY .. sudoku_max_level()
 *   seed    any value
 *   puzzle  out: 81 bytes, written on SUDOKU_OK
 *
 * Returns SUDOKU_OK, SUDOKU_ERR_NULL, SUDOKU_ERR_LEVEL, SUDOKU_ERR_EXHAUSTED (rare: no puzzle of
 * the level in 1000 full grids) or SUDOKU_ERR_DEPTH.
 */
int sudoku_generate(int level, uint64_t seed, uint8_t puzzle[SUDOKU_CELLS]);

/* What sudoku_generate_request is asked for. */
typedef struct sudoku_request {
    /* SUDOKU_EASY .. sudoku_max_level(), or SUDOKU_ANY_LEVEL (then a score bound is needed). */
    int level;
    /* SUDOKU_SYMMETRY_NONE .. SUDOKU_SYMMETRY_DIAGONAL. */
    int symmetry;
    /* The score range on the Sudoku Explainer scale, in tenths, both inclusive: 0 and
     * SUDOKU_NO_MAX_SCORE ask for no score. */
    uint32_t min_score_tenths;
    uint32_t max_score_tenths;
    /* Nonzero: only minimal puzzles (no given can be removed keeping one solution). */
    int minimal;
} sudoku_request;

/* What sudoku_rate tells of a puzzle. */
typedef struct sudoku_rating {
    /* SUDOKU_EASY .. SUDOKU_EXTREME. */
    int level;
    /* Steps on the rating's path: placements and elimination steps. */
    uint32_t steps;
    /* Sudoku Explainer-scale score in tenths (66 is 6.6); 0 for a full grid. */
    uint32_t score_tenths;
    /* The hardest technique on the path, e.g. "X-Wing": a static NUL-terminated string,
     * "" for a full grid. Never NULL after SUDOKU_OK. */
    const char *technique;
} sudoku_rating;

/*
 * Rates a puzzle by the human techniques it needs: its level is that of the hardest step on
 * the path that always takes the easiest step.
 *
 *   puzzle  81 bytes, a puzzle with exactly one solution
 *   rating  out: written on SUDOKU_OK
 *
 * Returns SUDOKU_OK, SUDOKU_ERR_NULL, SUDOKU_ERR_VALUE, SUDOKU_ERR_NO_SOLUTION,
 * SUDOKU_ERR_MULTIPLE or SUDOKU_ERR_DEPTH.
 */
int sudoku_rate(const uint8_t puzzle[SUDOKU_CELLS], sudoku_rating *rating);

/*
 * Generates the puzzle a request asks for from a 64-bit seed: of its level (or, with
 * SUDOKU_ANY_LEVEL, of the levels whose puzzles score in the range), with its symmetry,
 * its score in the range and minimal when asked. Same seed, same request: same puzzle on
 * every target. Far scores (say 9.0 and up) can take many grids: seconds on a host.
 *
 *   request  the request
 *   seed     any value
 *   puzzle   out: 81 bytes, written on SUDOKU_OK
 *   rating   out, optional (NULL): the puzzle's rating, as sudoku_rate gives it
 *
 * Returns SUDOKU_OK, SUDOKU_ERR_NULL, SUDOKU_ERR_LEVEL, SUDOKU_ERR_SYMMETRY, SUDOKU_ERR_SCORE,
 * SUDOKU_ERR_EXHAUSTED or SUDOKU_ERR_DEPTH.
 */
int sudoku_generate_request(const sudoku_request *request, uint64_t seed,
                            uint8_t puzzle[SUDOKU_CELLS], sudoku_rating *rating);

/*
 * Whether a puzzle is minimal: exactly one solution, and several once any one given is
 * removed. A puzzle without exactly one solution is not minimal.
 *
 *   puzzle   81 bytes
 *   minimal  out: 1 or 0, written on SUDOKU_OK
 *
 * Returns SUDOKU_OK, SUDOKU_ERR_NULL, SUDOKU_ERR_VALUE or SUDOKU_ERR_DEPTH.
 */
int sudoku_is_minimal(const uint8_t puzzle[SUDOKU_CELLS], int *minimal);

/*
 * The next logical step from a position, as one sentence for a hint, e.g.
 * "hidden single: 7 can only go in r3c5 within row 3".
 *
 *   grid        81 bytes: the givens and the digits placed so far
 *   candidates  optional (NULL): the player's pencil marks, 81 masks in which bit d-1 is set
 *               when digit d is still possible in the cell (0x1ff: all). Entries of filled
 *               cells are ignored. NULL means every digit that no peer holds.
 *   text, text_size
 *               out: the NUL-terminated sentence; when it does not fit, its first
 *               text_size - 1 bytes and SUDOKU_ERR_TRUNCATED. text_size must be at least 1.
 *   text_len    out, optional (NULL): the sentence's length without the NUL (also when
 *               truncated: a buffer of *text_len + 1 bytes holds it)
 *
 * Uniqueness techniques (unique rectangles and loops, BUG) are used only when the grid's puzzle has
 * exactly one solution. Returns SUDOKU_OK, SUDOKU_ERR_NULL, SUDOKU_ERR_SIZE, SUDOKU_ERR_VALUE,
 * SUDOKU_ERR_NO_SOLUTION (the digits placed break the puzzle; no hint can be right),
 * SUDOKU_ERR_NO_STEP, SUDOKU_ERR_TRUNCATED or SUDOKU_ERR_DEPTH.
 */
int sudoku_next_step(const uint8_t grid[SUDOKU_CELLS], const uint16_t *candidates, char *text,
                     size_t text_size, size_t *text_len);

#ifdef __cplusplus
}
#endif

#endif /* SUDOKU_ENGINE_H */
