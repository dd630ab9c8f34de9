import Foundation

/// Reads a saved response for `--input`: a file, or standard input for "-".
struct InputReader {
    /// The largest input accepted, in bytes. A full 40-slot response is about 16 KB; anything near this is not
    /// a forecast, and reading it whole would cost memory for nothing.
    static let maximumSize = 5 * 1024 * 1024

    /// The largest config, key or geocoding file read, in bytes: they are a few hundred bytes.
    static let smallFileLimit = 64 * 1024

    /// Why the input could not be read: printed as one line, exit status 66.
    struct Failure: Error {
        var message: String
    }

    /// The bytes of `path`, at most ``maximumSize``.
    /// - Throws: ``Failure`` for a missing, unreadable, directory or oversized input.
    static func read(_ path: String, limit: Int = maximumSize) throws(Failure) -> Data {
        if path == "-" { return try readAll(FileHandle.standardInput, name: "standard input", limit: limit) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(message: "cannot read \(path): no such file")
        }
        guard !isDirectory.boolValue else { throw Failure(message: "cannot read \(path): it is a directory") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Failure(message: "cannot read \(path): permission denied")
        }
        defer { try? handle.close() }
        return try readAll(handle, name: path, limit: limit)
    }

    private static func readAll(_ handle: FileHandle, name: String, limit: Int) throws(Failure) -> Data {
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw Failure(message: "cannot read \(name): \(error.localizedDescription)")
        }
        guard data.count <= limit else {
            let size = limit >= 1_048_576 ? "\(limit / 1_048_576) MB" : "\(limit / 1024) KB"
            throw Failure(message: "cannot read \(name): larger than \(size)")
        }
        return data
    }
}
