// URLSession's side, on Apple's systems, with the Static Linux SDK and in the WEATHER_PORTABLE build (Platform.swift).
#if !(os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE)
    import WeatherCore

    extension URLSessionConfiguration {
        /// A configuration that keeps nothing on disk and creates no folder for it: no URL cache, cookie storage or
        /// credential storage. `weather` has its own cache; `--no-cache` must leave nothing.
        ///
        /// On Linux this cannot start from `.ephemeral`: swift-corelibs-foundation makes every configuration from
        /// `.default`, which reads `URLCache.shared`, and the first read creates the shared cache's folder,
        /// `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<program>` (default `~/.cache/…`); `.ephemeral` then makes a
        /// memory-only `URLCache` the same way, which creates that folder too. So the shared cache is set first to
        /// one whose folder is `/dev/null`: that is not a directory and cannot become one, so the cache keeps
        /// nothing on disk; and this configuration uses no cache at all.
        public static var diskless: URLSessionConfiguration {
            #if canImport(FoundationNetworking)
                URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: "/dev/null")
                let configuration = URLSessionConfiguration.default
            #else
                let configuration = URLSessionConfiguration.ephemeral
            #endif
            configuration.urlCache = nil
            configuration.httpCookieStorage = nil
            configuration.urlCredentialStorage = nil
            return configuration
        }
    }
#endif
