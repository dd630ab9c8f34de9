/// The API key hidden in the text a server sends back, as ``NetworkError/hiding(_:)`` hides it in errors: a
/// server (a `--base-url` one, or a proxy) may echo the request, key and all, into a place's name or a
/// description, and from there it would reach tables, bar tooltips, notes on stderr and the cache's files.
extension NetworkData {
    /// The response with `secret` (`String.hiding(_:)`) hidden in every text it carries: the city's
    /// name and country, each slot's conditions and `dt_txt`, and `message`.
    package func hiding(_ secret: String?) -> NetworkData {
        SecretPattern(secret).map(hiding) ?? self
    }

    /// The response with `pattern`'s secret hidden in every text it carries, as ``hiding(_:)`` hides it.
    package func hiding(_ pattern: SecretPattern) -> NetworkData {
        var hidden = self
        hidden.message = message.map { LenientText(pattern.hide(in: $0.description)) }
        hidden.city.name = city.name.map(pattern.hide)
        hidden.city.country = city.country.map(pattern.hide)
        hidden.list = list.map { slot in
            var slot = slot
            slot.dtTxt = slot.dtTxt.map(pattern.hide)
            slot.weather = slot.weather.map { $0.hiding(pattern) }
            return slot
        }
        return hidden
    }
}

extension Weather {
    /// The condition with `secret` hidden in its group, description and icon ID.
    package func hiding(_ secret: String?) -> Weather {
        SecretPattern(secret).map(hiding) ?? self
    }

    func hiding(_ pattern: SecretPattern) -> Weather {
        Weather(
            id: id, main: main.map(pattern.hide), description: description.map(pattern.hide),
            icon: icon.map(pattern.hide))
    }
}

extension Place {
    /// The Geocoding API's match with `secret` hidden in its name, names in other languages, state and country.
    package func hiding(_ secret: String?) -> Place {
        SecretPattern(secret).map(hiding) ?? self
    }

    /// The match with `pattern`'s secret hidden, as ``hiding(_:)`` hides it.
    package func hiding(_ pattern: SecretPattern) -> Place {
        Place(
            name: pattern.hide(in: name), localNames: localNames?.mapValues(pattern.hide), lat: lat, lon: lon,
            country: country.map(pattern.hide), state: state.map(pattern.hide))
    }
}

extension IPLocation {
    /// The location service's answer with `secret` hidden in its city, region and country: a `--locate-url`
    /// may carry the key (a token pasted from the wrong line), and a service may echo its URL into them.
    package func hiding(_ secret: String?) -> IPLocation {
        SecretPattern(secret).map(hiding) ?? self
    }

    /// The answer with `pattern`'s secret hidden, as ``hiding(_:)`` hides it.
    package func hiding(_ pattern: SecretPattern) -> IPLocation {
        IPLocation(
            latitude: latitude, longitude: longitude, city: city.map(pattern.hide), region: region.map(pattern.hide),
            country: country.map(pattern.hide))
    }
}
