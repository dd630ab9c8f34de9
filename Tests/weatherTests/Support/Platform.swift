// The one file of weatherTests that names platform modules, and the socket constants whose types
// differ: Glibc imports SOCK_STREAM as an enum case, Darwin as an Int32; Darwin has no MSG_NOSIGNAL (the server
// ignores SIGPIPE for the whole process anyway).
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif

enum Socket {
    /// SOCK_STREAM as socket(2) takes it.
    static let stream: Int32 = {
        #if canImport(Glibc)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }()

    /// The send(2) flags that keep a write to a closed connection from raising SIGPIPE.
    static let sendFlags: Int32 = {
        #if canImport(Darwin)
            0
        #else
            Int32(MSG_NOSIGNAL)
        #endif
    }()
}
