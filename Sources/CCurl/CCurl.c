#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// struct CURLMsg (curl/multi.h): what curl_multi_info_read returns.
typedef struct {
    int msg;  // CURLMSG: 1 is CURLMSG_DONE
    ccurl_easy *easy_handle;
    union {
        void *whatever;
        int result;  // CURLcode
    } data;
} ccurl_message;

enum { CCURLMSG_DONE = 1 };

// struct curl_waitfd (curl/multi.h): a descriptor of the caller's for curl_multi_poll to wait on too.
typedef struct {
    int fd;  // curl_socket_t
    short events;
    short revents;
} ccurl_waitfd;

// CURL_WAIT_POLLIN.
enum { CCURL_WAIT_POLLIN = 1 };
// CURL_GLOBAL_DEFAULT: CURL_GLOBAL_SSL | CURL_GLOBAL_WIN32.
enum { CCURL_GLOBAL_DEFAULT = 3 };

// The prototypes of curl/curl.h and curl/multi.h, as pointers. curl_easy_setopt and curl_easy_getinfo are
// variadic: they are called here with each argument's own type, as libcurl reads it with va_arg.
static struct {
    int (*global_init)(long);
    ccurl_easy *(*easy_init)(void);
    void (*easy_cleanup)(ccurl_easy *);
    int (*easy_setopt)(ccurl_easy *, int, ...);
    int (*easy_getinfo)(ccurl_easy *, int, ...);
    const char *(*easy_strerror)(int);
    ccurl_slist *(*slist_append)(ccurl_slist *, const char *);
    void (*slist_free_all)(ccurl_slist *);
    ccurl_multi *(*multi_init)(void);
    int (*multi_add_handle)(ccurl_multi *, ccurl_easy *);
    int (*multi_remove_handle)(ccurl_multi *, ccurl_easy *);
    int (*multi_perform)(ccurl_multi *, int *);
    int (*multi_poll)(ccurl_multi *, ccurl_waitfd *, unsigned int, int, int *);
    ccurl_message *(*multi_info_read)(ccurl_multi *, int *);
} curl;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char load_error[256];
static int load_status = -1;

static int find(void *library, void **slot, const char *name) {
    *slot = dlsym(library, name);
    if (*slot == NULL) {
        snprintf(load_error, sizeof load_error, "libcurl.so.4 has no %s (libcurl 7.66 or later is needed)", name);
        return -1;
    }
    return 0;
}

static void load(void) {
    // RTLD_NOW: every function libcurl and its libraries call is bound here, so a damaged or mismatched library
    // (a function it calls that nothing defines) is refused now, with dlopen's words, as a missing one is;
    // bound lazily, the first call to it would end the process ("symbol lookup error", exit 127).
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        snprintf(load_error, sizeof load_error, "%s", why ? why : "libcurl.so.4 cannot be opened");
        return;
    }
    if (find(library, (void **)&curl.global_init, "curl_global_init")
        || find(library, (void **)&curl.easy_init, "curl_easy_init")
        || find(library, (void **)&curl.easy_cleanup, "curl_easy_cleanup")
        || find(library, (void **)&curl.easy_setopt, "curl_easy_setopt")
        || find(library, (void **)&curl.easy_getinfo, "curl_easy_getinfo")
        || find(library, (void **)&curl.easy_strerror, "curl_easy_strerror")
        || find(library, (void **)&curl.slist_append, "curl_slist_append")
        || find(library, (void **)&curl.slist_free_all, "curl_slist_free_all")
        || find(library, (void **)&curl.multi_init, "curl_multi_init")
        || find(library, (void **)&curl.multi_add_handle, "curl_multi_add_handle")
        || find(library, (void **)&curl.multi_remove_handle, "curl_multi_remove_handle")
        || find(library, (void **)&curl.multi_perform, "curl_multi_perform")
        || find(library, (void **)&curl.multi_poll, "curl_multi_poll")
        || find(library, (void **)&curl.multi_info_read, "curl_multi_info_read")) {
        return;
    }
    if (curl.global_init(CCURL_GLOBAL_DEFAULT) != CCURLE_OK) {
        snprintf(load_error, sizeof load_error, "curl_global_init failed");
        return;
    }
    load_status = 0;
}

int ccurl_load(char *error, size_t size) {
    pthread_once(&once, load);
    if (load_status != 0 && error != NULL && size > 0) snprintf(error, size, "%s", load_error);
    return load_status;
}

ccurl_easy *ccurl_easy_init(void) { return curl.easy_init(); }
void ccurl_easy_cleanup(ccurl_easy *easy) { curl.easy_cleanup(easy); }
int ccurl_easy_setopt_long(ccurl_easy *easy, int option, long value) { return curl.easy_setopt(easy, option, value); }
int ccurl_easy_setopt_off_t(ccurl_easy *easy, int option, long long value) {
    return curl.easy_setopt(easy, option, value);
}
int ccurl_easy_setopt_pointer(ccurl_easy *easy, int option, const void *value) {
    return curl.easy_setopt(easy, option, value);
}
int ccurl_easy_setopt_callback(ccurl_easy *easy, int option, ccurl_write_callback callback) {
    return curl.easy_setopt(easy, option, callback);
}
int ccurl_easy_getinfo_long(ccurl_easy *easy, int info, long *value) { return curl.easy_getinfo(easy, info, value); }
int ccurl_easy_getinfo_string(ccurl_easy *easy, int info, const char **value) {
    return curl.easy_getinfo(easy, info, value);
}
const char *ccurl_easy_strerror(int code) { return curl.easy_strerror(code); }

ccurl_slist *ccurl_slist_append(ccurl_slist *list, const char *text) { return curl.slist_append(list, text); }
void ccurl_slist_free_all(ccurl_slist *list) { curl.slist_free_all(list); }

ccurl_multi *ccurl_multi_init(void) { return curl.multi_init(); }
int ccurl_multi_add_handle(ccurl_multi *multi, ccurl_easy *easy) { return curl.multi_add_handle(multi, easy); }
int ccurl_multi_remove_handle(ccurl_multi *multi, ccurl_easy *easy) { return curl.multi_remove_handle(multi, easy); }
int ccurl_multi_perform(ccurl_multi *multi, int *running) { return curl.multi_perform(multi, running); }
int ccurl_multi_poll(ccurl_multi *multi, int wake, int timeout_ms) {
    ccurl_waitfd extra = {wake, CCURL_WAIT_POLLIN, 0};
    return curl.multi_poll(multi, &extra, 1, timeout_ms, NULL);
}

int ccurl_multi_next_done(ccurl_multi *multi, ccurl_easy **easy, int *result) {
    int left = 0;
    ccurl_message *message;
    while ((message = curl.multi_info_read(multi, &left)) != NULL) {
        if (message->msg == CCURLMSG_DONE) {
            *easy = message->easy_handle;
            *result = message->data.result;
            return 1;
        }
    }
    return 0;
}
