import Foundation
import Testing

@testable import WeatherCLI

/// Which cache folders ``FileTrust/foreignFolder(_:)`` refuses when the folder, a link at its path, or the
/// folder it is in lets another local user swap it for their own (hostile-test finding: it followed links and
/// never looked at the parent). Each test makes its own folders in a fresh temporary folder, the user's own.
@Suite struct FileTrustTests {
    /// A fresh private folder, `<tmp>/weather-trust-<uuid>`, its path resolved (macOS's /tmp is a link).
    let base: String

    init() throws {
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("weather-trust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        chmod(made.path, 0o700)
        base = made.resolvingSymlinksInPath().path
    }

    /// Makes the folder `path` with `mode` (chmod, so the umask does not count).
    private func folder(_ path: String, mode: mode_t) throws -> String {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        chmod(path, mode)
        return path
    }

    private func remove() {
        try? FileManager.default.removeItem(atPath: base)
    }

    /// The cache folder (0700) in a parent of each mode. In a parent anyone can write, the cache is not used:
    /// anyone could rename `weather` away and put their own there. A sticky
    /// one (like /tmp) lets others make files but not rename the user's.
    @Test(
        arguments: [
            (mode_t(0o700), nil), (0o1777, nil),
            (0o777, "its parent folder PARENT can be written by anyone. Set XDG_CACHE_HOME to a folder of your own"),
        ] as [(mode_t, String?)])
    func aFolderIsJudgedByItsParent(_ mode: mode_t, refusal: String?) throws {
        defer { remove() }
        let parent = try folder(base + "/cache", mode: mode)
        let cache = try folder(parent + "/weather", mode: 0o700)
        #expect(FileTrust.foreignFolder(cache) == refusal?.replacing("PARENT", with: parent))
    }

    /// Before: nil (the folder's parent was not looked at), so a folder another user was about to make was used.
    @Test func aFolderNotYetMadeInAParentAnyoneCanWriteIsRefused() throws {
        defer { remove() }
        let parent = try folder(base + "/cache", mode: 0o777)
        #expect(FileTrust.foreignFolder(parent + "/weather")?.hasPrefix("its parent folder \(parent) can be") == true)
    }

    /// The user's own link to their own private folder (the cache kept on another disk) is followed and used.
    @Test func theUsersOwnLinkToTheirPrivateFolderIsUsed() throws {
        defer { remove() }
        let target = try folder(base + "/elsewhere/weather", mode: 0o700)
        let parent = try folder(base + "/cache", mode: 0o700)
        try FileManager.default.createSymbolicLink(atPath: parent + "/weather", withDestinationPath: target)
        #expect(FileTrust.foreignFolder(parent + "/weather") == nil)
    }

    /// Before: nil, as stat(2) followed the link and saw a private folder of the user's, which another user can
    /// swap through the open folder it is in.
    @Test func theUsersOwnLinkToAFolderInAnOpenParentIsRefused() throws {
        defer { remove() }
        let open = try folder(base + "/open", mode: 0o777)
        let target = try folder(open + "/weather", mode: 0o700)
        let parent = try folder(base + "/cache", mode: 0o700)
        try FileManager.default.createSymbolicLink(atPath: parent + "/weather", withDestinationPath: target)
        #expect(
            FileTrust.foreignFolder(parent + "/weather")
                == "it links to \(target), whose parent folder \(open) can be written by anyone. "
                + "Set XDG_CACHE_HOME to a folder of your own")
    }

    /// Before: nil when the link led to a private folder of the user's: whoever made the link chose where the
    /// user's entries go, and can point it elsewhere at any time.
    @Test(.enabled(if: geteuid() == 0, "needs root, to make a link owned by another user (lchown to nobody)"))
    func aLinkAnotherUserMadeIsRefused() throws {
        defer { remove() }
        let target = try folder(base + "/elsewhere/weather", mode: 0o700)
        let parent = try folder(base + "/cache", mode: 0o700)
        let link = parent + "/weather"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(lchown(link, ForeignFilesTests.nobody, gid_t(ForeignFilesTests.nobody)) == 0)
        #expect(
            FileTrust.foreignFolder(link)
                == "it is a symbolic link made by another user (uid 65534). Set XDG_CACHE_HOME to a folder of your own")
    }

    /// Before: nil: the owner of the folder it is in may rename the user's folder and put their own there.
    @Test(.enabled(if: geteuid() == 0, "needs root, to make a folder owned by another user (chown to nobody)"))
    func aFolderInAnotherUsersParentIsRefused() throws {
        defer { remove() }
        let parent = try folder(base + "/cache", mode: 0o755)
        let cache = try folder(parent + "/weather", mode: 0o700)
        #expect(chown(parent, ForeignFilesTests.nobody, gid_t(ForeignFilesTests.nobody)) == 0)
        #expect(
            FileTrust.foreignFolder(cache)?.hasPrefix("its parent folder \(parent) belongs to another user (uid 65534)")
                == true)
    }

    /// Before: nil, and the other user's key was sent: the user's own link, in the user's own folder, to a key
    /// file another user made (in a sticky folder anyone can write, as /tmp) was judged only as a link.
    @Test(.enabled(if: geteuid() == 0, "needs root, to make a file owned by another user (chown to nobody)"))
    func theUsersOwnLinkToAnotherUsersFileIsRefused() throws {
        defer { remove() }
        let shared = try folder(base + "/shared", mode: 0o1777)
        let planted = shared + "/APIKey.json"
        #expect(FileManager.default.createFile(atPath: planted, contents: Data(#"{"APIKey": "theirs"}"#.utf8)))
        #expect(chown(planted, ForeignFilesTests.nobody, gid_t(ForeignFilesTests.nobody)) == 0)
        let config = try folder(base + "/config", mode: 0o700)
        try FileManager.default.createSymbolicLink(atPath: config + "/APIKey.json", withDestinationPath: planted)

        #expect(
            FileTrust.foreignFile(config + "/APIKey.json")
                == "it links to \(planted), and it belongs to another user (uid 65534)")
        // The user's own link to the user's own private file is used.
        let own = config + "/own.json"
        #expect(FileManager.default.createFile(atPath: own, contents: Data("{}".utf8)))
        try FileManager.default.createSymbolicLink(atPath: config + "/link.json", withDestinationPath: own)
        #expect(FileTrust.foreignFile(config + "/link.json") == nil)
    }
}
