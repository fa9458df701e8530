// Side-by-side benchmark: our solver (C API, parse + count to limit 2) against tdoku's
// TdokuSolverDpllTriadSimd (limit 2, configuration 0, as tdoku's own benchmark calls it).
// Built and run by bench.sh beside it.
// Usage: harness [-r ROUNDS] [-b BUDGET_S] [-n MAX_LINES] [-c CHUNK] name=path ...
//   -r: fixed rounds per set (default: adaptive, clamp(BUDGET / one pass, MIN..MAX) rounds)
//   -b: seconds per set for the adaptive choice (default 25); -m/-M min/max rounds (9/36)
// Timing: CLOCK_THREAD_CPUTIME_ID per chunk of CHUNK (1000) puzzles, the two solvers
// interleaved chunk by chunk, the one going first alternating by chunk and round.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <time.h>
#include <unistd.h>

#include "sudoku_engine.h"

extern "C" size_t TdokuSolverDpllTriadSimd(const char *puzzle, size_t limit, uint32_t configuration,
                                           char *solution, size_t *num_guesses);

static double now_thread() {
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

struct Corpus {
    std::vector<std::string> lines;   // raw 81-char lines for ours (parse is timed)
    std::vector<char> tdk;            // 96-byte slots for tdoku: '.' for empties, NUL at [81]
};

static bool load(const char *path, size_t max_lines, Corpus &c) {
    FILE *f = fopen(path, "r");
    if (!f) return false;
    char buf[4096];
    while (fgets(buf, sizeof buf, f) && (max_lines == 0 || c.lines.size() < max_lines)) {
        size_t n = strlen(buf);
        while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r')) buf[--n] = 0;
        if (n < 81 || buf[0] == '#') continue;
        c.lines.emplace_back(buf, 81);
    }
    fclose(f);
    c.tdk.assign(c.lines.size() * 96, 0);
    for (size_t i = 0; i < c.lines.size(); i++) {
        char *d = &c.tdk[i * 96];
        for (int k = 0; k < 81; k++) {
            char ch = c.lines[i][k];
            d[k] = (ch >= '1' && ch <= '9') ? ch : '.';
        }
    }
    return true;
}

// ours: parse + count (limit 2). Returns count, or -1 for a parse/count error.
static inline int ours_one(const std::string &s) {
    uint8_t grid[81];
    uint32_t count = 0;
    if (sudoku_parse(s.data(), s.size(), grid, nullptr, 0) != SUDOKU_OK) return -1;
    if (sudoku_count(grid, 2, &count, nullptr) != SUDOKU_OK) return -2;
    return (int)count;
}

static inline int tdoku_one(const char *p) {
    char sol[81];
    size_t guesses = 0;
    size_t n = TdokuSolverDpllTriadSimd(p, 2, 0, sol, &guesses);
    return (int)std::min<size_t>(n, 2);
}

static double quantile(std::vector<double> v, double q) {
    std::sort(v.begin(), v.end());
    if (v.empty()) return NAN;
    double pos = q * (v.size() - 1);
    size_t lo = (size_t)std::floor(pos), hi = (size_t)std::ceil(pos);
    return v[lo] + (v[hi] - v[lo]) * (pos - lo);
}

int main(int argc, char **argv) {
    int fixed_rounds = 0, min_rounds = 9, max_rounds = 36;
    double budget = 25.0;
    size_t max_lines = 0, chunk = 1000;
    int opt;
    while ((opt = getopt(argc, argv, "r:b:n:c:m:M:")) != -1) {
        switch (opt) {
        case 'r': fixed_rounds = atoi(optarg); break;
        case 'b': budget = atof(optarg); break;
        case 'n': max_lines = strtoul(optarg, nullptr, 10); break;
        case 'c': chunk = strtoul(optarg, nullptr, 10); break;
        case 'm': min_rounds = atoi(optarg); break;
        case 'M': max_rounds = atoi(optarg); break;
        default: fprintf(stderr, "bad option\n"); return 2;
        }
    }
    uint32_t v = sudoku_version();
    printf("# sudoku-engine C API %u.%u.%u; tdoku TdokuSolverDpllTriadSimd(limit 2, config 0); "
           "chunk %zu; thread CPU time\n", v >> 16, (v >> 8) & 0xff, v & 0xff, chunk);
    printf("%-10s %7s %6s %10s %10s %8s %15s %8s %7s\n", "set", "puzzles", "rounds", "ours_us",
           "tdoku_us", "ratio", "ratio_p25-p75", "mismatch", "errors");
    fflush(stdout);
    long checksum = 0;
    for (int a = optind; a < argc; a++) {
        std::string arg = argv[a];
        size_t eq = arg.find('=');
        std::string name = eq == std::string::npos ? arg : arg.substr(0, eq);
        std::string path = eq == std::string::npos ? arg : arg.substr(eq + 1);
        size_t lim = max_lines;
        size_t at = name.find('@');   // name@N caps this set at N lines
        if (at != std::string::npos) { lim = strtoul(name.c_str() + at + 1, nullptr, 10); name.resize(at); }
        Corpus c;
        if (!load(path.c_str(), lim, c) || c.lines.empty()) {
            fprintf(stderr, "cannot load %s\n", path.c_str());
            return 1;
        }
        const size_t n = c.lines.size();
        // Warm-up pass (untimed for the stats): records both counts and times one pass.
        std::vector<int> ours_cnt(n), tdk_cnt(n);
        double t0 = now_thread();
        for (size_t i = 0; i < n; i++) ours_cnt[i] = ours_one(c.lines[i]);
        for (size_t i = 0; i < n; i++) tdk_cnt[i] = tdoku_one(&c.tdk[i * 96]);
        double pass = now_thread() - t0;
        size_t mismatch = 0, errors = 0;
        for (size_t i = 0; i < n; i++) {
            if (ours_cnt[i] < 0) errors++;
            if (ours_cnt[i] != tdk_cnt[i]) {
                if (mismatch < 5)
                    fprintf(stderr, "%s line %zu: ours %d tdoku %d: %s\n", name.c_str(), i + 1,
                            ours_cnt[i], tdk_cnt[i], c.lines[i].c_str());
                mismatch++;
            }
        }
        size_t hist[3] = {0, 0, 0};
        for (size_t i = 0; i < n; i++) if (tdk_cnt[i] >= 0 && tdk_cnt[i] <= 2) hist[tdk_cnt[i]]++;
        fprintf(stderr, "# %s: tdoku counts 0/1/2: %zu/%zu/%zu\n", name.c_str(), hist[0], hist[1], hist[2]);
        int rounds = fixed_rounds > 0
                         ? fixed_rounds
                         : std::max(min_rounds, std::min(max_rounds, (int)std::ceil(budget / pass)));
        std::vector<double> ours_us, tdk_us, ratio;
        size_t unstable = 0;
        for (int r = 0; r < rounds; r++) {
            double so = 0, st = 0;
            size_t ci = 0;
            for (size_t b = 0; b < n; b += chunk, ci++) {
                size_t e = std::min(n, b + chunk);
                bool ours_first = ((ci + r) & 1) == 0;
                for (int leg = 0; leg < 2; leg++) {
                    bool do_ours = (leg == 0) == ours_first;
                    long sum = 0;
                    double s = now_thread();
                    if (do_ours) {
                        for (size_t i = b; i < e; i++) sum += ours_one(c.lines[i]);
                        so += now_thread() - s;
                    } else {
                        for (size_t i = b; i < e; i++) sum += tdoku_one(&c.tdk[i * 96]);
                        st += now_thread() - s;
                    }
                    checksum += sum;
                }
            }
            ours_us.push_back(so * 1e6 / n);
            tdk_us.push_back(st * 1e6 / n);
            ratio.push_back(so / st);
        }
        // counts must be the same every round: re-check once after timing
        for (size_t i = 0; i < n; i++)
            if (ours_one(c.lines[i]) != ours_cnt[i] || tdoku_one(&c.tdk[i * 96]) != tdk_cnt[i]) unstable++;
        char spread[64];
        snprintf(spread, sizeof spread, "%.3f-%.3f", quantile(ratio, 0.25), quantile(ratio, 0.75));
        printf("%-10s %7zu %6d %10.2f %10.2f %8.3f %15s %8zu %7zu%s\n", name.c_str(), n, rounds,
               quantile(ours_us, 0.5), quantile(tdk_us, 0.5), quantile(ratio, 0.5), spread, mismatch,
               errors, unstable ? "  UNSTABLE COUNTS" : "");
        fflush(stdout);
    }
    fprintf(stderr, "# checksum %ld\n", checksum);
    return 0;
}
