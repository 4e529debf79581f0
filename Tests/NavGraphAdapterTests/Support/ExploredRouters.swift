import NavGraph
import NavGraphSwiftUI
import NavGraphTesting
import NavGraphUIKit

/// The SwiftUI model as the explorer drives it: its state is what the scene shows (the
/// bindings as SwiftUI last read them); swipes are written to the bindings as SwiftUI writes
/// them, and the explorer reports the removals itself (no runtime is connected to the model).
@MainActor
final class ExploredModel: InspectableRouter {
    let model = NavigationModel()
    lazy var scene = SwiftUIScene(model: model)

    func apply(_ command: NavigationCommand) { model.apply(command) }

    var state: NavigationState {
        scene.render()
        return scene.shown
    }

    var unappliedCommands: [NavigationCommand] { model.unappliedCommands + model.droppedCommands }

    func simulateBackSwipe(in stack: ContainerID) -> Screen? {
        scene.render()
        guard scene.visibleStack?.id == stack, scene.backSwipe() else { return nil }
        return model.takeUnreportedRemovals().first
    }

    func simulateSwipeDown() -> Screen? {
        scene.render()
        guard scene.swipeDown() else { return nil }
        return model.takeUnreportedRemovals().first
    }
}

/// The UIKit router as the explorer drives it: its state is what the in-memory hosts show;
/// each back swipe is first started and cancelled (nothing may change), then completed.
@MainActor
final class ExploredHostRouter: InspectableRouter {
    let hosts = MemoryHosts()
    lazy var router = HostRouter(hosts: hosts)

    func apply(_ command: NavigationCommand) { router.apply(command) }

    var state: NavigationState { hosts.shownState }

    var unappliedCommands: [NavigationCommand] { router.unappliedCommands + router.droppedCommands }

    func simulateBackSwipe(in stack: ContainerID) -> Screen? {
        guard let controller = hosts.navigationControllers[stack], controller.beginInteractivePop() else { return nil }
        controller.cancelInteractivePop()
        guard router.takeUnreportedRemovals().isEmpty, controller.beginInteractivePop() else { return nil }
        controller.finishInteractivePop()
        return router.takeUnreportedRemovals().first
    }

    func simulateSwipeDown() -> Screen? {
        guard hosts.swipeDown() else { return nil }
        return router.takeUnreportedRemovals().first
    }
}
