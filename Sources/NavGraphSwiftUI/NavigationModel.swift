public import NavGraph
import NavGraphPlatform
public import Observation

/// The navigation state SwiftUI views bind to: a `Router` the runtime drives, and the place the
/// platform's own changes (a back swipe, a sheet swiped down, a tab tapped) are reported from.
///
/// ```swift
/// let model = NavigationModel()
/// let runtime = FlowRuntime(router: model)   // connects the model: it reports to runtime
/// model.mapTabTaps(TabBarFlow.self) { .selectTab($0) }
/// let app = try runtime.start(AppFlow(session: session))
/// try app.send(.launch)
/// // NavGraphRootView(model: model, factory: factory)
/// ```
///
/// Contracts:
/// - Per stack, ``path(of:)`` is what `NavigationStack(path:)` binds to: the stack's screens but
///   its first. A shorter path written back (a back swipe, the back button's menu) removes the
///   screens cut and reports them to the runtime, top first.
/// - ``modal(at:)`` is the modal shown at each presentation level; writing `nil` (a sheet swiped
///   down) removes it and those above it and reports each, top first.
/// - A tab tapped is sent as the event declared with ``mapTabTaps(_:_:)``; the runtime's
///   `selectTab` command then moves the selection. A tap the runtime rejects leaves it where it was.
/// - A removal the user makes while an event is being applied waits in the runtime's queue, behind
///   the commands of that event, which were planned with the removed screens still there. Commands
///   naming a modal the platform already removed are dropped (the report removes what they built);
///   a pop takes a screen the platform already cut; a push over a cut screen puts it back under the
///   pushed one, where the machines keep it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class NavigationModel {
    /// What is shown: the router's state, from which every binding is read.
    public private(set) var state = NavigationState()
    /// Bumped when the model overrules a platform write (a path it cannot take, a rejected tab
    /// tap), so views that showed the write read the model again.
    public private(set) var revision = 0

    /// The runtime platform changes are reported to: the one created with this model as its
    /// router. Without one they are kept in ``unreportedRemovals`` (a test that reports them
    /// itself). Connecting adds one observer to the runtime, which watches when reports that
    /// waited in its queue are applied.
    @ObservationIgnored public private(set) weak var runtime: FlowRuntime? {
        didSet { watchPlatformReports(of: oldValue) }
    }
    /// How each modal is presented; sheets by default.
    @ObservationIgnored public var modalStyle: @MainActor (NavigationState.Container) -> ModalStyle = { _ in .sheet }
    /// Commands that named a container the state does not have; empty when the runtime and the
    /// model agree.
    @ObservationIgnored public private(set) var unappliedCommands: [NavigationCommand] = []
    /// Commands dropped because they named a container the platform had already removed.
    @ObservationIgnored public private(set) var droppedCommands: [NavigationCommand] = []

    @ObservationIgnored private var reports = PlatformReports()
    @ObservationIgnored private var removed = RemovedContainers()
    @ObservationIgnored private var pendingCuts = PendingCuts()
    @ObservationIgnored private var observer: Int?
    @ObservationIgnored private var tabTaps = TabTaps()

    /// An empty model.
    public init() {}

    /// Declares how a tap on a tab of a `F` tab bar reads as one of its events.
    ///
    /// ```swift
    /// model.mapTabTaps(TabBarFlow.self) { .selectTab($0) }
    /// ```
    public func mapTabTaps<F: Flow>(_ flow: F.Type, _ event: @escaping @MainActor (F.Route) -> F.Event) {
        tabTaps.map(flow, event)
    }

    /// Adds a tab after a `F` tab bar's own, titled `title`, whose tap sends `event` and selects
    /// nothing: a "+" tab that presents a modal.
    ///
    /// ```swift
    /// model.mapActionTab(TabBarFlow.self, title: "+", sends: .tapPlus)
    /// ```
    public func mapActionTab<F: Flow>(_ flow: F.Type, title: String, sends event: F.Event) {
        tabTaps.mapAction(flow, title: title, event)
    }

    /// The titles of the action tabs shown after the tab bar `tabBar`'s own tabs.
    public func actionTabTitles(of tabBar: ContainerID) -> [String] {
        tabTaps.actionTitles(of: tabBar, in: runtime)
    }

    /// Reports the runtime rejected when they were made.
    public var rejectedReports: [NavigationError] { reports.rejected }
    /// Screens the platform removed while no runtime was connected, oldest first.
    public var unreportedRemovals: [Screen] { reports.unreported }

    /// Returns and forgets ``unreportedRemovals``.
    public func takeUnreportedRemovals() -> [Screen] {
        reports.takeUnreported()
    }

    /// Reports `screens` (top first) to the runtime.
    func report(_ screens: [Screen]) {
        reports.report(screens, to: runtime)
    }

    /// Watches the runtime's applied platform reports (to know when a queued one was applied),
    /// and no longer `old`'s.
    private func watchPlatformReports(of old: FlowRuntime?) {
        if let observer { old?.removeObserver(observer) }
        observer = runtime?.addObserver { [weak self] record in self?.pendingCuts.resolve(record) }
    }

    /// Reports `cut` (bottom to top), which the platform cut from `stack`, to the runtime.
    func reportCut(_ cut: [Screen], from stack: ContainerID) {
        reports.report(cut.reversed(), to: runtime)
        pendingCuts.record(cut, from: stack, runtime: runtime)
    }

    /// Marks a platform write the model did not take, so that views read it again.
    func overrule() {
        revision &+= 1
    }

    func tapTab(_ index: Int, of tabBar: ContainerID) -> Bool {
        guard let runtime, case .success = tabTaps.send(tab: index, of: tabBar, in: runtime) else { return false }
        // An action tab sent its event; the selection stays where it was.
        return !tabTaps.isAction(tab: index, of: tabBar, in: runtime)
    }

    /// Changes the state as the platform already did; views reading it see no change to make.
    func takePlatformChange(_ body: (inout NavigationState) -> Void, removing containers: [NavigationState.Container] = []) {
        body(&state)
        for container in containers { removed.insert(container) }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel: PlatformRouter {
    /// Reports the platform's changes to `runtime` from now on; `FlowRuntime(router:)`
    /// calls it.
    public func connect(to runtime: FlowRuntime) {
        self.runtime = runtime
    }

    /// Applies `command` to ``state``: every binding reading it changes.
    public func apply(_ command: NavigationCommand) {
        if removed.drops(command) {
            droppedCommands.append(command)
        } else if let stack = command.stackTarget, let shown = state.stack(stack)?.screens,
            let screens = pendingCuts.screens(after: command, on: stack, shown: shown, runtime: runtime)
        {
            state.updateStack(stack) { $0.screens = screens }
        } else if !state.applying(command) {
            unappliedCommands.append(command)
        }
    }
}

/// How a modal is shown in SwiftUI.
public enum ModalStyle: Hashable, Sendable {
    /// `.sheet(item:)`: the user can swipe it down.
    case sheet
    /// `.fullScreenCover(item:)` (iOS); a sheet where there is none.
    case fullScreenCover
}
