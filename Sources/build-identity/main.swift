import Foundation

// `build-identity OUTPUT SOURCE…`: writes OUTPUT, a Swift file declaring `BuildIdentity.value`, a hash of the
// sources' paths and contents (64-bit FNV-1a: it tells builds apart, it is no secret). Run by
// BuildIdentityPlugin at build time only when a source changed.
let words = CommandLine.arguments.dropFirst()
guard let output = words.first else {
    FileHandle.standardError.write(Data("usage: build-identity OUTPUT SOURCE...\n".utf8))
    exit(64)
}
var hash: UInt64 = 0xcbf2_9ce4_8422_2325
for path in words.dropFirst().sorted() {
    guard let contents = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("build-identity: cannot read \(path)\n".utf8))
        exit(66)
    }
    for byte in Array(path.utf8) + [0] + Array(contents) {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
}
let text = """
    // Generated at build time by BuildIdentityPlugin: a hash of every source of weather and weather-fetch.
    enum BuildIdentity {
        static let value = "\(String(hash, radix: 16))"
    }

    """
do {
    try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("build-identity: cannot write \(output): \(error)\n".utf8))
    exit(73)
}
