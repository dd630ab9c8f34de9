import WeatherCore

/// Whether a file or folder found where `weather` looks by itself (not one the user named) can be trusted, the
/// way git's `safe.directory` and ssh's permission checks decide: another local user must not be able to plant
/// a key that sends their key (or reads the user's location through their account), a forecast, or a FIFO that
/// holds the run.
enum FileTrust {
    /// Why the file at `path` is not to be used, or nil when it may be (or does not exist): it belongs to
    /// someone other than the user or root, or sits in a folder where another user could replace it
    /// (``openFolder(_:)``). A symbolic link is judged by who made it and where it is, and then the file it
    /// leads to the same way: the user's own link to another user's file is that user's file, whose key is
    /// not sent.
    static func foreignFile(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        if status.st_uid != geteuid() && status.st_uid != 0 {
            return "it belongs to another user (uid \(status.st_uid))"
        }
        // The folder's owner can replace any file in it, the user's own too (git's safe.directory asks the same).
        if let folder = openFolder(parent(of: path)) { return "its folder \(folder)" }
        guard status.st_mode & S_IFMT == S_IFLNK else { return nil }
        // A link to nothing: there is nothing to read, and the read says so.
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        let target = String(cString: real)
        return foreignFile(target).map { "it links to \(target), and \($0)" }
    }

    /// Why the folder at `path` is not to be used, and what to do, or nil when it may be (or does not exist
    /// yet): it is not a folder, it belongs to someone else, others can write to it (who could then plant an
    /// entry, or link the lock file elsewhere), as ssh refuses such a `~/.ssh`, or its parent folder is one
    /// where another user could rename it away and put their own in its place (``openFolder(_:)``). A folder of
    /// the user's that others can only read (an older `weather` made it 0755) is made private by
    /// ``ForecastCache``.
    ///
    /// lstat, not stat: a symbolic link there is judged by who made it. The user's own link is followed, and
    /// the folder it leads to, and that folder's parent, are judged as the folder itself would be: the user
    /// chose to keep the cache there (on another disk, say).
    static func foreignFolder(_ path: String) -> String? {
        let elsewhere = "Set XDG_CACHE_HOME to a folder of your own"
        if let parent = openFolder(parent(of: path)) { return "its parent folder \(parent). \(elsewhere)" }
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        if status.st_mode & S_IFMT == S_IFLNK {
            guard status.st_uid == geteuid() else {
                return "it is a symbolic link made by another user (uid \(status.st_uid)). \(elsewhere)"
            }
            // A link to nothing: the cache cannot be made there, and the write says so.
            guard let real = realpath(path, nil) else { return nil }
            defer { free(real) }
            let target = String(cString: real)
            if let parent = openFolder(parent(of: target)) {
                return "it links to \(target), whose parent folder \(parent). \(elsewhere)"
            }
            guard stat(target, &status) == 0 else { return nil }
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return "it is not a folder. \(elsewhere)" }
        guard status.st_uid == geteuid() else {
            return "it belongs to another user (uid \(status.st_uid)). \(elsewhere)"
        }
        guard status.st_mode & 0o022 == 0 else {
            return "other users can write to it. Make it private: chmod 700 \(path)"
        }
        return nil
    }

    /// What lets another user replace what is in `folder` (rename it away and put their own in its place), or
    /// nil: anyone may write to it without the sticky bit, or it belongs to another user than the user and
    /// root (its owner may rename anything in it, sticky bit or not: git's safe.directory asks the same). The
    /// folder's group writing to it is allowed: with a group of one's own, as most Linux systems give each user,
    /// `~/.cache` is often 0775. Nil when the folder cannot be looked at.
    private static func openFolder(_ folder: String) -> String? {
        var status = stat()
        guard stat(folder, &status) == 0 else { return nil }
        if status.st_mode & 0o002 != 0, status.st_mode & mode_t(S_ISVTX) == 0 {
            return "\(folder) can be written by anyone"
        }
        if status.st_uid != geteuid() && status.st_uid != 0 {
            return "\(folder) belongs to another user (uid \(status.st_uid))"
        }
        return nil
    }

    /// The folder `path` is in: "/" for "/x", "." for a bare name.
    private static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
