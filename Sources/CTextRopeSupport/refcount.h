#ifndef TEXTENGINE_REFCOUNT_H
#define TEXTENGINE_REFCOUNT_H

#include <stdbool.h>
#include <stdint.h>

/* Whether the native Swift object at `object` is certainly referenced by one strong reference,
   read from its inline reference count without a call into the runtime (which is what
   `isKnownUniquelyReferenced` costs: a call through the PLT, and the registers saved around it).

   On 64-bit targets a native object's header is its metadata pointer followed by 64 bits of
   reference counts (swift/stdlib/public/SwiftShims/swift/shims/RefCount.h): bit 32 marks an
   object being deinitialized, bits 33-62 hold the strong references beyond the first, and bit 63
   says the other bits are not inline counts (a side table, made by a weak reference, or an
   immortal object). So the 31 bits from 33 up are all zero exactly when the inline count says one
   strong reference. Any other answer is "not certain", never "shared": the caller then asks the
   runtime. On other targets the answer is always "not certain".

   The acquiring load pairs with the releasing decrement of a reference dropped on another
   thread, as the runtime's own test does, so that that thread's reads of the object come before
   the caller's writes. */
static inline bool textrope_is_certainly_unique(const void *object) {
#if UINTPTR_MAX == UINT64_MAX
    uint64_t counts = __atomic_load_n((const uint64_t *)object + 1, __ATOMIC_ACQUIRE);
    return (counts >> 33) == 0;
#else
    (void)object;
    return false;
#endif
}

#endif
