#ifndef TEXTENGINE_PREFETCH_H
#define TEXTENGINE_PREFETCH_H

/* Asks the CPU to start loading the cache line at `address`. Only a hint: the address is never
   dereferenced, so it may be stale or invalid. */
static inline void textrope_prefetch(const void *address) {
    __builtin_prefetch(address);
}

#endif
