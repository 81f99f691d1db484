extension LoadingStateSequence {
    /// Returns a sequence of the two sequences' latest states combined, emitting whenever either emits
    /// once both have emitted.
    ///
    /// - Any error wins: `.error` with the first side's error, when either side is in error.
    /// - Otherwise loading wins: `.loading`, when either side is loading.
    /// - Content is `transform(left, right)` when both sides have content, else `nil`.
    /// - Two completed states merge each direction: error over loading over fixed; a fixed direction can
    ///   request more if either side can.
    ///
    /// ```swift
    /// let profile = user.publish().combineState(posts.publish()) { user, posts in
    ///     Profile(user: user, posts: posts)
    /// }
    /// ```
    ///
    /// Both sides are iterated in a task of their own while the combined sequence is; cancelling or
    /// dropping the combined iteration cancels them.
    public func combineState<Other: Sendable, Combined: Sendable>(
        _ other: LoadingStateSequence<Other>,
        transform: @escaping @Sendable (Content, Other) -> Combined
    ) -> LoadingStateSequence<Combined> {
        LoadingStateSequence<Combined> { [makeCursor] in
            CombineStateCursor(left: makeCursor(), right: other.makeCursor(), transform: transform)
        }
    }
}

extension LoadingState {
    /// Two states as one, by the rules of ``LoadingStateSequence/combineState(_:transform:)``: an error
    /// of either side wins, then loading on either side; completed only when both are, with the
    /// contents combined by `transform` (StoreFlowable.swift 4's `LoadingState.zip`).
    public static func zip<Left: Sendable, Right: Sendable>(
        _ left: LoadingState<Left>,
        _ right: LoadingState<Right>,
        transform: (Left, Right) -> Content
    ) -> LoadingState<Content> {
        combine(left, right, transform: transform)
    }

    /// Combines two states by the rules of ``LoadingStateSequence/combineState(_:transform:)``.
    static func combine<Left: Sendable, Right: Sendable>(
        _ left: LoadingState<Left>,
        _ right: LoadingState<Right>,
        transform: (Left, Right) -> Content
    ) -> LoadingState<Content> {
        let content: Content? =
            if let leftContent = left.content, let rightContent = right.content {
                transform(leftContent, rightContent)
            } else {
                nil
            }
        if let error = left.error ?? right.error {
            return .error(rawError: error, content: content)
        }
        if left.isLoading || right.isLoading {
            return .loading(content: content)
        }
        guard case .completed(_, let leftNext, let leftPrev) = left,
            case .completed(_, let rightNext, let rightPrev) = right,
            let content
        else { return .loading(content: content) }
        return .completed(
            content: content,
            next: AdditionalLoadingState.combine(leftNext, rightNext),
            prev: AdditionalLoadingState.combine(leftPrev, rightPrev)
        )
    }
}

extension AdditionalLoadingState {
    /// Error over loading over fixed; fixed can request if either side can.
    static func combine(_ left: Self, _ right: Self) -> Self {
        if let error = left.error ?? right.error { return .error(rawError: error) }
        if left.isLoading || right.isLoading { return .loading }
        return .fixed(
            canRequestAdditionalData: left.canRequestAdditionalData || right.canRequestAdditionalData)
    }
}
