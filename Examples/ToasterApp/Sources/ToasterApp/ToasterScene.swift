#if canImport(SwiftUI)
import NavGraph
import NavGraphSwiftUI
public import SwiftUI
import ToasterAppModel
import ToasterExample

/// The app as a SwiftUI scene: the reference hierarchy through `NavGraphRootView`, links from
/// `onOpenURL`, what is on screen saved when the scene leaves the foreground and restored at the
/// next launch.
///
/// ```swift
/// @main struct Main: App {
///     var body: some Scene { ToasterScene() }
/// }
/// ```
@MainActor
public struct ToasterScene: Scene {
    @State private var app = ToasterSwiftUIApp()

    public init() {}

    public var body: some Scene {
        WindowGroup {
            ToasterRootView(app: app)
        }
    }
}

/// The model the views bind to and the navigation it shows, made once per scene.
@MainActor
final class ToasterSwiftUIApp {
    let model = NavigationModel()
    let navigation: ToasterNavigation

    init() {
        navigation = ToasterNavigation(router: model, store: .standard, session: Session(hasSession: false))
        model.mapTabTaps(TabBarFlow.self) { .selectTab($0) }
        model.mapActionTab(TabBarFlow.self, title: "+", sends: .tapPlus)
    }
}

/// The window's content: every screen drawn from its ``ScreenContent``.
@MainActor
struct ToasterRootView: View {
    let app: ToasterSwiftUIApp
    @Environment(\.scenePhase) private var scenePhase
    @State private var problem: String?

    var body: some View {
        NavGraphRootView(model: app.model) { screen in
            AnyView(ScreenView(content: app.navigation.content(for: screen), problem: $problem))
        }
        .onOpenURL { url in
            if let error = app.navigation.open(url) { problem = error.description }
        }
        .task(id: scenePhase) {
            guard scenePhase == .background else { return }
            do {
                try app.navigation.save()
            } catch {
                problem = "The screen could not be saved: \(error)"
            }
        }
        .alert("Not possible", isPresented: Binding(get: { problem != nil }, set: { if !$0 { problem = nil } })) {
            Button("OK") { problem = nil }
        } message: {
            Text(verbatim: problem ?? "")
        }
    }
}

/// One screen: its title, detail and buttons.
@MainActor
struct ScreenView: View {
    let content: ScreenContent?
    @Binding var problem: String?

    var body: some View {
        if let content {
            List {
                if let detail = content.detail {
                    Text(verbatim: detail).foregroundStyle(.secondary)
                }
                ForEach(content.actions) { action in
                    Button(action.label) {
                        if let error = action.perform() { problem = error.description }
                    }
                }
            }
            .navigationTitle(content.title)
        } else {
            // The flow finished while the view was on its way out.
            Color.clear
        }
    }
}
#endif
