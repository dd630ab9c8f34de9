/// What one request to the base URL showed, for `weather doctor`: whether the server answered, how, how fast,
/// and its clock.
package struct ServerCheck: Sendable, Equatable {
    /// The HTTP status of the last answer; nil when none came.
    package var status: Int?
    /// Why there is no forecast, when there is none: the request's error as a run would have it.
    package var error: NetworkError?
    /// From sending the request to the last byte or the failure, in milliseconds.
    package var milliseconds: Int
    /// The server's `Date` header, Unix time in seconds; nil when it sent none or no answer came.
    package var serverTime: Int?

    package init(status: Int?, error: NetworkError?, milliseconds: Int, serverTime: Int?) {
        self.status = status
        self.error = error
        self.milliseconds = milliseconds
        self.serverTime = serverTime
    }
}
