import Foundation

/// One crafted response of the hostile-response suite (``HostileMatrix``): a body a broken or hostile server
/// could send, made from the good forecast (``Fault/forecast``) with one thing changed, and what `weather` must
/// make of it.
struct HostileResponse: Sendable {
    /// A short name, unique in the suite; the first column of the third table of `docs/reliability.md`.
    var name: String
    var status: Int
    /// Headers beside `Content-Type: application/json` (and the server's `Content-Length`).
    var headers: [String: String] = [:]
    var body: Data
    /// The exit status in table and json formats (bars always exit 0).
    var exit: Int32
    /// What the table's output or stderr must contain.
    var cause: [String]

    /// The sentinel key the tests hand the binary, and the piece of it a server echoes: 20 of its 27 characters.
    static let key = WeatherProcess.sentinelKey
    static let keyPiece = String(key.dropFirst(4).prefix(20))

    /// The good forecast as a JSON object, changed by `change`.
    static func forecast(_ change: (inout [String: Any]) -> Void) -> Data {
        guard var object = (try? JSONSerialization.jsonObject(with: Fault.forecast)) as? [String: Any] else {
            return Data()
        }
        change(&object)
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    /// The slots of `object`, changed by `change`.
    static func slots(_ object: inout [String: Any], _ change: (inout [[String: Any]]) -> Void) {
        var list = object["list"] as? [[String: Any]] ?? []
        change(&list)
        object["list"] = list
    }

    /// The first condition of `slot`, changed by `change`.
    static func condition(_ slot: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
        var conditions = slot["weather"] as? [[String: Any]] ?? []
        if conditions.isEmpty { conditions = [["id": 800]] }
        change(&conditions[0])
        slot["weather"] = conditions
    }

    /// Every crafted response; over URLSession (the portable build) those whose handling is ours, not the
    /// transport's.
    static let all: [HostileResponse] = common + (Build.usesLibcurl ? overLibcurl : [])

    /// What an interim status ends in is the transport's to decide: these are held to libcurl's, the transport
    /// of Linux builds.
    static let overLibcurl: [HostileResponse] = [
        HostileResponse(
            name: "HTTP 101 switching to a protocol never asked for, then a forecast's body", status: 101,
            headers: ["Upgrade": "websocket"], body: Fault.forecast, exit: 69, cause: ["interim status (HTTP 101)"])
    ]

    static let common: [HostileResponse] = [
        HostileResponse(
            name: "one 4.6 MB description", status: 200,
            body: forecast { object in
                slots(&object) { list in
                    condition(&list[0]) { $0["description"] = String(repeating: "x", count: 4_600_000) }
                }
            }, exit: 0, cause: ["Changwon"]),
        HostileResponse(
            name: "400 slots a day apart, every text at its limit in 4-byte letters", status: 200,
            body: forecast { object in
                let wide = String(repeating: "\u{1F600}", count: 2_000)
                object["city"] = (object["city"] as? [String: Any] ?? [:]).merging(["name": wide, "country": wide]) {
                    $1
                }
                slots(&object) { list in
                    let first = list[0]
                    list = (0..<400).map { index in
                        var slot = first
                        slot["dt"] = (first["dt"] as? Int ?? 0) + index * 78_000
                        condition(&slot) {
                            $0["description"] = String(repeating: "\u{10400}", count: 500)
                            $0["main"] = wide
                        }
                        return slot
                    }
                }
            }, exit: 0, cause: []),
        HostileResponse(
            name: "401 slots", status: 200,
            body: forecast { object in
                slots(&object) { list in
                    let first = list[0]
                    list = (0..<401).map { index in
                        var slot = first
                        slot["dt"] = (first["dt"] as? Int ?? 0) + index * 10_800
                        return slot
                    }
                }
            }, exit: 65, cause: ["at list", "401 slots"]),
        HostileResponse(
            name: "401 echoing 20 of the key's characters", status: 401,
            body: Data(
                #"{"cod":401,"message":"Invalid API key \#(keyPiece) (\#(keyPiece.lowercased())); see FAQ"}"#.utf8),
            exit: 69, cause: ["HTTP 401", "Invalid API key *** (***); see FAQ"]),
        HostileResponse(
            name: "a piece of the key in the place name and a description", status: 200,
            body: forecast { object in
                object["city"] = (object["city"] as? [String: Any] ?? [:]).merging(["name": "Changwon \(keyPiece)"]) {
                    $1
                }
                slots(&object) { list in
                    condition(&list[0]) { $0["description"] = "clear \(keyPiece.uppercased()) sky" }
                }
            }, exit: 0, cause: ["Changwon ***"]),
        HostileResponse(
            name: "C1 controls and DEL: OSC 52, CSI, ESC", status: 200,
            body: forecast { object in
                object["city"] = (object["city"] as? [String: Any] ?? [:]).merging([
                    "name": "Changwon\u{9D}52;c;aGVsbG8=\u{9C}\u{9B}2J\u{7F}\u{1B}[31m"
                ]) { $1 }
                slots(&object) { list in
                    for index in list.indices {
                        condition(&list[index]) { $0["description"] = "rain\u{9B}2J\u{85}\u{7F}" }
                    }
                }
            }, exit: 0, cause: ["52;c;aGVsbG8="]),
        HostileResponse(
            name: "bidi override in a 401 message", status: 401,
            body: Data(#"{"cod":401,"message":"Invalid \u202eyek IPA\u202c key \u2066x\u2069"}"#.utf8),
            exit: 69, cause: ["HTTP 401: Invalid yek IPA key x"]),
        HostileResponse(
            name: "a slot dated 1970 (dt 0)", status: 200,
            body: forecast { object in slots(&object) { list in list[0]["dt"] = 0 } },
            exit: 65, cause: ["at list[0].dt: 0 is before 2000"]),
        HostileResponse(
            name: "slots out of order", status: 200,
            body: forecast { object in slots(&object) { list in list.swapAt(2, 3) } },
            exit: 65, cause: ["at list[3].dt", "is earlier than list[2].dt"]),
        HostileResponse(
            name: "a slot duplicated", status: 200,
            body: forecast { object in slots(&object) { list in list.insert(list[5], at: 5) } },
            exit: 65, cause: ["at list[6].dt", "is the same time as list[5].dt"]),
        HostileResponse(
            name: "a slot two years ahead", status: 200,
            body: forecast { object in
                slots(&object) { list in
                    let last = list.count - 1
                    list[last]["dt"] = (list[last]["dt"] as? Int ?? 0) + 2 * 366 * 86_400
                }
            }, exit: 65, cause: ["is more than a year after now"]),
        HostileResponse(
            name: "HTTP 304 with no body", status: 304, body: Data(), exit: 69, cause: ["\"not modified\" (HTTP 304)"]),
        HostileResponse(
            name: "HTTP 999 with a forecast's body", status: 999, body: Fault.forecast, exit: 69,
            cause: ["answered HTTP 999, which is no HTTP status"]),
        // Held as humidity is, and the place's coordinates left out: the first line names no 9999.
        HostileResponse(
            name: "wind -1 m/s, gusts -2 m/s, clouds -1 %, coordinates 9999", status: 200,
            body: forecast { object in
                object["city"] = (object["city"] as? [String: Any] ?? [:]).merging([
                    "coord": ["lat": 9999, "lon": 9999]
                ]) { $1 }
                slots(&object) { list in
                    for index in list.indices {
                        list[index]["wind"] = ["speed": -1, "deg": 90, "gust": -2]
                        list[index]["clouds"] = ["all": -1]
                    }
                }
            }, exit: 0, cause: ["Changwon, KR · forecast from", "0.0 m/s  calm"]),
    ]
}
