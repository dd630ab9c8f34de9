import Foundation

/// A tiny scriptable HTTP/1.1 server for tests, listening on 127.0.0.1 (or ::1) at an ephemeral port.
/// One thread accepts, one thread serves each connection; every response closes its connection.
/// Call `stop()` (or drop the last reference) to close everything and wake hung connections.
public final class TestHTTPServer: @unchecked Sendable {
    /// A parsed request. `headers` keys are lowercased; `path` and `query` are percent-decoded.
    public struct Request: Sendable {
        public let method: String
        public let path: String
        public let query: [String: String]
        public let rawTarget: String
        public let headers: [String: String]
    }

    /// What the server does with a request.
    public enum Behavior: Sendable {
        /// Wait `delay`, then answer with `Content-Length` (unless given in `headers`) and `Connection: close`.
        case respond(status: Int, headers: [String: String] = [:], body: Data, delay: TimeInterval = 0)
        /// Never write anything; keep the socket open until the server stops.
        case neverAnswer
        /// Close the connection without a response.
        case closeImmediately
        /// Wait `delay`, write exactly these bytes, then close.
        case raw(Data, delay: TimeInterval = 0)
        /// Send headers declaring `declaredLength` plus `partialBody`, then hang until the server stops.
        case stallAfterHeaders(status: Int, declaredLength: Int, partialBody: Data)
        /// Send headers at once, then the body at roughly `bytesPerSecond`.
        case drip(status: Int, body: Data, bytesPerSecond: Int)
        /// Send a body of `count` bytes, `start` then spaces, as fast as the client takes them, in 64 KB writes:
        /// with `Content-Length: declaredLength` when it is given (it may say more than is sent), else chunked.
        /// Stops early when the client goes away or the server stops.
        case stream(status: Int, declaredLength: Int?, start: Data = Data(), count: Int)
    }

    /// A failed socket call and its errno.
    public struct SocketError: Error, CustomStringConvertible {
        public let call: String
        public let code: Int32
        public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// The loopback address a server listens on.
    public enum Loopback: Sendable {
        /// 127.0.0.1.
        case ipv4
        /// ::1, which a container may not have (see ``hasIPv6Loopback``).
        case ipv6
    }

    /// The port the server listens on.
    public let port: UInt16
    /// The address the server listens on.
    public let loopback: Loopback
    /// `"http://127.0.0.1:<port>"`, or `"http://[::1]:<port>"`.
    public var baseURL: String { loopback == .ipv4 ? "http://127.0.0.1:\(port)" : "http://[::1]:\(port)" }
    /// Every request seen so far, in arrival order.
    public var requests: [Request] { state.withLock { state.requests } }
    /// How many requests have been seen so far.
    public var requestCount: Int { state.withLock { state.requests.count } }

    /// Shared with the worker threads, so they never keep the server object itself alive.
    private let state: State

