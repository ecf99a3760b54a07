/*
 * test-capi: the C API tests. Built with AddressSanitizer by `make test-c` and run with leak
 * detection; exits 0 only when every check passed.
 *   usage: test-capi TRACES_DIRECTORY
 */
#include <stdio.h>

#include "check.h"

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s TRACES_DIRECTORY\n", argv[0]);
        return 2;
    }
    CHECK_INT(te_abi_version(), TE_ABI_VERSION);
    test_rope();
    test_breaker();
    test_field_editing();
    test_field_focus();
    test_view();
    test_bad_input();
    test_error_rules();
    test_reentry();
    test_uikit_ranges();
    test_changes();
    test_document();
    test_document_views();
    test_change_handler();
    test_undo_groups();
    test_file();
    test_search();
    test_traces(argv[1]);
    printf("test-capi: %ld checks, %ld failed\n", check_count, check_failures);
    return check_failures == 0 ? 0 : 1;
}
