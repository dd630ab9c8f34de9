import WeatherCore

/// `--follow`: prints the bar's line at once, then a new one only when the line changes, and in between waits
/// with no timer set unless something is due: the next instant the line's text changes (an interpolated value
/// or an age crossing a step), the data's next change (``FollowSchedule``), another copy's write, a signal, or
/// a jump of the wall clock.
///
/// It keeps only the frame it shows and the last line it printed, so that its memory stays flat however long
/// it runs.
struct Follower<Source: FollowSource, Events: FollowEvents> {
    var source: Source
    var events: Events
    /// Writes a changed line; false when standard output's reader is gone.
    var write: (Output.BarText) -> Bool

    /// The last text printed.
    private(set) var lastText: String?
    /// How many waits ended with something to do: the follower's wakeups, which cost CPU.
    private(set) var wakeups = 0

    init(source: Source, events: Events, write: @escaping (Output.BarText) -> Bool) {
        self.source = source
        self.events = events
        self.write = write
    }

    /// Runs until standard output's reader is gone (the bar stopped), then returns.
    mutating func run() {
        var frame = source.frame(at: events.now, refresh: false)
        while true {
            let now = Int(events.now.rounded(.down))
            let output = frame.text(now)
            // A line is printed only when it differs from the last: a bar redraws, and a tooltip open flickers.
            if output.text != lastText {
                guard write(output) else { return }
                lastText = output.text
            }
            let due = frame.nextChange.map { change in
                FollowSchedule.firstDifference(after: now, until: change) { frame.text($0).text != output.text }
                    ?? change
            }
            let event = events.wait(until: due)
            if event == .outputClosed { return }
            wakeups += 1
            switch event {
            case .due:
                // Only the data's change needs loading; a line's own change (an age, an interpolated value) is
                // only drawn again.
                if let change = frame.nextChange, events.now >= Double(change) {
                    frame = source.frame(at: events.now, refresh: false)
                }
            case .cacheChanged, .clockChanged:
                frame = source.frame(at: events.now, refresh: false)
            case .refresh:
                frame = source.frame(at: events.now, refresh: true)
            case .reload:
                source.reload()
                frame = source.frame(at: events.now, refresh: false)
            case .outputClosed:
                return
            }
        }
    }
}
