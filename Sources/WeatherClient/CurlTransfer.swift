#if os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE
    import CCurl
    import WeatherCore

    /// One GET as a libcurl easy handle: its options, and the body and headers libcurl hands to its callbacks.
    ///
    /// `@unchecked Sendable`, at the boundary to C: after `CurlMulti.add` hands it over, only the multi
    /// handle's thread touches it (libcurl calls the callbacks there), until `finish` gives the answer away.
    final class CurlTransfer: @unchecked Sendable {
        /// What a finished transfer gives: the response, and where a redirect points (libcurl's absolute
        /// form of `Location`), which is not followed here.
        struct Answer: Sendable {
            var response: HTTPResponse
            var redirect: URL?
        }

        /// The easy handle; nil when libcurl could not make one.
        let easy: OpaquePointer?
        /// Called once, with the answer or the failure.
        var finished: (@Sendable (Result<Answer, NetworkError>) -> Void)?
        private let sizeLimit: ResponseSizeLimit
        /// The request's whole deadline, for the message when it passes.
        private let deadline: Duration
        private let host: String
        private var body = Data()
        private var headers: [String: String] = [:]
        /// Whether the body went over the limit (libcurl then reports a write error).
        private var tooLarge = false
        /// Whether the last response's headers ended with their blank line: libcurl takes a connection closed in
        /// the middle of them for the end of an answer with no body.
        private var headersEnded = false
        private var headerList: OpaquePointer?
        /// libcurl's own words for a failure (CURLOPT_ERRORBUFFER).
        private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CCURL_ERROR_SIZE))

        /// The most header lines kept from one response: far more than any server sends.
        private static let maximumHeaders = 100

        /// A transfer of `url` that libcurl ends after `timeout`, what is left of the request's `deadline`.
        init(
            url: URL, headers: [String: String], userAgent: String, timeout: Duration, deadline: Duration,
            sizeLimit: Int
        ) {
            self.sizeLimit = ResponseSizeLimit(bytes: sizeLimit)
            self.deadline = deadline
            host = url.host ?? "the server"
            errorBuffer.initialize(repeating: 0, count: Int(CCURL_ERROR_SIZE))
            easy = ccurl_easy_init()
            guard let easy else { return }
            for (name, value) in headers {
                headerList = ccurl_slist_append(headerList, "\(name): \(value)")
            }
            // At least 1 ms: 0 would mean no timeout at all.
            let (seconds, attoseconds) = timeout.components
            let milliseconds = max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
            let context = Unmanaged.passUnretained(self).toOpaque()
            _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_URL), url.absoluteString)
            _ = ccurl_easy_setopt_long(easy, Int32(CCURLOPT_PROTOCOLS), CCURLPROTO_HTTP | CCURLPROTO_HTTPS)
            _ = ccurl_easy_setopt_long(easy, Int32(CCURLOPT_NOSIGNAL), 1)
            _ = ccurl_easy_setopt_long(easy, Int32(CCURLOPT_FOLLOWLOCATION), 0)
            _ = ccurl_easy_setopt_long(easy, Int32(CCURLOPT_TIMEOUT_MS), milliseconds)
            _ = ccurl_easy_setopt_long(easy, Int32(CCURLOPT_CONNECTTIMEOUT_MS), milliseconds)
            _ = ccurl_easy_setopt_off_t(easy, Int32(CCURLOPT_MAXFILESIZE_LARGE), Int64(sizeLimit))
            // "": every encoding this libcurl can decode (gzip at least); the size limit counts decoded bytes.
            _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_ACCEPT_ENCODING), "")
            _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_USERAGENT), userAgent)
            _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_HTTPHEADER), UnsafeRawPointer(headerList))
            _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_ERRORBUFFER), errorBuffer)
            _ = ccurl_easy_setopt_callback(easy, Int32(CCURLOPT_WRITEFUNCTION), Self.receiveBody)
            _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_WRITEDATA), context)
            _ = ccurl_easy_setopt_callback(easy, Int32(CCURLOPT_HEADERFUNCTION), Self.receiveHeader)
            _ = ccurl_easy_setopt_pointer(easy, Int32(CCURLOPT_HEADERDATA), context)
        }

        deinit {
            if let easy { ccurl_easy_cleanup(easy) }
            if let headerList { ccurl_slist_free_all(headerList) }
            errorBuffer.deallocate()
        }

        /// Ends the transfer with libcurl's result code, on the multi handle's thread.
        func finish(result: Int32) {
            let outcome: Result<Answer, NetworkError>
            if result == CCURLE_OK, !headersEnded {
                outcome = .failure(
                    .networkError(
                        reason: "the connection failed or closed before the whole answer arrived",
                        code: .networkConnectionLost))
            } else if result == CCURLE_OK, let easy {
                var status = 0
                _ = ccurl_easy_getinfo_long(easy, Int32(CCURLINFO_RESPONSE_CODE), &status)
                var location: UnsafePointer<CChar>?
                _ = ccurl_easy_getinfo_string(easy, Int32(CCURLINFO_REDIRECT_URL), &location)
                let redirect = location.flatMap { URL(string: String(cString: $0)) }
                outcome = .success(
                    Answer(response: HTTPResponse(status: status, headers: headers, body: body), redirect: redirect))
            } else if tooLarge || result == CCURLE_FILESIZE_EXCEEDED {
                outcome = .failure(sizeLimit.error)
            } else {
                // libcurl's line for this transfer, else its words for the code (curl_easy_strerror): a code the
                // transport does not name (43, 27) is then said in words, not as a number alone.
                let said = String(cString: errorBuffer)
                let detail = said.isEmpty ? ccurl_easy_strerror(result).map { String(cString: $0) } ?? "" : said
                // An address to the server means the transfer reached it: a code that could be the request's own
                // (1, an unsupported protocol) is then the server's answer.
                var address: UnsafePointer<CChar>?
                let connected =
                    easy.map { ccurl_easy_getinfo_string($0, Int32(CCURLINFO_PRIMARY_IP), &address) } == 0
                    && address.map { $0.pointee != 0 } == true
                outcome = .failure(
                    NetworkError(
                        curlCode: Int(result), detail: detail, host: host, timeout: deadline, connected: connected))
            }
            let finished = finished
            self.finished = nil
            finished?(outcome)
        }

        /// CURLOPT_WRITEFUNCTION: keeps the body's bytes, and refuses the transfer once they pass the limit.
        private static let receiveBody: ccurl_write_callback = { data, size, count, context in
            guard let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            let length = size * count
            guard !transfer.sizeLimit.refuses(received: transfer.body.count + length) else {
                transfer.tooLarge = true
                return 0
            }
            if let data, length > 0 {
                transfer.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
            }
            return length
        }

        /// CURLOPT_HEADERFUNCTION: one header line at a time; a status line starts a new response (after a
        /// 1xx, or a proxy's CONNECT answer), whose headers replace the last one's.
        private static let receiveHeader: ccurl_write_callback = { data, size, count, context in
            guard let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            let length = size * count
            guard let data, length > 0 else { return length }
            let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
            if line.hasPrefix("HTTP/") {
                transfer.headers = [:]
                transfer.headersEnded = false
            } else if line == "\r\n" || line == "\n" {
                transfer.headersEnded = true
            } else if let colon = line.firstIndex(of: ":"), transfer.headers.count < maximumHeaders {
                let name = line[..<colon].trimmingHTTPWhitespace.lowercased()
                let value = line[line.index(after: colon)...].trimmingHTTPWhitespace
                transfer.headers[name] = value
            }
            return length
        }
    }
#endif
