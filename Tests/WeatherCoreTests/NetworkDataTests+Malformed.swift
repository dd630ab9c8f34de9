import Foundation
import Testing
import WeatherCore

/// Bodies that are not the forecast JSON: each keeps its own error, naming the JSON path of the problem
/// in the form STYLE.md gives ("list[3].main.temp_max: expected a number").
extension NetworkDataTests {
    /// The error `NetworkData(json:)` throws for `text`, or nil when it decodes.
    func decodingError(_ text: String) -> NetworkError? {
        do {
            _ = try NetworkData(json: Data(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    /// A minimal valid response whose slots are the given JSON objects.
    func response(slots: [String]) -> String {
        #"{"cod":"200","message":0,"cnt":\#(slots.count),"list":[\#(slots.joined(separator: ","))],"#
            + #""city":{"name":"Testville","timezone":32400}}"#
    }

    func slotJSON(dt: Int = 1_704_110_400, main: String = #"{"temp":280.15}"#, extra: String = "") -> String {
        #"{"dt":\#(dt),"main":\#(main),"weather":[]\#(extra)}"#
    }

    @Test func minimalResponseDecodes() throws {
        // Guards the helpers below: without this, a typo in them would make every failure test pass.
        let data = try NetworkData(json: Data(response(slots: [slotJSON()]).utf8))
        #expect(data.list.map(\.dt) == [1_704_110_400])
        #expect(data.city.timezone == 32400)
    }

    @Test func htmlBodyIsAParseErrorOfTheWholeBody() {
        let error = decodingError("<html><body><h1>502 Bad Gateway</h1></body></html>")
        guard case .parseError(path: "", reason: let reason)? = error else {
            Issue.record("expected parseError at the root, got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test func topLevelArrayIsAParseErrorOfTheWholeBody() {
        #expect(decodingError("[]") == .parseError(path: "", reason: "expected an object"))
    }

    @Test func listThatIsAStringIsAParseErrorAtList() {
        let error = decodingError(#"{"cod":"200","list":"x","city":{}}"#)
        #expect(error == .parseError(path: "list", reason: "expected an array"))
    }

    @Test func stringTemperatureIsAParseErrorAtItsPath() {
        let error = decodingError(response(slots: [slotJSON(main: #"{"temp":"warm"}"#)]))
        #expect(error == .parseError(path: "list[0].main.temp", reason: "expected a number"))
    }

    @Test func stringTempMaxInTheFourthSlotNamesThatSlot() {
        let good = slotJSON()
        let bad = slotJSON(main: #"{"temp":280.15,"temp_max":"x"}"#)
        let error = decodingError(response(slots: [good, good, good, bad]))
        #expect(error == .parseError(path: "list[3].main.temp_max", reason: "expected a number"))
    }

    @Test func missingTemperatureIsAParseErrorNamingTheKey() {
        let error = decodingError(response(slots: [slotJSON(main: #"{"humidity":50}"#)]))
        #expect(error == .parseError(path: "list[0].main.temp", reason: "missing"))
    }

    @Test func missingCityIsAParseErrorNamingTheKey() {
        let error = decodingError(#"{"cod":"200","list":[\#(slotJSON())]}"#)
        #expect(error == .parseError(path: "city", reason: "missing"))
    }

    @Test(arguments: ["", " \n\t\r\n "])
    func emptyBodyIsADataErrorWithoutStatus(body: String) {
        guard case .dataError(status: nil, message: _, retryAfter: _)? = decodingError(body) else {
            Issue.record("expected dataError(status: nil, …) for \(body.debugDescription)")
            return
        }
    }

    @Test func malformedDateTextDoesNotFailTheSlot() throws {
        let text = response(slots: [
            slotJSON(dt: 1_704_110_400, extra: #","dt_txt":"2024-13-45 99:99""#),
            slotJSON(dt: 1_704_121_200, extra: #","dt_txt":12345"#),
        ])
        let data = try NetworkData(json: Data(text.utf8))
        #expect(data.list.map(\.dt) == [1_704_110_400, 1_704_121_200])
        #expect(data.list[0].dtTxt == "2024-13-45 99:99")
        #expect(data.list[1].dtTxt == nil)
        // The day comes from dt (2024-01-01 12:00 UTC = 21:00 at UTC+9), not from the text.
        #expect(Day.group(data.list, utcOffset: 32400).map(\.date.description) == ["2024-01-01", "2024-01-02"])
    }

    @Test func numericCodOnSuccessIsOnlyAHint() throws {
        let text = response(slots: [slotJSON()]).replacingOccurrences(of: #""cod":"200""#, with: #""cod":200"#)
        #expect(text.contains(#""cod":200"#))
        #expect(try NetworkData(json: Data(text.utf8)).cod == LenientText("200"))
    }

    @Test func missingOptionalFieldsNeverFailTheDecode() throws {
        // No cod, message, cnt, weather, clouds, wind, pop, rain, sys, dt_txt, and an empty city.
        let data = try NetworkData(
            json: Data(#"{"list":[{"dt":1704110400,"main":{"temp":273.15}}],"city":{}}"#.utf8))
        #expect(data.cod == nil)
        #expect(data.list[0].weather.isEmpty)
        #expect(data.city == City())
    }

    @Test func absurdTimezoneIsRejectedAtItsPath() {
        let text = response(slots: [slotJSON()]).replacingOccurrences(of: "32400", with: "999999")
        guard case .parseError(path: "city.timezone", reason: _)? = decodingError(text) else {
            Issue.record("a timezone of 999999 s (over 11 days) was accepted")
            return
        }
    }
}
