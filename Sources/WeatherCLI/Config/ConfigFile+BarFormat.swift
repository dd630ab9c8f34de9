import WeatherCore

extension ConfigFile {
    /// The bar format the config file at `path` asks for, read leniently — only its `"format"`, and only from
    /// a regular file, since a pipe can be read once — for a run that fails before its options are resolved:
    /// a bar chosen in the file still gets bar output for the error. nil when the file has
    /// none, or cannot be read.
    static func barFormat(path: String?) -> BarFormat? {
        guard let path else { return nil }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            let data = try? InputReader.read(path, limit: InputReader.smallFileLimit),
            let format = (try? JSONDecoder().decode(FormatOnly.self, from: data))?.format
        else { return nil }
        return BarFormat(rawValue: format.lowercased())
    }

    /// The file's `"format"`, whatever else it has.
    private struct FormatOnly: Decodable {
        var format: String?
    }
}
