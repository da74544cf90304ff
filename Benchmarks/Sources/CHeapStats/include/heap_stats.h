#ifndef HEAP_STATS_H
#define HEAP_STATS_H
#include <stddef.h>

/// Bytes currently allocated through malloc by this process (glibc mallinfo2).
size_t heap_stats_bytes_in_use(void);

#endif
