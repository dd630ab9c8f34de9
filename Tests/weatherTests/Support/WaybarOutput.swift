import Foundation

/// One line of waybar JSON, read back: `class` may be a string or an array of strings.
struct WaybarOutput {
    var text: String
    var tooltip: String
    var classes: [String]

    /// Nil unless `stdout` is exactly one line holding one JSON object with string `text` and `tooltip`.
    init?(_ stdout: String) {
        guard stdout.hasSuffix("\n"), stdout.dropLast().firstIndex(of: "\n") == nil,
            let object = try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any],
            let text = object["text"] as? String, let tooltip = object["tooltip"] as? String
        else { return nil }
        self.text = text
        self.tooltip = tooltip
        if let single = object["class"] as? String {
            classes = [single]
        } else {
            classes = object["class"] as? [String] ?? []
        }
    }
}
