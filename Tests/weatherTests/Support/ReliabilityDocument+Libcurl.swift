extension ReliabilityDocument {
    /// The fourth section: what a damaged libcurl does to a run, as `BrokenLibcurlTests` checks it with libraries
    /// it builds (and a real one cut short). Written as it is; its facts are the tests' expectations.
    static let libcurlSection = [
        "## A damaged libcurl",
        "",
        "Checked by `BrokenLibcurlTests` (Tests/weatherTests/BrokenLibcurlTests.swift): each test builds a",
        "`libcurl.so.4` of its own with gcc (or cuts the real one to half its size) and has the run load it",
        "through `LD_LIBRARY_PATH`; `weather --lat 37 --lon 126 --timeout 2 --max-age 0` with a stale entry for the",
        "place, as a table and as waybar. libcurl is opened with `RTLD_NOW`, and the run's deadline is held by",
        "`RunWatchdog`, a timer on a queue of its own that does not trust libcurl's timeout: at the deadline plus",
        "0.5 s it prints what the cache has, marked stale, or the error, and ends the run.",
        "",
        "A crash inside libcurl or a library it loads cannot be caught and carried on from: the process's memory is",
        "no longer known good, so no request or cache write can follow. Before the first request the run prepares",
        "what it would print — a bar's line with the stale entry (or its error), a table's or JSON's error line —",
        "and a SIGSEGV or SIGBUS handler writes that with write(2) and ends the process with `_exit`: no crash",
        "report, no death by the signal, and the cache as it was. A table or JSON prints no table then, only the",
        "error (making it would mean rendering every format before every request).",
        "",
        "| Library | Table: exit, what the user sees | Bar (waybar) | Time |",
        "|---|---|---|---|",
        "| a function it calls that nothing defines | 69, the stale table; `Error: … libcurl cannot be loaded "
            + "(…: undefined symbol: …)` | 0, class `stale` | at once |",
        "| `curl_multi_perform` never returns | 75, the stale table; `Error: … no answer within 2 s: the transfer "
            + "did not end at its deadline, and was given up. Showing the cached forecast.` | 0, class `stale` | "
            + "the deadline + 0.5 s, on the run's own clock |",
        "| `curl_multi_poll` spins, never returns | as above | 0, class `stale` | the deadline + 0.5 s |",
        "| `curl_multi_perform` never returns, nothing cached | — | 0, class `error`, `⚠ timed out` | the deadline + "
            + "0.5 s |",
        "| `curl_multi_perform` crashes (SIGSEGV) | 69; `Error: … the run crashed inside libcurl (SIGSEGV or SIGBUS)"
            + ": …` | 0, class `stale`, and the same line on stderr | at once |",
        "| the real libcurl cut to half its size (SIGBUS or SIGSEGV in the loader) | — | 0, class `error`, the crash "
            + "in its tooltip | at once |",
        "| every transfer ends with code 43, no line of libcurl's | 75; `Error: … the request failed (libcurl error 43) "
            + "(A libcurl function was given a bad argument).`: libcurl's words for the code (curl_easy_strerror) | "
            + "— | at once |",
        "",
    ]
}
