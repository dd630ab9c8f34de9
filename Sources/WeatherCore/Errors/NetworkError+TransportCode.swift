extension NetworkError {
    /// Which transport failure: the `URLError.Code` raw value (Foundation's `NSURLErrorDomain` codes, as in
    /// `NSURLError.h`), which both transports use, and ``transportMissing`` for what URLError has no code for.
    /// A type of its own so that the pure core needs neither FoundationNetworking nor the Foundation that
    /// `URLError` comes with on Linux; `WeatherClient` maps a `URLError` or a libcurl result to it.
    public struct TransportCode: RawRepresentable, Hashable, Sendable {
        /// The `URLError.Code` raw value.
        public var rawValue: Int

        /// The code of a `URLError.Code` raw value.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// `NSURLErrorUnknown`: with FoundationNetworking also a connection closed before the whole body arrived.
        public static let unknown = Self(rawValue: -1)
        /// The URL is malformed.
        public static let badURL = Self(rawValue: -1000)
        /// No answer before the deadline.
        public static let timedOut = Self(rawValue: -1001)
        /// The host name does not resolve.
        public static let cannotFindHost = Self(rawValue: -1003)
        /// The host refused the connection or could not be reached.
        public static let cannotConnectToHost = Self(rawValue: -1004)
        /// The connection closed during the transfer.
        public static let networkConnectionLost = Self(rawValue: -1005)
        /// The name server could not be asked.
        public static let dnsLookupFailed = Self(rawValue: -1006)
        /// This machine has no network.
        public static let notConnectedToInternet = Self(rawValue: -1009)
        /// The answer is not HTTP, or is cut short.
        public static let badServerResponse = Self(rawValue: -1011)
        /// Too many redirects, or one to another host.
        public static let httpTooManyRedirects = Self(rawValue: -1007)
        /// The TLS handshake failed.
        public static let secureConnectionFailed = Self(rawValue: -1200)
        /// The server's certificate is not valid for the host or not trusted.
        public static let serverCertificateUntrusted = Self(rawValue: -1202)
        /// Not a `URLError` code: the HTTP library itself (libcurl) cannot be loaded.
        public static let transportMissing = Self(rawValue: 1)

        /// Whether asking again cannot help until something on this machine or its network changes: a
        /// certificate that is not valid for the host or not trusted, or no HTTP library. Such a failure ends
        /// with EX_UNAVAILABLE (69), not EX_TEMPFAIL.
        package var isPermanent: Bool {
            self == .serverCertificateUntrusted || self == .transportMissing
        }
    }
}
