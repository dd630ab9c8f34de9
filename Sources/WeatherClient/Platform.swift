// The one file of WeatherClient that names platform modules (issue 11): Foundation, and on Linux and other
// non-Apple systems FoundationNetworking, where swift-corelibs-foundation keeps URLSession (Apple's Foundation
// has it built in).
@_exported import Foundation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
