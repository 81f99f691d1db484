import Foundation
import MastodonAPI
import StoreFlowable

@testable import MastodonTimelineCLI

/// Renders a page of statuses as a settled timeline, for people and as JSON lines, at a fixed time.
enum CheckedRendering {
    static func render(_ statuses: [Status]) -> (human: String, json: String) {
        let state = LoadingState<[Status]>.completed(
            content: statuses, next: .fixed(canRequestAdditionalData: true),
            prev: .fixed(canRequestAdditionalData: false))
        let human = TextBuffer()
        var renderer = HumanRenderer(
            output: human, clock: { Date(timeIntervalSince1970: 1_800_000_000) }, showsProgress: false)
        renderer.render(state)
        let json = TextBuffer()
        var jsonRenderer = JSONRenderer(output: json)
        jsonRenderer.render(state)
        return (human.text, json.text)
    }
}
