#ifndef STOREFLOWABLE_HEAP_STATS_H
#define STOREFLOWABLE_HEAP_STATS_H

#include <stddef.h>

/// Bytes currently allocated with malloc and not freed, or 0 where the C library cannot tell.
size_t storeflowable_heap_bytes_in_use(void);

#endif
