extension LoadingStateSequence {
    /// Returns a sequence whose states carry `transform(content)` in place of each state's content.
    ///
    /// States, errors and the state of each direction pass through unchanged.
    ///
    /// ```swift
    /// let names = userFlowable.publish().mapContent { $0.displayName }
    /// ```
    public func mapContent<NewContent: Sendable>(
        _ transform: @escaping @Sendable (Content) -> NewContent
    ) -> LoadingStateSequence<NewContent> {
        LoadingStateSequence<NewContent> { [makeCursor] in
            MapContentCursor(base: makeCursor(), transform: transform)
        }
    }
}

private final class MapContentCursor<Base: Sendable, Content: Sendable>: StateCursor {
    let base: any StateCursor<Base>
    let transform: @Sendable (Base) -> Content

    init(base: any StateCursor<Base>, transform: @escaping @Sendable (Base) -> Content) {
        self.base = base
        self.transform = transform
    }

    func next() async -> LoadingState<Content>? {
        await base.next()?.mapContent(transform)
    }
}
