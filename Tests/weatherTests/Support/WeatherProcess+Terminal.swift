import Foundation
import Testing

extension WeatherProcess {
    /// What a run on a terminal printed.
    struct TerminalResult {
        /// Standard output as the terminal received it, with the terminal's "\r\n" turned back into "\n".
        var stdout: String
        var status: Int32
    }

    /// Runs `weather` with standard output on a new pseudo-terminal `columns` wide (0: width unknown), so that
    /// `isatty(1)` is true as in an interactive shell; standard input and error are /dev/null.
    func runOnTerminal(_ arguments: [String], columns: UInt16 = 0) async throws -> TerminalResult {
        let binary = try #require(Self.binary, "no built weather binary; run swift build")
        var controller: Int32 = -1
        var terminal: Int32 = -1
        var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&controller, &terminal, nil, nil, &size) == 0, "openpty failed: errno \(errno)")
        // Not inherited by processes other tests start meanwhile (the child gets its own copy as fd 1).
        _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
        _ = fcntl(terminal, F_SETFD, FD_CLOEXEC)
        let terminalHandle = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = currentDirectory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = terminalHandle
        process.standardError = FileHandle.nullDevice
        let (exits, exited) = AsyncStream.makeStream(of: Int32.self)
        process.terminationHandler = {
            exited.yield($0.terminationStatus)
            exited.finish()
        }
        try process.run()
        // Only the child holds the terminal now, so reading ends (EIO) once it exits.
        try terminalHandle.close()
        let pid = process.processIdentifier
        let hardLimit = hardLimit
        let watchdog = Task {
            try await Task.sleep(for: hardLimit)
            kill(pid, SIGKILL)
        }
        defer { watchdog.cancel() }

        let reader = controller
        let output = await withCheckedContinuation { (continuation: CheckedContinuation<Data, Never>) in
            Thread {
                var data = Data()
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = read(reader, &buffer, buffer.count)
                    if count > 0 {
                        data.append(contentsOf: buffer[0..<count])
                    } else if count < 0 && errno == EINTR {
                        continue
                    } else {
                        break
                    }
                }
                close(reader)
                continuation.resume(returning: data)
            }.start()
        }
        var status: Int32 = -1
        for await value in exits { status = value }
        let text = String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        #expect(!text.contains(Self.sentinelKey), "the API key leaked to the terminal")
        return TerminalResult(stdout: text, status: status)
    }
}
