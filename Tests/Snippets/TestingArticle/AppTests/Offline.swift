// TestingCodeThatUsesStoreFlowable.md: "Where `Offline` is any error of yours: `struct Offline: Error {}`."
struct Offline: Error {}
