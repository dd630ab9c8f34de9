#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension StringProtocol {
    /// The text without the leading and trailing characters for which `isTrimmed` is true.
    public func trimming(while isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(self[first...last])
    }

    /// The text without leading and trailing white space and line breaks (Unicode's White_Space property).
    public var trimmingWhitespace: String { trimming(while: \.isWhitespace) }
}
