/// An action on a status: `POST /api/v1/statuses/:id/<action>`.
public enum StatusAction: String, Sendable, Hashable, CaseIterable {
    /// Favourite the status; returns the status updated.
    case favourite
    /// Remove a favourite; returns the status.
    case unfavourite
    /// Boost the status; returns the new wrapper status (the original is in its `reblog`).
    case reblog
    /// Remove a boost; returns the original status.
    case unreblog
    /// Bookmark the status; returns the status updated.
    case bookmark
    /// Remove a bookmark; returns the status.
    case unbookmark
}
