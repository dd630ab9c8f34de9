import WeatherCore

/// The pipe a ``HandedRun`` crosses `execv(3)` in: `weather` writes the run and closes its end, the helper
/// inherits the other end and reads to the end. The kernel holds the bytes, so nothing is on disk and only this
/// user (through /proc/PID/fd) could see them.
enum HandOverPipe {
    /// The read end of a new pipe holding `run`, left open across `exec` (no close-on-exec).
    /// - Returns: a failure when there is no pipe, or the run is more than a pipe can be made to hold (1 MiB on
    ///   Linux unless set otherwise; a run is some hundred bytes a place): the writer cannot wait for a reader
    ///   that starts only after it.
    static func filled(with run: HandedRun) -> Result<Int32, Failure> {
        let bytes: Data
        do {
            bytes = try JSONEncoder().encode(run)
        } catch {
            return .failure(Failure(Console.describe(error), status: .dataError))
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .failure(systemFailure("no pipe")) }
        var (reader, writer) = (ends[0], ends[1])
        defer { close(writer) }
        // With standard input, output or error closed, pipe(2) hands out 0, 1 or 2, which the helper must not
        // take for the run (nor would its output then go where it should): move the read end above them.
        if reader <= STDERR_FILENO {
            let moved = fcntl(reader, F_DUPFD, STDERR_FILENO + 1)
            close(reader)
            guard moved >= 0 else { return .failure(systemFailure("no pipe")) }
            reader = moved
        }
        // A write the pipe has no room for fails at once instead of waiting for ever. A pipe starts with room for
        // 64 KiB, which a long --template or some hundred places pass.
        _ = fcntl(writer, F_SETFL, O_NONBLOCK)
        if bytes.count > 65_536 { Platform.growPipe(writer, toHold: bytes.count) }
        let written = bytes.withUnsafeBytes { Platform.write(writer, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            close(reader)
            return .failure(Failure("the run (\(bytes.count) bytes) does not fit in a pipe.", status: .dataError))
        }
        return .success(reader)
    }

    /// The run in the pipe at `descriptor`, which is then closed.
    static func read(_ descriptor: Int32) -> Result<HandedRun, Failure> {
        defer { close(descriptor) }
        var bytes = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { Platform.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failure(systemFailure("cannot read the handed-over run")) }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[..<count])
        }
        do {
            return .success(try JSONDecoder().decode(HandedRun.self, from: bytes))
        } catch {
            return .failure(Failure("the handed-over run is not one this version reads.", status: .dataError))
        }
    }

    private static func systemFailure(_ what: String) -> Failure {
        Failure("\(what): \(String(cString: strerror(errno))).", status: .dataError)
    }
}
