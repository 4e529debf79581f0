import NavGraph
import PropertyBased
import Testing
import ToasterExample

/// Snapshots as a bad write or an older version leaves them on disk: real snapshots mutated with
/// numbers at their limits, deep nesting, names that do not exist and kinds swapped. Every
/// restore either throws ``RestorationError`` and changes nothing, or shows a state the
/// declarations can reach, on which later events and links run without trapping.
@MainActor
@Suite("Restoration: hostile snapshots")
struct HostileSnapshotProperties {
    /// One change to a snapshot; `flow`, `entry` and `pick` are reduced modulo what the snapshot has.
    enum Mutation: CustomStringConvertible {
        case serial(flow: Int, entry: Int, pick: Int)
        case flowID(flow: Int, pick: Int)
        case duplicateID(flow: Int, other: Int)
        case lastID(pick: Int)
        case renameRoute(flow: Int, entry: Int)
        case renameFlow(flow: Int)
        case orphan(flow: Int)
        case ownParent(flow: Int)
        case swapPresented(flow: Int, entry: Int)
        case swapPlacement(flow: Int, pick: Int)
        case noScreens(flow: Int)
        case badValue(flow: Int)
        case badVersion
        /// Folders only: the top folder opens `extra` more, a valid state thousands deep.
        case deeper(extra: Int)

        static let serials = [Int.max, Int.max - 1, Int.min, -1, FlowSnapshot.maxSerial + 1]
        static let ids: [UInt32] = [0, .max, .max - 3, FlowSnapshot.maxFlowID + 1]
        static let placements = ["windowRoot", "root", "push", "present", "tab:0", "tab:1", "tab:4", "tab:-1", "sideways"]

        init(_ value: Int) {
            let (kind, a, b, c) = (value % 16, value / 16 % 97, value / 1_552 % 89, value / 138_128 % 89)
            switch kind {
            case 0: self = .serial(flow: a, entry: b, pick: c)
            case 1: self = .flowID(flow: a, pick: b)
            case 2: self = .duplicateID(flow: a, other: b)
            case 3: self = .lastID(pick: a)
            case 4: self = .renameRoute(flow: a, entry: b)
            case 5: self = .renameFlow(flow: a)
            case 6: self = .orphan(flow: a)
            case 7: self = .ownParent(flow: a)
            case 8: self = .swapPresented(flow: a, entry: b)
            case 9: self = .swapPlacement(flow: a, pick: b)
            case 10: self = .noScreens(flow: a)
            case 11: self = .badValue(flow: a)
            case 12: self = .badVersion
            default: self = .deeper(extra: 1_000 + a * 31)  // Three kinds in sixteen: valid states, thousands deep.
            }
        }

        var description: String {
            switch self {
            case .serial(let flow, let entry, let pick): "serial(\(flow), \(entry), \(Self.serials[pick % Self.serials.count]))"
            case .flowID(let flow, let pick): "flowID(\(flow), \(Self.ids[pick % Self.ids.count]))"
            case .duplicateID(let flow, let other): "duplicateID(\(flow), \(other))"
            case .lastID(let pick): "lastID(\(Self.ids[pick % Self.ids.count]))"
            case .renameRoute(let flow, let entry): "renameRoute(\(flow), \(entry))"
            case .renameFlow(let flow): "renameFlow(\(flow))"
            case .orphan(let flow): "orphan(\(flow))"
            case .ownParent(let flow): "ownParent(\(flow))"
            case .swapPresented(let flow, let entry): "swapPresented(\(flow), \(entry))"
            case .swapPlacement(let flow, let pick): "swapPlacement(\(flow), \(Self.placements[pick % Self.placements.count]))"
            case .noScreens(let flow): "noScreens(\(flow))"
            case .badValue(let flow): "badValue(\(flow))"
            case .badVersion: "badVersion"
            case .deeper(let extra): "deeper(\(extra))"
            }
        }

        /// What a swap changes (`[flow, entry]`, `[flow]`): swapping it again could undo it.
        func swapTarget(in snapshot: FlowSnapshot) -> [Int]? {
            let flows = snapshot.flows.count
            switch self {
            case .swapPresented(let flow, let entry):
                let count = snapshot.flows[flow % flows].entries.count
                return count == 0 ? nil : [flow % flows, entry % count]
            case .swapPlacement(let flow, _): return [flow % flows]
            default: return nil
            }
        }

