#ifndef DOGS_MALLOC_TUNING_H
#define DOGS_MALLOC_TUNING_H

/// Caps glibc's heap arenas. glibc gives each busy thread an arena of its own, so with a thread
/// per transfer a long run's memory would grow with the number of downloads rather than with
/// the number in flight. Does nothing where malloc is not glibc's.
void dogs_limit_malloc_arenas(int arenas);

#endif
