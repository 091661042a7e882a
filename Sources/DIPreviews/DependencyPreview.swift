// Built on Apple platforms only: SwiftUI exists there. On Linux and Windows this module is empty, and a preview
// stand-in calls `PreviewRegion.run` directly (which is how the conformance rows prove previews on Linux).
#if canImport(SwiftUI)
    import DICore
    import SwiftUI

    /// A preview built in its own ``DICore/PreviewRegion``, with what it reported drawn over it.
    ///
    /// `content` runs inside the region: the overrides, singletons and registry assignments it makes are this
    /// preview's own, and a dependency it reaches with no preview value (`DI017`) is shown on the canvas instead of
    /// going live silently. Values read later, in `body`, are read outside the region; a model that reads later keeps
    /// the region with `CarriedDependencies`, made inside `content`.
    ///
    /// ```swift
    /// #Preview("Empty inbox") {
    ///     DependencyPreview(scenario: try! InboxScenarios.all.named("emptyInbox")) {
    ///         InboxView(model: InboxModel())
    ///     }
    /// }
    /// ```
    ///
    /// It is a view rather than a `PreviewModifier`: a modifier is handed the preview's content already made, so the
    /// code that builds it cannot run in the preview's region.
    public struct DependencyPreview<Content: View>: View {
        private let preview: PreviewRun<Content>

        /// Builds `content` as one preview, in `scenario` if given.
        public init(scenario: DependencyScenario? = nil, @ViewBuilder content: () -> Content) {
            preview = PreviewRegion.run(scenario: scenario, content)
        }

        /// The preview, with its reports over it when it made any.
        public var body: some View {
            preview.content.overlay(alignment: .bottom) {
                if !preview.reports.isEmpty {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 8) {
                            ForEach(preview.reports.indices, id: \.self) { index in
                                Text(String(describing: preview.reports[index])).font(.caption.monospaced())
                            }
                        }
                        .padding(8)
                    }
                    .frame(maxHeight: 240)
                    .background(Color.red.opacity(0.12))
                }
            }
        }
    }
#endif
