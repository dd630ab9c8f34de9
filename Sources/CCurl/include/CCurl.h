// The C side of weather's libcurl transport: libcurl opened with dlopen(3) at the first request, the few
// functions the transport calls, and their documented constants (curl/curl.h and curl/multi.h of libcurl 7.66
// and later, whose values never change). Building needs no curl headers and linking no libcurl: a run that
// never asks the network never maps it. Every function but ccurl_load calls through the pointers ccurl_load
// found, so it must have returned 0 first.
#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>

typedef struct ccurl_easy ccurl_easy;    // CURL
typedef struct ccurl_multi ccurl_multi;  // CURLM
typedef struct ccurl_slist ccurl_slist;  // struct curl_slist

// curl_write_callback: the shape of both CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION.
typedef size_t (*ccurl_write_callback)(char *data, size_t size, size_t count, void *context);

// CURLoption values: CURLOPTTYPE_LONG 0, OBJECTPOINT/STRINGPOINT/SLISTPOINT/CBPOINT 10000,
// FUNCTIONPOINT 20000, OFF_T 30000, plus the option's number.
enum {
    CCURLOPT_WRITEDATA = 10001,
    CCURLOPT_URL = 10002,
    CCURLOPT_ERRORBUFFER = 10010,
    CCURLOPT_WRITEFUNCTION = 20011,
    CCURLOPT_USERAGENT = 10018,
    CCURLOPT_HTTPHEADER = 10023,
    CCURLOPT_HEADERDATA = 10029,
    CCURLOPT_FOLLOWLOCATION = 52,
    CCURLOPT_HEADERFUNCTION = 20079,
    CCURLOPT_NOSIGNAL = 99,
    CCURLOPT_ACCEPT_ENCODING = 10102,
    CCURLOPT_PRIVATE = 10103,
    CCURLOPT_MAXFILESIZE_LARGE = 30117,
    CCURLOPT_TIMEOUT_MS = 155,
    CCURLOPT_CONNECTTIMEOUT_MS = 156,
    CCURLOPT_PROTOCOLS = 181,
};

// CURLPROTO_HTTP and CURLPROTO_HTTPS, for CURLOPT_PROTOCOLS.
enum { CCURLPROTO_HTTP = 1, CCURLPROTO_HTTPS = 2 };

// CURLINFO values: CURLINFO_STRING 0x100000, CURLINFO_LONG 0x200000, plus the item's number.
enum {
    CCURLINFO_RESPONSE_CODE = 0x200000 + 2,
    CCURLINFO_REDIRECT_URL = 0x100000 + 31,
    CCURLINFO_PRIMARY_IP = 0x100000 + 32,
};

// CURLcode values the transport names.
enum {
    CCURLE_OK = 0,
    CCURLE_UNSUPPORTED_PROTOCOL = 1,
    CCURLE_URL_MALFORMAT = 3,
    CCURLE_COULDNT_RESOLVE_PROXY = 5,
    CCURLE_COULDNT_RESOLVE_HOST = 6,
    CCURLE_COULDNT_CONNECT = 7,
    CCURLE_WEIRD_SERVER_REPLY = 8,
    CCURLE_HTTP2 = 16,
    CCURLE_PARTIAL_FILE = 18,
    CCURLE_WRITE_ERROR = 23,
    CCURLE_OUT_OF_MEMORY = 27,
    CCURLE_OPERATION_TIMEDOUT = 28,
    CCURLE_SSL_CONNECT_ERROR = 35,
    CCURLE_TOO_MANY_REDIRECTS = 47,
    CCURLE_GOT_NOTHING = 52,
    CCURLE_SEND_ERROR = 55,
    CCURLE_RECV_ERROR = 56,
    CCURLE_SSL_CERTPROBLEM = 58,
    CCURLE_PEER_FAILED_VERIFICATION = 60,
    CCURLE_BAD_CONTENT_ENCODING = 61,
    CCURLE_FILESIZE_EXCEEDED = 63,
    CCURLE_SSL_CACERT_BADFILE = 77,
    CCURLE_SSL_ISSUER_ERROR = 83,
    CCURLE_SSL_PINNEDPUBKEYNOTMATCH = 90,
    CCURLE_SSL_INVALIDCERTSTATUS = 91,
    CCURLE_HTTP2_STREAM = 92,
    CCURLE_PROXY = 97,
};

// CURL_ERROR_SIZE: the size of the buffer CURLOPT_ERRORBUFFER points at.
enum { CCURL_ERROR_SIZE = 256 };

// Opens libcurl.so.4, binding every symbol it needs at once, and looks up every function below, once per
// process (later calls return the first outcome). Returns 0 on success; otherwise -1, with why in `error` (at most `size` bytes, NUL-terminated).
int ccurl_load(char *error, size_t size);

ccurl_easy *ccurl_easy_init(void);
void ccurl_easy_cleanup(ccurl_easy *easy);
int ccurl_easy_setopt_long(ccurl_easy *easy, int option, long value);
int ccurl_easy_setopt_off_t(ccurl_easy *easy, int option, long long value);
// For options that take a string, a pointer to data, or a curl_slist.
int ccurl_easy_setopt_pointer(ccurl_easy *easy, int option, const void *value);
int ccurl_easy_setopt_callback(ccurl_easy *easy, int option, ccurl_write_callback callback);
int ccurl_easy_getinfo_long(ccurl_easy *easy, int info, long *value);
int ccurl_easy_getinfo_string(ccurl_easy *easy, int info, const char **value);
const char *ccurl_easy_strerror(int code);

ccurl_slist *ccurl_slist_append(ccurl_slist *list, const char *text);
void ccurl_slist_free_all(ccurl_slist *list);

ccurl_multi *ccurl_multi_init(void);
int ccurl_multi_add_handle(ccurl_multi *multi, ccurl_easy *easy);
int ccurl_multi_remove_handle(ccurl_multi *multi, ccurl_easy *easy);
int ccurl_multi_perform(ccurl_multi *multi, int *running);
// curl_multi_poll with one descriptor of the caller's: waits for activity on the transfers' sockets,
// libcurl's own timeouts, `wake` becoming readable, or `timeout_ms`.
int ccurl_multi_poll(ccurl_multi *multi, int wake, int timeout_ms);
// curl_multi_info_read, for CURLMSG_DONE only: returns 1 and sets `easy` and `result` for a finished transfer,
// 0 when no message is left.
int ccurl_multi_next_done(ccurl_multi *multi, ccurl_easy **easy, int *result);

#endif
