#ifndef DOGS_CURL_CALLS_H
#define DOGS_CURL_CALLS_H

#include <stddef.h>
#include <stdint.h>

// libcurl, loaded at run time. Foundation on Linux already needs libcurl.so.4 (and macOS ships
// libcurl.4.dylib), but curl's headers come only with a -dev package a fresh machine lacks, and
// Swift cannot call curl_easy_setopt, which is variadic: hence these wrappers. Option and info
// numbers are curl's, stable across its versions.

/// Receives body bytes or one header line; returns `size * count` to go on, anything else to abort.
typedef size_t (*dogs_curl_data_callback)(char *bytes, size_t size, size_t count, void *context);
/// Called while a transfer runs, at least about once a second; a non-zero result aborts it.
typedef int (*dogs_curl_progress_callback)(void *context, int64_t downloadTotal, int64_t downloaded,
                                           int64_t uploadTotal, int64_t uploaded);

/// Loads libcurl and initialises it, once: 0 on success, -1 when it cannot be loaded.
int dogs_curl_load(void);
/// Why the last `dogs_curl_load` failed, or NULL.
const char *dogs_curl_load_error(void);

void *dogs_curl_easy_init(void);
/// Forgets every option set, and keeps the handle's open connections for the next transfer.
void dogs_curl_easy_reset(void *handle);
void dogs_curl_easy_cleanup(void *handle);
int dogs_curl_setopt_long(void *handle, int option, long value);
int dogs_curl_setopt_pointer(void *handle, int option, const void *value);
int dogs_curl_setopt_data_callback(void *handle, int option, dogs_curl_data_callback callback);
int dogs_curl_setopt_progress_callback(void *handle, int option, dogs_curl_progress_callback callback);
/// Runs the transfer on the calling thread; returns curl's result code.
int dogs_curl_easy_perform(void *handle);

void *dogs_curl_slist_append(void *list, const char *line);
void dogs_curl_slist_free_all(void *list);

#endif
