/* The C image's test harness: semihosting output, pass/fail bookkeeping, stack painting and
 * an instruction clock (SysTick under `qemu -icount shift=0`), as the Rust images' harness
 * (src/lib.rs) does them. */
#ifndef HARNESS_H
#define HARNESS_H

#include <stddef.h>
#include <stdint.h>

void out_str(const char *s);
void out_num(uint32_t n);
void out_hex(uint32_t n);
void out_nl(void);

/* Records one check; a failure is printed at once with its name. Returns ok. */
int check(const char *name, int ok);
/* Prints "N passed, M failed" and ends QEMU: exit code 0 only if nothing failed. */
void finish(void) __attribute__((noreturn));

#define STACK_PAINT 0x5a5aa5a5u
extern uint32_t _stack_end;   /* end of .bss: the lowest address the stack may reach */
extern uint32_t _stack_start; /* top of RAM: the initial stack pointer */

/* Remembers the lowest stack address written so far (before the stack is painted anew). */
void stack_before_paint(void);

/* Paints the free stack below the caller's stack pointer and returns that pointer. Inline
 * (in the header, so in the caller's translation unit), so the stack pointer is the caller's;
 * the loop runs in registers, below nothing live. */
static inline __attribute__((always_inline)) uintptr_t paint_stack(void) {
    uintptr_t sp;
    volatile uint32_t *p = &_stack_end;
    stack_before_paint();
    __asm__ volatile("mov %0, sp" : "=r"(sp));
    sp &= ~(uintptr_t)3;
    while ((uintptr_t)p < sp) {
        *p++ = STACK_PAINT;
    }
    return sp;
}
/* Bytes of stack used below `mark` (from paint_stack) since it was painted. */
uint32_t stack_used_below(uintptr_t mark);
/* Peak stack of the whole run so far. */
uint32_t peak_stack(void);

/* Starts SysTick; ticks() since then; instructions for a number of ticks. */
void clock_start(void);
uint32_t ticks(void);
uint32_t ticks_to_instructions(uint32_t ticks);

#endif
