/// Timeline endpoints: filtering from `DemoWorld`, paging with `Pager`, `Link` headers like Mastodon.
extension InstanceState {
    func publicTimeline(_ request: IncomingRequest) -> DemoHTTPResponse {
        let query = request.query
        let items = world.publicTimeline(
            local: query.isTruthy("local"), remote: query.isTruthy("remote"),
            onlyMedia: query.isTruthy("only_media")
        )
        return timeline(items, request: request, permitted: ["limit", "local", "only_media", "remote"])
    }

    func tagTimeline(_ request: IncomingRequest, hashtag: String) -> DemoHTTPResponse {
        let query = request.query
        let items = world.tagTimeline(
            hashtag, local: query.isTruthy("local"), remote: query.isTruthy("remote"),
            onlyMedia: query.isTruthy("only_media")
        )
        return timeline(items, request: request, permitted: ["limit", "local", "only_media", "remote"])
    }

    func homeTimeline(_ request: IncomingRequest) -> DemoHTTPResponse {
        guard request.isAuthenticated else { return ResponseBuilder.invalidToken() }
        let items = world.homeTimeline(local: request.query.isTruthy("local"))
        return timeline(items, request: request, permitted: ["limit", "local"])
    }

    func listTimeline(_ request: IncomingRequest, id: String) -> DemoHTTPResponse {
        guard request.isAuthenticated else { return ResponseBuilder.invalidToken() }
        guard let items = world.listTimeline(id: id) else { return ResponseBuilder.recordNotFound() }
        return timeline(items, request: request, permitted: ["limit"])
    }

    func accountStatuses(_ request: IncomingRequest, accountID: String) -> DemoHTTPResponse {
        let query = request.query
        guard
            let items = world.accountStatuses(
                accountID: accountID, authenticated: request.isAuthenticated,
                onlyMedia: query.isTruthy("only_media"),
                excludeReplies: query.isTruthy("exclude_replies"),
                excludeReblogs: query.isTruthy("exclude_reblogs")
            )
        else { return ResponseBuilder.recordNotFound() }
        if query.isTruthy("pinned") {
            // Pinned posts are few and come as one page, without links.
            let pinned = world.pinnedStatuses(accountID: accountID).filter {
                world.isVisible($0, authenticated: request.isAuthenticated)
            }
            return ResponseBuilder.json(renderer(authenticated: request.isAuthenticated).statuses(pinned))
        }
        return timeline(
            items, request: request,
            permitted: ["exclude_reblogs", "exclude_replies", "limit", "only_media", "pinned", "tagged"],
            nextNeedsFullPage: true
        )
    }

    /// Pages `items` and adds the `Link` header: both rels on every non-empty page (timelines) or
    /// `next` only after a full page (account statuses), and no header on an empty page.
    private func timeline(
        _ items: [DemoStatus], request: IncomingRequest, permitted: [String], nextNeedsFullPage: Bool = false
    ) -> DemoHTTPResponse {
        let page = Pager.page(items, query: request.query)
        return paged(
            ids: page.map(\.id), body: renderer(authenticated: request.isAuthenticated).statuses(page),
            request: request, permitted: permitted, limit: request.query.limit,
            nextNeedsFullPage: nextNeedsFullPage)
    }

    /// A JSON page with its `Link` header, from the IDs of its items, newest first.
    func paged(
        ids: [String], body: Any, request: IncomingRequest, permitted: [String], limit: Int,
        nextNeedsFullPage: Bool = false
    ) -> DemoHTTPResponse {
        var response = ResponseBuilder.json(body)
        guard let newest = ids.first, let oldest = ids.last else { return response }
        let origin = DemoURLs(host: world.host).origin
        func link(_ cursor: String, _ value: String) -> String {
            LinkHeader.url(
                origin: origin, percentEncodedPath: request.percentEncodedPath, query: request.query,
                permitted: permitted, cursor: (cursor, value)
            )
        }
        var entries: [String] = []
        if !nextNeedsFullPage || ids.count == limit {
            entries.append(LinkHeader.entry(link("max_id", oldest), rel: "next"))
        }
        entries.append(LinkHeader.entry(link("min_id", newest), rel: "prev"))
        response.headers["Link"] = entries.joined(separator: ", ")
        return response
    }
}
