// The one file of WeatherCoreTests that names platform modules: the C library (for glibc's
// wcwidth in Cells) and FoundationNetworking where URLSession lives outside Foundation.
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
