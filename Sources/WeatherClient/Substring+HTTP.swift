extension StringProtocol {
    /// The text without HTTP's optional whitespace (spaces and tabs, RFC 9110 §5.6.3) or a line's CR LF at
    /// either end: a header's name or value as it is meant.
    var trimmingHTTPWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
