// The one file of WeatherClientTests that names platform modules: FoundationNetworking, where URLSession lives
// outside Foundation, and the C library.
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
