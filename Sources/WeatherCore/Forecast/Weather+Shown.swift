extension Weather {
    /// The condition in words as shown: with ``DescriptionSource/program``, the words of `language` for a code
    /// ``ConditionCode`` has, else the response's `description` (already cleaned at decoding); with
    /// ``DescriptionSource/server``, the response's `description`. Nil when there is nothing to show.
    package func shownDescription(_ language: Language, _ source: DescriptionSource = .program) -> String? {
        if source == .program, let code = ConditionCode(rawValue: id) { return language.phrases.condition(code) }
        return description
    }
}
