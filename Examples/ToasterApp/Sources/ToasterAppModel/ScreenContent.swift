public import NavGraph

/// What one screen shows, whatever draws it (a SwiftUI view, a view controller): a title, a line
/// of detail and the buttons that send its flow's events.
@MainActor
public struct ScreenContent {
    /// The navigation bar's title.
    public let title: String
    /// A line under it: what the screen is about (the link or clip it shows).
    public let detail: String?
    /// The buttons, top to bottom.
    public let actions: [ScreenAction]
}

/// A button on a screen: its label, and the event it sends through the screen's handle.
@MainActor
public struct ScreenAction: Identifiable {
    /// The button's label, unique on its screen.
    public let label: String
    /// Sends the event and returns the runtime's rejection, if any. A closure that returns the
    /// error, not one that throws it typed: stored, that would need the iOS 18 runtime.
    private let send: @MainActor () -> NavigationError?

    public nonisolated var id: String { label }

    /// A button labelled `label` that sends `event` through `handle`.
    public init<F: Flow>(_ label: String, sends event: F.Event, through handle: FlowHandle<F>) {
        self.label = label
        send = {
            do throws(NavigationError) {
                try handle.send(event)
                return nil
            } catch {
                return error
            }
        }
    }

    /// Taps the button: `nil` when the flow took the event, else why it did not.
    @discardableResult
    public func perform() -> NavigationError? {
        send()
    }
}
