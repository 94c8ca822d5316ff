#include "CurlCalls.h"
#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

#if defined(__APPLE__)
static const char *const libraryName = "libcurl.4.dylib";
#else
static const char *const libraryName = "libcurl.so.4";
#endif

static const long globalAll = 3;  // CURL_GLOBAL_ALL

static struct {
    int (*global_init)(long flags);
    void *(*easy_init)(void);
    void (*easy_reset)(void *handle);
    void (*easy_cleanup)(void *handle);
    int (*easy_setopt)(void *handle, int option, ...);
    int (*easy_perform)(void *handle);
    void *(*slist_append)(void *list, const char *line);
    void (*slist_free_all)(void *list);
} curl;

static pthread_once_t loadOnce = PTHREAD_ONCE_INIT;
static int loadResult = -1;
static const char *loadError = NULL;

static void load(void) {
    void *library = dlopen(libraryName, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        // dlerror's text lives only until the thread's next dl call: keep a copy.
        const char *reason = dlerror();
        loadError = reason ? strdup(reason) : "dlopen failed";
        return;
    }
    *(void **)&curl.global_init = dlsym(library, "curl_global_init");
    *(void **)&curl.easy_init = dlsym(library, "curl_easy_init");
    *(void **)&curl.easy_reset = dlsym(library, "curl_easy_reset");
    *(void **)&curl.easy_cleanup = dlsym(library, "curl_easy_cleanup");
    *(void **)&curl.easy_setopt = dlsym(library, "curl_easy_setopt");
    *(void **)&curl.easy_perform = dlsym(library, "curl_easy_perform");
    *(void **)&curl.slist_append = dlsym(library, "curl_slist_append");
    *(void **)&curl.slist_free_all = dlsym(library, "curl_slist_free_all");
    if (!curl.global_init || !curl.easy_init || !curl.easy_reset || !curl.easy_cleanup || !curl.easy_setopt ||
        !curl.easy_perform || !curl.slist_append || !curl.slist_free_all) {
        loadError = "libcurl lacks a function dogs needs";
        return;
    }
    if (curl.global_init(globalAll) != 0) {
        loadError = "libcurl could not be initialised";
        return;
    }
    loadResult = 0;
}

int dogs_curl_load(void) {
    pthread_once(&loadOnce, load);
    return loadResult;
}

const char *dogs_curl_load_error(void) {
    dogs_curl_load();
    return loadError;
}

void *dogs_curl_easy_init(void) { return curl.easy_init(); }
void dogs_curl_easy_reset(void *handle) { curl.easy_reset(handle); }
void dogs_curl_easy_cleanup(void *handle) { curl.easy_cleanup(handle); }
int dogs_curl_easy_perform(void *handle) { return curl.easy_perform(handle); }
void *dogs_curl_slist_append(void *list, const char *line) { return curl.slist_append(list, line); }
void dogs_curl_slist_free_all(void *list) { curl.slist_free_all(list); }

int dogs_curl_setopt_long(void *handle, int option, long value) {
    return curl.easy_setopt(handle, option, value);
}

int dogs_curl_setopt_pointer(void *handle, int option, const void *value) {
    return curl.easy_setopt(handle, option, value);
}

int dogs_curl_setopt_data_callback(void *handle, int option, dogs_curl_data_callback callback) {
    return curl.easy_setopt(handle, option, callback);
}

int dogs_curl_setopt_progress_callback(void *handle, int option, dogs_curl_progress_callback callback) {
    return curl.easy_setopt(handle, option, callback);
}