        /// Applies the change; returns whether the result is certainly one the declarations cannot
        /// reach (`nil`: the change did not apply to this snapshot).
        func apply(to snapshot: inout FlowSnapshot) -> Bool? {
            let flows = snapshot.flows.count
            func entryIndex(_ flow: Int, _ entry: Int) -> Int? {
                let count = snapshot.flows[flow].entries.count
                return count == 0 ? nil : entry % count
            }
            switch self {
            case .serial(let flow, let entry, let pick):
                guard let entry = entryIndex(flow % flows, entry) else { return nil }
                snapshot.flows[flow % flows].entries[entry].serial = Self.serials[pick % Self.serials.count]
                return true
            case .flowID(let flow, let pick):
                snapshot.flows[flow % flows].id = Self.ids[pick % Self.ids.count]
                return true
            case .duplicateID(let flow, let other):
                guard flow % flows != other % flows else { return nil }
                snapshot.flows[flow % flows].id = snapshot.flows[other % flows].id
                return true
            case .lastID(let pick):
                // Judged once all changes are made: a later one may set it again.
                snapshot.lastID = Self.ids[pick % Self.ids.count]
                return false
            case .renameRoute(let flow, let entry):
                guard let entry = entryIndex(flow % flows, entry) else { return nil }
                snapshot.flows[flow % flows].entries[entry].route += "Renamed"
                return true
            case .renameFlow(let flow):
                snapshot.flows[flow % flows].name += "Renamed"
                return true
            case .orphan(let flow):
                snapshot.flows[flow % flows].parent = 999_999
                return true
            case .ownParent(let flow):
                snapshot.flows[flow % flows].parent = snapshot.flows[flow % flows].id
                return true
            case .swapPresented(let flow, let entry):
                guard let entry = entryIndex(flow % flows, entry) else { return nil }
                snapshot.flows[flow % flows].entries[entry].presented.toggle()
                return true
            case .swapPlacement(let flow, let pick):
                let placement = Self.placements[pick % Self.placements.count]
                guard snapshot.flows[flow % flows].placement != placement else { return nil }
                snapshot.flows[flow % flows].placement = placement
                return true
            case .noScreens(let flow):
                guard !snapshot.flows[flow % flows].entries.isEmpty else { return nil }
                snapshot.flows[flow % flows].entries = []
                return true
            case .badValue(let flow):
                // A tab's value is rebuilt by its tab declaration and not read.
                guard snapshot.flows[flow % flows].value != nil, !snapshot.flows[flow % flows].placement.hasPrefix("tab:") else { return nil }
                snapshot.flows[flow % flows].value = "{\"depth\":"
                return true
            case .badVersion:
                snapshot.version += 1
                return true
            case .deeper(let extra):
                guard let top = snapshot.flows.last, top.name == "Folder", top.entries.count == 1 else { return nil }
                var id = top.id
                for _ in 0..<extra {
                    guard id < FlowSnapshot.maxFlowID else { return nil }
                    id += 1
                    snapshot.flows.append(
                        FlowSnapshot.FlowState(
                            id: id, name: "Folder", parent: id - 1, placement: "push", value: "{\"depth\":1}", selectedTab: nil,
                            entries: [FlowSnapshot.EntryState(route: "list", serial: 0)]
                        )
                    )
                }
                snapshot.lastID = max(snapshot.lastID, id)
                return false
            }
        }
    }

    /// Where a property starts: a real runtime's snapshot, and a live runtime of the same root in another state.
    @MainActor
    enum Start: CaseIterable {
        case loggedOutSignUp, busyToaster, timerSheet, folders, deepFolders

        func snapshot() throws -> FlowSnapshot {
            switch self {
            case .loggedOutSignUp: return try Self.toaster(session: false) { runtime in try runtime.open("signup") }
            case .busyToaster:
                return try Self.toaster(session: true) { runtime in
                    try runtime.open("search/swift")
                    try runtime.open("clip/7")
                    try runtime.handle(ClipFlow.self)?.send(.openLink(id: 3))
                    try runtime.handle(TabBarFlow.self)?.send(.tapPlus)
                    try runtime.handle(AddLinkFlow.self)?.send(.linkEntered(url: "https://example.com"))
                }
            case .timerSheet: return try Self.toaster(session: true) { runtime in try runtime.open("timer/new") }
            case .folders:
                let runtime = FlowRuntime(router: HeadlessRouter())
                let root = try runtime.start(FolderFlow(depth: 0))
                try root.send(.open)
                try #require(runtime.liveFlows.last.flatMap { runtime.handle(FolderFlow.self, id: $0.id) }).send(.open)
                try runtime.open("info")
                return runtime.snapshot()
            case .deepFolders: return FolderFlow.nested(200, info: true)
            }
        }

        static func toaster(session: Bool, _ script: (FlowRuntime) throws -> Void) throws -> FlowSnapshot {
            let runtime = FlowRuntime(router: HeadlessRouter())
            try runtime.start(AppFlow(session: Session(hasSession: session))).send(.launch)
            try script(runtime)
            return runtime.snapshot()
        }

        /// A live runtime of the snapshot's root, in a state of its own, on `router`.
        func target(on router: any Router) throws -> FlowRuntime {
            let runtime = FlowRuntime(router: router)
            switch self {
            case .loggedOutSignUp, .busyToaster, .timerSheet:
                try runtime.start(AppFlow(session: Session(hasSession: true))).send(.launch)
                try runtime.open("settings")
            case .folders, .deepFolders:
                try runtime.start(FolderFlow(depth: 0)).send(.open)
            }
            return runtime
        }
    }

