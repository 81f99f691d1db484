/// Where each param's content came from, kept beside the machines: a machine is dropped when idle, but
/// content this process fetched stays "from the network" for every later subscriber.
extension FlowRegistry {
    /// `.network` when this process saved the content of `param` from a fetch and nothing has overwritten
    /// or cleared it since; `otherwise` (where the cacher keeps it) when not.
    func origin(of param: ParamKey, otherwise: ContentOrigin) -> ContentOrigin {
        fetchedHere.contains(param) ? .network : otherwise
    }

    /// Records that the content of `param` now comes from `origin`: a fetch saved it (`.network`), or it
    /// was overwritten, cleared or found empty (anything else).
    func noteOrigin(_ origin: ContentOrigin, of param: ParamKey) {
        if origin == .network { fetchedHere.insert(param) } else { fetchedHere.remove(param) }
    }

    /// Forgets every fetch: the cacher was emptied.
    func forgetOrigins() {
        fetchedHere.removeAll()
    }
}
