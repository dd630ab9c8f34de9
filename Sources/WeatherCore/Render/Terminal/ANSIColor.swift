/// ANSI terminal colours (ECMA-48 SGR) from the "#rrggbb" colours the bars use.
enum ANSIColor {
    /// The SGR parameters for a foreground colour, "38;5;N" in xterm's 256-colour cube (each channel to the
    /// nearest of 0, 95, 135, 175, 215, 255); nil for text that is not "#rrggbb".
    static func foreground(hex: String) -> String? {
        let digits = hex.dropFirst()
        guard hex.hasPrefix("#"), digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        let levels = [0, 95, 135, 175, 215, 255]
        let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { channel in
            levels.indices.min { abs(levels[$0] - channel) < abs(levels[$1] - channel) } ?? 0
        }
        return "38;5;\(16 + 36 * channels[0] + 6 * channels[1] + channels[2])"
    }
}
