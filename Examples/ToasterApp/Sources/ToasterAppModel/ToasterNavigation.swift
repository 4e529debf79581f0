public import Foundation
public import NavGraph
public import ToasterExample

/// The app's navigation, whatever draws it: a runtime over the platform's router, restored from
/// the state saved at the last launch or started afresh, the screens' content, deep links.
///
/// ```swift
/// let model = NavigationModel()
/// let navigation = ToasterNavigation(router: model, store: .standard, session: Session(hasSession: true))
/// ```
@MainActor
public final class ToasterNavigation {
    /// The runtime, connected to the router it was created with.
    public let runtime: FlowRuntime
    /// What every screen shows.
    public let screens = ToasterScreens.factory()
    /// Where the state is saved.
    public let store: SnapshotStore
    /// How the launch went.
    public let launch: Launch

    /// How the app came up.
    public enum Launch: Equatable, Sendable {
        /// Nothing was saved: a fresh start.
        case fresh
        /// The saved state is back on screen.
        case restored
        /// The saved state could not be read or no longer fits the flows: a fresh start, and why.
        case discarded(reason: String)
    }

    /// Restores what `store` saved on `router`, or starts the app afresh (launching it with
    /// `session`) when nothing was saved or the snapshot does not fit; a snapshot that does not
    /// fit is removed, so the next launch does not meet it again.
    public init(router: any Router, store: SnapshotStore, session: Session) {
        self.store = store
        var failure: String?
        do {
            if let snapshot = try store.load() {
                do throws(RestorationError) {
                    runtime = try FlowRuntime(restoring: snapshot, root: AppFlow.self, router: router)
                    launch = .restored
                    return
                } catch {
                    failure = error.description
                }
            }
        } catch {
            failure = "the saved state cannot be read: \(error)"
        }
        if failure != nil { store.remove() }
        runtime = FlowRuntime(router: router)
        launch = failure.map { .discarded(reason: $0) } ?? .fresh
        do throws(NavigationError) {
            try runtime.start(AppFlow(session: session)).send(.launch)
        } catch {
            // The reference's root always starts and launches; a failure is a broken declaration.
            assertionFailure("the app could not launch: \(error)")
        }
    }

    /// Saves what is on screen (when the scene goes to the background).
    public func save() throws {
        try store.save(runtime.snapshot())
    }

    /// The content of `screen`; `nil` once its flow has finished.
    public func content(for screen: Screen) -> ScreenContent? {
        screens.makeContent(for: screen, in: runtime)
    }

    /// Opens a `toaster://` link (`toaster://clip/7`): `nil` when it was applied, else why not
    /// (nothing changed).
    @discardableResult
    public func open(_ url: URL) -> DeepLinkError? {
        do throws(DeepLinkError) {
            try runtime.open(url)
            return nil
        } catch {
            return error
        }
    }

    /// Taps the "+" tab: presents AddLink over the tabs, when the tab bar is on screen.
    @discardableResult
    public func tapPlus() -> NavigationError? {
        guard let tabBar = runtime.handle(TabBarFlow.self) else { return nil }
        do throws(NavigationError) {
            try tabBar.send(.tapPlus)
            return nil
        } catch {
            return error
        }
    }
}
