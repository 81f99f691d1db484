extension TestClock {
    /// A moment of a ``TestClock``: how long after the clock started.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// The time from the clock's start to this moment.
        public var offset: Duration

        /// The moment `offset` after the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The moment `duration` after this one.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this moment to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset from the clock's start: `+90.0 seconds`.
        public var description: String { "+\(offset)" }
    }
}
