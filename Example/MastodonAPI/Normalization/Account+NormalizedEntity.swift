import StoreFlowable

/// An account is stored once, however many statuses it wrote.
extension Account: NormalizedEntity {}
