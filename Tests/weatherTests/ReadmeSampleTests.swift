import Foundation
import Testing

/// The samples of output in the README and docs/json.md are real output. The demo is seen as of its first slot (its recorded time,
/// not the clock's), so its output is the same on every run and can be compared line for line.
@Suite struct ReadmeSampleTests {
    /// The lines of the first ```` ```json ```` block after `heading` in `document`.
    static func jsonBlock(after heading: String, in document: String) throws -> [Substring] {
        let readme = try OptionTableTests.document(document)
        let section = try #require(readme.range(of: "\n" + heading + "\n"))
        let open = try #require(readme.range(of: "\n```json\n", range: section.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex))
        return readme[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Whether `sample` is `output` abridged: the runs of lines between the sample's `…` lines are, in order,
    /// runs of consecutive lines of `output`, the first at its start and the last at its end, and each `…` stands
    /// for at least one line left out. Returns the first sample line that is not where it should be, else nil.
    static func firstMismatch(_ sample: [Substring], in output: [Substring]) -> String? {
        var runs: [[Substring]] = [[]]
        for line in sample {
            if line.trimmingCharacters(in: .whitespaces) == "…" {
                runs.append([])
            } else {
                runs[runs.count - 1].append(line)
            }
        }
        var next = 0
        for (number, run) in runs.enumerated() {
            let isFirst = number == 0, isLast = number == runs.count - 1
            // The first run starts the output; a later one starts after at least one left-out line.
            let starts = isFirst ? [next] : Array(stride(from: next + 1, through: output.count - run.count, by: 1))
            let start = starts.first { start in
                start + run.count <= output.count && Array(output[start..<start + run.count]) == run
                    && (!isLast || start + run.count == output.count)
            }
            guard let start else { return String(run.first ?? "(the end of the output)") }
            next = start + run.count
        }
        return nil
    }

    /// The sample of `--format json` in docs/json.md is the demo's output, abridged: its `now` is the demo's
    /// first slot, estimated from that one, with the keys in the output's order and layout.
    @Test func jsonSampleIsTheDemosOutputAbridged() async throws {
        try await WeatherProcess.with { weather in
            let result = try await weather.run(["--demo", "--format", "json"])
            #expect(result.status == 0)
            let output = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let sample = try Self.jsonBlock(after: "## JSON (`--format json`), schema version 1", in: "docs/json.md")
            #expect(sample.contains { $0.contains("\"now\" : {") }, "the sample shows no now")
            let mismatch = Self.firstMismatch(sample, in: Array(output))
            #expect(mismatch == nil, "docs/json.md's sample is not the demo's output from: \(mismatch ?? "")")
        }
    }

    /// The README's first picture in text, under `$ swift run weather --demo`, is the demo's table, abridged.
    @Test func tableSampleIsTheDemosOutputAbridged() async throws {
        try await WeatherProcess.with { weather in
            let result = try await weather.run(["--demo"])
            #expect(result.status == 0)
            let output = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            let readme = try OptionTableTests.document("README.md")
            let open = try #require(readme.range(of: "\n```\n$ swift run weather --demo\n"))
            let close = try #require(readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex))
            let sample = readme[open.upperBound..<close.lowerBound].split(
                separator: "\n", omittingEmptySubsequences: false)
            let mismatch = Self.firstMismatch(Array(sample), in: Array(output))
            #expect(mismatch == nil, "the README's table sample is not the demo's output from: \(mismatch ?? "")")
        }
    }

    /// The comparison finds a changed value, lines out of order, and a `…` that leaves nothing out.
    @Test func abridgedComparisonCatchesWhatDiffers() {
        let output: [Substring] = ["{", "  \"a\" : 1,", "  \"b\" : 2,", "  \"c\" : 3", "}"]
        #expect(Self.firstMismatch(["{", "…", "  \"c\" : 3", "}"], in: output) == nil)
        #expect(Self.firstMismatch(["{", "  …", "}"], in: output) == nil)
        #expect(Self.firstMismatch(["{", "…", "  \"c\" : 4", "}"], in: output) == "  \"c\" : 4")
        #expect(Self.firstMismatch(["{", "  \"b\" : 2,", "…", "}"], in: output) == "{")
        #expect(Self.firstMismatch(["{", "  \"a\" : 1,", "…", "  \"b\" : 2,", "  \"c\" : 3", "}"], in: output) != nil)
        #expect(Self.firstMismatch(["{", "…", "  \"a\" : 1,"], in: output) != nil)
    }
}
