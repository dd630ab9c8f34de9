/// The proxy variables libcurl reads (the transport on Linux, and FoundationNetworking's URLSession underneath),
/// made safe for `weather`'s own requests before the first one.
///
/// `weather` sends `http://` only to this machine (the command line refuses it for any other host, as the key would
/// cross the network in clear text), so a proxy may never see such a request: `http_proxy` would hand it the
/// key in clear. `https_proxy`/`HTTPS_PROXY`, `all_proxy`/`ALL_PROXY` and
/// `no_proxy`/`NO_PROXY` keep working for the real API, which is reached through the proxy with CONNECT, so the
/// proxy sees only the host name.
enum ProxyEnvironment {
    /// The hosts added to `no_proxy`: this machine, by name and as CIDR ranges (libcurl 7.86 and later).
    static let loopback = "localhost,127.0.0.0/8,::1"

    /// Removes `http_proxy` (and `HTTP_PROXY`, which libcurl ignores but another library might read) and adds
    /// this machine to `no_proxy` and `NO_PROXY`, keeping what the user listed there. Call before any thread
    /// starts: setenv(3) is not thread-safe.
    static func keepLoopbackDirect() {
        unsetenv("http_proxy")
        unsetenv("HTTP_PROXY")
        for name in ["no_proxy", "NO_PROXY"] {
            let existing = getenv(name).map { String(cString: $0) } ?? ""
            // "*" already sends everything direct.
            guard existing != "*" else { continue }
            setenv(name, existing.isEmpty ? loopback : existing + "," + loopback, 1)
        }
    }
}
