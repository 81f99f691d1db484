import StoreFlowable

extension AdditionalLoadingState {
    /// Another page can be requested in this direction: `.fixed(canRequestAdditionalData: true)`.
    public static var more: AdditionalLoadingState { .fixed(canRequestAdditionalData: true) }

    /// This end of the list is reached, or the content has no pages: `.fixed(canRequestAdditionalData: false)`.
    public static var end: AdditionalLoadingState { .fixed(canRequestAdditionalData: false) }
}
