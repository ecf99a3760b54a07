// zlib (Debian zlib1g-dev), for reading the gzip-compressed editing traces.
#include <zlib.h>
