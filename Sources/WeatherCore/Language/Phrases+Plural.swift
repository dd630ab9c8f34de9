extension Phrases {
    /// The form of a noun after `count` in Russian and Ukrainian (CLDR's plural rules for ru and uk): "one" for
    /// 1, 21, 31…, "few" for 2-4, 22-24…, "many" for the rest (5-20, 25…).
    static func eastSlavic(_ count: Int, _ one: String, _ few: String, _ many: String) -> String {
        let last = count % 10
        let lastTwo = count % 100
        if last == 1 && lastTwo != 11 { return one }
        if (2...4).contains(last) && !(12...14).contains(lastTwo) { return few }
        return many
    }

    /// The form of a noun after `count` in Polish (CLDR's plural rules for pl): "one" for 1 only, "few" for
    /// 2-4, 22-24…, "many" for the rest.
    static func polish(_ count: Int, _ one: String, _ few: String, _ many: String) -> String {
        if count == 1 { return one }
        let last = count % 10
        let lastTwo = count % 100
        return (2...4).contains(last) && !(12...14).contains(lastTwo) ? few : many
    }
}
