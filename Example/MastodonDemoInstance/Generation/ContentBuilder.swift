/// Produces Mastodon-style sanitized HTML for synthetic statuses.
struct ContentBuilder: Sendable {
    let urls: DemoURLs

    /// A mention as an h-card link, as Mastodon renders it.
    func mention(_ account: DemoAccount) -> String {
        let anchor = "<a href=\"\(urls.profile(account))\" class=\"u-url mention\">"
        return "<span class=\"h-card\" translate=\"no\">\(anchor)@<span>\(account.username)</span></a></span>"
    }

    /// A hashtag link; `display` keeps the author's capitalisation.
    func hashtag(_ display: String) -> String {
        "<a href=\"\(urls.tag(display))\" class=\"mention hashtag\" rel=\"tag\">#<span>\(display)</span></a>"
    }

    /// A shortened web link with Mastodon's `invisible`/`ellipsis` spans.
    func link(_ url: String) -> String {
        let scheme = "https://"
        let rest = url.hasPrefix(scheme) ? String(url.dropFirst(scheme.count)) : url
        let visible = String(rest.prefix(30))
        let hidden = String(rest.dropFirst(30))
        let middleClass = hidden.isEmpty ? "" : "ellipsis"
        let anchor =
            "<a href=\"\(HTML.escape(url))\" target=\"_blank\" rel=\"nofollow noopener\" translate=\"no\">"
        let prefix = "<span class=\"invisible\">\(scheme)</span>"
        let middle = "<span class=\"\(middleClass)\">\(HTML.escape(visible))</span>"
        let suffix = "<span class=\"invisible\">\(HTML.escape(hidden))</span>"
        return anchor + prefix + middle + suffix + "</a>"
    }

    /// Wraps already-rendered HTML fragments in paragraphs.
    func paragraphs(_ fragments: [String]) -> String {
        fragments.map { "<p>\($0)</p>" }.joined()
    }
}
