import Foundation

/// Where the built `weather` executable is. `swift test` builds it first, because this test target depends on
/// it; the tests run that file, never a `weather` found on the PATH.
enum WeatherBinary {
    /// The package's root directory, found from this file's path (Tests/weatherTests/Support/…).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The executable: next to the test bundle (on Linux `Bundle.main` is the test runner in
    /// `.build/<triple>/debug/`), else the newest `.build/*/debug/weather` under the package root.
    static let url: URL? = {
        let besideTests = Bundle.main.bundleURL.appendingPathComponent("weather")
        if isExecutable(besideTests) { return besideTests }
        let build = packageRoot.appendingPathComponent(".build")
        let directories = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        let candidates = directories.map { build.appendingPathComponent($0).appendingPathComponent("debug/weather") }
            .filter(isExecutable)
        return candidates.max { modificationDate($0) < modificationDate($1) }
    }()

    private static func isExecutable(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: url.path)
    }

    private static func modificationDate(_ url: URL) -> Date {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return attributes?[.modificationDate] as? Date ?? .distantPast
    }
}
