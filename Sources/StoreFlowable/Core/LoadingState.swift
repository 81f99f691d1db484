/// The state of a piece of data as a ``StoreFlowable`` sees it: loading, loaded, or failed.
///
/// Every case carries whatever content is cached, so a screen never has to blank what it shows:
/// stale content stays visible while it is refetched, and a failed fetch keeps the cached content.
///
/// ```swift
/// for await state in flowable.publish() {
///     state.doAction(
///         onLoading: { content in showSpinner(over: content) },
///         onCompleted: { content, next, prev in show(content) },
///         onError: { error, content in showBanner(error, over: content) }
///     )
/// }
/// ```
public enum LoadingState<Content: Sendable>: Sendable {
    /// A fetch is in flight. `content` is the cached value shown meanwhile, or `nil` when nothing is cached.
    case loading(content: Content?)
    /// The content is loaded. `next` and `prev` tell whether more pages can be requested in each direction;
    /// for a flowable without pagination both are `.fixed(canRequestAdditionalData: false)`.
    case completed(content: Content, next: AdditionalLoadingState, prev: AdditionalLoadingState)
    /// The last fetch failed with `rawError`, the origin's error passed through unchanged.
    /// `content` is the cached value, which a failure never removes.
    case error(rawError: any Error, content: Content?)
}

extension LoadingState {
    /// The content this state carries, cached or freshly loaded, or `nil` when there is none.
    public var content: Content? {
        switch self {
        case .loading(let content): return content
        case .completed(let content, _, _): return content
        case .error(_, let content): return content
        }
    }

    /// Whether a fetch of the whole content is in flight.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// Whether the content is loaded and no fetch of the whole content is in flight.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// The error of the last fetch, when this state is `.error`.
    public var error: (any Error)? {
        if case .error(let error, _) = self { return error }
        return nil
    }

    /// The state of the next page, when the content is loaded.
    public var next: AdditionalLoadingState? {
        if case .completed(_, let next, _) = self { return next }
        return nil
    }

    /// The state of the previous page, when the content is loaded.
    public var prev: AdditionalLoadingState? {
        if case .completed(_, _, let prev) = self { return prev }
        return nil
    }

    /// Calls the closure that matches the state and returns its result.
    ///
    /// - Parameters:
    ///   - onLoading: Called for `.loading` with the cached content, if any.
    ///   - onCompleted: Called for `.completed` with the content and the state of each direction.
    ///   - onError: Called for `.error` with the origin's error and the cached content, if any.
    public func doAction<Result>(
        onLoading: (Content?) throws -> Result,
        onCompleted: (Content, AdditionalLoadingState, AdditionalLoadingState) throws -> Result,
        onError: (any Error, Content?) throws -> Result
    ) rethrows -> Result {
        switch self {
        case .loading(let content): return try onLoading(content)
        case .completed(let content, let next, let prev): return try onCompleted(content, next, prev)
        case .error(let error, let content): return try onError(error, content)
        }
    }

    /// Returns the same state with its content transformed; errors and directions are kept.
    public func mapContent<NewContent: Sendable>(
        _ transform: (Content) throws -> NewContent
    ) rethrows -> LoadingState<NewContent> {
        switch self {
        case .loading(let content): return .loading(content: try content.map(transform))
        case .completed(let content, let next, let prev):
            return .completed(content: try transform(content), next: next, prev: prev)
        case .error(let error, let content):
            return .error(rawError: error, content: try content.map(transform))
        }
    }
}
