// URLSession's side, on Apple's systems, with the Static Linux SDK and in the WEATHER_PORTABLE build (Platform.swift).
#if !(os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE)
    import WeatherCore

    extension NetworkError {
        /// The error for a failed transport call, described without its URL (which holds the API key).
        public init(transport error: any Error, timeout: Duration) {
            guard let urlError = error as? URLError else {
                self = .networkError(reason: "the request failed (\(type(of: error)))", code: nil)
                return
            }
            let reason: String
            switch urlError.code {
            case .timedOut: reason = "no answer within \(NetworkError.seconds(timeout)) s"
            case .notConnectedToInternet, .networkConnectionLost, .dataNotAllowed: reason = "no network connection"
            case .cannotFindHost, .dnsLookupFailed: reason = "could not resolve the host name"
            case .cannotConnectToHost: reason = "could not connect to the server (connection refused)"
            case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
                .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
                .clientCertificateRequired:
                reason = "the secure (TLS) connection failed"
            case .httpTooManyRedirects, .redirectToNonExistentLocation: reason = "too many or broken redirects"
            case .badServerResponse, .cannotParseResponse, .unsupportedURL:
                reason = "the server's answer was not valid HTTP"
            case .unknown: reason = "the connection failed or closed before the whole answer arrived"
            case .zeroByteResource: reason = "the server sent nothing"
            case .cancelled: reason = "the request was cancelled"
            default: reason = "the request failed (URL error \(urlError.code.rawValue))"
            }
            self = .networkError(reason: reason, code: TransportCode(rawValue: urlError.code.rawValue))
        }
    }
#endif
