#include "MallocTuning.h"
#include <stdlib.h>  // defines __GLIBC__ when the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>

void dogs_limit_malloc_arenas(int arenas) {
    mallopt(M_ARENA_MAX, arenas);
}
#else
void dogs_limit_malloc_arenas(int arenas) {
    (void)arenas;
}
#endif
