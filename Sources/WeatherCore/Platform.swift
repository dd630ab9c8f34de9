// The one file of WeatherCore that names platform modules. The core needs only Foundation's value
// types, dates and JSON coders: FoundationEssentials where it exists (Linux, where it spares `weather` the rest
// of swift-corelibs-foundation and ICU, docs/performance.md), else Foundation (Apple's SDKs have no
// FoundationEssentials module). `WEATHER_PORTABLE=1 swift build` takes the Foundation branch on Linux too, to
// build the package the way it is built on a Mac.
#if canImport(FoundationEssentials) && !WEATHER_PORTABLE
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif
// The C library, for the trigonometry of the Sun and Moon: FoundationEssentials does not re-export it.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif

/// Mathematical functions of the C library.
enum CMath {
    /// The natural logarithm, ln x.
    static func naturalLogarithm(_ value: Double) -> Double { log(value) }
}
