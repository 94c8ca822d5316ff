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
void dogs_curl_easy_cleanup(void *handle);
int dogs_curl_setopt_long(void *handle, int option, long value);
/// A number curl_easy_getinfo tells of the handle's last transfer; -1 when it tells none.
long dogs_curl_getinfo_long(void *handle, int info);
int dogs_curl_setopt_pointer(void *handle, int option, const void *value);
int dogs_curl_setopt_data_callback(void *handle, int option, dogs_curl_data_callback callback);
int dogs_curl_setopt_progress_callback(void *handle, int option, dogs_curl_progress_callback callback);

// The multi interface: one thread drives every transfer, sharing one pool of connections.
void *dogs_curl_multi_init(void);
void dogs_curl_multi_cleanup(void *multi);
int dogs_curl_multi_setopt_long(void *multi, int option, long value);
/// Lets servers offer streams of their own (HTTP/2 server push) and refuses each, so that a
/// push costs the server's stream, not the transfer it came with.
int dogs_curl_multi_refuse_pushes(void *multi);
int dogs_curl_multi_add_handle(void *multi, void *handle);
int dogs_curl_multi_remove_handle(void *multi, void *handle);
/// Moves every transfer on as far as it can go without waiting; `running` gets how many are left.
int dogs_curl_multi_perform(void *multi, int *running);
/// Waits until a transfer can move on, curl's next timer, `milliseconds`, or a wake-up.
int dogs_curl_multi_poll(void *multi, int milliseconds);
/// Ends a `dogs_curl_multi_poll` early; the one call that is safe from any thread.
int dogs_curl_multi_wakeup(void *multi);
/// Takes the next finished transfer: 1 with its handle and curl's result code, 0 when none is left.
int dogs_curl_multi_next_done(void *multi, void **handle, int *result);

void *dogs_curl_slist_append(void *list, const char *line);
void dogs_curl_slist_free_all(void *list);

#endif
