// URLSession's side only (WeatherClient's Platform.swift): Apple's systems and the WEATHER_PORTABLE build.
#if !(os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE)
    import Foundation
    import TestSupport

    /// A `URLProtocol` that answers every request from a canned reply and remembers the requests it saw, so the
    /// client can be tested without a network. Its state is static (URLSession instantiates the class itself),
    /// so suites that use it must be `.serialized`. (Foundation marks `URLProtocol` as not `Sendable`; the one
    /// place an instance crosses threads goes through ``Unchecked``.)
    final class StubURLProtocol: URLProtocol {
        /// What the stub answers.
        enum Reply: Sendable {
            case http(status: Int, body: Data)
            case failure(URLError.Code)
            /// Never answers; a safety net fails the request after 5 s so a broken deadline cannot hang the run.
            case silence
        }

        private struct State {
            var reply: Reply = .failure(.unknown)
            var requests: [URLRequest] = []
        }

        private static let state = Locked(State())

        /// Sets the reply for the next requests and forgets earlier requests.
        static func answer(_ reply: Reply) {
            state.withLock { $0 = State(reply: reply, requests: []) }
        }

        /// The requests seen since the last ``answer(_:)``.
        static var requests: [URLRequest] { state.withLock { $0.requests } }

        /// Session settings that send every request to this stub.
        static func configuration() -> URLSessionConfiguration {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.protocolClasses = [StubURLProtocol.self]
            return configuration
        }

        override class func canInit(with request: URLRequest) -> Bool { true }
        override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

        override func startLoading() {
            let reply = Self.state.withLock { state in
                state.requests.append(request)
                return state.reply
            }
            switch reply {
            case .http(let status, let body):
                let response = HTTPURLResponse(
                    url: request.url!, statusCode: status, httpVersion: "HTTP/1.1",
                    headerFields: ["Content-Type": "application/json"])!
                client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
                client?.urlProtocol(self, didLoad: body)
                client?.urlProtocolDidFinishLoading(self)
            case .silence:
                let stub = Unchecked(value: self)
                Thread.detachNewThread {
                    Thread.sleep(forTimeInterval: 5)
                    stub.value.client?.urlProtocol(stub.value, didFailWithError: URLError(.networkConnectionLost))
                }
            case .failure(let code):
                let failure = URLError(code, userInfo: [NSURLErrorFailingURLErrorKey: request.url as Any])
                client?.urlProtocol(self, didFailWithError: failure)
            }
        }

        override func stopLoading() {}
    }

    /// A value moved across threads in test code where the stub alone touches it; see ``StubURLProtocol``.
    struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
    }
#endif
