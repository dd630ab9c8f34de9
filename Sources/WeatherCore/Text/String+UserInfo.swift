extension String {
    /// This text with the user name and password of the URL in it masked, as the API key is:
    /// `http://user:secret@127.0.0.1:8080/x` becomes `http://***:***@127.0.0.1:8080/x`. Read as text, not
    /// parsed, so that it works on what an error quotes as typed, a URL that does not parse included.
    package var hidingURLUserInfo: String {
        guard let scheme = firstRange(of: "://") else { return self }
        let rest = self[scheme.upperBound...]
        let authority = rest[..<(rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex)]
        guard let at = authority.lastIndex(of: "@") else { return self }
        let masked = authority[..<at].contains(":") ? "***:***" : "***"
        return String(self[..<scheme.upperBound]) + masked + String(self[at...])
    }
}
