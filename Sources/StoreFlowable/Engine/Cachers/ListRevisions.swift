/// The revisions of one param's list, for a cacher that keeps them (``ListRevisionSource``), with the
/// param bound and the types erased.
struct ListRevisions: Sendable {
    /// The list and its revision, read in one step.
    let load: @Sendable () -> (data: (any Sendable)?, revision: UInt64?)
    /// How the list changed after a revision, up to another.
    let changes: @Sendable (_ after: UInt64, _ through: UInt64) -> ListHistoryAnswer
    /// A subscriber starts or stops following the list's differences.
    let follow: @Sendable () -> Void
    let unfollow: @Sendable () -> Void

    /// The revisions of the list of `param` in `cacher`; `nil` when the cacher keeps none.
    static func of(_ cacher: any Cacher, param: any Hashable & Sendable) -> ListRevisions? {
        guard let source = cacher as? any ListRevisionSource else { return nil }
        return bound(source, param)
    }

    private static func bound<Source: ListRevisionSource>(
        _ source: Source, _ param: some Hashable & Sendable
    ) -> ListRevisions? {
        guard let param = param as? Source.Param else { return nil }
        return ListRevisions(
            load: { source.loadDataWithRevision(param: param) },
            changes: { source.listChanges(param: param, after: $0, through: $1) },
            follow: { source.followDifferences(param: param) },
            unfollow: { source.unfollowDifferences(param: param) })
    }

    /// Reads the list of any param of `cacher` with its revision; `nil` when the cacher keeps none.
    static func reader<C: Cacher>(
        of cacher: C
    ) -> (@Sendable (ParamKey) async -> (data: (any Sendable)?, revision: UInt64?))? {
        guard let source = cacher as? any ListRevisionSource else { return nil }
        return reader(source)
    }

    private static func reader<Source: ListRevisionSource>(
        _ source: Source
    ) -> @Sendable (ParamKey) async -> (data: (any Sendable)?, revision: UInt64?) {
        { key in
            guard let param = key.value as? Source.Param else { return (nil, nil) }
            return source.loadDataWithRevision(param: param)
        }
    }

    /// Reads the list of any param of `cacher` with its revision, without suspending; `nil` when the
    /// cacher keeps no revisions.
    static func peeker<C: Cacher>(
        of cacher: C
    ) -> (@Sendable (ParamKey) -> (data: (any Sendable)?, revision: UInt64?)?)? {
        guard let source = cacher as? any ListRevisionSource else { return nil }
        return peeker(source)
    }

    private static func peeker<Source: ListRevisionSource>(
        _ source: Source
    ) -> @Sendable (ParamKey) -> (data: (any Sendable)?, revision: UInt64?)? {
        { key in
            guard let param = key.value as? Source.Param else { return (nil, nil) }
            return source.loadDataWithRevision(param: param)
        }
    }
}
