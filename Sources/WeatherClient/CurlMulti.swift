#if os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE
    import CCurl
    import WeatherCore

    /// A libcurl multi handle and the thread that drives it: transfers are handed to it from any task, run
    /// side by side over shared connections, and each finishes by resuming its waiting task.
    ///
    /// The thread sleeps in `curl_multi_poll` until a socket is ready, a timeout of libcurl's is due, or a byte
    /// in the pipe `wake` says a transfer was handed over: it uses no CPU while a server is slow to answer. The
    /// pipe is its own rather than `curl_multi_wakeup`, whose wakeups some libcurl versions swallow in
    /// `curl_multi_perform` or ignore while no transfer runs (curl issues 22272 and 20832).
    ///
    /// `@unchecked Sendable`, at the boundary to C: `running` and the multi handle are touched only on the
    /// driving thread (libcurl's rule for a multi handle); what other threads hand over goes through the
    /// `Mutex` of `handedOver`, and they write only to the pipe.
    final class CurlMulti: @unchecked Sendable {
        private let multi: OpaquePointer
        /// The pipe that wakes the driving thread: its read end, polled and drained there, and its write end.
        private let wake: (read: Int32, write: Int32)
        /// Transfers handed over and not yet added to the multi handle.
        private let handedOver = Mutex<[CurlTransfer]>([])
        /// The transfers in the multi handle, by easy handle; only the driving thread uses it.
        private var running: [OpaquePointer: CurlTransfer] = [:]

        private init(multi: OpaquePointer, wake: (read: Int32, write: Int32)) {
            self.multi = multi
            self.wake = wake
        }

        /// Opens libcurl, makes the multi handle and starts its thread.
        /// - Returns: `networkError` with ``NetworkError/TransportCode/transportMissing`` when libcurl cannot be
        ///   opened: a run then fails as without a network, and shows an expired forecast as stale.
        static func start() -> Result<CurlMulti, NetworkError> {
            var error = [CChar](repeating: 0, count: 256)
            guard ccurl_load(&error, error.count) == 0 else {
                let why = error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
                return .failure(.libcurlMissing(String(decoding: why, as: UTF8.self)))
            }
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                return .failure(
                    .networkError(reason: "cannot make a pipe for libcurl's thread (errno \(errno))", code: nil))
            }
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            guard let handle = ccurl_multi_init() else {
                return .failure(.networkError(reason: "libcurl could not start (curl_multi_init failed)", code: nil))
            }
            let multi = CurlMulti(multi: handle, wake: (ends[0], ends[1]))
            var thread = pthread_t()
            let context = Unmanaged.passRetained(multi).toOpaque()
            let made = pthread_create(
                &thread, nil,
                { context in
                    guard let context else { return nil }
                    Unmanaged<CurlMulti>.fromOpaque(context).takeRetainedValue().drive()
                    return nil
                }, context)
            guard made == 0 else {
                Unmanaged<CurlMulti>.fromOpaque(context).release()
                return .failure(.networkError(reason: "cannot start a thread for libcurl (error \(made))", code: nil))
            }
            pthread_detach(thread)
            return .success(multi)
        }

        /// Hands `transfer` to the driving thread, which runs it and calls its `finished` there. From any thread,
        /// the driving one too (a redirect's next transfer).
        func add(_ transfer: CurlTransfer) {
            handedOver.withLock { $0.append(transfer) }
            // A full pipe (EAGAIN) already wakes the thread.
            var byte: UInt8 = 1
            _ = Glibc.write(wake.write, &byte, 1)
        }

        /// The driving thread's loop, for the life of the process: add what was handed over, let libcurl work,
        /// finish what is done, then sleep until there is more to do.
        private func drive() {
            while true {
                let added = handedOver.withLock { taken in
                    defer { taken = [] }
                    return taken
                }
                for transfer in added {
                    guard let easy = transfer.easy, ccurl_multi_add_handle(multi, easy) == 0 else {
                        transfer.finish(result: Int32(CCURLE_OUT_OF_MEMORY))
                        continue
                    }
                    running[easy] = transfer
                }
                var active: Int32 = 0
                _ = ccurl_multi_perform(multi, &active)
                var easy: OpaquePointer?
                var result: Int32 = 0
                while ccurl_multi_next_done(multi, &easy, &result) == 1, let done = easy {
                    _ = ccurl_multi_remove_handle(multi, done)
                    running.removeValue(forKey: done)?.finish(result: result)
                }
                // With nothing running the wait is long: a byte in the pipe ends it as soon as a transfer is handed
                // over, and is drained before the next wait.
                _ = ccurl_multi_poll(multi, wake.read, running.isEmpty ? 60_000 : 1_000)
                var drained = [UInt8](repeating: 0, count: 64)
                while Glibc.read(wake.read, &drained, drained.count) > 0 {}
            }
        }
    }
#endif
