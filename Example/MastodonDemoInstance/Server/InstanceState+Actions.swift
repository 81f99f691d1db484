/// `POST /api/v1/statuses/:id/{favourite,unfavourite,reblog,unreblog,bookmark,unbookmark}`.
///
/// All actions need a token (401 otherwise), apply to the original when given a boost wrapper's id
/// (as Mastodon's models do), are idempotent and answer 404 for unknown or invisible statuses.
extension InstanceState {
    mutating func statusAction(_ request: IncomingRequest, id: String, action: String) -> DemoHTTPResponse {
        guard request.isAuthenticated else { return ResponseBuilder.invalidToken() }
        guard let status = world.status(id: id), world.isVisible(status, authenticated: true) else {
            return ResponseBuilder.recordNotFound()
        }
        let original = world.proper(status)
        switch action {
        case "favourite":
            if favourited.insert(original.id).inserted {
                world.adjustCounts(of: original.id, favourites: 1)
            }
        case "unfavourite":
            if favourited.remove(original.id) != nil {
                world.adjustCounts(of: original.id, favourites: -1)
            }
        case "bookmark":
            bookmarked.insert(original.id)
        case "unbookmark":
            bookmarked.remove(original.id)
        case "reblog":
            return reblog(original)
        default:
            return unreblog(original)
        }
        return render(id)
    }

    /// Answers the wrapper (new or existing) with the updated original inside; private and direct
    /// posts cannot be boosted (403).
    private mutating func reblog(_ original: DemoStatus) -> DemoHTTPResponse {
        guard original.visibility == .public || original.visibility == .unlisted else {
            return ResponseBuilder.error(403, "This action is not allowed")
        }
        if reblogs[original.id] == nil, let wrapper = world.addReblog(of: original.id) {
            reblogs[original.id] = wrapper.id
        }
        guard let wrapperID = reblogs[original.id] else { return ResponseBuilder.recordNotFound() }
        return render(wrapperID)
    }

    /// Removes the boost, if any, and answers the original.
    private mutating func unreblog(_ original: DemoStatus) -> DemoHTTPResponse {
        if let wrapperID = reblogs.removeValue(forKey: original.id) {
            world.removeStatus(id: wrapperID)
        }
        return render(original.id)
    }

    func render(_ id: String) -> DemoHTTPResponse {
        guard let status = world.status(id: id) else { return ResponseBuilder.recordNotFound() }
        return ResponseBuilder.json(renderer(authenticated: true).status(status))
    }
}
