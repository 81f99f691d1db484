/// `POST /api/v1/statuses` and `DELETE /api/v1/statuses/:id`, as Mastodon answers them, and the
/// switch that makes every write fail.
extension InstanceState {
    /// The longest text a post may have, as on Mastodon by default.
    static let characterLimit = 500

    /// What `failsWrites` answers: the 503 Mastodon sends when a request hits a temporary problem.
    static let writeFailure = ResponseBuilder.error(
        503, "There was a temporary problem serving your request, please try again")

    /// Whether `request` writes: a post, a deletion or an action on a status.
    static func isWrite(_ request: IncomingRequest) -> Bool {
        request.method != "GET" && request.path.hasPrefix("/api/v1/statuses")
    }

    /// Posts the form's `status` as the demo user; `visibility` and `in_reply_to_id` are read too. A
    /// repeated `Idempotency-Key` answers the post made with it.
    mutating func postStatus(_ request: IncomingRequest) -> DemoHTTPResponse {
        guard request.isAuthenticated else { return ResponseBuilder.invalidToken() }
        if let key = request.idempotencyKey, let earlier = idempotentPosts[key] {
            return render(earlier)
        }
        let text = request.form.value("status") ?? ""
        guard !text.allSatisfy(\.isWhitespace) else {
            return ResponseBuilder.error(422, "Validation failed: Text can't be blank")
        }
        guard text.count <= Self.characterLimit else {
            return ResponseBuilder.error(
                422, "Validation failed: Text character limit of \(Self.characterLimit) exceeded")
        }
        var visibility = DemoVisibility.public
        if let raw = request.form.value("visibility"), !raw.isEmpty {
            guard let chosen = DemoVisibility(rawValue: raw) else {
                return ResponseBuilder.error(422, "Validation failed: Visibility is not included in the list")
            }
            visibility = chosen
        }
        var parent: DemoStatus?
        if let parentID = request.form.value("in_reply_to_id"), !parentID.isEmpty {
            guard let found = world.status(id: parentID), world.isVisible(found, authenticated: true) else {
                return ResponseBuilder.recordNotFound()
            }
            parent = found
        }
        guard let status = world.publish(text, visibility: visibility, inReplyTo: parent) else {
            return ResponseBuilder.error(422, "Validation failed: Account is missing")
        }
        sourceTexts[status.id] = text
        if let key = request.idempotencyKey { idempotentPosts[key] = status.id }
        return render(status.id)
    }

    /// Deletes a status of the demo user and answers it as it was, with its source `text` for a
    /// redraft. Someone else's status: 403; an unknown or invisible one: 404.
    mutating func deleteStatus(_ request: IncomingRequest, id: String) -> DemoHTTPResponse {
        guard request.isAuthenticated else { return ResponseBuilder.invalidToken() }
        guard let status = world.status(id: id), world.isVisible(status, authenticated: true) else {
            return ResponseBuilder.recordNotFound()
        }
        guard status.accountID == world.demoAccountID else {
            return ResponseBuilder.error(403, "This action is not allowed")
        }
        var object = renderer(authenticated: true).status(status)
        object["text"] = sourceTexts[id] ?? Self.plainText(of: status.content)
        if let originalID = status.reblogOfID, reblogs[originalID] == id {
            reblogs[originalID] = nil
        }
        favourited.remove(id)
        bookmarked.remove(id)
        reblogs[id] = nil
        sourceTexts[id] = nil
        world.delete(statusID: id)
        return ResponseBuilder.json(object)
    }

    /// The text of sanitized HTML: paragraphs and line breaks as newlines, tags dropped, the escapes
    /// the composer makes decoded.
    static func plainText(of html: String) -> String {
        var text = html.replacingOccurrences(of: "</p><p>", with: "\n\n")
            .replacingOccurrences(of: "<br />", with: "\n")
        while let open = text.firstIndex(of: "<"), let close = text[open...].firstIndex(of: ">") {
            text.removeSubrange(open...close)
        }
        for (escape, character) in [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
        ] {
            text = text.replacingOccurrences(of: escape, with: character)
        }
        return text
    }
}
