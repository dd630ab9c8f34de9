/// The version of `weather`, printed by `--version`: the one place it is written.
public enum Version {
    public static let current = "0.1.0"
}
