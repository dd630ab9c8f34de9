/// What `--here` asks a location service: `GET {url}`, with no key and no query of `weather`'s own, answered in
/// ipinfo.io's `/json` shape (``IPLocation``). The service learns the machine's public IP address and nothing
/// else: the request carries neither the OpenWeather key nor a place. Pure.
package struct LocateRequest: Sendable, Equatable {
    /// The service `--here` asks unless `--locate-url` or `locate_url` names another: ipinfo.io, which answers
    /// without a key (up to 50 000 requests a month from one address).
    package static let defaultURL = URL(string: "https://ipinfo.io/json")!

    /// The service's address, as given.
    package var url: URL

    package init(url: URL = Self.defaultURL) {
        self.url = url
    }

    /// The service as messages name it: its host ("ipinfo.io").
    package var serviceName: String {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.host ?? url.absoluteString.hidingURLUserInfo
    }
}
