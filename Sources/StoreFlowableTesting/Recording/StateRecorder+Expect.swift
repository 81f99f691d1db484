import StoreFlowable
import Testing

extension StateRecorder {
    /// Checks that the next states recorded, after those already checked, are exactly `expected`, in
    /// order; they count as checked after.
    ///
    /// It waits while the states recorded so far match, until there are as many as expected. When they
    /// differ, the sequence ends first, or the wait limit passes first, it records an issue with a diff:
    ///
    /// ```text
    /// The recorded states differ from those expected (states 1 to 2; − expected, + recorded):
    ///     loading(nil)
    ///   − completed(3)
    ///   + error(TimedOut(), nil)
    /// ```
    ///
    /// - Returns: Whether the states were those expected.
    @discardableResult
    public func expect(
        _ expected: ExpectedState<Content>...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        await expect(expected, sourceLocation: sourceLocation)
    }

    /// Checks that the next states recorded, after those already checked, are exactly `expected`, in
    /// order. See ``expect(_:sourceLocation:)-(ExpectedState<Content>...,_)``.
    ///
    /// - Returns: Whether the states were those expected.
    @discardableResult
    public func expect(
        _ expected: [ExpectedState<Content>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        let take: @Sendable (inout Recording, _ force: Bool) -> Taken? = { recording, force in
            let available = Array(recording.states[recording.checked...].prefix(expected.count))
            let differs = zip(expected, available).contains { !$0.matches($1) }
            guard force || differs || available.count == expected.count || recording.finished else {
                return nil
            }
            defer { recording.checked += available.count }
            return Taken(first: recording.checked + 1, states: available, finished: recording.finished)
        }
        let taken: Taken
        var timedOut = false
        do {
            taken = try await recording.wait(limit: limit, timedOut: { _ in "" }) { take(&$0, false) }
        } catch is WaitTimedOut {
            timedOut = true
            guard let now = recording.update({ take(&$0, true) }) else { return false }
            taken = now
        } catch {
            return false
        }
        let matches =
            taken.states.count == expected.count && !zip(expected, taken.states).contains { !$0.matches($1) }
        guard !matches else { return true }
        let shortfall: String
        if timedOut {
            shortfall = "nothing more within \(limit.text)"
        } else if taken.finished && taken.states.count < expected.count {
            shortfall = finishedText
        } else {
            shortfall = "not awaited: a state before differs"
        }
        let text = Self.difference(expected: expected, taken: taken, shortfall: shortfall)
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
        return false
    }

    /// Skips states until one is `expected`, and checks it: the states before it and it count as checked.
    ///
    /// For an action that goes through states a subscriber may or may not see, such as an awaited
    /// `refresh()`, whose loading state may come and go before the recorder reads it. When the sequence
    /// ends or the wait limit passes first, it records an issue listing the states it skipped.
    ///
    /// - Returns: Whether a state was the one expected.
    @discardableResult
    public func expectEventually(
        _ expected: ExpectedState<Content>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        let take: @Sendable (inout Recording, _ force: Bool) -> Taken? = { recording, force in
            let unchecked = recording.states[recording.checked...]
            if let index = unchecked.firstIndex(where: { expected.matches($0) }) {
                defer { recording.checked = index + 1 }
                return Taken(first: recording.checked + 1, states: [], finished: false)
            }
            guard force || recording.finished else { return nil }
            defer { recording.checked = recording.states.count }
            return Taken(first: recording.checked + 1, states: Array(unchecked), finished: recording.finished)
        }
        let taken: Taken
        var timedOut = false
        do {
            taken = try await recording.wait(limit: limit, timedOut: { _ in "" }) { take(&$0, false) }
        } catch is WaitTimedOut {
            timedOut = true
            guard let now = recording.update({ take(&$0, true) }) else { return false }
            taken = now
        } catch {
            return false
        }
        guard timedOut || taken.finished else { return true }
        let skipped =
            taken.states.isEmpty ? "none" : taken.states.map(StateText.describe).joined(separator: ", ")
        let why = timedOut ? "within \(limit.text)" : "before \(finishedText)"
        Issue.record(
            Comment(
                rawValue: "No recorded state was \(expected) \(why); states since the last check: \(skipped)"),
            sourceLocation: sourceLocation)
        return false
    }

    /// States taken for a check: those from number `first` (from 1) on.
    struct Taken: Sendable {
        var first: Int
        var states: [LoadingState<Content>]
        var finished: Bool
    }

    /// How the sequence ended, in words.
    private var finishedText: String {
        recording.read { recording in
            recording.failure.map { "the sequence threw \($0)" } ?? "the sequence finished"
        }
    }

    /// The diff of `expected` against the states taken: a line per state that matches, a `−` line and a
    /// `+` line per state that differs, and `shortfall` where recorded states run out.
    static func difference(expected: [ExpectedState<Content>], taken: Taken, shortfall: String) -> String {
        let last = taken.first + max(expected.count, taken.states.count) - 1
        var lines = [
            "The recorded states differ from those expected (states \(taken.first) to \(last); "
                + "− expected, + recorded):"
        ]
        for (index, state) in expected.enumerated() {
            guard index < taken.states.count else {
                lines.append("  − \(state)")
                if index == taken.states.count { lines.append("  + (\(shortfall))") }
                continue
            }
            let actual = StateText.describe(taken.states[index])
            if state.matches(taken.states[index]) {
                lines.append("    \(actual)")
            } else {
                lines += ["  − \(state)", "  + \(actual)"]
            }
        }
        return lines.joined(separator: "\n")
    }
}
