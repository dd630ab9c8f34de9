import WeatherCore

/// Whether a file or folder found where `weather` looks by itself (not one the user named) can be trusted, the
/// way git's `safe.directory` and ssh's permission checks decide: another local user must not be able to plant
/// a key that sends their key (or reads the user's location through their account), a forecast, or a FIFO that
/// holds the run (issue 14, items 11 and 12).
enum FileTrust {
    /// Why the file at `path` is not to be used, or nil when it may be (or does not exist): it belongs to
    /// someone other than the user or root, or sits in a folder anyone can write to without the sticky bit, or
    /// in another user's folder (where they could replace it).
    static func foreignFile(_ path: String) -> String? {
        var status = stat()
        // lstat: a symbolic link planted there is judged by who made it.
        guard lstat(path, &status) == 0 else { return nil }
        if status.st_uid != geteuid() && status.st_uid != 0 {
            return "it belongs to another user (uid \(status.st_uid))"
        }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        var parent = stat()
        guard stat(folder, &parent) == 0 else { return nil }
        if parent.st_mode & 0o002 != 0, parent.st_mode & mode_t(S_ISVTX) == 0 {
            return "its folder \(folder) can be written by anyone"
        }
        // The folder's owner can replace any file in it, the user's own too (git's safe.directory asks the same).
        if parent.st_uid != geteuid() && parent.st_uid != 0 && parent.st_mode & mode_t(S_ISVTX) == 0 {
            return "its folder \(folder) belongs to another user (uid \(parent.st_uid))"
        }
        return nil
    }

    /// Why the folder at `path` is not to be used, and what to do, or nil when it may be (or does not exist
    /// yet): it is not a folder, it belongs to someone else, or others can write to it (who could then plant an
    /// entry, or link the lock file elsewhere), as ssh refuses such a `~/.ssh`. A folder of the user's that
    /// others can only read (an older `weather` made it 0755) is made private by ``ForecastCache``.
    static func foreignFolder(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let elsewhere = "Set XDG_CACHE_HOME to a folder of your own"
        guard status.st_mode & S_IFMT == S_IFDIR else { return "it is not a folder. \(elsewhere)" }
        guard status.st_uid == geteuid() else { return "it belongs to another user (uid \(status.st_uid)). \(elsewhere)" }
        guard status.st_mode & 0o022 == 0 else { return "other users can write to it. Make it private: chmod 700 \(path)" }
        return nil
    }
}
