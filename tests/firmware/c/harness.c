/* See harness.h. */
#include "harness.h"

/* ---- Semihosting (ARM's `bkpt 0xab` calls, served by QEMU) ---- */

#define SYS_OPEN 0x01
#define SYS_WRITE 0x05
#define SYS_EXIT 0x18
#define OPEN_W 4 /* fopen mode "w" */
#define ADP_STOPPED_APPLICATION_EXIT 0x20026 /* QEMU exit code 0 */
#define ADP_STOPPED_RUNTIME_ERROR 0x20023    /* QEMU exit code 1 */

static uint32_t semihost(uint32_t op, const void *arg) {
    register uint32_t r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

/* The host's stdout (":tt" opened for writing), as the Rust harness opens it: SYS_WRITE0
 * would go to QEMU's debug console instead, which is not stdout. */
void out_str(const char *s) {
    static int32_t handle = -1;
    uint32_t args[3];
    size_t len = 0;
    while (s[len] != 0) {
        len++;
    }
    if (handle < 0) {
        args[0] = (uint32_t)(uintptr_t)":tt";
        args[1] = OPEN_W;
        args[2] = 3;
        handle = (int32_t)semihost(SYS_OPEN, args);
    }
    args[0] = (uint32_t)handle;
    args[1] = (uint32_t)(uintptr_t)s;
    args[2] = (uint32_t)len;
    semihost(SYS_WRITE, args);
}

void out_nl(void) { out_str("\n"); }

void out_num(uint32_t n) {
    static const uint32_t powers[] = {1000000000u, 100000000u, 10000000u, 1000000u, 100000u,
                                      10000u,      1000u,      100u,      10u,      1u};
    char buf[11];
    unsigned len = 0, k;
    /* By subtraction: the M0 has no divide instruction. */
    for (k = 0; k < 10; k++) {
        char d = '0';
        while (n >= powers[k]) {
            n -= powers[k];
            d++;
        }
        if (d != '0' || len != 0 || k == 9) {
            buf[len++] = d;
        }
    }
    buf[len] = 0;
    out_str(buf);
}

void out_hex(uint32_t n) {
    char buf[11];
    int i;
    buf[0] = '0';
    buf[1] = 'x';
    for (i = 0; i < 8; i++) {
        buf[2 + i] = "0123456789abcdef"[(n >> (28 - 4 * i)) & 0xf];
    }
    buf[10] = 0;
    out_str(buf);
}

/* ---- Verdict ---- */

static uint32_t passed, failed;

int check(const char *name, int ok) {
    if (ok) {
        passed++;
    } else {
        failed++;
        out_str("FAIL: ");
        out_str(name);
        out_nl();
    }
    return ok;
}

void finish(void) {
    out_num(passed);
    out_str(" passed, ");
    out_num(failed);
    out_str(" failed");
    out_nl();
    /* SYS_EXIT on a 32-bit target takes the reason itself, not a block. */
    semihost(SYS_EXIT, (const void *)(uintptr_t)(failed == 0 ? ADP_STOPPED_APPLICATION_EXIT
                                                              : ADP_STOPPED_RUNTIME_ERROR));
    for (;;) {
    }
}

/* ---- Stack painting ---- */

static uintptr_t low_water = UINTPTR_MAX;
static int painted;

static uintptr_t scan_low_water(void) {
    volatile uint32_t *p = &_stack_end;
    while ((uintptr_t)p < (uintptr_t)&_stack_start && *p == STACK_PAINT) {
        p++;
    }
    return (uintptr_t)p;
}

static void remember_low_water(void) {
    if (painted) {
        uintptr_t low = scan_low_water();
        if (low < low_water) {
            low_water = low;
        }
    }
}

void stack_before_paint(void) {
    remember_low_water();
    painted = 1;
}

uint32_t stack_used_below(uintptr_t mark) {
    uintptr_t low = scan_low_water();
    remember_low_water();
    return mark > low ? (uint32_t)(mark - low) : 0;
}

uint32_t peak_stack(void) {
    remember_low_water();
    return (uint32_t)((uintptr_t)&_stack_start - low_water);
}

/* ---- Instruction clock ---- */

#define SYST_CSR (*(volatile uint32_t *)0xe000e010u)
#define SYST_RVR (*(volatile uint32_t *)0xe000e014u)
#define SYST_CVR (*(volatile uint32_t *)0xe000e018u)
#define RELOAD 0x00ffffffu
/* `-icount shift=0`: one instruction per virtual nanosecond; SysTick counts the micro:bit's
 * 16 MHz core clock, 62.5 ns: 125 instructions per two ticks. */
#define INSNS_PER_TICK_X2 125u

static volatile uint32_t wraps;

void systick_handler(void) { wraps = wraps + 1; }

void clock_start(void) {
    SYST_RVR = RELOAD;
    SYST_CVR = 0;
    SYST_CSR = 7; /* core clock, interrupt, enable */
}

uint32_t ticks(void) {
    for (;;) {
        uint32_t before = wraps;
        uint32_t current = SYST_CVR;
        if (wraps == before) {
            return (before << 24) + (RELOAD - current);
        }
    }
}

uint32_t ticks_to_instructions(uint32_t t) {
    return t * (INSNS_PER_TICK_X2 >> 1) + ((t * (INSNS_PER_TICK_X2 & 1)) >> 1);
}
