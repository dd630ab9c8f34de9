import Foundation
import WeatherCore

/// The config file, `$XDG_CONFIG_HOME/weather/config.json` (default `~/.config/weather/config.json`) or
/// `--config PATH`: defaults for options the command line leaves out, and named places.
///
/// ```json
/// {"units": "metric", "lang": "kr", "format": "table", "icons": "emoji", "color": "auto", "max_age": 600,
///  "place": "home",
///  "places": {"home": {"lat": 37.5665, "lon": 126.978}, "mum": {"city": "Busan,KR"}}}
/// ```
struct ConfigFile: Decodable, Equatable {
    /// A place in the file: coordinates, a city name for the Geocoding API, or (for `place`) the name of an
    /// entry of `places`.
    struct PlaceEntry: Decodable, Equatable {
        var lat: Double?
        var lon: Double?
        var city: String?
        var name: String?

        init(from decoder: any Decoder) throws {
            if let name = try? decoder.singleValueContainer().decode(String.self) {
                self.name = name
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            lat = try container.decodeIfPresent(Double.self, forKey: .lat)
            lon = try container.decodeIfPresent(Double.self, forKey: .lon)
            city = try container.decodeIfPresent(String.self, forKey: .city)
        }

        enum CodingKeys: String, CodingKey {
            case lat, lon, city
        }
    }

    /// Why the config file cannot be used: one line naming the file, exit status 78.
    struct Failure: Error {
        var message: String
    }

    var units: String?
    var lang: String?
    var format: String?
    var icons: String?
    var color: String?
    var template: String?
    var maxAge: Int?
    var place: PlaceEntry?
    var places: [String: PlaceEntry]?

    enum CodingKeys: String, CodingKey {
        case units, lang, format, icons, color, template, place, places
        case maxAge = "max_age"
    }

    /// The default file: `$XDG_CONFIG_HOME/weather/config.json` when that is an absolute path, else
    /// `$HOME/.config/weather/config.json`; nil without either.
    static func defaultPath(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/weather/config.json" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.config/weather/config.json"
    }

    /// The file at `path`; an empty config when it does not exist and was not asked for by name.
    /// - Throws: ``Failure`` when the file is unreadable or not the JSON above (naming the key that is wrong).
    static func load(path: String?, required: Bool) throws(Failure) -> ConfigFile {
        guard let path else { return ConfigFile() }
        guard FileManager.default.fileExists(atPath: path) else {
            if required { throw Failure(message: "the config file \(path) does not exist.") }
            return ConfigFile()
        }
        let data: Data
        do {
            data = try InputReader.read(path, limit: InputReader.smallFileLimit)
        } catch {
            throw Failure(message: "cannot read the config file: \(error.message) (at most 64 KB).")
        }
        do {
            return try JSONDecoder().decode(ConfigFile.self, from: data)
        } catch let error as DecodingError {
            throw Failure(message: "the config file \(path) is not valid: \(NetworkError(decoding: error).detail).")
        } catch {
            throw Failure(message: "the config file \(path) is not valid JSON.")
        }
    }

    init() {}
}

extension NetworkError {
    /// "list[3].main.temp: expected a number" for a parse error; the description otherwise.
    var detail: String {
        if case .parseError(let path, let reason) = self { return path.isEmpty ? reason : "\(path): \(reason)" }
        return errorDescription ?? "\(self)"
    }
}
