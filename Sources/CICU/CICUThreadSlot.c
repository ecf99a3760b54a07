// One pointer per thread, for Swift code, which cannot declare thread-local variables.
#include "CICU.h"

static _Thread_local void *slot;

void *cicu_thread_slot(void) {
    return slot;
}

void cicu_set_thread_slot(void *value) {
    slot = value;
}