    static let starts = Gen.int(in: 0...(Start.allCases.count - 1))
    static let mutations = Gen.int(in: 0...9_999_999).array(of: 1...3)

    @Test("A mutated snapshot restores a reachable state, or throws and changes nothing")
    func mutatedSnapshots() async {
        var tally: [Bool: Int] = [:]
        await propertyCheck(count: 300, input: Self.starts, Self.mutations) { startIndex, values in
            let start = Start.allCases[startIndex]
            guard var snapshot = try? start.snapshot() else {
                Issue.record("\(start) did not build")
                return
            }
            let mutations = values.map(Mutation.init)
            var mustFail = false
            var swapped: Set<[Int]> = []
            for mutation in mutations {
                if let target = mutation.swapTarget(in: snapshot), !swapped.insert(target).inserted { continue }
                mustFail = (mutation.apply(to: &snapshot) ?? false) || mustFail
            }
            mustFail = mustFail || snapshot.lastID > FlowSnapshot.maxFlowID
            let label = "\(start) \(mutations)"

            // In place: a live runtime keeps every flow and screen when the restore throws.
            let router = HeadlessRouter()
            guard let runtime = try? start.target(on: router) else {
                Issue.record("\(start): no target runtime")
                return
            }
            let before = (router.state, runtime.snapshot())
            var restored = false
            do {
                try runtime.restore(snapshot)
                restored = true
            } catch {
                #expect(router.state == before.0, "\(label): \(error)")
                #expect(runtime.snapshot() == before.1, "\(label): \(error)")
            }
            #expect(!(mustFail && restored), "\(label) restored")
            tally[restored, default: 0] += 1

            // Fresh: a router that receives nothing from a restore that throws.
            let recording = RecordingRouter()
            do {
                let fresh = try restoredRuntime(snapshot, root: start.rootType, router: recording)
                #expect(restored, "\(label): restored fresh, not in place")
                #expect(recording.state == fresh.impliedNavigationState, "\(label)")
                Self.carryOn(fresh, label: label) { recording.state }
            } catch {
                #expect(!restored, "\(label): restored in place, not fresh (\(error))")
                #expect(recording.commands.isEmpty, "\(label)")
            }
            // Keeping the longest valid prefix: a state the declarations reach, or an error (a root
            // that does not fit) with nothing sent.
            let prefixRouter = RecordingRouter()
            do {
                let prefix = try restoredRuntime(snapshot, root: start.rootType, router: prefixRouter, mode: .longestValidPrefix)
                #expect(prefixRouter.state == prefix.impliedNavigationState, "\(label): prefix")
                Self.carryOn(prefix, label: "\(label): prefix") { prefixRouter.state }
            } catch {
                #expect(!restored, "\(label): restored strictly, not as a prefix (\(error))")
                #expect(prefixRouter.commands.isEmpty, "\(label): prefix")
            }
            if restored {
                #expect(router.state == runtime.impliedNavigationState, "\(label)")
                Self.carryOn(runtime, label: label) { router.state }
                #expect(router.unappliedCommands.isEmpty, "\(label): after carrying on")
            }
        }
        // Both outcomes were exercised: the property is not vacuous.
        #expect(tally[true, default: 0] > 10 && tally[false, default: 0] > 100, "\(tally)")
    }

    /// Events and links after a restore run without trapping and keep the router in step.
    static func carryOn(_ runtime: FlowRuntime, label: String, routerState: () -> NavigationState) {
        if let top = runtime.liveFlows.last, let folder = runtime.handle(FolderFlow.self, id: top.id) {
            for event in [FolderFlow.Event.open, .open, .showInfo, .hideInfo, .close] { try? folder.send(event) }
            _ = try? runtime.open("info")
        } else {
            for link in ["clip/7", "timer/new", "add", "link/4"] { _ = try? runtime.open(link) }
        }
        #expect(routerState() == runtime.impliedNavigationState, "\(label): after carrying on")
    }
}

extension HostileSnapshotProperties.Start {
    var rootType: any Flow.Type {
        switch self {
        case .loggedOutSignUp, .busyToaster, .timerSheet: AppFlow.self
        case .folders, .deepFolders: FolderFlow.self
        }
    }
}

/// `FlowRuntime(restoring:root:router:)` for a root type known at run time.
@MainActor
func restoredRuntime(
    _ snapshot: FlowSnapshot, root: any Flow.Type, router: any Router, mode: RestorationMode = .strict
) throws(RestorationError) -> FlowRuntime {
    func make<Root: Flow>(_ type: Root.Type) throws(RestorationError) -> FlowRuntime {
        try FlowRuntime(restoring: snapshot, root: type, router: router, mode: mode)
    }
    return try make(root)
}
