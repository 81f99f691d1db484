/// One step of a write as the command shows it: the open lists before it, at once, and settled.
struct WriteStep {
    /// The step in JSON lines: `loaded`, `sending`, `posted`, `failed`, `deleting`, `deleted`,
    /// `restored`.
    let name: String
    /// The line above the lists in the human format.
    let title: String

    /// The lists as loaded, before the write.
    static let loaded = WriteStep(name: "loaded", title: "── before ──")

    /// A post shown at once under `draftID`.
    static func sending(_ draftID: String) -> WriteStep {
        WriteStep(name: "sending", title: "── sending: \(draftID) shows at once in every open list ──")
    }

    /// The server's status in the draft's place.
    static func posted(_ draftID: String, as id: String) -> WriteStep {
        WriteStep(name: "posted", title: "── posted: \(draftID) is now \(id) in every list ──")
    }

    /// The draft gone after a failure.
    static func failed(_ draftID: String) -> WriteStep {
        WriteStep(name: "failed", title: "── not posted: \(draftID) is gone from every list ──")
    }

    /// A status hidden at once.
    static func deleting(_ id: String) -> WriteStep {
        WriteStep(name: "deleting", title: "── deleting: \(id) is hidden at once from every open list ──")
    }

    /// A status deleted on the server.
    static func deleted(_ id: String) -> WriteStep {
        WriteStep(name: "deleted", title: "── deleted: \(id) is gone for good ──")
    }

    /// A status back in its places after a failure.
    static func restored(_ id: String) -> WriteStep {
        WriteStep(name: "restored", title: "── not deleted: \(id) is back in its place ──")
    }
}
