// The one file of WeatherClient that names platform modules, and the one place that picks the platform's HTTP
// stack (``HTTPTransport/platform(userAgent:)``).
//
// On Linux with glibc the transport is libcurl, opened with dlopen at the first request (CCurl): then this
// target needs only FoundationEssentials, and `weather` links neither FoundationNetworking nor libcurl, which
// would map libcurl and ~30 libraries at every start. FoundationNetworking's URLSession is not used there: while
// it waits for an answer it keeps a core busy, and a server that closes early can end the process
// (docs/performance.md). On Apple's systems URLSession is part of Foundation; so it is with the Static Linux SDK
// (musl, which has no dlopen) and in the WEATHER_PORTABLE build, which builds on Linux as on a Mac.
#if os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE
    @_exported import FoundationEssentials
    @_exported import Glibc
    @_exported import Synchronization
#else
    @_exported import Foundation
    #if canImport(FoundationNetworking)
        @_exported import FoundationNetworking
    #endif
#endif

extension HTTPTransport where Self == PlatformTransport {
    /// The platform's transport, one per run so that its requests share connections: libcurl on Linux,
    /// URLSession elsewhere; `userAgent` is sent with every request.
    public static func platform(userAgent: String) -> PlatformTransport {
        #if os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE
            return CurlTransport(userAgent: userAgent)
        #else
            let configuration = URLSessionConfiguration.diskless
            configuration.httpAdditionalHeaders = ["User-Agent": userAgent]
            return URLSessionTransport(configuration: configuration)
        #endif
    }
}

extension PlatformTransport {
    /// Whether the platform's transport is libcurl, which must be installed to make a request.
    public static var usesLibcurl: Bool {
        #if os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE
            true
        #else
            false
        #endif
    }

    /// Whether the platform's transport can fetch from a URL whose host is an IPv6 address ("http://[::1]:8080"):
    /// libcurl and Apple's URLSession can; FoundationNetworking fails every such request with "bad URL" (its URL
    /// gives the host as "::1", curl as "[::1]", and it gives up when they differ: swift-corelibs-foundation
    /// issue 5496).
    public static var fetchesIPv6Addresses: Bool {
        #if canImport(FoundationNetworking) && !(os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE)
            false
        #else
            true
        #endif
    }
}

#if os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE
    /// The platform's transport: libcurl.
    public typealias PlatformTransport = CurlTransport
#else
    /// The platform's transport: URLSession.
    public typealias PlatformTransport = URLSessionTransport
#endif
