/// Routing of `/api/v1/…` requests to Mastodon-compatible handlers.
extension InstanceState {
    static let statusActions: Set<String> = [
        "favourite", "unfavourite", "reblog", "unreblog", "bookmark", "unbookmark",
    ]

    mutating func route(_ request: IncomingRequest) -> DemoHTTPResponse {
        let parts = request.path.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0] == "api", parts[1] == "v1" else { return ResponseBuilder.notFound() }
        let rest = Array(parts.dropFirst(2))
        switch (request.method, rest.count) {
        case ("GET", 2) where rest == ["timelines", "public"]:
            return publicTimeline(request)
        case ("GET", 3) where rest[0] == "timelines" && rest[1] == "tag":
            return tagTimeline(request, hashtag: rest[2])
        case ("GET", 2) where rest == ["timelines", "home"]:
            return homeTimeline(request)
        case ("GET", 3) where rest[0] == "timelines" && rest[1] == "list":
            return listTimeline(request, id: rest[2])
        case ("GET", 2) where rest == ["accounts", "lookup"]:
            guard let account = world.lookUp(acct: request.query.value("acct") ?? "") else {
                return ResponseBuilder.recordNotFound()
            }
            return ResponseBuilder.json(renderer(authenticated: request.isAuthenticated).account(account))
        case ("GET", 2) where rest == ["accounts", "verify_credentials"]:
            guard request.isAuthenticated, let account = world.demoAccount else {
                return ResponseBuilder.invalidToken()
            }
            return ResponseBuilder.json(renderer(authenticated: true).account(account))
        case ("GET", 2) where rest[0] == "accounts":
            guard let account = world.account(id: rest[1]) else { return ResponseBuilder.recordNotFound() }
            return ResponseBuilder.json(renderer(authenticated: request.isAuthenticated).account(account))
        case ("GET", 3) where rest[0] == "accounts" && rest[2] == "statuses":
            return accountStatuses(request, accountID: rest[1])
        case ("GET", 2) where rest[0] == "statuses":
            return showStatus(request, id: rest[1])
        case ("GET", 3) where rest[0] == "statuses" && rest[2] == "context":
            return context(request, id: rest[1])
        case ("GET", 1) where rest == ["notifications"]:
            return notifications(request)
        case ("POST", 1) where rest == ["statuses"]:
            return postStatus(request)
        case ("DELETE", 2) where rest[0] == "statuses":
            return deleteStatus(request, id: rest[1])
        case ("POST", 3) where rest[0] == "statuses" && Self.statusActions.contains(rest[2]):
            return statusAction(request, id: rest[1], action: rest[2])
        default:
            return ResponseBuilder.notFound()
        }
    }

    private func context(_ request: IncomingRequest, id: String) -> DemoHTTPResponse {
        guard let context = world.context(of: id, authenticated: request.isAuthenticated) else {
            return ResponseBuilder.recordNotFound()
        }
        let renderer = renderer(authenticated: request.isAuthenticated)
        return ResponseBuilder.json([
            "ancestors": renderer.statuses(context.ancestors),
            "descendants": renderer.statuses(context.descendants),
        ])
    }

    /// `GET /api/v1/notifications`: the demo user's, 40 a page by default and 80 at most, paged like
    /// timelines by notification id.
    private func notifications(_ request: IncomingRequest) -> DemoHTTPResponse {
        guard request.isAuthenticated else { return ResponseBuilder.invalidToken() }
        let limit = request.query.limit(default: 40, maximum: 80)
        let page = Pager.page(world.notifications, id: \.id, query: request.query, limit: limit)
        let renderer = renderer(authenticated: true)
        return paged(
            ids: page.map(\.id), body: page.compactMap(renderer.notification), request: request,
            permitted: ["account_id", "exclude_types", "limit", "types"], limit: limit)
    }

    private func showStatus(_ request: IncomingRequest, id: String) -> DemoHTTPResponse {
        guard let status = world.status(id: id),
            world.isVisible(status, authenticated: request.isAuthenticated)
        else { return ResponseBuilder.recordNotFound() }
        return ResponseBuilder.json(renderer(authenticated: request.isAuthenticated).status(status))
    }
}
