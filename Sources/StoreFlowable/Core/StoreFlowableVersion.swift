/// The version of this package, shared by the library and the example program.
public enum StoreFlowableVersion {
    /// The version, `MAJOR.MINOR.PATCH`, as in `CHANGELOG.md`.
    public static let string = "0.5.0"
}
