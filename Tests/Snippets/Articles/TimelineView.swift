// UsingFlowablesInSwiftUI.md's view, as written. SwiftUI exists on Apple's systems only: elsewhere this file
// is empty.
#if canImport(SwiftUI)
    import StoreFlowable
    import SwiftUI

    struct TimelineView: View {
        @State var model: FlowableModel<[Status]>

        var body: some View {
            List {
                ForEach(model.content ?? []) { StatusRow(status: $0) }
                if model.nextPage.canRequestAdditionalData {
                    ProgressView().task { await model.requestNextData() }
                }
            }
            .overlay { if model.isLoading && model.content == nil { ProgressView() } }
            .refreshable { await model.refresh() }
            .task { await model.run() }
        }
    }

    /// Stands for the app's row of a status.
    struct StatusRow: View {
        let status: Status

        var body: some View {
            Text(status.content)
        }
    }
#endif
