#if os(Linux) && canImport(Glibc) && !WEATHER_PORTABLE
    import CCurl
    import WeatherCore

    /// A libcurl multi handle and the thread that drives it: transfers are handed to it from any task, run
    /// side by side over shared connections, and each finishes by resuming its waiting task.
    ///
    /// The thread sleeps in `curl_multi_poll` until a socket is ready, a timeout of libcurl's is due, or
    /// `curl_multi_wakeup` says a transfer was handed over: it uses no CPU while a server is slow to answer.
    ///
    /// `@unchecked Sendable`, at the boundary to C: `running` and the multi handle are touched only on the
    /// driving thread (libcurl's rule for a multi handle), except `curl_multi_wakeup`, which libcurl allows
    /// from any thread; what other threads hand over goes through the `Mutex` of `handedOver`.
    final class CurlMulti: @unchecked Sendable {
        private let multi: OpaquePointer
        /// Transfers handed over and not yet added to the multi handle.
        private let handedOver = Mutex<[CurlTransfer]>([])
        /// The transfers in the multi handle, by easy handle; only the driving thread uses it.
        private var running: [OpaquePointer: CurlTransfer] = [:]

        private init(multi: OpaquePointer) {
            self.multi = multi
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
            guard let handle = ccurl_multi_init() else {
                return .failure(.networkError(reason: "libcurl could not start (curl_multi_init failed)", code: nil))
            }
            let multi = CurlMulti(multi: handle)
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

        /// Runs `transfer` and waits for it to finish.
        func perform(_ transfer: CurlTransfer) async -> Result<CurlTransfer.Answer, NetworkError> {
            await withCheckedContinuation { continuation in
                transfer.finished = { continuation.resume(returning: $0) }
                handedOver.withLock { $0.append(transfer) }
                _ = ccurl_multi_wakeup(multi)
            }
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
                // With nothing running the wait is long: a wakeup ends it as soon as a transfer is handed over.
                _ = ccurl_multi_poll(multi, running.isEmpty ? 60_000 : 1_000)
            }
        }
    }
#endif
