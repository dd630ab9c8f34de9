/// The API key hidden in the text a server sends back, as ``NetworkError/hiding(_:)`` hides it in errors: a
/// server (a `--base-url` one, or a proxy) may echo the request, key and all, into a place's name or a
/// description, and from there it would reach tables, bar tooltips, notes on stderr and the cache's files.
extension NetworkData {
    /// The response with `secret` (`String.hiding(_:)`) hidden in every text it carries: the city's
    /// name and country, each slot's conditions and `dt_txt`, and `message`.
    public func hiding(_ secret: String?) -> NetworkData {
        var hidden = self
        hidden.message = message.map { LenientText($0.description.hiding(secret)) }
        hidden.city.name = city.name?.hiding(secret)
        hidden.city.country = city.country?.hiding(secret)
        hidden.list = list.map { slot in
            var slot = slot
            slot.dtTxt = slot.dtTxt?.hiding(secret)
            slot.weather = slot.weather.map { $0.hiding(secret) }
            return slot
        }
        return hidden
    }
}

extension Weather {
    /// The condition with `secret` hidden in its group, description and icon ID.
    public func hiding(_ secret: String?) -> Weather {
        Weather(
            id: id, main: main?.hiding(secret), description: description?.hiding(secret), icon: icon?.hiding(secret))
    }
}

extension Place {
    /// The Geocoding API's match with `secret` hidden in its name, names in other languages, state and country.
    public func hiding(_ secret: String?) -> Place {
        Place(
            name: name.hiding(secret), localNames: localNames?.mapValues { $0.hiding(secret) }, lat: lat, lon: lon,
            country: country?.hiding(secret), state: state?.hiding(secret))
    }
}
