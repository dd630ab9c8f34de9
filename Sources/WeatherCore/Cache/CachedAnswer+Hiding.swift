/// The API key hidden in what an entry holds, as the command line reads it from the cache folder: another copy, an
/// older version or another user's tool may have written the key there (a server that echoed it into a name, a
/// failure's message), and an entry is read before anything shows it.
extension CacheEntry {
    package func hiding(_ pattern: SecretPattern) -> CacheEntry {
        var hidden = self
        hidden.response = response?.hiding(pattern)
        hidden.failure = failure?.hiding(pattern)
        return hidden
    }
}

extension AirEntry {
    /// The air's numbers carry no text: only the failure's words.
    package func hiding(_ pattern: SecretPattern) -> AirEntry {
        var hidden = self
        hidden.failure = failure?.hiding(pattern)
        return hidden
    }
}

extension GeocodeEntry {
    package func hiding(_ pattern: SecretPattern) -> GeocodeEntry {
        var hidden = self
        hidden.response = response?.map { $0.hiding(pattern) }
        hidden.failure = failure?.hiding(pattern)
        return hidden
    }
}

extension LocateEntry {
    package func hiding(_ pattern: SecretPattern) -> LocateEntry {
        var hidden = self
        hidden.response = response?.hiding(pattern)
        hidden.failure = failure?.hiding(pattern)
        return hidden
    }
}

extension RememberedFailure {
    /// The failure with `pattern`'s secret hidden in its words.
    package func hiding(_ pattern: SecretPattern) -> RememberedFailure {
        var hidden = self
        hidden.error = error.hiding(pattern)
        return hidden
    }
}
