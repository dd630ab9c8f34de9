import Foundation
import Testing

/// The matrix rows of other users' and killed runs' files: each run ends as the
/// row says, and loses and leaks nothing (each case checks its own files: modes, the planted key, the link's
/// target, the temporary files).
@Suite struct FileCasesTests {
    @Test(arguments: EnvironmentMatrix.fileCases.map(\.name))
    func caseLosesAndLeaksNothing(_ name: String) async throws {
        let run = try await EnvironmentMatrix.run(name)
        #expect(run.problems.isEmpty, "\(run.problems)")
        for result in run.results {
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    @Test func theExpiredLookUpGivesTheCachedForecastWithoutAskingForAnotherLookUp() async throws {
        let run = try await EnvironmentMatrix.run(EnvironmentMatrix.fileCases[0].name)
        // The look-up fails (a 503 is tried twice), the expired one is used; the forecast fails too (twice):
        // the cached forecast is shown.
        #expect(run.requests == 4)
    }

    @Test func anOpenCacheFolderIsRefusedSoBothRunsAsk() async throws {
        let run = try await EnvironmentMatrix.run(EnvironmentMatrix.fileCases[2].name)
        #expect(run.requests == 2)
        #expect(
            run.seen.contains("not using the cache folder") && run.seen.contains("other users can write to it"),
            "\(run.seen)")
    }

    /// Before: the first run wrote its entry in the folder and the second was answered from it (1 request),
    /// though anyone could swap the folder through its open parent.
    @Test func aCacheFolderInAnOpenParentIsRefusedSoBothRunsAsk() async throws {
        let run = try await EnvironmentMatrix.run(EnvironmentMatrix.fileCases[3].name)
        #expect(run.requests == 2)
        #expect(run.seen.contains("its parent folder …/cache can be written by anyone"), "\(run.seen)")
    }
}
