import PackagePlugin

/// Gives WeatherCLI a `BuildIdentity.value` that changes whenever a source of either program changes, so that
/// `weather` can tell a `weather-fetch` of its own build from one left by an older build (issue 11): both
/// say version 0.1.0, and `swift run weather` rebuilds only `weather`.
@main struct BuildIdentityPlugin: BuildToolPlugin {
    /// The targets that end up in `weather` or `weather-fetch`.
    static let programTargets: Set = ["WeatherCore", "WeatherClient", "WeatherCLI", "WeatherFetch", "weather", "weather-fetch"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let sources = context.package.targets
            .filter { Self.programTargets.contains($0.name) }
            .compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildIdentity.swift")
        return [
            .buildCommand(
                displayName: "Computing the build identity of \(target.name)",
                executable: try context.tool(named: "build-identity").url,
                arguments: [output.path] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [output])
        ]
    }
}
