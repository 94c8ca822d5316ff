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

// curl's CURLMsg, laid out as curl.h declares it.
struct message {
    int kind;  // CURLMSG_DONE is 1
    void *handle;
    union {
        void *whatever;
        int result;
    } data;
};

static struct {
    int (*global_init)(long flags);
    void *(*easy_init)(void);
    void (*easy_cleanup)(void *handle);
    int (*easy_setopt)(void *handle, int option, ...);
    int (*easy_getinfo)(void *handle, int info, ...);
    void *(*slist_append)(void *list, const char *line);
    void (*slist_free_all)(void *list);
    void *(*multi_init)(void);
    int (*multi_cleanup)(void *multi);
    int (*multi_setopt)(void *multi, int option, ...);
    int (*multi_add_handle)(void *multi, void *handle);
    int (*multi_remove_handle)(void *multi, void *handle);
    int (*multi_perform)(void *multi, int *running);
    int (*multi_poll)(void *multi, void *extraFds, unsigned extraCount, int milliseconds, int *numberOfFds);
    int (*multi_wakeup)(void *multi);
    struct message *(*multi_info_read)(void *multi, int *left);
} curl;

// Named functions, so a libcurl too old to have one (multi_poll came in 7.66, multi_wakeup in 7.68)
// is reported as lacking it.
#define LOAD(field, name) (*(void **)&curl.field = dlsym(library, name)) != NULL

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
    if (!(LOAD(global_init, "curl_global_init") && LOAD(easy_init, "curl_easy_init") &&
          LOAD(easy_cleanup, "curl_easy_cleanup") && LOAD(easy_setopt, "curl_easy_setopt") &&
          LOAD(easy_getinfo, "curl_easy_getinfo") &&
          LOAD(slist_append, "curl_slist_append") && LOAD(slist_free_all, "curl_slist_free_all") &&
          LOAD(multi_init, "curl_multi_init") && LOAD(multi_cleanup, "curl_multi_cleanup") &&
          LOAD(multi_setopt, "curl_multi_setopt") && LOAD(multi_add_handle, "curl_multi_add_handle") &&
          LOAD(multi_remove_handle, "curl_multi_remove_handle") && LOAD(multi_perform, "curl_multi_perform") &&
          LOAD(multi_poll, "curl_multi_poll") && LOAD(multi_wakeup, "curl_multi_wakeup") &&
          LOAD(multi_info_read, "curl_multi_info_read"))) {
        loadError = "libcurl lacks a function dogs needs (it needs 7.68 or later)";
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
void dogs_curl_easy_cleanup(void *handle) { curl.easy_cleanup(handle); }
void *dogs_curl_slist_append(void *list, const char *line) { return curl.slist_append(list, line); }
void dogs_curl_slist_free_all(void *list) { curl.slist_free_all(list); }

int dogs_curl_setopt_long(void *handle, int option, long value) {
    return curl.easy_setopt(handle, option, value);
}

long dogs_curl_getinfo_long(void *handle, int info) {
    long value = -1;
    return curl.easy_getinfo(handle, info, &value) == 0 ? value : -1;
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

void *dogs_curl_multi_init(void) { return curl.multi_init(); }
void dogs_curl_multi_cleanup(void *multi) { curl.multi_cleanup(multi); }
int dogs_curl_multi_add_handle(void *multi, void *handle) { return curl.multi_add_handle(multi, handle); }
int dogs_curl_multi_remove_handle(void *multi, void *handle) { return curl.multi_remove_handle(multi, handle); }
int dogs_curl_multi_perform(void *multi, int *running) { return curl.multi_perform(multi, running); }
int dogs_curl_multi_poll(void *multi, int milliseconds) { return curl.multi_poll(multi, NULL, 0, milliseconds, NULL); }
int dogs_curl_multi_wakeup(void *multi) { return curl.multi_wakeup(multi); }

int dogs_curl_multi_setopt_long(void *multi, int option, long value) {
    return curl.multi_setopt(multi, option, value);
}

static int refusePush(void *parent, void *pushed, size_t headerCount, void *headers, void *context) {
    (void)parent; (void)pushed; (void)headerCount; (void)headers; (void)context;
    return 1;  // CURL_PUSH_DENY
}

int dogs_curl_multi_refuse_pushes(void *multi) {
    return curl.multi_setopt(multi, 20014, refusePush);  // CURLMOPT_PUSHFUNCTION
}

int dogs_curl_multi_next_done(void *multi, void **handle, int *result) {
    int left = 0;
    struct message *message;
    while ((message = curl.multi_info_read(multi, &left)) != NULL) {
        if (message->kind != 1) continue;
        *handle = message->handle;
        *result = message->data.result;
        return 1;
    }
    return 0;
}
