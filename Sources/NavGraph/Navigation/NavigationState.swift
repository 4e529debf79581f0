/// What is on screen, as a value: the root container and the modals presented over it.
///
/// The ``HeadlessRouter`` keeps one; ``FlowRuntime/impliedNavigationState`` derives the one the
/// machines imply, so tests can check that the two agree.
public struct NavigationState: Hashable, Sendable, CustomStringConvertible {
    /// The window's root container; `nil` before anything is shown.
    public var root: Container?
    /// Modals, bottom to top.
    public var modals: [Container]

    /// An empty state, or the given one.
    public init(root: Container? = nil, modals: [Container] = []) {
        self.root = root
        self.modals = modals
    }

    /// Every stack, in order: the root's (each tab's), then each modal's.
    public var stacks: [ScreenStack] {
        (root?.stacks ?? []) + modals.flatMap(\.stacks)
    }

    /// The screen the user sees: the top of the top modal, or of the root (its selected tab).
    public var visibleScreen: Screen? {
        (modals.last ?? root)?.visibleStack?.screens.last
    }

    /// Applies `body` to the stack with `id` in place; returns `false` when there is none.
    @discardableResult
    public mutating func updateStack(_ id: ContainerID, _ body: (inout ScreenStack) -> Void) -> Bool {
        switch location(of: id) {
        case .root(let stack):
            guard var container = root else { return false }
            root = nil  // Moved out, the container's buffers stay uniquely referenced: changed in place.
            body(&container.stacks[stack])
            root = container
            return true
        case .modal(let modal, let stack):
            body(&modals[modal].stacks[stack])
            return true
        case nil:
            return false
        }
    }

    /// Where the stack `id` is: a position in the root's stacks, or in a modal's.
    enum Location {
        case root(Int)
        case modal(Int, Int)
    }

    func location(of id: ContainerID) -> Location? {
        if let index = root?.stacks.firstIndex(where: { $0.id == id }) { return .root(index) }
        for modal in modals.indices {
            if let index = modals[modal].stacks.firstIndex(where: { $0.id == id }) { return .modal(modal, index) }
        }
        return nil
    }

    public var description: String {
        var lines = ["root: " + (root?.description ?? "none")]
        lines += modals.map { "modal: " + $0.description }
        return lines.joined(separator: "\n")
    }
}

extension NavigationState {
    /// A container of screens: a navigation stack, or a tab bar whose tabs are stacks.
    public struct Container: Hashable, Sendable, CustomStringConvertible {
        /// The container's identity; a plain stack's container has its stack's identity.
        public let id: ContainerID
        /// One stack for a plain stack, one per tab for a tab bar.
        public var stacks: [ScreenStack]
        /// The tabs' names for a tab bar; `nil` for a plain stack.
        public var tabNames: [String]?
        /// The selected tab's position (0 for a plain stack).
        public var selectedIndex: Int

        /// A plain navigation stack.
        public static func stack(_ stack: ScreenStack) -> Self {
            Self(id: stack.id, stacks: [stack], tabNames: nil, selectedIndex: 0)
        }

        /// A tab bar with one stack per tab.
        public static func tabs(id: ContainerID, names: [String], stacks: [ScreenStack], selected: Int) -> Self {
            Self(id: id, stacks: stacks, tabNames: names, selectedIndex: selected)
        }

        /// Whether this container is a tab bar.
        public var isTabBar: Bool { tabNames != nil }

        /// The stack on view: the only one, or the selected tab's.
        public var visibleStack: ScreenStack? {
            stacks.indices.contains(selectedIndex) ? stacks[selectedIndex] : nil
        }

        /// Applies `body` to the stack with `id` in place; returns `false` when there is none.
        public mutating func updateStack(_ id: ContainerID, _ body: (inout ScreenStack) -> Void) -> Bool {
            for index in stacks.indices where stacks[index].id == id {
                body(&stacks[index])
                return true
            }
            return false
        }

        public var description: String {
            guard isTabBar else { return stacks.first?.description ?? "[]" }
            let parts = stacks.enumerated().map { index, stack in
                (index == selectedIndex ? "*" : "") + stack.description
            }
            return "tabs(" + parts.joined(separator: " | ") + ")"
        }
    }
}

/// A navigation stack: its screens, bottom to top.
public struct ScreenStack: Hashable, Sendable, CustomStringConvertible {
    /// The stack's identity.
    public let id: ContainerID
    /// Its screens, bottom to top.
    public var screens: [Screen]
    /// A stack with the given screens.
    public init(id: ContainerID, screens: [Screen]) {
        self.id = id
        self.screens = screens
    }
    /// `[Home.home, Home.settings]`.
    public var description: String { "[" + screens.map(\.description).joined(separator: ", ") + "]" }
}
