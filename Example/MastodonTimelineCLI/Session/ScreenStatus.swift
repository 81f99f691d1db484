/// What a screen returns besides an exit status.
enum ScreenStatus {
    /// The cache could not be written: the command runs the screen again without a cache, so that what
    /// was fetched still shows. Never an exit status.
    static let cacheUnwritable: Int32 = -75
}