    /// Starts listening on `loopback` immediately; `handler` runs on a connection thread for each request.
    public init(loopback: Loopback = .ipv4, handler: @escaping @Sendable (Request) -> Behavior) throws {
        signal(SIGPIPE, SIG_IGN)
        let fd = socket(loopback == .ipv4 ? AF_INET : AF_INET6, Socket.stream, 0)
        guard fd >= 0 else { throw SocketError(call: "socket", code: errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        self.loopback = loopback
        // On ::1, the port is one held on 127.0.0.1 for the rest of the run: "localhost:PORT" tries 127.0.0.1
        // first, and there another test process's server could be given the same port and answer instead.
        port = try loopback == .ipv4 ? Self.bindLoopback(fd) : Self.bindIPv6Loopback(fd, port: Self.closedPort())
        guard listen(fd, 128) == 0 else { defer { close(fd) }; throw SocketError(call: "listen", code: errno) }
        let state = State(listenFD: fd, handler: handler)
        self.state = state
        Thread { state.acceptLoop() }.start()
    }

    deinit { state.stop() }

    /// Closes the listener and all open connections and wakes hung ones. Idempotent.
    public func stop() { state.stop() }

    /// Runs `body` with this server and stops it when `body` ends, however it ends.
    public func serving<T>(_ body: (TestHTTPServer) async throws -> T) async rethrows -> T {
        defer { stop() }
        return try await body(self)
    }

    /// A port on 127.0.0.1 with nothing listening (bound, read back, kept bound). Falls back to port 1.
    public static func closedPort() -> UInt16 {
        let fd = socket(AF_INET, Socket.stream, 0)
        guard fd >= 0, let port = try? bindLoopback(fd) else { return 1 }
        // Kept bound, never listening, for the rest of the test run: a connection to it is refused, and no other
        // test's server can be given the port meanwhile (closed at once, the next server could be, and a
        // "refused" run then got a forecast).
        return port
    }

    /// Whether this machine can listen on ::1: false in a container without IPv6 (no `lo` address ::1, or
    /// IPv6 disabled), where an IPv6 test must be skipped rather than pass without testing anything.
    public static let hasIPv6Loopback: Bool = {
        let fd = socket(AF_INET6, Socket.stream, 0)
        guard fd >= 0, (try? bindIPv6Loopback(fd)) != nil else { return false }
        close(fd)
        return true
    }()

    /// Binds `fd` (an AF_INET6 socket) to [::1]:`port` (0: any) and returns the port; closes `fd` on failure.
    private static func bindIPv6Loopback(_ fd: Int32, port: UInt16 = 0) throws -> UInt16 {
        var addr = sockaddr_in6()
        addr.sin6_family = sa_family_t(AF_INET6)
        addr.sin6_port = port.bigEndian
        guard inet_pton(AF_INET6, "::1", &addr.sin6_addr) == 1 else {
            defer { close(fd) }
            throw SocketError(call: "inet_pton", code: errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        let ok = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard ok else { defer { close(fd) }; throw SocketError(call: "bind", code: errno) }
        return UInt16(bigEndian: addr.sin6_port)
    }

    /// Binds `fd` to 127.0.0.1:0 and returns the assigned port; closes `fd` on failure.
    private static func bindLoopback(_ fd: Int32) throws -> UInt16 {
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard ok else { defer { close(fd) }; throw SocketError(call: "bind", code: errno) }
        return UInt16(bigEndian: addr.sin_port)
    }
}

/// Mutable server state, guarded by `condition`, which also wakes sleeping connections on stop.
private final class State: @unchecked Sendable {
    let condition = NSCondition()
    let handler: @Sendable (TestHTTPServer.Request) -> TestHTTPServer.Behavior
    let listenFD: Int32
    let acceptLoopDone = DispatchSemaphore(value: 0)
    var stopped = false
    var openFDs = Set<Int32>()
    var requests: [TestHTTPServer.Request] = []

    /// Creates the state for an already listening socket.
    init(listenFD: Int32, handler: @escaping @Sendable (TestHTTPServer.Request) -> TestHTTPServer.Behavior) {
        self.listenFD = listenFD
        self.handler = handler
    }

    /// Runs `body` while holding the lock.
    func withLock<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    /// Shuts sockets down (their owning threads close them), wakes sleepers, waits for the listener to close.
    func stop() {
        let first = withLock { () -> Bool in
            guard !stopped else { return false }
            stopped = true
            shutdown(listenFD, Int32(SHUT_RDWR))  // wakes accept()
            for fd in openFDs { shutdown(fd, Int32(SHUT_RDWR)) }  // wakes recv()/send()
            condition.broadcast()
            return true
        }
        if first { acceptLoopDone.wait() }
    }

    /// Sleeps up to `seconds` (forever if infinite); returns false if the server stopped meanwhile.
    func pause(_ seconds: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: min(seconds, 1e7))  // wait(until: .distantFuture) traps on Linux
        return withLock {
            while !stopped && condition.wait(until: deadline) {}
            return !stopped
        }
    }

    /// Accepts connections until stopped, starting one thread per connection; then closes the listener.
    func acceptLoop() {
        while true {
            let fd = accept(listenFD, nil, nil)
            let acceptErrno = errno
            let running = withLock { () -> Bool in
                if fd >= 0 && !stopped { openFDs.insert(fd) }
                return !stopped
            }
            guard running else { if fd >= 0 { close(fd) }; break }
            if fd >= 0 {
                Thread { self.serve(fd) }.start()
            } else if acceptErrno != EINTR {
                usleep(1_000)  // e.g. EMFILE: back off instead of spinning
            }
        }
        close(listenFD)
        acceptLoopDone.signal()
    }

    /// Reads one request, records it, and acts out the handler's behavior; always closes `fd`.
    func serve(_ fd: Int32) {
        defer {
            withLock { _ = openFDs.remove(fd) }
            close(fd)
        }
        guard let request = readRequest(fd) else { return }
        withLock { requests.append(request) }
        switch handler(request) {
        case let .respond(status, headers, body, delay):
            var headers = headers
            if !headers.keys.contains(where: { $0.lowercased() == "content-length" }) {
                headers["Content-Length"] = String(body.count)
            }
            if pause(delay) { write(fd, head(status, headers) + body) }
        case .neverAnswer:
            _ = pause(.infinity)
        case .closeImmediately:
            break
        case let .raw(bytes, delay):
            if pause(delay) { write(fd, bytes) }
        case let .stallAfterHeaders(status, declaredLength, partialBody):
            write(fd, head(status, ["Content-Length": String(declaredLength)]) + partialBody)
            _ = pause(.infinity)
        case let .drip(status, body, bytesPerSecond):
            guard write(fd, head(status, ["Content-Length": String(body.count)])) else { return }
            let rate = max(1, bytesPerSecond), chunk = max(1, rate / 10)
            var offset = 0
            while offset < body.count {
                let piece = body.subdata(in: offset..<min(offset + chunk, body.count))
                guard write(fd, piece), pause(Double(piece.count) / Double(rate)) else { return }
                offset += piece.count
            }
        case let .stream(status, declaredLength, start, count):
            stream(fd, status: status, declaredLength: declaredLength, body: start, count: count)
        }
    }

    /// Acts out ``TestHTTPServer/Behavior/stream(status:declaredLength:start:count:)``.
    func stream(_ fd: Int32, status: Int, declaredLength: Int?, body start: Data, count: Int) {
        let chunked = declaredLength == nil
        let headers = declaredLength.map { ["Content-Length": String($0)] } ?? ["Transfer-Encoding": "chunked"]
        guard write(fd, head(status, headers)) else { return }
        let spaces = Data(repeating: UInt8(ascii: " "), count: 64 * 1024)
        var sent = 0
        while sent < count {
            let most = min(spaces.count, count - sent)
            let piece = sent < start.count ? start.dropFirst(sent).prefix(most) : spaces.prefix(most)
            let size = Data("\(String(piece.count, radix: 16))\r\n".utf8)
            guard write(fd, chunked ? size + piece + Data("\r\n".utf8) : Data(piece)) else { return }
            sent += piece.count
        }
        if chunked { write(fd, Data("0\r\n\r\n".utf8)) }
    }

    /// Status line and headers (plus `Connection: close`), ending with the blank line.
    func head(_ status: Int, _ headers: [String: String]) -> Data {
        var text = "HTTP/1.1 \(status) \(status < 400 ? "OK" : "Error")\r\n"
        for (name, value) in headers where name.lowercased() != "connection" { text += "\(name): \(value)\r\n" }
        return Data((text + "Connection: close\r\n\r\n").utf8)
    }

    /// Writes all of `data`; returns false if the peer went away.
    @discardableResult
    func write(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(fd, raw.baseAddress! + offset, raw.count - offset, Socket.sendFlags)
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// Reads the request line and headers (and discards any Content-Length body); nil if malformed or closed.
    func readRequest(_ fd: Int32) -> TestHTTPServer.Request? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let separator = Data("\r\n\r\n".utf8)
        func receive() -> Int {
            while true {
                let count = recv(fd, &chunk, chunk.count, 0)
                if count < 0 && errno == EINTR { continue }
                return count
            }
        }
        while buffer.range(of: separator) == nil {
            let count = receive()
            guard count > 0, buffer.count < 1 << 20 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
        let end = buffer.range(of: separator)!
        let lines = String(decoding: buffer[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()] = value
        }
        // Drain a request body so close() sends FIN rather than RST (which could discard our response).
        var remaining = (Int(headers["content-length"] ?? "") ?? 0) - (buffer.count - end.upperBound)
        while remaining > 0 {
            let count = receive()
            guard count > 0 else { break }
            remaining -= count
        }
        let target = String(parts[1])
        let components = URLComponents(string: target)
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        return TestHTTPServer.Request(
            method: String(parts[0]), path: components?.path ?? String(target.prefix { $0 != "?" }),
            query: query, rawTarget: target, headers: headers)
    }
}
