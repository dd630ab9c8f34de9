// The one file of WeatherFetch that names platform modules (issue 11): URLSession is in FoundationNetworking
// on Linux, in Foundation on Apple's systems.
@_exported import Foundation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
