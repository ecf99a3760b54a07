#ifndef TEXTENGINE_CPU_H
#define TEXTENGINE_CPU_H

/* Whether this CPU can run the AVX2 kernels (TextRope's, and TextDocument's in CTextDocumentSupport):
   the package is built for baseline x86-64 (SSE2). */

#if defined(__x86_64__)
#include <cpuid.h>

/* Whether this CPU has AVX2 and the system saves its registers (CPUID leaf 1's OSXSAVE and AVX,
   XCR0's SSE and AVX state, leaf 7's AVX2). Asked once; a race only asks twice. */
static inline int textrope_has_avx2(void) {
    static int known = -1;
    int answer = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (answer >= 0) return answer;
    unsigned a, b, c, d;
    answer = 0;
    if (__get_cpuid(1, &a, &b, &c, &d) && (c & (1u << 27)) && (c & (1u << 28))) {
        unsigned xcr0, high;
        __asm__("xgetbv" : "=a"(xcr0), "=d"(high) : "c"(0));
        if ((xcr0 & 6) == 6 && __get_cpuid_count(7, 0, &a, &b, &c, &d)) answer = (b >> 5) & 1;
    }
    __atomic_store_n(&known, answer, __ATOMIC_RELAXED);
    return answer;
}
#else
static inline int textrope_has_avx2(void) { return 0; }
#endif

#endif
