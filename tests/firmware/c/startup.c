/* Reset and exception vectors of the C image: copy .data, clear .bss, run main. */
#include <stdint.h>

#include "harness.h"

extern uint32_t _sidata, _sdata, _edata, _sbss, _ebss; /* _stack_start: harness.h */
int main(void);
void systick_handler(void);

void reset_handler(void) {
    uint32_t *src = &_sidata, *dst = &_sdata;
    while (dst < &_edata) {
        *dst++ = *src++;
    }
    for (dst = &_sbss; dst < &_ebss;) {
        *dst++ = 0;
    }
    main();
    finish();
}

static void hard_fault_handler(void) {
    out_str("HARD FAULT");
    out_nl();
    check("no hard fault", 0);
    finish();
}

static void default_handler(void) {
    out_str("unexpected exception");
    out_nl();
    check("no unexpected exception", 0);
    finish();
}

typedef void (*vector)(void);

/* Cortex-M0: initial stack pointer, reset, NMI, HardFault, 7 reserved, SVCall, 2 reserved,
 * PendSV, SysTick. */
__attribute__((section(".vector_table"), used)) static const vector vectors[16] = {
    (vector)(uintptr_t)&_stack_start,
    reset_handler,
    default_handler,
    hard_fault_handler,
    0, 0, 0, 0, 0, 0, 0,
    default_handler,
    0, 0,
    default_handler,
    systick_handler,
};
