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
// The C library, for the trigonometry of the Sun and Moon and the dew point's logarithm. FoundationEssentials
// does not re-export it, and WeatherCore imports it privately, so that an app importing WeatherCore does not
// get the C library's names too; the functions the core uses are forwarded below. Foundation (Apple's systems,
// the portable build) re-exports the C library itself.
#if canImport(FoundationEssentials) && !WEATHER_PORTABLE
    #if canImport(Glibc)
        private import Glibc

        func sin(_ x: Double) -> Double { Glibc.sin(x) }
        func cos(_ x: Double) -> Double { Glibc.cos(x) }
        func tan(_ x: Double) -> Double { Glibc.tan(x) }
        func asin(_ x: Double) -> Double { Glibc.asin(x) }
        func acos(_ x: Double) -> Double { Glibc.acos(x) }
        func log(_ x: Double) -> Double { Glibc.log(x) }
    #elseif canImport(Musl)
        private import Musl

        func sin(_ x: Double) -> Double { Musl.sin(x) }
        func cos(_ x: Double) -> Double { Musl.cos(x) }
        func tan(_ x: Double) -> Double { Musl.tan(x) }
        func asin(_ x: Double) -> Double { Musl.asin(x) }
        func acos(_ x: Double) -> Double { Musl.acos(x) }
        func log(_ x: Double) -> Double { Musl.log(x) }
    #endif
#endif
