/* The scratch folder and file helpers of file_fixture.h. */
#include "file_fixture.h"

#include <string.h>

char folder[64];

const char *in_folder(const char *name) {
    static char paths[4][128];
    static int next = 0;
    char *path = paths[next++ % 4];
    snprintf(path, sizeof paths[0], "%s/%s", folder, name);
    return path;
}

void write_bytes(const char *path, const char *bytes, size_t count) {
    FILE *file = fopen(path, "wb");
    CHECK(file != NULL);
    if (file == NULL) return;
    CHECK_INT(fwrite(bytes, 1, count, file), count);
    fclose(file);
}

const char *file_bytes(const char *path) {
    static char bytes[256];
    FILE *file = fopen(path, "rb");
    size_t count;
    if (file == NULL) return "(missing)";
    count = fread(bytes, 1, sizeof bytes - 1, file);
    bytes[count] = 0;
    fclose(file);
    return bytes;
}

te_file_info file_info(const te_file *file) {
    te_file_info info;
    memset(&info, 0xFF, sizeof info);
    CHECK_OK(te_file_get_info(file, &info));
    return info;
}

const char *message(const char *format, const char *path) {
    static char text[512];
    snprintf(text, sizeof text, format, path);
    return text;
}
